"""Discord under pressure: the bot's writes, 429s and table staleness with many matches at once.

One bot (the real :class:`cogs.client.MenagerieBot`, its render scheduler and global budget)
against the double with **Discord's real limits on** (``sandbox.ratelimits``: 50 requests/s
global, 5 message posts / 5 s per channel, …), running ``--matches`` concurrent 4-player
matches of the toy counter game (``tests/toy_game.py``, target 100, so no match ends during
the run), each with **one simulated person and three bots**:

* the person (seat 0) thinks 2–5 s (uniform, seeded) once their turn starts, then adds 1 or 2
  through the match service (their click's answer is an interaction callback, which Discord
  does not count against the global limit, so it is left out); half the people have open
  DMs (a DM copy is kept for them);
* each bot seat moves 1 s after its turn starts (``bot_delay_scale``);
* the table is text only (``Toy #id · v<version> · counter n``): the bench measures Discord
  traffic, not picture drawing (``bench/render_bench.py`` does that).

After a warm-up (every match started and its table posted), for ``--seconds`` of play:
**writes per move** (POST/PATCH/PUT/DELETE outside interaction tokens, per committed move),
requests per second against the global limit, **429s** (every 429 the double answered over the
whole run, warm-up included; forced ones excluded), and **table staleness**: for each committed
move, the time until the table message showed that version or a newer one (p50, p99, max;
moves not yet shown when the window closes count with their age so far). Figures are printed,
never asserted.

Run: ``.venv/bin/python -m bench pressure --matches 50`` (also 200, 500; ``--seconds 60``).
"""
from __future__ import annotations

import asyncio
import logging
import math
import random
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

from bench.common import WRITES, Probe, Row, counted_requests, percentile
from cogs.kit.rendered import Rendered
from cogs.kit.ui import GameUI, PanelContext, register_ui, unregister_ui
from cogs.lang import SOURCE, Lang
from engine import registry
from sandbox import Sandbox
from settings import Settings
from storage import MatchRecord
from tests.toy_game import GAME as TOY
from tests.toy_game import Add

BOT_DELAY_S = 1.0
THINK_S = (2.0, 5.0)
MATCHES_PER_CHANNEL = 25


class BenchToyUI(GameUI):
    """A text-only UI for the toy game: the table names the match and its version."""

    key = "toy"
    prefix = "toy"
    panel_label = "Counter"
    panel_emoji = "🔢"

    def table(self, record: MatchRecord, view: Any, lang: Lang = SOURCE) -> Rendered:
        return Rendered(content=f"Toy #{record.id} · v{record.version} · counter {view.counter}")

    def panel(self, record: MatchRecord, seat: int, view: Any, ctx: PanelContext) -> Rendered:
        turn = "your turn" if view.turn == seat and view.winner is None else "waiting"
        return Rendered(content=f"Counter {view.counter} · {turn}")


def _kind(sb: Sandbox, method: str, path: str) -> str:
    """A write's kind for the breakdown: ``"PATCH thread message"``, ``"PATCH DM message"``, …"""
    parts = [p for p in path.split("/") if p]
    if len(parts) >= 3 and parts[0] == "channels" and parts[2] == "messages" and parts[1].isdigit():
        channel = sb.world.channels.get(int(parts[1]))
        where = "DM" if channel is not None and channel.kind == "dm" else "thread"
        return f"{method} {where} message"
    return f"{method} {'/'.join(p if not p.isdigit() else '{id}' for p in parts[:3])}"


async def _person(service: Any, match_id: int, user_id: int, rng: random.Random, stop: asyncio.Event) -> None:
    """Seat 0: when their turn comes, think, then add 1 or 2."""
    while not stop.is_set():
        record = service.match(match_id)
        if record is None:
            return
        if 0 not in service.to_act(match_id):
            await asyncio.sleep(0.25)
            continue
        await asyncio.sleep(rng.uniform(*THINK_S))
        try:
            await service.act(match_id, user_id, Add(amount=rng.choice((1, 2))))
        except Exception as exc:  # a refused move is a bench bug worth seeing, not a crash
            logging.getLogger(__name__).warning("match %s: move refused: %s", match_id, exc)


