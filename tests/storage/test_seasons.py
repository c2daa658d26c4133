"""Seasons, season standings, casual matches and reputation in the one store (issue 22; storage/seasons.py,
storage/ratings.py, migration 007), on both backends — including the race of a match ending while the
season changes: it counts in exactly one season."""
from __future__ import annotations

import asyncio
from typing import Any

import pytest

from engine.ratings import rating_updates
from storage import FinishedSeat, NoSeasonRunning, Reputation, SeasonNameTaken, SeatRecord, StorageBackend, open_storage
from storage.ratings import record_result
from storage.seasons import end_season, start_season
from storage.sql import Connection
from tests.waiting import eventually

GUILD, A, B, C = 7, 111, 222, 333


async def _active(storage: Any, people: tuple[int, ...] = (A, B), guild: int = GUILD) -> int:
    seats = [SeatRecord(i, u, f"p{u}") for i, u in enumerate(people)]
    rec = await storage.matches.create(guild_id=guild, channel_id=1, game="toy", host_id=people[0], options={},
                                       seed=1, seats=seats, at=0.0)
    await storage.matches.start(rec.id, seats=rec.seats, state="{}", timers={}, at=0.0)
    return int(rec.id)


def _won_by(first: int, second: int, *, abandoned: bool = False) -> list[FinishedSeat]:
    return [FinishedSeat(0, first, 1, 10.0), FinishedSeat(1, second, 2, 5.0, abandoned=abandoned)]


async def _finish(storage: Any, match_id: int, seats: list[FinishedSeat], *, ranked: bool = True,
                  guild: int = GUILD) -> int:
    return int(await storage.matches.commit_action(
        match_id, expected_version=0, seat=0, action="{}", state="{}", timers={}, at=1.0,
        finished=seats, guild_id=guild, game="toy", rate=rating_updates if ranked else None))


async def _season_of(storage: Any, match_id: int) -> int | None:
    row = await storage.db.fetchone("SELECT season_id FROM matches WHERE id = ?", (match_id,))
    return None if row[0] is None else int(row[0])


async def test_a_new_season_starts_every_rating_afresh_and_an_ended_one_keeps_its_standings(
        storage: StorageBackend) -> None:
    ratings, seasons = storage.ratings, storage.ratings.seasons
    await _finish(storage, await _active(storage), _won_by(A, B))  # before any season: all-time only
    spring, ended = await seasons.start(GUILD, "Spring", 10.0)
    assert ended is None and spring.running and await seasons.current(GUILD) == spring
    assert await ratings.count(GUILD, "toy", season=spring.id) == 0  # nobody rated in it yet
    await _finish(storage, await _active(storage), _won_by(B, A))
    board = {s.user_id: s for s in await ratings.leaderboard(GUILD, "toy", season=spring.id)}
    assert board[B].games == board[A].games == 1 and board[B].wins == 1  # afresh: one game in the season
    assert board[B].mu > 25 > board[A].mu
    alltime = {s.user_id: s for s in await ratings.leaderboard(GUILD, "toy")}
    assert alltime[A].games == alltime[B].games == 2  # the all-time ratings go on
    final = [(s.user_id, s.mu, s.games) for s in await ratings.leaderboard(GUILD, "toy", season=spring.id)]

    summer, ended = await seasons.start(GUILD, "Summer", 20.0)  # the next season ends the running one
    assert ended is not None and ended.id == spring.id and ended.ended_at == 20.0
    await _finish(storage, await _active(storage), _won_by(A, B))
    assert [(s.user_id, s.mu, s.games) for s in await ratings.leaderboard(GUILD, "toy", season=spring.id)] == final
    assert [s.games for s in await ratings.leaderboard(GUILD, "toy", season=summer.id)] == [1, 1]
    assert (await ratings.rank_of(GUILD, "toy", A, season=summer.id) or (0,))[0] == 1
    assert [s.game for s in await ratings.profile(GUILD, A, season=spring.id)] == ["toy"]
    assert (await seasons.named(GUILD, "  spring ")) == ended  # by name, case ignored
    assert [s.name for s in await seasons.of_guild(GUILD)] == ["Summer", "Spring"]  # newest first
    assert [s.name for s in await seasons.of_guild(GUILD, "SUM")] == ["Summer"]
    assert await seasons.of_guild(GUILD + 1) == []  # another server's are its own

    done = await seasons.end(GUILD, 30.0)
    assert done.id == summer.id and await seasons.current(GUILD) is None
    await _finish(storage, await _active(storage), _won_by(A, B))  # no season: all-time only
    assert [s.games for s in await ratings.leaderboard(GUILD, "toy", season=summer.id)] == [1, 1]
    assert {s.games for s in await ratings.leaderboard(GUILD, "toy")} == {4}


