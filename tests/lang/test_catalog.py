"""The shipped catalog (``locales/``) passes every check of :mod:`tests.lang.catalog_checks`, and
every language of ``cogs.lang`` has its folder (and every folder is a language)."""
from __future__ import annotations

from pathlib import Path

import pytest

from cogs.kit.fonts import FACES, font
from cogs.kit.ui import discover
from cogs.lang import LANGUAGES, LOCALES, Lang
from tests.lang import catalog_checks as checks

ROOT = Path(__file__).resolve().parents[2]
SOURCES = [ROOT / "cogs", ROOT / "engine", ROOT / "harness", ROOT / "bot.py"]
"""Where message ids are written (the engine's refusal codes among them)."""

ALLOWED_UNUSED: dict[str, str] = {}
"""Messages no source literal names, with why: ids only data files build. Keep it short."""


def prefixes() -> dict[str, str]:
    """Catalog file stem → id prefix: the shared files (``learn`` is ``/learn``'s, ``admin`` the server
    admins' commands', ``service`` the match service's refusals), each game's file named by its key
    with its UI's ``prefix``, and each game's tutorial file ``learn-<key>`` with ``learn-<prefix>`` (so
    no shared code names a game)."""
    games = discover()
    return {"core": "core", "admin": "admin", checks.COMMANDS_FILE: "cmd", "learn": "learn", "service": "service",
            **{key: ui.prefix for key, ui in games.items()},
            **{f"learn-{key}": f"learn-{ui.prefix}" for key, ui in games.items()}}


@pytest.fixture(scope="module")
def cats() -> checks.Catalogs:
    return checks.read(LOCALES)


def test_every_language_has_its_folder_and_every_folder_is_a_language(cats: checks.Catalogs) -> None:
    shipped = {lang.value for lang in LANGUAGES if lang is not Lang.QPS}
    assert set(cats.langs) == shipped
    assert set(cats.files["en"]) >= {"core", checks.COMMANDS_FILE}


@pytest.mark.parametrize("check", ["syntax_problems", "missing_translations", "placeholder_mismatches", "unknown_references"])
def test_catalog_check(cats: checks.Catalogs, check: str) -> None:
    problems = getattr(checks, check)(cats)
    assert not problems, "\n".join(problems)


def test_ids_follow_their_files(cats: checks.Catalogs) -> None:
    problems = checks.prefix_problems(cats, prefixes())
    assert not problems, "\n".join(problems)


def test_every_message_is_used_and_every_id_used_exists(cats: checks.Catalogs) -> None:
    used = checks.literals(SOURCES)
    problems = checks.unused_messages(cats, used, ALLOWED_UNUSED) + checks.unknown_ids(cats, used, prefixes().values())
    assert not problems, "\n".join(problems)


def test_every_word_a_picture_can_draw_is_in_the_shipped_fonts(cats: checks.Catalogs) -> None:
    """Glyph coverage (``assets/fonts/``): every letter, digit and punctuation mark of every
    message in every language, and every character (pictographs too) of the messages the pictures
    draw (their ids as ``cogs/games/*/picture.py`` names them, with what those reference), is in
    each of the four DejaVu Sans faces: no picture draws a box for a German word."""
    fonts = {name: font(20, bold=bold, condensed=condensed) for (bold, condensed), name in FACES.items()}
    drawn = checks.literals(sorted((ROOT / "cogs" / "games").glob("*/picture.py")))
    assert len(drawn) > 40 and {"wl-region", "ra-animal", "mwl-pic-colour", "wa-pic-turn"} <= set(drawn)
    problems = checks.glyph_problems(cats, fonts, drawn)
    assert not problems, "\n".join(problems)


def test_coach_hints_carry_no_mark_of_their_own() -> None:
    """The learn cog puts 💡 before each of a tutorial's hints (``learn-<prefix>-hint-…``, after the
    game's ⚠️ refusal): a hint written with a mark of its own showed two (WildLife's "💡 💡 It is
    not your move yet")."""
    marks = ("💡", "⚠️", "👉", "💬", "📖")
    found: list[str] = []
    for path in sorted(LOCALES.glob("*/learn-*.ftl")):
        current = None
        for line in path.read_text(encoding="utf-8").splitlines():
            if line and not line[0].isspace():
                current = line.split(" = ", 1)[0] if " = " in line else None
                text = line.split(" = ", 1)[1] if current else ""
            else:  # a continuation or a selector's variant: "[one] text"
                text = line.strip().split("] ", 1)[-1] if line.strip().startswith(("[", "*[")) else line.strip()
            if current and "-hint-" in current and text.startswith(marks):
                found.append(f"{path.parent.name}/{path.name}: {current}: {text}")
    assert not found, "\n".join(found)
