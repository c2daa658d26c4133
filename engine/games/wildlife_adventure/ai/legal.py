"""The actions a bot of Wildlife Adventure may choose from: the seat's legal actions from its view
(:func:`..views.legal_from_view`) without any undo, which only a person may ask for."""
from __future__ import annotations

from ..actions import WAAction
from ..views import WAView, legal_from_view

UNDO_KIND: str = "undo"
"""The ``kind`` of a take-back action, should the action union ever list one: never a bot's choice."""


def bot_legal(view: WAView) -> list[WAAction]:
    """The legal actions of the view's seat a bot may play (empty for a spectator or when not to act)."""
    return [a for a in legal_from_view(view) if a.kind != UNDO_KIND]


__all__ = ["UNDO_KIND", "bot_legal"]
