"""Card, creature and scoring effects of WildLife (each function mutates the state and
appends events; validation happens before, in :mod:`.rules`).

Rulebook sections: "Creature Charts" (Migrate, Expand, Attack), "Wildlife Cards",
"Using Ability Cards", "Drawing Wildlife Cards", "Scoring"; GAPS.md section 4
(abilities, text cards, migration, food supply).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core import Event, Model

from .board import (
    NEIGHBOURS,
    REGIONS,
    SPACE_REGION,
    SPACES,
    TERRAIN_REGIONS,
    TERRAINS,
    is_full,
    terrain_of,
)
from .cards import (
    ABILITIES,
    LEVELS,
    MAJOR_AFTER,
    MINOR_TRACK,
    TEXTS,
    category,
    hand_label,
    kind_of,
    public_name,
)
from .scoring import major_scoring, totals
from .state import Pending, WLState


def _who(state: WLState, seat: int) -> str:
    from .rules import who

    return who(state, seat)


def public(state: WLState, kind: str, text: str, **data: Any) -> Event:
    """A public event."""
    return Event(kind=kind, text=text, data=data)


def hand_text(card: str) -> str:
    """The private rendering of a hand card (see :func:`.cards.hand_label`)."""
    return hand_label(card)


def take_food(state: WLState, seat: int, amount: int) -> int:
    """Move up to ``amount`` food from the (finite) supply to ``seat``; returns what it got."""
    got = min(amount, state.food_supply)
    state.food_supply -= got
    state.food[seat] += got
    return got


def usable(state: WLState, seat: int, ability: str) -> int:
    """Ability cards of a kind ``seat`` may use now: those won in an auction wait for its
    own turn (rulebook "Using Ability Cards"), except Defense which works at once."""
    n = state.abilities[seat].count(ability)
    if ability == "defense":
        return n
    return n - state.fresh[seat].count(ability)


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
        events.append(public(state, "food_surplus", f"Food Surplus: {_who(state, seat)} takes {got} food.",
                             seat=seat, food=got))
        return
    if k == "famine":
        lost = []
        for s in range(state.seats):
            if s == seat:
                continue
            half = state.food[s] // 2
            state.food[s] -= half
            state.food_supply += half
            lost.append(f"{_who(state, s)} {half}")
        events.append(public(state, "famine", f"Famine: every other player returns half their food ({', '.join(lost)}).",
                             seat=seat))
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


def _arrive(state: WLState, seat: int, space: str, events: list[Event]) -> None:
    """Minor Scoring (rulebook "1. Minor Scoring") when ``space`` completed its region."""
    rid = SPACE_REGION[space]
    if rid in state.markers or not is_full(state.board, rid) or len(state.markers) >= len(MINOR_TRACK):
        return
    pts = MINOR_TRACK[len(state.markers)]
    state.markers.append(rid)
    state.success[seat] += pts
    n = len(state.markers)
    events.append(public(state, "minor_scoring", f"Minor Scoring: {_who(state, seat)} fills the last space of "
                         f"{REGIONS[rid].name} and scores {pts} (region marker {n} of 11).",
                         seat=seat, region=rid, points=pts, marker=n))
    if n in MAJOR_AFTER:
        state.major_due = True
        events.append(public(state, "major_due", "A Major Scoring follows at the end of this turn."))
    if n == len(MINOR_TRACK) and state.seats > 2 and not state.ending:
        state.ending = True
        state.end_reason = "The last region marker was taken."


def _placed_last(state: WLState, seat: int, events: list[Event]) -> None:
    if state.supply[seat] == 0 and not state.ending:
        state.ending = True
        state.end_reason = f"{_who(state, seat)} placed its last creature."
        events.append(public(state, "last_creature", f"{_who(state, seat)} has placed its last creature: "
                             "the game ends after this turn.", seat=seat))


def move(state: WLState, seat: int, origin: str, dest: str, events: list[Event], *, free: bool) -> None:
    """Migrate the creature on ``origin`` to ``dest``."""
    del state.board[origin]
    state.board[dest] = seat
    what = "free Migration" if free else "Migration"
    events.append(public(state, "migrated", f"{_who(state, seat)} migrates {origin} → {dest} ({what}).",
                         seat=seat, from_space=origin, to_space=dest, free=free))
    _arrive(state, seat, dest, events)


def expand(state: WLState, seat: int, space: str, events: list[Event]) -> None:
    """Place a creature from the supply on the empty ``space``."""
    state.board[space] = seat
    state.supply[seat] -= 1
    events.append(public(state, "expanded", f"{_who(state, seat)} expands to {space}.", seat=seat, space=space))
    _arrive(state, seat, space, events)
    _placed_last(state, seat, events)


def attack(state: WLState, seat: int, space: str, events: list[Event]) -> None:
    """Attack ``space``: the defender's creature goes to the box and ours takes its place,
    unless the defender's Defense cancels it (GAPS.md "Abilities")."""
    victim = state.board[space]
    if state.turn_seat != victim and state.defense_used[victim] < usable(state, victim, "defense"):
        state.defense_used[victim] += 1
        events.append(public(state, "attack_defended", f"{_who(state, seat)} attacks {space}, but "
                             f"{_who(state, victim)}'s Defense cancels the attack.", seat=seat, space=space,
                             victim=victim))
        return
    state.board[space] = seat
    state.boxed[victim] += 1
    state.supply[seat] -= 1
    events.append(public(state, "attacked", f"{_who(state, seat)} attacks {space}: {_who(state, victim)}'s creature "
                         "goes back to the box.", seat=seat, space=space, victim=victim))
    _placed_last(state, seat, events)


