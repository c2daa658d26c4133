"""The WildLife board picture, drawn with Pillow from a view: the part of the map that matters now.

``draw_board(view, names) -> PIL.Image.Image`` is the picture in chat: a window of
:data:`WIN_COLS` x :data:`WIN_ROWS` spaces (476 x 556 px) around what matters now: the spaces
and regions the latest moves named (the events, newest weighing most), the region a Plague
strikes and, in a seat's own view, where its chosen card can act and its own creatures.
``draw_board(view, names, full=True)`` is the whole map (772 x 850 px) that the **Full map**
button sends privately at full resolution. Both show the column letters and row numbers of
the spaces shown along the edges. A space (:data:`CELL` x :data:`CELL_H`) has three bands: a
region's name tag on top (in one row of each region), the creature in the middle, its id
(``A1``…, left) and terrain letter (F D S P M W, right) in heavy type at the bottom; so a tag
never covers a creature and every creature is drawn the same size. Terrain colours stay apart
under colour-vision simulations and the letter doubles them (``tests/cogs/test_colour_vision.py``).
Thick region borders; each region's name tag sits wholly inside the picture, in the row of the
region it crosses least out of, with the region's marker (the Minor Scoring's ``#n``) as a dark
badge at its end; every creature is a disc in its player's colour, dark ring and white halo,
the creature's letter in heavy type (colour is never the only cue). The spaces the last move
named (``view.last_events``) are framed with black and white dashes. The players,
adaptations, the Minor Scoring track and the auction are in the message's text (the table's
fields), not in the picture.

A seat's own view (``view.seat`` set) is a private picture: its creatures ringed (a black
and white double ring) and the spaces its chosen card can target framed by a solid purple
band with black edges (from ``view.legal``; nothing else of the hand is drawn; a space that
is both shows the band dashed). Send it only to that seat.

Every label reads on a phone: its cap height is at least 10 px when the chat picture is
shown 400 px wide (:mod:`cogs.kit.labels`; the full map is for zooming in). The terrain,
grid, ids and borders are one static layer drawn once per process (:class:`cogs.kit.labels.Layer`);
each picture copies it and draws the creatures, tags and marks on top, then maps to a fixed
palette (no per-frame palette search).

:func:`alt_text` gives the same board in words (at most 1024 characters, Discord's
limit for an attachment description) for screen readers. Imports only Pillow, the kit's
picture helpers and the engine.
"""
from __future__ import annotations

import re
from collections.abc import Collection, Mapping, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image

from cogs.kit.fonts import FontT, drawable
from cogs.kit.fonts import font as kit_font
from cogs.kit.labels import Layer, MeasuredDraw, Sprite, crop, draw_on, readable_size, sprite, stamp
from cogs.kit.memo import by_view
from cogs.kit.pictures import fixed_palette, to_palette
from cogs.lang import SOURCE, Lang, t
from engine.games.wildlife.board import (
    COORDS,
    NEIGHBOURS,
    REGIONS,
    SPACE_REGION,
    SPACES,
    TERRAIN_LETTER,
    terrain_of,
)

CELL = 74
"""Width of a space in pixels."""
CELL_H = 98
"""Height of a space: the tag band (:data:`TAG_TOP` + a tag), the creature, the id line."""
COLS, ROWS = 10, 8
EDGE = 26
"""Width of the row-number strip (left) and height of the column-letter strip (top)."""
HEAD = 34
"""Height of the title band above the map."""
PAD = 6
WIN_COLS, WIN_ROWS = 6, 5
"""The chat picture's window, in spaces."""
CROP_WIDTH = EDGE + WIN_COLS * CELL + PAD
FULL_WIDTH = EDGE + COLS * CELL + PAD
MAP_W, MAP_H = COLS * CELL, ROWS * CELL_H

