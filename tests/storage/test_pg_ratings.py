"""PostgreSQL: ratings stay right when two processes finish matches of one guild at once (issue 14).

Two storages on one PostgreSQL database (two connection pools, as two bot processes have) finish many
identical matches between the same two people concurrently. Identical matches make the
order irrelevant: the final ratings must equal rating them one after another, and every
game must count — a lost update (two finishers reading the same old rating) fails this.
"""
from __future__ import annotations

import asyncio
from typing import Any

import pytest

from engine.ratings import MODEL, rating_updates
from storage import FinishedSeat, SeatRecord, open_storage

MATCHES = 16
A, B = 111, 222


async def _active(storage: Any, guild: int) -> int:
    rec = await storage.matches.create(guild_id=guild, channel_id=1, game="toy", host_id=A, options={}, seed=1,
                                       seats=[SeatRecord(0, A, "a"), SeatRecord(1, B, "b")], at=0.0)
    await storage.matches.start(rec.id, seats=rec.seats, state="{}", timers={}, at=0.0)
    return int(rec.id)


async def test_two_processes_finishing_at_once_lose_no_rating_update(pg_databases: Any) -> None:
    url = pg_databases()
    one, two = await open_storage(url), await open_storage(url)
    try:
        ids = [await _active(one, guild=7) for _ in range(MATCHES)]
        finished = [FinishedSeat(0, A, 1, 10.0), FinishedSeat(1, B, 2, 5.0)]

        async def finish(storage: Any, match_id: int) -> int:
            return int(await storage.matches.commit_action(
                match_id, expected_version=0, seat=0, action="{}", state="{}", timers={}, at=1.0,
                finished=finished, guild_id=7, game="toy", rate=rating_updates))

        versions = await asyncio.gather(*[finish(one if i % 2 else two, m) for i, m in enumerate(ids)])
        assert versions == [1] * MATCHES
        a, b = MODEL.rating(), MODEL.rating()
        for _ in range(MATCHES):  # the same match rated one after another
            [[a], [b]] = MODEL.rate([[a], [b]], ranks=[1.0, 2.0])
        board = {s.user_id: s for s in await one.ratings.leaderboard(7, "toy")}
        assert board[A].games == board[B].games == MATCHES and board[A].wins == MATCHES and board[B].wins == 0
        assert board[A].mu == pytest.approx(a.mu) and board[A].sigma == pytest.approx(a.sigma)
        assert board[B].mu == pytest.approx(b.mu) and board[B].sigma == pytest.approx(b.sigma)
        assert board[A].rating == pytest.approx(a.ordinal()) and board[B].rating == pytest.approx(b.ordinal())
        assert len(await two.ratings.results(ids[0])) == 2
    finally:
        await one.close()
        await two.close()


async def test_a_second_writer_of_one_version_is_refused_across_processes(pg_databases: Any) -> None:
    """The version check holds across connection pools: one of two processes advancing the same match wins."""
    from storage import StaleVersion

    url = pg_databases()
    one, two = await open_storage(url), await open_storage(url)
    try:
        mid = await _active(one, guild=7)
        outcomes = await asyncio.gather(
            *[s.matches.commit_action(mid, expected_version=0, seat=0, action=f'{{"by": {i}}}', state="{}",
                                      timers={}, at=1.0) for i, s in enumerate([one, two] * 3)],
            return_exceptions=True,
        )
        assert sum(1 for o in outcomes if o == 1) == 1 and sum(isinstance(o, StaleVersion) for o in outcomes) == 5
        assert len(await two.matches.actions(mid)) == 1
    finally:
        await one.close()
        await two.close()
