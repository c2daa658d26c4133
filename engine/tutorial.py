"""Learn by playing (issue 35): the engine side of a game's tutorial, pure like every rule.

A tutorial is a real match of the game, set up on a prepared deal (a fixed ``seed`` and
``options``), the learner in seat :attr:`Tutorial.learner` and bots on the other seats. The
game's ``engine/games/<game>/tutorial.py`` exposes ``TUTORIAL``, an object satisfying
:class:`Tutorial`; it never does I/O and never names a language: what the coach says is a list of
:class:`Say` (a catalog message id and its arguments) that the Discord side renders in the
learner's language (``cogs/learn.py``; how to write one: ``docs/tutorials.md``).

The protocol, in the order a match meets it:

* :meth:`Tutorial.welcome` — the coach's first lines, before the first move;
* :meth:`Tutorial.advise` — for the decision in front of the learner (from the learner's own
  view only): the step's id (the decision kind), one or two coach lines (what to do now and why,
  with the rulebook's term), the suggested action (the panel marks it), and the coverage rows the
  suggested move teaches; None while the learner has nothing to decide;
* :meth:`Tutorial.react` — after every committed move (the learner's or a bot's): the coach's
  words on what it did (the bots' moves told in the coach's words; a detour explained) and the
  coverage rows whose event happened (:class:`Section`);
* :meth:`Tutorial.hint` — a refused attempt: a hint to go with the game's own refusal;
* :meth:`Tutorial.done` / :meth:`Tutorial.farewell` — when the lesson is over and the last words.

What every script does alike is here: :func:`state_new_rules` (a rule's statement the first time
its event happens), :func:`covers` and :func:`met_in_order` (the coverage so far),
:func:`suggestion` (an action as advice holds it), :func:`farewell_next` (every farewell's last
line) and :func:`coached_runs` (a prepared deal's seed search).

:class:`Progress` is everything a tutorial remembers between moves (JSON, stored by the learn cog
so a tutorial resumes after a restart or days later); :class:`Lesson` folds moves into it, and
:func:`play_through` plays a whole tutorial offline with the service's own bot choices
(:func:`engine.core.bot_rng`), for tests, the seed search and the sandbox's simulated learner.
"""
from __future__ import annotations

import importlib
import logging
import pkgutil
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from pydantic import Field

import engine.games
from engine.core import SYSTEM, AnyGame, Event, IllegalAction, Model, bot_rng, parse_action

log = logging.getLogger(__name__)

SayArg = str | int
"""A coach line's argument: text or a number (a :class:`Say` argument goes in :attr:`Say.parts`)."""


class Say(Model):
    """One coach line: catalog message ``id`` (``learn-<prefix>-…``) with its ``args``.

    ``parts`` are arguments that are themselves messages (a card's name in the reader's
    language: ``Say("learn-mwl-card", colour="blue", number=8)``), rendered first. By
    convention an argument named ``who`` (or ending in ``-who``) is a seat number, which the
    Discord side turns into that seat's name and adds ``you`` (``"yes"``/``"no"``) so a message
    can say "You win" or "Ada wins" with a selector."""

    id: str
    args: dict[str, SayArg] = Field(default_factory=dict)
    parts: dict[str, Say] = Field(default_factory=dict)

    @classmethod
    def of(cls, msg_id: str, /, **args: SayArg | Say) -> Say:
        """``Say(msg_id, ...)`` with plain arguments and message arguments sorted apart."""
        return cls(id=msg_id, args={k: v for k, v in args.items() if not isinstance(v, Say)},
                   parts={k: v for k, v in args.items() if isinstance(v, Say)})


class Section(Model):
    """One row of a tutorial's coverage table: a rulebook section a player acts on (or a house
    ruling a player meets). ``id`` (kebab-case, unique in the tutorial) names it in
    :attr:`Progress.taught`; ``heading`` quotes the rulebook's heading ("Trump: Golden cards")
    or "House ruling: …"; ``teaches`` is the message that states the rule (what the coach says
    when it first happens). ``docs/tutorials/<game>.md`` has one table row per section."""

    id: str
    heading: str
    teaches: str


class Advice(Model):
    """The coach's advice for the decision at hand: ``step`` (the decision kind, e.g. ``lead``,
    ``follow``, ``evade``), ``lines`` (what to do now and why), ``suggested`` (the suggested
    action as the game's JSON, ``Model.model_dump(mode="json")``; None: any legal move is as
    good), and ``teaches`` (the section ids the suggested move's events teach)."""

    step: str
    lines: list[Say]
    suggested: dict[str, Any] | None = None
    teaches: list[str] = Field(default_factory=list)


