"""The authored map of WildLife: a square grid of labelled spaces in 12 regions.

Data: ``data/map.json`` (GAPS.md section 4, "Data to author - the map"), loaded once
at import. Spaces are labelled ``<column letter><row number>`` (``"C7"``: column C,
row 7; columns A-J left to right, rows 1-8 top to bottom). Regions have ids like
``"large-forest"`` and names like ``"Large Forest"``; both are accepted where a
region is typed (:func:`region_id`).

Board occupancy everywhere is ``dict[label, seat]`` holding occupied spaces only.
"""
from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterable
from pathlib import Path

from pydantic import ConfigDict

from engine.core import Model

_DATA = json.loads((Path(__file__).parent / "data" / "map.json").read_text(encoding="utf-8"))

TERRAINS: tuple[str, ...] = ("forest", "desert", "savannah", "plains", "mountains", "water")
"""The six terrain types (rulebook "Game Contents")."""

TERRAIN_LETTER: dict[str, str] = {"forest": "F", "desert": "D", "savannah": "S", "plains": "P",
                                  "mountains": "M", "water": "W"}
SCORING_ORDER: tuple[str, ...] = ("savannah", "mountains", "plains", "desert", "water", "forest")
"""Rulebook "2. Major Scoring": Savannah, Mountains, Plains, Deserts, Water, Forests."""


class Region(Model):
    """One region: ``id`` ("large-forest"), ``name``, ``terrain``, ``large`` (8-9 spaces)
    or small (4-5), its ``spaces`` (labels, row-major) and ``source``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str
    name: str
    terrain: str
    large: bool
    spaces: tuple[str, ...]
    source: str

    @property
    def size(self) -> int:
        return len(self.spaces)


COLUMNS: str = _DATA["columns"]
ROWS: int = len(_DATA["rows"])
MAP_SOURCE: str = _DATA["source"]


def label(col: int, row: int) -> str:
    """The label of the space at 0-based ``col``, ``row`` (``label(2, 6) == "C7"``)."""
    return f"{COLUMNS[col]}{row + 1}"


COORDS: dict[str, tuple[int, int]] = {}
"""label -> (col, row), 0-based, for every space on the map."""
SPACE_REGION: dict[str, str] = {}
"""label -> region id."""
_by_code: dict[str, list[str]] = defaultdict(list)
for _r, _line in enumerate(_DATA["rows"]):
    for _c, _code in enumerate(_line):
        if _code == ".":
            continue
        _lab = label(_c, _r)
        COORDS[_lab] = (_c, _r)
        _by_code[_code].append(_lab)

REGIONS: dict[str, Region] = {}
"""region id -> Region, in the rulebook's Major Scoring order (large before small)."""
for _t in SCORING_ORDER:
    for _code, _meta in sorted(_DATA["regions"].items(), key=lambda kv: not kv[1]["large"]):
        if _meta["terrain"] != _t:
            continue
        _reg = Region(id=_meta["id"], name=_meta["name"], terrain=_t, large=_meta["large"],
                      spaces=tuple(_by_code[_code]), source=_meta["source"])
        REGIONS[_reg.id] = _reg
        for _lab in _reg.spaces:
            SPACE_REGION[_lab] = _reg.id

SPACES: tuple[str, ...] = tuple(sorted(COORDS, key=lambda s: (COORDS[s][1], COORDS[s][0])))
"""Every label, row by row (A1, B1, ... J8)."""

NEIGHBOURS: dict[str, tuple[str, ...]] = {}
"""label -> orthogonally adjacent labels."""
for _lab, (_c, _r) in COORDS.items():
    _ns = []
    for _dc, _dr in ((0, -1), (1, 0), (0, 1), (-1, 0)):
        _c2, _r2 = _c + _dc, _r + _dr
        if 0 <= _c2 < len(COLUMNS) and 0 <= _r2 < ROWS:
            _n = label(_c2, _r2)
            if _n in COORDS:
                _ns.append(_n)
    NEIGHBOURS[_lab] = tuple(_ns)

