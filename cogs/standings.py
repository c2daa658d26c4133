"""Standings: ``/standings game:<choice> [season:<name>]`` (paginated, the caller's own rank shown) and
``/profile [user]``.

Ratings are openskill Bradley-Terry full ordinals (mu − 3σ) per server and game; see
``engine/ratings.py`` for how ties, bots and abandoned seats are rated. Each season (``/season``,
:mod:`cogs.seasons`) has its own ratings, everyone starting afresh; ``/standings`` shows the running
season's (else all time), ``season:`` any other (autocompleted) or "All time". ``/profile`` shows
the running season's figures beside the all-time ones, and the person's reputation on the server.
"""
from __future__ import annotations

import asyncio
import re
from typing import TYPE_CHECKING, Any, Self

import discord
from discord import app_commands
from discord.ext import commands

from cogs.client import bot_of
from cogs.kit.replies import guarded, reply
from cogs.kit.text import BRAND, clip, inert, safe
from cogs.kit.ui import offer_games
from cogs.lang import SOURCE, Lang, t
from cogs.lang.readers import person_lang, public_lang
from cogs.lang.words import refused
from cogs.shared.words import ALL_TIME, all_time, game_title, is_all_time, reputation_words, thread_link
from engine import registry
from storage.records import NEW_PLAYER_MATCHES

if TYPE_CHECKING:
    from cogs.client import MenagerieBot
    from storage import Reputation, Season, Standing

PAGE = 10
PROVISIONAL_GAMES = 5
"""Below this many rated games a rating is shown as provisional: μ (the skill estimate) and the
games played, not the conservative mu − 3σ, which starts near −8 for a newcomer."""


def rating_text(s: Standing, *, games: bool = True, lang: Lang = SOURCE) -> str:
    """A standing's rating in words: ``"rating 12.3"``, or ``"skill estimate 25.6 (provisional, 2 games)"``
    while fewer than :data:`PROVISIONAL_GAMES` games are rated (``games=False``: without the
    count, for a line that shows it already)."""
    if s.games < PROVISIONAL_GAMES:
        # issue 35: the words, not the maths' "μ", which nothing explains to a player
        return t(lang, "core-rating-provisional", mu=round(s.mu, 1), games=s.games if games else -1)
    return t(lang, "core-rating", rating=round(s.rating, 1))


async def player_name(bot: MenagerieBot, guild: discord.Guild | None, user_id: int, lang: Lang = SOURCE) -> str:
    """A person's name for an embed (escaped): their server nickname if known, else their user
    name (from the cache, else fetched), else ``"a former player"``. Embeds show names, not
    mentions, which appear as unknown users on phones."""
    fresh = bot.recent_names.get(guild.id, user_id) if guild is not None else None
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
            return t(lang, "core-former-player")
    return safe(user.display_name)


def scope_title(season: Season | None, lang: Lang = SOURCE) -> str:
    """What a standings page covers: ``"All time"``, ``"Season Spring 2027"``, ``"Season Winter 2026 (final)"``."""
    if season is None:
        return all_time(lang)
    return t(lang, "core-season-scope", name=safe(season.name, lang=lang), running=str(season.running).lower())


def _scope_id(season: Season | None) -> str:
    return "a" if season is None else str(season.id)


async def resolve_season(bot: MenagerieBot, guild_id: int, name: str | None) -> Season | None:
    """The standings ``/standings season:`` asks for: a named season of this server (running or ended),
    ``None`` for the all-time ratings (:data:`cogs.shared.words.ALL_TIME`) — and when no name is given, the
    running season, else all time. Raises MatchError naming this server's seasons for an unknown name."""
    seasons = bot.service.ratings.seasons
    if name is None or not name.strip():
        return await seasons.current(guild_id)
    if is_all_time(name):
        return None
    found = await seasons.named(guild_id, name)
    if found is None and inert(name) and inert(name) != name:  # typed with invisible characters: stored without
        found = await seasons.named(guild_id, inert(name))
    if found is None:
        known = [s.name for s in await seasons.of_guild(guild_id, limit=5)]
        if known:
            raise refused("core-season-unknown", name=safe(name.strip()), seasons=", ".join(safe(n) for n in known))
        raise refused("core-season-unknown-none", name=safe(name.strip()))
    return found


