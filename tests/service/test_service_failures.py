"""MatchService under failure: memory never runs ahead of the database, and nothing stalls.

A crash inside a game's apply, a cancelled task in the middle of a write, a bot policy
that raises, a database hiccup when a timer fires.
"""
from __future__ import annotations

import asyncio
import copy
import threading
from typing import Any

import pytest

import engine.service.timers as service_module
from engine.service import MatchService
from storage import Storage
from tests.match_reads import sql_db
from tests.toy_game import GAME as TOY
from tests.toy_game import Add, toy_view
from tests.waiting import DEADLINE_S, eventually

HOST, BOB = 100, 101


async def _started(svc: MatchService, *, bot: bool = False, **options: Any) -> int:
    rec = await svc.create_lobby(game="toy", guild_id=1, channel_id=2, host_id=HOST, host_name="Host", options=options, seed=3)
    if bot:
        await svc.add_bot(rec.id, HOST)
    else:
        await svc.join(rec.id, BOB, "Bob")
    await svc.start_match(rec.id, HOST)
    return rec.id


async def _db_version(svc: MatchService, mid: int) -> int:
    rec = await svc.storage.matches.get(mid)
    assert rec is not None
    return rec.version


async def test_a_crash_inside_apply_leaves_memory_as_committed(service: MatchService, monkeypatch: pytest.MonkeyPatch) -> None:
    mid = await _started(service, target=50)
    real_apply = TOY.apply

    def half_apply(state: Any, seat: int, action: Any) -> Any:
        state.counter += 5  # changes the state, then fails with a bug (not an IllegalAction)
        raise KeyError("bug")

    monkeypatch.setattr(TOY, "apply", half_apply)
    with pytest.raises(KeyError):
        await service.act(mid, HOST, Add(amount=1))
    assert toy_view(service, mid, None).counter == 0
    monkeypatch.setattr(TOY, "apply", real_apply)
    await service.act(mid, HOST, Add(amount=2))
    assert toy_view(service, mid, None).counter == 2 and await _db_version(service, mid) == 1


@pytest.mark.backends("sqlite")
async def test_cancelled_mid_write_books_what_the_database_did(service: MatchService, monkeypatch: pytest.MonkeyPatch) -> None:
    mid = await _started(service, target=50)
    db = sql_db(service.storage)
    real_transaction = db.transaction

    started, release = threading.Event(), threading.Event()

    async def slow_transaction(fn: Any) -> Any:
        def slow(conn: Any) -> Any:
            started.set()
            release.wait(DEADLINE_S)  # a slow disk: the database thread is busy with our write
            return fn(conn)

        return await real_transaction(slow)

    monkeypatch.setattr(db, "transaction", slow_transaction)
    task = asyncio.create_task(service.act(mid, HOST, Add(amount=2)))
    await eventually(started.is_set, what="the write on the database thread")
    task.cancel()  # while the write is in flight
    release.set()
    with pytest.raises(asyncio.CancelledError):
        await task
    monkeypatch.setattr(db, "transaction", real_transaction)
    # The write completed: memory agrees with the database, and play goes on.
    assert await _db_version(service, mid) == 1
    record = service.match(mid)
    assert record is not None and record.version == 1
    assert toy_view(service, mid, None).counter == 2
    await service.act(mid, BOB, Add(amount=1))
    assert await _db_version(service, mid) == 2


