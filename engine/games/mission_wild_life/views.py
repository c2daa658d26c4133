"""What one seat (or a spectator) may know: the view model of Mission: Wild Life.

FAQ: "During the round players are only allowed to look at the face-down tricks
that they won" — so a view holds the seat's own tricks only, and for others just
trick counts. Hands of other seats appear only as counts. The Iguana FAQ lets the
already-played cards of an Iguana-type mission lie face up: ``watched_played``.
"""
from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict, Field

from engine.core import Model
from engine.undo import UndoOffer, undo_offer

from . import missions as M
from .cards import EMOJI, emoji_label, parse, sorted_cards
from .state import MWLState
from .tricks import led_colour, legal_cards

SYMBOL = EMOJI
"""The card symbols by colour (:data:`~engine.games.mission_wild_life.cards.EMOJI`)."""


def symbol_label(cid: str) -> str:
    """The form every Discord rendering of a card uses: ``"🟥 Red 8"``, ``"☀️ Gold 8"``,
    ``"☁️ Gray 8"`` (:func:`~engine.games.mission_wild_life.cards.emoji_label`). It contains the
    card's label ("Red 8"), which
    :meth:`~engine.games.mission_wild_life.rules.MissionWildLife.private_texts` lists, so the
    privacy guard catches any rendering of a hidden card. Raises ValueError for a non-card."""
    return emoji_label(cid)


class CardView(Model):
    """A card for display: ``id`` ("blue-8"), ``colour``, ``number``, ``label`` ("Blue 8"),
    ``emoji_label`` (:func:`symbol_label`: "🟦 Blue 8", "☀️ Gold 8", "☁️ Gray 8"),
    ``short`` ("B8")."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str
    colour: str
    number: int
    label: str
    emoji_label: str
    short: str


_CARD_VIEWS: dict[str, CardView] = {}


def card_view(cid: str) -> CardView:
    """The (shared, frozen) :class:`CardView` of a card id."""
    cached = _CARD_VIEWS.get(cid)
    if cached is not None:
        return cached
    c = parse(cid)
    cached = _CARD_VIEWS[cid] = CardView(id=cid, colour=c.colour, number=c.number, label=c.label, emoji_label=symbol_label(cid),
                    short=c.short)
    return cached


class PlayView(Model):
    """One card in a trick: ``seat`` and ``card``."""

    seat: int
    card: CardView


class TrickView(Model):
    """A completed trick (public: its cards were face up): ``round``, ``number``, ``plays``, ``winner``."""

    round: int
    number: int
    plays: list[PlayView]
    winner: int


class MissionView(Model):
    """A mission card on display: ``id``, ``name``, ``type``, printed ``text``, ``expert``, ``source``."""

    id: str
    name: str
    type: str
    text: str
    expert: bool
    source: str


class WonView(Model):
    """A mission a seat holds: ``mission`` (its id; None for a plain token or a face-down card from
    a stack, whose animal is not shown), ``type`` (research, adventure, flash), ``face_down``."""

    mission: str | None
    type: str
    face_down: bool = False


class MWLView(Model):
    """The view of ``seat`` (None = spectator).

    Private to ``seat``: ``hand`` (sorted by colour then number), ``legal`` (card ids
    playable now), ``my_pass`` (cards set aside to pass), ``my_tricks`` (own won
    tricks). Public: everything else — counts of hands and tricks, the trick in
    progress, missions on display, each seat's won missions by name.
    """

    seat: int | None
    seats: int
    phase: Literal["pass", "play", "over"]
    round: int
    round_starter: int
    leader: int
    turn: int | None
    to_act: list[int]
    hand: list[CardView]
    legal: list[str]
    my_pass: list[str]
    received: list[CardView] = Field(default_factory=list)
    """Own seat only, Pass Cards variant: the cards passed to you this round, by
    ``received_from`` (the seat to your right); empty for a spectator."""
    received_from: int | None = None
    passed: list[bool]
    hand_counts: list[int]
    trick: list[PlayView]
    led_colour: str | None
    trick_number: int
    tricks_per_round: int
    trick_counts: list[int]
    my_tricks: list[list[CardView]]
    missions_won: list[list[WonView]]
    """Each seat's missions, as data (the UI names them in its reader's language)."""
    mission_counts: list[int]
    missions_to_win: int
    display: list[MissionView]
    flash_won_this_round: list[str]
    """The ids of this round's flash missions already won."""
    out_card: CardView | None
    watched_played: list[CardView]
    last_trick: TrickView | None
    expert: bool
    flash_per_round: int
    pass_cards: bool
    game_over: bool
    end_reason: str
    undo: UndoOffer | None = None


