"""Standings, seasons and reputation on a server with thousands of finished matches (issue 22).

    python -m bench.seasons_bench                   # SQLite, 5,000 matches (~1 minute on 2 cores)
    python -m bench.seasons_bench --quick           # smoke run, 500 matches
    python -m bench.seasons_bench --pg postgresql://postgres@/postgres?host=/run/dir   # also PostgreSQL

One server, ``PEOPLE`` people, ``MATCHES`` finished 4-seat matches of one game written through the
store's own final transaction (:meth:`MatchStore.commit_action` with results: reputation, all-time
and season ratings), a season change every ``MATCHES // 4`` matches. Then the reads a person
triggers, each timed ``READS`` times: a ``/standings`` page (count + page + own rank) all-time and
for the running season, ``/profile``'s reads (running season, all time, reputation) and the
reputations a lobby message asks for (6 people). Prints median and p95 in milliseconds; nothing is
asserted (timing lives in bench/, never in tests).
"""
from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from engine.ratings import rating_updates
from storage import FinishedSeat, SeatRecord, open_storage

GUILD, GAME = 42, "bench"
FULL = {"matches": 5000, "people": 400, "reads": 200}
QUICK = {"matches": 500, "people": 60, "reads": 30}


def _ms(samples: list[float]) -> str:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return f"median {statistics.median(ordered) * 1000:7.2f} ms   p95 {p95 * 1000:7.2f} ms"


async def _timed(fn: Callable[[], Awaitable[Any]], times: int) -> list[float]:
    out = []
    for _ in range(times):
        t0 = time.perf_counter()
        await fn()
        out.append(time.perf_counter() - t0)
    return out


async def run(url: str, matches: int, people: int, reads: int) -> None:
    storage: Any = await open_storage(url)
    rng = random.Random(7)
    users = [10_000 + i for i in range(people)]
    finishes = []
    try:
        season_every = max(1, matches // 4)
        for no in range(matches):
            if no % season_every == 0:
                await storage.ratings.seasons.start(GUILD, f"Season {no // season_every + 1}", float(no))
            seated = rng.sample(users, 4)
            rec = await storage.matches.create(guild_id=GUILD, channel_id=1, game=GAME, host_id=seated[0], options={},
                                               seed=no, seats=[SeatRecord(i, u, str(u)) for i, u in enumerate(seated)],
                                               at=float(no))
            await storage.matches.start(rec.id, seats=rec.seats, state="{}", timers={}, at=float(no))
            places = rng.sample([1, 2, 3, 4], 4)
            seats = [FinishedSeat(i, u, places[i], float(4 - places[i]), abandoned=rng.random() < 0.05)
                     for i, u in enumerate(seated)]
            t0 = time.perf_counter()
            await storage.matches.commit_action(rec.id, expected_version=0, seat=0, action="{}", state="{}", timers={},
                                                at=float(no), finished=seats, guild_id=GUILD, game=GAME,
                                                rate=rating_updates)
            finishes.append(time.perf_counter() - t0)
        season = await storage.ratings.seasons.current(GUILD)
        me = users[0]

        async def standings(scope: int | None) -> None:
            await storage.ratings.count(GUILD, GAME, season=scope)
            await storage.ratings.leaderboard(GUILD, GAME, 10, 10, season=scope)
            await storage.ratings.rank_of(GUILD, GAME, me, season=scope)

        async def profile() -> None:
            now = await storage.ratings.seasons.current(GUILD)
            await storage.ratings.profile(GUILD, me)
            await storage.ratings.profile(GUILD, me, season=now.id)
            await storage.ratings.rank_of(GUILD, GAME, me)
            await storage.ratings.rank_of(GUILD, GAME, me, season=now.id)
            await storage.ratings.reputation(GUILD, me)

        rows = [
            ("final transaction (results, reputation, all-time + season ratings)", finishes),
            ("/standings page, all time", await _timed(lambda: standings(None), reads)),
            ("/standings page, running season", await _timed(lambda: standings(season.id), reads)),
            ("/profile reads", await _timed(profile, reads)),
            ("lobby reputations (6 people)", await _timed(lambda: storage.ratings.reputations(GUILD, users[:6]), reads)),
        ]
        print(f"{storage.backend}: {matches} matches, {people} people, 4 seasons")
        for label, samples in rows:
            print(f"  {label:<70} {_ms(samples)}")
    finally:
        await storage.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="small sizes (a smoke run)")
    parser.add_argument("--pg", help="also run on this PostgreSQL server (a fresh database is made on it)")
    args = parser.parse_args()
    sizes = QUICK if args.quick else FULL
    with tempfile.TemporaryDirectory() as tmp:
        asyncio.run(run(f"sqlite:///{Path(tmp) / 'bench.sqlite3'}", **sizes))
    if args.pg:
        asyncio.run(_on_fresh_pg(args.pg, sizes))


async def _on_fresh_pg(url: str, sizes: dict[str, int]) -> None:
    import asyncpg

    name = f"seasons_bench_{int(time.time())}"
    admin = await asyncpg.connect(url)
    try:
        await admin.execute(f"CREATE DATABASE {name}")
        base, _, query = url.partition("?")
        await run(f"{base.rsplit('/', 1)[0]}/{name}" + (f"?{query}" if query else ""), **sizes)
    finally:
        await admin.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
        await admin.close()


if __name__ == "__main__":
    main()
