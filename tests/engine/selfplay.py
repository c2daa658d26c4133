"""One self-play driver for the bot-level tests of every game: bots at chosen levels play a
seeded game through the :class:`engine.core.Game` protocol alone, each deciding from its seat's
view rebuilt from JSON (so nothing in it can reach the state), and every move they choose must
be legal.

The conformance suite (``tests/engine/conformance.py``) already plays every game at random with
the default bot mixed in; this driver is for what a game's own bot tests look at: positions met
while bots of given levels play, and that each level plays whole legal games.
"""
from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from engine.core import SYSTEM, Game, GameOptions, Model, Rng
from tests.engine.conformance import MAX_STEPS, timer_actions

S = TypeVar("S", bound=Model)
V = TypeVar("V", bound=Model)


def detached(game: Game[S, Any, V], state: S, seat: int | None) -> V:
    """``seat``'s view (None: the spectator's) rebuilt from its JSON: it shares nothing with ``state``."""
    view = game.view(state, seat)
    return type(view).model_validate_json(view.model_dump_json())


@dataclass
class SelfPlay(Generic[S]):
    """What :func:`self_play` met: the ``final`` state, the ``kept`` positions (deep copies, in
    order) and how many ``steps`` (seat and timer actions) were played."""

    final: S
    kept: list[S] = field(default_factory=list)
    steps: int = 0


def self_play(game: Game[S, Any, Any], levels: Sequence[str], *, seed: int, options: GameOptions | None = None,
              keep_every: int = 0, keep_if: Callable[[S], bool] | None = None, max_steps: int | None = None,
              until: Callable[[S], bool] | None = None, listed: bool = True, must_act: bool = True) -> SelfPlay[S]:
    """Play a seeded game of ``len(levels)`` seats, seat ``s`` a bot at ``levels[s]`` with its own
    ``Rng.from_seed(seed * 7 + s)``, until the game is over, ``until(state)`` holds or ``max_steps``
    actions were played (left out: a game not over after the conformance suite's ``MAX_STEPS``
    actions fails).

    Each step, the seats in ``to_act`` are asked in seat order and the first bot that chooses an
    action plays it; when none does, the first running timer fires (as ``SYSTEM``). With
    ``must_act`` (the default: turn-based play) the first seat asked must choose an action; a
    real-time game, where a seat may have nothing to do while others race, passes False. Before a step,
    the state is kept (a deep copy) when ``keep_every`` divides the step number and ``keep_if``
    (if given) accepts it. With ``listed`` (the default) a bot's action must be one of
    ``legal_actions``; a game whose listing spells some legal actions one way only (Rescue Animals
    lists ``roll`` plain and accepts any ``keep``; Mission: Wild Life accepts the three cards to pass
    in any order) passes False, and ``apply`` judges alone.

    Raises AssertionError naming the seat and level when a bot's action is not listed or a bot
    that must act does not, when no bot acts and no timer runs, and when the game does not end;
    ``IllegalAction`` when ``apply`` refuses a move.
    """
    state = game.setup(len(levels), options if options is not None else game.Options(), seed)
    rngs = [Rng.from_seed(seed * 7 + s) for s in range(len(levels))]
    out: SelfPlay[S] = SelfPlay(final=state)
    while game.outcome(state) is None and not (until is not None and until(state)):
        if max_steps is not None and out.steps >= max_steps:
            break
        assert out.steps < MAX_STEPS, f"the game did not end within {MAX_STEPS} actions"
        if keep_every and out.steps % keep_every == 0 and (keep_if is None or keep_if(state)):
            out.kept.append(copy.deepcopy(state))
        for seat in sorted(game.to_act(state)):
            action = game.bot_action(detached(game, state, seat), seat, rngs[seat], levels[seat])
            assert action is not None or not must_act, (seat, levels[seat], "chose no action")
            if action is not None:
                assert not listed or action in game.legal_actions(state, seat), (seat, levels[seat], action)
                game.apply(state, seat, action)
                break
        else:
            timers = timer_actions(game, state)
            assert timers, f"no bot acts among seats {sorted(game.to_act(state))} and no timer runs"
            game.apply(state, SYSTEM, timers[0])
        out.steps += 1
    return out
