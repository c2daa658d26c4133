"""An interaction from a server the bot is not in (issue 37, kind 10).

Discord delivers interactions from servers the bot was removed from or never joined: a command
installed to a person's account (a user install), a command a client still shows after the bot
was removed, a button on a message left behind. Such an interaction carries the server's
``guild_id``, but nothing of the server is in the bot's cache, so a check of the person's
permissions would wrongly say they may not manage the server. Every command and click is asked
first (:func:`refuse_if_absent`: the command tree's check and :func:`cogs.kit.replies.guarded`)
and answered with one line: the bot is not in this server, and the link that invites it again.
"""
from __future__ import annotations

import discord
from discord import app_commands

INVITE_PERMISSIONS = discord.Permissions(
    view_channel=True, send_messages=True, send_messages_in_threads=True, create_public_threads=True,
    embed_links=True, attach_files=True, read_message_history=True,
)
"""What the bot asks for when invited (the README's permission integer, 309237763072): to see the
channels, post lobbies, tables and their pictures, open a match thread and post in it."""
INVITE_SCOPES = ("bot", "applications.commands")


class BotAbsent(app_commands.CheckFailure):
    """The interaction comes from a server the bot is not a member of; ``invite`` is the link that
    adds it there (:func:`invite_url`). :func:`cogs.kit.replies.handle_error` answers it."""

    def __init__(self, invite: str) -> None:
        super().__init__("The bot is not in this server.")
        self.invite = invite


def bot_absent(interaction: discord.Interaction) -> bool:
    """Whether ``interaction`` comes from a server the bot is not in: it names a guild that is not
    in the bot's cache (a server the bot is in is cached from READY on, as unavailable while
    Discord has an outage; the shard a server's interactions come to is the one that holds it)."""
    guild_id = getattr(interaction, "guild_id", None)
    get_guild = getattr(interaction.client, "get_guild", None)  # a test double may have no cache
    return guild_id is not None and get_guild is not None and get_guild(guild_id) is None


def invite_url(interaction: discord.Interaction) -> str:
    """The link that adds the bot to the interaction's server with :data:`INVITE_PERMISSIONS`
    (Discord's OAuth2 URL, the server preselected)."""
    guild = discord.Object(interaction.guild_id) if interaction.guild_id is not None else discord.utils.MISSING
    return discord.utils.oauth_url(interaction.application_id, permissions=INVITE_PERMISSIONS, guild=guild,
                                   scopes=INVITE_SCOPES)


def refuse_if_absent(interaction: discord.Interaction) -> None:
    """Raise :class:`BotAbsent` when :func:`bot_absent`."""
    if bot_absent(interaction):
        raise BotAbsent(invite_url(interaction))


__all__ = ["INVITE_PERMISSIONS", "INVITE_SCOPES", "BotAbsent", "bot_absent", "invite_url", "refuse_if_absent"]
