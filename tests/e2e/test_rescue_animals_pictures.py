"""End to end: Rescue Animals' pictures through the real bot, discord.py and the sandbox.

The table message carries the display picture (``display.png``, shown in its embed) and each
player's **My dice** panel its own picture (``dice.png``); as play goes on the attachment is
replaced in place, never piled up, and the text rendering stays beside it.
"""
from __future__ import annotations

import io
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from PIL import Image

from harness.table import SandboxTable
from sandbox import Sandbox

GAME = "rescue-animals"
FAST = {"countdown_s": 0.05, "claim_window_ms": 50}


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.01) as sandbox:
        yield sandbox


async def test_table_and_panels_carry_their_pictures(sb: Sandbox, tmp_path: Path) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2, dm_open=[False, False])
    await table.start_bot(seed_source=lambda: 5)
    await table.open_lobby(GAME, FAST)
    await table.start()
    await table.play(seed=3, stop_after=40)

    message = table.table_message()
    assert [a.filename for a in message.attachments] == ["display.png"]  # replaced in place, never piled up
    picture = message.attachments[0]
    assert picture.description and " needs " in picture.description  # the picture's text rendering
    assert Image.open(io.BytesIO(picture.data)).width == 600 and picture.size <= 200_000
    assert message.is_layout and message.media_urls == ["attachment://display.png"]  # shown in the layout
    assert "Needs:" in message.shown_text  # the text stays beside it

    for p in table.players:
        panel = p.panel or await table.open_panel(p)
        assert len(panel.attachments) <= 1
        if panel.attachments:
            assert panel.attachments[0].filename in ("dice.png", "display.png")
    assert any(p.panel is not None and [a.filename for a in p.panel.attachments] == ["dice.png"]
               for p in table.players)

    sb.take_violations(code=50007)  # the DM copies of closed DMs (expected)
    sb.assert_no_violations()
    assert sb.live_leaks == []
    await table.stop_bot()
