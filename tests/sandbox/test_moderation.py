"""The double's moderation, lifecycle and permissions (sandbox/moderation.py, sandbox/permissions.py):
what moderators do under a running bot, with Discord's gateway events and error codes."""

from __future__ import annotations

import io
from collections.abc import AsyncIterator
from typing import Any

import discord
import pytest

from sandbox import Sandbox
from sandbox import permissions as perm
from tests.sandbox_support import SupportBot, World

Env = tuple[Sandbox, World, SupportBot]


def _events(bot: SupportBot, *names: str) -> list[tuple[str, Any]]:
    seen: list[tuple[str, Any]] = []
    for name in names:
        async def listener(*args: Any, _name: str = name) -> None:
            seen.append((_name, args[-1] if args else None))  # (before, after) events: the after
        bot.add_listener(listener, name)
    return seen


async def _thread(sb: Sandbox, bot: SupportBot, channel_id: int, **kwargs: Any) -> discord.Thread:
    channel = bot.get_channel(channel_id)
    assert isinstance(channel, discord.TextChannel)
    thread = await channel.create_thread(name="match", type=discord.ChannelType.public_thread, **kwargs)
    await sb.settle()
    return thread


async def test_a_deleted_message_is_announced_and_gone(env: Env) -> None:
    sb, w, bot = env
    seen = _events(bot, "on_raw_message_delete")
    channel = bot.get_channel(w.channel.id)
    assert isinstance(channel, discord.TextChannel)
    sent = await channel.send("table")
    await sb.delete_message(sb.world.messages[sent.id])
    await sb.settle()
    assert [e[1].message_id for e in seen] == [sent.id]
    with pytest.raises(discord.NotFound) as exc:
        await sent.edit(content="again")
    assert exc.value.code == 10008
    assert "table" not in sb.transcript(w.channel)
    assert [v.code for v in sb.take_violations()] == [10008]


async def test_a_purge_is_one_bulk_delete_event(env: Env) -> None:
    sb, w, bot = env
    seen = _events(bot, "on_raw_bulk_message_delete")
    channel = bot.get_partial_messageable(w.channel.id)
    sent = [await channel.send(f"m{i}") for i in range(3)]
    await sb.delete_messages([sb.world.messages[m.id] for m in sent[:2]])
    await sb.settle()
    assert [e[1].message_ids for e in seen] == [{sent[0].id, sent[1].id}]
    text = sb.transcript(w.channel)
    assert "m0" not in text and "m1" not in text and "m2" in text


async def test_a_deleted_thread_or_channel_answers_unknown_channel(env: Env) -> None:
    sb, w, bot = env
    seen = _events(bot, "on_raw_thread_delete", "on_guild_channel_delete")
    thread = await _thread(sb, bot, w.channel.id)
    await thread.send("in the thread")
    await sb.delete_channel(sb.world.channels[thread.id])
    await sb.settle()
    assert [(n, e.thread_id) for n, e in seen] == [("on_raw_thread_delete", thread.id)]
    with pytest.raises(discord.NotFound) as exc:
        await thread.send("hello?")
    assert exc.value.code == 10003
    assert sb.messages(sb.world.channels[thread.id]) == []

    # a text channel: its threads go with it
    other = await _thread(sb, bot, w.channel.id)
    await sb.delete_channel(w.channel)
    await sb.settle()
    # one CHANNEL_DELETE; discord.py itself tells its cached threads gone (thread_delete)
    assert ("on_guild_channel_delete", w.channel.id) in [(n, getattr(e, "id", None)) for n, e in seen]
    assert ("on_raw_thread_delete", other.id) in [(n, getattr(e, "thread_id", None)) for n, e in seen]
    for target in (bot.get_partial_messageable(w.channel.id), other):
        with pytest.raises(discord.NotFound) as exc:
            await target.send("x")
        assert exc.value.code == 10003
    assert {v.code for v in sb.take_violations()} == {10003}


async def test_an_archived_thread_refuses_posts_and_is_reopened_as_discord_allows(env: Env) -> None:
    sb, w, bot = env
    seen = _events(bot, "on_thread_update")
    thread = await _thread(sb, bot, w.channel.id)
    await sb.archive_thread(sb.world.channels[thread.id])
    await sb.settle()
    assert seen and seen[-1][1].archived
    with pytest.raises(discord.HTTPException) as exc:
        await thread.send("x")
    assert exc.value.code == 50083 and exc.value.status == 400
    # unlocked: the bot (Send Messages) may unarchive it
    await thread.edit(archived=False)
    await thread.send("back")
    assert "back" in sb.transcript(sb.world.channels[thread.id])

    # locked: only Manage Threads may unarchive it, and the bot lacks it (@everyone's permissions)
    await sb.archive_thread(sb.world.channels[thread.id], locked=True)
    await sb.settle()
    with pytest.raises(discord.Forbidden) as exc2:
        await thread.edit(archived=False)
    assert exc2.value.code == 50013
    # another change to an archived thread without unarchiving it: 50083
    with pytest.raises(discord.HTTPException) as exc:
        await thread.edit(name="renamed")
    assert exc.value.code == 50083
    # locked but open: posting needs Manage Threads too
    await sb.unarchive_thread(sb.world.channels[thread.id])
    await sb.lock_thread(sb.world.channels[thread.id])
    with pytest.raises(discord.HTTPException) as exc:
        await thread.send("x")
    assert exc.value.code == 160005
    assert sorted(v.code for v in sb.take_violations()) == [50013, 50083, 50083, 160005]


