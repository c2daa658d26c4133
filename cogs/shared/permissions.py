"""Who may do what, and what the bot may do where: one line naming what is missing.

* People: :func:`is_admin` / :func:`require_admin` (Manage Server; issue 22), and
  :func:`check_may_open`, the server's ``/setup`` (where games are opened, who may host).
* The bot: :func:`check_can_play` (``/play`` and Start, from the interaction's
  ``app_permissions``; in a forum what posts need: :func:`cogs.shared.forums.forum_needs`),
  :func:`plays_in_thread` (thread or channel), :func:`check_bot_can_use` (a channel ``/setup`` is
  given, from discord.py's cache).
"""
from __future__ import annotations

from collections.abc import Iterable

import discord

from cogs.kit.interactions import service_of
from cogs.kit.text import safe
from cogs.lang import SOURCE, Lang, Msg, t
from cogs.lang.words import refused
from cogs.shared.forums import forum_needs

SEND = ("send_messages", "send_messages")
SEND_IN_THREADS = ("send_messages_in_threads", "send_messages_in_threads")
TABLE_NEEDS = (("view_channel", "view_channel"), SEND, ("embed_links", "embed_links"), ("attach_files", "attach_files"))
"""What the bot needs where a match is played, as ``(permission, name's key)``: to see the channel,
post the lobby and table, their embeds and pictures. The key picks the name Discord shows
(:func:`permission_names`)."""
RESULTS_NEEDS = (("view_channel", "view_channel"), SEND)
"""What the bot needs in the results channel (the result is one line of text)."""


def missing_names(keys: Iterable[str]) -> Msg:
    """Permissions (by key) as one message naming each as Discord shows it, bold, joined:
    ``**View Channel**, **Attach Files**`` (a :class:`~cogs.lang.Msg`, so a refusal built now reads
    in its reader's language)."""
    *rest, last = list(keys) or ["view_channel"]
    names = Msg("core-perm-bold", perm=last)
    for key in reversed(rest):
        names = Msg("core-list", first=Msg("core-perm-bold", perm=key), rest=names)
    return names


def permission_names(lang: Lang, keys: Iterable[str]) -> str:
    """Permissions by the names Discord shows in ``lang``, bold, joined: ``**View Channel**, **Attach Files**``."""
    return t(lang, missing_names(keys))


# ------------------------------------------------------------------ people
def is_admin(interaction: discord.Interaction) -> bool:
    """Whether the member may manage the server (Manage Server, Administrator or the owner)."""
    perms = getattr(interaction.user, "guild_permissions", None)
    return bool(perms and perms.manage_guild)


def require_admin(interaction: discord.Interaction) -> None:
    """Raise MatchError (``core-admin-only``) unless the member may manage the server."""
    if not is_admin(interaction):
        raise refused("core-admin-only")


def live_channels(guild: discord.Guild | None, ids: list[int]) -> list[int]:
    """The configured channels that still exist."""
    return [c for c in ids if guild is not None and guild.get_channel(c) is not None]


async def check_may_open(interaction: discord.Interaction) -> None:
    """What ``/play`` checks first: the channel is one where games may be opened on this server,
    and the member may host. Raises MatchError with one line saying where to go or who may host.
    Admins may host anywhere games may be opened."""
    guild = interaction.guild
    if guild is None:
        return
    config = await service_of(interaction).guild_configs.get(guild.id)
    allowed = live_channels(guild, config.channels)
    channel = interaction.channel
    here = getattr(channel, "parent_id", None) if isinstance(channel, discord.Thread) else interaction.channel_id
    if allowed and here not in allowed:
        raise refused("core-games-opened-in", channels=" ".join(f"<#{c}>" for c in allowed))
    roles = [r for r in (guild.get_role(i) for i in config.host_roles) if r is not None]
    if roles and not is_admin(interaction):
        held = {r.id for r in getattr(interaction.user, "roles", [])}
        if not held & {r.id for r in roles}:
            names = ", ".join(f"**{safe(r.name)}**" for r in roles)
            raise refused("core-hosts-only", roles=names)


# ------------------------------------------------------------------ the bot
def missing_permissions(perms: discord.Permissions, *, in_thread: bool,
                        needs: tuple[tuple[str, str], ...] = TABLE_NEEDS) -> list[str]:
    """The keys of the permissions a match needs (``needs``: :data:`TABLE_NEEDS`, in a forum
    :func:`~cogs.shared.forums.forum_needs`) that ``perms`` lacks, with Send Messages in Threads
    for Send Messages when the match would be played in the thread it is asked in
    (:func:`permission_names` names them)."""
    wanted = [SEND_IN_THREADS if need == SEND and in_thread else need for need in needs]
    return [name for attr, name in dict(wanted).items() if not getattr(perms, attr)]


def permission_problem(perms: discord.Permissions, *, in_thread: bool,
                       needs: tuple[tuple[str, str], ...] = TABLE_NEEDS, lang: Lang = SOURCE) -> str | None:
    """One line for the host when the bot may not run a game here, else None. Threads are not
    needed: without them the match is played in the channel."""
    missing = missing_permissions(perms, in_thread=in_thread, needs=needs)
    if not missing:
        return None
    return t(lang, "core-cannot-run-here", permissions=permission_names(lang, missing))


def check_can_play(interaction: discord.Interaction) -> None:
    """Raise MatchError (``core-cannot-run-here``) when the bot may not play in the interaction's
    channel (from the interaction's ``app_permissions``)."""
    forum = isinstance(interaction.channel, discord.ForumChannel)
    needs = forum_needs() if forum else TABLE_NEEDS
    missing = missing_permissions(interaction.app_permissions, in_thread=isinstance(interaction.channel, discord.Thread),
                                  needs=needs)
    if missing:
        raise refused("core-cannot-run-here", permissions=missing_names(missing))


def plays_in_thread(perms: discord.Permissions) -> bool:
    """Can the bot open a public thread and post in it (else the match is played in the channel)?"""
    return perms.create_public_threads and perms.send_messages_in_threads


def missing_in(channel: discord.abc.GuildChannel, needs: tuple[tuple[str, str], ...]) -> list[str]:
    """The keys of ``needs`` the bot lacks in ``channel`` (from discord.py's cache: the roles and
    the channel's overwrites); without View Channel only that is named (nothing else applies)."""
    perms = channel.permissions_for(channel.guild.me)
    if not perms.view_channel:
        return ["view_channel"]
    return [name for attr, name in needs if not getattr(perms, attr)]


def check_bot_can_use(channel: discord.abc.GuildChannel, needs: tuple[tuple[str, str], ...]) -> None:
    """Raise MatchError naming what the bot lacks in ``channel`` (nothing: return)."""
    missing = missing_in(channel, needs)
    if missing:
        raise refused("core-cannot-use-channel", channel=channel.mention, permissions=missing_names(missing))
