"""Two writers never race for one message (issue 37, kind 3): a turn reminder's facts stand on the DM
copy it was sent as until the turn ends. The table's opening redraws every DM copy a moment after the
first mover's "⏰ Your turn … move by … thread" DM; a click on the copy redraws it too, and so does a
restart. Each of them keeps the deadline, the server and the thread link; the move that ends the turn
takes them away. The real bot on the double, on both backends, its reminder task running by itself.
"""
from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from harness.table import Player, SandboxTable
from sandbox import Message, Sandbox
from tests.clock import ServiceClock
from tests.sandbox_support import assert_clean
from tests.waiting import eventually

GAME = "wildlife"
HOUR = 3_600.0
HEAD = "⏰ **Your turn**"


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.01) as box:
        yield box


async def kept_copy(sb: Sandbox, table: SandboxTable, p: Player) -> Message | None:
    """``p``'s DM copy as the bot keeps it (None while there is none)."""
    assert table.match_id is not None
    kept = [m for m in await table.service.messages.messages(table.match_id, "dm") if m.user_id == p.user.id]
    return sb.world.messages.get(kept[0].message_id) if kept else None


def facts(copy: Message | None, deadline: int) -> bool:
    """Whether ``copy`` opens with the reminder's facts: the turn, the deadline, the server, the thread."""
    text = copy.shown_text if copy is not None and not copy.deleted else ""
    return (text.startswith(HEAD) and f"<t:{deadline}:f>" in text and "on **Menagerie Zoo**" in text
            and "Thread: https://discord.com/channels/" in text)


async def test_the_first_reminder_stands_through_the_opening_clicks_and_a_restart(sb: Sandbox, tmp_path: Path) -> None:
    clock = ServiceClock()
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3)
    await table.start_bot(seed_source=lambda: 3, clock=clock)
    match_id = await table.open_lobby(GAME, {"turn_timeout_s": 12 * HOUR})
    await table.start()
    seat = next(iter(table.service.to_act(match_id)))
    first = next(p for p in table.players if p.seat == seat)
    turn = table.service.turn(match_id, seat)
    assert turn is not None and turn.deadline is not None
    deadline = int(turn.deadline)

    # the reminder goes as a new DM copy; the opening's redraw of every copy, which raced it, leaves it whole
    async def reminded() -> bool:
        return facts(await kept_copy(sb, table, first), deadline)

    await eventually(reminded, what="the first mover's reminder DM")
    await table.drain()
    copy = await kept_copy(sb, table, first)
    assert facts(copy, deadline), copy and copy.shown_text
    reminders = [m for m in sb.dms(first.user) if m.shown_text.startswith(HEAD)]
    assert [m.id for m in reminders] == [copy.id]  # type: ignore[union-attr]  # one reminder, and it is the copy

    # every later redraw by the table (a change it shows on every copy) keeps the facts
    bot = table.bot
    assert bot is not None and bot.table is not None
    live = table.service.match(match_id)
    assert live is not None
    bot.table.copies.refresh(live, None)  # type: ignore[attr-defined]  # what the opening does
    await table.drain()
    assert facts(await kept_copy(sb, table, first), deadline)

    # a click on the copy that is not a move: the kit's answer redraws it, with the facts
    copy = await kept_copy(sb, table, first)
    assert copy is not None
    r = await sb.click(first.user, copy, label="Refresh")
    assert not r.failed and r.response_type == 7
    await table.drain()
    assert facts(await kept_copy(sb, table, first), deadline)

    # a restart redraws the copies of running matches: the reminder stands on the copy again, not sent anew
    await table.stop_bot()
    await table.start_bot(clock=clock)
    await table.drain()
    await eventually(reminded, what="the reminder standing after the restart")
    assert [m.id for m in sb.dms(first.user) if m.shown_text.startswith(HEAD)] == [copy.id]

    # the move that ends the turn takes the facts away (the copy is the plain panel again)
    await table.play(seed=1, until=lambda: seat not in table.service.to_act(match_id))
    await table.drain()
    after = await kept_copy(sb, table, first)
    assert after is not None and not after.shown_text.startswith(HEAD)
    assert_clean(sb)
    await table.stop_bot()
