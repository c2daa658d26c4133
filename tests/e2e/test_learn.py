"""End to end, ``/learn`` (issue 35) through the real bot, discord.py and the double, for every game
with a tutorial (``engine.tutorial.tutorials``), on both backends:

* ❔ on the tutorial's panel answers privately with a new message, and on every panel and DM copy of
  a real match of every game;
* a simulated learner who follows the coach finishes the tutorial: every suggested move was the
  component the panel marked, the last panel is the lesson's end, the game is learned
  (``/profile`` says so; a lobby marks the newcomer who joins, not the learner), nothing of it
  reached anyone else (no message another person can see, no public message at all, no DM), and
  no rating, result, reputation or ``/history`` exists;
* /learn in a DM with the bot works the same way, with nothing but private answers in the DM;
* one who makes random legal detours still reaches the end;
* a bot restarted in the middle resumes the tutorial: ``/learn`` offers Continue with the
  progress, Continue shows the panel where it stopped, and the lesson ends.
"""
from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from cogs.kit.ui import GAME_UIS, discover
from engine import registry
from engine.core import Rng
from engine.tutorial import tutorials
from harness.learner import COACH_MARKS, SimulatedLearner
from harness.table import SandboxTable
from sandbox import Sandbox
from tests.match_reads import sql_db
from tests.sandbox_support import assert_clean


def games_with_a_tutorial() -> list[str]:
    discover()
    return sorted(k for k in tutorials() if k in GAME_UIS and k in registry.games())


GAMES = games_with_a_tutorial()


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.01) as sandbox:
        yield sandbox


def test_some_game_has_a_tutorial() -> None:
    assert "mission-wild-life" in GAMES


async def _nothing_public(sb: Sandbox, table: SandboxTable, learner: SimulatedLearner) -> None:
    """Nobody but the learner saw anything of the tutorial: no public message, no DM, nothing in
    the others' view of the world."""
    others = [p.user for p in table.players[1:]] + [table.outsider]
    for user in others:
        assert not sb.ephemerals(user), user.name
        assert not sb.dms(user), user.name
    assert not sb.messages(table.channel), "a tutorial posted in the channel"
    assert not sb.dms(learner.user), "a tutorial used the learner's DMs"
    for user in others:
        screen = sb.screen(user)
        assert "Learning" not in screen and "🎓" not in screen, screen


def _shows_the_end(sb: Sandbox, learner: SimulatedLearner) -> None:
    """The finished lesson's last panel is its end: the coach's header, the last moves told, the
    farewell and the learned mark, and nothing of the game's panel (the move that ends a lesson may
    already have dealt a next round or passed the turn on: Rescue Animals showed round 4's frozen
    countdown and dice under the farewell, Mission: Wild Life round 2's hand), no button, no picture."""
    assert learner.panel is not None
    last = sb.world.messages[learner.panel.id]
    text = last.text()
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    assert lines[0].startswith("🎓") and lines[-1].startswith("✅"), text
    assert all(line.startswith(COACH_MARKS) for line in lines[1:]), text
    assert not last.buttons and not last.selects and not last.attachments, text


async def _no_result(table: SandboxTable, match_id: int) -> None:
    db = sql_db(table.service.storage)
    for sql in ("SELECT COUNT(*) FROM results WHERE match_id = ?", "SELECT COUNT(*) FROM ratings",
                "SELECT COUNT(*) FROM reputation"):
        row = await db.fetchone(sql, (match_id,) if "?" in sql else ())
        assert row is not None and row[0] == 0, sql
    record = await table.service.fetch(match_id)
    assert record is not None and record.tutorial and record.status != "finished"


@pytest.mark.parametrize("key", GAMES)
async def test_following_the_coach_learns_the_game_privately(sb: Sandbox, tmp_path: Path, key: str) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2, dm_open=[False, True])
    bot = await table.start_bot()
    learner = SimulatedLearner(sb, bot, table.players[0].user, table.channel, key)
    first = await learner.begin()
    assert first.ephemeral and first.ephemeral_for == learner.user.id
    match_id = learner.match_id()
    assert match_id is not None
    assert not table.service.running(), "a tutorial is listed among the server's matches"
    assert not table.service.matches_of(learner.user.id)
    ui = GAME_UIS[key]
    what_now = await sb.click(learner.user, first, custom_id=ui.custom_id("explain", match_id))  # ❔ What now?
    assert not what_now.failed and what_now.ephemeral and what_now.response_type == 4
    assert what_now.message is not None and what_now.message.text().startswith("❔")
    seen = await learner.follow()
    assert learner.progress().finished and seen.marked_ok, seen.lines[-5:]
    assert seen.detours == 0
    script = tutorials()[key]
    assert set(learner.progress().taught) == {s.id for s in script.sections}
    assert any(line.startswith("✅") for line in seen.lines), seen.lines[-3:]
    _shows_the_end(sb, learner)
    await _nothing_public(sb, table, learner)
    await _no_result(table, match_id)
    row = await table.service.tutorials.get(learner.user.id, key)
    assert row is not None and row.learned_at is not None and row.match_id is None
    profile = await sb.slash(learner.user, table.channel, "profile")
    assert profile.message is not None and registry.get(key).title in profile.message.text()
    history = await sb.slash(learner.user, table.channel, "history", match=match_id)
    assert history.message is not None and "There is no match" in history.message.text()
    again = await sb.slash(learner.user, table.channel, "learn", game=key)
    assert again.message is not None and "already learned" in again.message.text()
    await _lobby_marks_only_the_new(sb, table, learner, key)
    assert_clean(sb)
    await table.stop_bot()


