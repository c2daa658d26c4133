"""Views share their public parts (issue 25): one frozen instance of a region, a card or a route
extension serves every seat's view of every match, so nothing that reads a view may change it.

Over a random game of every game, each view's JSON is taken when it is built; then the table and
every seat's panel are built from the views (and their pictures drawn, every few moves), and the
bots decide from them. At the end every view still dumps as it did when it was built.
"""
from __future__ import annotations

from typing import Any

import pytest

from bench.engine_bench import play_match
from cogs.kit.ui import GAME_UIS, PanelContext, discover
from engine import registry
from engine.core import Rng
from tests.cogs.test_panel_basis import _record

STEPS = 80
DRAW_EVERY = 8


def _read_along_a_game(game_key: str, seed: int = 7) -> list[tuple[Any, str]]:
    """Every view built along a random game (the engine bench's self-play driver, random legal
    moves and the games' timers), with its JSON when built, after everything read them."""
    discover()
    ui, game = GAME_UIS[game_key], registry.get(game_key)
    bot_rng = Rng.from_seed(seed)
    kept: list[tuple[Any, str]] = []

    def read(state: Any) -> None:
        step = len(kept) // 5
        record = _record(game_key, 4, version=step)
        views = {seat: game.view(state, seat) for seat in (None, 0, 1, 2, 3)}
        kept.extend((view, view.model_dump_json()) for view in views.values())
        built = [ui.table(record, views[None])]
        built += [ui.panel(record, seat, views[seat], PanelContext()) for seat in range(4)]
        if step % DRAW_EVERY == 0:
            for rendered in built:
                for picture in rendered.pictures:
                    picture.draw()
        for seat in sorted(game.to_act(state)):
            game.bot_action(views[seat], seat, bot_rng)

    play_match(game, 4, seed, "random", cap=STEPS, on_state=read)
    return kept


def changed(kept: list[tuple[Any, str]]) -> int:
    """How many of the kept views no longer dump as they did when built."""
    return sum(view.model_dump_json() != before for view, before in kept)


@pytest.mark.parametrize("game_key", sorted(registry.games()))
def test_reading_views_changes_no_shared_part(game_key: str) -> None:
    kept = _read_along_a_game(game_key)
    assert len(kept) > 100
    assert changed(kept) == 0


def test_a_change_to_a_shared_part_is_caught() -> None:
    """Planted: one view's region counts changed in place shows in the other views that share it."""
    kept = _read_along_a_game("wildlife")
    first = kept[0][0]
    first.regions[0].counts.append(9)
    try:
        assert changed(kept) > 1  # the view itself and the others sharing that region
    finally:
        first.regions[0].counts.pop()
    assert changed(kept) == 0
