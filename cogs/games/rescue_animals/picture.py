"""Pictures of Rescue Animals: the animals on display with their dice requirements as dice faces.

Pure drawing: imports only Pillow and the engine's view models (no Discord), reads only its
arguments, so the kit can run it in a worker thread (:class:`cogs.kit.Picture`).

:func:`draw_display` draws one row per displayed animal: on the left its name, its
protection points and bonus points per pair, and its special rule in words (or its area);
on the right its dice requirement drawn as dice — a black-die symbol is a **black die with
white pips**, a white-die symbol a **white die with black pips**, "any" a white die with a
**?**, and a special requirement a group of blank white dice joined by ``=``/``+`` (e.g.
``[ ] + [ ] = 8``). A legend along the bottom says which die meets which symbol.

With ``dice`` (a seat's private panel) a strip of the seat's own dice is drawn on top, each
die named under it ("white", "black", "gray") and set-aside dice framed and marked "SET
ASIDE"; the animals those dice meet get a thick frame and a check mark. Colour is never the
only cue: every die is named or shaped, so the picture reads in grey scale too.

The picture is 720 px wide (Discord shows embed images about 400-520 px wide) and about
100 px high per animal; it is returned as a 32-colour palette image, so its PNG is small.
"""
from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING

from PIL import Image, ImageDraw

from cogs.kit.fonts import FontT
from cogs.kit.fonts import font as kit_font
from engine.games.rescue_animals.requirement import SPECIAL_TEXT

if TYPE_CHECKING:
    from engine.games.rescue_animals.views import CardView, DiceView

Ink = tuple[int, int, int]

# ------------------------------------------------------------------ geometry and palette
WIDTH = 720
MARGIN = 12
ROW_H = 96
ROW_GAP = 8
LEFT_W = 340        # name and points column
DIE = 46            # a requirement die
GROUP_DIE = 40      # a die of a special group
OWN_DIE = 56        # the seat's own dice
GAP = 6
CHECK = 40          # the "your dice fit" mark
STRIP_H = 22 + OWN_DIE + 46
LEGEND_H = 36

INK: Ink = (26, 26, 26)
PAPER: Ink = (244, 239, 230)
CARD: Ink = (255, 255, 255)
MUTED: Ink = (80, 80, 80)
WHITE_DIE: Ink = (255, 255, 255)
BLACK_DIE: Ink = (26, 26, 26)
GRAY_DIE: Ink = (160, 160, 160)
PROTECT_FILL: Ink = (33, 94, 58)
BONUS_FILL: Ink = (140, 80, 8)

SPECIAL_SHAPE: dict[str, tuple[str, ...]] = {
    # blank white dice ("d") joined by operators
    "three_same": ("d", "=", "d", "=", "d"),
    "three_sum_10": ("d", "+", "d", "+", "d", "= 10"),
    "pair_sum_8": ("d", "+", "d", "= 8"),
    "two_pairs_equal_sum": ("d", "+", "d", "=", "d", "+", "d"),
    "pair_same": ("d", "=", "d"),
}
SPECIAL_CAPTION: dict[str, str] = {
    "three_same": "Special: 3 white dice, same number",
    "three_sum_10": "Special: 3 white dice adding up to 10",
    "pair_sum_8": "Special: 2 white dice adding up to 8",
    "two_pairs_equal_sum": "Special: 2 white dice = sum of 2 others",
    "pair_same": "Special: 2 white dice, same number",
}

PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}


def font(size: int) -> FontT:
    """Pillow's bundled font at ``size`` px (no font file needed)."""
    return kit_font(size, system=False)


def text_w(draw: ImageDraw.ImageDraw, text: str, size: int) -> float:
    """Width of ``text`` at ``size`` px."""
    return draw.textlength(text, font=font(size))


def fitting_size(draw: ImageDraw.ImageDraw, text: str, sizes: Sequence[int], width: float) -> int:
    """The first size in ``sizes`` at which ``text`` is at most ``width`` wide (else the last)."""
    return next((s for s in sizes if text_w(draw, text, s) <= width), sizes[-1])


# ------------------------------------------------------------------ dice
def draw_die(draw: ImageDraw.ImageDraw, x: float, y: float, size: int, color: str, value: int | str | None) -> None:
    """One die at ``(x, y)``: ``color`` "black" (white pips), "white" or "gray" (black pips);
    ``value`` 1-6 as pips, ``"?"`` (any number) or ``"-"`` (unrolled) as a glyph, None blank."""
    fill = {"black": BLACK_DIE, "gray": GRAY_DIE}.get(color, WHITE_DIE)
    pip = WHITE_DIE if color == "black" else INK
    draw.rounded_rectangle((x, y, x + size, y + size), radius=size // 6, fill=fill, outline=INK, width=2)
    if isinstance(value, int) and value in PIPS:
        r = max(2.0, size * 0.09)
        for px, py in PIPS[value]:
            cx, cy = x + px * size, y + py * size
            draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=pip)
    elif isinstance(value, str) and value:
        draw.text((x + size / 2, y + size / 2), value, fill=pip, font=font(int(size * 0.7)), anchor="mm")


def draw_requirement(draw: ImageDraw.ImageDraw, x: float, y: float, card: CardView) -> float:
    """The card's dice at ``(x, y)`` (``y`` is the row's middle): the black-die symbol, the
    white-die symbols ("any" = "?"), then the special group. Returns the right edge."""
    req = card.requirement
    if req.black is not None:
        draw_die(draw, x, y - DIE / 2, DIE, "black", req.black)
        x += DIE + GAP
    for symbol in req.white:
        draw_die(draw, x, y - DIE / 2, DIE, "white", "?" if symbol == "any" else int(symbol))
        x += DIE + GAP
    if req.special:
        if req.black is not None or req.white:
            x += 8
        for part in SPECIAL_SHAPE.get(req.special, ()):
            if part == "d":
                draw_die(draw, x, y - GROUP_DIE / 2, GROUP_DIE, "white", None)
                x += GROUP_DIE + 3
            else:
                draw.text((x + 4, y), part, fill=INK, font=font(24), anchor="lm")
                x += text_w(draw, part, 24) + 11
    return x


