"""The match thread: the public table message, private panels, DM copies and turn pings.

Game-independent: each game's look comes from its :class:`cogs.kit.GameUI`; the panels,
their components and moves are the kit's (:mod:`cogs.kit.panels`, :mod:`cogs.kit.components`).

* On start the match gets a thread (from the lobby message, else in the channel, else
  the channel itself when threads are not allowed) with the table message, whose
  buttons open each player's private panel as an ephemeral reply.
* Where a player's DMs are open, a DM copy of the panel is kept current and playable;
  a closed DM (Discord error 50007) is remembered and the player uses the ephemeral panel.
* After each change the table is re-rendered from the spectator view (never a seat's
  view), announcements are posted, and the person to act is pinged once per turn.
"""
from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

import discord
from discord.ext import commands

from cogs.common import mention, public_events
from cogs.kit import GAME_UIS, PanelButton, Rendered, on_modal_submit, render_panel, safe
from cogs.lobby import RematchButton
from engine import registry
from engine.service import MatchUpdate
from storage import MessageRecord

if TYPE_CHECKING:
    from cogs.client import MenagerieBot
    from storage import MatchRecord

log = logging.getLogger(__name__)

DM_CLOSED = 50007


@dataclass
class _Pending:
    """Refreshes waiting to be drawn for one match (merged across updates)."""

    record: MatchRecord
    table: bool = False
    everyone: bool = False
    finished: bool = False
    dm_seats: set[int] = field(default_factory=set)


