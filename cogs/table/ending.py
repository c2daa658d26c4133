"""The end of a match: its last writes, then nothing held for it.

A match that finished (or that a server admin ended) gets its final table, DM copies and open
panels like any change; its turn mention is deleted, and once those writes are made (retries
included) what is cached for it is dropped, so finished matches hold no memory (a restart's
repair reads it again). A match whose place is gone (guild left, channel or thread deleted)
says so where the bot can still reach, once, and is forgotten.
"""
from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine, Hashable
from typing import TYPE_CHECKING, Any

from cogs.kit.layout import notice_kwargs
from cogs.kit.text import CONTENT, clip
from cogs.lang import t
from cogs.lang.readers import public_lang
from cogs.shared.forums import is_forum
from cogs.shared.words import game_title

if TYPE_CHECKING:
    from cogs.client import MenagerieBot
    from cogs.table.copies import DmCopies
    from cogs.table.kept import KeptMessages
    from cogs.table.mentions import TurnMentions
    from cogs.table.refusals import Refusals
    from cogs.table.writes import Writes
    from engine.core import Event
    from storage import MatchRecord

log = logging.getLogger(__name__)

FORGET_WAIT_S = 10.0
"""Longest a match whose place is gone waits for its queued writes before it is forgotten."""


class MatchEnd:
    """Ends what the table cog does for a match (see the module doc)."""

    def __init__(self, bot: MenagerieBot, writes: Writes, kept: KeptMessages, mentions: TurnMentions,
                 refusals: Refusals, copies: DmCopies) -> None:
        self.bot = bot
        self.writes = writes
        self.kept = kept
        self.mentions = mentions
        self.refusals = refusals
        self.copies = copies

    def finished(self, record: MatchRecord) -> None:
        """``record`` is over and its final writes are queued: its turn mention goes, and what is
        held for it goes once they are made (:meth:`uncache_when_drawn`)."""
        self.mentions.unping_later(record)
        self.mentions.forget_moves(record.id)
        self.writes.spawn(self.uncache_when_drawn(record))

    async def uncache_when_drawn(self, record: MatchRecord) -> None:
        """After a match ended: once its final writes are made (retries included), drop what is
        cached for it, so finished matches hold no memory (a restart's repair reads it again)."""
        keys = self._keys(record.id, [s.user_id for s in record.seats if s.user_id])
        while any(self.writes.scheduler.pending(k) for k in keys):
            await asyncio.sleep(0.5)
        self.kept.uncache(record.id)
        self.mentions.forget(record.id)
        self.bot.open_panels.shown.forget_match(record.id)
        self.refusals.forget(record.id)

    async def place_gone(self, record: MatchRecord, event: Event) -> None:
        """The match ended because its place is gone (``event``: :data:`engine.service.PLACE_GONE`,
        whose data names the ``place`` and the channel ids ``gone``). Every kept message the bot
        can still reach says so in one line instead of a turn in progress: each DM copy and open
        panel, the lobby message and a table outside the place gone (a turn mention there is
        deleted); when only the thread went, one line is posted in its parent channel. Each write
        is tried once (a place that is gone refuses at once); nothing is retried."""
        place = str(event.data.get("place", "channel"))
        gone = {int(i) for i in event.data.get("gone", ())}
        lang = await public_lang(record.guild_id, self.bot)  # one line wherever it can still be read
        title = t(lang, "core-thread-name", game=game_title(lang, record.game), match=str(record.id))
        line = clip(t(lang, "core-place-gone-line", title=title, place=place), CONTENT)
        ended: dict[str, Any] = {"content": line, "embeds": [], "view": None, "attachments": []}
        writes: list[Coroutine[Any, Any, Any]] = []
        reachable = place != "server"
        for (purpose, _user), kept in (await self.kept.of(record.id)).items():
            in_place = kept.channel_id in gone or not reachable
            message = self.bot.get_partial_messageable(kept.channel_id).get_partial_message(kept.message_id)
            if purpose == "dm" or (purpose in ("lobby", "table") and not in_place):
                # tables and DM copies are components-v2 layouts (no content beside them); the lobby is classic
                writes.append(message.edit(**(ended if purpose == "lobby" else notice_kwargs(line))))
            elif purpose == "ping" and not in_place:
                writes.append(message.delete())
        panels = self.bot.open_panels
        for panel in panels.of_match(record.id):  # ephemerals in a deleted thread or channel went with it
            if place == "server" or (place == "thread" and panel.interaction.channel_id not in gone):
                writes.append(panels.edit(panel, record.version, **notice_kwargs(line)))
        if place == "thread" and record.channel_id and record.channel_id not in gone \
                and not is_forum(self.bot, record.channel_id):  # a forum holds no messages of its own
            parent = self.bot.get_partial_messageable(record.channel_id, guild_id=record.guild_id)
            writes.append(parent.send(content=line, nonce=self.writes.nonce()))
        for outcome in await asyncio.gather(*writes, return_exceptions=True):
            if isinstance(outcome, Exception):
                log.info("match %s: a message could not say the match ended: %s", record.id, outcome)

    async def forget_match(self, match_id: int) -> None:
        """Forget everything held for a match whose place is gone (guild left, channel or thread
        deleted): the match's queued writes are let run out first (they fail at once against a
        place that is gone and are not retried; at most :data:`FORGET_WAIT_S`), then its cached
        kept messages, mentions and open panels are dropped."""
        record = await self.bot.service.fetch(match_id)
        keys = self._keys(match_id, [s.user_id for s in record.seats if s.user_id] if record is not None else [])
        loop = asyncio.get_running_loop()
        deadline = loop.time() + FORGET_WAIT_S
        while any(self.writes.scheduler.pending(k) for k in keys) and loop.time() < deadline:
            await asyncio.sleep(0.02)
        self.kept.uncache(match_id)
        self.mentions.forget(match_id)
        self.mentions.forget_moves(match_id)
        self.mentions.turn_over(match_id)
        self.refusals.forget(match_id)
        self.copies.forget(match_id)
        self.bot.open_panels.forget_match(match_id)

    @staticmethod
    def _keys(match_id: int, people: list[int]) -> list[Hashable]:
        """The render queue's keys of a match's writes (table, thread, each person's DM copy and panel)."""
        return [("table", match_id), ("thread", match_id)] + [
            (kind, match_id, user) for user in people for kind in ("dm", "panel")]
