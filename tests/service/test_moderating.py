"""An admin's pause and resume, removing a lobby player, handing a seat to a bot (issue 22), and
each server's defaults applied to new lobbies (engine/service/moderating.py, guild_configs.py)."""
from __future__ import annotations

import pytest

from engine.service import MatchError, MatchService
from storage import StorageBackend, open_storage
from tests.clock import ServiceClock
from tests.conftest import Recorder
from tests.toy_game import Add
from tests.waiting import eventually

HOST, BOB, CAROL, ADMIN = 100, 101, 102, 900
GUILD = 1


async def _started(service: MatchService) -> int:
    rec = await service.create_lobby(game="toy", guild_id=GUILD, channel_id=2, host_id=HOST, host_name="Host",
                                     options={}, seed=3)
    await service.join(rec.id, BOB, "Bob")
    await service.start_match(rec.id, HOST)
    return rec.id


def _turn_deadline(service: MatchService, match_id: int) -> float:
    record = service.match(match_id)
    assert record is not None
    return next(float(e["deadline"]) for k, e in record.timers.items() if k.startswith("turn:"))


async def test_pause_stops_the_clock_and_resume_moves_the_deadline_by_the_pause(storage: StorageBackend,
                                                                               toy: object) -> None:
    clock = ServiceClock()
    service = MatchService(storage, turn_timeout_s=60, bot_delay_scale=0, clock=clock, guild_poll_s=0)
    await service.start()
    updates = Recorder()
    service.subscribe(updates)
    mid = await _started(service)
    deadline = _turn_deadline(service, mid)
    clock.advance(20)
    await service.pause(mid, ADMIN, "Mod")
    assert service.paused(mid) is not None and service.paused(mid).by_name == "Mod"  # type: ignore[union-attr]
    with pytest.raises(MatchError, match="paused by Mod"):
        await service.act(mid, HOST, Add(amount=1))
    with pytest.raises(MatchError, match="already paused"):
        await service.pause(mid, ADMIN, "Mod")
    clock.advance(3600)  # far past the deadline: nothing times out while paused
    await service.wait_idle()
    record = service.match(mid)
    assert record is not None and record.version == 0
    await service.resume(mid, "Mod")
    assert _turn_deadline(service, mid) == deadline + 3600  # 40 s left before, 40 s left now
    stored = await storage.matches.get(mid)
    assert stored is not None and next(float(e["deadline"]) for e in stored.timers.values()) == deadline + 3600
    with pytest.raises(MatchError, match="not paused"):
        await service.resume(mid, "Mod")
    await service.act(mid, HOST, Add(amount=1))  # moves are accepted again
    await service.wait_idle()
    said = [(e.kind, e.data, e.text) for e in updates.events() if e.kind in ("paused", "resumed")]
    assert said == [("paused", {"name": "Mod"}, ""), ("resumed", {"name": "Mod"}, "")]  # worded by the UI (issue 34)
    await service.close()


async def test_a_pause_survives_a_restart(database_url: str, toy: object) -> None:
    clock = ServiceClock()
    storage = await open_storage(database_url)
    service = MatchService(storage, turn_timeout_s=60, bot_delay_scale=0, clock=clock, guild_poll_s=0)
    await service.start()
    mid = await _started(service)
    deadline = _turn_deadline(service, mid)
    await service.pause(mid, ADMIN, "Mod")
    await service.close()
    await storage.close()

    clock.advance(7200)  # the bot was down for two hours while the match was paused
    storage = await open_storage(database_url)
    service = MatchService(storage, turn_timeout_s=60, bot_delay_scale=0, clock=clock, guild_poll_s=0)
    await service.start()
    pause = service.paused(mid)
    assert pause is not None and pause.by_name == "Mod"
    with pytest.raises(MatchError, match="paused"):
        await service.act(mid, HOST, Add(amount=1))
    await service.resume(mid, "Mod")
    assert _turn_deadline(service, mid) == deadline + 7200  # no restart grace: the pause moved it
    await service.act(mid, HOST, Add(amount=1))
    await service.close()
    await storage.close()


async def test_a_bot_seat_waits_while_paused(storage: StorageBackend, toy: object) -> None:
    service = MatchService(storage, turn_timeout_s=0, bot_delay_scale=0, guild_poll_s=0)
    await service.start()
    rec = await service.create_lobby(game="toy", guild_id=GUILD, channel_id=2, host_id=HOST, host_name="Host",
                                     options={}, seed=3)
    await service.join(rec.id, BOB, "Bob")
    await service.start_match(rec.id, HOST)
    await service.pause(rec.id, ADMIN, "Mod")
    await service.hand_to_bot(rec.id, HOST)  # the seat to move goes to a bot, but it may not play yet
    await service.wait_idle()
    record = service.match(rec.id)
    assert record is not None and record.version == 0 and record.seats[0].is_bot
    await service.resume(rec.id, "Mod")
    await eventually(lambda: (service.match(rec.id) is None) or service.match(rec.id).version >= 1,  # type: ignore[union-attr]
                     what="the bot to move once resumed")
    await service.close()


