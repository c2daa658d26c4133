"""A clock for the MatchService that only the test moves (``MatchService(..., clock=clock)``).

The service reads wall-clock seconds from its ``clock`` for every deadline it keeps (turn timers,
claim windows, countdowns) and re-arms a timer that fires before its deadline on that clock. On
a :class:`ServiceClock` a deadline therefore passes when the test moves the clock past it
(:meth:`ServiceClock.advance`), however slow the machine, and never while the test is still
setting the scene. The service's one timer structure (``engine/service/deadlines.py``) registers
with :meth:`ServiceClock.on_advance`, so after a move the deadlines now due fire at once (a
test can let three days pass in milliseconds): wait for their effect with a condition
(``tests.waiting.eventually``).
"""
from __future__ import annotations

from collections.abc import Callable

START_S = 1_000_000_000.0
"""Where the clock starts (wall-clock seconds: a date in 2001, so stored times look like times)."""


class ServiceClock:
    """``clock()`` -> seconds; moves only by :meth:`advance`."""

    def __init__(self, start: float = START_S) -> None:
        self.now = start
        self._listeners: list[Callable[[], None]] = []

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        """Move the clock ``seconds`` forward (never back)."""
        if seconds < 0:
            raise ValueError("the service clock only moves forward")
        self.now += seconds
        for listener in list(self._listeners):
            listener()

    def on_advance(self, callback: Callable[[], None]) -> None:
        """Call ``callback()`` after every :meth:`advance` (the service's deadline heap wakes)."""
        self._listeners.append(callback)

    def advance_to(self, when: float) -> None:
        """Move the clock to ``when`` (seconds; not before now)."""
        self.advance(when - self.now)