async def test_a_thread_archives_itself_after_its_duration_without_messages(env: Env) -> None:
    sb, w, bot = env
    seen = _events(bot, "on_thread_update")
    thread = await _thread(sb, bot, w.channel.id, auto_archive_duration=60)
    record = sb.world.channels[thread.id]
    sb.advance(50 * 60)
    await thread.send("still here")  # a message restarts the countdown
    sb.advance(50 * 60)
    await sb.settle()
    assert not record.archived and seen == []
    sb.advance(11 * 60)
    await sb.settle()
    assert record.archived and seen and seen[-1][1].archived
    with pytest.raises(discord.HTTPException) as exc:
        await thread.send("x")
    assert exc.value.code == 50083
    sb.take_violations(code=50083)


class MembersBot(SupportBot):
    """The support bot with the privileged GUILD_MEMBERS intent."""

    def __init__(self) -> None:
        super().__init__()
        self._connection._intents.members = True


@pytest.fixture
async def members_bot(env: Env) -> AsyncIterator[MembersBot]:
    sb = env[0]
    bot = MembersBot()
    await sb.connect(bot)
    yield bot
    await sb.disconnect(bot)


async def test_a_member_leaving_is_told_only_to_a_bot_with_the_members_intent(env: Env, members_bot: MembersBot) -> None:
    sb, w, plain = env
    told = _events(members_bot, "on_raw_member_remove")
    untold = _events(plain, "on_raw_member_remove")
    await sb.remove_member(w.guild, w.bob)
    await sb.settle()
    assert [e[1].user.id for e in told] == [w.bob.id]
    assert untold == []
    assert w.bob.id not in w.guild.member_ids
    assert sb.find_message(content="x", user=w.bob) is None


async def test_a_bot_removed_from_a_guild_gets_guild_delete_and_no_access(env: Env) -> None:
    sb, w, bot = env
    seen = _events(bot, "on_guild_remove")
    channel = bot.get_partial_messageable(w.channel.id)
    await sb.remove_bot(w.guild)
    await sb.settle()
    assert [g.id for _, g in seen] == [w.guild.id]
    assert bot.get_guild(w.guild.id) is None
    with pytest.raises(discord.NotFound) as exc:
        await bot.fetch_guild(w.guild.id)
    assert exc.value.code == 10004
    with pytest.raises(discord.Forbidden) as exc2:
        await channel.send("x")
    assert exc2.value.code == 50001
    # a DM to someone who shares no other guild with the bot is refused
    with pytest.raises(discord.Forbidden) as exc2:
        await (await bot.fetch_user(w.alice.id)).send("hi")
    assert exc2.value.code == 50007
    assert sorted(v.code for v in sb.take_violations()) == [10004, 50001, 50007]


async def test_interactions_from_a_guild_the_bot_left_carry_a_user_install(env: Env) -> None:
    sb, w, bot = env
    before = await sb.slash(w.alice, w.channel, "echo", text="here")
    assert before.payload["authorizing_integration_owners"] == {"0": str(w.guild.id)}
    assert int(before.payload["app_permissions"]) == perm.EVERYONE
    await sb.remove_bot(w.guild)
    await sb.settle()
    after = await sb.slash(w.alice, w.channel, "echo", text="gone")  # a command the client still offers
    assert after.payload["guild_id"] == str(w.guild.id) and after.payload["member"]["user"]["id"] == str(w.alice.id)
    assert after.payload["authorizing_integration_owners"] == {"1": str(w.alice.id)}
    assert int(after.payload["app_permissions"]) == perm.ATTACH_FILES | perm.EMBED_LINKS | perm.MENTION_EVERYONE
    assert after.answers == 1 and not after.failed  # answered through its token: no permission needed
    sb.assert_no_violations()


