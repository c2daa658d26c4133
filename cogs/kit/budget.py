"""The bot's share of Discord's global rate limit, and quick retries of interaction answers.

Discord answers 429 (``global: true``) once a bot makes more than 50 requests in a second
(https://discord.com/developers/docs/topics/rate-limits#global-rate-limit); interaction
callbacks and the interaction-token (webhook) routes do not count. discord.py waits out
per-route buckets from the ``X-RateLimit-*`` headers, but it only learns of the global limit
from a 429, so the bot keeps itself under it:

* :class:`GlobalBudget` allows at most :data:`LIMIT` = 40 requests in any second as Discord
  counts them (headroom under 50, however Discord aligns its second). The limit belongs to the
  bot token, not to a process: a process that runs some of the bot's shards takes its share,
  ``LIMIT × shards it runs ÷ SHARD_COUNT`` (:func:`process_limit`), so all of them together stay
  under it. Waiters are served by
  rank (:data:`URGENT` < :data:`TURN` < :data:`ROUTINE`), then first come first served; a
  waiter's rank is read when room is handed out, so it may rise while it waits.
* :func:`install` adds an aiohttp client middleware to discord.py's session: every request to
  the API except ``/interactions/…`` and ``/webhooks/…`` waits for room first, at the rank in
  :data:`RANK` (the render scheduler sets it per job; anything else, such as the answer to a
  command, is :data:`URGENT`). A job the scheduler started holds a reservation
  (:data:`PREPAID`, taken before it drew its message): its first request spends it, or,
  expired, takes a grant ahead of everyone. A request holds its place in the window from
  when it is sent until a second after its answer, so delays on the way cannot bunch more
  than the limit into any second Discord counts.
* Interaction callbacks answered 500/502/503/504 are retried at once (after
  :data:`CALLBACK_RETRY_S`), a few times, instead of discord.py's 1 s and then 3 s waits,
  which would miss Discord's 3-second deadline and show "This interaction failed".
"""
from __future__ import annotations

import asyncio
import logging
from collections import deque
from collections.abc import Callable
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

import aiohttp
from aiohttp import ClientHandlerType, ClientRequest, ClientResponse

log = logging.getLogger(__name__)

LIMIT = 40
"""Requests the bot allows itself in any one second outside interaction tokens (Discord: 50)."""



