"""The board picture of Wildlife Adventure, drawn with Pillow from a view.

:func:`draw_board` takes a :class:`~engine.games.wildlife_adventure.views.WAView` and returns
a palette image (a fixed palette, see :func:`_palette`). By default it is the chat picture, a
:data:`WIN_W` x :data:`WIN_H` window of the map (480 x 444 px with its title band and its
expedition band) around what matters now: the expedition tips (heaviest), the open discovery
missions and, in a seat's own view with ``mark_hand``, the spaces of the seat's animal cards
(:func:`window`). It draws only the spaces wholly inside the window (:func:`extent`: a space
at the edge is left out whole, never cut in half; continent names likewise), and the band
under the map names all three expeditions (``R 22 at AS10``, ``Y done``), a tip that is not
on the picture marked with an arrow towards it and "off the picture". With ``full``
it is the whole board (1200 x 912, for the **Full map** button, sent privately): the map, a
header with whose move it is and each expedition's count and tip (R 28/40 > AF2) or the
game-over banner, a legend of every kind of point, and a row per two players.

On the map each space carries its typeable id in bold (the continent letters above the
number, with a dark halo): animal spaces are discs in their continent's colour, the red /
green / blue spaces white squares with a coloured frame and a symbol badge (``?`` chance
card, ``+`` lay another, ``B`` blue choice), the sea points OC1-OC3 small white discs, the
arrow spaces I-III dark triangles with their ids (L1 and R1 are twins), the start base a
star, obstacles black octagons ``X1``..``X3``, open discovery missions a black and white
double ring, found animals grey. Route extensions are thick outlined bars between spaces
(never on them) in the expedition's colour, the tip ringed and tagged with the expedition's
letter and count (R 28). With ``mark_hand`` (a seat's own view: a private picture, send it
only to that seat) the seat's animal cards' spaces get a square frame outside the disc in
:data:`MINE`, a colour no continent uses (tested apart under colour-vision simulations),
which covers no id.

Every label of the chat picture reads on a phone (cap height >= 10 px at 400 px wide,
:mod:`cogs.kit.labels`). The static layers (sea, land, lines and legend; with every space and
continent name for the full map) and every space's sprite are drawn once per process
(:class:`cogs.kit.labels.Layer`); each call copies a layer, stamps the spaces it shows and draws
the changing parts. Imports only Pillow, the kit's picture helpers, the game's words
(:mod:`.words`) and the engine's board and view modules (no discord).

:func:`alt_text` gives the same board in words (at most 1024 characters, Discord's
limit for an attachment description) for screen readers.
"""
from __future__ import annotations

import math
from collections.abc import Set as AbstractSet
from functools import lru_cache

from PIL import Image, ImageChops, ImageDraw

from cogs.games.wildlife_adventure.words import continent_name, expedition_name, join_and, signed
from cogs.kit.fonts import FontT, drawable
from cogs.kit.fonts import font as kit_font
from cogs.kit.labels import Layer, MeasuredDraw, Sprite, crop, draw_on, readable_size, sprite, stamp
from cogs.kit.pictures import to_palette
from cogs.lang import Lang, reader, t
from engine.games.wildlife_adventure.board import CONTINENTS, LINES, POINTS
from engine.games.wildlife_adventure.cards import COLOURS, EXTENSIONS_PER_COLOUR
from engine.games.wildlife_adventure.views import WAView

Colour = tuple[int, int, int]

WIDTH, MAP_HEIGHT = 1200, 700
TOP = 48
"""Height of the header band above the map (turn and expeditions, or the game-over banner)."""
LEGEND = 66
"""Height of the legend band under the map."""
STRIP = 98
"""Height of the player strip (three rows of two players)."""
HEIGHT = TOP + MAP_HEIGHT + LEGEND + STRIP
R = 21
"""Radius of a space in pixels."""
WIN_W, WIN_H = 480, 380
"""The chat picture's window on the map, in pixels."""
WIN_TOP = 32
"""Height of the chat picture's title band."""
WIN_FOOT = 32
"""Height of the chat picture's expedition band under the map."""

SEA = (190, 218, 236)
LAND = {"NA": (232, 226, 204), "SA": (218, 232, 204), "EU": (226, 224, 238), "AF": (240, 226, 204),
        "AS": (238, 226, 216), "AU": (240, 216, 204)}
CONTINENT_FILL = {"NA": (109, 26, 237), "SA": (0, 157, 187), "EU": (94, 76, 71), "AF": (208, 125, 0),
                  "AS": (242, 15, 131), "AU": (148, 78, 0)}
"""Continent colours, chosen to stay apart under deuteranopia and protanopia
(``tests/cogs/test_colour_vision.py``); every space also carries its continent's letters."""
SPECIAL = {"red": ((200, 30, 30), "?"), "green": ((30, 140, 50), "+"), "blue": ((25, 70, 190), "B")}
EXPEDITION = [(225, 35, 35), (255, 205, 0), (40, 110, 235)]
EXP_LETTER = ["R", "Y", "B"]
"""The expeditions' letters in English (the pictures draw ``wa-pic-letter`` in the reader's language)."""
LINE = (128, 138, 150)
INK = (25, 25, 25)
HALO = (20, 20, 20)
MINE = (150, 255, 40)
"""The seat's own animal spaces (a square frame): a lime no continent colour is near."""
WHITE = (255, 255, 255)
FOUND = (206, 206, 206)
HEADER = (38, 46, 56)
OVER = (150, 20, 30)


def _font(size: int, bold: bool = True) -> FontT:
    """DejaVu Sans Condensed, Bold or not (narrow, so ids fit; shipped with the bot, :mod:`cogs.kit.fonts`)."""
    return kit_font(size, bold=bold, condensed=True)


LABEL = readable_size(WIN_W, _font) + 1
"""The smallest label size of the chat picture (reads at 400 px, plus one for rounding)."""


def _text(d: MeasuredDraw, xy: tuple[float, float], text: str, size: int, fill: Colour,
          halo: Colour | None = None, anchor: str = "mm", halo_w: int = 2, bold: bool = True) -> None:
    if halo is None:  # its glyphs kept: the obstacles' X1-X3 come back on every picture
        d.text_kept(xy, text, _font(size, bold), fill, anchor)
        return
    d.text(xy, text, font=_font(size, bold), fill=fill, anchor=anchor, stroke_width=halo_w, stroke_fill=halo)


def _label_colour(rgb: Colour) -> Colour:
    lum = 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]
    return INK if lum > 150 else WHITE


