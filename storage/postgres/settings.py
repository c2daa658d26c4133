"""The PostgreSQL user settings store (see :mod:`storage.settings`): ``user_settings`` rows on asyncpg."""
from __future__ import annotations

from storage.postgres.db import PgDatabase


class PgUserSettingsStore:
    """Per-person preferences on one :class:`PgDatabase` (a person without a row has the defaults: DMs on)."""

    def __init__(self, db: PgDatabase) -> None:
        self.db = db

    async def get_dms(self, user_id: int) -> bool:
        """Whether ``user_id`` wants DM copies of their panels (True unless they turned them off)."""
        row = await self.db.fetchone("SELECT dms FROM user_settings WHERE user_id = $1", (user_id,))
        return True if row is None else bool(row[0])

    async def set_dms(self, user_id: int, on: bool, at: float) -> None:
        """Remember ``user_id``'s DM choice (``at``: wall-clock seconds of the change)."""
        await self.db.execute(
            "INSERT INTO user_settings (user_id, dms, updated_at) VALUES ($1, $2, $3)"
            " ON CONFLICT (user_id) DO UPDATE SET dms = excluded.dms, updated_at = excluded.updated_at",
            (user_id, on, at),
        )
