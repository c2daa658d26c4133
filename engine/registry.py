"""The registry of games the product offers, by key — found, not listed.

Every subpackage of :mod:`engine.games` that exposes a module-level ``GAME`` satisfying
:class:`engine.core.Game` is a game, keyed by ``GAME.key``; :func:`games` returns them
sorted by key. Discovery runs once, lazily. A subpackage whose import fails, that has no
``GAME``, whose ``GAME`` does not satisfy the protocol, or whose key is already taken is
logged and left out (see :func:`skipped`), so one broken or half-written game cannot stop
the others from loading.
"""
from __future__ import annotations

import importlib
import logging
import pkgutil

import engine.games
from engine.core import AnyGame, Game

log = logging.getLogger(__name__)

_loaded: dict[str, AnyGame] | None = None
_skipped: dict[str, str] = {}


def _discover() -> dict[str, AnyGame]:
    """Import each subpackage of ``engine.games``; keep those with a valid ``GAME``, sorted by key."""
    found: dict[str, AnyGame] = {}
    _skipped.clear()
    for info in sorted(pkgutil.iter_modules(engine.games.__path__), key=lambda m: m.name):
        if not info.ispkg or info.name.startswith("_"):
            continue
        module_name = f"{engine.games.__name__}.{info.name}"
        try:
            module = importlib.import_module(module_name)
            game = getattr(module, "GAME", None)
        except Exception as exc:  # one broken game must not take the others down
            reason = f"import failed: {type(exc).__name__}: {exc}"
            log.error("game package %s skipped: %s", module_name, reason)  # one line; the traceback at DEBUG
            log.debug("why %s did not import", module_name, exc_info=True)
            _skipped[module_name] = reason
            continue
        if game is None:  # a package still being written, or shared helpers that are no game
            log.info("package %s skipped: it has no GAME", module_name)
            _skipped[module_name] = "no GAME"
            continue
        if not isinstance(game, Game):
            missing = sorted(a for a in _protocol_members() if not hasattr(game, a))
            log.error("game package %s skipped: its GAME does not satisfy engine.core.Game (missing %s)",
                      module_name, ", ".join(missing) or "?")
            _skipped[module_name] = f"GAME does not satisfy engine.core.Game (missing {', '.join(missing) or '?'})"
            continue
        key = game.key
        if key in found:
            log.error("game package %s skipped: key %r is already taken", module_name, key)
            _skipped[module_name] = f"duplicate key {key!r}"
            continue
        found[key] = game
    return dict(sorted(found.items()))


def _protocol_members() -> set[str]:
    """Names a ``GAME`` must have (the protocol's attributes and methods)."""
    names: set[str] = set()
    for klass in Game.__mro__:
        if klass.__name__ in ("Protocol", "Generic", "object"):
            continue
        names.update(getattr(klass, "__annotations__", {}))
        names.update(n for n, v in vars(klass).items() if callable(v) and not n.startswith("_"))
    return names


def games() -> dict[str, AnyGame]:
    """Every available game by key, sorted by key. Packages that fail to load are skipped (logged)."""
    global _loaded
    if _loaded is None:
        _loaded = _discover()
    return _loaded


def skipped() -> dict[str, str]:
    """Game packages left out at discovery, by module name, with the reason (empty if none)."""
    games()
    return dict(_skipped)


def register(game: AnyGame) -> None:
    """Add a game at run time (used by tests for a toy game). Replaces one with the same key."""
    games()[game.key] = game


def unregister(key: str) -> None:
    """Remove a game added with :func:`register`; no error if absent."""
    games().pop(key, None)


def get(key: str) -> AnyGame:
    """The game for ``key``. Raises KeyError with the list of known keys."""
    try:
        return games()[key]
    except KeyError:
        raise KeyError(f"unknown game {key!r}; known: {', '.join(games())}") from None
