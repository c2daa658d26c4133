"""Win share of one bot level against a field of another level, for a turn-based game.

Run: ``.venv/bin/python bench/turn_bot_levels.py --game wildlife --hero hard --field normal [--games 300]
[--players 4] [--seed 0]``

Each game is seeded (seed + game index); the hero seat rotates through the table. Every
seat decides from its own view (``GAME.bot_action(view, seat, rng, level)``) with its own
seeded Rng. A shared win counts 1/k for k tied winners. Prints the hero's and the field's
win share with a Wilson 95 % interval (fair share 1/players), the hero's mean score, and
the CPU per decision of each level (``time.process_time``: p50, p99, max). Figures are
printed, never asserted. (The generic bench for every game is ``bench/bot_levels.py``.)
"""
from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import registry  # noqa: E402 - needs the sys.path insert above
from engine.core import Game, Rng  # noqa: E402 - needs the sys.path insert above

MAX_STEPS = 50_000


def wilson(k: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval for k successes in n trials (k may be fractional for split ties)."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return c - h, c + h


def play(game: Game, levels: list[str], seed: int, cpu: dict[str, list[float]]) -> tuple[list[int], list[float]]:  # type: ignore[type-arg]
    """One seeded game; returns (places, scores)."""
    n = len(levels)
    state = game.setup(n, game.Options(), seed)
    rngs = [Rng.from_seed(seed * 31 + s + 1) for s in range(n)]
    for _ in range(MAX_STEPS):
        outcome = game.outcome(state)
        if outcome is not None:
            return outcome.places, outcome.scores
        acting = sorted(game.to_act(state))
        if not acting:
            raise RuntimeError("nobody can act")
        seat = acting[0]
        view = game.view(state, seat)
        t0 = time.process_time()
        action = game.bot_action(view, seat, rngs[seat], levels[seat])
        cpu[levels[seat]].append(time.process_time() - t0)
        if action is None:
            raise RuntimeError(f"bot at {levels[seat]} did not act for seat {seat}")
        game.apply(state, seat, action)
    raise RuntimeError(f"game {seed} did not end in {MAX_STEPS} steps")


def pct(xs: list[float], q: float) -> float:
    s = sorted(xs)
    return s[min(len(s) - 1, int(q * len(s)))] if s else 0.0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", required=True, help=f"one of {', '.join(registry.games())}")
    ap.add_argument("--hero", default="hard")
    ap.add_argument("--field", default="normal")
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    game = registry.get(args.game)
    n = args.players
    cpu: dict[str, list[float]] = {args.hero: [], args.field: []}
    hero_wins = field_wins = hero_score = 0.0
    started = time.perf_counter()
    for g in range(args.games):
        hero = g % n
        levels = [args.hero if s == hero else args.field for s in range(n)]
        places, scores = play(game, levels, args.seed + g, cpu)
        winners = places.count(1)
        hero_wins += (1.0 / winners) if places[hero] == 1 else 0.0
        field_wins += sum(1.0 / winners for s in range(n) if s != hero and places[s] == 1)
        hero_score += scores[hero]
    g = args.games
    lo, hi = wilson(hero_wins, g)
    flo, fhi = wilson(field_wins, g * (n - 1))
    print(f"{game.title}: 1 {args.hero} vs {n - 1} {args.field}, {g} games of {n} players, seed {args.seed}")
    print(f"  {args.hero}: win share {hero_wins / g:.3f} (Wilson 95% CI {lo:.3f}-{hi:.3f}); mean score "
          f"{hero_score / g:.2f}; fair share {1 / n:.3f}")
    print(f"  {args.field} (per seat): win share {field_wins / (g * (n - 1)):.3f} (95% CI {flo:.3f}-{fhi:.3f})")
    for name, xs in cpu.items():
        if xs:
            print(f"  CPU per decision at {name}: p50 {pct(xs, .5) * 1e3:.2f} ms, p99 {pct(xs, .99) * 1e3:.2f} ms, "
                  f"max {max(xs) * 1e3:.1f} ms over {len(xs)} decisions")
    print(f"  elapsed {time.perf_counter() - started:.1f} s")


if __name__ == "__main__":
    main()
