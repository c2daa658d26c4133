"""Discord failing during play (issue 13): gateway drops (resumed, cut, and a session Discord
ends, so the bot identifies again), 5xx answers and 429 bursts on the routes the table uses,
all while a Mission: Wild Life match is played through the double. The match finishes, the
final table shows the result with only the Rematch button, nothing leaked and no Discord rule
was broken."""
from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from harness.table import SandboxTable
from sandbox import Sandbox
from tests.sandbox_support import assert_clean

GAME = "mission-wild-life"


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.01) as sandbox:
        yield sandbox


async def _drop(sb: Sandbox, close_code: int | None) -> None:
    """Drop the gateway and wait until the bot is connected again (a click in between could not
    reach it: on Discord too, that person would see "This interaction failed")."""
    gateway = sb.server.gateway
    before = gateway.resumes + gateway.identifies
    assert await sb.drop_gateway(close_code) == 1
    await sb.wait_until(lambda: gateway.resumes + gateway.identifies > before and bool(gateway.live_sessions), timeout=30)


async def test_a_match_finishes_correctly_through_drops_5xx_and_429_bursts(sb: Sandbox, tmp_path: Path) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3, dm_open=[True, False, True])
    await table.start_bot(seed_source=lambda: 21)
    match_id = await table.open_lobby(GAME)
    await table.start()
    await table.play(seed=3, stop_after=6)
    identifies = sb.server.gateway.identifies

    resumes = sb.server.gateway.resumes
    await _drop(sb, 4000)  # Discord closes: discord.py resumes
    await table.play(seed=4, stop_after=6)
    thread = table.thread()
    tm = table.table_message()
    sb.faults.fail("PATCH", f"/channels/{tm.channel_id}/messages/{tm.id}", status=503, times=3)
    sb.faults.fail("POST", f"/channels/{thread.id}/messages", status=502, after_apply=True, times=2)
    sb.faults.fail("PATCH", "/channels/*", status=500, times=2, skip=1)  # DM copies and the table
    await table.play(seed=5, stop_after=6)

    await _drop(sb, None)  # the connection is cut without a close frame: resumed
    sb.faults.rate_limit("PATCH", f"/channels/{tm.channel_id}/messages/{tm.id}", retry_after=0.3, times=3)
    sb.faults.rate_limit("*", "/channels/*", retry_after=0.2, global_=True, times=2)
    await table.play(seed=6, stop_after=6)

    await _drop(sb, 4009)  # the session timed out: discord.py must identify again
    await table.play(seed=7)

    assert table.service.match(match_id) is None
    record = await table.service.fetch(match_id)
    assert record is not None and record.status == "finished"
    assert sb.server.gateway.resumes >= resumes + 2  # the two resumable drops were resumed
    assert sb.server.gateway.identifies > identifies  # the ended session was replaced
    assert {h.status for h in sb.faults.fired} >= {503, 502, 500, 429}
    await sb.settle()
    final = await table.table_message_any()
    assert [b.get("label") for b in final.buttons] == ["Rematch"], final.buttons
    assert "This match is over" in final.text() or "wins" in final.text()
    transcript = sb.transcript(thread)
    assert "wins Mission: Wild Life" in transcript or "share the win" in transcript.lower()
    assert_clean(sb)
    await table.stop_bot()
