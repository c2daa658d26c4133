"""Slash commands in each person's client language: discord.py's ``app_commands.Translator`` over
``locales/<lang>/commands.ftl``.

When the bot syncs its commands, discord.py asks the translator for every command, group,
option and choice name and description in every Discord locale; Discord then shows each person
the names of their client's language (``/spielen`` in a German client, ``/play`` elsewhere) and
still sends the bot the English names, so no handler changes. The translator answers only the
Discord locales of a shipped language other than English (German: ``de``), and only where that
language's ``commands.ftl`` has the message; otherwise Discord shows the English name.

Message ids follow the command tree, so no command needs a key written beside it (and a new
command, option or choice is caught by ``tests/e2e/test_command_languages.py`` until both
``commands.ftl`` files have it):

* a command or group: ``cmd-<qualified name>`` (``cmd-setup-channels-add``), its name as the
  value and its description as the ``.description`` attribute;
* an option: ``cmd-<command's qualified name>-<option>`` (``cmd-settings-time-zone``), the same;
* a choice: ``cmd-choice-<its English name>`` (``cmd-choice-on``), shared by every option that
  offers it;

each part lowercase with every run of other characters than ``a-z0-9`` made one ``-``. A
``locale_str(…, key="cmd-…")`` in the code names its message itself.
"""
from __future__ import annotations

import re

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from cogs.lang import LANGUAGES, SOURCE, Lang, catalog

_SLUG = re.compile(r"[^a-z0-9]+")
_DESCRIPTIONS = {Where.command_description, Where.group_description, Where.parameter_description}
_LANG_OF_LOCALE: dict[str, Lang] = {
    code: info.lang for info in LANGUAGES.values() if info.lang not in (SOURCE, Lang.QPS) for code in info.discord_locales
}
"""The Discord locales the translator answers: those of a shipped language other than English."""


def slug(text: str) -> str:
    """``text`` as an id part: lowercase, every run of other characters than ``a-z0-9`` one ``-``."""
    return _SLUG.sub("-", text.lower()).strip("-")


def command_id(qualified_name: str) -> str:
    """``cmd-setup-channels-add`` for ``"setup channels add"``."""
    return "cmd-" + "-".join(slug(part) for part in qualified_name.split())


def option_id(command_qualified_name: str, option: str) -> str:
    """``cmd-settings-time-zone`` for option ``time_zone`` of ``/settings``."""
    return f"{command_id(command_qualified_name)}-{slug(option)}"


def choice_id(english_name: str) -> str:
    """``cmd-choice-on`` for the choice named ``on``."""
    return "cmd-choice-" + slug(english_name)


def message_id(string: app_commands.locale_str, context: app_commands.TranslationContextTypes) -> str | None:
    """The ``commands.ftl`` message (``"id"`` or ``"id.description"``) for ``string`` where
    ``context`` says it is; None where it is none of the above."""
    explicit = string.extras.get("key")
    data = context.data
    if explicit:
        base = str(explicit)
    elif isinstance(data, app_commands.Command | app_commands.Group | app_commands.ContextMenu):
        base = command_id(data.qualified_name)
    elif isinstance(data, app_commands.Parameter):
        base = option_id(data.command.qualified_name, data.display_name)
    elif isinstance(data, app_commands.Choice):
        base = choice_id(data.name)
    else:
        return None
    return base + (".description" if context.location in _DESCRIPTIONS else "")


class CatalogTranslator(app_commands.Translator):
    """Serves ``commands.ftl`` of each shipped language to Discord (see the module doc).

    Registered in the bot's setup hook (``await tree.set_translator(CatalogTranslator())``) before
    the commands are synced."""

    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        lang = _LANG_OF_LOCALE.get(locale.value)
        if lang is None:
            return None
        msg_id = message_id(string, context)
        if msg_id is None or not catalog().has(lang, msg_id):
            return None
        return catalog().render(lang, msg_id)
