"""Messages posted in the match thread, from public events only (``visible_to is None``).

The thread stays readable: no message per trick (the table shows the trick and the
last one), one line when a flash mission is won, one summary per round (who won which
mission and why, tricks and missions per player, the next round's start) and the final
result with places. Round 1's start (who leads, which missions) is posted when the match
starts.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from cogs.games.mission_wild_life.cards import KIND_ICON, mission_line, missions_text
from cogs.games.mission_wild_life.table import names_of
from cogs.kit.rendered import Rendered
from cogs.kit.text import BRAND, CONTENT, clip, fit_embed, medal, name_seats, plural, standings_footer
from cogs.kit.ui import public_events
from engine.games.mission_wild_life import GAME
from engine.games.mission_wild_life.state import MWLState
from engine.games.mission_wild_life.views import mission_view
from engine.service import UpdateKind, standing_places

if TYPE_CHECKING:
    from engine.core import Event
    from engine.games.mission_wild_life.views import MWLView
    from engine.service import MatchUpdate
    from storage import MatchRecord


def spectator_view(record: MatchRecord) -> MWLView | None:
    """The spectator view of a record's stored state (for announcements), or None."""
    if not record.state:
        return None
    try:
        return GAME.view(MWLState.model_validate_json(record.state), None)
    except Exception:  # noqa: BLE001 - announcements must never break the update fan-out
        return None


def round_start_lines(event: Event, names: Sequence[str]) -> list[str]:
    """A round's start as the thread shows it: who starts (and the card out of the game), then each
    mission on display with its printed text, so nobody needs the table to know what it asks."""
    head = name_seats(event.text.split(" Missions: ")[0], names)
    if " Out of the game: " in event.text:
        head += " Out of the game:" + event.text.split(" Out of the game:", 1)[1]
    missions = []
    for mid in event.data.get("missions") or []:
        try:
            missions.append(mission_line(mission_view(str(mid))))
        except KeyError:
            continue
    return [head, *missions] if missions else [name_seats(event.text, names)]


def won_line(event: Event, names: Sequence[str]) -> str:
    """One mission won, with the engine's reason and the players' names."""
    d = event.data
    kind = str(d.get("type", ""))
    why = name_seats(str(d.get("reason") or event.text), names)
    line = f"{KIND_ICON.get(kind, '🏅')} {why}"
    if d.get("mission") is None and d.get("name"):
        line += " — " + _stand_in(d, kind)
    return line


def _stand_in(d: Any, kind: str) -> str:
    """What a tied winner gets instead of the card (Mission: Wild Life, "Missions (Animal Cards)":
    a face-down card from the same stack, or a plain token when the stack is empty)."""
    return "takes a mission token" if d.get("name") == "Mission token" else f"takes a face-down {kind} card"


_TIED = re.compile(r"^(?P<mission>[^:]+): seat (?P<seat>\d+), (?P<measure>.+?)(?: \(tie\))?$")


def won_lines(events: Sequence[Event], names: Sequence[str]) -> list[str]:
    """The ``mission_won`` events of ``events`` as lines, a tie as one line that says who keeps
    the card and who takes a face-down one ("In the event of a tie, all players involved in the
    tie win the mission. Give the mission card to one player and a face-down card from this
    mission stack to the other player(s)."); every other win as :func:`won_line`."""
    groups: list[list[Event]] = []
    for e in events:
        if e.kind != "mission_won":
            continue
        raw = str(e.data.get("reason") or "")
        prev = groups[-1][-1] if groups else None
        same = (prev is not None and raw.endswith("(tie)")
                and str(prev.data.get("reason") or "").split(":")[0] == raw.split(":")[0]
                and prev.data.get("type") == e.data.get("type"))
        if same:
            groups[-1].append(e)
        else:
            groups.append([e])
    lines = []
    for group in groups:
        parsed = [_TIED.match(str(e.data.get("reason") or "")) for e in group]
        if len(group) < 2 or not all(parsed):
            lines += [won_line(e, names) for e in group]
            continue
        first = parsed[0]
        assert first is not None
        kind = str(group[0].data.get("type", ""))
        who = [name_seats(f"seat {m.group('seat')}", names) for m in parsed if m is not None]
        keeper, others = who[0], who[1:]
        extra = "; ".join(f"{name} {_stand_in(e.data, kind)}" for name, e in zip(others, group[1:], strict=True))
        lines.append(f"{KIND_ICON.get(kind, '🏅')} **{first.group('mission')}** — a tie at "
                     f"{first.group('measure')}: {_and(who)} each win it. {keeper} keeps the card; {extra}.")
    return lines


