"""The SQLite database: opening it with the right pragmas, applying migrations, and the adapter the stores use.

One file (default ``data/menagerie.sqlite3``), WAL journal, ``synchronous=NORMAL``,
foreign keys on, a busy timeout (DESIGN.md, "storage/"). Migrations are
:func:`storage.schema.migration_files` in SQLite's types, applied in order inside one transaction
each; ``PRAGMA user_version`` holds the number of the last one applied.

A transaction runs on aiosqlite's worker thread in one hop (:meth:`SqliteDatabase.transaction`):
the store's ``async`` body is driven to its end right there, because every statement it awaits
(:class:`SqliteConnection`) is a plain ``sqlite3`` call that never suspends. One executor hop per
transaction rather than one per statement, and no other coroutine can interleave statements
inside it.
"""
from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable, Coroutine, Iterable, Sequence
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

from storage.schema import migration_files, migration_sql
from storage.sql import Dialect, Work

T = TypeVar("T")

SQLITE = Dialect(name="sqlite", for_update="", writable_cte=False)


def run_now(coro: Coroutine[Any, Any, T]) -> T:
    """Drive ``coro`` to its end without an event loop and return its result.

    For a store's body on the database thread: it may await only :class:`SqliteConnection`'s
    methods (which complete at once). Raises RuntimeError, after closing ``coro``, if it
    suspends on anything else.
    """
    try:
        coro.send(None)
    except StopIteration as done:
        result: T = done.value
        return result
    coro.close()
    raise RuntimeError("a SQLite transaction awaited something other than its connection")


class SqliteConnection:
    """:class:`storage.sql.Connection` over one ``sqlite3`` connection, on the database thread."""

    dialect = SQLITE

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        return self.conn.execute(sql, params).rowcount

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        self.conn.executemany(sql, rows)

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        return self.conn.execute(sql, params).fetchall()

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> sqlite3.Row | None:
        cur = self.conn.execute(sql, params)
        row: sqlite3.Row | None = cur.fetchone()
        cur.close()  # ends the statement (e.g. an INSERT … RETURNING) before the next one
        return row


def _migrate(conn: sqlite3.Connection) -> int:
    """Apply pending migrations; return the schema version reached."""
    current: int = conn.execute("PRAGMA user_version").fetchone()[0]
    for number, path in migration_files("sqlite"):
        if number <= current:
            continue
        conn.execute("BEGIN IMMEDIATE")
        try:
            for statement in split_sql(migration_sql(path, "sqlite")):
                conn.execute(statement)
            conn.execute(f"PRAGMA user_version = {number:d}")
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        current = number
    return current


def split_sql(script: str) -> list[str]:
    """The complete statements of a SQLite migration script, in order (lines starting with ``--``
    dropped). Raises ValueError when the script ends inside a statement."""
    statements, buffer = [], ""
    for line in script.splitlines():
        if line.strip().startswith("--"):
            continue
        buffer += line + "\n"
        if sqlite3.complete_statement(buffer):
            statements.append(buffer.strip())
            buffer = ""
    if buffer.strip():
        raise ValueError("migration ends with an incomplete statement")
    return statements


def _configure(conn: sqlite3.Connection) -> None:
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=NORMAL")
    conn.execute("PRAGMA foreign_keys=ON")
    conn.execute("PRAGMA busy_timeout=5000")


class SqliteDatabase:
    """An open SQLite database (:class:`storage.sql.SqlDatabase`). Use :meth:`open`; close with :meth:`close`.

    ``conn`` is the aiosqlite connection in autocommit mode (transactions are explicit).
    """

    dialect = SQLITE

    def __init__(self, conn: aiosqlite.Connection, path: str) -> None:
        self.conn = conn
        self.path = path

    @classmethod
    async def open(cls, path: str | Path) -> SqliteDatabase:
        """Open (creating folders and file if needed) and migrate. ``":memory:"`` is allowed."""
        path = str(path)
        if path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        conn = await aiosqlite.connect(path, isolation_level=None)
        conn.row_factory = sqlite3.Row
        db = cls(conn, path)
        await db.run(_configure)
        await db.run(_migrate)
        return db

    async def run(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``fn(sqlite3_connection)`` on the database thread and return its result.

        This is aiosqlite's own worker-thread dispatch (``Connection._execute``; the
        version is pinned in requirements.txt); ``fn`` must not await.
        """
        result: T = await self.conn._execute(fn, self.conn._conn)
        return result

    async def transaction(self, fn: Work[T]) -> T:
        """Run ``fn`` inside ``BEGIN IMMEDIATE … COMMIT`` in one hop; roll back on any exception."""

        def body(conn: sqlite3.Connection) -> T:
            conn.execute("BEGIN IMMEDIATE")
            try:
                result = run_now(fn(SqliteConnection(conn)))
                conn.execute("COMMIT")  # inside the try: a failed COMMIT must not leave the transaction open
            except BaseException:
                if conn.in_transaction:  # SQLite may already have rolled back by itself
                    conn.execute("ROLLBACK")
                raise
            return result

        return await self.run(body)

    async def snapshot(self, fn: Work[T]) -> T:
        """Run the reads of ``fn`` in one hop (no other statement of this connection comes between them)."""
        return await self.run(lambda c: run_now(fn(SqliteConnection(c))))

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one statement in its own ``BEGIN IMMEDIATE`` transaction; return the rows changed."""
        return await self.transaction(lambda c: c.execute(sql, params))

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        """Rows of a read query."""
        return await self.run(lambda c: c.execute(sql, params).fetchall())

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> sqlite3.Row | None:
        """The first row of a read query, or None."""
        return await self.snapshot(lambda c: c.fetchone(sql, params))

    async def schema_version(self) -> int:
        """The number of the last migration applied."""
        row = await self.fetchone("PRAGMA user_version")
        assert row is not None
        return int(row[0])

    async def close(self) -> None:
        """Close the connection (idempotent)."""
        with contextlib.suppress(ValueError):  # already closed
            await self.conn.close()

