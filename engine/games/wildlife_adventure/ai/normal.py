"""The Normal bot of Wildlife Adventure, computed from a seat's VIEW only (never the state).

* :func:`bot_action` — a greedy one-step policy: each legal route extension (paid or
  not), removal and ★ play is scored by what it reaches now (own animal +4, open
  discovery mission +3, green/blue/red space, an unknown animal space probably held
  by a rival: minus) plus how much closer the expedition tips come to the bot's own
  animals, minus the vouchers or ★ card it costs, and a penalty for walking into a dead
  end. Obstacles: it takes one off its own animal space, and with a free ★ card blocks
  an unknown animal space next to a tip. It ends its turn when nothing left pays.
  Blue space: animal cards for the others when it is not behind, else vouchers.
* :func:`cautious_action` — the timeout default: the pending choice or the
  compulsory extension as the bot would choose them, never spending vouchers or ★ cards.
"""
from __future__ import annotations

from engine.core import Rng

from ..actions import (
    END_TURN,
    BlueAction,
    DiscardAction,
    ExtendAction,
    ObstacleAction,
    RelayAction,
    RemoveAction,
    SwapAction,
    WAAction,
)
from ..board import DIST, POINTS, START, line_between, moves_from, place_of, places
from ..views import WAView
from .legal import bot_legal

FAR = 25


def _tips_after(view: WAView, e: int, tip: str) -> list[str | None]:
    tips: list[str | None] = [None if ex.finished else ex.tip for ex in view.expeditions]
    tips[e] = tip
    return tips


def _potential(view: WAView, tips: list[str | None]) -> float:
    """Closeness of the tips to the seat's animals (and a little to the open missions)."""
    live = [t for t in tips if t is not None]
    total = 0.0
    for a in view.hand:
        d = min((DIST[t].get(a.id, FAR) for t in live), default=FAR)
        total += 1.0 / (1 + d)
    for a in view.open_missions:
        d = min((DIST[t].get(a.id, FAR) for t in live), default=FAR)
        total += 0.2 / (1 + d)
    return total


def _rival_chance(view: WAView, seat: int) -> float:
    others = sum(c for s, c in enumerate(view.hand_counts) if s != seat)
    unknown = others + view.animal_stack
    return others / unknown if unknown else 0.0


def _reach_value(view: WAView, seat: int, point: str) -> float:
    mine = {a.id for a in view.hand}
    opened = {a.id for a in view.open_missions}
    kind = POINTS[point].kind
    if kind == "animal":
        if point in mine:
            return 4.0
        if point in opened:
            return 3.0
        done = {a.id for cs in view.completed for a in cs}
        return 0.0 if point in done else -1.2 * _rival_chance(view, seat)
    return {"green": 1.0, "blue": 1.0, "red": 0.4}.get(kind, 0.0)


def _extend_cost(view: WAView, a: ExtendAction) -> float:
    ex = view.expeditions[a.expedition]
    frm = ex.continues_from
    counts: dict[int, int] = {}
    par = False
    for x in (x for e in view.expeditions for x in e.extensions):
        counts[x.line] = counts.get(x.line, 0) + 1
    line = line_between(frm, a.to)
    par = line is not None and counts.get(line, 0) > 0
    vouchers = 0 if (not view.main_laid or view.bonus > 0) else 2
    if par and not a.star:
        vouchers += 2
    return 0.35 * vouchers + (0.6 if a.star else 0.0)


def _exits_penalty(view: WAView, point: str) -> float:
    """Avoid walking an expedition into a dead end: few free lines onward from ``point``."""
    used = {x.line for e in view.expeditions for x in e.extensions}
    blocked = places(view.obstacles)
    free = sum(1 for q, line in moves_from(point) if line not in used and place_of(q) not in blocked) - 1
    return 1.5 if free <= 0 else 0.5 if free == 1 else 0.0


