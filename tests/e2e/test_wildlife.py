"""End to end: WildLife through the real bot, the real discord.py and the sandbox double.

Simulated people play whole matches through the panel's components (found with the UI's
``clicks_for``), a space and a bid are typed in the ⌨️ modals (and an invalid label only earns
a warning). Every test checks the live privacy guard (no hand card where another person can
see it), that the bot broke none of Discord's rules, and the standings. (A restart in the
middle: tests/e2e/test_restart.py.)
"""
from __future__ import annotations

import copy
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from engine.games.wildlife.actions import BidAction, PlaceAction
from engine.games.wildlife.views import WLView
from harness.table import Player, SandboxTable
from sandbox import Sandbox
from tests.match_reads import live_record, view_as
from tests.sandbox_support import assert_clean

GAME = "wildlife"


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.01) as sandbox:
        yield sandbox



async def _standings_list_everyone(sb: Sandbox, table: SandboxTable) -> None:
    r = await sb.slash(table.players[0].user, table.channel, "standings", game=GAME)
    text = r.message.text() if r.message else ""
    assert all(p.user.name in text for p in table.players), text  # names, not mentions
    assert "1 game ·" in text


def _version(table: SandboxTable) -> int:
    return int(live_record(table.service, table.match_id).version)


async def test_two_player_match_with_chart_auctions_to_the_end(sb: Sandbox, tmp_path: Path) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2, dm_open=[True, False])
    await table.start_bot(seed_source=lambda: 3)
    match_id = await table.open_lobby(GAME, {"chart_auction": True, "unlimited_abilities": True})
    lobby_text = table.lobby.text() if table.lobby else ""
    assert "Creature charts by auction" in lobby_text and "Rotating starting player" in lobby_text
    await table.start()
    message = table.table_message()
    assert [a.filename for a in message.attachments] == ["wildlife-board.png"]
    moves = await table.play(seed=3)
    assert moves > 50 and table.service.match(match_id) is None
    record = await table.service.fetch(match_id)
    assert record is not None and record.status == "finished"
    transcript = sb.transcript(table.thread())
    assert "WildLife #" in transcript and ("wins WildLife" in transcript or "share the win" in transcript)
    assert "🔨" in transcript  # auctions won (or lost for lack of bids) are announced
    assert "🐾" in transcript and "chooses the" in transcript  # creature charts chosen through the select
    final = await table.table_message_any()
    assert "Game over" in final.text() and [a.filename for a in final.attachments] == ["wildlife-board.png"]
    await _standings_list_everyone(sb, table)
    assert sb.dms(table.players[1].user) == [] and sb.ephemerals(table.players[1].user)
    assert_clean(sb)
    await table.stop_bot()


async def _play_until_a_bid(table: SandboxTable, seed: int) -> int:
    """Play one move at a time (simulated people, ``seed``) until the seat to act may bid; returns that seat."""
    assert table.match_id is not None
    for _ in range(400):
        seat = next(iter(table.service.to_act(table.match_id)))
        if any(isinstance(a, BidAction) for a in view_as(WLView, table.service, table.match_id, seat).legal):
            return seat
        await table.play(seed=seed, stop_after=1)
    raise AssertionError("no auction came")


async def _actor(table: SandboxTable) -> Player:
    assert table.match_id is not None
    seat = next(iter(table.service.to_act(table.match_id)))
    return next(p for p in table.players if p.seat == seat)


