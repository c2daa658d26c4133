"""Black-box checks of the WildLife engine against its rulebook.

Written from the rulebook (``seeds/004_aba50db13e878a9b.txt``) and GAPS.md section 4 only,
against the public surface: the ``GAME`` protocol (setup / to_act / legal_actions / apply /
view / outcome), the action models, the state model's fields (to build positions) and the
data files. Engine internals (rules, auction, effects, scoring, board, cards) were not read.

Each test's docstring quotes the rulebook passage ("RB: ...") or the GAPS.md line
("GAPS: ...") it checks. Map geometry comes from the public view (``view.regions``).

Creature charts (GAPS.md table): Crocodile 200 My (water attack, savannah expand,
forest/desert migrate), Snake 100, Eagle 50, Bear 20, Mammoth 5, Man 2.
"""
from __future__ import annotations

import copy
from typing import Any

import pytest

from engine.core import IllegalAction
from engine.games.wildlife import GAME
from engine.games.wildlife.state import WLOptions, WLState
from engine.games.wildlife.views import region_of
from tests.engine.phases import phase_now

TERRAINS = ["forest", "desert", "savannah", "plains", "mountains", "water"]

# GAPS.md section 4, creature chart table: creature -> (age, no action, migrate, expand, attack)
CHARTS = {
    "crocodile": (200, {"mountains", "plains"}, {"forest", "desert"}, {"savannah"}, {"water"}),
    "snake": (100, {"savannah", "forest"}, {"mountains", "water"}, {"plains"}, {"desert"}),
    "eagle": (50, {"water", "savannah"}, {"desert", "plains"}, {"forest"}, {"mountains"}),
    "bear": (20, {"desert", "water"}, {"savannah", "plains"}, {"mountains"}, {"forest"}),
    "mammoth": (5, {"water", "desert"}, {"forest", "mountains"}, {"savannah"}, {"plains"}),
    "man": (2, {"water", "desert"}, {"forest", "mountains"}, {"plains"}, {"savannah"}),
}


# ----------------------------------------------------------------------------- helpers
def chart(creature: str | None) -> tuple[int, set[str], set[str], set[str], set[str]]:
    """CHARTS of a seat's creature (every seat has one once the game is set up)."""
    assert creature is not None
    return CHARTS[creature]



def new(n: int = 3, seed: int = 1, **opts: bool) -> WLState:
    return GAME.setup(n, WLOptions(**opts), seed)


def act(st: WLState, seat: int, data: dict[str, Any]) -> list:
    return GAME.apply(st, seat, GAME.action_adapter.validate_python(data))


def legal(st: WLState, seat: int) -> list[dict[str, Any]]:
    return [a.model_dump() for a in GAME.legal_actions(st, seat)]


def kinds(st: WLState, seat: int) -> set[str]:
    return {a["kind"] for a in legal(st, seat)}


def actor(st: WLState) -> int:
    (a,) = GAME.to_act(st)
    return a


def assert_illegal(st: WLState, seat: int, data: dict[str, Any]) -> None:
    """The action raises IllegalAction and the state is unchanged (core.py: apply contract)."""
    before = st.model_dump()
    with pytest.raises(IllegalAction):
        act(st, seat, data)
    assert st.model_dump() == before


def regions(st: WLState) -> dict[str, Any]:
    return {r.id: r for r in GAME.view(st, None).regions}


