"""The tutorial store: each person's ``/learn`` of each game (issue 35).

Rows of ``tutorials`` (migration 012), one per person and game: ``match_id``, their tutorial
match while one runs (None otherwise); ``progress``, the tutorial's own JSON (what the engine's
``engine.tutorial.Progress`` dumps; storage does not read it); ``learned_at``, when they first
finished it (None: not yet), which ``/profile`` and the lobby's "new to" mark read. The service
hands this store to cogs as ``MatchService.tutorials``; cogs never touch the database themselves.
"""
from __future__ import annotations

from collections.abc import Iterable

from storage.records import TutorialRecord
from storage.sql import SqlDatabase

_COLUMNS = "user_id, game, match_id, progress, started_at, updated_at, learned_at"


def _record(row: tuple[object, ...]) -> TutorialRecord:
    user_id, game, match_id, progress, started_at, updated_at, learned_at = row
    return TutorialRecord(int(user_id), str(game), None if match_id is None else int(match_id),  # type: ignore[call-overload]
                          str(progress), float(started_at), float(updated_at),  # type: ignore[arg-type]
                          None if learned_at is None else float(learned_at))  # type: ignore[arg-type]


class TutorialStore:
    """Reads and writes ``tutorials`` on one :class:`~storage.sql.SqlDatabase` (either backend)."""

    def __init__(self, db: SqlDatabase) -> None:
        self.db = db

    async def get(self, user_id: int, game: str) -> TutorialRecord | None:
        """``user_id``'s tutorial of ``game`` (None: they never began it)."""
        row = await self.db.fetchone(f"SELECT {_COLUMNS} FROM tutorials WHERE user_id = ? AND game = ?",
                                     (user_id, game))
        return None if row is None else _record(tuple(row))

    async def of_user(self, user_id: int) -> list[TutorialRecord]:
        """Every tutorial ``user_id`` began, by game key."""
        rows = await self.db.fetchall(f"SELECT {_COLUMNS} FROM tutorials WHERE user_id = ? ORDER BY game", (user_id,))
        return [_record(tuple(r)) for r in rows]

    async def running(self) -> list[TutorialRecord]:
        """Every tutorial with a match running (what the learn cog reloads at start-up)."""
        rows = await self.db.fetchall(f"SELECT {_COLUMNS} FROM tutorials WHERE match_id IS NOT NULL ORDER BY match_id")
        return [_record(tuple(r)) for r in rows]

    async def begin(self, user_id: int, game: str, match_id: int, progress: str, at: float) -> None:
        """``user_id`` (re)starts ``game``'s tutorial in match ``match_id`` with ``progress``
        (``at``: wall-clock seconds); a finish they had is kept."""
        await self.db.execute(
            "INSERT INTO tutorials (user_id, game, match_id, progress, started_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)"
            " ON CONFLICT (user_id, game) DO UPDATE SET match_id = excluded.match_id, progress = excluded.progress,"
            " started_at = excluded.started_at, updated_at = excluded.updated_at",
            (user_id, game, match_id, progress, at, at),
        )

    async def save(self, user_id: int, game: str, progress: str, at: float) -> None:
        """Store ``progress`` of ``user_id``'s running tutorial of ``game``."""
        await self.db.execute("UPDATE tutorials SET progress = ?, updated_at = ? WHERE user_id = ? AND game = ?",
                              (progress, at, user_id, game))

    async def finish(self, user_id: int, game: str, progress: str, at: float) -> None:
        """``user_id`` finished ``game``'s tutorial: no match runs any more, and ``learned_at`` is
        set (the first finish is kept)."""
        await self.db.execute(
            "UPDATE tutorials SET match_id = NULL, progress = ?, updated_at = ?, learned_at = COALESCE(learned_at, ?)"
            " WHERE user_id = ? AND game = ?", (progress, at, at, user_id, game))

    async def drop_match(self, user_id: int, game: str, at: float) -> None:
        """``user_id``'s tutorial match of ``game`` is gone (ended without a finish)."""
        await self.db.execute("UPDATE tutorials SET match_id = NULL, updated_at = ? WHERE user_id = ? AND game = ?",
                              (at, user_id, game))

    async def learned(self, game: str, user_ids: Iterable[int]) -> set[int]:
        """Which of ``user_ids`` have finished ``game``'s tutorial."""
        ids = sorted(set(user_ids))
        if not ids:
            return set()
        marks = ", ".join("?" for _ in ids)
        rows = await self.db.fetchall(
            f"SELECT user_id FROM tutorials WHERE game = ? AND learned_at IS NOT NULL AND user_id IN ({marks})",
            (game, *ids))
        return {int(r[0]) for r in rows}
