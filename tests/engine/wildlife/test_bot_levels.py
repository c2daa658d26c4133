"""WildLife bot levels (issue 15): every level plays whole legal games from its view alone (a view
rebuilt from JSON, so nothing can reach the state), in every variant; the Major Scoring Hard's
search scores positions with is the rulebook's. (Determinism given the Rng, unknown levels and waiting
when not to act are checked for every game by tests/engine/test_conformance.py.) Strength and CPU
per decision are bench figures (bench/bot_levels.py)."""
from __future__ import annotations

import pytest

from engine.games.wildlife import GAME
from engine.games.wildlife.ai import fast, hard
from engine.games.wildlife.scoring import major_scoring, totals
from engine.games.wildlife.state import WLOptions, WLState
from tests.engine.selfplay import self_play
from tests.engine.wildlife.fastpath import from_state


def play(seed: int, levels: list[str], options: WLOptions | None = None, keep_every: int = 0) -> list[WLState]:
    """A seeded game with one level per seat, each action legal (tests/engine/selfplay.py); sampled positions."""
    return self_play(GAME, levels, seed=seed, options=options, keep_every=keep_every).kept


def test_every_level_plays_legal_games_from_the_view_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hard, "BUDGET", 40)  # fewer playouts per decision: legality, not strength, is checked here
    play(1, ["easy", "normal", "hard", "hard"])
    play(2, ["hard", "easy", "normal"], WLOptions(unlimited_abilities=True, auction_expand=True))
    play(3, ["hard", "hard"], WLOptions(chart_auction=True, rotating_start=True))


def test_hard_scores_positions_with_the_rulebook_major_scoring() -> None:
    boards = 0
    for seats in (2, 4, 6):
        for st in play(8 + seats, ["normal"] * seats, keep_every=25):
            if st.phase == "chart":
                continue
            lines = major_scoring(st.board, [len(t) for t in st.tiles], [len(a) for a in st.abilities], list(st.food))
            assert fast.major_points(from_state(st)) == totals(lines)
            boards += bool(st.board)
    assert boards >= 30
