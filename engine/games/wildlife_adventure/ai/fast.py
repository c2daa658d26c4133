"""Wildlife Adventure's rules on plain data, for the Hard bot's search (:mod:`.hard`).

The same rules as :mod:`..rules` and :mod:`..moves` (rulebook "Rules of the Expeditions",
"Reaching Destinations", "Meanings of the Spaces on the Board", "The Travel Vouchers";
GAPS.md section 3 and the house rules listed in :data:`..rules.HOUSE_RULES`), written on
ints and lists so a position can be copied and played on thousands of times within one
decision: no pydantic model, no event, no text except the end reason.
``tests/engine/wildlife_adventure/test_fast.py`` plays many games on both paths and
compares every state and every legal-action list, so the two cannot drift apart.

Shapes:

* Points (and animal cards: a card is the int of its space) are indexes into :data:`IDS`
  (the board's file order); lines are the board's line indexes; chance cards are indexes
  into :data:`CHANCE_IDS` (sorted ids).
* An action is a 4-tuple ``(kind, a, b, star)`` of ints, ``star`` the ★ card paying for it
  or -1: ``(EXTEND, expedition, point, star)``, ``(REMOVE, expedition, 0, star)``,
  ``(OBSTACLE, obstacle, point or -1 for off the board, star)``, ``(SWAP, card, 0, star)``,
  ``(END, 0, 0, -1)``, ``(BLUE, 0 vouchers / 1 cards, 0, -1)``, ``(DISCARD, card, 0, -1)``,
  ``(RELAY, expedition, point, -1)``. :func:`to_action` / :func:`from_action` convert.
* :class:`Sim` is a whole position; :func:`from_view` builds one from a seat's view and a
  guess at what the view hides (the other hands, the animal stack and the chance pack, in order).
"""
from __future__ import annotations

from ..actions import (
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
    WATurnAction,
    extend,
    obstacle,
)
from ..board import ADJ, DIST, LINES, POINTS, START, continue_from, place_of
from ..cards import CHANCE, EXTENSIONS_PER_COLOUR, OBSTACLES, TOTAL_VOUCHERS
from ..moves import (
    COST_EXTRA,
    COST_OBSTACLES,
    COST_PARALLEL,
    COST_REMOVE,
    COST_SWAP,
    MAX_VOUCHERS_PER_TURN,
)
from ..views import WAView

IDS: list[str] = list(POINTS)
"""Point ids by index (the board's file order)."""
IX: dict[str, int] = {p: i for i, p in enumerate(IDS)}
NP = len(IDS)
START_I = IX[START]
K_START, K_ANIMAL, K_RED, K_GREEN, K_BLUE, K_ARROW, K_PLAIN = range(7)
_KINDS = {"start": K_START, "animal": K_ANIMAL, "red": K_RED, "green": K_GREEN, "blue": K_BLUE, "arrow": K_ARROW,
          "plain": K_PLAIN}
KIND: list[int] = [_KINDS[POINTS[p].kind] for p in IDS]
CONT: list[int] = [IX[continue_from(p)] for p in IDS]
"""Where an expedition whose tip is the point continues (the twin of an arrow space)."""
PLACE: list[int] = [IX[place_of(p)] for p in IDS]
"""The place a point stands for (arrow twins share one)."""
ADJ_I: list[list[tuple[int, int]]] = [[(IX[q], line) for q, line in ADJ[p]] for p in IDS]
MOVES: list[list[tuple[int, int]]] = [ADJ_I[CONT[i]] for i in range(NP)]
"""[(point reached, line)] for one route extension from a tip at the point."""
FAR = 25
DIST_I: list[list[int]] = [[DIST[p].get(q, FAR) for q in IDS] for p in IDS]
"""``DIST_I[a][b]``: fewest route extensions from a tip at ``a`` to reach ``b`` (FAR if never)."""
NLINES = len(LINES)
LINE_BETWEEN: dict[tuple[int, int], int] = {(i, q): line for i in range(NP) for q, line in ADJ_I[i]}
OBSTACLE_TARGETS: list[int] = [i for i in range(NP) if i != START_I]
ANIMALS_I: list[int] = [i for i in range(NP) if KIND[i] == K_ANIMAL]

