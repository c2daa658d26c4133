"""SQLite persistence on aiosqlite, the embedded default: what differs from PostgreSQL is in :mod:`storage.sqlite.db`.

Open with :meth:`storage.Storage.open` (or :func:`storage.open_storage` with a ``sqlite:///`` URL or a path);
this package holds only the database, never the stores built on it (so it imports nothing of :mod:`storage.backend`).
"""
from __future__ import annotations

from storage.sqlite.db import SqliteConnection, SqliteDatabase

__all__ = ["SqliteConnection", "SqliteDatabase"]
