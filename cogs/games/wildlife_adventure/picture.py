"""The board picture of Wildlife Adventure, drawn with Pillow from the spectator view.

:func:`draw_board` takes a :class:`~engine.games.wildlife_adventure.views.WAView`
(normally the spectator view, ``GAME.view(state, None)``; nothing private is drawn
even from a seat's view) and returns a 1200x756 RGB image: the 1200x700 world map with
continent-coloured animal spaces and their typeable ids (``AF7``), the red / green /
blue spaces marked with a symbol as well as colour (``?`` chance card, ``+`` another
extension, ``B`` blue choice), arrow spaces I-III with their ids, the start base,
obstacles (black octagons marked ``X1``..``X3``), open discovery missions (black and
white double ring), completed animal spaces (faded), and the three expeditions' route extensions
as arrows in their colours, each tip labelled (RED / YEL / BLU with the count laid),
a status box per expedition, and under the map a strip per player (animals found,
cards in hand, travel vouchers, kept ★ cards; the seat to move boxed).

The static layer (sea, land, lines, spaces, legend) is drawn once and cached; each
call copies it and draws the changing parts. Imports only Pillow and the engine's
board and view modules (no discord).

:func:`alt_text` gives the same board in words (at most 1024 characters, Discord's
limit for an attachment description) for screen readers.

Measured (a 6-player game after 150 bot actions, ``PYTHONPATH=. .venv/bin/python``,
drawing ``GAME.view(state, None)`` 20 times after one warm-up): about 5 ms per draw,
a 1200 x 756 PNG of about 118 KB (default compression, about 30 ms to encode).
"""
from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

from engine.games.wildlife_adventure.board import CONTINENTS, LINES, POINTS
from engine.games.wildlife_adventure.views import WAView

WIDTH, MAP_HEIGHT = 1200, 700
STRIP = 56
"""Height of the player strip under the map."""
HEIGHT = MAP_HEIGHT + STRIP
R = 16
"""Radius of a space in pixels."""

SEA = (196, 222, 238)
LAND = {"NA": (232, 226, 200), "SA": (222, 232, 200), "EU": (226, 224, 236), "AF": (238, 222, 196),
        "AS": (236, 228, 210), "AU": (240, 214, 200)}
CONTINENT_FILL = {"NA": (120, 90, 200), "SA": (0, 140, 140), "EU": (140, 140, 20), "AF": (220, 130, 20),
                  "AS": (210, 80, 140), "AU": (140, 85, 45)}
"""Continent colours, chosen apart from the red / green / blue spaces (which also differ in shape)."""
SPECIAL = {"red": ((205, 30, 30), "?"), "green": ((30, 150, 50), "+"), "blue": ((25, 70, 190), "B")}
EXPEDITION = [(220, 30, 30), (250, 200, 0), (30, 90, 220)]
EXP_TAG = ["RED", "YEL", "BLU"]
LINE = (120, 130, 140)
INK = (25, 25, 25)
MINE = (230, 0, 200)
WHITE = (255, 255, 255)


@lru_cache(maxsize=8)
def _font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    return ImageFont.load_default(size=size)


def _text_c(d: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int, fill: tuple[int, int, int],
            stroke: tuple[int, int, int] | None = None) -> None:
    d.text(xy, text, font=_font(size), fill=fill, anchor="mm", stroke_width=1 if stroke else 0,
           stroke_fill=stroke)


def _label_colour(rgb: tuple[int, int, int]) -> tuple[int, int, int]:
    lum = 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]
    return INK if lum > 150 else WHITE


def _regular_polygon(cx: float, cy: float, r: float, n: int, rot: float = 0.0) -> list[tuple[float, float]]:
    return [(cx + r * math.cos(rot + 2 * math.pi * k / n), cy + r * math.sin(rot + 2 * math.pi * k / n))
            for k in range(n)]


