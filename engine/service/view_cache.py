"""Views of committed states, built once per (match, version, seat): :class:`ViewCache`.

``Game.view(state, seat)`` is a pure function of the state, and a rendered move asks for the
same views many times (the table, every open panel, every DM copy, the reminders); issue 25
measured view building at 11–23 % of the bot's CPU per move in WildLife and Wildlife
Adventure. The cache keeps, per match, the views of one version only: building a view of a
newer version drops the older ones, and at most ``max_matches`` matches are kept (least
recently used first out), so its size is bounded by matches × seats.

A view is only ever cached under the committed version it was built from: the caller passes
the state's ``source`` (the live committed state object, or the state JSON stored on a
record), and a cached view is returned only for the same source, so a state replaced without
a new version (a reload) is never answered from the old one. Cached views are shared: callers
read them and never mutate them.
"""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field

from engine.core import Model

MAX_MATCHES = 4096


@dataclass
class _Entry:
    version: int
    source: object
    views: dict[int | None, Model] = field(default_factory=dict)


class ViewCache:
    """Views by (match id, version, seat), one version per match, at most ``max_matches``
    matches (least recently used dropped first)."""

    def __init__(self, max_matches: int = MAX_MATCHES) -> None:
        self.max_matches = max_matches
        self._entries: OrderedDict[int, _Entry] = OrderedDict()
        self.hits = 0
        self.misses = 0

    def get(self, match_id: int, version: int, source: object, seat: int | None,
            build: Callable[[], Model]) -> Model:
        """The view of ``seat`` for match ``match_id`` at ``version``, built by ``build`` on a miss.

        ``source`` is what the view is built from (the committed state object, or the state
        JSON): a cached view is reused only when version and source are the same (the object
        itself, or an equal string). An older version asked for after a newer one is built
        but not kept (the newer one stays)."""
        entry = self._entries.get(match_id)
        if entry is not None and entry.version == version and (
                entry.source is source or (isinstance(source, str) and entry.source == source)):
            self._entries.move_to_end(match_id)
            view = entry.views.get(seat)
            if view is not None:
                self.hits += 1
                return view
            self.misses += 1
            view = entry.views[seat] = build()
            return view
        self.misses += 1
        view = build()
        if entry is not None and entry.version > version:
            return view  # an old snapshot: answered, not kept over the newer version
        self._entries[match_id] = _Entry(version, source, {seat: view})
        self._entries.move_to_end(match_id)
        while len(self._entries) > self.max_matches:
            self._entries.popitem(last=False)
        return view

    def drop(self, match_id: int) -> None:
        """Forget a match's views (nothing is wrong if there are none)."""
        self._entries.pop(match_id, None)

    def __len__(self) -> int:
        return len(self._entries)
