"""The small adapter the stores are written against, once, for SQLite and PostgreSQL.

The stores (:mod:`storage.matches`, :mod:`storage.messages`, :mod:`storage.ratings`,
:mod:`storage.preferences`) write their SQL once, with ``?`` placeholders, ``RETURNING`` and
``INSERT … ON CONFLICT … DO UPDATE`` (SQLite ≥ 3.35 and PostgreSQL both speak them), and run it
through a :class:`SqlDatabase`: :class:`storage.sqlite.SqliteDatabase` on aiosqlite or
:class:`storage.postgres.PgDatabase` on asyncpg. What really differs between the two is
in :class:`Dialect` and in those two classes: placeholders (``?`` → ``$n``), how a
transaction is run and retried, row locks, and how the connection is opened and migrated.

Rows are the driver's own (``sqlite3.Row`` or ``asyncpg.Record``): both index by position and by
column name. Flags come back as ``int`` from SQLite and ``bool`` from PostgreSQL: read them with ``bool()``.
"""
from __future__ import annotations

from collections.abc import Callable, Coroutine, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

T = TypeVar("T")

Row = Any
"""A result row: ``sqlite3.Row`` or ``asyncpg.Record`` (``row[0]``, ``row["name"]``)."""


@dataclass(frozen=True)
class Dialect:
    """What the stores must know about the SQL a backend speaks beyond what both share.

    ``name``: "sqlite" or "postgresql" (what :attr:`storage.interface.StorageBackend.backend` reports).
    ``for_update``: the suffix that locks the rows a ``SELECT`` read until the transaction ends
    (PostgreSQL's `` FOR UPDATE``; empty on SQLite, whose ``BEGIN IMMEDIATE`` holds the whole database).
    ``writable_cte``: a ``WITH`` clause may hold an ``UPDATE … RETURNING`` (PostgreSQL), so a
    version-checked move can be one statement, one round trip.
    ``for_share``: the suffix that share-locks the rows a ``SELECT`` read (PostgreSQL's `` FOR SHARE``:
    readers of one row go on together, a writer of it waits for them and they for it; empty on SQLite).
    """

    name: str
    for_update: str
    writable_cte: bool
    for_share: str = ""


class Connection(Protocol):
    """The connection inside one transaction (or read snapshot); SQL with ``?`` placeholders."""

    @property
    def dialect(self) -> Dialect: ...

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one statement; return how many rows it changed."""
        ...

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        """Run one statement once per parameter row."""
        ...

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """Every row of a query (also ``… RETURNING``)."""
        ...

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        """The first row of a query, or None."""
        ...


Work = Callable[[Connection], Coroutine[Any, Any, T]]
"""A transaction's body: ``async def body(conn: Connection) -> T`` that awaits only ``conn``'s methods
(on SQLite it runs on the database thread in one hop, so it must not await anything else)."""


class SqlDatabase(Protocol):
    """An open database the stores run their SQL on (SQL with ``?`` placeholders)."""

    @property
    def dialect(self) -> Dialect: ...

    async def transaction(self, fn: Work[T]) -> T:
        """Run ``fn(conn)`` as one transaction: commit when it returns, roll back when it raises
        (and re-raise). No other writer's statements interleave with it."""
        ...

    async def snapshot(self, fn: Work[T]) -> T:
        """Run the reads in ``fn(conn)`` against one consistent view of the database (no writes)."""
        ...

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one statement as its own transaction; return how many rows it changed."""
        ...

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """Every row of a read query."""
        ...

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        """The first row of a read query, or None."""
        ...

    async def schema_version(self) -> int:
        """The number of the last migration applied (:mod:`storage.migrations`)."""
        ...

    async def close(self) -> None:
        """Close the connection or pool (idempotent)."""
        ...


def marks(count: int) -> str:
    """``count`` placeholders for an ``IN (…)`` list: ``marks(3)`` → ``"?, ?, ?"``. Raises ValueError for 0."""
    if count < 1:
        raise ValueError("an IN list needs at least one value")
    return ", ".join("?" * count)
