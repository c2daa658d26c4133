"""Turn mentions: the person to act is mentioned in the match thread when their turn starts.

At live speeds only (a match played over days notifies through its reminders, :mod:`cogs.reminders`),
in games with a turn timer; not again while the same people go on acting, and not those who
moved a moment ago (they are playing along). The newest mention is kept (purpose ``"ping"``);
the one before is deleted, and remembered as :data:`UNPING` until Discord confirms, so a failed
delete is retried, also after a restart.
"""
from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

import discord

from cogs.kit.budget import URGENT
from cogs.kit.rendered import Rendered
from cogs.lang import t
from cogs.lang.readers import public_lang
from cogs.shared.words import mention
from engine import registry
from engine.service import UpdateKind
from storage import MatchStatus, MessageRecord

if TYPE_CHECKING:
    from cogs.client import MenagerieBot
    from cogs.table.kept import KeptMessages
    from cogs.table.writes import Writes
    from engine.service import MatchUpdate
    from storage import MatchRecord

UNPING = "unping"
"""Kept-message purpose of an old turn mention whose deletion Discord has not confirmed
(``user_id`` holds the message id)."""
ACTIVE_S = 90.0
"""A person who moved in a match this recently is not mentioned when their turn comes round again
(they are playing along); one who has not moved for longer (or never) is."""


