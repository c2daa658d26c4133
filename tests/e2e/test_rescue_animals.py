"""End to end: Rescue Animals through the real bot, real discord.py and the sandbox double.

Three simulated people roll, set dice aside and rescue through their "My dice" panels at
the same time; the service runs the countdowns and claim windows as timers.
"""
from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from engine.games.rescue_animals.rules import RescueView
from harness.table import SandboxTable
from sandbox import Sandbox
from tests.match_reads import sql_db, view_as

GAME = "rescue-animals"
FAST = {"countdown_s": 0.05, "claim_window_ms": 50}


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.01) as sandbox:
        yield sandbox


async def test_three_players_play_a_whole_match_with_a_restart(sb: Sandbox, tmp_path: Path) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3, dm_open=[True, False, True])
    await table.start_bot(seed_source=lambda: 21)
    match_id = await table.open_lobby(GAME, FAST)
    await table.start()
    await table.play(seed=1, stop_after=60)
    old_table = table.table_message()
    await table.stop_bot()

    await table.start_bot()  # restart: timers and the match come back from the database
    r = await sb.click(table.players[1].user, old_table, label="My dice")
    assert not r.failed and r.ephemeral and r.message is not None and "My dice" in r.message.text()
    for p in table.players:
        p.panel = None
    await table.play(seed=2, timeout=240)
    assert table.service.match(match_id) is None
    record = await table.service.fetch(match_id)
    assert record is not None and record.status == "finished"
    transcript = sb.transcript(table.thread())
    assert "rescued" in transcript
    rows = await sql_db(table.service.storage).fetchall("SELECT place FROM results WHERE match_id = ?", (match_id,))
    assert sorted(r[0] for r in rows) == [1, 2, 3]  # the rulebook's tie-breaks make places strict
    standings = await sb.slash(table.players[0].user, table.channel, "standings", game=GAME)
    assert standings.message is not None and "1 game ·" in standings.message.text()
    sb.take_violations(code=50007)
    sb.assert_no_violations()
    assert sb.live_leaks == []
    await table.stop_bot()


async def test_an_open_panel_lights_up_at_go_without_refresh(sb: Sandbox, tmp_path: Path) -> None:
    """Issue 12: a player with closed DMs no longer has to press Refresh after each rescue:
    the open ephemeral panel is redrawn when the Ready, Set, Go! countdown ends."""
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2, dm_open=[False, False])
    await table.start_bot(seed_source=lambda: 4)
    match_id = await table.open_lobby(GAME, {"countdown_s": 1.0, "claim_window_ms": 100})
    await table.start()
    assert view_as(RescueView, table.service, match_id, None).phase == "countdown"
    p = table.players[0]
    panel = await table.open_panel(p)
    roll = next(b for b in panel.buttons if b.get("label") == "Roll")
    assert roll.get("disabled")
    await sb.wait_until(lambda: view_as(RescueView, table.service, match_id, None).phase == "play", timeout=30)
    await table.drain()
    await sb.settle()
    roll = next(b for b in panel.buttons if b.get("label") == "Roll")
    assert not roll.get("disabled")  # nobody pressed Refresh
    sb.take_violations(code=50007)
    sb.assert_no_violations()
    await table.stop_bot()
