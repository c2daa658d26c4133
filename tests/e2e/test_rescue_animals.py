"""End to end: Rescue Animals through the real bot, real discord.py and the sandbox double.

Simulated people roll, set dice aside and rescue through their "My dice" panels at the same
time; the service runs the countdowns and claim windows as timers. (A whole match with a restart
in the middle, the standings and the strict places: tests/e2e/test_restart.py.)
"""
from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from engine.games.rescue_animals.rules import RescueView
from harness.table import SandboxTable
from sandbox import Sandbox
from tests.match_reads import view_as

GAME = "rescue-animals"


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.01) as sandbox:
        yield sandbox


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
