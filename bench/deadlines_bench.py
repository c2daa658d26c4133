"""Turn-based deadlines at scale (issue 21): 10,000 matches on 24-hour clocks with a pending deadline each.

1. **Build** (this process): ``n`` started matches of the bench game (4 human seats) on 24 h a move
   with the 1-day time bank, created on a service clock that steps so their deadlines are spread
   over :data:`SPREAD_S` seconds. Written to an on-disk SQLite file.
2. **Reload** (a fresh child process, ``python -m bench.deadlines_bench --reload DB N``):
   ``MatchService.start()`` re-arms every deadline. Measured: the reload time, how many store reads
   and writes it made, the resident memory per match (RSS delta ÷ n), the heap's entries, the live
   asyncio tasks afterwards, and the deadline heap's own bytes per entry (tracemalloc, a separate
   heap of as many entries).
3. **Fire**: the service clock (wall clock + an offset, injectable) jumps to just before the first
   deadline, and all ``n`` come due within :data:`SPREAD_S` real seconds. Measured: how late each
   deadline's callback ran (heap → ``_spawn_timer``) and how late its default move was committed
   and announced (subscriber), p50 / p99 / max, in ms of the service clock.

Figures are printed, never asserted. ``python -m bench deadlines`` (``--quick``: 1,000 matches).
"""
from __future__ import annotations

import asyncio
import contextlib
import gc
import json
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench.common import Row, ensure_registered, percentile, pick_service_game, rss_bytes
from bench.fixtures import user_id

MATCHES = 10_000
QUICK_MATCHES = 1_000
SPREAD_S = 20.0
"""The deadlines fall within this many seconds of each other (real seconds in the fire phase)."""
PER_MOVE_S = 86_400.0
LEAD_S = 2.0
"""The fire phase starts this long (real seconds) before the first deadline."""
CHUNK = 50


class SteppedClock:
    """A service clock that only moves when told (the build phase)."""

    def __init__(self, start: float) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now


class OffsetClock:
    """Wall-clock seconds plus an offset that may jump forward; the service's heap is woken on a jump."""

    def __init__(self, offset: float) -> None:
        self.offset = offset
        self._listeners: list[Callable[[], None]] = []

    def __call__(self) -> float:
        return time.time() + self.offset

    def on_advance(self, callback: Callable[[], None]) -> None:
        self._listeners.append(callback)

    def jump(self, seconds: float) -> None:
        self.offset += seconds
        for callback in self._listeners:
            callback()


async def _build(path: str, n: int, notes: list[str]) -> dict[str, Any]:
    from engine.service import MatchService
    from storage import open_storage

    sg = pick_service_game(notes)
    clock = SteppedClock(1_000_000_000.0)
    storage = await open_storage(f"sqlite:///{path}")
    service = MatchService(storage, bot_delay_scale=0, clock=clock, turn_timeout_s=0)
    await service.start()
    t0 = time.perf_counter()
    first = clock()

    async def one(no: int) -> None:
        rec = await service.create_lobby(game=sg.key, guild_id=1, channel_id=2, host_id=user_id(no, 0),
                                         host_name=f"P{no}-0", options={**sg.options, "turn_timeout_s": PER_MOVE_S},
                                         seed=no)
        for s in range(1, sg.seats):
            await service.join(rec.id, user_id(no, s), f"P{no}-{s}")
        await service.start_match(rec.id, user_id(no, 0))

    for start in range(0, n, CHUNK):
        await asyncio.gather(*(one(no) for no in range(start, min(n, start + CHUNK))))
        clock.now += SPREAD_S * CHUNK / n
    await service.wait_idle()
    pending = service.pending_deadlines()
    turns = service.pending_turns()
    await service.close()
    await storage.close()
    return {"game": sg.key, "label": sg.label, "seconds": time.perf_counter() - t0, "pending": pending,
            "first_deadline": min(t.deadline for t in turns), "last_deadline": max(t.deadline for t in turns),
            "created_from": first}


