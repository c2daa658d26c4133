"""The Hard bot's plain-data rules (ai/fast.py) against the real rules (rules.py, moves.py): many
seeded random games played on both paths at once, comparing every state and the legal moves of
every seat after every action, and a position rebuilt from the acting seat's view (plus the
hidden parts taken from the state) at every step. (Taking a move back is left out: no bot ever
does, and the search never needs to.)"""
from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from engine.core import Rng
from engine.games.wildlife_adventure import GAME
from engine.games.wildlife_adventure import rules as R
from engine.games.wildlife_adventure.ai import fast as F
from engine.games.wildlife_adventure.state import WAOptions, WAState
from engine.games.wildlife_adventure.views import WAView

KIND_WEIGHT = {"extend": 12, "end_turn": 4, "obstacle": 2, "swap": 1, "remove": 1, "blue": 1, "discard": 1,
               "relay": 1}
"""Random play picks an action kind by these weights (among the kinds legal now), then an action of
that kind uniformly, so games move on while every kind of action is played often."""


def state_snapshot(st: WAState) -> dict[str, Any]:
    """Everything of a state that plays on, in plain data (hands as sorted multisets)."""
    return {
        "turn": st.turn, "tnum": st.turn_number, "over": st.phase == "over",
        "hands": [sorted(h) for h in st.hands], "completed": st.completed, "open": st.open_missions,
        "stack": st.animal_stack, "chance": st.chance_stack, "kept": st.kept, "drawn": st.chance_drawn,
        "vouchers": st.vouchers, "supply": st.supply, "spent": st.spent, "obst": st.obstacles,
        "exts": [[(x.line, x.frm, x.to, x.seat, x.parallel) for x in ex.extensions] for ex in st.expeditions],
        "main": st.main_laid, "bonus": st.bonus, "spent_turn": st.spent_turn, "session": st.obstacle_session,
        "moved": st.session_moved, "laid": st.laid_this_turn,
        "pending": (st.pending.kind, st.pending.seat, st.pending.chance) if st.pending else None,
        "skip": st.skip_next, "blocked": st.blocked_turns, "reason": st.end_reason,
    }


def sim_snapshot(s: F.Sim) -> dict[str, Any]:
    """The same shape from a :class:`~F.Sim` (ints mapped back to ids), checking its caches too."""
    for e in range(3):
        assert s.tips[e] == (s.exts[e][-1][2] if s.exts[e] else F.START_I)
    lc = [0] * F.NLINES
    for ex in s.exts:
        for x in ex:
            lc[x[0]] += 1
    assert s.lc == lc
    assert s.oplaces == {F.PLACE[o] for o in s.obst if o >= 0}
    kinds = {F.P_BLUE: "blue", F.P_DISCARD: "discard", F.P_RELAY: "relay"}
    ids, cids = F.IDS, F.CHANCE_IDS
    return {
        "turn": s.turn, "tnum": s.tnum, "over": s.over,
        "hands": [sorted(ids[c] for c in h) for h in s.hands], "completed": [[ids[c] for c in cs] for cs in s.completed],
        "open": [ids[c] for c in s.open], "stack": [ids[c] for c in s.stack], "chance": [cids[c] for c in s.chance],
        "kept": [[cids[c] for c in ks] for ks in s.kept], "drawn": cids[s.drawn] if s.drawn >= 0 else None,
        "vouchers": s.vouchers, "supply": s.supply, "spent": s.spent,
        "obst": [ids[o] if o >= 0 else None for o in s.obst],
        "exts": [[(x[0], ids[x[1]], ids[x[2]], x[3], x[4]) for x in ex] for ex in s.exts],
        "main": s.main, "bonus": s.bonus, "spent_turn": s.spent_turn, "session": s.session, "moved": s.moved,
        "laid": s.laid,
        "pending": (kinds[s.pending[0]], s.pending[1], cids[s.pending[2]] if s.pending[2] >= 0 else None)
        if s.pending else None,
        "skip": s.skip, "blocked": s.blocked, "reason": s.reason,
    }


def sim_of(st: WAState, seat: int) -> F.Sim:
    """The plain-data position of ``st`` built as the bot builds it: from ``seat``'s view, with the
    parts the view hides taken from the state."""
    view = GAME.view(st, seat)
    assert isinstance(view, WAView)
    return F.from_view(view, [[F.IX[c] for c in h] for h in st.hands], [F.IX[c] for c in st.animal_stack],
                       [F.CX[c] for c in st.chance_stack])


def random_action(legal: list[Any], rng: Rng) -> Any:
    kinds = sorted({a.kind for a in legal})
    weights = [KIND_WEIGHT[k] for k in kinds]
    r = rng.below(sum(weights))
    picked = kinds[-1]
    for kind, w in zip(kinds, weights, strict=True):
        r -= w
        if r < 0:
            picked = kind
            break
    pool = [a for a in legal if a.kind == picked]
    return pool[rng.below(len(pool))]


def legal_keys(actions: list[Any]) -> Counter[str]:
    return Counter(a.model_dump_json() for a in actions)


def play_both(seats: int, seed: int, max_steps: int = 2000, turn_number: int = 1) -> int:
    """One game on both paths, each action the Normal bot's (from the view) or a random one, half
    and half; fails at the first difference. Returns the steps played. ``turn_number`` starts the
    game at a later turn (to reach the turn limit)."""
    st = GAME.setup(seats, WAOptions(), seed)
    st.turn_number = turn_number
    sim = sim_of(st, 0)
    assert sim_snapshot(sim) == state_snapshot(st)
    rng = Rng.from_seed(seed * 101 + seats)
    steps = 0
    while GAME.outcome(st) is None and steps < max_steps:
        (seat,) = GAME.to_act(st)
        assert sim.actor() == seat
        legal = GAME.legal_moves(st, seat)
        for s in range(seats):
            real = legal if s == seat else GAME.legal_moves(st, s)
            assert legal_keys([F.to_action(a) for a in sim.legal(s)]) == legal_keys(real), (seed, steps, s)
        action = random_action(legal, rng) if rng.below(2) else GAME.bot_action(GAME.view(st, seat), seat, rng, "normal")
        assert action is not None
        GAME.apply(st, seat, action)
        sim.apply(seat, F.from_action(action))
        steps += 1
        assert sim_snapshot(sim) == state_snapshot(st), (seed, steps, action)
        if not sim.over:
            (nxt,) = GAME.to_act(st)
            assert sim_snapshot(sim_of(st, nxt)) == state_snapshot(st), (seed, steps, "from the view")
    assert sim.over == (GAME.outcome(st) is not None)
    if sim.over:
        outcome = GAME.outcome(st)
        assert outcome is not None and [float(v) for v in sim.scores()] == outcome.scores
    return steps


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_random_games_agree_on_both_paths(seats: int) -> None:
    steps = sum(play_both(seats, seed) for seed in range(6))
    assert steps > 6 * 50  # whole games were played, not a few steps


def test_the_turn_limit_agrees_on_both_paths() -> None:
    play_both(3, 1, turn_number=R.MAX_TURNS - 12)


def test_constants_agree_with_the_rules() -> None:
    assert F.MAX_TURNS == R.MAX_TURNS
    assert F.BLUE_VOUCHERS == R.BLUE_VOUCHERS


def test_actions_convert_both_ways() -> None:
    st = GAME.setup(3, WAOptions(first_player=1), 5)
    for a in GAME.legal_moves(st, 0):
        assert F.to_action(F.from_action(a)) == a
