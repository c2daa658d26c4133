"""Seasons, reputation, casual and ranked (issue 22), end to end: the real bot on discord.py against the
double, on both backends. player1 owns the server (Manage Server); player2 does not."""
from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

import storage.records
from harness.table import SandboxTable
from sandbox import Message, Sandbox
from sandbox.interactions import ClientRefused
from tests.clock import ServiceClock
from tests.e2e.test_new_game import ToyUI
from tests.sandbox_support import assert_clean
from tests.waiting import eventually

TOY = "toy"


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.01) as box:
        yield box


def _text(r: Any) -> str:
    assert r.message is not None, "no answer"
    return str(r.message.text())


async def _toy_match(table: SandboxTable, options: dict[str, Any] | None = None, *, seed: int = 1) -> int:
    match_id = await table.open_lobby(TOY, {"target": 3, **(options or {})})
    await table.start()
    await table.play(seed=seed)
    return match_id


def _ranking(lobby: Message) -> dict[str, Any]:
    return next(s for s in lobby.selects if s["custom_id"].endswith(":opt-ranking"))


def _choice(select: dict[str, Any], label: str) -> str:
    return str(next(o["value"] for o in select["options"] if o["label"] == label))


async def test_seasons_start_and_end_keep_standings_per_season_and_refuse_non_admins(
        sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2)
    await table.start_bot(seed_source=lambda: 3)
    admin, member = table.players[0].user, table.players[1].user
    channel = table.channel

    with pytest.raises(ClientRefused):  # Discord's client does not offer /season without Manage Server ...
        await sb.slash(member, channel, "season", sub="end")
    sb.allow_command(table.guild, "season", member)  # ... unless the server allowed it: the bot still refuses
    for args in ({"sub": "start", "name": "Spring"}, {"sub": "end"}):  # without Manage Server: one line, no change
        options: dict[str, Any] = dict(args)
        r = await sb.slash(member, channel, "season", **options)
        assert r.ephemeral and _text(r) == "Only members who can manage this server can start or end a season."
    assert await table.service.ratings.seasons.current(table.guild.id) is None
    r = await sb.slash(admin, channel, "season", sub="end")
    assert r.ephemeral and "No season is running on this server" in _text(r)

    r = await sb.slash(admin, channel, "season", sub="start", name="  Spring   2027 ")
    assert not r.ephemeral and "Season **Spring 2027** has begun" in _text(r)
    await _toy_match(table)
    standings = await sb.slash(member, channel, "standings", game=TOY)
    text = _text(standings)
    assert "Season Spring 2027" in text and "player1" in text and "player2" in text and "1 game ·" in text
    spring = await table.service.ratings.seasons.current(table.guild.id)
    assert spring is not None
    assert all(b["custom_id"].endswith(f":{spring.id}") for b in standings.message.buttons)  # type: ignore[union-attr]

    r = await sb.slash(admin, channel, "season", sub="start", name="Summer 2027")  # the next one ends the running one
    assert "Season **Summer 2027** has begun" in _text(r) and "Season **Spring 2027** ended" in _text(r)
    assert "`/standings season:` **Spring 2027**" in _text(r)
    text = _text(await sb.slash(member, channel, "standings", game=TOY))
    assert "Season Summer 2027" in text and "Nobody has finished a ranked match of this game in this season yet" in text
    text = _text(await sb.slash(member, channel, "standings", game=TOY, season="spring 2027"))
    assert "Season Spring 2027 (final)" in text and "player1" in text and "1 game ·" in text
    await _toy_match(table, seed=2)
    text = _text(await sb.slash(member, channel, "standings", game=TOY, season="Spring 2027"))
    assert "1 game ·" in text and "2 games" not in text  # an ended season's standings stay as they were
    text = _text(await sb.slash(member, channel, "standings", game=TOY, season="All time"))
    assert "All time" in text and "2 games" in text
    r = await sb.slash(member, channel, "standings", game=TOY, season="Autumn")
    assert r.ephemeral and _text(r) == "This server has no season called “Autumn”. Its seasons: Summer 2027, Spring 2027."
    r = await sb.slash(admin, channel, "season", sub="start", name="SPRING 2027")
    assert r.ephemeral and "already had a season called “Spring 2027”" in _text(r)
    r = await sb.slash(admin, channel, "season", sub="start", name="all time")
    assert r.ephemeral and "pick another season name" in _text(r)

    profile = _text(await sb.slash(member, channel, "profile"))
    assert "Season **Summer 2027** running since <t:" in profile
    assert "**Summer 2027:** " in profile and "**All time:** " in profile and "2 games" in profile
    assert "Reputation: **new** (2 matches so far" in profile

    typed = await sb.autocomplete(member, channel, "standings", focused="season", game=TOY, season="27")
    assert typed.choices == [{"name": "\u2068Summer 2027\u2069 (running)", "value": "Summer 2027"},  # isolated
                             {"name": "\u2068Spring 2027\u2069", "value": "Spring 2027"}]
    typed = await sb.autocomplete(member, channel, "standings", focused="season", game=TOY, season="all")
    assert typed.choices == [{"name": "All time", "value": "All time"}]

    r = await sb.slash(admin, channel, "season", sub="end")
    assert not r.ephemeral and "Season **Summer 2027** has ended" in _text(r)
    text = _text(await sb.slash(member, channel, "standings", game=TOY))  # no season running: all time
    assert "All time" in text and "2 games" in text
    assert_clean(sb)
    await table.stop_bot()


