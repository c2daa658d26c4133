"""An open database with its stores: what :func:`storage.open_storage` returns, on either backend."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Generic, TypeVar

from storage.guilds import GuildConfigStore, PauseStore
from storage.leases import CommandGuildStore, HeartbeatStore, LeaseStore
from storage.matches import MatchStore
from storage.messages import MessageStore
from storage.preferences import PreferenceStore
from storage.ratings import RatingStore
from storage.reminders import ReminderStore
from storage.sql import SqlDatabase
from storage.sqlite import SqliteDatabase
from storage.tutorials import TutorialStore

D = TypeVar("D", bound=SqlDatabase)


@dataclass
class Storage(Generic[D]):
    """The open database ``db`` (:class:`storage.sqlite.SqliteDatabase` or :class:`storage.postgres.PgDatabase`)
    with its stores (:class:`storage.interface.StorageBackend`). Build with :meth:`on`; close with :meth:`close`."""

    db: D
    matches: MatchStore
    ratings: RatingStore
    messages: MessageStore
    preferences: PreferenceStore
    reminders: ReminderStore
    guild_configs: GuildConfigStore
    pauses: PauseStore
    leases: LeaseStore
    command_guilds: CommandGuildStore
    heartbeats: HeartbeatStore
    tutorials: TutorialStore

    @classmethod
    def on(cls, db: D, *, cache_preferences: bool) -> Storage[D]:
        """The stores on ``db``; ``cache_preferences`` when this process is the database's only writer."""
        return cls(db, MatchStore(db), RatingStore(db), MessageStore(db), PreferenceStore(db, cached=cache_preferences),
                   ReminderStore(db), GuildConfigStore(db), PauseStore(db), LeaseStore(db), CommandGuildStore(db),
                   HeartbeatStore(db), TutorialStore(db))

    @staticmethod
    async def open(path: str | Path) -> Storage[SqliteDatabase]:
        """Open (creating folders and file if needed) and migrate the SQLite database file ``path``
        (``":memory:"`` allowed)."""
        # One process writes the file: the preference store may answer from memory.
        return Storage.on(await SqliteDatabase.open(path), cache_preferences=True)

    @property
    def backend(self) -> str:
        """"sqlite" or "postgresql"."""
        return self.db.dialect.name

    async def schema_version(self) -> int:
        """The number of the last migration applied."""
        return await self.db.schema_version()

    async def close(self) -> None:
        await self.db.close()
