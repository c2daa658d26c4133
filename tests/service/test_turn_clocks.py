"""Turn-based clocks in the match service (issue 21): speeds, the time bank, deadlines that survive a
restart to the second, the absent count across days and restarts, the durable "a bot played part"
mark, and thousands of deadlines in one heap — all on the injectable clock (days pass in milliseconds)."""
from __future__ import annotations

import asyncio

import pytest

from engine.service import MatchError, MatchService
from engine.service.guild_configs import POLL_TASK
from engine.service.match_settings import TURN_BASED_BANK_S, TURN_BASED_REFILL_S
from engine.service.outages import HEARTBEAT_TASK
from engine.service.turns import last_move_at
from storage import StorageBackend, open_storage
from tests.clock import ServiceClock
from tests.conftest import Recorder
from tests.toy_game import Add, toy_view
from tests.waiting import eventually

HOST, BOB = 100, 101
DAY, HOUR = 86_400.0, 3_600.0


async def _started(service: MatchService, **options: object) -> int:
    rec = await service.create_lobby(game="toy", guild_id=1, channel_id=2, host_id=HOST, host_name="Host",
                                     options={"target": 100, **options}, seed=3)
    await service.join(rec.id, BOB, "Bob")
    await service.start_match(rec.id, HOST)
    return rec.id


async def test_a_slow_move_uses_the_bank_and_a_quick_one_refills_it(database_url: str, toy: object) -> None:
    clock = ServiceClock()
    storage = await open_storage(database_url)
    svc = MatchService(storage, turn_timeout_s=0, bot_delay_scale=0, clock=clock)
    await svc.start()
    try:
        mid = await _started(svc, turn_timeout_s=DAY)
        start = clock()
        first = svc.turn_clock(mid, 0)
        assert first is not None and first.turn_based
        assert (first.deadline, first.per_move_s, first.bank_s) == (start + DAY + TURN_BASED_BANK_S, DAY, TURN_BASED_BANK_S)
        assert svc.deadline(mid, 0) == first.deadline and svc.turn_clock(mid, 1) is None
        clock.advance(DAY + 6 * HOUR)  # 6 h into the bank
        assert svc.turn_clock(mid, 0).in_bank(clock())  # type: ignore[union-attr]
        await svc.act(mid, HOST, Add(amount=1))
        clock.advance(HOUR)
        await svc.act(mid, BOB, Add(amount=1))  # Bob in time: his full bank stays full (capped)
        mine = svc.turn_clock(mid, 0)
        assert mine is not None
        assert mine.bank_s == TURN_BASED_BANK_S - 6 * HOUR + TURN_BASED_REFILL_S
        assert mine.deadline == clock() + DAY + mine.bank_s
        await svc.act(mid, HOST, Add(amount=1))
        assert svc.turn_clock(mid, 1).bank_s == TURN_BASED_BANK_S  # type: ignore[union-attr]
        assert [c.seat for c in svc.pending_turns(user_id=BOB)] == [1] and svc.pending_turns(user_id=HOST) == []
    finally:
        await svc.close()
        await storage.close()


async def test_a_deadline_survives_a_restart_to_the_second_and_fires_on_time(database_url: str, toy: object) -> None:
    """A restart in the middle of a 24-hour wait: the re-armed deadline is the stored one moved by exactly
    the two hours the bot was down (issue 37: nobody is charged for them), nothing fires a second early,
    and the default move comes as soon as the clock passes it."""
    clock = ServiceClock()
    storage = await open_storage(database_url)
    svc = MatchService(storage, turn_timeout_s=0, bot_delay_scale=0, clock=clock)
    await svc.start()
    mid = await _started(svc, turn_timeout_s=DAY, time_bank_s=0)
    deadline = svc.deadline(mid, 0)
    assert deadline == clock() + DAY
    clock.advance(11 * HOUR)
    await svc.close()
    await storage.close()

    clock.advance(2 * HOUR)  # the bot is down for two hours
    storage = await open_storage(database_url)
    rec = Recorder()
    svc = MatchService(storage, turn_timeout_s=0, bot_delay_scale=0, clock=clock)
    svc.subscribe(rec)
    try:
        assert await svc.start() == 1
        deadline += 2 * HOUR
        assert svc.deadline(mid, 0) == deadline
        assert svc.pending_deadlines() >= 1
        clock.advance_to(deadline - 1)
        await asyncio.sleep(0.05)
        await svc.wait_idle()
        assert toy_view(svc, mid, None).counter == 0 and "timed_out" not in [e.kind for u in rec.updates for e in u.events]
        clock.advance(1)
        await eventually(lambda: "timed_out" in [e.kind for u in rec.updates for e in u.events], timeout=20)
        assert toy_view(svc, mid, None).counter == 1
        stored = await svc.stored_matches.get(mid)
        assert stored is not None and stored.version == 1
        assert svc.deadline(mid, 1) == deadline + DAY  # Bob's move began at the timeout
    finally:
        await svc.close()
        await storage.close()


