"""Helpers for the WildLife tests: populated states, board and hand surgery that keeps
creatures and cards conserved, and a shorthand to apply actions given as kind and fields."""
from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.games.wildlife import GAME
from engine.games.wildlife.state import WLOptions, WLState


def populated(n: int = 4, seed: int = 1, **opts: Any) -> WLState:
    """A state in the play phase: setup, then every starting placement by default action."""
    st = GAME.setup(n, WLOptions(**opts), seed)
    while st.phase in ("chart", "populate"):
        s = next(iter(GAME.to_act(st)))
        GAME.apply(st, s, GAME.default_action(st, s))
    return st


def set_board(st: WLState, board: dict[str, int]) -> None:
    """Replace the board; supplies follow so creatures stay conserved."""
    st.board = dict(board)
    for s in range(st.seats):
        on = sum(1 for o in board.values() if o == s)
        st.supply[s] = st.initial_creatures - on - st.boxed[s]


def give(st: WLState, seat: int, *cards: str) -> None:
    """Put ``cards`` into ``seat``'s hand (taken from wherever they are); the hand is
    trimmed back to 10 by moving its other cards to the deck."""
    for c in cards:
        for pile in [st.deck, st.discard, *st.hands]:
            if c in pile:
                pile.remove(c)
        st.hands[seat].insert(0, c)
    while len(st.hands[seat]) > 10:
        extra = next(c for c in reversed(st.hands[seat]) if c not in cards)
        st.hands[seat].remove(extra)
        st.deck.append(extra)


def act(st: WLState, seat: int, kind: str, **fields: Any) -> list[Event]:
    """Apply the action ``{"kind": kind, **fields}`` (parsed into its model) for ``seat``."""
    return GAME.apply(st, seat, GAME.action_adapter.validate_python({"kind": kind, **fields}))


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def all_pass(st: WLState) -> None:
    """Every bidder passes the running auction."""
    while st.auction is not None:
        act(st, st.auction.to_bid, "pass")


def quick_turn(st: WLState) -> list[Event]:
    """The player whose turn it is auctions one card (nobody bids), plays two more with
    no effect, and ends the turn."""
    seat = st.turn_seat
    events = act(st, seat, "auction", card=st.hands[seat][0])
    all_pass(st)
    while st.plays < st.play_quota:
        events += act(st, seat, "use", card=st.hands[seat][0])
        if st.pending is not None:
            events += act(st, seat, "discard")
    events += act(st, seat, "end_turn")
    return events
