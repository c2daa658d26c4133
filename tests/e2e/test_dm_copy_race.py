"""A click on a DM copy does not wait on the table cog's rate-limited edit of it, and the copy
still ends showing the match as it is (issue 25).

The table cog's redraw of a person's DM copy is held back by a 429 (Discord asks to retry in 3 s;
discord.py sleeps inside the request). Meanwhile the person plays a card from that DM copy: the
answer edits the copy at once with the panel after the move. The held-back redraw, built before
the move, lands afterwards; the copy must not be left showing that older panel (its card buttons
enabled, "Your turn"): the answer told the table cog's DM copies it raced, and they drew the copy once more.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import discord
import pytest

import cogs.kit.panels as panels
from cogs.kit.panels import COPY_REPLACED
from cogs.kit.ui import GAME_UIS
from cogs.lang import Lang, t
from harness.table import SandboxTable
from sandbox import Sandbox
from storage import MessageRecord


async def test_a_dm_copy_click_racing_a_held_back_redraw_ends_on_the_current_panel(tmp_path: Path) -> None:
    async with Sandbox(quiet=0.01) as sb:
        table = SandboxTable(sb, tmp_path / "db.sqlite3", 3, dm_open=[True, False, False])
        await table.start_bot(seed_source=lambda: 4)
        match_id = await table.open_lobby("mission-wild-life")
        await table.start()
        service = table.service
        dm_player = next(p for p in table.players if p.use_dm)
        await table.play(seed=2, until=lambda: service.to_act(match_id) == {dm_player.seat})
        copy = await table.open_panel(dm_player)
        assert "Your turn" in sb.world.messages[copy.id].text()
        bot = table.bot
        assert bot is not None
        cog: Any = bot.get_cog("TableCog")
        user_id = dm_player.user.id
        held = sb.faults.rate_limit("PATCH", f"/channels/{copy.channel_id}/messages/{copy.id}", retry_after=3.0)
        # the cog redraws the copy from the match as it is now (before the move): held back by the 429
        bot.open_panels.shown.showed(("dm", match_id, user_id), None)
        record = service.match(match_id)
        assert record is not None
        cog.copies.redraw(record, dm_player.seat, user_id)
        await sb.wait_until(lambda: held.remaining == 0, timeout=30)
        since = len(sb.world.requests)
        assert await table.play(seed=2, stop_after=1) == 1  # a card played from the DM copy
        await table.drain()
        later = sb.world.requests[since:]
        answer = next(i for i, (m, p) in enumerate(later) if m == "POST" and "/interactions/" in p)
        retried = next(i for i, (m, p) in enumerate(later) if m == "PATCH" and p.endswith(f"/messages/{copy.id}"))
        assert answer < retried  # the answer did not wait for the held-back edit
        shown = sb.world.messages[copy.id]
        assert dm_player.seat not in service.to_act(match_id)
        assert "Not your turn yet" in shown.text(), shown.text()
        assert not any(c.get("custom_id", "").split(":")[2:3] == ["play"] and not c.get("disabled")
                       for c in shown.iter_components())  # no card playable from the copy now
        await table.stop_bot()


async def _dm_copy_table(sb: Sandbox, tmp_path: Path) -> tuple[SandboxTable, int, Any, Any]:
    """A Mission: Wild Life table where one person plays from their DM copy: (table, match, that
    person, their DM copy)."""
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3, dm_open=[True, False, False])
    await table.start_bot(seed_source=lambda: 4)
    match_id = await table.open_lobby("mission-wild-life")
    await table.start()
    dm_player = next(p for p in table.players if p.use_dm)
    await table.play(seed=2, until=lambda: table.service.to_act(match_id) == {dm_player.seat})
    copy = await table.open_panel(dm_player)
    assert "Your turn" in sb.world.messages[copy.id].text()
    return table, match_id, dm_player, copy


class _Reminder:
    """A turn reminder standing on the DM copy while ``seat`` is to act (as ``cogs.reminders`` hands one)."""

    def __init__(self, table: SandboxTable, match_id: int, seat: int) -> None:
        self.table, self.match_id, self.seat = table, match_id, seat

    async def header(self, record: Any, seat: int) -> str | None:
        return "⏰ Reminder: it is your turn." if self.stands() else None

    def stands(self) -> bool:
        return self.seat in self.table.service.to_act(self.match_id)

    async def closed(self, record: Any, seat: int) -> None:
        return None


async def _replace_copy(sb: Sandbox, table: SandboxTable, match_id: int, dm_player: Any, copy: Any) -> Any:
    """A reminder replaces the DM copy with a new one; Discord refuses to delete the old one (so the
    person can still click it, as in the moment before a delete lands). Returns the new copy."""
    bot = table.bot
    assert bot is not None
    cog: Any = bot.get_cog("TableCog")
    refused = sb.faults.fail("DELETE", f"/channels/{copy.channel_id}/messages/{copy.id}", status=403, code=50013,
                             message="Missing Permissions")
    record = table.service.match(match_id)
    assert record is not None
    cog.remind(record, dm_player.seat, dm_player.user.id, _Reminder(table, match_id, dm_player.seat))
    await table.drain()
    assert refused.remaining == 0 and cog.copies.retired(copy.id)
    newer = [m for m in sb.dms(dm_player.user) if m.id != copy.id and not m.ephemeral and (m.buttons or m.selects)]
    assert newer and "Reminder" in newer[-1].text()
    return newer[-1]


async def test_a_click_on_a_replaced_dm_copy_is_answered_below_it_not_on_it(tmp_path: Path) -> None:
    """A reminder replaces a DM copy with a new one (so Discord notifies) and deletes the old one;
    a click on the old copy meanwhile is answered with the panel as a new private message, never
    by editing the copy being deleted (which failed with 10008 Unknown Message, "This interaction
    failed", when the delete came first)."""
    async with Sandbox(quiet=0.01) as sb:
        table, match_id, dm_player, copy = await _dm_copy_table(sb, tmp_path)
        await _replace_copy(sb, table, match_id, dm_player, copy)
        edits = sb.world.messages[copy.id].edits
        r = await sb.click(dm_player.user, copy, custom_id=GAME_UIS["mission-wild-life"].refresh_id(match_id))
        assert not r.failed and r.response_type == 4, r
        assert r.message is not None and r.message.ephemeral and r.message.channel_id == copy.channel_id
        assert t(Lang.EN, COPY_REPLACED) in r.message.text() and "Your turn" in r.message.text()
        await table.drain()
        assert sb.world.messages[copy.id].edits == edits  # the replaced copy was not edited
        sb.take_violations(code=50007)  # the two others keep their DMs closed: each copy was tried once
        sb.assert_no_violations()
        await table.stop_bot()


async def test_a_move_from_a_replaced_copy_redraws_the_newer_copy(tmp_path: Path) -> None:
    """The table cog leaves the mover's own copy to the click's answer; when that answer came apart
    (the copy clicked was replaced), the newer copy is redrawn: it does not go on offering the cards."""
    async with Sandbox(quiet=0.01) as sb:
        table, match_id, dm_player, copy = await _dm_copy_table(sb, tmp_path)
        newer = await _replace_copy(sb, table, match_id, dm_player, copy)
        play = next(c for c in sb.world.messages[copy.id].iter_components()
                    if str(c.get("custom_id", "")).split(":")[2:3] == ["play"] and not c.get("disabled"))
        r = await sb.click(dm_player.user, copy, custom_id=play["custom_id"])
        assert not r.failed and r.response_type == 4 and r.message is not None and r.message.ephemeral, r
        assert dm_player.seat not in table.service.to_act(match_id)  # the card was played
        await table.drain()
        shown = sb.world.messages[newer.id]
        assert "Not your turn yet" in shown.text(), shown.text()
        assert not any(str(c.get("custom_id", "")).split(":")[2:3] == ["play"] and not c.get("disabled")
                       for c in shown.iter_components())
        # a further click, on that private reply, also leaves the newer copy current
        again = await sb.click(dm_player.user, r.message, custom_id=GAME_UIS["mission-wild-life"].refresh_id(match_id))
        assert not again.failed and again.response_type == 7, again
        await table.drain()
        assert "Not your turn yet" in sb.world.messages[newer.id].text()
        sb.take_violations(code=50007)
        sb.assert_no_violations()
        await table.stop_bot()


async def test_a_click_on_a_dm_copy_deleted_meanwhile_still_gets_its_panel(tmp_path: Path) -> None:
    """Discord answers the click's update of the copy with 10008 (the copy was deleted after the
    click): the panel comes as a new private message instead of "This interaction failed"."""
    async with Sandbox(quiet=0.01) as sb:
        table, match_id, dm_player, copy = await _dm_copy_table(sb, tmp_path)
        gone = sb.faults.fail("POST", "/interactions/{id}/{token}/callback", status=404, code=10008,
                              message="Unknown Message")
        r = await sb.click(dm_player.user, copy, custom_id=GAME_UIS["mission-wild-life"].refresh_id(match_id))
        assert gone.remaining == 0  # the update was refused
        assert not r.failed and r.response_type == 4, r
        assert r.message is not None and r.message.ephemeral and t(Lang.EN, COPY_REPLACED) in r.message.text()
        await table.drain()
        sb.take_violations(code=50007)  # the two others keep their DMs closed: each copy was tried once
        sb.assert_no_violations()
        await table.stop_bot()


async def test_the_table_cog_marks_a_replaced_copy_before_deleting_it(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """``DmCopies.retire`` (a reminder's new copy replaces the old): marked replaced, then deleted."""
    async with Sandbox(quiet=0.01) as sb:
        table, match_id, dm_player, copy = await _dm_copy_table(sb, tmp_path)
        bot = table.bot
        assert bot is not None
        cog: Any = bot.get_cog("TableCog")
        marked_at_delete: list[bool] = []
        real_delete = discord.PartialMessage.delete

        async def delete(message: discord.PartialMessage, **kwargs: Any) -> None:
            marked_at_delete.append(cog.copies.retired(message.id))
            await real_delete(message, **kwargs)

        monkeypatch.setattr(discord.PartialMessage, "delete", delete)
        await cog.copies.retire(MessageRecord(match_id, "dm", dm_player.user.id, copy.channel_id, copy.id))
        assert marked_at_delete == [True]  # marked before the delete was sent
        assert sb.world.messages[copy.id].deleted
        await table.drain()
        sb.take_violations(code=50007)
        sb.assert_no_violations()
        await table.stop_bot()


async def test_a_deferred_answer_on_a_replaced_copy_is_a_private_reply(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """An answer slow enough to be deferred (here: every one) does not defer onto the replaced copy
    and then edit it: it defers with a private "thinking" reply and fills that in."""
    monkeypatch.setattr(panels, "SLOW_S", 0.0)
    async with Sandbox(quiet=0.01) as sb:
        table, match_id, dm_player, copy = await _dm_copy_table(sb, tmp_path)
        newer = await _replace_copy(sb, table, match_id, dm_player, copy)
        edits = sb.world.messages[copy.id].edits
        play = next(c for c in sb.world.messages[copy.id].iter_components()
                    if str(c.get("custom_id", "")).split(":")[2:3] == ["play"] and not c.get("disabled"))
        r = await sb.click(dm_player.user, copy, custom_id=play["custom_id"])
        assert not r.failed and r.response_type == 5, r
        await table.drain()
        reply = sb.world.messages[r.message.id] if r.message is not None else None
        assert reply is not None and reply.ephemeral and not reply.loading and "Not your turn yet" in reply.text()
        assert sb.world.messages[copy.id].edits == edits  # the replaced copy was not edited
        assert "Not your turn yet" in sb.world.messages[newer.id].text()  # and the newer copy is current
        sb.take_violations(code=50007)
        sb.assert_no_violations()
        await table.stop_bot()
