"""After a (re)start: every kept message is brought back to the match as committed.

Updates may have been committed while no one was drawing them (the bot stopped between a
commit and its writes), and a write refused by a transient error before the stop was never
made again. So once per process, when the gateway is ready, each running match gets its table
(posted if the bot stopped before posting it), its DM copies and its turn mention redrawn; the
final tables and DM copies of matches that ended in the last :data:`REPAIR_WINDOW_S` are redrawn
too (their last edits may have failed); and turn mentions whose deletion Discord never confirmed
are deleted.
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from cogs.kit.ui import GAME_UIS
from cogs.table.mentions import UNPING
from storage import MatchStatus

if TYPE_CHECKING:
    from cogs.client import MenagerieBot
    from cogs.table.copies import DmCopies
    from cogs.table.ending import MatchEnd
    from cogs.table.kept import KeptMessages
    from cogs.table.mentions import TurnMentions
    from cogs.table.table_message import TableMessage
    from cogs.table.writes import Writes
    from storage import MatchRecord

log = logging.getLogger(__name__)

REPAIR_WINDOW_S = 24 * 3600.0
"""After a restart, the final tables of matches that ended this recently are redrawn."""


class Repair:
    """Redraws every kept message once after a (re)start (see the module doc)."""

    def __init__(self, bot: MenagerieBot, writes: Writes, kept: KeptMessages, table: TableMessage,
                 copies: DmCopies, mentions: TurnMentions, end: MatchEnd) -> None:
        self.bot = bot
        self.writes = writes
        self.kept = kept
        self.table_message = table
        self.copies = copies
        self.mentions = mentions
        self.end = end
        self.done = False

    async def run(self) -> None:
        """Repair the running matches and those that ended lately (see the module doc). Runs once
        per process; a match that cannot be repaired is logged and the others go on."""
        if self.done:
            return
        self.done = True
        service = self.bot.service
        for record in service.running():
            if record.status != MatchStatus.ACTIVE or record.game not in GAME_UIS:
                continue
            try:
                await self._repair(record)
                self.mentions.ping_later(record)
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
                self.mentions.unping_later(record)
                self.writes.spawn(self.end.uncache_when_drawn(record))  # its kept messages leave memory once redrawn
            except Exception:
                log.exception("could not repair the final table of match %s", record.id)

    async def _repair(self, record: MatchRecord) -> None:
        kept = await self.kept.of(record.id)
        if ("table", 0) not in kept and record.status == MatchStatus.ACTIVE:
            self.writes.post_later(record, self.table_message.open_job(record))
        else:
            self.table_message.refresh(record)
        self.copies.refresh(record, None)
        for (purpose, _), message in list(kept.items()):
            if purpose == UNPING:
                self.mentions.delete_later(record.id, message.channel_id, message.message_id)
