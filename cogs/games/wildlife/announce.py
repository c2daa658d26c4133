"""Messages posted in the WildLife match thread, from public events only (``visible_to is None``).

The thread stays readable: bids, migrations and card plays are on the table message, not
posted one by one. Posted are, compactly: who starts (at the start), auctions won or lost
for lack of bids, attacks (and attacks a Defense card stopped), the Plague, Famine, Minor
Scorings, every Major Scoring as a breakdown (one line per region, herd, adaptation,
ability and food line, then the totals), and the final result with places.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import discord

from cogs.games.wildlife.words import names_of
from cogs.kit.rendered import Rendered
from cogs.kit.text import BRAND, CONTENT, chunk_lines, clip, fit_embed, medal, name_seats, plural, standings_footer
from cogs.kit.ui import public_events
from engine.service import UpdateKind, standing_places

if TYPE_CHECKING:
    from engine.core import Event
    from engine.service import MatchUpdate
    from storage import MatchRecord

ICONS: dict[str, str] = {
    "auction_won": "🔨", "auction_no_bids": "🔨", "chart_auction_won": "🔨", "creature_chosen": "🐾",
    "attacked": "⚔️", "attack_defended": "🛡️", "plague": "☠️", "plague_removed": "☠️", "famine": "🥀",
    "minor_scoring": "🏁", "major_due": "📣", "last_creature": "📣", "populate_skipped": "📣",
    "board_populated": "🌍", "round_start": "🔁", "setup": "▶️",
}
"""Public events posted as one line each (others are shown on the table only)."""
START_KINDS = ("setup", "board_populated")


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if seat < len(names) else f"Seat {seat + 1}"


def _ranked(values: Sequence[int], names: Sequence[str], *, skip_zero: bool) -> str:
    """``"Ann 3 SP · Bob 2 SP"``: the seats by points, highest first (ties in seat order)."""
    order = sorted((s for s, v in enumerate(values) if v or not skip_zero), key=lambda s: (-int(values[s]), s))
    return " · ".join(f"{_name(names, s)} {int(values[s])} SP" for s in order)


def major_lines(event: Event, names: Sequence[str]) -> list[str]:
    """A Major Scoring's lines (rulebook "Major Scoring": regions, herds, adaptations, abilities,
    food), each with the seats that score on it ranked by success points (SP), highest first."""
    lines = []
    for line in event.data.get("lines") or []:
        got = _ranked(list(line.get("points") or []), names, skip_zero=True)
        if got:
            lines.append(f"**{line.get('label', '?')}**: {got}")
    return lines


def major_totals(event: Event, names: Sequence[str]) -> str:
    """The success points each seat gained in a Major Scoring, ranked, highest first."""
    gained = [int(g) for g in event.data.get("gained") or []]
    order = sorted(range(len(gained)), key=lambda s: (-gained[s], s))
    return " · ".join(f"{_name(names, s)} **+{gained[s]} SP**" for s in order)


def major_embed(event: Event, names: Sequence[str]) -> Rendered:
    """A Major Scoring as an embed: one line per scoring line with the seats ranked by the success
    points (SP) they get, then the totals, ranked."""
    d = event.data
    lines = major_lines(event, names)
    total = major_totals(event, names)
    title = "🏆 Final Major Scoring" if d.get("final") else "📊 Major Scoring"
    desc = "\n".join(["Success points (SP) per line, highest first.", *lines] if lines else ["Nobody scores on any line."])
    embed = discord.Embed(title=title, description=clip(desc, 3800), colour=BRAND)
    if total:
        embed.add_field(name="Totals", value=clip(total, 1024), inline=False)
    return Rendered(embeds=[fit_embed(embed)])


def final_result(record: MatchRecord, event: Event, names: Sequence[str]) -> Rendered:
    """The result: winners in the title, every player's place and success points."""
    seats = len(names)
    scores = [int(x) for x in (event.data.get("scores") or [])][:seats]
    places = list(event.data.get("places") or [])[:seats]
    if len(scores) != seats or len(places) != seats:
        scores = scores + [0] * (seats - len(scores))
        places = [1 + sum(1 for v in scores if v > mine) for mine in scores]
    places = standing_places(record, places)  # a seat whose person left is last, as rated
    winners = [names[s] for s in range(seats) if places[s] == 1]
    lines = [f"{medal(places[s])} **{names[s]}** — {plural(scores[s], 'success point')}"
             for s in sorted(range(seats), key=lambda s: (places[s], s))]
    reason = name_seats(str(event.data.get("reason") or ""), names)
    if reason:
        lines.append(f"\n{reason}")
    verb = "wins" if len(winners) == 1 else "share the win of"
    embed = discord.Embed(title=clip(f"🏆 {' & '.join(winners)} {verb} WildLife #{record.id}", 256),
                          description="\n".join(lines), colour=BRAND)
    embed.set_footer(text=standings_footer(record))
    return Rendered(embeds=[fit_embed(embed)])


def event_line(event: Event, names: Sequence[str]) -> str:
    """One public event as a thread line with its icon and the players' names."""
    return f"{ICONS.get(event.kind, '•')} {name_seats(event.text, names)}"


def history_lines(events: Sequence[Event], names: Sequence[str]) -> list[str]:
    """One move's public events as ``/history`` lines, as the thread showed them: a Major Scoring
    as its title, its ranked lines and totals; every other event as :func:`event_line`."""
    out: list[str] = []
    for e in events:
        if e.kind == "major_scoring":
            title = "🏆 Final Major Scoring" if e.data.get("final") else "📊 Major Scoring"
            out.append("\n".join([f"**{title}** — {major_totals(e, names)}", *major_lines(e, names)]))
        elif e.text:
            out.append(event_line(e, names))
    return out


def announce(update: MatchUpdate) -> list[Rendered]:
    """Messages for one update (see the module docstring); ``[]`` when nothing is worth posting."""
    record = update.match
    names = names_of(record, len(record.seats))
    events = public_events(update.events)
    if update.kind == UpdateKind.STARTED:
        start = [f"▶️ {name_seats(e.text, names)}" for e in events if e.kind in (*START_KINDS, "chart_auction")]
        return [Rendered(content=block) for block in chunk_lines(start, CONTENT)]
    if update.kind not in (UpdateKind.ACTION, UpdateKind.FINISHED) or not events:
        return []
    out: list[Rendered] = []
    lines: list[str] = []
    for e in events:
        if e.kind == "major_scoring":
            if lines:
                out += [Rendered(content=b) for b in chunk_lines(lines, CONTENT)]
                lines = []
            out.append(major_embed(e, names))
        elif e.kind == "game_end":
            continue
        elif e.kind in ICONS:
            lines.append(event_line(e, names))
    if lines:
        out += [Rendered(content=b) for b in chunk_lines(lines, CONTENT)]
    end = next((e for e in events if e.kind == "game_end"), None)
    if end is not None:
        out.append(final_result(record, end, names))
    return out


__all__ = ["announce", "event_line", "final_result", "history_lines", "major_embed", "major_lines", "major_totals"]
