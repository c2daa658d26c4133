"""The match service's action job: a move from a person, a timer or a bot, committed then announced.

``act`` → game ``apply`` on a copy of the state (or IllegalAction) → one SQLite
transaction (action + state + timers + version, and results/ratings when the game ends)
→ the copy becomes the match's state → events fanned out to subscribers in order,
outside the lock. Memory never runs ahead of the database, and nothing reads a state
that is not committed; a lost race (storage's ``StaleVersion``) reloads the match from the
database and raises :class:`~engine.service.live.MatchMovedOn`.

The path's one step, :meth:`ActionPath.apply`, is also how timers and bots move
(:mod:`.timers`); after each commit it re-arms them. Taking a move back (an
:class:`engine.undo.Undo`, issue 36) goes the same way; its seat gets back the turn clock it had
before the move (:mod:`.undo_clock`: time spent counts).
"""
from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any

from engine.core import SYSTEM, Event, IllegalAction, Model
from engine.service.live import LiveMatch, LiveMatches, MatchError, MatchMovedOn, StaleAction, _snapshot
from engine.service.results import finished_seats, rater
from engine.service.timers import TimersAndBots
from engine.service.undo_clock import after_move, refusal
from engine.service.updates import MatchUpdate, UpdateKind
from engine.undo import Undo
from storage import MatchStatus, StaleVersion, StorageBackend

log = logging.getLogger(__name__)


