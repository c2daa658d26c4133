"""What every part of the table cog writes with: the match's place, posts in order with a nonce,
pictures drawn a few at a time, DMs, and the edit that points a replaced message to its successor.

Every write goes through the bot's one :class:`~cogs.kit.render_queue.RenderScheduler`, keyed per
message, and a post carries a nonce with ``enforce_nonce``, so a post Discord applied but answered
with an error is not duplicated when retried.
"""
from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any

import discord

from cogs.kit.budget import URGENT
from cogs.kit.gone import refusal_level
from cogs.kit.layout import notice_kwargs
from cogs.kit.render_queue import Job, RenderScheduler, RetryLater, transient
from cogs.kit.rendered import Rendered
from cogs.lang import t
from cogs.lang.readers import person_lang, public_lang
from cogs.table.refused_pictures import RefusedPictures
from discord_codes import DiscordCode

if TYPE_CHECKING:
    from cogs.client import MenagerieBot
    from storage import MatchRecord, MessageRecord

log = logging.getLogger(__name__)

LOST_PERMISSION_CODES = frozenset({DiscordCode.MISSING_ACCESS, DiscordCode.MISSING_PERMISSIONS})
"""Codes on a match's write that mean the bot lost a permission there (:meth:`Refusals.permission_lost`)."""

BACKGROUND_DRAWS = 1
"""Pictures of kept messages (tables, DM copies, open panels) handed to the picture thread at
once: the answer to a click, which draws its panel in the same thread, then waits behind at
most this many other draws, not behind every table's redraw (issue 25: clicks waited 1.5 s)."""

OLD_EDIT_RETRY_S = 60.0
"""After Discord refused an edit of an old message (30046: too many edits of a message older than an
hour), the edit is tried again this long after, not at the quick back-off: Discord counts those edits
over a window it does not publish (the double: 60 s, an estimate), and every refused try costs the
channel's edit bucket; one that takes its last token makes discord.py (which reads no bucket headers
of a 429) sleep the bucket's stale reset time with the channel's other edits, the next move's table,
behind it (issue 37)."""

Posted = Callable[[discord.Message], Coroutine[Any, Any, None]]
"""Told the message a thread post became (:meth:`Writes.post_later`)."""
Lost = Callable[[int, int], Coroutine[Any, Any, None]]
"""Told ``(match_id, channel_id)`` when Discord refused a match's write for a missing permission."""


