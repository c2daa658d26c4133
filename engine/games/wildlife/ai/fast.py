"""WildLife's rules on plain data, for the Hard bot's playouts (issue 38).

:class:`Fast` holds what :class:`~engine.games.wildlife.state.WLState` holds, as ints and lists:
spaces are indexes into :data:`.board.SPACES` (row by row), regions indexes into
:data:`.board.REGIONS` (scoring order), terrains into :data:`.board.TERRAINS`, cards into
:data:`.cards.DECK`, abilities into :data:`.cards.ABILITIES`; an empty space is ``-1``. Region
counts per seat (``rc[region * seats + seat]``) and occupied spaces per region (``fill``) are kept
as the board changes, so the rollout policy and the Minor Scoring never scan a region.

Actions are tuples ``(kind, a, b)`` with ``kind`` one of the ``K_*`` codes below (:func:`to_action`
and :func:`from_action` convert to and from the engine's actions). :func:`legal` lists, in the
engine's order, exactly what :func:`.moves.legal` lists, and :func:`apply` does what
:meth:`.rules.WildLife.apply` does to the state (no events, no texts): the test
``tests/engine/wildlife/test_fast.py`` plays random games on both paths and compares every state
(:func:`snapshot`; the bridge from an engine state lives with the tests, since no bot reads one).

Covered: populating the board and the whole play phase (auctions, every card, Plague, free
Migrations, food trading, Minor and Major Scorings, the end of the game, reshuffles with the
state's own :class:`~engine.core.Rng`) with every variant except "Creature Charts / Starting
Player"'s chart auctions: the search never starts in the "chart" phase (Hard plays Normal's
choice there) and no playout reaches it, since it only opens a game.
"""
from __future__ import annotations

from engine.core import Rng

from ..actions import (
    AnyAction,
    AttackAction,
    AuctionAction,
    BidAction,
    DiscardAction,
    EndTurnAction,
    ExpandAction,
    JokerAction,
    MigrateAction,
    PassAction,
    PlaceAction,
    PlagueAction,
    RemoveAction,
    TakeAbilityAction,
    TradeFoodAction,
    UpgradeAction,
    UseAction,
)
from ..auction import FOOD_PER_STEP, MAX_STEPS_BACK
from ..board import NEIGHBOURS, REGIONS, SPACE_REGION, SPACES, TERRAIN_REGIONS, TERRAINS
from ..cards import ABILITIES, CARD_KINDS, DECK, HAND_SIZE, LEVELS, MAJOR_AFTER, MAX_TURNS, MIN_BID, MINOR_TRACK, kind_of
from ..scoring import HERD_POINTS, LARGE_MONOPOLY, MOST_POINTS, REGION_POINTS, SMALL_MONOPOLY

# ------------------------------------------------------------------ static tables

NS = len(SPACES)
SPACE_INDEX: dict[str, int] = {s: i for i, s in enumerate(SPACES)}
REGION_IDS: tuple[str, ...] = tuple(REGIONS)
REGION_INDEX: dict[str, int] = {r: i for i, r in enumerate(REGION_IDS)}
NR = len(REGION_IDS)
TERRAIN_INDEX: dict[str, int] = {t: i for i, t in enumerate(TERRAINS)}
NT = len(TERRAINS)
ABILITY_IDS: tuple[str, ...] = tuple(ABILITIES)
ABILITY_INDEX: dict[str, int] = {a: i for i, a in enumerate(ABILITY_IDS)}
FOOD_AB, INTELLIGENCE, MOBILITY, DEFENSE, AGGRESSION = (ABILITY_INDEX[a] for a in (
    "food", "intelligence", "mobility", "defense", "aggression"))
CARD_INDEX: dict[str, int] = {c: i for i, c in enumerate(DECK)}

NEIGH: tuple[tuple[int, ...], ...] = tuple(tuple(SPACE_INDEX[n] for n in NEIGHBOURS[s]) for s in SPACES)
"""space -> orthogonal neighbours."""
SREG: tuple[int, ...] = tuple(REGION_INDEX[SPACE_REGION[s]] for s in SPACES)
"""space -> region."""
STER: tuple[int, ...] = tuple(TERRAIN_INDEX[REGIONS[SPACE_REGION[s]].terrain] for s in SPACES)
"""space -> terrain."""
RSPACES: tuple[tuple[int, ...], ...] = tuple(tuple(SPACE_INDEX[s] for s in REGIONS[r].spaces) for r in REGION_IDS)
"""region -> its spaces, map order."""
RSIZE: tuple[int, ...] = tuple(len(x) for x in RSPACES)
RLARGE: tuple[bool, ...] = tuple(REGIONS[r].large for r in REGION_IDS)
RTER: tuple[int, ...] = tuple(TERRAIN_INDEX[REGIONS[r].terrain] for r in REGION_IDS)
TREGIONS: tuple[tuple[int, int], ...] = tuple(
    (REGION_INDEX[TERRAIN_REGIONS[t][0]], REGION_INDEX[TERRAIN_REGIONS[t][1]]) for t in TERRAINS)
