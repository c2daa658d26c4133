"""Wildlife Adventure's tutorial (issue 35), beyond the checks every tutorial passes
(``tests/engine/test_tutorials.py``, each rule stated once among them): the prepared deal meets
the rules in the intended order within a short lesson, the learner finds an animal of their own
and claims an open discovery mission (the farewell counts both), a detour is named and the coach
steers on, a refused move gets a hint, and a learner who wanders off still finishes."""
from __future__ import annotations

from engine.games.wildlife_adventure.actions import EndTurnAction, ExtendAction
from engine.games.wildlife_adventure.rules import GAME
from engine.games.wildlife_adventure.tutorial import LAST_TURN, SEED, TUTORIAL, candidates
from engine.tutorial import Progress, follow_coach, play_through, prepared_state
from tests.engine.tutorial_checks import Chooser, DetourOnce, check, detour_problems, farewell, never_follow, not_suggested


def test_the_prepared_deal_is_the_first_candidate_and_meets_every_rule_in_order() -> None:
    assert next(candidates(SEED + 1)) == SEED
    run, problems = check(GAME, TUTORIAL)
    assert not problems, problems
    taught = run.progress.taught
    assert taught[0] == "start" and taught.index("end-turn") < taught.index("obstacle")
    assert taught.index("continue") < taught.index("extra")
    assert 8 <= run.moves <= 20  # a short lesson: about ten minutes at human pace
    steps = set(run.progress.steps)
    assert {"start", "continue", "end-turn", "obstacle", "extra"} <= steps


def test_the_farewell_counts_the_animals_found() -> None:
    last = farewell(play_through(GAME, TUTORIAL, follow_coach))
    assert last[0].id == "learn-wa-farewell" and int(last[0].args["found"]) >= 2


def test_a_detour_is_named_and_the_coach_suggests_again() -> None:
    learner = DetourOnce(lambda advice, legal: next(  # another route extension at the first decision
        a for a in not_suggested(advice, legal) if isinstance(a, ExtendAction) and a.star is None))
    run = play_through(GAME, TUTORIAL, learner)
    problems = detour_problems(TUTORIAL, run, learner, "learn-wa-detour")
    assert not problems, problems


def test_a_refused_end_of_turn_gets_the_must_lay_hint() -> None:
    state = prepared_state(GAME, TUTORIAL)
    view = GAME.view(state, TUTORIAL.learner)
    hint = TUTORIAL.hint(view, EndTurnAction().model_dump(mode="json"), Progress())
    assert [h.id for h in hint] == ["learn-wa-hint-must-lay"]
    advice = TUTORIAL.advise(view, Progress())
    assert advice is not None and advice.suggested is not None
    GAME.apply(state, TUTORIAL.learner, ExtendAction.model_validate(advice.suggested))
    GAME.apply(state, TUTORIAL.learner, EndTurnAction())  # the bot's turn now
    later = GAME.view(state, TUTORIAL.learner)
    assert [h.id for h in TUTORIAL.hint(later, {"kind": "end_turn"}, Progress())] == ["learn-wa-hint-wait"]


def test_a_learner_who_never_follows_still_finishes_by_the_last_turn() -> None:
    chooser = Chooser(never_follow)
    run = play_through(GAME, TUTORIAL, chooser)
    assert run.progress.finished
    assert not chooser.dead_ends
    assert run.actions < 40 * LAST_TURN