async def test_season_changes_that_cannot_be_made_change_nothing(storage: StorageBackend) -> None:
    seasons = storage.ratings.seasons
    with pytest.raises(NoSeasonRunning, match="No season is running"):
        await seasons.end(GUILD, 1.0)
    first, _ = await seasons.start(GUILD, "Winter 2026", 1.0)
    with pytest.raises(SeasonNameTaken, match="already had a season called “Winter 2026”"):
        await seasons.start(GUILD, "winter 2026", 2.0)
    assert await seasons.current(GUILD) == first  # still running, not ended by the refused start
    other, _ = await seasons.start(GUILD + 1, "Winter 2026", 3.0)  # names are per server
    assert other.id != first.id and await seasons.current(GUILD) == first


async def test_a_casual_match_counts_for_reputation_but_changes_no_rating(storage: StorageBackend) -> None:
    season, _ = await storage.ratings.seasons.start(GUILD, "S", 0.0)
    match_id = await _active(storage)
    await _finish(storage, match_id, _won_by(A, B), ranked=False)
    assert await storage.ratings.count(GUILD, "toy") == 0
    assert await storage.ratings.count(GUILD, "toy", season=season.id) == 0
    assert await _season_of(storage, match_id) is None
    assert len(await storage.ratings.results(match_id)) == 2  # the result itself is kept (recent matches)
    assert await storage.ratings.reputations(GUILD, [A, B]) == {A: Reputation(1, 0), B: Reputation(1, 0)}


async def test_reputation_counts_finished_and_abandoned_matches_per_server_and_never_bots(
        storage: StorageBackend) -> None:
    for _ in range(4):
        await _finish(storage, await _active(storage), _won_by(A, B))
    await _finish(storage, await _active(storage), _won_by(A, B, abandoned=True))  # B's seat went to a bot
    bots = [FinishedSeat(0, A, 1, 3.0), FinishedSeat(1, None, 2, 1.0)]  # a bot seat has no person
    await _finish(storage, await _active(storage), bots)
    await _finish(storage, await _active(storage, guild=GUILD + 1), _won_by(B, C), guild=GUILD + 1)
    got = await storage.ratings.reputations(GUILD, [A, B, C])
    assert got == {A: Reputation(6, 0), B: Reputation(4, 1), C: Reputation(0, 0)}
    assert got[B].finish_rate == 80 and not got[B].is_new and got[B].text() == "finishes 80 %"
    assert got[C].is_new and got[C].text() == "new"
    assert await storage.ratings.reputation(GUILD + 1, B) == Reputation(1, 0)  # per server


def test_reputation_figures() -> None:
    assert Reputation(9, 1).finish_rate == 90 and Reputation(9, 1).meets(90) and not Reputation(9, 1).meets(91)
    assert Reputation(43, 5).finish_rate == 89  # 89.6 % rounds down: a minimum of 90 refuses it
    assert not Reputation(43, 5).meets(90)
    assert Reputation(0, 4).is_new and Reputation(0, 4).meets(100)  # too few to judge: new players may join
    assert Reputation(0, 5).text() == "finishes 0 %" and not Reputation(0, 5).meets(1)
    assert Reputation(0, 5).meets(0)


