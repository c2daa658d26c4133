"""The catalog's checks (CI): each returns the problems it finds as one line each, empty when clean.

They read the ``.ftl`` files' syntax trees (``fluent.syntax``), not rendered text, and the
product's Python source for the message ids it uses (``ast``: string literals, not f-strings).
``tests/lang/test_catalog.py`` runs them on ``locales/``; ``tests/lang/test_catalog_checks.py``
plants the fault each one claims to catch.

Incremental by design: a message is *in use* when its id is written as a literal somewhere in the
source (or another message references it), so a helper converting one cog adds that cog's
messages in English and German and the checks stay green at every step.
"""
from __future__ import annotations

import ast
import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from fluent.syntax import FluentParser
from fluent.syntax import ast as FTL
from fluent.syntax.visitor import Visitor

from cogs.kit.fonts import FontT, missing_glyphs

SOURCE_LANG = "en"
ID = re.compile(r"^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$")
"""A message id: kebab-case, starting with its file's prefix."""
COMMANDS_FILE = "commands"
"""The slash commands' file: its ids follow the command tree (tests/lang/test_commands.py), not literals."""

Entry = FTL.Message | FTL.Term


@dataclass
class Catalogs:
    """Every ``locales/<lang>/<file>.ftl`` under ``root``, parsed: ``files[lang][file stem]``."""

    root: Path
    files: dict[str, dict[str, FTL.Resource]] = field(default_factory=dict)

    def entries(self, lang: str) -> dict[str, tuple[str, Entry]]:
        """``lang``'s messages (``"id"``) and terms (``"-id"``), each with its file's stem (first definition wins)."""
        found: dict[str, tuple[str, Entry]] = {}
        for stem, resource in sorted(self.files.get(lang, {}).items()):
            for entry in resource.body:
                if isinstance(entry, FTL.Message | FTL.Term):
                    found.setdefault(key_of(entry), (stem, entry))
        return found

    @property
    def langs(self) -> list[str]:
        return sorted(self.files)


def read(root: Path) -> Catalogs:
    """Parse every catalog file under ``root``."""
    parser = FluentParser(with_spans=True)
    cats = Catalogs(root)
    for folder in sorted(p for p in root.iterdir() if p.is_dir()):
        cats.files[folder.name] = {f.stem: parser.parse(f.read_text(encoding="utf-8")) for f in sorted(folder.glob("*.ftl"))}
    return cats


def key_of(entry: Entry) -> str:
    return ("-" if isinstance(entry, FTL.Term) else "") + entry.id.name


def patterns(entry: Entry) -> dict[str, FTL.Pattern]:
    """An entry's patterns by part: ``""`` for its value, ``".name"`` for each attribute."""
    parts: dict[str, FTL.Pattern] = {"": entry.value} if entry.value is not None else {}
    parts.update({"." + a.id.name: a.value for a in entry.attributes})
    return parts


class _Refs(Visitor):
    def __init__(self) -> None:
        self.variables: set[str] = set()
        self.messages: set[str] = set()
        self.terms: set[str] = set()

    def visit_VariableReference(self, node: FTL.VariableReference) -> None:  # noqa: N802 - the visitor's name
        self.variables.add(node.id.name)

    def visit_MessageReference(self, node: FTL.MessageReference) -> None:  # noqa: N802
        self.messages.add(node.id.name + ("." + node.attribute.name if node.attribute else ""))

    def visit_TermReference(self, node: FTL.TermReference) -> None:  # noqa: N802
        self.terms.add("-" + node.id.name + ("." + node.attribute.name if node.attribute else ""))
        self.generic_visit(node)


class _Words(Visitor):
    def __init__(self) -> None:
        self.text: list[str] = []

    def visit_TextElement(self, node: FTL.TextElement) -> None:  # noqa: N802 - the visitor's name
        self.text.append(node.value)

    def visit_StringLiteral(self, node: FTL.StringLiteral) -> None:  # noqa: N802
        self.text.append(node.parse()["value"])

    def visit_NumberLiteral(self, node: FTL.NumberLiteral) -> None:  # noqa: N802
        self.text.append(node.value)


def words(node: FTL.BaseNode) -> str:
    """The characters ``node`` can show: its text, string and number literals, every variant's
    (selector keys and placeholders' names are never shown)."""
    found = _Words()
    found.visit(node)
    return "".join(found.text)


def refs(node: FTL.BaseNode) -> _Refs:
    """The variables, messages and terms ``node`` references (selectors and variants included)."""
    found = _Refs()
    found.visit(node)
    return found


