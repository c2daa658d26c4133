"""cogs.lang: languages, Msg, rendering with fallback and logging once, the LRU, the pseudo-language."""
from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import discord
import pytest

from cogs.lang import (
    LANGS,
    MISSING,
    Catalog,
    CatalogError,
    Lang,
    Msg,
    catalog,
    lang_name,
    lang_of_locale,
    parse_lang,
    t,
    use_catalog,
)
from cogs.lang.pseudo import CLOSE, OPEN, pseudo_text, pseudo_word

EN = """\
-core-trick = trick
core-tricks = { $n ->
    [one] {$n} {-core-trick}
   *[other] {$n} {-core-trick}s
}
core-hello = Hello, {$name}! You have {$n} points.
    .title = Greeting
core-only-en = Only in English
core-refused = Refused: {$why}
"""
DE = """\
-core-trick = Stich
core-tricks = { $n ->
    [one] {$n} {-core-trick}
   *[other] {$n} {-core-trick}e
}
core-hello = Hallo, {$name}! Du hast {$n} Punkte.
    .title = Gruß
core-refused = Abgelehnt: {$why}
"""


def make_catalog(root: Path, en: str = EN, de: str = DE, *, strict: bool = False) -> Catalog:
    for lang, text in (("en", en), ("de", de)):
        (root / lang).mkdir(parents=True, exist_ok=True)
        (root / lang / "core.ftl").write_text(text, encoding="utf-8")
    return Catalog(root, strict=strict)


def test_lang_of_locale() -> None:
    assert lang_of_locale(discord.Locale.german) is Lang.DE
    assert lang_of_locale("de") is Lang.DE
    assert lang_of_locale("de-AT") is Lang.DE  # a regional German still reads German
    assert lang_of_locale(discord.Locale.american_english) is Lang.EN
    assert lang_of_locale("en-GB") is Lang.EN
    assert lang_of_locale(discord.Locale.french) is Lang.EN  # not shipped: English
    assert lang_of_locale("qps-ploc") is Lang.QPS
    assert lang_of_locale("qps") is Lang.EN  # only the pseudo-locale code means the pseudo-language
    assert lang_of_locale(None) is Lang.EN
    assert lang_of_locale("") is Lang.EN


def test_parse_lang_offers_only_the_languages_people_choose() -> None:
    assert parse_lang(" DE ") is Lang.DE
    assert parse_lang("en") is Lang.EN
    assert parse_lang("qps") is None
    assert parse_lang("fr") is None


def test_msg_is_immutable_hashable_and_compares_by_id_and_args() -> None:
    a, b = Msg("core-x", n=1, name="Ann"), Msg("core-x", name="Ann", n=1)
    assert a == b and hash(a) == hash(b)
    assert a != Msg("core-x", n=2) and a != Msg("core-y", n=1, name="Ann")
    assert a.args == {"n": 1, "name": "Ann"} and a.key == ("core-x", (("n", 1), ("name", "Ann")))
    with pytest.raises(AttributeError):
        a.id = "core-y"
    assert "core-x" in repr(a) and "n=1" in repr(a)


def test_renders_plurals_numbers_attributes_and_nested_messages(tmp_path: Path) -> None:
    cat = make_catalog(tmp_path)
    assert cat.render(Lang.EN, "core-tricks", {"n": 1}) == "1 trick"
    assert cat.render(Lang.EN, "core-tricks", {"n": 1234}) == "1,234 tricks"
    assert cat.render(Lang.DE, "core-tricks", {"n": 1}) == "1 Stich"
    assert cat.render(Lang.DE, "core-tricks", {"n": 1234}) == "1.234 Stiche"  # German digit grouping
    assert cat.render(Lang.DE, "core-hello.title") == "Gruß"
    assert cat.render(Lang.DE, "core-refused", {"why": Msg("core-tricks", n=2)}) == "Abgelehnt: 2 Stiche"
    assert cat.has(Lang.DE, "core-hello.title") and not cat.has(Lang.DE, "core-hello.nope")
    assert not cat.has(Lang.DE, "core-only-en") and cat.has(Lang.EN, "core-only-en")


