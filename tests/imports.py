"""Who imports whom in Menagerie's own code, read from each module's syntax tree: the import graph, its
import circles, and the imports a layer forbids (``tests/test_layers.py``, ``tests/engine/test_game_folders.py``,
``tests/cogs/test_cogs_layout.py``), and how deep a package is stacked::

    python -m tests.imports cogs        # the longest import chain among cogs' modules, and its circles
    python -m tests.imports cogs 2      # the same with each subpackage one node (cogs.kit, cogs.shared…)

Every import statement counts wherever it stands: at module level, inside a function (a lazy import)
or under ``if TYPE_CHECKING:`` (mypy and a reader follow it, and making it real is one edit away).

An import runs the module it names and every package above it: ``from storage.sqlite.db import X``
in ``storage/backend.py`` runs ``storage/sqlite/__init__.py`` before ``storage/sqlite/db.py``. So an
import gives an edge to the module named (or, for ``from P import n`` where ``P.n`` is a module, to
``P.n``) and to each package above it, except the packages above the importing module itself:
those are already being imported when it runs, so they close no circle by being run. Taking a name
from one of them is different (``from P import name`` where ``name`` is defined in ``P/__init__.py``:
it may not be defined yet), so that is an edge to ``P`` all the same.
"""
from __future__ import annotations

import ast
import importlib
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import ModuleType

Graph = dict[str, set[str]]
"""Module name → the modules of the graph it imports."""

ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Imported:
    """One import statement's target: the ``module`` named in full (``storage.ratings``), the ``names``
    taken from it (empty for ``import module``) and the ``line`` it is on."""

    module: str
    names: tuple[str, ...]
    line: int


def module_name(root: Path, path: Path) -> str:
    """``engine.games.x.rules`` for ``<root>/engine/games/x/rules.py`` (a package's ``__init__`` names the package)."""
    parts = path.with_suffix("").relative_to(root).parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules(root: Path, tops: Iterable[str]) -> dict[str, Path]:
    """Every module of the packages or top-level modules ``tops`` (``"storage"``, ``"bot"``) under ``root``, by name."""
    found: dict[str, Path] = {}
    for top in tops:
        single = root / f"{top}.py"
        paths = [single] if single.is_file() else sorted((root / top).rglob("*.py"))
        found |= {module_name(root, p): p for p in paths}
    return found


