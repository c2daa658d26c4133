"""What one seat (or a spectator) may know: the view models of WildLife.

Everything on the table is public (board, charts, abilities, food, success track,
the card up for auction, cards played this turn). Private to a seat: its hand
(``hand``) and its legal actions (``legal``, which name hand cards). Other hands
appear only as counts; the deck only as a count.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Literal

from pydantic import ConfigDict

from engine.core import Model
from engine.undo import UndoOffer, undo_offer

from . import auction as A
from . import moves
from .actions import (
    Action,
)
from .board import COLUMNS, REGIONS, ROWS, SPACE_REGION, counts_in
from .cards import (
    ABILITIES,
    CREATURES,
    LEVELS,
    MINOR_TRACK,
    TEXTS,
    category,
    hand_label,
    kind_of,
    public_name,
)
from .moves import free_migrations, max_plays, usable
from .state import LogEntry, MajorLine, WLState


class CardView(Model):
    """A Wildlife card: ``id`` ("forest-3"), ``kind`` ("forest", "wheel", "plague"),
    ``category`` (terrain/wheel/arrowhead/lightning/text), ``name`` ("Forest"),
    ``label`` (hand rendering "Terrain: Forest #3" — only in the owner's view),
    ``text`` (effect of a Text card, else "")."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str
    kind: str
    category: str
    name: str
    label: str
    text: str


@lru_cache(maxsize=4096)  # two per card of the deck
def card_view(cid: str, *, private: bool) -> CardView:
    """The (shared, frozen) view of a card; ``label`` is the private hand rendering only when ``private``."""
    k = kind_of(cid)
    name = public_name(cid)
    return CardView(id=cid, kind=k, category=category(cid), name=name,
                    label=hand_label(cid) if private else name, text=TEXTS.get(k, ""))


class PlayerView(Model):
    """A seat at the table (public): ``creature`` id/name/colour/letter/age, creatures in
    ``supply``/on board/in the ``boxed``, ``food``, ``success``, adaptation ``levels``
    (terrain -> "none"/"migrate"/"expand"/"attack"), ``tiles`` (adaptation tiles taken,
    covered ones included), ``abilities`` (ids; ``waiting`` = won in an auction, usable
    from its next turn), ``hand_count``."""

    seat: int
    creature: str | None
    name: str
    colour: str
    letter: str
    age_my: int
    supply: int
    on_board: int
    boxed: int
    food: int
    success: int
    levels: dict[str, str]
    tiles: int
    abilities: list[str]
    waiting: list[str]
    hand_count: int


class RegionView(Model):
    """A region: ``id``, ``name``, ``terrain``, ``large``, ``size``, ``spaces``, creatures
    per seat (``counts``), ``full``, ``marker`` (1-based region marker number placed
    there by its Minor Scoring, or None). Frozen: equal regions share one instance across
    views while :func:`region_view` keeps it; its lists must not be changed in place either
    (tests/cogs/test_shared_view_parts.py)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str
    name: str
    terrain: str
    large: bool
    size: int
    spaces: list[str]
    counts: list[int]
    full: bool
    marker: int | None


class AuctionView(Model):
    """The auction in progress: ``card`` (None for a creature-chart auction),
    ``auctioneer``, ``high`` and ``high_bidder``, ``to_bid`` (who bids next),
    ``active`` (not passed), ``min_bid`` (lowest bid now), ``max_bid`` (the most
    ``to_bid`` can pay), ``two_player_price`` (the winner pays only 3)."""

    card: CardView | None
    auctioneer: int | None
    high: int
    high_bidder: int | None
    to_bid: int
    active: list[int]
    bidders: list[int]
    min_bid: int
    max_bid: int
    two_player_price: bool


class PendingView(Model):
    """A card being carried out: by ``seat``, ``card``, acting as ``as_kind`` (None while a
    Lightning card's role is undecided), ``via_auction``."""

    seat: int
    card: CardView
    as_kind: str | None
    via_auction: bool


class WLView(Model):
    """The view of ``seat`` (None = spectator). See the module docstring for privacy.

    Geometry of the map (static) is in :mod:`.board`; ``columns``/``rows`` repeat its size.
    ``board``: label -> seat for occupied spaces. ``minor_track``: the 11 values;
    ``markers_taken``: how many region markers are gone; ``next_minor``: the value of
    the next Minor Scoring (None when none is left). ``turn``: the player whose turn it
    is; ``to_act``: who must act now. ``plays``/``max_plays``/``auctioned``/
    ``free_migrations_left`` describe the current turn. ``last_events``: the public
    events of the latest action (kind and data, :class:`.state.LogEntry`). ``majors``: every
    Major Scoring so far (lines per seat).
    ``undo``: the seat's own move it may take back now (:class:`engine.undo.UndoOffer`; None
    for a spectator or when there is none).
    """

    model_config = ConfigDict(extra="forbid")

    seat: int | None
    seats: int
    phase: Literal["chart", "populate", "play", "over"]
    options: dict[str, bool]
    columns: str
    rows: int
    players: list[PlayerView]
    order: list[int]
    start_player: int
    turn: int | None
    turn_number: int
    round_number: int
    to_act: list[int]
    board: dict[str, int]
    regions: list[RegionView]
    minor_track: list[int]
    markers_taken: int
    next_minor: int | None
    major_due: bool
    food_supply: int
    deck_count: int
    discard_count: int
    tile_supply: dict[str, int]
    ability_supply: dict[str, int]
    chart_pool: list[str]
    chart_chooser: int | None
    populate_left: list[int]
    in_play: list[CardView]
    plays: int
    play_quota: int
    max_plays: int
    auctioned: int
    free_migrations_left: int
    auction: AuctionView | None
    pending: PendingView | None
    plague_region: str | None
    plague_queue: list[int]
    hand: list[CardView]
    legal: list[Action]
    last_events: list[LogEntry]
    majors: list[list[MajorLine]]
    game_over: bool
    end_reason: str
    end_seat: int | None = None
    ending: bool
    undo: UndoOffer | None = None


@lru_cache(maxsize=8192)  # most regions stay as they are from one move to the next
def region_view(rid: str, counts: tuple[int, ...], full: bool, marker: int | None) -> RegionView:
    """The (shared, frozen) :class:`RegionView` of region ``rid`` holding ``counts`` creatures per
    seat. Every view of every seat lists every region, so building each region once per change
    is most of what a view cost (issue 25). Raises KeyError for an unknown region."""
    r = REGIONS[rid]
    return RegionView(id=rid, name=r.name, terrain=r.terrain, large=r.large, size=r.size, spaces=list(r.spaces),
                      counts=list(counts), full=full, marker=marker)


def build_view(state: WLState, seat: int | None) -> WLView:
    """The :class:`WLView` for ``seat`` (None or an out-of-range seat = spectator)."""
    me = seat if seat is not None and 0 <= seat < state.seats else None
    n = state.seats
    players = []
    on_board = [0] * n
    for o in state.board.values():
        on_board[o] += 1
    for s in range(n):
        cid = state.creature[s]
        c = CREATURES[cid] if cid else None
        players.append(PlayerView(
            seat=s, creature=c.id if c else None, name=c.name if c else f"Seat {s}", colour=c.colour if c else "grey",
            letter=c.letter if c else "?", age_my=c.age_my if c else 0, supply=state.supply[s], on_board=on_board[s],
            boxed=state.boxed[s], food=state.food[s], success=state.success[s],
            levels={t: LEVELS[v] for t, v in state.levels[s].items()}, tiles=len(state.tiles[s]),
            abilities=list(state.abilities[s]), waiting=list(state.fresh[s]), hand_count=len(state.hands[s])))
    regions = [region_view(rid, tuple(counts_in(state.board, rid, n)), all(x in state.board for x in r.spaces),
                           state.markers.index(rid) + 1 if rid in state.markers else None)
               for rid, r in REGIONS.items()]
    av = None
    a = state.auction
    if a is not None:
        av = AuctionView(card=card_view(a.card, private=False) if a.card else None, auctioneer=a.auctioneer,
                         high=a.high, high_bidder=a.high_bidder, to_bid=a.to_bid, active=list(a.active),
                         bidders=list(a.bidders), min_bid=A.min_bid(a),
                         max_bid=A.payable(state, a.to_bid, a.card is not None),
                         two_player_price=n == 2 and a.card is not None)
    pv = None
    if state.pending is not None:
        p = state.pending
        pv = PendingView(seat=p.seat, card=card_view(p.card, private=False), as_kind=p.as_kind,
                         via_auction=p.via_auction)
    actor = moves.actor(state)
    playing = state.phase == "play"
    legal = list(moves.legal(state, me)) if me is not None and actor == me else []
    left = [0] * n
    for q in state.populate_queue:
        left[q] += 1
    return WLView(
        seat=me, seats=n, phase=state.phase, options=state.options.model_dump(), columns=COLUMNS, rows=ROWS,
        players=players, order=list(state.order), start_player=state.start_player,
        turn=state.turn_seat if playing else None, turn_number=state.turn_number, round_number=state.round_number,
        to_act=[] if actor is None else [actor], board=dict(state.board), regions=regions,
        minor_track=list(MINOR_TRACK), markers_taken=len(state.markers),
        next_minor=MINOR_TRACK[len(state.markers)] if len(state.markers) < len(MINOR_TRACK) else None,
        major_due=state.major_due, food_supply=state.food_supply, deck_count=len(state.deck),
        discard_count=len(state.discard), tile_supply=dict(state.tile_supply),
        ability_supply=dict(state.ability_supply), chart_pool=list(state.chart_pool),
        chart_chooser=state.chart_chooser, populate_left=left,
        in_play=[card_view(c, private=False) for c in state.in_play], plays=state.plays,
        play_quota=state.play_quota, max_plays=max_plays(state) if playing else 0, auctioned=state.auctioned,
        free_migrations_left=max(0, free_migrations(state) - state.free_migrations_used) if playing else 0,
        auction=av, pending=pv, plague_region=state.plague_region, plague_queue=list(state.plague_queue),
        hand=[card_view(c, private=True) for c in state.hands[me]] if me is not None else [],
        legal=legal, last_events=list(state.log), majors=[list(m) for m in state.majors],
        game_over=state.phase == "over", end_reason=state.end_reason, end_seat=state.end_seat, ending=state.ending,
        undo=undo_offer(state.undo, me),
    )


def ability_name(aid: str) -> str:
    """``"food"`` -> ``"Food"``."""
    return ABILITIES[aid].name


def region_of(space: str) -> str:
    """The region id of a space label."""
    return SPACE_REGION[space]


__all__ = ["AuctionView", "CardView", "LogEntry", "PendingView", "PlayerView", "RegionView", "WLView", "build_view",
           "card_view", "usable"]
