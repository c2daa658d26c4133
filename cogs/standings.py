"""Standings: ``/standings game:<choice>`` (paginated, the caller's own rank shown) and ``/profile [user]``.

Ratings are openskill Bradley-Terry full ordinals (mu − 3σ) per server and game; see
``engine/ratings.py`` for how ties, bots and abandoned seats are rated.
"""
from __future__ import annotations

import asyncio
import re
from typing import TYPE_CHECKING, Any, Self

import discord
from discord import app_commands
from discord.ext import commands

from cogs.common import bot_of, guarded, handle_error, reply, thread_link
from cogs.kit import BRAND, clip, offer_games, plural, safe
from cogs.names import recent_name
from engine import registry
from engine.service import MatchError

if TYPE_CHECKING:
    from cogs.client import MenagerieBot
    from storage import Standing

PAGE = 10
PROVISIONAL_GAMES = 5
"""Below this many rated games a rating is shown as provisional: μ (the skill estimate) and the
games played, not the conservative mu − 3σ, which starts near −8 for a newcomer."""


def rating_text(s: Standing, *, games: bool = True) -> str:
    """A standing's rating in words: ``"rating 12.3"``, or ``"μ 25.6 (provisional, 2 games)"``
    while fewer than :data:`PROVISIONAL_GAMES` games are rated (``games=False``: without the
    count, for a line that shows it already)."""
    if s.games < PROVISIONAL_GAMES:
        return f"μ {s.mu:.1f} (provisional, {plural(s.games, 'game')})" if games else f"μ {s.mu:.1f} (provisional)"
    return f"rating {s.rating:.1f}"


async def player_name(bot: MenagerieBot, guild: discord.Guild | None, user_id: int) -> str:
    """A person's name for an embed (escaped): their server nickname if known, else their user
    name (from the cache, else fetched), else ``"a former player"``. Embeds show names, not
    mentions, which appear as unknown users on phones."""
    fresh = recent_name(bot, guild.id, user_id) if guild is not None else None
    if fresh is not None:  # seen in an interaction since the start: newer than the member cache
        return safe(fresh)
    member = guild.get_member(user_id) if guild is not None else None
    if member is not None:
        return safe(member.display_name)
    user = bot.get_user(user_id)
    if user is None:
        try:
            user = await bot.fetch_user(user_id)
        except discord.HTTPException:
            return "a former player"
    return safe(user.display_name)


