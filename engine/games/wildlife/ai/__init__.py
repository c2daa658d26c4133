"""Bot levels of WildLife, each deciding from the seat's view alone.

* ``"easy"``: :func:`.easy.easy_action` (one decision in three is a uniformly random legal
  action, the others the Normal choice).
* ``"normal"``: the greedy heuristic :func:`.normal.bot_action`.
* ``"hard"``: :func:`.hard.hard_action` (see there).

Any other level plays as ``"normal"``. Deterministic given the Rng passed in. No level ever takes
back a move: an action of kind ``"undo"`` in the view's legal actions is hidden from every level.
"""
from __future__ import annotations

from collections.abc import Callable

from engine.core import Rng, bot_level

from ..actions import AnyAction
from ..views import WLView
from .easy import easy_action
from .hard import hard_action
from .normal import bot_action

LEVELS: dict[str, Callable[[WLView, int, Rng], AnyAction | None]] = {
    "easy": easy_action, "normal": bot_action, "hard": hard_action}
"""The policy of each level of :data:`engine.core.BOT_LEVELS`."""


def level_action(view: WLView, seat: int, rng: Rng, level: str = "normal") -> AnyAction | None:
    """The action of the bot at ``level`` for ``seat`` from ``view`` (None if it has nothing to do)."""
    if any(_is_undo(a) for a in view.legal):
        view = view.model_copy(update={"legal": [a for a in view.legal if not _is_undo(a)]})
    return LEVELS[bot_level(level)](view, seat, rng)  # an unknown level plays as "normal"


def _is_undo(action: object) -> bool:
    """An action taking back a move (offered by the service, never chosen by a bot)."""
    return getattr(action, "kind", None) == "undo"


__all__ = ["bot_action", "easy_action", "hard_action", "level_action"]
