"""``/rules game:<choice>``: a short summary of the game and our house rules (each game's
``house_rules``, GAPS.md decisions), plus how the bot rates abandoned seats; and the owner-only ``/sync``."""
from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.common import handle_error, reply
from cogs.kit import BRAND, offer_games
from engine import registry

if TYPE_CHECKING:
    from cogs.client import MenagerieBot

COMMON = [
    "Each turn has a time limit set by the server admin; when it runs out a move is made for you.",
    "/abandon hands your seat to a bot; the match goes on and counts as a last place for you.",
]


def rules_embed(game_key: str) -> discord.Embed:
    """The /rules embed for one game."""
    game = registry.get(game_key)
    embed = discord.Embed(title=f"How to play {game.title}", description=game.summary[:4000], colour=BRAND)
    embed.add_field(name="Players", value=f"{game.min_players}–{game.max_players}", inline=True)
    for name, lines in (("House rules", game.house_rules), ("Playing here", COMMON)):
        for i, chunk in enumerate(_chunks([f"• {line}" for line in lines], 1024)):
            embed.add_field(name=name if i == 0 else f"{name} (continued)", value=chunk, inline=False)
    embed.set_footer(text="Start a lobby with /play · standings with /standings")
    return embed


def _chunks(lines: list[str], limit: int) -> list[str]:
    """Join lines into blocks of at most ``limit`` characters (an embed field's value limit)."""
    blocks: list[str] = []
    for line in lines:
        line = line[:limit]
        if blocks and len(blocks[-1]) + 1 + len(line) <= limit:
            blocks[-1] += "\n" + line
        else:
            blocks.append(line)
    return blocks


class RulesCog(commands.Cog):
    def __init__(self, bot: MenagerieBot) -> None:
        self.bot = bot

    @app_commands.command(name="rules", description="How a game is played here, with our house rules.")
    @app_commands.describe(game="Which game")
    async def rules(self, interaction: discord.Interaction, game: app_commands.Choice[str]) -> None:
        await reply(interaction, embeds=[rules_embed(game.value)])

    @app_commands.command(name="sync", description="Owner only: re-sync the slash commands.")
    async def sync(self, interaction: discord.Interaction) -> None:
        if not await self.bot.is_owner(interaction.user):
            await reply(interaction, "Only the bot's owner can sync commands.")
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        synced = await self.bot.sync_commands()
        await interaction.followup.send(f"Synced {synced} commands.", ephemeral=True)

    async def cog_app_command_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        await handle_error(interaction, error)


async def setup(bot: MenagerieBot) -> None:
    cog = RulesCog(bot)
    offer_games(cog)  # the games offered now, found through the registry and the UIs
    await bot.add_cog(cog)
