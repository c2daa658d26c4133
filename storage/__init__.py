"""aiosqlite persistence: schema migrations, the match store, the message store and the standings store.

Cogs reach the named stores through the match service (``MatchService.messages``,
``MatchService.ratings``), never through :class:`Storage` itself.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from storage.db import Database
from storage.matches import MatchRecord, MatchStore, SeatRecord, StaleVersion
from storage.messages import MessageRecord, MessageStore
from storage.ratings import FinishedSeat, RatingStore, Standing


@dataclass
class Storage:
    """The open database with its stores. Open with :meth:`open`, close with :meth:`close`."""

    db: Database
    matches: MatchStore
    ratings: RatingStore
    messages: MessageStore

    @classmethod
    async def open(cls, path: str | Path) -> Storage:
        """Open and migrate the database at ``path`` (``":memory:"`` allowed)."""
        db = await Database.open(path)
        return cls(db, MatchStore(db), RatingStore(db), MessageStore(db))

    async def close(self) -> None:
        await self.db.close()


__all__ = [
    "Database",
    "FinishedSeat",
    "MatchRecord",
    "MatchStore",
    "MessageRecord",
    "MessageStore",
    "RatingStore",
    "SeatRecord",
    "StaleVersion",
    "Standing",
    "Storage",
]
