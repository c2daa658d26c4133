"""Results kept per view object: a move asks the same question of the same view many times.

The match service hands out one view object per ``(match, version, seat)`` (its view cache,
:mod:`engine.service.view_cache`) and never changes it once built, so what the UI derives
from a view (a seat's legal moves, a picture's window) is the same for as long as that object
lives. Drawing one move's table, panels and DM copies asks those questions several times per
view (issue 25: Wildlife Adventure's panels computed each seat's legal moves 8.5 times per
move). :func:`by_view` keeps the last results by the view's identity and the function's other
arguments (a seat, a kind of move, the names drawn).

Only a model (not a ``dict``, which may be changed) is kept. The view is held with its result,
so its ``id`` is not reused while the entry lives. Safe from the picture thread.
"""
from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from functools import wraps
from typing import Any, TypeVar

F = TypeVar("F", bound=Callable[..., Any])

KEPT = 1024
"""Results remembered per function, one per view and set of other arguments (a few moves of 50
tables: WildLife's panel asks ``space_options`` of four kinds per view)."""


def by_view(fn: F, *, kept: int = KEPT) -> F:
    """``fn(view, *args, **kwargs)`` with its last ``kept`` results remembered by the view's
    identity and the other arguments (hashable: a seat, a kind, a tuple of names; see the module
    doc; an unhashable one raises TypeError). ``fn`` must be pure and its result must not be
    changed by callers (return a tuple or an immutable value, or copy it at the call site)."""
    memo: OrderedDict[tuple[Any, ...], tuple[Any, Any]] = OrderedDict()
    lock = threading.Lock()

    @wraps(fn)
    def cached(view: Any, *args: Any, **kwargs: Any) -> Any:
        if isinstance(view, dict):
            return fn(view, *args, **kwargs)
        key = (id(view), args, tuple(sorted(kwargs.items()))) if kwargs else (id(view), args)
        with lock:
            hit = memo.get(key)
            if hit is not None and hit[0] is view:
                memo.move_to_end(key)
                return hit[1]
        result = fn(view, *args, **kwargs)
        with lock:
            memo[key] = (view, result)
            while len(memo) > kept:
                memo.popitem(last=False)
        return result

    cached.cache_clear = memo.clear  # type: ignore[attr-defined]
    return cached  # type: ignore[return-value]
