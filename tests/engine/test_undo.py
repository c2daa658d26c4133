"""Taking back a move (issue 36, engine/undo.py): the mechanism, and what each game lets be taken
back and when that closes (docs/house-rulings.md "Taking back a move")."""
from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from engine import registry
from engine.core import BOT_LEVELS, AnyGame, Event, IllegalAction, Model, Rng, RuleLine
from engine.undo import GONE, GONE_KEPT, REFUSALS, Undo, UndoState, diff, holds, put_back
from tests.undo_toy import Add, Draw, Hold, Roll, UndoToyGame, UndoToyOptions, UndoToyState

HOUSE_RULINGS = Path(__file__).resolve().parents[2] / "docs" / "house-rulings.md"


def undos(game: AnyGame, state: Model, seat: int) -> list[Undo]:
    return [a for a in game.legal_actions(state, seat) if isinstance(a, Undo)]


def find(key: str, want: Callable[[Model, int, Any], bool], *, seats: int = 4, seed: int = 1,
         options: dict[str, Any] | None = None, steps: int = 4000) -> tuple[AnyGame, Model, int, Any]:
    """Random play (moves only) of game ``key`` until a seat to act has a move ``want`` picks:
    returns the game, a copy of the state, the seat and that move."""
    game = registry.get(key)
    state = game.setup(seats, game.Options.model_validate(options or {}), seed)
    rng = Rng.from_seed(seed)
    for _ in range(steps):
        if game.outcome(state) is not None:
            break
        seat = min(game.to_act(state))
        moves = [a for a in game.legal_actions(state, seat) if not isinstance(a, Undo)]
        for action in moves:
            if want(state, seat, action):
                return game, copy.deepcopy(state), seat, action
        game.apply(state, seat, rng.choice(moves))
    raise AssertionError(f"no such move met in {key}")


def applied(game: AnyGame, state: Model, seat: int, action: Any) -> tuple[Model, list[Any]]:
    after = copy.deepcopy(state)
    events = game.apply(after, seat, action)
    return after, events


def clockless(state: Model) -> str:
    assert isinstance(state, UndoState)
    return state.model_copy(update={"undo": state.undo.model_copy(update={"step": 0, "gone": {}})}).model_dump_json()


# ------------------------------------------------------------------ the mechanism

def test_diff_puts_back_the_very_same_json() -> None:
    """Same-key dicts and equal-length lists with few changes are followed path by path; a list
    that kept its first items and a dict whose keys changed are kept compactly; putting back gives
    the JSON before, key order included."""
    before = {"board": {"A1": 0, "B2": 1}, "hands": [["x", "y"], ["z"]], "n": 1, "log": ["a", "b"]}
    after = {"board": {"B2": 1, "C3": 0}, "hands": [["x"], ["z"]], "n": 2, "log": ["a", "b", "c"]}
    changes = diff(before, after)
    assert [c.path for c in changes] == [["board"], ["hands", 0], ["n"], ["log"]]
    assert (changes[0].keys, changes[0].before, changes[0].after) == (["A1", "B2"], {"A1": 0}, {"C3": 0})
    assert (changes[1].keep, changes[1].before, changes[1].after) == (1, ["y"], [])
    assert (changes[3].keep, changes[3].before, changes[3].after) == (2, [], ["c"])
    work = copy.deepcopy(after)
    assert holds(work, changes) and json.dumps(put_back(work, changes)) == json.dumps(before)
    reordered = diff({"a": 1, "b": 2}, {"b": 2, "a": 1})
    assert len(reordered) == 1 and json.dumps(put_back({"b": 2, "a": 1}, reordered)) == '{"a": 1, "b": 2}'
    assert diff(before, copy.deepcopy(before)) == []
    assert not holds({**after, "n": 3}, changes)  # something else changed a path since


JSON = st.recursive(st.none() | st.integers(-5, 5) | st.sampled_from(["a", "b", "c"]),  # no bools: False == 0
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.sampled_from("pqrs"), inner,
                                                                                max_size=4), max_leaves=12)


