"""The server admins' commands through the real bot and the double (issue 34): an admin's answers
and refusals in their own language, what the whole server sees (a season's start and end) in the
server's."""
from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from harness.table import SandboxTable
from sandbox import Sandbox
from sandbox.model import Interaction

pytestmark = pytest.mark.backends("sqlite")  # about Discord and the cogs


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.01) as sandbox:
        yield sandbox


def _text(r: Interaction) -> str:
    assert not r.failed and r.message is not None, r.errors
    return r.message.text()


async def test_a_german_admin_on_an_english_server(sb: Sandbox, tmp_path: Path) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2)
    admin = table.players[0].user
    admin.locale = "de"  # a German Discord client; the server is not a community server: English
    games = sb.add_channel(table.guild, "board-games")
    await table.start_bot()
    here = table.channel

    r = await sb.slash(admin, here, "setup", "channels add", channel=games)
    assert r.ephemeral and _text(r) == f"<#{games.id}> hinzugefügt: Spiele dürfen jetzt in <#{games.id}> eröffnet werden."
    r = await sb.slash(admin, here, "setup", "defaults set", game="mission-wild-life", option="Zugzeit", value="24 Std.")
    assert _text(r) == "Zugzeit **24 Std.** gilt jetzt in neuen Lobbys für Mission: Wild Life."  # no "Std.**."
    r = await sb.slash(admin, here, "setup", "defaults set", game="mission-wild-life", option="expert", value="vielleicht")
    assert r.ephemeral and _text(r) == (
        "Diese Vorgabe passt nicht. Für Expertenmissionen erlaubt: an oder aus (eingegeben: vielleicht).")
    show = _text(await sb.slash(admin, here, "setup", "show"))
    assert "Menagerie auf diesem Server" in show and "Zugzeit **24 Std.**" in show

    # The season's post is the server's (English); the refusal the admin's own (German).
    r = await sb.slash(admin, here, "season", sub="start", name="Gesamt")
    assert r.ephemeral and _text(r) == "„Gesamt“ ist der Name der Gesamtrangliste; wähle einen anderen Saisonnamen."
    r = await sb.slash(admin, here, "season", sub="start", name="Frühjahr 2027")
    assert not r.ephemeral and _text(r) == (
        "🏁 Season **Frühjahr 2027** has begun: every rating in `/standings` starts afresh.")
    await sb.slash(admin, here, "setup", "language", language="de")  # now the server reads German
    r = await sb.slash(admin, here, "season", sub="end")
    assert not r.ephemeral and _text(r).startswith("🏁 Die Saison **Frühjahr 2027** ist beendet; ihre Endrangliste: "
                                                  "`/rangliste saison:` **Frühjahr 2027**.")
    r = await sb.slash(admin, here, "pause")
    assert r.ephemeral and _text(r) == "Hier läuft keine Partie; gib an, welche du meinst (siehe /spiele)."
    sb.take_violations(code=50007)
    sb.assert_no_violations()
    await table.stop_bot()
