"""A toy game that lets seats take moves back (engine/undo.py), for the conformance suite, its
planted faults and the service's undo tests.

Players take turns; the shared counter must reach ``target``. On its turn a seat may ``hold``
(the counter +1, up to twice a turn: a move that may be taken back), ``draw`` the top word of a
face-down pile into its own hand (once a turn: it reveals a hidden word to that seat), ``roll``
a public die (once a turn: chance), and ends its turn with ``add`` 1 or 2. Whoever brings the
counter to ``target`` wins. Each seat holds a secret word too.
"""
from __future__ import annotations

from typing import Annotated, ClassVar, Literal

from pydantic import Field, TypeAdapter

from engine.core import NOT_RECOGNISED, Event, GameOptions, IllegalAction, Model, Outcome, Rng, RuleLine, Timer
from engine.undo import Undo, Undoable, UndoOffer, UndoOptions, UndoState, new_log, undo_offer

WORDS = ["apple", "birch", "cedar", "daisy", "elder", "fern"]
PILE = ["quartz", "ruby", "slate", "topaz", "umber", "violet", "willow", "xenon", "yarrow", "zinnia"]
HOLDS_PER_TURN = 2


class UndoToyOptions(UndoOptions):
    target: int = Field(12, ge=3, le=100)


class Add(Model):
    kind: Literal["add"] = "add"
    amount: int


class Hold(Model):
    kind: Literal["hold"] = "hold"


class Draw(Model):
    kind: Literal["draw"] = "draw"


class Roll(Model):
    kind: Literal["roll"] = "roll"


UndoToyMove = Add | Hold | Draw | Roll
UndoToyAction = Annotated[Add | Hold | Draw | Roll | Undo, Field(discriminator="kind")]


class UndoToyState(UndoState):
    players: int
    target: int
    counter: int = 0
    turn: int = 0
    turn_number: int = 1
    holds: int = 0
    drew: bool = False
    rolled: bool = False
    last_roll: int | None = None
    secrets: list[str]
    hands: list[list[str]]
    pile: list[str]
    winner: int | None = None
    rng: Rng


class UndoToyView(Model):
    counter: int
    turn: int
    holds: int
    my_secret: str | None
    my_hand: list[str]
    hand_counts: list[int]
    pile: int
    last_roll: int | None
    winner: int | None
    undo: UndoOffer | None = None


