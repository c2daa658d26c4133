"""Matches stored before issue 34 read in every language.

Decision: a stored match's history is **re-rendered from the engine's events**, never shown from
stored English. Nothing stored holds an event: ``/history`` replays the match from its seed and
action log (:meth:`engine.service.MatchService.public_history`), so an old match gets today's
events (kind and data, no text) and reads in the reader's language like a new one. The stored
state of an old match still holds main's English (a won mission's ``name`` and ``reason``, the
``end_reason``); the table and panels never show those fields: won missions are named from their
ids (:class:`~engine.games.mission_wild_life.views.WonView`). ``data/main_before_issue_34.sql`` is a
database as main left it (its header says how it was made); these tests open it with today's
storage (which migrates it) and read it in German, English and the pseudo-language.
"""
from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from cogs.games.mission_wild_life import UI
from cogs.kit.text import safe
from cogs.lang import Lang
from engine.games.mission_wild_life import GAME
from engine.games.mission_wild_life.state import MWLState
from engine.service import MatchService
from sandbox import unisolated
from storage import MatchRecord, MatchStatus, Storage
from tests.cogs.mission_wild_life.test_ui import rendered_text
from tests.lang.pseudo_scan import leaks

pytestmark = pytest.mark.backends("sqlite")  # the file is a SQLite database as main left it

DUMP = Path(__file__).parent / "data" / "main_before_issue_34.sql"
ENGLISH_ONLY = ("Red Panda", "Pangolin", "Giant Tortoise", "Seahorse", "Rhino", "Raccoon", "Desert Fox",
                "Adventure mission (face down)", "Seat(s)", "win with")
"""English that main stored in the match's state (won missions' names, the end reason)."""


@pytest.fixture
async def old(tmp_path: Path) -> AsyncIterator[tuple[MatchService, MatchRecord]]:
    path = tmp_path / "main.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.executescript(DUMP.read_text(encoding="utf-8"))
    storage = await Storage.open(path)
    service = MatchService(storage, turn_timeout_s=0)
    await service.start()
    record = await service.fetch(1)
    assert record is not None and record.status == MatchStatus.FINISHED and record.state
    assert "Red Panda" in record.state and "Seat(s) 2 win" in record.state  # main's English, as stored
    yield service, record
    await service.close()
    await storage.close()


async def history(service: MatchService, record: MatchRecord, lang: Lang) -> str:
    """The /history lines of the match in ``lang``, as cogs/history.py builds them."""
    names = [safe(s.name) for s in record.seats]
    lines = []
    for _number, _seat, events in await service.public_history(record.id):
        lines += UI.history_lines(record, [e for e in events if e.visible_to is None], names, lang)
    return unisolated("\n".join(lines))


async def test_an_old_matchs_history_is_re_rendered_in_german(old: tuple[MatchService, MatchRecord]) -> None:
    service, record = old
    text = await history(service, record, Lang.DE)
    assert "Runde 1:" in text and "spielt" in text and "Runde 2 vorbei" in text
    assert "Roter Panda" in text and "Schuppentier" in text and "Gleichstand" in text
    assert "Spielende: Cy gewinnt mit 6 Missionen (das Spiel endet bei 5)." in text
    assert not [w for w in ENGLISH_ONLY if w in text]
    english = await history(service, record, Lang.EN)
    assert "Red Panda" in english and "Game over: Cy wins with 6 missions (the game ends at 5)." in english


async def test_an_old_matchs_history_shows_nothing_outside_the_catalog(old: tuple[MatchService, MatchRecord]) -> None:
    service, record = old
    text = await history(service, record, Lang.QPS)
    assert text and leaks(text, [s.name for s in record.seats]) == []


async def test_an_old_matchs_table_names_its_missions_in_german(old: tuple[MatchService, MatchRecord]) -> None:
    _, record = old
    state = MWLState.model_validate_json(record.state or "")
    view = GAME.view(state, None)
    text = rendered_text(UI.table(record, view, Lang.DE))
    assert "Roter Panda" in text and "Abenteuermission (verdeckt)" in text and "Spielende" in text
    assert not [w for w in ENGLISH_ONLY if w in text]
    assert leaks(rendered_text(UI.table(record, view, Lang.QPS)), [s.name for s in record.seats]) == []
