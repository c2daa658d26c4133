"""Mission: Wild Life engine speed (issue 15's target: ≥ 1,000 random 4-player games per CPU second),
on the stored-state apply path and on the Hard search's int playout path. Shown by ``python -m bench engine``."""
from __future__ import annotations

import time

from bench.common import Row, judge, rate
from engine.core import Rng


def mwl_random_games_per_cpu_s(budget: float) -> tuple[float, float]:
    """Random-legal 4-player Mission: Wild Life games through ``GAME.apply`` (the stored pydantic
    state, events included): (games per CPU second, mean rounds per game)."""
    from engine.games.mission_wild_life import GAME

    games = rounds = 0
    t0 = time.process_time()
    while games == 0 or time.process_time() - t0 < budget:
        state = GAME.setup(4, GAME.Options(), 5000 + games)
        rng = Rng.from_seed(games)
        while state.phase != "over":
            seat = state.turn if state.phase == "play" else min(GAME.to_act(state))
            legal = GAME.legal_actions(state, seat)
            GAME.apply(state, seat, legal[rng.below(len(legal))])
        games += 1
        rounds += state.round
    return games / (time.process_time() - t0), rounds / games


def rows(budget: float) -> list[Row]:
    """The Hard search's playout path (:class:`engine.games.mission_wild_life.ai.hard.Playout`,
    ints, no pydantic model per call): whole rounds from the deal, all four seats random
    (``EPSILON`` = 1000) and with the rollout policy, per CPU second; converted to games with
    the mean rounds per random game measured on the apply path. Beside it the apply path."""
    from engine.games.mission_wild_life import GAME
    from engine.games.mission_wild_life.ai import hard as search

    apply_rate, rounds_per_game = mwl_random_games_per_cpu_s(budget)
    starts = []
    for seed in range(40):
        state = GAME.setup(4, GAME.Options(), 7000 + seed)
        seat = state.turn
        k = search.knowledge(GAME.view(state, seat), seat)
        hands = [[search.INDEX[c] for c in h] for h in state.hands]
        starts.append((search.Playout(k), hands, k.known_tricks, search.INDEX[state.hands[seat][0]]))
    rows = [Row("engine", "mission-wild-life, 4 seats, random legal, apply path (pydantic state)",
                f"{rate(apply_rate)} games ({rounds_per_game:.2f} rounds/game)", "≥ 1,000 games/s",
                judge(apply_rate >= 1000))]
    saved = search.EPSILON
    try:
        for label, eps in (("random", 1000), ("rollout policy", saved)):
            search.EPSILON = eps
            fast = search.FastRng(1)
            done = 0
            t0 = time.process_time()
            while done == 0 or time.process_time() - t0 < budget:
                playout, hands, tricks, first = starts[done % len(starts)]
                playout.run(hands, tricks, first, fast)
                done += 1
            per_s = done / (time.process_time() - t0)
            games = per_s / rounds_per_game
            rows.append(Row("engine", f"mission-wild-life, 4 seats, {label}, playout path (ints)",
                            f"{rate(per_s)} rounds ≈ {rate(games)} games", "≥ 1,000 games/s",
                            judge(games >= 1000)))
    finally:
        search.EPSILON = saved
    return rows
