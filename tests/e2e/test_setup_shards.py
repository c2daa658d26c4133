"""Guild settings across processes (issue 22): two bot processes on shards 0 and 1 of 2 share one
PostgreSQL database with this test's own process. A ``/setup`` change made in one process is
seen by the others within seconds (each polls the rows changed lately, engine/service/guild_configs.py):

* this process restricts where games are opened on a server of each shard; each shard's bot,
  which has that server's configuration cached already, refuses ``/play`` elsewhere soon after;
* an admin clears the list through shard 0's bot; this process's cached copy follows.
"""
from __future__ import annotations

import asyncio
import signal
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest

from engine.service.guild_config import GuildConfig
from engine.service.guild_configs import GuildConfigs
from sandbox import Sandbox
from sandbox.model import Channel, Guild, User
from storage import open_storage
from tests.e2e.test_shards import start_process, until
from tests.service.test_shards import guilds_on_both_shards
from tests.waiting import eventually


@pytest.mark.backends("postgresql")
async def test_a_setup_change_on_one_process_is_seen_by_the_others(pg_databases: Any, tmp_path: Path) -> None:
    url = pg_databases()
    storage = await open_storage(url)
    mine = GuildConfigs(storage, clock=time.time, poll_s=0.2)  # "another process": this test's
    procs: dict[int, subprocess.Popen[bytes]] = {}
    logs = {i: tmp_path / f"shard{i}.log" for i in (0, 1)}
    async with Sandbox(quiet=0.01) as sb:
        try:
            guilds = guilds_on_both_shards(sb, per_shard=1)
            places: dict[int, tuple[Guild, Channel, Channel, User]] = {}
            for shard, found in guilds.items():  # a shard may have got more than one: the first serves
                g = found[0]
                places[shard] = (g, sb.add_channel(g, "games"), sb.add_channel(g, "chat"), sb.world.users[g.owner_id])
            gateway = sb.server.gateway

            async def connected(*shards: int) -> bool:
                live = {s.shard for s in gateway.live_sessions}
                return all((i, 2) in live for i in shards) and bool(sb.world.commands)

            for i in (0, 1):
                procs[i] = start_process(sb, url, i, logs[i])
            await until(lambda: connected(0, 1), "both shard processes to connect")

            async def play(shard: int) -> str:
                g, _games, chat, owner = places[shard]
                r = await sb.slash(owner, chat, "play", game="mission-wild-life", settle=False)
                assert not r.failed and r.message is not None, r.errors
                return r.message.text() if r.ephemeral else "opened"

            for shard in (0, 1):  # each bot reads (and caches) its server's configuration: anywhere
                assert await play(shard) == "opened"
                await mine.get(places[shard][0].id)

            for shard in (0, 1):
                games_id = places[shard][1].id

                def only_games(config: GuildConfig, channel: int = games_id) -> None:
                    config.channels = [channel]

                await mine.change(places[shard][0].id, only_games)
            for shard in (0, 1):
                where = f"Games are opened in <#{places[shard][1].id}> on this server."

                async def refused(shard: int = shard, where: str = where) -> bool:
                    return await play(shard) == where

                await eventually(refused, what=f"shard {shard}'s bot to see the change made elsewhere")

            mine.start()
            g0, _games, chat, owner = places[0]
            r = await sb.slash(owner, chat, "setup", "channels anywhere", settle=False)
            assert r.message is not None and "any channel" in r.message.text(), r.errors

            async def followed() -> bool:
                return (await mine.get(g0.id)).channels == []

            await eventually(followed, what="this process to see shard 0's change")
        finally:
            for p in procs.values():
                if p.poll() is None:
                    p.send_signal(signal.SIGTERM)
            for p in procs.values():
                try:
                    await asyncio.to_thread(p.wait, 15)
                except subprocess.TimeoutExpired:
                    p.kill()
                    await asyncio.to_thread(p.wait, 5)
            await mine.close()
            await storage.close()
    for i, log in logs.items():
        text = log.read_text(errors="replace")
        assert "Traceback" not in text or "KeyboardInterrupt" in text, f"shard {i} logged an error:\n{text[-3000:]}"

