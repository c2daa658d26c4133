"""The end of a match (cogs/table/ending.py) on the double."""
from __future__ import annotations

from pathlib import Path

import pytest

from engine.core import Event
from engine.service import PLACE_GONE
from sandbox import Sandbox
from tests.e2e.table.support import copies_of, move, record_of, thread_lines, toy_match
from tests.e2e.test_new_game import ToyUI

pytestmark = pytest.mark.backends("sqlite")  # about Discord, not storage


async def test_a_finished_match_gets_its_final_table_and_then_nothing_is_held_for_it(
        sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    table, cog = await toy_match(sb, tmp_path, target=3, mention_all=True)
    match_id = table.match_id
    await move(table, 2)
    await move(table, 2)
    final = await table.table_message_any()
    assert "Rematch" in [b.get("label") for b in final.buttons]
    assert thread_lines(sb, table, "your turn") == []  # the last mention went
    await sb.wait_until(lambda: match_id not in cog.kept_messages and not cog.mentions.holds(match_id), timeout=30)
    assert not cog.refusals.holds(match_id) and cog.scheduler.busy == 0
    sb.take_violations(code=50007)
    await table.stop_bot()


async def test_a_thread_gone_is_said_in_its_channel_and_the_copies_and_the_match_is_forgotten(
        sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    table, cog = await toy_match(sb, tmp_path, dms=[True, True])
    match_id, thread = table.match_id, table.thread()
    record = record_of(table)
    gone = Event(kind=PLACE_GONE, text="its thread was deleted.", data={"place": "thread", "gone": [thread.id]})
    await cog.end.place_gone(record, gone)
    assert table.lobby is not None
    said = [m for m in sb.messages(table.channel) if m.id != table.lobby.id and "ended" in m.content]
    assert len(said) == 1 and f"#{match_id} ended" in said[0].content
    assert f"#{match_id} ended" in sb.world.messages[table.lobby.id].text()  # the lobby message says so as well
    for person in table.players:
        [copy] = [m for m in sb.dms(person.user) if not m.ephemeral]
        assert "ended" in copy.text() and not copy.buttons  # no turn in progress offered any more
    await cog.end.forget_match(match_id)
    assert match_id not in cog.kept_messages and not cog.mentions.holds(match_id)
    assert copies_of(sb, table.players[0]) == []
    await table.stop_bot()
