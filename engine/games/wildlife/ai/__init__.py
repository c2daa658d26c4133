"""Bot levels of WildLife, each deciding from the seat's view alone.

* ``"easy"``: :func:`.easy.easy_action` (one decision in three is a uniformly random legal
  action, the others the Normal choice).
* ``"normal"``: the greedy heuristic :func:`.normal.bot_action`.
* ``"hard"``: :func:`.hard.hard_action` (see there).

Any other level plays as ``"normal"``. Deterministic given the Rng passed in.
"""
from __future__ import annotations

from engine.core import Rng

from ..actions import AnyAction
from ..views import WLView
from .easy import easy_action
from .hard import hard_action
from .normal import bot_action


def level_action(view: WLView, seat: int, rng: Rng, level: str = "normal") -> AnyAction | None:
    """The action of the bot at ``level`` for ``seat`` from ``view`` (None if it has nothing to do)."""
    if level == "hard":
        return hard_action(view, seat, rng)
    if level == "easy":
        return easy_action(view, seat, rng)
    return bot_action(view, seat, rng)


__all__ = ["bot_action", "easy_action", "hard_action", "level_action"]
