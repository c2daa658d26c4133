"""Interaction round trip through the sandbox: INTERACTION_CREATE sent -> initial response received.

The real :class:`bot.MenagerieBot` (cogs, MatchService, storage on a temp file) is connected
to the local Discord double (``sandbox/``). ``MATCHES`` tables (one guild + channel each,
``PLAYERS`` simulated people, Mission: Wild Life by default) open a lobby and start one after
another (not timed); then all tables play at once with ``harness.table.SandboxTable.play``
(each person picks a move with the game's bot policy from their own view and clicks it on
their private panel) for ``MOVES`` moves per table.

Each interaction's round trip is ``acked_at - dispatched_at`` as recorded by the double (its
own clock): from just before the INTERACTION_CREATE frame is sent on the gateway to the
bot's initial-response callback arriving at the double's REST route. p50/p99 are printed
beside Discord's 3000 ms deadline; interactions that failed (no answer within 3 s) are counted.

Two phases: "flat out" (every person clicks as soon as the previous answer arrives: the
capacity, latency is mostly queueing) and "human pace" (each click waits an exponential
think time of mean ``THINK_S`` first, ``PACED_MOVES`` moves per table).

Caveats: the double, the simulated people and the bot share one process and event loop, so
the double's own work (rendering, limits, the privacy guard is switched off for the timed
phase) is included — this overstates the bot's share. During the timed phase the tables do not
"settle" (wait for the whole double to go quiet) between clicks, as 50 busy tables are never quiet.
"""
from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import random
import re
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

from bench.common import Row, judge, percentile, rate

MATCHES = 50
PLAYERS = 4
MOVES = 12
PACED_MOVES = 6
THINK_S = 1.0
DEADLINE_MS = 3000.0
TARGET_MS = 50.0


def unavailable(reason: str) -> tuple[list[Row], list[str]]:
    return (
        [Row("roundtrip", "interaction round trip p50 / p99", "not available yet", "p99 <= 50 ms", "")],
        [f"roundtrip: not available yet ({reason})"],
    )


class _GcPauses:
    """Durations (ms) of full (generation 2) garbage collections while installed."""

    def __init__(self) -> None:
        self.gen2: list[float] = []
        self._t = 0.0
        gc.callbacks.append(self._cb)

    def _cb(self, phase: str, info: dict[str, Any]) -> None:
        if info.get("generation") != 2:
            return
        if phase == "start":
            self._t = time.perf_counter()
        else:
            self.gen2.append((time.perf_counter() - self._t) * 1000)

    def stop(self) -> None:
        gc.callbacks.remove(self._cb)


async def _loop_lag(out: list[float], every: float = 0.01) -> None:
    """Record how late a 10 ms sleep wakes up (ms): time the loop was busy with something else."""
    while True:
        t = time.perf_counter()
        await asyncio.sleep(every)
        out.append((time.perf_counter() - t - every) * 1000)


