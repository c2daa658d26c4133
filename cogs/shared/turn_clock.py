"""The table's clock: a timed match's speed and each person's deadline, as Discord timestamps.

A deadline is written ``<t:UNIX:R>`` ("in 23 hours"), so each person reads it in their own
time zone; Discord renders that markup in embed descriptions and field values (not in
titles or footers), so the table shows it as one embed field, :data:`FIELD_NAME`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from cogs.kit.text import safe
from engine import registry
from engine.service.match_settings import duration_text, speed_text
from engine.service.timers import turn_clocks
from storage import MatchStatus

if TYPE_CHECKING:
    from engine.service import MatchService
    from storage import MatchRecord

FIELD_NAME = "⏳ Clock"


def timestamp(when: float, style: str = "R") -> str:
    """Discord's timestamp markup for ``when`` (Unix s): ``<t:1700000000:R>``."""
    return f"<t:{int(when)}:{style}>"


def clock_lines(service: MatchService, record: MatchRecord) -> list[str]:
    """The speed, then one line per person whose turn timer runs: "Ann: a move is made for them
    <t:…:R> (uses the time bank after <t:…:R>)". Empty for a finished match or one without a
    turn timer. Read from ``record`` itself (the committed version the table is drawn from)."""
    if record.status != MatchStatus.ACTIVE or not registry.get(record.game).turn_timer:
        return []
    settings = service.settings(record)
    if settings.turn_timeout_s <= 0:
        return []
    lines = [f"**{speed_text(settings)}**"]
    now = service.clock()
    for clock in turn_clocks(record, settings):
        name = safe(record.seats[clock.seat].name)
        line = f"{name}: a move is made for them {timestamp(clock.deadline)}"
        if clock.bank_s > 0:
            if clock.in_bank(now):
                line += " (using the time bank)"
            else:
                line += (f" (their {duration_text(clock.bank_s)} time bank starts "
                         f"{timestamp(clock.started + clock.per_move_s)})")
        lines.append(line)
    return lines


def add_clock(service: MatchService, record: MatchRecord, embeds: list[discord.Embed]) -> None:
    """Add the clock field (:func:`clock_lines`) to the first of ``embeds``, if there is one and room."""
    lines = clock_lines(service, record)
    if lines and embeds and len(embeds[0].fields) < 25:
        embeds[0].add_field(name=FIELD_NAME, value="\n".join(lines)[:1024], inline=False)
