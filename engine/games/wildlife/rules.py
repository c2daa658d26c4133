"""The rules engine of WildLife: the ``GAME`` object (see :class:`engine.core.Game`).

Flow (rulebook "Game Setup", "Populating the Board", "Game Play", "Game End"):
(variant: creature-chart auctions) -> populating the board in turn order -> turns.
A turn: play 3 cards (+1 per Intelligence), at least one as an auction; one free
Migration (+1 per Mobility); food trading; end the turn (draw back to 10). Minor
Scoring happens the moment a region fills; a Major Scoring at the end of a turn in
which marker 4, 8 or 11 was taken; the game ends after the turn in which the 11th
marker is taken (not with 2 players) or a player places its last creature, with a
final Major Scoring.

During a turn, ``to_act`` is: the Plague victim choosing a creature to remove, else
the bidder in an auction, else whoever carries out a card (``pending``), else the
player whose turn it is. What a seat may do, and why anything else is refused, is decided
in :mod:`.moves` (one source for ``legal_actions`` and ``apply``); what an action does is
in :mod:`.effects` and :mod:`.auction`; the views in :mod:`.views`; the bots in :mod:`.ai`.
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

from . import auction as A
from . import effects as E
from . import moves as M
from .actions import (
    AnyAction,
    AttackAction,
    AuctionAction,
    BidAction,
    ChooseCreatureAction,
    DiscardAction,
    EndTurnAction,
    ExpandAction,
    JokerAction,
    MigrateAction,
    PassAction,
    PlaceAction,
    PlagueAction,
    RemoveAction,
    TakeAbilityAction,
    TradeFoodAction,
    UpgradeAction,
    UseAction,
    WLAction,
    action_adapter,
)
from .ai import level_action
from .board import TERRAINS, migration_targets, terrain_of
from .cards import (
    ABILITIES,
    CREATURES,
    CREATURES_PER_PLAYER,
    DECK,
    FOOD_TOTAL,
    HAND_SIZE,
    LEVELS,
    MAX_TURNS,
    START_FOOD,
    START_FOOD_CHART_AUCTION,
    STARTING_CREATURES,
    TILES_PER_TERRAIN,
    category,
    hand_label,
    kind_of,
)
from .moves import after
from .state import LogEntry, WLOptions, WLState
from .views import WLView, build_view

HOUSE_RULES: list[RuleLine] = [
    RuleLine(id="wl-house-abilities"),
    RuleLine(id="wl-house-text-cards"),
    RuleLine(id="wl-house-minor-track"),
    RuleLine(id="wl-house-migration"),
    RuleLine(id="wl-house-food-supply", args={"food": FOOD_TOTAL}),
    RuleLine(id="wl-house-ties"),
    RuleLine(id="wl-house-auctions"),
    RuleLine(id="wl-house-chart-auctions"),
    RuleLine(id="wl-house-no-start-space"),
    RuleLine(id="wl-house-events-at-once"),
    RuleLine(id="wl-house-lightning-expand"),
    RuleLine(id="wl-house-one-major"),
    RuleLine(id="wl-house-turn-limit", args={"turns": MAX_TURNS}),
    RuleLine(id="wl-house-plague-choice"),
    RuleLine(id="wl-house-major-lines"),
    RuleLine(id="wl-house-intelligence"),
    RuleLine(id="wl-house-two-players"),
]
"""Our rulings (docs/house-rulings.md), shown by /rules in the reader's language
(``locales/<lang>/wildlife.ftl``, "House rules"; the food supply and the turn limit are
:data:`.cards.FOOD_TOTAL` and :data:`.cards.MAX_TURNS`)."""

UNDO_KINDS: frozenset[str] = frozenset({
    "place", "migrate", "expand", "attack", "upgrade", "take_ability", "joker", "discard", "plague", "trade_food"})
"""What a seat may take back (issue 36; docs/house-rulings.md "Taking back a move"): a starting
creature placed, a Migration, an Expansion, an Attack, an adaptation, an ability taken, the
Lightning card's choice, a card let go, the Plague's region, food traded. Never a card played
(``use``: it shows a card of the hand), an auction, a bid, a creature chart, a Plague victim's
choice, nor the end of a turn (it draws cards)."""
UNDO_CLOSERS: frozenset[str] = frozenset({"minor_scoring"})
"""Events after which an action may not be taken back: a Minor Scoring it triggered."""
UNDO_RULES: list[RuleLine] = [
    RuleLine(id="undo.take_back", args={"kinds": sorted(UNDO_KINDS)}),
    RuleLine(id="undo.closed_by", args={"moments": ["card_played", "auction_opened", "cards_drawn", "scoring",
                                                    "other_seat_acted"]}),
    RuleLine(id="undo.clock"),
    RuleLine(id="undo.lobby_option"),
]
"""``/rules``'s lines on taking back, as data (docs/house-rulings.md gives their wording)."""


