"""The shared asynchronous match service: lobbies, actions, timers, bots, persistence, fan-out.

One :class:`MatchService` serves every cog. It owns what the pure games may not touch:
the clock, locks, randomness for seeds and persistence. It is one class composed of a
core and three jobs, each in its own module:

* :mod:`.core` — :class:`ServiceCore`: storage, clock, the live matches, start-up and
  shut-down, read-only queries (``match``, ``fetch``, ``view``, ``view_of``,
  ``fetch_view`` …) and the named stores cogs may use (``messages``, ``ratings``).
* :mod:`.lobbies` — create, join, leave, bots, options, start, cancel, end, abandon;
  stale lobbies expire at start-up.
* :mod:`.actions` — ``act`` → game ``apply`` → one SQLite transaction → events fanned
  out to subscribers in order, outside the lock; memory never runs ahead of the database.
* :mod:`.timers` — turn deadlines, the game's own timers and bot seats, with backoff.
* :mod:`.lifecycle` — matches whose guild/channel/thread is gone end without a result;
  a person who left the server has a bot take their seat.
* :mod:`.live` — :class:`LiveMatch`, :class:`MatchUpdate`, :class:`MatchError`, helpers.

Each match has one ``asyncio.Lock`` (``LiveMatch.lock``); every job takes that same
lock, so concurrent clicks, timers and bots on one match are applied one after another.

Errors a person causes raise :class:`MatchError` (a subclass of IllegalAction) with a
short reason for an ephemeral reply.
"""
from __future__ import annotations

from engine.service.actions import ActionJobs
from engine.service.core import ServiceCore
from engine.service.lifecycle import PLACE_GONE, LifecycleJobs
from engine.service.live import (
    LiveMatch,
    MatchError,
    MatchUpdate,
    StaleAction,
    Subscriber,
    _first_error,
    _log_task_error,
    _snapshot,
)
from engine.service.lobbies import BOT_NAMES, LOBBY_TTL_S, LobbyJobs
from engine.service.timers import BOT_WAIT_S, RESTART_GRACE_S, RETRY_S, SchedulerJobs, _backoff


class MatchService(LifecycleJobs, LobbyJobs, ActionJobs, SchedulerJobs, ServiceCore):
    """Lobbies and matches for every guild. Create, then ``await start()``; ``await close()`` at the end.

    ``MatchService(storage, *, turn_timeout_s=300.0, bot_delay_scale=1.0, clock=time.time,
    seed_source=…)``: ``turn_timeout_s`` is the seconds a person has per turn (0 disables);
    ``bot_delay_scale`` multiplies every bot delay (0 in tests for speed); ``clock`` returns
    wall-clock seconds (persisted deadlines use it); ``seed_source`` gives each new match
    its seed. The jobs come before the core so they provide the seams the core declares.
    """


__all__ = [
    "BOT_NAMES",
    "BOT_WAIT_S",
    "LOBBY_TTL_S",
    "PLACE_GONE",
    "RESTART_GRACE_S",
    "RETRY_S",
    "ActionJobs",
    "LifecycleJobs",
    "LiveMatch",
    "LobbyJobs",
    "MatchError",
    "MatchService",
    "MatchUpdate",
    "StaleAction",
    "SchedulerJobs",
    "ServiceCore",
    "Subscriber",
    "_backoff",
    "_first_error",
    "_log_task_error",
    "_snapshot",
]
