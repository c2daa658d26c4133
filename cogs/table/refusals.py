"""Permissions the bot lost where a match plays: :class:`Refusals` tells a match's players, once,
which permission the bot lost where they play, and moves play where it can still go on.

Pictures Discord will not take are :mod:`cogs.table.refused_pictures`.
"""
from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

import discord

from cogs.kit.rendered import Rendered
from cogs.lang import t
from cogs.lang.readers import person_lang, public_lang
from cogs.shared.permissions import missing_permissions, permission_names
from cogs.shared.words import game_title
from storage import MatchStatus

if TYPE_CHECKING:
    from cogs.client import MenagerieBot
    from cogs.table.kept import KeptMessages
    from cogs.table.writes import Writes

log = logging.getLogger(__name__)

Relocate = Callable[[int, int, str], Awaitable[None]]
"""Plays ``match_id`` on in ``channel_id``, saying ``note`` there (:meth:`cogs.table.TableCog.relocate`)."""


class Refusals:
    """Missing permissions told to a match's players, once per permission (see the module doc)."""

    def __init__(self, bot: MenagerieBot, writes: Writes, kept: KeptMessages, relocate: Relocate) -> None:
        self.bot = bot
        self.writes = writes
        self.kept = kept
        self.relocate = relocate
        self._told: dict[int, frozenset[str]] = {}  # match -> the missing permissions its players were told

    async def permission_lost(self, match_id: int, channel_id: int) -> None:
        """Discord refused a write of a running match in ``channel_id`` for a missing permission
        (50001, 50013) after Start. The players are told once (again only when other permissions
        go missing), in one line naming what is missing, where the bot can still reach them, and
        play goes on where it can: from a thread the bot may no longer post in, to its parent
        channel (as for a locked thread: :attr:`relocate`); from a channel it may no longer see
        or post in, in each player's DM copy (DM copies stay playable)."""
        record = self.bot.service.match(match_id)
        guild = self.bot.get_guild(record.guild_id or 0) if record is not None else None
        if record is None or record.status != MatchStatus.ACTIVE or guild is None:
            return
        channel = guild.get_channel_or_thread(channel_id)
        in_thread = isinstance(channel, discord.Thread)
        missing = missing_permissions(channel.permissions_for(guild.me), in_thread=in_thread) if channel else []
        if not missing or frozenset(missing) <= self._told.get(match_id, frozenset()):
            return  # already told (or the cache has not seen the change yet: the next refusal tells)
        self._told[match_id] = self._told.get(match_id, frozenset()) | frozenset(missing)
        lang = await public_lang(record.guild_id, self.bot)  # the thread's language
        names = permission_names(lang, missing)
        log.warning("match %s: missing %s in channel %s", match_id, ", ".join(missing), channel_id)
        parent = channel.parent if isinstance(channel, discord.Thread) else None
        there = parent.permissions_for(guild.me) if parent is not None else None
        if ("send_messages_in_threads" in missing and parent is not None and there is not None
                and there.view_channel and there.send_messages):
            await self.relocate(match_id, parent.id, t(lang, "core-perm-lost-thread", permissions=names))
            return
        if "view_channel" not in missing and not any(m.startswith("send_messages") for m in missing):
            # e.g. Attach Files or Embed Links: the match goes on in place; say so there
            title = t(lang, "core-thread-name", game=game_title(lang, record.game), match=str(match_id))
            self.writes.post_later(record, Rendered(content=t(lang, "core-perm-lost-text", permissions=names, title=title)))
            return
        kept = await self.kept.of(match_id)
        for s in record.seats:
            if s.user_id and not s.is_bot and ("dm-closed", s.user_id) not in kept:
                reader = await person_lang(s.user_id, self.bot)  # a DM: the person's language
                title = t(reader, "core-thread-name", game=game_title(reader, record.game), match=str(match_id))
                line = t(reader, "core-perm-lost-channel", channel=f"<#{channel_id}>", title=title,
                         permissions=permission_names(reader, missing))
                try:
                    dm = await self.writes.dm(s.user_id)
                    await dm.send(line, nonce=self.writes.nonce())
                except discord.HTTPException as exc:
                    log.info("match %s: could not tell %s of the missing permission: %s", match_id, s.user_id, exc)

    def forget(self, match_id: int) -> None:
        """Forget what a match's players were told (the match ended)."""
        self._told.pop(match_id, None)

    def holds(self, match_id: int) -> bool:
        """Whether anything is remembered for ``match_id``."""
        return match_id in self._told
