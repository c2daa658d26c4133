"""Taking back a move (issue 36): one mechanism for every game that allows it.

The rule of fairness (Board Game Arena's policy; docs/house-rulings.md, "Taking back a move"):
a seat may take back its own most recent actions, one at a time, while all of these hold:

* its *undo window* is still open: it is still that seat's turn (the game names the turn:
  :meth:`Undoable.undo_window`), or, in a simultaneous choice (Mission: Wild Life's card
  passing), the choice is still open, until the last seat has chosen;
* no other seat has acted since, except seats choosing in the same simultaneous choice;
* the action revealed nothing hidden to anyone and used no chance: its kind is one the game
  lists in ``undo_kinds``; it drew on no :class:`~engine.core.Rng` of the state; none of its
  events is private to another seat; none is of a kind the game lists in ``undo_closers``
  (a chance card turned, a card laid down, a scoring);
* the match's lobby option ``undo`` is on (:class:`UndoOptions`, on by default).

How it is kept. The action log stays append-only: :class:`Undo` is itself an action of the
game (kind ``"undo"``), listed by ``legal_actions`` when the rule allows it and refused with
:class:`~engine.core.IllegalAction` (its ``code`` one of :data:`REFUSALS`) when not, so
``setup`` + the log replays to the same state. The state carries an :class:`UndoLog` (field
``undo``): ``step``, the number of actions applied so far (the log sequence number of the
latest, which is the match's version in the service), and one :class:`UndoPoint` per action
that may still be taken back, holding what that action changed in the state's JSON, path by
path, before and after. Taking back puts the ``before`` values back, provided every path
still holds its ``after`` value, so the state is again the one before the action, except for
``undo.step``, which counts on (a clock: it makes every undo name one action for good).

An :class:`Undo` names the ``step`` of the action it takes back: a double click names an
action already taken back and is refused as stale; an undo from a panel drawn before another
seat acted names an action whose window has closed; a forged number names none. The log keeps
why each of the latest points it dropped went (``gone``: taken back, another seat acted, the
seat's turn moved on, something hidden was shown or chance used, a scoring), so the refusal of
an undo naming one says why (:data:`REFUSALS`).

A game opts in by subclassing :class:`Undoable` instead of :class:`~engine.core.Game`: its
state subclasses :class:`UndoState` (and sets ``undo.on`` from its options at setup:
:func:`new_log`), its lobby options subclass :class:`UndoOptions`, its action adapter parses
:class:`Undo` too, and it implements ``legal_moves`` and ``apply_move`` (its own moves; the
mixin's ``legal_actions`` and ``apply`` add taking back) and :meth:`Undoable.undo_window`.
Views show the offer with :func:`undo_offer`. Bots never take back (they choose among the
game's own moves, from views that list no :class:`Undo`), and neither does ``default_action``.
"""
from __future__ import annotations

from functools import cache
from typing import Any, ClassVar, Literal, TypeVar, cast

from pydantic import Field

from engine.core import Event, Game, GameOptions, IllegalAction, Model, Rng

UNDO = "undo"
"""The kind of :class:`Undo` and of the public event an undo announces."""

REFUSALS: dict[str, str] = {
    "undo.off": "Taking back moves is switched off in this match.",
    "undo.unknown": "There is no such move to take back.",
    "undo.stale": "That move can no longer be taken back.",
    "undo.not_yours": "You can only take back your own moves.",
    "undo.not_latest": "Take back your most recent move first.",
    "undo.closed": "That move can no longer be taken back: its moment has passed.",
    "undo.changed": "That move can no longer be taken back: the table has changed since.",
    "undo.taken_back": "That move has already been taken back.",
    "undo.other_seat": "That move can no longer be taken back: another player has moved since.",
    "undo.turn_over": "That move can no longer be taken back: your turn has moved on.",
    "undo.revealed": "That move can no longer be taken back: something hidden was shown or drawn, or chance was used, since.",
    "undo.scoring": "That move can no longer be taken back: a scoring has happened since.",
}
"""Why an :class:`Undo` is refused: the ``code`` of the :class:`~engine.core.IllegalAction`
(``params``: ``{"step": n}``) and today's English ``reason`` for it. An undo naming a move the
log dropped lately says why it went (:data:`GONE`); one it dropped longer ago is ``undo.stale``."""

