"""The picture of the trick in progress (or, between tricks, the last trick of the round).

Pure drawing: :func:`draw_trick` reads only its arguments (a spectator
:class:`~engine.games.mission_wild_life.views.MWLView` and the players' plain names) and
returns a Pillow image. It imports Pillow and the engine's view models, nothing of
Discord; the kit runs it in a worker thread and caches the PNG per match version
(:class:`cogs.kit.Picture`).

What it shows, left to right in play order from the trick's leader:

* one card per play: a rounded rectangle in the card's colour, its number large, a badge
  that reads without colour (a drawn sun for gold, a cloud for gray, the letter R, G or B
  otherwise) and the colour's name under the number;
* the player's name under each card ("leads" under the leader's);
* an empty slot for each player yet to play, outlined brightly for the player to act;
* a header with the round, the trick number and the led colour; a footer with the legend.

When no card is on the table it draws the round's last trick instead, with its winner's
card outlined in gold and "wins" under the name. A trick of 3-5 players is 520-736 pixels
wide and 336 high; the PNG (64-colour palette) is 6-12 KB, drawn and encoded in about 20 ms
(p99 26 ms, ``python -m bench render``; target 50 ms and 200 KB).
"""
from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from cogs.kit.fonts import FontT
from cogs.kit.fonts import font as kit_font
from engine.games.mission_wild_life.views import CardView, MWLView, PlayView

BACKGROUND = (43, 45, 49)
TEXT = (242, 243, 245)
MUTED = (160, 165, 174)
SLOT = (56, 58, 64)
SLOT_EDGE = (96, 100, 108)
TURN_EDGE = (88, 101, 242)
WIN_EDGE = (255, 213, 74)

FILL: dict[str, tuple[int, int, int]] = {
    "red": (214, 69, 69),
    "green": (46, 158, 79),
    "blue": (47, 111, 214),
    "gold": (240, 185, 35),
    "gray": (150, 156, 164),
}
"""Card fills. Gold and gray are light, so their number is drawn dark."""
INK: dict[str, tuple[int, int, int]] = {
    "red": (255, 255, 255), "green": (255, 255, 255), "blue": (255, 255, 255),
    "gold": (40, 30, 0), "gray": (20, 22, 26),
}
LETTER: dict[str, str] = {"red": "R", "green": "G", "blue": "B", "gold": "S", "gray": "C"}
NAME: dict[str, str] = {"red": "RED", "green": "GREEN", "blue": "BLUE", "gold": "GOLD", "gray": "GRAY"}
LED_WORDS: dict[str, str] = {
    "red": "Red", "green": "Green", "blue": "Blue", "gold": "Gold (sun, trump)", "gray": "Gray (cloud, evade)",
}

CARD_W, CARD_H, GAP, MARGIN = 120, 168, 22, 24
HEADER_H, NAME_H, FOOTER_H = 64, 50, 34
RADIUS = 14
PALETTE = 64


def font(size: int, bold: bool = True) -> FontT:
    """DejaVu Sans (wide script coverage) when the system has it, else Pillow's built-in font."""
    return kit_font(size, bold=bold)


@lru_cache(maxsize=4096)
def _has_glyph(f: FontT, ch: str) -> bool:
    mask = f.getmask(ch)
    missing = f.getmask("\uffff")
    return (mask.size, bytes(mask)) != (missing.size, bytes(missing)) or ch == " "


def plain(text: str, f: FontT) -> str:
    """``text`` with every character the font cannot draw left out (emoji, rare scripts), and
    runs of spaces collapsed."""
    return " ".join("".join(ch for ch in text if ch.isprintable() and _has_glyph(f, ch)).split())


def fit(text: str, f: FontT, width: float) -> str:
    """``text`` shortened with "…" until it is at most ``width`` pixels wide in ``f``."""
    if f.getlength(text) <= width:
        return text
    while text and f.getlength(text + "…") > width:
        text = text[:-1]
    return text.rstrip() + "…"


