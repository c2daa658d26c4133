"""Every mission of Mission: Wild Life: data, a case that meets it and one that just misses.

Rulebook "Missions (Animal Cards)", "FAQs", "Mission Cards"; GAPS.md section 1.
"""
from __future__ import annotations

from typing import Any

import pytest

from engine.games.mission_wild_life import missions as M
from engine.games.mission_wild_life.missions import TrickContext, award

from .helpers import cards, tricks


def test_deck_sizes_match_gaps() -> None:
    """GAPS.md section 1: normal decks 13/15/16; expert adds 3/5/9."""
    sizes = {k: (len(M.deck(k, False)), len(M.deck(k, True))) for k in ("research", "adventure", "flash")}
    assert sizes == {"research": (13, 16), "adventure": (15, 20), "flash": (16, 25)}


def test_provenance() -> None:
    """GAPS.md "Data to author": printed missions are rulebook; Wolf is rulebook normal; additions reconstructed."""
    wolf = M.get("wolf")
    assert (wolf.expert, wolf.source) == (False, "rulebook")
    for m in M.MISSIONS:
        assert m.source == ("reconstructed" if m.expert else "rulebook"), m.name
        assert m.text
    assert M.get("kiwi").text == "Most numbers won exactly once."
    assert M.get("crab").needs_trick is False and "At least one trick" not in M.get("crab").text


# (mission, low trick list, high trick list): measure(high) = measure(low) + 1 "unit".
RESEARCH_PAIRS: list[tuple[str, list[str], list[str]]] = [
    ("humming-bird", ["B1 B2 B3"], ["R1 B2 B3"]),
    ("lizard", ["B1 B2 B3"], ["G1 B2 B3"]),
    ("seahorse", ["B1 R2 R3"], ["B2 R2 R3"]),
    ("mouse", ["B1 R2 R3"], ["B2 R2 R3"]),
    ("desert-fox", ["B1 B2 B3"], ["C1 B2 B3"]),
    ("bat", ["S1 B2 B3"], ["S2 B2 B3"]),
    ("racoon", ["B2 B4 B6"], ["B1 B4 B6"]),
    ("meerkat", ["B4 B3 B2"], ["B5 B3 B2"]),
    ("wombat", ["B7 B3 B2"], ["B8 B3 B2"]),
    ("jellyfish", ["B7 B3 B2"], ["B6 B3 B2"]),
    ("tree-frog", ["B3 B2 B1"], ["B4 B2 B1"]),
    ("puffer-fish", ["B3 B4 B1"], ["B2 B4 B1"]),
    ("red-panda", ["B1 R2 G3"], ["B1 B2 G3"]),
    ("robin", ["B1 B2 R3"], ["B1 B2 R3 R4"]),
]
ADVENTURE_PAIRS: list[tuple[str, list[str], list[str]]] = [
    ("sea-eagle", ["R1 B2 B3"], ["R1 R2 B3"]),
    ("rhino", ["G4 B1 B2"], ["G5 B1 B2"]),
    ("orca", ["R1 R2 R3"], ["B1 R2 R3"]),
    ("elephant", ["R1 R2 R3"], ["R1 R2 R3", "G1 G2 G3"]),
    ("gorilla", ["C1 B2 B3"], ["B1 B2 B3"]),
    ("owl", ["S1 B2 B3"], ["B1 B2 B3"]),
    ("zebra", ["B2 B3 B1"], ["B2 B4 B1"]),
    ("kangaroo", ["B5 B1 B8"], ["B4 B1 B8"]),
    ("giraffe", ["B7 R6 B1"], ["B7 R7 B1"]),
    ("bison", ["B5 R6 B1"], ["B5 R5 B1"]),
    ("lama", ["B3 R6 B1"], ["B3 R3 B1"]),
    ("antelope", ["B1 R6 B2"], ["B1 R1 B2"]),
    ("hippo", ["B1 R2 R1"], ["B1 G1 R1"]),
    ("heron", ["R3 B2 G8"], ["R3 B3 G8"]),
    ("ostrich", ["B1 B2 B3"], ["G1 B2 B3"]),
    ("koi", ["G1 R1 R2"], ["G1 R1 B1"]),
    ("orangutan", ["B1 B2 R1"], ["B1 B2 R1 R2"]),
    ("polar-bear", ["B1 R2 G1"], ["B1 B2 R1"]),
    ("kiwi", ["B1 B2 R2 B3"], ["B1 B2 B3"]),
]


