"""The rollout policy of the Hard bot's search: Normal's greedy rule (:mod:`.normal`) on plain data
(:class:`.fast.Sim`), for any seat, with that seat's hand as the position holds it.

For the seat to act it scores each route extension the board allows now (free, or paid when the
seat can pay: an extra one for 2 travel vouchers, a parallel one for 2 more) as Normal does: what
the point reached is worth (the seat's own animal 4, an open discovery mission 3, a green or blue
space 1, a red one 0.4, an animal space whose card is unseen by the seat minus 1.2 times the chance
that a rival holds it), plus 3 times how much closer the tips come to the seat's animals (1/(1+d)
each, open missions 0.2/(1+d)), minus a dead-end penalty and 0.35 per voucher; it ends the turn
when nothing scores above 0. Pending choices: the blue space as Normal (animal cards for the others
unless behind on cards, else vouchers), the discard of the card farthest from every tip, the best
re-laid extension. Obstacles, removals, swaps and ★ cards are left out of playouts (Normal plays
them in about 1 decision in 20). ``noise`` adds a uniform random amount up to that size to each
score, so playouts differ.
"""
from __future__ import annotations

from engine.core import MASK64

from ..cards import EXTENSIONS_PER_COLOUR
from .fast import (
    BLUE,
    DISCARD,
    DIST_I,
    END_T,
    EXTEND,
    FAR,
    K_ANIMAL,
    K_BLUE,
    K_GREEN,
    K_RED,
    KIND,
    MOVES,
    P_BLUE,
    P_DISCARD,
    PLACE,
    RELAY,
    START_I,
    Action,
    Sim,
)

INV = [1.0 / (1 + d) for d in range(FAR + 1)]
SPACE_VALUE = [0.0] * len(KIND)
for _i, _k in enumerate(KIND):
    SPACE_VALUE[_i] = {K_GREEN: 1.0, K_BLUE: 1.0, K_RED: 0.4}.get(_k, 0.0)


_FAR_ROW = [FAR] * len(KIND)


class FastRng:
    """A 64-bit LCG for playout noise (ints only; seeded from the decision's :class:`engine.core.Rng`)."""

    __slots__ = ("s",)

    def __init__(self, seed: int) -> None:
        self.s = seed & MASK64

    def below(self, n: int) -> int:
        """Uniform-ish int in ``[0, n)``."""
        self.s = (self.s * 6364136223846793005 + 1442695040888963407) & MASK64
        return (self.s >> 33) % n

    def unit(self) -> float:
        """A float in ``[0, 1)``."""
        self.s = (self.s * 6364136223846793005 + 1442695040888963407) & MASK64
        return (self.s >> 11) / 9007199254740992.0


def choose(sim: Sim, seat: int, rng: FastRng, noise: float) -> Action:
    """The rollout action of ``seat`` (which must be the seat to act) in ``sim``."""
    pend = sim.pending
    hand = sim.hands[seat]
    if pend is not None:
        kind = pend[0]
        if kind == P_BLUE:
            others = [len(sim.hands[s]) for s in range(sim.n) if s != seat]
            behind = len(hand) > min(others)
            if len(sim.stack) >= len(others) and (not behind or sim.supply == 0):
                return (BLUE, 1, 0, -1)
            return (BLUE, 0, 0, -1)
        if kind == P_DISCARD:
            tips = _live(sim) or [START_I]
            best, best_d = hand[0], -1
            for c in hand:
                d = min(DIST_I[t][c] for t in tips)
                if d > best_d:
                    best, best_d = c, d
            return (DISCARD, best, 0, -1)
        opts = sim.relay_options()
        scored = _score_moves(sim, seat, [(e, q, 0) for e, q in opts], rng, noise)
        e, q = opts[max(range(len(opts)), key=lambda i: scored[i])]
        return (RELAY, e, q, -1)
    base = sim.base_cost()
    vouchers = sim.vouchers[seat]
    room = 3 - sim.spent_turn
    moves: list[tuple[int, int, int]] = []
    any_free = False
    for e, q, _line, par in sim.candidates():
        cost = base + (2 if par else 0)
        if cost == 0:
            any_free = True
        elif cost > vouchers or cost > room:
            continue
        moves.append((e, q, cost))
    end_ok = sim.main or not (base == 0 and any_free)
    if not moves:
        return END_T
    scored = _score_moves(sim, seat, moves, rng, noise)
    best_i = max(range(len(moves)), key=lambda i: scored[i])
    if end_ok and scored[best_i] <= 0.0:
        return END_T
    e, q, _ = moves[best_i]
    return (EXTEND, e, q, -1)


def _live(sim: Sim) -> list[int]:
    return [sim.tips[e] for e in range(3) if len(sim.exts[e]) < EXTENSIONS_PER_COLOUR]


def _score_moves(sim: Sim, seat: int, moves: list[tuple[int, int, int]], rng: FastRng, noise: float) -> list[float]:
    """Normal's score of each (expedition, point, vouchers) route extension (or re-laid one)."""
    hand = sim.hands[seat]
    opened = sim.open
    tips = sim.tips
    exts = sim.exts
    r0 = DIST_I[tips[0]] if len(exts[0]) < EXTENSIONS_PER_COLOUR else _FAR_ROW
    r1 = DIST_I[tips[1]] if len(exts[1]) < EXTENSIONS_PER_COLOUR else _FAR_ROW
    r2 = DIST_I[tips[2]] if len(exts[2]) < EXTENSIONS_PER_COLOUR else _FAR_ROW
    # each card's distance to the nearest live tip, and to the nearest but e's (what a move of e changes)
    cards = hand + opened
    weights = [1.0] * len(hand) + [0.2] * len(opened)
    base = 0.0
    ex0: list[int] = []
    ex1: list[int] = []
    ex2: list[int] = []
    for c, w in zip(cards, weights, strict=True):
        a, b, d = r0[c], r1[c], r2[c]
        m = a if a < b else b
        base += w * INV[m if m < d else d]
        ex0.append(b if b < d else d)
        ex1.append(a if a < d else d)
        ex2.append(m)
    excl = (ex0, ex1, ex2)
    others_total = sum(len(h) for h in sim.hands) - len(hand)
    unknown = others_total + len(sim.stack)
    rival = -1.2 * others_total / unknown if unknown else 0.0
    used_lines = sim.lc
    blocked = sim.oplaces
    done: set[int] | None = None
    out: list[float] = []
    for e, q, cost in moves:
        row = DIST_I[q]
        pot = 0.0
        for c, w, d in zip(cards, weights, excl[e], strict=True):
            dq = row[c]
            pot += w * INV[dq if dq < d else d]
        if KIND[q] == K_ANIMAL:
            if q in hand:
                v = 4.0
            elif q in opened:
                v = 3.0
            else:
                if done is None:
                    done = {c for cs in sim.completed for c in cs}
                v = 0.0 if q in done else rival
        else:
            v = SPACE_VALUE[q]
        free = -1
        for q2, line2 in MOVES[q]:
            if used_lines[line2] == 0 and PLACE[q2] not in blocked:
                free += 1
        v += 3.0 * (pot - base) - (1.5 if free <= 0 else 0.5 if free == 1 else 0.0) - 0.35 * cost
        if noise:
            v += noise * rng.unit()
        out.append(v)
    return out


__all__ = ["FastRng", "choose"]
