"""The import graph of one package, read with :mod:`ast`: every ``import`` and ``from … import``
counts, at module level, inside functions and under ``TYPE_CHECKING`` alike.

Used by ``tests/cogs/test_cogs_layout.py`` (feature cogs side by side, the layers beneath them)
and to measure how deep the package is stacked::

    python -m tests.import_graph cogs

prints the longest import chain among the package's modules (a module counts once; modules in
an import circle count as one level) and every circle; ``python -m tests.import_graph cogs 2``
does the same with each subpackage merged into one node (``cogs.kit``, ``cogs.games``), which
shows how the feature cogs are stacked.

An edge goes to the module an import names: ``from cogs.kit.text import clip`` → ``cogs.kit.text``,
``from cogs.shared import words`` → ``cogs.shared.words``, ``from cogs.kit import X`` (X not a
submodule) → ``cogs.kit``. The packages a module sits in are not edges of their own (Python runs
their ``__init__`` first, but an ``__init__`` that imports nothing adds nothing).
"""
from __future__ import annotations

import ast
import sys
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def module_name(root: Path, path: Path) -> str:
    """``cogs.kit.text`` for ``<root>/cogs/kit/text.py`` (a package's ``__init__`` names the package)."""
    parts = path.with_suffix("").relative_to(root).parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported(path: Path, name: str, known: set[str] | dict[str, Path]) -> set[str]:
    """The modules of ``known`` that the module ``name`` (at ``path``) imports, anywhere in its code."""
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        targets: list[str] = []
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            submodules = [f"{source}.{a.name}" for a in node.names if f"{source}.{a.name}" in known]
            targets = submodules if len(submodules) == len(node.names) else [*submodules, source]
        elif isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        found.update(t for t in targets if t in known and t != name)
    return found


def import_graph(root: Path, package: str) -> dict[str, set[str]]:
    """Every module of ``package`` under ``root`` with the modules of ``package`` it imports."""
    modules = {module_name(root, p): p for p in sorted((root / package.replace(".", "/")).rglob("*.py"))}
    return {name: imported(path, name, modules) for name, path in modules.items()}


def circles(edges: dict[str, set[str]]) -> list[set[str]]:
    """The import circles: each a set of two or more modules that reach each other (Tarjan's
    strongly connected components)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[set[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(edges.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = set()
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.add(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(component)

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def longest_chain(edges: dict[str, set[str]]) -> list[str]:
    """The longest import chain, from the importing module down: each entry a module, or
    ``"[a|b|…]"`` for the modules of one circle (which count as one level)."""
    group = {m: m for m in edges}
    for circle in circles(edges):
        label = "[" + "|".join(sorted(circle)) + "]"
        group.update(dict.fromkeys(circle, label))
    below: dict[str, set[str]] = {g: set() for g in group.values()}
    for module, targets in edges.items():
        below[group[module]].update(group[t] for t in targets if group[t] != group[module])

    @cache
    def chain(node: str) -> tuple[str, ...]:
        longest: tuple[str, ...] = ()
        for nxt in sorted(below[node]):
            if len(chain(nxt)) > len(longest):
                longest = chain(nxt)
        return (node, *longest)

    best: tuple[str, ...] = ()
    for node in sorted(below):
        if len(chain(node)) > len(best):
            best = chain(node)
    return list(best)


def grouped(edges: dict[str, set[str]], depth: int) -> dict[str, set[str]]:
    """The same graph with modules merged by their first ``depth`` name parts (``depth`` 2 makes
    ``cogs.kit.text`` and ``cogs.kit.ui`` one node ``cogs.kit``, keeps ``cogs.lobby``); imports
    inside one merged node are left out."""
    def key(module: str) -> str:
        return ".".join(module.split(".")[:depth])

    merged: dict[str, set[str]] = {}
    for module, targets in edges.items():
        merged.setdefault(key(module), set()).update(key(t) for t in targets if key(t) != key(module))
    return merged


def main(package: str, depth: int | None = None) -> None:
    edges = import_graph(ROOT, package)
    if depth is not None:
        edges = grouped(edges, depth)
    chain = longest_chain(edges)
    found = circles(edges)
    print(f"{package}: {len(edges)} {'nodes' if depth else 'modules'}, {sum(map(len, edges.values()))} imports between them")
    print(f"longest import chain: {len(chain)} levels")
    for level in chain:
        print(f"  {level}")
    print(f"import circles: {len(found)}")
    for circle in found:
        print("  " + " ".join(sorted(circle)))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "cogs", int(sys.argv[2]) if len(sys.argv) > 2 else None)
