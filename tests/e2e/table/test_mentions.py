"""Turn mentions (cogs/table/mentions.py) on the double."""
from __future__ import annotations

from pathlib import Path

import pytest

from sandbox import Sandbox
from tests.e2e.table.support import move, mover, record_of, thread_lines, toy_match
from tests.e2e.test_new_game import ToyUI

pytestmark = pytest.mark.backends("sqlite")  # about Discord, not storage


async def test_the_person_to_act_is_mentioned_and_the_mention_before_is_deleted(
        sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    table, cog = await toy_match(sb, tmp_path, mention_all=True)
    [first] = thread_lines(sb, table, "your turn")
    assert f"<@{mover(table).user.id}>" in first.content
    await move(table)
    [second] = thread_lines(sb, table, "your turn")
    assert second.id != first.id and first.deleted and f"<@{mover(table).user.id}>" in second.content
    kept = await cog.kept(table.match_id)
    assert kept[("ping", 0)].message_id == second.id and not any(p == "unping" for p, _ in kept)
    sb.take_violations(code=50007)
    await table.stop_bot()


async def test_people_playing_along_are_not_mentioned(sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    """Both joined the lobby a moment ago and go on moving: no mention at all."""
    table, _cog = await toy_match(sb, tmp_path)
    await move(table)
    await move(table)
    assert thread_lines(sb, table, "your turn", deleted=True) == []
    await table.stop_bot()


async def test_a_match_moved_out_of_its_thread_is_mentioned_where_it_goes_on(
        sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    table, cog = await toy_match(sb, tmp_path, mention_all=True)
    [in_thread] = thread_lines(sb, table, "your turn")
    await cog.relocate(table.match_id, table.channel.id, "🔒 The thread closed; the match goes on here.")
    await table.drain()
    here = [m for m in sb.messages(table.channel) if "your turn" in m.content]
    assert len(here) == 1 and not in_thread.deleted  # the old one stays in the closed thread
    kept = await cog.kept(table.match_id)
    assert kept[("ping", 0)].message_id == here[0].id and kept[("table", 0)].channel_id == table.channel.id
    sb.take_violations(code=50007)
    await table.stop_bot()


async def test_the_end_deletes_the_last_mention(sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    table, cog = await toy_match(sb, tmp_path, mention_all=True)
    [ping] = thread_lines(sb, table, "your turn")
    cog.mentions.unping_later(record_of(table))
    await table.drain()
    assert ping.deleted and ("ping", 0) not in await cog.kept(table.match_id)
    sb.take_violations(code=50007)
    await table.stop_bot()
