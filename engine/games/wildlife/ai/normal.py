"""The Normal bot of WildLife, computed from a seat's VIEW only (never the state).

* :func:`bot_action` — a greedy heuristic: it values every card for itself from its
  chart (Attack/Expand terrains are worth most), auctions its least useful card,
  bids up to its own value of the card on offer (never giving back success steps
  for cheap cards), places creatures next to its herds and where a region fills or
  a majority turns, and trades surplus food for success points.
It uses ``view.legal`` (the seat's legal actions) and returns None when the seat has
nothing to do.
"""
from __future__ import annotations

from collections.abc import Sequence

from engine.core import Rng

from ..actions import (
    AnyAction,
    AttackAction,
    AuctionAction,
    BidAction,
    ChooseCreatureAction,
    DiscardAction,
    EndTurnAction,
    ExpandAction,
    JokerAction,
    MigrateAction,
    PassAction,
    PlaceAction,
    PlagueAction,
    TakeAbilityAction,
    TradeFoodAction,
    UpgradeAction,
    UseAction,
)
from ..board import NEIGHBOURS, REGIONS, SPACE_REGION, TERRAINS, terrain_of
from ..cards import CREATURES, LEVELS
from ..views import PlayerView, WLView

LEVEL: dict[str, int] = {name: i for i, name in enumerate(LEVELS)}
"""A level's name -> its number (none 0 ... attack 3)."""
ABILITY_PREF: dict[str, float] = {"intelligence": 5.0, "food": 4.0, "aggression": 3.5, "mobility": 2.5, "defense": 2.0}
"""How much Normal likes each ability card (an ability not named: 1.0)."""
UPGRADE_VALUE: dict[int, float] = {0: 1.0, 1: 2.5, 2: 2.0}
"""Normal's score of a Wheel's adaptation by the level it raises (a level not named: 0.0)."""


def _card_kind(view: WLView, card: str) -> str:
    """The kind of the hand card ``card`` (a legal use/auction names a card of the hand)."""
    return next(c.kind for c in view.hand if c.id == card)


def _me(view: WLView, seat: int) -> PlayerView:
    return view.players[seat]


