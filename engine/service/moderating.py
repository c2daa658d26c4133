"""The match service's moderating job (issue 22): a server admin pauses and resumes a match,
removes a player from a lobby, hands a seat to a bot.

* **Pause** (:meth:`Moderating.pause`): the match's timers and bot seats stop (turn deadlines,
  the game's own timers, reminders); no move is accepted (``act`` answers with who paused it);
  the pause is stored (``match_pauses``, migration 006), so it holds through a restart.
* **Resume** (:meth:`Moderating.resume`): every deadline moves by the time the match was paused
  (a person who had 40 s left has 40 s left), stored with the end of the pause in one
  transaction; timers and bots run again.
* **Remove a player** from a lobby (:meth:`Moderating.remove_player`): as if they left; the host's
  role passes on; with nobody left the lobby is cancelled.
* **Hand a seat to a bot** (:meth:`Moderating.hand_to_bot`): in a lobby the person's seat
  becomes a Normal bot seat; in a running match a Normal bot plays it, as when a person uses
  ``/abandon``, and its person may take it back with ``/rejoin``.

Each changes the match under its lock, writes storage first, then tells subscribers (the
pause and resume as a ``SEATS`` update with an event of kind :data:`PAUSED` / :data:`RESUMED`).
"""
from __future__ import annotations

from collections.abc import Callable

from engine.core import DEFAULT_BOT_LEVEL, Event
from engine.service.live import LiveMatch, LiveMatches, MatchError, _snapshot
from engine.service.lobbies import BOT_NAMES, Lobbies
from engine.service.timers import TimersAndBots
from engine.service.undo_clock import SAVED_TIMES
from engine.service.updates import MatchUpdate, UpdateKind
from storage import MatchRecord, MatchStatus, PauseRecord, SeatRecord, StorageBackend

PAUSED = "paused"
"""Event kind of the update that pauses a match."""
RESUMED = "resumed"
"""Event kind of the update that resumes a paused match."""


def shifted(timers: dict[str, dict[str, object]], by: float) -> dict[str, dict[str, object]]:
    """``timers`` with every ``deadline``, and a turn's ``started``, moved ``by`` seconds later (a copy;
    entries otherwise kept). The start moves too, so the paused time is not counted as time the
    person used: their time bank (:func:`~engine.service.time_bank.bank_after_move`) and the
    reminders' share of the turn (:mod:`cogs.shared.reminder_times`) see the turn as it was before the pause."""
    out: dict[str, dict[str, object]] = {}
    for key, entry in timers.items():
        moved = dict(entry)
        for field in ("deadline", "started", *SAVED_TIMES):  # SAVED_TIMES: a take-back's turn (undo_clock)
            if field in moved:
                moved[field] = float(moved[field]) + by  # type: ignore[arg-type]
        out[key] = moved
    return out