@lru_cache(maxsize=1)
def _base() -> Image.Image:
    img = Image.new("RGB", (WIDTH, HEIGHT), SEA)
    d = ImageDraw.Draw(img)
    d.rectangle((0, MAP_HEIGHT, WIDTH, HEIGHT), fill=(250, 250, 248))
    d.line((0, MAP_HEIGHT, WIDTH, MAP_HEIGHT), fill=LINE, width=1)
    # land: a union of discs under each continent's points
    for p in POINTS.values():
        if p.continent:
            d.ellipse((p.x - 40, p.y - 38, p.x + 40, p.y + 38), fill=LAND[p.continent])
    for code, name in CONTINENTS.items():
        pts = [p for p in POINTS.values() if p.continent == code]
        x = sum(p.x for p in pts) / len(pts)
        y = min(p.y for p in pts) - 33
        _text_c(d, (x, y), name.upper(), 13, (110, 110, 110))
    for ln in LINES:
        a, b = POINTS[ln.a], POINTS[ln.b]
        d.line((a.x, a.y, b.x, b.y), fill=LINE, width=2)
    for p in POINTS.values():
        _draw_point(d, p.id)
    _legend(d)
    return img


def _draw_point(d: ImageDraw.ImageDraw, pid: str) -> None:
    p = POINTS[pid]
    x, y = p.x, p.y
    if p.kind == "animal":
        fill = CONTINENT_FILL[p.continent or "EU"]
        d.ellipse((x - R, y - R, x + R, y + R), fill=fill, outline=INK, width=1)
        _text_c(d, (x, y), p.id, 11, _label_colour(fill))
    elif p.kind in SPECIAL:
        fill = SPECIAL[p.kind][0]
        d.rounded_rectangle((x - R, y - R, x + R, y + R), radius=4, fill=fill, outline=INK, width=1)
        _text_c(d, (x, y + 3), p.id, 10, WHITE)
        _badge(d, pid)
    elif p.kind == "start":
        d.polygon(_star(x, y, 26, 12), fill=(250, 250, 250), outline=INK, width=2)
        _text_c(d, (x, y + 1), "START", 9, INK)
    elif p.kind == "arrow":
        direction = -1 if p.side == "left" else 1
        tip = (x + direction * 22, y)
        d.polygon([(x - direction * 14, y - 20), (x - direction * 14, y + 20), tip], fill=(70, 70, 70),
                  outline=INK)
        _text_c(d, (x - direction * 2, y - 1), p.arrow or "", 12, WHITE)
        _text_c(d, (x, y + 30), p.id, 11, INK)
    else:
        d.ellipse((x - 11, y - 11, x + 11, y + 11), fill=(235, 240, 245), outline=LINE, width=2)
        _text_c(d, (x, y), p.id, 9, INK)


def _badge(d: ImageDraw.ImageDraw, pid: str) -> None:
    """The symbol badge of a red/green/blue space (so it reads without colour vision)."""
    p = POINTS[pid]
    fill, sym = SPECIAL[p.kind]
    x, y = p.x + R - 1, p.y - R + 1
    d.ellipse((x - 8, y - 8, x + 8, y + 8), fill=WHITE, outline=fill, width=2)
    _text_c(d, (x, y), sym, 12, INK)


_SPECIAL_POINTS = [p.id for p in POINTS.values() if p.kind in SPECIAL]


def _star(x: float, y: float, r1: float, r2: float) -> list[tuple[float, float]]:
    out = []
    for k in range(10):
        r = r1 if k % 2 == 0 else r2
        a = -math.pi / 2 + k * math.pi / 5
        out.append((x + r * math.cos(a), y + r * math.sin(a)))
    return out


def _legend(d: ImageDraw.ImageDraw) -> None:
    y = MAP_HEIGHT - 16
    x = 20
    items = [("?", SPECIAL["red"][0], "red: chance card"), ("+", SPECIAL["green"][0], "green: lay another"),
             ("B", SPECIAL["blue"][0], "blue: 3 vouchers or cards for all others"),
             ("X", INK, "obstacle"), ("O", None, "open discovery mission")]
    for sym, colour, text in items:
        if colour is None:
            d.ellipse((x + 4, y - 5, x + 14, y + 5), fill=(200, 200, 200))
            _mission_ring(d, x + 9, y, 4)
        else:
            d.rounded_rectangle((x, y - 9, x + 18, y + 9), radius=3, fill=colour)
            _text_c(d, (x + 9, y), sym, 12, WHITE)
        d.text((x + 24, y), text, font=_font(12), fill=INK, anchor="lm")
        x += 34 + int(d.textlength(text, font=_font(12))) + 10
    for code in CONTINENTS:
        d.ellipse((x, y - 8, x + 16, y + 8), fill=CONTINENT_FILL[code])
        d.text((x + 20, y), code, font=_font(12), fill=INK, anchor="lm")
        x += 48


