"""MatchService + storage under concurrent load, beside a bare aiosqlite baseline measured in the same run.

For each concurrency N (100 and 1000 matches) on a fresh on-disk SQLite file in a temp dir:

1. create and start N matches through the service (not timed);
2. closed loop: every match runs one driver coroutine that picks a random legal action for
   a seat that may act and awaits ``MatchService.act`` (as JSON data, so parsing is
   included), ``PER_MATCH[N]`` times; all N drivers run at once. Reported: actions/s and
   ``act`` latency p50/p99 (each ``await service.act`` timed on its own). With N actions
   always in flight, latency here is mostly queueing: about N / throughput;
3. measure the bytes the service wrote per action (average state JSON + action JSON);
4. baseline, same N and action count: one ``BEGIN IMMEDIATE; INSERT action; UPDATE state;
   COMMIT`` per action with payloads of those sizes, on a fresh file with the same pragmas —
   (a) in one aiosqlite executor hop (the storage layer's pattern; the floor),
   (b) "plain aiosqlite": the public API, one await per statement, under an asyncio.Lock
       (one connection cannot interleave transactions) — the target's baseline;
   ratio = service / (b) (target >= 0.5) and service / (a) (a stretch figure).
   The number of executor hops per act is counted on the storage's connection.

For N = 100 the loop is run once more with ``commit_action`` stubbed out: the CPU ceiling
of game + driver + service on one event loop, which shows whether the database is the limit.

Then, on the 1000-match database, a paced (open) load: each match acts after exponential
think times so the whole table offers ``PACED_RATE`` actions/s (human pace: one action per
match every ~4 s), for ``PACED_S`` seconds — ``act`` p50/p99 at a realistic load.

Turn timers stay on (300 s, the default TURN_TIMEOUT), so arming timers is included; no bots.
One no-op subscriber stands in for the cogs, so the per-update notification task is included.
The driver's own work (``legal_actions``, choosing) runs on the same event loop and is included.
"""
from __future__ import annotations

import asyncio
import sqlite3
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import aiosqlite

from bench.common import Row, ServiceGame, closed_loop, judge, ms, paced_loop, percentile, pick_service_game, rate
from bench.fixtures import create_matches

if TYPE_CHECKING:
    pass

PER_MATCH = {100: 40, 1000: 6}
PACED_RATE = 250.0
PACED_S = 6.0


async def written_bytes(storage: Any) -> tuple[float, float]:
    """(average action JSON bytes, average state JSON bytes) in the database."""
    a = await storage.db.fetchone("SELECT avg(length(CAST(action AS BLOB))) FROM actions")
    s = await storage.db.fetchone("SELECT avg(length(CAST(state AS BLOB))) FROM matches WHERE state IS NOT NULL")
    return float(a[0] or 0), float(s[0] or 0)


def _payload(n: int, salt: int) -> str:
    base = f'{{"k":"bench","salt":{salt},"pad":"'
    return (base + "x" * max(0, n - len(base) - 2) + '"}')[: max(n, 1)]


BASE_SCHEMA = [
    "CREATE TABLE matches (id INTEGER PRIMARY KEY, state TEXT, version INTEGER NOT NULL, updated_at REAL NOT NULL)",
    "CREATE TABLE actions (match_id INTEGER NOT NULL, seq INTEGER NOT NULL, seat INTEGER NOT NULL,"
    " action TEXT NOT NULL, at REAL NOT NULL, PRIMARY KEY (match_id, seq))",
]


