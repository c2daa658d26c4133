"""Faults on demand (sandbox/faults.py, Gateway.drop): 5xx answers, applied-then-502 writes,
forced 429s and dropped gateway connections, each met by the real discord.py client."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import aiohttp
import discord
import pytest

from sandbox import Sandbox
from sandbox.faults import TEXT_503, route_regex
from tests.sandbox_support import SupportBot, World

MESSAGES = "/channels/{cid}/messages"


def text_channel(bot: SupportBot, w: World) -> discord.TextChannel:
    ch = bot.get_channel(w.channel.id)
    assert isinstance(ch, discord.TextChannel)
    return ch


def test_route_patterns() -> None:
    assert route_regex("/channels/{cid}/messages").fullmatch("/channels/12/messages")
    assert not route_regex("/channels/{cid}/messages").fullmatch("/channels/12/messages/34")
    assert route_regex("/channels/{cid}/messages/*").fullmatch("/channels/12/messages/34")
    assert route_regex("/channels/12/messages").fullmatch("/channels/12/messages")
    assert not route_regex("/channels/12/messages").fullmatch("/channels/13/messages")


async def test_503_is_not_applied_and_discord_py_raises(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    sb.faults.fail("POST", MESSAGES, status=503)
    with pytest.raises(discord.DiscordServerError) as info:  # discord.py's REST client does not retry 503
        await text_channel(bot, w).send("lost")
    assert info.value.status == 503 and TEXT_503 in str(info.value)
    assert not any(m.content == "lost" for m in sb.messages(w.channel))
    await text_channel(bot, w).send("next")  # times=1: the next one goes through
    assert [m.content for m in sb.messages(w.channel)] == ["next"]
    assert [(h.method, h.status, h.applied) for h in sb.faults.fired] == [("POST", 503, False)]
    sb.assert_no_violations()  # injected faults are the test's doing, not the bot's


async def test_502_after_apply_is_retried_and_the_enforced_nonce_returns_the_first(
        env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    sb.faults.fail("POST", MESSAGES, status=502, after_apply=True)
    sent = await text_channel(bot, w).send("ping")  # applied, answered 502, retried after 1 s
    assert [m.content for m in sb.messages(w.channel)] == ["ping"]  # discord.py sends nonce + enforce_nonce
    assert sent.id == sb.messages(w.channel)[0].id
    assert [(h.status, h.applied) for h in sb.faults.fired] == [(502, True)]
    assert [r for r in sb.world.requests if r[0] == "POST" and r[1].endswith("/messages")] == \
        [("POST", f"/channels/{w.channel.id}/messages")] * 2


async def test_502_after_an_applied_follow_up_duplicates_it(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    sb.faults.fail("POST", "/webhooks/{app}/{token}", status=502, after_apply=True)
    r = await sb.slash(w.alice, w.channel, "slowok")  # defer, then a follow-up (a webhook execute: no nonce)
    await sb.settle()
    results = [m for m in sb.messages(w.channel) if m.embeds and m.embeds[0].get("title") == "Result"]
    assert len(results) == 2 and not r.failed  # the duplicate Discord's users would see
    assert [(h.status, h.applied) for h in sb.faults.fired] == [(502, True)]


async def test_500_is_retried_by_discord_py(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    ch = text_channel(bot, w)
    msg = await ch.send("v1")
    rule = sb.faults.fail("PATCH", f"/channels/{w.channel.id}/messages/{msg.id}", status=500)
    await msg.edit(content="v2")  # 500 not applied, retried after 1 s, applied
    assert sb.find_message(content="v2", channel=w.channel) is not None
    assert rule.fired == 1 and not rule.active


async def test_fail_with_a_code_and_skip(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    ch = text_channel(bot, w)
    msg = await ch.send("table")
    sb.faults.fail("PATCH", "/channels/{cid}/messages/{mid}", status=404, code=10008, message="Unknown Message", skip=1)
    await msg.edit(content="first edit passes")
    with pytest.raises(discord.NotFound) as info:
        await msg.edit(content="second is refused")
    assert info.value.code == 10008 and info.value.text == "Unknown Message"
    await msg.edit(content="third passes")
    assert sb.find_message(content="third passes", channel=w.channel) is not None


async def test_503_on_an_interaction_callback_is_retried_by_the_webhook_adapter(
        env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    sb.faults.fail("POST", "/interactions/{iid}/{token}/callback", status=503)
    r = await sb.slash(w.alice, w.channel, "echo", text="hello")  # retried after 1 s: within the 3 s
    assert not r.failed and r.message is not None and r.message.content == "hello"
    sb.faults.fail("POST", "/interactions/{iid}/{token}/callback", status=503, times=2)
    r = await sb.slash(w.alice, w.channel, "echo", text="again")  # retries after 1 s and 3 s: too late
    assert r.failed
    assert sb.take_violations(kind="interaction_failed")


async def test_forced_429_is_slept_on_and_retried(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    sb.faults.rate_limit("POST", MESSAGES, retry_after=0.3)
    t0 = time.monotonic()
    await text_channel(bot, w).send("after a wait")
    assert time.monotonic() - t0 >= 0.3
    assert [m.content for m in sb.messages(w.channel)] == ["after a wait"]  # the 429 was not applied
    hit, = sb.world.rate_limited
    assert hit.forced and hit.scope == "user" and hit.retry_after == 0.3


async def test_forced_global_429_shape(sb: Sandbox) -> None:
    w = World(sb)
    sb.faults.rate_limit("*", "/channels/*", retry_after=1.5, global_=True)
    async with aiohttp.ClientSession() as http, http.post(
            f"{sb.api_url}/channels/{w.channel.id}/messages", json={"content": "x"},
            headers={"Authorization": "Bot t"}) as resp:
        assert resp.status == 429
        assert await resp.json() == {"message": "You are being rate limited.", "retry_after": 1.5,
                                     "global": True, "code": 0}
        assert resp.headers["Retry-After"] == "2" and resp.headers["X-RateLimit-Global"] == "true"
        assert resp.headers["X-RateLimit-Scope"] == "global" and resp.headers["Via"]
    assert sb.world.rate_limited[0].scope == "global"


async def test_server_drop_is_resumed_at_once(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    gw = sb.server.gateway
    assert await sb.drop_gateway(4000) == 1
    r = await sb.slash(w.alice, w.channel, "echo", text="while dropped")  # buffered, replayed on RESUME
    await sb.wait_until(lambda: gw.resumes == 1 and gw.live_sessions, timeout=30)
    assert gw.invalid_sessions == 0 and gw.identifies == 1  # resumed: no INVALID_SESSION and its 1..5 s wait
    assert r.message is not None and r.message.content == "while dropped"
    sb.assert_no_violations()


async def test_cut_connection_is_resumed(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    gw = sb.server.gateway
    assert await sb.drop_gateway(None) == 1  # TCP cut, no close frame
    await sb.wait_until(lambda: gw.resumes == 1 and gw.live_sessions, timeout=5)
    assert gw.invalid_sessions == 0 and gw.identifies == 1
    r = await sb.slash(w.alice, w.channel, "echo", text="back")
    assert r.message is not None and r.message.content == "back"


async def test_session_timed_out_makes_discord_py_identify_again(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    gw = sb.server.gateway
    await sb.drop_gateway(4009)  # "Session timed out: reconnect and start a new session"
    await sb.wait_until(lambda: gw.identifies == 2 and gw.live_sessions, timeout=10)
    assert gw.resumes == 0 and gw.invalid_sessions == 1
    r = await sb.slash(w.alice, w.channel, "echo", text="new session")
    assert r.message is not None and r.message.content == "new session"


async def test_settle_waits_for_discord_py_s_retry_after_a_5xx(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    sb.faults.fail("POST", MESSAGES, status=502, after_apply=True)
    task = asyncio.get_running_loop().create_task(text_channel(bot, w).send("ping"))  # as the bot's own work would
    await sb.wait_until(lambda: sb.faults.fired)  # the first post met the 502
    await sb.settle()  # discord.py is asleep for 1 s before re-posting: settle must not call this quiet
    assert task.done() and [m.content for m in sb.messages(w.channel)] == ["ping"]
    assert len([r for r in sb.world.requests if r[0] == "POST" and r[1].endswith("/messages")]) == 2


async def test_settle_waits_for_a_forced_429(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    sb.faults.rate_limit("POST", MESSAGES, retry_after=0.5)
    task = asyncio.get_running_loop().create_task(text_channel(bot, w).send("late"))
    await sb.wait_until(lambda: sb.world.rate_limited)  # the first post met the 429
    await sb.settle()
    assert task.done() and [m.content for m in sb.messages(w.channel)] == ["late"]


@pytest.mark.parametrize("status", [502, 504])
async def test_gateway_errors_are_retried_by_discord_py(env: tuple[Sandbox, World, SupportBot], status: int) -> None:
    sb, w, bot = env
    sb.faults.fail("POST", MESSAGES, status=status)  # not applied: the retry posts it once
    sent = await text_channel(bot, w).send("once")
    assert [m.id for m in sb.messages(w.channel)] == [sent.id]
    assert [h.status for h in sb.faults.fired] == [status]


async def test_a_rule_without_times_fires_until_cleared(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    rule = sb.faults.fail("GET", "/users/{uid}", status=404, code=10013, message="Unknown User", times=None)
    for _ in range(3):
        with pytest.raises(discord.NotFound):
            await bot.fetch_user(w.alice.id)
    sb.faults.clear()
    assert (await bot.fetch_user(w.alice.id)).name == "alice" and rule.fired == 3


async def _raw_session(sb: Sandbox) -> tuple[aiohttp.ClientSession, aiohttp.ClientWebSocketResponse]:
    http = aiohttp.ClientSession()
    ws = await http.ws_connect(sb.gateway_url)
    assert (await ws.receive_json())["op"] == 10  # HELLO
    return http, ws


async def _until_op(ws: aiohttp.ClientWebSocketResponse, *, op: int | None = None, t: str | None = None) -> dict[str, Any]:
    while True:
        frame: dict[str, Any] = await asyncio.wait_for(ws.receive_json(), 10)
        if (op is None or frame["op"] == op) and (t is None or frame.get("t") == t):
            return frame


@pytest.mark.parametrize(("code", "resumed"), [(1000, True), (1001, False)])
async def test_a_resume_after_the_client_closed_with_1000_itself_works(sb: Sandbox, code: int, resumed: bool) -> None:
    """Issue 24, kind 8: a client that closes its own socket with 1000 (discord.py does so on a
    resumable INVALID_SESSION) can RESUME; 1001 (going away) ends the session."""
    http, ws = await _raw_session(sb)
    try:
        await ws.send_json({"op": 2, "d": {"token": "sandbox-token", "intents": 1, "properties": {}}})
        ready = await _until_op(ws, t="READY")
        session, seq = ready["d"]["session_id"], ready["s"]
        await ws.close(code=code)
        await sb.settle()
        ws = await http.ws_connect(sb.gateway_url)
        assert (await ws.receive_json())["op"] == 10
        await ws.send_json({"op": 6, "d": {"token": "sandbox-token", "session_id": session, "seq": seq}})
        answer = await _until_op(ws, op=None)
        while answer["op"] == 0 and answer.get("t") != "RESUMED":  # missed dispatches replayed first
            answer = await _until_op(ws)
        assert (answer.get("t") == "RESUMED") is resumed, answer
        assert (answer["op"] == 9) is not resumed
    finally:
        await ws.close()
        await http.close()