GONE: dict[str, str] = {
    "taken_back": "undo.taken_back",
    "other_seat": "undo.other_seat",
    "turn_over": "undo.turn_over",
    "revealed": "undo.revealed",
    "scoring": "undo.scoring",
}
"""Why a point left the log (:attr:`UndoLog.gone`) → the code refusing an undo that names it:
``taken_back`` (a double click), ``other_seat`` (another seat acted since), ``turn_over`` (the
seat's own move ended its turn or opened an auction: it is no longer to act), ``revealed`` (its
own later move showed or drew a card or used chance), ``scoring`` (a later move triggered a
scoring: the game's ``undo_scorings``)."""
GONE_KEPT = 16
"""How many dropped points :attr:`UndoLog.gone` remembers (the latest)."""


def refusal(code: str, step: int) -> IllegalAction:
    """The :class:`~engine.core.IllegalAction` refusing an undo of ``step`` for ``code`` (a key of
    :data:`REFUSALS`)."""
    return IllegalAction(REFUSALS[code], code=code, params={"step": step})


class Undo(Model):
    """Take back the action with log sequence number ``step`` (the match version it produced):
    ``{"kind": "undo", "step": 12}``."""

    kind: Literal["undo"] = "undo"
    step: int


class UndoOptions(GameOptions):
    """Base of the lobby options of a game that allows taking back: ``undo`` (on by default; the
    host may switch it off for a match, a server's ``/setup defaults`` for its lobbies)."""

    undo: bool = True


class Change(Model):
    """One value an action changed, at ``path`` in the state's JSON (keys and list indexes):
    ``before`` and ``after`` it (:func:`diff`). Two compact forms: ``keep`` (a list whose first
    ``keep`` items stayed: ``before`` and ``after`` are the rest of it, e.g. one route extension
    appended) and ``keys`` (a dict that gained, lost or reordered keys: ``keys`` are its keys
    before, in order, and ``before``/``after`` hold only the entries that differ)."""

    path: list[str | int]
    before: Any = None
    after: Any = None
    keep: int | None = None
    keys: list[str] | None = None


class UndoPoint(Model):
    """An action that may still be taken back: its log ``step``, the ``seat`` that took it, the
    ``window`` it was taken in (:meth:`Undoable.undo_window`), the ``action`` (its JSON), ``said``
    (the public texts of its events: what everyone saw of it) and the ``changes`` it made."""

    step: int
    seat: int
    window: str
    action: dict[str, Any]
    said: list[str] = Field(default_factory=list)
    changes: list[Change]


class UndoLog(Model):
    """What a state keeps for taking back: ``step`` (actions applied so far, undos included: the
    log sequence number of the latest), ``on`` (the match's ``undo`` option), ``points`` (the
    actions that may still be taken back, oldest first) and ``gone``: for the latest
    :data:`GONE_KEPT` points dropped, their step → ``(seat, why)`` (a key of :data:`GONE`), so an
    undo naming one is refused with the reason. Like ``step``, ``gone`` is the log's history, not
    the position: taking a move back leaves it one entry longer."""

    step: int = 0
    on: bool = True
    points: list[UndoPoint] = Field(default_factory=list)
    gone: dict[int, tuple[int, str]] = Field(default_factory=dict)


class UndoState(Model):
    """Base of the state of a game that allows taking back: the :class:`UndoLog` ``undo``."""

    undo: UndoLog = Field(default_factory=UndoLog)


class UndoOffer(Model):
    """What a seat's view says it may take back now: ``step`` (what :class:`Undo` names),
    ``action`` (the JSON of the action it takes back, e.g. ``{"kind": "expand", "space": "D4"}``,
    for a label such as "Undo: expand to D4"), its ``kind``, and ``more``: how many earlier
    actions of the seat could be taken back after this one."""

    step: int
    action: dict[str, Any]
    kind: str
    more: int = 0


def new_log(options: GameOptions) -> UndoLog:
    """The :class:`UndoLog` of a fresh state: on unless ``options`` switch ``undo`` off."""
    return UndoLog(on=bool(getattr(options, "undo", True)))


def points_of(state: Model) -> list[UndoPoint]:
    """The actions that may still be taken back in ``state`` (none for a game without undo)."""
    return state.undo.points if isinstance(state, UndoState) else []


def latest(log: UndoLog, seat: int) -> UndoPoint | None:
    """``seat``'s most recent action that may still be taken back, or None."""
    for point in reversed(log.points):
        if point.seat == seat:
            return point
    return None


def undo_offer(log: UndoLog, seat: int | None) -> UndoOffer | None:
    """The :class:`UndoOffer` for ``seat``'s view (None for a spectator or when nothing can be
    taken back). Views need no game: the log keeps only points whose window is open."""
    if seat is None:
        return None
    point = latest(log, seat)
    if point is None:
        return None
    more = sum(1 for p in log.points if p.seat == seat) - 1
    return UndoOffer(step=point.step, action=dict(point.action), kind=str(point.action.get("kind", "")), more=more)