def _xy(pid: str) -> tuple[int, int]:
    """Canvas position of a point (the map sits under the header)."""
    p = POINTS[pid]
    return p.x, p.y + TOP


def _regular_polygon(cx: float, cy: float, r: float, n: int, rot: float = 0.0) -> list[tuple[float, float]]:
    return [(cx + r * math.cos(rot + 2 * math.pi * k / n), cy + r * math.sin(rot + 2 * math.pi * k / n))
            for k in range(n)]


def _split_id(pid: str) -> tuple[str, str]:
    """("AF", "7") for "AF7": the letters are drawn small above the large number."""
    k = len(pid.rstrip("0123456789"))
    return pid[:k], pid[k:]


def _stacked_id(d: MeasuredDraw, x: float, y: float, pid: str, fill: Colour, halo: Colour | None,
                big: int = 22, small: int = LABEL) -> None:
    letters, number = _split_id(pid)
    _text(d, (x, y - 10), letters, small, fill, halo, halo_w=2)
    _text(d, (x, y + 7), number, max(big, small), fill, halo, halo_w=2)


def _letter(index: int, lang: Lang) -> str:
    """Expedition ``index``'s letter on the pictures in ``lang`` (``wa-pic-letter``: R/Y/B, R/G/B)."""
    return t(lang, "wa-pic-letter", expedition=COLOURS[index])


def _make_base(lang: Lang) -> Image.Image:
    """The static layer under everything: sea, land, lines and the legend (the spaces and the
    continent names are drawn over it: all of them on the full map, :func:`_make_full`; only
    those wholly inside the window on the chat picture)."""
    img = Image.new("RGB", (WIDTH, HEIGHT), SEA)
    d = draw_on(img)
    d.rectangle((0, 0, WIDTH, TOP), fill=HEADER)
    d.rectangle((0, TOP + MAP_HEIGHT, WIDTH, HEIGHT), fill=(250, 250, 248))
    d.line((0, TOP + MAP_HEIGHT, WIDTH, TOP + MAP_HEIGHT), fill=LINE, width=2)
    # land: a union of discs under each continent's points
    for p in POINTS.values():
        if p.continent:
            x, y = _xy(p.id)
            d.ellipse((x - 44, y - 42, x + 44, y + 42), fill=LAND[p.continent])
    for ln in LINES:
        (ax, ay), (bx, by) = _xy(ln.a), _xy(ln.b)
        d.line((ax, ay, bx, by), fill=LINE, width=2)
    _legend(d, lang)
    return img


def _make_full(lang: Lang) -> Image.Image:
    """The full map's static layer: :func:`_make_base`, every continent name and every space
    (stamped from the spaces' sprites, which the chat pictures share)."""
    img = _BASE.get(lang)
    d = draw_on(img)
    for code, (x, y) in _label_spots(lang).items():
        _continent_name(d, code, x, y, lang)
    for pid, piece in _point_sprites(lang).items():
        x, y = _xy(pid)
        stamp(img, piece, (x - SPRITE_PAD, y - SPRITE_PAD))
    return img


def _continent_name(d: MeasuredDraw, code: str, x: float, y: float, lang: Lang) -> None:
    _text(d, (x, y), continent_name(code, lang).upper(), 20, _darker(CONTINENT_FILL[code]), LAND[code], halo_w=3)


SPRITE_PAD = 54
"""Half the side of a space's sprite (the arrow spaces' ids reach 50 px below their middle)."""


@lru_cache(maxsize=4)
def _point_sprites(lang: Lang) -> dict[str, Sprite]:
    """Every space as :func:`_draw_point` draws it, its middle at ``SPRITE_PAD``: drawn all at
    once, the first time any picture needs one (a one-time cost in one frame, as the static
    layer with every space was), then stamped by the chat pictures and the full map's layer.
    Each keeps only the box of what it draws (``trim``: a space is about a fifth of its canvas,
    and a chat picture stamps some 40 of them)."""
    return {pid: sprite((2 * SPRITE_PAD, 2 * SPRITE_PAD),
                        lambda d, pid=pid: _draw_point(d, pid, SPRITE_PAD, SPRITE_PAD, lang),  # type: ignore[misc]
                        trim=True)
            for pid in POINTS}


@lru_cache(maxsize=32)
def _name_sprite(code: str, lang: Lang) -> Sprite:
    """A continent's name as the full map draws it, once per continent and language (its box is the sprite)."""
    cx, cy = _label_spots(lang)[code]
    x0, y0, x1, y1 = _NAME_BOX[lang][code]
    return sprite((x1 - x0, y1 - y0), lambda d: _continent_name(d, code, cx - x0, cy - y0, lang))


def extent(pid: str) -> tuple[float, float, float, float]:
    """The box on the canvas a space takes with everything drawn on or around it (its badge, an
    arrow's id, the ring of an open discovery mission or of a found animal, the frame of an own
    animal card): a space is on the chat picture only when this box is wholly inside it."""
    p = POINTS[pid]
    x, y = _xy(pid)
    if p.kind == "arrow":
        return x - 26, y - 26, x + 26, y + 52
    if p.kind == "start":
        return x - 33, y - 33, x + 33, y + 33
    if p.kind in SPECIAL:
        return x - R - 2, y - R - 13, x + R + 13, y + R + 2
    if p.kind == "animal":
        return x - R - 10, y - R - 10, x + R + 10, y + R + 10
    return x - 19, y - 19, x + 19, y + 19


def _darker(rgb: Colour) -> Colour:
    r, g, b = rgb
    return (int(r * 0.7), int(g * 0.7), int(b * 0.7))


_LABEL_BOXES: dict[Lang, list[tuple[int, int, int, int]]] = {}
"""Per language, the continent names' boxes on the canvas (filled by :func:`_label_spots`; tip tags avoid them)."""
_NAME_BOX: dict[Lang, dict[str, tuple[int, int, int, int]]] = {}
"""The same boxes by language and continent code."""


