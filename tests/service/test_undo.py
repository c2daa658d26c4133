"""Taking a move back through the match service (issue 36): the log stays append-only, the turn
clock gives no time back (the deadline from before the move, through a pause and a restart),
and a double click, a stale panel, a forged id, a switched-off option, a move whose time ran out
and a bot's move are each refused with a typed reason and change nothing. On the injectable clock."""
from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest

from engine import registry
from engine.core import IllegalAction
from engine.games.mission_wild_life.actions import PassAction
from engine.service import MatchError, MatchService, StaleAction, TakeBack
from engine.service.guild_config import GuildConfig, check_default, lobby_defaults
from engine.service.undo_clock import UNDO_PREFIX
from engine.undo import UNDO, Undo
from storage import StorageBackend, open_storage
from tests.clock import ServiceClock
from tests.conftest import Recorder
from tests.undo_toy import GAME as UNDO_TOY
from tests.undo_toy import Add, Hold, UndoToyState, UndoToyView
from tests.waiting import eventually

HOST, BOB, CAROL = 100, 101, 102
TIMER = 300.0


@pytest.fixture
def undo_toy() -> object:
    registry.register(UNDO_TOY)
    yield UNDO_TOY
    registry.unregister(UNDO_TOY.key)


@pytest.fixture
async def clocked(database_url: str, undo_toy: object) -> AsyncIterator[tuple[MatchService, ServiceClock]]:
    clock = ServiceClock()
    storage = await open_storage(database_url)
    svc = MatchService(storage, turn_timeout_s=0, bot_delay_scale=0, clock=clock)
    await svc.start()
    yield svc, clock
    await svc.close()
    await storage.close()


async def _started(svc: MatchService, game: str = "undo-toy", people: int = 2, **options: object) -> int:
    rec = await svc.create_lobby(game=game, guild_id=1, channel_id=2, host_id=HOST, host_name="Host",
                                 options={"turn_timeout_s": TIMER, **options}, seed=3)
    for user, name in [(BOB, "Bob"), (CAROL, "Carol")][:people - 1]:
        await svc.join(rec.id, user, name)
    await svc.start_match(rec.id, HOST)
    return rec.id


def _state(svc: MatchService, mid: int) -> UndoToyState:
    live = svc._live.require(mid)  # the committed state, as the tests of the service read it
    assert isinstance(live.state, UndoToyState)
    return live.state


def _view(svc: MatchService, mid: int, seat: int | None) -> UndoToyView:
    view = svc.view(mid, seat)
    assert isinstance(view, UndoToyView)
    return view


async def _refused(svc: MatchService, mid: int, user: int, action: Undo, code: str) -> None:
    """``action`` is refused with ``code`` and the match is as it was (version, state, timers)."""
    record = svc.match(mid)
    assert record is not None
    before = (record.version, record.state, dict(record.timers))
    with pytest.raises(IllegalAction) as refused:
        await svc.act(mid, user, action)
    assert refused.value.code == code and refused.value.params == {"step": action.step}
    after = svc.match(mid)
    assert after is not None and (after.version, after.state, dict(after.timers)) == before
    stored = await svc.storage.matches.get(mid)
    assert stored is not None and stored.version == before[0]


async def test_a_move_taken_back_keeps_the_log_and_gives_no_time_back(
        clocked: tuple[MatchService, ServiceClock]) -> None:
    svc, clock = clocked
    rec = Recorder()
    svc.subscribe(rec)
    mid = await _started(svc)
    start = clock()
    assert svc.deadline(mid, 0) == start + TIMER and svc.undo_offer(mid, 0) is None
    clock.advance(200)
    await svc.act(mid, HOST, Hold())  # a fresh per-move time for the next move...
    assert svc.deadline(mid, 0) == clock() + TIMER
    offer = svc.undo_offer(mid, 0)
    assert isinstance(offer, TakeBack) and offer.step == 1 and offer.action == Hold() and offer.more == 0
    assert offer.deadline == start + TIMER and offer.undo == Undo(step=1)
    assert svc.undo_offer(mid, 1) is None  # nothing of Bob's
    assert _view(svc, mid, 0).undo is not None and _view(svc, mid, 1).undo is None and _view(svc, mid, None).undo is None
    clock.advance(50)
    events = await svc.act(mid, HOST, offer.undo)
    # ...which taking the move back does not keep: the deadline from before it, the 250 s spent count
    assert svc.deadline(mid, 0) == start + TIMER
    assert [e.kind for e in events] == [UNDO] and events[0].visible_to is None
    assert events[0].data == {"seat": 0, "step": 1, "kind": "hold", "said": ["seat 0 holds"]}
    state = _state(svc, mid)
    assert state.counter == 0 and state.holds == 0 and state.undo.step == 2 and not state.undo.points
    log = await svc.storage.matches.actions(mid)
    assert [(seat, action) for _, seat, action in log] == [(0, Hold().model_dump_json()), (0, Undo(step=1).model_dump_json())]
    stored = await svc.storage.matches.get(mid)
    assert stored is not None and stored.version == 2 and not any(k.startswith(UNDO_PREFIX) for k in stored.timers)
    assert svc.undo_offer(mid, 0) is None
    await eventually(lambda: any(u.events and u.events[0].kind == UNDO for u in rec.updates))
    clock.advance(51)  # the restored deadline passes: the default move is made (time spent counted)
    await eventually(lambda: _state(svc, mid).turn == 1)


