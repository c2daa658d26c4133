"""Creating matches through the real MatchService: N started matches with 4 human seats, optionally played a few moves."""
from __future__ import annotations

import asyncio
import random
from typing import TYPE_CHECKING, Any

from bench.common import ServiceGame, choose_action

if TYPE_CHECKING:
    from engine.service import MatchService

GUILD = 1


def user_id(match_no: int, seat: int) -> int:
    return 1_000_000 + match_no * 10 + seat


async def create_matches(service: MatchService, sg: ServiceGame, n: int, *, moves: int = 0, seed: int = 0,
                         chunk: int = 100) -> list[int]:
    """Create and start ``n`` matches (``sg.seats`` people each); then play ``moves`` random legal actions in each.

    Runs ``chunk`` matches at a time. Returns the match ids.
    """
    rng = random.Random(seed)
    ids: list[int] = []

    async def one(no: int) -> int:
        rec = await service.create_lobby(
            game=sg.key, guild_id=GUILD, channel_id=2, host_id=user_id(no, 0), host_name=f"P{no}-0",
            options=sg.options, seed=seed * 100_003 + no,
        )
        for s in range(1, sg.seats):
            await service.join(rec.id, user_id(no, s), f"P{no}-{s}")
        await service.start_match(rec.id, user_id(no, 0))
        for _ in range(moves):
            choice = choose_action(service, rec.id, rng)
            if choice is None:
                break
            await service.act(rec.id, *choice)
        return rec.id

    for start in range(0, n, chunk):
        ids += await asyncio.gather(*(one(no) for no in range(start, min(n, start + chunk))))
    await service.wait_idle()
    return ids


async def make_active_db(path: str, sg: ServiceGame, n: int, moves: int = 10) -> dict[str, Any]:
    """Write a database at ``path`` holding ``n`` active matches ``moves`` actions in; return facts about it."""
    from engine.service import MatchService
    from storage import Storage

    storage = await Storage.open(path)
    service = MatchService(storage, bot_delay_scale=0)
    await service.start()
    await create_matches(service, sg, n, moves=moves, seed=7)
    active = len([r for r in service.running() if r.status == "active"])
    row = await storage.db.fetchone(
        "SELECT avg(length(CAST(state AS BLOB))) FROM matches WHERE status = 'active'"
    )
    assert row is not None  # an aggregate query always returns one row
    await service.close()
    await storage.close()
    return {"active": active, "state_bytes": float(row[0] or 0)}
