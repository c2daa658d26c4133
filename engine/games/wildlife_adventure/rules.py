"""The rules engine of Wildlife Adventure: the ``GAME`` object (see :class:`engine.core.Game`).

Turn flow (rulebook "Rules of the Expeditions", "Reaching Destinations", "Meanings of
the Spaces on the Board", "The Travel Vouchers"; GAPS.md section 3): the seat to move
may spend up to 3 travel vouchers before and/or after its move, must lay one route
extension if one can be laid free of vouchers, and ends its turn. The space an
extension reaches acts at once: animal cards held for it are laid down automatically
(an open discovery mission goes to the layer), red draws a chance card, green gives
a free extra extension, blue asks the layer to choose. The game ends as soon as a
player has no animal cards in hand, or after a full round in which no expedition
could be extended; score +1 per animal found, −1 per animal card in hand.
"""
from __future__ import annotations

from typing import Any, ClassVar, cast

from pydantic import TypeAdapter

from engine.core import (
    NOT_RECOGNISED,
    NOT_RECOGNISED_CODE,
    Event,
    GameOptions,
    IllegalAction,
    Model,
    Outcome,
    Progress,
    Rng,
    RuleLine,
    Timer,
)
from engine.undo import Undo, Undoable, new_log

from . import moves
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
    WATurnAction,
    action_adapter,
)
from .ai import cautious_action, level_action
from .board import DIST, LINES, POINTS, START, continue_from, line_between, place_of, places
from .cards import ANIMALS, CHANCE, EXTENSIONS_PER_COLOUR, OBSTACLES, TOTAL_VOUCHERS
from .state import Extension, Pending, WAOptions, WAState
from .views import WAView, build_view

HAND_SIZE: dict[int, int] = {2: 12, 3: 12, 4: 8, 5: 8, 6: 8}
"""Rulebook "Preparation": 2 or 3 players 12 animal cards, 4 to 6 players 8."""
START_VOUCHERS = 10
"""Rulebook "Preparation": 10 travel vouchers per player."""
OPEN_MISSIONS = 6
OPEN_MIN_DISTANCE = 3
"""Rulebook "Preparation": 6 open discovery missions, each at least 3 route extensions from the start."""
BLUE_VOUCHERS = 3
MAX_TURNS = 600
"""Safety stop (not in the rulebook): after this many turns the game ends and scores as it stands."""
LAST_EVENTS = 12

UNDO_KINDS: frozenset[str] = frozenset({"extend", "remove", "obstacle", "blue", "discard", "relay"})
"""What a seat may take back on its turn (issue 36; docs/house-rulings.md "Taking back a move"): a
route extension, removing one, an obstacle move, the blue-space choice, the animal card a chance
card made it put under the stack, a re-laid extension; with the travel vouchers or ★ card each
spent. Never a swap (it takes the stack's top card) nor the end of the turn."""
UNDO_CLOSERS: frozenset[str] = frozenset({
    "chance", "animal_found", "card_gained", "draw", "open_mission", "blue_cards", "game_end"})
"""Events after which an action may not be taken back: a chance card turned, an animal card laid
down (anyone's, or an open discovery mission claimed: a score), a card drawn or given, a new open
mission shown, the game's end."""
UNDO_RULES: list[RuleLine] = [
    RuleLine(id="undo.take_back", args={"kinds": sorted(UNDO_KINDS)}),
    RuleLine(id="undo.closed_by", args={"moments": ["chance_card", "animal_card_laid_down", "card_drawn",
                                                    "turn_ended"]}),
    RuleLine(id="undo.clock"),
    RuleLine(id="undo.lobby_option"),
]
"""``/rules``'s lines on taking back, as data (docs/house-rulings.md gives their wording)."""