def card_value(view: WLView, seat: int, kind: str, *, via_auction: bool = False) -> float:
    """How much a card of ``kind`` is worth to ``seat`` now, in rough success points."""
    me = _me(view, seat)
    if kind in TERRAINS:
        lv = LEVEL[me.levels[kind]]
        if via_auction and view.options.get("auction_expand") and lv == 1:
            lv = 2
        if lv >= 2 and me.supply > 0:
            return 4.5 if lv == 3 else 4.0
        return 1.0 if lv == 1 else 0.0
    if kind == "wheel":
        return 3.0 if any(LEVEL[v] < 3 for v in me.levels.values()) else 0.0
    if kind == "arrowhead":
        return 3.5
    if kind == "lightning":
        return max(4.0, max(card_value(view, seat, t) for t in TERRAINS))
    if kind == "food-surplus":
        return 2.5
    if kind == "famine":
        return sum(p.food // 2 for p in view.players if p.seat != seat) / 4
    if kind == "plague":
        return 1.5
    return 0.0


def _auction_key(view: WLView, seat: int, kind: str) -> float:
    """Lower = better to auction: little use to us, and not a big help to the others."""
    others = max((card_value(view, o, kind, via_auction=True) for o in range(view.seats) if o != seat), default=0.0)
    return card_value(view, seat, kind) + 0.25 * others


def _space_value(view: WLView, seat: int, space: str, *, leaving: str | None = None) -> float:
    """Value of having a creature of ``seat`` on ``space`` (herd contact, region standing, fill)."""
    board = view.board
    v = 0.0
    for n in NEIGHBOURS[space]:
        if n != leaving and board.get(n) == seat:
            v += 1.0
    rid = SPACE_REGION[space]
    region = next(r for r in view.regions if r.id == rid)
    counts = list(region.counts)
    if leaving is not None and SPACE_REGION[leaving] == rid:
        counts[seat] -= 1
    mine = counts[seat]
    best_other = max((c for s, c in enumerate(counts) if s != seat), default=0)
    if mine + 1 > best_other >= mine:
        v += 1.5
    elif mine + 1 <= best_other:
        v += 0.5
    empty = region.size - sum(counts)
    if empty == 1 and region.marker is None and view.next_minor is not None:
        v += view.next_minor
    if empty == 2:
        v -= 0.5  # leaves the last space to someone else
    return v


def _score_action(view: WLView, seat: int, a: AnyAction) -> float:
    me = _me(view, seat)
    if isinstance(a, PlaceAction):
        sp = a.space
        lv = LEVEL[me.levels[terrain_of(sp)]]
        return _space_value(view, seat, sp) + 0.5 * lv + (0.5 if not REGIONS[SPACE_REGION[sp]].large else 0.0)
    if isinstance(a, ExpandAction):
        return 2.0 + _space_value(view, seat, a.space)
    if isinstance(a, AttackAction):
        victim = view.board.get(a.space)
        lead = 1.0 if victim is not None and view.players[victim].success >= max(p.success for p in view.players) else 0
        return 2.5 + lead + _space_value(view, seat, a.space)
    if isinstance(a, MigrateAction):
        gain = _space_value(view, seat, a.to_space, leaving=a.from_space) - \
            _space_value(view, seat, a.from_space)
        return gain
    if isinstance(a, UpgradeAction):
        lv = LEVEL[me.levels[a.terrain]]
        return UPGRADE_VALUE.get(lv, 0.0)
    if isinstance(a, TakeAbilityAction):
        pref = ABILITY_PREF.get(a.ability, 1.0)
        return pref + (0.5 if a.from_seat is not None else 0.0)
    if isinstance(a, PlagueAction):
        rid = a.region
        region = next(r for r in view.regions if r.id == rid)
        others = sum(1 for s, c in enumerate(region.counts) if s != seat and c > 0)
        return others - (1.5 if region.counts[seat] else 0.0)
    if isinstance(a, JokerAction):
        return card_value(view, seat, a.as_kind, via_auction=bool(view.pending and view.pending.via_auction))
    if isinstance(a, ChooseCreatureAction):
        return CREATURES[a.creature].age_my / 100  # the oldest creature starts
    return 0.0


def _best(view: WLView, seat: int, options: Sequence[AnyAction], rng: Rng) -> AnyAction:
    scored = [(_score_action(view, seat, a), i) for i, a in enumerate(options)]
    top = max(s for s, _ in scored)
    ties = [options[i] for s, i in scored if s >= top - 1e-9]
    return ties[rng.below(len(ties))]


def bot_action(view: WLView, seat: int, rng: Rng) -> AnyAction | None:
    """The heuristic policy (see the module docstring)."""
    legal = view.legal
    if not legal:
        return None
    kinds = {a.kind for a in legal}
    me = _me(view, seat)
    if "bid" in kinds or ("pass" in kinds and view.auction is not None):
        return _bid(view, seat, legal)
    if "choose_creature" in kinds or "place" in kinds or "remove" in kinds:
        return _best(view, seat, legal, rng)
    if view.pending is not None:
        opts = [a for a in legal if not isinstance(a, DiscardAction)]
        if not opts:
            return DiscardAction()
        pick = _best(view, seat, opts, rng)
        if _score_action(view, seat, pick) <= 0 and isinstance(pick, (MigrateAction, PlagueAction)):
            return DiscardAction()
        return pick
    # own turn, nothing pending
    if "auction" in kinds and view.auctioned == 0 and ("use" not in kinds or view.plays + 1 >= view.play_quota):
        cards = [a for a in legal if isinstance(a, AuctionAction)]
        cards.sort(key=lambda a: _auction_key(view, seat, _card_kind(view, a.card)))
        return cards[0]
    if "use" in kinds and (view.plays < view.play_quota or view.plays < view.max_plays):
        uses = [a for a in legal if isinstance(a, UseAction)]
        uses.sort(key=lambda a: -card_value(view, seat, _card_kind(view, a.card)))
        best = uses[0]
        val = card_value(view, seat, _card_kind(view, best.card))
        if view.plays < view.play_quota or val >= 3.0:
            return best
    migr = [a for a in legal if isinstance(a, MigrateAction)]
    if migr:
        pick = _best(view, seat, migr, rng)
        if _score_action(view, seat, pick) > 0.6:
            return pick
    if "trade_food" in kinds and me.food >= 12:
        return TradeFoodAction()
    if "end_turn" in kinds:
        return EndTurnAction()
    if "auction" in kinds:
        return next(a for a in legal if isinstance(a, AuctionAction))
    return legal[0]


def _bid(view: WLView, seat: int, legal: Sequence[AnyAction]) -> AnyAction:
    a = view.auction
    me = _me(view, seat)
    if a is None or a.card is None:  # creature-chart auction: bid a little for an old creature
        bids = sorted(x.amount for x in legal if isinstance(x, BidAction))
        if bids and bids[0] <= 2 and me.food > 6:
            return BidAction(amount=bids[0])
        return PassAction()
    value = card_value(view, seat, a.card.kind, via_auction=True)
    # food is worth about a third of a success point; do not pay what we would give steps back for
    limit = int(value * 2.2)
    limit = min(limit, me.food)
    bids = sorted(x.amount for x in legal if isinstance(x, BidAction))
    if bids and bids[0] <= limit:
        return BidAction(amount=bids[0])
    return PassAction()
