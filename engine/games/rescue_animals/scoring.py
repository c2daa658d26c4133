"""Rescue Animals, "Scoring" and its "Ties": points per seat and a strict ranking.

Points: the protection points of every rescued animal, plus the species' bonus
points for every *pair* of identical animals (pairs = copies // 2: 2 copies are
1 pair, 3 copies are still 1 pair, 4 copies are 2 pairs), plus 2 for the player
holding the gray die at the end of the game.

Ranking: most points; ties broken by most animals rescued, then holding the gray
die, then the first player clockwise from the current Conservation Leader. The
last tie-break never ties, so places are strict 1..n.
"""
from __future__ import annotations

import itertools
from collections import Counter

from engine.core import Model
from engine.games.rescue_animals.deck import CARDS, SPECIES

GRAY_DIE_POINTS = 2


class SeatScore(Model):
    """One seat's final score: ``protection + bonus + gray = total``; ``rescued`` = animals rescued."""

    seat: int
    protection: int
    bonus: int
    pairs: int
    gray: int
    total: int
    rescued: int


def score_seat(seat: int, cards: list[int], has_gray: bool) -> SeatScore:
    """The score of ``seat`` holding rescued card uids ``cards``."""
    protection = sum(SPECIES[CARDS[c]].protection for c in cards)
    counts = Counter(CARDS[c] for c in cards)
    pairs = sum(n // 2 for n in counts.values())
    bonus = sum((n // 2) * SPECIES[sp].bonus for sp, n in counts.items())
    gray = GRAY_DIE_POINTS if has_gray else 0
    return SeatScore(seat=seat, protection=protection, bonus=bonus, pairs=pairs, gray=gray,
                     total=protection + bonus + gray, rescued=len(cards))


TIE_BREAKS = ("points", "most animals rescued", "the gray die", "clockwise order from the Conservation Leader")
TIE_BREAK_KEYS = ("points", "animals", "gray", "clockwise")
"""The tie-breaks by level, as :attr:`TieBreak.by` names them (the UI words them)."""


class TieBreak(Model):
    """Two neighbouring places tied on points, told apart by the tie-break ``by`` ("animals",
    "gray" or "clockwise"): place ``upper`` over place ``lower`` (1-based), both on ``points``."""

    upper: int
    lower: int
    points: int
    by: str


def ranking(scores: list[SeatScore], gray_holder: int | None, leader: int) -> tuple[list[int], list[TieBreak]]:
    """Strict places (1 = winner) per seat and the tie-breaks used ("Ties"), best place first."""
    n = len(scores)

    def sort_key(s: SeatScore) -> tuple[int, int, int, int]:
        return (-s.total, -s.rescued, 0 if s.seat == gray_holder else 1, (s.seat - leader) % n)

    order = sorted(scores, key=sort_key)
    places = [0] * n
    for place, s in enumerate(order, start=1):
        places[s.seat] = place
    ties: list[TieBreak] = []
    for a, b in itertools.pairwise(order):
        ka, kb = sort_key(a), sort_key(b)
        level = next(i for i in range(4) if ka[i] != kb[i])
        if level > 0:
            ties.append(TieBreak(upper=places[a.seat], lower=places[b.seat], points=a.total, by=TIE_BREAK_KEYS[level]))
    return places, ties


def rank(scores: list[SeatScore], gray_holder: int | None, leader: int) -> tuple[list[int], str]:
    """Strict places (1 = winner) per seat and a detail line naming the tie-breaks used (English,
    for the match's outcome record and logs; the UI words :func:`ranking`'s tie-breaks itself)."""
    places, ties = ranking(scores, gray_holder, leader)
    notes = [f"place {tb.upper} over {tb.lower} (tied on {tb.points} points) by {TIE_BREAKS[TIE_BREAK_KEYS.index(tb.by)]}"
             for tb in ties]
    winner = next(s for s in scores if places[s.seat] == 1)
    head = f"Player {winner.seat + 1} wins with {winner.total} points"
    return places, head + (": " + "; ".join(notes) if notes else ".") + ("" if not notes else ".")