"""terrain -> (large region, small region)."""
TSPACES: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i in range(NS) if SREG[i] in TREGIONS[t]) for t in range(NT))
"""terrain -> every space of both its regions, map order."""

# card kinds: terrains 0..5, then the others in :data:`.cards.CARD_KINDS`'s order
KIND_IDS: tuple[str, ...] = CARD_KINDS
KIND_INDEX: dict[str, int] = {k: i for i, k in enumerate(KIND_IDS)}
WHEEL, ARROWHEAD, LIGHTNING, SURPLUS, PLAGUE, FAMINE = (KIND_INDEX[k] for k in (
    "wheel", "arrowhead", "lightning", "food-surplus", "plague", "famine"))
CARD_KIND: tuple[int, ...] = tuple(KIND_INDEX[kind_of(c)] for c in DECK)
NONE_KIND = -1
"""``as_kind`` of a Lightning card not declared yet."""

# action kinds
(K_BID, K_PASS, K_PLACE, K_USE, K_AUCTION, K_JOKER, K_MIGRATE, K_EXPAND, K_ATTACK, K_UPGRADE, K_TAKE,
 K_PLAGUE, K_REMOVE, K_DISCARD, K_TRADE, K_END) = range(16)
FAction = tuple[int, int, int]
DISCARD: FAction = (K_DISCARD, 0, 0)
PASS: FAction = (K_PASS, 0, 0)
END: FAction = (K_END, 0, 0)
TRADE: FAction = (K_TRADE, 0, 0)

PLAY, POPULATE, OVER = 1, 0, 2
PHASES = ("populate", "play", "over")
TILE_INDEX: dict[str, int] = {f"{t}-{LEVELS[lv]}": TERRAIN_INDEX[t] * 4 + lv for t in TERRAINS for lv in (1, 2, 3)}
"""tile id ("forest-expand") -> terrain * 4 + level."""
TILE_IDS: dict[int, str] = {v: k for k, v in TILE_INDEX.items()}


class FAuction:
    """A card auction in progress (as :class:`.state.Auction`; chart auctions are not covered)."""

    __slots__ = ("active", "auctioneer", "bidders", "card", "high", "high_bidder", "to_bid")

    def __init__(self, card: int, auctioneer: int, bidders: list[int], active: list[int], to_bid: int, high: int,
                 high_bidder: int) -> None:
        self.card = card
        self.auctioneer = auctioneer
        self.bidders = bidders
        self.active = active
        self.to_bid = to_bid
        self.high = high
        self.high_bidder = high_bidder  # -1: none

    def copy(self) -> FAuction:
        return FAuction(self.card, self.auctioneer, self.bidders, list(self.active), self.to_bid, self.high,
                        self.high_bidder)


class Fast:
    """The whole match state as plain data (see the module docstring). ``pending`` is
    ``(seat, card, as_kind, via_auction)`` or None; ``plague_region`` is -1 for none."""

    __slots__ = (
        "ab_supply", "abilities", "auction", "auction_expand", "board", "boxed", "cap", "deck", "defense_used",
        "discard", "ending", "fill", "food", "food_supply", "fresh", "free_used", "hands", "in_play", "levels",
        "major_due", "majors", "markers", "n", "order", "pending", "phase", "plague_queue", "plague_region",
        "play_quota", "plays", "populate_queue", "rc", "rng", "rotating", "round_number", "round_start",
        "round_turns", "auctioned", "start_player", "success", "supply", "tile_supply", "tiles", "turn_number",
        "turn_seat",
    )

    n: int
    order: list[int]
    start_player: int
    phase: int
    board: list[int]
    rc: list[int]
    fill: list[int]
    supply: list[int]
    boxed: list[int]
    food: list[int]
    food_supply: int
    success: list[int]
    levels: list[int]
    tiles: list[list[int]]
    tile_supply: list[int]
    abilities: list[list[int]]
    fresh: list[list[int]]
    ab_supply: list[int]
    hands: list[list[int]]
    deck: list[int]
    discard: list[int]
    in_play: list[int]
    populate_queue: list[int]
    turn_seat: int
    turn_number: int
    round_number: int
    round_start: int
    round_turns: int
    plays: int
    auctioned: int
    play_quota: int
    free_used: int
    defense_used: list[int]
    auction: FAuction | None
    pending: tuple[int, int, int, bool] | None
    plague_region: int
    plague_queue: list[int]
    markers: list[int]
    major_due: bool
    ending: bool
    majors: list[list[int]]
    rng: int
    cap: int
    auction_expand: bool
    rotating: bool

    def copy(self) -> Fast:
        """A copy sharing nothing mutable with this one (``order`` and the options are never changed)."""
        f = Fast.__new__(Fast)
        f.n = self.n
        f.order = self.order
        f.start_player = self.start_player
        f.phase = self.phase
        f.board = self.board[:]
        f.rc = self.rc[:]
        f.fill = self.fill[:]
        f.supply = self.supply[:]
        f.boxed = self.boxed[:]
        f.food = self.food[:]
        f.food_supply = self.food_supply
        f.success = self.success[:]
        f.levels = self.levels[:]
        f.tiles = [t[:] for t in self.tiles]
        f.tile_supply = self.tile_supply[:]
        f.abilities = [a[:] for a in self.abilities]
        f.fresh = [a[:] for a in self.fresh]
        f.ab_supply = self.ab_supply[:]
        f.hands = [h[:] for h in self.hands]
        f.deck = self.deck[:]
        f.discard = self.discard[:]
        f.in_play = self.in_play[:]
        f.populate_queue = self.populate_queue[:]
        f.turn_seat = self.turn_seat
        f.turn_number = self.turn_number
        f.round_number = self.round_number
        f.round_start = self.round_start
        f.round_turns = self.round_turns
        f.plays = self.plays
        f.auctioned = self.auctioned
        f.play_quota = self.play_quota
        f.free_used = self.free_used
        f.defense_used = self.defense_used[:]
        f.auction = self.auction.copy() if self.auction is not None else None
        f.pending = self.pending
        f.plague_region = self.plague_region
        f.plague_queue = self.plague_queue[:]
        f.markers = self.markers[:]
        f.major_due = self.major_due
        f.ending = self.ending
        f.majors = self.majors  # appended to only by a Major Scoring, which copies it first
        f.rng = self.rng
        f.cap = self.cap
        f.auction_expand = self.auction_expand
        f.rotating = self.rotating
        return f