async def test_permission_overwrites_refuse_calls_and_show_in_app_permissions(env: Env) -> None:
    sb, w, bot = env
    channel = bot.get_channel(w.channel.id)
    assert isinstance(channel, discord.TextChannel)
    assert sb.bot_permissions(w.channel) == perm.EVERYONE
    r = await sb.slash(w.alice, w.channel, "echo", text="hi")
    assert int(r.payload["app_permissions"]) == perm.EVERYONE
    assert int(r.payload["member"]["permissions"]) == perm.EVERYONE  # alice is no owner
    sb.set_owner(w.alice)
    w.guild.owner_id = w.alice.id
    r = await sb.slash(w.alice, w.channel, "echo", text="hi")
    assert int(r.payload["member"]["permissions"]) == perm.ALL

    await sb.set_bot_permissions(w.channel, deny=["send_messages"])
    await sb.settle()
    me = channel.guild.me
    assert not channel.permissions_for(me).send_messages  # discord.py's cache got the overwrite
    r = await sb.slash(w.alice, w.channel, "echo", text="hi")
    app = discord.Permissions(int(r.payload["app_permissions"]))
    assert not app.send_messages and app.embed_links and not r.failed  # interaction replies are webhooks
    with pytest.raises(discord.Forbidden) as exc:
        await channel.send("x")
    assert exc.value.code == 50013

    # no Embed Links: embeds are dropped; a message of embeds only is refused
    await sb.set_bot_permissions(w.channel, deny=["embed_links"])
    sent = await channel.send("text", embed=discord.Embed(title="T"))
    assert sb.world.messages[sent.id].embeds == [] and sb.world.messages[sent.id].content == "text"
    with pytest.raises(discord.Forbidden):
        await channel.send(embed=discord.Embed(title="T"))
    # no Attach Files
    await sb.set_bot_permissions(w.channel, deny=["attach_files"])
    with pytest.raises(discord.Forbidden):
        await channel.send("pic", file=discord.File(io.BytesIO(b"png"), "a.png"))
    with pytest.raises(discord.Forbidden):
        await sent.edit(attachments=[discord.File(io.BytesIO(b"png"), "b.png")])

    # threads: Create Public Threads, and Send Messages in Threads inside one
    thread = await _thread(sb, bot, w.channel.id)
    await sb.set_bot_permissions(w.channel, deny=["send_messages_in_threads"])
    with pytest.raises(discord.Forbidden):
        await thread.send("x")
    r = await sb.slash(w.alice, sb.world.channels[thread.id], "echo", text="hi")
    assert not discord.Permissions(int(r.payload["app_permissions"])).send_messages_in_threads
    await sb.set_bot_permissions(w.channel, deny=["create_public_threads"])
    with pytest.raises(discord.Forbidden):
        await channel.create_thread(name="t", type=discord.ChannelType.public_thread)
    assert not sb.bot_permissions(w.nothreads) & perm.CREATE_PUBLIC_THREADS

    # no View Channel: 50001 on every route, and nothing in app_permissions
    await sb.set_bot_permissions(w.channel, deny="view_channel")
    with pytest.raises(discord.Forbidden) as exc:
        await channel.send("x")
    assert exc.value.code == 50001
    r = await sb.slash(w.alice, w.channel, "echo", text="hi")
    assert r.payload["app_permissions"] == "0"
    # the overwrite removed: everything works again
    await sb.set_bot_permissions(w.channel)
    await channel.send("ok")
    assert sorted({v.code for v in sb.take_violations()}) == [50001, 50013]


async def test_bits_of_names_permissions_and_refuses_unknown_ones() -> None:
    assert perm.bits_of(["Send Messages", "embed_links"]) == perm.SEND_MESSAGES | perm.EMBED_LINKS
    with pytest.raises(ValueError, match="unknown permission"):
        perm.bits_of("fly")


async def test_a_nickname_change_reaches_members_payloads_and_is_checked(env: Env) -> None:
    """``set_nick``: Discord's 1–32 characters; later member payloads carry ``nick`` (the bot's
    member fetch here), and GUILD_MEMBER_UPDATE goes only to sessions with GUILD_MEMBERS."""
    sb, w, bot = env
    seen = _events(bot, "on_member_update")
    with pytest.raises(ValueError):
        await sb.set_nick(w.guild, w.alice, "x" * 33)
    await sb.set_nick(w.guild, w.alice, "Ally")
    await sb.settle()
    guild = bot.get_guild(w.guild.id)
    assert guild is not None
    member = await guild.fetch_member(w.alice.id)
    assert member.nick == "Ally" and member.display_name == "Ally"
    assert seen == []  # the support bot has no GUILD_MEMBERS intent
    await sb.set_nick(w.guild, w.alice, None)
    assert (await guild.fetch_member(w.alice.id)).nick is None


async def test_files_over_the_upload_limit_answer_413_40005(env: Env) -> None:
    sb, w, bot = env
    sb.world.upload_limit = 1000
    channel = bot.get_channel(w.channel.id)
    assert isinstance(channel, discord.TextChannel)
    small = await channel.send("small", file=discord.File(io.BytesIO(b"x" * 1000), filename="a.png"))
    with pytest.raises(discord.HTTPException) as refused:
        await channel.send("big", file=discord.File(io.BytesIO(b"x" * 1001), filename="b.png"))
    assert (refused.value.status, refused.value.code) == (413, 40005)
    with pytest.raises(discord.HTTPException) as edit:  # an edit carrying the file is refused alike
        await small.edit(attachments=[discord.File(io.BytesIO(b"x" * 1001), filename="b.png")])
    assert edit.value.code == 40005
    assert sb.find_message(content="big", channel=w.channel) is None
    assert [v.code for v in sb.take_violations()] == [40005, 40005]
