"""End to end (issue 21): turn reminders by DM over days, quiet hours, closed DMs, reminders off,
restarts, and ``/turns`` across three matches in two servers — the real bot on the double, the
service's clock moved by the test (days pass in milliseconds).

The reminder task is paused (``ReminderCog.paused``, set on the running cog) so that what is sent is decided at the
moments the test chooses (:meth:`ReminderCog.run_due`), except in the last step, which checks that
the task sends a due reminder by itself.
"""
from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import datetime
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from cogs.kit.ui import GAME_UIS
from engine import registry
from engine.core import Rng
from harness.table import Player, SandboxTable
from sandbox import Message, Sandbox
from tests.clock import ServiceClock
from tests.sandbox_support import assert_clean
from tests.waiting import eventually

GAME = "wildlife"
DAY = 86_400.0
NY = ZoneInfo("America/New_York")
HEADS = ("⏰ **Your turn**", "⌛ **Most of your time is gone**")
CLOSED_NOTE = "(Your DMs are closed, so your reminder comes here.)"
OFF_NOTE = "(Your reminders are off, so this is your one mention; `/settings reminders:on` sends DMs.)"


def ny(day: int, hour: int, minute: int = 0) -> float:
    """Unix seconds of a local time in New York in March 2026 (daylight saving time from the 8th)."""
    return datetime(2026, 3, day, hour, minute, tzinfo=NY).timestamp()


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.01) as box:
        yield box


class Moves:
    """Moves made for people through the service, each chosen from the mover's own view (the
    reminders, not the clicks, are under test here)."""

    def __init__(self, table: SandboxTable, match_id: int) -> None:
        self.table, self.match_id, self.rng = table, match_id, Rng.from_seed(7)

    def to_act(self) -> set[int]:
        return self.table.service.to_act(self.match_id)

    async def one(self, seat: int) -> None:
        service = self.table.service
        record = service.match(self.match_id)
        assert record is not None
        action = registry.get(record.game).bot_action(service.view_of(record, seat), seat, self.rng)
        assert action is not None
        await service.act(self.match_id, int(record.seats[seat].user_id or 0), action)

    async def others_until(self, p: Player) -> None:
        """Everyone else moves until it is ``p``'s turn."""
        for _ in range(400):
            if p.seat in self.to_act():
                await self.table.drain()
                return
            await self.one(min(self.to_act()))
        raise AssertionError(f"{p.user.name}'s turn never came")

    async def turn_of(self, p: Player) -> None:
        """``p`` plays until it is no longer their turn."""
        for _ in range(50):
            if p.seat not in self.to_act():
                await self.table.drain()
                return
            await self.one(p.seat)
        raise AssertionError(f"{p.user.name}'s turn never ended")


class Inbox:
    """The reminder DMs and thread mentions each person got, read at each check."""

    def __init__(self, sb: Sandbox, table: SandboxTable) -> None:
        self.sb, self.table = sb, table
        self.seen: set[int] = set()

    def new_reminders(self, p: Player) -> list[Message]:
        fresh = [m for m in self.sb.dms(p.user) if m.id not in self.seen and m.shown_text.startswith(HEADS)]
        self.seen |= {m.id for m in self.sb.dms(p.user)}
        return fresh

    def mentions(self, p: Player) -> list[Message]:
        return [m for m in self.sb.messages(self.table.thread())
                if CLOSED_NOTE in m.content and f"<@{p.user.id}>" in m.content]


def thread_mentions(sb: Sandbox, table: SandboxTable, p: Player) -> list[Message]:
    """Every message in the match thread that mentions ``p`` for their turn (a notification for them;
    the opening announcement mentions everyone once)."""
    return [m for m in sb.messages(table.thread()) if f"<@{p.user.id}>" in m.content and "your turn" in m.content]


def reminder_cog(table: SandboxTable) -> Any:
    """The running bot's ReminderCog (an extension: its class is not this module's ``ReminderCog``)."""
    cog = table.bot.get_cog("ReminderCog") if table.bot else None
    assert cog is not None and hasattr(cog, "run_due")
    return cog


async def start(table: SandboxTable, clock: ServiceClock) -> None:
    """Start (or restart) the bot with its reminder task paused: only :func:`check` sends."""
    await table.start_bot(seed_source=lambda: 3, clock=clock)
    reminder_cog(table).paused = True


