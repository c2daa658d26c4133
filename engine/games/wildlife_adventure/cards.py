"""Animal cards, chance cards and component counts of Wildlife Adventure (loaded once).

* :data:`ANIMALS`: the 72 animal cards by id. A card's id is the id of its animal
  space on the board (``"AF7"``), so "the card of a space" is the same string.
  Fields: ``name``, ``continent`` code, ``fact`` (the line the rulebook has players
  read out, "Reaching Destinations"; None where we were unsure), ``source``.
* :data:`CHANCE`: the 36 chance cards by id (``"C01"``..``"C36"``) with their
  ``effect`` key, ``star`` (may be kept face up and played later: rulebook "Red
  spaces"), player-facing ``text`` and ``source``. The mix is GAPS.md section 3.
* :data:`COMPONENTS`: published counts (40 route extensions per colour, 65 travel
  vouchers, 3 obstacles).
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources
from typing import Any

from .board import CONTINENTS


@dataclass(frozen=True)
class Animal:
    """One animal card (see the module docstring)."""

    id: str
    name: str
    continent: str
    source: str
    fact: str | None = None

    @property
    def label(self) -> str:
        """How a card is shown: ``"African Lion (AF4)"``."""
        return f"{self.name} ({self.id})"


@dataclass(frozen=True)
class Chance:
    """One chance card (see the module docstring)."""

    id: str
    effect: str
    star: bool
    text: str
    source: str

    @property
    def label(self) -> str:
        """How a card is shown: ``"★ One parallel route extension free of vouchers."``."""
        return ("★ " if self.star else "") + self.text


def _read(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(resources.files(__package__).joinpath(f"data/{name}").read_text(encoding="utf-8"))
    return data


_animals = _read("animals.json")
ANIMALS: dict[str, Animal] = {c["id"]: Animal(**c) for c in _animals["cards"]}
_chance = _read("chance.json")
CHANCE: dict[str, Chance] = {c["id"]: Chance(**c) for c in _chance["cards"]}
COMPONENTS: dict[str, Any] = dict(_chance["components"])

EXTENSIONS_PER_COLOUR: int = int(COMPONENTS["route_extensions_per_colour"])
COLOURS: list[str] = list(COMPONENTS["colours"])
"""Expedition colours by expedition index: 0 red, 1 yellow, 2 blue."""
TOTAL_VOUCHERS: int = int(COMPONENTS["travel_vouchers"])
OBSTACLES: int = int(COMPONENTS["obstacles"])

STAR_EFFECTS = frozenset(c.effect for c in CHANCE.values() if c.star)
"""Effects of the ★ cards: free_parallel, free_remove, free_obstacle, free_swap."""


def continent_name(code: str) -> str:
    """"AF" -> "Africa"."""
    return CONTINENTS[code]
