"""Crash (issue 13, "Proof"): the bot killed with SIGKILL at random moments while people play.

    python -m bench.crash [--matches 100] [--kills 10] [--tables 10] [--seed 1]
                          [--games mission-wild-life,rescue-animals] [--kill-every 3,30]
    python -m bench crash                        # the same through the bench runner

The Discord double runs in this process; the bot runs in another (``python -m
harness.shard_bot``, the one-bot-process entry point, unsharded) on a SQLite file. ``--tables``
tables (a guild, a channel, the game's fewest people) play ``--matches`` matches in all, the
games taking turns by table (turn-based Mission: Wild Life and real-time Rescue Animals by
default). Simulated people open each lobby with ``/play``, join, start, and play legal moves
(the game's bot policy on their own seat's view, read from the database) through their panels'
components. At seeded random moments the bot process is killed with SIGKILL and started again
after a seeded pause; clicks meanwhile fail as on Discord, and people retry.

Checked at the end (figures printed): every move whose click the bot acknowledged as made
(the double saw the callback, and the panel came back without a "⚠️" refusal) is in the match's
action log after the version the person saw; every match finished; every stored state equals the
replay of its log and every version its log's length (:func:`harness.arena.stored_invariant_breaks`);
``PRAGMA integrity_check`` is ``ok``.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.common import Row
from cogs.kit.ui import GAME_UIS, discover
from engine import registry
from engine.core import Rng
from harness.arena import stored_invariant_breaks
from sandbox.driver import ClientRefused, Sandbox
from sandbox.model import Channel, Interaction, Message, User
from storage import open_storage

ROOT = Path(__file__).resolve().parents[1]

GAMES = ("mission-wild-life", "rescue-animals")
FAST_LOBBY = {"rescue-animals": {"countdown_s": 2.0, "claim_window_ms": 250}}  # the lobby selects' quickest presets
LOBBY_ID = re.compile(r"lobby:([0-9]+):")


@dataclass
class Made:
    """A move a person was told was made: the match, seat, action and the version they chose it at."""

    match_id: int
    seat: int
    action: Any
    seen_version: int


@dataclass
class CrashReport:
    matches: int = 0
    finished: int = 0
    kills: int = 0
    restarts: int = 0
    moves_made: int = 0  # acknowledged as made
    moves_missing: int = 0  # acknowledged as made, not in the log
    clicks: int = 0
    clicks_failed: int = 0  # "This interaction failed" (mostly while the bot was down)
    invariant_breaks: int = 0
    integrity: str = ""
    actions_logged: int = 0
    seconds: float = 0.0
    notes: list[str] = field(default_factory=list)

    def ok(self) -> bool:
        return (self.finished == self.matches and self.moves_missing == 0 and self.invariant_breaks == 0
                and self.integrity == "ok")

    def lines(self) -> list[str]:
        return [
            f"matches: {self.finished}/{self.matches} finished in {self.seconds:.1f} s; {self.actions_logged} actions logged",
            f"bot SIGKILLed {self.kills} times, restarted {self.restarts} times",
            f"clicks: {self.clicks}, failed (bot down or restarting): {self.clicks_failed}",
            f"moves acknowledged as made: {self.moves_made}, missing from the action log: {self.moves_missing}",
            f"stored state != replay of the log (or version != log length): {self.invariant_breaks}",
            f"PRAGMA integrity_check: {self.integrity}",
        ]


@dataclass
class Person:
    user: User
    panel: Message | None = None


@dataclass
class Table:
    game: str
    channel: Channel
    people: list[Person]
    match_id: int | None = None


class BotProcess:
    """The bot in its own process, started and SIGKILLed on demand."""

    def __init__(self, sb: Sandbox, database_url: str, log: Path) -> None:
        self.sb, self.url, self.log = sb, database_url, log
        self.proc: subprocess.Popen[bytes] | None = None

    async def start(self) -> None:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "SHARD_", "DATABASE_"))}
        env.update(DATABASE_URL=self.url, TURN_TIMEOUT="0", PYTHONPATH=str(ROOT))
        gateway = self.sb.server.gateway
        before = gateway.identifies
        with self.log.open("ab") as out:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "harness.shard_bot", "--api", self.sb.api_url, "--gateway", self.sb.gateway_url],
                cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT,
            )
        end = time.monotonic() + 60
        while not (gateway.identifies > before and gateway.live_sessions and self.sb.world.commands):
            if self.proc.poll() is not None:
                raise RuntimeError(f"the bot exited with {self.proc.returncode}; see {self.log}")
            if time.monotonic() > end:
                raise RuntimeError(f"the bot did not connect within 60 s; see {self.log}")
            await asyncio.sleep(0.05)
        await asyncio.sleep(0.3)  # on_ready's repairs

    async def kill(self) -> None:
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        await asyncio.to_thread(self.proc.wait, 10)

    async def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                await asyncio.to_thread(self.proc.wait, 20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                await asyncio.to_thread(self.proc.wait, 5)


class Crash:
    def __init__(self, sb: Sandbox, workdir: Path, *, matches: int, kills: int, tables: int, seed: int,
                 games: tuple[str, ...], kill_every: tuple[float, float],
                 kill_after_moves: tuple[int, ...] = ()) -> None:
        self.sb, self.workdir = sb, workdir
        self.kill_every, self.kill_after_moves = kill_every, kill_after_moves
        self.target_matches, self.target_kills = matches, kills
        self.rng = random.Random(seed)
        self.seed = seed
        self.report = CrashReport(matches=matches)
        self.made: list[Made] = []
        self.match_ids: list[int] = []
        self.opened = 0
        self.database = workdir / "crash.sqlite3"
        self.bot = BotProcess(sb, f"sqlite:///{self.database}", workdir / "bot.log")
        self.tables: list[Table] = []
        for i in range(tables):
            game = registry.get(games[i % len(games)])
            people = [Person(sb.add_user(f"t{i}-p{j + 1}", dms_open=False)) for j in range(game.min_players)]
            guild = sb.add_guild(f"Zoo {i}", members=[p.user for p in people], owner=people[0].user)
            self.tables.append(Table(game.key, sb.add_channel(guild, "games"), people))
        self.storage: Any = None
        self.done = asyncio.Event()

    # ---------------------------------------------------------------- clicks
    async def interact(self, coro: Any) -> Interaction | None:
        try:
            r: Interaction = await coro
        except ClientRefused:
            return None
        self.report.clicks += 1
        if r.failed:
            self.report.clicks_failed += 1
        return r

    async def open_match(self, t: Table) -> int | None:
        host = t.people[0]
        r = await self.interact(self.sb.slash(host.user, t.channel, "play", game=t.game, settle=False))
        if r is None or r.failed or r.message is None:
            return None
        lobby = r.message
        found = next((LOBBY_ID.match(str(c.get("custom_id", ""))) for c in lobby.iter_components()
                      if LOBBY_ID.match(str(c.get("custom_id", "")))), None)
        if found is None:
            return None
        match_id = int(found[1])
        for name, value in FAST_LOBBY.get(t.game, {}).items():
            await self.until_ok(lambda n=name, v=value: self.sb.select(host.user, self.fresh(lobby), f"lobby:{match_id}:opt:{n}",
                                                                        [json.dumps(v)], settle=False))
        for p in t.people[1:]:
            await self.until_ok(lambda p=p: self.sb.click(p.user, self.fresh(lobby), label="Join", settle=False))
        await self.until_ok(lambda: self.sb.click(host.user, self.fresh(lobby), label="Start", settle=False))
        return match_id

    def fresh(self, message: Message) -> Message:
        return self.sb.world.messages.get(message.id, message)

    async def until_ok(self, call: Any, tries: int = 200) -> Interaction | None:
        """Repeat a click until the bot answers it (it may be down); give up after ``tries``."""
        for _ in range(tries):
            r = await self.interact(call())
            if r is not None and not r.failed:
                return r
            await asyncio.sleep(0.1)
        return None

    def table_message(self, match_id: int) -> Message | None:
        wanted = f"table:{match_id}:panel"
        for m in reversed(list(self.sb.world.messages.values())):
            if not m.deleted and any(str(c.get("custom_id", "")) == wanted for c in m.iter_components()):
                return m
        return None

    async def press(self, p: Person, match_id: int, custom_id: str, values: list[str] | None) -> Interaction | None:
        for attempt in range(2):
            if p.panel is None or attempt > 0:
                table = self.table_message(match_id)
                if table is None:
                    return None
                r = await self.interact(self.sb.click(p.user, table, custom_id=f"table:{match_id}:panel", settle=False))
                if r is None or r.failed or r.message is None or not (r.message.buttons or r.message.selects):
                    return None
                p.panel = r.message
            panel = self.fresh(p.panel)
            comp = next((c for c in panel.iter_components() if c.get("custom_id") == custom_id), None)
            offered = {o.get("value") for o in (comp or {}).get("options") or []}
            if comp is None or comp.get("disabled") or (values is not None and offered and not set(values) <= offered):
                continue
            call = (self.sb.click(p.user, panel, custom_id=custom_id, settle=False) if values is None
                    else self.sb.select(p.user, panel, custom_id, values, settle=False))
            return await self.interact(call)
        return None

    # ---------------------------------------------------------------- people
    async def play_table(self, t: Table, index: int) -> None:
        rng = Rng.from_seed(self.seed * 1000 + index)
        game, ui = registry.get(t.game), GAME_UIS[t.game]
        while self.opened < self.target_matches:
            self.opened += 1
            match_id = None
            while match_id is None:
                match_id = await self.open_match(t)
                if match_id is None:
                    await asyncio.sleep(0.2)
            t.match_id = match_id
            self.match_ids.append(match_id)
            for p in t.people:
                p.panel = None
            seats: dict[int, Person] = {}
            idle_since = time.monotonic()
            while True:
                record = await self.storage.matches.get(match_id)
                if record is None or record.status in ("finished", "cancelled"):
                    break
                if record.status != "active" or record.state is None:
                    await asyncio.sleep(0.1)
                    continue
                if not seats:
                    seats = {s.seat: next(p for p in t.people if p.user.id == s.user_id) for s in record.seats}
                state = game.State.model_validate_json(record.state)
                moved = False
                for seat in sorted(game.to_act(state)):
                    view = game.view(state, seat)
                    action = game.bot_action(view, seat, rng)
                    if action is None:
                        continue
                    for custom_id, values in ui.clicks_for(record, view, action):
                        r = await self.press(seats[seat], match_id, custom_id, values)
                        if r is None or r.failed:
                            break
                        if r.response_type == 7 and r.message is not None:
                            seats[seat].panel = r.message
                        click = ui.codec.decode(custom_id, values or ())
                        if click.verb.action is not None and self.made_it(r):  # a move (not a menu): what the bot logs
                            made = click.verb.action(click.params, click.values)  # the typed action the bot plays
                            self.made.append(Made(match_id, seat, json.loads(made.model_dump_json()), record.version))
                            self.report.moves_made += 1
                            moved = True
                if moved:
                    idle_since = time.monotonic()
                elif time.monotonic() - idle_since > 120:
                    self.report.notes.append(f"match {match_id}: nobody could move for 120 s")
                    break
                await asyncio.sleep(0.02 if moved else 0.1)
            self.report.finished += 1 if (record is not None and record.status == "finished") else 0

    @staticmethod
    def made_it(r: Interaction) -> bool:
        """The bot answered a move's click with the redrawn panel and no refusal line on top."""
        if r.failed or r.response_type not in (4, 7) or r.message is None:
            return False
        text = r.message.content or ""
        return not text.startswith("⚠️") and bool(r.message.buttons or r.message.selects or "move was made" in text)

    # ---------------------------------------------------------------- the killer
    async def killer(self) -> None:
        while self.report.kills < self.target_kills and not self.done.is_set():
            if self.kill_after_moves:
                if not await self.moves_reach(self.kill_after_moves[self.report.kills]):
                    return
            else:
                try:
                    await asyncio.wait_for(self.done.wait(), timeout=self.rng.uniform(*self.kill_every))
                    return
                except TimeoutError:
                    pass
            await self.bot.kill()
            self.report.kills += 1
            await asyncio.sleep(self.rng.uniform(0.1, 1.5))
            await self.bot.start()
            self.report.restarts += 1

    async def moves_reach(self, count: int) -> bool:
        """Wait until ``count`` moves were acknowledged as made; False if every match ended first."""
        while self.report.moves_made < count:
            if self.done.is_set():
                return False
            await asyncio.sleep(0.02)
        return True

    # ---------------------------------------------------------------- run
    async def run(self) -> CrashReport:
        started = time.monotonic()
        await self.bot.start()
        self.storage = await open_storage(f"sqlite:///{self.database}")
        try:
            killer = asyncio.create_task(self.killer())
            await asyncio.gather(*(self.play_table(t, i) for i, t in enumerate(self.tables)))
            self.done.set()
            await killer
        finally:
            await self.bot.stop()
        await self.check()
        await self.storage.close()
        self.report.seconds = time.monotonic() - started
        return self.report

    async def check(self) -> None:
        matches = self.storage.matches
        logs: dict[int, list[tuple[int, int, Any]]] = {}
        for match_id in self.match_ids:
            logs[match_id] = [(seq, seat, json.loads(a)) for seq, seat, a in await matches.actions(match_id)]
            self.report.actions_logged += len(logs[match_id])
        lost = missing_moves(self.made, logs)
        missing = len(lost)
        for m in lost[:10]:
            self.report.notes.append(f"match {m.match_id}: seat {m.seat}'s {m.action} (after version {m.seen_version}) "
                                     "was acknowledged but is not in the log")
        self.report.moves_missing = missing
        breaks = await stored_invariant_breaks(matches, self.match_ids)
        self.report.invariant_breaks = len(breaks)
        self.report.notes.extend(breaks[:10])
        statuses: Counter[str] = Counter()
        for match_id in self.match_ids:
            record = await matches.get(match_id)
            statuses[record.status if record is not None else "missing"] += 1
        self.report.finished = statuses.get("finished", 0)
        if self.report.finished != self.report.matches:
            self.report.notes.append(f"statuses: {dict(statuses)}")
        conn = sqlite3.connect(self.database)
        try:
            self.report.integrity = "; ".join(r[0] for r in conn.execute("PRAGMA integrity_check"))
        finally:
            conn.close()


