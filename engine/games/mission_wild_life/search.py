"""Hard level of Mission: Wild Life (placeholder: plays as Normal until the search lands)."""
from __future__ import annotations

from engine.core import Rng

from .actions import PassAction, PlayAction
from .views import MWLView


def hard_action(view: MWLView, seat: int, rng: Rng) -> PlayAction | PassAction | None:
    """The Hard choice for ``seat`` from ``view`` alone; None when it is not this seat's move."""
    from .bot import normal_action

    return normal_action(view, seat, rng)
