"""End to end: Mission: Wild Life through the real bot, the real discord.py and the sandbox double.

Every test checks the live privacy guard (no hand card written where another person can
see it while it is in a hand) and that the bot broke none of Discord's rules. (A restart in the
middle of a match: tests/e2e/test_restart.py, for every game.)
"""
from __future__ import annotations

import copy
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from engine.games.mission_wild_life.state import MWLState
from engine.games.mission_wild_life.views import MWLView
from harness.table import SandboxTable
from sandbox import Sandbox
from sandbox.limits import iter_components
from tests.match_reads import live_record, view_as
from tests.sandbox_support import assert_clean

GAME = "mission-wild-life"


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.01) as sandbox:
        yield sandbox



@pytest.mark.parametrize("players", [3, 4, 5])
async def test_full_match_updates_standings(sb: Sandbox, tmp_path: Path, players: int) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", players, dm_open=[i != 1 for i in range(players)])
    await table.start_bot(seed_source=lambda: players)
    match_id = await table.open_lobby(GAME)
    lobby_text = table.lobby.text() if table.lobby else ""
    assert "lobby" in lobby_text and all(p.user.name in lobby_text for p in table.players)
    await table.start()
    assert table.thread().kind == "thread"
    moves = await table.play(seed=players)
    assert moves > 0 and table.service.match(match_id) is None
    record = await table.service.fetch(match_id)
    assert record is not None and record.status == "finished"
    transcript = sb.transcript(table.thread())
    assert "wins Mission: Wild Life" in transcript or "share the win" in transcript.lower()
    r = await sb.slash(table.players[0].user, table.channel, "standings", game=GAME)
    text = r.message.text() if r.message else ""
    assert all(p.user.name in text for p in table.players)  # names, not mentions
    assert "1 game ·" in text
    # The player with closed DMs played from ephemeral panels and got no DM.
    assert sb.dms(table.players[1].user) == []
    assert sb.ephemerals(table.players[1].user)
    assert_clean(sb)
    await table.stop_bot()


async def test_outsider_stale_and_double_clicks_change_nothing(sb: Sandbox, tmp_path: Path) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3)
    await table.start_bot(seed_source=lambda: 5)
    match_id = await table.open_lobby(GAME)
    await table.start()
    service = table.service

    # Someone outside the match presses Hand and My tricks: a short explanation, nothing else.
    r = await sb.click(table.outsider, table.table_message(), label="Hand")
    assert r.ephemeral and r.message is not None and "not playing" in r.message.text()
    r = await sb.click(table.outsider, table.table_message(), label="My tricks")
    assert r.ephemeral and r.message is not None and "not playing" in r.message.text()

    # A player whose turn it is not presses a card: told so, state unchanged.
    turn = next(iter(service.to_act(match_id)))
    waiting = next(p for p in table.players if p.seat != turn)
    panel = await table.open_panel(waiting)
    version = live_record(service, match_id).version
    enabled = [b for b in panel.buttons if ":play:" in str(b.get("custom_id")) and not b.get("disabled")]
    assert enabled == []  # every card is greyed out while it is not your turn
    # Forge the click a stale client could still send: the bot refuses it.
    card_id = next(b["custom_id"] for b in panel.buttons if ":play:" in str(b.get("custom_id")))
    for b in panel.iter_components():
        b.pop("disabled", None)
    r = await sb.click(waiting.user, panel, custom_id=card_id)
    assert r.message is not None and "not your turn" in r.message.text().lower()
    assert live_record(service, match_id).version == version

    # The player to act double-clicks a legal card: the first plays, the second (sent from the
    # panel as the client still showed it) is refused with an explanation: the kit answers a
    # refused move by redrawing the panel in place with the reason on top.
    mover = next(p for p in table.players if p.seat == turn)
    panel = await table.open_panel(mover)
    legal = next(b["custom_id"] for b in panel.buttons if ":play:" in str(b.get("custom_id")) and not b.get("disabled"))
    shown_before = copy.deepcopy(panel.components)
    first = await sb.click(mover.user, panel, custom_id=legal)
    assert first.response_type == 7 and live_record(service, match_id).version == version + 1
    assert not any(c.get("custom_id") == legal for c in panel.iter_components())  # redrawn without that card
    panel.components = shown_before  # the second click comes from the old rendering
    second = await sb.click(mover.user, panel, custom_id=legal)
    assert second.response_type == 7 and panel.text().startswith("⚠️ It is not your turn.")
    assert live_record(service, match_id).version == version + 1
    assert_clean(sb)
    await table.stop_bot()


