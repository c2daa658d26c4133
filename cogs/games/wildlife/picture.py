"""The WildLife board picture, drawn with Pillow from the spectator view.

``draw_board(view) -> PIL.Image.Image`` (1080 x 764 pixels, made to be read even at the
550 px Discord shows in chat): the grid map with column letters A-J and row numbers 1-8
along its edges; every space's terrain colour, its label (``A1``..., bottom left) and its
terrain letter (F D S P M W; small and grey, bottom right, so readable without colour
vision yet never taken for a creature); thick region borders; each region's name as the
panel and the table write it ("Small Mountains") on a tag in its top-left space; region
markers of Minor Scorings as dark ``#n`` badges; every creature as a big disc in its
player's colour with a dark ring and a white halo (it stands out on every terrain) and the
creature's letter in heavy type. Beside the map: players (initial, name, success, food,
supply, abilities written out), each player's adaptation per terrain, the Minor Scoring
track with each box's marker number ``#1``...``#11`` (the legend of the map's badges);
below it: the terrain letters, the creatures' letters, the auction in progress and the
latest event. Imports only Pillow and the engine.

:func:`alt_text` gives the same board in words (at most 1024 characters, Discord's
limit for an attachment description) for screen readers.

Measured (``bench/render_bench.py --quick``, draw + PNG as the kit encodes it): about
25 ms per frame, a 64-colour PNG of 35-55 KB.
"""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from cogs.kit.fonts import FontT
from cogs.kit.fonts import font as kit_font
from engine.games.wildlife.board import (
    COORDS,
    NEIGHBOURS,
    SPACE_REGION,
    SPACES,
    TERRAIN_LETTER,
    TERRAINS,
    terrain_of,
)
from engine.games.wildlife.cards import ABILITIES

CELL = 74
MAP_X, MAP_Y = 30, 62
PANEL_X = MAP_X + 10 * CELL + 14
WIDTH, HEIGHT = 1080, MAP_Y + 8 * CELL + 110
TAG_H = 19
"""Height of a region's name tag along the top of its top-left space."""

TERRAIN_FILL: dict[str, tuple[int, int, int]] = {
    "forest": (121, 168, 110),
    "desert": (240, 226, 178),
    "savannah": (226, 186, 104),
    "plains": (196, 226, 150),
    "mountains": (168, 160, 152),
    "water": (140, 182, 226),
}
PLAYER_RGB: dict[str, tuple[int, int, int]] = {
    "light green": (150, 235, 120),
    "yellow": (250, 222, 40),
    "brown": (130, 82, 45),
    "blue": (40, 90, 215),
    "green": (20, 130, 55),
    "orange": (245, 130, 20),
    "grey": (128, 128, 128),
}
LEVEL_SHORT = {"none": "-", "migrate": "Mi", "expand": "Ex", "attack": "At"}
INK = (20, 20, 20)
_SEAT_WORD = re.compile(r"\b[Ss]eat (\d{1,2})\b")
GREY = (78, 78, 78)
WHITE = (255, 255, 255)


def _font(size: int) -> FontT:
    return kit_font(size, system=False)


def _text_colour(rgb: tuple[int, int, int]) -> tuple[int, int, int]:
    r, g, b = rgb
    return (255, 255, 255) if 0.299 * r + 0.587 * g + 0.114 * b < 140 else INK


def _get(view: Any, name: str) -> Any:
    return view[name] if isinstance(view, dict) else getattr(view, name)


def _cell_box(label: str) -> tuple[int, int, int, int]:
    c, r = COORDS[label]
    x0, y0 = MAP_X + c * CELL, MAP_Y + r * CELL
    return x0, y0, x0 + CELL, y0 + CELL


def _bold(d: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, font: Any, fill: tuple[int, int, int],
          anchor: str = "la") -> None:
    """Text drawn a pixel heavier (Pillow's default font has no bold face): twice, a pixel apart."""
    d.text(xy, text, font=font, fill=fill, anchor=anchor)
    d.text((xy[0] + 1, xy[1]), text, font=font, fill=fill, anchor=anchor)


def region_tag_space(spaces: Sequence[str]) -> str:
    """The space a region's name tag sits in: its top-left one (spaces are row-major)."""
    return spaces[0]


