"""Easy level of Mission: Wild Life, from a seat's VIEW only: a uniformly random legal action
``EASY_RANDOM_SHARE`` per mille of the time, else Normal's choice (:mod:`.normal`).

:func:`random_action` is also the random-legal yardstick the benches and tests play against.
"""
from __future__ import annotations

from engine.core import Rng

from ..actions import Action, PassAction, PlayAction
from ..views import MWLView
from .normal import normal_action

EASY_RANDOM_SHARE = 600
"""Per mille of Easy's decisions that are a uniformly random legal action (the rest are Normal's)."""


def random_action(view: MWLView, seat: int, rng: Rng) -> Action | None:
    """A uniformly random legal action for ``seat`` from ``view``, or None if not to act."""
    if view.phase == "pass" and seat in view.to_act:
        hand = [c.id for c in view.hand]
        rng.shuffle(hand)
        return PassAction(cards=hand[:3])
    if view.phase == "play" and view.turn == seat and view.legal:
        return PlayAction(card=rng.choice(list(view.legal)))
    return None


def easy_action(view: MWLView, seat: int, rng: Rng) -> Action | None:
    """The Easy choice for ``seat``: :func:`random_action` 60% of the time, else Normal's; None
    when it is not this seat's move."""
    if rng.below(1000) < EASY_RANDOM_SHARE:
        return random_action(view, seat, rng)
    return normal_action(view, seat, rng)
