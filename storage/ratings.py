"""Results and standings: openskill ratings per guild and game, games played, wins, average place.

Rating model: openskill's Bradley-Terry full-pairing model, which compares every pair
of players and treats tied places as draws (ties are rated correctly).

How seats are rated (documented in README, "Standings"):

* Each seat is one team of one. People use their stored rating for this guild and game
  (a new player starts at the model's default, mu 25, sigma 25/3).
* Bot seats take part with a fresh default rating that is never stored, so beating
  bots moves a rating a little and losing to them costs a little.
* A person who abandoned is rated in last place (the seat count, tied with any other who
  abandoned), below everyone who stayed, whatever the bot that took over their seat
  achieved; their game counts as played, never as a win. The people who stayed are ranked
  among themselves. The seat's own place is still kept in ``results``.
* The displayed rating is the ordinal ``mu - 3*sigma`` (a conservative estimate).
"""
from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from openskill.models import BradleyTerryFull

from storage.db import Database

MODEL = BradleyTerryFull()


@dataclass
class FinishedSeat:
    """One seat's result. ``place`` 1 is the winner; tied seats share a place."""

    seat: int
    user_id: int | None
    place: int
    score: float
    abandoned: bool = False


@dataclass
class Standing:
    """A person's standing in one guild and game. ``rating`` is the ordinal mu − 3σ."""

    user_id: int
    game: str
    mu: float
    sigma: float
    games: int
    wins: int
    place_sum: int

    @property
    def rating(self) -> float:
        return self.mu - 3 * self.sigma

    @property
    def average_place(self) -> float:
        return self.place_sum / self.games if self.games else 0.0


def rating_ranks(seats: list[FinishedSeat]) -> list[int]:
    """The rank each seat is rated and recorded at (1 = best, ties share; never above the seat count).

    Seats whose person stayed keep their order: rank = 1 + how many stayers placed
    strictly better. Everyone who abandoned shares the last rank, the number of seats,
    below every stayer, whatever the bot that took over achieved.
    """
    stayed = [s.place for s in seats if not s.abandoned]
    last = len(seats)
    return [last if s.abandoned else 1 + sum(p < s.place for p in stayed) for s in seats]


def rating_updates(
    seats: list[FinishedSeat], current: dict[int, tuple[float, float]]
) -> list[tuple[int, float, float, int, int]]:
    """The rating rows to write: ``[(user_id, mu, sigma, won, rank)]`` for each person's seat.

    ``current`` maps a user id to their stored ``(mu, sigma)`` in this guild and game
    (missing: a new player at the model's default). Pure; both backends call it inside
    the transaction that read ``current``. Empty when fewer than two seats or no person.
    """
    if len(seats) < 2 or all(s.user_id is None for s in seats):
        return []
    ranks = rating_ranks(seats)
    teams = []
    for s in seats:
        known = current.get(s.user_id) if s.user_id is not None else None
        teams.append([MODEL.rating(mu=known[0], sigma=known[1]) if known else MODEL.rating()])
    new = MODEL.rate(teams, ranks=[float(r) for r in ranks])  # openskill types ranks as floats
    updates = []
    for s, rank, (rating,) in zip(seats, ranks, new, strict=True):
        if s.user_id is None:
            continue
        won = int(rank == 1 and not s.abandoned and len(seats) > 1)
        updates.append((s.user_id, float(rating.mu), float(rating.sigma), won, rank))
    return updates


def record_result(
    conn: sqlite3.Connection, match_id: int, guild_id: int | None, game: str, seats: list[FinishedSeat]
) -> None:
    """Write results and update ratings inside the caller's transaction (see module docstring)."""
    conn.executemany(
        "INSERT OR REPLACE INTO results (match_id, seat, user_id, place, score, abandoned) VALUES (?, ?, ?, ?, ?, ?)",
        [(match_id, s.seat, s.user_id, s.place, s.score, int(s.abandoned)) for s in seats],
    )
    gid = guild_id or 0
    current: dict[int, tuple[float, float]] = {}
    for s in seats:
        if s.user_id is not None:
            row = conn.execute(
                "SELECT mu, sigma FROM ratings WHERE guild_id = ? AND game = ? AND user_id = ?",
                (gid, game, s.user_id),
            ).fetchone()
            if row:
                current[s.user_id] = (row[0], row[1])
    for user_id, mu, sigma, won, rank in rating_updates(seats, current):
        conn.execute(
            "INSERT INTO ratings (guild_id, game, user_id, mu, sigma, games, wins, place_sum)"
            " VALUES (?, ?, ?, ?, ?, 1, ?, ?)"
            " ON CONFLICT (guild_id, game, user_id) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma,"
            " games = games + 1, wins = wins + excluded.wins, place_sum = place_sum + excluded.place_sum",
            (gid, game, user_id, mu, sigma, won, rank),
        )


