"""Every person's language (issue 34) through the real bot and the double: ``/settings language:``
(a person's choice, their client language by default, an unknown value one line listing the
languages), ``/setup language`` (the server's public language, its Discord language by default,
else English), and the client locale remembered for what the bot sends unprompted."""
from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from cogs.lang import Lang
from cogs.lang.readers import person_lang, public_lang
from harness.table import SandboxTable
from sandbox import Sandbox
from tests.waiting import eventually

pytestmark = pytest.mark.backends("sqlite")  # about Discord and the cogs; storage is tests/storage/test_languages.py


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.01) as sandbox:
        yield sandbox


async def test_settings_language(sb: Sandbox, tmp_path: Path) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2)
    anna = table.players[1].user
    anna.locale = "de"  # a German Discord client
    bot = await table.start_bot()

    r = await sb.slash(anna, table.channel, "settings")
    assert r.ephemeral and r.message is not None
    assert "Sprache: automatisch, deine Discord-Sprache (jetzt **Deutsch**)" in r.message.text()
    assert await person_lang(anna.id, bot) is Lang.DE  # remembered (by /settings itself): a reminder DM would be German

    r = await sb.autocomplete(anna, table.channel, "settings", focused="language", language="")
    assert [(c["name"], c["value"]) for c in r.choices or []] == [("Automatisch", "auto"), ("English (en)", "en"),
                                                           ("Deutsch (de)", "de")]

    r = await sb.slash(anna, table.channel, "settings", language="klingon **@everyone**")
    assert r.ephemeral and r.message is not None and len(r.message.text().splitlines()) == 1
    # read as a person does (Message.text): the typed value quoted as typed, inert (no mention)
    assert r.message.text().startswith("„klingon **@\u200beveryone**“ ist hier keine Sprache: wähle English (`en`)")
    assert not r.message.mention_everyone
    assert (await bot.service.preferences.get_prefs(anna.id)).language == ""  # nothing changed

    r = await sb.slash(anna, table.channel, "settings", language="en")
    assert r.message is not None and r.message.text() == (
        "You now read Menagerie in **English**: your panels, DMs, reminders and answers.")
    assert (await bot.service.preferences.get_prefs(anna.id)).language == "en"
    assert await person_lang(anna.id, bot) is Lang.EN
    r = await sb.slash(anna, table.channel, "settings")
    assert r.message is not None and "Language: **English** (`/settings language:`)." in r.message.text()

    r = await sb.slash(anna, table.channel, "settings", language="auto")
    assert r.message is not None and r.message.text() == "Du liest Menagerie jetzt in deiner Discord-Sprache (jetzt **Deutsch**)."
    assert (await bot.service.preferences.get_prefs(anna.id)).language == ""
    sb.take_violations(code=50007)
    sb.assert_no_violations()
    await table.stop_bot()


async def test_setup_language_and_the_servers_discord_language(sb: Sandbox, tmp_path: Path) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2)
    admin = table.players[0].user  # the server's owner
    bot = await table.start_bot()
    guild = bot.get_guild(table.guild.id)
    assert await public_lang(guild, bot) is Lang.EN  # not a community server: English

    r = await sb.slash(admin, table.channel, "setup", "language", language="de")
    assert r.ephemeral and r.message is not None
    assert r.message.text() == ("This server's lobbies, tables, thread posts and results are now in **German**, "
                                "each from its next update.")
    assert await public_lang(guild, bot) is Lang.DE
    assert await public_lang(table.guild.id, bot) is Lang.DE
    r = await sb.slash(admin, table.channel, "setup", "show")
    assert r.message is not None and r.message.embeds[0]["fields"][-1] == {"name": "Language", "value": "German",
                                                                          "inline": False}

    r = await sb.slash(admin, table.channel, "setup", "language", language="?")
    assert r.message is not None and r.message.text().startswith("“?” is not a language here: choose English (`en`)")
    assert await public_lang(guild, bot) is Lang.DE  # unchanged

    r = await sb.slash(admin, table.channel, "setup", "language", language="auto")
    assert r.message is not None and r.message.text().endswith("(**English** now).")
    table.guild.preferred_locale = "de"  # the server became a German community server
    r = await sb.slash(admin, table.channel, "setup", "language", language="auto")
    assert r.message is not None and r.message.text() == (
        "This server's language is automatic again: its Discord language, else English (**German** now).")
    sb.assert_no_violations()
    await table.stop_bot()


@pytest.mark.parametrize(("locale", "lang"), [("de", Lang.DE), ("qps-ploc", Lang.QPS), ("en-US", Lang.EN)])
async def test_a_table_in_one_locale_reads_in_its_language(sb: Sandbox, tmp_path: Path, locale: str, lang: Lang) -> None:
    """``bot.py --sandbox GAME --locale de|qps|en`` (harness/demo.py): every simulated person's client and the
    server speak it, so private and public things are in that language."""
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3, locale=locale)
    bot = await table.start_bot()
    await table.open_lobby("mission-wild-life")  # the host's /play: an interaction in the client's locale
    host = table.players[0].user.id

    async def remembered() -> bool:  # the bot notes each interaction's locale beside answering it
        return await person_lang(host, bot) is lang
    await eventually(remembered, what="the host's client language to be remembered")
    assert await public_lang(bot.get_guild(table.guild.id), bot) is lang
    await table.stop_bot()


async def test_panels_and_refusals_in_each_persons_language_the_table_in_the_servers(sb: Sandbox, tmp_path: Path) -> None:
    """An English server with a German player and a German onlooker: the table is English, the German
    player's panel and the onlooker's refusal German (the kit's own words; the games' are converted later)."""
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3)
    german = table.players[1]
    german.user.locale = "de"
    table.outsider.locale = "de"
    await table.start_bot()
    await table.open_lobby("mission-wild-life")
    await table.start()
    panel = await table.open_panel(german)
    assert any(b.get("label") == "Aktualisieren" for b in panel.buttons)
    english = await table.open_panel(table.players[0])
    assert any(b.get("label") == "Refresh" for b in english.buttons)
    r = await sb.click(table.outsider, table.table_message(), custom_id=table.table_message().buttons[0]["custom_id"])
    assert r.message is not None and r.message.text() == (
        "Du spielst in dieser Partie nicht mit; die Tischnachricht zeigt alles Öffentliche.")
    sb.take_violations(code=50007)
    sb.assert_no_violations()
    await table.stop_bot()
