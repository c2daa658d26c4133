"""The rules protocol every game implements, and the types shared by all games.

Shapes (DESIGN.md, "engine/"):

* A game is an object satisfying :class:`Game`. It is pure and synchronous: no I/O,
  no clock, no global ``random``. All randomness comes from :class:`Rng`, whose
  state is stored inside the game state, so ``setup`` + the action log replays to
  the identical state on any Python version.
* States, actions, events, views and outcomes are pydantic v2 models. A game's
  actions form a discriminated union on the field ``kind``.
* ``apply`` mutates the state it is given and returns the events it produced. It
  raises :class:`IllegalAction` (with a player-readable reason) *before* changing
  anything, so a rejected action leaves the state untouched.
* Seats are ``int`` from 0 to ``n-1`` in clockwise order. ``None`` as the seat of
  ``view`` means a spectator (the public view); ``SYSTEM`` as the acting seat of
  ``apply`` means the match service (timers firing).
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, ClassVar, Protocol, Self, TypeVar, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

SYSTEM = -1
"""The acting seat the match service uses for timer actions (claim windows, countdowns)."""

MASK64 = (1 << 64) - 1

BOT_LEVELS: dict[str, str] = {"easy": "Easy", "normal": "Normal", "hard": "Hard"}
"""Bot levels (key -> display name) every game's :meth:`Game.bot_action` accepts, weakest first.
``"normal"`` is the default (and the level of a bot that takes over a person's seat)."""
DEFAULT_BOT_LEVEL = "normal"
BOT_CPU_BUDGET_S = 0.3
"""Most CPU seconds one bot decision may use on the reference machine (issue 15)."""


def bot_level(level: str | None) -> str:
    """``level`` if it is a key of :data:`BOT_LEVELS`, else ``"normal"`` (old rows, typos)."""
    return level if level is not None and level in BOT_LEVELS else DEFAULT_BOT_LEVEL


class IllegalAction(Exception):
    """An action a player may not take now; nothing changed.

    ``code`` is the refusal's message id in the language catalog (``"mwl-must-follow"``,
    ``"service-not-your-turn"``; the undo mechanism's ``"undo.stale"`` …) and ``params`` its
    arguments (JSON-able values: numbers, enumerated values such as ``"blue"``, ids as text), so
    the UI words the refusal in the reader's language (``cogs.lang.words.refusal``); every
    refusal raised in ``engine/`` has one (``tests/engine/test_refusal_codes.py``).
    ``supplied`` names the ``params`` that hold text people typed or chose (a display name, a
    season's name, a typed option): the UI makes those inert before showing them.
    ``reason`` is the same refusal as one English sentence ("It is not your turn."), for logs
    and ``str(exc)``; it is not what a person is shown.
    """

    def __init__(self, reason: str, *, code: str = "", params: Mapping[str, Any] | None = None,
                 supplied: Iterable[str] = ()) -> None:
        super().__init__(reason)
        self.reason = reason
        self.code = code
        self.params: dict[str, Any] = dict(params or {})
        self.supplied: frozenset[str] = frozenset(supplied)


_set_dict = BaseModel.__dict__["__dict__"].__set__
_set_fields_set = BaseModel.__dict__["__pydantic_fields_set__"].__set__
_set_extra = BaseModel.__dict__["__pydantic_extra__"].__set__
_set_private = BaseModel.__dict__["__pydantic_private__"].__set__
"""The setters of BaseModel's four slots, for the trusted constructors below: the same writes as
``object.__setattr__(model, name, value)`` without looking the slot up by name on every call."""


class Model(BaseModel):
    """Base for states, actions, events and views: strict field set, validated on assignment off."""

    model_config = ConfigDict(extra="forbid")

    @classmethod
    def from_trusted(cls, values: dict[str, Any]) -> Self:
        """The model of ``values`` without pydantic's validation, for records a rules engine
        builds per action from data that is already valid (ints it counted, models it holds):
        equal to ``cls(**values)`` and dumped alike, at a fraction of the cost (``model_construct``
        is slower than validating for small models). ``values`` must name every field, hold
        values of the fields' types (nested models as model instances) and not be used
        afterwards: the model keeps that dict. Anything read from outside goes through ``cls(...)``."""
        model = object.__new__(cls)
        _set_dict(model, values)
        _set_fields_set(model, set(values))
        _set_extra(model, None)
        _set_private(model, None)
        return model


_GAMMA = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB
_TWO64 = 1 << 64
_LIMITS: tuple[int, ...] = tuple(_TWO64 - (_TWO64 % n) if n else 0 for n in range(257))
"""The rejection limit ``2**64 - 2**64 % n`` of every ``n`` up to 256 (a deck, a hand, a die),
computed once: the big-int modulo is a noticeable share of one draw."""


def _below(z: int, n: int) -> tuple[int, int]:
    """``(new state, uniform int in [0, n))`` from splitmix64 state ``z`` (``n >= 1``), by
    rejection sampling: :meth:`Rng.next_u64` and :meth:`Rng.below` inlined for the hot loops
    (shuffles), so one draw is one call."""
    limit = _LIMITS[n] if n < 257 else _TWO64 - (_TWO64 % n)
    while True:
        z = (z + _GAMMA) & MASK64
        x = ((z ^ (z >> 30)) * _MIX1) & MASK64
        x = ((x ^ (x >> 27)) * _MIX2) & MASK64
        x ^= x >> 31
        if x < limit:
            return z, x % n


class Rng(Model):
    """A pinned, seeded pseudo-random generator (splitmix64) whose whole state is one int.

    Kept inside each game state so replays are identical on every Python version;
    ``random.Random`` is not used because its derived methods are not guaranteed
    stable across versions. Not cryptographic: fine for shuffles and dice.
    """

    state: int = 0

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        """Return a generator for ``seed`` (any int; reduced modulo 2**64)."""
        return cls(state=seed & MASK64)

    def next_u64(self) -> int:
        """Advance and return the next 64-bit output."""
        z = (self.state + _GAMMA) & MASK64
        object.__setattr__(self, "state", z)  # a plain field write (BaseModel.__setattr__ costs more; no validation here)
        z = ((z ^ (z >> 30)) * _MIX1) & MASK64
        z = ((z ^ (z >> 27)) * _MIX2) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform int in ``[0, n)`` by rejection sampling. Raises ValueError if ``n < 1``."""
        if n < 1:
            raise ValueError("n must be at least 1")
        # The first draw of _below(self.state, n) inlined (every random pick goes through here; a
        # rejection, under n / 2**64 likely, draws on in _below), the state read and written in
        # the model's dict (no validation here).
        fields = self.__dict__
        z: int = (fields["state"] + _GAMMA) & MASK64
        x = ((z ^ (z >> 30)) * _MIX1) & MASK64
        x = ((x ^ (x >> 27)) * _MIX2) & MASK64
        x ^= x >> 31
        if x >= (_LIMITS[n] if n < 257 else _TWO64 - (_TWO64 % n)):
            z, x = _below(z, n)
        fields["state"] = z
        return x % n

    def die(self, sides: int = 6) -> int:
        """One die roll, 1..sides."""
        return self.below(sides) + 1

    def shuffle(self, items: list[Any]) -> None:
        """Fisher-Yates shuffle of ``items`` in place (the same draws as ``below(i + 1)`` for
        ``i`` from the last index down, with the state written once at the end)."""
        z = self.state
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = _LIMITS[n] if n < 257 else _TWO64 - (_TWO64 % n)
            while True:  # _below(z, n), inlined: the shuffle is the engines' hottest random loop
                z = (z + _GAMMA) & MASK64
                x = ((z ^ (z >> 30)) * _MIX1) & MASK64
                x = ((x ^ (x >> 27)) * _MIX2) & MASK64
                x ^= x >> 31
                if x < limit:
                    break
            j = x % n
            items[i], items[j] = items[j], items[i]
        object.__setattr__(self, "state", z)

    def choice(self, items: list[Any]) -> Any:
        """One element of a non-empty list. Raises ValueError on an empty list."""
        if not items:
            raise ValueError("choice from an empty list")
        return items[self.below(len(items))]


def bot_rng(seed: int, version: int, seat: int) -> Rng:
    """The generator a bot in ``seat`` decides with at match ``version`` of a match seeded ``seed``
    (the match service's bots, and :func:`engine.tutorial.play_through` replaying them)."""
    return Rng.from_seed(seed * 1_000_003 + version * 31 + seat)


class Event(Model):
    """Something that happened, for the cogs to render.

    ``visible_to`` is ``None`` for a public event, or the set of seats that may see
    it (a private event such as a dealt hand). ``kind`` and ``data`` carry everything
    the UI words in the reader's language (issue 34: the engine has no language); the
    games and the match service leave ``text`` empty. ``text`` is kept for events made
    before that, which carried an English line (a UI shows it for a kind it cannot word).
    """

    kind: str
    text: str = ""
    visible_to: set[int] | None = None
    data: dict[str, Any] = Field(default_factory=dict)

    @classmethod
    def trusted(
        cls, kind: str, text: str = "", visible_to: set[int] | None = None, data: dict[str, Any] | None = None
    ) -> Event:
        """The event ``Event(kind=..., text=..., visible_to=..., data=...)`` without pydantic's
        validation, for values a game built itself (a str ``kind`` and ``text``, a set of seats,
        a JSON-able ``data`` dict it hands over): equal to the validated one and dumped alike, at
        under half the cost, so rules engines use it on their per-action paths. The event keeps
        the ``data`` dict and ``visible_to`` set it is given (the validated one copies them): pass
        fresh ones. Anything read from outside goes through ``Event(...)``."""
        event = object.__new__(cls)
        _set_dict(event, {"kind": kind, "text": text, "visible_to": visible_to, "data": {} if data is None else data})
        _set_fields_set(event, {"kind", "text", "visible_to", "data"})
        _set_extra(event, None)
        _set_private(event, None)
        return event


class Outcome(Model):
    """The result of a finished match.

    ``places[seat]`` is 1 for the winner(s); tied seats share a place (1, 1, 3).
    ``scores[seat]`` is the game's own score (missions, protection points).
    ``detail`` is a short human summary of how the result was decided (tie-break used).
    """

    places: list[int]
    scores: list[float]
    detail: str = ""


class Progress(Model):
    """How far a match is, in numbers only (the caller names them): ``round`` of ``rounds`` (None: not
    known ahead), ``trick`` of ``tricks`` in the round, ``turn``: the game's turn count so far. A field
    the game has no such thing for is None. From the spectator view (:meth:`Game.progress`)."""

    round: int | None = None
    rounds: int | None = None
    trick: int | None = None
    tricks: int | None = None
    turn: int | None = None


class Timer(Model):
    """A timer the game asks the service to run.

    ``key`` identifies it: the service arms each key once, cancels armed keys the
    game no longer asks for, and persists deadlines so they survive a restart.
    When it fires the service applies ``action`` as ``seat`` (``SYSTEM`` for game
    timers). ``delay_s`` counts from when the key first appeared.

    ``action`` stays stored data (the JSON of one of the game's actions, e.g.
    ``{"kind": "close_window", "key": "window:3"}``), not a typed action: the service
    persists it with the deadline and may fire it after a restart, so it is read like any
    other stored action, with :func:`parse_action` at the service's edge when it fires.
    """

    key: str
    delay_s: float
    seat: int = SYSTEM
    action: dict[str, Any]


class GameOptions(Model):
    """Base for a game's lobby options. Subclasses add validated fields with defaults."""


class RuleLine(Model):
    """One player-facing line of a game's rules as data, for ``/rules`` and a language catalog:
    ``id`` names the sentence and ``args`` fill it in (action kinds, event kinds, numbers:
    JSON-able values, never English). A house rule's ``id`` is its catalog message id
    (``RuleLine(id="ra-house-claim-ties", args={"ms": 400})``, worded in the game's
    ``locales/<lang>/<game>.ftl``); the undo mechanism's lines name theirs (``"undo.take_back"``)
    and ``/rules`` maps them (docs/house-rulings.md gives the reference wording)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str
    args: dict[str, Any] = Field(default_factory=dict)


S = TypeVar("S", bound=Model)
"""A game's state model."""
A = TypeVar("A", bound=Model)
"""A game's action type: the union of its action models (discriminated on ``kind``)."""
V = TypeVar("V", bound=Model)
"""A game's view model (what one seat, or a spectator, may know)."""


@runtime_checkable
class Game(Protocol[S, A, V]):
    """The protocol each game module exposes as a module-level ``GAME`` object.

    Class attributes: ``key`` (a short kebab-case name, e.g. ``"toy"``), ``title``,
    ``min_players``, ``max_players``, ``Options`` (a :class:`GameOptions` subclass),
    ``State`` (its state model), ``action_adapter`` (a ``TypeAdapter`` of the
    action union), ``turn_timer`` (True when the service should run per-turn
    deadlines and apply ``default_action`` on expiry; False for real-time games
    that ask for their own :meth:`timers`).

    The protocol is generic in the state ``S``, the action union ``A`` and the view ``V``:
    a game declares itself as ``class MyGame(Game[MyState, MyAction, MyView])``, its
    ``legal_actions`` and ``default_action`` return ``A``, ``apply`` accepts only ``A``,
    and its bots decide from ``V`` alone. Code that serves every game holds an
    :data:`AnyGame`.

    Optional hooks have defaults here: a game that subclasses ``Game[S, A, V]``
    explicitly inherits them and overrides only what it needs. ``house_rules``: the
    player-facing lines of our rulings for this game, as :class:`RuleLine` data (a catalog
    message id with its numbers), worded by ``/rules`` in the reader's language (default none);
    ``undo_rules``: what a seat may take back and when that closes, as :class:`RuleLine` data
    (default none; :mod:`engine.undo` is the mechanism a game opts into);
    :meth:`setup_events`: events announcing a fresh deal (default none).
    """

    key: ClassVar[str]
    title: ClassVar[str]
    summary: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    Options: ClassVar[type[GameOptions]]
    State: ClassVar[type[Model]]
    action_adapter: ClassVar[TypeAdapter[Any]]
    # ``State``/``action_adapter`` stay untyped in ``S``/``A``: a ClassVar cannot hold a type
    # variable (PEP 526), so :func:`parse_action` is where ``A`` comes back (``parse_action(game, data)``).
    turn_timer: ClassVar[bool]
    house_rules: ClassVar[list[RuleLine]] = []
    undo_rules: ClassVar[list[RuleLine]] = []

    def setup(self, seats: int, options: GameOptions, seed: int) -> S:
        """A new state for ``seats`` players. Raises ValueError on a bad seat count."""

    def to_act(self, state: S) -> set[int]:
        """Seats that may act now (one for turn-based phases; several when simultaneous; empty when over)."""

    def legal_actions(self, state: S, seat: int) -> list[A]:
        """Every action ``seat`` may take now (empty if none)."""

    def apply(self, state: S, seat: int, action: A) -> list[Event]:
        """Validate and apply; mutates ``state``. Raises IllegalAction without changing state."""

    def view(self, state: S, seat: int | None) -> V:
        """What ``seat`` (or a spectator, ``None``) may know. The only source for display and bots."""

    def outcome(self, state: S) -> Outcome | None:
        """The result once the game is over, else None."""

    def default_action(self, state: S, seat: int) -> A:
        """The action applied when ``seat`` times out or has been abandoned."""

    def bot_action(self, view: V, seat: int, rng: Rng, level: str = "normal") -> A | None:
        """The bot policy at ``level`` (a key of :data:`BOT_LEVELS`): an action chosen from
        ``view`` alone (never the state), or None to wait. Deterministic given ``rng``; a
        decision may use up to ``BOT_CPU_BUDGET_S`` of CPU (the service runs it off the event
        loop). An unknown level plays as ``"normal"``."""

    def bot_delay(self, state: S, seat: int) -> float:
        """Seconds a bot seat waits before acting (a pace people can follow)."""

    def timers(self, state: S) -> list[Timer]:
        """Timers the game wants running now (real-time windows, countdowns). Usually empty."""

    def private_texts(self, state: S, seat: int) -> set[str]:
        """Strings only ``seat`` may see (e.g. its cards as rendered); for the sandbox leak check."""

    # ------------------------------------------------------------------ optional hooks (defaults)
    def progress(self, view: V) -> Progress | None:
        """How far the match whose spectator view is ``view`` has come (:class:`Progress`: numbers,
        no words). Optional: the default is None (not told)."""
        return None

    def setup_events(self, state: S) -> list[Event]:
        """Events for a freshly set-up ``state`` (e.g. the round-1 deal, private hands), published
        with the "started" update. Optional: the default is none."""
        return []


AnyGame = Game[Any, Any, Any]
"""A game of any state, action and view: what the registry, the service and the shared kit hold."""


class ActionEnvelope(Model):
    """A stored action: who did it and what, as JSON-able data."""

    seat: int
    action: dict[str, Any]


NOT_RECOGNISED = "That action is not recognised."
NOT_RECOGNISED_CODE = "core-action-not-recognised"
"""The refusal code (a catalog message id, issue 34) of :data:`NOT_RECOGNISED`."""
"""The :class:`IllegalAction` reason for stored or sent data that is none of the game's actions."""


def parse_action(game: Game[Any, A, Any], data: Mapping[str, Any]) -> A:
    """Parse JSON data (a stored log line, a timer's action, a sent dict) into one of ``game``'s
    action models: the one place an action is parsed (the service's edge); everything after it
    handles the typed action. Raises IllegalAction (:data:`NOT_RECOGNISED`) on malformed data."""
    try:
        action: A = game.action_adapter.validate_python(data)  # the adapter of the game's union of action models
    except Exception as exc:  # pydantic.ValidationError, TypeError
        raise IllegalAction(NOT_RECOGNISED, code=NOT_RECOGNISED_CODE) from exc
    return action


__all__ = [
    "BOT_CPU_BUDGET_S",
    "BOT_LEVELS",
    "DEFAULT_BOT_LEVEL",
    "NOT_RECOGNISED",
    "NOT_RECOGNISED_CODE",
    "SYSTEM",
    "ActionEnvelope",
    "AnyGame",
    "Event",
    "Game",
    "GameOptions",
    "IllegalAction",
    "Model",
    "Outcome",
    "Rng",
    "RuleLine",
    "Timer",
    "bot_level",
    "parse_action",
]

