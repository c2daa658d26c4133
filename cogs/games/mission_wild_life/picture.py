"""The picture of the trick in progress (or, between tricks, the last trick of the round).

Pure drawing: :func:`draw_trick` reads only its arguments (a spectator
:class:`~engine.games.mission_wild_life.views.MWLView` and the players' plain names) and
returns a Pillow image. It imports Pillow and the engine's view models, nothing of
Discord; the kit runs it in a worker thread and caches the PNG per match version
(:class:`cogs.kit.pictures.Picture`).

What it shows, left to right in play order from the trick's leader:

* one card per play: a rounded rectangle in the card's colour, its number large, a badge
  that reads without colour (a drawn sun for gold, a cloud for gray, the letter R, G or B
  otherwise) and the colour's name under the number;
* the player's name under each card ("leads" under the leader's);
* an empty slot for each player yet to play, outlined brightly for the player to act;
* a header with the round, the trick number and the led colour; a footer with the legend.

When no card is on the table it draws the round's last trick instead: the winner's card
is framed (a gold band set off by a dark gap, so it shows on a gold card too, and a shape,
not only a colour) and "wins" is under the name ("leads · wins" when the leader won, on two
lines when wider than a card: the picture is then a line taller). A trick of 3-5 players is
480-636 pixels wide and 309-321 high; every label (names, the colour's name and letter, the
header), in every language, is at least 10 px tall when Discord shows it 400 px wide (:mod:`cogs.kit.labels`).
The legend (gold = trump,
gray = evade) is in the table's footer. It is mapped to a fixed palette (no palette search per
frame: ``convert("P", ADAPTIVE)`` was 12 of 18 ms), a PNG of about 10 KB
(``python -m bench render``).
"""
from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from cogs.kit.fonts import FontT, drawable
from cogs.kit.fonts import font as kit_font
from cogs.kit.labels import MeasuredDraw, Sprite, draw_on, readable_size, sprite, stamp
from cogs.kit.pictures import fixed_palette, to_palette
from cogs.lang import SOURCE, Lang, t
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
"""The badge's letter of red, green and blue (gold and gray draw a sun and a cloud): a sign, the
same in every language, like the card's colour."""

CARD_W, CARD_H, GAP, MARGIN = 108, 160, 16, 16
FRAME_GAP, FRAME_W = 4, 5
"""The winner's frame: a :data:`FRAME_GAP` px band of the background around the card's white
edge, then a :data:`FRAME_W` px band of :data:`WIN_EDGE` (so it never merges with a gold card)."""
PAD = FRAME_GAP + FRAME_W
"""How far a card's sprite reaches beyond the card on every side."""
NAME_H = 62
RADIUS = 14
MIN_WIDTH = 480


def font(size: int, bold: bool = True) -> FontT:
    """DejaVu Sans, Bold or Book (wide script coverage; shipped with the bot, :mod:`cogs.kit.fonts`)."""
    return kit_font(size, bold=bold)


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


def badge(d: ImageDraw.ImageDraw, colour: str, cx: float, cy: float, r: float, size: int = 0) -> None:
    """The colour's sign that reads without colour: a sun (gold), a cloud (gray), or the letter
    R, G or B (``size`` px, default ``1.3 r``) in a white disc."""
    if colour == "gold":
        _sun(d, cx, cy, r, INK["gold"])
    elif colour == "gray":
        _cloud(d, cx, cy, r, (255, 255, 255))
    else:
        d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=(255, 255, 255))
        d.text((cx, cy), LETTER[colour], font=font(size or int(r * 1.3)), fill=FILL[colour], anchor="mm")


def draw_card(d: ImageDraw.ImageDraw, card: CardView, x: int, y: int, *, edge: tuple[int, int, int] | None = None,
              label: int = 16, lang: Lang = SOURCE) -> None:
    """One card with its top-left corner at ``(x, y)``: fill, big number, badges, colour name in
    ``lang`` (``label`` px, the picture's readable size)."""
    _paint_card(d, card.colour, card.number, x, y, edge, label, lang)


