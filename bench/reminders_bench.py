"""The turn-reminder schedule at scale: N turn-based matches with a person's turn running each
(``.venv/bin/python -m bench.reminders_bench --matches 10000``). Standalone; figures printed, never asserted.

Measures :class:`cogs.reminders.ReminderCog`'s one heap and one task, without Discord or a
database: the service, the ledger and the table are small in-memory stand-ins, so the figures are
the scheduler's own cost (what a real run adds is the DM writes, limited by the global budget:
40 requests a second, :mod:`cogs.kit.budget`).

* plan: µs per match to plan its turn's two reminders (start, 80 %) — what every move costs;
* memory: Python-heap bytes per pending reminder (``tracemalloc``) with all N matches planned;
* fire: reminders handed on per second by :meth:`ReminderCog.run_due` when all N start
  reminders are due at once (claim in the ledger, DM job queued), and how many were handed.
"""
from __future__ import annotations

import argparse
import asyncio
import time
import tracemalloc
from dataclasses import dataclass, field
from typing import Any

from cogs.kit.budget import ROUTINE
from cogs.reminders import ReminderCog
from engine.service.match_settings import MatchSettings
from engine.service.turns import Turn, turn_of
from storage import MatchRecord, MatchStatus, SeatRecord
from storage.preferences import DEFAULT_PREFS, UserPrefs

DAY = 86_400.0
START = 1_000_000_000.0


@dataclass
class _Ledger:
    rows: set[tuple[int, str, str]] = field(default_factory=set)

    async def claim(self, match_id: int, turn: str, kind: str, user_id: int, at: float) -> bool:
        key = (match_id, turn, kind)
        if key in self.rows:
            return False
        self.rows.add(key)
        return True

    async def sent_in_active(self) -> set[tuple[int, str, str]]:
        return set(self.rows)

    async def forget_turns(self, match_id: int, keep: Any = ()) -> None:
        return None


class _Prefs:
    async def get_prefs(self, user_id: int) -> UserPrefs:
        return DEFAULT_PREFS


class _Service:
    """What the reminder cog reads of the MatchService, for N matches of 2 seats, seat 0 to act."""

    def __init__(self, n: int) -> None:
        self.now = START
        self.reminders = _Ledger()
        self.preferences = _Prefs()
        self.records = {
            i: MatchRecord(id=i, guild_id=1, channel_id=2, thread_id=3, game="any-game", status=MatchStatus.ACTIVE,
                           host_id=10, options={"turn_timeout_s": DAY}, seed=i, state=None, version=1,
                           timers={f"turn:0:{i}": {"deadline": START + DAY, "seat": 0, "action": None}},
                           created_at=START, updated_at=START,
                           seats=[SeatRecord(0, 10_000 + i, "a"), SeatRecord(1, 20_000 + i, "b")])
            for i in range(1, n + 1)}
        self.settings_ = MatchSettings(turn_timeout_s=DAY)

    def clock(self) -> float:
        return self.now

    def subscribe(self, callback: Any) -> None:
        return None

    def match(self, match_id: int) -> MatchRecord | None:
        return self.records.get(match_id)

    def settings(self, record: MatchRecord) -> MatchSettings:
        return self.settings_

    def to_act(self, match_id: int) -> set[int]:
        return {0}

    def paused(self, match_id: int) -> None:
        return None  # no match is paused by an admin here

    def turn(self, match_id: int, seat: int) -> Turn | None:
        return turn_of(self.records[match_id], seat, self.settings_)


class _Scheduler:
    def __init__(self) -> None:
        self.jobs = 0

    def submit(self, key: Any, job: Any, **kwargs: Any) -> None:
        self.jobs += 1


class _Table:
    def __init__(self) -> None:
        self.scheduler = _Scheduler()

    async def kept(self, match_id: int) -> dict[Any, Any]:
        return {}

    async def _draw_dm(self, *args: Any) -> None:
        return None

    def remind(self, record: Any, seat: int, user_id: int, reminder: Any) -> None:
        """As :meth:`cogs.table.TableCog.remind`: one job in the DM copy's queue."""
        self.scheduler.submit(("dm", record.id, user_id), self._draw_dm, rank=ROUTINE)


class _Bot:
    def __init__(self, n: int) -> None:
        self.service = _Service(n)
        self.table = _Table()  # the bot's door to the table cog (MenagerieBot.table)

    def get_guild(self, guild_id: int) -> None:
        return None


async def run(n: int) -> None:
    bot = _Bot(n)
    timed = ReminderCog(bot)  # type: ignore[arg-type]
    t0 = time.perf_counter()
    for match_id in bot.service.records:
        timed.plan(match_id)
    plan_s = time.perf_counter() - t0
    cog = ReminderCog(bot)  # type: ignore[arg-type]
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    for match_id in bot.service.records:
        cog.plan(match_id)
    heap = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    t1 = time.perf_counter()
    for match_id in bot.service.records:  # a re-plan after a move that left the turn as it was
        cog.plan(match_id)
    replan_s = time.perf_counter() - t1
    pending = cog.pending
    t2 = time.perf_counter()
    handed = await cog.run_due()  # every start reminder is due now
    fire_s = time.perf_counter() - t2
    print(f"matches: {n}, pending reminders: {pending}")
    print(f"plan: {plan_s / n * 1e6:.1f} µs per match (first), {replan_s / n * 1e6:.1f} µs (again)")
    print(f"memory: {heap / pending:.0f} B per pending reminder (tracemalloc), {heap / n:.0f} B per match")
    print(f"fire: {handed} start reminders handed on in {fire_s * 1e3:.0f} ms = {handed / fire_s:,.0f}/s "
          f"(Discord then takes them at the budget's 40 requests/s)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=10_000)
    asyncio.run(run(parser.parse_args().matches))


if __name__ == "__main__":
    main()