def missing_moves(made: list[Made], logs: dict[int, list[tuple[int, int, Any]]]) -> list[Made]:
    """The acknowledged moves with no entry of their own in their match's log (``{match: [(seq, seat,
    action)]}``): the same seat and action at a ``seq`` after the version the person saw, each log
    entry standing for one move only."""
    used: set[tuple[int, int]] = set()
    lost: list[Made] = []
    for m in made:
        hit = next((seq for seq, seat, a in logs.get(m.match_id, [])
                    if seq > m.seen_version and seat == m.seat and a == m.action and (m.match_id, seq) not in used), None)
        if hit is None:
            lost.append(m)
        else:
            used.add((m.match_id, hit))
    return lost


async def run_crash(matches: int = 100, kills: int = 10, *, tables: int = 10, seed: int = 1,
                    games: tuple[str, ...] = GAMES, kill_every: tuple[float, float] = (3.0, 30.0),
                    workdir: Path | None = None, kill_after_moves: tuple[int, ...] = ()) -> CrashReport:
    """Run the crash bench (see the module docstring) and return its figures. The bot is killed
    after a pause drawn uniformly from ``kill_every`` seconds, until ``kills`` kills or the end;
    with ``kill_after_moves`` (one count per kill, rising) kill *i* comes instead once that many
    moves were acknowledged, so a test's kills do not depend on how fast a busy machine plays."""
    if kill_after_moves and len(kill_after_moves) < kills:
        raise ValueError(f"kill_after_moves names {len(kill_after_moves)} kills, fewer than {kills}")
    discover()
    with tempfile.TemporaryDirectory(prefix="menagerie-crash-") as tmp:
        folder = workdir or Path(tmp)
        async with Sandbox(quiet=0.01) as sb:
            crash = Crash(sb, folder, matches=matches, kills=kills, tables=tables, seed=seed, games=games,
                          kill_every=kill_every, kill_after_moves=kill_after_moves)
            report = await crash.run()
        log = (folder / "bot.log").read_text(errors="replace")
        tracebacks = log.count("Traceback")
        if tracebacks:
            report.notes.append(f"the bot's log holds {tracebacks} tracebacks; first: "
                                + log[log.index("Traceback"):][:1500])
        return report


