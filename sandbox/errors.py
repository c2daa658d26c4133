"""Discord JSON error answers, exactly as the real API shapes them.

Shape: ``{"message": str, "code": int}`` plus ``"errors": {...}`` for 50035
(``{"field": {"_errors": [{"code": "BASE_TYPE_MAX_LENGTH", "message": "..."}]}}``).
Raise :class:`ApiError` inside a handler; the server turns it into the HTTP answer
and records it as a violation.
"""

from __future__ import annotations

from typing import Any

from discord_codes import DiscordCode


class ApiError(Exception):
    """An error answer: HTTP ``status`` with JSON ``{"code", "message", ["errors"]}``."""

    def __init__(self, status: int, code: int, message: str, errors: dict[str, Any] | None = None) -> None:
        super().__init__(f"{status} {code} {message}")
        self.status = status
        self.code = code
        self.message = message
        self.errors = errors

    def body(self) -> dict[str, Any]:
        """The JSON body Discord would send."""
        out: dict[str, Any] = {"message": self.message, "code": self.code}
        if self.errors:
            out["errors"] = self.errors
        return out


def not_found_route() -> ApiError:
    """404 code 0: the route does not exist."""
    return ApiError(404, 0, "404: Not Found")


def unauthorized() -> ApiError:
    """401 code 0: missing/invalid bot token."""
    return ApiError(401, 0, "401: Unauthorized")


def unknown_channel() -> ApiError:
    """404 10003 Unknown Channel."""
    return ApiError(404, DiscordCode.UNKNOWN_CHANNEL, "Unknown Channel")


def unknown_guild() -> ApiError:
    """404 10004 Unknown Guild."""
    return ApiError(404, DiscordCode.UNKNOWN_GUILD, "Unknown Guild")


def unknown_member() -> ApiError:
    """404 10007 Unknown Member."""
    return ApiError(404, DiscordCode.UNKNOWN_MEMBER, "Unknown Member")


def unknown_message() -> ApiError:
    """404 10008 Unknown Message."""
    return ApiError(404, DiscordCode.UNKNOWN_MESSAGE, "Unknown Message")


def unknown_user() -> ApiError:
    """404 10013 Unknown User."""
    return ApiError(404, DiscordCode.UNKNOWN_USER, "Unknown User")


def unknown_webhook() -> ApiError:
    """404 10015 Unknown Webhook (interaction token used before the initial response)."""
    return ApiError(404, DiscordCode.UNKNOWN_WEBHOOK, "Unknown Webhook")


def unknown_command() -> ApiError:
    """404 10063 Unknown application command."""
    return ApiError(404, DiscordCode.UNKNOWN_COMMAND, "Unknown application command")


def unknown_interaction() -> ApiError:
    """404 10062 Unknown interaction (callback after the 3 s window, or bad id/token)."""
    return ApiError(404, DiscordCode.UNKNOWN_INTERACTION, "Unknown interaction")


def already_acknowledged() -> ApiError:
    """400 40060: a second initial response to one interaction."""
    return ApiError(400, DiscordCode.ALREADY_ACKNOWLEDGED, "Interaction has already been acknowledged.")


def invalid_webhook_token() -> ApiError:
    """401 50027 Invalid Webhook Token (interaction token older than 15 minutes)."""
    return ApiError(401, DiscordCode.INVALID_WEBHOOK_TOKEN, "Invalid Webhook Token")


def cannot_dm() -> ApiError:
    """403 50007: the user has closed DMs or shares no guild with the bot."""
    return ApiError(403, DiscordCode.CANNOT_DM, "Cannot send messages to this user")


def entity_too_large() -> ApiError:
    """413 40005: the files of one request are over the upload limit."""
    return ApiError(413, DiscordCode.ENTITY_TOO_LARGE, "Request entity too large")


def missing_permissions() -> ApiError:
    """403 50013 Missing Permissions (e.g. threads not allowed in the channel)."""
    return ApiError(403, DiscordCode.MISSING_PERMISSIONS, "Missing Permissions")


def thread_archived() -> ApiError:
    """400 50083: posting in (or editing a message of) an archived thread."""
    return ApiError(400, DiscordCode.THREAD_ARCHIVED, "Operation cannot be performed on an archived thread")


def missing_access() -> ApiError:
    """403 50001 Missing Access: the bot cannot view the channel, or is not in its guild."""
    return ApiError(403, DiscordCode.MISSING_ACCESS, "Missing Access")


def empty_message() -> ApiError:
    """400 50006 Cannot send an empty message."""
    return ApiError(400, DiscordCode.EMPTY_MESSAGE, "Cannot send an empty message")


def invalid_form_body(errors: dict[str, Any]) -> ApiError:
    """400 50035 Invalid Form Body with Discord's nested ``errors`` object."""
    return ApiError(400, DiscordCode.INVALID_FORM_BODY, "Invalid Form Body", errors)


def not_text_channel() -> ApiError:
    """400 50008: a message posted to a channel that holds none of its own (a forum)."""
    return ApiError(400, DiscordCode.NOT_TEXT_CHANNEL, "Cannot send messages in a non-text channel")


def forum_tag_required() -> ApiError:
    """400 40067: a post without a tag in a forum that requires one."""
    return ApiError(400, DiscordCode.FORUM_TAG_REQUIRED, "A tag is required to create a forum post in this channel")