async def _reload(path: str, n: int, first_deadline: float) -> dict[str, Any]:
    from engine import registry
    from engine.service import MatchService, UpdateKind
    from storage import open_storage

    registry.games()  # the game modules' imports are not the matches' memory
    # Start 30 s (service time) before the first deadline: nothing is overdue at reload.
    clock = OffsetClock(first_deadline - 30.0 - time.time())
    gc.collect()
    rss0 = rss_bytes()
    storage = await open_storage(f"sqlite:///{path}")
    calls = {"with_status": 0, "set_timers": 0, "get": 0}
    for name in calls:
        original = getattr(storage.matches, name)

        def counted(*args: Any, _name: str = name, _original: Any = original, **kwargs: Any) -> Any:
            calls[_name] += 1
            return _original(*args, **kwargs)

        setattr(storage.matches, name, counted)
    service = MatchService(storage, bot_delay_scale=0, clock=clock, turn_timeout_s=0)
    tasks_before = len(asyncio.all_tasks())
    t0 = time.perf_counter()
    active = await service.start()
    reload_s = time.perf_counter() - t0
    gc.collect()
    rss1 = rss_bytes()
    tasks_after = len(asyncio.all_tasks())
    heap_entries = service.pending_deadlines()
    deadlines = {(c.match_id, c.seat): c.deadline for c in service.pending_turns()}

    fired: list[float] = []  # heap callback lateness, s
    committed: list[float] = []  # default move committed and announced, s
    timers = service._timers  # noqa: SLF001 - the bench instruments the heap's callback
    spawn = timers._spawn_timer  # noqa: SLF001

    def on_fire(match_id: int, key: str) -> None:
        live = service._live.get(match_id)  # noqa: SLF001
        if live is not None and key in live.record.timers:
            fired.append(clock() - float(live.record.timers[key]["deadline"]))
        spawn(match_id, key)

    timers._spawn_timer = on_fire  # type: ignore[method-assign]  # noqa: SLF001
    for live in list(service._live.values()):  # noqa: SLF001 - re-arm with the instrumented callback
        for handle in live.handles.values():
            handle.cancel()
        live.handles.clear()
        timers.arm(live)

    done = asyncio.Event()

    async def on_update(update: Any) -> None:
        if update.kind in (UpdateKind.ACTION, UpdateKind.FINISHED) and update.timed_out and update.seat is not None:
            due = deadlines.get((update.match.id, update.seat))
            if due is not None:
                committed.append(clock() - due)
            if len(committed) >= len(deadlines):
                done.set()

    service.subscribe(on_update)
    clock.jump(first_deadline - LEAD_S - clock())
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(done.wait(), timeout=SPREAD_S + 240)
    await service.close()
    await storage.close()

    # The heap's own cost per entry: as many entries as the service held, in a bare heap.
    from engine.service.deadlines import DeadlineHeap

    tracemalloc.start()
    snap0 = tracemalloc.take_snapshot()
    heap = DeadlineHeap(time.time)
    entries = [heap.call_at(time.time() + 86_400 + i, print, i, "turn:0:0") for i in range(heap_entries)]
    snap1 = tracemalloc.take_snapshot()
    heap_bytes = sum(s.size_diff for s in snap1.compare_to(snap0, "filename"))
    tracemalloc.stop()
    await heap.close()
    del entries
    return {"active": active, "reload_s": reload_s, "calls": calls, "rss_per_match": (rss1 - rss0) / max(1, n),
            "heap_entries": heap_entries, "tasks_added": tasks_after - tasks_before, "fired": fired,
            "committed": committed, "expected": len(deadlines), "heap_bytes_per_entry": heap_bytes / max(1, heap_entries)}


def _ms(values: list[float], p: float) -> str:
    return f"{percentile(values, p) * 1000:.1f}" if values else "n/a"


def run(quick: bool) -> tuple[list[Row], list[str]]:
    """Build, reload and fire ``MATCHES`` (``QUICK_MATCHES``) turn-based matches; the rows and notes."""
    n = QUICK_MATCHES if quick else MATCHES
    notes: list[str] = []
    with tempfile.TemporaryDirectory(prefix="menagerie-deadlines-") as tmp:
        db = str(Path(tmp) / "deadlines.sqlite3")
        built = asyncio.run(_build(db, n, notes))
        notes.append(f"deadlines: built {n} matches of {built['label']} on 24 h clocks in {built['seconds']:.1f} s; "
                     f"deadlines spread over {built['last_deadline'] - built['first_deadline']:.1f} s")
        proc = subprocess.run([sys.executable, "-m", "bench.deadlines_bench", "--reload", db, str(n),
                               str(built["first_deadline"]), built["game"]],
                              capture_output=True, text=True, timeout=900, check=False)
        if proc.returncode != 0:
            tail = " | ".join(proc.stderr.strip().splitlines()[-3:])
            return [Row("deadlines", "reload phase failed", tail[:200])], notes
        r = json.loads(proc.stdout.strip().splitlines()[-1])
    rows = [
        Row("deadlines", f"reload {r['active']:,} turn-based matches (start)", f"{r['reload_s'] * 1000:.0f} ms"),
        Row("deadlines", "store calls at reload", f"{r['calls']['with_status']} read (with_status), "
                                                  f"{r['calls']['set_timers']} timer writes, {r['calls']['get']} gets"),
        Row("deadlines", "resident memory per loaded match", f"{r['rss_per_match'] / 1024:.1f} KB"),
        Row("deadlines", "deadline heap: entries / bytes each", f"{r['heap_entries']:,} / {r['heap_bytes_per_entry']:.0f} B"),
        Row("deadlines", "asyncio tasks added by the reload", str(r["tasks_added"])),
        Row("deadlines", f"deadline fired late (heap → callback), {len(r['fired']):,}",
            f"p50 {_ms(r['fired'], 50)} ms, p99 {_ms(r['fired'], 99)} ms, max {_ms(r['fired'], 100)} ms"),
        Row("deadlines", f"default move committed late, {len(r['committed']):,} of {r['expected']:,}",
            f"p50 {_ms(r['committed'], 50)} ms, p99 {_ms(r['committed'], 99)} ms, max {_ms(r['committed'], 100)} ms"),
    ]
    notes.append("deadlines: the fire phase makes all of them come due within "
                 f"{SPREAD_S:g} s (≈{n / SPREAD_S:,.0f} default moves/s, each a commit): the commit lateness is queueing "
                 "behind the database; the heap's callback lateness is the timer structure's own")
    return rows, notes


def _main(argv: list[str]) -> int:
    if len(argv) == 5 and argv[0] == "--reload":
        db, n, first, game = argv[1], int(argv[2]), float(argv[3]), argv[4]
        ensure_registered(game)
        print(json.dumps(asyncio.run(_reload(db, n, first))))
        return 0
    rows, notes = run("--quick" in argv)
    for row in rows:
        print(f"{row.measure}: {row.value}")
    for note in notes:
        print(f"- {note}")
    return 0


if __name__ == "__main__":
    raise SystemExit(_main(sys.argv[1:]))
