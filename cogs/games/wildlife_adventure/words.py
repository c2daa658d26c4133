"""Words of Wildlife Adventure's Discord presentation, in one place: the table, the panel, the
thread, the pictures and their alt texts use these, so one thing has one name.

* An animal card laid down is an animal **found** (rulebook "Reaching Destinations": the
  player "lays it down" and "has completed one of his discovery missions"); the cards on
  display are the **open discovery missions**, which a player **claims** (and so also finds).
* A score is signed with a real minus sign: ``+3``, ``−2``, ``0`` (:func:`signed`).
* What a player types is a **space** id as printed on the board, and every abbreviation a
  player meets is explained where first met (issue 35, "Words"): the ids (AF7 = space 7 in
  Africa; L/R arrow spaces, OC sea routes) in the panel's footnote (:func:`type_a_space`) and the
  table's legend (:func:`legend`, with the expedition tags R/Y/B and the symbols); the paid
  obstacle moves in plain words (:func:`obstacles_paid`), never "obstacle session". Each is in
  ``lang``, by default the language being drawn (:func:`cogs.lang.reader`).
* The obstacles are X1-X3 everywhere, as on the map; one not yet on the board is "not placed".
"""
from __future__ import annotations

from cogs.lang import Lang, reader, t

SCORE_RULE = "+1 per animal found, −1 per animal card still in hand"
"""How the score is counted (GAPS.md section 3, end of game)."""


def type_a_space(lang: Lang | None = None) -> str:
    """The panel's footnote: what the ⌨️ buttons take and what a space id means (``wa-words-type-a-space``)."""
    return t(lang or reader(), "wa-words-type-a-space")


def legend(lang: Lang | None = None) -> str:
    """The table's footer: the map's symbols, the space ids and the expedition tags (``wa-words-legend``)."""
    return t(lang or reader(), "wa-words-legend")


def obstacles_paid(lang: Lang | None = None) -> str:
    """The table's note while a travel voucher paid for this turn's obstacle moves (``wa-words-obstacles-paid``)."""
    return t(lang or reader(), "wa-words-obstacles-paid")
MINUS = "\u2212"


def signed(value: int) -> str:
    """A score with its sign: ``"+3"``, ``"−2"`` (a minus sign, not a hyphen), ``"0"``."""
    return f"+{value}" if value > 0 else f"{MINUS}{-value}" if value < 0 else "0"


def obstacle_name(index: int) -> str:
    """``"X1"``: obstacle ``index`` (0-based) by its name on the map."""
    return f"X{index + 1}"


def obstacle_where(where: str | None) -> str:
    """Where an obstacle is: ``"on AF3"`` or ``"not placed"``."""
    return f"on {where}" if where else "not placed"


__all__ = ["MINUS", "SCORE_RULE", "legend", "obstacle_name", "obstacle_where", "obstacles_paid", "signed",
           "type_a_space"]
