"""Bot CPU per move for every game, against the match service's own floor (``python -m bench cpu``).

For each game in the registry, in this order:

1. **Floor** — a fresh process runs the :class:`MatchService` alone (engine + storage on a
   SQLite file, no Discord): ``tables`` matches of 4 human seats, each seat's move chosen with
   the game's bot policy from its own view, ``moves`` × :data:`FLOOR_MOVES` moves per match, one at a time. Floor =
   (process CPU over the phase − the driver's own CPU for choosing moves) ÷ committed actions.
2. **Bot** — the Discord double (``sandbox/``) and ``tables`` tables of 4 simulated people run
   in this process; the real bot runs in another (:mod:`bench.cpu_bot`), so only the bot's
   own work counts. Lobbies open and start first (not timed); then every table plays
   ``moves`` moves at human pace (each person thinks an exponential time of mean ``think``
   seconds before a move, reading their view from the committed state, then clicks their
   panel). Player 1 of each table plays from their DM copy, the others from ephemeral panels.

Per game one line::

    <game>: bot CPU per move X ms; floor Y ms; ratio Z; round trip p50/p99 A/B ms; draws per move D;
            ms per draw E; uploads per move U; requests per move R (counted C, token edits T); …

* **bot CPU per move**: the bot process's CPU time (``time.process_time``, all threads) over
  the timed phase ÷ committed actions in it (people's moves and the games' own timer moves);
* **floor**: as above; **ratio** = bot ÷ floor;
* **round trip**: ``acked_at − dispatched_at`` on the double's clock per interaction (its
  gateway frame sent → the bot's initial response received), p50/p99, with the deferrals
  (initial response type 5/6: the bot answered "later") counted;
* **draws per move**: pictures the bot encoded (``cogs.kit.pictures.encode``) ÷ actions;
  **ms per draw**: the picture thread's CPU per draw;
* **uploads per move**: files the double received (multipart parts) ÷ actions;
* **requests per move**: every REST request the double received ÷ actions; **counted**: those
  under Discord's global limit (not ``/interactions/…`` or ``/webhooks/…``); **token edits**:
  ``PATCH /webhooks/…/messages/…`` (open panels and deferred answers edited through tokens);
* gen-2 GC pauses (count, longest) and event-loop lag p99 of the bot process.

``--spy DIR`` samples the bot process with py-spy during the timed phase (:mod:`bench.spy`: by
area, where the CPU is spent and which of our code it is spent for, as ms per move); the bot
runs at full speed meanwhile, so its figures stand.

``--profile`` also profiles the bot's event-loop thread (cProfile) during the timed phase and
prints the top functions by own time, as ms per move (profiling slows the bot: its CPU
figures are then marked "profiled").

Run: ``.venv/bin/python -m bench cpu`` (default 50 tables, 8 moves each);
``.venv/bin/python -m bench.cpu_bench --tables 20 --moves 6 [--games KEY,KEY] [--profile]``.
"""
from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import logging
import os
import pstats
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from bench.common import Row, judge, percentile

ROOT = Path(__file__).resolve().parents[1]

TABLES = 50
MOVES = 8
THINK_S = 1.0
PLAYERS = 4
RATIO_TARGET = 8.0
RT_TARGET_MS = 50.0
CHILD_TIMEOUT_S = 600.0
FLOOR_MOVES = 5
"""The floor plays this many times the bot run's moves per match: it costs well under a
millisecond a move, and a few hundred moves are too few to measure it steadily."""


