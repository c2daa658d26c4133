"""Every game's tutorial (``engine.tutorial.tutorials``), found, not listed (issue 35):

* its coverage table ``docs/tutorials/<game>.md`` names exactly its sections;
* a learner who follows the coach meets every section's event, hears each rule stated once (when
  its event first happens), never meets a decision without a suggestion, makes no detour and
  reaches the end;
* learners who make random legal detours (from their own view, the easy bot's choice) at every
  other decision still reach the end, and the coach still suggests a move at every decision;
* the coach's line ids exist in the English catalog (the catalog checks read the engine too).
"""
from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engine import registry
from engine.core import Model, Rng
from engine.tutorial import follow_coach, play_through, tutorials
from tests.engine.tutorial_checks import DOCS, Chooser, check, stated_problems, table_problems

KEYS = sorted(tutorials())


def test_tutorials_are_found() -> None:
    assert "mission-wild-life" in KEYS
    assert all(key in registry.games() for key in KEYS)


@pytest.mark.parametrize("key", KEYS)
def test_the_coverage_table_names_exactly_the_sections(key: str) -> None:
    doc = DOCS / f"{key}.md"
    assert doc.exists(), f"{doc} is missing"
    problems = table_problems(tutorials()[key], doc.read_text(encoding="utf-8"))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("key", KEYS)
def test_following_the_coach_meets_every_section_and_ends(key: str) -> None:
    script = tutorials()[key]
    run, problems = check(registry.get(key), script)
    problems += stated_problems(script, run)
    assert not problems, "\n".join(problems)
    assert run.progress.detours == 0 and run.moves == run.progress.moves
    assert run.progress.steps, "no step was coached"


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize("seed", range(12))
def test_random_detours_still_end(key: str, seed: int) -> None:
    script, game = tutorials()[key], registry.get(key)
    rng = Rng.from_seed(seed)
    decisions = iter(range(10_000))

    def detour(view: Any, legal: list[Model], suggested: Model | None) -> Model:
        if next(decisions) % 2 == 1 or suggested is None:  # every other decision: any legal move
            chosen = game.bot_action(view, script.learner, Rng.from_seed(rng.next_u64()), "easy")
            return chosen if chosen is not None else legal[0]
        return suggested

    run, problems = check(game, script, Chooser(detour))
    problems = [p for p in problems if "its event never happened" not in p]  # a detour may skip an event
    assert not problems, "\n".join(problems)
    assert run.progress.finished and run.progress.detours > 0


def runs_digest(seeds: int = 12) -> dict[str, str]:
    """Per tutorial, a digest of its coach-following runs on the deals of seeds ``0..seeds-1``
    (the script's class with another ``seed``, as a seed search plays it): every coach line, in order."""
    out: dict[str, str] = {}
    for key, script in sorted(tutorials().items()):
        digest = hashlib.sha256()
        for seed in range(seeds):
            other = type(script)()
            other.seed = seed
            try:
                run = play_through(registry.get(key), other, follow_coach)
            except RuntimeError as exc:  # a deal that stalls is part of the digest too
                digest.update(str(exc).encode())
                continue
            for who, line in run.lines:
                digest.update(who.encode() + line.model_dump_json().encode())
        out[key] = digest.hexdigest()
    return out


def test_a_tutorial_plays_the_same_in_every_process() -> None:
    """Engine code is pure: a tutorial may not hang on the order a set of strings is iterated in,
    which changes with each process's hash seed (Mission: Wild Life's coach took the longest colour
    of a set: on a tie its suggestion differed from one process to the next, after a restart too,
    and so did its seed search)."""
    code = "from tests.engine.test_tutorials import runs_digest; print(runs_digest())"
    root = Path(__file__).resolve().parents[2]
    digests = [subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, check=True,
                              timeout=600, env={**os.environ, "PYTHONHASHSEED": seed}).stdout
               for seed in ("0", "2")]
    assert digests[0] == digests[1] and digests[0].strip(), digests