def _paint_card(d: ImageDraw.ImageDraw, colour: str, number: int, x: int, y: int,
                edge: tuple[int, int, int] | None, label: int, lang: Lang) -> None:
    if edge is not None:
        d.rounded_rectangle([x - PAD, y - PAD, x + CARD_W + PAD, y + CARD_H + PAD], RADIUS + PAD, fill=edge)
        d.rounded_rectangle([x - FRAME_GAP, y - FRAME_GAP, x + CARD_W + FRAME_GAP, y + CARD_H + FRAME_GAP],
                            RADIUS + FRAME_GAP, fill=BACKGROUND)
    d.rounded_rectangle([x, y, x + CARD_W, y + CARD_H], RADIUS, fill=FILL[colour], outline=(255, 255, 255), width=3)
    ink = INK[colour]
    r = max(14, round(label * 0.72))
    badge(d, colour, x + r + 6, y + r + 6, r, label)
    badge(d, colour, x + CARD_W - r - 6, y + r + 6, r, label)
    shadow = (0, 0, 0) if ink == (255, 255, 255) else (255, 255, 255)
    d.text((x + CARD_W / 2, y + CARD_H / 2 + 6), str(number), font=font(66), fill=ink, anchor="mm",
           stroke_width=2, stroke_fill=shadow)
    name = fit(t(lang, "mwl-pic-colour", colour=colour), font(label), CARD_W - 8)
    d.text((x + CARD_W / 2, y + CARD_H - 8), name, font=font(label), fill=ink, anchor="md")


@lru_cache(maxsize=512)
def _card_sprite(colour: str, number: int, won: bool, label: int, lang: Lang = SOURCE) -> Sprite:
    """A card (outlined in gold when it won the trick) drawn once per language, stamped on every picture."""
    return sprite((CARD_W + 2 * PAD + 1, CARD_H + 2 * PAD + 1),
                  lambda d: _paint_card(d, colour, number, PAD, PAD, WIN_EDGE if won else None, label, lang),
                  BACKGROUND)


@lru_cache(maxsize=32)
def _slot_sprite(to_play: bool, label: int, lang: Lang = SOURCE) -> Sprite:
    return sprite((CARD_W + 2 * PAD + 1, CARD_H + 2 * PAD + 1),
                  lambda d: _draw_slot_at(d, PAD, PAD, to_play, label, lang), BACKGROUND)


@lru_cache(maxsize=256)
def _note_rows(note: str, label: int) -> list[str]:
    """``note`` on one line, or split at its " · " when it is wider than a card (German words)."""
    return [note] if not note or font(label).getlength(note) <= CARD_W + GAP - 4 else note.split(" · ")


@lru_cache(maxsize=256)
def _name_sprite(name: str, note: str, note_colour: tuple[int, int, int], label: int, height: int = NAME_H) -> Sprite:
    """A player's name (fitted to a card's width) and the note under it ("leads", "wins",
    "leads · wins"; a note wider than the card is split at its " · " onto two lines), drawn
    once per name and note and stamped on every picture (a trick's four pictures share them)."""
    f_name = font(label, bold=False)
    f_note = font(label)
    w = CARD_W + GAP

    def paint(d: MeasuredDraw) -> None:
        d.text((w / 2, 4), fit(name, f_name, w - 4), font=f_name, fill=TEXT, anchor="ma")
        if note:
            for i, row in enumerate(_note_rows(note, label)[:2]):
                d.text((w / 2, 8 + label + i * (label + 2)), fit(row, f_note, w - 4), font=f_note, fill=note_colour,
                       anchor="ma")

    return sprite((w, height), paint, BACKGROUND)


def note_of(position: int, won: bool, lang: Lang = SOURCE) -> str:
    """The words under a player's name: ``"leads"`` for the first card, ``"wins"`` for the
    winner's, both (``"leads · wins"``) when the leader won."""
    return " · ".join(t(lang, "mwl-pic-note", note=w) for w, on in (("leads", position == 0), ("wins", won)) if on)


def draw_slot(d: ImageDraw.ImageDraw, x: int, y: int, *, to_play: bool, label: int = 16, lang: Lang = SOURCE) -> None:
    """An empty place for a player yet to play (brightly outlined for the player to act)."""
    _draw_slot_at(d, x, y, to_play, label, lang)


def _draw_slot_at(d: ImageDraw.ImageDraw, x: int, y: int, to_play: bool, label: int, lang: Lang) -> None:
    edge = TURN_EDGE if to_play else SLOT_EDGE
    d.rounded_rectangle([x, y, x + CARD_W, y + CARD_H], RADIUS, fill=SLOT, outline=edge, width=4 if to_play else 2)
    words = fit(t(lang, "mwl-slot", to_play="yes" if to_play else "no"), font(label), CARD_W - 8)
    d.text((x + CARD_W / 2, y + CARD_H / 2), words, font=font(label), fill=TEXT if to_play else MUTED, anchor="mm")


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