CHANCE_IDS: list[str] = sorted(CHANCE)
CX: dict[str, int] = {c: i for i, c in enumerate(CHANCE_IDS)}
(E_TAKE, E_LOSE, E_EXTRA, E_GIFT, E_DRAW, E_DISCARD, E_OPEN, E_RELAY, E_MISS, E_PARALLEL, E_REMOVE, E_OBSTACLE,
 E_SWAP) = range(13)
_EFFECTS = {"take_vouchers": E_TAKE, "lose_voucher": E_LOSE, "extra_extension": E_EXTRA, "gift": E_GIFT,
            "draw_animal": E_DRAW, "discard_animal": E_DISCARD, "open_mission": E_OPEN, "relay": E_RELAY,
            "miss_turn": E_MISS, "free_parallel": E_PARALLEL, "free_remove": E_REMOVE, "free_obstacle": E_OBSTACLE,
            "free_swap": E_SWAP}
EFFECT: list[int] = [_EFFECTS[CHANCE[c].effect] for c in CHANCE_IDS]
STAR: list[bool] = [CHANCE[c].star for c in CHANCE_IDS]

EXTEND, REMOVE, OBSTACLE, SWAP, END, BLUE, DISCARD, RELAY = range(8)
END_T = (END, 0, 0, -1)
P_BLUE, P_DISCARD, P_RELAY = 1, 2, 3
_PENDING = {"blue": P_BLUE, "discard": P_DISCARD, "relay": P_RELAY}
BLUE_VOUCHERS = 3
MAX_TURNS = 600
"""As :data:`..rules.MAX_TURNS` (a test checks they agree)."""

Action = tuple[int, int, int, int]
Ext = tuple[int, int, int, int, bool]
"""A route extension: (line, from, to, seat, parallel)."""