# ------------------------------------------------------------------ options and conversions

def set_options(f: Fast, unlimited_abilities: bool, auction_expand: bool, rotating_start: bool) -> None:
    """The variants the rules read: the ability limit, the Expand auction, the rotating start."""
    f.cap = 0 if f.n == 2 or unlimited_abilities else 2  # 0: no limit
    f.auction_expand = auction_expand
    f.rotating = rotating_start


def snapshot(f: Fast) -> dict[str, object]:
    """The state as plain data in :class:`~engine.games.wildlife.state.WLState`'s own terms (labels, ids,
    dicts): what the agreement test compares with the engine's state."""
    n = f.n
    a = f.auction
    p = f.pending
    return {
        "phase": PHASES[f.phase], "order": list(f.order), "start_player": f.start_player,
        "board": {SPACES[i]: s for i, s in enumerate(f.board) if s >= 0},
        "supply": list(f.supply), "boxed": list(f.boxed), "food": list(f.food), "food_supply": f.food_supply,
        "success": list(f.success),
        "levels": [{t: f.levels[s * NT + i] for i, t in enumerate(TERRAINS)} for s in range(n)],
        "tiles": [[TILE_IDS.get(t, "?") for t in ts] for ts in f.tiles],
        "tile_supply": {TILE_IDS[i]: k for i, k in enumerate(f.tile_supply) if i in TILE_IDS},
        "abilities": [[ABILITY_IDS[x] for x in ab] for ab in f.abilities],
        "fresh": [[ABILITY_IDS[x] for x in ab] for ab in f.fresh],
        "ability_supply": {ABILITY_IDS[i]: k for i, k in enumerate(f.ab_supply)},
        "hands": [[DECK[c] for c in h] for h in f.hands], "deck": [DECK[c] for c in f.deck],
        "discard": [DECK[c] for c in f.discard], "in_play": [DECK[c] for c in f.in_play],
        "populate_queue": list(f.populate_queue), "turn_seat": f.turn_seat, "turn_number": f.turn_number,
        "round_number": f.round_number, "round_start": f.round_start, "round_turns": f.round_turns,
        "plays": f.plays, "auctioned": f.auctioned, "play_quota": f.play_quota,
        "free_migrations_used": f.free_used, "defense_used": list(f.defense_used),
        "auction": None if a is None else {
            "card": DECK[a.card], "auctioneer": a.auctioneer, "bidders": list(a.bidders), "active": list(a.active),
            "to_bid": a.to_bid, "high": a.high, "high_bidder": None if a.high_bidder < 0 else a.high_bidder},
        "pending": None if p is None else {
            "seat": p[0], "card": DECK[p[1]], "as_kind": None if p[2] == NONE_KIND else KIND_IDS[p[2]],
            "via_auction": p[3]},
        "plague_region": None if f.plague_region < 0 else REGION_IDS[f.plague_region],
        "plague_queue": list(f.plague_queue), "markers": [REGION_IDS[r] for r in f.markers],
        "major_due": f.major_due, "ending": f.ending, "majors": [list(m) for m in f.majors], "rng": f.rng,
    }


