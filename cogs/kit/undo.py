"""Taking back a move on a panel (issue 36): the ↩️ Undo button, and what a refused undo says.

A seat's panel (and its DM copy) carries **↩️ Undo: <the move>** exactly when the rule allows
taking that move back (:func:`take_back_for`): its view offers it (``view.undo``,
:func:`engine.undo.undo_offer`: its own latest move, still in its window, nothing hidden shown, no
chance, no scoring, the match's ``undo`` option on) *and* the service agrees now
(:meth:`engine.service.MatchService.undo_offer`: the person made it themselves, not a timeout or
a bot, its time has not run out, the match runs and is not paused). Everywhere else there is no
button at all, never a disabled one. The label names the move in the game's words
(:meth:`cogs.kit.ui.GameUI.action_label`): "Undo: expand to D4". Rescue Animals' views have no
``undo``: it never shows one.

The button is the kit's ``undo`` verb (:data:`cogs.kit.codec.UNDO`), ``{prefix}:{match}:undo:{step}``:
its stamp is the log step of the move, so it names that move for good. A click plays
``Undo(step)`` (:func:`cogs.kit.components.take_back`); the engine refuses one that names a move
already taken back (a double click), gone (a stale panel) or someone else's, and the person gets
one line saying why (:func:`refusal_line`) over their panel as it is now.

A game places the button itself (:meth:`~cogs.kit.ui.GameUI.undo_button`, with its other
controls; labelled ``core-undo-button``); when its panel has none, the kit adds it where a row
has room (:func:`place`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from cogs.kit.codec import UNDO
from cogs.kit.text import safe
from cogs.lang import Lang, t
from cogs.lang.words import Words, refusal
from engine.undo import UndoOffer
from storage import MatchStatus

if TYPE_CHECKING:
    from engine.core import IllegalAction, Model
    from engine.service import MatchService, TakeBack
    from storage import MatchRecord

EMOJI = "↩️"
"""The Undo button's emoji."""

ROWS = 5
"""Rows of a classic view (a panel's components are laid out from one: :mod:`cogs.kit.layout`)."""
ROW_WIDTH = 5

def take_back_for(service: MatchService, record: MatchRecord, seat: int, view: Model) -> TakeBack | None:
    """What ``seat``'s panel of ``record`` offers to take back (see the module docstring), or None:
    the offer of ``view`` (``seat``'s view of ``record.version``) when the service offers the same
    move now."""
    offer = getattr(view, "undo", None)
    if record.status != MatchStatus.ACTIVE or not isinstance(offer, UndoOffer):
        return None
    now = service.undo_offer(record.id, seat)
    return now if now is not None and now.step == offer.step else None


def is_undo(item: discord.ui.Item[Any], prefix: str) -> bool:
    """Whether ``item`` is an Undo button of the game whose ``custom_id`` prefix is ``prefix``."""
    custom_id = getattr(item, "custom_id", None) or ""
    return custom_id.startswith(f"{prefix}:") and f":{UNDO}:" in custom_id


def place(view: discord.ui.View, item: discord.ui.Item[Any], near: str | None = None) -> bool:
    """Add ``item`` to ``view`` where a row has room: the row of the component ``near`` (a
    ``custom_id``, e.g. the panel's Refresh), else the first free row after the last one used,
    else the lowest row with room. Returns False (``view`` unchanged) when no row has room."""
    width: list[int] = [0] * ROWS
    rows: dict[str, int] = {}
    for child in view.children:
        row = getattr(child, "_rendered_row", None)
        row = child.row if row is None else row
        if row is not None:
            width[row] += child.width
            if getattr(child, "custom_id", None):
                rows[str(getattr(child, "custom_id", ""))] = row
    used = [r for r in range(ROWS) if width[r]]
    order: list[int] = []
    if near is not None and near in rows:
        order.append(rows[near])
    order += [r for r in range((max(used) + 1) if used else 0, ROWS)]
    order += sorted(range(ROWS), reverse=True)
    for row in order:
        if width[row] + item.width <= ROW_WIDTH:
            item.row = row
            view.add_item(item)
            return True
    return False


OPTION = "undo"
"""The lobby option switching taking back on or off for a match (``engine.undo.UndoOptions``)."""


def undo_option(lang: Lang) -> tuple[str, str, list[tuple[str, Any]]]:
    """The lobby's ``undo`` option as a :meth:`~cogs.kit.ui.GameUI.option_fields` entry ("Take back
    moves": On / Off, on by default), for a game whose moves may be taken back."""
    return OPTION, t(lang, "core-undo-option"), [(t(lang, "core-undo-option-off"), False),
                                                 (t(lang, "core-undo-option-on"), True)]


def refusal_line(exc: IllegalAction) -> Words:
    """What a refused take-back says: why the move can no longer be taken back, in the reader's
    words (:func:`cogs.lang.words.refusal`: ``core-undo-…`` by the engine's code, its English reason
    for a code the catalog does not have)."""
    return refusal(exc, safe)


__all__ = ["EMOJI", "OPTION", "is_undo", "place", "refusal_line", "take_back_for", "undo_option"]
