"""Message nonces with ``enforce_nonce`` (message create), as Discord documents them.

discord-api-docs, Create Message: ``nonce`` (integer or string, up to 25 characters) "can be
used to verify a message was sent"; with ``enforce_nonce`` true "it will be checked for
uniqueness in the past few minutes. If another message was created by the same author with
the same nonce, that message will be returned and no new message will be created."
"The past few minutes" is not quantified: :data:`WINDOW_S` (5 minutes, sandbox clock) is an
*estimate*. A nonce over 25 characters is 50035 ``BASE_TYPE_MAX_LENGTH``.
"""

from __future__ import annotations

from typing import Any

from . import errors
from .world import World

WINDOW_S = 300.0
NONCE_MAX = 25


class Nonces:
    """Messages created with ``enforce_nonce``, by (author, nonce)."""

    def __init__(self, world: World) -> None:
        self.world = world
        self._seen: dict[tuple[int, str], tuple[int, float]] = {}

    def check(self, body: dict[str, Any]) -> str | None:
        """The body's nonce to enforce (None when there is none or it is not enforced);
        raises 50035 for a nonce over 25 characters."""
        nonce = body.get("nonce")
        if nonce is None:
            return None
        if len(str(nonce)) > NONCE_MAX:
            raise errors.invalid_form_body({"nonce": {"_errors": [
                {"code": "BASE_TYPE_MAX_LENGTH", "message": f"Must be {NONCE_MAX} or fewer in length."}]}})
        return str(nonce) if body.get("enforce_nonce") else None

    def existing(self, author_id: int, nonce: str | None) -> int | None:
        """The id of the message ``author_id`` created with ``nonce`` in the window, if any."""
        if nonce is None:
            return None
        hit = self._seen.get((author_id, nonce))
        if hit is None or self.world.clock.now() - hit[1] > WINDOW_S:
            return None
        msg = self.world.messages.get(hit[0])
        return None if msg is None or msg.deleted else msg.id

    def remember(self, author_id: int, nonce: str | None, message_id: int) -> None:
        if nonce is not None:
            self._seen[(author_id, nonce)] = (message_id, self.world.clock.now())
