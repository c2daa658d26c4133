"""The bot players of Rescue Animals, one module per level, each deciding from a seat's VIEW
alone (never the state): :mod:`.easy` (a random keep on half of its rolls), :mod:`.normal`
(the product bot: the keep that fits the likeliest target) and :mod:`.hard` (the keep with the
best exact odds over the whole display). All claim the moment the view says an animal is met.
"""
from __future__ import annotations

from collections.abc import Callable

from engine.core import Rng, bot_level
from engine.games.rescue_animals.actions import Action
from engine.games.rescue_animals.views import RescueView

from .easy import easy_action, random_keep_action
from .hard import hard_action
from .normal import policy_action

LEVELS: dict[str, Callable[[RescueView, int, Rng], Action | None]] = {
    "easy": easy_action, "normal": policy_action, "hard": hard_action}
"""The policy of each level of :data:`engine.core.BOT_LEVELS`."""


def level_action(view: RescueView, seat: int, rng: Rng, level: str = "normal") -> Action | None:
    """The bot at ``level`` ("easy", "normal", "hard"; anything else plays as "normal")."""
    return LEVELS[bot_level(level)](view, seat, rng)  # an unknown level plays as "normal"


__all__ = ["easy_action", "hard_action", "level_action", "policy_action", "random_keep_action"]
