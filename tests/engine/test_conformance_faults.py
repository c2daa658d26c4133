"""The conformance checks catch what they claim to: each test plants one fault in a broken variant
of the toy game (tests/toy_game.py), or of the toy that takes moves back (tests/undo_toy.py), and
sees the check of that property report it.

The unbroken toys pass every check (:func:`test_the_toy_game_passes_every_check`,
:func:`test_the_undo_toy_passes_every_check`), so each failure below comes from its planted fault.
"""
from __future__ import annotations

from typing import Any, ClassVar

import pytest
from pydantic import Field

from engine.core import BOT_LEVELS, Event, GameOptions, IllegalAction, Model, Outcome, Rng, Timer
from engine.undo import Undo
from tests.engine import conformance as C
from tests.toy_game import Add, Tick, ToyAction, ToyGame, ToyOptions, ToyState, ToyView
from tests.undo_toy import Roll, UndoToyGame, UndoToyOptions, UndoToyState, UndoToyView

SEATS = 3


def case_of(game: ToyGame, target: int = 10) -> C.Case:
    """A 3-seat case of ``game`` with the toy's options."""
    return C.Case(game, SEATS, ToyOptions(target=target), seed=5, play_seed=5)


def toy_samples(target: int = 10) -> C.Playthrough:
    """A playthrough of the unbroken toy: states to show a broken game."""
    return C.play(case_of(ToyGame(), target))


def test_the_toy_game_passes_every_check() -> None:
    pt = C.check_all(case_of(ToyGame()))
    assert len(pt.samples) > 3 and pt.log


# ------------------------------------------------------------------ termination

class EndlessToy(ToyGame):
    """Adding never moves the counter: the game never ends."""

    def apply(self, state: ToyState, seat: int, action: Any) -> list[Event]:
        if isinstance(action, Add):
            if seat != state.turn:
                raise IllegalAction("It is not your turn.")
            state.turn = (state.turn + 1) % state.players
            return []
        return super().apply(state, seat, action)


def test_endless_play_is_caught() -> None:
    with pytest.raises(C.ConformanceError, match=r"termination .*did not end within 500 actions"):
        C.play(case_of(EndlessToy()), max_steps=500)


class PlacelessToy(ToyGame):
    """The outcome places only the winner."""

    def outcome(self, state: ToyState) -> Outcome | None:
        out = super().outcome(state)
        return None if out is None else Outcome(places=[1], scores=[1.0])


def test_an_outcome_without_every_seat_is_caught() -> None:
    with pytest.raises(C.ConformanceError, match="does not place every seat"):
        C.check_outcome(C.play(case_of(PlacelessToy())))


# ------------------------------------------------------------------ replay

class CountingToy(ToyGame):
    """Counts applied actions in the game object (hidden global state) and writes the count in the state."""

    def __init__(self) -> None:
        self.applied = 0

    def apply(self, state: ToyState, seat: int, action: Any) -> list[Event]:
        events = super().apply(state, seat, action)
        self.applied += 1
        state.ticks = self.applied
        return events


def test_a_log_that_does_not_replay_is_caught() -> None:
    game = CountingToy()
    pt = C.play(case_of(game))
    with pytest.raises(C.ConformanceError, match="replay .*gave a different state"):
        C.check_replay(pt)


class RandomSetupToy(ToyGame):
    """Setup draws from a generator kept in the game object, not from the seed."""

    def __init__(self) -> None:
        self.rng = Rng.from_seed(1)

    def setup(self, seats: int, options: GameOptions, seed: int) -> ToyState:
        return super().setup(seats, options, seed + self.rng.below(1000))


def test_a_setup_that_ignores_the_seed_is_caught() -> None:
    with pytest.raises(C.ConformanceError, match="setup with the same seats, options and seed"):
        C.check_replay(C.play(case_of(RandomSetupToy())))


# ------------------------------------------------------------------ JSON

class LossyState(ToyState):
    """The counter is left out of the JSON."""

    counter: int = Field(0, exclude=True)


class LossyStateToy(ToyGame):
    State = LossyState

    def setup(self, seats: int, options: GameOptions, seed: int) -> ToyState:
        return LossyState(**super().setup(seats, options, seed).model_dump())


