"""After a restart the bot reuses what it stored instead of asking Discord again (issue 37, kind 8).

Thirty turn-based toy matches, each with its own person to move; after the restart on Discord's real
rate limits. The
first reminder of each turn opens that person's DM channel (once, a first contact). The bot
restarts; the late reminders of all thirty then go out in one burst, along with the restart's
table repairs and DM copy redraws. Each DM goes to the channel stored with the person's DM copy:
no ``POST /users/@me/channels`` after the restart, and no route 429 (before, every reminder opened
the channel again, and 100 of them met 2–11 route 429s).
"""
from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from harness.table import SandboxTable
from sandbox import Sandbox
from sandbox.ratelimits import RateLimits
from tests.clock import ServiceClock
from tests.e2e.test_new_game import ToyUI
from tests.sandbox_support import assert_clean

DAY = 86_400.0
MATCHES = 30


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.02) as box:  # the suite's fast windows while the scene is set
        yield box


def _reminders(table: SandboxTable) -> Any:
    cog = table.bot.get_cog("ReminderCog") if table.bot else None
    assert cog is not None
    return cog


async def test_a_burst_of_reminders_after_a_restart_reuses_the_stored_dm_channels(
        sb: Sandbox, tmp_path: Path, toy_registered: ToyUI) -> None:
    clock = ServiceClock()
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2 * MATCHES)
    await table.start_bot(clock=clock)
    _reminders(table).paused = True
    service = table.service
    movers = []
    for i in range(MATCHES):
        first, second = table.players[2 * i], table.players[2 * i + 1]
        lobby = await service.create_lobby(game="toy", guild_id=table.guild.id, channel_id=table.channel.id,
                                           host_id=first.user.id, host_name=first.user.name,
                                           options={"target": 50, "turn_timeout_s": DAY, "time_bank_s": 0})
        await service.join(lobby.id, second.user.id, second.user.name)
        await service.start_match(lobby.id, first.user.id)
        movers.append(first.user)
    await table.drain()
    assert await _reminders(table).run_due() == MATCHES  # each turn's first reminder: a first contact
    await table.drain()
    assert all(any(m.shown_text.startswith("⏰ **Your turn**") for m in sb.dms(u)) for u in movers)

    await table.stop_bot()
    sb.rate_limits = RateLimits()  # Discord's own windows from the restart on
    seen = len(sb.world.requests)
    limited = len(sb.world.rate_limited)
    await table.start_bot(clock=clock)
    _reminders(table).paused = True
    clock.advance(0.8 * DAY)  # the late reminders of all thirty turns are due at once
    assert await _reminders(table).run_due() == MATCHES
    await table.drain()
    assert all(any(m.shown_text.startswith("⌛ **Most of your time is gone**") for m in sb.dms(u)) for u in movers)
    after = sb.world.requests[seen:]
    assert [r for r in after if r == ("POST", "/users/@me/channels")] == []
    assert [(h.method, h.path) for h in sb.world.rate_limited[limited:] if not h.forced] == []
    assert_clean(sb)
    await table.stop_bot()
