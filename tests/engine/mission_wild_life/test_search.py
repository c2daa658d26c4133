"""Mission: Wild Life's fast paths and Hard search (issue 15): the fast rules agree with the
written ones, the search reads only the seat's view, deals respect what the seat has seen, and a
decision is reproducible from its Rng."""
from __future__ import annotations

import random

from engine.core import Rng
from engine.games.mission_wild_life import GAME
from engine.games.mission_wild_life.actions import PlayAction
from engine.games.mission_wild_life.ai import random_action
from engine.games.mission_wild_life.ai.hard import (
    INDEX,
    FastRng,
    hard_action,
    knowledge,
    legal_ints,
    sample_deal,
    winner_index,
)
from engine.games.mission_wild_life.cards import DECK, colour_of
from engine.games.mission_wild_life.state import MWLOptions, MWLState
from engine.games.mission_wild_life.tricks import legal_cards, play_problem, trick_winner, trick_winner_slow
from tests.engine.selfplay import self_play


def test_fast_trick_rules_agree_with_the_written_rules() -> None:
    r = random.Random(15)
    for _ in range(20_000):
        trick = r.sample(DECK, r.choice([3, 4, 5]))
        assert trick_winner(trick) == trick_winner_slow(trick) == winner_index([INDEX[c] for c in trick])
        hand = r.sample(DECK, r.randint(1, 10))
        on = r.sample([c for c in DECK if c not in hand], r.randint(0, 4))
        written = [c for c in hand if play_problem(hand, on, c) is None]
        assert legal_cards(hand, on) == written
        assert [DECK[i] for i in legal_ints([INDEX[c] for c in hand], [INDEX[c] for c in on])] == written


def _mid_round_states(seats: int, seed: int, stops: int = 12) -> list[MWLState]:
    """Copies of a random game's state at ``stops`` points in play."""
    state = GAME.setup(seats, GAME.Options(), seed)
    rng = Rng.from_seed(seed)
    out: list[MWLState] = []
    step = 0
    while state.phase != "over" and len(out) < stops:
        seat = min(GAME.to_act(state))
        if step % 7 == 3:
            out.append(state.model_copy(deep=True))
        action = random_action(GAME.view(state, seat), seat, rng)
        assert action is not None
        GAME.apply(state, seat, action)
        step += 1
    return out


def test_knowledge_and_deals_follow_what_the_seat_may_look_at() -> None:
    for seats in (3, 4, 5):
        for state in _mid_round_states(seats, 40 + seats):
            seat = state.turn
            view = GAME.view(state, seat)
            k = knowledge(view, seat)
            last = state.last_trick
            face_up = {p.card for p in last.plays} if last and last.round == state.round else set()
            face_up |= {c.id for c in view.watched_played}
            elsewhere = {c for s in range(seats) if s != seat for c in state.hands[s]}
            elsewhere |= {c for s in range(seats) if s != seat for t in state.tricks_won[s] for c in t}
            assert {DECK[i] for i in k.unseen} == elsewhere - face_up  # nothing it could not place
            for s in range(seats):  # every inferred void is true
                lacks = {("gray", "blue", "green", "gold", "red")[v] for v in k.voids[s]}
                assert not any(colour_of(c) in lacks for c in state.hands[s])
            fast = FastRng(7)
            for _ in range(20):
                hands, tricks = sample_deal(k, fast)
                assert [DECK[i] for i in hands[seat]] == state.hands[seat]
                assert [len(h) for h in hands] == [len(h) for h in state.hands]
                assert [len(t) for t in tricks] == [len(t) for t in state.tricks_won]
                assert tricks[seat] == state.tricks_won[seat]  # its own tricks, exactly
                dealt = sorted([DECK[i] for s in range(seats) if s != seat for i in hands[s]]
                               + [c for s in range(seats) if s != seat for t in tricks[s] for c in t])
                assert dealt == sorted(elsewhere)  # every hidden card placed once
                for s in range(seats):
                    if s != seat:
                        assert not any(i >> 3 in k.voids[s] for i in hands[s])


def test_a_void_is_read_from_a_card_of_another_colour_but_not_from_gray() -> None:
    state = GAME.setup(4, GAME.Options(), 3)
    state.round_starter = state.leader = state.turn = 0
    state.hands = [["blue-1", "blue-2", "red-1"], ["red-5", "green-2", "gray-3"],
                   ["gold-1", "gray-2", "red-6"], ["blue-7", "green-7", "red-7"]]
    state.tricks_per_round = 3
    for seat, card in ((0, "blue-1"), (1, "gray-3"), (2, "gold-1"), (3, "blue-7")):
        GAME.apply(state, seat, PlayAction(card=card))
    k = knowledge(GAME.view(state, state.turn), state.turn)
    assert k.voids[1] == set() and k.voids[2] == {1} and k.voids[3] == set()  # 1 = blue


def test_hard_decides_from_the_view_alone_and_reproducibly() -> None:
    for state in _mid_round_states(4, 77, stops=6):
        seat = state.turn
        view = GAME.view(state, seat)
        first = hard_action(view, seat, Rng.from_seed(5))
        assert first is not None and first.kind == "play" and first.card in view.legal
        assert hard_action(view, seat, Rng.from_seed(5)) == first  # same rng, same choice
        # Another deal of the hidden cards with the same view: the same choice.
        other = state.model_copy(deep=True)
        a, b = [s for s in range(4) if s != seat][:2]
        if other.hands[a] and other.hands[b]:
            other.hands[a][0], other.hands[b][0] = other.hands[b][0], other.hands[a][0]
        assert GAME.view(other, seat) == view or other.hands == state.hands
        assert hard_action(GAME.view(other, seat), seat, Rng.from_seed(5)) == first


def test_every_level_plays_legally() -> None:
    """Easy a whole game; Hard the first round at 3 and 5 seats with the pass variant and expert
    missions (hand-based flash missions in the playouts). Each from its view rebuilt from JSON
    (tests/engine/selfplay.py); ``apply`` raises IllegalAction on an illegal choice (the listing
    spells a pass one way only)."""
    for level, seats, seed in (("easy", 4, 1), ("hard", 3, 2), ("hard", 5, 3)):
        played = self_play(GAME, [level] * seats, seed=seed, options=MWLOptions(pass_cards=True, expert=True),
                           until=None if level == "easy" else lambda st: st.round > 1,
                           listed=False)  # the three cards to pass are accepted in any order
        assert played.steps > 0
        assert level == "hard" or GAME.outcome(played.final) is not None
