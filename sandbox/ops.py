"""State-changing operations shared by the REST handlers and the driver.

Every message that is created, edited or deleted goes through here, so limits are
validated (:mod:`sandbox.limits`) and the matching gateway event (MESSAGE_CREATE /
MESSAGE_UPDATE / MESSAGE_DELETE, THREAD_CREATE, CHANNEL_CREATE, GUILD_MEMBER_ADD,
GUILD_CREATE) is dispatched.  Ephemeral messages are never dispatched to the bot.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from discord_codes import DiscordCode

from . import errors
from . import permissions as perm
from .errors import invalid_form_body
from .gateway import Gateway
from .layout import IS_COMPONENTS_V2, as_stored, foreign_attachments
from .limits import errors_tree, validate_message
from .mentions import CHANNEL_DEFAULT, WEBHOOK_DEFAULT, check_allowed, pingable_text, resolve
from .model import EPHEMERAL, LOADING, Attachment, Channel, Message, Role
from .payloads import channel_payload, guild_create_payload, message_payload
from .world import Notified, World


@dataclass
class Upload:
    """A file part from multipart/form-data (``files[n]``)."""

    index: int
    filename: str
    content_type: str
    data: bytes


class Ops:
    """Operations on the world that also notify the gateway."""

    def __init__(self, world: World, gateway: Gateway, base_url: Callable[[], str]) -> None:
        self.world = world
        self.gateway = gateway
        self._base_url = base_url

    # attachments ------------------------------------------------------------------------
    def _attachments(self, channel_id: int, payload: dict[str, Any], uploads: list[Upload],
                     existing: list[Attachment], message_id: int = 0) -> list[Attachment]:
        meta = {str(a.get("id")): a for a in payload.get("attachments") or [] if isinstance(a, dict)}
        if "attachments" in payload and payload["attachments"] is not None:
            kept = [a for a in existing if str(a.id) in meta]
        else:
            kept = list(existing)
        for up in uploads:
            m = meta.get(str(up.index), {})
            aid = self.world.clock.snowflake()
            filename = m.get("filename") or up.filename
            url = f"{self._base_url()}/attachments/{channel_id}/{aid}/{filename}"
            kept.append(Attachment(aid, filename, up.content_type, up.data, url, m.get("description")))
            self.world.stored(message_id, filename, up.data,
                              again=any(a.filename == filename and a.data == up.data for a in existing))
        return kept

    @staticmethod
    def _file_names(payload: dict[str, Any], uploads: list[Upload], existing: list[Attachment] | None) -> list[str]:
        """The file names the message will carry: the files uploaded now and, for an edit, the
        attachments it keeps (those listed by id, or all when ``attachments`` is absent)."""
        meta = {str(a.get("id")): a for a in payload.get("attachments") or [] if isinstance(a, dict)}
        names = [meta.get(str(up.index), {}).get("filename") or up.filename for up in uploads]
        if existing is not None:
            keep_all = "attachments" not in payload or payload["attachments"] is None
            names += [a.filename for a in existing if keep_all or str(a.id) in meta]
        return names

    @staticmethod
    def _check_attachment_ids(payload: dict[str, Any], uploads: list[Upload], existing: list[Attachment]) -> None:
        problems = foreign_attachments(payload, [a.id for a in existing], [up.index for up in uploads])
        if problems:
            raise invalid_form_body(errors_tree(problems))

    # messages ---------------------------------------------------------------------------
    async def create_message(self, channel: Channel, author_id: int, payload: dict[str, Any],
                             uploads: list[Upload] | None = None, *, ephemeral_for: int | None = None,
                             interaction_id: int | None = None, webhook: bool = False, mtype: int = 0,
                             interaction_metadata: dict[str, Any] | None = None,
                             validate: bool = True, message_id: int | None = None) -> Message:
        """Validate and store a new message; dispatch MESSAGE_CREATE unless ephemeral."""
        uploads = uploads or []
        if validate:
            self._check_attachment_ids(payload, uploads, [])
            validate_message(payload, creating=True, has_files=bool(uploads),
                             files=self._file_names(payload, uploads, None))
            check_allowed(payload.get("allowed_mentions"))
        w = self.world
        flags = int(payload.get("flags") or 0)
        components = as_stored(list(payload.get("components") or []), w.clock.snowflake)
        if ephemeral_for is not None:
            flags |= EPHEMERAL
        msg = Message(
            id=message_id or w.clock.snowflake(), channel_id=channel.id, guild_id=channel.guild_id, author_id=author_id,
            content=str(payload.get("content") or ""), embeds=list(payload.get("embeds") or []),
            components=components, flags=flags, ephemeral_for=ephemeral_for,
            interaction_id=interaction_id, webhook_id=w.app_id if webhook else None, type=mtype,
            timestamp=w.clock.iso(), interaction_metadata=interaction_metadata,
        )
        msg.attachments = self._attachments(channel.id, payload, uploads, [], msg.id)
        self._mentions(msg, payload, webhook)
        w.messages[msg.id] = msg
        self._guard(msg)
        if not msg.ephemeral:
            self._notify(msg, channel)
        if not msg.ephemeral:
            channel.last_message_id = msg.id
            if channel.kind == "thread":
                channel.message_count += 1
                channel.active_at = w.clock.now()  # restarts the thread's auto-archive countdown
            await self.gateway.dispatch("MESSAGE_CREATE", message_payload(w, msg))
        return msg

    async def edit_message(self, msg: Message, payload: dict[str, Any], uploads: list[Upload] | None = None,
                           *, webhook: bool = False) -> Message:
        """Validate and apply a partial edit; dispatch MESSAGE_UPDATE unless ephemeral. Its mentions
        are resolved again (``webhook``: through an interaction token), but nobody is notified anew."""
        uploads = uploads or []
        check_allowed(payload.get("allowed_mentions"))
        existing = {"content": msg.content, "embeds": msg.embeds, "components": msg.components,
                    "attachments": msg.attachments, "flags": msg.flags}
        self._check_attachment_ids(payload, uploads, msg.attachments)
        validate_message(payload, creating=False, has_files=bool(uploads), existing=existing,
                         files=self._file_names(payload, uploads, msg.attachments))
        if "content" in payload:
            msg.content = str(payload["content"] or "")
        if "embeds" in payload:
            msg.embeds = list(payload["embeds"] or [])
        if "flags" in payload and payload["flags"] is not None:
            msg.flags = (int(payload["flags"]) & ~(EPHEMERAL | LOADING)) | (msg.flags & (EPHEMERAL | IS_COMPONENTS_V2))
        if "components" in payload:
            msg.components = as_stored(list(payload["components"] or []), self.world.clock.snowflake)
        if "attachments" in payload or uploads:
            msg.attachments = self._attachments(msg.channel_id, payload, uploads, msg.attachments, msg.id)
        msg.flags &= ~LOADING
        if {"content", "components", "allowed_mentions"} & set(payload):
            self._mentions(msg, payload, webhook)
        msg.edited_timestamp = self.world.clock.iso()
        msg.edits += 1
        self._guard(msg)
        if not msg.ephemeral:
            await self.gateway.dispatch("MESSAGE_UPDATE", message_payload(self.world, msg))
        return msg

    def _mentions(self, msg: Message, payload: dict[str, Any], webhook: bool) -> None:
        """Resolve whom ``msg`` pings under the ``allowed_mentions`` of ``payload`` (:mod:`sandbox.mentions`)."""
        w = self.world
        allowed = payload.get("allowed_mentions")
        guild = w.guilds.get(msg.guild_id or 0)
        channel = w.channels.get(msg.channel_id)
        everyone = (channel is not None and channel.kind != "dm"
                    and bool(perm.channel_permissions(w, channel, msg.author_id) & perm.MENTION_EVERYONE))
        found = resolve(pingable_text(msg.content, msg.components), allowed,
                        WEBHOOK_DEFAULT if webhook else CHANNEL_DEFAULT, users=set(w.users),
                        roles={r.id: r.mentionable for r in guild.roles.values()} if guild else {},
                        may_ping_everyone=everyone)
        msg.mentions, msg.mention_roles, msg.mention_everyone = found.users, found.roles, found.everyone
        msg.allowed_mentions = allowed if isinstance(allowed, dict) else None

    def _notify(self, msg: Message, channel: Channel) -> None:
        """Record the people a new message notifies: those it pings who can read it (never its author)."""
        w = self.world
        for uid in msg.mentions:
            if uid != msg.author_id and w.channel_visible_to(channel, uid):
                w.notifications.append(Notified(msg.id, uid))

    def _guard(self, msg: Message) -> None:
        """The live privacy guard: check a message as it is written (see ``Sandbox.guard_privacy``);
        and, while recording, note every text it shows (``Sandbox.record_texts``)."""
        if self.world.shown_texts is not None:
            from .text import shown_strings

            self.world.shown_texts.extend((f"message {msg.id}: {where}", text) for where, text in shown_strings(msg))
        if self.world.privacy is not None:
            from .leaks import check_written

            self.world.live_leaks.extend(check_written(self.world, msg, self.world.privacy(), self.world.public_texts))

    async def delete_message(self, msg: Message) -> None:
        """Mark deleted; dispatch MESSAGE_DELETE unless ephemeral."""
        msg.deleted = True
        if not msg.ephemeral:
            data: dict[str, Any] = {"id": str(msg.id), "channel_id": str(msg.channel_id)}
            if msg.guild_id is not None:
                data["guild_id"] = str(msg.guild_id)
            await self.gateway.dispatch("MESSAGE_DELETE", data)

    # DMs --------------------------------------------------------------------------------
    def dm_channel(self, user_id: int) -> Channel:
        """Get or create the bot's DM channel with ``user_id``."""
        w = self.world
        if user_id not in w.users:
            raise errors.unknown_user()
        ch = w.dm_channel_of(user_id)
        if ch is None:
            ch = Channel(id=w.clock.snowflake(), kind="dm", recipient_id=user_id, created_iso=w.clock.iso())
            w.channels[ch.id] = ch
        return ch

    def check_can_dm(self, channel: Channel) -> None:
        """403 50007 when the recipient closed DMs or shares no guild with the bot."""
        uid = channel.recipient_id
        user = self.world.users.get(uid or 0)
        if user is None or not user.dms_open or not self.world.shares_guild(user.id):
            raise errors.cannot_dm()

    # threads / channels -----------------------------------------------------------------
    async def create_thread(self, parent: Channel, name: str, *, private: bool, owner_id: int,
                            thread_id: int | None = None, auto_archive_duration: int = 1440) -> Channel:
        """Create a thread under a text channel; dispatch THREAD_CREATE (newly_created)."""
        w = self.world
        if parent.kind != "text":
            raise errors.ApiError(400, DiscordCode.WRONG_CHANNEL_TYPE, "Cannot execute action on this channel type")
        if not parent.threads_allowed:
            raise errors.missing_permissions()
        if not 1 <= len(name or "") <= 100:
            raise errors.invalid_form_body({"name": {"_errors": [
                {"code": "BASE_TYPE_BAD_LENGTH", "message": "Must be between 1 and 100 in length."}]}})
        th = Channel(id=thread_id or w.clock.snowflake(), kind="thread", name=name, guild_id=parent.guild_id,
                     parent_id=parent.id, owner_id=owner_id, private=private, member_ids={owner_id},
                     created_iso=w.clock.iso(), auto_archive_duration=auto_archive_duration,
                     active_at=w.clock.now())
        w.channels[th.id] = th
        if w.shown_texts is not None:
            w.shown_texts.append((f"thread {th.id}: name", name))
        await self.gateway.dispatch("THREAD_CREATE", dict(channel_payload(w, th), newly_created=True))
        return th

    async def create_post(self, forum: Channel, name: str, message: dict[str, Any], uploads: list[Upload], *,
                          applied_tags: list[int], auto_archive_duration: int = 1440) -> tuple[Channel, Message]:
        """A forum's new post: a public thread under ``forum`` and its first message (which has the
        thread's id, as on Discord), checked like any message; THREAD_CREATE then MESSAGE_CREATE."""
        w = self.world
        if not 1 <= len(name or "") <= 100:
            raise errors.invalid_form_body({"name": {"_errors": [
                {"code": "BASE_TYPE_BAD_LENGTH", "message": "Must be between 1 and 100 in length."}]}})
        self._check_attachment_ids(message, uploads, [])
        validate_message(message, creating=True, has_files=bool(uploads), files=self._file_names(message, uploads, None))
        check_allowed(message.get("allowed_mentions"))
        th = Channel(id=w.clock.snowflake(), kind="thread", name=name, guild_id=forum.guild_id, parent_id=forum.id,
                     owner_id=w.bot.id, member_ids={w.bot.id}, created_iso=w.clock.iso(),
                     auto_archive_duration=auto_archive_duration, active_at=w.clock.now(), applied_tags=applied_tags)
        w.channels[th.id] = th
        forum.last_message_id = th.id
        await self.gateway.dispatch("THREAD_CREATE", dict(channel_payload(w, th), newly_created=True))
        first = await self.create_message(th, w.bot.id, message, uploads, validate=False, message_id=th.id)
        return th, first

    async def announce_channel(self, ch: Channel) -> None:
        await self.gateway.dispatch("CHANNEL_CREATE", channel_payload(self.world, ch))

    async def announce_guild(self, guild_id: int) -> None:
        await self.gateway.dispatch("GUILD_CREATE", guild_create_payload(self.world, self.world.guilds[guild_id]))

    async def announce_role(self, guild_id: int, role: Role) -> None:
        await self.gateway.dispatch("GUILD_ROLE_CREATE", {"guild_id": str(guild_id), "role": role.to_payload()})

    async def announce_member(self, guild_id: int, user_id: int) -> None:
        g = self.world.guilds[guild_id]
        data = dict(g.member_payload(self.world.users[user_id]), guild_id=str(guild_id))
        await self.gateway.dispatch("GUILD_MEMBER_ADD", data)
