"""The Hard bot of Wildlife Adventure (ai/hard.py): the positions it samples agree with what the seat
has seen, it searches the actions that matter, it never plays an undo, and it finds the obvious
move. (Strength and CPU per decision are bench figures: bench/bot_levels.py.)"""
from __future__ import annotations

import copy
from collections import Counter
from typing import Any

import pytest

from engine.core import Rng
from engine.games.wildlife_adventure import GAME
from engine.games.wildlife_adventure.ai import fast as F
from engine.games.wildlife_adventure.ai import hard as H
from engine.games.wildlife_adventure.ai import legal as L
from engine.games.wildlife_adventure.ai.playout import FastRng
from engine.games.wildlife_adventure.cards import CHANCE
from engine.games.wildlife_adventure.state import WAOptions, WAState
from engine.games.wildlife_adventure.views import WAView

from .helpers import clear_hands_of
from .test_fast import sim_of, sim_snapshot

HIDDEN = {"hands", "stack", "chance"}


def positions(seats: int, seed: int, every: int = 7) -> list[WAState]:
    """States along a Normal self-play game, every ``every`` actions."""
    st = GAME.setup(seats, WAOptions(), seed)
    rngs = [Rng.from_seed(seed + s) for s in range(seats)]
    out: list[WAState] = []
    step = 0
    while GAME.outcome(st) is None:
        (seat,) = GAME.to_act(st)
        if step % every == 0:
            out.append(copy.deepcopy(st))
        action = GAME.bot_action(GAME.view(st, seat), seat, rngs[seat], "normal")
        assert action is not None
        GAME.apply(st, seat, action)
        step += 1
    return out


def own_view(st: WAState, seat: int) -> WAView:
    view = GAME.view(st, seat)
    assert isinstance(view, WAView)
    return WAView.model_validate_json(view.model_dump_json())


@pytest.mark.parametrize("seats", [2, 4, 6])
def test_sampled_positions_agree_with_the_view(seats: int) -> None:
    """Every sampled position shows the seat exactly its view (all public fields equal the real
    state's), keeps the seat's own hand, deals the other seats as many cards as they hold, and puts
    every animal card the seat cannot place exactly once into another hand or the stack (never one
    it has seen); the chance pack is every card nobody keeps, the one just drawn at its bottom."""
    rng = FastRng(seats)
    for st in positions(seats, 40 + seats):
        for seat in range(seats):
            view = own_view(st, seat)
            k = H.knowledge(view, seat)
            true_hidden = {F.IX[c] for s in range(seats) if s != seat for c in st.hands[s]}
            true_hidden |= {F.IX[c] for c in st.animal_stack}
            assert set(k.unseen) == true_hidden  # checked against the state, which the bot never reads
            real = {key: v for key, v in sim_snapshot(sim_of(st, seat)).items() if key not in HIDDEN}
            for _ in range(3):
                sim = H.sample(k, rng)
                got = sim_snapshot(sim)
                assert {key: v for key, v in got.items() if key not in HIDDEN} == real
                assert sorted(sim.hands[seat]) == sorted(F.IX[c] for c in st.hands[seat])
                assert [len(h) for h in sim.hands] == [len(h) for h in st.hands]
                dealt = [c for s in range(seats) if s != seat for c in sim.hands[s]] + sim.stack
                assert Counter(dealt) == Counter(true_hidden)
                assert Counter(got["chance"]) == Counter(st.chance_stack)
                drawn = st.chance_drawn
                if drawn is not None and not CHANCE[drawn].star:
                    assert got["chance"][-1] == drawn == st.chance_stack[-1]


def test_samples_differ_and_repeat_for_a_seed() -> None:
    st = positions(4, 3)[5]
    k = H.knowledge(own_view(st, 1), 1)
    first = [sim_snapshot(H.sample(k, FastRng(9))) for _ in range(2)]
    again = [sim_snapshot(H.sample(k, FastRng(9))) for _ in range(2)]
    other = sim_snapshot(H.sample(k, FastRng(10)))
    assert first[0] == again[0]
    assert other["hands"] != first[0]["hands"]


def test_candidates_are_legal_and_keep_every_extension() -> None:
    """The searched actions are legal ones; every route extension and ending the turn (when legal)
    are among them, and obstacles only go next to an expedition tip."""
    for st in positions(4, 11, every=5):
        (seat,) = GAME.to_act(st)
        sim = sim_of(st, seat)
        legal = sim.legal(seat)
        cands = H.candidates(sim, seat)
        assert set(cands) <= set(legal)
        must = {a for a in legal if a[0] in (F.EXTEND, F.END)} if sim.pending is None else set(legal)
        assert must <= set(cands)
        near = {q for t in sim.tips for q, _ in F.MOVES[t]}
        assert all(a[2] in near for a in cands if a[0] == F.OBSTACLE and a[2] >= 0)


