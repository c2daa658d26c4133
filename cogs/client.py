"""The :class:`MenagerieBot`: opens storage, runs the MatchService, finds the game UIs,
loads the cogs and syncs slash commands. ``bot.py`` is only the command line around it."""
from __future__ import annotations

import gc
import logging
from pathlib import Path
from typing import Any, cast

import discord
from discord import app_commands
from discord.ext import commands

from cogs import EXTENSIONS
from cogs.kit.absent import refuse_if_absent
from cogs.kit.clicks import answer_interaction
from cogs.kit.interactions import interaction_data
from cogs.kit.open_panels import OpenPanels
from cogs.kit.replies import handle_error
from cogs.kit.tutor import Tutor
from cogs.kit.ui import discover
from cogs.lang.readers import Readers
from cogs.lang.translator import CatalogTranslator
from cogs.shared.recent_names import RecentNames
from cogs.shared.reminder_door import ReminderDoor
from cogs.shared.table_door import TableDoor
from engine.service import MatchService
from engine.service.shards import ShardFilter
from settings import Settings
from storage import StorageBackend, open_storage

log = logging.getLogger("menagerie")

TABLE_COG = "TableCog"
"""The table cog's name (``cogs/table/``): only :attr:`MenagerieBot.table` looks it up."""
REMINDER_COG = "ReminderCog"
"""The reminder cog's name (``cogs/reminders/``): only :attr:`MenagerieBot.reminders` looks it up."""


def _ignore_event(data: Any) -> None:
    """A gateway event this bot does not use, left unparsed."""


class DatabaseUnavailable(RuntimeError):
    """The database could not be opened at start-up; the message is one line without its password."""


def bot_of(interaction: discord.Interaction) -> MenagerieBot:
    """The bot an interaction reached: always a MenagerieBot, the only client the cogs are loaded into."""
    return cast(MenagerieBot, interaction.client)


class MenagerieTree(app_commands.CommandTree[Any]):
    """The bot's command tree: a command from a server the bot is not in is refused before it
    runs (:func:`cogs.kit.absent.refuse_if_absent`, answered by the tree's one error handler);
    an autocomplete there gets no suggestions."""

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        if interaction.type is discord.InteractionType.autocomplete:
            try:
                refuse_if_absent(interaction)
            except app_commands.CheckFailure:
                await interaction.response.autocomplete([])
                return False
            return True
        refuse_if_absent(interaction)
        return True


