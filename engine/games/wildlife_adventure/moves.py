"""What a seat may do now, computed from a :class:`Situation` (built from the state by
the rules, or from a view by the bot and the UI), so legality has one source.

Rules implemented (rulebook "Rules of the Expeditions", "The Travel Vouchers";
GAPS.md section 3):

* An extension starts at the expedition's tip (the twin of an arrow space), or at
  the start base for an expedition not yet started; never branches.
* No extension may end on an obstacle; an expedition with 40 extensions is finished.
  Obstacles never go on the start base, on another obstacle or where an expedition tip
  stands. An arrow space and its twin are one place for all of these (``board.place_of``).
* Along a line that already carries an extension: a parallel extension, +2
  vouchers (or a ★ free-parallel card).
* The turn's extension and bonus extensions are free; any other is an extra
  extension (2 vouchers). Remove the last extension: 2. Obstacles: 1 per session.
  Swap an animal card: 1. At most 3 vouchers per turn.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from engine.core import NOT_RECOGNISED, NOT_RECOGNISED_CODE, IllegalAction

from .actions import (
    END_TURN,
    BlueAction,
    DiscardAction,
    EndTurnAction,
    ExtendAction,
    ObstacleAction,
    RelayAction,
    RemoveAction,
    SwapAction,
    WAAction,
    extend,
    obstacle,
)
from .board import ADJ, POINTS, START, continue_from, place_of, places
from .cards import CHANCE, EXTENSIONS_PER_COLOUR

MAX_VOUCHERS_PER_TURN = 3
"""Rulebook "The Travel Vouchers": "a maximum of three vouchers" per turn."""
COST_EXTRA = 2
COST_PARALLEL = 2
COST_REMOVE = 2
COST_OBSTACLES = 1
COST_SWAP = 1

OBSTACLE_TARGETS: list[str] = [p for p in POINTS if p != START]
_OBSTACLE_ACTIONS: dict[tuple[int, str | None], list[tuple[str, ObstacleAction]]] = {}


def _obstacle_actions(i: int, star_id: str | None) -> list[tuple[str, ObstacleAction]]:
    key = (i, star_id)
    got = _OBSTACLE_ACTIONS.get(key)
    if got is None:
        got = _OBSTACLE_ACTIONS[key] = [(p, obstacle(i, p, star_id)) for p in OBSTACLE_TARGETS]
    return got


def obstacle_free(sit: Situation, i: int) -> bool:
    """Whether obstacle ``i`` may be moved without paying: the open session (1 voucher) covers
    one move of each obstacle (GAPS.md: "any number of obstacles" for 1 voucher)."""
    return sit.obstacle_session and i not in sit.session_moved


@dataclass
class Situation:
    """The facts legality depends on, for ``seat``.

    ``actor``: the seat that must act (None when the game is over); ``pending``: the
    kind of pending choice; ``last[e]``: (from, to, line) of expedition e's last
    extension or None; ``line_counts``: extensions per line index; ``tips_set``: the
    places (:func:`.board.place_of`) of the tips.
    """

    seat: int
    actor: int | None
    pending: str | None
    hand: list[str]
    vouchers: int
    spent_turn: int
    main_laid: bool
    bonus: int
    obstacle_session: bool
    kept: list[str]
    tips: list[str]
    counts: list[int]
    last: list[tuple[str, str, int] | None]
    line_counts: dict[int, int]
    obstacles: list[str | None]
    stack_size: int
    session_moved: list[int] = field(default_factory=list)
    tips_set: set[str] = field(default_factory=set)

    def __post_init__(self) -> None:
        self.tips_set = places(self.tips)


def removal_blocked(sit: Situation, e: int) -> bool:
    """Whether removing expedition ``e``'s last route extension would put its tip back on a point
    holding an obstacle (house ruling: the rulebook keeps extensions from ending on an obstacle and
    says nothing of a removal; we refuse it, so no tip ever stands on an obstacle)."""
    back = sit.last[e]
    return back is not None and place_of(back[0]) in places(sit.obstacles)


def star(sit: Situation, effect: str) -> str | None:
    """The first kept ★ card of ``seat`` with ``effect``, or None."""
    for cid in sit.kept:
        if CHANCE[cid].effect == effect:
            return cid
    return None


def can_pay(sit: Situation, cost: int) -> bool:
    """Whether ``cost`` vouchers fit both the seat's vouchers and the 3-per-turn limit."""
    return cost <= sit.vouchers and sit.spent_turn + cost <= MAX_VOUCHERS_PER_TURN


def base_cost(sit: Situation) -> int:
    """0 for the turn's extension or a bonus one, else 2 (an extra extension)."""
    return 0 if (not sit.main_laid or sit.bonus > 0) else COST_EXTRA