def test_a_state_that_loses_a_field_in_json_is_caught() -> None:
    game = LossyStateToy()
    pt = C.play(case_of(game))
    with pytest.raises(C.ConformanceError, match="state JSON"):
        for sample in pt.samples:
            C.check_json_round_trip(game, pt.case, sample.state)


class LossyView(ToyView):
    """The turn is left out of the JSON."""

    turn: int = Field(0, exclude=True)


class LossyViewToy(ToyGame):
    def view(self, state: ToyState, seat: int | None) -> ToyView:
        return LossyView(**super().view(state, seat).model_dump())


def test_a_view_that_loses_a_field_in_json_is_caught() -> None:
    game = LossyViewToy()
    pt = toy_samples()
    with pytest.raises(C.ConformanceError, match="view JSON"):
        for sample in pt.samples:
            C.check_json_round_trip(game, pt.case, sample.state)


# ------------------------------------------------------------------ hidden information

class PeekingView(ToyView):
    neighbour: str | None = None


class LeakyToy(ToyGame):
    """Each view shows the next seat's secret word too (the spectator's, seat 0's)."""

    def view(self, state: ToyState, seat: int | None) -> ToyView:
        base = super().view(state, seat)
        peek = state.secrets[0 if seat is None else (seat + 1) % state.players]
        return PeekingView(**base.model_dump(), neighbour=peek)


def test_a_view_that_shows_another_seats_secret_is_caught() -> None:
    game = LeakyToy()
    pt = toy_samples()
    with pytest.raises(C.ConformanceError, match=r"hidden information .*sees seat \d's"):
        C.check_views_hide_private_texts(game, pt.case, pt.samples[0].state)


class SpectatorLeakToy(ToyGame):
    """Only the spectator view shows a secret word (seat 1's)."""

    def view(self, state: ToyState, seat: int | None) -> ToyView:
        base = super().view(state, seat)
        return base if seat is not None else base.model_copy(update={"my_secret": state.secrets[1]})


def test_a_spectator_view_that_shows_a_secret_is_caught() -> None:
    pt = toy_samples()
    with pytest.raises(C.ConformanceError, match="the spectator sees seat 1's"):
        C.check_views_hide_private_texts(SpectatorLeakToy(), pt.case, pt.samples[0].state)


class QuotedSecretToy(ToyGame):
    """Secret words with a quote (JSON escapes them); every view shows all of them."""

    def private_texts(self, state: ToyState, seat: int) -> set[str]:
        return {f'"{state.secrets[seat]}"'}

    def view(self, state: ToyState, seat: int | None) -> ToyView:
        return super().view(state, seat).model_copy(update={"my_secret": " ".join(f'"{w}"' for w in state.secrets)})


def test_a_leak_is_caught_through_json_escaping() -> None:
    pt = toy_samples()
    with pytest.raises(C.ConformanceError, match="sees seat"):
        C.check_views_hide_private_texts(QuotedSecretToy(), pt.case, pt.samples[0].state)


class UnrenderedSecretsToy(ToyGame):
    """``private_texts`` names strings no view renders, so a leak check with them would see nothing."""

    def private_texts(self, state: ToyState, seat: int) -> set[str]:
        return {f"secret of seat {seat}"}


def test_private_texts_no_view_renders_are_caught() -> None:
    pt = toy_samples()
    with pytest.raises(C.ConformanceError, match="is in its own view"):
        C.check_views_hide_private_texts(UnrenderedSecretsToy(), pt.case, pt.samples[0].state)


def test_only_texts_played_in_plain_sight_are_exempt() -> None:
    """A text recorded as public (played in plain sight) is exempt; the others are still caught."""
    pt = toy_samples()
    state = pt.samples[0].state
    assert isinstance(state, ToyState)
    C.check_views_hide_private_texts(SpectatorLeakToy(), pt.case, state, frozenset({state.secrets[1]}))
    with pytest.raises(C.ConformanceError, match="sees seat 1's"):
        C.check_views_hide_private_texts(SpectatorLeakToy(), pt.case, state, frozenset({state.secrets[2]}))


