"""End to end (issue 12, "Around the match" and "Absent players"): per-match turn timer and
absent count as lobby options, the reminder before a timeout, the DM opt-out, ``/profile`` links
and ``/history``, provisional ratings and names in embeds — through the real bot and the sandbox."""
from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from cogs.kit.text import safe
from cogs.shared.lobby_controls import speed_choices
from engine import registry
from engine.core import parse_action
from engine.games.rescue_animals.views import RescueView
from engine.service import MatchError
from engine.service import match_settings as ms
from harness.table import SandboxTable
from sandbox import Message, Sandbox, message_strings
from tests.clock import ServiceClock
from tests.match_reads import live_record, view_as
from tests.sandbox_support import assert_clean

MWL = "mission-wild-life"


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.01) as box:
        yield box


def _select(message: Message, suffix: str) -> dict[str, Any]:
    return next(s for s in message.selects if s["custom_id"].endswith(suffix))


def _value(select: dict[str, Any], label_end: str) -> str:
    return str(next(o["value"] for o in select["options"] if o["label"].endswith(label_end)))


async def test_turn_timer_and_absent_count_are_lobby_options(sb: Sandbox, tmp_path: Path) -> None:
    """The lobby opens with the .env defaults, the host picks presets from selects, a bad value is
    refused naming the range, the match runs with its own timer and /rules in its thread says so."""
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3)
    clock = ServiceClock()  # the turn's deadline is read against the service's own clock, however long the set-up took
    await table.start_bot(seed_source=lambda: 4, turn_timeout_s=300, clock=clock)
    host = table.players[0].user
    r = await sb.slash(host, table.channel, "play", game=MWL)
    lobby = r.message
    assert lobby is not None
    table.lobby, table.match_id, table._game_key = lobby, table.service.running()[-1].id, MWL
    assert "Turn timer: **5 min**" in lobby.text() and "Absent after: **2 turns**" in lobby.text()
    # Five option rows would not fit: the game's on/off options share one multi-select.
    assert len(lobby.selects) == 4
    variants = _select(lobby, ":opt-switches")
    await sb.select(host, lobby, variants["custom_id"], [_value(variants, "Expert missions")])
    assert "Expert missions: **On**" in lobby.text() and "Pass 3 cards left: **Off**" in lobby.text()
    timer = _select(lobby, ":opt:turn_timeout_s")
    assert [o["label"] for o in timer["options"]] == [f"Speed: {n}" for n, _ in speed_choices()]
    assert [json.loads(o["value"]) for o in timer["options"]] == [v for _, v in ms.TURN_TIMER_PRESETS]
    assert timer["options"][-1]["label"] == "Speed: turn-based, 72 h a move + 1 day bank"
    await sb.select(host, lobby, timer["custom_id"], [_value(timer, ": live, 1 min a move")])
    absent = _select(lobby, ":opt:absent_after")
    await sb.select(host, lobby, absent["custom_id"], [_value(absent, ": 1 turn")])
    assert "Turn timer: **1 min**" in lobby.text() and "Absent after: **1 turn**" in lobby.text()
    with pytest.raises(MatchError, match=r"from 0 \(none\) to 259200 \(72 h\)"):
        await table.service.set_option(table.match_id, host.id, "turn_timeout_s", -5)
    with pytest.raises(MatchError, match=r"flash_per_round must be a whole number from 1 to 3 \(got 9\)"):
        await table.service.set_option(table.match_id, host.id, "flash_per_round", 9)
    for p in table.players[1:]:
        await sb.click(p.user, lobby, label="Join")
    await table.start()
    record = table.service.match(table.match_id)
    assert record is not None and record.options["expert"] is True
    seat = min(table.service.to_act(table.match_id))
    deadline = table.service.deadline(table.match_id, seat)
    assert deadline is not None and deadline - clock() == 60  # the match's 1 min, not .env's 5
    rules = await sb.slash(host, table.thread(), "rules")
    assert rules.message is not None
    text = rules.message.text()
    assert "Turn timer: **1 min**" in text and "Absent after: **1 turn**" in text
    assert_clean(sb)
    await table.stop_bot()