def _mission_ring(d: ImageDraw.ImageDraw, x: float, y: float, r: float) -> None:
    """An open discovery mission: a black ring with a white one inside (not a colour cue)."""
    d.ellipse((x - r - 7, y - r - 7, x + r + 7, y + r + 7), outline=INK, width=3)
    d.ellipse((x - r - 4, y - r - 4, x + r + 4, y + r + 4), outline=WHITE, width=2)


def _shorten(a: tuple[float, float], b: tuple[float, float], r: float) -> tuple[float, float, float, float]:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    return a[0] + ux * r, a[1] + uy * r, b[0] - ux * r, b[1] - uy * r


def draw_board(view: WAView, names: list[str] | None = None, *, mark_hand: bool = False) -> Image.Image:
    """The board picture for ``view`` (see the module docstring), with a strip of per-player
    counts under the map (``names[seat]`` if given, else "Seat n"). With ``mark_hand`` and a
    seat's view, the spaces of that seat's animal cards get a magenta square frame (a
    private picture: send it only to that player). Returns a new 1200x756 RGB image."""
    img = _base().copy()
    d = ImageDraw.Draw(img)
    done = {a.id for cs in view.completed for a in cs}
    for pid in done:
        p = POINTS[pid]
        d.ellipse((p.x - R, p.y - R, p.x + R, p.y + R), fill=(215, 215, 215), outline=(150, 150, 150))
        _text_c(d, (p.x, p.y), pid, 11, (120, 120, 120))
    for a in view.open_missions:
        p = POINTS[a.id]
        _mission_ring(d, p.x, p.y, R)
    # route extensions: several on one line are drawn side by side
    seen: dict[int, int] = {}
    for ex in view.expeditions:
        colour = EXPEDITION[ex.index]
        for x in ex.extensions:
            k = seen.get(x.line, 0)
            seen[x.line] = k + 1
            pa, pb = POINTS[x.frm], POINTS[x.to]
            x1, y1, x2, y2 = _shorten((pa.x, pa.y), (pb.x, pb.y), R + 2)
            length = math.hypot(x2 - x1, y2 - y1) or 1.0
            nx, ny = -(y2 - y1) / length, (x2 - x1) / length
            off = (0, 7, -7, 14, -14)[k % 5]
            x1, y1, x2, y2 = x1 + nx * off, y1 + ny * off, x2 + nx * off, y2 + ny * off
            ux, uy = (x2 - x1) / length, (y2 - y1) / length
            bx, by = x2 - ux * 10, y2 - uy * 10
            d.line((x1, y1, bx, by), fill=INK, width=8)
            d.line((x1, y1, bx, by), fill=colour, width=5)
            head = [(x2, y2), (bx + nx * 7, by + ny * 7), (bx - nx * 7, by - ny * 7)]
            d.polygon(head, fill=colour, outline=INK)
    for pid in _SPECIAL_POINTS:  # badges stay readable over the arrows
        _badge(d, pid)
    for i, where in enumerate(view.obstacles):
        if where is None:
            continue
        p = POINTS[where]
        d.polygon(_regular_polygon(p.x, p.y, R + 4, 8, math.pi / 8), fill=INK, outline=WHITE)
        _text_c(d, (p.x, p.y), f"X{i + 1}", 12, WHITE)
    # expedition tips, labelled so the colours need not be told apart
    tips: dict[str, int] = {}
    for ex in view.expeditions:
        if not ex.started:
            continue
        p = POINTS[ex.tip]
        k = tips.get(ex.tip, 0)
        tips[ex.tip] = k + 1
        colour = EXPEDITION[ex.index]
        d.ellipse((p.x - R - 3, p.y - R - 3, p.x + R + 3, p.y + R + 3), outline=colour, width=3)
        tag = f"{EXP_TAG[ex.index]} {ex.laid}"
        tx, ty = p.x + R + 4, p.y - R - 10 + k * 15
        w = d.textlength(tag, font=_font(11))
        d.rounded_rectangle((tx, ty - 7, tx + w + 8, ty + 7), radius=3, fill=colour, outline=INK)
        d.text((tx + 4, ty), tag, font=_font(11), fill=_label_colour(colour), anchor="lm")
    if mark_hand and view.seat is not None:
        for a in view.hand:
            p = POINTS[a.id]
            d.rectangle((p.x - R - 6, p.y - R - 6, p.x + R + 6, p.y + R + 6), outline=MINE, width=4)
        y = MAP_HEIGHT - 16
        d.rectangle((1118, y - 9, 1136, y + 9), outline=MINE, width=4)
        d.text((1142, y), "yours", font=_font(12), fill=INK, anchor="lm")
    _status(d, view)
    _players(d, view, names)
    return img


