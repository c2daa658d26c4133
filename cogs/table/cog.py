"""The table cog: one subscriber to the match service that hands each change to the parts of
the table (:mod:`cogs.table`), and the door other cogs reach the table through."""
from __future__ import annotations

import logging
from dataclasses import replace
from typing import TYPE_CHECKING

import discord
from discord.ext import commands

from cogs.kit.budget import ROUTINE, TURN, GlobalBudget, install, process_limit
from cogs.kit.render_queue import RenderScheduler
from cogs.kit.rendered import Rendered
from cogs.kit.ui import GAME_UIS, public_events
from cogs.lang import Lang, reading, t
from cogs.lang.readers import public_lang
from cogs.shared.forums import open_post
from cogs.shared.table_door import DmReminder
from cogs.shared.words import SAID, game_title, said
from cogs.table.copies import DmCopies
from cogs.table.ending import MatchEnd
from cogs.table.kept import Kept, KeptMessages
from cogs.table.mentions import TurnMentions
from cogs.table.refusals import Refusals
from cogs.table.repair import Repair
from cogs.table.table_message import TableMessage
from cogs.table.taken_back import TakenBack
from cogs.table.writes import Writes
from engine.service import PLACE_GONE, MatchUpdate, UpdateKind

if TYPE_CHECKING:
    from cogs.client import MenagerieBot
    from storage import MatchRecord, MessageRecord

log = logging.getLogger(__name__)