async def test_a_reminder_comes_before_the_timeout_and_goes_when_the_turn_ends(
    sb: Sandbox, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With no timer in .env, a match whose lobby chose one still runs it; the person is reminded
    (one mention) before it runs out, the reminder is deleted once the turn is over, and after
    the match's absent count (1) a bot takes the seat."""
    monkeypatch.setattr(ms, "REMIND_MIN_TIMEOUT_S", 0.0)  # remind even on this short timer
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3)
    await table.start_bot(seed_source=lambda: 4, turn_timeout_s=0)
    match_id = await table.open_lobby(MWL, {"turn_timeout_s": 4.0, "absent_after": 1})
    await table.start()
    service = table.service
    seat = min(service.to_act(match_id))
    user = service.match(match_id).seats[seat].user_id  # type: ignore[union-attr]
    thread = table.thread()

    def reminders() -> list[object]:
        return [m for m in sb.messages(thread) if m.content.startswith("⏰") and f"<@{user}>" in m.content]

    await sb.wait_until(lambda: bool(reminders()), timeout=30)
    reminder = reminders()[0]
    assert "runs out <t:" in reminder.content  # type: ignore[attr-defined]
    assert sb.notified(reminder) == {user}  # type: ignore[arg-type]  # the person whose turn it is, nobody else
    await sb.wait_until(lambda: "a bot plays their seat" in sb.transcript(thread), timeout=30)
    await sb.wait_until(lambda: reminder not in sb.messages(thread), timeout=30)
    assert "let 1 turn run out" in sb.transcript(thread)
    assert service.match(match_id).seats[seat].is_bot  # type: ignore[union-attr]
    assert_clean(sb)
    await table.stop_bot()


