"""Every game folder follows the template of engine/games/README.md: the same file roles, and
imports inside a game that go one way (no import circle, lazy function-level imports included).

The circle check is the whole tree's (:mod:`tests.imports`, ``tests/test_layers.py``) on one game's
own modules, so a failure names the game.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.imports import Graph, circles, import_graph

ROOT = Path(__file__).resolve().parents[2]
GAMES = sorted(p for p in (ROOT / "engine" / "games").iterdir() if p.is_dir() and not p.name.startswith("_"))
ROLES = ("__init__.py", "actions.py", "state.py", "views.py", "rules.py",
         "ai/__init__.py", "ai/easy.py", "ai/normal.py", "ai/hard.py")
"""The files every game folder has (engine/games/README.md)."""


def game_graph(root: Path, folder: Path) -> Graph:
    """The game's own modules, each with the game modules it imports (:func:`tests.imports.import_graph`)."""
    return import_graph(root, [str(folder.relative_to(root))])


@pytest.mark.parametrize("folder", GAMES, ids=[g.name for g in GAMES])
def test_every_game_folder_has_the_templates_files(folder: Path) -> None:
    missing = [role for role in ROLES if not (folder / role).is_file()]
    assert not missing, f"{folder.name} lacks {missing} (engine/games/README.md)"


@pytest.mark.parametrize("folder", GAMES, ids=[g.name for g in GAMES])
def test_imports_inside_a_game_go_one_way(folder: Path) -> None:
    found = circles(game_graph(ROOT, folder))
    assert not found, f"{folder.name}: import circles " + "; ".join(" -> ".join(m.rsplit(".", 1)[-1] for m in c)
                                                              for c in sorted(found))


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
    found = circles(game_graph(tmp_path, game))
    names = [[m.rsplit(".", 1)[-1] for m in c] for c in found]
    assert ["effects", "views", "rules"] in names  # the lazy import inside apply() counts
    assert ["ai", "hard"] in names  # a sub-package's __init__ and its module
    (game / "views.py").write_text("def build():\n    return None\n")
    (game / "ai" / "hard.py").write_text("from . import easy\n")
    assert circles(game_graph(tmp_path, game)) == set()