def _sun(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: tuple[int, int, int]) -> None:
    """A sun: a disc and eight rays."""
    import math

    for k in range(8):
        a = k * math.pi / 4
        d.line(
            [(cx + math.cos(a) * r * 0.62, cy + math.sin(a) * r * 0.62), (cx + math.cos(a) * r, cy + math.sin(a) * r)],
            fill=ink, width=max(2, int(r / 5)),
        )
    d.ellipse([cx - r * 0.45, cy - r * 0.45, cx + r * 0.45, cy + r * 0.45], fill=ink)


def _cloud(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: tuple[int, int, int]) -> None:
    """A cloud: three overlapping discs on a flat base."""
    d.ellipse([cx - r * 0.95, cy - r * 0.15, cx - r * 0.25, cy + r * 0.55], fill=ink)
    d.ellipse([cx - r * 0.5, cy - r * 0.6, cx + r * 0.35, cy + r * 0.3], fill=ink)
    d.ellipse([cx + r * 0.05, cy - r * 0.3, cx + r * 0.85, cy + r * 0.5], fill=ink)
    d.rectangle([cx - r * 0.6, cy + r * 0.1, cx + r * 0.5, cy + r * 0.55], fill=ink)


def badge(d: ImageDraw.ImageDraw, colour: str, cx: float, cy: float, r: float) -> None:
    """The colour's sign that reads without colour: a sun (gold), a cloud (gray), or the letter
    R, G or B in a white disc."""
    if colour == "gold":
        _sun(d, cx, cy, r, INK["gold"])
    elif colour == "gray":
        _cloud(d, cx, cy, r, (255, 255, 255))
    else:
        d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=(255, 255, 255))
        d.text((cx, cy), LETTER[colour], font=font(int(r * 1.3)), fill=FILL[colour], anchor="mm")


def draw_card(d: ImageDraw.ImageDraw, card: CardView, x: int, y: int, *, edge: tuple[int, int, int] | None = None) -> None:
    """One card with its top-left corner at ``(x, y)``: fill, big number, badges, colour name."""
    if edge is not None:
        d.rounded_rectangle([x - 5, y - 5, x + CARD_W + 5, y + CARD_H + 5], RADIUS + 4, fill=edge)
    d.rounded_rectangle([x, y, x + CARD_W, y + CARD_H], RADIUS, fill=FILL[card.colour], outline=(255, 255, 255), width=3)
    ink = INK[card.colour]
    badge(d, card.colour, x + 24, y + 24, 14)
    badge(d, card.colour, x + CARD_W - 24, y + 24, 14)
    shadow = (0, 0, 0) if ink == (255, 255, 255) else (255, 255, 255)
    d.text((x + CARD_W / 2, y + CARD_H / 2 + 2), str(card.number), font=font(76), fill=ink, anchor="mm",
           stroke_width=2, stroke_fill=shadow)
    d.text((x + CARD_W / 2, y + CARD_H - 22), NAME[card.colour], font=font(15), fill=ink, anchor="mm")


def draw_slot(d: ImageDraw.ImageDraw, x: int, y: int, *, to_play: bool) -> None:
    """An empty place for a player yet to play (brightly outlined for the player to act)."""
    edge = TURN_EDGE if to_play else SLOT_EDGE
    d.rounded_rectangle([x, y, x + CARD_W, y + CARD_H], RADIUS, fill=SLOT, outline=edge, width=4 if to_play else 2)
    d.text((x + CARD_W / 2, y + CARD_H / 2), "to play" if to_play else "waiting", font=font(18),
           fill=TEXT if to_play else MUTED, anchor="mm")


def trick_shown(view: MWLView) -> tuple[str, list[int], dict[int, CardView], int | None, str | None]:
    """What the picture shows: ``(which, seats in play order, card by seat, winner, led colour)``.

    ``which`` is ``"trick"`` (the trick in progress, with empty places) or ``"last"`` (no card
    is on the table: the round's last trick), or ``"none"`` when there is nothing to draw
    (passing, game over)."""
    if view.phase != "play":
        return "none", [], {}, None, None
    last = view.last_trick
    if not view.trick and last is not None and last.round == view.round:
        plays: Sequence[PlayView] = last.plays
        led = plays[0].card.colour if plays else None
        return "last", [p.seat for p in plays], {p.seat: p.card for p in plays}, last.winner, led
    order = [(view.leader + i) % view.seats for i in range(view.seats)]
    return "trick", order, {p.seat: p.card for p in view.trick}, None, view.led_colour


