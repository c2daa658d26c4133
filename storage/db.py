"""The SQLite database: opening it with the right pragmas and applying versioned migrations.

One file (default ``data/menagerie.sqlite3``), WAL journal, ``synchronous=NORMAL``,
foreign keys on, a busy timeout (DESIGN.md, "storage/"). Migrations are the files
``storage/migrations/NNN_name.sql``, applied in order inside one transaction each;
``PRAGMA user_version`` holds the number of the last one applied.

Writes that must be atomic run as one plain-``sqlite3`` function on aiosqlite's
worker thread (:meth:`Database.run`): one executor hop per transaction rather than
one per statement, and no other coroutine can interleave statements inside it.
"""
from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

MIGRATIONS = Path(__file__).with_name("migrations")

T = TypeVar("T")


def migration_files(folder: Path = MIGRATIONS) -> list[tuple[int, Path]]:
    """``[(number, path)]`` of every migration in ``folder`` (SQLite's by default; PostgreSQL's are in
    ``migrations/postgres/`` with the same numbers), sorted. Raises ValueError on a badly named file."""
    found = []
    for path in folder.glob("*.sql"):
        number, _, _ = path.stem.partition("_")
        if not number.isdigit():
            raise ValueError(f"migration {path.name} must start with a number")
        found.append((int(number), path))
    return sorted(found)


def _migrate(conn: sqlite3.Connection) -> int:
    """Apply pending migrations; return the schema version reached."""
    current: int = conn.execute("PRAGMA user_version").fetchone()[0]
    for number, path in migration_files():
        if number <= current:
            continue
        conn.execute("BEGIN IMMEDIATE")
        try:
            for statement in _split_sql(path.read_text()):
                conn.execute(statement)
            conn.execute(f"PRAGMA user_version = {number:d}")
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        current = number
    return current


def _split_sql(script: str) -> list[str]:
    """Split a migration script into complete statements (comments dropped)."""
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


class Database:
    """An open database. Use :meth:`open`; close with :meth:`close`.

    ``conn`` is the aiosqlite connection in autocommit mode (transactions are explicit).
    """

    def __init__(self, conn: aiosqlite.Connection, path: str) -> None:
        self.conn = conn
        self.path = path

    @classmethod
    async def open(cls, path: str | Path) -> Database:
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

    async def transaction(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``fn`` inside ``BEGIN IMMEDIATE … COMMIT`` in one hop; roll back on any exception."""

        def body(conn: sqlite3.Connection) -> T:
            conn.execute("BEGIN IMMEDIATE")
            try:
                result = fn(conn)
                conn.execute("COMMIT")  # inside the try: a failed COMMIT must not leave the transaction open
            except BaseException:
                if conn.in_transaction:  # SQLite may already have rolled back by itself
                    conn.execute("ROLLBACK")
                raise
            return result

        return await self.run(body)

    async def fetchall(self, sql: str, params: Any = ()) -> list[sqlite3.Row]:
        """Rows of a read query."""
        return await self.run(lambda c: c.execute(sql, params).fetchall())

    async def fetchone(self, sql: str, params: Any = ()) -> sqlite3.Row | None:
        """The first row of a read query, or None."""
        return await self.run(lambda c: c.execute(sql, params).fetchone())

    async def schema_version(self) -> int:
        """The number of the last migration applied."""
        row = await self.fetchone("PRAGMA user_version")
        assert row is not None
        return int(row[0])

    async def close(self) -> None:
        """Close the connection (idempotent)."""
        with contextlib.suppress(ValueError):  # already closed
            await self.conn.close()


def _configure(conn: sqlite3.Connection) -> None:
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=NORMAL")
    conn.execute("PRAGMA foreign_keys=ON")
    conn.execute("PRAGMA busy_timeout=5000")