class Reaction(Model):
    """The coach's words on one committed move (``lines``), the section ids whose event that
    move made happen (``taught``, new or not), and whether it was the learner's move other than
    the suggested one (``detour``)."""

    lines: list[Say] = Field(default_factory=list)
    taught: list[str] = Field(default_factory=list)
    detour: bool = False


class Progress(Model):
    """What a tutorial remembers between moves (stored as JSON by the learn cog).

    ``taught``: section ids whose event has happened, in order; ``steps``: the step of each
    decision the learner was advised on, in order; ``moves``: the learner's moves; ``detours``:
    the learner's moves other than the suggested one; ``advice``: the advice standing for the
    decision in front of the learner (None: none); ``said``: the coach's latest lines (what the
    last moves did), shown above the advice; ``finished``: the lesson is over."""

    taught: list[str] = Field(default_factory=list)
    steps: list[str] = Field(default_factory=list)
    moves: int = 0
    detours: int = 0
    advice: Advice | None = None
    said: list[Say] = Field(default_factory=list)
    finished: bool = False


@runtime_checkable
class Tutorial(Protocol):
    """A game's tutorial script (``TUTORIAL`` in ``engine/games/<game>/tutorial.py``).

    Attributes: ``game`` (the game's key), ``seats`` (how many), ``learner`` (the learner's
    seat), ``seed`` and ``options`` (the prepared deal: the match's seed and lobby options),
    ``bot_level`` (the bots' level), ``sections`` (the coverage rows, in the order the script
    teaches them), ``minutes`` (the intended length for a person who follows the coach).
    Every method reads the learner's own view only (``view``: ``game.view(state, learner)``)."""

    game: str
    seats: int
    learner: int
    seed: int
    options: Mapping[str, Any]
    bot_level: str
    sections: Sequence[Section]
    minutes: int

    def welcome(self, view: Any) -> list[Say]:
        """The coach's first lines (what the game is about, what the table shows)."""
        ...

    def advise(self, view: Any, progress: Progress) -> Advice | None:
        """The advice for the decision in front of the learner; None while they have none."""
        ...

    def react(self, view: Any, events: Sequence[Event], actor: int, progress: Progress) -> Reaction:
        """The coach's words on a move ``actor`` just made (``events``: the events the learner may
        see; ``view``: the learner's view after it; ``progress.advice``: what had been
        suggested, to tell a detour)."""
        ...

    def hint(self, view: Any, action: Mapping[str, Any], progress: Progress) -> list[Say]:
        """A hint to go with the game's refusal of ``action`` (the game's JSON) the learner tried."""
        ...

    def done(self, view: Any, progress: Progress) -> bool:
        """Whether the lesson is over (the match is then ended without a result)."""
        ...

    def farewell(self, view: Any, progress: Progress) -> list[Say]:
        """The coach's last lines (what was learned, what comes next)."""
        ...


class Lesson:
    """Folds a tutorial's moves into its :class:`Progress` (pure; the learn cog and
    :func:`play_through` both use it). ``tutorial``: the script; ``progress``: where it stands."""

    def __init__(self, tutorial: Tutorial, progress: Progress | None = None) -> None:
        self.tutorial = tutorial
        self.progress = progress if progress is not None else Progress()
        self.farewell: list[Say] = []
        """The coach's last lines, once the lesson is over."""

    def start(self, view: Any) -> None:
        """The lesson begins: the welcome, then the first advice."""
        self.progress.said = list(self.tutorial.welcome(view))
        self._advise(view)

    def moved(self, view: Any, events: Sequence[Event], actor: int) -> Reaction:
        """``actor`` made a move with ``events`` (those the learner may see); ``view`` is the
        learner's view after it. Updates the progress and returns the coach's reaction."""
        p = self.progress
        reaction = self.tutorial.react(view, events, actor, p)
        if actor == self.tutorial.learner:
            p.moves += 1
            p.detours += reaction.detour
            p.said = list(reaction.lines)
        else:
            p.said = [*p.said, *reaction.lines]  # the bots' moves after the learner's, until the learner's next
        for section in reaction.taught:
            if section not in p.taught:
                p.taught.append(section)
        if self.tutorial.done(view, p):
            p.finished = True
            p.advice = None
            self.farewell = list(self.tutorial.farewell(view, p))
            p.said = [*p.said, *self.farewell]
            return reaction
        self._advise(view)
        return reaction

    def _advise(self, view: Any) -> None:
        p = self.progress
        advice = self.tutorial.advise(view, p)
        if advice is not None and (p.advice is None or p.advice != advice):
            p.steps.append(advice.step)
        p.advice = advice


