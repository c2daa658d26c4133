"""The guild configuration store and the pause store (migration 006), on either backend.

* :class:`GuildConfigStore`: rows of the table ``guild_settings(guild_id, config, version,
  updated_at)`` (its name since migration 006), one per server that ran ``/setup``. Every save
  bumps the row's ``version`` in the same statement; :meth:`GuildConfigStore.changed_since` is
  what other processes poll to see a change made elsewhere (the service's cache, :mod:`engine.service.guild_configs`).
* :class:`PauseStore`: rows of ``match_pauses``: the matches an admin paused, by whom and when.

The service hands these to nobody: cogs read guild configurations through ``MatchService.guild_configs``.
"""
from __future__ import annotations

import json
from typing import Any, Protocol

from storage.records import GuildConfigRecord, PauseRecord, StaleVersion
from storage.sql import Connection, Row, SqlDatabase


class GuildConfigStoreAPI(Protocol):
    """Per-server configuration; every backend implements these."""

    async def get(self, guild_id: int) -> GuildConfigRecord | None: ...

    async def save(self, guild_id: int, config: dict[str, Any], at: float,
                   expected_version: int | None = None) -> GuildConfigRecord: ...

    async def changed_since(self, since: float) -> list[GuildConfigRecord]: ...


class PauseStoreAPI(Protocol):
    """Paused matches; every backend implements these."""

    async def all(self) -> list[PauseRecord]: ...

    async def pause(self, record: PauseRecord) -> None: ...

    async def unpause(self, match_id: int, timers: dict[str, Any] | None = None) -> None: ...


def _config_record(row: Row) -> GuildConfigRecord:
    return GuildConfigRecord(int(row["guild_id"]), json.loads(row["config"]), int(row["version"]),
                               float(row["updated_at"]))


class GuildConfigStore:
    """Reads and writes ``guild_settings`` on one :class:`~storage.sql.SqlDatabase` (no cache here)."""

    def __init__(self, db: SqlDatabase) -> None:
        self.db = db

    async def get(self, guild_id: int) -> GuildConfigRecord | None:
        """The server's stored configuration, or None when it never ran ``/setup``."""
        row = await self.db.fetchone(
            "SELECT guild_id, config, version, updated_at FROM guild_settings WHERE guild_id = ?", (guild_id,))
        return None if row is None else _config_record(row)

    async def save(self, guild_id: int, config: dict[str, Any], at: float,
                   expected_version: int | None = None) -> GuildConfigRecord:
        """Store ``config`` (JSON-able) as the server's whole configuration, bumping its version;
        ``at``: service-clock seconds of the change. With ``expected_version`` (0: no row yet) it is
        written only over that version, else StaleVersion is raised and nothing changes (another
        process changed it meanwhile: read it again). Returns the row as written."""
        text = json.dumps(config, sort_keys=True)
        if expected_version is None:
            row = await self.db.fetchone(
                "INSERT INTO guild_settings (guild_id, config, version, updated_at) VALUES (?, ?, 1, ?)"
                " ON CONFLICT (guild_id) DO UPDATE SET config = excluded.config,"
                " version = guild_settings.version + 1, updated_at = excluded.updated_at"
                " RETURNING guild_id, config, version, updated_at", (guild_id, text, at))
        elif expected_version == 0:
            row = await self.db.fetchone(
                "INSERT INTO guild_settings (guild_id, config, version, updated_at) VALUES (?, ?, 1, ?)"
                " ON CONFLICT (guild_id) DO NOTHING RETURNING guild_id, config, version, updated_at",
                (guild_id, text, at))
        else:
            row = await self.db.fetchone(
                "UPDATE guild_settings SET config = ?, version = version + 1, updated_at = ?"
                " WHERE guild_id = ? AND version = ? RETURNING guild_id, config, version, updated_at",
                (text, at, guild_id, expected_version))
        if row is None:
            raise StaleVersion(f"guild {guild_id}: configuration changed since version {expected_version}")
        return _config_record(row)

    async def changed_since(self, since: float) -> list[GuildConfigRecord]:
        """Rows whose last change (``updated_at``) is at or after ``since``; index ``guild_settings_changed``."""
        rows = await self.db.fetchall(
            "SELECT guild_id, config, version, updated_at FROM guild_settings WHERE updated_at >= ?"
            " ORDER BY guild_id", (since,))
        return [_config_record(r) for r in rows]


class PauseStore:
    """Reads and writes ``match_pauses`` on one :class:`~storage.sql.SqlDatabase`."""

    def __init__(self, db: SqlDatabase) -> None:
        self.db = db

    async def all(self) -> list[PauseRecord]:
        """Every paused match (read at start-up), by match id."""
        rows = await self.db.fetchall(
            "SELECT match_id, paused_by, by_name, paused_at FROM match_pauses ORDER BY match_id")
        return [PauseRecord(int(r[0]), int(r[1]), str(r[2]), float(r[3])) for r in rows]

    async def pause(self, record: PauseRecord) -> None:
        """Record that ``record.match_id`` is paused (replacing an older pause of it)."""
        await self.db.execute(
            "INSERT INTO match_pauses (match_id, paused_by, by_name, paused_at) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (match_id) DO UPDATE SET paused_by = excluded.paused_by,"
            " by_name = excluded.by_name, paused_at = excluded.paused_at",
            (record.match_id, record.paused_by, record.by_name, record.paused_at),
        )

    async def unpause(self, match_id: int, timers: dict[str, Any] | None = None) -> None:
        """Forget the pause of ``match_id`` (none: nothing happens) and, in the same transaction,
        store the match's ``timers`` (its deadlines moved by the time it was paused) when given."""

        async def body(conn: Connection) -> None:
            if timers is not None:
                await conn.execute("UPDATE matches SET timers = ? WHERE id = ?", (json.dumps(timers), match_id))
            await conn.execute("DELETE FROM match_pauses WHERE match_id = ?", (match_id,))

        await self.db.transaction(body)
