"""End to end: Wildlife Adventure through the real bot, the real discord.py and the sandbox double.

Simulated people play whole matches by clicking the **My cards** panel (route extensions,
the travel voucher menu, owed choices) as ``UI.clicks_for`` says; a typed point id goes
through the ⌨️ modal, and a bad one is explained without changing anything (a restart in the
middle: tests/e2e/test_restart.py). Every test checks the live privacy guard
(no animal card in a hand written where another person can see it) and that the bot
broke none of Discord's rules.
"""
from __future__ import annotations

import copy
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from engine.games.wildlife_adventure.actions import ExtendAction
from engine.games.wildlife_adventure.views import WAView, legal_from_view
from harness.table import SandboxTable
from sandbox import Sandbox
from tests.match_reads import live_record, view_as
from tests.sandbox_support import assert_clean

GAME = "wildlife-adventure"


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.01) as sandbox:
        yield sandbox



@pytest.mark.parametrize("players", [2, 4, 6])
async def test_full_match_updates_standings(sb: Sandbox, tmp_path: Path, players: int) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", players, dm_open=[i != 1 for i in range(players)])
    await table.start_bot(seed_source=lambda: players + 40)
    match_id = await table.open_lobby(GAME)
    await table.start()
    assert [a.filename for a in table.table_message().attachments] == ["board.png"]
    moves = await table.play(seed=players)
    assert moves > 0 and table.service.match(match_id) is None
    record = await table.service.fetch(match_id)
    assert record is not None and record.status == "finished"
    transcript = sb.transcript(table.thread())
    assert "final scores" in transcript
    assert "wins Wildlife Adventure" in transcript or "share the win" in transcript
    # issue 37: a thread a person reads: claims and chance cards, not a post and a fact per animal found
    assert "found the **" not in transcript and "\n> " not in transcript
    assert "draws a chance card" in transcript or "claims the open discovery mission" in transcript
    final_table = await table.table_message_any()
    assert "game over" in final_table.text() and "🥇" in final_table.text()
    r = await sb.slash(table.players[0].user, table.channel, "standings", game=GAME)
    text = r.message.text() if r.message else ""
    assert all(p.user.name in text for p in table.players)  # names, not mentions
    assert "1 game ·" in text
    assert sb.dms(table.players[1].user) == []  # closed DMs: played from ephemeral panels
    assert sb.ephemerals(table.players[1].user)
    assert_clean(sb)
    await table.stop_bot()


async def test_typed_point_ids_through_the_modal(sb: Sandbox, tmp_path: Path) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2, dm_open=[False, False])
    await table.start_bot(seed_source=lambda: 3)
    match_id = await table.open_lobby(GAME)
    await table.start()
    service = table.service
    seat = next(iter(service.to_act(match_id)))
    mover = next(p for p in table.players if p.seat == seat)
    panel = await table.open_panel(mover)
    version = live_record(service, match_id).version

    async def typed(text: str, button: str = "Type a space") -> str:
        r = await sb.click(mover.user, panel, label=button)
        assert r.response_type == 9 and r.modal is not None
        r2 = await sb.submit_modal(mover.user, r, {"text": text})
        assert not r2.failed and r2.message is not None
        return r2.message.text()

    # not a point of the board: a clear warning, nothing changes
    shown = await typed("ZZ99")
    assert shown.startswith("⚠️ There is no space “ZZ99” on the board") and live_record(service, match_id).version == version
    # a real point no expedition can reach now (all three stand on the start base)
    shown = await typed("AF7")
    assert "⚠️ No expedition can reach AF7" in shown and live_record(service, match_id).version == version
    # a point every expedition can reach: asked which one
    view = view_as(WAView, service, match_id, seat)
    first = next(a for a in legal_from_view(view) if isinstance(a, ExtendAction) and a.star is None)
    shown = await typed(first.to)
    assert "⚠️ Several expeditions can reach" in shown and live_record(service, match_id).version == version
    # with the expedition: laid
    colour = ["red", "yellow", "blue"][first.expedition]
    drawn_before = copy.deepcopy(panel.components)
    await typed(f"{colour} {first.to.lower()}")
    view = view_as(WAView, service, match_id, seat)
    assert view.expeditions[first.expedition].tip == first.to and live_record(service, match_id).version > version

    # a second pick from the panel as it was before (a double click) is stale: no paid extra extension
    version = live_record(service, match_id).version
    panel.components = drawn_before
    ext_id = next(c["custom_id"] for c in panel.iter_components() if ":ext:" in str(c.get("custom_id")))
    r = await sb.select(mover.user, panel, ext_id, [f"{(first.expedition + 1) % 3}.{first.to}"])
    assert r.response_type == 7 and "Something moved since that panel was drawn" in panel.text()
    assert live_record(service, match_id).version == version and view_as(WAView, service, match_id, seat).vouchers[seat] == 10

    # an obstacle through the travel voucher menu, then its typed point
    vouchers = view.vouchers[seat]
    target = next(p for p in ("AU3", "NA5", "SA9", "AS2") if p not in {ex.tip for ex in view.expeditions})
    r = await sb.select(mover.user, panel, f"wa:{match_id}:open:menu", ["ob0"])
    assert not r.failed and "Place obstacle X1" in panel.text()
    shown = await typed(target)
    view = view_as(WAView, service, match_id, seat)
    assert view.obstacles[0] == target and view.vouchers[seat] == vouchers - 1
    await table.drain()
    assert f"X1 on {target}" in table.table_message().text()

    # the other player types while it is not their turn: told so
    other = next(p for p in table.players if p is not mover)
    other_panel = await table.open_panel(other)
    before = live_record(service, match_id).version
    buttons = [b for b in other_panel.buttons if str(b.get("custom_id", "")).endswith(":ext")]
    assert buttons and all(b.get("disabled") for b in buttons)  # greyed out while it is not your turn

    for p in table.players:
        p.panel = None
    assert live_record(service, match_id).version == before
    await table.play(seed=5)
    assert service.match(match_id) is None
    assert_clean(sb)
    await table.stop_bot()
