"""WildLife scoring (rulebook "Scoring"), including the rulebook's "Example of a Major
Scoring" reproduced on the authored map (totals 20, 21, 20, 17, every line)."""
from __future__ import annotations

from engine.games.wildlife.board import herds
from engine.games.wildlife.scoring import (
    herd_lines,
    major_scoring,
    ranked_points,
    region_lines,
    region_points,
    totals,
)

O, G, B, R = 0, 1, 2, 3  # noqa: E741 - the rulebook example's colours (Orange, Green, Blue, Brown), as its table names them

EXAMPLE = {
    # Blue's herd of 11: Large Water 4, Large Desert 6, Small Desert 1
    "B1": B, "C1": B, "C2": B, "C3": B, "D1": B, "E1": B, "F1": B, "D2": B, "E2": B, "F2": B, "G1": B,
    # Brown's herd of 9: Small Desert 2, Small Mountains 3, Large Mountains 4
    "H1": R, "H2": R, "I1": R, "J1": R, "I2": R, "G3": R, "H3": R, "I3": R, "J3": R,
    # Green's herd of 11: Large Mountains 1, Small Forest 2, Small Plains 1, Large Plains 7
    "J4": G, "I5": G, "J5": G, "H6": G, "I6": G, "J6": G, "H7": G, "I7": G, "J7": G, "I8": G, "J8": G,
    # Orange's first herd of 6: Small Forest, Large Savannah 3, Large Forest 2
    "G5": O, "E4": O, "E5": O, "F5": O, "D6": O, "E6": O,
    # Orange's second herd of 6: Large Plains 2, Small Plains 2, Small Savannah 2
    "G8": O, "H8": O, "F7": O, "G7": O, "E8": O, "F8": O,
    # small herds
    "C4": G, "D4": G, "B7": G, "C7": G, "B8": G,
    "C5": B, "B6": B, "C6": B, "H5": B,
    "F4": R, "F6": R, "D8": R,
}

# Rulebook table: Orange, Green, Blue, Brown
BOOK = {
    "large-water": [0, 0, 4, 0], "small-water": [0, 0, 0, 0],
    "large-plains": [2, 3, 0, 0], "small-plains": [3, 1, 0, 1],
    "large-savannah": [3, 2, 0, 0], "small-savannah": [3, 1, 0, 1],
    "large-forest": [2, 2, 2, 0], "small-forest": [1, 3, 1, 0],
    "large-mountains": [0, 2, 0, 3], "small-mountains": [0, 0, 0, 4],
    "large-desert": [0, 0, 4, 0], "small-desert": [0, 0, 2, 3],
    "herd-1": [0, 7, 7, 0], "herd-2": [0, 0, 0, 0], "herd-3": [0, 0, 0, 5],
    "herd-4": [6, 0, 0, 0], "herd-5": [0, 0, 0, 0],
}


def test_example_of_a_major_scoring() -> None:
    """Rulebook "Example of a Major Scoring": every line and the totals 20, 21, 20, 17."""
    lines = region_lines(EXAMPLE, 4) + herd_lines(EXAMPLE, 4)
    assert {ln.label: ln.points for ln in lines} == BOOK
    assert totals(lines) == [20, 21, 20, 17]
    sizes = {s: sorted((len(h) for h in herds(EXAMPLE, s)), reverse=True) for s in range(4)}
    assert sizes[G][0] == sizes[B][0] == 11 and sizes[R][0] == 9 and sizes[O][:2] == [6, 6]


def test_region_monopolies() -> None:
    """Rulebook "Scoring the Regions": alone filling every space 5; alone otherwise 4."""
    full = {s: 1 for s in ("I1", "J1", "I2", "J2")}
    assert region_points(full, "small-mountains", 3) == [0, 5, 0]
    assert region_points({"I1": 2}, "small-mountains", 3) == [0, 0, 4]
    assert region_points({}, "small-mountains", 3) == [0, 0, 0]


def test_tie_rule() -> None:
    """Rulebook "Scoring the Regions": tied players receive the next lower rank's points."""
    assert ranked_points([3, 2, 1, 1], (3, 2, 1)) == [3, 2, 0, 0]
    assert ranked_points([2, 2, 2, 0], (3, 2, 1)) == [2, 2, 2, 0]
    assert ranked_points([2, 1, 1, 0], (3, 2, 1)) == [3, 1, 1, 0]


def test_herd_tie_with_another_player_moves_back() -> None:
    """Rulebook example note: had another player's herd tied Orange's two herds for 4th, all
    three would have received 1 point each."""
    board = dict(EXAMPLE)
    # give Brown a herd of 6 in Large Water / Small Water (A-column), away from everything
    for s in ("A1", "A2", "A3", "A4", "A5", "A6"):
        board[s] = R
    lines = {ln.label: ln.points for ln in herd_lines(board, 4)}
    assert lines["herd-4"] == [2, 0, 0, 1]


def test_most_adaptations_abilities_food() -> None:
    """Rulebook "Scoring the Adaptations/Abilities/Food chips": most 4, second 2; tied for first
    2 each, tied for second nothing."""
    assert ranked_points([5, 3, 1], (4, 2)) == [4, 2, 0]
    assert ranked_points([5, 5, 1], (4, 2)) == [2, 2, 0]
    assert ranked_points([6, 3, 3], (4, 2)) == [4, 0, 0]
    lines = major_scoring({}, [2, 1, 0, 0], [0, 0, 1, 0], [8, 8, 8, 9])
    got = {ln.label: ln.points for ln in lines[-3:]}
    assert got == {"adaptations": [4, 2, 0, 0], "abilities": [0, 0, 4, 0], "food": [0, 0, 0, 4]}
    assert [ln.label for ln in lines[:2]] == ["large-savannah", "small-savannah"]  # rulebook order, by region id
