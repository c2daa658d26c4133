"""Pictures: draw time per frame (p50/p99), PNG size, and the event loop's lag while drawing.

For every game whose UI attaches pictures (found through :func:`cogs.kit.ui.discover`), the
bench plays seeded matches with the games' own bot policy and, every few moves, renders
the table and each seat's panel through the UI exactly as the table cog does (and, every
fourth time, the panel's Full map where the game has one). Each picture
is then encoded as the kit does (:func:`cogs.kit.pictures.encode`), timed per frame.
A second phase draws the same frames through the kit's worker thread while a ticker on the
event loop measures how late it wakes up (the loop must keep answering interactions). The
"distinct pictures" row counts the frames' cache keys: pictures are keyed by what they draw,
so frames of the same content are drawn once by the kit (the timing rows still draw every frame).

``--save DIR`` writes every timed frame as a PNG named by game, picture and frame
(``wildlife-board-0012.png``), so anyone can look at what players see.

Run: ``python -m bench render [--save DIR]`` (or ``python -m bench.render_bench [--save DIR]``).
"""
from __future__ import annotations

import asyncio
import sys
import time
from pathlib import Path
from typing import Any

from bench.common import Row, judge, percentile

TARGET_MS = 50.0
TARGET_KB = 200.0
MATCHES = 3
EVERY = 4


def frames(quick: bool) -> dict[str, list[Any]]:
    """``{game key: [Picture, …]}`` from seeded matches played by the games' bots."""
    from cogs.kit.ui import PanelContext, discover
    from engine import registry
    from engine.core import IllegalAction, Rng, parse_action
    from storage import MatchRecord, MatchStatus, SeatRecord

    out: dict[str, list[Any]] = {}
    for key, ui in sorted(discover().items()):
        game = registry.games().get(key)
        if game is None:
            continue
        seats = min(max(4, game.min_players), game.max_players)
        pictures: list[Any] = []
        for match in range(1 if quick else MATCHES):
            state = game.setup(seats, game.Options(), 1000 + match)
            rng = Rng.from_seed(match)
            record = MatchRecord(id=match + 1, guild_id=1, channel_id=1, thread_id=1, game=key, status=MatchStatus.ACTIVE,
                                 host_id=1, options={}, seed=match, state=None, version=0, timers={},
                                 created_at=0.0, updated_at=0.0,
                                 seats=[SeatRecord(seat=s, user_id=100 + s, name=f"Player {s + 1}", is_bot=False)
                                        for s in range(seats)])
            for step in range(400 if not quick else 60):
                if game.outcome(state) is not None:
                    break
                if step % EVERY == 0:
                    record.version = step
                    pictures += ui.table(record, game.view(state, None)).pictures
                    seat = min(game.to_act(state)) if game.to_act(state) else 0
                    pictures += ui.panel(record, seat, game.view(state, seat), PanelContext()).pictures
                    if step % (4 * EVERY) == 0:  # the Full map a player asks for now and then
                        full = ui.panel(record, seat, game.view(state, seat), PanelContext(opened={"full": ""}))
                        pictures += [p for p in full.pictures if "full" in p.name]
                acting = sorted(game.to_act(state))
                if not acting:
                    break
                seat = acting[0]
                action = game.bot_action(game.view(state, seat), seat, rng) or game.default_action(state, seat)
                try:
                    game.apply(state, seat, action)
                except IllegalAction:  # a real-time game waiting for its timer (a countdown): fire it
                    timers = game.timers(state)
                    if not timers:
                        break
                    game.apply(state, timers[0].seat, parse_action(game, timers[0].action))
        if pictures:
            out[key] = pictures
    return out


async def loop_lag(pictures: list[Any]) -> tuple[float, float]:
    """(max, p99) lateness in ms of a 5 ms ticker on the loop while the kit draws ``pictures``."""
    from cogs.kit.pictures import PictureCache

    cache = PictureCache(size=len(pictures) + 1)
    late: list[float] = []
    done = asyncio.Event()

    async def ticker() -> None:
        while not done.is_set():
            t = time.perf_counter()
            await asyncio.sleep(0.005)
            late.append((time.perf_counter() - t - 0.005) * 1000)

    tick = asyncio.create_task(ticker())
    for picture in pictures:
        await cache.png(picture)
    done.set()
    await tick
    cache.close()
    return max(late or [0.0]), percentile(late or [0.0], 99)


def frame_path(save: Path, game: str, picture: str, index: int) -> Path:
    """Where ``--save`` writes frame ``index`` of ``picture`` (its file name) of ``game``."""
    return save / f"{game}-{Path(picture).stem}-{index:04d}.png"


def run(quick: bool, save: str | None = None) -> tuple[list[Row], list[str]]:
    from cogs.kit.pictures import encode

    rows: list[Row] = []
    notes: list[str] = []
    by_game = frames(quick)
    out = Path(save) if save else None
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
    if not by_game:
        return [Row("render", "pictures", "no game UI attaches pictures")], notes
    for key, pictures in by_game.items():
        times: list[float] = []
        sizes: list[int] = []
        names: dict[str, int] = {}
        for picture in pictures:
            t = time.perf_counter()
            data = encode(picture.draw)
            times.append((time.perf_counter() - t) * 1000)
            sizes.append(len(data))
            if out is not None:
                frame_path(out, key, picture.name, names.get(picture.name, 0)).write_bytes(data)
            names[picture.name] = names.get(picture.name, 0) + 1
        p50, p99 = percentile(times, 50), percentile(times, 99)
        kb_max = max(sizes) / 1024
        rows.append(Row("render", f"{key}: draw+PNG p50 / p99 ({len(times)} frames)", f"{p50:.1f} / {p99:.1f} ms",
                        f"p99 <= {TARGET_MS:.0f} ms", "" if quick else judge(p99 <= TARGET_MS)))
        kb_p50 = percentile([float(s) for s in sizes], 50) / 1024
        rows.append(Row("render", f"{key}: PNG size mean / p50 / max",
                        f"{sum(sizes) / len(sizes) / 1024:.0f} / {kb_p50:.0f} / {kb_max:.0f} KB",
                        f"max <= {TARGET_KB:.0f} KB", "" if quick else judge(kb_max <= TARGET_KB)))
        worst, lag99 = asyncio.run(loop_lag(pictures))
        rows.append(Row("render", f"{key}: event-loop lag while drawing (max / p99)", f"{worst:.1f} / {lag99:.1f} ms"))
        notes.append(f"render: {key}: frames {', '.join(f'{n} x{c}' for n, c in sorted(names.items()))}")
        for name in sorted(names):
            mine = [i for i, p in enumerate(pictures) if p.name == name]
            ms = [times[i] for i in mine]
            kb = sum(sizes[i] for i in mine) / len(mine) / 1024
            notes.append(f"render: {key}: {name}: draw+PNG p50 / p99 {percentile(ms, 50):.1f} / {percentile(ms, 99):.1f} ms, "
                         f"mean {kb:.0f} KB")
        distinct = len({p.key for p in pictures})
        rows.append(Row("render", f"{key}: distinct pictures (cache keys) / frames", f"{distinct} / {len(pictures)}"))
    if out is not None:
        notes.append(f"render: frames saved as PNG in {out}")
    return rows, notes


if __name__ == "__main__":
    from bench.__main__ import print_table

    where = sys.argv[sys.argv.index("--save") + 1] if "--save" in sys.argv[:-1] else None
    table, extra = run("--quick" in sys.argv, where)
    print_table(table)
    for line in extra:
        print(f"  - {line}")
