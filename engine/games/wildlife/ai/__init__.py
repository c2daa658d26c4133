"""Bot levels of WildLife, each deciding from the seat's view alone.

* ``"easy"``: one decision in three is a uniformly random legal action
  (:func:`.bot.random_action`), the others the Normal choice.
* ``"normal"``: the greedy heuristic :func:`.bot.bot_action`.
* ``"hard"``: :func:`.hard_bot.hard_action` (see there).

Any other level plays as ``"normal"``. Deterministic given the Rng passed in.
"""
from __future__ import annotations

from engine.core import Model, Rng

from .bot import bot_action, random_action
from .hard_bot import hard_action
from .views import WLView


def easy_action(view: WLView, seat: int, rng: Rng) -> Model | None:
    """Easy: a random legal action one time in three, else the Normal choice."""
    if rng.below(3) == 0:
        return random_action(view, seat, rng)
    return bot_action(view, seat, rng)


def level_action(view: WLView, seat: int, rng: Rng, level: str = "normal") -> Model | None:
    """The action of the bot at ``level`` for ``seat`` from ``view`` (None if it has nothing to do)."""
    if level == "hard":
        return hard_action(view, seat, rng)
    if level == "easy":
        return easy_action(view, seat, rng)
    return bot_action(view, seat, rng)