async def test_a_reminder_left_by_a_stopped_bot_is_deleted_at_the_next_start(
    sb: Sandbox, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The bot stops between posting a reminder and deleting it: the restarted bot deletes it
    (it was kept), instead of leaving "your turn runs out" in the thread for good."""
    monkeypatch.setattr(ms, "REMIND_MIN_TIMEOUT_S", 0.0)
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3)
    await table.start_bot(seed_source=lambda: 4, turn_timeout_s=0)
    match_id = await table.open_lobby(MWL, {"turn_timeout_s": 4.0, "absent_after": 1})
    await table.start()
    thread = table.thread()

    def reminders() -> list[object]:
        return [m for m in sb.messages(thread) if m.content.startswith("⏰")]

    await sb.wait_until(lambda: bool(reminders()), timeout=30)
    reminder = reminders()[0]
    await table.stop_bot()
    assert reminder in sb.messages(thread)
    await table.start_bot(seed_source=lambda: 4, turn_timeout_s=0)
    await sb.wait_until(lambda: reminder not in sb.messages(thread), timeout=30)
    assert table.service.match(match_id) is not None
    await table.stop_bot()


async def test_dm_opt_out_is_remembered_and_closes_copies(sb: Sandbox, tmp_path: Path) -> None:
    """/settings dms:off: no DM copy for that person (others still get theirs), an existing copy
    is closed, and the choice survives a restart."""
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3)
    await table.start_bot(seed_source=lambda: 4)
    p1, p2 = table.players[0], table.players[1]
    off = await sb.slash(p2.user, table.channel, "settings", dms="off")
    assert off.ephemeral and off.message is not None and "DM copies are **off**" in off.message.text()
    await table.open_lobby(MWL)
    await table.start()
    await table.play(stop_after=3)
    assert sb.dms(p2.user) == [] and sb.dms(p1.user) != []
    copy = sb.dms(p1.user)[-1]
    assert copy.buttons  # a playable copy
    r = await sb.slash(p1.user, table.channel, "settings", dms="off")
    assert r.message is not None and "copies of 1 running match were closed" in r.message.text()
    assert not copy.buttons and "DM copies are off" in copy.text()
    p1.use_dm = False
    count = len(sb.dms(p1.user))
    await table.play(stop_after=6)
    assert len(sb.dms(p1.user)) == count and not copy.buttons and sb.dms(p2.user) == []
    await table.stop_bot()
    await table.start_bot(seed_source=lambda: 4)
    shown = await sb.slash(p2.user, table.channel, "settings")
    assert shown.message is not None and "DM copies of your panels: **off**" in shown.message.text()
    on = await sb.slash(p2.user, table.channel, "settings", dms="on")
    assert on.message is not None and "**on**" in on.message.text()
    assert await table.service.preferences.get_dms(p2.user.id) is True
    assert_clean(sb)
    await table.stop_bot()


@pytest.mark.parametrize("game_seed", [5])
async def test_an_abandoned_seat_is_last_on_the_final_table_as_in_the_profile(
    sb: Sandbox, tmp_path: Path, game_seed: int
) -> None:
    """A 4-player match where one person abandoned at the start and their bot did better than last:
    the final result and the table show that person 4th, as /profile's average place (4.00) does."""
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2)
    await table.start_bot(seed_source=lambda: game_seed)
    host, leaver = table.players
    r = await sb.slash(host.user, table.channel, "play", game=MWL)
    assert r.message is not None
    table.lobby, table.match_id, table._game_key = r.message, table.service.running()[-1].id, MWL
    await sb.click(leaver.user, r.message, label="Join")
    for _ in range(2):
        await sb.click(host.user, r.message, label="Add bot")
    await table.start()
    left = await sb.slash(leaver.user, table.thread(), "abandon")
    assert left.message is not None and "a bot plays your seat" in left.message.text()
    table.players = [host]
    await table.play(seed=3)
    thread = table.thread()
    await sb.wait_until(lambda: "Standings are updated" in sb.transcript(thread), timeout=30)
    record = await table.service.fetch(table.match_id)
    assert record is not None and record.state is not None
    game = registry.get(MWL)
    outcome = game.outcome(game.State.model_validate_json(record.state))
    assert outcome is not None and outcome.places[leaver.seat] < 4  # the bot in the leaver's seat did better than last
    final = next(m for m in reversed(sb.messages(thread)) if "Standings are updated" in m.text())
    line = next(x for x in final.text().splitlines() if "player2" in x)
    assert line.startswith("4."), line
    final_table = next(m for m in sb.messages(thread) if "Game over" in m.text() and "match #" in m.text())
    table_line = next(x for x in final_table.text().splitlines() if "player2" in x and "mission" in x)
    assert table_line.startswith("4."), table_line
    profile = await sb.slash(leaver.user, table.channel, "profile")
    assert profile.message is not None
    text = profile.message.text()
    assert "Average place 4.00" in text
    # /profile: recent matches link to their threads; ratings of newcomers are provisional.
    assert f"[#{table.match_id}](https://discord.com/channels/{table.guild.id}/{thread.id})" in text
    assert "skill estimate " in text and "μ" not in text and "(provisional, 1 game)" in text and "<@" not in text
    await _check_history(sb, table, record)
    assert_clean(sb)
    await table.stop_bot()


async def _check_history(sb: Sandbox, table: SandboxTable, record: object) -> None:
    """/history of the finished match: its moves page by page, public events only."""
    assert table.match_id is not None
    game = registry.get(MWL)
    private: set[str] = set()
    state = game.setup(4, game.Options.model_validate(ms.game_options(record.options)), record.seed)  # type: ignore[attr-defined]
    for _, seat, action in await table.service.storage.matches.actions(table.match_id):
        events = game.apply(state, seat, parse_action(game, json.loads(action)))
        private |= {e.text for e in events if e.visible_to is not None and e.text}
    r = await sb.slash(table.players[0].user, table.channel, "history", match=table.match_id)
    assert r.message is not None
    first = r.message.text()
    assert f"History — Mission: Wild Life #{table.match_id}" in first and "`1.`" in first and "page 1/" in first
    pages = int(first.split("page 1/")[1].split()[0])
    assert pages > 1  # a whole match does not fit one page
    seen = first
    for _ in range(pages - 1):
        r = await sb.click(table.players[0].user, r.message, label="Next ▶")
        assert r.message is not None
        seen += r.message.text()
    assert r.message is not None and f"page {pages}/{pages}" in r.message.text()
    assert "player2" in seen and not any(t in seen for t in private)
    running = await sb.slash(table.players[0].user, table.channel, "history", match=table.match_id + 1)
    assert running.ephemeral and running.message is not None and "no match" in running.message.text()


