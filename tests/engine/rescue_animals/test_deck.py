"""GAPS.md section 2, "Data to author": the 54-card Animal Deck and points vs difficulty."""
from __future__ import annotations

from collections import Counter

from engine.games.rescue_animals.deck import AREAS, CARDS, SPECIES, species_of
from engine.games.rescue_animals.difficulty import success_probability, table

SPECIALS = {"Giant Panda": "three_same", "Fin Whale": "three_sum_10", "Bawean Deer": "pair_sum_8",
            "Golden Lion Tamarin": "two_pairs_equal_sum", "Red Wolf": "pair_same"}


def test_deck_counts() -> None:
    assert len(CARDS) == 54
    assert 18 <= len(SPECIES) <= 24
    assert all(2 <= s.copies <= 4 for s in SPECIES)
    assert Counter(CARDS) == {i: s.copies for i, s in enumerate(SPECIES)}
    assert len({s.key for s in SPECIES}) == len({s.name for s in SPECIES}) == len(SPECIES)


def test_card_fields() -> None:
    for s in SPECIES:
        assert s.name and s.latin and len(s.latin.split()) >= 2 and s.latin[0].isupper()
        assert s.area in AREAS
        assert 1 <= s.protection <= 7 and 1 <= s.bonus <= 4


def test_five_specials_from_the_rulebook() -> None:
    specials = {s.name: s for s in SPECIES if s.requirement.special}
    assert {n: s.requirement.special for n, s in specials.items()} == SPECIALS
    for s in specials.values():
        assert s.copies == 2 and s.source == "rulebook"
    assert specials["Bawean Deer"].requirement.black == 3 and specials["Bawean Deer"].requirement.white == [3]
    assert specials["Red Wolf"].requirement.black == 5 and specials["Red Wolf"].requirement.white == [5]
    for name in ("Giant Panda", "Fin Whale", "Golden Lion Tamarin"):
        assert specials[name].requirement.black is None and specials[name].requirement.white == []


def test_other_cards_one_black_and_two_to_four_white_symbols() -> None:
    for s in SPECIES:
        if s.requirement.special:
            continue
        assert s.source == "reconstructed"
        assert s.requirement.black in range(1, 7)
        assert 2 <= len(s.requirement.white) <= 4
        assert all(w == "any" or w in range(1, 7) for w in s.requirement.white)


def test_protection_points_monotone_in_difficulty() -> None:
    probs = [(success_probability(s.requirement), s.protection, s.name) for s in SPECIES]
    for pa, xa, na in probs:
        for pb, xb, nb in probs:
            if pa > pb + 1e-12:
                assert xa <= xb, (na, pa, xa, nb, pb, xb)
    # The spread uses the whole 1..7 scale.
    assert {x for _, x, _ in probs} == set(range(1, 8))


def test_difficulty_table_is_sane() -> None:
    rows = table()
    assert len(rows) == len(SPECIES)
    assert all(0 < p < 1 for _, _, p, _ in rows)
    assert [p for _, _, p, _ in rows] == sorted((p for _, _, p, _ in rows), reverse=True)
    # Any requirement with a black symbol is capped by the black die: 1 - (5/6)^3.
    cap = 1 - (5 / 6) ** 3
    for s in SPECIES:
        if s.requirement.black is not None:
            assert success_probability(s.requirement) <= cap + 1e-12
    assert species_of(0).name == SPECIES[0].name
