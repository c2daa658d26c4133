"""The conformance checks every game must pass, written once against :class:`engine.core.Game`.

Each ``check_*`` function takes a game (anything satisfying the protocol) and what to look at,
uses the protocol only (``setup``, ``to_act``, ``legal_actions``, ``apply``, ``view``, ``outcome``,
``default_action``, ``bot_action``, ``bot_delay``, ``timers``, ``private_texts``, ``setup_events``,
``State``, ``action_adapter``, ``Options``), and raises :class:`ConformanceError` naming the case,
seat and action when the game breaks the contract. ``tests/engine/test_conformance.py`` runs them
over every registered game; ``tests/engine/test_conformance_faults.py`` plants each fault in a
broken toy game and sees it caught.

The contract (engine/core.py; DESIGN.md "Testing"; issue 20):

* random legal play ends within :data:`MAX_STEPS` actions (:func:`play`);
* setup is deterministic and the action log, stored as JSON and parsed back through
  ``action_adapter``, replays from ``setup`` to the identical state (:func:`check_replay`);
* states and views round-trip through JSON, and a reloaded state plays on identically
  (:func:`check_json_round_trip`);
* no view of a seat, nor the spectator view, holds another seat's ``private_texts``
  (:func:`check_views_hide_private_texts`);
* every legal action applies; an action not in ``legal_actions`` (another seat's, another
  moment's, or any after the end) raises ``IllegalAction`` and leaves the state's JSON as it was
  (:func:`check_legal_actions_apply`, :func:`check_illegal_actions_change_nothing`);
* ``default_action`` is legal for every seat in ``to_act`` (:func:`check_default_action`);
* each bot level decides from the view alone: a legal action (or None), the same one for the
  same view and rng, whatever else the game has computed meanwhile (:func:`check_bots`);
* taking back (issue 36, :mod:`engine.undo`): an :class:`~engine.undo.Undo` is offered to a seat
  only for its own action, only while it is still to act and no other seat has acted since
  (unless the action was a simultaneous choice: several seats to act), never when the match's
  ``undo`` option is off (:func:`play`, :func:`check_undo_window`); an action that may be taken
  back revealed nothing hidden to anyone and used no chance, and applying it then the undo gives
  the state before it (its ``undo.step`` aside: the log's clock) and the same view for every seat;
  a repeated, forged or foreign undo raises and changes nothing; the log with the undo replays to
  the same state (:func:`check_undo`).

"Legal" for an action a game builds (default, bot, timer) means ``apply`` accepts it on a copy
of the state: Rescue Animals lists ``roll`` plain and accepts any ``keep``, Mission: Wild Life
accepts the three cards to pass in any order. Likewise an unlisted action ``apply`` accepts is
no fault when it is another spelling of a listed one, i.e. leaves the state exactly as one of the
listed actions does (WildLife fills in the one opponent of an Arrowhead choice).

A private text may also be public when the seat that held it played it in plain sight: the card
a seat plays shows in the spectator view while the next deal may put it in a hand again (Mission:
Wild Life's last trick of the previous round stays shown after the re-deal). :func:`play` records
such texts (the acting seat held them just before acting, and a public event of that action names
them, or names one form of it while the spectator view newly shows the others: an event names a
card by its id, the view also by its label) for as long as the spectator view keeps showing them;
only those are exempt.
"""
from __future__ import annotations

import copy
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from engine.core import BOT_LEVELS, DEFAULT_BOT_LEVEL, SYSTEM, AnyGame, GameOptions, IllegalAction, Model, Rng
from engine.replay import replay
from engine.undo import Undo, UndoState

MAX_STEPS = 20_000
"""Most actions (seat and timer actions together) a random game may take before it counts as endless."""
SAMPLES = 24
"""About how many states of a playthrough are kept for the per-state checks (evenly spread, ends included)."""
TIMER_SHARE = 8
"""Percent of the steps of a real-time game at which a running timer fires instead of a seat acting."""
BOT_SHARE = 50
"""Percent of the seat actions chosen by the default-level bot rather than uniformly among the legal ones
(every level is checked by :func:`check_bots`; the hard ones are too slow to play whole games here)."""
UNDO_SHARE = 15
"""Percent of the steps at which a seat that may take back its latest action does so (when one may)."""