# ----------------------------------------------------------------------------- floor
async def floor_async(key: str, tables: int, moves: int, seed: int = 1) -> dict[str, Any]:
    """The service alone: CPU per committed action (see the module doc)."""
    from bench.common import ServiceGame
    from bench.fixtures import create_matches
    from engine import registry
    from engine.core import Rng
    from engine.service import MatchService
    from storage import Storage

    game = registry.get(key)
    with tempfile.TemporaryDirectory(prefix="menagerie-bench-floor-") as tmp:
        storage = await Storage.open(Path(tmp) / "floor.sqlite3")
        service = MatchService(storage, turn_timeout_s=0, bot_delay_scale=0)
        await service.start()
        ids = await create_matches(service, ServiceGame(key, PLAYERS, {}, key), tables, seed=seed)
        start_versions = {m: (service.match(m) or _gone(m)).version for m in ids}
        rng = Rng.from_seed(seed)
        made = dict.fromkeys(ids, 0)
        driver = 0.0
        cpu0, t0 = time.process_time(), time.perf_counter()
        while any(made[m] < moves for m in ids) and time.perf_counter() - t0 < 300:
            progressed = False
            for m in ids:
                record = service.match(m)
                if made[m] >= moves or record is None or record.status != "active":
                    made[m] = moves
                    continue
                c0 = time.process_time()
                choice = None
                for seat in sorted(service.to_act(m)):
                    action = game.bot_action(service.view_of(record, seat), seat, rng)
                    if action is not None:
                        choice = (int(record.seats[seat].user_id or 0), action)
                        break
                driver += time.process_time() - c0
                if choice is None:
                    continue
                with contextlib.suppress(Exception):  # a move overtaken by a timer: the next look decides again
                    await service.act(m, *choice)
                made[m] += 1
                progressed = True
            if not progressed:
                await asyncio.sleep(0.01)  # timers due (Rescue Animals): let them fire
        await service.wait_idle()
        cpu = time.process_time() - cpu0 - driver
        actions = await _advanced(storage, start_versions)
        await service.close()
        await storage.close()
    return {"cpu_s": cpu, "actions": actions, "driver_s": driver, "wall_s": time.perf_counter() - t0}


async def _advanced(storage: Any, versions: dict[int, int]) -> int:
    """Actions committed since ``versions`` (match id -> version then), read from storage."""
    total = 0
    for match_id, version in versions.items():
        record = await storage.matches.get(match_id)
        total += (record.version if record is not None else version) - version
    return total


def _gone(match_id: int) -> Any:
    raise RuntimeError(f"match {match_id} vanished")


# ----------------------------------------------------------------------------- the bot child
class BotProcess:
    """The bot in another process (:mod:`bench.cpu_bot`), spoken to line by line."""

    def __init__(self, proc: asyncio.subprocess.Process) -> None:
        self.proc = proc

    @classmethod
    async def start(cls, api: str, gateway: str, database: str, log: Path, module: str = "bench.cpu_bot") -> BotProcess:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "SHARD_", "DATABASE_"))}
        env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
        with log.open("ab") as err:
            proc = await asyncio.create_subprocess_exec(
                sys.executable, "-m", module, "--api", api, "--gateway", gateway, "--database", database,
                cwd=ROOT, env=env, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, stderr=err)
        return cls(proc)

    async def ask(self, line: str) -> dict[str, Any]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write((line + "\n").encode())
        await self.proc.stdin.drain()
        answer = await asyncio.wait_for(self.proc.stdout.readline(), 60)
        if not answer:
            raise RuntimeError(f"the bot process ended (exit {self.proc.returncode})")
        result: dict[str, Any] = json.loads(answer)
        return result

    async def stop(self) -> None:
        with contextlib.suppress(Exception):
            assert self.proc.stdin is not None
            self.proc.stdin.write(b"quit\n")
            await self.proc.stdin.drain()
            self.proc.stdin.close()
        try:
            await asyncio.wait_for(self.proc.wait(), 30)
        except TimeoutError:
            self.proc.kill()
            await self.proc.wait()


