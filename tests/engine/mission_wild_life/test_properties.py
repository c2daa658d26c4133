"""Property tests of Mission: Wild Life under random legal play (hypothesis).

DESIGN.md "Testing": cards conserved, games terminate, no view holds another seat's hidden
cards by card id; plus an independent trick-winner check. Replay, JSON round-trips and the
generic hidden-information check (``private_texts``) are in tests/engine/test_conformance.py.
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import Rng
from engine.games.mission_wild_life import GAME
from engine.games.mission_wild_life.ai import bot_action, random_action
from engine.games.mission_wild_life.cards import DECK
from engine.games.mission_wild_life.state import MWLOptions, MWLState
from engine.games.mission_wild_life.views import MWLView

PROFILE = settings(max_examples=12, deadline=None)


def ref_winner(trick: list[str]) -> int:
    """An independent simple checker of "Gameplay" / "Trump" / "Evade" / "1 beats 8"."""
    parsed = [(c.split("-")[0], int(c.split("-")[1])) for c in trick]
    led = parsed[0][0]
    best = -1
    best_score = -1
    for i, (colour, number) in enumerate(parsed):
        if colour == "gold":
            tier = 2
        elif colour == led:
            tier = 1
        else:
            continue
        same = {n for c, n in parsed if c == colour}
        rank = 9 if (number == 1 and 8 in same) else number
        score = tier * 100 + rank
        if score > best_score:
            best, best_score = i, score
    return best


def all_cards(s: MWLState) -> list[str]:
    out = [c for h in s.hands for c in h]
    out += [c for p in s.passing if p for c in p]
    out += [p.card for p in s.trick]
    out += [c for ts in s.tricks_won for t in ts for c in t]
    if s.out_card:
        out.append(s.out_card)
    return out


options_st = st.builds(MWLOptions, expert=st.booleans(), flash_per_round=st.integers(1, 3),
                       pass_cards=st.booleans())


def play_out(n: int, options: MWLOptions, seed: int, *, check_views: bool) -> tuple[MWLState, list[tuple[int, dict]]]:
    state = GAME.setup(n, options, seed)
    rng = Rng.from_seed(seed ^ 0x5EED)
    log: list[tuple[int, dict]] = []
    for _ in range(3000):
        if GAME.outcome(state) is not None:
            return state, log
        seat = min(GAME.to_act(state))
        view = GAME.view(state, seat)
        assert isinstance(view, MWLView)
        policy = bot_action if seat % 2 else random_action
        action = policy(view, seat, rng)
        assert action is not None
        legal = GAME.legal_actions(state, seat)
        assert action in legal or (action.kind == "pass" and sorted(action.cards) in
                                   [sorted(a.cards) for a in legal])  # type: ignore[attr-defined]  # legal: PassActions here
        round_before = state.round
        events = GAME.apply(state, seat, action)
        log.append((seat, action.model_dump()))
        for e in events:
            if e.kind == "trick_won":
                assert e.data["winner"] == e.data["plays"][ref_winner(e.data["cards"])]["seat"]
        if state.phase != "over":
            assert sorted(all_cards(state)) == sorted(DECK), "40 cards conserved"
        assert state.round >= round_before
        if check_views:
            for viewer in [None, *range(n)]:
                view_ = GAME.view(state, viewer)
                assert isinstance(view_, MWLView)
                # The previous round's last trick stays shown after the re-deal: public history.
                stale = view_.last_trick is not None and view_.last_trick.round != state.round
                dump = view_.model_dump_json(exclude={"last_trick"} if stale else None)
                for other in range(n):
                    if other == viewer:
                        continue
                    for c in state.hands[other] + (state.passing[other] or []):
                        assert f'"{c}"' not in dump, f"seat {viewer} sees a card of seat {other}"
    raise AssertionError("game did not terminate")


@PROFILE
@given(n=st.integers(3, 5), options=options_st, seed=st.integers(0, 2**32))
def test_random_games_conserve_cards_check_winners_and_terminate(n: int, options: MWLOptions, seed: int) -> None:
    """Rulebook "Gameplay"/"Game End": cards conserved, trick winners correct, the game ends."""
    state, _ = play_out(n, options, seed, check_views=False)
    out = GAME.outcome(state)
    assert out is not None and min(out.places) == 1
    assert out.scores == [float(len(m)) for m in state.missions]


@settings(max_examples=6, deadline=None)
@given(n=st.integers(3, 5), options=options_st, seed=st.integers(0, 2**32))
def test_no_view_contains_another_seats_hand(n: int, options: MWLOptions, seed: int) -> None:
    """Rulebook FAQ / DESIGN.md: a view never holds another seat's hand cards, by card id (``"blue-8"``;
    ``private_texts`` lists the labels, which the conformance suite checks)."""
    play_out(n, options, seed, check_views=True)
