"""SQLite vs PostgreSQL under the real MatchService, then one vs two processes on PostgreSQL (issue 14).

    python -m bench.storage_backends            # ~1-2 minutes on 2 cores
    python -m bench.storage_backends --quick    # smoke run, small sizes

Every measurement runs in a fresh child process (``--worker``), which opens the database,
creates and starts its matches through the service (4 human seats, the bench game of
bench/common.py), then at an agreed wall-clock instant runs:

1. closed loop: every match's driver awaits ``MatchService.act`` with a random legal
   action, ``PER_MATCH`` times in a row, all matches at once → actions/s (the ceiling);
2. paced (open) load at human pace: each match acts after exponential think times so the
   process offers ``RATE`` actions/s (one action per match every ~4 s) for ``PACED_S``
   seconds → ``act`` p50/p99 — what a player waits for.

Part A, one process: SQLite (WAL, synchronous=NORMAL: the default store) vs PostgreSQL with
its default durability (``synchronous_commit=on``: every commit flushed to disk) and with
``synchronous_commit=off`` (the durability of SQLite's NORMAL: a crash may lose the last
commits, never corrupts; a server setting in the URL, which asyncpg passes on).
Part B, PostgreSQL: one process owning all matches vs two processes (shards 0 and 1 of 2)
owning half each, started at the same instant; aggregate throughput is
all actions over the longer wall time. Ratios are printed; nothing is asserted (timing lives
in bench/, never in tests). PostgreSQL is a throwaway server (harness/pg_server.py).
"""
from __future__ import annotations

import argparse
import asyncio
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bench.common import ServiceGame, closed_loop, paced_loop, percentile, pick_service_game

ROOT = Path(__file__).resolve().parents[1]

if TYPE_CHECKING:
    from engine.service import MatchService

FULL = {"matches": 200, "per_match": 20, "rate": 50.0, "paced_s": 8.0}
QUICK = {"matches": 40, "per_match": 5, "rate": 10.0, "paced_s": 2.0}


async def _create(service: MatchService, sg: ServiceGame, n: int, guild: int, seed: int) -> list[int]:
    ids = []
    for no in range(n):
        host = 1_000_000 + guild % 1000 * 100_000 + no * 10
        rec = await service.create_lobby(game=sg.key, guild_id=guild, channel_id=2, host_id=host, host_name=f"P{no}-0",
                                         options=sg.options, seed=seed * 100_003 + no)
        for s in range(1, sg.seats):
            await service.join(rec.id, host + s, f"P{no}-{s}")
        await service.start_match(rec.id, host)
        ids.append(rec.id)
    return ids


async def worker(url: str, shard: int, shards: int, sizes: dict[str, float], start_at: float) -> dict[str, Any]:
    """One process: its matches on guild ``shard`` of ``shards``; closed loop then paced load, from ``start_at``."""
    from engine.service import MatchService
    from engine.service.shards import ShardFilter
    from storage import open_storage

    notes: list[str] = []
    sg = pick_service_game(notes)
    storage = await open_storage(url)
    service = MatchService(storage, bot_delay_scale=0, shards=ShardFilter(shards, frozenset({shard})))
    await service.start()
    service.subscribe(_ignore)
    n = int(sizes["matches"])
    ids = await _create(service, sg, n, guild=(shard << 22) | 1, seed=shard + 1)
    await service.wait_idle()
    await asyncio.sleep(max(0.0, start_at - time.time()))
    lat, wall = await closed_loop(service, ids, int(sizes["per_match"]), seed=shard * 1000)
    paced = await paced_loop(service, ids, sizes["rate"], sizes["paced_s"], seed=shard * 1000 + 1)
    await service.close()
    await storage.close()
    return {"game": sg.label, "actions": len(lat), "wall": wall, "p50": percentile(lat, 50), "p99": percentile(lat, 99),
            "paced_n": len(paced), "paced_p50": percentile(paced, 50), "paced_p99": percentile(paced, 99)}


async def _ignore(update: Any) -> None:
    return None