def _where(cats: Catalogs, lang: str, stem: str, node: FTL.SyntaxNode) -> str:
    path = f"locales/{lang}/{stem}.ftl"
    if node.span is None:
        return path
    text = (cats.root / lang / f"{stem}.ftl").read_text(encoding="utf-8")
    return f"{path}:{text.count(chr(10), 0, node.span.start) + 1}"


# the checks ------------------------------------------------------------------------------------
def syntax_problems(cats: Catalogs) -> list[str]:
    """Text that does not parse (a Fluent ``Junk`` entry), and an id defined twice in one language."""
    found = []
    for lang in cats.langs:
        seen: dict[str, str] = {}
        for stem, resource in sorted(cats.files[lang].items()):
            for entry in resource.body:
                if isinstance(entry, FTL.Junk):
                    notes = "; ".join(a.message or a.code for a in entry.annotations)
                    found.append(f"{_where(cats, lang, stem, entry)}: does not parse ({notes})")
                elif isinstance(entry, FTL.Message | FTL.Term):
                    key = key_of(entry)
                    if key in seen:
                        found.append(f"{_where(cats, lang, stem, entry)}: {key} is defined in {seen[key]}.ftl already")
                    seen.setdefault(key, stem)
    return found


def prefix_problems(cats: Catalogs, prefixes: Mapping[str, str]) -> list[str]:
    """A file not named in ``prefixes`` (file stem → id prefix), a message or term whose id is not
    kebab-case or does not start with its file's prefix (``core-``, ``-mwl-…``)."""
    found = []
    for lang in cats.langs:
        for stem, resource in sorted(cats.files[lang].items()):
            prefix = prefixes.get(stem)
            if prefix is None:
                found.append(f"locales/{lang}/{stem}.ftl: not a catalog file (expected one of {sorted(prefixes)})")
                continue
            for entry in resource.body:
                if isinstance(entry, FTL.Message | FTL.Term):
                    name = entry.id.name
                    if not ID.match(name) or not name.startswith(prefix + "-"):
                        found.append(f"{_where(cats, lang, stem, entry)}: {key_of(entry)} should be kebab-case "
                                     f"and start with {prefix}-")
    return found


def missing_translations(cats: Catalogs) -> list[str]:
    """Every English message, term and attribute each other language lacks (in the same file), and
    each it has that English does not (a stale translation)."""
    found = []
    source = cats.entries(SOURCE_LANG)
    for lang in cats.langs:
        if lang == SOURCE_LANG:
            continue
        mine = cats.entries(lang)
        for key, (stem, entry) in sorted(source.items()):
            if key not in mine:
                found.append(f"{lang}: {key} missing (English: locales/en/{stem}.ftl)")
                continue
            their_stem, their = mine[key]
            if their_stem != stem:
                found.append(f"{lang}: {key} is in {their_stem}.ftl, English has it in {stem}.ftl")
            lacking = set(patterns(entry)) - set(patterns(their))
            extra = set(patterns(their)) - set(patterns(entry))
            found += [f"{lang}: {key}{part or ' (value)'} missing" for part in sorted(lacking)]
            found += [f"{lang}: {key}{part or ' (value)'} is not in English" for part in sorted(extra)]
        found += [f"{lang}: {key} is not in English (stale?)" for key in sorted(set(mine) - set(source))]
    return found


def placeholder_mismatches(cats: Catalogs) -> list[str]:
    """Each translated value or attribute whose variables (``{$name}``, selectors included) are not
    exactly the English one's."""
    found = []
    source = cats.entries(SOURCE_LANG)
    for lang in cats.langs:
        if lang == SOURCE_LANG:
            continue
        for key, (stem, their) in sorted(cats.entries(lang).items()):
            if key not in source:
                continue
            english = patterns(source[key][1])
            for part, pattern in sorted(patterns(their).items()):
                if part not in english:
                    continue
                want, got = refs(english[part]).variables, refs(pattern).variables
                if want != got:
                    lost, strange = sorted(want - got), sorted(got - want)
                    what = ", ".join([*(f"lacks ${v}" for v in lost), *(f"has ${v} English lacks" for v in strange)])
                    found.append(f"{_where(cats, lang, stem, their)}: {key}{part}: {what}")
    return found


def unknown_references(cats: Catalogs) -> list[str]:
    """Each reference to a message or term (or one's attribute) its language does not define."""
    found = []
    for lang in cats.langs:
        entries = cats.entries(lang)
        known = {key for key in entries} | {key + part for key, (_, e) in entries.items() for part in patterns(e) if part}
        for key, (stem, entry) in sorted(entries.items()):
            r = refs(entry)
            for target in sorted(r.messages | r.terms):
                if target not in known:
                    found.append(f"{_where(cats, lang, stem, entry)}: {key} references {target}, which {lang} does not define")
    return found