class ConformanceError(AssertionError):
    """A game broke the contract; the message names the property, the case, the seat and the action."""


@dataclass(frozen=True)
class Case:
    """One game set up one way: ``seats`` players, ``options``, ``seed``; ``play_seed`` drives the random play."""

    game: AnyGame
    seats: int
    options: GameOptions
    seed: int
    play_seed: int = 0

    @property
    def id(self) -> str:
        """A short test id: ``"toy-3p-target=5-s1"``."""
        changed = self.options.model_dump(exclude_defaults=True)
        opts = ",".join(f"{k}={v}" for k, v in sorted(changed.items())) or "default"
        return f"{self.game.key}-{self.seats}p-{opts}-s{self.seed}"

    def setup(self) -> Model:
        """A fresh state of this case."""
        state: Model = self.game.setup(self.seats, self.options, self.seed)
        return state


@dataclass(frozen=True)
class Sample:
    """A copy of a state met in play, with the private texts that are ``public`` then (played in
    plain sight and still shown to spectators; see the module docstring)."""

    state: Model
    public: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Undoable:
    """An action met in play that could be taken back right after: ``before`` (the JSON of the
    state it was applied to), the ``seat`` and the ``action``; ``simultaneous``: several seats were
    to act then."""

    before: str
    seat: int
    action: Model
    simultaneous: bool


@dataclass
class Playthrough:
    """A random legal game of ``case``: the ``final`` state, the ``log`` of ``(seat, action JSON)``
    as the service stores it, ``samples`` (states along the way, evenly spread, ends included),
    ``pool`` (every action any listing offered any seat, for the illegal-action checks),
    ``undoables`` (every action that could be taken back right after it) and ``undone`` (how many
    undos the log holds)."""

    case: Case
    final: Model
    log: list[tuple[int, str]] = field(default_factory=list)
    samples: list[Sample] = field(default_factory=list)
    pool: list[Model] = field(default_factory=list)
    undoables: list[Undoable] = field(default_factory=list)
    undone: int = 0

    def spread(self, count: int) -> list[Sample]:
        """At most ``count`` samples, evenly spread over the game, first and last included."""
        return spread(self.samples, count)


T = TypeVar("T")


def spread(items: Sequence[T], count: int | None) -> list[T]:
    """At most ``count`` of ``items`` (all if None), evenly spread, first and last included."""
    if count is None or len(items) <= count:
        return list(items)
    if count <= 1:
        return list(items[:count])
    last = len(items) - 1
    return [items[round(i * last / (count - 1))] for i in range(count)]


def _fail(what: str, case: Case, detail: str) -> ConformanceError:
    return ConformanceError(f"{what} [{case.id}]: {detail}")


def copy_state(state: Model) -> Model:
    """A deep copy of ``state`` (nothing shared with the original)."""
    return copy.deepcopy(state)


def dump(model: Model) -> str:
    """The JSON the service would store for ``model``."""
    return model.model_dump_json()


def timer_actions(game: AnyGame, state: Model) -> list[Model]:
    """The actions of the timers ``state`` asks for, parsed as the service parses them."""
    return [game.action_adapter.validate_python(t.action) for t in game.timers(state)]


def acting_seats(game: AnyGame, state: Model) -> list[int]:
    """Seats in ``to_act``, then ``SYSTEM`` if a timer runs (the service acts for the timers)."""
    seats = sorted(game.to_act(state))
    return [*seats, SYSTEM] if game.timers(state) else seats


def accepts(game: AnyGame, state: Model, seat: int, action: Model) -> str | None:
    """None if ``apply`` takes ``action`` from ``seat`` on a copy of ``state``, else the refusal's reason."""
    try:
        game.apply(copy_state(state), seat, action)
    except IllegalAction as exc:
        return exc.reason
    return None


# ------------------------------------------------------------------ random play

