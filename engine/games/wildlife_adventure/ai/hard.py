"""Wildlife Adventure Hard bot: a sharper greedy evaluation with a plan for the turn, from
the seat's view only.

The Normal bot (:mod:`.normal`) scores each legal action by what it reaches now plus how much
closer the expedition tips come to the seat's own animals. Hard scores the same actions
with these changes (``PARAMS`` holds the weights, tuned by self-play against Normal with
``bench/bot_levels.py``; in that self-play 92 % of animal cards are laid down by their
holder's own extension, so the game is mostly a race to one's own animals):

* Tips (all three expeditions are shared, "Rules of the Expeditions") are valued by their
  distance ``d`` to the seat's own animal spaces (``decay ** d``: a tip next to one of our
  animals is worth much more than one three steps away), a little to the open discovery
  missions, and negatively to the animal spaces whose cards are unseen (held by a rival
  with the chance the view gives: the rivals' hand counts over the unseen cards).
* Reaching a space: our own animal or an open mission as Normal; an unseen animal space
  costs the expected rival card it completes; red/green/blue as Normal.
* A plan for the turn: an extension is also credited with the best second extension it
  makes possible this turn (free after a green space or an owed bonus, else an extra one
  for 2 travel vouchers when affordable: rulebook "The Travel Vouchers").
* Swaps for 1 travel voucher (GAPS.md section 3): a card far from every tip is traded when
  an unseen card is, on average, clearly closer.
* Passing when a full round without an extension would end the game (GAPS.md section 3):
  welcome when we lead on score, avoided (by paying to extend) when we trail.

Blue spaces, discards, obstacles and removals follow Normal's rules.
Deterministic given the Rng (it only breaks ties); no state is read.
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
from ..views import WAView, legal_from_view
from .normal import FAR, _extend_cost, _obstacle_value

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
    "end": 3.0,  # passing when that ends the game: +end if we lead, -end if behind
    "plan": 0.5,  # weight of the best follow-up extension this turn (green bonus or paid extra)
    "swap": 1.0,  # paid swaps of a far card for an unseen one: weight of the closeness gained (0 = Normal's rule)
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

    def near(self, tips: list[str | None], target: str) -> float:
        """Closeness of ``target`` to the nearest live tip (as in :meth:`potential`)."""
        live = [t for t in tips if t is not None]
        if not live:
            return 0.0
        d = min(DIST[t].get(target, FAR) for t in live)
        decay = PARAMS["decay"]
        return float(decay ** d) if decay > 0 else 1.0 / (1 + d)

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
        free = sum(1 for q, line in moves_from(point) if line not in self.used and place_of(q) not in self.blocked) - 1
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
        if PARAMS["swap"] <= 0:
            if not a.star:
                return None
            tips = [ex.tip for ex in view.expeditions if not ex.finished]
            d = min((DIST[t].get(a.card, FAR) for t in tips), default=FAR)
            return 0.9 * (1 / 4 - 1 / (1 + d)) * 3 - 0.3
        # a swap trades this card for the top of the stack: an unseen card, on average as close as they are
        tips_now: list[str | None] = [None if ex.finished else ex.tip for ex in view.expeditions]
        pool = ctx.unknown
        if not pool:
            return None
        mean_near = sum(ctx.near(tips_now, u) for u in pool) / len(pool)
        gain = PARAMS["swap"] * w * (mean_near - ctx.near(tips_now, a.card))
        return gain - (PARAMS["star"] if a.star else PARAMS["voucher"])
    return None


def _follow_up(ctx: _Ctx, view: WAView, seat: int, a: ExtendAction) -> float:
    """The best value of a second extension this turn after ``a`` (free after a green space or a
    bonus still owed, else an extra one for 2 travel vouchers if affordable), or 0 if none pays."""
    bonus_left = view.bonus - (1 if view.main_laid and view.bonus > 0 else 0)
    free = POINTS[a.to].kind == "green" or bonus_left > 0
    spent = 2 if (view.main_laid and view.bonus == 0) else 0  # the extra that ``a`` itself costs
    can_pay = view.vouchers[seat] - spent >= 2 and view.spent_this_turn + spent + 2 <= view.max_per_turn
    if not (free or can_pay):
        return 0.0
    cost = 0.0 if free else 2 * PARAMS["voucher"]
    tips1 = _tips_after(view, a.expedition, a.to)
    base1 = ctx.potential(tips1)
    line1 = line_between(view.expeditions[a.expedition].continues_from, a.to)
    best = 0.0
    for e, tip in enumerate(tips1):
        if tip is None:
            continue
        for q, line in moves_from(tip):
            if line in ctx.used or line == line1 or place_of(q) in ctx.blocked or q == a.to:
                continue
            reach = ctx.reach(q) if q != a.to else 0.0
            v = reach + PARAMS["w_pot"] * (ctx.potential(_tips_after_list(tips1, e, q)) - base1) - ctx.exits(q) - cost
            best = max(best, v)
    return best


def _tips_after_list(tips: list[str | None], e: int, tip: str) -> list[str | None]:
    out = list(tips)
    out[e] = tip
    return out


def _lead(view: WAView, seat: int) -> float:
    """+1 if our score is ahead of every rival, -1 if behind one, 0 if level (GAPS.md scoring)."""
    others = [v for s, v in enumerate(view.scores) if s != seat]
    best = max(others, default=0)
    mine = view.scores[seat]
    return 1.0 if mine > best else -1.0 if mine < best else 0.0


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
        behind = bool(others) and len(ctx.mine) > min(others)
        if view.animal_stack >= len(others) and (not behind or view.voucher_supply == 0):
            return BlueAction(choice="cards")
        return BlueAction(choice="vouchers")
    if pend is not None and pend.kind == "discard":
        tips = [ex.tip for ex in view.expeditions if not ex.finished] or [START]
        far = max(sorted(ctx.mine), key=lambda c: min(DIST[t].get(c, FAR) for t in tips))
        return DiscardAction(card=far)
    base = ctx.potential([None if ex.finished else ex.tip for ex in view.expeditions])
    best: WAAction | None = None
    ending = not view.main_laid and view.blocked_turns >= view.seats - 1
    lead = _lead(view, seat)
    best_v = (PARAMS["end"] * lead if ending else 0.0) if END_TURN in legal else -1e9
    for a in legal:
        v = _score(ctx, seat, a, base)
        if v is None:
            continue
        if isinstance(a, ExtendAction) and PARAMS["plan"] > 0:
            v += PARAMS["plan"] * _follow_up(ctx, view, seat, a)
        if ending and isinstance(a, ExtendAction):
            v -= PARAMS["end"] * lead  # extending keeps a game going that passing would end
        v += rng.below(1000) / 1e5
        if v > best_v:
            best, best_v = a, v
    if best is not None:
        return best
    if END_TURN in legal:
        return END_TURN
    return legal[0]
