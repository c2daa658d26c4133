"""PostgreSQL persistence on asyncpg, for several processes on one database: what differs from SQLite is in
:mod:`storage.postgres.db`.

Open with :func:`open_postgres` (or :func:`storage.open_storage` with a ``postgresql://`` URL).
"""
from __future__ import annotations

from storage.backend import Storage
from storage.postgres.db import PgConnection, PgDatabase


async def open_postgres(url: str, *, max_size: int = 10) -> Storage[PgDatabase]:
    """Connect to ``url`` (``postgresql://user@host:port/db`` or ``postgresql:///db?host=/socket/dir``)
    with a pool of up to ``max_size`` connections and apply pending migrations.
    Raises asyncpg/OSError errors when the server can't be reached."""
    # Other processes may write the same database: the preference store always reads it.
    return Storage.on(await PgDatabase.open(url, max_size=max_size), cache_preferences=False)


__all__ = ["PgConnection", "PgDatabase", "open_postgres"]