# ------------------------------------------------------------------ the state's JSON, path by path

_ABSENT = object()


def state_json(state: Model) -> dict[str, Any]:
    """``state`` as JSON data, without its undo log: what a point's changes are paths into."""
    data: dict[str, Any] = state.model_dump(mode="json", exclude={"undo"})
    return data


def diff(before: Any, after: Any, path: list[str | int] | None = None) -> list[Change]:
    """The :class:`Change` list turning JSON value ``before`` into ``after``: dicts with the same
    keys in the same order compared key by key, lists of equal length in which at most
    :data:`FEW` items differ index by index (a seat's entry of a per-seat list); a list that kept
    its first items, and a dict that gained, lost or reordered keys, in their compact forms
    (:class:`Change`); anything else as a whole. Putting the ``before`` values back gives the very
    same JSON, key order and all. Scalars compare with ``==``: a value that only changed between
    ``false`` and ``0`` (or ``1`` and ``1.0``) would count as unchanged, which a state's typed fields
    never do."""
    out: list[Change] = []
    if not _same(before, after):
        _diff(before, after, [] if path is None else path, out)
    return out


FEW = 2
"""Most differing items of an equal-length list :func:`diff` follows one by one."""


def _same(a: Any, b: Any) -> bool:
    """Whether JSON values ``a`` and ``b`` are the same, the key order of every dict in them included
    (``==`` alone ignores it)."""
    return bool(a == b) and _same_order(a, b)


def _same_order(a: Any, b: Any) -> bool:
    """For equal JSON values: whether every dict in them lists its keys in the same order (plain
    loops: this walks every unchanged part of a state on each move that may be taken back)."""
    if type(a) is dict:
        if list(a) != list(b):
            return False
        for k, v in a.items():
            if (type(v) is dict or type(v) is list) and not _same_order(v, b[k]):
                return False
    elif type(a) is list:
        for v, w in zip(a, b, strict=True):
            if (type(v) is dict or type(v) is list) and not _same_order(v, w):
                return False
    return True


def _change(path: list[str | int], before: Any, after: Any, keep: int | None = None,
            keys: list[str] | None = None) -> Change:
    # JSON values built here: no need to validate them (Model.from_trusted)
    return Change.from_trusted({"path": list(path), "before": before, "after": after, "keep": keep, "keys": keys})


def _diff(a: Any, b: Any, path: list[str | int], out: list[Change]) -> None:
    """Add the changes from ``a`` to ``b`` (known to differ, values or key order) at ``path``."""
    if isinstance(a, dict) and isinstance(b, dict):
        if list(a) == list(b):
            for key, x in a.items():
                y = b[key]
                if not _same(x, y):
                    _diff(x, y, [*path, key], out)
        else:
            out.append(_change(path, {k: v for k, v in a.items() if k not in b or not _same(b[k], v)},
                               {k: v for k, v in b.items() if k not in a or not _same(a[k], v)}, keys=list(a)))
        return
    if isinstance(a, list) and isinstance(b, list):
        if len(a) == len(b):
            differ = [i for i, (x, y) in enumerate(zip(a, b, strict=True)) if not _same(x, y)]
            if len(differ) <= FEW:
                for i in differ:
                    _diff(a[i], b[i], [*path, i], out)
                return
        else:
            kept = 0
            for x, y in zip(a, b, strict=False):
                if not _same(x, y):
                    break
                kept += 1
            if kept:
                out.append(_change(path, a[kept:], b[kept:], keep=kept))
                return
    out.append(_change(path, a, b))


def _at(data: Any, path: list[str | int]) -> Any:
    """The value at ``path`` in ``data`` (``_ABSENT`` where a key is missing)."""
    for key in path:
        if isinstance(data, dict) and isinstance(key, str):
            data = data.get(key, _ABSENT)
        elif isinstance(data, list) and isinstance(key, int) and 0 <= key < len(data):
            data = data[key]
        else:
            return _ABSENT
        if data is _ABSENT:
            return _ABSENT
    return data


def _holds(data: Any, change: Change) -> bool:
    """Whether ``data`` still holds what ``change`` left at its path."""
    now = _at(data, change.path)
    if now is _ABSENT:
        return False
    if change.keep is not None:
        return isinstance(now, list) and len(now) >= change.keep and _same(now[change.keep:], change.after)
    if change.keys is not None:
        gone = change.before.keys() - change.after.keys()
        return (isinstance(now, dict) and all(k in now and _same(now[k], v) for k, v in change.after.items())
                and not any(k in now for k in gone))
    return _same(now, change.after)


