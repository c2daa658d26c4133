"""The match service's lobby job: open, join, leave, bots, options, start, cancel, end, abandon.

Every request takes the match's lock, checks who may ask (:class:`MatchError` with a short
reason otherwise), writes storage, then updates the cached record and tells subscribers.
Lobbies untouched for ``LOBBY_TTL_S`` are cancelled at start-up.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pydantic import ValidationError

from engine import registry
from engine.core import BOT_LEVELS, DEFAULT_BOT_LEVEL, AnyGame, Event
from engine.service.live import LiveMatch, LiveMatches, MatchError, MatchMovedOn, _snapshot
from engine.service.match_settings import (
    LIVE_PRESETS,
    MATCH_FIELDS,
    check_setting,
    game_options,
    is_turn_based,
    option_refusal,
    plain_number,
    settings_of,
    unknown_option,
)
from engine.service.timers import TimersAndBots
from engine.service.updates import MatchUpdate, UpdateKind
from storage import TUTORIAL_OPTION, MatchRecord, MatchStatus, SeatRecord, StaleVersion, StorageBackend

LOBBY_TTL_S = 24 * 3600.0
NAME_CHARS = 32
"""A seat's name is at most this long (Discord's limit of a display name)."""
"""A lobby untouched for this long is cancelled at the next start-up."""

BOT_NAMES = ["Otter", "Lynx", "Puffin", "Gecko", "Ibex", "Tapir", "Marten", "Quokka"]


def real_time_reason(game: AnyGame) -> str:
    """The one line a lobby shows for a real-time game (``turn_timer`` False): why it has only live speeds."""
    return f"{game.title} is played in real time, everyone at once, so it has no turn-based speeds."


def _check_speed(game: AnyGame, options: dict[str, Any]) -> None:
    """Refuse a turn-based speed for a real-time game (``Game.turn_timer`` False), naming the live range."""
    timeout = options.get("turn_timeout_s", 0)
    if not game.turn_timer and isinstance(timeout, int | float) and is_turn_based(timeout):
        top = LIVE_PRESETS[-1]
        raise MatchError(f"{real_time_reason(game)} Choose a live turn timer: 0 to {top[1]:g} s ({top[0]}).",
                         code="service-real-time-speed", params={"most": plain_number(top[1])})


def _no_bot_level(level: str) -> MatchError:
    return MatchError(f"There is no bot level {level!r} (choose {', '.join(BOT_LEVELS.values())}).",
                      code="service-bot-level-unknown", params={"level": level}, supplied=["level"])


def _full(live: LiveMatch) -> MatchError:
    return MatchError(f"This lobby is full ({live.game.max_players} players).", code="service-lobby-full",
                      params={"most": live.game.max_players})


class Lobbies:
    """Lobbies and seats: everything before the first move, plus ending and abandoning a match.

    ``matches``: the service's live matches (and the subscribers told of each change).
    ``storage``: where lobbies are written. ``timers``: armed when a match starts and when a
    seat changes hands. ``clock``: wall-clock seconds. ``seed_source``: each new match's seed.
    ``turn_timeout_s`` and ``absent_after``: the settings a new lobby starts with
    (:mod:`engine.service.match_settings`).
    """

    def __init__(
        self,
        matches: LiveMatches,
        storage: StorageBackend,
        timers: TimersAndBots,
        *,
        clock: Callable[[], float],
        seed_source: Callable[[], int],
        turn_timeout_s: float,
        absent_after: int,
    ) -> None:
        self.matches = matches
        self.updates = matches.updates
        self.storage = storage
        self.timers = timers
        self.clock = clock
        self.seed_source = seed_source
        self.turn_timeout_s = turn_timeout_s
        self.absent_after = absent_after

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
            raise MatchError(f"There is no game called {game!r}.", code="service-no-such-game", params={"game": game},
                             supplied=["game"]) from None
        try:
            opts = g.Options.model_validate(game_options(options or {}))
        except ValidationError as exc:
            raise option_refusal(g.Options, exc) from None
        # The service's own settings (turn timer, absent count): as given (a rematch), else the defaults.
        chosen: dict[str, Any] = {"turn_timeout_s": self.turn_timeout_s, "absent_after": self.absent_after}
        if not g.turn_timer:  # real time: the bot's default turn timer does not apply, and is never turn-based
            chosen["turn_timeout_s"] = min(self.turn_timeout_s, LIVE_PRESETS[-1][1])
        for field, value in (options or {}).items():
            if field in MATCH_FIELDS:
                chosen[field] = check_setting(field, value)  # or OptionError, a MatchError
        _check_speed(g, chosen)
        if (options or {}).get(TUTORIAL_OPTION):  # only start_tutorial passes it
            chosen[TUTORIAL_OPTION] = True
        record = await self.storage.matches.create(
            guild_id=guild_id,
            channel_id=channel_id,
            game=g.key,
            host_id=host_id,
            options={**opts.model_dump(mode="json"), **chosen},
            seed=self.seed_source() if seed is None else seed,
            seats=[SeatRecord(0, host_id, host_name)],
            at=self.clock(),
        )
        self.matches.add(LiveMatch(record, g))
        self.updates.notify(record.id, MatchUpdate(_snapshot(record), UpdateKind.LOBBY))
        return record

    async def join(self, match_id: int, user_id: int, name: str) -> MatchRecord:
        """Take the next free seat. Raises MatchError if not a lobby, full, already seated, or when the
        lobby's ``min_reputation`` asks for a higher finish rate than the person's on this server
        (the line names both figures; new players always may join: :class:`storage.Reputation`)."""
        async with (live := self.matches.require(match_id)).lock:
            self._check_lobby(live)
            if live.seat_of(user_id) is not None:
                raise MatchError("You are already in this lobby.", code="service-lobby-already-in")
            if len(live.record.seats) >= live.game.max_players:
                raise _full(live)
            await self._check_reputation(live, user_id)
            seats = [*live.record.seats, SeatRecord(len(live.record.seats), user_id, name)]
            return await self._set_lobby_seats(live, seats)

    async def leave(self, match_id: int, user_id: int) -> MatchRecord:
        """Give up a lobby seat. The host's role passes to the next person; with nobody left the lobby is cancelled."""
        async with (live := self.matches.require(match_id)).lock:
            self._check_lobby(live)
            if live.seat_of(user_id) is None:
                raise MatchError("You are not in this lobby.", code="service-lobby-not-in")
            seats = [s for s in live.record.seats if s.user_id != user_id or s.is_bot]
            people = [s for s in seats if not s.is_bot]
            if not people:
                return await self._cancel(live)
            if live.record.host_id == user_id:
                live.record.host_id = people[0].user_id or 0
                await self.storage.matches.set_host(match_id, live.record.host_id)
            return await self._set_lobby_seats(live, seats)

    async def add_bot(self, match_id: int, user_id: int, level: str = DEFAULT_BOT_LEVEL) -> MatchRecord:
        """Add a bot seat playing at ``level`` (a key of :data:`engine.core.BOT_LEVELS`). Host only.
        Raises MatchError when full or for an unknown level."""
        if level not in BOT_LEVELS:
            raise _no_bot_level(level)
        async with (live := self.matches.require(match_id)).lock:
            self._check_lobby(live, host=user_id)
            if len(live.record.seats) >= live.game.max_players:
                raise _full(live)
            taken = {s.name for s in live.record.seats}
            name = next(f"🤖 {n}" for n in BOT_NAMES if f"🤖 {n}" not in taken)
            seats = [*live.record.seats, SeatRecord(len(live.record.seats), None, name, is_bot=True, level=level)]
            return await self._set_lobby_seats(live, seats)

    async def start_tutorial(
        self, *, game: str, user_id: int, name: str, guild_id: int | None, seats: int, seed: int,
        options: dict[str, Any], level: str,
    ) -> MatchRecord:
        """Start ``user_id``'s tutorial match of ``game`` (``/learn``, issue 35): seat 0 is theirs, bots
        at ``level`` take the other ``seats - 1``, dealt from ``seed`` with the game's ``options``.
        It is marked a tutorial (``MatchRecord.tutorial``): no turn timer, no absent count, casual,
        no channel, and only the tutorial subscribers hear of it (:meth:`Updates.subscribe`).
        Raises MatchError for an unknown game, bad options or a seat count the game refuses."""
        chosen = {**options, TUTORIAL_OPTION: True, "turn_timeout_s": 0, "absent_after": 0, "ranked": False}
        record = await self.create_lobby(game=game, guild_id=guild_id, channel_id=None, host_id=user_id,
                                         host_name=name, options=chosen, seed=seed)
        for _ in range(seats - 1):
            record = await self.add_bot(record.id, user_id, level)
        return await self.start_match(record.id, user_id)

    async def set_bot_level(self, match_id: int, user_id: int, name: str, level: str) -> MatchRecord:
        """Change the level of the lobby's bot called ``name`` (e.g. ``"🤖 Otter"``). Host only.
        Raises MatchError for an unknown level or when no such bot sits in the lobby."""
        if level not in BOT_LEVELS:
            raise _no_bot_level(level)
        async with (live := self.matches.require(match_id)).lock:
            self._check_lobby(live, host=user_id)
            if not any(s.is_bot and s.name == name for s in live.record.seats):
                raise MatchError(f"{name} is no longer in this lobby.", code="service-bot-gone", params={"name": name},
                                 supplied=["name"])
            seats = [SeatRecord(s.seat, s.user_id, s.name, s.is_bot, s.abandoned, level)
                     if s.is_bot and s.name == name else s for s in live.record.seats]
            return await self._set_lobby_seats(live, seats)

    async def remove_bot(self, match_id: int, user_id: int) -> MatchRecord:
        """Remove the last bot seat. Host only. Raises MatchError if there is none."""
        async with (live := self.matches.require(match_id)).lock:
            self._check_lobby(live, host=user_id)
            bots = [s for s in live.record.seats if s.is_bot]
            if not bots:
                raise MatchError("There is no bot to remove.", code="service-bot-none")
            seats = [s for s in live.record.seats if s is not bots[-1]]
            return await self._set_lobby_seats(live, seats)

    async def set_option(self, match_id: int, user_id: int, field: str, value: Any) -> MatchRecord:
        """Change one lobby option. Host only. Raises MatchError for an unknown field or bad value."""
        async with (live := self.matches.require(match_id)).lock:
            self._check_lobby(live, host=user_id)
            if field in MATCH_FIELDS:
                options = {**live.record.options, field: check_setting(field, value)}  # or OptionError
                _check_speed(live.game, options)
                if field == "turn_timeout_s":  # a new speed brings its own time bank (match_settings.bank_for)
                    options.pop("time_bank_s", None)
                    options.pop("bank_refill_s", None)
            else:
                if field not in live.game.Options.model_fields:
                    known = [*live.game.Options.model_fields, *MATCH_FIELDS]
                    raise unknown_option(f"{live.game.title} has no option {field!r} (its options: {', '.join(known)}).",
                                         field, known)
                try:
                    opts = live.game.Options.model_validate({**game_options(live.record.options), field: value})
                except ValidationError as exc:
                    raise option_refusal(live.game.Options, exc) from None
                options = {**live.record.options, **opts.model_dump(mode="json")}
            # Memory follows the database: a failed write leaves the lobby's options as stored.
            await self.storage.matches.set_options(match_id, options, self.clock())
            live.record.options = options
            self.updates.notify(match_id, MatchUpdate(_snapshot(live.record), UpdateKind.LOBBY))
            return live.record

    async def cancel(self, match_id: int, user_id: int, *, force: bool = False) -> MatchRecord:
        """Cancel a lobby. Host only, unless ``force`` (a server admin)."""
        async with (live := self.matches.require(match_id)).lock:
            self._check_lobby(live, host=None if force else user_id)
            return await self._cancel(live)

    async def end_match(self, match_id: int) -> MatchRecord:
        """End a running match without a result (a server admin's tool for a stuck or
        abandoned table): no ratings change. Raises MatchError if it is not running."""
        live = self.matches.require(match_id)
        async with live.lock:
            if live.record.status != MatchStatus.ACTIVE:
                raise MatchError("That match is not running.", code="service-match-not-running")
            return await self._cancel(live)

    async def start_match(self, match_id: int, user_id: int, *, force: bool = False) -> MatchRecord:
        """Start a lobby: deal, persist, arm timers and bots. Host only (or ``force``).

        Raises MatchError if the seat count is outside the game's range, MatchMovedOn (nothing
        written) if another process started or closed the lobby first.
        """
        async with (live := self.matches.require(match_id)).lock:
            self._check_lobby(live, host=None if force else user_id)
            g, n = live.game, len(live.record.seats)
            if not g.min_players <= n <= g.max_players:
                raise MatchError(
                    f"{g.title} needs {g.min_players}–{g.max_players} players; this lobby has {n}. "
                    "Invite someone or add a bot.",
                    code="service-start-players", params={"least": g.min_players, "most": g.max_players, "seated": n},
                )
            options = g.Options.model_validate(game_options(live.record.options))
            try:
                state = g.setup(n, options, live.record.seed)
            except ValueError as exc:  # e.g. a chosen first player who is no longer seated
                raise MatchError(f"The match can't start with these options: {exc}", code="service-start-options") from None
            now = self.clock()
            timers = self.timers.plan(live, acted=None, now=now, state=state)
            state_json = state.model_dump_json()
            try:
                await self.storage.matches.start(match_id, seats=live.record.seats, state=state_json, timers=timers, at=now)
            except StaleVersion:  # another process started or closed this lobby first
                raise MatchMovedOn(f"match {match_id} is no longer a lobby in storage") from None
            live.state = state  # only once the deal is committed: until then it is still a lobby
            live.state_json = state_json
            live.record.status, live.record.state, live.record.version, live.record.timers = (
                MatchStatus.ACTIVE,
                live.state_json,
                0,
                timers,
            )
            self.updates.observed(live.record.id, live.state)
            self.timers.arm(live)
            self.timers.schedule_bots(live)
            events = list(g.setup_events(state))
            self.updates.notify(match_id, MatchUpdate(_snapshot(live.record), UpdateKind.STARTED, events))
            return live.record

    async def abandon(self, match_id: int, user_id: int) -> MatchRecord:
        """Leave a running match: the seat becomes a bot and play goes on. Raises MatchError if not seated."""
        live = self.matches.require(match_id)
        async with live.lock:
            if live.record.status == MatchStatus.LOBBY:
                raise MatchError("This match has not started; use Leave instead.", code="service-abandon-lobby")
            seat = live.seat_of(user_id)
            if seat is None or live.record.status != MatchStatus.ACTIVE:
                raise MatchError("You are not playing in this match.", code="service-not-playing")
            name = live.record.seats[seat].name
            await self.timers.seat_to_bot(
                live, seat, Event(kind="abandoned", data={"seat": seat, "name": name, "why": "left"}))
            return live.record

    async def rejoin(self, match_id: int, user_id: int) -> MatchRecord:
        """Take back a seat a bot has played since its person left or let their turns run out
        (issue 12). Raises MatchError if the match is not running or has no such seat."""
        live = self.matches.require(match_id)
        async with live.lock:
            seat = next((s.seat for s in live.record.seats if s.user_id == user_id and s.abandoned), None)
            if seat is None or live.record.status != MatchStatus.ACTIVE:
                raise MatchError("You have no seat to take back in this match.", code="service-rejoin-none")
            await self.timers.set_seat(live, seat, is_bot=False, abandoned=False)
            live.missed[seat] = 0
            name = live.record.seats[seat].name
            event = Event(kind="rejoined", data={"seat": seat, "name": name})
            self.updates.notify(match_id, MatchUpdate(_snapshot(live.record), UpdateKind.SEATS, [event], seat))
            return live.record

    async def rename(self, guild_id: int, user_id: int, name: str) -> list[int]:
        """Show ``name`` (a member's current display name, at most :data:`NAME_CHARS` characters kept)
        on every seat of ``user_id`` in this guild's lobbies and running matches in memory, stored
        with the seats, and tell the subscribers (a ``SEATS`` update, ``LOBBY`` for a lobby) so the
        table and the result name them as they are called now (issue 24, "Names stay current").
        Returns the ids of the matches that changed; a blank ``name`` changes nothing."""
        name = name.strip()[:NAME_CHARS]
        changed: list[int] = []
        if not name:
            return changed
        for record in self.matches.running(guild_id):
            live = self.matches.get(record.id)
            if live is None or not any(s.user_id == user_id and s.name != name for s in live.record.seats):
                continue
            async with live.lock:
                seats = [SeatRecord(s.seat, s.user_id, name, s.is_bot, s.abandoned, s.level) if s.user_id == user_id else s
                         for s in live.record.seats]
                if seats == live.record.seats or live.record.status not in (MatchStatus.LOBBY, MatchStatus.ACTIVE):
                    continue
                await self.storage.matches.set_seats(live.record.id, seats, self.clock())
                live.record.seats = seats
                kind = UpdateKind.LOBBY if live.record.status == MatchStatus.LOBBY else UpdateKind.SEATS
                self.updates.notify(live.record.id, MatchUpdate(_snapshot(live.record), kind))
                changed.append(live.record.id)
        return changed

    # ------------------------------------------------------------------ internals
    async def expire_lobby(self, record: MatchRecord) -> bool:
        """At start-up: cancel a lobby untouched for ``LOBBY_TTL_S`` (it never started). True if cancelled."""
        if record.status == MatchStatus.LOBBY and record.updated_at < self.clock() - LOBBY_TTL_S:
            await self.storage.matches.set_status(record.id, MatchStatus.CANCELLED, self.clock())
            return True
        return False

    async def _check_reputation(self, live: LiveMatch, user_id: int) -> None:
        """Raise MatchError when ``user_id``'s finish rate on the lobby's server is below its ``min_reputation``."""
        minimum = settings_of(live.record.options, turn_timeout_s=self.turn_timeout_s,
                              absent_after=self.absent_after).min_reputation
        if minimum <= 0:
            return
        mine = await self.storage.ratings.reputation(live.record.guild_id or 0, user_id)
        if not mine.meets(minimum):
            raise MatchError(f"This lobby asks for a finish rate of at least {minimum} %; yours here is "
                             f"{mine.finish_rate} % ({mine.finished} of {mine.matches} "
                             f"{'match' if mine.matches == 1 else 'matches'} finished).",
                             code="service-lobby-reputation",
                             params={"least": minimum, "rate": mine.finish_rate, "finished": mine.finished,
                                     "matches": mine.matches})

    def _check_lobby(self, live: LiveMatch, host: int | None = None) -> None:
        if live.record.status != MatchStatus.LOBBY:
            raise MatchError("This lobby has already started or closed.", code="service-lobby-closed")
        if host is not None and live.record.host_id != host:
            raise MatchError("Only the host can do that.", code="service-host-only")

    async def _set_lobby_seats(self, live: LiveMatch, seats: list[SeatRecord]) -> MatchRecord:
        seats = [SeatRecord(i, s.user_id, s.name, s.is_bot, s.abandoned, s.level) for i, s in enumerate(seats)]
        await self.storage.matches.set_seats(live.record.id, seats, self.clock())
        live.record.seats = seats
        self.updates.notify(live.record.id, MatchUpdate(_snapshot(live.record), UpdateKind.LOBBY))
        return live.record

    async def _cancel(self, live: LiveMatch) -> MatchRecord:
        await self.storage.matches.set_status(live.record.id, MatchStatus.CANCELLED, self.clock())
        live.record.status = MatchStatus.CANCELLED
        self.matches.retire(live)
        self.updates.notify(live.record.id, MatchUpdate(_snapshot(live.record), UpdateKind.CANCELLED))
        return live.record
