"""The double speaks enough Discord for an unmodified discord.py bot: login, READY,
command sync, slash commands with typed options, attachments, unknown routes."""

from __future__ import annotations

import aiohttp
import discord
import pytest
from discord.gateway import DiscordWebSocket
from discord.http import Route

from sandbox import ClientRefused, Sandbox, pointed_at
from tests.sandbox_support import SupportBot, World


def test_pointed_at_sets_and_restores_only_two_urls() -> None:
    base, gw = Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY
    with pointed_at("http://127.0.0.1:1/api/v10", "ws://127.0.0.1:1/"):
        assert Route.BASE == "http://127.0.0.1:1/api/v10"
        assert str(DiscordWebSocket.DEFAULT_GATEWAY) == "ws://127.0.0.1:1/"
    assert (base, gw) == (Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY)


async def test_connect_ready_guilds_and_commands(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    assert bot.is_ready() and bot.user is not None and bot.user.id == sb.bot_user.id
    guild = bot.get_guild(w.guild.id)
    assert guild is not None and guild.get_channel(w.channel.id) is not None
    assert guild.me is not None  # members intent off: discord.py caches only itself
    names = {c.name for c in sb.world.commands[None]}
    assert {"echo", "secret", "greet", "game"} <= names
    assert all(c.id for c in sb.world.commands[None])
    fetched = await bot.tree.fetch_commands()
    assert {c.name for c in fetched} == names
    sb.assert_no_violations()


async def test_application_owner_and_is_owner(sb: Sandbox) -> None:
    boss = sb.add_user("boss")
    sb.set_owner(boss)
    sb.add_guild("G", members=[boss])
    bot = SupportBot()
    await sb.connect(bot)
    info = await bot.application_info()
    assert info.owner.id == boss.id and info.id == sb.app_id
    assert await bot.is_owner(discord.Object(boss.id))  # type: ignore[arg-type]  # is_owner only reads .id
    await sb.disconnect(bot)
    sb.assert_no_violations()


async def test_echo_reply_is_public(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, _ = env
    r = await sb.slash(w.alice, w.channel, "echo", text="hello zoo")
    assert r.response_type == 4 and not r.ephemeral and not r.failed
    assert r.message is not None and r.message.content == "hello zoo"
    assert [m.content for m in sb.messages(w.channel)] == ["hello zoo"]
    assert "hello zoo" in sb.transcript(w.channel)
    assert any(m.content == "hello zoo" for m in sb.seen_by(w.bob))
    sb.assert_no_violations()


async def test_typed_options_choices_and_subcommands(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, _ = env
    r = await sb.slash(w.alice, w.channel, "greet", who=w.bob, times=3, colour="Blue", loud=True)
    assert r.message is not None and r.message.content == "HI bob x3 in b"
    r = await sb.slash(w.alice, w.channel, "game", sub="start", kind="wildlife")
    assert r.message is not None and r.message.content == "starting wildlife"
    with pytest.raises(ClientRefused):
        await sb.slash(w.alice, w.channel, "greet", who=w.bob, times=9, colour="r")  # Range 1..5
    with pytest.raises(ClientRefused):
        await sb.slash(w.alice, w.channel, "greet", times=1, colour="r")  # who is required
    with pytest.raises(ClientRefused):
        await sb.slash(w.alice, w.channel, "game", kind="mwl")  # needs the subcommand
    sb.assert_no_violations()


async def test_deferred_then_followup_fills_the_placeholder(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, _ = env
    r = await sb.slash(w.alice, w.channel, "slowok")
    assert r.response_type == 5
    assert r.message is not None and not r.message.loading and r.message.embed_titles == ["Result"]
    assert len(sb.messages(w.channel)) == 1
    sb.assert_no_violations()


async def test_attachment_recorded_and_served(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, _ = env
    r = await sb.slash(w.alice, w.channel, "file")
    assert r.message is not None
    (att,) = r.message.attachments
    assert (att.filename, att.content_type, att.size, att.data) == ("board.png", "image/png", 9, b"hello png")
    async with aiohttp.ClientSession() as s, s.get(att.url) as resp:
        assert resp.status == 200 and await resp.read() == b"hello png"
    assert "board.png" in sb.transcript(w.channel)
    sb.assert_no_violations()


async def test_unknown_route_answers_404_and_is_recorded(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, _, bot = env
    with pytest.raises(discord.NotFound) as exc:
        await bot.http.request(discord.http.Route("GET", "/no/such/route"))
    assert exc.value.code == 0 and exc.value.status == 404
    assert sb.unknown_routes == ["GET /api/v10/no/such/route"]
    assert [v.kind for v in sb.take_violations()] == ["unknown_route"]


async def test_user_message_reaches_the_bot(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    await sb.say(w.alice, w.channel, "anyone here?")
    assert [m.author.id for m in bot.messages_seen] == [w.alice.id]
    assert bot.messages_seen[0].content == ""  # no message-content intent: blanked like Discord


async def test_guild_commands_are_preferred_and_carry_guild_id(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    g = discord.Object(w.guild.id)
    bot.tree.copy_global_to(guild=g)
    synced = await bot.tree.sync(guild=g)
    assert {c.guild_id for c in synced} == {w.guild.id}
    r = await sb.slash(w.alice, w.channel, "echo", text="from the guild command")
    assert r.payload["data"]["guild_id"] == str(w.guild.id)
    assert r.message is not None and r.message.content == "from the guild command"
    sb.assert_no_violations()


async def test_bot_side_rest_calls_round_trip(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    ch = bot.get_channel(w.channel.id)
    assert isinstance(ch, discord.TextChannel)
    view = discord.ui.View()
    view.add_item(discord.ui.Button(label="Go", custom_id="go"))
    sent = await ch.send("table", embed=discord.Embed(title="Board", description="turn 1"), view=view)
    edited = await sent.edit(content="table v2", embed=discord.Embed(title="Board", description="turn 2"))
    assert edited.content == "table v2" and edited.edited_at is not None
    fetched = await ch.fetch_message(sent.id)
    assert fetched.embeds[0].description == "turn 2" and fetched.components
    assert [m.id async for m in ch.history(limit=10)] == [sent.id]
    member = await ch.guild.fetch_member(w.alice.id)
    assert member.name == "alice"
    th = await sent.create_thread(name="from message")
    assert th.id == sent.id and sb.threads(w.channel)[0].name == "from message"
    priv = await ch.create_thread(name="private")
    await priv.add_user(discord.Object(w.bob.id))
    await priv.send("psst bob")
    assert any(m.content == "psst bob" for m in sb.seen_by(w.bob))
    assert not any(m.content == "psst bob" for m in sb.seen_by(w.alice))
    await sent.delete()
    assert sb.find_message(content="table v2") is None
    r = await sb.slash(w.alice, w.channel, "later")
    assert bot.saved is not None
    original = await bot.saved.original_response()
    assert original.content == "working"
    await bot.saved.delete_original_response()
    assert r.message is not None and r.message.deleted and sb.latest_ephemeral(w.alice) is None
    dm = await bot.create_dm(discord.Object(w.alice.id))
    await dm.send("hi alice")
    assert [m.content for m in sb.dms(w.alice)] == ["hi alice"]
    sb.assert_no_violations()


async def test_messages_carry_interaction_metadata_as_discord_sends_it(env: tuple[Sandbox, World, SupportBot]) -> None:
    """Issue 24, kind 8: a command's answer names the command; a follow-up points to the original
    response; a button's answer to the message clicked — and discord.py reads each."""
    sb, w, bot = env
    echo = await sb.slash(w.alice, w.channel, "echo", text="hi")
    assert echo.message is not None and echo.message.interaction_metadata is not None
    meta = echo.message.interaction_metadata
    assert meta["id"] == str(echo.id) and meta["type"] == 2 and meta["name"] == "echo"
    assert meta["user"]["id"] == str(w.alice.id) and meta["authorizing_integration_owners"] == {"0": str(w.guild.id)}
    await sb.slash(w.alice, w.channel, "later")
    assert bot.saved is not None
    more = await bot.saved.followup.send("more", ephemeral=True, wait=True)
    original = await bot.saved.original_response()
    assert more.interaction_metadata is not None
    assert more.interaction_metadata.original_response_message_id == original.id
    secret = await sb.slash(w.alice, w.channel, "secret", word="owl")
    assert secret.message is not None
    click = await sb.click(w.alice, secret.message, label="Reveal")
    answer = click.message
    assert answer is not None and answer.interaction_metadata is not None and answer.id != secret.message.id
    assert answer.interaction_metadata["interacted_message_id"] == str(secret.message.id)
