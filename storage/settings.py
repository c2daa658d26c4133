"""The user settings store: per-person preferences kept across matches (issue 12).

Rows of ``user_settings(user_id, dms, updated_at)`` (migration 002). Today one setting:
``dms``, whether the bot keeps a DM copy of that person's panels (``/settings dms:off``).
A person without a row has the defaults (DMs on). The service hands this store to cogs as
``MatchService.user_settings``; cogs never touch the database themselves.
"""
from __future__ import annotations

from typing import Protocol

from storage.sql import SqlDatabase


class UserSettingsStoreAPI(Protocol):
    """Per-person preferences; every backend implements these."""

    async def get_dms(self, user_id: int) -> bool: ...

    async def set_dms(self, user_id: int, on: bool, at: float) -> None: ...


class UserSettingsStore:
    """Reads and writes ``user_settings`` on one :class:`~storage.sql.SqlDatabase`.

    With ``cached`` (SQLite: this process is the only writer) answers are kept in memory (the
    table asks at every DM copy it draws) and this process's writes keep them true; without it
    (PostgreSQL, where other processes write too) every question reads the database.
    """

    def __init__(self, db: SqlDatabase, *, cached: bool = True) -> None:
        self.db = db
        self.cached = cached
        self._dms: dict[int, bool] = {}

    async def get_dms(self, user_id: int) -> bool:
        """Whether ``user_id`` wants DM copies of their panels (True unless they turned them off)."""
        if user_id in self._dms:
            return self._dms[user_id]
        row = await self.db.fetchone("SELECT dms FROM user_settings WHERE user_id = ?", (user_id,))
        on = True if row is None else bool(row[0])
        if self.cached:
            self._dms[user_id] = on
        return on

    async def set_dms(self, user_id: int, on: bool, at: float) -> None:
        """Remember ``user_id``'s DM choice (``at``: wall-clock seconds of the change)."""
        await self.db.execute(
            "INSERT INTO user_settings (user_id, dms, updated_at) VALUES (?, ?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET dms = excluded.dms, updated_at = excluded.updated_at",
            (user_id, on, at),
        )
        if self.cached:
            self._dms[user_id] = on
