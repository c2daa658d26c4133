"""End to end (issue 21, "Clocks" and "Scale and persistence"): matches on turn-based clocks played over
days through the real bot and the double, with the service clock advanced instead of waiting.

* WildLife, 4 players, 24 hours a move: one person goes silent for three days — a default move when
  their 24 h and their 1-day time bank have run out, the bot restarts in the middle of a 24-hour
  wait (the deadline holds to the second, later by the hour it was down), a second default move, then a bot takes the seat; they
  ``/rejoin`` two days later and the final table and ``/history`` mark the seat.
* Wildlife Adventure on 12-hour clocks to the end, a few hours passing before each move.
"""
from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from cogs.kit.text import BOT_PLAYED_MARK
from cogs.lang import Lang, t
from cogs.shared.turn_clock import FIELD_NAME
from engine.service import MatchError
from harness.table import SandboxTable
from sandbox import Sandbox
from tests.clock import ServiceClock
from tests.sandbox_support import assert_clean
from tests.waiting import eventually

DAY, HOUR = 86_400.0, 3_600.0


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.01) as box:
        yield box


def _only(table: SandboxTable, seat: int) -> bool:
    """Only ``seat`` is left to act (everyone else has moved and waits for them)."""
    assert table.match_id is not None
    if table.service.match(table.match_id) is None:
        return True
    to_act = table.service.to_act(table.match_id)
    return bool(to_act) and to_act <= {seat}


async def test_wildlife_on_24_hour_clocks_someone_goes_silent_for_three_days(sb: Sandbox, tmp_path: Path) -> None:
    clock = ServiceClock()
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 4, dm_open=[True, True, True, False])
    await table.start_bot(seed_source=lambda: 2, clock=clock)
    match_id = await table.open_lobby("wildlife", {"turn_timeout_s": DAY, "absent_after": 2})
    assert table.lobby is not None
    lobby = table.lobby.text()
    assert "Speed: **Turn-based**" in lobby and "Turn timer: **24 h** a move" in lobby and "Time bank: **1 day**" in lobby
    await table.start()
    rules = await sb.slash(table.players[0].user, table.thread(), "rules")
    assert rules.message is not None and "Speed: **Turn-based**" in rules.message.text()
    assert "set by the server admin" not in rules.message.text()
    assert "on turn-based speeds that time is not charged to anyone" in rules.message.text()  # the bot's own outages
    quiet = table.players[3]
    silent = {quiet.seat}

    # Everyone else plays at once until only the quiet person is left to move.
    await table.play(seed=2, until=lambda: _only(table, quiet.seat), silent=silent)
    assert table.match_id is not None and table.service.match(match_id) is not None
    turn = table.service.turn_clock(match_id, quiet.seat)
    assert turn is not None and turn.turn_based and turn.deadline == turn.started + 2 * DAY  # 24 h + the bank
    await table.drain()
    shown = table.table_message().text()
    assert FIELD_NAME in shown and f"<t:{int(turn.deadline)}:R>" in shown  # the deadline as a Discord timestamp

    # A restart in the middle of the wait: the deadline is re-armed to the second, later by the hour the
    # bot was down (nobody could move meanwhile: issue 37).
    clock.advance(30 * HOUR)
    await table.stop_bot()
    clock.advance(HOUR)
    await table.start_bot(clock=clock)
    assert table.service.deadline(match_id, quiet.seat) == turn.deadline + HOUR
    turn = table.service.turn_clock(match_id, quiet.seat)
    assert turn is not None and turn.deadline == turn.started + 2 * DAY  # the whole turn moved: the same bank
    clock.advance_to(turn.deadline - 1)
    await table.drain()
    assert "ran out of time" not in sb.transcript(table.thread())
    clock.advance(1)  # day 2 is over: the default move is made and the thread says so
    await eventually(lambda: f"{quiet.user.name} ran out of time" in sb.transcript(table.thread()), timeout=60)

    # Day 3: the bank is empty, so the next move has its 24 hours only; it runs out too, and a bot takes over.
    await table.play(seed=3, until=lambda: _only(table, quiet.seat), silent=silent)
    second = table.service.turn_clock(match_id, quiet.seat)
    assert second is not None and second.bank_s == 0 and second.deadline == second.started + DAY
    assert second.deadline - turn.started <= 3 * DAY  # silent for three days in all
    clock.advance_to(second.deadline)
    await eventually(lambda: "a bot plays their seat now" in sb.transcript(table.thread()), timeout=60)
    record = await table.service.fetch(match_id)
    assert record is not None and record.seats[quiet.seat].abandoned and record.seats[quiet.seat].bot_played

    # The bot plays the seat for a while; two days later its person takes it back.
    await table.play(seed=4, stop_after=12, silent=silent)
    clock.advance(2 * DAY)
    r = await sb.slash(quiet.user, table.thread(), "rejoin")
    assert not r.failed
    await eventually(lambda: "is back and plays their seat again" in sb.transcript(table.thread()), timeout=60)
    record = await table.service.fetch(match_id)
    assert record is not None and not record.seats[quiet.seat].is_bot and record.seats[quiet.seat].bot_played

    await table.play(seed=5)  # everyone to the end, the quiet person included
    assert table.service.match(match_id) is None
    record = await table.service.fetch(match_id)
    assert record is not None and record.status == "finished" and record.seats[quiet.seat].bot_played
    assert not any(s.bot_played for s in record.seats if s.seat != quiet.seat)
    final = await table.table_message_any()
    assert t(Lang.EN, BOT_PLAYED_MARK, name=quiet.user.name) in final.text()
    r = await sb.slash(table.players[0].user, table.channel, "history", match=match_id)
    assert r.message is not None and f"A bot played part of this match for: {quiet.user.name}" in r.message.text()
    assert_clean(sb)
    await table.stop_bot()


