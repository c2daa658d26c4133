"""Discord refusing writes to kept messages (issue 24, kinds 2–4), end to end through the double:
edits refused for good (30046, 10008) on DM copies, open panels and lobby messages; uploads
refused (40005, missing Attach Files); permissions lost after Start. Each test arms the fault
and asserts it fired, so none passes without meeting it."""
from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from harness.table import Player, SandboxTable
from sandbox import Sandbox
from sandbox.model import Message
from sandbox.ratelimits import OLD_EDIT_MESSAGE
from tests.e2e.test_new_game import ToyUI
from tests.toy_game import Add, ToyView


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.01) as sandbox:
        yield sandbox


async def _running(sb: Sandbox, tmp_path: Path, *, dms: list[bool]) -> SandboxTable:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", len(dms), dm_open=dms)
    await table.start_bot(seed_source=lambda: 5)
    await table.open_lobby("toy", {"target": 30})
    await table.start()
    await table.drain()
    return table


def _counter(table: SandboxTable) -> int:
    view = table.service.view(table.match_id or 0, None)
    assert isinstance(view, ToyView)
    return view.counter


async def _move(table: SandboxTable) -> None:
    """The seat to act adds 1 (through the service: the fault under test is on the writes after it)."""
    match_id = table.match_id or 0
    seat = min(table.service.to_act(match_id))
    mover = next(p for p in table.players if p.seat == seat)
    await table.service.act(match_id, mover.user.id, Add(amount=1))
    await table.drain()


def _dm_copy(sb: Sandbox, p: Player) -> Message:
    copies = [m for m in sb.dms(p.user) if m.buttons or m.selects]
    assert copies, f"{p.user.name} has no DM copy"
    return copies[-1]


def _edit_limit(sb: Sandbox, message: Message, times: int | None = 1) -> None:
    sb.faults.fail("PATCH", f"/channels/{message.channel_id}/messages/{message.id}", status=429, times=times,
                   code=30046, message=OLD_EDIT_MESSAGE)


# ------------------------------------------------------------------ kind 2: refused edits
async def test_a_dm_copy_past_the_edit_limit_is_replaced_and_the_old_one_points_to_it(
        sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    table = await _running(sb, tmp_path, dms=[True, True])
    cog: Any = table.bot.get_cog("TableCog") if table.bot is not None else None
    cog.writes.old_edit_retry_s = 0.5  # Discord's window for the old copy's pointer, shortened for the test
    await _move(table)
    await _move(table)
    holder = table.players[0]
    old = _dm_copy(sb, holder)
    _edit_limit(sb, old)
    for _ in range(2):  # the holder's turn ends and starts: their copy is edited
        await _move(table)
    assert any(h.path.endswith(f"/messages/{old.id}") for h in sb.faults.fired)
    fresh = _dm_copy(sb, holder)
    assert fresh.id != old.id and f"Counter {_counter(table)} " in fresh.text()
    kept = await table.service.messages.messages(table.match_id or 0, "dm")
    assert fresh.id in [k.message_id for k in kept] and old.id not in [k.message_id for k in kept]
    await sb.wait_until(lambda: "This copy moved" in sb.world.messages[old.id].shown_text, timeout=30)
    assert f"/{fresh.channel_id}/{fresh.id}" in sb.world.messages[old.id].shown_text
    assert not sb.world.messages[old.id].buttons  # nothing playable is left on the old copy
    sb.assert_no_violations()
    await table.stop_bot()


async def test_a_panel_whose_edit_is_refused_leaves_its_dm_copy_current(
        sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    """A player with an open panel gets no DM copy edits (the panel is kept current); when
    Discord refuses the panel's edit (its token no longer valid), the DM copy is redrawn."""
    table = await _running(sb, tmp_path, dms=[True, True])
    holder = table.players[0]
    holder.use_dm = False
    await table.open_panel(holder)
    await table.drain()
    copy = _dm_copy(sb, holder)
    sb.faults.fail("PATCH", "/webhooks/{app}/{token}/messages/*", status=401, code=50027,
                   message="Invalid Webhook Token", times=None)
    await _move(table)  # the panel's edit is refused: the copy is redrawn now, not at some later move
    assert sb.faults.fired
    assert f"Counter {_counter(table)} " in sb.world.messages[copy.id].text()
    sb.faults.clear()
    await table.stop_bot()


async def test_a_lobby_message_past_the_edit_limit_is_posted_again(sb: Sandbox, tmp_path: Path,
                                                                   toy_registered: ToyUI) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3)
    await table.start_bot()
    cog: Any = table.bot.get_cog("TableCog") if table.bot is not None else None
    cog.writes.old_edit_retry_s = 0.5  # Discord's window for the old lobby's pointer, shortened for the test
    match_id = await table.open_lobby("toy", {"target": 12})
    assert table.lobby is not None
    old = table.lobby
    _edit_limit(sb, old)
    await table.service.leave(match_id, table.players[2].user.id)  # the lobby is redrawn
    table.players.pop()
    await table.drain()
    assert sb.faults.fired
    kept = await table.service.messages.messages(match_id, "lobby")
    assert len(kept) == 1 and kept[0].message_id != old.id
    fresh = sb.world.messages[kept[0].message_id]
    assert "Join" in [b.get("label") for b in fresh.buttons]
    await sb.wait_until(lambda: "This lobby moved" in sb.world.messages[old.id].shown_text, timeout=30)
    assert not sb.world.messages[old.id].buttons
    table.lobby = fresh
    await table.start()  # the host starts from the fresh lobby
    sb.take_violations(code=50007)
    sb.assert_no_violations()
    await table.stop_bot()


# ------------------------------------------------------------------ kind 3: refused uploads
def _table_in_text(table: SandboxTable) -> bool:
    """The table shows the counter in words and carries no picture."""
    message = table.table_message()
    return not message.attachments and f"Counter **{_counter(table)}**" in message.text()


async def test_pictures_refused_for_attach_files_go_out_as_text_until_the_permission_comes_back(
        sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    table = await _running(sb, tmp_path, dms=[False, False])
    assert [a.filename for a in table.table_message().attachments] == ["counter.png"]
    await sb.set_bot_permissions(table.channel, deny=["attach_files"])
    for _ in range(3):
        await _move(table)
        assert _table_in_text(table)  # the same table, its picture left out
    assert len(sb.take_violations(code=50013)) == 1  # tried once, not on every move
    told = [m for m in sb.messages(table.thread()) if "Attach Files" in m.text()]
    assert len(told) == 1 and "shown as text" in told[0].text()  # said once, in place
    assert table.table_message().channel_id == table.thread().id  # play stays in the thread
    await sb.set_bot_permissions(table.channel)  # a moderator gives the permission back
    await table.drain()
    await sb.wait_until(lambda: bool(table.table_message().attachments), timeout=30)
    assert [a.filename for a in table.table_message().attachments] == ["counter.png"]
    await _move(table)
    assert [a.filename for a in table.table_message().attachments] == ["counter.png"]
    sb.take_violations(code=50007)
    sb.assert_no_violations()
    await table.stop_bot()


async def test_pictures_over_the_upload_limit_go_out_as_text_and_are_not_tried_on_every_move(
        sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    table = await _running(sb, tmp_path, dms=[False, False])
    sb.world.upload_limit = 100  # bytes: every picture is over it
    for _ in range(3):
        await _move(table)
        assert _table_in_text(table)
    assert len(sb.take_violations(code=40005)) == 1
    sb.take_violations(code=50007)
    sb.assert_no_violations()
    await table.stop_bot()
