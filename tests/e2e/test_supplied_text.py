"""Text people type can never ping, break out of formatting or flip a line (issue 37, kind 2): the
real bot on the double, on both backends, with display names, a season name and typed inputs of
every hostile kind (:mod:`tests.hostile`) at their longest.

Every string the bot writes anywhere (content, text displays, embeds, labels, options, autocomplete
choices) is checked: no bidi control but balanced FSI … PDI isolates, no run of combining marks over
3, no live mention; the double resolves each message's mentions under its ``allowed_mentions`` and
records whom it notified, so "nobody but the people it means" is checked as Discord would decide it.
"""
from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from cogs.kit.text import FSI, PDI, inert, safe
from engine.games.wildlife.actions import PlaceAction
from engine.games.wildlife.views import WLView
from harness.table import SandboxTable
from sandbox import Message, Sandbox
from sandbox.text import labelled_strings
from tests.hostile import kinds, mention_problems, problems, sized
from tests.match_reads import view_as
from tests.sandbox_support import assert_clean

MWL = "mission-wild-life"


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.01) as box:
        yield box


def bot_messages(sb: Sandbox) -> list[Message]:
    """Every message the bot wrote that someone can still read (ephemerals and DMs included)."""
    return [m for m in sb.world.messages.values() if m.author_id == sb.bot_user.id and not m.deleted]


def check_written(sb: Sandbox, victims: list[int]) -> None:
    """Every string the bot wrote is inert (see the module doc), and every message said whom it may ping."""
    found: list[str] = []
    for m in bot_messages(sb):
        where = sb.world.describe(m)
        for label, text in labelled_strings(m):
            found += problems(text, f"{where} {label}") + mention_problems(text, victims, f"{where} {label}")
        assert not m.mention_roles and not m.mention_everyone, where
    assert found == [], "\n".join(found[:10])
    assert sb.unstated_mentions() == []


async def test_hostile_display_names_are_inert_in_lobby_table_results_and_standings(sb: Sandbox, tmp_path: Path) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 4, dm_open=[True, False, False, False])
    victim = table.outsider  # in the server, not playing: a name mentioning them must never ping them
    role = sb.add_role(table.guild, "Everyone")
    role.mentionable = True
    hostile = kinds(victim.id, role.id)
    chosen = [hostile["override"], hostile["mention"], hostile["combining"], hostile["invisible"]]
    for p, name in zip(table.players, chosen, strict=True):
        p.user.name = name[:32]
    results = sb.add_channel(table.guild, "results")
    host = table.players[0].user
    await table.start_bot(seed_source=lambda: 4)
    await sb.slash(host, table.channel, "setup", "results", channel=results)
    await table.open_lobby(MWL)
    lobby = table.lobby
    assert lobby is not None
    seats = next(f["value"] for f in lobby.embeds[0]["fields"] if f["name"].startswith("Seats"))
    assert f"1. {FSI}Ana 12 won 3-0 " in seats and f"4. {FSI}(no name){PDI}" in seats
    await table.start()
    await table.play(seed=2)
    await table.drain()
    # the results channel, /standings and /games (in the channel, public)
    [result] = sb.messages(results)
    assert "Ana 12 won 3-0" in result.content
    standings = await sb.slash(victim, table.channel, "standings", game=MWL)
    assert standings.message is not None
    board = standings.message.embeds[0]["description"]
    row = next(line for line in board.splitlines() if "Ana 12 won" in line)
    # the name is isolated and its override gone: the figures after it read as written, left to right
    assert re.fullmatch(rf"\d+\. (\*\*)?{FSI}Ana 12 won 3-0 x+{PDI}(\*\*)? — .*avg place \d\.\d\d", row), row
    await sb.slash(host, table.channel, "games")
    await sb.slash(host, table.channel, "history", match=table.match_id)

    # nobody was pinged by a name: the only notifications are the opening's, of the seated people
    assert sb.notifications(victim) == []
    notifying = {n.message_id for n in sb.world.notifications}
    welcome = [m for m in bot_messages(sb) if m.id in notifying]
    assert len(welcome) == 1 and "starts!" in welcome[0].content
    assert sb.notified(welcome[0]) == {p.user.id for p in table.players}
    check_written(sb, [victim.id])
    assert_clean(sb)
    await table.stop_bot()


async def test_a_season_named_to_break_out_of_code_pings_nobody(sb: Sandbox, tmp_path: Path) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2)
    victim = table.outsider
    admin = table.players[0].user
    seasons = sized(kinds(victim.id, 0, 40), 40)
    await table.start_bot()
    for kind in ("code", "mention", "override", "markdown", "link", "zero-width"):
        name = seasons[kind]
        started = await sb.slash(admin, table.channel, "season", "start", name=name)
        assert started.message is not None and not started.ephemeral, started.errors
        assert sb.notified(started.message) == set(), (kind, started.message.content)
        assert safe(inert(name)) in started.message.content
        typed = await sb.autocomplete(victim, table.channel, "standings", focused="season", game=MWL, season="")
        assert typed.choices and not [p for c in typed.choices for p in problems(c["name"], kind)]
        assert any(c["value"] == inert(name) for c in typed.choices)
        shown = await sb.slash(victim, table.channel, "standings", game=MWL, season=name)  # typed as it was named
        assert shown.message is not None and not shown.ephemeral, shown.message and shown.message.text()
    ended = await sb.slash(admin, table.channel, "season", "end")
    assert ended.message is not None and sb.notified(ended.message) == set()
    assert "`/standings season:` **" in ended.message.content
    for blank in (seasons["spaces"], seasons["invisible"]):  # a name with nothing to see: one line, nothing started
        refused = await sb.slash(admin, table.channel, "season", "start", name=blank)
        assert refused.ephemeral and refused.message is not None and "needs a name" in refused.message.text()
    assert sb.notifications(victim) == []
    check_written(sb, [victim.id])
    assert_clean(sb)
    await table.stop_bot()


async def test_typed_spaces_and_bids_come_back_inert(sb: Sandbox, tmp_path: Path) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3, dm_open=[False, False, False])
    victim = table.outsider
    await table.start_bot(seed_source=lambda: 7)
    match_id = await table.open_lobby("wildlife")
    await table.start()
    seat = next(iter(table.service.to_act(match_id)))
    mover = next(p for p in table.players if p.seat == seat)
    panel = await table.open_panel(mover)
    version = table.service.match(match_id).version  # type: ignore[union-attr]
    typed = sized(kinds(victim.id, 0, 100), 100)
    for kind, text in [*typed.items(), ("joiner", "\u200d")]:
        r = await sb.click(mover.user, panel, label="Type a space")
        assert r.response_type == 9 and r.modal is not None
        answer = await sb.submit_modal(mover.user, r, {"text": text})
        assert not answer.failed and answer.message is not None, kind
        warning = answer.message.shown_text.splitlines()[0]
        assert warning.startswith("⚠️"), (kind, warning)
        assert "\\u" not in warning, (kind, warning)  # never Python's escapes of what was typed
        assert sb.notified(answer.message) == set()
    assert table.service.match(match_id).version == version  # type: ignore[union-attr]  # nothing was played
    free = [a.space for a in view_as(WLView, table.service, match_id, seat).legal if isinstance(a, PlaceAction)]
    r = await sb.click(mover.user, panel, label="Type a space")
    played = await sb.submit_modal(mover.user, r, {"text": "\u202e" + free[0].lower() + "\u200b"})
    assert not played.failed and table.service.match(match_id).version == version + 1  # type: ignore[union-attr]
    check_written(sb, [victim.id])
    assert_clean(sb)
    await table.stop_bot()
