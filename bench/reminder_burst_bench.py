"""Reminders sent per second under the global budget, end to end, with tables kept fresh (issue 21).

One bot (the real :class:`cogs.client.MenagerieBot`: its reminder cog, render scheduler and global
budget) against the double with **Discord's real limits on** (``sandbox.ratelimits``: 50 requests/s
global, 5 message posts / 5 s per channel, …), on a SQLite file:

* ``--matches`` turn-based matches (24 h a move) of the toy counter game (``tests/toy_game.py``,
  text-only UI, see :mod:`bench.pressure_bench`), each with a person to act whose DMs are open and
  a bot; the reminder task is held back until every table is posted, then let go, so all their
  start reminders are due at once (the burst a restart or a busy evening gives);
* ``--busy`` more turn-based matches of two people who keep moving (one move every 1–2 s,
  seeded) through the match service, first alone for ``--baseline`` seconds (their tables'
  staleness without reminders), then while the burst goes out: their tables must not wait behind
  the reminders.

Figures: **reminders per second** as the double received them (a new DM carrying the reminder's
header, from the first to the last), how long until all were delivered, requests per second
counted against Discord's global limit and the budget's grants per second over the burst, 429s
(forced ones excluded), and the **table staleness** of the busy matches during the burst (each
committed move until its table showed that version; p50, p99, max; moves not shown when the
window closes count with their age). Printed, never asserted.

Run: ``.venv/bin/python -m bench reminders`` (``--matches 200``), or
``.venv/bin/python -m bench.reminder_burst_bench --matches 200 --busy 10``.
"""
from __future__ import annotations

import asyncio
import logging
import random
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.common import WRITES, Probe, Row, counted_requests, percentile
from bench.pressure_bench import BenchToyUI
from cogs.kit.ui import register_ui, unregister_ui
from engine import registry
from sandbox import Sandbox
from settings import Settings
from tests.toy_game import GAME as TOY
from tests.toy_game import Add

DAY = 86_400.0
HEADER = "⏰ **Your turn**"
MOVE_S = (1.0, 2.0)
MATCHES_PER_CHANNEL = 25
BURST_TIMEOUT_S = 600.0


async def _movers(service: Any, match_id: int, users: tuple[int, int], rng: random.Random, stop: asyncio.Event) -> None:
    """Two people taking turns in ``match_id``, one move every 1–2 s, until ``stop``."""
    while not stop.is_set():
        await asyncio.sleep(rng.uniform(*MOVE_S))
        if service.match(match_id) is None:
            return
        seat = min(service.to_act(match_id), default=None)
        if seat is None:
            return
        try:
            await service.act(match_id, users[seat], Add(amount=1))
        except Exception as exc:  # a refused move is a bench bug worth seeing, not a crash
            logging.getLogger(__name__).warning("match %s: move refused: %s", match_id, exc)


