"""The catalog's short cut (:meth:`cogs.lang.catalog.Catalog._format`) gives what Fluent gives.

Every message and attribute of every language (English, German, the pseudo-language) is formatted
with several sets of arguments — whole numbers small and large and negative, strings empty, short
and over Fluent's part limit, a float, a bool, an argument left out — once through the catalog and
once through Fluent's own ``FluentBundle.format_pattern``. They must agree: the same text, or the
catalog's None where Fluent reports an error. Two planted faults (numbers shown without the
language's grouping; a selector's variable taken for a plain one) must each be caught.
"""
from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fluent.runtime import FluentBundle
from fluent.runtime.resolver import MAX_PART_LENGTH, Pattern
from fluent.syntax import ast as FTL

from cogs.lang.catalog import Catalog
from cogs.lang.langs import LANGS, Lang
from tests.lang.catalog_checks import refs

catalog_module = importlib.import_module("cogs.lang.catalog")  # the package's ``catalog`` is a function
LANGUAGES = [*LANGS, Lang.QPS]
VALUES: list[Any] = [0, 1, 2, 3, 7, 12, 1000, 12345, 1234567, -4, "Ann", "", "x" * (MAX_PART_LENGTH + 1), 1.5, True]


def variables(bundle: FluentBundle, pattern: FTL.Pattern, seen: set[str] | None = None) -> set[str]:
    """The arguments ``pattern`` reads, those of the messages it refers to included (they see the
    same arguments)."""
    seen = set() if seen is None else seen
    found = refs(pattern)
    names = set(found.variables)
    for ref in found.messages - seen:
        seen.add(ref)
        name, _, attribute = ref.partition(".")
        if bundle.has_message(name):
            message = bundle.get_message(name)
            inner = message.attributes.get(attribute) if attribute else message.value
            if inner is not None:
                names |= variables(bundle, inner, seen)
    return names


def cases(cat: Catalog, lang: Lang) -> Iterator[tuple[str, Pattern, dict[str, Any]]]:
    """(id, pattern, arguments) for every message and attribute of ``lang``, several argument sets each."""
    bundle = cat.bundle(lang)
    rng = random.Random(f"fast-format-{lang.value}")
    for resource in cat.resources(lang):
        for entry in resource.body:
            if not isinstance(entry, FTL.Message):
                continue
            message = bundle.get_message(entry.id.name)
            parts = {"": message.value, **{"." + k: v for k, v in message.attributes.items()}}
            for suffix, pattern in parts.items():
                if pattern is None:
                    continue
                names = sorted(variables(bundle, pattern))
                sets: list[dict[str, Any]] = [{n: i + 1 for i, n in enumerate(names)}, {n: f"<{n}>" for n in names}]
                sets += [{n: rng.choice(VALUES) for n in names} for _ in range(6)]
                if names:
                    sets.append({n: 1 for n in names[1:]})  # one left out
                for args in sets:
                    yield entry.id.name + suffix, pattern, args


def disagreements(cat: Catalog) -> list[str]:
    """Where the catalog's formatting differs from Fluent's, as readable lines (empty: none)."""
    found: list[str] = []
    for lang in LANGUAGES:
        bundle = cat.bundle(lang)
        for msg_id, pattern, args in cases(cat, lang):
            text, errors = bundle.format_pattern(pattern, dict(args))
            expected = None if errors or not isinstance(text, str) else text
            got = cat._format(lang, msg_id, dict(args))
            if got != expected:
                found.append(f"{lang.value} {msg_id} {args!r:.80}: catalog {got!r:.60}, Fluent {expected!r:.60}")
    return found


@pytest.fixture
def cat() -> Catalog:
    return Catalog()  # not strict: a failing format is a None here, as Fluent's errors are


def test_the_short_cut_agrees_with_fluent_on_every_message(cat: Catalog) -> None:
    count = sum(1 for lang in LANGUAGES for _ in cases(cat, lang))
    assert count > 3 * 1500 * 8  # every message of three languages, eight argument sets or more
    assert disagreements(cat) == []
    plans = list(cat._plans.values())
    assert sum(isinstance(p, tuple) for p in plans) > 1000  # most messages are flat: the short cut is used
    assert sum(isinstance(p, frozenset) and bool(p) for p in plans) > 50  # and plain numbers in the rest


def test_a_planted_number_format_is_caught(cat: Catalog, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Catalog, "_number", lambda self, lang, bundle, value: str(value))  # no grouping
    found = disagreements(cat)
    assert any("12,345" in line or "12.345" in line for line in found), found[:5]


def test_a_selector_taken_for_plain_is_caught(cat: Catalog, monkeypatch: pytest.MonkeyPatch) -> None:
    plan: Callable[[FTL.Pattern], Any] = catalog_module._plan

    def every_variable_plain(pattern: FTL.Pattern) -> Any:
        found = plan(pattern)
        return found if isinstance(found, tuple) else frozenset(refs(pattern).variables)

    monkeypatch.setattr(catalog_module, "_plan", every_variable_plain)
    found = disagreements(cat)
    assert any(line.startswith("de ") for line in found) and any(line.startswith("en ") for line in found), found[:5]
