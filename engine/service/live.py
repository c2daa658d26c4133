"""What every part of the match service shares: the errors, the update shape, a live match, small helpers.

* :class:`MatchError`: a lobby or match request a person may not make now.
* :class:`MatchUpdate`: what subscribers receive after each change.
* :class:`LiveMatch`: a match held in memory, with its one ``asyncio.Lock``.
"""
from __future__ import annotations

import asyncio
import copy
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from engine.core import AnyGame, Event, IllegalAction, Model
from storage import MatchRecord

log = logging.getLogger(__name__)


class MatchError(IllegalAction):
    """A lobby or match request a person may not make now (full lobby, not the host, …)."""


class StaleAction(MatchError):
    """The action was chosen on a screen the match has since moved past (``act``'s
    ``precondition`` failed under the match lock); nothing changed."""


@dataclass
class MatchUpdate:
    """What subscribers receive after each change.

    ``kind``: "lobby" (seats or options changed), "started", "action", "finished",
    "cancelled", "seats" (someone abandoned), "reminder" (``seat``'s turn deadline is near;
    nothing changed). ``seat`` is the acting seat (SYSTEM for
    timers, None for lobby changes); ``timed_out`` is True when a turn deadline applied
    the default action. ``events`` are the game's events for this change.
    """

    match: MatchRecord
    kind: str
    events: list[Event] = field(default_factory=list)
    seat: int | None = None
    timed_out: bool = False


Subscriber = Callable[[MatchUpdate], Awaitable[None]]


@dataclass
class LiveMatch:
    """A match held in memory: its record, game, state and the tasks the service runs for it.

    ``lock`` is the match's one lock: every change (lobby, action, timer, bot) runs under it.
    ``state_json`` is the last committed state, to restore ``state`` from after a failed write.
    """

    record: MatchRecord
    game: AnyGame
    state: Model | None = None
    state_json: str = ""
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    handles: dict[str, asyncio.TimerHandle] = field(default_factory=dict)
    bot_tasks: dict[int, asyncio.Task[None]] = field(default_factory=dict)
    missed: dict[int, int] = field(default_factory=dict)
    """Consecutive turns each seat let time out (in memory; a restart starts counting afresh)."""

    def seat_of(self, user_id: int) -> int | None:
        """The seat ``user_id`` plays (not abandoned), or None."""
        for s in self.record.seats:
            if s.user_id == user_id and not s.is_bot:
                return s.seat
        return None


def _snapshot(record: MatchRecord) -> MatchRecord:
    """A copy of a record for subscribers, so later changes don't show through."""
    snap = copy.copy(record)
    snap.seats, snap.timers = list(record.seats), dict(record.timers)
    return snap


def _first_error(exc: ValidationError) -> str:
    """The first validation problem as one short line ("target: Input should be ≥ 3")."""
    err = exc.errors()[0]
    where = ".".join(str(p) for p in err.get("loc", ()))
    return f"{where}: {err.get('msg', 'invalid')}" if where else str(err.get("msg", "invalid"))


def _log_task_error(task: asyncio.Task[Any]) -> None:
    """Done-callback for background tasks: log an exception nobody awaited."""
    if not task.cancelled() and task.exception() is not None:
        log.error("background task failed", exc_info=task.exception())