async def test_a_double_click_takes_back_one_move_not_two(clocked: tuple[MatchService, ServiceClock]) -> None:
    svc, clock = clocked
    mid = await _started(svc)
    await svc.act(mid, HOST, Hold())
    await svc.act(mid, HOST, Hold())
    offer = svc.undo_offer(mid, 0)
    assert offer is not None and offer.step == 2 and offer.more == 1
    first, second = await asyncio.gather(svc.act(mid, HOST, offer.undo), svc.act(mid, HOST, offer.undo),
                                         return_exceptions=True)
    assert not isinstance(first, BaseException)
    assert isinstance(second, IllegalAction) and second.code == "undo.taken_back"
    state = _state(svc, mid)
    assert state.holds == 1 and state.counter == 1 and [p.step for p in state.undo.points] == [1]
    # with the version the panel was drawn at (expected_version), the second click is refused before the game is asked
    again = svc.undo_offer(mid, 0)
    assert again is not None and again.step == 1
    version = svc.match(mid).version  # type: ignore[union-attr]
    await svc.act(mid, HOST, again.undo, expected_version=version)
    with pytest.raises(StaleAction):
        await svc.act(mid, HOST, again.undo, expected_version=version)
    assert _state(svc, mid).counter == 0


async def test_stale_forged_foreign_and_switched_off_undos_are_refused(
        clocked: tuple[MatchService, ServiceClock]) -> None:
    svc, clock = clocked
    mid = await _started(svc)
    await svc.act(mid, HOST, Hold())  # step 1
    await _refused(svc, mid, HOST, Undo(step=99), "undo.unknown")  # a forged id
    await _refused(svc, mid, HOST, Undo(step=0), "undo.unknown")
    await _refused(svc, mid, BOB, Undo(step=1), "undo.not_yours")
    await svc.act(mid, HOST, Add(amount=1))  # step 2: the turn passes on
    await svc.act(mid, BOB, Hold())  # step 3
    await _refused(svc, mid, HOST, Undo(step=1), "undo.turn_over")  # a panel drawn before the turn passed on
    await _refused(svc, mid, HOST, Undo(step=3), "undo.not_yours")
    assert svc.undo_offer(mid, 0) is None
    off = await _started(svc, undo=False)
    await svc.act(off, HOST, Hold())
    assert svc.undo_offer(off, 0) is None and _view(svc, off, 0).undo is None
    await _refused(svc, off, HOST, Undo(step=1), "undo.off")


async def test_a_move_whose_time_ran_out_cannot_be_taken_back(clocked: tuple[MatchService, ServiceClock]) -> None:
    svc, clock = clocked
    mid = await _started(svc, target=50)
    clock.advance(TIMER - 10)
    await svc.act(mid, HOST, Hold())
    assert svc.undo_offer(mid, 0) is not None
    clock.advance(20)  # the deadline the undo would restore has passed
    assert svc.undo_offer(mid, 0) is None
    await _refused(svc, mid, HOST, Undo(step=1), "undo.late")
    assert _state(svc, mid).counter == 1


async def test_the_saved_deadline_moves_with_a_pause_and_survives_a_restart(
        database_url: str, undo_toy: object) -> None:
    clock = ServiceClock()
    storage: StorageBackend = await open_storage(database_url)
    svc = MatchService(storage, turn_timeout_s=0, bot_delay_scale=0, clock=clock)
    await svc.start()
    mid = await _started(svc)
    start = clock()
    clock.advance(100)
    await svc.act(mid, HOST, Hold())
    await svc.pause(mid, HOST, "Host")
    clock.advance(1000)  # paused: this time does not count
    await svc.resume(mid, "Host")
    offer = svc.undo_offer(mid, 0)
    assert offer is not None and offer.deadline == start + TIMER + 1000
    await svc.close()
    await storage.close()

    storage = await open_storage(database_url)
    svc = MatchService(storage, turn_timeout_s=0, bot_delay_scale=0, clock=clock)
    await svc.start()
    try:
        again = svc.undo_offer(mid, 0)
        assert again is not None and again.step == offer.step and again.deadline == offer.deadline
        await svc.act(mid, HOST, again.undo)
        assert svc.deadline(mid, 0) == start + TIMER + 1000 and _state(svc, mid).counter == 0
    finally:
        await svc.close()
        await storage.close()