async def test_rescue_animals_thread_announces_round_one_and_batches_rescues(sb: Sandbox, tmp_path: Path) -> None:
    """Rescue Animals posts Round 1's start when the match starts (as Mission: Wild Life does) and
    no message per rescue: each round's rescues come together in its summary (the table shows
    them live)."""
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 4, dm_open=[False] * 4)
    await table.start_bot(seed_source=lambda: 21)
    await table.open_lobby("rescue-animals", {"countdown_s": 0.05, "claim_window_ms": 50})
    await table.start()
    thread = table.thread()
    await sb.wait_until(lambda: "**Round 1** —" in sb.transcript(thread), timeout=30)
    match_id = table.match_id or 0
    # Play round 1 only: a move of round 2 (a tie there is told at once) would come after its summary.
    await table.play(seed=1, until=lambda: view_as(RescueView, table.service, match_id, None).round > 1)
    await sb.wait_until(lambda: "Round 1 over" in sb.transcript(thread), timeout=30)
    posts = [m.text() for m in sb.messages(thread)]
    summary = next(t for t in posts if "Round 1 over" in t)
    assert all(f"player{i}:" in summary for i in range(1, 5))  # every seat's rescues of the round, together
    assert not any("rescued the" in t for t in posts)
    others = [t for t in posts if not t.startswith("⚖️")]  # a tie is told when it happens: it decides who rescued
    assert len(others) == 4  # the start mention, the table, Round 1, the summary with Round 2's start
    assert posts.index(summary) == len(posts) - 1 and "**Round 2** —" in summary
    assert_clean(sb)
    await table.stop_bot()


async def test_fewer_writes_per_move_dm_copies_follow_the_turn_and_active_people_are_not_mentioned(
    sb: Sandbox, tmp_path: Path
) -> None:
    """Quieter threads (issue 12): a DM copy is not edited for a move that neither starts nor ends
    its seat's turn (the table shows it) nor for someone playing from an open panel, and a person
    who moved a moment ago is not mentioned again when their turn comes round."""
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 4)  # everyone's DMs open
    await table.start_bot(seed_source=lambda: 4)
    match_id = await table.open_lobby(MWL)
    await table.start()
    service = table.service
    first = min(service.to_act(match_id))
    by_seat = {p.seat: p for p in table.players}
    aside = by_seat[(first + 2) % 4]  # neither moves now nor next
    copy = next(m for m in sb.dms(aside.user) if m.buttons)
    edits, version = sb.world.messages[copy.id].edits, live_record(service, match_id).version
    await table.play(seed=1, stop_after=1)
    assert live_record(service, match_id).version == version + 1
    assert sb.world.messages[copy.id].edits == edits  # the DM copy waits for its own turn
    await table.play(seed=1, stop_after=11)  # three tricks: everyone has moved
    thread = table.thread()
    mentions = [m for m in sb.world.messages.values() if m.channel_id == thread.id and "your turn" in m.content]
    assert mentions == []  # everyone joined the lobby a moment ago and has played along since
    dm_player = table.players[0]  # plays from the DM copy (the others from open panels)
    own = next(m for m in sb.dms(dm_player.user) if m.buttons)
    assert sb.world.messages[own.id].edits >= 3  # it followed its own turns
    fetched = [p for m, p in sb.world.requests if m == "GET" and p.strip("/").split("/")[:1] == ["users"]
               and p.strip("/").split("/")[1:2] != ["@me"]]
    assert fetched == []  # a DM copy opens the DM channel without fetching the person first
    assert_clean(sb)
    await table.stop_bot()


async def _lobby_joined_by_player2(sb: Sandbox, table: SandboxTable) -> Message:
    """player1 opens a Mission: Wild Life lobby and player2 joins it; the lobby message."""
    host, early = table.players[0].user, table.players[1].user
    r = await sb.slash(host, table.channel, "play", game=MWL)
    lobby = r.message
    assert lobby is not None
    table.lobby, table.match_id, table._game_key = lobby, table.service.running()[-1].id, MWL
    await sb.click(early, lobby, label="Join")
    await sb.wait_until(lambda: "player2" in lobby.text())
    return lobby


