"""The messages the table cog keeps per match (table, welcome, DM copies, closed DMs, turn
mentions), stored through the service (``service.messages``) and cached after the first read."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.service import MatchService
    from storage import MessageRecord

Kept = dict[tuple[str, int], "MessageRecord"]
"""A match's kept messages by ``(purpose, user_id)`` (``user_id`` 0 for the table, welcome and mention)."""


class KeptMessages:
    """The kept messages of every match this process draws, by match: stored, and cached per match."""

    def __init__(self, service: MatchService) -> None:
        self.service = service
        self._cache: dict[int, Kept] = {}
        self.dm_channels: dict[int, int] = {}
        """user -> their DM channel, as stored with a kept DM copy of theirs (any match read or written
        here, so also after a restart): :meth:`cogs.table.writes.Writes.dm` sends there instead of
        opening the channel again (issue 37)."""

    async def of(self, match_id: int) -> Kept:
        """The messages kept for a match by (purpose, user), cached after the first read."""
        cached = self._cache.get(match_id)
        if cached is None:
            rows = await self.service.messages.messages(match_id)
            # setdefault: a concurrent first read may have filled (and added to) the cache meanwhile
            cached = self._cache.setdefault(match_id, {(m.purpose, m.user_id): m for m in rows})
            for m in rows:
                if m.purpose == "dm":
                    self.dm_channels.setdefault(m.user_id, m.channel_id)
        return cached

    def cached(self, match_id: int) -> Kept | None:
        """The cached kept messages of a match, None when not read yet (no read here)."""
        return self._cache.get(match_id)

    async def keep(self, message: MessageRecord) -> None:
        """Store a kept message (table, DM copy, closed DM) in the database and the cache."""
        await self.service.messages.save_message(message)
        (await self.of(message.match_id))[(message.purpose, message.user_id)] = message
        if message.purpose == "dm":
            self.dm_channels[message.user_id] = message.channel_id

    async def forget(self, match_id: int, purpose: str, user_id: int = 0) -> None:
        """Drop a kept message from the database and the cache."""
        await self.service.messages.delete_message(match_id, purpose, user_id)
        cached = self._cache.get(match_id)  # not read back just to drop one entry (a finished match's cache is gone)
        if cached is not None:
            cached.pop((purpose, user_id), None)

    def uncache(self, match_id: int) -> None:
        """Drop a match's cache (it ended, or its place is gone); the database keeps the rows."""
        self._cache.pop(match_id, None)

    def __contains__(self, match_id: object) -> bool:
        """Whether a match's kept messages are cached."""
        return match_id in self._cache
