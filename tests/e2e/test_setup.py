"""``/setup`` and the admins' match commands end to end (issue 22): the real bot on discord.py
against the double, on both backends. player1 owns the table's server (an admin); player2 and
the spectator have no Manage Server."""
from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

import storage.records
from engine.service import MatchError
from harness.table import SandboxTable
from sandbox import ClientRefused, Sandbox
from sandbox.model import Interaction
from tests.e2e.test_new_game import ToyUI
from tests.toy_game import Add
from tests.waiting import eventually


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.01) as sandbox:
        yield sandbox


def _line(r: Interaction) -> str:
    """The bot's one-line ephemeral answer."""
    assert not r.failed and r.ephemeral and r.message is not None, r.errors
    text = r.message.text()
    assert len(text.splitlines()) == 1, text
    return text


async def _setup(sb: Sandbox, table: SandboxTable, sub: str, **options: Any) -> str:
    """The admin runs ``/setup sub option=value…`` in the table's channel; its one-line answer."""
    return _line(await sb.slash(table.players[0].user, table.channel, "setup", sub, **options))


async def test_setup_is_for_admins_only(sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2)
    await table.start_bot()
    member = table.players[1].user
    for command, sub in (("setup", "show"), ("pause", None), ("resume", None), ("endmatch", None)):
        with pytest.raises(ClientRefused, match="needs Manage Server"):  # Discord hides it from them
            extra: dict[str, Any] = {"match": 1} if command == "endmatch" else {}
            await sb.slash(member, table.channel, command, sub, **extra)
    with pytest.raises(ClientRefused, match="needs Manage Server"):
        await sb.slash(member, table.channel, "seattobot", member=member)
    # A server may let others see the commands (Integrations settings); the bot still refuses them.
    for command in ("setup", "pause", "resume", "removeplayer", "seattobot"):
        sb.allow_command(table.guild, command, member)
    assert "Manage Server" in _line(await sb.slash(member, table.channel, "setup", "show"))
    other = sb.add_channel(table.guild, "other")
    await sb.settle()
    refused = _line(await sb.slash(member, table.channel, "setup", "channels add", channel=other))
    assert "Manage Server" in refused
    assert (await table.service.guild_configs.get(table.guild.id)).channels == []  # nothing changed
    assert "Manage Server" in _line(await sb.slash(member, table.channel, "pause"))
    assert "Manage Server" in _line(await sb.slash(member, table.channel, "seattobot", member=member))
    assert "Manage Server" in _line(await sb.slash(member, table.channel, "removeplayer", member=member))
    # /help lists the admin commands to admins only.
    admin_help = await sb.slash(table.players[0].user, table.channel, "help")
    member_help = await sb.slash(member, table.channel, "help")
    assert admin_help.message is not None and member_help.message is not None
    assert "For server admins" in admin_help.message.text() and "/setup show" in admin_help.message.text()
    assert "For server admins" not in member_help.message.text() and "/setup" not in member_help.message.text()
    sb.assert_no_violations()
    await table.stop_bot()


