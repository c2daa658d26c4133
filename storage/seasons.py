"""Seasons per server (issue 22): ``/season start`` and ``/season end``, and which season a result counts in.

Tables (migration 007): ``seasons`` (every season a server ever had, its name unique there, case
ignored) and ``current_seasons`` (one row per server: the season running, NULL for none).

**A match counts in exactly one season.** A season change (:meth:`SeasonStore.start`, which ends
the running season and starts the next in one transaction, and :meth:`SeasonStore.end`) updates the
server's ``current_seasons`` row under a row lock; the final action of every match reads that row
inside its own transaction with a share lock (:func:`season_for_result`, called by
:func:`storage.ratings.record_result`). On PostgreSQL the two wait for each other: a match end that
read the row holds its share lock until it commits, so the season change waits for it (the match
counts in the old season); a match end that comes while a change holds the row waits and then
reads the changed row (it counts in the new season, or in none after ``/season end``). On SQLite
every write transaction holds the whole database. Either way the season a result went to is the one
running when its transaction committed, and it is stored on the match (``matches.season_id``).
"""
from __future__ import annotations

from typing import Protocol

from storage.records import Season
from storage.sql import Connection, Row, SqlDatabase

SEASON = "id, guild_id, name, started_at, ended_at"

NAME_MAX = 40
"""The longest season name, in characters (it must fit Discord's 100-character choice names with room to spare)."""


class SeasonError(Exception):
    """A season change that cannot be made; ``str()`` is one line for the person who asked."""


class SeasonNameTaken(SeasonError):
    """This server already had a season of that name (names are compared ignoring case); ``name``
    is that season's name as stored."""

    def __init__(self, message: str, name: str = "") -> None:
        super().__init__(message)
        self.name = name


class NoSeasonRunning(SeasonError):
    """``/season end`` while no season runs."""


def _season(r: Row) -> Season:
    return Season(r["id"], r["guild_id"], r["name"], r["started_at"], r["ended_at"])


async def season_for_result(conn: Connection, guild_id: int) -> int | None:
    """Inside a match's final transaction: the id of the season running on ``guild_id`` (None if none),
    share-locked until the transaction ends so a season change waits for it (module docstring)."""
    row = await conn.fetchone(
        f"SELECT season_id FROM current_seasons WHERE guild_id = ?{conn.dialect.for_share}", (guild_id,)
    )
    return None if row is None or row[0] is None else int(row[0])


async def _lock_current(conn: Connection, guild_id: int) -> Season | None:
    """The running season of ``guild_id`` with its ``current_seasons`` row locked for the change."""
    await conn.execute(
        "INSERT INTO current_seasons (guild_id, season_id) VALUES (?, NULL) ON CONFLICT (guild_id) DO NOTHING", (guild_id,)
    )
    row = await conn.fetchone(
        f"SELECT season_id FROM current_seasons WHERE guild_id = ?{conn.dialect.for_update}", (guild_id,)
    )
    if row is None or row[0] is None:
        return None
    found = await conn.fetchone(f"SELECT {SEASON} FROM seasons WHERE id = ?", (row[0],))
    return _season(found) if found is not None else None


async def start_season(conn: Connection, guild_id: int, name: str, at: float) -> tuple[Season, Season | None]:
    """:meth:`SeasonStore.start` inside the caller's transaction ``conn``."""
    running = await _lock_current(conn, guild_id)
    taken = await conn.fetchone(
        f"SELECT {SEASON} FROM seasons WHERE guild_id = ? AND lower(name) = lower(?)", (guild_id, name)
    )
    if taken is not None:
        raise SeasonNameTaken(f"This server already had a season called “{taken['name']}”; pick another name.",
                              name=str(taken["name"]))
    if running is not None:
        await conn.execute("UPDATE seasons SET ended_at = ? WHERE id = ?", (at, running.id))
        running.ended_at = at
    row = await conn.fetchone(
        f"INSERT INTO seasons (guild_id, name, started_at) VALUES (?, ?, ?) RETURNING {SEASON}",
        (guild_id, name, at),
    )
    assert row is not None
    season = _season(row)
    await conn.execute("UPDATE current_seasons SET season_id = ? WHERE guild_id = ?", (season.id, guild_id))
    return season, running