async def check(table: SandboxTable) -> int:
    """Let the reminders due by the service's clock go out, and wait for their writes."""
    await table.drain()
    sent = int(await reminder_cog(table).run_due())
    await table.drain()
    return sent


async def test_reminders_over_days_with_quiet_hours_closed_dms_and_a_restart(
    sb: Sandbox, tmp_path: Path
) -> None:
    """A 4-player WildLife match on 24-hour turns. player1 lives in New York, plays in the evenings
    and is quiet 22–08; player2's DMs are closed; player3 turned reminders off; player4 turned
    only DM copies off. Each reminder comes when, and only when, expected."""
    clock = ServiceClock(ny(10, 2))  # 02:00 in New York: player1's quiet hours
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 4, dm_open=[True, False, True, True])
    await start(table, clock)
    p1, p2, p3, p4 = table.players

    bad = await sb.slash(p1.user, table.channel, "settings", time_zone="America/New_Yrok")
    assert bad.ephemeral and bad.message is not None
    assert "Did you mean America/New_York?" in bad.message.text() and "Nothing was changed" in bad.message.text()
    ok = await sb.slash(p1.user, table.channel, "settings", time_zone="america/new_york", quiet="22-08")
    assert ok.message is not None
    assert "**America/New_York**" in ok.message.text() and "22:00–08:00 (America/New_York)" in ok.message.text()
    off = await sb.slash(p3.user, table.channel, "settings", reminders="off")
    assert off.message is not None and "Turn reminders are **off**" in off.message.text()
    copies_off = await sb.slash(p4.user, table.channel, "settings", dms="off")
    assert copies_off.message is not None and "DM copies are **off**" in copies_off.message.text()
    shown = await sb.slash(p1.user, table.channel, "settings")
    assert shown.message is not None and "Turn reminders: **on**" in shown.message.text()

    match_id = await table.open_lobby(GAME, {"turn_timeout_s": DAY, "time_bank_s": 0})
    await table.start()
    moves, inbox = Moves(table, match_id), Inbox(sb, table)
    ui = GAME_UIS[GAME]

    # 02:00: player1's turn comes in their quiet hours: no reminder yet.
    await moves.others_until(p1)
    await check(table)
    assert inbox.new_reminders(p1) == []
    turn = table.service.turn(match_id, p1.seat)
    assert turn is not None and turn.deadline == clock() + DAY

    # A restart at 07:59; at 08:00, the end of the quiet hours, the reminder comes from the new process.
    clock.now = ny(10, 7, 59)
    await check(table)
    assert inbox.new_reminders(p1) == []
    await table.stop_bot()
    await start(table, clock)
    await check(table)
    assert inbox.new_reminders(p1) == []
    clock.now = ny(10, 8)
    await check(table)
    [first] = inbox.new_reminders(p1)
    record = table.service.match(match_id)
    assert record is not None
    text = first.shown_text
    deadline = int(ny(10, 2) + DAY)
    asked = ui.asked(table.service.view_of(record, p1.seat), p1.seat)
    assert text.startswith(f"⏰ **Your turn** in **WildLife #{match_id}** on **Menagerie Zoo**: {asked}.")
    assert f"<t:{deadline}:f>" in text and f"<t:{deadline}:R>" in text
    assert f"https://discord.com/channels/{table.guild.id}/{table.thread().id}" in text
    assert first.components  # the playable panel: the reminder is the DM copy now, the older copy is gone
    kept = {k.user_id: k.message_id for k in await table.service.messages.messages(match_id, "dm")}
    assert kept[p1.user.id] == first.id
    assert [m.id for m in sb.dms(p1.user) if m.components] == [first.id]

    # A second restart does not send it again.
    await table.stop_bot()
    await start(table, clock)
    await check(table)
    assert inbox.new_reminders(p1) == []

    # 18:30: player1 plays (80 % of the turn, 21:12, not reached); their next turn comes at once,
    # while they are playing: no reminder until they have been away 5 minutes, also across a
    # restart (the last move is read from what was committed, not from the old process's memory).
    clock.now = ny(10, 18, 30)
    await check(table)
    assert inbox.new_reminders(p1) == []
    await moves.turn_of(p1)
    await moves.others_until(p1)
    await check(table)
    assert inbox.new_reminders(p1) == []
    await table.stop_bot()
    await start(table, clock)
    await check(table)
    assert inbox.new_reminders(p1) == []
    clock.advance(4 * 60)
    await check(table)
    assert inbox.new_reminders(p1) == []
    clock.advance(2 * 60)
    await check(table)
    [second] = inbox.new_reminders(p1)
    assert second.shown_text.startswith("⏰ **Your turn**")

    # 80 % of that turn (18:30 + 19 h 12 min = 13:42 the next day): "most of your time is gone".
    clock.now = ny(11, 13, 41)
    await check(table)
    assert inbox.new_reminders(p1) == []
    clock.now = ny(11, 13, 42)
    await check(table)
    [late] = inbox.new_reminders(p1)
    assert late.shown_text.startswith(f"⌛ **Most of your time is gone** in **WildLife #{match_id}**")

    # player1 plays at 18:00; player2's DMs are closed: one mention in the thread for their turn, once.
    clock.now = ny(11, 18)
    await moves.turn_of(p1)
    assert inbox.mentions(p2) == []
    await moves.others_until(p2)
    await check(table)
    [mention] = inbox.mentions(p2)
    assert f"<@{p2.user.id}>, your turn:" in mention.content
    assert sb.notified(mention) == {p2.user.id}  # it notifies them, and nobody else
    clock.advance(0.8 * DAY)
    await check(table)
    assert len(inbox.mentions(p2)) == 1 and sb.dms(p2.user) == []

    # player3 turned reminders off: no DM; one mention in the thread when the turn starts, none late.
    await moves.others_until(p3)
    clock.advance(10 * 60)
    await check(table)
    assert inbox.new_reminders(p3) == [] and inbox.mentions(p3) == []
    [turn_start] = thread_mentions(sb, table, p3)
    assert turn_start.content.startswith(f"⏰ <@{p3.user.id}>, your turn:") and OFF_NOTE in turn_start.content
    assert sb.notified(turn_start) == {p3.user.id}
    clock.advance(0.8 * DAY)
    await check(table)
    assert inbox.new_reminders(p3) == [] and thread_mentions(sb, table, p3) == [turn_start]

    # The reminder task itself sends what is due (here player4's turn start), without being asked.
    await moves.others_until(p4)
    reminder_cog(table).paused = False
    await eventually(lambda: any(m.shown_text.startswith(HEADS[0]) for m in sb.dms(p4.user)), what="player4's reminder")
    await table.drain()
    # player4 turned DM copies off: the reminder comes without a panel and is not kept as a copy.
    [plain] = sb.dms(p4.user)
    assert not plain.components and f"https://discord.com/channels/{table.guild.id}/" in plain.content
    assert p4.user.id not in {k.user_id for k in await table.service.messages.messages(match_id, "dm")}
    assert inbox.new_reminders(p1) == []  # player1 got three reminders in all: 08:00, 18:36 and 13:42
    # One notification per reminder: those whose DMs are open were never mentioned in the thread as
    # well (the live table's turn mention is not posted over days), player2 only once per turn.
    assert thread_mentions(sb, table, p1) == [] and thread_mentions(sb, table, p4) == []
    assert len(thread_mentions(sb, table, p2)) == 1
    assert_clean(sb)
    await table.stop_bot()


