"""What a seat may do now in WildLife, and why anything else is refused: one source of legality.

:func:`legal` lists the actions of a seat; :func:`problem` says why an action is refused, or
None when it is allowed. Both go through the same two steps, so an action is allowed exactly
when it is among :func:`legal`:

1. :func:`closed`: whether an action *kind* is open now at all (whose move it is, the phase,
   an auction, a Plague, a card being carried out, the turn's plays) and, if not, why;
2. :func:`options`: the actions of an open kind (every target, bid amount or card it allows).

A refused action of an open kind gets a reason naming what is wrong with its target
(:func:`_target_reason`); those reasons only explain, they decide nothing.

Rules implemented (rulebook sections; GAPS.md section 4):

* "Game Play": who acts: the Plague victim, else the bidder in an auction, else whoever
  carries out a card, else the player whose turn it is; play order is clockwise.
* "Populating the Board": a starting creature goes on an empty space whose terrain is not
  No Action, at most 2 creatures in a small region and 4 in a large one.
* "Game Play": 3 cards a turn (+1 per usable Intelligence), at least one as an auction;
  one free Migration (+1 per usable Mobility); food trading (3 food: one success step).
* "Auctions": see :mod:`.auction` for the amounts a bidder may bid.
* "Creature Charts" (Migrate, Expand, Attack), "Terrain Cards", "Wheel Cards", "Arrowhead
  Cards", "Using Ability Cards", text cards (Plague): the targets of a card being carried out.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from engine.core import IllegalAction

from . import auction as A
from .actions import (
    AnyAction,
    AttackAction,
    AuctionAction,
    BidAction,
    ChooseCreatureAction,
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
from .board import NEIGHBOURS, REGIONS, SPACE_REGION, SPACES, TERRAIN_REGIONS, TERRAINS, counts_in, is_full, terrain_of
from .cards import ABILITIES, LEVELS, kind_of
from .state import WLState

TARGET_KINDS = ("migrate", "expand", "attack", "upgrade", "take_ability", "joker", "plague", "discard")
"""Kinds that act on the card being carried out (a free Migration too)."""


# ------------------------------------------------------------------ facts legality depends on

def after(state: WLState, seat: int) -> list[int]:
    """The other seats clockwise from ``seat``'s left (play order)."""
    i = state.order.index(seat)
    n = len(state.order)
    return [state.order[(i + k) % n] for k in range(1, n)]


def actor(state: WLState) -> int | None:
    """The one seat that must act now (None when the game is over or nobody can act)."""
    if state.phase == "over":
        return None
    if state.phase == "chart":
        if state.chart_chooser is not None:
            return state.chart_chooser
        return state.auction.to_bid if state.auction else None
    if state.phase == "populate":
        return state.populate_queue[0] if state.populate_queue else None
    if state.plague_queue:
        return state.plague_queue[0]
    if state.auction is not None:
        return state.auction.to_bid
    if state.pending is not None:
        return state.pending.seat
    return state.turn_seat


def usable(state: WLState, seat: int, ability: str) -> int:
    """Ability cards of a kind ``seat`` may use now: those won in an auction wait for its
    own turn (rulebook "Using Ability Cards"), except Defense which works at once."""
    n = state.abilities[seat].count(ability)
    if ability == "defense":
        return n
    return n - state.fresh[seat].count(ability)


def max_plays(state: WLState) -> int:
    """3 + one per usable Intelligence card of the player whose turn it is."""
    return 3 + usable(state, state.turn_seat, "intelligence")


def free_migrations(state: WLState) -> int:
    """1 + one per usable Mobility card of the player whose turn it is."""
    return 1 + usable(state, state.turn_seat, "mobility")


def can_end_turn(state: WLState) -> bool:
    """All 3 cards played (fewer only if the hand ran out) and at least one auctioned."""
    hand = state.hands[state.turn_seat]
    if state.plays < state.play_quota and hand:
        return False
    return state.auctioned >= 1 or not hand


def may_use(state: WLState) -> bool:
    """A card may be used for oneself unless this play must be the turn's auction."""
    return state.auctioned >= 1 or state.plays + 1 < max_plays(state)


def may_play(state: WLState) -> bool:
    """Another card may be played this turn (the turn's auction is still owed, or plays are left)."""
    return state.plays < max_plays(state) or (state.auctioned == 0 and bool(state.hands[state.turn_seat]))


