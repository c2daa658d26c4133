"""End to end: taking back a move (issue 36) through the real bot, discord.py and the double.

In each game that allows it, a simulated person makes a move that may be taken back from their DM
copy, sees **↩️ Undo: <the move>** there, and presses it: the table (its text and its picture),
the mover's copy and another player's open panel show what they showed before the move, the
thread post the move made (WildLife's attack) is edited to say it was taken back, and once the
match is over ``/history`` shows the move struck through and taken back. Each of the four reasons
a move can no longer be taken back gets its one line, from a DM copy still showing the Undo of a
move that is gone (the person went on playing from an ephemeral panel, which leaves the copy as it
was): another player moved since (Mission: Wild Life's passing: ``undo.other_seat``), the turn
moved on (Wildlife Adventure's End turn: ``undo.turn_over``), something hidden was shown or chance
used (a Wildlife Adventure route extension that found an animal or turned a chance card, or a
WildLife card played from the hand: ``undo.revealed``), a scoring happened (a WildLife Minor
Scoring: ``undo.scoring``). Rescue Animals never shows an Undo. Every test ends with no Discord
rule broken and nothing leaked.
"""
from __future__ import annotations

import copy
import re
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest

from cogs.kit.ui import GAME_UIS
from engine.core import AnyGame, Event, Model
from engine.undo import Undo
from harness.table import Player, SandboxTable
from sandbox import Sandbox
from sandbox.model import Message
from tests.match_reads import live_record
from tests.sandbox_support import assert_clean

Plan = tuple[Model, Model | None]
"""A move that may be taken back, and what the person does next (or nothing)."""


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.01) as sandbox:
        yield sandbox


# ------------------------------------------------------------------ reading and acting

def state_of(table: SandboxTable) -> Model:
    state = table.service._live.require(table.match_id or 0).state
    assert state is not None
    return state


def version(table: SandboxTable) -> int:
    return int(live_record(table.service, table.match_id).version)


def kind(action: Model) -> str:
    return str(getattr(action, "kind", ""))


def moves(game: AnyGame, state: Model, seat: int) -> list[Model]:
    return [a for a in game.legal_actions(state, seat) if not isinstance(a, Undo)]


def taken(game: AnyGame, state: Model, seat: int, action: Model) -> tuple[Model, list[Event]] | None:
    """``state`` after ``seat``'s ``action`` (a copy), when the action may be taken back right after."""
    after = copy.deepcopy(state)
    events = game.apply(after, seat, action)
    undo = next((u for u in game.legal_actions(after, seat) if isinstance(u, Undo)), None)
    return (after, events) if undo is not None and undo.step == after.undo.step else None  # type: ignore[attr-defined]


async def advance_until(table: SandboxTable, find: Callable[[AnyGame, Model, int], Plan | None],
                        limit: int = 700) -> Plan:
    """Let the simulated people play one move at a time until player1 is to act with a plan ``find``
    makes from a copy of the live state (the engine as the test's oracle)."""
    game = table.service.game_of(table.match_id or 0)
    me = table.players[0]
    for i in range(limit):
        if me.seat in table.service.to_act(table.match_id or 0):
            plan = find(game, copy.deepcopy(state_of(table)), me.seat)
            if plan is not None:
                return plan
        await table.play(seed=1000 + i, stop_after=1)
    raise AssertionError("the situation the test needs never came")


async def press(table: SandboxTable, p: Player, action: Model) -> None:
    """``p`` makes ``action`` through the components of their panel (DM copy or ephemeral)."""
    record = live_record(table.service, table.match_id)
    ui = GAME_UIS[record.game]
    before = record.version
    for custom_id, values in ui.clicks_for(record, table.service.view_of(record, p.seat), action):
        assert await table._press(p, custom_id, values), custom_id
    await table.drain()
    assert version(table) == before + 1, action


def dm_copy(table: SandboxTable, p: Player) -> Message:
    copies = [m for m in table.sb.dms(p.user) if m.buttons or m.selects]
    assert copies, f"{p.user.name} has no DM copy"
    return table.sb.world.messages[copies[-1].id]