async def baseline(
    path: Path, n: int, per_match: int, action_bytes: int, state_bytes: int, one_hop: bool
) -> tuple[list[float], float]:
    """Bare aiosqlite: N concurrent writers, ``per_match`` transactions each. Returns (latencies, wall)."""
    conn = await aiosqlite.connect(str(path), isolation_level=None)
    for pragma in ("journal_mode=WAL", "synchronous=NORMAL", "foreign_keys=ON", "busy_timeout=5000"):
        await conn.execute(f"PRAGMA {pragma}")
    for sql in BASE_SCHEMA:
        await conn.execute(sql)
    await conn.executemany(
        "INSERT INTO matches (id, state, version, updated_at) VALUES (?, ?, 0, 0)",
        [(i, _payload(state_bytes, i)) for i in range(n)],
    )
    lock = asyncio.Lock()
    lat: list[float] = []

    def tx(conn_: sqlite3.Connection, mid: int, seq: int, action: str, state: str, at: float) -> None:
        conn_.execute("BEGIN IMMEDIATE")
        try:
            conn_.execute("INSERT INTO actions (match_id, seq, seat, action, at) VALUES (?, ?, 0, ?, ?)", (mid, seq, action, at))
            cur = conn_.execute(
                "UPDATE matches SET state = ?, version = ?, updated_at = ? WHERE id = ? AND version = ?",
                (state, seq, at, mid, seq - 1),
            )
            assert cur.rowcount == 1
        except BaseException:
            conn_.execute("ROLLBACK")
            raise
        conn_.execute("COMMIT")

    async def writer(mid: int) -> None:
        for seq in range(1, per_match + 1):
            action, state = _payload(action_bytes, seq), _payload(state_bytes, mid * 1000 + seq)
            t0 = time.perf_counter()
            if one_hop:
                await conn._execute(tx, conn._conn, mid, seq, action, state, time.time())  # noqa: SLF001 - benchmark driver
            else:
                async with lock:
                    await conn.execute("BEGIN IMMEDIATE")
                    await conn.execute(
                        "INSERT INTO actions (match_id, seq, seat, action, at) VALUES (?, ?, 0, ?, ?)",
                        (mid, seq, action, time.time()),
                    )
                    await conn.execute(
                        "UPDATE matches SET state = ?, version = ?, updated_at = ? WHERE id = ? AND version = ?",
                        (state, seq, time.time(), mid, seq - 1),
                    )
                    await conn.execute("COMMIT")
            lat.append(time.perf_counter() - t0)

    t0 = time.perf_counter()
    await asyncio.gather(*(writer(i) for i in range(n)))
    wall = time.perf_counter() - t0
    await conn.close()
    return lat, wall


class _count_hops:
    """Counts aiosqlite executor hops (``Connection._execute`` calls) on the storage's connection."""

    def __init__(self, storage: Any) -> None:
        self.conn = storage.db.conn
        self.calls = 0
        real = self.conn._execute  # noqa: SLF001 - benchmark driver

        async def counting(fn: Any, *args: Any, **kwargs: Any) -> Any:
            self.calls += 1
            return await real(fn, *args, **kwargs)

        self.conn._execute = counting  # noqa: SLF001 - benchmark driver

    def stop(self) -> int:
        del self.conn._execute  # noqa: SLF001 - back to the class method
        return self.calls