def _choose(game: AnyGame, state: Model, rng: Rng, case: Case) -> tuple[int, Model]:
    """One random legal move: a firing timer, a bot's choice, or a uniform pick among the legal actions."""
    seats = sorted(game.to_act(state))
    timers = timer_actions(game, state)
    if timers and (not seats or rng.below(100) < TIMER_SHARE):
        return SYSTEM, timers[0]
    if not seats:
        raise _fail("play", case, "the game is not over but no seat may act and no timer runs")
    owners = sorted({p.seat for p in state.undo.points}) if isinstance(state, UndoState) else []
    if owners and rng.below(100) < UNDO_SHARE:  # a seat takes back (not always one to act: a choice made)
        owner = rng.choice(owners)
        undos = offered_undos(game, state, owner)
        if undos:
            return owner, undos[0]
    seat = rng.choice(seats)
    if rng.below(100) < BOT_SHARE:
        action = game.bot_action(game.view(state, seat), seat, rng, DEFAULT_BOT_LEVEL)
        if action is not None:
            return seat, action
    legal = game.legal_actions(state, seat)
    if legal:
        return seat, rng.choice(legal)
    if timers:
        return SYSTEM, timers[0]
    if len(seats) > 1:  # another seat may be able to act (e.g. one that has chosen already)
        for other in seats:
            legal = game.legal_actions(state, other)
            if legal:
                return other, rng.choice(legal)
    raise _fail("play", case, f"seat {seat} is to act but has no legal action and no timer runs")


def play(case: Case, *, max_steps: int = MAX_STEPS, samples: int = SAMPLES) -> Playthrough:
    """Play ``case`` to its end with random legal moves (bots mixed in, timers firing as ``SYSTEM``).

    Raises ConformanceError if the game has not ended after ``max_steps`` actions, if no one can
    move, or if a chosen move (a listed action, a bot's, a timer's) is refused.
    """
    game = case.game
    state = case.setup()
    rng = Rng.from_seed(case.play_seed ^ 0x5EED)
    out = Playthrough(case=case, final=state)
    public: frozenset[str] = frozenset()
    kept: list[Sample] = [Sample(copy_state(state))]
    stride = 1
    seen: set[str] = set()
    takes_back = isinstance(state, UndoState)
    taken: dict[int, tuple[int, bool]] = {}  # log step -> (seat, simultaneous) of every action
    for step in range(1, max_steps + 1):
        if game.outcome(state) is not None:
            break
        if step % stride == 0:  # the listings of the states kept (and of those thinned out later)
            for seat in [*range(case.seats), SYSTEM]:
                for action in game.legal_actions(state, seat):
                    text = dump(action)
                    if text not in seen:
                        seen.add(text)
                        out.pool.append(action)
        seat, action = _choose(game, state, rng, case)
        held = game.private_texts(state, seat) if seat != SYSTEM else set()
        spectator_before = dump(game.view(state, None)) if held else ""
        before = dump(state) if takes_back else ""
        simultaneous = len(game.to_act(state)) > 1
        try:
            events = game.apply(state, seat, action)
        except IllegalAction as exc:
            raise _fail("play", case, f"seat {seat}'s move {action!r} was refused: {exc.reason}") from exc
        out.log.append((seat, json.dumps(action.model_dump(mode="json"))))
        taken[len(out.log)] = (seat, simultaneous)
        if isinstance(action, Undo):
            out.undone += 1
        if takes_back:
            offers = check_undo_window(game, case, state, taken)
            for undo in offers:
                text = dump(undo)
                if text not in seen:
                    seen.add(text)
                    out.pool.append(undo)
            if not isinstance(action, Undo) and any(o.step == len(out.log) for o in offers):
                out.undoables.append(Undoable(before, seat, action, simultaneous))
        announced = "\n".join(e.text + json.dumps(e.data, ensure_ascii=False) for e in events if e.visible_to is None)
        shown = _found(held, announced) if held else []
        if shown:  # the thing played is named in one form (a card id); its other forms show as it does
            spectator = dump(game.view(state, None))
            shown = sorted({*shown, *(h for h in _found(held, spectator) if h not in spectator_before)})
        if public or shown:
            public = frozenset(_found(public | set(shown), dump(game.view(state, None))))
        if step % stride == 0:
            kept.append(Sample(copy_state(state), public))
            if len(kept) > 2 * samples:
                kept = kept[::2]
                stride *= 2
    else:
        if game.outcome(state) is None:
            raise _fail("termination", case, f"the game did not end within {max_steps} actions")
    if dump(kept[-1].state) != dump(state):
        kept.append(Sample(copy_state(state), public))
    out.samples = kept
    return out


