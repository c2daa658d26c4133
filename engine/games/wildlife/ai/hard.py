"""WildLife Hard bot: Normal's heuristic plus an exact board evaluation and lot-value bidding,
from the seat's view only (the board, regions and every player's public figures are public;
hands are not used beyond the seat's own).

* Board actions (place, expand, attack, migrate, a Plague's removal choice): each legal
  one is applied to a copy of the public board and the position is scored with the
  rulebook's own Major Scoring lines for regions and herds (:mod:`.scoring`, "Scoring the
  Regions", "Scoring the Herds"): our points minus a blend of the best rival's and the
  rivals' mean. The change is added to Normal's score for the action (herd contact, Minor
  Scoring when a region fills) with weight ``PARAMS["board"]``.
* Bidding ("Auctions"): the lot is worth ``mine`` success points to us and ``theirs`` to
  the best rival still bidding (Normal's :func:`.normal.card_value`). Food converts to success
  at 3 to 1 ("Trading Food Chips") and a winning bid goes to the auctioneer, a rival; so
  we bid up to ``3 * (mine + deny * theirs) * thrift`` food, where ``deny`` values keeping
  the card from a rival. Self-play against Normal (which bids up to 2.2 food a point) found
  that paying little wins most: ``thrift`` 0.35 (about 1 food a point).
* Choosing the lot to auction: the card least useful to us, corrected by the price it should
  fetch (an English auction ends near the second-highest value among the rivals, paid to us)
  and by the help it gives its winner (the highest rival value): ``mine - sell * second +
  help * best``.
* Everything else is Normal's choice.

Deterministic given the Rng (only ties are broken by it); no state is read.
"""
from __future__ import annotations

from collections.abc import Sequence

from engine.core import Rng

from ..actions import (
    AnyAction,
    AttackAction,
    AuctionAction,
    BidAction,
    DiscardAction,
    ExpandAction,
    MigrateAction,
    PassAction,
    PlaceAction,
    RemoveAction,
)
from ..board import REGIONS, herds
from ..scoring import HERD_POINTS, region_points
from ..views import WLView
from . import normal

PARAMS: dict[str, float] = {
    "board": 1.0,  # weight of the board evaluation change
    "normal": 1.0,  # weight of Normal's own score of a board action
    "best": 0.5,  # rivals: weight of the best rival (the rest on their mean)
    "deny": 0.2,  # bidding: value of keeping the lot from the best rival
    "sell": 0.6,  # auction choice: weight of the expected price (second-highest rival value)
    "help": 0.25,  # auction choice: weight of the winner's value (help to a rival)
    "thrift": 0.35,  # bidding: share of the food-equivalent value we are willing to pay
}

_BOARD_KINDS = ("place", "expand", "attack", "migrate", "remove")


def _herd_points(board: dict[str, int], seats: int) -> list[int]:
    all_herds = [(len(h), s) for s in range(seats) for h in herds(board, s)]
    pts = [0] * seats
    for size, seat in all_herds:
        standing = 1 + sum(1 for z, _ in all_herds if z > size)
        owners = {o for z, o in all_herds if z == size}
        paid = standing + 1 if len(owners) > 1 else standing
        if paid <= len(HERD_POINTS):
            pts[seat] += HERD_POINTS[paid - 1]
    return pts


def board_points(board: dict[str, int], seats: int) -> list[int]:
    """Region and herd points per seat if a Major Scoring happened on ``board`` now."""
    pts = _herd_points(board, seats)
    for rid in REGIONS:
        for s, p in enumerate(region_points(board, rid, seats)):
            pts[s] += p
    return pts


def board_eval(board: dict[str, int], seats: int, seat: int) -> float:
    """Our board points minus the rivals' (a blend of the best and the mean)."""
    pts = board_points(board, seats)
    others = [p for s, p in enumerate(pts) if s != seat]
    if not others:
        return float(pts[seat])
    w = PARAMS["best"]
    return pts[seat] - w * max(others) - (1 - w) * sum(others) / len(others)


def board_after(view: WLView, seat: int, a: AnyAction) -> dict[str, int] | None:
    """The public board after board action ``a`` by ``seat`` (None if ``a`` moves nothing)."""
    board = dict(view.board)
    if isinstance(a, (PlaceAction, ExpandAction, AttackAction)):
        board[a.space] = seat
    elif isinstance(a, MigrateAction):
        board.pop(a.from_space, None)
        board[a.to_space] = seat
    elif isinstance(a, RemoveAction):
        board.pop(a.space, None)
    else:
        return None
    return board


