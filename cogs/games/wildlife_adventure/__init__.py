"""Wildlife Adventure in Discord, on the table kit (:mod:`cogs.kit`).

Modules by job: :mod:`.ui` (the :class:`~cogs.kit.ui.GameUI` subclass, its verbs, typed point
ids and ``clicks_for``), :mod:`.choices` (the options a panel offers, from the seat's
view), :mod:`.table` (the public table with the board picture), :mod:`.panel` (the private
**My cards** panel), :mod:`.announce` (thread messages), :mod:`.picture` (the board drawn
with Pillow).

``UI`` is found by :func:`cogs.kit.ui.discover`; nothing shared names this game.
"""
from __future__ import annotations

from cogs.games.wildlife_adventure.ui import UI, WildlifeAdventureUI

__all__ = ["UI", "WildlifeAdventureUI"]
