"""A panel's basis names everything the panel shows (issue 25, :meth:`GameUI.panel_basis`).

The table cog skips building a panel whose basis did not change, so two views with equal bases
must give the same panel. Over whole random games of every game whose UI names a basis, every
seat's panel is built at every step and its digest compared with the digest first built for an
equal basis: one basis, one panel. A basis that leaves out something the panel shows (planted:
one without the hand) is caught. The basis also has to be worth having: the same basis comes
back after other seats' moves.
"""
from __future__ import annotations

import random
from collections.abc import Hashable, Iterator
from typing import Any

import pytest

from cogs.kit.digest import digest
from cogs.kit.ui import GAME_UIS, PanelContext, discover
from engine import registry
from storage import MatchRecord, MatchStatus, SeatRecord

NAMES = ["Ana", "Bob *bold*", "Cid", "Dee", "Eve"]


def _record(game: str, n: int, version: int = 0) -> MatchRecord:
    seats = [SeatRecord(i, 100 + i, NAMES[i]) for i in range(n)]
    return MatchRecord(
        id=42, guild_id=1, channel_id=2, thread_id=3, game=game, status=MatchStatus.ACTIVE, host_id=100,
        options={}, seed=1, state=None, version=version, timers={}, created_at=0.0, updated_at=0.0, seats=seats,
    )


def _views(game_key: str, n: int, seed: int, steps: int) -> Iterator[tuple[int, int, Any]]:
    """(moves made, seat, that seat's view) for every seat after each of ``steps`` random legal moves."""
    game = registry.get(game_key)
    rng = random.Random(seed)
    state = game.setup(n, game.Options(), seed)
    for step in range(steps):
        for seat in range(n):
            yield step, seat, game.view(state, seat)
        if game.outcome(state) is not None:
            return
        moves = [(seat, legal) for seat in sorted(game.to_act(state)) if (legal := game.legal_actions(state, seat))]
        if not moves:
            return  # a timer is due (a real-time game): far enough for these checks
        seat, legal = rng.choice(moves)
        game.apply(state, seat, rng.choice(legal))


def conflicts(ui: Any, game_key: str, *, basis: Any = None, seeds: range = range(3), steps: int = 150,
              n: int = 4) -> tuple[list[tuple[Hashable, str, str]], int, int]:
    """Build every seat's panel along random games: ``(conflicts, panels with a basis, repeats)``
    where a conflict is one basis that built two different panels (``basis``: the function
    to check, default the UI's own)."""
    basis_of = basis or ui.panel_basis
    first: dict[Hashable, str] = {}
    found: list[tuple[Hashable, str, str]] = []
    with_basis = repeats = 0
    for seed in seeds:
        for step, seat, view in _views(game_key, n, seed, steps):
            record = _record(game_key, n, version=step)  # each move a new version: stamps follow it
            key = basis_of(record, seat, view)
            if key is None:
                continue
            with_basis += 1
            shown = digest(ui.panel(record, seat, view, PanelContext()).as_layout())
            if key in first:
                repeats += 1
                if first[key] != shown:
                    found.append((key, first[key], shown))
            else:
                first[key] = shown
    return found, with_basis, repeats


def _games_with_a_basis() -> list[str]:
    discover()
    keys = []
    for key, ui in sorted(GAME_UIS.items()):
        if key not in registry.games():
            continue
        if any(ui.panel_basis(_record(key, 4), seat, view) is not None for _, seat, view in _views(key, 4, 1, 40)):
            keys.append(key)
    return keys


def test_the_games_with_waiting_panels_name_a_basis() -> None:
    assert {"mission-wild-life", "wildlife"} <= set(_games_with_a_basis())


@pytest.mark.parametrize("game_key", ["mission-wild-life", "wildlife"])
def test_one_basis_builds_one_panel_over_random_games(game_key: str) -> None:
    discover()
    found, with_basis, repeats = conflicts(GAME_UIS[game_key], game_key)
    assert found == []
    assert with_basis > 100 and repeats > with_basis // 3  # waiting panels come back unchanged


@pytest.mark.parametrize("game_key", ["mission-wild-life", "wildlife"])
def test_a_basis_without_the_hand_is_caught(game_key: str) -> None:
    discover()
    ui = GAME_UIS[game_key]

    def without_hand(record: MatchRecord, seat: int, view: Any) -> Hashable | None:
        key = ui.panel_basis(record, seat, view)
        return None if key is None else ("waiting", seat)  # forgets the hand and everything else

    found, _, _ = conflicts(ui, game_key, basis=without_hand, seeds=range(1))
    assert found