def draw_trick(view: MWLView, names: Sequence[str]) -> Image.Image:
    """The trick picture for the spectator ``view``; ``names`` are the players' plain names by
    seat (characters the font lacks are left out). Raises ValueError when there is no trick to
    draw (the pass phase or a finished game: check :func:`trick_shown` first)."""
    which, order, cards, winner, led = trick_shown(view)
    if which == "none":
        raise ValueError(f"no trick to draw in phase {view.phase!r}")
    n = max(len(order), 1)
    width = max(MARGIN * 2 + n * CARD_W + (n - 1) * GAP, 520)
    height = HEADER_H + CARD_H + NAME_H + FOOTER_H + 20
    image = Image.new("RGB", (width, height), BACKGROUND)
    d = ImageDraw.Draw(image)

    # header: which trick, and the led colour with its sign
    f_title, f_small = font(22), font(17, bold=False)
    if which == "trick":
        title = f"Round {view.round} · trick {view.trick_number} of {view.tricks_per_round}"
    else:
        won_by = names[winner] if winner is not None and winner < len(names) else "?"
        number = view.last_trick.number if view.last_trick is not None else view.trick_number - 1
        title = f"Last trick ({number} of {view.tricks_per_round}) won by {plain(won_by, f_title) or '?'}"
    d.text((MARGIN, 14), fit(title, f_title, width - 2 * MARGIN), font=f_title, fill=TEXT)
    if led is None:
        led_text = "Nothing led yet: the leader may play any card"
        d.text((MARGIN, 42), led_text, font=f_small, fill=MUTED)
    else:
        d.rounded_rectangle([MARGIN, 41, MARGIN + 20, 61], 4, fill=FILL[led])
        badge(d, led, MARGIN + 10, 51, 7)
        d.text((MARGIN + 28, 42), f"{LED_WORDS[led]} led", font=f_small, fill=TEXT)

    # the cards, in play order
    y = HEADER_H + 8
    f_name = font(16, bold=False)
    for i, seat in enumerate(order):
        x = MARGIN + i * (CARD_W + GAP)
        card = cards.get(seat)
        if card is not None:
            draw_card(d, card, x, y, edge=WIN_EDGE if seat == winner else None)
        else:
            draw_slot(d, x, y, to_play=seat == view.turn)
        name = names[seat] if seat < len(names) else f"Seat {seat + 1}"
        name = plain(name, f_name) or f"Seat {seat + 1}"
        d.text((x + CARD_W / 2, y + CARD_H + 16), fit(name, f_name, CARD_W + GAP - 4), font=f_name, fill=TEXT, anchor="mm")
        note = "wins" if seat == winner else ("leads" if i == 0 else "")
        if note:
            d.text((x + CARD_W / 2, y + CARD_H + 36), note, font=font(14), fill=WIN_EDGE if seat == winner else MUTED,
                   anchor="mm")

    # legend
    fy = height - FOOTER_H + 4
    x = MARGIN
    f_leg = font(14, bold=False)
    for colour, words in (("gold", "Gold = trump"), ("gray", "Gray = evade")):
        d.rounded_rectangle([x, fy, x + 22, fy + 22], 4, fill=FILL[colour])
        badge(d, colour, x + 11, fy + 11, 8)
        d.text((x + 28, fy + 3), words, font=f_leg, fill=MUTED)
        x += 28 + int(f_leg.getlength(words)) + 18
    d.text((x, fy + 3), "· a 1 beats the 8 of its colour", font=f_leg, fill=MUTED)
    # A 64-colour palette keeps the text's anti-aliasing and makes the PNG a third the size
    # and twice as fast to encode (the kit encodes with optimize=True).
    return image.convert("P", palette=Image.Palette.ADAPTIVE, colors=PALETTE)
