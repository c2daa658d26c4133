"""What every part of the match service shares: the live matches with their locks, the errors, small helpers.

* :class:`LiveMatch`: a match held in memory, with its one ``asyncio.Lock``.
* :class:`LiveMatches`: the service's live matches by id, whether the service is closing,
  and the :class:`~engine.service.updates.Updates` its subscribers are told through: the one
  object every part of the service is given.
* :class:`MatchError`: a lobby or match request a person may not make now (:class:`OptionError`:
  an option refused, :class:`StaleAction`: chosen on a screen the match has moved past);
  :class:`MatchMovedOn`: another process wrote the match first (a lost write).
"""
from __future__ import annotations

import asyncio
import copy
import logging
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.core import AnyGame, IllegalAction, Model
from engine.service.deadlines import Deadline
from engine.service.updates import Updates
from storage import MatchRecord, PauseRecord

log = logging.getLogger(__name__)


class MatchError(IllegalAction):
    """A lobby or match request a person may not make now (full lobby, not the host, …)."""


class OptionError(MatchError, ValueError):
    """A lobby option or a service setting refused: no such option (``service-option-unknown``) or
    a value it does not take (``service-option-value``, ``service-setting-value``), built by
    :func:`engine.service.match_settings.check_setting` and friends. A ValueError too, so code that
    checks values (a server's defaults, the demo's command line) catches it as one."""


class StaleAction(MatchError):
    """The action was chosen on a screen the match has since moved past (it is no longer at
    ``act``'s ``expected_version``, checked under the match lock); nothing changed."""


class MatchMovedOn(Exception):
    """A lost write: another process (a second shard process on one PostgreSQL database) wrote this
    match first, so nothing of this request was written; the service has reloaded the match as stored.

    The service's own error for storage's ``StaleVersion``, so no cog catches a storage error. Not a
    :class:`MatchError`: the request was not refused for a reason, and the person's move may already
    have been made by the other process; show the match as it is now."""


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
    handles: dict[str, Deadline] = field(default_factory=dict)
    """This match's entries in the service's one deadline heap, by timer key (``remind:`` + key for reminders)."""
    bot_tasks: dict[int, asyncio.Task[None]] = field(default_factory=dict)
    missed: dict[int, int] = field(default_factory=dict)
    """Consecutive turns each seat let time out (in memory; a restart starts counting afresh)."""
    paused: PauseRecord | None = None
    """Who paused the match and when (:mod:`engine.service.moderating`): no timers, bots or moves until resumed."""

    def committed_copy(self) -> Model:
        """A new copy of the last committed state, read from ``state_json`` as a restart reads it
        from the database: the same state as a deep copy (``tests/service/test_state_copy.py``) in
        about a third of its time. Raises pydantic's ``ValidationError`` if ``state_json`` is empty
        (the match has not started)."""
        return self.game.State.model_validate_json(self.state_json)

    def seat_of(self, user_id: int) -> int | None:
        """The seat ``user_id`` plays (not abandoned), or None."""
        for s in self.record.seats:
            if s.user_id == user_id and not s.is_bot:
                return s.seat
        return None

    def disarm(self) -> None:
        """Cancel this match's timers and bot tasks (not the task running this, if it is one)."""
        for handle in self.handles.values():
            handle.cancel()
        self.handles.clear()
        current = asyncio.current_task()
        for task in self.bot_tasks.values():
            if task is not current:
                task.cancel()
        self.bot_tasks.clear()


class LiveMatches(Mapping[int, LiveMatch]):
    """The lobbies and active matches one service holds in memory, by match id (a read-only
    mapping; :meth:`add` and :meth:`retire` change it), each with its one lock
    (``LiveMatch.lock``), plus what every part of the service reads with them: ``closed``
    (the service is shutting down: no new actions, timers or bots) and ``updates`` (its
    subscribers and observers). Finished and cancelled matches leave it."""

    def __init__(self) -> None:
        self._by_id: dict[int, LiveMatch] = {}
        self.closed = False
        self.updates = Updates()

    def __getitem__(self, match_id: int) -> LiveMatch:
        return self._by_id[match_id]

    def __iter__(self) -> Iterator[int]:
        return iter(self._by_id)

    def __len__(self) -> int:
        return len(self._by_id)

    def require(self, match_id: int) -> LiveMatch:
        """The live match ``match_id``. Raises MatchError if it is over or doesn't exist."""
        live = self._by_id.get(match_id)
        if live is None:
            raise MatchError("That match is over or doesn't exist.", code="service-match-gone")
        return live

    def add(self, live: LiveMatch) -> None:
        """Hold ``live`` in memory (a new lobby, or a match reloaded at start-up)."""
        self._by_id[live.record.id] = live

    def retire(self, live: LiveMatch) -> None:
        """Stop a finished or cancelled match's tasks and drop it from memory."""
        live.disarm()
        self._by_id.pop(live.record.id, None)

    def running(self, guild_id: int | None = None, *, tutorials: bool = False) -> list[MatchRecord]:
        """Records of the lobbies and active matches in memory (optionally of one guild), oldest first:
        the tutorials (``/learn``) left out, or, with ``tutorials``, only them."""
        rows = [m.record for m in self._by_id.values()
                if (guild_id is None or m.record.guild_id == guild_id) and m.record.tutorial == tutorials]
        return sorted(rows, key=lambda r: r.id)

    def played_by(self, user_id: int, guild_id: int | None = None, *, tutorials: bool = False) -> list[MatchRecord]:
        """Records of the lobbies and active matches where ``user_id`` holds a seat they still play
        (tutorials apart, as :meth:`running`)."""
        return [r for r in self.running(guild_id, tutorials=tutorials)
                if any(s.user_id == user_id and not s.is_bot for s in r.seats)]


def _snapshot(record: MatchRecord) -> MatchRecord:
    """A copy of a record for subscribers, so later changes don't show through."""
    snap = copy.copy(record)
    snap.seats, snap.timers = list(record.seats), dict(record.timers)
    return snap


def _log_task_error(task: asyncio.Task[Any]) -> None:
    """Done-callback for background tasks: log an exception nobody awaited."""
    if not task.cancelled() and task.exception() is not None:
        log.error("background task failed", exc_info=task.exception())