def literals(paths: Iterable[Path]) -> dict[str, list[str]]:
    """Every string literal in the Python files under ``paths`` that has an id's shape (``core-x``,
    ``core-x.attribute``: the part before the dot), with where it is written. The literal parts of
    f-strings are not counted: an id built there is not an id in use."""
    found: dict[str, list[str]] = {}
    for base in paths:
        for path in sorted([base] if base.is_file() else base.rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            inside_f = {id(c) for node in ast.walk(tree) if isinstance(node, ast.JoinedStr) for c in node.values}
            for node in ast.walk(tree):
                if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in inside_f:
                    name = node.value.split(".", 1)[0]
                    if ID.match(name):
                        found.setdefault(name, []).append(f"{path}:{node.lineno}")
    return found


def unused_messages(cats: Catalogs, used: Iterable[str], allowed: Iterable[str] = ()) -> list[str]:
    """Each English message (not a term, not a slash command's: ``commands.ftl`` follows the command
    tree) whose id no source literal names (``used``), no other message references, and that is
    not ``allowed`` (ids only data files build)."""
    entries = cats.entries(SOURCE_LANG)
    referenced = {target.split(".", 1)[0] for _, e in entries.values() for target in refs(e).messages}
    in_use = set(used) | referenced | set(allowed)
    return [f"en: {key} is used nowhere (locales/en/{stem}.ftl)" for key, (stem, entry) in sorted(entries.items())
            if isinstance(entry, FTL.Message) and stem != COMMANDS_FILE and key not in in_use]


def unknown_ids(cats: Catalogs, used: Mapping[str, list[str]], prefixes: Iterable[str]) -> list[str]:
    """Each id-shaped literal in the source with a catalog prefix (``core-…``, ``mwl-…``) that English
    does not define: a message the code shows but nobody wrote."""
    english = {key for key in cats.entries(SOURCE_LANG) if not key.startswith("-")}
    starts = tuple(p + "-" for p in prefixes)
    return [f"{where[0]}: {name} is not in the English catalog" for name, where in sorted(used.items())
            if name.startswith(starts) and name not in english]


PICTOGRAPH = "So"
"""The Unicode category of pictographs (emoji, ☀, ★): a message may show them in Discord's text,
which draws emoji itself; a picture's font need only have them when a picture draws the message."""


def _text_char(ch: str) -> bool:
    """A letter, mark, digit, punctuation mark, space or math/currency sign: what any message may
    end up drawing (not a pictograph, nor a control or format character)."""
    category = unicodedata.category(ch)
    return category != PICTOGRAPH and not category.startswith("C") and category not in ("Zl", "Zp")


def drawn_closure(cats: Catalogs, lang: str, ids: Iterable[str]) -> set[str]:
    """``ids`` (messages a picture draws; ``id.attribute`` counts as ``id``) with every message and
    term they reference, transitively, in ``lang``."""
    entries = cats.entries(lang)
    todo = [i.split(".", 1)[0] for i in ids]
    seen: set[str] = set()
    while todo:
        key = todo.pop()
        if key in seen or key not in entries:
            continue
        seen.add(key)
        r = refs(entries[key][1])
        todo += [target.split(".", 1)[0] for target in r.messages | r.terms]
    return seen


def glyph_problems(cats: Catalogs, fonts: Mapping[str, FontT], drawn: Iterable[str]) -> list[str]:
    """The characters a picture would draw as a box (the font's ``.notdef``), per language:

    * of every message and term, each letter, digit, punctuation mark and space (all but
      pictographs and controls) that one of ``fonts`` (name → font) lacks: any message may become
      a label, and a name or word of the catalog must draw in every face;
    * of the messages a picture draws (``drawn``: their ids, as a picture's source names them) and
      what they reference, every character, pictographs included.

    One line per (language, entry) with the characters and the faces lacking them."""
    found = []
    drawn = list(drawn)
    for lang in cats.langs:
        pictured = drawn_closure(cats, lang, drawn)
        for key, (stem, entry) in sorted(cats.entries(lang).items()):
            text = words(entry)
            if key not in pictured:
                text = "".join(ch for ch in text if _text_char(ch))
            lacking: dict[str, list[str]] = {}
            for name, f in fonts.items():
                for ch in missing_glyphs(f, text):
                    lacking.setdefault(ch, []).append(name)
            if lacking:
                chars = "".join(lacking)
                faces = sorted({name for names in lacking.values() for name in names})
                where = "a picture draws it" if key in pictured else "any message may be drawn"
                found.append(f"{_where(cats, lang, stem, entry)}: {key} has {chars!r}, which {', '.join(faces)} "
                             f"lack(s) ({where})")
    return found