def to_action(a: FAction) -> AnyAction:
    """The engine's action for the fast action ``a``."""
    k, x, y = a
    if k == K_BID:
        return BidAction(amount=x)
    if k == K_PASS:
        return PassAction()
    if k == K_PLACE:
        return PlaceAction(space=SPACES[x])
    if k == K_USE:
        return UseAction(card=DECK[x])
    if k == K_AUCTION:
        return AuctionAction(card=DECK[x])
    if k == K_JOKER:
        return JokerAction(as_kind=KIND_IDS[x])
    if k == K_MIGRATE:
        return MigrateAction(from_space=SPACES[x], to_space=SPACES[y])
    if k == K_EXPAND:
        return ExpandAction(space=SPACES[x])
    if k == K_ATTACK:
        return AttackAction(space=SPACES[x])
    if k == K_UPGRADE:
        return UpgradeAction(terrain=TERRAINS[x])
    if k == K_TAKE:
        return TakeAbilityAction(ability=ABILITY_IDS[x], from_seat=None if y < 0 else y)
    if k == K_PLAGUE:
        return PlagueAction(region=REGION_IDS[x])
    if k == K_REMOVE:
        return RemoveAction(space=SPACES[x])
    if k == K_DISCARD:
        return DiscardAction()
    if k == K_TRADE:
        return TradeFoodAction()
    return EndTurnAction()


def from_action(a: AnyAction) -> FAction:
    """The fast action for the engine's action ``a``. Raises ValueError for a creature choice (chart phase)."""
    match a:
        case BidAction(amount=x):
            return (K_BID, x, 0)
        case PassAction():
            return PASS
        case PlaceAction(space=s):
            return (K_PLACE, SPACE_INDEX[s], 0)
        case UseAction(card=c):
            return (K_USE, CARD_INDEX[c], 0)
        case AuctionAction(card=c):
            return (K_AUCTION, CARD_INDEX[c], 0)
        case JokerAction(as_kind=k):
            return (K_JOKER, KIND_INDEX[k], 0)
        case MigrateAction(from_space=s, to_space=t):
            return (K_MIGRATE, SPACE_INDEX[s], SPACE_INDEX[t])
        case ExpandAction(space=s):
            return (K_EXPAND, SPACE_INDEX[s], 0)
        case AttackAction(space=s):
            return (K_ATTACK, SPACE_INDEX[s], 0)
        case UpgradeAction(terrain=t):
            return (K_UPGRADE, TERRAIN_INDEX[t], 0)
        case TakeAbilityAction(ability=x, from_seat=s):
            return (K_TAKE, ABILITY_INDEX[x], -1 if s is None else s)
        case PlagueAction(region=r):
            return (K_PLAGUE, REGION_INDEX[r], 0)
        case RemoveAction(space=s):
            return (K_REMOVE, SPACE_INDEX[s], 0)
        case DiscardAction():
            return DISCARD
        case TradeFoodAction():
            return TRADE
        case EndTurnAction():
            return END
    raise ValueError(f"{a.kind} is not on the fast path")


# ------------------------------------------------------------------ board changes

def put(f: Fast, space: int, seat: int) -> None:
    """``seat``'s creature arrives on the empty ``space``."""
    f.board[space] = seat
    r = SREG[space]
    f.rc[r * f.n + seat] += 1
    f.fill[r] += 1


def lift(f: Fast, space: int) -> None:
    """The creature on ``space`` leaves it."""
    seat = f.board[space]
    f.board[space] = -1
    r = SREG[space]
    f.rc[r * f.n + seat] -= 1
    f.fill[r] -= 1


# ------------------------------------------------------------------ facts (as .moves)

def after(f: Fast, seat: int) -> list[int]:
    """The other seats clockwise from ``seat``'s left."""
    order = f.order
    i = order.index(seat)
    n = len(order)
    return [order[(i + k) % n] for k in range(1, n)]


def actor(f: Fast) -> int:
    """The seat to act (-1 when the game is over)."""
    if f.phase == PLAY:
        if f.plague_queue:
            return f.plague_queue[0]
        if f.auction is not None:
            return f.auction.to_bid
        if f.pending is not None:
            return f.pending[0]
        return f.turn_seat
    if f.phase == POPULATE:
        return f.populate_queue[0] if f.populate_queue else -1
    return -1


def usable(f: Fast, seat: int, ability: int) -> int:
    """As :func:`.moves.usable`."""
    k = f.abilities[seat].count(ability)
    if ability == DEFENSE or not f.fresh[seat]:
        return k
    return k - f.fresh[seat].count(ability)


def max_plays(f: Fast) -> int:
    return 3 + usable(f, f.turn_seat, INTELLIGENCE)


def free_migrations(f: Fast) -> int:
    return 1 + usable(f, f.turn_seat, MOBILITY)