async def test_abandon_hands_the_seat_to_a_bot_and_the_match_finishes(sb: Sandbox, tmp_path: Path) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3)
    await table.start_bot(seed_source=lambda: 8)
    match_id = await table.open_lobby(GAME)
    await table.start()
    await table.play(seed=3, stop_after=4)
    leaver = table.players[2]
    old_panel = await table.open_panel(leaver)
    r = await sb.slash(leaver.user, table.thread(), "abandon")
    assert r.ephemeral and r.message is not None and "bot plays your seat" in r.message.text()
    table.players.remove(leaver)
    # The hand their bot now plays is no longer theirs to see.
    refresh = await sb.click(leaver.user, old_panel, label="Refresh")
    assert refresh.ephemeral and refresh.message is not old_panel and refresh.message is not None
    assert "not playing" in refresh.message.text()
    await table.play(seed=4)
    assert table.service.match(match_id) is None
    assert "left the match" in sb.transcript(table.thread())
    prof = await table.service.ratings.profile(table.guild.id, leaver.user.id)
    assert prof and prof[0].games == 1 and prof[0].wins == 0
    assert_clean(sb)
    await table.stop_bot()


async def test_the_privacy_guard_catches_a_leaking_table(sb: Sandbox, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The guard is not blind: a table renderer that shows seat 0's hand is caught."""
    from cogs.kit.ui import GAME_UIS
    from engine.games.mission_wild_life.cards import EMOJI

    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3)
    await table.start_bot(seed_source=lambda: 3)
    ui = GAME_UIS[GAME]  # the instance the running bot registered
    original = ui.table

    def leaky(record, view, *lang):  # type: ignore[no-untyped-def]  # stands in for ui.table, whatever its signature
        rendered = original(record, view, *lang)
        live = table.service._live.get(record.id)
        if live is not None and live.state is not None:
            assert isinstance(live.state, MWLState)
            hand = live.state.hands[0]
            rendered.content = "psst: " + " ".join(f"{EMOJI[c.split('-')[0]]} {c.split('-')[1]}" for c in hand)
        return rendered

    monkeypatch.setattr(ui, "table", leaky)
    await table.open_lobby(GAME)
    await table.start()
    await table.play(seed=1, stop_after=6)
    assert any("player1's private" in line and "where everyone can see it" in line for line in sb.live_leaks)
    await table.stop_bot()


async def test_a_button_from_an_earlier_round_only_redraws_the_hand(sb: Sandbox, tmp_path: Path) -> None:
    """A card button kept from round 1 must not play that card if it is dealt again in round 2."""
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3)
    await table.start_bot(seed_source=lambda: 12)
    match_id = await table.open_lobby(GAME)
    await table.start()
    p = table.players[0]
    old_panel = await table.open_panel(p)
    old = copy.deepcopy(old_panel.components)
    service = table.service
    while service.match(match_id) is not None and view_as(MWLView, service, match_id, None).round == 1:
        await table.play(seed=5, stop_after=1)
    assert view_as(MWLView, service, match_id, None).round == 2
    hand = {c.id for c in view_as(MWLView, service, match_id, p.seat).hand}
    round1_buttons = [c for c in iter_components(old) if ":play:1:" in c.get("custom_id", "")]
    again = [c for c in round1_buttons if c["custom_id"].rsplit(":", 1)[1] in hand]
    assert again, "seed 12 deals player1 a round-1 card again"
    stale_panel = await table.open_panel(p)  # a message to click on, showing the old rendering
    stale_panel.components = old
    for c in stale_panel.iter_components():
        c.pop("disabled", None)
    version = live_record(service, match_id).version
    r = await sb.click(p.user, stale_panel, custom_id=again[0]["custom_id"])
    assert r.response_type == 7 and "earlier round" in stale_panel.text()
    assert live_record(service, match_id).version == version
    assert ":play:2:" in " ".join(str(c.get("custom_id")) for c in stale_panel.iter_components())
    assert_clean(sb)
    await table.stop_bot()


async def test_a_player_who_does_not_move_in_time_gets_a_move_made(sb: Sandbox, tmp_path: Path) -> None:
    """TURN_TIMEOUT: the default move is made, the table says who timed out, the ping names the deadline."""
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3)
    await table.start_bot(seed_source=lambda: 4, turn_timeout_s=0.6)
    assert table.bot is not None
    cog: Any = table.bot.get_cog("TableCog")
    cog.mentions.active_s = 0  # mentioned though they just joined the lobby
    match_id = await table.open_lobby(GAME)
    await table.start()
    assert "move made for you <t:" in sb.transcript(table.thread())
    version = live_record(table.service, match_id).version
    await sb.wait_until(lambda: "ran out of time" in sb.transcript(table.thread()), timeout=30)
    assert live_record(table.service, match_id).version > version
    assert_clean(sb)
    await table.stop_bot()
