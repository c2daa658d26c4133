"""One due turn-based reminder (:mod:`cogs.reminders`): whether it still applies and when the person
may be reminded (their preferences, quiet hours, whether they are playing), then its DM (a new DM
copy of the panel, through ``bot.table``) or its one thread mention, and the words of both."""
from __future__ import annotations

import copy
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING

from cogs.kit.budget import ROUTINE
from cogs.kit.panels import view_of
from cogs.kit.rendered import pings
from cogs.kit.text import safe
from cogs.kit.ui import GAME_UIS
from cogs.lang import SOURCE, Lang, t
from cogs.lang.readers import person_lang, public_lang
from cogs.shared.reminder_times import LATE, START, THREAD, due_times, mention_times, not_while_playing
from cogs.shared.words import game_title, mention, thread_link

if TYPE_CHECKING:
    from cogs.client import MenagerieBot
    from cogs.reminders.schedule import Pending, ReminderSchedule
    from engine.service.turns import Turn
    from storage import MatchRecord

log = logging.getLogger(__name__)

CLOSED_NOTE = "closed"
"""The thread mention that stands in for the DM reminders of someone whose DMs are closed."""
OFF_NOTE = "off"
"""The one turn-start mention of someone who turned reminders off."""


class TurnNotices:
    """Sends the turn-based reminders :class:`~cogs.reminders.schedule.ReminderSchedule` finds due."""

    def __init__(self, bot: MenagerieBot, schedule: ReminderSchedule) -> None:
        self.bot = bot
        self.schedule = schedule
        self.sent_dms = 0
        """DM reminders handed to the render scheduler (for benches and tests)."""

    async def fire(self, pending: Pending, now: float) -> int:
        """One due reminder: check it still applies and when the person may be reminded; then
        claim it in the ledger and hand it to the DM copy's next draw (or the thread). Returns
        1 when it was handed on, else 0 (put back for later, or no longer due)."""
        service = self.bot.service
        turn = service.turn(pending.match_id, pending.seat)
        if turn is None or turn.key != pending.turn or turn.deadline is None or turn.user_id is None:
            return 0
        if service.paused(pending.match_id) is not None:
            return 0  # no "your turn" while moves are refused; the resume's update plans it again, moved by the pause
        user_id = int(turn.user_id)
        prefs = await service.preferences.get_prefs(user_id)
        times = due_times(turn.started_at, turn.deadline, prefs) if prefs.reminders else mention_times(
            turn.started_at, turn.deadline, prefs)
        if pending.kind not in times:
            return 0  # it would come too late (quiet hours until after the deadline), or reminders are off (no late one)
        # The last move as committed (stored with the match's timers), so a restart still knows who is playing.
        when = not_while_playing(times[pending.kind], self.schedule.last_move(user_id))
        if when > now:
            if when < turn.deadline:
                self.schedule.later(pending, when)
            return 0
        table = self.bot.table
        record = service.match(pending.match_id)
        if table is None or record is None:
            return 0
        if not prefs.reminders:
            return await self.thread_mention(turn, OFF_NOTE)
        closed = ("dm-closed", user_id) in await table.kept(record.id)
        if closed:
            return await self.thread_mention(turn)
        claimed = await service.reminders.claim(record.id, turn.key, pending.kind, user_id, now)
        self.schedule.sent(pending.key)
        if not claimed:
            return 0
        snapshot = copy.copy(record)  # the committed match as it is now; later moves don't show through
        snapshot.seats, snapshot.timers = list(record.seats), dict(record.timers)
        table.remind(snapshot, pending.seat, user_id, _DmReminder(self, turn, pending.kind))  # the DM copy's own queue
        self.sent_dms += 1
        return 1

    async def thread_mention(self, turn: Turn, note: str | None = None) -> int:
        """One mention in the match thread for this turn, instead of the DMs: the person's DMs are
        closed (``note`` None: :data:`CLOSED_NOTE`), or they turned reminders off (:data:`OFF_NOTE`)."""
        record, user_id = turn.record, turn.user_id
        assert user_id is not None
        for kind in (START, LATE):
            self.schedule.sent((record.id, turn.key, kind))
        if not await self.bot.service.reminders.claim(record.id, turn.key, THREAD, int(user_id), self.bot.service.clock()):
            return 0
        table = self.bot.table
        if table is None:
            return 0
        lang = await public_lang(record.guild_id, self.bot)  # posted in the thread
        text = t(lang, "core-reminder-thread", who=mention(record, turn.seat), asked=self.asked(record, turn.seat, lang),
                 when=when_text(lang, turn.deadline), why=note or CLOSED_NOTE)
        target = self.bot.get_partial_messageable(record.thread_id or record.channel_id or 0, guild_id=record.guild_id)

        async def post() -> None:
            await target.send(text, allowed_mentions=pings([int(user_id)]))  # the one person it is for

        table.scheduler.submit(("thread-reminder", record.id), post, rank=ROUTINE, ordered=True)
        return 1

    def stand_again(self, record: MatchRecord) -> None:
        """After a restart: a DM reminder sent for a turn still running stands on the person's DM copy
        again (the latest of its kinds), drawn on the copy as it is, not sent anew."""
        table, service = self.bot.table, self.bot.service
        if table is None:
            return
        for seat in sorted(service.to_act(record.id)):
            turn = service.turn(record.id, seat)
            if turn is None or turn.user_id is None:
                continue
            sent = [kind for kind in (LATE, START) if self.schedule.was_sent((record.id, turn.key, kind))]
            if sent:
                table.remind(record, seat, int(turn.user_id), _DmReminder(self, turn, sent[0]), send=False)

    def asked(self, record: MatchRecord, seat: int, lang: Lang = SOURCE) -> str:
        """What ``seat`` is asked to do now, in the game's words (from that seat's own view), in ``lang``."""
        ui = GAME_UIS[record.game]
        try:
            return ui.asked(view_of(self.bot.service, record, seat), seat, lang)
        except Exception:
            log.exception("asked() failed for match %s", record.id)
            return t(lang, "core-asked-move")

    def header(self, turn: Turn, kind: str, record: MatchRecord, lang: Lang = SOURCE) -> str:
        """The lines that open a reminder DM (see :mod:`cogs.reminders`), in ``lang`` (the person's)."""
        title = t(lang, "core-thread-name", game=game_title(lang, record.game), match=str(record.id))
        guild = self.bot.get_guild(record.guild_id or 0)
        where = t(lang, "core-reminder-on-server", server=safe(guild.name, lang=lang)) if guild is not None else ""
        lines = [t(lang, "core-reminder-head", kind=kind, title=title, where=where, asked=self.asked(record, turn.seat, lang)),
                 t(lang, "core-reminder-move-by", when=when_text(lang, turn.deadline))]
        link = thread_link(record)
        if link:
            lines.append(t(lang, "core-reminder-thread-link", link=link))
        return "\n".join(lines)


