"""The render queue: every kept message of every match is redrawn by its own queue (one :class:`RenderScheduler` per bot).

A *key* names one Discord message or one ordered stream of posts (``("table", match_id)``,
``("dm", match_id, user_id)``, ``("thread", match_id)``, …). :meth:`RenderScheduler.submit`
gives the key a job — an async callable that draws from committed state and writes — and:

* **coalesces**: a key holds at most one waiting job; a newer one replaces it (the latest
  state wins), unless the key is ``ordered`` (posts in a thread: each is kept, in order);
* **isolates**: each key has its own task, so a message whose edit fails or waits on a rate
  limit never holds back another message (a ping never waits behind the table);
* **shares the budget**: before a job runs, its key takes a token from the bot's
  :class:`cogs.kit.budget.GlobalBudget` at the key's rank (a key whose turn just changed goes
  first), and only then the job draws: a job that waited draws the newest state. Keys marked
  ``exempt`` (edits through an interaction token) skip the budget, as on Discord;
* **converges**: a job that fails with a transient error (5xx, 429 beyond discord.py's own
  retries, a dropped connection) is run again after a back-off (:data:`RETRY_S`, or the
  ``retry_after`` Discord gave) unless a newer job for the key arrived meanwhile — that one
  draws the newer state instead. Other errors are logged and the job is dropped.
"""
from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import deque
from collections.abc import Awaitable, Callable, Hashable
from dataclasses import dataclass, field

import aiohttp
import discord

from cogs.kit.budget import PREPAID, RANK, ROUTINE, GlobalBudget

log = logging.getLogger(__name__)

Job = Callable[[], Awaitable[None]]

RETRY_S = (0.5, 1.0, 2.0, 5.0, 10.0, 30.0, 60.0)
"""Waits before running a failed job again (the last one repeats)."""
MAX_ATTEMPTS = 12
"""Consecutive transient failures after which a job is given up (logged)."""


class RetryLater(Exception):
    """Raised by a job whose write Discord refused for now (e.g. 30046 on an old message): the
    scheduler runs it again after ``retry_after`` seconds (None: the usual back-off, like a transient
    error). A refusal that stands for a while should name its wait: each refused try still costs the
    route's rate-limit bucket, and discord.py, which does not read the bucket headers of a 429, then
    sleeps that bucket's last reset time with every other write of the route and channel behind it."""

    def __init__(self, reason: str = "", *, retry_after: float | None = None) -> None:
        super().__init__(reason)
        self.retry_after = retry_after


def transient(exc: BaseException) -> bool:
    """Whether ``exc`` is worth trying again later: a Discord server error, a rate limit
    discord.py gave up waiting for, a network failure, or :class:`RetryLater`."""
    if isinstance(exc, RetryLater | discord.DiscordServerError | discord.RateLimited):
        return True
    if isinstance(exc, discord.HTTPException):  # a 429 with a code (30046 edit limit) is a refusal, not a rate
        return (exc.status == 429 and not exc.code) or exc.status >= 500
    return isinstance(exc, aiohttp.ClientError | OSError | TimeoutError)


def _retry_after(exc: BaseException) -> float | None:
    value = getattr(exc, "retry_after", None)
    return float(value) if isinstance(value, int | float) else None


@dataclass
class _Slot:
    jobs: deque[Job] = field(default_factory=deque)
    rank: int = ROUTINE
    ordered: bool = False
    exempt: bool = False
    failures: int = 0
    backing_off: bool = False
    retry_at: float | None = None  # loop time of the next try while backing off
    task: asyncio.Task[None] | None = None


