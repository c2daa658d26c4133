"""The PostgreSQL match store: :class:`storage.interface.MatchStoreAPI` on asyncpg.

Same contract as :mod:`storage.matches`: every action is one transaction that appends to
the log, stores state, timers and version only where the stored version is the expected
one (a concurrent writer's UPDATE waits for ours, re-reads the row and matches nothing),
and — for the last action — marks the match finished and records results and ratings.
"""
from __future__ import annotations

import json
from typing import Any

import asyncpg

from storage.matches import MatchRecord, SeatRecord, StaleVersion
from storage.postgres.db import PgDatabase
from storage.postgres.ratings import record_result
from storage.ratings import FinishedSeat

SEAT_COLUMNS = "seat, user_id, name, is_bot, abandoned, level"


def _match_from_row(row: asyncpg.Record, seats: list[SeatRecord]) -> MatchRecord:
    return MatchRecord(
        id=row["id"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        thread_id=row["thread_id"],
        game=row["game"],
        status=row["status"],
        host_id=row["host_id"],
        options=json.loads(row["options"]),
        seed=row["seed"],
        state=row["state"],
        version=row["version"],
        timers=json.loads(row["timers"]),
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        seats=seats,
    )


def _seat(r: asyncpg.Record) -> SeatRecord:
    return SeatRecord(r["seat"], r["user_id"], r["name"], r["is_bot"], r["abandoned"], r["level"])


async def _write_seats(conn: asyncpg.Connection, match_id: int, seats: list[SeatRecord]) -> None:
    await conn.execute("DELETE FROM seats WHERE match_id = $1", match_id)
    if seats:
        await conn.executemany(
            f"INSERT INTO seats (match_id, {SEAT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7)",
            [(match_id, s.seat, s.user_id, s.name, s.is_bot, s.abandoned, s.level) for s in seats],
        )


class PgMatchStore:
    """Reads and writes matches on one :class:`PgDatabase`."""

    def __init__(self, db: PgDatabase) -> None:
        self.db = db

    async def create(
        self,
        *,
        guild_id: int | None,
        channel_id: int | None,
        game: str,
        host_id: int,
        options: dict[str, Any],
        seed: int,
        seats: list[SeatRecord],
        at: float,
    ) -> MatchRecord:
        """Insert a lobby with its first seats; return it with its new id."""

        async def body(conn: asyncpg.Connection) -> int:
            match_id: int = await conn.fetchval(
                "INSERT INTO matches (guild_id, channel_id, game, status, host_id, options, seed, created_at, updated_at)"
                " VALUES ($1, $2, $3, 'lobby', $4, $5, $6, $7, $8) RETURNING id",
                guild_id, channel_id, game, host_id, json.dumps(options), seed, at, at,
            )
            await _write_seats(conn, match_id, seats)
            return match_id

        record = await self.get(await self.db.transaction(body))
        assert record is not None
        return record

    async def get(self, match_id: int) -> MatchRecord | None:
        """The match with its seats, or None."""
        async with self.db.pool.acquire() as conn, conn.transaction(isolation="repeatable_read", readonly=True):
            row = await conn.fetchrow("SELECT * FROM matches WHERE id = $1", match_id)
            if row is None:
                return None
            seats = await conn.fetch(f"SELECT {SEAT_COLUMNS} FROM seats WHERE match_id = $1 ORDER BY seat", match_id)
            return _match_from_row(row, [_seat(r) for r in seats])

    async def with_status(self, statuses: tuple[str, ...], guild_id: int | None = None) -> list[MatchRecord]:
        """Matches whose status is in ``statuses`` (optionally of one guild), oldest first, with seats."""
        where = "status = ANY($1::text[])" + ("" if guild_id is None else " AND guild_id = $2")
        params: list[Any] = [list(statuses)] + ([] if guild_id is None else [guild_id])
        async with self.db.pool.acquire() as conn, conn.transaction(isolation="repeatable_read", readonly=True):
            rows = await conn.fetch(f"SELECT * FROM matches WHERE {where} ORDER BY id", *params)
            seats: dict[int, list[SeatRecord]] = {r["id"]: [] for r in rows}
            if seats:
                for r in await conn.fetch(
                    f"SELECT match_id, {SEAT_COLUMNS} FROM seats WHERE match_id = ANY($1::bigint[])"
                    " ORDER BY match_id, seat",
                    list(seats),
                ):
                    seats[r["match_id"]].append(_seat(r))
        return [_match_from_row(r, seats[r["id"]]) for r in rows]

    async def set_seats(self, match_id: int, seats: list[SeatRecord], at: float) -> None:
        """Replace the seat list of a match (lobby changes, abandon → bot)."""

        async def body(conn: asyncpg.Connection) -> None:
            await _write_seats(conn, match_id, seats)
            await conn.execute("UPDATE matches SET updated_at = $1 WHERE id = $2", at, match_id)

        await self.db.transaction(body)

    async def set_options(self, match_id: int, options: dict[str, Any], at: float) -> None:
        """Replace a lobby's options (already validated by the game's Options model)."""
        await self.db.execute(
            "UPDATE matches SET options = $1, updated_at = $2 WHERE id = $3", (json.dumps(options), at, match_id)
        )

    async def set_status(self, match_id: int, status: str, at: float) -> None:
        """Set the status (e.g. "cancelled")."""
        await self.db.execute("UPDATE matches SET status = $1, updated_at = $2 WHERE id = $3", (status, at, match_id))

    async def set_thread(self, match_id: int, thread_id: int | None) -> None:
        """Record the thread (or channel) where the match is played."""
        await self.db.execute("UPDATE matches SET thread_id = $1 WHERE id = $2", (thread_id, match_id))

    async def start(
        self, match_id: int, *, seats: list[SeatRecord], state: str, timers: dict[str, Any], at: float
    ) -> None:
        """Turn a lobby into an active match at version 0. Raises StaleVersion if it is no longer a lobby."""

        async def body(conn: asyncpg.Connection) -> None:
            status = await conn.execute(
                "UPDATE matches SET status = 'active', state = $1, version = 0, timers = $2, updated_at = $3"
                " WHERE id = $4 AND status = 'lobby'",
                state, json.dumps(timers), at, match_id,
            )
            if status != "UPDATE 1":
                raise StaleVersion(f"match {match_id} is not a lobby")
            await _write_seats(conn, match_id, seats)

        await self.db.transaction(body)

    async def commit_action(
        self,
        match_id: int,
        *,
        expected_version: int,
        seat: int,
        action: str,
        state: str,
        timers: dict[str, Any],
        at: float,
        finished: list[FinishedSeat] | None = None,
        guild_id: int | None = None,
        game: str = "",
    ) -> int:
        """Append one action and store the state it produced; return the new version.

        One transaction, as :meth:`storage.matches.MatchStore.commit_action` (a single statement for
        a move that does not end the match); rating rows
        are locked (``SELECT … FOR UPDATE``, in user order) before they are read, so two
        processes finishing matches of one guild at once both count. Raises StaleVersion
        (nothing written) if the version moved.
        """
        new_version = expected_version + 1
        if finished is None:
            # The usual move: one statement (atomic by itself, one round trip) — the version-checked
            # UPDATE feeds the log INSERT, so a refused UPDATE inserts nothing.
            row = await self.db.pool.fetchrow(
                "WITH moved AS (UPDATE matches SET state = $1, timers = $2, version = $3, updated_at = $4"
                " WHERE id = $5 AND version = $6 AND status = 'active' RETURNING id)"
                " INSERT INTO actions (match_id, seq, seat, action, at) SELECT id, $3, $7, $8, $4 FROM moved RETURNING seq",
                state, json.dumps(timers), new_version, at, match_id, expected_version, seat, action,
            )
            if row is None:
                raise StaleVersion(f"match {match_id} is not at version {expected_version}")
            return new_version

        async def body(conn: asyncpg.Connection) -> int:
            status = await conn.execute(
                "UPDATE matches SET state = $1, timers = $2, version = $3, updated_at = $4"
                " WHERE id = $5 AND version = $6 AND status = 'active'",
                state, json.dumps(timers), new_version, at, match_id, expected_version,
            )
            if status != "UPDATE 1":
                raise StaleVersion(f"match {match_id} is not at version {expected_version}")
            await conn.execute(
                "INSERT INTO actions (match_id, seq, seat, action, at) VALUES ($1, $2, $3, $4, $5)",
                match_id, new_version, seat, action, at,
            )
            if finished is not None:
                await conn.execute("UPDATE matches SET status = 'finished' WHERE id = $1", match_id)
                await record_result(conn, match_id, guild_id, game, finished)
            return new_version

        return await self.db.transaction(body)

    async def set_timers(self, match_id: int, timers: dict[str, Any]) -> None:
        """Store the armed timers without an action (e.g. after a reload re-arms them)."""
        await self.db.execute("UPDATE matches SET timers = $1 WHERE id = $2", (json.dumps(timers), match_id))

    async def actions(self, match_id: int) -> list[tuple[int, int, str]]:
        """The action log ``[(seq, seat, action_json)]`` in order."""
        rows = await self.db.fetchall("SELECT seq, seat, action FROM actions WHERE match_id = $1 ORDER BY seq", (match_id,))
        return [(r[0], r[1], r[2]) for r in rows]

    async def set_host(self, match_id: int, host_id: int) -> None:
        """Store a lobby's new host (the previous one left)."""
        await self.db.execute("UPDATE matches SET host_id = $1 WHERE id = $2", (host_id, match_id))
