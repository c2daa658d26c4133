"""MatchStore.list: the one-query seat loading returns exactly what get() returns, per match."""
from __future__ import annotations

from storage import SeatRecord, Storage


async def test_list_returns_each_match_with_its_own_seats(storage: Storage) -> None:
    ids: dict[int, tuple[int, str]] = {}
    for i in range(9):
        guild = 1 + i % 2
        seats = [SeatRecord(s, 100 * i + s if s != 2 else None, f"m{i}s{s}", is_bot=s == 2) for s in range(2 + i % 3)]
        rec = await storage.matches.create(
            guild_id=guild, channel_id=2, game="toy", host_id=100 * i, options={}, seed=i, seats=seats, at=float(i)
        )
        status = "lobby"
        if i % 3 == 1:
            await storage.matches.start(rec.id, seats=seats, state='{"n": 0}', timers={}, at=0.0)
            status = "active"
        elif i % 3 == 2:
            await storage.matches.set_status(rec.id, "cancelled", 0.0)
            status = "cancelled"
        ids[rec.id] = (guild, status)
    # A match with no seats at all still comes back (with an empty list).
    empty = await storage.matches.create(guild_id=1, channel_id=2, game="toy", host_id=1, options={}, seed=0, seats=[], at=0.0)
    ids[empty.id] = (1, "lobby")

    for statuses in [("lobby",), ("active",), ("lobby", "active"), ("cancelled", "lobby", "active")]:
        for in_guild in (None, 1, 2, 3):
            got = await storage.matches.with_status(statuses, in_guild)
            want = [m for m, (g, st) in sorted(ids.items()) if st in statuses and (in_guild is None or g == in_guild)]
            assert [r.id for r in got] == want
            for r in got:
                single = await storage.matches.get(r.id)
                assert single is not None and r.seats == single.seats
    assert (await storage.matches.with_status(("finished",))) == []
    lobbies = {r.id: r for r in await storage.matches.with_status(("lobby",))}
    assert lobbies[empty.id].seats == []


async def test_ended_since_lists_finished_and_cancelled_matches_from_that_moment(storage: Storage) -> None:
    """MatchStore.ended_since: exactly the finished or cancelled matches last written at or after ``since``, by id."""
    ended: dict[int, float] = {}
    for i in range(8):
        seats = [SeatRecord(0, 10 + i, "a"), SeatRecord(1, None, "bot", is_bot=True)]
        rec = await storage.matches.create(guild_id=1 + i % 2, channel_id=2, game="toy", host_id=10 + i, options={},
                                           seed=i, seats=seats, at=0.0)
        if i % 4 == 0:
            continue  # still a lobby
        await storage.matches.start(rec.id, seats=seats, state="{}", timers={}, at=float(i))
        if i % 4 == 1:
            continue  # still active
        if i % 4 == 2:
            await storage.matches.set_status(rec.id, "cancelled", float(i))
        else:
            await storage.matches.commit_action(rec.id, expected_version=0, seat=0, action="{}", state="{}", timers={},
                                                at=float(i), finished=[])
        ended[rec.id] = float(i)
    for since in (0.0, 2.0, 3.0, 5.5, 7.0, 8.0):
        got = await storage.matches.ended_since(since)
        assert [r.id for r in got] == [m for m, at in sorted(ended.items()) if at >= since]
        for r in got:
            single = await storage.matches.get(r.id)
            assert single is not None and r.status in ("finished", "cancelled") and r.seats == single.seats