class TableCog(commands.Cog):
    """Keeps every match thread current. Subscribes to the MatchService."""

    def __init__(self, bot: MenagerieBot) -> None:
        self.bot = bot
        self._pinged: dict[int, frozenset[int]] = {}  # the people the last turn mention named
        self._pending: dict[int, _Pending] = {}
        self._renderers: dict[int, asyncio.Task[None]] = {}
        self._kept: dict[int, dict[tuple[str, int], MessageRecord]] = {}
        self._repaired = False
        bot.service.subscribe(self.on_update)

    # ----------------------------------------------------------------- rendering
    async def render_table(self, record: MatchRecord) -> Rendered:
        """The table message from the spectator view, its pictures drawn (off the event loop)."""
        ui = GAME_UIS[record.game]
        spectator = self.bot.service.view_of(record, None)
        rendered = ui.table(record, spectator)
        if record.status == "cancelled":
            rendered.content = "⏹️ **Ended by a server admin** — no result, nobody's rating changed."
        if record.status == "active":
            view = discord.ui.View(timeout=None)
            view.add_item(PanelButton(record.id, ui.panel_label, ui.panel_emoji))
            for item in ui.table_buttons(record, spectator):
                view.add_item(item)
            rendered.view = view
        elif record.status == "finished":
            view = discord.ui.View(timeout=None)
            view.add_item(RematchButton(record.id))
            rendered.view = view
        else:
            rendered.view = None
        return await rendered.draw()

    # ----------------------------------------------------------------- updates
    async def on_update(self, update: MatchUpdate) -> None:
        """Post what must be posted now (in order); queue the table/DM/ping refresh (coalesced)."""
        record = update.match
        if record.game not in GAME_UIS:
            return
        update = replace(update, events=public_events(update.events))  # a thread shows public events only
        if update.kind == "started":
            try:
                await self._open_table(record)
            except Exception:  # the render loop opens it on the next update
                log.exception("match %s: could not open its table", record.id)
            for rendered in GAME_UIS[record.game].announcements(update):
                await self._post(self._target(record), rendered)
            await self._turn_ping(record)
            return
        ended = update.kind == "cancelled" and record.state is not None  # an admin ended a running match
        if ended:
            await self._post(self._target(record),
                             Rendered(content="⏹️ A server admin ended this match; nobody's rating changed."))
        elif update.kind not in ("action", "seats", "finished"):
            return
        ui = GAME_UIS[record.game]
        target = self._target(record)
        for event in update.events:
            if event.kind in ("timed_out", "abandoned", "rejoined"):
                await self._post(target, Rendered(content=safe(event.text)))  # the text names a person
        if not ended:
            for rendered in ui.announcements(update):
                await self._post(target, rendered)
        over = update.kind == "finished" or ended
        refresh = over or ui.refresh_table(update)
        pending = self._pending.setdefault(record.id, _Pending(record))
        pending.record = record
        pending.table |= refresh
        pending.everyone |= refresh
        pending.finished |= over
        if update.seat is not None and update.seat >= 0:
            pending.dm_seats.add(update.seat)
        task = self._renderers.get(record.id)
        if task is None or task.done():
            self._renderers[record.id] = asyncio.create_task(self._render_loop(record.id))

    async def _render_loop(self, match_id: int) -> None:
        """Apply queued refreshes until none is left. Updates that arrive while one is
        being drawn are merged, so a burst of moves costs one edit, not one per move
        (Discord rate-limits edits of one message)."""
        try:
            while (p := self._pending.pop(match_id, None)) is not None:
                # one failing message never holds back another
                if p.table:
                    await self._guard(match_id, "table", self._edit_table(p.record))
                await self._guard(match_id, "DM copies", self._refresh_dms(p.record, everyone=p.everyone, seats=p.dm_seats))
                await self._guard(match_id, "open panels",
                                  self._refresh_live(p.record, everyone=p.everyone, seats=p.dm_seats))
                if p.finished:
                    self.bot.live_panels.forget_match(match_id)
                    await self._guard(match_id, "turn ping", self._delete_ping(p.record))
                    self._pinged.pop(match_id, None)
                    self._kept.pop(match_id, None)  # nothing is edited after the end (a later read reloads)
                else:
                    await self._guard(match_id, "turn ping", self._turn_ping(p.record))
        finally:
            if self._renderers.get(match_id) is asyncio.current_task():
                self._renderers.pop(match_id, None)

    @staticmethod
    async def _guard(match_id: int, what: str, work: Awaitable[None]) -> None:
        """Run one message's refresh; an error is logged and the other messages go on."""
        try:
            await work
        except Exception:
            log.exception("match %s: refreshing the %s failed", match_id, what)

    async def flush(self) -> None:
        """Wait until every queued refresh has been drawn (used on shutdown and by tests)."""
        while pending := [t for t in self._renderers.values() if not t.done()]:
            await asyncio.gather(*pending, return_exceptions=True)

    async def kept(self, match_id: int) -> dict[tuple[str, int], MessageRecord]:
        """The messages kept for a match by (purpose, user), cached after the first read."""
        cached = self._kept.get(match_id)
        if cached is None:
            rows = await self.bot.service.messages.messages(match_id)
            # setdefault: a concurrent first read may have filled (and added to) the cache meanwhile
            cached = self._kept.setdefault(match_id, {(m.purpose, m.user_id): m for m in rows})
        return cached

    async def keep(self, message: MessageRecord) -> None:
        """Store a kept message (table, DM copy, closed DM) in the database and the cache."""
        await self.bot.service.messages.save_message(message)
        (await self.kept(message.match_id))[(message.purpose, message.user_id)] = message

    def _target(self, record: MatchRecord) -> discord.PartialMessageable:
        """Where the match is played. Updates carry a snapshot taken at commit time, which may
        predate the thread; the live record knows it."""
        live = self.bot.service.match(record.id)
        where = (live.thread_id if live is not None else None) or record.thread_id or record.channel_id
        return self.bot.get_partial_messageable(where or 0, guild_id=record.guild_id)

    async def _post(self, target: discord.abc.Messageable, rendered: Rendered) -> discord.Message | None:
        try:
            return await target.send(**rendered.send_kwargs())
        except discord.HTTPException as exc:
            log.warning("could not post in %s: %s", getattr(target, "id", "?"), exc)
            return None

    async def _open_table(self, record: MatchRecord) -> None:
        game = registry.get(record.game)
        thread_id = await self._make_thread(record, f"{game.title} #{record.id}")
        record.thread_id = thread_id
        await self.bot.service.set_thread(record.id, thread_id)
        target = self._target(record)
        people = " ".join(f"<@{s.user_id}>" for s in record.seats if s.user_id and not s.is_bot)
        ui = GAME_UIS[record.game]
        await self._post(
            target,
            Rendered(content=f"{people} — {game.title} starts! Press **{ui.panel_label}** on the table to see yours privately."),
        )
        message = await self._post(target, await self.render_table(record))
        if message is not None:
            await self.keep(MessageRecord(record.id, "table", 0, message.channel.id, message.id))
        await self._refresh_dms(record, everyone=True, seats=set())

    async def _make_thread(self, record: MatchRecord, name: str) -> int | None:
        channel_id = record.channel_id
        if record.thread_id:  # already made (a restart before the table was posted)
            return record.thread_id
        lobby = await self.bot.service.messages.messages(record.id, "lobby")
        try:
            channel = self.bot.get_channel(channel_id or 0)
            if isinstance(channel, discord.TextChannel) and lobby and lobby[0].channel_id == channel.id:
                message = channel.get_partial_message(lobby[0].message_id)
                thread = await message.create_thread(name=name, auto_archive_duration=1440)
                return thread.id
            if isinstance(channel, discord.TextChannel):
                thread = await channel.create_thread(name=name, type=discord.ChannelType.public_thread)
                return thread.id
        except discord.HTTPException as exc:
            log.info("match %s plays in the channel (no thread: %s)", record.id, exc)
        return channel_id

    async def _edit_table(self, record: MatchRecord) -> None:
        kept = (await self.kept(record.id)).get(("table", 0))
        if kept is None:
            if record.status == "active":  # opening it at the start failed: try again now
                await self._open_table(record)
            return
        message = self.bot.get_partial_messageable(kept.channel_id).get_partial_message(kept.message_id)
        try:
            await message.edit(**(await self.render_table(record)).edit_kwargs())
        except discord.HTTPException as exc:
            log.warning("table of match %s not updated: %s", record.id, exc)

    async def _refresh_dms(self, record: MatchRecord, *, everyone: bool, seats: set[int]) -> None:
        """Send or edit the DM copy of each person's panel (all, or only ``seats``)."""
        kept = await self.kept(record.id)
        for s in record.seats:
            if s.user_id is None or s.is_bot or (not everyone and s.seat not in seats):
                continue
            if ("dm-closed", s.user_id) in kept or not await self.bot.service.user_settings.get_dms(s.user_id):
                continue
            known = kept.get(("dm", s.user_id))
            try:
                rendered = await render_panel(self.bot.service, record, s.seat)
                if known is None:
                    user = self.bot.get_user(s.user_id) or await self.bot.fetch_user(s.user_id)
                    message = await user.send(**rendered.send_kwargs())
                    await self.keep(MessageRecord(record.id, "dm", s.user_id, message.channel.id, message.id))
                else:
                    partial = self.bot.get_partial_messageable(known.channel_id).get_partial_message(known.message_id)
                    try:
                        await partial.edit(**rendered.edit_kwargs())
                    except discord.NotFound:  # the person deleted the DM copy: send a new one
                        message = await partial.channel.send(**rendered.send_kwargs())
                        await self.keep(MessageRecord(record.id, "dm", s.user_id, message.channel.id, message.id))
            except discord.Forbidden as exc:
                if exc.code == DM_CLOSED:
                    await self.keep(MessageRecord(record.id, "dm-closed", s.user_id, 0, 0))
                else:
                    log.warning("DM to %s refused: %s", s.user_id, exc)
            except discord.HTTPException as exc:
                log.warning("DM copy for %s in match %s not updated: %s", s.user_id, record.id, exc)
            except Exception:  # one seat's failure must not hold back the others'
                log.exception("DM copy for %s in match %s could not be drawn", s.user_id, record.id)

    async def _refresh_live(self, record: MatchRecord, *, everyone: bool, seats: set[int]) -> None:
        """Redraw each open ephemeral panel of the match (all, or only ``seats``') through its
        interaction token (:mod:`cogs.kit.live`), from committed state like the DM copies."""
        live = self.bot.live_panels
        for panel in live.of_match(record.id):
            seat = next((s.seat for s in record.seats if s.user_id == panel.user_id and not s.is_bot), None)
            if seat is None or (not everyone and seat not in seats):
                continue
            if panel.version >= record.version and record.status == "active":
                continue  # it already shows this version (the player's own click redrew it, maybe with a warning)
            try:
                rendered = await render_panel(self.bot.service, record, seat)
            except Exception:  # one panel's failure must not hold back the others'
                log.exception("open panel of %s in match %s could not be drawn", panel.user_id, record.id)
                continue
            await live.edit(panel, record.version, **rendered.edit_kwargs())

    async def _turn_ping(self, record: MatchRecord) -> None:
        """Mention the people to act when their turn starts after someone else's (turn-based games
        only): not again while the same people go on acting (a trick winner leading again, several
        moves in one turn) or when bots play in between; the previous mention is deleted when a
        new one is posted, and when nobody is to act (the game ended)."""
        game = registry.get(record.game)
        service = self.bot.service
        live = service.match(record.id)
        if not game.turn_timer or live is None or live.status != "active":
            return
        people = sorted(s for s in service.to_act(record.id) if not live.seats[s].is_bot)
        turn = frozenset(people)
        if not people or turn <= self._pinged.get(record.id, frozenset()):
            return  # bots are playing, or the same people (or some of them) go on: the mention stands
        await self._delete_ping(record)
        parts = []
        for seat in people:
            deadline = service.deadline(record.id, seat)
            when = f" (move made for you <t:{int(deadline)}:R>)" if deadline else ""
            parts.append(f"{mention(live, seat)}, your turn{when}.")
        message = await self._post(self._target(record), Rendered(content=" ".join(parts)))
        self._pinged[record.id] = turn
        if message is not None:  # remembered so a restarted bot can still clean it up
            await self.keep(MessageRecord(record.id, "ping", 0, message.channel.id, message.id))

    async def _delete_ping(self, record: MatchRecord) -> None:
        kept = (await self.kept(record.id)).get(("ping", 0))
        if kept is not None:
            with contextlib.suppress(discord.HTTPException):  # through the channel the ping was posted in
                await self.bot.get_partial_messageable(kept.channel_id).get_partial_message(kept.message_id).delete()
        if kept is not None:
            await self.bot.service.messages.delete_message(record.id, "ping", 0)
            (await self.kept(record.id)).pop(("ping", 0), None)

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        """After a (re)start: give every running match its table (if the bot stopped before
        posting it) and redraw tables, DM copies and pings, since updates may have been
        committed while no one was drawing them. Runs once per process."""
        if self._repaired:
            return
        self._repaired = True
        for record in self.bot.service.running():
            if record.status != "active" or record.game not in GAME_UIS:
                continue
            try:
                if ("table", 0) not in await self.kept(record.id):
                    await self._open_table(record)
                pending = self._pending.setdefault(record.id, _Pending(record))
                pending.table = pending.everyone = True
                task = self._renderers.get(record.id)
                if task is None or task.done():
                    self._renderers[record.id] = asyncio.create_task(self._render_loop(record.id))
            except Exception:
                log.exception("could not restore the table of match %s", record.id)


    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Typed input: every game's modal submissions are answered by the kit (they have no
        in-memory modal object, so they work after a restart too)."""
        await on_modal_submit(interaction)


async def setup(bot: MenagerieBot) -> None:
    await bot.add_cog(TableCog(bot))