async def _restart(database_url: str, clock: ServiceClock, down_s: float) -> tuple[MatchService, StorageBackend]:
    """A service on ``database_url`` started after the bot was down for ``down_s`` seconds."""
    clock.advance(down_s)
    storage = await open_storage(database_url)
    svc = MatchService(storage, turn_timeout_s=0, bot_delay_scale=0, clock=clock)
    await svc.start()
    return svc, storage


async def test_the_time_the_bot_was_down_is_charged_on_live_speeds_only(database_url: str, toy: object) -> None:
    """Issue 37: a 24-hour turn with 6 hours left when the bot goes down for 10 hours still has 6 hours
    after the restart (its start, bank and reminders move too); a 5-minute turn keeps only a short grace."""
    clock = ServiceClock()
    storage = await open_storage(database_url)
    svc = MatchService(storage, turn_timeout_s=0, bot_delay_scale=0, clock=clock)
    await svc.start()
    slow = await _started(svc, turn_timeout_s=DAY, time_bank_s=0)
    live = await _started(svc, turn_timeout_s=300)
    before = svc.turn_clock(slow, 0)
    clock.advance(18 * HOUR)
    await svc.close()
    await storage.close()

    svc, storage = await _restart(database_url, clock, 10 * HOUR)
    try:
        after = svc.turn_clock(slow, 0)
        assert before is not None and after is not None
        assert after.left(clock()) == 6 * HOUR
        assert (after.started, after.deadline) == (before.started + 10 * HOUR, before.deadline + 10 * HOUR)
        assert after.bank_s == before.bank_s
        assert svc.deadline(live, 0) == clock() + 30  # RESTART_GRACE_S: live speeds are not moved
        stored = await svc.stored_matches.get(slow)
        assert stored is not None and stored.timers == svc.match(slow).timers  # type: ignore[union-attr]
    finally:
        await svc.close()
        await storage.close()


async def test_a_crash_is_charged_from_the_last_heartbeat_and_never_credited_twice(database_url: str, toy: object) -> None:
    """A process that dies is credited from its last heartbeat (at most ``HEARTBEAT_S`` late); one that
    dies during start-up, after moving the deadlines but before its first heartbeat, does not move them
    a second time for the same hours at the next start."""
    clock = ServiceClock()
    storage = await open_storage(database_url)
    svc = MatchService(storage, turn_timeout_s=0, bot_delay_scale=0, clock=clock)
    await svc.start()
    mid = await _started(svc, turn_timeout_s=DAY, time_bank_s=0)
    deadline = svc.deadline(mid, 0)
    assert deadline is not None
    clock.advance(HOUR)
    await svc.heartbeat.beat()  # its last renewal
    clock.advance(5)
    await svc.heartbeat.stop(last=False)  # killed: no last heartbeat
    svc._live.closed = True
    await storage.close()

    clock.advance(3 * HOUR)
    storage = await open_storage(database_url)
    svc = MatchService(storage, turn_timeout_s=0, bot_delay_scale=0, clock=clock)

    async def dies() -> None:
        raise OSError("killed during start-up")

    svc.heartbeat.beat = dies  # type: ignore[method-assign]
    with pytest.raises(OSError):
        await svc.start()
    moved = (await svc.stored_matches.get(mid)).timers  # type: ignore[union-attr]
    assert next(e["deadline"] for k, e in moved.items() if k.startswith("turn:")) == deadline + 3 * HOUR + 5
    await svc.close()
    await storage.close()

    svc, storage = await _restart(database_url, clock, HOUR)
    try:
        assert svc.deadline(mid, 0) == deadline + 4 * HOUR + 5  # the first 3 h 5 s once, then the last hour
    finally:
        await svc.close()
        await storage.close()