TERRAIN_FILL: dict[str, tuple[int, int, int]] = {
    "forest": (72, 138, 73),
    "desert": (238, 240, 206),
    "savannah": (233, 217, 85),
    "plains": (181, 182, 137),
    "mountains": (140, 136, 148),
    "water": (110, 170, 235),
}
"""Terrain colours: every two at least 15 apart (CAM02-UCS) for normal vision, deuteranopia and
protanopia, and Savannah far from Man's orange (``tests/cogs/test_colour_vision.py``); each space
also carries its terrain's letter. Found by a search near each terrain's natural colour (forest
green, pale sand, golden grass, dry khaki plains, grey rock, blue water): our own choice."""
PLAYER_RGB: dict[str, tuple[int, int, int]] = {
    "light green": (106, 195, 170),
    "yellow": (255, 255, 74),
    "brown": (71, 25, 16),
    "blue": (40, 90, 215),
    "green": (77, 109, 103),
    "orange": (213, 115, 5),
    "grey": (128, 128, 128),
}
"""Creature colours, named as the rulebook's pieces, chosen to stay apart under deuteranopia and
protanopia (``tests/cogs/test_colour_vision.py``); each disc also carries the creature's letter."""
INK = (20, 20, 20)
GREY = (62, 62, 62)
TARGET = (120, 30, 200)
"""The band framing where the seat's chosen card can act: a purple no terrain is near."""
WHITE = (255, 255, 255)
BACKGROUND = (250, 248, 240)
_SPACE_WORD = re.compile(r"\b([A-J][1-8])\b")
RECENT = 4
"""How many of the latest events choose the window (the newest weighs most)."""


def _font(size: int) -> FontT:
    """Every label's face: DejaVu Sans Condensed Bold (heavy type that reads on a phone, narrow
    enough for German region names; shipped with the bot, :mod:`cogs.kit.fonts`)."""
    return kit_font(size, bold=True, condensed=True)


LABEL = readable_size(CROP_WIDTH, _font) + 1
"""Font size of every label of the chat picture (names, badges, edges): the smallest that reads
at 400 px, plus one for the font's rounding."""
ID = LABEL + 1
"""Font size of a space's id and terrain letter (heavy type: the most read labels)."""
BIG = 26
"""Font size of a creature's letter (smaller when the letter is two, as Man's "Mn")."""
TAG_TOP = 3
"""The tag band: a region's name tag sits :data:`TAG_TOP` px below its space's top."""
DISC_Y = 49
"""The middle of a creature's disc below its space's top (under the tag band)."""


def _text_colour(rgb: tuple[int, int, int]) -> tuple[int, int, int]:
    r, g, b = rgb
    return (255, 255, 255) if 0.299 * r + 0.587 * g + 0.114 * b < 140 else INK


def _get(view: Any, name: str) -> Any:
    return view[name] if isinstance(view, dict) else getattr(view, name)


def _cell_box(label: str) -> tuple[int, int, int, int]:
    """The space's box on the map layer (the map's top-left corner is (0, 0))."""
    c, r = COORDS[label]
    x0, y0 = c * CELL, r * CELL_H
    return x0, y0, x0 + CELL, y0 + CELL_H


_BY_COORDS = {COORDS[sp]: sp for sp in SPACES}
"""Every space by its ``(column, row)``."""


def tag_spot(shown: Sequence[str], width: int, win: tuple[int, int, int, int],
             tagged: Collection[str] = ()) -> tuple[int, int, set[str]]:
    """Where a region's name tag ``width`` px wide goes among the region's ``shown`` spaces:
    ``(x, y, spaces it covers)`` on the map layer. A tag starts at the left of a space and runs
    right, or ends at the right of a space and runs left; of the placements wholly inside the
    window ``win`` (never cut at an edge) it takes the one whose row crosses no other tag
    (``tagged``) and leaves the region least, then the top one, then the left one."""
    by_coords = _BY_COORDS
    cells = (width + 2 * TAG_TOP + CELL - 1) // CELL
    region = set(shown)
    best: tuple[tuple[int, int, int], int, int, set[str]] | None = None
    for sp in shown:
        c, r = COORDS[sp]
        for first in (c, c - cells + 1):
            if first < win[0] or first + cells > win[0] + win[2]:
                continue
            row = [by_coords.get((first + k, r)) for k in range(cells)]
            if any(cell is None for cell in row):
                continue
            covered = {cell for cell in row if cell is not None}
            cost = sum(100 * (cell in tagged) + 10 * (cell not in region) for cell in covered)
            x = first * CELL + TAG_TOP if first == c else (c + 1) * CELL - TAG_TOP - width
            rank = (cost, r, x)
            if best is None or rank < best[0]:
                best = (rank, x, r * CELL_H + TAG_TOP, covered)
    if best is None:  # no row of the region is wide enough (a window narrower than a tag): its first space
        c, r = COORDS[shown[0]]
        x = min(max(c * CELL + TAG_TOP, win[0] * CELL), (win[0] + win[2]) * CELL - width)
        return x, r * CELL_H + TAG_TOP, {shown[0]}
    return best[1], best[2], best[3]