async def measure(matches: int, busy: int, seed: int, baseline_s: float = 15.0) -> dict[str, Any]:
    """Run the scenario; returns the figures (see the module doc)."""
    from cogs.client import MenagerieBot

    rng = random.Random(seed)
    registry.register(TOY)
    ui = register_ui(BenchToyUI())
    probe = Probe()
    arrived: list[float] = []
    try:
        with tempfile.TemporaryDirectory(prefix="menagerie-reminders-") as tmp:
            async with Sandbox(quiet=0.01) as sb:  # Discord's real limits (the double's default)
                waiting = [sb.add_user(f"waiting{i}", dms_open=True) for i in range(matches)]
                movers = [(sb.add_user(f"mover{i}a", dms_open=False), sb.add_user(f"mover{i}b", dms_open=False))
                          for i in range(busy)]
                guild = sb.add_guild("Bench", members=waiting + [u for pair in movers for u in pair])
                channels = [sb.add_channel(guild, f"games-{c}")
                            for c in range(max(1, -(-(matches + busy) // MATCHES_PER_CHANNEL)))]
                settings = Settings(_env_file=None, discord_token=None, turn_timeout=0)
                bot = MenagerieBot(settings, database_url=f"sqlite:///{Path(tmp) / 'r.sqlite3'}",
                                   bot_delay_scale=1.0, guild_ready_timeout=0.05)
                await sb.connect(bot)
                service = bot.service
                reminders = bot.get_cog("ReminderCog")
                assert reminders is not None
                reminders.paused = True  # type: ignore[attr-defined]  # held back until every table is posted

                def created(shown: str) -> None:  # a new DM copy carrying the reminder's header
                    if shown.startswith(HEADER):
                        arrived.append(time.monotonic())

                probe.watch(sb, service, created=created)
                options = {"target": 100, "turn_timeout_s": DAY, "time_bank_s": 0}
                ids: list[int] = []
                for i, person in enumerate(waiting):
                    record = await service.create_lobby(game="toy", guild_id=guild.id,
                                                        channel_id=channels[i // MATCHES_PER_CHANNEL].id,
                                                        host_id=person.id, host_name=person.name, options=options)
                    await service.add_bot(record.id, person.id)
                    await service.start_match(record.id, person.id)
                    ids.append(record.id)
                busy_ids: list[tuple[int, tuple[int, int]]] = []
                for j, (a, b) in enumerate(movers):
                    record = await service.create_lobby(game="toy", guild_id=guild.id,
                                                        channel_id=channels[(matches + j) // MATCHES_PER_CHANNEL].id,
                                                        host_id=a.id, host_name=a.name, options=options)
                    await service.join(record.id, b.id, b.name)
                    await service.start_match(record.id, a.id)
                    busy_ids.append((record.id, (a.id, b.id)))
                every = ids + [m for m, _ in busy_ids]
                deadline = time.monotonic() + 300
                while any(m not in probe.shown for m in every) and time.monotonic() < deadline:
                    await asyncio.sleep(0.2)
                await asyncio.sleep(1.0)  # the opening writes drain
                table = bot.get_cog("TableCog")
                budget = getattr(table, "budget", None)
                stop = asyncio.Event()
                tasks = [asyncio.create_task(_movers(service, m, users, random.Random(rng.random()), stop))
                         for m, users in busy_ids]
                probe.measuring = True  # the baseline: the busy tables alone, for as long as the burst may take
                await asyncio.sleep(baseline_s)
                probe.measuring = False
                probe.close()
                baseline = list(probe.staleness)
                baseline_moves = probe.moves
                probe.staleness.clear()
                probe.moves = 0
                first = len(sb.world.requests)
                granted0 = budget.granted if budget is not None else 0
                limited0 = sum(1 for h in sb.world.rate_limited if not h.forced)
                probe.measuring = True
                t0 = time.monotonic()
                reminders.paused = False  # type: ignore[attr-defined]  # every start reminder is due now
                while len(arrived) < matches and time.monotonic() - t0 < BURST_TIMEOUT_S:
                    await asyncio.sleep(0.1)
                elapsed = time.monotonic() - t0
                probe.measuring = False
                window = sb.world.requests[first:]
                unshown = probe.close()
                stop.set()
                await asyncio.gather(*tasks, return_exceptions=True)
                counted = counted_requests(window)
                span = (arrived[-1] - arrived[0]) if len(arrived) > 1 else float("nan")
                result = {
                    "matches": matches,
                    "busy": busy,
                    "delivered": len(arrived),
                    "all_in_s": (arrived[-1] - t0) if arrived else float("nan"),
                    "first_in_s": (arrived[0] - t0) if arrived else float("nan"),
                    "per_s": (len(arrived) - 1) / span if len(arrived) > 1 and span > 0 else float("nan"),
                    "seconds": elapsed,
                    "requests_per_s": len(counted) / elapsed,
                    "writes": sum(1 for m, _ in counted if m in WRITES),
                    "budget_per_s": ((budget.granted - granted0) / elapsed) if budget is not None else float("nan"),
                    "429": sum(1 for h in sb.world.rate_limited if not h.forced) - limited0,
                    "moves": probe.moves,
                    "stale_p50": percentile(probe.staleness, 50),
                    "stale_p99": percentile(probe.staleness, 99),
                    "stale_max": max(probe.staleness, default=float("nan")),
                    "unshown": unshown,
                    "base_moves": baseline_moves,
                    "base_s": baseline_s,
                    "base_p50": percentile(baseline, 50),
                    "base_p99": percentile(baseline, 99),
                    "base_max": max(baseline, default=float("nan")),
                    "sent_dms": getattr(reminders, "sent_dms", 0),
                }
                await sb.disconnect(bot)
                await bot.close()
                return result
    finally:
        unregister_ui(ui.key)
        registry.unregister(TOY.key)


def rows_of(r: dict[str, Any]) -> list[Row]:
    n = r["matches"]
    return [
        Row("reminders", f"{n} due at once: reminder DMs delivered per second", f"{r['per_s']:.1f}",
            "<= 50 (global limit)"),
        Row("reminders", f"{n} due at once: first / all delivered after", f"{r['first_in_s']:.2f} / {r['all_in_s']:.1f} s"),
        Row("reminders", f"{n} due at once: requests/s counted by Discord", f"{r['requests_per_s']:.1f}", "<= 50 (limit)",
            "met" if r["requests_per_s"] <= 50 else "NOT met"),
        Row("reminders", f"{n} due at once: 429 answers", f"{r['429']}", "0", "met" if r["429"] == 0 else "NOT met"),
        Row("reminders", f"{r['busy']} busy tables meanwhile: staleness p50 / p99 / max",
            f"{r['stale_p50']:.2f} / {r['stale_p99']:.2f} / {r['stale_max']:.2f} s"),
        Row("reminders", f"{r['busy']} busy tables alone (baseline): staleness p50 / p99 / max",
            f"{r['base_p50']:.2f} / {r['base_p99']:.2f} / {r['base_max']:.2f} s"),
    ]


def run(matches: int, busy: int, seed: int = 1, baseline_s: float = 15.0) -> tuple[list[Row], list[str]]:
    logging.getLogger("discord").setLevel(logging.ERROR)
    logging.getLogger("cogs").setLevel(logging.ERROR)
    r = asyncio.run(measure(matches, busy, seed, baseline_s))
    notes = [f"reminders {matches}: {r['delivered']} of {matches} delivered "
             f"({r['sent_dms']} DM jobs handed on, closed DMs' included) in "
             f"{r['seconds']:.1f} s; {r['writes']} writes; budget grants {r['budget_per_s']:.1f}/s; {r['moves']} moves "
             f"on {busy} busy tables, {r['unshown']} not yet shown at the end; baseline: {r['base_moves']} moves in "
             f"{r['base_s']:.0f} s without reminders"]
    return rows_of(r), notes


def main() -> None:
    import argparse

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--matches", type=int, default=200)
    ap.add_argument("--busy", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--baseline", type=float, default=15.0, help="seconds of busy tables alone first")
    args = ap.parse_args()
    rows, notes = run(args.matches, args.busy, args.seed, args.baseline)
    for row in rows:
        print(f"{row.measure}: {row.value}" + (f"  (target {row.target}: {row.status})" if row.target else ""))
    for note in notes:
        print(f"  - {note}")


if __name__ == "__main__":
    main()