async def render_standings(
    bot: MenagerieBot, guild_id: int, game: str, page: int, user_id: int
) -> tuple[discord.Embed, discord.ui.View]:
    """One page of standings with the caller's rank in the footer, and Previous/Next buttons."""
    ratings = bot.service.ratings
    total = await ratings.count(guild_id, game)
    pages = max(1, -(-total // PAGE))
    page = min(max(page, 0), pages - 1)
    rows = await ratings.leaderboard(guild_id, game, page * PAGE, PAGE)
    title = registry.get(game).title
    lines = []
    guild = bot.get_guild(guild_id)
    # at once, not one by one: after a restart the cache may know none of them, and the answer has 3 s
    names = await asyncio.gather(*(player_name(bot, guild, s.user_id) for s in rows))
    for i, (s, name) in enumerate(zip(rows, names, strict=True), start=page * PAGE + 1):
        marker = "**" if s.user_id == user_id else ""
        lines.append(
            f"{i}. {marker}{name}{marker} — {rating_text(s, games=False)} · {plural(s.games, 'game')} · "
            f"{plural(s.wins, 'win')} · avg place {s.average_place:.2f}"
        )
    embed = discord.Embed(
        title=f"Standings — {title}",
        description="\n".join(lines) or "Nobody has finished a match of this game here yet.",
        colour=BRAND,
    )
    mine = await ratings.rank_of(guild_id, game, user_id)
    you = f"You: #{mine[0]} of {total}, {rating_text(mine[1])}" if mine else "You have no rated match of this game yet."
    embed.set_footer(text=f"{you} · page {page + 1}/{pages}")
    view = discord.ui.View(timeout=None)
    view.add_item(StandingsPage(game, page - 1, user_id, "◀ Previous", disabled=page == 0))
    view.add_item(StandingsPage(game, page + 1, user_id, "Next ▶", disabled=page >= pages - 1))
    return embed, view


class StandingsPage(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"standings:(?P<game>[a-z-]{1,40}):(?P<page>-?[0-9]{1,6}):(?P<user>[0-9]{1,20})",
):
    """Previous/Next on a standings message. The person who asked pages the message in
    place; anyone else gets that page privately, with their own rank in the footer."""

    def __init__(self, game: str, page: int, owner: int, label: str = "Page", disabled: bool = False) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=f"standings:{game}:{page}:{owner}",
                disabled=disabled,
            )
        )
        self.game, self.page, self.owner = game, page, owner

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(match["game"], int(match["page"]), int(match["user"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        if self.game not in registry.games() or interaction.guild_id is None:
            raise MatchError("Those standings are no longer available.")
        embed, view = await render_standings(bot_of(interaction), interaction.guild_id, self.game, self.page, interaction.user.id)
        if interaction.user.id == self.owner:
            await interaction.response.edit_message(embed=embed, view=view)
        else:
            await interaction.response.send_message(embed=embed, view=view, ephemeral=True)


class StandingsCog(commands.Cog):
    def __init__(self, bot: MenagerieBot) -> None:
        self.bot = bot

    @app_commands.command(name="standings", description="This server's ratings for a game.")
    @app_commands.describe(game="Which game")
    @app_commands.guild_only()
    async def standings(self, interaction: discord.Interaction, game: app_commands.Choice[str]) -> None:
        assert interaction.guild_id is not None
        embed, view = await render_standings(self.bot, interaction.guild_id, game.value, 0, interaction.user.id)
        await interaction.response.send_message(embed=embed, view=view)

    @app_commands.command(name="profile", description="A player's ratings, games and recent matches on this server.")
    @app_commands.describe(user="Whose profile (default: yours)")
    @app_commands.guild_only()
    async def profile(self, interaction: discord.Interaction, user: discord.User | None = None) -> None:
        assert interaction.guild_id is not None
        who = user or interaction.user
        ratings = self.bot.service.ratings
        embed = discord.Embed(title=f"Profile — {safe(who.display_name)}", colour=BRAND)
        rows = await ratings.profile(interaction.guild_id, who.id)
        for s in rows:
            title = registry.games()[s.game].title if s.game in registry.games() else s.game
            rank = await ratings.rank_of(interaction.guild_id, s.game, who.id)
            embed.add_field(
                name=title,
                value=f"{rating_text(s).replace('rating', 'Rating', 1)} (#{rank[0] if rank else '?'})\n"
                f"{plural(s.games, 'game')} · {plural(s.wins, 'win')}\n"
                f"Average place {s.average_place:.2f}",
                inline=True,
            )
        recent = await ratings.recent(interaction.guild_id, who.id)
        if recent:
            lines = []
            for match_id, game, place, players, at in recent:
                title = registry.games()[game].title if game in registry.games() else game
                record = await self.bot.service.fetch(match_id)
                link = thread_link(record) if record is not None else None
                number = f"[#{match_id}]({link})" if link else f"#{match_id}"
                lines.append(f"{number} {title}: place {place} of {players} (<t:{int(at)}:R>)")
            lines.append("Moves of a match: `/history match:<number>`")
            embed.add_field(name="Recent matches", value=clip("\n".join(lines), 1024), inline=False)
        if not rows:
            embed.description = "No finished matches on this server yet. Start one with `/play`."
        await reply(interaction, embeds=[embed], ephemeral=False)

    async def cog_app_command_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        await handle_error(interaction, error)


async def setup(bot: MenagerieBot) -> None:
    bot.add_dynamic_items(StandingsPage)
    cog = StandingsCog(bot)
    offer_games(cog)  # the games offered now, found through the registry and the UIs
    await bot.add_cog(cog)