def _put_back(data: Any, change: Change) -> Any:
    """``data`` with ``change``'s ``before`` put back at its path (in place; the root itself when
    the path is empty)."""
    now = _at(data, change.path)
    if change.keep is not None:
        now[change.keep:] = change.before
        return data
    if change.keys is not None:
        value: Any = {k: change.before[k] if k in change.before else now[k] for k in change.keys}
    else:
        value = change.before
    if not change.path:
        return value
    *parents, last = change.path
    holder = _at(data, parents) if parents else data
    holder[last] = value
    return data


def holds(data: Any, changes: list[Change]) -> bool:
    """Whether JSON value ``data`` still holds what every one of ``changes`` left (nothing else
    has changed those paths since)."""
    return all(_holds(data, c) for c in changes)


def put_back(data: Any, changes: list[Change]) -> Any:
    """``data`` (a JSON value that :func:`holds` ``changes``) with their ``before`` values put back,
    last change first: the value :func:`diff` started from. Changes ``data`` in place."""
    for change in reversed(changes):
        data = _put_back(data, change)
    return data


@cache
def _chance_fields(state_type: type[Model]) -> frozenset[str]:
    """The top-level fields of ``state_type`` that hold a :class:`~engine.core.Rng`: a change
    there means the action used chance."""
    return frozenset(name for name, info in state_type.model_fields.items() if info.annotation is Rng)


# ------------------------------------------------------------------ the mixin

SU = TypeVar("SU", bound=UndoState)
A = TypeVar("A", bound=Model)
V = TypeVar("V", bound=Model)


