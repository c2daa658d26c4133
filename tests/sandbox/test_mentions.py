"""The double resolves mentions as Discord does: from content and components-v2 text displays,
under the request's ``allowed_mentions`` (or the route's default), never from code or an escaped
mention; who a new message notified is recorded; Discord's refusals of a bad ``allowed_mentions``."""
from __future__ import annotations

import discord
import pytest
from discord.http import Route

from sandbox import Sandbox
from tests.sandbox_support import SupportBot, World


def _channel(bot: SupportBot, w: World) -> discord.TextChannel:
    channel = bot.get_channel(w.channel.id)
    assert isinstance(channel, discord.TextChannel)
    return channel


async def test_a_channel_message_without_allowed_mentions_pings_everything_it_names(
        env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    role = sb.add_role(w.guild, "Players")
    role.mentionable = True
    await sb.settle()
    sent = await _channel(bot, w).send(f"<@{w.alice.id}> <@!{w.bob.id}> <@&{role.id}> @everyone")
    msg = sb.world.messages[sent.id]
    assert sb.notified(msg) == {w.alice.id, w.bob.id}
    assert msg.mention_roles == [role.id] and msg.mention_everyone
    assert {u.id for u in sent.mentions} == {w.alice.id, w.bob.id}  # discord.py reads them back
    assert sb.unstated_mentions() == [msg]
    sb.assert_no_violations()


async def test_allowed_mentions_narrow_who_is_pinged(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    channel = _channel(bot, w)
    text = f"<@{w.alice.id}> and <@{w.bob.id}>, @here"
    quiet = await channel.send(text, allowed_mentions=discord.AllowedMentions.none())
    only_bob = await channel.send(text, allowed_mentions=discord.AllowedMentions(
        users=[discord.Object(w.bob.id)], everyone=False, roles=False))
    assert sb.notified(sb.world.messages[quiet.id]) == set()
    assert sb.notified(sb.world.messages[only_bob.id]) == {w.bob.id}
    assert not sb.world.messages[only_bob.id].mention_everyone
    assert [m.id for m in sb.notifications(w.bob)] == [only_bob.id]
    assert sb.unstated_mentions() == []  # both said whom they may ping
    sb.assert_no_violations()


async def test_code_and_escaped_mentions_ping_nobody_and_a_broken_out_one_does(
        env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    channel = _channel(bot, w)
    inert = await channel.send(f"`<@{w.alice.id}>` ```\n<@{w.bob.id}>\n``` \\<@{w.alice.id}> @\u200beveryone")
    assert sb.notified(sb.world.messages[inert.id]) == set()
    assert not sb.world.messages[inert.id].mention_everyone
    # A name typed as ``x` <@id> `y`` closes the code span it was put in: the mention is outside.
    hostile = f"x` <@{w.bob.id}> `y"
    broken = await channel.send(f"See `/standings season:{hostile}`.")
    assert sb.notified(sb.world.messages[broken.id]) == {w.bob.id}
    sb.assert_no_violations()


async def test_interaction_answers_parse_only_users_by_default(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, _ = env
    r = await sb.slash(w.alice, w.channel, "echo", text=f"<@{w.bob.id}> @everyone")
    assert r.message is not None
    assert sb.notified(r.message) == {w.bob.id} and not r.message.mention_everyone
    sb.assert_no_violations()


async def test_text_displays_ping_and_edits_notify_nobody_new(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    channel = _channel(bot, w)
    view = discord.ui.LayoutView()
    view.add_item(discord.ui.TextDisplay(f"your turn, <@{w.alice.id}>"))
    layout = await channel.send(view=view)
    assert sb.notified(sb.world.messages[layout.id]) == {w.alice.id}
    plain = await channel.send("nobody yet")
    await plain.edit(content=f"now <@{w.bob.id}>")
    stored = sb.world.messages[plain.id]
    assert stored.mentions == [w.bob.id] and sb.notified(stored) == set()  # shown as a mention, never notified
    sb.assert_no_violations()


async def test_a_mention_of_someone_who_cannot_read_the_channel_notifies_nobody(
        env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    stranger = sb.add_user("stranger")  # in no guild of the bot's
    sent = await _channel(bot, w).send(f"<@{stranger.id}>")
    assert sb.world.messages[sent.id].mentions == [stranger.id] and sb.notified(sb.world.messages[sent.id]) == set()
    sb.assert_no_violations()


@pytest.mark.parametrize(("allowed", "path", "code"), [
    ({"parse": ["users"], "users": ["1"]}, "_errors", "MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE"),
    ({"parse": ["roles"], "roles": ["1"]}, "_errors", "MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE"),
    ({"parse": ["people"]}, "parse", "BASE_TYPE_CHOICES"),
    ({"users": [str(i) for i in range(101)]}, "users", "BASE_TYPE_MAX_LENGTH"),
])
async def test_an_allowed_mentions_discord_refuses(env: tuple[Sandbox, World, SupportBot], allowed: dict[str, object],
                                                   path: str, code: str) -> None:
    sb, w, bot = env
    route = Route("POST", "/channels/{channel_id}/messages", channel_id=w.channel.id)
    with pytest.raises(discord.HTTPException) as caught:
        await bot.http.request(route, json={"content": "hi", "allowed_mentions": allowed})
    assert caught.value.status == 400 and caught.value.code == 50035
    refused = sb.take_violations()
    assert [v.code for v in refused] == [50035]
    tree = refused[0].detail["allowed_mentions"]
    node = tree if path == "_errors" else tree[path]
    assert code in str(node.get("_errors", node))
    assert sb.messages(w.channel) == []
