"""Wildlife Adventure bot levels (issue 15): every level acts legally from its view alone
(a view rebuilt from JSON, so nothing can reach the state). (Determinism given the Rng, unknown
levels and waiting when not to act are checked for every game by tests/engine/test_conformance.py.)
Strength and CPU per decision are bench figures
(bench/bot_levels.py), not tests."""
from __future__ import annotations

import pytest

from engine.games.wildlife_adventure import GAME
from engine.games.wildlife_adventure.ai.hard import PARAMS
from engine.games.wildlife_adventure.state import WAState
from tests.engine.selfplay import self_play


def play(seed: int, levels: list[str], keep_every: int = 0) -> list[WAState]:
    """A seeded game with one level per seat, each action legal (tests/engine/selfplay.py); sampled positions."""
    return self_play(GAME, levels, seed=seed, keep_every=keep_every).kept


def test_every_level_plays_legal_games_from_the_view_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(PARAMS, "budget", 120)  # Hard's search, smaller: whole games are played here
    play(1, ["easy", "normal", "hard", "hard"])
    play(2, ["hard", "easy", "normal"])
    play(3, ["hard", "hard"])