REGION_NEIGHBOURS: dict[str, frozenset[str]] = {
    rid: frozenset(SPACE_REGION[n] for s in reg.spaces for n in NEIGHBOURS[s] if SPACE_REGION[n] != rid)
    for rid, reg in REGIONS.items()
}
"""region id -> ids of the regions it touches."""



def _terrain_pair(terrain: str) -> tuple[str, str]:
    """The two region ids of ``terrain`` in map order (the data has exactly two per terrain)."""
    first, second = (r.id for r in REGIONS.values() if r.terrain == terrain)
    return first, second


TERRAIN_REGIONS: dict[str, tuple[str, str]] = {t: _terrain_pair(t) for t in TERRAINS}
"""terrain -> (large region id, small region id)."""


def terrain_of(space: str) -> str:
    """The terrain of a space label. Raises KeyError for an unknown label."""
    return REGIONS[SPACE_REGION[space]].terrain


def normalise_space(text: str) -> str | None:
    """A typed space (``"c7"``, ``" C7 "``) as its label, or None if no such space."""
    t = text.strip().upper()
    return t if t in COORDS else None


_REGION_KEYS: dict[str, str] = {}
for _rid, _reg in REGIONS.items():
    for _k in (_rid, _reg.name, _reg.name.replace(" ", "-"), _rid.replace("-", " ")):
        _REGION_KEYS[_k.lower()] = _rid


def region_id(text: str) -> str | None:
    """A region typed by id or name (``"Large Forest"``, ``"large-forest"``), or None."""
    return _REGION_KEYS.get(text.strip().lower())


def is_full(board: dict[str, int], region: str) -> bool:
    """True when every space of ``region`` is occupied."""
    return all(s in board for s in REGIONS[region].spaces)


def empty_spaces(board: dict[str, int], region: str) -> list[str]:
    """Unoccupied labels of ``region`` in map order."""
    return [s for s in REGIONS[region].spaces if s not in board]


def counts_in(board: dict[str, int], region: str, seats: int) -> list[int]:
    """Creatures per seat in ``region`` (list of length ``seats``)."""
    out = [0] * seats
    for s in REGIONS[region].spaces:
        o = board.get(s)
        if o is not None:
            out[o] += 1
    return out


def herds(board: dict[str, int], seat: int) -> list[list[str]]:
    """The herds of ``seat``: orthogonally connected groups of its creatures (rulebook
    "Scoring the Herds"; a herd may span regions). Each herd sorted, herds by first label."""
    mine = {s for s, o in board.items() if o == seat}
    seen: set[str] = set()
    out: list[list[str]] = []
    for start in sorted(mine, key=SPACES.index):
        if start in seen:
            continue
        group = [start]
        seen.add(start)
        i = 0
        while i < len(group):
            for n in NEIGHBOURS[group[i]]:
                if n in mine and n not in seen:
                    seen.add(n)
                    group.append(n)
            i += 1
        out.append(sorted(group, key=SPACES.index))
    return out


def migration_targets(board: dict[str, int], origin: str) -> list[str]:
    """Empty spaces the creature on ``origin`` can reach (rulebook "Migrate"; GAPS.md
    "Migration"): one orthogonal step into an empty space, or a path through spaces
    held by the same player ending on an empty space. Terrain is not checked here."""
    owner = board[origin]
    seen = {origin}
    frontier = [origin]
    targets: set[str] = set()
    while frontier:
        cur = frontier.pop()
        for n in NEIGHBOURS[cur]:
            if n in seen:
                continue
            o = board.get(n)
            if o is None:
                targets.add(n)
            elif o == owner:
                seen.add(n)
                frontier.append(n)
    return sorted(targets, key=SPACES.index)


def spaces_of(regions: Iterable[str]) -> list[str]:
    """All labels of the given region ids, in map order."""
    wanted = set(regions)
    return [s for s in SPACES if SPACE_REGION[s] in wanted]
