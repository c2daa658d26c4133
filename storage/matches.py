"""The match store: matches, seats and the append-only action log, on either backend.

Every action is one transaction (:meth:`MatchStore.commit_action`): append the action,
store the new state and timers, bump the version — only if the stored version is the
one the caller read. A stale or concurrent write raises :class:`StaleVersion` and
changes nothing (DESIGN.md, "storage/"); on PostgreSQL a concurrent writer's UPDATE waits
for ours, re-reads the row and matches nothing.
"""
from __future__ import annotations

import json
from typing import Any

from storage.ratings import Rater, record_result
from storage.records import FinishedSeat, MatchRecord, MatchStatus, SeatRecord, StaleVersion
from storage.sql import Connection, Row, SqlDatabase, marks

__all__ = ["MatchRecord", "MatchStore", "SeatRecord", "StaleVersion"]

SEAT_COLUMNS = "seat, user_id, name, is_bot, abandoned, level, bot_played"

# The usual move on a dialect with writable CTEs: one statement (atomic by itself, one round trip) —
# the version-checked UPDATE feeds the log INSERT, so a refused UPDATE inserts nothing.
MOVE_IN_ONE_STATEMENT = (
    "WITH moved AS (UPDATE matches SET state = ?, timers = ?, version = ?, updated_at = ?"
    f" WHERE id = ? AND version = ? AND status = '{MatchStatus.ACTIVE}' RETURNING id)"
    " INSERT INTO actions (match_id, seq, seat, action, at) SELECT id, ?, ?, ?, ? FROM moved RETURNING seq"
)


