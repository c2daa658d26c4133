"""Buttons, selects, modals, threads and DMs round-trip through the real discord.py."""

from __future__ import annotations

import discord

from sandbox import ClientRefused, Sandbox
from tests.sandbox_support import SupportBot, World


async def test_ephemeral_button_only_its_user_can_click(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, _ = env
    r = await sb.slash(w.alice, w.channel, "secret", word="owl")
    assert r.ephemeral and r.message is not None and r.message.ephemeral_for == w.alice.id
    eph = sb.latest_ephemeral(w.alice)
    assert eph is r.message and [b["label"] for b in sb.buttons(eph)] == ["Reveal"]
    assert sb.messages(w.channel) == [] and sb.latest_ephemeral(w.bob) is None
    try:
        await sb.click(w.bob, eph, label="Reveal")
    except ClientRefused:
        pass
    else:
        raise AssertionError("bob clicked alice's ephemeral")
    c = await sb.click(w.alice, eph, label="Reveal")
    assert c.response_type == 4 and c.ephemeral
    assert c.message is not None and c.message.content == "Your secret is owl"
    assert sb.latest_ephemeral(w.alice) is c.message
    sb.assert_no_leak({w.alice: {"owl"}})
    sb.assert_no_violations()


async def test_counter_button_round_trip_edits_the_message(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    r = await sb.slash(w.alice, w.channel, "counter")
    msg = r.message
    assert msg is not None
    c = await sb.click(w.bob, msg, label="Count 0")
    assert c.response_type == 7 and c.message is msg
    assert msg.content == "count is 1" and [b["custom_id"] for b in msg.buttons] == ["count:1"]
    await sb.click(w.alice, msg, custom_id="count:1")
    assert msg.content == "count is 2" and bot.handled == [("count", 0), ("count", 1)]
    assert "[Count 2]" in sb.transcript(w.channel)
    sb.assert_no_violations()


async def test_select_round_trip(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, _ = env
    r = await sb.slash(w.alice, w.channel, "pick")
    assert r.message is not None
    s = await sb.select(w.bob, r.message, "pick", ["0", "2"])
    assert s.message is not None and s.message.content == "picked 0,2" and s.message.ephemeral_for == w.bob.id
    for bad in (["9"], ["0", "1", "2"]):
        try:
            await sb.select(w.bob, r.message, "pick", bad)
        except ClientRefused:
            continue
        raise AssertionError(f"select accepted {bad}")
    sb.assert_no_violations()


async def test_modal_round_trip(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, _ = env
    r = await sb.slash(w.alice, w.channel, "form")
    assert r.response_type == 9 and r.modal is not None and r.modal["title"] == "Your name"
    m = await sb.submit_modal(w.alice, r, {"name": "Alice"})
    assert m.message is not None and m.message.content == "hello Alice" and m.ephemeral
    sb.assert_no_violations()


async def test_thread_created_with_a_message(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    r = await sb.slash(w.alice, w.channel, "thread", name="match-1")
    (th,) = sb.threads(w.channel)
    assert th.name == "match-1" and th.type == 11
    assert [m.content for m in sb.messages(th)] == ["welcome to match-1"]
    assert r.message is not None and r.message.content == f"made <#{th.id}>" and r.ephemeral
    assert isinstance(bot.get_channel(th.id), discord.Thread)  # THREAD_CREATE reached the bot
    assert any(m.content == "welcome to match-1" for m in sb.seen_by(w.bob))
    assert "welcome to match-1" in sb.transcript(th)
    sb.assert_no_violations()


async def test_clicking_in_a_dm(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    seen: list[discord.Interaction] = []

    async def on_interaction(i: discord.Interaction) -> None:
        seen.append(i)

    bot.add_listener(on_interaction)
    dm = sb.dm_channel(w.alice)
    r = await sb.slash(w.alice, dm, "counter")
    assert r.message is not None and r.message.guild_id is None
    assert [m.content for m in sb.dms(w.alice)] == ["count is 0"] and sb.dms(w.bob) == []
    c = await sb.click(w.alice, r.message, label="Count 0")
    assert c.response_type == 7 and r.message.content == "count is 1"
    assert seen[-1].guild_id is None and isinstance(seen[-1].user, discord.User)
    assert "member" not in c.payload and c.payload["user"]["id"] == str(w.alice.id)
    sb.assert_no_violations()


async def test_screen_shows_what_a_user_sees(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, _ = env
    await sb.slash(w.alice, w.channel, "echo", text="public hello")
    await sb.slash(w.alice, w.channel, "secret", word="owl")
    alice, bob = sb.screen(w.alice), sb.screen(w.bob)
    assert "public hello" in alice and "public hello" in bob
    assert "Only you see this" in alice and "[Reveal]" in alice and "Only you see this" not in bob
