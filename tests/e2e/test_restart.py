"""End to end, every game: a bot restarted in the middle of a match carries it on.

One test, parametrised over every game that has rules (``engine.registry``) and a Discord UI
(``cogs.kit.ui.discover``), so a new game is covered without being named here. A seeded table
plays part of a match through the real bot, discord.py and the sandbox double; the bot
process stops and a new one starts on the same database. Then, for every game:

* a turn-based game's match is exactly as it was stored (same version, same state); a
  real-time game's own timers may fire as the new process re-arms them;
* the table message posted before the restart still answers: its panel button
  (``UI.panel_label``) opens the clicking player's private panel;
* the simulated people play the match to its end from fresh panels: it is finished, and
  ``/standings`` lists every player by name (never a mention) with one game played;
* no Discord rule was broken, nothing private leaked (the live guard), no unknown route.

:data:`HOOKS` holds what differs per game: the table (players, closed DMs, seed, options),
how far to play before the restart, what the panel and the thread must say, and a game's
own final check. A game without an entry plays with the defaults of :class:`Restart`.
"""
from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from cogs.kit.ui import GAME_UIS, discover
from cogs.lang import SOURCE
from engine import registry
from harness.table import SandboxTable
from sandbox import Sandbox
from tests.match_reads import sql_db
from tests.sandbox_support import assert_clean

Check = Callable[[SandboxTable, int], Awaitable[None]]


@dataclass(frozen=True)
class Restart:
    """How one game's restart test plays, and the game's own checks.

    ``players`` None: 3, within the game's range. ``dm_open`` None: every DM open. ``options``
    None: the UI's ``demo_options``. The player who clicks the old table is the first with
    closed DMs (no DM copy to fall back on), else the last. ``panel_says``: a line of the panel
    that click opens; ``final_says``: lines of the thread at the end; ``check(table, match_id)``:
    anything else the game must hold once the match is over.
    """

    players: int | None = None
    dm_open: tuple[bool, ...] | None = None
    seed: int = 11
    options: Mapping[str, Any] | None = None
    stop_after: int = 10
    panel_says: str = ""
    final_says: tuple[str, ...] = ()
    timeout: float = 600
    check: Check | None = field(default=None, compare=False)


async def _places_are_strict(table: SandboxTable, match_id: int) -> None:
    """Rescue Animals: the rulebook's tie-breaks make every place different."""
    rows = await sql_db(table.service.storage).fetchall("SELECT place FROM results WHERE match_id = ?", (match_id,))
    assert sorted(r[0] for r in rows) == list(range(1, len(table.players) + 1))


HOOKS: dict[str, Restart] = {
    "mission-wild-life": Restart(panel_says="Your hand"),
    "rescue-animals": Restart(dm_open=(True, False, True), seed=21, options={"countdown_s": 0.05, "claim_window_ms": 50},
                              stop_after=60, panel_says="My dice", final_says=("rescued",), timeout=240,
                              check=_places_are_strict),
    "wildlife": Restart(players=4, dm_open=(True, True, True, False), seed=1,
                        options={"auction_expand": True, "rotating_start": True}, stop_after=60,
                        panel_says="Your hand", final_says=("Major Scoring", "WildLife #")),
    "wildlife-adventure": Restart(stop_after=25, panel_says="Your animal cards", final_says=("final scores",)),
}


def games_with_a_ui() -> list[str]:
    """Every game key that has both rules and a Discord UI, sorted."""
    discover()
    return sorted(key for key in registry.games() if key in GAME_UIS)


GAMES = games_with_a_ui()


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.01) as sandbox:
        yield sandbox


def test_every_hook_names_a_game_that_is_played() -> None:
    """A hook left behind by a renamed or removed game would silently stop checking anything."""
    assert GAMES and set(HOOKS) <= set(GAMES), set(HOOKS) - set(GAMES)


@pytest.mark.parametrize("key", GAMES)
async def test_restart_in_the_middle_keeps_old_buttons_working(sb: Sandbox, tmp_path: Path, key: str) -> None:
    game, ui, hook = registry.get(key), GAME_UIS[key], HOOKS.get(key, Restart())
    players = hook.players or min(max(3, game.min_players), game.max_players)
    dm_open = list(hook.dm_open) if hook.dm_open is not None else [True] * players
    options = dict(ui.demo_options if hook.options is None else hook.options)
    table = SandboxTable(sb, tmp_path / "db.sqlite3", players, dm_open=dm_open)
    await table.start_bot(seed_source=lambda: hook.seed)
    match_id = await table.open_lobby(key, options)
    await table.start()
    await table.play(seed=1, stop_after=hook.stop_after)
    old_table = table.table_message()
    before = await table.service.fetch(match_id)
    await table.stop_bot()

    await table.start_bot()  # a new bot process on the same database
    if game.turn_timer:  # nothing may move while no one acts; a real-time game's timers may fire at once
        after = await table.service.fetch(match_id)
        assert after is not None and before is not None
        assert after.version == before.version and after.state == before.state
    clicker = table.players[dm_open.index(False) if False in dm_open else -1]
    label = ui.word(ui.panel_label, SOURCE)  # the table was drawn in English
    r = await sb.click(clicker.user, old_table, label=label)  # posted before the restart: it still answers
    assert not r.failed and r.ephemeral and r.message is not None and hook.panel_says in r.message.text()
    for player in table.players:
        player.panel = None
    await table.play(seed=2, timeout=hook.timeout)
    assert table.service.match(match_id) is None
    record = await table.service.fetch(match_id)
    assert record is not None and record.status == "finished"
    transcript = sb.transcript(table.thread())
    for line in hook.final_says:
        assert line in transcript, line
    if hook.check is not None:
        await hook.check(table, match_id)
    standings = await sb.slash(table.players[0].user, table.channel, "standings", game=key)
    text = standings.message.text() if standings.message else ""
    assert all(p.user.name in text for p in table.players), text  # names, not mentions
    assert "1 game ·" in text
    assert_clean(sb)
    await table.stop_bot()