def _coerce_options(options: GameOptions | None) -> WLOptions:
    if isinstance(options, WLOptions):
        return options.model_copy(deep=True)
    if options is None:
        return WLOptions()
    return WLOptions.model_validate(options.model_dump())


# ------------------------------------------------------------------ setup helpers

def _deal(state: WLState) -> None:
    deck = list(DECK)
    state.rng.shuffle(deck)
    n = state.seats
    hands: list[list[str]] = [[] for _ in range(n)]
    if state.options.unlimited_abilities:  # variant "Ability Cards": 9 random + 1 Arrowhead
        for s in range(n):
            arrow = next(c for c in deck if kind_of(c) == "arrowhead")
            deck.remove(arrow)
            hands[s].append(arrow)
    for s in range(n):
        while len(hands[s]) < HAND_SIZE:
            hands[s].append(deck.pop(0))
    state.hands = hands
    state.deck = deck


def _assign_charts(state: WLState, charts: list[str | None]) -> None:
    for s, c in enumerate(charts):
        state.creature[s] = c
        if c is not None:
            state.levels[s] = dict(CREATURES[c].start)


def log_of(events: list[Event]) -> list[LogEntry]:
    """The public events of an action as the table's latest lines (``WLState.log``)."""
    return [LogEntry(kind=e.kind, data=e.data) for e in events if e.visible_to is None]


def _start_populate(state: WLState, events: list[Event]) -> None:
    """Rulebook "Game Setup": starting player = oldest creature; success markers 1..n."""
    n = state.seats
    if not state.options.chart_auction:
        oldest = max(range(n), key=lambda s: CREATURES[state.creature[s] or ""].age_my)
        state.order = [(oldest + k) % n for k in range(n)]
    state.start_player = state.order[0]
    state.round_start = state.start_player
    for i, s in enumerate(state.order):
        state.success[s] = i + 1
    count = STARTING_CREATURES[n]
    state.populate_queue = [s for _ in range(count) for s in state.order]
    state.phase = "populate"
    events.append(E.public("setup", order=list(state.order), creatures=list(state.creature), count=count))
    _advance_populate(state, events)


def _advance_populate(state: WLState, events: list[Event]) -> None:
    while state.populate_queue:
        s = state.populate_queue[0]
        if state.supply[s] > 0 and M.populate_spaces(state, s):
            return
        state.populate_queue = [q for q in state.populate_queue if q != s]
        events.append(E.public("populate_skipped", seat=s))
    state.phase = "play"
    state.round_number = 1
    state.round_turns = 0
    events.append(E.public("board_populated"))
    _begin_turn(state, state.start_player, events)


def _begin_turn(state: WLState, seat: int, events: list[Event]) -> None:
    state.turn_seat = seat
    state.plays = 0
    state.auctioned = 0
    state.free_migrations_used = 0
    state.defense_used = [0] * state.seats
    state.fresh[seat] = []
    state.play_quota = min(3, len(state.hands[seat]))
    state.turn_number += 1
    events.append(E.public("turn_start", seat=seat, turn=state.turn_number))
    food_cards = state.abilities[seat].count("food")
    if food_cards:
        got = E.take_food(state, seat, 2 * food_cards)
        events.append(E.public("ability_food", seat=seat, food=got))


# ------------------------------------------------------------------ the game

