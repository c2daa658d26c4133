"""After a restart (cogs/table/repair.py) on the double."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from sandbox import Sandbox
from tests.e2e.table.support import move, thread_lines, toy_match
from tests.e2e.test_new_game import ToyUI

pytestmark = pytest.mark.backends("sqlite")  # about Discord, not storage


async def test_a_mention_whose_delete_failed_is_deleted_after_a_restart(
        sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    table, cog = await toy_match(sb, tmp_path, mention_all=True)
    restarted: Any
    [old] = thread_lines(sb, table, "your turn")
    sb.faults.fail("DELETE", f"/channels/{old.channel_id}/messages/{old.id}", status=403, code=50013,
                             message="Missing Permissions", times=None)
    await move(table)
    assert not old.deleted and ("unping", old.id) in await cog.kept(table.match_id)  # remembered until confirmed
    await table.stop_bot()
    sb.faults.clear()
    await table.start_bot()
    await table.drain()
    assert table.bot is not None
    restarted = table.bot.get_cog("TableCog")
    assert restarted.repair.done and old.deleted and ("unping", old.id) not in await restarted.kept(table.match_id)
    sb.take_violations(code=50007)
    sb.take_violations(code=50013)
    await table.stop_bot()


async def test_the_repair_runs_once_per_process(sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    table, cog = await toy_match(sb, tmp_path)
    assert cog.repair.done
    before = len(sb.world.requests)
    await cog.repair.run()  # a second READY (a gateway resume that reconnected)
    await table.drain()
    assert len(sb.world.requests) == before
    await table.stop_bot()
