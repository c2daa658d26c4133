"""The rollout policy of WildLife's Hard search: Normal's heuristic (:mod:`.normal`) on the fast path.

:func:`choose` picks, for the seat to act in a :class:`.fast.Fast`, the action Normal's
:func:`.normal.bot_action` picks from that seat's view: the same card values, space values,
auction and bidding rules and the same tie-breaks for the same random draws
(``tests/engine/wildlife/test_playout.py`` checks the two agree on random positions). The search
uses it to play out every seat's replies, its own included; ``noise`` (per mille) makes a share of
the choices uniformly random among the legal ones so the playouts do not take the policy's every
whim for certain.
"""
from __future__ import annotations

from typing import Protocol

from ..cards import MINOR_TRACK
from . import fast as F
from .fast import (
    ARROWHEAD,
    CARD_KIND,
    DISCARD,
    END,
    FAMINE,
    K_ATTACK,
    K_EXPAND,
    K_JOKER,
    K_MIGRATE,
    K_PLACE,
    K_PLAGUE,
    K_TAKE,
    K_UPGRADE,
    LIGHTNING,
    NEIGH,
    NT,
    PASS,
    PLAGUE,
    RLARGE,
    RSIZE,
    SREG,
    STER,
    SURPLUS,
    TRADE,
    WHEEL,
    FAction,
    Fast,
)

ABILITY_PREF: tuple[float, ...] = (4.0, 5.0, 2.5, 2.0, 3.5)
"""Normal's liking of each ability (food, intelligence, mobility, defense, aggression)."""
UPGRADE_VALUE: tuple[float, ...] = (1.0, 2.5, 2.0, 0.0)
"""Normal's score of a Wheel by the level it raises."""


class Draws(Protocol):
    """A source of uniform ints: :class:`engine.core.Rng` or :class:`FastRng`."""

    def below(self, n: int) -> int: ...


class FastRng:
    """A 64-bit LCG for playout choices (seeded from the decision's :class:`~engine.core.Rng`)."""

    __slots__ = ("s",)

    def __init__(self, seed: int) -> None:
        self.s = seed & 0xFFFFFFFFFFFFFFFF

    def below(self, n: int) -> int:
        self.s = (self.s * 6364136223846793005 + 1442695040888963407) & 0xFFFFFFFFFFFFFFFF
        return (self.s >> 33) % n