class ActionPath:
    """Moves and their commit: a person's ``act``, and the one step timers and bots share.

    ``matches``: the service's live matches (and the subscribers told after each move).
    ``storage``: where each move is committed. ``timers``: re-armed after each commit.
    ``clock``: wall-clock seconds.
    """

    def __init__(
        self, matches: LiveMatches, storage: StorageBackend, timers: TimersAndBots, *, clock: Callable[[], float]
    ) -> None:
        self.matches = matches
        self.updates = matches.updates
        self.storage = storage
        self.timers = timers
        self.clock = clock

    # ------------------------------------------------------------------ play
    async def act(
        self,
        match_id: int,
        user_id: int,
        action: Model,
        *,
        expected_version: int | None = None,
    ) -> list[Event]:
        """Apply a person's action: one of the game's typed actions (parsed at the edge: a
        component's verb in ``cogs/kit``, or :func:`engine.core.parse_action` for sent data).
        Returns the events.

        ``expected_version``: the match's ``version`` the caller chose the action on; checked
        under the match lock, against the match as it is when this action's turn comes, so a
        move committed meanwhile (two quick clicks: the second waits for the first to commit)
        makes it fail. The check is plain data: the caller's own staleness rules (a game UI's
        stamp) run before ``act``, never under the lock. Raises StaleAction then, MatchError (not
        in this match, match over) or IllegalAction (the game's reason) — in every case nothing changed — and
        MatchMovedOn if another process advanced the match (the match is reloaded).

        An :class:`engine.undo.Undo` takes back the seat's latest move as the game allows
        (refused with the game's :data:`engine.undo.REFUSALS` code), only a move the person made
        themselves and only while the time they had for it has not run out (:mod:`.undo_clock`).
        """
        live = self.matches.require(match_id)
        if self.matches.closed:
            raise MatchError("The bot is restarting; try again in a moment.", code="service-restarting")
        async with live.lock:
            if live.record.status != MatchStatus.ACTIVE or live.state is None:
                raise MatchError("This match is not running.", code="service-match-not-running")
            if live.paused is not None:
                raise MatchError(f"This match is paused by {live.paused.by_name}; no moves until a server admin resumes it.",
                                 code="service-paused", params={"name": live.paused.by_name}, supplied=["name"])
            seat = live.seat_of(user_id)
            if seat is None:
                raise MatchError("You are not playing in this match.", code="service-not-playing")
            if expected_version is not None and live.record.version != expected_version:
                raise StaleAction("That was chosen before the last move; nothing was played.", code="service-stale")
            return await self.apply(live, seat, action)

    async def apply(
        self, live: LiveMatch, seat: int, action: Model, *, timed_out: bool = False
    ) -> list[Event]:
        """Apply, persist and announce one action. Caller holds the lock.

        Memory never runs ahead of the database: the game applies the action to a copy of
        the state, which becomes the match's state only once the commit has landed. Until
        then everything that reads the match (views for tables and panels, bots, timers)
        sees the last committed state, so nothing shown can come from an uncommitted move;
        if anything fails before the commit, the copy is simply dropped.
        Raises MatchMovedOn (nothing written; the match reloaded) when another process wrote
        the match first. If the calling task is cancelled mid-write (the write finishes on the database
        thread regardless), the service reads back what the database did and books it
        before passing the cancellation on.
        """
        game, committed = live.game, live.state
        assert committed is not None
        if game.turn_timer and seat != SYSTEM and seat not in game.to_act(committed) and not isinstance(action, Undo):
            # Turn-based games: a safety net before the game's own checks. Real-time games
            # give their own reasons ("You have already rescued an animal this round."); an undo
            # gets the game's (a seat that has made its choice may take it back: engine/undo.py).
            raise IllegalAction("It is not your turn.", code="service-not-your-turn")
        # Any failure before the commit drops this copy; the committed state is never touched.
        state = live.committed_copy()
        events = game.apply(state, seat, action)
        now = self.clock()
        undone = action.step if isinstance(action, Undo) else None
        if undone is not None and (refused := refusal(live.record.timers, seat, undone, now)) is not None:
            raise refused
        new_json = state.model_dump_json()
        outcome = game.outcome(state)
        timers = {} if outcome else self.timers.plan(live, acted=seat, now=now, state=state, timed_out=timed_out)
        if not outcome:
            own = seat >= 0 and not timed_out and not live.record.seats[seat].is_bot
            timers = after_move(live.record.timers, timers, state, seat=seat, step=live.record.version + 1,
                                own=own, undone=undone, now=now,
                                full_bank_s=self.timers.settings(live.record).time_bank_s)
        # a tutorial that reaches its end writes no result (no ratings, reputation or results rows)
        finished = None if outcome is None else [] if live.record.tutorial else finished_seats(live.record, outcome)
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
                # casual: reputation only, no rating; a tutorial: nothing
                rate=None if live.record.tutorial else rater(self.timers.settings(live.record).ranked),
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
            raise MatchMovedOn(f"match {live.record.id} was written by another process first") from None
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
        self.updates.observed(live.record.id, live.state)
        if seat >= 0:
            live.missed[seat] = live.missed.get(seat, 0) + 1 if timed_out else 0
        if timed_out:
            name = live.record.seats[seat].name
            events.insert(0, Event(kind="timed_out", data={"seat": seat, "name": name}))  # worded by the UI
        if outcome is not None:
            live.record.status = MatchStatus.FINISHED
            self.matches.retire(live)
            self.updates.notify(live.record.id, MatchUpdate(_snapshot(live.record), UpdateKind.FINISHED, events, seat, timed_out))
        else:
            self.timers.arm(live)
            self.timers.schedule_bots(live)
            self.updates.notify(live.record.id, MatchUpdate(_snapshot(live.record), UpdateKind.ACTION, events, seat, timed_out))
        return events

    async def _resync(self, live: LiveMatch) -> None:
        """The database moved on without us (a lost race): reload this match from it."""
        record = await self.storage.matches.get(live.record.id)
        if record is None or record.state is None:
            live.state = live.committed_copy()
            return
        if record.status != MatchStatus.ACTIVE:  # it ended elsewhere: stop running it here
            live.record.status = record.status
            self.matches.retire(live)
            return
        log.warning("match %s: memory was behind the database (version %s < %s); reloaded",
                    live.record.id, live.record.version, record.version)
        live.state = live.game.State.model_validate_json(record.state)
        live.state_json = record.state
        live.record.state, live.record.version, live.record.timers = record.state, record.version, record.timers
        live.record.seats = record.seats
        self.timers.arm(live)
        self.timers.schedule_bots(live)