def populate_spaces(state: WLState, seat: int) -> list[str]:
    """Spaces ``seat`` may take in the populate phase (rulebook "Populating the Board"):
    empty, terrain not No Action, and at most 2 creatures in a small region / 4 in a
    large one."""
    out = []
    levels = state.levels[seat]
    full_regions = set()
    for rid, reg in REGIONS.items():
        if levels[reg.terrain] < 1:
            full_regions.add(rid)
            continue
        cap = 4 if reg.large else 2
        if sum(1 for s in reg.spaces if s in state.board) >= cap:
            full_regions.add(rid)
    for s in SPACES:
        if s not in state.board and SPACE_REGION[s] not in full_regions:
            out.append(s)
    return out


def terrain_spaces(terrain: str) -> list[str]:
    """Every space of both regions of ``terrain``, in map order."""
    rs = set(TERRAIN_REGIONS[terrain])
    return [s for s in SPACES if SPACE_REGION[s] in rs]


def migrations(state: WLState, seat: int, dest_ok: Callable[[str], bool]) -> list[tuple[str, str]]:
    """(origin, destination) pairs for ``seat``: one step into an empty space or a path
    through its own creatures ending on an empty one (GAPS.md "Migration"), where
    ``dest_ok(terrain)`` holds for the destination. Herds share their reachable set."""
    board = state.board
    mine = [s for s in SPACES if board.get(s) == seat]
    done: dict[str, list[str]] = {}
    out: list[tuple[str, str]] = []
    for origin in mine:
        if origin in done:
            targets = done[origin]
        else:
            group = {origin}
            stack = [origin]
            border: set[str] = set()
            while stack:
                cur = stack.pop()
                for n in NEIGHBOURS[cur]:
                    o = board.get(n)
                    if o is None:
                        border.add(n)
                    elif o == seat and n not in group:
                        group.add(n)
                        stack.append(n)
            targets = [s for s in SPACES if s in border and dest_ok(terrain_of(s))]
            for g in group:
                done[g] = targets
        out += [(origin, t) for t in targets]
    return out


def attack_targets(state: WLState, seat: int, terrain: str) -> list[str]:
    """Opponent-held spaces ``seat`` may Attack in ``terrain``: in a full region, or in any
    region with a usable Aggression card (GAPS.md "Abilities")."""
    aggressive = usable(state, seat, "aggression") > 0
    out = []
    for rid in TERRAIN_REGIONS[terrain]:
        if not (aggressive or is_full(state.board, rid)):
            continue
        out += [s for s in REGIONS[rid].spaces if state.board.get(s) not in (None, seat)]
    return [s for s in SPACES if s in set(out)]


def upgradable(state: WLState, seat: int) -> list[str]:
    """Terrains where ``seat`` can go up one level with a tile still in the supply."""
    out = []
    for t in TERRAINS:
        lv = state.levels[seat][t]
        if lv < 3 and state.tile_supply[f"{t}-{LEVELS[lv + 1]}"] > 0:
            out.append(t)
    return out


def ability_cap(state: WLState) -> int | None:
    """At most two of a kind (rulebook "Arrowhead Cards"); no limit with 2 players or the
    "Ability Cards" variant."""
    return None if state.seats == 2 or state.options.unlimited_abilities else 2


def ability_choices(state: WLState, seat: int) -> list[tuple[str, int | None]]:
    """(ability, from_seat) choices of an Arrowhead: from the supply (from_seat None), else
    from the opponent(s) with the most success points holding that kind."""
    cap = ability_cap(state)
    out: list[tuple[str, int | None]] = []
    for a in ABILITIES:
        if cap is not None and state.abilities[seat].count(a) >= cap:
            continue
        if state.ability_supply[a] > 0:
            out.append((a, None))
            continue
        holders = [s for s in range(state.seats) if s != seat and a in state.abilities[s]]
        if not holders:
            continue
        best = max(state.success[s] for s in holders)
        out += [(a, s) for s in holders if state.success[s] == best]
    return out