async def test_reputation_after_an_abandon_and_an_absent_takeover_gates_a_lobby_and_casual_leaves_ratings(
        sb: Sandbox, tmp_path: Path, toy_registered: ToyUI, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(storage.records, "NEW_PLAYER_MATCHES", 2)  # a figure from the 2nd match on
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2)
    clock = ServiceClock()
    await table.start_bot(seed_source=lambda: 3, clock=clock)
    host, leaver = table.players
    service, guild = table.service, table.guild.id

    # 1. player2 abandons: a bot finishes the seat.
    await table.open_lobby(TOY, {"target": 4})
    await table.start()
    left = await sb.slash(leaver.user, table.thread(), "abandon")
    assert "a bot plays your seat" in _text(left)
    table.players = [host]
    await table.play(seed=1)
    # 2. player2 lets the turn run out (absent after 1 turn): the absent rule hands the seat to a bot.
    table.players = [host, leaver]
    match_id = await table.open_lobby(TOY, {"target": 4, "turn_timeout_s": 2.0, "absent_after": 1})
    await table.start()
    await table.play(seed=1, until=lambda: leaver.seat in service.to_act(match_id))
    clock.advance(10)
    await eventually(lambda: service.match(match_id) is None or service.match(match_id).seats[leaver.seat].is_bot,  # type: ignore[union-attr]
                     what="the absent rule's takeover")
    table.players = [host]
    await table.play(seed=1)
    await eventually(lambda: service.match(match_id) is None)
    reps = await service.ratings.reputations(guild, [host.user.id, leaver.user.id])
    assert (reps[leaver.user.id].finished, reps[leaver.user.id].abandoned) == (0, 2)
    assert (reps[host.user.id].finished, reps[host.user.id].abandoned) == (2, 0)
    profile = _text(await sb.slash(leaver.user, table.channel, "profile"))
    assert "Reputation: **finishes 0 %** (0 of 2 matches finished)" in profile

    # 3. A lobby asking for a finish rate of at least 50 %: names show reputations; player2 is refused.
    table.players = [host, leaver]
    r = await sb.slash(host.user, table.channel, "play", game=TOY)
    lobby = r.message
    assert lobby is not None and "1. player1 · finishes 100 %" in lobby.text()
    assert "Ranked: **yes**" in lobby.text()
    table.lobby, table.match_id = lobby, service.running()[-1].id
    denied = await sb.select(leaver.user, lobby, _ranking(lobby)["custom_id"],
                             [_choice(_ranking(lobby), "Casual · anyone may join")])
    assert denied.ephemeral and _text(denied) == "Only the host can do that."
    picked = await sb.select(host.user, lobby, _ranking(lobby)["custom_id"],
                             [_choice(_ranking(lobby), "Ranked · finishes ≥ 50 % to join")])
    assert _text(picked) == "Ranked · finishes ≥ 50 % to join."
    assert "To join: finishes **≥ 50 %** of matches" in lobby.text()
    refused = await sb.click(leaver.user, lobby, label="Join")
    assert refused.ephemeral and _text(refused) == (
        "This lobby asks for a finish rate of at least 50 %; yours here is 0 % (0 of 2 matches finished).")
    joined = await sb.click(table.outsider, lobby, label="Join")  # new here: too few matches to judge
    assert "You joined" in _text(joined) and "2. spectator · new" in lobby.text()
    await sb.click(host.user, lobby, label="Add bot")
    bot_line = next(line for line in lobby.text().splitlines() if "🤖" in line)
    assert "·" not in bot_line and "finishes" not in bot_line  # bots never have a reputation
    await sb.click(host.user, lobby, label="Cancel")

    # 4. A casual match: ratings unchanged, reputation counted.
    before = [(s.user_id, s.mu, s.sigma, s.games) for s in await service.ratings.leaderboard(guild, TOY)]
    r = await sb.slash(host.user, table.channel, "play", game=TOY)
    lobby = r.message
    assert lobby is not None
    table.lobby, table.match_id = lobby, service.running()[-1].id
    await sb.select(host.user, lobby, _ranking(lobby)["custom_id"], [_choice(_ranking(lobby), "Casual · anyone may join")])
    assert "Ranked: **no**, casual (ratings unchanged)" in lobby.text()
    await service.set_option(table.match_id, host.user.id, "target", 3)
    await sb.click(leaver.user, lobby, label="Join")
    assert "2. player2 · finishes 0 %" in lobby.text()
    casual_id = table.match_id
    await table.start()
    await table.play(seed=2)
    after = [(s.user_id, s.mu, s.sigma, s.games) for s in await service.ratings.leaderboard(guild, TOY)]
    assert after == before
    assert (await service.ratings.reputation(guild, leaver.user.id)).finished == 1
    profile = _text(await sb.slash(leaver.user, table.channel, "profile"))
    assert "Reputation: **finishes 33 %** (1 of 3 matches finished)" in profile and f"#{casual_id}" in profile
    assert "casual" in next(line for line in profile.splitlines() if f"#{casual_id}" in line)
    record = await service.fetch(casual_id)
    assert record is not None and json.loads(json.dumps(record.options))["ranked"] is False
    assert_clean(sb)
    await table.stop_bot()


