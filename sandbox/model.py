"""The double's records: users, guilds, channels, messages, attachments, interactions.

Each entity knows how to render itself as the Discord JSON payload discord.py parses
(``to_payload``).  Channel ``kind``: ``"text"`` (type 0), ``"forum"`` (type 15: no messages of
its own, its posts are threads), ``"thread"`` (11 public / 12 private), ``"dm"`` (type 1).
A message with ``ephemeral_for`` set (flag 64) exists only for that user and the interaction
token that made it.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Any

from .limits import iter_components
from .text import message_strings, readable

EPHEMERAL = 1 << 6
LOADING = 1 << 7
ALL_PERMISSIONS = str((1 << 50) - 1)


@dataclass(eq=False)
class User:
    """A Discord user; ``dms_open=False`` makes bot DMs fail with 403 50007. ``locale``: their
    client's language, sent as ``locale`` on each interaction (one of Discord's locale codes; a
    test may give a pseudo-locale such as ``qps-ploc``, which no real client sends)."""

    id: int
    name: str
    bot: bool = False
    dms_open: bool = True
    locale: str = "en-US"

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    def to_payload(self) -> dict[str, Any]:
        return {"id": str(self.id), "username": self.name, "discriminator": "0", "global_name": self.name,
                "avatar": None, "bot": self.bot, "public_flags": 0, "flags": 0, "primary_guild": None}


@dataclass(eq=False)
class Role:
    """A guild role other than ``@everyone`` (whose id is the guild's): ``permissions`` a bit field."""

    id: int
    name: str
    permissions: int = 0
    position: int = 1
    mentionable: bool = False
    """Anyone may ping it (else only who may Mention Everyone)."""

    def to_payload(self) -> dict[str, Any]:
        return {"id": str(self.id), "name": self.name, "color": 0, "colors": {"primary_color": 0},
                "hoist": False, "position": self.position, "permissions": str(self.permissions), "managed": False,
                "mentionable": self.mentionable, "flags": 0}


@dataclass(eq=False)
class Guild:
    """A guild; ``member_ids`` always includes the bot user. ``roles``: its roles besides
    ``@everyone``; ``member_roles``: each member's role ids (none: only ``@everyone``)."""

    id: int
    name: str
    owner_id: int
    member_ids: list[int] = field(default_factory=list)
    joined_at: str = ""
    nicks: dict[int, str] = field(default_factory=dict)
    """Members' server nicknames (Discord's ``nick``, 1–32 characters); none: their display name shows."""
    roles: dict[int, Role] = field(default_factory=dict)
    member_roles: dict[int, list[int]] = field(default_factory=dict)
    preferred_locale: str = "en-US"
    """The server's language (Discord's ``preferred_locale``; sent as ``guild_locale`` on its
    interactions). Only a community server can set it: another stays ``en-US``."""

    @property
    def features(self) -> list[str]:
        """Discord's guild features: ``COMMUNITY`` once the server has a language of its own."""
        return ["COMMUNITY"] if self.preferred_locale != "en-US" else []

    def role_payloads(self) -> list[dict[str, Any]]:
        everyone = {"id": str(self.id), "name": "@everyone", "color": 0, "colors": {"primary_color": 0},
                    "hoist": False, "position": 0, "permissions": "2248473465835073", "managed": False,
                    "mentionable": False, "flags": 0}
        return [everyone, *(r.to_payload() for r in self.roles.values())]

    def roles_of(self, user_id: int) -> list[Role]:
        """The roles ``user_id`` holds (besides ``@everyone``), of those that still exist."""
        return [self.roles[r] for r in self.member_roles.get(user_id, []) if r in self.roles]

    def member_payload(self, user: User) -> dict[str, Any]:
        roles = [str(r.id) for r in self.roles_of(user.id)]
        return {"user": user.to_payload(), "roles": roles, "joined_at": self.joined_at, "deaf": False,
                "mute": False, "flags": 0, "pending": False, "nick": self.nicks.get(user.id), "avatar": None,
                "premium_since": None, "communication_disabled_until": None}


REQUIRE_TAG = 1 << 4
"""A forum's flag: every post needs a tag (Discord's channel flag ``REQUIRE_TAG``)."""


@dataclass(eq=False)
class ForumTag:
    """A tag a forum's posts may carry (at most 5 per post)."""

    id: int
    name: str

    def to_payload(self) -> dict[str, Any]:
        return {"id": str(self.id), "name": self.name, "moderated": False, "emoji_id": None, "emoji_name": None}


@dataclass(eq=False)
class Channel:
    """A text channel, forum, thread (a forum's post is a public thread) or DM channel."""

    id: int
    kind: str  # "text" | "forum" | "thread" | "dm"
    name: str = ""
    guild_id: int | None = None
    parent_id: int | None = None
    owner_id: int | None = None
    threads_allowed: bool = True
    private: bool = False  # private thread (type 12)
    recipient_id: int | None = None  # DM: the human user
    member_ids: set[int] = field(default_factory=set)  # thread members
    position: int = 0
    created_iso: str = ""
    archived: bool = False
    locked: bool = False
    last_message_id: int | None = None
    message_count: int = 0
    deleted: bool = False  # a moderator deleted it: 404 10003 afterwards
    overwrites: dict[int, tuple[int, int]] = field(default_factory=dict)  # target id -> (allow, deny)
    auto_archive_duration: int = 1440  # thread: minutes without a message before it archives itself
    active_at: float = 0.0  # thread: sandbox-clock seconds of its last message (or creation/unarchive)
    archive_iso: str = ""  # thread: when it was last archived or unarchived
    tags: list[ForumTag] = field(default_factory=list)  # forum: its available tags
    require_tag: bool = False  # forum: a post needs a tag (400 40067 without)
    applied_tags: list[int] = field(default_factory=list)  # a forum's post: the tags it carries

    @property
    def type(self) -> int:
        if self.kind == "dm":
            return 1
        if self.kind == "thread":
            return 12 if self.private else 11
        if self.kind == "forum":
            return 15
        return 0

    @property
    def mention(self) -> str:
        return f"<#{self.id}>"

    def to_payload(self, users: dict[int, User] | None = None) -> dict[str, Any]:
        last = str(self.last_message_id) if self.last_message_id else None
        if self.kind == "dm":
            rec = [users[self.recipient_id].to_payload()] if users and self.recipient_id in users else []
            return {"id": str(self.id), "type": 1, "last_message_id": last, "recipients": rec, "flags": 0}
        base: dict[str, Any] = {"id": str(self.id), "type": self.type, "guild_id": str(self.guild_id),
                                "name": self.name, "last_message_id": last, "rate_limit_per_user": 0,
                                "flags": 0, "nsfw": False}
        if self.kind == "thread":
            base.update({
                "parent_id": str(self.parent_id), "owner_id": str(self.owner_id),
                "message_count": self.message_count, "total_message_sent": self.message_count,
                "member_count": len(self.member_ids),
                "thread_metadata": {"archived": self.archived, "auto_archive_duration": self.auto_archive_duration,
                                    "archive_timestamp": self.archive_iso or self.created_iso, "locked": self.locked,
                                    "invitable": True, "create_timestamp": self.created_iso},
            })
            if self.applied_tags:
                base["applied_tags"] = [str(t) for t in self.applied_tags]
        elif self.kind == "forum":
            base.update({"position": self.position, "permission_overwrites": [], "topic": None, "parent_id": None,
                         "default_thread_rate_limit_per_user": 0, "available_tags": [t.to_payload() for t in self.tags],
                         "default_reaction_emoji": None, "default_sort_order": None, "default_forum_layout": 0,
                         "default_auto_archive_duration": 1440, "flags": REQUIRE_TAG if self.require_tag else 0})
        else:
            base.update({"position": self.position, "permission_overwrites": [], "topic": None,
                         "parent_id": None, "default_thread_rate_limit_per_user": 0})
        return base


@dataclass(eq=False)
class Attachment:
    """An uploaded file: bytes kept, served at ``url`` by the double."""

    id: int
    filename: str
    content_type: str
    data: bytes
    url: str
    description: str | None = None

    @property
    def size(self) -> int:
        return len(self.data)

    def to_payload(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": str(self.id), "filename": self.filename, "size": self.size, "url": self.url,
                               "proxy_url": self.url, "content_type": self.content_type}
        if self.description:
            out["description"] = self.description
        return out


@dataclass(eq=False)
class Message:
    """A message as stored by the double (live: edits update it in place)."""

    id: int
    channel_id: int
    guild_id: int | None
    author_id: int
    content: str = ""
    embeds: list[dict[str, Any]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    attachments: list[Attachment] = field(default_factory=list)
    flags: int = 0
    ephemeral_for: int | None = None
    interaction_id: int | None = None  # interaction whose token created it
    webhook_id: int | None = None
    type: int = 0
    timestamp: str = ""
    edited_timestamp: str | None = None
    deleted: bool = False
    edits: int = 0
    interaction_metadata: dict[str, Any] | None = None
    mentions: list[int] = field(default_factory=list)
    """The users its text pings, as Discord resolved them under ``allowed_mentions`` (:mod:`sandbox.mentions`)."""
    mention_roles: list[int] = field(default_factory=list)
    mention_everyone: bool = False
    allowed_mentions: dict[str, Any] | None = None
    """The ``allowed_mentions`` its last write stated (None: that write stated none)."""

    @property
    def ephemeral(self) -> bool:
        return self.ephemeral_for is not None

    @property
    def loading(self) -> bool:
        """A deferred "Bot is thinking..." placeholder not yet filled in."""
        return bool(self.flags & LOADING)

    def to_payload(self, author: User, users: dict[int, User] | None = None) -> dict[str, Any]:
        mentioned = [users[u].to_payload() for u in self.mentions if users and u in users]
        out: dict[str, Any] = {
            "id": str(self.id), "channel_id": str(self.channel_id), "author": author.to_payload(),
            "content": self.content, "timestamp": self.timestamp, "edited_timestamp": self.edited_timestamp,
            "tts": False, "mention_everyone": self.mention_everyone, "mentions": mentioned,
            "mention_roles": [str(r) for r in self.mention_roles],
            "attachments": [a.to_payload() for a in self.attachments], "embeds": self.embeds,
            "components": self.components, "pinned": False, "type": self.type, "flags": self.flags,
        }
        if self.guild_id is not None:
            out["guild_id"] = str(self.guild_id)
        if self.webhook_id is not None:
            out["webhook_id"] = str(self.webhook_id)
            out["application_id"] = str(self.webhook_id)
        if self.interaction_metadata is not None:
            out["interaction_metadata"] = self.interaction_metadata
        return out

    # convenience for tests ------------------------------------------------------------
    def iter_components(self) -> list[dict[str, Any]]:
        return list(iter_components(self.components))

    @property
    def buttons(self) -> list[dict[str, Any]]:
        """Every button component (dicts with ``label``, ``custom_id``, ``style``, ``disabled``)."""
        return [c for c in self.iter_components() if c.get("type") == 2]

    @property
    def selects(self) -> list[dict[str, Any]]:
        return [c for c in self.iter_components() if c.get("type") in (3, 5, 6, 7, 8)]

    @property
    def embed_titles(self) -> list[str]:
        return [e.get("title") or "" for e in self.embeds]

    # components v2, read as a person sees them (tests use these rather than walking the tree)
    @property
    def is_layout(self) -> bool:
        """Whether this is a components-v2 message (flag 1 << 15)."""
        return bool(self.flags & (1 << 15))

    @property
    def text_displays(self) -> list[str]:
        """The text of every text display, in reading order."""
        return [str(c.get("content") or "") for c in self.iter_components() if c.get("type") == 10]

    @property
    def media_urls(self) -> list[str]:
        """The URL of every picture shown (media gallery items and thumbnails), in reading order."""
        out: list[str] = []
        for c in self.iter_components():
            if c.get("type") == 12:
                out += [str(((i or {}).get("media") or {}).get("url") or "") for i in c.get("items") or []]
            elif c.get("type") == 11:
                out.append(str((c.get("media") or {}).get("url") or ""))
        return out

    @property
    def accent_colours(self) -> list[int | None]:
        """The accent colour of each container."""
        return [c.get("accent_color") for c in self.iter_components() if c.get("type") == 17]

    @property
    def shown_text(self) -> str:
        """What a person reads: the content, or a layout's text displays, one block per line
        (:func:`sandbox.text.readable`: without bidi isolates and markdown escapes)."""
        return readable("\n".join(self.text_displays) if self.is_layout else self.content)

    def text(self) -> str:
        """Everything a person can read in this message, one item per line (:func:`sandbox.text.readable`)."""
        return readable("\n".join(message_strings(self)))


@dataclass
class ApiErrorRecord:
    """One error answer the double gave (or a rule broken), for ``Sandbox.violations``."""

    kind: str  # "api_error" | "unknown_route" | "interaction_failed"
    status: int
    code: int
    message: str
    method: str = ""
    path: str = ""
    interaction_id: int | None = None
    detail: Any = None

    def __str__(self) -> str:
        return f"{self.kind}: {self.status} {self.code} {self.message} [{self.method} {self.path}] {self.detail or ''}"


@dataclass(eq=False)
class Interaction:
    """What happened to one interaction (returned by ``slash``/``click``/``select``/``submit_modal``).

    ``response_type``: 4 message, 5 deferred message, 6 deferred update, 7 update message,
    9 modal, ``None`` if the bot never answered.  ``message`` is the response message
    (for 6/7: the component's message).  ``failed`` means the user saw "This interaction
    failed" (no initial response within 3 s).  ``answers``: how many answers the user was
    shown (a project rule wants exactly one; Discord itself allows any number of follow-ups).
    """

    id: int
    token: str
    type: int  # 2 command, 3 component, 4 autocomplete, 5 modal submit
    user_id: int
    channel_id: int
    guild_id: int | None
    name: str  # command name or custom_id
    dispatched_at: float
    payload: dict[str, Any] = field(default_factory=dict)
    source_message_id: int | None = None
    response_type: int | None = None
    message: Message | None = None
    ephemeral: bool = False
    failed: bool = False
    errors: list[ApiErrorRecord] = field(default_factory=list)
    followups: list[Message] = field(default_factory=list)
    modal: dict[str, Any] | None = None
    choices: list[dict[str, Any]] | None = None  # an autocomplete's answer (callback type 8)
    first_followup_pending: bool = False
    acked_at: float | None = None
    original_edited: bool = False  # the original response was edited through the token (after type 6: the answer)

    @property
    def acknowledged(self) -> bool:
        return self.response_type is not None

    @property
    def answers(self) -> int:
        """How many answers the user was shown: the initial response (a message, the "thinking"
        placeholder together with the follow-up that fills it, an update of the clicked message, a
        modal, autocomplete choices: one; a deferred update, type 6, only once the clicked message
        is edited through the token) and each further follow-up (ephemeral or not; deleted later
        or not, it was shown). 0 when the bot never answered."""
        if self.response_type is None:
            first = 0
        elif self.response_type == 6:
            first = 1 if self.original_edited else 0
        else:
            first = 1
        return first + len(self.followups)

    @property
    def error(self) -> ApiErrorRecord | None:
        """First error the bot received for this interaction (or the failure), if any."""
        return self.errors[0] if self.errors else None

    @property
    def expires_at(self) -> float:
        return self.dispatched_at + 15 * 60

    @property
    def deadline(self) -> float:
        return self.dispatched_at + 3.0


def iso(ts: dt.datetime) -> str:
    return ts.isoformat()