async def fresh_copy(table: SandboxTable, p: Player) -> Message:
    """``p``'s DM copy after pressing its Refresh (a mover's own copy is left to their clicks)."""
    message = dm_copy(table, p)
    await table.sb.click(p.user, message, custom_id=GAME_UIS[table.service.game_of(table.match_id or 0).key].refresh_id(
        table.match_id or 0))
    await table.drain()
    return dm_copy(table, p)


def undo_buttons(message: Message) -> list[dict[str, Any]]:
    return [c for c in message.buttons if ":undo:" in str(c.get("custom_id", ""))]


def text(table: SandboxTable, message: Message) -> str:
    """What a message reads now, without its Undo buttons (an earlier move may still be offered)."""
    now = table.sb.world.messages[message.id].text()
    return "\n".join(line for line in now.splitlines() if "Undo:" not in line)


def table_seen(table: SandboxTable) -> tuple[str, list[bytes]]:
    """The table message's text and its pictures' bytes."""
    message = table.table_message()
    return message.text(), [a.data for a in message.attachments]


async def click_undo(table: SandboxTable, p: Player, message: Message, custom_id: str) -> str:
    """Press an Undo on ``message``; returns the first line of the one answer (the panel redrawn)."""
    r = await table.sb.click(p.user, message, custom_id=custom_id)
    await table.drain()
    assert not r.failed and r.message is not None, r.error
    return r.message.text().splitlines()[0]


async def history(table: SandboxTable) -> str:
    """Every page of ``/history`` for the match, as player1 reads them."""
    p = table.players[0]
    r = await table.sb.slash(p.user, table.channel, "history", match=table.match_id)
    assert r.message is not None
    pages = [r.message.text()]
    for _ in range(20):
        message = table.sb.world.messages[r.message.id]
        nxt = next((b for b in message.buttons if "Next" in str(b.get("label")) and not b.get("disabled")), None)
        if nxt is None:
            break
        await table.sb.click(p.user, message, custom_id=nxt["custom_id"])
        pages.append(table.sb.world.messages[r.message.id].text())
    return "\n".join(pages)


def switch_to_panel(p: Player) -> None:
    """From now on ``p`` plays from an ephemeral panel (their DM copy is left as it was)."""
    p.use_dm, p.panel = False, None


# ------------------------------------------------------------------ WildLife

def attack_plan(game: AnyGame, state: Model, seat: int) -> Plan | None:
    """An attack (or the Plague's region) that may be taken back and posts in the thread."""
    for action in moves(game, state, seat):
        if kind(action) in ("attack", "plague"):
            done = taken(game, state, seat, action)
            if done is not None and any(e.kind in ("attacked", "plague") and e.visible_to is None for e in done[1]):
                return action, None
    return None


def scoring_plan(game: AnyGame, state: Model, seat: int) -> Plan | None:
    """A move that may be taken back, then a Migration or Expansion that triggers a Minor Scoring."""
    def scores(s: Model, action: Model) -> bool:
        return kind(action) in ("expand", "migrate") and any(
            e.kind == "minor_scoring" for e in game.apply(copy.deepcopy(s), seat, action))

    later = next((a for a in moves(game, state, seat)[:300] if scores(state, a)), None)
    if later is None:
        return None
    for first in [a for a in moves(game, state, seat) if kind(a) in game.undo_kinds and a != later][:40]:  # type: ignore[attr-defined]
        done = taken(game, state, seat, first)
        if done is not None and later in moves(game, done[0], seat) and scores(done[0], later):
            return first, later
    return None


def use_plan(game: AnyGame, state: Model, seat: int) -> Plan | None:
    """A move that may be taken back, then a card of the hand played for oneself."""
    for first in [a for a in moves(game, state, seat) if kind(a) in game.undo_kinds][:40]:  # type: ignore[attr-defined]
        done = taken(game, state, seat, first)
        use = next((a for a in moves(game, done[0], seat) if kind(a) == "use"), None) if done else None
        if use is not None:
            return first, use
    return None


