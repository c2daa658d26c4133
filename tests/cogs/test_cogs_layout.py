"""The Discord side laid out like the engine: feature cogs side by side, layers that import only
downwards, and one typed door to the table cog.

Layers, top to bottom (``cogs/__init__.py``): the feature cogs (``cogs/<feature>.py``, or a package
``cogs/<feature>/`` such as the table's, defining a ``commands.Cog``), the bot (``cogs/client.py``),
``cogs/shared/``, the game UIs (``cogs/games/<game>/``), the kit (``cogs/kit/``), the language
catalog (``cogs/lang/``) and the ``cogs`` package itself (``EXTENSIONS``). A module may import its
own layer's modules and any layer beneath it; a feature cog imports no other feature cog, and a
game's UI no other game's. Another module
directly in ``cogs/`` is one feature cog's own helper: that cog alone imports it (what several share
goes to ``cogs/shared/``). Imports count wherever they are: at module level, inside functions and
under ``TYPE_CHECKING`` (:mod:`tests.imports`). Import circles are ``tests/test_layers.py``'s to find.
"""
from __future__ import annotations

import ast
import gc
import weakref
from pathlib import Path

from discord.ext import commands

from cogs.client import REMINDER_COG, TABLE_COG, MenagerieBot
from cogs.reminders import ReminderCog
from cogs.shared.reminder_door import ReminderDoor
from cogs.shared.table_door import TableDoor
from cogs.table import TableCog
from engine.service import MatchService
from settings import Settings
from tests.imports import ROOT, import_graph

LAYERS = ("cogs", "cogs.lang", "cogs.kit", "cogs.games", "cogs.shared", "cogs.client", "feature")
"""From the bottom up: a module may import modules of its own layer or of those before it."""
BENEATH = ("lang", "kit", "games", "shared")
"""The packages of ``cogs/`` that are layers, not features."""