def _cases() -> list[Any]:
    out: list[Any] = []
    for mid, low, high in RESEARCH_PAIRS:
        # Seat 2 has no trick: "At least one trick!" keeps it out although its value is 0.
        out.append(pytest.param(mid, [tricks(*low), tricks(*high), []], [0], id=f"{mid}-meets"))
        out.append(pytest.param(mid, [tricks(*high), tricks(*low), []], [1], id=f"{mid}-misses"))
    for mid, low, high in ADVENTURE_PAIRS:
        out.append(pytest.param(mid, [tricks(*high), tricks(*low), []], [0], id=f"{mid}-meets"))
        out.append(pytest.param(mid, [tricks(*low), tricks(*high), []], [1], id=f"{mid}-misses"))
    # Crab has no "At least one trick!" (printed): a trickless player wins it too.
    out.append(pytest.param("crab", [tricks("R1 R2 R3"), tricks("B1 R4 R5"), tricks("G1 R6 R7")], [0],
                            id="crab-meets"))
    out.append(pytest.param("crab", [tricks("B1 R2 R3"), tricks("R1 R4 R5"), tricks("G1 R6 R7")], [1],
                            id="crab-misses"))
    out.append(pytest.param("crab", [tricks("R1 R2 R3"), tricks("B1 R4 R5"), []], [0, 2],
                            id="crab-trickless-player-counts"))
    # Camel, FAQ: all tied for most tricks are first, the next value is second.
    t = "R1 R2 R3"
    out.append(pytest.param("camel", [tricks(t, t), tricks(t, t, t), tricks(t, t, t), tricks(t)], [0],
                            id="camel-meets-faq-tie"))
    out.append(pytest.param("camel", [tricks(t), tricks(t, t, t), tricks(t, t), []], [2], id="camel-misses"))
    # Quokka, FAQ: all tied for fewest points are first, the next is second. At least one trick!
    out.append(pytest.param("quokka", [tricks("B1 B2 B4"), tricks("B1 B2 B2"), tricks("R1 R2 R2"), []], [0],
                            id="quokka-meets-faq-tie"))
    out.append(pytest.param("quokka", [tricks("B1 B2 B6"), tricks("B1 B2 B2"), tricks("R1 R2 R4"), []], [2],
                            id="quokka-misses"))
    return out


ROUND_END = [m.id for m in M.MISSIONS if m.type != "flash"]


def test_every_round_end_mission_has_cases() -> None:
    """GAPS.md "Data to author": every research/adventure mission is tested below."""
    covered = {p.values[0] for p in _cases()}
    assert covered == set(ROUND_END)


@pytest.mark.parametrize("mission_id,tricks_by_seat,winners", _cases())
def test_round_end_mission(mission_id: str, tricks_by_seat: list[list[list[str]]], winners: list[int]) -> None:
    """Mission: Wild Life, "Missions (Animal Cards)" + "Mission Cards" text; GAPS.md awarding ruling."""
    assert award(M.get(mission_id), tricks_by_seat).winners == winners


def test_rhino_example_points_not_cards() -> None:
    """Mission: Wild Life, "Missions (Animal Cards)" Rhino example and FAQ "Points": 4+2+1 = 7 in green."""
    result = award(M.get("rhino"), [tricks("G4 G2 G1"), tricks("G8 B1 B2"), tricks("G5 G6 R1")])
    assert result.values == [7, 8, 11] and result.winners == [2]
    assert M.reason(M.get("rhino"), 2, 11) == "Rhino: seat 2, 11 points in green"


