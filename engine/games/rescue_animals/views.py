"""What a seat (or a spectator) may see: the only source for display and bots.

Ruling (product, after Rescue Animals "2. Rescuing Endangered Animals": rescued
cards are placed face down): the display and which animal each seat rescued
*this round* are public (the rescue is announced); earlier rescues of other
seats are shown as counts only; each seat sees its own dice, its own rescued
animals and its own running score. Other seats' dice are not shown (the dice
panel is personal on Discord). When the game is over everything is revealed
in ``final``.
"""
from __future__ import annotations

from functools import cache
from typing import Literal

from pydantic import ConfigDict

from engine.core import Model
from engine.games.rescue_animals.deck import DECK_SIZE, species_of
from engine.games.rescue_animals.matcher import which_dice
from engine.games.rescue_animals.requirement import Requirement, requirement_symbols, requirement_text
from engine.games.rescue_animals.scoring import SeatScore, TieBreak, rank, ranking, score_seat
from engine.games.rescue_animals.state import (
    BLACK,
    DISPLAY_SIZE,
    GRAY,
    RescueState,
    can_rescue,
    displayed,
    is_rolled,
    may_roll,
    render_dice,
    rescue_limit,
    white_to_die,
    whites_of,
)


class CardView(Model):
    """A card face: ``uid`` (0..53, use it in ``rescue``), species data and its requirement.
    Frozen: one instance per card is shared by every view (:func:`card_view`)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    uid: int
    key: str
    name: str
    latin: str
    area: str
    copies: int
    protection: int
    bonus: int
    source: str
    requirement: Requirement
    requirement_text: str
    symbols: str


class DiceView(Model):
    """Own dice: ``values`` (0 = unrolled), ``aside`` flags, ``colors`` per die index, ``text`` compact."""

    values: list[int]
    aside: list[bool]
    colors: list[Literal["white", "black", "gray"]]
    rolled: bool
    text: str


class SeatView(Model):
    """Public facts about a seat."""

    seat: int
    is_leader: bool
    has_gray: bool
    can_rescue: bool
    claimed: bool
    rescued_total: int
    rescued_this_round: list[CardView]
    rolls: int = 0
    """Times this seat has rolled in the match (everyone at the table sees the others roll)."""


class MeView(Model):
    """The viewer's own panel.

    ``satisfied`` lists display uids the dice meet now; ``matches[uid]`` the die
    indices that meet it (for highlights); ``can_roll`` / ``can_claim`` say what
    is allowed right now.
    """

    seat: int
    dice: DiceView
    satisfied: list[int]
    matches: dict[int, list[int]]
    can_roll: bool
    can_claim: bool
    claimed: bool
    rescued: list[CardView]
    score: int
    rolls: int


class FinalView(Model):
    """The scoring table once the game is over: per-seat scores, rescued cards and places."""

    scores: list[SeatScore]
    rescued: list[list[CardView]]
    places: list[int]
    detail: str
    """The result in English (the outcome's record); the UI words ``winner`` and ``ties``."""
    ties: list[TieBreak] = []
    """The tie-breaks used between neighbouring places, best place first."""


class RescueView(Model):
    """The table as ``seat`` sees it (``seat`` None = spectator; then ``me`` is None)."""

    seat: int | None
    seats: int
    round: int
    rounds_total: int
    leader: int
    gray_holder: int | None
    phase: Literal["countdown", "play", "window", "over"]
    frozen: bool
    window_open: bool
    deck_size: int
    box_size: int
    rescue_limit: int
    display: list[CardView | None]
    players: list[SeatView]
    me: MeView | None
    final: FinalView | None


@cache  # one per card of the deck
def card_view(uid: int) -> CardView:
    """The (shared, frozen) face of card ``uid``."""
    s = species_of(uid)
    return CardView(uid=uid, key=s.key, name=s.name, latin=s.latin, area=s.area, copies=s.copies,
                    protection=s.protection, bonus=s.bonus, source=s.source, requirement=s.requirement,
                    requirement_text=requirement_text(s.requirement), symbols=requirement_symbols(s.requirement))


def satisfied_cards(state: RescueState, seat: int) -> dict[int, list[int]]:
    """Display uids the seat's dice meet now -> die indices used (empty if unrolled)."""
    dice = state.dice[seat]
    if not is_rolled(dice):
        return {}
    out: dict[int, list[int]] = {}
    for uid in displayed(state):
        m = which_dice(species_of(uid).requirement, dice.values[BLACK], whites_of(dice))
        if m is not None:
            out[uid] = ([BLACK] if m.black else []) + [white_to_die(i) for i in m.whites]
    return out


def final_scores(state: RescueState) -> tuple[list[SeatScore], list[int], str]:
    """Scores, strict places and the tie-break detail for the state as it stands."""
    scores = [score_seat(s, state.rescued[s], state.gray_holder == s) for s in range(state.seats)]
    places, detail = rank(scores, state.gray_holder, state.leader)
    return scores, places, detail


def final_ties(state: RescueState) -> list[TieBreak]:
    """The tie-breaks the final ranking used (:func:`~engine.games.rescue_animals.scoring.ranking`)."""
    scores = [score_seat(s, state.rescued[s], state.gray_holder == s) for s in range(state.seats)]
    return ranking(scores, state.gray_holder, state.leader)[1]


def build_view(state: RescueState, seat: int | None) -> RescueView:
    """The view for ``seat`` (see the module docstring for what is hidden)."""
    claimed = {c.seat for c in state.claims}
    players = [
        SeatView(seat=s, is_leader=s == state.leader, has_gray=s == state.gray_holder,
                 can_rescue=can_rescue(state, s), claimed=s in claimed, rescued_total=len(state.rescued[s]),
                 rescued_this_round=[card_view(c) for c in state.round_rescues[s]], rolls=state.rolls[s])
        for s in range(state.seats)
    ]
    me = None
    if seat is not None and 0 <= seat < state.seats:
        d = state.dice[seat]
        colors: list[Literal["white", "black", "gray"]] = [
            "black" if i == BLACK else "gray" if i == GRAY else "white" for i in range(len(d.values))]
        matches = satisfied_cards(state, seat) if can_rescue(state, seat) else {}
        me = MeView(
            seat=seat,
            dice=DiceView(values=list(d.values), aside=list(d.aside), colors=colors, rolled=is_rolled(d),
                          text=render_dice(d)),
            satisfied=sorted(matches), matches=matches,
            can_roll=state.phase == "play" and can_rescue(state, seat) and not all(d.aside) and may_roll(state, seat),
            can_claim=state.phase in ("play", "window") and can_rescue(state, seat) and seat not in claimed,
            claimed=seat in claimed,
            rescued=[card_view(c) for c in state.rescued[seat]],
            score=score_seat(seat, state.rescued[seat], False).total,
            rolls=state.rolls[seat],
        )
    final = None
    if state.phase == "over":
        scores, places, detail = final_scores(state)
        final = FinalView(scores=scores, rescued=[[card_view(c) for c in r] for r in state.rescued],
                          places=places, detail=detail, ties=final_ties(state))
    per_round = DISPLAY_SIZE[state.seats]
    return RescueView(
        seat=seat, seats=state.seats, round=state.round,
        rounds_total=(DECK_SIZE - len(state.box)) // per_round,
        leader=state.leader, gray_holder=state.gray_holder, phase=state.phase,
        frozen=state.phase in ("countdown", "window"), window_open=state.phase == "window",
        deck_size=len(state.deck), box_size=len(state.box), rescue_limit=rescue_limit(state),
        display=[card_view(c) if c is not None else None for c in state.display],
        players=players, me=me, final=final,
    )