async def test_a_lobby_without_a_row_left_hands_the_host_the_ranking_select_privately(
        sb: Sandbox, tmp_path: Path) -> None:
    """Mission: Wild Life's lobby has no row left for the ranking select (Discord allows five): /play
    gives the host the same select in a private follow-up, and it changes the lobby."""
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2)
    await table.start_bot(seed_source=lambda: 3)
    host = table.players[0].user
    r = await sb.slash(host, table.channel, "play", game="mission-wild-life")
    lobby = r.message
    assert lobby is not None and not any(s["custom_id"].endswith(":opt-ranking") for s in lobby.selects)
    private = next(m for m in r.followups if m.selects)
    assert private.ephemeral and "Only you see this" in private.text()
    select = _ranking(private)
    picked = await sb.select(host, private, select["custom_id"], [_choice(select, "Casual · finishes ≥ 70 % to join")])
    assert _text(picked) == "Casual · finishes ≥ 70 % to join."
    assert "Ranked: **no**, casual" in lobby.text() and "To join: finishes **≥ 70 %**" in lobby.text()
    assert_clean(sb)
    await table.stop_bot()


async def test_a_rematch_keeps_casual_and_its_host_can_choose_again(
        sb: Sandbox, tmp_path: Path, toy_registered: ToyUI, monkeypatch: pytest.MonkeyPatch) -> None:
    """A casual match's rematch lobby is casual too (the options are copied); where the lobby has no row
    for the ranking select, the rematch's host gets it with the reply."""
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2, dm_open=[False, False])
    await table.start_bot(seed_source=lambda: 8)
    await _toy_match(table, {"ranked": False, "min_reputation": 0})
    final = await table.table_message_any()
    assert table.bot is not None
    # The rematch is answered by the lobby extension's own module (discord.py loads extensions afresh): patch that one.
    store: Any = table.bot._connection._view_store
    button = next(item for pattern, item in store._dynamic_items.items() if pattern.pattern.startswith("rematch:"))
    callback: Any = button.callback
    monkeypatch.setitem(callback.__wrapped__.__globals__, "ranking_fits", lambda record: False)
    second = table.players[1].user
    r = await sb.click(second, final, label="Rematch")
    assert r.ephemeral and "ranked or casual, and who may join" in _text(r)
    lobby = next(m for m in sb.messages(table.channel) if "Rematch of" in m.text())
    assert "Ranked: **no**, casual" in lobby.text()
    select = _ranking(r.message)  # type: ignore[arg-type]
    await sb.select(second, r.message, select["custom_id"], [_choice(select, "Ranked · anyone may join")])  # type: ignore[arg-type]
    assert "Ranked: **yes**" in lobby.text()
    sb.take_violations(code=50007)
    sb.assert_no_violations()
    await table.stop_bot()