# ------------------------------------------------------------------ actions

class RefusingToy(ToyGame):
    """Lists adding 3, which ``apply`` refuses."""

    def legal_actions(self, state: ToyState, seat: int) -> list[Any]:
        listed = super().legal_actions(state, seat)
        return [*listed, Add(amount=3)] if listed else []


def test_a_listed_action_that_is_refused_is_caught() -> None:
    pt = toy_samples()
    with pytest.raises(C.ConformanceError, match="legal actions .*was refused"):
        C.check_legal_actions_apply(RefusingToy(), pt.case, pt.samples[0].state)


class AnySeatToy(ToyGame):
    """Lets any seat add, in turn or not (and after the end)."""

    def apply(self, state: ToyState, seat: int, action: Any) -> list[Event]:
        if isinstance(action, Add) and seat >= 0 and state.winner is None:
            state.turn = seat
        elif isinstance(action, Add) and state.winner is not None:
            state.counter += action.amount
            return []
        return super().apply(state, seat, action)


def test_an_illegal_action_that_is_accepted_is_caught() -> None:
    pt = toy_samples()
    with pytest.raises(C.ConformanceError, match="is not legal now but was accepted"):
        C.check_illegal_actions_change_nothing(AnySeatToy(), pt.case, pt.samples[1].state, pt.pool)


def test_an_action_accepted_after_the_end_is_caught() -> None:
    pt = toy_samples()
    with pytest.raises(C.ConformanceError, match="is not legal now but was accepted"):
        C.check_illegal_actions_change_nothing(AnySeatToy(), pt.case, pt.final, pt.pool)


class HastyToy(ToyGame):
    """Counts a tick before checking whose turn it is (the state changes, then IllegalAction)."""

    def apply(self, state: ToyState, seat: int, action: Any) -> list[Event]:
        state.ticks += 1
        return super().apply(state, seat, action)


def test_an_apply_that_changes_the_state_before_refusing_is_caught() -> None:
    pt = toy_samples()
    with pytest.raises(C.ConformanceError, match="changed the state"):
        C.check_illegal_actions_change_nothing(HastyToy(), pt.case, pt.samples[1].state, pt.pool)


class AliasToy(ToyGame):
    """Accepts adding 3 from the seat in turn as another spelling of adding 2 (listed): no fault."""

    def apply(self, state: ToyState, seat: int, action: Any) -> list[Event]:
        if isinstance(action, Add) and action.amount == 3:
            action = Add(amount=2)
        return super().apply(state, seat, action)


def test_another_spelling_of_a_listed_action_is_no_fault() -> None:
    pt = toy_samples()
    state = pt.samples[1].state
    pool = [*pt.pool, Add(amount=3)]
    assert C.check_illegal_actions_change_nothing(AliasToy(), pt.case, state, pool) > 0
    with pytest.raises(C.ConformanceError, match=r"amount=3\) is not legal now but was accepted"):
        C.check_illegal_actions_change_nothing(AnyAmountToy(), pt.case, state, pool)


class AnyAmountToy(ToyGame):
    """Accepts adding 3, which no listed action matches."""

    def apply(self, state: ToyState, seat: int, action: Any) -> list[Event]:
        if isinstance(action, Add) and action.amount == 3 and seat == state.turn and state.winner is None:
            state.counter += 3
            state.turn = (state.turn + 1) % state.players
            return []
        return super().apply(state, seat, action)


class BadDefaultToy(ToyGame):
    """Defaults to adding 3, which ``apply`` refuses."""

    def default_action(self, state: ToyState, seat: int) -> Any:
        return Add(amount=3)


def test_an_illegal_default_action_is_caught() -> None:
    pt = toy_samples()
    with pytest.raises(C.ConformanceError, match="default action .*is illegal"):
        C.check_default_action(BadDefaultToy(), pt.case, pt.samples[0].state)


class MutatingDefaultToy(ToyGame):
    """Computing the default action advances the state's generator."""

    def default_action(self, state: ToyState, seat: int) -> Any:
        return Add(amount=1 + state.rng.below(2))


