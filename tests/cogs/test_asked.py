"""What each game's UI says a person is asked to do (``GameUI.asked``, issue 21), from that seat's view."""
from __future__ import annotations

from typing import Any

from cogs.kit.ui import GAME_UIS, discover
from engine import registry
from engine.core import Rng


def _first_asks(key: str, players: int, moves: int = 0) -> list[str]:
    """``asked`` for the seat to act after ``moves`` bot moves from the deal, each step."""
    game: Any = registry.get(key)
    state = game.setup(players, game.Options(), 11)
    discover()
    ui, rng, asks = GAME_UIS[key], Rng.from_seed(3), []
    for _ in range(moves + 1):
        seat = min(game.to_act(state))
        asks.append(ui.asked(game.view(state, seat), seat))
        action = game.bot_action(game.view(state, seat), seat, rng)
        game.apply(state, seat, action)
    return asks


def test_each_game_says_what_is_asked_in_its_own_words() -> None:
    assert set(_first_asks("mission-wild-life", 3, 6)) <= {"choose the cards to pass", "lead the next trick", "play a card"}
    assert "play a card" in _first_asks("mission-wild-life", 3, 12)
    assert _first_asks("wildlife-adventure", 2)[0] == "lay a route extension"
    wl = _first_asks("wildlife", 2, 40)
    assert wl[0] == "place a starting creature" or wl[0].startswith("your bid")
    assert any(a.startswith(("play a card", "your bid on the")) for a in wl)
    assert all(a != "make your move" for a in wl)
