"""Player actions of WildLife: a discriminated union on ``kind``.

Every action is a small JSON object a Discord button, select or typed text can make
(spaces by label ``"C7"``, regions by id or name, cards by id):

=================  =====================================  ==========================================
kind               fields                                 when
=================  =====================================  ==========================================
``bid``            ``amount`` (int >= the minimum)         your turn to bid in an auction
``pass``           —                                       decline to bid (final for this auction)
``choose_creature`` ``creature`` ("bear")                 variant: you won a creature-chart auction
``place``          ``space``                               populating the board
``use``            ``card``                                play a hand card for yourself
``auction``        ``card``                                play a hand card as an auction
``joker``          ``as_kind`` (terrain/"wheel"/"arrowhead") choose what a Lightning card acts as
``migrate``        ``from_space``, ``to_space``            a Terrain card's Migrate, or a free Migration
``expand``         ``space``                               a Terrain card's Expand
``attack``         ``space``                               a Terrain card's Attack
``upgrade``        ``terrain``                             a Wheel card
``take_ability``   ``ability``, ``from_seat`` (int|None)   an Arrowhead card
``plague``         ``region``                              a Plague card
``remove``         ``space``                               Plague struck one of your regions
``discard``        —                                       let the current card go with no effect
``trade_food``     —                                       pay 3 food, advance 1 on the success track
``end_turn``       —                                       finish your turn (draw back to 10)
``undo``           ``step``                                take back your latest move (:mod:`engine.undo`)
=================  =====================================  ==========================================

``Action`` is the union of the game's own moves (what views list and bots choose from);
``action_adapter`` parses those and :class:`engine.undo.Undo` (``WLAction``).
"""
from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, TypeAdapter, field_validator

from engine.core import Model
from engine.undo import Undo

from .board import normalise_space, region_id
from .cards import is_card


def _space(v: str) -> str:
    lab = normalise_space(v)
    if lab is None:
        raise ValueError(f"no space {v!r} on the map")
    return lab


def _lower(v: str) -> str:
    return v.strip().lower()


def _card(v: str) -> str:
    if not is_card(v):
        raise ValueError(f"no card {v!r}")
    return v


class BidAction(Model):
    """Bid ``amount`` food chips (at least the minimum shown in the auction)."""

    kind: Literal["bid"] = "bid"
    amount: int = Field(ge=0)


class PassAction(Model):
    """Pass in the auction; you may not bid again in it."""

    kind: Literal["pass"] = "pass"


class ChooseCreatureAction(Model):
    """Take the creature chart ``creature`` (variant "Creature Charts / Starting Player")."""

    kind: Literal["choose_creature"] = "choose_creature"
    creature: str

    _v = field_validator("creature")(lambda cls, v: _lower(v))


class PlaceAction(Model):
    """Place a starting creature on ``space`` (rulebook "Populating the Board")."""

    kind: Literal["place"] = "place"
    space: str

    _v = field_validator("space")(lambda cls, v: _space(v))


class UseAction(Model):
    """Play ``card`` from your hand to carry it out yourself."""

    kind: Literal["use"] = "use"
    card: str

    _v = field_validator("card")(lambda cls, v: _card(v))


class AuctionAction(Model):
    """Play ``card`` from your hand as an auction to the other players."""

    kind: Literal["auction"] = "auction"
    card: str

    _v = field_validator("card")(lambda cls, v: _card(v))


class JokerAction(Model):
    """Say what the Lightning card acts as: a terrain, ``"wheel"`` or ``"arrowhead"``."""

    kind: Literal["joker"] = "joker"
    as_kind: str

    _v = field_validator("as_kind")(lambda cls, v: _lower(v))


class MigrateAction(Model):
    """Move your creature from ``from_space`` to the empty ``to_space`` (one step, or
    through your own herd)."""

    kind: Literal["migrate"] = "migrate"
    from_space: str
    to_space: str

    _v = field_validator("from_space", "to_space")(lambda cls, v: _space(v))


class ExpandAction(Model):
    """Place a creature from your supply on the empty ``space``."""

    kind: Literal["expand"] = "expand"
    space: str

    _v = field_validator("space")(lambda cls, v: _space(v))


class AttackAction(Model):
    """Replace the opponent's creature on ``space`` with one of yours."""

    kind: Literal["attack"] = "attack"
    space: str

    _v = field_validator("space")(lambda cls, v: _space(v))


class UpgradeAction(Model):
    """Raise your adaptation in ``terrain`` one level."""

    kind: Literal["upgrade"] = "upgrade"
    terrain: str

    _v = field_validator("terrain")(lambda cls, v: _lower(v))


class TakeAbilityAction(Model):
    """Take an ability card ``ability``; ``from_seat`` names the opponent when the supply is out."""

    kind: Literal["take_ability"] = "take_ability"
    ability: str

    _v = field_validator("ability")(lambda cls, v: _lower(v))
    from_seat: int | None = None


class PlagueAction(Model):
    """Strike ``region`` (id or name) with Plague."""

    kind: Literal["plague"] = "plague"
    region: str

    @field_validator("region")
    @classmethod
    def _r(cls, v: str) -> str:
        rid = region_id(v)
        if rid is None:
            raise ValueError(f"no region {v!r}")
        return rid


class RemoveAction(Model):
    """Remove your creature on ``space`` (Plague)."""

    kind: Literal["remove"] = "remove"
    space: str

    _v = field_validator("space")(lambda cls, v: _space(v))


class DiscardAction(Model):
    """Let the card you are carrying out go with no effect."""

    kind: Literal["discard"] = "discard"


class TradeFoodAction(Model):
    """Pay 3 food chips to the supply and advance one space on the success track."""

    kind: Literal["trade_food"] = "trade_food"


class EndTurnAction(Model):
    """End your turn."""

    kind: Literal["end_turn"] = "end_turn"


AnyAction = Union[  # noqa: UP007 (a runtime alias used by TypeAdapter)
    BidAction, PassAction, ChooseCreatureAction, PlaceAction, UseAction, AuctionAction, JokerAction,
    MigrateAction, ExpandAction, AttackAction, UpgradeAction, TakeAbilityAction, PlagueAction, RemoveAction,
    DiscardAction, TradeFoodAction, EndTurnAction]
Action = Annotated[AnyAction, Field(discriminator="kind")]
WLAction = Union[AnyAction, Undo]  # noqa: UP007 (a runtime alias used by TypeAdapter)
"""Every action of the game's contract: its moves and taking one back."""
action_adapter: TypeAdapter[WLAction] = TypeAdapter(Annotated[WLAction, Field(discriminator="kind")])