def check_outcome(pt: Playthrough) -> None:
    """The ended game has an outcome with a place and a score per seat (a winner placed 1), nobody to
    act and no timer running."""
    game, case, state = pt.case.game, pt.case, pt.final
    outcome = game.outcome(state)
    if outcome is None:
        raise _fail("termination", case, "the playthrough ended without an outcome")
    if len(outcome.places) != case.seats or len(outcome.scores) != case.seats or min(outcome.places) != 1:
        raise _fail("termination", case, f"outcome {outcome!r} does not place every seat with a winner")
    if game.to_act(state):
        raise _fail("termination", case, f"seats {game.to_act(state)} are to act after the end")
    if game.timers(state):
        raise _fail("termination", case, f"timers {game.timers(state)} still run after the end")


# ------------------------------------------------------------------ replay and JSON

def check_replay(pt: Playthrough) -> None:
    """``setup`` twice gives the same state, and the JSON log parsed through ``action_adapter``
    replays from it to a state identical to the played one, also through :func:`engine.replay.replay`
    (options as the service stores them)."""
    game, case = pt.case.game, pt.case
    first, again = case.setup(), case.setup()
    if dump(first) != dump(again):
        raise _fail("replay", case, "setup with the same seats, options and seed gave two different states")
    if game.setup_events(first) != game.setup_events(again):
        raise _fail("replay", case, "setup_events differ between two identical setups")
    state = again
    for i, (seat, line) in enumerate(pt.log):
        action = game.action_adapter.validate_json(line)
        try:
            game.apply(state, seat, action)
        except IllegalAction as exc:
            raise _fail("replay", case, f"logged action {i} ({seat}, {line}) was refused: {exc.reason}") from exc
    if dump(state) != dump(pt.final) or state != pt.final:
        raise _fail("replay", case, f"replaying {len(pt.log)} logged actions gave a different state")
    stored = replay(game, case.seats, case.options.model_dump(mode="json"), case.seed, pt.log)
    if dump(stored) != dump(pt.final):
        raise _fail("replay", case, "engine.replay (the service's path: options as stored) gave a different state")


def check_json_round_trip(game: AnyGame, case: Case, state: Model) -> None:
    """``state`` and every view of it (each seat's and the spectator's) come back equal from their
    JSON, the view as the type ``view`` returned; the reloaded state plays on identically."""
    text = dump(state)
    back = game.State.model_validate_json(text)
    if back != state or dump(back) != text:
        raise _fail("state JSON", case, "the state does not come back equal from its JSON")
    for viewer in [None, *range(case.seats)]:
        view = game.view(state, viewer)
        again = type(view).model_validate_json(dump(view))
        if again != view or dump(again) != dump(view):
            raise _fail("view JSON", case, f"the view of {viewer} does not come back equal from its JSON")
    for seat in acting_seats(game, state):
        legal = timer_actions(game, state) if seat == SYSTEM else game.legal_actions(state, seat)
        if legal:
            game.apply(back, seat, legal[0])
            played = copy_state(state)
            game.apply(played, seat, legal[0])
            if dump(back) != dump(played):
                raise _fail("state JSON", case, f"the reloaded state plays {legal[0]!r} differently")
            break


# ------------------------------------------------------------------ hidden information

def _forms(text: str) -> tuple[str, str]:
    """``text`` as it stands and as JSON escapes it (quotes, backslashes, control characters)."""
    return text, json.dumps(text, ensure_ascii=False)[1:-1]


def _found(texts: Iterable[str], blob: str) -> list[str]:
    return sorted(t for t in texts if any(form in blob for form in _forms(t)))