async def test_wildlife_an_attack_is_taken_back_everywhere(sb: Sandbox, tmp_path: Path) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3, dm_open=[True, False, False])
    await table.start_bot(seed_source=lambda: 2)
    match_id = await table.open_lobby("wildlife")
    assert "Take back moves: **On**" in (table.lobby.text() if table.lobby else "")
    await table.start()
    attack, _ = await advance_until(table, attack_plan)
    me = table.players[0]
    victim_seat = table.service.view(match_id, None).board.get(getattr(attack, "space", ""))  # type: ignore[attr-defined]
    other = next((p for p in table.players[1:] if p.seat == victim_seat), table.players[1])
    other_panel = await table.open_panel(other)
    await table.drain()
    seen, copy_text, other_text = table_seen(table), text(table, await fresh_copy(table, me)), text(table, other_panel)
    posts = len(sb.messages(table.thread()))

    await press(table, me, attack)
    step = version(table)
    copy_now = dm_copy(table, me)
    [undo] = undo_buttons(copy_now)
    assert undo["custom_id"] == f"wl:{match_id}:undo:{step}" and not undo.get("disabled")
    assert undo["label"] == f"Undo: {GAME_UIS['wildlife'].action_label(attack)}"  # "Undo: attack C7"
    assert re.fullmatch(r"Undo: (attack [A-Z][0-9]+|the Plague on .+)", undo["label"]), undo["label"]
    assert table_seen(table) != seen
    post = next(m for m in sb.messages(table.thread())[posts:] if "⚔️" in m.text() or "☠️" in m.text())

    assert not (await click_undo(table, me, copy_now, undo["custom_id"])).startswith("⚠️")
    assert version(table) == step + 1
    assert table_seen(table) == seen  # the table's text and picture as before the attack
    assert text(table, dm_copy(table, me)) == copy_text and text(table, other_panel) == other_text
    edited = sb.world.messages[post.id].text()
    assert edited.startswith("~~") and "↩️ player1 took this back." in edited  # edited, never deleted
    # the same button again (the copy redrawn no longer has it: a client that still shows it)
    assert undo_buttons(dm_copy(table, me)) == [] or undo_buttons(dm_copy(table, me))[0]["custom_id"] != undo["custom_id"]

    await table.play(seed=9)
    assert table.service.match(match_id) is None
    moves_seen = await history(table)
    assert f"↩️ player1 takes back move {step}." in moves_seen
    assert re.search(rf"`{step}\.` ~~.+~~ ↩️ taken back", moves_seen), moves_seen[:3000]
    assert_clean(sb)
    await table.stop_bot()


async def refused_from_stale_copy(sb: Sandbox, table: SandboxTable, me: Player, plan: Any, line: str) -> None:
    """Play ``plan``'s first move from the DM copy, then its next one from the panel; the copy still
    offers the first move's Undo (the person went on from the panel), and clicking it is refused
    with ``line`` and changes nothing."""
    me.use_dm, me.panel = True, None
    first, then = await advance_until(table, plan)
    assert then is not None
    await press(table, me, first)
    stale = dm_copy(table, me)
    [undo] = undo_buttons(stale)
    switch_to_panel(me)
    await press(table, me, then)
    stale = sb.world.messages[stale.id]
    assert undo_buttons(stale) == [undo]
    moved = version(table)
    assert await click_undo(table, me, stale, undo["custom_id"]) == (
        f"⚠️ That move can no longer be taken back: {line}")
    assert version(table) == moved


async def test_wildlife_a_scoring_or_a_card_played_since_is_said(sb: Sandbox, tmp_path: Path) -> None:
    """From a DM copy still offering an earlier move's Undo: after a Minor Scoring, and after a card
    played from the hand (shown to everyone), one line says why, and nothing changes."""
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3, dm_open=[True, False, False])
    await table.start_bot(seed_source=lambda: 4)
    await table.open_lobby("wildlife")
    await table.start()
    me = table.players[0]
    for plan, line in ((scoring_plan, "a scoring has happened since."),
                       (use_plan, "something hidden was shown or drawn, or chance was used, since.")):
        await refused_from_stale_copy(sb, table, me, plan, line)
    assert_clean(sb)
    await table.stop_bot()


