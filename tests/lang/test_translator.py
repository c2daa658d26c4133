"""The slash-command Translator: ids from the command tree, only shipped non-English locales, and
nothing where the catalog has no message (Discord then shows the English)."""
from __future__ import annotations

from pathlib import Path

import discord
from discord import app_commands
from discord.app_commands import TranslationContext, TranslationContextTypes
from discord.app_commands import TranslationContextLocation as Where

from cogs.lang import Catalog, use_catalog
from cogs.lang.translator import CatalogTranslator, choice_id, command_id, message_id, option_id, slug


@app_commands.command(name="settings", description="Your preferences.")
@app_commands.describe(time_zone="Your time zone")
async def settings_cmd(interaction: discord.Interaction, time_zone: str) -> None:
    """A command like /settings."""


group = app_commands.Group(name="setup", description="Server admins.")
channels = app_commands.Group(name="channels", description="Where games may be opened.", parent=group)


def test_ids_follow_the_tree() -> None:
    assert slug("Mission: Wild Life") == "mission-wild-life" and slug("time_zone") == "time-zone"
    assert command_id("setup channels add") == "cmd-setup-channels-add"
    assert option_id("settings", "time_zone") == "cmd-settings-time-zone"
    assert choice_id("on") == "cmd-choice-on"
    name = app_commands.locale_str("settings")
    assert message_id(name, TranslationContext(Where.command_name, settings_cmd)) == "cmd-settings"
    assert message_id(name, TranslationContext(Where.command_description, settings_cmd)) == "cmd-settings.description"
    assert message_id(name, TranslationContext(Where.group_name, channels)) == "cmd-setup-channels"
    param = settings_cmd.parameters[0]
    assert message_id(name, TranslationContext(Where.parameter_description, param)) == "cmd-settings-time-zone.description"
    choice = app_commands.Choice(name="Wildlife Adventure", value="wildlife-adventure")
    assert message_id(name, TranslationContext(Where.choice_name, choice)) == "cmd-choice-wildlife-adventure"
    keyed = app_commands.locale_str("play", key="cmd-play")
    assert message_id(keyed, TranslationContext(Where.command_name, settings_cmd)) == "cmd-play"
    assert message_id(name, TranslationContext(Where.other, None)) is None


async def test_translates_only_shipped_locales_and_known_messages(tmp_path: Path) -> None:
    for lang, text in (("en", "cmd-settings = settings\n    .description = Your preferences.\n"),
                       ("de", "cmd-settings = einstellungen\n    .description = Deine Einstellungen.\n")):
        (tmp_path / lang).mkdir()
        (tmp_path / lang / "commands.ftl").write_text(text, encoding="utf-8")
    previous = use_catalog(Catalog(tmp_path, strict=True))
    try:
        translator = CatalogTranslator()
        name = app_commands.locale_str("settings")
        where: TranslationContextTypes = TranslationContext(Where.command_name, settings_cmd)
        assert await translator.translate(name, discord.Locale.german, where) == "einstellungen"
        described: TranslationContextTypes = TranslationContext(Where.command_description, settings_cmd)
        assert await translator.translate(name, discord.Locale.german, described) == "Deine Einstellungen."
        assert await translator.translate(name, discord.Locale.american_english, where) is None  # English is the code's
        assert await translator.translate(name, discord.Locale.french, where) is None  # not shipped
        option: TranslationContextTypes = TranslationContext(Where.parameter_name, settings_cmd.parameters[0])
        assert await translator.translate(name, discord.Locale.german, option) is None  # no message: Discord shows English
    finally:
        use_catalog(previous)
