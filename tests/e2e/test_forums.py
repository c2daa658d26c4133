"""Forum channels are first-class (issue 37, kind 9): the real bot on the double (which models forums
as Discord does: no messages of their own, a post is a thread made with its first message), on both
backends.

An admin keeps games to the community's forum with ``/setup channels add``; ``/play`` in the forum
opens the lobby as a new post, the match is played in that post, its Rematch opens another post,
and a match whose post a moderator closes goes on in a new post; ``/play`` in one of the forum's
posts plays in that post. The bot's permissions there are checked as a forum needs them.
"""
from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from harness.table import SandboxTable
from sandbox import Channel, ClientRefused, Message, Sandbox
from sandbox.model import Interaction
from tests.e2e.test_new_game import ToyUI
from tests.sandbox_support import assert_clean


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.01) as box:
        yield box


def _line(r: Interaction) -> str:
    assert not r.failed and r.ephemeral and r.message is not None, r.errors
    return r.message.text()


def _lobby(sb: Sandbox, post: Channel) -> Message:
    first = sb.messages(post)[0]
    assert first.id == post.id and any(b.get("label") == "Join" for b in first.buttons)  # the post opens with it
    return first


async def _start_in(sb: Sandbox, table: SandboxTable, post: Channel) -> None:
    """Everyone joins the lobby that opens ``post``; the host starts it; the table plays in the post."""
    lobby = _lobby(sb, post)
    for p in table.players[1:]:
        await sb.click(p.user, lobby, label="Join")
    table.lobby = lobby
    table.channel = sb.world.channels[post.parent_id or 0]  # the table's threads are the forum's posts
    table.match_id = max(r.id for r in table.service.running())
    table._game_key = "toy"
    await table.start()
    assert table.thread().id == post.id


async def test_a_forum_keeps_the_games_lobbies_open_as_posts_and_matches_play_there(
        sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2)
    admin, member = table.players[0].user, table.players[1].user
    forum = sb.add_forum(table.guild, "game-forum", tags=["Lobby", "Done"], require_tag=True)
    await table.start_bot(seed_source=lambda: 3)

    # the admin keeps games to the forum (the command offers forums as well as text channels)
    added = _line(await sb.slash(admin, table.channel, "setup", "channels add", channel=forum))
    assert f"Added <#{forum.id}>" in added
    refused = _line(await sb.slash(member, table.channel, "play", game="toy"))
    assert f"Games are opened in <#{forum.id}>" in refused and table.service.running() == []

    # /play in the forum itself: a new post opens with the lobby; the host is answered privately
    opened = await sb.slash(admin, forum, "play", game="toy")
    assert f"/channels/{table.guild.id}/" in _line(opened)
    [post] = sb.posts(forum)
    assert post.name == f"Toy #{table.service.running()[0].id}" and post.applied_tags == [forum.tags[0].id]
    assert f"/{post.id}/{post.id}" in _line(opened)  # a link to the lobby, the post's first message
    await _start_in(sb, table, post)
    assert [m.id for m in sb.messages(post)][:1] == [post.id] and len(sb.posts(forum)) == 1  # no other thread
    assert any("starts!" in m.content for m in sb.messages(post))
    await table.play(seed=2)
    await table.drain()
    final = await table.table_message_any()
    assert final.channel_id == post.id

    # Rematch on the finished table: the rematch lobby is a new post of the forum
    rematch = await sb.click(member, final, label="Rematch")
    assert not rematch.failed and rematch.ephemeral
    assert len(sb.posts(forum)) == 2
    second = sb.posts(forum)[-1]
    assert "Rematch of" in _lobby(sb, second).content

    # /play in a post of the forum: the lobby is posted in that post and the match plays there
    inside = await sb.slash(member, post, "play", game="toy")
    assert not inside.failed and not inside.ephemeral and inside.message is not None
    assert inside.message.channel_id == post.id and len(sb.posts(forum)) == 2
    assert_clean(sb)
    await table.stop_bot()


async def test_a_match_whose_post_is_closed_goes_on_in_a_new_post(sb: Sandbox, tmp_path: Path,
                                                                  toy_registered: ToyUI) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2)
    admin = table.players[0].user
    forum = sb.add_forum(table.guild, "game-forum")
    await table.start_bot(seed_source=lambda: 3)
    await sb.slash(admin, forum, "play", game="toy")
    [post] = sb.posts(forum)
    await _start_in(sb, table, post)
    await table.play(seed=2, stop_after=2)
    await sb.lock_thread(post)  # a moderator locks the post; the bot may not unlock it
    await table.drain()
    assert len(sb.posts(forum)) == 2
    moved = sb.posts(forum)[-1]
    assert "goes on in this new post" in sb.messages(moved)[0].content
    assert table.thread().id == moved.id and table.table_message().channel_id == moved.id
    await table.play(seed=3)  # to the end, in the new post
    assert table.service.match(table.match_id or 0) is None
    sb.take_violations(code=160005)  # the old table, asked to point to the new one, is in the locked post
    assert_clean(sb)
    await table.stop_bot()


async def test_the_bot_needs_create_posts_and_send_in_posts_in_a_forum(sb: Sandbox, tmp_path: Path,
                                                                      toy_registered: ToyUI) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2)
    admin = table.players[0].user
    forum = sb.add_forum(table.guild, "read-only-forum")
    await table.start_bot()
    await sb.set_bot_permissions(forum, deny=["send_messages"])
    refused = _line(await sb.slash(admin, table.channel, "setup", "channels add", channel=forum))
    assert "**Create Posts**" in refused
    assert (await table.service.guild_configs.get(table.guild.id)).channels == []
    refused = _line(await sb.slash(admin, forum, "play", game="toy"))
    assert "**Create Posts**" in refused and sb.posts(forum) == [] and table.service.running() == []
    await sb.set_bot_permissions(forum, deny=["send_messages_in_threads"])
    refused = _line(await sb.slash(admin, forum, "play", game="toy"))
    assert "**Send Messages in Threads**" in refused and sb.posts(forum) == []
    with pytest.raises(ClientRefused):  # /setup results takes text channels only
        await sb.slash(admin, table.channel, "setup", "results", channel=forum)
    assert_clean(sb)
    await table.stop_bot()
