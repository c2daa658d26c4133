"""Forum channels as Discord has them: a forum holds no messages of its own (400 50008); a post is a
thread created with its first message (``POST /channels/{forum}/threads`` with ``message``, which
has the thread's id), needing Send Messages in the forum ("Create Posts") and Send Messages in
Threads to post in it, carrying the forum's tags (at most 5; 40067 where one is required); a
channel option offers only the channel types it was registered with."""
from __future__ import annotations

import io
from typing import Any

import discord
import pytest
from discord.http import Route

from sandbox import ClientRefused, Sandbox
from tests.sandbox_support import SupportBot, World


def _forum(bot: SupportBot, channel_id: int) -> discord.ForumChannel:
    forum = bot.get_channel(channel_id)
    assert isinstance(forum, discord.ForumChannel), forum
    return forum


async def test_a_forum_holds_posts_not_messages(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    forum_ch = sb.add_forum(w.guild, "game-forum", tags=["lobby", "done"])
    await sb.settle()
    forum = _forum(bot, forum_ch.id)
    assert [t.name for t in forum.available_tags] == ["lobby", "done"]
    with pytest.raises(discord.HTTPException) as caught:
        await bot.http.request(Route("POST", "/channels/{channel_id}/messages", channel_id=forum_ch.id),
                               json={"content": "hello forum"})
    assert (caught.value.status, caught.value.code, caught.value.text) == (
        400, 50008, "Cannot send messages in a non-text channel")
    assert [v.code for v in sb.take_violations()] == [50008]
    history = await bot.http.request(Route("GET", "/channels/{channel_id}/messages", channel_id=forum_ch.id))
    assert history == []

    made = await forum.create_thread(name="Toy #1", content="the lobby",
                                     applied_tags=[forum.available_tags[0]],
                                     file=discord.File(io.BytesIO(b"png"), "board.png"))
    assert made.thread.parent_id == forum_ch.id and made.message.id == made.thread.id  # the starter has the post's id
    [post] = sb.posts(forum_ch)
    assert post.id == made.thread.id and post.applied_tags == [forum_ch.tags[0].id]
    [first] = sb.messages(post)
    assert first.id == post.id and first.content == "the lobby" and [a.filename for a in first.attachments] == ["board.png"]
    await made.thread.send("a reply in the post")
    assert [m.content for m in sb.messages(post)] == ["the lobby", "a reply in the post"]
    await sb.settle()
    assert bot.get_channel(post.id) is not None  # THREAD_CREATE reached the bot
    sb.assert_no_violations()


@pytest.mark.parametrize(("body", "status", "code"), [
    ({"name": "no message"}, 400, 50035),
    ({"name": "", "message": {"content": "x"}}, 400, 50035),
    ({"name": "empty", "message": {}}, 400, 50006),
    ({"name": "unknown tag", "message": {"content": "x"}, "applied_tags": ["1"]}, 400, 50035),
    ({"name": "untagged", "message": {"content": "x"}}, 400, 40067),
])
async def test_posts_discord_refuses(env: tuple[Sandbox, World, SupportBot], body: dict[str, Any], status: int,
                                     code: int) -> None:
    sb, w, bot = env
    forum = sb.add_forum(w.guild, "strict", tags=["lobby"], require_tag=code == 40067)
    await sb.settle()
    with pytest.raises(discord.HTTPException) as caught:
        await bot.http.request(Route("POST", "/channels/{channel_id}/threads", channel_id=forum.id), json=body)
    assert (caught.value.status, caught.value.code) == (status, code)
    assert [v.code for v in sb.take_violations()] == [code]
    assert sb.posts(forum) == []


async def test_a_tag_required_and_too_many_tags(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    forum_ch = sb.add_forum(w.guild, "tagged", tags=[f"t{i}" for i in range(6)], require_tag=True)
    await sb.settle()
    forum = _forum(bot, forum_ch.id)
    with pytest.raises(discord.HTTPException) as caught:
        await forum.create_thread(name="six", content="x", applied_tags=forum.available_tags)
    assert caught.value.code == 50035
    sb.take_violations(code=50035)
    made = await forum.create_thread(name="one", content="x", applied_tags=forum.available_tags[:1])
    assert made.thread.id in {p.id for p in sb.posts(forum_ch)}
    sb.assert_no_violations()


async def test_create_posts_and_send_in_posts_are_separate_permissions(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    forum_ch = sb.add_forum(w.guild, "forum")
    await sb.settle()
    forum = _forum(bot, forum_ch.id)
    made = await forum.create_thread(name="open", content="x")
    await sb.set_bot_permissions(forum_ch, deny=["send_messages"])  # "Create Posts" in a forum
    with pytest.raises(discord.Forbidden) as caught:
        await forum.create_thread(name="refused", content="x")
    assert caught.value.code == 50013
    await made.thread.send("still allowed in an existing post")
    await sb.set_bot_permissions(forum_ch, deny=["send_messages_in_threads"])
    with pytest.raises(discord.Forbidden):
        await made.thread.send("refused")
    assert len(sb.posts(forum_ch)) == 1
    assert [v.code for v in sb.take_violations()] == [50013, 50013]


async def test_a_channel_option_offers_only_its_channel_types(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, _ = env
    forum = sb.add_forum(w.guild, "forum")
    await sb.settle()
    with pytest.raises(ClientRefused, match="takes channels of types"):
        await sb.slash(w.alice, w.channel, "where", channel=forum)
    r = await sb.slash(w.alice, w.channel, "board", channel=forum)
    assert r.message is not None and r.message.content == "forum forum"
    r = await sb.slash(w.alice, w.channel, "where", channel=w.channel)
    assert r.message is not None and r.message.content == "text channel games"
    sb.assert_no_violations()


async def test_a_command_run_in_the_forum_itself_may_answer_only_privately(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    forum = sb.add_forum(w.guild, "forum")
    await sb.settle()
    r = await sb.slash(w.alice, forum, "echo", text="public")
    assert r.failed and [v.code for v in sb.take_violations() if v.code] == [50008]
    r = await sb.slash(w.alice, forum, "secret", word="quiet")  # an ephemeral answer: fine
    assert not r.failed and r.ephemeral and r.message is not None
    sb.take_violations(kind="interaction_failed")
    sb.assert_no_violations()
