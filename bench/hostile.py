"""Hostile clicks (issue 13, "Proof"): thousands of odd interactions against live matches of every game.

    python -m bench.hostile [--interactions 10000] [--seed 1] [--workers 4]
    python -m bench hostile                      # the same through the bench runner

One real bot (discord.py against the Discord double, a SQLite file) runs a live match of every
game at its own table (guild, channel, three simulated people who keep playing legal moves
through their panels, and a spectator). When a match ends its people open the next one, so
there are always live matches and finished ones. Meanwhile ``--workers`` hostile clients send
interactions of these kinds (a random kind each time, seeded):

``outsider``     the spectator clicks the table's buttons, and a player's real panel ids (forged)
``stale``        a player clicks components of one of their older panels
``forged``       real ids with another stamp, field, verb, match id (0, huge, another game's)
``malformed``    random text, truncated ids, extra colons, unicode (1..100 characters)
``oversized``    ids over 100 characters: the double must refuse them as the client cannot send them
``double``       a player clicks the same component of their panel twice at once
``concurrent``   every player of a table clicks a component of their panel at once
``select``       a real select with values it does not offer (out of range, unknown, too many, none)
``slash``        odd arguments: /abandon match:-1, huge or foreign match numbers, /rejoin, /history, /endmatch
``after_end``    components of finished matches (tables and panels)
``lobby``        buttons of lobbies whose match started or ended

Counted: interactions sent (those the client refused are counted apart), answered within 3 s
(must be 100 %), answered twice (an interaction shown more than one answer: the double's
``Interaction.answers``), apologies (the "something went wrong" answer), errors logged (logging at
ERROR or above, anywhere in the process), invariant breaks (every match's stored state equals
the replay of its action log and its version the log's length; a running match's state in
memory equals the stored one), leaks (the double's live leak guard). Target 0 for all but the
second. Printed, never asserted here; ``tests/bench/test_hostile.py`` runs a short version and
asserts the zeros.
"""
from __future__ import annotations

import argparse
import asyncio
import functools
import logging
import random
import re
import string
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.common import Row
from cogs.client import MenagerieBot
from cogs.kit.replies import APOLOGY
from cogs.kit.ui import GAME_UIS, discover
from cogs.lang import Lang
from cogs.lang import t as say_in
from engine import registry
from engine.core import Rng
from harness.arena import stored_invariant_breaks
from harness.provenance import PostVersions
from harness.table import Player, SandboxTable, TableError, database_url_for
from sandbox.driver import ClientRefused, Sandbox
from sandbox.forged import CUSTOM_ID_MAX, forged_click
from sandbox.model import Interaction, Message, User
from settings import Settings

KINDS = ("outsider", "stale", "forged", "malformed", "oversized", "double", "concurrent", "select", "slash",
         "after_end", "lobby")
ANSWER_S = 3.0
MATCH_IN_ID = re.compile(r"(?:[a-z]{1,6}|table|rematch|history):([0-9]{1,18})(?::|$)")


class ErrorCounter(logging.Handler):
    """Counts log records at ERROR or above (and keeps the first few lines)."""

    def __init__(self) -> None:
        super().__init__(level=logging.ERROR)
        self.count = 0
        self.first: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.count += 1
        if len(self.first) < 5:
            self.first.append(f"{record.name}: {record.getMessage()[:300]}"
                              + (f" [{record.exc_info[1]!r}]" if record.exc_info else ""))


