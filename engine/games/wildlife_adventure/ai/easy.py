"""The Easy bot of Wildlife Adventure, from a seat's view alone: on each decision a coin with
1/3 odds picks a uniformly random legal action (:func:`random_action`), otherwise the Normal
choice (:func:`.normal.bot_action`). Deterministic given the Rng passed in."""
from __future__ import annotations

from engine.core import Rng

from ..actions import WAAction
from ..views import WAView
from .legal import bot_legal
from .normal import bot_action


def random_action(view: WAView, seat: int, rng: Rng) -> WAAction | None:
    """A uniformly random legal action for ``seat`` from ``view``, or None if not to act."""
    legal = bot_legal(view)
    return rng.choice(legal) if legal else None


def easy_action(view: WAView, seat: int, rng: Rng) -> WAAction | None:
    """Easy: a random legal action one time in three, else the Normal choice."""
    if rng.below(3) == 0:
        return random_action(view, seat, rng)
    return bot_action(view, seat, rng)


__all__ = ["easy_action", "random_action"]
