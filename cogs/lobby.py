"""Lobbies: ``/play``, ``/games``, ``/rejoin``, ``/abandon``, and the lobby message kept current.

The lobby message itself, its controls and the Rematch button live beneath the feature cogs
(:mod:`cogs.shared.lobby_message`, :mod:`cogs.shared.lobby_controls`, :mod:`cogs.shared.rematch`):
the table cog puts Rematch on a finished table, moderation posts a deleted lobby again, and
``/setup`` redraws the lobbies its changes show. This cog opens lobbies and redraws their
message after every change the service reports.
"""
from __future__ import annotations

import contextlib
import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.kit.replies import MESSAGE, first_answer, reply
from cogs.kit.text import BRAND, safe
from cogs.kit.ui import offer_games
from cogs.lang import t
from cogs.lang.readers import person_lang, public_lang
from cogs.lang.words import refused
from cogs.shared.lobby_controls import (
    BotLevelButton,
    LobbyButton,
    OptionSelect,
    RankingSelect,
    VariantSelect,
    ranking_fits,
    ranking_view,
)
from cogs.shared.lobby_message import lobby_rendered, post_lobby, redraw_lobby
from cogs.shared.permissions import check_can_play, check_may_open
from cogs.shared.rematch import RematchButton
from cogs.shared.words import game_title, thread_link
from engine.service import PLACE_GONE, MatchError, MatchUpdate, UpdateKind
from storage import MatchStatus, MessageRecord

if TYPE_CHECKING:
    from cogs.client import MenagerieBot
    from cogs.kit.rendered import Rendered
    from storage import MatchRecord

log = logging.getLogger(__name__)


