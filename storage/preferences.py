"""The preference store: per-person preferences kept across matches (issues 12 and 21).

Rows of the table ``user_settings`` (its name since migration 002; columns of 002 and 005):
``dms``, whether the bot keeps a DM copy of that person's panels (``/settings dms:off``);
``reminders``, whether turn reminders come by DM in turn-based matches; ``time_zone``, an IANA name ('' = UTC); ``quiet_start`` /
``quiet_end``, quiet hours as minutes after local midnight (equal: none). A person without a
row has the defaults (:data:`DEFAULT_PREFS`). Migration 013 adds ``language``, the language the
person chose (a catalog code such as ``de``; '' = automatic, their Discord client's), and
``last_locale``, the Discord locale they last used (written apart, only when it changes:
:meth:`PreferenceStore.remember_locale`). The service hands this store to cogs as
``MatchService.preferences``; cogs never touch the database themselves.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Protocol

from storage.sql import SqlDatabase


@dataclass(frozen=True)
class UserPrefs:
    """One person's preferences. ``quiet_start``/``quiet_end``: minutes after local midnight in
    ``time_zone`` (0–1439); the quiet hours run from start up to end, across midnight when end
    is smaller; equal values mean no quiet hours. ``time_zone`` '' means UTC."""

    dms: bool = True
    reminders: bool = True
    time_zone: str = ""
    quiet_start: int = 0
    quiet_end: int = 0
    language: str = ""
    """The language the person chose with ``/settings language:`` (a catalog code); '' = automatic."""
    last_locale: str = ""
    """The Discord client locale the person last used ('' = never seen); written only by
    :meth:`PreferenceStore.remember_locale`, never by :meth:`PreferenceStore.set_prefs`."""

    @property
    def has_quiet_hours(self) -> bool:
        return self.quiet_start != self.quiet_end


DEFAULT_PREFS = UserPrefs()


class PreferenceStoreAPI(Protocol):
    """Per-person preferences; every backend implements these."""

    async def get_dms(self, user_id: int) -> bool: ...

    async def set_dms(self, user_id: int, on: bool, at: float) -> None: ...

    async def get_prefs(self, user_id: int) -> UserPrefs: ...

    async def set_prefs(self, user_id: int, prefs: UserPrefs, at: float) -> None: ...

    async def remember_locale(self, user_id: int, locale: str, at: float) -> None: ...


class PreferenceStore:
    """Reads and writes ``user_settings`` on one :class:`~storage.sql.SqlDatabase`.

    With ``cached`` (SQLite: this process is the only writer) answers are kept in memory (the
    table asks at every DM copy it draws) and this process's writes keep them true; without it
    (PostgreSQL, where other processes write too) every question reads the database.
    """

    def __init__(self, db: SqlDatabase, *, cached: bool = True) -> None:
        self.db = db
        self.cached = cached
        self._prefs: dict[int, UserPrefs] = {}

    async def get_prefs(self, user_id: int) -> UserPrefs:
        """``user_id``'s preferences (:data:`DEFAULT_PREFS` when they never changed any)."""
        if user_id in self._prefs:
            return self._prefs[user_id]
        row = await self.db.fetchone(
            "SELECT dms, reminders, time_zone, quiet_start, quiet_end, language, last_locale FROM user_settings"
            " WHERE user_id = ?", (user_id,))
        prefs = DEFAULT_PREFS if row is None else UserPrefs(
            bool(row[0]), bool(row[1]), str(row[2] or ""), int(row[3]), int(row[4]), str(row[5] or ""), str(row[6] or ""))
        if self.cached:
            self._prefs[user_id] = prefs
        return prefs

    async def set_prefs(self, user_id: int, prefs: UserPrefs, at: float) -> None:
        """Remember all of ``user_id``'s preferences but ``last_locale`` (``at``: wall-clock seconds
        of the change). Raises ValueError when quiet hours are not minutes of a day (0–1439)."""
        if not (0 <= prefs.quiet_start < 1440 and 0 <= prefs.quiet_end < 1440):
            raise ValueError("quiet hours are minutes after midnight, 0 to 1439")
        await self.db.execute(
            "INSERT INTO user_settings (user_id, dms, reminders, time_zone, quiet_start, quiet_end, language, updated_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET dms = excluded.dms,"
            " reminders = excluded.reminders, time_zone = excluded.time_zone, quiet_start = excluded.quiet_start,"
            " quiet_end = excluded.quiet_end, language = excluded.language, updated_at = excluded.updated_at",
            (user_id, prefs.dms, prefs.reminders, prefs.time_zone, prefs.quiet_start, prefs.quiet_end, prefs.language, at),
        )
        if self.cached:
            known = self._prefs.pop(user_id, None)  # unknown: its last_locale is read with the row next time
            if known is not None:
                self._prefs[user_id] = replace(prefs, last_locale=known.last_locale)

    async def remember_locale(self, user_id: int, locale: str, at: float) -> None:
        """Remember the Discord client locale ``user_id`` last used (``at``: wall-clock seconds),
        touching no other preference; the caller writes only when it changed."""
        await self.db.execute(
            "INSERT INTO user_settings (user_id, last_locale, updated_at) VALUES (?, ?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET last_locale = excluded.last_locale", (user_id, locale, at))
        if self.cached and user_id in self._prefs:
            self._prefs[user_id] = replace(self._prefs[user_id], last_locale=locale)

    async def get_dms(self, user_id: int) -> bool:
        """Whether ``user_id`` wants DM copies of their panels (True unless they turned them off)."""
        return (await self.get_prefs(user_id)).dms

    async def set_dms(self, user_id: int, on: bool, at: float) -> None:
        """Remember ``user_id``'s DM choice (``at``: wall-clock seconds of the change)."""
        await self.set_prefs(user_id, replace(await self.get_prefs(user_id), dms=on), at)
