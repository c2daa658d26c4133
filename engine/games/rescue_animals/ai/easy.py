"""Easy level of Rescue Animals, from the view only: claims as Normal, but on each roll a coin
decides between a random keep (:func:`random_keep_action`, also the comparison baseline of the
benches) and Normal's keep (:func:`.normal.policy_action`)."""
from __future__ import annotations

from engine.core import Rng
from engine.games.rescue_animals.actions import Action, RollAction
from engine.games.rescue_animals.views import RescueView

from .normal import claim_now, policy_action


def easy_action(view: RescueView, seat: int, rng: Rng) -> Action | None:
    """Easy: claim if met; on each roll a coin decides between a random keep and the Normal keep."""
    if rng.below(2):
        return random_keep_action(view, seat, rng)
    return policy_action(view, seat, rng)


def random_keep_action(view: RescueView, seat: int, rng: Rng) -> Action | None:
    """Baseline bot: claim if met, else set aside a random subset of the dice and roll; None = wait."""
    claim = claim_now(view)
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
