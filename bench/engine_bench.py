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

import copy
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bench.common import Row, rate
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


def play_match(game: Any, seats: int, seed: int, policy: str, cap: int = CAP,
               on_state: Callable[[Any], None] | None = None) -> MatchStats:
    """Play one self-play match to the end (or the cap); ``on_state(state)`` after every applied
    action (the live state: copy it to keep it)."""
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
                if on_state is not None:
                    on_state(state)
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
            if on_state is not None:
                on_state(state)
            now += THINK_S
            acted = True
            break
        if not acted:
            if not timers:
                raise Stuck(f"seed {seed}: no seat can act (to_act={sorted(game.to_act(state))}) and no timer runs")
            now = max(now, min(first_seen[t.key] + t.delay_s for t in timers))
    return st


VIEW_STATES = 600
"""States of self-play (bot policy; 4 seats, or the game's fewest if it cannot seat 4; seeds 1000,
1001, …) each game's views are timed on."""


def view_rows(games: list[tuple[str, Any]], states: int, notes: list[str]) -> list[Row]:
    """ms per ``game.view(state, seat)``: every seat's and the spectator's view of each of
    ``states`` states taken along self-play (a copy after every action). The bot builds each
    seat's view once per move for its panels, DM copies and table (issue 25). The views' shared
    parts (regions, cards, …) are already cached by the self-play, as they are in a running bot."""
    rows: list[Row] = []
    for key, game in games:
        seats = 4 if game.min_players <= 4 <= game.max_players else game.min_players
        kept: list[Any] = []

        def keep(state: Any, kept: list[Any] = kept) -> None:
            if len(kept) < states:
                kept.append(copy.deepcopy(state))

        try:
            seed = 1000
            while len(kept) < states and seed < 1020:
                play_match(game, seats, seed, "bot", on_state=keep)
                seed += 1
            t0 = time.perf_counter()
            for state in kept:
                for seat in [*range(seats), None]:
                    game.view(state, seat)
            dt = time.perf_counter() - t0
        except Exception as exc:  # noqa: BLE001 - a game being written may be broken
            notes.append(f"engine: views of {key} skipped: {type(exc).__name__}: {exc}")
            continue
        n = len(kept) * (seats + 1)
        if n == 0:
            notes.append(f"engine: views of {key} skipped: self-play applied no action")
            continue
        rows.append(Row("engine", f"{key}, views", f"{1000 * dt / n:.3f} ms per view ({n} views of {len(kept)} states)"))
    return rows


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
    games = game_list(notes)
    for key, game in games:
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
    rows.extend(view_rows(games, 100 if quick else VIEW_STATES, notes))
    try:
        from bench import mwl_speed  # the issue-15 speed target is Mission: Wild Life's

        rows.extend(mwl_speed.rows(budget))
    except Exception as exc:  # noqa: BLE001 - a game being written may be broken
        notes.append(f"engine: skipped the Mission: Wild Life playout path: {type(exc).__name__}: {exc}")
    if not rows:
        notes.append("engine: no game could be benchmarked")
    return rows, notes