def is_feature_cog(path: Path) -> bool:
    """Whether ``path`` defines a class deriving from ``commands.Cog`` (or ``GroupCog``)."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ClassDef):
            for base in node.bases:
                name = base.attr if isinstance(base, ast.Attribute) else base.id if isinstance(base, ast.Name) else ""
                if name in ("Cog", "GroupCog"):
                    return True
    return False


def feature_cogs(root: Path) -> set[str]:
    """The feature cogs: modules directly in ``cogs/`` that define a ``commands.Cog``, and packages
    there (other than :data:`BENEATH`) with a module that does."""
    cogs = root / "cogs"
    modules = {f"cogs.{p.stem}" for p in cogs.glob("*.py") if is_feature_cog(p)}
    packages = {f"cogs.{d.name}" for d in cogs.iterdir() if d.is_dir() and d.name not in BENEATH
                and (d / "__init__.py").is_file() and any(is_feature_cog(p) for p in d.rglob("*.py"))}
    return modules | packages


def feature_of(module: str, features: set[str]) -> str | None:
    """The feature cog ``module`` belongs to (``cogs.table`` for ``cogs.table.copies``), or None."""
    return next((f for f in features if module == f or module.startswith(f + ".")), None)


def layer_of(module: str, features: set[str]) -> str:
    """The layer (one of :data:`LAYERS`) of a module of ``cogs``."""
    if feature_of(module, features):
        return "feature"
    for layer in LAYERS[1:-1]:
        if module == layer or module.startswith(layer + "."):
            return layer
    if module == "cogs":
        return "cogs"
    assert module.count(".") == 1, f"{module} is in no layer: add its package to LAYERS, or give it a Cog"
    return "feature"  # a feature cog's own helper (cogs/<name>.py)


def game_of(module: str) -> str | None:
    """``wildlife`` for ``cogs.games.wildlife.ui`` (None outside a game's package)."""
    parts = module.split(".")
    return parts[2] if len(parts) > 2 and parts[:2] == ["cogs", "games"] else None


def wrong_imports(root: Path) -> list[str]:
    """Every import of ``cogs`` under ``root`` that breaks the layout, as ``"a -> b (why)"``."""
    features = feature_cogs(root)
    graph = import_graph(root, ["cogs"])
    found = []
    for helper in sorted(m for m in graph if layer_of(m, features) == "feature" and not feature_of(m, features)):
        users = sorted({feature_of(m, features) or m for m, targets in graph.items() if helper in targets})
        if len(users) > 1 or any(layer_of(u, features) != "feature" for u in users):
            found.append(f"{helper} <- {', '.join(users)} (a feature cog's helper used elsewhere: move it to cogs/shared/)")
    for module, targets in sorted(graph.items()):
        mine = layer_of(module, features)
        for target in sorted(targets):
            if any(t.startswith(target + ".") for t in targets):
                continue  # a package run on the way to one of its modules: that module's edge says it
            theirs = layer_of(target, features)
            if feature_of(module, features) and feature_of(target, features) not in (None, feature_of(module, features)):
                found.append(f"{module} -> {target} (a feature cog imports another)")
            elif LAYERS.index(theirs) > LAYERS.index(mine):
                found.append(f"{module} -> {target} ({mine} imports {theirs}, a layer above it)")
            elif game_of(module) and game_of(target) and game_of(module) != game_of(target):
                found.append(f"{module} -> {target} (a game's UI imports another game's)")
    return found


def test_feature_cogs_are_side_by_side_and_layers_import_downwards() -> None:
    assert not wrong_imports(ROOT), "\n".join(wrong_imports(ROOT))


def test_every_extension_is_a_feature_cog_and_every_feature_cog_an_extension() -> None:
    from cogs import EXTENSIONS

    assert set(EXTENSIONS) == feature_cogs(ROOT)


def test_the_check_catches_each_planted_violation(tmp_path: Path) -> None:
    cogs = tmp_path / "cogs"
    for folder in ("kit", "shared", "games", "games/alpha", "games/beta"):
        (cogs / folder).mkdir(parents=True)
        (cogs / folder / "__init__.py").write_text("")
    (cogs / "__init__.py").write_text('EXTENSIONS = ["cogs.lobby", "cogs.table", "cogs.reminders", "cogs.turns"]\n')
    cog = "from discord.ext import commands\n\nclass {name}(commands.Cog):\n    pass\n"
    (cogs / "client.py").write_text("from cogs import EXTENSIONS\nfrom cogs.kit import text\n")
    (cogs / "kit" / "text.py").write_text("BRAND = 1\n")
    (cogs / "shared" / "words.py").write_text("from cogs.kit.text import BRAND\n")
    (cogs / "games" / "alpha" / "ui.py").write_text("from cogs.kit.text import BRAND\n")
    (cogs / "games" / "beta" / "ui.py").write_text("from cogs.kit.text import BRAND\n")
    (cogs / "lobby.py").write_text("from cogs.shared.words import BRAND\n" + cog.format(name="LobbyCog"))
    (cogs / "table.py").write_text("from cogs.client import EXTENSIONS\n" + cog.format(name="TableCog"))
    (cogs / "turns").mkdir()  # a feature cog as a package: its modules import each other freely
    (cogs / "turns" / "__init__.py").write_text("from cogs.turns.cog import TurnsCog\n")
    (cogs / "turns" / "cog.py").write_text("from cogs.turns.lines import LINE\n" + cog.format(name="TurnsCog"))
    (cogs / "turns" / "lines.py").write_text("from cogs.shared.words import BRAND as LINE\n")
    (cogs / "reminders.py").write_text("from discord.ext.commands import Cog\n\nclass ReminderCog(Cog):\n    pass\n")
    (cogs / "uploads.py").write_text("from cogs.kit.text import BRAND\n")  # the table's own helper
    (cogs / "table.py").write_text("from cogs.uploads import BRAND\n" + (cogs / "table.py").read_text())
    assert feature_cogs(tmp_path) == {"cogs.lobby", "cogs.table", "cogs.reminders", "cogs.turns"}
    assert wrong_imports(tmp_path) == []  # the clean tree passes

    (cogs / "reminders.py").write_text(cog.format(name="ReminderCog")
                                       + "\n\ndef later():\n    from cogs.table import TableCog\n    return TableCog\n")
    (cogs / "table.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from cogs import lobby\n"
                                   + cog.format(name="TableCog"))
    (cogs / "shared" / "words.py").write_text("from cogs.kit.text import BRAND\nfrom cogs.client import EXTENSIONS\n")
    (cogs / "kit" / "text.py").write_text("def later():\n    from cogs.shared import words\n")
    (cogs / "games" / "alpha" / "ui.py").write_text("from cogs.games.beta.ui import X\nfrom cogs.shared.words import Y\n")
    (cogs / "turns" / "lines.py").write_text("def later():\n    from cogs.lobby import LobbyCog\n")  # inside a package
    (cogs / "clock.py").write_text("from cogs.kit.text import BRAND\n")  # a helper beside the cogs, used by two
    (cogs / "lobby.py").write_text("from cogs.clock import BRAND\n" + cog.format(name="LobbyCog"))
    (cogs / "reminders.py").write_text((cogs / "reminders.py").read_text() + "from cogs import clock\n")
    assert wrong_imports(tmp_path) == [
        "cogs.clock <- cogs.lobby, cogs.reminders (a feature cog's helper used elsewhere: move it to cogs/shared/)",
        "cogs.games.alpha.ui -> cogs.games.beta.ui (a game's UI imports another game's)",
        "cogs.games.alpha.ui -> cogs.shared.words (cogs.games imports cogs.shared, a layer above it)",
        "cogs.kit.text -> cogs.shared.words (cogs.kit imports cogs.shared, a layer above it)",
        "cogs.reminders -> cogs.table (a feature cog imports another)",  # inside a function
        "cogs.shared.words -> cogs.client (cogs.shared imports cogs.client, a layer above it)",
        "cogs.table -> cogs.lobby (a feature cog imports another)",  # under TYPE_CHECKING, `from cogs import lobby`
        "cogs.turns.lines -> cogs.lobby (a feature cog imports another)",  # from inside a feature's package
    ]


DOORS = {"TABLE_COG": "table", "REMINDER_COG": "reminders"}
"""The bot's doors to feature cogs: the constant naming the cog, and the property that looks it up."""


def cogs_got_by_name(root: Path) -> list[str]:
    """Every ``get_cog(…)`` under ``root``'s ``cogs/`` outside the bot's doors, as ``"path:line"``:
    a door is a property of ``cogs/client.py`` named in :data:`DOORS` asking for its constant."""
    found = []
    for path in sorted((root / "cogs").rglob("*.py")):
        where = path.relative_to(root).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"))
        doors = {id(call) for fn in ast.walk(tree) if isinstance(fn, ast.FunctionDef) and where == "cogs/client.py"
                 for call in ast.walk(fn) if isinstance(call, ast.Call) and call.args
                 and ast.unparse(call.args[0]) in DOORS and DOORS[ast.unparse(call.args[0])] == fn.name}
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get_cog"
                    and id(node) not in doors):
                found.append(f"{where}:{node.lineno}")
    return found


