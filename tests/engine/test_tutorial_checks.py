"""The tutorial checks (:mod:`tests.engine.tutorial_checks`) catch each fault they claim to:
planted in a copy of Mission: Wild Life's coverage table and in scripts wrapping its tutorial."""
from __future__ import annotations

from typing import Any

from engine.games.mission_wild_life.rules import GAME
from engine.games.mission_wild_life.tutorial import TUTORIAL, MissionWildLifeTutorial
from engine.tutorial import Advice, Progress, Section
from tests.engine.tutorial_checks import DOCS, check, table_problems

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