def _draw_map(d: ImageDraw.ImageDraw, view: Any) -> None:
    players = _get(view, "players")
    board: dict[str, int] = _get(view, "board")
    small, tiny, edge = _font(13), _font(12), _font(18)
    # coordinates along the edges (readable when Discord shrinks the picture)
    for c in range(10):
        _bold(d, (MAP_X + c * CELL + CELL // 2, MAP_Y - 5), "ABCDEFGHIJ"[c], edge, INK, "md")
    for r in range(8):
        _bold(d, (MAP_X - 9, MAP_Y + r * CELL + CELL // 2), str(r + 1), edge, INK, "rm")
    # spaces: terrain colour, the space label (bottom left) and the terrain letter (small, grey, bottom right)
    for lab in SPACES:
        x0, y0, x1, y1 = _cell_box(lab)
        t = terrain_of(lab)
        d.rectangle((x0, y0, x1, y1), fill=TERRAIN_FILL[t], outline=(90, 90, 90), width=1)
        d.text((x0 + 4, y1 - 3), lab, font=small, fill=INK, anchor="ld")
        d.text((x1 - 4, y1 - 3), TERRAIN_LETTER[t], font=tiny, fill=GREY, anchor="rd")
    # region borders: thick lines where the neighbour is another region or off the map
    for lab in SPACES:
        x0, y0, x1, y1 = _cell_box(lab)
        c, r = COORDS[lab]
        rid = SPACE_REGION[lab]
        for dc, dr, seg in ((0, -1, (x0, y0, x1, y0)), (1, 0, (x1, y0, x1, y1)),
                            (0, 1, (x0, y1, x1, y1)), (-1, 0, (x0, y0, x0, y1))):
            other = next((n for n in NEIGHBOURS[lab] if COORDS[n] == (c + dc, r + dr)), None)
            if other is None or SPACE_REGION[other] != rid:
                d.line(seg, fill=INK, width=5)
    # creatures: a disc in the player's colour, dark ring and white halo (it stands out on every
    # terrain), the creature's letter big and heavy (the terrain letters are small and grey)
    rad = 21
    big = _font(30)
    for lab, seat in board.items():
        x0, y0, x1, y1 = _cell_box(lab)
        cx, cy = (x0 + x1) // 2, y0 + 43
        p = players[seat]
        rgb = PLAYER_RGB.get(_get(p, "colour"), (128, 128, 128))
        d.ellipse((cx - rad - 2, cy - rad - 2, cx + rad + 2, cy + rad + 2), fill=WHITE)
        d.ellipse((cx - rad, cy - rad, cx + rad, cy + rad), fill=rgb, outline=INK, width=3)
        _bold(d, (cx, cy + 1), _get(p, "letter"), big, _text_colour(rgb), "mm")
    # region names (as the panel and the table name them), a tag at the top of the top-left space
    tag = _font(16)
    for reg in _get(view, "regions"):
        x0, y0, _, _ = _cell_box(region_tag_space(_get(reg, "spaces")))
        name = _get(reg, "name")
        w = int(tag.getlength(name)) + 11
        d.rectangle((x0 + 3, y0 + 3, x0 + 3 + w, y0 + 2 + TAG_H), fill=WHITE, outline=INK, width=1)
        _bold(d, (x0 + 8, y0 + 3 + TAG_H // 2), name, tag, INK, "lm")
    # region markers (Minor Scoring done): a dark badge "#n" at the top right of the region's last space
    badge = _font(16)
    for reg in _get(view, "regions"):
        marker = _get(reg, "marker")
        if marker is None:
            continue
        _, y0, x1, _ = _cell_box(_get(reg, "spaces")[-1])
        d.rounded_rectangle((x1 - 38, y0 + 4, x1 - 4, y0 + 24), radius=6, fill=INK, outline=WHITE, width=1)
        _bold(d, (x1 - 21, y0 + 14), f"#{marker}", badge, WHITE, "mm")


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


def _named(text: str, names: Sequence[str] | None) -> str:
    if names is None:
        return text
    return _SEAT_WORD.sub(lambda m: names[int(m[1])] if int(m[1]) < len(names) else m[0], text)


def _ability(aid: str) -> str:
    """An ability's name written out (``"intelligence"`` -> ``"Intelligence"``)."""
    return ABILITIES[aid].name if aid in ABILITIES else aid.capitalize()


def _wrap(text: str, font: Any, width: int) -> list[str]:
    """``text`` broken at spaces into lines no wider than ``width`` pixels."""
    lines: list[str] = []
    for word in text.split(" "):
        if lines and font.getlength(lines[-1] + " " + word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def _draw_panel(d: ImageDraw.ImageDraw, view: Any, names: Sequence[str] | None = None) -> None:
    players = _get(view, "players")
    x = PANEL_X
    y = MAP_Y
    f, fb, fs = _font(15), _font(17), _font(13)
    d.text((x, y), "Players (success / food / supply)", font=fb, fill=INK)
    y += 24
    turn = _get(view, "turn")
    for seat in _get(view, "order"):
        p = players[seat]
        rgb = PLAYER_RGB.get(_get(p, "colour"), (128, 128, 128))
        d.ellipse((x, y, x + 22, y + 22), fill=rgb, outline=INK, width=2)
        d.text((x + 11, y + 11), _get(p, "letter"), font=fs, fill=_text_colour(rgb), anchor="mm")
        mark = "> " if seat == turn else ""
        d.text((x + 28, y + 2), f"{mark}{_get(p, 'name')} ({_who(view, seat, names)}): {_get(p, 'success')} / "
               f"{_get(p, 'food')} / {_get(p, 'supply')}", font=f, fill=INK)
        abil = _get(p, "abilities")
        if abil:
            kinds = sorted(set(abil), key=abil.index)
            words = [_ability(a) + (f" x{abil.count(a)}" if abil.count(a) > 1 else "") for a in kinds]
            for line in _wrap("abilities: " + ", ".join(words), fs, WIDTH - 8 - (x + 28)):
                d.text((x + 28, y + 20), line, font=fs, fill=(50, 50, 50))
                y += 16
        y += 28
    y += 6
    d.text((x, y), "Adaptation per terrain", font=fb, fill=INK)
    y += 24
    col = 44
    d.text((x, y), "", font=f, fill=INK)
    for i, t in enumerate(TERRAINS):
        d.text((x + 30 + i * col, y), TERRAIN_LETTER[t], font=fb, fill=INK)
    y += 22
    for seat in _get(view, "order"):
        p = players[seat]
        d.text((x, y), _get(p, "letter"), font=fb, fill=INK)
        levels = _get(p, "levels")
        for i, t in enumerate(TERRAINS):
            d.text((x + 30 + i * col, y), LEVEL_SHORT.get(levels.get(t, "none"), "?"), font=f, fill=INK)
        y += 20
    d.text((x, y), "Mi migrate, Ex expand, At attack, - no action", font=fs, fill=(60, 60, 60))
    y += 26
    d.text((x, y), "Minor Scoring track", font=fb, fill=INK)
    y += 24
    taken = _get(view, "markers_taken")
    step = 26
    for i, v in enumerate(_get(view, "minor_track")):
        bx = x + i * step
        done = i < taken
        d.rectangle((bx, y, bx + step - 4, y + 22), fill=(200, 200, 200) if done else WHITE, outline=INK,
                    width=3 if i + 1 in (4, 8, 11) else 1)
        d.text((bx + step // 2 - 2, y + 11), str(v), font=f, fill=GREY if done else INK, anchor="mm")
        if done:
            d.line((bx + 4, y + 18, bx + step - 8, y + 4), fill=INK, width=2)
        d.text((bx + step // 2 - 2, y + 25), f"#{i + 1}", font=_font(11), fill=INK, anchor="ma")
    y += 42
    d.text((x, y), "#n: region marker n, left on the map", font=fs, fill=(60, 60, 60))
    d.text((x, y + 16), "by the n-th Minor Scoring (struck: done).", font=fs, fill=(60, 60, 60))
    d.text((x, y + 32), "Thick box: a Major Scoring follows it.", font=fs, fill=(60, 60, 60))


def _draw_header(d: ImageDraw.ImageDraw, view: Any, names: Sequence[str] | None = None) -> None:
    players = _get(view, "players")
    fb = _font(20)
    phase = _get(view, "phase")
    turn = _get(view, "turn")
    if phase == "over":
        head = "Game over. " + _named(_get(view, "end_reason") or "", names)
    elif phase == "play" and turn is not None:
        head = f"Turn {_get(view, 'turn_number')}: {_get(players[turn], 'name')} ({_who(view, turn, names)})"
    elif phase == "populate":
        head = "Populating the board"
    else:
        head = "Choosing creature charts"
    d.text((MAP_X, 14), "WildLife - " + head, font=fb, fill=INK)
    legend = "Terrain (small grey letter): " + ", ".join(f"{TERRAIN_LETTER[t]} {t.capitalize()}" for t in TERRAINS)
    y = MAP_Y + 8 * CELL + 8
    d.text((MAP_X, y), legend, font=_font(16), fill=INK)
    tokens = [p for p in players if _get(p, "creature") is not None]
    if tokens:
        d.text((MAP_X, y + 21), "Creatures (big disc): " + ", ".join(
            f"{_get(p, 'letter')} {_get(p, 'name')}" for p in tokens), font=_font(16), fill=INK)
    auction = _get(view, "auction")
    if auction is not None:
        card = _get(auction, "card")
        name = _get(card, "name") if card is not None else "first choice of creature"
        hb = _get(auction, "high_bidder")
        high = f"high bid {_get(auction, 'high')} by {_get(players[hb], 'name')}" if hb is not None else "no bid yet"
        d.text((MAP_X, y + 44), f"Auction: {name} card - {high}; "
               f"{_get(players[_get(auction, 'to_bid')], 'name')} to bid (minimum {_get(auction, 'min_bid')}).",
               font=_font(16), fill=INK)
    ev = _get(view, "last_events")
    if ev:
        d.text((MAP_X, y + 68), _named(ev[-1], names)[:140], font=_font(14), fill=(50, 50, 50))


def draw_board(view: Any, names: Sequence[str] | None = None, *, palette: bool = False) -> Image.Image:
    """The board picture of a WildLife view (a :class:`WLView` or its ``model_dump()``).

    Draw it from the spectator view (``GAME.view(state, None)``): it shows nothing private.
    ``names``: the players' names by seat, already made drawable (:func:`picture_name`),
    shown instead of the engine's 0-based "seat N". ``palette``: return a 64-colour palette
    image (a PNG about a third of the size; the board has few colours).
    """
    img = Image.new("RGB", (WIDTH, HEIGHT), (250, 248, 240))
    d = ImageDraw.Draw(img)
    _draw_header(d, view, names)
    _draw_map(d, view)
    _draw_panel(d, view, names)
    if palette:
        return img.quantize(colors=64, method=Image.Quantize.FASTOCTREE)
    return img


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