def test_no_cog_reaches_another_by_name() -> None:
    """``get_cog("…")`` only in the bot's own doors (:attr:`MenagerieBot.table`,
    :attr:`MenagerieBot.reminders`): other cogs reach a feature cog through them."""
    assert not cogs_got_by_name(ROOT), f"get_cog by name: {cogs_got_by_name(ROOT)} (use bot.table, bot.reminders)"


def test_the_get_cog_check_catches_each_planted_call(tmp_path: Path) -> None:
    (tmp_path / "cogs" / "table").mkdir(parents=True)
    client = ("class MenagerieBot:\n    @property\n    def table(self):\n        return self.get_cog(TABLE_COG)\n\n"
              "    @property\n    def reminders(self):\n        return self.get_cog(REMINDER_COG)\n")
    (tmp_path / "cogs" / "client.py").write_text(client)
    (tmp_path / "cogs" / "table" / "mentions.py").write_text("def ping(bot):\n    return bot.reminders\n")
    assert cogs_got_by_name(tmp_path) == []
    (tmp_path / "cogs" / "table" / "mentions.py").write_text("def ping(bot):\n    return bot.get_cog('ReminderCog')\n")
    (tmp_path / "cogs" / "client.py").write_text(client + "\n    def names(self):\n        return self.get_cog(TABLE_COG)\n"
                                                 "\n    @property\n    def table2(self):\n"
                                                 "        return self.get_cog(REMINDER_COG)\n")
    assert cogs_got_by_name(tmp_path) == ["cogs/client.py:11", "cogs/client.py:15", "cogs/table/mentions.py:2"]


def door(cog: TableCog) -> TableDoor:
    """The table cog is the door (mypy checks this assignment against the Protocol)."""
    return cog


def reminder_door(cog: ReminderCog) -> ReminderDoor:
    """The reminder cog is its door (mypy checks this assignment against the Protocol)."""
    return cog


