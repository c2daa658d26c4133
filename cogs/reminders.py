"""Turn reminders: a thread mention before a live timer runs out; DMs in turn-based matches.

**Live matches** (turn timer under 12 h, :func:`engine.service.match_settings.is_turn_based`):
the service says when (``MatchUpdate`` kind "reminder", :func:`engine.service.match_settings.remind_lead`:
a minute before the deadline, or at 80 % of a shorter timer; none under 30 s). The reminder
is the quietest that still reaches the person: one message naming them and the deadline,
deleted as soon as they move, the turn passes to someone else, or the match ends, so a
thread never holds more than one reminder per match and read threads stay clean.
Nothing is posted for a seat a bot plays. A posted reminder is kept (purpose ``"reminder"``)
so a restart between post and delete still deletes it (:meth:`ReminderCog.on_ready`).

**Turn-based matches** (issue 21): when a person's turn starts, and again when 80 % of its
time has gone (:mod:`cogs.shared.reminder_times`), they get a DM: the game, the match, the server,
what is asked of them (the game UI's :meth:`~cogs.kit.ui.GameUI.asked`, from their own view), the
deadline as Discord timestamps, a link to the thread, and their playable panel: the reminder is
sent as a new DM copy of the panel (so Discord notifies) and the older copy is deleted
(:meth:`cogs.table.TableCog.remind`). Not while they are playing (a move in the last 5
minutes: read from the committed moves, :func:`engine.service.turns.own_moves`, at each update
and once at start-up, so a restart does not forget it), not in their quiet hours (it waits for
their end). With DMs closed (Discord 50007) one mention in the match thread instead, once per
turn; with reminders off (``/settings reminders:off``) no DM, only one thread mention when the
turn starts (after quiet hours and play, like the DMs). These are the only turn notifications of a turn-based match: the
table's turn-start mention (:mod:`cogs.table.mentions`) is for live matches, so each
person gets one notification per reminder, never a mention and a DM at once.

All pending DM reminders sit in one heap read by one task on the service's clock (woken at
least every :data:`NAP_S` seconds, so a clock moved by a test or a suspended host is noticed).
Nothing is sent while an admin has paused the match (``/pause``); at ``/resume`` the turn's start
and deadline have moved by the pause, and its reminders are planned again from them.
Each reminder is claimed in the database before it goes (:class:`storage.reminders.ReminderStore`),
so a restart never sends one twice; the schedule itself is derived again from the running
matches at start-up. Every write goes through the table's render scheduler at the lowest rank
(``ROUTINE``): a reminder never holds back a table, a turn mention or an answer.
"""
from __future__ import annotations

import asyncio
import contextlib
import copy
import heapq
import logging
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import discord
from discord.ext import commands

from cogs.kit.budget import ROUTINE, URGENT
from cogs.kit.panels import view_of
from cogs.kit.render_queue import RenderScheduler, transient
from cogs.kit.rendered import pings
from cogs.kit.text import safe
from cogs.kit.ui import GAME_UIS
from cogs.shared.reminder_times import LATE, LATE_FRACTION, START, THREAD, due_times, mention_times, not_while_playing
from cogs.shared.words import mention, thread_link
from engine import registry
from engine.service import MatchUpdate, UpdateKind
from engine.service.match_settings import is_turn_based
from engine.service.turns import own_moves
from storage import MatchRecord, MatchStatus, MessageRecord
from storage.reminders import KINDS

if TYPE_CHECKING:
    from cogs.client import MenagerieBot
    from cogs.shared.table_door import TableDoor
    from engine.service.turns import Turn

log = logging.getLogger(__name__)

NAP_S = 1.0
"""Longest the reminder task sleeps before looking at the clock again (seconds, real time)."""

CLOSED_NOTE = "(Your DMs are closed, so your reminder comes here.)"
"""Ends the thread mention that stands in for the DM reminders of someone whose DMs are closed."""
OFF_NOTE = "(Your reminders are off, so this is your one mention; `/settings reminders:on` sends DMs.)"
"""Ends the one turn-start mention of someone who turned reminders off."""