def card_value(f: Fast, seat: int, kind: int, via_auction: bool = False) -> float:
    """:func:`.normal.card_value` on the fast path (``kind`` a card kind code)."""
    if kind < NT:
        lv = f.levels[seat * NT + kind]
        if via_auction and f.auction_expand and lv == 1:
            lv = 2
        if lv >= 2 and f.supply[seat] > 0:
            return 4.5 if lv == 3 else 4.0
        return 1.0 if lv == 1 else 0.0
    if kind == WHEEL:
        base = seat * NT
        return 3.0 if any(f.levels[base + t] < 3 for t in range(NT)) else 0.0
    if kind == ARROWHEAD:
        return 3.5
    if kind == LIGHTNING:
        return max(4.0, max(card_value(f, seat, t) for t in range(NT)))
    if kind == SURPLUS:
        return 2.5
    if kind == FAMINE:
        return sum(f.food[s] // 2 for s in range(f.n) if s != seat) / 4
    if kind == PLAGUE:
        return 1.5
    return 0.0


def region_value(f: Fast, seat: int, r: int, minus: int = 0) -> float:
    """The region part of :func:`space_value` for a creature of ``seat`` arriving in region ``r``
    (``minus`` 1: one of its creatures there is the one leaving)."""
    n = f.n
    base = r * n
    rc = f.rc
    mine = rc[base + seat] - minus
    total = mine
    best_other = 0
    for s in range(n):
        if s != seat:
            c = rc[base + s]
            total += c
            if c > best_other:
                best_other = c
    v = 0.0
    if mine + 1 > best_other >= mine:
        v += 1.5
    elif mine + 1 <= best_other:
        v += 0.5
    empty = RSIZE[r] - total
    if empty == 1:
        k = len(f.markers)
        if k < len(MINOR_TRACK) and r not in f.markers:
            v += MINOR_TRACK[k]
    elif empty == 2:
        v -= 0.5
    return v


def contact(f: Fast, seat: int, space: int, leaving: int = -1) -> float:
    """Creatures of ``seat`` next to ``space`` (``leaving`` not counted)."""
    board = f.board
    v = 0.0
    for nb in NEIGH[space]:
        if board[nb] == seat and nb != leaving:
            v += 1.0
    return v


def space_value(f: Fast, seat: int, space: int, leaving: int = -1) -> float:
    """:func:`.normal._space_value`: herd contact, standing in the region, filling it."""
    r = SREG[space]
    return contact(f, seat, space, leaving) + region_value(f, seat, r, 1 if leaving >= 0 and SREG[leaving] == r
                                                           else 0)


def score(f: Fast, seat: int, a: FAction) -> float:
    """:func:`.normal._score_action` on the fast path."""
    k = a[0]
    if k == K_EXPAND:
        return 2.0 + space_value(f, seat, a[1])
    if k == K_MIGRATE:
        return space_value(f, seat, a[2], a[1]) - space_value(f, seat, a[1])
    if k == K_ATTACK:
        victim = f.board[a[1]]
        lead = 1.0 if f.success[victim] >= max(f.success) else 0.0
        return 2.5 + lead + space_value(f, seat, a[1])
    if k == K_PLACE:
        sp = a[1]
        lv = f.levels[seat * NT + STER[sp]]
        return space_value(f, seat, sp) + 0.5 * lv + (0.0 if RLARGE[SREG[sp]] else 0.5)
    if k == K_UPGRADE:
        return UPGRADE_VALUE[f.levels[seat * NT + a[1]]]
    if k == K_TAKE:
        return ABILITY_PREF[a[1]] + (0.5 if a[2] >= 0 else 0.0)
    if k == K_PLAGUE:
        n = f.n
        counts = f.rc[a[1] * n:(a[1] + 1) * n]
        others = sum(1 for s, c in enumerate(counts) if s != seat and c > 0)
        return others - (1.5 if counts[seat] else 0.0)
    if k == K_JOKER:
        p = f.pending
        return card_value(f, seat, a[1], bool(p and p[3]))
    return 0.0


def best(f: Fast, seat: int, options: list[FAction], rng: Draws) -> tuple[FAction, float]:
    """:func:`.normal._best`: the top-scored option (ties by ``rng``) and its score."""
    k = options[0][0]
    if k == K_MIGRATE or k == K_EXPAND:
        scored = _board_scores(f, seat, options)
    else:
        scored = [score(f, seat, a) for a in options]
    top = max(scored)
    ties = [i for i, s in enumerate(scored) if s >= top - 1e-9]
    # Normal draws even for a single best option; a playout need not
    i = ties[0] if len(ties) == 1 and isinstance(rng, FastRng) else ties[rng.below(len(ties))]
    return options[i], top


def _board_scores(f: Fast, seat: int, options: list[FAction]) -> list[float]:
    """:func:`score` of a list of migrations and expansions, each region's and space's part computed once."""
    region: dict[tuple[int, int], float] = {}
    leave: dict[int, float] = {}
    near: dict[int, float] = {}
    board = f.board
    out = []
    for a in options:
        k, frm, to = a
        if k == K_MIGRATE:
            was = leave.get(frm)
            if was is None:
                was = leave[frm] = contact(f, seat, frm) + region_value(f, seat, SREG[frm])
        elif k == K_EXPAND:
            to = frm
            frm = -1
            was = -2.0
        else:
            out.append(score(f, seat, a))
            continue
        c = near.get(to)
        if c is None:
            c = near[to] = contact(f, seat, to)
        if frm >= 0 and frm in NEIGH[to] and board[frm] == seat:
            c -= 1.0
        r = SREG[to]
        key = (r, 1 if frm >= 0 and SREG[frm] == r else 0)
        rv = region.get(key)
        if rv is None:
            rv = region[key] = region_value(f, seat, r, key[1])
        out.append(c + rv - was)
    return out


def auction_key(f: Fast, seat: int, kind: int) -> float:
    """:func:`.normal._auction_key`: lower is better to auction."""
    others = max((card_value(f, o, kind, True) for o in range(f.n) if o != seat), default=0.0)
    return card_value(f, seat, kind) + 0.25 * others


def bid_limit(f: Fast, seat: int) -> int:
    """The most Normal bids on the lot up for auction (its value to it, 2.2 food a point)."""
    a = f.auction
    assert a is not None
    return min(int(card_value(f, seat, CARD_KIND[a.card], True) * 2.2), f.food[seat])


def choose(f: Fast, rng: Draws, noise: int = 0) -> FAction:
    """The rollout policy's action for the seat to act (Normal's choice; with ``noise`` per mille a
    uniformly random legal one instead, bids and passes excepted)."""
    seat = F.actor(f)
    if noise and f.auction is None and rng.below(1000) < noise:
        legal = F.legal(f)
        return legal[rng.below(len(legal))]
    if f.phase == F.PLAY:
        if f.plague_queue:
            legal = F.legal(f)
            return legal[rng.below(len(legal))]  # Normal scores every Plague choice 0
        if f.auction is not None:
            lo, hi = F.bid_bounds(f, seat)
            if lo <= hi and lo <= bid_limit(f, seat):
                return (F.K_BID, lo, 0)
            return PASS
        if f.pending is not None:
            opts = F.pending_options(f)
            opts.pop()  # discard
            if not opts:
                return DISCARD
            pick, top = best(f, seat, opts, rng)
            if top <= 0 and (pick[0] == K_MIGRATE or pick[0] == K_PLAGUE):
                return DISCARD
            return pick
        return own_turn(f, seat, rng)
    legal = F.legal(f)  # populate
    return best(f, seat, legal, rng)[0]


def own_turn(f: Fast, seat: int, rng: Draws) -> FAction:
    """Normal's choice on its own turn with nothing pending (:func:`.normal.bot_action`)."""
    hand = f.hands[seat]
    can_play = bool(hand) and F.may_play(f)
    can_use = can_play and F.may_use(f)
    if can_play and f.auctioned == 0 and (not can_use or f.plays + 1 >= f.play_quota):
        pick = min(hand, key=lambda c: auction_key(f, seat, CARD_KIND[c]))
        return (F.K_AUCTION, pick, 0)
    if can_use and (f.plays < f.play_quota or f.plays < F.max_plays(f)):
        pick = max(hand, key=lambda c: card_value(f, seat, CARD_KIND[c]))
        if f.plays < f.play_quota or card_value(f, seat, CARD_KIND[pick]) >= 3.0:
            return (F.K_USE, pick, 0)
    if f.free_used < F.free_migrations(f):
        migr: list[FAction] = [(K_MIGRATE, o, d) for o, d in F.migrations(f, seat, -1)]
        if migr:
            pick2, top = best(f, seat, migr, rng)
            if top > 0.6:
                return pick2
    if f.food[seat] >= 12:
        return TRADE
    if F.can_end_turn(f):
        return END
    if can_play:
        return (F.K_AUCTION, hand[0], 0)
    return F.legal(f)[0]


__all__ = ["FastRng", "auction_key", "best", "bid_limit", "card_value", "choose", "score", "space_value"]
