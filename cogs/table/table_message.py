"""The match's thread and its public table message, drawn from the spectator view only.

On start the match gets a thread (from the lobby message, else in the channel, else the channel
itself when threads are not allowed) with a welcome line and the table message, whose buttons
open each player's private panel as an ephemeral reply. After each change that shows on the
table it is redrawn (one edit per change at most: :mod:`cogs.kit.digest`). A table Discord will
no longer let the bot edit (30046, 50083, 10008) is replaced by a fresh one and the old one
points to it (:meth:`TableMessage.replace`).
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from cogs.kit.budget import ROUTINE, TURN, URGENT
from cogs.kit.digest import digest
from cogs.kit.gone import refusal_level
from cogs.kit.panels import panel_button
from cogs.kit.render_queue import Job, transient
from cogs.kit.rendered import Rendered
from cogs.kit.text import safe
from cogs.kit.ui import GAME_UIS
from cogs.lang import SOURCE, Lang, is_message_id, reading, t
from cogs.lang.readers import public_lang
from cogs.shared.forums import is_forum
from cogs.shared.permissions import plays_in_thread
from cogs.shared.rematch import RematchButton
from cogs.shared.turn_clock import add_clock
from cogs.shared.words import game_title
from cogs.table.writes import LOST_PERMISSION_CODES
from discord_codes import DiscordCode
from storage import MatchStatus, MessageRecord

if TYPE_CHECKING:
    from cogs.client import MenagerieBot
    from cogs.table.copies import DmCopies
    from cogs.table.kept import KeptMessages
    from cogs.table.writes import Writes
    from storage import MatchRecord

log = logging.getLogger(__name__)

REPLACE_TABLE_CODES = frozenset({DiscordCode.OLD_MESSAGE_EDIT_LIMIT, DiscordCode.THREAD_ARCHIVED,
                                 DiscordCode.THREAD_LOCKED, DiscordCode.UNKNOWN_MESSAGE})
"""Codes on a table edit after which the table is posted afresh (:meth:`TableMessage.replace`)."""


class TableMessage:
    """Opens each match's thread and keeps its table message current (see the module doc)."""

    def __init__(self, bot: MenagerieBot, writes: Writes, kept: KeptMessages, copies: DmCopies) -> None:
        self.bot = bot
        self.writes = writes
        self.kept = kept
        self.copies = copies

    # ----------------------------------------------------------------- what it shows
    async def render(self, record: MatchRecord) -> Rendered:
        """The table message from the spectator view in the server's language, its pictures drawn
        (off the event loop)."""
        return await self.build(record, await public_lang(record.guild_id, self.bot)).draw()

    def build(self, record: MatchRecord, lang: Lang = SOURCE) -> Rendered:
        """The table message from the spectator view in ``lang``, its pictures not drawn yet."""
        ui = GAME_UIS[record.game]
        spectator = self.bot.service.view_of(record, None)
        with reading(lang):
            rendered = ui.table(record, spectator, lang)
        if record.status == MatchStatus.CANCELLED:
            rendered.content = t(lang, "core-table-ended-by-admin")
        elif record.status == MatchStatus.ACTIVE and (pause := self.bot.service.paused(record.id)) is not None:
            rendered.content = t(lang, "core-table-paused", name=safe(pause.by_name, lang=lang))
        if record.status == MatchStatus.ACTIVE:
            add_clock(self.bot.service, record, rendered.embeds, lang)  # the speed and deadlines (issue 21)
            view = discord.ui.View(timeout=None)
            label = t(lang, ui.panel_label) if is_message_id(ui.panel_label) else ui.panel_label
            view.add_item(panel_button(record.id, label, ui.panel_emoji))
            with reading(lang):
                buttons = ui.table_buttons(record, spectator)
            for item in buttons:
                view.add_item(item)
            rendered.view = view
        elif record.status == MatchStatus.FINISHED:
            view = discord.ui.View(timeout=None)
            view.add_item(RematchButton(record.id, lang))
            rendered.view = view
        else:
            rendered.view = None
        return rendered.as_layout()  # a components-v2 layout (cogs/kit/layout.py)

    # ----------------------------------------------------------------- opening
    def open_job(self, record: MatchRecord) -> Job:
        """The thread post that opens the match: its thread, welcome line and table (:meth:`_open`)."""
        async def open_table() -> None:
            try:
                await self._open(record)
            except Exception as exc:  # the next update's table job opens it
                if transient(exc):
                    raise
                log.exception("match %s: could not open its table", record.id)

        return open_table

    async def _open(self, record: MatchRecord) -> None:
        if ("table", 0) in await self.kept.of(record.id):
            return  # opened already (a retry after the table was posted)
        lang = await public_lang(record.guild_id, self.bot)
        title = game_title(lang, record.game)
        thread_id = await self._make_thread(record, t(lang, "core-thread-name", game=title, match=str(record.id)))
        record.thread_id = thread_id
        await self.bot.service.set_thread(record.id, thread_id)
        target = self.writes.target(record)
        seated = [s.user_id for s in record.seats if s.user_id and not s.is_bot]
        people = " ".join(f"<@{u}>" for u in seated)
        ui = GAME_UIS[record.game]
        if ("welcome", 0) not in await self.kept.of(record.id):
            text = t(lang, "core-table-welcome", people=people, game=title, label=ui.word(ui.panel_label, lang))
            welcome = await self.writes.send(target, Rendered(content=text, mentions=tuple(seated)), f"w{record.id}")
            if welcome is not None:
                await self.kept.keep(MessageRecord(record.id, "welcome", 0, welcome.channel.id, welcome.id))
        live = self.bot.service.match(record.id)
        current = live if live is not None and live.version >= record.version else record
        message = await self.writes.send(target, await self.render(current), f"t{record.id}")
        if message is not None:
            await self.kept.keep(MessageRecord(record.id, "table", 0, message.channel.id, message.id))
            now = self.bot.service.match(record.id)
            if now is not None and now.version > current.version:  # moves committed while it was posted
                self.refresh(now, rank=TURN)
        self.copies.refresh(current, None)

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

    # ----------------------------------------------------------------- keeping it current
    def refresh(self, record: MatchRecord, *, rank: int = ROUTINE) -> None:
        """Redraw the table of ``record`` (a committed snapshot) soon; a newer call replaces it."""
        self.writes.scheduler.submit(("table", record.id), lambda: self._draw(record), rank=rank)

    async def _draw(self, record: MatchRecord) -> None:
        """Edit the kept table message to show ``record``; a table that can no longer be edited
        is replaced (:meth:`replace`). Transient errors propagate (retried)."""
        kept = (await self.kept.of(record.id)).get(("table", 0))
        if kept is None:
            if record.status == MatchStatus.ACTIVE:  # being opened, or opening it at the start failed: (again) after the posts
                self.writes.post_later(record, self.open_job(record))
            return
        message = self.bot.get_partial_messageable(kept.channel_id).get_partial_message(kept.message_id)
        rendered = self.build(record, await public_lang(record.guild_id, self.bot))
        shown, key = digest(rendered), ("table", record.id, kept.message_id)
        if self.bot.open_panels.shown.same(key, shown):
            return  # it shows this already (cogs.kit.digest): no draw, no edit
        try:
            await self.writes.draw(rendered)
            await self.writes.pictures.write(kept.channel_id, rendered,
                                             lambda r: r.edit_on(kept.message_id, message.edit),
                                             on_refused=self.writes.pictures_refused(record.id, kept.channel_id))
            self.bot.open_panels.shown.showed(key, shown)
        except discord.HTTPException as exc:
            self.bot.open_panels.shown.showed(key, None)
            if transient(exc):
                raise
            if exc.code in REPLACE_TABLE_CODES:
                await self.replace(record, kept, reason=exc.code)
            else:
                log.log(refusal_level(exc), "table of match %s not updated: %s", record.id, exc)
                if exc.code in LOST_PERMISSION_CODES:
                    self.writes.permission_lost(record.id, kept.channel_id)

    async def replace(self, record: MatchRecord, old: MessageRecord | None = None, *, reason: int = 0) -> None:
        """Post a fresh table for ``record`` and keep it in place of ``old`` (or of the kept
        one), whose message can no longer be edited (``reason``: Discord's code, e.g. 30046
        edit limit, 50083 archived/locked thread, 10008 deleted). The old message is edited, if
        Discord still allows it, to point to the new one. Where the thread cannot be posted to
        the table goes to the match's channel."""
        old = old or (await self.kept.of(record.id)).get(("table", 0))
        rendered = await self.render(record)
        nonce = self.writes.nonce()
        try:
            message = await self.writes.send(self.writes.target(record), rendered, nonce, match_id=record.id)
        except discord.HTTPException as exc:
            if transient(exc):
                raise
            message = None
        if message is None and record.channel_id and not is_forum(self.bot, record.channel_id):
            message = await self.writes.send(
                self.bot.get_partial_messageable(record.channel_id, guild_id=record.guild_id),
                await self.render(record), nonce)
        if message is None:
            log.warning("match %s: its table could not be replaced", record.id)
            return
        await self.kept.keep(MessageRecord(record.id, "table", 0, message.channel.id, message.id))
        log.info("match %s: table replaced (code %s)", record.id, reason)
        if old is not None and reason != DiscordCode.UNKNOWN_MESSAGE:
            self.writes.point_later(record.id, old, message.jump_url, refused=reason == DiscordCode.OLD_MESSAGE_EDIT_LIMIT)

    def deleted(self, record: MatchRecord, message_id: int) -> None:
        """A moderator deleted the table message ``message_id``: the thread says so and the table
        is posted again (should a newer redraw come first, its edit meets 10008 and replaces it
        the same way)."""
        self.writes.say_later(record, "core-table-reposted")

        async def post_again() -> None:
            current = (await self.kept.of(record.id)).get(("table", 0))
            if current is not None and current.message_id == message_id:
                await self.replace(self.bot.service.match(record.id) or record, current,
                                   reason=DiscordCode.UNKNOWN_MESSAGE)

        self.writes.scheduler.submit(("table", record.id), post_again, rank=URGENT)

    def move(self, record: MatchRecord, old: MessageRecord | None, channel_id: int) -> None:
        """The match plays on in ``channel_id`` (its thread closed): the table is posted there
        afresh and ``old`` points to it where Discord allows."""
        async def move_table() -> None:
            current = (await self.kept.of(record.id)).get(("table", 0))
            if current is not None and current.channel_id == channel_id:
                return  # already moved (an edit met the closed thread first)
            await self.replace(self.bot.service.match(record.id) or record, old, reason=DiscordCode.THREAD_ARCHIVED)

        self.writes.scheduler.submit(("table", record.id), move_table, rank=URGENT)

    async def pictures_back(self, guild: discord.Guild) -> None:
        """Permissions changed in ``guild``: where pictures were refused for Attach Files and the
        bot may attach files again, the tables there are redrawn with their pictures."""
        refused = self.writes.pictures
        back = set()
        for channel_id in list(refused.refused):
            channel = guild.get_channel_or_thread(channel_id)
            if channel is not None and refused.permission_back(channel_id, channel.permissions_for(guild.me).attach_files):
                back.add(channel_id)
        if not back:
            return
        for record in self.bot.service.running(guild.id):
            kept = (await self.kept.of(record.id)).get(("table", 0))
            if record.status == MatchStatus.ACTIVE and kept is not None and kept.channel_id in back:
                # what it shows is unchanged, but its pictures were left out: redraw it whatever its digest
                self.bot.open_panels.shown.showed(("table", record.id, kept.message_id), None)
                self.refresh(record)