class UndoToyGame(Undoable[UndoToyState, Add | Hold | Draw | Roll | Undo, UndoToyView]):
    key: ClassVar[str] = "undo-toy"
    title: ClassVar[str] = "Undo toy"
    summary: ClassVar[str] = "Hold, draw, roll, add; holds may be taken back."
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    Options: ClassVar[type[GameOptions]] = UndoToyOptions
    State: ClassVar[type[Model]] = UndoToyState
    action_adapter: ClassVar[TypeAdapter[Add | Hold | Draw | Roll | Undo]] = TypeAdapter(UndoToyAction)
    turn_timer: ClassVar[bool] = True
    undo_kinds: ClassVar[frozenset[str]] = frozenset({"hold"})
    undo_rules: ClassVar[list[RuleLine]] = [RuleLine(id="undo.take_back", args={"kinds": ["hold"]})]

    def setup(self, seats: int, options: GameOptions, seed: int) -> UndoToyState:
        assert isinstance(options, UndoToyOptions)
        if not self.min_players <= seats <= self.max_players:
            raise ValueError("the undo toy takes 2 to 4 players")
        rng = Rng.from_seed(seed)
        pile = list(PILE)
        rng.shuffle(pile)
        return UndoToyState(players=seats, target=options.target, secrets=[f"{w}{rng.below(1000)}" for w in WORDS[:seats]],
                            hands=[[] for _ in range(seats)], pile=pile, rng=rng, undo=new_log(options))

    def to_act(self, state: UndoToyState) -> set[int]:
        return set() if state.winner is not None else {state.turn}

    def legal_moves(self, state: UndoToyState, seat: int) -> list[Add | Hold | Draw | Roll | Undo]:
        if seat not in self.to_act(state):
            return []
        out: list[Add | Hold | Draw | Roll | Undo] = [Add(amount=1), Add(amount=2)]
        if state.holds < HOLDS_PER_TURN:
            out.append(Hold())
        if not state.drew and state.pile:
            out.append(Draw())
        if not state.rolled:
            out.append(Roll())
        return out

    def undo_window(self, state: UndoToyState, seat: int) -> str | None:
        return f"turn:{state.turn_number}:{seat}" if seat in self.to_act(state) else None

    def apply_move(self, state: UndoToyState, seat: int, action: Add | Hold | Draw | Roll | Undo) -> list[Event]:
        if state.winner is not None:
            raise IllegalAction("The game is over.")
        if seat != state.turn:
            raise IllegalAction("It is not your turn.")
        match action:
            case Add():
                if action.amount not in (1, 2):
                    raise IllegalAction("Add 1 or 2.")
                state.counter += action.amount
                events = [Event(kind="added", text=f"seat {seat} adds {action.amount}")]
                if not self._won(state, seat, events):
                    state.turn = (state.turn + 1) % state.players
                    state.turn_number += 1
                    state.holds, state.drew, state.rolled = 0, False, False
                return events
            case Hold():
                if state.holds >= HOLDS_PER_TURN:
                    raise IllegalAction("Hold at most twice a turn.")
                state.holds += 1
                state.counter += 1
                events = [Event(kind="held", text=f"seat {seat} holds")]
                self._won(state, seat, events)
                return events
            case Draw():
                if state.drew or not state.pile:
                    raise IllegalAction("Draw once a turn.")
                state.drew = True
                word = state.pile.pop(0)
                state.hands[seat].append(word)
                return [Event(kind="drew", text=f"seat {seat} draws"),
                        Event(kind="drawn", text=f"you draw {word}", visible_to={seat})]
            case Roll():
                if state.rolled:
                    raise IllegalAction("Roll once a turn.")
                state.rolled = True
                state.last_roll = state.rng.die()
                return [Event(kind="rolled", text=f"seat {seat} rolls {state.last_roll}")]
            case _:
                raise IllegalAction(NOT_RECOGNISED)

    def _won(self, state: UndoToyState, seat: int, events: list[Event]) -> bool:
        if state.counter < state.target:
            return False
        state.winner = seat
        events.append(Event(kind="won", text=f"seat {seat} wins"))
        return True

    def view(self, state: UndoToyState, seat: int | None) -> UndoToyView:
        me = seat if seat is not None and 0 <= seat < state.players else None
        return UndoToyView(counter=state.counter, turn=state.turn, holds=state.holds,
                           my_secret=None if me is None else state.secrets[me],
                           my_hand=[] if me is None else list(state.hands[me]),
                           hand_counts=[len(h) for h in state.hands], pile=len(state.pile), last_roll=state.last_roll,
                           winner=state.winner, undo=undo_offer(state.undo, me))

    def outcome(self, state: UndoToyState) -> Outcome | None:
        if state.winner is None:
            return None
        places = [1 if s == state.winner else 2 for s in range(state.players)]
        return Outcome(places=places, scores=[float(p == 1) for p in places])

    def default_action(self, state: UndoToyState, seat: int) -> Add | Hold | Draw | Roll | Undo:
        return Add(amount=1)

    def bot_action(self, view: UndoToyView, seat: int, rng: Rng,
                   level: str = "normal") -> Add | Hold | Draw | Roll | Undo | None:
        if view.turn != seat or view.winner is not None:
            return None
        if view.holds < HOLDS_PER_TURN and rng.below(3) == 0:
            return Hold()
        return Add(amount=1 + rng.below(2))

    def bot_delay(self, state: UndoToyState, seat: int) -> float:
        return 0.01

    def timers(self, state: UndoToyState) -> list[Timer]:
        return []

    def private_texts(self, state: UndoToyState, seat: int) -> set[str]:
        return {state.secrets[seat], *state.hands[seat]}


GAME = UndoToyGame()
