"""The shared asynchronous match service: lobbies, actions, timers, bots, persistence, fan-out.

DESIGN.md, "engine/service.py". One :class:`MatchService` serves every cog. It owns
what the pure games may not touch: the clock, locks, randomness for seeds and
persistence.

* Each match has one ``asyncio.Lock``; every change (player action, timer, bot) runs
  under it, so concurrent clicks on one match are applied one after another.
* ``act`` → game ``apply`` (mutates the in-memory state, or raises IllegalAction
  before changing it) → one SQLite transaction (action + state + timers + version,
  and results/ratings when the game ends) → events fanned out to subscribers in
  order, outside the lock. If the write fails, the in-memory state is restored from
  the last committed JSON, so memory never runs ahead of the database.
* Timers: per-turn deadlines (``Game.turn_timer``; expiry applies ``default_action``
  and the table is told who timed out) and the game's own timers (``Game.timers``).
  Deadlines are wall-clock times stored with the state, so a restart re-arms them.
* Bot seats act through the same path after ``Game.bot_delay`` seconds, choosing from
  their own view only. A player who abandons becomes a bot seat.
* :meth:`start` reloads every active match and re-arms its timers and bots.

Errors a person causes raise :class:`MatchError` (a subclass of IllegalAction) with a
short reason for an ephemeral reply.
"""
from __future__ import annotations

import asyncio
import copy
import logging
import secrets
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from engine import registry
from engine.core import SYSTEM, Event, Game, IllegalAction, Model, Rng, parse_action
from engine.replay import replay
from storage import FinishedSeat, MatchRecord, SeatRecord, StaleVersion, Storage

log = logging.getLogger(__name__)

RETRY_S = 1.0
"""Seconds before a timer or bot move that failed for a passing reason (database busy) is retried."""
BOT_WAIT_S = 0.05
"""Least seconds between polls of a bot that chose to wait (real-time games)."""
RESTART_GRACE_S = 30.0
"""A turn deadline that passed while the bot was down gets this much time after a restart."""

LOBBY_TTL_S = 24 * 3600.0
"""A lobby untouched for this long is cancelled at the next start-up."""

BOT_NAMES = ["Otter", "Lynx", "Puffin", "Gecko", "Ibex", "Tapir", "Marten", "Quokka"]


class MatchError(IllegalAction):
    """A lobby or match request a person may not make now (full lobby, not the host, …)."""


