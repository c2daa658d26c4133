"""Normal level of Rescue Animals (the product bot), reading the view only (never the state).

:func:`policy_action`: claim the moment the view says a displayed animal is met (highest
protection points first); otherwise, while rolling is allowed, pick as target the displayed
animal most likely to be met within :data:`LOOKAHEAD` more rolls from the current dice
(exact, keep-what-matches, see :mod:`engine.games.rescue_animals.difficulty`), set aside the
dice that fit it and reroll the rest in one ``RollAction(keep=[...])``. Returns None
("wait") while frozen or when the seat cannot rescue. :func:`claim_or_roll` is the
claim-or-roll step every level shares; they differ only in the keep they pass it.
"""
from __future__ import annotations

from collections.abc import Callable

from engine.core import Rng
from engine.games.rescue_animals.actions import Action, RescueAction, RollAction
from engine.games.rescue_animals.difficulty import finish_probability
from engine.games.rescue_animals.matcher import partial_keep
from engine.games.rescue_animals.views import CardView, MeView, RescueView

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


def claim_or_roll(view: RescueView, keep: Callable[[RescueView], list[int]]) -> Action | None:
    """Claim an animal the dice meet; else set aside ``keep(view)`` and roll; None = wait."""
    claim = _claim(view)
    if claim is not None:
        return claim
    me = view.me
    if me is None or not me.can_roll:
        return None
    return RollAction(keep=keep(view))


def policy_action(view: RescueView, seat: int, rng: Rng) -> Action | None:
    """The product bot: claim if met, else keep what fits the likeliest target and roll; None = wait."""
    return claim_or_roll(view, keep_plan)
