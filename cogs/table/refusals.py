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
from cogs.shared.permissions import missing_permissions
from engine import registry
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
        names = ", ".join(f"**{m}**" for m in missing)
        log.warning("match %s: missing %s in channel %s", match_id, ", ".join(missing), channel_id)
        parent = channel.parent if isinstance(channel, discord.Thread) else None
        there = parent.permissions_for(guild.me) if parent is not None else None
        if ("Send Messages in Threads" in missing and parent is not None and there is not None
                and there.view_channel and there.send_messages):
            await self.relocate(match_id, parent.id, f"🔒 I'm missing {names} in the match thread, so the match "
                                                     "goes on here. A moderator can give it back.")
            return
        title = f"{registry.get(record.game).title} #{match_id}"
        if "View Channel" not in missing and not any(m.startswith("Send Messages") for m in missing):
            # e.g. Attach Files or Embed Links: the match goes on in place; say so there
            self.writes.post_later(record, Rendered(content=f"⚠️ I'm missing {names} here, so {title} is shown as "
                                                            "text. A moderator can give it back."))
            return
        line = (f"⚠️ I can no longer post in <#{channel_id}>, where {title} is played (I'm missing {names}). "
                "Moves still work from your DM copy of the panel; a moderator can give the permission back.")
        kept = await self.kept.of(match_id)
        for s in record.seats:
            if s.user_id and not s.is_bot and ("dm-closed", s.user_id) not in kept:
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
