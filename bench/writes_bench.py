"""Discord writes per move: how many message writes the bot makes per committed move, outside
interaction replies (which Discord does not count against a bot's global rate limit).

For every game with a UI, one seeded 4-player match (2-player games: the game's maximum if
smaller) is played through the sandbox double by simulated people, half of them with closed
DMs; the double's request log is then counted: POST/PATCH/PUT/DELETE requests except the
``/interactions`` callbacks and ``/webhooks`` token routes, per move committed (the match's
final version). Also lists the kinds of write, and the picture files uploaded (every route,
interaction replies included: each upload is bytes sent to Discord) and their bytes, in all and
per move. Figures are printed, never asserted.

Flat out (the default), the bot's render scheduler merges the redraws of moves made faster
than it can write, so the figure depends on the machine's speed. ``--pace S`` plays one move
at a time, waits until every write it caused is made, then waits ``S`` seconds: what a match
at human pace costs, each move drawn on its own.

Run: ``.venv/bin/python -m bench.writes_bench [--players 4] [--seed 1] [--pace 0.2] [--games wildlife ...]``
"""
from __future__ import annotations

import argparse
import asyncio
import logging
import tempfile
from collections import Counter
from pathlib import Path

from cogs.kit.ui import discover
from engine import registry
from harness.table import SandboxTable
from sandbox import Sandbox

WRITES = ("POST", "PATCH", "PUT", "DELETE")


def kind_of(method: str, path: str) -> str:
    """A write's kind: ``"POST message"``, ``"PATCH message"``, ``"DELETE message"``, …"""
    parts = [p for p in path.split("/") if p]
    if "messages" in parts:
        return f"{method} message"
    return f"{method} {parts[0] if parts else path}"


async def measure(key: str, players: int, seed: int, pace: float | None = None) -> tuple[int, int, Counter[str], int, int]:
    """(writes, moves, writes by kind, files uploaded, bytes uploaded) for one match of ``key``;
    ``pace``: see the module doc."""
    game = registry.get(key)
    n = min(max(players, game.min_players), game.max_players)
    ui = discover()[key]
    with tempfile.TemporaryDirectory(prefix="menagerie-writes-") as tmp:
        async with Sandbox(quiet=0.01) as sb:
            table = SandboxTable(sb, Path(tmp) / "w.sqlite3", n, dm_open=[i % 2 == 0 for i in range(n)])
            await table.start_bot(seed_source=lambda: seed)
            match_id = await table.open_lobby(key, dict(ui.demo_options))
            await table.start()
            start = len(sb.world.requests)
            first_upload = len(sb.world.uploads)
            if pace is None:
                await table.play(seed=seed)
            else:
                step = 0
                while table.service.match(match_id) is not None:
                    step += 1
                    await table.play(seed=seed * 100_003 + step, stop_after=1)  # ends with a drain
                    await asyncio.sleep(pace)
            await sb.settle()
            record = await table.service.fetch(match_id)
            moves = record.version if record is not None else 0
            writes = Counter(kind_of(m, p) for m, p in sb.world.requests[start:]
                             if m in WRITES and not p.startswith(("/interactions", "/webhooks")))
            uploaded = sb.world.uploads[first_upload:]
            await table.stop_bot()
    return sum(writes.values()), moves, writes, len(uploaded), sum(u.size for u in uploaded)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--pace", type=float, default=None, help="one move at a time, S seconds apart (default: flat out)")
    ap.add_argument("--games", nargs="*", default=None, help="only these game keys")
    args = ap.parse_args()
    logging.getLogger("discord").setLevel(logging.ERROR)
    for key in sorted(discover()):
        if key not in registry.games() or (args.games and key not in args.games):
            continue
        writes, moves, kinds, files, size = asyncio.run(measure(key, args.players, args.seed, args.pace))
        detail = ", ".join(f"{k} {v}" for k, v in kinds.most_common())
        per = max(1, moves)
        print(f"{key}: {writes} writes / {moves} moves = {writes / per:.2f} per move ({detail}); "
              f"uploads {files} = {files / per:.2f} per move, {size / 1e6:.1f} MB = {size / per / 1e3:.1f} kB per move")


if __name__ == "__main__":
    main()