class Sim:
    """One whole position on plain data (the fields of :class:`..state.WAState` that play on).

    ``exts[e]``: expedition e's extensions; ``tips[e]`` the point its last one reached (the start
    base if none); ``lc[line]``: extensions on each line; ``pending``: None or (P_*, seat, chance);
    ``over``: the game has ended (``reason`` says why, in the rules' words); ``oplaces``: the places
    of the obstacles on the board (kept with ``obst``)."""

    __slots__ = ("n", "turn", "tnum", "over", "hands", "completed", "open", "stack", "chance", "kept", "drawn",
                 "vouchers", "supply", "spent", "obst", "oplaces", "exts", "tips", "lc", "main", "bonus",
                 "spent_turn", "session", "moved", "laid", "pending", "skip", "blocked", "reason")

    n: int
    turn: int
    tnum: int
    over: bool
    hands: list[list[int]]
    completed: list[list[int]]
    open: list[int]
    stack: list[int]
    chance: list[int]
    kept: list[list[int]]
    drawn: int
    vouchers: list[int]
    supply: int
    spent: int
    obst: list[int]
    oplaces: frozenset[int]
    exts: list[list[Ext]]
    tips: list[int]
    lc: list[int]
    main: bool
    bonus: int
    spent_turn: int
    session: bool
    moved: list[int]
    laid: bool
    pending: tuple[int, int, int] | None
    skip: list[bool]
    blocked: int
    reason: str

    def copy(self) -> Sim:
        """An independent copy (lists copied, tuples shared)."""
        s = Sim.__new__(Sim)
        s.n, s.turn, s.tnum, s.over = self.n, self.turn, self.tnum, self.over
        s.hands = [list(h) for h in self.hands]
        s.completed = [list(c) for c in self.completed]
        s.open, s.stack, s.chance = list(self.open), list(self.stack), list(self.chance)
        s.kept = [list(k) for k in self.kept]
        s.drawn, s.vouchers, s.supply, s.spent = self.drawn, list(self.vouchers), self.supply, self.spent
        s.obst, s.oplaces = list(self.obst), self.oplaces
        s.exts = [list(x) for x in self.exts]
        s.tips, s.lc = list(self.tips), list(self.lc)
        s.main, s.bonus, s.spent_turn, s.session = self.main, self.bonus, self.spent_turn, self.session
        s.moved, s.laid, s.pending = list(self.moved), self.laid, self.pending
        s.skip, s.blocked, s.reason = list(self.skip), self.blocked, self.reason
        return s

    # ------------------------------------------------------------ legality (moves.py)

    def actor(self) -> int:
        """The seat that must act, or -1 when the game is over."""
        if self.over:
            return -1
        return self.pending[1] if self.pending is not None else self.turn

    def can_pay(self, seat: int, cost: int) -> bool:
        """``cost`` fits the seat's vouchers and the 3-per-turn limit."""
        return cost <= self.vouchers[seat] and self.spent_turn + cost <= MAX_VOUCHERS_PER_TURN

    def base_cost(self) -> int:
        """0 for the turn's extension or a bonus one, else 2."""
        return 0 if (not self.main or self.bonus > 0) else COST_EXTRA

    def candidates(self) -> list[tuple[int, int, int, bool]]:
        """[(expedition, point, line, parallel)] every extension the board allows."""
        out: list[tuple[int, int, int, bool]] = []
        blocked = self.oplaces
        lc = self.lc
        for e in range(3):
            if len(self.exts[e]) >= EXTENSIONS_PER_COLOUR:
                continue
            for q, line in MOVES[self.tips[e]]:
                if PLACE[q] in blocked:
                    continue
                out.append((e, q, line, lc[line] > 0))
        return out

    def free_extension_possible(self) -> bool:
        """An extension can be laid now without vouchers or ★ cards."""
        return self.base_cost() == 0 and any(not par for _, _, _, par in self.candidates())

    def star(self, seat: int, effect: int) -> int:
        """The first kept ★ card of ``seat`` with ``effect``, or -1."""
        for c in self.kept[seat]:
            if EFFECT[c] == effect:
                return c
        return -1

    def relay_options(self) -> list[tuple[int, int]]:
        """[(expedition, point)] the last extension may be re-laid to (chance card)."""
        out: list[tuple[int, int]] = []
        blocked = self.oplaces
        for e in range(3):
            if not self.exts[e]:
                continue
            _line, frm, _to, _seat, _par = self.exts[e][-1]
            old = _line
            for q, line in ADJ_I[frm]:
                if line == old or PLACE[q] in blocked or self.lc[line] > 0:
                    continue
                out.append((e, q))
        return out

    def removal_blocked(self, e: int) -> bool:
        """Removing expedition ``e``'s last extension would put its tip on an obstacle."""
        return bool(self.exts[e]) and PLACE[self.exts[e][-1][1]] in self.oplaces

    def legal(self, seat: int) -> list[Action]:
        """Every action ``seat`` may take now (as :func:`..moves.legal`, same order)."""
        if self.over or self.actor() != seat:
            return []
        pend = self.pending
        if pend is not None:
            if pend[0] == P_BLUE:
                return [(BLUE, 0, 0, -1), (BLUE, 1, 0, -1)]
            if pend[0] == P_DISCARD:
                return [(DISCARD, c, 0, -1) for c in self.hands[seat]]
            return [(RELAY, e, q, -1) for e, q in self.relay_options()]
        out: list[Action] = []
        base = self.base_cost()
        par_star = self.star(seat, E_PARALLEL)
        for e, q, _line, par in self.candidates():
            cost = base + (COST_PARALLEL if par else 0)
            if cost == 0 or self.can_pay(seat, cost):
                out.append((EXTEND, e, q, -1))
            if par and par_star >= 0 and (base == 0 or self.can_pay(seat, base)):
                out.append((EXTEND, e, q, par_star))
        rem_star = self.star(seat, E_REMOVE)
        for e in range(3):
            if self.exts[e] and not self.removal_blocked(e):
                if self.can_pay(seat, COST_REMOVE):
                    out.append((REMOVE, e, 0, -1))
                if rem_star >= 0:
                    out.append((REMOVE, e, 0, rem_star))
        ob_star = self.star(seat, E_OBSTACLE)
        pay_ok = self.can_pay(seat, COST_OBSTACLES)
        excluded = self.oplaces | {PLACE[t] for t in self.tips}
        targets = [p for p in OBSTACLE_TARGETS if PLACE[p] not in excluded]
        for i, where in enumerate(self.obst):
            free = self.session and i not in self.moved
            variants = ([-1] if free or pay_ok else []) + ([ob_star] if ob_star >= 0 and not free else [])
            for s in variants:
                if where >= 0:
                    out.append((OBSTACLE, i, -1, s))
                out.extend([(OBSTACLE, i, p, s) for p in targets])
        if self.stack:
            sw_star = self.star(seat, E_SWAP)
            for c in self.hands[seat]:
                if self.can_pay(seat, COST_SWAP):
                    out.append((SWAP, c, 0, -1))
                if sw_star >= 0:
                    out.append((SWAP, c, 0, sw_star))
        if self.main or not self.free_extension_possible():
            out.append(END_T)
        return out

    def only_end_turn(self) -> bool:
        """Ending the turn is the only legal action of the seat to move (as :func:`..moves.only_end_turn`)."""
        if self.pending is not None or not (self.main or not self.free_extension_possible()):
            return False
        seat = self.turn
        if (self.vouchers[seat] > 0 and self.spent_turn < MAX_VOUCHERS_PER_TURN) or (
                self.session and len(self.moved) < len(self.obst)):
            return False
        if self.kept[seat]:
            return len(self.legal(seat)) == 1
        return not (self.bonus > 0 and any(not par for _, _, _, par in self.candidates()))

    # ------------------------------------------------------------ effects (rules.py)

    def scores(self) -> list[int]:
        """+1 per completed card, -1 per card in hand."""
        return [len(self.completed[s]) - len(self.hands[s]) for s in range(self.n)]

    def _finish(self, reason: str) -> None:
        self.over = True
        self.pending = None
        self.reason = reason

    def _check_hand_empty(self) -> bool:
        if self.over:
            return True
        empty = [s for s in range(self.n) if not self.hands[s]]
        if empty:
            self._finish("hand_empty")  # rules.END_REASONS
            return True
        return False

    def _gain(self, seat: int, card: int) -> None:
        if any(PLACE[t] == card for t in self.tips):  # an animal space is its own place
            self.completed[seat].append(card)
        else:
            self.hands[seat].append(card)

    def _pay_out(self, seat: int, amount: int) -> None:
        paid = min(amount, self.supply)
        self.supply -= paid
        self.vouchers[seat] += paid

    def _spend(self, seat: int, cost: int) -> None:
        self.vouchers[seat] -= cost
        self.supply += cost
        self.spent += cost
        self.spent_turn += cost

    def _use_star(self, seat: int, c: int) -> None:
        self.kept[seat].remove(c)
        self.chance.append(c)

    def _reach(self, seat: int, point: int) -> None:
        kind = KIND[point]
        if kind == K_ANIMAL:
            for s in range(self.n):
                h = self.hands[s]
                if point in h:
                    h.remove(point)
                    self.completed[s].append(point)
            if point in self.open:
                self.open.remove(point)
                self.completed[seat].append(point)
            if self._check_hand_empty():
                return
        if kind == K_RED:
            self._draw_chance(seat)
        elif kind == K_GREEN:
            self.bonus += 1
        elif kind == K_BLUE:
            self.pending = (P_BLUE, seat, -1)

    def _draw_chance(self, seat: int) -> None:
        if not self.chance:
            return
        c = self.chance.pop(0)
        self.drawn = c
        if STAR[c]:
            self.kept[seat].append(c)
            return
        self.chance.append(c)
        eff = EFFECT[c]
        if eff == E_TAKE:
            self._pay_out(seat, 2)
        elif eff == E_LOSE:
            lost = min(1, self.vouchers[seat])
            self.vouchers[seat] -= lost
            self.supply += lost
        elif eff == E_EXTRA:
            self.bonus += 1
        elif eff == E_GIFT:
            v = self.vouchers
            for s in range(self.n):
                if s != seat and v[s] > 0:
                    v[s] -= 1
                    v[seat] += 1
        elif eff == E_DRAW:
            if self.stack:
                self._gain(seat, self.stack.pop(0))
        elif eff == E_DISCARD:
            if self.hands[seat]:
                self.pending = (P_DISCARD, seat, c)
        elif eff == E_OPEN:
            if self.stack:
                self.open.append(self.stack.pop(0))
        elif eff == E_RELAY:
            if self.relay_options():
                self.pending = (P_RELAY, seat, c)
        elif eff == E_MISS:
            self.skip[seat] = True

    def _lay(self, seat: int, e: int, frm: int, to: int, line: int, par: bool) -> None:
        self.exts[e].append((line, frm, to, seat, par))
        self.tips[e] = to
        self.lc[line] += 1
        self.laid = True
        self.session = False
        self.moved = []
        self._reach(seat, to)

    def end_turn(self) -> None:
        """End the turn of the seat to move (rules ``_end_turn``)."""
        n = self.n
        self.blocked = 0 if self.laid else self.blocked + 1
        if self.blocked >= n:
            if all(len(x) >= EXTENSIONS_PER_COLOUR for x in self.exts):
                self._finish("all_used")
            else:
                self._finish("blocked")
            return
        if self.tnum >= MAX_TURNS:
            self._finish("turn_limit")
            return
        nxt = (self.turn + 1) % n
        while self.skip[nxt]:
            self.skip[nxt] = False
            nxt = (nxt + 1) % n
        self.turn = nxt
        self.tnum += 1
        self.main = False
        self.bonus = 0
        self.spent_turn = 0
        self.session = False
        self.moved = []
        self.laid = False
        self.drawn = -1

    def auto_pass(self) -> None:
        """Pass the turn on while the seat to move can do nothing but end it."""
        guard = 0
        while not self.over and self.pending is None and self.only_end_turn():
            self.end_turn()
            guard += 1
            if guard > 4 * self.n + 4:
                break

    def apply(self, seat: int, a: Action) -> None:
        """Apply the legal action ``a`` of ``seat`` (not checked: take it from :meth:`legal`), then pass
        the turn on while nothing but ending it is possible (rules ``apply``)."""
        kind, x, y, st = a
        if kind == EXTEND:
            cost = self.base_cost()
            frm = CONT[self.tips[x]]
            line = LINE_BETWEEN[(frm, y)]
            par = self.lc[line] > 0
            if st >= 0:
                self._use_star(seat, st)
            elif par:
                cost += COST_PARALLEL
            if not self.main:
                self.main = True
            elif self.bonus > 0:
                self.bonus -= 1
            self._spend(seat, cost)
            self._lay(seat, x, frm, y, line, par)
        elif kind == END:
            self.end_turn()
        elif kind == BLUE:
            self.pending = None
            if x == 0:
                self._pay_out(seat, BLUE_VOUCHERS)
            else:
                for i in range(1, self.n):
                    if self.stack:
                        self._gain((seat + i) % self.n, self.stack.pop(0))
        elif kind == OBSTACLE:
            if st >= 0:
                self._use_star(seat, st)
            elif not (self.session and x not in self.moved):
                self._spend(seat, COST_OBSTACLES)
                self.session = True
                self.moved = []
            if st < 0:
                self.moved.append(x)
            self.obst[x] = y
            self.oplaces = frozenset(PLACE[o] for o in self.obst if o >= 0)
        elif kind == REMOVE:
            if st >= 0:
                self._use_star(seat, st)
            else:
                self._spend(seat, COST_REMOVE)
            old = self.exts[x].pop()
            self.lc[old[0]] -= 1
            self.tips[x] = self.exts[x][-1][2] if self.exts[x] else START_I
        elif kind == SWAP:
            if st >= 0:
                self._use_star(seat, st)
            else:
                self._spend(seat, COST_SWAP)
            self.hands[seat].remove(x)
            self.stack.append(x)
            self._gain(seat, self.stack.pop(0))
            self._check_hand_empty()
        elif kind == DISCARD:
            self.pending = None
            self.hands[seat].remove(x)
            self.stack.append(x)
            self._check_hand_empty()
        elif kind == RELAY:
            self.pending = None
            prev = self.exts[x].pop()
            self.lc[prev[0]] -= 1
            frm = prev[1]
            line = LINE_BETWEEN.get((frm, y), 0)
            self.exts[x].append((line, frm, y, seat, False))
            self.lc[line] += 1
            self.tips[x] = y
            self.session = False
            self.moved = []
            self.laid = True
            self._reach(seat, y)
        if not self.over:
            self.auto_pass()


