"""Messages posted in the WildLife match thread, from public events only (``visible_to is None``).

The thread stays readable: bids, migrations and card plays are on the table message, not
posted one by one. Posted are, compactly: who starts (at the start), auctions won or lost
for lack of bids, attacks (and attacks a Defense card stopped), the Plague, Famine, Minor
Scorings, every Major Scoring as a breakdown (one line per region, herd, adaptation,
ability and food line, then the totals), and the final result with places. Every line is
worded from the event's kind and data in the server's language (:mod:`.events`).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import discord

from cogs.games.wildlife.events import end_reason, event_words
from cogs.games.wildlife.words import names_of, region_name, seat_name
from cogs.kit.rendered import Rendered
from cogs.kit.text import BRAND, CONTENT, chunk_lines, clip, fit_embed, medal, standings_footer
from cogs.kit.ui import public_events
from cogs.lang import SOURCE, Lang, t
from engine.games.wildlife.board import REGIONS
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


def _ranked(values: Sequence[int], names: Sequence[str], lang: Lang, *, skip_zero: bool) -> str:
    """``"Ann 3 SP · Bob 2 SP"``: the seats by points, highest first (ties in seat order)."""
    order = sorted((s for s, v in enumerate(values) if v or not skip_zero), key=lambda s: (-int(values[s]), s))
    return " · ".join(t(lang, "wl-ranked", who=seat_name(names, s, lang), points=int(values[s])) for s in order)


def line_name(label: str, lang: Lang = SOURCE) -> str:
    """A Major Scoring line's label (a region id, ``herd-1`` …, ``adaptations``, ``abilities``,
    ``food``) in words; a match stored before issue 34 kept English labels, shown as they are."""
    return region_name(label, lang) if label in REGIONS else t(lang, "wl-major-line", line=label)


def major_lines(event: Event, names: Sequence[str], lang: Lang = SOURCE) -> list[str]:
    """A Major Scoring's lines (rulebook "Major Scoring": regions, herds, adaptations, abilities,
    food), each with the seats that score on it ranked by success points (SP), highest first."""
    lines = []
    for line in event.data.get("lines") or []:
        got = _ranked(list(line.get("points") or []), names, lang, skip_zero=True)
        if got:
            lines.append(f"**{line_name(str(line.get('label', '?')), lang)}**: {got}")
    return lines


def major_totals(event: Event, names: Sequence[str], lang: Lang = SOURCE) -> str:
    """The success points each seat gained in a Major Scoring, ranked, highest first."""
    gained = [int(g) for g in event.data.get("gained") or []]
    order = sorted(range(len(gained)), key=lambda s: (-gained[s], s))
    return " · ".join(t(lang, "wl-ranked-total", who=seat_name(names, s, lang), points=gained[s]) for s in order)


def major_title(event: Event, lang: Lang = SOURCE) -> str:
    """``"📊 Major Scoring"``, or ``"🏆 Final Major Scoring"``."""
    return t(lang, "wl-major-title", final="yes" if event.data.get("final") else "no")


def major_embed(event: Event, names: Sequence[str], lang: Lang = SOURCE) -> Rendered:
    """A Major Scoring as an embed: one line per scoring line with the seats ranked by the success
    points (SP) they get, then the totals, ranked."""
    lines = major_lines(event, names, lang)
    total = major_totals(event, names, lang)
    desc = "\n".join([t(lang, "wl-major-intro"), *lines] if lines else [t(lang, "wl-major-nobody")])
    embed = discord.Embed(title=major_title(event, lang), description=clip(desc, 3800), colour=BRAND)
    if total:
        embed.add_field(name=t(lang, "wl-major-totals"), value=clip(total, 1024), inline=False)
    return Rendered(embeds=[fit_embed(embed)])


def final_result(record: MatchRecord, event: Event, names: Sequence[str], lang: Lang = SOURCE) -> Rendered:
    """The result: winners in the title, every player's place and success points."""
    seats = len(names)
    scores = [int(x) for x in (event.data.get("scores") or [])][:seats]
    places = list(event.data.get("places") or [])[:seats]
    if len(scores) != seats or len(places) != seats:
        scores = scores + [0] * (seats - len(scores))
        places = [1 + sum(1 for v in scores if v > mine) for mine in scores]
    places = standing_places(record, places)  # a seat whose person left is last, as rated
    winners = [names[s] for s in range(seats) if places[s] == 1]
    lines = [t(lang, "wl-result-points", medal=medal(places[s]), name=names[s], points=scores[s])
             for s in sorted(range(seats), key=lambda s: (places[s], s))]
    reason = end_reason(str(event.data.get("reason") or ""), event.data.get("end_seat"), names, lang,
                        turns=int(event.data.get("turns") or 300))
    if reason:
        lines.append(f"\n{reason}")
    together = winners[0] if winners else ""
    for w in winners[1:]:
        together = t(lang, "wl-and", first=together, second=w)
    embed = discord.Embed(title=clip(t(lang, "wl-result-title", count=len(winners), winners=together,
                                       match=str(record.id)), 256),
                          description="\n".join(lines), colour=BRAND)
    embed.set_footer(text=standings_footer(record))
    return Rendered(embeds=[fit_embed(embed)])


def event_line(event: Event, names: Sequence[str], lang: Lang = SOURCE) -> str | None:
    """One public event as a thread line with its icon and the players' names (None: no words for it)."""
    words = event_words(event.kind, event.data, names, lang, event.text)
    return f"{ICONS.get(event.kind, '•')} {words}" if words else None


def history_lines(events: Sequence[Event], names: Sequence[str], lang: Lang = SOURCE) -> list[str]:
    """One move's public events as ``/history`` lines, as the thread showed them: a Major Scoring
    as its title, its ranked lines and totals; every other event as :func:`event_line`. Worded
    from kind and data when read, in the reader's language (old stored events too, see :mod:`.events`)."""
    out: list[str] = []
    for e in events:
        if e.kind == "major_scoring":
            out.append("\n".join([f"**{major_title(e, lang)}** — {major_totals(e, names, lang)}",
                                   *major_lines(e, names, lang)]))
        else:
            line = event_line(e, names, lang)
            if line:
                out.append(line)
    return out


def announce(update: MatchUpdate, lang: Lang = SOURCE) -> list[Rendered]:
    """Messages for one update (see the module docstring), in ``lang``; ``[]`` when nothing is worth posting."""
    record = update.match
    names = names_of(record, len(record.seats))
    events = public_events(update.events)
    if update.kind == UpdateKind.STARTED:
        start = [f"▶️ {words}" for e in events if e.kind in (*START_KINDS, "chart_auction")
                 for words in [event_words(e.kind, e.data, names, lang, e.text)] if words]
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
            out.append(major_embed(e, names, lang))
        elif e.kind == "game_end":
            continue
        elif e.kind in ICONS:
            line = event_line(e, names, lang)
            if line:
                lines.append(line)
    if lines:
        out += [Rendered(content=b) for b in chunk_lines(lines, CONTENT)]
    end = next((e for e in events if e.kind == "game_end"), None)
    if end is not None:
        out.append(final_result(record, end, names, lang))
    return out


__all__ = ["announce", "event_line", "final_result", "history_lines", "line_name", "major_embed", "major_lines",
           "major_title", "major_totals"]
