"""Ratings: openskill Bradley-Terry full, ties as draws, 2–6 players, abandoners last (engine/ratings.py, storage/ratings.py)."""
from __future__ import annotations

from collections.abc import Mapping, Sequence

import pytest

from engine.ratings import MODEL, RatingUpdate, rating_ranks, rating_updates
from storage import FinishedSeat, Storage
from storage.ratings import record_result
from storage.sql import Connection


async def _match_row(conn: Connection, match: int, guild: int) -> None:
    await conn.execute(
        "INSERT INTO matches (id, guild_id, game, status, host_id, options, seed, created_at, updated_at)"
        " VALUES (?, ?, 'toy', 'finished', 1, '{}', 0, 0, 0) ON CONFLICT (id) DO NOTHING",
        (match, guild),
    )


async def _record(storage: Storage, match: int, seats: list[FinishedSeat], guild: int = 1) -> None:
    async def body(conn: Connection) -> None:
        await _match_row(conn, match, guild)
        await record_result(conn, match, guild, "toy", seats, rate=rating_updates)

    await storage.db.transaction(body)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
async def test_winner_gains_and_last_loses(storage: Storage, players: int) -> None:
    seats = [FinishedSeat(i, 100 + i, i + 1, float(players - i)) for i in range(players)]
    await _record(storage, 1, seats)
    board = await storage.ratings.leaderboard(1, "toy", 0, 10)
    assert [s.user_id for s in board] == [100 + i for i in range(players)]
    ratings = [s.rating for s in board]
    assert ratings == sorted(ratings, reverse=True) and ratings[0] > ratings[-1]
    assert board[0].wins == 1 and all(s.wins == 0 for s in board[1:])
    assert all(s.games == 1 for s in board)


async def test_tied_places_get_equal_ratings(storage: Storage) -> None:
    seats = [FinishedSeat(0, 1, 1, 5), FinishedSeat(1, 2, 1, 5), FinishedSeat(2, 3, 3, 2)]
    await _record(storage, 1, seats)
    board = {s.user_id: s for s in await storage.ratings.leaderboard(1, "toy")}
    assert board[1].mu == pytest.approx(board[2].mu) and board[1].mu > board[3].mu
    assert board[1].wins == board[2].wins == 1  # shared wins count as wins


async def test_all_tied_changes_nothing_but_sigma(storage: Storage) -> None:
    await _record(storage, 1, [FinishedSeat(0, 1, 1, 0), FinishedSeat(1, 2, 1, 0)])
    board = await storage.ratings.leaderboard(1, "toy")
    assert board[0].mu == pytest.approx(25.0) and board[1].mu == pytest.approx(25.0)
    assert board[0].sigma < 25 / 3


async def test_abandoner_is_rated_last_even_if_their_bot_won(storage: Storage) -> None:
    seats = [FinishedSeat(0, 1, 1, 9, abandoned=True), FinishedSeat(1, 2, 2, 5), FinishedSeat(2, 3, 3, 1)]
    assert rating_ranks(seats) == [3, 1, 2]  # the stayers keep their order; the abandoner is last
    await _record(storage, 1, seats)
    board = [s.user_id for s in await storage.ratings.leaderboard(1, "toy")]
    assert board[-1] == 1
    profile = await storage.ratings.profile(1, 1)
    assert profile[0].wins == 0 and profile[0].games == 1


async def test_bots_are_not_stored(storage: Storage) -> None:
    await _record(storage, 1, [FinishedSeat(0, 1, 1, 3), FinishedSeat(1, None, 2, 1)])
    assert await storage.ratings.count(1, "toy") == 1
    me = await storage.ratings.rank_of(1, "toy", 1)
    assert me is not None and me[0] == 1 and me[1].mu > 25


async def test_ratings_accumulate_per_guild_and_game(storage: Storage) -> None:
    for m in range(3):
        await _record(storage, m, [FinishedSeat(0, 1, 1, 1), FinishedSeat(1, 2, 2, 0)])
    await _record(storage, 9, [FinishedSeat(0, 1, 2, 0), FinishedSeat(1, 2, 1, 1)], guild=2)
    one = await storage.ratings.rank_of(1, "toy", 1)
    assert one is not None and one[1].games == 3 and one[1].wins == 3 and one[1].average_place == 1.0
    other_guild = await storage.ratings.rank_of(2, "toy", 1)
    assert other_guild is not None and other_guild[1].games == 1 and other_guild[0] == 2


