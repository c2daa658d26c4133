"""Rescue Animals: how the product bot (keep-for-likeliest-target) fares against random-keep bots.

Offline, engine only (no service, no clock). Time is simulated in ticks: every
tick each seat that may rescue acts once (one bot action: a claim or one
keep+roll), in a random order; a claim opens the window and later seats in the
same tick may tie; the window closes at the end of the tick; a countdown lasts
one tick. Seats alternate policy / random-keep, rotated per game so seat order
and the first leader do not favour a type.

    .venv/bin/python -m bench.rescue_bot_rates [--games N] [--seed S]

Prints, per player count and bot type: share of rescues won, rescues per seat
per game, rolls per rescue, game wins, mean final score.
"""
from __future__ import annotations

import argparse
import time
from collections import defaultdict
from collections.abc import Callable

from engine.core import SYSTEM, Event, Rng, parse_action
from engine.games.rescue_animals import GAME
from engine.games.rescue_animals.ai import policy_action, random_keep_action
from engine.games.rescue_animals.state import RescueOptions, RescueState

POLICIES = {"policy": policy_action, "random-keep": random_keep_action}


def play_in_ticks(state: RescueState, order_rng: Rng, act: Callable[[int], None],
                  closed: Callable[[list[Event]], None] = lambda events: None) -> int:
    """Play ``state`` to its end in simulated time (the module doc): a countdown lasts one tick; every
    other tick the seats in ``to_act`` act once each, in an order ``order_rng`` shuffles, through
    ``act(seat)`` (which applies the seat's action, if any) while the phase is play or window; a
    window still open at the end of the tick closes, and ``closed`` gets its events. Returns the ticks."""
    ticks = 0
    while state.phase != "over":
        ticks += 1
        if state.phase == "countdown":
            GAME.apply(state, SYSTEM, parse_action(GAME, GAME.timers(state)[0].action))
            continue
        seats = sorted(GAME.to_act(state))
        order_rng.shuffle(seats)
        for seat in seats:
            if state.phase not in ("play", "window"):
                break
            act(seat)
        if state.phase == "window":
            closed(GAME.apply(state, SYSTEM, parse_action(GAME, GAME.timers(state)[0].action)))
        assert ticks < 100_000
    return ticks


def play(n: int, types: list[str], seed: int, stats: dict[str, dict[str, float]]) -> None:
    state = GAME.setup(n, RescueOptions(), seed)
    rng = Rng.from_seed(seed * 7919 + 1)
    rolls_before = list(state.rolls)

    def act(seat: int) -> None:
        action = POLICIES[types[seat]](GAME.view(state, seat), seat, rng)
        if action is not None:
            for e in GAME.apply(state, seat, action):
                if e.kind == "claim":
                    stats[types[seat]]["claims"] += 1

    def closed(events: list[Event]) -> None:
        for e in events:
            if e.kind == "tie":
                stats[types[e.data["winner"]]]["ties_won"] += 1
                stats["all"]["ties"] += 1

    ticks = play_in_ticks(state, rng, act, closed)
    out = GAME.outcome(state)
    assert out is not None
    for seat in range(n):
        st = stats[types[seat]]
        st["seats"] += 1
        st["rescues"] += len(state.rescued[seat])
        st["rolls"] += state.rolls[seat] - rolls_before[seat]
        st["score"] += out.scores[seat]
        st["wins"] += out.places[seat] == 1
    stats["all"]["rescues"] += sum(len(r) for r in state.rescued)
    stats["all"]["games"] += 1
    stats["all"]["ticks"] += ticks


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100, help="games per player count")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    t0 = time.perf_counter()
    print(f"Rescue Animals bots, {args.games} games per player count, seed {args.seed}")
    print(f"{'players':>7} {'bot':<12} {'seats':>5} {'rescue share':>12} {'resc/seat/game':>14} "
          f"{'rolls/rescue':>12} {'win rate':>8} {'mean score':>10} {'ties won':>8}")
    for n in (2, 3, 4, 5):
        stats: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
        for g in range(args.games):
            types = ["policy" if (seat + g) % 2 == 0 else "random-keep" for seat in range(n)]
            play(n, types, args.seed * 1_000_003 + n * 10_007 + g, stats)
        total = stats["all"]["rescues"]
        for name in POLICIES:
            st = stats[name]
            print(f"{n:>7} {name:<12} {int(st['seats']):>5} {st['rescues'] / total:>12.1%} "
                  f"{st['rescues'] / st['seats']:>14.2f} {st['rolls'] / max(st['rescues'], 1):>12.2f} "
                  f"{st['wins'] / st['seats']:>8.1%} {st['score'] / st['seats']:>10.1f} "
                  f"{int(st['ties_won']):>8}")
        print(f"{'':>7} ({int(stats['all']['ties'])} ties in {int(total)} rescues, "
              f"{stats['all']['ticks'] / stats['all']['games']:.0f} ticks per game)")
    print(f"elapsed {time.perf_counter() - t0:.1f} s")


if __name__ == "__main__":
    main()