def _obstacle_value(view: WAView, seat: int, a: ObstacleAction) -> float | None:
    """Take an obstacle off one of the bot's own animal spaces; with a free ★ card, block an
    unknown animal space next to an expedition tip (probably a rival's)."""
    mine = {c.id for c in view.hand}
    where = view.obstacles[a.obstacle]
    paid = 0.0 if (a.star or (view.obstacle_session and a.obstacle not in view.session_moved)) else 0.35
    if a.to is None:
        return 1.5 - paid - (0.6 if a.star else 0.0) if where in mine else None
    if not a.star:
        return None
    if POINTS[a.to].kind != "animal" or a.to in mine:
        return None
    done = {c.id for cs in view.completed for c in cs} | {c.id for c in view.open_missions}
    if a.to in done:
        return None
    near_tip = any(a.to == q for ex in view.expeditions if not ex.finished for q, _ in moves_from(ex.tip))
    if not near_tip:
        return None
    return 0.8 * _rival_chance(view, seat) - 0.1 - (0.3 if where is not None else 0.0)


def _score(view: WAView, seat: int, a: WAAction, base: float) -> float | None:
    if isinstance(a, (ExtendAction, RelayAction)):
        gain = _reach_value(view, seat, a.to) + 3.0 * (_potential(view, _tips_after(view, a.expedition, a.to)) - base)
        gain -= _exits_penalty(view, a.to)
        return gain - (_extend_cost(view, a) if isinstance(a, ExtendAction) else 0.0)
    if isinstance(a, RemoveAction):
        ex = view.expeditions[a.expedition]
        back = ex.extensions[-2].to if len(ex.extensions) >= 2 else START
        gain = 3.0 * (_potential(view, _tips_after(view, a.expedition, back)) - base)
        return gain - (0.6 if a.star else 1.4) - 0.3
    if isinstance(a, ObstacleAction):
        return _obstacle_value(view, seat, a)
    if isinstance(a, SwapAction):
        if not a.star:
            return None
        tips = [ex.tip for ex in view.expeditions if not ex.finished]
        d = min((DIST[t].get(a.card, FAR) for t in tips), default=FAR)
        return 0.9 * (1 / 4 - 1 / (1 + d)) * 3 - 0.3
    return None


def _choice(view: WAView, seat: int, legal: list[WAAction], rng: Rng, allow_spend: bool) -> WAAction:
    pend = view.pending
    mine = {a.id for a in view.hand}
    if pend is not None and pend.kind == "blue":
        others = [c for s, c in enumerate(view.hand_counts) if s != seat]
        behind = bool(others) and len(mine) > min(others)
        if view.animal_stack >= len(others) and (not behind or view.voucher_supply == 0):
            return BlueAction(choice="cards")
        return BlueAction(choice="vouchers")
    if pend is not None and pend.kind == "discard":
        tips = [ex.tip for ex in view.expeditions if not ex.finished] or [START]
        far = max(sorted(mine), key=lambda c: min(DIST[t].get(c, FAR) for t in tips))
        return DiscardAction(card=far)
    base = _potential(view, [None if ex.finished else ex.tip for ex in view.expeditions])
    best: WAAction | None = None
    best_v = 0.0 if END_TURN in legal else -1e9
    for a in legal:
        if not allow_spend and ((isinstance(a, ExtendAction) and (a.star or _extend_cost(view, a) > 0))
                                or not isinstance(a, (ExtendAction, RelayAction))):
            continue
        v = _score(view, seat, a, base)
        if v is None:
            continue
        v += rng.below(1000) / 1e5
        if v > best_v:
            best, best_v = a, v
    if best is not None:
        return best
    if END_TURN in legal:
        return END_TURN
    return legal[0]


def bot_action(view: WAView, seat: int, rng: Rng) -> WAAction | None:
    """The bot's action for ``seat`` from ``view``, or None if it is not to act."""
    if seat not in view.to_act or view.seat != seat:
        return None
    legal = bot_legal(view)
    if not legal:
        return None
    return _choice(view, seat, legal, rng, allow_spend=True)


def cautious_action(view: WAView, seat: int) -> WAAction:
    """The timeout default (see the module docstring). Raises ValueError if ``seat`` cannot act."""
    legal = bot_legal(view)
    if not legal:
        raise ValueError("seat cannot act")
    if view.pending is None and END_TURN in legal:
        return END_TURN
    return _choice(view, seat, legal, Rng.from_seed(view.turn_number), allow_spend=False)


__all__ = ["bot_action", "cautious_action"]