async def _first_turn_mentions(sb: Sandbox, table: SandboxTable) -> str:
    """Start the lobby, play everyone's first turn (3 seats), and return every turn mention
    posted in the match thread (deleted ones too), joined."""
    await table.start()
    await table.play(seed=1, stop_after=3)
    await table.drain()
    thread = table.thread()
    return " ".join(m.content for m in sb.world.messages.values() if m.channel_id == thread.id and "your turn" in m.content)


async def test_who_joined_the_lobby_a_moment_ago_is_not_mentioned_at_their_first_turn(
    sb: Sandbox, tmp_path: Path
) -> None:
    """Joining the lobby counts as playing along: the first turn of someone who joined a moment
    before the start brings no mention; those who joined long before (the host, who opened it,
    included) are mentioned when their first turn comes."""
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3)
    clock = ServiceClock()
    await table.start_bot(seed_source=lambda: 4, turn_timeout_s=0, clock=clock)
    assert table.bot is not None
    cog: Any = table.bot.get_cog("TableCog")
    active_s: float = cog.mentions.active_s
    host, early, late = (p.user for p in table.players)
    lobby = await _lobby_joined_by_player2(sb, table)
    clock.advance(active_s + 60)  # the host and player2 went away from the lobby
    await sb.click(late, lobby, label="Join")
    said = await _first_turn_mentions(sb, table)
    assert f"<@{early.id}>" in said and f"<@{host.id}>" in said  # mentioned (deleted since, their turn over)
    pinged = {n.user_id for n in sb.world.notifications
              if "your turn" in sb.world.messages[n.message_id].content}
    assert pinged == {early.id, host.id}  # each turn mention notified the people it named
    assert f"<@{late.id}>" not in said
    assert_clean(sb)
    await table.stop_bot()


async def test_after_a_restart_who_joined_the_lobby_before_it_is_mentioned(sb: Sandbox, tmp_path: Path) -> None:
    """A lobby older than the bot's process was joined at times the bot does not know: its people
    are mentioned at their first turn (not taken for having just joined at the first update the
    restarted bot sees)."""
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3)
    clock = ServiceClock()
    await table.start_bot(seed_source=lambda: 4, turn_timeout_s=0, clock=clock)
    host, early, late = (p.user for p in table.players)
    lobby = await _lobby_joined_by_player2(sb, table)
    clock.advance(5)
    await table.stop_bot()
    await table.start_bot(seed_source=lambda: 4, turn_timeout_s=0, clock=clock)
    await sb.click(late, lobby, label="Join")  # the restarted bot's first sight of the lobby
    await sb.wait_until(lambda: "player3" in lobby.text())
    said = await _first_turn_mentions(sb, table)
    assert f"<@{early.id}>" in said and f"<@{host.id}>" in said
    assert_clean(sb)
    await table.stop_bot()


async def test_a_display_name_is_escaped_alike_in_lobby_games_table_and_history(sb: Sandbox, tmp_path: Path) -> None:
    """A name with markdown and a mention in it reads the same, inert, everywhere it is shown."""
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3)
    odd = "*Bo_b* @everyone ~~x~~"
    table.players[1].user.name = odd
    await table.start_bot(seed_source=lambda: 4)
    await table.open_lobby(MWL)
    shown = safe(odd)

    def written(m: Message) -> str:  # as the bot wrote it (Message.text() reads it as a person does)
        return "\n".join(message_strings(m))

    assert shown != odd and shown in written(table.lobby)  # type: ignore[arg-type]
    games = await sb.slash(table.players[0].user, table.channel, "games")
    assert games.message is not None and shown in written(games.message)
    await table.start()
    assert shown in written(table.table_message())
    assert not any(odd in m.content or odd in str(m.embeds) for m in sb.messages(table.thread()))
    assert_clean(sb)
    await table.stop_bot()
