"""Names stay current (issue 24): a seat shows its member's display name as it is now.

A seat's name is stored when the person joins; when they change their server nickname (or their
global display name) later, the next interaction of theirs anywhere on the server, or Discord's
member update (with the Server Members intent, ``MEMBERS_INTENT``), renames their seats in this
server's lobbies and running matches through :meth:`engine.service.MatchService.rename`, which
stores the seats and redraws the table; the result then names them as they are called now.
``/standings`` and ``/profile`` ask ``bot.recent_names`` first (:class:`cogs.shared.recent_names.RecentNames`:
the name last seen in an interaction or member update, which the member cache lacks without the Server Members intent),
then the member cache, so all three agree. The check before a rename is in memory only, and the rename never holds up the answer
to the interaction (it runs as its own task).
"""
from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

import discord
from discord.ext import commands

if TYPE_CHECKING:
    from cogs.client import MenagerieBot

log = logging.getLogger(__name__)

class NamesCog(commands.Cog):
    """Keeps seats' names current from interactions and member updates."""

    def __init__(self, bot: MenagerieBot) -> None:
        self.bot = bot
        self._tasks: set[asyncio.Task[None]] = set()

    def refresh(self, guild_id: int | None, member: discord.abc.User) -> None:
        """Rename ``member``'s seats in ``guild_id`` when a seat shows another name (no I/O when none does)."""
        if guild_id is None or not isinstance(member, discord.Member):
            return
        name = member.display_name
        self.bot.recent_names.seen(guild_id, member.id, name)
        if not self.bot.service.seat_names_differ(guild_id, member.id, name):
            return
        task = asyncio.get_running_loop().create_task(self._rename(guild_id, member.id, name))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _rename(self, guild_id: int, user_id: int, name: str) -> None:
        try:
            await self.bot.service.rename(guild_id, user_id, name)
        except Exception:  # a failed write leaves the old name; the next interaction tries again
            log.warning("could not rename the seats of user %s in guild %s", user_id, guild_id, exc_info=True)

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        self.refresh(interaction.guild_id, interaction.user)

    @commands.Cog.listener()
    async def on_member_update(self, before: discord.Member, after: discord.Member) -> None:
        if before.display_name != after.display_name:
            self.refresh(after.guild.id, after)

    async def cog_unload(self) -> None:
        for task in list(self._tasks):
            task.cancel()


async def setup(bot: MenagerieBot) -> None:
    await bot.add_cog(NamesCog(bot))