def json_costs(sg: ServiceGame, storage_state: str) -> Row:
    """Cost of one state serialise (per action) and parse (per reload) on a mid-game state."""
    from engine import registry

    game = registry.get(sg.key)
    state = game.State.model_validate_json(storage_state)
    reps = 2000
    t0 = time.perf_counter()
    for _ in range(reps):
        state.model_dump_json()
    dump = (time.perf_counter() - t0) / reps
    t0 = time.perf_counter()
    for _ in range(reps // 4):
        game.State.model_validate_json(storage_state)
    parse = (time.perf_counter() - t0) / (reps // 4)
    return Row(
        "service",
        "state JSON cost (mid-game state)",
        f"{len(storage_state.encode())} B; model_dump_json {dump * 1e6:.0f} µs; model_validate_json {parse * 1e6:.0f} µs",
    )


async def _cog_stand_in(update: Any) -> None:
    """A no-op subscriber: the cogs always subscribe, so fan-out is on the measured path (rendering is not)."""


async def run_async(quick: bool) -> tuple[list[Row], list[str]]:
    from engine.service import MatchService
    from storage import Storage

    notes: list[str] = []
    sg = pick_service_game(notes)
    notes.append(f"service: game = {sg.label}")
    rows: list[Row] = []
    sizes = [(10, 10), (100, 3)] if quick else [(100, PER_MATCH[100]), (1000, PER_MATCH[1000])]
    with tempfile.TemporaryDirectory(prefix="menagerie-bench-") as tmp:
        for n, per_match in sizes:
            storage = await Storage.open(Path(tmp) / f"service-{n}.sqlite3")
            service = MatchService(storage, bot_delay_scale=0)
            service.subscribe(_cog_stand_in)
            await service.start()
            ids = await create_matches(service, sg, n, seed=n)
            await storage.db.run(lambda c: c.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall())
            hops = _count_hops(storage)
            lat, wall = await closed_loop(service, ids, per_match, seed=n)
            hops_per_act = hops.stop() / max(len(lat), 1)
            a_bytes, s_bytes = await written_bytes(storage)
            svc_rate = len(lat) / wall
            bl_a, wall_a = await baseline(Path(tmp) / f"base1-{n}.sqlite3", n, per_match, round(a_bytes), round(s_bytes), True)
            bl_b, wall_b = await baseline(Path(tmp) / f"base4-{n}.sqlite3", n, per_match, round(a_bytes), round(s_bytes), False)
            rate_a, rate_b = len(bl_a) / wall_a, len(bl_b) / wall_b
            p99 = percentile(lat, 99)
            rows.append(
                Row(
                    "service",
                    f"{n} matches, flat out: throughput",
                    f"{rate(svc_rate)} actions ({len(lat)} acts, {a_bytes + s_bytes:,.0f} B/action, "
                    f"{hops_per_act:.2f} executor hops/act)",
                )
            )
            rows.append(
                Row(
                    "service",
                    f"{n} matches, flat out: act p50 / p99",
                    f"{ms(percentile(lat, 50))} / {ms(p99)} (queueing: {n} acts always in flight)",
                    "p99 <= 15 ms" if n == 1000 else "",
                    judge(p99 <= 0.015) if n == 1000 and not quick else "",
                )
            )
            rows.append(
                Row(
                    "service",
                    f"{n} matches, baseline (b) plain aiosqlite",
                    f"{rate(rate_b)} tx (4 awaits/tx), p50 {ms(percentile(bl_b, 50))}, p99 {ms(percentile(bl_b, 99))}",
                )
            )
            rows.append(
                Row(
                    "service",
                    f"{n} matches, service / baseline (b)",
                    f"{svc_rate / rate_b:.2f} x",
                    ">= 0.5 x",
                    "" if quick else judge(svc_rate / rate_b >= 0.5),
                )
            )
            rows.append(
                Row(
                    "service",
                    f"{n} matches, floor (a) 1 hop/tx",
                    f"{rate(rate_a)} tx, p50 {ms(percentile(bl_a, 50))}, p99 {ms(percentile(bl_a, 99))}; "
                    f"service / (a) = {svc_rate / rate_a:.2f} x",
                    "(stretch) >= 0.5 x",
                    "" if quick else judge(svc_rate / rate_a >= 0.5),
                )
            )
            if n == sizes[0][0]:
                # The same loop with the database write stubbed out: the CPU ceiling of game + driver + service.
                real_commit = storage.matches.commit_action

                async def no_write(match_id: int, *, expected_version: int, **kwargs: Any) -> int:
                    return expected_version + 1

                storage.matches.commit_action = no_write  # type: ignore[method-assign]  # patched for one run
                slat, swall = await closed_loop(service, ids, per_match, seed=n + 2)
                storage.matches.commit_action = real_commit  # type: ignore[method-assign]  # patched for one run
                rows.append(
                    Row(
                        "service",
                        f"{n} matches, database write stubbed out",
                        f"{rate(len(slat) / swall)} actions (CPU ceiling of game + driver + service on the loop)",
                    )
                )
            if n == sizes[-1][0]:
                paced_rate, paced_s = (50.0, 2.0) if quick else (PACED_RATE, PACED_S)
                plat = await paced_loop(service, ids, paced_rate, paced_s, seed=n + 1)
                pwall = paced_s
                pp99 = percentile(plat, 99)
                rows.append(
                    Row(
                        "service",
                        f"{n} matches, human pace ({paced_rate:.0f} act/s): act p50 / p99",
                        f"{ms(percentile(plat, 50))} / {ms(pp99)} ({len(plat) / pwall:.0f} act/s done)",
                        "p99 <= 15 ms" if n == 1000 else "",
                        judge(pp99 <= 0.015) if n == 1000 and not quick else "",
                    )
                )
                live = service._live[ids[0]]  # noqa: SLF001 - benchmark driver
                rows.append(json_costs(sg, live.state_json))
            await service.close()
            await storage.close()
    return rows, notes


def run(quick: bool = False) -> tuple[list[Row], list[str]]:
    return asyncio.run(run_async(quick))