@dataclass
class Tally:
    """The figures of one run."""

    sent: int = 0
    answered: int = 0
    answered_twice: int = 0
    refused_by_client: int = 0
    apologies: int = 0
    errors_logged: int = 0
    invariant_breaks: int = 0
    leaks: int = 0
    people_stuck: int = 0
    matches_finished: int = 0
    moves_by_people: int = 0
    slowest_s: float = 0.0
    seconds: float = 0.0
    by_kind: Counter[str] = field(default_factory=Counter)
    notes: list[str] = field(default_factory=list)

    def zeros(self) -> bool:
        return (self.answered == self.sent and not (self.answered_twice or self.apologies or self.errors_logged
                                                    or self.invariant_breaks or self.leaks or self.people_stuck))

    def lines(self) -> list[str]:
        pct = 100.0 * self.answered / self.sent if self.sent else 0.0
        kinds = ", ".join(f"{k} {n}" for k, n in sorted(self.by_kind.items()))
        return [
            f"interactions sent: {self.sent} in {self.seconds:.1f} s ({kinds})",
            f"refused by the Discord client (never sent): {self.refused_by_client}",
            f"answered within {ANSWER_S:.0f} s: {self.answered}/{self.sent} ({pct:.2f} %), "
            f"slowest {self.slowest_s * 1000:.0f} ms",
            f"answered twice: {self.answered_twice}",
            f"apologies: {self.apologies}",
            f"errors logged: {self.errors_logged}",
            f"invariant breaks: {self.invariant_breaks}",
            f"leaks: {self.leaks}",
            f"people stuck: {self.people_stuck}",
            f"meanwhile: {self.moves_by_people} moves by the people, {self.matches_finished} matches finished",
        ]


@dataclass
class Seat:
    table: SandboxTable
    player: Player
    panel: Message | None = None