def mission_view(mid: str) -> MissionView:
    """The public face of mission ``mid``: name, type, printed text. Raises KeyError for an unknown id."""
    m = M.get(mid)
    return MissionView(id=m.id, name=m.name, type=m.type, text=m.text, expert=m.expert, source=m.source)


def build_view(state: MWLState, seat: int | None) -> MWLView:
    """The :class:`MWLView` for ``seat`` (None or an out-of-range seat = spectator)."""
    me = seat if seat is not None and 0 <= seat < state.seats else None
    trick_cards = [p.card for p in state.trick]
    display_ids = [m for m in (state.display_research, state.display_adventure, *state.display_flash) if m]
    watch: set[str] = set()
    for mid in state.display_flash:
        watch.update(M.get(mid).watch)
    seen = [c for c in state.played + trick_cards if c in watch]
    if state.phase == "over":
        to_act: list[int] = []
    elif state.phase == "pass":
        to_act = [s for s in range(state.seats) if state.passing[s] is None]
    else:
        to_act = [state.turn]
    legal: list[str] = []
    if me is not None and state.phase == "play" and state.turn == me:
        legal = legal_cards(state.hands[me], trick_cards)
    return MWLView(
        seat=me,
        seats=state.seats,
        phase=state.phase,
        round=state.round,
        round_starter=state.round_starter,
        leader=state.leader,
        turn=state.turn if state.phase == "play" else None,
        to_act=to_act,
        hand=[card_view(c) for c in sorted_cards(state.hands[me])] if me is not None else [],
        legal=legal,
        my_pass=list(state.passing[me] or []) if me is not None else [],
        received=[card_view(c) for c in state.received[me]] if me is not None and state.received else [],
        received_from=(me - 1) % state.seats if me is not None and state.received else None,
        passed=[p is not None for p in state.passing],
        hand_counts=[len(h) for h in state.hands],
        trick=[PlayView(seat=p.seat, card=card_view(p.card)) for p in state.trick],
        led_colour=led_colour(trick_cards),
        trick_number=state.tricks_played + 1 if state.phase == "play" else state.tricks_played,
        tricks_per_round=state.tricks_per_round,
        trick_counts=[len(t) for t in state.tricks_won],
        my_tricks=[[card_view(c) for c in t] for t in state.tricks_won[me]] if me is not None else [],
        missions_won=[[WonView(mission=None if w.face_down else w.mission_id, type=w.type, face_down=w.face_down)
                       for w in ws] for ws in state.missions],
        mission_counts=[len(ws) for ws in state.missions],
        missions_to_win=4 + state.options.flash_per_round,
        display=[mission_view(m) for m in display_ids],
        flash_won_this_round=list(state.flash_won_round),
        out_card=card_view(state.out_card) if state.out_card else None,
        watched_played=[card_view(c) for c in seen],
        last_trick=(TrickView(round=state.last_trick.round, number=state.last_trick.number,
                              plays=[PlayView(seat=p.seat, card=card_view(p.card)) for p in state.last_trick.plays],
                              winner=state.last_trick.winner) if state.last_trick else None),
        expert=state.options.expert,
        flash_per_round=state.options.flash_per_round,
        pass_cards=state.options.pass_cards,
        game_over=state.phase == "over",
        end_reason=state.end_reason,
        undo=undo_offer(state.undo, me),
    )
