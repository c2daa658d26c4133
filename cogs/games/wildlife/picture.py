"""The WildLife board picture, drawn with Pillow from a view: the part of the map that matters now.

``draw_board(view, names) -> PIL.Image.Image`` is the picture in chat: a window of
:data:`WIN_COLS` x :data:`WIN_ROWS` spaces (476 x 436 px) around what matters now: the spaces
and regions the latest moves named (the events, newest weighing most), the region a Plague
strikes and, in a seat's own view, where its chosen card can act and its own creatures.
``draw_board(view, names, full=True)`` is the whole map (772 x 658 px) that the **Full map**
button sends privately at full resolution. Both show the column letters and row numbers of
the spaces shown along the edges; every space's terrain colour, its id (``A1``…, bottom
left) and its terrain letter (F D S P M W, grey, bottom right: readable without colour
vision); thick region borders; each region's name on a tag in its top-left space; region
markers of Minor Scorings as dark ``#n`` badges; every creature as a disc in its player's
colour, dark ring and white halo, the creature's letter in heavy type (colour is never the
only cue). The players, adaptations, the Minor Scoring track and the auction are in the
message's text (the table's fields), not in the picture.

A seat's own view (``view.seat`` set) is a private picture: its creatures ringed (a black
and white double ring) and the spaces its chosen card can target framed in white with a
dark edge (from ``view.legal``; nothing else of the hand is drawn). Send it only to that seat.

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
import unicodedata
from collections.abc import Collection, Mapping, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image

from cogs.kit.fonts import FontT
from cogs.kit.fonts import font as kit_font
from cogs.kit.labels import Layer, MeasuredDraw, Sprite, crop, draw_on, readable_size, sprite, stamp
from cogs.kit.memo import by_view
from cogs.kit.pictures import fixed_palette, to_palette
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
"""Side of a space in pixels."""
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
MAP_W, MAP_H = COLS * CELL, ROWS * CELL

TERRAIN_FILL: dict[str, tuple[int, int, int]] = {
    "forest": (121, 168, 110),
    "desert": (240, 226, 178),
    "savannah": (226, 186, 104),
    "plains": (196, 226, 150),
    "mountains": (168, 160, 152),
    "water": (140, 182, 226),
}
PLAYER_RGB: dict[str, tuple[int, int, int]] = {
    "light green": (106, 195, 170),
    "yellow": (255, 255, 74),
    "brown": (71, 25, 16),
    "blue": (40, 90, 215),
    "green": (77, 109, 103),
    "orange": (217, 120, 8),
    "grey": (128, 128, 128),
}
"""Creature colours, named as the rulebook's pieces, chosen to stay apart under deuteranopia and
protanopia (``tests/cogs/test_colour_vision.py``); each disc also carries the creature's letter."""
INK = (20, 20, 20)
GREY = (62, 62, 62)
WHITE = (255, 255, 255)
BACKGROUND = (250, 248, 240)
_SPACE_WORD = re.compile(r"\b([A-J][1-8])\b")
RECENT = 4
"""How many of the latest events choose the window (the newest weighs most)."""


def _font(size: int) -> FontT:
    return kit_font(size, system=False)


LABEL = readable_size(CROP_WIDTH, _font) + 1
"""Font size of every label of the chat picture (ids, terrain letters, names, badges): the
smallest that reads at 400 px, plus one for the font's rounding."""
BIG = 28
"""Font size of a creature's letter."""


def _text_colour(rgb: tuple[int, int, int]) -> tuple[int, int, int]:
    r, g, b = rgb
    return (255, 255, 255) if 0.299 * r + 0.587 * g + 0.114 * b < 140 else INK


def _get(view: Any, name: str) -> Any:
    return view[name] if isinstance(view, dict) else getattr(view, name)


def _cell_box(label: str) -> tuple[int, int, int, int]:
    """The space's box on the map layer (the map's top-left corner is (0, 0))."""
    c, r = COORDS[label]
    x0, y0 = c * CELL, r * CELL
    return x0, y0, x0 + CELL, y0 + CELL


