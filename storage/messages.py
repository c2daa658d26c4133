"""The message store: the Discord messages cogs keep current per match (table, lobby, DMs, pings).

Rows of ``match_messages``, keyed by (match, purpose, user). The service hands this store
to cogs as ``MatchService.messages``; cogs never touch the database themselves.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from storage.db import Database


@dataclass
class MessageRecord:
    """A message a cog keeps current: ``purpose`` is e.g. "table", "lobby", "dm"; ``user_id`` 0 when shared."""

    match_id: int
    purpose: str
    user_id: int
    channel_id: int
    message_id: int


class MessageStore:
    """Reads and writes kept messages. All methods are coroutines on one :class:`Database`."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def save_message(self, record: MessageRecord) -> None:
        """Insert or replace the message kept for (match, purpose, user)."""
        await self.db.transaction(
            lambda c: c.execute(
                "INSERT OR REPLACE INTO match_messages (match_id, purpose, user_id, channel_id, message_id)"
                " VALUES (?, ?, ?, ?, ?)",
                (record.match_id, record.purpose, record.user_id, record.channel_id, record.message_id),
            )
        )

    async def messages(self, match_id: int, purpose: str | None = None) -> list[MessageRecord]:
        """Messages kept for a match (optionally of one purpose), as :class:`MessageRecord`."""
        sql = "SELECT match_id, purpose, user_id, channel_id, message_id FROM match_messages WHERE match_id = ?"
        params: list[Any] = [match_id]
        if purpose is not None:
            sql += " AND purpose = ?"
            params.append(purpose)
        return [MessageRecord(*r) for r in await self.db.fetchall(sql, params)]

    async def delete_message(self, match_id: int, purpose: str, user_id: int = 0) -> None:
        """Forget a kept message (e.g. a DM that can no longer be edited, a ping that was deleted)."""
        await self.db.transaction(
            lambda c: c.execute(
                "DELETE FROM match_messages WHERE match_id = ? AND purpose = ? AND user_id = ?",
                (match_id, purpose, user_id),
            )
        )
