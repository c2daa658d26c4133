"""Wildlife Adventure's tutorial (issue 35), beyond the checks every tutorial passes
(``tests/engine/test_tutorials.py``): the prepared deal meets the rules in the intended order
within a short lesson, the learner finds an animal of their own and claims an open discovery
mission, each rule is stated once when first met, a detour is named and the coach steers on,
a refused move gets a hint, and a learner who wanders off still finishes."""
from __future__ import annotations

from typing import Any

from engine.core import Model
from engine.games.wildlife_adventure.actions import EndTurnAction, ExtendAction
from engine.games.wildlife_adventure.rules import GAME
from engine.games.wildlife_adventure.tutorial import LAST_TURN, SECTIONS, SEED, TUTORIAL, candidates
from engine.tutorial import Advice, Progress, follow_coach, play_through
from engine.undo import Undo
from tests.engine.tutorial_checks import Chooser, check


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


def test_each_rule_is_stated_once_when_first_met() -> None:
    run = play_through(GAME, TUTORIAL, follow_coach)
    said = [line.id for _, line in run.lines]
    for section in SECTIONS:
        assert said.count(section.teaches) == 1, section.id
    farewell = [line for who, line in run.lines if who == "farewell"]
    assert farewell[0].id == "learn-wa-farewell" and int(farewell[0].args["found"]) >= 2


def test_a_detour_is_named_and_the_coach_suggests_again() -> None:
    seen: list[Advice | None] = []

    def once_off(view: Any, advice: Advice | None, legal: list[Model]) -> Model:
        seen.append(advice)
        if len(seen) == 1:  # the first decision: another route extension than the suggested one
            other = [a for a in legal if isinstance(a, ExtendAction) and advice is not None
                     and a.model_dump(mode="json") != advice.suggested and a.star is None]
            return other[0]
        return follow_coach(view, advice, legal)

    run = play_through(GAME, TUTORIAL, once_off)
    assert run.progress.detours == 1 and run.progress.finished
    assert any(line.id == "learn-wa-detour" for who, line in run.lines if who == "seat 0")
    assert all(a is not None and a.suggested is not None for a in seen)


def test_a_refused_end_of_turn_gets_the_must_lay_hint() -> None:
    state = GAME.setup(2, GAME.Options.model_validate(dict(TUTORIAL.options)), SEED)
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
    def contrary(view: Any, advice: Advice | None, legal: list[Model]) -> Model:
        plain = [a for a in legal if not isinstance(a, Undo)
                 and (advice is None or a.model_dump(mode="json") != advice.suggested)]
        return (plain or legal)[-1]

    chooser = Chooser(lambda view, legal, suggested: contrary(view, None, legal) if suggested is None
                      else contrary(view, Advice(step="x", lines=[], suggested=suggested.model_dump(mode="json")),
                                    legal))
    run = play_through(GAME, TUTORIAL, chooser)
    assert run.progress.finished
    assert not chooser.dead_ends
    assert run.actions < 40 * LAST_TURN
