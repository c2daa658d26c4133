"""🔁 Rematch on a finished match's table (:class:`RematchButton`): a lobby in the same channel with
the same game, options and bots, which the match's other players join with one press.
"""
from __future__ import annotations

import asyncio
import re
from typing import TYPE_CHECKING, Any, Self

import discord

from cogs.kit.interactions import service_of
from cogs.kit.replies import guarded, reply
from cogs.kit.text import CONTENT, clip, safe
from cogs.lang import SOURCE, Lang, t
from cogs.lang.readers import person_lang, public_lang
from cogs.lang.words import refused
from cogs.shared.lobby_controls import ranking_fits, ranking_view
from cogs.shared.lobby_message import lobby_rendered, post_lobby
from cogs.shared.permissions import check_may_open
from engine.core import bot_level
from engine.service import MatchError
from storage import MatchStatus, MessageRecord

if TYPE_CHECKING:
    from storage import MatchRecord


REMATCH = "rematch"
"""Kept-message purpose linking a finished match to its rematch lobby: ``MessageRecord(match,
"rematch", 0, lobby channel, message_id=the rematch lobby's match id)``."""


class RematchButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"rematch:(?P<match>[0-9]{1,18})"):
    """🔁 Rematch on a finished match's table: the first player to press it opens a lobby in the
    same channel with the same game, options and bots, and is seated as host (if the server's
    ``/setup`` lets them host there, as ``/play`` checks); each other player of that match joins it
    with one press (or with Join on the new lobby)."""

    def __init__(self, match_id: int, lang: Lang = SOURCE) -> None:
        super().__init__(discord.ui.Button(label=t(lang, "core-rematch"), emoji="🔁", style=discord.ButtonStyle.success,
                                           custom_id=f"rematch:{match_id}"))
        self.match_id = match_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(int(match["match"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        await rematch(interaction, self.match_id)


async def rematch(interaction: discord.Interaction, match_id: int) -> None:
    """Open or join the rematch lobby of finished match ``match_id`` (see :class:`RematchButton`).
    Raises MatchError when the clicker did not play that match or it is not finished."""
    service = service_of(interaction)
    old = await service.fetch(match_id)
    user = interaction.user
    if old is None or old.status != MatchStatus.FINISHED:
        raise refused("core-rematch-not-over")
    if all(s.user_id != user.id for s in old.seats):  # a seat a bot took over is still its person's
        raise refused("core-rematch-not-player", match=str(match_id))
    async with _rematch_locks.setdefault(match_id, asyncio.Lock()):  # two quick presses open one lobby
        await _open_or_join_rematch(interaction, old, match_id)


_rematch_locks: dict[int, asyncio.Lock] = {}


async def _open_or_join_rematch(interaction: discord.Interaction, old: MatchRecord, match_id: int) -> None:
    service = service_of(interaction)
    user = interaction.user
    kept = await service.messages.messages(match_id, REMATCH)
    lobby = service.match(kept[0].message_id) if kept else None
    lang = await person_lang(interaction)
    if lobby is not None and lobby.status == MatchStatus.LOBBY:
        if all(s.user_id != user.id for s in lobby.seats):
            await service.join(lobby.id, user.id, user.display_name)
        await reply(interaction, t(lang, "core-rematch-joined", match=str(lobby.id)))
        return
    await check_may_open(interaction)  # opening one is hosting: the server's /setup applies (channels, host roles)
    channel_id = old.channel_id or interaction.channel_id
    lobby = await service.create_lobby(game=old.game, guild_id=old.guild_id, channel_id=channel_id,
                                       host_id=user.id, host_name=user.display_name, options=dict(old.options))
    for bot in (s for s in old.seats if s.is_bot and not s.abandoned):  # the match's own bots, not people's seats
        try:
            lobby = await service.add_bot(lobby.id, user.id, bot_level(bot.level))  # at the same level
        except MatchError:  # the server's /setup bars bots now: the rematch opens without them
            break
    called = [s.user_id for s in old.seats if s.user_id and s.user_id != user.id and not s.is_bot]
    others = " ".join(f"<@{u}>" for u in called)
    public = await public_lang(interaction)
    rendered = await lobby_rendered(service, lobby, public)
    rendered.content = clip(t(public, "core-rematch-asked", match=str(match_id), name=safe(user.display_name, lang=public),
                              people=others), CONTENT)
    rendered.mentions = tuple(called)  # the old table's people, asked to play again
    client: Any = interaction.client  # the MenagerieBot (cogs.shared.lobby_message.LobbyBot), above this package
    message = await post_lobby(client, lobby, rendered, channel_id or 0)  # in a forum: a new post
    await service.messages.save_message(MessageRecord(match_id, REMATCH, 0, message.channel.id, lobby.id))
    if ranking_fits(lobby):
        await reply(interaction, t(lang, "core-rematch-open", match=str(lobby.id), link=message.jump_url))
    else:  # no row left on the lobby message: the host chooses ranked or casual here
        await reply(interaction, t(lang, "core-rematch-open-ranking", match=str(lobby.id), link=message.jump_url),
                    view=ranking_view(lobby, lang))