def _spawn(url: str, shard: int, shards: int, sizes: dict[str, float], start_at: float) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "bench.storage_backends", "--worker", url, str(shard), str(shards), json.dumps(sizes),
         str(start_at)],
        cwd=ROOT, stdout=subprocess.PIPE, text=True,
    )


def _run(urls: list[str], sizes: dict[str, float], lead_s: float) -> list[dict[str, Any]]:
    """Start one worker per URL (worker i = shard i of len(urls)); all begin at the same instant."""
    start_at = time.time() + lead_s
    procs = [_spawn(u, i, len(urls), sizes, start_at) for i, u in enumerate(urls)]
    out = []
    for p in procs:
        stdout, _ = p.communicate(timeout=600)
        if p.returncode != 0:
            raise RuntimeError(f"worker failed ({p.returncode})")
        out.append(json.loads(stdout.strip().splitlines()[-1]))
    return out


def _line(name: str, r: dict[str, Any]) -> str:
    return (f"{name:<34} {r['actions'] / r['wall']:>9.0f} act/s  closed p99 {r['p99'] * 1000:7.1f} ms  |"
            f"  paced {r['paced_n']:>4} acts p50 {r['paced_p50'] * 1000:6.1f} ms  p99 {r['paced_p99'] * 1000:6.1f} ms")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="SQLite vs PostgreSQL; one vs two processes on PostgreSQL")
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--worker", nargs=5, metavar=("URL", "SHARD", "SHARDS", "SIZES", "START_AT"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        url, shard, shards, sizes, start_at = args.worker
        result = asyncio.run(worker(url, int(shard), int(shards), json.loads(sizes), float(start_at)))
        print(json.dumps(result))
        return 0

    from harness.pg_server import ThrowawayPostgres

    sizes = dict(QUICK if args.quick else FULL)
    lead = 3.0 + sizes["matches"] * 0.03  # time for the workers to create their matches before the common start
    half = dict(sizes, matches=sizes["matches"] // 2, rate=sizes["rate"] / 2)
    results: dict[str, dict[str, Any]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        results["sqlite"] = _run([f"sqlite:///{tmp}/bench.sqlite3"], sizes, lead)[0]
    durable = ThrowawayPostgres(fast=False)
    try:
        durable.start()
        results["pg"] = _run([durable.create_database("a")], sizes, lead)[0]
        results["pg_async"] = _run([durable.create_database("b") + "&synchronous_commit=off"], sizes, lead)[0]
        one = _run([durable.create_database("c")], sizes, lead)[0]
        shared = durable.create_database("d")
        two = _run([shared, shared], half, lead)
    finally:
        durable.stop()
    print(f"game: {results['sqlite']['game']}; {sizes['matches']:.0f} matches x {sizes['per_match']:.0f} closed-loop acts,"
          f" then paced {sizes['rate']:.0f} acts/s for {sizes['paced_s']:.0f} s (one act per match every"
          f" {sizes['matches'] / sizes['rate']:.0f} s)")
    print("A. one process")
    print(_line("SQLite (WAL, synchronous=NORMAL)", results["sqlite"]))
    print(_line("PostgreSQL (synchronous_commit=on)", results["pg"]))
    print(_line("PostgreSQL (synchronous_commit=off)", results["pg_async"]))
    for key, name in (("pg", "on"), ("pg_async", "off")):
        r, s = results[key], results["sqlite"]
        print(f"   ratio PostgreSQL({name}) / SQLite: throughput {r['actions'] / r['wall'] / (s['actions'] / s['wall']):.2f}x,"
              f" paced act p99 {r['paced_p99'] / s['paced_p99']:.2f}x")
    print("B. PostgreSQL (synchronous_commit=on): one process vs two processes (shards 0 and 1, half the matches each)")
    print(_line("one process", one))
    for i, r in enumerate(two):
        print(_line(f"two processes: shard {i}", r))
    agg_two = sum(r["actions"] for r in two) / max(r["wall"] for r in two)
    agg_one = one["actions"] / one["wall"]
    worst_two = max(r["paced_p99"] for r in two)
    print(f"   ratio two / one process: throughput {agg_two / agg_one:.2f}x ({agg_two:.0f} vs {agg_one:.0f} act/s),"
          f" paced act p99 {worst_two / one['paced_p99']:.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