def _make_map() -> Image.Image:
    """The static layer: terrain, grid, ids, terrain letters and region borders (drawn once)."""
    img = Image.new("RGB", (MAP_W + 4, MAP_H + 4), BACKGROUND)
    d = draw_on(img)
    small = _font(ID)
    for lab in SPACES:
        x0, y0, x1, y1 = _cell_box(lab)
        t = terrain_of(lab)
        d.rectangle((x0, y0, x1, y1), fill=TERRAIN_FILL[t], outline=(90, 90, 90), width=1)
        d.text((x0 + 11, y1 - 11), lab, font=small, fill=INK, anchor="ls")
        d.text((x1 - 12, y1 - 11), TERRAIN_LETTER[t], font=small, fill=INK, anchor="rs")
    for lab in SPACES:
        x0, y0, x1, y1 = _cell_box(lab)
        c, r = COORDS[lab]
        rid = SPACE_REGION[lab]
        for dc, dr, seg in ((0, -1, (x0, y0, x1, y0)), (1, 0, (x1, y0, x1, y1)),
                            (0, 1, (x0, y1, x1, y1)), (-1, 0, (x0, y0, x0, y1))):
            other = next((n for n in NEIGHBOURS[lab] if COORDS[n] == (c + dc, r + dr)), None)
            if other is None or SPACE_REGION[other] != rid:
                d.line(seg, fill=INK, width=5)
    return img


_MAP = Layer(_make_map, size=1)


def clear_caches() -> None:
    """Forget the static layer and sprites (a test that changes the label size calls this)."""
    _MAP.clear()
    _creature.cache_clear()
    _tag.cache_clear()
    _frame.cache_clear()
    _columns.cache_clear()
    _rows.cache_clear()
    _title.cache_clear()
    _tags.cache_clear()
    _creature_letter.cache_clear()


def targets(view: Any) -> set[str]:
    """The spaces a seat's legal moves can act on now (place, expand, attack, remove, migrate
    to): what its chosen card can target. Empty for the spectator view."""
    out: set[str] = set()
    for a in _get(view, "legal") or ():
        kind = _get(a, "kind")
        if kind in ("place", "expand", "attack", "remove"):
            out.add(_get(a, "space"))
        elif kind == "migrate":
            out.add(_get(a, "to_space"))
    return out & set(SPACES)


_SPACE_KEYS = ("space", "from_space", "to_space")
"""The keys of an event's data that name a space."""


def _event_spaces(event: Any) -> list[str]:
    """The spaces an event of ``view.last_events`` names: from its data, or (a match stored before
    issue 34) from its English text."""
    data = _get(event, "data") or {}
    found = [str(data[k]) for k in _SPACE_KEYS if data.get(k)]
    text = _get(event, "text") or ""
    return found + (_SPACE_WORD.findall(text) if text else [])


def _event_regions(event: Any) -> list[str]:
    """The regions an event names (a Minor Scoring, a Plague): region ids from its data, or the
    region names in the English text of a match stored before issue 34."""
    data = _get(event, "data") or {}
    found = [str(data["region"])] if data.get("region") in REGIONS else []
    found += [str(r) for r in data.get("regions") or () if r in REGIONS]
    text = _get(event, "text") or ""
    if text:
        found += [rid for rid, r in REGIONS.items() if r.name in text]
    return found


