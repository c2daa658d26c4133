"""Replay: setup + the stored action log reproduces the stored state, through the real service
and storage (DESIGN.md, "Randomness"); an unreadable stored state is rebuilt from the log."""
from __future__ import annotations

from pathlib import Path

from engine import registry
from engine.core import Rng
from engine.replay import replay
from engine.service import MatchService
from engine.service.match_settings import game_options
from storage import Storage

PEOPLE = [301, 302, 303, 304]


async def _play_mwl(svc: MatchService, moves: int) -> int:
    lobby = await svc.create_lobby(game="mission-wild-life", guild_id=1, channel_id=2, host_id=PEOPLE[0],
                                   host_name="A", options={"pass_cards": True}, seed=99)
    for uid in PEOPLE[1:]:
        await svc.join(lobby.id, uid, str(uid))
    await svc.start_match(lobby.id, PEOPLE[0])
    game, rng = registry.get("mission-wild-life"), Rng.from_seed(1)
    for _ in range(moves):
        seat = min(svc.to_act(lobby.id))
        action = game.bot_action(svc.view(lobby.id, seat), seat, rng)
        assert action is not None
        await svc.act(lobby.id, PEOPLE[seat], action)
    return lobby.id


async def test_the_action_log_replays_to_the_stored_state(storage: Storage) -> None:
    svc = MatchService(storage, turn_timeout_s=0)
    await svc.start()
    mid = await _play_mwl(svc, 30)
    record = await storage.matches.get(mid)
    assert record is not None and record.version == 30
    actions = await storage.matches.actions(mid)
    rebuilt = replay(registry.get(record.game), len(record.seats), game_options(record.options), record.seed,
                     [(seat, action) for _, seat, action in actions])
    assert rebuilt.model_dump_json() == record.state
    await svc.close()


async def test_an_unreadable_state_is_rebuilt_from_the_log_on_restart(tmp_path: Path) -> None:
    storage = await Storage.open(tmp_path / "db.sqlite3")
    svc = MatchService(storage, turn_timeout_s=0)
    await svc.start()
    mid = await _play_mwl(svc, 12)
    stored = await storage.matches.get(mid)
    assert stored is not None
    good = stored.state
    await svc.close()
    await storage.db.transaction(lambda c: c.execute("UPDATE matches SET state = '{\"broken\": true}' WHERE id = ?", (mid,)))
    svc2 = MatchService(storage, turn_timeout_s=0)
    assert await svc2.start() == 1
    assert svc2._live[mid].state_json == good
    seat = min(svc2.to_act(mid))
    game = registry.get("mission-wild-life")
    await svc2.act(mid, PEOPLE[seat], game.default_action(svc2._live[mid].state, seat))
    stored = await storage.matches.get(mid)
    assert stored is not None and stored.version == 13
    await svc2.close()
    await storage.close()
