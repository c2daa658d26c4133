"""The catalog: every message in every language, rendered with Fluent (``fluent.runtime``).

Files: ``locales/<lang>/<file>.ftl`` at the repository's top (``core.ftl``, ``commands.ftl``, one
per game named by its key). A language's files form one Fluent bundle, so a message may use any
term or message of its language. The pseudo-language ``qps`` is made from English when first
asked for (:mod:`cogs.lang.pseudo`).

How a rendering goes (:meth:`Catalog.render`):

* the message in the reader's language, with its arguments (numbers and plurals by the
  language's CLDR rules through Babel);
* missing there, or failing there (a translation with a broken placeholder, which CI's checks
  catch first: ``tests/lang/``) → the English message, logged at WARNING once per (language, id);
* unknown in English too, or failing in English → ``"…"``, logged at ERROR once per id: a key or a
  ``{$placeholder}`` is never shown to a person.

Renderings are remembered in a bounded LRU keyed by (language, id, arguments), so the same lines
drawn for every table, panel and DM copy of a move are formatted once (bot CPU per move, issue 25).
A rendering not remembered takes a short cut where Fluent's resolver would only join text: a
pattern of text and ``{ $variable }`` alone is joined directly, and a whole-number argument is
formatted once per (language, number) with Fluent's own ``FluentInt.format`` when the variable is
used only as ``{ $n }`` (not as a selector or a function's argument), in a pattern with no message
reference. Anything else (a missing argument, a float, an over-long string) goes through Fluent;
``tests/lang/test_fast_format.py`` checks both ways agree for every message of every language (bot
CPU per move, issue 34).
Fluent's own bidi isolation is off: a name a person chose comes in already made inert
(:func:`cogs.kit.text.safe`), isolated once there.

Thread-safe: pictures render their labels in worker threads.
"""
from __future__ import annotations

import logging
import threading
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle
from fluent.runtime.resolver import MAX_PART_LENGTH
from fluent.runtime.types import FluentInt
from fluent.syntax import FluentParser
from fluent.syntax import ast as FTL

from cogs.lang.langs import LANGUAGES, SOURCE, Lang
from cogs.lang.msg import Arg, Msg
from cogs.lang.pseudo import pseudo_resource

log = logging.getLogger("menagerie.lang")

LOCALES = Path(__file__).resolve().parents[2] / "locales"
"""The catalog's folder: ``locales/<lang>/<file>.ftl``."""

MISSING = "…"
"""What a message no language has renders as (logged at ERROR): never its id."""

REMEMBERED = 8192
"""Renderings kept per catalog (a few moves of 50 tables, every language shown)."""


class _Var(str):
    """A flat pattern's ``{ $name }`` (its name), told apart from its text by type."""


_Flat = tuple[str, ...]
"""A pattern of text and ``{ $variable }`` only: its parts, a :class:`_Var` for each variable."""

_PlainInts = frozenset[str]
"""The variables of any other pattern that only ever stand as ``{ $name }`` (empty: none, or the
pattern refers to another message, which sees the same arguments)."""


def _plan(pattern: FTL.Pattern) -> _Flat | _PlainInts:
    """How :meth:`Catalog._format` may short-cut ``pattern`` (a Fluent resolver pattern)."""
    flat: list[str] = []
    elements = pattern.elements if isinstance(pattern, FTL.Pattern) else [pattern]  # text alone is compiled to itself
    for element in elements:
        if isinstance(element, FTL.TextElement):
            flat.append(element.value)
        elif isinstance(element, FTL.Placeable) and isinstance(element.expression, FTL.VariableReference):
            flat.append(_Var(element.expression.id.name))
        else:
            break
    else:
        return tuple(flat)
    plain: set[str] = set()
    other: set[str] = set()
    stack: list[tuple[Any, Any]] = [(pattern, None)]
    while stack:
        node, parent = stack.pop()
        if isinstance(node, FTL.MessageReference):
            return frozenset()
        if isinstance(node, FTL.VariableReference):
            (plain if isinstance(parent, FTL.Placeable) else other).add(node.id.name)
            continue
        for value in vars(node).values():
            for child in value if isinstance(value, list) else [value]:
                if isinstance(child, FTL.BaseNode) and not isinstance(child, FTL.Span):
                    stack.append((child, node))
    return frozenset(plain - other)


class CatalogError(Exception):
    """A catalog file that does not parse (a Fluent syntax error) or defines an id twice.

    Raised only in :attr:`Catalog.strict` mode (the tests); the bot logs it and leaves the entry out."""


