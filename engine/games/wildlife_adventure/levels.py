"""Bot levels of Wildlife Adventure, each deciding from the seat's view alone.

* ``"easy"``: on each decision a coin with 1/3 odds picks a uniformly random legal
  action (:func:`.bot.random_action`), otherwise the Normal choice.
* ``"normal"``: the greedy heuristic :func:`.bot.bot_action`.
* ``"hard"``: :func:`.hard_bot.hard_action` (see there).

Any other level plays as ``"normal"``. Deterministic given the Rng passed in.
"""
from __future__ import annotations

from engine.core import Rng

from .actions import WAAction
from .bot import bot_action, random_action
from .hard_bot import hard_action
from .views import WAView


def easy_action(view: WAView, seat: int, rng: Rng) -> WAAction | None:
    """Easy: a random legal action one time in three, else the Normal choice."""
    if rng.below(3) == 0:
        return random_action(view, seat, rng)
    return bot_action(view, seat, rng)


def level_action(view: WAView, seat: int, rng: Rng, level: str = "normal") -> WAAction | None:
    """The action of the bot at ``level`` for ``seat`` from ``view`` (None if it is not to act)."""
    if level == "hard":
        return hard_action(view, seat, rng)
    if level == "easy":
        return easy_action(view, seat, rng)
    return bot_action(view, seat, rng)