class WildLife(Undoable[WLState, WLAction, WLView]):
    """``GAME`` for WildLife (2-6 players). See the module docstring."""

    key: ClassVar[str] = "wildlife"
    title: ClassVar[str] = "WildLife"
    summary: ClassVar[str] = (
        "Area control for 2-6 players: each plays a prehistoric creature spreading over a map of 12 regions. "
        "Play 3 Wildlife cards a turn to migrate, expand, attack, adapt to new terrains and gain abilities — "
        "and auction at least one of them to the others for food. Fill regions for Minor Scorings; at Major "
        "Scorings the majorities in each region, the largest herds, adaptations, abilities and food score."
    )
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    Options: ClassVar[type[GameOptions]] = WLOptions
    State: ClassVar[type[Model]] = WLState
    action_adapter: ClassVar[TypeAdapter[Any]] = action_adapter
    turn_timer: ClassVar[bool] = True
    house_rules: ClassVar[list[RuleLine]] = HOUSE_RULES
    undo_rules: ClassVar[list[RuleLine]] = UNDO_RULES
    undo_kinds: ClassVar[frozenset[str]] = UNDO_KINDS
    undo_closers: ClassVar[frozenset[str]] = UNDO_CLOSERS
    undo_scorings: ClassVar[frozenset[str]] = UNDO_CLOSERS
    """A Minor Scoring is the one closer, and a scoring (refused as ``undo.scoring``)."""

    # -------------------------------------------------------------- setup
    def setup(self, seats: int, options: GameOptions | None, seed: int) -> WLState:
        """A new match (rulebook "Game Setup"). Raises ValueError unless 2 <= seats <= 6."""
        if not self.min_players <= seats <= self.max_players:
            raise ValueError("WildLife needs 2 to 6 players")
        opts = _coerce_options(options)
        rng = Rng.from_seed(seed)
        per = CREATURES_PER_PLAYER[seats]
        start_food = START_FOOD_CHART_AUCTION if opts.chart_auction else START_FOOD
        two = seats == 2
        state = WLState(
            seats=seats, options=opts, rng=rng, creature=[None] * seats, order=list(range(seats)),
            supply=[per] * seats, boxed=[0] * seats, initial_creatures=per,
            food=[start_food] * seats, food_supply=FOOD_TOTAL - start_food * seats, success=[0] * seats,
            levels=[{t: 0 for t in TERRAINS} for _ in range(seats)], tiles=[[] for _ in range(seats)],
            tile_supply={f"{t}-{lv}": k for t in TERRAINS for lv, k in TILES_PER_TERRAIN.items()},
            abilities=[[] for _ in range(seats)], fresh=[[] for _ in range(seats)],
            ability_supply={a.id: (a.two_player_count if two else a.count) for a in ABILITIES.values()},
            hands=[[] for _ in range(seats)], deck=[], defense_used=[0] * seats, undo=new_log(opts),
        )
        charts = list(CREATURES)
        rng.shuffle(charts)
        _deal(state)
        events: list[Event] = []
        if opts.chart_auction:
            state.phase = "chart"
            state.chart_pool = list(CREATURES)
            state.chart_waiting = list(range(seats))
            A.start(state, None, None, list(state.chart_waiting))
        else:
            _assign_charts(state, list(charts[:seats]))
            _start_populate(state, events)
        state.log = log_of(events)
        return state

    def setup_events(self, state: WLState) -> list[Event]:
        """Opening events: charts and order (public) and each seat's dealt hand (private)."""
        events: list[Event] = []
        if state.phase == "chart":
            events.append(Event(kind="chart_auction", data={}))
        else:
            events.append(Event(kind="setup", data={"order": list(state.order)}))
        for s in range(state.seats):
            events.append(Event(kind="hand_dealt", visible_to={s}, data={"seat": s, "cards": list(state.hands[s])}))
        return events

    # -------------------------------------------------------------- who acts
    def to_act(self, state: WLState) -> set[int]:
        """The one seat that must act now (empty when the game is over; see :func:`.moves.actor`)."""
        s = M.actor(state)
        return set() if s is None else {s}

    # -------------------------------------------------------------- legal actions
    def legal_moves(self, state: WLState, seat: int) -> list[WLAction]:
        """Every move ``seat`` may make now (bids: every affordable amount; see :func:`.moves.legal`).
        ``legal_actions`` adds taking back the latest one (:class:`engine.undo.Undoable`)."""
        return cast(list[WLAction], M.legal(state, seat))

    def undo_window(self, state: WLState, seat: int) -> str | None:
        """``seat``'s undo window: while it is the one seat to act, placing its starting creatures or
        on its turn (or carrying out a card it won), with no auction running and no Plague victim
        choosing; the key names the phase, the turn and the seat."""
        if state.phase not in ("populate", "play") or state.auction is not None or state.plague_queue:
            return None
        if M.actor(state) != seat:
            return None
        return f"{state.phase}:{state.turn_number}:{seat}"

    # -------------------------------------------------------------- apply
    def apply_move(self, state: WLState, seat: int, action: WLAction) -> list[Event]:
        """Validate and apply ``action`` for ``seat``; raises IllegalAction (reason from
        :func:`.moves.problem`) before any change. (``apply`` is :class:`engine.undo.Undoable`'s:
        it takes back an :class:`engine.undo.Undo` and keeps what the others need.)"""
        if isinstance(action, Undo):  # taken back by Undoable.apply, never here
            raise IllegalAction(NOT_RECOGNISED, code=NOT_RECOGNISED_CODE)
        action = self._normalise(state, seat, action)
        refusal = M.problem(state, seat, action)
        if refusal is not None:
            raise refusal.exception()
        events: list[Event] = []
        match action:
            case BidAction():
                self._do_bid(state, seat, action, events)
            case PassAction():
                self._do_pass(state, seat, action, events)
            case ChooseCreatureAction():
                self._do_choose_creature(state, seat, action, events)
            case PlaceAction():
                self._do_place(state, seat, action, events)
            case UseAction():
                self._do_use(state, seat, action, events)
            case AuctionAction():
                self._do_auction(state, seat, action, events)
            case JokerAction():
                self._do_joker(state, seat, action, events)
            case MigrateAction():
                self._do_migrate(state, seat, action, events)
            case ExpandAction():
                self._do_expand(state, seat, action, events)
            case AttackAction():
                self._do_attack(state, seat, action, events)
            case UpgradeAction():
                self._do_upgrade(state, seat, action, events)
            case TakeAbilityAction():
                self._do_take_ability(state, seat, action, events)
            case PlagueAction():
                self._do_plague(state, seat, action, events)
            case RemoveAction():
                self._do_remove(state, seat, action, events)
            case DiscardAction():
                self._do_discard(state, seat, action, events)
            case TradeFoodAction():
                self._do_trade_food(state, seat, action, events)
            case EndTurnAction():
                self._do_end_turn(state, seat, action, events)
        state.log = log_of(events)[-12:]
        return events

    def _normalise(self, state: WLState, seat: int, action: AnyAction) -> AnyAction:
        """Fill in ``from_seat`` of a typed Arrowhead choice when only one opponent qualifies."""
        if isinstance(action, TakeAbilityAction) and action.from_seat is None and state.pending is not None \
                and state.pending.seat == seat and state.ability_supply.get(action.ability, 1) == 0:
            froms = [f for a, f in M.ability_choices(state, seat) if a == action.ability]
            if len(froms) == 1:
                return TakeAbilityAction(ability=action.ability, from_seat=froms[0])
        return action

    # chart variant ---------------------------------------------------------
    def _do_bid(self, state: WLState, seat: int, action: BidAction, events: list[Event]) -> None:
        a = state.auction
        assert a is not None
        events.append(E.public("bid", seat=seat, amount=action.amount))
        if A.record(state, seat, action.amount):
            self._close_auction(state, events)

    def _do_pass(self, state: WLState, seat: int, action: PassAction, events: list[Event]) -> None:
        events.append(E.public("bid_pass", seat=seat))
        if A.record(state, seat, None):
            self._close_auction(state, events)

    def _close_auction(self, state: WLState, events: list[Event]) -> None:
        a = state.auction
        assert a is not None
        winner, bid = A.result(a)
        state.auction = None
        if a.card is None:  # creature-chart auction
            assert winner is not None
            A.pay(state, winner, None, min(bid, state.food[winner]))
            events.append(E.public("chart_auction_won", seat=winner, amount=bid))
            state.chart_chooser = winner
            return
        if winner is None:
            events.append(E.public("auction_no_bids", card=a.card))
            return
        cost = A.price(state, bid)
        steps = A.pay(state, winner, a.auctioneer, cost)
        events.append(E.public("auction_won", seat=winner, card=a.card, bid=bid, paid=cost, steps_back=steps,
                               auctioneer=a.auctioneer))
        E.carry_out(state, winner, a.card, events, via_auction=True)
        self._after_effect(state, events)

    def _do_choose_creature(self, state: WLState, seat: int, action: ChooseCreatureAction,
                            events: list[Event]) -> None:
        state.chart_pool.remove(action.creature)
        state.creature[seat] = action.creature
        state.levels[seat] = dict(CREATURES[action.creature].start)
        state.chart_waiting.remove(seat)
        state.chart_chooser = None
        events.append(E.public("creature_chosen", seat=seat, creature=action.creature))
        if len(state.chart_waiting) > 1:
            A.start(state, None, None, list(state.chart_waiting))
            return
        if len(state.chart_waiting) == 1:
            state.chart_chooser = state.chart_waiting[0]
            return
        state.order = sorted(range(state.seats), key=lambda s: -CREATURES[state.creature[s] or ""].age_my)
        _start_populate(state, events)

    # populate ----------------------------------------------------------------
    def _do_place(self, state: WLState, seat: int, action: PlaceAction, events: list[Event]) -> None:
        state.board[action.space] = seat
        state.supply[seat] -= 1
        state.populate_queue.pop(0)
        events.append(E.public("placed", seat=seat, space=action.space))
        _advance_populate(state, events)

    # hand cards --------------------------------------------------------------
    def _do_use(self, state: WLState, seat: int, action: UseAction, events: list[Event]) -> None:
        E.play_card(state, seat, action.card)
        events.append(E.public("card_used", seat=seat, card=action.card))
        E.carry_out(state, seat, action.card, events, via_auction=False)
        self._after_effect(state, events)

    def _do_auction(self, state: WLState, seat: int, action: AuctionAction, events: list[Event]) -> None:
        E.play_card(state, seat, action.card)
        state.auctioned += 1
        bidders = after(state, seat)
        A.start(state, action.card, seat, bidders)
        events.append(E.public("auction_start", seat=seat, card=action.card, bidders=bidders))

    def _do_joker(self, state: WLState, seat: int, action: JokerAction, events: list[Event]) -> None:
        p = state.pending
        assert p is not None
        p.as_kind = action.as_kind
        events.append(E.public("joker", seat=seat, as_kind=action.as_kind))

    def _do_discard(self, state: WLState, seat: int, action: DiscardAction, events: list[Event]) -> None:
        p = state.pending
        assert p is not None
        events.append(E.public("card_discarded", seat=seat, card=p.card))
        state.pending = None
        self._after_effect(state, events)

    def _do_migrate(self, state: WLState, seat: int, action: MigrateAction, events: list[Event]) -> None:
        free = state.pending is None
        if free:
            state.free_migrations_used += 1
        E.move(state, seat, action.from_space, action.to_space, events, free=free)
        state.pending = None
        self._after_effect(state, events)

    def _do_expand(self, state: WLState, seat: int, action: ExpandAction, events: list[Event]) -> None:
        E.expand(state, seat, action.space, events)
        state.pending = None
        self._after_effect(state, events)

    def _do_attack(self, state: WLState, seat: int, action: AttackAction, events: list[Event]) -> None:
        E.attack(state, seat, action.space, events)
        state.pending = None
        self._after_effect(state, events)

    def _do_upgrade(self, state: WLState, seat: int, action: UpgradeAction, events: list[Event]) -> None:
        E.upgrade(state, seat, action.terrain, events)
        state.pending = None
        self._after_effect(state, events)

    def _do_take_ability(self, state: WLState, seat: int, action: TakeAbilityAction, events: list[Event]) -> None:
        E.take_ability(state, seat, action.ability, action.from_seat, events)
        state.pending = None
        self._after_effect(state, events)

    def _do_plague(self, state: WLState, seat: int, action: PlagueAction, events: list[Event]) -> None:
        state.pending = None
        E.plague(state, seat, action.region, events)
        self._after_effect(state, events)

    def _do_remove(self, state: WLState, seat: int, action: RemoveAction, events: list[Event]) -> None:
        E.remove_for_plague(state, seat, action.space, events)
        E.auto_plague(state, events)
        self._after_effect(state, events)

    def _do_trade_food(self, state: WLState, seat: int, action: TradeFoodAction, events: list[Event]) -> None:
        state.food[seat] -= 3
        state.food_supply += 3
        state.success[seat] += 1
        events.append(E.public("food_traded", seat=seat, success=state.success[seat]))

    def _after_effect(self, state: WLState, events: list[Event]) -> None:
        """Nothing to do between effects (scorings wait for the end of the turn)."""
        return

    def _do_end_turn(self, state: WLState, seat: int, action: EndTurnAction, events: list[Event]) -> None:
        """Rulebook "Drawing Wildlife Cards", "2. Major Scoring", "Game End"."""
        state.discard.extend(state.in_play)
        state.in_play = []
        drawn = E.draw_to(state, seat, HAND_SIZE)
        events.append(E.public("turn_end", seat=seat, drawn=len(drawn)))
        if drawn:
            events.append(Event(kind="cards_drawn", visible_to={seat}, data={"seat": seat, "cards": drawn}))
        if state.turn_number >= MAX_TURNS and not state.ending:
            state.ending = True
            state.end_reason = "turn-limit"
        if state.ending:
            state.major_due = False
            E.major(state, events, final=True)
            state.phase = "over"
            out = self.outcome(state)
            assert out is not None
            events.append(E.public("game_end", places=out.places, scores=out.scores, reason=state.end_reason,
                                   end_seat=state.end_seat, turns=MAX_TURNS))
            return
        if state.major_due:
            state.major_due = False
            E.major(state, events, final=False)
        state.round_turns += 1
        if state.round_turns >= state.seats:
            state.round_turns = 0
            state.round_number += 1
            nxt = E.next_round_start(state) if state.options.rotating_start else after(state, seat)[0]
            state.round_start = nxt
            if state.options.rotating_start:
                events.append(E.public("round_start", seat=nxt, round=state.round_number))
        else:
            nxt = after(state, seat)[0]
        _begin_turn(state, nxt, events)

    # -------------------------------------------------------------- views and results
    def progress(self, view: WLView) -> Progress:
        """The round and the turns played so far (the game ends with the scorings, not after a set round)."""
        return Progress(round=view.round_number, turn=view.turn_number)

    def view(self, state: WLState, seat: int | None) -> WLView:
        """See :func:`.views.build_view`."""
        return build_view(state, seat)

    def outcome(self, state: WLState) -> Outcome | None:
        """Rulebook "Game End": furthest on the success track wins; ties share (GAPS.md)."""
        if state.phase != "over":
            return None
        sc = state.success
        places = [1 + sum(1 for v in sc if v > mine) for mine in sc]
        return Outcome(places=places, scores=[float(v) for v in sc])  # the UI words the result from these

    def default_action(self, state: WLState, seat: int) -> WLAction:
        """Timeout/abandoned seat: pass in auctions, discard a card being carried out, the
        first option when a choice is forced (chart, starting space, Plague victim), else
        end the turn if allowed, auction the first card if none is auctioned yet, or use
        the first card. Raises IllegalAction if ``seat`` cannot act."""
        if M.actor(state) != seat:
            raise IllegalAction("wl-not-your-turn", code="wl-not-your-turn")
        legal = M.legal(state, seat)  # the game's own moves: a timeout never takes one back
        for kind in ("pass", "discard", "end_turn"):
            for a in legal:
                if a.kind == kind:
                    return a
        if state.phase == "play" and not state.plague_queue and state.pending is None:
            if state.auctioned == 0:
                return next(a for a in legal if a.kind == "auction")
            for a in legal:
                if a.kind == "use":
                    return a
        return legal[0]

    def bot_action(self, view: WLView, seat: int, rng: Rng, level: str = "normal") -> WLAction | None:
        """The bot at ``level`` from the view alone (:func:`.ai.level_action`: "easy", "normal" = the
        heuristic of :mod:`.ai.normal`, "hard"; an unknown level plays as "normal")."""
        return level_action(view, seat, rng, level)

    def bot_delay(self, state: WLState, seat: int) -> float:
        """A second per bot decision; half a second per bid."""
        return 0.5 if state.auction is not None else 1.0

    def timers(self, state: WLState) -> list[Timer]:
        """None: the auction's "who does not answer in time passes" is the per-turn timer."""
        return []

    def private_texts(self, state: WLState, seat: int) -> set[str]:
        """The cards in ``seat``'s hand as rendered privately (``"Terrain: Forest #3"``)."""
        return {hand_label(c) for c in state.hands[seat]}


GAME = WildLife()

__all__ = ["GAME", "HOUSE_RULES", "LEVELS", "WildLife", "category", "migration_targets", "terrain_of"]