async def test_reputation_starts_from_the_results_of_matches_finished_before_migration_7(tmp_path: Any) -> None:
    """Migration 007 fills ``reputation`` from the results already stored (SQLite file built at version 6)."""
    import sqlite3

    from storage.schema import migration_files, migration_sql
    from storage.sqlite.db import split_sql

    path = tmp_path / "old.sqlite3"
    conn = sqlite3.connect(path)
    for number, file in migration_files("sqlite"):
        if number < 7:
            for statement in split_sql(migration_sql(file, "sqlite")):
                conn.execute(statement)
    conn.execute("INSERT INTO matches (id, guild_id, game, status, host_id, options, seed, created_at, updated_at)"
                 " VALUES (1, 7, 'toy', 'finished', 1, '{}', 0, 0, 0), (2, 7, 'toy', 'finished', 1, '{}', 0, 0, 0)")
    conn.execute("INSERT INTO results (match_id, seat, user_id, place, score, abandoned) VALUES"
                 " (1, 0, 111, 1, 1, 0), (1, 1, 222, 2, 0, 1), (1, 2, NULL, 3, 0, 0), (2, 0, 111, 1, 1, 0)")
    conn.execute("PRAGMA user_version = 6")
    conn.commit()
    conn.close()
    storage = await open_storage(f"sqlite:///{path}")
    try:
        assert await storage.ratings.reputations(7, [111, 222]) == {111: Reputation(2, 0), 222: Reputation(0, 1)}
    finally:
        await storage.close()


async def test_standings_queries_use_their_indexes(storage: StorageBackend, backend: str) -> None:
    """A server with thousands of matches: the standings, season and reputation reads find their rows by
    index (the query plan names it), not by reading whole tables."""
    db: Any = storage.db  # type: ignore[attr-defined]
    queries = {
        "SELECT user_id FROM season_ratings WHERE season_id = 1 AND game = 'toy' ORDER BY mu - 3 * sigma DESC": (
            "season_ratings_board", "season_ratings_pkey", "sqlite_autoindex_season_ratings_1"),
        "SELECT finished FROM reputation WHERE guild_id = 7 AND user_id = 111": (
            "reputation_pkey", "sqlite_autoindex_reputation_1"),
        "SELECT id FROM seasons WHERE guild_id = 7 AND lower(name) = lower('x')": ("seasons_name",),
        "SELECT user_id FROM ratings WHERE guild_id = 7 AND game = 'toy' ORDER BY mu - 3 * sigma DESC": (
            "ratings_board", "ratings_pkey", "sqlite_autoindex_ratings_1"),
    }
    for sql, indexes in queries.items():
        if backend == "sqlite":
            plan = " ".join(str(r[3]) for r in await db.fetchall(f"EXPLAIN QUERY PLAN {sql}"))
        else:
            await db.execute("SET enable_seqscan = off")  # an empty table would be scanned: ask which index serves
            async def explain(conn: Connection, sql: str = sql) -> str:
                await conn.execute("SET LOCAL enable_seqscan = off")
                return " ".join(str(r[0]) for r in await conn.fetchall(f"EXPLAIN {sql}"))
            plan = await db.transaction(explain)
        assert any(name in plan for name in indexes), (sql, plan)


# ---------------------------------------------------------------------------------------------- the race
MATCHES = 12