# ------------------------------------------------------------------ wheel, arrowhead, text

def upgradable(state: WLState, seat: int) -> list[str]:
    """Terrains where ``seat`` can go up one level with a tile still in the supply."""
    out = []
    for t in TERRAINS:
        lv = state.levels[seat][t]
        if lv < 3 and state.tile_supply[f"{t}-{LEVELS[lv + 1]}"] > 0:
            out.append(t)
    return out


def upgrade(state: WLState, seat: int, terrain: str, events: list[Event]) -> None:
    """Rulebook "Wheel Cards": place the next adaptation tile on the chart."""
    lv = state.levels[seat][terrain] + 1
    tile = f"{terrain}-{LEVELS[lv]}"
    state.tile_supply[tile] -= 1
    state.tiles[seat].append(tile)
    state.levels[seat][terrain] = lv
    events.append(public(state, "adapted", f"{_who(state, seat)} adapts to {terrain.capitalize()}: now "
                         f"{LEVELS[lv].capitalize()}.", seat=seat, terrain=terrain, level=LEVELS[lv]))


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


def take_ability(state: WLState, seat: int, ability: str, from_seat: int | None, events: list[Event]) -> None:
    """Rulebook "Arrowhead Cards"; abilities won outside one's own turn wait for it."""
    if from_seat is None:
        state.ability_supply[ability] -= 1
        src = "from the supply"
    else:
        state.abilities[from_seat].remove(ability)
        if ability in state.fresh[from_seat]:
            state.fresh[from_seat].remove(ability)
        src = f"from {_who(state, from_seat)}"
    state.abilities[seat].append(ability)
    if seat != state.turn_seat:
        state.fresh[seat].append(ability)
    events.append(public(state, "ability_taken", f"{_who(state, seat)} takes the {ABILITIES[ability].name} ability "
                         f"{src}.", seat=seat, ability=ability, from_seat=from_seat))


def plague(state: WLState, seat: int, region: str, events: list[Event]) -> None:
    """GAPS.md "Text cards", Plague: each player with creatures in ``region`` removes one
    (to the box), clockwise from the player of the card; single choices are automatic."""
    from .rules import after

    order = [seat] + after(state, seat)
    state.plague_region = region
    state.plague_queue = [s for s in order if any(state.board.get(x) == s for x in REGIONS[region].spaces)]
    events.append(public(state, "plague", f"Plague strikes {REGIONS[region].name} ({_who(state, seat)}).",
                         seat=seat, region=region))
    auto_plague(state, events)


def remove_for_plague(state: WLState, seat: int, space: str, events: list[Event]) -> None:
    """``seat`` removes its creature on ``space`` to the box."""
    del state.board[space]
    state.boxed[seat] += 1
    state.plague_queue.pop(0)
    events.append(public(state, "plague_removed", f"{_who(state, seat)} loses the creature on {space} to the Plague.",
                         seat=seat, space=space))


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
    parts = []
    for line in lines:
        got = [f"{_who(state, s)} {p}" for s, p in enumerate(line.points) if p]
        if got:
            parts.append(f"{line.label}: {', '.join(got)}")
    title = "Final Major Scoring" if final else "Major Scoring"
    events.append(public(state, "major_scoring", f"{title} — " + "; ".join(parts) + ". Totals: " +
                         ", ".join(f"{_who(state, s)} +{g}" for s, g in enumerate(gained)) + ".",
                         lines=[ln.model_dump() for ln in lines], gained=gained, final=final))


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


# ------------------------------------------------------------------ reasons