HOUSE_RULES: list[RuleLine] = [
    RuleLine(id="wa-house-found"),
    RuleLine(id="wa-house-received"),
    RuleLine(id="wa-house-obstacles"),
    RuleLine(id="wa-house-voucher-limit"),
    RuleLine(id="wa-house-parallel"),
    RuleLine(id="wa-house-extra"),
    RuleLine(id="wa-house-bonus"),
    RuleLine(id="wa-house-supply", args={"vouchers": TOTAL_VOUCHERS}),
    RuleLine(id="wa-house-pass"),
    RuleLine(id="wa-house-arrows"),
    RuleLine(id="wa-house-star"),
    RuleLine(id="wa-house-relay"),
    RuleLine(id="wa-house-end"),
]
"""Our rulings (docs/house-rulings.md), shown by /rules in the reader's language
(``locales/<lang>/wildlife-adventure.ftl``, "House rules"; the supply is :data:`.cards.TOTAL_VOUCHERS`)."""


def _coerce_options(options: GameOptions | None) -> WAOptions:
    if isinstance(options, WAOptions):
        return options.model_copy(deep=True)
    if options is None:
        return WAOptions()
    return WAOptions.model_validate(options.model_dump())


def line_counts(state: WAState) -> dict[int, int]:
    """Route extensions per line index, over all three expeditions."""
    out: dict[int, int] = {}
    for ex in state.expeditions:
        for x in ex.extensions:
            out[x.line] = out.get(x.line, 0) + 1
    return out


def situation(state: WAState, seat: int) -> moves.Situation:
    """The :class:`.moves.Situation` of ``seat`` in ``state``."""
    actor: int | None = None if state.phase == "over" else (state.pending.seat if state.pending else state.turn)
    me = 0 <= seat < state.seats
    return moves.Situation(
        seat=seat, actor=actor, pending=state.pending.kind if state.pending else None,
        hand=list(state.hands[seat]) if me else [], vouchers=state.vouchers[seat] if me else 0,
        spent_turn=state.spent_turn, main_laid=state.main_laid, bonus=state.bonus,
        obstacle_session=state.obstacle_session, kept=list(state.kept[seat]) if me else [],
        tips=[ex.tip for ex in state.expeditions], counts=[len(ex.extensions) for ex in state.expeditions],
        last=[(ex.extensions[-1].frm, ex.extensions[-1].to, ex.extensions[-1].line) if ex.extensions else None
              for ex in state.expeditions],
        line_counts=line_counts(state), obstacles=list(state.obstacles), stack_size=len(state.animal_stack),
        session_moved=list(state.session_moved))


def scores(state: WAState) -> list[int]:
    """GAPS.md section 3: +1 per completed animal card, -1 per card still in hand."""
    return [len(state.completed[s]) - len(state.hands[s]) for s in range(state.seats)]


def _places(values: list[int]) -> list[int]:
    return [1 + sum(1 for v in values if v > mine) for mine in values]


# ------------------------------------------------------------------ effects

END_REASONS = ("hand_empty", "all_used", "blocked", "turn_limit")
"""Why a match ended (``WAState.end_reason``, the ``game_end`` event's ``reason``): a seat has no
animal cards left (``end_seats``), every route extension is laid, a full round without one, the
safety stop (:data:`MAX_TURNS`)."""


def _finish(state: WAState, reason: str, events: list[Event], seats: list[int] | None = None) -> None:
    state.phase = "over"
    state.pending = None
    state.end_reason = reason
    state.end_seats = list(seats or [])
    sc = scores(state)
    events.append(Event(kind="game_end", data={"reason": reason, "seats": list(state.end_seats), "scores": sc,
                                               "places": _places(sc), "limit": MAX_TURNS}))


def _check_hand_empty(state: WAState, events: list[Event]) -> bool:
    """GAPS.md section 3: the game ends as soon as one player has no animal cards left in hand."""
    if state.phase == "over":
        return True
    empty = [s for s in range(state.seats) if not state.hands[s]]
    if empty:
        _finish(state, "hand_empty", events, empty)
        return True
    return False


