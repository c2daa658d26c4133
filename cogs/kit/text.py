"""Discord's message limits and the text helpers every game UI shares.

Limits are Discord's documented maxima (message content, embed parts, component labels,
``custom_id``); :func:`fit_embed` clips an embed to all of them at once. The sandbox
double enforces the same numbers (``sandbox/limits.py``), so a UI that overflows fails a test.
"""
from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

import discord
from discord.utils import escape_markdown, escape_mentions

from cogs.lang import SOURCE, Lang, reader, t
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
    after a whole word when a space lies within :data:`WORD_SLACK` characters of it. A name isolated
    by :func:`safe` that the cut falls inside is closed again (its PDI after the "…"), so the cut
    never leaves the rest of a line inside the name's isolate."""
    if len(text) <= limit:
        return text
    cut = text[: max(0, limit - 1)]
    space = max(cut.rfind(" "), cut.rfind("\n"))
    if not text[len(cut)].isspace() and space >= max(1, len(cut) - WORD_SLACK):
        cut = cut[:space]
    cut = cut.rstrip(" ,;·—-")
    open_ = _open_isolates(cut)
    while open_ and len(cut) + 1 + open_ > limit:  # room for the PDIs that close it
        cut = cut[:-1]
        open_ = _open_isolates(cut)
    return cut + "…" + PDI * open_


def _open_isolates(text: str) -> int:
    """How many bidi isolates ``text`` opens (FSI, LRI, RLI) and leaves unclosed (PDI)."""
    depth = 0
    for ch in text:
        if ch in _ISOLATE_OPENERS:
            depth += 1
        elif ch == PDI and depth:
            depth -= 1
    return depth


def medal(place: int) -> str:
    """🥇/🥈/🥉 for places 1-3, else ``"4."``."""
    return MEDALS.get(place, f"{place}.")


def plural(n: int, noun: str, plural_form: str | None = None) -> str:
    """``"1 mission"``, ``"2 missions"``; ``plural_form`` for irregular nouns (``plural(2, "die", "dice")``)."""
    return f"{n} {noun if n == 1 else (plural_form or noun + 's')}"


FSI = "\u2068"
"""FIRST STRONG ISOLATE: opens the isolate :func:`safe` puts a supplied text in."""
PDI = "\u2069"
"""POP DIRECTIONAL ISOLATE: closes it."""
_ISOLATE_OPENERS = frozenset("\u2066\u2067\u2068")  # LRI, RLI, FSI
BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
"""Unicode's bidirectional controls (ALM, LRM, RLM, the embeddings and overrides LRE … RLO with PDF,
the isolates LRI … PDI): taken out of supplied text, so none can flip the line around it."""
JOINERS = frozenset("\u200c\u200d")
"""ZWNJ and ZWJ: kept between two visible characters after one beyond the Latin letters (emoji
sequences, Persian and Indic writing), where they change what is drawn; elsewhere they only hide a
difference ("Ann\u200ce" would pass for "Anne") and go."""
LATIN_END = 0x2FF
"""The last code point of the Latin letters (Latin Extended-B and IPA end before 0x300)."""
BLANKS = frozenset("\u034f\u115f\u1160\u17b4\u17b5\u2800\u3164\uffa0")
"""Characters that draw nothing although Unicode does not call them format or space characters (the
combining grapheme joiner, Hangul fillers, Khmer inherent vowels, the blank braille pattern): taken out."""
MAX_MARKS = 3
"""Combining marks kept on one base character (enough for Vietnamese, Thai or Hebrew pointing; a
"Zalgo" name stacks dozens, which would spill over the lines above and below)."""
MAX_SUPPLIED = 256
"""Characters of supplied text shown at most (longer is cut with "…": Discord's own names are 32,
our season names :data:`storage.seasons.NAME_MAX`)."""


