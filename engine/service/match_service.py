"""The match service's façade: :class:`MatchService`, the one object every cog talks to.

It builds the service's parts, each a plain class with one job, and hands each the one
:class:`~engine.service.live.LiveMatches` (the live matches, their locks, the subscribers)
and the other parts it needs:

* :class:`~engine.service.timers.TimersAndBots` — turn deadlines, game timers, bot seats;
* :class:`~engine.service.actions.ActionPath` — ``act`` and the commit of every move;
* :class:`~engine.service.lobbies.Lobbies` — open, join, seats, options, start, cancel, end;
* :class:`~engine.service.lifecycle.Lifecycle` — places that are gone, people who left;
* :class:`~engine.service.moderating.Moderating` — an admin's pause, resume, remove, hand to a bot;
* :class:`~engine.service.guild_configs.GuildConfigs` — each server's ``/setup``, cached.

Timers and bots move through the action path, which re-arms them after each commit: the
one cycle between parts, closed here (the timers are built first and handed this façade's
:meth:`MatchService._apply`, which forwards to the action path).

The façade itself answers the read-only queries (``match``, ``fetch``, ``view``, ``view_of``,
``fetch_view`` …), starts and stops the service, and names the stores cogs may use
(``messages``, ``ratings``, ``preferences``, ``stored_matches``).
"""
from __future__ import annotations

import asyncio
import json
import logging
import secrets
import time
from collections.abc import Callable, Coroutine, Iterable
from concurrent.futures import Executor
from typing import Any

from pydantic import ValidationError

from engine import registry
from engine.core import DEFAULT_BOT_LEVEL, SYSTEM, AnyGame, Event, Model, parse_action
from engine.replay import replay
from engine.service.actions import ActionPath
from engine.service.guild_config import lobby_defaults
from engine.service.guild_configs import POLL_S, GuildConfigs
from engine.service.leases import ShardLeases
from engine.service.lifecycle import Lifecycle
from engine.service.live import LiveMatch, LiveMatches, MatchError
from engine.service.lobbies import NAME_CHARS, Lobbies
from engine.service.match_settings import MatchSettings, game_options, settings_of
from engine.service.moderating import Moderating
from engine.service.outages import Heartbeat
from engine.service.shards import ShardFilter
from engine.service.time_bank import TurnClock
from engine.service.timers import TimersAndBots
from engine.service.turns import Turn, stored_to_act, turn_of
from engine.service.undo_clock import TakeBack, take_back
from engine.service.updates import MatchUpdate, Subscriber
from engine.service.view_cache import ViewCache
from storage import (
    MatchRecord,
    MatchStatus,
    MatchStoreAPI,
    MessageStoreAPI,
    PauseRecord,
    RatingStoreAPI,
    Season,
    SeasonError,
    SeasonNameTaken,
    StorageBackend,
)
from storage.leases import CommandGuildStore
from storage.preferences import PreferenceStoreAPI
from storage.reminders import ReminderStoreAPI
from storage.tutorials import TutorialStore

log = logging.getLogger(__name__)