async def test_channels_results_hosts_defaults_and_bots(sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2)
    guild = table.guild
    games = sb.add_channel(guild, "board-games")
    results = sb.add_channel(guild, "results")
    hidden = sb.add_channel(guild, "hidden")
    quiet = sb.add_channel(guild, "read-only")
    hosts = sb.add_role(guild, "Hosts")
    await table.start_bot(seed_source=lambda: 5)
    admin, member = table.players[0].user, table.players[1].user
    await sb.set_bot_permissions(hidden, deny=["view_channel"])
    await sb.set_bot_permissions(quiet, deny=["send_messages"])

    # Channels: a channel the bot cannot see or post in is refused naming what is missing.
    assert "View Channel" in await _setup(sb, table, "channels add", channel=hidden)
    text = await _setup(sb, table, "channels add", channel=quiet)
    assert "Send Messages" in text and "View Channel" not in text
    assert "Send Messages" in await _setup(sb, table, "results", channel=quiet)
    assert (await table.service.guild_configs.get(guild.id)).channels == []
    assert f"Added <#{games.id}>" in await _setup(sb, table, "channels add", channel=games)
    assert "already" in await _setup(sb, table, "channels add", channel=games)
    elsewhere = _line(await sb.slash(member, table.channel, "play", game="toy"))
    assert elsewhere == f"Games are opened in <#{games.id}> on this server."
    assert table.service.running() == []
    assert f"<#{results.id}>" in await _setup(sb, table, "results", channel=results)

    # Hosts: once a role is set, only its members (and admins) may open a lobby.
    assert f"Added <@&{hosts.id}>" in await _setup(sb, table, "hosts add", role=hosts)
    refused = _line(await sb.slash(member, games, "play", game="toy"))
    assert "Only members with **Hosts** may host" in refused and table.service.running() == []
    sb.give_role(guild, member, hosts)
    opened = await sb.slash(member, games, "play", game="toy")
    assert not opened.ephemeral and opened.message is not None
    await sb.click(member, opened.message, label="Cancel")

    # Defaults: validated as the lobby validates them, applied to new lobbies; bots can be barred.
    bad = await _setup(sb, table, "defaults set", game="toy", option="target", value="1")
    assert "`target` must be a whole number from 3 to 100 (got 1)" in bad  # a field with no lobby label: as typed
    unknown = await _setup(sb, table, "defaults set", game="toy", option="colour", value="red")
    assert "has no option “colour”" in unknown and "target" in unknown and "turn_timeout_s" in unknown
    assert "`target` **12**" in await _setup(sb, table, "defaults set", game="toy", option="target", value="12")
    assert "Absent after **3 turns**" in await _setup(sb, table, "defaults set", game="toy", option="absent_after",
                                                       value="3 turns")
    assert "no longer" in await _setup(sb, table, "bots", game="toy", allowed=False)
    shown = await sb.slash(admin, table.channel, "setup", "show")
    assert shown.message is not None
    show = shown.message.text()
    assert f"<#{games.id}>" in show and f"<#{results.id}>" in show and f"<@&{hosts.id}>" in show
    assert "`target` **12**" in show and "Absent after **3 turns**" in show and "no bots" in show

    lobby = await sb.slash(admin, games, "play", game="toy")
    assert lobby.message is not None
    record = table.service.running()[-1]
    assert record.options["target"] == 12 and record.options["absent_after"] == 3
    # Bots barred: the lobby offers no Add bot and says why; the service refuses one all the same.
    assert "Add bot" not in [b.get("label") for b in lobby.message.buttons]
    assert "Bots: not offered here (a server admin's /setup bots)" in lobby.message.text().replace("*", "").replace("`", "")
    with pytest.raises(MatchError, match="Bots may not take seats"):
        await table.service.add_bot(record.id, admin.id)
    # Allowed again: the open lobby is redrawn at once with its Add bot button.
    assert "may now take seats" in await _setup(sb, table, "bots", game="toy", allowed=True)
    shown_lobby = lobby.message
    await eventually(lambda: "Add bot" in [b.get("label") for b in shown_lobby.buttons], what="Add bot offered again")
    assert "not offered" not in shown_lobby.text()
    await sb.click(admin, lobby.message, label="Add bot")
    assert len(table.service.match(record.id).seats) == 2  # type: ignore[union-attr]

    # Results: a finished match's one-line result in the results channel.
    home = table.channel
    table.lobby, table.match_id, table._game_key, table.channel = lobby.message, record.id, record.game, games
    table.players[1:] = []  # the admin and the bot
    await table.start()
    await table.play(seed=3)
    await table.drain()
    table.channel = home
    posted = [m.content for m in sb.messages(results)]
    assert len(posted) == 1 and posted[0].startswith(f"🏁 **Toy** #{record.id}: 1. "), posted
    assert "🤖" in posted[0] and "player1" in posted[0]

    # A configured channel deleted: games may be opened anywhere, results are not posted; show says so.
    await sb.delete_channel(games)
    await sb.delete_channel(results)
    await table.drain()
    show = (await sb.slash(admin, table.channel, "setup", "show")).message.text()  # type: ignore[union-attr]
    assert "deleted" in show and "**anywhere**" in show and "**not posted**" in show
    anywhere = await sb.slash(admin, table.channel, "play", game="toy")
    assert not anywhere.ephemeral and anywhere.message is not None
    assert "any channel" in await _setup(sb, table, "channels anywhere")
    assert "Everyone may now host" in await _setup(sb, table, "hosts everyone")
    assert "no longer posted" in await _setup(sb, table, "results")
    sb.take_violations(code=50007)
    sb.assert_no_violations()
    await table.stop_bot()