# ------------------------------------------------------------------ Wildlife Adventure

def extension_plan(game: AnyGame, state: Model, seat: int) -> Plan | None:
    """A route extension that may be taken back, after which the turn is still the seat's."""
    for action in moves(game, state, seat):
        if kind(action) == "extend" and not getattr(action, "star", None):
            done = taken(game, state, seat, action)
            if done is not None and seat in game.to_act(done[0]):
                return action, None
    return None


def end_plan(game: AnyGame, state: Model, seat: int) -> Plan | None:
    """A route extension that may be taken back, then End turn."""
    plan = extension_plan(game, state, seat)
    if plan is None:
        return None
    done = taken(game, state, seat, plan[0])
    end = next((a for a in moves(game, done[0], seat) if kind(a) == "end_turn"), None) if done else None
    return (plan[0], end) if end is not None else None


def reveal_plan(game: AnyGame, state: Model, seat: int) -> Plan | None:
    """A route extension that may be taken back, then one that finds an animal, turns a chance card
    or gives a card, after which the turn is still the seat's."""
    for first in [a for a in moves(game, state, seat) if kind(a) == "extend" and not getattr(a, "star", None)]:
        done = taken(game, state, seat, first)
        if done is None or seat not in game.to_act(done[0]):
            continue
        for later in [a for a in moves(game, done[0], seat) if kind(a) == "extend"]:
            after = copy.deepcopy(done[0])
            events = game.apply(after, seat, later)
            if seat in game.to_act(after) and any(
                    e.kind in ("chance", "animal_found", "card_gained", "draw") for e in events):
                return first, later
    return None


async def test_wildlife_adventure_a_route_extension_is_taken_back(sb: Sandbox, tmp_path: Path) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3, dm_open=[True, False, False])
    await table.start_bot(seed_source=lambda: 3)
    match_id = await table.open_lobby("wildlife-adventure")
    await table.start()
    me, other = table.players[0], table.players[1]
    extend, _ = await advance_until(table, extension_plan)
    other_panel = await table.open_panel(other)
    await table.drain()
    seen, copy_text, other_text = table_seen(table), text(table, await fresh_copy(table, me)), text(table, other_panel)
    posts = len(sb.messages(table.thread()))

    await press(table, me, extend)
    step = version(table)
    copy_now = dm_copy(table, me)
    [undo] = undo_buttons(copy_now)
    assert undo["label"] == f"Undo: {GAME_UIS['wildlife-adventure'].action_label(extend)}"  # "Undo: 🟥 Red → AF3"
    assert re.fullmatch(r"Undo: (🟥 Red|🟨 Yellow|🟦 Blue) → [A-Z]+[0-9]+", undo["label"]), undo["label"]
    assert table_seen(table) != seen
    assert not (await click_undo(table, me, copy_now, undo["custom_id"])).startswith("⚠️")
    assert version(table) == step + 1
    assert table_seen(table) == seen  # the map picture and the travel vouchers as before
    assert text(table, dm_copy(table, me)) == copy_text and text(table, other_panel) == other_text
    assert len(sb.messages(table.thread())) == posts  # a route extension posts nothing, nor does its undo

    await table.play(seed=5)
    assert table.service.match(match_id) is None
    moves_seen = await history(table)
    assert f"↩️ player1 takes back move {step}." in moves_seen
    assert re.search(rf"`{step}\.` ~~.+~~ ↩️ taken back", moves_seen), moves_seen[:3000]
    assert_clean(sb)
    await table.stop_bot()