async def _lobby_marks_only_the_new(sb: Sandbox, table: SandboxTable, learner: SimulatedLearner, key: str) -> None:
    """A lobby of the game the learner hosts, joined by someone who has not learned it: only the
    newcomer's seat says "🎓 new to …", with the line pointing at /learn."""
    title = registry.get(key).title
    newcomer = table.players[1].user
    lobby = await sb.slash(learner.user, table.channel, "play", game=key)
    assert lobby.message is not None
    await sb.click(newcomer, lobby.message, label="Join")
    text = sb.world.messages[lobby.message.id].text()
    marked = [line for line in text.splitlines() if f"new to {title}" in line and "/learn" not in line]
    assert len(marked) == 1 and newcomer.name in marked[0] and learner.user.name not in marked[0], text
    assert any("/learn" in line and title in line for line in text.splitlines()), text


@pytest.mark.parametrize("key", GAMES)
async def test_learn_in_a_dm_with_the_bot(sb: Sandbox, tmp_path: Path, key: str) -> None:
    """/learn works in a DM with the bot too: the panel is a private answer in the DM, the bots'
    moves show on it, the lesson ends and the game is learned; nothing else is posted there (no DM
    copy, no table) and nobody else sees anything."""
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2)
    bot = await table.start_bot()
    dm = sb.dm_channel(table.players[0].user)
    learner = SimulatedLearner(sb, bot, table.players[0].user, dm, key)
    first = await learner.begin()
    assert first.ephemeral and first.ephemeral_for == learner.user.id and first.channel_id == dm.id
    match_id = learner.match_id()
    assert match_id is not None
    record = await table.service.fetch(match_id)
    assert record is not None and record.tutorial and record.guild_id is None
    seen = await learner.follow()
    assert learner.progress().finished and seen.marked_ok, seen.lines[-5:]
    assert not sb.messages(dm), "a tutorial posted a public message in the DM"
    assert all(m.ephemeral_for == learner.user.id for m in sb.dms(learner.user))
    assert not sb.messages(table.channel)
    for user in [p.user for p in table.players[1:]] + [table.outsider]:
        assert not sb.ephemerals(user) and not sb.dms(user), user.name
    await _no_result(table, match_id)
    row = await table.service.tutorials.get(learner.user.id, key)
    assert row is not None and row.learned_at is not None
    again = await sb.slash(learner.user, dm, "learn", game=key)
    assert again.message is not None and "already learned" in again.message.text()
    assert_clean(sb)
    await table.stop_bot()


@pytest.mark.parametrize("key", GAMES)
async def test_random_detours_still_end(sb: Sandbox, tmp_path: Path, key: str) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 1)
    bot = await table.start_bot()
    learner = SimulatedLearner(sb, bot, table.players[0].user, table.channel, key)
    await learner.begin()
    seen = await learner.follow(detours=Rng.from_seed(7), every=2)
    assert learner.progress().finished and seen.detours > 0
    assert_clean(sb)
    await table.stop_bot()


@pytest.mark.parametrize("key", GAMES)
async def test_a_restart_mid_tutorial_resumes(sb: Sandbox, tmp_path: Path, key: str) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 1)
    bot = await table.start_bot()
    learner = SimulatedLearner(sb, bot, table.players[0].user, table.channel, key)
    await learner.begin()
    for _ in range(3):
        await learner.step()
    match_id = learner.match_id()
    before = learner.progress().model_copy(deep=True)
    await table.stop_bot()

    bot = await table.start_bot()
    learner.bot = bot
    offer = await learner.begin()  # the token is gone with the old process: /learn offers Continue
    assert "Continue" in [b.get("label") for b in offer.buttons], offer.text()
    assert f"{len(set(before.taught))} of" in offer.text()
    await learner.press("Continue")
    assert learner.match_id() == match_id
    assert learner.progress().moves == before.moves
    await learner.follow()
    assert learner.progress().finished
    assert_clean(sb)
    await table.stop_bot()


