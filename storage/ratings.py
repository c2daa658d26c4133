"""Results and standings per guild and game: the stored ratings (mu, sigma), games played, wins, place sum.

The maths (openskill Bradley-Terry full, ranks, how abandoners and bots are rated) is
:mod:`engine.ratings`; this module only reads and writes its numbers.

:func:`record_result` runs inside the final action's transaction. Two processes may finish
matches of the same guild and game at the same moment with players in common (PostgreSQL);
so it first makes sure every person's rating row exists (``INSERT … ON CONFLICT DO NOTHING``,
a placeholder with ``games = 0``), then locks those rows (the dialect's ``FOR UPDATE``; on
SQLite the transaction already holds the database) in user-id order, so two finishers cannot
deadlock, reads them, and only then rates. The second finisher waits for the first to commit
and rates from its result: no update is lost. Placeholders nobody was rated into are deleted
before the transaction ends; the queries below skip ``games = 0`` rows all the same.
"""
from __future__ import annotations

from engine.ratings import MODEL, default_rating, rating_ranks, rating_updates
from storage.records import FinishedSeat, Standing
from storage.sql import Connection, Row, SqlDatabase, marks

__all__ = ["MODEL", "FinishedSeat", "RatingStore", "Standing", "rating_ranks", "rating_updates", "record_result"]

STANDING = "user_id, game, mu, sigma, games, wins, place_sum"


async def record_result(
    conn: Connection, match_id: int, guild_id: int | None, game: str, seats: list[FinishedSeat]
) -> None:
    """Write results and update ratings inside the caller's transaction (see module docstring)."""
    await conn.executemany(
        "INSERT INTO results (match_id, seat, user_id, place, score, abandoned) VALUES (?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (match_id, seat) DO UPDATE SET user_id = excluded.user_id, place = excluded.place,"
        " score = excluded.score, abandoned = excluded.abandoned",
        [(match_id, s.seat, s.user_id, s.place, float(s.score), s.abandoned) for s in seats],
    )
    gid = guild_id or 0
    people = sorted({s.user_id for s in seats if s.user_id is not None})
    if not people:
        return
    mu, sigma = default_rating()
    await conn.executemany(
        "INSERT INTO ratings (guild_id, game, user_id, mu, sigma, games, wins, place_sum)"
        " VALUES (?, ?, ?, ?, ?, 0, 0, 0) ON CONFLICT (guild_id, game, user_id) DO NOTHING",
        [(gid, game, u, mu, sigma) for u in people],
    )
    rows = await conn.fetchall(
        f"SELECT user_id, mu, sigma, games FROM ratings WHERE guild_id = ? AND game = ? AND user_id IN ({marks(len(people))})"
        f" ORDER BY user_id{conn.dialect.for_update}",
        (gid, game, *people),
    )
    # A row with games = 0 was created just now as a placeholder: rate that person as new.
    current = {r["user_id"]: (r["mu"], r["sigma"]) for r in rows if r["games"] > 0}
    updates = rating_updates(seats, current)
    await conn.executemany(
        "UPDATE ratings SET mu = ?, sigma = ?, games = games + 1, wins = wins + ?, place_sum = place_sum + ?"
        " WHERE guild_id = ? AND game = ? AND user_id = ?",
        [(mu, sigma, won, rank, gid, game, user_id) for user_id, mu, sigma, won, rank in updates],
    )
    rated = {u[0] for u in updates}
    unrated = [u for u in people if u not in rated]
    if unrated:  # too few seats to rate: drop the placeholders nobody played into
        await conn.execute(
            f"DELETE FROM ratings WHERE guild_id = ? AND game = ? AND user_id IN ({marks(len(unrated))}) AND games = 0",
            (gid, game, *unrated),
        )


def _standing(r: Row) -> Standing:
    return Standing(r["user_id"], r["game"], r["mu"], r["sigma"], r["games"], r["wins"], r["place_sum"])


class RatingStore:
    """Standings queries for the ``/standings`` and ``/profile`` commands, on one :class:`~storage.sql.SqlDatabase`."""

    def __init__(self, db: SqlDatabase) -> None:
        self.db = db

    async def leaderboard(self, guild_id: int, game: str, offset: int = 0, limit: int = 10) -> list[Standing]:
        """Standings of one guild and game, best ordinal first; ``offset``/``limit`` page it."""
        rows = await self.db.fetchall(
            f"SELECT {STANDING} FROM ratings WHERE guild_id = ? AND game = ? AND games > 0"
            " ORDER BY mu - 3 * sigma DESC, wins DESC, user_id LIMIT ? OFFSET ?",
            (guild_id, game, limit, offset),
        )
        return [_standing(r) for r in rows]

    async def count(self, guild_id: int, game: str) -> int:
        """How many people are rated in this guild and game."""
        row = await self.db.fetchone(
            "SELECT COUNT(*) FROM ratings WHERE guild_id = ? AND game = ? AND games > 0", (guild_id, game)
        )
        return int(row[0]) if row else 0

    async def rank_of(self, guild_id: int, game: str, user_id: int) -> tuple[int, Standing] | None:
        """``(rank, standing)`` of one person (rank 1 is best; the leaderboard's order), or None if unrated."""
        row = await self.db.fetchone(
            f"SELECT {STANDING} FROM ratings WHERE guild_id = ? AND game = ? AND user_id = ? AND games > 0",
            (guild_id, game, user_id),
        )
        if row is None:
            return None
        me = _standing(row)
        ahead = await self.db.fetchone(
            "SELECT COUNT(*) FROM ratings WHERE guild_id = ? AND game = ? AND games > 0 AND ("
            " mu - 3 * sigma > ? OR (mu - 3 * sigma = ? AND (wins > ? OR (wins = ? AND user_id < ?))))",
            (guild_id, game, me.rating, me.rating, me.wins, me.wins, user_id),
        )
        return (int(ahead[0]) if ahead else 0) + 1, me

    async def profile(self, guild_id: int, user_id: int) -> list[Standing]:
        """Every game this person is rated in on this guild."""
        rows = await self.db.fetchall(
            f"SELECT {STANDING} FROM ratings WHERE guild_id = ? AND user_id = ? AND games > 0 ORDER BY game",
            (guild_id, user_id),
        )
        return [_standing(r) for r in rows]

    async def results(self, match_id: int) -> list[tuple[int, int | None, int, float, bool]]:
        """``[(seat, user_id, place, score, abandoned)]`` recorded for a finished match, by seat."""
        rows = await self.db.fetchall(
            "SELECT seat, user_id, place, score, abandoned FROM results WHERE match_id = ? ORDER BY seat", (match_id,)
        )
        return [(r[0], r[1], r[2], r[3], bool(r[4])) for r in rows]

    async def recent(self, guild_id: int, user_id: int, limit: int = 5) -> list[tuple[int, str, int, int, float]]:
        """``[(match_id, game, place, players, finished_at)]`` of this person's latest finished matches."""
        rows = await self.db.fetchall(
            "SELECT m.id, m.game, r.place, CAST((SELECT COUNT(*) FROM seats s WHERE s.match_id = m.id) AS INTEGER),"
            " m.updated_at FROM results r JOIN matches m ON m.id = r.match_id"
            " WHERE r.user_id = ? AND COALESCE(m.guild_id, 0) = ? ORDER BY m.updated_at DESC LIMIT ?",
            (user_id, guild_id, limit),
        )
        return [(r[0], r[1], r[2], r[3], r[4]) for r in rows]
