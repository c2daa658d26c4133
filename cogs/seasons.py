"""Seasons: ``/season start name:<name>`` and ``/season end`` (Manage Server; issue 22).

A new season starts every player's rating afresh for ``/standings`` (the all-time ratings go on
beside it); starting one while another runs ends that one at the same moment, so every match
counts in exactly one of them (:mod:`storage.seasons`). An ended season keeps its final
standings: ``/standings season:<name>``. Both answers are public, so the server sees the change,
in the server's language (:func:`cogs.lang.readers.public_lang`); a refusal is one private line
in the admin's own. A season's name is what the admin typed: inert, never translated; the name of
the all-time standings is refused in every language people can choose ("All time", "Gesamt"), so
``/standings season:`` never confuses the two.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.kit.replies import reply
from cogs.kit.text import inert, safe
from cogs.lang import SOURCE, Lang, t
from cogs.lang.readers import public_lang
from cogs.lang.words import refused
from cogs.shared.permissions import is_admin
from cogs.shared.words import is_all_time
from storage.seasons import NAME_MAX

if TYPE_CHECKING:
    from cogs.client import MenagerieBot

def season_name(raw: str) -> str:
    """A season name as typed, checked: made inert (:func:`cogs.kit.text.inert`: no bidi control or
    zero-width character, spaces trimmed and runs of spaces made one, combining marks capped),
    1–:data:`NAME_MAX` characters with something visible, not the all-time standings' name in any
    language (:func:`cogs.shared.words.is_all_time`). Raises MatchError with one line otherwise."""
    name = inert(raw)
    if not name:
        raise refused("admin-season-name-empty")
    if len(name) > NAME_MAX:
        raise refused("admin-season-name-long", max=NAME_MAX, length=len(name))
    if is_all_time(name):
        raise refused("admin-season-name-all-time", name=safe(name))
    return name


def standings_hint(name: str, lang: Lang = SOURCE) -> str:
    """How to see a season's standings in ``lang``: ```/standings season:`` **<name>**``, the name
    made inert outside the code (no escape works inside inline code, so a name there could close it)."""
    return t(lang, "admin-season-hint", name=safe(name, lang=lang))


@app_commands.guild_only()
@app_commands.default_permissions(manage_guild=True)
class SeasonCog(commands.GroupCog, group_name="season", group_description="Server admins: start and end seasons."):
    """``/season start`` and ``/season end``; Manage Server by default (Discord's command permissions can narrow it)."""

    def __init__(self, bot: MenagerieBot) -> None:
        self.bot = bot
        super().__init__()

    def _check_admin(self, interaction: discord.Interaction) -> None:
        if not is_admin(interaction):
            raise refused("admin-season-admins-only")

    @app_commands.command(name="start", description="Server admins: start a new season; every rating starts afresh.")
    @app_commands.describe(name="The season's name, such as “Spring 2027” (a running season ends)")
    async def start(self, interaction: discord.Interaction, name: app_commands.Range[str, 1, NAME_MAX]) -> None:
        self._check_admin(interaction)
        assert interaction.guild_id is not None
        chosen = season_name(name)
        started, ended = await self.bot.service.start_season(interaction.guild_id, chosen)
        lang = await public_lang(interaction)  # posted in the channel
        text = t(lang, "admin-season-begun", name=safe(started.name, lang=lang))
        if ended is not None:
            text += " " + t(lang, "admin-season-ended-by-next", name=safe(ended.name, lang=lang),
                            hint=standings_hint(ended.name, lang))
        await reply(interaction, text, ephemeral=False)

    @app_commands.command(name="end", description="Server admins: end the running season; its standings are kept.")
    async def end(self, interaction: discord.Interaction) -> None:
        self._check_admin(interaction)
        assert interaction.guild_id is not None
        ended = await self.bot.service.end_season(interaction.guild_id)
        lang = await public_lang(interaction)  # posted in the channel
        await reply(interaction, t(lang, "admin-season-ended", name=safe(ended.name, lang=lang),
                                   hint=standings_hint(ended.name, lang)), ephemeral=False)


async def setup(bot: MenagerieBot) -> None:
    await bot.add_cog(SeasonCog(bot))