def candidates(sit: Situation) -> list[tuple[int, str, int, bool]]:
    """[(expedition, point, line, parallel)] every extension the board allows (ignoring cost)."""
    out: list[tuple[int, str, int, bool]] = []
    blocked = places(sit.obstacles)
    for e in range(3):
        if sit.counts[e] >= EXTENSIONS_PER_COLOUR:
            continue
        for q, line in ADJ[continue_from(sit.tips[e])]:
            if place_of(q) in blocked:
                continue
            out.append((e, q, line, sit.line_counts.get(line, 0) > 0))
    return out


def free_extension_possible(sit: Situation) -> bool:
    """Whether an extension can be laid now without vouchers or ★ cards (if not, the
    player may pass: rulebook "A route extension must be laid", GAPS.md)."""
    return base_cost(sit) == 0 and any(not par for _, _, _, par in candidates(sit))


def relay_options(sit: Situation) -> list[tuple[int, str]]:
    """Chance card "re-lay the last extension in another direction": [(expedition, point)]:
    from the same starting point along another line that carries no extension and does
    not end on an obstacle."""
    out: list[tuple[int, str]] = []
    blocked = places(sit.obstacles)
    for e in range(3):
        last = sit.last[e]
        if last is None:
            continue
        frm, _to, old_line = last
        for q, line in ADJ[frm]:
            if line == old_line or place_of(q) in blocked or sit.line_counts.get(line, 0) > 0:
                continue
            out.append((e, q))
    return out


def legal(sit: Situation) -> list[WAAction]:
    """Every action ``sit.seat`` may take now (empty when it is not that seat's move)."""
    if sit.actor is None or sit.actor != sit.seat:
        return []
    if sit.pending == "blue":
        return [BlueAction(choice="vouchers"), BlueAction(choice="cards")]
    if sit.pending == "discard":
        return [DiscardAction(card=c) for c in sit.hand]
    if sit.pending == "relay":
        return [RelayAction(expedition=e, to=q) for e, q in relay_options(sit)]
    out: list[WAAction] = []
    base = base_cost(sit)
    par_star = star(sit, "free_parallel")
    for e, q, _line, par in candidates(sit):
        cost = base + (COST_PARALLEL if par else 0)
        if cost == 0 or can_pay(sit, cost):
            out.append(extend(e, q))
        if par and par_star and (base == 0 or can_pay(sit, base)):
            out.append(extend(e, q, par_star))
    rem_star = star(sit, "free_remove")
    for e in range(3):
        if sit.counts[e] > 0 and not removal_blocked(sit, e):
            if can_pay(sit, COST_REMOVE):
                out.append(RemoveAction(expedition=e))
            if rem_star:
                out.append(RemoveAction(expedition=e, star=rem_star))
    ob_star = star(sit, "free_obstacle")
    pay_ok = can_pay(sit, COST_OBSTACLES)
    excluded = places(sit.obstacles) | sit.tips_set
    for i, where in enumerate(sit.obstacles):
        free = obstacle_free(sit, i)
        variants = ([None] if free or pay_ok else []) + ([ob_star] if ob_star and not free else [])
        for s in variants:
            if where is not None:
                out.append(obstacle(i, None, s))
            out.extend([a for p, a in _obstacle_actions(i, s) if place_of(p) not in excluded])
    if sit.stack_size > 0:
        sw_star = star(sit, "free_swap")
        for c in sit.hand:
            if can_pay(sit, COST_SWAP):
                out.append(SwapAction(card=c))
            if sw_star:
                out.append(SwapAction(card=c, star=sw_star))
    if sit.main_laid or not free_extension_possible(sit):
        out.append(END_TURN)
    return out


def only_end_turn(sit: Situation) -> bool:
    """True when ending the turn is the seat's only legal action (the turn then passes by itself).
    Cheaper than ``legal``: vouchers or ★ cards always allow something else."""
    if sit.pending is not None or not (sit.main_laid or not free_extension_possible(sit)):
        return False
    if (sit.vouchers > 0 and sit.spent_turn < MAX_VOUCHERS_PER_TURN) or (
            sit.obstacle_session and len(sit.session_moved) < len(sit.obstacles)):
        return False  # an obstacle move is always possible
    if sit.kept:
        return len(legal(sit)) == 1
    return not (sit.bonus > 0 and any(not par for _, _, _, par in candidates(sit)))


def _no(code: str, reason: str, **params: object) -> IllegalAction:
    """A refusal: catalog message ``code`` with ``params`` (issue 34: the UI words it in the
    reader's language), ``reason`` its English for logs."""
    return IllegalAction(reason, code=code, params=params)