def can_end_turn(f: Fast) -> bool:
    hand = f.hands[f.turn_seat]
    if f.plays < f.play_quota and hand:
        return False
    return f.auctioned >= 1 or not hand


def may_use(f: Fast) -> bool:
    return f.auctioned >= 1 or f.plays + 1 < max_plays(f)


def may_play(f: Fast) -> bool:
    return f.plays < max_plays(f) or (f.auctioned == 0 and bool(f.hands[f.turn_seat]))


def populate_spaces(f: Fast, seat: int) -> list[int]:
    """As :func:`.moves.populate_spaces`."""
    lv = f.levels
    base = seat * NT
    fill = f.fill
    ok = [lv[base + RTER[r]] >= 1 and fill[r] < (4 if RLARGE[r] else 2) for r in range(NR)]
    board = f.board
    return [i for i in range(NS) if board[i] < 0 and ok[SREG[i]]]


def herd(board: list[int], origin: int) -> tuple[set[int], set[int]]:
    """The herd of the creature on ``origin`` (the group of its owner's creatures joined to it) and
    the empty spaces next to that herd (as :func:`.moves.migrations` finds them)."""
    seat = board[origin]
    group = {origin}
    stack = [origin]
    border: set[int] = set()
    while stack:
        cur = stack.pop()
        for nb in NEIGH[cur]:
            o = board[nb]
            if o < 0:
                border.add(nb)
            elif o == seat and nb not in group:
                group.add(nb)
                stack.append(nb)
    return group, border


def destinations(f: Fast, seat: int, border: set[int], terrain: int) -> list[int]:
    """The spaces of ``border`` a creature of ``seat`` may migrate to, map order: ``terrain`` -1,
    any terrain where ``seat`` has at least Migrate (a free Migration), else only that terrain."""
    if terrain < 0:
        lv = f.levels
        base = seat * NT
        return sorted(t for t in border if lv[base + STER[t]] >= 1)
    return sorted(t for t in border if STER[t] == terrain)


def migrations(f: Fast, seat: int, terrain: int) -> list[tuple[int, int]]:
    """(origin, destination) pairs as :func:`.moves.migrations`; ``terrain`` -1: any terrain where
    ``seat`` has at least Migrate (a free Migration), else only that terrain."""
    board = f.board
    done: dict[int, list[int]] = {}
    out: list[tuple[int, int]] = []
    for origin in range(NS):
        if board[origin] != seat:
            continue
        targets = done.get(origin)
        if targets is None:
            group, border = herd(board, origin)
            targets = destinations(f, seat, border, terrain)
            for g in group:
                done[g] = targets
        out += [(origin, t) for t in targets]
    return out


def attack_targets(f: Fast, seat: int, terrain: int) -> list[int]:
    """As :func:`.moves.attack_targets`."""
    aggressive = usable(f, seat, AGGRESSION) > 0
    board = f.board
    out: list[int] = []
    for r in TREGIONS[terrain]:
        if not aggressive and f.fill[r] < RSIZE[r]:
            continue
        out += [s for s in RSPACES[r] if board[s] >= 0 and board[s] != seat]
    out.sort()
    return out


def upgradable(f: Fast, seat: int) -> list[int]:
    """Terrains where ``seat`` can go up one level with a tile left."""
    base = seat * NT
    return [t for t in range(NT) if f.levels[base + t] < 3 and f.tile_supply[t * 4 + f.levels[base + t] + 1] > 0]


def ability_choices(f: Fast, seat: int) -> list[tuple[int, int]]:
    """(ability, from_seat or -1) as :func:`.moves.ability_choices`."""
    cap = f.cap
    out: list[tuple[int, int]] = []
    mine = f.abilities[seat]
    for a in range(len(ABILITY_IDS)):
        if cap and mine.count(a) >= cap:
            continue
        if f.ab_supply[a] > 0:
            out.append((a, -1))
            continue
        holders = [s for s in range(f.n) if s != seat and a in f.abilities[s]]
        if not holders:
            continue
        best = max(f.success[s] for s in holders)
        out += [(a, s) for s in holders if f.success[s] == best]
    return out


def terrain_options(f: Fast, seat: int, terrain: int, expand_bonus: bool) -> list[FAction]:
    """As :func:`.moves.terrain_options`."""
    level = f.levels[seat * NT + terrain]
    out: list[FAction] = []
    if level >= 1:
        out += [(K_MIGRATE, o, d) for o, d in migrations(f, seat, terrain)]
    if (level >= 2 or (expand_bonus and level >= 1)) and f.supply[seat] > 0:
        board = f.board
        out += [(K_EXPAND, s, 0) for s in TSPACES[terrain] if board[s] < 0]
    if level >= 3 and f.supply[seat] > 0:
        out += [(K_ATTACK, s, 0) for s in attack_targets(f, seat, terrain)]
    return out