def check_views_hide_private_texts(game: AnyGame, case: Case, state: Model,
                                   public: frozenset[str] = frozenset()) -> None:
    """No view holds another seat's private texts: for each viewer (every seat, and the spectator)
    and each other seat, none of that seat's ``private_texts`` that the viewer does not hold too
    (nor ``public``: played in plain sight, see :class:`Sample`) appears in the viewer's view
    JSON, as written or JSON-escaped. A seat's own private texts show somewhere in its own view
    (else the check would look for strings no view renders)."""
    private = {s: game.private_texts(state, s) for s in range(case.seats)}
    for viewer in [None, *range(case.seats)]:
        blob = dump(game.view(state, viewer))
        mine = private[viewer] if viewer is not None else set()
        if mine and not _found(mine, blob):
            raise _fail("hidden information", case,
                        f"none of seat {viewer}'s private texts {sorted(mine)[:3]}... is in its own view")
        for other in range(case.seats):
            if other == viewer:
                continue
            leaked = _found(private[other] - mine - public, blob)
            if leaked:
                who = "the spectator" if viewer is None else f"seat {viewer}"
                raise _fail("hidden information", case, f"{who} sees seat {other}'s {leaked[:3]}")


# ------------------------------------------------------------------ actions

def check_legal_actions_apply(game: AnyGame, case: Case, state: Model, *, limit: int | None = None) -> None:
    """Every listed legal action of every acting seat (and every running timer's action, as
    ``SYSTEM``) applies to a copy of ``state`` without IllegalAction (``limit``: at most that many
    per seat, evenly spread over the listing)."""
    for seat in acting_seats(game, state):
        listed = list(game.legal_actions(state, seat))
        if seat == SYSTEM:
            listed += timer_actions(game, state)
        for action in spread(listed, limit):
            reason = accepts(game, state, seat, action)
            if reason is not None:
                raise _fail("legal actions", case, f"seat {seat}'s legal {action!r} was refused: {reason}")


def check_illegal_actions_change_nothing(game: AnyGame, case: Case, state: Model, pool: Sequence[Model], *,
                                         limit: int | None = None) -> int:
    """Every action of ``pool`` that is not in ``legal_actions(state, seat)``, applied by ``seat``
    (each seat and ``SYSTEM``), raises IllegalAction and leaves the state's JSON as it was, unless
    it is another spelling of a listed action (the state after it equals the state after one of
    them; see the module docstring). ``limit``: at most that many of ``pool`` per seat, evenly
    spread. Returns how many actions were tried."""
    before = dump(state)
    work = copy_state(state)
    actions = {dump(a): a for a in pool}
    tried = 0
    for seat in [*range(case.seats), SYSTEM]:
        listed = game.legal_actions(state, seat)
        legal = {dump(a) for a in listed}
        for action in spread([a for t, a in actions.items() if t not in legal], limit):
            tried += 1
            try:
                game.apply(work, seat, action)
            except IllegalAction:
                if dump(work) != before:
                    raise _fail("illegal actions", case,
                                f"refusing seat {seat}'s {action!r} changed the state") from None
                continue
            after, work = dump(work), copy_state(state)
            if not any(_after(game, state, seat, a) == after for a in listed):
                raise _fail("illegal actions", case, f"seat {seat}'s {action!r} is not legal now but was accepted")
    return tried


def _after(game: AnyGame, state: Model, seat: int, action: Model) -> str | None:
    """The JSON of a copy of ``state`` after ``seat`` applies ``action``, or None if refused."""
    work = copy_state(state)
    try:
        game.apply(work, seat, action)
    except IllegalAction:
        return None
    return dump(work)


def check_default_action(game: AnyGame, case: Case, state: Model) -> None:
    """``default_action(state, seat)`` for each seat in ``to_act`` leaves ``state`` as it was and is
    accepted by ``apply``. In a real-time game (``turn_timer`` False) ``to_act`` names the seats
    still in the round, who may have nothing to do for a moment (Rescue Animals' countdown): there
    the check covers the seats with a legal action now; in a turn-based game every seat in
    ``to_act`` must have one."""
    before = dump(state)
    for seat in sorted(game.to_act(state)):
        if not game.legal_actions(state, seat):
            if game.turn_timer:
                raise _fail("default action", case, f"seat {seat} is to act but has no legal action")
            continue
        action = game.default_action(state, seat)
        if dump(state) != before:
            raise _fail("default action", case, f"default_action for seat {seat} changed the state")
        reason = accepts(game, state, seat, action)
        if reason is not None:
            raise _fail("default action", case, f"seat {seat}'s default {action!r} is illegal: {reason}")


