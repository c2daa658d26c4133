"""Wildlife Adventure: the authored data meets every constraint of issue 10 and GAPS.md section 3."""
from __future__ import annotations

import json
from collections import Counter, deque
from importlib import resources
from typing import Any

from engine.games.wildlife_adventure import board as B
from engine.games.wildlife_adventure import cards as C

VALID_SOURCES = {"rulebook", "published", "reconstructed"}


def _raw(name: str) -> dict[str, Any]:
    pkg = "engine.games.wildlife_adventure"
    data: dict[str, Any] = json.loads(resources.files(pkg).joinpath(f"data/{name}").read_text(encoding="utf-8"))
    return data


def test_board_is_connected() -> None:
    """GAPS.md "The board": every point reachable (as a plain graph)."""
    seen = {B.START}
    todo = deque([B.START])
    while todo:
        p = todo.popleft()
        for q, _ in B.ADJ[p]:
            if q not in seen:
                seen.add(q)
                todo.append(q)
    assert seen == set(B.POINTS)


def test_start_base_in_europe_with_exactly_four_lines() -> None:
    """Rulebook "Rules of the Expeditions": "any one of the four lines leading away from the start"."""
    start = B.POINTS[B.START]
    assert start.kind == "start" and start.continent == "EU"
    assert len(B.ADJ[B.START]) == 4
    assert [p.id for p in B.POINTS.values() if p.kind == "start"] == [B.START]


def test_animal_spaces_per_continent() -> None:
    """GAPS.md: 72 animal spaces over six continents, 10-14 each."""
    counts = Counter(B.POINTS[a].continent for a in B.ANIMAL_SPACES)
    assert len(B.ANIMAL_SPACES) == 72
    assert set(counts) == set(B.CONTINENTS)
    assert all(10 <= c <= 14 for c in counts.values()), counts


def test_special_space_counts() -> None:
    """GAPS.md: about 12 red, 10 green and 8 blue spaces."""
    kinds = Counter(p.kind for p in B.POINTS.values())
    assert (kinds["red"], kinds["green"], kinds["blue"]) == (12, 10, 8)


def test_arrow_twins() -> None:
    """Rulebook "Arrow spaces": six spaces, I-I, II-II, III-III across the edges, at the same level."""
    arrows = [p for p in B.POINTS.values() if p.kind == "arrow"]
    assert len(arrows) == 6
    assert Counter(p.side for p in arrows) == {"left": 3, "right": 3}
    for p in arrows:
        twin = B.POINTS[p.twin or ""]
        assert twin.kind == "arrow" and twin.twin == p.id and twin.arrow == p.arrow and twin.side != p.side
        assert abs(twin.y - p.y) <= 5
        assert B.continue_from(p.id) == twin.id
    assert {p.arrow for p in arrows} == {"I", "II", "III"}


def test_every_animal_reachable_by_an_expedition() -> None:
    """GAPS.md "Every point reachable": by route extensions from the start (arrow twins joined)."""
    assert set(B.DIST[B.START]) >= set(B.ANIMAL_SPACES)


def test_ids_are_typeable_and_kinds_valid() -> None:
    """Issue 10: ids a player can type (continent letters + number for continent points)."""
    for p in B.POINTS.values():
        assert p.id.isalnum() and p.id.upper() == p.id
        assert p.kind in {"start", "animal", "red", "green", "blue", "arrow", "plain"}
        if p.continent and p.kind != "start":
            assert p.id.startswith(p.continent) and p.id[2:].isdigit()
        assert 0 <= p.x <= 1200 and 0 <= p.y <= 700


def test_lines_unique_and_valid() -> None:
    pairs = [frozenset((ln.a, ln.b)) for ln in B.LINES]
    assert len(pairs) == len(set(pairs))
    assert all(len(p) == 2 and p <= set(B.POINTS) for p in pairs)


def test_animal_cards() -> None:
    """GAPS.md: 72 animal cards, one per animal space, of that space's continent, with names."""
    assert len(C.ANIMALS) == 72
    assert set(C.ANIMALS) == set(B.ANIMAL_SPACES)
    for cid, a in C.ANIMALS.items():
        assert a.continent == B.POINTS[cid].continent
        assert a.name and (a.fact is None or 10 < len(a.fact) < 140)
    assert len({a.name for a in C.ANIMALS.values()}) == 72


def test_animal_names_never_inside_other_public_text() -> None:
    """Names are private while in hand; no name may appear inside another card's name or fact,
    or the leak check could not tell them apart."""
    names = [a.name.lower() for a in C.ANIMALS.values()]
    for a in C.ANIMALS.values():
        for n in names:
            if n != a.name.lower():
                assert n not in a.name.lower() and n not in (a.fact or "").lower(), (n, a.name)
        for c in C.CHANCE.values():
            assert a.name.lower() not in c.text.lower()
    facts = [a.fact for a in C.ANIMALS.values() if a.fact]
    assert len(set(facts)) == len(facts)
    assert not any(f != g and f in g for f in facts for g in facts)


def test_chance_cards_exact_mix() -> None:
    """GAPS.md section 3: the 36 chance cards and their counts; ★ cards marked."""
    mix = Counter(c.effect for c in C.CHANCE.values())
    assert mix == {"take_vouchers": 4, "lose_voucher": 2, "extra_extension": 3, "free_parallel": 3,
                   "free_remove": 3, "gift": 2, "draw_animal": 3, "discard_animal": 2, "open_mission": 3,
                   "free_obstacle": 3, "relay": 3, "miss_turn": 2, "free_swap": 3}
    assert len(C.CHANCE) == 36
    assert {c.effect for c in C.CHANCE.values() if c.star} == {"free_parallel", "free_remove", "free_obstacle",
                                                               "free_swap"}


def test_component_counts() -> None:
    """GAPS.md "Published": 40 route extensions per colour (red, yellow, blue), 65 vouchers, 3 obstacles."""
    assert C.EXTENSIONS_PER_COLOUR == 40 and C.COLOURS == ["red", "yellow", "blue"]
    assert C.TOTAL_VOUCHERS == 65 and C.OBSTACLES == 3


def test_every_record_has_a_source() -> None:
    """GAPS.md: every authored record carries source rulebook|published|reconstructed."""
    board = _raw("board.json")
    for rec in board["points"] + board["lines"]:
        assert rec["source"] in VALID_SOURCES
    for rec in _raw("animals.json")["cards"]:
        assert rec["source"] in VALID_SOURCES
    chance = _raw("chance.json")
    for rec in chance["cards"]:
        assert rec["source"] in VALID_SOURCES
    assert chance["components"]["source"] in VALID_SOURCES


def test_enough_open_mission_candidates() -> None:
    """Rulebook "Preparation": open missions at least 3 extensions from the start must exist in plenty."""
    far = [a for a in B.ANIMAL_SPACES if B.DIST[B.START][a] >= 3]
    assert len(far) >= 60
