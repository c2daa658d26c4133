"""The 40 playing cards of Mission: Wild Life and their labels.

Mission: Wild Life, "Game Material": "40 Playing cards (1-8 in gray, blue, green,
gold, red)". Gold cards are suns (trump), gray cards are clouds (evade).

Card encoding (used in actions, state, views and Discord ``custom_id``s): the
**card id** ``"<colour>-<number>"``, lower case, e.g. ``"blue-8"``, ``"gray-1"``
(at most 7 characters). Labels for people:

* :func:`label` -> ``"Blue 8"`` (the format of :meth:`GAME.private_texts`),
* :func:`emoji_label` -> ``"🟦 Blue 8"``,
* :func:`short` -> ``"B8"`` (C = cloud/gray, B = blue, G = green, S = sun/gold, R = red).
"""
from __future__ import annotations

from functools import lru_cache
from typing import Literal

from pydantic import ConfigDict, Field

from engine.core import Model

Colour = Literal["gray", "blue", "green", "gold", "red"]

COLOURS: tuple[Colour, ...] = ("gray", "blue", "green", "gold", "red")
"""Colour order used for sorting hands: gray, blue, green, gold, red."""

TRUMP: Colour = "gold"
EVADE: Colour = "gray"
NUMBERS: tuple[int, ...] = tuple(range(1, 9))

EMOJI: dict[str, str] = {"gray": "☁️", "blue": "🟦", "green": "🟩", "gold": "☀️", "red": "🟥"}
"""The symbol shown before a card's label, so a card reads without colour: ☀️ suns (gold,
trump), ☁️ clouds (gray, evade), colour squares for red, green and blue (the label names the
colour too). Every entry is a real emoji (Discord accepts it on a button). The gray suit does
not use ⬜, which is Rescue Animals' white die."""
SHORT_LETTER: dict[str, str] = {"gray": "C", "blue": "B", "green": "G", "gold": "S", "red": "R"}


class Card(Model):
    """One playing card: ``colour`` (gray/blue/green/gold/red) and ``number`` 1-8. Immutable."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    colour: Colour
    number: int = Field(ge=1, le=8)

    @property
    def id(self) -> str:
        """The card id, e.g. ``"blue-8"``."""
        return f"{self.colour}-{self.number}"

    @property
    def label(self) -> str:
        """``"Blue 8"``."""
        return f"{self.colour.capitalize()} {self.number}"

    @property
    def emoji_label(self) -> str:
        """``"🟦 Blue 8"``."""
        return f"{EMOJI[self.colour]} {self.label}"

    @property
    def short(self) -> str:
        """``"B8"``."""
        return f"{SHORT_LETTER[self.colour]}{self.number}"


def card_id(colour: str, number: int) -> str:
    """The id of the card ``colour``/``number``. Raises ValueError if it is not a card."""
    cid = f"{colour}-{number}"
    parse(cid)
    return cid


@lru_cache(maxsize=64)
def parse(cid: str) -> Card:
    """The :class:`Card` for an id like ``"blue-8"``. Raises ValueError on anything else."""
    if not isinstance(cid, str) or "-" not in cid:
        raise ValueError(f"not a card id: {cid!r}")
    colour, _, num = cid.partition("-")
    if colour not in COLOURS or not num.isdigit() or not 1 <= int(num) <= 8 or num != str(int(num)):
        raise ValueError(f"not a card id: {cid!r}")
    return Card(colour=colour, number=int(num))


def is_card(cid: object) -> bool:
    """True if ``cid`` is a valid card id."""
    try:
        parse(cid)
    except (ValueError, TypeError):
        return False
    return True


def colour_of(cid: str) -> str:
    """The colour of a card id. Raises ValueError for a non-card."""
    try:
        return _COLOUR[cid]
    except KeyError:
        raise ValueError(f"not a card id: {cid!r}") from None


def number_of(cid: str) -> int:
    """The number of a card id. Raises ValueError for a non-card."""
    try:
        return _NUMBER[cid]
    except KeyError:
        raise ValueError(f"not a card id: {cid!r}") from None


def label(cid: str) -> str:
    """``"Blue 8"`` for ``"blue-8"``. Raises ValueError for a non-card."""
    text = _LABEL.get(cid)
    return text if text is not None else parse(cid).label


def labels(cards: list[str]) -> str:
    """``"Blue 8, Gold 2"``: the labels of ``cards`` joined for a log line. Raises ValueError for a non-card."""
    try:
        return ", ".join(map(_LABEL.__getitem__, cards))  # the 40 labels, computed once
    except KeyError:
        return ", ".join(map(label, cards))  # raises ValueError naming the non-card


def emoji_label(cid: str) -> str:
    """``"🟦 Blue 8"`` for ``"blue-8"``."""
    return parse(cid).emoji_label


def short(cid: str) -> str:
    """``"B8"`` for ``"blue-8"``."""
    return parse(cid).short


def sort_key(cid: str) -> tuple[int, int]:
    """Hand order: by colour (gray, blue, green, gold, red) then number. Raises ValueError for a non-card."""
    key = _SORT_KEY.get(cid)
    if key is None:
        c = parse(cid)
        return (COLOURS.index(c.colour), c.number)
    return key


def low_key(cid: str) -> tuple[int, int]:
    """"Lowest card" order used by default actions: by number, then colour order. Raises ValueError for a non-card."""
    c = parse(cid)
    return (c.number, COLOURS.index(c.colour))


def sorted_cards(cards: list[str]) -> list[str]:
    """``cards`` sorted by colour then number (hand order). Raises ValueError for a non-card."""
    try:
        return sorted(cards, key=_SORT_KEY.__getitem__)  # the keys of the 40 cards, computed once
    except KeyError:
        return sorted(cards, key=sort_key)  # raises ValueError naming the non-card


DECK: tuple[str, ...] = tuple(f"{c}-{n}" for c in COLOURS for n in NUMBERS)
"""All 40 card ids in hand order."""

assert len(DECK) == 40
_COLOUR: dict[str, str] = {c: c.split("-")[0] for c in DECK}
_NUMBER: dict[str, int] = {c: int(c.split("-")[1]) for c in DECK}
_LABEL: dict[str, str] = {c: f"{_COLOUR[c].capitalize()} {_NUMBER[c]}" for c in DECK}
_SORT_KEY: dict[str, tuple[int, int]] = {c: (COLOURS.index(_COLOUR[c]), _NUMBER[c]) for c in DECK}
OF_COLOUR: dict[str, frozenset[str]] = {col: frozenset(c for c in DECK if _COLOUR[c] == col) for col in COLOURS}
"""The 8 card ids of each colour (for set tests such as "does this hand hold the led colour")."""