def test_hard_reaches_its_own_animal_next_to_the_tip() -> None:
    """From the start base, with the card of EU6 (next to it) in hand, Hard completes EU6 on its turn."""
    for seed in (3, 4, 5):
        st = GAME.setup(4, WAOptions(first_player=1), seed)
        clear_hands_of(st, ["EU6"])
        st.animal_stack.remove("EU6")
        st.hands[0].append("EU6")
        rng = Rng.from_seed(seed)
        while st.turn == 0 and GAME.outcome(st) is None:
            (seat,) = GAME.to_act(st)
            action = GAME.bot_action(own_view(st, seat), seat, rng, "hard")
            assert action is not None
            GAME.apply(st, seat, action)
        assert "EU6" in st.completed[0]


class _Undo:
    kind = "undo"


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_no_level_plays_an_undo(monkeypatch: pytest.MonkeyPatch, level: str) -> None:
    """Should an undo action ever be listed among the legal ones, no bot plays it: with nothing else
    to do it waits (None), otherwise it picks another action."""
    monkeypatch.setitem(H.PARAMS, "budget", 200)
    real = L.legal_from_view
    for st in positions(3, 5, every=13)[:6]:
        (seat,) = GAME.to_act(st)
        view = own_view(st, seat)

        def with_undo(v: WAView) -> list[Any]:
            return [_Undo(), *real(v), _Undo()]

        monkeypatch.setattr(L, "legal_from_view", with_undo)
        for rng_seed in range(4):
            action = GAME.bot_action(view, seat, Rng.from_seed(rng_seed), level)
            assert not isinstance(action, _Undo) and action in real(view)
        monkeypatch.setattr(L, "legal_from_view", lambda v: [_Undo()])
        assert GAME.bot_action(view, seat, Rng.from_seed(2), level) is None
        monkeypatch.setattr(L, "legal_from_view", real)


def test_evaluate_a_finished_game_is_the_score_lead() -> None:
    """At the end the estimate is the real score against the rivals' (best weighted ``rival_max``,
    else their mean), plus the win bonus for the winner."""
    sim = sim_of(positions(3, 8)[-1], 0)
    while not sim.over:
        s = sim.actor()
        sim.apply(s, sim.legal(s)[-1] if sim.pending is None else sim.legal(s)[0])
    sc = sim.scores()
    w = H.PARAMS["rival_max"]
    for seat in range(3):
        rivals = [v for s, v in enumerate(sc) if s != seat]
        want = sc[seat] - (w * max(rivals) + (1 - w) * sum(rivals) / 2)
        if sc[seat] >= max(rivals):
            want += H.PARAMS["win"] / (1 + rivals.count(sc[seat]))
        assert H.evaluate(sim, seat) == pytest.approx(want)


def test_evaluate_weighs_travel_vouchers_and_kept_star_cards() -> None:
    """Beyond the playout horizon a travel voucher in hand is worth ``PARAMS["voucher"]`` and a kept
    ★ card ``PARAMS["star"]`` to the seat, and the same in a rival's hand counts against it."""
    sim = sim_of(positions(4, 21)[4], 0)
    assert not sim.over
    base = H.evaluate(sim, 0)
    richer = sim.copy()
    richer.vouchers[0] += 3
    assert H.evaluate(richer, 0) == pytest.approx(base + 3 * H.PARAMS["voucher"])
    assert H.evaluate(richer, 0) > base
    star = next(c for c in range(len(F.CHANCE_IDS)) if F.STAR[c])
    kept = sim.copy()
    kept.kept[0].append(star)
    assert H.evaluate(kept, 0) == pytest.approx(base + H.PARAMS["star"])
    assert H.evaluate(kept, 0) > base
    rival = sim.copy()
    rival.vouchers[1] += 3
    rival.kept[1].append(star)
    assert H.evaluate(rival, 0) < base


def test_candidates_take_an_obstacle_off_the_seats_animal_and_block_next_to_a_tip() -> None:
    """The search weighs paying a travel voucher to take an obstacle off one of the seat's own animal
    spaces however far from the tips, and putting one on a space next to a tip, never one of its own
    (here EU6's card is in hand, next to the start base)."""
    st = GAME.setup(4, WAOptions(first_player=1), 3)
    clear_hands_of(st, ["EU6"])
    st.animal_stack.remove("EU6")
    st.hands[0].append("EU6")
    sim = sim_of(st, 0)
    far = next(c for c in sim.hands[0] if F.DIST_I[F.START_I][c] >= 3)
    st.obstacles[0] = F.IDS[far]
    sim = sim_of(st, 0)
    cands = H.candidates(sim, 0)
    assert (F.OBSTACLE, 0, -1, -1) in cands
    near = {q for q, _ in F.MOVES[F.START_I]}
    placed = {a[2] for a in cands if a[0] == F.OBSTACLE and a[2] >= 0}
    assert placed and placed <= near
    assert F.IX["EU6"] in near and F.IX["EU6"] not in placed
