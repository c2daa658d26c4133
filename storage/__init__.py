"""Persistence behind one interface (:mod:`storage.interface`), on SQLite or PostgreSQL.

:func:`open_storage` picks the backend from a ``DATABASE_URL``: unset or ``sqlite:///path``
opens the embedded aiosqlite store (:class:`Storage`, this package); ``postgresql://…``
opens the asyncpg store (:class:`storage.postgres.PgStorage`). Both apply their versioned
migrations at open. Cogs reach the named stores through the match service
(``MatchService.messages``, ``MatchService.ratings``), never through the storage itself.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from storage.db import Database
from storage.interface import MatchStoreAPI, MessageStoreAPI, RatingStoreAPI, StorageBackend
from storage.matches import MatchRecord, MatchStore, SeatRecord, StaleVersion
from storage.messages import MessageRecord, MessageStore
from storage.ratings import FinishedSeat, RatingStore, Standing
from storage.settings import UserSettingsStore


@dataclass
class Storage:
    """The open SQLite database with its stores. Open with :meth:`open`, close with :meth:`close`."""

    db: Database
    matches: MatchStore
    ratings: RatingStore
    messages: MessageStore
    user_settings: UserSettingsStore

    backend = "sqlite"

    @classmethod
    async def open(cls, path: str | Path) -> Storage:
        """Open and migrate the database at ``path`` (``":memory:"`` allowed)."""
        db = await Database.open(path)
        return cls(db, MatchStore(db), RatingStore(db), MessageStore(db), UserSettingsStore(db))

    async def schema_version(self) -> int:
        return await self.db.schema_version()

    async def close(self) -> None:
        await self.db.close()


def sqlite_path(url: str) -> str:
    """The file of a ``sqlite:///path`` URL: ``sqlite:///data/x.db`` → ``data/x.db`` (relative),
    ``sqlite:////srv/x.db`` → ``/srv/x.db``, ``sqlite:///:memory:`` → ``:memory:``. Raises ValueError
    when the URL has no path."""
    path = url.removeprefix("sqlite:///")
    if not url.startswith("sqlite:///") or not path:
        raise ValueError(f"DATABASE_URL {url!r}: a SQLite URL is sqlite:///relative/path or sqlite:////absolute/path")
    return path


async def open_storage(url: str | Path) -> StorageBackend:
    """Open and migrate the database ``url`` names.

    ``sqlite:///path`` (or a plain file path) → :class:`Storage`; ``postgresql://user@host/db``
    (also ``postgres://``, libpq URL syntax incl. ``?host=/socket/dir``) → :class:`storage.postgres.PgStorage`.
    Raises ValueError for any other scheme.
    """
    text = str(url)
    if text.startswith(("postgresql://", "postgres://")):
        from storage.postgres import PgStorage  # asyncpg only loads when PostgreSQL is used

        return await PgStorage.open(text)
    if text.startswith("sqlite:"):
        return await Storage.open(sqlite_path(text))
    if "://" in text:
        raise ValueError(f"DATABASE_URL {text!r}: use sqlite:///path or postgresql://user@host/database")
    return await Storage.open(text)


__all__ = [
    "Database",
    "FinishedSeat",
    "MatchRecord",
    "MatchStore",
    "MatchStoreAPI",
    "MessageRecord",
    "MessageStore",
    "MessageStoreAPI",
    "RatingStore",
    "RatingStoreAPI",
    "SeatRecord",
    "StaleVersion",
    "Standing",
    "Storage",
    "StorageBackend",
    "open_storage",
    "sqlite_path",
]
