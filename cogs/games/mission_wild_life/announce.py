"""Messages posted in the match thread, from public events only (``visible_to is None``), and the
``/history`` lines, in the reader's language.

The engine's events carry no words, only their ``kind`` and ``data`` (issue 34); everything here
is worded from them through the catalog (``locales/*/mission-wild-life.ftl``). ``/history``
replays a match from its seed and action log (:meth:`engine.service.MatchService.public_history`),
so a match stored before the events lost their English text reads in any language the same way.

The thread stays readable: no message per trick (the table shows the trick and the
last one), one line when a flash mission is won, one summary per round (who won which
mission and why, tricks and missions per player, the next round's start) and the final
result with places. Round 1's start (who leads, which missions) is posted when the match
starts.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import discord

from cogs.games.mission_wild_life.cards import (
    KIND_ICON,
    card_id_text,
    mission_line,
    mission_name,
    missions_n,
    missions_text,
)
from cogs.games.mission_wild_life.table import names_of
from cogs.kit.rendered import Rendered
from cogs.kit.text import BRAND, CONTENT, clip, fit_embed, medal, standings_footer
from cogs.kit.ui import public_events
from cogs.lang import SOURCE, Lang, t
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


def _name(names: Sequence[str], seat: Any, lang: Lang) -> str:
    """Seat ``seat``'s name, or "Seat N" for a seat the names lack."""
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return t(lang, "core-seat-number", seat=seat + 1 if isinstance(seat, int) else "?")


def round_start_lines(event: Event, names: Sequence[str], lang: Lang = SOURCE, *, heading: bool = True) -> list[str]:
    """A round's start as the thread shows it: who starts (and the card out of the game), then each
    mission on display with its printed text, so nobody needs the table to know what it asks.
    ``heading``: the line begins with "Round N:" (not where the round names a field already)."""
    d = event.data
    out = d.get("out_card")
    head = t(lang, "mwl-round-starts", round=d.get("round", "?"), name=_name(names, d.get("starter"), lang),
             heading="yes" if heading else "no")
    if out:
        head += " " + t(lang, "mwl-out-line", card=card_id_text(str(out), lang))
    missions = []
    for mid in d.get("missions") or []:
        try:
            missions.append(mission_line(mission_view(str(mid)), lang=lang))
        except KeyError:
            continue
    return [head, *missions]


def _value(d: Mapping[str, Any]) -> int:
    value = d.get("value")
    return value if isinstance(value, int) else 0


def won_line(event: Event, names: Sequence[str], lang: Lang = SOURCE) -> str:
    """One mission won, with the player's name and why: what met a flash mission (its ``why``), or
    a round's mission's measure (``value``, "(tie)" where tied)."""
    d = event.data
    kind = str(d.get("type", ""))
    mission = str(d.get("for") or d.get("mission") or "")
    name, who = mission_name(mission, lang), _name(names, d.get("seat"), lang)
    why = d.get("why")
    if isinstance(why, Mapping):
        card = why.get("card")
        what = t(lang, "mwl-why", code=str(why.get("code", "")), card=card_id_text(str(card), lang) if card else "",
                 number=int(why.get("number") or 0), colour=str(why.get("colour") or ""), held=int(why.get("held") or 0))
        text = t(lang, "mwl-won-flash", mission=name, name=who, why=what)
    else:
        text = t(lang, "mwl-won-round", mission=name, name=who, tie="yes" if d.get("tie") else "no",
                 measure=t(lang, "mwl-measure", mission=mission, value=_value(d)))
    line = f"{KIND_ICON.get(kind, '🏅')} {text}"
    if d.get("mission") is None:
        line += " — " + _stand_in(d, kind, lang)
    return line


def _stand_in(d: Any, kind: str, lang: Lang) -> str:
    """What a tied winner gets instead of the card (Mission: Wild Life, "Missions (Animal Cards)":
    a face-down card from the same stack, or a plain token when the stack is empty)."""
    return t(lang, "mwl-takes", what="token" if d.get("token") or not d.get("face_down") else "card", type=kind)