def last_spaces(view: Any) -> set[str]:
    """The spaces the last move named (``view.last_events``: the public events of the latest
    action), framed with dashes so a player sees what changed."""
    return {sp for event in _get(view, "last_events") or () for sp in _event_spaces(event)} & set(SPACES)


_REGION_SPACES: dict[str, tuple[str, ...]] = {rid: r.spaces for rid, r in REGIONS.items()}
"""Region id -> its spaces (every view lists the same regions)."""
_REGION_OF: dict[str, tuple[str, ...]] = {sp: r.spaces for r in REGIONS.values() for sp in r.spaces}
"""Space -> the spaces of its region."""


def focus(view: Any) -> dict[str, float]:
    """Weight per space of what matters now: the spaces the latest events name (and their
    regions), the regions they name (a scoring, a Plague), the Plague's region, and in a seat's
    view its targets (heaviest) and its own creatures."""
    weight: dict[str, float] = {}

    def add(space: str, w: float) -> None:
        weight[space] = weight.get(space, 0.0) + w

    regions, region_of = _REGION_SPACES, _REGION_OF  # the map's regions never change
    events = list(_get(view, "last_events") or ())[-RECENT:]
    for age, event in enumerate(reversed(events)):
        w = float(RECENT - age)
        for sp in _event_spaces(event):
            if sp in region_of:
                add(sp, 3 * w)
                for other in region_of[sp]:
                    add(other, w / 2)
        for rid in _event_regions(event):
            for sp in regions[rid]:
                add(sp, w)
    plague = _get(view, "plague_region")
    if plague in REGIONS:
        for sp in REGIONS[plague].spaces:
            add(sp, 6)
    seat = _get(view, "seat")
    if seat is not None:
        for sp in targets(view):
            add(sp, 12)
        for sp, owner in _get(view, "board").items():
            if owner == seat:
                add(sp, 1)
    return weight


@by_view
def window(view: Any) -> tuple[int, int, int, int]:
    """``(first column, first row, columns, rows)`` of the chat picture's window: the
    :data:`WIN_COLS` x :data:`WIN_ROWS` spaces with the most :func:`focus` weight (ties: the
    one nearest the middle of the map; nothing in focus: the middle of the map).

    A move asks for the same view's window several times (its picture key, the drawing, the
    alt text; issue 25): kept per view object (:func:`cogs.kit.memo.by_view`)."""
    # Each weighted space adds to the windows that contain it (in the weights' order, so every
    # window's total is the same sum as adding its spaces one by one), rather than every
    # window scanning every space: this runs for every table, panel and DM copy drawn.
    totals = {(c0, r0): 0.0 for c0 in range(COLS - WIN_COLS + 1) for r0 in range(ROWS - WIN_ROWS + 1)}
    for sp, w in focus(view).items():
        c, r = COORDS[sp]
        for c0 in range(max(0, c - WIN_COLS + 1), min(c, COLS - WIN_COLS) + 1):
            for r0 in range(max(0, r - WIN_ROWS + 1), min(r, ROWS - WIN_ROWS) + 1):
                totals[(c0, r0)] += w
    best: tuple[float, float, int, int] | None = None
    for c0 in range(COLS - WIN_COLS + 1):
        for r0 in range(ROWS - WIN_ROWS + 1):
            total = totals[(c0, r0)]
            off = abs(c0 - (COLS - WIN_COLS) / 2) + abs(r0 - (ROWS - WIN_ROWS) / 2)
            if best is None or (total, -off) > (best[0], -best[1]):
                best = (total, off, c0, r0)
    assert best is not None
    return best[2], best[3], WIN_COLS, WIN_ROWS


def window_words(win: tuple[int, int, int, int], lang: Lang = SOURCE) -> str:
    """``"Map, columns C-H, rows 2-6 (Full map: the whole board)."``: the spaces a window shows."""
    c0, r0, nc, nr = win
    letters = "ABCDEFGHIJ"
    return t(lang, "wl-picture-window", first=letters[c0], last=letters[c0 + nc - 1], top=r0 + 1, bottom=r0 + nr)


def _inside(space: str, win: tuple[int, int, int, int]) -> bool:
    c, r = COORDS[space]
    return win[0] <= c < win[0] + win[2] and win[1] <= r < win[1] + win[3]


