"""The guild configuration store and the pause store (migration 006) on both backends, and a change
racing another process's (storage/guilds.py, engine/service/guild_configs.py)."""
from __future__ import annotations

import pytest

from engine.service.guild_config import GuildConfig
from engine.service.guild_configs import GuildConfigs
from storage import GuildConfigRecord, PauseRecord, SeatRecord, StaleVersion, StorageBackend, open_storage
from tests.clock import ServiceClock


async def test_saves_bump_the_version_and_stale_writes_are_refused(storage: StorageBackend) -> None:
    store = storage.guild_configs
    assert await store.get(7) is None
    first = await store.save(7, {"channels": [1]}, at=10.0, expected_version=0)
    assert (first.version, first.config, first.updated_at) == (1, {"channels": [1]}, 10.0)
    with pytest.raises(StaleVersion):
        await store.save(7, {"channels": [2]}, at=11.0, expected_version=0)  # someone made the row first
    second = await store.save(7, {"channels": [2]}, at=12.0, expected_version=1)
    assert second.version == 2
    with pytest.raises(StaleVersion):
        await store.save(7, {"channels": [3]}, at=13.0, expected_version=1)
    got = await store.get(7)
    assert got is not None and got.config == {"channels": [2]} and got.version == 2
    assert (await store.save(7, {}, at=14.0)).version == 3  # unconditional
    await store.save(8, {}, at=5.0)
    assert [r.guild_id for r in await store.changed_since(10.0)] == [7]
    assert [r.guild_id for r in await store.changed_since(0.0)] == [7, 8]


async def test_pauses_are_kept_and_resuming_stores_the_moved_timers(storage: StorageBackend) -> None:
    match = await storage.matches.create(guild_id=1, channel_id=2, game="toy", host_id=3, options={}, seed=1,
                                         seats=[SeatRecord(0, 3, "Host")], at=1.0)
    await storage.pauses.pause(PauseRecord(match.id, 9, "Mod", 50.0))
    assert await storage.pauses.all() == [PauseRecord(match.id, 9, "Mod", 50.0)]
    await storage.pauses.unpause(match.id, {"turn:0:0": {"deadline": 99.0, "seat": 0, "action": None}})
    assert await storage.pauses.all() == []
    stored = await storage.matches.get(match.id)
    assert stored is not None and stored.timers["turn:0:0"]["deadline"] == 99.0


async def test_a_change_racing_another_process_keeps_both(database_url: str) -> None:
    """Process one reads, process two writes, process one writes: one's write is refused and its
    edit made again on two's configuration, so neither change is lost."""
    clock = ServiceClock()
    one_db, two_db = await open_storage(database_url), await open_storage(database_url)
    one, two = GuildConfigs(one_db, clock=clock, poll_s=0), GuildConfigs(two_db, clock=clock, poll_s=0)
    edits = 0

    async def other_process() -> None:
        def add_role(config: GuildConfig) -> None:
            config.host_roles.append(77)

        await two.change(5, add_role)

    pending: list[object] = []

    def add_channel(config: GuildConfig) -> None:
        nonlocal edits
        edits += 1
        config.channels.append(55)

    try:
        await one.get(5)
        original_get = one_db.guild_configs.get

        async def get_then_race(guild_id: int) -> GuildConfigRecord | None:
            row = await original_get(guild_id)
            if not pending:  # the first read: the other process writes right after it
                pending.append(True)
                await other_process()
            return row

        one_db.guild_configs.get = get_then_race  # type: ignore[method-assign]
        config = await one.change(5, add_channel)
        assert edits == 2  # made again on the other process's configuration
        assert config.channels == [55] and config.host_roles == [77]
        row = await original_get(5)
        assert row is not None and row.version == 2 and row.config["host_roles"] == [77] and row.config["channels"] == [55]
    finally:
        await one_db.close()
        await two_db.close()
