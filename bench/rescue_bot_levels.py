"""Rescue Animals bot levels side by side: one hero level against a field of another level.

Offline, engine only, same simulated time as ``bench/rescue_bot_rates.py``: every tick
each seat that may rescue acts once (a claim or one keep+roll) in a random order; a
claim opens the window and later seats in the same tick may tie; the window closes at
the end of the tick. The hero seat rotates through the table. Each bot decides from
its own view (``GAME.bot_action(view, seat, rng, level)``).

    .venv/bin/python -m bench.rescue_bot_levels [--games 300] [--players 4] [--hero hard] [--field normal]

Prints, per level: share of all rescues (ceiling 1/(players-1) with one rescue per
seat per round, "Special Rule in 2-Player Games" aside), share of rounds in which the
seat rescued, rolls per rescue, game win share (ties split) with a Wilson 95 % interval,
and the hero's CPU per decision (time.process_time, p50/p99/max). Figures are printed,
never asserted.
"""
from __future__ import annotations

import argparse
import time
from collections import defaultdict

from bench.common import wilson
from bench.rescue_bot_rates import play_in_ticks
from engine.core import SYSTEM, Rng, parse_action
from engine.games.rescue_animals import GAME
from engine.games.rescue_animals.actions import RescueAction
from engine.games.rescue_animals.state import RescueOptions


def play(n: int, levels: list[str], seed: int, stats: dict[str, dict[str, float]], cpu: dict[str, list[float]]) -> None:
    state = GAME.setup(n, RescueOptions(), seed)
    order_rng = Rng.from_seed(seed * 7919 + 1)
    bot_rngs = [Rng.from_seed(seed * 31 + s + 1) for s in range(n)]

    def act(seat: int) -> None:
        view = GAME.view(state, seat)
        t0 = time.process_time()
        action = GAME.bot_action(view, seat, bot_rngs[seat], levels[seat])
        cpu[levels[seat]].append(time.process_time() - t0)
        if action is not None:
            GAME.apply(state, seat, action)

    play_in_ticks(state, order_rng, act)
    out = GAME.outcome(state)
    assert out is not None
    winners = out.places.count(1)
    rounds = state.round
    for seat in range(n):
        st = stats[levels[seat]]
        st["seats"] += 1
        st["rescues"] += len(state.rescued[seat])
        st["rounds"] += rounds
        st["rolls"] += state.rolls[seat]
        st["wins"] += (1.0 / winners) if out.places[seat] == 1 else 0.0
    stats["all"]["rescues"] += sum(len(r) for r in state.rescued)


def solo_rolls(level: str, trials: int, seed: int, n: int) -> float:
    """Mean rolls one seat alone needs to meet some animal of a fresh display (no rivals, no gray die)."""
    total = 0
    for t in range(trials):
        state = GAME.setup(n, RescueOptions(first_leader=1), seed * 1_000_003 + t)
        GAME.apply(state, SYSTEM, parse_action(GAME, GAME.timers(state)[0].action))  # Go!
        rng = Rng.from_seed(seed * 17 + t)
        while True:
            action = GAME.bot_action(GAME.view(state, 0), 0, rng, level)
            assert action is not None
            if isinstance(action, RescueAction):
                break
            GAME.apply(state, 0, action)
            assert state.rolls[0] < 10_000
        total += state.rolls[0]
    return total / trials


def pct(xs: list[float], q: float) -> float:
    s = sorted(xs)
    return s[min(len(s) - 1, int(q * len(s)))] if s else 0.0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--hero", default="hard")
    ap.add_argument("--field", default="normal")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--solo", type=int, default=0, help="also time one seat alone on this many displays")
    args = ap.parse_args()
    n = args.players
    t0 = time.perf_counter()
    stats: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
    cpu: dict[str, list[float]] = defaultdict(list)
    for g in range(args.games):
        levels = [args.hero if seat == g % n else args.field for seat in range(n)]
        play(n, levels, args.seed * 1_000_003 + g, stats, cpu)
    total = stats["all"]["rescues"]
    print(f"Rescue Animals: 1 {args.hero} vs {n - 1} {args.field}, {args.games} games, {n} players, seed {args.seed}")
    for name in dict.fromkeys([args.hero, args.field]) if args.games else ():
        st = stats[name]
        seats = int(st["seats"])
        lo, hi = wilson(st["wins"], seats)
        c = cpu[name]
        print(f"  {name:<7} seats {seats:>5}  rescue share {st['rescues'] / total:6.1%}  "
              f"rounds rescued {st['rescues'] / st['rounds']:6.1%}  rolls/rescue {st['rolls'] / max(1, st['rescues']):5.2f}  "
              f"win share {st['wins'] / seats:6.1%} (95% CI {lo:.1%}-{hi:.1%})  "
              f"CPU/decision p50 {pct(c, .5) * 1e3:.2f} ms p99 {pct(c, .99) * 1e3:.2f} ms max {max(c) * 1e3:.1f} ms")
    if args.solo:
        for name in dict.fromkeys([args.hero, args.field]):
            print(f"  solo: {name} needs {solo_rolls(name, args.solo, args.seed, n):.3f} rolls on average to meet "
                  f"some animal of a {n}-player display ({args.solo} displays, same seeds per level)")
    print(f"  fair win share {1 / n:.1%}; elapsed {time.perf_counter() - t0:.1f} s")


if __name__ == "__main__":
    main()
