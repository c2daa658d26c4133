"""The PostgreSQL database: an asyncpg connection pool and versioned migrations.

Migrations are the files ``storage/migrations/postgres/NNN_name.sql`` — the same numbers as
SQLite's ``storage/migrations/NNN_name.sql`` — each applied in one transaction, recorded in
``schema_version (version, applied_at)``. Processes starting at once take an advisory lock
first, so exactly one applies a pending migration and the others wait and see it done.

:meth:`PgDatabase.transaction` runs one coroutine ``fn(connection)`` inside one transaction
(READ COMMITTED) and retries it, from the start, when PostgreSQL reports a deadlock or a
serialization failure (SQLSTATE 40P01 / 40001): writers never see half of another's work.
"""
from __future__ import annotations

import asyncio
import logging
import re
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar

import asyncpg

from storage.db import MIGRATIONS, migration_files

log = logging.getLogger(__name__)

PG_MIGRATIONS = MIGRATIONS / "postgres"
MIGRATION_LOCK = 0x6D656E61  # advisory lock key ("mena") held while migrating
RETRIES = 8
CLOSE_TIMEOUT_S = 10.0  # a graceful close waits this long for connections in use, then cuts them

T = TypeVar("T")


def dollar_params(sql: str) -> str:
    """SQLite-style ``?`` placeholders → PostgreSQL's ``$1, $2, …`` (for ad-hoc reads written once
    for both backends; the stores write ``$n`` themselves). The SQL must not contain a literal ``?``."""
    count = 0

    def number(_: re.Match[str]) -> str:
        nonlocal count
        count += 1
        return f"${count}"

    return re.sub(r"\?", number, sql)


class PgDatabase:
    """An open PostgreSQL database (an asyncpg pool). Use :meth:`open`; close with :meth:`close`."""

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

    async def transaction(self, fn: Callable[[asyncpg.Connection], Awaitable[T]]) -> T:
        """Run ``fn(conn)`` in one transaction; commit, or roll back on any exception.
        Retried from the start on deadlock or serialization failure (up to ``RETRIES`` times)."""
        for attempt in range(RETRIES):
            try:
                async with self.pool.acquire() as conn, conn.transaction():
                    return await fn(conn)
            except (asyncpg.exceptions.DeadlockDetectedError, asyncpg.exceptions.SerializationError) as exc:
                if attempt == RETRIES - 1:
                    raise
                log.info("transaction retried after %s", type(exc).__name__)
                await asyncio.sleep(0.005 * (attempt + 1))
        raise AssertionError("unreachable")

    async def fetchall(self, sql: str, params: Any = ()) -> list[asyncpg.Record]:
        """Rows of a read query (``$n`` or ``?`` placeholders)."""
        return list(await self.pool.fetch(dollar_params(sql), *params))

    async def fetchone(self, sql: str, params: Any = ()) -> asyncpg.Record | None:
        """The first row of a read query, or None."""
        row: asyncpg.Record | None = await self.pool.fetchrow(dollar_params(sql), *params)
        return row

    async def execute(self, sql: str, params: Any = ()) -> None:
        """Run one statement in its own transaction."""
        await self.pool.execute(dollar_params(sql), *params)

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


async def migrate(conn: asyncpg.Connection, folder: Path = PG_MIGRATIONS) -> int:
    """Apply pending migrations under an advisory lock; return the schema version reached."""
    await conn.execute("SELECT pg_advisory_lock($1)", MIGRATION_LOCK)
    try:
        await conn.execute(
            "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY, applied_at DOUBLE PRECISION NOT NULL)"
        )
        current = int(await conn.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_version"))
        for number, path in migration_files(folder):
            if number <= current:
                continue
            async with conn.transaction():
                await conn.execute(path.read_text())
                await conn.execute("INSERT INTO schema_version (version, applied_at) VALUES ($1, $2)", number, time.time())
            current = number
        return current
    finally:
        await conn.execute("SELECT pg_advisory_unlock($1)", MIGRATION_LOCK)
