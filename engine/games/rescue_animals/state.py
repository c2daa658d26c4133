"""Rescue Animals state and options, plus small read-only helpers on a state.

Die indices of a player's dice: 0-3 white, 4 black, 5 gray (present only while
the player holds the gray die). A value of 0 means "not rolled yet this round"
(each round starts unrolled: "all players will start rolling their dice",
Rescue Animals, "2. Rescuing Endangered Animals").

Phases: ``countdown`` (Ready, Set, Go!: rolling and claiming frozen, toggling
allowed), ``play`` (rolling), ``window`` (a valid "Rescuing!" was called: rolling
frozen, other valid claims tie until the window closes), ``over``.
"""
from __future__ import annotations

from typing import Literal

from pydantic import Field

from engine.core import GameOptions, Model, Rng

WHITE = (0, 1, 2, 3)
BLACK = 4
GRAY = 5
RETURN_TO_BOX = {2: 9, 3: 10, 4: 9, 5: 10}
"""Rescue Animals, "Setup": cards returned to the box unseen, by player count."""
DISPLAY_SIZE = {2: 3, 3: 2, 4: 3, 5: 4}
"""Rescue Animals, "1. Identifying Endangered Animals": cards drawn per round."""


class RescueOptions(GameOptions):
    """Lobby options (GAPS.md section 2): claim window, countdown, stall timer, bot pace, first leader."""

    claim_window_ms: int = Field(default=400, ge=0, le=10_000)
    countdown_s: float = Field(default=3.0, ge=0, le=60)
    stall_s: float = Field(default=120.0, gt=0, le=3600)
    bot_roll_interval_s: float = Field(default=1.5, ge=0, le=60)
    first_leader: int | None = Field(default=None, ge=1, le=5)
    """Who is the Conservation Leader of round 1: a seat counted from 1, as seats are shown to people and
    as every other game's seat options count (None: drawn at random, as "Setup" allows)."""
    paced_by: int | None = Field(default=None, ge=1, le=5)
    """The tutorial's pace (house ruling for ``/learn``, not offered in lobbies): a seat counted from 1
    whose rolls pace the others: while it may still rescue this round, every other seat may roll only
    once per roll of that seat, so a learner can read the coach and think (None: no pace, real time)."""


class PlayerDice(Model):
    """One player's dice: ``values`` (0 = unrolled) and ``aside`` flags, same length (5, or 6 with the gray die)."""

    values: list[int]
    aside: list[bool]


class Claim(Model):
    """A valid "Rescuing!" call inside the open claim window."""

    seat: int
    card: int


class RescueState(Model):
    """The whole match state (JSON-able; ``rng`` carries all randomness)."""

    seats: int
    options: RescueOptions
    rng: Rng
    deck: list[int]
    box: list[int]
    display: list[int | None]
    rescued: list[list[int]]
    round_rescues: list[list[int]]
    leader: int
    gray_holder: int | None = None
    round: int = 0
    phase: Literal["countdown", "play", "window", "over"] = "countdown"
    seq: int = 0
    claims: list[Claim] = Field(default_factory=list)
    dice: list[PlayerDice]
    rescues: int = 0
    stalls: int = 0
    idle: list[bool]
    rolls: list[int]
    paced: list[int] = Field(default_factory=list)
    """With ``options.paced_by``: the rolls each seat may still make before the pacing seat rolls
    again (0 or 1; empty without a pace)."""


def rescue_limit(state: RescueState) -> int:
    """Rescues allowed per player per round: 2 in the 2-player game, else 1 ("Special Rule in 2-Player Games")."""
    return 2 if state.seats == 2 else 1


def can_rescue(state: RescueState, seat: int) -> bool:
    """Whether ``seat`` may still rescue an animal this round."""
    return state.phase != "over" and len(state.round_rescues[seat]) < rescue_limit(state)


def may_roll(state: RescueState, seat: int) -> bool:
    """Whether ``seat``'s next Roll keeps the tutorial's pace (``options.paced_by``): always without a
    pace, for the pacing seat itself, or once the pacing seat has rescued this round; otherwise only
    once per roll of the pacing seat."""
    pacer = state.options.paced_by
    if pacer is None or seat == pacer - 1 or not can_rescue(state, pacer - 1):
        return True
    return bool(state.paced) and state.paced[seat] > 0


def whites_of(dice: PlayerDice) -> list[int]:
    """White dice values then the gray die's (if held), as the matcher wants them."""
    return dice.values[0:4] + dice.values[5:6]


def white_to_die(i: int) -> int:
    """Map an index into :func:`whites_of` to a die index (4 -> the gray die, 5)."""
    return i if i < 4 else GRAY


def is_rolled(dice: PlayerDice) -> bool:
    """Whether the player has rolled this round (all dice show a number)."""
    return all(v > 0 for v in dice.values)


def fresh_dice(with_gray: bool) -> PlayerDice:
    """Unrolled dice for a new round (or after a rescue)."""
    n = 6 if with_gray else 5
    return PlayerDice(values=[0] * n, aside=[False] * n)


def clockwise_from(state: RescueState, start: int) -> list[int]:
    """All seats in clockwise order starting with ``start``."""
    return [(start + k) % state.seats for k in range(state.seats)]


def displayed(state: RescueState) -> list[int]:
    """Card uids face up in the display."""
    return [c for c in state.display if c is not None]


def render_dice(dice: PlayerDice) -> str:
    """Compact dice text, e.g. ``"W3 W5 [W1] W6 B2 G4"``: W white, B black, G gray, [..] set aside, ``-`` unrolled."""
    out = []
    for i, (v, a) in enumerate(zip(dice.values, dice.aside, strict=True)):
        letter = "B" if i == BLACK else "G" if i == GRAY else "W"
        txt = f"{letter}{v if v else '-'}"
        out.append(f"[{txt}]" if a else txt)
    return " ".join(out)
