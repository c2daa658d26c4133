"""Crash (issue 13): a small run of ``bench/crash.py`` — the bot in its own process, SIGKILLed twice
while people play Mission: Wild Life through the Discord double in this process.

Every move the bot acknowledged as made is in the action log, every match finishes, every
stored state is the replay of its log, and SQLite's integrity check passes.
"""
from __future__ import annotations

from pathlib import Path

from bench.crash import Made, missing_moves, run_crash
from engine import registry
from engine.core import Rng
from engine.service import MatchService
from harness.arena import stored_invariant_breaks
from storage import Storage


async def test_the_bot_killed_twice_loses_no_acknowledged_move(tmp_path: Path) -> None:
    report = await run_crash(2, 2, tables=2, seed=3, games=("mission-wild-life",), kill_after_moves=(30, 90), workdir=tmp_path)
    assert report.kills == 2 and report.restarts == 2, report.lines()
    assert report.finished == report.matches == 2, report.lines() + report.notes
    assert report.moves_made > 0 and report.moves_missing == 0, report.lines() + report.notes
    assert report.invariant_breaks == 0 and report.integrity == "ok", report.lines() + report.notes


def test_the_missing_move_check_catches_a_planted_loss() -> None:
    play = {"kind": "play", "card": "blue-3"}
    logs = {7: [(1, 0, play), (2, 1, {"kind": "play", "card": "red-2"})]}
    assert missing_moves([Made(7, 0, play, 0)], logs) == []
    assert missing_moves([Made(7, 0, play, 1)], logs) != []  # only entries after the version the person saw count
    assert len(missing_moves([Made(7, 0, play, 0), Made(7, 0, play, 0)], logs)) == 1  # one entry, one move
    assert missing_moves([Made(7, 1, play, 0)], logs) != []  # another seat's
    assert missing_moves([Made(8, 0, play, 0)], logs) != []  # another match's


async def test_the_invariant_check_catches_a_planted_gap_and_a_wrong_state(tmp_path: Path) -> None:
    storage = await Storage.open(tmp_path / "db.sqlite3")
    svc = MatchService(storage, turn_timeout_s=0)
    await svc.start()
    lobby = await svc.create_lobby(game="mission-wild-life", guild_id=1, channel_id=2, host_id=11, host_name="A",
                                   options={}, seed=5)
    for uid in (12, 13):
        await svc.join(lobby.id, uid, str(uid))
    await svc.start_match(lobby.id, 11)
    game, rng = registry.get("mission-wild-life"), Rng.from_seed(1)
    for _ in range(6):
        seat = min(svc.to_act(lobby.id))
        action = game.bot_action(svc.view(lobby.id, seat), seat, rng)
        assert action is not None
        await svc.act(lobby.id, 11 + seat, action)
    await svc.close()
    assert await stored_invariant_breaks(storage.matches, [lobby.id]) == []
    record = await storage.matches.get(lobby.id)
    assert record is not None and record.state is not None
    planted = record.state[:-1] + ', "planted": 1}'  # still JSON, no longer what the log replays to
    await storage.db.transaction(lambda c: c.execute("UPDATE matches SET state = ? WHERE id = ?", (planted, lobby.id)))
    assert "differs from the replay" in " ".join(await stored_invariant_breaks(storage.matches, [lobby.id]))
    await storage.db.transaction(lambda c: c.execute("DELETE FROM actions WHERE match_id = ? AND seq = 3", (lobby.id,)))
    assert "log seqs" in " ".join(await stored_invariant_breaks(storage.matches, [lobby.id]))
    await storage.close()
