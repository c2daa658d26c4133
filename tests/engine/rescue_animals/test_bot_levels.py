"""Rescue Animals bot levels (issue 15): every level acts legally from its view alone;
Hard's keep comes from exact probabilities over the display. (Determinism given the Rng, unknown
levels and waiting are checked for every game by tests/engine/test_conformance.py.)
(Strength and CPU per decision are bench figures: bench/rescue_bot_levels.py.)"""
from __future__ import annotations

import copy

import pytest

from engine.core import IllegalAction, Rng
from engine.games.rescue_animals import GAME
from engine.games.rescue_animals.ai.hard import best_keep, keep_score, next_roll_any
from engine.games.rescue_animals.ai.normal import keep_plan
from engine.games.rescue_animals.matcher import ReqKey, req_key
from engine.games.rescue_animals.requirement import Requirement
from engine.games.rescue_animals.state import RescueOptions, RescueState
from tests.engine.selfplay import detached, self_play

LEVELS = ("easy", "normal", "hard")


def positions(n: int, seed: int, steps: int) -> list[RescueState]:
    """The positions in play met while Normal bots and timers play a seeded game for ``steps`` actions
    (tests/engine/selfplay.py, as a real-time game: ``roll`` is listed plain, so ``apply`` judges each move)."""
    return self_play(GAME, ["normal"] * n, seed=seed, options=RescueOptions(), keep_every=1,
                     keep_if=lambda st: st.phase == "play", max_steps=steps, listed=False, must_act=False).kept


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_acts_legally_from_the_view_alone(level: str) -> None:
    checked = 0
    for n, seed in ((2, 3), (4, 7), (5, 11)):
        for state in positions(n, seed, 300)[::5]:
            for seat in range(n):
                a = GAME.bot_action(detached(GAME, state, seat), seat, Rng.from_seed(seat), level)
                if a is None:
                    me = GAME.view(state, seat).me
                    assert me is not None and not me.can_roll
                    continue
                trial = copy.deepcopy(state)
                try:
                    GAME.apply(trial, seat, a)
                except IllegalAction as exc:  # pragma: no cover - the failure message
                    raise AssertionError(f"{level} played {a!r}: {exc.reason}") from exc
                checked += 1
    assert checked > 50


def test_next_roll_odds_are_exact_on_small_cases() -> None:
    any_white = req_key(Requirement(white=["any"]))
    assert next_roll_any((any_white,), None, (), 4) == pytest.approx(1.0)
    black_six = req_key(Requirement(black=6))
    assert next_roll_any((black_six,), None, (), 4) == pytest.approx(1 / 6)
    assert next_roll_any((black_six,), 6, (), 4) == pytest.approx(1.0)
    white_six = req_key(Requirement(white=[6]))
    assert next_roll_any((white_six,), None, (), 4) == pytest.approx(1 - (5 / 6) ** 4)
    assert next_roll_any((white_six,), None, (6,), 4) == pytest.approx(1.0)
    # either animal: P(black 6 or a white six among 4) = 1 - (5/6) * (5/6)^4
    assert next_roll_any((black_six, white_six), None, (), 4) == pytest.approx(1 - (5 / 6) ** 5)


def test_hard_keep_never_scores_below_the_normal_keep() -> None:
    """Hard maximises keep_score over every keep, so Normal's keep is one it considered."""
    seen_better = 0
    for state in positions(4, 21, 400)[::3]:
        for seat in range(4):
            view = GAME.view(state, seat)
            if view.me is None or not view.me.dice.rolled or not view.me.can_roll:
                continue
            keys = tuple(sorted({req_key(c.requirement) for c in view.display if c is not None}, key=repr))
            values = view.me.dice.values

            def score(keep: list[int], values: list[int] = values, keys: tuple[ReqKey, ...] = keys) -> float:
                kept = tuple(sorted(values[i] for i in keep if i != 4))
                return keep_score(keys, values[4] if 4 in keep else None, kept, len(values) - 1)

            hard, normal = score(best_keep(view)), score(keep_plan(view))
            assert hard >= normal - 1e-9
            seen_better += hard > normal + 1e-9
    assert seen_better > 0