# ----------------------------------------------------------------------------- counting at the double
class Uploads:
    """Counts the files the double receives (wraps ``sandbox.rest.read_body`` for the run)."""

    def __init__(self) -> None:
        self.files = 0
        self.bytes = 0
        self.repeats = 0
        self._seen: set[int] = set()
        self._real: Callable[..., Awaitable[Any]] | None = None

    def __enter__(self) -> Uploads:
        from sandbox import rest

        self._real = real = rest.read_body

        async def read_body(request: Any) -> Any:
            body, uploads = await real(request)
            for u in uploads:
                self.files += 1
                self.bytes += len(u.data)
                digest = hash(bytes(u.data))
                if digest in self._seen:
                    self.repeats += 1
                self._seen.add(digest)
            return body, uploads

        rest.read_body = read_body  # bench instrumentation, restored on exit
        return self

    def __exit__(self, *exc: object) -> None:
        from sandbox import rest

        if self._real is not None:
            rest.read_body = self._real  # type: ignore[assignment]


def _counted(path: str) -> bool:
    return not path.lstrip("/").startswith(("interactions/", "webhooks/"))


def _token_edit(method: str, path: str) -> bool:
    return method == "PATCH" and path.lstrip("/").startswith("webhooks/") and "/messages/" in path


# ----------------------------------------------------------------------------- one game
async def measure_game(key: str, tables: int, moves: int, think_s: float, tmp: Path, *,
                       profile: bool = False, seed: int = 1, spy: Path | None = None) -> dict[str, Any]:
    """The bot side of one game (see the module doc); a dict of figures."""
    from bench import spy as sampling
    from bench.cpu_bare import shape_of
    from bench.cpu_people import RemoteTable
    from cogs.kit.ui import discover
    from sandbox import Sandbox
    from storage import open_storage

    discover()
    logging.getLogger("sandbox").setLevel(logging.ERROR)
    db_path = tmp / f"bot-{key}.sqlite3"
    url = f"sqlite:///{db_path}"
    storage = await open_storage(url)  # migrated here first; the bot opens the same file
    bot: BotProcess | None = None
    out: dict[str, Any] = {}
    try:
        async with Sandbox(quiet=0.01) as sb:
            people = [RemoteTable(sb, i, PLAYERS) for i in range(tables)]
            sb.set_owner(people[0].users[0])
            bot = await BotProcess.start(sb.api_url, sb.gateway_url, url, tmp / f"bot-{key}.log")
            await sb.wait_until(lambda: bool(sb.server.gateway.live_sessions) and bool(sb.world.commands), 120)
            await bot.ask("mark")  # answered once the bot's loop runs
            t0 = time.perf_counter()
            sem = asyncio.Semaphore(10)

            async def open_one(t: RemoteTable) -> None:
                async with sem:
                    await t.open(key, storage)

            await asyncio.gather(*(open_one(t) for t in people))
            setup_s = time.perf_counter() - t0
            # the openings' follow-ups (tables, first DM copies, welcome posts) go out first: wait
            # until the bot has sent nothing for a second (at most a minute)
            quiet_end = time.monotonic() + 60
            while time.monotonic() - sb.server.last_activity < 1.0 and time.monotonic() < quiet_end:
                await asyncio.sleep(0.1)
            versions0 = {t.match_id: ((await storage.matches.get(t.match_id)) or _gone(t.match_id)).version
                         for t in people}
            first_interaction = max(sb.world.interactions, default=0)
            first_request = len(sb.world.requests)
            with Uploads() as uploads:
                if profile:
                    await bot.ask("profile")
                sampler = sampling.start(bot.proc.pid, spy / f"spy-{key}.txt") if spy is not None else None
                before = await bot.ask("mark")
                w0, here0 = time.perf_counter(), time.process_time()
                rng = random.Random(seed)
                made = await asyncio.gather(
                    *(t.play(storage, moves, think_s, random.Random(rng.randrange(2**32))) for t in people),
                    return_exceptions=True)
                after = await bot.ask("mark")
                wall, here = time.perf_counter() - w0, time.process_time() - here0
                await asyncio.to_thread(sampling.stop, sampler)
                prof_path = tmp / f"profile-{key}.pstats"
                if profile:
                    await bot.ask(f"profile-stop {prof_path}")
            errors = [m for m in made if isinstance(m, BaseException)]
            actions = await _advanced(storage, versions0)
            recs = [r for i, r in sb.world.interactions.items() if i > first_interaction]
            lat = [(r.acked_at - r.dispatched_at) * 1000 for r in recs if r.acked_at is not None]
            deferred = sum(1 for r in recs if r.response_type in (5, 6))
            slow_kinds: dict[str, int] = {}
            rt_kinds: dict[str, list[float]] = {}
            for r in recs:
                kind = ":".join(p for p in r.name.split(":") if not p.isdigit())[:40]
                if r.response_type in (5, 6):
                    slow_kinds[kind] = slow_kinds.get(kind, 0) + 1
                if r.acked_at is not None:
                    rt_kinds.setdefault(kind, []).append((r.acked_at - r.dispatched_at) * 1000)
            reqs = sb.world.requests[first_request:]
            out = {
                "actions": actions, "wall_s": wall, "setup_s": setup_s,
                "cpu_s": after["cpu"] - before["cpu"], "draws": after["draws"] - before["draws"],
                "draw_cpu_s": after["draw_cpu"] - before["draw_cpu"],
                "gc2": after["gc2"], "lags": after["lags"], "rt": lat, "deferred": deferred,
                "failed": sum(1 for r in recs if r.failed), "interactions": len(recs),
                "requests": len(reqs), "counted": sum(1 for _, p in reqs if _counted(p)),
                "token_edits": sum(1 for m, p in reqs if _token_edit(m, p)),
                "uploads": uploads.files, "upload_repeats": uploads.repeats, "upload_bytes": uploads.bytes,
                "global_429": sum(1 for h in sb.rate_limited if h.scope == "global" and not h.forced),
                "errors": [f"{type(e).__name__}: {e}" for e in errors[:3]],
                "moves_made": sum(m for m in made if isinstance(m, int)),
                "double_cpu_s": here,
                "deferred_kinds": slow_kinds,
                "rt_kinds": rt_kinds,
                "kinds": _kinds(sb, reqs),
            }
            if profile:
                out["profile"] = _top(prof_path, actions)
            out["shape"] = shape_of(sb, people)
            out["collect"] = await bot.ask("collect")
            await bot.stop()
            bot = None
    finally:
        if bot is not None:
            await bot.stop()
        await storage.close()
    return out


