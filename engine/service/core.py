"""The match service's shared core: its state, life cycle, queries and the stores cogs may use.

:class:`ServiceCore` holds what every job of the service reads: the storage, the clock,
the live matches (each with its one lock) and the subscribers. The jobs are mixins in
their own modules — :mod:`.lobbies`, :mod:`.actions`, :mod:`.scheduler` — composed into
:class:`engine.service.MatchService`. The methods at the end of this class are the seams
between jobs: each is declared here and provided by the job named in its docstring.
"""
from __future__ import annotations

import asyncio
import json
import logging
import secrets
import time
from collections.abc import Callable
from typing import Any

from pydantic import ValidationError

from engine import registry
from engine.core import SYSTEM, AnyGame, Event, Model, parse_action
from engine.replay import replay
from engine.service.live import LiveMatch, MatchError, MatchUpdate, Subscriber
from engine.service.match_settings import MatchSettings, game_options, settings_of
from engine.service.shards import ShardFilter
from storage import MatchRecord, MatchStoreAPI, MessageStoreAPI, RatingStoreAPI, StorageBackend
from storage.settings import UserSettingsStoreAPI

log = logging.getLogger(__name__)


class ServiceCore:
    """State, life cycle and read-only queries of :class:`engine.service.MatchService`.

    ``turn_timeout_s``: seconds a person has per turn (0 disables). ``bot_delay_scale``
    multiplies every bot delay (0 in tests for speed). ``clock`` returns wall-clock
    seconds (persisted deadlines use it). ``seed_source`` gives each new match its seed.
    """

    def __init__(
        self,
        storage: StorageBackend,
        *,
        turn_timeout_s: float = 300.0,
        bot_delay_scale: float = 1.0,
        clock: Callable[[], float] = time.time,
        seed_source: Callable[[], int] = lambda: secrets.randbits(63),
        absent_after: int = 2,
        shards: ShardFilter | None = None,
    ) -> None:
        self.storage = storage
        """The database. The service's own; cogs use :attr:`messages` and :attr:`ratings`."""
        self.turn_timeout_s = turn_timeout_s
        self.bot_delay_scale = bot_delay_scale
        self.clock = clock
        self.seed_source = seed_source
        self.absent_after = absent_after
        """Consecutive timed-out turns after which a person's seat is handed to a bot (0: never).
        This and ``turn_timeout_s`` are the defaults a new lobby starts with; each match keeps its
        own (:meth:`settings`, :mod:`engine.service.match_settings`)."""
        self.shards = shards
        """The Discord shards this process runs (None: all guilds); it owns only their matches."""
        self._live: dict[int, LiveMatch] = {}
        self._subscribers: list[Subscriber] = []
        self._observers: list[Callable[[int, Model], None]] = []
        self._timer_failures: dict[tuple[int, str], int] = {}  # scheduler: consecutive failures per timer
        self._notify_tail: dict[int, asyncio.Task[None]] = {}  # actions: the last notification task per match
        self._closed = False

    # ------------------------------------------------------------------ named stores
    @property
    def messages(self) -> MessageStoreAPI:
        """The Discord messages cogs keep per match (table, lobby, DMs, pings):
        ``await messages(match_id, purpose=None) -> list[MessageRecord]``,
        ``await save_message(record)``, ``await delete_message(match_id, purpose, user_id=0)``."""
        return self.storage.messages

    @property
    def ratings(self) -> RatingStoreAPI:
        """Standings and results per guild and game (``leaderboard``, ``count``, ``rank_of``,
        ``profile``, ``recent``); written by the service when a match ends."""
        return self.storage.ratings

    @property
    def user_settings(self) -> UserSettingsStoreAPI:
        """Per-person preferences (``await get_dms(user_id) -> bool``, ``await set_dms(user_id, on, at)``)."""
        return self.storage.user_settings

    @property
    def stored_matches(self) -> MatchStoreAPI:
        """The stored matches and their action logs, for reading (``await get(id)``, ``await actions(id)``):
        what tests, benches and repair-at-start check against. Writes go through the service's methods."""
        return self.storage.matches

    async def ended_since(self, since: float) -> list[MatchRecord]:
        """Matches finished or cancelled whose last change is at or after ``since`` (service clock, s),
        of the guilds this process owns (:meth:`owns`), oldest first, from storage."""
        ended = await self.storage.matches.ended_since(since)
        return [r for r in ended if self.owns(r.guild_id)]

    def settings(self, record: MatchRecord) -> MatchSettings:
        """The turn timer and absent count ``record``'s match runs with: its own (set in the lobby),
        else this service's defaults (a match from before these settings)."""
        return settings_of(record.options, turn_timeout_s=self.turn_timeout_s, absent_after=self.absent_after)

    # ------------------------------------------------------------------ life cycle
    def owns(self, guild_id: int | None) -> bool:
        """Whether this process runs the matches of ``guild_id`` (its guild is on one of :attr:`shards`)."""
        return self.shards is None or self.shards.owns(guild_id)

    async def start(self) -> int:
        """Reload every lobby and active match this process owns (:meth:`owns`); cancel stale lobbies;
        re-arm timers and bots.
        Returns how many active matches were reloaded."""
        records = [r for r in await self.storage.matches.with_status(("lobby", "active")) if self.owns(r.guild_id)]
        active = 0
        for record in records:
            if await self._expire_lobby(record):
                continue
            try:
                live = await self._load(record)
            except Exception:
                log.exception("match %s could not be reloaded; left as it is", record.id)
                continue
            self._live[record.id] = live
            if record.status == "active":
                active += 1
                await self._resume(live)
        return active

    async def close(self) -> None:
        """Cancel timers and bot tasks, let actions being written finish, refuse new ones, and
        wait for pending notifications. The storage stays open. Call it from outside the
        service's own callbacks (not from a subscriber, not while holding a match lock)."""
        self._closed = True
        for live in list(self._live.values()):
            self._disarm(live)
        for live in list(self._live.values()):
            async with live.lock:  # let an action already being written finish
                pass
        await self.wait_idle()

    # ------------------------------------------------------------------ queries
    def match(self, match_id: int) -> MatchRecord | None:
        """The cached record of a lobby or active match, or None (finished matches are not cached)."""
        live = self._live.get(match_id)
        return live.record if live else None

    async def fetch(self, match_id: int) -> MatchRecord | None:
        """The record of any match (from memory if live, else from storage)."""
        live = self._live.get(match_id)
        return live.record if live else await self.storage.matches.get(match_id)

    def running(self, guild_id: int | None = None) -> list[MatchRecord]:
        """Lobbies and active matches in memory (optionally of one guild), oldest first."""
        rows = [m.record for m in self._live.values() if guild_id is None or m.record.guild_id == guild_id]
        return sorted(rows, key=lambda r: r.id)

    def matches_of(self, user_id: int, guild_id: int | None = None) -> list[MatchRecord]:
        """Lobbies and active matches where ``user_id`` holds a seat they still play."""
        return [r for r in self.running(guild_id) if any(s.user_id == user_id and not s.is_bot for s in r.seats)]

    def seat_of(self, match_id: int, user_id: int) -> int | None:
        """The seat ``user_id`` plays in a live match, or None."""
        live = self._live.get(match_id)
        return live.seat_of(user_id) if live else None

    def game_of(self, match_id: int) -> AnyGame:
        """The game of a live match. Raises MatchError if it is not live."""
        return self._get(match_id).game

    def view(self, match_id: int, seat: int | None) -> Model:
        """``Game.view`` of a live match's current state for ``seat`` (None: spectator).

        Synchronous, from memory. Raises MatchError if the match is not live or has not
        started. For a match that may have finished use :meth:`fetch_view` (by id) or
        :meth:`view_of` (with a record in hand)."""
        live = self._get(match_id)
        if live.state is None:
            raise MatchError("This match has not started yet.")
        view: Model = live.game.view(live.state, seat)
        return view

    def view_of(self, record: MatchRecord, seat: int | None) -> Model:
        """``Game.view`` for ``seat`` (None: spectator) of the match ``record`` names, live or finished.

        It is always the state of ``record.version`` (so a picture cached under that version
        shows that version): the live committed state when ``record`` is the live match's
        current version (no parsing), otherwise the state stored on ``record`` (an older
        snapshot, or the final state of a finished or ended match: a record from
        :meth:`fetch` or a :class:`MatchUpdate`). Synchronous, for renderers. Raises MatchError if the match
        never started or its game is no longer offered."""
        live = self._live.get(record.id)
        if (record.status == "active" and live is not None and live.state is not None
                and live.record.version == record.version):
            view: Model = live.game.view(live.state, seat)
            return view
        if record.state is None:
            raise MatchError("This match has not started yet.")
        try:
            game = registry.get(record.game)
        except KeyError:
            raise MatchError("That game is no longer offered here.") from None
        stored: Model = game.view(game.State.model_validate_json(record.state), seat)
        return stored

    async def fetch_view(self, match_id: int, seat: int | None) -> Model:
        """``Game.view`` for ``seat`` of any match by id: the live state while it runs, else its
        final state from storage. Raises MatchError if the match doesn't exist or never started."""
        record = await self.fetch(match_id)
        if record is None:
            raise MatchError("That match doesn't exist.")
        return self.view_of(record, seat)

    async def public_history(self, match_id: int) -> list[tuple[int, int, list[Event]]]:
        """A match's moves as everyone saw them: ``[(number, seat, public events)]``, replayed from
        its seed and action log (number 0, seat SYSTEM: the deal's events; ``seat`` SYSTEM also for
        the game's own timers). Only public events (``visible_to is None``): never a hand or any
        other seat's hidden information. Replayed in a worker thread. Raises MatchError if the
        match doesn't exist, never started, or its game is no longer offered."""
        record = await self.fetch(match_id)
        if record is None or record.state is None:
            raise MatchError("That match doesn't exist or never started.")
        try:
            game = registry.get(record.game)
        except KeyError:
            raise MatchError("That game is no longer offered here.") from None
        log_rows = await self.storage.matches.actions(match_id)

        def run() -> list[tuple[int, int, list[Event]]]:
            state = game.setup(len(record.seats), game.Options.model_validate(game_options(record.options)), record.seed)
            out = [(0, SYSTEM, [e for e in game.setup_events(state) if e.visible_to is None])]
            for number, (_, seat, action) in enumerate(log_rows, start=1):
                events = game.apply(state, seat, parse_action(game, json.loads(action)))
                out.append((number, seat, [e for e in events if e.visible_to is None]))
            return out

        return await asyncio.to_thread(run)

    def to_act(self, match_id: int) -> set[int]:
        """Seats that may act now in a live match."""
        live = self._get(match_id)
        return set() if live.state is None else live.game.to_act(live.state)

    def deadline(self, match_id: int, seat: int) -> float | None:
        """Wall-clock deadline of ``seat``'s running turn timer, or None."""
        live = self._live.get(match_id)
        if not live:
            return None
        for key, entry in live.record.timers.items():
            if key.startswith("turn:") and entry["seat"] == seat:
                return float(entry["deadline"])
        return None

    def private_texts(self, match_id: int, seat: int) -> set[str]:
        """Strings only ``seat`` may see now (for leak checks)."""
        live = self._get(match_id)
        return set() if live.state is None else live.game.private_texts(live.state, seat)

    async def set_thread(self, match_id: int, thread_id: int | None) -> None:
        """Record where a match is played (its thread, or the channel), in memory and storage."""
        live = self._live.get(match_id)
        if live is not None:
            live.record.thread_id = thread_id
        await self.storage.matches.set_thread(match_id, thread_id)

    # ------------------------------------------------------------------ shared internals
    def _get(self, match_id: int) -> LiveMatch:
        live = self._live.get(match_id)
        if live is None:
            raise MatchError("That match is over or doesn't exist.")
        return live

    async def _load(self, record: MatchRecord) -> LiveMatch:
        """A live match from its stored state; if that cannot be read, rebuilt by replaying
        the action log from the seed (and the rebuilt state is what the next write stores)."""
        game = registry.get(record.game)
        live = LiveMatch(record, game)
        if record.state is None:
            return live
        try:
            live.state = game.State.model_validate_json(record.state)
            live.state_json = record.state
        except ValidationError:
            log.warning("match %s: stored state unreadable; replaying its action log", record.id)
            actions = await self.storage.matches.actions(record.id)
            live.state = replay(game, len(record.seats), game_options(record.options), record.seed,
                                [(a[1], a[2]) for a in actions])
            live.state_json = live.state.model_dump_json()
            record.state = live.state_json
        return live

    # ------------------------------------------------------------------ seams between jobs
    # Declared here so each job reads on its own; MatchService lists the jobs before this core.

    async def _seat_to_bot(self, live: LiveMatch, seat: int, event: Event) -> None:
        """Lobbies: hand ``seat`` to a bot and tell the table (caller holds the lock)."""
        raise NotImplementedError

    async def _expire_lobby(self, record: MatchRecord) -> bool:
        """Lobbies: cancel ``record`` if it is a lobby untouched too long; True if it was."""
        raise NotImplementedError

    def _notify(self, match_id: int, update: MatchUpdate) -> None:
        """Actions: queue ``update`` for the subscribers, in order per match."""
        raise NotImplementedError

    def _observed(self, live: LiveMatch) -> None:
        """Actions: call the observers with a committed state."""
        raise NotImplementedError

    async def wait_idle(self) -> None:
        """Actions: wait until every queued notification has been delivered."""
        raise NotImplementedError

    async def _apply(self, live: LiveMatch, seat: int, action: Model, *, timed_out: bool = False) -> list[Event]:
        """Actions: apply, persist and announce one action (caller holds the lock)."""
        raise NotImplementedError

    async def _resume(self, live: LiveMatch) -> None:
        """Scheduler: after a restart, extend overdue turn deadlines, re-arm timers and bots."""
        raise NotImplementedError

    def _plan_timers(
        self, live: LiveMatch, *, acted: int | None, now: float, state: Model | None = None
    ) -> dict[str, Any]:
        """Scheduler: the timers that should run after a change."""
        raise NotImplementedError

    def _arm(self, live: LiveMatch) -> None:
        """Scheduler: make the running asyncio timers match ``live.record.timers``."""
        raise NotImplementedError

    def _schedule_bots(self, live: LiveMatch) -> None:
        """Scheduler: start a bot task for each bot seat that may act."""
        raise NotImplementedError

    def _disarm(self, live: LiveMatch) -> None:
        """Scheduler: cancel a match's timers and bot tasks."""
        raise NotImplementedError

    def _retire(self, live: LiveMatch) -> None:
        """Scheduler: stop a finished or cancelled match's tasks and drop it from memory."""
        raise NotImplementedError
