"""DM copies and open panels (cogs/table/copies.py) on the double."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from sandbox import Sandbox
from tests.e2e.table.support import copies_of, move, mover, record_of, toy_match
from tests.e2e.test_new_game import ToyUI

pytestmark = pytest.mark.backends("sqlite")  # about Discord, not storage


class _Reminder:
    """A turn reminder riding on the copy's next draw (as cogs.reminders hands one)."""

    def __init__(self) -> None:
        self.closed_for: list[int] = []

    async def header(self, record: Any, seat: int) -> str:
        return "⏰ Reminder: it is your turn."

    async def closed(self, record: Any, seat: int) -> None:
        self.closed_for.append(seat)


async def test_each_person_with_open_dms_gets_one_copy_kept_and_a_closed_dm_is_remembered(
        sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    table, cog = await toy_match(sb, tmp_path, dms=[True, False])
    open_, closed = table.players
    kept = await cog.kept(table.match_id)
    [copy] = copies_of(sb, open_)
    assert kept[("dm", open_.user.id)].message_id == copy.id and "your word" in copy.text()
    assert ("dm-closed", closed.user.id) in kept and ("dm", closed.user.id) not in kept
    reminder = _Reminder()
    cog.remind(record_of(table), closed.seat, closed.user.id, reminder)  # a closed DM is not tried again
    await table.drain()
    assert reminder.closed_for == [closed.seat] and len(sb.take_violations(code=50007)) == 1
    await table.stop_bot()


async def test_a_copy_is_edited_only_when_what_it_shows_changed(sb: Sandbox, tmp_path: Path,
                                                                toy_registered: ToyUI) -> None:
    table, cog = await toy_match(sb, tmp_path, dms=[True, True])
    waiting = next(p for p in table.players if p is not mover(table))
    [copy] = copies_of(sb, waiting)
    edits = copy.edits
    await move(table)  # the waiting person's turn starts: their copy offers the buttons
    assert copy.edits == edits + 1 and "Counter 1" in copy.text()
    cog.copies.redraw(record_of(table), waiting.seat, waiting.user.id)  # the same state again
    await table.drain()
    assert copy.edits == edits + 1
    await table.stop_bot()


async def test_a_reminder_is_a_new_copy_and_the_old_one_goes(sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    table, cog = await toy_match(sb, tmp_path, dms=[True, True])
    person = table.players[0]
    [old] = copies_of(sb, person)
    cog.remind(record_of(table), person.seat, person.user.id, _Reminder())
    await table.drain()
    [new] = copies_of(sb, person)
    assert new.id != old.id and old.deleted and "Reminder" in new.text() and cog.copies.retired(old.id)
    assert (await cog.kept(table.match_id))[("dm", person.user.id)].message_id == new.id
    await table.stop_bot()


@pytest.mark.parametrize(("code", "points"), [(10008, False), (30046, True)])
async def test_a_copy_that_can_no_longer_be_edited_is_replaced(sb: Sandbox, tmp_path: Path, toy_registered: ToyUI,
                                                              code: int, points: bool) -> None:
    """Deleted by the person (10008): a fresh copy. Past Discord's edit limit (30046): a fresh copy,
    and the old one says where it went."""
    table, cog = await toy_match(sb, tmp_path, dms=[True, True])
    cog.writes.old_edit_retry_s = 0.2  # Discord's window before the old copy's pointer, shortened for the test
    waiting = next(p for p in table.players if p is not mover(table))
    [old] = copies_of(sb, waiting)
    sb.faults.fail("PATCH", f"/channels/{old.channel_id}/messages/{old.id}", status=404 if code == 10008 else 400,
                   code=code, message="refused", times=1)
    await move(table)
    [new] = [m for m in copies_of(sb, waiting) if m.id != old.id]
    assert "Counter 1" in new.text() and (await cog.kept(table.match_id))[("dm", waiting.user.id)].message_id == new.id
    if points:
        await sb.wait_until(lambda: "This copy moved" in old.text(), timeout=30)
    assert ("This copy moved" in old.text()) is points
    await table.stop_bot()


async def test_an_open_panel_is_kept_current_through_its_token(sb: Sandbox, tmp_path: Path,
                                                              toy_registered: ToyUI) -> None:
    table, cog = await toy_match(sb, tmp_path)
    waiting = next(p for p in table.players if p is not mover(table))
    panel = await table.open_panel(waiting)
    assert cog.bot.open_panels.current(table.match_id, waiting.user.id) is not None
    await move(table, 2)
    assert "Counter 2" in sb.world.messages[panel.id].text()
    await table.stop_bot()