async def test_each_shard_is_charged_its_own_outage(storage: StorageBackend) -> None:
    """Two processes on two shards: each match is credited from its own shard's heartbeat; a shard with
    none under this shard count falls back to the latest heartbeat of any; none at all credits nothing."""
    from engine.service.outages import Heartbeat
    from engine.service.shards import ShardFilter, shard_of

    store = storage.heartbeats
    clock = ServiceClock()
    two = [Heartbeat(store, ShardFilter(2, frozenset({i})), clock=clock) for i in (0, 1)]
    assert (await two[0].last_alive())(1 << 22) is None
    await two[0].beat()
    clock.advance(HOUR)
    await two[1].beat()
    await two[1].beat()  # a later beat of the same row moves it forward, never back
    guild_on = {shard_of(g, 2): g for g in (1 << 22, 2 << 22)}
    alive_at = await two[0].last_alive()
    assert alive_at(guild_on[0]) == clock() - HOUR and alive_at(guild_on[1]) == clock()
    assert (await Heartbeat(store, None, clock=clock).last_alive())(guild_on[0]) == clock()  # another sharding
    await store.beat(2, [0], clock() - 2 * HOUR)
    assert (await two[0].last_alive())(guild_on[0]) == clock() - HOUR


async def test_the_absent_count_runs_across_days_and_a_restart_then_rejoin(database_url: str, toy: object) -> None:
    """Bob goes silent on 24-hour clocks (absent after 2): a default move, a restart, another default move,
    then a bot plays his seat; he rejoins days later, and his seat stays marked for good."""
    clock = ServiceClock()
    storage = await open_storage(database_url)
    svc = MatchService(storage, turn_timeout_s=0, bot_delay_scale=0, clock=clock)
    rec = Recorder()
    svc.subscribe(rec)
    await svc.start()
    try:
        mid = await _started(svc, turn_timeout_s=DAY, absent_after=2)
        await svc.act(mid, HOST, Add(amount=1))
        clock.advance(2 * DAY)  # Bob's 24 h + his 1-day bank
        await eventually(lambda: svc.to_act(mid) == {0}, timeout=20)
        assert svc.match(mid).timers["clock:1"] == {"seat": 1, "bank_s": 0.0, "missed": 1}  # type: ignore[union-attr]
        await svc.act(mid, HOST, Add(amount=1))
    finally:
        await svc.close()
        await storage.close()

    storage = await open_storage(database_url)
    svc = MatchService(storage, turn_timeout_s=0, bot_delay_scale=0, clock=clock)
    rec = Recorder()
    svc.subscribe(rec)
    try:
        await svc.start()
        assert svc.deadline(mid, 1) == clock() + DAY  # an empty bank: just the per-move time
        clock.advance(DAY)
        await eventually(lambda: svc.match(mid) is not None and svc.match(mid).seats[1].is_bot, timeout=20)  # type: ignore[union-attr]
        await svc.wait_idle()  # the seat turns bot before subscribers are told: wait for the announcement
        await eventually(lambda: any(e.kind == "abandoned" and e.data.get("why") == "absent" and e.data.get("turns") == 2
                                     and not e.text for e in rec.events()), timeout=20)
        stored = await svc.stored_matches.get(mid)
        assert stored is not None and stored.seats[1].abandoned and stored.seats[1].bot_played
        clock.advance(3 * DAY)
        await svc.rejoin(mid, BOB)
        stored = await svc.stored_matches.get(mid)
        assert stored is not None and not stored.seats[1].is_bot and stored.seats[1].bot_played
        assert not stored.seats[0].bot_played
        assert svc.match(mid).timers["clock:1"]["missed"] == 0  # type: ignore[union-attr]
    finally:
        await svc.close()
        await storage.close()


