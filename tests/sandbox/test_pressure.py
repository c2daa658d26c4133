"""Discord's rate limits in the double (sandbox/ratelimits.py): route buckets with the headers
discord.py reads, the global limit with interaction endpoints exempt, 429 bodies, and the
old-message edit limit (30046) on the sandbox clock."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import discord
import pytest

from sandbox import Sandbox
from sandbox.ratelimits import Limit, RateLimits, discord_routes, limits_from_env
from tests.sandbox_support import SupportBot, World

BOT = {"Authorization": "Bot sandbox-token"}


@pytest.fixture
async def http() -> AsyncIterator[aiohttp.ClientSession]:
    async with aiohttp.ClientSession() as session:
        yield session


async def post(http: aiohttp.ClientSession, sb: Sandbox, channel_id: int, text: str) -> tuple[int, Any, Any]:
    async with http.post(f"{sb.api_url}/channels/{channel_id}/messages", json={"content": text}, headers=BOT) as r:
        return r.status, await r.json(), r.headers


def text_channel(bot: SupportBot, channel_id: int) -> discord.TextChannel:
    ch = bot.get_channel(channel_id)
    assert isinstance(ch, discord.TextChannel)
    return ch


async def test_message_creates_carry_bucket_headers_and_the_sixth_in_5_s_is_refused(
        sb: Sandbox, http: aiohttp.ClientSession) -> None:
    sb.rate_limits = RateLimits()  # Discord's real windows (the fixture runs them x0.02)
    w = World(sb)
    seen = []
    for i in range(5):
        sent = time.time()
        status, _, headers = await post(http, sb, w.channel.id, f"m{i}")
        answered = time.time()
        assert status == 200
        seen.append((headers["X-RateLimit-Limit"], headers["X-RateLimit-Remaining"]))
        assert 0 < float(headers["X-RateLimit-Reset-After"]) <= 5.0
        # Reset is the wall-clock time of the answer plus Reset-After (both to the millisecond)
        stamped = float(headers["X-RateLimit-Reset"]) - float(headers["X-RateLimit-Reset-After"])
        assert sent - 0.002 <= stamped <= answered + 0.002
    assert seen == [("5", "4"), ("5", "3"), ("5", "2"), ("5", "1"), ("5", "0")]
    bucket = headers["X-RateLimit-Bucket"]

    status, body, headers = await post(http, sb, w.channel.id, "m5")
    assert status == 429
    assert body["message"] == "You are being rate limited." and body["global"] is False and body["code"] == 0
    assert 0 < body["retry_after"] <= 5.0
    assert headers["X-RateLimit-Scope"] == "user" and headers["X-RateLimit-Bucket"] == bucket
    assert headers["X-RateLimit-Remaining"] == "0" and "X-RateLimit-Global" not in headers
    assert headers["Retry-After"] == str(int(-(-body["retry_after"] // 1))) and headers["Via"]
    assert [m.content for m in sb.messages(w.channel)] == [f"m{i}" for i in range(5)]  # the refused one is not posted

    other = sb.add_channel(w.guild, "other")  # the channel id is the bucket's top-level resource
    status, _, headers = await post(http, sb, other.id, "elsewhere")
    assert status == 200 and headers["X-RateLimit-Remaining"] == "4" and headers["X-RateLimit-Bucket"] == bucket
    hit, = sb.rate_limited
    assert hit.scope == "user" and not hit.forced and hit.method == "POST"


async def test_discord_py_waits_on_the_headers_and_meets_no_429(sb: Sandbox) -> None:
    sb.rate_limits = RateLimits(routes={"POST /channels/{cid}/messages": Limit(2, 1.0)})
    w = World(sb)
    bot = SupportBot()
    await sb.connect(bot)
    ch = text_channel(bot, w.channel.id)
    t0 = time.monotonic()
    await asyncio.gather(*(ch.send(f"n{i}") for i in range(6)))  # 2 per second: three windows
    elapsed = time.monotonic() - t0
    assert sorted(m.content for m in sb.messages(w.channel)) == [f"n{i}" for i in range(6)]
    assert sb.rate_limited == []  # discord.py's own limiter kept within the bucket
    assert elapsed >= 2.0
    await sb.disconnect(bot)
    sb.assert_no_violations()


async def test_global_limit_429_and_discord_py_pauses(sb: Sandbox, http: aiohttp.ClientSession) -> None:
    sb.rate_limits = RateLimits(global_per_second=3)
    w = World(sb)
    for _ in range(3):
        async with http.get(f"{sb.api_url}/users/{w.alice.id}", headers=BOT) as r:
            assert r.status == 200 and r.headers["X-RateLimit-Limit"] == "10"  # its route bucket is far from full
    async with http.get(f"{sb.api_url}/users/{w.alice.id}", headers=BOT) as r:
        assert r.status == 429
        body = await r.json()
        assert body["global"] is True and body["message"] == "You are being rate limited." and 0 < body["retry_after"] <= 1
        assert r.headers["X-RateLimit-Global"] == "true" and r.headers["X-RateLimit-Scope"] == "global"
    assert [h.scope for h in sb.rate_limited] == ["global"]

    await asyncio.sleep(1.0)
    sb.rate_limited.clear()
    bot = SupportBot()
    await sb.connect(bot)  # READY's own requests went over 3/s: discord.py slept on the global 429s
    sb.rate_limited.clear()
    users = await asyncio.gather(*(bot.fetch_user(u.id) for u in (w.alice, w.bob, w.carol, w.alice, w.bob)))
    assert [u.name for u in users] == ["alice", "bob", "carol", "alice", "bob"]
    assert sb.rate_limited and {h.scope for h in sb.rate_limited} == {"global"}
    await sb.disconnect(bot)


async def test_interaction_endpoints_are_exempt_from_the_global_limit(sb: Sandbox) -> None:
    w = World(sb)
    bot = SupportBot()
    await sb.connect(bot)
    sb.rate_limits = RateLimits(global_per_second=1)
    async with aiohttp.ClientSession() as http:
        for _ in range(2):  # use up the global second
            async with http.get(f"{sb.api_url}/users/@me", headers=BOT):
                pass
    r = await sb.slash(w.alice, w.channel, "slowok")  # defer (callback) + follow-up (webhook): not global
    assert not r.failed and r.message is not None and r.message.embeds[0]["title"] == "Result"
    assert [h.path for h in sb.rate_limited] == ["/users/@me"]
    await sb.disconnect(bot)


async def test_webhook_follow_ups_have_their_own_bucket(sb: Sandbox) -> None:
    sb.rate_limits = RateLimits()
    w = World(sb)
    bot = SupportBot()
    await sb.connect(bot)
    await sb.slash(w.alice, w.channel, "later")  # defer + one follow-up
    assert bot.saved is not None
    async with aiohttp.ClientSession() as http:
        url = f"{sb.api_url}/webhooks/{sb.app_id}/{bot.saved.token}?wait=true"
        async with http.post(url, json={"content": "more", "flags": 64}) as r:
            assert r.status == 200
            assert r.headers["X-RateLimit-Limit"] == "5" and float(r.headers["X-RateLimit-Reset-After"]) <= 2.0
    await sb.disconnect(bot)


async def test_old_message_edits_answer_30046(sb: Sandbox) -> None:
    sb.rate_limits = RateLimits(old_edits=2)
    w = World(sb)
    bot = SupportBot()
    await sb.connect(bot)
    ch = text_channel(bot, w.channel.id)
    fresh = await ch.send("fresh")
    for i in range(3):
        await fresh.edit(content=f"fresh {i}")  # younger than an hour: no such limit
    old = await ch.send("table")
    sb.advance(3601)
    await old.edit(content="table 1")
    await old.edit(content="table 2")
    before = len(sb.world.requests)
    with pytest.raises(discord.HTTPException) as info:
        await old.edit(content="table 3")
    assert len(sb.world.requests) - before == 1  # no Via, no retry_after: discord.py raises at once, no retry
    assert info.value.status == 429 and info.value.code == 30046
    assert info.value.text == "Maximum number of edits to messages older than 1 hour reached. Try again later"
    assert sb.find_message(content="table 2", channel=w.channel) is not None
    assert [v.code for v in sb.take_violations(code=30046)] == [30046]
    assert [h.code for h in sb.rate_limited] == [30046]

    sb.advance(61)  # the window has passed
    await old.edit(content="table 4")
    assert sb.find_message(content="table 4", channel=w.channel) is not None
    await sb.disconnect(bot)
    sb.assert_no_violations()


def test_strict_limits_divide_counts_and_keep_windows() -> None:
    strict = RateLimits.strict()
    assert strict.global_per_second == 10 and strict.old_edits == 1
    assert strict.routes["POST /channels/{cid}/messages"] == Limit(1, 5.0)
    assert RateLimits().routes == discord_routes() and RateLimits().route_time_scale == 1.0


async def test_fast_limits_keep_counts_and_shorten_route_windows(sb: Sandbox, http: aiohttp.ClientSession) -> None:
    sb.rate_limits = RateLimits().fast(0.02)
    w = World(sb)
    for i in range(5):
        status, _, headers = await post(http, sb, w.channel.id, f"m{i}")
        assert status == 200 and headers["X-RateLimit-Limit"] == "5"
        assert float(headers["X-RateLimit-Reset-After"]) <= 0.1
    status, body, _ = await post(http, sb, w.channel.id, "too soon")
    assert status == 429 and body["retry_after"] <= 0.1
    await asyncio.sleep(0.12)
    status, _, headers = await post(http, sb, w.channel.id, "next window")
    assert status == 200 and headers["X-RateLimit-Remaining"] == "4"


async def test_limits_can_be_turned_off(http: aiohttp.ClientSession) -> None:
    async with Sandbox(rate_limits=None) as sb:
        w = World(sb)
        for i in range(8):
            status, _, headers = await post(http, sb, w.channel.id, f"m{i}")
            assert status == 200 and "X-RateLimit-Limit" not in headers
        assert sb.rate_limited == [] and len(sb.messages(w.channel)) == 8


def test_the_default_comes_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SANDBOX_RATE_LIMITS", raising=False)
    assert limits_from_env() == RateLimits()  # Discord's real numbers unless told otherwise
    monkeypatch.setenv("SANDBOX_RATE_LIMITS", "fast")
    assert limits_from_env() == RateLimits().fast()
    monkeypatch.setenv("SANDBOX_RATE_LIMITS", "off")
    assert limits_from_env() is None
    monkeypatch.setenv("SANDBOX_RATE_LIMITS", "loose")
    with pytest.raises(ValueError, match="discord, fast or off"):
        limits_from_env()


async def test_every_route_discord_limits_answers_with_bucket_headers(sb: Sandbox) -> None:
    """Issue 24, kind 8: interaction callbacks, DM create, thread create (both ways), command
    sync (global and guild), ``/gateway/bot`` and user fetches carry ``X-RateLimit-*`` headers."""
    from sandbox import interactions as build

    sb.rate_limits = RateLimits()
    w = World(sb)
    bot = SupportBot()
    await sb.connect(bot)
    message = await bot.get_partial_messageable(w.channel.id).send("start a thread here")
    rec, _payload = build.command_payload(sb.world, w.alice, w.channel, "echo", None, {"text": "hi"})
    rec.dispatched_at = sb.world.clock.now()
    sb.world.interactions[rec.id] = rec  # an interaction the bot was not told of: the test answers it
    app = f"/applications/{sb.app_id}"
    requests: list[tuple[str, str, Any]] = [
        ("POST", f"/interactions/{rec.id}/{rec.token}/callback", {"type": 4, "data": {"content": "pong"}}),
        ("POST", "/users/@me/channels", {"recipient_id": str(w.alice.id)}),
        ("POST", f"/channels/{w.channel.id}/threads", {"name": "t", "type": 11}),
        ("POST", f"/channels/{w.channel.id}/messages/{message.id}/threads", {"name": "from a message"}),
        ("PUT", f"{app}/commands", []),
        ("PUT", f"{app}/guilds/{w.guild.id}/commands", []),
        ("GET", "/gateway/bot", None),
        ("GET", f"/users/{w.bob.id}", None),
    ]
    async with aiohttp.ClientSession() as http:
        for method, path, body in requests:
            async with http.request(method, f"{sb.api_url}{path}", json=body, headers=BOT) as r:
                assert r.status < 300, (method, path, r.status, await r.text())
                for header in ("Limit", "Remaining", "Reset", "Reset-After", "Bucket"):
                    assert f"X-RateLimit-{header}" in r.headers, (method, path, header)
    await sb.disconnect(bot)
