"""``/settings``: a person's own preferences, remembered across matches (issue 12).

``/settings dms:off`` stops the DM copies of that person's panels: no new one is sent, and
the copies of running matches are closed (their buttons removed, a line saying where to
play); the table's button still opens the panel. ``/settings dms:on`` brings them back
from the next move. ``/settings`` alone shows the current choice. Stored per user by
:class:`storage.settings.UserSettingsStore` through ``MatchService.user_settings``.
"""
from __future__ import annotations

import contextlib
import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.common import handle_error, reply
from cogs.kit.layout import notice_kwargs

if TYPE_CHECKING:
    from cogs.client import MenagerieBot

log = logging.getLogger(__name__)

DMS_OFF_NOTE = "DM copies are off (`/settings dms:on` brings them back). Play with the table's button in the match thread."


class SettingsCog(commands.Cog):
    def __init__(self, bot: MenagerieBot) -> None:
        self.bot = bot

    @app_commands.command(name="settings", description="Your preferences: DM copies of your panels on or off.")
    @app_commands.describe(dms="Send you a DM copy of your panel in each match (default on)")
    @app_commands.choices(dms=[app_commands.Choice(name="on", value="on"), app_commands.Choice(name="off", value="off")])
    async def settings(self, interaction: discord.Interaction, dms: app_commands.Choice[str] | None = None) -> None:
        service = self.bot.service
        store = service.user_settings
        user_id = interaction.user.id
        if dms is None:
            on = await store.get_dms(user_id)
            await reply(interaction, f"DM copies of your panels: **{'on' if on else 'off'}**. "
                                     "Change with `/settings dms:on` or `/settings dms:off`.")
            return
        on = dms.value == "on"
        await store.set_dms(user_id, on, service.clock())
        if on:
            await reply(interaction, "DM copies are **on**: your panel comes to your DMs again from the next move.")
            return
        if service.matches_of(user_id):  # editing each copy can take longer than the 3 s Discord allows an answer
            await interaction.response.defer(ephemeral=True, thinking=True)
        closed = await self._close_copies(user_id)
        extra = f" The copies of {closed} running match{'es' if closed != 1 else ''} were closed." if closed else ""
        await reply(interaction, f"DM copies are **off**: open your panel with the table's button.{extra}")

    async def _close_copies(self, user_id: int) -> int:
        """Close ``user_id``'s DM copies in running matches (buttons removed, a note instead) and
        forget them. Returns how many were closed."""
        service = self.bot.service
        closed = 0
        for record in service.matches_of(user_id):
            for kept in await service.messages.messages(record.id, "dm"):
                if kept.user_id != user_id:
                    continue
                partial = self.bot.get_partial_messageable(kept.channel_id).get_partial_message(kept.message_id)
                with contextlib.suppress(discord.HTTPException):  # a copy the person deleted is closed too
                    await partial.edit(**notice_kwargs(DMS_OFF_NOTE))  # a copy may be a v2 layout: stays one
                await service.messages.delete_message(record.id, "dm", user_id)
                closed += 1
        return closed

    async def cog_app_command_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        await handle_error(interaction, error)


async def setup(bot: MenagerieBot) -> None:
    await bot.add_cog(SettingsCog(bot))
