"""The turn-based reminder schedule: one heap of the reminders still due, by the service's clock;
the reminders sent (or claimed by another run) in running matches; when each person last moved.

:meth:`ReminderSchedule.plan` brings a match's reminders up to date after each of its updates;
:meth:`ReminderSchedule.run_due` hands each due one, in time order, to a ``fire`` callable
(:meth:`cogs.reminders.notices.TurnNotices.fire`), which may put it back for later
(:meth:`ReminderSchedule.later`: quiet hours, someone playing) or mark it sent
(:meth:`ReminderSchedule.sent`). The ledger rows of finished turns are deleted in the background.
"""
from __future__ import annotations

import asyncio
import contextlib
import heapq
import logging
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from cogs.shared.reminder_times import LATE, LATE_FRACTION, START
from engine.service.match_settings import is_turn_based
from engine.service.turns import own_moves
from storage import MatchRecord, MatchStatus
from storage.reminders import KINDS

if TYPE_CHECKING:
    from engine.service import MatchService
    from engine.service.turns import Turn

log = logging.getLogger(__name__)

Key = tuple[int, str, str]
"""(match, turn, kind) of one reminder."""


@dataclass(frozen=True)
class Pending:
    """One planned reminder: ``kind`` (:data:`storage.reminders.KINDS`) for ``seat``'s turn ``turn``
    (:attr:`engine.service.turns.Turn.key`) in ``match_id``."""

    match_id: int
    seat: int
    turn: str
    kind: str

    @property
    def key(self) -> Key:
        return (self.match_id, self.turn, self.kind)


class ReminderSchedule:
    """The turn-based reminders still due, sent, and the people's last moves (module doc).

    ``service``: the match service (its clock, matches, turns and reminder ledger)."""

    def __init__(self, service: MatchService) -> None:
        self.service = service
        self._heap: list[tuple[float, int, Pending]] = []
        self._due: dict[Key, float] = {}  # the reminders still wanted, by when (heap entries elsewhere are stale)
        self._done: set[Key] = set()  # reminders sent (or claimed by another run) in running matches
        self._turns: dict[int, set[str]] = {}  # match -> its running turns that have reminders planned or sent
        self._last_move: dict[int, float] = {}  # user -> their last own move, as committed (any match here)
        self._seq = 0
        self._wake = asyncio.Event()
        self._lock = asyncio.Lock()
        self._forgets: set[asyncio.Future[None]] = set()

    def turn_based(self, record: MatchRecord) -> bool:
        """Whether ``record`` is played over days (its reminders are DMs planned here)."""
        return is_turn_based(self.service.settings(record).turn_timeout_s)

    @property
    def pending(self) -> int:
        """Reminders waiting to be due."""
        return len(self._due)

    # ----------------------------------------------------------------- what happened
    def note_moves(self, record: MatchRecord) -> None:
        """Remember when the people of ``record`` (a committed snapshot) last moved themselves, as the
        match's stored timers say (:func:`engine.service.turns.own_moves`): the same after a restart."""
        for user_id, at in own_moves(record).items():
            if at > self._last_move.get(user_id, float("-inf")):
                self._last_move[user_id] = at

    def last_move(self, user_id: int) -> float | None:
        """When ``user_id`` last moved themselves in a match here (service-clock seconds; None: not seen)."""
        return self._last_move.get(user_id)

    def load_sent(self, keys: Iterable[Key]) -> None:
        """Reminders the ledger says were sent in running matches (read once at start-up)."""
        for key in keys:
            self._done.add(key)
            self._turns.setdefault(key[0], set()).add(key[1])

    def was_sent(self, key: Key) -> bool:
        """Whether the reminder ``key`` went (or another run claimed it)."""
        return key in self._done

    def sent(self, key: Key) -> None:
        """The reminder ``key`` went (or another run claimed it): it is never planned again."""
        self._done.add(key)

    # ----------------------------------------------------------------- planning
    def plan(self, match_id: int) -> None:
        """Bring the schedule of ``match_id`` up to date: a start and a late reminder for each person
        whose turn is running (unless already sent), none for turns that are over."""
        service = self.service
        live = service.match(match_id)
        turns: list[Turn] = []
        if live is not None and live.status == MatchStatus.ACTIVE and self.turn_based(live):
            for seat in sorted(service.to_act(match_id)):
                if live.seats[seat].is_bot or live.seats[seat].user_id is None:
                    continue
                turn = service.turn(match_id, seat)
                if turn is not None and turn.deadline is not None:
                    turns.append(turn)
        current = {t.key for t in turns}
        ended = self._turns.pop(match_id, set()) - current
        for turn_key in ended:  # those turns are over: nothing of them is due any more
            for kind in KINDS:
                self._due.pop((match_id, turn_key, kind), None)
                self._done.discard((match_id, turn_key, kind))
        if ended:
            self._spawn_forget(match_id, current)
        if current:
            self._turns[match_id] = current
        for turn in turns:
            assert turn.deadline is not None
            span = turn.deadline - turn.started_at
            for kind, at in ((START, turn.started_at), (LATE, turn.started_at + LATE_FRACTION * span)):
                self._push(Pending(match_id, turn.seat, turn.key, kind), at)

    def _push(self, pending: Pending, at: float) -> None:
        """Plan ``pending`` at ``at`` unless it was sent or is planned already (a re-plan never
        moves it: quiet hours and play are checked when it is due)."""
        if pending.key in self._done or pending.key in self._due:
            return
        self.later(pending, at)
        self._wake.set()

    def later(self, pending: Pending, at: float) -> None:
        """Plan ``pending`` at ``at`` (service-clock seconds), replacing where it stood."""
        self._due[pending.key] = at
        self._seq += 1
        heapq.heappush(self._heap, (at, self._seq, pending))

    def _spawn_forget(self, match_id: int, keep: set[str]) -> None:
        """Delete the ledger rows of ``match_id``'s finished turns, in the background."""
        async def forget() -> None:
            try:
                await self.service.reminders.forget_turns(match_id, keep)
            except Exception:
                log.exception("could not forget the reminders of match %s", match_id)

        task = asyncio.ensure_future(forget())
        self._forgets.add(task)
        task.add_done_callback(self._forgets.discard)

    async def flush(self) -> None:
        """Wait for the ledger clean-ups under way."""
        if self._forgets:
            await asyncio.gather(*list(self._forgets), return_exceptions=True)

    # ----------------------------------------------------------------- when due
    async def run_due(self, fire: Callable[[Pending, float], Awaitable[int]]) -> int:
        """Hand every reminder due by the service's clock now to ``fire(pending, now)``, one at a
        time in time order; returns the sum of what it returned (reminders handed on). A ``fire``
        that raises is logged and the others go on."""
        async with self._lock:
            now = self.service.clock()
            handed = 0
            while self._heap and self._heap[0][0] <= now:
                at, _, pending = heapq.heappop(self._heap)
                if self._due.get(pending.key) != at:
                    continue  # replaced or dropped
                del self._due[pending.key]
                try:
                    handed += await fire(pending, now)
                except Exception:
                    log.exception("reminder %s failed", pending.key)
            return handed

    async def wait(self, longest_s: float) -> None:
        """Sleep until the next reminder is due, something new is planned, or ``longest_s``
        seconds (real time) have passed, whichever comes first."""
        wait = longest_s if not self._heap else max(0.0, min(longest_s, self._heap[0][0] - self.service.clock()))
        self._wake.clear()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._wake.wait(), timeout=wait)
