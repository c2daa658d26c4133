"""Sandbox time: a monotonic clock tests can advance, and Discord snowflakes.

``Clock.now()`` is ``loop-independent monotonic seconds + offset``; ``advance(s)`` adds
to the offset so token lifetimes (15 min interaction webhook tokens) can be crossed
without waiting.  ``Clock.wall()`` is the matching UTC datetime used for message
timestamps.  Snowflakes follow Discord's layout: ``(ms since 2015-01-01) << 22 | counter``.
"""

from __future__ import annotations

import datetime as dt
import itertools
import time

DISCORD_EPOCH_MS = 1420070400000


class Clock:
    """Advanceable clock shared by every rule that depends on time."""

    def __init__(self) -> None:
        self._offset = 0.0
        self._counter = itertools.count(1)

    def now(self) -> float:
        """Seconds (monotonic) including any ``advance`` offset."""
        return time.monotonic() + self._offset

    def advance(self, seconds: float) -> None:
        """Move sandbox time forward by ``seconds`` (never backwards)."""
        if seconds < 0:
            raise ValueError("the sandbox clock only moves forward")
        self._offset += seconds

    def wall(self) -> dt.datetime:
        """UTC wall time including the offset."""
        return dt.datetime.now(dt.UTC) + dt.timedelta(seconds=self._offset)

    def iso(self) -> str:
        """ISO-8601 timestamp as Discord sends it (``2024-01-01T00:00:00.000000+00:00``)."""
        return self.wall().isoformat()

    def snowflake(self) -> int:
        """A fresh, increasing Discord snowflake."""
        ms = int(self.wall().timestamp() * 1000) - DISCORD_EPOCH_MS
        return (ms << 22) | (next(self._counter) & 0x3FFFFF)
