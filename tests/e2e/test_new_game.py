"""Adding a game needs only its engine and one UI through the kit (issue 9).

A throwaway game (the toy counter game of ``tests/toy_game.py``) gets a UI written here,
with nothing else: no shared module lists it. It is registered, offered by ``/play``,
played to the end through the sandbox by simulated people clicking its panel, and
exercises the kit's uniform answers: a stale button, a typed move in a modal (valid and
invalid), an outsider, a move on a finished match, and a table picture replaced in place.
"""
from __future__ import annotations

import copy
import functools
from collections.abc import AsyncIterator, Mapping
from pathlib import Path
from typing import Any

import discord
import pytest
from PIL import Image, ImageDraw

from cogs.kit.choosers import typed_button
from cogs.kit.codec import Verb
from cogs.kit.panels import MATCH_OVER
from cogs.kit.pictures import Picture
from cogs.kit.rendered import Rendered
from cogs.kit.ui import GameUI, PanelContext
from cogs.lang import SOURCE, Lang, t
from engine.core import IllegalAction, Model
from engine.service import MatchService
from harness.table import SandboxTable
from sandbox import Sandbox
from storage import MatchRecord
from tests.match_reads import view_as
from tests.toy_game import Add, ToyAction, ToyView


def parse_amount(text: str, view: Model) -> Mapping[str, str]:
    """A typed amount: "1" or "2"."""
    if text not in ("1", "2"):
        raise IllegalAction(f"Type 1 or 2 (you typed {text[:20]!r}).")
    return {"amount": text}


def draw_counter(counter: int) -> Image.Image:
    image = Image.new("RGB", (120, 40), "white")
    ImageDraw.Draw(image).text((10, 10), f"counter {counter}", fill="black")
    return image


class ToyUI(GameUI[ToyView, ToyAction]):
    key = "toy"
    prefix = "toy"
    panel_label = "Counter"
    panel_emoji = "🔢"
    verbs = (
        Verb("add", fields=(("amount", "[12]"),), stamped=True,
             action=lambda p, v: Add(amount=int(p["amount"])),
             params_of=lambda a: {"amount": a.amount},
             parse_text=parse_amount, prompt="How much to add", example="1 or 2"),
    )

    def stamp(self, record: MatchRecord, view: ToyView) -> int:
        return record.version  # every committed move bumps it: stale after any move

    def table(self, record: MatchRecord, view: ToyView, lang: Lang = SOURCE) -> Rendered:
        picture = Picture("counter.png", draw=functools.partial(draw_counter, view.counter),
                          key=(record.id, "counter", record.version), alt=f"Counter {view.counter}")
        embed = discord.Embed(title=f"Toy #{record.id}", description=f"Counter **{view.counter}**")
        embed.set_image(url=picture.url)
        return Rendered(embeds=[embed], pictures=[picture])

    def panel(self, record: MatchRecord, seat: int, view: ToyView, ctx: PanelContext) -> Rendered:
        mine = view.turn == seat and view.winner is None
        stamp = self.stamp(record, view)
        dv = discord.ui.View(timeout=None)
        for amount in (1, 2):
            dv.add_item(self.button("add", record.id, label=f"Add {amount}", emoji="➕", stamp=stamp,
                                    disabled=not mine, amount=amount))
        dv.add_item(typed_button(self, "add", record.id, stamp=stamp, disabled=not mine))
        dv.add_item(self.refresh_button(record.id))
        return Rendered(content=f"Counter {view.counter} · your word {view.my_secret}", view=dv)

    def table_buttons(self, record: MatchRecord, view: ToyView) -> list[discord.ui.Item[Any]]:
        # a move right on the public table (as WildLife's bid buttons are)
        return [self.button("add", record.id, label="Add 1 here", emoji="➕", stamp=self.stamp(record, view), amount=1)]


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.01) as sandbox:
        yield sandbox


def _counter(table: SandboxTable) -> int:
    return int(view_as(ToyView, table.service, table.match_id, None).counter)


def _version(table: SandboxTable) -> int:
    assert table.match_id is not None
    record = table.service.match(table.match_id)
    assert record is not None
    return record.version