async def _lobby(sb: Sandbox, table: SandboxTable, host: Player, guest: Player, channel: Any, game: str,
                 timer: float) -> int:
    """``host`` opens a lobby of ``game`` in ``channel`` with a turn timer of ``timer`` seconds,
    ``guest`` joins, ``host`` starts it; returns the match id."""
    r = await sb.slash(host.user, channel, "play", game=game)
    assert r.message is not None
    match_id = max(m.id for m in table.service.running())
    await table.service.set_option(match_id, host.user.id, "turn_timeout_s", timer)
    await table.service.set_option(match_id, host.user.id, "time_bank_s", 0)  # deadlines are start + timer
    assert not (await sb.click(guest.user, r.message, label="Join")).failed
    assert not (await sb.click(host.user, r.message, label="Start")).failed
    await table.drain()
    return match_id


def _seat(table: SandboxTable, match_id: int, p: Player) -> Player:
    record = table.service.match(match_id)
    assert record is not None
    return Player(p.user, seat=next(s.seat for s in record.seats if s.user_id == p.user.id))


async def test_turns_lists_every_match_where_it_is_your_turn(sb: Sandbox, tmp_path: Path) -> None:
    """Three matches in two servers: ``/turns`` in a server lists that server's, soonest deadline
    first, with what is asked, the deadline and the thread; its button opens the right panel; in a
    DM it lists both servers'."""
    clock = ServiceClock(ny(10, 12))
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2)
    await start(table, clock)
    me, friend = table.players
    other = sb.add_user("islander")
    second = sb.add_guild("Second Zoo", members=[me.user, other], owner=other)
    far = sb.add_channel(second, "games")
    stranger = Player(other)

    wl = await _lobby(sb, table, me, friend, table.channel, "wildlife", DAY)  # deadline 12:00 tomorrow
    clock.advance(3600)
    wa = await _lobby(sb, table, me, friend, table.channel, "wildlife-adventure", DAY / 2)  # 01:00 tonight
    clock.advance(3600)
    elsewhere = await _lobby(sb, table, me, stranger, far, "wildlife-adventure", 3600)  # 15:00 today, first
    for match_id in (wl, wa, elsewhere):
        await Moves(table, match_id).others_until(_seat(table, match_id, me))
    turns = {m: table.service.turn(m, _seat(table, m, me).seat) for m in (wl, wa, elsewhere)}
    deadlines = {m: t.deadline if t is not None else None for m, t in turns.items()}
    # (in WildLife the friend moved first, at 14:00, so my 24 hours run from then)
    assert deadlines == {wl: ny(10, 14) + DAY, wa: ny(10, 13) + DAY / 2, elsewhere: ny(10, 14) + 3600}
    assert sorted(deadlines, key=lambda m: deadlines[m] or 0) == [elsewhere, wa, wl]

    here = await sb.slash(me.user, table.channel, "turns")
    assert here.ephemeral and here.message is not None
    text = here.message.text()
    assert f"WildLife #{wl}" in text and f"Wildlife Adventure #{wa}" in text and f"#{elsewhere}" not in text
    assert text.index(f"#{wa}") < text.index(f"#{wl}")  # the sooner deadline first
    for match_id in (wl, wa):
        record = table.service.match(match_id)
        assert record is not None
        seat = _seat(table, match_id, me).seat
        asked = GAME_UIS[record.game].asked(table.service.view_of(record, seat), seat)
        line = next(x for x in text.splitlines() if f"#{match_id}**" in x)
        assert asked in line and f"<t:{int(deadlines[match_id] or 0)}:R>" in line
        assert f"https://discord.com/channels/{table.guild.id}/{record.thread_id}" in line
    assert [b["label"] for b in here.message.buttons] == [f"#{wa} My cards", f"#{wl} Hand"]

    button = next(b for b in here.message.buttons if b["label"].startswith(f"#{wa}"))
    opened = await sb.click(me.user, here.message, custom_id=button["custom_id"])
    assert opened.ephemeral and opened.message is not None
    assert any(f":{wa}:" in str(c.get("custom_id", "")) for c in opened.message.iter_components())
    assert not any(f":{wl}:" in str(c.get("custom_id", "")) for c in opened.message.iter_components())

    dm = await sb.slash(me.user, sb.dm_channel(me.user), "turns")
    assert dm.message is not None
    text = dm.message.text()
    assert text.index(f"#{elsewhere}") < text.index(f"#{wa}") < text.index(f"#{wl}")
    assert "on **Second Zoo**" in text and "on **Menagerie Zoo**" in text
    assert len(dm.message.buttons) == 3
    far_button = next(b for b in dm.message.buttons if b["label"].startswith(f"#{elsewhere}"))
    opened = await sb.click(me.user, dm.message, custom_id=far_button["custom_id"])
    assert opened.message is not None
    assert any(f":{elsewhere}:" in str(c.get("custom_id", "")) for c in opened.message.iter_components())

    nothing = await sb.slash(friend.user, table.channel, "turns")
    assert nothing.message is not None and "It isn't your turn in any match on this server" in nothing.message.text()
    assert_clean(sb)
    await table.stop_bot()