async def test_bots_never_take_back_and_their_moves_cannot_be(clocked: tuple[MatchService, ServiceClock]) -> None:
    """Bot seats hold often (a move that may be taken back) and never take one back; a move a bot
    made is not the person's to take back after they rejoin."""
    svc, clock = clocked
    rec = await svc.create_lobby(game="undo-toy", guild_id=1, channel_id=2, host_id=HOST, host_name="Host",
                                 options={"target": 60}, seed=9)
    await svc.add_bot(rec.id, HOST)
    await svc.add_bot(rec.id, HOST)
    await svc.start_match(rec.id, HOST)
    await svc.act(rec.id, HOST, Hold())
    await svc.abandon(rec.id, HOST)  # a bot plays the host's seat too: bots only, to the end
    await eventually(lambda: (r := svc.match(rec.id)) is None or r.status != "active", timeout=60)
    log = await svc.storage.matches.actions(rec.id)
    kinds = [action for _, _, action in log]
    assert any('"hold"' in a for a in kinds[1:]) and not any('"undo"' in a for a in kinds)


async def test_a_passing_choice_is_taken_back_while_others_choose(clocked: tuple[MatchService, ServiceClock]) -> None:
    """Mission: Wild Life's pass (a simultaneous choice): the host takes its choice back after Bob
    chose, gets back its own deadline, chooses again, and the cards change hands once Carol chooses."""
    svc, clock = clocked
    mid = await _started(svc, game="mission-wild-life", people=3, pass_cards=True)
    start = clock()
    hands = {s: [c.id for c in svc.view(mid, s).hand] for s in range(3)}  # type: ignore[attr-defined]
    clock.advance(10)
    await svc.act(mid, HOST, PassAction(cards=hands[0][:3]))
    assert svc.deadline(mid, 0) is None  # chosen: no turn runs for the host
    clock.advance(10)
    await svc.act(mid, BOB, PassAction(cards=hands[1][:3]))
    offer = svc.undo_offer(mid, 0)
    assert offer is not None and offer.action == PassAction(cards=hands[0][:3])
    clock.advance(10)
    await svc.act(mid, HOST, offer.undo)
    assert svc.deadline(mid, 0) == start + TIMER and svc.to_act(mid) == {0, 2}
    assert svc.view(mid, 0).my_pass == [] and svc.undo_offer(mid, 1) is not None  # type: ignore[attr-defined]
    await svc.act(mid, HOST, PassAction(cards=hands[0][-3:]))
    await svc.act(mid, CAROL, PassAction(cards=hands[2][:3]))
    assert svc.view(mid, 0).phase == "play" and svc.undo_offer(mid, 1) is None  # type: ignore[attr-defined]
    received = [c.id for c in svc.view(mid, 1).received]  # type: ignore[attr-defined]
    assert received == sorted(hands[0][-3:], key=received.index)


async def test_the_host_and_the_server_switch_taking_back_off(clocked: tuple[MatchService, ServiceClock]) -> None:
    """``undo`` is a lobby option like the game's own (the host's select, ``/setup defaults``);
    Rescue Animals, played in real time, has none."""
    svc, clock = clocked
    rec = await svc.create_lobby(game="undo-toy", guild_id=1, channel_id=2, host_id=HOST, host_name="Host", seed=3)
    await svc.join(rec.id, BOB, "Bob")
    with pytest.raises(MatchError, match="Only the host"):
        await svc.set_option(rec.id, BOB, "undo", False)
    await svc.set_option(rec.id, HOST, "undo", False)
    await svc.start_match(rec.id, HOST)
    await svc.act(rec.id, HOST, Hold())
    assert svc.undo_offer(rec.id, 0) is None
    await _refused(svc, rec.id, HOST, Undo(step=1), "undo.off")
    for key in ("wildlife", "mission-wild-life", "wildlife-adventure"):
        assert check_default(registry.get(key), "undo", False) is False
        assert lobby_defaults(GuildConfig.model_validate({"defaults": {key: {"options": {"undo": False}}}}), key) == {
            "undo": False}
    with pytest.raises(ValueError, match="no option 'undo'"):
        check_default(registry.get("rescue-animals"), "undo", False)