class LobbyCog(commands.Cog):
    """``/play``, ``/games``, ``/abandon`` and the lobby message kept current."""

    def __init__(self, bot: MenagerieBot) -> None:
        self.bot = bot
        bot.service.subscribe(self.on_update)

    async def cog_unload(self) -> None:
        self.bot.service.unsubscribe(self.on_update)

    @app_commands.command(name="play", description="Open a lobby for a game in this channel.")
    @app_commands.describe(game="Which game to play")
    @app_commands.guild_only()
    async def play(self, interaction: discord.Interaction, game: app_commands.Choice[str]) -> None:
        service = self.bot.service
        await check_may_open(interaction)  # the server's /setup: where games are opened, who may host
        check_can_play(interaction)  # one line naming what the bot may not do here
        record = await service.create_lobby(
            game=game.value,
            guild_id=interaction.guild_id,
            channel_id=interaction.channel_id,
            host_id=interaction.user.id,
            host_name=interaction.user.display_name,
        )
        rendered = await lobby_rendered(service, record, await public_lang(interaction))
        if isinstance(interaction.channel, discord.ForumChannel):
            await self._open_post(interaction, record, rendered)
            return
        await first_answer(interaction, interaction.response.send_message(**rendered.send_kwargs()), MESSAGE)
        message = await interaction.original_response()  # also when the answer landed behind a 5xx
        await service.messages.save_message(
            MessageRecord(record.id, "lobby", 0, message.channel.id, message.id)
        )
        if not ranking_fits(record):  # no row left on the lobby message: the host chooses here
            lang = await person_lang(interaction)
            await interaction.followup.send(t(lang, "core-lobby-ranking-private"),
                                            view=ranking_view(record, lang), ephemeral=True)

    async def _open_post(self, interaction: discord.Interaction, record: MatchRecord, rendered: Rendered) -> None:
        """``/play`` in a forum (which holds no messages of its own): the lobby opens as a new post, where
        the match is then played (:func:`cogs.shared.lobby_message.post_lobby`); the host is answered
        privately with its link (and, as in a channel, the ranking choice when the lobby has no row
        left for it). A post Discord refuses cancels the lobby and says why in one line."""
        await interaction.response.defer(ephemeral=True, thinking=True)  # the post is a request of its own
        lang = await person_lang(interaction)
        try:
            message = await post_lobby(self.bot, record, rendered, record.channel_id or 0)
        except discord.HTTPException as exc:
            log.info("lobby %s: no post in forum %s (%s)", record.id, record.channel_id, exc)
            with contextlib.suppress(MatchError):
                await self.bot.service.cancel(record.id, record.host_id, force=True)
            raise refused("core-forum-post-refused") from None
        text = t(lang, "core-forum-lobby-open", link=message.jump_url)
        if ranking_fits(record):
            await reply(interaction, text)
        else:
            await reply(interaction, text + "\n" + t(lang, "core-lobby-ranking-private"),
                        view=ranking_view(record, lang))

    @app_commands.command(name="games", description="List the lobbies and matches running on this server.")
    @app_commands.guild_only()
    async def games(self, interaction: discord.Interaction) -> None:
        rows = self.bot.service.running(interaction.guild_id)
        lang = await person_lang(interaction)  # answered privately
        if not rows:
            await reply(interaction, t(lang, "core-games-none"))
            return
        lines = []
        for r in rows[:25]:
            names = ", ".join(safe(s.name, lang=lang) for s in r.seats)
            lines.append(t(lang, "core-games-line", match=str(r.id), game=game_title(lang, r.game),
                           status=str(r.status), names=names, link=thread_link(r) or ""))
        embed = discord.Embed(title=t(lang, "core-games-title"), description="\n".join(lines)[:4000], colour=BRAND)
        if len(rows) > 25:
            embed.set_footer(text=t(lang, "core-games-more", n=len(rows) - 25))
        await reply(interaction, embeds=[embed])

    @app_commands.command(name="rejoin", description="Take back your seat from the bot that plays it.")
    @app_commands.describe(match="The match number (optional when one match here has your seat)")
    @app_commands.guild_only()
    async def rejoin(self, interaction: discord.Interaction, match: int | None = None) -> None:
        service = self.bot.service
        if match is None:
            left = [r for r in service.running(interaction.guild_id) if r.status == MatchStatus.ACTIVE
                    and any(s.user_id == interaction.user.id and s.abandoned for s in r.seats)]
            here = [r for r in left if interaction.channel_id in (r.thread_id, r.channel_id)]
            candidates = here or left
            if len(candidates) != 1:
                if not left:
                    raise refused("core-rejoin-none")
                raise refused("core-rejoin-which", matches=", ".join(f"#{r.id}" for r in left))
            match = candidates[0].id
        await service.rejoin(match, interaction.user.id)
        await reply(interaction, t(await person_lang(interaction), "core-rejoined", match=str(match)))

    @app_commands.command(name="abandon", description="Leave a match you are playing; a bot takes your seat.")
    @app_commands.describe(match="The match number (optional when you play only one here)")
    @app_commands.guild_only()
    async def abandon(self, interaction: discord.Interaction, match: int | None = None) -> None:
        service = self.bot.service
        mine = service.matches_of(interaction.user.id, interaction.guild_id)
        if match is None:
            here = [r for r in mine if interaction.channel_id in (r.thread_id, r.channel_id)]
            candidates = here or mine
            if len(candidates) != 1:
                if not mine:
                    raise refused("core-abandon-none")
                raise refused("core-abandon-which", matches=", ".join(f"#{r.id}" for r in mine))
            match = candidates[0].id
        record = service.match(match)
        if record is None or all(s.user_id != interaction.user.id for s in record.seats):
            raise refused("core-abandon-not-playing")
        lang = await person_lang(interaction)
        if record.status == MatchStatus.LOBBY:
            await service.leave(match, interaction.user.id)
            await reply(interaction, t(lang, "core-abandon-left-lobby", match=str(match)))
        else:
            await service.abandon(match, interaction.user.id)
            await reply(interaction, t(lang, "core-abandon-left-match", match=str(match)))

    async def on_update(self, update: MatchUpdate) -> None:
        """Keep the lobby message current on lobby changes, start and cancel."""
        if (update.kind not in (UpdateKind.LOBBY, UpdateKind.STARTED, UpdateKind.CANCELLED)
                or any(e.kind == PLACE_GONE for e in update.events)):
            return
        await redraw_lobby(self.bot, update.match)


async def setup(bot: MenagerieBot) -> None:
    bot.add_dynamic_items(LobbyButton, BotLevelButton, OptionSelect, VariantSelect, RematchButton, RankingSelect)
    cog = LobbyCog(bot)
    offer_games(cog)  # the games offered now, found through the registry and the UIs
    await bot.add_cog(cog)
