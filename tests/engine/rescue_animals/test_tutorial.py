"""Rescue Animals' tutorial (issue 35) and its pace (house ruling ``RescueOptions.paced_by``).

The shared checks (``tests/engine/test_tutorials.py``: the table, the coach-following run, random
detours) run for this game too; here: the pace itself, the prepared deck, and what the lesson
meets in order."""
from __future__ import annotations

import pytest

from engine.core import Event, IllegalAction
from engine.games.rescue_animals.actions import Action, GoAction, RollAction
from engine.games.rescue_animals.rules import GAME
from engine.games.rescue_animals.state import RescueOptions, RescueState
from engine.games.rescue_animals.tutorial import SECTIONS, SEED, TUTORIAL, candidates, search, special_round
from engine.tutorial import follow_coach, play_through
from tests.engine.tutorial_checks import DOCS, check, table_problems


def paced_state() -> RescueState:
    state = GAME.setup(3, RescueOptions(paced_by=1, first_leader=1), 5)
    GAME.apply(state, -1, GoAction())
    return state


def test_a_paced_bot_rolls_once_per_roll_of_the_pacing_seat() -> None:
    state = paced_state()
    assert not GAME.view(state, 1).me.can_roll  # type: ignore[union-attr]
    assert RollAction() not in GAME.legal_actions(state, 1)
    with pytest.raises(IllegalAction, match="learner"):
        GAME.apply(state, 1, RollAction())
    GAME.apply(state, 0, RollAction())
    assert GAME.view(state, 1).me.can_roll  # type: ignore[union-attr]
    GAME.apply(state, 1, RollAction())
    with pytest.raises(IllegalAction):
        GAME.apply(state, 1, RollAction())  # a second roll waits for the learner's next
    GAME.apply(state, 2, RollAction())  # the other bot has its own roll
    GAME.apply(state, 0, RollAction())
    GAME.apply(state, 1, RollAction())


def test_without_a_pace_everyone_rolls_freely() -> None:
    state = GAME.setup(3, RescueOptions(first_leader=1), 5)
    GAME.apply(state, -1, GoAction())
    for _ in range(3):
        GAME.apply(state, 1, RollAction())


def test_the_pace_ends_once_the_pacing_seat_has_rescued() -> None:
    state = paced_state()
    state.round_rescues[0] = [c for c in state.display if c is not None][:1]  # the learner has rescued this round
    GAME.apply(state, 1, RollAction())
    GAME.apply(state, 1, RollAction())


def test_the_seed_is_the_search_s_choice_and_its_run_meets_the_sections_in_order() -> None:
    assert SEED in list(candidates(SEED + 1))
    assert special_round(SEED) == 2 and search() == SEED
    run = play_through(GAME, TUTORIAL, follow_coach)
    taught = run.progress.taught
    assert {s.id for s in SECTIONS} == set(taught)
    assert taught[:2] == ["identify", "roll"] and taught.index("rescue") < taught.index("gray-die")
    assert taught[-1] == "scoring" and run.progress.finished
    steps = set(run.progress.steps)
    assert {"first-roll", "set-aside", "roll-rest", "rescue", "wait-go"} <= steps


def test_offline_the_bots_roll_on_after_the_learner_has_rescued(monkeypatch: pytest.MonkeyPatch) -> None:
    """play_through plays a real-time tutorial as the service does: once the learner has rescued,
    the bots roll at their own pace until the round is over; the stall timer (an hour in a lesson)
    never fires (it did, 18 times, while each bot made one move a pass)."""
    seen: list[tuple[int, str]] = []
    original = GAME.apply

    def apply(state: RescueState, seat: int, action: Action) -> list[Event]:
        seen.append((seat, str(getattr(action, "kind", ""))))
        return original(state, seat, action)

    monkeypatch.setattr(GAME, "apply", apply)
    run = play_through(GAME, TUTORIAL, follow_coach)
    assert run.progress.finished and "stall" not in {kind for _, kind in seen}, seen
    assert any(seat > 0 and kind == "rescue" for seat, kind in seen)


def test_the_table_and_the_run_agree() -> None:
    problems = table_problems(TUTORIAL, (DOCS / "rescue-animals.md").read_text(encoding="utf-8"))
    run, more = check(GAME, TUTORIAL)
    assert not problems + more, problems + more
    assert run.progress.detours == 0
