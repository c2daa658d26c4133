"""The PostgreSQL message store: :class:`storage.interface.MessageStoreAPI` on asyncpg (see :mod:`storage.messages`)."""
from __future__ import annotations

from typing import Any

from storage.messages import MessageRecord
from storage.postgres.db import PgDatabase


class PgMessageStore:
    """Reads and writes kept messages on one :class:`PgDatabase`."""

    def __init__(self, db: PgDatabase) -> None:
        self.db = db

    async def save_message(self, record: MessageRecord) -> None:
        """Insert or replace the message kept for (match, purpose, user)."""
        await self.db.execute(
            "INSERT INTO match_messages (match_id, purpose, user_id, channel_id, message_id) VALUES ($1, $2, $3, $4, $5)"
            " ON CONFLICT (match_id, purpose, user_id) DO UPDATE"
            " SET channel_id = excluded.channel_id, message_id = excluded.message_id",
            (record.match_id, record.purpose, record.user_id, record.channel_id, record.message_id),
        )

    async def messages(self, match_id: int, purpose: str | None = None) -> list[MessageRecord]:
        """Messages kept for a match (optionally of one purpose), as :class:`MessageRecord`."""
        sql = "SELECT match_id, purpose, user_id, channel_id, message_id FROM match_messages WHERE match_id = $1"
        params: list[Any] = [match_id]
        if purpose is not None:
            sql += " AND purpose = $2"
            params.append(purpose)
        return [MessageRecord(*r) for r in await self.db.fetchall(sql + " ORDER BY purpose, user_id", params)]

    async def delete_message(self, match_id: int, purpose: str, user_id: int = 0) -> None:
        """Forget a kept message (e.g. a DM that can no longer be edited, a ping that was deleted)."""
        await self.db.execute(
            "DELETE FROM match_messages WHERE match_id = $1 AND purpose = $2 AND user_id = $3", (match_id, purpose, user_id)
        )
