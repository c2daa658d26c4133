"""State and options of Wildlife Adventure (all JSON round-trippable).

Seats are 0..n-1 clockwise. Stacks are top-first; "under the stack" = appended.
Expedition ``e`` (0 red, 1 yellow, 2 blue) is the list of its route extensions in
the order laid; its tip is the point the last one reached (the start base if none).
"""
from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import Field, model_validator

from engine.core import Model, Rng
from engine.undo import UndoOptions, UndoState

from .board import START


def _no_obstacles() -> list[str | None]:
    return [None, None, None]


class WAOptions(UndoOptions):
    """Lobby options. ``first_player``: who starts, a seat counted from 1 as seats are
    shown everywhere (None = random; rulebook
    "Rules of the Expeditions": "Players decide who shall go first"); ``undo``: taking back
    moves, on by default (:class:`engine.undo.UndoOptions`)."""

    first_player: int | None = Field(default=None, ge=1)


class Extension(Model):
    """One route extension: on ``line`` from point ``frm`` to point ``to``, laid by ``seat``;
    ``parallel`` if the line already carried one when it was laid."""

    line: int
    frm: str
    to: str
    seat: int
    parallel: bool = False


class Expedition(Model):
    """The route extensions of one expedition, in the order laid."""

    extensions: list[Extension] = Field(default_factory=list)

    @property
    def tip(self) -> str:
        """The point the expedition has reached (the start base before its first extension)."""
        return self.extensions[-1].to if self.extensions else START


class Pending(Model):
    """A choice ``seat`` must make before anything else: the blue-space choice, or the
    chance card ``chance`` asking to discard an animal card or re-lay an extension."""

    kind: Literal["blue", "discard", "relay"]
    seat: int
    chance: str | None = None


OLD_END_REASONS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"Seat ([0-9]+(?:, [0-9]+)*) has no animal cards left in hand\."), "hand_empty"),
    (re.compile(r"All three expeditions have used up their route extensions\."), "all_used"),
    (re.compile(r"No expedition could be extended for a full round\."), "blocked"),
    (re.compile(r"The turn limit \([0-9]+\) was reached\."), "turn_limit"),
)
"""The English end reasons main stored before issue 34 (its ``rules._finish`` lines, "Seat n" counted
from 0) and the code each became: a stored match's reason is read as its code, its seats as
``end_seats``, so its end reads in the reader's language."""


class WAState(UndoState):
    """The whole match state (``undo``: what may be taken back, :class:`engine.undo.UndoLog`).

    Turn bookkeeping: ``main_laid`` (the turn's route extension is down), ``bonus``
    (free extra extensions owed by green spaces / chance cards), ``spent_turn``
    (vouchers spent this turn, at most 3), ``obstacle_session`` (1 voucher paid for
    obstacle moves until the next extension; ``session_moved``: obstacles moved in it, each
    once), ``laid_this_turn``. ``blocked_turns``
    counts consecutive turns that ended without an extension because none could be
    laid free of vouchers (GAPS.md: a full round of this ends the game).
    Vouchers: ``vouchers[seat]`` in hand and ``supply`` with the dealer always sum to 65;
    vouchers handed in (spent) go back to the supply (rulebook "The Travel Vouchers").
    ``spent`` counts the vouchers handed in over the whole game (a statistic only).
    """

    seats: int
    options: WAOptions
    rng: Rng
    phase: Literal["play", "over"] = "play"
    turn: int = 0
    turn_number: int = 1
    hands: list[list[str]]
    completed: list[list[str]]
    open_missions: list[str]
    animal_stack: list[str]
    chance_stack: list[str]
    kept: list[list[str]]
    chance_drawn: str | None = None
    vouchers: list[int]
    supply: int
    spent: int = 0
    obstacles: list[str | None] = Field(default_factory=_no_obstacles)
    expeditions: list[Expedition] = Field(default_factory=lambda: [Expedition(), Expedition(), Expedition()])
    main_laid: bool = False
    bonus: int = 0
    spent_turn: int = 0
    obstacle_session: bool = False
    session_moved: list[int] = Field(default_factory=list)
    laid_this_turn: bool = False
    pending: Pending | None = None
    skip_next: list[bool]
    blocked_turns: int = 0
    last_events: list[str] = Field(default_factory=list)
    """Left from before issue 34 (English lines); no longer written or shown: see ``recent``."""
    recent: list[dict[str, Any]] = Field(default_factory=list)
    """The latest move's public events as ``{"kind", "data"}`` (the table's last events)."""
    end_reason: str = ""
    """Why the match ended: a code of ``rules.END_REASONS`` (one of main's English lines stored
    before issue 34 is read as its code, :data:`OLD_END_REASONS`; any other English line is kept);
    ``end_seats``: the seats it names (those with no animal card left)."""
    end_seats: list[int] = Field(default_factory=list)

    @model_validator(mode="before")
    @classmethod
    def _old_end_reason(cls, value: Any) -> Any:
        """A match stored before issue 34 kept its end reason as an English line (:data:`OLD_END_REASONS`):
        read as its code; any other English line is kept as it is."""
        reason = value.get("end_reason") if isinstance(value, dict) else None
        if isinstance(reason, str) and not value.get("end_seats"):
            for pattern, code in OLD_END_REASONS:
                found = pattern.fullmatch(reason.strip())
                if found:
                    seats = [int(s) for s in found.group(1).split(", ")] if found.groups() else []
                    return {**value, "end_reason": code, "end_seats": seats}
        return value