def test_ties_all_win() -> None:
    """Mission: Wild Life, "Missions (Animal Cards)": in a tie all involved win the mission."""
    assert award(M.get("sea-eagle"), [tricks("R1 B1"), tricks("R2 B2"), tricks("B3")]).winners == [0, 1]
    assert award(M.get("mouse"), [tricks("B1 B2"), tricks("R2 R1"), tricks("B8")]).winners == [0, 1]


def test_at_least_one_trick_excludes_trickless() -> None:
    """Mission: Wild Life, "Caution! Many of the research missions require at least one trick!"."""
    result = award(M.get("lizard"), [[], tricks("G1 B2"), tricks("G2 G3")])
    assert result.values[0] is None and result.winners == [1]


def test_most_needs_a_value_above_zero() -> None:
    """GAPS.md "Adventure/research awarding": a "most" needs a best value above 0."""
    assert award(M.get("giraffe"), [tricks("B1"), tricks("R2"), []]).winners == []
    assert award(M.get("camel"), [tricks("B1"), [], []]).winners == []


def test_nobody_eligible_for_research() -> None:
    """GAPS.md "Adventure/research awarding": with no eligible player nobody wins."""
    assert award(M.get("mouse"), [[], [], []]).winners == []


def test_orangutan_faq_example() -> None:
    """Mission: Wild Life, FAQ "Orangutan": 5 blue, 7 gray, 4 green -> weakest is green (4)."""
    a = tricks("B1 B2 B3 B4 B5", "C1 C2 C3 C4 C5 C6 C7", "G1 G2 G3 G4")
    b = tricks("R1 R2 R3 R4 R5", "S1 S2 S3 S4 S5")  # weakest 5
    c = tricks("R6 R7 R8", "S6 S7 S8 G8")  # weakest 1 (green): colours not won do not count
    result = award(M.get("orangutan"), [a, b, c])
    assert result.values == [4, 5, 1] and result.winners == [1]


def test_kiwi_counts_numbers_won_exactly_once() -> None:
    """GAPS.md Kiwi: "Most numbers won exactly once" (printed "Must" is a misprint)."""
    assert M.numbers_once(tricks("B1 R1 G2 S3", "C4 C4")) == 2


def test_koi_sets() -> None:
    """Mission: Wild Life, FAQ "Koi": groups of one green, red and blue card, numbers irrelevant."""
    assert M.koi_sets(tricks("G1 G2 R3 R4 B5 B6 B7", "G8")) == 2


def test_tricks_are_counted_separately() -> None:
    """Mission: Wild Life, "Gameplay": each trick is kept separately (Orca counts tricks, not cards)."""
    assert award(M.get("orca"), [tricks("B1 B2 B3"), tricks("B4 R1", "B5 R2"), []]).winners == [1]


# ------------------------------------------------------------------ flash

def ctx(text: str, *, number: int = 1, total: int = 10, played: str = "", out: str | None = None) -> TrickContext:
    trick = cards(text)
    return TrickContext(cards=trick, number=number, total=total,
                        played=frozenset(trick + (cards(played) if played else [])),
                        out_card=cards(out)[0] if out else None)


