"""A clock for the MatchService that only the test moves (``MatchService(..., clock=clock)``).

The service reads wall-clock seconds from its ``clock`` for every deadline it keeps (turn timers,
claim windows, countdowns) and re-arms a timer that fires before its deadline on that clock. On
a :class:`ServiceClock` a deadline therefore passes when the test moves the clock past it
(:meth:`ServiceClock.advance`), however slow the machine, and never while the test is still
setting the scene. After a move, the pending timer fires at its next wake-up (at most its own
delay later, real time): wait for its effect with a condition (``tests.waiting.eventually``).
"""
from __future__ import annotations

START_S = 1_000_000_000.0
"""Where the clock starts (wall-clock seconds: a date in 2001, so stored times look like times)."""


class ServiceClock:
    """``clock()`` -> seconds; moves only by :meth:`advance`."""

    def __init__(self, start: float = START_S) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        """Move the clock ``seconds`` forward (never back)."""
        if seconds < 0:
            raise ValueError("the service clock only moves forward")
        self.now += seconds
