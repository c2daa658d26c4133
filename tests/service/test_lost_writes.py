"""A write another process made first reaches cogs as the service's own error, never as storage's (issue 33).

"Another process" is played by writing to the match's storage behind the service's back, as a second shard
process on one PostgreSQL database would; both backends run these.
"""
from __future__ import annotations

from typing import Any

import pytest

from engine.core import IllegalAction
from engine.service import MatchMovedOn, MatchService
from storage import MatchStatus, StaleVersion
from tests.toy_game import Add

HOST, BOB = 100, 101
GUILD = 1


async def _lobby(service: MatchService) -> int:
    rec = await service.create_lobby(game="toy", guild_id=GUILD, channel_id=2, host_id=HOST, host_name="Host",
                                     options={"target": 9}, seed=3)
    await service.join(rec.id, BOB, "Bob")
    return rec.id


async def test_a_move_another_process_committed_first_raises_match_moved_on_and_reloads(service: MatchService) -> None:
    mid = await _lobby(service)
    await service.start_match(mid, HOST)
    record = service.match(mid)
    assert record is not None and record.state is not None
    seen = record.version  # the record in memory is updated in place
    # the other process commits a move of its own: the stored version moves past the one in memory
    await service.storage.matches.commit_action(
        mid, expected_version=seen, seat=0, action='{"kind": "add", "amount": 1}', state=record.state,
        timers={}, at=1.0)
    with pytest.raises(MatchMovedOn) as lost:
        await service.act(mid, HOST, Add(amount=2))
    assert not isinstance(lost.value, (IllegalAction, StaleVersion))  # not a refusal, and no storage error
    now = service.match(mid)
    assert now is not None and now.version == seen + 1  # reloaded from storage
    assert await service.act(mid, HOST, Add(amount=2)) is not None  # and it plays on from there
    stored = await service.stored_matches.get(mid)
    assert stored is not None and stored.version == seen + 2


async def test_a_lobby_another_process_closed_raises_match_moved_on_at_start(service: MatchService) -> None:
    mid = await _lobby(service)
    await service.storage.matches.set_status(mid, MatchStatus.CANCELLED, 1.0)
    with pytest.raises(MatchMovedOn):
        await service.start_match(mid, HOST)
    stored = await service.stored_matches.get(mid)
    assert stored is not None and stored.status == MatchStatus.CANCELLED and stored.state is None


async def test_guild_configs_written_elsewhere_every_try_refuse_in_one_line(
    service: MatchService, monkeypatch: pytest.MonkeyPatch
) -> None:
    saves = []

    async def always_stale(*args: Any, **kwargs: Any) -> None:
        saves.append(args)
        raise StaleVersion("another process wrote it first")

    monkeypatch.setattr(service.storage.guild_configs, "save", always_stale)
    with pytest.raises(IllegalAction, match="changed elsewhere at the same moment; nothing was changed"):
        await service.guild_configs.change(GUILD, lambda config: None)
    assert len(saves) == 5  # CHANGE_TRIES