def draw_check(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
    """A filled circle with a check mark (the dice fit), centred on ``(x, y)``."""
    r = CHECK / 2
    draw.ellipse((x - r, y - r, x + r, y + r), fill=INK)
    draw.line([(x - r * 0.5, y), (x - r * 0.12, y + r * 0.4), (x + r * 0.5, y - r * 0.38)], fill=WHITE_DIE, width=5)


def badge(draw: ImageDraw.ImageDraw, x: float, y: float, text: str, fill: Ink) -> float:
    """A filled label with white text; returns its right edge."""
    w = text_w(draw, text, 17) + 14
    draw.rounded_rectangle((x, y, x + w, y + 26), radius=6, fill=fill)
    draw.text((x + 7, y + 13), text, fill=WHITE_DIE, font=font(17), anchor="lm")
    return x + w


# ------------------------------------------------------------------ rows
def draw_row(draw: ImageDraw.ImageDraw, y: float, card: CardView, fits: bool) -> None:
    """One displayed animal: name, points and special rule (or area) on the left, its dice on
    the right; a thick frame and a check mark when the seat's dice fit."""
    x = MARGIN
    draw.rounded_rectangle((x, y, WIDTH - MARGIN, y + ROW_H), radius=10, fill=CARD, outline=INK, width=5 if fits else 2)
    left = x + 12
    size = fitting_size(draw, card.name, (24, 21, 18, 16), LEFT_W - 16)
    draw.text((left, y + 8), card.name, fill=INK, font=font(size))
    right = badge(draw, left, y + 38, f"Protection {card.protection}", PROTECT_FILL)
    badge(draw, right + 6, y + 38, f"Bonus +{card.bonus} per pair", BONUS_FILL)
    special = card.requirement.special
    note = SPECIAL_CAPTION.get(special, SPECIAL_TEXT.get(special, special)) if special else card.area
    draw.text((left, y + 70), note, fill=INK if special else MUTED, font=font(fitting_size(draw, note, (16, 14), LEFT_W)))
    draw_requirement(draw, x + LEFT_W + 12, y + ROW_H / 2, card)
    if fits:
        cx = WIDTH - MARGIN - 12 - CHECK / 2
        draw_check(draw, cx, y + ROW_H / 2 - 8)
        draw.text((cx, y + ROW_H / 2 + CHECK / 2 - 4), "FITS", fill=INK, font=font(14), anchor="mt")


def draw_strip(draw: ImageDraw.ImageDraw, x: float, y: float, dice: DiceView) -> None:
    """The seat's own dice, each named under it; set-aside dice framed and marked "SET ASIDE"."""
    draw.text((x, y), "YOUR DICE", fill=MUTED, font=font(16))
    y += 24
    for color, value, aside in zip(dice.colors, dice.values, dice.aside, strict=True):
        if aside:
            draw.rounded_rectangle((x - 6, y - 6, x + OWN_DIE + 6, y + OWN_DIE + 6), radius=12, outline=INK, width=4)
        draw_die(draw, x, y, OWN_DIE, color, value if value else "-")
        draw.text((x + OWN_DIE / 2, y + OWN_DIE + 9), color, fill=INK, font=font(16), anchor="mt")
        if aside:
            draw.text((x + OWN_DIE / 2, y + OWN_DIE + 28), "SET ASIDE", fill=INK, font=font(13), anchor="mt")
        x += OWN_DIE + 34


def draw_legend(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
    """A key along the bottom: which die meets which symbol."""
    small = 24
    for color, value, text in (("black", 3, "black die only"), ("white", 3, "white or gray die"),
                               ("white", "?", "any number")):
        draw_die(draw, x, y, small, color, value)
        draw.text((x + small + 7, y + small / 2), text, fill=INK, font=font(17), anchor="lm")
        x += small + 7 + text_w(draw, text, 17) + 26


def draw_display(cards: Sequence[CardView], *, dice: DiceView | None = None, fits: Collection[int] = ()) -> Image.Image:
    """The display as a picture (see the module docstring).

    ``cards``: the displayed animals in display order (empty slots left out). ``dice``: the
    seat's own dice, for a panel (None for the public table). ``fits``: uids of the cards the
    dice meet. Returns a palette ("P") image 720 px wide.
    """
    rows = max(1, len(cards))
    height = MARGIN + (STRIP_H if dice is not None else 0) + rows * (ROW_H + ROW_GAP) + LEGEND_H + MARGIN
    image = Image.new("RGB", (WIDTH, height), PAPER)
    draw = ImageDraw.Draw(image)
    y = MARGIN
    if dice is not None:
        draw_strip(draw, MARGIN + 8, y, dice)
        y += STRIP_H
    if not cards:
        draw.text((MARGIN + 8, y + ROW_H / 2), "The display is empty: the next round is being dealt.",
                  fill=INK, font=font(20), anchor="lm")
    for i, card in enumerate(cards):
        draw_row(draw, y + i * (ROW_H + ROW_GAP), card, card.uid in fits)
    draw_legend(draw, MARGIN + 4, y + rows * (ROW_H + ROW_GAP) + 4)
    return image.quantize(colors=32, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)


__all__ = ["draw_check", "draw_die", "draw_display", "draw_legend", "draw_requirement", "draw_row", "draw_strip"]
