"""WildLife (Wolfgang Kramer, 2002): area control with auctions (``GAME``; see :mod:`.rules`)."""
from __future__ import annotations

from .rules import GAME, WildLife

__all__ = ["GAME", "WildLife"]
