"""The check that the engine refuses in message ids, never in English (issue 34).

A refusal a person is shown is an :class:`engine.core.IllegalAction` or a subclass of it (the match
service's ``MatchError``, ``StaleAction``, ``OptionError``): the UI words it from its ``code`` and
``params`` in the reader's language. One built with its English sentence alone would reach a
person in English (``cogs.lang.words.refusal`` falls back to ``reason``). :func:`problems` reads
the engine's syntax trees (``ast``; no import) and names each such construction:

* a call of a refusal type (by name, ``IllegalAction(...)``, or attribute, ``core.IllegalAction(...)``)
  with no ``code=`` keyword, or with ``code=""``, or with ``**kwargs`` that may or may not hold one;
* ``raise`` of a refusal type itself (``raise IllegalAction``: no code, no words);
* the refusal types are :data:`ROOTS` and every class any scanned file derives from one of them,
  however deep (``class OptionError(MatchError, ValueError)``).

``tests/engine/test_refusal_codes.py`` runs it on ``engine/`` and plants each case.
"""
from __future__ import annotations

import ast
from collections.abc import Iterable, Mapping
from pathlib import Path

ROOTS = frozenset({"IllegalAction"})
"""The refusal type every other derives from (``engine/core.py``)."""


def _name(node: ast.expr) -> str | None:
    """``X`` of ``X`` or ``a.b.X``; None for anything else."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def refusal_types(trees: Iterable[ast.Module]) -> frozenset[str]:
    """:data:`ROOTS` and the names of every class in ``trees`` derived from one, at any depth."""
    bases: dict[str, set[str]] = {}
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                bases.setdefault(node.name, set()).update(n for b in node.bases if (n := _name(b)) is not None)
    found = set(ROOTS)
    grew = True
    while grew:
        grew = False
        for cls, parents in bases.items():
            if cls not in found and parents & found:
                found.add(cls)
                grew = True
    return frozenset(found)


def _codeless(call: ast.Call) -> str | None:
    """Why ``call`` (of a refusal type) carries no message id, or None when it does."""
    if any(k.arg is None for k in call.keywords):
        return "passes **kwargs (say code= explicitly)"
    code = next((k.value for k in call.keywords if k.arg == "code"), None)
    if code is None:
        return "has no code="
    if isinstance(code, ast.Constant) and not code.value:
        return "has an empty code"
    return None


def problems(sources: Mapping[str, str]) -> list[str]:
    """Every refusal built without a message id in ``sources`` (path → Python source), one line
    each: ``path:line: IllegalAction("It is not your turn.") has no code=``."""
    trees = {path: ast.parse(text, filename=path) for path, text in sources.items()}
    types = refusal_types(trees.values())
    found: list[str] = []
    for path, tree in sorted(trees.items()):
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _name(node.func) in types:
                why = _codeless(node)
                if why is not None:
                    found.append(f"{path}:{node.lineno}: {ast.unparse(node)[:100]} {why}")
            elif isinstance(node, ast.Raise) and node.exc is not None and not isinstance(node.exc, ast.Call) \
                    and _name(node.exc) in types:
                found.append(f"{path}:{node.lineno}: raise {ast.unparse(node.exc)} has no code or arguments")
    return found


def read(root: Path, folder: str = "engine") -> dict[str, str]:
    """Every Python file under ``root / folder``: path (from ``root``) → source."""
    return {str(p.relative_to(root)): p.read_text(encoding="utf-8") for p in sorted((root / folder).rglob("*.py"))}