def test_rating_ranks_stay_within_the_seat_count() -> None:
    everyone_left = [FinishedSeat(i, i + 1, i + 1, 0, abandoned=True) for i in range(3)]
    assert rating_ranks(everyone_left) == [3, 3, 3]
    tie_and_leaver = [FinishedSeat(0, 1, 1, 5), FinishedSeat(1, 2, 1, 5), FinishedSeat(2, 3, 3, 1, abandoned=True)]
    assert rating_ranks(tie_and_leaver) == [1, 1, 3]


async def test_when_everyone_abandoned_nobody_wins(storage: Storage) -> None:
    await _record(storage, 1, [FinishedSeat(i, 10 + i, i + 1, 0, abandoned=True) for i in range(3)])
    board = await storage.ratings.leaderboard(1, "toy")
    assert all(s.wins == 0 and s.average_place == 3.0 for s in board)


async def test_rank_of_agrees_with_the_leaderboard_order(storage: Storage) -> None:
    for m in range(6):
        seats = [FinishedSeat(i, 100 + (i + m) % 5, i + 1, 0) for i in range(3)]
        await _record(storage, m, seats)
    board = await storage.ratings.leaderboard(1, "toy", 0, 100)
    for i, s in enumerate(board, start=1):
        found = await storage.ratings.rank_of(1, "toy", s.user_id)
        assert found is not None and found[0] == i
    assert await storage.ratings.rank_of(1, "toy", 999) is None


async def test_storage_writes_what_the_rater_computes_from_the_ratings_it_read(storage: Storage) -> None:
    """Storage does no rating maths: it hands the rater the stored ``(mu, sigma)`` of people already rated
    (a new one is missing) and writes the rater's numbers as they are, the shown rating included."""
    calls: list[tuple[list[int | None], dict[int, tuple[float, float]]]] = []

    def rater(seats: Sequence[FinishedSeat], current: Mapping[int, tuple[float, float]]) -> list[RatingUpdate]:
        calls.append(([s.user_id for s in seats], dict(current)))
        return [RatingUpdate(s.user_id, 10.0 + len(calls), 2.0, -7.5 * len(calls), s.place == 1, s.place)
                for s in seats if s.user_id is not None]

    async def record(match: int, seats: list[FinishedSeat]) -> None:
        async def body(conn: Connection) -> None:
            await _match_row(conn, match, 1)
            await record_result(conn, match, 1, "toy", seats, rate=rater)

        await storage.db.transaction(body)

    await record(1, [FinishedSeat(0, 1, 1, 3), FinishedSeat(1, None, 2, 1)])
    await record(2, [FinishedSeat(0, 1, 2, 0), FinishedSeat(1, 2, 1, 4)])
    assert calls == [([1, None], {}), ([1, 2], {1: (11.0, 2.0)})]  # person 2 is new: not in current
    board = {s.user_id: s for s in await storage.ratings.leaderboard(1, "toy")}
    assert (board[1].mu, board[1].sigma, board[1].rating, board[1].games, board[1].wins) == (12.0, 2.0, -15.0, 2, 1)
    assert (board[2].rating, board[2].wins, board[2].place_sum) == (-15.0, 1, 1)


async def test_the_shown_rating_is_openskills_ordinal_and_orders_the_standings(storage: Storage) -> None:
    await _record(storage, 1, [FinishedSeat(0, 1, 2, 0), FinishedSeat(1, 2, 1, 3), FinishedSeat(2, 3, 3, 0)])
    board = await storage.ratings.leaderboard(1, "toy")
    assert [s.user_id for s in board] == [2, 1, 3]
    assert all(s.rating == pytest.approx(MODEL.rating(mu=s.mu, sigma=s.sigma).ordinal()) for s in board)
    assert all(s.rating == pytest.approx(s.mu - 3 * s.sigma) for s in board)