def check_bots(game: AnyGame, case: Case, state: Model, other: Model, *, rng_seed: int = 7) -> None:
    """Each bot level decides from the view alone, for each seat in ``to_act``: given a copy of the
    view rebuilt from its JSON it returns None or an action ``apply`` accepts, and it returns the
    same action again for the same view and rng after the game has built views of ``other`` (another
    state) in between, so nothing but the view and the rng steers it. An unknown level plays as
    ``"normal"``; a seat not in ``to_act`` waits (None) at every level. ``bot_delay`` is a number >= 0."""
    for seat in sorted(game.to_act(state)):
        delay = game.bot_delay(state, seat)
        if not delay >= 0:
            raise _fail("bots", case, f"bot_delay for seat {seat} is {delay!r}")
        view = game.view(state, seat)
        text = dump(view)
        for level in BOT_LEVELS:
            first = game.bot_action(type(view).model_validate_json(text), seat, Rng.from_seed(rng_seed), level)
            if first is not None:
                reason = accepts(game, state, seat, first)
                if reason is not None:
                    raise _fail("bots", case, f"the {level} bot of seat {seat} chose illegal {first!r}: {reason}")
            for s in [None, *range(case.seats)]:
                game.view(other, s)  # whatever the game caches or remembers now comes from another state
            second = game.bot_action(type(view).model_validate_json(text), seat, Rng.from_seed(rng_seed), level)
            if dump_or_none(first) != dump_or_none(second):
                raise _fail("bots", case, f"the {level} bot of seat {seat} chose {first!r}, then {second!r} "
                                          "from the same view and rng")
        normal = game.bot_action(type(view).model_validate_json(text), seat, Rng.from_seed(rng_seed), DEFAULT_BOT_LEVEL)
        unknown = game.bot_action(type(view).model_validate_json(text), seat, Rng.from_seed(rng_seed), "grandmaster")
        if dump_or_none(normal) != dump_or_none(unknown):
            raise _fail("bots", case, f"an unknown level chose {unknown!r} where {DEFAULT_BOT_LEVEL} chose {normal!r}")
    for seat in sorted(set(range(case.seats)) - game.to_act(state)):
        for level in BOT_LEVELS:
            action = game.bot_action(game.view(state, seat), seat, Rng.from_seed(rng_seed), level)
            if action is not None:
                raise _fail("bots", case, f"the {level} bot of seat {seat}, not to act, chose {action!r}")


# ------------------------------------------------------------------ taking back (issue 36)

def offered_undos(game: AnyGame, state: Model, seat: int) -> list[Undo]:
    """The :class:`~engine.undo.Undo` actions ``legal_actions`` lists for ``seat``."""
    return [a for a in game.legal_actions(state, seat) if isinstance(a, Undo)]


def check_undo_window(game: AnyGame, case: Case, state: Model, taken: dict[int, tuple[int, bool]]) -> list[Undo]:
    """Every undo offered in ``state`` keeps the window rule, given ``taken`` (log step -> the seat
    that took that action and whether several seats were to act then): an undo names an action of
    the seat it is offered to; every later action is that seat's own, unless the action was a
    simultaneous choice; the seat is still to act, unless it was a simultaneous choice; and none is
    offered when the match's ``undo`` option is off. Returns the undos offered. Looks only when the
    state keeps something to take back (an :class:`~engine.undo.UndoState` with points)."""
    if not isinstance(state, UndoState) or not state.undo.points:
        return []
    offers: list[Undo] = []
    to_act = game.to_act(state)
    last = max(taken, default=0)
    for seat in range(case.seats):
        for undo in offered_undos(game, state, seat):
            offers.append(undo)
            if getattr(case.options, "undo", True) is False:
                raise _fail("undo window", case, f"seat {seat} is offered {undo!r} though the match's undo option is off")
            if undo.step not in taken or taken[undo.step][0] != seat:
                raise _fail("undo window", case, f"seat {seat} is offered {undo!r}, which names no action of its own")
            simultaneous = taken[undo.step][1]
            others = sorted({taken[k][0] for k in range(undo.step + 1, last + 1)} - {seat})
            if others and not simultaneous:
                raise _fail("undo window", case, f"seat {seat} is offered {undo!r} after seats {others} acted")
            if seat not in to_act and not simultaneous:
                raise _fail("undo window", case, f"seat {seat} is offered {undo!r} though it is not to act")
    return offers


