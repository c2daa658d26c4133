"""The match thread: the public table message, private panels, DM copies and turn pings.

Game-independent: each game's look comes from its :class:`cogs.kit.GameUI`; the panels,
their components and moves are the kit's (:mod:`cogs.kit.panels`, :mod:`cogs.kit.components`).

* On start the match gets a thread (from the lobby message, else in the channel, else
  the channel itself when threads are not allowed) with the table message, whose
  buttons open each player's private panel as an ephemeral reply.
* Where a player's DMs are open, a DM copy of the panel is kept current and playable;
  a closed DM (Discord error 50007) is remembered and the player uses the ephemeral panel.
* After each change the table is re-rendered from the spectator view (never a seat's
  view), announcements are posted, and the person to act is pinged once per turn (at live speeds; over days the reminders notify).

Every write goes through the bot's one :class:`cogs.kit.render_queue.RenderScheduler`, keyed
per message: the table (``("table", id)``), each DM copy and open panel, the thread's posts
in order (announcements and turn mentions, ``("thread", id)``) and each deletion. So a
table edit that fails or waits on a rate limit never holds back a mention or a DM copy; a
burst of moves costs one edit per message (the latest committed state wins); the messages
of a match whose turn just changed go first; the whole bot stays under Discord's global
limit (:mod:`cogs.kit.budget`); and a write refused by a transient error is made again
later, from the newest committed state, so every kept message converges to the match —
also after the end, and after a restart (:meth:`TableCog.on_ready`). Posts carry a nonce
with ``enforce_nonce``, so a post Discord applied but answered with an error is not
duplicated when retried. A table Discord will no longer let the bot edit (30046, 50083) is
replaced by a fresh one and the old one points to it (:meth:`TableCog.replace_table`).
"""
from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
from collections.abc import Callable, Coroutine
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING, Any, Protocol

import discord
from discord.ext import commands

from cogs.common import mention, public_events
from cogs.kit import GAME_UIS, Rendered, build_panel, panel_button, safe
from cogs.kit.budget import ROUTINE, TURN, URGENT, GlobalBudget, install, process_limit
from cogs.kit.digest import digest
from cogs.kit.layout import notice_kwargs
from cogs.kit.open_panels import OpenPanel
from cogs.kit.panels import panel_basis, seat_in
from cogs.kit.render_queue import Job, RenderScheduler, RetryLater, transient
from cogs.kit.text import CONTENT, clip
from cogs.kit.attachments import ATTACHMENTS
from cogs.lobby import RematchButton
from cogs.moderation import missing_permissions, plays_in_thread
from cogs.turn_clock import add_clock
from cogs.uploads import UploadRefusals
from discord_codes import DiscordCode
from engine import registry
from engine.core import Event
from engine.service import PLACE_GONE, MatchUpdate, UpdateKind
from engine.service.match_settings import is_turn_based
from storage import MatchStatus, MessageRecord

if TYPE_CHECKING:
    from cogs.client import MenagerieBot
    from storage import MatchRecord

log = logging.getLogger(__name__)

REPLACE_TABLE_CODES = frozenset({DiscordCode.OLD_MESSAGE_EDIT_LIMIT, DiscordCode.THREAD_ARCHIVED,
                                 DiscordCode.THREAD_LOCKED, DiscordCode.UNKNOWN_MESSAGE})
"""Codes on a table edit after which the table is posted afresh (:meth:`TableCog.replace_table`)."""
LOST_PERMISSION_CODES = frozenset({DiscordCode.MISSING_ACCESS, DiscordCode.MISSING_PERMISSIONS})
"""Codes on a match's write that mean the bot lost a permission there (:meth:`TableCog.permission_lost`)."""
REPLACE_COPY_CODES = frozenset({DiscordCode.OLD_MESSAGE_EDIT_LIMIT, DiscordCode.UNKNOWN_MESSAGE, DiscordCode.MISSING_ACCESS})
"""Codes on a DM copy's edit after which a fresh copy is sent (the old one points to it where it can)."""
UNPING = "unping"
"""Kept-message purpose of an old turn mention whose deletion Discord has not confirmed
(``user_id`` holds the message id)."""
ACTIVE_S = 90.0
"""A person who moved in a match this recently is not mentioned when their turn comes round again
(they are playing along); one who has not moved for longer (or never) is."""
BACKGROUND_DRAWS = 1
"""Pictures of kept messages (tables, DM copies, open panels) handed to the picture thread at
once: the answer to a click, which draws its panel in the same thread, then waits behind at
most this many other draws, not behind every table's redraw (issue 25: clicks waited 1.5 s)."""
ANSWER_WAIT_S = 5.0
"""Longest an open panel's redraw waits for the answer to a click on that panel (which redraws it)."""
FORGET_WAIT_S = 10.0
"""Longest a match whose place is gone waits for its queued writes before it is forgotten."""
REPAIR_WINDOW_S = 24 * 3600.0
"""After a restart, the final tables of matches that ended this recently are redrawn."""


class DmReminder(Protocol):
    """A turn reminder handed to the DM copy's next draw (``TableCog.dm_reminders``, set by
    :mod:`cogs.reminders`): ``header`` gives the lines that open the new DM (None: no longer
    due, nothing is sent); ``closed`` is told when the person's DMs turn out to be closed."""

    async def header(self, record: MatchRecord, seat: int) -> str | None: ...

    async def closed(self, record: MatchRecord, seat: int) -> None: ...


