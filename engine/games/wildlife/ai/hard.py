"""Hard level of WildLife: determinized Monte Carlo search from the seat's VIEW only (issue 38).

Why this search: WildLife's hidden information is small and carries no inference (the other hands,
the deck order and the discard pile; no rule makes a player's action depend on the cards it holds
beyond their number), while the choices are many and the consequences long (a majority, a herd, a
filled region pay at every later Major Scoring). So :func:`hard_action` samples the hidden cards
and compares its options by playing each one out in the same sampled worlds (common random
numbers), instead of growing an information-set tree whose nodes would be visited a handful of
times in the budget; the others' replies are played by a rollout policy that is Normal's heuristic
(:mod:`.playout`), which is also the best model of an average player we have. Past the first move
every seat, this one included, follows that one policy in every world, so the search never assumes
it could play differently in worlds it cannot tell apart (no "strategy fusion" below the root).

For a decision of ``seat``:

1. :func:`knowledge` rebuilds the position from the view (board, charts, supplies, food, abilities,
   the turn's counters, an auction or a card being carried out, the Plague) as a :class:`.fast.Fast`,
   with the unseen cards: the 110 cards less the seat's hand and the cards face up this turn;
2. :func:`deal` samples a world: the unseen cards dealt to the other hands (by their sizes), the deck
   (by its size) and the discard pile; the deck order and a reshuffle are random too;
3. the candidates (:func:`candidates`): every legal action, cards of one kind counted once, long
   lists of targets cut to the best ``WIDE`` by a one-step look (:func:`quick`); in a card auction
   only "bid the minimum" and "pass". A bid is scored as winning the lot at that price (the lot's
   worth to the seat, carried out by the rollout policy, less the price, which goes to the
   auctioneer: :func:`win_at`); a pass by playing the auction on, the rivals bidding as the rollout
   policy bids, so whichever rival wins gains what the lot is worth to it (or nobody, when all
   pass). So the bot bids while the lot at that price is worth more to it than what letting the
   rivals have it costs it: it also bids for a lot it has no use for, to keep it from a rival who
   would hurt it (``tests/engine/wildlife/test_hard.py`` plants both cases);
4. each candidate is applied in each world and played out by every seat's rollout policy up to the
   start of the seat's next turn (or the end of the game; from a starting placement, to the end of
   the placements), and the position is scored by
   :func:`evaluate`: success points, plus the Major Scoring the board, adaptations, abilities and
   food would earn now times the Major Scorings still to come (``PARAMS["major"]`` each), our
   figure minus the rivals' (a blend of the best rival and their mean); at the end of the game the
   final success margin;
5. sequential halving (Karnin, Koren and Somekh 2013) spends the budget: every candidate gets a few
   worlds, the better half gets more, and so on; the best mean wins.

The budget is a number of simulated turns (``BUDGET``) and of rollout-policy steps (``STEP_CAP``),
not a clock, so a decision is deterministic given the view and ``rng``; it is calibrated so a
decision stays under ``BOT_CPU_BUDGET_S`` (0.3 s) of CPU at the 99th percentile on the reference
machine (``bench/bot_levels.py`` prints p50/p99/max). The creature-chart auctions and chart choices
of the "Creature Charts / Starting Player" variant are Normal's: the fast path does not cover them,
and the search never starts there nor reaches them (they only open a game). No state is read: only
the view, and ``rng``.
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.core import Rng

from ..actions import AnyAction
from ..cards import DECK
from ..views import WLView
from . import fast as F
from . import normal
from .fast import (
    CARD_INDEX,
    CARD_KIND,
    K_AUCTION,
    K_BID,
    K_USE,
    NT,
    PLAY,
    FAction,
    Fast,
)
from .playout import FastRng, choose, score

PARAMS: dict[str, float] = {
    "major": 0.6,  # weight of the Major Scoring that the position would earn now, per Major Scoring to come
    "food": 0.33,  # success points per food chip held (3 food buy a success step)
    "best": 0.5,  # rivals: weight of the best rival's figure (the rest on the rivals' mean)
    "noise": 0.0,  # per mille of the rollout policy's choices made at random
}
WIDE = 8
"""Most candidates kept from a long list of targets (by :func:`quick`)."""
BUDGET = 120
"""Simulated turns per decision (each playout to the seat's next turn costs about ``seats`` turns). At
420 Hard won 65 % of 60 4-player games against three Normal (p99 103 ms per decision); 120 keeps most
of that at under a third of the CPU (the machine is shared; ``bench/bot_levels.py`` measures it)."""
BID_SHARE = 0.5
"""Share of the budget a bid uses (two candidates)."""
MAX_STEPS = 4000
"""Safety cap on the actions of one playout."""
STEP_CAP = 1800
"""Most rollout-policy steps per decision: no further sampled world is started beyond it (a bound on
the slowest decisions, where the playouts run long; at most a few per cent of decisions reach it)."""
PLACE_COST = 2
"""Steps a starting placement counts for (it scores every free space of the map)."""


# ------------------------------------------------------------------ what the seat knows

@dataclass
class Knowledge:
    """The position as ``seat`` sees it: ``base`` (a :class:`Fast` with the other hands, the deck and
    the discard pile empty), the ``unseen`` cards, and how many of them each other hand, the deck and
    the discard pile hold."""

    seat: int
    base: Fast
    unseen: list[int]
    hand_counts: list[int]
    deck_count: int
    discard_count: int


LEVEL_NUMBER = {"none": 0, "migrate": 1, "expand": 2, "attack": 3}


def knowledge(view: WLView, seat: int) -> Knowledge:
    """:class:`Knowledge` from ``view`` alone (play or populate phase). Not in the view, so taken as
    none: Defense already used this turn (its effect lasts only to the end of the turn)."""
    n = view.seats
    f = Fast.__new__(Fast)
    f.n = n
    f.order = list(view.order)
    f.start_player = view.start_player
    f.phase = F.PHASES.index(view.phase)
    f.board = [-1] * F.NS
    f.rc = [0] * (F.NR * n)
    f.fill = [0] * F.NR
    for lab, s in view.board.items():
        F.put(f, F.SPACE_INDEX[lab], s)
    ps = view.players
    f.supply = [p.supply for p in ps]
    f.boxed = [p.boxed for p in ps]
    f.food = [p.food for p in ps]
    f.food_supply = view.food_supply
    f.success = [p.success for p in ps]
    f.levels = [LEVEL_NUMBER[p.levels[t]] for p in ps for t in F.TERRAINS]
    f.tiles = [[0] * p.tiles for p in ps]  # only their number counts
    f.tile_supply = [0] * (NT * 4)
    for tid, k in view.tile_supply.items():
        f.tile_supply[F.TILE_INDEX[tid]] = k
    f.abilities = [[F.ABILITY_INDEX[a] for a in p.abilities] for p in ps]
    f.fresh = [[F.ABILITY_INDEX[a] for a in p.waiting] for p in ps]
    f.ab_supply = [view.ability_supply[a] for a in F.ABILITY_IDS]
    f.hands = [[] for _ in range(n)]
    f.hands[seat] = [CARD_INDEX[c.id] for c in view.hand]
    f.deck = []
    f.discard = []
    f.in_play = [CARD_INDEX[c.id] for c in view.in_play]
    f.populate_queue = _populate_queue(view)
    playing = view.phase == "play"
    f.turn_seat = view.turn if playing and view.turn is not None else 0
    f.turn_number = view.turn_number
    f.round_number = view.round_number
    f.round_turns = (view.turn_number - 1) % n if playing else 0
    i = f.order.index(f.turn_seat)
    f.round_start = f.order[(i - f.round_turns) % n] if playing else view.start_player
    f.plays = view.plays
    f.auctioned = view.auctioned
    f.play_quota = view.play_quota
    f.defense_used = [0] * n
    F.set_options(f, view.options.get("unlimited_abilities", False), view.options.get("auction_expand", False),
                  view.options.get("rotating_start", False))
    f.free_used = (F.free_migrations(f) - view.free_migrations_left) if playing else 0
    a = view.auction
    f.auction = None if a is None or a.card is None else F.FAuction(
        CARD_INDEX[a.card.id], a.auctioneer if a.auctioneer is not None else -1, list(a.bidders), list(a.active),
        a.to_bid, a.high, -1 if a.high_bidder is None else a.high_bidder)
    p = view.pending
    f.pending = None if p is None else (p.seat, CARD_INDEX[p.card.id],
                                        F.NONE_KIND if p.as_kind is None else F.KIND_INDEX[p.as_kind], p.via_auction)
    f.plague_region = -1 if view.plague_region is None else F.REGION_INDEX[view.plague_region]
    f.plague_queue = list(view.plague_queue)
    marked = sorted((r.marker, r.id) for r in view.regions if r.marker is not None)
    f.markers = [F.REGION_INDEX[rid] for _, rid in marked]
    f.major_due = view.major_due
    f.ending = view.ending
    f.majors = []
    f.rng = 0
    seen = set(f.hands[seat]) | set(f.in_play)
    unseen = [c for c in range(len(DECK)) if c not in seen]
    counts = [0 if s == seat else ps[s].hand_count for s in range(n)]
    return Knowledge(seat=seat, base=f, unseen=unseen, hand_counts=counts, deck_count=view.deck_count,
                     discard_count=view.discard_count)


def _populate_queue(view: WLView) -> list[int]:
    """The starting placements still to make, in turn: rounds of the play order from the seat to place."""
    left = list(view.populate_left)
    if view.phase != "populate" or not any(left) or not view.to_act:
        return []
    order = view.order
    i = order.index(view.to_act[0])
    out: list[int] = []
    while any(left):
        s = order[i % len(order)]
        if left[s]:
            out.append(s)
            left[s] -= 1
        i += 1
    return out


def deal(k: Knowledge, rng: FastRng) -> Fast:
    """One world consistent with ``k``: the unseen cards shuffled and dealt to the other hands, the
    deck and the discard pile by their sizes; a random seed for any reshuffle."""
    cards = list(k.unseen)
    for i in range(len(cards) - 1, 0, -1):
        j = rng.below(i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    f = k.base.copy()
    at = 0
    for s, c in enumerate(k.hand_counts):
        if c:
            f.hands[s] = cards[at:at + c]
            at += c
    f.deck = cards[at:at + k.deck_count]
    f.discard = cards[at + k.deck_count:]
    f.rng = rng.below(1 << 62)
    return f


# ------------------------------------------------------------------ scoring a position

def majors_to_come(f: Fast) -> float:
    """Major Scorings still expected: the final one, and those of region markers 4 and 8 not yet
    taken (measured over Normal's games: with 2 players the game seldom lasts to marker 8)."""
    m = len(f.markers)
    if f.ending:
        return 1.0  # the final one replaces one that is due
    out = 1.0 + (m < 4) + (m < 8) * (0.15 if f.n == 2 else 1.0)
    if f.major_due:
        out += 1.0
    return out


def evaluate(f: Fast, seat: int) -> float:
    """The position's worth to ``seat`` in success points, relative to its rivals."""
    n = f.n
    if f.phase == F.OVER:
        figures = [float(x) for x in f.success]
    else:
        w = PARAMS["major"] * majors_to_come(f)
        fw = PARAMS["food"]
        maj = F.major_points(f)
        figures = [f.success[s] + w * maj[s] + fw * f.food[s] for s in range(n)]
    mine = figures[seat]
    others = [x for s, x in enumerate(figures) if s != seat]
    b = PARAMS["best"]
    return mine - b * max(others) - (1 - b) * sum(others) / len(others)


def playout(f: Fast, seat: int, rng: FastRng, start_turn: int) -> tuple[float, int]:
    """Play ``f`` on with the rollout policy to the start of ``seat``'s next turn after ``start_turn``
    (or the end of the game; ``start_turn`` -1: to the end of the starting placements) and score it:
    (score, the rollout policy's steps, a starting placement counting ``PLACE_COST``)."""
    noise = int(PARAMS["noise"])
    steps = 0
    for _ in range(MAX_STEPS):
        if f.phase == F.OVER:
            break
        if f.phase == PLAY:
            if start_turn < 0 or (f.turn_number > start_turn and f.turn_seat == seat and f.plays == 0
                                  and f.pending is None and f.auction is None and not f.plague_queue):
                break
            steps += 1
        else:
            steps += PLACE_COST
        F.apply(f, F.actor(f), choose(f, rng, noise))
    return evaluate(f, seat), steps


# ------------------------------------------------------------------ candidates

def quick(f: Fast, seat: int, options: list[FAction]) -> list[FAction]:
    """The ``WIDE`` most promising of ``options`` (targets of a card, starting spaces, free
    Migrations): Normal's score plus the change of :func:`evaluate` one step on; Normal's own
    choice among them is always kept."""
    scored = []
    for i, a in enumerate(options):
        g = f.copy()
        F.apply(g, seat, a)
        scored.append((evaluate(g, seat) + score(f, seat, a), -i, a))
    scored.sort(reverse=True)
    return [a for _, _, a in scored[:WIDE]]


def candidates(f: Fast, seat: int) -> list[FAction]:
    """The options worth searching for the seat to act (see the module docstring)."""
    legal = F.legal(f)
    if f.auction is not None:
        bids = [a for a in legal if a[0] == K_BID]
        return [bids[0], F.PASS] if bids else [F.PASS]
    out: list[FAction] = []
    seen_kinds: set[tuple[int, int]] = set()
    board: list[FAction] = []
    for a in legal:
        if a[0] == K_USE or a[0] == K_AUCTION:
            key = (a[0], CARD_KIND[a[1]])
            if key not in seen_kinds:
                seen_kinds.add(key)
                out.append(a)
        elif a[0] in (F.K_MIGRATE, F.K_EXPAND, F.K_ATTACK, F.K_PLACE, F.K_REMOVE):
            board.append(a)
        else:
            out.append(a)
    if len(board) > WIDE:
        board = quick(f, seat, board)
    return out + board


def win_at(f: Fast, seat: int, amount: int) -> None:
    """``seat`` wins the lot up for auction at ``amount`` (the others let it go)."""
    a = f.auction
    assert a is not None
    a.high = amount
    a.high_bidder = seat
    a.active = [seat]
    F.close_auction(f)


# ------------------------------------------------------------------ the search

def search(k: Knowledge, cands: list[FAction], rng: FastRng, budget: float) -> FAction:
    """The candidate with the best mean playout score, by sequential halving over sampled worlds."""
    seat = k.seat
    base = k.base
    start = base.turn_number if base.phase == PLAY else -1
    n = base.n
    rollouts = max(len(cands), int(budget / max(2, n)))
    alive = list(range(len(cands)))
    totals = [0.0] * len(cands)
    rounds = max(1, (len(cands) - 1).bit_length())
    steps = 0
    for r in range(rounds):
        per = max(1, rollouts // (rounds * len(alive)))
        for _ in range(per):
            if steps > STEP_CAP:
                break  # every candidate still in has played the same worlds
            world = deal(k, rng)
            seed = rng.below(1 << 62)
            for c in alive:
                g = world.copy()
                a = cands[c]
                if a[0] == K_BID:
                    win_at(g, seat, a[1])
                else:
                    F.apply(g, seat, a)
                value, took = playout(g, seat, FastRng(seed), start)
                totals[c] += value
                steps += took
        if r < rounds - 1:
            alive.sort(key=lambda c: (-totals[c], c))
            alive = alive[:(len(alive) + 1) // 2]
    return cands[max(alive, key=lambda c: (totals[c], -c))]


def hard_action(view: WLView, seat: int, rng: Rng) -> AnyAction | None:
    """The Hard choice for ``seat`` from ``view`` alone (None when it has nothing to do)."""
    legal = view.legal
    if not legal:
        return None
    if len(legal) == 1:
        return legal[0]
    if view.phase == "chart" or (view.auction is not None and view.auction.card is None):
        return normal.bot_action(view, seat, rng)
    k = knowledge(view, seat)
    f = k.base
    cands = candidates(f, seat)
    if len(cands) == 1:
        return _spelled(cands[0], legal, f, seat)
    fr = FastRng(rng.next_u64())
    budget = BUDGET * (BID_SHARE if f.auction is not None else 1.0)
    pick = search(k, cands, fr, budget)
    return _spelled(pick, legal, f, seat)


def _spelled(a: FAction, legal: list[AnyAction], f: Fast, seat: int) -> AnyAction:
    """The engine's action for the fast action ``a`` (a bid in a two-player auction: the most allowed,
    since the winner pays 3 whatever it bids)."""
    if a[0] == K_BID and f.n == 2:
        return F.to_action((K_BID, F.bid_bounds(f, seat)[1], 0))
    out = F.to_action(a)
    assert out in legal, out
    return out


__all__ = ["BUDGET", "PARAMS", "Knowledge", "deal", "evaluate", "hard_action", "knowledge", "search"]
