"""The reminder ledger, the reminder settings and the "seated" query (issue 21), on both backends."""
from __future__ import annotations

import pytest

from storage import SeatRecord, StorageBackend
from storage.preferences import DEFAULT_PREFS, UserPrefs


async def _match(storage: StorageBackend, seats: list[SeatRecord], *, start: bool = True) -> int:
    rec = await storage.matches.create(guild_id=1, channel_id=2, game="toy", host_id=10, options={}, seed=5,
                                       seats=seats, at=0.0)
    if start:
        await storage.matches.start(rec.id, seats=rec.seats, state='{"n": 0}', timers={}, at=0.0)
    return rec.id


async def test_a_reminder_is_claimed_once(storage: StorageBackend) -> None:
    """The second claim of the same reminder (a restart, another process) is refused; the ledger
    lists what was sent in running matches and forgets the turns that are over."""
    mid = await _match(storage, [SeatRecord(0, 10, "a"), SeatRecord(1, 11, "b")])
    ledger = storage.reminders
    assert await ledger.claim(mid, "turn:0:1", "start", 10, 5.0) is True
    assert await ledger.claim(mid, "turn:0:1", "start", 10, 6.0) is False
    assert await ledger.claim(mid, "turn:0:1", "late", 10, 7.0) is True
    assert await ledger.claim(mid, "turn:1:2", "thread", 11, 8.0) is True
    assert await ledger.sent_in_active() == {(mid, "turn:0:1", "start"), (mid, "turn:0:1", "late"),
                                             (mid, "turn:1:2", "thread")}
    await ledger.forget_turns(mid, {"turn:1:2"})
    assert await ledger.sent_in_active() == {(mid, "turn:1:2", "thread")}
    await ledger.forget_turns(mid)
    assert await ledger.sent_in_active() == set()
    with pytest.raises(ValueError, match="kind"):
        await ledger.claim(mid, "turn:0:1", "soon", 10, 9.0)


async def test_only_running_matches_are_listed(storage: StorageBackend) -> None:
    running = await _match(storage, [SeatRecord(0, 10, "a")])
    ended = await _match(storage, [SeatRecord(0, 10, "a")])
    await storage.reminders.claim(running, "turn:0:0", "start", 10, 1.0)
    await storage.reminders.claim(ended, "turn:0:0", "start", 10, 1.0)
    await storage.matches.set_status(ended, "finished", 2.0)
    assert await storage.reminders.sent_in_active() == {(running, "turn:0:0", "start")}


async def test_reminder_settings_are_kept(storage: StorageBackend) -> None:
    """Reminders, time zone and quiet hours next to the DM choice; the defaults for a stranger."""
    store = storage.preferences
    assert await store.get_prefs(42) == DEFAULT_PREFS
    prefs = UserPrefs(dms=False, reminders=False, time_zone="Europe/Berlin", quiet_start=22 * 60, quiet_end=8 * 60)
    await store.set_prefs(42, prefs, 1.0)
    assert await store.get_prefs(42) == prefs
    await store.set_dms(42, True, 2.0)  # the DM choice alone leaves the rest as it was
    assert await store.get_prefs(42) == UserPrefs(True, False, "Europe/Berlin", 1320, 480)
    with pytest.raises(ValueError, match="minutes"):
        await store.set_prefs(42, UserPrefs(quiet_start=1440), 3.0)


async def test_seated_lists_the_active_matches_a_person_plays(storage: StorageBackend) -> None:
    """Active matches only, and not a seat a bot took over from that person."""
    plays = await _match(storage, [SeatRecord(0, 10, "a"), SeatRecord(1, 11, "b")])
    await _match(storage, [SeatRecord(0, 10, "a")], start=False)  # a lobby
    handed = await _match(storage, [SeatRecord(0, 10, "a", is_bot=True, abandoned=True), SeatRecord(1, 11, "b")])
    other = await _match(storage, [SeatRecord(0, 12, "c")])
    assert [r.id for r in await storage.matches.seated(10)] == [plays]
    assert [r.id for r in await storage.matches.seated(11)] == [plays, handed]
    assert [len(r.seats) for r in await storage.matches.seated(11)] == [2, 2]
    assert [r.id for r in await storage.matches.seated(12)] == [other]