FLASH_TRICK: list[tuple[str, TrickContext, TrickContext]] = [
    ("vulture", ctx("B1 B2 B3", number=10), ctx("B1 B2 B3", number=9)),
    ("falcon", ctx("B1 B2 B3", number=5), ctx("B1 B2 B3", number=4)),
    ("starfish", ctx("B5 R1"), ctx("G5 R1")),
    ("beaver", ctx("G1 R2"), ctx("B1 R2")),
    ("toucan", ctx("R4 B2"), ctx("G4 B2")),
    ("octopus", ctx("B8 R2"), ctx("B7 R2")),
    ("deer", ctx("G6 R2"), ctx("R6 R2")),
    ("pelican", ctx("R7 B2"), ctx("C7 B2")),
    ("cockatoo", ctx("S2 B2"), ctx("S3 B2")),
    ("pangolin", ctx("C7 B2"), ctx("S7 B2")),
    ("armadillo", ctx("G2 C1"), ctx("S2 C2")),
    ("panda", ctx("B4 C1"), ctx("S4 C4")),
    ("brown-bear", ctx("R6 C1"), ctx("S6 C6")),
    ("platypus", ctx("G1 C2"), ctx("S1 C1")),
    ("wolf", ctx("B3 R7 G1"), ctx("B3 R6 G1")),
    ("iguana", ctx("R3 C1", played="B3 G3"), ctx("R3 C1", played="B3")),
    ("chimpanzee", ctx("G5 B5", played="R5"), ctx("G5 B5")),
    ("dolphin", ctx("B7 C1", played="R7 G7"), ctx("B7 C1", played="R7")),
    ("giant-tortoise", ctx("R1 C1", played="B1 G1"), ctx("B1 G1 C1")),
]
FLASH_HAND: list[tuple[str, str, str]] = [
    ("maki", "B1 B2 G3", "B1 B2 R3"),
    ("sea-turtle", "R1 R2 G3", "R1 R2 B3"),
    ("anaconda", "R1 R2 B3", "R1 G2 B3"),
    ("manatee", "R1 R2 B3", "S1 R2 B3"),
    ("peacock", "B1 B7", "B1 R7"),
    ("flamingo", "B1 R4 S4", "B1 R4 S5"),
]


def test_every_flash_mission_has_cases() -> None:
    """GAPS.md "Data to author": every flash mission is tested below."""
    ids = {m for m, _, _ in FLASH_TRICK} | {m for m, _, _ in FLASH_HAND}
    assert ids == {m.id for m in M.MISSIONS if m.type == "flash"}


@pytest.mark.parametrize("mission_id,meet,miss", FLASH_TRICK, ids=[c[0] for c in FLASH_TRICK])
def test_trick_flash_mission(mission_id: str, meet: TrickContext, miss: TrickContext) -> None:
    """Mission: Wild Life, "Flash Missions" printed text; GAPS.md "Flash timing" (checked at trick end)."""
    m = M.get(mission_id)
    assert m.trick_check is not None and not m.hand_based
    assert m.trick_check(meet)
    assert m.trick_check(miss) is None


@pytest.mark.parametrize("mission_id,meet,miss", FLASH_HAND, ids=[c[0] for c in FLASH_HAND])
def test_hand_flash_mission(mission_id: str, meet: str, miss: str) -> None:
    """GAPS.md section 1 (Maki ... Flamingo): hand conditions with a minimum hand size."""
    m = M.get(mission_id)
    assert m.hand_check is not None
    assert m.hand_check(cards(meet))
    assert m.hand_check(cards(miss)) is None
    assert m.hand_check(cards(meet)[:1]) is None  # too few cards


def test_iguana_out_of_game_card_not_in_play() -> None:
    """GAPS.md "Iguana-type": a card out of the game does not count as in play."""
    iguana = M.get("iguana").trick_check
    assert iguana is not None
    assert iguana(ctx("R3 C1", played="B3", out="G3"))
    assert iguana(ctx("R3 C1", out="G3")) is None


def test_iguana_two_in_one_trick() -> None:
    """GAPS.md "Iguana-type": the trick containing the last one wins, even if it holds two."""
    iguana = M.get("iguana").trick_check
    assert iguana is not None and iguana(ctx("R3 G3", played="B3"))


def test_names_card_for_three_player_swap() -> None:
    """GAPS.md "Out-of-game card": exactly these eight missions name one card."""
    named = {m.name: m.names_card for m in M.MISSIONS if m.names_card}
    assert named == {"Starfish": "blue-5", "Beaver": "green-1", "Toucan": "red-4", "Octopus": "blue-8",
                     "Deer": "green-6", "Pelican": "red-7", "Cockatoo": "gold-2", "Pangolin": "gray-7"}
