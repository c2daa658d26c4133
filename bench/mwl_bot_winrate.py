"""Win rate of the Mission: Wild Life policy bot against three random-legal bots.

Run: ``.venv/bin/python -m bench.mwl_bot_winrate [--games 500] [--seed 0]``

Each game is seeded (seed + game index); the policy bot's seat rotates 0,1,2,3.
Default options (1 flash mission per round, no expert, no passing). A shared win
(tied for most missions) counts as a fractional win 1/k for k tied winners; the
count of outright-or-shared wins is printed too. A fair share is 25 %.
Figures are printed, never asserted.
"""
from __future__ import annotations

import argparse
import time

from engine.core import Rng
from engine.games.mission_wild_life import GAME
from engine.games.mission_wild_life.ai import bot_action, random_action
from engine.games.mission_wild_life.state import MWLOptions
from engine.games.mission_wild_life.views import MWLView


def play(seed: int, policy_seat: int, options: MWLOptions) -> list[int]:
    """Play one 4-player game; return the places."""
    state = GAME.setup(4, options, seed)
    rngs = [Rng.from_seed(seed * 31 + s + 1) for s in range(4)]
    while (out := GAME.outcome(state)) is None:
        seat = min(GAME.to_act(state))
        view = GAME.view(state, seat)
        assert isinstance(view, MWLView)
        policy = bot_action if seat == policy_seat else random_action
        action = policy(view, seat, rngs[seat])
        assert action is not None
        GAME.apply(state, seat, action)
    return out.places


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=500)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--expert", action="store_true")
    ap.add_argument("--pass-cards", action="store_true")
    args = ap.parse_args()
    options = MWLOptions(expert=args.expert, pass_cards=args.pass_cards)
    frac = 0.0
    any_win = 0
    t0 = time.perf_counter()
    for g in range(args.games):
        seat = g % 4
        places = play(args.seed + g, seat, options)
        if places[seat] == 1:
            any_win += 1
            frac += 1 / places.count(1)
    dt = time.perf_counter() - t0
    print(f"games={args.games} options={options.model_dump()}")
    print(f"policy bot win rate (shared wins fractional): {100 * frac / args.games:.1f}%  (fair share 25%)")
    print(f"policy bot win-or-share rate: {100 * any_win / args.games:.1f}%")
    print(f"time {dt:.1f}s")


if __name__ == "__main__":
    main()
