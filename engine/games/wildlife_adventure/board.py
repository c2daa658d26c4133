"""The world-map board of Wildlife Adventure, loaded once from ``data/board.json``.

Shapes (GAPS.md section 3, "Data to author", "The board"):

* A :class:`Point` has a typeable ``id`` (``"AF7"``: continent code + number;
  ``"START"``: the start base in Europe; ``"L1"``..``"L3"``/``"R1"``..``"R3"``: the
  arrow spaces I-III on the left/right edge; ``"OC1"``..: plain sea points), pixel
  ``x``/``y`` on a 1200x700 map, a ``kind`` (start, animal, red, green, blue, arrow,
  plain), its ``continent`` code or None, and for arrows the ``arrow`` level,
  ``side`` and ``twin``.
* A :class:`Line` joins two points; lines are numbered by their index in
  :data:`LINES`. A route extension lies on one line.
* Arrow spaces (rulebook "Meanings of the Spaces on the Board", "Arrow spaces";
  GAPS.md): an expedition that reaches an arrow space continues from its twin, so
  :func:`continue_from` maps an arrow to its twin and every other point to itself.
  Twins are one place: wherever points are compared for obstacles and expedition
  tips, compare their :func:`place_of` (or use :func:`same_place` / :func:`places`).
"""
from __future__ import annotations

import json
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass
from importlib import resources

CONTINENTS: dict[str, str] = {
    "EU": "Europe", "AF": "Africa", "AS": "Asia", "AU": "Australia", "NA": "North America", "SA": "South America",
}
"""Continent codes (the letters of a point id) and their names."""

START = "START"
"""The id of the start base (rulebook "Rules of the Expeditions": all expeditions commence here)."""


@dataclass(frozen=True)
class Point:
    """One space or point of the map (see the module docstring for the fields)."""

    id: str
    x: int
    y: int
    kind: str
    continent: str | None
    source: str
    arrow: str | None = None
    side: str | None = None
    twin: str | None = None


@dataclass(frozen=True)
class Line:
    """A line between points ``a`` and ``b``; ``index`` is its position in :data:`LINES`."""

    index: int
    a: str
    b: str
    source: str

    def other(self, p: str) -> str:
        """The end of this line that is not ``p``."""
        return self.b if p == self.a else self.a


def _load() -> tuple[dict[str, Point], list[Line]]:
    raw = json.loads(resources.files(__package__).joinpath("data/board.json").read_text(encoding="utf-8"))
    points = {p["id"]: Point(**p) for p in raw["points"]}
    lines = [Line(index=i, a=ln["a"], b=ln["b"], source=ln["source"]) for i, ln in enumerate(raw["lines"])]
    return points, lines


POINTS, LINES = _load()
"""Every point by id (in file order) and every line by index."""

ADJ: dict[str, list[tuple[str, int]]] = {p: [] for p in POINTS}
"""Point id -> [(neighbour id, line index)] in line order."""
for _ln in LINES:
    ADJ[_ln.a].append((_ln.b, _ln.index))
    ADJ[_ln.b].append((_ln.a, _ln.index))

ANIMAL_SPACES: list[str] = [p.id for p in POINTS.values() if p.kind == "animal"]
"""The 72 animal spaces (their ids are also the animal card ids)."""


def continue_from(point: str) -> str:
    """Where an expedition whose tip is ``point`` continues: the twin of an arrow space, else ``point``."""
    p = POINTS[point]
    return p.twin if p.kind == "arrow" and p.twin else point


PLACE: dict[str, str] = {p.id: min(p.id, p.twin) if p.kind == "arrow" and p.twin else p.id for p in POINTS.values()}
"""Point id -> the place it stands for: arrow twins share one (``"L1"`` for L1 and R1), every other point is its own."""


def place_of(point: str) -> str:
    """The place ``point`` stands for (GAPS.md: "left I is the same place as right I"): an arrow
    space and its twin give the same answer, any other point itself."""
    return PLACE.get(point, point)


def same_place(a: str | None, b: str | None) -> bool:
    """Whether ``a`` and ``b`` are the same place (equal, or arrow twins); None is no place."""
    return a is not None and b is not None and place_of(a) == place_of(b)


def places(points: Iterable[str | None]) -> set[str]:
    """The places of ``points`` (None skipped), for membership tests with :func:`place_of`."""
    return {place_of(p) for p in points if p is not None}


def moves_from(tip: str) -> list[tuple[str, int]]:
    """[(point reached, line index)] for one route extension from an expedition tip at ``tip``."""
    return ADJ[continue_from(tip)]


def _distances(src: str) -> dict[str, int]:
    dist = {src: 0}
    todo = deque([src])
    while todo:
        p = todo.popleft()
        for q, _ in moves_from(p):
            if q not in dist:
                dist[q] = dist[p] + 1
                todo.append(q)
    return dist


DIST: dict[str, dict[str, int]] = {p: _distances(p) for p in POINTS}
"""``DIST[a][b]``: fewest route extensions from a tip at ``a`` to reach ``b`` (arrow twins joined)."""


def line_between(a: str, b: str) -> int | None:
    """The index of the line joining ``a`` and ``b``, or None."""
    for q, i in ADJ[a]:
        if q == b:
            return i
    return None