async def run_async(quick: bool) -> tuple[list[Row], list[str]]:
    logging.getLogger("discord").setLevel(logging.ERROR)
    try:
        from cogs.client import MenagerieBot  # noqa: F401 - only checks the bot imports
        from harness.table import SandboxTable
        from sandbox.driver import Sandbox
    except Exception as exc:  # noqa: BLE001 - being built by others
        return unavailable(f"{type(exc).__name__}: {exc}")
    from bench.common import bench_game_key

    game_key = bench_game_key(PLAYERS)
    if game_key is None:
        return unavailable(f"no turn-based game seats {PLAYERS}")
    n_matches = 5 if quick else MATCHES
    moves = 4 if quick else MOVES
    paced_moves = 2 if quick else PACED_MOVES
    notes: list[str] = []
    with tempfile.TemporaryDirectory(prefix="menagerie-bench-rt-") as tmp:
        async with Sandbox(quiet=0.01) as sb:
            tables = [SandboxTable(sb, Path(tmp) / "roundtrip.sqlite3", PLAYERS) for _ in range(n_matches)]
            t0 = time.perf_counter()
            bot = await tables[0].start_bot()
            for t in tables[1:]:
                t.bot = bot
            for t in tables:
                await t.open_lobby(game_key)
                await t.start()
            setup_s = time.perf_counter() - t0
            sb.guard_privacy(None)
            await sb.settle()
            real_settle = sb.settle

            async def no_settle(*args: Any, **kwargs: Any) -> None:
                return None

            sb.settle = no_settle  # type: ignore[method-assign]  # patched for one phase
            phases = []
            for label, seed0, n_moves, think in (("flat out", 1, moves, 0.0), ("human pace", 101, paced_moves, THINK_S)):
                try:  # let the previous phase's follow-ups (table edits, DMs) finish first
                    await real_settle(timeout=30)
                except TimeoutError:
                    notes.append(f"roundtrip ({label}): the double was still busy when the phase began")
                first_id = max(sb.world.interactions, default=0)
                if think:
                    real_click, real_select = sb.click, sb.select
                    rng = random.Random(seed0)

                    async def click(*a: Any, _f: Any = real_click, _rng: random.Random = rng, _think: float = think,
                                    **k: Any) -> Any:
                        await asyncio.sleep(_rng.expovariate(1 / _think))
                        return await _f(*a, **k)

                    async def select(*a: Any, _f: Any = real_select, _rng: random.Random = rng, _think: float = think,
                                     **k: Any) -> Any:
                        await asyncio.sleep(_rng.expovariate(1 / _think))
                        return await _f(*a, **k)

                    sb.click, sb.select = click, select  # type: ignore[method-assign]  # patched for one phase
                lags: list[float] = []
                gc_pauses = _GcPauses()
                monitor = asyncio.ensure_future(_loop_lag(lags))
                cpu0 = time.process_time()
                t0 = time.perf_counter()
                results = await asyncio.gather(
                    *(t.play(seed=seed0 + i, stop_after=n_moves, timeout=120) for i, t in enumerate(tables)),
                    return_exceptions=True,
                )
                wall = time.perf_counter() - t0
                cpu = time.process_time() - cpu0
                monitor.cancel()
                gc_pauses.stop()
                notes.append(
                    f"roundtrip ({label}): process CPU {100 * cpu / wall:.0f}% of one core; event-loop lag "
                    f"p50 {percentile(lags, 50):.1f} ms, p99 {percentile(lags, 99):.1f} ms, max {max(lags, default=0):.0f} ms; "
                    f"gen-2 GC pauses: {len(gc_pauses.gen2)}, longest {max(gc_pauses.gen2, default=0):.0f} ms "
                    f"(heap of the bot + the double together)"
                )
                if think:
                    sb.click, sb.select = real_click, real_select  # type: ignore[method-assign]  # patched for one phase
                errors = [r for r in results if isinstance(r, BaseException)]
                for e in errors[:3]:
                    notes.append(f"roundtrip ({label}): a table stopped: {type(e).__name__}: {e}")
                recs = [r for i, r in sb.world.interactions.items() if i > first_id]
                lat = [(r.acked_at - r.dispatched_at) * 1000 for r in recs if r.acked_at is not None]
                failed = sum(1 for r in recs if r.failed)
                phases.append((label, lat, failed, wall))
                answered = [(r, r.acked_at) for r in recs if r.acked_at is not None]
                slow = [r for r, _ in sorted(answered, key=lambda ra: ra[0].dispatched_at - ra[1])]
                slow = slow[: max(1, len(slow) // 50)]
                kinds = Counter(re.sub(r"\d+", "#", r.name) for r in slow)
                notes.append(
                    f"roundtrip ({label}): slowest 2% ({len(slow)}) by interaction: "
                    + ", ".join(f"{k} x{v}" for k, v in kinds.most_common(4))
                )
            sb.settle = real_settle  # type: ignore[method-assign]  # patched for one phase
            with contextlib.suppress(TimeoutError):
                await sb.settle(timeout=15)
            await tables[0].stop_bot()
    rows: list[Row] = []
    for label, lat, failed, wall in phases:
        if not lat:
            notes.append(f"roundtrip ({label}): no interaction was answered")
            continue
        p50, p99 = percentile(lat, 50), percentile(lat, 99)
        rows.append(
            Row(
                "roundtrip",
                f"{n_matches} matches at once, {label}: round trip p50 / p99",
                f"{p50:.1f} ms / {p99:.1f} ms (max {max(lat):.0f} ms; {len(lat)} interactions, "
                f"{rate(len(lat) / wall)}; {failed} failed; Discord's deadline {DEADLINE_MS:.0f} ms)",
                "p99 <= 50 ms",
                "" if quick else judge(p99 <= TARGET_MS),
            )
        )
    if not rows:
        return unavailable("no interaction was answered")
    notes.append(
        f"roundtrip: {n_matches} tables x {PLAYERS} players of {game_key} on one MenagerieBot "
        f"+ the sandbox double in one process; lobbies set up in {setup_s:.1f} s (not timed); "
        f"human pace = exponential think time, mean {THINK_S:.0f} s, before each click"
    )
    return rows, notes


def run(quick: bool = False) -> tuple[list[Row], list[str]]:
    try:
        return asyncio.run(run_async(quick))
    except Exception as exc:  # noqa: BLE001 - the sandbox or bot may be mid-change
        return unavailable(f"{type(exc).__name__}: {exc}")
