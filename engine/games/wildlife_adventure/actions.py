"""Player actions of Wildlife Adventure: a discriminated union on ``kind``.

Points are board ids (``"AF7"``), expeditions are indexes (0 red, 1 yellow, 2 blue),
animal cards are their space ids, ★ chance cards their ids (``"C07"``). ``star`` on
an action names the kept ★ card that pays for it instead of travel vouchers.

* ``{"kind": "extend", "expedition": 0, "to": "EU7", "star": null}`` — lay a route
  extension from the expedition's tip (or the start base) to a neighbouring point.
  Costs (rulebook "The Travel Vouchers"; GAPS.md): the turn's extension and bonus
  extensions (green space, chance card) are free; any further one is an extra
  extension (2 vouchers); along a line that already carries one, +2 (parallel),
  or a ★ free-parallel card.
* ``{"kind": "remove", "expedition": 1, "star": null}`` — remove the expedition's
  last route extension (2 vouchers, or a ★ free-remove card).
* ``{"kind": "obstacle", "obstacle": 0, "to": "AF3"}`` — place or move obstacle 0..2
  (``to: null`` takes it off the board). 1 voucher opens an obstacle session: any
  number of obstacle moves until the next route extension; or a ★ card for one move.
* ``{"kind": "swap", "card": "AF7", "star": null}`` — put an animal card under the
  stack and take the top card (1 voucher, or a ★ free-swap card).
* ``{"kind": "end_turn"}`` — end the turn (after the turn's extension, or when no
  expedition can be extended without vouchers).
* ``{"kind": "blue", "choice": "vouchers" | "cards"}`` — the blue-space choice.
* ``{"kind": "discard", "card": "AF7"}`` — the chance card "put one of your animal
  cards under the stack".
* ``{"kind": "relay", "expedition": 2, "to": "AS3"}`` — the chance card "re-lay the
  last route extension of an expedition in another direction".
* ``{"kind": "undo", "step": 7}`` — take back your latest move (:class:`engine.undo.Undo`).

``WAAction`` is the union of the game's own moves; ``WATurnAction`` adds taking one back, and
``action_adapter`` parses it.
"""
from __future__ import annotations

from functools import cache
from typing import Annotated, Literal

from pydantic import ConfigDict, Field, TypeAdapter

from engine.core import Model
from engine.undo import Undo


class _Action(Model):
    model_config = ConfigDict(extra="forbid", frozen=True)


class ExtendAction(_Action):
    """Lay a route extension for ``expedition`` ending at point ``to``."""

    kind: Literal["extend"] = "extend"
    expedition: int = Field(ge=0, le=2)
    to: str
    star: str | None = None


class RemoveAction(_Action):
    """Remove the last route extension of ``expedition``."""

    kind: Literal["remove"] = "remove"
    expedition: int = Field(ge=0, le=2)
    star: str | None = None


class ObstacleAction(_Action):
    """Put obstacle ``obstacle`` on point ``to`` (None: off the board)."""

    kind: Literal["obstacle"] = "obstacle"
    obstacle: int = Field(ge=0, le=2)
    to: str | None = None
    star: str | None = None


class SwapAction(_Action):
    """Swap the animal card ``card`` for the top card of the stack."""

    kind: Literal["swap"] = "swap"
    card: str
    star: str | None = None


class EndTurnAction(_Action):
    """End the turn."""

    kind: Literal["end_turn"] = "end_turn"


class BlueAction(_Action):
    """Blue space: 3 travel vouchers for you, or one animal card for every other player."""

    kind: Literal["blue"] = "blue"
    choice: Literal["vouchers", "cards"]


class DiscardAction(_Action):
    """Put ``card`` from your hand under the animal stack (chance card)."""

    kind: Literal["discard"] = "discard"
    card: str


class RelayAction(_Action):
    """Re-lay the last route extension of ``expedition`` so it ends at ``to`` (chance card)."""

    kind: Literal["relay"] = "relay"
    expedition: int = Field(ge=0, le=2)
    to: str


WAAction = (ExtendAction | RemoveAction | ObstacleAction | SwapAction | EndTurnAction | BlueAction
            | DiscardAction | RelayAction)
Action = Annotated[WAAction, Field(discriminator="kind")]
WATurnAction = WAAction | Undo
"""Every action of the game's contract: its moves and taking one back."""
action_adapter: TypeAdapter[WATurnAction] = TypeAdapter(Annotated[WATurnAction, Field(discriminator="kind")])

END_TURN = EndTurnAction()


@cache
def extend(expedition: int, to: str, star: str | None = None) -> ExtendAction:
    """A shared (frozen) ExtendAction."""
    return ExtendAction(expedition=expedition, to=to, star=star)


@cache
def obstacle(index: int, to: str | None, star: str | None = None) -> ObstacleAction:
    """A shared (frozen) ObstacleAction."""
    return ObstacleAction(obstacle=index, to=to, star=star)