def _lay_down(state: WAState, holder: int, card: str, events: list[Event], *, how: str = "hand") -> None:
    """``holder`` lays ``card`` down (an animal found); ``how``: ``"hand"`` (an animal card held),
    ``"open"`` (an open discovery mission claimed) or ``"gained"`` (a card received where an
    expedition stands), in the event's data."""
    state.completed[holder].append(card)
    events.append(Event(kind="animal_found", data={"seat": holder, "card": card, "how": how}))


def recent(events: list[Event]) -> list[dict[str, Any]]:
    """The public events of ``events`` (but the turn changes) as ``{"kind", "data"}`` records, for
    the table's last events (``WAState.recent``): the UI words them in the reader's language."""
    return [{"kind": e.kind, "data": dict(e.data)} for e in events if e.visible_to is None and e.kind != "turn"]


def _tip_places(state: WAState) -> set[str]:
    """The places (:func:`.board.place_of`) where expedition tips stand."""
    return places(ex.tip for ex in state.expeditions)


def _gain(state: WAState, seat: int, card: str, events: list[Event], how: str) -> None:
    """``seat`` receives ``card``; laid down at once if an expedition stands on its space."""
    events.append(Event(kind="card_gained", visible_to={seat}, data={"seat": seat, "card": card, "how": how}))
    if place_of(card) in _tip_places(state):
        _lay_down(state, seat, card, events, how="gained")
    else:
        state.hands[seat].append(card)


def _pay_out(state: WAState, seat: int, amount: int) -> int:
    paid = min(amount, state.supply)
    state.supply -= paid
    state.vouchers[seat] += paid
    return paid


def _spend(state: WAState, seat: int, cost: int) -> None:
    """``seat`` hands ``cost`` vouchers in to the dealer (rulebook "The Travel Vouchers"): they go
    back to the supply, from which later payouts come."""
    state.vouchers[seat] -= cost
    state.supply += cost
    state.spent += cost
    state.spent_turn += cost


def _use_star(state: WAState, seat: int, cid: str, events: list[Event]) -> None:
    state.kept[seat].remove(cid)
    state.chance_stack.append(cid)
    events.append(Event(kind="star_played", data={"seat": seat, "card": cid}))


def _reach(state: WAState, seat: int, e: int, point: str, events: list[Event]) -> None:
    """The space ``point`` was reached by expedition ``e`` through ``seat``'s extension."""
    p = POINTS[point]
    if p.kind == "animal":
        for s in range(state.seats):
            if point in state.hands[s]:
                state.hands[s].remove(point)
                _lay_down(state, s, point, events)
        if point in state.open_missions:
            state.open_missions.remove(point)
            _lay_down(state, seat, point, events, how="open")
        if _check_hand_empty(state, events):
            return
    if len(state.expeditions[e].extensions) >= EXTENSIONS_PER_COLOUR:
        events.append(Event(kind="expedition_finished", data={"expedition": e}))
    if p.kind == "red":
        _draw_chance(state, seat, events)
    elif p.kind == "green":
        state.bonus += 1
        events.append(Event(kind="green", data={"seat": seat, "point": point}))
    elif p.kind == "blue":
        state.pending = Pending(kind="blue", seat=seat)
        events.append(Event(kind="blue", data={"seat": seat, "point": point}))


