"""One owner per shard (issue 24, kind 5): two bot instances on one token and one database, as
when an old deploy is still running beside a new one (engine/service/leases.py). The newcomer
waits while the old one lives and takes over when it stops; an old process that was frozen past
its lease finds the shard taken and stops playing. Each says so in one log line."""
from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from engine.service.leases import LEASE_S, RENEW_S
from harness.table import SandboxTable
from sandbox import Sandbox
from tests.clock import ServiceClock
from tests.e2e.test_new_game import ToyUI
from tests.toy_game import Add
from tests.waiting import eventually

QUICK = {"poll_s": 0.02}


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.01) as sandbox:
        yield sandbox


def _second(table: SandboxTable) -> SandboxTable:
    """Another bot instance at the same table: same double, same people, same database."""
    other = SandboxTable.__new__(SandboxTable)
    other.__dict__.update(table.__dict__)
    other.bot = None
    return other


async def _move(table: SandboxTable) -> int:
    match_id = table.match_id or 0
    seat = min(table.service.to_act(match_id))
    mover = next(p for p in table.players if p.seat == seat)
    await table.service.act(match_id, mover.user.id, Add(amount=1))
    record = table.service.match(match_id)
    assert record is not None
    return record.version


def _lines(caplog: pytest.LogCaptureFixture, text: str) -> list[str]:
    return [r.getMessage() for r in caplog.records if text in r.getMessage()]


async def test_a_second_process_waits_while_the_first_plays_and_takes_over_when_it_stops(
        sb: Sandbox, tmp_path: Path, toy_registered: ToyUI, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO)
    clock = ServiceClock()
    old = SandboxTable(sb, tmp_path / "db.sqlite3", 2, dm_open=[False, False])
    await old.start_bot(clock=clock, seed_source=lambda: 5, lease_options=QUICK)
    await old.open_lobby("toy", {"target": 30})
    await old.start()
    await _move(old)
    new = _second(old)
    starting = asyncio.create_task(new.start_bot(clock=clock, lease_options=QUICK))
    await eventually(lambda: _lines(caplog, "is played by another process"), what="the newcomer's line")
    for _ in range(3):  # the old process plays on; the newcomer neither connects nor loads the match
        version = await _move(old)
        await asyncio.sleep(0.05)  # (several of the newcomer's polls pass meanwhile)
    assert not starting.done() and len(sb.server.gateway.live_sessions) == 1
    assert len(_lines(caplog, "is played by another process")) == 1  # one line, not one per try
    await old.stop_bot()  # the old deploy stops: its lease is released
    await asyncio.wait_for(starting, 60)
    assert new.service.match(new.match_id or 0) is not None
    assert await _move(new) == version + 1  # the newcomer plays the match from where it was
    await new.drain()
    sb.take_violations(code=50007)
    sb.assert_no_violations()
    await new.stop_bot()


async def test_an_old_process_frozen_past_its_lease_finds_the_shard_taken_and_stops(
        sb: Sandbox, tmp_path: Path, toy_registered: ToyUI, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO)
    old_clock = ServiceClock()
    old = SandboxTable(sb, tmp_path / "db.sqlite3", 2, dm_open=[False, False])
    await old.start_bot(clock=old_clock, seed_source=lambda: 5, lease_options=QUICK)
    await old.open_lobby("toy", {"target": 30})
    await old.start()
    version = await _move(old)
    old_bot: Any = old.bot
    old_service = old.service
    # The old process froze: by the time the newcomer looks, its lease ran out long ago.
    new = _second(old)
    await new.start_bot(clock=ServiceClock(old_clock.now + 2 * LEASE_S), lease_options=QUICK)
    assert _lines(caplog, "is played by another process") == []  # nothing to wait for
    old_clock.advance(RENEW_S)  # the old process wakes and renews: the shard is not its own any more
    await eventually(lambda: old_bot.is_closed(), what="the old process to stop")
    assert len(_lines(caplog, "was taken over by another process")) == 1
    with pytest.raises(Exception, match="restarting"):
        await old_service.act(old.match_id or 0, old.players[0].user.id, Add(amount=1))  # it plays no more
    assert await _move(new) == version + 1
    await new.drain()
    sb.take_violations(code=50007)
    sb.assert_no_violations()
    old.bot = None
    await new.stop_bot()


async def test_a_click_whose_move_another_process_already_made_shows_the_match_not_nothing_changed(
        sb: Sandbox, tmp_path: Path, toy_registered: ToyUI, database_url: str) -> None:
    """The bot's commit meets a newer version written by another process (an old deploy without
    leases): the player's panel is redrawn as the match now stands, never "Nothing was changed"."""
    from engine.service import MatchService
    from harness import table as harness_table
    from storage import open_storage

    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2, dm_open=[False, False])
    await table.start_bot(seed_source=lambda: 5)
    await table.open_lobby("toy", {"target": 30})
    await table.start()
    match_id = table.match_id or 0
    seat = min(table.service.to_act(match_id))
    mover = next(p for p in table.players if p.seat == seat)
    panel = await table.open_panel(mover)
    other = await open_storage(harness_table.database_url_for(table.database))
    elsewhere = MatchService(other, turn_timeout_s=0, bot_delay_scale=0)
    await elsewhere.start()
    try:
        await elsewhere.act(match_id, mover.user.id, Add(amount=2))  # the other process makes the move
        r = await sb.click(mover.user, panel, label="Add 1")
        assert not r.failed and r.message is not None
        text = r.message.text()
        assert "Nothing was changed" not in text and "moved on" in text, text
        stored = await table.service.stored_matches.get(match_id)
        assert stored is not None and stored.version == 1  # the other process's move, nothing else
        assert table.service.match(match_id) is not None and table.service.match(match_id).version == 1  # type: ignore[union-attr]
    finally:
        await elsewhere.close()
        await other.close()
    await table.stop_bot()


async def test_an_answer_refused_as_already_acknowledged_is_not_followed_by_an_apology(
        sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    """40060: another process answered the click first; this one must not add "Nothing was
    changed" (the join it made stands)."""
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3)
    await table.start_bot()
    r = await sb.slash(table.players[0].user, table.channel, "play", game="toy")
    assert r.message is not None
    sb.faults.fail("POST", "/interactions/{iid}/{token}/callback", status=400, code=40060,
                   message="Interaction has already been acknowledged.")
    joiner = table.players[1].user
    await sb.click(joiner, r.message, label="Join")
    assert sb.faults.fired
    await table.drain()
    seen = " ".join(m.text() for m in sb.ephemerals(joiner))
    assert "Nothing was changed" not in seen
    record = table.service.running()[-1]
    assert joiner.id in [s.user_id for s in record.seats]
    await table.stop_bot()