def new_sim(n: int) -> Sim:
    """An empty position for ``n`` seats (fill the fields in)."""
    s = Sim.__new__(Sim)
    s.n, s.turn, s.tnum, s.over = n, 0, 1, False
    s.hands = [[] for _ in range(n)]
    s.completed = [[] for _ in range(n)]
    s.open, s.stack, s.chance = [], [], []
    s.kept = [[] for _ in range(n)]
    s.drawn, s.vouchers, s.supply, s.spent = -1, [0] * n, TOTAL_VOUCHERS, 0
    s.obst, s.oplaces = [-1] * OBSTACLES, frozenset()
    s.exts = [[], [], []]
    s.tips, s.lc = [START_I] * 3, [0] * NLINES
    s.main, s.bonus, s.spent_turn, s.session = False, 0, 0, False
    s.moved, s.laid, s.pending = [], False, None
    s.skip, s.blocked, s.reason = [False] * n, 0, ""
    return s


def from_view(view: WAView, hands: list[list[int]], stack: list[int], chance: list[int]) -> Sim:
    """The position the view shows, with what it hides filled in: ``hands`` of every seat (the
    view's own seat's hand should be its own), the animal ``stack`` and the ``chance`` pack, top
    first. Every other field comes from the view (``laid`` is ``main_laid``: an extension or a
    re-laid one is down this turn exactly when the turn's extension is)."""
    s = new_sim(view.seats)
    s.turn = view.turn if view.turn is not None else 0
    s.tnum, s.over = view.turn_number, view.phase == "over"
    s.hands = [list(h) for h in hands]
    s.completed = [[IX[a.id] for a in cs] for cs in view.completed]
    s.open = [IX[a.id] for a in view.open_missions]
    s.stack, s.chance = list(stack), list(chance)
    s.kept = [[CX[c.id] for c in ks] for ks in view.kept]
    s.drawn = CX[view.chance_drawn.id] if view.chance_drawn is not None else -1
    s.vouchers, s.supply, s.spent = list(view.vouchers), view.voucher_supply, view.vouchers_spent
    s.obst = [IX[o] if o is not None else -1 for o in view.obstacles]
    s.oplaces = frozenset(PLACE[o] for o in s.obst if o >= 0)
    for e, ex in enumerate(view.expeditions):
        s.exts[e] = [(x.line, IX[x.frm], IX[x.to], x.seat, x.parallel) for x in ex.extensions]
        s.tips[e] = IX[ex.tip]
        for x in ex.extensions:
            s.lc[x.line] += 1
    s.main, s.bonus, s.spent_turn, s.session = view.main_laid, view.bonus, view.spent_this_turn, view.obstacle_session
    s.moved, s.laid = list(view.session_moved), view.main_laid
    p = view.pending
    s.pending = (_PENDING[p.kind], p.seat, CX[p.chance.id] if p.chance else -1) if p is not None else None
    s.skip, s.blocked, s.reason = list(view.skip_next), view.blocked_turns, view.end_reason
    return s


