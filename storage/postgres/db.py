"""The PostgreSQL database: an asyncpg connection pool, migrations, and the adapter the stores use.

Migrations are :func:`storage.schema.migration_files` in PostgreSQL's types (the same files and
numbers as SQLite's), each applied in one transaction, recorded in ``schema_version (version, applied_at)``.
Processes starting at once take an advisory lock first, so exactly one applies a pending
migration and the others wait and see it done.

:meth:`PgDatabase.transaction` runs one coroutine ``fn(connection)`` inside one transaction
(READ COMMITTED) and retries it, from the start, when PostgreSQL reports a deadlock or a
serialization failure (SQLSTATE 40P01 / 40001): writers never see half of another's work.
The stores' SQL has ``?`` placeholders; :func:`dollar_params` turns them into ``$1, $2, …``.
"""
from __future__ import annotations

import asyncio
import functools
import logging
import re
import time
from collections.abc import Iterable, Sequence
from typing import Any, TypeVar

import asyncpg

from storage.schema import migration_files, migration_sql
from storage.sql import Dialect, Work

log = logging.getLogger(__name__)

POSTGRESQL = Dialect(name="postgresql", for_update=" FOR UPDATE", writable_cte=True, for_share=" FOR SHARE")
MIGRATION_LOCK = 0x6D656E61  # advisory lock key ("mena") held while migrating
RETRIES = 8
CLOSE_TIMEOUT_S = 10.0  # a graceful close waits this long for connections in use, then cuts them

T = TypeVar("T")


@functools.lru_cache(maxsize=512)
def dollar_params(sql: str) -> str:
    """SQLite-style ``?`` placeholders → PostgreSQL's ``$1, $2, …``. The SQL must not contain a
    literal ``?``; SQL already written with ``$n`` comes back unchanged."""
    count = 0

    def number(_: re.Match[str]) -> str:
        nonlocal count
        count += 1
        return f"${count}"

    return re.sub(r"\?", number, sql)


def changed_rows(status: str) -> int:
    """The row count in an asyncpg command status: ``"UPDATE 1"`` → 1, ``"INSERT 0 3"`` → 3, ``"CREATE TABLE"`` → 0."""
    last = status.rpartition(" ")[2]
    return int(last) if last.isdigit() else 0


class PgConnection:
    """:class:`storage.sql.Connection` over one asyncpg connection."""

    dialect = POSTGRESQL

    def __init__(self, conn: asyncpg.Connection) -> None:
        self.conn = conn

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        return changed_rows(await self.conn.execute(dollar_params(sql), *params))

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        await self.conn.executemany(dollar_params(sql), list(rows))

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[asyncpg.Record]:
        return list(await self.conn.fetch(dollar_params(sql), *params))

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> asyncpg.Record | None:
        row: asyncpg.Record | None = await self.conn.fetchrow(dollar_params(sql), *params)
        return row


class PgDatabase:
    """An open PostgreSQL database (:class:`storage.sql.SqlDatabase` on an asyncpg pool).
    Use :meth:`open`; close with :meth:`close`."""

    dialect = POSTGRESQL

    def __init__(self, pool: asyncpg.Pool, url: str) -> None:
        self.pool = pool
        self.url = url

    @classmethod
    async def open(cls, url: str, *, max_size: int = 10) -> PgDatabase:
        """Connect (``url`` in libpq URL syntax) and apply pending migrations.
        Raises asyncpg/OSError errors when the server can't be reached."""
        pool = await asyncpg.create_pool(url, min_size=1, max_size=max_size)
        db = cls(pool, url)
        try:
            async with pool.acquire() as conn:
                await migrate(conn)
        except BaseException:
            await pool.close()
            raise
        return db

    async def transaction(self, fn: Work[T]) -> T:
        """Run ``fn(conn)`` in one transaction; commit, or roll back on any exception.
        Retried from the start on deadlock or serialization failure (up to ``RETRIES`` times)."""
        for attempt in range(RETRIES):
            try:
                async with self.pool.acquire() as conn, conn.transaction():
                    return await fn(PgConnection(conn))
            except (asyncpg.exceptions.DeadlockDetectedError, asyncpg.exceptions.SerializationError) as exc:
                if attempt == RETRIES - 1:
                    raise
                log.info("transaction retried after %s", type(exc).__name__)
                await asyncio.sleep(0.005 * (attempt + 1))
        raise AssertionError("unreachable")

    async def snapshot(self, fn: Work[T]) -> T:
        """Run the reads of ``fn`` in one read-only REPEATABLE READ transaction (one consistent snapshot)."""
        async with self.pool.acquire() as conn, conn.transaction(isolation="repeatable_read", readonly=True):
            return await fn(PgConnection(conn))

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one statement in its own transaction; return the rows changed."""
        return changed_rows(await self.pool.execute(dollar_params(sql), *params))

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[asyncpg.Record]:
        """Rows of a read query (``?`` or ``$n`` placeholders)."""
        return list(await self.pool.fetch(dollar_params(sql), *params))

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> asyncpg.Record | None:
        """The first row of a query, or None."""
        row: asyncpg.Record | None = await self.pool.fetchrow(dollar_params(sql), *params)
        return row

    async def schema_version(self) -> int:
        """The number of the last migration applied."""
        row = await self.fetchone("SELECT COALESCE(MAX(version), 0) FROM schema_version")
        assert row is not None
        return int(row[0])

    async def close(self) -> None:
        """Close the pool (idempotent): wait up to ``CLOSE_TIMEOUT_S`` for connections still in use
        (their transactions end or roll back), then terminate the rest, so a shutdown never hangs."""
        if self.pool.is_closing():
            return
        try:
            await asyncio.wait_for(self.pool.close(), CLOSE_TIMEOUT_S)
        except TimeoutError:
            log.warning("database connections still busy after %s s at close; terminated", CLOSE_TIMEOUT_S)
            self.pool.terminate()


async def migrate(conn: asyncpg.Connection) -> int:
    """Apply pending migrations under an advisory lock; return the schema version reached."""
    await conn.execute("SELECT pg_advisory_lock($1)", MIGRATION_LOCK)
    try:
        await conn.execute(
            "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY, applied_at DOUBLE PRECISION NOT NULL)"
        )
        current = int(await conn.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_version"))
        for number, path in migration_files("postgresql"):
            if number <= current:
                continue
            async with conn.transaction():
                await conn.execute(migration_sql(path, "postgresql"))
                await conn.execute("INSERT INTO schema_version (version, applied_at) VALUES ($1, $2)", number, time.time())
            current = number
        return current
    finally:
        await conn.execute("SELECT pg_advisory_unlock($1)", MIGRATION_LOCK)
