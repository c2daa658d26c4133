"""Words of Wildlife Adventure's Discord presentation, in one place: the table, the panel, the
thread, the pictures and their alt texts use these, so one thing has one name.

* An animal card laid down is an animal **found** (rulebook "Reaching Destinations": the
  player "lays it down" and "has completed one of his discovery missions"); the cards on
  display are the **open discovery missions**, which a player **claims** (and so also finds).
* A score is signed with a real minus sign: ``+3``, ``−2``, ``0`` (:func:`signed`).
* What a player types is a **space** id as printed on the board (:data:`TYPE_A_SPACE`).
* The obstacles are X1-X3 everywhere, as on the map; one not yet on the board is "not placed".
"""
from __future__ import annotations

SCORE_RULE = "+1 per animal found, −1 per animal card still in hand"
"""How the score is counted (GAPS.md section 3, end of game)."""
TYPE_A_SPACE = "Type a space by the id printed on the board (AF7, EU12, L2)."
"""The panel's footnote: what the ⌨️ buttons take."""
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


__all__ = ["MINUS", "SCORE_RULE", "TYPE_A_SPACE", "obstacle_name", "obstacle_where", "signed"]
