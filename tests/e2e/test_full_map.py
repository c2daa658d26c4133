"""End to end: the 🗺️ Full map button of the map games, through the real bot and the double.

A player gets their panel with the whole map (their private picture); someone who does not
play gets the public whole map in a message only they see. Neither is ever public.
"""
from __future__ import annotations

import io
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from PIL import Image

from harness.table import SandboxTable
from sandbox import Sandbox
from tests.sandbox_support import assert_clean


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.01) as sandbox:
        yield sandbox


@pytest.mark.parametrize(("game", "board", "full", "width"), [
    ("wildlife", "wildlife-board.png", "wildlife-full-map.png", 772),
    ("wildlife-adventure", "board.png", "full-map.png", 1200),
])
async def test_full_map_for_a_player_and_for_a_spectator(sb: Sandbox, tmp_path: Path, game: str, board: str,
                                                        full: str, width: int) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2, dm_open=[False, False])
    await table.start_bot(seed_source=lambda: 3)
    await table.open_lobby(game, {})
    await table.start()
    await table.play(seed=3, stop_after=6)
    message = table.table_message()
    assert [a.filename for a in message.attachments] == [board]
    shown = Image.open(io.BytesIO(message.attachments[0].data))
    assert shown.width < 500  # the part of the map that matters, made for a phone

    spectator = sb.add_user("Watcher")
    sb.add_member(table.guild, spectator)
    await sb.click(spectator, message, label="Full map")
    [answer] = sb.ephemerals(spectator)
    assert [a.filename for a in answer.attachments] == [full]
    assert Image.open(io.BytesIO(answer.attachments[0].data)).width == width
    assert "only you see this" in answer.text()

    player = table.players[0].user
    await sb.click(player, table.table_message(), label="Full map")
    panel = sb.latest_ephemeral(player)
    assert panel is not None and panel.attachments
    assert Image.open(io.BytesIO(panel.attachments[0].data)).width == width
    assert panel.attachments[0].filename != full or game == "wildlife"  # WA: the player's own full map
    assert [a.filename for a in table.table_message().attachments] == [board]  # the table is unchanged
    assert_clean(sb)
    await table.stop_bot()
