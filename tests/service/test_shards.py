"""Shards (issue 14): which process owns which guild's matches, and the double's sharded gateway.

Discord sends a guild's events to shard ``(guild_id >> 22) % shard_count`` and DMs to shard 0;
the double must route the same way, and a MatchService set to some shards reloads only
their matches. The two-process end-to-end test is in tests/e2e/test_shards.py.
"""
from __future__ import annotations

import asyncio
import json
from typing import Any

import aiohttp
import discord
import pytest

from engine.service import MatchService
from engine.service.shards import ShardFilter, shard_of
from sandbox import Sandbox
from sandbox.model import Guild
from settings import Settings
from storage import SeatRecord


def test_shard_of_follows_discords_formula() -> None:
    gid = 1577039011736715272
    assert shard_of(gid, 2) == (gid >> 22) % 2
    assert shard_of(None, 4) == 0  # DMs: shard 0
    f = ShardFilter(2, frozenset({1}))
    assert f.owns(gid) == ((gid >> 22) % 2 == 1) and not f.owns(None)
    with pytest.raises(ValueError):
        ShardFilter(2, frozenset({2}))


def test_shard_settings_are_checked() -> None:
    s = Settings(_env_file=None, shard_count=4, shard_ids="1, 3")
    assert s.owned_shards() == (4, [1, 3])
    assert Settings(_env_file=None, shard_count=2).owned_shards() == (2, [0, 1])
    assert Settings(_env_file=None).owned_shards() is None
    for bad in ({"shard_ids": "0"}, {"shard_count": 2, "shard_ids": "2"}, {"shard_count": 2, "shard_ids": "1,1"}):
        with pytest.raises(ValueError, match="SHARD"):
            Settings(_env_file=None, **bad)
    with pytest.raises(ValueError, match="DATABASE_URL"):
        Settings(_env_file=None, database_url="mysql://x")


def guilds_on_both_shards(sb: Sandbox, per_shard: int = 1) -> dict[int, list[Guild]]:
    """Guilds until each of two shards has at least ``per_shard`` (one may get more), moving the
    sandbox clock so snowflakes differ."""
    found: dict[int, list[Guild]] = {0: [], 1: []}
    owner = sb.add_user("owner")
    while min(len(v) for v in found.values()) < per_shard:
        g = sb.add_guild(f"guild {sum(map(len, found.values()))}", members=[owner], owner=owner)
        found[shard_of(g.id, 2)].append(g)
        sb.advance(0.001)
    return found


async def test_sharded_identify_gets_only_its_guilds_and_their_events() -> None:
    async with Sandbox(quiet=0.01) as sb:
        guilds = guilds_on_both_shards(sb, per_shard=2)
        clients = [discord.AutoShardedClient(intents=discord.Intents.default(), shard_count=2, shard_ids=[i],
                                             guild_ready_timeout=0.05) for i in (0, 1)]
        for c in clients:
            await sb.connect(c)
        try:
            for i, c in enumerate(clients):
                assert {g.id for g in c.guilds} == {g.id for g in guilds[i]}
            sessions = {s.shard: s for s in sb.server.gateway.live_sessions}
            assert set(sessions) == {(0, 2), (1, 2)}
            # A guild's event reaches only its shard's connection; an event of no guild (a DM) shard 0's.
            for shard, gs in guilds.items():
                before = {k: s.seq for k, s in sessions.items()}
                n = await sb.server.gateway.dispatch("GUILD_UPDATE", {"id": str(gs[0].id), "name": "renamed"})
                assert n == 1 and sessions[(shard, 2)].seq == before[(shard, 2)] + 1
                assert sessions[(1 - shard, 2)].seq == before[(1 - shard, 2)]
            dm = {"id": "1", "channel_id": "2", "author": {"id": "3", "username": "x"}, "content": "hi"}
            before = {k: s.seq for k, s in sessions.items()}
            assert await sb.server.gateway.dispatch("TYPING_START", dm) == 1
            assert sessions[(0, 2)].seq == before[(0, 2)] + 1
        finally:
            for c in clients:
                await sb.disconnect(c)


@pytest.mark.parametrize("shard", [[2, 2], [0, 0], ["a", 1]])
async def test_an_invalid_shard_is_closed_with_4010(shard: list[Any]) -> None:
    async with Sandbox() as sb, aiohttp.ClientSession() as http, http.ws_connect(sb.gateway_url) as ws:
        hello = json.loads((await ws.receive()).data)
        assert hello["op"] == 10
        await ws.send_str(json.dumps({"op": 2, "d": {"token": "t", "intents": 1, "properties": {}, "shard": shard}}))
        msg = await asyncio.wait_for(ws.receive(), 5)
        assert msg.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED) and ws.close_code == 4010


async def test_a_service_reloads_only_the_matches_of_its_shards(storage: Any, toy: object) -> None:
    ids = {0: [], 1: []}  # type: dict[int, list[int]]
    for n in range(40):
        gid = (n << 22) | 5  # shard n % 2
        rec = await storage.matches.create(guild_id=gid, channel_id=1, game="toy", host_id=10, options={"target": 50},
                                           seed=n, seats=[SeatRecord(0, 10, "a"), SeatRecord(1, 11, "b")], at=1e12)
        ids[shard_of(gid, 2)].append(rec.id)
    for shard in (0, 1):
        svc = MatchService(storage, turn_timeout_s=0, bot_delay_scale=0, shards=ShardFilter(2, frozenset({shard})),
                           clock=lambda: 1e12)
        await svc.start()
        try:
            assert sorted(r.id for r in svc.running()) == ids[shard]
        finally:
            await svc.close()


async def test_a_service_repairs_only_the_ended_matches_of_its_shards(storage: Any, toy: object) -> None:
    """ended_since (the table cog's repair at start) lists only the owned guilds' matches: another
    process's recently ended matches are not redrawn (nor their DM copies sent again) by this one."""
    ids = {0: [], 1: []}  # type: dict[int, list[int]]
    for n in range(6):
        gid = (n << 22) | 5  # shard n % 2
        rec = await storage.matches.create(guild_id=gid, channel_id=1, game="toy", host_id=10, options={"target": 50},
                                           seed=n, seats=[SeatRecord(0, 10, "a"), SeatRecord(1, 11, "b")], at=1e12)
        await storage.matches.set_status(rec.id, "cancelled", 1e12)
        ids[shard_of(gid, 2)].append(rec.id)
    for shard in (0, 1):
        svc = MatchService(storage, turn_timeout_s=0, bot_delay_scale=0, shards=ShardFilter(2, frozenset({shard})),
                           clock=lambda: 1e12)
        assert sorted(r.id for r in await svc.ended_since(1e12 - 60)) == ids[shard]
