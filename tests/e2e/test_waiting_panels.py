"""Open panels cost what changed, and clicks cost no rebuilt view (issue 25).

Four people with their ephemeral panels open play Mission: Wild Life and WildLife through the
sandbox. While a seat waits, its panel shows only what the others' moves leave unchanged, so
a move edits (through interaction tokens) the panel of the seat whose turn starts and not the
others'; WildLife's waiting panels carry no board picture (the acting seat's does). Clicks are
answered without discord.py rebuilding the clicked message's view, the bot keeps no view of
its messages in discord.py's view store, and the gateway's MESSAGE_UPDATE events (one per edit
of the table) are not parsed into messages.
"""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import discord
import pytest

from harness.table import SandboxTable
from sandbox import Sandbox
from tests.sandbox_support import token_edits


@pytest.fixture
def rebuilt_views(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """Counts discord.py's ``View.from_message`` and ``LayoutView.from_message`` calls."""
    calls: list[int] = []
    classes: tuple[Any, ...] = (discord.ui.View, discord.ui.LayoutView)
    for cls in classes:
        original = cls.from_message.__func__

        def counted(klass: Any, /, *args: Any, _original: Any = original, **kwargs: Any) -> Any:
            calls.append(1)
            return _original(klass, *args, **kwargs)

        monkeypatch.setattr(cls, "from_message", classmethod(counted))
    yield calls


@pytest.mark.parametrize("game", ["mission-wild-life", "wildlife"])
async def test_waiting_panels_are_not_edited_and_clicks_rebuild_no_view(
        tmp_path: Path, game: str, rebuilt_views: list[int]) -> None:
    edited_events: list[Any] = []
    async with Sandbox(quiet=0.01) as sb:
        table = SandboxTable(sb, tmp_path / "db.sqlite3", 4, dm_open=[False] * 4)
        await table.start_bot(seed_source=lambda: 11)
        bot = table.bot
        assert bot is not None

        async def on_raw_message_edit(payload: Any) -> None:
            edited_events.append(payload)

        bot.add_listener(on_raw_message_edit)
        match_id = await table.open_lobby(game)
        await table.start()
        service = table.service
        rebuilt_views.clear()  # the lobby's buttons are discord.py's dynamic items; from here on, ours
        for p in table.players:
            await table.open_panel(p)
        await table.drain()
        table_edits_before = sum(1 for method, path in sb.world.requests
                                 if method == "PATCH" and "/channels/" in path and "/messages/" in path)
        per_move: list[int] = []
        waiting_seen = acting_seen = 0
        for _ in range(12):
            if service.match(match_id) is None:
                break
            since = len(sb.world.requests)
            if await table.play(seed=3, stop_after=1) == 0:
                break
            per_move.append(len(token_edits(sb, since)))
            record = service.match(match_id)
            if record is None:
                break
            to_act = service.to_act(match_id)
            for p in table.players:
                if p.panel is None:
                    continue
                shown = sb.world.messages[p.panel.id]
                text = shown.text()
                if p.seat in to_act:
                    acting_seen += 1
                    assert "Not your" not in text, text
                    if game == "wildlife":
                        assert shown.attachments, "the seat to act sees the board picture"
                else:
                    waiting_seen += 1
                    assert "Not your" in text, text
                    if game == "wildlife":
                        assert not shown.attachments, "a waiting panel carries no picture"
        assert per_move and waiting_seen and acting_seen
        # a move edits at most the panel of the seat whose turn starts (a trick won, a scoring or
        # the end of the auction may change more, now and then): on average one edit or fewer
        assert sum(per_move) <= len(per_move) + 2, per_move
        assert rebuilt_views == []  # no panel opened and no move clicked made discord.py rebuild the clicked message's view
        store = bot._connection._view_store
        assert not store._views and not store._synced_message_views and not store.persistent_views
        table_edits = sum(1 for method, path in sb.world.requests
                          if method == "PATCH" and "/channels/" in path and "/messages/" in path)
        assert table_edits > table_edits_before  # the table was edited (MESSAGE_UPDATE was sent) ...
        assert edited_events == []  # ... and discord.py parsed none of them
        await table.stop_bot()
