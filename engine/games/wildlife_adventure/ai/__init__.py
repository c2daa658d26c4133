"""Bot levels of Wildlife Adventure, each deciding from the seat's view alone.

* ``"easy"``: :func:`.easy.easy_action` (on each decision a coin with 1/3 odds picks a
  uniformly random legal action, otherwise the Normal choice).
* ``"normal"``: the greedy heuristic :func:`.normal.bot_action`.
* ``"hard"``: :func:`.hard.hard_action` (see there).

Any other level plays as ``"normal"``. Deterministic given the Rng passed in.
:func:`.normal.cautious_action` is the timeout default (``Game.default_action``).
"""
from __future__ import annotations

from collections.abc import Callable

from engine.core import Rng, bot_level

from ..actions import WAAction
from ..views import WAView
from .easy import easy_action
from .hard import hard_action
from .normal import bot_action, cautious_action

LEVELS: dict[str, Callable[[WAView, int, Rng], WAAction | None]] = {
    "easy": easy_action, "normal": bot_action, "hard": hard_action}
"""The policy of each level of :data:`engine.core.BOT_LEVELS`."""


def level_action(view: WAView, seat: int, rng: Rng, level: str = "normal") -> WAAction | None:
    """The action of the bot at ``level`` for ``seat`` from ``view`` (None if it is not to act)."""
    return LEVELS[bot_level(level)](view, seat, rng)  # an unknown level plays as "normal"


__all__ = ["bot_action", "cautious_action", "easy_action", "hard_action", "level_action"]