def problem(sit: Situation, action: WAAction) -> IllegalAction | None:
    """Why ``action`` is illegal for ``sit.seat`` now, or None if legal: an :class:`IllegalAction`
    (not raised) with a catalog ``code`` (``wa-…``, ``locales/*/wildlife-adventure.ftl``), its
    ``params`` (numbers; ``pending``: blue, discard or relay) and the English ``reason``."""
    if sit.actor is None:
        return _no("wa-no-game-over", "The game is over.")
    if sit.actor != sit.seat:
        return _no("wa-no-not-your-turn", "It is not your turn.")
    k = action.kind
    if sit.pending is not None:
        wanted = {"blue": "blue", "discard": "discard", "relay": "relay"}[sit.pending]
        if k != wanted:
            return _no("wa-no-choose-first", {
                "blue": "Choose first: 3 travel vouchers or an animal card for every other player.",
                "discard": "Choose first which animal card goes under the stack.",
                "relay": "Choose first where to re-lay the route extension."}[sit.pending], pending=sit.pending)
        if isinstance(action, DiscardAction) and action.card not in sit.hand:
            return _no("wa-no-such-card", "You don't have that animal card.")
        if isinstance(action, RelayAction) and (action.expedition, action.to) not in relay_options(sit):
            return _no("wa-no-relay-there", "The extension cannot be re-laid there.")
        return None
    if k in ("blue", "discard", "relay"):
        return _no("wa-no-choice-now", "There is no such choice to make now.")
    if isinstance(action, EndTurnAction):
        if not sit.main_laid and free_extension_possible(sit):
            return _no("wa-no-extend-first", "You must lay a route extension first.")
        return None
    if isinstance(action, ExtendAction):
        if action.to not in POINTS:
            return _no("wa-no-such-point", "There is no such point on the board.")
        if sit.counts[action.expedition] >= EXTENSIONS_PER_COLOUR:
            return _no("wa-no-expedition-finished", "That expedition is finished: all its route extensions are used.")
        match = [c for c in candidates(sit) if c[0] == action.expedition and c[1] == action.to]
        if not match:
            if place_of(action.to) in places(sit.obstacles):
                return _no("wa-no-obstacle-blocks", "An obstacle blocks that point.")
            return _no("wa-no-not-at-tip",
                       "Route extensions may only be laid at the tip of the expedition, to a neighbouring point.")
        par = match[0][3]
        cost = base_cost(sit)
        if action.star is not None:
            if action.star not in sit.kept or CHANCE[action.star].effect != "free_parallel":
                return _no("wa-no-such-star", "You have no such ★ card.")
            if not par:
                return _no("wa-no-line-free", "That line is free: no parallel extension is needed.")
        elif par:
            cost += COST_PARALLEL
        if cost and not can_pay(sit, cost):
            return _pay_reason(sit, cost)
        return None
    if isinstance(action, RemoveAction):
        if sit.counts[action.expedition] == 0:
            return _no("wa-no-nothing-to-remove", "That expedition has no route extension to remove.")
        if removal_blocked(sit, action.expedition):
            return _no("wa-no-removal-blocked",
                       "An obstacle stands where that expedition would go back to: move the obstacle first.")
        return _star_or_pay(sit, action.star, "free_remove", COST_REMOVE)
    if isinstance(action, ObstacleAction):
        where = sit.obstacles[action.obstacle]
        if action.to is None:
            if where is None:
                return _no("wa-no-obstacle-off", "That obstacle is not on the board.")
        else:
            if action.to not in POINTS or action.to == START:
                return _no("wa-no-obstacle-start", "Obstacles go on points of the board, not on the start base.")
            if place_of(action.to) in places(sit.obstacles):
                return _no("wa-no-obstacle-there", "There is already an obstacle there.")
            if place_of(action.to) in sit.tips_set:
                return _no("wa-no-expedition-there", "An expedition stands on that point.")
        if obstacle_free(sit, action.obstacle):
            return (_no("wa-no-obstacle-paid", "This obstacle move is already paid for: leave out the ★ card.")
                    if action.star else None)
        return _star_or_pay(sit, action.star, "free_obstacle", COST_OBSTACLES)
    if isinstance(action, SwapAction):
        if action.card not in sit.hand:
            return _no("wa-no-such-card", "You don't have that animal card.")
        if sit.stack_size == 0:
            return _no("wa-no-stack-empty", "The animal stack is empty.")
        return _star_or_pay(sit, action.star, "free_swap", COST_SWAP)
    return IllegalAction(NOT_RECOGNISED, code=NOT_RECOGNISED_CODE)


def _star_or_pay(sit: Situation, star_id: str | None, effect: str, cost: int) -> IllegalAction | None:
    if star_id is not None:
        if star_id not in sit.kept or CHANCE[star_id].effect != effect:
            return _no("wa-no-such-star", "You have no such ★ card.")
        return None
    return None if can_pay(sit, cost) else _pay_reason(sit, cost)


def _pay_reason(sit: Situation, cost: int) -> IllegalAction:
    if cost > sit.vouchers:
        return _no("wa-no-vouchers", f"That costs {cost} travel voucher{'s' if cost != 1 else ''}; you have "
                   f"{sit.vouchers}.", cost=cost, have=sit.vouchers)
    return _no("wa-no-vouchers-turn", f"That costs {cost} travel voucher{'s' if cost != 1 else ''}; at most "
               f"{MAX_VOUCHERS_PER_TURN} per turn and you have spent {sit.spent_turn}.",
               cost=cost, most=MAX_VOUCHERS_PER_TURN, spent=sit.spent_turn)
