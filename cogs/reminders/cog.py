"""The reminder cog: one subscriber to the match service that hands each change to the live
reminders or the turn-based schedule (:mod:`cogs.reminders`), runs the one task that sends what is
due, and answers the door other cogs reach it through (``bot.reminders``)."""
from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import TYPE_CHECKING

from discord.ext import commands

from cogs.kit.ui import GAME_UIS
from cogs.reminders.live import LiveReminders
from cogs.reminders.notices import TurnNotices
from cogs.reminders.schedule import ReminderSchedule
from engine.service import MatchUpdate
from storage import MatchRecord, MatchStatus

if TYPE_CHECKING:
    from cogs.client import MenagerieBot

log = logging.getLogger(__name__)

NAP_S = 1.0
"""Longest the reminder task sleeps before looking at the clock again (seconds, real time)."""


class ReminderCog(commands.Cog):
    """Posts and retires live turn reminders (:attr:`live`), and sends turn-based reminders
    (:attr:`schedule` plans them, :attr:`notices` sends each one due). Subscribes to the MatchService."""

    paused = False
    """True: the reminder task sends nothing by itself, only :meth:`run_due` does (tests that check
    what is sent at chosen moments set it; the schedule is kept as usual)."""

    def __init__(self, bot: MenagerieBot) -> None:
        self.bot = bot
        self.live = LiveReminders(bot)
        self.schedule = ReminderSchedule(bot.service)
        self.notices = TurnNotices(bot, self.schedule)
        self._swept = False
        self._task: asyncio.Task[None] | None = None
        bot.service.subscribe(self.on_update)

    async def cog_load(self) -> None:
        self._task = asyncio.create_task(self._loop())

    async def cog_unload(self) -> None:
        self.bot.service.unsubscribe(self.on_update)
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    # ----------------------------------------------------------------- the door for other cogs
    def notifies(self, record: MatchRecord) -> bool:
        """Whether the turns of ``record`` are notified here, by DM reminders (a turn-based match
        of a game with a UI): the table then mentions nobody at a turn's start
        (:class:`cogs.shared.reminder_door.ReminderDoor`)."""
        return record.game in GAME_UIS and self.schedule.turn_based(record)

    # ----------------------------------------------------------------- updates
    async def on_update(self, update: MatchUpdate) -> None:
        """Plan the turn-based reminders this change calls for, or queue the live reminder work
        behind the match's earlier reminder work; returns at once."""
        record = update.match
        if self.notifies(record):
            self.schedule.note_moves(record)
            self.schedule.plan(record.id)
        else:
            self.live.on_update(update)

    def plan(self, match_id: int) -> None:
        """Bring the turn-based reminders of ``match_id`` up to date (:meth:`ReminderSchedule.plan`)."""
        self.schedule.plan(match_id)

    @property
    def pending(self) -> int:
        """Turn-based reminders waiting to be due (for benches and tests)."""
        return self.schedule.pending

    @property
    def sent_dms(self) -> int:
        """DM reminders handed to the render scheduler (for benches and tests)."""
        return self.notices.sent_dms

    async def flush(self) -> None:
        """Wait for the ledger clean-ups under way (the harness waits on every cog's ``flush``)."""
        await self.schedule.flush()

    # ----------------------------------------------------------------- the task
    async def _loop(self) -> None:
        """The one reminder task: send what is due, then sleep until the next one (at most :data:`NAP_S`)."""
        while True:
            try:
                if not self.paused:
                    await self.run_due()
            except Exception:
                log.exception("turn reminders failed; going on")
            await self.schedule.wait(NAP_S)

    async def run_due(self) -> int:
        """Handle every turn-based reminder due by the service's clock now; returns how many were
        handed on (sent or posted). Tests call it after moving the clock, then wait for the writes."""
        return await self.schedule.run_due(self.notices.fire)

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        """Once per process: read the turn-based reminders already sent (one query) and plan the
        rest; delete the live reminders a previous run posted and could not retire."""
        if self._swept:
            return
        self._swept = True
        service = self.bot.service
        try:
            self.schedule.load_sent(await service.reminders.sent_in_active())
        except Exception:
            log.exception("could not read the reminders already sent")  # the ledger's claim still stops doubles
        for record in service.running():
            if record.status == MatchStatus.ACTIVE and self.notifies(record):
                self.schedule.note_moves(record)  # who moved a moment ago, from the stored timers (one pass, no query)
                self.schedule.plan(record.id)
                self.notices.stand_again(record)
        await self.live.sweep()