async def render_standings(
    bot: MenagerieBot, guild_id: int, game: str, page: int, user_id: int, season: Season | None = None,
    lang: Lang = SOURCE,
) -> tuple[discord.Embed, discord.ui.View]:
    """One page of standings (``season``'s, or all time when None) with the caller's rank in the
    footer, and Previous/Next buttons that keep to the same season, in ``lang``."""
    ratings = bot.service.ratings
    scope = None if season is None else season.id
    total = await ratings.count(guild_id, game, season=scope)
    pages = max(1, -(-total // PAGE))
    page = min(max(page, 0), pages - 1)
    rows = await ratings.leaderboard(guild_id, game, page * PAGE, PAGE, season=scope)
    title = game_title(lang, game)
    lines = []
    guild = bot.get_guild(guild_id)
    # at once, not one by one: after a restart the cache may know none of them, and the answer has 3 s
    names = await asyncio.gather(*(player_name(bot, guild, s.user_id, lang) for s in rows))
    for i, (s, name) in enumerate(zip(rows, names, strict=True), start=page * PAGE + 1):
        marker = "**" if s.user_id == user_id else ""
        lines.append(t(lang, "core-standings-line", rank=i, name=f"{marker}{name}{marker}",
                       rating=rating_text(s, games=False, lang=lang), games=s.games, wins=s.wins,
                       place=round(s.average_place, 2)))
    empty = t(lang, "core-standings-empty", season=str(season is not None).lower())
    embed = discord.Embed(
        title=clip(t(lang, "core-standings-title", game=title, scope=scope_title(season, lang)), 256),
        description="\n".join(lines) or empty,
        colour=BRAND,
    )
    mine = await ratings.rank_of(guild_id, game, user_id, season=scope)
    you = (t(lang, "core-standings-you", rank=mine[0], total=total, rating=rating_text(mine[1], lang=lang)) if mine
           else t(lang, "core-standings-you-none"))
    embed.set_footer(text=t(lang, "core-standings-footer-page", you=you, page=page + 1, pages=pages))
    view = discord.ui.View(timeout=None)
    where = _scope_id(season)
    view.add_item(StandingsPage(game, page - 1, user_id, t(lang, "core-history-previous"), disabled=page == 0, scope=where))
    view.add_item(StandingsPage(game, page + 1, user_id, t(lang, "core-history-next"), disabled=page >= pages - 1,
                                scope=where))
    return embed, view


class StandingsPage(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"standings:(?P<game>[a-z-]{1,40}):(?P<page>-?[0-9]{1,6}):(?P<user>[0-9]{1,20})(?::(?P<scope>a|[0-9]{1,18}))?",
):
    """Previous/Next on a standings message. The person who asked pages the message in
    place; anyone else gets that page privately, with their own rank in the footer.
    ``scope``: ``a`` for all time or a season id (buttons drawn before seasons have none: the
    running season, else all time)."""

    def __init__(self, game: str, page: int, owner: int, label: str = "Page", disabled: bool = False,
                 scope: str | None = None) -> None:
        suffix = f":{scope}" if scope else ""
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=f"standings:{game}:{page}:{owner}{suffix}",
                disabled=disabled,
            )
        )
        self.game, self.page, self.owner, self.scope = game, page, owner, scope

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(match["game"], int(match["page"]), int(match["user"]), scope=match["scope"])

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        if self.game not in registry.games() or interaction.guild_id is None:
            raise refused("core-standings-gone")
        bot = bot_of(interaction)
        season: Season | None
        if self.scope is None:
            season = await bot.service.ratings.seasons.current(interaction.guild_id)
        elif self.scope == "a":
            season = None
        else:
            season = await bot.service.ratings.seasons.get(interaction.guild_id, int(self.scope))
            if season is None:
                raise refused("core-standings-gone")
        own = interaction.user.id == self.owner  # paged in place (public), else answered privately
        lang = await public_lang(interaction) if own else await person_lang(interaction)
        embed, view = await render_standings(bot, interaction.guild_id, self.game, self.page, interaction.user.id, season,
                                             lang)
        if own:
            await interaction.response.edit_message(embed=embed, view=view)
        else:
            await interaction.response.send_message(embed=embed, view=view, ephemeral=True)


def _line(s: Standing, rank: tuple[int, Standing] | None, *, place: bool, lang: Lang = SOURCE) -> str:
    """One scope of a game in ``/profile``: rating (rank), games, wins, and (``place``) the average place."""
    rating = rating_text(s, lang=lang)
    if s.games >= PROVISIONAL_GAMES:  # "Rating 12.3 (#2)" heads the lines; a provisional estimate reads as it is
        rating = rating[:1].upper() + rating[1:]
    text = t(lang, "core-profile-game", rating=rating, rank=str(rank[0]) if rank else "?",
             games=s.games, wins=s.wins)
    return text + ("\n" + t(lang, "core-profile-place", place=round(s.average_place, 2)) if place else "")


def reputation_line(rep: Reputation, lang: Lang = SOURCE) -> str:
    """``/profile``'s reputation: ``"Reputation: **finishes 92 %** (23 of 25 matches finished)"``, or new."""
    if rep.is_new:
        return t(lang, "core-profile-reputation-new", matches=rep.matches, needed=NEW_PLAYER_MATCHES)
    return t(lang, "core-profile-reputation", reputation=reputation_words(lang, rep), finished=rep.finished,
             matches=rep.matches)


