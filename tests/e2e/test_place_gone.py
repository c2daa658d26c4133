"""A click whose place vanished is answered calmly (issue 37, kind 6), end to end through the double.

A player clicks a move on their panel in the match thread while a moderator deletes the thread: the
deletion lands before the move is tried (the match has ended, the move is refused), or just after
the move was made (its panel can no longer be redrawn). Either way the player is answered once with
what became of the match and why, never "Sorry, something went wrong", and nothing is logged at
WARNING or above (a moderator deleting a thread is nobody's fault). A click on a match that was
ended meanwhile (``/endmatch``) says how it ended. The same calm line for commands is checked for
every command in ``tests/e2e/test_one_answer.py``.
"""
from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from harness.table import Player, SandboxTable
from sandbox import Sandbox
from tests.e2e.test_new_game import ToyUI
from tests.e2e.test_one_answer import one_answer

ENDED = "ended without a result: the thread it was played in was deleted. Nobody's rating changed."


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.01) as sandbox:
        yield sandbox


async def _playing(sb: Sandbox, tmp_path: Path) -> tuple[SandboxTable, Player]:
    """A toy match in its thread; the player to move has their panel open there."""
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2, dm_open=[False, False])
    await table.start_bot(seed_source=lambda: 5)
    await table.open_lobby("toy", {"target": 30})
    await table.start()
    mover = next(p for p in table.players if p.seat in table.service.to_act(table.match_id or 0))
    await table.open_panel(mover)
    await sb.settle()
    return table, mover


def _deleting_the_thread(sb: Sandbox, table: SandboxTable, *, after_the_move: bool) -> Any:
    """``MatchService.act`` with a moderator deleting the match thread just before (or just after)
    the move, waiting until the bot has ended the match for it."""
    service, thread, match_id = table.service, table.thread(), table.match_id
    act = service.act

    async def delete() -> None:
        await sb.delete_channel(thread)
        await sb.wait_until(lambda: service.match(match_id or 0) is None)

    async def acting(*args: Any, **kwargs: Any) -> Any:
        if not after_the_move:
            await delete()
        result = await act(*args, **kwargs)
        if after_the_move:
            await delete()
        return result

    return acting


@pytest.mark.parametrize("after_the_move", [False, True], ids=["before the move", "after the move"])
async def test_a_click_while_the_thread_is_deleted_hears_that_the_match_ended(
        sb: Sandbox, tmp_path: Path, toy_registered: ToyUI, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture, after_the_move: bool) -> None:
    table, mover = await _playing(sb, tmp_path)
    assert mover.panel is not None
    monkeypatch.setattr(table.service, "act", _deleting_the_thread(sb, table, after_the_move=after_the_move))
    caplog.clear()
    with caplog.at_level(logging.INFO):
        click = await sb.click(mover.user, mover.panel, label="Add 1")
        await sb.settle()
    one_answer(click, "a move while the thread is deleted")
    answer = click.followups[0] if click.followups else click.message
    assert answer is not None
    text = answer.text()
    assert f"Toy #{table.match_id} {ENDED}" in text, text
    assert text.startswith("Your move was made.") == after_the_move, text
    assert "Sorry" not in text
    loud = [f"{r.levelname} {r.name}: {r.getMessage()}" for r in caplog.records if r.levelno >= logging.WARNING]
    assert loud == [], loud
    sb.take_violations(code=10008)  # the panel's redraw met the deleted thread: how the bot learns it
    sb.take_violations(code=10003)  # the table's farewell writes to the deleted thread
    sb.take_violations(code=50007)  # the players closed their DMs
    sb.assert_no_violations()
    await table.stop_bot()


async def test_a_click_on_a_match_ended_meanwhile_says_how_it_ended(
        sb: Sandbox, tmp_path: Path, toy_registered: ToyUI, monkeypatch: pytest.MonkeyPatch) -> None:
    table, mover = await _playing(sb, tmp_path)
    assert mover.panel is not None
    service, act = table.service, table.service.act

    async def ended_first(*args: Any, **kwargs: Any) -> Any:
        await service.end_match(table.match_id or 0)  # a server admin's /endmatch lands just before the move
        return await act(*args, **kwargs)

    monkeypatch.setattr(service, "act", ended_first)
    click = await sb.click(mover.user, mover.panel, label="Add 1")
    one_answer(click, "a move on a match ended meanwhile")
    assert click.message is not None and click.response_type == 7  # the panel, redrawn with the reason on top
    assert f"⚠️ Toy #{table.match_id} was ended without a result. Nobody's rating changed." in click.message.text()
    sb.take_violations(code=50007)  # the players closed their DMs
    sb.assert_no_violations()
    await table.stop_bot()