def _best_board(view: WLView, seat: int, options: Sequence[AnyAction], rng: Rng) -> tuple[AnyAction, float]:
    """The option with the best Normal score plus weighted board evaluation change, and that score."""
    base = board_eval(view.board, view.seats, seat)
    scored: list[tuple[float, int]] = []
    for i, a in enumerate(options):
        v = PARAMS["normal"] * normal._score_action(view, seat, a) if not isinstance(a, RemoveAction) else 0.0
        after = board_after(view, seat, a)
        if after is not None:
            v += PARAMS["board"] * (board_eval(after, view.seats, seat) - base)
        scored.append((v, i))
    top = max(s for s, _ in scored)
    ties = [i for s, i in scored if s >= top - 1e-9]
    return options[ties[rng.below(len(ties))]], top


def _bid(view: WLView, seat: int, legal: Sequence[AnyAction]) -> AnyAction:
    a = view.auction
    me = view.players[seat]
    bids = sorted(x.amount for x in legal if isinstance(x, BidAction))
    if a is None or a.card is None or not bids:
        return normal._bid(view, seat, legal)
    kind = a.card.kind
    mine = normal.card_value(view, seat, kind, via_auction=True)
    rivals = [s for s in a.active if s != seat]
    theirs = max((normal.card_value(view, s, kind, via_auction=True) for s in rivals), default=0.0)
    limit = int(3 * (mine + PARAMS["deny"] * theirs) * PARAMS["thrift"])
    limit = min(limit, me.food)
    if bids[0] <= limit:
        return BidAction(amount=bids[0])
    return PassAction()


def _lot_key(view: WLView, seat: int, kind: str) -> float:
    """Lower = better to put up for auction: little use to us, and a good price expected (the
    second-highest value among the rivals, who pay us in food at 3 food a success point)."""
    vals = sorted((normal.card_value(view, o, kind, via_auction=True) for o in range(view.seats) if o != seat),
                  reverse=True)
    second = vals[1] if len(vals) > 1 else 0.0
    best = vals[0] if vals else 0.0
    return normal.card_value(view, seat, kind) - PARAMS["sell"] * second + PARAMS["help"] * best


def hard_action(view: WLView, seat: int, rng: Rng) -> AnyAction | None:
    """The Hard choice for ``seat`` from ``view`` (None if it has nothing to do)."""
    legal = view.legal
    if not legal:
        return None
    kinds = {a.kind for a in legal}
    if "bid" in kinds or ("pass" in kinds and view.auction is not None):
        return _bid(view, seat, legal)
    if "place" in kinds or "remove" in kinds:
        pick, _ = _best_board(view, seat, [a for a in legal if isinstance(a, (PlaceAction, RemoveAction))], rng)
        return pick
    if view.pending is not None:
        opts = [a for a in legal if not isinstance(a, DiscardAction)]
        if not opts:
            return DiscardAction()
        board_opts = [a for a in opts if a.kind in _BOARD_KINDS]
        if board_opts and len(board_opts) == len(opts):
            pick, score = _best_board(view, seat, board_opts, rng)
            if score <= 0 and isinstance(pick, MigrateAction):
                return DiscardAction()
            return pick
        return normal.bot_action(view, seat, rng)
    if PARAMS["sell"] > 0 and "auction" in kinds and view.auctioned == 0 and view.pending is None and (
            "use" not in kinds or view.plays + 1 >= view.play_quota):
        lots = [a for a in legal if isinstance(a, AuctionAction)]
        lots.sort(key=lambda a: _lot_key(view, seat, normal._card_kind(view, a.card)))
        return lots[0]
    if view.phase == "play" and view.auction is None:
        migr = [a for a in legal if isinstance(a, MigrateAction)]
        plays_left = "use" in kinds and (view.plays < view.play_quota)
        if migr and not plays_left and not ("auction" in kinds and view.auctioned == 0):
            pick, score = _best_board(view, seat, migr, rng)
            if score > 0.6:
                return pick
    return normal.bot_action(view, seat, rng)