async def test_typed_space_and_typed_bid_through_the_modal(sb: Sandbox, tmp_path: Path) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3, dm_open=[False, False, False])
    await table.start_bot(seed_source=lambda: 7)
    match_id = await table.open_lobby(GAME)
    await table.start()
    service = table.service

    # populating the board: the player to place types a space label
    mover = await _actor(table)
    panel = await table.open_panel(mover)
    free = [a.space for a in view_as(WLView, service, match_id, mover.seat).legal if isinstance(a, PlaceAction)]
    version = _version(table)
    r = await sb.click(mover.user, panel, label="Type a space")
    assert r.response_type == 9 and r.modal is not None
    r2 = await sb.submit_modal(mover.user, r, {"text": free[0].lower()})
    assert not r2.failed and _version(table) == version + 1
    assert view_as(WLView, service, match_id, None).board[free[0]] == mover.seat

    # the next player types labels that are no good: a clear warning each time, nothing changes
    mover = await _actor(table)
    panel = await table.open_panel(mover)
    version = _version(table)
    for typed, warning in (("Z99", "There is no space Z99"), ("hello", "is not a space label"),
                           (free[0], f"You cannot use {free[0]}")):
        r = await sb.click(mover.user, panel, label="Type a space")
        assert r.response_type == 9 and r.modal is not None
        r2 = await sb.submit_modal(mover.user, r, {"text": typed})
        assert not r2.failed and r2.message is not None and warning in r2.message.text(), r2.message and r2.message.text()
        assert r2.message.text().startswith("⚠️")
        assert _version(table) == version

    # a modal opened before the last move: its submission gets the stale warning, nothing played
    r = await sb.click(mover.user, panel, label="Type a space")
    assert r.response_type == 9 and r.modal is not None
    old_components = copy.deepcopy(panel.components)
    await table.play(seed=4, stop_after=1)
    version = _version(table)
    r2 = await sb.submit_modal(mover.user, r, {"text": free[1]})
    assert r2.message is not None and "before the last move" in r2.message.text()
    assert _version(table) == version
    # the ⌨️ button of a panel drawn before the last move: the stale warning at once, no modal
    panel.components = old_components
    r = await sb.click(mover.user, panel, label="Type a space")
    assert r.response_type == 7 and r.modal is None
    assert r.message is not None and "before the last move" in r.message.text()
    assert _version(table) == version

    # play on until someone has to bid, then type the bid
    await _play_until_a_bid(table, seed=4)
    bidder = await _actor(table)
    panel = await table.open_panel(bidder)
    view = view_as(WLView, service, match_id, bidder.seat)
    amounts = sorted(a.amount for a in view.legal if isinstance(a, BidAction))
    version = _version(table)
    r = await sb.click(bidder.user, panel, label="Type a bid")
    r2 = await sb.submit_modal(bidder.user, r, {"text": "a lot"})
    assert r2.message is not None and "is not an amount" in r2.message.text() and _version(table) == version
    r = await sb.click(bidder.user, panel, label="Type a bid")
    r2 = await sb.submit_modal(bidder.user, r, {"text": str(amounts[0])})
    assert not r2.failed and _version(table) == version + 1
    auction = view_as(WLView, service, match_id, None).auction
    assert auction is None or (auction.high == amounts[0] and auction.high_bidder == bidder.seat)
    assert_clean(sb)
    await table.stop_bot()


async def test_a_bidder_who_does_not_answer_in_time_passes(sb: Sandbox, tmp_path: Path) -> None:
    """GAPS.md "Auctions in chat": the turn timer runs per bidder; on expiry the bidder passes."""
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3, dm_open=[False, False, False])
    await table.start_bot(seed_source=lambda: 5, turn_timeout_s=1.5)
    match_id = await table.open_lobby(GAME)
    await table.start()
    service = table.service
    bidder = await _play_until_a_bid(table, seed=6)
    version = _version(table)
    await sb.wait_until(lambda: _version(table) > version, timeout=30)  # nobody clicks: the timer answers
    view = view_as(WLView, service, match_id, None)
    assert any(e.kind == "bid_pass" for e in view.last_events), view.last_events
    assert view.auction is None or bidder not in view.auction.active
    await table.drain()
    assert "passes" in sb.transcript(table.thread())  # the table says so
    assert_clean(sb)
    await table.stop_bot()


async def test_bids_from_the_table_message(sb: Sandbox, tmp_path: Path) -> None:
    """GAPS.md "Auctions in chat": the auction is on the table with bid buttons; only the player
    whose turn it is to bid gets a working bid (anyone else is told so privately, nothing
    changes), and the answer is the bidder's private panel, never a change of the table."""
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3, dm_open=[False, False, False])
    await table.start_bot(seed_source=lambda: 7)
    match_id = await table.open_lobby(GAME)
    await table.start()
    service = table.service
    await _play_until_a_bid(table, seed=4)
    await table.drain()
    auction = view_as(WLView, service, match_id, None).auction
    assert auction is not None
    bidder = next(p for p in table.players if p.seat == auction.to_bid)
    other = next(p for p in table.players if p.seat != auction.to_bid)
    message = table.table_message()
    label = f"Bid {auction.min_bid}"
    assert label in [b.get("label") for b in message.buttons]
    version = _version(table)
    r = await sb.click(other.user, message, label=label)
    assert r.ephemeral and r.message is not None and r.message.text().startswith("⚠️")
    assert _version(table) == version
    r = await sb.click(bidder.user, message, label=label)
    assert r.ephemeral and r.message is not None and not r.failed
    assert _version(table) == version + 1
    after = view_as(WLView, service, match_id, None).auction
    assert after is None or (after.high == auction.min_bid and after.high_bidder == bidder.seat)
    await table.drain()
    hand = {c.label for c in view_as(WLView, service, match_id, bidder.seat).hand}
    assert not any(h in table.table_message().text() for h in hand)
    assert_clean(sb)
    await table.stop_bot()


async def test_six_players_to_the_end_with_rotating_start(sb: Sandbox, tmp_path: Path) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 6, dm_open=[i % 2 == 0 for i in range(6)])
    await table.start_bot(seed_source=lambda: 6)
    match_id = await table.open_lobby(GAME, {"rotating_start": True, "auction_expand": True})
    await table.start()
    moves = await table.play(seed=6)
    assert moves > 50 and table.service.match(match_id) is None
    record = await table.service.fetch(match_id)
    assert record is not None and record.status == "finished"
    transcript = sb.transcript(table.thread())
    assert "wins WildLife" in transcript or "share the win" in transcript
    await _standings_list_everyone(sb, table)
    assert_clean(sb)
    await table.stop_bot()
