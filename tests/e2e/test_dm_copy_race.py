"""A click on a DM copy does not wait on the table cog's rate-limited edit of it, and the copy
still ends showing the match as it is (issue 25).

The table cog's redraw of a person's DM copy is held back by a 429 (Discord asks to retry in 3 s;
discord.py sleeps inside the request). Meanwhile the person plays a card from that DM copy: the
answer edits the copy at once with the panel after the move. The held-back redraw, built before
the move, lands afterwards; the copy must not be left showing that older panel (its card buttons
enabled, "Your turn"): the answer told the table cog it raced, and the cog drew the copy once more.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from harness.table import SandboxTable
from sandbox import Sandbox


async def test_a_dm_copy_click_racing_a_held_back_redraw_ends_on_the_current_panel(tmp_path: Path) -> None:
    async with Sandbox(quiet=0.01) as sb:
        table = SandboxTable(sb, tmp_path / "db.sqlite3", 3, dm_open=[True, False, False])
        await table.start_bot(seed_source=lambda: 4)
        match_id = await table.open_lobby("mission-wild-life")
        await table.start()
        service = table.service
        dm_player = next(p for p in table.players if p.use_dm)
        await table.play(seed=2, until=lambda: service.to_act(match_id) == {dm_player.seat})
        copy = await table.open_panel(dm_player)
        assert "Your turn" in sb.world.messages[copy.id].text()
        bot = table.bot
        assert bot is not None
        cog: Any = bot.get_cog("TableCog")
        user_id = dm_player.user.id
        held = sb.faults.rate_limit("PATCH", f"/channels/{copy.channel_id}/messages/{copy.id}", retry_after=3.0)
        # the cog redraws the copy from the match as it is now (before the move): held back by the 429
        bot.live_panels.shown.showed(("dm", match_id, user_id), None)
        record = service.match(match_id)
        assert record is not None
        cog._redraw_dm(record, dm_player.seat, user_id)
        await sb.wait_until(lambda: held.remaining == 0, timeout=30)
        since = len(sb.world.requests)
        assert await table.play(seed=2, stop_after=1) == 1  # a card played from the DM copy
        await table.drain()
        later = sb.world.requests[since:]
        answer = next(i for i, (m, p) in enumerate(later) if m == "POST" and "/interactions/" in p)
        retried = next(i for i, (m, p) in enumerate(later) if m == "PATCH" and p.endswith(f"/messages/{copy.id}"))
        assert answer < retried  # the answer did not wait for the held-back edit
        shown = sb.world.messages[copy.id]
        assert dm_player.seat not in service.to_act(match_id)
        assert "Not your turn yet" in shown.text(), shown.text()
        assert not any(c.get("custom_id", "").split(":")[2:3] == ["play"] and not c.get("disabled")
                       for c in shown.iter_components())  # no card playable from the copy now
        await table.stop_bot()
