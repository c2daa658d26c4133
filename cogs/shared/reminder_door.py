"""The door other cogs reach the reminder cog through: ``bot.reminders``
(:attr:`cogs.client.MenagerieBot.reminders`), typed :class:`ReminderDoor`.

No cog imports the reminder cog's package or asks ``get_cog`` for it by name; what they may ask of
it is written here, and ``tests/cogs/test_cogs_layout.py`` checks (with mypy) that the reminder cog
(``cogs/reminders/``) offers it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:
    from storage import MatchRecord


@runtime_checkable
class ReminderDoor(Protocol):
    """What other cogs ask of the reminder cog (the calls they make today):

    * the table's turn mentions (:mod:`cogs.table.mentions`): ``notifies`` (a match played over
      days is notified by its reminders, so the table mentions nobody when a turn starts).
    """

    def notifies(self, record: MatchRecord) -> bool:
        """Whether the turns of ``record`` are notified by the reminders (DMs, or one thread
        mention when DMs are closed or reminders off) rather than by the table's turn mention."""
        ...
