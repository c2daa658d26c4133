"""Pictures of Rescue Animals: the animals on display with their dice requirements as dice faces.

Pure drawing: imports only Pillow, the engine's view models and the catalog (no Discord), reads
only its arguments, so the kit can run it in a worker thread (:class:`cogs.kit.pictures.Picture`).
Every label is in the ``lang`` it is given (``ra-pic-…``, ``ra-animal``, ``ra-area``).

:func:`draw_display` draws one row per displayed animal: its name and, right-aligned, its
dice requirement drawn as dice — a black-die symbol is a **black die with white pips**, a
white-die symbol a **white die with black pips**, "any" a white die with a **?**, and a
special requirement a group of blank white dice joined by ``=``/``+`` (e.g. ``[ ] + [ ] = 8``);
under them its protection points and bonus points per pair, then its special rule in words
(or its area); a name too long for one line beside its dice takes two, never cut. A legend
along the bottom says which die meets which symbol, with blank dice (a die with pips there
would read as "needs that number"), and what the pips mean.

With ``dice`` (a seat's private panel) a strip of the seat's own dice is drawn on top, each
die named under it ("white", "black", "gray"): those rolled under "YOUR DICE", those set
aside framed under "SET ASIDE"; the animals those dice meet get a thick frame, a check mark
and "FITS". Colour is never the only cue: every die is named or shaped, so the picture reads
in grey scale too.

The picture is 600 px wide and 140 px high per animal; every label is sized from that width
so that it is at least 10 px tall when Discord shows it 400 px wide (:mod:`cogs.kit.labels`).
It is mapped to a fixed palette (no palette search per frame), so its PNG is small.
"""
from __future__ import annotations

from collections.abc import Callable, Collection, Hashable, Sequence
from functools import lru_cache, partial
from typing import TYPE_CHECKING

from PIL import Image, ImageDraw

from cogs.kit.fonts import FontT
from cogs.kit.fonts import font as kit_font
from cogs.kit.labels import Sprite, draw_on, readable_size, recording, sprite, stamp
from cogs.kit.pictures import fixed_palette, to_palette
from cogs.lang import SOURCE, Lang, t
from cogs.lang.pseudo import balanced_lines

if TYPE_CHECKING:
    from engine.games.rescue_animals.views import CardView, DiceView

Ink = tuple[int, int, int]

# ------------------------------------------------------------------ geometry and palette
WIDTH = 600
MARGIN = 12
DIE = 46            # a requirement die
GROUP_DIE = 40      # a die of a special group
OWN_DIE = 56        # the seat's own dice
GAP = 6
CHECK = 40          # the "your dice fit" mark


def font(size: int) -> FontT:
    """DejaVu Sans Condensed (narrow, so the words fit; shipped with the bot, :mod:`cogs.kit.fonts`)."""
    return kit_font(size, condensed=True)


LABEL = readable_size(WIDTH, font) + 1
"""Font size of every label: the smallest that reads at 400 px (plus one for rounding)."""
BADGE_H = LABEL + 10
ROW_H = 8 + DIE + 6 + BADGE_H + 6 + LABEL + 12
ROW_GAP = 8
CHECK_Y = 8 + DIE + 6 + BADGE_H // 2
"""The check mark's centre below a row's top."""
OWN_STEP = OWN_DIE + 34
STRIP_H = LABEL + 8 + OWN_DIE + 8 + LABEL + 14
LEGEND_DIE = round(LABEL / 0.7) + 1
LEGEND_H = LEGEND_DIE + 8 + LABEL + 14
"""The legend: a row of blank dice with words, then a line on what the pips mean."""

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

PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}


def text_w(draw: ImageDraw.ImageDraw, text: str, size: int) -> float:
    """Width of ``text`` at ``size`` px."""
    return draw.textlength(text, font=font(size))


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


def requirement_width(draw: ImageDraw.ImageDraw, card: CardView) -> float:
    """How wide :func:`draw_requirement` draws the card's dice."""
    req = card.requirement
    w: float = (DIE + GAP) * ((req.black is not None) + len(req.white))
    if req.special:
        if req.black is not None or req.white:
            w += 8
        for part in SPECIAL_SHAPE.get(req.special, ()):
            w += GROUP_DIE + 3 if part == "d" else text_w(draw, part, LABEL + 1) + 11
    return w


