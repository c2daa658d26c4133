"""Mission: Wild Life: the trick-taking mission game (``GAME``; see :mod:`.rules`)."""
from __future__ import annotations

from .rules import GAME, MissionWildLife

__all__ = ["GAME", "MissionWildLife"]
