"""Right words when the bot is gone (issue 37, kind 10), end to end through the double: in a server
the bot was removed from, every command (read from the bot's command tree) and every button left
behind is answered once with the same line, that the bot is no longer in this server and the link
that invites it again, never "Only members who can manage this server…" or any other refusal."""
from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from pathlib import Path
from urllib.parse import parse_qs, urlparse

import pytest

from cogs.kit.absent import INVITE_PERMISSIONS
from harness.table import SandboxTable
from sandbox import Sandbox
from sandbox.forged import forged_click
from sandbox.model import Interaction
from tests.e2e.test_one_answer import ROLES, leaf_commands, one_answer, run

ABSENT = "I'm not in this server any more"


@pytest.fixture
async def table(tmp_path: Path) -> AsyncIterator[SandboxTable]:
    async with Sandbox(quiet=0.01) as sb:
        t = SandboxTable(sb, tmp_path / "db.sqlite3", 3)
        ROLES[t.guild.id] = sb.add_role(t.guild, "hosts")
        await t.start_bot(seed_source=lambda: 7)
        yield t
        await t.stop_bot()


def absent_answer(r: Interaction, what: str, guild_id: int) -> None:
    """One private answer saying the bot is not here, with an invite link for this very server."""
    one_answer(r, what)
    assert r.message is not None and r.ephemeral, what
    text = r.message.text()
    assert ABSENT in text and "manage this server (Manage Server)" not in text, f"{what}: {text}"
    url = next(word for word in text.split() if word.startswith("https://"))
    query = parse_qs(urlparse(url).query)
    assert query["guild_id"] == [str(guild_id)] and query["permissions"] == [str(INVITE_PERMISSIONS.value)], url
    assert set(query["scope"][0].split()) == {"bot", "applications.commands"}, url


async def test_every_command_and_leftover_button_says_the_bot_is_gone(
        table: SandboxTable, caplog: pytest.LogCaptureFixture) -> None:
    sb, bot = table.sb, table.bot
    assert bot is not None
    owner, member = table.players[0].user, table.players[1].user
    await table.open_lobby("mission-wild-life")
    await table.start()
    lobby = await sb.slash(owner, table.channel, "play", game="rescue-animals")  # a second lobby, left open
    assert lobby.message is not None
    table_message = await table.table_message_any()
    await sb.remove_bot(table.guild)
    await sb.wait_until(lambda: bot.get_guild(table.guild.id) is None)
    await sb.settle()
    sb.take_violations()  # the bot's farewell writes to the server it was removed from (50001, 10004)
    caplog.clear()
    with caplog.at_level(logging.INFO):
        endmatch = await sb.slash(owner, table.channel, "endmatch", match=table.match_id)  # the report's case
        absent_answer(endmatch, "/endmatch by the server's owner", table.guild.id)
        for command in leaf_commands(bot):
            absent_answer(await run(sb, table, command), f"/{command.qualified_name}", table.guild.id)
        absent_answer(await sb.click(member, lobby.message, label="Join"), "Join on a leftover lobby", table.guild.id)
        panel_button = next(b for b in table_message.buttons if b.get("custom_id", "").startswith("table:"))
        absent_answer(await sb.click(member, table_message, custom_id=panel_button["custom_id"]),
                      "the panel button of a leftover table", table.guild.id)
        left = forged_click(sb, member, table_message, "zz:1:x")  # an id no item takes, left behind
        absent_answer(await left, "an unknown button left behind", table.guild.id)
        typed = await sb.autocomplete(member, table.channel, "standings", focused="season", game="mission-wild-life",
                                      season="1")
    assert typed.choices == [] and not typed.failed  # no suggestions from a server the bot is not in
    assert [r for r in caplog.records if r.levelno >= logging.WARNING] == []
    sb.assert_no_violations()  # every answer went through its interaction token


async def test_in_a_server_the_bot_is_in_the_same_owner_is_not_told_so(table: SandboxTable) -> None:
    """The check looks at the bot's own membership only: an admin command by the owner runs."""
    sb, owner = table.sb, table.players[0].user
    r = await sb.slash(owner, table.channel, "setup", "show")
    one_answer(r, "/setup show")
    assert r.message is not None and ABSENT not in r.message.text()