class MenagerieBot(commands.AutoShardedBot):
    """The bot: opens storage, runs the MatchService, loads the cogs, syncs slash commands.

    Sharded (discord.py's AutoShardedBot): with SHARD_COUNT/SHARD_IDS set it runs those shards
    and its MatchService owns only the matches of their guilds (several processes, one
    PostgreSQL database); unset, it runs every shard Discord recommends and owns every match.

    ``database_url`` (``sqlite:///…``, ``postgresql://…``) or ``database_path`` (a SQLite file) overrides
    the settings' DATABASE_URL / DATABASE_PATH (the sandbox uses a temporary file);
    ``bot_delay_scale`` multiplies bot seats' thinking time (tests use 0);
    ``sync`` controls whether slash commands are synced on start-up.
    """

    def __init__(
        self,
        settings: Settings,
        *,
        database_path: str | Path | None = None,
        database_url: str | None = None,
        bot_delay_scale: float = 1.0,
        sync: bool = True,
        service_options: dict[str, Any] | None = None,
        open_panels: OpenPanels | None = None,
        **client_options: Any,
    ) -> None:
        # This bot never joins voice: don't warn that voice libraries are missing.
        discord.VoiceClient.warn_nacl = False
        discord.VoiceClient.warn_dave = False
        intents = discord.Intents.default()
        intents.members = settings.members_intent  # privileged: members leaving (cogs/moderation.py)
        # The cogs keep their own message ids (storage), so discord.py's message cache
        # (a linear scan per message event) is not needed.
        client_options.setdefault("max_messages", None)
        shards = settings.owned_shards()
        if shards is not None:
            client_options.setdefault("shard_count", shards[0])
            client_options.setdefault("shard_ids", shards[1])
        super().__init__(
            **client_options,
            command_prefix=commands.when_mentioned,
            intents=intents,
            tree_cls=MenagerieTree,
            help_command=None,
            # Every write states whom it may notify: nobody, unless it names the people it means to
            # (turn mentions, reminders: cogs.kit.rendered.pings); a name in text never pings (issue 37).
            allowed_mentions=discord.AllowedMentions.none(),
        )
        # No cog reads message edits (on_message_edit / on_raw_message_edit), yet discord.py builds
        # a whole Message for every MESSAGE_UPDATE the gateway sends, and the bot's own edits of
        # its tables and DM copies come back as one each (issue 25): the event is dropped unread.
        self._connection.parsers["MESSAGE_UPDATE"] = _ignore_event
        self.settings = settings
        self.database_url = database_url or (f"sqlite:///{database_path}" if database_path else settings.storage_url())
        self.bot_delay_scale = bot_delay_scale
        self.sync_on_start = sync
        self.service_options = service_options or {}
        self.open_panels = open_panels or OpenPanels()  # open ephemeral panels kept current (cogs.kit.open_panels)
        self.recent_names = RecentNames()  # the display names people showed last (cogs.names notes them)
        self.tutor: Tutor | None = None  # who dresses tutorial panels: the learn cog (cogs.kit.tutor)
        self.storage: StorageBackend | None = None
        self.service: MatchService = None  # type: ignore[assignment]  # set in setup_hook
        self.readers: Readers = None  # type: ignore[assignment]  # set in setup_hook
        self._doors: dict[Any, tuple[commands.Cog, bool]] = {}  # (cog, has the door's members), by door

    @property
    def table(self) -> TableDoor | None:
        """The table cog (``cogs/table/``), the one door other cogs reach it through
        (:class:`cogs.shared.table_door.TableDoor`); None when it is not loaded (its extension
        failed, or a test bot left it out)."""
        return cast("TableDoor | None", self._door(self.get_cog(TABLE_COG), TableDoor))

    @property
    def reminders(self) -> ReminderDoor | None:
        """The reminder cog (``cogs/reminders/``), the one door other cogs reach it through
        (:class:`cogs.shared.reminder_door.ReminderDoor`); None when it is not loaded."""
        return cast("ReminderDoor | None", self._door(self.get_cog(REMINDER_COG), ReminderDoor))

    def _door(self, cog: commands.Cog | None, door: Any) -> commands.Cog | None:
        """``cog`` if it has every member of ``door`` (a runtime-checkable protocol), else None.
        The check is remembered per door and cog object: ``isinstance`` against a protocol walks
        its members each time (about 0.1 ms of the bot's CPU per move, measured with
        ``python -m bench.cpu_bench --spy``), and the doors are asked on every update."""
        if cog is None:
            self._doors.pop(door, None)  # an unloaded cog is not kept alive here
            return None
        known = self._doors.get(door)
        if known is None or known[0] is not cog:
            known = self._doors[door] = (cog, isinstance(cog, door))
        return cog if known[1] else None

    async def setup_hook(self) -> None:
        try:
            self.storage = await open_storage(self.database_url)
        except Exception as exc:  # unreachable, refused, malformed: one line, never the password (bot.py prints it)
            raise DatabaseUnavailable(self.settings.database_error(exc)) from None
        options: dict[str, Any] = {"hold_shards": True, **self.service_options}  # one owner per shard
        options["lease_options"] = {"on_lost": self._shard_lost, **(options.get("lease_options") or {})}
        self.service = MatchService(
            self.storage,
            turn_timeout_s=self.settings.turn_timeout,
            absent_after=self.settings.absent_after,
            bot_delay_scale=self.bot_delay_scale,
            shards=self._shard_filter(),
            **options,
        )
        self.readers = Readers(self.service)  # who reads in which language (cogs.lang.readers)
        self.add_listener(self._note_locale, "on_interaction")
        discover()  # every game UI under cogs/games/, before the cogs offer the games as choices
        # The games' clicks and the table's panel button are answered from one listener, not by
        # discord.py's dynamic-item dispatch (cogs.kit.clicks: no rebuild of the clicked message's view)
        self.add_listener(answer_interaction, "on_interaction")
        for extension in EXTENSIONS:
            try:
                await self.load_extension(extension)
            except (commands.ExtensionNotFound, commands.ExtensionFailed) as exc:
                # One broken game UI must not stop the bot: the other games stay playable.
                log.exception("extension %s unavailable: %s", extension, exc)
        self.tree.error(self._on_tree_error)
        await self.tree.set_translator(CatalogTranslator())  # slash commands in each client's language
        resumed = await self.service.start()
        log.info("%s database: %d active matches resumed", self.storage.backend, resumed)
        if self.sync_on_start:
            await self.sync_commands()
        # Everything loaded so far lives for the whole process: move it out of the
        # collector's reach, so full collections (which paused interactions for
        # 150–230 ms in bench/roundtrip) only walk what matches create.
        gc.collect()
        gc.freeze()
        # Young collections every 10,000 allocations, not 700 (issue 25, bench/README.md "GC"):
        # a move allocates thousands of short-lived objects (pictures, components, JSON), and
        # full collections come after 100 young ones, so they became ~14 x rarer (none in a
        # 12 s, 20-table WildLife phase against 2 of 34-37 ms) for ~15 % more objects tracked.
        gc.set_threshold(10_000, 10, 10)

    async def _note_locale(self, interaction: discord.Interaction) -> None:
        """Remember the client language of everyone who uses the bot (stored only when it changed), for
        what the bot sends them unprompted later (reminders, DM copies redrawn by others' moves)."""
        await self.readers.person(interaction.user.id, interaction.locale)

    async def _shard_lost(self, shard: int, holder: str) -> None:
        """Another process took over one of this process's shards (engine/service/leases.py): the
        service has stopped playing; the bot disconnects, so the two never both answer."""
        log.error("stopping: shard %d is now played by %s", shard, holder)
        await self.close()

    def _shard_filter(self) -> ShardFilter | None:
        shards = self.settings.owned_shards()
        return None if shards is None else ShardFilter(shards[0], frozenset(shards[1]))

    async def sync_commands(self) -> int:
        """Sync slash commands: to DEV_GUILD_ID instantly if set, else globally. Returns how many.

        Guild commands an earlier deploy synced to another guild (DEV_GUILD_ID changed, or unset
        for a global deploy) are removed first, so nobody sees each command twice or one that no
        longer exists; the guilds synced to are remembered in the database for that."""
        dev = self.settings.dev_guild_id
        for guild_id in await self.service.command_guilds.guilds():
            if guild_id != dev:
                await self.remove_guild_commands(guild_id)
        if dev:
            guild = discord.Object(id=dev)
            self.tree.copy_global_to(guild=guild)
            synced = len(await self.tree.sync(guild=guild))
            await self.service.command_guilds.add(dev, self.service.clock())
            return synced
        return len(await self.tree.sync())

    async def remove_guild_commands(self, guild_id: int) -> None:
        """Remove every guild command of ``guild_id`` (left by an earlier deploy); a guild the bot
        is no longer in is forgotten too. Logged in one line either way."""
        guild = discord.Object(id=guild_id)
        self.tree.clear_commands(guild=guild)
        try:
            await self.tree.sync(guild=guild)
        except discord.HTTPException as exc:
            if exc.status >= 500 or exc.status == 429:
                log.warning("guild %s: the old guild commands could not be removed now (%s)", guild_id, exc)
                return
            log.info("guild %s: its old guild commands are out of reach (%s); forgotten", guild_id, exc)
        else:
            log.info("guild %s: removed the guild commands an earlier deploy left", guild_id)
        await self.service.command_guilds.remove(guild_id)

    async def _on_tree_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        # The one answer to a command's error (no cog adds its own handler: discord.py would call it
        # first, and the person would read the same line twice). An unknown command gets one clear line.
        await handle_error(interaction, error)
        registered = interaction_data(interaction).get("guild_id")
        if isinstance(error, app_commands.CommandNotFound) and registered and self.sync_on_start:
            guild_id = int(str(registered))
            if guild_id != self.settings.dev_guild_id:  # a guild command an earlier deploy left: tidy it away
                await self.remove_guild_commands(guild_id)

    async def is_owner(self, user: discord.abc.User) -> bool:
        if self.settings.owner_ids:
            return user.id in self.settings.owner_ids
        return await super().is_owner(user)

    async def close(self) -> None:
        if self.service is not None:
            await self.service.close()
        for cog in list(self.cogs.values()):
            flush = getattr(cog, "flush", None)
            if flush is not None:
                await flush()  # draw what the last updates queued, while storage is open
        await self.open_panels.close()
        if self.storage is not None:
            await self.storage.close()
            self.storage = None
        await super().close()
