"""What every part of the table cog writes with (cogs/table/writes.py) on the double."""
from __future__ import annotations

from pathlib import Path

import pytest

from cogs.kit.rendered import Rendered
from sandbox import Sandbox
from storage import MessageRecord
from tests.e2e.table.support import record_of, toy_match
from tests.e2e.test_new_game import ToyUI

pytestmark = pytest.mark.backends("sqlite")  # about Discord, not storage


async def test_thread_posts_keep_their_order_and_one_answered_with_an_error_is_not_made_twice(
        sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    table, cog = await toy_match(sb, tmp_path)
    post = ("POST", f"/channels/{table.thread().id}/messages")
    sb.faults.fail(*post, status=503, after_apply=True, times=1)  # applied, but answered 503: retried with its nonce
    for n in range(3):
        cog.writes.post_later(record_of(table), Rendered(content=f"line {n}"))

    def lines() -> list[str]:
        return [m.content for m in sb.messages(table.thread()) if m.content.startswith("line ")]

    await sb.wait_until(lambda: len(lines()) >= 3, timeout=30)  # the retry waits out its back-off
    await table.drain()
    assert lines() == ["line 0", "line 1", "line 2"]
    sb.take_violations(code=50007)
    await table.stop_bot()


async def test_a_refused_post_of_a_match_tells_the_permission_lost(sb: Sandbox, tmp_path: Path,
                                                                  toy_registered: ToyUI) -> None:
    table, cog = await toy_match(sb, tmp_path)
    lost: list[tuple[int, int]] = []

    async def record(match_id: int, channel_id: int) -> None:
        lost.append((match_id, channel_id))

    cog.writes.lost = record
    thread = table.thread()
    sb.faults.fail("POST", f"/channels/{thread.id}/messages", status=403, code=50013, message="Missing Permissions")
    sent = await cog.writes.send(cog.writes.target(record_of(table)), Rendered(content="hello"), cog.writes.nonce(),
                                 match_id=table.match_id)
    await table.drain()
    assert sent is None and lost == [(table.match_id, thread.id)]
    sb.take_violations(code=50007)
    sb.take_violations(code=50013)
    await table.stop_bot()


async def test_a_replaced_message_points_to_its_successor_once_discord_allows_the_edit(
        sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    table, cog = await toy_match(sb, tmp_path)
    cog.writes.old_edit_retry_s = 0.2  # Discord's window before the next try, shortened for the test
    welcome = next(m for m in sb.messages(table.thread()) if "starts!" in m.content)
    sb.faults.fail("PATCH", f"/channels/{welcome.channel_id}/messages/{welcome.id}", status=400, code=30046,
                   message="Maximum number of edits to messages older than 1 hour reached. Try again later")
    old = MessageRecord(table.match_id or 0, "welcome", 0, welcome.channel_id, welcome.id)
    cog.writes.point_later(table.match_id, old, "https://discord.com/channels/1/2/3", what="table")
    await sb.wait_until(lambda: "This table moved" in welcome.text(), timeout=30)  # tried again later
    sb.take_violations(code=50007)
    sb.take_violations(code=30046)
    await table.stop_bot()
