"""Commands stay tidy across deploys (issue 24, kind 6), through the real bot and the double:
guild commands an earlier deploy left (DEV_GUILD_ID, then global) are removed at the next sync,
and a command the bot no longer knows gets one clear line, not an apology and an error log."""
from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from cogs.kit.replies import APOLOGY, UNKNOWN_COMMAND
from cogs.lang import Lang, t
from harness.table import SandboxTable
from sandbox import Sandbox
from tests.waiting import eventually


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.01) as sandbox:
        yield sandbox


def _names(sb: Sandbox, guild_id: int | None) -> set[str]:
    return {c.name for c in sb.world.commands.get(guild_id, [])}


async def _plant_legacy_command(table: SandboxTable) -> None:
    """A guild command only an older release had (as if that release synced it)."""
    assert table.bot is not None and table.bot.application_id is not None
    await table.bot.http.upsert_guild_command(table.bot.application_id, table.guild.id,
                                              {"name": "legacy", "description": "an old command", "type": 1})


async def test_guild_commands_of_a_dev_deploy_are_removed_when_the_bot_syncs_globally(
        sb: Sandbox, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2)
    monkeypatch.setenv("DEV_GUILD_ID", str(table.guild.id))
    await table.start_bot()
    assert "play" in _names(sb, table.guild.id)  # the dev deploy syncs to its guild
    await table.stop_bot()
    monkeypatch.delenv("DEV_GUILD_ID")
    await table.start_bot()  # the next deploy is global
    assert "play" in _names(sb, None)
    assert _names(sb, table.guild.id) == set()  # nothing left twice in the guild
    r = await sb.slash(table.players[0].user, table.channel, "play", game="mission-wild-life")
    assert not r.failed and r.message is not None and not r.ephemeral  # the global /play answers
    sb.take_violations(code=50007)
    sb.assert_no_violations()
    await table.stop_bot()


async def test_a_command_the_bot_no_longer_knows_gets_a_clear_line_and_is_tidied_away(
        sb: Sandbox, tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO)
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2)
    await table.start_bot()
    await _plant_legacy_command(table)
    r = await sb.slash(table.players[0].user, table.channel, "legacy")
    assert not r.failed and r.ephemeral and r.message is not None
    assert r.message.text() == t(Lang.EN, UNKNOWN_COMMAND) and t(Lang.EN, APOLOGY) not in r.message.text()
    assert not [rec for rec in caplog.records if rec.levelno >= logging.ERROR]
    await eventually(lambda: _names(sb, table.guild.id) == set(), what="the legacy guild command to be removed")
    sb.assert_no_violations()
    await table.stop_bot()
