"""Rescue Animals, "Dice Requirements": the exact matcher (specials, gray die, assignment search)."""
from __future__ import annotations

import pytest

from engine.games.rescue_animals.matcher import partial_keep, satisfies, which_dice
from engine.games.rescue_animals.requirement import Requirement as R

PANDA = R(special="three_same")
FIN_WHALE = R(special="three_sum_10")
BAWEAN = R(black=3, white=[3], special="pair_sum_8")
TAMARIN = R(special="two_pairs_equal_sum")
RED_WOLF = R(black=5, white=[5], special="pair_same")


@pytest.mark.parametrize(("req", "black", "met", "missed"), [
    # Giant Panda: three white dice of the same number.
    (PANDA, 1, [4, 4, 1, 4], [4, 4, 1, 2]),
    # Fin Whale: three white dice adding up to exactly 10.
    (FIN_WHALE, 6, [6, 1, 3, 6], [6, 6, 6, 6]),
    # Bawean Deer: black 3, white 3, and two white dice summing to 8.
    (BAWEAN, 3, [3, 2, 6, 1], [3, 2, 5, 1]),
    # Golden Lion Tamarin: two white dice totalling the same as two other white dice (rulebook: 9 and 9).
    (TAMARIN, 1, [4, 5, 3, 6], [1, 2, 3, 5]),
    # Red Wolf: black 5, white 5, and two white dice of the same number.
    (RED_WOLF, 5, [5, 2, 2, 1], [5, 2, 3, 1]),
])
def test_each_special_met_and_just_missed(req: R, black: int, met: list[int], missed: list[int]) -> None:
    assert satisfies(req, black, met)
    assert not satisfies(req, black, missed)


def test_special_black_symbols_need_the_black_die() -> None:
    # Bawean Deer with a white 3 but a black 4 fails; Red Wolf with black 4 fails.
    assert not satisfies(BAWEAN, 4, [3, 3, 5, 1])
    assert not satisfies(RED_WOLF, 4, [5, 5, 5, 1])
    assert satisfies(RED_WOLF, 5, [5, 5, 5, 1])


def test_black_die_only_meets_the_black_symbol() -> None:
    req = R(black=2, white=[6, 6])
    assert satisfies(req, 2, [6, 6, 1, 1])
    # Black 6 cannot stand in for a white 6, white 2 cannot stand in for black 2.
    assert not satisfies(req, 6, [6, 2, 1, 1])
    assert not satisfies(req, 1, [2, 6, 6, 1])


def test_gray_die_counts_as_white() -> None:
    req = R(black=1, white=[3, 3, 3, 3])
    assert not satisfies(req, 1, [3, 3, 3, 5])
    assert satisfies(req, 1, [3, 3, 3, 5, 3])  # fifth white = the gray die
    found = which_dice(req, 1, [3, 3, 3, 5, 3])
    assert found is not None and found.whites == [0, 1, 2, 4]
    assert satisfies(PANDA, 1, [1, 2, 3, 6, 6]) is False
    assert satisfies(PANDA, 1, [1, 6, 3, 6, 6]) is True


def test_each_die_used_once() -> None:
    assert not satisfies(R(black=1, white=[4, 4]), 1, [4, 1, 2, 3])
    assert satisfies(R(black=1, white=[4, 4]), 1, [4, 1, 4, 3])
    # Red Wolf: the white 5 cannot also be one of the pair.
    assert not satisfies(RED_WOLF, 5, [5, 5, 1, 2])  # the white 5 cannot also be half of the pair
    assert not satisfies(RED_WOLF, 5, [5, 1, 2, 3])


def test_assignment_search_gives_a_contested_die_to_the_right_symbol() -> None:
    # Bawean Deer: whites 3, 5, 3, 2 -> one 3 for the symbol, the other 3 with the 5 for "8".
    assert satisfies(BAWEAN, 3, [5, 3, 2, 3])
    # whites 5, 3, 6, 2: the 3 must go to the symbol; 6 + 2 = 8 (5 + 3 would steal the 3).
    assert satisfies(BAWEAN, 3, [5, 3, 6, 2])
    m = which_dice(BAWEAN, 3, [5, 3, 6, 2])
    assert m is not None and m.black and m.whites == [1, 2, 3]
    # Fin Whale needing the 4 that an "any" would grab first in a naive greedy: 4 + 3 + 3 = 10.
    assert satisfies(R(white=["any"], special="three_sum_10"), 1, [4, 3, 3, 6]) is True
    assert satisfies(R(white=["any"], special="three_sum_10"), 1, [4, 3, 3]) is False
    # Tamarin: the pairing matters (1+6 = 3+4 but not 1+3 vs 4+6).
    assert satisfies(TAMARIN, 1, [1, 3, 4, 6])


def test_any_symbols() -> None:
    req = R(black=4, white=[1, "any", "any", "any"])
    assert satisfies(req, 4, [1, 6, 6, 2])
    assert not satisfies(req, 4, [2, 6, 6, 2])  # no white 1
    assert not satisfies(R(black=1, white=["any", "any"]), 1, [3])  # too few white dice
    assert satisfies(R(black=1, white=["any", "any"]), 1, [3, 5])


def test_unrolled_dice_never_match() -> None:
    assert not satisfies(R(black=1, white=["any", "any"]), 1, [0, 0, 0, 0])
    assert not satisfies(R(black=1, white=["any"]), 0, [1, 1, 1, 1])


def test_partial_keep_keeps_what_matches() -> None:
    m = partial_keep(R(black=2, white=[3, 3, "any"]), 2, [3, 1, 5, 4])
    assert m.black and len(m.whites) == 2 and 0 in m.whites
    m = partial_keep(R(black=2, white=[3, 6]), 5, [1, 1, 1, 1])
    assert not m.black and m.whites == []
    # Fin Whale: keep two dice whose sum leaves 1..6 for the third.
    m = partial_keep(FIN_WHALE, 1, [6, 6, 6, 6])
    assert len(m.whites) == 1
    m = partial_keep(FIN_WHALE, 1, [5, 6, 1, 1])
    assert len(m.whites) == 2