def test_a_default_action_that_changes_the_state_is_caught() -> None:
    pt = toy_samples()
    with pytest.raises(C.ConformanceError, match="default_action for seat .* changed the state"):
        C.check_default_action(MutatingDefaultToy(), pt.case, pt.samples[0].state)


# ------------------------------------------------------------------ bots

class PeekingBotToy(ToyGame):
    """The bot reads the last state the game built a view of, not its view."""

    def __init__(self) -> None:
        self.last: ToyState | None = None

    def view(self, state: ToyState, seat: int | None) -> ToyView:
        self.last = state
        return super().view(state, seat)

    def bot_action(self, view: ToyView, seat: int, rng: Rng, level: str = "normal") -> ToyAction | None:
        assert self.last is not None
        return Add(amount=1 + self.last.counter % 2)


def _two_states_of_other_parity(pt: C.Playthrough) -> tuple[ToyState, ToyState]:
    states = [s.state for s in pt.samples if isinstance(s.state, ToyState) and s.state.winner is None]
    first = states[0]
    other = next(s for s in states if s.counter % 2 != first.counter % 2)
    return first, other


def test_a_bot_that_reads_more_than_its_view_is_caught() -> None:
    pt = toy_samples(target=40)
    state, other = _two_states_of_other_parity(pt)
    with pytest.raises(C.ConformanceError, match="from the same view and rng"):
        C.check_bots(PeekingBotToy(), pt.case, state, other)


class ForgetfulBotToy(ToyGame):
    """The bot alternates its choice by a count it keeps (not from the rng)."""

    def __init__(self) -> None:
        self.calls = 0

    def bot_action(self, view: ToyView, seat: int, rng: Rng, level: str = "normal") -> ToyAction | None:
        self.calls += 1
        return Add(amount=1 + self.calls % 2)


def test_a_bot_that_is_not_deterministic_is_caught() -> None:
    pt = toy_samples()
    with pytest.raises(C.ConformanceError, match="from the same view and rng"):
        C.check_bots(ForgetfulBotToy(), pt.case, pt.samples[0].state, pt.samples[1].state)


class IllegalBotToy(ToyGame):
    """The hard bot adds 5."""

    def bot_action(self, view: ToyView, seat: int, rng: Rng, level: str = "normal") -> ToyAction | None:
        return Add(amount=5) if level == "hard" else super().bot_action(view, seat, rng, level)


def test_a_bot_that_chooses_an_illegal_action_is_caught() -> None:
    pt = toy_samples()
    with pytest.raises(C.ConformanceError, match="the hard bot of seat .* chose illegal"):
        C.check_bots(IllegalBotToy(), pt.case, pt.samples[0].state, pt.samples[1].state)


class LevelBlindToy(ToyGame):
    """An unknown level adds 2 where Normal adds 1."""

    def bot_action(self, view: ToyView, seat: int, rng: Rng, level: str = "normal") -> ToyAction | None:
        if super().bot_action(view, seat, rng, level) is None:
            return None
        return Add(amount=1 if level in BOT_LEVELS else 2)


def test_an_unknown_level_that_does_not_play_as_normal_is_caught() -> None:
    pt = toy_samples()
    with pytest.raises(C.ConformanceError, match="an unknown level chose"):
        C.check_bots(LevelBlindToy(), pt.case, pt.samples[0].state, pt.samples[1].state)


class EagerBotToy(ToyGame):
    """The bot adds 1 whether or not it is its turn."""

    def bot_action(self, view: ToyView, seat: int, rng: Rng, level: str = "normal") -> ToyAction | None:
        return Add(amount=1)


def test_a_bot_that_acts_out_of_turn_is_caught() -> None:
    pt = toy_samples()
    with pytest.raises(C.ConformanceError, match="not to act, chose"):
        C.check_bots(EagerBotToy(), pt.case, pt.samples[0].state, pt.samples[1].state)


# ------------------------------------------------------------------ the remaining cases each check claims

class StuckToy(ToyGame):
    """Nobody is to act once the counter reaches 4, though the game is not over."""

    def to_act(self, state: ToyState) -> set[int]:
        return set() if state.counter >= 4 else super().to_act(state)


