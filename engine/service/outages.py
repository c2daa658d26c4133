"""Turn-based clocks are fair across the bot's own outages (issue 37, kind 5).

While the bot is down nobody can move, so on turn-based speeds the time it was down is not
charged to anyone: at start-up every deadline of a turn-based match (its turns, their start, the
game's own timers) moves later by the outage, as a pause moves them (:mod:`.moderating`), and the
reminders, which are planned from a turn's start and deadline, move with them. Live speeds keep a
short grace instead (:data:`engine.service.timers.RESTART_GRACE_S`).

The outage is measured from a heartbeat in the database (``service_heartbeats``,
:class:`storage.leases.HeartbeatStore`): the process playing a shard writes the time at start-up,
every :data:`HEARTBEAT_S` on the service clock and at a clean stop. At start-up a match's outage is
the time since its shard's row, under the same shard count (with none yet, the latest row of any
shard; with no row at all, none: the first start after this feature). Each moved entry keeps
``outage_to`` (when its outage was credited), so a process that dies during start-up, before its
first heartbeat, does not credit the same hours twice at the next start.
"""
from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from typing import Any

from engine.service.shards import ShardFilter, shard_of
from storage.leases import HeartbeatStore

log = logging.getLogger(__name__)

HEARTBEAT_S = 10.0
"""How often (service clock, s) a running process records that it is alive: at most this much of a
crash's outage is charged (a clean stop records its last moment)."""
POLL_S = 0.5
"""Real seconds between looks at the service clock."""
HEARTBEAT_TASK = "outage-heartbeat"
"""The name of the heartbeat's task (tests that count the service's sleepers leave it out; not
``service-…``, which names the service's messages in the catalog)."""
OUTAGE_MARK = "outage_to"
"""Field of a moved timer entry: the instant up to which its outage has been credited."""


def credit_outage(timers: dict[str, Any], alive_at: float, now: float) -> float:
    """Move every deadline entry of ``timers`` (in place) by the time the bot was down: from
    ``alive_at`` (or the entry's own :data:`OUTAGE_MARK`, if later) to ``now``; a turn's ``started``
    moves too, so its time bank and reminders see the turn as it was. Returns the longest move (0: none)."""
    moved = 0.0
    for entry in timers.values():
        if not isinstance(entry, dict) or entry.get("deadline") is None:
            continue  # a seat's clock entry, not a timer
        since = max(alive_at, float(entry.get(OUTAGE_MARK, alive_at)))
        down = now - since
        if down <= 0:
            continue
        entry["deadline"] = float(entry["deadline"]) + down
        if "started" in entry:
            entry["started"] = float(entry["started"]) + down
        entry[OUTAGE_MARK] = now
        moved = max(moved, down)
    return moved


class Heartbeat:
    """This process's heartbeat for ``shards`` (None: every shard) in ``store``, on ``clock``."""

    def __init__(self, store: HeartbeatStore, shards: ShardFilter | None, *, clock: Callable[[], float],
                 every_s: float = HEARTBEAT_S, poll_s: float = POLL_S) -> None:
        self.store = store
        self.count = shards.shard_count if shards is not None else 1
        self.ids = sorted(shards.shard_ids) if shards is not None else [0]
        self.clock = clock
        self.every_s = every_s
        self.poll_s = poll_s
        self._beat_at = float("-inf")
        self._task: asyncio.Task[None] | None = None

    async def last_alive(self) -> Callable[[int | None], float | None]:
        """When the matches of each guild were last played: ``alive_at(guild_id)`` (None: not known)."""
        rows = await self.store.all()
        latest = max(rows.values(), default=None)

        def alive_at(guild_id: int | None) -> float | None:
            return rows.get((self.count, shard_of(guild_id, self.count)), latest)

        return alive_at

    async def beat(self) -> None:
        """Record now as the moment this process was last alive."""
        now = self.clock()
        await self.store.beat(self.count, self.ids, now)
        self._beat_at = now

    def start(self) -> None:
        """Beat every :attr:`every_s` of the service clock until :meth:`stop`."""
        if self._task is None:
            self._task = asyncio.create_task(self._loop(), name=HEARTBEAT_TASK)

    async def _loop(self) -> None:
        while True:
            await asyncio.sleep(self.poll_s)
            if self.clock() - self._beat_at >= self.every_s:
                try:
                    await self.beat()
                except Exception:  # the database is away for a moment: the next round tries again
                    log.exception("could not record the heartbeat")

    async def stop(self, *, last: bool = True) -> None:
        """Stop beating; ``last``: record this moment first (a clean stop: its outage starts now)."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
        if last and self._beat_at > float("-inf"):  # only a process that played records its stop, once
            try:
                await self.beat()
            except Exception:
                log.exception("could not record the last heartbeat")
        self._beat_at = float("-inf")