def test_a_missing_translation_falls_back_to_english_logged_once(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    cat = make_catalog(tmp_path)
    with caplog.at_level(logging.WARNING, logger="menagerie.lang"):
        assert cat.render(Lang.DE, "core-only-en") == "Only in English"
        cat.render_key.cache_clear()  # even rendered again (not remembered), it is told once
        assert cat.render(Lang.DE, "core-only-en") == "Only in English"
    told = [r for r in caplog.records if "core-only-en" in r.getMessage()]
    assert len(told) == 1 and told[0].levelno == logging.WARNING


def test_a_broken_placeholder_shows_english_never_the_placeholder(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    cat = make_catalog(tmp_path, de=DE.replace("{$name}", "{$nme}"))
    with caplog.at_level(logging.WARNING, logger="menagerie.lang"):
        text = cat.render(Lang.DE, "core-hello", {"name": "Ann", "n": 3})
    assert text == "Hello, Ann! You have 3 points."
    assert "{" not in text and "nme" not in text
    assert any(r.levelno == logging.ERROR and "nme" in r.getMessage() for r in caplog.records)


def test_an_unknown_id_renders_as_an_ellipsis_logged_once_at_error(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    cat = make_catalog(tmp_path)
    with caplog.at_level(logging.WARNING, logger="menagerie.lang"):
        assert cat.render(Lang.EN, "core-no-such") == MISSING
        assert cat.render(Lang.DE, "core-no-such") == MISSING
        cat.render_key.cache_clear()
        assert cat.render(Lang.EN, "core-no-such") == MISSING
    errors = [r for r in caplog.records if r.levelno == logging.ERROR and "core-no-such" in r.getMessage()]
    assert len(errors) == 1


def test_strict_catalog_raises_instead_of_falling_back(tmp_path: Path) -> None:
    cat = make_catalog(tmp_path, strict=True)
    with pytest.raises(CatalogError):
        cat.render(Lang.DE, "core-only-en")
    with pytest.raises(CatalogError):
        cat.render(Lang.EN, "core-hello", {"n": 1})  # a missing argument
    bad = make_catalog(tmp_path / "bad", de=DE + "core-broken = { $n\n", strict=True)
    with pytest.raises(CatalogError, match="does not parse"):
        bad.render(Lang.DE, "core-tricks", {"n": 1})
    twice = make_catalog(tmp_path / "twice", de=DE + "core-refused = Nochmal\n", strict=True)
    with pytest.raises(CatalogError, match="defined in"):
        twice.render(Lang.DE, "core-tricks", {"n": 1})


def test_renderings_are_remembered(tmp_path: Path) -> None:
    cat = make_catalog(tmp_path)
    for _ in range(3):
        cat.render(Lang.DE, "core-hello", {"name": "Ann", "n": 3})
    info = cat.render_key.cache_info()
    assert (info.hits, info.misses) == (2, 1)
    assert cat.render(Lang.DE, "core-hello", {"name": "Bo", "n": 3}).startswith("Hallo, Bo")
    assert cat.render_key.cache_info().misses == 2
    # an unhashable argument (here also one Fluent refuses) is tried, not remembered, and raises nothing
    unhashable: dict[str, Any] = {"why": ["a"]}
    assert cat.render(Lang.EN, "core-refused", unhashable) == MISSING
    assert cat.render_key.cache_info().misses == 2


def test_t_texts_are_remembered_by_arguments_in_any_order(tmp_path: Path) -> None:
    cat = make_catalog(tmp_path)
    first = cat.text(Lang.DE, "core-hello", {"name": "Ann", "n": 3})
    assert first == "Hallo, Ann! Du hast 3 Punkte."
    assert cat.render_key.cache_info().misses == 1
    assert cat.text(Lang.DE, "core-hello", {"name": "Ann", "n": 3}) == first  # one dict lookup
    assert cat.render_key.cache_info().hits == 0
    assert cat.text(Lang.DE, "core-hello", {"n": 3, "name": "Ann"}) == first  # another order: the same text
    assert cat.text(Lang.EN, "core-hello", {"name": "Ann", "n": 3}).startswith("Hello, Ann")  # per language
    assert cat.text(Lang.DE, "core-hello", {"name": "Bo", "n": 3}).startswith("Hallo, Bo")
    unhashable: dict[str, Any] = {"why": ["a"]}
    assert cat.text(Lang.EN, "core-refused", unhashable) == MISSING  # rendered, not remembered, no error
    (tmp_path / "de" / "core.ftl").write_text(DE.replace("Hallo", "Servus"), encoding="utf-8")
    cat.forget()
    assert cat.text(Lang.DE, "core-hello", {"name": "Ann", "n": 3}).startswith("Servus, Ann")


def test_pseudo_language_brackets_accents_and_lengthens_but_keeps_placeables(tmp_path: Path) -> None:
    cat = make_catalog(tmp_path)
    text = cat.render(Lang.QPS, "core-hello", {"name": "Ann", "n": 3})
    assert text.startswith(OPEN) and text.endswith(CLOSE)
    assert "Ann" in text and " 3 " in text  # variables untouched
    assert "Hello" not in text and "points" not in text
    english = cat.render(Lang.EN, "core-hello", {"name": "Ann", "n": 3})
    assert len(text) >= 1.3 * len(english)
    assert cat.render(Lang.QPS, "core-hello.title").startswith(OPEN)
    nested = cat.render(Lang.QPS, "core-refused", {"why": Msg("core-tricks", n=2)})
    assert nested.count(OPEN) == 2 and nested.endswith(CLOSE + CLOSE)
    # terms are accented but not bracketed of their own: one pair per message
    assert cat.render(Lang.QPS, "core-tricks", {"n": 1}).count(OPEN) == 1


def test_pseudo_words() -> None:
    assert pseudo_word("Settings") == "Šéééţţîîîñĝš"
    assert pseudo_word("Mr") == "Ṁŕ~"  # no vowel: padded
    assert pseudo_text("3 dice, 🎲!") == "3 ðîîçéé, 🎲!"


def test_t_uses_the_process_wide_catalog(tmp_path: Path) -> None:
    previous = use_catalog(make_catalog(tmp_path))
    try:
        assert t(Lang.DE, "core-tricks", n=2) == "2 Stiche"
        assert t(Lang.DE, Msg("core-tricks", n=1)) == "1 Stich"
        assert catalog().root == tmp_path
    finally:
        use_catalog(previous)


def test_the_shipped_catalog_names_every_language_in_itself() -> None:
    previous = use_catalog(Catalog(strict=True))
    try:
        assert [lang_name(lang) for lang in LANGS] == ["English", "Deutsch"]
    finally:
        use_catalog(previous)
