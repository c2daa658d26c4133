"""Bot levels against each other, for any registered game: win share with a Wilson 95 % interval
and the CPU each decision takes.

Run: ``.venv/bin/python -m bench.bot_levels --game KEY --hero hard --field normal [--games 1000]
[--players 4] [--seed 0] [--jobs 2] [--option expert=true ...]``

One hero seat plays at ``--hero``, every other seat at ``--field``; the hero's seat rotates
(game ``g`` puts it at seat ``g % players``); game ``g`` is seeded ``seed + g``. Every seat
decides from its own view (``GAME.bot_action(view, seat, rng, level)``) with its own seeded
:class:`~engine.core.Rng`, so a run is reproducible. Seats in ``to_act`` are asked in seat
order; a real-time game's own timers fire when no seat acts (as the engine bench does); an
action the game refuses is replaced by ``default_action`` (as the match service does).

Prints: the hero's win share (a shared win counts 1/k for k tied winners) with a Wilson 95 %
interval and the fair share 1/players; the hero's mean score; CPU per decision
(``time.process_time`` around ``bot_action``) p50/p99/max for the hero's and the field's
level; and games per second. ``--jobs`` splits the games over processes (CPU figures are per
process, so unaffected). Figures are printed, never asserted.
"""
from __future__ import annotations

import argparse
import json
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from bench.common import percentile, wilson
from engine import registry
from engine.core import BOT_LEVELS, IllegalAction, Rng, parse_action

MAX_STEPS = 50_000


def play(key: str, levels: list[str], seed: int, options: dict[str, Any] | None = None
         ) -> tuple[list[int], list[float], list[tuple[str, float]]]:
    """One seeded game with ``levels[seat]`` per seat; returns (places, scores, [(level, cpu_s)
    per decision]). Raises RuntimeError if the game does not end in ``MAX_STEPS`` steps."""
    game = registry.get(key)
    n = len(levels)
    state = game.setup(n, game.Options.model_validate(options or {}), seed)
    rngs = [Rng.from_seed(seed * 31 + s + 1) for s in range(n)]
    cpu: list[tuple[str, float]] = []
    for _ in range(MAX_STEPS):
        outcome = game.outcome(state)
        if outcome is not None:
            return outcome.places, outcome.scores, cpu
        moved = False
        for seat in sorted(game.to_act(state)):
            view = game.view(state, seat)
            t0 = time.process_time()
            action = game.bot_action(view, seat, rngs[seat], levels[seat])
            cpu.append((levels[seat], time.process_time() - t0))
            if action is None:
                continue
            try:
                game.apply(state, seat, action)
            except IllegalAction:
                game.apply(state, seat, game.default_action(state, seat))
            moved = True
            break
        if not moved:  # a real-time game waiting for its window or countdown: fire its timer
            timers = game.timers(state)
            if not timers:
                raise RuntimeError(f"seed {seed}: nobody can act and no timer runs")
            game.apply(state, timers[0].seat, parse_action(game, timers[0].action))
    raise RuntimeError(f"seed {seed}: the game did not end in {MAX_STEPS} steps")


def _batch(key: str, hero: str, field: str, players: int, seed: int, games: list[int],
           options: dict[str, Any] | None) -> list[tuple[int, float, float, list[tuple[str, float]]]]:
    out = []
    for g in games:
        seat = g % players
        levels = [hero if s == seat else field for s in range(players)]
        places, scores, cpu = play(key, levels, seed + g, options)
        won = 1.0 / places.count(1) if places[seat] == 1 else 0.0
        out.append((g, won, scores[seat], cpu))
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", required=True, help=f"one of {', '.join(registry.games())}")
    ap.add_argument("--hero", default="hard", choices=list(BOT_LEVELS))
    ap.add_argument("--field", default="normal", choices=list(BOT_LEVELS))
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    ap.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                    help="a game option, value read as JSON (e.g. --option expert=true); repeatable")
    args = ap.parse_args(argv)
    options: dict[str, Any] = {}
    for text in args.option:
        name, _, raw = text.partition("=")
        try:
            options[name] = json.loads(raw)
        except ValueError:
            options[name] = raw
    game = registry.get(args.game)
    started, cpu0 = time.perf_counter(), time.process_time()
    ids = list(range(args.games))
    results: list[tuple[int, float, float, list[tuple[str, float]]]] = []
    if args.jobs <= 1:
        results = _batch(game.key, args.hero, args.field, args.players, args.seed, ids, options)
    else:
        chunks = [ids[i::args.jobs * 4] for i in range(args.jobs * 4)]
        with ProcessPoolExecutor(args.jobs) as pool:
            for part in pool.map(_batch, *zip(*[(game.key, args.hero, args.field, args.players, args.seed,
                                                   c, options) for c in chunks if c], strict=True)):
                results.extend(part)
    wall = time.perf_counter() - started
    n = len(results)
    wins = sum(r[1] for r in results)
    lo, hi = wilson(wins, n)
    mean_score = sum(r[2] for r in results) / n
    by_level: dict[str, list[float]] = {}
    for r in results:
        for level, sec in r[3]:
            by_level.setdefault(level, []).append(sec)
    print(f"{game.title}: {BOT_LEVELS[args.hero]} (1 seat) vs {BOT_LEVELS[args.field]} (the other "
          f"{args.players - 1}), {n} {args.players}-player games, seeds {args.seed}..{args.seed + n - 1}"
          + (f", options {options}" if options else ""))
    print(f"  {BOT_LEVELS[args.hero]} win share {wins / n:.3f} (95% Wilson CI {lo:.3f}-{hi:.3f}); "
          f"fair share {1 / args.players:.3f}; mean score {mean_score:.2f}")
    for level in (args.hero, args.field) if args.hero != args.field else (args.hero,):
        xs = by_level.get(level, [])
        if xs:
            print(f"  CPU per decision at {BOT_LEVELS[level]}: p50 {percentile(xs, 50) * 1000:.2f} ms, "
                  f"p99 {percentile(xs, 99) * 1000:.2f} ms, max {max(xs) * 1000:.2f} ms over {len(xs)} decisions")
    if args.jobs <= 1:
        print(f"  {n / (time.process_time() - cpu0):.2f} games per CPU second; {wall:.1f} s wall")
    else:
        print(f"  {wall:.1f} s wall with {args.jobs} processes")


if __name__ == "__main__":
    main()