class Moderating:
    """Pause, resume, remove a lobby player, hand a seat to a bot (module docstring).

    ``matches``: the service's live matches. ``storage``: where pauses and seats are written.
    ``lobbies``: the lobby seats' writes. ``timers``: stopped and re-armed. ``clock``: service
    clock, Unix seconds.
    """

    def __init__(self, matches: LiveMatches, storage: StorageBackend, lobbies: Lobbies, timers: TimersAndBots, *,
                 clock: Callable[[], float]) -> None:
        self.matches = matches
        self.updates = matches.updates
        self.storage = storage
        self.lobbies = lobbies
        self.timers = timers
        self.clock = clock

    # ------------------------------------------------------------------ pause
    async def pause(self, match_id: int, user_id: int, name: str) -> MatchRecord:
        """Pause running match ``match_id`` as ``user_id`` (shown as ``name``). Raises MatchError
        when it is not running or already paused."""
        live = self.matches.require(match_id)
        async with live.lock:
            if live.record.status != MatchStatus.ACTIVE:
                raise MatchError(f"Match #{match_id} is not running, so it cannot be paused.",
                                 code="service-pause-not-running", params={"match": str(match_id)})
            if live.paused is not None:
                raise MatchError(f"Match #{match_id} is already paused (by {live.paused.by_name}).", code="service-pause-already",
                                 params={"match": str(match_id), "name": live.paused.by_name}, supplied=["name"])
            pause = PauseRecord(match_id, user_id, name, self.clock())
            await self.storage.pauses.pause(pause)
            live.paused = pause
            live.disarm()  # timers, reminders and bot tasks stop; resume arms them again
            event = Event(kind=PAUSED, data={"name": name})
            self.updates.notify(match_id, MatchUpdate(_snapshot(live.record), UpdateKind.SEATS, [event]))
            return live.record

    async def resume(self, match_id: int, name: str) -> MatchRecord:
        """Resume paused match ``match_id`` (``name``: who resumes it, for the table): its deadlines
        move by the paused time. Raises MatchError when it is not paused."""
        live = self.matches.require(match_id)
        async with live.lock:
            if live.record.status != MatchStatus.ACTIVE or live.paused is None:
                raise MatchError(f"Match #{match_id} is not paused.", code="service-resume-not-paused",
                                 params={"match": str(match_id)})
            paused_for = max(0.0, self.clock() - live.paused.paused_at)
            timers = shifted(live.record.timers, paused_for)
            await self.storage.pauses.unpause(match_id, timers)
            live.record.timers = timers
            live.paused = None
            self.timers.arm(live)
            self.timers.schedule_bots(live)
            event = Event(kind=RESUMED, data={"name": name})
            self.updates.notify(match_id, MatchUpdate(_snapshot(live.record), UpdateKind.SEATS, [event]))
            return live.record

    async def load(self, lives: dict[int, LiveMatch]) -> int:
        """At start-up, before timers are armed: mark the stored pauses of ``lives`` (match id →
        live match). Returns how many matches are paused."""
        count = 0
        for pause in await self.storage.pauses.all():
            live = lives.get(pause.match_id)
            if live is not None and live.record.status == MatchStatus.ACTIVE:
                live.paused = pause
                count += 1
        return count

    # ------------------------------------------------------------------ seats
    async def remove_player(self, match_id: int, user_id: int) -> MatchRecord:
        """Remove ``user_id`` from lobby ``match_id`` (an admin's ``leave`` for them). Raises
        MatchError when it is not an open lobby or they are not in it."""
        live = self.matches.require(match_id)
        if live.record.status != MatchStatus.LOBBY:
            raise MatchError(f"#{match_id} has started; hand the seat to a bot instead.", code="service-remove-started",
                             params={"match": str(match_id)})
        if live.seat_of(user_id) is None:
            raise MatchError(f"That person is not in lobby #{match_id}.", code="service-remove-not-in-lobby",
                             params={"match": str(match_id)})
        return await self.lobbies.leave(match_id, user_id)

    async def hand_to_bot(self, match_id: int, user_id: int) -> MatchRecord:
        """Give the seat ``user_id`` plays in ``match_id`` to a Normal bot (module docstring).
        Raises MatchError when they hold no seat there or the match is over."""
        live = self.matches.require(match_id)
        async with live.lock:
            seat = live.seat_of(user_id)
            if seat is None:
                raise MatchError(f"That person plays no seat in #{match_id}.", code="service-hand-no-seat",
                                 params={"match": str(match_id)})
            name = live.record.seats[seat].name
            if live.record.status == MatchStatus.LOBBY:
                return await self._lobby_seat_to_bot(live, seat)
            if live.record.status != MatchStatus.ACTIVE:
                raise MatchError(f"Match #{match_id} is over.", code="service-match-over", params={"match": str(match_id)})
            await self.timers.seat_to_bot(live, seat, Event(
                kind="abandoned", data={"seat": seat, "name": name, "why": "admin"}))
            return live.record

    async def _lobby_seat_to_bot(self, live: LiveMatch, seat: int) -> MatchRecord:
        old = live.record.seats[seat]
        taken = {s.name for s in live.record.seats}
        bot = next(f"🤖 {n}" for n in BOT_NAMES if f"🤖 {n}" not in taken)
        seats = [SeatRecord(s.seat, None, bot, is_bot=True, level=DEFAULT_BOT_LEVEL) if s.seat == seat else s
                 for s in live.record.seats]
        people = [s for s in seats if not s.is_bot]
        if not people:
            raise MatchError("A lobby needs at least one person: remove the lobby with Cancel instead.",
                             code="service-hand-last-person")
        if live.record.host_id == old.user_id:
            live.record.host_id = people[0].user_id or 0
            await self.storage.matches.set_host(live.record.id, live.record.host_id)
        return await self.lobbies._set_lobby_seats(live, seats)