def rngs(value: object) -> list[Rng]:
    """Every :class:`~engine.core.Rng` in ``value`` (a model, walked through its fields, lists and dicts)."""
    if isinstance(value, Rng):
        return [value]
    if isinstance(value, Model):
        return [r for name in type(value).model_fields for r in rngs(getattr(value, name))]
    if isinstance(value, list | tuple):
        return [r for v in value for r in rngs(v)]
    if isinstance(value, dict):
        return [r for v in value.values() for r in rngs(v)]
    return []


def without_clock(state: Model) -> dict[str, object]:
    """The JSON data of ``state`` without ``undo.step`` (the log's clock, which an undo moves on)
    and ``undo.gone`` (its history of dropped points, which an undo adds to); compare it with
    :func:`same_json` (key order counts: the stored JSON must be the same)."""
    data: dict[str, object] = json.loads(dump(state))
    log = data.get("undo")
    if isinstance(log, dict):
        log.pop("step", None)
        log.pop("gone", None)
    return data


def same_json(a: object, b: object) -> bool:
    """Whether two JSON values are the same, dict key order included."""
    return json.dumps(a) == json.dumps(b)


def _refused(game: AnyGame, state: Model, seat: int, action: Model) -> bool:
    """Whether ``apply`` refuses ``action`` from ``seat`` on ``state`` and leaves it as it was
    (``state`` itself is not changed either way)."""
    work = copy_state(state)
    before = dump(work)
    try:
        game.apply(work, seat, action)
    except IllegalAction:
        return dump(work) == before
    return False


def undo_sample(undoables: Sequence[Undoable], count: int | None) -> list[Undoable]:
    """At most about ``count`` of ``undoables`` (all if None), evenly spread, and the first of each
    action kind met, so every kind reached is checked."""
    picked = spread(undoables, count)
    kinds = {getattr(u.action, "kind", "") for u in picked}
    for u in undoables:
        kind = getattr(u.action, "kind", "")
        if kind not in kinds:
            kinds.add(kind)
            picked.append(u)
    return picked


