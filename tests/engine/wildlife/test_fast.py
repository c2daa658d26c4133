"""The Hard bot's fast rules (engine/games/wildlife/ai/fast.py) agree with the engine's (issue 38):
random games at every player count and with every variant the fast path covers are played on both
paths at once, and after every action the two states are compared field by field, and the legal
actions of the seat to act too. The games are steered so the rare corners happen (defended
attacks, Plague choices, abilities taken from a rival, a reshuffled discard pile, the turn limit
and the food supply running dry), and the test counts that they did."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.core import Rng
from engine.games.wildlife import GAME
from engine.games.wildlife.ai import fast as F
from engine.games.wildlife.ai.normal import bot_action
from engine.games.wildlife.state import WLOptions, WLState
from tests.engine.wildlife.fastpath import from_state, state_snapshot


def _pick(r: random.Random, legal: list[F.FAction]) -> F.FAction:
    """A random action, by kind first (so the long lists of bids and targets do not crowd out the rest)."""
    by_kind: dict[int, list[F.FAction]] = {}
    for a in legal:
        by_kind.setdefault(a[0], []).append(a)
    kinds = list(by_kind)
    if F.K_END in by_kind and len(kinds) > 1 and r.random() < 0.7:
        kinds.remove(F.K_END)  # play cards, mostly
    if F.K_BID in by_kind:
        bids = by_kind[F.K_BID]
        return bids[0] if r.random() < 0.6 else r.choice(bids) if r.random() < 0.5 else F.PASS
    k = r.choice(kinds)
    return r.choice(by_kind[k])


def _play_both(seats: int, options: WLOptions, seed: int, seen: Counter[str], normal_share: float = 0.0,
               starve: bool = False, max_steps: int = 20_000) -> None:
    state = GAME.setup(seats, options, seed)
    if starve:  # the supply nearly empty from the start: food is handed out in full no more
        share = (state.food_supply - 4) // seats
        state.food = [f + share for f in state.food]
        state.food_supply -= share * seats
    while state.phase == "chart":  # not on the fast path: the engine plays it
        (seat,) = GAME.to_act(state)
        GAME.apply(state, seat, GAME.default_action(state, seat))
    fast = from_state(state)
    r = random.Random(seed)
    brng = Rng.from_seed(seed)
    for _ in range(max_steps):
        assert F.snapshot(fast) == state_snapshot(state)
        if state.phase == "over":
            seen["over"] += 1
            return
        (seat,) = GAME.to_act(state)
        assert F.actor(fast) == seat
        legal = F.legal(fast)
        assert [F.to_action(a) for a in legal] == GAME.legal_moves(state, seat)
        assert all(F.from_action(F.to_action(a)) == a for a in legal)
        if r.random() < normal_share:
            act = bot_action(GAME.view(state, seat), seat, brng)
            assert act is not None
            action = F.from_action(act)
        else:
            action = _pick(r, legal)
        _note(state, seat, action, seen)
        GAME.apply(state, seat, F.to_action(action))
        F.apply(fast, seat, action)
    pytest.fail(f"seed {seed}: no end in {max_steps} steps")


def _note(state: WLState, seat: int, action: F.FAction, seen: Counter[str]) -> None:
    """Count the rare corners an action reaches."""
    k = action[0]
    if k == F.K_ATTACK:
        victim = state.board[F.SPACES[action[1]]]
        if victim != state.turn_seat and "defense" in state.abilities[victim]:
            seen["defended attack"] += 1
    elif k == F.K_REMOVE:
        seen["plague choice"] += 1
    elif k == F.K_TAKE and action[2] >= 0:
        seen["ability from a rival"] += 1
    elif k == F.K_END and not state.deck:
        seen["reshuffle"] += 1
    elif k == F.K_BID and state.food[seat] < action[1]:
        seen["bid beyond the food held"] += 1
    if state.food_supply < 6 and k in (F.K_BID, F.K_USE, F.K_END):
        seen["food supply short"] += 1


CASES = [
    (2, WLOptions()), (3, WLOptions()), (4, WLOptions()), (5, WLOptions()), (6, WLOptions()),
    (3, WLOptions(unlimited_abilities=True, auction_expand=True)),
    (4, WLOptions(rotating_start=True, chart_auction=True)),
    (5, WLOptions(auction_expand=True, rotating_start=True)),
]


def test_random_games_agree_state_by_state() -> None:
    seen: Counter[str] = Counter()
    for i, (seats, options) in enumerate(CASES * 2):
        _play_both(seats, options, 1000 + i, seen, normal_share=0.5 if i % 2 else 0.0, starve=i % 5 == 4)
    assert seen["over"] == len(CASES) * 2
    for corner in ("defended attack", "plague choice", "ability from a rival", "reshuffle",
                   "bid beyond the food held", "food supply short"):
        assert seen[corner] > 0, (corner, seen)


def test_the_turn_limit_agrees() -> None:
    state = GAME.setup(3, WLOptions(), 5)
    while state.phase == "populate":
        (seat,) = GAME.to_act(state)
        GAME.apply(state, seat, GAME.default_action(state, seat))
    state.turn_number = 298
    fast = from_state(state)
    r = random.Random(5)
    while state.phase != "over":
        (seat,) = GAME.to_act(state)
        action = _pick(r, F.legal(fast))
        GAME.apply(state, seat, F.to_action(action))
        F.apply(fast, seat, action)
        assert F.snapshot(fast) == state_snapshot(state)
    assert state.turn_number == 300


def test_the_chart_phase_is_refused() -> None:
    with pytest.raises(ValueError, match="chart"):
        from_state(GAME.setup(3, WLOptions(chart_auction=True), 1))
