"""Card, creature and scoring effects of WildLife (each function mutates the state and
appends events; validation happens before, in :mod:`.moves`).

Rulebook sections: "Creature Charts" (Migrate, Expand, Attack), "Wildlife Cards",
"Using Ability Cards", "Drawing Wildlife Cards", "Scoring"; GAPS.md section 4
(abilities, text cards, migration, food supply).
"""
from __future__ import annotations

from typing import Any

from engine.core import Event

from .board import (
    REGIONS,
    SPACE_REGION,
    is_full,
)
from .cards import (
    LEVELS,
    MAJOR_AFTER,
    MINOR_TRACK,
    TEXTS,
    category,
    kind_of,
)
from .moves import after, usable
from .scoring import major_scoring, totals
from .state import Pending, WLState


def public(kind: str, **data: Any) -> Event:
    """A public event: its ``kind`` and ``data`` (seats by number, spaces by label, regions,
    cards, terrains and abilities by id) say everything; the UI words it in the reader's
    language, so its ``text`` stays empty (issue 34)."""
    return Event.trusted(kind, "", None, data)


def take_food(state: WLState, seat: int, amount: int) -> int:
    """Move up to ``amount`` food from the (finite) supply to ``seat``; returns what it got."""
    got = min(amount, state.food_supply)
    state.food_supply -= got
    state.food[seat] += got
    return got


def play_card(state: WLState, seat: int, card: str) -> None:
    """Move ``card`` from the hand to the cards played this turn."""
    state.hands[seat].remove(card)
    state.in_play.append(card)
    state.plays += 1


def carry_out(state: WLState, seat: int, card: str, events: list[Event], *, via_auction: bool) -> None:
    """Start carrying out ``card`` for ``seat``: Food Surplus and Famine at once, the
    rest through ``state.pending`` (a choice of target, or discard)."""
    k = kind_of(card)
    cat = category(card)
    if k == "food-surplus":
        got = take_food(state, seat, 6)
        events.append(public("food_surplus", seat=seat, food=got))
        return
    if k == "famine":
        lost = [0] * state.seats
        for s in range(state.seats):
            if s == seat:
                continue
            half = state.food[s] // 2
            state.food[s] -= half
            state.food_supply += half
            lost[s] = half
        events.append(public("famine", seat=seat, lost=lost))
        return
    as_kind: str | None
    if cat == "lightning":
        as_kind = None
    elif cat == "terrain":
        as_kind = k
    else:
        as_kind = k  # wheel, arrowhead, plague
    state.pending = Pending(seat=seat, card=card, as_kind=as_kind, via_auction=via_auction)


# ------------------------------------------------------------------ movement

def _arrive(state: WLState, seat: int, space: str, events: list[Event]) -> None:
    """Minor Scoring (rulebook "1. Minor Scoring") when ``space`` completed its region."""
    rid = SPACE_REGION[space]
    if rid in state.markers or not is_full(state.board, rid) or len(state.markers) >= len(MINOR_TRACK):
        return
    pts = MINOR_TRACK[len(state.markers)]
    state.markers.append(rid)
    state.success[seat] += pts
    n = len(state.markers)
    events.append(public("minor_scoring", seat=seat, region=rid, points=pts, marker=n))
    if n in MAJOR_AFTER:
        state.major_due = True
        events.append(public("major_due"))
    if n == len(MINOR_TRACK) and state.seats > 2 and not state.ending:
        state.ending = True
        state.end_reason = "last-marker"


def _placed_last(state: WLState, seat: int, events: list[Event]) -> None:
    if state.supply[seat] == 0 and not state.ending:
        state.ending = True
        state.end_reason = "last-creature"
        state.end_seat = seat
        events.append(public("last_creature", seat=seat))


def move(state: WLState, seat: int, origin: str, dest: str, events: list[Event], *, free: bool) -> None:
    """Migrate the creature on ``origin`` to ``dest``."""
    del state.board[origin]
    state.board[dest] = seat
    events.append(public("migrated", seat=seat, from_space=origin, to_space=dest, free=free))
    _arrive(state, seat, dest, events)


def expand(state: WLState, seat: int, space: str, events: list[Event]) -> None:
    """Place a creature from the supply on the empty ``space``."""
    state.board[space] = seat
    state.supply[seat] -= 1
    events.append(public("expanded", seat=seat, space=space))
    _arrive(state, seat, space, events)
    _placed_last(state, seat, events)


