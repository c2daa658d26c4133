"""Property tests of WildLife under random legal play (hypothesis).

DESIGN.md "Testing": games terminate; creatures, food and cards are conserved; a seat's view
shows its whole hand. Replay, JSON round-trips, hidden hands, legal and default actions are in
tests/engine/test_conformance.py.
"""
from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import Rng
from engine.games.wildlife import GAME
from engine.games.wildlife.ai.easy import random_action
from engine.games.wildlife.ai.normal import bot_action
from engine.games.wildlife.cards import DECK, FOOD_TOTAL
from engine.games.wildlife.state import WLOptions, WLState

PROFILE = settings(max_examples=8, deadline=None)

options_st = st.builds(WLOptions, unlimited_abilities=st.booleans(), auction_expand=st.booleans(),
                       chart_auction=st.booleans(), rotating_start=st.booleans())


def check_invariants(s: WLState) -> None:
    cards = s.deck + s.discard + s.in_play + [c for h in s.hands for c in h]
    assert sorted(cards) == sorted(DECK), "110 cards conserved"
    assert sum(s.food) + s.food_supply == FOOD_TOTAL and s.food_supply >= 0 and min(s.food) >= 0
    for p in range(s.seats):
        on = sum(1 for o in s.board.values() if o == p)
        assert s.supply[p] + on + s.boxed[p] == s.initial_creatures, "creatures conserved"
        assert s.supply[p] >= 0
        assert len(s.tiles[p]) == sum(s.levels[p].values()) - sum(
            v for v in _start_levels(s, p).values())
    total_abilities = sum(len(a) for a in s.abilities) + sum(s.ability_supply.values())
    assert total_abilities == (11 if s.seats == 2 else 15)
    assert sum(len(t) for t in s.tiles) + sum(s.tile_supply.values()) == 72


def _start_levels(s: WLState, p: int) -> dict[str, int]:
    from engine.games.wildlife.cards import CREATURES

    c = s.creature[p]
    return dict(CREATURES[c].start) if c else {t: 0 for t in s.levels[p]}


def play_out(n: int, options: WLOptions, seed: int, *, check_views: bool) -> tuple[WLState, list[tuple[int, str]]]:
    state = GAME.setup(n, options, seed)
    rng = Rng.from_seed(seed ^ 0x5EED)
    log: list[tuple[int, str]] = []
    for _ in range(20000):
        if GAME.outcome(state) is not None:
            return state, log
        (seat,) = GAME.to_act(state)
        view = GAME.view(state, seat)
        policy = bot_action if seat % 2 else random_action
        action = policy(view, seat, rng)
        assert action is not None
        GAME.apply(state, seat, action)
        log.append((seat, json.dumps(action.model_dump())))
        if state.phase != "chart":
            check_invariants(state)
        if check_views:
            for s in range(n):
                own = GAME.view(state, s).model_dump_json()
                assert all(t in own for t in GAME.private_texts(state, s))
    raise AssertionError("the game did not end")


@PROFILE
@given(n=st.integers(2, 6), options=options_st, seed=st.integers(0, 2**32))
def test_random_play_terminates_and_conserves(n: int, options: WLOptions, seed: int) -> None:
    state, _ = play_out(n, options, seed, check_views=False)
    out = GAME.outcome(state)
    assert out is not None and min(out.places) == 1 and len(out.places) == n
    assert state.majors, "the game ends with a final Major Scoring"


@settings(max_examples=3, deadline=None)
@given(n=st.integers(2, 5), seed=st.integers(0, 2**32))
def test_own_view_shows_the_whole_hand(n: int, seed: int) -> None:
    """Every card in a seat's hand shows in its own view as rendered privately (the conformance
    suite checks that no other view shows it)."""
    play_out(n, WLOptions(), seed, check_views=True)
