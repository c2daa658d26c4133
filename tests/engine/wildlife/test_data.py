"""WildLife data constraints (GAPS.md section 4 "Data to author", rulebook "Game Contents")."""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from engine.games.wildlife import board as B
from engine.games.wildlife import cards as C

DATA = Path(B.__file__).parent / "data"
SOURCES = {"rulebook", "published", "reconstructed"}


def test_map_regions() -> None:
    """12 orthogonally connected regions, per terrain one large (8-9) and one small (4-5),
    about 78 spaces, every region touching at least two others."""
    assert len(B.REGIONS) == 12
    assert 74 <= len(B.SPACES) <= 82
    for t in B.TERRAINS:
        regs = [r for r in B.REGIONS.values() if r.terrain == t]
        assert sorted(r.large for r in regs) == [False, True]
        for r in regs:
            assert (8 <= r.size <= 9) if r.large else (4 <= r.size <= 5), r.id
    for rid, r in B.REGIONS.items():
        seen = {r.spaces[0]}
        stack = [r.spaces[0]]
        while stack:
            for n in B.NEIGHBOURS[stack.pop()]:
                if B.SPACE_REGION[n] == rid and n not in seen:
                    seen.add(n)
                    stack.append(n)
        assert seen == set(r.spaces), f"{rid} is not connected"
        assert len(B.REGION_NEIGHBOURS[rid]) >= 2, rid
    assert sum(r.size for r in B.REGIONS.values()) == len(B.SPACES)


def test_labels_and_lookup() -> None:
    """Spaces are labelled like C7 (column letter, row number) and can be typed."""
    assert B.COORDS["C7"] == (2, 6)
    assert B.normalise_space(" c7 ") == "C7" and B.normalise_space("Z1") is None
    assert B.region_id("Large Forest") == "large-forest" == B.region_id("large-forest")
    assert B.NEIGHBOURS["A1"] == ("B1", "A2")


def test_card_mix() -> None:
    """110 cards: 60 Terrain (10 each), 18 Arrowhead, 15 Wheel, 10 Lightning, 3 Food Surplus,
    2 Plague, 2 Famine."""
    assert len(C.DECK) == 110 == len(set(C.DECK))
    n = Counter(C.kind_of(c) for c in C.DECK)
    assert all(n[t] == 10 for t in B.TERRAINS)
    assert (n["arrowhead"], n["wheel"], n["lightning"]) == (18, 15, 10)
    assert (n["food-surplus"], n["plague"], n["famine"]) == (3, 2, 2)


def test_tiles_abilities_track_food() -> None:
    """72 adaptation tiles (per terrain 3/4/5), 15 abilities (5/4/3/2/1), minor track, food."""
    assert sum(C.TILES_PER_TERRAIN.values()) * 6 == 72
    assert C.TILES_PER_TERRAIN == {"migrate": 3, "expand": 4, "attack": 5}
    assert {a: x.count for a, x in C.ABILITIES.items()} == {
        "food": 5, "intelligence": 4, "mobility": 3, "defense": 2, "aggression": 1}
    assert C.MINOR_TRACK == (3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5)
    assert C.MAJOR_AFTER == (4, 8, 11)
    assert C.FOOD_TOTAL == 120 and C.START_FOOD == 8


def test_creature_charts() -> None:
    """GAPS.md table: each chart 2 No Action, 2 Migrate, 1 Expand, 1 Attack; ages; Man as in
    the rulebook's example; every creature attacks in its listed terrain."""
    table = {
        "crocodile": (200, "water", "savannah"), "snake": (100, "desert", "plains"),
        "eagle": (50, "mountains", "forest"), "bear": (20, "forest", "mountains"),
        "mammoth": (5, "plains", "savannah"), "man": (2, "savannah", "plains"),
    }
    assert set(C.CREATURES) == set(table)
    for cid, (age, attack, expand) in table.items():
        ch = C.CREATURES[cid]
        assert ch.age_my == age
        assert sorted(Counter(ch.start.values()).items()) == [(0, 2), (1, 2), (2, 1), (3, 1)]
        assert ch.start[attack] == 3 and ch.start[expand] == 2
    man = C.CREATURES["man"].start
    assert man["forest"] == man["mountains"] == 1 and man["water"] == man["desert"] == 0
    assert len({c.letter for c in C.CREATURES.values()}) == 6


def test_sources_present() -> None:
    """Every authored record carries source: rulebook | published | reconstructed."""
    m = json.loads((DATA / "map.json").read_text())
    assert m["source"] in SOURCES and all(r["source"] in SOURCES for r in m["regions"].values())
    for rec in json.loads((DATA / "creatures.json").read_text()):
        assert rec["source"] in SOURCES
    comp = json.loads((DATA / "components.json").read_text())
    for key in ("cards", "adaptation_tiles", "abilities", "text_cards"):
        assert all(r["source"] in SOURCES for r in comp[key]), key
    for key in ("minor_track", "food", "creatures_per_player", "starting_creatures"):
        assert comp[key]["source"] in SOURCES
