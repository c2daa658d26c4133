"""The bridge between WildLife's engine state and the Hard bot's fast path, for the tests only (no bot
reads a state): :func:`from_state` builds the :class:`~engine.games.wildlife.ai.fast.Fast` copy of a
state, :func:`state_snapshot` gives a state in the shape of :func:`~engine.games.wildlife.ai.fast.snapshot`."""
from __future__ import annotations

from engine.games.wildlife.ai.fast import (
    ABILITY_IDS,
    ABILITY_INDEX,
    CARD_INDEX,
    KIND_INDEX,
    NONE_KIND,
    NR,
    NS,
    NT,
    PHASES,
    REGION_INDEX,
    SPACE_INDEX,
    TILE_INDEX,
    Fast,
    FAuction,
    put,
    set_options,
)
from engine.games.wildlife.board import TERRAINS
from engine.games.wildlife.state import WLState


def from_state(state: WLState) -> Fast:
    """The :class:`Fast` copy of ``state`` (play or populate phase). Raises ValueError in the chart phase."""
    if state.phase == "chart":
        raise ValueError("the chart auctions are not on the fast path")
    n = state.seats
    f = Fast.__new__(Fast)
    f.n = n
    f.order = list(state.order)
    f.start_player = state.start_player
    f.phase = PHASES.index(state.phase)
    f.board = [-1] * NS
    f.rc = [0] * (NR * n)
    f.fill = [0] * NR
    for lab, s in state.board.items():
        put(f, SPACE_INDEX[lab], s)
    f.supply = list(state.supply)
    f.boxed = list(state.boxed)
    f.food = list(state.food)
    f.food_supply = state.food_supply
    f.success = list(state.success)
    f.levels = [state.levels[s][t] for s in range(n) for t in TERRAINS]
    f.tiles = [[TILE_INDEX[t] for t in ts] for ts in state.tiles]
    f.tile_supply = [0] * (NT * 4)
    for tid, k in state.tile_supply.items():
        f.tile_supply[TILE_INDEX[tid]] = k
    f.abilities = [[ABILITY_INDEX[a] for a in ab] for ab in state.abilities]
    f.fresh = [[ABILITY_INDEX[a] for a in ab] for ab in state.fresh]
    f.ab_supply = [state.ability_supply[a] for a in ABILITY_IDS]
    f.hands = [[CARD_INDEX[c] for c in h] for h in state.hands]
    f.deck = [CARD_INDEX[c] for c in state.deck]
    f.discard = [CARD_INDEX[c] for c in state.discard]
    f.in_play = [CARD_INDEX[c] for c in state.in_play]
    f.populate_queue = list(state.populate_queue)
    f.turn_seat = state.turn_seat
    f.turn_number = state.turn_number
    f.round_number = state.round_number
    f.round_start = state.round_start
    f.round_turns = state.round_turns
    f.plays = state.plays
    f.auctioned = state.auctioned
    f.play_quota = state.play_quota
    f.free_used = state.free_migrations_used
    f.defense_used = list(state.defense_used)
    a = state.auction
    f.auction = None if a is None else FAuction(
        CARD_INDEX[a.card or ""], a.auctioneer if a.auctioneer is not None else -1, list(a.bidders), list(a.active),
        a.to_bid, a.high, -1 if a.high_bidder is None else a.high_bidder)
    p = state.pending
    f.pending = None if p is None else (p.seat, CARD_INDEX[p.card], NONE_KIND if p.as_kind is None else
                                        KIND_INDEX[p.as_kind], p.via_auction)
    f.plague_region = -1 if state.plague_region is None else REGION_INDEX[state.plague_region]
    f.plague_queue = list(state.plague_queue)
    f.markers = [REGION_INDEX[r] for r in state.markers]
    f.major_due = state.major_due
    f.ending = state.ending
    f.majors = [[sum(line.points[s] for line in m) for s in range(n)] for m in state.majors]
    f.rng = state.rng.state
    set_options(f, state.options.unlimited_abilities, state.options.auction_expand, state.options.rotating_start)
    return f


def state_snapshot(state: WLState) -> dict[str, object]:
    """The fields of ``state`` the fast path keeps, in :func:`snapshot`'s shape: everything but the
    texts (``log``, ``end_reason``), the chart variant's fields, and each Major Scoring's lines
    (kept as their per-seat totals)."""
    a = state.auction
    p = state.pending
    return {
        "phase": state.phase, "order": list(state.order), "start_player": state.start_player,
        "board": dict(state.board), "supply": list(state.supply), "boxed": list(state.boxed),
        "food": list(state.food), "food_supply": state.food_supply, "success": list(state.success),
        "levels": [dict(lv) for lv in state.levels], "tiles": [list(t) for t in state.tiles],
        "tile_supply": dict(state.tile_supply), "abilities": [list(x) for x in state.abilities],
        "fresh": [list(x) for x in state.fresh], "ability_supply": dict(state.ability_supply),
        "hands": [list(h) for h in state.hands], "deck": list(state.deck), "discard": list(state.discard),
        "in_play": list(state.in_play), "populate_queue": list(state.populate_queue), "turn_seat": state.turn_seat,
        "turn_number": state.turn_number, "round_number": state.round_number, "round_start": state.round_start,
        "round_turns": state.round_turns, "plays": state.plays, "auctioned": state.auctioned,
        "play_quota": state.play_quota, "free_migrations_used": state.free_migrations_used,
        "defense_used": list(state.defense_used),
        "auction": None if a is None else {
            "card": a.card, "auctioneer": a.auctioneer, "bidders": list(a.bidders), "active": list(a.active),
            "to_bid": a.to_bid, "high": a.high, "high_bidder": a.high_bidder},
        "pending": None if p is None else {"seat": p.seat, "card": p.card, "as_kind": p.as_kind,
                                           "via_auction": p.via_auction},
        "plague_region": state.plague_region, "plague_queue": list(state.plague_queue),
        "markers": list(state.markers), "major_due": state.major_due, "ending": state.ending,
        "majors": [[sum(line.points[s] for line in m) for s in range(state.seats)] for m in state.majors],
        "rng": state.rng.state,
    }
