"""The registry of games the product offers, by key.

``GAMES`` maps a key such as ``"mission-wild-life"`` to the game's ``GAME`` object
(see :class:`engine.core.Game`). Games are imported lazily so one broken game
module cannot stop the others from loading; a failed import is logged and the
game is left out.
"""
from __future__ import annotations

import importlib
import logging
from typing import Any

from engine.core import Game

log = logging.getLogger(__name__)

GAME_MODULES: dict[str, str] = {
    "mission-wild-life": "engine.games.mission_wild_life",
    "rescue-animals": "engine.games.rescue_animals",
}

_loaded: dict[str, Game[Any]] | None = None


def games() -> dict[str, Game[Any]]:
    """Every available game by key, in a stable order. Missing modules are skipped (logged)."""
    global _loaded
    if _loaded is None:
        found: dict[str, Game[Any]] = {}
        for key, module in GAME_MODULES.items():
            try:
                found[key] = importlib.import_module(module).GAME
            except Exception as exc:  # one broken game must not take the others down
                log.exception("game %s unavailable: %s", key, exc)
        _loaded = found
    return _loaded


def register(game: Game[Any]) -> None:
    """Add a game at run time (used by tests for a toy game). Replaces one with the same key."""
    games()[game.key] = game


def unregister(key: str) -> None:
    """Remove a game added with :func:`register`; no error if absent."""
    games().pop(key, None)


def get(key: str) -> Game[Any]:
    """The game for ``key``. Raises KeyError with the list of known keys."""
    try:
        return games()[key]
    except KeyError:
        raise KeyError(f"unknown game {key!r}; known: {', '.join(games())}") from None