def process_limit(owned: tuple[int, list[int]] | None, limit: int = LIMIT) -> int:
    """This process's share of the bot's global budget: ``limit`` for a process running every
    shard (``owned`` None, or all of them), else ``limit × len(shard_ids) ÷ shard_count`` rounded
    down, at least 1. ``owned`` is ``(shard_count, shard_ids)`` (``Settings.owned_shards()``)."""
    if owned is None:
        return limit
    count, ids = owned
    if count < 1:
        raise ValueError("shard_count must be >= 1")
    return max(1, limit * len(set(ids)) // count)


URGENT, TURN, ROUTINE = 0, 1, 2
"""Ranks: answers and turn mentions; messages whose turn just changed; everything else."""

RANK: ContextVar[int] = ContextVar("discord_write_rank", default=URGENT)
"""The rank of the requests the current task makes."""
PREPAID: ContextVar[list[float] | None] = ContextVar("discord_write_prepaid", default=None)
"""The reservation the current job holds (its grant's stamp, in a list), spent by its first request."""
FIRST = -1
"""The rank of a request whose job already waited its turn (a reservation)."""

CALLBACK_RETRY_S = (0.1, 0.3, 0.6)
"""Waits before retrying an interaction callback answered with a server error."""
RETRIED_STATUSES = frozenset({500, 502, 503, 504})


@dataclass(order=True)
class _Waiter:
    rank: int
    seq: int
    future: asyncio.Future[float] = field(compare=False)
    rank_of: Callable[[], int] | None = field(compare=False, default=None)


class GlobalBudget:
    """At most ``limit`` requests in any ``window`` seconds as Discord sees them, shared by every
    request the bot makes outside interaction tokens.

    Discord counts a request when it arrives, somewhere between the moment it is sent and the
    moment its answer comes back. So a request holds its place from when it is sent
    (:meth:`begin`) until ``window`` seconds after its answer (:meth:`end`): then, whatever the
    network's delays, no ``window`` of arrivals holds more than ``limit`` requests. A grant
    (:meth:`acquire`) not yet sent (a job's reservation, see :data:`PREPAID`) holds its place for
    ``window`` seconds from the grant.

    ``acquire(rank)`` waits for room; ``rank`` is an int or a callable read each time room is
    handed out (lower first). ``granted`` counts grants (for benches). Use on one event loop.
    """

    def __init__(self, limit: int = LIMIT, window: float = 1.0) -> None:
        if limit < 1 or window <= 0:
            raise ValueError("limit must be >= 1 and window > 0")
        self.limit = limit
        self.window = window
        self.granted = 0
        self._recent: deque[float] = deque()  # grants not sent yet, and answers, by stamp
        self._flying = 0  # requests sent and not answered
        self._waiters: list[_Waiter] = []
        self._seq = 0
        self._timer: asyncio.TimerHandle | None = None

    @property
    def waiting(self) -> int:
        """How many requests wait for room."""
        return len(self._waiters)

    def _room(self) -> bool:
        now = asyncio.get_running_loop().time()
        while self._recent and self._recent[0] <= now - self.window:
            self._recent.popleft()
        return len(self._recent) + self._flying < self.limit

    def _take(self) -> float:
        now = asyncio.get_running_loop().time()
        self._recent.append(now)
        self.granted += 1
        return now

    async def acquire(self, rank: int | Callable[[], int] = URGENT) -> float:
        """Wait for room (served by rank, then in order of arrival); returns the grant's stamp
        (for :meth:`begin` or :meth:`release`)."""
        if not self._waiters and self._room():
            return self._take()
        self._seq += 1
        waiter = _Waiter(rank if isinstance(rank, int) else rank(), self._seq,
                         asyncio.get_running_loop().create_future(), None if isinstance(rank, int) else rank)
        self._waiters.append(waiter)
        self._hand_out()
        try:
            return await waiter.future
        except asyncio.CancelledError:
            if waiter in self._waiters:
                self._waiters.remove(waiter)
            elif waiter.future.done() and not waiter.future.cancelled():
                self.release(waiter.future.result())  # granted just as it was cancelled: give it back
            raise

    def begin(self, stamp: float) -> bool:
        """The grant stamped ``stamp`` is being sent now: it holds its place until :meth:`end`.
        False when the grant has left the window already (acquire a new one)."""
        self._room()  # prune
        try:
            self._recent.remove(stamp)
        except ValueError:
            return False
        self._flying += 1
        return True

    def end(self) -> None:
        """A request begun with :meth:`begin` was answered: it holds its place ``window`` more seconds."""
        self._flying -= 1
        self._recent.append(asyncio.get_running_loop().time())

    def release(self, stamp: float) -> None:
        """Give back the grant stamped ``stamp`` (a reservation that was not spent)."""
        try:
            self._recent.remove(stamp)
        except ValueError:
            return  # already out of the window
        self.granted -= 1
        if self._waiters:
            self._hand_out()

    def _hand_out(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        while self._waiters and self._room():
            for w in self._waiters:
                if w.rank_of is not None:
                    w.rank = w.rank_of()
            best = min(self._waiters)
            self._waiters.remove(best)
            if best.future.done():
                continue
            best.future.set_result(self._take())
        if self._waiters and self._recent:  # else a request in flight frees room when answered
            delay = self._recent[0] + self.window - asyncio.get_running_loop().time()
            self._timer = asyncio.get_running_loop().call_later(max(delay, 0.001), self._on_timer)
        elif self._waiters:
            self._timer = asyncio.get_running_loop().call_later(self.window / 10, self._on_timer)

    def _on_timer(self) -> None:
        self._timer = None
        self._hand_out()


def _counts(path: str) -> bool:
    """Whether a request path counts against the global limit (API routes, not interaction tokens)."""
    if "/api/v" not in path:
        return False
    sub = path.split("/api/v", 1)[1]
    sub = sub.split("/", 1)[1] if "/" in sub else ""
    return not sub.startswith(("interactions/", "webhooks/"))


def _is_callback(req: ClientRequest) -> bool:
    path = req.url.path
    return "/interactions/" in path and path.endswith("/callback")


def middleware(budget: GlobalBudget) -> Callable[[ClientRequest, ClientHandlerType], Any]:
    """The aiohttp client middleware :func:`install` adds (see the module doc)."""

    async def limit(req: ClientRequest, handler: ClientHandlerType) -> ClientResponse:
        if _counts(req.url.path):
            reserved = PREPAID.get()
            if reserved:  # the job's reservation is sent now (or, expired, a new grant ahead of everyone)
                stamp = reserved.pop()
                while not budget.begin(stamp):
                    stamp = await budget.acquire(FIRST)
            else:
                while not budget.begin(await budget.acquire(RANK.get())):
                    pass  # the grant expired before this task ran (a busy event loop): wait again
            try:
                return await handler(req)
            finally:
                budget.end()
        if not _is_callback(req):
            return await handler(req)
        response = await handler(req)
        for wait in CALLBACK_RETRY_S:
            if response.status not in RETRIED_STATUSES:
                break
            log.info("interaction callback answered %s; retrying in %.1f s", response.status, wait)
            response.release()
            await asyncio.sleep(wait)
            response = await handler(req)
        return response

    return limit


def install(http: Any, budget: GlobalBudget) -> bool:
    """Add the budget's middleware to discord.py's HTTP session (``http``: ``Client.http``,
    after login). Returns False when the session is not there (not logged in)."""
    session = getattr(http, "_HTTPClient__session", None)  # discord.py keeps its session private
    if not isinstance(session, aiohttp.ClientSession):
        return False
    current = tuple(getattr(session, "_middlewares", ()) or ())
    if any(getattr(m, "budget", None) is budget for m in current):
        return True
    mw = middleware(budget)
    mw.budget = budget  # type: ignore[attr-defined]  # marks it as installed for this budget
    session._middlewares = (*current, mw)  # aiohttp reads it per request; no public setter exists
    return True
