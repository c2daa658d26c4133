"""Reading a game state's phase afresh in engine tests."""
from __future__ import annotations

from typing import Protocol


class Phased(Protocol):
    """A game state with a ``phase`` field (each game's is a Literal of its own phase names)."""

    @property
    def phase(self) -> str: ...


def phase_now(state: Phased) -> str:
    """``state.phase`` as a plain str.

    mypy keeps what an earlier ``assert state.phase == "play"`` narrowed the field to across
    calls that change it (``GAME.apply``), so a later ``state.phase == "over"`` looks like a
    comparison that can never hold (``comparison-overlap``); compare ``phase_now(state)`` there."""
    return state.phase