class Hostile:
    """The run: tables, people, hostile workers and the tally."""

    def __init__(self, sb: Sandbox, database: Path, *, seed: int, players: int = 3) -> None:
        self.sb = sb
        self.database = database
        self.rng = random.Random(seed)
        self.seed = seed
        self.players = players
        self.tally = Tally()
        self.hostile: list[Interaction] = []  # every hostile interaction sent (not the people's own clicks)
        self.bot: MenagerieBot | None = None
        self.tables: dict[str, SandboxTable] = {}
        self.games: dict[str, str] = {}  # table key -> game key
        self.old_panels: list[tuple[User, Message]] = []
        self.ended: list[tuple[User, Message]] = []  # (someone who may see it, a message of a finished match)
        self.lobbies: list[Message] = []
        self.real_ids: dict[str, set[str]] = {}  # game -> custom_ids seen on its panels
        self.stop = asyncio.Event()
        self.all_matches: set[int] = set()
        self.threads: dict[int, int] = {}  # thread id -> the match played in it
        self._open_lock = asyncio.Lock()
        self.posts = PostVersions()  # the version each thread post was rendered from (the guard judges it by that)

    # ---------------------------------------------------------------- setup
    async def start(self) -> None:
        settings = Settings(_env_file=None, discord_token=None, turn_timeout=0)
        self.bot = MenagerieBot(settings, database_url=database_url_for(self.database), bot_delay_scale=0.0,
                                guild_ready_timeout=0.05, service_options={"seed_source": lambda: self.rng.randrange(1 << 30)})
        uis = discover()
        for key in [k for k in registry.games() if k in uis]:
            t = SandboxTable(self.sb, self.database, self.players, dm_open=[False] * self.players)
            for p in t.players:  # names that say which table a person sits at
                p.user.name = f"{GAME_UIS[key].prefix}-{p.user.name}"
            t.outsider.name = f"{GAME_UIS[key].prefix}-spectator"
            self.tables[key] = t
            self.games[key] = key
        await self.sb.connect(self.bot)
        cog = self.bot.get_cog("TableCog")
        assert cog is not None, "the table cog is not loaded"
        self.posts.install(cog)
        for t in self.tables.values():
            t.bot = self.bot
            self.bot.service.observe(t._remember)
        self.guard_privacy()
        for key, t in self.tables.items():
            await self.open_match(key, t)

    def guard_privacy(self) -> None:
        """The double's live leak guard, judging each written message against the people of the table
        (guild) it belongs to: the games share words (animal names), so a card private in one game
        may well be public in another server, which is no leak."""
        sb = self.sb
        ops = sb.server.ops
        writing: list[Message] = []
        original = ops._guard

        def scoped_guard(msg: Message) -> None:
            writing.append(msg)
            try:
                original(msg)
            finally:
                writing.pop()

        def private_now() -> dict[Any, set[str]]:
            msg = writing[-1] if writing else None
            channel = sb.world.channels.get(msg.channel_id) if msg is not None else None
            match_id = self.match_shown(msg) if msg is not None else None
            found: dict[Any, set[str]] = {}
            for t in self.tables.values():
                people = {p.user.id for p in t.players} | {t.outsider.id}
                if match_id is not None:
                    if t.match_id == match_id:  # a finished match's messages hold nothing private any more
                        found.update(self.private_shown(t, match_id, msg) if msg is not None else t.private_now())
                elif channel is None or channel.guild_id == t.guild.id or channel.recipient_id in people:
                    found.update(t.private_now())
            return found

        ops._guard = scoped_guard  # type: ignore[method-assign]  # the bench scopes the double's guard per table
        sb.guard_privacy(private_now)

    def private_shown(self, t: SandboxTable, match_id: int, msg: Message) -> dict[Any, set[str]]:
        """What was private in the states ``msg`` shows. A thread post shows the update it was
        rendered from, i.e. the action from version ``v - 1`` to ``v``: a string counts as private
        only if it was private both before and after that action (a post is written when the
        thread's queue lets it, seconds and moves later, maybe after a new deal put a card it
        names back in a hand; and an action that ends a round also deals the next: the round's
        summary names cards of its last trick while the new hands already hold them). Anything
        else: the table's time window (:meth:`SandboxTable.private_now`)."""
        versions = self.posts.versions(match_id, msg)
        if not versions or any(t.private_at(v) is None for v in versions):
            return t.private_now()
        held = [h for v in sorted(versions) for h in (t.private_at(v - 1), t.private_at(v)) if h is not None]
        return {uid: set.intersection(*(h.get(uid, set()) for h in held)) for uid in held[-1]}

    def match_shown(self, msg: Message) -> int | None:
        """The match a message shows: the match id in its components' ids, else the match whose thread it is in."""
        for c in msg.iter_components():
            found = MATCH_IN_ID.match(str(c.get("custom_id", "")))
            if found is not None:
                return int(found[1])
        rec = self.sb.world.interactions.get(msg.interaction_id or 0)
        found = MATCH_IN_ID.match(rec.name) if rec is not None and rec.type == 3 else None
        if found is not None:  # the answer to a click on a component of that match
            return int(found[1])
        return self.threads.get(msg.channel_id)

    async def open_match(self, key: str, t: SandboxTable) -> None:
        """The table's first player runs /play, the others join, the host starts (nothing waits for quiet)."""
        sb, service = self.sb, self.bot_service()
        async with self._open_lock:
            host = t.players[0].user
            r = await sb.slash(host, t.channel, "play", game=key, settle=False)
            if r.failed or r.message is None:
                raise TableError(f"/play {key}: {r.error}")
            lobby = r.message
            record = next(m for m in reversed(service.running(t.guild.id)) if m.status == "lobby")
        for name, value in GAME_UIS[key].demo_options.items():
            await service.set_option(record.id, host.id, name, value)
        for p in t.players[1:]:
            _must(await sb.click(p.user, lobby, label="Join", settle=False), "Join")
        _must(await sb.click(host, lobby, label="Start", settle=False), "Start")
        await sb.wait_until(lambda: _table_of(sb, t, record.id) is not None, timeout=10)
        fresh = await service.fetch(record.id)
        assert fresh is not None
        if fresh.thread_id is not None:
            self.threads[fresh.thread_id] = record.id
        t.match_id = record.id
        t._game_key = key
        for p in t.players:
            p.seat = next(s.seat for s in fresh.seats if s.user_id == p.user.id)
            p.panel = None
        t._history.clear()
        t._at.clear()
        t._remember(record.id, None)
        self.lobbies.append(lobby)
        self.all_matches.add(record.id)

    def bot_service(self) -> Any:
        assert self.bot is not None
        return self.bot.service

    # ---------------------------------------------------------------- people
    async def panel(self, t: SandboxTable, p: Player, *, fresh: bool = False) -> Message | None:
        if p.panel is not None and not fresh:
            return p.panel
        assert t.match_id is not None
        table = _table_of(self.sb, t, t.match_id)
        if table is None:
            return None
        r = await self.sb.click(p.user, table, custom_id=f"table:{t.match_id}:panel", settle=False)
        self.count("people", r, 0.0)
        if r.message is not None and (r.message.buttons or r.message.selects):
            if p.panel is not None:
                self.old_panels.append((p.user, p.panel))
                del self.old_panels[:-200]
            p.panel = r.message
            ui = GAME_UIS[t._game_key]
            self.real_ids.setdefault(ui.key, set()).update(
                str(c["custom_id"]) for c in r.message.iter_components()
                if str(c.get("custom_id", "")).startswith(ui.prefix + ":"))
        return p.panel

    async def people(self, key: str, t: SandboxTable) -> None:
        """The table's people play legal moves from their own views until told to stop; a finished
        match is followed by the next one."""
        service = self.bot_service()
        rng = Rng.from_seed(self.seed + len(key))
        idle_since = time.monotonic()
        while not self.stop.is_set():
            match_id = t.match_id
            assert match_id is not None
            record = service.match(match_id)
            if record is None:  # finished: keep its messages for after-end clicks, open the next
                self.tally.matches_finished += 1
                table = _table_of(self.sb, t, match_id, any_state=True)
                for q in t.players:
                    if q.panel is not None:
                        self.ended.append((q.user, q.panel))
                if table is not None:
                    self.ended.append((t.outsider, table))
                del self.ended[:-100]
                await self.open_match(key, t)
                idle_since = time.monotonic()
                continue
            game, ui = registry.get(record.game), GAME_UIS[record.game]
            moved = False
            for seat in sorted(service.to_act(match_id)):
                p = next((q for q in t.players if q.seat == seat), None)
                record = service.match(match_id)
                if p is None or record is None:
                    continue
                view = service.view_of(record, seat)
                action = game.bot_action(view, seat, rng)
                if action is None:
                    continue
                for custom_id, values in ui.clicks_for(record, view, action):
                    if await self.press(t, p, custom_id, values):
                        moved = True
                        self.tally.moves_by_people += 1
                await asyncio.sleep(0.005)
            if moved:
                idle_since = time.monotonic()
            elif time.monotonic() - idle_since > 30:
                self.tally.people_stuck += 1
                self.tally.notes.append(f"{key}: nobody could move in match {match_id} for 30 s")
                return
            await asyncio.sleep(0.01 if moved else 0.03)

    async def press(self, t: SandboxTable, p: Player, custom_id: str, values: list[str] | None) -> bool:
        for attempt in range(2):
            panel = await self.panel(t, p, fresh=attempt > 0)
            if panel is None:
                return False
            comp = next((c for c in panel.iter_components() if c.get("custom_id") == custom_id), None)
            offered = {o.get("value") for o in (comp or {}).get("options") or []}
            if comp is None or comp.get("disabled") or (values is not None and offered and not set(values) <= offered):
                continue
            try:
                if values is None:
                    r = await self.sb.click(p.user, panel, custom_id=custom_id, settle=False)
                else:
                    r = await self.sb.select(p.user, panel, custom_id, values, settle=False)
            except ClientRefused:
                continue
            self.count("people", r, 0.0)
            if r.response_type == 7 and r.message is not None:
                p.panel = self.sb.world.messages.get(r.message.id, r.message)
            return True
        return False

    # ---------------------------------------------------------------- hostile kinds
    def live(self) -> list[tuple[str, SandboxTable]]:
        return [(k, t) for k, t in self.tables.items() if t.match_id is not None
                and self.bot_service().match(t.match_id) is not None]

    def pick_table(self) -> tuple[str, SandboxTable] | None:
        live = self.live()
        return self.rng.choice(live) if live else None

    def any_real_id(self) -> str | None:
        ids = [i for s in self.real_ids.values() for i in s]
        return self.rng.choice(ids) if ids else None

    async def attack(self, kind: str) -> None:
        sb, rng = self.sb, self.rng
        picked = self.pick_table()
        if picked is None:
            return
        key, t = picked
        assert t.match_id is not None
        table = _table_of(sb, t, t.match_id)
        p = rng.choice(t.players)
        if kind == "outsider":
            if table is None:
                return
            comps = [c for c in table.iter_components() if c.get("type") == 2 and c.get("custom_id") and not c.get("disabled")]
            if comps and rng.random() < 0.5:
                await self.send(kind, lambda: sb.click(t.outsider, table, custom_id=rng.choice(comps)["custom_id"], settle=False))
            else:
                real = self.real_ids.get(key) or {f"{GAME_UIS[key].prefix}:{t.match_id}:refresh"}
                cid = rng.choice(sorted(real))
                await self.send(kind, lambda: forged_click(sb, t.outsider, table, cid, settle=False))
        elif kind == "stale":
            mine = [(u, m) for u, m in self.old_panels if u.id in {q.user.id for q in t.players}]
            if not mine or rng.random() < 0.5:  # an id drawn earlier in this match (an older stamp, most likely)
                drawn = sorted(i for i in self.real_ids.get(key, set()) if i.startswith(f"{GAME_UIS[key].prefix}:{t.match_id}:"))
                if not drawn or table is None:
                    return
                cid = rng.choice(drawn)
                await self.send(kind, lambda: forged_click(sb, p.user, table, cid, settle=False))
                return
            user, msg = rng.choice(mine)
            msg = sb.world.messages.get(msg.id, msg)
            comps = [c for c in msg.iter_components() if c.get("custom_id") and c.get("type") in (2, 3)]
            if not comps:
                return
            c = rng.choice(comps)
            await self.send(kind, lambda: self.click_any(user, msg, c))
        elif kind == "forged":
            base = self.any_real_id()
            if base is None or table is None:
                return
            cid = self.mutate(base, t.match_id)
            who = rng.choice([p.user, t.outsider])
            await self.send(kind, lambda: forged_click(sb, who, table, cid, settle=False))
        elif kind == "malformed":
            if table is None:
                return
            cid = self.malformed()
            await self.send(kind, lambda: forged_click(sb, p.user, table, cid, settle=False))
        elif kind == "oversized":
            if table is None:
                return
            base = self.any_real_id() or "mwl:1:refresh"
            cid = (base + ":" + "x" * rng.randint(1, 300))[: rng.randint(CUSTOM_ID_MAX + 1, 400)]
            cid = cid if len(cid) > CUSTOM_ID_MAX else cid + "y" * (CUSTOM_ID_MAX + 1 - len(cid))
            await self.send(kind, lambda: forged_click(sb, p.user, table, cid, settle=False))
        elif kind == "double":
            panel = await self.panel(t, p)
            if panel is None:
                return
            comps = [c for c in panel.iter_components() if c.get("custom_id") and c.get("type") == 2 and not c.get("disabled")]
            if not comps:
                return
            cid = rng.choice(comps)["custom_id"]
            await self.send_many(kind, [functools.partial(sb.click, p.user, panel, custom_id=cid, settle=False)] * 2)
        elif kind == "concurrent":
            calls: list[Callable[[], Awaitable[Interaction]]] = []
            for q in t.players:
                panel = await self.panel(t, q)
                comps = [c for c in (panel.iter_components() if panel else []) if c.get("custom_id") and c.get("type") == 2
                         and not c.get("disabled")]
                if panel is not None and comps:
                    cid = rng.choice(comps)["custom_id"]
                    calls.append(functools.partial(sb.click, q.user, panel, custom_id=cid, settle=False))
            await self.send_many(kind, calls)
        elif kind == "select":
            panel = await self.panel(t, p)
            selects = [c for c in (panel.iter_components() if panel else []) if c.get("type") == 3]
            if panel is None or not selects:
                real = set(self.real_ids.get(key, set()))
                if table is None or not real:
                    return
                cid = rng.choice(sorted(real))
                await self.send(kind, lambda: forged_click(sb, p.user, table, cid, values=self.odd_values(), settle=False))
                return
            c = rng.choice(selects)
            vals = self.odd_values()
            await self.send(kind, lambda: forged_click(sb, p.user, panel, c["custom_id"], values=vals, settle=False))
        elif kind == "slash":
            await self.odd_slash(t)
        elif kind == "after_end":
            if not self.ended:
                return
            user, msg = rng.choice(self.ended)
            msg = sb.world.messages.get(msg.id, msg)
            comps = [c for c in msg.iter_components() if c.get("custom_id") and c.get("type") in (2, 3)]
            if not comps:
                return
            c = rng.choice(comps)
            await self.send(kind, lambda: self.click_any(user, msg, c))
        elif kind == "lobby":
            if not self.lobbies:
                return
            msg = rng.choice(self.lobbies)
            msg = sb.world.messages.get(msg.id, msg)
            comps = [c for c in msg.iter_components() if c.get("custom_id") and c.get("type") in (2, 3)]
            guild_tables = [x for x in self.tables.values() if x.channel.id == msg.channel_id]
            if not comps or not guild_tables:
                return
            seated = rng.choice([*guild_tables[0].players, None])
            user = seated.user if seated is not None else guild_tables[0].outsider
            c = rng.choice(comps)
            await self.send(kind, lambda: self.click_any(user, msg, c))

    async def click_any(self, user: User, msg: Message, c: dict[str, Any]) -> Interaction:
        """A component as the client would send it when it can (enabled, offered values), else forged."""
        cid = str(c["custom_id"])
        if c.get("type") == 3:
            offered = [o.get("value") for o in c.get("options") or []]
            if offered and not c.get("disabled") and self.rng.random() < 0.5:
                return await self.sb.select(user, msg, cid, [self.rng.choice(offered)], settle=False)
            return await forged_click(self.sb, user, msg, cid, values=self.odd_values(), settle=False)
        if c.get("disabled"):
            return await forged_click(self.sb, user, msg, cid, settle=False)
        return await self.sb.click(user, msg, custom_id=cid, settle=False)

    def mutate(self, base: str, match_id: int) -> str:
        rng = self.rng
        parts = base.split(":")
        choice = rng.randrange(6)
        others = [t.match_id for t in self.tables.values() if t.match_id is not None]
        if choice == 0 and len(parts) > 1:
            parts[1] = str(rng.choice([0, 1, match_id + 1000, 10 ** 18 - 1, *others, *self.all_matches]))
        elif choice == 1 and len(parts) > 3:
            parts[3] = str(rng.choice([0, 1, 999999999, rng.randrange(1000)]))
        elif choice == 2 and len(parts) > 2:
            verbs = sorted({v for ui in GAME_UIS.values() for v in ui.codec.verbs})
            parts[2] = rng.choice([*verbs, "zz", "panel", "x" * 16])
        elif choice == 3 and len(parts) > 4:
            parts[rng.randrange(4, len(parts))] = rng.choice(["-", "0", "999", "blue-99", "a" * 40, "__", "..", "z"])
        elif choice == 4:
            parts[0] = rng.choice([ui.prefix for ui in GAME_UIS.values()] + ["table", "lobby", "rematch", "history",
                                                                             "standings"])
        else:
            parts.append(rng.choice(["", "1", "x", "9" * 20]))
        return ":".join(parts)[:CUSTOM_ID_MAX] or "x"

    def malformed(self) -> str:
        rng = self.rng
        base = self.any_real_id() or "mwl:1:refresh"
        choice = rng.randrange(5)
        if choice == 0:
            return base[: rng.randint(1, len(base))]
        if choice == 1:
            alphabet = string.ascii_letters + string.digits + ":-_. /\\%\"'{}[]é✓🃏\u200b"
            return "".join(rng.choice(alphabet) for _ in range(rng.randint(1, CUSTOM_ID_MAX)))
        if choice == 2:
            return base.replace(":", "::", 1)[:CUSTOM_ID_MAX]
        if choice == 3:
            return ":".join(["table", str(rng.choice([-1, 0, 10 ** 17])), "panel"])
        return rng.choice(["lobby:1:join", "lobby:99999:lvl:7:hard", "rematch:0", "history:1:-999999:1",
                           "standings:mission-wild-life:999999:1", "table:abc:panel", "mwl", ":", "mwl:1:", "mwl:1:play:"])

    def odd_values(self) -> list[str]:
        rng = self.rng
        choice = rng.randrange(5)
        if choice == 0:
            return [str(rng.choice([-1, 999, 10 ** 12, 25]))]
        if choice == 1:
            return [rng.choice(["blue-99", "nope", "x" * 100, "", "0:0", "🃏"])]
        if choice == 2:
            return [str(i) for i in range(rng.randint(2, 25))]
        if choice == 3:
            return []
        return ["0", "0"]

    async def odd_slash(self, t: SandboxTable) -> None:
        rng, sb = self.rng, self.sb
        user = rng.choice([*[p.user for p in t.players], t.outsider])
        other = [x.match_id for x in self.tables.values() if x is not t and x.match_id is not None]
        number = rng.choice([-1, 0, 2 ** 53, -(2 ** 53), 2 ** 62, 10 ** 18, *other, *self.all_matches])
        # (/rules and /help are left out: their rulebook text names animals that are some seat's cards, which the
        # string-matching leak guard cannot tell from a leak)
        command = rng.choice(["abandon", "rejoin", "history", "endmatch", "abandon-none", "games", "standings"])
        if command == "abandon-none":
            if user.id in {p.user.id for p in t.players}:
                user = t.outsider  # a seated person abandoning is a real move, not an attack
            await self.send("slash", lambda: sb.slash(user, t.channel, "abandon", settle=False))
        elif command in ("abandon", "rejoin"):
            if command == "abandon" and number == t.match_id and user.id != t.outsider.id:
                number = -1
            await self.send("slash", lambda: sb.slash(user, t.channel, command, match=number, settle=False))
        elif command == "endmatch":
            outsider = t.outsider  # the host owns the guild: only others try to end matches
            await self.send("slash", lambda: sb.slash(outsider, t.channel, "endmatch", match=number, settle=False))
        elif command == "history":
            await self.send("slash", lambda: sb.slash(user, t.channel, "history", match=number, settle=False))
        elif command == "games":
            await self.send("slash", lambda: sb.slash(user, t.channel, "games", settle=False))
        else:
            game = rng.choice(["nope", "wildlife"])
            await self.send("slash", lambda: sb.slash(user, t.channel, "standings", game=game, settle=False))

    # ---------------------------------------------------------------- counting
    async def send(self, kind: str, call: Callable[[], Awaitable[Interaction]]) -> None:
        await self.send_many(kind, [call])

    async def send_many(self, kind: str, calls: list[Callable[[], Awaitable[Interaction]]]) -> None:
        async def one(call: Callable[[], Awaitable[Interaction]]) -> None:
            started = time.monotonic()
            try:
                r = await call()
            except ClientRefused:
                self.tally.refused_by_client += 1
                return
            self.count(kind, r, time.monotonic() - started)

        await asyncio.gather(*(one(c) for c in calls))

    def count(self, kind: str, r: Interaction, seconds: float) -> None:
        if kind != "people":
            self.hostile.append(r)
            self.tally.sent += 1
            self.tally.by_kind[kind] += 1
            self.tally.slowest_s = max(self.tally.slowest_s, seconds)
            if r.acknowledged and not r.failed:
                self.tally.answered += 1
            elif len(self.tally.notes) < 20:
                self.tally.notes.append(f"unanswered {kind}: {r.name!r} ({r.error})")
        elif r.failed and len(self.tally.notes) < 20:
            self.tally.notes.append(f"a person's click failed: {r.name!r} ({r.error})")

    def apologies(self) -> int:
        n = 0
        for rec in self.sb.world.interactions.values():
            texts = [m.text() for m in [rec.message, *rec.followups] if m is not None]
            if any(say_in(Lang.EN, APOLOGY) in x or "unexpected error" in x.lower() for x in texts):
                n += 1
        return n

    def source_of(self, leak: str) -> str:
        """The interaction (name and options) whose answer is the message a leak line names."""
        found = re.search(r"message (\d+)", leak)
        if found is None:
            return "?"
        message_id = int(found[1])
        for rec in self.sb.world.interactions.values():
            if any(m is not None and m.id == message_id for m in [rec.message, *rec.followups]):
                options = rec.payload.get("data", {}).get("options")
                shown = self.sb.world.messages.get(message_id)
                text = shown.text().replace("\n", " | ")[:600] if shown is not None else ""
                return f"interaction {rec.name!r} {options or ''} by {self.sb.world.users[rec.user_id].name}: {text}"
        shown = self.sb.world.messages.get(message_id)
        text = shown.text().replace("\n", " | ")[:600] if shown is not None else ""
        return f"a bot message: {text}"

    async def check_invariants(self) -> list[str]:
        service = self.bot_service()
        broken = await stored_invariant_breaks(service.storage.matches, sorted(self.all_matches))
        for match_id in sorted(self.all_matches):
            live = service._live.get(match_id)
            if live is None:
                continue
            async with live.lock:  # between changes: memory holds exactly the committed state
                record = await service.storage.matches.get(match_id)
                if record is not None and record.state is not None and live.state_json != record.state:
                    broken.append(f"match {match_id}: state in memory differs from the stored state (version {record.version})")
        return broken