async def test_a_new_game_plays_end_to_end_through_the_kit(sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2, dm_open=[False, False])
    await table.start_bot(seed_source=lambda: 5)
    match_id = await table.open_lobby("toy", {"target": 12})
    await table.start()
    first = table.players[0]  # seat 0 moves first
    assert first.seat == 0
    drawn_at = _version(table)  # the panels' stamp: the match's version
    stale_panel = await table.open_panel(first)  # drawn at counter 0, kept to click later
    stale_components = copy.deepcopy(stale_panel.components)
    old_panel = await table.open_panel(first)
    await sb.settle()
    # the first panel no longer updates and says so; a client that has not redrawn it yet may still click it
    assert "A newer panel is open" in stale_panel.text() and not stale_panel.buttons
    table_message = table.table_message()
    assert [a.filename for a in table_message.attachments] == ["counter.png"]

    # a typed move that is not valid: the panel says why, nothing moves
    r = await sb.click(first.user, old_panel, label="Type it")
    assert r.response_type == 9 and r.modal is not None
    r2 = await sb.submit_modal(first.user, r, {"text": "7"})
    assert not r2.failed and "Type 1 or 2" in (r2.message.text() if r2.message else "")
    assert _counter(table) == 0
    # a valid typed move
    r = await sb.click(first.user, old_panel, label="Type it")
    r2 = await sb.submit_modal(first.user, r, {"text": "2"})
    assert not r2.failed and _counter(table) == 2

    # seat 1 moves; seat 0's old panel (drawn at counter 0) is stale now
    second = table.players[1]
    await table.open_panel(second)
    assert second.panel is not None
    await sb.click(second.user, second.panel, label="Add 1")
    assert _counter(table) == 3 and _version(table) > drawn_at
    stale_panel.components = stale_components
    stale = await sb.click(first.user, stale_panel, custom_id=f"toy:{match_id}:add:{drawn_at}:1")
    assert "earlier turn" in (stale.message.text() if stale.message else "")
    assert _counter(table) == 3  # nothing was played
    redrawn_at = _version(table)  # the stale panel is redrawn under this version
    assert stale.message is not None
    assert f"toy:{match_id}:add:{redrawn_at}:1" in [c.get("custom_id") for c in stale.message.iter_components()]
    stale_components = copy.deepcopy(stale_panel.components)

    await sb.settle()
    table_message = table.table_message()
    assert [a.filename for a in table_message.attachments] == ["counter.png"]  # replaced in place, not added

    # a move from the public table: the mover gets a private panel, the table never shows it
    await sb.settle()
    table_message = table.table_message()
    before = _counter(table)
    mover = first if table.service.to_act(match_id) == {first.seat} else second
    waiting = second if mover is first else first
    r = await sb.click(waiting.user, table_message, label="Add 1 here")
    assert r.ephemeral and "not your turn" in (r.message.text() if r.message else "").lower()
    assert _counter(table) == before
    r = await sb.click(mover.user, table_message, label="Add 1 here")
    assert r.ephemeral and r.message is not None and "your word" in r.message.text()
    assert _counter(table) == before + 1
    await sb.settle()
    assert "your word" not in table.table_message().text()
    r = await sb.click(table.outsider, table.table_message(), label="Add 1 here")
    assert r.ephemeral and "not playing" in (r.message.text() if r.message else "")

    # the outsider presses the table's panel button: one plain answer
    r = await sb.click(table.outsider, table_message, label="Counter")
    assert r.ephemeral and "not playing" in (r.message.text() if r.message else "")

    for p in table.players:
        p.panel = None
    moves = await table.play(seed=3)
    assert moves > 0 and table.service.match(match_id) is None
    record = await table.service.fetch(match_id)
    assert record is not None and record.status == "finished"

    # a move from a panel drawn before the end (the stale panel, redrawn at counter 3): "over"
    stale_panel.components = stale_components
    over = await sb.click(first.user, stale_panel, custom_id=f"toy:{match_id}:add:{redrawn_at}:1")
    assert f"Toy #{match_id} is over; its table shows the result." in (over.message.text() if over.message else "")

    r = await sb.slash(table.players[0].user, table.channel, "standings", game="toy")
    assert r.message is not None and "player1" in r.message.text()  # names, not mentions
    sb.take_violations(code=50007)
    sb.assert_no_violations()
    assert sb.live_leaks == []
    await table.stop_bot()


