"""State and options models of Mission: Wild Life (all JSON round-trippable).

Cards are card ids (``"blue-8"``), missions are mission ids (``"rhino"``), seats are
0..n-1 clockwise; "left" of seat i is seat (i + 1) % n.
"""
from __future__ import annotations

from typing import Literal

from pydantic import Field

from engine.core import Model, Rng
from engine.undo import UndoOptions, UndoState


class MWLOptions(UndoOptions):
    """Lobby options (GAPS.md section 1, "Variants" and "Starting player"), and ``undo``
    (taking back a passing choice, on by default: :class:`engine.undo.UndoOptions`).

    ``expert``: shuffle the expert missions in; ``flash_per_round``: 1-3 flash
    missions per round (end threshold 5/6/7); ``pass_cards``: pass three cards left
    after dealing; ``first_player``: the host's pick for round 1, a seat
    counted from 1 as seats are shown everywhere (None = random).
    """

    expert: bool = False
    flash_per_round: int = Field(default=1, ge=1, le=3)
    pass_cards: bool = False
    first_player: int | None = Field(default=None, ge=1)


class Play(Model):
    """One card in a trick: who played which card."""

    seat: int
    card: str


class TrickRecord(Model):
    """A completed trick: its 1-based ``number`` in ``round``, ``plays`` in order, ``winner``."""

    round: int
    number: int
    plays: list[Play]
    winner: int


class WonMission(Model):
    """A mission a seat holds. ``mission_id`` is None for a plain mission token.

    ``face_down`` marks a tie card drawn from a stack (GAPS.md, ties): it counts as a
    mission but its face is irrelevant.
    """

    mission_id: str | None
    name: str
    type: Literal["research", "adventure", "flash"]
    round: int
    reason: str
    face_down: bool = False


class MWLState(UndoState):
    """The whole match state (``undo``: what may be taken back, :class:`engine.undo.UndoLog`).

    ``phase``: "pass" (simultaneous pass-cards choice), "play" or "over".
    ``hands[seat]``: card ids in hand order. ``passing[seat]``: the 3 cards a seat has
    set aside to pass (None = not chosen yet). ``trick``: plays of the trick in
    progress. ``tricks_won[seat]``: this round's won tricks, each kept separately.
    Stacks are top-first; "under the stack" = appended. ``display_flash`` holds the
    flash missions of this round not yet won.
    """

    seats: int
    options: MWLOptions
    rng: Rng
    phase: Literal["pass", "play", "over"] = "play"
    round: int = 0
    round_starter: int = 0
    leader: int = 0
    turn: int = 0
    hands: list[list[str]]
    passing: list[list[str] | None]
    received: list[list[str]] = Field(default_factory=list)
    """Pass Cards variant: ``received[seat]`` are the cards passed to ``seat`` this round (from the
    seat to its right); empty before the pass and without the variant."""
    trick: list[Play] = Field(default_factory=list)
    tricks_won: list[list[list[str]]]
    tricks_played: int = 0
    tricks_per_round: int = 0
    played: list[str] = Field(default_factory=list)
    out_card: str | None = None
    research_stack: list[str] = Field(default_factory=list)
    adventure_stack: list[str] = Field(default_factory=list)
    flash_stack: list[str] = Field(default_factory=list)
    display_research: str | None = None
    display_adventure: str | None = None
    display_flash: list[str] = Field(default_factory=list)
    flash_won_round: list[str] = Field(default_factory=list)
    missions: list[list[WonMission]]
    last_trick: TrickRecord | None = None
    end_reason: str = ""