@settings(max_examples=300, deadline=None)
@given(before=JSON, after=JSON, data=st.data())
@example(before={"p": {"q": 1, "r": 2}, "s": 1}, after={"p": {"r": 2, "q": 1}}, data=None)
def test_any_change_of_json_is_put_back_exactly(before: Any, after: Any, data: st.DataObject | None) -> None:
    """Any two JSON values (and ``after`` made from ``before`` by a few edits, the usual case):
    :func:`put_back` of their :func:`diff` gives ``before`` exactly, nested key order included."""
    if data is not None and data.draw(st.booleans(), label="edit before"):
        after = _edited(copy.deepcopy(before), data)
    changes = diff(before, after)
    work = copy.deepcopy(after)
    assert holds(work, changes)
    assert json.dumps(put_back(work, changes)) == json.dumps(before)


def _edited(value: Any, data: st.DataObject) -> Any:
    """``value`` with a few random edits at random depths: a value replaced, an item appended or
    dropped, a key added, removed or moved to the end."""
    if isinstance(value, dict) and value and data.draw(st.booleans()):
        key = data.draw(st.sampled_from(sorted(value)))
        what = data.draw(st.sampled_from(["deeper", "move", "drop", "add"]))
        if what == "deeper":
            value[key] = _edited(value[key], data)
        elif what == "move":
            value[key] = value.pop(key)
        elif what == "drop":
            del value[key]
        else:
            value[data.draw(st.sampled_from("pqrst"))] = data.draw(JSON)
        return value
    if isinstance(value, list) and value and data.draw(st.booleans()):
        i = data.draw(st.integers(0, len(value) - 1))
        what = data.draw(st.sampled_from(["deeper", "append", "pop"]))
        if what == "deeper":
            value[i] = _edited(value[i], data)
        elif what == "append":
            value.append(data.draw(JSON))
        else:
            value.pop(i)
        return value
    return data.draw(JSON)


def test_refusals_are_typed_with_a_code_and_the_step() -> None:
    game, state, seat, action = find("wildlife", lambda s, seat, a: a.kind == "migrate")
    after, _ = applied(game, state, seat, action)
    assert isinstance(after, UndoState)
    step = after.undo.step
    for undo, code in [(Undo(step=step + 7), "undo.unknown"), (Undo(step=step - 1), "undo.stale")]:
        with pytest.raises(IllegalAction) as refused:
            game.apply(copy.deepcopy(after), seat, undo)
        assert refused.value.code == code and refused.value.params == {"step": undo.step}
        assert refused.value.reason == REFUSALS[code]
    other = (seat + 1) % 4
    with pytest.raises(IllegalAction) as refused:
        game.apply(copy.deepcopy(after), other, Undo(step=step))
    assert refused.value.code == "undo.not_yours"
    plain = IllegalAction("It is not your turn.")
    assert plain.code == "" and plain.params == {}


# ------------------------------------------------------------------ WildLife

def test_wildlife_a_migration_is_taken_back_and_offered_in_the_view() -> None:
    game, state, seat, action = find("wildlife", lambda s, seat, a: a.kind == "migrate")
    after, _ = applied(game, state, seat, action)
    offer = game.view(after, seat).undo
    assert offer is not None and offer.action == action.model_dump(mode="json") and offer.kind == "migrate"
    assert all(game.view(after, s).undo is None for s in [None, *range(4)] if s != seat)
    game.apply(after, seat, Undo(step=offer.step))
    assert clockless(after) == clockless(state)


def test_wildlife_playing_a_card_opening_an_auction_or_ending_the_turn_closes_the_window() -> None:
    game, state, seat, _ = find("wildlife", lambda s, seat, a: a.kind == "migrate"
                                and any(b.kind == "use" for b in game_moves(s, seat)))
    migrate = next(a for a in game_moves(state, seat) if a.kind == "migrate")
    after, _ = applied(game, state, seat, migrate)
    assert undos(game, after, seat)
    for kind in ("use", "auction", "trade_food"):
        move = next((a for a in game_moves(after, seat) if a.kind == kind), None)
        if move is None:
            continue
        later, _ = applied(game, after, seat, move)
        offered = undos(game, later, seat)
        if kind == "trade_food":  # nothing hidden, no chance: one more to take back
            assert [u.step for u in offered] == [later.undo.step]  # type: ignore[attr-defined]
        else:  # a card of the hand is shown: nothing before it may be taken back
            assert offered == [] and all(not undos(game, later, s) for s in range(4))
    _, ended, end_seat, end = find("wildlife", lambda s, seat, a: a.kind == "end_turn", seed=3)
    done, _ = applied(game, ended, end_seat, end)
    assert all(not undos(game, done, s) for s in range(4))


