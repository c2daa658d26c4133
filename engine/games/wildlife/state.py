"""Options and state models of WildLife (all JSON round-trippable).

Seats are 0..n-1 clockwise; ``order`` is the play order from the starting player
(clockwise; with the "Creature Charts / Starting Player" variant, by descending
creature age). Spaces are labels (``"C7"``), regions are ids (``"large-forest"``),
cards are card ids (``"forest-3"``), abilities are ids (``"food"``).
"""
from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import ConfigDict, Field, field_validator, model_validator

from engine.core import Model, Rng
from engine.undo import UndoOptions, UndoState


class WLOptions(UndoOptions):
    """Lobby options: the rulebook's four "Variants" (all off by default), and ``undo``
    (taking back moves, on by default: :class:`engine.undo.UndoOptions`).

    ``unlimited_abilities``: no limit of two per ability type; deal 9 cards + 1 Arrowhead.
    ``auction_expand``: the winner of an auctioned Terrain card may Expand where it could only Migrate.
    ``chart_auction``: 12 food each, creature charts chosen by auction, play order by age.
    ``rotating_start``: each round the player with the least success points starts.
    """

    unlimited_abilities: bool = False
    auction_expand: bool = False
    chart_auction: bool = False
    rotating_start: bool = False


class Auction(Model):
    """An auction in progress (rulebook "Auctions"; GAPS.md "Auctions in chat").

    ``card`` is the Wildlife card for sale (None: a creature-chart auction of the
    variant, where the winner pays the bank). ``auctioneer`` sells (None for charts).
    ``bidders`` is the bidding order (clockwise from the auctioneer's left);
    ``active`` those who have not passed; ``to_bid`` whose turn it is to bid;
    ``high``/``high_bidder`` the standing bid (0/None before any bid).
    """

    card: str | None = None
    auctioneer: int | None = None
    bidders: list[int]
    active: list[int]
    to_bid: int
    high: int = 0
    high_bidder: int | None = None
    minimum: int = 3


class Pending(Model):
    """A card being carried out by ``seat`` (the player who played it or won it).

    ``as_kind``: what the card acts as — a terrain, ``"wheel"``, ``"arrowhead"``,
    ``"plague"``; None while a Lightning card's role is not chosen yet.
    ``via_auction``: won in an auction (enables the Expand auction variant).
    """

    seat: int
    card: str
    as_kind: str | None = None
    via_auction: bool = False


class MajorLine(Model):
    """One line of a Major Scoring: ``label`` says which, as data (a region id such as
    ``"large-water"``, ``"herd-1"`` … ``"herd-5"`` for the largest to the 5th largest herd,
    ``"adaptations"``, ``"abilities"``, ``"food"``; a match stored before issue 34 holds the
    English words, "Large Water", "Largest herd") and success ``points`` per seat."""

    label: str
    points: list[int]


class LogEntry(Model):
    """A public event of the latest action as the table shows it: its ``kind`` and ``data``
    (the :class:`engine.core.Event`'s; the UI words it in the reader's language). ``text``: the
    English line a match stored before issue 34 kept instead (``kind`` is then ``"text"``)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: str
    data: dict[str, Any] = Field(default_factory=dict)
    text: str = ""


END_REASONS: tuple[str, ...] = ("last-marker", "last-creature", "turn-limit")
"""Why a match ended (``WLState.end_reason``): the 11th region marker taken, a player placed its
last creature (``end_seat``), the safety turn limit."""

OLD_END_REASONS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"The last region marker was taken\."), "last-marker"),
    (re.compile(r"Seat ([0-9]+)(?: \([^()]*\))? placed its last creature\."), "last-creature"),
    (re.compile(r"The turn limit \([0-9]+\) was reached\."), "turn-limit"),
)
"""The English end reasons main stored before issue 34 (``"Seat 0 (Bear) placed its last creature."``,
"Seat n" counted from 0) and the code of :data:`END_REASONS` each became: a stored match's reason is
read as its code (and ``end_seat``), so its end reads in the reader's language."""


class WLState(UndoState):
    """The whole match state (``undo``: what may be taken back, :class:`engine.undo.UndoLog`).

    ``phase``: "chart" (variant: creature-chart auctions), "populate", "play", "over".
    ``board``: occupied spaces only, label -> seat. ``supply``/``boxed``: creatures per
    seat not yet placed / removed to the box. ``levels[seat][terrain]``: 0 none,
    1 migrate, 2 expand, 3 attack. ``tiles[seat]``: adaptation tiles taken
    ("forest-expand"), covered ones included. ``fresh[seat]``: abilities won in an
    auction that wait for the seat's own turn. ``markers``: region ids in the order
    their Minor Scoring happened. ``in_play``: cards played this turn, face up.
    ``log``: the public events of the most recent action (:class:`LogEntry`).
    ``end_reason``: one of :data:`END_REASONS` (``end_seat``: who placed its last creature); a match
    stored before issue 34 kept an English sentence, read as its code (:data:`OLD_END_REASONS`) or,
    if it is none of main's, kept.
    """

    seats: int
    options: WLOptions
    rng: Rng
    phase: Literal["chart", "populate", "play", "over"] = "populate"
    creature: list[str | None]
    order: list[int]
    start_player: int = 0
    board: dict[str, int] = Field(default_factory=dict)
    supply: list[int]
    boxed: list[int]
    initial_creatures: int
    food: list[int]
    food_supply: int
    success: list[int]
    levels: list[dict[str, int]]
    tiles: list[list[str]]
    tile_supply: dict[str, int]
    abilities: list[list[str]]
    fresh: list[list[str]]
    ability_supply: dict[str, int]
    hands: list[list[str]]
    deck: list[str]
    discard: list[str] = Field(default_factory=list)
    in_play: list[str] = Field(default_factory=list)
    populate_queue: list[int] = Field(default_factory=list)
    chart_pool: list[str] = Field(default_factory=list)
    chart_waiting: list[int] = Field(default_factory=list)
    chart_chooser: int | None = None
    turn_seat: int = 0
    turn_number: int = 0
    round_number: int = 0
    round_start: int = 0
    round_turns: int = 0
    plays: int = 0
    auctioned: int = 0
    play_quota: int = 3
    free_migrations_used: int = 0
    defense_used: list[int]
    auction: Auction | None = None
    pending: Pending | None = None
    plague_region: str | None = None
    plague_queue: list[int] = Field(default_factory=list)
    markers: list[str] = Field(default_factory=list)
    major_due: bool = False
    ending: bool = False
    end_reason: str = ""
    end_seat: int | None = None
    majors: list[list[MajorLine]] = Field(default_factory=list)
    log: list[LogEntry] = Field(default_factory=list)

    @model_validator(mode="before")
    @classmethod
    def _old_end_reason(cls, value: Any) -> Any:
        """A match stored before issue 34 kept its end reason as an English line (:data:`OLD_END_REASONS`):
        read as its code; any other English line is kept as it is."""
        reason = value.get("end_reason") if isinstance(value, dict) else None
        if isinstance(reason, str) and reason not in END_REASONS and value.get("end_seat") is None:
            for pattern, code in OLD_END_REASONS:
                found = pattern.fullmatch(reason.strip())
                if found:
                    seat = int(found.group(1)) if found.groups() else None
                    return {**value, "end_reason": code, "end_seat": seat}
        return value

    @field_validator("log", mode="before")
    @classmethod
    def _old_log(cls, value: Any) -> Any:
        """A match stored before issue 34 kept English lines: each becomes a ``"text"`` entry."""
        if isinstance(value, list):
            return [{"kind": "text", "text": v} if isinstance(v, str) else v for v in value]
        return value
