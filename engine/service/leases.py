"""One owner per shard: the process that holds a shard's lease plays its guilds' matches.

Two processes on one token (an old deploy still running beside a new one) would both receive
a shard's interactions and both run its timers and bots. So before the service loads any
match it claims a lease per shard it runs (a row of ``shard_leases``, :mod:`storage.leases`)
and renews it on the service clock while it is alive:

* a newcomer that finds a live lease of another process **waits**: one log line naming the
  holder and when the lease runs out, then it tries again every :data:`POLL_S` seconds until
  the holder stops (a clean stop releases at once) or its lease expires (:data:`LEASE_S`
  after its last renewal: a process killed or frozen);
* a process whose renewal finds another owner has **lost** the shard (it was frozen longer
  than the lease, and a newcomer took over): one log line, and it stops playing
  (``on_lost``; the bot closes).

A process running every shard (no SHARD_COUNT) holds lease 0.
"""
from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import secrets
import socket
from collections.abc import Awaitable, Callable, Iterable

from storage.leases import Lease, LeaseStore

log = logging.getLogger(__name__)

LEASE_S = 30.0
"""How long a lease lasts after its last renewal (service clock, s)."""
RENEW_S = 10.0
"""How often a live process renews its leases (service clock, s)."""
POLL_S = 0.5
"""Real seconds between looks at the clock and the database (waiting, renewing)."""


def process_owner() -> str:
    """A name for this process in the lease table: host, pid and a random part (two bots in one
    process are two owners)."""
    return f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(3)}"


class ShardLeases:
    """The leases of ``shards`` for ``owner`` in ``store`` on ``clock`` (wall-clock seconds).

    :meth:`acquire` waits until every shard is this process's; :meth:`start_renewing` keeps them
    (calling ``on_lost(shard, holder)`` once if one is lost); :meth:`release` gives them up.
    """

    def __init__(self, store: LeaseStore, shards: Iterable[int], *, clock: Callable[[], float],
                 owner: str | None = None, lease_s: float = LEASE_S, renew_s: float = RENEW_S,
                 poll_s: float = POLL_S, on_lost: Callable[[int, str], Awaitable[None]] | None = None) -> None:
        self.store = store
        self.shards = sorted(set(shards))
        self.clock = clock
        self.owner = owner or process_owner()
        self.lease_s = lease_s
        self.renew_s = renew_s
        self.poll_s = poll_s
        self.on_lost = on_lost
        self.held: set[int] = set()
        self.lost: dict[int, str] = {}
        self._renewed_at = float("-inf")
        self._task: asyncio.Task[None] | None = None

    async def _claim(self, shard: int) -> Lease:
        now = self.clock()
        return await self.store.claim(shard, self.owner, now=now, until=now + self.lease_s)

    async def acquire(self) -> None:
        """Claim every shard's lease, waiting (one log line per holder) while another process holds one."""
        told: set[tuple[int, str]] = set()
        while True:
            waiting = []
            for shard in self.shards:
                lease = await self._claim(shard)
                if lease.owner == self.owner:
                    self.held.add(shard)
                else:
                    waiting.append(lease)
            if not waiting:
                self._renewed_at = self.clock()
                return
            for lease in waiting:
                if (lease.shard_id, lease.owner) not in told:
                    told.add((lease.shard_id, lease.owner))
                    left = max(0.0, lease.expires_at - self.clock())
                    log.warning("shard %d is played by another process (%s); waiting until it stops or its "
                                "lease runs out (%.0f s) before playing it", lease.shard_id, lease.owner, left)
            await asyncio.sleep(self.poll_s)

    def start_renewing(self) -> None:
        """Renew the leases every :attr:`renew_s` (service clock) until :meth:`release`."""
        if self._task is None:
            self._task = asyncio.create_task(self._renew_loop())

    async def renew(self) -> None:
        """Renew every lease held now; a lease found held by another owner is lost (``on_lost``)."""
        self._renewed_at = self.clock()
        for shard in sorted(self.held):
            lease = await self._claim(shard)
            if lease.owner != self.owner:
                self.held.discard(shard)
                self.lost[shard] = lease.owner
                log.error("shard %d was taken over by another process (%s); this process stops playing it",
                          shard, lease.owner)
                if self.on_lost is not None:
                    await self.on_lost(shard, lease.owner)

    async def _renew_loop(self) -> None:
        while self.held:
            await asyncio.sleep(self.poll_s)
            if self.clock() - self._renewed_at >= self.renew_s:
                try:
                    await self.renew()
                except Exception:  # the database is away for a moment: the next round tries again
                    log.exception("could not renew the shard leases")

    async def release(self) -> None:
        """Stop renewing and give up every lease held (a waiting process takes over at once)."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
        for shard in sorted(self.held):
            try:
                await self.store.release(shard, self.owner)
            except Exception:
                log.exception("could not release the lease of shard %d", shard)
        self.held.clear()
