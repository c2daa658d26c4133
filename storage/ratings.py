"""Results and standings per guild and game, all-time and per season, and reputation per guild and person.

The stored ratings (mu, sigma, the shown ``rating``), games played, wins and place sum live in ``ratings``
(all-time, per guild) and ``season_ratings`` (per season, everyone starting afresh; :mod:`storage.seasons`);
``reputation`` counts each person's finished and abandoned matches per guild (migration 007).

Storage does no rating maths: the match service hands :func:`record_result` a :data:`Rater` (its
``engine.ratings.rating_updates``: openskill Bradley-Terry full, how abandoners and bots are rated,
the shown ordinal), which turns the seats and the ratings read under lock into the rows to write;
this module only locks, reads, writes and sorts those numbers.

:func:`record_result` runs inside the final action's transaction. Two processes may finish
matches of the same guild and game at the same moment with players in common (PostgreSQL);
so it first makes sure every person's rating row exists (``INSERT … ON CONFLICT DO NOTHING``,
a placeholder with ``games = 0``), then locks those rows (the dialect's ``FOR UPDATE``; on
SQLite the transaction already holds the database) in user-id order, so two finishers cannot
deadlock, reads them, and only then calls the rater. The second finisher waits for the first to commit
and rates from its result: no update is lost. Placeholders nobody was rated into are deleted
before the transaction ends; the queries below skip ``games = 0`` rows all the same. The
season's share lock is taken before any rating row, reputation rows are locked last, each in
user-id order: every finisher takes its locks in the same order.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Protocol

from storage.records import FinishedSeat, Reputation, Standing
from storage.seasons import SeasonStore, season_for_result
from storage.sql import Connection, Row, SqlDatabase, marks

__all__ = ["FinishedSeat", "RatedSeat", "Rater", "RatingStore", "Standing", "record_result"]


class RatedSeat(Protocol):
    """One person's new rating as :func:`record_result` writes it: ``mu`` and ``sigma`` (openskill),
    the shown ``rating`` (what standings sort and show), ``won`` this match, the ``rank`` added to their
    place sum (1 = best)."""

    @property
    def user_id(self) -> int: ...

    @property
    def mu(self) -> float: ...

    @property
    def sigma(self) -> float: ...

    @property
    def rating(self) -> float: ...

    @property
    def won(self) -> bool: ...

    @property
    def rank(self) -> int: ...


Rater = Callable[[Sequence[FinishedSeat], Mapping[int, tuple[float, float]]], Sequence[RatedSeat]]
"""The rating maths a ranked match's result is written with, given by the match service:
``rate(seats, current)`` → one :class:`RatedSeat` per person rated. ``current`` maps each person
already rated in this scope (guild or season) and game to their stored ``(mu, sigma)``, read under lock
inside the final transaction; a person missing from it is new. It must be pure (no I/O): it runs
inside the transaction (``engine.ratings.rating_updates``)."""

STANDING = "user_id, game, mu, sigma, rating, games, wins, place_sum"


async def record_result(
    conn: Connection, match_id: int, guild_id: int | None, game: str, seats: list[FinishedSeat], *, rate: Rater | None
) -> int | None:
    """Write results, reputation and (given ``rate``) ratings inside the caller's transaction (see module docstring).

    Every person's seat counts for their reputation on the server (finished, or abandoned when a bot
    had their seat at the end). A ranked match (``rate``: the service's :data:`Rater`) also rates them
    all-time and, when a season is running, in that season (:func:`storage.seasons.season_for_result`:
    share-locked, so the match counts in exactly one season), and stores that season on the match. A
    casual match (``rate`` None) changes no rating. Returns the id of the season the result counted in, or None.
    """
    await conn.executemany(
        "INSERT INTO results (match_id, seat, user_id, place, score, abandoned) VALUES (?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (match_id, seat) DO UPDATE SET user_id = excluded.user_id, place = excluded.place,"
        " score = excluded.score, abandoned = excluded.abandoned",
        [(match_id, s.seat, s.user_id, s.place, float(s.score), s.abandoned) for s in seats],
    )
    gid = guild_id or 0
    people = sorted({s.user_id for s in seats if s.user_id is not None})
    if not people:
        return None
    season = await season_for_result(conn, gid) if rate is not None else None  # the season lock first, then rows
    if rate is not None:
        await _rate(conn, rate, "ratings", "guild_id", gid, game, seats, people)
        if season is not None:
            await _rate(conn, rate, "season_ratings", "season_id", season, game, seats, people)
            await conn.execute("UPDATE matches SET season_id = ? WHERE id = ?", (season, match_id))
    await _count_reputation(conn, gid, seats)
    return season


async def _count_reputation(conn: Connection, gid: int, seats: list[FinishedSeat]) -> None:
    """Add one finished or abandoned match to each person's reputation on server ``gid`` (rows in user-id order)."""
    counts: dict[int, list[int]] = {}
    for s in seats:
        if s.user_id is not None:
            counts.setdefault(s.user_id, [0, 0])[1 if s.abandoned else 0] += 1
    await conn.executemany(
        "INSERT INTO reputation (guild_id, user_id, finished, abandoned) VALUES (?, ?, ?, ?)"
        " ON CONFLICT (guild_id, user_id) DO UPDATE SET finished = reputation.finished + excluded.finished,"
        " abandoned = reputation.abandoned + excluded.abandoned",
        [(gid, user_id, done, left) for user_id, (done, left) in sorted(counts.items())],
    )


async def _rate(
    conn: Connection, rate: Rater, table: str, scope: str, key: int, game: str, seats: list[FinishedSeat],
    people: list[int],
) -> None:
    """Rate ``seats`` into ``table`` (``ratings`` per ``guild_id``, ``season_ratings`` per ``season_id``:
    ``scope`` = ``key``): placeholders, lock in user-id order, read, ``rate``, drop unused placeholders.
    A placeholder's numbers (zeros) are never read: ``games = 0`` marks it new."""
    await conn.executemany(
        f"INSERT INTO {table} ({scope}, game, user_id, mu, sigma, rating, games, wins, place_sum)"
        f" VALUES (?, ?, ?, 0, 0, 0, 0, 0, 0) ON CONFLICT ({scope}, game, user_id) DO NOTHING",
        [(key, game, u) for u in people],
    )
    rows = await conn.fetchall(
        f"SELECT user_id, mu, sigma, games FROM {table} WHERE {scope} = ? AND game = ? AND user_id IN ({marks(len(people))})"
        f" ORDER BY user_id{conn.dialect.for_update}",
        (key, game, *people),
    )
    # A row with games = 0 was created just now as a placeholder: rate that person as new.
    current = {r["user_id"]: (r["mu"], r["sigma"]) for r in rows if r["games"] > 0}
    updates = rate(seats, current)
    await conn.executemany(
        f"UPDATE {table} SET mu = ?, sigma = ?, rating = ?, games = games + 1, wins = wins + ?,"
        f" place_sum = place_sum + ? WHERE {scope} = ? AND game = ? AND user_id = ?",
        [(float(u.mu), float(u.sigma), float(u.rating), int(u.won), int(u.rank), key, game, u.user_id) for u in updates],
    )
    rated = {u.user_id for u in updates}
    unrated = [u for u in people if u not in rated]
    if unrated:  # too few seats to rate: drop the placeholders nobody played into
        await conn.execute(
            f"DELETE FROM {table} WHERE {scope} = ? AND game = ? AND user_id IN ({marks(len(unrated))}) AND games = 0",
            (key, game, *unrated),
        )


def _standing(r: Row) -> Standing:
    return Standing(r["user_id"], r["game"], r["mu"], r["sigma"], r["rating"], r["games"], r["wins"], r["place_sum"])


def _scope(guild_id: int, season: int | None) -> tuple[str, str, int]:
    """``(table, column, key)`` of the standings asked for: all-time on the server, or one season's."""
    return ("ratings", "guild_id", guild_id) if season is None else ("season_ratings", "season_id", season)


class RatingStore:
    """Standings queries for the ``/standings`` and ``/profile`` commands, reputation, and the servers'
    seasons (:attr:`seasons`), on one :class:`~storage.sql.SqlDatabase`.

    Every standings query takes ``season``: None for the server's all-time ratings, or a season id
    (:class:`storage.records.Season`) for that season's, in which everyone started afresh.
    """

    def __init__(self, db: SqlDatabase) -> None:
        self.db = db
        self.seasons = SeasonStore(db)
        """Seasons per server: ``start``, ``end``, ``current``, ``named``, ``of_guild`` (:mod:`storage.seasons`)."""

    async def leaderboard(
        self, guild_id: int, game: str, offset: int = 0, limit: int = 10, *, season: int | None = None
    ) -> list[Standing]:
        """Standings of one guild and game (or one season of it), best shown rating first; ``offset``/``limit`` page it."""
        table, scope, key = _scope(guild_id, season)
        rows = await self.db.fetchall(
            f"SELECT {STANDING} FROM {table} WHERE {scope} = ? AND game = ? AND games > 0"
            " ORDER BY rating DESC, wins DESC, user_id LIMIT ? OFFSET ?",
            (key, game, limit, offset),
        )
        return [_standing(r) for r in rows]

    async def count(self, guild_id: int, game: str, *, season: int | None = None) -> int:
        """How many people are rated in this guild and game (or season)."""
        table, scope, key = _scope(guild_id, season)
        row = await self.db.fetchone(
            f"SELECT COUNT(*) FROM {table} WHERE {scope} = ? AND game = ? AND games > 0", (key, game)
        )
        return int(row[0]) if row else 0

    async def rank_of(
        self, guild_id: int, game: str, user_id: int, *, season: int | None = None
    ) -> tuple[int, Standing] | None:
        """``(rank, standing)`` of one person (rank 1 is best; the leaderboard's order), or None if unrated."""
        table, scope, key = _scope(guild_id, season)
        row = await self.db.fetchone(
            f"SELECT {STANDING} FROM {table} WHERE {scope} = ? AND game = ? AND user_id = ? AND games > 0",
            (key, game, user_id),
        )
        if row is None:
            return None
        me = _standing(row)
        ahead = await self.db.fetchone(
            f"SELECT COUNT(*) FROM {table} WHERE {scope} = ? AND game = ? AND games > 0 AND ("
            " rating > ? OR (rating = ? AND (wins > ? OR (wins = ? AND user_id < ?))))",
            (key, game, me.rating, me.rating, me.wins, me.wins, user_id),
        )
        return (int(ahead[0]) if ahead else 0) + 1, me

    async def profile(self, guild_id: int, user_id: int, *, season: int | None = None) -> list[Standing]:
        """Every game this person is rated in on this guild (or in this season)."""
        table, scope, key = _scope(guild_id, season)
        rows = await self.db.fetchall(
            f"SELECT {STANDING} FROM {table} WHERE {scope} = ? AND user_id = ? AND games > 0 ORDER BY game",
            (key, user_id),
        )
        return [_standing(r) for r in rows]

    async def reputation(self, guild_id: int, user_id: int) -> Reputation:
        """``user_id``'s reputation on ``guild_id`` (all zeros, "new", for someone who never ended a match there)."""
        return (await self.reputations(guild_id, [user_id]))[user_id]

    async def reputations(self, guild_id: int, user_ids: Iterable[int]) -> dict[int, Reputation]:
        """The reputation of each of ``user_ids`` on ``guild_id``, in one query (a lobby's seated people)."""
        wanted = sorted(set(user_ids))
        found = {u: Reputation() for u in wanted}
        if wanted:
            rows = await self.db.fetchall(
                f"SELECT user_id, finished, abandoned FROM reputation WHERE guild_id = ? AND user_id IN ({marks(len(wanted))})",
                (guild_id, *wanted),
            )
            for r in rows:
                found[r["user_id"]] = Reputation(r["finished"], r["abandoned"])
        return found

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
