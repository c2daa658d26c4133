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

from ..cards import LEVELS, MINOR_TRACK
from . import fast as F
from . import normal
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

ABILITY_PREF: tuple[float, ...] = tuple(normal.ABILITY_PREF.get(a, 1.0) for a in F.ABILITY_IDS)
"""Normal's liking of each ability (:data:`.normal.ABILITY_PREF`), by ability index."""
UPGRADE_VALUE: tuple[float, ...] = tuple(normal.UPGRADE_VALUE.get(lv, 0.0) for lv in range(len(LEVELS)))
"""Normal's score of a Wheel by the level it raises (:data:`.normal.UPGRADE_VALUE`), by level."""


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
    board = options[0][0] in (K_MIGRATE, K_EXPAND)
    scored = _board_scores(f, seat, options) if board else [score(f, seat, a) for a in options]
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


class _Scan:
    """The running best of a list of board options scored as :func:`score` scores them, fed in the
    list's order without building the list (a herd of 20 creatures has a few hundred Migrations):
    ``top`` and the options scoring it, in order (for Normal's tie-break)."""

    __slots__ = ("f", "near", "rv", "seat", "ties", "top")

    def __init__(self, f: Fast, seat: int) -> None:
        self.f = f
        self.seat = seat
        self.top = -1e18
        self.ties: list[FAction] = []
        self.near: list[float | None] = [None] * F.NS
        self.rv: list[float | None] = [None] * (2 * F.NR)

    def offer(self, v: float, a: FAction) -> None:
        if v > self.top:
            self.top = v
            self.ties = [a]
        elif v == self.top:
            self.ties.append(a)

    def region(self, r: int, minus: int) -> float:
        i = 2 * r + minus
        v = self.rv[i]
        if v is None:
            v = self.rv[i] = region_value(self.f, self.seat, r, minus)
        return v

    def contact(self, sp: int) -> float:
        c = self.near[sp]
        if c is None:
            c = self.near[sp] = contact(self.f, self.seat, sp)
        return c

    def migrations(self, terrain: int) -> None:
        """Every Migration of :func:`.fast.migrations` (``terrain`` -1: a free one), in its order. Each
        herd's destinations are scored once; an origin whose best cannot reach the running top is
        skipped (its options could never be among the best)."""
        f = self.f
        seat = self.seat
        board = f.board
        done: dict[int, tuple[list[tuple[int, int, float, float]], float]] = {}
        for origin in range(F.NS):
            if board[origin] != seat:
                continue
            entry = done.get(origin)
            if entry is None:
                group, border = F.herd(board, origin)
                scored = []
                for t in F.destinations(f, seat, border, terrain):
                    r = SREG[t]
                    c = self.contact(t)
                    scored.append((t, r, c + self.region(r, 0), c + self.region(r, 1)))
                ceiling = max((max(x[2], x[3]) for x in scored), default=-1e18)
                entry = (scored, ceiling)
                for g in group:
                    done[g] = entry
            scored, ceiling = entry
            if not scored:
                continue
            ro = SREG[origin]
            was = self.contact(origin) + self.region(ro, 0)
            if ceiling - was < self.top:
                continue
            around = NEIGH[origin]
            for t, r, v0, v1 in scored:
                v = (v1 if r == ro else v0) - was
                if t in around:
                    v -= 1.0
                if v >= self.top:
                    self.offer(v, (K_MIGRATE, origin, t))

    def expands(self, spaces: list[int]) -> None:
        for sp in spaces:
            v = 2.0 + self.contact(sp) + self.region(SREG[sp], 0)
            if v >= self.top:
                self.offer(v, (K_EXPAND, sp, 0))

    def places(self, spaces: list[int]) -> None:
        lv = self.f.levels
        base = self.seat * NT
        for sp in spaces:
            r = SREG[sp]
            v = self.contact(sp) + self.region(r, 0) + 0.5 * lv[base + STER[sp]] + (0.0 if RLARGE[r] else 0.5)
            if v >= self.top:
                self.offer(v, (K_PLACE, sp, 0))

    def pick(self, rng: Draws) -> FAction:
        """Normal's pick among the best (a draw even for one, as :func:`best`, unless a playout's)."""
        ties = self.ties
        return ties[0] if len(ties) == 1 and isinstance(rng, FastRng) else ties[rng.below(len(ties))]


def _terrain_card(f: Fast, seat: int, terrain: int, via: bool, rng: Draws) -> FAction:
    """Normal's choice for a Terrain card (or a Lightning card acting as one) being carried out:
    the best of :func:`.fast.terrain_options` by :func:`score`, or discard when that is a
    Migration scoring 0 or less, or when there is nothing to do."""
    scan = _Scan(f, seat)
    level = f.levels[seat * NT + terrain]
    if level >= 1:
        scan.migrations(terrain)
    supply = f.supply[seat] > 0
    if (level >= 2 or (via and f.auction_expand and level >= 1)) and supply:
        board = f.board
        scan.expands([s for s in F.TSPACES[terrain] if board[s] < 0])
    if level >= 3 and supply:
        top = max(f.success)
        for sp in F.attack_targets(f, seat, terrain):
            v = 2.5 + (1.0 if f.success[f.board[sp]] >= top else 0.0) + scan.contact(sp) + scan.region(SREG[sp], 0)
            if v >= scan.top:
                scan.offer(v, (K_ATTACK, sp, 0))
    if not scan.ties:
        return DISCARD
    pick = scan.pick(rng)
    if scan.top <= 0 and pick[0] == K_MIGRATE:
        return DISCARD
    return pick


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
            p = f.pending
            if 0 <= p[2] < NT:
                return _terrain_card(f, seat, p[2], p[3], rng)
            opts = F.pending_options(f)
            opts.pop()  # discard
            if not opts:
                return DISCARD
            pick, top = best(f, seat, opts, rng)
            if top <= 0 and (pick[0] == K_MIGRATE or pick[0] == K_PLAGUE):
                return DISCARD
            return pick
        return own_turn(f, seat, rng)
    scan = _Scan(f, seat)  # populate
    scan.places(F.populate_spaces(f, seat))
    return scan.pick(rng)


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
        scan = _Scan(f, seat)
        scan.migrations(-1)
        if scan.ties:
            pick2 = scan.pick(rng)
            if scan.top > 0.6:
                return pick2
    if f.food[seat] >= 12:
        return TRADE
    if F.can_end_turn(f):
        return END
    if can_play:
        return (F.K_AUCTION, hand[0], 0)
    return F.legal(f)[0]


__all__ = ["FastRng", "auction_key", "best", "bid_limit", "card_value", "choose", "score", "space_value"]
