"""When moderators act: the bot's answer to servers changing under running matches.

Admins' commands (Manage Server by default, refused in one line to others; issue 22):
``/pause`` and ``/resume`` a running match (its clocks stop and no move is accepted; the table
says who paused it), ``/removeplayer`` a person from a lobby, ``/seattobot`` to hand a person's
seat to a bot, ``/endmatch`` to end a running match without a result. ``match`` may be left out
(except for ``/endmatch``) in a match's thread or a lobby's channel when only one is there. Each
answers with one private line in the admin's language; the service keeps the state in the database.

Gateway events (discord.py listeners) and what each does:

* ``on_guild_remove`` (the bot was removed), ``on_raw_thread_delete``,
  ``on_guild_channel_delete``: every lobby and match there ends without a result
  (:meth:`MatchService.end_where_gone`); the table cog says so in every kept message it can
  still reach and forgets them (:meth:`~cogs.table.ending.MatchEnd.place_gone`; no retries, no leak).
* ``on_raw_thread_update``: a match's thread was archived (by a moderator or Discord's
  auto-archive) → the bot unarchives it, which Discord allows with Send Messages when the
  thread is not locked; locked (and the bot lacks Manage Threads) or refused → the match
  carries on in the parent channel, where the table is posted again.
* ``on_raw_message_delete``: a kept table message deleted → posted again (``bot.table``'s
  :meth:`~cogs.shared.table_door.TableDoor.on_message_gone`); a lobby message → posted again
  (:func:`cogs.shared.lobby_message.repost_lobby`); a turn mention → forgotten.
* ``on_raw_member_remove`` (only with the privileged GUILD_MEMBERS intent, setting
  ``MEMBERS_INTENT``): the person's seat goes to a bot as with ``/abandon``; without the
  intent a person who left is noticed when their turns run out (``ABSENT_AFTER``).

The table is reached through ``bot.table`` (:class:`cogs.shared.table_door.TableDoor`), never
another cog's module.
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs.kit.replies import reply
from cogs.kit.text import safe
from cogs.lang import t
from cogs.lang.readers import person_lang, public_lang
from cogs.lang.words import refused
from cogs.shared.lobby_message import repost_lobby
from cogs.shared.permissions import is_admin, require_admin
from storage import MatchStatus

if TYPE_CHECKING:
    from cogs.client import MenagerieBot
    from storage import MatchRecord

log = logging.getLogger(__name__)

class ModerationCog(commands.Cog):
    """Admins' match commands, and listens for deletions, archiving, removals and members leaving
    (see the module doc)."""

    def __init__(self, bot: MenagerieBot) -> None:
        self.bot = bot

    # --------------------------------------------------------------- admins' commands
    def _pick(self, interaction: discord.Interaction, match: int | None, statuses: tuple[str, ...],
              what: str) -> MatchRecord:
        """The match an admin means: ``match`` (of this server), else the only one of ``statuses``
        played or opened here. ``what``: ``running``, ``lobby`` or ``any`` (what the refusal asks
        for). Raises MatchError (not an admin, none, several) in one line."""
        require_admin(interaction)
        service = self.bot.service
        if match is not None:
            record = service.match(match)
            if record is None or record.guild_id != interaction.guild_id:
                raise refused("admin-no-such-match", match=str(match))
            return record
        here = [r for r in service.running(interaction.guild_id) if r.status in statuses
                and interaction.channel_id in (r.thread_id, r.channel_id)]
        if len(here) != 1:
            raise refused("admin-say-which" if here else "admin-none-here", what=what)
        return here[0]

    @app_commands.command(name="pause", description="Server admins: pause a match (its clocks stop, no moves).")
    @app_commands.describe(match="The match number (optional in its thread)")
    @app_commands.guild_only()
    @app_commands.default_permissions(manage_guild=True)
    async def pause(self, interaction: discord.Interaction, match: int | None = None) -> None:
        record = self._pick(interaction, match, (MatchStatus.ACTIVE,), "running")
        await self.bot.service.pause(record.id, interaction.user.id, interaction.user.display_name)
        await reply(interaction, t(await person_lang(interaction), "admin-paused", match=str(record.id)))

    @app_commands.command(name="resume", description="Server admins: resume a paused match.")
    @app_commands.describe(match="The match number (optional in its thread)")
    @app_commands.guild_only()
    @app_commands.default_permissions(manage_guild=True)
    async def resume(self, interaction: discord.Interaction, match: int | None = None) -> None:
        record = self._pick(interaction, match, (MatchStatus.ACTIVE,), "running")
        await self.bot.service.resume(record.id, interaction.user.display_name)
        await reply(interaction, t(await person_lang(interaction), "admin-resumed", match=str(record.id)))

    @app_commands.command(name="removeplayer", description="Server admins: take a person out of a lobby.")
    @app_commands.describe(member="Who to remove", match="The lobby number (optional where only one is open)")
    @app_commands.guild_only()
    @app_commands.default_permissions(manage_guild=True)
    async def removeplayer(self, interaction: discord.Interaction, member: discord.Member, match: int | None = None) -> None:
        record = self._pick(interaction, match, (MatchStatus.LOBBY,), "lobby")
        await self.bot.service.remove_player(record.id, member.id)
        await reply(interaction, t(await person_lang(interaction), "admin-removed", name=_name(member),
                                   match=str(record.id)))

    @app_commands.command(name="seattobot", description="Server admins: hand a person's seat to a bot.")
    @app_commands.describe(member="Whose seat", match="The match or lobby number (optional where only one is here)")
    @app_commands.guild_only()
    @app_commands.default_permissions(manage_guild=True)
    async def seattobot(self, interaction: discord.Interaction, member: discord.Member, match: int | None = None) -> None:
        record = self._pick(interaction, match, (MatchStatus.LOBBY, MatchStatus.ACTIVE), "any")
        record = await self.bot.service.hand_to_bot(record.id, member.id)
        running = record.status == MatchStatus.ACTIVE  # a running match's seat can be taken back with /rejoin
        await reply(interaction, t(await person_lang(interaction), "admin-seat-to-bot", name=_name(member),
                                   match=str(record.id), running=str(running).lower()))

    @app_commands.command(name="endmatch", description="Server admins: end a running match without a result.")
    @app_commands.describe(match="The match number (see /games)")
    @app_commands.guild_only()
    @app_commands.default_permissions(manage_guild=True)
    async def endmatch(self, interaction: discord.Interaction, match: int) -> None:
        if not is_admin(interaction):
            raise refused("admin-end-admins-only")
        record = self.bot.service.match(match)
        if record is None or record.guild_id != interaction.guild_id:
            raise refused("admin-end-no-such-match", match=str(match))
        await self.bot.service.end_match(match)
        await reply(interaction, t(await person_lang(interaction), "admin-ended", match=str(match)))

    # --------------------------------------------------------------- places gone
    async def _gone(self, *, guild_id: int | None = None, channel_ids: tuple[int, ...] = ()) -> None:
        ended = await self.bot.service.end_where_gone(guild_id=guild_id, channel_ids=channel_ids)
        for match_id in ended:  # the table cog says so where it still can, then forgets them (its update)
            log.info("match %s ended without a result: its place is gone", match_id)

    @commands.Cog.listener()
    async def on_guild_remove(self, guild: discord.Guild) -> None:
        await self._gone(guild_id=guild.id)

    @commands.Cog.listener()
    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        await self._gone(channel_ids=(payload.thread_id,))

    @commands.Cog.listener()
    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        await self._gone(channel_ids=(channel.id,))

    # --------------------------------------------------------------- threads closed
    @commands.Cog.listener()
    async def on_raw_thread_update(self, payload: discord.RawThreadUpdateEvent) -> None:
        meta = payload.data.get("thread_metadata") or {}
        await self._thread_closed(payload.thread_id, payload.parent_id, archived=bool(meta.get("archived")),
                                  locked=bool(meta.get("locked")), thread=payload.thread)

    async def _thread_closed(self, thread_id: int, parent_id: int | None, *, archived: bool, locked: bool,
                             thread: discord.Thread | None) -> None:
        if not (archived or locked):
            return
        matches = [r for r in self.bot.service.running() if r.status == MatchStatus.ACTIVE and r.thread_id == thread_id]
        if not matches:
            return
        if await self._reopen(thread_id, thread, archived=archived, locked=locked):
            return
        table = self.bot.table
        for record in matches:
            parent = parent_id or record.channel_id
            if table is not None and parent:  # posted in the channel: the server's language
                note = t(await public_lang(record.guild_id, self.bot), "admin-thread-closed")
                await table.relocate(record.id, parent, note)

    async def _reopen(self, thread_id: int, thread: Any, *, archived: bool, locked: bool) -> bool:
        """Unarchive the thread where Discord allows it; True when the bot can post in it again."""
        if thread is None:  # discord.py drops archived threads from its cache
            try:
                thread = await self.bot.fetch_channel(thread_id)
            except discord.HTTPException:
                return False
        if not isinstance(thread, discord.Thread):
            return False
        me = thread.guild.me
        if locked and not thread.permissions_for(me).manage_threads:
            return False  # a moderator locked it: respect that, carry on in the channel
        try:
            if archived:
                await thread.edit(archived=False)
        except discord.HTTPException as exc:
            log.info("thread %s stays closed (%s); the match moves to its channel", thread_id, exc)
            return False
        return True

    # --------------------------------------------------------------- messages deleted
    @commands.Cog.listener()
    async def on_raw_message_delete(self, payload: discord.RawMessageDeleteEvent) -> None:
        await self._message_gone(payload.guild_id, payload.channel_id, payload.message_id)

    async def _message_gone(self, guild_id: int | None, channel_id: int, message_id: int) -> None:
        service = self.bot.service
        for record in service.running(guild_id):
            if channel_id not in (record.channel_id, record.thread_id):
                continue  # its kept messages live in its channel and thread (or were moved there)
            if record.status == MatchStatus.ACTIVE and (table := self.bot.table) is not None:
                for (purpose, _user), kept in list((await table.kept(record.id)).items()):
                    if kept.message_id == message_id and purpose in ("table", "ping"):
                        await table.on_message_gone(record.id, purpose, message_id)
            elif record.status == MatchStatus.LOBBY:
                for kept in await service.messages.messages(record.id, "lobby"):
                    if kept.message_id == message_id:
                        await repost_lobby(self.bot, record, kept.channel_id)

    @commands.Cog.listener()
    async def on_raw_bulk_message_delete(self, payload: discord.RawBulkMessageDeleteEvent) -> None:
        """A moderator purged messages: each kept one is handled as a single deletion."""
        for message_id in payload.message_ids:
            await self._message_gone(payload.guild_id, payload.channel_id, message_id)

    # --------------------------------------------------------------- after a restart
    @commands.Cog.listener()
    async def on_ready(self) -> None:
        """What happened while the bot was away (stopped, or disconnected too long to resume) is
        not replayed by Discord, so at every READY: every running match whose guild the bot is
        no longer in, or whose channel or thread is gone, ends; a closed match thread is reopened
        or left for the channel; with the members intent, a seat whose person is no longer in
        the server goes to a bot — as when the events arrive."""
        service = self.bot.service
        for record in service.running():
            try:
                await self._check_place(record)
            except Exception:
                log.exception("could not check where match %s is played", record.id)

    async def _check_place(self, record: MatchRecord) -> None:
        if record.guild_id is not None and self.bot.get_guild(record.guild_id) is None:
            await self._gone(guild_id=record.guild_id)
            return
        for channel_id in {record.channel_id, record.thread_id} - {None}:
            assert channel_id is not None
            try:
                channel = self.bot.get_channel(channel_id) or await self.bot.fetch_channel(channel_id)
            except discord.NotFound:
                await self._gone(channel_ids=(channel_id,))
                return
            except discord.Forbidden:
                continue  # not visible to the bot now: the writes say so; the match is kept
            if (isinstance(channel, discord.Thread) and record.status == MatchStatus.ACTIVE and record.thread_id == channel.id
                    and (channel.archived or channel.locked)):
                await self._thread_closed(channel.id, channel.parent_id, archived=channel.archived,
                                          locked=channel.locked, thread=channel)
        guild = self.bot.get_guild(record.guild_id or 0)
        if self.bot.intents.members and guild is not None and guild.chunked:  # the member list is complete
            for seat in record.seats:
                if seat.user_id and not seat.is_bot and guild.get_member(seat.user_id) is None:
                    await self.bot.service.member_left(guild.id, seat.user_id)

    # --------------------------------------------------------------- members leaving
    @commands.Cog.listener()
    async def on_raw_member_remove(self, payload: discord.RawMemberRemoveEvent) -> None:
        changed = await self.bot.service.member_left(payload.guild_id, payload.user.id)
        if changed:
            log.info("%s left guild %s: seats handed to bots in %s", payload.user.id, payload.guild_id, changed)


def _name(member: discord.abc.User) -> str:
    return safe(member.display_name)


async def setup(bot: MenagerieBot) -> None:
    await bot.add_cog(ModerationCog(bot))