def state_new_rules(sections: Iterable[Section], progress: Progress, out: Reaction) -> Reaction:
    """Add to ``out.lines`` the statement (:attr:`Section.teaches`) of each section of ``out.taught``
    met for the first time (not in ``progress.taught``), once each, in ``out.taught``'s order, so a
    rule is stated when its event first happens; returns ``out``. Raises KeyError for an id that is
    not one of ``sections``."""
    teaches = {s.id: s.teaches for s in sections}
    stated = set(progress.taught)
    for section in out.taught:
        if section not in stated:
            stated.add(section)
            out.lines.append(Say.of(teaches[section]))
    return out


def covers(sections: Iterable[Section], taught: Iterable[str]) -> bool:
    """Whether every one of ``sections`` is among ``taught`` (the section ids met so far)."""
    return {s.id for s in sections} <= set(taught)


def met_in_order(taught: Sequence[str], first: str, *before: tuple[str, str]) -> bool:
    """Whether ``taught`` (section ids in the order met) starts with ``first`` and, for each pair
    ``(a, b)`` of ``before``, met ``a`` before ``b`` (a section not met fails the pair)."""
    at = {s: i for i, s in enumerate(taught)}
    return taught[:1] == [first] and all(a in at and b in at and at[a] < at[b] for a, b in before)


def suggestion(action: Model) -> dict[str, Any]:
    """``action`` as :attr:`Advice.suggested` holds it (the game's JSON)."""
    out: dict[str, Any] = action.model_dump(mode="json")
    return out


def farewell_next() -> Say:
    """Every farewell's last line: where to go next (``learn-farewell-next``)."""
    return Say.of("learn-farewell-next")


def seen_by(events: Sequence[Event], seat: int) -> list[Event]:
    """The events ``seat`` may see (public ones and its own)."""
    return [e for e in events if e.visible_to is None or seat in e.visible_to]


Chooser = Callable[[Any, Advice | None, list[Model]], Model]
"""How a simulated learner picks: ``(view, advice, legal actions) -> action``."""


@dataclass
class Transcript:
    """What :func:`play_through` saw: ``lines`` (the coach's lines, in order, with the step or
    the actor each follows), ``progress`` at the end, the learner's ``moves`` and everyone's
    ``actions``."""

    lines: list[tuple[str, Say]] = field(default_factory=list)
    progress: Progress = field(default_factory=Progress)
    moves: int = 0
    actions: int = 0


def prepared_state(game: AnyGame, tutorial: Tutorial) -> Any:
    """The state a lesson starts from: ``game`` set up for ``tutorial.seats`` on the prepared deal
    (``tutorial.seed``, ``tutorial.options``). Raises pydantic's ValidationError for options the
    game does not take."""
    return game.setup(tutorial.seats, game.Options.model_validate(dict(tutorial.options)), tutorial.seed)


def play_through(game: AnyGame, tutorial: Tutorial, choose: Chooser, *, limit: int = 2000) -> Transcript:
    """Play ``tutorial`` offline: the learner picks with ``choose``, the bots as the match
    service's bots would (the same view, level and :func:`engine.core.bot_rng` per version), until
    :meth:`Tutorial.done` or the match ends. Raises RuntimeError past ``limit`` actions."""
    state = prepared_state(game, tutorial)
    lesson = Lesson(tutorial)
    me = tutorial.learner
    lesson.start(game.view(state, me))
    out = Transcript(progress=lesson.progress)
    out.lines += [("welcome", s) for s in lesson.progress.said]
    if not game.turn_timer:
        return _play_real_time(game, tutorial, state, lesson, choose, out, limit)
    version = 0
    while not lesson.progress.finished and game.outcome(state) is None:
        if version >= limit:
            raise RuntimeError(f"the tutorial of {tutorial.game} did not end within {limit} actions")
        acting = sorted(game.to_act(state))
        if not acting:
            raise RuntimeError("nobody may act and the match is not over")
        seat = me if me in acting else acting[0]
        if seat == me:
            advice = lesson.progress.advice
            if advice is not None:
                out.lines += [(advice.step, s) for s in advice.lines]
            action = choose(game.view(state, me), advice, list(game.legal_actions(state, me)))
        else:
            view = game.view(state, seat)
            chosen: Model | None = game.bot_action(view, seat, bot_rng(tutorial.seed, version, seat),
                                                   tutorial.bot_level)
            action = chosen if chosen is not None else game.default_action(state, seat)
        try:
            events = game.apply(state, seat, action)
        except IllegalAction:
            if seat == me:
                raise
            events = game.apply(state, seat, game.default_action(state, seat))
        version += 1
        if seat == me:
            out.moves += 1
        reaction = lesson.moved(game.view(state, me), seen_by(events, me), seat)
        out.lines += [(f"seat {seat}", s) for s in reaction.lines]
        if lesson.progress.finished:
            out.lines += [("farewell", s) for s in lesson.farewell]
    out.actions = version
    out.progress = lesson.progress
    return out