async def test_wildlife_adventure_an_end_turn_or_a_card_revealed_since_is_said(sb: Sandbox, tmp_path: Path) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3, dm_open=[True, False, False])
    await table.start_bot(seed_source=lambda: 3)
    await table.open_lobby("wildlife-adventure")
    await table.start()
    me = table.players[0]
    for plan, line in ((reveal_plan, "something hidden was shown or drawn, or chance was used, since."),
                       (end_plan, "your turn has moved on.")):
        await refused_from_stale_copy(sb, table, me, plan, line)
    assert_clean(sb)
    await table.stop_bot()


# ------------------------------------------------------------------ Mission: Wild Life

async def test_mission_wild_life_a_passing_choice_is_taken_back_until_the_last_player_chooses(
        sb: Sandbox, tmp_path: Path) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3, dm_open=[True, False, False])
    await table.start_bot(seed_source=lambda: 6)
    match_id = await table.open_lobby("mission-wild-life", {"pass_cards": True, "first_player": 2})
    await table.start()
    me, ui, game = table.players[0], GAME_UIS["mission-wild-life"], table.service.game_of(match_id)
    seen, copy_text = table_seen(table), text(table, await fresh_copy(table, me))
    choice = next(a for a in moves(game, state_of(table), me.seat) if kind(a) == "pass")
    await press(table, me, choice)
    step = version(table)
    copy_now = dm_copy(table, me)
    [undo] = undo_buttons(copy_now)
    assert undo["label"] == f"Undo: {ui.action_label(choice)}" and undo["label"].startswith("Undo: pass ")
    assert table_seen(table) != seen  # the table says who has chosen
    assert not (await click_undo(table, me, copy_now, undo["custom_id"])).startswith("⚠️")
    assert version(table) == step + 1
    assert table_seen(table) == seen and text(table, dm_copy(table, me)) == copy_text  # the three cards back in hand

    # chosen again; then the others choose, the last one handing the cards on
    await press(table, me, choice)
    again = dm_copy(table, me)
    [undo] = undo_buttons(again)
    for p in table.players[1:]:
        passing = next(a for a in moves(game, state_of(table), p.seat) if kind(a) == "pass")
        if p is table.players[1]:  # a choice made after player1's: player1 may still take theirs back
            await press(table, p, passing)
            assert undo_buttons(sb.world.messages[again.id]) == [undo]
            assert table.service.undo_offer(match_id, me.seat) is not None
            continue
        await press(table, p, passing)
    stale = sb.world.messages[again.id]
    assert undo_buttons(stale) == [undo]  # player1's copy, not redrawn since (not their turn)
    moved = version(table)
    assert await click_undo(table, me, stale, undo["custom_id"]) == (
        "⚠️ That move can no longer be taken back: another player has moved since.")
    assert version(table) == moved

    await table.play(seed=2)
    assert table.service.match(match_id) is None
    moves_seen = await history(table)
    assert f"↩️ player1 takes back move {step}." in moves_seen and f"`{step}.` ~~" in moves_seen
    assert_clean(sb)
    await table.stop_bot()


# ------------------------------------------------------------------ Rescue Animals

async def test_rescue_animals_never_shows_an_undo(sb: Sandbox, tmp_path: Path) -> None:
    """Everyone plays at once, in real time, and every roll is chance: no button, no rule line
    beyond saying so."""
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2, dm_open=[True, False])
    await table.start_bot(seed_source=lambda: 1)
    match_id = await table.open_lobby("rescue-animals", {"countdown_s": 0.3, "claim_window_ms": 100})
    await table.start()
    await table.play(seed=1, stop_after=60)
    seen = [m for p in table.players for m in (*sb.dms(p.user), *sb.ephemerals(p.user))] + sb.messages(table.thread())
    assert seen and not any(":undo:" in str(c.get("custom_id", "")) for m in seen for c in m.iter_components())
    r = await sb.slash(table.players[0].user, table.thread(), "rules")
    assert r.message is not None and "Nothing can be taken back" in r.message.text()
    assert table.service.undo_offer(match_id, 0) is None
    assert_clean(sb)
    await table.stop_bot()
