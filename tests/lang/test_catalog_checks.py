"""Each catalog check catches the fault it claims to: planted in a temporary catalog, with a clean
catalog passing first."""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.lang import catalog_checks as checks

EN_CORE = """\
-core-trick = trick
core-tricks = { $n ->
    [one] {$n} {-core-trick}
   *[other] {$n} {-core-trick}s
}
core-hello = Hello, {$name}!
    .title = Greeting
core-refused = { core-hello } Refused.
"""
DE_CORE = """\
-core-trick = Stich
core-tricks = { $n ->
    [one] {$n} {-core-trick}
   *[other] {$n} {-core-trick}e
}
core-hello = Hallo, {$name}!
    .title = Gruß
core-refused = { core-hello } Abgelehnt.
"""
EN_CMD = "cmd-play = play\n    .description = Open a lobby\n"
DE_CMD = "cmd-play = spielen\n    .description = Eine Lobby öffnen\n"
PREFIXES = {"core": "core", "commands": "cmd"}
SOURCE = 'def f(lang):\n    return t(lang, "core-tricks", n=2), t(lang, "core-refused"), Msg("core-hello.title")\n'


def plant(tmp_path: Path, **files: str) -> checks.Catalogs:
    """A catalog under tmp_path/locales with the clean files, ``files`` (``de_core="..."``) replacing some."""
    texts = {"en_core": EN_CORE, "de_core": DE_CORE, "en_commands": EN_CMD, "de_commands": DE_CMD, **files}
    root = tmp_path / "locales"
    for name, text in texts.items():
        lang, stem = name.split("_", 1)
        (root / lang).mkdir(parents=True, exist_ok=True)
        (root / lang / f"{stem}.ftl").write_text(text, encoding="utf-8")
    return checks.read(root)


def source(tmp_path: Path, text: str = SOURCE) -> dict[str, list[str]]:
    (tmp_path / "src").mkdir(exist_ok=True)
    (tmp_path / "src" / "cog.py").write_text(text, encoding="utf-8")
    return checks.literals([tmp_path / "src"])


def all_problems(cats: checks.Catalogs, used: dict[str, list[str]]) -> list[str]:
    return (checks.syntax_problems(cats) + checks.prefix_problems(cats, PREFIXES) + checks.missing_translations(cats)
            + checks.placeholder_mismatches(cats) + checks.unknown_references(cats)
            + checks.unused_messages(cats, used) + checks.unknown_ids(cats, used, PREFIXES.values()))


def test_the_clean_catalog_passes(tmp_path: Path) -> None:
    assert all_problems(plant(tmp_path), source(tmp_path)) == []


@pytest.mark.parametrize(("check", "files", "expected"), [
    ("syntax_problems", {"de_core": DE_CORE + "core-broken = { $n\n"}, "does not parse"),
    ("syntax_problems", {"de_core": DE_CORE + "core-hello = Nochmal\n"}, "core-hello is defined in core.ftl already"),
    ("syntax_problems", {"de_commands": DE_CMD + "core-hello = Nochmal\n"}, "core-hello is defined in commands.ftl"),
    ("prefix_problems", {"en_core": EN_CORE + "lobby-title = Lobby\n"}, "lobby-title should be kebab-case and start with core-"),
    ("prefix_problems", {"en_core": EN_CORE + "core_title = Lobby\n"}, "core_title should be kebab-case"),
    ("prefix_problems", {"en_extra": "core-x = X\n"}, "not a catalog file"),
    ("missing_translations", {"de_core": DE_CORE.replace("core-refused = { core-hello } Abgelehnt.\n", "")},
     "de: core-refused missing"),
    ("missing_translations", {"de_core": DE_CORE.replace("    .title = Gruß\n", "")}, "de: core-hello.title missing"),
    ("missing_translations", {"de_core": DE_CORE.replace("-core-trick = Stich\n", "")}, "de: -core-trick missing"),
    ("missing_translations", {"de_core": DE_CORE + "core-old = Alt\n"}, "de: core-old is not in English"),
    ("missing_translations", {"de_core": DE_CORE.replace("core-refused = { core-hello } Abgelehnt.\n", ""),
                              "de_commands": DE_CMD + "core-refused = { core-hello } Abgelehnt.\n"},
     "core-refused is in commands.ftl, English has it in core.ftl"),
    ("placeholder_mismatches", {"de_core": DE_CORE.replace("Hallo, {$name}!", "Hallo, {$nme}!")},
     "core-hello: lacks $name, has $nme English lacks"),
    ("placeholder_mismatches", {"de_core": DE_CORE.replace("[one] {$n} {-core-trick}", "[one] ein {-core-trick}")
                                .replace("*[other] {$n} {-core-trick}e", "*[other] viele {-core-trick}e")
                                .replace("{ $n ->", "{ $count ->")},
     "core-tricks: lacks $n, has $count English lacks"),
    ("placeholder_mismatches", {"de_commands": DE_CMD.replace("Eine Lobby öffnen", "Eine Lobby für {$game}")},
     "cmd-play.description: has $game English lacks"),
    ("unknown_references", {"de_core": DE_CORE.replace("{-core-trick}e", "{-core-stich}e")}, "references -core-stich"),
    ("unknown_references", {"en_core": EN_CORE.replace("{ core-hello } Refused", "{ core-hi } Refused")},
     "references core-hi"),
    ("unknown_references", {"de_core": DE_CORE.replace("{ core-hello } Abgelehnt", "{ core-hello.label } Abgelehnt")},
     "references core-hello.label"),
])
def test_each_check_catches_its_planted_fault(tmp_path: Path, check: str, files: dict[str, str], expected: str) -> None:
    clean = plant(tmp_path / "clean")
    assert getattr(checks, check)(clean, *([PREFIXES] if check == "prefix_problems" else [])) == []
    cats = plant(tmp_path / "planted", **files)
    problems = getattr(checks, check)(cats, *([PREFIXES] if check == "prefix_problems" else []))
    assert any(expected in p for p in problems), problems