async def test_a_redraw_failure_after_the_commit_says_the_move_was_made(
    service: MatchService, toy_registered: ToyUI, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Once a move is committed, a failure to redraw the panel never answers "nothing was
    changed" (which invites a second move): the player is told the move was made."""
    from cogs.kit.panels import MOVE_MADE
    from tests.cogs.test_kit import click_as

    rec = await service.create_lobby(game="toy", guild_id=1, channel_id=2, host_id=100, host_name="Ana", seed=3)
    await service.join(rec.id, 101, "Bob")
    await service.start_match(rec.id, 100)
    live = service.match(rec.id)
    assert live is not None

    def broken_panel(*args: Any, **kwargs: Any) -> Rendered:
        raise RuntimeError("a bug in the panel")

    monkeypatch.setattr(ToyUI, "panel", broken_panel)
    it = await click_as(service, toy_registered, 100, toy_registered.custom_id("add", rec.id, live.version, amount=2))
    assert int(view_as(ToyView, service, rec.id, None).counter) == 2
    assert [m["content"] for m in it.response.sent] == [t(Lang.EN, MOVE_MADE)]


async def test_open_panels_follow_the_match_while_their_token_lasts(
    sb: Sandbox, tmp_path: Path, toy_registered: ToyUI
) -> None:
    """Issue 12 / DESIGN.md "Kept messages converge": an open ephemeral panel is redrawn after
    other people's moves without pressing Refresh (a player with closed DMs sees their turn
    light up); before the token expires it says plainly that it no longer updates; at the end
    it shows the final panel."""
    from cogs.kit.open_panels import OpenPanels

    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2, dm_open=[False, False])
    await table.start_bot(seed_source=lambda: 5, open_panels=OpenPanels(lifetime_s=3.0, notice_s=1.0))
    match_id = await table.open_lobby("toy", {"target": 8})
    await table.start()
    first, second = table.players
    waiting = await table.open_panel(second)  # not their turn: buttons disabled
    assert all(b.get("disabled") for b in waiting.buttons if ":add:" in str(b.get("custom_id", "")))
    mover = await table.open_panel(first)
    await sb.click(first.user, mover, label="Add 2")
    await sb.settle()
    # nobody pressed Refresh: the waiting player's panel shows the move and lights up
    assert "Counter 2" in waiting.text()
    assert not any(b.get("disabled") for b in waiting.buttons if ":add:" in str(b.get("custom_id", "")))
    # the token's lifetime is nearly over: the panel says so and offers nothing stale
    await sb.wait_until(lambda: "no longer updates" in waiting.text(), timeout=30)
    assert "Counter" in waiting.text() or "Press **Counter**" in waiting.text()
    assert not waiting.buttons
    # a fresh panel follows the match to its end, which it shows without buttons
    fresh = await table.open_panel(second)
    first.panel = None
    second.use_dm = False  # the simulated player keeps playing from this panel
    await table.play(seed=2)
    await sb.settle()
    assert table.service.match(match_id) is None
    assert t(Lang.EN, MATCH_OVER) in fresh.text() and not fresh.buttons
    sb.take_violations(code=50007)
    sb.assert_no_violations()
    assert sb.live_leaks == []
    await table.stop_bot()


async def test_rematch_from_the_final_table(sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    """Issue 12 "Around the match": Rematch on the final table opens a lobby with the same game,
    options and bots; each other player joins it with one press; outsiders are told why not."""
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3, dm_open=[False, False, False])
    await table.start_bot(seed_source=lambda: 8)
    match_id = await table.open_lobby("toy", {"target": 9})
    await table.start()
    await table.play(seed=1)
    await sb.settle()
    final = await table.table_message_any()
    assert [b.get("label") for b in final.buttons] == ["Rematch"]
    r = await sb.click(table.outsider, final, label="Rematch")
    assert r.ephemeral and "Only the players" in (r.message.text() if r.message else "")
    first, second, third = table.players
    r = await sb.click(second.user, final, label="Rematch")
    assert r.ephemeral and "Rematch lobby" in (r.message.text() if r.message else "")
    lobby = next(rec for rec in table.service.running() if rec.status == "lobby")
    assert lobby.game == "toy" and lobby.options["target"] == 9 and lobby.host_id == second.user.id
    lobby_message = next(m for m in sb.messages(table.channel) if "Rematch of" in m.text())
    assert f"<@{first.user.id}>" in lobby_message.content and f"<@{third.user.id}>" in lobby_message.content
    r = await sb.click(first.user, final, label="Rematch")  # one press joins
    assert "You are in the rematch lobby" in (r.message.text() if r.message else "")
    await sb.click(third.user, lobby_message, label="Join")
    joined = table.service.match(lobby.id)
    assert joined is not None and {s.user_id for s in joined.seats} == {p.user.id for p in table.players}
    r = await sb.click(second.user, lobby_message, label="Start")
    assert not r.failed
    await sb.wait_until(lambda: table.service.match(lobby.id) is not None
                        and table.service.match(lobby.id).status == "active", timeout=5)  # type: ignore[union-attr]
    assert match_id != lobby.id
    sb.take_violations(code=50007)
    sb.assert_no_violations()
    await table.stop_bot()


