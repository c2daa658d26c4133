"""The reminder ledger: which turn reminders were sent, so none is sent twice (issue 21).

Rows of ``reminders_sent(match_id, turn, kind, user_id, sent_at)`` (migration 005), one per
reminder of one turn (``turn``: the service's name for that turn of that seat; ``kind``:
``"start"``, ``"late"`` or ``"thread"``). A reminder is claimed here *before* it goes out
(:meth:`ReminderStore.claim`): a restart, or a second process, finds the row and does not send
it again; a reminder whose sending was cut short by a crash is lost rather than doubled. The
rows of a match go when its turns are over (:meth:`ReminderStore.forget_turns`) and with the
match (``ON DELETE CASCADE``).
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from storage.records import MatchStatus
from storage.sql import SqlDatabase, marks

KINDS = ("start", "late", "thread")
"""The reminders a turn can have: its start DM, the one when most of the time has gone, and the
thread mention that stands in for both when the person's DMs are closed."""


class ReminderStoreAPI(Protocol):
    """The reminder ledger; every backend implements these."""

    async def claim(self, match_id: int, turn: str, kind: str, user_id: int, at: float) -> bool: ...

    async def sent_in_active(self) -> set[tuple[int, str, str]]: ...

    async def forget_turns(self, match_id: int, keep: Iterable[str] = ()) -> None: ...


class ReminderStore:
    """Reads and writes ``reminders_sent`` on one :class:`~storage.sql.SqlDatabase`."""

    def __init__(self, db: SqlDatabase) -> None:
        self.db = db

    async def claim(self, match_id: int, turn: str, kind: str, user_id: int, at: float) -> bool:
        """Record that reminder ``kind`` of ``turn`` in ``match_id`` goes to ``user_id`` now (``at``:
        wall-clock seconds). True when this call recorded it, False when it was already sent (by
        this process before a restart, or by another). Raises ValueError for an unknown ``kind``."""
        if kind not in KINDS:
            raise ValueError(f"reminder kind must be one of {KINDS}, not {kind!r}")
        changed = await self.db.execute(
            "INSERT INTO reminders_sent (match_id, turn, kind, user_id, sent_at) VALUES (?, ?, ?, ?, ?)"
            " ON CONFLICT (match_id, turn, kind) DO NOTHING",
            (match_id, turn, kind, user_id, at),
        )
        return changed > 0

    async def sent_in_active(self) -> set[tuple[int, str, str]]:
        """``(match_id, turn, kind)`` of every reminder sent in a running match: one query, read at
        start-up so the restarted scheduler skips them."""
        rows = await self.db.fetchall(
            "SELECT r.match_id, r.turn, r.kind FROM reminders_sent r JOIN matches m ON m.id = r.match_id"
            " WHERE m.status = ?", (MatchStatus.ACTIVE.value,))
        return {(int(r[0]), str(r[1]), str(r[2])) for r in rows}

    async def forget_turns(self, match_id: int, keep: Iterable[str] = ()) -> None:
        """Delete the rows of ``match_id`` except those of the turns in ``keep`` (the turns still
        running): a finished turn cannot be reminded again, so its rows are no longer needed."""
        kept = list(keep)
        where = f" AND turn NOT IN ({marks(len(kept))})" if kept else ""
        await self.db.execute(f"DELETE FROM reminders_sent WHERE match_id = ?{where}", (match_id, *kept))
