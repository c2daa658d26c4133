"""Simulated people at a Menagerie table, for the ``--sandbox`` demo and the end-to-end tests.

A :class:`SandboxTable` starts the real :class:`bot.MenagerieBot` against a running
:class:`sandbox.Sandbox` and lets simulated users do what people do: run ``/play``,
click Join and Start, open their private panel from the table's button (or use their
DM copy), and click the panel's components. Each simulated person picks a move with
the game's bot policy from **their own seat's view** — the same information their
panel shows — and then makes it through the panel's buttons and selects, found by
``custom_id`` with the game UI's ``clicks_for``. Every move reaches the engine through
Discord interactions; only lobby options outside the select's choices (fast demo
timers) are set through the service directly, as the host.
"""
from __future__ import annotations

import asyncio
import time
from collections import deque
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cogs.client import MenagerieBot
from cogs.kit.open_panels import OpenPanels
from cogs.kit.ui import GAME_UIS
from cogs.lang import Lang
from engine import registry
from engine.core import Rng
from engine.service import MatchService
from engine.undo import Undo
from sandbox.driver import Sandbox
from sandbox.model import Channel, Guild, Message, User
from settings import Settings

PRIVACY_WINDOW_S = 2.0
VERSIONS_KEPT = 1000
"""What each person held privately is kept for this many latest versions of the match
(:meth:`SandboxTable.private_at`)."""


_ILLUSTRATIONS: dict[tuple[str, ...], tuple[str, ...]] = {}


def illustrations() -> tuple[str, ...]:
    """The texts of every game's ``/rules`` illustrated example (:meth:`cogs.kit.ui.GameUI.rules_example`:
    its caption and its pictures' alt texts), in every language of the catalog.

    They are public by design and drawn from no match: a fixed example ("A leads Red 8, B plays
    Gray 4, C plays Red 1"), the same in every server, so naming a card a player happens to hold
    tells nothing of their hand. The live leak guard cuts them out of a message before checking
    it (:meth:`sandbox.driver.Sandbox.guard_privacy`'s ``public``); the rest of the message, a
    match's settings in its thread included, is checked as ever."""
    key = tuple(sorted(GAME_UIS))
    if key not in _ILLUSTRATIONS:
        texts: list[str] = []
        for ui in GAME_UIS.values():
            for lang in Lang:
                example = ui.rules_example(lang)
                if example is not None:
                    texts += [example.content or "", *(picture.alt for picture in example.pictures)]
        _ILLUSTRATIONS[key] = tuple(text for text in dict.fromkeys(texts) if text)
    return _ILLUSTRATIONS[key]


def database_url_for(path: Path | str) -> str:
    """The DATABASE_URL a table's bot opens for its ``database`` (a SQLite file by default;
    the tests swap this to run the same tables on PostgreSQL)."""
    text = str(path)
    return text if "://" in text else f"sqlite:///{text}"


class TableError(AssertionError):
    """Something a person would notice went wrong (a failed interaction, a missing button)."""


@dataclass
class Player:
    """A simulated person: their sandbox user, seat and the panel message they play from (their
    DM copy when ``use_dm``, else an ephemeral panel); ``opened``: the ephemeral panels they opened
    from the table's button; ``errors``: the ephemeral explanations they received."""

    user: User
    seat: int = -1
    panel: Message | None = None
    use_dm: bool = False
    errors: list[str] = field(default_factory=list)
    opened: int = 0