class TableCog(commands.Cog):
    """Keeps every match thread current. Subscribes to the MatchService."""

    active_s = ACTIVE_S
    """Seconds after a person's move during which they are not mentioned (tests may set 0)."""

    def __init__(self, bot: MenagerieBot, *, budget: GlobalBudget | None = None) -> None:
        self.bot = bot
        self._pinged: dict[int, frozenset[int]] = {}  # the people the last turn mention named
        self._to_act: dict[int, frozenset[int]] = {}  # the seats to act at the last update
        self._told_missing: dict[int, frozenset[str]] = {}  # match -> the missing permissions its players were told
        self._moved: dict[tuple[int, int], float] = {}  # (match, seat) -> service clock time of the person's last move
        self._joined: dict[int, dict[int, float | None]] = {}  # lobby -> user -> service clock time they joined it
        self._since = bot.service.clock()  # lobbies created before this are older than the process
        self._kept: dict[int, dict[tuple[str, int], MessageRecord]] = {}
        self.dm_reminders: dict[tuple[int, int], DmReminder] = {}
        """(match, user) -> a turn reminder the next DM draw of that person's copy sends (:meth:`_draw_dm`)."""
        self._tasks: set[asyncio.Task[None]] = set()
        self._repaired = False
        self.budget = budget or GlobalBudget(process_limit(bot.settings.owned_shards()))  # this process's share
        self.scheduler = RenderScheduler(self.budget)
        self._drawing = asyncio.Semaphore(BACKGROUND_DRAWS)
        self.uploads = UploadRefusals()  # channels whose pictures Discord refused (cogs/uploads.py)
        bot.service.subscribe(self.on_update)

    async def cog_load(self) -> None:
        if not install(self.bot.http, self.budget):
            log.warning("the global request budget is not installed (no HTTP session yet)")

    # ----------------------------------------------------------------- rendering
    async def render_table(self, record: MatchRecord) -> Rendered:
        """The table message from the spectator view, its pictures drawn (off the event loop)."""
        return await self.build_table(record).draw()

    def build_table(self, record: MatchRecord) -> Rendered:
        """The table message from the spectator view, its pictures not drawn yet."""
        ui = GAME_UIS[record.game]
        spectator = self.bot.service.view_of(record, None)
        rendered = ui.table(record, spectator)
        if record.status == MatchStatus.CANCELLED:
            rendered.content = "⏹️ **Ended by a server admin** — no result, nobody's rating changed."
        elif record.status == MatchStatus.ACTIVE and (pause := self.bot.service.paused(record.id)) is not None:
            rendered.content = f"⏸️ **Paused by {safe(pause.by_name)}** — no moves until a server admin uses /resume."
        if record.status == MatchStatus.ACTIVE:
            add_clock(self.bot.service, record, rendered.embeds)  # the speed and deadlines (issue 21)
            view = discord.ui.View(timeout=None)
            view.add_item(panel_button(record.id, ui.panel_label, ui.panel_emoji))
            for item in ui.table_buttons(record, spectator):
                view.add_item(item)
            rendered.view = view
        elif record.status == MatchStatus.FINISHED:
            view = discord.ui.View(timeout=None)
            view.add_item(RematchButton(record.id))
            rendered.view = view
        else:
            rendered.view = None
        return rendered.as_layout()  # a components-v2 layout (cogs/kit/layout.py)

    async def _draw(self, rendered: Rendered) -> Rendered:
        """Draw the pictures of a kept message's redraw, at most :data:`BACKGROUND_DRAWS` at a time."""
        if not rendered.pictures:
            return rendered
        async with self._drawing:
            return await rendered.draw()

    # ----------------------------------------------------------------- updates
    async def on_update(self, update: MatchUpdate) -> None:
        """Queue what this change needs (see the module doc); returns without waiting for Discord."""
        record = update.match
        if record.game not in GAME_UIS:
            return
        gone = next((e for e in update.events if e.kind == PLACE_GONE), None)
        if gone is not None:  # its guild, channel or thread is gone: say so where people can still see it
            await self.place_gone(record, gone)
            await self.forget_match(record.id)
            return
        update = replace(update, events=public_events(update.events))  # a thread shows public events only
        ui = GAME_UIS[record.game]
        if update.kind == UpdateKind.LOBBY:
            self._note_joins(record)
            return
        joined = self._joined.pop(record.id, None)
        if update.kind == UpdateKind.STARTED:
            self._note_start(record, joined or {})
            self._post_later(record, self._open_table_job(record))
            for rendered in ui.announcements(update):
                self._post_later(record, rendered)
            self._ping_later(record)
            return
        ended = update.kind == UpdateKind.CANCELLED and record.state is not None  # an admin ended a running match
        if ended:
            self._post_later(record, Rendered(content="⏹️ A server admin ended this match; nobody's rating changed."))
        elif update.kind not in (UpdateKind.ACTION, UpdateKind.SEATS, UpdateKind.FINISHED):
            return
        for event in update.events:
            if event.kind in ("timed_out", "abandoned", "rejoined", "paused", "resumed"):
                self._post_later(record, Rendered(content=safe(event.text)))  # the text names a person
        if not ended:
            for rendered in ui.announcements(update):
                self._post_later(record, rendered)
        over = update.kind == UpdateKind.FINISHED or ended
        refresh = over or ui.refresh_table(update)
        before = self._to_act.get(record.id, frozenset())
        turn = self._turn_changed(record, over)
        if refresh:
            self.refresh_table(record, rank=TURN if turn else ROUTINE)
        seats = None if refresh else {update.seat} if update.seat is not None and update.seat >= 0 else set()
        self._note_activity(update)
        self._refresh_private(record, seats, dm_seats=self._dm_due(record, update, before, over) if seats is None else None)
        if over:
            self._unping_later(record)
            self._forget_moves(record.id)
            self._spawn(self._uncache_when_drawn(record))
        else:
            self._ping_later(record)

    def _turn_changed(self, record: MatchRecord, over: bool) -> bool:
        """Whether the seats to act differ from the last update's (the table then goes first)."""
        now = frozenset() if over or self.bot.service.match(record.id) is None else frozenset(
            self.bot.service.to_act(record.id))
        before = self._to_act.get(record.id)
        if over:
            self._to_act.pop(record.id, None)
        else:
            self._to_act[record.id] = now
        return before != now

    def _dm_due(self, record: MatchRecord, update: MatchUpdate, before: frozenset[int], over: bool) -> set[int] | None:
        """Whose DM copies a change redraws (None: everyone's). In turn-based games a copy is
        edited when its seat's turn starts or ends, at a new round and at the end, not after every
        other seat's move (the table shows those; writes per move, issue 12). The mover's own copy
        is left alone: the reply to their click already shows the move (a timed-out seat's is
        redrawn). Open ephemeral panels are redrawn after every change and edited when what they
        show changed (interaction edits cost no rate limit; a waiting seat's panel rarely changes)."""
        if over or update.kind != UpdateKind.ACTION or not registry.get(record.game).turn_timer:
            return None
        if any(e.kind in ("round_start", "deal") for e in update.events):
            return None
        due = set(before) | set(self._to_act.get(record.id, frozenset()))
        if update.seat is not None and not update.timed_out:
            due.discard(update.seat)
        return due

    def _note_activity(self, update: MatchUpdate) -> None:
        """Remember when a person last moved (not a timeout, not a bot): someone who is playing
        along is not mentioned at every turn (see :meth:`_turn_ping`)."""
        seat = update.seat
        if update.kind not in (UpdateKind.ACTION, UpdateKind.FINISHED) or update.timed_out or seat is None or seat < 0:
            return
        seats = update.match.seats
        if seat < len(seats) and not seats[seat].is_bot:
            self._moved[(update.match.id, seat)] = self.bot.service.clock()

    def _note_joins(self, record: MatchRecord) -> None:
        """Remember when each person joined a lobby: at the update that first names them. A lobby
        older than this process (a restart) was joined at unknown times by those already in it."""
        now = self.bot.service.clock()
        people = [s.user_id for s in record.seats if s.user_id is not None and not s.is_bot]
        joined = self._joined.get(record.id)
        if joined is None:  # its first update this process sees
            self._joined[record.id] = dict.fromkeys(people, now if record.created_at >= self._since else None)
            return
        for user_id in people:
            joined.setdefault(user_id, now)

    def _forget_moves(self, match_id: int) -> None:
        """Drop the times the people of ``match_id`` last moved (the match ended or its place is gone)."""
        for key in [k for k in self._moved if k[0] == match_id]:
            del self._moved[key]

    def _note_start(self, record: MatchRecord, joined: dict[int, float | None]) -> None:
        """A person who joined the lobby in the last :attr:`active_s` seconds counts as having
        just moved: they are at the table, so their first turn brings no mention (two writes
        each: the mention and its deletion). Who joined longer ago, or at a time not known, is
        mentioned as before."""
        now = self.bot.service.clock()
        for s in record.seats:
            if s.user_id is None or s.is_bot:
                continue
            at = joined.get(s.user_id)
            if at is not None and now - at < self.active_s:
                self._moved[(record.id, s.seat)] = at

    def refresh_table(self, record: MatchRecord, *, rank: int = ROUTINE) -> None:
        """Redraw the table of ``record`` (a committed snapshot) soon; a newer call replaces it."""
        self.scheduler.submit(("table", record.id), lambda: self._draw_table(record), rank=rank)

    def _refresh_private(self, record: MatchRecord, seats: set[int] | None, *, dm_seats: set[int] | None = None) -> None:
        """Redraw the DM copies and open panels of ``seats`` (None: everyone) from ``record``;
        ``dm_seats`` narrows the DM copies further (see :meth:`_dm_due`), and then a person with an
        open ephemeral panel (kept current by its token) gets no DM copy edit."""
        service = self.bot.service
        to_act = service.to_act(record.id) if record.status == MatchStatus.ACTIVE and service.match(record.id) else set()
        open_panels = {p.user_id for p in self.bot.open_panels.of_match(record.id)} if dm_seats is not None else set()
        for s in record.seats:
            if s.user_id is None or s.is_bot or (seats is not None and s.seat not in seats):
                continue
            if dm_seats is not None and (s.seat not in dm_seats or s.user_id in open_panels):
                continue  # not their turn's start or end, or they play from an open panel kept current
            self._redraw_dm(record, s.seat, s.user_id, rank=TURN if s.seat in to_act else ROUTINE)
        for panel in self.bot.open_panels.of_match(record.id):
            seat_of = next((s.seat for s in record.seats if s.user_id == panel.user_id and not s.is_bot), None)
            if seat_of is None or (seats is not None and seat_of not in seats):
                continue
            self.scheduler.submit(("panel", record.id, panel.user_id),
                                  partial(self._draw_panel, record, panel, seat_of), exempt=True)

    def _redraw_dm(self, record: MatchRecord, seat: int, user_id: int, *, rank: int = TURN) -> None:
        """Draw ``user_id``'s DM copy of ``seat`` from ``record`` soon (:meth:`_draw_dm`, in the
        copy's own queue: after an edit of it in flight; a newer call replaces a waiting one)."""
        self.scheduler.submit(("dm", record.id, user_id), partial(self._draw_dm, record, seat, user_id), rank=rank)

    def _post_later(self, record: MatchRecord, what: Rendered | Job) -> None:
        """Post in the match's thread, in order with its other posts (retried on transient
        errors, never duplicated: each post carries its own nonce)."""
        if isinstance(what, Rendered):
            nonce = self._nonce()
            rendered = what

            async def post() -> None:
                await self._send(self._target(record), rendered, nonce, match_id=record.id)

            what = post
        self.scheduler.submit(("thread", record.id), what, rank=URGENT, ordered=True)

    def _ping_later(self, record: MatchRecord) -> None:
        nonce = self._nonce()
        self.scheduler.submit(("thread", record.id), lambda: self._turn_ping(record, nonce), rank=URGENT, ordered=True)

    def _unping_later(self, record: MatchRecord) -> None:
        async def unping() -> None:
            self._pinged.pop(record.id, None)
            kept = (await self.kept(record.id)).get(("ping", 0))
            if kept is not None:
                await self._retire_ping(record.id, kept)

        self.scheduler.submit(("thread", record.id), unping, rank=URGENT, ordered=True)

    async def flush(self) -> None:
        """Wait until every queued write has been made, except those waiting to retry after a
        transient failure (used on shutdown and by tests)."""
        await self.scheduler.flush()

    async def cog_unload(self) -> None:
        await self.scheduler.close()
        for task in self._tasks:
            task.cancel()

    # ----------------------------------------------------------------- kept messages
    async def kept(self, match_id: int) -> dict[tuple[str, int], MessageRecord]:
        """The messages kept for a match by (purpose, user), cached after the first read."""
        cached = self._kept.get(match_id)
        if cached is None:
            rows = await self.bot.service.messages.messages(match_id)
            # setdefault: a concurrent first read may have filled (and added to) the cache meanwhile
            cached = self._kept.setdefault(match_id, {(m.purpose, m.user_id): m for m in rows})
        return cached

    async def keep(self, message: MessageRecord) -> None:
        """Store a kept message (table, DM copy, closed DM) in the database and the cache."""
        await self.bot.service.messages.save_message(message)
        (await self.kept(message.match_id))[(message.purpose, message.user_id)] = message

    async def forget(self, match_id: int, purpose: str, user_id: int = 0) -> None:
        """Drop a kept message from the database and the cache."""
        await self.bot.service.messages.delete_message(match_id, purpose, user_id)
        cached = self._kept.get(match_id)  # not read back just to drop one entry (a finished match's cache is gone)
        if cached is not None:
            cached.pop((purpose, user_id), None)

    def _target(self, record: MatchRecord) -> discord.PartialMessageable:
        """Where the match is played. Updates carry a snapshot taken at commit time, which may
        predate the thread; the live record knows it."""
        live = self.bot.service.match(record.id)
        where = (live.thread_id if live is not None else None) or record.thread_id or record.channel_id
        return self.bot.get_partial_messageable(where or 0, guild_id=record.guild_id)

    @staticmethod
    def _nonce() -> str:
        """A message nonce (Discord keeps at most 25 characters): with ``enforce_nonce`` a post
        that Discord applied but answered with an error is not made twice when retried."""
        return str(secrets.randbits(63))

    async def _send(self, target: discord.abc.Messageable, rendered: Rendered, nonce: str, *,
                    match_id: int | None = None) -> discord.Message | None:
        """Post ``rendered``; transient errors propagate (the scheduler retries with the same
        nonce), other refusals are logged and give None (a missing permission on ``match_id``'s
        post is told to its players: :meth:`permission_lost`)."""
        where = int(getattr(target, "id", 0))
        try:
            sent = await self.uploads.write(where, rendered, lambda r: target.send(**r.send_kwargs(), nonce=nonce),
                                            on_refused=self._pictures_refused(match_id, where))
            rendered.note(sent)
            return sent
        except discord.HTTPException as exc:
            if transient(exc):
                raise
            log.warning("could not post in %s: %s", where or "?", exc)
            if match_id is not None and exc.code in LOST_PERMISSION_CODES:
                self._spawn(self.permission_lost(match_id, where))
            return None

    async def _post(self, target: discord.abc.Messageable, rendered: Rendered) -> discord.Message | None:
        """Post ``rendered`` now; any refusal is logged and gives None."""
        try:
            return await self._send(target, rendered, self._nonce())
        except discord.HTTPException as exc:
            log.warning("could not post in %s: %s", getattr(target, "id", "?"), exc)
            return None

    # ----------------------------------------------------------------- the table
    def _open_table_job(self, record: MatchRecord) -> Job:
        async def open_table() -> None:
            try:
                await self._open_table(record)
            except Exception as exc:  # the next update's table job opens it
                if transient(exc):
                    raise
                log.exception("match %s: could not open its table", record.id)

        return open_table

    async def _open_table(self, record: MatchRecord) -> None:
        if ("table", 0) in await self.kept(record.id):
            return  # opened already (a retry after the table was posted)
        game = registry.get(record.game)
        thread_id = await self._make_thread(record, f"{game.title} #{record.id}")
        record.thread_id = thread_id
        await self.bot.service.set_thread(record.id, thread_id)
        target = self._target(record)
        people = " ".join(f"<@{s.user_id}>" for s in record.seats if s.user_id and not s.is_bot)
        ui = GAME_UIS[record.game]
        if ("welcome", 0) not in await self.kept(record.id):
            text = f"{people} — {game.title} starts! Press **{ui.panel_label}** on the table to see yours privately."
            welcome = await self._send(target, Rendered(content=text), f"w{record.id}")
            if welcome is not None:
                await self.keep(MessageRecord(record.id, "welcome", 0, welcome.channel.id, welcome.id))
        live = self.bot.service.match(record.id)
        current = live if live is not None and live.version >= record.version else record
        message = await self._send(target, await self.render_table(current), f"t{record.id}")
        if message is not None:
            await self.keep(MessageRecord(record.id, "table", 0, message.channel.id, message.id))
            now = self.bot.service.match(record.id)
            if now is not None and now.version > current.version:  # moves committed while it was posted
                self.refresh_table(now, rank=TURN)
        self._refresh_private(current, None)

    async def _make_thread(self, record: MatchRecord, name: str) -> int | None:
        channel_id = record.channel_id
        live = self.bot.service.match(record.id)
        made = record.thread_id or (live.thread_id if live is not None else None)
        if made:  # already made (a retry, or a restart before the table was posted)
            return made
        lobby = await self.bot.service.messages.messages(record.id, "lobby")
        try:
            channel = self.bot.get_channel(channel_id or 0)
            if isinstance(channel, discord.TextChannel) and not plays_in_thread(channel.permissions_for(channel.guild.me)):
                log.info("match %s plays in the channel (the bot may not open or post in a thread)", record.id)
                return channel_id
            if isinstance(channel, discord.TextChannel) and lobby and lobby[0].channel_id == channel.id:
                message = channel.get_partial_message(lobby[0].message_id)
                try:
                    thread = await message.create_thread(name=name, auto_archive_duration=1440)
                except discord.HTTPException as exc:
                    if exc.code != DiscordCode.THREAD_ALREADY_CREATED:
                        raise
                    # "A thread has already been created for this message": an earlier attempt was applied
                    # (an answer lost to a 5xx, or a second opening racing the first). A thread started from
                    # a message has that message's id, so that is the match's thread.
                    return message.id
                return thread.id
            if isinstance(channel, discord.TextChannel):
                thread = await channel.create_thread(name=name, type=discord.ChannelType.public_thread)
                return thread.id
        except discord.HTTPException as exc:
            if transient(exc):
                raise
            log.info("match %s plays in the channel (no thread: %s)", record.id, exc)
        return channel_id

    async def _draw_table(self, record: MatchRecord) -> None:
        """Edit the kept table message to show ``record``; a table that can no longer be edited
        is replaced (:meth:`replace_table`). Transient errors propagate (retried)."""
        kept = (await self.kept(record.id)).get(("table", 0))
        if kept is None:
            if record.status == MatchStatus.ACTIVE:  # being opened, or opening it at the start failed: (again) after the posts
                self._post_later(record, self._open_table_job(record))
            return
        message = self.bot.get_partial_messageable(kept.channel_id).get_partial_message(kept.message_id)
        rendered = self.build_table(record)
        shown, key = digest(rendered), ("table", record.id, kept.message_id)
        if self.bot.open_panels.shown.same(key, shown):
            return  # it shows this already (cogs.kit.digest): no draw, no edit
        try:
            await self._draw(rendered)
            await self.uploads.write(kept.channel_id, rendered, lambda r: r.edit_on(kept.message_id, message.edit),
                                     on_refused=self._pictures_refused(record.id, kept.channel_id))
            self.bot.open_panels.shown.showed(key, shown)
        except discord.HTTPException as exc:
            self.bot.open_panels.shown.showed(key, None)
            if transient(exc):
                raise
            if exc.code in REPLACE_TABLE_CODES:
                await self.replace_table(record, kept, reason=exc.code)
            else:
                log.warning("table of match %s not updated: %s", record.id, exc)
                if exc.code in LOST_PERMISSION_CODES:
                    self._spawn(self.permission_lost(record.id, kept.channel_id))

    async def replace_table(self, record: MatchRecord, old: MessageRecord | None = None, *, reason: int = 0) -> None:
        """Post a fresh table for ``record`` and keep it in place of ``old`` (or of the kept
        one), whose message can no longer be edited (``reason``: Discord's code, e.g. 30046
        edit limit, 50083 archived/locked thread, 10008 deleted). The old message is edited, if
        Discord still allows it, to point to the new one. Where the thread cannot be posted to
        the table goes to the match's channel."""
        old = old or (await self.kept(record.id)).get(("table", 0))
        rendered = await self.render_table(record)
        nonce = self._nonce()
        try:
            message = await self._send(self._target(record), rendered, nonce, match_id=record.id)
        except discord.HTTPException as exc:
            if transient(exc):
                raise
            message = None
        if message is None and record.channel_id:
            message = await self._send(self.bot.get_partial_messageable(record.channel_id, guild_id=record.guild_id),
                                       await self.render_table(record), nonce)
        if message is None:
            log.warning("match %s: its table could not be replaced", record.id)
            return
        await self.keep(MessageRecord(record.id, "table", 0, message.channel.id, message.id))
        log.info("match %s: table replaced (code %s)", record.id, reason)
        if old is not None and reason != DiscordCode.UNKNOWN_MESSAGE:
            self.point_later(record.id, old, message.jump_url)

    def point_later(self, match_id: int, old: MessageRecord, link: str, *, what: str = "table") -> None:
        """Edit a replaced kept message (``what``: "table", "copy", "lobby") to point to its
        successor at ``link``; while Discord still refuses edits of it (30046) the edit is tried
        again later."""
        async def point() -> None:
            stale = self.bot.get_partial_messageable(old.channel_id).get_partial_message(old.message_id)
            try:
                await stale.edit(**notice_kwargs(f"➡️ This {what} moved: {link}"))
            except discord.HTTPException as exc:
                if exc.code == DiscordCode.OLD_MESSAGE_EDIT_LIMIT:
                    raise RetryLater(str(exc)) from exc
                if transient(exc):
                    raise
                log.info("match %s: the old %s could not point to the new one: %s", match_id, what, exc)

        self.scheduler.submit(("moved", old.message_id), point)

    # ----------------------------------------------------------------- moderators (cogs/moderation.py)
    async def on_message_gone(self, match_id: int, purpose: str, message_id: int) -> None:
        """A kept message of a running match was deleted (MESSAGE_DELETE): the table is posted
        again (:meth:`replace_table`; should a newer redraw of the table come first, its edit
        meets 10008 and replaces it the same way) and the thread says so; a deleted turn
        mention is forgotten. Ignored unless ``message_id`` is still the kept one (the bot's
        own deletions, a second report)."""
        kept = (await self.kept(match_id)).get((purpose, 0))
        record = self.bot.service.match(match_id)
        if kept is None or kept.message_id != message_id or record is None:
            return
        if purpose == "ping":
            await self.forget(match_id, "ping")
            return
        if purpose == "table":
            self._post_later(record, Rendered(content="🧹 A moderator deleted the table message; here it is again."))

            async def post_again() -> None:
                current = (await self.kept(match_id)).get(("table", 0))
                if current is not None and current.message_id == message_id:
                    await self.replace_table(self.bot.service.match(match_id) or record, current,
                                             reason=DiscordCode.UNKNOWN_MESSAGE)

            self.scheduler.submit(("table", match_id), post_again, rank=URGENT)

    async def relocate(self, match_id: int, channel_id: int, note: str) -> None:
        """The match's thread can no longer be posted to (locked, or archived and the bot may
        not reopen it): play on in ``channel_id``. The table is posted there afresh (the old
        one points to it where Discord allows), ``note`` says why, and the next turn mention
        goes there too."""
        record = self.bot.service.match(match_id)
        if record is None or record.thread_id == channel_id:
            return
        old = (await self.kept(match_id)).get(("table", 0))
        await self.bot.service.set_thread(match_id, channel_id)
        ping = (await self.kept(match_id)).get(("ping", 0))
        if ping is not None:  # it stays in the closed thread; the next mention is posted here
            await self.forget(match_id, "ping")
        self._pinged.pop(match_id, None)
        self._post_later(record, Rendered(content=note))

        async def move_table() -> None:
            current = (await self.kept(match_id)).get(("table", 0))
            if current is not None and current.channel_id == channel_id:
                return  # already moved (an edit met the closed thread first)
            await self.replace_table(self.bot.service.match(match_id) or record, old, reason=DiscordCode.THREAD_ARCHIVED)

        self.scheduler.submit(("table", match_id), move_table, rank=URGENT)
        self._ping_later(record)

    def _pictures_refused(self, match_id: int | None, channel_id: int) -> Callable[[int], None] | None:
        """What to do when a match's pictures are refused in ``channel_id``: without Attach Files,
        tell the players once (:meth:`permission_lost`); over the upload limit the text says enough."""
        if match_id is None:
            return None

        def refused(code: int) -> None:
            if code == DiscordCode.MISSING_PERMISSIONS:
                self._spawn(self.permission_lost(match_id, channel_id))

        return refused

    async def permission_lost(self, match_id: int, channel_id: int) -> None:
        """Discord refused a write of a running match in ``channel_id`` for a missing permission
        (50001, 50013) after Start. The players are told once (again only when other permissions
        go missing), in one line naming what is missing, where the bot can still reach them, and
        play goes on where it can: from a thread the bot may no longer post in, to its parent
        channel (as for a locked thread: :meth:`relocate`); from a channel it may no longer see
        or post in, in each player's DM copy (DM copies stay playable)."""
        record = self.bot.service.match(match_id)
        guild = self.bot.get_guild(record.guild_id or 0) if record is not None else None
        if record is None or record.status != MatchStatus.ACTIVE or guild is None:
            return
        channel = guild.get_channel_or_thread(channel_id)
        in_thread = isinstance(channel, discord.Thread)
        missing = missing_permissions(channel.permissions_for(guild.me), in_thread=in_thread) if channel else []
        if not missing or frozenset(missing) <= self._told_missing.get(match_id, frozenset()):
            return  # already told (or the cache has not seen the change yet: the next refusal tells)
        self._told_missing[match_id] = self._told_missing.get(match_id, frozenset()) | frozenset(missing)
        names = ", ".join(f"**{m}**" for m in missing)
        log.warning("match %s: missing %s in channel %s", match_id, ", ".join(missing), channel_id)
        parent = channel.parent if isinstance(channel, discord.Thread) else None
        there = parent.permissions_for(guild.me) if parent is not None else None
        if ("Send Messages in Threads" in missing and parent is not None and there is not None
                and there.view_channel and there.send_messages):
            await self.relocate(match_id, parent.id, f"🔒 I'm missing {names} in the match thread, so the match "
                                                    "goes on here. A moderator can give it back.")
            return
        title = f"{registry.get(record.game).title} #{match_id}"
        if "View Channel" not in missing and not any(m.startswith("Send Messages") for m in missing):
            # e.g. Attach Files or Embed Links: the match goes on in place; say so there
            self._post_later(record, Rendered(content=f"⚠️ I'm missing {names} here, so {title} is shown as text. "
                                                      "A moderator can give it back."))
            return
        line = (f"⚠️ I can no longer post in <#{channel_id}>, where {title} is played (I'm missing {names}). "
                "Moves still work from your DM copy of the panel; a moderator can give the permission back.")
        kept = await self.kept(match_id)
        for s in record.seats:
            if s.user_id and not s.is_bot and ("dm-closed", s.user_id) not in kept:
                try:
                    dm = await self._dm(s.user_id)
                    await dm.send(line, nonce=self._nonce())
                except discord.HTTPException as exc:
                    log.info("match %s: could not tell %s of the missing permission: %s", match_id, s.user_id, exc)

    async def _uncache_when_drawn(self, record: MatchRecord) -> None:
        """After a match ended: once its final writes are made (retries included), drop what is
        cached for it, so finished matches hold no memory (a restart's repair reads it again)."""
        people = [s.user_id for s in record.seats if s.user_id]
        keys = [("table", record.id), ("thread", record.id)] + [
            (kind, record.id, user) for user in people for kind in ("dm", "panel")]
        while any(self.scheduler.pending(k) for k in keys):
            await asyncio.sleep(0.5)
        self._kept.pop(record.id, None)
        self._pinged.pop(record.id, None)
        self.bot.open_panels.shown.forget_match(record.id)
        self._told_missing.pop(record.id, None)

    def _spawn(self, work: Coroutine[Any, Any, None]) -> None:
        task = asyncio.ensure_future(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def place_gone(self, record: MatchRecord, event: Event) -> None:
        """The match ended because its place is gone (``event``: :data:`PLACE_GONE`, whose data
        names the ``place`` and the channel ids ``gone``). Every kept message the bot can still
        reach says so in one line instead of a turn in progress: each DM copy and open panel,
        the lobby message and a table outside the place gone (a turn mention there is deleted);
        when only the thread went, one line is posted in its parent channel. Each write is tried
        once (a place that is gone refuses at once); nothing is retried."""
        place = str(event.data.get("place", "channel"))
        gone = {int(i) for i in event.data.get("gone", ())}
        title = registry.get(record.game).title
        line = clip(f"⏹️ **{title} #{record.id} ended** — {event.text}", CONTENT)
        ended: dict[str, Any] = {"content": line, "embeds": [], "view": None, "attachments": []}
        writes: list[Coroutine[Any, Any, Any]] = []
        reachable = place != "server"
        for (purpose, _user), kept in (await self.kept(record.id)).items():
            in_place = kept.channel_id in gone or not reachable
            message = self.bot.get_partial_messageable(kept.channel_id).get_partial_message(kept.message_id)
            if purpose == "dm" or (purpose in ("lobby", "table") and not in_place):
                # tables and DM copies are components-v2 layouts (no content beside them); the lobby is classic
                writes.append(message.edit(**(ended if purpose == "lobby" else notice_kwargs(line))))
            elif purpose == "ping" and not in_place:
                writes.append(message.delete())
        for panel in self.bot.open_panels.of_match(record.id):  # ephemerals in a deleted thread or channel went with it
            if place == "server" or (place == "thread" and panel.interaction.channel_id not in gone):
                writes.append(self.bot.open_panels.edit(panel, record.version, **notice_kwargs(line)))
        if place == "thread" and record.channel_id and record.channel_id not in gone:
            parent = self.bot.get_partial_messageable(record.channel_id, guild_id=record.guild_id)
            writes.append(parent.send(content=line, nonce=self._nonce()))
        for outcome in await asyncio.gather(*writes, return_exceptions=True):
            if isinstance(outcome, Exception):
                log.info("match %s: a message could not say the match ended: %s", record.id, outcome)

    async def forget_match(self, match_id: int) -> None:
        """Forget everything held for a match whose place is gone (guild left, channel or thread
        deleted): the match's queued writes are let run out first (they fail at once against a
        place that is gone and are not retried; at most :data:`FORGET_WAIT_S`), then its cached
        kept messages, mentions and open panels are dropped."""
        record = await self.bot.service.fetch(match_id)
        people = [s.user_id for s in record.seats if s.user_id] if record is not None else []
        keys = [("table", match_id), ("thread", match_id)] + [
            (kind, match_id, user) for user in people for kind in ("dm", "panel")]
        deadline = asyncio.get_running_loop().time() + FORGET_WAIT_S
        while any(self.scheduler.pending(k) for k in keys) and asyncio.get_running_loop().time() < deadline:
            await asyncio.sleep(0.02)
        self._kept.pop(match_id, None)
        self._pinged.pop(match_id, None)
        self._joined.pop(match_id, None)
        self._forget_moves(match_id)
        self._to_act.pop(match_id, None)
        self._told_missing.pop(match_id, None)
        self.bot.open_panels.forget_match(match_id)

    # ----------------------------------------------------------------- private copies
    async def _dm(self, user_id: int) -> discord.DMChannel:
        """The DM channel with ``user_id``: known, or opened (one request). The person needs not
        be fetched first (``GET /users/{id}``, a request against the global limit, issue 25)."""
        return await self.bot.create_dm(discord.Object(user_id))

    async def _draw_dm(self, record: MatchRecord, seat: int, user_id: int) -> None:
        """Send or edit ``user_id``'s DM copy of their panel to show ``record``."""
        kept = await self.kept(record.id)
        remind = self.dm_reminders.pop((record.id, user_id), None)  # a turn reminder rides on this draw (cogs/reminders.py)
        if ("dm-closed", user_id) in kept:
            if remind is not None:
                await remind.closed(record, seat)
            return
        copies = await self.bot.service.user_settings.get_dms(user_id)
        header = await remind.header(record, seat) if remind is not None else None  # None: no longer due
        if not copies and header is None:
            return  # the person turned DM copies off (/settings dms:off)
        known = kept.get(("dm", user_id))
        key = ("dm", record.id, user_id)
        plain = header is None and self.bot.settings.receives_dms()  # the copy is the panel as built
        basis = panel_basis(self.bot.service, record, seat) if plain else None
        if known is not None and self.bot.open_panels.shown.same_basis(key, basis):
            return  # it shows what this basis builds: no build, no draw, no edit
        rendered = build_panel(self.bot.service, record, seat) if copies else Rendered(content=header)
        if header is not None and copies:
            rendered.content = clip(header + "\n\n" + (rendered.content or ""), CONTENT)
        if not self.bot.settings.receives_dms() and rendered.view is not None:
            # Its buttons would reach the process running shard 0, which does not hold this match.
            rendered.view = None
            note = f"To play, press **{GAME_UIS[record.game].panel_label}** on the table in the match thread."
            rendered.content = clip(((rendered.content or "") + "\n" + note).strip(), CONTENT)
        shown = digest(rendered)
        self.bot.open_panels.shown.built(key, basis, shown)
        if known is not None and self.bot.open_panels.shown.same(key, shown):
            return  # the DM copy shows this already (cogs.kit.digest): no draw, no edit
        self.bot.open_panels.shown.showed(key, None)  # until the write below is confirmed
        await self._draw(rendered)
        try:
            uploads = partial(self.uploads.write, user_id, rendered)  # pictures refused in DMs: by person
            if header is not None:  # a new message, so the person is notified; it becomes the DM copy
                dm = await self._dm(user_id)
                nonce = self._nonce()
                message = await uploads(lambda r: dm.send(**r.send_kwargs(), nonce=nonce))
                rendered.note(message)
                if copies:
                    await self.keep(MessageRecord(record.id, "dm", user_id, message.channel.id, message.id))
                    if known is not None:  # one playable copy: the older one goes
                        await self._retire_copy(known)
            elif known is None:
                dm = await self._dm(user_id)
                nonce = self._nonce()
                message = await uploads(lambda r: dm.send(**r.send_kwargs(), nonce=nonce))
                rendered.note(message)
                await self.keep(MessageRecord(record.id, "dm", user_id, message.channel.id, message.id))
            else:
                copy = self.bot.get_partial_messageable(known.channel_id).get_partial_message(known.message_id)
                try:
                    await uploads(lambda r: r.edit_on(known.message_id, copy.edit))
                except discord.HTTPException as exc:
                    if exc.code not in REPLACE_COPY_CODES:
                        raise
                    # deleted by the person (10008), past the edit limit of old messages (30046) or out
                    # of reach: a fresh copy replaces it, and the old one points to it where it still can
                    nonce = self._nonce()
                    message = await uploads(lambda r: copy.channel.send(**r.send_kwargs(), nonce=nonce))
                    rendered.note(message)
                    await self.keep(MessageRecord(record.id, "dm", user_id, message.channel.id, message.id))
                    log.info("match %s: DM copy of %s replaced (code %s)", record.id, user_id, exc.code)
                    if exc.code != DiscordCode.UNKNOWN_MESSAGE:
                        self.point_later(record.id, known, message.jump_url, what="copy")
            self.bot.open_panels.shown.showed(key, shown)
        except discord.Forbidden as exc:
            if exc.code == DiscordCode.CANNOT_DM:
                await self.keep(MessageRecord(record.id, "dm-closed", user_id, 0, 0))
                if remind is not None:
                    await remind.closed(record, seat)
            else:
                log.warning("DM to %s refused: %s", user_id, exc)
        except discord.HTTPException as exc:
            if transient(exc):
                if remind is not None:  # the retry sends it
                    self.dm_reminders.setdefault((record.id, user_id), remind)
                raise
            log.warning("DM copy for %s in match %s not updated: %s", user_id, record.id, exc)

    async def _draw_panel(self, record: MatchRecord, panel: OpenPanel, seat: int) -> None:
        """Redraw an open ephemeral panel through its interaction token (:mod:`cogs.kit.open_panels`),
        from committed state like the DM copies; the final one at the end of the match."""
        live = self.bot.open_panels
        if panel.answering is not None:  # a click on this panel is being answered, which redraws it: wait for it
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(panel.answering.wait(), ANSWER_WAIT_S)
            panel = live.current(record.id, panel.user_id) or panel
        if panel.version >= record.version and record.status == MatchStatus.ACTIVE:
            return  # it already shows this version (the player's own click redrew it, maybe with a warning)
        key = ("panel", record.id, panel.user_id)
        basis = panel_basis(self.bot.service, record, seat)
        if live.shown.same_basis(key, basis):
            panel.version = max(panel.version, record.version)  # it shows what this basis builds: no build
            return
        rendered = build_panel(self.bot.service, record, seat)
        shown = digest(rendered)
        live.shown.built(key, basis, shown)
        if record.status == MatchStatus.ACTIVE and live.shown.same(key, shown):
            panel.version = max(panel.version, record.version)  # what it shows did not change: no draw, no edit
            return
        live.shown.showed(key, None)  # until the edit below is confirmed
        await self._draw(rendered)
        kept_open = await rendered.edit_on(panel.message_id, partial(live.edit, panel, record.version, retry=True,
                                                                     on_sent=rendered.note))
        if kept_open:
            live.shown.showed(key, shown)
        if record.status != MatchStatus.ACTIVE:
            live.forget(panel)
        elif not kept_open and not any(p.user_id == panel.user_id for p in live.of_match(record.id)):
            # Discord refused the panel's edit (token no longer valid, message gone): its DM copy,
            # left alone while the panel was kept current, is brought up to date instead
            self._redraw_dm(record, seat, panel.user_id)

    @commands.Cog.listener()
    async def on_dm_copy_raced(self, match_id: int, user_id: int) -> None:
        """A click's answer edited ``user_id``'s DM copy while this cog's edit of it was in flight
        (:data:`cogs.kit.panels.DM_COPY_RACED`): that edit may land last and show an older state,
        so the copy is drawn again once it is done (the same queue), whatever its digest says."""
        record = self.bot.service.match(match_id)
        if record is None or record.status != MatchStatus.ACTIVE:
            return  # the end of the match redraws every copy
        seat = seat_in(self.bot.service, record, user_id)  # the seat the click's answer drew the copy for
        if seat is None:
            return
        self.bot.open_panels.shown.showed(("dm", match_id, user_id), None)
        self._redraw_dm(record, seat, user_id)

    # ----------------------------------------------------------------- turn mentions
    async def _turn_ping(self, record: MatchRecord, nonce: str) -> None:
        """Mention the people to act when their turn starts after someone else's (games with a
        turn timer, at live speeds: a match played over days notifies through its reminders): not
        again while the same people go on acting (a trick winner leading again, several moves in one turn)
        or when bots play in between, and not those who moved in the last
        :attr:`active_s` seconds (they are playing along; a reminder still comes before a timeout).
        The new mention is posted first, then the previous one is deleted (retried until Discord
        confirms)."""
        game = registry.get(record.game)
        service = self.bot.service
        live = service.match(record.id)
        if not game.turn_timer or live is None or live.status != MatchStatus.ACTIVE:
            return
        if is_turn_based(service.settings(live).turn_timeout_s) and self.bot.get_cog("ReminderCog") is not None:
            return  # over days, the reminders notify (a DM, or one thread mention): cogs/reminders.py
        people = sorted(s for s in service.to_act(record.id) if not live.seats[s].is_bot)
        turn = frozenset(people)
        if not people or turn <= self._pinged.get(record.id, frozenset()):
            return  # bots are playing, or the same people (or some of them) go on: the mention stands
        now = service.clock()
        away = [s for s in people if now - self._moved.get((record.id, s), -self.active_s) >= self.active_s]
        old = (await self.kept(record.id)).get(("ping", 0))
        if not away:  # everyone to act moved a moment ago: they are watching, no mention
            self._pinged[record.id] = turn
            if old is not None:  # the last mention named someone whose turn is over
                await self._retire_ping(record.id, old)
            return
        parts = []
        for seat in away:
            deadline = service.deadline(record.id, seat)
            when = f" (move made for you <t:{int(deadline)}:R>)" if deadline else ""
            parts.append(f"{mention(live, seat)}, your turn{when}.")
        message = await self._send(self._target(record), Rendered(content=" ".join(parts)), nonce, match_id=record.id)
        self._pinged[record.id] = turn
        if message is not None:  # remembered so a restarted bot can still clean it up
            await self.keep(MessageRecord(record.id, "ping", 0, message.channel.id, message.id))
        if old is not None:
            await self._retire_ping(record.id, old)

    async def _retire_ping(self, match_id: int, ping: MessageRecord) -> None:
        """Delete an old turn mention: remembered as "unping" until Discord confirms, so a
        failed delete is retried (also after a restart)."""
        await self.keep(MessageRecord(match_id, UNPING, ping.message_id, ping.channel_id, ping.message_id))
        if (await self.kept(match_id)).get(("ping", 0)) == ping:
            await self.forget(match_id, "ping")
        self._delete_later(match_id, ping.channel_id, ping.message_id)

    async def _retire_copy(self, old: MessageRecord) -> None:
        """Delete DM copy ``old``, replaced by a newer one. It is marked replaced first, so a click
        on it from now on is answered with a new private message (:func:`cogs.kit.panels.refresh_panel`,
        which reads the mark under the copy's edit hold), and deleted under that hold
        (:meth:`cogs.kit.attachments.Attachments.editing`, waiting up to its 0.5 s for an answer already
        editing the copy). An answer whose edit still meets the delete (Discord: 10008 Unknown
        Message) falls back to a new private message as well."""
        self.bot.open_panels.retire_copy(old.message_id)
        async with ATTACHMENTS.editing(old.message_id):
            with contextlib.suppress(discord.HTTPException):
                await self.bot.get_partial_messageable(old.channel_id).get_partial_message(old.message_id).delete()

    def _delete_later(self, match_id: int, channel_id: int, message_id: int) -> None:
        async def delete() -> None:
            with contextlib.suppress(discord.NotFound):  # already gone: done
                await self.bot.get_partial_messageable(channel_id).get_partial_message(message_id).delete()
            await self.forget(match_id, UNPING, message_id)

        self.scheduler.submit(("delete", message_id), delete, rank=URGENT)

    # ----------------------------------------------------------------- restart
    @commands.Cog.listener()
    async def on_ready(self) -> None:
        """After a (re)start: give every running match its table (if the bot stopped before
        posting it) and redraw tables, DM copies and pings, since updates may have been
        committed while no one was drawing them; redraw the final tables and DM copies of
        matches that ended in the last :data:`REPAIR_WINDOW_S` (their last edits may have
        failed), and delete turn mentions whose deletion was not confirmed. Runs once per process."""
        if self._repaired:
            return
        self._repaired = True
        service = self.bot.service
        for record in service.running():
            if record.status != MatchStatus.ACTIVE or record.game not in GAME_UIS:
                continue
            try:
                await self._repair(record)
                self._ping_later(record)
            except Exception:
                log.exception("could not restore the table of match %s", record.id)
        since = service.clock() - REPAIR_WINDOW_S
        try:
            ended = await service.ended_since(since)
        except Exception:
            log.exception("could not list the matches that ended recently")
            ended = []
        for record in ended:
            if record.updated_at < since or record.state is None or record.game not in GAME_UIS:
                continue
            try:
                await self._repair(record)
                self._unping_later(record)
                self._spawn(self._uncache_when_drawn(record))  # its kept messages leave memory once redrawn
            except Exception:
                log.exception("could not repair the final table of match %s", record.id)

    async def _repair(self, record: MatchRecord) -> None:
        kept = await self.kept(record.id)
        if ("table", 0) not in kept and record.status == MatchStatus.ACTIVE:
            self._post_later(record, self._open_table_job(record))
        else:
            self.refresh_table(record)
        self._refresh_private(record, None)
        for (purpose, _), message in list(kept.items()):
            if purpose == UNPING:
                self._delete_later(record.id, message.channel_id, message.message_id)

    # ----------------------------------------------------------------- pictures back (cogs/uploads.py)
    @commands.Cog.listener()
    async def on_guild_channel_update(self, before: discord.abc.GuildChannel, after: discord.abc.GuildChannel) -> None:
        await self.pictures_back(after.guild)

    @commands.Cog.listener()
    async def on_guild_role_update(self, before: discord.Role, after: discord.Role) -> None:
        await self.pictures_back(after.guild)

    async def pictures_back(self, guild: discord.Guild) -> None:
        """Permissions changed in ``guild``: where pictures were refused for Attach Files and the
        bot may attach files again, the tables there are redrawn with their pictures."""
        back = set()
        for channel_id in list(self.uploads.refused):
            channel = guild.get_channel_or_thread(channel_id)
            if channel is not None and self.uploads.permission_back(
                    channel_id, channel.permissions_for(guild.me).attach_files):
                back.add(channel_id)
        if not back:
            return
        for record in self.bot.service.running(guild.id):
            kept = (await self.kept(record.id)).get(("table", 0))
            if record.status == MatchStatus.ACTIVE and kept is not None and kept.channel_id in back:
                # what it shows is unchanged, but its pictures were left out: redraw it whatever its digest
                self.bot.open_panels.shown.showed(("table", record.id, kept.message_id), None)
                self.refresh_table(record)


async def setup(bot: MenagerieBot) -> None:
    await bot.add_cog(TableCog(bot))