def _kinds(sb: Any, reqs: list[tuple[str, str]]) -> dict[str, int]:
    """Requests by kind (method and route, DM or thread for channel messages)."""
    out: dict[str, int] = {}
    for method, path in reqs:
        parts = [p for p in path.split("/") if p]
        if parts[:1] == ["channels"] and len(parts) >= 3 and parts[1].isdigit():
            channel = sb.world.channels.get(int(parts[1]))
            where = "DM" if channel is not None and channel.kind == "dm" else "thread"
            kind = f"{method} {where} {'/'.join(parts[2:3])}{'/{id}' if len(parts) > 3 else ''}"
        elif parts[:1] in (["webhooks"], ["interactions"]):
            kind = f"{method} {parts[0]}{'/…/messages' if 'messages' in parts else '/…/callback'}"
        else:
            kind = f"{method} {'/'.join(p if not p.isdigit() else '{id}' for p in parts[:3])}"
        out[kind] = out.get(kind, 0) + 1
    return out


def _area(file: str) -> str:
    """Where a profiled function lives (:func:`bench.spy.area`)."""
    from bench.spy import area

    return area(file, ROOT)


def _top(path: Path, actions: int, n: int = 12) -> list[str]:
    """The profile (loop thread CPU) as ms per action: by area (library or folder), then the ``n``
    functions with most own time."""
    stats = pstats.Stats(str(path))
    table = stats.stats  # type: ignore[attr-defined]
    total = sum(v[2] for v in table.values()) or 1.0
    per = 1000 / max(actions, 1)
    areas: dict[str, float] = {}
    for (file, _line, _func), (_cc, _nc, tt, _ct, _callers) in table.items():
        areas[_area(file)] = areas.get(_area(file), 0.0) + tt
    lines = [f"loop thread CPU {total * per:.1f} ms per move; by area: " + ", ".join(
        f"{a} {t * per:.1f} ({100 * t / total:.0f} %)" for a, t in sorted(areas.items(), key=lambda kv: -kv[1])[:10])]
    rows = sorted(table.items(), key=lambda kv: kv[1][2], reverse=True)
    for (file, line, func), (_cc, _nc, tt, ct, _callers) in rows[:n]:
        where = f"{Path(file).parent.name}/{Path(file).name}:{line}" if line else file
        lines.append(f"{tt * per:6.2f} ms/move own, {ct * per:6.2f} cum ({100 * tt / total:4.1f} %) {func} [{where}]")
    return lines


