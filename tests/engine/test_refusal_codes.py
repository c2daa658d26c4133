"""Every refusal the engine raises carries a message id (issue 34: the engine is free of language):
the check (:mod:`tests.engine.refusal_codes`) passes on ``engine/``, and each case it claims to catch
is caught when planted."""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.engine.refusal_codes import problems, read, refusal_types

ROOT = Path(__file__).resolve().parents[2]

HEAD = '''
from engine.core import IllegalAction
from engine import core


class MatchError(IllegalAction):
    """A lobby refusal."""


class OptionError(MatchError, ValueError):
    """Two levels down, with a second base."""
'''


def test_every_refusal_in_the_engine_carries_a_code() -> None:
    sources = read(ROOT)
    assert "engine/service/lobbies.py" in sources and "engine/core.py" in sources
    found = problems(sources)
    assert not found, "\n".join(found)


def test_the_refusal_types_are_found_at_any_depth() -> None:
    import ast

    types = refusal_types([ast.parse(HEAD)])
    assert types == {"IllegalAction", "MatchError", "OptionError"}
    shipped = refusal_types(ast.parse(text) for text in read(ROOT).values())
    assert {"IllegalAction", "MatchError", "StaleAction", "OptionError"} <= shipped


@pytest.mark.parametrize(("planted", "why"), [
    ('raise IllegalAction("It is not your turn.")', "has no code="),
    ('raise MatchError(f"This lobby is full ({n} players).")', "has no code="),
    ('raise OptionError("That value doesn\'t fit.", params={"got": 3})', "has no code="),
    ('return core.IllegalAction("You must follow blue.")', "has no code="),
    ('raise MatchError(str(exc)) from None', "has no code="),
    ('raise IllegalAction("Odd.", code="")', "has an empty code"),
    ('raise MatchError("Odd.", **extra)', "passes **kwargs"),
    ('raise IllegalAction', "has no code or arguments"),
])
def test_a_refusal_without_a_code_is_caught(planted: str, why: str) -> None:
    source = HEAD + f"\n\ndef refuse(n, exc, extra):\n    {planted}\n"
    found = problems({"engine/planted.py": source})
    assert len(found) == 1 and why in found[0] and found[0].startswith("engine/planted.py:"), found


@pytest.mark.parametrize("fine", [
    'raise IllegalAction("It is not your turn.", code="service-not-your-turn")',
    'raise MatchError(f"Match #{n} is over.", code="service-match-over", params={"match": str(n)})',
    'return IllegalAction(reason, code=code, params={"step": n})',  # a code chosen at run time (engine/undo.py)
    'raise ValueError("n must be at least 1")',  # not a refusal: a programming error
    'raise exc',
])
def test_a_refusal_with_its_code_and_other_errors_pass(fine: str) -> None:
    source = HEAD + f"\n\ndef refuse(n, exc, reason, code):\n    {fine}\n"
    assert problems({"engine/fine.py": source}) == []