def test_a_game_where_nobody_can_move_is_caught() -> None:
    with pytest.raises(C.ConformanceError, match="no seat may act and no timer runs"):
        C.play(case_of(StuckToy()))


class RestlessToy(ToyGame):
    """The winner is still to act after the end."""

    def to_act(self, state: ToyState) -> set[int]:
        return {state.turn} if state.winner is not None else super().to_act(state)

    def legal_actions(self, state: ToyState, seat: int) -> list[Any]:
        return [] if state.winner is not None else super().legal_actions(state, seat)


def test_seats_to_act_after_the_end_are_caught() -> None:
    with pytest.raises(C.ConformanceError, match="are to act after the end"):
        C.check_outcome(C.play(case_of(RestlessToy())))


class TickingToy(ToyGame):
    """With ``tick_s`` its tick timer keeps running after the end."""

    def timers(self, state: ToyState) -> list[Timer]:
        return [Timer(key=f"tick:{state.ticks}", delay_s=state.tick_s, action={"kind": "tick"})]


def test_timers_running_after_the_end_are_caught() -> None:
    case = C.Case(TickingToy(), SEATS, ToyOptions(tick_s=1.0), seed=5, play_seed=5)
    with pytest.raises(C.ConformanceError, match="still run after the end"):
        C.check_outcome(C.play(case))


class DeafTimerToy(ToyGame):
    """Asks for a tick timer but refuses the tick."""

    def timers(self, state: ToyState) -> list[Timer]:
        return [Timer(key="tick", delay_s=1.0, action={"kind": "tick"})] if state.winner is None else []

    def apply(self, state: ToyState, seat: int, action: Any) -> list[Event]:
        if isinstance(action, Tick):
            raise IllegalAction("No ticking here.")
        return super().apply(state, seat, action)


def test_a_timer_action_that_is_refused_is_caught() -> None:
    pt = toy_samples()
    with pytest.raises(C.ConformanceError, match=r"legal actions .*seat -1's legal Tick.* was refused"):
        C.check_legal_actions_apply(DeafTimerToy(), pt.case, pt.samples[0].state)


class ChattySetupToy(ToyGame):
    """Announces how many games it has set up (a count kept in the game object)."""

    def __init__(self) -> None:
        self.deals = 0

    def setup_events(self, state: ToyState) -> list[Event]:
        self.deals += 1
        return [Event(kind="deal", text=f"deal {self.deals}")]


def test_setup_events_that_differ_between_identical_setups_are_caught() -> None:
    with pytest.raises(C.ConformanceError, match="setup_events differ"):
        C.check_replay(C.play(case_of(ChattySetupToy())))


class FieldsSetToy(ToyGame):
    """Adds one more when the counter was read from JSON (pydantic's fields-set differs, the state is equal)."""

    def apply(self, state: ToyState, seat: int, action: Any) -> list[Event]:
        events = super().apply(state, seat, action)
        if "ticks" in state.model_fields_set:
            state.ticks += 1
        return events


def test_a_reloaded_state_that_plays_differently_is_caught() -> None:
    pt = toy_samples()
    with pytest.raises(C.ConformanceError, match="the reloaded state plays"):
        C.check_json_round_trip(FieldsSetToy(), pt.case, pt.samples[0].state)


class IdleDefaultToy(ToyGame):
    """Adding 1 adds nothing, and 1 is what a timed-out seat adds: timeouts alone never end the game."""

    def apply(self, state: ToyState, seat: int, action: Any) -> list[Event]:
        if isinstance(action, Add) and action.amount == 1 and seat == state.turn and state.winner is None:
            state.turn = (state.turn + 1) % state.players
            return []
        return super().apply(state, seat, action)


def test_default_actions_that_never_end_the_game_are_caught() -> None:
    with pytest.raises(C.ConformanceError, match="default actions alone did not end the game within 300"):
        C.check_default_play_ends(case_of(IdleDefaultToy()), max_steps=300)


class EmptyHandedToy(ToyGame):
    """Lists nothing for the seat in turn."""

    def legal_actions(self, state: ToyState, seat: int) -> list[Any]:
        return []


