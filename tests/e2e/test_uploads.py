"""One upload per change, end to end: across a match of each game played by the real bot on the
double, no message is ever sent the same picture bytes it already carries (the edit keeps that
attachment by id instead), and every table, panel and DM copy is a components-v2 layout whose
pictures are shown in its media gallery."""
from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from cogs.kit.ui import discover
from harness.table import SandboxTable
from sandbox import Sandbox
from tests.sandbox_support import assert_clean

GAMES = sorted(discover())


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.01) as sandbox:
        yield sandbox


@pytest.mark.parametrize("game", GAMES)
async def test_a_picture_is_uploaded_only_when_it_changed(sb: Sandbox, tmp_path: Path, game: str) -> None:
    ui = discover()[game]
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3, dm_open=[True, False, True])
    await table.start_bot(seed_source=lambda: 7)
    await table.open_lobby(game, dict(ui.demo_options))
    await table.start()
    await table.play(seed=7, stop_after=40)
    await sb.settle()

    again = [f"{sb.world.describe(sb.world.messages[u.message_id])}: {u.filename}" for u in sb.world.uploads if u.again]
    assert sb.world.uploads and again == []  # no upload of bytes the message already carried

    shown = [table.table_message(), *[p.panel for p in table.players if p.panel is not None],
             *[m for p in table.players for m in sb.dms(p.user)]]
    for message in shown:
        assert message.is_layout, sb.world.describe(message)
        for attachment in message.attachments:  # every file is on screen (v2 shows only what a component names)
            assert f"attachment://{attachment.filename}" in message.media_urls
    assert_clean(sb)
    await table.stop_bot()