def check_undo(game: AnyGame, case: Case, undoable: Undoable) -> None:
    """``undoable.action``, applied to ``undoable.before`` by its seat and then taken back:

    * it revealed nothing hidden: no view (each seat's, the spectator's) after it shows a private
      text (any seat's ``private_texts``, before or after) that the same view did not show before;
    * it used no chance: every :class:`~engine.core.Rng` in the state is as it was;
    * the undo offered for it names it, and applying the undo gives the state before the action
      (``undo.step`` aside) with ``undo.step`` two further on, and the very same view for every
      seat and the spectator;
    * the same undo again (a double click), an undo of a later, an earlier or a forged step, and
      the undo from any other seat (or ``SYSTEM``) are each refused and change nothing;
    * the action and the undo, stored as JSON and parsed back, replay to the same state.
    """
    seat, action = undoable.seat, undoable.action
    start = game.State.model_validate_json(undoable.before)
    after = copy_state(start)
    game.apply(after, seat, action)
    what = f"seat {seat}'s {action!r}"
    texts = set().union(*(game.private_texts(start, s) | game.private_texts(after, s) for s in range(case.seats)))
    for viewer in [None, *range(case.seats)]:
        shown = set(_found(texts, dump(game.view(after, viewer)))) - set(_found(texts, dump(game.view(start, viewer))))
        if shown:
            who = "the spectator" if viewer is None else f"seat {viewer}"
            raise _fail("undo", case, f"{what} may be taken back, but {who} now sees {sorted(shown)[:3]} "
                                      "it did not see before")
    if [r.state for r in rngs(start)] != [r.state for r in rngs(after)]:
        raise _fail("undo", case, f"{what} may be taken back, but it used chance (an Rng moved)")
    if not isinstance(start, UndoState):
        raise _fail("undo", case, f"{what} is offered for taking back, but the state keeps no undo log")
    step = start.undo.step + 1  # the log step the action took
    offers = offered_undos(game, after, seat)
    undo = next((u for u in offers if u.step == step), None)
    if undo is None:
        raise _fail("undo", case, f"no undo of step {step} is offered after {what} (offered: {offers})")
    back = copy_state(after)
    try:
        game.apply(back, seat, undo)
    except IllegalAction as exc:
        raise _fail("undo", case, f"the offered {undo!r} of {what} was refused: {exc.reason}") from exc
    if not same_json(without_clock(back), without_clock(start)):
        old, new = without_clock(start), without_clock(back)
        fields = sorted(k for k in old.keys() | new.keys() if not same_json(old.get(k), new.get(k)))
        raise _fail("undo", case, f"taking back {what} does not give the state before it (fields {fields})")
    if not isinstance(back, UndoState) or back.undo.step != step + 1:
        raise _fail("undo", case, f"taking back {what} did not count the undo as the log's next action")
    for viewer in [None, *range(case.seats)]:
        if dump(game.view(back, viewer)) != dump(game.view(start, viewer)):
            who = "the spectator's" if viewer is None else f"seat {viewer}'s"
            raise _fail("undo", case, f"after taking back {what}, {who} view differs from the one before it")
    if not _refused(game, back, seat, undo):
        raise _fail("undo", case, f"a second undo of {what} (a double click) was accepted")
    for other in [*range(case.seats), SYSTEM]:
        if other != seat and not _refused(game, after, other, undo):
            raise _fail("undo", case, f"seat {other} may take back {what}")
    for forged in (step + 1, step - 1, step + 1000, 0, -1):
        if not _refused(game, after, seat, Undo(step=forged)):
            raise _fail("undo", case, f"an undo of step {forged} (not the action's) was accepted after {what}")
    replayed = game.State.model_validate_json(undoable.before)
    for line in (dump(action), dump(undo)):
        game.apply(replayed, seat, game.action_adapter.validate_json(line))
    if dump(replayed) != dump(back):
        raise _fail("undo", case, f"{what} and its undo, parsed from JSON, replay to a different state")


def dump_or_none(action: Model | None) -> str | None:
    """The action's JSON, or None."""
    return None if action is None else dump(action)


def check_all(case: Case) -> Playthrough:
    """Every check on one random playthrough of ``case`` (for the planted-fault tests)."""
    pt = play(case)
    check_outcome(pt)
    check_replay(pt)
    for undoable in pt.undoables:
        check_undo(case.game, case, undoable)
    for i, sample in enumerate(pt.samples):
        other = pt.samples[(i + len(pt.samples) // 2) % len(pt.samples)].state
        check_json_round_trip(case.game, case, sample.state)
        check_views_hide_private_texts(case.game, case, sample.state, sample.public)
        check_legal_actions_apply(case.game, case, sample.state)
        check_illegal_actions_change_nothing(case.game, case, sample.state, pt.pool)
        check_default_action(case.game, case, sample.state)
        check_bots(case.game, case, sample.state, other)
    return pt


def check_default_play_ends(case: Case, *, max_steps: int = MAX_STEPS) -> None:
    """In a turn-based game (``turn_timer``), seats that only ever time out (``default_action`` each
    time) still bring the game to its end within ``max_steps`` actions."""
    game = case.game
    state = case.setup()
    for _ in range(max_steps):
        if game.outcome(state) is not None:
            return
        seats = sorted(game.to_act(state))
        if not seats:
            raise _fail("default play", case, "the game is not over but no seat is to act")
        game.apply(state, seats[0], game.default_action(state, seats[0]))
    raise _fail("default play", case, f"default actions alone did not end the game within {max_steps} actions")


def garble(action: Model, values: Sequence[int]) -> dict[str, object]:
    """``action``'s fields with its int fields (top level) replaced by ``values`` in turn (as JSON data)."""
    data = action.model_dump(mode="json")
    ints = iter(values)
    for name, value in data.items():
        if isinstance(value, int) and not isinstance(value, bool):
            data[name] = next(ints, value)
    return data
