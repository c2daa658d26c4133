"""The bot players of Mission: Wild Life, one module per level, each deciding from a seat's
VIEW alone (never the state): :mod:`.easy`, :mod:`.normal` (mission-aware one-trick
look-ahead) and :mod:`.hard` (determinized search on ints).
"""
from __future__ import annotations

from collections.abc import Callable

from engine.core import Rng, bot_level

from ..actions import Action
from ..views import MWLView
from .easy import EASY_RANDOM_SHARE, easy_action, random_action
from .hard import hard_action
from .normal import normal_action

LEVELS: dict[str, Callable[[MWLView, int, Rng], Action | None]] = {
    "easy": easy_action, "normal": normal_action, "hard": hard_action}
"""The policy of each level of :data:`engine.core.BOT_LEVELS`."""


def bot_action(view: MWLView, seat: int, rng: Rng, level: str = "normal") -> Action | None:
    """The policy of ``level`` (a key of :data:`engine.core.BOT_LEVELS`) for ``seat``; None when
    it is not this seat's move.

    ``"easy"``: :func:`.easy.easy_action` (a random legal action 60% of the time, else Normal's).
    ``"normal"``: :func:`.normal.normal_action`. ``"hard"``: :func:`.hard.hard_action`
    (determinized search). Any other level plays as Normal.
    """
    return LEVELS[bot_level(level)](view, seat, rng)  # an unknown level plays as "normal"


__all__ = ["EASY_RANDOM_SHARE", "bot_action", "easy_action", "hard_action", "normal_action", "random_action"]
