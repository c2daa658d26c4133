"""The texts the live leak guard knows to be public by design (``harness.table.illustrations``):
every game's ``/rules`` illustrated example, caption and alt text, in every language; and the guard
of an end-to-end table does not take an example's cards for a hand, while still catching them
anywhere else."""
from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from cogs.kit.ui import GAME_UIS, discover
from cogs.lang import Lang
from engine import registry
from harness.table import SandboxTable, illustrations
from sandbox import Sandbox
from tests.sandbox_support import assert_clean


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.01) as sandbox:
        yield sandbox


def test_every_rules_example_is_public_by_design() -> None:
    discover()
    texts = illustrations()
    examples = 0
    for ui in GAME_UIS.values():
        for lang in Lang:
            example = ui.rules_example(lang)
            if example is None:
                continue
            examples += 1
            assert example.content in texts, (ui.key, lang)
            assert all(picture.alt in texts for picture in example.pictures), (ui.key, lang)
    assert examples >= len(Lang) and len(texts) >= examples


async def test_rules_in_a_match_thread_is_no_leak_of_a_card_its_example_names(sb: Sandbox, tmp_path: Path) -> None:
    """/rules in a Mission: Wild Life thread shows the rulebook's example trick (Red 8, Gray 4, Red 1)
    while another player holds one of those cards: no leak; a message naming that card outside the
    example still is one."""
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3)
    await table.start_bot(seed_source=lambda: 4)
    match_id = await table.open_lobby("mission-wild-life", {})
    await table.start()
    host = table.players[0]
    game = registry.get("mission-wild-life")
    state = table.service._live[match_id].state
    named = {"Red 8", "Gray 4", "Red 1"}
    held = {p.user.id: game.private_texts(state, p.seat) & named for p in table.players[1:]}
    assert any(held.values()), "the deal must give another player a card the example names"
    rules = await sb.slash(host.user, table.thread(), "rules")
    assert rules.message is not None and "Red 1" in " ".join(rules.message.embeds[0]["fields"][-1]["value"].split())
    assert sb.live_leaks == []
    owner, cards = next((uid, sorted(c)) for uid, c in held.items() if c)
    await sb.say(host.user, table.thread(), f"who holds {cards[0]}?")  # the same card outside the example
    assert len(sb.live_leaks) == 1 and f"private {cards[0]!r}" in sb.live_leaks[0], sb.live_leaks
    assert sb.world.users[owner].name in sb.live_leaks[0]
    sb.live_leaks.clear()
    assert_clean(sb)
    await table.stop_bot()
