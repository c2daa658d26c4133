"""Wildlife Adventure Hard bot: a sharper greedy evaluation, from the seat's view only.

The Normal bot (:mod:`.bot`) scores each legal action by what it reaches now plus how
much closer the expedition tips come to the seat's own animals. Hard scores the same
actions with a fuller picture of the position after the action (``PARAMS`` holds the
weights, tuned by ``bench/turn_bot_levels.py`` self-play against Normal):

* Tips (all three expeditions are shared, "Rules of the Expeditions") are valued by
  their distance to the seat's own animal spaces, to the open discovery missions, and
  - negatively - to the animal spaces whose cards are unseen (held by a rival with the
  chance the view allows: the rivals' hand counts against the animal stack). A tip one
  step from one of our animals is worth much more than one three steps away
  (``decay ** distance``), since whoever moves next may take it there.
* Reaching a space: our own animal or an open mission as Normal; an unseen animal
  space costs the expected rival card it completes; red/green/blue as Normal.
* Travel vouchers score nothing at the end (GAPS.md section 3: only cards score), so
  Hard spends them more readily on extra extensions that bring a tip next to or onto
  its animals; ★ cards likewise.
* Blue space: always an animal card for every other player while the stack allows
  (each is -1 to every rival unless it is later completed), unless we are out of
  vouchers and need them.

Obstacles, removal and swaps follow Normal's rules with Hard's tip evaluation.
Deterministic given the Rng (only tie noise); no state is read.
"""
from __future__ import annotations

from engine.core import Rng

from .actions import (
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
from .board import DIST, POINTS, START, moves_from, places
from .bot import _extend_cost, _obstacle_value
from .views import WAView, legal_from_view

FAR = 25
ANIMAL_POINTS = [p for p, pt in POINTS.items() if pt.kind == "animal"]

PARAMS: dict[str, float] = {
    "own": 4.0,  # reaching our own animal
    "open": 3.0,  # reaching an open discovery mission
    "rival": 1.2,  # reaching an unseen animal, times the chance a rival holds it
    "w_pot": 3.0,  # weight of the tip potential change
    "decay": 0.5,  # potential of an animal at distance d: decay ** d
    "w_open": 0.4,  # open missions in the potential, relative to own animals
    "w_unk": 0.4,  # unseen animals in the potential (negative), times the rival chance
    "voucher": 0.35,  # cost per travel voucher spent
    "star": 0.6,  # cost of spending a ★ card
    "dead_end": 1.5,  # walking a tip into a dead end (no free line onward)
    "one_exit": 0.5,
    "blue_always": 0,
}


class _Ctx:
    """What the evaluation needs from the view, computed once per decision."""

    def __init__(self, view: WAView, seat: int) -> None:
        self.view = view
        self.mine = {a.id for a in view.hand}
        self.opened = {a.id for a in view.open_missions}
        done = {a.id for cs in view.completed for a in cs}
        self.unknown = [p for p in ANIMAL_POINTS if p not in self.mine and p not in self.opened and p not in done]
        others = sum(c for s, c in enumerate(view.hand_counts) if s != seat)
        pool = len(self.unknown) if self.unknown else 1
        self.rival = min(1.0, others / pool) if pool else 0.0
        self.used = {x.line for e in view.expeditions for x in e.extensions}
        self.blocked = places(view.obstacles)

    def potential(self, tips: list[str | None]) -> float:
        live = [t for t in tips if t is not None]
        if not live:
            return 0.0
        decay = PARAMS["decay"]

        def near(target: str) -> float:
            d = min(DIST[t].get(target, FAR) for t in live)
            return float(decay ** d) if decay > 0 else 1.0 / (1 + d)

        total = sum(near(a) for a in self.mine)
        total += PARAMS["w_open"] * sum(near(a) for a in self.opened)
        total -= PARAMS["w_unk"] * self.rival * sum(near(a) for a in self.unknown)
        return total

    def reach(self, point: str) -> float:
        kind = POINTS[point].kind
        if kind == "animal":
            if point in self.mine:
                return PARAMS["own"]
            if point in self.opened:
                return PARAMS["open"]
            return -PARAMS["rival"] * self.rival if point in self.unknown else 0.0
        return {"green": 1.0, "blue": 1.0, "red": 0.4}.get(kind, 0.0)

    def exits(self, point: str) -> float:
        free = sum(1 for q, line in moves_from(point) if line not in self.used and q not in self.blocked) - 1
        return PARAMS["dead_end"] if free <= 0 else PARAMS["one_exit"] if free == 1 else 0.0


def _tips_after(view: WAView, e: int, tip: str) -> list[str | None]:
    tips: list[str | None] = [None if ex.finished else ex.tip for ex in view.expeditions]
    tips[e] = tip
    return tips


def _cost(view: WAView, a: ExtendAction) -> float:
    """Normal's cost in vouchers, re-weighted: vouchers 0.35 each and a ★ 0.6 in Normal."""
    base = _extend_cost(view, a)
    star = 0.6 if a.star else 0.0
    vouchers = (base - star) / 0.35
    return PARAMS["voucher"] * vouchers + (PARAMS["star"] if a.star else 0.0)


def _score(ctx: _Ctx, seat: int, a: WAAction, base: float) -> float | None:
    view = ctx.view
    w = PARAMS["w_pot"]
    if isinstance(a, (ExtendAction, RelayAction)):
        gain = ctx.reach(a.to) + w * (ctx.potential(_tips_after(view, a.expedition, a.to)) - base)
        gain -= ctx.exits(a.to)
        return gain - (_cost(view, a) if isinstance(a, ExtendAction) else 0.0)
    if isinstance(a, RemoveAction):
        ex = view.expeditions[a.expedition]
        back = ex.extensions[-2].to if len(ex.extensions) >= 2 else START
        gain = w * (ctx.potential(_tips_after(view, a.expedition, back)) - base)
        return gain - (PARAMS["star"] if a.star else 2 * PARAMS["voucher"]) - 0.6
    if isinstance(a, ObstacleAction):
        return _obstacle_value(view, seat, a)
    if isinstance(a, SwapAction):
        if not a.star:
            return None
        tips = [ex.tip for ex in view.expeditions if not ex.finished]
        d = min((DIST[t].get(a.card, FAR) for t in tips), default=FAR)
        return 0.9 * (1 / 4 - 1 / (1 + d)) * 3 - 0.3
    return None


def hard_action(view: WAView, seat: int, rng: Rng) -> WAAction | None:
    """The Hard choice for ``seat`` from ``view`` (None if it is not to act)."""
    if seat not in view.to_act or view.seat != seat:
        return None
    legal = legal_from_view(view)
    if not legal:
        return None
    pend = view.pending
    ctx = _Ctx(view, seat)
    if pend is not None and pend.kind == "blue":
        others = [c for s, c in enumerate(view.hand_counts) if s != seat]
        behind = bool(others) and len(ctx.mine) > min(others) and PARAMS["blue_always"] == 0
        if view.animal_stack >= len(others) and (not behind or view.voucher_supply == 0):
            return BlueAction(choice="cards")
        return BlueAction(choice="vouchers")
    if pend is not None and pend.kind == "discard":
        tips = [ex.tip for ex in view.expeditions if not ex.finished] or [START]
        far = max(sorted(ctx.mine), key=lambda c: min(DIST[t].get(c, FAR) for t in tips))
        return DiscardAction(card=far)
    base = ctx.potential([None if ex.finished else ex.tip for ex in view.expeditions])
    best: WAAction | None = None
    best_v = 0.0 if END_TURN in legal else -1e9
    for a in legal:
        v = _score(ctx, seat, a, base)
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