class SandboxTable:
    """One guild, one channel, N simulated people and the real bot on ``database``."""

    def __init__(
        self, sb: Sandbox, database: Path, players: int, *, dm_open: list[bool] | None = None, threads: bool = True,
        locale: str = "en-US",
    ) -> None:
        """``locale``: every simulated person's Discord client language and the server's (a
        community server's ``preferred_locale``), e.g. ``de``, or ``qps-ploc`` for the tests'
        pseudo-language (``cogs.lang``)."""
        self.sb = sb
        self.database = database
        opens = dm_open or [True] * players
        self.players = [Player(sb.add_user(f"player{i + 1}", dms_open=opens[i], locale=locale), use_dm=opens[i] and i == 0)
                        for i in range(players)]
        self.outsider = sb.add_user("spectator", locale=locale)
        users = [p.user for p in self.players] + [self.outsider]
        self.guild: Guild = sb.add_guild("Menagerie Zoo", members=users, owner=users[0], preferred_locale=locale)
        self.channel: Channel = sb.add_channel(self.guild, "games", threads_allowed=threads)
        sb.set_owner(users[0])
        self.bot: MenagerieBot | None = None
        self._history: deque[tuple[float, dict[int, set[str]]]] = deque()
        self._at: dict[int, dict[int, set[str]]] = {}  # match version -> {user id: private strings}
        self._game_key = ""
        self.match_id: int | None = None
        self.lobby: Message | None = None

    # ----------------------------------------------------------------- the bot
    async def start_bot(
        self, *, turn_timeout_s: float = 0, open_panels: OpenPanels | None = None, **service_options: Any
    ) -> MenagerieBot:
        """Start a fresh MenagerieBot on the table's database and connect it to the double.

        ``turn_timeout_s`` is the TURN_TIMEOUT setting (0: none, so simulated people are
        never hurried); ``open_panels`` replaces the bot's open-panel tracker (tests give it
        a short token lifetime); ``service_options`` go to the MatchService (e.g. ``seed_source``).
        """
        settings = Settings(_env_file=None, discord_token=None, turn_timeout=turn_timeout_s)
        bot = MenagerieBot(
            settings,
            database_url=database_url_for(self.database),
            bot_delay_scale=0.0,
            guild_ready_timeout=0.05,
            service_options=service_options,
            open_panels=open_panels,
        )
        bot_ready = self.sb.connect(bot)
        await bot_ready
        self.bot = bot
        bot.service.observe(self._remember)
        self.sb.add_waiter(self._bot_queues)
        return bot

    async def _bot_queues(self) -> None:
        """The bot's work out of the double's sight (the double's ``settle`` awaits this): every
        update the service queued delivered, every write the cogs queued made (not those
        waiting to retry). Returns at once when both are empty."""
        if self.bot is None:
            return
        await self.bot.service.wait_idle()
        for cog in list(self.bot.cogs.values()):
            flush = getattr(cog, "flush", None)
            if flush is not None:
                await flush()

    async def stop_bot(self) -> None:
        """Stop the bot as a crash or deploy would: disconnect and close, the database stays."""
        if self.bot is not None:
            self.sb.remove_waiter(self._bot_queues)
            await self.sb.disconnect(self.bot)
            await self.bot.close()
            self.bot = None

    @property
    def service(self) -> MatchService:
        assert self.bot is not None, "the bot is not running"
        return self.bot.service

    # ----------------------------------------------------------------- lobby
    async def open_lobby(self, game: str, options: dict[str, Any] | None = None) -> int:
        """player1 runs ``/play``, sets the options through the service as host, everyone joins."""
        host = self.players[0]
        r = await self.sb.slash(host.user, self.channel, "play", game=game)
        _ok(r, "/play")
        if r.message is None:
            raise TableError("/play: no lobby message")
        self.lobby = r.message
        record = self.service.running()[-1]
        self.match_id = record.id
        self._game_key = record.game
        for name, value in (options or {}).items():
            await self.service.set_option(record.id, host.user.id, name, value)
        for p in self.players[1:]:
            _ok(await self.sb.click(p.user, self.lobby, custom_id=f"lobby:{record.id}:join"), "Join")
        return record.id

    async def start(self) -> None:
        """The host clicks Start; seats are read back from the service."""
        assert self.lobby is not None and self.match_id is not None
        _ok(await self.sb.click(self.players[0].user, self.lobby, custom_id=f"lobby:{self.match_id}:start"), "Start")
        await self.sb.wait_until(self._has_table, timeout=10)
        await self.drain()
        record = await self.service.fetch(self.match_id)
        if record is None:
            raise TableError(f"match {self.match_id} vanished after Start")
        for p in self.players:
            p.seat = next(s.seat for s in record.seats if s.user_id == p.user.id)
        self._history.clear()
        self._at.clear()
        self._remember(self.match_id, None)
        # Several tables may share one double: the guard checks what all of them hold.
        tables: list[SandboxTable] = self.sb.__dict__.setdefault("_menagerie_tables", [])
        if self not in tables:
            tables.append(self)
        self.sb.guard_privacy(lambda: {k: v for t in tables for k, v in t.private_now().items()},
                              public=illustrations())

    def _remember(self, match_id: int, state: Any) -> None:
        """Service observer: note what each person holds privately after every change."""
        if match_id != self.match_id or self.bot is None or not self.seats_in_play():
            return
        game = registry.get(self._game_key)
        live = self.service._live.get(match_id)
        if state is None:
            state = live.state if live else None
        if state is None:
            return
        now = time.monotonic()
        held = {p.user.id: set(game.private_texts(state, p.seat)) for p in self.seats_in_play()}
        self._history.append((now, held))
        if live is not None:  # the observer runs after the commit set the record's version
            self._at[live.record.version] = held
            while len(self._at) > VERSIONS_KEPT:
                del self._at[min(self._at)]
        while len(self._history) > 1 and self._history[1][0] < now - PRIVACY_WINDOW_S:
            self._history.popleft()

    def seats_in_play(self) -> list[Player]:
        return [p for p in self.players if p.seat >= 0]

    def private_now(self) -> dict[Any, set[str]]:
        """What each person has held privately throughout the last ``PRIVACY_WINDOW_S`` seconds.

        A message is rendered from one state and reaches Discord a little later, while
        other seats (bots) may already have moved: a card played (public) and dealt again
        in a new round a moment later must not count as leaked by a render of the trick.
        So a string counts as private only if it stayed private across every state of
        the window (intersection); anything private for longer is checked strictly.
        """
        if not self._history:
            return {}
        users = self._history[-1][1].keys()
        return {uid: set.intersection(*(h[1].get(uid, set()) for h in self._history)) for uid in users}

    def private_at(self, version: int) -> dict[Any, set[str]] | None:
        """What each person held privately at ``version`` of the current match (None when that
        version is unknown: before this table watched the match, or over :data:`VERSIONS_KEPT` ago).

        For a message known to show ``version`` (a thread post rendered from that update, see
        :class:`harness.provenance.PostVersions`): it is judged by exactly what was private then,
        however late it is written, where :meth:`private_now` can only guess with a time window.
        """
        return self._at.get(version)

    def thread(self) -> Channel:
        """The match thread (or the channel when threads are not allowed)."""
        threads = self.sb.threads(self.channel)
        return threads[-1] if threads else self.channel

    def _has_table(self) -> bool:
        try:
            self.table_message()
        except TableError:
            return False
        return True

    async def table_message_any(self) -> Message:
        """The table message even after the match ended (when it has lost its buttons), by the id the bot kept."""
        kept = await self.service.messages.messages(self.match_id or 0, "table")
        if not kept or kept[0].message_id not in self.sb.world.messages:
            raise TableError("no table message kept for the match")
        return self.sb.world.messages[kept[0].message_id]

    def table_message(self) -> Message:
        """The table message: the thread's message with the panel button."""
        for m in reversed(self.sb.messages(self.thread())):
            if any(str(b.get("custom_id", "")).endswith(":panel") for b in m.buttons):
                return m
        raise TableError("no table message in the thread")

    # ----------------------------------------------------------------- panels
    async def open_panel(self, p: Player) -> Message:
        """Open (or re-open) the player's panel: the DM copy if they use it, else the table's button."""
        if p.use_dm:
            dms = [m for m in self.sb.dms(p.user) if m.buttons or m.selects]
            if dms:
                p.panel = dms[-1]
                return p.panel
        table = self.table_message()
        button = next(b for b in table.buttons if str(b.get("custom_id", "")).endswith(":panel"))
        r = await self.sb.click(p.user, table, custom_id=button["custom_id"])
        _ok(r, "panel button")
        if r.message is None:
            raise TableError(f"{p.user.name} got no panel")
        p.panel = r.message
        p.opened += 1
        return p.panel

    async def _press(self, p: Player, custom_id: str, values: list[str] | None) -> bool:
        """Press one component on the player's panel, refreshing it once if the panel is stale (the
        component is missing or disabled, or its select lacks an option), as a person would."""
        for attempt in range(2):
            if p.use_dm and p.panel is not None and p.panel.channel_id != self.thread().id \
                    and all(m.id != p.panel.id for m in self.sb.dms(p.user)):
                p.panel = None  # the bot replaced the DM copy (e.g. a reminder arrives as a fresh copy)
            panel = p.panel or await self.open_panel(p)
            component = next((c for c in panel.iter_components() if c.get("custom_id") == custom_id), None)
            offered = {o.get("value") for o in (component or {}).get("options") or []}
            stale_choice = values is not None and bool(offered) and not set(values) <= offered
            if component is None or component.get("disabled") or stale_choice:
                if attempt == 0:
                    await self.refresh(p)
                    continue
                return False
            if values is None:
                r = await self.sb.click(p.user, panel, custom_id=custom_id)
            else:
                r = await self.sb.select(p.user, panel, custom_id, values)
            _ok(r, custom_id)
            if r.response_type != 7 and r.message is not None and r.ephemeral and not (r.message.buttons or r.message.selects):
                p.errors.append(r.message.text())  # an ephemeral explanation (e.g. someone was faster)
            return True
        return False

    async def refresh(self, p: Player) -> None:
        """Press Refresh on the panel (or open a fresh one)."""
        ui = GAME_UIS[self._game()]
        panel = p.panel
        rid = ui.refresh_id(self.match_id or 0)
        if panel is not None and any(c.get("custom_id") == rid for c in panel.iter_components()):
            _ok(await self.sb.click(p.user, panel, custom_id=rid), "Refresh")
        else:
            await self.open_panel(p)

    def _game(self) -> str:
        record = self.service.match(self.match_id) if self.bot and self.match_id is not None else None
        if record is None:
            raise TableError("the match is not running")
        return str(record.game)

    # ----------------------------------------------------------------- play
    async def play(self, *, seed: int = 1, max_actions: int = 5000, stop_after: int | None = None, timeout: float = 600,
                   until: Callable[[], bool] | None = None, silent: Collection[int] = (),
                   progress: Callable[[int], None] | None = None) -> int:
        """Play until the match ends (or ``stop_after`` actions, or ``until()`` holds: it is
        asked before each person's move). Returns the actions made. The people in the seats
        ``silent`` do not move (someone who went quiet: their clock runs out); ``progress(made)``
        is called after each move (the sandbox demo shows it, so a long match never looks hung).

        Each round of the loop every person who may act picks a move from their own
        view with the game's bot policy and clicks it. Raises TableError on a failed
        interaction or when nothing moves for too long.
        """
        assert self.match_id is not None
        rng = Rng.from_seed(seed)
        made, idle_since = 0, time.monotonic()
        deadline = time.monotonic() + timeout
        by_seat = {p.seat: p for p in self.players}
        while self.service.match(self.match_id) is not None and made < max_actions:
            if (stop_after is not None and made >= stop_after) or (until is not None and until()):
                break
            if time.monotonic() > deadline:
                raise TableError(f"match {self.match_id} did not finish within {timeout} s")
            game = registry.get(self._game())
            ui = GAME_UIS[game.key]
            moved = False
            for seat in sorted(self.service.to_act(self.match_id)):
                if until is not None and until():
                    break
                p = by_seat.get(seat)
                record = self.service.match(self.match_id)
                if p is None or record is None or seat in silent:
                    continue
                view = self.service.view_of(record, seat)  # the state of record.version: stamps agree
                action = game.bot_action(view, seat, rng)
                if action is None:
                    continue
                if isinstance(action, Undo):  # people here play on; tests press ↩️ Undo themselves
                    raise TableError(f"a simulated person would take a move back: {action!r}")
                for custom_id, values in ui.clicks_for(record, view, action):
                    if await self._press(p, custom_id, values):
                        made += 1
                        moved = True
                        if progress is not None:
                            progress(made)
                    if self.service.match(self.match_id) is None:
                        break
            if moved:
                idle_since = time.monotonic()
            else:
                if time.monotonic() - idle_since > 30:
                    raise TableError("nobody could move for 30 s")
                await asyncio.sleep(0.02)
        await self.drain()
        return made

    async def drain(self) -> None:
        """Wait until the bot has handled every gateway event, delivered every update and drawn
        every queued refresh."""
        if self.bot is None:
            return
        for _ in range(3):  # a refresh can queue another notification, and vice versa
            await self.sb.settle()  # gateway events' handlers (e.g. a member left) queue updates
            await self._bot_queues()
        await self.sb.settle()


def _ok(r: Any, what: str) -> None:
    if r.failed or r.response_type is None:
        raise TableError(f"{what}: the interaction failed ({r.error})")
