"""The match thread: the public table message, private panels, DM copies and turn mentions.

Game-independent: each game's look comes from its :class:`cogs.kit.ui.GameUI`; the panels,
their components and moves are the kit's (:mod:`cogs.kit.panels`, :mod:`cogs.kit.components`).
:class:`TableCog` subscribes to the match service and hands each change to parts with one job each:

* :mod:`.table_message` — the thread and the table message (from the spectator view only);
* :mod:`.copies` — DM copies and open ephemeral panels (from each seat's own view), and the one
  place that decides whether a click's answer in a DM left the copy to be drawn again;
* :mod:`.mentions` — turn mentions, once per turn, at live speeds;
* :mod:`.ending` — the end of a match, and a match whose place is gone;
* :mod:`.repair` — every kept message redrawn after a restart;
* :mod:`.refusals` — pictures and permissions Discord refuses;
* :mod:`.taken_back` — the thread posts of moves that may be taken back, edited when one is;
* :mod:`.writes` and :mod:`.kept` — what they all write with, and the messages they keep.

Every write goes through the bot's one :class:`cogs.kit.render_queue.RenderScheduler`, keyed
per message: the table (``("table", id)``), each DM copy and open panel, the thread's posts
in order (announcements and turn mentions, ``("thread", id)``) and each deletion. So a
table edit that fails or waits on a rate limit never holds back a mention or a DM copy; a
burst of moves costs one edit per message (the latest committed state wins); the messages
of a match whose turn just changed go first; the whole bot stays under Discord's global
limit (:mod:`cogs.kit.budget`); and a write refused by a transient error is made again
later, from the newest committed state, so every kept message converges to the match —
also after the end, and after a restart.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.table.cog import TableCog

if TYPE_CHECKING:
    from cogs.client import MenagerieBot

__all__ = ["TableCog", "setup"]


async def setup(bot: MenagerieBot) -> None:
    await bot.add_cog(TableCog(bot))
