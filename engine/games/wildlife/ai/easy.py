"""The Easy bot of WildLife, from a seat's view alone: one decision in three is a uniformly
random legal action (:func:`random_action`), the others the Normal choice
(:func:`.normal.bot_action`). Deterministic given the Rng passed in."""
from __future__ import annotations

from engine.core import Rng

from ..actions import AnyAction, EndTurnAction
from ..views import WLView
from .normal import bot_action


def random_action(view: WLView, seat: int, rng: Rng) -> AnyAction | None:
    """A uniformly random legal action (end_turn only when nothing else is left, so
    random games still play cards)."""
    if not view.legal:
        return None
    choices = [a for a in view.legal if a.kind not in ("end_turn", "trade_food")] or view.legal
    if view.phase == "play" and view.pending is None and view.auction is None and any(
            isinstance(a, EndTurnAction) for a in view.legal) and rng.below(3) == 0:
        return EndTurnAction()
    pick: AnyAction = rng.choice(choices)
    return pick


def easy_action(view: WLView, seat: int, rng: Rng) -> AnyAction | None:
    """Easy: a random legal action one time in three, else the Normal choice."""
    if rng.below(3) == 0:
        return random_action(view, seat, rng)
    return bot_action(view, seat, rng)


__all__ = ["easy_action", "random_action"]
