"""The pseudo-language run (issue 34): a whole match of every game through the double with the
server and every person in ``qps``; every text shown (messages as created and edited, panels, DM
copies, modals, autocomplete choices, thread names) and every label a picture draws must come
through the catalog, but for the words of the parts not converted yet (tests/lang/pseudo_scan.py's
explicit allow-lists, which shrink to nothing as the games and feature cogs are converted). A
planted English literal in the kit is caught."""
from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from cogs.kit.labels import watching
from cogs.kit.ui import GAME_UIS, discover
from cogs.lang import PSEUDO_LOCALE
from engine import registry
from harness.table import SandboxTable
from sandbox import Sandbox
from tests.lang.pseudo_scan import GAME_IDS, Leak, allowed_words, scan

pytestmark = pytest.mark.backends("sqlite")  # about what is shown, not storage


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.01) as sandbox:
        yield sandbox


def games() -> list[str]:
    return [key for key in registry.games() if key in discover()]


async def run_in_qps(sb: Sandbox, tmp_path: Path, game: str, *, stop_after: int | None = None) -> list[Leak]:
    """A match of ``game`` with everyone in ``qps``; what it showed outside the catalog."""
    shown = sb.record_texts()
    labels: list[str] = []
    n = registry.get(game).min_players
    table = SandboxTable(sb, tmp_path / "db.sqlite3", n, locale=PSEUDO_LOCALE)
    with watching(labels.append):
        await table.start_bot()
        await table.open_lobby(game, dict(GAME_UIS[game].demo_options))
        await table.start()
        for p in table.players:  # every panel opened once, as a person who is not sent a DM copy does
            await table.open_panel(p)
        await table.play(seed=5, stop_after=stop_after)
        await sb.settle()
        await table.stop_bot()
    names = [u.name for u in sb.world.users.values()] + [g.name for g in sb.world.guilds.values()]
    names += [c.name for c in sb.world.channels.values() if c.kind == "text"]
    return scan([*shown, *(("picture label", label) for label in labels)], names, allowed_words(game),
                GAME_IDS.get(game, frozenset()))


@pytest.mark.parametrize("game", games())
async def test_a_whole_match_in_the_pseudo_language_shows_nothing_outside_the_catalog(
        sb: Sandbox, tmp_path: Path, game: str) -> None:
    found = await run_in_qps(sb, tmp_path, game)
    assert not found, f"{len(found)} texts shown outside the catalog:\n" + "\n".join(map(str, found[:30]))
    sb.take_violations(code=50007)
    sb.assert_no_violations()


async def test_a_planted_english_literal_is_caught(sb: Sandbox, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The kit's panel with an English line no catalog and no unconverted source has."""
    from cogs.kit import panels  # the module, patched below

    built = panels.build_panel

    def planted(*args: object, **kwargs: object) -> panels.Rendered:
        rendered = built(*args, **kwargs)  # type: ignore[arg-type]
        rendered.content = (rendered.content or "") + "\nZyxwvut planted qwertzuiop"
        return rendered

    monkeypatch.setattr(panels, "build_panel", planted)
    found = await run_in_qps(sb, tmp_path, "mission-wild-life", stop_after=3)
    assert found and all("Zyxwvut" in leak.words and "qwertzuiop" in leak.words for leak in found)
