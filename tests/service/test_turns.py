"""Whose turn it is (issue 21): ``MatchService.turn`` and ``turns_of`` — the one read of a turn's
start and deadline, and "every match where it is X's turn" across shards, on both backends."""
from __future__ import annotations

from typing import Any

from engine.core import parse_action
from engine.service import MatchService
from engine.service.shards import ShardFilter, shard_of

ME, YOU = 10, 11
NOW = 1e9


async def _match(svc: MatchService, guild_id: int, first: int, second: int) -> int:
    lobby = await svc.create_lobby(game="toy", guild_id=guild_id, channel_id=1, host_id=first, host_name="a",
                                   options={"target": 50, "turn_timeout_s": 43_200, "time_bank_s": 0})
    await svc.join(lobby.id, second, "b")
    await svc.start_match(lobby.id, first)
    return lobby.id


async def test_turns_of_lists_every_shards_matches_and_only_where_it_is_your_turn(storage: Any, toy: object) -> None:
    """A service on shard 0 lists the match it runs (live) and the one shard 1 runs (as stored);
    not a match where it is someone else's turn, nor one that ended."""
    guild = {s: next(g for g in ((n << 22) | 5 for n in range(8)) if shard_of(g, 2) == s) for s in (0, 1)}
    clock = [NOW]
    services = {s: MatchService(storage, turn_timeout_s=0, bot_delay_scale=0, shards=ShardFilter(2, frozenset({s})),
                                clock=lambda: clock[0]) for s in (0, 1)}
    for svc in services.values():
        await svc.start()
    try:
        mine_here = await _match(services[0], guild[0], ME, YOU)  # seat 0 (me) moves first
        mine_there = await _match(services[1], guild[1], ME, YOU)
        yours = await _match(services[0], guild[0], YOU, ME)  # it is YOU's turn there
        ended = await _match(services[0], guild[0], ME, YOU)
        await services[0].end_match(ended)
        turn = services[0].turn(mine_here, 0)
        assert turn is not None and turn.deadline == NOW + 43_200 and turn.started_at == NOW
        assert turn.user_id == ME and turn.key.startswith("turn:0:")
        assert services[0].turn(yours, 1) is None  # not my seat's turn
        found = await services[0].turns_of(ME)
        assert [(r.id, seat, live) for r, seat, live in found] == [(mine_here, 0, True), (mine_there, 0, False)]
        assert [r.id for r, _, _ in await services[0].turns_of(YOU)] == [yours]
        # After my move in the match shard 1 runs, shard 0 reads the stored state: no longer my turn.
        await services[1].act(mine_there, ME, parse_action(services[1].game_of(mine_there), {"kind": "add", "amount": 1}))
        assert [r.id for r, _, _ in await services[0].turns_of(ME)] == [mine_here]
        assert [r.id for r, _, _ in await services[0].turns_of(YOU)] == [mine_there, yours]
    finally:
        for svc in services.values():
            await svc.close()