def test_a_seat_to_act_without_a_legal_action_is_caught() -> None:
    pt = toy_samples()
    with pytest.raises(C.ConformanceError, match="is to act but has no legal action"):
        C.check_default_action(EmptyHandedToy(), pt.case, pt.samples[0].state)


class RushedBotToy(ToyGame):
    """A bot delay below zero."""

    def bot_delay(self, state: ToyState, seat: int) -> float:
        return -1.0


def test_a_negative_bot_delay_is_caught() -> None:
    pt = toy_samples()
    with pytest.raises(C.ConformanceError, match="bot_delay for seat"):
        C.check_bots(RushedBotToy(), pt.case, pt.samples[0].state, pt.samples[1].state)


# ------------------------------------------------------------------ taking back (issue 36)

def undo_case(game: UndoToyGame, *, undo: bool = True, target: int = 40, seed: int = 5) -> C.Case:
    """A 3-seat case of an undo toy: long enough for every seat to hold, draw and roll."""
    return C.Case(game, SEATS, UndoToyOptions(target=target, undo=undo), seed=seed, play_seed=seed)


def undoables_of(game: UndoToyGame, kind: str) -> tuple[C.Case, C.Undoable]:
    """The first action of ``kind`` met in a playthrough of ``game`` that could be taken back."""
    case = undo_case(game)
    pt = C.play(case)
    return case, next(u for u in pt.undoables if getattr(u.action, "kind", "") == kind)


def test_the_undo_toy_passes_every_check() -> None:
    pt = C.check_all(undo_case(UndoToyGame()))
    assert pt.undoables and pt.undone and {getattr(u.action, "kind", "") for u in pt.undoables} == {"hold"}
    off = C.check_all(undo_case(UndoToyGame(), undo=False))
    assert not off.undoables and not off.undone


class DrawUndoToy(UndoToyGame):
    """Lets a draw be taken back: the seat has seen the drawn word (the planted fault of issue 36)."""

    undo_kinds: ClassVar[frozenset[str]] = frozenset({"hold", "draw"})


def test_an_undo_after_a_draw_is_caught() -> None:
    case, undoable = undoables_of(DrawUndoToy(), "draw")
    with pytest.raises(C.ConformanceError, match=r"undo .*Draw.* may be taken back, but seat \d now sees"):
        C.check_undo(case.game, case, undoable)
    with pytest.raises(C.ConformanceError, match="now sees"):
        C.check_all(undo_case(DrawUndoToy()))


class Dice(Model):
    rng: Rng


class DiceState(UndoToyState):
    dice: Dice


class DiceUndoToy(UndoToyGame):
    """Rolls with dice whose generator sits inside a sub-model (out of sight of the mechanism's
    top-level check) and lets a roll be taken back: it used chance."""

    State = DiceState
    undo_kinds: ClassVar[frozenset[str]] = frozenset({"hold", "roll"})

    def setup(self, seats: int, options: GameOptions, seed: int) -> UndoToyState:
        base = super().setup(seats, options, seed)
        return DiceState(**dict(base), dice=Dice(rng=Rng.from_seed(seed + 1)))

    def apply_move(self, state: UndoToyState, seat: int, action: Any) -> list[Event]:
        if isinstance(action, Roll) and isinstance(state, DiceState) and not state.rolled and seat == state.turn:
            state.rolled = True
            state.last_roll = state.dice.rng.die()
            return [Event(kind="rolled", text=f"seat {seat} rolls {state.last_roll}")]
        return super().apply_move(state, seat, action)


def test_an_undo_after_chance_is_caught() -> None:
    case, undoable = undoables_of(DiceUndoToy(), "roll")
    with pytest.raises(C.ConformanceError, match=r"undo .*Roll.* may be taken back, but it used chance"):
        C.check_undo(case.game, case, undoable)


class SloppyUndoToy(UndoToyGame):
    """Taking back leaves the counter as it is."""

    def apply(self, state: UndoToyState, seat: int, action: Any) -> list[Event]:
        counter = state.counter
        events = super().apply(state, seat, action)
        if isinstance(action, Undo):
            state.counter = counter
        return events


