"""WildLife's Hard search (issue 38): what it rebuilds from the view is the position less what the
seat cannot see, its sampled worlds hide nothing and invent nothing, and its choice depends on the
view and the rng alone (not on how the hidden cards really lie). Strength and CPU per decision are
bench figures (bench/bot_levels.py)."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.core import Rng
from engine.games.wildlife import GAME
from engine.games.wildlife.ai import fast as F
from engine.games.wildlife.ai import hard, level_action
from engine.games.wildlife.ai.hard import deal, hard_action, knowledge
from engine.games.wildlife.ai.playout import FastRng
from engine.games.wildlife.board import TERRAINS
from engine.games.wildlife.cards import DECK, kind_of
from engine.games.wildlife.state import WLOptions, WLState
from engine.games.wildlife.views import WLView
from tests.engine.wildlife.fastpath import from_state

HIDDEN = ("hands", "deck", "discard", "rng", "tiles", "defense_used", "majors")
"""What a seat's view does not show: the others' hands, the deck and the discard pile (so also the
shuffle's seed), which adaptation tiles lie under the top ones (only their number counts), Defense
used this turn, and past Major Scorings' lines (not needed to go on)."""


def _positions(seats: int, seed: int, options: WLOptions | None = None, every: int = 1) -> list[WLState]:
    """Copies of the states of a game between Normal bots with some random moves (for Plagues and
    the like), every ``every``-th action."""
    state = GAME.setup(seats, options or WLOptions(), seed)
    r = random.Random(seed)
    rng = Rng.from_seed(seed)
    out: list[WLState] = []
    step = 0
    while state.phase != "over":
        (seat,) = GAME.to_act(state)
        if state.phase != "chart" and step % every == 0:
            out.append(state.model_copy(deep=True))
        action = GAME.bot_action(GAME.view(state, seat), seat, rng, "normal")
        assert action is not None
        legal = GAME.legal_moves(state, seat)
        GAME.apply(state, seat, action if r.random() < 0.85 else r.choice(legal))
        step += 1
    return out


def test_knowledge_is_the_position_less_what_the_seat_cannot_see() -> None:
    seen: Counter[str] = Counter()
    for seats, options in ((2, WLOptions()), (4, WLOptions(rotating_start=True)),
                           (5, WLOptions(unlimited_abilities=True, auction_expand=True)),
                           (3, WLOptions(chart_auction=True))):
        for state in _positions(seats, 20 + seats, options):
            (seat,) = GAME.to_act(state)
            k = knowledge(GAME.view(state, seat), seat)
            mine = F.snapshot(k.base)
            truth = F.snapshot(from_state(state))
            for key in truth:
                if key not in HIDDEN:
                    assert mine[key] == truth[key], (key, mine[key], truth[key])
            assert [len(t) for t in k.base.tiles] == [len(t) for t in state.tiles]
            assert k.base.hands[seat] == [F.CARD_INDEX[c] for c in state.hands[seat]]
            elsewhere = [c for s in range(seats) if s != seat for c in state.hands[s]] + state.deck + state.discard
            assert sorted(DECK[c] for c in k.unseen) == sorted(elsewhere)
            seen[state.phase] += 1
            seen["auction"] += state.auction is not None
            seen["pending"] += state.pending is not None
            seen["plague"] += bool(state.plague_queue)
    assert all(seen[x] for x in ("populate", "play", "auction", "pending", "plague")), seen


def test_a_sampled_world_deals_exactly_the_unseen_cards() -> None:
    for state in _positions(4, 5, every=37):
        (seat,) = GAME.to_act(state)
        k = knowledge(GAME.view(state, seat), seat)
        rng = FastRng(3)
        for _ in range(5):
            world = deal(k, rng)
            assert world.hands[seat] == k.base.hands[seat]
            assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
            assert len(world.deck) == len(state.deck) and len(world.discard) == len(state.discard)
            everything = [c for h in world.hands for c in h] + world.deck + world.discard + world.in_play
            assert sorted(everything) == list(range(len(DECK)))


def test_hard_decides_from_the_view_alone_and_reproducibly() -> None:
    states = _positions(4, 9, every=53)
    assert len(states) >= 5
    for state in states:
        (seat,) = GAME.to_act(state)
        view = GAME.view(state, seat)
        first = hard_action(view, seat, Rng.from_seed(11))
        assert first is not None and first in GAME.legal_moves(state, seat)
        assert hard_action(view, seat, Rng.from_seed(11)) == first
        # The hidden cards lying otherwise (two other hands swap, the deck is reversed): the same view, the same choice.
        other = state.model_copy(deep=True)
        a, b = [s for s in range(4) if s != seat][:2]
        other.hands[a], other.hands[b] = other.hands[b], other.hands[a]
        other.deck.reverse()
        other_view = GAME.view(other, seat)
        if other.hands[a] == state.hands[a] or len(other.hands[a]) == len(other.hands[b]):
            assert other_view == view
            assert hard_action(other_view, seat, Rng.from_seed(11)) == first


def test_no_level_takes_back_a_move() -> None:
    """An "undo" offered among the legal actions (the service may add one) is never chosen."""

    class Undo:
        kind = "undo"

    state = _positions(4, 3, every=101)[2]
    (seat,) = GAME.to_act(state)
    view = GAME.view(state, seat)
    planted = view.model_copy(update={"legal": [Undo(), *view.legal, Undo()]})
    for level in ("easy", "normal", "hard"):
        for k in range(12 if level == "easy" else 1):
            action = level_action(planted, seat, Rng.from_seed(k), level)
            assert action is not None and action in view.legal  # so not an undo


def _with_levels(view: WLView, terrain: str, mine: str, rivals: str) -> WLView:
    """``view`` with the seat's adaptation level for ``terrain`` set to ``mine`` and every rival's to ``rivals``."""
    players = [p.model_copy(update={"levels": {**p.levels, terrain: mine if p.seat == view.seat else rivals}})
               for p in view.players]
    return view.model_copy(update={"players": players})


def test_a_bid_weighs_the_lot_to_the_seat_and_to_its_rivals(monkeypatch: pytest.MonkeyPatch) -> None:
    """Card auctions of a Terrain card the seat cannot use (its level "none"): when nobody can use it either,
    Hard never pays for it; when the rivals could attack with it, Hard bids for it in some of them, only to
    keep it from them (issue 38: bidding by the value of the lot to itself and to the rivals)."""
    monkeypatch.setattr(hard, "BUDGET", 420)  # enough worlds that the sampling noise does not hide a denial
    spots = []
    for seed in (30, 31):
        for state in _positions(4, seed):
            a = state.auction
            if a is None or a.card is None or a.high or a.high_bidder is not None:
                continue
            (seat,) = GAME.to_act(state)
            if state.food[seat] >= 6 and kind_of(a.card) in TERRAINS:
                spots.append((GAME.view(state, seat), seat, kind_of(a.card)))
    assert len(spots) >= 12
    spots = spots[:12]
    bids = {}
    for rivals in ("none", "attack"):
        bids[rivals] = 0
        for view, seat, terrain in spots:
            action = hard_action(_with_levels(view, terrain, "none", rivals), seat, Rng.from_seed(5))
            bids[rivals] += getattr(action, "kind", None) == "bid"
    assert bids["none"] == 0, bids
    assert bids["attack"] >= 2, bids