class TableCog(commands.Cog):
    """Keeps every match thread current: subscribes to the MatchService and hands each change to
    the table's parts, each with one job: :attr:`table_message` (the thread and the table message),
    :attr:`copies` (DM copies and open panels), :attr:`mentions` (turn mentions), :attr:`end`
    (the end of a match), :attr:`repair` (after a restart), :attr:`refusals` (permissions
    lost) and :attr:`taken_back` (thread posts of moves taken back), all writing through
    :attr:`writes` and keeping their messages in :attr:`kept_messages`.

    The public methods below (and :attr:`scheduler`) are what other cogs use."""

    def __init__(self, bot: MenagerieBot, *, budget: GlobalBudget | None = None) -> None:
        self.bot = bot
        self.budget = budget or GlobalBudget(process_limit(bot.settings.owned_shards()))  # this process's share
        self.scheduler = RenderScheduler(self.budget)
        """The bot's one render queue (:mod:`cogs.kit.render_queue`); reminders queue their posts there too."""
        self.kept_messages = kept = KeptMessages(bot.service)
        self.writes = Writes(bot, self.scheduler)
        self.writes.known_dm = kept.dm_channels.get  # DMs go to the channel stored with a kept copy
        self.copies = DmCopies(bot, self.writes, kept)
        self.table_message = TableMessage(bot, self.writes, kept, self.copies)
        self.mentions = TurnMentions(bot, self.writes, kept)
        self.refusals = Refusals(bot, self.writes, kept, self.relocate)
        self.writes.lost = self.refusals.permission_lost
        self.end = MatchEnd(bot, self.writes, kept, self.mentions, self.refusals, self.copies)
        self.repair = Repair(bot, self.writes, kept, self.table_message, self.copies, self.mentions, self.end)
        self.taken_back = TakenBack(bot, self.writes, kept)
        bot.service.subscribe(self.on_update)

    async def cog_load(self) -> None:
        if not install(self.bot.http, self.budget):
            log.warning("the global request budget is not installed (no HTTP session yet)")

    async def cog_unload(self) -> None:
        self.bot.service.unsubscribe(self.on_update)
        if self.bot.open_panels.copies is self.copies:
            self.bot.open_panels.copies = None  # the kit's answers in DMs no longer tell a cog gone
        await self.writes.close()

    async def flush(self) -> None:
        """Wait until every queued write has been made, except those waiting to retry after a
        transient failure (used on shutdown and by tests)."""
        await self.scheduler.flush()

    # ----------------------------------------------------------------- the door for other cogs
    async def kept(self, match_id: int) -> Kept:
        """The messages kept for a match by ``(purpose, user_id)`` (purposes ``"table"``,
        ``"welcome"``, ``"ping"``, ``"dm"``, ``"dm-closed"``, ``"lobby"``…)."""
        return await self.kept_messages.of(match_id)

    def point_later(self, match_id: int, old: MessageRecord, link: str, *, what: str = "table",
                    refused: bool = False) -> None:
        """Edit the replaced kept message ``old`` (``what``: "table", "copy", "lobby") to point to
        its successor at ``link``; retried while Discord refuses edits of it (30046), first after
        Discord's window when it ``refused`` one just now (:meth:`cogs.table.writes.Writes.point_later`)."""
        self.writes.point_later(match_id, old, link, what=what, refused=refused)

    def remind(self, record: MatchRecord, seat: int, user_id: int, reminder: DmReminder, *, send: bool = True) -> None:
        """``user_id``'s DM copy of ``seat`` opens with ``reminder`` until the turn ends, sent as a new
        copy drawn from ``record`` (``send``) or drawn on the copy (:meth:`cogs.table.copies.DmCopies.remind`)."""
        self.copies.remind(record, seat, user_id, reminder, send=send)

    async def relocate(self, match_id: int, channel_id: int, note: str) -> None:
        """The match's thread can no longer be posted to (locked, or archived and the bot may
        not reopen it): play on in ``channel_id``. The table is posted there afresh (the old
        one points to it where Discord allows), ``note`` says why, and the next turn mention
        goes there too. Where ``channel_id`` is a forum (the thread was one of its posts), the
        match goes on in a new post, opened by a line saying why (:mod:`cogs.shared.forums`)."""
        record = self.bot.service.match(match_id)
        if record is None or record.thread_id == channel_id:
            return
        forum = self.bot.get_channel(channel_id)
        if isinstance(forum, discord.ForumChannel):
            lang = await public_lang(record.guild_id, self.bot)  # the thread's language
            title = game_title(lang, record.game)
            opening = Rendered(content=t(lang, "core-forum-moved", title=title, match=str(record.id)))
            try:
                name = t(lang, "core-thread-name", game=title, match=str(record.id))
                channel_id = (await open_post(forum, name, opening)).thread.id
            except discord.HTTPException as exc:
                log.warning("match %s: no new post in forum %s (%s)", record.id, forum.id, exc)
                return
        old = (await self.kept_messages.of(match_id)).get(("table", 0))
        await self.bot.service.set_thread(match_id, channel_id)
        await self.mentions.moved_away(match_id)
        if not isinstance(forum, discord.ForumChannel):  # a new post opens with the note already
            self.writes.post_later(record, Rendered(content=note))
        self.table_message.move(record, old, channel_id)
        self.mentions.ping_later(record)

    async def on_message_gone(self, match_id: int, purpose: str, message_id: int) -> None:
        """A kept message of a running match was deleted (MESSAGE_DELETE): the table is posted
        again (:meth:`cogs.table.table_message.TableMessage.deleted`) and the thread says so; a
        deleted turn mention is forgotten. Ignored unless ``message_id`` is still the kept one
        (the bot's own deletions, a second report)."""
        kept = (await self.kept_messages.of(match_id)).get((purpose, 0))
        record = self.bot.service.match(match_id)
        if kept is None or kept.message_id != message_id or record is None:
            return
        if purpose == "ping":
            await self.kept_messages.forget(match_id, "ping")
        elif purpose == "table":
            self.table_message.deleted(record, message_id)

    # ----------------------------------------------------------------- updates
    async def on_update(self, update: MatchUpdate) -> None:
        """Queue what this change needs; returns without waiting for Discord. The table is
        redrawn from the spectator view (never a seat's), announcements are posted, private copies
        redrawn and the person to act is mentioned once per turn (at live speeds)."""
        record = update.match
        if record.game not in GAME_UIS:
            return
        gone = next((e for e in update.events if e.kind == PLACE_GONE), None)
        if gone is not None:  # its guild, channel or thread is gone: say so where people can still see it
            await self.end.place_gone(record, gone)
            await self.end.forget_match(record.id)
            return
        update = replace(update, events=public_events(update.events))  # a thread shows public events only
        if update.kind == UpdateKind.LOBBY:
            self.mentions.note_joins(record)
            return
        lang = await public_lang(record.guild_id, self.bot)  # the thread's language
        self.mentions.left_lobby(record, started=update.kind == UpdateKind.STARTED)
        if update.kind == UpdateKind.STARTED:
            self._started(update, lang)
            return
        ended = update.kind == UpdateKind.CANCELLED and record.state is not None  # an admin ended a running match
        if ended:
            self.writes.post_later(record, Rendered(content=t(lang, "core-table-admin-ended")))
        elif update.kind not in (UpdateKind.ACTION, UpdateKind.SEATS, UpdateKind.FINISHED):
            return
        self._changed(update, ended, lang)

    def _started(self, update: MatchUpdate, lang: Lang) -> None:
        record = update.match
        self.writes.post_later(record, self.table_message.open_job(record))
        with reading(lang):
            posts = GAME_UIS[record.game].announcements(update, lang)
        for rendered in posts:
            self.writes.post_later(record, rendered)
        self.mentions.ping_later(record)

    def _changed(self, update: MatchUpdate, ended: bool, lang: Lang) -> None:
        """A move, a seat change or the end (``ended``: by an admin): the thread's lines (in the
        server's ``lang``), the table when it shows the change, the private copies due, and the turn mention."""
        record, ui = update.match, GAME_UIS[update.match.game]
        for event in update.events:
            if event.kind in SAID:
                self.writes.post_later(record, Rendered(content=said(lang, event)))  # names a person
        if not ended:
            with reading(lang):
                posts = ui.announcements(update, lang)
            step = self.taken_back.step_of(update) if posts else None  # a move that may be taken back
            for rendered in posts:
                then = self.taken_back.keeper(record, step, rendered.content) if step is not None else None
                self.writes.post_later(record, rendered, then=then)
        self.taken_back.changed(update, lang)
        over = update.kind == UpdateKind.FINISHED or ended
        refresh = over or ui.refresh_table(update)
        before, now = self.mentions.turn(record, over)
        if refresh:
            self.table_message.refresh(record, rank=TURN if before != now else ROUTINE)
        seats = None if refresh else {update.seat} if update.seat is not None and update.seat >= 0 else set()
        self.mentions.note_activity(update)
        dm_seats = self.copies.due(record, update, before or frozenset(), now, over) if seats is None else None
        self.copies.refresh(record, seats, dm_seats=dm_seats)
        if over:
            self.end.finished(record)
        else:
            self.mentions.ping_later(record)

    # ----------------------------------------------------------------- gateway events
    @commands.Cog.listener()
    async def on_ready(self) -> None:
        """After a (re)start: every kept message is redrawn once (:mod:`cogs.table.repair`)."""
        await self.repair.run()

    @commands.Cog.listener()
    async def on_guild_channel_update(self, before: discord.abc.GuildChannel, after: discord.abc.GuildChannel) -> None:
        await self.table_message.pictures_back(after.guild)

    @commands.Cog.listener()
    async def on_guild_role_update(self, before: discord.Role, after: discord.Role) -> None:
        await self.table_message.pictures_back(after.guild)