def when_text(lang: Lang, deadline: float | None) -> str:
    """A deadline as Discord timestamps: the date and time in the reader's own zone, and how long from now."""
    if deadline is None:
        return t(lang, "core-reminder-turn-end")
    return f"<t:{int(deadline)}:f> (<t:{int(deadline)}:R>)"


@dataclass
class _DmReminder:
    """One reminder handed to the table's next draw of the person's DM copy (:class:`cogs.shared.table_door.DmReminder`)."""

    notices: TurnNotices
    turn: Turn
    kind: str

    async def header(self, record: MatchRecord, seat: int) -> str | None:
        current = self.notices.bot.service.turn(record.id, seat)
        if current is None or current.key != self.turn.key:
            return None  # the turn ended (before the DM could go, or since: the copy is the plain panel again)
        user_id = current.user_id
        lang = await person_lang(int(user_id), self.notices.bot) if user_id is not None else SOURCE  # a DM: theirs
        return self.notices.header(current, self.kind, record, lang)

    def stands(self) -> bool:
        current = self.notices.bot.service.turn(self.turn.record.id, self.turn.seat)
        return current is not None and current.key == self.turn.key

    async def closed(self, record: MatchRecord, seat: int) -> None:
        current = self.notices.bot.service.turn(record.id, seat)
        if current is not None and current.key == self.turn.key:
            await self.notices.thread_mention(current)
