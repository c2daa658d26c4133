"""Tutorial matches in the service and storage (issue 35): started for one person with bots on the
other seats; heard of only by tutorial subscribers and watchers (the watcher before ``act``
returns); left out of the running matches, the person's matches, their turns and the ended
matches; no turn deadline; reaching the game's end writes no result, rating or reputation; the
tutorials store keeps progress and learned marks."""
from __future__ import annotations

import pytest

from engine.service import MatchService, MatchUpdate, UpdateKind
from engine.tutorial import tutorials
from storage import StorageBackend
from tests.conftest import Recorder
from tests.match_reads import sql_db
from tests.toy_game import Add
from tests.waiting import eventually

USER = 501


async def _toy_tutorial(service: MatchService) -> int:
    record = await service.start_tutorial(game="toy", user_id=USER, name="Ann", guild_id=7, seats=2, seed=3,
                                          options={"target": 3}, level="easy")
    return record.id


async def test_a_tutorial_is_apart_from_everything_else(service: MatchService) -> None:
    everyone, tutors = Recorder(), Recorder()
    watched: list[MatchUpdate] = []
    service.subscribe(everyone)
    service.subscribe(tutors, tutorials=True)
    service.watch_tutorials(watched.append)
    match_id = await _toy_tutorial(service)
    record = service.match(match_id)
    assert record is not None and record.tutorial and record.channel_id is None
    assert [s.is_bot for s in record.seats] == [False, True] and record.seats[1].level == "easy"
    assert record.options["ranked"] is False and record.options["turn_timeout_s"] == 0
    assert service.running() == [] and service.running(guild_id=7) == [] and service.matches_of(USER) == []
    assert [r.id for r in service.running(tutorials=True)] == [match_id]
    assert [r.id for r in service.tutorials_of(USER)] == [match_id]
    assert service.deadline(match_id, 0) is None and service.pending_turns(user_id=USER) == []
    assert await service.turns_of(USER) == []
    seen = len(watched)
    await service.act(match_id, USER, Add(amount=1))
    assert len(watched) == seen + 1 and watched[-1].kind == UpdateKind.ACTION  # before act returned
    await service.wait_idle()
    assert everyone.updates == []
    assert UpdateKind.STARTED in tutors.kinds() and UpdateKind.ACTION in tutors.kinds()


async def test_a_tutorial_that_ends_writes_no_result(service: MatchService, storage: StorageBackend) -> None:
    match_id = await _toy_tutorial(service)
    while service.match(match_id) is not None:
        if 0 in service.to_act(match_id):
            await service.act(match_id, USER, Add(amount=2))
        else:
            await eventually(lambda: service.match(match_id) is None or 0 in service.to_act(match_id))
    record = await service.fetch(match_id)
    assert record is not None and record.status == "finished"
    db = sql_db(storage)
    for table in ("results", "reputation", "ratings"):
        row = await db.fetchone(f"SELECT COUNT(*) FROM {table}")
        assert row is not None and row[0] == 0, table
    assert await service.ended_since(0.0) == []


async def test_no_lobby_option_sets_the_tutorial_flag(service: MatchService) -> None:
    record = await service.create_lobby(game="toy", guild_id=7, channel_id=8, host_id=USER, host_name="Ann",
                                        options={"target": 3})
    with pytest.raises(Exception, match="option"):
        await service.set_option(record.id, USER, "tutorial", True)
    assert not (service.match(record.id) or record).tutorial


async def test_the_tutorials_store(storage: StorageBackend) -> None:
    store = storage.tutorials
    assert await store.get(USER, "toy") is None
    await store.begin(USER, "toy", 4, '{"moves": 0}', 10.0)
    await store.save(USER, "toy", '{"moves": 3}', 11.0)
    row = await store.get(USER, "toy")
    assert row is not None and row.match_id == 4 and row.progress == '{"moves": 3}' and row.learned_at is None
    assert [r.match_id for r in await store.running()] == [4]
    assert await store.learned("toy", [USER, 9]) == set()
    await store.finish(USER, "toy", '{"moves": 9}', 20.0)
    await store.begin(USER, "toy", 5, "{}", 30.0)  # played again: the first finish is kept
    await store.finish(USER, "toy", "{}", 40.0)
    row = await store.get(USER, "toy")
    assert row is not None and row.learned_at == 20.0 and row.match_id is None
    assert await store.learned("toy", [USER, 9]) == {USER}
    assert [r.game for r in await store.of_user(USER)] == ["toy"]
    await store.begin(USER, "other", 6, "{}", 50.0)
    await store.drop_match(USER, "other", 51.0)
    assert (await store.get(USER, "other")).match_id is None  # type: ignore[union-attr]


def test_every_tutorial_names_a_game() -> None:
    from engine import registry

    assert tutorials() and all(key in registry.games() for key in tutorials())


async def test_an_unsubscribed_listener_hears_nothing_more(service: MatchService) -> None:
    """What an unloaded cog does (``cog_unload``): its bound methods, given again as new objects,
    stop hearing updates of either kind and as a tutorial watcher; others still hear."""

    class Listener:
        def __init__(self) -> None:
            self.heard: list[UpdateKind] = []
            self.watched = 0

        async def on_update(self, update: MatchUpdate) -> None:
            self.heard.append(update.kind)

        def watch(self, update: MatchUpdate) -> None:
            self.watched += 1

    gone, stays, tutor = Listener(), Listener(), Listener()
    service.subscribe(gone.on_update)
    service.subscribe(stays.on_update)
    service.subscribe(tutor.on_update, tutorials=True)
    service.watch_tutorials(tutor.watch)
    service.unsubscribe(gone.on_update)
    service.unsubscribe(tutor.on_update)
    service.unsubscribe(tutor.watch)
    service.unsubscribe(Listener().on_update)  # never given: ignored
    await service.create_lobby(game="toy", guild_id=7, channel_id=8, host_id=USER, host_name="Ann",
                               options={"target": 3})
    await _toy_tutorial(service)
    await service.wait_idle()
    assert stays.heard == [UpdateKind.LOBBY]
    assert gone.heard == [] and tutor.heard == [] and tutor.watched == 0
