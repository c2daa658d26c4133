"""Win share of a game's bot policy against random-legal players, for any registered game.

Run: ``.venv/bin/python -m bench.bot_winrate --game KEY [--games 300] [--players 4] [--seed 0]``

Each game is seeded (seed + game index); the policy seat rotates through the table. The
policy decides from its own view (``GAME.bot_action``); the others pick uniformly among
``GAME.legal_actions`` (a baseline, so it may read the state's legal list). A game's own
timers (real-time windows) fire when nobody can act. A shared win counts 1/k for k tied
winners. Prints the share with a 95 % confidence interval (normal approximation) and the
fair share. Figures are printed, never asserted.
"""
from __future__ import annotations

import argparse
import math
import time

from engine import registry
from engine.core import AnyGame, IllegalAction, Rng, parse_action

MAX_STEPS = 20_000


def play(game: AnyGame, players: int, seed: int, policy_seat: int) -> list[int]:
    """One seeded game; returns the places (1 = won). Raises RuntimeError if it does not end."""
    state = game.setup(players, game.Options(), seed)
    rngs = [Rng.from_seed(seed * 31 + s + 1) for s in range(players)]
    for _ in range(MAX_STEPS):
        outcome = game.outcome(state)
        if outcome is not None:
            return outcome.places
        acting = sorted(game.to_act(state))
        moved = False
        for seat in acting:
            if seat == policy_seat:
                action = game.bot_action(game.view(state, seat), seat, rngs[seat])
            else:
                legal = game.legal_actions(state, seat)
                action = rngs[seat].choice(legal) if legal else None
            if action is None:
                continue
            try:
                game.apply(state, seat, action)
                moved = True
                break
            except IllegalAction:
                continue
        if not moved:  # a real-time game waiting for its window or countdown: fire its timer
            timers = game.timers(state)
            if not timers:
                raise RuntimeError("nobody can act and no timer runs")
            game.apply(state, timers[0].seat, parse_action(game, timers[0].action))
    raise RuntimeError(f"game {seed} did not end in {MAX_STEPS} steps")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", required=True, help=f"one of {', '.join(registry.games())}")
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    game = registry.get(args.game)
    share = outright = 0.0
    samples: list[float] = []
    started = time.perf_counter()
    for g in range(args.games):
        seat = g % args.players
        places = play(game, args.players, args.seed + g, seat)
        winners = places.count(1)
        won = 1.0 / winners if places[seat] == 1 else 0.0
        samples.append(won)
        share += won
        outright += places[seat] == 1
    n = len(samples)
    mean = share / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in samples) / max(1, n - 1))
    half = 1.96 * sd / math.sqrt(n)
    print(f"{game.title}: bot win share {mean:.3f} (95% CI {mean - half:.3f}-{mean + half:.3f}) over {n} "
          f"{args.players}-player games against random-legal players; won or shared {outright / n:.3f}; "
          f"fair share {1 / args.players:.3f}; {time.perf_counter() - started:.1f} s")


if __name__ == "__main__":
    main()