def populated(n: int = 3, seed: int = 1, **opts: bool) -> WLState:
    """Play the populating phase with legal placements (a middle choice each time)."""
    st = new(n, seed, **opts)
    while st.phase == "populate":
        a = actor(st)
        la = GAME.legal_actions(st, a)
        GAME.apply(st, a, la[len(la) // 2])
    assert st.phase == "play"
    return st


def blank(n: int = 3, seed: int = 1, **opts: bool) -> WLState:
    """A play-phase state at the start of the first turn with an empty board."""
    st = populated(n, seed, **opts)
    st.board = {}
    st.supply = [st.initial_creatures] * n
    return st


def give(st: WLState, seat: int, cards: list[str]) -> None:
    """Make ``cards`` the first cards of ``seat``'s hand, keeping the hand at its size and
    every card in exactly one place."""
    size = len(st.hands[seat])
    for c in cards:
        for h in st.hands:
            if c in h:
                h.remove(c)
        for pile in (st.deck, st.discard):
            if c in pile:
                pile.remove(c)
    rest = st.hands[seat]
    hand = list(cards) + rest[: max(0, size - len(cards))]
    st.deck.extend(rest[max(0, size - len(cards)):])
    st.hands[seat] = hand
    # hands of others may have shrunk: refill them from the deck
    for s, h in enumerate(st.hands):
        while s != seat and len(h) < size:
            h.append(st.deck.pop())


def all_cards(st: WLState) -> list[str]:
    out = list(st.deck) + list(st.discard) + list(st.in_play)
    for h in st.hands:
        out += h
    if st.auction and st.auction.card:
        out.append(st.auction.card)
    return out


def others(st: WLState, seat: int) -> list[int]:
    return [s for s in range(st.seats) if s != seat]


def pass_all(st: WLState) -> None:
    """Everyone still bidding passes."""
    while st.auction is not None:
        act(st, actor(st), {"kind": "pass"})


def finish_plays(st: WLState, t: int) -> None:
    """Play out the rest of ``t``'s quota with no effect: auction cards nobody bids on,
    or use-and-discard, so that the board does not change."""
    while "use" in kinds(st, t) or "auction" in kinds(st, t):
        card = next(c for c in st.hands[t] if not c.startswith(("food-surplus", "famine", "plague")))
        act(st, t, {"kind": "auction", "card": card})
        pass_all(st)
        if st.pending is not None:
            act(st, actor(st), {"kind": "discard"})


def end_turn(st: WLState, t: int) -> None:
    finish_plays(st, t)
    act(st, t, {"kind": "end_turn"})


# ----------------------------------------------------------------------------- setup

@pytest.mark.parametrize("n,per", [(2, 30), (3, 30), (4, 25), (5, 21), (6, 18)])
def test_creatures_per_player_by_count(n: int, per: int) -> None:
    """RB Game Setup: "With 2-3 players, each uses all 30 Creatures, With 4 players use 25
    each, With 5 players use 21 each, With 6 players use 18 each"."""
    st = new(n)
    assert st.supply == [per] * n
    assert st.initial_creatures == per
    assert st.board == {}


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_charts_distinct_and_as_published(n: int) -> None:
    """RB Game Setup: "The 6 Creature charts are shuffled and distributed, one to each
    player"; GAPS 4 creature chart table gives each chart's levels."""
    st = new(n, seed=7)
    assert len(set(st.creature)) == n
    for s, c in enumerate(st.creature):
        _, none, mig, exp, att = chart(c)
        lv = st.levels[s]
        for t in TERRAINS:
            want = 0 if t in none else 1 if t in mig else 2 if t in exp else 3
            assert lv[t] == want, (c, t)
        assert st.tiles[s] == []


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("n", [2, 4, 6])
def test_start_player_is_oldest_and_success_markers(n: int, seed: int) -> None:
    """RB Game Setup: "The Starting player is the player with the oldest creature. Play
    follows clockwise." / "The Starting player places his marker on the "1" space ...
    going clockwise the next player places his marker on "2", the next on "3"."""
    st = new(n, seed)
    ages = [chart(c)[0] for c in st.creature]
    sp = st.start_player
    assert ages[sp] == max(ages)
    assert st.order == [(sp + i) % n for i in range(n)]
    for i in range(n):
        assert st.success[(sp + i) % n] == i + 1


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_food_and_cards_dealt(n: int) -> None:
    """RB Game Setup: "Each player receives 8 points worth [of food]" and "Each player
    receives a hand of 10 cards, and the rest are placed in a deck"; GAPS: "Food supply is
    finite: 120 points of chips less the dealt food"; components: 110 Wildlife cards."""
    st = new(n)
    assert st.food == [8] * n
    assert st.food_supply == 120 - 8 * n
    assert [len(h) for h in st.hands] == [10] * n
    cards = all_cards(st)
    assert len(cards) == 110 == len(set(cards))
    assert len(st.deck) == 110 - 10 * n


def test_card_mix() -> None:
    """RB Game Contents: "110 Wildlife cards (60 Terrain cards, 18 Arrowhead, 15 Wheel,
    10 Lightning, 7 Text cards: 3 Food Surplus, 2 Plague and 2 Famine)"."""
    st = new(3)
    v = GAME.view(st, 0)
    assert v.deck_count + 30 == 110
    from collections import Counter
    cnt = Counter(c.rsplit("-", 1)[0] for c in all_cards(st))
    assert sum(cnt[t] for t in TERRAINS) == 60
    assert cnt["arrowhead"] == 18 and cnt["wheel"] == 15 and cnt["lightning"] == 10
    assert cnt["food-surplus"] == 3 and cnt["plague"] == 2 and cnt["famine"] == 2


def test_ability_and_tile_supply() -> None:
    """RB Game Contents: "72 Adaptation tiles (3x Migrate, 4x Expand, 5x Attack in each
    terrain type)", "15 Ability cards: Food 5x, Intelligence 4x, Mobility 3x, Defense 2x,
    Aggression 1x"; RB 2 players: "Remove one each of Food, Intelligence, Mobility, and
    Defense"."""
    st = new(3)
    assert st.ability_supply == {"food": 5, "intelligence": 4, "mobility": 3, "defense": 2, "aggression": 1}
    for t in TERRAINS:
        assert st.tile_supply[f"{t}-migrate"] == 3
        assert st.tile_supply[f"{t}-expand"] == 4
        assert st.tile_supply[f"{t}-attack"] == 5
    assert sum(st.tile_supply.values()) == 72
    st2 = new(2)
    assert st2.ability_supply == {"food": 4, "intelligence": 3, "mobility": 2, "defense": 1, "aggression": 1}


def test_bad_seat_count() -> None:
    """RB / GAPS 4: "2-6 players"."""
    for n in (1, 7):
        with pytest.raises(ValueError):
            new(n)


# ----------------------------------------------------------------------------- populating

@pytest.mark.parametrize("n,k", [(2, 12), (3, 8), (4, 5), (5, 4), (6, 3)])
def test_populate_counts_and_order(n: int, k: int) -> None:
    """RB Populating the Board: table 2→12, 3→8, 4→5, 5→4, 6→3; "The Starting player
    begins ... The player to his left does the same, and this continues clockwise"."""
    st = new(n, seed=3)
    assert st.phase == "populate"
    seq = []
    while st.phase == "populate":
        a = actor(st)
        seq.append(a)
        la = GAME.legal_actions(st, a)
        GAME.apply(st, a, la[0])
    sp = st.start_player
    assert seq == [(sp + i) % n for i in range(n)] * k
    on = [0] * n
    for o in st.board.values():
        on[o] += 1
    assert on == [k] * n
    assert st.supply == [st.initial_creatures - k] * n
    # play begins with the starting player
    assert st.turn_seat == sp and GAME.to_act(st) == {sp}


def test_populate_never_in_no_action_terrain() -> None:
    """RB Populating: "No creature may be placed in a terrain marked "No Action" on the
    corresponding Creature chart"; placement is allowed where he may Migrate, Expand or
    Attack."""
    st = new(6, seed=2)
    regs = regions(st)
    while st.phase == "populate":
        a = actor(st)
        none = chart(st.creature[a])[1]
        la = legal(st, a)
        terr = {regs[region_of(x["space"])].terrain for x in la}
        assert not (terr & none)
        if len(st.board) < st.seats:  # first round: no cap reached yet, every allowed terrain is offered
            assert terr == set(TERRAINS) - none
        bad = next(sp for r in regs.values() if r.terrain in none for sp in r.spaces if sp not in st.board)
        assert_illegal(st, a, {"kind": "place", "space": bad})
        act(st, a, la[-1])


def test_populate_region_caps() -> None:
    """RB Populating: "In the small regions (4-5 spaces) there can be no more than two
    creatures total among all players during this phase. In the large regions (8-9 spaces)
    there can be no more than four creatures total during this phase." Also "Only 1
    creature may be placed on each space"."""
    st = new(3, seed=1)
    regs = regions(st)
    a = actor(st)
    mig_or_better = [t for t in TERRAINS if st.levels[a][t] >= 1]
    small = next(r for r in regs.values() if not r.large and r.terrain in mig_or_better)
    large = next(r for r in regs.values() if r.large and r.terrain in mig_or_better)
    others_ = others(st, a)
    st.board = {small.spaces[0]: others_[0], small.spaces[1]: others_[1]}
    for i in range(4):
        st.board[large.spaces[i]] = others_[i % 2]
    la = {x["space"] for x in legal(st, a)}
    assert not (la & set(small.spaces)) and not (la & set(large.spaces))
    assert_illegal(st, a, {"kind": "place", "space": small.spaces[2]})
    assert_illegal(st, a, {"kind": "place", "space": large.spaces[4]})
    # one fewer: a place is allowed again
    del st.board[small.spaces[1]]
    del st.board[large.spaces[3]]
    la = {x["space"] for x in legal(st, a)}
    assert small.spaces[2] in la and large.spaces[5] in la
    assert small.spaces[0] not in la  # occupied
    assert_illegal(st, a, {"kind": "place", "space": small.spaces[0]})
    act(st, a, {"kind": "place", "space": small.spaces[2]})
    assert st.board[small.spaces[2]] == a


def test_populate_out_of_turn() -> None:
    """RB Populating: players place one at a time clockwise; core: wrong seat raises."""
    st = new(3, seed=1)
    a = actor(st)
    b = (a + 1) % 3
    sp = legal(st, a)[0]["space"]
    assert_illegal(st, b, {"kind": "place", "space": sp})
    assert legal(st, b) == []


# ----------------------------------------------------------------------------- a turn

def croc() -> tuple[WLState, int]:
    """3 players, empty board, first turn; the turn player is the Crocodile (seed 1):
    water = Attack, savannah = Expand, forest/desert = Migrate, mountains/plains = none."""
    st = blank(3, 1)
    t = st.turn_seat
    assert st.creature[t] == "crocodile"
    return st, t


def test_three_cards_at_least_one_auctioned() -> None:
    """RB Game Play: "a player must play 3 Cards from his hand"; Wildlife Cards: "At least
    one of these actions must be auctioned to another player"."""
    st, t = croc()
    give(st, t, ["wheel-1", "wheel-2", "wheel-3", "wheel-4"])
    assert "end_turn" not in kinds(st, t)
    assert_illegal(st, t, {"kind": "end_turn"})
    for c in ("wheel-1", "wheel-2"):
        act(st, t, {"kind": "use", "card": c})
        act(st, t, {"kind": "discard"})
    assert "end_turn" not in kinds(st, t)
    # the third card must be auctioned
    assert "use" not in kinds(st, t) and "auction" in kinds(st, t)
    assert_illegal(st, t, {"kind": "use", "card": "wheel-3"})
    act(st, t, {"kind": "auction", "card": "wheel-3"})
    pass_all(st)
    assert st.plays == 3 and st.auctioned == 1
    assert kinds(st, t) - {"trade_food", "migrate"} == {"end_turn"}
    assert_illegal(st, t, {"kind": "auction", "card": "wheel-4"})
    assert_illegal(st, t, {"kind": "use", "card": "wheel-4"})


def test_several_cards_may_be_auctioned() -> None:
    """RB Auctions: "If the player wishes to auction multiple cards, each gets its own
    separate auction and each costs 1 action each"."""
    st, t = croc()
    give(st, t, ["wheel-1", "wheel-2", "wheel-3"])
    for c in ("wheel-1", "wheel-2", "wheel-3"):
        act(st, t, {"kind": "auction", "card": c})
        pass_all(st)
    assert st.plays == 3 and st.auctioned == 3
    assert "end_turn" in kinds(st, t)


def test_end_of_turn_discard_and_draw_to_ten_clockwise() -> None:
    """RB Game Play: "Played Wildlife cards remain in front of the player until the end of
    his turn when they are discarded"; Drawing: "refreshes his hand back to 10 cards";
    "Play continues in clockwise order"."""
    st, t = croc()
    give(st, t, ["wheel-1", "wheel-2", "wheel-3"])
    deck = len(st.deck)
    for c in ("wheel-1", "wheel-2"):
        act(st, t, {"kind": "use", "card": c})
        act(st, t, {"kind": "discard"})
    act(st, t, {"kind": "auction", "card": "wheel-3"})
    pass_all(st)
    assert len(st.hands[t]) == 7
    assert set(st.in_play) == {"wheel-1", "wheel-2", "wheel-3"}
    act(st, t, {"kind": "end_turn"})
    assert len(st.hands[t]) == 10
    assert len(st.deck) == deck - 3
    assert {"wheel-1", "wheel-2", "wheel-3"} <= set(st.discard)
    assert st.in_play == []
    assert st.turn_seat == (t + 1) % 3 and GAME.to_act(st) == {(t + 1) % 3}
    assert len(set(all_cards(st))) == 110 == len(all_cards(st))


def test_reshuffle_discard_when_deck_runs_out() -> None:
    """RB Drawing Wildlife Cards: "If the draw pile is exhausted, the discard pile is
    shuffled to form a new draw pile"."""
    st, t = croc()
    give(st, t, ["wheel-1", "wheel-2", "wheel-3"])
    # move all but one deck card to the discard pile
    st.discard = st.deck[1:]
    st.deck = st.deck[:1]
    for c in ("wheel-1", "wheel-2"):
        act(st, t, {"kind": "use", "card": c})
        act(st, t, {"kind": "discard"})
    act(st, t, {"kind": "auction", "card": "wheel-3"})
    pass_all(st)
    act(st, t, {"kind": "end_turn"})
    assert len(st.hands[t]) == 10
    cards = all_cards(st)
    assert len(cards) == 110 == len(set(cards))
    assert len(st.deck) > 0


def test_free_migration_once() -> None:
    """RB Free Migration: "a player receives one additional Migrate action during his turn
    ... This optional action may be taken before, during or after the actions"."""
    st, t = croc()
    st.board = {"C4": t}
    st.supply[t] -= 1
    assert {"kind": "migrate", "from_space": "C4", "to_space": "C5"} in legal(st, t)
    act(st, t, {"kind": "migrate", "from_space": "C4", "to_space": "C5"})
    assert st.board == {"C5": t}
    assert "migrate" not in kinds(st, t)
    assert_illegal(st, t, {"kind": "migrate", "from_space": "C5", "to_space": "C4"})
    # also after the cards are played it stays used
    finish_plays(st, t)
    assert "migrate" not in kinds(st, t)


def test_free_migration_after_cards() -> None:
    """RB Free Migration: may be taken "before, during or after the actions received from
    the Wildlife cards"."""
    st, t = croc()
    st.board = {"C4": t}
    st.supply[t] -= 1
    finish_plays(st, t)
    assert {"kind": "migrate", "from_space": "C4", "to_space": "D4"} in legal(st, t)
    act(st, t, {"kind": "migrate", "from_space": "C4", "to_space": "D4"})
    assert st.board == {"D4": t}


def test_migration_rules() -> None:
    """RB Migrate: "move one of his creatures 1 space - horizontally or vertically ...
    option of travelling over creatures of his own herd ... may only migrate into a region
    where it has the Migrate, Expand, or Attack adaptation"; GAPS: "a path through spaces
    held by the player's own creatures ending on an empty space"."""
    st, t = croc()
    o = (t + 1) % 3
    # own herd C4 D4 E4 (savannah), an opponent at C5
    st.board = {"C4": t, "D4": t, "E4": t, "C5": o}
    mig = {(a["from_space"], a["to_space"]) for a in legal(st, t) if a["kind"] == "migrate"}
    assert ("C4", "F4") in mig              # over D4, E4 (own herd)
    # B4 is small water (Attack level): reachable over D4, C4
    assert ("E4", "B4") in mig
    assert ("C4", "C6") not in mig          # not over an opponent
    assert ("C4", "D6") not in mig          # diagonal / not orthogonally connected
    assert all(b not in st.board for _, b in mig)
    # no migration onto plains / mountains (No Action for the Crocodile)
    st.board = {"F5": t}
    mig = {(a["from_space"], a["to_space"]) for a in legal(st, t) if a["kind"] == "migrate"}
    assert ("F5", "F6") not in mig  # small plains
    assert ("F5", "G5") in mig      # small forest: Migrate
    assert_illegal(st, t, {"kind": "migrate", "from_space": "F5", "to_space": "F6"})
    # not through an opponent
    st.board = {"C4": t, "D4": o}
    assert_illegal(st, t, {"kind": "migrate", "from_space": "C4", "to_space": "E4"})
    # not with an opponent's creature, not onto an occupied space, not two empty steps
    st.board = {"C4": t, "D5": o}
    assert_illegal(st, t, {"kind": "migrate", "from_space": "D5", "to_space": "D4"})
    assert_illegal(st, t, {"kind": "migrate", "from_space": "C4", "to_space": "E4"})
    st.board = {"C4": t, "D4": o}
    assert_illegal(st, t, {"kind": "migrate", "from_space": "C4", "to_space": "D4"})


def test_terrain_card_migrate_level() -> None:
    """RB Terrain Cards: "If a player is able to "Migrate", he may move one of his creatures
    on the board into a space of the corresponding terrain" (and not Expand)."""
    st, t = croc()
    st.board = {"C5": t}
    give(st, t, ["forest-1"])
    act(st, t, {"kind": "use", "card": "forest-1"})
    la = legal(st, t)
    ks = {a["kind"] for a in la}
    assert ks == {"migrate", "discard"}
    regs = regions(st)
    forest = set(regs["large-forest"].spaces) | set(regs["small-forest"].spaces)
    assert {a["to_space"] for a in la if a["kind"] == "migrate"} <= forest
    assert {"kind": "migrate", "from_space": "C5", "to_space": "C6"} in la
    assert_illegal(st, t, {"kind": "expand", "space": "B6"})
    assert_illegal(st, t, {"kind": "migrate", "from_space": "C5", "to_space": "D5"})  # savannah, not forest
    act(st, t, {"kind": "migrate", "from_space": "C5", "to_space": "C6"})
    assert st.board == {"C6": t} and st.pending is None
    assert st.plays == 1
    # the free migration is still available
    assert "migrate" in kinds(st, t)


def test_terrain_card_expand_level() -> None:
    """RB Terrain Cards: "If a player is able to "Expand", he may place one creature from his
    supply onto an unoccupied space in either of the corresponding terrain regions"."""
    st, t = croc()
    o = (t + 1) % 3
    st.board = {"C4": o}
    give(st, t, ["savannah-1"])
    act(st, t, {"kind": "use", "card": "savannah-1"})
    regs = regions(st)
    sav = (set(regs["large-savannah"].spaces) | set(regs["small-savannah"].spaces)) - {"C4"}
    la = legal(st, t)
    assert {a["space"] for a in la if a["kind"] == "expand"} == sav
    assert "attack" not in {a["kind"] for a in la}
    assert_illegal(st, t, {"kind": "expand", "space": "C4"})
    assert_illegal(st, t, {"kind": "expand", "space": "A1"})  # water: not this card
    before = st.supply[t]
    act(st, t, {"kind": "expand", "space": "B8"})
    assert st.board["B8"] == t and st.supply[t] == before - 1


def test_no_adaptation_only_discard() -> None:
    """RB Terrain Cards: "If a player has no adaptation level, and does not put the action up
    for auction, he discards the card with no effect"."""
    st, t = croc()
    st.board = {"F5": t}
    give(st, t, ["plains-1"])
    act(st, t, {"kind": "use", "card": "plains-1"})
    assert legal(st, t) == [{"kind": "discard"}]
    before = copy.deepcopy(st.board)
    act(st, t, {"kind": "discard"})
    assert st.board == before and st.plays == 1


def _fill(st: WLState, rid: str, seats: list[int]) -> None:
    sp = regions(st)[rid].spaces
    for i, s in enumerate(sp):
        st.board[s] = seats[i % len(seats)]
    for s in set(seats):
        st.supply[s] -= sum(1 for x in sp if st.board[x] == s)


def test_attack_only_in_full_region_displaced_to_box() -> None:
    """RB Attack: "An attack can only occur in a region where the creature has the "Attack"
    adaptation and all the region's spaces are already occupied. The attacking creature
    takes the place of a creature on the board, and the displaced creature is put back
    into the box"."""
    st, t = croc()
    a, b = others(st, t)
    _fill(st, "small-water", [a, b])          # full: 5 spaces
    st.board["A1"] = a                         # large water not full
    st.supply[a] -= 1
    give(st, t, ["water-1", "water-2"])
    act(st, t, {"kind": "use", "card": "water-1"})
    la = legal(st, t)
    atk = {x["space"] for x in la if x["kind"] == "attack"}
    assert atk == set(regions(st)["small-water"].spaces)
    assert_illegal(st, t, {"kind": "attack", "space": "A1"})   # large water has empty spaces
    assert {"kind": "expand", "space": "B1"} in la            # Attack level includes Expand
    victim = st.board["A4"]
    sup, box, vsup = st.supply[t], st.boxed[victim], st.supply[victim]
    act(st, t, {"kind": "attack", "space": "A4"})
    assert st.board["A4"] == t
    assert st.supply[t] == sup - 1
    assert st.boxed[victim] == box + 1 and st.supply[victim] == vsup


def test_attack_not_own_creature() -> None:
    """RB Terrain Cards: "he may remove an opponent's creature and replace it"."""
    st, t = croc()
    a, _ = others(st, t)
    _fill(st, "small-water", [t, a])
    give(st, t, ["water-1"])
    act(st, t, {"kind": "use", "card": "water-1"})
    atk = {x["space"] for x in legal(st, t) if x["kind"] == "attack"}
    own = {s for s in regions(st)["small-water"].spaces if st.board[s] == t}
    assert atk and not (atk & own)
    assert_illegal(st, t, {"kind": "attack", "space": sorted(own)[0]})


# ----------------------------------------------------------------------------- Wheel / Arrowhead / Lightning

def test_wheel_upgrades_one_level() -> None:
    """RB Wheel Cards: No Action -> Migrate tile, Migrate -> Expand, Expand -> Attack;
    "If a player is able to "Attack" in a particular terrain, then for this terrain he has
    no further upgrades available"; "Effective immediately"."""
    st, t = croc()
    give(st, t, ["wheel-1", "wheel-2", "lightning-1"])
    act(st, t, {"kind": "use", "card": "wheel-1"})
    ups = {x["terrain"] for x in legal(st, t) if x["kind"] == "upgrade"}
    assert ups == set(TERRAINS) - {"water"}  # water is already Attack
    assert_illegal(st, t, {"kind": "upgrade", "terrain": "water"})
    sup = st.tile_supply["plains-migrate"]
    act(st, t, {"kind": "upgrade", "terrain": "plains"})
    assert st.levels[t]["plains"] == 1 and st.tiles[t] == ["plains-migrate"]
    assert st.tile_supply["plains-migrate"] == sup - 1
    act(st, t, {"kind": "use", "card": "wheel-2"})
    act(st, t, {"kind": "upgrade", "terrain": "plains"})
    assert st.levels[t]["plains"] == 2 and st.tiles[t] == ["plains-migrate", "plains-expand"]
    assert st.tile_supply["plains-expand"] == 3
    assert GAME.view(st, t).players[t].tiles == 2
    assert GAME.view(st, None).players[t].levels["plains"] == "expand"


def test_wheel_to_attack_then_no_more() -> None:
    """RB Wheel Cards: Expand -> "Attack" tile; then "no further upgrades available"."""
    st, t = croc()
    give(st, t, ["wheel-1", "wheel-2"])
    act(st, t, {"kind": "use", "card": "wheel-1"})
    act(st, t, {"kind": "upgrade", "terrain": "savannah"})
    assert st.levels[t]["savannah"] == 3 and st.tiles[t] == ["savannah-attack"]
    act(st, t, {"kind": "use", "card": "wheel-2"})
    ups = {x["terrain"] for x in legal(st, t) if x["kind"] == "upgrade"}
    assert "savannah" not in ups and "water" not in ups


def test_arrowhead_takes_from_supply_and_limit_two() -> None:
    """RB Arrowhead Cards: "choose an Ability card and place it in front of him ... taken from
    the main supply"; "A player may not possess more than two of any single ability type"."""
    st, t = croc()
    give(st, t, ["arrowhead-1", "arrowhead-2"])
    act(st, t, {"kind": "use", "card": "arrowhead-1"})
    opts = {x["ability"] for x in legal(st, t) if x["kind"] == "take_ability"}
    assert opts == {"food", "intelligence", "mobility", "defense", "aggression"}
    act(st, t, {"kind": "take_ability", "ability": "mobility"})
    assert st.abilities[t] == ["mobility"] and st.ability_supply["mobility"] == 2
    st.abilities[t] = ["mobility", "mobility"]
    act(st, t, {"kind": "use", "card": "arrowhead-2"})
    opts = {x["ability"] for x in legal(st, t) if x["kind"] == "take_ability"}
    assert "mobility" not in opts
    assert_illegal(st, t, {"kind": "take_ability", "ability": "mobility"})


def test_arrowhead_from_leader_when_supply_out() -> None:
    """RB Arrowhead Cards: "If no cards of the chosen ability remain, the player takes the
    selected card from an opponent ... the opponent who currently has the greater number of
    success points. If there is a tie, then the player may choose any of the tied players.
    The position of the active player's own Success marker plays no role"."""
    st, t = croc()
    a, b = others(st, t)
    st.ability_supply["defense"] = 0
    st.abilities[a] = ["defense"]
    st.abilities[b] = ["defense"]
    st.success = [0, 0, 0]
    st.success[t], st.success[a], st.success[b] = 20, 6, 4
    give(st, t, ["arrowhead-1"])
    act(st, t, {"kind": "use", "card": "arrowhead-1"})
    ds = [x for x in legal(st, t) if x["kind"] == "take_ability" and x["ability"] == "defense"]
    assert [x["from_seat"] for x in ds] == [a]
    assert_illegal(st, t, {"kind": "take_ability", "ability": "defense", "from_seat": b})
    st.success[b] = 6
    ds = [x for x in legal(st, t) if x["kind"] == "take_ability" and x["ability"] == "defense"]
    assert sorted(x["from_seat"] for x in ds) == sorted([a, b])
    act(st, t, {"kind": "take_ability", "ability": "defense", "from_seat": b})
    assert st.abilities[t] == ["defense"] and st.abilities[b] == [] and st.abilities[a] == ["defense"]
    assert st.ability_supply["defense"] == 0


def test_arrowhead_nobody_has_it() -> None:
    """RB Arrowhead Cards: an ability with no card in the supply and none at an opponent
    cannot be taken."""
    st, t = croc()
    st.ability_supply["aggression"] = 0
    give(st, t, ["arrowhead-1"])
    act(st, t, {"kind": "use", "card": "arrowhead-1"})
    assert "aggression" not in {x["ability"] for x in legal(st, t) if x["kind"] == "take_ability"}
    assert_illegal(st, t, {"kind": "take_ability", "ability": "aggression"})


def test_two_players_no_limit_of_two() -> None:
    """RB Additional Rules for 2 Players: "Players are no longer restricted to 2 of each
    Ability card"."""
    st = blank(2, 1)
    t = st.turn_seat
    st.abilities[t] = ["food", "food"]
    st.ability_supply["food"] = 2
    give(st, t, ["arrowhead-1"])
    act(st, t, {"kind": "use", "card": "arrowhead-1"})
    act(st, t, {"kind": "take_ability", "ability": "food"})
    assert st.abilities[t].count("food") == 3


def test_lightning_is_a_joker() -> None:
    """RB Lightning Cards: "used as a Joker. The player may decide to use this card as an
    Arrowhead, a Wheel, or a Terrain card of any type"."""
    st, t = croc()
    give(st, t, ["lightning-1", "lightning-2", "lightning-3"])
    act(st, t, {"kind": "use", "card": "lightning-1"})
    jk = {x["as_kind"] for x in legal(st, t) if x["kind"] == "joker"}
    assert jk == set(TERRAINS) | {"wheel", "arrowhead"}
    act(st, t, {"kind": "joker", "as_kind": "wheel"})
    act(st, t, {"kind": "upgrade", "terrain": "mountains"})
    assert st.levels[t]["mountains"] == 1
    act(st, t, {"kind": "use", "card": "lightning-2"})
    act(st, t, {"kind": "joker", "as_kind": "savannah"})
    act(st, t, {"kind": "expand", "space": "C4"})
    assert st.board["C4"] == t
    act(st, t, {"kind": "auction", "card": "lightning-3"})
    w = actor(st)
    act(st, w, {"kind": "bid", "amount": 3})
    pass_all(st)
    assert st.pending is not None and st.pending.seat == w
    act(st, w, {"kind": "joker", "as_kind": "arrowhead"})
    act(st, w, {"kind": "take_ability", "ability": "food"})
    assert "food" in st.abilities[w] + st.fresh[w]


# ----------------------------------------------------------------------------- text cards

def test_food_surplus() -> None:
    """GAPS 4 Text cards: "Food Surplus — take 6 food from the supply"; "Food supply is
    finite ...; pay what is left"."""
    st, t = croc()
    give(st, t, ["food-surplus-1", "food-surplus-2"])
    f, sup = st.food[t], st.food_supply
    act(st, t, {"kind": "use", "card": "food-surplus-1"})
    if st.pending is not None:
        pytest.fail("Food Surplus should take effect at once")
    assert st.food[t] == f + 6 and st.food_supply == sup - 6
    st.food_supply = 4
    act(st, t, {"kind": "use", "card": "food-surplus-2"})
    assert st.food[t] == f + 10 and st.food_supply == 0


def test_famine() -> None:
    """GAPS 4 Text cards: "Famine — every other player returns half their food, rounded
    down"."""
    st, t = croc()
    a, b = others(st, t)
    st.food[t], st.food[a], st.food[b] = 9, 7, 1
    sup = st.food_supply
    give(st, t, ["famine-1"])
    act(st, t, {"kind": "use", "card": "famine-1"})
    assert st.food[t] == 9 and st.food[a] == 4 and st.food[b] == 1
    assert st.food_supply == sup + 3


def test_plague() -> None:
    """GAPS 4 Text cards: "Plague — choose a region; every player with creatures there
    removes one of them (to the box)"."""
    st, t = croc()
    a, b = others(st, t)
    st.board = {"C4": t, "D4": a, "E4": a, "F4": a, "A1": b}
    give(st, t, ["plague-1"])
    act(st, t, {"kind": "use", "card": "plague-1"})
    act(st, t, {"kind": "plague", "region": "large-savannah"})
    guard = 0
    while st.plague_queue or (st.pending is not None and st.pending.seat != t):
        who = actor(st)
        rm = [x for x in legal(st, who) if x["kind"] == "remove"]
        assert rm and all(st.board[x["space"]] == who for x in rm)
        act(st, who, rm[0])
        guard += 1
        assert guard < 5
    sav = regions(st)["large-savannah"].counts
    assert sav[t] == 0 and sav[a] == 2 and sav[b] == 0
    assert st.board.get("A1") == b
    assert st.boxed[t] == 1 and st.boxed[a] == 1 and st.boxed[b] == 0


# ----------------------------------------------------------------------------- auctions

def four_second_turn() -> tuple[WLState, int]:
    """4 players, the second player's turn (so the auctioneer is not seat 0)."""
    st = blank(4, 2)
    end_turn(st, st.turn_seat)
    return st, st.turn_seat


def test_auction_order_and_bidding() -> None:
    """RB Auctions: "the bidding begins with the player to the left, continuing clockwise.
    Players bid with their Food chips, with a minimum bid of 3. Each player may bid more
    food chips than the previous player or pass. If a player passes, he may not reenter the
    bid. Bidding continues around the table until all but one player have passed. The winner
    of the bid pays the appropriate number of Food chips to the auctioneer"."""
    st, t = four_second_turn()
    n = 4
    give(st, t, ["wheel-1"])
    act(st, t, {"kind": "auction", "card": "wheel-1"})
    left = [(t + i) % n for i in (1, 2, 3)]
    assert st.auction is not None and st.auction.bidders == left
    assert GAME.to_act(st) == {left[0]}
    assert_illegal(st, t, {"kind": "bid", "amount": 5})          # the auctioneer does not bid
    assert_illegal(st, left[1], {"kind": "bid", "amount": 5})    # not yet his turn to bid
    assert_illegal(st, left[0], {"kind": "bid", "amount": 2})    # minimum 3
    assert min(x["amount"] for x in legal(st, left[0]) if x["kind"] == "bid") == 3
    act(st, left[0], {"kind": "bid", "amount": 3})
    assert actor(st) == left[1]
    assert_illegal(st, left[1], {"kind": "bid", "amount": 3})    # must be more than the previous bid
    act(st, left[1], {"kind": "pass"})
    assert actor(st) == left[2]
    act(st, left[2], {"kind": "bid", "amount": 5})
    assert actor(st) == left[0]                                  # left[1] passed: skipped
    act(st, left[0], {"kind": "bid", "amount": 6})
    assert actor(st) == left[2]
    f = list(st.food)
    act(st, left[2], {"kind": "pass"})
    assert st.auction is None
    assert st.food[left[0]] == f[left[0]] - 6 and st.food[t] == f[t] + 6
    assert st.pending is not None and st.pending.seat == left[0] and st.pending.via_auction
    assert st.auctioned == 1 and st.plays == 1


def test_passed_player_cannot_reenter() -> None:
    """RB Auctions: "If a player passes, he may not reenter the bid"."""
    st, t = croc()
    a, b = (t + 1) % 3, (t + 2) % 3
    give(st, t, ["wheel-1"])
    act(st, t, {"kind": "auction", "card": "wheel-1"})
    act(st, a, {"kind": "pass"})
    assert_illegal(st, a, {"kind": "bid", "amount": 4})
    # the last bidder may still bid although everybody else passed
    assert GAME.to_act(st) == {b}
    act(st, b, {"kind": "bid", "amount": 3})
    assert st.auction is None and st.pending is not None and st.pending.seat == b


def test_auction_no_bids_card_lost() -> None:
    """RB Auctions: "If no bids are given, the action is lost and the card is discarded"."""
    st, t = croc()
    give(st, t, ["savannah-1"])
    f = list(st.food)
    act(st, t, {"kind": "auction", "card": "savannah-1"})
    pass_all(st)
    assert st.auction is None and st.pending is None
    assert st.food == f and st.board == {}
    assert st.auctioned == 1 and st.plays == 1
    assert "savannah-1" not in st.hands[t]


def test_winner_may_discard_card() -> None:
    """RB Auctions: "He then either immediately executes the card's action, or discards the
    card with no effect"."""
    st, t = croc()
    give(st, t, ["wheel-1"])
    act(st, t, {"kind": "auction", "card": "wheel-1"})
    w = actor(st)
    act(st, w, {"kind": "bid", "amount": 3})
    pass_all(st)
    assert {"kind": "discard"} in legal(st, w)
    lv = copy.deepcopy(st.levels)
    act(st, w, {"kind": "discard"})
    assert st.levels == lv and st.pending is None
    assert GAME.to_act(st) == {t}


def test_auction_pay_with_success_steps() -> None:
    """RB Trading Food Chips: "The bid winner can move back a maximum of two spaces and only
    has this option when he wins a bid for a card and does not have enough Food chips to pay
    the auctioneer. The bid winner may move beyond the "1" space if necessary"."""
    st, t = croc()
    a, b = (t + 1) % 3, (t + 2) % 3
    st.food[a] = 2
    st.success[a] = 1
    give(st, t, ["wheel-1"])
    act(st, t, {"kind": "auction", "card": "wheel-1"})
    assert max(x["amount"] for x in legal(st, a) if x["kind"] == "bid") == 8  # 2 + 2 steps x 3
    auction = GAME.view(st, a).auction
    assert auction is not None and auction.max_bid == 8
    assert_illegal(st, a, {"kind": "bid", "amount": 9})
    act(st, a, {"kind": "bid", "amount": 6})
    ft, sup = st.food[t], st.food_supply
    act(st, b, {"kind": "pass"})
    assert st.food[t] == ft + 6
    # 2 food + 3 (one step) = 5 < 6: two steps back, from space 1 beyond it to -1
    assert st.success[a] == -1
    assert st.food[a] == 2 + 6 - 6
    assert st.food_supply == sup - 6


def test_auction_pay_steps_one() -> None:
    """RB Trading Food Chips: receive 3 food per step back, only as many as needed."""
    st, t = croc()
    a, b = (t + 1) % 3, (t + 2) % 3
    st.food[a] = 2
    st.success[a] = 5
    give(st, t, ["wheel-1"])
    act(st, t, {"kind": "auction", "card": "wheel-1"})
    act(st, a, {"kind": "bid", "amount": 4})
    sup = st.food_supply
    act(st, b, {"kind": "pass"})
    assert st.success[a] == 4 and st.food[a] == 1
    assert st.food_supply == sup - 3


def test_two_player_price() -> None:
    """RB Additional Rules for 2 Players: "Auctions proceed as normal, however the winner
    only needs to pay the minimum bid of 3 Food chips!"."""
    st = blank(2, 1)
    t = st.turn_seat
    o = 1 - t
    give(st, t, ["wheel-1"])
    act(st, t, {"kind": "auction", "card": "wheel-1"})
    auction = GAME.view(st, o).auction
    assert auction is not None and auction.two_player_price
    f = list(st.food)
    act(st, o, {"kind": "bid", "amount": 7})
    assert st.auction is None
    assert st.food[o] == f[o] - 3 and st.food[t] == f[t] + 3
    assert st.pending is not None and st.pending.seat == o


# ----------------------------------------------------------------------------- food trading

def test_trade_food_for_success() -> None:
    """RB Trading Food Chips: "A player may pay 3 Food chips back to the main supply to move
    forward one space on the Success track ... as many times as he wishes, but only during
    his own turn"."""
    st, t = croc()
    a = (t + 1) % 3
    st.food[t] = 7
    s0, sup = st.success[t], st.food_supply
    act(st, t, {"kind": "trade_food"})
    act(st, t, {"kind": "trade_food"})
    assert st.food[t] == 1 and st.success[t] == s0 + 2 and st.food_supply == sup + 6
    assert "trade_food" not in kinds(st, t)
    assert_illegal(st, t, {"kind": "trade_food"})
    assert_illegal(st, a, {"kind": "trade_food"})  # not his turn
    # not during an auction either (as a bidder)
    give(st, t, ["wheel-1"])
    act(st, t, {"kind": "auction", "card": "wheel-1"})
    assert "trade_food" not in kinds(st, a)
    assert_illegal(st, a, {"kind": "trade_food"})


# ----------------------------------------------------------------------------- abilities

def test_food_ability_two_food_at_turn_start() -> None:
    """GAPS 4 Abilities: "Food — take 2 food at the start of your turn" and "(each card acts
    separately; two cards = twice)"."""
    st, t = croc()
    nxt = (t + 1) % 3
    st.abilities[nxt] = ["food", "food"]
    st.ability_supply["food"] -= 2
    f = st.food[nxt]
    end_turn(st, t)
    assert st.turn_seat == nxt
    assert st.food[nxt] == f + 4


def test_intelligence_four_cards() -> None:
    """GAPS 4: "Intelligence = play one more card per turn (rulebook sample turn)"; RB Sample
    Turn: "Player Orange holds the "Intelligence" Ability, and is able to play 4 Wildlife
    cards"."""
    st, t = croc()
    st.abilities[t] = ["intelligence"]
    st.ability_supply["intelligence"] -= 1
    assert GAME.view(st, t).max_plays == 4
    give(st, t, ["wheel-1", "wheel-2", "wheel-3", "wheel-4", "wheel-5"])
    for c in ("wheel-1", "wheel-2", "wheel-3"):
        act(st, t, {"kind": "use", "card": c})
        act(st, t, {"kind": "discard"})
    assert "use" not in kinds(st, t)  # the 4th must be the auction
    act(st, t, {"kind": "auction", "card": "wheel-4"})
    pass_all(st)
    assert st.plays == 4
    assert "use" not in kinds(st, t) and "auction" not in kinds(st, t)
    assert_illegal(st, t, {"kind": "auction", "card": "wheel-5"})
    act(st, t, {"kind": "end_turn"})
    assert len(st.hands[t]) == 10


def test_mobility_extra_free_migration() -> None:
    """GAPS 4 Abilities: "Mobility — one more free Migration"."""
    st, t = croc()
    st.abilities[t] = ["mobility"]
    st.board = {"C4": t}
    act(st, t, {"kind": "migrate", "from_space": "C4", "to_space": "C5"})
    act(st, t, {"kind": "migrate", "from_space": "C5", "to_space": "D5"})
    assert st.board == {"D5": t}
    assert "migrate" not in kinds(st, t)
    assert_illegal(st, t, {"kind": "migrate", "from_space": "D5", "to_space": "E5"})


def test_defense_cancels_first_attack() -> None:
    """GAPS 4 Abilities: "Defense — automatically cancels the first Attack against you in each
    opponent turn; the attacker's creature returns to its supply"; RB Using Ability Cards:
    Defense "may only be used on an opponent's turn"."""
    st, t = croc()
    a, b = others(st, t)
    st.abilities[a] = ["defense"]
    st.ability_supply["defense"] -= 1
    _fill(st, "small-water", [a])
    give(st, t, ["water-1", "water-2"])
    sup_t, sup_a, box_a = st.supply[t], st.supply[a], st.boxed[a]
    act(st, t, {"kind": "use", "card": "water-1"})
    act(st, t, {"kind": "attack", "space": "A4"})
    assert st.board["A4"] == a
    assert st.supply[t] == sup_t and st.supply[a] == sup_a and st.boxed[a] == box_a
    assert st.abilities[a] == ["defense"]  # the card is kept
    act(st, t, {"kind": "use", "card": "water-2"})
    act(st, t, {"kind": "attack", "space": "A4"})
    assert st.board["A4"] == t
    assert st.supply[t] == sup_t - 1 and st.boxed[a] == box_a + 1


def test_aggression_attack_with_empty_spaces() -> None:
    """GAPS 4 Abilities: "Aggression — you may Attack in a region that still has empty
    spaces"."""
    st, t = croc()
    a, _ = others(st, t)
    st.board = {"A1": a}
    give(st, t, ["water-1"])
    act(st, t, {"kind": "use", "card": "water-1"})
    assert "attack" not in kinds(st, t)
    st.abilities[t] = ["aggression"]
    assert {"kind": "attack", "space": "A1"} in legal(st, t)
    act(st, t, {"kind": "attack", "space": "A1"})
    assert st.board["A1"] == t and st.boxed[a] == 1


def test_ability_won_in_auction_waits_defense_immediate() -> None:
    """RB Using Ability Cards: "If a player wins an Arrowhead card in an auction and the
    player immediately chooses an Ability card, he must wait until his own turn before he
    may use it. (Exception - "Defense" is available for use immediately.)"."""
    st, t = croc()
    a, b = (t + 1) % 3, (t + 2) % 3
    give(st, t, ["arrowhead-1", "arrowhead-2", "water-1"])
    _fill(st, "small-water", [a])
    act(st, t, {"kind": "auction", "card": "arrowhead-1"})
    act(st, a, {"kind": "bid", "amount": 3})
    act(st, b, {"kind": "pass"})
    act(st, a, {"kind": "take_ability", "ability": "defense"})
    assert "defense" in st.abilities[a] or "defense" in st.fresh[a]
    act(st, t, {"kind": "auction", "card": "arrowhead-2"})
    act(st, a, {"kind": "bid", "amount": 3})
    act(st, b, {"kind": "pass"})
    act(st, a, {"kind": "take_ability", "ability": "intelligence"})
    assert "intelligence" in GAME.view(st, None).players[a].waiting
    # Defense works at once: the attack this turn is cancelled
    act(st, t, {"kind": "use", "card": "water-1"})
    act(st, t, {"kind": "attack", "space": "A4"})
    assert st.board["A4"] == a
    end_turn(st, t)
    # on a's own turn the Intelligence card counts
    assert st.turn_seat == a
    assert GAME.view(st, a).max_plays == 4
    assert GAME.view(st, None).players[a].waiting == []


# ----------------------------------------------------------------------------- scoring

def _complete_small_water(st: WLState, t: int) -> None:
    a, b = others(st, t)
    for sp, s in (("A4", a), ("B4", b), ("A5", a), ("B5", b)):
        st.board[sp] = s
    give(st, t, ["water-1"] + [c for c in st.hands[t] if c != "water-1"][:0])
    act(st, t, {"kind": "use", "card": "water-1"})
    act(st, t, {"kind": "expand", "space": "A6"})


def test_minor_scoring_first_marker() -> None:
    """RB Minor Scoring: "Immediately when the last space of a region is filled, the player
    who took the action receives 3-5 Success points ... The region marker is then placed in
    the region"; GAPS: track "3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5"."""
    st, t = croc()
    s0 = list(st.success)
    _complete_small_water(st, t)
    assert st.success[t] == s0[t] + 3
    assert [st.success[s] for s in others(st, t)] == [s0[s] for s in others(st, t)]
    assert st.markers == ["small-water"]
    assert regions(st)["small-water"].marker == 1
    v = GAME.view(st, None)
    assert v.minor_track == [3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5]
    assert v.markers_taken == 1 and v.next_minor == 3
    assert not st.major_due


@pytest.mark.parametrize("taken,value", [(3, 3), (4, 4), (7, 4), (8, 5), (10, 5)])
def test_minor_scoring_track_values(taken: int, value: int) -> None:
    """GAPS 4: "Minor Scoring track, left to right: 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5"; RB: "The
    amount moved is shown on the space under the Region marker furthest to the left"."""
    st, t = croc()
    pool = [r for r in regions(st) if r != "small-water"]
    st.markers = pool[:taken]
    s0 = st.success[t]
    _complete_small_water(st, t)
    assert st.success[t] == s0 + value
    assert st.markers[-1] == "small-water"
    assert st.major_due == (taken + 1 in (4, 8, 11))


def test_region_scored_only_once() -> None:
    """RB Minor Scoring: "remains even if creatures move away from the region. A region may
    only have one Minor Scoring per game"."""
    st, t = croc()
    st.markers = ["small-water"]
    s0 = st.success[t]
    _complete_small_water(st, t)
    assert st.success[t] == s0
    assert st.markers == ["small-water"]


def test_major_scoring_at_end_of_turn_when_marker_4_taken() -> None:
    """RB Major Scoring: "At the end of a player's turn when a Region marker is taken from
    spaces 4, 8, or 11 of the Minor Scoring track ... a Major Scoring occurs"."""
    st, t = croc()
    st.markers = ["large-water", "small-desert", "small-mountains"]
    _complete_small_water(st, t)
    assert st.major_due and st.majors == []
    s_mid = list(st.success)
    end_turn(st, t)
    assert len(st.majors) == 1
    line = {m.label: m.points for m in st.majors[0]}
    total = [sum(p[s] for p in line.values()) for s in range(3)]
    assert [st.success[s] - s_mid[s] for s in range(3)] == total
    # small water: t 1, a 2, b 2 -> a, b tied first get 2nd-place points (2), t third (1)
    a, b = others(st, t)
    sw = next(m.points for m in st.majors[0] if m.label == "small-water")
    assert sw[a] == 2 and sw[b] == 2 and sw[t] == 1
    assert st.phase == "play"


def test_no_major_scoring_at_marker_3() -> None:
    """RB Major Scoring: only markers 4, 8, 11 trigger it."""
    st, t = croc()
    st.markers = ["large-water", "small-desert"]
    _complete_small_water(st, t)
    end_turn(st, t)
    assert st.majors == []


def _major_lines(st: WLState, t: int) -> dict[str, list[int]]:
    st.major_due = True
    end_turn(st, t)
    return {m.label.replace("-", " "): m.points for m in st.majors[-1]}  # "large water", "herd 1", "food"


def test_region_monopolies_and_places() -> None:
    """RB Scoring the Regions: "Large Monopoly: 5 ... a player occupies every space in a
    region; Small Monopoly: 4 ... alone in a region but does not occupy every space; First
    place: 3; Second place: 2; Third place: 1"; "If players are tied in a region, they
    receive the points for the next lowest rank"."""
    st = blank(4, 1)
    t = st.turn_seat
    p = [t, (t + 1) % 4, (t + 2) % 4, (t + 3) % 4]
    regs = regions(st)
    b = {}
    for sp in regs["small-mountains"].spaces:      # large monopoly
        b[sp] = p[1]
    b["A1"] = p[2]                                 # small monopoly in large water
    lp = regs["large-desert"].spaces               # 3 / 2 / 1
    for sp, s in zip(lp, [p[0]] * 3 + [p[1]] * 2 + [p[2]] + [p[3]] * 0, strict=False):
        b[sp] = s
    ls = regs["large-savannah"].spaces             # tie for 2nd: p2, p3 get 1; p0 3
    for sp, s in zip(ls, [p[0]] * 3 + [p[2]] * 2 + [p[3]] * 2, strict=False):
        b[sp] = s
    lf = regs["large-forest"].spaces               # tie for 3rd: nothing
    for sp, s in zip(lf, [p[0]] * 3 + [p[1]] * 2 + [p[2]] + [p[3]], strict=False):
        b[sp] = s
    st.board = b
    lines = _major_lines(st, t)
    assert lines["small mountains"][p[1]] == 5 and sum(lines["small mountains"]) == 5
    assert lines["large water"][p[2]] == 4 and sum(lines["large water"]) == 4
    assert [lines["large desert"][s] for s in p] == [3, 2, 1, 0]
    assert [lines["large savannah"][s] for s in p] == [3, 0, 1, 1]
    assert [lines["large forest"][s] for s in p] == [3, 2, 0, 0]


def test_herd_scoring() -> None:
    """RB Scoring the Herds: "largest herd: 10, second 7, third 5, fourth 3, fifth 1"; "A
    herd can span multiple regions"; "If a player has multiple herds of the same size, and
    no other players possess herds of that size, then the player receives full points for
    all of his tied herds"."""
    st = blank(4, 1)
    t = st.turn_seat
    p = [t, (t + 1) % 4, (t + 2) % 4, (t + 3) % 4]
    b = {}
    for sp in ("A1", "B1", "C1", "D1", "E1", "F1"):      # p0: 6, spans water and desert
        b[sp] = p[0]
    for sp in ("A3", "B3", "C3", "D3", "E3"):            # p1: 5
        b[sp] = p[1]
    for sp in ("I1", "J1", "I2"):                        # p2: 3 and 3 (two herds)
        b[sp] = p[2]
    for sp in ("G6", "H6", "I6"):
        b[sp] = p[2]
    b["B8"] = p[3]                                      # p3: 1 (the 5th herd)
    st.board = b
    lines = _major_lines(st, t)
    herd = [lines[k] for k in sorted(k for k in lines if "herd" in k)]
    tot = [sum(h[s] for h in herd) for s in range(4)]
    # p2's two equal herds both get the 3rd-place points ("full points", as Orange's two 4th-place
    # herds get 3 + 3 in the rulebook example); they fill places 3 and 4, so p3's herd is 5th.
    assert [tot[s] for s in p] == [10, 7, 5 + 5, 1]


def test_adaptation_ability_food_lines() -> None:
    """RB Scoring the Adaptations / Abilities / Food chips: "The player possessing the most ...
    receives 4 Success points. The player with the second most receives 2 ... Players tied
    for first receive 2 points each; players tied for second receive none"; adaptation tiles
    count "including those covered up"."""
    st = blank(4, 1)
    t = st.turn_seat
    p = [t, (t + 1) % 4, (t + 2) % 4, (t + 3) % 4]
    st.tiles[p[0]] = ["plains-migrate", "plains-expand", "plains-attack"]
    st.tiles[p[1]] = ["forest-expand"]
    st.tiles[p[2]] = ["water-migrate"]
    st.tiles[p[3]] = []
    st.abilities[p[0]] = ["mobility"]
    st.abilities[p[1]] = ["mobility", "defense"]
    st.abilities[p[2]] = ["aggression", "intelligence"]
    st.abilities[p[3]] = []
    for s, f in zip(p, [9, 5, 2, 0], strict=False):
        st.food[s] = f
    lines = _major_lines(st, t)
    ad = next(v for k, v in lines.items() if "adapt" in k)
    ab = next(v for k, v in lines.items() if "abilit" in k)
    fd = next(v for k, v in lines.items() if "food" in k)
    assert [ad[s] for s in p] == [4, 0, 0, 0]
    assert [ab[s] for s in p][:3] == [0, 2, 2] and ab[p[3]] == 0
    assert [fd[s] for s in p] == [4, 2, 0, 0]


# The rulebook's "Example of a Major Scoring": seats 0..3 = Orange, Green, Blue, Brown.
EXAMPLE = {
    # Blue: 11 (Large Water 5, Large Desert 5, Small Desert 1)
    "A1": 2, "B1": 2, "C1": 2, "B2": 2, "C2": 2, "D1": 2, "E1": 2, "F1": 2, "D2": 2, "E2": 2, "G1": 2,
    # Brown: 9 (Small Mountains 3, Small Desert 3, Large Mountains 3)
    "I1": 3, "J1": 3, "I2": 3, "H1": 3, "H2": 3, "G2": 3, "G3": 3, "H3": 3, "I3": 3,
    # Brown singles: Large Savannah, Small Plains, Small Savannah
    "C4": 3, "G6": 3, "D8": 3,
    # Green: 11 (Small Savannah, Large Forest 2, Large Savannah 2, Small Forest 2, Small Plains, Large Plains 3)
    "E8": 1, "E7": 1, "E6": 1, "E5": 1, "F5": 1, "G5": 1, "H5": 1, "H6": 1, "I6": 1, "I7": 1, "J6": 1,
    # Green single in Large Mountains
    "J4": 1,
    # Blue singles / pair: Large Savannah, Small Forest, Large Forest 2
    "F4": 2, "I5": 2, "B6": 2, "B7": 2,
    # Orange: herd of 5 (Large Savannah 3, Large Forest 2), herd of 5 (Small Plains 3, Large Plains 2)
    "C5": 0, "D5": 0, "D4": 0, "C6": 0, "D6": 0,
    "F6": 0, "F7": 0, "G7": 0, "H7": 0, "H8": 0,
    # Orange: Small Savannah 2, Small Forest 1
    "B8": 0, "C8": 0, "J5": 0,
}

EXAMPLE_TABLE = {  # rulebook table: label -> (Orange, Green, Blue, Brown)
    "large water": (0, 0, 4, 0), "small water": (0, 0, 0, 0),
    "large plains": (2, 3, 0, 0), "small plains": (3, 1, 0, 1),
    "large savannah": (3, 2, 0, 0), "small savannah": (3, 1, 0, 1),
    "large forest": (2, 2, 2, 0), "small forest": (1, 3, 1, 0),
    "large mountains": (0, 2, 0, 3), "small mountains": (0, 0, 0, 4),
    "large desert": (0, 0, 4, 0), "small desert": (0, 0, 2, 3),
}


def test_rulebook_example_of_a_major_scoring() -> None:
    """RB "Example of a Major Scoring": totals Orange 20, Green 21, Blue 20, Brown 17 (regions
    as in the table; herds: Green and Blue tied largest with 11 get 7 each, Brown 9 gets 5,
    Orange's two herds tied 4th get 3 each); GAPS 4: "must be reproducible as a test on this
    map". Adaptations, abilities and food are all zero here, so those lines give nothing."""
    st = blank(4, 1)
    t = st.turn_seat
    st.board = dict(EXAMPLE)
    on = [0] * 4
    for s in EXAMPLE.values():
        on[s] += 1
    st.supply = [st.initial_creatures - on[s] for s in range(4)]
    st.food = [0] * 4
    st.tiles = [[] for _ in range(4)]
    st.abilities = [[] for _ in range(4)]
    regs = regions(st)
    # the board matches the counts the example describes
    assert regs["large-forest"].counts == [2, 2, 2, 0]
    assert regs["small-plains"].counts == [3, 1, 0, 1]
    s0 = list(st.success)
    lines = _major_lines(st, t)
    for label, pts in EXAMPLE_TABLE.items():
        assert tuple(lines[label]) == pts, label
    herd = [lines[k] for k in lines if "herd" in k]
    assert [sum(h[s] for h in herd) for s in range(4)] == [6, 7, 7, 5]
    assert [st.success[s] - s0[s] for s in range(4)] == [20, 21, 20, 17]


# ----------------------------------------------------------------------------- game end

def test_game_ends_when_final_creature_placed() -> None:
    """RB Game End: "A player places his final creature from his supply onto a space on the
    board. In either case, the player's turn completes as normal, followed by one final
    Major scoring. The game is then over. The player furthest along the Success track is the
    winner. Unused Food chips have no value"."""
    st, t = croc()
    st.supply[t] = 1
    give(st, t, ["savannah-1"])
    act(st, t, {"kind": "use", "card": "savannah-1"})
    act(st, t, {"kind": "expand", "space": "C4"})
    assert st.supply[t] == 0
    assert st.phase == "play" and GAME.outcome(st) is None
    assert GAME.to_act(st) == {t}  # the turn completes as normal
    end_turn(st, t)
    assert phase_now(st) == "over"
    assert len(st.majors) == 1
    assert GAME.to_act(st) == set()
    out = GAME.outcome(st)
    assert out is not None
    assert out.scores == [float(x) for x in st.success]
    for s in range(3):
        assert out.places[s] == 1 + sum(1 for o in range(3) if st.success[o] > st.success[s])


def test_game_ends_with_eleventh_marker() -> None:
    """RB Game End: "The 11th (final) Region marker is taken from the Minor Scoring track and
    placed in a completed region"."""
    st, t = croc()
    st.markers = [r for r in regions(st) if r != "small-water"][:10]
    _complete_small_water(st, t)
    assert len(st.markers) == 11
    assert st.phase == "play"
    end_turn(st, t)
    assert phase_now(st) == "over" and GAME.outcome(st) is not None
    assert len(st.majors) >= 1


def test_two_players_eleventh_marker_does_not_end() -> None:
    """RB Additional Rules for 2 Players: "The game ends only when one player places his final
    creature on the board. A final Major Scoring takes place at the end of the turn"."""
    st = blank(2, 1)
    t = st.turn_seat
    o = 1 - t
    assert st.creature[t] == "crocodile"
    for sp in ("A4", "B4", "A5", "B5"):
        st.board[sp] = o
    st.markers = [r for r in regions(st) if r != "small-water"][:10]
    give(st, t, ["water-1"])
    act(st, t, {"kind": "use", "card": "water-1"})
    act(st, t, {"kind": "expand", "space": "A6"})
    assert len(st.markers) == 11
    end_turn(st, t)
    assert st.phase == "play" and GAME.outcome(st) is None
    assert len(st.majors) == 1  # marker 11 still triggers its Major Scoring (RB Major Scoring)
    assert st.turn_seat == o
    # final creature of the 2-player game ends it
    st.supply[o] = 1
    o_chart = st.levels[o]
    terr = next(x for x in TERRAINS if o_chart[x] >= 2)
    give(st, o, [f"{terr}-1"])
    act(st, o, {"kind": "use", "card": f"{terr}-1"})
    ex = next(x for x in legal(st, o) if x["kind"] == "expand")
    act(st, o, ex)
    end_turn(st, o)
    assert phase_now(st) == "over"


def test_outcome_ties_share() -> None:
    """GAPS 4: "Ties at game end share the win; standings rank by success points"; RB: "The
    player furthest along the Success track is the winner"."""
    st, _ = croc()
    st.phase = "over"
    st.success = [12, 15, 15]
    st.food = [99, 0, 0]  # food has no value at the end
    out = GAME.outcome(st)
    assert out is not None
    assert out.places == [3, 1, 1]
    st.success = [15, 10, 12]
    out = GAME.outcome(st)
    assert out is not None and out.places == [1, 3, 2]


def test_outcome_none_while_playing() -> None:
    """core.py: outcome is None until the game is over."""
    st, _ = croc()
    assert GAME.outcome(st) is None


# ----------------------------------------------------------------------------- variants

def test_variant_unlimited_abilities() -> None:
    """RB Variants, Ability Cards: "Players may possess as many of each type of Ability card as
    they wish! Also, during preparation, each player is dealt 9 random Wildlife cards and is
    dealt 1 Arrowhead card"."""
    st = new(3, 5, unlimited_abilities=True)
    for h in st.hands:
        assert len(h) == 10 and any(c.startswith("arrowhead") for c in h)
    st = blank(3, 1, unlimited_abilities=True)
    t = st.turn_seat
    st.abilities[t] = ["food", "food"]
    st.ability_supply["food"] = 3
    give(st, t, ["arrowhead-1"])
    act(st, t, {"kind": "use", "card": "arrowhead-1"})
    act(st, t, {"kind": "take_ability", "ability": "food"})
    assert st.abilities[t].count("food") == 3


@pytest.mark.parametrize("variant", [False, True])
def test_variant_auction_expand(variant: bool) -> None:
    """RB Variants, Auction: "When a Terrain card is auctioned, the bid winner may choose to
    take an "Expand" action in regions where they would normally only be able to Migrate"."""
    st = blank(3, 1, auction_expand=variant)
    t = st.turn_seat
    a = (t + 1) % 3
    assert st.levels[a]["mountains"] == 1
    give(st, t, ["mountains-1"])
    act(st, t, {"kind": "auction", "card": "mountains-1"})
    act(st, a, {"kind": "bid", "amount": 3})
    pass_all(st)
    assert st.pending is not None and st.pending.seat == a
    ex = [x for x in legal(st, a) if x["kind"] == "expand"]
    if variant:
        assert {"kind": "expand", "space": "G3"} in ex
        act(st, a, {"kind": "expand", "space": "G3"})
        assert st.board["G3"] == a
    else:
        assert ex == []
        assert_illegal(st, a, {"kind": "expand", "space": "G3"})


def test_variant_chart_auction() -> None:
    """RB Variants, Creature Charts / Starting Player: "each player receives 12 Food chips ...
    multiple bids for the right to choose the creature ... pays the bank ... Players then take
    their seats clockwise in order of descending creature age, with the oldest acting as the
    Starting player"."""
    st = new(4, 3, chart_auction=True)
    assert st.phase == "chart"
    assert st.food == [12] * 4
    guard = 0
    while st.phase == "chart":
        a = actor(st)
        la = GAME.legal_actions(st, a)
        GAME.apply(st, a, la[-1] if guard % 3 else la[0])
        guard += 1
        assert guard < 200
    assert st.phase == "populate"
    assert len(set(st.creature)) == 4
    ages = [chart(c)[0] for c in st.creature]
    assert [ages[s] for s in st.order] == sorted(ages, reverse=True)
    assert st.start_player == st.order[0] and ages[st.start_player] == max(ages)
    assert sum(st.food) + st.food_supply == 120


def test_variant_rotating_start() -> None:
    """RB Variants, Rotating Starting Player: "The Starting player each round will be the player
    with the least Success points on the Success track. If there is a tie, the Starting player
    will rotate clockwise to the next player tied for last"."""
    st = blank(3, 1, rotating_start=True)
    first = st.turn_seat
    end_turn(st, st.turn_seat)
    end_turn(st, st.turn_seat)
    last = st.turn_seat
    target = (first + 2) % 3
    assert last == target
    st.success = [10, 10, 10]
    st.success[(first + 1) % 3] = 2
    end_turn(st, last)
    assert st.turn_seat == (first + 1) % 3


# ----------------------------------------------------------------------------- views, legality, determinism

def test_views_hide_other_hands() -> None:
    """RB Game Setup: "Players look at their own cards, but keep them secret from the other
    players"; views.py: "Other hands appear only as counts"."""
    st = populated(4, 2)
    for seat in [None, 0, 1, 2, 3]:
        v = GAME.view(st, seat)
        js = v.model_dump_json()
        mine = set(st.hands[seat]) if seat is not None else set()
        assert {c.id for c in v.hand} == mine
        for o in range(4):
            if o == seat:
                continue
            for c in st.hands[o]:
                assert f'"{c}"' not in js, (seat, o, c)
            assert v.players[o].hand_count == len(st.hands[o])
        if seat is not None and seat not in GAME.to_act(st):
            assert v.legal == []
    # the deck order is not visible either
    js = GAME.view(st, 0).model_dump_json()
    assert not any(f'"{c}"' in js for c in st.deck)


def test_view_during_auction_hides_hands() -> None:
    """RB Auctions: "The chosen card is displayed to all players" (only that card)."""
    st, t = croc()
    give(st, t, ["wheel-1"])
    act(st, t, {"kind": "auction", "card": "wheel-1"})
    for seat in (None, 0, 1, 2):
        v = GAME.view(st, seat)
        assert v.auction is not None and v.auction.card is not None and v.auction.card.id == "wheel-1"
        js = v.model_dump_json()
        for o in range(3):
            if o != seat:
                assert not any(f'"{c}"' in js for c in st.hands[o])


def _random_game(seed: int, steps: int, n: int = 3) -> tuple[WLState, list]:
    import random
    rnd = random.Random(seed)
    st = new(n, seed)
    log = []
    for _ in range(steps):
        if st.phase == "over":
            break
        a = actor(st)
        la = GAME.legal_actions(st, a)
        x = rnd.choice(la)
        log.append((a, x.model_dump()))
        GAME.apply(st, a, x)
    return st, log


def test_determinism() -> None:
    """core.py: "setup + the action log replays to the identical state"."""
    assert new(4, 11).model_dump() == new(4, 11).model_dump()
    assert new(4, 11).deck != new(4, 12).deck
    st1, log = _random_game(5, 400)
    st2 = new(3, 5)
    for a, d in log:
        act(st2, a, d)
    assert st1.model_dump() == st2.model_dump()


def _candidates(st: WLState, seat: int, rnd: Any) -> list[dict[str, Any]]:
    spaces = [sp for r in regions(st).values() for sp in r.spaces]
    cards = list(st.hands[seat]) + rnd.sample(st.deck, min(2, len(st.deck)))
    pool: list[dict[str, Any]] = [
        {"kind": "pass"}, {"kind": "discard"}, {"kind": "trade_food"}, {"kind": "end_turn"},
        {"kind": "bid", "amount": rnd.choice([0, 1, 2, 3, 4, 8, 15, 40])},
        {"kind": "place", "space": rnd.choice(spaces)},
        {"kind": "expand", "space": rnd.choice(spaces)},
        {"kind": "attack", "space": rnd.choice(spaces)},
        {"kind": "remove", "space": rnd.choice(spaces)},
        {"kind": "migrate", "from_space": rnd.choice(spaces), "to_space": rnd.choice(spaces)},
        {"kind": "use", "card": rnd.choice(cards)},
        {"kind": "auction", "card": rnd.choice(cards)},
        {"kind": "joker", "as_kind": rnd.choice(TERRAINS + ["wheel", "arrowhead", "plague"])},
        {"kind": "upgrade", "terrain": rnd.choice(TERRAINS)},
        {"kind": "take_ability", "ability": rnd.choice(["food", "intelligence", "mobility", "defense",
                                                         "aggression"]),
         "from_seat": rnd.choice([None, 0, 1, 2])},
        {"kind": "plague", "region": rnd.choice(list(regions(st)))},
        {"kind": "choose_creature", "creature": rnd.choice(list(CHARTS))},
    ]
    return pool


@pytest.mark.parametrize("seed", [1, 2])
def test_illegal_actions_raise_and_leave_state_unchanged(seed: int) -> None:
    """core.py: "apply ... raises IllegalAction ... before changing anything"; every action
    outside legal_actions is refused, every action inside is accepted."""
    import random
    rnd = random.Random(seed)
    st = new(3, seed)
    for _step in range(260):
        if st.phase == "over":
            break
        a = actor(st)
        for seat in range(3):
            leg = legal(st, seat)
            if seat != a:
                assert leg == []
            cands = _candidates(st, seat, rnd)
            for d in rnd.sample(cands, 6 if seat == a else 3):
                if d in leg:
                    continue
                assert_illegal(st, seat, d)
        la = GAME.legal_actions(st, a)
        GAME.apply(st, a, rnd.choice(la))


def test_default_action_is_legal() -> None:
    """core.py: default_action is applied when a seat times out; it must be legal."""
    import random
    rnd = random.Random(3)
    st = new(3, 3)
    for _ in range(200):
        if st.phase == "over":
            break
        a = actor(st)
        d = GAME.default_action(st, a)
        assert d.model_dump() in legal(st, a)
        GAME.apply(st, a, rnd.choice(GAME.legal_actions(st, a)) if rnd.random() < 0.7 else d)


# ----------------------------------------------------------------------------- finer points

def test_minor_scoring_by_migration() -> None:
    """RB Minor Scoring: "Immediately when the last space of a region is filled, the player who
    took the action receives" the points — also when the space is filled by a Migration."""
    st, t = croc()
    a, b = others(st, t)
    for sp, s in (("A4", a), ("B4", b), ("A5", a), ("B5", b)):
        st.board[sp] = s
    st.board["B6"] = t  # large forest, next to A6
    s0 = st.success[t]
    act(st, t, {"kind": "migrate", "from_space": "B6", "to_space": "A6"})
    assert st.success[t] == s0 + 3 and st.markers == ["small-water"]


def test_minor_scoring_goes_to_auction_winner() -> None:
    """RB Minor Scoring: "the player who took the action receives 3-5 Success points" — the
    bid winner who fills the region, not the auctioneer."""
    st = blank(3, 1)
    t = st.turn_seat
    a, b = (t + 1) % 3, (t + 2) % 3
    # seat a is the Snake: Plains = Expand; small plains F6 G6 H6 F7 G7
    assert st.levels[a]["plains"] == 2
    for sp in ("F6", "G6", "H6", "F7"):
        st.board[sp] = b
    give(st, t, ["plains-1"])
    act(st, t, {"kind": "auction", "card": "plains-1"})
    act(st, a, {"kind": "bid", "amount": 3})
    act(st, b, {"kind": "pass"})
    s0 = list(st.success)
    act(st, a, {"kind": "expand", "space": "G7"})
    assert st.success[a] == s0[a] + 3 and st.success[t] == s0[t]
    assert st.markers == ["small-plains"]


def test_defense_not_on_own_turn() -> None:
    """RB Using Ability Cards: "Defense ... may only be used on an opponent's turn"; GAPS:
    "cancels the first Attack against you in each opponent turn" — an attack by the winner of
    an auction on the Defense holder's own turn is not cancelled."""
    st = blank(3, 1)
    t = st.turn_seat
    a, b = (t + 1) % 3, (t + 2) % 3
    # the Snake (a) attacks in the desert; t holds Defense and fills the small desert
    assert st.levels[a]["desert"] == 3
    st.abilities[t] = ["defense"]
    for sp in ("G1", "H1", "G2", "H2"):
        st.board[sp] = t
    give(st, t, ["desert-1"])
    act(st, t, {"kind": "auction", "card": "desert-1"})
    act(st, a, {"kind": "bid", "amount": 3})
    act(st, b, {"kind": "pass"})
    act(st, a, {"kind": "attack", "space": "G1"})
    assert st.board["G1"] == a
    assert st.boxed[t] == 1


def test_two_defense_cards_cancel_two_attacks() -> None:
    """GAPS 4 Abilities: "each card acts separately; two cards = twice"."""
    st, t = croc()
    a, _ = others(st, t)
    st.abilities[a] = ["defense", "defense"]
    _fill(st, "small-water", [a])
    give(st, t, ["water-1", "water-2", "water-3"])
    for c in ("water-1", "water-2"):
        act(st, t, {"kind": "use", "card": c})
        act(st, t, {"kind": "attack", "space": "A4"})
        assert st.board["A4"] == a
    act(st, t, {"kind": "auction", "card": "water-3"})
    pass_all(st)
    end_turn(st, t)
    assert st.boxed[a] == 0


def test_own_arrowhead_ability_immediate() -> None:
    """RB Arrowhead Cards: "Note: The action of the Ability card is available for use
    immediately" (on one's own turn): Intelligence gives the 4th card, Mobility the 2nd free
    Migration at once."""
    st, t = croc()
    st.board = {"C4": t}
    give(st, t, ["arrowhead-1", "arrowhead-2"])
    act(st, t, {"kind": "use", "card": "arrowhead-1"})
    act(st, t, {"kind": "take_ability", "ability": "intelligence"})
    assert GAME.view(st, t).max_plays == 4
    act(st, t, {"kind": "use", "card": "arrowhead-2"})
    act(st, t, {"kind": "take_ability", "ability": "mobility"})
    act(st, t, {"kind": "migrate", "from_space": "C4", "to_space": "C5"})
    act(st, t, {"kind": "migrate", "from_space": "C5", "to_space": "D5"})
    assert st.board == {"D5": t}
    # two cards played, two still to play (one auctioned)
    assert "use" in kinds(st, t)


def test_expand_needs_a_creature_in_supply() -> None:
    """RB Expand: "The player places a creature from his supply" — none left, no Expand."""
    st, t = croc()
    st.supply[t] = 0
    st.board = {"A1": t}
    give(st, t, ["savannah-1"])
    act(st, t, {"kind": "use", "card": "savannah-1"})
    assert "expand" not in kinds(st, t)
    assert_illegal(st, t, {"kind": "expand", "space": "C4"})


def test_famine_won_at_auction_hits_everyone_else() -> None:
    """GAPS 4: "Famine — every other player returns half their food" — other than the player
    carrying it out (the bid winner), so the auctioneer too."""
    st, t = croc()
    a, b = (t + 1) % 3, (t + 2) % 3
    give(st, t, ["famine-1"])
    st.food = [10, 10, 10]
    act(st, t, {"kind": "auction", "card": "famine-1"})
    act(st, a, {"kind": "bid", "amount": 4})
    act(st, b, {"kind": "pass"})
    assert st.pending is None  # house rule: Famine takes effect at once when won
    assert st.food[a] == 6
    assert st.food[t] == 7 and st.food[b] == 5


def test_food_surplus_won_at_auction() -> None:
    """GAPS 4: "Food Surplus — take 6 food from the supply" (the bid winner takes it)."""
    st, t = croc()
    a, b = (t + 1) % 3, (t + 2) % 3
    give(st, t, ["food-surplus-1"])
    act(st, t, {"kind": "auction", "card": "food-surplus-1"})
    act(st, a, {"kind": "bid", "amount": 5})
    act(st, b, {"kind": "pass"})
    assert st.pending is None  # house rule: Food Surplus takes effect at once when won
    assert st.food[a] == 8 - 5 + 6 and st.food[t] == 8 + 5


def test_herd_tie_between_players_moves_back() -> None:
    """RB Example explanation: "If another player's herd had tied Orange for 4th, all three
    herds would have moved one place back and received 1 point each" — a tie between
    players' herds moves them all back one place."""
    st = blank(4, 1)
    t = st.turn_seat
    p = [t, (t + 1) % 4, (t + 2) % 4, (t + 3) % 4]
    b = {}
    for sp in ("A1", "B1", "C1", "D1", "E1", "F1"):      # p0: 6 -> 10
        b[sp] = p[0]
    for sp in ("A3", "B3", "C3", "D3", "E3"):            # p1: 5 -> 7
        b[sp] = p[1]
    for sp in ("I1", "J1", "I2", "G6", "H6", "I6"):      # p2: 3 and 3 ...
        b[sp] = p[2]
    for sp in ("B8", "C8", "D8"):                        # ... tied by p3's 3: all move back to 4th
        b[sp] = p[3]
    st.board = b
    lines = _major_lines(st, t)
    herd = [lines[k] for k in lines if "herd" in k]
    tot = [sum(h[s] for h in herd) for s in range(4)]
    assert [tot[s] for s in p] == [10, 7, 3 + 3, 3]


def test_aggression_needs_attack_level() -> None:
    """GAPS 4 Abilities: "Aggression — you may Attack in a region that still has empty spaces"
    (it relaxes the full-region condition, not the Attack adaptation: RB Attack "can only
    occur in a region where the creature has the Attack adaptation")."""
    st, t = croc()
    a, _ = others(st, t)
    st.abilities[t] = ["aggression"]
    st.board = {"C4": a}
    give(st, t, ["savannah-1"])
    act(st, t, {"kind": "use", "card": "savannah-1"})  # savannah: Expand level only
    assert "attack" not in kinds(st, t)
    assert_illegal(st, t, {"kind": "attack", "space": "C4"})


def test_intelligence_is_optional() -> None:
    """GAPS 4 / house rule: "Intelligence is optional: with it you may stop after 3 cards"
    (RB: "is able to play 4 Wildlife cards")."""
    st, t = croc()
    st.abilities[t] = ["intelligence"]
    give(st, t, ["wheel-1", "wheel-2", "wheel-3"])
    for c in ("wheel-1", "wheel-2"):
        act(st, t, {"kind": "use", "card": c})
        act(st, t, {"kind": "discard"})
    assert "end_turn" not in kinds(st, t)
    act(st, t, {"kind": "auction", "card": "wheel-3"})
    pass_all(st)
    assert "end_turn" in kinds(st, t) and "use" in kinds(st, t)


def test_defense_resets_each_opponent_turn() -> None:
    """GAPS 4 Abilities: Defense "cancels the first Attack against you in each opponent
    turn"."""
    st, t = croc()
    a, b = (t + 1) % 3, (t + 2) % 3
    assert st.creature[b] == "bear" and st.levels[b]["forest"] == 3
    st.abilities[a] = ["defense"]
    _fill(st, "small-water", [a])
    _fill(st, "small-forest", [a])
    give(st, t, ["water-1"])
    act(st, t, {"kind": "use", "card": "water-1"})
    act(st, t, {"kind": "attack", "space": "A4"})
    assert st.board["A4"] == a
    end_turn(st, t)
    end_turn(st, a)
    assert st.turn_seat == b
    give(st, b, ["forest-1", "forest-2"])
    act(st, b, {"kind": "use", "card": "forest-1"})
    act(st, b, {"kind": "attack", "space": "G5"})
    assert st.board["G5"] == a
    act(st, b, {"kind": "use", "card": "forest-2"})
    act(st, b, {"kind": "attack", "space": "G5"})
    assert st.board["G5"] == b


def test_rotating_start_tie_rotates_clockwise() -> None:
    """RB Variants, Rotating Starting Player: "If there is a tie, the Starting player will
    rotate clockwise to the next player tied for last"."""
    st = blank(3, 1, rotating_start=True)
    first = st.turn_seat
    end_turn(st, st.turn_seat)
    end_turn(st, st.turn_seat)
    st.success = [4, 4, 4]
    end_turn(st, st.turn_seat)
    assert st.turn_seat == (first + 1) % 3


def test_no_actions_after_game_over() -> None:
    """RB Game End: "The game is then over"; GAPS: exactly "one final Major scoring"."""
    st, t = croc()
    st.markers = ["large-water", "small-desert", "small-mountains", "large-desert", "small-forest",
                  "large-forest", "small-plains", "large-plains", "small-savannah", "large-savannah"]
    _complete_small_water(st, t)
    end_turn(st, t)
    assert st.phase == "over"
    assert len(st.majors) == 1
    for s in range(3):
        assert legal(st, s) == []
        assert_illegal(st, s, {"kind": "end_turn"})
        assert_illegal(st, s, {"kind": "trade_food"})


def test_region_ties_use_positions() -> None:
    """RB Scoring the Regions: "If players are tied in a region, they receive the points for
    the next lowest rank" (and, as the herd example shows with Brown 3rd after a tie for 1st,
    the next player keeps his position): 3,3,2,1 -> 2,2,1,0; 3,2,2,1 -> 3,1,1,0."""
    st = blank(4, 1)
    t = st.turn_seat
    p = [t, (t + 1) % 4, (t + 2) % 4, (t + 3) % 4]
    regs = regions(st)
    b = {}
    for sp, s in zip(regs["large-desert"].spaces, [p[0]] * 3 + [p[1]] * 3 + [p[2]] * 2 + [p[3]], strict=False):
        b[sp] = s
    for sp, s in zip(regs["large-forest"].spaces, [p[0]] * 3 + [p[1]] * 2 + [p[2]] * 2 + [p[3]], strict=False):
        b[sp] = s
    st.board = b
    lines = _major_lines(st, t)
    assert [lines["large desert"][s] for s in p] == [2, 2, 1, 0]
    assert [lines["large forest"][s] for s in p] == [3, 1, 1, 0]


def test_public_events_and_log_never_name_hand_cards() -> None:
    """RB Game Setup: cards are kept "secret from the other players"; core.py: private events
    carry ``visible_to``. Over a random game no public event, log line or other seat's view
    names a card that sits in a hand."""
    import random

    from engine.games.wildlife.views import card_view
    rnd = random.Random(9)
    st = new(3, 9)
    for _ in range(250):
        if st.phase == "over":
            break
        a = actor(st)
        evs = GAME.apply(st, a, rnd.choice(GAME.legal_actions(st, a)))
        for seat, hand in enumerate(st.hands):
            labels = {card_view(c, private=True).label for c in hand}
            ids = {f'"{c}"' for c in hand}
            for e in evs:
                if e.visible_to is not None and e.visible_to <= {seat}:
                    continue
                blob = e.model_dump_json()
                assert not any(i in blob for i in ids), e
                assert not any(lab in e.text for lab in labels), e
            for line in st.log:
                assert not any(lab in line.model_dump_json() for lab in labels)


def test_final_creature_by_attack_ends_game() -> None:
    """RB Game End: "A player places his final creature from his supply onto a space on the
    board" — an Attack places a creature from the supply too."""
    st, t = croc()
    a, _ = others(st, t)
    _fill(st, "small-water", [a])
    st.supply[t] = 1
    give(st, t, ["water-1"])
    act(st, t, {"kind": "use", "card": "water-1"})
    act(st, t, {"kind": "attack", "space": "A4"})
    assert st.supply[t] == 0
    end_turn(st, t)
    assert st.phase == "over"


def test_final_creature_by_auction_winner_ends_after_turn() -> None:
    """RB Game End: "In either case, the player's turn completes as normal, followed by one
    final Major scoring" — also when the bid winner places his last creature."""
    st = blank(3, 1)
    t = st.turn_seat
    a, b = (t + 1) % 3, (t + 2) % 3
    st.supply[a] = 1
    give(st, t, ["plains-1"])
    act(st, t, {"kind": "auction", "card": "plains-1"})
    act(st, a, {"kind": "bid", "amount": 3})
    act(st, b, {"kind": "pass"})
    act(st, a, {"kind": "expand", "space": "I6"})
    assert st.supply[a] == 0
    assert st.phase == "play" and GAME.to_act(st) == {t}
    end_turn(st, t)
    assert phase_now(st) == "over" and len(st.majors) == 1


def test_two_intelligence_cards_five_plays() -> None:
    """GAPS 4 Abilities: "each card acts separately; two cards = twice" — two Intelligence
    cards: five Wildlife cards."""
    st, t = croc()
    st.abilities[t] = ["intelligence", "intelligence"]
    assert GAME.view(st, t).max_plays == 5


def test_food_ability_limited_by_supply() -> None:
    """GAPS 4: "Food supply is finite ...; pay what is left" (Food ability at turn start)."""
    st, t = croc()
    nxt = (t + 1) % 3
    st.abilities[nxt] = ["food"]
    st.food_supply = 1
    f = st.food[nxt]
    end_turn(st, t)
    assert st.food[nxt] == f + 1 and st.food_supply == 0


def test_major_scoring_order() -> None:
    """RB Major Scoring: "first the 2 Savannah regions should be scored, followed by the
    Mountains, the Plains, the Deserts, the Water, and the Forests. Next the Largest Herds
    should be scored, followed by the Adaptation tiles, the Ability cards, and the Food
    chips"; "In each terrain type, the large and the small regions are scored separately"."""
    st, t = croc()
    st.board = {"C4": t}
    lines = list(_major_lines(st, t))
    terr = [next((x for x in TERRAINS if x in k), None) for k in lines]
    regions_part = [x for x in terr if x is not None]
    assert regions_part == ["savannah"] * 2 + ["mountains"] * 2 + ["plains"] * 2 + ["desert"] * 2 + \
        ["water"] * 2 + ["forest"] * 2
    rest = lines[12:]
    assert all("herd" in k for k in rest[:5])
    assert "adapt" in rest[5] and "abilit" in rest[6] and "food" in rest[7]
