"""The 54-card Animal Deck (data).

Rescue Animals, "Components" and "Reading an Endangered Animal card": 54 cards;
each shows a name, Latin name, area, number of copies (dots), protection points,
bonus points and a dice requirement. The printed card list is not in the
rulebook, so the deck is **authored** per GAPS.md section 2 ("Data to author"):
21 species, 2–4 copies each, 54 cards; real endangered (threatened) species with
their real Latin names; the five special requirements are the rulebook's
(``source="rulebook"``, 2 copies each), every other card is
``source="reconstructed"`` with one black symbol plus 2–4 white symbols.
Protection points (1–7) follow :mod:`engine.games.rescue_animals.difficulty`
(non-increasing in the probability of meeting the requirement within 3 rolls);
bonus points per pair (1–4) are higher for scarcer species.

Shapes: :data:`SPECIES` is a list of :class:`Species`; :data:`CARDS` maps a card
uid (0..53, the index) to its species index; :func:`species_of` gives the species.
"""
from __future__ import annotations

from typing import Literal

from pydantic import Field

from engine.core import Model
from engine.games.rescue_animals.requirement import Requirement

Area = Literal["Africa", "Asia", "Europe", "North America", "South America", "Oceania", "Oceans", "Polar"]
AREAS: tuple[str, ...] = ("Africa", "Asia", "Europe", "North America", "South America", "Oceania", "Oceans", "Polar")


class Species(Model):
    """One species of Endangered Animal card (all its copies are identical)."""

    key: str
    name: str
    latin: str
    area: Area
    copies: int = Field(ge=2, le=4)
    protection: int = Field(ge=1, le=7)
    bonus: int = Field(ge=1, le=4)
    requirement: Requirement
    source: Literal["rulebook", "published", "reconstructed"]


def _s(key: str, name: str, latin: str, area: str, copies: int, protection: int, bonus: int,
       black: int | None = None, white: list[int | str] | None = None, special: str | None = None,
       source: str = "reconstructed") -> Species:
    return Species(key=key, name=name, latin=latin, area=area, copies=copies, protection=protection, bonus=bonus,
                   requirement=Requirement(black=black, white=white or [], special=special), source=source)


SPECIES: list[Species] = [
    # The five special requirements (rulebook, "Dice Requirements"), 2 copies each.
    _s("giant_panda", "Giant Panda", "Ailuropoda melanoleuca", "Asia", 2, 2, 3, special="three_same", source="rulebook"),
    _s("fin_whale", "Fin Whale", "Balaenoptera physalus", "Oceans", 2, 1, 3, special="three_sum_10", source="rulebook"),
    _s("bawean_deer", "Bawean Deer", "Axis kuhlii", "Asia", 2, 4, 3, black=3, white=[3], special="pair_sum_8",
       source="rulebook"),
    _s("golden_lion_tamarin", "Golden Lion Tamarin", "Leontopithecus rosalia", "South America", 2, 2, 3,
       special="two_pairs_equal_sum", source="rulebook"),
    _s("red_wolf", "Red Wolf", "Canis rufus", "North America", 2, 4, 3, black=5, white=[5], special="pair_same",
       source="rulebook"),
    # Reconstructed cards: one black symbol plus 2-4 white symbols.
    _s("sumatran_orangutan", "Sumatran Orangutan", "Pongo abelii", "Asia", 4, 3, 1, 1, ["any", "any"]),
    _s("mountain_gorilla", "Mountain Gorilla", "Gorilla beringei beringei", "Africa", 4, 3, 1, 2, [4, "any"]),
    _s("african_forest_elephant", "African Forest Elephant", "Loxodonta cyclotis", "Africa", 4, 4, 1,
       4, [2, "any", "any"]),
    _s("black_rhinoceros", "Black Rhinoceros", "Diceros bicornis", "Africa", 3, 4, 2, 6, [1, 2]),
    _s("iberian_lynx", "Iberian Lynx", "Lynx pardinus", "Europe", 3, 4, 2, 1, [6, 3, "any"]),
    _s("european_mink", "European Mink", "Mustela lutreola", "Europe", 3, 4, 2, 4, [1, "any", "any", "any"]),
    _s("amur_leopard", "Amur Leopard", "Panthera pardus orientalis", "Asia", 3, 5, 2, 3, [5, 5]),
    _s("axolotl", "Axolotl", "Ambystoma mexicanum", "North America", 3, 5, 2, 5, [2, 2, "any"]),
    _s("hawksbill_turtle", "Hawksbill Turtle", "Eretmochelys imbricata", "Oceans", 3, 5, 2, 3, [2, 5, "any", "any"]),
    _s("vaquita", "Vaquita", "Phocoena sinus", "Oceans", 2, 5, 3, 2, [1, 4, 6]),
    _s("kakapo", "Kakapo", "Strigops habroptilus", "Oceania", 2, 6, 3, 1, [4, 4, "any", "any"]),
    _s("northern_hairy_nosed_wombat", "Northern Hairy-nosed Wombat", "Lasiorhinus krefftii", "Oceania", 2, 6, 3,
       5, [1, 3, 6, "any"]),
    _s("polar_bear", "Polar Bear", "Ursus maritimus", "Polar", 2, 6, 3, 6, [3, 3, 3]),
    _s("emperor_penguin", "Emperor Penguin", "Aptenodytes forsteri", "Polar", 2, 6, 3, 2, [1, 2, 5, 6]),
    _s("giant_otter", "Giant Otter", "Pteronura brasiliensis", "South America", 2, 7, 4, 6, [4, 4, 2, 2]),
    _s("california_condor", "California Condor", "Gymnogyps californianus", "North America", 2, 7, 4,
       4, [6, 6, 6, "any"]),
]

CARDS: list[int] = [i for i, s in enumerate(SPECIES) for _ in range(s.copies)]
"""Card uid (index) -> index into :data:`SPECIES`. 54 cards."""

DECK_SIZE = 54
assert len(CARDS) == DECK_SIZE, len(CARDS)


def species_of(uid: int) -> Species:
    """The species of card ``uid`` (0..53). Raises IndexError for an unknown uid."""
    if not 0 <= uid < DECK_SIZE:
        raise IndexError(f"no card {uid}")
    return SPECIES[CARDS[uid]]
