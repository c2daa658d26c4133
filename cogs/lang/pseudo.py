"""The pseudo-language ``qps``, made from the English catalog when first asked for.

Every message (each value and attribute) reads ``⟦…⟧``: its words accented (``Settings`` →
``Šéééţţîîñĝš``) and about 40 % longer, the way German and other languages run longer than
English. Placeables (variables, references to terms and messages, selectors, functions) are left
as they are, so what a person typed or a number shows unchanged inside the brackets. Terms are
accented but not bracketed: they are only ever shown inside a message's brackets.

A test that plays in ``qps`` sees at once any text that did not come through the catalog (it has
no brackets), any text cut by a limit (a lost ``⟧``), and any layout that breaks with longer words.
"""
from __future__ import annotations

from fluent.syntax import ast as FTL
from fluent.syntax.visitor import Transformer

OPEN, CLOSE = "⟦", "⟧"
"""What every pseudo-language message starts and ends with."""

GROWTH = 0.4
"""How much longer each word gets (:func:`pseudo_word`)."""

_ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÁƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ",
)
_VOWELS = frozenset("aeiouyAEIOUY")


def pseudo_word(word: str) -> str:
    """``word`` (ASCII letters) accented and :data:`GROWTH` longer, rounded up: its vowels repeated
    evenly (``Settings`` → ``Šéééţţîîîñĝš``), a word without one padded with ``~``."""
    extra = -(-len(word) * 2 // 5)
    vowels = sum(ch in _VOWELS for ch in word)
    if not vowels:
        return word.translate(_ACCENTED) + "~" * extra
    each, first = divmod(extra, vowels)
    out = []
    for ch in word:
        out.append(ch)
        if ch in _VOWELS:
            out.append(ch * (each + (1 if first > 0 else 0)))
            first -= 1
    return "".join(out).translate(_ACCENTED)


def pseudo_text(text: str) -> str:
    """Every run of ASCII letters in ``text`` through :func:`pseudo_word`; all else unchanged."""
    out: list[str] = []
    word: list[str] = []
    for ch in text:
        if ch.isascii() and ch.isalpha():
            word.append(ch)
            continue
        if word:
            out.append(pseudo_word("".join(word)))
            word = []
        out.append(ch)
    if word:
        out.append(pseudo_word("".join(word)))
    return "".join(out)


class _Accent(Transformer):
    def visit_TextElement(self, node: FTL.TextElement) -> FTL.TextElement:  # noqa: N802 - the visitor's name
        node.value = pseudo_text(node.value)
        return node


def _bracket(pattern: FTL.Pattern | None) -> None:
    if pattern is not None:
        pattern.elements.insert(0, FTL.TextElement(OPEN))
        pattern.elements.append(FTL.TextElement(CLOSE))


def pseudo_resource(source: FTL.Resource) -> FTL.Resource:
    """A copy of the English ``source`` in the pseudo-language (``source`` is left unchanged)."""
    resource: FTL.Resource = _Accent().visit(source.clone())
    for entry in resource.body:
        if isinstance(entry, FTL.Message):
            _bracket(entry.value)
            for attribute in entry.attributes:
                _bracket(attribute.value)
    return resource


def balanced_lines(lines: list[str]) -> list[str]:
    """The lines of one text broken apart (a picture's name on two lines), each with its
    pseudo-language brackets balanced: a ``⟦`` still open at a line's end is closed there and
    opened again at the next line's start, so each line reads as a message of its own. Text
    without brackets (every real language) comes back unchanged."""
    out, depth = [], 0
    for line in lines:
        text = OPEN * depth + line
        depth = max(0, depth + line.count(OPEN) - line.count(CLOSE))
        out.append(text + CLOSE * depth)
    return out