def run(quick: bool) -> tuple[list[Row], list[str]]:
    """For ``python -m bench crash``: rows and notes of one run (6 matches and 2 kills with --quick)."""
    report = asyncio.run(run_crash(4, 2, tables=2, kill_every=(2.0, 8.0)) if quick else run_crash())
    rows = [
        Row("crash", "matches finished", f"{report.finished}/{report.matches}", "all",
            "met" if report.finished == report.matches else "NOT met"),
        Row("crash", "SIGKILLs survived", str(report.kills), ">= 10" if not quick else ""),
        Row("crash", "acknowledged moves missing from the log", f"{report.moves_missing} of {report.moves_made}", "0",
            "met" if report.moves_missing == 0 else "NOT met"),
        Row("crash", "stored state != replay of the log", str(report.invariant_breaks), "0",
            "met" if report.invariant_breaks == 0 else "NOT met"),
        Row("crash", "PRAGMA integrity_check", report.integrity, "ok", "met" if report.integrity == "ok" else "NOT met"),
    ]
    return rows, report.lines() + report.notes


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--matches", type=int, default=100)
    parser.add_argument("--kills", type=int, default=10)
    parser.add_argument("--tables", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", default=",".join(GAMES), help="comma-separated game keys, one per table in turn")
    parser.add_argument("--kill-every", default="3,30", help="seconds between kills: uniform in LO,HI (seeded)")
    args = parser.parse_args(argv)
    lo, hi = (float(x) for x in args.kill_every.split(","))
    report = asyncio.run(run_crash(args.matches, args.kills, tables=args.tables, seed=args.seed, kill_every=(lo, hi),
                                   games=tuple(g.strip() for g in args.games.split(",") if g.strip())))
    for line in report.lines():
        print(line)
    for note in report.notes:
        print("  note:", note)
    return 0 if report.ok() else 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
