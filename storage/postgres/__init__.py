"""PostgreSQL persistence on asyncpg: the same stores as :mod:`storage`, for several processes on one database.

Open with :meth:`PgStorage.open` (or :func:`storage.open_storage` with a ``postgresql://`` URL).
"""
from __future__ import annotations

from dataclasses import dataclass

from storage.postgres.db import PgDatabase
from storage.postgres.matches import PgMatchStore
from storage.postgres.messages import PgMessageStore
from storage.postgres.ratings import PgRatingStore
from storage.postgres.settings import PgUserSettingsStore


@dataclass
class PgStorage:
    """The open PostgreSQL database with its stores. Close with :meth:`close`."""

    db: PgDatabase
    matches: PgMatchStore
    ratings: PgRatingStore
    messages: PgMessageStore
    user_settings: PgUserSettingsStore

    backend = "postgresql"

    @classmethod
    async def open(cls, url: str, *, max_size: int = 10) -> PgStorage:
        """Connect to ``url`` (``postgresql://user@host:port/db`` or ``postgresql:///db?host=/socket/dir``)
        and apply pending migrations."""
        db = await PgDatabase.open(url, max_size=max_size)
        return cls(db, PgMatchStore(db), PgRatingStore(db), PgMessageStore(db), PgUserSettingsStore(db))

    async def schema_version(self) -> int:
        return await self.db.schema_version()

    async def close(self) -> None:
        await self.db.close()


__all__ = ["PgDatabase", "PgMatchStore", "PgMessageStore", "PgRatingStore", "PgStorage", "PgUserSettingsStore"]