def game_moves(state: Model, seat: int) -> list[Any]:
    game = registry.get("wildlife")
    return [a for a in game.legal_actions(state, seat) if not isinstance(a, Undo)]


def test_wildlife_an_expansion_that_triggers_a_minor_scoring_cannot_be_taken_back() -> None:
    game = registry.get("wildlife")

    def scores(state: Model, seat: int, action: Any) -> bool:
        if action.kind not in ("expand", "migrate"):
            return False
        _, events = applied(game, state, seat, action)
        return any(e.kind == "minor_scoring" for e in events)

    _, state, seat, action = find("wildlife", scores, seats=3, seed=2)
    after, _ = applied(game, state, seat, action)
    assert not undos(game, after, seat) and game.view(after, seat).undo is None


def test_wildlife_with_undo_off_nothing_is_offered_and_an_undo_is_refused() -> None:
    game, state, seat, action = find("wildlife", lambda s, seat, a: a.kind == "migrate", options={"undo": False})
    after, _ = applied(game, state, seat, action)
    assert not undos(game, after, seat)
    with pytest.raises(IllegalAction) as refused:
        game.apply(after, seat, Undo(step=after.undo.step))  # type: ignore[attr-defined]
    assert refused.value.code == "undo.off"


# ------------------------------------------------------------------ Mission: Wild Life

def test_mission_wild_life_a_pass_is_taken_back_until_the_last_seat_chooses() -> None:
    game = registry.get("mission-wild-life")
    state = game.setup(3, game.Options.model_validate({"pass_cards": True}), 4)
    start = copy.deepcopy(state)
    hands = [list(h) for h in state.hands]
    game.apply(state, 0, game.action_adapter.validate_python({"kind": "pass", "cards": hands[0][:3]}))
    game.apply(state, 1, game.action_adapter.validate_python({"kind": "pass", "cards": hands[1][:3]}))
    assert [u.step for u in undos(game, state, 0)] == [1] and [u.step for u in undos(game, state, 1)] == [2]
    assert game.to_act(state) == {2}  # seat 0 has chosen, yet may take it back: a simultaneous choice
    game.apply(state, 0, Undo(step=1))  # after seat 1 chose: seat 1's choice stands
    assert state.hands[0] == hands[0] and state.passing[0] is None and state.passing[1] == hands[1][:3]
    assert game.to_act(state) == {0, 2} and [u.step for u in undos(game, state, 1)] == [2]
    game.apply(state, 1, Undo(step=2))
    assert clockless(state) == clockless(start)
    for seat in range(3):
        game.apply(state, seat, game.action_adapter.validate_python({"kind": "pass", "cards": hands[seat][-3:]}))
    assert state.phase == "play" and all(not undos(game, state, s) for s in range(3))  # the cards changed hands
    seat = state.turn
    card = next(a for a in game.legal_actions(state, seat))
    game.apply(state, seat, card)
    assert all(not undos(game, state, s) for s in range(3))  # a card played to a trick: never


# ------------------------------------------------------------------ Wildlife Adventure

def test_wildlife_adventure_an_extension_and_the_vouchers_it_cost_are_taken_back() -> None:
    game = registry.get("wildlife-adventure")

    def quiet(kind: str) -> Callable[[Model, int, Any], bool]:
        def want(state: Model, seat: int, action: Any) -> bool:
            if action.kind != kind:
                return False
            after, _ = applied(game, state, seat, action)
            return bool(undos(game, after, seat))
        return want

    for kind in ("extend", "obstacle"):
        _, state, seat, action = find("wildlife-adventure", quiet(kind))
        after, _ = applied(game, state, seat, action)
        [undo] = undos(game, after, seat)
        game.apply(after, seat, undo)
        assert clockless(after) == clockless(state)


def test_wildlife_adventure_a_chance_card_or_a_card_laid_down_closes_the_window() -> None:
    game = registry.get("wildlife-adventure")
    closing = {"chance", "animal_found", "card_gained"}

    def reveals(state: Model, seat: int, action: Any) -> bool:
        if action.kind != "extend":
            return False
        after, events = applied(game, state, seat, action)
        return any(e.kind in closing for e in events) and to_act_is(game, after, seat)

    _, state, seat, action = find("wildlife-adventure", reveals, seats=3, seed=5)
    after, _ = applied(game, state, seat, action)
    assert not undos(game, after, seat)
    swap = next((a for a in game.legal_actions(after, seat) if a.kind == "swap"), None)
    if swap is not None:  # a swap takes the stack's top card: never taken back
        later, _ = applied(game, after, seat, swap)
        assert not undos(game, later, seat)


