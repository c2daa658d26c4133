"""Discord's JSON error codes that Menagerie acts on (the bot in ``cogs/``) or answers with (the
API double in ``sandbox/``), by name, in one place.

:class:`DiscordCode` is an ``IntEnum``: a member equals its number, so it compares with
``discord.HTTPException.code`` and goes into a JSON error body as it is. Names follow Discord's
messages (https://discord.com/developers/docs/topics/opcodes-and-status-codes#json). This
module imports nothing of ours, so every layer may use it.
"""
from __future__ import annotations

from enum import IntEnum


class DiscordCode(IntEnum):
    """A Discord JSON error code (the ``code`` of an error answer; its HTTP status varies)."""

    UNKNOWN_CHANNEL = 10003
    """404: the channel or thread does not exist (or was deleted)."""
    UNKNOWN_GUILD = 10004
    """404: the guild does not exist, or the bot is no longer in it."""
    UNKNOWN_MEMBER = 10007
    """404: no such member of the guild."""
    UNKNOWN_MESSAGE = 10008
    """404: the message does not exist (or was deleted)."""
    UNKNOWN_USER = 10013
    """404: no such user."""
    UNKNOWN_WEBHOOK = 10015
    """404: the interaction token was used before the initial response."""
    UNKNOWN_INTERACTION = 10062
    """404: an interaction callback after the 3 s window, or with a bad id or token."""
    UNKNOWN_COMMAND = 10063
    """404: no such application command."""
    OLD_MESSAGE_EDIT_LIMIT = 30046
    """429: "Maximum number of edits to messages older than 1 hour reached. Try again later"."""
    ENTITY_TOO_LARGE = 40005
    """413: "Request entity too large" (the files of one request are over the upload limit)."""
    ALREADY_ACKNOWLEDGED = 40060
    """400: a second initial response to one interaction."""
    FORUM_TAG_REQUIRED = 40067
    """400: "A tag is required to create a forum post in this channel"."""
    MISSING_ACCESS = 50001
    """403: the bot cannot view the channel, or is not in its guild."""
    NOT_AUTHOR = 50005
    """403: "Cannot edit a message authored by another user"."""
    EMPTY_MESSAGE = 50006
    """400: "Cannot send an empty message"."""
    CANNOT_DM = 50007
    """403: "Cannot send messages to this user" (closed DMs, or no guild shared with the bot)."""
    NOT_TEXT_CHANNEL = 50008
    """400: "Cannot send messages in a non-text channel" (a message posted to a forum itself)."""
    MISSING_PERMISSIONS = 50013
    """403: the bot lacks a permission the call needs (e.g. threads not allowed in the channel)."""
    WRONG_CHANNEL_TYPE = 50024
    """400: "Cannot execute action on this channel type"."""
    INVALID_WEBHOOK_TOKEN = 50027
    """401: the interaction token is older than 15 minutes."""
    INVALID_FORM_BODY = 50035
    """400: a payload field breaks a limit (with Discord's nested ``errors`` object)."""
    THREAD_ARCHIVED = 50083
    """400: "Operation cannot be performed on an archived thread" (also for a locked thread)."""
    THREAD_ALREADY_CREATED = 160004
    """400: "A thread has already been created for this message"."""
    THREAD_LOCKED = 160005
    """400: "Thread is locked" (posting in a locked thread without Manage Threads)."""
