"""Writes Discord refuses for good (cogs/table/refusals.py) on the double: pictures, permissions."""
from __future__ import annotations

from pathlib import Path

import pytest

from sandbox import Sandbox
from tests.e2e.table.support import move, thread_lines, toy_match
from tests.e2e.test_new_game import ToyUI

pytestmark = pytest.mark.backends("sqlite")  # about Discord, not storage


async def test_without_attach_files_the_table_goes_on_as_text_said_once_and_pictures_come_back(
        sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    table, cog = await toy_match(sb, tmp_path)
    shown = table.table_message()
    assert shown.attachments
    await sb.set_bot_permissions(table.channel, deny=["attach_files"])
    await move(table)
    await move(table)
    assert "Counter **2**" in shown.text() and not shown.attachments
    assert len(thread_lines(sb, table, "Attach Files")) == 1  # told once, not at every move
    await cog.refusals.permission_lost(table.match_id, table.thread().id)  # another refusal reported
    await table.drain()
    assert len(thread_lines(sb, table, "Attach Files")) == 1  # already told
    assert table.thread().id in cog.writes.pictures.refused
    await sb.set_bot_permissions(table.channel)  # given back: CHANNEL_UPDATE
    await table.drain()
    assert shown.attachments and table.thread().id not in cog.writes.pictures.refused
    sb.take_violations(code=50013)  # the refused uploads
    sb.take_violations(code=50007)
    sb.assert_no_violations()
    await table.stop_bot()


async def test_without_send_messages_in_threads_the_match_goes_on_in_the_channel(
        sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    table, cog = await toy_match(sb, tmp_path)
    thread = table.thread()
    await sb.set_bot_permissions(table.channel, deny=["send_messages_in_threads"])
    await table.drain()  # the bot's cache has seen the change (CHANNEL_UPDATE)
    await cog.refusals.permission_lost(table.match_id, thread.id)
    await table.drain()
    note = [m for m in sb.messages(table.channel) if "Send Messages in Threads" in m.content]
    assert len(note) == 1 and "goes on here" in note[0].content
    assert (await cog.kept(table.match_id))[("table", 0)].channel_id == table.channel.id
    await cog.refusals.permission_lost(table.match_id, thread.id)  # told once
    await table.drain()
    assert len([m for m in sb.messages(table.channel) if "Send Messages in Threads" in m.content]) == 1
    sb.take_violations(code=50007)
    await table.stop_bot()