def _bold(d: MeasuredDraw, xy: tuple[float, float], text: str, font: Any, fill: tuple[int, int, int],
          anchor: str = "la") -> None:
    """Text drawn a pixel heavier (Pillow's default font has no bold face): twice, a pixel apart."""
    d.text_twice(xy, text, font, fill, anchor)


def region_tag_space(spaces: Sequence[str]) -> str:
    """The space a region's name tag sits in when nothing is in the way: its top-left one
    (spaces are row-major)."""
    return spaces[0]


def tag_space(shown: Sequence[str], width: int, occupied: set[str], win: tuple[int, int, int, int],
              tagged: Collection[str] = ()) -> str:
    """The space for a region's name tag ``width`` px wide among the region's ``shown`` spaces:
    of the spaces whose row, from it rightwards as far as the tag reaches, stays inside the
    window, the one whose row crosses no other tag (``tagged``), leaves the region least and
    covers the fewest creatures (the top-left one when they tie)."""
    by_coords = {COORDS[sp]: sp for sp in SPACES}
    cells = (width + 3 + CELL - 1) // CELL
    region = set(shown)
    best: tuple[int, str] | None = None
    for sp in shown:
        c, r = COORDS[sp]
        if c + cells > win[0] + win[2]:
            continue
        row = [by_coords.get((c + k, r)) for k in range(cells)]
        if any(cell is None for cell in row):
            continue
        cost = sum(100 * (cell in tagged) + 10 * (cell not in region) + (cell in occupied) for cell in row)
        if best is None or cost < best[0]:
            best = (cost, sp)
    return best[1] if best is not None else region_tag_space(shown)


