"""The live reminder (:mod:`cogs.reminders`): one thread message naming the person to act before a
live timer runs out, posted on the service's "reminder" update and deleted once it no longer
applies (they moved, the turn passed, the match ended). At most one per match; each is kept
(purpose ``"reminder"``), so a restart between post and delete still deletes it (:meth:`LiveReminders.sweep`)."""
from __future__ import annotations

import contextlib
import logging
from functools import partial
from typing import TYPE_CHECKING

import discord

from cogs.kit.budget import URGENT
from cogs.kit.gone import refusal_level
from cogs.kit.render_queue import transient
from cogs.kit.rendered import pings
from cogs.lang import t
from cogs.lang.readers import public_lang
from cogs.shared.words import mention
from engine.service import MatchUpdate, UpdateKind
from storage import MatchStatus, MessageRecord

if TYPE_CHECKING:
    from cogs.client import MenagerieBot

log = logging.getLogger(__name__)

PURPOSE = "reminder"
"""Kept-message purpose of a posted live reminder."""


class LiveReminders:
    """Posts and retires the live reminders of every match (module doc)."""

    def __init__(self, bot: MenagerieBot) -> None:
        self.bot = bot
        self._sent: dict[int, tuple[int, int, int]] = {}  # match -> (seat, channel, message) of its live reminder

    def on_update(self, update: MatchUpdate) -> None:
        """Queue the reminder work ``update`` calls for behind the match's earlier reminder work
        (in order, retried on transient errors); returns at once."""
        table = self.bot.table
        if table is None:
            return
        record = update.match
        key = ("reminder", record.id)
        if update.kind == UpdateKind.REMINDER or record.id in self._sent or table.scheduler.pending(key):
            table.scheduler.submit(key, partial(self._handle, update), rank=URGENT, ordered=True)

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
        lang = await public_lang(live.guild_id, self.bot)  # posted in the thread
        target = self.bot.get_partial_messageable(live.thread_id or live.channel_id or 0, guild_id=live.guild_id)
        text = (t(lang, "core-reminder-live", who=mention(live, seat), when=f"<t:{int(deadline)}:R>") if deadline
                else t(lang, "core-reminder-live-soon", who=mention(live, seat)))
        try:
            message = await target.send(text,
                                        allowed_mentions=pings([int(live.seats[seat].user_id or 0)]))
        except discord.HTTPException as exc:
            if transient(exc):
                raise  # the scheduler runs this update again
            log.log(refusal_level(exc), "reminder in match %s not posted: %s", live.id, exc)
            return
        self._sent[live.id] = (seat, message.channel.id, message.id)
        await service.messages.save_message(MessageRecord(live.id, PURPOSE, 0, message.channel.id, message.id))

    async def _retire(self, match_id: int) -> None:
        sent = self._sent.pop(match_id, None)
        if sent is None:
            return
        await self._delete(match_id, sent[1], sent[2])

    async def _delete(self, match_id: int, channel_id: int, message_id: int) -> None:
        with contextlib.suppress(discord.NotFound):  # already gone is fine; other errors: kept, retried at the next start
            await self.bot.get_partial_messageable(channel_id).get_partial_message(message_id).delete()
        await self.bot.service.messages.delete_message(match_id, PURPOSE)

    async def sweep(self) -> None:
        """Delete the live reminders a previous run posted and could not retire (once, at start-up)."""
        for record in self.bot.service.running():
            for kept in await self.bot.service.messages.messages(record.id, PURPOSE):
                try:
                    await self._delete(record.id, kept.channel_id, kept.message_id)
                except discord.HTTPException as exc:
                    log.warning("old reminder of match %s not deleted: %s", record.id, exc)