def _draw_chance(state: WAState, seat: int, events: list[Event]) -> None:
    """Rulebook "Red spaces"; the effects are GAPS.md section 3's chance-card list."""
    if not state.chance_stack:
        events.append(Event(kind="chance_none"))
        return
    cid = state.chance_stack.pop(0)
    card = CHANCE[cid]
    state.chance_drawn = cid
    events.append(Event(kind="chance", data={"seat": seat, "card": cid, "effect": card.effect, "star": card.star}))
    if card.star:
        state.kept[seat].append(cid)
        events.append(Event(kind="chance_kept", data={"seat": seat, "card": cid}))
        return
    state.chance_stack.append(cid)
    eff = card.effect
    n = state.seats
    if eff == "take_vouchers":
        got = _pay_out(state, seat, 2)
        events.append(Event(kind="vouchers", data={"seat": seat, "amount": got, "via": "supply"}))
    elif eff == "lose_voucher":
        lost = min(1, state.vouchers[seat])
        state.vouchers[seat] -= lost
        state.supply += lost
        events.append(Event(kind="vouchers", data={"seat": seat, "amount": -lost, "via": "back"}))
    elif eff == "extra_extension":
        state.bonus += 1
    elif eff == "gift":
        total = 0
        for s in range(n):
            if s != seat and state.vouchers[s] > 0:
                state.vouchers[s] -= 1
                state.vouchers[seat] += 1
                total += 1
        events.append(Event(kind="vouchers", data={"seat": seat, "amount": total, "via": "others"}))
    elif eff == "draw_animal":
        if state.animal_stack:
            events.append(Event(kind="draw", data={"seat": seat}))
            _gain(state, seat, state.animal_stack.pop(0), events, "draw")
    elif eff == "discard_animal":
        if state.hands[seat]:
            state.pending = Pending(kind="discard", seat=seat, chance=cid)
    elif eff == "open_mission":
        if state.animal_stack:
            top = state.animal_stack.pop(0)
            state.open_missions.append(top)
            events.append(Event(kind="open_mission", data={"card": top}))
    elif eff == "relay":
        if moves.relay_options(situation(state, seat)):
            state.pending = Pending(kind="relay", seat=seat, chance=cid)
        else:
            events.append(Event(kind="relay_none"))
    elif eff == "miss_turn":
        state.skip_next[seat] = True


def _lay(state: WAState, seat: int, e: int, frm: str, to: str, line: int, par: bool, events: list[Event]) -> None:
    """Put a route extension of expedition ``e`` on ``line`` from ``frm`` to ``to`` and act on the space reached."""
    ex = state.expeditions[e]
    ex.extensions.append(Extension(line=line, frm=frm, to=to, seat=seat, parallel=par))
    state.laid_this_turn = True
    state.obstacle_session = False
    state.session_moved = []
    events.append(Event(kind="extension", data={"seat": seat, "expedition": e, "from": frm, "to": to, "line": line,
                                                "parallel": par, "first": len(ex.extensions) == 1}))
    _reach(state, seat, e, to, events)


def _end_turn(state: WAState, events: list[Event]) -> None:
    n = state.seats
    state.blocked_turns = 0 if state.laid_this_turn else state.blocked_turns + 1
    if state.blocked_turns >= n:
        if all(len(ex.extensions) >= EXTENSIONS_PER_COLOUR for ex in state.expeditions):
            _finish(state, "all_used", events)
        else:
            _finish(state, "blocked", events)
        return
    if state.turn_number >= MAX_TURNS:
        _finish(state, "turn_limit", events)
        return
    nxt = (state.turn + 1) % n
    while state.skip_next[nxt]:
        state.skip_next[nxt] = False
        events.append(Event(kind="miss_turn", data={"seat": nxt}))
        nxt = (nxt + 1) % n
    state.turn = nxt
    state.turn_number += 1
    state.main_laid = False
    state.bonus = 0
    state.spent_turn = 0
    state.obstacle_session = False
    state.session_moved = []
    state.laid_this_turn = False
    state.chance_drawn = None
    events.append(Event(kind="turn", data={"seat": nxt, "turn": state.turn_number}))


def _auto_pass(state: WAState, events: list[Event]) -> None:
    """Pass the turn on while the seat to move can do nothing but end it (no vouchers, no ★
    cards, no free extension)."""
    guard = 0
    while state.phase == "play" and state.pending is None and moves.only_end_turn(situation(state, state.turn)):
        if not state.main_laid:
            events.append(Event(kind="pass", data={"seat": state.turn, "auto": True}))
        _end_turn(state, events)
        guard += 1
        if guard > 4 * state.seats + 4:  # cannot happen: blocked_turns ends the game first
            break


# --------------------------------------------------------------------- game