class RenderScheduler:
    """The bot's one queue of message writes (see the module doc).

    ``budget``: the shared global budget (None: unlimited, for tests of other things);
    ``retry_s``: back-off waits. ``written`` counts jobs run, ``retried`` transient failures.
    """

    def __init__(self, budget: GlobalBudget | None = None, *, retry_s: tuple[float, ...] = RETRY_S,
                 max_attempts: int = MAX_ATTEMPTS) -> None:
        self.budget = budget
        self.retry_s = retry_s
        self.max_attempts = max_attempts
        self.written = 0
        self.retried = 0
        self._slots: dict[Hashable, _Slot] = {}
        self._closed = False

    def submit(self, key: Hashable, job: Job, *, rank: int = ROUTINE, ordered: bool = False,
               exempt: bool = False) -> None:
        """Queue ``job`` for ``key`` at ``rank`` (see :mod:`cogs.kit.budget`); replaces a waiting
        job of the key unless ``ordered``. ``exempt``: the job writes only through interaction
        tokens (no budget). Returns at once."""
        if self._closed:
            return
        slot = self._slots.get(key)
        if slot is None:
            slot = self._slots[key] = _Slot(ordered=ordered, exempt=exempt)
        if not slot.ordered:
            slot.jobs.clear()
        slot.jobs.append(job)
        slot.rank = min(slot.rank, rank)
        if slot.task is None or slot.task.done():
            slot.task = asyncio.create_task(self._run(key, slot))

    def pending(self, key: Hashable) -> bool:
        """Whether ``key`` has a job waiting or running."""
        slot = self._slots.get(key)
        return slot is not None and slot.task is not None and not slot.task.done()

    def next_try(self, key: Hashable) -> float | None:
        """Seconds until ``key``, waiting to retry after a failure, runs again (None: not waiting)."""
        slot = self._slots.get(key)
        if slot is None or not slot.backing_off or slot.retry_at is None:
            return None
        return max(0.0, slot.retry_at - asyncio.get_running_loop().time())

    @property
    def busy(self) -> int:
        """Keys with work waiting or running."""
        return sum(1 for s in self._slots.values() if s.task is not None and not s.task.done())

    async def flush(self, *, retries: bool = False) -> None:
        """Wait until every queued job has run. A key waiting to retry after a transient failure
        is waited for only with ``retries`` (it may wait minutes)."""
        while tasks := [s.task for s in self._slots.values()
                        if s.task is not None and not s.task.done() and (retries or not s.backing_off)]:
            await asyncio.wait(tasks, timeout=0.05, return_when=asyncio.FIRST_COMPLETED)

    async def close(self, *, drain: float = 5.0) -> None:
        """Let queued jobs finish for up to ``drain`` seconds (not those waiting to retry), then
        cancel the rest and refuse new ones."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.flush(), drain)
        self._closed = True
        for s in self._slots.values():
            if s.task is not None and not s.task.done():
                s.task.cancel()
        tasks = [s.task for s in self._slots.values() if s.task is not None]
        if tasks:
            await asyncio.gather(*tasks, return_exceptions=True)
        self._slots.clear()

    async def _run(self, key: Hashable, slot: _Slot) -> None:
        try:
            while slot.jobs:
                credit: list[float] = []
                if self.budget is not None and not slot.exempt:
                    credit.append(await self.budget.acquire(lambda: slot.rank))
                if not slot.jobs:  # defensive: cleared meanwhile
                    if self.budget is not None and credit:
                        self.budget.release(credit.pop())
                    break
                job = slot.jobs.popleft()
                rank, slot.rank = slot.rank, ROUTINE
                rank_token, paid_token = RANK.set(rank), PREPAID.set(credit)
                try:
                    await job()
                except Exception as exc:
                    if not transient(exc):
                        log.exception("writing %s failed", key)
                        slot.failures = 0
                    else:
                        await self._later(key, slot, job, rank, exc)
                else:
                    slot.failures = 0
                finally:
                    RANK.reset(rank_token)
                    PREPAID.reset(paid_token)
                    self.written += 1
                    if credit and self.budget is not None:
                        self.budget.release(credit.pop())  # the job made no counted request
        finally:
            if self._slots.get(key) is slot and not slot.jobs:
                del self._slots[key]

    async def _later(self, key: Hashable, slot: _Slot, job: Job, rank: int, exc: BaseException) -> None:
        """A transient failure: run ``job`` again after a back-off, unless a newer job came."""
        self.retried += 1
        slot.failures += 1
        if slot.failures > self.max_attempts:
            log.error("writing %s failed %d times; giving up: %s", key, slot.failures - 1, exc)
            slot.failures = 0
            return
        if slot.ordered or not slot.jobs:
            slot.jobs.appendleft(job)  # in order: it goes again before the posts after it
        slot.rank = min(slot.rank, rank)
        wait = _retry_after(exc) or self.retry_s[min(slot.failures - 1, len(self.retry_s) - 1)]
        log.warning("writing %s failed (%s); again in %.1f s", key, exc, wait)
        slot.backing_off, slot.retry_at = True, asyncio.get_running_loop().time() + wait
        try:
            await asyncio.sleep(wait)
        finally:
            slot.backing_off, slot.retry_at = False, None
