"""An open panel is edited only when what it shows changed (issue 25).

A UI for the toy counter game whose panel shows only whose turn it is (no stamp, no
counter): after a move, the person whose turn starts sees their panel change, and the two
people still waiting see exactly what they saw before, so their panels are not edited
through their interaction tokens at all. (Before, every open panel was redrawn and edited
after every move.)
"""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import discord
import pytest

from cogs.kit.codec import Verb
from cogs.kit.rendered import Rendered
from cogs.kit.ui import GameUI, PanelContext, register_ui, unregister_ui
from cogs.lang import SOURCE, Lang
from engine import registry
from harness.table import SandboxTable
from sandbox import Sandbox
from storage import MatchRecord
from tests.sandbox_support import token_edits
from tests.toy_game import GAME as TOY
from tests.toy_game import Add, ToyAction, ToyView


class TurnOnlyUI(GameUI[ToyView, ToyAction]):
    key = "toy"
    prefix = "toy"
    panel_label = "Counter"
    panel_emoji = "🔢"
    verbs = (Verb("add", fields=(("amount", "[12]"),), action=lambda p, v: Add(amount=int(p["amount"])),
                  params_of=lambda a: {"amount": a.amount}),)

    def table(self, record: MatchRecord, view: ToyView, lang: Lang = SOURCE) -> Rendered:
        return Rendered(content=f"Toy #{record.id} · counter {view.counter}")

    def panel(self, record: MatchRecord, seat: int, view: ToyView, ctx: PanelContext) -> Rendered:
        mine = view.turn == seat and view.winner is None
        dv = discord.ui.View(timeout=None)
        dv.add_item(self.button("add", record.id, label="Add 1", disabled=not mine, amount=1))
        dv.add_item(self.refresh_button(record.id))
        return Rendered(content="Your turn." if mine else "Waiting for the others.", view=dv)


@pytest.fixture
def turn_only_ui() -> Iterator[Any]:
    registry.register(TOY)
    ui = register_ui(TurnOnlyUI())
    yield ui
    unregister_ui(ui.key)
    registry.unregister(TOY.key)


async def test_only_the_panels_that_change_are_edited(tmp_path: Path, turn_only_ui: Any) -> None:
    async with Sandbox(quiet=0.01) as sb:
        table = SandboxTable(sb, tmp_path / "db.sqlite3", 4, dm_open=[False] * 4)
        await table.start_bot(seed_source=lambda: 5)
        match_id = await table.open_lobby("toy", {"target": 50})
        await table.start()
        by_seat = {p.seat: p for p in table.players}
        for p in table.players:
            await table.open_panel(p)
        await table.drain()
        for turn in range(3):
            mover = by_seat[turn]
            assert table.service.to_act(match_id) == {turn}
            since = len(sb.world.requests)
            assert mover.panel is not None
            r = await sb.click(mover.user, mover.panel, label="Add 1")
            assert not r.failed and r.response_type == 7  # the mover's own panel: redrawn by the answer
            await table.drain()
            edits = token_edits(sb, since)
            assert len(edits) == 1, edits  # only the panel of the person whose turn it is now
            nxt = by_seat[turn + 1].panel
            assert nxt is not None and "Your turn" in sb.world.messages[nxt.id].text()
            for seat in range(4):
                panel = by_seat[seat].panel
                assert panel is not None
                expected = "Your turn" if seat == turn + 1 else "Waiting"
                assert expected in sb.world.messages[panel.id].text(), (seat, sb.world.messages[panel.id].text())
        await table.stop_bot()
