"""The self-play driver of the bot-level tests (tests/engine/selfplay.py) catches each fault it
claims to: a bot's unlisted action, a bot that must act and does not, a stall (no bot acts, no
timer runs), an illegal move; and its bots see only a view rebuilt from JSON. Planted in the
toy game of tests/toy_game.py."""
from __future__ import annotations

from typing import Any

import pytest
from pydantic import PrivateAttr

from engine.core import Event, IllegalAction, Rng
from tests.engine.selfplay import detached, self_play
from tests.toy_game import Add, ToyAction, ToyGame, ToyOptions, ToyState, ToyView


class AnyAmountToy(ToyGame):
    """``apply`` also accepts adding 3, which ``legal_actions`` never lists; its bot adds 3."""

    def apply(self, state: ToyState, seat: int, action: Any) -> list[Event]:
        if isinstance(action, Add) and action.amount == 3 and seat == state.turn and state.winner is None:
            state.counter += 2
            return super().apply(state, seat, Add(amount=1))
        return super().apply(state, seat, action)

    def bot_action(self, view: ToyView, seat: int, rng: Rng, level: str = "normal") -> ToyAction | None:
        return None if view.turn != seat or view.winner is not None else Add(amount=3)


class IdleToy(ToyGame):
    """Its bots never act."""

    def bot_action(self, view: ToyView, seat: int, rng: Rng, level: str = "normal") -> ToyAction | None:
        return None


class CheatingToy(ToyGame):
    """Its bots add 5, which ``apply`` refuses."""

    def bot_action(self, view: ToyView, seat: int, rng: Rng, level: str = "normal") -> ToyAction | None:
        return None if view.turn != seat or view.winner is not None else Add(amount=5)


class EndlessToy(ToyGame):
    """Nobody ever wins: adding never reaches the target."""

    def apply(self, state: ToyState, seat: int, action: Any) -> list[Event]:
        events = super().apply(state, seat, action)
        state.counter = 0
        return events


class PeekView(ToyView):
    _state: ToyState | None = PrivateAttr(default=None)


class PeekingToy(ToyGame):
    """Its view carries the state in a private attribute (never in the JSON); a bot that finds it
    there plays an unlisted 3."""

    def view(self, state: ToyState, seat: int | None) -> ToyView:
        view = PeekView(**super().view(state, seat).model_dump())
        view._state = state
        return view

    def bot_action(self, view: ToyView, seat: int, rng: Rng, level: str = "normal") -> ToyAction | None:
        if getattr(view, "_state", None) is not None:
            return Add(amount=3)
        return super().bot_action(view, seat, rng, level)


def test_a_fair_game_plays_to_its_end_the_same_way_every_time() -> None:
    first = self_play(ToyGame(), ["normal"] * 3, seed=4, options=ToyOptions(target=30), keep_every=5)
    again = self_play(ToyGame(), ["normal"] * 3, seed=4, options=ToyOptions(target=30), keep_every=5)
    assert ToyGame().outcome(first.final) is not None and first.steps >= 15
    assert len(first.kept) == (first.steps + 4) // 5 and first.kept[0].counter == 0
    assert [s.model_dump_json() for s in first.kept] == [s.model_dump_json() for s in again.kept]
    assert first.kept[0] is not first.final  # copies, not the live state


def test_keep_if_until_and_max_steps_bound_what_is_played_and_kept() -> None:
    played = self_play(ToyGame(), ["easy", "hard"], seed=1, options=ToyOptions(target=60), keep_every=1,
                       keep_if=lambda st: st.turn == 1, until=lambda st: st.counter >= 20)
    assert 20 <= played.final.counter < 22 and ToyGame().outcome(played.final) is None
    assert played.kept and all(st.turn == 1 for st in played.kept)
    assert self_play(ToyGame(), ["normal"] * 2, seed=1, options=ToyOptions(target=60), max_steps=7).steps == 7


def test_an_unlisted_action_is_caught_unless_the_game_spells_actions_one_way() -> None:
    with pytest.raises(AssertionError, match="amount=3"):
        self_play(AnyAmountToy(), ["normal"] * 2, seed=1)
    played = self_play(AnyAmountToy(), ["normal"] * 2, seed=1, listed=False)
    assert AnyAmountToy().outcome(played.final) is not None


def test_a_bot_that_must_act_and_does_not_is_caught() -> None:
    with pytest.raises(AssertionError, match="chose no action"):
        self_play(IdleToy(), ["hard"] * 2, seed=1)


def test_a_stall_is_caught_and_a_running_timer_fires_instead() -> None:
    with pytest.raises(AssertionError, match="no bot acts among seats .0. and no timer runs"):
        self_play(IdleToy(), ["normal"] * 2, seed=1, must_act=False)
    ticking = self_play(IdleToy(), ["normal"] * 2, seed=1, options=ToyOptions(tick_s=1.0), must_act=False, max_steps=5)
    assert ticking.final.ticks == 5 and ticking.final.counter == 0


def test_a_game_that_never_ends_is_caught() -> None:
    with pytest.raises(AssertionError, match="did not end within"):
        self_play(EndlessToy(), ["normal"] * 2, seed=1)


def test_an_illegal_move_raises() -> None:
    with pytest.raises(IllegalAction, match="Add 1 or 2"):
        self_play(CheatingToy(), ["normal"] * 2, seed=1, listed=False)


def test_bots_see_only_the_view_rebuilt_from_json() -> None:
    game = PeekingToy()
    state = game.setup(2, ToyOptions(), 1)
    assert game.bot_action(game.view(state, 0), 0, Rng.from_seed(1)) == Add(amount=3)  # the live view would leak
    assert getattr(detached(game, state, 0), "_state", None) is None
    played = self_play(game, ["normal"] * 2, seed=1)  # a 3 would fail the listing check
    assert game.outcome(played.final) is not None