@functools.lru_cache(maxsize=8192)
def inert(text: str) -> str:
    """``text`` a person or admin supplied (a display name, season name, typed option, space or bid)
    with nothing in it that can act on what is around it, or ``""`` when nothing visible is left.

    NFC-normalised; bidi controls (:data:`BIDI_CONTROLS`), other format characters (zero-width
    space, word joiner, BOM, soft hyphen, tag characters), unassigned code points and
    :data:`BLANKS` taken out; ZWJ/ZWNJ kept only where they join (:data:`JOINERS`); line breaks, tabs
    and other control characters made spaces, runs of spaces one space, the ends trimmed; at most
    :data:`MAX_MARKS` combining marks on one character; at most :data:`MAX_SUPPLIED` characters.
    Markdown and mentions are left as they are: :func:`safe` escapes them where they would render;
    pictures draw this (:func:`picture_text`)."""
    out: list[str] = []
    marks = 0
    for ch in unicodedata.normalize("NFC", text):
        cat = unicodedata.category(ch)
        if ch in JOINERS:
            if out and out[-1] not in JOINERS and not out[-1].isspace() and ord(out[-1]) > LATIN_END:
                out.append(ch)
            continue
        if ch in BIDI_CONTROLS or ch in BLANKS or cat in ("Cf", "Cn", "Cs"):
            continue
        if cat in ("Cc", "Zl", "Zp", "Zs"):
            ch = " "
        if cat in ("Mn", "Me"):
            if not out or out[-1].isspace() or out[-1] in JOINERS or marks >= MAX_MARKS:
                continue
            marks += 1
        else:
            marks = 0
            if ch == " " and out and out[-1] in JOINERS:
                out.pop()  # a joiner before a space joins nothing
        out.append(ch)
    while out and out[-1] in JOINERS:
        out.pop()
    plain = re.sub(" {2,}", " ", "".join(out)).strip()
    if not any(not c.isspace() and c not in JOINERS and unicodedata.category(c) not in ("Mn", "Me", "Mc")
               for c in plain):
        return ""
    return clip(plain, MAX_SUPPLIED)


_NOT_A_LINK = re.compile(r"(?i)(?<=[a-z0-9])://")


def unnamed(lang: Lang = SOURCE) -> str:
    """What is shown for supplied text with nothing visible in it (``"(no name)"``)."""
    return t(lang, "core-unnamed")


def safe(name: str, *, markdown: bool = True, fallback: str | None = None, lang: Lang | None = None) -> str:
    """Supplied text (a person's name, a season's name, a typed option, space or bid) made inert
    wherever it is shown: :func:`inert`, then, with ``markdown`` (text Discord formats: message
    content, text displays, embed descriptions and fields), markdown escaped with backslashes
    (``* _ ~ | ` \\``, a leading ``#``, ``-`` or ``>``, ``[masked](links)``), every ``<`` escaped
    (no ``<@user>``, ``<#channel>``, ``<t:timestamp>`` or ``<:emoji:id>`` comes alive),
    ``@everyone`` and ``@here`` broken, and ``://`` broken so it never links; and always isolated
    in FSI … PDI, so an RTL name keeps its own direction without turning the rest of the line.
    With nothing visible it is ``fallback`` (already inert text, e.g. ``""`` for a quoted typed
    input), else :func:`unnamed`. Without ``markdown`` (embed footers and authors, button and
    select labels, autocomplete choices, alt text: places Discord shows as typed) only the first
    and last steps. Remembered: the same few names are made inert for every table, panel and line
    of a match. Pass the result into text as is; never inside inline code, which no escape survives.
    ``lang``: the language of :func:`unnamed` (default: the reader's, :func:`cogs.lang.reader`)."""
    return _safe(name, markdown, fallback, lang or reader())


@functools.lru_cache(maxsize=8192)
def _safe(name: str, markdown: bool, fallback: str | None, lang: Lang) -> str:
    shown = inert(name)
    if not shown:
        return FSI + (unnamed(lang) if fallback is None else fallback) + PDI
    if markdown:
        shown = escape_mentions(escape_markdown(shown, ignore_links=False)).replace("<", "\\<")
        shown = _NOT_A_LINK.sub(":\u2060//", shown)
    return FSI + shown + PDI


LRI = "\u2066"
"""LEFT-TO-RIGHT ISOLATE: opens a line of ours that holds supplied text (:func:`safe_line`)."""


def safe_line(line: str) -> str:
    """A line of our own words that already holds supplied text (an engine sentence naming a person,
    "⁨Ann⁩ ran out of time"), made inert as :func:`safe` and isolated left to right (LRI … PDI), so
    a right-to-left name at its start cannot turn the sentence around; ``""`` when nothing visible."""
    shown = safe(line, fallback="")
    return LRI + shown[1:-1] + PDI if len(shown) > 2 else ""


def picture_text(name: str, *, fallback: str = "?") -> str:
    """Supplied text as a picture draws it: :func:`inert` (no bidi control, zero-width or
    invisible character, so none is drawn as a box and none reorders the picture's labels), or
    ``fallback`` when nothing visible is left. The kit's drawing context lays every label out
    left to right (:class:`cogs.kit.labels.MeasuredDraw`), so a right-to-left name reads in its
    own direction without turning the label it is part of."""
    return inert(name) or fallback


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



def standings_footer(record: MatchRecord, lang: Lang | None = None) -> str:
    """A finished match's footer about ratings: updated, or unchanged for a casual match (lobby option
    ``ranked`` off; it still counts for reputation); in ``lang``, else the reader's (:func:`cogs.lang.reader`)."""
    reading_lang = lang or reader()
    if record.options.get("ranked") is False:
        return t(reading_lang, "core-standings-footer-casual")
    return t(reading_lang, "core-standings-footer")
