"""Turn reminders: a thread mention before a live timer runs out; DMs in turn-based matches.

**Live matches** (turn timer under 12 h, :func:`engine.service.match_settings.is_turn_based`):
the service says when (``MatchUpdate`` kind "reminder", :func:`engine.service.match_settings.remind_lead`:
a minute before the deadline, or at 80 % of a shorter timer; none under 30 s). The reminder
is the quietest that still reaches the person: one message naming them and the deadline,
deleted as soon as they move, the turn passes to someone else, or the match ends, so a
thread never holds more than one reminder per match and read threads stay clean.
Nothing is posted for a seat a bot plays. A posted reminder is kept (purpose ``"reminder"``)
so a restart between post and delete still deletes it (:meth:`.live.LiveReminders.sweep`).

**Turn-based matches** (issue 21): when a person's turn starts, and again when 80 % of its
time has gone (:mod:`cogs.shared.reminder_times`), they get a DM: the game, the match, the server,
what is asked of them (the game UI's :meth:`~cogs.kit.ui.GameUI.asked`, from their own view), the
deadline as Discord timestamps, a link to the thread, and their playable panel: the reminder is
sent as a new DM copy of the panel (so Discord notifies) and the older copy is deleted
(:meth:`cogs.shared.table_door.TableDoor.remind`). Not while they are playing (a move in the last 5
minutes: read from the committed moves, :func:`engine.service.turns.own_moves`, at each update
and once at start-up, so a restart does not forget it), not in their quiet hours (it waits for
their end). With DMs closed (Discord 50007) one mention in the match thread instead, once per
turn; with reminders off (``/settings reminders:off``) no DM, only one thread mention when the
turn starts (after quiet hours and play, like the DMs). These are the only turn notifications of a
turn-based match: the table's turn-start mention (:mod:`cogs.table.mentions`) is for live matches
(it asks ``bot.reminders``, :class:`cogs.shared.reminder_door.ReminderDoor`), so each person gets
one notification per reminder, never a mention and a DM at once.

All pending DM reminders sit in one heap read by one task on the service's clock (woken at
least every :data:`~.cog.NAP_S` seconds, so a clock moved by a test or a suspended host is noticed).
Nothing is sent while an admin has paused the match (``/pause``); at ``/resume`` the turn's start
and deadline have moved by the pause, and its reminders are planned again from them.
Each reminder is claimed in the database before it goes (:class:`storage.reminders.ReminderStore`),
so a restart never sends one twice; the schedule itself is derived again from the running
matches at start-up. Every write goes through the table's render scheduler at the lowest rank
(``ROUTINE``): a reminder never holds back a table, a turn mention or an answer.

:class:`ReminderCog` subscribes to the match service and hands each change to parts with one job each:

* :mod:`.live` — the live reminder in the thread, and its deletion;
* :mod:`.schedule` — the turn-based schedule: one heap of the reminders still due, what was sent,
  when each person last moved;
* :mod:`.notices` — one due turn-based reminder: whether it still applies and when, then its DM
  (through the table) or its thread mention, and their words.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.reminders.cog import ReminderCog

if TYPE_CHECKING:
    from cogs.client import MenagerieBot

__all__ = ["ReminderCog", "setup"]


async def setup(bot: MenagerieBot) -> None:
    await bot.add_cog(ReminderCog(bot))
