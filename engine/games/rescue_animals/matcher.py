"""The exact requirement matcher: do these dice meet a card's dice requirement?

Rescue Animals, "Dice Requirements": each die meets at most one die symbol; only
the black die meets the black symbol; white dice (and the gray die, which counts
as white) meet white symbols, "any" symbols and the special groups of the five
special cards. Whether a requirement is met depends on *which* die goes to which
symbol (a white 3 needed both by a "3" symbol and by a "sums to 8" pair must go
where the whole requirement comes true), so the matcher searches assignments by
backtracking over at most 5 white dice.

Dice values are 1..6; ``0`` means "not rolled yet" and never meets anything.
``whites`` always lists the white dice followed by the gray die if the player
holds it.
"""
from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import combinations, permutations

from engine.core import Model
from engine.games.rescue_animals.requirement import SPECIAL_GROUP_SIZE, Requirement

ReqKey = tuple[int | None, tuple[int | str, ...], str | None]
"""A hashable form of a requirement: (black, white symbols, special)."""


class DiceMatch(Model):
    """Dice used for a requirement: ``black`` whether the black die is used, ``whites``
    the indices (into the ``whites`` list given) of the white/gray dice used."""

    black: bool = False
    whites: list[int] = []


def req_key(req: Requirement) -> ReqKey:
    """The hashable key of ``req`` (for caches)."""
    return (req.black, tuple(req.white), req.special)


def _sum_range(vals: list[int | None]) -> tuple[int, int]:
    real = [v for v in vals if v is not None]
    jokers = len(vals) - len(real)
    return sum(real) + jokers, sum(real) + 6 * jokers


def _group_ok(special: str, vals: list[int | None]) -> bool:
    """Whether a group of white dice (``None`` = a die still to be rolled: any value) can meet ``special``."""
    real = [v for v in vals if v is not None]
    if special in ("three_same", "pair_same"):
        return len(set(real)) <= 1
    if special == "three_sum_10":
        lo, hi = _sum_range(vals)
        return lo <= 10 <= hi
    if special == "pair_sum_8":
        lo, hi = _sum_range(vals)
        return lo <= 8 <= hi
    if special == "two_pairs_equal_sum":
        a_lo, a_hi = _sum_range(vals[:2])
        b_lo, b_hi = _sum_range(vals[2:])
        return max(a_lo, b_lo) <= min(a_hi, b_hi)
    raise ValueError(f"unknown special {special!r}")


def _assign_whites(key: ReqKey, whites: list[int | None]) -> list[int] | None:
    """Indices of ``whites`` meeting the white part of ``key`` (``None`` entries are wildcards), or None.

    Backtracking: numbered symbols first, then "any" symbols, then the special group;
    dice of equal value are tried once per symbol (they are interchangeable).
    """
    _black, symbols, special = key
    order = sorted(range(len(symbols)), key=lambda i: symbols[i] == "any")
    used = [False] * len(whites)
    chosen: list[int] = []

    def group() -> list[int] | None:
        if special is None:
            return []
        size = SPECIAL_GROUP_SIZE[special]
        free = [d for d in range(len(whites)) if not used[d]]
        picker = permutations if special == "two_pairs_equal_sum" else combinations
        seen: set[tuple[int | None, ...]] = set()
        for combo in picker(free, size):
            vals = tuple(whites[d] for d in combo)
            if vals in seen:
                continue
            seen.add(vals)
            if _group_ok(special, list(vals)):
                return list(combo)
        return None

    def rec(k: int) -> list[int] | None:
        if k == len(order):
            g = group()
            return None if g is None else chosen[:] + g
        sym = symbols[order[k]]
        tried: set[int | None] = set()
        for d, v in enumerate(whites):
            if used[d] or v in tried:
                continue
            if sym != "any" and v is not None and v != sym:
                continue
            tried.add(v)
            used[d] = True
            chosen.append(d)
            rest = rec(k + 1)
            if rest is not None:
                return rest
            chosen.pop()
            used[d] = False
        return None

    if len(whites) < len(symbols) + (SPECIAL_GROUP_SIZE[special] if special else 0):
        return None
    return rec(0)


def which_dice(req: Requirement, black: int, whites: list[int]) -> DiceMatch | None:
    """The dice meeting ``req`` (an assignment, for highlights and bots), or None if unmet.

    ``black`` is the black die's value, ``whites`` the white dice then the gray die if held.
    Raises nothing; unrolled dice (0) never match.
    """
    key = req_key(req)
    if req.black is not None and black != req.black:
        return None
    live = [i for i, v in enumerate(whites) if 1 <= v <= 6]
    got = _assign_whites(key, [whites[i] for i in live])
    if got is None:
        return None
    return DiceMatch(black=req.black is not None, whites=sorted(live[i] for i in got))


def satisfies(req: Requirement, black: int, whites: list[int]) -> bool:
    """Whether the black die ``black`` and white/gray dice ``whites`` meet ``req`` (see module doc)."""
    return _satisfies_cached(req_key(req), black, tuple(sorted(whites)))


@lru_cache(maxsize=200_000)
def _satisfies_cached(key: ReqKey, black: int, whites: tuple[int, ...]) -> bool:
    if key[0] is not None and black != key[0]:
        return False
    return _assign_whites(key, [v for v in whites if 1 <= v <= 6]) is not None


def _standard_keep(key: ReqKey, whites: tuple[int, ...]) -> tuple[int, ...]:
    """Keep-what-matches without a special group: dice equal to numbered symbols, then any dice for "any"."""
    _b, symbols, _s = key
    need = Counter(s for s in symbols if s != "any")
    kept: list[int] = []
    rest: list[int] = []
    for v in whites:
        if need[v] > 0:
            need[v] -= 1
            kept.append(v)
        else:
            rest.append(v)
    n_any = sum(1 for s in symbols if s == "any")
    kept.extend(rest[:n_any])
    return tuple(sorted(kept))


@lru_cache(maxsize=200_000)
def keep_values(key: ReqKey, black: int, whites: tuple[int, ...]) -> tuple[bool, tuple[int, ...]]:
    """Keep-what-matches for sorted white values: (keep the black die?, white values to keep).

    The kept whites are a largest set of dice that can all be used in one way of
    meeting the requirement once the other dice are rerolled (ties: first found
    in a fixed order, so the result is deterministic).
    """
    keep_black = key[0] is not None and black == key[0]
    whites = tuple(v for v in whites if 1 <= v <= 6)
    if key[2] is None:
        return keep_black, _standard_keep(key, whites)
    needed = len(key[1]) + SPECIAL_GROUP_SIZE[key[2]]
    for k in range(min(needed, len(whites)), 0, -1):
        seen: set[tuple[int, ...]] = set()
        for combo in combinations(whites, k):
            if combo in seen:
                continue
            seen.add(combo)
            pool: list[int | None] = list(combo) + [None] * (needed - k)
            if _assign_whites(key, pool) is not None:
                return keep_black, combo
    return keep_black, ()


def partial_keep(req: Requirement, black: int, whites: list[int]) -> DiceMatch:
    """Keep-what-matches: the dice worth setting aside for ``req`` (indices into ``whites``).

    ``black`` is True when the black die already shows the black symbol. When the
    requirement is already met this is a full assignment's worth of dice.
    """
    keep_black, vals = keep_values(req_key(req), black, tuple(sorted(whites)))
    need = Counter(vals)
    idx: list[int] = []
    for i, v in enumerate(whites):
        if need[v] > 0:
            need[v] -= 1
            idx.append(i)
    return DiceMatch(black=keep_black, whites=idx)
