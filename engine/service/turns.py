"""Whose turn it is, and until when: the one place cogs read a turn's start and deadline (issue 21).

:class:`Turn` names one running turn of one person's seat: ``key`` (stable across restarts: the
service's timer key, naming the version the turn started at), its ``started_at`` and
``deadline`` (wall-clock seconds on the service's clock). Reminders and ``/turns`` read turns
only through :func:`turn_of` and :func:`stored_turns`, so a change in how deadlines are kept
(a time bank) changes these two functions and nothing else.
"""
from __future__ import annotations

import logging
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from engine import registry
from engine.service.match_settings import MatchSettings
from storage import MatchRecord

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Turn:
    """One running turn: ``seat`` of ``record`` must act. ``deadline`` None: no turn timer."""

    record: MatchRecord
    seat: int
    key: str
    started_at: float
    deadline: float | None

    @property
    def user_id(self) -> int | None:
        return self.record.seats[self.seat].user_id


def turn_of(record: MatchRecord, seat: int, settings: MatchSettings) -> Turn | None:
    """``seat``'s running turn in ``record`` (live or stored) from its turn timer, or None when
    the seat has no turn timer running. ``started_at`` is when the turn began as the timer entry
    records it (``"started"``; the deadline adds the per-move time and the time bank), else, for an
    entry stored before the time bank, the deadline less the match's turn timer."""
    for key, entry in record.timers.items():
        if key.startswith("turn:") and int(entry.get("seat", -1)) == seat:
            deadline = float(entry["deadline"])
            started = float(entry.get("started", deadline - settings.turn_timeout_s))
            return Turn(record, seat, key, started, deadline)
    return None


def stored_to_act(record: MatchRecord) -> set[int]:
    """The seats to act in a stored (not live) active match, from its stored state; empty when the
    state cannot be read or its game is not offered (logged)."""
    if record.state is None:
        return set()
    try:
        game: Any = registry.get(record.game)
        return set(game.to_act(game.State.model_validate_json(record.state)))
    except Exception:
        log.warning("match %s: stored state unreadable for /turns", record.id)
        return set()


CLOCK_PREFIX = "clock:"
"""Key prefix of a seat's clock entry in a match's ``timers`` (its bank, missed turns and last own
move; not a timer: :mod:`engine.service.timers`)."""


def own_moves(record: MatchRecord) -> dict[int, float]:
    """When each person seated in ``record`` last moved there themselves (not a timeout, not a bot),
    by user id, as stored with the match's timers (the seat's clock entry, ``moved_at``: wall-clock
    seconds on the service's clock); people with no such move recorded are left out."""
    out: dict[int, float] = {}
    for seat in record.seats:
        if seat.user_id is None or seat.is_bot:
            continue
        entry = record.timers.get(f"{CLOCK_PREFIX}{seat.seat}")
        moved = entry.get("moved_at") if isinstance(entry, dict) else None
        if moved is not None:
            out[seat.user_id] = max(float(moved), out.get(seat.user_id, float(moved)))
    return out


def last_move_at(records: Iterable[MatchRecord], user_id: int) -> float | None:
    """When ``user_id`` last moved themselves in any of ``records`` (:func:`own_moves`), or None.
    Read from committed records, so a restart does not forget that someone is playing (issue 21: no
    reminder while playing)."""
    times = [t for r in records if (t := own_moves(r).get(user_id)) is not None]
    return max(times, default=None)
