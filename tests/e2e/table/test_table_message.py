"""The thread and the table message (cogs/table/table_message.py) on the double."""
from __future__ import annotations

from pathlib import Path

import pytest

from sandbox import Sandbox
from tests.e2e.table.support import move, record_of, toy_match
from tests.e2e.test_new_game import ToyUI

pytestmark = pytest.mark.backends("sqlite")  # about Discord, not storage


async def test_the_match_opens_a_thread_with_a_welcome_and_a_table_from_the_spectator_view(
        sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    table, cog = await toy_match(sb, tmp_path)
    thread = table.thread()
    kept = await cog.kept(table.match_id)
    assert kept[("table", 0)].channel_id == thread.id and ("welcome", 0) in kept
    shown = table.table_message()
    assert "Counter **0**" in shown.text() and "your word" not in shown.text()  # nothing private
    assert "Counter" in [b.get("label") for b in shown.buttons]  # the panel button
    await table.stop_bot()


async def test_a_change_redraws_the_table_once_and_an_unchanged_table_is_not_edited(
        sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    table, cog = await toy_match(sb, tmp_path)
    shown = table.table_message()
    edits = shown.edits
    await move(table, 2)
    assert "Counter **2**" in shown.text() and shown.edits == edits + 1
    cog.table_message.refresh(record_of(table))  # nothing changed since
    await table.drain()
    assert shown.edits == edits + 1
    await table.stop_bot()


async def test_a_table_past_discords_edit_limit_is_posted_again_and_the_old_one_points_to_it(
        sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    table, cog = await toy_match(sb, tmp_path)
    cog.writes.old_edit_retry_s = 0.2  # Discord's window before the old table's pointer, shortened for the test
    old = table.table_message()
    route = f"/channels/{old.channel_id}/messages/{old.id}"
    sb.faults.fail("PATCH", route, status=400, code=30046, message="Maximum number of edits to messages older "
                   "than 1 hour reached. Try again later", times=1)
    await move(table)
    new = table.table_message()
    assert new.id != old.id and "Counter **1**" in new.text()
    assert (await cog.kept(table.match_id))[("table", 0)].message_id == new.id
    await sb.wait_until(lambda: "This table moved" in old.text(), timeout=30)  # after Discord's window
    assert f"{new.channel_id}/{new.id}" in old.text()
    await table.stop_bot()


async def test_a_table_a_moderator_deleted_is_posted_again_and_the_thread_says_so(
        sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    table, cog = await toy_match(sb, tmp_path)
    old = table.table_message()
    await sb.delete_message(old)
    await table.drain()
    new = table.table_message()
    assert new.id != old.id and "Counter **0**" in new.text()
    assert any("deleted the table message" in m.content for m in sb.messages(table.thread()))
    sb.take_violations(code=50007)  # both keep their DMs closed
    sb.assert_no_violations()
    await table.stop_bot()
