"""One timer structure for every deadline the service keeps: a heap and a single sleeper on the service's clock.

Turn deadlines of thousands of turn-based matches, their reminders and the game's own timers
(claim windows, countdowns) are all entries of one :class:`DeadlineHeap`: a binary heap
ordered by due time on the service's clock (wall-clock Unix seconds, injectable) and one
asyncio task that sleeps until the earliest entry is due. There is no sleeping task or
event-loop timer per deadline, so 10,000 pending deadlines cost a few hundred bytes each
(``bench/deadlines_bench.py`` measures it).

The sleeper reads the clock on every wake-up and never naps longer than
:data:`MAX_NAP_S`, so it follows a wall clock that jumps (NTP, a suspended host) and a
test clock that is moved by hand. A clock object may also offer ``on_advance(callback)``
(``tests/clock.py``'s ``ServiceClock`` does): the heap registers :meth:`DeadlineHeap.wake`
there, so a test that lets three days pass sees the due deadlines fire at once.

Cancelling is lazy, as in asyncio's own scheduler: a cancelled entry stays in the heap
until it reaches the top, and the heap is rebuilt once more than half of it is cancelled.
"""
from __future__ import annotations

import asyncio
import contextlib
import heapq
import itertools
import logging
from collections.abc import Callable
from typing import Any

log = logging.getLogger(__name__)

MAX_NAP_S = 1.0
"""The sleeper's longest nap (real seconds) before it reads the clock again."""


class Deadline:
    """One pending entry of a :class:`DeadlineHeap`: ``callback(*args)`` at ``when`` (service clock, s).

    The handle :meth:`DeadlineHeap.call_at` returns; :meth:`cancel` it to drop the call."""

    __slots__ = ("when", "seq", "callback", "args", "cancelled", "_heap")

    def __init__(self, heap: DeadlineHeap, when: float, seq: int, callback: Callable[..., None], args: tuple[Any, ...]):
        self._heap: DeadlineHeap | None = heap
        self.when, self.seq, self.callback, self.args = when, seq, callback, args
        self.cancelled = False

    def __lt__(self, other: Deadline) -> bool:
        return (self.when, self.seq) < (other.when, other.seq)

    def cancel(self) -> None:
        """Drop the call if it has not run yet (idempotent)."""
        if not self.cancelled:
            self.cancelled = True
            if self._heap is not None:
                self._heap._cancelled += 1
                self._heap = None


class DeadlineHeap:
    """Every pending deadline of one service, on its clock (see the module docstring).

    ``clock()`` returns the service's wall-clock seconds. :meth:`call_at` and :meth:`call_later`
    schedule a synchronous callback (it should only start work, e.g. spawn a task); callbacks
    run on the event loop in due order, each at most one wake-up late. :meth:`close` stops the
    sleeper; entries scheduled afterwards are ignored.
    """

    def __init__(self, clock: Callable[[], float], *, max_nap_s: float = MAX_NAP_S) -> None:
        self.clock = clock
        self.max_nap_s = max_nap_s
        self._heap: list[Deadline] = []
        self._cancelled = 0
        self._seq = itertools.count()
        self._task: asyncio.Task[None] | None = None
        self._wake: asyncio.Future[None] | None = None
        self._closed = False
        self.fired = 0
        """Callbacks run so far (for benches)."""
        hook = getattr(clock, "on_advance", None)
        if callable(hook):
            hook(self.wake)

    def __len__(self) -> int:
        """Pending (not cancelled) entries."""
        return len(self._heap) - self._cancelled

    def call_at(self, when: float, callback: Callable[..., None], *args: Any) -> Deadline:
        """Run ``callback(*args)`` once the clock reads ``when`` or later. Returns its handle."""
        entry = Deadline(self, float(when), next(self._seq), callback, args)
        if self._closed:
            entry.cancelled = True
            return entry
        heapq.heappush(self._heap, entry)
        if self._heap[0] is entry:  # a new earliest deadline: the sleeper must not oversleep it
            self.wake()
        self._ensure_running()
        return entry

    def call_later(self, delay: float, callback: Callable[..., None], *args: Any) -> Deadline:
        """Run ``callback(*args)`` ``delay`` seconds from now on the service's clock."""
        return self.call_at(self.clock() + max(0.0, delay), callback, *args)

    def next_due(self) -> float | None:
        """When the earliest pending entry is due (service clock), or None if nothing is pending."""
        self._drop_cancelled_top()
        return self._heap[0].when if self._heap else None

    def wake(self) -> None:
        """Make the sleeper read the clock now (the clock moved, or an earlier deadline came in)."""
        if self._wake is not None and not self._wake.done():
            self._wake.set_result(None)

    async def close(self) -> None:
        """Stop the sleeper and drop every pending entry."""
        self._closed = True
        for entry in self._heap:
            entry.cancelled = True
        self._heap.clear()
        self._cancelled = 0
        task, self._task = self._task, None
        if task is not None and not task.done():
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    # ------------------------------------------------------------------ internals
    def _ensure_running(self) -> None:
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(self._run(), name="deadline-heap")

    def _drop_cancelled_top(self) -> None:
        while self._heap and self._heap[0].cancelled:
            heapq.heappop(self._heap)
            self._cancelled -= 1
        if self._cancelled > 64 and self._cancelled * 2 > len(self._heap):
            self._heap = [e for e in self._heap if not e.cancelled]
            heapq.heapify(self._heap)
            self._cancelled = 0

    def _run_due(self) -> None:
        now = self.clock()
        while True:
            self._drop_cancelled_top()
            if not self._heap or self._heap[0].when > now:
                return
            entry = heapq.heappop(self._heap)
            entry._heap = None
            entry.cancelled = True  # it ran: cancelling it now is a no-op
            self.fired += 1
            try:
                entry.callback(*entry.args)
            except Exception:
                log.exception("deadline callback %r failed", entry.callback)

    async def _run(self) -> None:
        loop = asyncio.get_running_loop()
        while not self._closed:
            self._run_due()
            due = self.next_due()
            if due is None:
                return  # nothing pending: the next call_at starts a new sleeper
            nap = min(self.max_nap_s, max(0.0, due - self.clock()))
            self._wake = loop.create_future()
            timer = loop.call_later(nap, self.wake)
            try:
                await self._wake
            finally:
                timer.cancel()
                self._wake = None
