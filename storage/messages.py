"""The message store: the Discord messages cogs keep current per match (table, lobby, DMs, pings).

Rows of ``match_messages``, keyed by (match, purpose, user). The service hands this store
to cogs as ``MatchService.messages``; cogs never touch the database themselves.
"""
from __future__ import annotations

from typing import Any

from storage.records import MessageRecord
from storage.sql import SqlDatabase

__all__ = ["MessageRecord", "MessageStore"]


class MessageStore:
    """Reads and writes kept messages (:class:`storage.interface.MessageStoreAPI`) on one
    :class:`~storage.sql.SqlDatabase`."""

    def __init__(self, db: SqlDatabase) -> None:
        self.db = db

    async def save_message(self, record: MessageRecord) -> None:
        """Insert or replace the message kept for (match, purpose, user)."""
        await self.db.execute(
            "INSERT INTO match_messages (match_id, purpose, user_id, channel_id, message_id) VALUES (?, ?, ?, ?, ?)"
            " ON CONFLICT (match_id, purpose, user_id) DO UPDATE"
            " SET channel_id = excluded.channel_id, message_id = excluded.message_id",
            (record.match_id, record.purpose, record.user_id, record.channel_id, record.message_id),
        )

    async def messages(self, match_id: int, purpose: str | None = None) -> list[MessageRecord]:
        """Messages kept for a match (optionally of one purpose), as :class:`MessageRecord`, by purpose and user."""
        sql = "SELECT match_id, purpose, user_id, channel_id, message_id FROM match_messages WHERE match_id = ?"
        params: list[Any] = [match_id]
        if purpose is not None:
            sql += " AND purpose = ?"
            params.append(purpose)
        return [MessageRecord(*r) for r in await self.db.fetchall(sql + " ORDER BY purpose, user_id", params)]

    async def delete_message(self, match_id: int, purpose: str, user_id: int = 0) -> None:
        """Forget a kept message (e.g. a DM that can no longer be edited, a ping that was deleted)."""
        await self.db.execute(
            "DELETE FROM match_messages WHERE match_id = ? AND purpose = ? AND user_id = ?", (match_id, purpose, user_id)
        )
