"""Resident memory per active match, and the reload time of 1000 active matches after a restart.

Both need a database holding N active matches (created through the service, 10 random
legal actions into each, 4 human seats, turn timers on); the parent process writes it
once and each measurement runs in a fresh ``python -m bench --worker`` process, so the
figures are those of a restart (nothing cached in Python; the OS file cache is warm).

* memory: RSS (``/proc/self/statm``) before and after ``MatchService.start()`` loads the
  N matches, divided by N; then, in the same process after the first service is dropped,
  a second load under ``tracemalloc`` for the Python-heap bytes per match (tracemalloc
  is slow and inflates RSS, hence the separate pass). Includes the record, the parsed
  state model, the kept state JSON, the lock and the armed turn-timer handle of each match.
* startup: wall time of ``await MatchService.start()`` (read every active match with its
  seats, parse each state, re-arm timers), split into the storage read and the rest.
"""
from __future__ import annotations

import asyncio
import gc
import time
import tracemalloc
from typing import Any

from bench.common import Row, ensure_registered, judge, rss_bytes

TARGET_BYTES = 50 * 1024
TARGET_RELOAD_S = 2.0


async def _memory(path: str, game_key: str, n_expected: int) -> list[Row]:
    from engine import registry
    from engine.service import MatchService
    from storage import Storage

    ensure_registered(game_key)
    registry.games()  # import the game modules first: a one-off cost, not per match
    storage = await Storage.open(path)
    # Warm up code paths and the SQLite page cache on a throwaway read so they are not counted per match.
    await storage.matches.with_status(("active",))
    gc.collect()
    before = rss_bytes()
    service = MatchService(storage)
    n = await service.start()
    gc.collect()
    after = rss_bytes()
    await service.close()
    del service
    gc.collect()
    tracemalloc.start()
    base, _ = tracemalloc.get_traced_memory()
    service2 = MatchService(storage)
    await service2.start()
    gc.collect()
    heap, _ = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    await service2.close()
    await storage.close()
    per_rss = (after - before) / max(n, 1)
    per_heap = (heap - base) / max(n, 1)
    return [
        Row(
            "memory",
            f"resident memory per active match ({n} loaded)",
            f"{per_rss / 1024:.1f} KB RSS; {per_heap / 1024:.1f} KB Python heap (tracemalloc)",
            "<= 50 KB",
            judge(per_rss <= TARGET_BYTES) if n >= 1000 else "",
        )
    ]


async def _startup(path: str, game_key: str) -> dict[str, float]:
    from engine import registry
    from engine.service import MatchService
    from storage import Storage

    t0 = time.perf_counter()
    registry.games()  # start() would import the game modules lazily; timed on its own
    ensure_registered(game_key)
    imports = time.perf_counter() - t0
    storage = await Storage.open(path)
    t0 = time.perf_counter()
    records = await storage.matches.with_status(("lobby", "active"))
    read = time.perf_counter() - t0
    del records
    await storage.close()
    # The measured restart: a fresh connection, then start().
    storage = await Storage.open(path)
    service = MatchService(storage)
    t0 = time.perf_counter()
    n = await service.start()
    total = time.perf_counter() - t0
    await service.close()
    await storage.close()
    return {"n": n, "total": total + imports, "start": total, "imports": imports, "read": read}


def startup_row(runs: list[dict[str, float]], n_expected: int, quick: bool = False) -> Row:
    """One row from several fresh-process runs: the median, and every run."""
    totals = sorted(r["total"] for r in runs)
    median = totals[len(totals) // 2]
    read = sorted(r["read"] for r in runs)[len(runs) // 2]
    imports = sorted(r["imports"] for r in runs)[len(runs) // 2]
    n = int(runs[0]["n"])
    return Row(
        "startup",
        f"reload {n} active matches (MatchService.start)",
        f"{median * 1000:.0f} ms median of {len(runs)} restarts "
        f"({', '.join(f'{t * 1000:.0f}' for t in totals)} ms), of which importing the games "
        f"~{imports * 1000:.0f} ms, storage read ~{read * 1000:.0f} ms",
        "<= 2 s (1000)",
        "" if quick or n < 1000 else judge(median <= TARGET_RELOAD_S),
    )


def run_memory(path: str, game_key: str, n: int) -> list[Row]:
    return asyncio.run(_memory(path, game_key, n))


def run_startup(path: str, game_key: str) -> dict[str, float]:
    return asyncio.run(_startup(path, game_key))


def make_db(path: str, n: int, notes: list[str]) -> dict[str, Any]:
    """Write the fixture database (in the calling process). Returns its facts, including the game key."""
    from bench.common import pick_service_game
    from bench.fixtures import make_active_db

    sg = pick_service_game(notes)
    t0 = time.perf_counter()
    facts = asyncio.run(make_active_db(path, sg, n))
    facts["game"] = sg.key
    facts["label"] = sg.label
    facts["seconds"] = time.perf_counter() - t0
    return facts
