"""Layers: games are found (not listed), optional game hooks have defaults, the service serves
finished matches' views and its named stores, cogs never reach into the service's storage, the
layers import only downwards (engine nothing of Discord, storage nothing of the engine, cogs no
storage error and no rating maths), and no import circle anywhere in the product."""
from __future__ import annotations

import ast
import logging
import pkgutil
import re
from pathlib import Path
from typing import Any, ClassVar

import pytest

import engine.games
from engine import registry
from engine.core import Event, Game, Model, RuleLine
from engine.service import MatchError, MatchService, UpdateKind
from storage import MessageRecord, MessageStore, RatingStore
from tests.imports import circle_text, circles, errors_taken, forbidden_imports, import_graph
from tests.toy_game import GAME as TOY
from tests.toy_game import Add, ToyGame, ToyState, ToyView

HOST, BOB = 100, 101
ROOT = Path(__file__).resolve().parent.parent


# ------------------------------------------------------------------ registry discovery
def test_registry_finds_both_games_sorted_by_key() -> None:
    keys = list(registry.games())
    assert keys == sorted(keys)
    assert {"mission-wild-life", "rescue-animals"} <= set(keys)
    assert all(registry.get(k).key == k for k in keys)


def test_broken_or_half_written_game_packages_are_skipped(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    (tmp_path / "zz_broken").mkdir()
    (tmp_path / "zz_broken" / "__init__.py").write_text("from .missing_rules import GAME\n")
    (tmp_path / "zz_no_game").mkdir()
    (tmp_path / "zz_no_game" / "__init__.py").write_text('"""Not written yet."""\n')
    (tmp_path / "zz_not_a_game").mkdir()
    (tmp_path / "zz_not_a_game" / "__init__.py").write_text("class G:\n    key = 'zz'\n\nGAME = G()\n")
    monkeypatch.setattr(engine.games, "__path__", [*engine.games.__path__, str(tmp_path)])
    monkeypatch.setattr(registry, "_loaded", None)
    with caplog.at_level(logging.INFO, logger="engine.registry"):
        found = registry.games()
    assert {"mission-wild-life", "rescue-animals"} <= set(found) and "zz" not in found
    skipped = registry.skipped()
    assert skipped["engine.games.zz_broken"].startswith("import failed: ModuleNotFoundError")
    assert skipped["engine.games.zz_no_game"] == "no GAME"
    assert "does not satisfy" in skipped["engine.games.zz_not_a_game"]
    logged = caplog.text
    assert "zz_broken" in logged and "zz_no_game" in logged and "zz_not_a_game" in logged


# ------------------------------------------------------------------ optional hooks
class _Bare(ToyGame):
    """A game that declares no optional hook of its own."""

    key: ClassVar[str] = "toy-bare"


def test_optional_hooks_have_defaults() -> None:
    bare = _Bare()
    assert isinstance(bare, Game) and isinstance(TOY, Game)
    assert bare.house_rules == [] and bare.setup_events(bare.setup(2, bare.Options(), 1)) == []


def test_each_game_carries_its_house_rules_and_rules_shows_them() -> None:
    """A game's house rules are data (``RuleLine``: a message id of the game's own catalog file and
    its numbers, no English), and /rules shows every one of them worded in the reader's language:
    the catalog's English and German, with the engine's numbers in them."""
    from cogs.kit.ui import GAME_UIS, discover
    from cogs.lang import Lang, t
    from cogs.rules import rules_embeds

    discover()
    for key, game in registry.games().items():
        assert isinstance(game.house_rules, list) and all(isinstance(line, RuleLine) for line in game.house_rules)
        assert all(line.id.startswith(GAME_UIS[key].prefix + "-house-") for line in game.house_rules), key
        for lang, title in ((Lang.EN, "House rules"), (Lang.DE, "Hausregeln")):
            fields = [f for e in rules_embeds(key, lang=lang) for f in e.fields if (f.name or "").startswith(title)]
            shown = "\n".join(f.value or "" for f in fields)
            for line in game.house_rules:
                words = t(lang, line.id, **line.args)
                assert words and "{" not in words and f"• {words}" in shown, (key, lang, line.id)
    assert registry.get("mission-wild-life").house_rules and registry.get("rescue-animals").house_rules
    claim_ties = t(Lang.DE, "ra-house-claim-ties", ms=400)
    assert claim_ties.startswith("Wer innerhalb von 400 ms nach dem ersten Druck ebenfalls **Retten** drückt")
    ra = {line.id: line.args for line in registry.get("rescue-animals").house_rules}
    assert ra["ra-house-claim-ties"] == {"ms": 400} and ra["ra-house-stall"] == {"minutes": 2}  # the options' defaults


async def test_setup_events_are_published_with_started(storage: Any, toy: object) -> None:
    class Dealt(ToyGame):
        def setup_events(self, state: ToyState) -> list[Event]:
            return [Event(kind="dealt", text="dealt")]

    from tests.conftest import Recorder

    registry.register(Dealt())  # same key "toy": replaces the toy for this test
    svc = MatchService(storage, turn_timeout_s=0, bot_delay_scale=0)
    rec = Recorder()
    svc.subscribe(rec)
    await svc.start()
    try:
        mid = await _started(svc)
        await svc.wait_idle()
        started = [u for u in rec.updates if u.kind == UpdateKind.STARTED]
        assert [e.kind for e in started[0].events] == ["dealt"] and svc.match(mid) is not None
    finally:
        await svc.close()
        registry.register(TOY)


# ------------------------------------------------------------------ views of any match
async def _started(svc: MatchService, **options: Any) -> int:
    rec = await svc.create_lobby(game="toy", guild_id=1, channel_id=2, host_id=HOST, host_name="Host",
                                 options=options, seed=3)
    await svc.join(rec.id, BOB, "Bob")
    await svc.start_match(rec.id, HOST)
    return rec.id


async def test_views_of_live_and_finished_matches(service: MatchService) -> None:
    lobby = await service.create_lobby(game="toy", guild_id=1, channel_id=2, host_id=HOST, host_name="Host")
    with pytest.raises(MatchError, match="not started"):
        await service.fetch_view(lobby.id, None)
    with pytest.raises(MatchError, match="doesn't exist"):
        await service.fetch_view(999_999, None)

    mid = await _started(service, target=3)
    record = service.match(mid)
    assert record is not None
    live: Model = service.view_of(record, 0)
    assert live == service.view(mid, 0) == await service.fetch_view(mid, 0)
    await service.act(mid, HOST, Add(amount=2))
    await service.act(mid, BOB, Add(amount=1))  # 3: Bob wins
    assert service.match(mid) is None
    with pytest.raises(MatchError):
        service.view(mid, None)  # live-only, as before
    final = await service.fetch_view(mid, 1)
    assert isinstance(final, ToyView)
    assert final.counter == 3 and final.winner == 1 and final.my_secret is not None
    finished = await service.fetch(mid)
    assert finished is not None
    spectator = service.view_of(finished, None)
    assert isinstance(spectator, ToyView) and spectator.my_secret is None


# ------------------------------------------------------------------ named stores
async def test_named_stores(service: MatchService) -> None:
    assert isinstance(service.messages, MessageStore) and isinstance(service.ratings, RatingStore)
    assert service.ratings is service.storage.ratings
    mid = await _started(service)
    await service.messages.save_message(MessageRecord(mid, "table", 0, 5, 6))
    await service.messages.save_message(MessageRecord(mid, "dm", HOST, 7, 8))
    assert [m.message_id for m in await service.messages.messages(mid, "table")] == [6]
    assert len(await service.messages.messages(mid)) == 2
    await service.messages.delete_message(mid, "dm", HOST)
    assert [m.purpose for m in await service.messages.messages(mid)] == ["table"]
    assert await service.ratings.count(1, "toy") == 0


def test_cogs_sandbox_and_harness_never_reach_into_the_services_storage() -> None:
    offenders = []
    for folder in ("cogs", "sandbox", "harness"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if re.search(r"service\.storage\b", line):
                    offenders.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert offenders == [], "use service.messages / service.ratings:\n" + "\n".join(offenders)


def test_the_service_package_exports_only_public_names() -> None:
    import engine.service

    assert all(not name.startswith("_") and hasattr(engine.service, name) for name in engine.service.__all__)
    assert "MatchService" in engine.service.__all__ and "UpdateKind" in engine.service.__all__


OUR_PACKAGES = {"bench", "bot", "cogs", "engine", "harness", "sandbox", "settings", "storage", "tests"}


def _our_imports(path: Path) -> set[str]:
    """The top-level names of Menagerie's own modules that ``path`` imports (relative imports excluded)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module.split(".")[0])
    return found & (OUR_PACKAGES | {"discord_codes"})


def test_discord_codes_are_the_one_table_the_bot_and_the_double_share() -> None:
    """The double imports nothing of Menagerie but ``discord_codes``, which imports nothing of ours."""
    assert _our_imports(ROOT / "discord_codes.py") == set()
    offenders = {str(p.relative_to(ROOT)): found for p in sorted((ROOT / "sandbox").rglob("*.py"))
                 if (found := _our_imports(p) - {"discord_codes", "sandbox"})}
    assert offenders == {}
    users = {p.parent.name for folder in ("cogs", "sandbox") for p in (ROOT / folder).rglob("*.py")
             if "discord_codes" in _our_imports(p)}
    assert {"shared", "kit", "sandbox"} <= users  # the lobby message (cogs/shared/), the kit, the double


SHARED_MODULES = ["bot.py", "settings.py", "engine/*.py", "engine/service/*.py", "storage/*.py", "cogs/*.py",
                  "cogs/kit/*.py", "sandbox/*.py", "harness/*.py", "bench/__main__.py", "bench/common.py",
                  "bench/fixtures.py", "bench/*_bench.py"]


def _game_names() -> set[str]:
    """Regexes for every way a shared module could name a game: its key or package as a
    quoted string, its package in an import path, its UI's custom_id prefix."""
    import engine.games
    from cogs.kit.ui import discover

    words = set(registry.games()) | {k.replace("-", "_") for k in registry.games()}
    words |= {info.name for info in pkgutil.iter_modules(engine.games.__path__)}
    names = {rf"[\"']{re.escape(w)}[\"']" for w in words}
    names |= {rf"games[./]{re.escape(w)}\b" for w in words if "-" not in w}
    names |= {rf"[\"']{re.escape(ui.prefix)}:" for ui in discover().values()}
    return names


def _shared_files() -> list[Path]:
    return sorted({p for pattern in SHARED_MODULES for p in ROOT.glob(pattern)})


def _naming(path: Path, names: set[str]) -> list[str]:
    text = path.read_text(encoding="utf-8")
    return sorted(n for n in names if re.search(n, text))


def test_no_shared_module_names_a_game() -> None:
    """Issue 9: a game is found through its ``GAME``/``UI``, never listed in a shared module."""
    names = _game_names()
    assert len(names) >= 10
    files = _shared_files()
    assert len(files) > 30
    offenders = {str(p): found for p in files if (found := _naming(p, names))}
    assert offenders == {}


def test_the_game_name_check_catches_a_planted_name(tmp_path: Path) -> None:
    names = _game_names()
    for planted in ('DEMO = {"rescue-animals": {}}', "from engine.games.mission_wild_life import GAME",
                    'custom_id = f"mwl:{match}:play"', "KEY = 'wildlife'", 'open("cogs/games/rescue_animals/x")'):
        path = tmp_path / "shared.py"
        path.write_text(f"x = 1\n{planted}\n", encoding="utf-8")
        assert _naming(path, names), planted
    path.write_text('"""Menagerie runs wildlife board games: mission, rescue."""\n', encoding="utf-8")
    assert _naming(path, names) == []  # ordinary words are not game names


# ------------------------------------------------------------------ layers import only downwards
LAYER_RULES = {
    "engine": ("discord", "discord_codes", "cogs", "sandbox", "harness", "bot"),
    "storage": ("engine", "discord", "cogs", "sandbox", "harness", "bot"),
    "cogs": ("storage.ratings", "engine.ratings", "openskill"),
}
"""What the modules of each folder may never import (anywhere in a module: at its top, inside a function, under
``TYPE_CHECKING``). The engine is pure rules and the service: nothing of Discord or its double. Storage keeps
numbers: nothing of the engine, so no rating maths (the service hands it the rater, ``engine/service/results.py``).
Cogs show what the service gives them (``engine.service.standing_places``, ``Standing.rating``): no rating maths."""


def test_each_layer_imports_only_what_it_may() -> None:
    offenders = {top: found for top, banned in LAYER_RULES.items() if (found := forbidden_imports(ROOT, top, banned))}
    assert offenders == {}


def test_no_cog_catches_a_storage_error() -> None:
    """The service raises its own errors (``MatchMovedOn`` for a lost write, ``MatchError`` for a refused season
    change): no cog names an exception class of storage."""
    assert errors_taken(ROOT, "cogs", "storage") == []


def test_the_layer_checks_catch_planted_violations(tmp_path: Path) -> None:
    """One planted import per rule, at module level, inside a function and under TYPE_CHECKING; allowed ones pass."""
    files = {
        "engine/core.py": "import discord_codes\nfrom engine.service import MatchError\n",
        "engine/lazy.py": "def draw():\n    import discord.ui\n    return discord.ui\n",
        "engine/typed.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from cogs.kit import GameUI\n",
        "storage/ratings.py": "def rate():\n    from engine.ratings import rating_updates\n    return rating_updates\n",
        "storage/fine.py": "from storage.records import Standing\nimport asyncpg\n",
        "cogs/standings.py": "from storage.ratings import RatingStore\nfrom engine import ratings\n",
        "cogs/table.py": "def places():\n    import openskill.models\n    return openskill.models\n",
        "cogs/fine.py": "from engine.service import standing_places\nfrom storage.records import Standing\n",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    found = {top: forbidden_imports(tmp_path, top, banned) for top, banned in LAYER_RULES.items()}
    assert found == {
        "engine": ["engine/core.py:1: discord_codes", "engine/lazy.py:2: discord.ui", "engine/typed.py:3: cogs.kit"],
        "storage": ["storage/ratings.py:2: engine.ratings"],
        "cogs": ["cogs/standings.py:1: storage.ratings", "cogs/standings.py:2: engine.ratings",
                 "cogs/table.py:2: openskill.models"],
    }


def test_the_storage_error_check_catches_planted_catches(tmp_path: Path) -> None:
    (tmp_path / "cogs").mkdir()
    (tmp_path / "cogs" / "kit.py").write_text(
        "from storage import MatchRecord, StaleVersion\n"  # a record is fine, the error is not
        "from storage.seasons import NAME_MAX\n"
        "def season():\n"
        "    from storage.seasons import SeasonError as Refused\n"
        "    return Refused\n", encoding="utf-8")
    (tmp_path / "cogs" / "panels.py").write_text(
        "import storage.records\n"
        "from storage import seasons as s\n"
        "def redraw():\n"
        "    try:\n"
        "        pass\n"
        "    except storage.records.StaleVersion:\n"
        "        pass\n"
        "    except s.NoSeasonRunning:\n"
        "        pass\n"
        "    return storage.records.MatchStatus.ACTIVE\n", encoding="utf-8")
    assert errors_taken(tmp_path, "cogs", "storage") == [
        "cogs/kit.py:1: storage.StaleVersion",
        "cogs/kit.py:4: storage.seasons.SeasonError",
        "cogs/panels.py:6: storage.records.StaleVersion",
        "cogs/panels.py:8: storage.seasons.NoSeasonRunning",
    ]


# ------------------------------------------------------------------ no import circle
PRODUCT = ("cogs", "engine", "storage", "sandbox", "harness", "bot", "settings", "discord_codes")
"""Menagerie's own code (its packages and top-level modules); tests and benches import it and are not imported."""

def test_no_import_circle_in_the_product() -> None:
    graph = import_graph(ROOT, PRODUCT)
    assert len(graph) > 150 and {"storage.backend", "sandbox.model", "cogs.client", "bot"} <= set(graph)
    assert sorted(circle_text(c) for c in circles(graph)) == []


def test_a_new_circle_among_the_cogs_fails() -> None:
    graph = import_graph(ROOT, PRODUCT)
    planted = {m: set(e) for m, e in graph.items()}
    planted["cogs.kit.codec"].add("cogs.client")  # codec -> client -> kit.clicks -> kit.ui -> codec
    assert "cogs.client -> cogs.kit.clicks -> cogs.kit.ui -> cogs.kit.codec -> cogs.client" in {
        circle_text(c) for c in circles(planted)}


def test_the_circle_check_catches_planted_circles(tmp_path: Path) -> None:
    """A planted package: a circle through a lazy import and a TYPE_CHECKING one, a circle through a
    package's ``__init__`` that an import runs, and imports that close no circle."""
    files = {
        "pkg/__init__.py": "from pkg.a import A\n",  # the package runs a; a's imports of pkg.* do not run it again
        "pkg/a.py": "import pkg.util\nA = 1\ndef f():\n    from pkg.b import B\n    return B\n",
        "pkg/b.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg import c\nB = 2\n",
        "pkg/c.py": "from . import a\n",
        "pkg/util.py": "import os\n",
        "pkg/sub/__init__.py": "from pkg.d import D\n",
        "pkg/sub/e.py": "from pkg.sub.f import F\nE = F\n",  # its own package is already running: no circle
        "pkg/sub/f.py": "F = 3\n",
        "pkg/d.py": "from pkg.sub.e import E\nD = E\n",  # runs pkg/sub/__init__.py first, which imports d
        "lone.py": "import pkg.util\n",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    graph = import_graph(tmp_path, ["pkg", "lone"])
    assert sorted(circle_text(c) for c in circles(graph)) == [
        "pkg.a -> pkg.b -> pkg.c -> pkg.a",
        "pkg.d -> pkg.sub -> pkg.d",
    ]
    (tmp_path / "pkg/c.py").write_text("import pkg.util\n", encoding="utf-8")
    (tmp_path / "pkg/d.py").write_text("from pkg.sub.f import F\nD = F\n", encoding="utf-8")  # still runs pkg.sub
    (tmp_path / "pkg/sub/__init__.py").write_text("X = 1\n", encoding="utf-8")
    assert circles(import_graph(tmp_path, ["pkg", "lone"])) == set()
