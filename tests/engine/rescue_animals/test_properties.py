"""Rescue Animals properties under random play (hypothesis): conservation, rounds, termination, and
illegal actions (garbage included) leaving the state untouched. Setup determinism, replay and JSON
round-trips are in tests/engine/test_conformance.py."""
from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import SYSTEM, IllegalAction, Rng, parse_action
from engine.games.rescue_animals import GAME
from engine.games.rescue_animals.state import DISPLAY_SIZE, RescueOptions, RescueState

MAX_STEPS = 20_000


def check_invariants(s: RescueState) -> None:
    rescued = [c for r in s.rescued for c in r]
    shown = [c for c in s.display if c is not None]
    assert sorted(s.deck + s.box + shown + rescued) == list(range(54))
    assert len(s.display) == DISPLAY_SIZE[s.seats]
    if s.phase != "over":
        assert shown, "a round never continues with an empty display"
    assert all(len(r) <= (2 if s.seats == 2 else 1) for r in s.round_rescues)
    for seat, d in enumerate(s.dice):
        assert len(d.values) == len(d.aside) == (6 if seat == s.gray_holder else 5)
        assert all(0 <= v <= 6 for v in d.values)
    assert (s.phase == "window") == bool(s.claims)


def random_action(rng: Rng, s: RescueState) -> tuple[int, dict[str, Any]]:
    """Mostly sensible moves (bots, legal actions, timers) and some garbage."""
    roll = rng.below(100)
    seats = sorted(GAME.to_act(s))
    if roll < 8 or not seats:
        return SYSTEM, dict(GAME.timers(s)[0].action) if GAME.timers(s) else {"kind": "go"}
    if roll < 14:  # garbage, mostly illegal
        kind = rng.choice(["toggle", "roll", "rescue", "go", "close_window", "stall", "nope"])
        seat = rng.below(s.seats + 2) - 1
        return seat, {"kind": kind, "die": rng.below(8) - 1, "card": rng.below(60) - 1} if kind in (
            "toggle", "rescue") else {"kind": kind}
    seat = rng.choice(seats)
    if roll < 80:
        a = GAME.bot_action(GAME.view(s, seat), seat, rng)
        if a is not None:
            return seat, a.model_dump()
    legal = GAME.legal_actions(s, seat)
    if legal:
        return seat, rng.choice(legal).model_dump()
    return SYSTEM, dict(GAME.timers(s)[0].action)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(2, 5), seed=st.integers(0, 2**32), play_seed=st.integers(0, 2**32))
def test_random_play(n: int, seed: int, play_seed: int) -> None:
    s = GAME.setup(n, RescueOptions(), seed)
    rng = Rng.from_seed(play_seed)
    steps = 0
    while s.phase != "over":
        steps += 1
        assert steps < MAX_STEPS, "game did not terminate"
        seat, action = random_action(rng, s)
        before = s.model_dump()
        try:
            events = GAME.apply(s, seat, parse_action(GAME, action))
        except IllegalAction:
            assert s.model_dump() == before, (seat, action)
            continue
        for e in events:
            if e.kind == "round_end":
                assert sum(len(r) for r in e.data["rescued"]) == DISPLAY_SIZE[n]
            if e.kind == "roll":
                assert e.visible_to is not None and len(e.visible_to) == 1
        check_invariants(s)
    assert not s.deck and s.round * DISPLAY_SIZE[n] == 54 - len(s.box)
    out = GAME.outcome(s)
    assert out is not None and sorted(out.places) == list(range(1, n + 1))
    assert out.places[max(range(n), key=lambda x: out.scores[x])] == 1 or out.scores.count(max(out.scores)) > 1