class Undoable(Game[SU, A, V]):
    """A :class:`~engine.core.Game` whose seats may take back moves (module docstring).

    The game declares ``undo_kinds`` (the action kinds that may be taken back: nothing
    hidden shown, no chance), ``undo_closers`` (event kinds that close the window: a card laid
    down, a chance card turned, a scoring) and implements :meth:`undo_window`,
    :meth:`legal_moves` and :meth:`apply_move`; ``legal_actions`` and ``apply`` come from here.
    """

    undo_kinds: ClassVar[frozenset[str]] = frozenset()
    undo_closers: ClassVar[frozenset[str]] = frozenset()
    undo_scorings: ClassVar[frozenset[str]] = frozenset()
    """Event kinds that are a scoring (among ``undo_closers``): a point they close is refused as
    ``undo.scoring`` rather than ``undo.revealed``."""

    # -------------------------------------------------------------- what the game implements
    def legal_moves(self, state: SU, seat: int) -> list[A]:
        """Every one of the game's own moves ``seat`` may make now (never an :class:`Undo`)."""
        raise NotImplementedError

    def apply_move(self, state: SU, seat: int, action: A) -> list[Event]:
        """Validate and apply one of the game's own moves; raises IllegalAction before any change."""
        raise NotImplementedError

    def undo_window(self, state: SU, seat: int) -> str | None:
        """The undo window ``seat`` acts in now, or None when it has none (not its turn, an
        auction running, the game over). Two actions share a window when their keys are equal:
        a turn's key names the turn and the seat (``"play:12:3"``), a simultaneous choice's
        names the choice only (``"pass:2"``), so every seat choosing in it keeps its own undo."""
        return None

    # -------------------------------------------------------------- the contract
    def legal_actions(self, state: SU, seat: int) -> list[A]:
        """The game's moves, then ``Undo(step)`` of ``seat``'s most recent action when it may be
        taken back now."""
        moves = self.legal_moves(state, seat)
        log = state.undo
        if not log.points:
            return moves
        point = latest(log, seat)
        if point is None or self.undo_window(state, seat) != point.window:
            return moves
        return [*moves, cast(A, Undo(step=point.step))]

    def apply(self, state: SU, seat: int, action: A) -> list[Event]:
        """Apply a move (:meth:`apply_move`) and keep what is needed to take it back, or take one
        back (an :class:`Undo`). Raises IllegalAction before any change."""
        if isinstance(action, Undo):
            return self._take_back(state, seat, action)
        log = state.undo
        kind = getattr(action, "kind", None)
        window = self.undo_window(state, seat) if log.on and kind in self.undo_kinds else None
        before = state_json(state) if window is not None else None
        events = self.apply_move(state, seat, action)
        fields = log.__dict__  # plain field writes: every action of every match passes here
        fields["step"] += 1
        if window is not None and before is not None:
            point = self._point(state, seat, action, window, before, events, fields["step"])
            if point is not None:
                kept = [p for p in log.points if p.window == window]
                if len(kept) != len(log.points):
                    self._drop(state, [p for p in log.points if p.window != window], seat, events)
                fields["points"] = [*kept, point]
                self._prune(state, seat, events)
                return events
        if log.points:
            self._drop(state, log.points, seat, events)
            fields["points"] = []
        return events

    # -------------------------------------------------------------- internals
    def _point(self, state: SU, seat: int, action: A, window: str, before: dict[str, Any], events: list[Event],
               step: int) -> UndoPoint | None:
        """The undo point of ``action`` just applied, or None when the rule closes its window
        (see the module docstring)."""
        if self.undo_window(state, seat) != window:
            return None
        for event in events:
            if event.kind in self.undo_closers:
                return None
            if event.visible_to is not None and event.visible_to - {seat}:
                return None
        changes = diff(before, state_json(state))
        chance = _chance_fields(type(state))
        if any(c.path and c.path[0] in chance for c in changes):
            return None
        return UndoPoint.from_trusted({
            "step": step, "seat": seat, "window": window, "action": action.model_dump(mode="json"),
            "said": [e.text for e in events if e.visible_to is None and e.text], "changes": changes})

    def _prune(self, state: SU, actor: int, events: list[Event]) -> None:
        """Keep only the points whose window is still open for their seat (after ``actor``'s
        action with ``events``)."""
        log = state.undo
        kept = [p for p in log.points if self.undo_window(state, p.seat) == p.window]
        if len(kept) != len(log.points):
            self._drop(state, [p for p in log.points if p not in kept], actor, events)
            log.__dict__["points"] = kept

    def _why(self, state: SU, point: UndoPoint, actor: int, events: list[Event]) -> str:
        """Why ``actor``'s action (with ``events``, ``state`` after it) drops ``point``: a key of :data:`GONE`."""
        if any(e.kind in self.undo_scorings for e in events):
            return "scoring"
        if actor != point.seat:
            return "other_seat"
        if point.seat not in self.to_act(state):
            return "turn_over"
        return "revealed"

    def _drop(self, state: SU, dropped: list[UndoPoint], actor: int, events: list[Event] | None) -> None:
        """Remember why ``dropped`` points go (``events`` None: taken back), the latest :data:`GONE_KEPT`."""
        log = state.undo
        gone = dict(log.gone)
        for p in dropped:
            gone.pop(p.step, None)
            gone[p.step] = (p.seat, "taken_back" if events is None else self._why(state, p, actor, events))
        if len(gone) > GONE_KEPT:
            gone = dict(list(gone.items())[-GONE_KEPT:])
        log.__dict__["gone"] = gone

    def _take_back(self, state: SU, seat: int, action: Undo) -> list[Event]:
        """Take back the action ``action.step`` for ``seat`` (or raise the refusal: :data:`REFUSALS`)."""
        log = state.undo
        step = action.step
        if not log.on:
            raise refusal("undo.off", step)
        if not 1 <= step <= log.step:
            raise refusal("undo.unknown", step)
        point = next((p for p in log.points if p.step == step), None)
        if point is None:
            seat_why = log.gone.get(step)
            if seat_why is not None and seat_why[0] != seat:
                raise refusal("undo.not_yours", step)
            raise refusal(GONE.get(seat_why[1], "undo.stale") if seat_why is not None else "undo.stale", step)
        if point.seat != seat:
            raise refusal("undo.not_yours", step)
        if latest(log, seat) is not point:
            raise refusal("undo.not_latest", step)
        if self.undo_window(state, seat) != point.window:
            raise refusal("undo.closed", step)
        data = state_json(state)
        if not holds(data, point.changes):
            raise refusal("undo.changed", step)
        data = put_back(data, point.changes)
        restored = type(state).model_validate(data)
        values = dict(restored.__dict__)
        values.pop("undo", None)
        state.__dict__.update(values)
        fields = log.__dict__
        self._drop(state, [point], seat, None)
        fields["points"] = [p for p in log.points if p is not point]
        fields["step"] += 1
        said = " ".join(point.said)
        events = [Event.trusted(UNDO, f"Taken back: {said}" if said else "A move is taken back.", None,
                                {"seat": seat, "step": step, "kind": point.action.get("kind"),
                                 "said": list(point.said)})]
        self._prune(state, seat, events)
        return events


__all__ = [
    "GONE",
    "GONE_KEPT",
    "REFUSALS",
    "UNDO",
    "Change",
    "Undo",
    "UndoLog",
    "UndoOffer",
    "UndoOptions",
    "UndoPoint",
    "UndoState",
    "Undoable",
    "diff",
    "holds",
    "latest",
    "new_log",
    "points_of",
    "put_back",
    "refusal",
    "state_json",
    "undo_offer",
]