def picture_key(view: MWLView, names: Sequence[str], lang: Lang = SOURCE) -> tuple[object, ...]:
    """Everything :func:`draw_trick` reads, as a hashable key, its language included: the same
    trick drawn for two versions (a pass, a timer) shares one PNG in the kit's cache (issue 25)."""
    which, order, cards, winner, led = trick_shown(view)
    shown = tuple((s, cards[s].colour, cards[s].number) if s in cards else (s,) for s in order)
    number = view.last_trick.number if which == "last" and view.last_trick is not None else view.trick_number
    return ("mission-wild-life", lang, which, shown, winner, led, view.turn, view.round, number,
            view.tricks_per_round, tuple(names))


def draw_trick(view: MWLView, names: Sequence[str], lang: Lang = SOURCE) -> Image.Image:
    """The trick picture for the spectator ``view``, its words in ``lang``; ``names`` are the
    players' plain names by seat (characters the font lacks are left out). Raises ValueError when there is no trick to
    draw (the pass phase or a finished game: check :func:`trick_shown` first)."""
    which, order, cards, winner, led = trick_shown(view)
    if which == "none":
        raise ValueError(f"no trick to draw in phase {view.phase!r}")
    n = max(len(order), 1)
    width = max(MARGIN * 2 + n * CARD_W + (n - 1) * GAP, MIN_WIDTH)
    label = readable_size(width, font) + 1
    header_h = 20 + 2 * (label + 8)
    notes = [note_of(i, seat == winner, lang) for i, seat in enumerate(order)]
    name_h = NAME_H + (label + 2) * (max((len(_note_rows(n, label)) for n in notes), default=1) - 1)
    height = header_h + CARD_H + name_h + 8 + PAD
    image = Image.new("RGB", (width, height), BACKGROUND)
    d = draw_on(image)

    # header: which trick, and the led colour (its chip; the words name it)
    f_title, f_small = font(label + 1), font(label, bold=False)
    if which == "trick":
        title = t(lang, "mwl-pic-title", round=view.round, number=view.trick_number, total=view.tricks_per_round)
    else:
        won_by = names[winner] if winner is not None and winner < len(names) else "?"
        number = view.last_trick.number if view.last_trick is not None else view.trick_number - 1
        title = t(lang, "mwl-alt-last", number=number, total=view.tricks_per_round, name=drawable(won_by, f_title) or "?")
    d.text((MARGIN, 10), fit(title, f_title, width - 2 * MARGIN), font=f_title, fill=TEXT)
    y_led = 18 + label + 8
    if led is None:
        d.text((MARGIN, y_led), fit(t(lang, "mwl-pic-nothing-led"), f_small, width - 2 * MARGIN), font=f_small,
               fill=MUTED)
    else:
        chip = label + 2
        d.rounded_rectangle([MARGIN, y_led, MARGIN + chip, y_led + chip], 4, fill=FILL[led], outline=TEXT, width=1)
        d.text((MARGIN + chip + 8, y_led), fit(t(lang, "mwl-pic-led", colour=led), f_small, width - 2 * MARGIN - chip - 8),
               font=f_small, fill=TEXT)

    # the cards, in play order
    y = header_h + PAD // 2
    f_name = font(label, bold=False)
    for i, seat in enumerate(order):
        x = MARGIN + i * (CARD_W + GAP)
        card = cards.get(seat)
        if card is not None:
            stamp(image, _card_sprite(card.colour, card.number, seat == winner, label, lang), (x - PAD, y - PAD))
        else:
            stamp(image, _slot_sprite(seat == view.turn, label, lang), (x - PAD, y - PAD))
        seat_n = t(lang, "core-seat-number", seat=seat + 1)
        name = names[seat] if seat < len(names) else seat_n
        name = drawable(name, f_name) or seat_n
        stamp(image, _name_sprite(name, notes[i], WIN_EDGE if seat == winner else MUTED, label, name_h),
              (x - GAP // 2, y + CARD_H + PAD))
    # The legend (gold = trump, gray = evade) is the table's footer text. A fixed palette keeps
    # the text's anti-aliasing and the PNG small without a palette search per frame.
    return to_palette(image, _palette())


@lru_cache(maxsize=1)
def _palette() -> Image.Image:
    keys = [BACKGROUND, TEXT, MUTED, SLOT, SLOT_EDGE, TURN_EDGE, WIN_EDGE, (255, 255, 255), (0, 0, 0),
            *FILL.values(), *INK.values()]
    return fixed_palette(keys, blend_with=(BACKGROUND, (255, 255, 255), (0, 0, 0)), greys=8)
