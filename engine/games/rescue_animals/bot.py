"""Bot policies for Rescue Animals, reading the view only (never the state).

``policy_action`` (the product bot): claim the moment the view says a displayed
animal is met (highest protection points first); otherwise, while rolling is
allowed, pick as target the displayed animal most likely to be met within
:data:`LOOKAHEAD` more rolls from the current dice (exact, keep-what-matches,
see :mod:`engine.games.rescue_animals.difficulty`), set aside the dice that fit
it and reroll the rest in one ``{"kind": "roll", "keep": [...]}`` action.
Returns None ("wait") while frozen or when the seat cannot rescue.

``random_keep_action`` (comparison baseline): same claiming, but sets aside a
random subset of the dice before each roll.

Levels (:func:`level_action`): ``"easy"`` keeps at random on half of its rolls
(:func:`easy_action`), ``"normal"`` is :func:`policy_action`, ``"hard"`` chooses
the keep from exact probabilities over the whole display
(:mod:`engine.games.rescue_animals.hard_bot`); an unknown level plays as normal.
"""
from __future__ import annotations

from collections.abc import Callable

from engine.core import Model, Rng
from engine.games.rescue_animals.actions import RescueAction, RollAction
from engine.games.rescue_animals.difficulty import finish_probability
from engine.games.rescue_animals.hard_bot import best_keep
from engine.games.rescue_animals.matcher import partial_keep
from engine.games.rescue_animals.view import CardView, MeView, RescueView

LOOKAHEAD = 1
"""Rolls of lookahead used to rank targets (1 keeps each decision cheap)."""

BLACK_DIE = 4
GRAY_DIE = 5


def _whites(me: MeView) -> list[int]:
    return me.dice.values[0:4] + me.dice.values[5:6]


def _claim(view: RescueView) -> RescueAction | None:
    me = view.me
    if me is None or not me.can_claim or not me.satisfied:
        return None
    by_uid = {c.uid: c for c in view.display if c is not None}
    best = max(me.satisfied, key=lambda u: (by_uid[u].protection, -u) if u in by_uid else (-1, -u))
    return RescueAction(card=best)


def keep_for(me: MeView, card: CardView) -> list[int]:
    """Die indices worth setting aside for ``card`` (keep-what-matches), never all dice."""
    m = partial_keep(card.requirement, me.dice.values[BLACK_DIE], _whites(me))
    keep = ([BLACK_DIE] if m.black else []) + [i if i < 4 else GRAY_DIE for i in m.whites]
    if len(keep) >= len(me.dice.values):
        keep = keep[:-1]
    return sorted(keep)


def choose_target(view: RescueView) -> CardView | None:
    """The displayed animal likeliest to be met within LOOKAHEAD rolls (ties: more protection, lower uid)."""
    me = view.me
    if me is None:
        return None
    cards = [c for c in view.display if c is not None]
    if not cards:
        return None
    if not me.dice.rolled:
        return max(cards, key=lambda c: (c.protection, -c.uid))
    black, whites = me.dice.values[BLACK_DIE], _whites(me)
    return max(cards, key=lambda c: (round(finish_probability(c.requirement, black, whites, LOOKAHEAD), 12),
                                     c.protection, -c.uid))


def keep_plan(view: RescueView) -> list[int]:
    """The dice to set aside before the next roll under the product policy ([] if unrolled)."""
    me = view.me
    if me is None or not me.dice.rolled:
        return []
    target = choose_target(view)
    return keep_for(me, target) if target is not None else []


def _claim_or_roll(view: Model, keep: Callable[[RescueView], list[int]]) -> Model | None:
    """Claim an animal the dice meet; else set aside ``keep(view)`` and roll; None = wait."""
    assert isinstance(view, RescueView)
    claim = _claim(view)
    if claim is not None:
        return claim
    me = view.me
    if me is None or not me.can_roll:
        return None
    return RollAction(keep=keep(view))


def policy_action(view: Model, seat: int, rng: Rng) -> Model | None:
    """The product bot: claim if met, else keep what fits the likeliest target and roll; None = wait."""
    return _claim_or_roll(view, keep_plan)


def hard_action(view: Model, seat: int, rng: Rng) -> Model | None:
    """Hard: claim if met, else set aside the keep with the best exact odds over the display and roll."""
    return _claim_or_roll(view, best_keep)


def easy_action(view: Model, seat: int, rng: Rng) -> Model | None:
    """Easy: claim if met; on each roll a coin decides between a random keep and the Normal keep."""
    if rng.below(2):
        return random_keep_action(view, seat, rng)
    return policy_action(view, seat, rng)


def level_action(view: Model, seat: int, rng: Rng, level: str = "normal") -> Model | None:
    """The bot at ``level`` ("easy", "normal", "hard"; anything else plays as "normal")."""
    if level == "hard":
        return hard_action(view, seat, rng)
    if level == "easy":
        return easy_action(view, seat, rng)
    return policy_action(view, seat, rng)


def random_keep_action(view: Model, seat: int, rng: Rng) -> Model | None:
    """Baseline bot: claim if met, else set aside a random subset of the dice and roll; None = wait."""
    assert isinstance(view, RescueView)
    claim = _claim(view)
    if claim is not None:
        return claim
    me = view.me
    if me is None or not me.can_roll:
        return None
    if not me.dice.rolled:
        return RollAction(keep=[])
    n = len(me.dice.values)
    keep = [i for i in range(n) if rng.below(2)]
    if len(keep) == n:
        keep.pop(rng.below(n))
    return RollAction(keep=keep)
