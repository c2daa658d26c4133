"""The table's clock: a timed match's speed and each person's deadline, as Discord timestamps.

A deadline is written ``<t:UNIX:R>`` ("in 23 hours"), so each person reads it in their own
time zone; Discord renders that markup in embed descriptions and field values (not in
titles or footers), so the table shows it as one embed field, :data:`FIELD_NAME`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from cogs.kit.text import safe
from cogs.lang import SOURCE, Lang, t
from cogs.shared.words import duration, speed
from engine import registry
from engine.service.timers import turn_clocks
from storage import MatchStatus

if TYPE_CHECKING:
    from engine.service import MatchService
    from storage import MatchRecord

FIELD_NAME = "⏳ Clock"
"""The clock field's name in English (:func:`field_name` in any language)."""


def field_name(lang: Lang) -> str:
    """The clock field's name in ``lang`` ("⏳ Clock")."""
    return t(lang, "core-clock-field")


def timestamp(when: float, style: str = "R") -> str:
    """Discord's timestamp markup for ``when`` (Unix s): ``<t:1700000000:R>``."""
    return f"<t:{int(when)}:{style}>"


def clock_lines(service: MatchService, record: MatchRecord, lang: Lang = SOURCE) -> list[str]:
    """The speed, then one line per person whose turn timer runs: "Ann: a move is made for them
    <t:…:R> (uses the time bank after <t:…:R>)". Empty for a finished match or one without a
    turn timer. Read from ``record`` itself (the committed version the table is drawn from)."""
    if record.status != MatchStatus.ACTIVE or not registry.get(record.game).turn_timer:
        return []
    settings = service.settings(record)
    if settings.turn_timeout_s <= 0:
        return []
    lines = [f"**{speed(lang, settings)}**"]
    now = service.clock()
    for clock in turn_clocks(record, settings):
        name = safe(record.seats[clock.seat].name, lang=lang)
        when = timestamp(clock.deadline)
        if clock.bank_s <= 0:
            lines.append(t(lang, "core-clock-line", name=name, when=when))
        elif clock.in_bank(now):
            lines.append(t(lang, "core-clock-line-in-bank", name=name, when=when))
        else:
            lines.append(t(lang, "core-clock-line-bank", name=name, when=when, bank=duration(lang, clock.bank_s),
                           starts=timestamp(clock.started + clock.per_move_s)))
    return lines


def add_clock(service: MatchService, record: MatchRecord, embeds: list[discord.Embed], lang: Lang = SOURCE) -> None:
    """Add the clock field (:func:`clock_lines`) to the first of ``embeds``, if there is one and room."""
    lines = clock_lines(service, record, lang)
    if lines and embeds and len(embeds[0].fields) < 25:
        embeds[0].add_field(name=field_name(lang), value="\n".join(lines)[:1024], inline=False)
