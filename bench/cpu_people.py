"""Simulated people at a table whose bot runs in another process (``python -m bench cpu``).

Like :class:`harness.table.SandboxTable`, but the bot is not in this process: what a person
knows of the match is read from the database the bot writes (the committed state, parsed
here, and that seat's view of it: what their panel shows). Every move is made by clicking
the person's panel through the double, with the components the game UI's ``clicks_for``
names. Player 1 plays from their DM copy, the others from ephemeral panels opened from the
table's button (as in the end-to-end tables).
"""
from __future__ import annotations

import asyncio
import random
from typing import Any

from cogs.kit.ui import GAME_UIS
from engine import registry
from engine.core import Rng
from sandbox import Sandbox
from sandbox.interactions import ClientRefused
from sandbox.model import Message, User
from storage import MatchRecord, MatchStatus, StorageBackend


class PlayError(AssertionError):
    """A person could not do what they meant to (a failed interaction, no panel)."""


class RemoteTable:
    """One guild and channel with ``players`` simulated people, for a bot in another process.
    Create every table before the bot connects (the double announces guilds on connect)."""

    def __init__(self, sb: Sandbox, no: int, players: int = 4) -> None:
        self.sb = sb
        self.users = [sb.add_user(f"t{no}p{i + 1}") for i in range(players)]
        self.guild = sb.add_guild(f"Zoo {no}", members=self.users, owner=self.users[0])
        self.channel = sb.add_channel(self.guild, "games")
        self.match_id = 0
        self.game = ""
        self.seat_of: dict[int, int] = {}  # user id -> seat
        self.panels: dict[int, Message] = {}  # user id -> the panel message they play from
        self.clicks = 0
        self.refused = 0

    async def open(self, game: str, storage: StorageBackend, timeout: float = 60.0) -> None:
        """``/play``, everyone joins, the host starts; returns once the table message is posted."""
        self.game = game
        host = self.users[0]
        r = await self.sb.slash(host, self.channel, "play", game=game, settle=False)
        if r.failed or r.message is None:
            raise PlayError(f"/play failed: {r.error}")
        lobby = r.message
        for u in self.users[1:]:
            await self._wait_component(lobby, "Join", timeout)
            r = await self.sb.click(u, lobby, label="Join", settle=False)
            if r.failed:
                raise PlayError(f"Join failed: {r.error}")
        await self.sb.wait_until(lambda: len(self._joined(lobby)) >= len(self.users), timeout)
        await self._wait_component(lobby, "Start", timeout)
        r = await self.sb.click(host, lobby, label="Start", settle=False)
        if r.failed:
            raise PlayError(f"Start failed: {r.error}")
        rows = await storage.matches.with_status((MatchStatus.ACTIVE,), guild_id=self.guild.id)
        end = asyncio.get_running_loop().time() + timeout
        while not rows:
            if asyncio.get_running_loop().time() > end:
                raise PlayError("the match did not start")
            await asyncio.sleep(0.05)
            rows = await storage.matches.with_status((MatchStatus.ACTIVE,), guild_id=self.guild.id)
        record = rows[-1]
        self.match_id = record.id
        self.seat_of = {int(s.user_id): s.seat for s in record.seats if s.user_id}
        await self.sb.wait_until(lambda: self._table() is not None, timeout)

    def _joined(self, lobby: Message) -> list[User]:
        text = self.sb.world.messages[lobby.id].text()
        return [u for u in self.users if u.name in text]

    async def _wait_component(self, message: Message, label: str, timeout: float) -> None:
        def ready() -> bool:
            msg = self.sb.world.messages[message.id]
            return any(c.get("label") == label and not c.get("disabled") for c in msg.iter_components())

        await self.sb.wait_until(ready, timeout)

    def _table(self) -> Message | None:
        for thread in self.sb.threads(self.channel) or [self.channel]:
            for m in reversed(self.sb.messages(thread)):
                if any(str(b.get("custom_id", "")).endswith(":panel") for b in m.buttons):
                    return m
        return None

    async def _open_panel(self, user: User) -> Message:
        if user is self.users[0]:  # player 1 plays from the DM copy
            for _ in range(300):
                dms = [m for m in self.sb.dms(user) if m.buttons or m.selects]
                if dms:
                    self.panels[user.id] = dms[-1]
                    return dms[-1]
                await asyncio.sleep(0.02)
        table = self._table()
        if table is None:
            raise PlayError("no table message")
        button = next(b for b in table.buttons if str(b.get("custom_id", "")).endswith(":panel"))
        r = await self.sb.click(user, table, custom_id=button["custom_id"], settle=False)
        self.clicks += 1
        if r.failed or r.message is None:
            raise PlayError(f"the panel button failed: {r.error}")
        self.panels[user.id] = r.message
        return r.message

    async def _press(self, user: User, custom_id: str, values: list[str] | None) -> bool:
        """Press one component on the person's panel; a stale panel is refreshed once first."""
        ui = GAME_UIS[self.game]
        for attempt in range(2):
            panel = self.panels.get(user.id) or await self._open_panel(user)
            panel = self.sb.world.messages.get(panel.id, panel)
            component = next((c for c in panel.iter_components() if c.get("custom_id") == custom_id), None)
            offered = {o.get("value") for o in (component or {}).get("options") or []}
            stale = component is None or component.get("disabled") or (
                values is not None and bool(offered) and not set(values) <= offered)
            try:
                if stale:
                    if attempt == 0:
                        rid = ui.refresh_id(self.match_id)
                        if any(c.get("custom_id") == rid for c in panel.iter_components()):
                            await self.sb.click(user, panel, custom_id=rid, settle=False)
                            self.clicks += 1
                        else:
                            await self._open_panel(user)
                        continue
                    return False
                if values is None:
                    r = await self.sb.click(user, panel, custom_id=custom_id, settle=False)
                else:
                    r = await self.sb.select(user, panel, custom_id, values, settle=False)
            except ClientRefused:
                self.refused += 1
                return False
            self.clicks += 1
            if r.failed:
                raise PlayError(f"{custom_id}: the interaction failed ({r.error})")
            return True
        return False

    async def play(self, storage: StorageBackend, moves: int, think_s: float, rng: random.Random,
                   timeout: float = 300.0) -> int:
        """Make ``moves`` moves (or until the match ends): the person to act thinks (exponential,
        mean ``think_s``), reads their view of the committed state and clicks their move.
        Returns the moves made."""
        game = registry.get(self.game)
        ui = GAME_UIS[self.game]
        policy = Rng.from_seed(rng.randrange(2**32))
        by_seat = {seat: next(u for u in self.users if u.id == uid) for uid, seat in self.seat_of.items()}
        made = 0
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while made < moves and loop.time() < end:
            record = await storage.matches.get(self.match_id)
            if record is None or record.status != MatchStatus.ACTIVE or record.state is None:
                break
            choice = _choose(game, record, by_seat, policy)
            if choice is None:
                await asyncio.sleep(0.1)  # a timer or a bot is due: look again shortly
                continue
            await asyncio.sleep(rng.expovariate(1 / think_s) if think_s > 0 else 0)
            latest = await storage.matches.get(self.match_id)
            if latest is None or latest.version != record.version:
                continue  # something happened while thinking: look again
            user, view, action = choice
            for custom_id, values in ui.clicks_for(record, view, action):
                await self._press(user, custom_id, values)
            made += 1
            # wait (briefly) for the move to be committed, so the next look sees it
            for _ in range(100):
                now = await storage.matches.get(self.match_id)
                if now is None or now.version != record.version:
                    break
                await asyncio.sleep(0.02)
        return made


def _choose(game: Any, record: MatchRecord, by_seat: dict[int, User], rng: Rng) -> tuple[User, Any, Any] | None:
    """The first seat to act that has a person and a move: (person, their view, the move)."""
    assert record.state is not None
    state = game.State.model_validate_json(record.state)
    for seat in sorted(game.to_act(state)):
        user = by_seat.get(seat)
        if user is None:
            continue
        view = game.view(state, seat)
        action = game.bot_action(view, seat, rng)
        if action is not None:
            return user, view, action
    return None