async def test_bot_table_is_the_loaded_table_cog(service: MatchService) -> None:
    bot = MenagerieBot(Settings(_env_file=None, discord_token=None), sync=False)
    bot.service = service
    assert bot.table is None  # not loaded
    cog = TableCog(bot)
    assert isinstance(door(cog), TableDoor)
    await bot.add_cog(cog)
    assert bot.get_cog(TABLE_COG) is cog and bot.table is cog
    await bot.remove_cog(TABLE_COG)
    assert bot.table is None
    gone = weakref.ref(cog)
    del cog
    gc.collect()
    assert gone() is None  # the door's memory does not keep an unloaded cog alive
    # the door's check is remembered per cog object: another cog under the name is checked afresh
    again = TableCog(bot)
    await bot.add_cog(again)
    assert bot.table is again
    await bot.remove_cog(TABLE_COG)

    class Impostor(commands.Cog, name=TABLE_COG):  # the name, none of the door's members
        pass

    await bot.add_cog(Impostor())
    assert bot.table is None
    await bot.remove_cog(TABLE_COG)


async def test_bot_reminders_is_the_loaded_reminder_cog(service: MatchService) -> None:
    bot = MenagerieBot(Settings(_env_file=None, discord_token=None), sync=False)
    bot.service = service
    assert bot.reminders is None  # not loaded
    cog = ReminderCog(bot)
    assert isinstance(reminder_door(cog), ReminderDoor)
    await bot.add_cog(cog)
    try:
        assert bot.get_cog(REMINDER_COG) is cog and bot.reminders is cog
    finally:
        await bot.remove_cog(REMINDER_COG)
    assert bot.reminders is None


CLASS_MAX = 300
"""No class under ``cogs/`` is longer (lines, from its first decorator to its last line)."""
MODULE_MAX = 500
"""No module directly in ``cogs/`` or ``cogs/kit/`` is longer (lines): a feature cog that grows
is cut along its jobs into a package (``cogs/table/``, ``cogs/reminders/``) or ``cogs/shared/``."""


def oversized(root: Path) -> list[str]:
    """Every class under ``root``'s ``cogs/`` over :data:`CLASS_MAX` lines and every module directly
    in ``cogs/`` or ``cogs/kit/`` over :data:`MODULE_MAX`, as ``"path[:Class]: n lines"``."""
    found = []
    for path in sorted((root / "cogs").rglob("*.py")):
        where = path.relative_to(root).as_posix()
        text = path.read_text(encoding="utf-8")
        lines = len(text.splitlines())
        if path.parent.relative_to(root).as_posix() in ("cogs", "cogs/kit") and lines > MODULE_MAX:
            found.append(f"{where}: {lines} lines")
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ClassDef):
                first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
                assert node.end_lineno is not None
                if node.end_lineno - first + 1 > CLASS_MAX:
                    found.append(f"{where}:{node.name}: {node.end_lineno - first + 1} lines")
    return found


def test_no_class_or_top_module_of_cogs_is_oversized() -> None:
    assert not oversized(ROOT), "\n".join(oversized(ROOT))


def test_the_size_check_catches_each_planted_giant(tmp_path: Path) -> None:
    for folder in ("kit", "games/alpha"):
        (tmp_path / "cogs" / folder).mkdir(parents=True)

    def klass(name: str, lines: int, decorated: bool = False) -> str:
        head = ["@dataclass", f"class {name}:"] if decorated else [f"class {name}:"]
        return "\n".join(head + ["    x = 1"] * (lines - len(head))) + "\n"

    def module(lines: int) -> str:
        return "X = 1\n" * lines

    (tmp_path / "cogs" / "lobby.py").write_text(module(MODULE_MAX))  # at the limits: fine
    (tmp_path / "cogs" / "kit" / "panels.py").write_text(module(MODULE_MAX - CLASS_MAX) + klass("Panel", CLASS_MAX))
    (tmp_path / "cogs" / "games" / "alpha" / "picture.py").write_text(module(3 * MODULE_MAX))  # not directly in cogs/
    assert oversized(tmp_path) == []

    (tmp_path / "cogs" / "lobby.py").write_text(module(MODULE_MAX + 1))
    (tmp_path / "cogs" / "kit" / "panels.py").write_text(module(MODULE_MAX - CLASS_MAX) + klass("Panel", CLASS_MAX + 1))
    (tmp_path / "cogs" / "games" / "alpha" / "ui.py").write_text(klass("UI", CLASS_MAX + 1, decorated=True))
    assert oversized(tmp_path) == [
        f"cogs/games/alpha/ui.py:UI: {CLASS_MAX + 1} lines",  # a class anywhere, counted from its decorator
        f"cogs/kit/panels.py: {MODULE_MAX + 1} lines",
        f"cogs/kit/panels.py:Panel: {CLASS_MAX + 1} lines",
        f"cogs/lobby.py: {MODULE_MAX + 1} lines",
    ]