def test_an_unused_message_is_caught_and_a_use_or_allowance_clears_it(tmp_path: Path) -> None:
    cats = plant(tmp_path, en_core=EN_CORE + "core-spare = Spare\n", de_core=DE_CORE + "core-spare = Übrig\n")
    used = source(tmp_path)
    assert checks.unused_messages(cats, used) == ["en: core-spare is used nowhere (locales/en/core.ftl)"]
    assert checks.unused_messages(cats, used, allowed=["core-spare"]) == []
    assert checks.unused_messages(cats, source(tmp_path, SOURCE + 'SPARE = "core-spare"\n')) == []
    # an id built with an f-string is not an id in use
    built = source(tmp_path, SOURCE + 'def g(kind):\n    return f"core-spare{kind}", f"core-{kind}"\n')
    assert checks.unused_messages(cats, built) != []
    # but an id written whole inside an f-string's expression is
    inside = source(tmp_path, SOURCE + 'def g(lang):\n    return f"({t(lang, \'core-spare\')})"\n')
    assert checks.unused_messages(cats, inside) == []
    # core-hello is used only through core-refused's reference and its attribute's literal: in use
    assert not any("core-hello" in p for p in checks.unused_messages(cats, used))
    # a slash command's message follows the command tree, not literals
    assert not any("cmd-play" in p for p in checks.unused_messages(cats, used))


def test_an_id_the_code_uses_but_nobody_wrote_is_caught(tmp_path: Path) -> None:
    cats = plant(tmp_path)
    used = source(tmp_path, SOURCE + 'X = t(lang, "core-typo")\nY = "utf-8"\n')
    where = tmp_path / "src" / "cog.py"
    assert checks.unknown_ids(cats, used, PREFIXES.values()) == [f"{where}:3: core-typo is not in the English catalog"]


PICTURED_EN = "core-pic = ★ {-core-region}\n-core-region = Desert\ncore-text = 🎉 Done\n"
PICTURED_DE = "core-pic = ★ {-core-region}\n-core-region = Große Wüste\ncore-text = 🎉 Fertig\n"


def test_a_glyph_the_pictures_font_lacks_is_caught(tmp_path: Path) -> None:
    """``glyph_problems``: clean with the shipped face (★ drawn by a picture, 🎉 only in Discord's
    text); Pillow's bundled font (no umlauts, no ß) fails on the German region a picture draws
    through a term and on "Gruß", which no picture draws (every word must draw); an emoji in a
    message a picture draws fails, the same emoji in another message does not."""
    from PIL import ImageFont

    from cogs.kit.fonts import font

    cats = plant(tmp_path / "clean", en_core=EN_CORE + PICTURED_EN, de_core=DE_CORE + PICTURED_DE)
    shipped = {"DejaVu Sans": font(20)}
    assert checks.glyph_problems(cats, shipped, ["core-pic"]) == []
    problems = checks.glyph_problems(cats, {"bundled": ImageFont.load_default(size=20)}, ["core-pic"])
    assert any("-core-region has 'ßü', which bundled lack(s) (a picture draws it)" in p for p in problems), problems
    assert any("core-hello has 'ß', which bundled lack(s) (any message may be drawn)" in p for p in problems), problems
    assert not any("core-text" in p for p in problems), problems
    emoji = plant(tmp_path / "emoji", en_core=EN_CORE + PICTURED_EN.replace("★", "🎲"),
                  de_core=DE_CORE + PICTURED_DE.replace("★", "🎲"))
    problems = checks.glyph_problems(emoji, shipped, ["core-pic"])
    assert [p.split(": ", 1)[1] for p in problems] == ["core-pic has '🎲', which DejaVu Sans lack(s) (a picture draws it)"] * 2
    assert checks.glyph_problems(emoji, shipped, ["core-text"]) != []  # 🎉 too, once a picture draws that message