Key = tuple[int, str, str]
"""(match, turn, kind) of one reminder."""


@dataclass(frozen=True)
class _Pending:
    match_id: int
    seat: int
    turn: str
    kind: str

    @property
    def key(self) -> Key:
        return (self.match_id, self.turn, self.kind)


class ReminderCog(commands.Cog):
    """Posts and retires live turn reminders, and sends turn-based reminders. Subscribes to the MatchService."""

    paused = False
    """True: the reminder task sends nothing by itself, only :meth:`run_due` does (tests that check
    what is sent at chosen moments set it; the schedule is kept as usual)."""

    def __init__(self, bot: MenagerieBot) -> None:
        self.bot = bot
        self._sent: dict[int, tuple[int, int, int]] = {}  # match -> (seat, channel, message) of its live reminder
        self._swept = False
        self._heap: list[tuple[float, int, _Pending]] = []
        self._due: dict[Key, float] = {}  # the reminders still wanted, by when (heap entries elsewhere are stale)
        self._done: set[Key] = set()  # reminders sent (or claimed by another run) in running matches
        self._turns: dict[int, set[str]] = {}  # match -> its running turns that have reminders planned or sent
        self._last_move: dict[int, float] = {}  # user -> their last own move, as committed (any match here)
        self._seq = 0
        self._wake = asyncio.Event()
        self._lock = asyncio.Lock()
        self._task: asyncio.Task[None] | None = None
        self._forgets: set[asyncio.Future[None]] = set()
        self.sent_dms = 0
        """DM reminders handed to the render scheduler (for benches and tests)."""
        bot.service.subscribe(self.on_update)

    async def cog_load(self) -> None:
        self._task = asyncio.create_task(self._loop())

    async def cog_unload(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    @property
    def _table(self) -> TableDoor | None:
        return self.bot.table

    @property
    def _scheduler(self) -> RenderScheduler | None:
        table = self.bot.table
        return table.scheduler if table is not None else None

    def _turn_based(self, record: MatchRecord) -> bool:
        return is_turn_based(self.bot.service.settings(record).turn_timeout_s)

    # ----------------------------------------------------------------- updates
    async def on_update(self, update: MatchUpdate) -> None:
        """Plan the turn-based reminders this change calls for, or queue the live reminder work
        behind the match's earlier reminder work (in order, retried on transient errors); returns at once."""
        record = update.match
        if record.game in GAME_UIS and self._turn_based(record):
            self._note_moves(record)
            self.plan(record.id)
            return
        scheduler = self._scheduler
        if scheduler is None:
            return
        key = ("reminder", record.id)
        if update.kind == UpdateKind.REMINDER or record.id in self._sent or scheduler.pending(key):
            scheduler.submit(key, partial(self._handle, update), rank=URGENT, ordered=True)

    def _note_moves(self, record: MatchRecord) -> None:
        """Remember when the people of ``record`` (a committed snapshot) last moved themselves, as the
        match's stored timers say (:func:`engine.service.turns.own_moves`): the same after a restart."""
        for user_id, at in own_moves(record).items():
            if at > self._last_move.get(user_id, float("-inf")):
                self._last_move[user_id] = at

    # ----------------------------------------------------------------- turn-based: the schedule
    def plan(self, match_id: int) -> None:
        """Bring the schedule of ``match_id`` up to date: a start and a late reminder for each person
        whose turn is running (unless already sent), none for turns that are over."""
        service = self.bot.service
        live = service.match(match_id)
        turns: list[Turn] = []
        if live is not None and live.status == MatchStatus.ACTIVE and self._turn_based(live):
            for seat in sorted(service.to_act(match_id)):
                if live.seats[seat].is_bot or live.seats[seat].user_id is None:
                    continue
                turn = service.turn(match_id, seat)
                if turn is not None and turn.deadline is not None:
                    turns.append(turn)
        current = {t.key for t in turns}
        ended = self._turns.pop(match_id, set()) - current
        for turn_key in ended:  # those turns are over: nothing of them is due any more
            for kind in KINDS:
                self._due.pop((match_id, turn_key, kind), None)
                self._done.discard((match_id, turn_key, kind))
        if ended:
            self._spawn_forget(match_id, current)
        if current:
            self._turns[match_id] = current
        for turn in turns:
            assert turn.deadline is not None
            span = turn.deadline - turn.started_at
            for kind, at in ((START, turn.started_at), (LATE, turn.started_at + LATE_FRACTION * span)):
                self._push(_Pending(match_id, turn.seat, turn.key, kind), at)

    def _push(self, pending: _Pending, at: float) -> None:
        """Plan ``pending`` at ``at`` unless it was sent or is planned already (a re-plan never
        moves it: quiet hours and play are checked when it is due)."""
        if pending.key in self._done or pending.key in self._due:
            return
        self._reschedule(pending, at)
        self._wake.set()

    def _reschedule(self, pending: _Pending, at: float) -> None:
        self._due[pending.key] = at
        self._seq += 1
        heapq.heappush(self._heap, (at, self._seq, pending))

    def _spawn_forget(self, match_id: int, keep: set[str]) -> None:
        """Delete the ledger rows of ``match_id``'s finished turns, in the background."""
        async def forget() -> None:
            try:
                await self.bot.service.reminders.forget_turns(match_id, keep)
            except Exception:
                log.exception("could not forget the reminders of match %s", match_id)

        task = asyncio.ensure_future(forget())
        self._forgets.add(task)
        task.add_done_callback(self._forgets.discard)

    async def flush(self) -> None:
        """Wait for the ledger clean-ups under way (the harness waits on every cog's ``flush``)."""
        if self._forgets:
            await asyncio.gather(*list(self._forgets), return_exceptions=True)

    @property
    def pending(self) -> int:
        """Reminders waiting to be due (for benches and tests)."""
        return len(self._due)

    async def _loop(self) -> None:
        """The one reminder task: send what is due, then sleep until the next one (at most :data:`NAP_S`)."""
        while True:
            try:
                if not self.paused:
                    await self.run_due()
            except Exception:
                log.exception("turn reminders failed; going on")
            clock = self.bot.service.clock
            wait = NAP_S if not self._heap else max(0.0, min(NAP_S, self._heap[0][0] - clock()))
            self._wake.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout=wait)

    async def run_due(self) -> int:
        """Handle every reminder due by the service's clock now; returns how many were handed on
        (sent or posted). Tests call it after moving the clock, then wait for the writes."""
        async with self._lock:
            now = self.bot.service.clock()
            handed = 0
            while self._heap and self._heap[0][0] <= now:
                at, _, pending = heapq.heappop(self._heap)
                if self._due.get(pending.key) != at:
                    continue  # replaced or dropped
                del self._due[pending.key]
                try:
                    handed += await self._fire(pending, now)
                except Exception:
                    log.exception("reminder %s failed", pending.key)
            return handed

    async def _fire(self, pending: _Pending, now: float) -> int:
        """One due reminder: check it still applies and when the person may be reminded; then
        claim it in the ledger and hand it to the DM copy's next draw (or the thread)."""
        service = self.bot.service
        turn = service.turn(pending.match_id, pending.seat)
        if turn is None or turn.key != pending.turn or turn.deadline is None or turn.user_id is None:
            return 0
        if service.paused(pending.match_id) is not None:
            return 0  # no "your turn" while moves are refused; the resume's update plans it again, moved by the pause
        user_id = int(turn.user_id)
        prefs = await service.user_settings.get_prefs(user_id)
        times = due_times(turn.started_at, turn.deadline, prefs) if prefs.reminders else mention_times(
            turn.started_at, turn.deadline, prefs)
        if pending.kind not in times:
            return 0  # it would come too late (quiet hours until after the deadline), or reminders are off (no late one)
        # The last move as committed (stored with the match's timers), so a restart still knows who is playing.
        when = not_while_playing(times[pending.kind], self._last_move.get(user_id))
        if when > now:
            if when < turn.deadline:
                self._reschedule(pending, when)
            return 0
        table, scheduler = self._table, self._scheduler
        record = service.match(pending.match_id)
        if table is None or scheduler is None or record is None:
            return 0
        if not prefs.reminders:
            return await self._thread_mention(turn, OFF_NOTE)
        closed = ("dm-closed", user_id) in await table.kept(record.id)
        if closed:
            return await self._thread_mention(turn)
        if not await service.reminders.claim(record.id, turn.key, pending.kind, user_id, now):
            self._done.add(pending.key)
            return 0
        self._done.add(pending.key)
        snapshot = copy.copy(record)  # the committed match as it is now; later moves don't show through
        snapshot.seats, snapshot.timers = list(record.seats), dict(record.timers)
        table.remind(snapshot, pending.seat, user_id, _DmReminder(self, turn, pending.kind))  # the DM copy's own queue
        self.sent_dms += 1
        return 1

    def _stand_again(self, record: MatchRecord) -> None:
        """After a restart: a DM reminder sent for a turn still running stands on the person's DM copy
        again (the latest of its kinds), drawn on the copy as it is, not sent anew."""
        table, service = self._table, self.bot.service
        if table is None:
            return
        for seat in sorted(service.to_act(record.id)):
            turn = service.turn(record.id, seat)
            if turn is None or turn.user_id is None:
                continue
            sent = [kind for kind in (LATE, START) if (record.id, turn.key, kind) in self._done]
            if sent:
                table.remind(record, seat, int(turn.user_id), _DmReminder(self, turn, sent[0]), send=False)

    async def _thread_mention(self, turn: Turn, note: str | None = None) -> int:
        """One mention in the match thread for this turn, instead of the DMs: the person's DMs are
        closed (``note`` None: :data:`CLOSED_NOTE`), or they turned reminders off (:data:`OFF_NOTE`)."""
        record, user_id = turn.record, turn.user_id
        assert user_id is not None
        for kind in (START, LATE):
            self._done.add((record.id, turn.key, kind))
        if not await self.bot.service.reminders.claim(record.id, turn.key, THREAD, int(user_id), self.bot.service.clock()):
            return 0
        scheduler = self._scheduler
        if scheduler is None:
            return 0
        text = (f"⏰ {mention(record, turn.seat)}, your turn: {self.asked(record, turn.seat)}. "
                f"Move by {_when(turn.deadline)}, or a move is made for you. "
                f"{note or CLOSED_NOTE}")
        target = self.bot.get_partial_messageable(record.thread_id or record.channel_id or 0, guild_id=record.guild_id)

        async def post() -> None:
            await target.send(text, allowed_mentions=pings([int(user_id)]))  # the one person it is for

        scheduler.submit(("thread-reminder", record.id), post, rank=ROUTINE, ordered=True)
        return 1

    def asked(self, record: MatchRecord, seat: int) -> str:
        """What ``seat`` is asked to do now, in the game's words (from that seat's own view)."""
        ui = GAME_UIS[record.game]
        try:
            return ui.asked(view_of(self.bot.service, record, seat), seat)
        except Exception:
            log.exception("asked() failed for match %s", record.id)
            return "make your move"

    def header(self, turn: Turn, kind: str, record: MatchRecord) -> str:
        """The lines that open a reminder DM (see the module doc)."""
        title = registry.get(record.game).title
        guild = self.bot.get_guild(record.guild_id or 0)
        where = f" on **{safe(guild.name)}**" if guild is not None else ""
        link = thread_link(record)
        first = ("⏰ **Your turn**" if kind == START else "⌛ **Most of your time is gone**")
        lines = [f"{first} in **{title} #{record.id}**{where}: {self.asked(record, turn.seat)}.",
                 f"Move by {_when(turn.deadline)}, or a move is made for you."]
        if link:
            lines.append(f"Thread: {link}")
        return "\n".join(lines)

    # ----------------------------------------------------------------- live matches
    async def _handle(self, update: MatchUpdate) -> None:
        """Post a reminder on a "reminder" update; retire the standing one once it no longer applies."""
        record = update.match
        if update.kind == UpdateKind.REMINDER and update.seat is not None:
            await self._retire(record.id)
            await self._remind(update)
            return
        sent = self._sent.get(record.id)
        if sent is None:
            return
        live = self.bot.service.match(record.id)
        seat = sent[0]
        if (live is None or live.status != MatchStatus.ACTIVE or update.seat == seat
                or seat not in self.bot.service.to_act(record.id)):
            await self._retire(record.id)

    async def _remind(self, update: MatchUpdate) -> None:
        service = self.bot.service
        live = service.match(update.match.id)
        seat = update.seat
        if live is None or seat is None or live.seats[seat].is_bot or live.seats[seat].user_id is None:
            return
        deadline = service.deadline(live.id, seat)
        when = f"<t:{int(deadline)}:R>" if deadline else "soon"
        target = self.bot.get_partial_messageable(live.thread_id or live.channel_id or 0, guild_id=live.guild_id)
        try:
            message = await target.send(f"⏰ {mention(live, seat)}, your turn runs out {when}: then a move is made for you.",
                                        allowed_mentions=pings([int(live.seats[seat].user_id or 0)]))
        except discord.HTTPException as exc:
            if transient(exc):
                raise  # the scheduler runs this update again
            log.warning("reminder in match %s not posted: %s", live.id, exc)
            return
        self._sent[live.id] = (seat, message.channel.id, message.id)
        await service.messages.save_message(MessageRecord(live.id, "reminder", 0, message.channel.id, message.id))

    async def _retire(self, match_id: int) -> None:
        sent = self._sent.pop(match_id, None)
        if sent is None:
            return
        await self._delete(match_id, sent[1], sent[2])

    async def _delete(self, match_id: int, channel_id: int, message_id: int) -> None:
        with contextlib.suppress(discord.NotFound):  # already gone is fine; other errors: kept, retried at the next start
            await self.bot.get_partial_messageable(channel_id).get_partial_message(message_id).delete()
        await self.bot.service.messages.delete_message(match_id, "reminder")

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        """Once per process: delete the live reminders a previous run posted and could not retire;
        read the turn-based reminders already sent (one query) and plan the rest."""
        if self._swept:
            return
        self._swept = True
        try:
            for key in await self.bot.service.reminders.sent_in_active():
                self._done.add(key)
                self._turns.setdefault(key[0], set()).add(key[1])
        except Exception:
            log.exception("could not read the reminders already sent")  # the ledger's claim still stops doubles
        for record in self.bot.service.running():
            if record.status == MatchStatus.ACTIVE and record.game in GAME_UIS and self._turn_based(record):
                self._note_moves(record)  # who moved a moment ago, from the stored timers (one pass, no query)
                self.plan(record.id)
                self._stand_again(record)
        for record in self.bot.service.running():
            for kept in await self.bot.service.messages.messages(record.id, "reminder"):
                try:
                    await self._delete(record.id, kept.channel_id, kept.message_id)
                except discord.HTTPException as exc:
                    log.warning("old reminder of match %s not deleted: %s", record.id, exc)


