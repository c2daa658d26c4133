"""The match store: matches, seats and the append-only action log.

Every action is one transaction (:meth:`MatchStore.commit_action`): append the action,
store the new state and timers, bump the version — only if the stored version is the
one the caller read. A stale or concurrent write raises :class:`StaleVersion` and
changes nothing (DESIGN.md, "storage/").
"""
from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field
from typing import Any

from storage.db import Database
from storage.ratings import FinishedSeat, record_result


class StaleVersion(Exception):
    """The stored version is not the one expected: another write got there first."""


@dataclass
class SeatRecord:
    """One seat. ``user_id`` is None for a bot seat that never had a person."""

    seat: int
    user_id: int | None
    name: str
    is_bot: bool = False
    abandoned: bool = False
    level: str = "normal"  # a bot seat's level ("easy", "normal", "hard"); kept for a person's seat a bot takes over


@dataclass
class MatchRecord:
    """One row of ``matches`` with its seats. ``state`` is the game state as JSON text."""

    id: int
    guild_id: int | None
    channel_id: int | None
    thread_id: int | None
    game: str
    status: str
    host_id: int
    options: dict[str, Any]
    seed: int
    state: str | None
    version: int
    timers: dict[str, Any]
    created_at: float
    updated_at: float
    seats: list[SeatRecord] = field(default_factory=list)


def _match_from_row(row: sqlite3.Row, seats: list[SeatRecord]) -> MatchRecord:
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


def _seats(conn: sqlite3.Connection, match_id: int) -> list[SeatRecord]:
    rows = conn.execute(
        "SELECT seat, user_id, name, is_bot, abandoned, level FROM seats WHERE match_id = ? ORDER BY seat",
        (match_id,),
    ).fetchall()
    return [SeatRecord(r[0], r[1], r[2], bool(r[3]), bool(r[4]), r[5]) for r in rows]


def _write_seats(conn: sqlite3.Connection, match_id: int, seats: list[SeatRecord]) -> None:
    conn.execute("DELETE FROM seats WHERE match_id = ?", (match_id,))
    conn.executemany(
        "INSERT INTO seats (match_id, seat, user_id, name, is_bot, abandoned, level) VALUES (?, ?, ?, ?, ?, ?, ?)",
        [(match_id, s.seat, s.user_id, s.name, int(s.is_bot), int(s.abandoned), s.level) for s in seats],
    )


