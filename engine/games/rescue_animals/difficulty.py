"""How hard each dice requirement is: exact probability of meeting it within 3 rolls.

Run ``python -m engine.games.rescue_animals.difficulty`` to print the table
(species, requirement, probability, protection points) for the Animal Deck.

GAPS.md section 2 ("Points follow difficulty"): protection points are set
monotone in this probability. The number is **exact** (no sampling): a Markov
chain over the dice set aside, for one player alone with 4 white + 1 black dice
and no gray die, following the simple *keep-what-matches* strategy of
:func:`engine.games.rescue_animals.matcher.keep_values`: roll every die, stop if
the requirement is met, otherwise set aside a largest set of dice that fits one
way of meeting it (the black die if it shows the black symbol) and reroll the
rest; at most ``rolls`` rolls in all. A die set aside may be rerolled later if a
better set appears (the strategy re-chooses from all dice after every roll).
"""
from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import combinations_with_replacement
from math import factorial

from engine.games.rescue_animals.matcher import ReqKey, _satisfies_cached, keep_values, req_key
from engine.games.rescue_animals.requirement import Requirement

ROLLS = 3
WHITE_DICE = 4


@cache
def _outcomes(n: int) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Every sorted outcome of ``n`` white dice with its probability."""
    out = []
    total = 6**n
    for combo in combinations_with_replacement(range(1, 7), n):
        ways = factorial(n)
        for c in Counter(combo).values():
            ways //= factorial(c)
        out.append((combo, ways / total))
    return tuple(out)


@cache
def _chance(key: ReqKey, kept_black: int | None, kept: tuple[int, ...], n_whites: int, rolls: int) -> float:
    """P(meet ``key`` within ``rolls`` rolls | the black die (value or None=reroll) and ``kept`` whites set aside)."""
    if rolls <= 0:
        return 0.0
    blacks = [kept_black] if (kept_black is not None or key[0] is None) else list(range(1, 7))
    weight_b = 1.0 / len(blacks)
    total = 0.0
    for b in blacks:
        bval = 0 if b is None else b
        for new, p in _outcomes(n_whites - len(kept)):
            whites = tuple(sorted(kept + new))
            if _satisfies_cached(key, bval, whites):
                total += weight_b * p
                continue
            if rolls == 1:
                continue
            kb, kv = keep_values(key, bval, whites)
            total += weight_b * p * _chance(key, bval if kb else None, kv, n_whites, rolls - 1)
    return total


def success_probability(req: Requirement, rolls: int = ROLLS, white_dice: int = WHITE_DICE) -> float:
    """Exact P(``req`` met within ``rolls`` rolls) from scratch (keep-what-matches, 1 black + ``white_dice`` white)."""
    return _chance(req_key(req), None, (), white_dice, rolls)


def finish_probability(req: Requirement, black: int, whites: list[int], rolls: int) -> float:
    """P(``req`` met within ``rolls`` more rolls from the current dice, keeping what matches now).

    ``whites`` includes the gray die if held; 1.0 if already met; unrolled dice (0) count as rerolled.
    """
    key = req_key(req)
    sw = tuple(sorted(v for v in whites if 1 <= v <= 6))
    if len(sw) == len(whites) and 1 <= black <= 6 and _satisfies_cached(key, black, sw):
        return 1.0
    kb, kv = keep_values(key, black, sw)
    return _chance(key, black if kb else None, kv, len(whites), rolls)


def table() -> list[tuple[str, str, float, int]]:
    """(species, requirement text, probability, protection points) per species, easiest first."""
    from engine.games.rescue_animals.deck import SPECIES
    from engine.games.rescue_animals.requirement import requirement_text

    rows = [(s.name, requirement_text(s.requirement), success_probability(s.requirement), s.protection) for s in SPECIES]
    rows.sort(key=lambda r: (-r[2], r[3], r[0]))
    return rows


def main() -> None:
    """Print the difficulty table."""
    print(f"Exact P(met within {ROLLS} rolls), keep-what-matches, {WHITE_DICE} white + 1 black, no gray die")
    print(f"{'species':<30} {'requirement':<62} {'P':>7} {'pts':>3}")
    for name, text, p, pts in table():
        print(f"{name:<30} {text:<62} {p:7.4f} {pts:>3}")


if __name__ == "__main__":
    main()
