"""The demo's progress line says how far the match is (issue 37): each game's ``progress`` reads its
spectator view (numbers only) and the demo puts them in words."""
from __future__ import annotations

import pytest

from engine import registry
from engine.core import Progress, Rng
from harness.demo import how_far, progress_line


@pytest.mark.parametrize("key", registry.games())
def test_each_game_tells_how_far_its_match_is_from_the_spectator_view(key: str) -> None:
    game = registry.get(key)
    state = game.setup(game.min_players, game.Options(), 5)
    first = game.progress(game.view(state, None))
    assert first is not None and how_far(first) != "" or key == "wildlife"  # WildLife's round 1 comes after the set-up
    rng, moves = Rng.from_seed(5), 0
    while moves < 60 and game.outcome(state) is None:
        for seat in sorted(game.to_act(state)):
            action = game.bot_action(game.view(state, seat), seat, rng)
            if action is not None:
                game.apply(state, seat, action)
                moves += 1
                break
        else:
            timers = game.timers(state)
            assert timers, f"{key}: nobody can move and no timer runs"
            game.apply(state, timers[0].seat, game.action_adapter.validate_python(timers[0].action))
    later = game.progress(game.view(state, None))
    assert later is not None and later != first and how_far(later)
    numbers = [v for v in later.model_dump().values() if v is not None]
    assert numbers and all(isinstance(v, int) and v >= 0 for v in numbers)


def test_the_words_name_what_the_game_counts() -> None:
    assert how_far(Progress(round=3, rounds=15)) == "round 3 of 15"
    assert how_far(Progress(round=2, trick=4, tricks=13)) == "round 2, trick 4 of 13"
    assert how_far(Progress(round=1, turn=12)) == "round 1, turn 12"
    assert how_far(Progress()) == "" and how_far(None) == ""


def test_the_progress_line_counts_moves_in_english() -> None:
    """It read "1 moves played"."""
    assert progress_line("Mission: Wild Life", "round 1, trick 1 of 13", 1, 4.2) == (
        "... Mission: Wild Life: round 1, trick 1 of 13, 1 move played, 4 s")
    assert progress_line("WildLife", "", 2, 0.4) == "... WildLife: 2 moves played, 0 s"