class WildlifeAdventure(Undoable[WAState, WATurnAction, WAView]):
    """``GAME`` for Wildlife Adventure (2-6 players). See the module docstring."""

    key: ClassVar[str] = "wildlife-adventure"
    title: ClassVar[str] = "Wildlife Adventure"
    summary: ClassVar[str] = (
        "Three expeditions - red, yellow and blue - set out from the start base in Europe, and every player "
        "steers all of them. Each turn you lay one route extension; reach the spaces of the animals in your "
        "hand to find them, claim open discovery missions, and use travel vouchers for obstacles, extra "
        "and parallel extensions. The game ends when someone has no animal cards left: +1 per animal found, "
        "−1 per animal card in hand."
    )
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    Options: ClassVar[type[GameOptions]] = WAOptions
    State: ClassVar[type[Model]] = WAState
    action_adapter: ClassVar[TypeAdapter[Any]] = action_adapter
    turn_timer: ClassVar[bool] = True
    house_rules: ClassVar[list[RuleLine]] = HOUSE_RULES
    undo_rules: ClassVar[list[RuleLine]] = UNDO_RULES
    undo_kinds: ClassVar[frozenset[str]] = UNDO_KINDS
    undo_closers: ClassVar[frozenset[str]] = UNDO_CLOSERS
    undo_scorings: ClassVar[frozenset[str]] = frozenset({"game_end"})
    """The final scores are the game's one scoring (an animal card laid down counts as shown)."""

    def setup(self, seats: int, options: GameOptions | None, seed: int) -> WAState:
        """A new match (rulebook "Preparation"): 12 animal cards each with 2-3 players, 8 with
        4-6; 10 travel vouchers each; 6 open discovery missions at least 3 route extensions
        from the start base (others go under the stack); chance cards shuffled.
        Raises ValueError on a bad seat count or a ``first_player`` outside the table."""
        if seats not in HAND_SIZE:
            raise ValueError("Wildlife Adventure needs 2 to 6 players")
        opts = _coerce_options(options)
        if opts.first_player is not None and opts.first_player > seats:
            raise ValueError(f"first_player must be a seat from 1 to {seats} (got {opts.first_player})")
        rng = Rng.from_seed(seed)
        deck = sorted(ANIMALS)
        rng.shuffle(deck)
        size = HAND_SIZE[seats]
        hands = [deck[i * size:(i + 1) * size] for i in range(seats)]
        stack = deck[seats * size:]
        open_m: list[str] = []
        for _ in range(len(stack)):
            if len(open_m) == OPEN_MISSIONS:
                break
            card = stack.pop(0)
            if DIST[START][card] >= OPEN_MIN_DISTANCE:
                open_m.append(card)
            else:
                stack.append(card)
        chance = sorted(CHANCE)
        rng.shuffle(chance)
        first = opts.first_player - 1 if opts.first_player is not None else rng.below(seats)
        state = WAState(seats=seats, options=opts, rng=rng, turn=first, hands=hands,
                        completed=[[] for _ in range(seats)], open_missions=open_m, animal_stack=stack,
                        chance_stack=chance, kept=[[] for _ in range(seats)],
                        vouchers=[START_VOUCHERS] * seats, supply=TOTAL_VOUCHERS - START_VOUCHERS * seats,
                        obstacles=[None] * OBSTACLES, skip_next=[False] * seats, undo=new_log(opts))
        state.recent = recent(self.setup_events(state))
        return state

    def setup_events(self, state: WAState) -> list[Event]:
        """The start: who begins and the open discovery missions (public); each hand (private)."""
        events = [Event(kind="setup", data={"open_missions": list(state.open_missions), "first": state.turn})]
        for s in range(state.seats):
            events.append(Event(kind="hand_dealt", visible_to={s}, data={"seat": s, "cards": list(state.hands[s])}))
        return events

    def to_act(self, state: WAState) -> set[int]:
        """The seat to move, or the seat owing a choice; empty when over."""
        if state.phase == "over":
            return set()
        return {state.pending.seat if state.pending else state.turn}

    def legal_moves(self, state: WAState, seat: int) -> list[WATurnAction]:
        """Every legal move of ``seat`` (see :func:`.moves.legal`); ``legal_actions`` adds taking
        back the latest one (:class:`engine.undo.Undoable`)."""
        return cast(list[WATurnAction], moves.legal(situation(state, seat)))

    def undo_window(self, state: WAState, seat: int) -> str | None:
        """``seat``'s turn (``"turn:n:seat"``) while it is the seat to act, a pending choice of its
        own included; none once the game is over."""
        if state.phase != "play":
            return None
        actor = state.pending.seat if state.pending else state.turn
        return f"turn:{state.turn_number}:{seat}" if actor == seat else None

    def apply_move(self, state: WAState, seat: int, action: WATurnAction) -> list[Event]:
        """Validate and apply ``action`` for ``seat``; raises IllegalAction (reason from
        :func:`.moves.problem`) before any change. (``apply`` is :class:`engine.undo.Undoable`'s:
        it takes back an :class:`engine.undo.Undo` and keeps what the others need.)"""
        if isinstance(action, Undo):  # taken back by Undoable.apply, never here
            raise IllegalAction(NOT_RECOGNISED, code=NOT_RECOGNISED_CODE)
        refusal = moves.problem(situation(state, seat), action)
        if refusal is not None:
            raise refusal
        events: list[Event] = []
        self._do(state, seat, action, events)
        if state.phase == "play":
            _auto_pass(state, events)
        public = recent(events)
        if public:
            state.recent = public[-LAST_EVENTS:]
        return events

    def _do(self, state: WAState, seat: int, action: WAAction, events: list[Event]) -> None:
        match action:
            case ExtendAction():
                cost = moves.base_cost(situation(state, seat))
                frm = continue_from(state.expeditions[action.expedition].tip)
                line = line_between(frm, action.to)
                assert line is not None  # checked by moves.problem
                par = line_counts(state).get(line, 0) > 0
                if action.star:
                    _use_star(state, seat, action.star, events)
                elif par:
                    cost += moves.COST_PARALLEL
                if not state.main_laid:
                    state.main_laid = True
                elif state.bonus > 0:
                    state.bonus -= 1
                _spend(state, seat, cost)
                _lay(state, seat, action.expedition, frm, action.to, line, par, events)
            case RemoveAction():
                if action.star:
                    _use_star(state, seat, action.star, events)
                else:
                    _spend(state, seat, moves.COST_REMOVE)
                ex = state.expeditions[action.expedition]
                x = ex.extensions.pop()
                events.append(Event(kind="removed", data={"seat": seat, "expedition": action.expedition, "line": x.line,
                                                          "from": x.frm, "to": x.to, "tip": ex.tip}))
            case ObstacleAction():
                if action.star:
                    _use_star(state, seat, action.star, events)
                elif not moves.obstacle_free(situation(state, seat), action.obstacle):
                    _spend(state, seat, moves.COST_OBSTACLES)
                    state.obstacle_session = True
                    state.session_moved = []
                if not action.star:
                    state.session_moved.append(action.obstacle)
                old = state.obstacles[action.obstacle]
                state.obstacles[action.obstacle] = action.to
                events.append(Event(kind="obstacle", data={"seat": seat, "obstacle": action.obstacle, "from": old,
                                                           "to": action.to}))
            case SwapAction():
                if action.star:
                    _use_star(state, seat, action.star, events)
                else:
                    _spend(state, seat, moves.COST_SWAP)
                state.hands[seat].remove(action.card)
                state.animal_stack.append(action.card)
                new = state.animal_stack.pop(0)
                events.append(Event(kind="swap", data={"seat": seat}))
                events.append(Event(kind="swap_private", visible_to={seat}, data={"seat": seat, "card": action.card}))
                _gain(state, seat, new, events, "take")
                _check_hand_empty(state, events)  # the new card may be laid down at once
            case EndTurnAction():
                if not state.main_laid:
                    events.append(Event(kind="pass", data={"seat": seat, "auto": False}))
                _end_turn(state, events)
            case BlueAction():
                state.pending = None
                if action.choice == "vouchers":
                    got = _pay_out(state, seat, BLUE_VOUCHERS)
                    events.append(Event(kind="vouchers", data={"seat": seat, "amount": got, "via": "blue"}))
                else:
                    events.append(Event(kind="blue_cards", data={"seat": seat}))
                    for i in range(1, state.seats):
                        s = (seat + i) % state.seats
                        if state.animal_stack:
                            _gain(state, s, state.animal_stack.pop(0), events, "receive")
            case DiscardAction():
                state.pending = None
                state.hands[seat].remove(action.card)
                state.animal_stack.append(action.card)
                events.append(Event(kind="discard", data={"seat": seat}))
                events.append(Event(kind="discard_private", visible_to={seat}, data={"seat": seat, "card": action.card}))
                _check_hand_empty(state, events)
            case RelayAction():
                state.pending = None
                ex = state.expeditions[action.expedition]
                prev = ex.extensions.pop()
                events.append(Event(kind="relay", data={"seat": seat, "expedition": action.expedition, "from": prev.frm,
                                                        "old": prev.to, "to": action.to}))
                ex.extensions.append(Extension(line=line_between(prev.frm, action.to) or 0, frm=prev.frm, to=action.to,
                                               seat=seat))
                state.obstacle_session = False
                state.session_moved = []
                state.laid_this_turn = True
                _reach(state, seat, action.expedition, action.to, events)

    def progress(self, view: WAView) -> Progress:
        """The turns played so far (the game ends when the missions run out, not after a set turn)."""
        return Progress(turn=view.turn_number)

    def view(self, state: WAState, seat: int | None) -> WAView:
        """See :func:`.views.build_view`."""
        return build_view(state, seat)

    def outcome(self, state: WAState) -> Outcome | None:
        """GAPS.md section 3: +1 per completed card, -1 per card in hand; highest wins, ties share."""
        if state.phase != "over":
            return None
        sc = scores(state)
        return Outcome(places=_places(sc), scores=[float(v) for v in sc], detail=state.end_reason)

    def default_action(self, state: WAState, seat: int) -> WATurnAction:
        """On a timeout: the pending choice or the compulsory extension as the bot would choose
        (never spending vouchers or ★ cards), else end the turn. Raises IllegalAction if
        ``seat`` cannot act."""
        if seat not in self.to_act(state):
            raise IllegalAction("It is not your turn.", code="wa-no-not-your-turn")
        return cautious_action(self.view(state, seat), seat)

    def bot_action(self, view: WAView, seat: int, rng: Rng, level: str = "normal") -> WATurnAction | None:
        """The bot at ``level`` from the view alone (:func:`.ai.level_action`: "easy", "normal" = the
        heuristic of :mod:`.ai.normal`, "hard"; an unknown level plays as "normal")."""
        return level_action(view, seat, rng, level)

    def bot_delay(self, state: WAState, seat: int) -> float:
        """One second per bot action."""
        return 1.0

    def timers(self, state: WAState) -> list[Timer]:
        """None: turn deadlines come from ``turn_timer``."""
        return []

    def private_texts(self, state: WAState, seat: int) -> set[str]:
        """The animal cards in ``seat``'s hand as views render them: the name ("African Lion"),
        the label ("African Lion (AF4)") and the fact line. (The space id alone is public: it is
        printed on the board.)"""
        out: set[str] = set()
        for c in state.hands[seat]:
            a = ANIMALS[c]
            out.update({a.name, a.label})
            if a.fact:
                out.add(a.fact)
        return out


GAME = WildlifeAdventure()

__all__ = ["END_TURN", "GAME", "HOUSE_RULES", "LINES", "WildlifeAdventure", "scores", "situation"]
