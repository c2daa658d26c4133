"""The match service's action job: a move from a person, a timer or a bot, committed then announced.

``act`` → game ``apply`` on a copy of the state (or IllegalAction) → one SQLite
transaction (action + state + timers + version, and results/ratings when the game ends)
→ the copy becomes the match's state → events fanned out to subscribers in order,
outside the lock. Memory never runs ahead of the database, and nothing reads a state
that is not committed; a lost race (:class:`StaleVersion`) reloads the match from the
database.
"""
from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any

from engine.core import SYSTEM, Event, IllegalAction, Model
from engine.service.core import ServiceCore
from engine.service.live import LiveMatch, MatchError, MatchUpdate, StaleAction, Subscriber, _snapshot
from storage import FinishedSeat, MatchRecord, MatchStatus, StaleVersion

log = logging.getLogger(__name__)


class ActionJobs(ServiceCore):
    """Moves and their commit, plus the subscribers and observers told about each change."""

    # ------------------------------------------------------------------ listeners
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

    # ------------------------------------------------------------------ play
    async def act(
        self,
        match_id: int,
        user_id: int,
        action: Model,
        *,
        precondition: Callable[[MatchRecord], bool] | None = None,
    ) -> list[Event]:
        """Apply a person's action: one of the game's typed actions (parsed at the edge: a
        component's verb in ``cogs/kit``, or :func:`engine.core.parse_action` for sent data).
        Returns the events.

        ``precondition(record)`` is checked under the match lock, against the match as it is
        when this action's turn comes (its current ``version`` and committed state): a click
        drawn on an older screen fails it (two quick clicks: the second waits for the first to
        commit, then fails). Raises StaleAction then, MatchError (not in this match, match
        over) or IllegalAction (the game's reason) — in every case nothing changed — and
        StaleVersion if another process advanced the match (the match is reloaded).
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
            if precondition is not None and not precondition(live.record):
                raise StaleAction("That was chosen before the last move; nothing was played.")
            return await self._apply(live, seat, action)

    async def _apply(
        self, live: LiveMatch, seat: int, action: Model, *, timed_out: bool = False
    ) -> list[Event]:
        """Apply, persist and announce one action. Caller holds the lock.

        Memory never runs ahead of the database: the game applies the action to a copy of
        the state, which becomes the match's state only once the commit has landed. Until
        then everything that reads the match (views for tables and panels, bots, timers)
        sees the last committed state, so nothing shown can come from an uncommitted move;
        if anything fails before the commit, the copy is simply dropped.
        If the calling task is cancelled mid-write (the write finishes on the database
        thread regardless), the service reads back what the database did and books it
        before passing the cancellation on.
        """
        game, committed = live.game, live.state
        assert committed is not None
        if game.turn_timer and seat != SYSTEM and seat not in game.to_act(committed):
            # Turn-based games: a safety net before the game's own checks. Real-time games
            # give their own reasons ("You have already rescued an animal this round.").
            raise IllegalAction("It is not your turn.")
        # Any failure before the commit drops this copy; the committed state is never touched.
        state = committed.model_copy(deep=True)
        events = game.apply(state, seat, action)
        now = self.clock()
        new_json = state.model_dump_json()
        outcome = game.outcome(state)
        timers = {} if outcome else self._plan_timers(live, acted=seat, now=now, state=state)
        finished = None
        if outcome is not None:
            finished = [
                FinishedSeat(s.seat, s.user_id, outcome.places[s.seat], outcome.scores[s.seat], s.abandoned)
                for s in live.record.seats
            ]
        action_json = action.model_dump_json()
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
            # If that read fails too, memory stays behind the database (the safe side): the
            # next write meets a stale version and resyncs.
            stored = await self.storage.matches.get(live.record.id)
            if stored is not None and stored.version == live.record.version + 1:
                self._committed(live, state, seat, events, stored.version, new_json, timers, now, outcome, timed_out)
            raise
        except StaleVersion:
            await self._resync(live)
            raise
        return self._committed(live, state, seat, events, version, new_json, timers, now, outcome, timed_out)

    def _committed(
        self,
        live: LiveMatch,
        state: Model,
        seat: int,
        events: list[Event],
        version: int,
        new_json: str,
        timers: dict[str, Any],
        now: float,
        outcome: Any,
        timed_out: bool,
    ) -> list[Event]:
        """Book a committed action in memory (``state`` becomes the match's state), re-arm
        timers and bots, and announce it."""
        live.state = state
        live.state_json = new_json
        live.record.state, live.record.version, live.record.timers, live.record.updated_at = new_json, version, timers, now
        self._observed(live)
        if seat >= 0:
            live.missed[seat] = live.missed.get(seat, 0) + 1 if timed_out else 0
        if timed_out:
            name = live.record.seats[seat].name
            events.insert(0, Event(kind="timed_out", text=f"{name} ran out of time; a move was made for them."))
        if outcome is not None:
            live.record.status = MatchStatus.FINISHED
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

    # ------------------------------------------------------------------ telling others
    def _observed(self, live: LiveMatch) -> None:
        state = live.state
        if state is None:  # no state yet, nothing to observe (both callers have just set it)
            return
        for callback in self._observers:
            try:
                callback(live.record.id, state)
            except Exception:
                log.exception("observer failed on match %s", live.record.id)

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