class Writes:
    """The table cog's shared writing tools (see the module doc). ``lost`` is told of a match's
    write refused for a missing permission (:meth:`cogs.table.refusals.Refusals.permission_lost`)."""

    old_edit_retry_s = OLD_EDIT_RETRY_S
    """Seconds before an edit Discord refused with 30046 is tried again (tests may shorten it)."""

    def __init__(self, bot: MenagerieBot, scheduler: RenderScheduler) -> None:
        self.bot = bot
        self.scheduler = scheduler
        self.pictures = RefusedPictures()  # channels whose pictures Discord refused
        self.lost: Lost | None = None
        self.known_dm: Callable[[int], int | None] = lambda user_id: None
        """The DM channel stored for a person (:attr:`cogs.table.kept.KeptMessages.dm_channels`), or None."""
        self._drawing = asyncio.Semaphore(BACKGROUND_DRAWS)
        self._tasks: set[asyncio.Task[None]] = set()

    def target(self, record: MatchRecord) -> discord.PartialMessageable:
        """Where the match is played. Updates carry a snapshot taken at commit time, which may
        predate the thread; the live record knows it."""
        live = self.bot.service.match(record.id)
        where = (live.thread_id if live is not None else None) or record.thread_id or record.channel_id
        return self.bot.get_partial_messageable(where or 0, guild_id=record.guild_id)

    @staticmethod
    def nonce() -> str:
        """A message nonce (Discord keeps at most 25 characters): with ``enforce_nonce`` a post
        that Discord applied but answered with an error is not made twice when retried."""
        return str(secrets.randbits(63))

    async def send(self, target: discord.abc.Messageable, rendered: Rendered, nonce: str, *,
                   match_id: int | None = None) -> discord.Message | None:
        """Post ``rendered``; transient errors propagate (the scheduler retries with the same
        nonce), other refusals are logged and give None (a missing permission on ``match_id``'s
        post is told to its players: :attr:`lost`)."""
        where = int(getattr(target, "id", 0))
        try:
            sent = await self.pictures.write(where, rendered, lambda r: target.send(**r.send_kwargs(), nonce=nonce),
                                             on_refused=self.pictures_refused(match_id, where))
            rendered.note(sent)
            return sent
        except discord.HTTPException as exc:
            if transient(exc):
                raise
            log.log(refusal_level(exc), "could not post in %s: %s", where or "?", exc)
            if match_id is not None and exc.code in LOST_PERMISSION_CODES:
                self.permission_lost(match_id, where)
            return None

    def post_later(self, record: MatchRecord, what: Rendered | Job, *, then: Posted | None = None) -> None:
        """Post in the match's thread, in order with its other posts (retried on transient
        errors, never duplicated: each post carries its own nonce); ``then`` is handed the
        message posted (a post of a move that may be taken back is kept: :mod:`cogs.table.taken_back`)."""
        if isinstance(what, Rendered):
            nonce = self.nonce()
            rendered = what

            async def post() -> None:
                message = await self.send(self.target(record), rendered, nonce, match_id=record.id)
                if message is not None and then is not None:
                    await then(message)

            what = post
        self.scheduler.submit(("thread", record.id), what, rank=URGENT, ordered=True)

    def say_later(self, record: MatchRecord, msg_id: str, **args: Any) -> None:
        """Post catalog message ``msg_id`` with ``args`` in the match's thread, in the server's
        language when it is posted (:func:`cogs.lang.readers.public_lang`), as :meth:`post_later`."""
        nonce = self.nonce()

        async def post() -> None:
            lang = await public_lang(record.guild_id, self.bot)
            await self.send(self.target(record), Rendered(content=t(lang, msg_id, **args)), nonce, match_id=record.id)

        self.scheduler.submit(("thread", record.id), post, rank=URGENT, ordered=True)

    def point_later(self, match_id: int, old: MessageRecord, link: str, *, what: str = "table",
                    refused: bool = False) -> None:
        """Edit a replaced kept message (``what``: "table", "copy", "lobby") to point to its
        successor at ``link``; while Discord still refuses edits of it (30046) the edit is tried
        again every :attr:`old_edit_retry_s`. ``refused``: Discord refused its last edit just now
        (30046), so the first try waits that long too instead of meeting the same refusal."""
        loop = asyncio.get_running_loop()
        not_before = loop.time() + (self.old_edit_retry_s if refused else 0.0)

        async def point() -> None:
            if (left := not_before - loop.time()) > 0:
                raise RetryLater("Discord refuses edits of it for now (30046)", retry_after=left)
            stale = self.bot.get_partial_messageable(old.channel_id).get_partial_message(old.message_id)
            if old.user_id:  # a person's DM copy: their language
                lang = await person_lang(old.user_id, self.bot)
            else:
                record = self.bot.service.match(match_id)
                lang = await public_lang(record.guild_id if record is not None else None, self.bot)
            try:
                await stale.edit(**notice_kwargs(t(lang, "core-moved-to", what=what, link=link)))
            except discord.HTTPException as exc:
                if exc.code == DiscordCode.OLD_MESSAGE_EDIT_LIMIT:
                    raise RetryLater(str(exc), retry_after=self.old_edit_retry_s) from exc
                if transient(exc):
                    raise
                log.info("match %s: the old %s could not point to the new one: %s", match_id, what, exc)

        self.scheduler.submit(("moved", old.message_id), point)

    async def draw(self, rendered: Rendered) -> Rendered:
        """Draw the pictures of a kept message's redraw, at most :data:`BACKGROUND_DRAWS` at a time."""
        if not rendered.pictures:
            return rendered
        async with self._drawing:
            return await rendered.draw()

    async def dm(self, user_id: int) -> discord.DMChannel | discord.PartialMessageable:
        """The DM channel with ``user_id``: the one stored with a kept DM copy of theirs
        (:attr:`known_dm`, so also after a restart), else opened (one request,
        ``POST /users/@me/channels``, which a burst of reminders after a restart would otherwise make
        per person: issue 37). The person needs not be fetched first (``GET /users/{id}``, issue 25)."""
        known = self.known_dm(user_id)
        if known is not None:
            return self.bot.get_partial_messageable(known, type=discord.ChannelType.private)
        return await self.bot.create_dm(discord.Object(user_id))

    def pictures_refused(self, match_id: int | None, channel_id: int) -> Callable[[int], None] | None:
        """What to do when a match's pictures are refused in ``channel_id``: without Attach Files,
        tell the players once (:attr:`lost`); over the upload limit the text says enough."""
        if match_id is None:
            return None

        def refused(code: int) -> None:
            if code == DiscordCode.MISSING_PERMISSIONS:
                self.permission_lost(match_id, channel_id)

        return refused

    def permission_lost(self, match_id: int, channel_id: int) -> None:
        """Tell :attr:`lost` (in the background) that a write of ``match_id`` in ``channel_id``
        was refused for a missing permission."""
        if self.lost is not None:
            self.spawn(self.lost(match_id, channel_id))

    def spawn(self, work: Coroutine[Any, Any, None]) -> None:
        """Run ``work`` in the background (cancelled by :meth:`close`)."""
        task = asyncio.ensure_future(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def close(self) -> None:
        """Stop the queue (after letting it drain briefly) and the background work."""
        await self.scheduler.close()
        for task in self._tasks:
            task.cancel()
