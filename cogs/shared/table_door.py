"""The one door other cogs reach the table cog through: ``bot.table``
(:attr:`cogs.client.MenagerieBot.table`), typed :class:`TableDoor`.

No cog imports the table cog's module or asks ``get_cog`` for it by name; what they may ask of
it is written here, and ``tests/cogs/test_cogs_layout.py`` checks (with mypy) that the table cog
(``cogs/table/``) offers it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:
    from cogs.kit.render_queue import RenderScheduler
    from storage import MatchRecord, MessageRecord


class DmReminder(Protocol):
    """A turn reminder handed to the person's DM copy (:meth:`TableDoor.remind`, from
    :mod:`cogs.reminders`): ``header`` gives the lines that open the copy (None: the turn is over);
    ``stands`` whether the turn it reminds of is still running (asked without waiting, by the kit's
    answer to a click on the copy); ``closed`` is told when the person's DMs turn out to be closed.
    Its facts (the deadline, the server, the thread) are part of every draw of the copy until the
    turn ends, whoever draws it."""

    async def header(self, record: MatchRecord, seat: int) -> str | None: ...

    def stands(self) -> bool: ...

    async def closed(self, record: MatchRecord, seat: int) -> None: ...


@runtime_checkable
class TableDoor(Protocol):
    """What other cogs ask of the table cog (the calls they make today):

    * reminders (:mod:`cogs.reminders`): ``scheduler`` (every write goes through the bot's one
      render scheduler), ``kept`` (is a person's DM closed), ``remind`` (a reminder sent as a new
      DM copy of the panel);
    * moderation (:mod:`cogs.moderation`): ``kept``, ``on_message_gone`` (a kept message was
      deleted), ``relocate`` (the thread closed: play on in the channel);
    * the lobby message (:func:`cogs.shared.lobby_message.redraw_lobby`): ``point_later`` (a
      replaced lobby points to its successor once Discord allows the edit).
    """

    scheduler: RenderScheduler

    async def kept(self, match_id: int) -> dict[tuple[str, int], MessageRecord]:
        """The messages kept for a match by (purpose, user)."""
        ...

    def remind(self, record: MatchRecord, seat: int, user_id: int, reminder: DmReminder, *, send: bool = True) -> None:
        """``user_id``'s DM copy of ``seat``'s panel opens with ``reminder`` from now until its turn ends:
        sent as a new DM copy drawn from ``record`` (``send``), or (a reminder sent before a restart)
        drawn on the copy as it is."""
        ...

    def point_later(self, match_id: int, old: MessageRecord, link: str, *, what: str = "table",
                    refused: bool = False) -> None:
        """Edit a replaced kept message (``what``: "table", "copy", "lobby") to point to ``link``;
        ``refused``: Discord refused an edit of it just now (30046), so the first try waits its window."""
        ...

    async def on_message_gone(self, match_id: int, purpose: str, message_id: int) -> None:
        """A kept message of a running match was deleted."""
        ...

    async def relocate(self, match_id: int, channel_id: int, note: str) -> None:
        """The match's thread can no longer be posted to: play on in ``channel_id``, ``note`` saying why."""
        ...
