"""No false alarms, no silent staleness (issue 37, kind 7), end to end through the double.

* An answer Discord applied but answered with a 502 is retried by discord.py and refused as already
  made (40060): the player saw it, so nothing is logged above INFO, nothing is said twice, and every
  open panel ends up showing the match as it is.
* An open panel's edit through its token that Discord applied but answered with a 502, retried while
  the player's click redraws the same panel: the later landing never leaves the panel showing the
  match before the click, and no later edit names an attachment the panel no longer has (400 50035).
* An open panel's edit refused because an attachment it keeps is not the message's (400 50035) is
  made again with the pictures uploaded, instead of leaving the panel stale until the next move.

The toy game's panel here carries a picture of the counter, so every edit keeps or uploads one.
"""
from __future__ import annotations

import copy
import functools
import io
import logging
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from cogs.kit.attachments import ATTACHMENTS, OnMessage
from cogs.kit.pictures import Picture
from cogs.kit.rendered import Rendered
from cogs.kit.ui import PanelContext, register_ui, unregister_ui
from discord_codes import DiscordCode
from engine import registry
from harness.table import Player, SandboxTable
from sandbox import Sandbox
from storage import MatchRecord
from tests.e2e.test_new_game import ToyUI, draw_counter
from tests.sandbox_support import token_edits
from tests.toy_game import GAME as TOY
from tests.toy_game import ToyView


class PictureToyUI(ToyUI):
    """The toy UI whose panel shows the counter as a picture too, and a badge that never changes
    (an edit keeps it by id instead of uploading it again)."""

    def panel(self, record: MatchRecord, seat: int, view: ToyView, ctx: PanelContext) -> Rendered:
        rendered = super().panel(record, seat, view, ctx)
        rendered.pictures = [Picture("mine.png", draw=functools.partial(draw_counter, view.counter),
                                     key=(record.id, "mine", view.counter), alt=f"Counter {view.counter}"),
                             Picture("badge.png", draw=functools.partial(draw_counter, -1), key=("badge",),
                                     alt="Toy badge")]
        return rendered


@pytest.fixture
def picture_toy() -> Iterator[PictureToyUI]:
    registry.register(TOY)
    ui = register_ui(PictureToyUI())
    assert isinstance(ui, PictureToyUI)
    yield ui
    unregister_ui(ui.key)
    registry.unregister(TOY.key)


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.01) as sandbox:
        yield sandbox


async def _table(sb: Sandbox, tmp_path: Path) -> SandboxTable:
    """A toy match of two players who play from open panels in the thread (their DMs are closed)."""
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2, dm_open=[False, False])
    await table.start_bot(seed_source=lambda: 5)
    await table.open_lobby("toy", {"target": 40})
    await table.start()
    for p in table.players:
        await table.open_panel(p)
    await sb.settle()
    return table


def _counter(table: SandboxTable) -> int:
    view = table.service.view(table.match_id or 0, None)
    assert isinstance(view, ToyView)
    return view.counter


def _mover(table: SandboxTable) -> Player:
    return next(p for p in table.players if p.seat in table.service.to_act(table.match_id or 0))


def _shows_now(sb: Sandbox, table: SandboxTable, p: Player) -> bool:
    """Whether ``p``'s open panel shows the counter as it is now, in its text and its picture."""
    assert p.panel is not None
    panel = sb.world.messages[p.panel.id]
    counter = _counter(table)
    return f"Counter {counter} " in panel.text() and any(
        a.filename == "mine.png" and _pixels(a.data) == _pixels_of(counter) for a in panel.attachments)


def _pixels(png: bytes) -> bytes:
    with Image.open(io.BytesIO(png)) as image:
        return image.convert("RGB").tobytes()


@functools.cache
def _pixels_of(counter: int) -> bytes:
    return draw_counter(counter).convert("RGB").tobytes()


def _loud(caplog: pytest.LogCaptureFixture) -> list[str]:
    """What the bot logged at WARNING or above (discord.py's own loggers aside)."""
    return [f"{r.levelname} {r.name}: {r.getMessage()}" for r in caplog.records
            if r.levelno >= logging.WARNING and not r.name.startswith("discord")]


async def _click_add(sb: Sandbox, p: Player, *, settle: bool = True) -> Any:
    assert p.panel is not None
    return await sb.click(p.user, sb.world.messages[p.panel.id], label="Add 1", settle=settle)


async def test_answers_that_landed_behind_a_502_raise_no_alarm(
        sb: Sandbox, tmp_path: Path, picture_toy: PictureToyUI, caplog: pytest.LogCaptureFixture) -> None:
    table = await _table(sb, tmp_path)
    rule = sb.faults.fail("POST", "/interactions/*", status=502, after_apply=True, times=None)
    caplog.clear()
    with caplog.at_level(logging.INFO):
        for _ in range(4):
            await _click_add(sb, _mover(table))
            await sb.settle()
    sb.faults.clear()
    assert rule.fired >= 4
    assert _loud(caplog) == []
    assert sb.answered_twice() == []
    await sb.wait_until(lambda: all(_shows_now(sb, table, p) for p in table.players), timeout=30)
    sb.take_violations(code=DiscordCode.ALREADY_ACKNOWLEDGED)  # discord.py's retry of each landed answer
    _clean(sb)
    await table.stop_bot()


