"""Wildlife Adventure: route-building on a world map (``GAME``; see :mod:`.rules`)."""
from __future__ import annotations

from .rules import GAME, WildlifeAdventure

__all__ = ["GAME", "WildlifeAdventure"]