async def test_pause_resume_and_seats_through_a_restart(sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2)
    await table.start_bot(seed_source=lambda: 5)
    admin = table.players[0].user
    match_id = await table.open_lobby("toy", {"target": 40})
    await table.start()
    thread = table.thread()
    paused = _line(await sb.slash(admin, thread, "pause"))
    assert paused.startswith(f"Match #{match_id} is paused")
    await table.drain()
    assert "Paused by player1" in table.table_message().text()
    assert any("player1 paused the match" in m.text() for m in sb.messages(thread))
    assert "already paused" in _line(await sb.slash(admin, thread, "pause"))
    # A move while paused: one line with the reason, nothing played.
    mover = next(p for p in table.players if p.seat in table.service.to_act(match_id))
    tried = await _try_move(table, mover)
    assert not tried.failed and tried.message is not None and "paused by player1" in tried.message.text()
    assert table.service.match(match_id).version == 0  # type: ignore[union-attr]

    await table.stop_bot()  # the pause is in the database
    await table.start_bot(seed_source=lambda: 5)
    await table.drain()
    assert table.service.paused(match_id) is not None
    resumed = _line(await sb.slash(admin, thread, "resume"))
    assert resumed.startswith(f"Match #{match_id} is running again")
    await table.drain()
    assert "Paused" not in table.table_message().text()
    await table.service.act(match_id, mover.user.id, Add(amount=1))  # moves are taken again

    member = table.players[1].user
    handed = _line(await sb.slash(admin, thread, "seattobot", member=member))
    assert handed.startswith("A bot now plays player2's seat") and "/rejoin" in handed
    await table.drain()
    record = await table.service.fetch(match_id)
    assert record is not None and record.seats[1].is_bot
    sb.take_violations(code=50007)
    sb.assert_no_violations()
    await table.stop_bot()


async def test_remove_a_lobby_player(sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3)
    await table.start_bot()
    match_id = await table.open_lobby("toy")
    admin, second = table.players[0].user, table.players[1].user
    assert "there is no" in _line(await sb.slash(admin, table.channel, "pause")).lower()
    removed = _line(await sb.slash(admin, table.channel, "removeplayer", member=second))
    assert removed == f"player2 was removed from lobby #{match_id}."
    await table.drain()
    assert "player2" not in table.lobby.text()  # type: ignore[union-attr]
    assert "not in lobby" in _line(await sb.slash(admin, table.channel, "removeplayer", member=second))
    third = table.players[2].user
    handed = _line(await sb.slash(admin, table.channel, "seattobot", member=third, match=match_id))
    assert handed == f"A bot now plays player3's seat in #{match_id}."
    await table.drain()
    assert "🤖" in table.lobby.text() and "player3" not in table.lobby.text()  # type: ignore[union-attr]
    sb.assert_no_violations()
    await table.stop_bot()


async def _try_move(table: SandboxTable, player: object) -> Interaction:
    """``player`` opens their panel and presses its first lit move button."""
    from harness.table import Player

    assert isinstance(player, Player)
    panel = await table.open_panel(player)
    return await table.sb.click(player.user, panel, label="Add 1")


