"""The pseudo-language scan (issue 34): every text the bot showed while everyone read ``qps``
must have come through the catalog.

In ``qps`` every message reads ``⟦…⟧`` (:mod:`cogs.lang.pseudo`). What a person sees outside the
brackets may be a player's name, a number, an emoji, a mention or a timestamp, punctuation: no
word. :func:`leaks` finds the words that are left, each a text that did not go through the
catalog. The sandbox notes every text shown (``Sandbox.record_texts``: messages as created and
edited, modals, autocomplete choices, thread names) and :func:`cogs.kit.labels.watching` every
label a picture draws.

**Allow-lists, explicit and empty.** While a part was not converted yet, the words of its source
(its string literals, :func:`source_words`) were allowed to show outside brackets:
:data:`UNCONVERTED_GAMES` (per game) and :data:`UNCONVERTED_SHARED` (feature cogs, the engine's
shared parts). Every part is converted and both are empty: any English word outside brackets fails,
as does any word no source has (a planted literal). A part added before its words are in the
catalog would be listed there, explicitly, until it is.
"""
from __future__ import annotations

import ast
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from cogs.lang.pseudo import CLOSE, OPEN

ROOT = Path(__file__).resolve().parents[2]

UNCONVERTED_GAMES: dict[str, tuple[str, ...]] = {
}
"""Per game key, the source not converted yet whose words may show outside brackets. Delete a
game's entry when its UI and its engine's refusals and events go through the catalog."""

UNCONVERTED_SHARED: tuple[str, ...] = ()
"""The shared parts not converted yet (their words may show outside brackets): none now. Every
feature cog, the kit (``cogs/kit``), ``cogs/lang`` and the engine (its refusals are message ids:
``tests/engine/test_refusal_codes.py``) speak through the catalog."""

GAME_IDS: dict[str, frozenset[str]] = {
    "wildlife-adventure": frozenset({"EU", "AF", "AS", "AU", "NA", "SA", "OC", "II", "III"}),
}
"""Per game key, the letters of ids a picture draws as labels of their own (Wildlife Adventure's
space ids stack the continent's letters over the number, ``AF`` over ``7``; its arrow spaces are
I-III): the same in every language, matched exactly (case included), in picture labels only."""

WORD = re.compile(r"[^\W\d_]{2,}")
"""A word: two letters or more, in any script."""
NOT_WORDS = re.compile(
    r"<(?:@[!&]?|#)\d+>"  # mentions of people, roles, channels
    r"|<t:\d+(?::[tTdDfFR])?>"  # Discord timestamps
    r"|<a?:\w+:\d+>"  # custom emoji
    r"|https?://\S+"  # links
    r"|attachment://\S+"
    r"|`[^`\n]*`"  # code: a command or value to type, as it is typed
)


def outside_brackets(text: str) -> str:
    """``text`` with every ``⟦…⟧`` (nested ones included) taken out; an unclosed ``⟦`` runs to the end."""
    out, depth = [], 0
    for ch in text:
        if ch == OPEN:
            depth += 1
        elif ch == CLOSE and depth:
            depth -= 1
        elif depth == 0:
            out.append(ch)
    return "".join(out)


def leaks(text: str, names: Iterable[str] = (), allowed: frozenset[str] = frozenset()) -> list[str]:
    """The words of ``text`` outside brackets that are not part of a player's name (``names``) nor
    ``allowed`` (lowercase words of unconverted sources), in order."""
    rest = NOT_WORDS.sub(" ", outside_brackets(text))
    for name in sorted(names, key=len, reverse=True):
        if name:
            rest = rest.replace(name, " ")
    return [w for w in WORD.findall(rest) if w.lower() not in allowed]


def _literals(path: Path) -> Iterable[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = {id(node.body[0].value) for node in ast.walk(tree)
            if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
            and node.body and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            yield node.value


@cache
def source_words(*sources: str) -> frozenset[str]:
    """The lowercase words of every string literal (docstrings left out) of the Python files under
    ``sources`` (paths from the repository's top), and of their JSON data files."""
    found: set[str] = set()
    for source in sources:
        base = ROOT / source
        files = [base] if base.is_file() else sorted(base.rglob("*"))
        for path in files:
            if path.suffix == ".py":
                texts: Iterable[str] = _literals(path)
            elif path.suffix in (".json", ".toml", ".yaml", ".yml", ".txt"):
                texts = [path.read_text(encoding="utf-8")]
            else:
                continue
            for text in texts:
                found.update(w.lower() for w in WORD.findall(text))
    return frozenset(found)


def allowed_words(game: str | None) -> frozenset[str]:
    """The words allowed outside brackets in a match of ``game`` now (the unconverted sources')."""
    sources = UNCONVERTED_SHARED + (UNCONVERTED_GAMES.get(game, ()) if game else ())
    return source_words(*sources)


@dataclass(frozen=True)
class Leak:
    """A text shown outside the catalog: ``where`` it was shown, the ``words`` outside brackets, the ``text``."""

    where: str
    words: tuple[str, ...]
    text: str

    def __str__(self) -> str:
        return f"{self.where}: {' '.join(self.words)!r} in {self.text[:160]!r}"


def scan(shown: Iterable[tuple[str, str]], names: Iterable[str], allowed: frozenset[str],
         ids: frozenset[str] = frozenset()) -> list[Leak]:
    """Every shown ``(where, text)`` with a word outside brackets that is neither a name nor allowed;
    a picture label's word that is exactly one of ``ids`` (:data:`GAME_IDS`) is an id, not a word."""
    names = list(names)
    found = []
    for where, text in shown:
        words = leaks(text, names, allowed)
        if where == "picture label":
            words = [w for w in words if w not in ids]
        if words:
            found.append(Leak(where, tuple(words), text))
    return found
