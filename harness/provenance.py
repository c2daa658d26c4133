"""Which committed version of a match each thread post of the bot shows, for the live leak guard.

The table cog renders a thread post (an announcement, an event line such as "Armadillo: seat 2
won the Blue 2") from one update when the update arrives, and queues it (:meth:`cogs.table.writes.Writes.post_later`);
the post reaches Discord when the thread's queue and the global budget let it, which under load
can be seconds and several moves later — after a new deal may have put the card it names back in
someone's hand. Judged by what is private *when it is written* (``SandboxTable.private_now``, a
time window), such a post looks like a leak though it shows an older version at which the card
was public. :class:`PostVersions` notes, as each post is queued, the match and version it was
rendered from, keyed by its text, so the guard can judge the post by what was private at that
version (``SandboxTable.private_at``); ``bench/hostile.py`` takes the action the post describes,
from ``v - 1`` to ``v``, and counts a string as private only if it was private before and after
it (an action that ends a round also deals the next one).

Shapes: :meth:`PostVersions.versions` gives ``(match id, {versions})`` for a written message
whose text (content and each embed's title and description) equals a queued post's, else None.
"""
from __future__ import annotations

from collections import OrderedDict
from typing import Any

from cogs.kit.rendered import Rendered
from sandbox.model import Message

KEPT = 5000
"""Posts remembered (the oldest are forgotten first)."""


def _key_of(content: str | None, embeds: list[tuple[str, str]]) -> str:
    return "\x1f".join([content or "", *(f"{t}\x1e{d}" for t, d in embeds)])


def rendered_key(rendered: Rendered) -> str:
    """The text key of a post as the bot queues it."""
    return _key_of(rendered.content, [(e.title or "", e.description or "") for e in rendered.embeds])


def message_key(msg: Message) -> str:
    """The text key of a message as the double stores it."""
    return _key_of(msg.content, [(str(e.get("title") or ""), str(e.get("description") or "")) for e in msg.embeds])


class PostVersions:
    """Thread posts queued by the bot's table cog, with the match version each was rendered from."""

    def __init__(self) -> None:
        self._seen: OrderedDict[tuple[int, str], set[int]] = OrderedDict()  # (match id, text key) -> versions

    def note(self, match_id: int, version: int, rendered: Rendered) -> None:
        """Remember that a post with ``rendered``'s text was rendered from ``version`` of ``match_id``."""
        key = (match_id, rendered_key(rendered))
        self._seen.setdefault(key, set()).add(version)
        self._seen.move_to_end(key)
        while len(self._seen) > KEPT:
            self._seen.popitem(last=False)

    def versions(self, match_id: int, msg: Message) -> set[int] | None:
        """The versions of ``match_id`` a post with ``msg``'s text was rendered from (several when
        the same text was posted more than once), or None when no such post was queued."""
        found = self._seen.get((match_id, message_key(msg)))
        return set(found) if found else None

    def install(self, cog: Any) -> None:
        """Wrap ``cog.writes.post_later(record, what, **options)`` (a :class:`cogs.table.TableCog`) to
        note each post it queues (its options, such as ``then``, passed on); jobs (the table's first
        post) are not noted."""
        original = cog.writes.post_later

        def post_later(record: Any, what: Any, **options: Any) -> None:
            if isinstance(what, Rendered):
                self.note(record.id, record.version, what)
            original(record, what, **options)

        cog.writes.post_later = post_later