class MatchStore:
    """Reads and writes matches. All methods are coroutines on one :class:`Database`."""

    def __init__(self, db: Database) -> None:
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

        def body(conn: sqlite3.Connection) -> int:
            cur = conn.execute(
                "INSERT INTO matches (guild_id, channel_id, game, status, host_id, options, seed, created_at, updated_at)"
                " VALUES (?, ?, ?, 'lobby', ?, ?, ?, ?, ?)",
                (guild_id, channel_id, game, host_id, json.dumps(options), seed, at, at),
            )
            match_id = int(cur.lastrowid or 0)
            _write_seats(conn, match_id, seats)
            return match_id

        match_id = await self.db.transaction(body)
        record = await self.get(match_id)
        assert record is not None
        return record

    async def get(self, match_id: int) -> MatchRecord | None:
        """The match with its seats, or None."""

        def body(conn: sqlite3.Connection) -> MatchRecord | None:
            row = conn.execute("SELECT * FROM matches WHERE id = ?", (match_id,)).fetchone()
            return None if row is None else _match_from_row(row, _seats(conn, match_id))

        return await self.db.run(body)

    async def with_status(self, statuses: tuple[str, ...], guild_id: int | None = None) -> list[MatchRecord]:
        """Matches whose status is in ``statuses`` (optionally of one guild), oldest first, with seats."""

        def body(conn: sqlite3.Connection) -> list[MatchRecord]:
            marks = ",".join("?" * len(statuses))
            sql = f"SELECT * FROM matches WHERE status IN ({marks})"
            params: list[Any] = list(statuses)
            if guild_id is not None:
                sql += " AND guild_id = ?"
                params.append(guild_id)
            rows = conn.execute(sql + " ORDER BY id", params).fetchall()
            # One seats query for all of them (not one per match): reloading 1000 matches at start-up.
            seats: dict[int, list[SeatRecord]] = {r["id"]: [] for r in rows}
            if seats:
                seat_sql = (
                    "SELECT s.match_id, s.seat, s.user_id, s.name, s.is_bot, s.abandoned, s.level"
                    f" FROM seats s JOIN matches m ON m.id = s.match_id WHERE m.status IN ({marks})"
                )
                seat_params: list[Any] = list(statuses)
                if guild_id is not None:
                    seat_sql += " AND m.guild_id = ?"
                    seat_params.append(guild_id)
                for r in conn.execute(seat_sql + " ORDER BY s.match_id, s.seat", seat_params):
                    if r[0] in seats:
                        seats[r[0]].append(SeatRecord(r[1], r[2], r[3], bool(r[4]), bool(r[5]), r[6]))
            return [_match_from_row(r, seats[r["id"]]) for r in rows]

        return await self.db.run(body)

    async def set_seats(self, match_id: int, seats: list[SeatRecord], at: float) -> None:
        """Replace the seat list of a match (lobby changes, abandon → bot)."""

        def body(conn: sqlite3.Connection) -> None:
            _write_seats(conn, match_id, seats)
            conn.execute("UPDATE matches SET updated_at = ? WHERE id = ?", (at, match_id))

        await self.db.transaction(body)

    async def set_options(self, match_id: int, options: dict[str, Any], at: float) -> None:
        """Replace a lobby's options (already validated by the game's Options model)."""
        await self.db.transaction(
            lambda c: c.execute(
                "UPDATE matches SET options = ?, updated_at = ? WHERE id = ?", (json.dumps(options), at, match_id)
            )
        )

    async def set_status(self, match_id: int, status: str, at: float) -> None:
        """Set the status (e.g. "cancelled")."""
        await self.db.transaction(
            lambda c: c.execute("UPDATE matches SET status = ?, updated_at = ? WHERE id = ?", (status, at, match_id))
        )

    async def set_thread(self, match_id: int, thread_id: int | None) -> None:
        """Record the thread (or channel) where the match is played."""
        await self.db.transaction(lambda c: c.execute("UPDATE matches SET thread_id = ? WHERE id = ?", (thread_id, match_id)))

    async def start(
        self, match_id: int, *, seats: list[SeatRecord], state: str, timers: dict[str, Any], at: float
    ) -> None:
        """Turn a lobby into an active match at version 0. Raises StaleVersion if it is no longer a lobby."""

        def body(conn: sqlite3.Connection) -> None:
            cur = conn.execute(
                "UPDATE matches SET status = 'active', state = ?, version = 0, timers = ?, updated_at = ?"
                " WHERE id = ? AND status = 'lobby'",
                (state, json.dumps(timers), at, match_id),
            )
            if cur.rowcount != 1:
                raise StaleVersion(f"match {match_id} is not a lobby")
            _write_seats(conn, match_id, seats)

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

        One transaction: insert into the action log at ``seq = expected_version + 1``,
        update state/timers/version only where ``version = expected_version``; when
        ``finished`` is given, also mark the match finished, write results and update
        ratings. Raises StaleVersion (nothing written) if the version moved.
        """
        new_version = expected_version + 1

        def body(conn: sqlite3.Connection) -> int:
            cur = conn.execute(
                "UPDATE matches SET state = ?, timers = ?, version = ?, updated_at = ?"
                " WHERE id = ? AND version = ? AND status = 'active'",
                (state, json.dumps(timers), new_version, at, match_id, expected_version),
            )
            if cur.rowcount != 1:
                raise StaleVersion(f"match {match_id} is not at version {expected_version}")
            conn.execute(
                "INSERT INTO actions (match_id, seq, seat, action, at) VALUES (?, ?, ?, ?, ?)",
                (match_id, new_version, seat, action, at),
            )
            if finished is not None:
                conn.execute("UPDATE matches SET status = 'finished' WHERE id = ?", (match_id,))
                record_result(conn, match_id, guild_id, game, finished)
            return new_version

        return await self.db.transaction(body)

    async def set_timers(self, match_id: int, timers: dict[str, Any]) -> None:
        """Store the armed timers without an action (e.g. after a reload re-arms them)."""
        await self.db.transaction(
            lambda c: c.execute("UPDATE matches SET timers = ? WHERE id = ?", (json.dumps(timers), match_id))
        )

    async def actions(self, match_id: int) -> list[tuple[int, int, str]]:
        """The action log ``[(seq, seat, action_json)]`` in order."""
        rows = await self.db.fetchall("SELECT seq, seat, action FROM actions WHERE match_id = ? ORDER BY seq", (match_id,))
        return [(r[0], r[1], r[2]) for r in rows]

    async def set_host(self, match_id: int, host_id: int) -> None:
        """Store a lobby's new host (the previous one left)."""
        await self.db.transaction(lambda c: c.execute("UPDATE matches SET host_id = ? WHERE id = ?", (host_id, match_id)))

