"""The Hard search's rollout policy (engine/games/wildlife/ai/playout.py) is Normal's heuristic on the
fast path (issue 38): on every position of seeded games it picks what Normal picks from the seat's
view with the same random draws."""
from __future__ import annotations

import random

from engine.core import Rng
from engine.games.wildlife import GAME
from engine.games.wildlife.ai import fast as F
from engine.games.wildlife.ai.normal import bot_action
from engine.games.wildlife.ai.playout import choose
from engine.games.wildlife.state import WLOptions
from tests.engine.wildlife.fastpath import from_state


def test_the_rollout_policy_is_normal_on_the_fast_path() -> None:
    checked = 0
    kinds: set[str] = set()
    for i, (seats, options) in enumerate([(2, WLOptions()), (3, WLOptions(auction_expand=True)), (4, WLOptions()),
                                          (5, WLOptions(unlimited_abilities=True)), (6, WLOptions())]):
        state = GAME.setup(seats, options, 70 + i)
        r = random.Random(i)
        while state.phase != "over":
            (seat,) = GAME.to_act(state)
            normal = bot_action(GAME.view(state, seat), seat, Rng.from_seed(checked))
            assert normal is not None
            fast = F.to_action(choose(from_state(state), Rng.from_seed(checked)))
            assert fast == normal, (checked, seat)
            kinds.add(normal.kind)
            checked += 1
            legal = GAME.legal_moves(state, seat)
            # mostly Normal's own line, sometimes a random one, to reach positions Normal avoids
            GAME.apply(state, seat, normal if r.random() < 0.8 else r.choice(legal))
    assert checked > 1000
    assert kinds >= {"place", "use", "auction", "bid", "pass", "migrate", "expand", "attack", "upgrade",
                     "take_ability", "joker", "discard", "trade_food", "end_turn"}, kinds