def _play_real_time(game: AnyGame, tutorial: Tutorial, state: Any, lesson: Lesson, choose: Chooser,
                    out: Transcript, limit: int) -> Transcript:
    """:func:`play_through` for a real-time game (``Game.turn_timer`` False: everyone may act at
    once, and the game's own timers move it on), as the match service plays it for a learner at
    human pace: after each of the learner's moves every bot makes the moves it wants (one a pass,
    in seat order, until none wants one: a bot's ``None`` is "wait"), then, while the learner has
    no suggested move (the coach says wait), the game's next timer fires; then the learner moves."""
    me = tutorial.learner
    version = 0

    def commit(seat: int, action: Model) -> None:
        nonlocal version
        try:
            events = game.apply(state, seat, action)
        except IllegalAction:
            if seat != SYSTEM:
                raise
            return
        version += 1
        reaction = lesson.moved(game.view(state, me), seen_by(events, me), seat)
        out.lines.extend((f"seat {seat}", s) for s in reaction.lines)
        if lesson.progress.finished:
            out.lines.extend(("farewell", s) for s in lesson.farewell)

    while not lesson.progress.finished and game.outcome(state) is None:
        if version >= limit:
            raise RuntimeError(f"the tutorial of {tutorial.game} did not end within {limit} actions")
        moved = False
        for seat in sorted(game.to_act(state) - {me}):
            chosen: Model | None = game.bot_action(game.view(state, seat), seat,
                                                   bot_rng(tutorial.seed, version, seat), tutorial.bot_level)
            if chosen is None:
                continue
            try:
                commit(seat, chosen)
            except IllegalAction:  # the service would play the default action: here the bot waits
                continue
            moved = True
            if lesson.progress.finished or game.outcome(state) is not None:
                break
        if moved:
            continue
        advice = lesson.progress.advice
        legal = list(game.legal_actions(state, me)) if me in game.to_act(state) else []
        if legal and advice is not None and advice.suggested is not None:
            out.lines.extend((advice.step, s) for s in advice.lines)
            action = choose(game.view(state, me), advice, legal)
            commit(me, action)
            out.moves += 1
            continue
        timers = sorted(game.timers(state), key=lambda t: t.delay_s)
        if not timers:
            raise RuntimeError("nobody may act, no timer runs and the match is not over")
        commit(SYSTEM, parse_action(game, timers[0].action))
    out.actions = version
    out.progress = lesson.progress
    return out


def coached_runs(game: AnyGame, script: Tutorial, seeds: Iterable[int]) -> Iterator[tuple[int, Transcript]]:
    """For a prepared deal's seed search: each seed of ``seeds`` with the coach-following run
    (:func:`follow_coach`) of ``script`` on that deal, in order. ``script.seed`` is set to each
    seed in turn: pass a fresh script, never the game's ``TUTORIAL``."""
    for seed in seeds:
        script.seed = seed
        yield seed, play_through(game, script, follow_coach)


def follow_coach(view: Any, advice: Advice | None, legal: list[Model]) -> Model:
    """The simulated learner who follows the coach: the suggested action, else the first legal one."""
    if advice is not None and advice.suggested is not None:
        for action in legal:
            if action.model_dump(mode="json") == advice.suggested:
                return action
    return legal[0]


def suggested_action(game: AnyGame, advice: Advice | None) -> Model | None:
    """The advice's suggested action as the game's typed action (None: no suggestion)."""
    if advice is None or advice.suggested is None:
        return None
    action: Model = parse_action(game, advice.suggested)
    return action


_found: dict[str, Tutorial] | None = None


def tutorials() -> dict[str, Tutorial]:
    """Every game's tutorial by game key: ``TUTORIAL`` of each ``engine.games.<game>.tutorial``
    module there is (a game without one is left out; one that fails to import is logged)."""
    global _found
    if _found is None:
        found: dict[str, Tutorial] = {}
        for info in sorted(pkgutil.iter_modules(engine.games.__path__), key=lambda m: m.name):
            if not info.ispkg or info.name.startswith("_"):
                continue
            name = f"{engine.games.__name__}.{info.name}.tutorial"
            try:
                module = importlib.import_module(name)
            except ModuleNotFoundError as exc:
                if exc.name != name:
                    log.error("tutorial %s skipped: %s", name, exc)
                continue
            except Exception as exc:  # one broken tutorial must not take the others down
                log.error("tutorial %s skipped: %s: %s", name, type(exc).__name__, exc)
                continue
            script = getattr(module, "TUTORIAL", None)
            if isinstance(script, Tutorial):
                found[script.game] = script
        _found = found
    return _found