def terrain_options(state: WLState, seat: int, terrain: str, *, expand_bonus: bool = False) -> list[AnyAction]:
    """Migrate / Expand / Attack actions a Terrain card of ``terrain`` gives ``seat``
    (rulebook "Terrain Cards"); ``expand_bonus``: the Expand auction variant."""
    level = state.levels[seat][terrain]
    out: list[AnyAction] = []
    if level >= 1:
        for origin, dest in migrations(state, seat, lambda t: t == terrain):
            out.append(MigrateAction(from_space=origin, to_space=dest))
    if (level >= 2 or (expand_bonus and level >= 1)) and state.supply[seat] > 0:
        out += [ExpandAction(space=s) for s in terrain_spaces(terrain) if s not in state.board]
    if level >= 3 and state.supply[seat] > 0:
        out += [AttackAction(space=s) for s in attack_targets(state, seat, terrain)]
    return out


def pending_options(state: WLState) -> list[AnyAction]:
    """Actions available to the seat carrying out ``state.pending`` (discard included)."""
    p = state.pending
    assert p is not None
    seat = p.seat
    out: list[AnyAction] = []
    if p.as_kind is None:
        out += [JokerAction(as_kind=k) for k in (*TERRAINS, "wheel", "arrowhead")]
    elif p.as_kind in TERRAINS:
        out += terrain_options(state, seat, p.as_kind, expand_bonus=p.via_auction and state.options.auction_expand)
    elif p.as_kind == "wheel":
        out += [UpgradeAction(terrain=t) for t in upgradable(state, seat)]
    elif p.as_kind == "arrowhead":
        out += [TakeAbilityAction(ability=a, from_seat=f) for a, f in ability_choices(state, seat)]
    elif p.as_kind == "plague":
        out += [PlagueAction(region=r) for r in REGIONS if counts_in(state.board, r, state.seats) != [0] * state.seats]
    out.append(DiscardAction())
    return out


# ------------------------------------------------------------------ step 1: is the kind open?

def _carrying_out(state: WLState) -> bool:
    """A card is being carried out and nothing comes before it (no Plague victim, no auction)."""
    return state.phase == "play" and not state.plague_queue and state.auction is None and state.pending is not None


def _own_turn(state: WLState) -> bool:
    """The player whose turn it is acts, with nothing pending."""
    return state.phase == "play" and not state.plague_queue and state.auction is None and state.pending is None


_TERRAIN_CARD_KINDS = ("migrate", "expand", "attack")
"""What a Terrain card does ("Terrain Cards"); which of them a seat may do is :func:`terrain_options`."""
_CARD_KINDS: dict[str | None, tuple[str, ...]] = {None: ("joker",), "wheel": ("upgrade",),
                                                  "arrowhead": ("take_ability",), "plague": ("plague",)}
"""What the other cards do: a Lightning card not yet declared (None), Wheel, Arrowhead, Plague."""


def _phase_kinds(state: WLState, seat: int) -> tuple[str, ...]:
    """The kinds the phase gives the actor ``seat``, before a turn's limits."""
    if state.phase == "chart":
        return ("choose_creature",) if state.chart_chooser == seat else ("bid", "pass")
    if state.phase == "populate":
        return ("place",)
    if state.plague_queue:
        return ("remove",)
    if state.auction is not None:
        return ("bid", "pass")
    if state.pending is not None:
        as_kind = state.pending.as_kind
        return (*(_TERRAIN_CARD_KINDS if as_kind in TERRAINS else _CARD_KINDS.get(as_kind, ())), "discard")
    return ("use", "auction", "migrate", "trade_food", "end_turn")


def _turn_kind_open(state: WLState, seat: int, kind: str) -> bool:
    """On one's own turn with nothing pending: the turn's limits ("Game Play")."""
    if kind == "use":
        return may_play(state) and may_use(state)
    if kind == "auction":
        return may_play(state)
    if kind == "migrate":
        return state.free_migrations_used < free_migrations(state)
    if kind == "trade_food":
        return state.food[seat] >= 3
    return can_end_turn(state)  # end_turn


def closed(state: WLState, seat: int, kind: str, action: AnyAction | None = None) -> Refusal | None:
    """Why no action of ``kind`` is open to ``seat`` now (a :class:`Refusal`), or None when the
    kind is open (its actions are then :func:`options`). ``action``, when given, lets the
    sentence name its card or target."""
    if state.phase == "over":
        return _no("wl-game-over")
    if actor(state) != seat:
        if state.auction is not None and seat in state.auction.bidders and kind in ("bid", "pass"):
            return _no("wl-not-your-turn-to-bid")
        return _no("wl-not-your-turn")
    if kind in _phase_kinds(state, seat) and (not _own_turn(state) or _turn_kind_open(state, seat, kind)):
        return None
    return _closed_reason(state, seat, kind, action)


