"""The leak check names where a private string reached a public message or another user."""

from __future__ import annotations

import pytest

from sandbox import Sandbox
from sandbox.text import labelled_strings
from tests.sandbox_support import SupportBot, World


async def test_leak_check_catches_public_and_cross_user_leaks(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, _ = env
    r = await sb.slash(w.alice, w.channel, "secret", word="owl")
    assert r.message is not None
    await sb.click(w.alice, r.message, label="Reveal")
    await sb.slash(w.bob, w.channel, "dm", text="bob's hand: tiger")
    sb.assert_no_leak({w.alice: {"owl"}, w.bob: {"tiger"}})

    await sb.slash(w.bob, w.channel, "echo", text="I think alice has tiger")  # bob's secret made public
    with pytest.raises(AssertionError, match=r"'tiger' is public: message \d+ in #games \(content\)"):
        sb.assert_no_leak({w.bob: {"tiger"}})

    r = await sb.slash(w.bob, w.channel, "secret", word="owl")  # alice's secret in bob's ephemeral
    assert r.message is not None
    await sb.click(w.bob, r.message, label="Reveal")
    with pytest.raises(AssertionError, match=r"alice's private 'owl' reached bob"):
        sb.assert_no_leak({w.alice: {"owl"}})
    sb.assert_no_violations()


async def test_leak_check_reads_components_and_attachments(sb: Sandbox) -> None:
    w = World(sb)
    bot = SupportBot()
    await sb.connect(bot)
    r = await sb.slash(w.alice, w.channel, "pick")
    f = await sb.slash(w.alice, w.channel, "file")
    assert r.message is not None and f.message is not None
    where = dict((text, place) for place, text in labelled_strings(r.message))
    assert where["opt 1"] == "select option label" and where["Pick"] == "select placeholder"
    with pytest.raises(AssertionError, match="select option label"):
        sb.assert_no_leak({w.bob: {"opt 2"}})
    with pytest.raises(AssertionError, match="attachment filename"):
        sb.assert_no_leak({w.bob: {"board.png"}})
    await sb.disconnect(bot)


async def test_live_guard_judges_each_write_by_what_is_private_then() -> None:
    """A string private when written leaks; the same string written after it became public does not."""
    from sandbox import Sandbox

    async with Sandbox() as sb:
        alice, bob = sb.add_user("alice"), sb.add_user("bob")
        guild = sb.add_guild("g", members=[alice, bob])
        chan = sb.add_channel(guild, "c")
        secret: dict[object, set[str]] = {alice: {"Blue 8"}}
        sb.guard_privacy(lambda: secret)
        await sb.server.ops.create_message(chan, sb.world.bot.id, {"content": "hand: Blue 8"})
        assert len(sb.live_leaks) == 1 and "alice" in sb.live_leaks[0]
        secret[alice] = set()  # alice played it: now public
        await sb.server.ops.create_message(chan, sb.world.bot.id, {"content": "trick: Blue 8"})
        assert len(sb.live_leaks) == 1
        # An ephemeral to alice herself is fine even while it is private.
        secret[alice] = {"Green 2"}
        dm = sb.server.ops.dm_channel(alice.id)
        await sb.server.ops.create_message(dm, sb.world.bot.id, {"content": "your hand: Green 2"})
        assert len(sb.live_leaks) == 1
        sb.guard_privacy(None)