def attack(state: WLState, seat: int, space: str, events: list[Event]) -> None:
    """Attack ``space``: the defender's creature goes to the box and ours takes its place,
    unless the defender's Defense cancels it (GAPS.md "Abilities")."""
    victim = state.board[space]
    if state.turn_seat != victim and state.defense_used[victim] < usable(state, victim, "defense"):
        state.defense_used[victim] += 1
        events.append(public("attack_defended", seat=seat, space=space, victim=victim))
        return
    state.board[space] = seat
    state.boxed[victim] += 1
    state.supply[seat] -= 1
    events.append(public("attacked", seat=seat, space=space, victim=victim))
    _placed_last(state, seat, events)


# ------------------------------------------------------------------ wheel, arrowhead, text

def upgrade(state: WLState, seat: int, terrain: str, events: list[Event]) -> None:
    """Rulebook "Wheel Cards": place the next adaptation tile on the chart."""
    lv = state.levels[seat][terrain] + 1
    tile = f"{terrain}-{LEVELS[lv]}"
    state.tile_supply[tile] -= 1
    state.tiles[seat].append(tile)
    state.levels[seat][terrain] = lv
    events.append(public("adapted", seat=seat, terrain=terrain, level=LEVELS[lv]))


def take_ability(state: WLState, seat: int, ability: str, from_seat: int | None, events: list[Event]) -> None:
    """Rulebook "Arrowhead Cards"; abilities won outside one's own turn wait for it."""
    if from_seat is None:
        state.ability_supply[ability] -= 1
    else:
        state.abilities[from_seat].remove(ability)
        if ability in state.fresh[from_seat]:
            state.fresh[from_seat].remove(ability)
    state.abilities[seat].append(ability)
    if seat != state.turn_seat:
        state.fresh[seat].append(ability)
    events.append(public("ability_taken", seat=seat, ability=ability, from_seat=from_seat))


def plague(state: WLState, seat: int, region: str, events: list[Event]) -> None:
    """GAPS.md "Text cards", Plague: each player with creatures in ``region`` removes one
    (to the box), clockwise from the player of the card; single choices are automatic."""
    order = [seat] + after(state, seat)
    state.plague_region = region
    state.plague_queue = [s for s in order if any(state.board.get(x) == s for x in REGIONS[region].spaces)]
    events.append(public("plague", seat=seat, region=region))
    auto_plague(state, events)


def remove_for_plague(state: WLState, seat: int, space: str, events: list[Event]) -> None:
    """``seat`` removes its creature on ``space`` to the box."""
    del state.board[space]
    state.boxed[seat] += 1
    state.plague_queue.pop(0)
    events.append(public("plague_removed", seat=seat, space=space))


def auto_plague(state: WLState, events: list[Event]) -> None:
    """Resolve queued Plague victims that have exactly one creature there."""
    while state.plague_queue:
        s = state.plague_queue[0]
        mine = [x for x in REGIONS[state.plague_region or ""].spaces if state.board.get(x) == s]
        if len(mine) > 1:
            return
        if mine:
            remove_for_plague(state, s, mine[0], events)
        else:
            state.plague_queue.pop(0)
    state.plague_region = None


# ------------------------------------------------------------------ turn end

def draw_to(state: WLState, seat: int, size: int) -> list[str]:
    """Rulebook "Drawing Wildlife Cards": draw back to ``size``; reshuffle the discard
    pile when the deck runs out. Returns the cards drawn."""
    drawn = []
    while len(state.hands[seat]) < size:
        if not state.deck:
            if not state.discard:
                break
            state.deck = state.discard
            state.discard = []
            state.rng.shuffle(state.deck)
        c = state.deck.pop(0)
        state.hands[seat].append(c)
        drawn.append(c)
    return drawn


def major(state: WLState, events: list[Event], *, final: bool) -> None:
    """Rulebook "2. Major Scoring": score every line, add to the success track, record it."""
    lines = major_scoring(state.board, [len(t) for t in state.tiles], [len(a) for a in state.abilities],
                          list(state.food))
    gained = totals(lines)
    for s in range(state.seats):
        state.success[s] += gained[s]
    state.majors.append(lines)
    events.append(public("major_scoring", lines=[ln.model_dump() for ln in lines], gained=gained, final=final))


def next_round_start(state: WLState) -> int:
    """Variant "Rotating Starting Player": fewest success points; on a tie, the next such
    player clockwise from the current starting player."""
    low = min(state.success)
    i = state.order.index(state.round_start)
    n = len(state.order)
    for k in range(1, n + 1):
        s = state.order[(i + k) % n]
        if state.success[s] == low:
            return s
    return state.round_start


__all__ = ["TEXTS", "public"]