async def measure(matches: int, seconds: float, seed: int) -> dict[str, Any]:
    """Run the scenario; returns the figures (see the module doc)."""
    from cogs.client import MenagerieBot

    rng = random.Random(seed)
    registry.register(TOY)
    ui = register_ui(BenchToyUI())
    probe = Probe()
    t_begin = time.monotonic()
    try:
        with tempfile.TemporaryDirectory(prefix="menagerie-pressure-") as tmp:
            async with Sandbox(quiet=0.01) as sb:  # Discord's real limits (the double's default)
                people = [sb.add_user(f"person{i}", dms_open=i % 2 == 0) for i in range(matches)]
                guild = sb.add_guild("Bench", members=people)
                channels = [sb.add_channel(guild, f"games-{c}") for c in range(math.ceil(matches / MATCHES_PER_CHANNEL))]
                settings = Settings(_env_file=None, discord_token=None, turn_timeout=0)
                bot = MenagerieBot(settings, database_url=f"sqlite:///{Path(tmp) / 'p.sqlite3'}",
                                   bot_delay_scale=BOT_DELAY_S / TOY.bot_delay(None, 0),  # type: ignore[arg-type]  # constant delay
                                   guild_ready_timeout=0.05)
                await sb.connect(bot)
                service = bot.service
                probe.watch(sb, service)
                ids: list[int] = []
                for i, person in enumerate(people):
                    channel = channels[i // MATCHES_PER_CHANNEL]
                    record = await service.create_lobby(game="toy", guild_id=guild.id, channel_id=channel.id,
                                                        host_id=person.id, host_name=person.name, options={"target": 100})
                    for _ in range(3):
                        await service.add_bot(record.id, person.id)
                    await service.start_match(record.id, person.id)
                    ids.append(record.id)
                stop = asyncio.Event()
                tasks = [asyncio.create_task(_person(service, mid, p.id, random.Random(rng.random()), stop))
                         for mid, p in zip(ids, people, strict=True)]
                # warm-up: every match has its table
                deadline = time.monotonic() + 300
                while any(m not in probe.shown for m in ids) and time.monotonic() < deadline:
                    await asyncio.sleep(0.2)
                warmup = time.monotonic() - t_begin
                table = bot.get_cog("TableCog")
                budget = getattr(table, "budget", None)
                first = len(sb.world.requests)
                granted0 = budget.granted if budget is not None else 0
                probe.measuring = True
                t0 = time.monotonic()
                backlog = 0
                while time.monotonic() - t0 < seconds:
                    await asyncio.sleep(0.5)
                    backlog = max(backlog, getattr(getattr(table, "scheduler", None), "busy", 0))
                probe.measuring = False
                elapsed = time.monotonic() - t0
                window = sb.world.requests[first:]
                unshown = probe.close()
                stop.set()
                await asyncio.gather(*tasks, return_exceptions=True)
                counted = counted_requests(window)
                writes = sum(1 for m, _ in counted if m in WRITES)
                kinds = Counter(_kind(sb, m, p) for m, p in counted if m in WRITES)
                limited = [h for h in sb.world.rate_limited if not h.forced]
                result = {
                    "matches": matches,
                    "seconds": elapsed,
                    "warmup_s": warmup,
                    "moves": probe.moves,
                    "writes": writes,
                    "requests_per_s": len(counted) / elapsed,
                    "budget_per_s": ((budget.granted - granted0) / elapsed) if budget is not None else float("nan"),
                    "429": len(limited),
                    "429_global": sum(1 for h in limited if h.scope == "global"),
                    "stale_p50": percentile(probe.staleness, 50),
                    "stale_p99": percentile(probe.staleness, 99),
                    "stale_max": max(probe.staleness, default=float("nan")),
                    "unshown": unshown,
                    "backlog": backlog,
                    "kinds": dict(kinds.most_common()),
                    "429_kinds": dict(Counter(f"{_kind(sb, h.method, h.path)} ({h.scope})" for h in limited).most_common()),
                }
                await sb.disconnect(bot)
                await bot.close()
                return result
    finally:
        unregister_ui(ui.key)
        registry.unregister(TOY.key)


def rows_of(r: dict[str, Any]) -> list[Row]:
    n = r["matches"]
    per_move = r["writes"] / max(1, r["moves"])
    return [
        Row("pressure", f"{n} matches: moves/s (1 person + 3 bots each)", f"{r['moves'] / r['seconds']:.1f}"),
        Row("pressure", f"{n} matches: Discord writes per move", f"{per_move:.2f}"),
        Row("pressure", f"{n} matches: requests/s counted by Discord", f"{r['requests_per_s']:.1f}", "<= 50 (limit)",
            "met" if r["requests_per_s"] <= 50 else "NOT met"),
        Row("pressure", f"{n} matches: 429 answers", f"{r['429']} ({r['429_global']} global)", "0",
            "met" if r["429"] == 0 else "NOT met"),
        Row("pressure", f"{n} matches: table staleness p50 / p99 / max",
            f"{r['stale_p50']:.2f} / {r['stale_p99']:.2f} / {r['stale_max']:.2f} s"),
    ]


def run(matches: list[int], seconds: float, seed: int = 1) -> tuple[list[Row], list[str]]:
    logging.getLogger("discord").setLevel(logging.ERROR)
    logging.getLogger("cogs").setLevel(logging.ERROR)
    rows: list[Row] = []
    notes: list[str] = []
    for n in matches:
        r = asyncio.run(measure(n, seconds, seed))
        rows += rows_of(r)
        notes.append(f"pressure {n}: {r['moves']} moves, {r['writes']} writes in {r['seconds']:.0f} s after a "
                     f"{r['warmup_s']:.0f} s warm-up; budget grants {r['budget_per_s']:.1f}/s; "
                     f"{r['unshown']} moves not yet on their table at the end; most keys queued {r['backlog']}; "
                     f"writes: {', '.join(f'{k} {v}' for k, v in r['kinds'].items())}; "
                     f"429s: {', '.join(f'{k} {v}' for k, v in r['429_kinds'].items()) or 'none'}")
    return rows, notes


def main() -> None:
    import argparse

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--matches", type=int, nargs="+", default=[50])
    ap.add_argument("--seconds", type=float, default=60.0)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rows, notes = run(args.matches, args.seconds, args.seed)
    for row in rows:
        print(f"{row.measure}: {row.value}" + (f"  (target {row.target}: {row.status})" if row.target else ""))
    for note in notes:
        print(f"  - {note}")


if __name__ == "__main__":
    main()
