"""Easy level of Rescue Animals, from the view only: claims as Normal, but on each roll a coin
decides between a random keep (:func:`random_keep_action`, also the comparison baseline of the
benches) and Normal's keep (:func:`.normal.policy_action`)."""
from __future__ import annotations

from engine.core import Rng
from engine.games.rescue_animals.actions import Action
from engine.games.rescue_animals.views import RescueView

from .normal import claim_or_roll, policy_action


def easy_action(view: RescueView, seat: int, rng: Rng) -> Action | None:
    """Easy: claim if met; on each roll a coin decides between a random keep and the Normal keep."""
    if rng.below(2):
        return random_keep_action(view, seat, rng)
    return policy_action(view, seat, rng)


def random_keep_action(view: RescueView, seat: int, rng: Rng) -> Action | None:
    """Baseline bot: claim if met, else set aside a random subset of the dice and roll; None = wait."""
    return claim_or_roll(view, lambda v: random_keep(v, rng))


def random_keep(view: RescueView, rng: Rng) -> list[int]:
    """A random subset of the dice to set aside (never all of them; none while unrolled)."""
    me = view.me
    assert me is not None  # claim_or_roll asks only for a seat that may roll
    if not me.dice.rolled:
        return []
    n = len(me.dice.values)
    keep = [i for i in range(n) if rng.below(2)]
    if len(keep) == n:
        keep.pop(rng.below(n))
    return keep