def reason(state: WLState, seat: int, action: Model) -> str:
    """A short player-readable reason why ``action`` is not allowed now."""
    kind = action.kind  # type: ignore[attr-defined]  # Game.apply hands over the base Model; every WildLife action has these fields for its kind
    a = state.auction
    if kind in ("bid", "pass"):
        if a is None:
            return "There is no auction to bid in."
        if kind == "bid":
            lo = max(a.minimum, a.high + 1)
            if action.amount < lo:  # type: ignore[attr-defined]  # Game.apply hands over the base Model; every WildLife action has these fields for its kind
                return f"The lowest bid now is {lo} food."
            return "You cannot pay that much."
    if a is not None:
        return "Finish the auction first."
    if state.plague_queue:
        return "Choose which of your creatures the Plague takes."
    if kind == "choose_creature":
        return "That creature chart is not available."
    if kind == "place":
        sp = action.space  # type: ignore[attr-defined]  # Game.apply hands over the base Model; every WildLife action has these fields for its kind
        if sp in state.board:
            return f"{sp} is already occupied."
        t = terrain_of(sp)
        if state.levels[seat][t] < 1:
            return f"Your creature has No Action in {t.capitalize()}."
        return f"{REGIONS[SPACE_REGION[sp]].name} already has its limit of starting creatures."
    if state.phase != "play":
        return "You cannot do that now."
    p = state.pending
    if p is not None and kind in ("use", "auction", "end_turn", "trade_food"):
        return f"First carry out or discard the {public_name(p.card)} card."
    if kind in ("use", "auction"):
        card = action.card  # type: ignore[attr-defined]  # Game.apply hands over the base Model; every WildLife action has these fields for its kind
        if card not in state.hands[seat]:
            return "That card is not in your hand."
        from .rules import max_plays

        if state.plays >= max_plays(state) and state.auctioned:
            return "You have played all your cards this turn."
        if kind == "use":
            return "You must auction at least one card this turn."
        return "You have played all your cards this turn."
    if kind == "end_turn":
        if state.plays < state.play_quota:
            return f"Play {state.play_quota - state.plays} more card(s) first."
        return "You must auction at least one card this turn."
    if kind == "trade_food":
        return "You need 3 food to advance on the success track."
    if kind in ("migrate", "expand", "attack", "upgrade", "take_ability", "joker", "plague", "discard"):
        if p is None and kind != "migrate":
            return "Play a card for that first."
        return _target_reason(state, seat, action)
    return "You cannot do that now."


def _target_reason(state: WLState, seat: int, action: Model) -> str:
    kind = action.kind  # type: ignore[attr-defined]  # Game.apply hands over the base Model; every WildLife action has these fields for its kind
    p = state.pending
    if p is not None and p.as_kind is None and kind != "joker":
        return "Say first what the Lightning card acts as."
    if kind == "migrate":
        frm, to = action.from_space, action.to_space  # type: ignore[attr-defined]  # Game.apply hands over the base Model; every WildLife action has these fields for its kind
        if p is None:
            return "You have no free Migration left this turn." if state.free_migrations_used else \
                "That Migration is not possible."
        if state.board.get(frm) != seat:
            return f"You have no creature on {frm}."
        if to in state.board:
            return f"{to} is not empty."
        if p.as_kind in TERRAINS and terrain_of(to) != p.as_kind:
            return f"This card moves into {p.as_kind.capitalize()} only."
        return f"{to} cannot be reached from {frm} (one step, or through your own herd)."
    if kind == "expand":
        sp = action.space  # type: ignore[attr-defined]  # Game.apply hands over the base Model; every WildLife action has these fields for its kind
        if state.supply[seat] <= 0:
            return "You have no creatures left in your supply."
        if sp in state.board:
            return f"{sp} is already occupied."
        if p is not None and p.as_kind in TERRAINS and terrain_of(sp) != p.as_kind:
            return f"This card acts in {p.as_kind.capitalize()} only."
        return "Your adaptation there is too low to Expand."
    if kind == "attack":
        sp = action.space  # type: ignore[attr-defined]  # Game.apply hands over the base Model; every WildLife action has these fields for its kind
        if state.board.get(sp) is None:
            return f"{sp} is empty: Expand there instead."
        if state.board.get(sp) == seat:
            return "You cannot attack your own creature."
        if p is not None and p.as_kind in TERRAINS and terrain_of(sp) != p.as_kind:
            return f"This card acts in {p.as_kind.capitalize()} only."
        if p is not None and state.levels[seat][terrain_of(sp)] < 3:
            return "You need the Attack adaptation there."
        return "You can only attack in a region whose spaces are all occupied."
    if kind == "upgrade":
        return "You cannot adapt further there (or no tile is left)."
    if kind == "take_ability":
        return "You cannot take that ability (limit two of a kind; from the supply, else from the leader)."
    if kind == "plague":
        return "Choose a region with creatures in it."
    if kind == "joker":
        return "A Lightning card acts as a Terrain, Wheel or Arrowhead card."
    return "That does not fit the card you are carrying out."


__all__ = ["TEXTS", "public"]
