"""The double's state: everything stored, plus "what can this user see".

Visibility rules (``visible_to``):
* public: non-ephemeral messages in text channels and public threads of guilds the user
  is a member of (private threads: only their members);
* the user's own ephemeral messages (``ephemeral_for == user``), wherever they are;
* messages in the user's DM channel with the bot.
Deleted messages are invisible.  Ephemerals are never visible through channel routes.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any

from .clock import Clock
from .model import ApiErrorRecord, Channel, Guild, Interaction, Message, User
from .ratelimits import RateLimitHit


@dataclass
class Command:
    """A registered application command (as PUT by the bot, with generated ids)."""

    payload: dict[str, Any]
    guild_id: int | None

    @property
    def name(self) -> str:
        return str(self.payload["name"])

    @property
    def id(self) -> int:
        return int(self.payload["id"])


@dataclass(frozen=True)
class Stored:
    """One file the double stored on a message (an upload): which message, the file name, its
    size in bytes, the SHA-256 (hex) of its bytes, and ``again``: whether the message already
    carried a file of that name with these very bytes (an upload that keeping it would have saved)."""

    message_id: int
    filename: str
    size: int
    digest: str
    again: bool = False


UPLOAD_LIMIT = 10 * 1024 * 1024
"""Bytes of files one request may carry in a server without boosts: 10 MiB (Discord's free upload
limit since 2024; beyond it: 413 ``{"code": 40005, "message": "Request entity too large"}``,
discord-api-docs#6058). Boosted servers allow more; tests lower it to meet the refusal."""


@dataclass(frozen=True)
class Notified:
    """A person a new message notified by mentioning them (:mod:`sandbox.mentions`)."""

    message_id: int
    user_id: int


@dataclass(frozen=True)
class Answer:
    """One REST answer of the double: ``path`` below ``/api/v10``; ``body`` as sent (JSON or empty)."""

    method: str
    path: str
    status: int
    headers: dict[str, str]
    body: bytes


@dataclass
class World:
    """All sandbox records; the REST and gateway layers read and write it."""

    clock: Clock
    bot: User
    app_id: int
    owner: User
    users: dict[int, User] = field(default_factory=dict)
    guilds: dict[int, Guild] = field(default_factory=dict)
    channels: dict[int, Channel] = field(default_factory=dict)
    messages: dict[int, Message] = field(default_factory=dict)
    interactions: dict[int, Interaction] = field(default_factory=dict)
    commands: dict[int | None, list[Command]] = field(default_factory=dict)
    violations: list[ApiErrorRecord] = field(default_factory=list)
    unknown_routes: list[str] = field(default_factory=list)
    requests: list[tuple[str, str]] = field(default_factory=list)
    answers: list[Answer] | None = None
    """Every routed REST answer the double gave (status, headers, JSON body), when a test set this to a
    list (``sb.world.answers = []``): for checking the answers' shapes against Discord's."""
    uploads: list[Stored] = field(default_factory=list)  # every file stored, in order
    notifications: list[Notified] = field(default_factory=list)  # every mention that notified someone, in order
    user_outcomes: list[tuple[int, str, int]] = field(default_factory=list)  # (user, outcome, interaction)
    privacy: Any = None  # callable -> {user_id: private strings now}; see Sandbox.guard_privacy
    public_texts: tuple[str, ...] = ()  # texts public by design, cut out before the guard's check; ditto
    live_leaks: list[str] = field(default_factory=list)
    shown_texts: list[tuple[str, str]] | None = None
    """Every text the bot showed, as ``(where, text)``, while recording (``Sandbox.record_texts``):
    each message as created or edited, modal titles and labels, autocomplete choices, thread names."""
    rate_limited: list[RateLimitHit] = field(default_factory=list)  # every 429 answered (sandbox.ratelimits)
    upload_limit: int = UPLOAD_LIMIT  # bytes of files one message may carry (413 40005 beyond)
    command_overrides: dict[tuple[int, str], set[int]] = field(default_factory=dict)
    """(guild, command name) -> user and role ids a server allowed to run it whatever its
    ``default_member_permissions`` (Server Settings → Integrations)."""

    def answered(self, method: str, path: str, status: int, headers: dict[str, str], body: bytes | None) -> None:
        """Log one REST answer when :attr:`answers` records them."""
        if self.answers is not None:
            self.answers.append(Answer(method, path, status, headers, body or b""))

    def stored(self, message_id: int, filename: str, data: bytes, again: bool = False) -> None:
        """Log one upload (see :class:`Stored`)."""
        self.uploads.append(Stored(message_id, filename, len(data), hashlib.sha256(data).hexdigest(), again))

    # lookups ----------------------------------------------------------------------------
    def user(self, uid: int) -> User:
        return self.users[uid]

    def dm_channel_of(self, user_id: int) -> Channel | None:
        for ch in self.channels.values():
            if ch.kind == "dm" and ch.recipient_id == user_id:
                return ch
        return None

    def shares_guild(self, user_id: int) -> bool:
        """Is ``user_id`` in a guild the bot is (still) in?"""
        return any(user_id in g.member_ids and self.bot.id in g.member_ids for g in self.guilds.values())

    def bot_guilds(self) -> list[Guild]:
        """The guilds the bot is in (a guild it was removed from stays in ``guilds``)."""
        return [g for g in self.guilds.values() if self.bot.id in g.member_ids]

    def channel_messages(self, channel_id: int, *, include_ephemeral: bool = False) -> list[Message]:
        """Messages of a channel, oldest first (ephemerals excluded unless asked)."""
        return [m for m in self.messages.values()
                if m.channel_id == channel_id and not m.deleted and (include_ephemeral or not m.ephemeral)]

    def threads_of(self, channel_id: int) -> list[Channel]:
        return [c for c in self.channels.values() if c.kind == "thread" and c.parent_id == channel_id]

    # visibility -------------------------------------------------------------------------
    def channel_visible_to(self, ch: Channel, user_id: int) -> bool:
        """Can ``user_id`` read the non-ephemeral messages of ``ch``? (Not once it is deleted.)"""
        if ch.deleted:
            return False
        if ch.kind == "dm":
            return ch.recipient_id == user_id
        guild = self.guilds.get(ch.guild_id or 0)
        if guild is None or user_id not in guild.member_ids:
            return False
        if ch.kind == "thread" and ch.private:
            return user_id in ch.member_ids
        return True

    def is_public(self, msg: Message) -> bool:
        """Readable by every member of a guild (non-ephemeral, guild text channel/public thread)."""
        ch = self.channels.get(msg.channel_id)
        return (not msg.deleted and not msg.ephemeral and ch is not None and ch.kind != "dm"
                and not (ch.kind == "thread" and ch.private))

    def visible_to(self, user_id: int, msg: Message) -> bool:
        if msg.deleted:
            return False
        if msg.ephemeral:
            return msg.ephemeral_for == user_id
        ch = self.channels.get(msg.channel_id)
        return ch is not None and self.channel_visible_to(ch, user_id)

    def seen_by(self, user_id: int) -> list[Message]:
        """Everything ``user_id`` can currently see, oldest first."""
        return [m for m in self.messages.values() if self.visible_to(user_id, m)]

    def private_to(self, user_id: int) -> list[Message]:
        """What only ``user_id`` sees: their ephemerals, their DMs and private threads' messages."""
        return [m for m in self.seen_by(user_id) if not self.is_public(m)]

    def describe(self, msg: Message) -> str:
        """Human-readable location of a message, for assertion messages."""
        ch = self.channels.get(msg.channel_id)
        if ch is None:
            where = f"channel {msg.channel_id}"
        elif ch.kind == "dm":
            where = f"DM with {self.users[ch.recipient_id].name}" if ch.recipient_id in self.users else "DM"
        else:
            where = f"#{ch.name}"
        if msg.ephemeral_for is not None:
            who = self.users.get(msg.ephemeral_for)
            where += f" (ephemeral for {who.name if who else msg.ephemeral_for})"
        return f"message {msg.id} in {where}"

    def names(self) -> dict[int, str]:
        return {u.id: u.name for u in self.users.values()}
