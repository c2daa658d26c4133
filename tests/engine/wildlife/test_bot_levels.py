"""WildLife bot levels (issue 15): every level plays whole legal games from its view alone (a view
rebuilt from JSON, so nothing can reach the state), in every variant; Hard's board evaluation is
the rulebook's region and herd scoring. (Determinism given the Rng, unknown levels and waiting
when not to act are checked for every game by tests/engine/test_conformance.py.) Strength and CPU
per decision are bench figures (bench/bot_levels.py)."""
from __future__ import annotations

from engine.games.wildlife import GAME
from engine.games.wildlife.ai.hard import board_points
from engine.games.wildlife.scoring import herd_lines, region_lines, totals
from engine.games.wildlife.state import WLOptions, WLState
from tests.engine.selfplay import self_play


def play(seed: int, levels: list[str], options: WLOptions | None = None, keep_every: int = 0) -> list[WLState]:
    """A seeded game with one level per seat, each action legal (tests/engine/selfplay.py); sampled positions."""
    return self_play(GAME, levels, seed=seed, options=options, keep_every=keep_every).kept


def test_every_level_plays_legal_games_from_the_view_alone() -> None:
    play(1, ["easy", "normal", "hard", "hard"])
    play(2, ["hard", "easy", "normal"], WLOptions(unlimited_abilities=True, auction_expand=True))
    play(3, ["hard", "hard"], WLOptions(chart_auction=True, rotating_start=True))


def test_hard_board_points_are_the_major_scoring_region_and_herd_lines() -> None:
    boards = 0
    for st in play(8, ["hard"] * 4, keep_every=40):
        assert board_points(dict(st.board), 4) == totals(region_lines(st.board, 4) + herd_lines(st.board, 4))
        boards += bool(st.board)
    assert boards >= 3
