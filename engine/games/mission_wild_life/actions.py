"""Player actions of Mission: Wild Life: a discriminated union on ``kind``.

Shapes (cards are card ids, see :mod:`.cards`):

* ``{"kind": "play", "card": "blue-8"}`` — play one card to the trick.
* ``{"kind": "pass", "cards": ["gray-1", "red-3", "gold-8"]}`` — the pass-cards
  variant (Mission: Wild Life, "Variants", "Pass Cards"): three distinct hand cards.
* ``{"kind": "undo", "step": 4}`` — take back a passing choice (:class:`engine.undo.Undo`).

``Action`` is the union of the game's own moves; ``MWLAction`` adds taking one back, and
``action_adapter`` parses it.
"""
from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, TypeAdapter, field_validator

from engine.core import Model
from engine.undo import Undo

from .cards import parse


def _check_card(value: str) -> str:
    parse(value)  # raises ValueError -> pydantic ValidationError
    return value


class PlayAction(Model):
    """Play ``card`` (a card id like ``"blue-8"``)."""

    kind: Literal["play"] = "play"
    card: str

    @field_validator("card")
    @classmethod
    def _valid(cls, v: str) -> str:
        return _check_card(v)


class PassAction(Model):
    """Pass three distinct ``cards`` to the player on the left."""

    kind: Literal["pass"] = "pass"
    cards: list[str] = Field(min_length=3, max_length=3)

    @field_validator("cards")
    @classmethod
    def _valid(cls, v: list[str]) -> list[str]:
        for c in v:
            _check_card(c)
        if len(set(v)) != len(v):
            raise ValueError("pass three different cards")
        return v


Action = Annotated[PlayAction | PassAction, Field(discriminator="kind")]
MWLAction = PlayAction | PassAction | Undo
"""Every action of the game's contract: its moves and taking one back."""
action_adapter: TypeAdapter[MWLAction] = TypeAdapter(Annotated[MWLAction, Field(discriminator="kind")])
