"""A bot restart: the old bot closes, a new Bot connects to the same double, and a button
sent by the old bot still dispatches to the new one."""

from __future__ import annotations

from sandbox import Sandbox
from tests.sandbox_support import SupportBot, World


async def test_old_button_dispatches_to_the_new_bot(sb: Sandbox) -> None:
    w = World(sb)
    first = SupportBot()
    await sb.connect(first)
    r = await sb.slash(w.alice, w.channel, "counter")
    msg = r.message
    assert msg is not None
    await sb.disconnect(first)
    assert first.is_closed() and not sb.server.gateway.live_sessions

    down = await sb.click(w.bob, msg, label="Count 0")  # nobody connected: the user sees a failure
    assert down.failed and down.error is not None and down.error.detail == "no bot connected"
    sb.take_violations(kind="interaction_failed")

    second = SupportBot()
    await sb.connect(second)
    assert sb.server.gateway.identifies == 2
    c = await sb.click(w.bob, msg, label="Count 0")
    assert not c.failed and c.response_type == 7
    assert msg.content == "count is 1" and second.handled == [("count", 0)] and first.handled == []
    r2 = await sb.slash(w.alice, w.channel, "echo", text="back")
    assert r2.message is not None and r2.message.content == "back"
    await sb.disconnect(second)
    sb.assert_no_violations()


async def test_gateway_reconnect_resumes_and_replays(sb: Sandbox) -> None:
    w = World(sb)
    bot = SupportBot()
    await sb.connect(bot)
    gw = sb.server.gateway
    await sb.reconnect_gateway()
    r = await sb.slash(w.alice, w.channel, "echo", text="during resume")  # buffered, then replayed
    assert r.message is not None and r.message.content == "during resume"
    await sb.wait_until(lambda: gw.resumes == 1 and gw.live_sessions)
    assert gw.identifies == 1
    r = await sb.slash(w.alice, w.channel, "echo", text="after resume")
    assert r.message is not None and r.message.content == "after resume"
    await sb.disconnect(bot)
    sb.assert_no_violations()
