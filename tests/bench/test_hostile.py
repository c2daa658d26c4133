"""Hostile clicks (issue 13): a short run of ``bench/hostile.py`` asserting its zeros, and the bugs it found.

The bench sends odd interactions of every kind (outsiders, stale and forged ids, malformed and
oversized ids, double and concurrent clicks, odd select values and slash arguments, clicks after
the end) against live matches of every game while simulated people play them; see its docstring.
"""
from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bench.hostile import run_hostile
from cogs.kit.components import UNKNOWN
from cogs.kit.replies import APOLOGY
from cogs.lang import Lang, t
from harness.arena import Arena
from sandbox import Sandbox
from sandbox.driver import ClientRefused
from sandbox.forged import forged_click


async def test_a_short_hostile_run_is_answered_without_errors_breaks_or_leaks() -> None:
    tally = await run_hostile(300, seed=5, workers=3)
    assert tally.sent >= 300 and len(tally.by_kind) >= 8, tally.lines()
    assert tally.answered == tally.sent, tally.lines() + tally.notes
    assert (tally.answered_twice, tally.apologies, tally.errors_logged, tally.invariant_breaks, tally.leaks,
            tally.people_stuck) == (0, 0, 0, 0, 0, 0), tally.lines() + tally.notes
    assert tally.refused_by_client > 0  # oversized ids never reach the bot
    assert tally.moves_by_people > 0


@pytest.fixture
async def arena(tmp_path: Path) -> AsyncIterator[Arena]:
    async with Sandbox(quiet=0.01) as sb:
        a = Arena(sb, tmp_path / "db.sqlite3")
        await a.start(["mission-wild-life", "wildlife-adventure"], seed=4)
        yield a
        await a.stop()


async def test_ids_no_item_takes_get_one_line_instead_of_a_failed_interaction(arena: Arena) -> None:
    """Before cogs/kit/unknown.py, discord.py ignored these and the person saw "This interaction failed"."""
    sb, table = arena.sb, arena.table
    assert table is not None
    mid = arena.matches["mission-wild-life"].match_id
    message = arena.table_message(mid)
    for custom_id in ("zz:1:x", "mwl", f"mwl::{mid}:refresh", "table:abc:panel", "table:-1:panel", "é✓🃏", "lobby:1:"):
        r = await forged_click(sb, table.players[0].user, message, custom_id)
        assert not r.failed and r.ephemeral and r.message is not None, custom_id
        assert r.message.text().strip() == t(Lang.EN, UNKNOWN), (custom_id, r.message.text())
    r = await forged_click(sb, table.players[0].user, message, f"mwl:{mid}:refresh")  # a known id: its own answer only
    assert not r.failed and r.message is not None and t(Lang.EN, UNKNOWN) not in r.message.text()
    with pytest.raises(ClientRefused):
        await forged_click(sb, table.players[0].user, message, "x" * 101)
    sb.take_violations(code=50007)
    sb.assert_no_violations()


async def test_a_star_card_menu_opened_by_an_old_click_without_a_star_card_shows_the_panel(arena: Arena) -> None:
    """Wildlife Adventure: ``wa:{match}:open:os1`` (the ★-card obstacle menu) when the player has no ★ card
    raised ValueError ("verb 'os1' needs field 'star'") and answered with the apology."""
    sb, table = arena.sb, arena.table
    assert table is not None
    mid = arena.matches["wildlife-adventure"].match_id
    seat = min(arena.service.to_act(mid))
    player = next(p for p in table.players if p.seat == seat)
    panel = await arena.open_panel(player.user, mid)
    for custom_id, values in ((f"wa:{mid}:open:menu", ["os1"]), (f"wa:{mid}:open:os1", ["0"])):
        r = await forged_click(sb, player.user, panel, custom_id, values=values)
        assert not r.failed and r.message is not None, custom_id
        assert t(Lang.EN, APOLOGY) not in r.message.text(), custom_id
        assert r.message.selects or r.message.buttons, custom_id  # the panel, redrawn
    assert await arena.invariant_breaks() == []