def pending_options(f: Fast) -> list[FAction]:
    """As :func:`.moves.pending_options` (discard last)."""
    p = f.pending
    assert p is not None
    seat, _, as_kind, via = p
    out: list[FAction]
    if as_kind == NONE_KIND:
        out = [(K_JOKER, k, 0) for k in (*range(NT), WHEEL, ARROWHEAD)]
    elif as_kind < NT:
        out = terrain_options(f, seat, as_kind, via and f.auction_expand)
    elif as_kind == WHEEL:
        out = [(K_UPGRADE, t, 0) for t in upgradable(f, seat)]
    elif as_kind == ARROWHEAD:
        out = [(K_TAKE, a, s) for a, s in ability_choices(f, seat)]
    else:  # plague
        out = [(K_PLAGUE, r, 0) for r in range(NR) if f.fill[r]]
    out.append(DISCARD)
    return out


def payable(f: Fast, seat: int) -> int:
    """As :func:`.auction.payable` for a card auction."""
    return f.food[seat] + FOOD_PER_STEP * min(MAX_STEPS_BACK, f.food_supply // FOOD_PER_STEP)


def bid_bounds(f: Fast, seat: int) -> tuple[int, int]:
    """(lowest, highest) bid ``seat`` may make now (lowest > highest: it may only pass), as
    :func:`.auction.bid_range`."""
    a = f.auction
    assert a is not None
    lo = max(MIN_BID, a.high + 1)
    hi = payable(f, seat)
    if f.n == 2:
        return (lo, max(hi, lo + 9)) if lo <= hi else (1, 0)
    return lo, hi


def legal(f: Fast) -> list[FAction]:
    """Every action of the seat to act, in :func:`.moves.legal`'s order (empty when over)."""
    if f.phase == PLAY:
        seat = actor(f)
        if f.plague_queue:
            r = f.plague_region
            return [(K_REMOVE, s, 0) for s in RSPACES[r] if f.board[s] == seat]
        if f.auction is not None:
            lo, hi = bid_bounds(f, seat)
            out: list[FAction] = [(K_BID, x, 0) for x in range(lo, hi + 1)]
            out.append(PASS)
            return out
        if f.pending is not None:
            return pending_options(f)
        hand = f.hands[seat]
        out = []
        if may_play(f):
            if may_use(f):
                out += [(K_USE, c, 0) for c in hand]
            out += [(K_AUCTION, c, 0) for c in hand]
        if f.free_used < free_migrations(f):
            out += [(K_MIGRATE, o, d) for o, d in migrations(f, seat, -1)]
        if f.food[seat] >= 3:
            out.append(TRADE)
        if can_end_turn(f):
            out.append(END)
        return out
    if f.phase == POPULATE and f.populate_queue:
        return [(K_PLACE, s, 0) for s in populate_spaces(f, f.populate_queue[0])]
    return []


# ------------------------------------------------------------------ applying an action (as .rules)

def take_food(f: Fast, seat: int, amount: int) -> None:
    got = min(amount, f.food_supply)
    f.food_supply -= got
    f.food[seat] += got


def begin_turn(f: Fast, seat: int) -> None:
    f.turn_seat = seat
    f.plays = 0
    f.auctioned = 0
    f.free_used = 0
    f.defense_used = [0] * f.n
    f.fresh[seat] = []
    f.play_quota = min(3, len(f.hands[seat]))
    f.turn_number += 1
    k = f.abilities[seat].count(FOOD_AB)
    if k:
        take_food(f, seat, 2 * k)


def advance_populate(f: Fast) -> None:
    while f.populate_queue:
        s = f.populate_queue[0]
        if f.supply[s] > 0 and populate_spaces(f, s):
            return
        f.populate_queue = [q for q in f.populate_queue if q != s]
    f.phase = PLAY
    f.round_number = 1
    f.round_turns = 0
    begin_turn(f, f.start_player)


def carry_out(f: Fast, seat: int, card: int, via_auction: bool) -> None:
    k = CARD_KIND[card]
    if k == SURPLUS:
        take_food(f, seat, 6)
        return
    if k == FAMINE:
        for s in range(f.n):
            if s != seat:
                half = f.food[s] // 2
                f.food[s] -= half
                f.food_supply += half
        return
    f.pending = (seat, card, NONE_KIND if k == LIGHTNING else k, via_auction)


def arrive(f: Fast, seat: int, space: int) -> None:
    """Minor Scoring when ``space`` filled its region."""
    r = SREG[space]
    if f.fill[r] < RSIZE[r] or r in f.markers or len(f.markers) >= len(MINOR_TRACK):
        return
    f.success[seat] += MINOR_TRACK[len(f.markers)]
    f.markers.append(r)
    k = len(f.markers)
    if k in MAJOR_AFTER:
        f.major_due = True
    if k == len(MINOR_TRACK) and f.n > 2 and not f.ending:
        f.ending = True


def placed_last(f: Fast, seat: int) -> None:
    if f.supply[seat] == 0:
        f.ending = True


def pay(f: Fast, seat: int, to: int, amount: int) -> None:
    """As :func:`.auction.pay` to another seat."""
    steps = 0
    while f.food[seat] < amount and steps < MAX_STEPS_BACK and f.food_supply > 0:
        got = min(FOOD_PER_STEP, f.food_supply)
        f.food_supply -= got
        f.food[seat] += got
        f.success[seat] -= 1
        steps += 1
    paid = min(amount, f.food[seat])
    f.food[seat] -= paid
    f.food[to] += paid


def close_auction(f: Fast) -> None:
    a = f.auction
    assert a is not None
    f.auction = None
    if a.high_bidder < 0:
        return
    pay(f, a.high_bidder, a.auctioneer, MIN_BID if f.n == 2 else a.high)
    carry_out(f, a.high_bidder, a.card, True)


def record_bid(f: Fast, seat: int, amount: int) -> None:
    """A bid (``amount`` >= 0) or a pass (-1), as :func:`.auction.record`, closing the auction when it is over."""
    a = f.auction
    assert a is not None
    if amount < 0:
        a.active.remove(seat)
    else:
        a.high = amount
        a.high_bidder = seat
    active = a.active
    if not active or (len(active) == 1 and a.high_bidder == active[0]):
        close_auction(f)
        return
    bidders = a.bidders
    i = bidders.index(seat)
    m = len(bidders)
    for k in range(1, m + 1):
        s = bidders[(i + k) % m]
        if s in active:
            a.to_bid = s
            return


def plague_auto(f: Fast) -> None:
    """As :func:`.effects.auto_plague`."""
    spaces = RSPACES[f.plague_region]
    board = f.board
    while f.plague_queue:
        s = f.plague_queue[0]
        mine = [x for x in spaces if board[x] == s]
        if len(mine) > 1:
            return
        if mine:
            lift(f, mine[0])
            f.boxed[s] += 1
        f.plague_queue.pop(0)
    f.plague_region = -1


def score_major(f: Fast) -> None:
    """A Major Scoring: every line's points added to the success track."""
    gained = major_points(f)
    for s in range(f.n):
        f.success[s] += gained[s]
    f.majors = [*f.majors, gained]


def end_turn(f: Fast, seat: int, rng: Rng | None) -> None:
    f.discard += f.in_play
    f.in_play = []
    hand = f.hands[seat]
    while len(hand) < HAND_SIZE:
        if not f.deck:
            if not f.discard:
                break
            f.deck = f.discard
            f.discard = []
            r = rng if rng is not None else Rng.from_seed(f.rng)
            r.shuffle(f.deck)
            f.rng = r.state
        hand.append(f.deck.pop(0))
    if f.turn_number >= MAX_TURNS:
        f.ending = True
    if f.ending:
        f.major_due = False
        score_major(f)
        f.phase = OVER
        return
    if f.major_due:
        f.major_due = False
        score_major(f)
    f.round_turns += 1
    if f.round_turns >= f.n:
        f.round_turns = 0
        f.round_number += 1
        nxt = next_round_start(f) if f.rotating else after(f, seat)[0]
        f.round_start = nxt
    else:
        nxt = after(f, seat)[0]
    begin_turn(f, nxt)


def next_round_start(f: Fast) -> int:
    low = min(f.success)
    order = f.order
    i = order.index(f.round_start)
    n = len(order)
    for k in range(1, n + 1):
        s = order[(i + k) % n]
        if f.success[s] == low:
            return s
    return f.round_start


def apply(f: Fast, seat: int, action: FAction, rng: Rng | None = None) -> None:
    """Apply the legal ``action`` of the seat to act (not checked). ``rng`` reshuffles the discard
    pile when the deck runs out (default: the one kept in ``f.rng``, as the engine does)."""
    k, x, y = action
    if k == K_BID:
        record_bid(f, seat, x)
    elif k == K_PASS:
        record_bid(f, seat, -1)
    elif k in (K_USE, K_AUCTION):
        f.hands[seat].remove(x)
        f.in_play.append(x)
        f.plays += 1
        if k == K_USE:
            carry_out(f, seat, x, False)
        else:
            f.auctioned += 1
            bidders = after(f, seat)
            f.auction = FAuction(x, seat, bidders, list(bidders), bidders[0], 0, -1)
    elif k == K_MIGRATE:
        if f.pending is None:
            f.free_used += 1
        lift(f, x)
        put(f, y, seat)
        f.pending = None
        arrive(f, seat, y)
    elif k == K_EXPAND:
        put(f, x, seat)
        f.supply[seat] -= 1
        f.pending = None
        arrive(f, seat, x)
        placed_last(f, seat)
    elif k == K_ATTACK:
        f.pending = None
        victim = f.board[x]
        if f.turn_seat != victim and f.defense_used[victim] < usable(f, victim, DEFENSE):
            f.defense_used[victim] += 1
            return
        lift(f, x)
        put(f, x, seat)
        f.boxed[victim] += 1
        f.supply[seat] -= 1
        placed_last(f, seat)
    elif k == K_JOKER:
        p = f.pending
        assert p is not None
        f.pending = (p[0], p[1], x, p[3])
    elif k == K_UPGRADE:
        i = seat * NT + x
        lv = f.levels[i] + 1
        f.tile_supply[x * 4 + lv] -= 1
        f.tiles[seat].append(x * 4 + lv)
        f.levels[i] = lv
        f.pending = None
    elif k == K_TAKE:
        if y < 0:
            f.ab_supply[x] -= 1
        else:
            f.abilities[y].remove(x)
            if x in f.fresh[y]:
                f.fresh[y].remove(x)
        f.abilities[seat].append(x)
        if seat != f.turn_seat:
            f.fresh[seat].append(x)
        f.pending = None
    elif k == K_DISCARD:
        f.pending = None
    elif k == K_END:
        end_turn(f, seat, rng)
    elif k == K_TRADE:
        f.food[seat] -= 3
        f.food_supply += 3
        f.success[seat] += 1
    elif k == K_PLACE:
        put(f, x, seat)
        f.supply[seat] -= 1
        f.populate_queue.pop(0)
        advance_populate(f)
    elif k == K_PLAGUE:
        f.pending = None
        i = f.order.index(seat)
        order = f.order[i:] + f.order[:i]
        f.plague_region = x
        f.plague_queue = [s for s in order if f.rc[x * f.n + s]]
        plague_auto(f)
    elif k == K_REMOVE:
        lift(f, x)
        f.boxed[seat] += 1
        f.plague_queue.pop(0)
        plague_auto(f)


# ------------------------------------------------------------------ scoring (as .scoring)

def ranked(values: list[int], table: tuple[int, ...]) -> list[int]:
    """As :func:`.scoring.ranked_points`."""
    out = []
    m = len(table)
    for v in values:
        if v <= 0:
            out.append(0)
            continue
        rank = 1
        tied = -1
        for w in values:
            if w > v:
                rank += 1
            elif w == v:
                tied += 1
        if tied:
            rank += 1
        out.append(table[rank - 1] if rank <= m else 0)
    return out


def herd_sizes(board: list[int], n: int) -> list[tuple[int, int]]:
    """(size, seat) of every herd on ``board``."""
    seen = [False] * NS
    out = []
    for start in range(NS):
        s = board[start]
        if s < 0 or seen[start]:
            continue
        seen[start] = True
        stack = [start]
        size = 0
        while stack:
            cur = stack.pop()
            size += 1
            for nb in NEIGH[cur]:
                if not seen[nb] and board[nb] == s:
                    seen[nb] = True
                    stack.append(nb)
        out.append((size, s))
    return out


def herd_points(board: list[int], n: int) -> list[int]:
    """Points per seat of the five herd lines (:func:`.scoring.herd_lines`, summed)."""
    herds = herd_sizes(board, n)
    pts = [0] * n
    sizes = sorted((z for z, _ in herds), reverse=True)
    for size, seat in herds:
        standing = 1 + sizes.index(size)
        if standing > len(HERD_POINTS):
            continue
        paid = standing
        for z, o in herds:
            if z == size and o != seat:
                paid += 1
                break
        if paid <= len(HERD_POINTS):
            pts[seat] += HERD_POINTS[paid - 1]
    return pts


def region_points(f: Fast) -> list[int]:
    """Points per seat of the twelve region lines (:func:`.scoring.region_points`, summed)."""
    n = f.n
    pts = [0] * n
    rc = f.rc
    for r in range(NR):
        if not f.fill[r]:
            continue
        counts = rc[r * n:(r + 1) * n]
        present = [s for s in range(n) if counts[s]]
        if len(present) == 1:
            s = present[0]
            pts[s] += LARGE_MONOPOLY if counts[s] == RSIZE[r] else SMALL_MONOPOLY
            continue
        for s, p in enumerate(ranked(counts, REGION_POINTS)):
            pts[s] += p
    return pts


def major_points(f: Fast) -> list[int]:
    """Points per seat a Major Scoring would give now (:func:`.scoring.major_scoring`, totalled)."""
    n = f.n
    pts = region_points(f)
    for s, p in enumerate(herd_points(f.board, n)):
        pts[s] += p
    for values in ([len(t) for t in f.tiles], [len(a) for a in f.abilities], f.food):
        for s, p in enumerate(ranked(values, MOST_POINTS)):
            pts[s] += p
    return pts


__all__ = [
    "CARD_INDEX", "CARD_KIND", "FAction", "Fast", "actor", "apply", "from_action", "legal", "major_points",
    "set_options", "snapshot", "to_action",
]