def test_an_undo_that_does_not_restore_the_state_is_caught() -> None:
    case, undoable = undoables_of(SloppyUndoToy(), "hold")
    with pytest.raises(C.ConformanceError, match=r"does not give the state before it \(fields \['counter'\]\)"):
        C.check_undo(case.game, case, undoable)


class ClockView(UndoToyView):
    moves: int


class ClockViewToy(UndoToyGame):
    """Views show the log's clock (``undo.step``), which an undo moves on."""

    def view(self, state: UndoToyState, seat: int | None) -> UndoToyView:
        return ClockView(**dict(super().view(state, seat)), moves=state.undo.step)


def test_an_undo_that_changes_a_view_is_caught() -> None:
    case, undoable = undoables_of(ClockViewToy(), "hold")
    with pytest.raises(C.ConformanceError, match="view differs from the one before it"):
        C.check_undo(case.game, case, undoable)


class DoubleUndoToy(UndoToyGame):
    """A stale undo (a double click) is accepted as doing nothing instead of being refused."""

    def apply(self, state: UndoToyState, seat: int, action: Any) -> list[Event]:
        try:
            return super().apply(state, seat, action)
        except IllegalAction as exc:
            if exc.code in ("undo.stale", "undo.taken_back"):
                return []
            raise


def test_a_double_click_undo_that_is_accepted_is_caught() -> None:
    case, undoable = undoables_of(DoubleUndoToy(), "hold")
    with pytest.raises(C.ConformanceError, match=r"a second undo .*\(a double click\) was accepted"):
        C.check_undo(case.game, case, undoable)


class ForeignUndoToy(UndoToyGame):
    """Any seat may take back the latest action, whoever took it."""

    def apply(self, state: UndoToyState, seat: int, action: Any) -> list[Event]:
        if isinstance(action, Undo) and state.undo.points:
            seat = state.undo.points[-1].seat
        return super().apply(state, seat, action)


def test_an_undo_by_another_seat_is_caught() -> None:
    case, undoable = undoables_of(ForeignUndoToy(), "hold")
    with pytest.raises(C.ConformanceError, match=r"seat -?\d may take back"):
        C.check_undo(case.game, case, undoable)


class LenientUndoToy(UndoToyGame):
    """An undo takes back the seat's latest action whatever step it names (a forged id works)."""

    def apply(self, state: UndoToyState, seat: int, action: Any) -> list[Event]:
        mine = [p for p in state.undo.points if p.seat == seat]
        if isinstance(action, Undo) and mine:
            action = Undo(step=mine[-1].step)
        return super().apply(state, seat, action)


def test_a_forged_undo_that_is_accepted_is_caught() -> None:
    case, undoable = undoables_of(LenientUndoToy(), "hold")
    with pytest.raises(C.ConformanceError, match=r"an undo of step -?\d+ \(not the action's\) was accepted"):
        C.check_undo(case.game, case, undoable)


class WideWindowToy(UndoToyGame):
    """One window for the whole table, and adding (which ends the turn) may be taken back: the seat
    is offered its undo after the turn has passed on."""

    undo_kinds: ClassVar[frozenset[str]] = frozenset({"hold", "add"})

    def undo_window(self, state: UndoToyState, seat: int) -> str | None:
        return "table" if state.winner is None else None


def test_an_undo_offered_after_the_turn_passed_is_caught() -> None:
    with pytest.raises(C.ConformanceError, match=r"undo window .*is offered .*(not to act|after seats)"):
        C.play(undo_case(WideWindowToy()))


class OptionBlindToy(UndoToyGame):
    """Lets seats take back even when the match's undo option is off."""

    def setup(self, seats: int, options: GameOptions, seed: int) -> UndoToyState:
        state = super().setup(seats, options, seed)
        state.undo.on = True
        return state


def test_an_undo_offered_with_the_option_off_is_caught() -> None:
    with pytest.raises(C.ConformanceError, match="though the match's undo option is off"):
        C.play(undo_case(OptionBlindToy(), undo=False))
