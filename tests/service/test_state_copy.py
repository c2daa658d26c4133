"""The match service applies each move to a copy of the committed state read back from its
committed JSON (``engine/service/actions.py``), as a restart reads it from the database, rather
than to a deep copy of the object in memory. These tests check the two are the same state for
every game: equal, dumped alike, and giving the same events and the same next state for the
same move, undos included, in whole seeded games played by the bots."""
from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from engine import registry
from engine.core import SYSTEM, IllegalAction, Model, Rng
from engine.undo import Undo, UndoState
from tests.engine.conformance import timer_actions

GAMES = sorted(registry.games())
OPTIONS = {"mission-wild-life": {"pass_cards": True}}  # its one move that may be taken back: the card pass


def _read_back(state: Model) -> Model:
    return type(state).model_validate_json(state.model_dump_json())


def _next(game: Any, state: Model, seats: int, rng: Rng, coin: random.Random) -> tuple[int, Model] | None:
    """The next (seat, action): now and then an undo a seat may take, else a bot's move, else a timer."""
    for seat in range(seats):
        undos = [a for a in game.legal_actions(state, seat) if isinstance(a, Undo)]
        if undos and coin.randrange(3) == 0:
            return seat, undos[0]
    for seat in sorted(game.to_act(state)):
        action = game.bot_action(game.view(state, seat), seat, rng)
        if action is not None:
            return seat, action
    timers = timer_actions(game, state)
    return (SYSTEM, timers[0]) if timers else None


@pytest.mark.parametrize("key", GAMES)
@pytest.mark.parametrize("seed", [3, 11])
def test_a_state_read_back_from_its_json_plays_as_its_deep_copy(key: str, seed: int) -> None:
    game = registry.get(key)
    seats = min(max(3, game.min_players), game.max_players)
    state = game.setup(seats, game.Options(**OPTIONS.get(key, {})), seed)
    rng, coin = Rng.from_seed(seed), random.Random(seed)
    steps = undos = 0
    while game.outcome(state) is None and steps < 400:
        read = _read_back(state)
        assert read == state and read.model_dump_json() == state.model_dump_json()
        chosen = _next(game, state, seats, rng, coin)
        assert chosen is not None, "no seat and no timer acts"
        seat, action = chosen
        deep = copy.deepcopy(state)
        try:
            events = game.apply(deep, seat, action)
        except IllegalAction as exc:  # a real-time game's bot racing a closed window: both refuse alike
            with pytest.raises(IllegalAction) as again:
                game.apply(read, seat, action)
            assert (again.value.code, again.value.params) == (exc.code, exc.params)
            timers = timer_actions(game, state)
            assert timers, (seat, action, exc.code)
            game.apply(state, SYSTEM, timers[0])
            steps += 1
            continue
        assert game.apply(read, seat, action) == events
        assert read == deep and read.model_dump_json() == deep.model_dump_json()
        undos += isinstance(action, Undo)
        state = deep
        steps += 1
    assert steps >= 20 and (undos > 0 or not isinstance(state, UndoState)), (steps, undos)
