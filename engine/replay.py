"""Replay a match from its seed and action log (DESIGN.md: "setup + the action log replays
to the identical state on any Python version").

Used by the service as a fallback when a stored state cannot be read (for example after a
state model gained a field without a default), and by tests to check determinism.
"""
from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from engine.core import AnyGame, Model, parse_action


def replay(game: AnyGame, seats: int, options: dict[str, Any], seed: int, log: Iterable[tuple[int, str]]) -> Model:
    """The state after ``setup(seats, options, seed)`` and every ``(seat, action_json)`` of ``log`` in order.

    Raises IllegalAction if a logged action is refused (the log does not belong to this
    game, options or seed), and pydantic ValidationError for malformed options.
    """
    state: Model = game.setup(seats, game.Options.model_validate(options), seed)
    for seat, action in log:
        game.apply(state, seat, parse_action(game, json.loads(action)))
    return state