def _closed_reason(state: WLState, seat: int, kind: str, action: AnyAction | None) -> Refusal:
    """The reason for a kind that is not open to the actor ``seat`` (see :func:`closed`)."""
    a = state.auction
    if kind in ("bid", "pass") and a is None:
        return _no("wl-no-auction")
    if kind == "bid":
        return _target_reason(state, seat, kind, action)
    if a is not None:
        return _no("wl-finish-auction")
    if state.plague_queue:
        return _no("wl-plague-choose")
    if kind in ("choose_creature", "place"):
        return _target_reason(state, seat, kind, action)
    if state.phase != "play":
        return _no("wl-cannot-now")
    p = state.pending
    if p is not None and kind in ("use", "auction", "end_turn", "trade_food"):
        return _no("wl-carry-out-first", kind=kind_of(p.card))
    if kind in ("use", "auction"):
        if isinstance(action, (UseAction, AuctionAction)) and action.card not in state.hands[seat]:
            return _no("wl-not-in-hand")
        if state.plays >= max_plays(state) and state.auctioned:
            return _no("wl-all-played")
        if kind == "use":
            return _no("wl-must-auction")
        return _no("wl-all-played")
    if kind == "end_turn":
        if state.plays < state.play_quota:
            return _no("wl-play-more", n=state.play_quota - state.plays)
        return _no("wl-must-auction")
    if kind == "trade_food":
        return _no("wl-need-food")
    if kind in TARGET_KINDS:
        if p is None and kind != "migrate":
            return _no("wl-play-card-first")
        return _target_reason(state, seat, kind, action)
    return _no("wl-cannot-now")


# ------------------------------------------------------------------ step 2: the actions of an open kind

def options(state: WLState, seat: int, kind: str) -> list[AnyAction]:
    """The actions of ``kind`` open to ``seat`` (meaningful only when :func:`closed` is None)."""
    if kind == "bid":
        return [BidAction(amount=x) for x in A.bid_range(state, seat)]
    if kind == "pass":
        return [PassAction()]
    if kind == "choose_creature":
        return [ChooseCreatureAction(creature=c) for c in state.chart_pool]
    if kind == "place":
        return [PlaceAction(space=s) for s in populate_spaces(state, seat)]
    if kind == "remove":
        return [RemoveAction(space=s) for s in REGIONS[state.plague_region or ""].spaces if state.board.get(s) == seat]
    if state.pending is not None:
        return [a for a in pending_options(state) if a.kind == kind]
    if kind == "use":
        return [UseAction(card=c) for c in state.hands[seat]]
    if kind == "auction":
        return [AuctionAction(card=c) for c in state.hands[seat]]
    if kind == "migrate":
        return [MigrateAction(from_space=o, to_space=d)
                for o, d in migrations(state, seat, lambda t: state.levels[seat][t] >= 1)]
    if kind == "trade_food":
        return [TradeFoodAction()]
    return [EndTurnAction()]  # end_turn


def legal(state: WLState, seat: int) -> list[AnyAction]:
    """Every action ``seat`` may take now (bids: every affordable amount), kind by kind: the
    :func:`options` of every kind :func:`closed` leaves open. Empty when it is not ``seat``'s move."""
    if state.phase == "over" or actor(state) != seat:
        return []
    if _carrying_out(state):
        return pending_options(state)  # the same list, kind by kind, without rebuilding it per kind
    out: list[AnyAction] = []
    for kind in _phase_kinds(state, seat):
        if closed(state, seat, kind) is None:
            out += options(state, seat, kind)
    return out


def problem(state: WLState, seat: int, action: AnyAction) -> Refusal | None:
    """Why ``action`` is refused for ``seat`` now (a :class:`Refusal`), or None exactly when it
    is one of :func:`legal`."""
    why = closed(state, seat, action.kind, action)
    if why is not None:
        return why
    if action in options(state, seat, action.kind):
        return None
    return _target_reason(state, seat, action.kind, action)


# ------------------------------------------------------------------ reasons for a refused target

