"""Wildlife Adventure bot levels (issue 15): every level acts legally from its view alone
(a view rebuilt from JSON, so nothing can reach the state). (Determinism given the Rng, unknown
levels and waiting when not to act are checked for every game by tests/engine/test_conformance.py.)
Strength and CPU per decision are bench figures
(bench/bot_levels.py), not tests."""
from __future__ import annotations

from engine.games.wildlife_adventure import GAME
from engine.games.wildlife_adventure.actions import ExtendAction
from engine.games.wildlife_adventure.ai.hard import ANIMAL_POINTS, PARAMS, _Ctx, _follow_up
from engine.games.wildlife_adventure.state import WAState
from engine.games.wildlife_adventure.views import WAView, animal_view
from tests.engine.selfplay import detached, self_play


def play(seed: int, levels: list[str], keep_every: int = 0) -> list[WAState]:
    """A seeded game with one level per seat, each action legal (tests/engine/selfplay.py); sampled positions."""
    return self_play(GAME, levels, seed=seed, keep_every=keep_every).kept


def test_every_level_plays_legal_games_from_the_view_alone() -> None:
    play(1, ["easy", "normal", "hard", "hard"])
    play(2, ["hard", "easy", "normal"])
    play(3, ["hard", "hard"])


def test_hard_counts_only_unseen_animals_as_rivals() -> None:
    """Hard's rival animals are the animal spaces not in its hand, not completed, not open missions."""
    for st in play(7, ["normal"] * 4, keep_every=25):
        for seat in range(4):
            view = detached(GAME, st, seat)
            ctx = _Ctx(view, seat)
            seen = {a.id for a in view.hand} | {a.id for a in view.open_missions} | \
                {a.id for cs in view.completed for a in cs}
            assert set(ctx.unknown) == set(ANIMAL_POINTS) - seen
            # every rival card is among them (checked against the state, which Hard never reads)
            for s in range(4):
                if s != seat:
                    assert set(st.hands[s]) <= set(ctx.unknown)


def test_hard_credits_an_extension_with_the_extra_one_it_sets_up() -> None:
    """Turn plan: from the start base, an extension to EU2 sets up an extra one (2 travel vouchers)
    onto EU6; with our card for EU6 that follow-up is worth about reaching it, and nothing
    when we have no vouchers (EU2 is no green space)."""
    st = GAME.setup(4, None, 1)
    (seat,) = GAME.to_act(st)
    base = GAME.view(st, seat)
    assert isinstance(base, WAView)
    view = base.model_copy(update={"hand": [animal_view("EU6")], "open_missions": []})
    first = ExtendAction(expedition=0, to="EU2")
    with_vouchers = _follow_up(_Ctx(view, seat), view, seat, first)
    assert with_vouchers >= PARAMS["own"] - 2 * PARAMS["voucher"] - PARAMS["dead_end"]
    broke = view.model_copy(update={"vouchers": [0] * 4})
    assert _follow_up(_Ctx(broke, seat), broke, seat, first) == 0.0
