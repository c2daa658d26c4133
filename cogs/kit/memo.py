"""Results kept per view object: a move asks the same question of the same view many times.

The match service hands out one view object per ``(match, version, seat)`` (its view cache,
:mod:`engine.service.view_cache`) and never changes it once built, so what the UI derives
from a view (a seat's legal moves, a picture's window) is the same for as long as that object
lives. Drawing one move's table, panels and DM copies asks those questions several times per
view (issue 25: Wildlife Adventure's panels computed each seat's legal moves 8.5 times per
move). :func:`by_view` keeps the last results by the view's identity.

Only a model (not a ``dict``, which may be changed) is kept. The view is held with its result,
so its ``id`` is not reused while the entry lives. Safe from the picture thread.
"""
from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from functools import wraps
from typing import Any, TypeVar

R = TypeVar("R")

KEPT = 256
"""Views remembered per function (a few moves of a few dozen tables)."""


def by_view(fn: Callable[[Any], R], *, kept: int = KEPT) -> Callable[[Any], R]:
    """``fn(view)`` with its last ``kept`` results remembered by the view's identity (see the
    module doc). ``fn`` must be pure and its result must not be changed by callers (return a
    tuple or an immutable value, or copy it at the call site)."""
    memo: OrderedDict[int, tuple[Any, R]] = OrderedDict()
    lock = threading.Lock()

    @wraps(fn)
    def cached(view: Any) -> R:
        if isinstance(view, dict):
            return fn(view)
        with lock:
            hit = memo.get(id(view))
            if hit is not None and hit[0] is view:
                memo.move_to_end(id(view))
                return hit[1]
        result = fn(view)
        with lock:
            memo[id(view)] = (view, result)
            while len(memo) > kept:
                memo.popitem(last=False)
        return result

    cached.cache_clear = memo.clear  # type: ignore[attr-defined]
    return cached