async def end_season(conn: Connection, guild_id: int, at: float) -> Season:
    """:meth:`SeasonStore.end` inside the caller's transaction ``conn``."""
    running = await _lock_current(conn, guild_id)
    if running is None:
        raise NoSeasonRunning("No season is running on this server; start one with `/season start`.")
    await conn.execute("UPDATE seasons SET ended_at = ? WHERE id = ?", (at, running.id))
    await conn.execute("UPDATE current_seasons SET season_id = NULL WHERE guild_id = ?", (guild_id,))
    running.ended_at = at
    return running


class SeasonStoreAPI(Protocol):
    """Seasons of a server; every backend implements these."""

    async def start(self, guild_id: int, name: str, at: float) -> tuple[Season, Season | None]: ...

    async def end(self, guild_id: int, at: float) -> Season: ...

    async def current(self, guild_id: int) -> Season | None: ...

    async def named(self, guild_id: int, name: str) -> Season | None: ...

    async def get(self, guild_id: int, season_id: int) -> Season | None: ...

    async def of_guild(self, guild_id: int, prefix: str = "", limit: int = 25) -> list[Season]: ...


class SeasonStore:
    """Reads and changes the seasons of servers on one :class:`~storage.sql.SqlDatabase` (:class:`SeasonStoreAPI`)."""

    def __init__(self, db: SqlDatabase) -> None:
        self.db = db

    async def start(self, guild_id: int, name: str, at: float) -> tuple[Season, Season | None]:
        """Start season ``name`` on ``guild_id`` at ``at`` (Unix s): every rating in it starts afresh.
        A season still running ends at the same moment, in the same transaction, so every match
        counts in one of the two. Returns ``(started, ended or None)``. Raises SeasonNameTaken
        (nothing changed) when the server already had a season of that name."""

        return await self.db.transaction(lambda conn: start_season(conn, guild_id, name, at))

    async def end(self, guild_id: int, at: float) -> Season:
        """End the season running on ``guild_id`` at ``at``; its standings stay as they are. Returns it.
        Raises NoSeasonRunning (nothing changed) when none runs."""

        return await self.db.transaction(lambda conn: end_season(conn, guild_id, at))

    async def current(self, guild_id: int) -> Season | None:
        """The season running on ``guild_id``, or None."""
        row = await self.db.fetchone(
            "SELECT s.id, s.guild_id, s.name, s.started_at, s.ended_at FROM current_seasons c"
            " JOIN seasons s ON s.id = c.season_id WHERE c.guild_id = ?",
            (guild_id,),
        )
        return _season(row) if row is not None else None

    async def named(self, guild_id: int, name: str) -> Season | None:
        """The season of ``guild_id`` called ``name`` (case ignored), running or ended, or None."""
        row = await self.db.fetchone(
            f"SELECT {SEASON} FROM seasons WHERE guild_id = ? AND lower(name) = lower(?)", (guild_id, name.strip())
        )
        return _season(row) if row is not None else None

    async def get(self, guild_id: int, season_id: int) -> Season | None:
        """Season ``season_id`` if it belongs to ``guild_id``, else None."""
        row = await self.db.fetchone(f"SELECT {SEASON} FROM seasons WHERE id = ? AND guild_id = ?", (season_id, guild_id))
        return _season(row) if row is not None else None

    async def of_guild(self, guild_id: int, prefix: str = "", limit: int = 25) -> list[Season]:
        """Seasons of ``guild_id`` whose name contains ``prefix`` (case ignored; "" for all), newest first,
        at most ``limit``: what ``/standings season:`` autocompletes. (A server has a few seasons a year:
        the match is made here rather than with LIKE, whose wildcards a name may contain.)"""
        rows = await self.db.fetchall(
            f"SELECT {SEASON} FROM seasons WHERE guild_id = ? ORDER BY started_at DESC, id DESC", (guild_id,)
        )
        wanted = prefix.strip().casefold()
        return [_season(r) for r in rows if wanted in r["name"].casefold()][:limit]
