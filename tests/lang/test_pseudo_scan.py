"""The pseudo-language scan's own checks (tests/lang/pseudo_scan.py): what counts as a leak, with
each case it claims to catch planted."""
from __future__ import annotations

from pathlib import Path

from cogs.lang import Lang, t
from tests.lang import pseudo_scan
from tests.lang.pseudo_scan import leaks, outside_brackets, scan, source_words


def test_brackets_names_numbers_emoji_mentions_and_code_are_not_words() -> None:
    assert outside_brackets("a ⟦b ⟦c⟧ d⟧ e ⟦f") == "a  e "
    assert leaks("⟦Ŝéééţţîîîñĝš⟧") == []
    assert leaks("🎲 3 · 12/40 — ⟦x⟧ <@123> <#45> <t:1700000000:R> <:otter:99> https://x.test/a `/settings language:`") == []
    assert leaks("Ann Lee ⟦ţûûŕñ⟧ (Ann Lee)", names=["Ann Lee"]) == []
    assert leaks("🤖 Otter", names=["Otter"]) == []


def test_a_word_outside_brackets_is_caught() -> None:
    assert leaks("⟦Ŝééţ⟧ Refresh") == ["Refresh"]
    assert leaks("Your turn, Ann", names=["Ann"]) == ["Your", "turn"]
    assert leaks("⟦x⟧ Zürich") == ["Zürich"]  # any script
    assert leaks("⟦unclosed ...", names=[]) == []  # an unclosed bracket: everything after it is inside
    assert leaks("Refresh", allowed=frozenset({"refresh"})) == []  # allowed while its source is unconverted


def test_source_words_come_from_literals_not_docstrings(tmp_path: Path) -> None:
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "ui.py").write_text('"""Docstring words."""\nLABEL = "Play a card"\nf = f"Round {1} done"\n')
    (tmp_path / "pkg" / "cards.json").write_text('{"name": "Golden Eagle"}')
    pseudo_scan.ROOT, before = tmp_path, pseudo_scan.ROOT
    try:
        words = source_words.__wrapped__("pkg")
    finally:
        pseudo_scan.ROOT = before
    assert {"play", "card", "round", "done", "golden", "eagle", "name"} <= words
    assert "docstring" not in words


def test_the_kit_is_never_allowed_and_a_planted_kit_literal_is_caught() -> None:
    assert not any(source.startswith(("cogs/kit", "cogs/lang")) for source in pseudo_scan.UNCONVERTED_SHARED)
    allowed = pseudo_scan.allowed_words("mission-wild-life")
    qps = t(Lang.QPS, "core-stale-button")
    assert scan([("panel", qps)], [], allowed) == []
    found = scan([("panel", qps + " Zyxwvut planted")], [], allowed)
    assert len(found) == 1 and "Zyxwvut" in found[0].words


def test_every_allow_listed_source_exists() -> None:
    """A moved module leaves no stale entry behind (its words would silently stop being allowed)."""
    sources = [*pseudo_scan.UNCONVERTED_SHARED, *(p for ps in pseudo_scan.UNCONVERTED_GAMES.values() for p in ps)]
    assert [s for s in sources if not (pseudo_scan.ROOT / s).exists()] == []


def test_a_games_ids_pass_only_as_picture_labels_and_exactly() -> None:
    """Wildlife Adventure's space ids draw the continent's letters as a label of their own ("AF"
    over "7"): an id in a picture, never a word elsewhere, and never in other case or spelled out."""
    ids = pseudo_scan.GAME_IDS["wildlife-adventure"]
    assert scan([("picture label", "AF"), ("picture label", "III")], [], frozenset(), ids) == []
    found = scan([("picture label", "Af"), ("picture label", "Africa"), ("panel", "AF")], [], frozenset(), ids)
    assert [leak.words for leak in found] == [("Af",), ("Africa",), ("AF",)]


def test_a_name_broken_over_two_lines_keeps_each_line_bracketed() -> None:
    """A picture's long name drawn on two lines (Rescue Animals' display): each line of a ``qps``
    text reads as bracketed; without the balancing, the second line's words leak."""
    from cogs.lang.pseudo import balanced_lines

    name = t(Lang.QPS, "ra-animal", key="northern_hairy_nosed_wombat")
    first, second = name.rsplit(" ", 1)
    assert leaks(second) and not any(leaks(line) for line in balanced_lines([first, second]))
    assert balanced_lines(["Northern Hairy-nosed", "Wombat"]) == ["Northern Hairy-nosed", "Wombat"]