async def test_a_panel_edit_landing_late_behind_a_502_never_leaves_it_stale(
        sb: Sandbox, tmp_path: Path, picture_toy: PictureToyUI, caplog: pytest.LogCaptureFixture) -> None:
    table = await _table(sb, tmp_path)
    first = _mover(table)
    other = next(p for p in table.players if p is not first)
    # The other player's panel is edited through its token when their turn starts: that edit lands,
    # but Discord answers 502, and discord.py sends it again a second later.
    bot = table.bot
    assert bot is not None and other.panel is not None
    open_panel = bot.open_panels.current(table.match_id or 0, other.user.id)
    assert open_panel is not None
    token = open_panel.interaction.token
    rule = sb.faults.fail("PATCH", f"/webhooks/{sb.app_id}/{token}/messages/*", status=502, after_apply=True)
    edits = len([e for e in token_edits(sb) if token in e])
    caplog.clear()
    with caplog.at_level(logging.INFO):
        await _click_add(sb, first, settle=False)
        await sb.wait_until(lambda: rule.fired == 1)
        # before discord.py sends it again, the other player moves from that very panel
        await _click_add(sb, other, settle=False)
        assert len([e for e in token_edits(sb) if token in e]) == edits + 1, "the retry came before the click"
        await sb.settle()
        await sb.wait_until(lambda: all(_shows_now(sb, table, p) for p in table.players), timeout=30)
        for _ in range(2):  # later moves edit the panels again: no edit names an attachment they no longer have
            await _click_add(sb, _mover(table))
            await sb.settle()
    await sb.wait_until(lambda: all(_shows_now(sb, table, p) for p in table.players), timeout=30)
    assert _loud(caplog) == []
    assert sb.answered_twice() == []
    _clean(sb)
    await table.stop_bot()


async def test_a_panel_edit_refused_for_an_attachment_is_made_again(
        sb: Sandbox, tmp_path: Path, picture_toy: PictureToyUI, caplog: pytest.LogCaptureFixture) -> None:
    table = await _table(sb, tmp_path)
    mover = _mover(table)
    waiting = next(p for p in table.players if p is not mover)
    assert waiting.panel is not None
    # The kit believes the waiting player's panel keeps an attachment it no longer has (another
    # writer replaced it): the next edit through the token names it and Discord refuses it (50035).
    panel_id = waiting.panel.id
    on = dict(ATTACHMENTS.on(panel_id))
    assert {"mine.png", "badge.png"} <= set(on)
    real = on["badge.png"]  # the badge is kept by id at every edit
    gone = copy.copy(real.attachment)
    gone.id = sb.world.clock.snowflake()
    ATTACHMENTS._on[panel_id] = {**on, "badge.png": OnMessage(real.digest, gone)}
    caplog.clear()
    with caplog.at_level(logging.INFO):
        await _click_add(sb, mover)  # the waiting player's turn starts: their panel is edited
        await sb.settle()
    refused = sb.take_violations(code=DiscordCode.INVALID_FORM_BODY)
    assert len(refused) == 1 and "attachments" in str(refused[0].detail)  # met once, then made again
    await sb.wait_until(lambda: _shows_now(sb, table, waiting), timeout=30)
    assert _loud(caplog) == []
    _clean(sb)
    await table.stop_bot()


def _clean(sb: Sandbox) -> None:
    """No Discord rule broken, but for the DMs the players closed (the bot tries them once)."""
    sb.take_violations(code=DiscordCode.CANNOT_DM)
    sb.assert_no_violations()


async def test_a_lobby_opened_behind_a_502_is_kept_current(
        sb: Sandbox, tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """``/play``'s lobby landed though Discord answered 502: the bot keeps that lobby message (it
    reads it back through the token) and redraws it when someone joins."""
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2)
    await table.start_bot(seed_source=lambda: 5)
    host, guest = (p.user for p in table.players)
    sb.faults.fail("POST", "/interactions/*", status=502, after_apply=True)
    caplog.clear()
    with caplog.at_level(logging.INFO):
        play = await sb.slash(host, table.channel, "play", game="mission-wild-life")
        assert play.message is not None and not play.failed
        await sb.click(guest, play.message, label="Join")
        await sb.wait_until(lambda: guest.name in sb.world.messages[play.message.id].text() if play.message else False)
    assert _loud(caplog) == []
    sb.take_violations(code=DiscordCode.ALREADY_ACKNOWLEDGED)  # discord.py's second try of the landed answer
    _clean(sb)
    await table.stop_bot()
