"""Turn reminders: shortly before a person's turn timer runs out, one mention in the match's thread.

The service says when (``MatchUpdate`` kind "reminder", :func:`engine.service.match_settings.remind_lead`:
a minute before the deadline, or at 80 % of a shorter timer; none under 30 s). The reminder
is the quietest that still reaches the person: one message naming them and the deadline,
deleted as soon as they move, the turn passes to someone else, or the match ends, so a
thread never holds more than one reminder per match and read threads stay clean.
Nothing is posted for a seat a bot plays.

Updates are queued per match on the table's render scheduler (:mod:`cogs.kit.render_queue`),
never handled inline: a slow, rate-limited or failing reminder request must not hold back the
service's other subscribers (the table, panels and DM copies of that match). A posted reminder
is kept (purpose ``"reminder"``) so a restart between
post and delete still deletes it (:meth:`ReminderCog.on_ready`); a still-due reminder is sent
again by the service after the restart.
"""
from __future__ import annotations

import contextlib
import logging
from functools import partial
from typing import TYPE_CHECKING

import discord
from discord.ext import commands

from cogs.common import mention
from cogs.kit.budget import URGENT
from cogs.kit.render_queue import RenderScheduler, transient
from engine.service import MatchUpdate, UpdateKind
from storage import MatchStatus, MessageRecord

if TYPE_CHECKING:
    from cogs.client import MenagerieBot

log = logging.getLogger(__name__)


class ReminderCog(commands.Cog):
    """Posts and retires turn reminders. Subscribes to the MatchService."""

    def __init__(self, bot: MenagerieBot) -> None:
        self.bot = bot
        self._sent: dict[int, tuple[int, int, int]] = {}  # match -> (seat, channel, message) of its reminder
        self._swept = False
        bot.service.subscribe(self.on_update)

    async def on_update(self, update: MatchUpdate) -> None:
        """Queue ``update`` behind the match's earlier reminder work on the table's render scheduler
        (in order, retried on transient errors) and return at once; an update of a match with no
        reminder standing or on its way needs no work."""
        table = self.bot.get_cog("TableCog")
        scheduler: RenderScheduler | None = getattr(table, "scheduler", None)
        if scheduler is None:
            return
        key = ("reminder", update.match.id)
        if update.kind == UpdateKind.REMINDER or update.match.id in self._sent or scheduler.pending(key):
            scheduler.submit(key, partial(self._handle, update), rank=URGENT, ordered=True)

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
            message = await target.send(f"⏰ {mention(live, seat)}, your turn runs out {when}: then a move is made for you.")
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
        """Once per process: delete the reminders a previous run posted and could not retire."""
        if self._swept:
            return
        self._swept = True
        for record in self.bot.service.running():
            for kept in await self.bot.service.messages.messages(record.id, "reminder"):
                try:
                    await self._delete(record.id, kept.channel_id, kept.message_id)
                except discord.HTTPException as exc:
                    log.warning("old reminder of match %s not deleted: %s", record.id, exc)


async def setup(bot: MenagerieBot) -> None:
    await bot.add_cog(ReminderCog(bot))
