"""Persistence behind one interface (:mod:`storage.interface`), on SQLite or PostgreSQL.

One set of stores (:mod:`storage.matches`, :mod:`storage.messages`, :mod:`storage.ratings`,
:mod:`storage.preferences`) writes its SQL once against a small adapter (:mod:`storage.sql`);
:mod:`storage.sqlite` (aiosqlite) and :mod:`storage.postgres` (asyncpg) hold only what differs:
opening, pragmas or pool, transactions, placeholders. The records are in :mod:`storage.records`,
the migrations (one numbering) in ``storage/migrations/`` (:mod:`storage.schema`).

:func:`open_storage` picks the backend from a ``DATABASE_URL``: unset or ``sqlite:///path``
opens the embedded SQLite database, ``postgresql://…`` a PostgreSQL pool; either way a
:class:`Storage`. Both apply pending migrations at open. Cogs reach the named stores through the match service
(``MatchService.messages``, ``MatchService.ratings``), never through the storage itself.
"""
from __future__ import annotations

from pathlib import Path

from storage.backend import Storage
from storage.guilds import GuildConfigStore, PauseStore
from storage.interface import MatchStoreAPI, MessageStoreAPI, RatingStoreAPI, StorageBackend
from storage.matches import MatchStore
from storage.messages import MessageStore
from storage.preferences import PreferenceStore
from storage.ratings import RatedSeat, Rater, RatingStore
from storage.records import (
    TUTORIAL_OPTION,
    FinishedSeat,
    GuildConfigRecord,
    MatchRecord,
    MatchStatus,
    MessageRecord,
    PauseRecord,
    Reputation,
    Season,
    SeatRecord,
    StaleVersion,
    Standing,
    TutorialRecord,
)
from storage.seasons import NoSeasonRunning, SeasonError, SeasonNameTaken
from storage.sqlite import SqliteDatabase
from storage.tutorials import TutorialStore

Database = SqliteDatabase  # the SQLite database's name before storage/sqlite/


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

    ``sqlite:///path`` (or a plain file path) → :class:`Storage` on :class:`storage.sqlite.SqliteDatabase`;
    ``postgresql://user@host/db`` (also ``postgres://``, libpq URL syntax incl. ``?host=/socket/dir``)
    → :class:`Storage` on :class:`storage.postgres.PgDatabase`.
    Raises ValueError for any other scheme.
    """
    text = str(url)
    if text.startswith(("postgresql://", "postgres://")):
        from storage.postgres import open_postgres  # asyncpg only loads when PostgreSQL is used

        return await open_postgres(text)
    if text.startswith("sqlite:"):
        return await Storage.open(sqlite_path(text))
    if "://" in text:
        raise ValueError(f"DATABASE_URL {text!r}: use sqlite:///path or postgresql://user@host/database")
    return await Storage.open(text)


__all__ = [
    "Database",
    "FinishedSeat",
    "GuildConfigRecord",
    "GuildConfigStore",
    "MatchRecord",
    "MatchStatus",
    "MatchStore",
    "MatchStoreAPI",
    "MessageRecord",
    "MessageStore",
    "MessageStoreAPI",
    "PauseRecord",
    "PauseStore",
    "RatedSeat",
    "Rater",
    "RatingStore",
    "RatingStoreAPI",
    "Reputation",
    "Season",
    "SeasonError",
    "SeasonNameTaken",
    "NoSeasonRunning",
    "SeatRecord",
    "StaleVersion",
    "Standing",
    "Storage",
    "TUTORIAL_OPTION",
    "TutorialRecord",
    "TutorialStore",
    "StorageBackend",
    "PreferenceStore",
    "open_storage",
    "sqlite_path",
]