def imports_of(name: str, path: Path) -> Iterator[Imported]:
    """Every import statement of module ``name`` (file ``path``), anywhere in it, relative ones resolved."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield Imported(alias.name, (), node.lineno)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            yield Imported(source, tuple(a.name for a in node.names), node.lineno)


def _ancestors(name: str) -> list[str]:
    """``a``, ``a.b`` for ``a.b.c``."""
    parts = name.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts))]


def runs(importer: str, imported: Imported, known: set[str]) -> set[str]:
    """The modules of ``known`` that ``imported`` (a statement of ``importer``) runs, less ``importer``: the
    module it takes names from (or each submodule it takes by name) and the packages above them, those
    above ``importer`` left out unless the statement takes a name from one of them."""
    submodules = {f"{imported.module}.{n}" for n in imported.names} & known
    takes_from_module = not imported.names or len(submodules) < len(imported.names)
    named = submodules | ({imported.module} if takes_from_module else set())
    above = {a for m in (imported.module, *submodules) for a in (*_ancestors(m), m)} - named
    return ((named | (above - set(_ancestors(importer)))) & known) - {importer}


def import_graph(root: Path, tops: Iterable[str]) -> Graph:
    """The import graph of the modules of ``tops`` under ``root`` (:func:`modules`), edges only between them."""
    found = modules(root, tops)
    known = set(found)
    edges: Graph = {m: set() for m in known}
    for name in known:
        for imported in imports_of(name, found[name]):
            edges[name] |= runs(name, imported, known)
    return edges


def circles(edges: Graph, *, limit: int = 10_000) -> set[tuple[str, ...]]:
    """Every import circle of ``edges`` (each elementary cycle once), as the modules around it from its
    smallest name (``("a", "b")`` is a → b → a). Raises RuntimeError past ``limit`` circles.

    Only modules of one strongly connected component can share a circle, so each is walked on its own."""
    found: set[tuple[str, ...]] = set()
    for component in components(edges):
        nodes = sorted(component)
        for i, start in enumerate(nodes):
            _circles_from([start], set(nodes[i + 1:]), edges, found, limit)  # found from its smallest module only
    return found


def components(edges: Graph) -> list[set[str]]:
    """The strongly connected components of ``edges`` with more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[set[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in sorted(edges[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = set()
            while (top := stack.pop()) != node:
                component.add(top)
            if component:
                found.append(component | {node})

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def _circles_from(path: list[str], allowed: set[str], edges: Graph, found: set[tuple[str, ...]], limit: int) -> None:
    """Add to ``found`` every circle that goes on from ``path`` through ``allowed`` modules back to ``path[0]``."""
    for nxt in sorted(edges[path[-1]]):
        if nxt == path[0]:
            found.add(tuple(path))
            if len(found) > limit:
                raise RuntimeError(f"more than {limit} import circles")
        elif nxt in allowed and nxt not in path:
            _circles_from([*path, nxt], allowed, edges, found, limit)


def circle_text(circle: tuple[str, ...]) -> str:
    """``a -> b -> a``."""
    return " -> ".join((*circle, circle[0]))


def forbidden_imports(root: Path, top: str, banned: Iterable[str]) -> list[str]:
    """Imports in the modules of ``top`` of anything under the packages ``banned`` (``"discord"`` bans
    ``discord`` and ``discord.ui``, not ``discord_codes``), as ``path:line: module``."""
    prefixes = tuple(banned)
    found = []
    for name, path in sorted(modules(root, [top]).items()):
        for imported in imports_of(name, path):
            taken = [imported.module] + [f"{imported.module}.{n}" for n in imported.names]
            hits = sorted({t for t in taken for b in prefixes if t == b or t.startswith(f"{b}.")})
            if hits:
                found.append(f"{path.relative_to(root)}:{imported.line}: {hits[0]}")
    return found


def _resolve(dotted: str) -> object:
    """The object ``dotted`` (``storage.records.StaleVersion``) names, importing the longest module prefix; None if none."""
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            found: object = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        for attr in parts[cut:]:
            found = getattr(found, attr, None)
        return found
    return None


def _is_error(found: object) -> bool:
    return isinstance(found, type) and issubclass(found, BaseException)


def _dotted(node: ast.expr) -> str | None:
    """``a.b.c`` for the expression ``a.b.c`` (names and attributes only), else None."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        head = _dotted(node.value)
        return None if head is None else f"{head}.{node.attr}"
    return None


def errors_taken(root: Path, top: str, package: str) -> list[str]:
    """Exception classes of ``package`` (and its modules) that the modules of ``top`` import by name
    (``from storage import StaleVersion``) or reach through a module of it they import
    (``storage.StaleVersion`` after ``import storage``), anywhere in the module, as ``path:line: package.Name``."""

    def inside(module: str) -> bool:
        return module == package or module.startswith(f"{package}.")

    found = []
    for _, path in sorted(modules(root, [top]).items()):
        where = path.relative_to(root)
        nodes = list(ast.walk(ast.parse(path.read_text(encoding="utf-8"))))
        bound: dict[str, str] = {}  # a local name -> the module of ``package`` it is
        for node in nodes:
            if isinstance(node, ast.Import):
                for alias in node.names:
                    if inside(alias.name) and alias.asname:  # import storage.records as records
                        bound[alias.asname] = alias.name
                    elif inside(alias.name):  # import storage.records binds "storage"
                        head = alias.name.split(".")[0]
                        bound[head] = head
            elif isinstance(node, ast.ImportFrom) and not node.level and node.module and inside(node.module):
                for alias in node.names:
                    dotted = f"{node.module}.{alias.name}"
                    taken = _resolve(dotted)
                    if _is_error(taken):
                        found.append(f"{where}:{node.lineno}: {dotted}")
                    elif isinstance(taken, ModuleType):
                        bound[alias.asname or alias.name] = dotted
        for node in nodes:
            if not isinstance(node, ast.Attribute):
                continue
            head, _, rest = (_dotted(node) or "").partition(".")
            if head in bound and _is_error(_resolve(f"{bound[head]}.{rest}")):
                found.append(f"{where}:{node.lineno}: {bound[head]}.{rest}")
    return found


def grouped(edges: Graph, depth: int) -> Graph:
    """``edges`` with modules merged by their first ``depth`` name parts (``depth`` 2 makes ``cogs.kit.text``
    and ``cogs.kit.ui`` one node ``cogs.kit`` and keeps ``cogs.lobby``); imports inside a node are left out."""
    def key(module: str) -> str:
        return ".".join(module.split(".")[:depth])

    merged: Graph = {}
    for module, targets in edges.items():
        merged.setdefault(key(module), set()).update(key(t) for t in targets if key(t) != key(module))
    return merged


def longest_chain(edges: Graph) -> list[str]:
    """The longest import chain of ``edges``, from the importing module down, each module once; the modules
    of one circle count as one level, written ``[a|b|…]``."""
    group = {m: m for m in edges}
    for component in components(edges):
        group.update(dict.fromkeys(component, "[" + "|".join(sorted(component)) + "]"))
    below: Graph = {g: set() for g in group.values()}
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


def main(top: str, depth: int | None = None, root: Path = ROOT) -> None:
    """Print the longest import chain of ``top``'s modules under ``root`` (merged by ``depth``) and its circles."""
    edges = import_graph(root, [top])
    if depth is not None:
        edges = grouped(edges, depth)
    chain = longest_chain(edges)
    print(f"{top}: {len(edges)} {'nodes' if depth else 'modules'}, {sum(map(len, edges.values()))} imports between them")
    print(f"longest import chain: {len(chain)} levels")
    for level in chain:
        print(f"  {level}")
    found = sorted(components(edges), key=lambda c: sorted(c))
    print(f"modules in import circles: {sum(map(len, found))}, in {len(found)} tangles")
    for component in found:
        print("  " + " ".join(sorted(component)))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "cogs", int(sys.argv[2]) if len(sys.argv) > 2 else None,
         Path(sys.argv[3]) if len(sys.argv) > 3 else ROOT)