def to_act_is(game: AnyGame, state: Model, seat: int) -> bool:
    return seat in game.to_act(state)


# ------------------------------------------------------------------ every game

@pytest.mark.parametrize("key", ["wildlife", "mission-wild-life", "wildlife-adventure"])
def test_bots_and_timeouts_never_take_back(key: str) -> None:
    """Wherever a seat could take back a move (a seat to act, or one that has made its choice in
    Mission: Wild Life's passing), no bot level chooses the undo and the timeout's default move
    is one of the game's own."""
    game = registry.get(key)
    options = {"pass_cards": True} if key == "mission-wild-life" else {}
    state = game.setup(4, game.Options.model_validate(options), 8)
    rng = Rng.from_seed(8)
    met = 0
    for _ in range(3000):
        if game.outcome(state) is not None or met >= 12:
            break
        for seat in range(4):
            if undos(game, state, seat):
                met += 1
                view = game.view(state, seat)
                for level in BOT_LEVELS:
                    assert not isinstance(game.bot_action(view, seat, Rng.from_seed(met), level), Undo)
                if seat in game.to_act(state):
                    assert not isinstance(game.default_action(state, seat), Undo)
        seat = min(game.to_act(state))
        game.apply(state, seat, rng.choice([a for a in game.legal_actions(state, seat) if not isinstance(a, Undo)]))
    assert met > 0


def test_each_game_says_what_may_be_taken_back_as_data() -> None:
    """``undo_rules`` are :class:`engine.core.RuleLine` data whose kinds are the game's
    ``undo_kinds``; every id has its wording in docs/house-rulings.md; Rescue Animals takes nothing back."""
    rulings = HOUSE_RULINGS.read_text()
    worded = set(re.findall(r"`(undo\.[a-z_]+)`", rulings))
    for key, game in registry.games().items():
        lines = game.undo_rules
        assert lines and all(isinstance(line, RuleLine) for line in lines), key
        assert {line.id for line in lines} <= worded, f"{key}: ids without wording in docs/house-rulings.md"
        kinds = set(getattr(game, "undo_kinds", set()))
        listed = {k for line in lines if line.id in ("undo.take_back", "undo.simultaneous") for k in line.args["kinds"]}
        assert listed == kinds, key
        assert "undo" in game.Options.model_fields or kinds == set(), key
    assert [line.id for line in registry.get("rescue-animals").undo_rules] == ["undo.none"]


# ------------------------------------------------------------------ the mechanism's own guards

class WhisperToy(UndoToyGame):
    """A hold whispers to the next seat (an event private to another seat)."""

    def apply_move(self, state: UndoToyState, seat: int, action: Any) -> list[Event]:
        events = super().apply_move(state, seat, action)
        if isinstance(action, Hold):
            events.append(Event(kind="whisper", text="psst", visible_to={(seat + 1) % state.players}))
        return events


class RollBackToy(UndoToyGame):
    """Declares a roll (the state's Rng) as a move that may be taken back."""

    undo_kinds: ClassVar[frozenset[str]] = frozenset({"hold", "roll"})


def test_the_mechanism_keeps_no_undo_of_a_move_that_told_another_seat_something_or_used_chance() -> None:
    """Whatever a game declares, a move with an event private to another seat, or one that moved
    an Rng of the state, cannot be taken back (engine/undo.py's own guards)."""
    cases: list[tuple[UndoToyGame, Hold | Roll, bool]] = [
        (UndoToyGame(), Hold(), True), (WhisperToy(), Hold(), False), (RollBackToy(), Roll(), False),
        (RollBackToy(), Hold(), True)]
    for game, move, kept in cases:
        state = game.setup(2, UndoToyOptions(), 1)
        game.apply(state, 0, move)
        assert bool(undos(game, state, 0)) is kept, (type(game).__name__, move)


# ------------------------------------------------------------------ why a move can no longer be taken back

class ScoringToy(UndoToyGame):
    """A roll is a scoring: it closes the window (``undo_closers``) and counts as one (``undo_scorings``)."""

    undo_closers: ClassVar[frozenset[str]] = frozenset({"rolled"})
    undo_scorings: ClassVar[frozenset[str]] = frozenset({"rolled"})


