"""A started toy match (tests/toy_game.py) on the double, and the table cog playing it, for the
focused tests of each part of the table cog (cogs/table/)."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from harness.table import Player, SandboxTable
from sandbox import Sandbox
from sandbox.model import Message


async def toy_match(sb: Sandbox, tmp_path: Path, *, dms: list[bool] | None = None, target: int = 30,
                    mention_all: bool = False) -> tuple[SandboxTable, Any]:
    """A started 2-person toy match and its table cog (``mention_all``: every turn is mentioned)."""
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2, dm_open=dms or [False, False])
    await table.start_bot(seed_source=lambda: 5)
    assert table.bot is not None
    cog: Any = table.bot.get_cog("TableCog")
    if mention_all:
        cog.mentions.active_s = 0.0
    await table.open_lobby("toy", {"target": target})
    await table.start()
    await table.drain()
    return table, cog


def mover(table: SandboxTable) -> Player:
    """The person whose turn it is."""
    seats = table.service.to_act(table.match_id or 0)
    return next(p for p in table.players if p.seat in seats)


async def move(table: SandboxTable, amount: int = 1) -> None:
    """The person whose turn it is adds ``amount`` from a freshly opened panel, and the bot's writes are made."""
    player = mover(table)
    panel = await table.open_panel(player)
    r = await table.sb.click(player.user, panel, label=f"Add {amount}")
    assert not r.failed
    await table.drain()


def thread_lines(sb: Sandbox, table: SandboxTable, text: str, *, deleted: bool = False) -> list[Message]:
    """The messages in the match's thread whose content holds ``text``."""
    thread = table.thread().id
    return [m for m in sb.world.messages.values()
            if m.channel_id == thread and text in m.content and (deleted or not m.deleted)]


def copies_of(sb: Sandbox, player: Player) -> list[Message]:
    """The DM copies of ``player``'s panel (the bot's playable messages in their DM)."""
    return [m for m in sb.dms(player.user) if not m.ephemeral and (m.buttons or m.selects) and not m.deleted]


def record_of(table: SandboxTable) -> Any:
    record = table.service.match(table.match_id or 0)
    assert record is not None
    return record