def parse_file(path: Path) -> FTL.Resource:
    """One ``.ftl`` file's syntax tree (with spans; ``Junk`` entries for what does not parse)."""
    return FluentParser(with_spans=True).parse(path.read_text(encoding="utf-8"))


def message_ids(resource: FTL.Resource) -> list[str]:
    """The message ids a file defines (terms, ``-…``, not included), in file order."""
    return [e.id.name for e in resource.body if isinstance(e, FTL.Message)]


class Catalog:
    """Every language's messages under ``root`` (default :data:`LOCALES`), loaded when first used.

    ``strict``: raise instead of logging and falling back (tests switch it on, so a missing
    translation or a broken placeholder fails them). One process-wide instance is
    :func:`cogs.lang.catalog`; tests make their own over a temporary folder."""

    def __init__(self, root: Path = LOCALES, *, strict: bool = False) -> None:
        self.root = root
        self.strict = strict
        self._bundles: dict[Lang, FluentBundle] = {}
        self._resources: dict[Lang, list[FTL.Resource]] = {}
        self._lock = threading.RLock()
        self._told: set[tuple[str, str]] = set()
        self._plans: dict[tuple[Lang, str], _Flat | _PlainInts] = {}
        self._numbers: dict[tuple[Lang, int], str] = {}
        self._texts: dict[tuple[Any, ...], str] = {}
        self.render_key = lru_cache(maxsize=REMEMBERED)(self._render_key)
        """``render_key(lang, msg_id, sorted_args)``: :meth:`render` with its result remembered."""

    # loading -------------------------------------------------------------------------------
    def files(self, lang: Lang) -> list[Path]:
        """The ``.ftl`` files of ``lang`` (English's for the pseudo-language), sorted by name."""
        folder = self.root / (SOURCE if lang is Lang.QPS else lang).value
        return sorted(folder.glob("*.ftl")) if folder.is_dir() else []

    def resources(self, lang: Lang) -> list[FTL.Resource]:
        """The parsed files of ``lang`` (the pseudo-language's made from English's)."""
        with self._lock:
            found = self._resources.get(lang)
            if found is None:
                found = [parse_file(path) for path in self.files(lang)]
                if lang is Lang.QPS:
                    found = [pseudo_resource(r) for r in found]
                self._resources[lang] = found
            return found

    def bundle(self, lang: Lang) -> FluentBundle:
        """The Fluent bundle of ``lang``: all its files, its Babel locale, no bidi isolation."""
        with self._lock:
            bundle = self._bundles.get(lang)
            if bundle is not None:
                return bundle
            bundle = FluentBundle([LANGUAGES[lang].babel_locale], use_isolating=False)
            seen: dict[str, str] = {}
            for path, resource in zip(self.files(lang), self.resources(lang), strict=True):
                for entry in resource.body:
                    if isinstance(entry, FTL.Junk):
                        self._fault(f"{path}: does not parse: {entry.content!r:.80}")
                    elif isinstance(entry, FTL.Message | FTL.Term):
                        name = ("-" if isinstance(entry, FTL.Term) else "") + entry.id.name
                        if name in seen:
                            self._fault(f"{path}: {name} is defined in {seen[name]} already")
                        seen.setdefault(name, path.name)
                bundle.add_resource(resource)
            self._bundles[lang] = bundle
            return bundle

    def has(self, lang: Lang, msg_id: str) -> bool:
        """Whether ``lang`` itself defines message ``msg_id`` (``"id.attribute"`` for an attribute)."""
        name, _, attribute = msg_id.partition(".")
        bundle = self.bundle(lang)
        if not bundle.has_message(name):
            return False
        message = bundle.get_message(name)
        return message.value is not None if not attribute else attribute in message.attributes

    # rendering -----------------------------------------------------------------------------
    def render(self, lang: Lang, msg_id: str, args: Mapping[str, Arg] | None = None) -> str:
        """Message ``msg_id`` in ``lang`` with ``args`` (a :class:`Msg` argument is rendered first, in
        ``lang``); English where ``lang`` lacks it or fails on it, ``"…"`` where English does too
        (see the module doc). Remembered when the arguments are hashable."""
        return self.render_items(lang, msg_id, tuple(sorted(args.items())) if args else ())

    def text(self, lang: Lang, msg_id: str, args: dict[str, Arg]) -> str:
        """:meth:`render` for :func:`cogs.lang.t`, remembered in a plain dict keyed by the arguments
        in the order they were given (one call site gives them in one order; another order is just
        another key for the same text), so a repeated line costs one lookup and no sort: about a
        third less time than :meth:`render` (0.45 against 0.66 µs with two arguments, ``timeit``).
        Up to :data:`REMEMBERED` texts, then forgotten all at once."""
        key = (lang, msg_id, *args.items())
        try:
            found = self._texts.get(key)
        except TypeError:  # an unhashable argument: rendered, not remembered
            return self._render_key(lang, msg_id, tuple(sorted(args.items())))
        if found is None:
            found = self.render_items(lang, msg_id, tuple(sorted(args.items())) if args else ())
            if len(self._texts) >= REMEMBERED:
                self._texts.clear()
            self._texts[key] = found
        return found

    def render_items(self, lang: Lang, msg_id: str, items: tuple[tuple[str, Arg], ...]) -> str:
        """:meth:`render` with the arguments as sorted ``(name, value)`` pairs (:attr:`Msg.key`'s)."""
        try:
            return self.render_key(lang, msg_id, items)
        except TypeError:  # an unhashable argument: rendered, not remembered
            return self._render_key(lang, msg_id, items)

    def _render_key(self, lang: Lang, msg_id: str, items: tuple[tuple[str, Arg], ...]) -> str:
        args = {k: (self.render_items(lang, *v.key) if isinstance(v, Msg) else v) for k, v in items}
        if lang is not SOURCE:
            text = self._format(lang, msg_id, args)
            if text is not None:
                return text
            self._tell(logging.WARNING, lang, msg_id, f"{lang.value}: {msg_id} missing or failing: shown in English")
        text = self._format(SOURCE, msg_id, args)
        if text is not None:
            return text
        self._tell(logging.ERROR, SOURCE, msg_id, f"{msg_id}: no such message, or it fails in English: shown as {MISSING!r}")
        return MISSING

    def _format(self, lang: Lang, msg_id: str, args: dict[str, Any]) -> str | None:
        """``msg_id`` formatted in ``lang``; None if ``lang`` lacks it or formatting it failed."""
        name, _, attribute = msg_id.partition(".")
        bundle = self.bundle(lang)
        if not bundle.has_message(name):
            return None
        message = bundle.get_message(name)
        pattern = message.attributes.get(attribute) if attribute else message.value
        if pattern is None:
            return None
        plan = self._plans.get((lang, msg_id))
        if plan is None:
            plan = self._plans[(lang, msg_id)] = _plan(pattern)
        if isinstance(plan, tuple):
            joined = self._join(lang, bundle, plan, args)
            if joined is not None:
                return joined
        elif plan:
            args = {k: (self._number(lang, bundle, v) if k in plan and type(v) is int else v) for k, v in args.items()}
        text, errors = bundle.format_pattern(pattern, args)
        if errors or not isinstance(text, str):
            self._tell(logging.ERROR, lang, msg_id, f"{lang.value}: {msg_id} with {sorted(args)}: {errors}")
            return None
        return text

    def _join(self, lang: Lang, bundle: FluentBundle, parts: _Flat, args: dict[str, Any]) -> str | None:
        """A flat pattern's text as Fluent would make it; None where only Fluent can say (an argument
        missing, not a string or whole number, or too long)."""
        out: list[str] = []
        for part in parts:
            if type(part) is _Var:
                value = args.get(part)
                if type(value) is int:
                    out.append(self._number(lang, bundle, value))
                elif type(value) is str and len(value) <= MAX_PART_LENGTH:
                    out.append(value)
                else:
                    return None
            else:
                out.append(part)
        return "".join(out)

    def _number(self, lang: Lang, bundle: FluentBundle, value: int) -> str:
        """``value`` as Fluent shows a number argument in ``lang`` (remembered)."""
        text = self._numbers.get((lang, value))
        if text is None:
            if len(self._numbers) >= REMEMBERED:
                self._numbers.clear()
            text = self._numbers[(lang, value)] = FluentInt(value).format(bundle._babel_locale)
        return text

    def _tell(self, level: int, lang: Lang, msg_id: str, what: str) -> None:
        """Log ``what`` once per (language, id, level); raise it in strict mode."""
        if self.strict:
            raise CatalogError(what)
        key = (f"{lang.value}:{level}", msg_id)
        with self._lock:
            if key in self._told:
                return
            self._told.add(key)
        log.log(level, "%s", what)

    def _fault(self, what: str) -> None:
        if self.strict:
            raise CatalogError(what)
        log.error("catalog: %s", what)

    def forget(self) -> None:
        """Drop what was loaded and remembered (a test that rewrote the files)."""
        with self._lock:
            self._bundles.clear()
            self._resources.clear()
            self._told.clear()
            self._plans.clear()
            self._numbers.clear()
            self._texts.clear()
            self.render_key.cache_clear()
