"""World records -> Discord JSON payloads (the shapes discord.py parses).

* ``message_payload``: Message object (id, channel_id, author, content, embeds, components,
  attachments, flags, timestamp, edited_timestamp, guild_id, webhook_id, ...)
* ``guild_create_payload``: GUILD_CREATE (channels, threads, members, roles,
  ``member_count == len(members)`` so discord.py never needs to chunk)
* ``application_payload``: GET /oauth2/applications/@me (id, name, owner, flags, ... every field
  Discord's ``PrivateApplicationResponse`` requires)
"""

from __future__ import annotations

from typing import Any

from .model import Channel, Guild, Message
from .permissions import overwrite_payloads
from .world import World


def message_payload(world: World, msg: Message) -> dict[str, Any]:
    author = world.users.get(msg.author_id) or world.bot
    return msg.to_payload(author, world.users)


def channel_payload(world: World, ch: Channel) -> dict[str, Any]:
    out = ch.to_payload(world.users)
    if ch.kind in ("text", "forum"):
        out["permission_overwrites"] = overwrite_payloads(ch)
    return out


def guild_create_payload(world: World, guild: Guild) -> dict[str, Any]:
    chans = [c for c in world.channels.values() if c.guild_id == guild.id and not c.deleted]
    members = [guild.member_payload(world.users[u]) for u in guild.member_ids if u in world.users]
    return {
        "id": str(guild.id), "name": guild.name, "icon": None, "splash": None, "discovery_splash": None,
        "owner_id": str(guild.owner_id), "afk_channel_id": None, "afk_timeout": 300,
        "verification_level": 0, "default_message_notifications": 0, "explicit_content_filter": 0,
        "roles": guild.role_payloads(), "emojis": [], "stickers": [], "features": guild.features, "mfa_level": 0,
        "application_id": None, "system_channel_id": None, "system_channel_flags": 0,
        "rules_channel_id": None, "vanity_url_code": None, "description": None, "banner": None,
        "premium_tier": 0, "premium_subscription_count": 0, "preferred_locale": guild.preferred_locale,
        "public_updates_channel_id": None, "nsfw_level": 0, "premium_progress_bar_enabled": False,
        "joined_at": guild.joined_at, "large": False, "unavailable": False,
        "member_count": len(members), "members": members, "voice_states": [], "presences": [],
        "channels": [channel_payload(world, c) for c in chans if c.kind in ("text", "forum")],
        "threads": [channel_payload(world, c) for c in chans if c.kind == "thread"],
        "stage_instances": [], "guild_scheduled_events": [], "soundboard_sounds": [],
    }


def application_payload(world: World) -> dict[str, Any]:
    return {
        "id": str(world.app_id), "name": world.bot.name, "icon": None, "description": "",
        "summary": "", "rpc_origins": [], "bot_public": True, "bot_require_code_grant": False,
        "owner": world.owner.to_payload(), "team": None, "verify_key": "0" * 64, "flags": 0,
        "bot": world.bot.to_payload(), "redirect_uris": [], "interactions_endpoint_url": None,
        "approximate_guild_count": len(world.guilds), "type": None, "flags_new": "0",
        "role_connections_verification_url": None, "approximate_user_install_count": 0,
        "approximate_user_authorization_count": 0, "explicit_content_filter": 0, "eligible_oauth2_scopes": [],
    }