DISC_R = 30
"""Half the side of a creature's sprite (the disc, its halo and the seat's own double ring)."""
RAD = 18
"""A creature disc's radius."""


@lru_cache(maxsize=64)
def _creature(colour: str, letter: str, own: bool) -> Sprite:
    """A creature's disc in its player's colour, dark ring and white halo, its letter in heavy
    type (two letters, as Man's "Mn", a size smaller to fit); the seat's own with a black and
    white double ring. Every disc is this one size. Drawn once per kind."""
    rgb = PLAYER_RGB.get(colour, (128, 128, 128))
    c, rad, ring = DISC_R, RAD, 6
    size = next((z for z in range(BIG, LABEL, -1) if _font(z).getlength(letter) <= 2 * rad - 4), LABEL + 1)

    def paint(d: MeasuredDraw) -> None:
        if own:
            d.ellipse((c - rad - ring, c - rad - ring, c + rad + ring, c + rad + ring), outline=INK, width=4)
            d.ellipse((c - rad - ring + 3, c - rad - ring + 3, c + rad + ring - 3, c + rad + ring - 3),
                      outline=WHITE, width=2)
        d.ellipse((c - rad - 2, c - rad - 2, c + rad + 2, c + rad + 2), fill=WHITE)
        d.ellipse((c - rad, c - rad, c + rad, c + rad), fill=rgb, outline=INK, width=3)
        d.text((c, c + 1), letter, font=_font(size), fill=_text_colour(rgb), anchor="mm")

    return sprite((2 * DISC_R + 1, 2 * DISC_R + 1), paint)


FRAME = 8
"""How far a space's frame (where a card can act, the last move) reaches in from its edge."""
DASH = 9
"""The length of a dash of the last move's frame."""


def _target_band(d: MeasuredDraw, space: str) -> None:
    """The frame of ``space`` where the seat's card can act and nothing else is framed, drawn in
    place on the map layer: the pixels of ``_frame(True, False)`` stamped on the space's box
    (tests/cogs/wildlife/test_picture.py), for two rectangles instead of a frame-sized paste
    through a mask (a seat placing its first creatures has some twenty; issue 34's CPU check)."""
    x0, y0, _, _ = _cell_box(space)
    w, h = CELL + 1, CELL_H + 1
    d.rectangle((x0 + 1, y0 + 1, x0 + w - 2, y0 + h - 2), outline=INK, width=FRAME)
    d.rectangle((x0 + 3, y0 + 3, x0 + w - 4, y0 + h - 4), outline=TARGET, width=FRAME - 3)


@lru_cache(maxsize=4)
def _frame(target: bool, last: bool) -> Sprite:
    """A space's frame, drawn once per kind: where the seat's card can act (``target``), a solid
    :data:`TARGET` band between black edges; the last move's space (``last``), black and white
    dashes (a pattern, not a colour); both, the band cut by black dashes."""
    w, h = CELL + 1, CELL_H + 1

    def paint(d: MeasuredDraw) -> None:
        if target:
            d.rectangle((1, 1, w - 2, h - 2), outline=INK, width=FRAME)
            d.rectangle((3, 3, w - 4, h - 4), outline=TARGET, width=FRAME - 3)
        if last:
            band = (3, 3, w - 4, h - 4)
            if not target:
                d.rectangle((1, 1, w - 2, h - 2), outline=INK, width=FRAME - 2)
                d.rectangle(band, outline=WHITE, width=FRAME - 4)
            colour = INK
            for x in range(band[0], band[2], 2 * DASH):
                for y0, y1 in ((band[1], band[1] + FRAME - 5), (band[3] - FRAME + 5, band[3])):
                    d.rectangle((x, y0, min(x + DASH - 1, band[2]), y1), fill=colour)
            for y in range(band[1], band[3], 2 * DASH):
                for x0, x1 in ((band[0], band[0] + FRAME - 5), (band[2] - FRAME + 5, band[2])):
                    d.rectangle((x0, y, x1, min(y + DASH - 1, band[3])), fill=colour)

    return sprite((w, h), paint)


