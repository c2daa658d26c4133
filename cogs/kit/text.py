"""Discord's message limits and the text helpers every game UI shares.

Limits are Discord's documented maxima (message content, embed parts, component labels,
``custom_id``); :func:`fit_embed` clips an embed to all of them at once. The sandbox
double enforces the same numbers (``sandbox/limits.py``), so a UI that overflows fails a test.
"""
from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

import discord
from discord.utils import escape_markdown, escape_mentions

from cogs.lang import Lang, reader, t
from engine.core import BOT_LEVELS, DEFAULT_BOT_LEVEL

if TYPE_CHECKING:
    from storage import MatchRecord

# https://discord.com/developers/docs/resources/message#embed-object-embed-limits
CONTENT = 2000
EMBED_TITLE = 256
EMBED_DESCRIPTION = 4096
FIELD_NAME = 256
FIELD_VALUE = 1024
EMBED_FIELDS = 25
FOOTER = 2048
EMBED_TOTAL = 6000
EMBEDS = 10
# https://discord.com/developers/docs/components/reference
LABEL = 80
CUSTOM_ID = 100
SELECT_OPTIONS = 25
OPTION_DESCRIPTION = 100
ROWS = 5
PER_ROW = 5
PLACEHOLDER = 150
MODAL_TITLE = 45
TEXT_INPUT_LABEL = 45

BRAND = 0x3BA55D
MEDALS = {1: "🥇", 2: "🥈", 3: "🥉"}


WORD_SLACK = 24
"""A cut text ends at the last space within this many characters of the cut, so no word is halved."""


def clip(text: str, limit: int) -> str:
    """``text`` cut to at most ``limit`` characters, ending in "…" when it was longer; the cut falls
    after a whole word when a space lies within :data:`WORD_SLACK` characters of it."""
    if len(text) <= limit:
        return text
    cut = text[: max(0, limit - 1)]
    space = max(cut.rfind(" "), cut.rfind("\n"))
    if not text[len(cut)].isspace() and space >= max(1, len(cut) - WORD_SLACK):
        cut = cut[:space]
    return cut.rstrip(" ,;·—-") + "…"


def medal(place: int) -> str:
    """🥇/🥈/🥉 for places 1-3, else ``"4."``."""
    return MEDALS.get(place, f"{place}.")


def plural(n: int, noun: str, plural_form: str | None = None) -> str:
    """``"1 mission"``, ``"2 missions"``; ``plural_form`` for irregular nouns (``plural(2, "die", "dice")``)."""
    return f"{n} {noun if n == 1 else (plural_form or noun + 's')}"


@functools.lru_cache(maxsize=4096)
def safe(name: str) -> str:
    """A person-chosen name made inert for markdown and mentions (remembered: the same few
    names are escaped for every table, panel and line of a match, issue 25)."""
    return escape_mentions(escape_markdown(name))


BOT_PLAYED_MARK = "core-seat-bot-played"
"""The name of a person whose seat a bot played for part of the match (``SeatRecord.bot_played``;
a message id, ``name``: the escaped name)."""


def seat_label(record: MatchRecord, seat: int | None, lang: Lang | None = None) -> str:
    """A seat's display name, escaped, in ``lang`` (default: the reader's, :func:`cogs.lang.reader`);
    "(left, bot plays)" for abandoned seats,
    :data:`BOT_PLAYED_MARK` for a person a bot stood in for part of the match, and a robot
    mark for bots, with the level when it is not Normal (``"🤖 Otter (Hard)"``); "nobody"
    for ``None`` and "Seat N" outside the table."""
    lang = lang or reader()
    if seat is None:
        return t(lang, "core-seat-nobody")
    if not 0 <= seat < len(record.seats):
        return t(lang, "core-seat-number", seat=seat + 1)
    s = record.seats[seat]
    name = safe(s.name)
    if s.abandoned:
        name = t(lang, "core-seat-left", name=name)
    elif s.bot_played and not s.is_bot:  # back after a bot played for them (issue 21)
        name = t(lang, BOT_PLAYED_MARK, name=name)
    elif s.is_bot:
        name = name if "🤖" in name else "🤖 " + name
        if s.level in BOT_LEVELS and s.level != DEFAULT_BOT_LEVEL:
            name += f" ({t(lang, 'core-bot-level', level=s.level)})"
    return name


def seat_labels(record: MatchRecord, seats: int | None = None, lang: Lang | None = None) -> list[str]:
    """:func:`seat_label` for seats ``0 .. seats-1`` (default: every seat of the record), in ``lang``."""
    return [seat_label(record, s, lang) for s in range(len(record.seats) if seats is None else seats)]


_SEAT_WORD = re.compile(r"\b[Ss]eat (\d{1,2})\b")


def name_seats(text: str, names: Sequence[str]) -> str:
    """Replace the engine's ``"seat N"`` (0-based) in event text with the players' names."""
    return _SEAT_WORD.sub(lambda m: names[int(m[1])] if int(m[1]) < len(names) else m[0], text)


def chunk_lines(lines: Iterable[str], limit: int) -> list[str]:
    """Join lines into blocks of at most ``limit`` characters (a line longer than that is clipped)."""
    blocks: list[str] = []
    for line in lines:
        line = clip(line, limit)
        if blocks and len(blocks[-1]) + 1 + len(line) <= limit:
            blocks[-1] += "\n" + line
        else:
            blocks.append(line)
    return blocks


def fit_embed(embed: discord.Embed) -> discord.Embed:
    """Clip every part of ``embed`` to Discord's limits, in place, and return it.

    Title, description, field names and values and the footer are clipped; fields past 25
    are dropped; while the total is over 6000 the longest field value is shortened (down to
    40 characters), then trailing fields are dropped, then the description is cut.
    """
    if embed.title:
        embed.title = clip(embed.title, EMBED_TITLE)
    if embed.description:
        embed.description = clip(embed.description, EMBED_DESCRIPTION)
    fields = [
        (clip(f.name or "\u200b", FIELD_NAME), clip(f.value or "\u200b", FIELD_VALUE), bool(f.inline))
        for f in embed.fields
    ][:EMBED_FIELDS]
    embed.clear_fields()
    for name, value, inline in fields:
        embed.add_field(name=name, value=value, inline=inline)
    if embed.footer and embed.footer.text:
        embed.set_footer(text=clip(embed.footer.text, FOOTER))
    while len(embed) > EMBED_TOTAL:
        over = len(embed) - EMBED_TOTAL
        if embed.fields:
            i = max(range(len(embed.fields)), key=lambda k: len(embed.fields[k].value or ""))
            f = embed.fields[i]
            value = f.value or ""
            if len(value) > 40:
                embed.set_field_at(i, name=f.name, value=clip(value, max(40, len(value) - over)), inline=bool(f.inline))
            else:
                embed.remove_field(len(embed.fields) - 1)
            continue
        embed.description = clip(embed.description or "", max(0, len(embed.description or "") - over))
    return embed



def standings_footer(record: MatchRecord) -> str:
    """A finished match's footer about ratings: updated, or unchanged for a casual match (lobby option
    ``ranked`` off; it still counts for reputation)."""
    if record.options.get("ranked") is False:
        return "Casual match: ratings unchanged · /standings"
    return "Standings are updated: /standings"
