"""Time bank arithmetic for turn-based matches (issue 21), as on Board Game Arena's turn-based mode.

Each seat has a per-move time (the match's ``turn_timeout_s``) and a time bank (``time_bank_s``,
full at the start). A move's deadline is its start plus the per-move time plus what is left in
the seat's bank, so a slow move first uses up its per-move time and then draws on the bank.
After a move made in time, the bank loses what the move ran over its per-move time and gets
``bank_refill_s`` back, never above ``time_bank_s``. A move whose whole time ran out (the
default move was made) empties the bank and earns no refill.

House ruling (docs/house-rulings.md, "Playing over days"): a turn-based speed comes with a bank
of one day refilled by 2 hours a move (:data:`~engine.service.match_settings.TURN_BASED_BANK_S`,
:data:`~engine.service.match_settings.TURN_BASED_REFILL_S`). All times are seconds; instants are
the service clock's wall-clock Unix seconds.
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.service.match_settings import MatchSettings


def move_deadline(started: float, settings: MatchSettings, bank_s: float) -> float:
    """When a move begun at ``started`` times out: ``started + turn_timeout_s + bank_s`` (bank
    never negative). Only meaningful with a turn timer (``turn_timeout_s > 0``)."""
    return started + settings.turn_timeout_s + max(0.0, bank_s)


def bank_after_move(bank_s: float, settings: MatchSettings, *, started: float, moved_at: float,
                    timed_out: bool = False) -> float:
    """The seat's bank after a move begun at ``started`` was made at ``moved_at``.

    In time: ``min(time_bank_s, bank_s - max(0, used - turn_timeout_s) + bank_refill_s)``
    (the overrun is taken from the bank, then the refill added). ``timed_out``: 0 (the whole
    bank was used and there is no refill). Never below 0.
    """
    if timed_out:
        return 0.0
    overrun = max(0.0, (moved_at - started) - settings.turn_timeout_s)
    left = max(0.0, bank_s - overrun)
    return max(0.0, min(settings.time_bank_s, left + settings.bank_refill_s))


@dataclass(frozen=True)
class TurnClock:
    """One seat's running turn: what reminders, ``/turns`` and the table read
    (:meth:`engine.service.MatchService.turn_clock`, :meth:`~engine.service.MatchService.pending_turns`).

    ``started`` and ``deadline`` are instants (service clock, Unix s; show ``deadline`` as
    ``<t:{int(deadline)}:R>``); ``per_move_s`` is the match's per-move time and ``bank_s`` the
    seat's bank when this move began (the deadline is ``started + per_move_s + bank_s``);
    ``turn_based``: the match is played over days (:func:`~engine.service.match_settings.is_turn_based`).
    """

    match_id: int
    guild_id: int | None
    seat: int
    user_id: int | None
    started: float
    deadline: float
    per_move_s: float
    bank_s: float
    turn_based: bool

    def left(self, now: float) -> float:
        """Seconds left at ``now`` (0 once the deadline has passed)."""
        return max(0.0, self.deadline - now)

    def in_bank(self, now: float) -> bool:
        """Whether the move has run past its per-move time and is using the bank at ``now``."""
        return now > self.started + self.per_move_s