async def season_choices(bot: MenagerieBot, guild_id: int | None, current: str,
                         lang: Lang = SOURCE) -> list[app_commands.Choice[str]]:
    """``/standings season:`` autocomplete: this server's seasons whose name holds what was typed, newest
    first (the running one marked), then "All time"; at most 25, as Discord allows."""
    if guild_id is None:
        return []
    seasons = await bot.service.ratings.seasons.of_guild(guild_id, current, limit=24)
    choices = [app_commands.Choice(name=clip(t(lang, "core-season-choice", name=safe(s.name, markdown=False, lang=lang),
                                                running=str(s.running).lower()), 100), value=s.name)
               for s in seasons]
    if current.strip().casefold() in all_time(lang).casefold() or current.strip().casefold() in ALL_TIME.casefold():
        choices.append(app_commands.Choice(name=all_time(lang), value=ALL_TIME))
    return choices[:25]


class StandingsCog(commands.Cog):
    def __init__(self, bot: MenagerieBot) -> None:
        self.bot = bot

    @app_commands.command(name="standings", description="This server's ratings for a game.")
    @app_commands.describe(game="Which game", season="Which season (default: the running one, else all time)")
    @app_commands.guild_only()
    async def standings(self, interaction: discord.Interaction, game: app_commands.Choice[str],
                        season: str | None = None) -> None:
        assert interaction.guild_id is not None
        scope = await resolve_season(self.bot, interaction.guild_id, season)
        lang = await public_lang(interaction)  # posted in the channel
        embed, view = await render_standings(self.bot, interaction.guild_id, game.value, 0, interaction.user.id, scope, lang)
        await interaction.response.send_message(embed=embed, view=view)

    @standings.autocomplete("season")
    async def _season_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await season_choices(self.bot, interaction.guild_id, current, await person_lang(interaction))

    @app_commands.command(name="profile", description="A player's ratings, reputation and recent matches on this server.")
    @app_commands.describe(user="Whose profile (default: yours)")
    @app_commands.guild_only()
    async def profile(self, interaction: discord.Interaction, user: discord.User | None = None) -> None:
        assert interaction.guild_id is not None
        guild_id = interaction.guild_id
        who = user or interaction.user
        ratings = self.bot.service.ratings
        lang = await public_lang(interaction)  # /profile is answered in the channel
        embed = discord.Embed(title=t(lang, "core-profile-title", name=safe(who.display_name, lang=lang)), colour=BRAND)
        season = await ratings.seasons.current(guild_id)
        rows = await ratings.profile(guild_id, who.id)
        in_season = {s.game: s for s in await ratings.profile(guild_id, who.id, season=season.id)} if season else {}
        lines = [] if who.bot else [reputation_line(await ratings.reputation(guild_id, who.id), lang)]
        if not who.bot:  # the games learned with /learn (issue 35)
            learned = [game_title(lang, r.game) for r in await self.bot.service.tutorials.of_user(who.id)
                       if r.learned_at is not None and r.game in registry.games()]
            lines.append(t(lang, "learn-profile-learned", games=", ".join(learned)) if learned
                         else t(lang, "learn-profile-none"))
        if season is not None:
            lines.append(t(lang, "core-profile-season", name=safe(season.name, lang=lang),
                           since=f"<t:{int(season.started_at)}:D>"))
        for game in sorted({s.game for s in rows} | set(in_season)):
            title = game_title(lang, game) if game in registry.games() else game
            alltime = next((s for s in rows if s.game == game), None)
            parts = []
            if season is not None:
                now = in_season.get(game)
                rank = await ratings.rank_of(guild_id, game, who.id, season=season.id) if now else None
                parts.append(f"**{clip(safe(season.name, lang=lang), 60)}:** "
                             + (_line(now, rank, place=False, lang=lang) if now else t(lang, "core-profile-no-match")))
            if alltime is not None:
                rank = await ratings.rank_of(guild_id, game, who.id)
                parts.append((f"**{all_time(lang)}:** " if season is not None else "") + _line(alltime, rank, place=True,
                                                                                             lang=lang))
            embed.add_field(name=title, value=clip("\n".join(parts), 1024), inline=True)
        recent = await ratings.recent(guild_id, who.id)
        if recent:
            recent_lines = []
            for match_id, game, place, players, at in recent:
                title = game_title(lang, game) if game in registry.games() else game
                record = await self.bot.service.fetch(match_id)
                link = thread_link(record) if record is not None else None
                number = f"[#{match_id}]({link})" if link else f"#{match_id}"
                casual = record is not None and record.options.get("ranked") is False
                recent_lines.append(t(lang, "core-profile-recent", number=number, game=title, place=place, players=players,
                                      casual=str(casual).lower(), when=f"<t:{int(at)}:R>"))
            recent_lines.append(t(lang, "core-profile-history-hint"))
            embed.add_field(name=t(lang, "core-profile-recent-title"), value=clip("\n".join(recent_lines), 1024),
                            inline=False)
        if not rows and not in_season:
            lines.append(t(lang, "core-profile-none"))
        embed.description = clip("\n".join(lines), 4096) if lines else None
        await reply(interaction, embeds=[embed], ephemeral=False)


async def setup(bot: MenagerieBot) -> None:
    bot.add_dynamic_items(StandingsPage)
    cog = StandingsCog(bot)
    offer_games(cog)  # the games offered now, found through the registry and the UIs
    await bot.add_cog(cog)