async def test_a_real_time_game_is_offered_live_speeds_only(service: MatchService, toy: object,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.toy_game import ToyGame

    monkeypatch.setattr(ToyGame, "turn_timer", False)
    rec = await service.create_lobby(game="toy", guild_id=1, channel_id=2, host_id=HOST, host_name="Host")
    with pytest.raises(MatchError, match=r"played in real time.*live turn timer: 0 to 3600 s \(1 h\)"):
        await service.set_option(rec.id, HOST, "turn_timeout_s", DAY)
    await service.set_option(rec.id, HOST, "turn_timeout_s", 60)
    with pytest.raises(MatchError, match="played in real time"):
        await service.create_lobby(game="toy", guild_id=1, channel_id=2, host_id=BOB, host_name="Bob",
                                   options={"turn_timeout_s": 43_200})


async def test_choosing_a_speed_brings_its_bank(service: MatchService) -> None:
    rec = await service.create_lobby(game="toy", guild_id=1, channel_id=2, host_id=HOST, host_name="Host")
    await service.set_option(rec.id, HOST, "turn_timeout_s", 3 * DAY)
    assert service.settings(service.match(rec.id)).time_bank_s == TURN_BASED_BANK_S  # type: ignore[arg-type]
    await service.set_option(rec.id, HOST, "time_bank_s", 2 * DAY)
    assert service.settings(service.match(rec.id)).time_bank_s == 2 * DAY  # type: ignore[arg-type]
    await service.set_option(rec.id, HOST, "turn_timeout_s", 300)  # back to live: no bank
    assert service.settings(service.match(rec.id)).time_bank_s == 0  # type: ignore[arg-type]
    with pytest.raises(MatchError, match=r"Time bank: seconds from 0 \(none\) to 604800"):
        await service.set_option(rec.id, HOST, "time_bank_s", 10 * DAY)


async def test_many_matches_share_one_heap_and_a_restart_rearms_them_all(database_url: str, toy: object) -> None:
    clock = ServiceClock()
    storage = await open_storage(database_url)
    svc = MatchService(storage, turn_timeout_s=0, bot_delay_scale=0, clock=clock)
    await svc.start()
    ids = [await _started(svc, turn_timeout_s=DAY) for _ in range(60)]
    deadlines = {m: svc.deadline(m, 0) for m in ids}
    await svc.close()
    await storage.close()

    storage = await open_storage(database_url)
    svc = MatchService(storage, turn_timeout_s=0, bot_delay_scale=0, clock=clock)
    def sleepers() -> int:  # tasks of the service besides the guild configurations' poll and the heartbeat (not deadlines)
        return sum(1 for t in asyncio.all_tasks() if t.get_name() not in (POLL_TASK, HEARTBEAT_TASK))

    tasks_before = sleepers()
    try:
        assert await svc.start() == 60
        assert {m: svc.deadline(m, 0) for m in ids} == deadlines
        assert svc.pending_deadlines() >= 60  # turns (and their reminders) in one heap ...
        assert sleepers() - tasks_before <= 1  # ... with one sleeper
        clock.advance(2 * DAY)
        await eventually(lambda: all(svc.to_act(m) == {1} for m in ids), timeout=60)
    finally:
        await svc.close()
        await storage.close()


async def test_the_last_own_move_is_stored_and_a_timeout_is_not_one(database_url: str, toy: object) -> None:
    """Issue 21, "none while they are playing": when a person last moved themselves is kept with the
    committed timers (``moved_at``), so a restarted service still knows it; a move made for them
    when their time ran out does not count as theirs."""
    clock = ServiceClock()
    storage = await open_storage(database_url)
    svc = MatchService(storage, turn_timeout_s=0, bot_delay_scale=0, clock=clock)
    await svc.start()
    try:
        mid = await _started(svc, turn_timeout_s=12 * HOUR, time_bank_s=0)
        assert last_move_at(svc.matches_of(HOST), HOST) is None
        clock.advance(HOUR)
        moved = clock()
        await svc.act(mid, HOST, Add(amount=1))
        assert last_move_at(svc.matches_of(HOST), HOST) == moved
        assert last_move_at(svc.matches_of(BOB), BOB) is None
        clock.advance(12 * HOUR)  # Bob's time runs out: a move is made for him
        await eventually(lambda: svc.to_act(mid) == {0}, timeout=20)
        assert last_move_at(svc.matches_of(BOB), BOB) is None
    finally:
        await svc.close()
    again = MatchService(storage, turn_timeout_s=0, bot_delay_scale=0, clock=clock)
    await again.start()
    try:
        assert last_move_at(again.matches_of(HOST), HOST) == moved
        assert last_move_at(again.matches_of(BOB), BOB) is None
    finally:
        await again.close()
        await storage.close()