def to_action(a: Action) -> WAAction:
    """The rules' action for a plain-data one."""
    kind, x, y, st = a
    star = CHANCE_IDS[st] if st >= 0 else None
    if kind == EXTEND:
        return extend(x, IDS[y], star)
    if kind == END:
        return END_TURN
    if kind == OBSTACLE:
        return obstacle(x, IDS[y] if y >= 0 else None, star)
    if kind == REMOVE:
        return RemoveAction(expedition=x, star=star)
    if kind == SWAP:
        return SwapAction(card=IDS[x], star=star)
    if kind == BLUE:
        return BlueAction(choice="cards" if x else "vouchers")
    if kind == DISCARD:
        return DiscardAction(card=IDS[x])
    return RelayAction(expedition=x, to=IDS[y])


def from_action(a: WATurnAction) -> Action:
    """The plain-data action for a rules' one. Raises KeyError for an unknown point or card,
    ValueError for an action kind the search does not know (taking a move back)."""
    def st(star: str | None) -> int:
        return CX[star] if star is not None else -1

    if isinstance(a, ExtendAction):
        return (EXTEND, a.expedition, IX[a.to], st(a.star))
    if isinstance(a, EndTurnAction):
        return END_T
    if isinstance(a, ObstacleAction):
        return (OBSTACLE, a.obstacle, IX[a.to] if a.to is not None else -1, st(a.star))
    if isinstance(a, RemoveAction):
        return (REMOVE, a.expedition, 0, st(a.star))
    if isinstance(a, SwapAction):
        return (SWAP, IX[a.card], 0, st(a.star))
    if isinstance(a, BlueAction):
        return (BLUE, 1 if a.choice == "cards" else 0, 0, -1)
    if isinstance(a, DiscardAction):
        return (DISCARD, IX[a.card], 0, -1)
    if isinstance(a, RelayAction):
        return (RELAY, a.expedition, IX[a.to], -1)
    raise ValueError(f"unknown action kind {a.kind!r}")


__all__ = ["Action", "Sim", "from_action", "from_view", "new_sim", "to_action"]
