"""Event-loop lag while bots think: bot decisions inline on the loop vs in worker threads vs
in worker processes (issue 15: a Hard decision may use up to 0.3 s of CPU).

Run: ``.venv/bin/python -m bench.mwl_loop_lag [--seconds 8] [--deals 24]``

A MatchService on a temporary SQLite file runs one 4-player Mission: Wild Life match of bots
(three Hard, the host's seat handed to a Normal bot) with ``bot_delay_scale=0``, so bots play
back to back and a match that ends is replaced. Meanwhile a ticker on the same loop sleeps
5 ms at a time and records how late each wake-up is: the lag an interaction arriving then
would wait. ``--deals`` sets Hard's sampled deals (more deals: longer decisions; 24 is the
shipped value, ~150 makes decisions of about 0.3 s here). Printed per mode: lag p50/p99/max
and the bot moves made. ``MatchService.bot_executor`` selects the mode. Figures are printed,
never asserted; the machine is shared, so compare modes within one run.
"""
from __future__ import annotations

import argparse
import asyncio
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from multiprocessing import get_context
from pathlib import Path
from typing import Any

from bench.common import percentile
from engine.games.mission_wild_life.ai import hard as search
from engine.service import MatchService
from storage import Storage

TICK_S = 0.005


class InlineExecutor(Executor):
    """Runs the call at once on the calling thread (the decision blocks the event loop)."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        f: Future[Any] = Future()
        try:
            f.set_result(fn(*args, **kwargs))
        except BaseException as exc:  # noqa: BLE001 - handed to the awaiting side
            f.set_exception(exc)
        return f


def _set_deals(deals: int) -> None:
    search.DEALS = deals


async def _run(mode: str, executor: Executor, seconds: float, folder: Path) -> tuple[list[float], int]:
    storage = await Storage.open(folder / f"{mode}.sqlite3")
    svc = MatchService(storage, turn_timeout_s=0, bot_delay_scale=0)
    svc.bot_executor = executor
    await svc.start()
    moves = 0

    def count(match_id: int, state: Any) -> None:
        nonlocal moves
        moves += 1

    svc.observe(count)

    async def new_match(seed: int) -> int:
        rec = await svc.create_lobby(game="mission-wild-life", guild_id=1, channel_id=1, host_id=1,
                                     host_name="Host", seed=seed)
        for _ in range(3):
            await svc.add_bot(rec.id, 1, "hard")
        await svc.start_match(rec.id, 1)
        await svc.abandon(rec.id, 1)  # the host's seat: a Normal bot
        return rec.id

    match_id = await new_match(1)
    lags: list[float] = []
    loop = asyncio.get_running_loop()
    end = loop.time() + seconds
    seed = 1
    while loop.time() < end:
        t0 = time.perf_counter()
        await asyncio.sleep(TICK_S)
        lags.append(time.perf_counter() - t0 - TICK_S)
        rec = svc.match(match_id)
        if rec is None or rec.status != "active":
            seed += 1
            match_id = await new_match(seed)
    await svc.close()
    await storage.close()
    return lags, moves


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seconds", type=float, default=8.0)
    ap.add_argument("--deals", type=int, default=search.DEALS)
    args = ap.parse_args(argv)
    _set_deals(args.deals)
    modes: list[tuple[str, Executor]] = [
        ("inline (on the loop)", InlineExecutor()),
        ("threads (2 workers, shipped)", ThreadPoolExecutor(2)),
        ("processes (2 workers)", ProcessPoolExecutor(2, mp_context=get_context("forkserver"),
                                                        initializer=_set_deals, initargs=(args.deals,))),
    ]
    with tempfile.TemporaryDirectory() as tmp:
        for name, executor in modes:
            lags, moves = asyncio.run(_run(name.split()[0], executor, args.seconds, Path(tmp)))
            executor.shutdown()
            print(f"{name:30s} loop lag p50 {percentile(lags, 50) * 1000:6.2f} ms, p99 "
                  f"{percentile(lags, 99) * 1000:7.2f} ms, max {max(lags) * 1000:7.2f} ms; "
                  f"{moves} bot moves in {args.seconds:.0f} s (Hard deals {args.deals})")


if __name__ == "__main__":
    main()
