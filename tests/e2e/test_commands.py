"""End to end: the game-independent commands and lobby buttons through the real bot and the sandbox."""
from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from cogs.kit.ui import GAME_UIS
from cogs.lang import Lang
from harness.table import SandboxTable
from sandbox import ClientRefused, Sandbox


@pytest.fixture
async def table(tmp_path: Path) -> AsyncIterator[SandboxTable]:
    async with Sandbox(quiet=0.01) as sb:
        t = SandboxTable(sb, tmp_path / "db.sqlite3", 3)
        await t.start_bot(seed_source=lambda: 7)
        yield t
        sb.take_violations(code=50007)
        sb.assert_no_violations()
        assert not sb.unknown_routes
        await t.stop_bot()


async def test_lobby_buttons_explain_mistakes(table: SandboxTable) -> None:
    sb, host, p2, p3 = table.sb, *[p.user for p in table.players]
    r = await sb.slash(host, table.channel, "play", game="mission-wild-life")
    lobby = r.message
    assert lobby is not None and not r.ephemeral
    start = await sb.click(p2, lobby, label="Start")
    assert start.ephemeral and start.message is not None and "Only the host" in start.message.text()
    await sb.click(p2, lobby, label="Join")
    again = await sb.click(p2, lobby, label="Join")
    assert again.ephemeral and again.message is not None and "already" in again.message.text()
    early = await sb.click(host, lobby, label="Start")
    assert early.message is not None and "needs 3–5 players" in early.message.text()
    await sb.click(host, lobby, label="Add bot")
    assert "🤖" in lobby.text() and "3/5" in lobby.text()
    # The host changes an option through the lobby's select.
    select = next(s for s in lobby.selects if s["custom_id"].endswith(":opt:flash_per_round"))
    value = next(o["value"] for o in select["options"] if o["label"].endswith(": 2"))
    chosen = await sb.select(host, lobby, select["custom_id"], [value])
    assert chosen.ephemeral and "Flash missions per round: **2**" in lobby.text()
    games = await sb.slash(p3, table.channel, "games")
    assert games.ephemeral and games.message is not None
    assert "Mission: Wild Life" in games.message.text() and "lobby" in games.message.text()
    cancel = await sb.click(p2, lobby, label="Cancel")
    assert cancel.message is not None and "Only the host" in cancel.message.text()
    await sb.click(host, lobby, label="Cancel")
    assert "Cancelled" in lobby.text()
    late = await sb.click(p3, lobby, label="Join") if any(not b.get("disabled") for b in lobby.buttons) else None
    assert late is None  # every button is disabled once the lobby is closed


async def test_bots_fill_seats_and_standings_and_profile_follow(table: SandboxTable) -> None:
    sb, host = table.sb, table.players[0].user
    table.players[1:] = []  # one person and two bots
    r = await sb.slash(host, table.channel, "play", game="mission-wild-life")
    assert r.message is not None
    table.lobby = r.message
    table.match_id = table.service.running()[-1].id
    table._game_key = "mission-wild-life"
    for _ in range(2):
        await sb.click(host, r.message, label="Add bot")
    await table.start()
    await table.play(seed=3)
    await sb.wait_until(lambda: "Standings are updated" in sb.transcript(table.thread()), timeout=30)
    # Bots moved while the thread was still being made: everything still went to the thread.
    assert r.message is not None and [m.id for m in sb.messages(table.channel)] == [r.message.id]
    profile = await sb.slash(host, table.channel, "profile")
    assert profile.message is not None
    text = profile.message.text()
    assert "Mission: Wild Life" in text and "1 game ·" in text and "Recent matches" in text
    standings = await sb.slash(host, table.channel, "standings", game="mission-wild-life")
    assert standings.message is not None and "**player1**" in standings.message.text() and "#1 of 1" in standings.message.text()
    assert "<@" not in standings.message.text() and "provisional, 1 game" in standings.message.text()
    row = next(line for line in standings.message.text().splitlines() if line.startswith("1. "))
    assert row.count("1 game") == 1, row  # issue 24: the count was said twice per row
    assert sb.live_leaks == []


async def test_rules_and_sync(table: SandboxTable) -> None:
    sb, owner, other = table.sb, table.players[0].user, table.players[1].user
    for game, phrase in (("mission-wild-life", "13 cards"), ("rescue-animals", "400 ms")):
        r = await sb.slash(other, table.channel, "rules", game=game)
        assert r.ephemeral and r.message is not None and phrase in r.message.text() and "last place" in r.message.text()
    denied = await sb.slash(other, table.channel, "sync")
    assert denied.message is not None and "Only the bot's owner" in denied.message.text()
    done = await sb.slash(owner, table.channel, "sync")
    await sb.settle()
    assert done.message is not None and "Synced" in done.message.text()