async def test_wildlife_adventure_on_12_hour_clocks_to_the_end(sb: Sandbox, tmp_path: Path) -> None:
    clock = ServiceClock()
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3)
    await table.start_bot(seed_source=lambda: 5, clock=clock)
    match_id = await table.open_lobby("wildlife-adventure", {"turn_timeout_s": 12 * HOUR})
    assert table.lobby is not None and "Turn timer: **12 h** a move" in table.lobby.text()
    await table.start()
    first = min(table.service.to_act(match_id))
    turn = table.service.turn_clock(match_id, first)
    assert turn is not None and turn.deadline == turn.started + 12 * HOUR + DAY

    def evening() -> bool:
        """Before each move a few hours pass (in time: under the 12 hours a move)."""
        clock.advance(3 * HOUR)
        return False

    moves = await table.play(seed=5, until=evening)
    assert moves > 20 and table.service.match(match_id) is None
    record = await table.service.fetch(match_id)
    assert record is not None and record.status == "finished"
    transcript = sb.transcript(table.thread())
    assert "ran out of time" not in transcript  # every move was made in time, days apart
    assert clock() - turn.started > 2 * DAY
    assert_clean(sb)
    await table.stop_bot()


async def test_a_rescue_animals_lobby_offers_live_speeds_only_and_says_why(sb: Sandbox, tmp_path: Path) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2)
    await table.start_bot(turn_timeout_s=DAY)  # even where new lobbies default to turn-based
    r = await sb.slash(table.players[0].user, table.channel, "play", game="rescue-animals")
    assert r.message is not None
    text = r.message.text()
    assert "Speed: **Live** — Rescue Animals is played in real time, everyone at once, so it has no turn-based speeds." in text
    assert not any(s["custom_id"].endswith(":opt:turn_timeout_s") for s in r.message.selects)
    match_id = table.service.running()[-1].id
    assert not table.service.settings(table.service.match(match_id)).turn_based  # type: ignore[arg-type]
    with pytest.raises(MatchError, match="played in real time"):
        await table.service.set_option(match_id, table.players[0].user.id, "turn_timeout_s", 12 * HOUR)
    assert_clean(sb)
    await table.stop_bot()