async def test_remove_a_lobby_player_and_hand_seats_to_bots(service: MatchService) -> None:
    rec = await service.create_lobby(game="toy", guild_id=GUILD, channel_id=2, host_id=HOST, host_name="Host",
                                     options={}, seed=3)
    await service.join(rec.id, BOB, "Bob")
    await service.join(rec.id, CAROL, "Carol")
    await service.remove_player(rec.id, BOB)
    lobby = service.match(rec.id)
    assert lobby is not None and [s.name for s in lobby.seats] == ["Host", "Carol"]
    with pytest.raises(MatchError, match="not in lobby"):
        await service.remove_player(rec.id, BOB)
    await service.hand_to_bot(rec.id, HOST)  # the host's seat: a bot sits there, Carol hosts
    lobby = service.match(rec.id)
    assert lobby is not None and lobby.host_id == CAROL
    assert lobby.seats[0].is_bot and lobby.seats[0].user_id is None and lobby.seats[1].name == "Carol"
    with pytest.raises(MatchError, match="one person"):
        await service.hand_to_bot(rec.id, CAROL)
    await service.start_match(rec.id, CAROL)
    with pytest.raises(MatchError, match="has started"):
        await service.remove_player(rec.id, CAROL)
    await service.hand_to_bot(rec.id, CAROL)
    record = service.match(rec.id) or await service.fetch(rec.id)
    assert record is not None and record.seats[1].is_bot and record.seats[1].abandoned  # Carol may /rejoin
    with pytest.raises(MatchError, match="plays no seat"):
        await service.hand_to_bot(rec.id, BOB)


async def test_server_defaults_open_new_lobbies_and_bots_can_be_barred(service: MatchService) -> None:
    def edit(config: object) -> None:
        from engine.service.guild_config import GameDefaults, GuildConfig
        assert isinstance(config, GuildConfig)
        config.defaults["toy"] = GameDefaults(options={"target": 15, "absent_after": 3}, bots=False)

    await service.guild_configs.change(GUILD, edit)
    rec = await service.create_lobby(game="toy", guild_id=GUILD, channel_id=2, host_id=HOST, host_name="Host")
    assert rec.options["target"] == 15 and rec.options["absent_after"] == 3
    with pytest.raises(MatchError, match="Bots may not take seats"):
        await service.add_bot(rec.id, HOST)
    other = await service.create_lobby(game="toy", guild_id=GUILD + 1, channel_id=2, host_id=HOST, host_name="Host")
    assert other.options["target"] == 10  # another server keeps the bot's defaults
    await service.add_bot(other.id, HOST)
    rematch = await service.create_lobby(game="toy", guild_id=GUILD, channel_id=2, host_id=HOST, host_name="Host",
                                         options={"target": 20})
    assert rematch.options["target"] == 20  # options given (a rematch's) win over the defaults


async def test_a_change_made_by_another_process_is_seen_at_the_next_poll(database_url: str, toy: object) -> None:
    """Two services on one database stand for two shard processes (the two-process test is in
    tests/e2e/test_setup_shards.py): the second's cached configuration follows the first's change."""
    from engine.service.guild_config import GuildConfig

    clock = ServiceClock()
    one_storage, two_storage = await open_storage(database_url), await open_storage(database_url)
    one = MatchService(one_storage, clock=clock, guild_poll_s=0)
    two = MatchService(two_storage, clock=clock, guild_poll_s=0)
    try:
        assert (await two.guild_configs.get(GUILD)).channels == []  # cached: nothing set yet

        def allow(config: GuildConfig) -> None:
            config.channels.append(55)

        clock.advance(5)
        await one.guild_configs.change(GUILD, allow)
        assert (await two.guild_configs.get(GUILD)).channels == []  # still the cached copy
        assert await two.guild_configs.poll() == [GUILD]
        assert (await two.guild_configs.get(GUILD)).channels == [55]
        assert await two.guild_configs.poll() == []  # nothing new: nothing reloaded

        def refuse(config: GuildConfig) -> None:
            config.channels.append(56)
            raise ValueError("no")

        with pytest.raises(ValueError):
            await one.guild_configs.change(GUILD, refuse)
        assert (await one.guild_configs.get(GUILD)).channels == [55]  # a refused edit changes nothing
        row = await one_storage.guild_configs.get(GUILD)
        assert row is not None and row.version == 1 and row.config["channels"] == [55]
    finally:
        await one.close()
        await two.close()
        await one_storage.close()
        await two_storage.close()


async def test_a_pause_does_not_eat_the_time_bank_of_a_turn_based_move(storage: StorageBackend, toy: object) -> None:
    """Two days paused in the middle of a 24-hour move with a 1-day bank: after the resume the turn
    started two days later too, so a move made 23 h into it (not counting the pause) is in time and
    leaves the bank full; the turn's share that the reminders read is unchanged."""
    clock = ServiceClock()
    service = MatchService(storage, turn_timeout_s=60, bot_delay_scale=0, clock=clock, guild_poll_s=0)
    await service.start()
    try:
        lobby = await service.create_lobby(game="toy", guild_id=1, channel_id=2, host_id=HOST, host_name="Host",
                                           options={"target": 50, "turn_timeout_s": 86_400, "time_bank_s": 86_400})
        await service.join(lobby.id, BOB, "Bob")
        await service.start_match(lobby.id, HOST)
        before = service.turn(lobby.id, 0)
        assert before is not None and before.deadline is not None
        clock.advance(3_600)
        await service.pause(lobby.id, ADMIN, "Mod")
        clock.advance(2 * 86_400)
        await service.resume(lobby.id, "Mod")
        after = service.turn(lobby.id, 0)
        assert after is not None and after.deadline is not None
        assert (after.started_at, after.deadline) == (before.started_at + 2 * 86_400, before.deadline + 2 * 86_400)
        clock.advance(22 * 3_600)  # 23 h of the turn used, the pause left out
        await service.act(lobby.id, HOST, Add(amount=1))
        clock_entry = service.match(lobby.id).timers["clock:0"]  # type: ignore[union-attr]
        assert clock_entry["bank_s"] == 86_400
    finally:
        await service.close()