def won_lines(events: Sequence[Event], names: Sequence[str], lang: Lang = SOURCE) -> list[str]:
    """The ``mission_won`` events of ``events`` as lines, a tie as one line that says who keeps
    the card and who takes a face-down one ("In the event of a tie, all players involved in the
    tie win the mission. Give the mission card to one player and a face-down card from this
    mission stack to the other player(s)."); every other win as :func:`won_line`."""
    groups: list[list[Event]] = []
    for e in events:
        if e.kind != "mission_won":
            continue
        prev = groups[-1][-1] if groups else None
        same = (prev is not None and e.data.get("tie") and prev.data.get("tie")
                and prev.data.get("for") == e.data.get("for") and prev.data.get("type") == e.data.get("type"))
        if same:
            groups[-1].append(e)
        else:
            groups.append([e])
    lines = []
    for group in groups:
        if len(group) < 2:
            lines += [won_line(e, names, lang) for e in group]
            continue
        d = group[0].data
        kind = str(d.get("type", ""))
        who = [_name(names, e.data.get("seat"), lang) for e in group]
        keeper, others = who[0], who[1:]
        extra = "; ".join(f"{name} {_stand_in(e.data, kind, lang)}" for name, e in zip(others, group[1:], strict=True))
        value = _value(d)
        lines.append(f"{KIND_ICON.get(kind, '🏅')} " + t(
            lang, "mwl-tie-line", mission=mission_name(str(d.get("for") or ""), lang),
            measure=t(lang, "mwl-measure", mission=str(d.get("for") or ""), value=value),
            who=_and(who, lang), keeper=keeper, others=extra))
    return lines


def _and(items: Sequence[str], lang: Lang) -> str:
    return items[0] if len(items) == 1 else t(lang, "mwl-and", first=", ".join(items[:-1]), last=items[-1])


def _count(values: Sequence[Any], i: int, lang: Lang = SOURCE) -> str:
    """Seat ``i``'s tricks: ``"5 tricks"`` (``"? tricks"`` when the data lacks it)."""
    v = values[i] if i < len(values) else None
    return t(lang, "mwl-tricks-n", n=v) if isinstance(v, int) else t(lang, "mwl-tricks-unknown")


def _missions(counts: Sequence[Any], s: int, need: int | None, lang: Lang, *, bold: bool = False) -> str:
    if s < len(counts) and isinstance(counts[s], int):
        return missions_text(counts[s], need, bold=bold, noun=True, lang=lang)
    return t(lang, "mwl-missions-unknown")


def _unclaimed(e: Event, lang: Lang) -> str:
    mid = str(e.data.get("mission") or "")
    try:
        kind = mission_view(mid).type
    except KeyError:
        kind = ""
    return t(lang, "mwl-unclaimed", mission=mission_name(mid, lang), type=kind)


def _swapped(e: Event, lang: Lang) -> str:
    return t(lang, "mwl-swapped", mission=mission_name(str(e.data.get("mission") or ""), lang),
             card=card_id_text(str(e.data.get("out_card") or ""), lang))


def round_summary(events: Sequence[Event], round_end: Event, names: Sequence[str], need: int | None,
                  game_over: bool, lang: Lang = SOURCE) -> Rendered:
    """The "Round N over" embed: missions won (or not) and why, tricks and missions per player,
    and the next round's start unless the game ended."""
    rnd = round_end.data.get("round", "?")
    before: list[str] = []
    after: list[str] = []
    target = before
    won: list[Event] = []
    for e in events:
        if e.kind != "mission_won" and won:
            target += won_lines(won, names, lang)
            won = []
        if e.kind == "round_end":
            target = after
        elif e.kind == "mission_won":
            won.append(e)
        elif e.kind == "mission_unclaimed":
            target.append("▫️ " + _unclaimed(e, lang))
        elif e.kind == "round_start":
            after += round_start_lines(e, names, lang, heading=False)  # the field names the round
        elif e.kind == "mission_swapped":
            after.append("🔁 " + _swapped(e, lang))
    target += won_lines(won, names, lang)
    tricks = round_end.data.get("tricks") or []
    counts = round_end.data.get("counts") or []
    score = [f"{names[s]}: {_count(tricks, s, lang)}, {_missions(counts, s, need, lang, bold=True)}"
             for s in range(len(names))]
    desc = "\n".join(before or [t(lang, "mwl-no-mission-won")]) + "\n\n" + "\n".join(score)
    embed = discord.Embed(title=t(lang, "mwl-round-over", round=rnd), description=desc, colour=BRAND)
    if after and not game_over:
        embed.add_field(name=t(lang, "mwl-round", round=rnd + 1) if isinstance(rnd, int) else t(lang, "mwl-next-round"),
                        value="\n".join(after), inline=False)
    return Rendered(embeds=[fit_embed(embed)])