def _refusal(game: AnyGame, state: Model, seat: int, step: int) -> str:
    before = state.model_dump_json()
    with pytest.raises(IllegalAction) as refused:
        game.apply(state, seat, Undo(step=step))
    assert state.model_dump_json() == before  # nothing changed
    assert refused.value.reason == REFUSALS[refused.value.code] and refused.value.params == {"step": step}
    return refused.value.code


@pytest.mark.parametrize(("game", "then", "code"), [
    (UndoToyGame(), [Undo(step=1)], "undo.taken_back"),  # a double click
    (UndoToyGame(), [Add(amount=1)], "undo.turn_over"),  # the seat's own move ended its turn
    (UndoToyGame(), [Draw()], "undo.revealed"),  # a hidden word drawn
    (UndoToyGame(), [Roll()], "undo.revealed"),  # chance used
    (ScoringToy(), [Roll()], "undo.scoring"),  # a scoring triggered
])
def test_an_undo_of_a_move_gone_says_why_it_went(game: UndoToyGame, then: list[Any], code: str) -> None:
    """An undo naming a move the log dropped is refused with why it went (engine/undo.py ``GONE``),
    and only for the seat that made it; other seats get ``undo.not_yours``."""
    state = game.setup(2, UndoToyOptions(), 1)
    game.apply(state, 0, Hold())  # step 1: a move that may be taken back
    for move in then:
        game.apply(state, 0, move)
    assert code in GONE.values() and _refusal(game, state, 0, 1) == code
    assert _refusal(game, state, 1, 1) == "undo.not_yours"


def test_an_undo_after_another_seat_chose_says_so() -> None:
    """Mission: Wild Life's passing: a choice stands once the last seat has chosen, and an undo of it
    (a panel drawn before) says another player moved since."""
    game = registry.get("mission-wild-life")
    state = game.setup(3, game.Options.model_validate({"pass_cards": True}), 4)
    for seat in range(3):
        game.apply(state, seat, game.action_adapter.validate_python({"kind": "pass", "cards": state.hands[seat][:3]}))
    assert _refusal(game, state, 0, 1) == "undo.other_seat"
    assert _refusal(game, state, 2, 3) == "undo.stale"  # the last choice was never kept: it handed the cards on
    assert _refusal(game, state, 0, 99) == "undo.unknown"


def test_the_log_remembers_only_the_latest_moves_gone() -> None:
    """``gone`` keeps the latest ``GONE_KEPT`` dropped moves; an undo of an older one is ``undo.stale``."""
    game = UndoToyGame()
    state = game.setup(2, UndoToyOptions(target=100), 1)
    steps = []
    for _ in range(GONE_KEPT + 2):
        game.apply(state, state.turn, Hold())
        steps.append(state.undo.step)
        game.apply(state, state.turn, Add(amount=1))
    assert len(state.undo.gone) == GONE_KEPT and list(state.undo.gone) == steps[-GONE_KEPT:]
    assert _refusal(game, state, 0, steps[0]) == "undo.stale"
    assert _refusal(game, state, 1, steps[-1]) == "undo.turn_over"
    assert game.State.model_validate_json(state.model_dump_json()) == state  # stored and read back alike


def test_wildlife_an_undo_before_a_minor_scoring_says_a_scoring_happened() -> None:
    """WildLife: a move taken after one that may be taken back triggers a Minor Scoring; the earlier
    move's undo (a panel drawn before) is refused as ``undo.scoring``."""
    game = registry.get("wildlife")

    def scoring(state: Model, seat: int, action: Any) -> bool:
        return action.kind in ("expand", "migrate") and any(
            e.kind == "minor_scoring" for e in applied(game, state, seat, action)[1])

    def scores_after_an_undoable(state: Model, seat: int, action: Any) -> bool:
        if action.kind not in game.undo_kinds:  # type: ignore[attr-defined]
            return False
        after, _ = applied(game, state, seat, action)
        return bool(undos(game, after, seat)) and any(scoring(after, seat, a) for a in game_moves(after, seat))

    _, state, seat, first = find("wildlife", scores_after_an_undoable, seats=3, seed=2)
    game.apply(state, seat, first)
    step = state.undo.step  # type: ignore[attr-defined]
    later = next(a for a in game_moves(state, seat) if scoring(state, seat, a))
    game.apply(state, seat, later)
    assert _refusal(game, state, seat, step) == "undo.scoring"
