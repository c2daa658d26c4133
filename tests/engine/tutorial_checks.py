"""Checks every game's tutorial must pass (issue 35), as plain functions returning problems (an
empty list: none), so ``tests/engine/test_tutorial_checks.py`` can plant each fault:

* :func:`table_ids` / :func:`table_problems`: the coverage table ``docs/tutorials/<game>.md``
  names exactly the tutorial's sections (the ids in its second column);
* :func:`run_problems`: a run of the tutorial (:func:`engine.tutorial.play_through`) ended, met
  every section's event, and had advice with a suggestion at every decision of the learner (the
  coach never dead-ends);
* :func:`stated_problems`: each rule met was stated exactly once (and none not met);
* :func:`detour_problems`: a run with one detour (:class:`DetourOnce`) named it and steered on.

The simulated learners: :class:`Chooser` (notes dead ends; picks with :func:`follow`, or
:func:`never_follow`), :class:`DetourOnce`.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from engine.core import AnyGame, Model
from engine.tutorial import Advice, Say, Transcript, Tutorial, follow_coach, play_through, suggestion

DOCS = Path(__file__).resolve().parents[2] / "docs" / "tutorials"
_ROW_ID = re.compile(r"^\|[^|]*\|\s*`([a-z0-9-]+)`\s*\|", re.M)


def table_ids(markdown: str) -> list[str]:
    """The section ids of a coverage table: the backticked id in the second column of each row."""
    return _ROW_ID.findall(markdown)


def table_problems(tutorial: Tutorial, markdown: str) -> list[str]:
    """Rows naming no section of ``tutorial``, sections without a row, and rows given twice."""
    ids = table_ids(markdown)
    wanted = [s.id for s in tutorial.sections]
    out = [f"row {i!r} names no section of the tutorial" for i in ids if i not in wanted]
    out += [f"section {s!r} has no row in the table" for s in wanted if s not in ids]
    out += [f"row {i!r} is given twice" for i in sorted({i for i in ids if ids.count(i) > 1})]
    return out


def run_problems(tutorial: Tutorial, run: Transcript, dead_ends: Sequence[str] = ()) -> list[str]:
    """What a run shows wrong: it did not end, a section's event never happened, or the coach had
    no suggestion at some decision (``dead_ends``: what the chooser saw, one line each)."""
    out = [] if run.progress.finished else ["the tutorial did not end"]
    taught = set(run.progress.taught)
    out += [f"section {s.id!r} ({s.heading}): its event never happened" for s in tutorial.sections if s.id not in taught]
    out += [f"no suggestion at a decision: {d}" for d in dead_ends]
    return out


def stated_problems(tutorial: Tutorial, run: Transcript) -> list[str]:
    """Rules stated other than once: each section met (``run.progress.taught``) must have its
    statement (:attr:`~engine.tutorial.Section.teaches`) said exactly once in ``run.lines``, and a
    section not met never."""
    said = [line.id for _, line in run.lines]
    taught = set(run.progress.taught)
    out = []
    for s in tutorial.sections:
        count, want = said.count(s.teaches), int(s.id in taught)
        if count != want:
            out.append(f"section {s.id!r}: its rule was stated {count} times, not {want}")
    return out


def farewell(run: Transcript) -> list[Say]:
    """The coach's last lines in ``run``."""
    return [line for who, line in run.lines if who == "farewell"]


class DetourOnce:
    """A simulated learner who plays ``other(advice, legal)`` at the first decision and follows the
    coach after it; ``seen``: the advice at each decision, in order."""

    def __init__(self, other: Callable[[Advice | None, list[Model]], Model]) -> None:
        self.other = other
        self.seen: list[Advice | None] = []

    def __call__(self, view: Any, advice: Advice | None, legal: list[Model]) -> Model:
        self.seen.append(advice)
        if len(self.seen) == 1:
            return self.other(advice, legal)
        return follow_coach(view, advice, legal)


def not_suggested(advice: Advice | None, legal: list[Model]) -> list[Model]:
    """The legal moves other than the suggested one."""
    return [a for a in legal if advice is None or suggestion(a) != advice.suggested]


def detour_problems(tutorial: Tutorial, run: Transcript, learner: DetourOnce, line_id: str) -> list[str]:
    """What a run of ``learner`` shows wrong: not exactly one detour, no end, no line ``line_id``
    among the coach's words on the learner's move, or a decision without a suggestion."""
    out = [] if run.progress.detours == 1 else [f"{run.progress.detours} detours, not 1"]
    out += [] if run.progress.finished else ["the tutorial did not end"]
    if not any(line.id == line_id for who, line in run.lines if who == f"seat {tutorial.learner}"):
        out.append(f"the detour was not named ({line_id})")
    out += [f"no suggestion at decision {i}" for i, a in enumerate(learner.seen) if a is None or a.suggested is None]
    return out


Pick = Callable[[Any, list[Model], Model | None], Model]
"""``(the learner's view, legal actions, the suggested one or None) -> the action played``."""


def follow(view: Any, legal: list[Model], suggested: Model | None) -> Model:
    """The learner who follows the coach."""
    return suggested if suggested is not None else legal[0]


def never_follow(view: Any, legal: list[Model], suggested: Model | None) -> Model:
    """The learner who never plays the suggested move when another is legal, and never takes a
    move back: the last other legal move."""
    moves = [a for a in legal if getattr(a, "kind", None) != "undo"] or legal
    others = [a for a in moves if a != suggested]
    return others[-1] if others else moves[0]


class Chooser:
    """A simulated learner for :func:`play_through` that notes each decision without a legal
    suggestion (``dead_ends``); ``pick`` chooses (default: :func:`follow`)."""

    def __init__(self, pick: Pick = follow) -> None:
        self.pick = pick
        self.dead_ends: list[str] = []

    def __call__(self, view: Any, advice: Advice | None, legal: list[Model]) -> Model:
        suggested = None
        if advice is not None and advice.suggested is not None:
            suggested = next((a for a in legal if a.model_dump(mode="json") == advice.suggested), None)
        if suggested is None:
            self.dead_ends.append(f"advice {advice!r}, {len(legal)} legal moves")
        return self.pick(view, legal, suggested)


def check(game: AnyGame, tutorial: Tutorial, chooser: Chooser | None = None) -> tuple[Transcript, list[str]]:
    """Play ``tutorial`` with ``chooser`` (default: following the coach) and return the run with its problems."""
    chooser = chooser or Chooser()
    run = play_through(game, tutorial, chooser)
    return run, run_problems(tutorial, run, chooser.dead_ends)
