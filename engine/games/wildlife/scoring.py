"""Scoring of WildLife (rulebook "Scoring"): rank points with the tie rule, region,
herd, adaptation, ability and food scoring, and the full Major Scoring.

The tie rule (rulebook "Scoring the Regions", "Scoring the Herds" and the "Example of
a Major Scoring"): entries are ranked by value, the rank of an entry being 1 + the
number of strictly better entries; entries tied with someone else receive the
points of the next lower rank (3 players tied for 1st all get 2nd-place points;
the next entry is then 4th). A player's several herds of one size that no other
player matches score full points each.
"""
from __future__ import annotations

from .board import REGIONS, counts_in, herds
from .state import MajorLine

REGION_POINTS: tuple[int, ...] = (3, 2, 1)
"""1st, 2nd, 3rd place in a region (no monopoly)."""
LARGE_MONOPOLY = 5
SMALL_MONOPOLY = 4
HERD_POINTS: tuple[int, ...] = (10, 7, 5, 3, 1)
MOST_POINTS: tuple[int, ...] = (4, 2)
"""Adaptations, abilities and food: most 4, second most 2."""
HERD_LABELS: tuple[str, ...] = ("herd-1", "herd-2", "herd-3", "herd-4", "herd-5")
"""The herd lines' labels: the largest herd to the 5th largest (the UI words them)."""


def _pts(table: tuple[int, ...], rank: int) -> int:
    return table[rank - 1] if 1 <= rank <= len(table) else 0


def ranked_points(values: list[int], table: tuple[int, ...]) -> list[int]:
    """Points per entry of ``values`` (higher is better) with the tie rule; entries with
    value 0 score nothing. E.g. ``ranked_points([2, 2, 2, 0], (3, 2, 1)) == [2, 2, 2, 0]``."""
    out = []
    for v in values:
        if v <= 0:
            out.append(0)
            continue
        rank = 1 + sum(1 for w in values if w > v)
        tied = sum(1 for w in values if w == v) > 1
        out.append(_pts(table, rank + 1 if tied else rank))
    return out


def region_points(board: dict[str, int], region: str, seats: int) -> list[int]:
    """Success points per seat for one region (rulebook "Scoring the Regions"): alone
    and filling every space 5 (large monopoly), alone 4 (small monopoly), otherwise
    places 3/2/1 with the tie rule."""
    counts = counts_in(board, region, seats)
    present = [s for s in range(seats) if counts[s] > 0]
    if len(present) == 1:
        s = present[0]
        out = [0] * seats
        out[s] = LARGE_MONOPOLY if counts[s] == REGIONS[region].size else SMALL_MONOPOLY
        return out
    return ranked_points(counts, REGION_POINTS)


def herd_lines(board: dict[str, int], seats: int) -> list[MajorLine]:
    """The five herd lines (rulebook "Scoring the Herds"): ``points[seat]`` summed over
    that seat's herds standing at that rank (as the rulebook's example table lists
    them). A herd tied with another player's herd is paid the next lower rank's
    points; a player's own tied herds, unmatched by others, score full points each."""
    all_herds = [(len(h), s) for s in range(seats) for h in herds(board, s)]
    lines = [MajorLine(label=lab, points=[0] * seats) for lab in HERD_LABELS]
    for size, seat in all_herds:
        standing = 1 + sum(1 for z, _ in all_herds if z > size)
        owners = {o for z, o in all_herds if z == size}
        paid = standing + 1 if len(owners) > 1 else standing
        if paid <= len(HERD_POINTS):
            lines[standing - 1].points[seat] += HERD_POINTS[paid - 1]
    return lines


def region_lines(board: dict[str, int], seats: int) -> list[MajorLine]:
    """One line per region in the rulebook's order (Savannah, Mountains, Plains,
    Desert, Water, Forest; large before small), labelled by region id."""
    return [MajorLine(label=rid, points=region_points(board, rid, seats)) for rid in REGIONS]


def major_scoring(board: dict[str, int], tiles: list[int], abilities: list[int], food: list[int]) -> list[MajorLine]:
    """All lines of a Major Scoring in the rulebook's order: 12 regions, 5 herd lines,
    adaptations (tiles incl. covered), abilities, food (4/2 with the tie rule)."""
    seats = len(tiles)
    lines = region_lines(board, seats) + herd_lines(board, seats)
    lines.append(MajorLine(label="adaptations", points=ranked_points(tiles, MOST_POINTS)))
    lines.append(MajorLine(label="abilities", points=ranked_points(abilities, MOST_POINTS)))
    lines.append(MajorLine(label="food", points=ranked_points(food, MOST_POINTS)))
    return lines


def totals(lines: list[MajorLine]) -> list[int]:
    """Sum of ``points`` per seat over ``lines``."""
    if not lines:
        return []
    return [sum(line.points[s] for line in lines) for s in range(len(lines[0].points))]
