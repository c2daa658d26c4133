"""SQLite persistence on aiosqlite, the embedded default: what differs from PostgreSQL is in :mod:`storage.sqlite.db`.

Open with :func:`open_sqlite` (or :func:`storage.open_storage` with a ``sqlite:///`` URL or a path).
"""
from __future__ import annotations

from pathlib import Path

from storage.backend import Storage
from storage.sqlite.db import SqliteConnection, SqliteDatabase


async def open_sqlite(path: str | Path) -> Storage[SqliteDatabase]:
    """Open (creating folders and file if needed) and migrate the database file ``path`` (``":memory:"`` allowed)."""
    # One process writes the file: the settings store may answer from memory.
    return Storage.on(await SqliteDatabase.open(path), cache_settings=True)


__all__ = ["SqliteConnection", "SqliteDatabase", "open_sqlite"]