class Refusal(NamedTuple):
    """Why an action is refused, as data: ``code``, a catalog message id (``wl-…``, worded by the
    UI in the reader's language, issue 34) and ``params``, its arguments as plain values (spaces
    by label; terrains, regions and card kinds by id; numbers)."""

    code: str
    params: tuple[tuple[str, str | int], ...] = ()

    def exception(self) -> IllegalAction:
        """The :class:`~engine.core.IllegalAction` to raise (its ``reason``, for logs, is the code)."""
        return IllegalAction(self.code, code=self.code, params=dict(self.params))


def _no(code: str, **params: str | int) -> Refusal:
    return Refusal(code, tuple(params.items()))


def _target_reason(state: WLState, seat: int, kind: str, action: AnyAction | None) -> Refusal:
    """What is wrong with the target of a refused ``action`` of ``kind`` (``action`` None: the
    kind is closed and only the kind's own sentence is wanted)."""
    if kind == "bid":
        a = state.auction
        assert a is not None
        if isinstance(action, BidAction) and action.amount < A.min_bid(a):
            return _no("wl-lowest-bid", amount=A.min_bid(a))
        return _no("wl-cannot-pay")
    if kind == "remove":
        return _no("wl-plague-choose")
    if kind == "choose_creature":
        return _no("wl-chart-taken")
    if kind == "place":
        return _place_reason(state, seat, action.space if isinstance(action, PlaceAction) else None)
    if kind in ("use", "auction"):
        return _no("wl-not-in-hand")
    p = state.pending
    if p is not None and p.as_kind is None and kind != "joker":
        return _no("wl-lightning-first")
    match action:
        case MigrateAction(from_space=frm, to_space=to):
            if p is None:
                return _no("wl-no-free-migration") if state.free_migrations_used else \
                    _no("wl-migration-impossible")
            if state.board.get(frm) != seat:
                return _no("wl-no-creature-on", space=frm)
            if to in state.board:
                return _no("wl-not-empty", space=to)
            if p.as_kind in TERRAINS and terrain_of(to) != p.as_kind:
                return _no("wl-card-moves-into", terrain=p.as_kind)
            return _no("wl-unreachable", frm=frm, to=to)
        case ExpandAction(space=sp):
            if state.supply[seat] <= 0:
                return _no("wl-supply-empty")
            if sp in state.board:
                return _no("wl-occupied", space=sp)
            if p is not None and p.as_kind in TERRAINS and terrain_of(sp) != p.as_kind:
                return _no("wl-card-acts-in", terrain=p.as_kind)
            return _no("wl-too-low-expand")
        case AttackAction(space=sp):
            if state.board.get(sp) is None:
                return _no("wl-attack-empty", space=sp)
            if state.board.get(sp) == seat:
                return _no("wl-attack-own")
            if p is not None and p.as_kind in TERRAINS and terrain_of(sp) != p.as_kind:
                return _no("wl-card-acts-in", terrain=p.as_kind)
            if p is not None and state.levels[seat][terrain_of(sp)] < 3:
                return _no("wl-need-attack")
            return _no("wl-attack-full-only")
        case UpgradeAction():
            return _no("wl-cannot-adapt")
        case TakeAbilityAction():
            return _no("wl-cannot-take-ability")
        case PlagueAction():
            return _no("wl-plague-region")
        case JokerAction():
            return _no("wl-lightning-as")
    return _no("wl-does-not-fit")


def _place_reason(state: WLState, seat: int, space: str | None) -> Refusal:
    """Why a starting creature may not go on ``space`` ("Populating the Board")."""
    if space is None:
        return _no("wl-cannot-now")
    if space in state.board:
        return _no("wl-occupied", space=space)
    t = terrain_of(space)
    if state.levels[seat][t] < 1:
        return _no("wl-no-action-in", terrain=t)
    return _no("wl-start-limit", region=SPACE_REGION[space])


__all__ = [
    "TARGET_KINDS", "Refusal", "ability_cap", "ability_choices", "actor", "after", "attack_targets",
    "can_end_turn", "closed", "free_migrations", "legal", "max_plays", "may_play", "may_use", "migrations",
    "options", "pending_options", "populate_spaces", "problem", "terrain_options", "terrain_spaces",
    "upgradable", "usable",
]