class RatingStore:
    """Standings queries for the ``/standings`` and ``/profile`` commands."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def leaderboard(self, guild_id: int, game: str, offset: int = 0, limit: int = 10) -> list[Standing]:
        """Standings of one guild and game, best ordinal first; ``offset``/``limit`` page it."""
        rows = await self.db.fetchall(
            "SELECT user_id, game, mu, sigma, games, wins, place_sum FROM ratings WHERE guild_id = ? AND game = ?"
            " ORDER BY mu - 3 * sigma DESC, wins DESC, user_id LIMIT ? OFFSET ?",
            (guild_id, game, limit, offset),
        )
        return [Standing(*r) for r in rows]

    async def count(self, guild_id: int, game: str) -> int:
        """How many people are rated in this guild and game."""
        row = await self.db.fetchone("SELECT COUNT(*) FROM ratings WHERE guild_id = ? AND game = ?", (guild_id, game))
        return int(row[0]) if row else 0

    async def rank_of(self, guild_id: int, game: str, user_id: int) -> tuple[int, Standing] | None:
        """``(rank, standing)`` of one person (rank 1 is best; the leaderboard's order), or None if unrated."""
        row = await self.db.fetchone(
            "SELECT user_id, game, mu, sigma, games, wins, place_sum FROM ratings"
            " WHERE guild_id = ? AND game = ? AND user_id = ?",
            (guild_id, game, user_id),
        )
        if row is None:
            return None
        me = Standing(*row)
        ahead = await self.db.fetchone(
            "SELECT COUNT(*) FROM ratings WHERE guild_id = ? AND game = ? AND ("
            " mu - 3 * sigma > ? OR (mu - 3 * sigma = ? AND (wins > ? OR (wins = ? AND user_id < ?))))",
            (guild_id, game, me.rating, me.rating, me.wins, me.wins, user_id),
        )
        return (int(ahead[0]) if ahead else 0) + 1, me

    async def profile(self, guild_id: int, user_id: int) -> list[Standing]:
        """Every game this person is rated in on this guild."""
        rows = await self.db.fetchall(
            "SELECT user_id, game, mu, sigma, games, wins, place_sum FROM ratings WHERE guild_id = ? AND user_id = ?"
            " ORDER BY game",
            (guild_id, user_id),
        )
        return [Standing(*r) for r in rows]

    async def results(self, match_id: int) -> list[tuple[int, int | None, int, float, bool]]:
        """``[(seat, user_id, place, score, abandoned)]`` recorded for a finished match, by seat."""
        rows = await self.db.fetchall(
            "SELECT seat, user_id, place, score, abandoned FROM results WHERE match_id = ? ORDER BY seat", (match_id,)
        )
        return [(r[0], r[1], r[2], r[3], bool(r[4])) for r in rows]

    async def recent(self, guild_id: int, user_id: int, limit: int = 5) -> list[tuple[int, str, int, int, float]]:
        """``[(match_id, game, place, players, finished_at)]`` of this person's latest finished matches."""
        rows = await self.db.fetchall(
            "SELECT m.id, m.game, r.place, (SELECT COUNT(*) FROM seats s WHERE s.match_id = m.id), m.updated_at"
            " FROM results r JOIN matches m ON m.id = r.match_id"
            " WHERE r.user_id = ? AND COALESCE(m.guild_id, 0) = ? ORDER BY m.updated_at DESC LIMIT ?",
            (user_id, guild_id, limit),
        )
        return [tuple(r) for r in rows]
