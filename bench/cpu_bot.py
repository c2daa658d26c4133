"""The bot process of ``python -m bench cpu``: the real MenagerieBot pointed at a double in another process.

    python -m bench.cpu_bot --api http://127.0.0.1:PORT/api/v10 --gateway ws://127.0.0.1:PORT/ --database URL

The bench talks to it over stdin/stdout, one line each way:

* ``mark`` → one JSON line: this process's CPU seconds so far (``time.process_time``: every
  thread, user + system), pictures drawn so far and the CPU seconds their drawing took
  (``time.thread_time`` in the picture thread, around ``cogs.kit.pictures.encode``), and the
  gen-2 garbage-collection pauses (ms, ``gc.callbacks``) and event-loop lags (ms: how late a
  :data:`LAG_EVERY_S` sleep wakes) since the previous ``mark``;
* ``profile`` / ``profile-stop PATH`` → cProfile (timer ``time.thread_time``: CPU, not waits)
  of the event-loop thread between the two,
  written to PATH (pstats); answered ``{}``;
* ``collect`` → the time (ms) a full collection takes now, with the objects it walks and the
  objects frozen at start-up (``gc.freeze``), which it does not walk;
* ``quit`` (or end of input) → the bot closes and the process exits.

Settings are those of a real deployment except: no turn timer (simulated people are never
hurried) and bot seats without thinking time. Logs go to stderr.
"""
from __future__ import annotations

import argparse
import asyncio
import contextlib
import cProfile
import gc
import json
import logging
import sys
import threading
import time
from collections.abc import Awaitable, Callable
from typing import Any

LAG_EVERY_S = 0.05
"""How often the lag probe wakes the bot's loop. Every wake-up is CPU the bot process is charged with:
an otherwise idle loop woken every 10 ms used 15-19 ms of CPU per second on this machine, every
50 ms 5.4-5.6 ms (two runs each, ``time.process_time`` over 5 s). At 10 tables (about 6 moves a
second) that is about 3 and 1 ms per move."""


class Probe:
    """Counters the bench reads with ``mark``."""

    def __init__(self) -> None:
        self.draws = 0
        self.draw_cpu = 0.0
        self.gc2: list[float] = []
        self.lags: list[float] = []
        self._gc_t = 0.0
        self._lock = threading.Lock()
        gc.callbacks.append(self._gc)

    def _gc(self, phase: str, info: dict[str, Any]) -> None:
        if info.get("generation") != 2:
            return
        if phase == "start":
            self._gc_t = time.perf_counter()
        else:  # whichever thread collects, it holds the GIL: the loop waits
            self.gc2.append((time.perf_counter() - self._gc_t) * 1000)

    def wrap_encode(self) -> None:
        """Count every picture drawn and its CPU time (the kit draws through ``pictures.encode``)."""
        from cogs.kit import pictures

        real: Callable[..., bytes] = pictures.encode

        def encode(*args: Any, **kwargs: Any) -> bytes:
            t0 = time.thread_time()
            try:
                return real(*args, **kwargs)
            finally:
                spent = time.thread_time() - t0
                with self._lock:
                    self.draws += 1
                    self.draw_cpu += spent

        pictures.encode = encode  # bench instrumentation

    async def lag_monitor(self, every: float = LAG_EVERY_S) -> None:
        """How late a sleep of ``every`` seconds on the bot's loop wakes, in ms, appended to :attr:`lags`."""
        while True:
            t = time.perf_counter()
            await asyncio.sleep(every)
            self.lags.append((time.perf_counter() - t - every) * 1000)

    def mark(self) -> dict[str, Any]:
        with self._lock:
            out = {"cpu": time.process_time(), "draws": self.draws, "draw_cpu": self.draw_cpu,
                   "gc2": self.gc2, "lags": self.lags}
        self.gc2, self.lags = [], []
        return out


async def serve(bot: Any, probe: Probe, answer: Callable[[str], Awaitable[dict[str, Any]]], *,
                wait_ready: bool = False) -> None:
    """Run ``bot`` (a ``discord.Client`` pointed at the double) with ``probe``'s lag monitor, and
    answer each line the bench writes on stdin with ``await answer(line)`` as one JSON line, until
    ``quit`` or the end of input; then close the bot. ``wait_ready``: read no line before the bot's
    first READY. Shared by this bot process and the bare bot's (:mod:`bench.cpu_bare`)."""
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    async with bot:
        runner = asyncio.create_task(bot.start("sandbox-token"))
        monitor = asyncio.create_task(probe.lag_monitor())
        if wait_ready:
            await bot.wait_until_ready()
        while True:
            line = (await reader.readline()).decode().strip()
            if not line or line == "quit":
                break
            sys.stdout.write(json.dumps(await answer(line)) + "\n")
            sys.stdout.flush()
        monitor.cancel()
        await bot.close()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            runner.cancel()
            await runner


async def run(api: str, gateway: str, database: str) -> None:
    from cogs.client import MenagerieBot
    from sandbox.patch import pointed_at
    from settings import Settings

    probe = Probe()
    probe.wrap_encode()
    settings = Settings(_env_file=None, discord_token=None, turn_timeout=0)
    profiler: cProfile.Profile | None = None

    async def answer(line: str) -> dict[str, Any]:
        nonlocal profiler
        if line == "mark":
            return probe.mark()
        if line == "collect":  # how long a full collection takes now, and how much it walks
            tracked = len(gc.get_objects())
            t0 = time.perf_counter()
            gc.collect()
            return {"collect_ms": (time.perf_counter() - t0) * 1000, "tracked": tracked,
                    "frozen": gc.get_freeze_count()}
        if line == "profile":
            profiler = cProfile.Profile(time.thread_time)  # CPU of the loop thread, not waits
            profiler.enable()
        elif line.startswith("profile-stop ") and profiler is not None:
            profiler.disable()
            profiler.dump_stats(line.split(" ", 1)[1])
            profiler = None
        return {}

    with pointed_at(api, gateway):
        bot = MenagerieBot(settings, database_url=database, bot_delay_scale=0.0, guild_ready_timeout=0.05)
        await serve(bot, probe, answer)


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--api", required=True)
    ap.add_argument("--gateway", required=True)
    ap.add_argument("--database", required=True)
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    asyncio.run(run(args.api, args.gateway, args.database))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