def draw_requirement(draw: ImageDraw.ImageDraw, x: float, y: float, card: CardView) -> float:
    """The card's dice at ``(x, y)`` (``y`` is the dice's middle): the black-die symbol, the
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
                draw.text((x + 4, y), part, fill=INK, font=font(LABEL + 1), anchor="lm")
                x += text_w(draw, part, LABEL + 1) + 11
    return x


def draw_check(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
    """A filled circle with a check mark (the dice fit), centred on ``(x, y)``."""
    r = CHECK / 2
    draw.ellipse((x - r, y - r, x + r, y + r), fill=INK)
    draw.line([(x - r * 0.5, y), (x - r * 0.12, y + r * 0.4), (x + r * 0.5, y - r * 0.38)], fill=WHITE_DIE, width=5)


def badge(draw: ImageDraw.ImageDraw, x: float, y: float, text: str, fill: Ink) -> float:
    """A filled label with white text; returns its right edge."""
    w = text_w(draw, text, LABEL) + 14
    draw.rounded_rectangle((x, y, x + w, y + BADGE_H), radius=6, fill=fill)
    draw.text((x + 7, y + BADGE_H / 2), text, fill=WHITE_DIE, font=font(LABEL), anchor="lm")
    return x + w


def _fit(draw: ImageDraw.ImageDraw, text: str, size: int, width: float) -> str:
    """``text`` shortened with "…" until it is at most ``width`` wide at ``size`` px."""
    if text_w(draw, text, size) <= width:
        return text
    while text and text_w(draw, text + "…", size) > width:
        text = text[:-1]
    return text.rstrip() + "…"


def name_lines(draw: ImageDraw.ImageDraw, name: str, width: float) -> tuple[int, list[str]]:
    """An animal's name in ``width`` px: ``(font size, lines)``, one line at the largest size
    that fits (:data:`LABEL` + 3 down to :data:`LABEL`), else two lines at :data:`LABEL` broken
    between words ("Northern Hairy-nosed" / "Wombat", then at a hyphen), so a long name is never
    cut; only a single word wider than the room is shortened with "…"."""
    for size in (LABEL + 3, LABEL + 1, LABEL):
        if text_w(draw, name, size) <= width:
            return size, [name]
    words = name.replace("-", "-\n").replace(" ", " \n").split("\n")
    for k in range(len(words) - 1, 0, -1):
        first, second = "".join(words[:k]).strip(), "".join(words[k:]).strip()
        if text_w(draw, first, LABEL) <= width:
            return LABEL, balanced_lines([first, _fit(draw, second, LABEL, width)])
    return LABEL, [_fit(draw, name, LABEL, width)]


# ------------------------------------------------------------------ rows
def draw_row(draw: ImageDraw.ImageDraw, y: float, card: CardView, fits: bool, lang: Lang = SOURCE) -> None:
    """One displayed animal: its name and, right-aligned, its dice; its protection and bonus
    badges (and, when the seat's dice fit, a check mark and "FITS" at the right); its special
    rule (or area) across the row. A thick frame when the dice fit."""
    x = MARGIN
    draw.rounded_rectangle((x, y, WIDTH - MARGIN, y + ROW_H), radius=10, fill=CARD, outline=INK, width=5 if fits else 2)
    left = x + 12
    right = WIDTH - MARGIN - 12
    dice_w = requirement_width(draw, card)
    room = right - dice_w - 12 - left
    size, lines = name_lines(draw, t(lang, "ra-animal", key=card.key), room)
    mid = y + 8 + DIE / 2
    step = LABEL + 5
    for k, line in enumerate(lines):
        draw.text((left, mid + (k - (len(lines) - 1) / 2) * step), line, fill=INK, font=font(size), anchor="lm")
    draw_requirement(draw, right - dice_w, y + 8 + DIE / 2, card)
    by = y + 8 + DIE + 6
    end = badge(draw, left, by, t(lang, "ra-pic-protection", points=card.protection), PROTECT_FILL)
    badge(draw, end + 6, by, t(lang, "ra-pic-bonus", points=card.bonus), BONUS_FILL)
    special = card.requirement.special
    note = (t(lang, "ra-pic-special", special=special) if special
            else t(lang, "ra-area", area=card.area.replace(" ", "_")))
    draw.text((left, by + BADGE_H + 6), _fit(draw, note, LABEL, right - left), fill=INK if special else MUTED,
              font=font(LABEL))
    if fits:
        cx = WIDTH - MARGIN - 12 - CHECK / 2
        draw_check(draw, cx, y + CHECK_Y)
        draw.text((cx - CHECK / 2 - 6, y + CHECK_Y), t(lang, "ra-pic-fits"), fill=INK, font=font(LABEL), anchor="rm")


OWN_FRAME = 5
"""How far a set-aside die's frame stands out around the die, in px."""
OWN_H = OWN_FRAME + OWN_DIE + 8 + LABEL + 14
"""A die of the strip with its name under it (:func:`own_die`), from its frame's top."""


def own_die(color: str, value: int, aside: bool, lang: Lang = SOURCE) -> Sprite:
    """One of the seat's own dice as the strip shows it: the die (``value`` 0: unrolled, a
    "-"), framed when set ``aside``, its colour named under it, on the paper. Drawn once per
    (colour, value, set aside) and stamped by :func:`strip_sprite`; the die's top-left is at
    ``(OWN_FRAME, OWN_FRAME)`` and the sprite is :data:`OWN_STEP` wide (the step between dice)."""
    def draw(d: ImageDraw.ImageDraw) -> None:
        if aside:
            d.rounded_rectangle((0, 0, OWN_DIE + 2 * OWN_FRAME, OWN_DIE + 2 * OWN_FRAME), radius=12, outline=INK,
                                width=4)
        draw_die(d, OWN_FRAME, OWN_FRAME, OWN_DIE, color, value if value else "-")
        name = t(lang, "ra-pic-die", colour=color)
        centre = max(OWN_FRAME + OWN_DIE / 2, d.textlength(name, font=font(LABEL)) / 2 + 1)  # a long name stays whole
        d.text((centre, OWN_FRAME + OWN_DIE + 8), name, fill=INK, font=font(LABEL), anchor="ma")

    return _cached(_DICE, (color, value, aside, lang, LABEL), lambda: sprite((OWN_STEP, OWN_H), draw, PAPER))


def strip_sprite(dice: DiceView, x: int = MARGIN + 8, lang: Lang = SOURCE) -> Sprite:
    """The seat's own dice (:data:`STRIP_H` high, the picture's width), each named under it:
    those rolled under "YOUR DICE", those set aside framed under "SET ASIDE" (a word and a
    frame, not only a colour), from ``x``. Each die is a stamp of :func:`own_die`, so a new roll
    draws no die, only the two headings."""
    image = Image.new("RGB", (WIDTH, STRIP_H), PAPER)
    with recording() as labels:
        draw = draw_on(image)
        for heading, aside in ((t(lang, "ra-pic-your-dice"), False), (t(lang, "ra-pic-set-aside"), True)):
            dice_here = [(c, v) for c, v, a in zip(dice.colors, dice.values, dice.aside, strict=True) if a == aside]
            if not dice_here:
                continue
            dx = x
            for color, value in dice_here:
                stamp(image, own_die(color, value, aside, lang), (dx - OWN_FRAME, LABEL + 8 - OWN_FRAME))
                dx += OWN_STEP
            draw.text((x, 0), heading, fill=MUTED, font=font(LABEL))  # after the dice: their paper stays under it
            x = round(max(dx, x + text_w(draw, heading, LABEL) + 16) + 24)
    return Sprite(image, tuple(labels.items))


def draw_legend(draw: ImageDraw.ImageDraw, x: float, y: float, lang: Lang = SOURCE) -> None:
    """A key along the bottom: which die meets which symbol, drawn as blank dice (a die with pips
    in the key would read as "needs that number"), then what the pips mean."""
    small = LEGEND_DIE
    left = x
    for color, value, text in (("black", None, t(lang, "ra-pic-legend-black")),
                               ("white", None, t(lang, "ra-pic-legend-white")),
                               ("white", "?", t(lang, "ra-pic-legend-any"))):
        draw_die(draw, x, y, small, color, value)
        draw.text((x + small + 6, y + small / 2), text, fill=INK, font=font(LABEL), anchor="lm")
        x += small + 6 + text_w(draw, text, LABEL) + 16
    draw.text((left, y + small + 8), t(lang, "ra-pic-legend-pips"), fill=INK, font=font(LABEL))


def draw_display(cards: Sequence[CardView], *, dice: DiceView | None = None, fits: Collection[int] = (),
                 lang: Lang = SOURCE) -> Image.Image:
    """The display as a picture (see the module docstring).

    ``cards``: the displayed animals in display order (empty slots left out). ``dice``: the
    seat's own dice, for a panel (None for the public table). ``fits``: uids of the cards the
    dice meet. ``lang``: the labels' language. Returns a palette ("P") image 600 px wide.
    """
    rows = max(1, len(cards))
    height = MARGIN + (STRIP_H if dice is not None else 0) + rows * (ROW_H + ROW_GAP) + LEGEND_H + MARGIN
    image = Image.new("RGB", (WIDTH, height), PAPER)
    draw = draw_on(image)
    y = MARGIN
    if dice is not None:
        key = (tuple(dice.values), tuple(dice.aside), tuple(dice.colors), lang, LABEL)
        stamp(image, _cached(_STRIPS, key, lambda: strip_sprite(dice, lang=lang)), (0, y))
        y += STRIP_H
    if not cards:
        draw.text((MARGIN + 8, y + ROW_H / 2), _fit(draw, t(lang, "ra-pic-empty"),
                  LABEL, WIDTH - 2 * MARGIN - 16), fill=INK, font=font(LABEL), anchor="lm")
    for i, card in enumerate(cards):
        fit = card.uid in fits
        row = _cached(_ROWS, (card.uid, fit, lang, LABEL), partial(_row, card, fit, lang))
        stamp(image, row, (0, y + i * (ROW_H + ROW_GAP)))
    legend = _cached(_ROWS, ("legend", lang, LABEL), partial(_legend_sprite, lang))
    stamp(image, legend, (0, y + rows * (ROW_H + ROW_GAP)))
    return to_palette(image, _palette())


def _legend_sprite(lang: Lang = SOURCE) -> Sprite:
    return sprite((WIDTH, LEGEND_H), lambda d: draw_legend(d, MARGIN + 4, 4, lang), PAPER)


def legend_image(lang: Lang = SOURCE) -> Image.Image:
    """The legend alone, as drawn under the display (for a test to look at)."""
    piece = _legend_sprite(lang)
    image = Image.new("RGB", piece.image.size, PAPER)
    stamp(image, piece, (0, 0))
    return image


def _row(card: CardView, fits: bool, lang: Lang = SOURCE) -> Sprite:
    return sprite((WIDTH, ROW_H + 1), lambda d: draw_row(d, 0, card, fits, lang), PAPER)


_ROWS: dict[Hashable, Sprite] = {}
"""A displayed animal's row (by card, fitting or not) and the legend, drawn once each."""
_STRIPS: dict[Hashable, Sprite] = {}
"""The seat's dice strip, by dice (values, set aside, colours)."""
_DICE: dict[Hashable, Sprite] = {}
"""One die of the strip with its name (:func:`own_die`), by colour, value and set aside."""


def _cached(cache: dict[Hashable, Sprite], key: Hashable, make: Callable[[], Sprite], size: int = 512) -> Sprite:
    hit = cache.get(key)
    if hit is None:
        if len(cache) >= size:
            cache.pop(next(iter(cache)))
        hit = cache[key] = make()
    return hit


@lru_cache(maxsize=1)
def _palette() -> Image.Image:
    keys = [INK, PAPER, CARD, MUTED, WHITE_DIE, BLACK_DIE, GRAY_DIE, PROTECT_FILL, BONUS_FILL]
    return fixed_palette(keys, blend_with=(INK, WHITE_DIE, PAPER), greys=16)


__all__ = ["draw_check", "draw_die", "draw_display", "draw_legend", "draw_requirement", "draw_row", "own_die",
           "strip_sprite"]