@lru_cache(maxsize=64)
def _tag(name: str, marker: int | None = None) -> Sprite:
    """A region's name tag: dark text on a white box, and the region's marker (``#n``, the
    Minor Scoring that filled it) as white heavy type on a dark badge at its end."""
    label = _font(LABEL)
    w = int(label.getlength(name)) + 10
    badge = f"#{marker}" if marker is not None else ""
    bw = int(label.getlength(badge)) + 10 if badge else 0

    def paint(d: MeasuredDraw) -> None:
        d.rectangle((0, 0, w + bw, LABEL + 2), fill=WHITE, outline=INK, width=1)
        d.text((5, 1 + LABEL // 2), name, font=label, fill=INK, anchor="lm")
        if badge:
            d.rectangle((w, 0, w + bw, LABEL + 2), fill=INK)
            d.text((w + bw / 2, 1 + LABEL / 2), badge, font=label, fill=WHITE, anchor="mm")

    return sprite((w + bw + 1, LABEL + 3), paint)


@lru_cache(maxsize=32)
def _columns(c0: int, nc: int, width: int, size: int) -> Sprite:
    """The column letters over a window from column ``c0``, ``nc`` wide, in a picture ``width`` px
    wide: the band above the map from the picture's top (x from ``EDGE - 2``), drawn once per
    window (its 2 x ``nc`` text renders were a third of a board's draw, issue 25). ``size``: the
    label font size (part of the key)."""
    label = _font(size)

    def paint(d: MeasuredDraw) -> None:
        for i in range(nc):
            d.text((2 + i * CELL + CELL // 2, HEAD + EDGE - 5), "ABCDEFGHIJ"[c0 + i], font=label, fill=INK, anchor="md")

    return sprite((width - (EDGE - 2), HEAD + EDGE - 2), paint, background=BACKGROUND)


@lru_cache(maxsize=32)
def _rows(r0: int, nr: int, height: int, size: int) -> Sprite:
    """The row numbers beside a window from row ``r0``, ``nr`` high, in a picture ``height`` px
    high: the band left of the map (y from ``HEAD + EDGE - 2``), drawn once per window."""
    label = _font(size)

    def paint(d: MeasuredDraw) -> None:
        for j in range(nr):
            d.text((EDGE - 6, 2 + j * CELL_H + CELL_H // 2), str(r0 + j + 1), font=label, fill=INK, anchor="rm")

    return sprite((EDGE - 2, height - (HEAD + EDGE - 2)), paint, background=BACKGROUND)


@lru_cache(maxsize=128)  # a title per table's current turn; about 65-105 KB each
def _title(text: str, width: int, size: int) -> Sprite:
    """The band above the column letters of a picture ``width`` px wide (its top :data:`HEAD`
    px, opaque: stamped over the column band, whose letters lie below it), ``text`` in heavy type,
    cut to fit. Drawn once per title (a turn's moves share one), as rendering its text was the
    largest part of a board's draw (issue 25). ``size``: the font size (part of the key)."""
    head = _font(size)

    def paint(d: MeasuredDraw) -> None:
        d.text((8, HEAD // 2 + 2), _fit(text, head, width - 16), font=head, fill=INK, anchor="lm")

    return sprite((width, HEAD), paint, background=BACKGROUND)


def _draw_pieces(image: Image.Image, view: Any, win: tuple[int, int, int, int], lang: Lang = SOURCE) -> None:
    """Frames (the last move's spaces; in a seat's view where its card can act), creatures,
    private marks and region name tags with their markers, on the map layer; every region shown
    in the window ``win`` gets its tag wholly inside it (:func:`tag_spot`)."""
    players = _get(view, "players")
    board: Mapping[str, int] = _get(view, "board")
    seat = _get(view, "seat")
    mine = targets(view) if seat is not None else set()
    last = last_spaces(view)
    near = (win[0] - 1, win[1] - 1, win[2] + 2, win[3] + 2)  # a frame or disc may reach into the window
    d = draw_on(image)
    for sp in sorted(mine | last):
        if _inside(sp, near):
            if sp in last:
                x0, y0, _, _ = _cell_box(sp)
                stamp(image, _frame(sp in mine, True), (x0, y0))
            else:
                _target_band(d, sp)
    for lab, owner in board.items():
        if not _inside(lab, near):
            continue
        x0, y0, x1, _ = _cell_box(lab)
        p = players[owner]
        piece = _creature(_get(p, "colour"), mark(p, lang), seat is not None and owner == seat)
        stamp(image, piece, ((x0 + x1) // 2 - DISC_R, y0 + DISC_Y - DISC_R))
    regions = tuple((_get(reg, "id"), _get(reg, "marker"), tuple(_get(reg, "spaces"))) for reg in _get(view, "regions"))
    for tag, x, y in _tags(win, regions, lang):
        stamp(image, tag, (x, y))


@lru_cache(maxsize=256)
def _tags(win: tuple[int, int, int, int], regions: tuple[tuple[str, int | None, tuple[str, ...]], ...],
          lang: Lang) -> tuple[tuple[Sprite, int, int], ...]:
    """The name tags of the ``regions`` (``(id, marker, spaces)``, in the view's order) shown in
    the window ``win`` and where each goes on the map layer (:func:`tag_spot`, each keeping clear
    of the tags before it): the same for every picture of that window with those markers, so
    placed once per window (the placements were a fifth of a board's draw)."""
    tagged: set[str] = set()
    out: list[tuple[Sprite, int, int]] = []
    for rid, marker, spaces in regions:
        shown = [sp for sp in spaces if _inside(sp, win)]
        if not shown:
            continue
        tag = _tag(t(lang, "wl-region", region=rid), marker)
        x, y, covered = tag_spot(shown, tag.image.width, win, tagged)
        tagged |= covered
        out.append((tag, x, y))
    return tuple(out)


def mark(player: Any, lang: Lang = SOURCE) -> str:
    """A player's creature's letter on the map in ``lang`` (``wl-creature-letter``: "B" for the Bear,
    "Mn" for Man; German "K" for the Krokodil), its engine letter before a creature is chosen."""
    creature = _get(player, "creature")
    return _creature_letter(creature, lang) if creature else str(_get(player, "letter"))


@lru_cache(maxsize=256)
def _creature_letter(creature: str, lang: Lang) -> str:
    """``wl-creature-letter`` of ``creature`` in ``lang``, looked up once (every disc on every board asks)."""
    return t(lang, "wl-creature-letter", creature=creature)


def _who(view: Any, seat: int, names: Sequence[str] | None, lang: Lang = SOURCE) -> str:
    """``"player2"`` when names are given, else ``"Seat 2"`` (1-based)."""
    if names is not None and 0 <= seat < len(names):
        return names[seat]
    return t(lang, "wl-seat", n=seat + 1)


def picture_name(name: str, limit: int = 16) -> str:
    """A person's name as the picture's font can draw it (:func:`cogs.kit.fonts.drawable`): accents
    and other Latin, Greek and Cyrillic letters kept ("Björn"), emoji and scripts DejaVu Sans lacks
    dropped ("李雷"), at most ``limit`` characters (cut with "…"); ``""`` when nothing drawable is
    left (the table then writes "Seat N")."""
    text = drawable(name, _font(LABEL + 2))
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def title(view: Any, names: Sequence[str] | None = None, lang: Lang = SOURCE) -> str:
    """The picture's title in ``lang``: whose turn (or the phase, or the end)."""
    players = _get(view, "players")
    phase = _get(view, "phase")
    turn = _get(view, "turn")
    if phase == "play" and turn is not None:
        return t(lang, "wl-picture-title", phase="turn", turn=_get(view, "turn_number"),
                 who=_who(view, turn, names, lang), creature=_get(players[turn], "creature") or "")
    return t(lang, "wl-picture-title", phase=phase if phase in ("over", "populate") else "chart")


def _fit(text: str, font: Any, width: float) -> str:
    """``text`` shortened with "…" until it is at most ``width`` px wide in ``font``."""
    if font.getlength(text) <= width:
        return text
    while text and font.getlength(text + "…") > width:
        text = text[:-1]
    return text.rstrip() + "…"


@lru_cache(maxsize=1)
def _palette() -> Image.Image:
    keys = [INK, GREY, WHITE, BACKGROUND, TARGET, (90, 90, 90), *TERRAIN_FILL.values(), *PLAYER_RGB.values()]
    return fixed_palette(keys, blend_with=(INK, WHITE))


def picture_key(view: Any, names: Sequence[str] | None = None, *, full: bool = False,
                lang: Lang = SOURCE) -> tuple[Any, ...]:
    """Everything :func:`draw_board` reads, as a hashable key: two views that draw the same
    picture have the same key, so the kit's cache draws it once (issue 25); the language of its
    labels included (issue 34)."""
    seat = _get(view, "seat")
    board = tuple(sorted(_get(view, "board").items()))
    markers = tuple((_get(r, "id"), _get(r, "marker")) for r in _get(view, "regions"))
    players = tuple((_get(p, "colour"), mark(p, lang)) for p in _get(view, "players"))
    mine = tuple(sorted(targets(view))) if seat is not None else ()
    win = None if full else window(view)
    return ("wildlife", lang.value, full, win, seat, board, markers, players, mine, tuple(sorted(last_spaces(view))),
            title(view, names, lang))


def draw_board(view: Any, names: Sequence[str] | None = None, *, full: bool = False,
               palette: bool = True, lang: Lang = SOURCE) -> Image.Image:
    """The board picture of a WildLife view (a :class:`WLView` or its ``model_dump()``).

    The spectator view (``GAME.view(state, None)``) gives the public picture; a seat's own
    view gives that seat's private picture (its creatures ringed, its card's targets framed).
    The last move's spaces are framed with dashes in both.
    ``names``: the players' names by seat, already drawable (:func:`picture_name`), shown
    instead of the engine's "seat N". ``full``: the whole map (772 x 850) instead of the
    :func:`window` (476 x 556). ``palette``: map to the fixed palette (a small PNG; the
    default), else RGB. ``lang``: the language of its labels (the title, the regions' names).
    """
    win = (0, 0, COLS, ROWS) if full else window(view)
    c0, r0, nc, nr = win
    layer = _MAP.get()
    _draw_pieces(layer, view, win, lang)
    width = EDGE + nc * CELL + PAD
    height = HEAD + EDGE + nr * CELL_H + PAD
    box = (c0 * CELL - 2, r0 * CELL_H - 2, (c0 + nc) * CELL + 3, (r0 + nr) * CELL_H + 3)
    piece = crop(layer, box, at=(EDGE - 2, HEAD + EDGE - 2))
    img = Image.new("RGB", (width, height), BACKGROUND)
    img.paste(piece, (EDGE - 2, HEAD + EDGE - 2))
    stamp(img, _columns(c0, nc, width, LABEL), (EDGE - 2, 0))
    stamp(img, _rows(r0, nr, height, LABEL), (0, HEAD + EDGE - 2))
    stamp(img, _title(title(view, names, lang), width, LABEL + 2), (0, 0))
    return to_palette(img, _palette()) if palette else img


def alt_text(view: Any, names: Sequence[str] | None = None, regions: Sequence[str] | None = None,
             lang: Lang = SOURCE) -> str:
    """The board in words for an attachment description (at most 1024 characters), in ``lang``:
    each player's mark and success (``names`` by seat, else "Seat N"), then ``regions``, one line
    per region in Major Scoring order (the table passes its own, by player; else by creature)."""
    from cogs.games.wildlife.words import region_lines
    from engine.games.wildlife.views import WLView

    v = view if isinstance(view, WLView) else WLView.model_validate(view)
    who = [_who(v, s, names, lang) for s in range(v.seats)]
    players = ", ".join(f"{who[p.seat]} ({t(lang, 'wl-creature', creature=p.creature)}, {mark(p, lang)}) {p.success}"
                        if p.creature else f"{who[p.seat]} {p.success}" for p in v.players)
    head = t(lang, "wl-picture-alt", players=players)
    if regions is None:
        regions = region_lines(v, who, lang)
    text = " ".join([head, *(line + "." for line in regions)])
    return text if len(text) <= 1024 else text[:1021] + "..."