def _when(deadline: float | None) -> str:
    """A deadline as Discord timestamps: the date and time in the reader's own zone, and how long from now."""
    if deadline is None:
        return "the end of your turn"
    return f"<t:{int(deadline)}:f> (<t:{int(deadline)}:R>)"


@dataclass
class _DmReminder:
    """One reminder handed to the table's next draw of the person's DM copy (:class:`cogs.shared.table_door.DmReminder`)."""

    cog: ReminderCog
    turn: Turn
    kind: str

    async def header(self, record: MatchRecord, seat: int) -> str | None:
        current = self.cog.bot.service.turn(record.id, seat)
        if current is None or current.key != self.turn.key:
            return None  # the turn ended (before the DM could go, or since: the copy is the plain panel again)
        return self.cog.header(current, self.kind, record)

    def stands(self) -> bool:
        current = self.cog.bot.service.turn(self.turn.record.id, self.turn.seat)
        return current is not None and current.key == self.turn.key

    async def closed(self, record: MatchRecord, seat: int) -> None:
        current = self.cog.bot.service.turn(record.id, seat)
        if current is not None and current.key == self.turn.key:
            await self.cog._thread_mention(current)


async def setup(bot: MenagerieBot) -> None:
    await bot.add_cog(ReminderCog(bot))
