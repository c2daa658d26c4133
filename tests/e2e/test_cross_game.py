"""A component of one game pointed at a match of another game (issue 13, "Consistency").

One bot runs a live match of every game, the same three people seated in each. For every
ordered pair of games (A, B) every component A's panel and table carry is sent with its match
id replaced by B's match (e.g. ``mwl:<id of a running Rescue Animals match>:tricks``), by a
person seated in both matches and by one seated in neither. Each must be answered with one
ephemeral line saying the match does not exist, and no match may change.
"""
from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from cogs.kit.components import NO_MATCH
from cogs.kit.ui import GAME_UIS
from cogs.lang import Lang, t
from harness.arena import Arena
from sandbox import Sandbox
from sandbox.forged import forged_click
from sandbox.model import Message


@pytest.fixture
async def arena(tmp_path: Path) -> AsyncIterator[Arena]:
    async with Sandbox(quiet=0.01) as sb:
        a = Arena(sb, tmp_path / "db.sqlite3")
        await a.start(seed=3)
        yield a
        await a.stop()


def game_ids(message: Message, prefix: str) -> list[str]:
    return [str(c["custom_id"]) for c in message.iter_components()
            if str(c.get("custom_id", "")).startswith(f"{prefix}:")]


async def test_every_game_s_components_pointed_at_every_other_game_s_match_change_nothing(arena: Arena) -> None:
    sb, table = arena.sb, arena.table
    assert table is not None and len(arena.matches) == len(GAME_UIS) >= 4
    seated, outsider = table.players[0], table.outsider
    # Each game's real ids: from the first player's panel and the table message of its match.
    ids: dict[str, set[str]] = {}
    for key, live in arena.matches.items():
        ui = GAME_UIS[key]
        panel = await arena.open_panel(seated.user, live.match_id)
        thread_table = arena.table_message(live.match_id)
        ids[key] = set(game_ids(panel, ui.prefix)) | set(game_ids(thread_table, ui.prefix))
        assert ids[key], f"{key}: no components found"
    ids["mission-wild-life"].add(f"mwl:{arena.matches['mission-wild-life'].match_id}:tricks")
    before = {k: await arena.snapshot(m.match_id) for k, m in arena.matches.items()}
    answered = 0
    for a, a_ids in ids.items():
        source = arena.matches[a].match_id
        for b, target in arena.matches.items():
            if a == b:
                continue
            for custom_id in sorted(a_ids):
                forged = re.sub(rf"^({GAME_UIS[a].prefix}):{source}:", rf"\g<1>:{target.match_id}:", custom_id)
                anchor = arena.table_message(target.match_id)
                for who in (seated.user, outsider):
                    is_select = custom_id in {str(c["custom_id"]) for m in sb.world.messages.values()
                                              for c in m.iter_components() if c.get("type") == 3}
                    r = await forged_click(sb, who, anchor, forged, values=["0"] if is_select else None, settle=False)
                    where = f"{forged} by {who.name}"
                    assert not r.failed, f"{where}: the interaction failed"
                    assert r.response_type == 4 and r.ephemeral and r.message is not None, where
                    assert r.message.text().strip() == t(Lang.EN, NO_MATCH), f"{where}: {r.message.text()!r}"
                    assert not r.message.buttons and not r.message.selects, where
                    answered += 1
    await sb.settle()
    after = {k: await arena.snapshot(m.match_id) for k, m in arena.matches.items()}
    assert after == before
    assert answered >= 2 * 12  # every pair, both people
    sb.take_violations(code=50007)  # the people keep DMs closed: the bot tried each DM copy once
    assert await arena.invariant_breaks() == []
    sb.assert_no_violations()