@pytest.mark.parametrize("change", ["start", "end"])
async def test_matches_ending_while_the_season_changes_count_in_exactly_one_season(
        database_url: str, change: str) -> None:
    """Two processes (two connection pools, or two SQLite connections) finish matches while a third
    changes the season (a new season, or the end of the running one) at the same moment. Each match
    counts in exactly one season, the one stored on it, and the season standings add up to it."""
    one, two, admin = [await open_storage(database_url) for _ in range(3)]
    try:
        old, _ = await admin.ratings.seasons.start(GUILD, "Old", 0.0)
        ids = [await _active(one) for _ in range(MATCHES)]

        async def change_season() -> int | None:
            if change == "start":
                return (await admin.ratings.seasons.start(GUILD, "New", 5.0))[0].id
            await admin.ratings.seasons.end(GUILD, 5.0)
            return None

        half = MATCHES // 2
        finishes = [_finish(one if i % 2 else two, m, _won_by(A, B)) for i, m in enumerate(ids)]
        outcome = await asyncio.gather(*finishes[:half], change_season(), *finishes[half:])
        new = outcome[half]
        counted = [await _season_of(one, m) for m in ids]
        assert set(counted) <= {old.id, new}, counted  # never in a season that was not running
        for season in (old.id, new):
            if season is not None:  # the standings of each season hold exactly the matches stored in it
                board = {s.user_id: s.games for s in await one.ratings.leaderboard(GUILD, "toy", season=season)}
                assert board.get(A, 0) == board.get(B, 0) == counted.count(season)
        alltime = {s.user_id: s.games for s in await one.ratings.leaderboard(GUILD, "toy")}
        assert alltime == {A: MATCHES, B: MATCHES}
    finally:
        for s in (one, two, admin):
            await s.close()


@pytest.mark.backends("postgresql")
@pytest.mark.parametrize("first", ["match", "season"])
async def test_a_match_end_and_a_season_change_wait_for_each_other(database_url: str, first: str) -> None:
    """PostgreSQL, the interleaving made on purpose: one transaction is held open half-way while the
    other runs. A match end holding the season (share lock) makes the season change wait, and counts
    in the old season; a season change holding the row makes the match end wait, and it counts in the
    new season. Neither ends in no season, or in both."""
    one, admin = await open_storage(database_url), await open_storage(database_url)
    try:
        old, _ = await admin.ratings.seasons.start(GUILD, "Old", 0.0)
        match_id = await _active(one)
        release = asyncio.Event()
        holding = asyncio.Event()

        async def end_match(conn: Connection) -> int | None:
            await conn.execute("UPDATE matches SET status = 'finished', version = 1 WHERE id = ?", (match_id,))
            season = await record_result(conn, match_id, GUILD, "toy", _won_by(A, B), rate=rating_updates)
            if first == "match":
                holding.set()
                await release.wait()
            return season

        async def change(conn: Connection) -> int:
            started, _ = await start_season(conn, GUILD, "New", 5.0)
            if first == "season":
                holding.set()
                await release.wait()
            return started.id

        async def waiting_on_a_lock() -> bool:
            row = await admin.db.fetchone(  # type: ignore[attr-defined]
                "SELECT COUNT(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()")
            return bool(row and row[0] >= 1)

        held = one if first == "match" else admin
        other = admin if first == "match" else one
        first_task = asyncio.create_task(held.db.transaction(end_match if first == "match" else change))  # type: ignore[attr-defined]
        await asyncio.wait_for(holding.wait(), 60)
        second = asyncio.create_task(other.db.transaction(change if first == "match" else end_match))  # type: ignore[attr-defined]
        await eventually(waiting_on_a_lock, timeout=60)  # the second really waits for the first
        assert not second.done()
        release.set()
        a, b = await asyncio.gather(first_task, second)
        season, new = (a, b) if first == "match" else (b, a)
        assert season == (old.id if first == "match" else new)
        board = {s.user_id: s.games for s in await one.ratings.leaderboard(GUILD, "toy", season=season)}
        assert board == {A: 1, B: 1}
        other_season = new if first == "match" else old.id
        assert await one.ratings.count(GUILD, "toy", season=other_season) == 0
    finally:
        await one.close()
        await admin.close()


async def test_end_season_inside_a_transaction_is_the_store_s_end(storage: StorageBackend) -> None:
    """``end_season`` is what ``SeasonStore.end`` runs: the season ends and nothing runs after it."""
    season, _ = await storage.ratings.seasons.start(GUILD, "S", 0.0)
    ended = await storage.db.transaction(lambda conn: end_season(conn, GUILD, 9.0))  # type: ignore[attr-defined]
    assert ended.id == season.id and ended.ended_at == 9.0 and await storage.ratings.seasons.current(GUILD) is None
