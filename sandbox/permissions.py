"""The bot's permissions in a channel, computed as Discord does, and the checks REST calls make.

Shape: permissions are Discord's bit field (an ``int``; ``str`` of it in payloads).
Computation (Discord's "permission overwrites" order, restricted to what the double models):
the guild's ``@everyone`` role (:data:`EVERYONE`) with the member's other roles (``Guild.roles``;
the bot has none), then the channel's ``@everyone`` overwrite (target id == guild id), then the
member's own overwrite (role overwrites are not modelled).
Threads take their parent channel's overwrites.  ``ADMINISTRATOR`` grants everything.
Implicit rules: without ``VIEW_CHANNEL`` nothing else applies (REST answers ``403 50001
Missing Access``); a channel created with ``threads_allowed=False`` denies the bot
``CREATE_PUBLIC_THREADS`` and ``CREATE_PRIVATE_THREADS``.

Checks (status/code as Discord answers them; sources: Discord API docs "Permissions",
"Modify Channel" (thread unarchiving), discord-api-docs issue 2601 (Embed Links)):

* post in a text channel: ``SEND_MESSAGES``; in a thread: ``SEND_MESSAGES_IN_THREADS`` → 403 50013
* files: ``ATTACH_FILES`` → 403 50013
* embeds without ``EMBED_LINKS``: dropped from the message; a message that would be left
  with nothing else to show (embeds only) → 403 50013
* create a thread: ``CREATE_PUBLIC_THREADS`` / ``CREATE_PRIVATE_THREADS`` → 403 50013
* unarchive a thread (PATCH ``archived=false``): ``SEND_MESSAGES`` when it is not locked,
  else ``MANAGE_THREADS``; lock/unlock: ``MANAGE_THREADS`` → 403 50013
Interaction responses and follow-ups are webhooks and need none of these (as on Discord).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import errors

if TYPE_CHECKING:
    from .model import Channel
    from .world import World

ADMINISTRATOR = 1 << 3
MANAGE_GUILD = 1 << 5
VIEW_CHANNEL = 1 << 10
SEND_MESSAGES = 1 << 11
MANAGE_MESSAGES = 1 << 13
EMBED_LINKS = 1 << 14
ATTACH_FILES = 1 << 15
READ_MESSAGE_HISTORY = 1 << 16
MENTION_EVERYONE = 1 << 17
MANAGE_THREADS = 1 << 34
CREATE_PUBLIC_THREADS = 1 << 35
CREATE_PRIVATE_THREADS = 1 << 36
SEND_MESSAGES_IN_THREADS = 1 << 38
ALL = (1 << 50) - 1

EVERYONE = 2248473465835073
"""The ``@everyone`` role's permissions (what a guild gets by default): view, send, embed,
attach, history, create threads, send in threads … but not Manage Threads / Manage Messages."""

NAMES = {
    ADMINISTRATOR: "Administrator", MANAGE_GUILD: "Manage Server",
    VIEW_CHANNEL: "View Channel", SEND_MESSAGES: "Send Messages", EMBED_LINKS: "Embed Links",
    ATTACH_FILES: "Attach Files", READ_MESSAGE_HISTORY: "Read Message History",
    MENTION_EVERYONE: "Mention Everyone",
    MANAGE_MESSAGES: "Manage Messages", MANAGE_THREADS: "Manage Threads",
    CREATE_PUBLIC_THREADS: "Create Public Threads", CREATE_PRIVATE_THREADS: "Create Private Threads",
    SEND_MESSAGES_IN_THREADS: "Send Messages in Threads",
}
NO_THREADS = CREATE_PUBLIC_THREADS | CREATE_PRIVATE_THREADS
APP_WITHOUT_BOT = ATTACH_FILES | EMBED_LINKS | MENTION_EVERYONE
"""An interaction's ``app_permissions`` where the app's bot is not a member (a command installed to a
person's account, used in a server the bot is not in): what an interaction response may carry
(Discord's Interaction object: "ATTACH_FILES | EMBED_LINKS | MENTION_EVERYONE")."""


def bits_of(names: int | str | list[str] | tuple[str, ...]) -> int:
    """A bit field from an int or permission names (``"send_messages"``, ``"Embed Links"``…)."""
    if isinstance(names, int):
        return names
    if isinstance(names, str):
        names = [names]
    by_name = {v.lower().replace(" ", "_"): k for k, v in NAMES.items()}
    out = 0
    for n in names:
        key = n.lower().replace(" ", "_")
        if key not in by_name:
            raise ValueError(f"unknown permission {n!r}; known: {sorted(by_name)}")
        out |= by_name[key]
    return out


def overwrite_payloads(channel: Channel) -> list[dict[str, Any]]:
    """``permission_overwrites`` of a text channel or forum (type 0 role @everyone, type 1 member)."""
    out = []
    for target, (allow, deny) in channel.overwrites.items():
        out.append({"id": str(target), "type": 0 if target == channel.guild_id else 1,
                    "allow": str(allow), "deny": str(deny)})
    return out


def channel_permissions(world: World, channel: Channel, user_id: int | None = None) -> int:
    """``user_id``'s (default: the bot's) permissions in ``channel``; 0 if not in the guild;
    everything for the guild's owner. DM channels: every permission (DMs have no overwrites).
    Interactions carry it as ``app_permissions`` (the bot) and ``member.permissions`` (the user)."""
    uid = world.bot.id if user_id is None else user_id
    if channel.kind == "dm":
        return ALL
    guild = world.guilds.get(channel.guild_id or 0)
    if guild is None or uid not in guild.member_ids:
        return 0
    if uid == guild.owner_id:
        return ALL  # the owner may do anything, whatever the overwrites say
    perms = guild_permissions(world, guild.id, uid)
    if perms & ADMINISTRATOR:
        return ALL
    base = world.channels.get(channel.parent_id or 0) if channel.kind == "thread" else channel
    if base is not None:
        for target in (guild.id, uid):
            allow, deny = base.overwrites.get(target, (0, 0))
            perms = (perms & ~deny) | allow
        if uid == world.bot.id and not base.threads_allowed:
            perms &= ~NO_THREADS
    if not perms & VIEW_CHANNEL:
        return 0
    return perms


def guild_permissions(world: World, guild_id: int, user_id: int) -> int:
    """``user_id``'s permissions in the guild before channel overwrites: ``@everyone``'s and
    their roles' (everything for the owner or an Administrator); 0 when not a member."""
    guild = world.guilds.get(guild_id)
    if guild is None or user_id not in guild.member_ids:
        return 0
    perms = EVERYONE
    for role in guild.roles_of(user_id):
        perms |= role.permissions
    return ALL if user_id == guild.owner_id or perms & ADMINISTRATOR else perms


def require(world: World, channel: Channel, bits: int) -> None:
    """403 50013 unless the bot has every bit of ``bits`` in ``channel``."""
    if channel_permissions(world, channel) & bits != bits:
        raise errors.missing_permissions()


def check_access(world: World, channel: Channel) -> None:
    """What any channel route checks first: 404 10003 for a deleted channel, 403 50001 when
    the bot left the guild or may not view the channel."""
    if channel.deleted:
        raise errors.unknown_channel()
    if channel.kind != "dm" and not channel_permissions(world, channel) & VIEW_CHANNEL:
        raise errors.missing_access()


def check_post(world: World, channel: Channel, payload: dict[str, Any], has_files: bool) -> dict[str, Any]:
    """Permissions to post ``payload`` in ``channel`` (see module doc); returns the payload with
    embeds dropped when the bot may not embed links."""
    if channel.kind == "dm":
        return payload
    perms = channel_permissions(world, channel)
    need = SEND_MESSAGES_IN_THREADS if channel.kind == "thread" else SEND_MESSAGES
    if not perms & need:
        raise errors.missing_permissions()
    return check_content(perms, payload, has_files, creating=True)


def check_content(perms: int, payload: dict[str, Any], has_files: bool, *, creating: bool) -> dict[str, Any]:
    """Files need Attach Files (50013); embeds without Embed Links are dropped, and a new
    message left with nothing else → 50013."""
    if has_files and not perms & ATTACH_FILES:
        raise errors.missing_permissions()
    if payload.get("embeds") and not perms & EMBED_LINKS:
        rest = payload.get("content") or has_files or payload.get("components") or payload.get("sticker_ids")
        if creating and not rest:
            raise errors.missing_permissions()
        payload = dict(payload, embeds=[])
    return payload
