"""Wildlife Adventure bot levels (issue 15): every level acts legally from its view alone
(a view rebuilt from JSON, so nothing can reach the state), deterministically given its Rng;
an unknown level plays as Normal. Strength and CPU per decision are bench figures
(bench/turn_bot_levels.py), not tests."""
from __future__ import annotations

import copy

import pytest

from engine.core import Rng
from engine.games.wildlife_adventure import GAME
from engine.games.wildlife_adventure.hard_bot import ANIMAL_POINTS, _Ctx
from engine.games.wildlife_adventure.state import WAState
from engine.games.wildlife_adventure.views import WAView

LEVELS = ("easy", "normal", "hard")


def detached(state: WAState, seat: int) -> WAView:
    view = GAME.view(state, seat)
    assert isinstance(view, WAView)
    return WAView.model_validate_json(view.model_dump_json())


def play(seed: int, levels: list[str], keep_every: int = 0) -> list[WAState]:
    """A seeded game with one level per seat, checking each action is legal; returns sampled positions."""
    st = GAME.setup(len(levels), None, seed)
    rngs = [Rng.from_seed(seed * 7 + s) for s in range(len(levels))]
    kept: list[WAState] = []
    step = 0
    while GAME.outcome(st) is None:
        (seat,) = GAME.to_act(st)
        if keep_every and step % keep_every == 0:
            kept.append(copy.deepcopy(st))
        action = GAME.bot_action(detached(st, seat), seat, rngs[seat], levels[seat])
        assert action is not None, levels[seat]
        assert action in GAME.legal_actions(st, seat), (levels[seat], action)
        GAME.apply(st, seat, action)
        step += 1
    return kept


def test_every_level_plays_legal_games_from_the_view_alone() -> None:
    play(1, ["easy", "normal", "hard", "hard"])
    play(2, ["hard", "easy", "normal"])
    play(3, ["hard", "hard"])


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_is_deterministic_given_its_rng(level: str) -> None:
    for st in play(4, ["normal"] * 4, keep_every=9):
        (seat,) = GAME.to_act(st)
        view = GAME.view(st, seat)
        assert GAME.bot_action(view, seat, Rng.from_seed(5), level) == GAME.bot_action(view, seat, Rng.from_seed(5),
                                                                                        level)


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_waits_when_not_to_act(level: str) -> None:
    st = GAME.setup(3, None, 5)
    (seat,) = GAME.to_act(st)
    other = (seat + 1) % 3
    assert GAME.bot_action(GAME.view(st, other), other, Rng.from_seed(1), level) is None


def test_an_unknown_level_plays_as_normal() -> None:
    for st in play(6, ["normal"] * 4, keep_every=11):
        (seat,) = GAME.to_act(st)
        view = GAME.view(st, seat)
        assert GAME.bot_action(view, seat, Rng.from_seed(2), "grandmaster") == \
            GAME.bot_action(view, seat, Rng.from_seed(2), "normal")


def test_hard_counts_only_unseen_animals_as_rivals() -> None:
    """Hard's rival animals are the animal spaces not in its hand, not completed, not open missions."""
    for st in play(7, ["normal"] * 4, keep_every=25):
        for seat in range(4):
            view = detached(st, seat)
            ctx = _Ctx(view, seat)
            seen = {a.id for a in view.hand} | {a.id for a in view.open_missions} | \
                {a.id for cs in view.completed for a in cs}
            assert set(ctx.unknown) == set(ANIMAL_POINTS) - seen
            # every rival card is among them (checked against the state, which Hard never reads)
            for s in range(4):
                if s != seat:
                    assert set(st.hands[s]) <= set(ctx.unknown)