def _and(items: Sequence[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _count(values: Sequence[Any], i: int, noun: str) -> str:
    v = values[i] if i < len(values) else None
    return plural(v, noun) if isinstance(v, int) else f"? {noun}s"


def round_summary(events: Sequence[Event], round_end: Event, names: Sequence[str], need: int | None,
                  game_over: bool) -> Rendered:
    """The "Round N over" embed: missions won (or not) and why, tricks and missions per player,
    and the next round's start unless the game ended."""
    rnd = round_end.data.get("round", "?")
    before: list[str] = []
    after: list[str] = []
    target = before
    won: list[Event] = []
    for e in events:
        if e.kind != "mission_won" and won:
            target += won_lines(won, names)
            won = []
        if e.kind == "round_end":
            target = after
        elif e.kind == "mission_won":
            won.append(e)
        elif e.kind == "mission_unclaimed":
            target.append("▫️ " + e.text)
        elif e.kind == "round_start":
            start = round_start_lines(e, names)  # "Round 2: seat 1 starts. …", then the missions
            after += [re.sub(r"^Round \d+: ", "", start[0]), *start[1:]]
        elif e.kind == "mission_swapped":
            after.append("🔁 " + e.text)
    target += won_lines(won, names)
    tricks = round_end.data.get("tricks") or []
    counts = round_end.data.get("counts") or []
    score = [
        f"{names[s]}: {_count(tricks, s, 'trick')}, "
        f"{missions_text(counts[s], need, bold=True, noun=True) if s < len(counts) else '? missions'}"
        for s in range(len(names))
    ]
    desc = "\n".join(before or ["No mission was won at the end of this round."]) + "\n\n" + "\n".join(score)
    embed = discord.Embed(title=f"Round {rnd} over", description=desc, colour=BRAND)
    if after and not game_over:
        embed.add_field(name=f"Round {rnd + 1}" if isinstance(rnd, int) else "Next round", value="\n".join(after),
                        inline=False)
    return Rendered(embeds=[fit_embed(embed)])


def history_lines(events: Sequence[Event], names: Sequence[str], need: int | None) -> list[str]:
    """One move's public events as ``/history`` lines, in the thread's words: missions won with
    their reason (:func:`won_lines`, a tie on one line), a round's end as each player's tricks and
    missions (never the engine's raw lists), the rest as their text with the players' names."""
    lines: list[str] = []
    won: list[Event] = []
    for e in events:
        if e.kind != "mission_won" and won:
            lines += won_lines(won, names)
            won = []
        if e.kind == "mission_won":
            won.append(e)
        elif e.kind == "round_end":
            tricks = e.data.get("tricks") or []
            counts = e.data.get("counts") or []
            each = "; ".join(
                f"{names[s]} {_count(tricks, s, 'trick')}, "
                f"{missions_text(counts[s], need, noun=True) if s < len(counts) else '? missions'}"
                for s in range(len(names)))
            lines.append(f"**Round {e.data.get('round', '?')} over** — {each}")
        elif e.kind == "round_start":
            lines.append("\n".join(round_start_lines(e, names)))
        elif e.text:
            lines.append(name_seats(e.text, names))
    return lines + won_lines(won, names)


def final_result(record: MatchRecord, game_end: Event, names: Sequence[str], need: int | None) -> Rendered:
    """The result: winners in the title, every player's place and missions."""
    seats = len(names)
    counts = list(game_end.data.get("counts") or [])
    places = list(game_end.data.get("places") or [])
    if len(counts) != seats or len(places) != seats:
        counts = counts[:seats] + [0] * (seats - len(counts))
        places = [1 + sum(1 for c in counts if c > mine) for mine in counts]
    places = standing_places(record, places)  # a seat whose person left is last, as rated
    best = max(counts) if counts else 0
    winners = [names[s] for s in range(seats) if places[s] == 1]
    lines = [
        f"{medal(places[s])} **{names[s]}** — {plural(counts[s], 'mission')}"
        for s in sorted(range(seats), key=lambda s: (places[s], s))
    ]
    if need and best < need:
        lines.append(f"\nThe round limit was reached before anyone got to {plural(need, 'mission')}.")
    embed = discord.Embed(
        title=f"🏆 {' & '.join(winners)} win{'s' if len(winners) == 1 else ''} Mission: Wild Life #{record.id}",
        description="\n".join(lines),
        colour=BRAND,
    )
    embed.set_footer(text=standings_footer(record))
    return Rendered(embeds=[fit_embed(embed)])


def announce(update: MatchUpdate) -> list[Rendered]:
    """Messages for one update (see the module docstring); ``[]`` when nothing public is worth a message."""
    record = update.match
    names = names_of(record, len(record.seats))
    if update.kind == UpdateKind.STARTED:  # round 1: who starts and which missions are out
        return [
            Rendered(content=clip("▶️ " + "\n".join(round_start_lines(e, names)), CONTENT))
            for e in public_events(update.events)
            if e.kind == "round_start"
        ]
    if update.kind not in (UpdateKind.ACTION, UpdateKind.FINISHED):
        return []
    events = public_events(update.events)
    if not events:
        return []
    out: list[Rendered] = []
    round_end = next((e for e in events if e.kind == "round_end"), None)
    game_end = next((e for e in events if e.kind == "game_end"), None)
    need: int | None = None
    if round_end is not None or game_end is not None:
        sv = spectator_view(record)
        need = sv.missions_to_win if sv is not None else None
    if round_end is None:
        # mid-round: only flash missions won (on a trick, or by a hand)
        lines = won_lines(events, names)
        if lines:
            out.append(Rendered(content=clip("\n".join(lines), CONTENT)))
    else:
        out.append(round_summary(events, round_end, names, need, game_end is not None))
    if game_end is not None:
        out.append(final_result(record, game_end, names, need))
    return out
