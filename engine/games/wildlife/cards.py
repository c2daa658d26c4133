"""Components of WildLife other than the map: Wildlife cards, creature charts,
adaptation tiles, ability cards, the Minor Scoring track and food.

Data: ``data/components.json`` and ``data/creatures.json`` (rulebook "Game Contents";
GAPS.md section 4), loaded once at import; every record carries ``source``.

Card ids (used in actions, state and views): ``"<kind>-<n>"`` with kind one of the six
terrains, ``wheel``, ``arrowhead``, ``lightning``, ``food-surplus``, ``plague``,
``famine`` and n counting from 1 within the kind (``"forest-3"``, ``"wheel-12"``).

Labels: :func:`hand_label` (``"Terrain: Forest #03"``) is the private rendering of a
card in a hand (the format of ``GAME.private_texts``; public texts never use ``#``);
:func:`public_name` (``"Forest"``, ``"Wheel"``) names a card once it is face up.
"""
from __future__ import annotations

import json
from pathlib import Path

from pydantic import ConfigDict

from engine.core import Model

from .board import TERRAINS

_DIR = Path(__file__).parent / "data"
_COMP = json.loads((_DIR / "components.json").read_text(encoding="utf-8"))
_CREATURES = json.loads((_DIR / "creatures.json").read_text(encoding="utf-8"))

LEVELS: tuple[str, ...] = ("none", "migrate", "expand", "attack")
"""Adaptation levels, weakest first (rulebook "Creature Charts"); index = level number."""
NONE, MIGRATE, EXPAND, ATTACK = 0, 1, 2, 3

TEXT_KINDS: tuple[str, ...] = ("food-surplus", "plague", "famine")
CARD_KINDS: tuple[str, ...] = TERRAINS + ("wheel", "arrowhead", "lightning") + TEXT_KINDS

_KIND_NAME = {t: t.capitalize() for t in TERRAINS} | {
    "wheel": "Wheel", "arrowhead": "Arrowhead", "lightning": "Lightning",
    "food-surplus": "Food Surplus", "plague": "Plague", "famine": "Famine"}


class CardSpec(Model):
    """A card-mix record: ``kind``, ``count``, ``source``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: str
    count: int
    source: str


CARD_SPECS: tuple[CardSpec, ...] = tuple(
    CardSpec(kind=c.get("terrain") or c["kind"], count=c["count"], source=c["source"]) for c in _COMP["cards"])
DECK: tuple[str, ...] = tuple(f"{s.kind}-{i}" for s in CARD_SPECS for i in range(1, s.count + 1))
"""All 110 Wildlife cards (rulebook "Game Contents")."""
_DECK_SET = frozenset(DECK)


def kind_of(card: str) -> str:
    """The kind of a card id (``"forest-3"`` -> ``"forest"``). Raises ValueError if unknown."""
    if card not in _DECK_SET:
        raise ValueError(f"unknown card {card!r}")
    return card.rsplit("-", 1)[0]


def is_card(card: str) -> bool:
    """True for a valid card id."""
    return card in _DECK_SET


def public_name(card_or_kind: str) -> str:
    """The face of a card or kind for public text: ``"Forest"``, ``"Wheel"``, ``"Plague"``."""
    k = card_or_kind if card_or_kind in _KIND_NAME else kind_of(card_or_kind)
    return _KIND_NAME[k]


def category(card: str) -> str:
    """``"terrain"``, ``"wheel"``, ``"arrowhead"``, ``"lightning"`` or ``"text"``."""
    k = kind_of(card)
    if k in TERRAINS:
        return "terrain"
    if k in TEXT_KINDS:
        return "text"
    return k


def hand_label(card: str) -> str:
    """Private rendering of a card in a hand: ``"Terrain: Forest #03"``, ``"Wheel #12"``,
    ``"Text: Plague #01"``. Distinct per card; public texts never contain it."""
    k = kind_of(card)
    n = card.rsplit("-", 1)[1]
    cat = category(card)
    prefix = "Terrain: " if cat == "terrain" else "Text: " if cat == "text" else ""
    return f"{prefix}{_KIND_NAME[k]} #{int(n):02d}"


TEXTS: dict[str, str] = {t["kind"]: t["text"] for t in _COMP["text_cards"]}
"""Text card kind -> its effect (GAPS.md section 4, "Text cards")."""


class Creature(Model):
    """A creature chart: ``id``, ``name``, ``age_my`` (million years), ``colour``, ``letter``
    (its mark on the board: the name's initial; Man's is "Mn", as Mammoth has M — our own
    choice, the rulebook marks creatures by colour), ``start`` (terrain -> starting level
    0-3), ``source``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str
    name: str
    age_my: int
    colour: str
    letter: str
    start: dict[str, int]
    source: str


CREATURES: dict[str, Creature] = {}
"""creature id -> chart, oldest first (GAPS.md section 4 table)."""
for _c in sorted(_CREATURES, key=lambda c: -c["age_my"]):
    _start = {t: NONE for t in _c["no_action"]} | {t: MIGRATE for t in _c["migrate"]} | \
        {t: EXPAND for t in _c["expand"]} | {t: ATTACK for t in _c["attack"]}
    CREATURES[_c["id"]] = Creature(id=_c["id"], name=_c["name"], age_my=_c["age_my"], colour=_c["colour"],
                                   letter=_c["letter"], start=_start, source=_c["source"])


class Ability(Model):
    """An ability card type: ``id``, ``name``, ``count`` (2-player count too), ``text``, ``source``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str
    name: str
    count: int
    two_player_count: int
    text: str
    source: str


ABILITIES: dict[str, Ability] = {a["id"]: Ability(**a) for a in _COMP["abilities"]}
"""Rulebook "Game Contents": Food 5, Intelligence 4, Mobility 3, Defense 2, Aggression 1."""

TILES_PER_TERRAIN: dict[str, int] = {t["level"]: t["per_terrain"] for t in _COMP["adaptation_tiles"]}
"""Adaptation tiles per terrain by level: migrate 3, expand 4, attack 5 (72 in all)."""

MINOR_TRACK: tuple[int, ...] = tuple(_COMP["minor_track"]["values"])
"""GAPS.md section 4: success points of the Minor Scoring track, left to right."""
MAJOR_AFTER: tuple[int, ...] = tuple(_COMP["minor_track"]["major_after"])
"""Taking the 4th, 8th or 11th region marker triggers a Major Scoring (rulebook "2. Major Scoring")."""

FOOD_TOTAL: int = _COMP["food"]["total"]
START_FOOD: int = _COMP["food"]["start"]
START_FOOD_CHART_AUCTION: int = _COMP["food"]["start_chart_auction"]
CREATURES_PER_PLAYER: dict[int, int] = {int(k): v for k, v in _COMP["creatures_per_player"].items() if k.isdigit()}
STARTING_CREATURES: dict[int, int] = {int(k): v for k, v in _COMP["starting_creatures"].items() if k.isdigit()}
HAND_SIZE = 10
MIN_BID = 3
"""Rulebook "Auctions": minimum bid 3 food chips."""
MAX_TURNS = 300
"""Safety stop (not in the rulebook): the game ends after this many turns."""