def _match_from_row(row: Row, seats: list[SeatRecord]) -> MatchRecord:
    return MatchRecord(
        id=row["id"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        thread_id=row["thread_id"],
        game=row["game"],
        status=MatchStatus(row["status"]),
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


def _seat(r: Row) -> SeatRecord:
    return SeatRecord(r["seat"], r["user_id"], r["name"], bool(r["is_bot"]), bool(r["abandoned"]), r["level"],
                      bool(r["bot_played"]))


async def _write_seats(conn: Connection, match_id: int, seats: list[SeatRecord]) -> None:
    await conn.execute("DELETE FROM seats WHERE match_id = ?", (match_id,))
    if seats:
        await conn.executemany(
            f"INSERT INTO seats (match_id, {SEAT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [(match_id, s.seat, s.user_id, s.name, s.is_bot, s.abandoned, s.level, s.bot_played) for s in seats],
        )


class MatchStore:
    """Reads and writes matches (:class:`storage.interface.MatchStoreAPI`) on one :class:`~storage.sql.SqlDatabase`."""

    def __init__(self, db: SqlDatabase) -> None:
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

        async def body(conn: Connection) -> int:
            row = await conn.fetchone(
                "INSERT INTO matches (guild_id, channel_id, game, status, host_id, options, seed, created_at, updated_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                (guild_id, channel_id, game, MatchStatus.LOBBY.value, host_id, json.dumps(options), seed, at, at),
            )
            assert row is not None
            match_id = int(row[0])
            await _write_seats(conn, match_id, seats)
            return match_id

        record = await self.get(await self.db.transaction(body))
        assert record is not None
        return record

    async def get(self, match_id: int) -> MatchRecord | None:
        """The match with its seats, or None."""

        async def body(conn: Connection) -> MatchRecord | None:
            row = await conn.fetchone("SELECT * FROM matches WHERE id = ?", (match_id,))
            if row is None:
                return None
            seats = await conn.fetchall(f"SELECT {SEAT_COLUMNS} FROM seats WHERE match_id = ? ORDER BY seat", (match_id,))
            return _match_from_row(row, [_seat(r) for r in seats])

        return await self.db.snapshot(body)

    async def with_status(self, statuses: tuple[str, ...], guild_id: int | None = None) -> list[MatchRecord]:
        """Matches whose status is in ``statuses`` (optionally of one guild), oldest first, with seats."""
        if not statuses:
            return []
        where = f"m.status IN ({marks(len(statuses))})" + ("" if guild_id is None else " AND m.guild_id = ?")
        return await self._where(where, [str(s) for s in statuses] + ([] if guild_id is None else [guild_id]))

    async def ended_since(self, since: float) -> list[MatchRecord]:
        """Matches finished or cancelled whose last change (``updated_at``: the ``at`` of that write, s) is at or after
        ``since``, oldest first, with seats. Index ``matches_ended`` (migration 003) serves it."""
        ended = (MatchStatus.FINISHED.value, MatchStatus.CANCELLED.value)
        return await self._where("m.status IN (?, ?) AND m.updated_at >= ?", [*ended, since])

    async def seated(self, user_id: int) -> list[MatchRecord]:
        """Active matches in which ``user_id`` plays a seat themselves (not one a bot took over),
        by id, with their seats: what ``/turns`` narrows to the seats to act (from each match's
        state). Served by index ``seats_user``; one query for the matches, one for their seats."""
        return await self._where(
            "m.status = ? AND m.id IN (SELECT s1.match_id FROM seats s1 WHERE s1.user_id = ? AND s1.is_bot = ?)",
            [MatchStatus.ACTIVE.value, user_id, False])

    async def _where(self, where: str, params: list[Any]) -> list[MatchRecord]:
        """The matches ``m`` that satisfy ``where`` (SQL over ``matches m`` with ``params``), by id, with their seats."""

        async def body(conn: Connection) -> list[MatchRecord]:
            rows = await conn.fetchall(f"SELECT * FROM matches m WHERE {where} ORDER BY id", params)
            # One seats query for all of them (not one per match): reloading 1000 matches at start-up.
            seats: dict[int, list[SeatRecord]] = {r["id"]: [] for r in rows}
            if seats:
                for r in await conn.fetchall(
                    "SELECT s.match_id, s.seat, s.user_id, s.name, s.is_bot, s.abandoned, s.level, s.bot_played FROM seats s"
                    f" JOIN matches m ON m.id = s.match_id WHERE {where} ORDER BY s.match_id, s.seat",
                    params,
                ):
                    if r["match_id"] in seats:
                        seats[r["match_id"]].append(_seat(r))
            return [_match_from_row(r, seats[r["id"]]) for r in rows]

        return await self.db.snapshot(body)

    async def set_seats(self, match_id: int, seats: list[SeatRecord], at: float) -> None:
        """Replace the seat list of a match (lobby changes, abandon → bot)."""

        async def body(conn: Connection) -> None:
            await _write_seats(conn, match_id, seats)
            await conn.execute("UPDATE matches SET updated_at = ? WHERE id = ?", (at, match_id))

        await self.db.transaction(body)

    async def set_options(self, match_id: int, options: dict[str, Any], at: float) -> None:
        """Replace a lobby's options (already validated by the game's Options model)."""
        await self.db.execute(
            "UPDATE matches SET options = ?, updated_at = ? WHERE id = ?", (json.dumps(options), at, match_id)
        )

    async def set_status(self, match_id: int, status: str, at: float) -> None:
        """Set the status (a :class:`MatchStatus`, e.g. ``MatchStatus.CANCELLED``)."""
        await self.db.execute(
            "UPDATE matches SET status = ?, updated_at = ? WHERE id = ?", (str(status), at, match_id)
        )

    async def set_thread(self, match_id: int, thread_id: int | None) -> None:
        """Record the thread (or channel) where the match is played."""
        await self.db.execute("UPDATE matches SET thread_id = ? WHERE id = ?", (thread_id, match_id))

    async def start(
        self, match_id: int, *, seats: list[SeatRecord], state: str, timers: dict[str, Any], at: float
    ) -> None:
        """Turn a lobby into an active match at version 0. Raises StaleVersion if it is no longer a lobby."""

        async def body(conn: Connection) -> None:
            changed = await conn.execute(
                "UPDATE matches SET status = ?, state = ?, version = 0, timers = ?, updated_at = ?"
                " WHERE id = ? AND status = ?",
                (MatchStatus.ACTIVE.value, state, json.dumps(timers), at, match_id, MatchStatus.LOBBY.value),
            )
            if changed != 1:
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
        rate: Rater | None = None,
    ) -> int:
        """Append one action and store the state it produced; return the new version.

        One transaction: insert into the action log at ``seq = expected_version + 1``,
        update state/timers/version only where ``version = expected_version``; when
        ``finished`` is given, also mark the match finished, write results and reputation, and, for
        a ranked match (``rate``: the match service's rating maths, :data:`storage.ratings.Rater`),
        the ratings ``rate`` computes from the rows read under lock (:func:`storage.ratings.record_result`:
        rating rows are locked before they are read, so two processes finishing matches of one guild
        at once both count). A move that does not end the match is a single statement where the
        dialect allows it. A casual match (``rate`` None) records results and reputation but changes
        no rating. Raises StaleVersion (nothing written) if the version moved.
        """
        new_version = expected_version + 1
        timers_json = json.dumps(timers)
        if finished is None and self.db.dialect.writable_cte:
            row = await self.db.fetchone(
                MOVE_IN_ONE_STATEMENT,
                (state, timers_json, new_version, at, match_id, expected_version, new_version, seat, action, at),
            )
            if row is None:
                raise StaleVersion(f"match {match_id} is not at version {expected_version}")
            return new_version

        async def body(conn: Connection) -> int:
            changed = await conn.execute(
                "UPDATE matches SET state = ?, timers = ?, version = ?, updated_at = ?"
                " WHERE id = ? AND version = ? AND status = ?",
                (state, timers_json, new_version, at, match_id, expected_version, MatchStatus.ACTIVE.value),
            )
            if changed != 1:
                raise StaleVersion(f"match {match_id} is not at version {expected_version}")
            await conn.execute(
                "INSERT INTO actions (match_id, seq, seat, action, at) VALUES (?, ?, ?, ?, ?)",
                (match_id, new_version, seat, action, at),
            )
            if finished is not None:
                await conn.execute("UPDATE matches SET status = ? WHERE id = ?", (MatchStatus.FINISHED.value, match_id))
                await record_result(conn, match_id, guild_id, game, finished, rate=rate)
            return new_version

        return await self.db.transaction(body)

    async def set_timers(self, match_id: int, timers: dict[str, Any]) -> None:
        """Store the armed timers without an action (e.g. after a reload re-arms them)."""
        await self.db.execute("UPDATE matches SET timers = ? WHERE id = ?", (json.dumps(timers), match_id))

    async def actions(self, match_id: int) -> list[tuple[int, int, str]]:
        """The action log ``[(seq, seat, action_json)]`` in order."""
        rows = await self.db.fetchall("SELECT seq, seat, action FROM actions WHERE match_id = ? ORDER BY seq", (match_id,))
        return [(r[0], r[1], r[2]) for r in rows]

    async def set_host(self, match_id: int, host_id: int) -> None:
        """Store a lobby's new host (the previous one left)."""
        await self.db.execute("UPDATE matches SET host_id = ? WHERE id = ?", (host_id, match_id))
