"""WildLife views, events, protocol surface and privacy (DESIGN.md "engine/")."""
from __future__ import annotations

import pytest

from engine.core import Game, IllegalAction
from engine.games.wildlife import GAME
from engine.games.wildlife.actions import BidAction
from engine.games.wildlife.cards import DECK, hand_label
from engine.games.wildlife.state import WLOptions
from engine.games.wildlife.views import WLView

from .helpers import act, populated


def test_protocol_surface() -> None:
    """The Game protocol of engine/core.py, plus setup_events and house_rules."""
    assert isinstance(GAME, Game)
    assert GAME.key == "wildlife" and (GAME.min_players, GAME.max_players) == (2, 6)
    assert GAME.turn_timer is True and GAME.timers(populated()) == []
    assert len(GAME.house_rules) >= 6 and all(r.id.startswith("wl-house-") for r in GAME.house_rules)  # message ids
    assert set(WLOptions.model_fields) == {"unlimited_abilities", "auction_expand", "chart_auction",
                                           "rotating_start", "undo"}  # undo: issue 36, engine/undo.py


def test_seat_view_has_own_hand_only() -> None:
    """A seat sees its hand (labels), others' hands as counts; a spectator sees no hand."""
    st = populated(4, 1)
    me = st.turn_seat
    v = GAME.view(st, me)
    assert isinstance(v, WLView)
    assert [c.id for c in v.hand] == st.hands[me]
    assert all(c.label == hand_label(c.id) for c in v.hand)
    assert [p.hand_count for p in v.players] == [10, 10, 10, 10]
    assert v.legal and all(a.kind in ("use", "auction", "migrate", "trade_food") for a in v.legal)
    other = GAME.view(st, (me + 1) % 4)
    assert other.hand and other.legal == []
    spec = GAME.view(st, None)
    assert spec.seat is None and spec.hand == [] and spec.legal == []
    for c in st.hands[me]:
        assert hand_label(c) not in spec.model_dump_json()
        assert hand_label(c) not in other.model_dump_json()


def test_view_shows_auction_and_turn() -> None:
    """The view carries the auction in progress: card, high bid, who bids next, limits."""
    st = populated(4, 1)
    card = st.hands[0][0]
    act(st, 0, "auction", card=card)
    act(st, 1, "bid", amount=4)
    v = GAME.view(st, None)
    assert v.auction is not None and v.auction.card is not None and v.auction.card.id == card
    assert (v.auction.high, v.auction.high_bidder, v.auction.to_bid, v.auction.min_bid) == (4, 1, 2, 5)
    assert v.auction.max_bid == st.food[2] + 6
    assert v.to_act == [2] and v.turn == 0 and v.plays == 1 and v.auctioned == 1
    assert [c.id for c in v.in_play] == [card]
    assert v.last_events and v.last_events[-1].kind == "bid" and v.last_events[-1].data == {"seat": 1, "amount": 4}
    assert len(v.regions) == 12 and v.minor_track[0] == 3 and v.next_minor == 3


def test_private_texts_distinct_and_not_substrings() -> None:
    """Hand renderings are unique per card and none is contained in another."""
    labels = [hand_label(c) for c in DECK]
    assert len(set(labels)) == 110
    for a in labels:
        assert sum(1 for b in labels if a in b) == 1


def test_setup_events_private_hands() -> None:
    """setup_events: a public opening line and each hand dealt privately."""
    st = GAME.setup(3, WLOptions(), 2)
    ev = GAME.setup_events(st)
    hands = [e for e in ev if e.kind == "hand_dealt"]
    assert [e.visible_to for e in hands] == [{0}, {1}, {2}]
    assert all(e.visible_to is None for e in ev if e.kind != "hand_dealt")
    for e in hands:
        seat = e.data["seat"]
        assert e.text == "" and e.data["cards"] == st.hands[seat]


def test_events_of_a_turn_are_public_except_draws() -> None:
    """Card draws at the end of a turn are private; everything else in a turn is public."""
    st = populated(4, 1)
    evs = act(st, 0, "auction", card=st.hands[0][0])
    for s in (1, 2, 3):
        evs += act(st, s, "pass")
    for _ in range(2):
        evs += act(st, 0, "use", card=st.hands[0][0])
        if st.pending:
            evs += act(st, 0, "discard")
    evs += act(st, 0, "end_turn")
    private = [e for e in evs if e.visible_to is not None]
    assert [e.kind for e in private] == ["cards_drawn"] and private[0].visible_to == {0}
    public_text = " ".join(e.text for e in evs if e.visible_to is None)
    assert "#" not in public_text


def test_events_carry_no_english() -> None:
    """Issue 34: events and the view's latest lines carry kind and data, no words (the UI words
    them in the reader's language); refusals carry a catalog code and plain parameters."""
    st = populated(4, 1)
    v = GAME.view(st, None)
    assert v.last_events and all(e.text == "" and e.kind for e in v.last_events)
    seat = next(iter(GAME.to_act(st)))
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(st, (seat + 1) % 4, BidAction(amount=5))
    assert refused.value.code == "wl-not-your-turn" and refused.value.params == {}

