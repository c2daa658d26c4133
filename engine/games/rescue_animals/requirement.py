"""The shape of a dice requirement and its plain-text rendering.

Rescue Animals, "Dice Requirements": most cards show one black die symbol plus
white die symbols (a number, or a blank die meaning "any number"); five cards
carry a special requirement (the "hooked line").

A :class:`Requirement` is::

    {"black": 1..6 | None,          # the black die symbol; None when the card has none
     "white": [1..6 | "any", ...],  # white die symbols, each met by its own white/gray die
     "special": None | "three_same" | "three_sum_10" | "pair_sum_8"
                | "two_pairs_equal_sum" | "pair_same"}

The special part is a group of white dice checked together, on top of the
symbols: ``three_same`` (Giant Panda: three white dice of one number),
``three_sum_10`` (Fin Whale: three white dice summing to exactly 10),
``pair_sum_8`` (Bawean Deer: two white dice summing to 8, besides black 3 and
white 3), ``two_pairs_equal_sum`` (Golden Lion Tamarin: two white dice whose sum
equals that of two other white dice), ``pair_same`` (Red Wolf: two white dice of
one number, besides black 5 and white 5).
"""
from __future__ import annotations

from typing import Literal

from pydantic import Field

from engine.core import Model

Special = Literal["three_same", "three_sum_10", "pair_sum_8", "two_pairs_equal_sum", "pair_same"]
WhiteSymbol = int | Literal["any"]

SPECIAL_GROUP_SIZE: dict[str, int] = {
    "three_same": 3,
    "three_sum_10": 3,
    "pair_sum_8": 2,
    "two_pairs_equal_sum": 4,
    "pair_same": 2,
}
"""How many white dice each special group uses."""

SPECIAL_TEXT: dict[str, str] = {
    "three_same": "three white dice showing the same number",
    "three_sum_10": "three white dice adding up to exactly 10",
    "pair_sum_8": "two white dice adding up to exactly 8",
    "two_pairs_equal_sum": "two white dice whose sum equals the sum of two other white dice",
    "pair_same": "two white dice showing the same number",
}


class Requirement(Model):
    """A card's dice requirement (see the module docstring for the shape)."""

    black: int | None = Field(default=None, ge=1, le=6)
    white: list[WhiteSymbol] = Field(default_factory=list)
    special: Special | None = None

    def white_dice_needed(self) -> int:
        """White (or gray) dice the requirement uses: symbols plus the special group."""
        return len(self.white) + (SPECIAL_GROUP_SIZE[self.special] if self.special else 0)

    def dice_needed(self) -> int:
        """All dice the requirement uses, black included."""
        return self.white_dice_needed() + (1 if self.black is not None else 0)


def requirement_text(req: Requirement) -> str:
    """One English line, e.g. ``"black 2 + white 3, 6, any"`` or the special's wording.

    Renderers may prefer the structured fields; this is the fallback/table text.
    """
    parts: list[str] = []
    if req.black is not None:
        parts.append(f"black {req.black}")
    if req.white:
        parts.append("white " + ", ".join(str(s) for s in req.white))
    if req.special:
        parts.append(SPECIAL_TEXT[req.special])
    return " + ".join(parts)


def requirement_symbols(req: Requirement) -> str:
    """A compact symbol string, e.g. ``"B2 W3 W6 W?"``; specials as ``"B3 W3 [W+W=8]"``."""
    bits: list[str] = []
    if req.black is not None:
        bits.append(f"B{req.black}")
    bits.extend("W?" if s == "any" else f"W{s}" for s in req.white)
    compact = {
        "three_same": "[WWW same]",
        "three_sum_10": "[W+W+W=10]",
        "pair_sum_8": "[W+W=8]",
        "two_pairs_equal_sum": "[W+W=W+W]",
        "pair_same": "[WW same]",
    }
    if req.special:
        bits.append(compact[req.special])
    return " ".join(bits)
