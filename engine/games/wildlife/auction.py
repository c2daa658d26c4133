"""Auctions of WildLife (rulebook "Auctions", "Trading Food Chips", "Additional Rules
for 2 Players"; GAPS.md "Auctions in chat"; variant "Creature Charts").

A card auction: bidding goes clockwise from the auctioneer's left; each bid must be
at least the minimum (3 food) and higher than the standing bid; a pass is final;
bidding ends when one bidder is left with the standing bid (the winner) or when
everyone has passed (no bids: the card is lost). A bid may not exceed what the bidder
could pay: its food plus 3 food per success step it may give back (at most two, and
no more than the food supply holds). With 2 players the winner pays only 3.

A creature-chart auction (variant): the bank sells the first choice; minimum bid 1;
the last player not to pass wins at the standing bid (0 if nobody bid); no success
trading.
"""
from __future__ import annotations

from .cards import MIN_BID
from .state import Auction, WLState

MAX_STEPS_BACK = 2
"""Rulebook "Trading Food Chips": the bid winner may move back at most two spaces."""
FOOD_PER_STEP = 3


def payable(state: WLState, seat: int, card_auction: bool = True) -> int:
    """The most food ``seat`` can pay now: its food, plus for a card auction 3 per success
    step it may give back (at most 2, limited by the food supply)."""
    if not card_auction:
        return state.food[seat]
    steps = min(MAX_STEPS_BACK, state.food_supply // FOOD_PER_STEP)
    return state.food[seat] + FOOD_PER_STEP * steps


def min_bid(auction: Auction) -> int:
    """The lowest bid allowed now: the auction's minimum, or one more than the standing bid."""
    return max(auction.minimum, auction.high + 1)


def bid_range(state: WLState, seat: int) -> range:
    """The amounts ``seat`` may bid now (empty if it may only pass): from the minimum up to
    what it can pay. With 2 players in a card auction the winner pays 3 whatever it bids,
    so any amount from 3 up to its means (and at least up to 12) is accepted."""
    a = state.auction
    if a is None or a.to_bid != seat:
        return range(0)
    lo = min_bid(a)
    hi = payable(state, seat, a.card is not None)
    if a.card is not None and state.seats == 2:
        # any amount is accepted; the winner pays 3, so being able to pay 3 is enough
        return range(lo, max(hi, lo + 9) + 1) if lo <= hi else range(0)
    return range(lo, hi + 1)


def start(state: WLState, card: str | None, auctioneer: int | None, bidders: list[int]) -> None:
    """Open an auction with ``bidders`` in bidding order."""
    state.auction = Auction(card=card, auctioneer=auctioneer, bidders=list(bidders), active=list(bidders),
                            to_bid=bidders[0], minimum=MIN_BID if card is not None else 1)


def _next_active(a: Auction, after: int) -> int:
    i = a.bidders.index(after)
    for k in range(1, len(a.bidders) + 1):
        s = a.bidders[(i + k) % len(a.bidders)]
        if s in a.active:
            return s
    return after


def record(state: WLState, seat: int, amount: int | None) -> bool:
    """Apply a bid (``amount``) or a pass (None) by ``seat``; True when the auction is over
    (then see :func:`result`). Validation is the caller's."""
    a = state.auction
    assert a is not None
    if amount is None:
        a.active.remove(seat)
    else:
        a.high = amount
        a.high_bidder = seat
    if is_over(a):
        return True
    a.to_bid = _next_active(a, seat)
    return False


def is_over(a: Auction) -> bool:
    """Card auction: one bidder left holding the standing bid, or everyone passed.
    Chart auction: one bidder left (or none)."""
    if not a.active:
        return True
    if len(a.active) == 1:
        return a.card is None or a.high_bidder == a.active[0]
    return False


def result(a: Auction) -> tuple[int | None, int]:
    """(winner, standing bid); winner None when nobody bid on a card."""
    if a.card is None:
        return (a.active[0] if a.active else a.high_bidder), a.high
    return a.high_bidder, a.high


def price(state: WLState, bid: int) -> int:
    """What the winner pays: the bid, or 3 with 2 players (card auctions)."""
    return MIN_BID if state.seats == 2 else bid


def pay(state: WLState, seat: int, to: int | None, amount: int) -> int:
    """``seat`` pays ``amount`` food to seat ``to`` (None = the supply), first giving back
    success steps for 3 food each if short (at most 2 when paying a card auction).
    Returns the number of success steps given back."""
    steps = 0
    while state.food[seat] < amount and steps < MAX_STEPS_BACK and state.food_supply > 0:
        got = min(FOOD_PER_STEP, state.food_supply)
        state.food_supply -= got
        state.food[seat] += got
        state.success[seat] -= 1
        steps += 1
    paid = min(amount, state.food[seat])
    state.food[seat] -= paid
    if to is None:
        state.food_supply += paid
    else:
        state.food[to] += paid
    return steps