@dataclass
class MatchUpdate:
    """What subscribers receive after each change.

    ``kind``: "lobby" (seats or options changed), "started", "action", "finished",
    "cancelled", "seats" (someone abandoned). ``seat`` is the acting seat (SYSTEM for
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
    """A match held in memory: its record, game, state and the tasks the service runs for it."""

    record: MatchRecord
    game: Game[Any]
    state: Model | None = None
    state_json: str = ""
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    handles: dict[str, asyncio.TimerHandle] = field(default_factory=dict)
    bot_tasks: dict[int, asyncio.Task[None]] = field(default_factory=dict)

    def seat_of(self, user_id: int) -> int | None:
        """The seat ``user_id`` plays (not abandoned), or None."""
        for s in self.record.seats:
            if s.user_id == user_id and not s.is_bot:
                return s.seat
        return None


class MatchService:
    """Lobbies and matches for every guild. Create, then ``await start()``; ``await close()`` at the end.

    ``turn_timeout_s``: seconds a person has per turn (0 disables). ``bot_delay_scale``
    multiplies every bot delay (0 in tests for speed). ``clock`` returns wall-clock
    seconds (persisted deadlines use it). ``seed_source`` gives each new match its seed.
    """

    def __init__(
        self,
        storage: Storage,
        *,
        turn_timeout_s: float = 300.0,
        bot_delay_scale: float = 1.0,
        clock: Callable[[], float] = time.time,
        seed_source: Callable[[], int] = lambda: secrets.randbits(63),
    ) -> None:
        self.storage = storage
        self.turn_timeout_s = turn_timeout_s
        self.bot_delay_scale = bot_delay_scale
        self.clock = clock
        self.seed_source = seed_source
        self._live: dict[int, LiveMatch] = {}
        self._subscribers: list[Subscriber] = []
        self._observers: list[Callable[[int, Model], None]] = []
        self._timer_failures: dict[tuple[int, str], int] = {}
        self._notify_tail: dict[int, asyncio.Task[None]] = {}
        self._closed = False

    # ------------------------------------------------------------------ life cycle
    async def start(self) -> int:
        """Reload every lobby and active match; re-arm timers and bots. Returns how many active matches."""
        records = await self.storage.matches.list(("lobby", "active"))
        active = 0
        for record in records:
            if record.status == "lobby" and record.updated_at < self.clock() - LOBBY_TTL_S:
                await self.storage.matches.set_status(record.id, "cancelled", self.clock())  # never started
                continue
            try:
                live = await self._load(record)
            except Exception:
                log.exception("match %s could not be reloaded; left as it is", record.id)
                continue
            self._live[record.id] = live
            if record.status == "active":
                active += 1
                if self._extend_overdue(live):
                    await self.storage.matches.set_timers(record.id, record.timers)
                self._arm(live)
                self._schedule_bots(live)
        return active

    def _extend_overdue(self, live: LiveMatch) -> bool:
        """Turn deadlines that passed while the bot was down get ``RESTART_GRACE_S`` more
        (at most a full turn), so nobody is moved for the moment the bot comes back.
        Game timers (claim windows, countdowns) simply fire. Returns True if any changed."""
        now, changed = self.clock(), False
        grace = min(RESTART_GRACE_S, self.turn_timeout_s) if self.turn_timeout_s > 0 else RESTART_GRACE_S
        for key, entry in live.record.timers.items():
            if key.startswith("turn:") and entry["deadline"] < now:
                entry["deadline"] = now + grace
                changed = True
        return changed

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

    def observe(self, callback: Callable[[int, Model], None]) -> None:
        """Call ``callback(match_id, state)`` synchronously, under the match lock, after every
        committed start or action. For instrumentation (the sandbox's privacy guard keeps a
        history of who held what); it must be quick and must not change the state."""
        self._observers.append(callback)

    def subscribe(self, callback: Subscriber) -> None:
        """Call ``callback(update)`` after every change, in order per match, outside the match lock."""
        self._subscribers.append(callback)

    async def wait_idle(self) -> None:
        """Wait until every queued notification has been delivered."""
        while True:
            pending = [t for t in self._notify_tail.values() if not t.done()]
            if not pending:
                return
            await asyncio.gather(*pending, return_exceptions=True)

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

    def game_of(self, match_id: int) -> Game[Any]:
        """The game of a live match. Raises MatchError if it is not live."""
        return self._get(match_id).game

    def view(self, match_id: int, seat: int | None) -> Model:
        """``Game.view`` of the current state for ``seat`` (None: spectator). Raises MatchError if not started."""
        live = self._get(match_id)
        if live.state is None:
            raise MatchError("This match has not started yet.")
        return live.game.view(live.state, seat)

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

    # ------------------------------------------------------------------ lobbies
    async def create_lobby(
        self,
        *,
        game: str,
        guild_id: int | None,
        channel_id: int | None,
        host_id: int,
        host_name: str,
        options: dict[str, Any] | None = None,
        seed: int | None = None,
    ) -> MatchRecord:
        """Open a lobby with the host in seat 0. Raises MatchError for an unknown game or bad options."""
        try:
            g = registry.get(game)
        except KeyError:
            raise MatchError(f"There is no game called {game!r}.") from None
        try:
            opts = g.Options.model_validate(options or {})
        except ValidationError as exc:
            raise MatchError(f"Those options don't fit {g.title}: {_first_error(exc)}") from None
        record = await self.storage.matches.create(
            guild_id=guild_id,
            channel_id=channel_id,
            game=g.key,
            host_id=host_id,
            options=opts.model_dump(mode="json"),
            seed=self.seed_source() if seed is None else seed,
            seats=[SeatRecord(0, host_id, host_name)],
            at=self.clock(),
        )
        self._live[record.id] = LiveMatch(record, g)
        self._notify(record.id, MatchUpdate(_snapshot(record), "lobby"))
        return record

    async def join(self, match_id: int, user_id: int, name: str) -> MatchRecord:
        """Take the next free seat. Raises MatchError if not a lobby, full, or already seated."""
        async with (live := self._get(match_id)).lock:
            self._check_lobby(live)
            if live.seat_of(user_id) is not None:
                raise MatchError("You are already in this lobby.")
            if len(live.record.seats) >= live.game.max_players:
                raise MatchError(f"This lobby is full ({live.game.max_players} players).")
            seats = [*live.record.seats, SeatRecord(len(live.record.seats), user_id, name)]
            return await self._set_lobby_seats(live, seats)

    async def leave(self, match_id: int, user_id: int) -> MatchRecord:
        """Give up a lobby seat. The host's role passes to the next person; with nobody left the lobby is cancelled."""
        async with (live := self._get(match_id)).lock:
            self._check_lobby(live)
            if live.seat_of(user_id) is None:
                raise MatchError("You are not in this lobby.")
            seats = [s for s in live.record.seats if s.user_id != user_id or s.is_bot]
            people = [s for s in seats if not s.is_bot]
            if not people:
                return await self._cancel(live)
            if live.record.host_id == user_id:
                live.record.host_id = people[0].user_id or 0
                await self.storage.db.transaction(
                    lambda c: c.execute("UPDATE matches SET host_id = ? WHERE id = ?", (live.record.host_id, match_id))
                )
            return await self._set_lobby_seats(live, seats)

    async def add_bot(self, match_id: int, user_id: int) -> MatchRecord:
        """Add a bot seat. Host only. Raises MatchError when full."""
        async with (live := self._get(match_id)).lock:
            self._check_lobby(live, host=user_id)
            if len(live.record.seats) >= live.game.max_players:
                raise MatchError(f"This lobby is full ({live.game.max_players} players).")
            taken = {s.name for s in live.record.seats}
            name = next(f"🤖 {n}" for n in BOT_NAMES if f"🤖 {n}" not in taken)
            seats = [*live.record.seats, SeatRecord(len(live.record.seats), None, name, is_bot=True)]
            return await self._set_lobby_seats(live, seats)

    async def remove_bot(self, match_id: int, user_id: int) -> MatchRecord:
        """Remove the last bot seat. Host only. Raises MatchError if there is none."""
        async with (live := self._get(match_id)).lock:
            self._check_lobby(live, host=user_id)
            bots = [s for s in live.record.seats if s.is_bot]
            if not bots:
                raise MatchError("There is no bot to remove.")
            seats = [s for s in live.record.seats if s is not bots[-1]]
            return await self._set_lobby_seats(live, seats)

    async def set_option(self, match_id: int, user_id: int, field: str, value: Any) -> MatchRecord:
        """Change one lobby option. Host only. Raises MatchError for an unknown field or bad value."""
        async with (live := self._get(match_id)).lock:
            self._check_lobby(live, host=user_id)
            if field not in live.game.Options.model_fields:
                raise MatchError(f"{live.game.title} has no option {field!r}.")
            try:
                opts = live.game.Options.model_validate({**live.record.options, field: value})
            except ValidationError as exc:
                raise MatchError(f"That option value doesn't fit: {_first_error(exc)}") from None
            live.record.options = opts.model_dump(mode="json")
            await self.storage.matches.set_options(match_id, live.record.options, self.clock())
            self._notify(match_id, MatchUpdate(_snapshot(live.record), "lobby"))
            return live.record

    async def cancel(self, match_id: int, user_id: int, *, force: bool = False) -> MatchRecord:
        """Cancel a lobby. Host only, unless ``force`` (a server admin)."""
        async with (live := self._get(match_id)).lock:
            self._check_lobby(live, host=None if force else user_id)
            return await self._cancel(live)

    async def end_match(self, match_id: int) -> MatchRecord:
        """End a running match without a result (a server admin's tool for a stuck or
        abandoned table): no ratings change. Raises MatchError if it is not running."""
        live = self._get(match_id)
        async with live.lock:
            if live.record.status != "active":
                raise MatchError("That match is not running.")
            return await self._cancel(live)

    async def start_match(self, match_id: int, user_id: int, *, force: bool = False) -> MatchRecord:
        """Start a lobby: deal, persist, arm timers and bots. Host only (or ``force``).

        Raises MatchError if the seat count is outside the game's range.
        """
        async with (live := self._get(match_id)).lock:
            self._check_lobby(live, host=None if force else user_id)
            g, n = live.game, len(live.record.seats)
            if not g.min_players <= n <= g.max_players:
                raise MatchError(
                    f"{g.title} needs {g.min_players}–{g.max_players} players; this lobby has {n}. "
                    "Invite someone or add a bot."
                )
            options = g.Options.model_validate(live.record.options)
            try:
                state = g.setup(n, options, live.record.seed)
            except ValueError as exc:  # e.g. a chosen first player who is no longer seated
                raise MatchError(f"The match can't start with these options: {exc}") from None
            live.state = state
            now = self.clock()
            try:
                timers = self._plan_timers(live, acted=None, now=now)
                state_json = state.model_dump_json()
                await self.storage.matches.start(match_id, seats=live.record.seats, state=state_json, timers=timers, at=now)
            except BaseException:
                live.state = None  # still a lobby
                raise
            live.state_json = state_json
            live.record.status, live.record.state, live.record.version, live.record.timers = (
                "active",
                live.state_json,
                0,
                timers,
            )
            self._observed(live)
            self._arm(live)
            self._schedule_bots(live)
            setup_events = getattr(g, "setup_events", None)  # optional: a game's round-1 deal events
            events = list(setup_events(state)) if setup_events else []
            self._notify(match_id, MatchUpdate(_snapshot(live.record), "started", events))
            return live.record

    # ------------------------------------------------------------------ play
    async def act(self, match_id: int, user_id: int, action: dict[str, Any] | Model) -> list[Event]:
        """Apply a person's action. Returns the events.

        Raises MatchError (not in this match, match over) or IllegalAction (the game's
        reason) — in both cases nothing changed.
        """
        live = self._get(match_id)
        if self._closed:
            raise MatchError("The bot is restarting; try again in a moment.")
        async with live.lock:
            if live.record.status != "active" or live.state is None:
                raise MatchError("This match is not running.")
            seat = live.seat_of(user_id)
            if seat is None:
                raise MatchError("You are not playing in this match.")
            parsed = action if isinstance(action, Model) else parse_action(live.game, action)
            return await self._apply(live, seat, parsed)

    async def abandon(self, match_id: int, user_id: int) -> MatchRecord:
        """Leave a running match: the seat becomes a bot and play goes on. Raises MatchError if not seated."""
        live = self._get(match_id)
        async with live.lock:
            if live.record.status == "lobby":
                raise MatchError("This match has not started; use Leave instead.")
            seat = live.seat_of(user_id)
            if seat is None or live.record.status != "active":
                raise MatchError("You are not playing in this match.")
            seats = [
                SeatRecord(s.seat, s.user_id, s.name, True, True) if s.seat == seat else s for s in live.record.seats
            ]
            await self.storage.matches.set_seats(match_id, seats, self.clock())
            live.record.seats = seats
            live.record.timers = self._plan_timers(live, acted=None, now=self.clock())
            await self.storage.matches.set_timers(match_id, live.record.timers)
            self._arm(live)
            self._schedule_bots(live)
            event = Event(kind="abandoned", text=f"{seats[seat].name} left the match; a bot plays their seat.")
            self._notify(match_id, MatchUpdate(_snapshot(live.record), "seats", [event], seat))
            return live.record

    # ------------------------------------------------------------------ internals
    def _get(self, match_id: int) -> LiveMatch:
        live = self._live.get(match_id)
        if live is None:
            raise MatchError("That match is over or doesn't exist.")
        return live

    def _check_lobby(self, live: LiveMatch, host: int | None = None) -> None:
        if live.record.status != "lobby":
            raise MatchError("This lobby has already started or closed.")
        if host is not None and live.record.host_id != host:
            raise MatchError("Only the host can do that.")

    async def _set_lobby_seats(self, live: LiveMatch, seats: list[SeatRecord]) -> MatchRecord:
        seats = [SeatRecord(i, s.user_id, s.name, s.is_bot, s.abandoned) for i, s in enumerate(seats)]
        await self.storage.matches.set_seats(live.record.id, seats, self.clock())
        live.record.seats = seats
        self._notify(live.record.id, MatchUpdate(_snapshot(live.record), "lobby"))
        return live.record

    async def _cancel(self, live: LiveMatch) -> MatchRecord:
        await self.storage.matches.set_status(live.record.id, "cancelled", self.clock())
        live.record.status = "cancelled"
        self._retire(live)
        self._notify(live.record.id, MatchUpdate(_snapshot(live.record), "cancelled"))
        return live.record

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
            live.state = replay(game, len(record.seats), record.options, record.seed, [(a[1], a[2]) for a in actions])
            live.state_json = live.state.model_dump_json()
            record.state = live.state_json
        return live

    async def _apply(
        self, live: LiveMatch, seat: int, action: Model, *, timed_out: bool = False
    ) -> list[Event]:
        """Apply, persist and announce one action. Caller holds the lock.

        Memory never runs ahead of the database: if anything fails between the game's
        ``apply`` and the commit, the state is restored from the last committed JSON.
        If the calling task is cancelled mid-write (the write finishes on the database
        thread regardless), the service reads back what the database did and books it
        before passing the cancellation on.
        """
        game, state = live.game, live.state
        assert state is not None
        if game.turn_timer and seat != SYSTEM and seat not in game.to_act(state):
            # Turn-based games: a safety net before the game's own checks. Real-time games
            # give their own reasons ("You have already rescued an animal this round.").
            raise IllegalAction("It is not your turn.")
        try:
            events = game.apply(state, seat, action)
            now = self.clock()
            new_json = state.model_dump_json()
            outcome = game.outcome(state)
            timers = {} if outcome else self._plan_timers(live, acted=seat, now=now)
            finished = None
            if outcome is not None:
                finished = [
                    FinishedSeat(s.seat, s.user_id, outcome.places[s.seat], outcome.scores[s.seat], s.abandoned)
                    for s in live.record.seats
                ]
            action_json = action.model_dump_json()
        except IllegalAction:
            raise  # the game refused before changing anything (tested per game)
        except BaseException:
            self._restore(live)
            raise
        try:
            version = await self.storage.matches.commit_action(
                live.record.id,
                expected_version=live.record.version,
                seat=seat,
                action=action_json,
                state=new_json,
                timers=timers,
                at=now,
                finished=finished,
                guild_id=live.record.guild_id,
                game=live.record.game,
            )
        except asyncio.CancelledError:
            # The write was queued on the database thread before we could be cancelled and
            # runs regardless; a read queued after it (one thread, FIFO) tells whether it landed.
            try:
                stored = await self.storage.matches.get(live.record.id)
            except BaseException:
                self._restore(live)  # behind the database is the safe side: the next write resyncs
                raise
            if stored is not None and stored.version == live.record.version + 1:
                self._committed(live, seat, events, stored.version, new_json, timers, now, outcome, timed_out)
            else:
                self._restore(live)
            raise
        except StaleVersion:
            await self._resync(live)
            raise
        except BaseException:
            self._restore(live)
            raise
        return self._committed(live, seat, events, version, new_json, timers, now, outcome, timed_out)

    def _committed(
        self,
        live: LiveMatch,
        seat: int,
        events: list[Event],
        version: int,
        new_json: str,
        timers: dict[str, Any],
        now: float,
        outcome: Any,
        timed_out: bool,
    ) -> list[Event]:
        """Book a committed action in memory, re-arm timers and bots, and announce it."""
        live.state_json = new_json
        live.record.state, live.record.version, live.record.timers, live.record.updated_at = new_json, version, timers, now
        self._observed(live)
        if timed_out:
            name = live.record.seats[seat].name
            events.insert(0, Event(kind="timed_out", text=f"{name} ran out of time; a move was made for them."))
        if outcome is not None:
            live.record.status = "finished"
            self._retire(live)
            self._notify(live.record.id, MatchUpdate(_snapshot(live.record), "finished", events, seat, timed_out))
        else:
            self._arm(live)
            self._schedule_bots(live)
            self._notify(live.record.id, MatchUpdate(_snapshot(live.record), "action", events, seat, timed_out))
        return events

    def _restore(self, live: LiveMatch) -> None:
        """Put the in-memory state back to the last committed JSON."""
        live.state = live.game.State.model_validate_json(live.state_json)

    async def _resync(self, live: LiveMatch) -> None:
        """The database moved on without us (a lost race): reload this match from it."""
        record = await self.storage.matches.get(live.record.id)
        if record is None or record.state is None:
            self._restore(live)
            return
        if record.status != "active":  # it ended elsewhere: stop running it here
            live.record.status = record.status
            self._retire(live)
            return
        log.warning("match %s: memory was behind the database (version %s < %s); reloaded",
                    live.record.id, live.record.version, record.version)
        live.state = live.game.State.model_validate_json(record.state)
        live.state_json = record.state
        live.record.state, live.record.version, live.record.timers = record.state, record.version, record.timers
        live.record.seats = record.seats
        self._arm(live)
        self._schedule_bots(live)

    def _observed(self, live: LiveMatch) -> None:
        for callback in self._observers:
            try:
                callback(live.record.id, live.state)  # type: ignore[arg-type]
            except Exception:
                log.exception("observer failed on match %s", live.record.id)

    def _plan_timers(self, live: LiveMatch, *, acted: int | None, now: float) -> dict[str, Any]:
        """The timers that should run after a change: the game's own plus per-turn deadlines."""
        old = live.record.timers
        plan: dict[str, Any] = {}
        state = live.state
        assert state is not None
        for t in live.game.timers(state):
            plan[t.key] = old.get(t.key) or {"deadline": now + t.delay_s, "seat": t.seat, "action": t.action}
        if live.game.turn_timer and self.turn_timeout_s > 0:
            for seat in sorted(live.game.to_act(state)):
                if live.record.seats[seat].is_bot:
                    continue
                current = next((k for k, v in old.items() if k.startswith("turn:") and v["seat"] == seat), None)
                if current is None or seat == acted:
                    # The key names the version the turn started at (0 for the deal).
                    current = f"turn:{seat}:{live.record.version + (0 if acted is None else 1)}"
                plan[current] = old.get(current) or {
                    "deadline": now + self.turn_timeout_s,
                    "seat": seat,
                    "action": None,
                }
        return plan

    def _arm(self, live: LiveMatch) -> None:
        """Make the running asyncio timers match ``live.record.timers``."""
        if self._closed:
            return
        loop = asyncio.get_running_loop()
        wanted = live.record.timers
        for key in list(live.handles):
            if key not in wanted:
                live.handles.pop(key).cancel()
        for key, entry in wanted.items():
            if key in live.handles:
                continue
            delay = max(0.0, float(entry["deadline"]) - self.clock())
            live.handles[key] = loop.call_later(delay, self._spawn_timer, live.record.id, key)

    def _spawn_timer(self, match_id: int, key: str) -> None:
        task = asyncio.ensure_future(self._fire(match_id, key))
        task.add_done_callback(_log_task_error)

    async def _fire(self, match_id: int, key: str) -> None:
        live = self._live.get(match_id)
        if live is None or self._closed:
            return
        async with live.lock:
            live.handles.pop(key, None)
            entry = live.record.timers.get(key)
            if entry is None or live.record.status != "active" or live.state is None:
                return
            if entry["deadline"] - self.clock() > 0.005:  # fired early (clock skew): re-arm
                self._arm(live)
                return
            seat = int(entry["seat"])
            try:
                if entry["action"] is None:
                    if seat not in live.game.to_act(live.state):
                        raise IllegalAction("no longer this seat's turn")
                    action = live.game.default_action(live.state, seat)
                    await self._apply(live, seat, action, timed_out=True)
                else:
                    await self._apply(live, seat, parse_action(live.game, entry["action"]))
            except (IllegalAction, StaleVersion) as exc:
                log.info("timer %s of match %s dropped: %s", key, match_id, exc)
                live.record.timers.pop(key, None)
                await self.storage.matches.set_timers(match_id, live.record.timers)
            except Exception:
                # A database hiccup (busy, I/O): keep the timer and try again, backing off.
                failures = self._timer_failures[(match_id, key)] = self._timer_failures.get((match_id, key), 0) + 1
                delay = _backoff(failures - 1)
                log.exception("timer %s of match %s failed; retrying in %s s", key, match_id, delay)
                if not self._closed and key in live.record.timers:
                    live.handles[key] = asyncio.get_running_loop().call_later(delay, self._spawn_timer, match_id, key)
            else:
                self._timer_failures.pop((match_id, key), None)

    def _schedule_bots(self, live: LiveMatch) -> None:
        """Start a bot task for each bot seat that may act and has none running."""
        if self._closed or live.state is None or live.record.status != "active":
            return
        for seat in live.game.to_act(live.state):
            if not live.record.seats[seat].is_bot:
                continue
            task = live.bot_tasks.get(seat)
            if task is not None and not task.done():
                continue
            delay = live.game.bot_delay(live.state, seat) * self.bot_delay_scale
            task = asyncio.ensure_future(self._bot_turn(live.record.id, seat, delay))
            task.add_done_callback(_log_task_error)
            live.bot_tasks[seat] = task

    async def _bot_turn(self, match_id: int, seat: int, delay: float, failures: int = 0) -> None:
        """One bot move after ``delay`` s. ``failures`` counts consecutive failed tries, for backoff."""
        await asyncio.sleep(delay)
        live = self._live.get(match_id)
        if live is None or self._closed:
            return
        retry: float | None = None
        failed = False
        async with live.lock:
            if live.bot_tasks.get(seat) is asyncio.current_task():
                del live.bot_tasks[seat]
            state = live.state
            if state is None or live.record.status != "active" or seat not in live.game.to_act(state):
                return
            rng = Rng.from_seed(live.record.seed * 1_000_003 + live.record.version * 31 + seat)
            policy_failed = False
            try:
                action = live.game.bot_action(live.game.view(state, seat), seat, rng)
            except Exception:
                log.exception("bot policy failed in match %s seat %s; using the default action", match_id, seat)
                policy_failed = True
                try:
                    action = live.game.default_action(state, seat)
                except Exception:
                    log.exception("no default action either in match %s seat %s", match_id, seat)
                    action = None
            if action is None:
                failed = policy_failed
                retry = _backoff(failures) if failed else max(BOT_WAIT_S, live.game.bot_delay(state, seat) * self.bot_delay_scale)
            else:
                try:
                    await self._apply(live, seat, action)
                except IllegalAction as exc:
                    log.warning("bot in match %s seat %s chose an illegal action (%s); using default", match_id, seat, exc)
                    try:
                        await self._apply(live, seat, live.game.default_action(live.state, seat))  # type: ignore[arg-type]
                    except Exception:
                        log.exception("default action failed too in match %s seat %s", match_id, seat)
                        retry, failed = _backoff(failures), True
                except StaleVersion:
                    return  # _resync reloaded the match and scheduled its bots afresh
                except Exception:
                    log.exception("bot move failed in match %s seat %s; retrying", match_id, seat)
                    retry, failed = _backoff(failures), True
        if retry is not None and not self._closed and live.record.status == "active":
            current = live.bot_tasks.get(seat)
            if current is not None and not current.done():
                return  # something else already scheduled this seat
            again = failures + 1 if failed else 0
            task = asyncio.ensure_future(self._bot_turn(match_id, seat, retry, again))
            task.add_done_callback(_log_task_error)
            live.bot_tasks[seat] = task

    def _disarm(self, live: LiveMatch) -> None:
        for handle in live.handles.values():
            handle.cancel()
        live.handles.clear()
        current = asyncio.current_task()
        for task in live.bot_tasks.values():
            if task is not current:
                task.cancel()
        live.bot_tasks.clear()

    def _retire(self, live: LiveMatch) -> None:
        """Stop a finished or cancelled match's tasks and drop it from memory."""
        self._disarm(live)
        self._live.pop(live.record.id, None)

    def _notify(self, match_id: int, update: MatchUpdate) -> None:
        if not self._subscribers:
            return
        previous = self._notify_tail.get(match_id)

        async def deliver() -> None:
            if previous is not None:
                await asyncio.gather(previous, return_exceptions=True)
            for callback in list(self._subscribers):
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


def _backoff(failures: int) -> float:
    """Seconds before retry number ``failures + 1`` of something that failed: 1, 2, 4 … 60."""
    return min(60.0, RETRY_S * (2 ** min(failures, 6)))


def _snapshot(record: MatchRecord) -> MatchRecord:
    """A copy of a record for subscribers, so later changes don't show through."""
    snap = copy.copy(record)
    snap.seats, snap.timers = list(record.seats), dict(record.timers)
    return snap


def _first_error(exc: ValidationError) -> str:
    err = exc.errors()[0]
    where = ".".join(str(p) for p in err.get("loc", ()))
    return f"{where}: {err.get('msg', 'invalid')}" if where else str(err.get("msg", "invalid"))


def _log_task_error(task: asyncio.Task[Any]) -> None:
    if not task.cancelled() and task.exception() is not None:
        log.error("background task failed", exc_info=task.exception())