class TurnMentions:
    """Who was mentioned, who moved when and who joined when, per match (see the module doc)."""

    active_s = ACTIVE_S
    """Seconds after a person's move during which they are not mentioned (tests may set 0)."""

    def __init__(self, bot: MenagerieBot, writes: Writes, kept: KeptMessages) -> None:
        self.bot = bot
        self.writes = writes
        self.kept = kept
        self._pinged: dict[int, frozenset[int]] = {}  # the people the last turn mention named
        self._moved: dict[tuple[int, int], float] = {}  # (match, seat) -> service clock time of the person's last move
        self._joined: dict[int, dict[int, float | None]] = {}  # lobby -> user -> service clock time they joined it
        self._since = bot.service.clock()  # lobbies created before this are older than the process
        self._to_act: dict[int, frozenset[int]] = {}  # the seats to act at the last update

    # ----------------------------------------------------------------- whose turn
    def turn(self, record: MatchRecord, over: bool) -> tuple[frozenset[int] | None, frozenset[int]]:
        """``(before, now)``: the seats to act at the last update (None: none seen yet) and now
        (none once ``over``), remembering now for the next update."""
        service = self.bot.service
        now = frozenset() if over or service.match(record.id) is None else frozenset(service.to_act(record.id))
        before = self._to_act.get(record.id)
        if over:
            self._to_act.pop(record.id, None)
        else:
            self._to_act[record.id] = now
        return before, now

    def turn_over(self, match_id: int) -> None:
        """Forget whose turn it was in ``match_id`` (its place is gone)."""
        self._to_act.pop(match_id, None)

    # ----------------------------------------------------------------- who is at the table
    def note_joins(self, record: MatchRecord) -> None:
        """Remember when each person joined a lobby: at the update that first names them. A lobby
        older than this process (a restart) was joined at unknown times by those already in it."""
        now = self.bot.service.clock()
        people = [s.user_id for s in record.seats if s.user_id is not None and not s.is_bot]
        joined = self._joined.get(record.id)
        if joined is None:  # its first update this process sees
            self._joined[record.id] = dict.fromkeys(people, now if record.created_at >= self._since else None)
            return
        for user_id in people:
            joined.setdefault(user_id, now)

    def left_lobby(self, record: MatchRecord, *, started: bool) -> None:
        """The lobby is over (``started``: it became a match). A person who joined it in the last
        :attr:`active_s` seconds counts as having just moved: they are at the table, so their first
        turn brings no mention (two writes each: the mention and its deletion). Who joined longer
        ago, or at a time not known, is mentioned as before."""
        joined = self._joined.pop(record.id, None) or {}
        if not started:
            return
        now = self.bot.service.clock()
        for s in record.seats:
            if s.user_id is None or s.is_bot:
                continue
            at = joined.get(s.user_id)
            if at is not None and now - at < self.active_s:
                self._moved[(record.id, s.seat)] = at

    def note_activity(self, update: MatchUpdate) -> None:
        """Remember when a person last moved (not a timeout, not a bot): someone who is playing
        along is not mentioned at every turn (see :meth:`_turn_ping`)."""
        seat = update.seat
        if update.kind not in (UpdateKind.ACTION, UpdateKind.FINISHED) or update.timed_out or seat is None or seat < 0:
            return
        seats = update.match.seats
        if seat < len(seats) and not seats[seat].is_bot:
            self._moved[(update.match.id, seat)] = self.bot.service.clock()

    def forget_moves(self, match_id: int) -> None:
        """Drop the times the people of ``match_id`` last moved (the match ended or its place is gone)."""
        self._joined.pop(match_id, None)
        for key in [k for k in self._moved if k[0] == match_id]:
            del self._moved[key]

    # ----------------------------------------------------------------- the mentions
    def ping_later(self, record: MatchRecord) -> None:
        """Mention the people to act, if due (:meth:`_turn_ping`), in order with the thread's posts."""
        nonce = self.writes.nonce()
        self.writes.scheduler.submit(("thread", record.id), lambda: self._turn_ping(record, nonce), rank=URGENT,
                                     ordered=True)

    def unping_later(self, record: MatchRecord) -> None:
        """Delete the match's last turn mention (it ended), in order with the thread's posts."""
        async def unping() -> None:
            self._pinged.pop(record.id, None)
            kept = (await self.kept.of(record.id)).get(("ping", 0))
            if kept is not None:
                await self._retire_ping(record.id, kept)

        self.writes.scheduler.submit(("thread", record.id), unping, rank=URGENT, ordered=True)

    async def moved_away(self, match_id: int) -> None:
        """The match moved to another channel: its kept mention stays in the closed thread, and
        the next one is posted where the match goes on."""
        if (await self.kept.of(match_id)).get(("ping", 0)) is not None:
            await self.kept.forget(match_id, "ping")
        self._pinged.pop(match_id, None)

    def delete_later(self, match_id: int, channel_id: int, message_id: int) -> None:
        """Delete an old mention (retried until Discord confirms), then forget its :data:`UNPING` mark."""
        async def delete() -> None:
            with contextlib.suppress(discord.NotFound):  # already gone: done
                await self.bot.get_partial_messageable(channel_id).get_partial_message(message_id).delete()
            await self.kept.forget(match_id, UNPING, message_id)

        self.writes.scheduler.submit(("delete", message_id), delete, rank=URGENT)

    def forget(self, match_id: int) -> None:
        """Forget whom the match's last mention named (the match ended)."""
        self._pinged.pop(match_id, None)

    def holds(self, match_id: int) -> bool:
        """Whether anything is remembered for ``match_id``."""
        return (match_id in self._pinged or match_id in self._joined or match_id in self._to_act
                or any(key[0] == match_id for key in self._moved))

    async def _turn_ping(self, record: MatchRecord, nonce: str) -> None:
        """Mention the people to act when their turn starts after someone else's (games with a
        turn timer, at live speeds: a match played over days notifies through its reminders): not
        again while the same people go on acting (a trick winner leading again, several moves in one turn)
        or when bots play in between, and not those who moved in the last
        :attr:`active_s` seconds (they are playing along; a reminder still comes before a timeout).
        The new mention is posted first, then the previous one is deleted (retried until Discord
        confirms)."""
        game = registry.get(record.game)
        service = self.bot.service
        live = service.match(record.id)
        if not game.turn_timer or live is None or live.status != MatchStatus.ACTIVE:
            return
        reminders = self.bot.reminders
        if reminders is not None and reminders.notifies(live):
            return  # over days, the reminders notify (a DM, or one thread mention): cogs/reminders/
        people = sorted(s for s in service.to_act(record.id) if not live.seats[s].is_bot)
        turn = frozenset(people)
        if not people or turn <= self._pinged.get(record.id, frozenset()):
            return  # bots are playing, or the same people (or some of them) go on: the mention stands
        now = service.clock()
        away = [s for s in people if now - self._moved.get((record.id, s), -self.active_s) >= self.active_s]
        old = (await self.kept.of(record.id)).get(("ping", 0))
        if not away:  # everyone to act moved a moment ago: they are watching, no mention
            self._pinged[record.id] = turn
            if old is not None:  # the last mention named someone whose turn is over
                await self._retire_ping(record.id, old)
            return
        parts = []
        lang = await public_lang(record.guild_id, self.bot)  # the thread's language
        for seat in away:
            deadline = service.deadline(record.id, seat)
            if deadline:
                parts.append(t(lang, "core-turn-ping-timed", who=mention(live, seat), when=f"<t:{int(deadline)}:R>"))
            else:
                parts.append(t(lang, "core-turn-ping", who=mention(live, seat)))
        meant = tuple(int(u) for s in away if (u := live.seats[s].user_id) is not None)
        message = await self.writes.send(self.writes.target(record), Rendered(content=" ".join(parts), mentions=meant),
                                         nonce, match_id=record.id)
        self._pinged[record.id] = turn
        if message is not None:  # remembered so a restarted bot can still clean it up
            await self.kept.keep(MessageRecord(record.id, "ping", 0, message.channel.id, message.id))
        if old is not None:
            await self._retire_ping(record.id, old)

    async def _retire_ping(self, match_id: int, ping: MessageRecord) -> None:
        """Delete an old turn mention: remembered as "unping" until Discord confirms, so a
        failed delete is retried (also after a restart)."""
        await self.kept.keep(MessageRecord(match_id, UNPING, ping.message_id, ping.channel_id, ping.message_id))
        if (await self.kept.of(match_id)).get(("ping", 0)) == ping:
            await self.kept.forget(match_id, "ping")
        self.delete_later(match_id, ping.channel_id, ping.message_id)