async def test_no_reminder_while_paused_and_the_late_one_moves_with_the_pause(
        sb: Sandbox, tmp_path: Path, toy_registered: Any) -> None:
    """Issue 22's pause on a 24-hour turn (issue 21): while an admin has paused the match no reminder
    comes (moves are refused then); after ``/resume`` the late one comes at 80 % of the turn's own
    time, the paused days left out."""
    clock = ServiceClock(ny(10, 12))
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2)
    await start(table, clock)
    p1, p2 = table.players
    match_id = await table.open_lobby("toy", {"target": 50, "turn_timeout_s": DAY, "time_bank_s": 0})
    await table.start()
    inbox = Inbox(sb, table)
    await check(table)
    [first] = inbox.new_reminders(p1)  # the turn starts: its DM
    assert first.shown_text.startswith(HEADS[0])
    clock.advance(0.5 * DAY)
    assert "paused" in (await sb.slash(p1.user, table.channel, "pause", match=match_id)).message.text()  # type: ignore[union-attr]
    clock.advance(2 * DAY)  # 80 % of the turn's first span (19 h 12 min) is long past, but the match is paused
    await check(table)
    assert inbox.new_reminders(p1) == []
    assert "running again" in (await sb.slash(p1.user, table.channel, "resume", match=match_id)).message.text()  # type: ignore[union-attr]
    await check(table)
    assert inbox.new_reminders(p1) == []  # 12 h of the turn used: the late reminder is 7 h 12 min away
    clock.advance(0.3 * DAY - 60)
    await check(table)
    assert inbox.new_reminders(p1) == []
    clock.advance(60)
    await check(table)
    [late] = inbox.new_reminders(p1)
    assert late.shown_text.startswith(HEADS[1])
    assert f"<t:{int(ny(10, 12) + 3 * DAY)}:f>" in late.shown_text  # the deadline moved by the 2-day pause
    assert thread_mentions(sb, table, p1) == [] and inbox.new_reminders(p2) == []
    sb.take_violations(code=50007)
    assert_clean(sb)
    await table.stop_bot()


