"""aiosqlite persistence: schema migrations, the match store and the standings store."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from storage.db import Database
from storage.matches import MatchRecord, MatchStore, MessageRecord, SeatRecord, StaleVersion
from storage.ratings import FinishedSeat, RatingStore, Standing


@dataclass
class Storage:
    """The open database with its two stores. Open with :meth:`open`, close with :meth:`close`."""

    db: Database
    matches: MatchStore
    ratings: RatingStore

    @classmethod
    async def open(cls, path: str | Path) -> Storage:
        """Open and migrate the database at ``path`` (``":memory:"`` allowed)."""
        db = await Database.open(path)
        return cls(db, MatchStore(db), RatingStore(db))

    async def close(self) -> None:
        await self.db.close()


__all__ = [
    "Database",
    "FinishedSeat",
    "MatchRecord",
    "MatchStore",
    "MessageRecord",
    "RatingStore",
    "SeatRecord",
    "StaleVersion",
    "Standing",
    "Storage",
]