def tag_cells(space: str, width: int) -> set[str]:
    """The spaces a name tag ``width`` px wide at the top of ``space`` reaches over."""
    by_coords = {COORDS[sp]: sp for sp in SPACES}
    c, r = COORDS[space]
    return {by_coords[(c + k, r)] for k in range((width + 3 + CELL - 1) // CELL) if (c + k, r) in by_coords}


def _make_map() -> Image.Image:
    """The static layer: terrain, grid, ids, terrain letters and region borders (drawn once)."""
    img = Image.new("RGB", (MAP_W + 4, MAP_H + 4), BACKGROUND)
    d = draw_on(img)
    small = _font(LABEL)
    for lab in SPACES:
        x0, y0, x1, y1 = _cell_box(lab)
        t = terrain_of(lab)
        d.rectangle((x0, y0, x1, y1), fill=TERRAIN_FILL[t], outline=(90, 90, 90), width=1)
        d.text((x0 + 9, y1 - 8), lab, font=small, fill=INK, anchor="ls")
        d.text((x1 - 9, y1 - 8), TERRAIN_LETTER[t], font=small, fill=GREY, anchor="rs")
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
    _columns.cache_clear()
    _rows.cache_clear()
    _title.cache_clear()
    _marker.cache_clear()


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


_REGION_SPACES: dict[str, tuple[str, ...]] = {r.name: r.spaces for r in REGIONS.values()}
"""Region name -> its spaces (every view lists the same regions)."""
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
        for sp in _SPACE_WORD.findall(event):
            if sp in region_of:
                add(sp, 3 * w)
                for other in region_of[sp]:
                    add(other, w / 2)
        for name, spaces in regions.items():
            if name in event:
                for sp in spaces:
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


def window_words(win: tuple[int, int, int, int]) -> str:
    """``"columns C-H, rows 2-6"``: the spaces a window shows."""
    c0, r0, nc, nr = win
    letters = "ABCDEFGHIJ"
    return f"columns {letters[c0]}-{letters[c0 + nc - 1]}, rows {r0 + 1}-{r0 + nr}"


def _inside(space: str, win: tuple[int, int, int, int]) -> bool:
    c, r = COORDS[space]
    return win[0] <= c < win[0] + win[2] and win[1] <= r < win[1] + win[3]


DISC_R = 30
"""Half the side of a creature's sprite (the disc, its halo and the seat's own double ring)."""


@lru_cache(maxsize=64)
def _creature(colour: str, letter: str, own: bool, compact: bool = False) -> Sprite:
    """A creature's disc in its player's colour, dark ring and white halo, its letter in heavy
    type; the seat's own with a black and white double ring; ``compact`` (under a region's
    name tag) smaller, its letter still of the readable size. Drawn once per kind."""
    rgb = PLAYER_RGB.get(colour, (128, 128, 128))
    c, rad = DISC_R, (15 if compact else 20)
    ring = 6 if compact else 9

    def paint(d: MeasuredDraw) -> None:
        if own:
            d.ellipse((c - rad - ring, c - rad - ring, c + rad + ring, c + rad + ring), outline=INK, width=4)
            d.ellipse((c - rad - ring + 3, c - rad - ring + 3, c + rad + ring - 3, c + rad + ring - 3),
                      outline=WHITE, width=2)
        d.ellipse((c - rad - 2, c - rad - 2, c + rad + 2, c + rad + 2), fill=WHITE)
        d.ellipse((c - rad, c - rad, c + rad, c + rad), fill=rgb, outline=INK, width=3 if not compact else 2)
        _bold(d, (c, c + 1), letter, _font(LABEL + 1 if compact else BIG), _text_colour(rgb), "mm")

    return sprite((2 * DISC_R + 1, 2 * DISC_R + 1), paint)


@lru_cache(maxsize=64)
def _tag(name: str) -> Sprite:
    """A region's name tag: dark text on a white box."""
    label = _font(LABEL)
    w = int(label.getlength(name)) + 10

    def paint(d: MeasuredDraw) -> None:
        d.rectangle((0, 0, w, LABEL + 2), fill=WHITE, outline=INK, width=1)
        _bold(d, (5, 1 + LABEL // 2), name, label, INK, "lm")

    return sprite((w + 1, LABEL + 3), paint)


@lru_cache(maxsize=32)
def _columns(c0: int, nc: int, width: int, size: int) -> Sprite:
    """The column letters over a window from column ``c0``, ``nc`` wide, in a picture ``width`` px
    wide: the band above the map from the picture's top (x from ``EDGE - 2``), drawn once per
    window (its 2 x ``nc`` text renders were a third of a board's draw, issue 25). ``size``: the
    label font size (part of the key)."""
    label = _font(size)

    def paint(d: MeasuredDraw) -> None:
        for i in range(nc):
            _bold(d, (2 + i * CELL + CELL // 2, HEAD + EDGE - 5), "ABCDEFGHIJ"[c0 + i], label, INK, "md")

    return sprite((width - (EDGE - 2), HEAD + EDGE - 2), paint, background=BACKGROUND)


@lru_cache(maxsize=32)
def _rows(r0: int, nr: int, height: int, size: int) -> Sprite:
    """The row numbers beside a window from row ``r0``, ``nr`` high, in a picture ``height`` px
    high: the band left of the map (y from ``HEAD + EDGE - 2``), drawn once per window."""
    label = _font(size)

    def paint(d: MeasuredDraw) -> None:
        for j in range(nr):
            _bold(d, (EDGE - 6, 2 + j * CELL + CELL // 2), str(r0 + j + 1), label, INK, "rm")

    return sprite((EDGE - 2, height - (HEAD + EDGE - 2)), paint, background=BACKGROUND)


@lru_cache(maxsize=128)  # a title per table's current turn; about 65-105 KB each
def _title(text: str, width: int, size: int) -> Sprite:
    """The band above the column letters of a picture ``width`` px wide (its top :data:`HEAD`
    px, opaque: stamped over the column band, whose letters lie below it), ``text`` in heavy type,
    cut to fit. Drawn once per title (a turn's moves share one), as its two text renders were
    the largest part of a board's draw (issue 25). ``size``: the font size (part of the key)."""
    head = _font(size)

    def paint(d: MeasuredDraw) -> None:
        _bold(d, (8, HEAD // 2 + 2), _fit(text, head, width - 16), head, INK, "lm")

    return sprite((width, HEAD), paint, background=BACKGROUND)


@lru_cache(maxsize=32)
def _marker(text: str) -> Sprite:
    """A region marker's badge (``"#2"``): white heavy type on a dark rounded box, drawn once per
    number; stamped with its top-right corner 4 px inside the space's."""
    label = _font(LABEL)
    w = int(label.getlength(text)) + 10

    def paint(d: MeasuredDraw) -> None:
        d.rounded_rectangle((0, 0, w, 4 + LABEL), radius=6, fill=INK, outline=WHITE, width=1)
        _bold(d, (w / 2, 2 + LABEL / 2), text, label, WHITE, "mm")

    return sprite((w + 1, LABEL + 5), paint)


def _draw_pieces(image: Image.Image, view: Any, win: tuple[int, int, int, int]) -> None:
    """Creatures, private marks, region name tags and region markers, on the map layer; a
    region's tag and marker go in its first and last space inside the window ``win``."""
    d = draw_on(image)
    players = _get(view, "players")
    board: Mapping[str, int] = _get(view, "board")
    seat = _get(view, "seat")
    # where the seat's chosen card can act: a white frame with a dark edge, inside the space
    for sp in sorted(targets(view)) if seat is not None else ():
        x0, y0, x1, y1 = _cell_box(sp)
        d.rectangle((x0 + 2, y0 + 2, x1 - 2, y1 - 2), outline=INK, width=4)
        d.rectangle((x0 + 5, y0 + 5, x1 - 5, y1 - 5), outline=WHITE, width=3)
    taken = set(board)
    # region name tags first (where they cover the fewest creatures), so the creatures under a
    # tag are drawn compact, below it, their letter still readable
    tags: list[tuple[Sprite, int, int]] = []
    under: set[str] = set()
    for reg in _get(view, "regions"):
        shown = [sp for sp in _get(reg, "spaces") if _inside(sp, win)]
        if not shown:
            continue
        tag = _tag(_get(reg, "name"))
        where = tag_space(shown, tag.image.width, taken, win, under)
        x0, y0, _, _ = _cell_box(where)
        tags.append((tag, x0 + 3, y0 + 3))
        under |= tag_cells(where, tag.image.width)
    near = (win[0] - 1, win[1] - 1, win[2] + 2, win[3] + 2)  # a disc may reach into the window
    for lab, owner in board.items():
        if not _inside(lab, near):
            continue
        x0, y0, x1, y1 = _cell_box(lab)
        p = players[owner]
        compact = lab in under
        piece = _creature(_get(p, "colour"), _get(p, "letter"), seat is not None and owner == seat, compact)
        stamp(image, piece, ((x0 + x1) // 2 - DISC_R, y0 + (39 if compact else 31) - DISC_R))
    for tag, x, y in tags:
        stamp(image, tag, (x, y))
    for reg in _get(view, "regions"):
        marker = _get(reg, "marker")
        shown = [sp for sp in _get(reg, "spaces") if _inside(sp, win)]
        if marker is None or not shown:
            continue
        free = [sp for sp in shown if sp not in taken]
        spot = (free or shown)[-1]
        _, y0, x1, _ = _cell_box(spot)
        if spot in under:  # below the name tag
            y0 += LABEL + 4
        badge = _marker(f"#{marker}")
        stamp(image, badge, (x1 - 4 - (badge.image.width - 1), y0 + 4))


def _who(view: Any, seat: int, names: Sequence[str] | None) -> str:
    """``"player2"`` when names are given, else ``"seat 1"`` (the engine's 0-based seat)."""
    if names is not None and 0 <= seat < len(names):
        return names[seat]
    return f"seat {seat}"


def picture_name(name: str, limit: int = 16) -> str:
    """A person's name as the picture's font can draw it: ASCII, accents taken off ("Björn"
    → "Bjorn"), emoji and other scripts dropped, at most ``limit`` characters; ``""`` when
    nothing drawable is left."""
    plain = unicodedata.normalize("NFKD", name)
    text = " ".join("".join(ch for ch in plain if 32 <= ord(ch) < 127).split())
    return text if len(text) <= limit else text[: limit - 1] + "."


def title(view: Any, names: Sequence[str] | None = None) -> str:
    """The picture's title: whose turn (or the phase, or the end)."""
    players = _get(view, "players")
    phase = _get(view, "phase")
    turn = _get(view, "turn")
    if phase == "over":
        return "Game over"
    if phase == "play" and turn is not None:
        return f"Turn {_get(view, 'turn_number')}: {_who(view, turn, names)} ({_get(players[turn], 'name')})"
    if phase == "populate":
        return "Populating the board"
    return "Choosing creature charts"


def _fit(text: str, font: Any, width: float) -> str:
    if font.getlength(text) <= width:
        return text
    while text and font.getlength(text + "...") > width:
        text = text[:-1]
    return text.rstrip() + "..."


@lru_cache(maxsize=1)
def _palette() -> Image.Image:
    keys = [INK, GREY, WHITE, BACKGROUND, (90, 90, 90), *TERRAIN_FILL.values(), *PLAYER_RGB.values()]
    return fixed_palette(keys, blend_with=(INK, WHITE))


def picture_key(view: Any, names: Sequence[str] | None = None, *, full: bool = False) -> tuple[Any, ...]:
    """Everything :func:`draw_board` reads, as a hashable key: two views that draw the same
    picture have the same key, so the kit's cache draws it once (issue 25)."""
    seat = _get(view, "seat")
    board = tuple(sorted(_get(view, "board").items()))
    markers = tuple((_get(r, "id"), _get(r, "marker")) for r in _get(view, "regions"))
    players = tuple((_get(p, "colour"), _get(p, "letter")) for p in _get(view, "players"))
    mine = tuple(sorted(targets(view))) if seat is not None else ()
    win = None if full else window(view)
    return ("wildlife", full, win, seat, board, markers, players, mine, title(view, names))


def draw_board(view: Any, names: Sequence[str] | None = None, *, full: bool = False,
               palette: bool = True) -> Image.Image:
    """The board picture of a WildLife view (a :class:`WLView` or its ``model_dump()``).

    The spectator view (``GAME.view(state, None)``) gives the public picture; a seat's own
    view gives that seat's private picture (its creatures ringed, its card's targets framed).
    ``names``: the players' names by seat, already drawable (:func:`picture_name`), shown
    instead of the engine's "seat N". ``full``: the whole map (772 x 658) instead of the
    :func:`window` (476 x 436). ``palette``: map to the fixed palette (a small PNG; the
    default), else RGB.
    """
    win = (0, 0, COLS, ROWS) if full else window(view)
    c0, r0, nc, nr = win
    layer = _MAP.get()
    _draw_pieces(layer, view, win)
    width = EDGE + nc * CELL + PAD
    height = HEAD + EDGE + nr * CELL + PAD
    box = (c0 * CELL - 2, r0 * CELL - 2, (c0 + nc) * CELL + 3, (r0 + nr) * CELL + 3)
    piece = crop(layer, box, at=(EDGE - 2, HEAD + EDGE - 2))
    img = Image.new("RGB", (width, height), BACKGROUND)
    img.paste(piece, (EDGE - 2, HEAD + EDGE - 2))
    stamp(img, _columns(c0, nc, width, LABEL), (EDGE - 2, 0))
    stamp(img, _rows(r0, nr, height, LABEL), (0, HEAD + EDGE - 2))
    stamp(img, _title(title(view, names), width, LABEL + 2), (0, 0))
    return to_palette(img, _palette()) if palette else img


def alt_text(view: Any) -> str:
    """The board in words for an attachment description (at most 1024 characters): who is
    to play, then each region's occupants in Major Scoring order."""
    from engine.games.wildlife.views import WLView, board_text

    v = view if isinstance(view, WLView) else WLView.model_validate(view)
    players = ", ".join(f"{p.name} ({p.letter}) {p.success}" if p.creature else f"{p.name} {p.success}"
                        for p in v.players)
    head = f"WildLife board, regions named on the map, creatures shown by letter. Success: {players}."
    text = " ".join([head, *(line + "." for line in board_text(v))])
    return text if len(text) <= 1024 else text[:1021] + "..."