async def test_the_hours_the_bot_was_down_are_not_charged_to_the_person_whose_turn_it_is(
    sb: Sandbox, tmp_path: Path
) -> None:
    """Issue 37: player1 has 6 hours of a 24-hour turn left when the bot goes down for 10 hours (the
    night). After the restart no "most of your time is gone" comes and no move is made for them: the
    deadline and the late reminder come 10 hours later than they would have, as after a pause."""
    hour = 3_600.0
    clock = ServiceClock(ny(10, 8))
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2)
    await start(table, clock)
    p1 = table.players[0]
    match_id = await table.open_lobby(GAME, {"turn_timeout_s": DAY, "time_bank_s": 0})
    await table.start()
    moves, inbox = Moves(table, match_id), Inbox(sb, table)
    await moves.others_until(p1)
    await check(table)
    assert [m.shown_text[:15] for m in inbox.new_reminders(p1)] == ["⏰ **Your turn**"]
    turn = table.service.turn(match_id, p1.seat)
    assert turn is not None and turn.deadline is not None
    clock.advance(18 * hour)  # 6 hours left; the late reminder (at 19 h 12 min) is not due yet
    await check(table)
    assert inbox.new_reminders(p1) == []

    await table.stop_bot()
    clock.advance(10 * hour)  # the bot is down for the night
    await start(table, clock)
    await check(table)
    assert inbox.new_reminders(p1) == []
    moved = table.service.turn(match_id, p1.seat)
    assert moved is not None and moved.deadline is not None and moved.key == turn.key
    assert (moved.started_at, moved.deadline) == (turn.started_at + 10 * hour, turn.deadline + 10 * hour)
    assert moved.deadline - clock() == 6 * hour
    clock.advance(hour + 12 * 60 - 1)
    await check(table)
    assert inbox.new_reminders(p1) == []
    clock.advance(1)
    await check(table)
    [late] = inbox.new_reminders(p1)
    assert late.shown_text.startswith("⌛ **Most of your time is gone**")
    assert f"<t:{int(moved.deadline)}:f>" in late.shown_text
    await table.drain()
    assert "ran out of time" not in sb.transcript(table.thread())
    assert p1.seat in table.service.to_act(match_id)
    assert_clean(sb)
    await table.stop_bot()
