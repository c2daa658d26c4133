"""Every game folder follows the template of engine/games/README.md: the same file roles, and
imports inside a game that go one way (no import circle, lazy function-level imports included).

The circle check reads each module's imports with :mod:`ast` (module level and inside functions)
and looks for a cycle among the game's own modules; the package's ``__init__`` (which exposes
``GAME`` from ``rules``) is left out, since importing any submodule loads it first anyway.
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GAMES = sorted(p for p in (ROOT / "engine" / "games").iterdir() if p.is_dir() and not p.name.startswith("_"))
ROLES = ("__init__.py", "actions.py", "state.py", "views.py", "rules.py",
         "ai/__init__.py", "ai/easy.py", "ai/normal.py", "ai/hard.py")
"""The files every game folder has (engine/games/README.md)."""


def module_name(root: Path, path: Path) -> str:
    """``engine.games.x.rules`` for ``<root>/engine/games/x/rules.py`` (a package's ``__init__`` names the package)."""
    parts = path.with_suffix("").relative_to(root).parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph(root: Path, folder: Path) -> dict[str, set[str]]:
    """The game's own modules (the package itself left out), each with the game modules it imports."""
    modules = {module_name(root, p): p for p in folder.rglob("*.py")}
    top = module_name(root, folder / "__init__.py")
    edges: dict[str, set[str]] = {m: set() for m in modules if m != top}
    for name in edges:
        path = modules[name]
        package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                    source = ".".join(base + ([node.module] if node.module else []))
                else:
                    source = node.module or ""
                submodules = [f"{source}.{a.name}" for a in node.names if f"{source}.{a.name}" in modules]
                targets = submodules or [source]
            elif isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            edges[name].update(t for t in targets if t in edges and t != name)
    return edges


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Every import circle a depth-first walk meets, each as the modules around it (first == last)."""
    state: dict[str, int] = {}
    found: list[list[str]] = []

    def walk(node: str, stack: list[str]) -> None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(edges[node]):
            if state.get(nxt) == 1:
                found.append(stack[stack.index(nxt):] + [nxt])
            elif nxt not in state:
                walk(nxt, stack)
        stack.pop()
        state[node] = 2

    for node in sorted(edges):
        if node not in state:
            walk(node, [])
    return found


@pytest.mark.parametrize("folder", GAMES, ids=[g.name for g in GAMES])
def test_every_game_folder_has_the_templates_files(folder: Path) -> None:
    missing = [role for role in ROLES if not (folder / role).is_file()]
    assert not missing, f"{folder.name} lacks {missing} (engine/games/README.md)"


@pytest.mark.parametrize("folder", GAMES, ids=[g.name for g in GAMES])
def test_imports_inside_a_game_go_one_way(folder: Path) -> None:
    found = cycles(import_graph(ROOT, folder))
    assert not found, f"{folder.name}: import circles " + "; ".join(" -> ".join(m.rsplit(".", 1)[-1] for m in c)
                                                              for c in found)


def test_the_circle_check_catches_a_planted_circle_also_through_a_lazy_import(tmp_path: Path) -> None:
    game = tmp_path / "engine" / "games" / "planted"
    (game / "ai").mkdir(parents=True)
    (game / "__init__.py").write_text("from .rules import GAME\n")
    (game / "rules.py").write_text("from .effects import apply\nGAME = object()\n")
    (game / "effects.py").write_text("def apply():\n    from engine.games.planted.views import build\n    return build\n")
    (game / "views.py").write_text("from .rules import GAME\n\ndef build():\n    return GAME\n")
    (game / "ai" / "__init__.py").write_text("from . import hard\nLEVELS = ()\n")
    (game / "ai" / "hard.py").write_text("from engine.games.planted.ai import LEVELS\n")
    (game / "ai" / "easy.py").write_text("")
    found = cycles(import_graph(tmp_path, game))
    names = [[m.rsplit(".", 1)[-1] for m in c] for c in found]
    assert ["effects", "views", "rules", "effects"] in names  # the lazy import inside apply() counts
    assert ["ai", "hard", "ai"] in names  # a sub-package's __init__ and its module
    (game / "views.py").write_text("def build():\n    return None\n")
    (game / "ai" / "hard.py").write_text("from . import easy\n")
    assert cycles(import_graph(tmp_path, game)) == []
