"""Panel freshness: time from a committed move to every other player's open ephemeral panel
showing it, at human pace.

One seeded 3-player match of a turn-based game (the first registered one that seats 3, or
``--game``; Mission: Wild Life today) through the sandbox double, everyone with closed
DMs, so each plays from the ephemeral panel the table's button opened (kept current through
its interaction token, :mod:`cogs.kit.open_panels`). A move is clicked every ``--pace`` seconds
(default 2 s, a quick human); after each, the panels of the other people now asked to move
are watched until the double records an edit of them (a waiting panel shows only what the
others' moves leave unchanged, so it is not edited: issue 25). Latency = the edit's timestamp on the double's clock − the commit
(the service's observer hook, read on the same clock).
Also prints how many edits never came within 5 s. Figures are printed, never asserted.

Run: ``.venv/bin/python -m bench.panel_freshness_bench [--moves 30] [--pace 2.0] [--seed 1]``
"""
from __future__ import annotations

import argparse
import asyncio
import datetime as dt
import logging
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.common import percentile
from cogs.kit.ui import GAME_UIS, discover
from engine import registry
from engine.core import Rng
from harness.table import SandboxTable
from sandbox import Sandbox

WAIT_S = 5.0


def default_game() -> str:
    """The first registered turn-based game (by key) that seats 3 players and has a UI."""
    discover()
    return next(k for k, g in sorted(registry.games().items())
                if g.turn_timer and g.min_players <= 3 <= g.max_players and k in GAME_UIS)


async def measure(moves: int, pace: float, seed: int, wait_s: float = WAIT_S,
                  game_key: str | None = None) -> tuple[list[float], int]:
    """(latencies in seconds, edits that never came) over ``moves`` moves of ``game_key``."""
    key = game_key or default_game()
    latencies: list[float] = []
    missed = 0
    with tempfile.TemporaryDirectory(prefix="menagerie-fresh-") as tmp:
        async with Sandbox(quiet=0.01) as sb:
            table = SandboxTable(sb, Path(tmp) / "f.sqlite3", 3, dm_open=[False, False, False])
            await table.start_bot(seed_source=lambda: seed)
            match_id = await table.open_lobby(key)
            await table.start()
            service = table.service
            committed: list[float] = [0.0]
            service.observe(lambda _mid, _state: committed.__setitem__(0, sb.world.clock.wall().timestamp()))
            for p in table.players:
                await table.open_panel(p)
            await table.drain()
            game, ui, rng = registry.get(key), GAME_UIS[key], Rng.from_seed(seed)
            by_seat = {p.seat: p for p in table.players}
            for _ in range(moves):
                record = service.match(match_id)
                if record is None:
                    break
                seat = min(service.to_act(match_id))
                mover = by_seat[seat]
                view = service.view_of(record, seat)
                action: Any = game.bot_action(view, seat, rng)
                before = {q.panel.id: sb.world.messages[q.panel.id].edits
                          for q in table.players if q is not mover and q.panel is not None}
                for custom_id, values in ui.clicks_for(record, view, action):
                    await table._press(mover, custom_id, values)
                until = time.perf_counter() + wait_s
                while (now := service.match(match_id)) is not None and now.version == record.version \
                        and time.perf_counter() < until:
                    await asyncio.sleep(0.002)  # until the move is committed (the press was answered)
                asked = service.to_act(match_id) if service.match(match_id) is not None else set()
                watched = [(q.panel.id, before[q.panel.id]) for q in table.players
                           if q.seat in asked and q.panel is not None and q.panel.id in before]
                waiting = dict(watched)  # message id -> edits before the move; every panel watched at once
                deadline = time.perf_counter() + wait_s
                while waiting and time.perf_counter() < deadline:
                    for message_id, edits in list(waiting.items()):
                        message = sb.world.messages[message_id]
                        if message.edits != edits and message.edited_timestamp is not None:
                            edited = dt.datetime.fromisoformat(message.edited_timestamp).timestamp()
                            latencies.append(edited - committed[0])  # both on the double's clock
                            del waiting[message_id]
                    await asyncio.sleep(0.002)
                missed += len(waiting)
                await asyncio.sleep(pace)
            await table.stop_bot()
    return latencies, missed


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--moves", type=int, default=30)
    ap.add_argument("--pace", type=float, default=2.0, help="seconds between moves")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--game", default=None, help="a game key (default: the first turn-based game for 3)")
    args = ap.parse_args()
    logging.getLogger("discord").setLevel(logging.ERROR)
    key = args.game or default_game()
    latencies, missed = asyncio.run(measure(args.moves, args.pace, args.seed, game_key=key))
    ms = [x * 1000 for x in latencies]
    print(f"panel freshness ({key}, 3 players, ephemeral panels, a move every {args.pace:g} s): "
          f"{len(ms)} panel updates, p50 {percentile(ms, 50):.0f} ms, p99 {percentile(ms, 99):.0f} ms, "
          f"max {max(ms, default=float('nan')):.0f} ms, mean {statistics.fmean(ms) if ms else float('nan'):.0f} ms; "
          f"{missed} not updated within {WAIT_S:g} s")


if __name__ == "__main__":
    main()
