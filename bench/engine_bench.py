"""Engine self-play: complete matches per second and actions per second for every registered game.

Two policies: the game's bot (``GAME.bot_action(GAME.view(state, seat), seat, rng)``) and
random legal play (``legal_actions``). The driver is generic, so it also runs real-time
games (several seats in ``to_act``, SYSTEM timer actions):

* a virtual clock advances ``THINK_S`` per player action; each timer the game asks for
  (``GAME.timers(state)``) is due ``delay_s`` after its key first appeared, as in the
  match service, and its action is applied with the timer's seat (``engine.core.SYSTEM``);
* when no seat can usefully act (every bot returns None / no legal action), the clock
  jumps to the earliest timer deadline; with no timer either, the match is "stuck";
* seats in ``to_act`` are tried in a random order each step (a race, as in real time);
* a bot action the game rejects is replaced by ``default_action`` (as the service does);
* a match is capped at ``CAP`` applied actions; capped matches are counted.

Pure CPU in this process; no I/O. Games that fail to import or raise are skipped with the reason.
"""
from __future__ import annotations

import time
import traceback
from dataclasses import dataclass
from typing import Any

from bench.common import Row, judge, rate
from engine.core import IllegalAction, Rng, parse_action

THINK_S = 1.0
CAP = 5000


class Stuck(Exception):
    """No seat can act and no timer runs: the game would hang."""


@dataclass
class MatchStats:
    actions: int = 0
    timer_actions: int = 0
    illegal: int = 0
    capped: bool = False


def play_match(game: Any, seats: int, seed: int, policy: str, cap: int = CAP) -> MatchStats:
    """Play one self-play match to the end (or the cap)."""
    state = game.setup(seats, game.Options(), seed)
    rng = Rng.from_seed(seed * 7919 + 17)
    st = MatchStats()
    now = 0.0
    first_seen: dict[str, float] = {}
    while game.outcome(state) is None:
        if st.actions + st.timer_actions >= cap:
            st.capped = True
            return st
        timers = game.timers(state)
        keys = {t.key for t in timers}
        for key in [k for k in first_seen if k not in keys]:
            del first_seen[key]
        for t in timers:
            first_seen.setdefault(t.key, now)
        due = [t for t in timers if first_seen[t.key] + t.delay_s <= now]
        if due:
            t = min(due, key=lambda t: first_seen[t.key] + t.delay_s)
            del first_seen[t.key]
            try:
                game.apply(state, t.seat, parse_action(game, t.action))
                st.timer_actions += 1
            except IllegalAction:
                st.illegal += 1  # the service drops such a timer
            continue
        order = sorted(game.to_act(state))
        rng.shuffle(order)
        acted = False
        for seat in order:
            if policy == "bot":
                action = game.bot_action(game.view(state, seat), seat, rng)
            else:
                legal = game.legal_actions(state, seat)
                action = rng.choice(legal) if legal else None
            if action is None:
                continue
            try:
                game.apply(state, seat, action)
            except IllegalAction:
                st.illegal += 1
                if policy != "bot":
                    continue
                game.apply(state, seat, game.default_action(state, seat))
            st.actions += 1
            now += THINK_S
            acted = True
            break
        if not acted:
            if not timers:
                raise Stuck(f"seed {seed}: no seat can act (to_act={sorted(game.to_act(state))}) and no timer runs")
            now = max(now, min(first_seen[t.key] + t.delay_s for t in timers))
    return st


def game_list(notes: list[str]) -> list[tuple[str, Any]]:
    """Every game of the registry, plus a note for each game package the registry skipped."""
    from engine import registry

    loaded = registry.games()
    for module, reason in registry.skipped().items():
        notes.append(f"engine: skipped {module}: does not load ({reason})")
    return list(loaded.items())


def run(quick: bool = False) -> tuple[list[Row], list[str]]:
    """Return the table rows and notes."""
    budget = 0.5 if quick else 4.0
    max_matches = 20 if quick else 5000
    rows: list[Row] = []
    notes: list[str] = []
    for key, game in game_list(notes):
        seats = 4 if game.min_players <= 4 <= game.max_players else game.min_players
        for policy in ("bot", "random"):
            label = "bot policy" if policy == "bot" else "random legal"
            total = MatchStats()
            capped = matches = 0
            t0 = time.perf_counter()
            try:
                while matches < max_matches and (matches == 0 or time.perf_counter() - t0 < budget):
                    st = play_match(game, seats, 1000 + matches, policy)
                    matches += 1
                    capped += st.capped
                    total.actions += st.actions
                    total.timer_actions += st.timer_actions
                    total.illegal += st.illegal
            except Exception as exc:  # noqa: BLE001 - a game being written may be broken
                where = traceback.extract_tb(exc.__traceback__)[-1]
                notes.append(
                    f"engine: skipped {key} ({label}): {type(exc).__name__}: {exc} "
                    f"[{where.filename.rsplit('/', 1)[-1]}:{where.lineno}]"
                )
                break
            dt = time.perf_counter() - t0
            applied = total.actions + total.timer_actions
            extra = f"; {total.timer_actions / matches:.0f} timer actions/match" if total.timer_actions else ""
            if total.illegal:
                extra += f"; {total.illegal} rejected"
            rows.append(
                Row(
                    "engine",
                    f"{key}, {seats} seats, {label}",
                    f"{rate(matches / dt)} matches, {rate(applied / dt)} actions "
                    f"({applied / matches:.0f} actions/match, {matches} matches, {capped} capped{extra})",
                )
            )
    try:
        rows.extend(mwl_playout_rows(budget))
    except Exception as exc:  # noqa: BLE001 - a game being written may be broken
        notes.append(f"engine: skipped the Mission: Wild Life playout path: {type(exc).__name__}: {exc}")
    if not rows:
        notes.append("engine: no game could be benchmarked")
    return rows, notes


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


def mwl_playout_rows(budget: float) -> list[Row]:
    """The Hard search's playout path (:class:`engine.games.mission_wild_life.search.Playout`,
    ints, no pydantic model per call): whole rounds from the deal, all four seats random
    (``EPSILON`` = 1000) and with the rollout policy, per CPU second; converted to games with
    the mean rounds per random game measured on the apply path. Beside it the apply path."""
    from engine.games.mission_wild_life import GAME, search

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