async def test_an_unexpected_error_gets_an_apology_not_a_failure(table: SandboxTable, monkeypatch: pytest.MonkeyPatch) -> None:
    sb, host = table.sb, table.players[0].user

    async def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("database on fire")

    monkeypatch.setattr(table.service, "create_lobby", broken)
    r = await sb.slash(host, table.channel, "play", game="rescue-animals")
    assert not r.failed and r.ephemeral and r.message is not None and "Sorry, something went wrong" in r.message.text()


async def test_without_thread_permission_the_match_plays_in_the_channel(tmp_path: Path) -> None:
    async with Sandbox(quiet=0.01) as sb:
        t = SandboxTable(sb, tmp_path / "db.sqlite3", 3, threads=False)
        await t.start_bot(seed_source=lambda: 2)
        match_id = await t.open_lobby("mission-wild-life")
        await t.start()
        assert sb.threads(t.channel) == [] and t.thread() is t.channel
        record = t.service.match(match_id)
        assert record is not None and record.thread_id == t.channel.id
        await t.play(seed=1)
        assert "wins Mission: Wild Life" in sb.transcript(t.channel) or "share" in sb.transcript(t.channel)
        sb.take_violations(code=50013)  # the refused thread creation
        sb.take_violations(code=50007)
        sb.assert_no_violations()
        assert sb.live_leaks == []
        await t.stop_bot()


async def test_an_admin_can_end_a_stuck_match(table: SandboxTable) -> None:
    sb, owner, other = table.sb, table.players[0].user, table.players[1].user
    match_id = await table.open_lobby("mission-wild-life")
    await table.start()
    with pytest.raises(ClientRefused, match="needs Manage Server"):  # Discord shows it to admins only
        await sb.slash(other, table.channel, "endmatch", match=match_id)
    sb.allow_command(table.guild, "endmatch", other)  # the server lets them see it; the bot still refuses
    denied = await sb.slash(other, table.channel, "endmatch", match=match_id)
    assert denied.ephemeral and denied.message is not None and "manage this server" in denied.message.text()
    assert table.service.match(match_id) is not None
    done = await sb.slash(owner, table.channel, "endmatch", match=match_id)
    assert done.message is not None and "was ended" in done.message.text() and table.service.match(match_id) is None
    await table.drain()
    assert "A server admin ended this match" in sb.transcript(table.thread())
    final_table = await table.table_message_any()
    assert all(not b.get("custom_id", "").endswith(":panel") for b in final_table.buttons)
    assert "Ended by a server admin" in final_table.text()
    assert all(not (m.buttons or m.selects) for p in table.players for m in sb.dms(p.user))  # DM copies closed
    assert await table.service.ratings.count(table.guild.id, "mission-wild-life") == 0
    record = await table.service.fetch(match_id)
    assert record is not None and record.status == "cancelled"


async def test_help_and_the_rules_of_the_match_in_its_thread(table: SandboxTable) -> None:
    """Issue 12: /help says what the bot does and how each game's buttons work; /rules asked in a
    match's thread shows that match's actual settings (not fixed numbers)."""
    sb, user = table.sb, table.players[1].user
    r = await sb.slash(user, table.channel, "help")
    text = r.message.text() if r.message else ""
    assert r.ephemeral and "/play" in text and "private panel" in text and "Wildlife Adventure" in text
    for key, ui in GAME_UIS.items():
        r = await sb.slash(user, table.channel, "help", game=key)
        assert r.message is not None and ui.word(ui.how_to_play[0], Lang.EN)[:40] in r.message.text()
    r = await sb.slash(user, table.channel, "rules")  # no game, not in a match thread
    assert "Say which game" in (r.message.text() if r.message else "")
    await table.open_lobby("rescue-animals", {"claim_window_ms": 800, "countdown_s": 5.0})
    await table.start()
    r = await sb.slash(user, table.thread(), "rules")
    text = r.message.text() if r.message else ""
    assert "This match's settings" in text and "Claim window: **800 ms**" in text and "Countdown: **5 s**" in text


async def test_lobby_says_when_it_can_start_and_shows_units(table: SandboxTable) -> None:
    """Issue 12 "Words and inputs": lobby options show their units, a lobby with enough players
    says it can start, names are escaped, and /abandon with no match says so plainly."""
    sb = table.sb
    r = await sb.slash(table.players[0].user, table.channel, "abandon")
    assert "You are not playing any match" in (r.message.text() if r.message else "")
    await table.open_lobby("rescue-animals", {"claim_window_ms": 100, "countdown_s": 0.3})
    assert table.lobby is not None
    await sb.settle()
    text = table.lobby.text()
    assert "Claim window: **100 ms**" in text and "Countdown: **0.3 s**" in text
    assert "Ready: the host can press **Start**" in text