async def test_rejoin_takes_a_seat_back_from_the_bot(sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    """Issue 12: a person whose seat a bot plays (after /abandon or turns that ran out) takes it
    back with /rejoin, and the thread says so."""
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2, dm_open=[False, False])
    await table.start_bot(seed_source=lambda: 5)
    match_id = await table.open_lobby("toy", {"target": 90})
    await table.start()
    first = table.players[0]
    r = await sb.slash(first.user, table.thread(), "rejoin")
    assert "No bot is playing a seat of yours" in (r.message.text() if r.message else "")
    await sb.slash(first.user, table.thread(), "abandon")
    record = table.service.match(match_id)
    assert record is not None and record.seats[first.seat].is_bot
    r = await sb.slash(first.user, table.thread(), "rejoin")
    assert r.message is not None and "yours again" in r.message.text()
    record = table.service.match(match_id)
    assert record is not None and not record.seats[first.seat].is_bot
    await sb.settle()
    assert "is back and plays their seat again" in sb.transcript(table.thread())
    sb.take_violations(code=50007)
    sb.assert_no_violations()
    await table.stop_bot()


async def test_one_turn_mention_while_the_same_person_goes_on(sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    """Issue 12 "Quieter threads": a person is mentioned when their turn starts after someone
    else's, not again when a bot plays in between and the turn comes back to them."""
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 1, dm_open=[False])
    await table.start_bot(seed_source=lambda: 5)
    assert table.bot is not None
    cog: Any = table.bot.get_cog("TableCog")
    cog.mentions.active_s = 0  # mentioned though they just started the lobby and go on playing
    await table.open_lobby("toy", {"target": 40})
    assert table.lobby is not None
    await sb.click(table.players[0].user, table.lobby, label="Add bot")
    await table.start()
    await table.play(seed=2, stop_after=4)  # four of the person's moves, each answered by the bot
    await table.drain()
    await sb.settle()
    thread = table.thread().id
    mentions = [m for m in sb.world.messages.values() if m.channel_id == thread and "your turn" in m.content]
    assert len(mentions) == 1 and not mentions[0].deleted
    sb.take_violations(code=50007)
    sb.assert_no_violations()
    await table.stop_bot()


async def test_a_player_whose_seat_a_bot_took_can_ask_for_the_rematch(
    sb: Sandbox, tmp_path: Path, toy_registered: ToyUI
) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2, dm_open=[False, False])
    await table.start_bot(seed_source=lambda: 3)
    await table.open_lobby("toy", {"target": 6})
    await table.start()
    first, second = table.players
    await sb.slash(second.user, table.thread(), "abandon")
    await table.play(seed=1)
    await sb.settle()
    final = await table.table_message_any()
    r = await sb.click(second.user, final, label="Rematch")
    assert r.ephemeral and "Rematch lobby" in (r.message.text() if r.message else "")
    lobby = next(rec for rec in table.service.running() if rec.status == "lobby")
    assert [s.is_bot for s in lobby.seats] == [False]  # no bot for a person's seat; the other is pinged
    assert any(f"<@{first.user.id}>" in m.content for m in sb.messages(table.channel) if "Rematch of" in m.content)
    sb.take_violations(code=50007)
    sb.assert_no_violations()
    await table.stop_bot()


async def test_dm_copies_of_a_process_without_shard_0_have_no_buttons(
    sb: Sandbox, tmp_path: Path, toy_registered: ToyUI, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Discord sends DM events to shard 0 only: a process that does not run it sends DM copies to
    read, with the way to play, never buttons whose clicks would reach a process without the match."""
    from settings import Settings

    monkeypatch.setattr(Settings, "receives_dms", lambda self: False)
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2, dm_open=[True, True])
    await table.start_bot(seed_source=lambda: 5)
    await table.open_lobby("toy", {"target": 12})
    await table.start()
    await table.drain()
    for player in table.players:
        copies = [m for m in sb.dms(player.user) if not m.ephemeral]
        assert copies, f"{player.user.name} got no DM copy"
        assert all(not m.buttons for m in copies)
        assert "on the table in the match thread" in copies[-1].text()
    await table.stop_bot()