@pytest.mark.backends("postgresql")
async def test_cancelled_mid_write_on_postgres_books_what_the_database_did(service: MatchService) -> None:
    """PostgreSQL aborts a cancelled statement: memory stays at the committed version, equal to the database."""
    import asyncpg

    from storage.postgres.db import PgDatabase

    mid = await _started(service, target=50)
    pg = sql_db(service.storage)
    assert isinstance(pg, PgDatabase)
    blocker = await asyncpg.connect(pg.url)  # another process holds the match row: our write waits
    hold = blocker.transaction()
    await hold.start()
    await blocker.execute("SELECT 1 FROM matches WHERE id = $1 FOR UPDATE", mid)
    task = asyncio.create_task(service.act(mid, HOST, Add(amount=2)))

    async def write_waits_on_the_lock() -> bool:
        return bool(await blocker.fetchval(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'"))

    await eventually(write_waits_on_the_lock, what="our write waiting on the held row")
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    await hold.rollback()
    await blocker.close()
    record = service.match(mid)
    assert record is not None and record.version == await _db_version(service, mid) == 0
    assert toy_view(service, mid, None).counter == 0
    await service.act(mid, HOST, Add(amount=1))
    assert await _db_version(service, mid) == 1 and toy_view(service, mid, None).counter == 1


async def test_a_failing_bot_policy_falls_back_to_the_default_action(
    service: MatchService, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken_policy(view: Any, seat: int, rng: Any) -> Any:
        raise ZeroDivisionError("policy bug")

    monkeypatch.setattr(TOY, "bot_action", broken_policy)
    mid = await _started(service, bot=True, target=50)
    await service.act(mid, HOST, Add(amount=1))
    await eventually(lambda: 0 in service.to_act(mid), what="the bot seat's move")
    assert 0 in service.to_act(mid)  # the bot seat moved (default: add 1) and the turn came back
    assert toy_view(service, mid, None).counter == 2


async def test_a_timer_that_hits_a_database_error_is_retried(
    storage: Storage, toy: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(service_module, "RETRY_S", 0.05)
    svc = MatchService(storage, turn_timeout_s=0.05, bot_delay_scale=0)
    await svc.start()
    try:
        mid = await _started(svc, target=50)
        real_commit = storage.matches.commit_action
        failures = {"left": 2}

        async def flaky_commit(*args: Any, **kwargs: Any) -> int:
            if failures["left"]:
                failures["left"] -= 1
                raise OSError("database is locked")
            return await real_commit(*args, **kwargs)

        monkeypatch.setattr(storage.matches, "commit_action", flaky_commit)
        async def timed_out() -> bool:  # committed, then booked in memory (a poll may see the commit first)
            return await _db_version(svc, mid) >= 1 and toy_view(svc, mid, None).counter >= 1

        await eventually(timed_out, what="the turn timer's default action")
        assert failures["left"] == 0 and await _db_version(svc, mid) >= 1  # the timeout still applied
    finally:
        await svc.close()


async def test_a_closing_service_refuses_new_actions(service: MatchService) -> None:
    mid = await _started(service, target=50)
    await service.close()
    from engine.service import MatchError

    with pytest.raises(MatchError, match="restarting"):
        await service.act(mid, HOST, Add(amount=1))
    assert await _db_version(service, mid) == 0


async def test_nothing_reads_a_move_before_it_is_committed(service: MatchService, monkeypatch: pytest.MonkeyPatch) -> None:
    """While a move's transaction is in flight, views (tables, panels, bots) still show the last
    committed state; the move appears only once the commit has landed, and a failed commit
    never shows it at all."""
    mid = await _started(service, target=50)
    store = service.storage.matches
    real_commit = store.commit_action
    gate = asyncio.Event()
    seen_during: list[int] = []

    async def slow_commit(*args: Any, **kwargs: Any) -> int:
        seen_during.append(toy_view(service, mid, None).counter)
        seen_during.append(toy_view(service, mid, 0).counter)
        await gate.wait()
        return await real_commit(*args, **kwargs)

    monkeypatch.setattr(store, "commit_action", slow_commit)
    move = asyncio.create_task(service.act(mid, HOST, Add(amount=2)))
    while not seen_during:
        await asyncio.sleep(0.001)
    assert toy_view(service, mid, 1).counter == 0
    record = service.match(mid)
    assert record is not None and toy_view_of(service, record) == 0
    gate.set()
    await move
    assert seen_during == [0, 0] and toy_view(service, mid, None).counter == 2

    async def failing_commit(*args: Any, **kwargs: Any) -> int:
        seen_during.append(toy_view(service, mid, None).counter)
        raise OSError("disk gone")

    monkeypatch.setattr(store, "commit_action", failing_commit)
    with pytest.raises(OSError):
        await service.act(mid, BOB, Add(amount=1))
    assert seen_during[-1] == 2 and toy_view(service, mid, None).counter == 2


def toy_view_of(service: MatchService, record: Any) -> int:
    return int(service.view_of(record, None).counter)  # type: ignore[attr-defined]


async def test_view_of_a_record_is_the_state_of_its_version(service: MatchService) -> None:
    """A renderer holding an older snapshot of a match gets that version's state, never a newer
    one, so a picture cached under ``record.version`` shows that version."""
    mid = await _started(service, target=50)
    old = await service.fetch(mid)
    assert old is not None
    snapshot = copy.deepcopy(old)
    await service.act(mid, HOST, Add(amount=2))
    assert toy_view_of(service, snapshot) == 0
    live = service.match(mid)
    assert live is not None and toy_view_of(service, live) == 2


async def test_a_failed_option_write_leaves_the_lobby_as_stored(service: MatchService, monkeypatch: pytest.MonkeyPatch) -> None:
    """A lobby option whose write fails is not kept in memory (a Start would deal with options the
    database never had: /history replays from the stored ones, a restart would use them too)."""
    rec = await service.create_lobby(game="toy", guild_id=1, channel_id=2, host_id=HOST, host_name="Host",
                                     options={"target": 30}, seed=3)

    async def busy(*args: Any, **kwargs: Any) -> None:
        raise OSError("database is busy")

    monkeypatch.setattr(service.storage.matches, "set_options", busy)
    with pytest.raises(OSError):
        await service.set_option(rec.id, HOST, "target", 20)
    with pytest.raises(OSError):
        await service.set_option(rec.id, HOST, "turn_timeout_s", 60)
    stored = await service.storage.matches.get(rec.id)
    live = service.match(rec.id)
    assert stored is not None and live is not None
    assert live.options == stored.options and live.options.get("target") == 30


async def test_a_failed_timer_write_after_an_abandon_does_not_stall_the_match(
    service: MatchService, monkeypatch: pytest.MonkeyPatch
) -> None:
    """/abandon commits the seat to a bot, then stores the re-planned timers; if that second write
    fails, the bot must still play the seat (before: it was never scheduled and the match stalled)."""
    mid = await _started(service, target=50)
    assert service.to_act(mid) == {0}  # the host's turn

    async def busy(*args: Any, **kwargs: Any) -> None:
        raise OSError("database is busy")

    monkeypatch.setattr(service.storage.matches, "set_timers", busy)
    with pytest.raises(OSError):
        await service.abandon(mid, HOST)
    monkeypatch.undo()
    async def moved() -> bool:
        return await _db_version(service, mid) >= 1

    await eventually(moved, what="the bot's move in the host's seat")
    assert await _db_version(service, mid) >= 1  # the bot in the host's seat moved