def event_line(e: Event, names: Sequence[str], lang: Lang = SOURCE) -> str:
    """Any other public event as one ``/history`` line, worded from its kind and data."""
    d = e.data
    match e.kind:
        case "card_played":
            return t(lang, "mwl-ev-played", name=_name(names, d.get("seat"), lang),
                     card=card_id_text(str(d.get("card", "")), lang))
        case "trick_won":
            return t(lang, "mwl-ev-trick-won", name=_name(names, d.get("winner"), lang), number=d.get("number", "?"))
        case "mission_unclaimed":
            return _unclaimed(e, lang)
        case "mission_swapped":
            return _swapped(e, lang)
        case "pass_chosen":
            return t(lang, "mwl-ev-pass-chosen", name=_name(names, d.get("seat"), lang))
        case "passing_done":
            return t(lang, "mwl-ev-passing-done", name=_name(names, d.get("leader"), lang))
        case "game_end":
            counts = [c for c in d.get("counts") or [] if isinstance(c, int)]
            need = d.get("need")
            places = d.get("places") or []
            winners = [_name(names, s, lang) for s, p in enumerate(places) if p == 1]
            return t(lang, "mwl-ev-game-end", end=str(d.get("end") or "goal"), winners=" & ".join(winners),
                     count=len(winners), n=max(counts, default=0), need=need if isinstance(need, int) else 0)
    return ""


def history_lines(events: Sequence[Event], names: Sequence[str], need: int | None, lang: Lang = SOURCE) -> list[str]:
    """One move's public events as ``/history`` lines, in the thread's words: missions won with
    their reason (:func:`won_lines`, a tie on one line), a round's end as each player's tricks and
    missions (never the engine's raw lists), the rest worded from their kind and data."""
    lines: list[str] = []
    won: list[Event] = []
    for e in events:
        if e.kind != "mission_won" and won:
            lines += won_lines(won, names, lang)
            won = []
        if e.kind == "mission_won":
            won.append(e)
        elif e.kind == "round_end":
            tricks = e.data.get("tricks") or []
            counts = e.data.get("counts") or []
            each = "; ".join(f"{names[s]} {_count(tricks, s, lang)}, {_missions(counts, s, need, lang)}"
                             for s in range(len(names)))
            lines.append(t(lang, "mwl-history-round-over", round=e.data.get("round", "?"), each=each))
        elif e.kind == "round_start":
            lines.append("\n".join(round_start_lines(e, names, lang)))
        else:
            line = event_line(e, names, lang)
            if line:
                lines.append(line)
    return lines + won_lines(won, names, lang)


def final_result(record: MatchRecord, game_end: Event, names: Sequence[str], need: int | None,
                 lang: Lang = SOURCE) -> Rendered:
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
        f"{medal(places[s])} **{names[s]}** — {missions_n(counts[s], lang)}"
        for s in sorted(range(seats), key=lambda s: (places[s], s))
    ]
    if need and best < need:
        lines.append("\n" + t(lang, "mwl-limit-before-goal", need=need))
    embed = discord.Embed(
        title=t(lang, "mwl-result-title", winners=" & ".join(winners), count=len(winners), match=str(record.id)),
        description="\n".join(lines),
        colour=BRAND,
    )
    embed.set_footer(text=standings_footer(record, lang))
    return Rendered(embeds=[fit_embed(embed)])


def announce(update: MatchUpdate, lang: Lang = SOURCE) -> list[Rendered]:
    """Messages for one update (see the module docstring) in ``lang``; ``[]`` when nothing public
    is worth a message."""
    record = update.match
    names = names_of(record, len(record.seats), lang)
    if update.kind == UpdateKind.STARTED:  # round 1: who starts and which missions are out
        return [
            Rendered(content=clip("▶️ " + "\n".join(round_start_lines(e, names, lang)), CONTENT))
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
        lines = won_lines(events, names, lang)
        if lines:
            out.append(Rendered(content=clip("\n".join(lines), CONTENT)))
    else:
        out.append(round_summary(events, round_end, names, need, game_end is not None, lang))
    if game_end is not None:
        out.append(final_result(record, game_end, names, need, lang))
    return out
