"""WildLife's tutorial (issue 35): the prepared deal is the first seed the search finds, the
learner starts, the coach-following run meets the sections in the intended order and ends with the
learner's second turn, a detour is named as one, and every refused move gets a hint. The shared
checks (the coverage table, random detours) are ``tests/engine/test_tutorials.py``."""
from __future__ import annotations

from typing import Any

from engine.core import IllegalAction
from engine.games.wildlife.rules import GAME
from engine.games.wildlife.tutorial import SECTIONS, SEED, TUTORIAL, _order_ok, search
from engine.tutorial import Lesson, follow_coach, play_through, prepared_state, seen_by
from tests.engine.tutorial_checks import DOCS, Chooser, check, never_follow, table_ids


def test_the_seed_is_the_first_the_search_finds() -> None:
    assert search(SEED + 1) == SEED


def test_the_learner_has_the_oldest_creature_and_starts() -> None:
    state = prepared_state(GAME, TUTORIAL)
    assert state.order[0] == TUTORIAL.learner
    ages = [GAME.view(state, None).players[s].age_my for s in range(TUTORIAL.seats)]
    assert ages[TUTORIAL.learner] == max(ages)


def test_following_the_coach_meets_every_section_in_order_within_two_turns() -> None:
    run, problems = check(GAME, TUTORIAL)
    assert not problems, problems
    taught, steps = run.progress.taught, run.progress.steps
    assert _order_ok(taught) and taught[0] == "populate"
    assert steps.count("place") == 8 and steps.count("end-turn") == 2 and steps[-1] == "end-turn"
    # every kind of card and decision a first turn meets was advised
    assert {"place", "use", "lightning", "expand", "auction", "arrowhead", "free-migration", "trade-food",
            "end-turn", "bid", "pass", "wheel"} <= set(steps)
    assert 20 <= run.moves <= 40  # about ten minutes at human pace (docs/tutorials/wildlife.md)


def test_the_table_lists_the_sections_in_the_scripts_order() -> None:
    ids = table_ids((DOCS / "wildlife.md").read_text(encoding="utf-8"))
    assert ids == [s.id for s in SECTIONS]


def test_a_learner_who_never_follows_still_ends_and_hears_it_is_a_detour() -> None:
    run = play_through(GAME, TUTORIAL, Chooser(never_follow))
    assert run.progress.finished and run.progress.detours > 0
    assert any(line.id == "learn-wl-detour" for _, line in run.lines)
    assert run.progress.advice is None  # the lesson is over, nothing left standing


def test_a_refused_move_gets_a_hint_of_its_kind() -> None:
    state = prepared_state(GAME, TUTORIAL)
    me = TUTORIAL.learner
    lesson = Lesson(TUTORIAL)
    lesson.start(GAME.view(state, me))
    seen: set[str] = set()
    for _ in range(400):
        acting = sorted(GAME.to_act(state))
        seat = acting[0]
        view = GAME.view(state, me)
        if seat == me and view.phase == "play" and view.pending is None and view.auction is None:
            for tried in ({"kind": "end_turn"}, {"kind": "bid", "amount": 3}):
                try:
                    GAME.apply(state.model_copy(deep=True), me, GAME.action_adapter.validate_python(tried))
                except IllegalAction:
                    seen |= {h.id for h in TUTORIAL.hint(view, tried, lesson.progress)}
        if seat != me:
            seen |= {h.id for h in TUTORIAL.hint(view, {"kind": "end_turn"}, lesson.progress)}
        action: Any = (follow_coach(view, lesson.progress.advice, list(GAME.legal_actions(state, me))) if seat == me
                  else GAME.default_action(state, seat))
        events = GAME.apply(state, seat, action)
        lesson.moved(GAME.view(state, me), seen_by(events, me), seat)
        if lesson.progress.finished:
            break
    assert {"learn-wl-hint-wait", "learn-wl-hint-end-turn"} <= seen