async def test_defaults_set_speed_ranking_and_a_minimum_reputation_that_new_lobbies_apply(
        sb: Sandbox, tmp_path: Path, toy_registered: ToyUI, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 22, per-game defaults: the speed (``turn_timeout_s``, ``time_bank_s``), casual or ranked and
    a minimum reputation are set with ``/setup defaults set`` (checked as the lobby checks them), shown by
    ``/setup show``, and a new lobby starts with them: it says so, and the minimum refuses a leaver."""
    monkeypatch.setattr(storage.records, "NEW_PLAYER_MATCHES", 1)  # one abandoned match is enough to judge
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2)
    await table.start_bot(seed_source=lambda: 5)
    admin, leaver = table.players
    service = table.service
    # player2 abandons a match: a finish rate of 0 % on this server.
    await table.open_lobby("toy", {"target": 4})
    await table.start()
    assert "a bot plays your seat" in (await sb.slash(leaver.user, table.thread(), "abandon")).message.text()  # type: ignore[union-attr]
    table.players = [admin]
    await table.play(seed=1)
    await eventually(lambda: not service.running(), what="the first match's end")

    assert "Turn timer **24 h**" in await _setup(sb, table, "defaults set", game="toy", option="turn_timeout_s", value="24 h")
    assert await _setup(sb, table, "defaults set", game="toy", option="time_bank_s", value="-5") == (
        "That default doesn't fit: Time bank must be seconds from 0 (none) to 604,800 (7 days) (got -5).")
    assert await _setup(sb, table, "defaults set", game="toy", option="time_bank_s", value="7200") == (
        "New Toy lobbies now start with Time bank **2 h**.")
    assert await _setup(sb, table, "defaults set", game="toy", option="ranked", value="off") == (
        "New Toy lobbies now start with Ranked **no (casual)**.")
    refused_minimum = await _setup(sb, table, "defaults set", game="toy", option="min_reputation", value="101")
    assert "whole per cent from 0 (anyone) to 100 (got 101)" in refused_minimum
    assert await _setup(sb, table, "defaults set", game="toy", option="min_reputation", value="80") == (
        "New Toy lobbies now start with Minimum finish rate to join **finishes ≥ 80 %**.")
    show = (await sb.slash(admin.user, table.channel, "setup", "show")).message.text()  # type: ignore[union-attr]
    assert "Turn timer **24 h**" in show and "Time bank **2 h**" in show and "Ranked **no (casual)**" in show
    assert "**finishes ≥ 80 %**" in show

    lobby = await sb.slash(admin.user, table.channel, "play", game="toy")
    assert lobby.message is not None
    record = service.running()[-1]
    settings = service.settings(record)
    assert (settings.turn_timeout_s, settings.time_bank_s, settings.ranked, settings.min_reputation) == (
        86_400.0, 7_200.0, False, 80)
    text = lobby.message.text()
    assert "Ranked: **no**, casual" in text and "To join: finishes **≥ 80 %**" in text and "24 h" in text
    refused = await sb.click(leaver.user, lobby.message, label="Join")
    assert refused.ephemeral and refused.message is not None and refused.message.text() == (
        "This lobby asks for a finish rate of at least 80 %; yours here is 0 % (0 of 1 match finished).")
    assert [s.user_id for s in service.match(record.id).seats] == [admin.user.id]  # type: ignore[union-attr]
    sb.take_violations(code=50007)
    sb.assert_no_violations()
    await table.stop_bot()


async def test_every_admin_command_refuses_a_member_without_manage_server(
        sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    """Issue 22's "Done when": every admin command (each ``/setup`` subcommand, ``/pause``, ``/resume``,
    ``/removeplayer``, ``/seattobot``, ``/endmatch``, ``/season start|end``) is hidden from a member
    without Manage Server by Discord's client; where the server lets them see it (command
    permissions), the bot refuses in one line and nothing changes."""
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2)
    await table.start_bot(seed_source=lambda: 5)
    admin, member = table.players[0].user, table.players[1].user
    service, guild = table.service, table.guild
    other = sb.add_channel(guild, "other")
    role = sb.add_role(guild, "Hosts")
    match_id = await table.open_lobby("toy", {"target": 50})
    await table.start()
    lobby = await sb.slash(admin, table.channel, "play", game="toy")
    assert lobby.message is not None
    lobby_id = service.running()[-1].id
    await sb.click(member, lobby.message, label="Join")
    await sb.settle()
    calls: list[tuple[str, str | None, dict[str, Any]]] = [
        ("setup", "show", {}),
        ("setup", "channels add", {"channel": other}),
        ("setup", "channels remove", {"channel": other}),
        ("setup", "channels anywhere", {}),
        ("setup", "results", {"channel": other}),
        ("setup", "hosts add", {"role": role}),
        ("setup", "hosts remove", {"role": role}),
        ("setup", "hosts everyone", {}),
        ("setup", "defaults set", {"game": "toy", "option": "target", "value": "12"}),
        ("setup", "defaults clear", {"game": "toy"}),
        ("setup", "bots", {"game": "toy", "allowed": False}),
        ("pause", None, {"match": match_id}),
        ("resume", None, {"match": match_id}),
        ("removeplayer", None, {"member": member, "match": lobby_id}),
        ("seattobot", None, {"member": admin, "match": match_id}),
        ("endmatch", None, {"match": match_id}),
        ("season", "start", {"name": "Spring"}),
        ("season", "end", {}),
    ]
    config = (await service.guild_configs.get(guild.id)).model_dump()
    seats = {m: [(s.user_id, s.is_bot) for s in service.match(m).seats] for m in (match_id, lobby_id)}  # type: ignore[union-attr]
    for command, sub, options in calls:  # Discord's client does not offer them to the member
        with pytest.raises(ClientRefused, match="needs Manage Server"):
            await sb.slash(member, table.channel, command, sub, **options)
    for command in {c for c, _, _ in calls}:
        sb.allow_command(guild, command, member)
    assert "paused" in _line(await sb.slash(admin, table.channel, "pause", match=match_id))  # so /resume has work
    for command, sub, options in calls:  # seen now, still refused in one line
        answer = _line(await sb.slash(member, table.channel, command, sub, **options)).lower()
        assert "manage" in answer and "server" in answer, (command, sub, answer)
    assert (await service.guild_configs.get(guild.id)).model_dump() == config
    assert {m: [(s.user_id, s.is_bot) for s in service.match(m).seats] for m in (match_id, lobby_id)} == seats  # type: ignore[union-attr]
    assert service.paused(match_id) is not None and service.match(match_id).status.value == "active"  # type: ignore[union-attr]
    assert await service.ratings.seasons.current(guild.id) is None
    sb.take_violations(code=50007)
    sb.assert_no_violations()
    await table.stop_bot()


async def test_a_rematch_is_hosted_only_by_who_may_host(sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    """Issue 22's "who may host" holds for 🔁 Rematch too (it opens a lobby, as ``/play`` does): a
    player without the host role is refused in one line and nothing opens; once someone who may
    host opened it, they join it with one press."""
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2)
    await table.start_bot(seed_source=lambda: 5)
    admin, member = table.players[0].user, table.players[1].user
    hosts = sb.add_role(table.guild, "Hosts")
    await table.open_lobby("toy", {"target": 3})
    await table.start()
    await table.play(seed=1)
    await table.drain()
    final = await table.table_message_any()
    assert f"Added <@&{hosts.id}>" in await _setup(sb, table, "hosts add", role=hosts)
    refused = _line(await sb.click(member, final, label="Rematch"))
    assert refused == "Only members with **Hosts** may host a game here; join someone's lobby instead."
    assert table.service.running() == []
    assert "Rematch" in (await sb.click(admin, final, label="Rematch")).message.text()  # type: ignore[union-attr]
    joined = _line(await sb.click(member, final, label="Rematch"))
    assert "You are in the rematch lobby" in joined
    [lobby] = table.service.running()
    assert {s.user_id for s in lobby.seats} == {admin.id, member.id}
    sb.take_violations(code=50007)
    sb.assert_no_violations()
    await table.stop_bot()