@pytest.mark.parametrize("key", GAMES)
async def test_every_panel_of_a_real_match_has_what_now(sb: Sandbox, tmp_path: Path, key: str) -> None:
    """❔ sits on every panel and DM copy of a real match of every game too, and answers only the
    person who pressed it."""
    game = registry.get(key)
    n = max(game.min_players, min(3, game.max_players))
    table = SandboxTable(sb, tmp_path / "db.sqlite3", n, dm_open=[True, False, True][:n])
    await table.start_bot(seed_source=lambda: 5)
    match_id = await table.open_lobby(key, {})
    await table.start()
    await table.play(seed=1, stop_after=4)
    ui = GAME_UIS[key]
    explain_id = ui.custom_id("explain", match_id)
    copies = 0
    for p in table.players:
        await table.refresh(p)
        panel = sb.world.messages.get(p.panel.id, p.panel) if p.panel else await table.open_panel(p)
        copies += panel.channel_id != table.thread().id and not panel.ephemeral
        assert any(c.get("custom_id") == explain_id for c in panel.iter_components()), p.user.name
        r = await sb.click(p.user, panel, custom_id=explain_id)
        assert not r.failed and r.message is not None and r.message.text().startswith("❔")
        assert r.ephemeral or r.message.channel_id != table.thread().id
    assert copies, "no DM copy was checked"
    assert_clean(sb)
    await table.stop_bot()


async def test_rules_shows_the_illustrated_example(sb: Sandbox, tmp_path: Path) -> None:
    """/rules game: Mission: Wild Life carries the rulebook's example trick as a picture (drawn by the
    table's trick picture code) with its caption; a game without an example shows the text alone."""
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 1)
    await table.start_bot()
    r = await sb.slash(table.players[0].user, table.channel, "rules", game="mission-wild-life")
    assert not r.failed and r.message is not None
    embed = r.message.embeds[0]
    assert embed["image"]["url"].endswith("example.png") and r.message.attachments
    assert any("1 beats 8" in f["value"] or "the 1 is higher" in f["value"] for f in embed["fields"])
    assert_clean(sb)
    await table.stop_bot()


async def test_an_expiring_panel_points_to_learn(sb: Sandbox, tmp_path: Path) -> None:
    """Shortly before Discord stops accepting the token, the tutorial's panel says that /learn
    continues it (not the table's button: a tutorial has no table)."""
    from cogs.kit.open_panels import OpenPanels
    from tests.waiting import eventually

    table = SandboxTable(sb, tmp_path / "db.sqlite3", 1)
    bot = await table.start_bot(open_panels=OpenPanels(lifetime_s=1.0, notice_s=0.8))
    learner = SimulatedLearner(sb, bot, table.players[0].user, table.channel, "mission-wild-life")
    panel = await learner.begin()

    def expired() -> bool:
        return "/learn" in sb.world.messages[panel.id].text() and "no longer updates" in sb.world.messages[panel.id].text()

    await eventually(expired)
    assert_clean(sb)
    await table.stop_bot()


async def test_a_refused_move_gets_the_refusal_and_a_hint_for_it(sb: Sandbox, tmp_path: Path) -> None:
    """A move the rules refuse shows the game's refusal (⚠️) and the coach's hint for that kind of
    move (💡): in Wildlife Adventure's lesson, a typed space no expedition reaches is a route
    extension refused, and the hint says where one may go (it said "that costs travel vouchers"
    while the kit did not tell the coach what was tried)."""
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 1)
    bot = await table.start_bot()
    learner = SimulatedLearner(sb, bot, table.players[0].user, table.channel, "wildlife-adventure")
    panel = await learner.begin()
    moves = learner.progress().moves
    ask = await sb.click(learner.user, panel, label="Type a space")
    assert ask.modal is not None
    answer = await sb.submit_modal(learner.user, ask, {"text": "AU14"})
    assert not answer.failed and answer.message is not None
    text = sb.world.messages[panel.id].text()
    warned = [line for line in text.splitlines() if line.startswith("⚠️")]
    hinted = [line for line in text.splitlines() if line.startswith("💡")]
    assert len(warned) == 1 and "AU14" in warned[0], text
    assert len(hinted) == 1 and "only from its tip" in hinted[0], text
    assert learner.progress().moves == moves  # nothing moved
    assert_clean(sb)
    await table.stop_bot()
