"""Rescue Animals in Discord, on the table kit (:mod:`cogs.kit`).

Modules by job: :mod:`.ui` (the :class:`~cogs.kit.ui.GameUI` subclass and its verbs),
:mod:`.table` (the public table), :mod:`.panel` (the private **My dice** panel),
:mod:`.announce` (thread messages), :mod:`.picture` (the display drawn with Pillow),
:mod:`.symbols` (dice symbols and the text rendering of cards).

``UI`` is found by :func:`cogs.kit.ui.discover`; nothing shared names this game.
"""
from __future__ import annotations

from cogs.games.rescue_animals.ui import UI, RescueUI

__all__ = ["UI", "RescueUI"]
