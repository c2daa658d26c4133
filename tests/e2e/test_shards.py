"""Two bot processes on shards 0 and 1 of 2, one PostgreSQL database, the Discord double (issue 14).

Matches in servers of both shards play to the end at the same time (a person opens each,
adds bots, starts it and abandons, so bots play every seat); the shard-0 process is killed
with SIGKILL in the middle and started again. Every match must finish exactly once — an
action log without gaps, results for every seat, the person rated once (last place) —
and each server's ``/standings`` (answered by the process of its shard) must agree with that.
"""
from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import asyncpg

from sandbox import Sandbox
from sandbox.model import Channel, Guild, User
from tests.service.test_shards import guilds_on_both_shards

ROOT = Path(__file__).resolve().parents[2]
GAME = "mission-wild-life"  # 3 seats: the person (who abandons) and two bots


def start_process(sb: Sandbox, database_url: str, shard: int, log: Path) -> subprocess.Popen[bytes]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "SHARD_", "DATABASE_"))}
    env.update(DATABASE_URL=database_url, SHARD_COUNT="2", SHARD_IDS=str(shard), TURN_TIMEOUT="0")
    with log.open("ab") as out:
        return subprocess.Popen(
            [sys.executable, "-m", "harness.shard_bot", "--api", sb.api_url, "--gateway", sb.gateway_url,
             "--bot-delay-scale", "0.1"],
            cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT,
        )


async def until(predicate: Callable[[], Any], what: str, timeout: float = 60.0) -> None:
    end = time.monotonic() + timeout
    while not await predicate():
        if time.monotonic() > end:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.05)


async def test_two_shard_processes_finish_every_match_through_a_kill(pg_databases: Any, tmp_path: Path) -> None:
    url = pg_databases()
    db = await asyncpg.connect(url)
    procs: dict[int, subprocess.Popen[bytes]] = {}
    logs = {i: tmp_path / f"shard{i}.log" for i in (0, 1)}
    async with Sandbox(quiet=0.01) as sb:
        try:
            guilds = guilds_on_both_shards(sb, per_shard=2)
            places: list[tuple[int, Guild, Channel, User]] = []
            for shard, gs in guilds.items():
                for g in gs[:2]:  # one shard may have found a third guild before the other its second
                    host = sb.add_user(f"host of {g.name}")
                    sb.add_member(g, host)
                    places.append((shard, g, sb.add_channel(g, "games"), host))
            gateway = sb.server.gateway

            async def connected(*shards: int) -> bool:
                live = {s.shard for s in gateway.live_sessions}
                return all((i, 2) in live for i in shards) and bool(sb.world.commands)

            for i in (0, 1):
                procs[i] = start_process(sb, url, i, logs[i])
            await until(lambda: connected(0, 1), "both shard processes to connect")

            # Each host opens a lobby, adds two bots, starts, and leaves the seat to a bot.
            for _, _g, channel, host in places:
                r = await sb.slash(host, channel, "play", game=GAME, settle=False)
                assert not r.failed and r.message is not None, f"/play: {r.errors}"
                for _ in range(2):
                    assert not (await sb.click(host, r.message, label="Add bot", settle=False)).failed
                assert not (await sb.click(host, r.message, label="Start", settle=False)).failed
            for _, _g, channel, host in places:
                left = await sb.slash(host, channel, "abandon", settle=False)
                assert not left.failed and left.message is not None, left.errors
                assert "a bot plays your seat" in left.message.text(), left.message.text()

            async def versions() -> dict[int, tuple[str, int]]:
                rows = await db.fetch("SELECT id, status, version, guild_id FROM matches ORDER BY id")
                return {r["id"]: (r["status"], r["version"]) for r in rows}

            shard0 = {r["id"] for r in await db.fetch("SELECT id, guild_id FROM matches")
                      if (r["guild_id"] >> 22) % 2 == 0}
            assert len(shard0) == 2

            async def underway() -> bool:
                v = await versions()
                return all(v[m][1] >= 3 for m in shard0)

            await until(underway, "the shard-0 matches to get going")
            procs[0].send_signal(signal.SIGKILL)
            await asyncio.to_thread(procs[0].wait, 10)
            at_kill = await versions()
            assert any(at_kill[m][0] == "active" for m in shard0), "the matches ended before the kill; slow the bots"
            await asyncio.sleep(0.5)  # shard 1 plays on meanwhile
            procs[0] = start_process(sb, url, 0, logs[0])
            await until(lambda: connected(0), "the restarted shard-0 process to connect")

            async def all_finished() -> bool:
                return all(status == "finished" for status, _ in (await versions()).values())

            await until(all_finished, "every match to finish", timeout=180)

            for match_id, (_, version) in (await versions()).items():
                seqs = [r[0] for r in await db.fetch("SELECT seq FROM actions WHERE match_id = $1 ORDER BY seq", match_id)]
                assert seqs == list(range(1, version + 1)), f"match {match_id}: log has gaps or extras"
                results = await db.fetch("SELECT user_id, place, abandoned FROM results WHERE match_id = $1", match_id)
                assert len(results) == 3 and sum(r["abandoned"] for r in results) == 1
            for shard, guild, channel, host in places:
                rating = await db.fetchrow("SELECT games, wins FROM ratings WHERE guild_id = $1 AND user_id = $2",
                                           guild.id, host.id)
                assert rating is not None and (rating["games"], rating["wins"]) == (1, 0)
                assert await db.fetchval("SELECT COUNT(*) FROM ratings WHERE guild_id = $1", guild.id) == 1
                board = await sb.slash(host, channel, "standings", game=GAME, settle=False)
                assert not board.failed, f"shard {shard}: /standings failed"
                assert board.message is not None
                text = board.message.text()
                assert host.name in text and "#1 of 1" in text and "1 game" in text and "0 wins" in text, text
        finally:
            for p in procs.values():
                if p.poll() is None:
                    p.send_signal(signal.SIGTERM)
            for p in procs.values():  # waited off the event loop: closing, the bots still talk to the double
                try:
                    await asyncio.to_thread(p.wait, 15)
                except subprocess.TimeoutExpired:
                    p.kill()
                    await asyncio.to_thread(p.wait, 5)
            await db.close()
    for i, log in logs.items():
        text = log.read_text(errors="replace")
        assert "Traceback" not in text or "KeyboardInterrupt" in text, f"shard {i} logged an error:\n{text[-3000:]}"
