"""What the match service tells others after each change, and the fan-out that tells them.

* :class:`UpdateKind`: what changed (``MatchUpdate.kind``).
* :class:`MatchUpdate`: what subscribers receive after each change.
* :class:`Updates`: the subscribers (called in order per match, outside the match lock) and
  the observers (called at once, under the lock, with each committed state).
"""
from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from engine.core import Event, Model
from storage import MatchRecord

log = logging.getLogger(__name__)


class UpdateKind(StrEnum):
    """What a :class:`MatchUpdate` reports (a ``str``: equal to its value)."""

    LOBBY = "lobby"
    """Seats or options of a lobby changed (also when it opens)."""
    STARTED = "started"
    """The lobby started: the deal is committed (``events``: the game's setup events)."""
    ACTION = "action"
    """A seat, a timer or a bot made a move; the match goes on."""
    FINISHED = "finished"
    """A move ended the match with a result."""
    CANCELLED = "cancelled"
    """The lobby or match ended without a result (cancelled, ended by an admin, its place gone)."""
    SEATS = "seats"
    """Who plays a seat changed in a running match (abandoned, handed to a bot, taken back)."""
    REMINDER = "reminder"
    """``seat``'s turn deadline is near; nothing changed."""


@dataclass
class MatchUpdate:
    """What subscribers receive after each change.

    ``kind``: see :class:`UpdateKind`. ``seat`` is the acting seat (SYSTEM for
    timers, None for lobby changes); ``timed_out`` is True when a turn deadline applied
    the default action. ``events`` are the game's events for this change.
    """

    match: MatchRecord
    kind: UpdateKind
    events: list[Event] = field(default_factory=list)
    seat: int | None = None
    timed_out: bool = False


Subscriber = Callable[[MatchUpdate], Awaitable[None]]


class Updates:
    """The subscribers and observers of one service, and the in-order delivery to them."""

    def __init__(self) -> None:
        self._subscribers: list[Subscriber] = []
        self._tutors: list[Subscriber] = []  # the subscribers of tutorial matches (issue 35)
        self._watchers: list[Callable[[MatchUpdate], None]] = []
        self._observers: list[Callable[[int, Model], None]] = []
        self._notify_tail: dict[int, asyncio.Task[None]] = {}  # the last notification task per match

    # ------------------------------------------------------------------ listeners
    def observe(self, callback: Callable[[int, Model], None]) -> None:
        """Call ``callback(match_id, state)`` synchronously, under the match lock, after every
        committed start or action. For instrumentation (the sandbox's privacy guard keeps a
        history of who held what); it must be quick and must not change the state."""
        self._observers.append(callback)

    def subscribe(self, callback: Subscriber, *, tutorials: bool = False) -> None:
        """Call ``callback(update)`` after every change, in order per match, outside the match lock:
        of every match but the tutorials (``/learn``), or, with ``tutorials``, of the tutorials only
        (a tutorial is private to its learner: no table, lobby, reminder or result ever hears of it)."""
        (self._tutors if tutorials else self._subscribers).append(callback)

    def watch_tutorials(self, callback: Callable[[MatchUpdate], None]) -> None:
        """Call ``callback(update)`` at once, under the match lock, for every change of a tutorial
        match (before its subscribers hear of it and before the move's ``act`` returns), so the
        coach's words on a move are there when the learner's panel is redrawn. It must be quick,
        pure bookkeeping, and must not raise."""
        self._watchers.append(callback)

    def unsubscribe(self, callback: Callable[[MatchUpdate], Any]) -> None:
        """Stop calling ``callback``: as a subscriber of either kind and as a tutorial watcher (a cog
        being unloaded). A callback never given is ignored."""
        # a bound method given again is equal to the one given, not identical
        self._subscribers[:] = [c for c in self._subscribers if c != callback]
        self._tutors[:] = [c for c in self._tutors if c != callback]
        self._watchers[:] = [c for c in self._watchers if c != callback]

    async def wait_idle(self) -> None:
        """Wait until every queued notification has been delivered."""
        while True:
            pending = [t for t in self._notify_tail.values() if not t.done()]
            if not pending:
                return
            await asyncio.gather(*pending, return_exceptions=True)

    # ------------------------------------------------------------------ telling others
    def observed(self, match_id: int, state: Model | None) -> None:
        """Call the observers with ``state``, match ``match_id``'s committed state (caller holds the lock)."""
        if state is None:  # no state yet, nothing to observe (both callers have just set it)
            return
        for callback in self._observers:
            try:
                callback(match_id, state)
            except Exception:
                log.exception("observer failed on match %s", match_id)

    def notify(self, match_id: int, update: MatchUpdate) -> None:
        """Queue ``update`` for the subscribers, delivered after the match's earlier updates (a
        tutorial's: for its watchers at once, then its own subscribers)."""
        subscribers = self._subscribers
        if update.match.tutorial:
            for watcher in self._watchers:
                try:
                    watcher(update)
                except Exception:
                    log.exception("tutorial watcher failed on match %s update %s", match_id, update.kind)
            subscribers = self._tutors
        if not subscribers:
            return
        previous = self._notify_tail.get(match_id)

        async def deliver() -> None:
            if previous is not None:
                await asyncio.gather(previous, return_exceptions=True)
            for callback in list(subscribers):
                try:
                    await callback(update)
                except Exception:
                    log.exception("subscriber failed on match %s update %s", match_id, update.kind)

        task = asyncio.ensure_future(deliver())
        self._notify_tail[match_id] = task

        def forget(t: asyncio.Task[None]) -> None:
            if self._notify_tail.get(match_id) is t:
                del self._notify_tail[match_id]

        task.add_done_callback(forget)
