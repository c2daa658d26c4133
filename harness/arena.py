"""One bot with a live match of every game, for hostile-click benches and cross-game tests.

:class:`Arena` starts the real bot on a SQLite file against a running :class:`sandbox.Sandbox`
and opens one match per game through Discord (``/play``, Join, Start) in one channel, all
with the same simulated people (so a person is seated in every match, which is what makes a
component of one game pointed at another game's match dangerous). It also checks the
invariants of the matches' stored rows:

* ``version == len(action log)`` and the log's ``seq`` run ``1..version``;
* the stored state equals the replay of the log from setup (:func:`engine.replay.replay`).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cogs.kit.ui import GAME_UIS, discover
from engine import registry
from engine.replay import replay
from engine.service import MatchService
from engine.service.match_settings import game_options
from harness.table import SandboxTable, TableError
from sandbox.driver import Sandbox
from sandbox.model import Channel, Message, User


@dataclass
class Live:
    """One running match of the arena and the table (people) playing it."""

    game: str
    match_id: int
    table: SandboxTable


@dataclass
class Arena:
    """The sandbox, the bot, and one :class:`Live` match per game (``matches[game_key]``)."""

    sb: Sandbox
    database: Path
    players: int = 3
    matches: dict[str, Live] = field(default_factory=dict)
    table: SandboxTable | None = None

    @property
    def service(self) -> MatchService:
        assert self.table is not None, "start() first"
        return self.table.service

    async def start(self, games: list[str] | None = None, *, seed: int = 1) -> None:
        """Start the bot and open one match of each of ``games`` (default: every playable game)."""
        uis = discover()
        keys = games or [k for k in registry.games() if k in uis]
        self.table = table = SandboxTable(self.sb, self.database, self.players, dm_open=[False] * self.players)
        await table.start_bot(seed_source=lambda: seed)
        for key in keys:
            g = registry.get(key)
            if not g.min_players <= self.players <= g.max_players:
                raise TableError(f"{g.title} takes {g.min_players}-{g.max_players} players, the arena has {self.players}")
            await table.open_lobby(key, dict(GAME_UIS[key].demo_options))
            await table.start()
            assert table.match_id is not None
            self.matches[key] = Live(key, table.match_id, table)

    async def stop(self) -> None:
        if self.table is not None:
            await self.table.stop_bot()

    def place(self, match_id: int) -> Channel:
        """The match's thread (or its channel when it plays without one)."""
        record = self.service.match(match_id)
        assert record is not None, f"match {match_id} is not running"
        return self.sb.world.channels[record.thread_id or record.channel_id or 0]

    def table_message(self, match_id: int) -> Message:
        """The match's table message (the one with its panel button)."""
        wanted = f"table:{match_id}:panel"
        for m in reversed(self.sb.messages(self.place(match_id))):
            if any(str(c.get("custom_id", "")) == wanted for c in m.iter_components()):
                return m
        raise TableError(f"no table message for match {match_id}")

    async def open_panel(self, user: User, match_id: int) -> Message:
        """``user`` clicks the table's panel button of ``match_id``; returns the ephemeral panel."""
        r = await self.sb.click(user, self.table_message(match_id), custom_id=f"table:{match_id}:panel")
        if r.failed or r.message is None:
            raise TableError(f"{user.name} got no panel for match {match_id}: {r.error}")
        return r.message

    async def snapshot(self, match_id: int) -> tuple[str, int, str | None]:
        """``(status, version, state JSON)`` of a match as stored."""
        record = await self.service.stored_matches.get(match_id)
        assert record is not None, f"match {match_id} is not stored"
        return record.status, record.version, record.state

    async def invariant_breaks(self, match_ids: list[int] | None = None) -> list[str]:
        """One line per broken invariant (see the module docstring) over ``match_ids`` (default: all)."""
        ids = match_ids or [m.match_id for m in self.matches.values()]
        return await stored_invariant_breaks(self.service.stored_matches, ids)


async def stored_invariant_breaks(matches: Any, match_ids: list[int]) -> list[str]:
    """For a storage backend's ``matches`` store: lines naming each match whose version is not its
    log's length, whose log has gaps, or whose stored state is not the replay of its log."""
    broken: list[str] = []
    for match_id in match_ids:
        record = await matches.get(match_id)
        if record is None:
            broken.append(f"match {match_id}: missing")
            continue
        if record.state is None:  # a lobby never started: no log to check
            continue
        log = await matches.actions(match_id)
        seqs = [seq for seq, _, _ in log]
        if seqs != list(range(1, record.version + 1)):
            broken.append(f"match {match_id}: version {record.version} but log seqs {seqs[:3]}..{seqs[-3:]} ({len(seqs)})")
            continue
        rebuilt = replay(registry.get(record.game), len(record.seats), game_options(record.options), record.seed,
                         [(seat, action) for _, seat, action in log])
        if rebuilt.model_dump_json() != record.state:
            broken.append(f"match {match_id}: stored state differs from the replay of its {len(log)} actions")
    return broken
