"""A toy game used only by the service tests: players take turns adding 1 or 2 to a
shared counter; whoever brings it to ``target`` or above wins. Each seat holds a secret
word (hidden information for view tests). With ``tick_s`` > 0 the game asks the
service for a timer that applies a SYSTEM "tick" action (adds 1 to ``ticks``)."""
from __future__ import annotations

from typing import Annotated, ClassVar, Literal

from pydantic import Field, TypeAdapter

from engine.core import NOT_RECOGNISED, SYSTEM, Event, Game, GameOptions, IllegalAction, Model, Outcome, Rng, Timer
from engine.service import MatchService


class ToyOptions(GameOptions):
    target: int = Field(10, ge=3, le=100)
    tick_s: float = 0.0


class Add(Model):
    kind: Literal["add"] = "add"
    amount: int


class Tick(Model):
    kind: Literal["tick"] = "tick"


ToyAction = Annotated[Add | Tick, Field(discriminator="kind")]


class ToyState(Model):
    players: int
    target: int
    tick_s: float
    counter: int = 0
    turn: int = 0
    ticks: int = 0
    secrets: list[str]
    winner: int | None = None
    rng: Rng


class ToyView(Model):
    counter: int
    turn: int
    my_secret: str | None
    winner: int | None


WORDS = ["apple", "birch", "cedar", "daisy", "elder", "fern"]


class ToyGame(Game[ToyState, ToyAction, ToyView]):
    key: ClassVar[str] = "toy"
    title: ClassVar[str] = "Toy"
    summary: ClassVar[str] = "Add 1 or 2."
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    Options = ToyOptions
    State = ToyState
    action_adapter: ClassVar[TypeAdapter[ToyAction]] = TypeAdapter(ToyAction)
    turn_timer: ClassVar[bool] = True

    def setup(self, seats: int, options: GameOptions, seed: int) -> ToyState:
        assert isinstance(options, ToyOptions)  # the service validates options with Options first
        rng = Rng.from_seed(seed)
        words = [f"{w}{rng.below(1000)}" for w in WORDS[:seats]]
        return ToyState(players=seats, target=options.target, tick_s=options.tick_s, secrets=words, rng=rng)

    def to_act(self, state: ToyState) -> set[int]:
        return set() if state.winner is not None else {state.turn}

    def legal_actions(self, state: ToyState, seat: int) -> list[ToyAction]:
        return [Add(amount=1), Add(amount=2)] if seat in self.to_act(state) else []

    def apply(self, state: ToyState, seat: int, action: ToyAction) -> list[Event]:
        match action:
            case Tick():
                return self._tick(state, seat)
            case Add():
                return self._add(state, seat, action)
            case _:  # not one of the toy's actions (a caller that skipped the typed edge)
                raise IllegalAction(NOT_RECOGNISED)

    def _tick(self, state: ToyState, seat: int) -> list[Event]:
        if seat != SYSTEM:
            raise IllegalAction("Only the table can tick.")
        state.ticks += 1
        return [Event(kind="tick", text="tick")]

    def _add(self, state: ToyState, seat: int, action: Add) -> list[Event]:
        if state.winner is not None:
            raise IllegalAction("The game is over.")
        if seat != state.turn:
            raise IllegalAction("It is not your turn.")
        if action.amount not in (1, 2):
            raise IllegalAction("Add 1 or 2.")
        state.counter += action.amount
        if state.counter >= state.target:
            state.winner = seat
            return [Event(kind="won", text=f"seat {seat} wins")]
        state.turn = (state.turn + 1) % state.players
        return [Event(kind="added", text=f"seat {seat} added {action.amount}")]

    def view(self, state: ToyState, seat: int | None) -> ToyView:
        return ToyView(
            counter=state.counter,
            turn=state.turn,
            my_secret=None if seat is None else state.secrets[seat],
            winner=state.winner,
        )

    def outcome(self, state: ToyState) -> Outcome | None:
        if state.winner is None:
            return None
        places = [1 if s == state.winner else 2 for s in range(state.players)]
        return Outcome(places=places, scores=[float(p == 1) for p in places])

    def default_action(self, state: ToyState, seat: int) -> ToyAction:
        return Add(amount=1)

    def bot_action(self, view: ToyView, seat: int, rng: Rng, level: str = "normal") -> ToyAction | None:
        if view.turn != seat or view.winner is not None:
            return None  # not its turn: wait
        return Add(amount=1 + rng.below(2))

    def bot_delay(self, state: ToyState, seat: int) -> float:
        return 0.01

    def timers(self, state: ToyState) -> list[Timer]:
        if state.tick_s <= 0 or state.winner is not None:
            return []
        return [Timer(key=f"tick:{state.ticks}", delay_s=state.tick_s, action={"kind": "tick"})]

    def private_texts(self, state: ToyState, seat: int) -> set[str]:
        return {state.secrets[seat]}


GAME = ToyGame()


def toy_view(service: MatchService, match_id: int, seat: int | None) -> ToyView:
    """``service.view`` of a toy match, typed as the toy's view."""
    view = service.view(match_id, seat)
    assert isinstance(view, ToyView)
    return view