def _players(d: ImageDraw.ImageDraw, view: WAView, names: list[str] | None) -> None:
    """Per player: animals found, cards in hand, travel vouchers, kept ★ cards; the seat to move boxed."""
    cols = 3
    w = WIDTH // cols
    for s in range(view.seats):
        x = (s % cols) * w + 10
        y = MAP_HEIGHT + 6 + (s // cols) * 24
        name = names[s] if names and s < len(names) else f"Seat {s}"
        if len(name) > 16:
            name = name[:15] + "."
        kept = len(view.kept[s])
        v = view.vouchers[s]
        text = (f"{name}: {len(view.completed[s])} found, {view.hand_counts[s]} in hand, "
                f"{v} voucher{'s' if v != 1 else ''}" + (f", {kept} kept" if kept else "")
                + (", misses a turn" if view.skip_next[s] else ""))
        if s in view.to_act:
            d.rounded_rectangle((x - 6, y - 1, x + w - 14, y + 19), radius=4, outline=INK, width=2,
                                fill=(255, 244, 200))
            text = "> " + text
        size = next((z for z in (13, 12, 11) if d.textlength(text, font=_font(z)) <= w - 24), 10)
        d.text((x, y + 9), text, font=_font(size), fill=INK, anchor="lm")


def _status(d: ImageDraw.ImageDraw, view: WAView) -> None:
    """A box in the south-west sea: each expedition's name, extensions laid of 40, and tip."""
    x, y = 14, 596
    d.rounded_rectangle((x, y, x + 200, y + 62), radius=6, fill=(245, 248, 250), outline=LINE)
    for ex in view.expeditions:
        yy = y + 11 + 20 * ex.index
        colour = EXPEDITION[ex.index]
        d.rounded_rectangle((x + 6, yy - 7, x + 40, yy + 7), radius=3, fill=colour, outline=INK)
        d.text((x + 9, yy), EXP_TAG[ex.index], font=_font(11), fill=_label_colour(colour), anchor="lm")
        if not ex.started:
            text = "not started"
        elif ex.finished:
            text = f"finished (40/40) at {ex.tip}"
        else:
            text = f"{ex.laid}/40, tip {ex.tip}" + (f" > {ex.continues_from}" if ex.continues_from != ex.tip else "")
        d.text((x + 46, yy), text, font=_font(12), fill=INK, anchor="lm")


def alt_text(view: WAView, names: list[str] | None = None) -> str:
    """The board in words (at most 1024 characters): each expedition's progress and tip, the
    obstacles, the open discovery missions, and each player's counts; the seat to move first."""
    def who(s: int) -> str:
        return names[s] if names and s < len(names) else f"Seat {s}"

    parts = ["Wildlife Adventure board."]
    if view.to_act:
        parts.append(f"{who(view.to_act[0])} to move.")
    for ex in view.expeditions:
        name = ex.colour.capitalize()
        if not ex.started:
            parts.append(f"{name} expedition not started.")
        else:
            via = f" (continues from {ex.continues_from})" if ex.continues_from != ex.tip else ""
            parts.append(f"{name} expedition {ex.laid}/40 at {ex.tip}{via}" + (", finished." if ex.finished else "."))
    obstacles = [o for o in view.obstacles if o]
    parts.append("Obstacles: " + (", ".join(obstacles) if obstacles else "none") + ".")
    if view.open_missions:
        parts.append("Open discovery missions: " + ", ".join(f"{a.name} {a.id}" for a in view.open_missions) + ".")
    for s in range(view.seats):
        parts.append(f"{who(s)}: {len(view.completed[s])} found, {view.hand_counts[s]} in hand, "
                     f"{view.vouchers[s]} vouchers.")
    text = " ".join(parts)
    return text if len(text) <= 1024 else text[:1021] + "..."