# ----------------------------------------------------------------------------- all games
def _floor_child(key: str, tables: int, moves: int, tmp: Path) -> dict[str, Any]:
    out = tmp / f"floor-{key}.json"
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    proc = subprocess.run([sys.executable, "-m", "bench.cpu_bench", "--floor", key, "--tables", str(tables),
                           "--moves", str(moves * FLOOR_MOVES), "--out", str(out)], cwd=ROOT, env=env, timeout=CHILD_TIMEOUT_S,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if proc.returncode != 0 or not out.exists():
        raise RuntimeError(f"floor of {key}: exit {proc.returncode}: {proc.stdout.strip()[-500:]}")
    result: dict[str, Any] = json.loads(out.read_text())
    return result


def library_floor_ms(bot: dict[str, Any], bare: dict[str, Any]) -> float:
    """The bare discord.py bot's CPU on the real run's traffic (:mod:`bench.cpu_bare`), per move
    of the real run, in ms."""
    return 1000 * float(bare["cpu_s"]) / max(int(bot["actions"]), 1)


def line_of(key: str, bot: dict[str, Any], floor: dict[str, Any], profiled: bool = False,
            bare: dict[str, Any] | None = None) -> str:
    """The bench's one line for a game (with ``bare``, :mod:`bench.cpu_bare`'s figures, it also
    gives the library floor and what is left of the bot's CPU above it)."""
    n = max(bot["actions"], 1)
    per_move = 1000 * bot["cpu_s"] / n
    floor_ms = 1000 * floor["cpu_s"] / max(floor["actions"], 1)
    rt = bot["rt"]
    draws = bot["draws"]
    library = ""
    if bare is not None:
        lib_ms = library_floor_ms(bot, bare)
        ours = per_move - lib_ms
        library = (f"; library floor {lib_ms:.1f} ms (ours {ours:.1f} ms, "
                   f"{ours / floor_ms if floor_ms else float('nan'):.1f}x the floor)")
    return (f"{key}: bot CPU per move {per_move:.1f} ms{' (profiled)' if profiled else ''}; floor {floor_ms:.2f} ms; "
            f"ratio {per_move / floor_ms if floor_ms else float('nan'):.1f}; "
            f"round trip p50/p99 {percentile(rt, 50):.0f}/{percentile(rt, 99):.0f} ms "
            f"({len(rt)} answered, {bot['deferred']} deferred, {bot['failed']} failed); "
            f"draws per move {draws / n:.2f}; ms per draw {1000 * bot['draw_cpu_s'] / draws if draws else 0:.1f}; "
            f"uploads per move {bot['uploads'] / n:.2f} ({bot['upload_repeats']} repeats); "
            f"requests per move {bot['requests'] / n:.2f} (counted {bot['counted'] / n:.2f}, "
            f"token edits {bot['token_edits'] / n:.2f}); gen-2 GC {len(bot['gc2'])}, longest "
            f"{max(bot['gc2'], default=0):.0f} ms; loop lag p99 {percentile(bot['lags'], 99):.0f} ms; "
            f"{bot['actions']} moves in {bot['wall_s']:.0f} s{library}")


async def run_async(tables: int, moves: int, think_s: float, games: list[str] | None, profile: bool,
                    echo: bool = False, judged: bool = True, keep: Path | None = None,
                    library: bool = True, spy: Path | None = None) -> tuple[list[Row], list[str]]:
    from bench.cpu_bare import measure_bare
    from engine import registry

    keys = games or sorted(registry.games())
    if spy is not None:
        spy.mkdir(parents=True, exist_ok=True)
    rows: list[Row] = []
    notes: list[str] = []
    with tempfile.TemporaryDirectory(prefix="menagerie-bench-cpu-") as tmp_s:
        tmp = Path(tmp_s)
        for key in keys:
            try:
                floor = await asyncio.to_thread(_floor_child, key, tables, moves, tmp)
                bot = await measure_game(key, tables, moves, think_s, tmp, profile=profile, spy=spy)
                if profile and keep is not None:
                    keep.mkdir(parents=True, exist_ok=True)
                    shutil.copy(tmp / f"profile-{key}.pstats", keep / f"profile-{key}.pstats")
            except Exception as exc:  # noqa: BLE001 - one game's failure must not hide the others
                log_tail = ""
                log = tmp / f"bot-{key}.log"
                if log.exists():
                    log_tail = " | ".join(log.read_text(errors="replace").strip().splitlines()[-3:])
                notes.append(f"cpu {key}: failed: {type(exc).__name__}: {exc} {log_tail}")
                rows.append(Row("cpu", key, "failed (see notes)"))
                continue
            bare = None
            if library and not profile:  # not beside cProfile: it slows the bot, so bot − library floor means nothing
                try:
                    bare = await measure_bare(bot, bot["shape"], tables, tmp)
                except Exception as exc:  # noqa: BLE001 - the game's own figures stand without it
                    notes.append(f"cpu {key}: library floor failed: {type(exc).__name__}: {exc}")
            line = line_of(key, bot, floor, profile, bare)
            if echo:
                print(line, flush=True)
            notes.append(line)
            n = max(bot["actions"], 1)
            if bare is not None:
                shape = bot["shape"]
                notes.append(
                    f"cpu {key}: library floor: a bare discord.py bot given the same traffic made {bare['clicks']} of "
                    f"{bare['clicks_asked']} clicks' answers, {bare['requests']} requests ({bare['writes_asked']} writes and "
                    f"{bare['token_edits_asked']} token edits asked, {bare['uploads']} uploads) in {bare['wall_s']:.0f} s, "
                    f"{bare['failures']} failed, {bare['limited']} rate limited ({bare['global_429']} global); its round "
                    f"trip p50/p99 {percentile(bare['rt'], 50):.0f}/{percentile(bare['rt'], 99):.0f} ms; the median panel "
                    f"{shape['panel_chars']:,} and table {shape['table_chars']:,} characters of components JSON")
            notes.append(f"cpu {key}: requests per move by kind: " + ", ".join(
                f"{k} {v / n:.2f}" for k, v in sorted(bot["kinds"].items(), key=lambda kv: -kv[1])))
            notes.append(f"cpu {key}: the double and the people used {100 * bot['double_cpu_s'] / bot['wall_s']:.0f}% "
                         f"of a core; the bot {100 * bot['cpu_s'] / bot['wall_s']:.0f}%")
            c = bot["collect"]
            notes.append(f"cpu {key}: a full collection in the bot after the run took {c['collect_ms']:.0f} ms "
                         f"({c['tracked']:,} objects tracked; {c['frozen']:,} frozen at start-up)")
            worst = sorted(bot["rt_kinds"].items(), key=lambda kv: -percentile(kv[1], 99))[:5]
            notes.append(f"cpu {key}: round trip by component (answers, p50/p99 ms): " + ", ".join(
                f"{k} {len(v)}, {percentile(v, 50):.0f}/{percentile(v, 99):.0f}" for k, v in worst))
            if bot["deferred_kinds"]:
                notes.append(f"cpu {key}: deferred answers by component: " + ", ".join(
                    f"{k} x{v}" for k, v in sorted(bot["deferred_kinds"].items(), key=lambda kv: -kv[1])[:6]))
            for e in bot["errors"]:
                notes.append(f"cpu {key}: a table stopped: {e}")
            if bot["global_429"]:
                notes.append(f"cpu {key}: {bot['global_429']} global 429s")
            for p in bot.get("profile", []):
                notes.append(f"cpu {key} profile: {p}")
            sampled = spy / f"spy-{key}.txt" if spy is not None else None
            if sampled is not None and sampled.exists():
                from bench.spy import summarize

                for p in summarize(sampled, ROOT, 1000 * bot["cpu_s"] / max(bot["actions"], 1)):
                    notes.append(f"cpu {key} py-spy: {p}")
            elif sampled is not None:
                notes.append(f"cpu {key} py-spy: no samples (is py-spy installed? `.venv/bin/pip install py-spy`)")
            per_move = 1000 * bot["cpu_s"] / max(bot["actions"], 1)
            floor_ms = 1000 * floor["cpu_s"] / max(floor["actions"], 1)
            ratio = per_move / floor_ms if floor_ms else float("inf")
            rows.append(Row("cpu", f"{key}: bot CPU per move / floor", f"{per_move:.1f} / {floor_ms:.2f} ms = {ratio:.1f}x",
                            f"<= {RATIO_TARGET:.0f}x", judge(ratio <= RATIO_TARGET) if judged else ""))
            if bare is not None:
                lib_ms = library_floor_ms(bot, bare)
                rows.append(Row("cpu", f"{key}: library floor / ours (bot - library)",
                                f"{lib_ms:.1f} ms = {lib_ms / floor_ms if floor_ms else float('inf'):.1f}x / "
                                f"{per_move - lib_ms:.1f} ms"))
            p99 = percentile(bot["rt"], 99)
            turn_based = registry.get(key).turn_timer
            rows.append(Row("cpu", f"{key}: round trip p99, {tables} human-pace tables", f"{p99:.0f} ms",
                            f"<= {RT_TARGET_MS:.0f} ms" if turn_based else "",
                            judge(p99 <= RT_TARGET_MS) if turn_based and judged else ""))
        notes.append(f"cpu: {tables} tables x {PLAYERS} people per game, {moves} moves per table, think time "
                     f"exponential mean {think_s:g} s; the double and the people in one process, the bot in another")
    return rows, notes


def run(quick: bool = False, *, tables: int | None = None, moves: int | None = None) -> tuple[list[Row], list[str]]:
    """For ``python -m bench``: every game with ``tables`` tables (default 50; 5 with ``quick``)."""
    return asyncio.run(run_async(tables or (5 if quick else TABLES), moves or (3 if quick else MOVES), THINK_S,
                                 None, False, judged=not quick))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.cpu_bench", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tables", type=int, default=TABLES)
    ap.add_argument("--moves", type=int, default=MOVES)
    ap.add_argument("--think", type=float, default=THINK_S, help="mean think time before a move, seconds")
    ap.add_argument("--games", default="", help="comma-separated game keys (default: every game)")
    ap.add_argument("--profile", action="store_true", help="profile the bot's event-loop thread")
    ap.add_argument("--no-library", action="store_true",
                    help="skip the library floor (the bare discord.py bot on the same traffic)")
    ap.add_argument("--spy", type=Path, help="sample the bot process with py-spy (installed by hand) during the "
                    "timed phase, keep its folded stacks in this folder as spy-<game>.txt and sum them by area")
    ap.add_argument("--keep", type=Path, help="with --profile: keep each game's pstats file in this folder")
    ap.add_argument("--floor", help=argparse.SUPPRESS)
    ap.add_argument("--out", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.floor:
        result = asyncio.run(floor_async(args.floor, args.tables, args.moves))
        Path(args.out).write_text(json.dumps(result))
        return 0
    games = [g.strip() for g in args.games.split(",") if g.strip()] or None
    rows, notes = asyncio.run(run_async(args.tables, args.moves, args.think, games, args.profile, echo=True,
                                          keep=args.keep, library=not args.no_library, spy=args.spy))
    print()
    for n in notes:
        print(f"  - {n}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
