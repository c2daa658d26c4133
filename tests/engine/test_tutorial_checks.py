"""The tutorial checks (:mod:`tests.engine.tutorial_checks`) catch each fault they claim to:
planted in a copy of Mission: Wild Life's coverage table and in scripts wrapping its tutorial."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core import Event
from engine.games.mission_wild_life.rules import GAME
from engine.games.mission_wild_life.tutorial import TUTORIAL, MissionWildLifeTutorial
from engine.tutorial import Advice, Progress, Reaction, Say, Section, Transcript, follow_coach, play_through
from tests.engine.tutorial_checks import (
    DOCS,
    DetourOnce,
    check,
    detour_problems,
    not_suggested,
    stated_problems,
    table_problems,
)

TABLE = (DOCS / "mission-wild-life.md").read_text(encoding="utf-8")


def test_the_shipped_table_passes() -> None:
    assert table_problems(TUTORIAL, TABLE) == []


def test_a_missing_row_is_caught() -> None:
    without = "\n".join(line for line in TABLE.splitlines() if not line.startswith("| Evade: Gray cards: \"These"))
    assert any("'evade' has no row" in p for p in table_problems(TUTORIAL, without))


def test_an_extra_and_a_doubled_row_are_caught() -> None:
    extra = TABLE + "\n| Somewhere | `teleport` | nothing | — |\n| again | `lead` | twice | — |\n"
    problems = table_problems(TUTORIAL, extra)
    assert any("'teleport' names no section" in p for p in problems)
    assert any("'lead' is given twice" in p for p in problems)


class Planted(MissionWildLifeTutorial):
    """Mission: Wild Life's tutorial with one fault planted."""

    def __init__(self, **faults: Any) -> None:
        self.faults = faults
        if faults.get("extra_section"):
            self.sections = [*TUTORIAL.sections, Section(id="never", heading="Nowhere", teaches="learn-mwl-rule-lead")]

    def advise(self, view: Any, progress: Progress) -> Advice | None:
        advice = super().advise(view, progress)
        if self.faults.get("silent_after") is not None and progress.moves >= self.faults["silent_after"]:
            return None
        return advice

    def done(self, view: Any, progress: Progress) -> bool:
        return False if self.faults.get("endless") else super().done(view, progress)

    def react(self, view: Any, events: Sequence[Event], actor: int, progress: Progress) -> Reaction:
        if self.faults.get("restate"):  # forgets what was met: a rule is stated each time its event happens
            progress = Progress()
        out = super().react(view, events, actor, progress)
        if self.faults.get("mute"):  # never states the lead rule
            out.lines = [line for line in out.lines if line.id != "learn-mwl-rule-lead"]
        return out


def test_the_shipped_tutorial_passes() -> None:
    assert check(GAME, TUTORIAL)[1] == []


def test_a_section_whose_event_never_happens_is_caught() -> None:
    _, problems = check(GAME, Planted(extra_section=True))
    assert problems == ["section 'never' (Nowhere): its event never happened"]


def test_a_tutorial_that_never_ends_is_caught() -> None:
    run, problems = check(GAME, Planted(endless=True))
    assert "the tutorial did not end" in problems and not run.progress.finished


def test_a_coach_without_a_suggestion_is_caught() -> None:
    _, problems = check(GAME, Planted(silent_after=5))
    assert len([p for p in problems if p.startswith("no suggestion at a decision")]) == 13 - 5  # one per silent decision


def test_the_shipped_tutorial_states_each_rule_once() -> None:
    assert stated_problems(TUTORIAL, play_through(GAME, TUTORIAL, follow_coach)) == []


def test_a_rule_stated_again_is_caught() -> None:
    script = Planted(restate=True)
    run = play_through(GAME, script, follow_coach)
    leads = sum(1 for _, line in run.lines if line.id == "learn-mwl-you-played" and line.args["kind"] == "lead")
    assert leads > 1 and f"section 'lead': its rule was stated {leads} times, not 1" in stated_problems(script, run)


def test_a_rule_never_stated_and_one_stated_but_not_met_are_caught() -> None:
    script = Planted(mute=True)
    assert stated_problems(script, play_through(GAME, script, follow_coach)) == [
        "section 'lead': its rule was stated 0 times, not 1"]
    run = play_through(GAME, TUTORIAL, follow_coach)
    run.progress.taught.remove("flash")
    assert stated_problems(TUTORIAL, run) == ["section 'flash': its rule was stated 1 times, not 0"]


def _detoured(detours: int = 1, finished: bool = True, named: bool = True, suggested: bool = True
              ) -> tuple[Transcript, DetourOnce]:
    run = Transcript(progress=Progress(detours=detours, finished=finished))
    run.lines = [("seat 0", Say.of("learn-mwl-detour" if named else "learn-mwl-you-played"))]
    learner = DetourOnce(lambda advice, legal: legal[0])
    learner.seen = [Advice(step="lead", lines=[], suggested={"kind": "play", "card": "blue-1"}),
                    Advice(step="follow", lines=[], suggested={"kind": "play", "card": "red-2"} if suggested else None)]
    return run, learner


def test_the_shipped_tutorial_names_a_detour() -> None:
    learner = DetourOnce(lambda advice, legal: not_suggested(advice, legal)[0])
    assert detour_problems(TUTORIAL, play_through(GAME, TUTORIAL, learner), learner, "learn-mwl-detour") == []
    assert detour_problems(TUTORIAL, *_detoured(), "learn-mwl-detour") == []


def test_each_detour_fault_is_caught() -> None:
    line = "learn-mwl-detour"
    assert detour_problems(TUTORIAL, *_detoured(detours=0), line) == ["0 detours, not 1"]
    assert detour_problems(TUTORIAL, *_detoured(finished=False), line) == ["the tutorial did not end"]
    assert detour_problems(TUTORIAL, *_detoured(named=False), line) == ["the detour was not named (learn-mwl-detour)"]
    assert detour_problems(TUTORIAL, *_detoured(suggested=False), line) == ["no suggestion at decision 1"]
