"""Mission: Wild Life's tutorial (issue 35), beyond the checks every tutorial passes
(``tests/engine/test_tutorials.py``: the table, the coach-following run, each rule stated once,
random detours): the prepared deal is a candidate and meets the rules in the intended order within
one round, the farewell, a detour is named and the coach steers on, a refused card gets a hint, and
the lesson ends once round 1 is scored."""
from __future__ import annotations

from engine.games.mission_wild_life.actions import PlayAction
from engine.games.mission_wild_life.cards import colour_of
from engine.games.mission_wild_life.rules import GAME
from engine.games.mission_wild_life.tutorial import SEED, TUTORIAL, candidates
from engine.tutorial import Progress, follow_coach, play_through, prepared_state
from tests.engine.tutorial_checks import DOCS, DetourOnce, check, detour_problems, farewell, not_suggested, table_problems


def test_the_prepared_deal_is_a_candidate_and_meets_every_rule_in_order() -> None:
    assert SEED in list(candidates(SEED + 1))
    run, problems = check(GAME, TUTORIAL)
    assert not problems, problems
    taught = run.progress.taught
    first = {s: i for i, s in enumerate(taught)}
    assert taught[0] == "lead" and first["follow"] < min(first["flash"], first["gray-lead"], first["evade"])
    assert first["trick-win"] < first["trump"] and taught[-1] == "game-end"
    assert "trump" in run.progress.steps  # the learner wins a trick with a trump themselves
    tricks = run.moves  # one round: the learner plays one card a trick, and everyone plays one
    assert run.actions == TUTORIAL.seats * tricks and run.progress.finished


def test_the_farewell_ends_with_what_next() -> None:
    run = play_through(GAME, TUTORIAL, follow_coach)
    last = farewell(run)
    assert [line.id for line in last] == ["learn-mwl-farewell", "learn-farewell-next"]


def test_a_detour_is_named_and_the_coach_suggests_again() -> None:
    learner = DetourOnce(lambda advice, legal: not_suggested(advice, legal)[0])  # another card at the first decision
    run = play_through(GAME, TUTORIAL, learner)
    problems = detour_problems(TUTORIAL, run, learner, "learn-mwl-detour")
    assert not problems, problems


def test_a_refused_card_gets_a_hint() -> None:
    state = prepared_state(GAME, TUTORIAL)
    me = TUTORIAL.learner
    advice = TUTORIAL.advise(GAME.view(state, me), Progress())
    assert advice is not None and advice.suggested is not None and advice.step == "lead"
    GAME.apply(state, me, PlayAction.model_validate(advice.suggested))
    assert [h.id for h in TUTORIAL.hint(GAME.view(state, me), {}, Progress())] == ["learn-mwl-hint-wait"]
    while me not in GAME.to_act(state):  # the bots play on, as the service's would
        seat = min(GAME.to_act(state))
        GAME.apply(state, seat, GAME.default_action(state, seat))
    view = GAME.view(state, me)
    led = colour_of(view.trick[0].card.id) if view.trick else None
    hint = [h.id for h in TUTORIAL.hint(view, {}, Progress())]
    if led is not None and any(colour_of(c.id) == led for c in view.hand):
        assert hint == ["learn-mwl-hint-follow"]
    else:
        assert hint == ["learn-mwl-hint-any"]


def test_the_lesson_ends_once_round_1_is_scored() -> None:
    run = play_through(GAME, TUTORIAL, follow_coach)
    assert "round-missions" in run.progress.taught and run.progress.finished
    state = prepared_state(GAME, TUTORIAL)
    assert not TUTORIAL.done(GAME.view(state, TUTORIAL.learner), Progress())


def test_the_table_and_the_run_agree() -> None:
    problems = table_problems(TUTORIAL, (DOCS / "mission-wild-life.md").read_text(encoding="utf-8"))
    assert not problems, problems