@lru_cache(maxsize=4)
def _label_spots(lang: Lang) -> dict[str, tuple[int, int]]:
    """Where each continent's name goes in ``lang`` (names differ in length): the free spot (no
    line, so no route, and no space under it) nearest the continent's points, searched on a grid
    over an occupancy mask."""
    boxes: list[tuple[int, int, int, int]] = []
    by_code: dict[str, tuple[int, int, int, int]] = {}
    mask = Image.new("L", (WIDTH // 2, MAP_HEIGHT // 2), 0)  # at half size: four times less to dilate
    m = ImageDraw.Draw(mask)
    for ln in LINES:
        a, b = POINTS[ln.a], POINTS[ln.b]
        m.line((a.x / 2, a.y / 2, b.x / 2, b.y / 2), fill=255, width=17)  # room for parallel routes either side
    for p in POINTS.values():
        m.ellipse(((p.x - R - 8) / 2, (p.y - R - 8) / 2, (p.x + R + 8) / 2, (p.y + R + 8) / 2), fill=255)
    spots: dict[str, tuple[int, int]] = {}
    font = _font(20)
    for code in CONTINENTS:
        name = continent_name(code, lang)
        pts = [p for p in POINTS.values() if p.continent == code]
        cx = sum(p.x for p in pts) / len(pts)
        cy = sum(p.y for p in pts) / len(pts)
        w = int(font.getlength(name.upper())) + 10
        h = 26
        best: tuple[float, int, int] | None = None
        # a centre is free when the mask is empty under the whole label box: dilate the mask by the box
        free = _dilate(mask, w // 4 + 1, h // 4 + 1).tobytes()
        xy = [(p.x, p.y) for p in pts]
        x0, x1 = max(w // 2 + 4, min(p.x for p in pts) - 110), min(WIDTH - w // 2 - 4, max(p.x for p in pts) + 110)
        y0, y1 = max(h // 2 + 2, min(p.y for p in pts) - 110), min(MAP_HEIGHT - h // 2 - 2, max(p.y for p in pts) + 110)
        for y in range(y0, y1 + 1, 6):
            row = (y // 2) * (WIDTH // 2)
            for x in range(x0, x1 + 1, 8):
                if free[row + x // 2]:
                    continue
                near = math.sqrt(min((px - x) ** 2 + (py - y) ** 2 for px, py in xy))
                score = near + 0.25 * math.hypot(cx - x, cy - y)
                if near <= 110 and (best is None or score < best[0]):
                    best = (score, x, y)
        if best is None:
            best = (0.0, int(cx), int(min(p.y for p in pts)) - 36)
        _, x, y = best
        spots[code] = (x, y + TOP)
        boxes.append((x - w // 2, y + TOP - h // 2, x + w // 2, y + TOP + h // 2))
        by_code[code] = boxes[-1]
        m.rectangle(((x - w // 2 - 6) / 2, (y - 16) / 2, (x + w // 2 + 6) / 2, (y + 16) / 2), fill=255)
    _LABEL_BOXES[lang] = boxes
    _NAME_BOX[lang] = by_code
    return spots


def _dilate(mask: Image.Image, dx: int, dy: int) -> Image.Image:
    """``mask`` grown by ``dx`` pixels left and right and ``dy`` up and down (a box dilation
    from shifted copies: a handful of whole-image operations, no per-pixel Python)."""
    out = mask
    for span, horizontal in ((2 * dx + 1, True), (2 * dy + 1, False)):
        covered = 1
        while covered < span:
            k = min(covered, span - covered)
            out = ImageChops.lighter(out, ImageChops.offset(out, k, 0) if horizontal else ImageChops.offset(out, 0, k))
            covered += k
    return ImageChops.offset(out, -dx, -dy)


_BASE = Layer(_make_base, size=3)
_FULL = Layer(_make_full, size=3)
"""The static layers per language (they draw the legend and the continent names)."""


def clear_caches() -> None:
    """Forget the static layers, sprites and what is remembered per window (a test that changes
    the label size or what a space covers calls this)."""
    _BASE.clear()
    _FULL.clear()
    _point_sprites.cache_clear()
    _name_sprite.cache_clear()
    _label_spots.cache_clear()
    _badge_sprite.cache_clear()
    _found_sprite.cache_clear()
    _band_words.cache_clear()
    _shown_in.cache_clear()


def _draw_point(d: MeasuredDraw, pid: str, x: float, y: float, lang: Lang) -> None:
    """Space ``pid`` drawn with its middle at ``(x, y)``."""
    p = POINTS[pid]
    if p.kind == "animal":
        fill = CONTINENT_FILL[p.continent or "EU"]
        d.ellipse((x - R, y - R, x + R, y + R), fill=fill, outline=INK, width=2)
        _stacked_id(d, x, y, pid, WHITE, HALO)
    elif p.kind in SPECIAL:
        colour = SPECIAL[p.kind][0]
        d.rounded_rectangle((x - R, y - R, x + R, y + R), radius=6, fill=WHITE, outline=colour, width=4)
        _stacked_id(d, x, y, pid, INK, None)
        _badge(d, pid, x, y)
    elif p.kind == "start":
        d.polygon(_star(x, y, 32, 15), fill=(255, 250, 225), outline=INK, width=2)
        _text(d, (x, y + 2), t(lang, "wa-pic-start"), LABEL, INK, WHITE, halo_w=2)
    elif p.kind == "arrow":
        direction = -1 if p.side == "left" else 1
        tip = (x + direction * 24, y)
        d.polygon([(x - direction * 16, y - 24), (x - direction * 16, y + 24), tip], fill=(60, 60, 60),
                  outline=INK)
        _text(d, (x - direction * 4, y), p.arrow or "", LABEL, WHITE)
        _text(d, (x + direction * 2, y + 38), pid, 20, WHITE, HALO)
    else:  # a plain sea point
        d.ellipse((x - 17, y - 17, x + 17, y + 17), fill=WHITE, outline=INK, width=2)
        _stacked_id(d, x, y, pid, INK, None, big=LABEL)


def _badge(d: MeasuredDraw, pid: str, x: float, y: float) -> None:
    """The symbol badge of a red/green/blue space at ``(x, y)`` (so it reads without colour vision)."""
    p = POINTS[pid]
    colour, sym = SPECIAL[p.kind]
    x, y = x + R - 1, y - R + 1
    d.ellipse((x - 12, y - 12, x + 12, y + 12), fill=colour, outline=WHITE, width=2)
    _text(d, (x, y), sym, LABEL, WHITE)


_SPECIAL_POINTS = [p.id for p in POINTS.values() if p.kind in SPECIAL]


@lru_cache(maxsize=8)
def _badge_sprite(kind: str) -> Sprite:
    """:func:`_badge` drawn once per kind (the map redraws the badges over the routes)."""
    colour, sym = SPECIAL[kind]

    def paint(d: MeasuredDraw) -> None:
        d.ellipse((1, 1, 25, 25), fill=colour, outline=WHITE, width=2)
        _text(d, (13, 13), sym, LABEL, WHITE)

    return sprite((27, 27), paint)


@lru_cache(maxsize=256)
def _found_sprite(pid: str) -> Sprite:
    """An animal space whose animal was found: grey, its id grey. Drawn once per space."""
    def paint(d: MeasuredDraw) -> None:
        c = R + 2
        d.ellipse((c - R, c - R, c + R, c + R), fill=FOUND, outline=(150, 150, 150), width=2)
        _stacked_id(d, c, c, pid, (105, 105, 105), None)

    return sprite((2 * R + 5, 2 * R + 5), paint)


def _star(x: float, y: float, r1: float, r2: float) -> list[tuple[float, float]]:
    out = []
    for k in range(10):
        r = r1 if k % 2 == 0 else r2
        a = -math.pi / 2 + k * math.pi / 5
        out.append((x + r * math.cos(a), y + r * math.sin(a)))
    return out


def _legend(d: MeasuredDraw, lang: Lang) -> None:
    """Every kind of point and the routes, in two rows under the map."""
    size = 16
    font = _font(size)
    y1, y2 = TOP + MAP_HEIGHT + 18, TOP + MAP_HEIGHT + 48

    def label(x: float, y: float, text: str) -> float:
        d.text((x, y), text, font=font, fill=INK, anchor="lm")
        return x + d.textlength(text, font=font) + 22

    x: float = 12
    for code in CONTINENTS:
        d.ellipse((x, y1 - 11, x + 22, y1 + 11), fill=CONTINENT_FILL[code], outline=INK)
        _text(d, (x + 11, y1), code, 10, WHITE)
        x += 25
    x = label(x + 4, y1, t(lang, "wa-pic-legend-animal"))
    for kind, text in (("red", t(lang, "wa-pic-legend-red")), ("green", t(lang, "wa-pic-legend-green")),
                       ("blue", t(lang, "wa-pic-legend-blue"))):
        colour, sym = SPECIAL[kind]
        d.rounded_rectangle((x, y1 - 11, x + 22, y1 + 11), radius=4, fill=WHITE, outline=colour, width=3)
        _text(d, (x + 11, y1), sym, 15, colour)
        x = label(x + 28, y1, text)
    d.ellipse((x + 2, y1 - 11, x + 24, y1 + 11), fill=FOUND, outline=(150, 150, 150))
    x = label(x + 30, y1, t(lang, "wa-pic-legend-found"))
    for i, colour in enumerate(EXPEDITION):
        d.line((x, y1 + 6 - 6 * i, x + 20, y1 - 6 * i), fill=INK, width=7)
        d.line((x, y1 + 6 - 6 * i, x + 20, y1 - 6 * i), fill=colour, width=4)
    label(x + 26, y1, t(lang, "wa-pic-legend-route"))

    x = 12
    d.polygon(_star(x + 12, y2, 13, 6), fill=(255, 250, 225), outline=INK)
    x = label(x + 30, y2, t(lang, "wa-pic-legend-start"))
    d.ellipse((x, y2 - 11, x + 22, y2 + 11), fill=WHITE, outline=INK, width=2)
    x = label(x + 28, y2, t(lang, "wa-pic-legend-sea"))
    d.polygon([(x, y2 - 11), (x, y2 + 11), (x + 16, y2)], fill=(60, 60, 60))
    x = label(x + 22, y2, t(lang, "wa-pic-legend-arrow"))
    d.polygon(_regular_polygon(x + 11, y2, 12, 8, math.pi / 8), fill=INK)
    _text(d, (x + 11, y2), "X", 11, WHITE)
    x = label(x + 28, y2, t(lang, "wa-pic-legend-obstacle"))
    d.ellipse((x + 1, y2 - 11, x + 23, y2 + 11), outline=INK, width=4)
    d.ellipse((x + 5, y2 - 7, x + 19, y2 + 7), outline=WHITE, width=2)
    label(x + 30, y2, t(lang, "wa-pic-legend-mission"))


def _outlined(d: MeasuredDraw, points: list[tuple[float, float]], fill: Colour, edge: Colour) -> None:
    """A filled polygon with a 2 px edge. (Pillow draws ``polygon(width > 1)`` through a mask
    the size of the whole picture: 0.2 ms per arrowhead on the 1200 x 912 board.)"""
    d.polygon(points, fill=fill)
    d.line([*points, points[0]], fill=edge, width=2, joint="curve")


def _mission_ring(d: MeasuredDraw, x: float, y: float, r: float) -> None:
    """An open discovery mission: a black ring with a white one inside (not a colour cue)."""
    d.ellipse((x - r - 9, y - r - 9, x + r + 9, y + r + 9), outline=INK, width=4)
    d.ellipse((x - r - 5, y - r - 5, x + r + 5, y + r + 5), outline=WHITE, width=3)


def _shorten(a: tuple[float, float], b: tuple[float, float], r: float) -> tuple[float, float, float, float]:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    return a[0] + ux * r, a[1] + uy * r, b[0] - ux * r, b[1] - uy * r


def winners(view: WAView) -> list[int]:
    """The seats with the highest score (ties share the win); empty before the end."""
    if not view.game_over or not view.scores:
        return []
    top = max(view.scores)
    return [s for s, v in enumerate(view.scores) if v == top]


def _who(names: list[str] | None, s: int, lang: Lang) -> str:
    return names[s] if names and s < len(names) else t(lang, "core-seat-number", seat=s + 1)


def focus(view: WAView, mark_hand: bool = False) -> tuple[tuple[str, float], ...]:
    """``(point, weight)`` of what matters now: each unfinished expedition's tip (the start
    base while none has started), the open discovery missions and, with ``mark_hand`` in a
    seat's view, the spaces of its animal cards."""
    weight: dict[str, float] = {}
    for ex in view.expeditions:
        if not ex.finished:
            weight[ex.tip] = weight.get(ex.tip, 0.0) + (10.0 if ex.started else 4.0)
    for a in view.open_missions:
        weight[a.id] = weight.get(a.id, 0.0) + 3.0
    if mark_hand and view.seat is not None:
        for a in view.hand:
            weight[a.id] = weight.get(a.id, 0.0) + 4.0
    return tuple(sorted(weight.items()))


_ALL_POINTS = frozenset(POINTS)
_WINDOW_XS = tuple(range(0, WIDTH - WIN_W + 1, 24))
_WINDOW_YS = tuple(range(0, MAP_HEIGHT - WIN_H + 1, 20))
"""Where a chat picture's window may start on the map (its left and top edges, map pixels)."""


@lru_cache(maxsize=256)
def _best_window(weights: tuple[tuple[str, float], ...]) -> tuple[int, int]:
    """The top-left corner of the window holding the most weight (a point counts when it is
    ``R + 10`` inside), ties broken by nearness to the weighted middle, then by the first in
    column order. Which points a column and a row of windows hold are bit masks, so a
    window's weight is one ``&`` and each set of points is summed once."""
    margin = R + 10
    pts = [(POINTS[pid].x, POINTS[pid].y, w) for pid, w in weights if pid in POINTS]
    total_w = sum(w for _, _, w in pts) or 1.0
    cx = sum(x * w for x, _, w in pts) / total_w if pts else WIDTH / 2
    cy = sum(y * w for _, y, w in pts) / total_w if pts else MAP_HEIGHT / 2
    cols = [sum(1 << i for i, (x, _, _) in enumerate(pts) if x0 + margin <= x <= x0 + WIN_W - margin)
            for x0 in _WINDOW_XS]
    rows = [sum(1 << i for i, (_, y, _) in enumerate(pts) if y0 + margin <= y <= y0 + WIN_H - margin)
            for y0 in _WINDOW_YS]
    totals: dict[int, float] = {}
    best: tuple[float, float, int, int] | None = None
    for x0, col in zip(_WINDOW_XS, cols, strict=True):
        for y0, row in zip(_WINDOW_YS, rows, strict=True):
            inside = col & row
            total = totals.get(inside)
            if total is None:  # summed in the points' order, as a plain sum over the window would
                total = totals[inside] = sum(w for i, (_, _, w) in enumerate(pts) if inside >> i & 1)
            if best is not None and total < best[0]:
                continue
            off = math.hypot(x0 + WIN_W / 2 - cx, y0 + WIN_H / 2 - cy)
            if best is None or total > best[0] or off < best[1]:
                best = (total, off, x0, y0)
    assert best is not None
    return best[2], best[3]


def window(view: WAView, mark_hand: bool = False) -> tuple[int, int, int, int]:
    """``(x0, y0, x1, y1)`` on the map (map pixels, the map's top-left corner is (0, 0)) of the
    chat picture's :data:`WIN_W` x :data:`WIN_H` window: the one holding the most :func:`focus`
    weight, ties broken by nearness to the weighted middle of what matters."""
    x0, y0 = _best_window(focus(view, mark_hand))
    return x0, y0, x0 + WIN_W, y0 + WIN_H


def shown_points(view: WAView, mark_hand: bool = False) -> list[str]:
    """The spaces the chat picture draws: those whose :func:`extent` is wholly inside its window
    (a space at the edge is left out whole, never cut in half), in the board's order."""
    x0, y0, _, _ = window(view, mark_hand)
    return list(_shown_in(x0, y0)[0])


@lru_cache(maxsize=len(_WINDOW_XS) * len(_WINDOW_YS))
def _shown_in(x0: int, y0: int) -> tuple[tuple[str, ...], frozenset[str]]:
    """The spaces wholly inside the window whose top-left corner is ``(x0, y0)`` on the map, in
    the board's order and as a set (one entry per window the chat picture can have)."""
    bounds = (float(x0), float(TOP + y0), float(x0 + WIN_W), float(TOP + y0 + WIN_H))
    inside = tuple(pid for pid in POINTS if _within(extent(pid), bounds))
    return inside, frozenset(inside)


def picture_key(view: WAView, names: list[str] | None = None, *, mark_hand: bool = False,
                full: bool = False, lang: Lang | None = None) -> tuple[object, ...]:
    """Everything :func:`draw_board` reads for this picture, as a hashable key: views that draw
    the same picture share a key, so the kit's cache draws it once (issue 25)."""
    exps = tuple((ex.index, ex.started, ex.finished, ex.tip, ex.laid, ex.continues_from,
                  tuple((e.line, e.frm, e.to) for e in ex.extensions)) for ex in view.expeditions)
    found = tuple(tuple(a.id for a in cs) for cs in view.completed)
    hand = tuple(a.id for a in view.hand) if mark_hand and view.seat is not None else ()
    head = (view.game_over, tuple(view.to_act), view.turn_number, tuple(names or ()))
    strip = ((tuple(view.scores), tuple(view.hand_counts), tuple(view.vouchers), tuple(len(k) for k in view.kept),
              tuple(view.skip_next)) if full else ())
    return ("wildlife-adventure", lang or reader(), full, hand, exps, found, tuple(a.id for a in view.open_missions),
            tuple(view.obstacles), head, strip)


def draw_board(view: WAView, names: list[str] | None = None, *, mark_hand: bool = False,
               full: bool = False, lang: Lang | None = None) -> Image.Image:
    """The board picture for ``view`` (see the module docstring): the chat picture (the
    :func:`window` with a title band and an expedition band, 480 x 444) or with ``full`` the
    whole board with a strip of per-player counts under the map (``names[seat]`` if given, else
    "Seat n"), 1200 x 912. With ``mark_hand`` and a seat's view, the spaces of that seat's
    animal cards get a :data:`MINE` square frame (a private picture: send it only to that
    player). The chat picture draws only the spaces wholly inside the window (:func:`extent`),
    never half a space. Every word in ``lang`` (default: the reader's); a name without the
    characters the font lacks (:func:`cogs.kit.fonts.drawable`: emoji, scripts DejaVu Sans has
    not), "Seat n" when none is left. Returns a new palette image."""
    lang = lang or reader()
    if names:
        names = [drawable(name, _font(LABEL)) or t(lang, "core-seat-number", seat=s + 1) for s, name in enumerate(names)]
    if full:
        img = _FULL.get(lang)
        bounds = (0.0, float(TOP), float(WIDTH), float(TOP + MAP_HEIGHT))
        shown: AbstractSet[str] = _ALL_POINTS
    else:
        img = _BASE.get(lang)
        wx0, wy0, wx1, wy1 = window(view, mark_hand)
        bounds = (float(wx0), float(TOP + wy0), float(wx1), float(TOP + wy1))
        inside, shown = _shown_in(wx0, wy0)
        _label_spots(lang)  # fills the continent names' boxes
        for code, box in _NAME_BOX[lang].items():
            if _within(box, bounds):
                stamp(img, _name_sprite(code, lang), (box[0], box[1]))
        pieces = _point_sprites(lang)
        for pid in inside:
            x, y = _xy(pid)
            stamp(img, pieces[pid], (x - SPRITE_PAD, y - SPRITE_PAD))
    d = draw_on(img)

    def near(*xy: tuple[float, float], m: float = 40) -> bool:
        """Whether anything drawn around these canvas points can show in the picture."""
        xs, ys = [p[0] for p in xy], [p[1] for p in xy]
        return (max(xs) >= bounds[0] - m and min(xs) <= bounds[2] + m
                and max(ys) >= bounds[1] - m and min(ys) <= bounds[3] + m)

    done = {a.id for cs in view.completed for a in cs}
    for pid in done & shown:
        x, y = _xy(pid)
        stamp(img, _found_sprite(pid), (x - R - 2, y - R - 2))
    for a in view.open_missions:
        if a.id in shown:
            x, y = _xy(a.id)
            _mission_ring(d, x, y, R)
    # route extensions: bars between spaces; several on one line are drawn side by side
    seen: dict[int, int] = {}
    for ex in view.expeditions:
        colour = EXPEDITION[ex.index]
        for e in ex.extensions:
            k = seen.get(e.line, 0)
            seen[e.line] = k + 1
            if not near(_xy(e.frm), _xy(e.to)):
                continue
            x1, y1, x2, y2 = _shorten(_xy(e.frm), _xy(e.to), R + 3)
            length = math.hypot(x2 - x1, y2 - y1) or 1.0
            nx, ny = -(y2 - y1) / length, (x2 - x1) / length
            off = (0, 10, -10, 20, -20)[k % 5]
            x1, y1, x2, y2 = x1 + nx * off, y1 + ny * off, x2 + nx * off, y2 + ny * off
            ux, uy = (x2 - x1) / length, (y2 - y1) / length
            bx, by = x2 - ux * 9, y2 - uy * 9
            d.line((x1, y1, bx, by), fill=INK, width=11)
            d.line((x1, y1, bx, by), fill=colour, width=7)
            head = [(x2, y2), (bx + nx * 8, by + ny * 8), (bx - nx * 8, by - ny * 8)]
            _outlined(d, head, colour, INK)
    for pid in _SPECIAL_POINTS:  # badges stay readable over the routes
        if pid in shown:
            x, y = _xy(pid)
            stamp(img, _badge_sprite(POINTS[pid].kind), (x + R - 14, y - R - 12))
    for i, where in enumerate(view.obstacles):
        if where is None or where not in shown:
            continue
        x, y = _xy(where)
        _outlined(d, _regular_polygon(x, y, R + 5, 8, math.pi / 8), INK, WHITE)
        _text(d, (x, y), f"X{i + 1}", max(17, LABEL), WHITE)
    # expedition tips: a ring and a tag with the expedition's letter, so colours need not be told apart
    tips: dict[str, int] = {}
    _label_spots(lang)  # the continent names' boxes, which tags keep clear of
    taken: list[tuple[float, float, float, float]] = list(_LABEL_BOXES[lang])
    for ex in view.expeditions:
        if not ex.started or ex.tip not in shown:
            continue
        x, y = _xy(ex.tip)
        k = tips.get(ex.tip, 0)
        tips[ex.tip] = k + 1
        colour = EXPEDITION[ex.index]
        r = R + 5 + 5 * k
        d.ellipse((x - r, y - r, x + r, y + r), outline=INK, width=8)
        d.ellipse((x - r + 2, y - r + 2, x + r - 2, y + r - 2), outline=colour, width=4)
        tag = f"{_letter(ex.index, lang)} {ex.laid}"
        w = d.textlength(tag, font=_font(LABEL))
        tx, ty = _tag_spot(x, y + k * 24, w + 10, taken, bounds)
        taken.append((tx, ty - 11, tx + w + 10, ty + 11))
        d.rounded_rectangle((tx, ty - 11, tx + w + 10, ty + 11), radius=4, fill=colour, outline=INK, width=2)
        d.text_kept((tx + 5, ty), tag, _font(LABEL), _label_colour(colour), "lm")
    if mark_hand and view.seat is not None:
        for a in view.hand:
            if a.id not in shown:
                continue
            x, y = _xy(a.id)
            d.rectangle((x - R - 9, y - R - 9, x + R + 9, y + R + 9), outline=INK, width=7)
            d.rectangle((x - R - 7, y - R - 7, x + R + 7, y + R + 7), outline=MINE, width=3)
        if full:
            y = TOP + MAP_HEIGHT + 48
            d.rectangle((1098, y - 10, 1118, y + 10), outline=INK, width=6)
            d.rectangle((1100, y - 8, 1116, y + 8), outline=MINE, width=3)
            d.text((1124, y), t(lang, "wa-pic-yours"), font=_font(16), fill=INK, anchor="lm")
    if full:
        _header(d, view, names, lang)
        _players(d, view, names, lang)
        return to_palette(img, _palette())
    x0, y0, x1, y1 = window(view, mark_hand)
    piece = crop(img, (x0, TOP + y0, x1, TOP + y1), at=(0, WIN_TOP))
    out = Image.new("RGB", (WIN_W, WIN_TOP + WIN_H + WIN_FOOT), HEADER)
    out.paste(piece, (0, WIN_TOP))
    draw = draw_on(out)
    _title(draw, view, names, lang)
    _expedition_band(draw, view, shown, (x0 + WIN_W / 2, y0 + WIN_H / 2), lang)
    return to_palette(out, _palette())


def _within(box: tuple[float, float, float, float], bounds: tuple[float, float, float, float]) -> bool:
    return box[0] >= bounds[0] and box[1] >= bounds[1] and box[2] <= bounds[2] and box[3] <= bounds[3]


def _chips(view: WAView, shown: AbstractSet[str] | None) -> tuple[tuple[int, str, int, str, bool], ...]:
    """What the band says of each expedition: ``(index, state, laid, tip, off)``, ``state`` one of
    new / on / done, ``off`` when its tip is not on the picture (``shown``: the spaces drawn)."""
    out = []
    for ex in view.expeditions:
        state = "new" if not ex.started else "done" if ex.finished else "on"
        out.append((ex.index, state, ex.laid, ex.tip, state == "on" and shown is not None and ex.tip not in shown))
    return tuple(out)


def _chip_words(lang: Lang, index: int, state: str, laid: int, tip: str, short: bool) -> str:
    return t(lang, "wa-pic-chip", state=state, letter=_letter(index, lang), laid=laid, tip=tip,
             short="yes" if short else "no")


def expedition_words(view: WAView, shown: AbstractSet[str] | None = None, short: bool = False,
                     lang: Lang | None = None) -> list[tuple[int, str, bool]]:
    """Each expedition for the chat picture's band: ``(index, words, off)``: ``"R 22 at AS10"``
    (``short``: ``"R 22 AS10"``), ``"Y done"``, ``"B not started"``; ``off`` when its tip is not
    on the picture (``shown``: the spaces drawn)."""
    lang = lang or reader()
    return [(index, _chip_words(lang, index, state, laid, tip, short), away)
            for index, state, laid, tip, away in _chips(view, shown)]


_MEASURE = ImageDraw.Draw(Image.new("RGB", (1, 1)))
"""Measures text as a drawing context on an RGB picture does (the band's lengths, drawn nowhere)."""


@lru_cache(maxsize=1024)
def _band_words(lang: Lang, chips: tuple[tuple[int, str, int, str, bool], ...]
                ) -> tuple[tuple[tuple[int, str, bool, float], ...], str, bool]:
    """The band's chips as drawn, ``(index, words, off, width)``, the note that ends it ("" for
    none) and whether a tip is off the picture: the longest words that fit in the band
    (:func:`_expedition_band`), measured once per band (a turn's pictures share most bands)."""
    f = _font(LABEL)
    off_long, off_short = t(lang, "wa-pic-off"), t(lang, "wa-pic-off-short")
    off = any(away for *_, away in chips)
    for short, note in ((False, off_long), (True, off_long), (True, off_short), (True, "")):
        drawn = tuple((index, words, away, _MEASURE.textlength(words, font=f))
                      for index, state, laid, tip, away in chips
                      for words in (_chip_words(lang, index, state, laid, tip, short),))
        width = sum(w + 20 + 22 * away for _, _, away, w in drawn)
        if 8 + width + (_MEASURE.textlength(note, font=f) if off else 0) <= WIN_W - 4:
            break
    return drawn, note, off


def _direction(dx: float, dy: float) -> tuple[float, float]:
    """A unit vector from ``(dx, dy)``, snapped to the eight compass directions."""
    angle = round(math.atan2(dy, dx) / (math.pi / 4)) * (math.pi / 4)
    return math.cos(angle), math.sin(angle)


def _expedition_band(d: MeasuredDraw, view: WAView, shown: AbstractSet[str], middle: tuple[float, float],
                     lang: Lang) -> None:
    """The band under the chat picture's map: every expedition as a chip in its colour with its
    letter, count and tip (``"R 22 at AS10"``), so all three are named even when the window
    shows one; a tip off the picture gets an arrow pointing where it lies and the band ends
    with "off the picture" (shorter words when the band is full)."""
    y = WIN_TOP + WIN_H + WIN_FOOT / 2
    f = _font(LABEL)
    chips, note, off = _band_words(lang, _chips(view, shown))
    x = 8.0
    for index, words, away, w in chips:
        colour = EXPEDITION[index]
        arrow = 22 if away else 0
        d.rounded_rectangle((x, y - 12, x + w + 12 + arrow, y + 12), radius=5, fill=colour, outline=WHITE, width=2)
        d.text_kept((x + 6, y), words, f, _label_colour(colour), "lm")
        if away:
            tip = view.expeditions[index].tip
            ux, uy = _direction(POINTS[tip].x - middle[0], POINTS[tip].y - middle[1])
            cx, cy = x + w + 12 + arrow / 2, y
            nx, ny = -uy, ux
            head = [(cx + ux * 8, cy + uy * 8), (cx - ux * 6 + nx * 6, cy - uy * 6 + ny * 6),
                    (cx - ux * 6 - nx * 6, cy - uy * 6 - ny * 6)]
            d.polygon(head, fill=_label_colour(colour))
        x += w + 12 + arrow + 8
    if off and note:
        d.text_kept((x, y), note, f, WHITE, "lm")


def _title(d: MeasuredDraw, view: WAView, names: list[str] | None, lang: Lang) -> None:
    """The chat picture's title band: whose move it is, or the game over."""
    if view.game_over:
        win = winners(view)
        who = join_and([_who(names, s, lang) for s in win], lang)
        text = t(lang, "wa-pic-over-win", who=who, count=len(win)) if win else t(lang, "wa-pic-over")
    elif view.to_act:
        text = t(lang, "wa-pic-turn", turn=view.turn_number, who=_who(names, view.to_act[0], lang))
    else:
        text = t(lang, "wa-pic-title")
    size = LABEL + 2
    while d.textlength(text, font=_font(size)) > WIN_W - 20 and len(text) > 4:
        text = text[:-2] + "."
    d.text_kept((10, WIN_TOP // 2), text, _font(size), WHITE, "lm")


@lru_cache(maxsize=1)
def _palette() -> Image.Image:
    """A fixed palette of every colour drawn, plus blends with ink and white and a grey ramp
    for the anti-aliased edges of text and shapes: quantising to it is fast (about 3 ms) and
    keeps each colour exact (an adaptive palette merges the continent colours) and the PNG small."""
    keys: list[Colour] = [SEA, LINE, INK, HALO, MINE, WHITE, FOUND, HEADER, OVER, (250, 250, 248),
                          (255, 250, 225), (60, 60, 60), (150, 150, 150), (105, 105, 105), (255, 236, 150),
                          (255, 246, 210)]
    keys += list(LAND.values()) + list(CONTINENT_FILL.values()) + [_darker(c) for c in CONTINENT_FILL.values()]
    keys += [c for c, _ in SPECIAL.values()] + EXPEDITION
    colours = list(dict.fromkeys(keys))
    blends: list[Colour] = []
    for c in colours:
        for other in (INK, WHITE, SEA):
            for share in (0.33, 0.67):
                r, g, b = (round(u + (v - u) * share) for u, v in zip(c, other, strict=True))
                blends.append((r, g, b))
    greys = [(v, v, v) for v in range(25, 256, 16)]
    every = list(dict.fromkeys(colours + greys + blends))[:256]
    pal = Image.new("P", (1, 1))
    pal.putpalette([v for c in every for v in c] + [0, 0, 0] * (256 - len(every)))
    return pal


def _tag_spot(x: float, y: float, w: float, taken: list[tuple[float, float, float, float]],
              bounds: tuple[float, float, float, float] = (0, TOP, WIDTH, TOP + MAP_HEIGHT)) -> tuple[float, float]:
    """Where a tip tag of width ``w`` goes: up-right of the tip, else up-left, down-right or
    down-left, the first spot inside ``bounds`` (the part of the map shown) clear of the
    continent names and other tags."""
    spots = [(x + R + 2, y - R - 8), (x - R - 2 - w, y - R - 8), (x + R + 2, y + R + 8), (x - R - 2 - w, y + R + 8)]
    for tx, ty in spots:
        box = (tx, ty - 11, tx + w, ty + 11)
        inside = box[0] >= bounds[0] and box[2] <= bounds[2] and box[1] >= bounds[1] and box[3] <= bounds[3]
        if inside and not any(box[0] < b[2] and b[0] < box[2] and box[1] < b[3] and b[1] < box[3] for b in taken):
            return tx, ty
    tx, ty = spots[0]
    return (tx if tx + w <= WIDTH else spots[1][0]), ty


def _header(d: MeasuredDraw, view: WAView, names: list[str] | None, lang: Lang) -> None:
    """Whose move it is (or the game-over banner) and each expedition's count and tip."""
    y = TOP // 2
    # expeditions, right-aligned chips: "R 28/40 > AF2"
    x = WIDTH - 10
    for ex in reversed(view.expeditions):
        colour = EXPEDITION[ex.index]
        state = "new" if not ex.started else "done" if ex.finished else "on"
        text = t(lang, "wa-pic-header-chip", state=state, letter=_letter(ex.index, lang), laid=ex.laid,
                 total=EXTENSIONS_PER_COLOUR, tip=ex.tip,
                 via=ex.continues_from if ex.continues_from != ex.tip else "none")
        w = d.textlength(text, font=_font(19))
        d.rounded_rectangle((x - w - 14, y - 15, x, y + 15), radius=5, fill=colour, outline=WHITE, width=2)
        d.text((x - 7, y), text, font=_font(19), fill=_label_colour(colour), anchor="rm")
        x -= int(w) + 22
    room = x - 14
    if view.game_over:
        d.rectangle((0, 0, room + 4, TOP), fill=OVER)
        win = winners(view)
        who = join_and([_who(names, s, lang) for s in win], lang)
        text = (t(lang, "wa-pic-over-win-score", who=who, count=len(win), score=signed(view.scores[win[0]])) if win
                else t(lang, "wa-pic-over"))
    elif view.to_act:
        text = t(lang, "wa-pic-turn", turn=view.turn_number, who=_who(names, view.to_act[0], lang))
    else:
        text = t(lang, "wa-pic-title")
    size = next((z for z in (24, 22, 20, 18, 16) if d.textlength(text, font=_font(z)) <= room), 14)
    while d.textlength(text, font=_font(size)) > room and len(text) > 4:
        text = text[:-2] + "."
    d.text((12, y), text, font=_font(size), fill=WHITE, anchor="lm")


def _players(d: MeasuredDraw, view: WAView, names: list[str] | None, lang: Lang) -> None:
    """Per player: animals found, cards in hand, travel vouchers, kept ★ cards; the seat to
    move boxed; at the end, each score and the winners starred and boxed."""
    cols = 2
    w = WIDTH // cols
    win = winners(view)
    for s in range(view.seats):
        x = (s % cols) * w + 12
        y = TOP + MAP_HEIGHT + LEGEND + 6 + (s // cols) * 30
        name = _who(names, s, lang)
        if len(name) > 16:
            name = name[:15] + "."
        text = t(lang, "wa-pic-player", who=name, found=len(view.completed[s]), hand=view.hand_counts[s],
                 vouchers=view.vouchers[s], kept=len(view.kept[s]), misses="yes" if view.skip_next[s] else "no")
        if view.game_over:
            text = t(lang, "wa-pic-player-over", who=name, score=signed(view.scores[s]),
                     found=len(view.completed[s]), hand=view.hand_counts[s])
        box = s in view.to_act or s in win
        if box:
            d.rounded_rectangle((x - 8, y - 1, x + w - 16, y + 25), radius=5, outline=INK, width=2,
                                fill=(255, 236, 150) if s in win else (255, 246, 210))
            text = ("★ " if s in win else "▶ ") + text
        size = next((z for z in (19, 18, 17, 16, 15) if d.textlength(text, font=_font(z)) <= w - 30), 14)
        d.text((x, y + 12), text, font=_font(size), fill=INK, anchor="lm")


def alt_text(view: WAView, names: list[str] | None = None, lang: Lang | None = None) -> str:
    """The board in words (at most 1024 characters) in ``lang`` (default: the reader's): at the
    end, the winners and scores first; else the seat to move; each expedition's progress and tip,
    the obstacles, the open discovery missions, and each player's counts."""
    from cogs.games.wildlife_adventure.words import animal_name, tip_words

    lang = lang or reader()
    parts = [t(lang, "wa-alt-board")]
    if view.game_over:
        win = winners(view)
        who = join_and([_who(names, s, lang) for s in win], lang)
        parts.append(t(lang, "wa-alt-over-win", who=who, count=len(win)) if win else t(lang, "wa-alt-over"))
    elif view.to_act:
        parts.append(t(lang, "wa-alt-to-move", who=_who(names, view.to_act[0], lang)))
    for ex in view.expeditions:
        state = "new" if not ex.started else "done" if ex.finished else "on"
        parts.append(t(lang, "wa-alt-expedition", state=state, name=expedition_name(ex.index, lang), laid=ex.laid,
                       total=EXTENSIONS_PER_COLOUR, tip=tip_words(ex.tip, ex.continues_from, lang)))
    obstacles = [o for o in view.obstacles if o]
    parts.append(t(lang, "wa-alt-obstacles", obstacles=", ".join(obstacles) if obstacles else t(lang, "wa-none")))
    if view.open_missions:
        parts.append(t(lang, "wa-alt-missions",
                       missions=", ".join(f"{animal_name(a.id, lang)} {a.id}" for a in view.open_missions)))
    for s in range(view.seats):
        parts.append(t(lang, "wa-alt-player-over" if view.game_over else "wa-alt-player", who=_who(names, s, lang),
                       found=len(view.completed[s]), hand=view.hand_counts[s], vouchers=view.vouchers[s],
                       score=signed(view.scores[s])))
    text = " ".join(parts)
    return text if len(text) <= 1024 else text[:1021] + "..."