class MatchService:
    """Lobbies and matches for every guild. Create, then ``await start()``; ``await close()`` at the end.

    ``MatchService(storage, *, turn_timeout_s=300.0, bot_delay_scale=1.0, clock=time.time,
    seed_source=…, absent_after=2, shards=None)``: ``turn_timeout_s`` is the seconds a person
    has per turn (0 disables); ``bot_delay_scale`` multiplies every bot delay (0 in tests for
    speed); ``clock`` returns wall-clock seconds (persisted deadlines use it); ``seed_source``
    gives each new match its seed.
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
        guild_poll_s: float = POLL_S,
        hold_shards: bool = False,
        lease_options: dict[str, Any] | None = None,
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
        self.leases: ShardLeases | None = None
        self._on_lost: Callable[[int, str], Coroutine[Any, Any, None]] | None = None
        self._lost_tasks: set[asyncio.Task[None]] = set()
        """With ``hold_shards``: the leases of :attr:`shards` this process holds while it plays them
        (:mod:`engine.service.leases`; ``lease_options`` go to :class:`ShardLeases`, e.g. ``on_lost``)."""
        if hold_shards:
            ids = sorted(shards.shard_ids) if shards is not None else [0]
            options = dict(lease_options or {})
            self._on_lost = options.pop("on_lost", None)
            self.leases = ShardLeases(storage.leases, ids, clock=clock, on_lost=self._lost, **options)
        self.heartbeat = Heartbeat(storage.heartbeats, shards, clock=clock)
        """When this process was last alive, in the database: the next start does not charge
        turn-based clocks for the outage (:mod:`engine.service.outages`)."""
        self._live = LiveMatches()
        self._views = ViewCache()  # views are pure functions of committed states: built once per version
        """The live matches, their locks and subscribers: the one object every part shares."""
        self._timers = TimersAndBots(self._live, storage, clock=clock, settings=self.settings,
                                     bot_delay_scale=bot_delay_scale, apply=self._apply)
        self._actions = ActionPath(self._live, storage, self._timers, clock=clock)
        self._lobbies = Lobbies(self._live, storage, self._timers, clock=clock, seed_source=seed_source,
                                turn_timeout_s=turn_timeout_s, absent_after=absent_after)
        self._lifecycle = Lifecycle(self._live, storage, self._lobbies, self._timers, clock=clock)
        self._moderating = Moderating(self._live, storage, self._lobbies, self._timers, clock=clock)
        self.guild_configs = GuildConfigs(storage, clock=clock, poll_s=guild_poll_s)
        """Each server's ``/setup`` configuration, cached and refreshed when another process
        changes it (``await get(guild_id)``, ``await change(guild_id, edit)``)."""

    @property
    def bot_executor(self) -> Executor | None:
        """Where bot decisions run (``None``: the shared pool; see :class:`~engine.service.timers.TimersAndBots`)."""
        return self._timers.bot_executor

    @bot_executor.setter
    def bot_executor(self, executor: Executor | None) -> None:
        self._timers.bot_executor = executor

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
        ``profile``, ``recent``; all-time, or one season's with ``season=``), reputation
        (``reputation``, ``reputations``) and the guilds' seasons (``seasons``: ``current``, ``named``,
        ``get``, ``of_guild``; start and end them with :meth:`start_season` and :meth:`end_season`);
        results are written by the service when a match ends. A standing's ``rating`` is the shown
        rating the service's maths stored (:mod:`engine.service.results`)."""
        return self.storage.ratings

    async def start_season(self, guild_id: int, name: str) -> tuple[Season, Season | None]:
        """Start season ``name`` on ``guild_id`` now (service clock): every rating in it starts afresh; a
        season still running ends at the same moment. Returns ``(started, ended or None)``. Raises
        MatchError (nothing changed) when the server already had a season of that name
        (:meth:`storage.seasons.SeasonStore.start`)."""
        try:
            return await self.storage.ratings.seasons.start(guild_id, name, self.clock())
        except SeasonError as exc:  # SeasonNameTaken, the one refusal of a start (names compare ignoring case)
            taken = exc.name if isinstance(exc, SeasonNameTaken) and exc.name else name  # as stored
            raise MatchError(str(exc), code="service-season-taken", params={"name": taken}, supplied=["name"]) from None

    async def end_season(self, guild_id: int) -> Season:
        """End the season running on ``guild_id`` now (service clock); its standings stay. Returns it.
        Raises MatchError (nothing changed) when none runs (:meth:`storage.seasons.SeasonStore.end`)."""
        try:
            return await self.storage.ratings.seasons.end(guild_id, self.clock())
        except SeasonError as exc:  # NoSeasonRunning, the one refusal of an end
            raise MatchError(str(exc), code="service-season-none") from None

    @property
    def preferences(self) -> PreferenceStoreAPI:
        """Per-person preferences (``await get_dms(user_id) -> bool``, ``await set_dms(user_id, on, at)``)."""
        return self.storage.preferences

    @property
    def reminders(self) -> ReminderStoreAPI:
        """The ledger of turn reminders sent (``await claim(match, turn, kind, user, at) -> bool``,
        ``await sent_in_active()``, ``await forget_turns(match, keep)``; :mod:`storage.reminders`)."""
        return self.storage.reminders

    def turn(self, match_id: int, seat: int) -> Turn | None:
        """``seat``'s running turn in a live match with its start and deadline (:mod:`engine.service.turns`),
        or None (not live, no turn timer, or not that seat's turn)."""
        live = self._live.get(match_id)
        if live is None or live.state is None or seat not in live.game.to_act(live.state):
            return None
        return turn_of(live.record, seat, self.settings(live.record))

    async def turns_of(self, user_id: int) -> list[tuple[MatchRecord, int, bool]]:
        """Every active match (on any shard) where ``user_id`` plays a seat that is to act now:
        ``(record, seat, live)``. ``live``: this process runs the match (its record is the committed
        in-memory one); otherwise the record is as stored (another process runs it). One indexed
        query (:meth:`storage.matches.MatchStore.seated`); the seats to act come from each state."""
        found: list[tuple[MatchRecord, int, bool]] = []
        for stored in await self.storage.matches.seated(user_id):
            if stored.tutorial:  # a tutorial waits for its learner without a turn to remind of
                continue
            live = self._live.get(stored.id)
            record = live.record if live is not None else stored
            seat = next((s.seat for s in record.seats if s.user_id == user_id and not s.is_bot), None)
            if seat is None:
                continue
            to_act = (live.game.to_act(live.state) if live is not None and live.state is not None
                      else stored_to_act(stored))
            if seat in to_act:
                found.append((record, seat, live is not None))
        return found

    @property
    def command_guilds(self) -> CommandGuildStore:
        """The guilds slash commands were synced to as guild commands (``await guilds()``,
        ``await add(guild_id, at)``, ``await remove(guild_id)``), so a later sync removes them."""
        return self.storage.command_guilds

    @property
    def stored_matches(self) -> MatchStoreAPI:
        """The stored matches and their action logs, for reading (``await get(id)``, ``await actions(id)``):
        what tests, benches and repair-at-start check against. Writes go through the service's methods."""
        return self.storage.matches

    async def ended_since(self, since: float) -> list[MatchRecord]:
        """Matches finished or cancelled whose last change is at or after ``since`` (service clock, s),
        of the guilds this process owns (:meth:`owns`), oldest first, from storage."""
        ended = await self.storage.matches.ended_since(since)
        return [r for r in ended if self.owns(r.guild_id) and not r.tutorial]

    def settings(self, record: MatchRecord) -> MatchSettings:
        """The turn timer and absent count ``record``'s match runs with: its own (set in the lobby),
        else this service's defaults (a match from before these settings)."""
        return settings_of(record.options, turn_timeout_s=self.turn_timeout_s, absent_after=self.absent_after)

    # ------------------------------------------------------------------ listeners
    def observe(self, callback: Callable[[int, Model], None]) -> None:
        """Call ``callback(match_id, state)`` synchronously, under the match lock, after every
        committed start or action (instrumentation; quick, and it must not change the state)."""
        self._live.updates.observe(callback)

    def subscribe(self, callback: Subscriber, *, tutorials: bool = False) -> None:
        """Call ``callback(update)`` (a :class:`~engine.service.updates.MatchUpdate`) after every
        change, in order per match, outside the match lock: of every match but the tutorials, or
        with ``tutorials`` of the tutorials only (``/learn``; :meth:`Updates.subscribe`)."""
        self._live.updates.subscribe(callback, tutorials=tutorials)

    def watch_tutorials(self, callback: Callable[[MatchUpdate], None]) -> None:
        """Call ``callback(update)`` at once for every change of a tutorial match, before ``act``
        returns (:meth:`Updates.watch_tutorials`: quick bookkeeping that must not raise)."""
        self._live.updates.watch_tutorials(callback)

    def unsubscribe(self, callback: Callable[[MatchUpdate], Any]) -> None:
        """Stop calling ``callback`` given to :meth:`subscribe` or :meth:`watch_tutorials`
        (a cog being unloaded; :meth:`Updates.unsubscribe`)."""
        self._live.updates.unsubscribe(callback)

    async def start_tutorial(
        self, *, game: str, user_id: int, name: str, guild_id: int | None, seats: int, seed: int,
        options: dict[str, Any], level: str,
    ) -> MatchRecord:
        """Start ``user_id``'s tutorial match (:meth:`Lobbies.start_tutorial`): their seat 0, bots on the
        others, never rated and heard of only by tutorial subscribers. Raises MatchError."""
        return await self._lobbies.start_tutorial(game=game, user_id=user_id, name=name, guild_id=guild_id,
                                                  seats=seats, seed=seed, options=options, level=level)

    def tutorials_of(self, user_id: int) -> list[MatchRecord]:
        """The tutorial matches ``user_id`` plays now (in memory, any guild)."""
        return self._live.played_by(user_id, tutorials=True)

    @property
    def tutorials(self) -> TutorialStore:
        """Each person's tutorials: progress and learned marks (:mod:`storage.tutorials`)."""
        return self.storage.tutorials

    async def wait_idle(self) -> None:
        """Wait until every queued notification has been delivered."""
        await self._live.updates.wait_idle()

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
        """Open a lobby with the host in seat 0 (:meth:`Lobbies.create_lobby`): its options are
        ``options`` (a rematch's), else the server's defaults for the game (``/setup``), else the
        bot's. Raises MatchError for an unknown game or bad options."""
        if options is None:
            options = lobby_defaults(await self.guild_configs.get(guild_id), game)
        return await self._lobbies.create_lobby(game=game, guild_id=guild_id, channel_id=channel_id, host_id=host_id,
                                                host_name=host_name, options=options, seed=seed)

    async def join(self, match_id: int, user_id: int, name: str) -> MatchRecord:
        """Take the next free seat. Raises MatchError if not a lobby, full, or already seated."""
        return await self._lobbies.join(match_id, user_id, name)

    async def leave(self, match_id: int, user_id: int) -> MatchRecord:
        """Give up a lobby seat; the host's role passes on; with nobody left the lobby is cancelled."""
        return await self._lobbies.leave(match_id, user_id)

    async def add_bot(self, match_id: int, user_id: int, level: str = DEFAULT_BOT_LEVEL) -> MatchRecord:
        """Add a bot seat playing at ``level`` (a key of :data:`engine.core.BOT_LEVELS`). Host only.
        Raises MatchError when full, for an unknown level, or when the server's ``/setup`` lets
        no bots take seats in this game."""
        record = self.match(match_id)
        if record is not None and not (await self.guild_configs.get(record.guild_id)).game(record.game).bots:
            title = registry.get(record.game).title if record.game in registry.games() else record.game
            raise MatchError(f"Bots may not take seats in {title} on this server (a server admin's /setup).",
                             code="service-bots-barred")
        return await self._lobbies.add_bot(match_id, user_id, level)

    async def set_bot_level(self, match_id: int, user_id: int, name: str, level: str) -> MatchRecord:
        """Change the level of the lobby's bot called ``name``. Host only. Raises MatchError for an
        unknown level or when no such bot sits in the lobby."""
        return await self._lobbies.set_bot_level(match_id, user_id, name, level)

    async def remove_bot(self, match_id: int, user_id: int) -> MatchRecord:
        """Remove the last bot seat. Host only. Raises MatchError if there is none."""
        return await self._lobbies.remove_bot(match_id, user_id)

    async def set_option(self, match_id: int, user_id: int, field: str, value: Any) -> MatchRecord:
        """Change one lobby option (the game's, or a match setting). Host only. Raises MatchError
        for an unknown field or bad value."""
        return await self._lobbies.set_option(match_id, user_id, field, value)

    async def cancel(self, match_id: int, user_id: int, *, force: bool = False) -> MatchRecord:
        """Cancel a lobby. Host only, unless ``force`` (a server admin)."""
        return await self._lobbies.cancel(match_id, user_id, force=force)

    async def end_match(self, match_id: int) -> MatchRecord:
        """End a running match without a result (no ratings change). Raises MatchError if it is not running."""
        return await self._lobbies.end_match(match_id)

    async def start_match(self, match_id: int, user_id: int, *, force: bool = False) -> MatchRecord:
        """Start a lobby: deal, persist, arm timers and bots. Host only (or ``force``). Raises
        MatchError if the seat count is outside the game's range or the options don't allow a start."""
        return await self._lobbies.start_match(match_id, user_id, force=force)

    async def abandon(self, match_id: int, user_id: int) -> MatchRecord:
        """Leave a running match: the seat becomes a bot and play goes on. Raises MatchError if not seated."""
        return await self._lobbies.abandon(match_id, user_id)

    async def rejoin(self, match_id: int, user_id: int) -> MatchRecord:
        """Take back a seat a bot has played since its person left (issue 12). Raises MatchError
        if the match is not running or has no such seat."""
        return await self._lobbies.rejoin(match_id, user_id)

    # ------------------------------------------------------------------ moderating
    async def pause(self, match_id: int, user_id: int, name: str) -> MatchRecord:
        """Pause a running match (:meth:`Moderating.pause`): its clocks stop and no move is
        accepted until :meth:`resume`. Raises MatchError if it is not running or already paused."""
        return await self._moderating.pause(match_id, user_id, name)

    async def resume(self, match_id: int, name: str) -> MatchRecord:
        """Resume a paused match; its deadlines move by the paused time. Raises MatchError if not paused."""
        return await self._moderating.resume(match_id, name)

    def paused(self, match_id: int) -> PauseRecord | None:
        """Who paused live match ``match_id`` and when, or None when it is not paused."""
        live = self._live.get(match_id)
        return live.paused if live is not None else None

    async def remove_player(self, match_id: int, user_id: int) -> MatchRecord:
        """An admin removes ``user_id`` from a lobby. Raises MatchError if not a lobby or not in it."""
        return await self._moderating.remove_player(match_id, user_id)

    async def hand_to_bot(self, match_id: int, user_id: int) -> MatchRecord:
        """An admin hands ``user_id``'s seat to a Normal bot (lobby or running match). Raises
        MatchError if they hold no seat there or it is over."""
        return await self._moderating.hand_to_bot(match_id, user_id)

    # ------------------------------------------------------------------ play
    async def act(
        self,
        match_id: int,
        user_id: int,
        action: Model,
        *,
        expected_version: int | None = None,
    ) -> list[Event]:
        """Apply a person's action; returns the events (:meth:`ActionPath.act`). Raises StaleAction
        (the match is no longer at ``expected_version``), MatchError or IllegalAction — nothing changed —
        and MatchMovedOn if another process advanced the match (it is reloaded)."""
        return await self._actions.act(match_id, user_id, action, expected_version=expected_version)

    # ------------------------------------------------------------------ places and people gone
    async def end_where_gone(self, *, guild_id: int | None = None, channel_ids: Iterable[int] = ()) -> list[int]:
        """End without a result every lobby and match of ``guild_id`` or played in ``channel_ids``
        (:meth:`Lifecycle.end_where_gone`). Returns the ids ended."""
        return await self._lifecycle.end_where_gone(guild_id=guild_id, channel_ids=channel_ids)

    async def member_left(self, guild_id: int, user_id: int) -> list[int]:
        """``user_id`` left ``guild_id``: they leave its lobbies, bots take their running seats
        (:meth:`Lifecycle.member_left`). Returns the ids of the matches changed."""
        return await self._lifecycle.member_left(guild_id, user_id)

    # ------------------------------------------------------------------ life cycle
    def owns(self, guild_id: int | None) -> bool:
        """Whether this process runs the matches of ``guild_id`` (its guild is on one of :attr:`shards`)."""
        return self.shards is None or self.shards.owns(guild_id)

    async def start(self) -> int:
        """Reload every lobby and active match this process owns (:meth:`owns`); cancel stale lobbies;
        move the deadlines of turn-based matches by the time the bot was down (the heartbeat,
        :mod:`engine.service.outages`); re-arm timers and bots; then keep the heartbeat going.
        Returns how many active matches were reloaded."""
        if self.leases is not None:  # another process playing these shards: wait until it stops
            await self.leases.acquire()
            self.leases.start_renewing()
        stored = await self.storage.matches.with_status((MatchStatus.LOBBY, MatchStatus.ACTIVE))
        records = [r for r in stored if self.owns(r.guild_id)]
        active = 0
        loaded: dict[int, LiveMatch] = {}
        for record in records:
            if await self._lobbies.expire_lobby(record):
                continue
            try:
                live = await self._load(record)
            except Exception:
                log.exception("match %s could not be reloaded; left as it is", record.id)
                continue
            self._live.add(live)
            loaded[record.id] = live
        await self._moderating.load(loaded)  # paused matches stay paused: no timers armed for them
        alive_at = await self.heartbeat.last_alive()
        moved: list[float] = []
        for live in loaded.values():
            if live.record.status == MatchStatus.ACTIVE:
                active += 1
                if shift := await self._timers.resume(live, alive_at(live.record.guild_id)):
                    moved.append(shift)
        if moved:
            log.info("the bot was down for %.0f s: the clocks of %d turn-based matches moved by that time",
                     max(moved), len(moved))
        await self.heartbeat.beat()  # after the moves are stored: a crash before it credits them once
        self.heartbeat.start()
        self.guild_configs.start()
        return active

    async def close(self) -> None:
        """Cancel timers and bot tasks, let actions being written finish, refuse new ones, and
        wait for pending notifications. The storage stays open. Call it from outside the
        service's own callbacks (not from a subscriber, not while holding a match lock)."""
        self._live.closed = True
        await self.guild_configs.close()
        for live in list(self._live.values()):
            live.disarm()
        for live in list(self._live.values()):
            async with live.lock:  # let an action already being written finish
                pass
        await self._timers.deadlines.close()
        await self.wait_idle()
        await self.heartbeat.stop(last=not (self.leases is not None and self.leases.lost))
        if self.leases is not None:
            await self.leases.release()

    async def _lost(self, shard: int, holder: str) -> None:
        """Another process took over ``shard`` (this one was frozen past its lease): stop playing
        at once — no timer, bot or move of this process touches a match again — and tell
        ``on_lost`` (the bot closes), outside the renewal."""
        self._live.closed = True
        for live in list(self._live.values()):
            live.disarm()
        lost: asyncio.Task[None] = asyncio.get_running_loop().create_task(self.heartbeat.stop(last=False))
        self._lost_tasks.add(lost)
        lost.add_done_callback(self._lost_tasks.discard)
        if self._on_lost is not None:
            task: asyncio.Task[None] = asyncio.get_running_loop().create_task(self._on_lost(shard, holder))
            self._lost_tasks.add(task)
            task.add_done_callback(self._lost_tasks.discard)

    # ------------------------------------------------------------------ queries
    def match(self, match_id: int) -> MatchRecord | None:
        """The cached record of a lobby or active match, or None (finished matches are not cached)."""
        live = self._live.get(match_id)
        return live.record if live else None

    async def fetch(self, match_id: int) -> MatchRecord | None:
        """The record of any match (from memory if live, else from storage)."""
        live = self._live.get(match_id)
        return live.record if live else await self.storage.matches.get(match_id)

    def running(self, guild_id: int | None = None, *, tutorials: bool = False) -> list[MatchRecord]:
        """Lobbies and active matches in memory (optionally of one guild), oldest first; the tutorials
        (``/learn``) are left out, or with ``tutorials`` they alone are listed."""
        return self._live.running(guild_id, tutorials=tutorials)

    async def rename(self, guild_id: int, user_id: int, name: str) -> list[int]:
        """Show a member's current display name on their seats here (:meth:`Lobbies.rename`);
        the ids of the matches that changed."""
        return await self._lobbies.rename(guild_id, user_id, name)

    def seat_names_differ(self, guild_id: int, user_id: int, name: str) -> bool:
        """True when a seat of ``user_id`` in this guild's matches in memory shows another name than
        ``name`` (a cheap check, no I/O, before :meth:`rename`)."""
        name = name.strip()[:NAME_CHARS]
        return bool(name) and any(s.user_id == user_id and s.name != name
                                  for r in self._live.running(guild_id) for s in r.seats)

    def matches_of(self, user_id: int, guild_id: int | None = None) -> list[MatchRecord]:
        """Lobbies and active matches where ``user_id`` holds a seat they still play."""
        return self._live.played_by(user_id, guild_id)

    def seat_of(self, match_id: int, user_id: int) -> int | None:
        """The seat ``user_id`` plays in a live match, or None."""
        live = self._live.get(match_id)
        return live.seat_of(user_id) if live else None

    def game_of(self, match_id: int) -> AnyGame:
        """The game of a live match. Raises MatchError if it is not live."""
        return self._live.require(match_id).game

    def view(self, match_id: int, seat: int | None) -> Model:
        """``Game.view`` of a live match's current state for ``seat`` (None: spectator).

        Synchronous, from memory. Raises MatchError if the match is not live or has not
        started. For a match that may have finished use :meth:`fetch_view` (by id) or
        :meth:`view_of` (with a record in hand)."""
        live = self._live.require(match_id)
        if live.state is None:
            raise MatchError("This match has not started yet.", code="service-match-not-started")
        state, game = live.state, live.game
        view: Model = self._views.get(match_id, live.record.version, state, seat, lambda: game.view(state, seat))
        return view

    def view_of(self, record: MatchRecord, seat: int | None) -> Model:
        """``Game.view`` for ``seat`` (None: spectator) of the match ``record`` names, live or finished.

        It is always the state of ``record.version`` (so a picture cached under that version
        shows that version): the live committed state when ``record`` is the live match's
        current version (no parsing), otherwise the state stored on ``record`` (an older
        snapshot, or the final state of a finished or ended match: a record from
        :meth:`fetch` or a :class:`MatchUpdate`). Synchronous, for renderers. Raises MatchError if the match
        never started or its game is no longer offered. Views are built once per (match,
        version, seat) and shared (:class:`~engine.service.view_cache.ViewCache`): read them,
        never mutate them."""
        live = self._live.get(record.id)
        if (record.status == MatchStatus.ACTIVE and live is not None and live.state is not None
                and live.record.version == record.version):
            state, live_game = live.state, live.game
            view: Model = self._views.get(record.id, record.version, state, seat, lambda: live_game.view(state, seat))
            return view
        if record.state is None:
            raise MatchError("This match has not started yet.", code="service-match-not-started")
        try:
            game = registry.get(record.game)
        except KeyError:
            raise MatchError("That game is no longer offered here.", code="service-game-gone") from None
        stored_json = record.state
        stored: Model = self._views.get(record.id, record.version, stored_json, seat,
                                        lambda: game.view(game.State.model_validate_json(stored_json), seat))
        return stored

    async def fetch_view(self, match_id: int, seat: int | None) -> Model:
        """``Game.view`` for ``seat`` of any match by id: the live state while it runs, else its
        final state from storage. Raises MatchError if the match doesn't exist or never started."""
        record = await self.fetch(match_id)
        if record is None:
            raise MatchError("That match doesn't exist.", code="service-match-unknown")
        return self.view_of(record, seat)

    async def action_log(self, match_id: int) -> list[tuple[int, int, str]]:
        """A match's committed action log as stored: ``[(seq, seat, action JSON)]`` in order (seat
        SYSTEM for the game's own timers). For tools and tests that count moves (the ``--learn``
        demo's summary); people see moves only through :meth:`public_history`."""
        return await self.storage.matches.actions(match_id)

    async def public_history(self, match_id: int) -> list[tuple[int, int, list[Event]]]:
        """A match's moves as everyone saw them: ``[(number, seat, public events)]``, replayed from
        its seed and action log (number 0, seat SYSTEM: the deal's events; ``seat`` SYSTEM also for
        the game's own timers). Only public events (``visible_to is None``): never a hand or any
        other seat's hidden information. Replayed in a worker thread. Raises MatchError if the
        match doesn't exist, never started, or its game is no longer offered."""
        record = await self.fetch(match_id)
        if record is None or record.state is None:
            raise MatchError("That match doesn't exist or never started.", code="service-match-never-started")
        try:
            game = registry.get(record.game)
        except KeyError:
            raise MatchError("That game is no longer offered here.", code="service-game-gone") from None
        log_rows = await self.storage.matches.actions(match_id)

        def run() -> list[tuple[int, int, list[Event]]]:
            state = game.setup(len(record.seats), game.Options.model_validate(game_options(record.options)), record.seed)
            out = [(0, SYSTEM, [e for e in game.setup_events(state) if e.visible_to is None])]
            for number, (_, seat, action) in enumerate(log_rows, start=1):
                events = game.apply(state, seat, parse_action(game, json.loads(action)))
                out.append((number, seat, [e for e in events if e.visible_to is None]))
            return out

        return await asyncio.to_thread(run)

    def undo_offer(self, match_id: int, seat: int) -> TakeBack | None:
        """What ``seat`` may take back now in a live match (issue 36), or None: the game offers
        nothing, the match is paused or not running, the move was made by a timeout or a bot, or the
        seat's time for it has run out. ``act(match_id, user_id, offer.undo)`` takes it back; the
        ``TakeBack`` names the move (``action``, for the button's label), how many more may follow
        and the deadline the seat will have (:mod:`engine.service.undo_clock`)."""
        live = self._live.get(match_id)
        if live is None or live.state is None or live.record.status != MatchStatus.ACTIVE or live.paused is not None:
            return None
        return take_back(live.game, live.state, live.record.timers, seat, self.clock())

    def to_act(self, match_id: int) -> set[int]:
        """Seats that may act now in a live match."""
        live = self._live.require(match_id)
        return set() if live.state is None else live.game.to_act(live.state)

    def deadline(self, match_id: int, seat: int) -> float | None:
        """Wall-clock deadline of ``seat``'s running turn timer, or None."""
        live = self._live.get(match_id)
        if not live:
            return None
        clock = self._timers.turn_clock(live, seat)
        return clock.deadline if clock is not None else None

    def turn_clock(self, match_id: int, seat: int) -> TurnClock | None:
        """``seat``'s running turn in a live match (:class:`~engine.service.time_bank.TurnClock`:
        ``started``, ``deadline`` — service clock, Unix s — ``per_move_s``, ``bank_s``,
        ``turn_based``), or None when no turn timer runs for it (not its turn, a bot seat, no timer)."""
        live = self._live.get(match_id)
        return self._timers.turn_clock(live, seat) if live is not None else None

    def pending_turns(self, *, user_id: int | None = None, guild_id: int | None = None) -> list[TurnClock]:
        """Every running turn timer of the live matches this process holds, soonest deadline first:
        of one person (``user_id``: the seats they play themselves) and/or one guild. From memory
        (no query); for ``/turns`` and reminders."""
        out = []
        records = self._live.running(guild_id) if user_id is None else self._live.played_by(user_id, guild_id)
        for record in records:
            live = self._live.get(record.id)
            if live is None or record.status != MatchStatus.ACTIVE:
                continue
            for s in record.seats:
                if (user_id is None or s.user_id == user_id) and not s.is_bot:
                    clock = self._timers.turn_clock(live, s.seat)
                    if clock is not None:
                        out.append(clock)
        return sorted(out, key=lambda c: (c.deadline, c.match_id, c.seat))

    def pending_deadlines(self) -> int:
        """How many deadlines (turns, reminders, game timers) the service's one timer heap holds."""
        return len(self._timers.deadlines)

    def private_texts(self, match_id: int, seat: int) -> set[str]:
        """Strings only ``seat`` may see now (for leak checks)."""
        live = self._live.require(match_id)
        return set() if live.state is None else live.game.private_texts(live.state, seat)

    async def set_thread(self, match_id: int, thread_id: int | None) -> None:
        """Record where a match is played (its thread, or the channel), in memory and storage."""
        live = self._live.get(match_id)
        if live is not None:
            live.record.thread_id = thread_id
        await self.storage.matches.set_thread(match_id, thread_id)

    # ------------------------------------------------------------------ internals
    async def _apply(self, live: LiveMatch, seat: int, action: Model, *, timed_out: bool = False) -> list[Event]:
        """The action path's one step, for timers and bots (built before it: it re-arms them)."""
        return await self._actions.apply(live, seat, action, timed_out=timed_out)

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
