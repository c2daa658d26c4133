"""Rescue Animals through the MatchService: simultaneous claims from several tasks, timers run by the service.

GAPS.md §2 "Ties": every valid claim inside the claim window ties; without the gray die
the first clockwise from the Conservation Leader wins.
"""
from __future__ import annotations

import asyncio
import itertools
from collections.abc import AsyncIterator

import pytest

from engine.games.rescue_animals.actions import RescueAction
from engine.games.rescue_animals.deck import species_of
from engine.games.rescue_animals.matcher import satisfies
from engine.games.rescue_animals.state import RescueState
from engine.service import MatchService
from engine.service.live import LiveMatch
from storage import Storage
from tests.clock import ServiceClock
from tests.waiting import eventually

USERS = [201, 202, 203]


@pytest.fixture
async def svc(storage: Storage) -> AsyncIterator[MatchService]:
    service = MatchService(storage, turn_timeout_s=0, bot_delay_scale=0)
    await service.start()
    yield service
    await service.close()




def _state(live: LiveMatch) -> RescueState:
    """The live match's state (started, so there is one)."""
    assert isinstance(live.state, RescueState)
    return live.state


def _dice_meeting(uid: int) -> tuple[int, list[int]]:
    req = species_of(uid).requirement
    for black, *whites in itertools.product(range(1, 7), repeat=5):
        if satisfies(req, black, list(whites)):
            return black, list(whites)
    raise AssertionError("unsatisfiable requirement")


async def test_simultaneous_claims_are_serialised_and_tied_fairly(storage: Storage) -> None:
    clock = ServiceClock()  # the claim window closes when the test says so, not when a busy machine's second runs out
    svc = MatchService(storage, turn_timeout_s=0, bot_delay_scale=0, clock=clock)
    await svc.start()
    try:
        await _claims_tied(svc, clock)
    finally:
        await svc.close()


async def _claims_tied(svc: MatchService, clock: ServiceClock) -> None:
    lobby = await svc.create_lobby(
        game="rescue-animals", guild_id=1, channel_id=2, host_id=USERS[0], host_name="A",
        options={"countdown_s": 0, "claim_window_ms": 1000, "first_leader": 2}, seed=4,
    )
    for i, uid in enumerate(USERS[1:], start=2):
        await svc.join(lobby.id, uid, f"P{i}")
    await svc.start_match(lobby.id, USERS[0])
    live = svc._live[lobby.id]
    await eventually(lambda: _state(live).phase == "play")  # the service fired the countdown's Go timer
    state = _state(live)
    uid = next(c for c in state.display if c is not None)
    black, whites = _dice_meeting(uid)
    # Test set-up only: give every seat dice that meet the same animal.
    for dice in state.dice:
        dice.values[:4] = whites
        dice.values[4] = black
    live.state_json = state.model_dump_json()  # the committed JSON too: a move starts from it (as after a restart)
    version = live.record.version

    results = await asyncio.gather(
        *[svc.act(lobby.id, u, RescueAction(card=uid)) for u in reversed(USERS)], return_exceptions=True
    )
    assert all(not isinstance(r, Exception) for r in results), results
    assert live.record.version == version + 3  # three claims, each its own transaction
    assert _state(live).phase == "window"  # the service's clock has not moved: the window is open
    clock.advance(1.0)  # the claim window's 1000 ms
    await eventually(lambda: _state(live).phase != "window", what="the claim window's close")
    rescued = [s for s in range(3) if uid in _state(live).round_rescues[s]]
    assert rescued == [1]  # the leader (seat 1) is first clockwise from the leader
    log = await svc.storage.matches.actions(lobby.id)
    kinds = [a[2] for a in log]
    assert sum('"rescue"' in k for k in kinds) == 3 and sum('"close_window"' in k for k in kinds) == 1


async def test_a_claim_that_does_not_meet_the_card_changes_nothing(svc: MatchService) -> None:
    lobby = await svc.create_lobby(
        game="rescue-animals", guild_id=1, channel_id=2, host_id=USERS[0], host_name="A",
        options={"countdown_s": 0}, seed=5,
    )
    for i, uid in enumerate(USERS[1:], start=2):
        await svc.join(lobby.id, uid, f"P{i}")
    await svc.start_match(lobby.id, USERS[0])
    live = svc._live[lobby.id]
    await eventually(lambda: _state(live).phase == "play")
    uid = next(c for c in _state(live).display if c is not None)
    before = _state(live).model_dump()
    with pytest.raises(Exception, match="Roll your dice first|do not meet"):
        await svc.act(lobby.id, USERS[0], RescueAction(card=uid))
    assert _state(live).model_dump() == before
