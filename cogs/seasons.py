"""Seasons: ``/season start name:<name>`` and ``/season end`` (Manage Server; issue 22).

A new season starts every player's rating afresh for ``/standings`` (the all-time ratings go on
beside it); starting one while another runs ends that one at the same moment, so every match
counts in exactly one of them (:mod:`storage.seasons`). An ended season keeps its final
standings: ``/standings season:<name>``. Both answers are public, so the server sees the change;
a refusal is one private line.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.kit.replies import reply
from cogs.kit.text import inert, safe
from cogs.shared.permissions import is_admin
from cogs.shared.words import ALL_TIME
from engine.service import MatchError
from storage.seasons import NAME_MAX

if TYPE_CHECKING:
    from cogs.client import MenagerieBot

def season_name(raw: str) -> str:
    """A season name as typed, checked: made inert (:func:`cogs.kit.text.inert`: no bidi control or
    zero-width character, spaces trimmed and runs of spaces made one, combining marks capped),
    1–:data:`NAME_MAX` characters with something visible, not :data:`ALL_TIME`. Raises MatchError
    with one line otherwise."""
    name = inert(raw)
    if not name:
        raise MatchError("A season needs a name, such as “Spring 2027”.")
    if len(name) > NAME_MAX:
        raise MatchError(f"A season name can be at most {NAME_MAX} characters long (that one has {len(name)}).")
    if name.casefold() == ALL_TIME.casefold():
        raise MatchError(f"“{ALL_TIME}” is the name of the all-time standings; pick another season name.")
    return name


def standings_hint(name: str) -> str:
    """How to see a season's standings: ```/standings season:`` **<name>**``, the name made inert
    outside the code (no escape works inside inline code, so a name there could close it)."""
    return f"`/standings season:` **{safe(name)}**"


@app_commands.guild_only()
@app_commands.default_permissions(manage_guild=True)
class SeasonCog(commands.GroupCog, group_name="season", group_description="Server admins: start and end seasons."):
    """``/season start`` and ``/season end``; Manage Server by default (Discord's command permissions can narrow it)."""

    def __init__(self, bot: MenagerieBot) -> None:
        self.bot = bot
        super().__init__()

    def _check_admin(self, interaction: discord.Interaction) -> None:
        if not is_admin(interaction):
            raise MatchError("Only members who can manage this server can start or end a season.")

    @app_commands.command(name="start", description="Server admins: start a new season; every rating starts afresh.")
    @app_commands.describe(name="The season's name, such as “Spring 2027” (a running season ends)")
    async def start(self, interaction: discord.Interaction, name: app_commands.Range[str, 1, NAME_MAX]) -> None:
        self._check_admin(interaction)
        assert interaction.guild_id is not None
        chosen = season_name(name)
        started, ended = await self.bot.service.start_season(interaction.guild_id, chosen)
        text = f"🏁 Season **{safe(started.name)}** has begun: every rating in `/standings` starts afresh."
        if ended is not None:
            text += f" Season **{safe(ended.name)}** ended; its final standings: {standings_hint(ended.name)}."
        await reply(interaction, text, ephemeral=False)

    @app_commands.command(name="end", description="Server admins: end the running season; its standings are kept.")
    async def end(self, interaction: discord.Interaction) -> None:
        self._check_admin(interaction)
        assert interaction.guild_id is not None
        ended = await self.bot.service.end_season(interaction.guild_id)
        await reply(
            interaction,
            f"🏁 Season **{safe(ended.name)}** has ended; its final standings: {standings_hint(ended.name)}. "
            "Until the next `/season start`, matches count for the all-time ratings only.",
            ephemeral=False,
        )


async def setup(bot: MenagerieBot) -> None:
    await bot.add_cog(SeasonCog(bot))