def _must(r: Interaction, what: str) -> None:
    if r.failed or r.response_type is None:
        raise TableError(f"{what}: the interaction failed ({r.error})")


def _table_of(sb: Sandbox, t: SandboxTable, match_id: int, *, any_state: bool = False) -> Message | None:
    wanted = f"table:{match_id}:panel"
    for channel in [*sb.threads(t.channel), t.channel]:
        for m in reversed(sb.messages(channel)):
            if any(str(c.get("custom_id", "")) == wanted for c in m.iter_components()):
                return m
    if any_state:
        threads = sb.threads(t.channel)
        msgs = sb.messages(threads[-1]) if threads else []
        return msgs[0] if msgs else None
    return None


async def run_hostile(interactions: int, *, seed: int = 1, workers: int = 4, database: Path | None = None) -> Tally:
    """Send at least ``interactions`` hostile interactions (see the module docstring) and count."""
    errors = ErrorCounter()
    root = logging.getLogger()
    root.addHandler(errors)
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="menagerie-hostile-") as tmp:
        async with Sandbox(quiet=0.01) as sb:
            run = Hostile(sb, database or Path(tmp) / "hostile.sqlite3", seed=seed)
            try:
                await run.start()
                people = [asyncio.create_task(run.people(k, t)) for k, t in run.tables.items()]
                while not run.real_ids and not any(p.done() for p in people):
                    await asyncio.sleep(0.05)

                async def worker(n: int) -> None:
                    while run.tally.sent < interactions and not run.stop.is_set():
                        await run.attack(run.rng.choice(KINDS))

                await asyncio.gather(*(worker(i) for i in range(workers)))
                run.stop.set()
                for task in people:
                    try:
                        await asyncio.wait_for(task, timeout=60)
                    except TableError as exc:
                        run.tally.people_stuck += 1
                        run.tally.notes.append(f"people: {exc}")
                try:
                    await sb.settle(timeout=10)
                except TimeoutError:  # real-time matches keep their timers going: let the answers land
                    await asyncio.sleep(1.0)
                run.tally.apologies = run.apologies()
                twice = [r for r in run.hostile if r.answers > 1]
                run.tally.answered_twice = len(twice)
                run.tally.notes.extend(f"answered {r.answers} times: {r.name!r}" for r in twice[:5])
                breaks = await run.check_invariants()
                run.tally.invariant_breaks = len(breaks)
                run.tally.notes.extend(breaks[:10])
                run.tally.leaks = len(sb.live_leaks)
                run.tally.notes.extend(f"{line} <- {run.source_of(line)}" for line in sb.live_leaks[:5])
            finally:
                run.stop.set()
                if run.bot is not None:
                    await sb.disconnect(run.bot)
                    await run.bot.close()
    root.removeHandler(errors)
    run.tally.errors_logged = errors.count
    run.tally.notes.extend(errors.first)
    run.tally.seconds = time.monotonic() - started
    return run.tally


def run(quick: bool) -> tuple[list[Row], list[str]]:
    """For ``python -m bench hostile``: the rows and notes of one run (300 interactions with --quick)."""
    tally = asyncio.run(run_hostile(300 if quick else 10_000))
    pct = 100.0 * tally.answered / tally.sent if tally.sent else 0.0
    rows = [
        Row("hostile", "interactions answered within 3 s", f"{tally.answered}/{tally.sent} ({pct:.2f} %)", "100 %",
            "met" if tally.answered == tally.sent else "NOT met"),
        *[Row("hostile", name, str(value), "0", "met" if value == 0 else "NOT met") for name, value in (
            ("answered twice", tally.answered_twice), ("apologies", tally.apologies), ("errors logged", tally.errors_logged),
            ("invariant breaks", tally.invariant_breaks), ("leaks", tally.leaks), ("people stuck", tally.people_stuck))],
    ]
    return rows, tally.lines() + tally.notes


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--interactions", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=4)
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    logging.getLogger("discord").setLevel(logging.ERROR)
    tally = asyncio.run(run_hostile(args.interactions, seed=args.seed, workers=args.workers))
    for line in tally.lines():
        print(line)
    for note in tally.notes:
        print("  note:", note)
    return 0 if tally.zeros() else 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
