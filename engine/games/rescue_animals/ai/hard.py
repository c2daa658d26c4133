"""Rescue Animals Hard bot: the keep/re-roll decision from exact probabilities, from the view only.

The Normal bot (:func:`engine.games.rescue_animals.ai.normal.policy_action`) picks one
target animal and keeps the dice that fit it. Hard instead scores every distinct
way of setting dice aside (keep or reroll the black die, any sub-multiset of the
white/gray dice; never all dice, "2. Rescuing Endangered Animals") against the
whole display at once:

* ``p1`` - the exact probability that the next roll meets *some* displayed animal
  (every outcome of the rerolled dice enumerated);
* ``p2``, ``p3`` - for each displayed animal the exact probability of meeting it
  within 2 and 3 rolls from that keep, then keeping what matches
  (:func:`engine.games.rescue_animals.difficulty._chance`, the same Markov chain
  as the difficulty table), combined over the display as if independent
  (``1 - prod(1 - p)``).

The keep with the largest ``p1 + p2 + p3`` wins (the sum of P(met within h rolls)
over h = 1..3, a proxy for fewest expected rolls in a race); ties go to keeping
fewer dice, then a fixed order. Claims are as Normal (met now: claim the animal
with the most protection points). Pure and deterministic; the probabilities are
cached across decisions (they depend only on the requirements and the dice).
"""
from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import combinations

from engine.core import Rng
from engine.games.rescue_animals.actions import Action
from engine.games.rescue_animals.difficulty import _chance, _outcomes
from engine.games.rescue_animals.matcher import ReqKey, _satisfies_cached, req_key
from engine.games.rescue_animals.views import RescueView

from .normal import claim_or_roll

BLACK_DIE = 4
GRAY_DIE = 5
HORIZON = 3
"""Rolls looked ahead (the difficulty table's horizon)."""


def _sub_multisets(values: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every distinct sorted sub-multiset of ``values`` (the empty one included)."""
    out: set[tuple[int, ...]] = set()
    for k in range(len(values) + 1):
        out.update(combinations(values, k))
    return sorted(out, key=lambda t: (len(t), t))


@lru_cache(maxsize=100_000)
def next_roll_any(keys: tuple[ReqKey, ...], black: int | None, kept: tuple[int, ...], n_whites: int) -> float:
    """Exact P(the next roll meets at least one of ``keys``), keeping ``kept`` whites and the
    black die at ``black`` (None = reroll it); ``n_whites`` white+gray dice in all."""
    blacks = [black] if black is not None else list(range(1, 7))
    total = 0.0
    for b in blacks:
        for new, p in _outcomes(n_whites - len(kept)):
            whites = tuple(sorted(kept + new))
            if any(_satisfies_cached(k, b, whites) for k in keys):
                total += p / len(blacks)
    return total


def _later(keys: tuple[ReqKey, ...], black: int | None, kept: tuple[int, ...], n_whites: int, rolls: int) -> float:
    """P(at least one of ``keys`` met within ``rolls`` rolls), per-animal exact, combined as independent."""
    miss = 1.0
    for k in keys:
        kb = None if (black is None or k[0] is None) else black  # a wrong kept black fails this roll
        miss *= 1.0 - _chance(k, kb, kept, n_whites, rolls)
    return 1.0 - miss


def keep_score(keys: tuple[ReqKey, ...], black: int | None, kept: tuple[int, ...], n_whites: int) -> float:
    """Sum over h = 1..HORIZON of P(some animal met within h rolls) after this keep (see module doc)."""
    score = next_roll_any(keys, black, kept, n_whites)
    for h in range(2, HORIZON + 1):
        score += _later(keys, black, kept, n_whites, h)
    return score


def best_keep(view: RescueView) -> list[int]:
    """Die indices to set aside before the next roll (the best-scoring keep, see module doc)."""
    me = view.me
    assert me is not None
    values = me.dice.values
    if not me.dice.rolled:
        return []
    keys = tuple(sorted({req_key(c.requirement) for c in view.display if c is not None}, key=repr))
    if not keys:
        return []
    white_idx = [i for i in range(len(values)) if i != BLACK_DIE]
    whites = tuple(sorted(values[i] for i in white_idx))
    n = len(whites)
    black_val = values[BLACK_DIE]
    useful_black = any(k[0] == black_val for k in keys)
    best: tuple[float, int, tuple[int, ...]] | None = None
    best_choice: tuple[bool, tuple[int, ...]] = (False, ())
    for keep_black in ((False, True) if useful_black else (False,)):
        for kept in _sub_multisets(whites):
            if keep_black and len(kept) == n:
                continue  # every die set aside: nothing to roll
            s = keep_score(keys, black_val if keep_black else None, kept, n)
            rank = (round(s, 12), -(len(kept) + keep_black), tuple(-v for v in kept))
            if best is None or rank > best:
                best, best_choice = rank, (keep_black, kept)
    keep_black, kept = best_choice
    need = Counter(kept)
    idx = [BLACK_DIE] if keep_black else []
    for i in white_idx:
        if need[values[i]] > 0:
            need[values[i]] -= 1
            idx.append(i)
    return sorted(idx)


def hard_action(view: RescueView, seat: int, rng: Rng) -> Action | None:
    """Hard: claim if met, else set aside the keep with the best exact odds over the display and roll."""
    return claim_or_roll(view, best_keep)
