"""Bot levels (issue 15): the lobby offers Easy / Normal / Hard, the level is stored per seat,
shown in the lobby and at the table, kept by a rematch, and the scheduler decides at that level
in a worker thread (off the event loop). A bot standing in for a person plays Normal."""
from __future__ import annotations

import threading
from pathlib import Path

import pytest

from cogs.kit.text import seat_labels
from engine.core import Rng
from engine.service import MatchError, MatchService
from harness.table import SandboxTable
from sandbox import Sandbox
from storage import MatchRecord, MatchStatus, SeatRecord
from tests.e2e.test_new_game import ToyUI
from tests.toy_game import GAME as TOY
from tests.toy_game import Add, ToyAction, ToyGame, ToyView
from tests.waiting import eventually

HOST, BOB = 100, 101


# ------------------------------------------------------------------ service


async def test_add_bot_stores_the_level_and_rejects_unknown_ones(service: MatchService) -> None:
    rec = await service.create_lobby(game="toy", guild_id=1, channel_id=2, host_id=HOST, host_name="Host", seed=3)
    await service.add_bot(rec.id, HOST, "hard")
    await service.add_bot(rec.id, HOST)
    record = service.match(rec.id)
    assert record is not None and [s.level for s in record.seats] == ["normal", "hard", "normal"]
    with pytest.raises(MatchError, match="no bot level"):
        await service.add_bot(rec.id, HOST, "grandmaster")
    await service.set_bot_level(rec.id, HOST, record.seats[2].name, "easy")
    with pytest.raises(MatchError, match="Only the host"):
        await service.set_bot_level(rec.id, BOB, record.seats[2].name, "hard")
    with pytest.raises(MatchError, match="no longer in this lobby"):
        await service.set_bot_level(rec.id, HOST, "🤖 Nobody", "hard")
    stored = await service.storage.matches.get(rec.id)
    assert stored is not None and [s.level for s in stored.seats] == ["normal", "hard", "easy"]


async def test_the_scheduler_decides_at_the_seats_level_off_the_event_loop(
    service: MatchService, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[tuple[int, str, str]] = []
    original = type(TOY).bot_action

    def spy(self: ToyGame, view: ToyView, seat: int, rng: Rng, level: str = "normal") -> ToyAction | None:
        calls.append((seat, level, threading.current_thread().name))
        return original(self, view, seat, rng, level)

    monkeypatch.setattr(type(TOY), "bot_action", spy)
    rec = await service.create_lobby(game="toy", guild_id=1, channel_id=2, host_id=HOST, host_name="Host",
                                     options={"target": 12}, seed=3)
    await service.add_bot(rec.id, HOST, "hard")
    await service.add_bot(rec.id, HOST, "easy")
    await service.join(rec.id, BOB, "Bob")
    await service.start_match(rec.id, HOST)
    await service.act(rec.id, HOST, Add(amount=1))  # seat 0 opens; the bots follow
    await eventually(lambda: {1, 2} <= {seat for seat, _, _ in calls})
    assert {(seat, level) for seat, level, _ in calls} >= {(1, "hard"), (2, "easy")}
    assert all(seat in (1, 2) for seat, _, _ in calls)
    loop_thread = threading.current_thread().name
    assert all(name != loop_thread and name.startswith("bot-decision") for _, _, name in calls)
    # Bob leaves: the bot that takes his seat plays Normal.
    await service.abandon(rec.id, BOB)
    record = service.match(rec.id)
    assert record is not None and record.seats[3].is_bot and record.seats[3].level == "normal"


# ------------------------------------------------------------------ lobby, through the double


def test_the_table_names_a_bot_with_its_level() -> None:
    """Every table and announcement names seats through seat_label: Easy and Hard are marked,
    Normal (the default, and any bot standing in for a person) is not."""
    seats = [SeatRecord(0, 1, "Ann"), SeatRecord(1, None, "🤖 Otter", is_bot=True, level="hard"),
             SeatRecord(2, None, "🤖 Lynx", is_bot=True), SeatRecord(3, 2, "Bo", is_bot=True, abandoned=True)]
    record = MatchRecord(id=1, guild_id=1, channel_id=1, thread_id=None, game="mission-wild-life", status=MatchStatus.ACTIVE,
                         host_id=1, options={}, seed=0, state=None, version=0, timers={}, created_at=0.0,
                         updated_at=0.0, seats=seats)
    # each name isolated (FSI…PDI, issue 37), so a right-to-left name cannot turn the words after it
    assert seat_labels(record) == ["\u2068Ann\u2069", "\u2068🤖 Otter\u2069 (Hard)", "\u2068🤖 Lynx\u2069",
                                   "\u2068Bo\u2069 (left, bot plays)"]


async def test_the_lobby_offers_levels_and_they_survive_a_restart(sb: Sandbox, tmp_path: Path) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2, dm_open=[False, False])
    await table.start_bot(seed_source=lambda: 4)
    host, other = (p.user for p in table.players)
    r = await sb.slash(host, table.channel, "play", game="mission-wild-life")
    lobby = r.message
    assert lobby is not None
    match_id = table.service.running()[-1].id
    added = await sb.click(host, lobby, label="Add bot")
    assert added.ephemeral and added.message is not None
    chooser = added.message
    assert [b.get("label") for b in chooser.buttons] == ["Easy", "Normal", "Hard"]
    assert "🤖 Otter (Normal)" in lobby.text()
    hard = await sb.click(host, chooser, label="Hard")
    assert not hard.failed and hard.response_type == 7 and "plays at **Hard**" in chooser.text()
    assert "🤖 Otter (Hard)" in lobby.text()
    record = table.service.match(match_id)
    assert record is not None and record.seats[1].level == "hard"
    await sb.click(other, lobby, label="Join")  # the chooser is the host's alone (ephemeral)
    # After a restart the chooser's buttons still work (DynamicItem custom_ids).
    await table.stop_bot()
    await table.start_bot(seed_source=lambda: 4)
    easy = await sb.click(host, chooser, label="Easy")
    assert not easy.failed and "plays at **Easy**" in chooser.text()
    await sb.settle()
    assert "🤖 Otter (Easy)" in lobby.text()
    assert table.service.match(match_id).seats[1].level == "easy"  # type: ignore[union-attr]
    sb.take_violations(code=50007)
    sb.assert_no_violations()
    await table.stop_bot()


async def test_the_table_shows_levels_and_a_rematch_keeps_them(
    sb: Sandbox, tmp_path: Path, toy_registered: ToyUI  # noqa: F811
) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 1, dm_open=[False])
    await table.start_bot(seed_source=lambda: 8)
    match_id = await table.open_lobby("toy", {"target": 5})
    host = table.players[0].user
    assert table.lobby is not None
    for level in ("Hard", "Easy"):
        added = await sb.click(host, table.lobby, label="Add bot")
        assert added.message is not None
        await sb.click(host, added.message, label=level)
    assert "🤖 Otter (Hard)" in table.lobby.text() and "🤖 Lynx (Easy)" in table.lobby.text()
    await table.start()
    await table.play(seed=1)
    await sb.settle()
    final = await table.table_message_any()
    r = await sb.click(host, final, label="Rematch")
    assert r.ephemeral and "Rematch lobby" in (r.message.text() if r.message else "")
    lobby = next(rec for rec in table.service.running() if rec.status == "lobby")
    assert lobby.id != match_id
    assert [(s.name, s.level) for s in lobby.seats if s.is_bot] == [("🤖 Otter", "hard"), ("🤖 Lynx", "easy")]
    sb.take_violations(code=50007)
    sb.assert_no_violations()
    await table.stop_bot()
