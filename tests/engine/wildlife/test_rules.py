"""WildLife rules, one test per rule, citing the rulebook section or the GAPS.md ruling."""
from __future__ import annotations

import pytest

from engine.core import IllegalAction
from engine.games.wildlife import GAME
from engine.games.wildlife.board import REGIONS
from engine.games.wildlife.cards import CREATURES
from engine.games.wildlife.moves import usable
from engine.games.wildlife.state import WLOptions, WLState
from tests.engine.phases import phase_now

from .helpers import (
    act,
    all_pass,
    give,
    kinds,
    populated,
    quick_turn,
    set_board,
)

# populated(4, 1): seat 0 Crocodile (starts), 1 Snake, 2 Bear, 3 Eagle.
CROC, SNAKE, BEAR, EAGLE = 0, 1, 2, 3


@pytest.fixture
def st() -> WLState:
    s = populated(4, 1)
    assert s.creature == ["crocodile", "snake", "bear", "eagle"]
    set_board(s, {})
    return s


# ----------------------------------------------------------------- setup

@pytest.mark.parametrize("n,per,start", [(2, 30, 12), (3, 30, 8), (4, 25, 5), (5, 21, 4), (6, 18, 3)])
def test_setup_counts(n: int, per: int, start: int) -> None:
    """Rulebook "Game Setup" and "Populating the Board": creatures 30/30/25/21/18, starting
    creatures 12/8/5/4/3, 8 food each, 10 cards each, success markers 1..n from the starter."""
    s = populated(n, 7)
    assert s.initial_creatures == per
    assert [sum(1 for o in s.board.values() if o == p) for p in range(n)] == [start] * n
    assert s.supply == [per - start] * n
    assert s.food == [8] * n and s.food_supply == 120 - 8 * n
    assert all(len(h) == 10 for h in s.hands)
    assert [s.success[p] for p in s.order] == list(range(1, n + 1))
    assert len(set(s.creature)) == n


def test_start_player_is_oldest_creature() -> None:
    """Rulebook "Game Setup": the starting player has the oldest creature; play is clockwise."""
    for seed in range(5):
        s = GAME.setup(4, WLOptions(), seed)
        ages = [CREATURES[c].age_my for c in s.creature]  # type: ignore[index]
        assert s.start_player == ages.index(max(ages))
        assert s.order == [(s.start_player + k) % 4 for k in range(4)]
        assert GAME.to_act(s) == {s.start_player}


def test_populate_rules() -> None:
    """Rulebook "Populating the Board": not in No Action terrain, one per space, at most 2
    creatures in a small region and 4 in a large one."""
    s = GAME.setup(4, WLOptions(), 1)
    assert s.phase == "populate" and s.populate_queue[:4] == [0, 1, 2, 3]
    with pytest.raises(IllegalAction, match="wl-no-action-in"):
        act(s, 0, "place", space="G3")  # mountains: Crocodile has No Action
    set_board(s, {"B8": 1, "C8": 2})  # small savannah already holds 2
    with pytest.raises(IllegalAction, match="wl-start-limit"):
        act(s, 0, "place", space="D8")
    set_board(s, {"C4": 1, "D4": 2, "E4": 3, "F4": 1})  # large savannah holds 4
    with pytest.raises(IllegalAction, match="wl-start-limit"):
        act(s, 0, "place", space="C5")
    with pytest.raises(IllegalAction, match="wl-occupied"):
        act(s, 0, "place", space="C4")
    act(s, 0, "place", space="A1")
    assert s.board["A1"] == 0 and GAME.to_act(s) == {1}


# ----------------------------------------------------------------- cards per turn

def test_three_cards_and_one_auction(st: WLState) -> None:
    """Rulebook "Game Play"/"Wildlife Cards": play 3 cards; at least one must be auctioned."""
    give(st, CROC, "mountains-1", "mountains-2", "mountains-3")
    act(st, CROC, "use", card="mountains-1")
    act(st, CROC, "discard")  # No Action in Mountains: no effect
    with pytest.raises(IllegalAction, match="wl-play-more"):
        act(st, CROC, "end_turn")
    act(st, CROC, "use", card="mountains-2")
    act(st, CROC, "discard")
    with pytest.raises(IllegalAction, match="wl-must-auction"):
        act(st, CROC, "use", card="mountains-3")
    act(st, CROC, "auction", card="mountains-3")
    all_pass(st)
    assert {a.kind for a in GAME.legal_actions(st, CROC)} >= {"end_turn"}
    assert not any(a.kind in ("use", "auction") for a in GAME.legal_actions(st, CROC))
    act(st, CROC, "end_turn")
    assert st.turn_seat == SNAKE and len(st.hands[CROC]) == 10


def test_intelligence_plays_one_more(st: WLState) -> None:
    """GAPS.md "Abilities" / rulebook "Sample Turn": Intelligence = one more card per turn."""
    st.abilities[CROC] = ["intelligence"]
    st.ability_supply["intelligence"] -= 1
    for _ in range(3):
        act(st, CROC, "use", card=st.hands[CROC][0])
        if st.pending:
            act(st, CROC, "discard")
    assert st.plays == 3
    with pytest.raises(IllegalAction, match="wl-must-auction"):
        act(st, CROC, "use", card=st.hands[CROC][0])
    act(st, CROC, "auction", card=st.hands[CROC][0])
    all_pass(st)
    assert st.plays == 4
    assert not any(a.kind in ("use", "auction") for a in GAME.legal_actions(st, CROC))


# ----------------------------------------------------------------- auctions

def test_auction_bidding_and_payment(st: WLState) -> None:
    """Rulebook "Auctions": clockwise from the auctioneer's left, minimum 3, each bid higher,
    a pass is final; the winner pays the auctioneer and carries out the card."""
    give(st, CROC, "forest-1")
    ev = act(st, CROC, "auction", card="forest-1")
    assert "auction_start" in kinds(ev)
    assert GAME.to_act(st) == {SNAKE}
    with pytest.raises(IllegalAction, match="wl-lowest-bid"):
        act(st, SNAKE, "bid", amount=2)
    with pytest.raises(IllegalAction, match="wl-not-your-turn-to-bid"):
        act(st, BEAR, "bid", amount=3)
    act(st, SNAKE, "bid", amount=3)
    assert GAME.to_act(st) == {BEAR}
    with pytest.raises(IllegalAction, match="wl-lowest-bid") as refused:
        act(st, BEAR, "bid", amount=3)
    assert refused.value.params == {"amount": 4}
    act(st, BEAR, "bid", amount=5)
    act(st, EAGLE, "pass")
    act(st, SNAKE, "pass")
    assert st.auction is None
    assert st.food[BEAR] == 3 and st.food[CROC] == 13
    assert st.pending is not None and st.pending.seat == BEAR and st.pending.as_kind == "forest"
    act(st, BEAR, "expand", space="B6")  # Bear attacks in forest: Expand allowed
    assert st.board["B6"] == BEAR
    assert GAME.to_act(st) == {CROC}


def test_auction_pass_is_final_and_last_bidder_still_bids(st: WLState) -> None:
    """Rulebook "Auctions": a passed player may not re-enter; bidding goes on until all but one passed."""
    act(st, CROC, "auction", card=st.hands[CROC][0])
    act(st, SNAKE, "pass")
    act(st, BEAR, "pass")
    assert GAME.to_act(st) == {EAGLE}  # the last one may still bid
    act(st, EAGLE, "bid", amount=3)
    assert st.auction is None and st.food[EAGLE] == 5


def test_auction_no_bids_loses_card(st: WLState) -> None:
    """Rulebook "Auctions": if no bids are given, the action is lost and the card discarded."""
    card = st.hands[CROC][0]
    act(st, CROC, "auction", card=card)
    for s in (SNAKE, BEAR, EAGLE):
        ev = act(st, s, "pass")
    assert "auction_no_bids" in kinds(ev)
    assert st.pending is None and card in st.in_play and st.auctioned == 1


def test_bid_limited_and_paid_with_success_steps(st: WLState) -> None:
    """Rulebook "Trading Food Chips": the bid winner short of food moves back at most two
    success spaces for 3 food each (GAPS.md: bids are limited to what one can pay)."""
    st.food[SNAKE] = 2
    st.success[SNAKE] = 5
    act(st, CROC, "auction", card=st.hands[CROC][0])
    with pytest.raises(IllegalAction, match="wl-cannot-pay"):
        act(st, SNAKE, "bid", amount=9)
    act(st, SNAKE, "bid", amount=8)
    for s in (BEAR, EAGLE):
        act(st, s, "pass")
    assert st.success[SNAKE] == 3 and st.food[SNAKE] == 0 and st.food[CROC] == 16


def test_two_player_auction_price() -> None:
    """Rulebook "Additional Rules for 2 Players": the winner only pays the minimum of 3."""
    s = populated(2, 3)
    me = s.turn_seat
    other = 1 - me
    act(s, me, "auction", card=s.hands[me][0])
    assert GAME.legal_actions(s, other)[0].model_dump() == {"kind": "bid", "amount": 3}
    act(s, other, "bid", amount=6)
    assert s.auction is None and s.food[other] == 5 and s.food[me] == 11


def test_auction_timeout_passes(st: WLState) -> None:
    """GAPS.md "Auctions in chat": a bidder who does not answer in time passes."""
    act(st, CROC, "auction", card=st.hands[CROC][0])
    assert GAME.default_action(st, SNAKE).kind == "pass"


# ----------------------------------------------------------------- migrate, expand, attack

def test_free_migration_one_step_and_terrain(st: WLState) -> None:
    """Rulebook "Free Migration"/"Migrate": one orthogonal step into a terrain with at least Migrate."""
    set_board(st, {"G5": CROC})  # small forest (Crocodile: Migrate)
    with pytest.raises(IllegalAction):
        act(st, CROC, "migrate", from_space="G5", to_space="G6")  # plains: No Action
    with pytest.raises(IllegalAction):
        act(st, CROC, "migrate", from_space="G5", to_space="I5")  # two steps, no herd between
    act(st, CROC, "migrate", from_space="G5", to_space="H5")
    assert st.board == {"H5": CROC}
    with pytest.raises(IllegalAction, match="wl-no-free-migration"):
        act(st, CROC, "migrate", from_space="H5", to_space="I5")


def test_migration_through_own_herd(st: WLState) -> None:
    """GAPS.md "Migration": a path through spaces of one's own creatures ending on an empty
    space; other players' creatures block."""
    set_board(st, {"C1": CROC, "C2": CROC, "C3": CROC, "E1": SNAKE})
    legal = {(a.from_space, a.to_space) for a in GAME.legal_actions(st, CROC) if a.kind == "migrate"}
    assert ("C1", "D3") in legal and ("C1", "D2") in legal
    assert ("C1", "F1") not in legal  # E1 is the Snake's
    act(st, CROC, "migrate", from_space="C1", to_space="D3")
    assert st.board == {"C2": CROC, "C3": CROC, "D3": CROC, "E1": SNAKE}


def test_mobility_gives_another_free_migration(st: WLState) -> None:
    """GAPS.md "Abilities": Mobility = one more free Migration."""
    st.abilities[CROC] = ["mobility"]
    set_board(st, {"G5": CROC})
    act(st, CROC, "migrate", from_space="G5", to_space="H5")
    act(st, CROC, "migrate", from_space="H5", to_space="I5")
    assert st.board == {"I5": CROC}


def test_terrain_card_migrate_into_its_terrain_only(st: WLState) -> None:
    """Rulebook "Terrain Cards": Migrate moves a creature into a space of the card's terrain."""
    give(st, CROC, "desert-1")
    set_board(st, {"C1": CROC})
    act(st, CROC, "use", card="desert-1")
    with pytest.raises(IllegalAction, match="wl-card-(moves-into|acts-in)"):
        act(st, CROC, "migrate", from_space="C1", to_space="B1")
    act(st, CROC, "migrate", from_space="C1", to_space="D1")
    assert st.board == {"D1": CROC} and st.pending is None and st.free_migrations_used == 0


def test_expand_needs_expand_level_either_region(st: WLState) -> None:
    """Rulebook "Expand" / "Terrain Cards": place from the supply on an empty space of either
    region of the terrain; Migrate level is not enough."""
    give(st, CROC, "savannah-1", "forest-1")
    supply = st.supply[CROC]
    act(st, CROC, "use", card="savannah-1")
    act(st, CROC, "expand", space="B8")  # small savannah
    assert st.board["B8"] == CROC and st.supply[CROC] == supply - 1
    act(st, CROC, "use", card="forest-1")
    with pytest.raises(IllegalAction, match="wl-too-low-expand"):
        act(st, CROC, "expand", space="B6")


def test_attack_only_in_full_region_victim_to_box(st: WLState) -> None:
    """Rulebook "Attack": only where all the region's spaces are occupied; the displaced
    creature goes back to the box."""
    give(st, CROC, "water-1", "water-2")
    full = {"A4": SNAKE, "B4": SNAKE, "A5": BEAR, "B5": EAGLE, "A6": CROC, "A1": SNAKE}
    set_board(st, full)
    act(st, CROC, "use", card="water-1")
    with pytest.raises(IllegalAction, match="wl-attack-full-only"):
        act(st, CROC, "attack", space="A1")  # large water is not full
    with pytest.raises(IllegalAction, match="wl-attack-own"):
        act(st, CROC, "attack", space="A6")
    act(st, CROC, "attack", space="A4")
    assert st.board["A4"] == CROC and st.boxed[SNAKE] == 1


def test_aggression_attacks_in_open_region(st: WLState) -> None:
    """GAPS.md "Abilities": Aggression lets you Attack in a region with empty spaces."""
    st.abilities[CROC] = ["aggression"]
    give(st, CROC, "water-1")
    set_board(st, {"A1": SNAKE})
    act(st, CROC, "use", card="water-1")
    act(st, CROC, "attack", space="A1")
    assert st.board["A1"] == CROC and st.boxed[SNAKE] == 1


def test_defense_cancels_first_attack_per_opponent_turn(st: WLState) -> None:
    """GAPS.md "Abilities": Defense cancels the first Attack against you in each opponent
    turn; the attacker's creature stays in its supply."""
    st.abilities[SNAKE] = ["defense"]
    give(st, CROC, "water-1", "water-2")
    set_board(st, {"A4": SNAKE, "B4": SNAKE, "A5": BEAR, "B5": EAGLE, "A6": CROC})
    supply = st.supply[CROC]
    act(st, CROC, "use", card="water-1")
    ev = act(st, CROC, "attack", space="A4")
    assert "attack_defended" in kinds(ev)
    assert st.board["A4"] == SNAKE and st.supply[CROC] == supply and st.boxed[SNAKE] == 0
    act(st, CROC, "use", card="water-2")
    act(st, CROC, "attack", space="B4")
    assert st.board["B4"] == CROC and st.boxed[SNAKE] == 1


# ----------------------------------------------------------------- wheel, arrowhead, lightning, text

def test_wheel_upgrades_one_level(st: WLState) -> None:
    """Rulebook "Wheel Cards": No Action -> Migrate -> Expand -> Attack, one tile per Wheel;
    nothing beyond Attack; tiles come from the supply."""
    give(st, CROC, "wheel-1", "wheel-2")
    act(st, CROC, "use", card="wheel-1")
    with pytest.raises(IllegalAction, match="wl-cannot-adapt"):
        act(st, CROC, "upgrade", terrain="water")  # already Attack
    act(st, CROC, "upgrade", terrain="plains")
    assert st.levels[CROC]["plains"] == 1 and st.tiles[CROC] == ["plains-migrate"]
    assert st.tile_supply["plains-migrate"] == 2
    act(st, CROC, "use", card="wheel-2")
    act(st, CROC, "upgrade", terrain="plains")
    assert st.levels[CROC]["plains"] == 2 and len(st.tiles[CROC]) == 2


def test_arrowhead_from_supply_then_from_leader(st: WLState) -> None:
    """Rulebook "Arrowhead Cards": from the supply; when none is left, from the opponent with
    the most success points (a tie: the player chooses); at most two of a kind."""
    give(st, CROC, "arrowhead-1", "arrowhead-2", "arrowhead-3")
    act(st, CROC, "use", card="arrowhead-1")
    act(st, CROC, "take_ability", ability="aggression")
    assert st.abilities[CROC] == ["aggression"] and st.ability_supply["aggression"] == 0
    st.ability_supply["defense"] = 0
    st.abilities[SNAKE] = ["defense"]
    st.abilities[BEAR] = ["defense"]
    st.success = [1, 9, 9, 4]
    act(st, CROC, "use", card="arrowhead-2")
    choices = {(a.ability, a.from_seat) for a in GAME.legal_actions(st, CROC) if a.kind == "take_ability"}
    assert ("defense", SNAKE) in choices and ("defense", BEAR) in choices
    st.success[BEAR] = 10
    with pytest.raises(IllegalAction):
        act(st, CROC, "take_ability", ability="defense", from_seat=SNAKE)
    act(st, CROC, "take_ability", ability="Defense")  # typed: the only leader holding it is filled in
    assert st.abilities[BEAR] == [] and "defense" in st.abilities[CROC]
    st.abilities[CROC] += ["food", "food"]
    act(st, CROC, "auction", card="arrowhead-3")
    all_pass(st)
    st.pending = None
    offered = {a.ability for a in GAME.legal_actions(st, CROC) if a.kind == "take_ability"}
    assert "food" not in offered


def test_ability_won_in_auction_waits_for_own_turn(st: WLState) -> None:
    """Rulebook "Using Ability Cards": an ability won in an auction is usable from your own
    turn — except Defense, available at once."""
    give(st, CROC, "arrowhead-1", "arrowhead-2")
    act(st, CROC, "auction", card="arrowhead-1")
    act(st, SNAKE, "bid", amount=3)
    all_pass(st)
    act(st, SNAKE, "take_ability", ability="intelligence")
    assert usable(st, SNAKE, "intelligence") == 0
    act(st, CROC, "auction", card="arrowhead-2")
    act(st, SNAKE, "bid", amount=3)
    all_pass(st)
    act(st, SNAKE, "take_ability", ability="defense")
    assert usable(st, SNAKE, "defense") == 1
    act(st, CROC, "use", card=st.hands[CROC][0])
    if st.pending:
        act(st, CROC, "discard")
    act(st, CROC, "end_turn")
    assert st.turn_seat == SNAKE and usable(st, SNAKE, "intelligence") == 1


def test_lightning_is_a_joker(st: WLState) -> None:
    """Rulebook "Lightning Cards": acts as an Arrowhead, a Wheel or a Terrain card of any type."""
    give(st, CROC, "lightning-1", "lightning-2")
    act(st, CROC, "use", card="lightning-1")
    opts = {a.as_kind for a in GAME.legal_actions(st, CROC) if a.kind == "joker"}
    assert opts == {"forest", "desert", "savannah", "plains", "mountains", "water", "wheel", "arrowhead"}
    act(st, CROC, "joker", as_kind="savannah")
    act(st, CROC, "expand", space="C4")
    assert st.board["C4"] == CROC
    act(st, CROC, "use", card="lightning-2")
    act(st, CROC, "joker", as_kind="wheel")
    act(st, CROC, "upgrade", terrain="mountains")
    assert st.levels[CROC]["mountains"] == 1


def test_food_surplus(st: WLState) -> None:
    """GAPS.md "Text cards": Food Surplus — take 6 food from the supply."""
    give(st, CROC, "food-surplus-1")
    supply = st.food_supply
    act(st, CROC, "use", card="food-surplus-1")
    assert st.food[CROC] == 14 and st.food_supply == supply - 6 and st.pending is None


def test_famine(st: WLState) -> None:
    """GAPS.md "Text cards": Famine — every other player returns half their food, rounded down."""
    give(st, CROC, "famine-1")
    st.food = [8, 9, 1, 0]
    act(st, CROC, "use", card="famine-1")
    assert st.food == [8, 5, 1, 0]


def test_plague(st: WLState) -> None:
    """GAPS.md "Text cards": Plague — every player with creatures in the chosen region removes
    one of them (to the box); the owner chooses when it has several."""
    give(st, CROC, "plague-1")
    set_board(st, {"C4": CROC, "D4": SNAKE, "E4": SNAKE, "F4": BEAR, "A1": SNAKE})
    act(st, CROC, "use", card="plague-1")
    act(st, CROC, "plague", region="Large Savannah")
    assert "C4" not in st.board and st.boxed[CROC] == 1  # only one: automatic
    assert GAME.to_act(st) == {SNAKE}
    with pytest.raises(IllegalAction):
        act(st, SNAKE, "remove", space="A1")
    act(st, SNAKE, "remove", space="E4")
    assert "F4" not in st.board and st.boxed == [1, 1, 1, 0]
    assert st.board == {"D4": SNAKE, "A1": SNAKE} and GAME.to_act(st) == {CROC}


def test_discard_card_with_no_effect(st: WLState) -> None:
    """Rulebook "Terrain Cards": with no adaptation the card is discarded with no effect."""
    give(st, CROC, "plains-1")
    act(st, CROC, "use", card="plains-1")
    assert [a.kind for a in GAME.legal_actions(st, CROC)] == ["discard"]
    act(st, CROC, "discard")
    assert st.pending is None and "plains-1" in st.in_play


# ----------------------------------------------------------------- food, abilities, cards

def test_food_trading(st: WLState) -> None:
    """Rulebook "Trading Food Chips": pay 3 food to move forward one space, only on your own turn."""
    act(st, CROC, "trade_food")
    assert st.food[CROC] == 5 and st.success[CROC] == 2
    act(st, CROC, "auction", card=st.hands[CROC][0])
    assert not any(a.kind == "trade_food" for a in GAME.legal_actions(st, SNAKE))
    with pytest.raises(IllegalAction):
        act(st, SNAKE, "trade_food")


def test_food_ability_at_turn_start(st: WLState) -> None:
    """GAPS.md "Abilities": Food — take 2 food at the start of your turn (each card separately)."""
    st.abilities[SNAKE] = ["food", "food"]
    quick_turn(st)
    assert st.turn_seat == SNAKE and st.food[SNAKE] == 12


def test_draw_back_to_ten_and_reshuffle(st: WLState) -> None:
    """Rulebook "Drawing Wildlife Cards": refill to 10 at the end of the turn; when the deck
    runs out the discard pile is shuffled into a new deck."""
    st.discard = st.deck[2:]
    st.deck = st.deck[:2]
    quick_turn(st)
    assert len(st.hands[CROC]) == 10
    assert len(st.deck) + len(st.discard) + sum(map(len, st.hands)) == 110


# ----------------------------------------------------------------- scoring and end

def test_minor_scoring_once_per_region(st: WLState) -> None:
    """Rulebook "1. Minor Scoring": filling a region's last space scores the leftmost marker's
    value (GAPS.md track 3,3,3,3,4,...); a region scores once per game."""
    give(st, CROC, "savannah-1", "savannah-2")
    set_board(st, {"B8": SNAKE, "C8": SNAKE, "D8": BEAR, "E8": EAGLE, "F7": CROC})
    act(st, CROC, "use", card="savannah-1")
    ev = act(st, CROC, "expand", space="F8")
    assert "minor_scoring" in kinds(ev) and st.success[CROC] == 1 + 3 and st.markers == ["small-savannah"]
    del st.board["F8"]
    st.supply[CROC] += 1
    act(st, CROC, "use", card="savannah-2")
    ev = act(st, CROC, "expand", space="F8")
    assert "minor_scoring" not in kinds(ev) and st.success[CROC] == 4


def test_major_scoring_after_fourth_marker(st: WLState) -> None:
    """Rulebook "2. Major Scoring": at the end of the turn in which marker 4 is taken."""
    st.markers = ["large-water", "small-water", "large-desert"]
    give(st, CROC, "savannah-1")
    set_board(st, {"B8": SNAKE, "C8": SNAKE, "D8": BEAR, "E8": EAGLE})
    act(st, CROC, "use", card="savannah-1")
    act(st, CROC, "expand", space="F8")
    assert st.success[CROC] == 1 + 3 and st.major_due  # the 4th marker is worth 3
    act(st, CROC, "auction", card=st.hands[CROC][0])
    all_pass(st)
    act(st, CROC, "use", card=st.hands[CROC][0])
    if st.pending:
        act(st, CROC, "discard")
    ev = act(st, CROC, "end_turn")
    assert "major_scoring" in kinds(ev) and len(st.majors) == 1 and st.phase == "play"


def test_game_end_eleventh_marker() -> None:
    """Rulebook "Game End": the 11th region marker ends the game after the turn, with a final
    Major Scoring; the furthest on the success track wins."""
    s = populated(4, 1)
    set_board(s, {"B8": 1, "C8": 1, "D8": 2, "E8": 3})
    s.markers = [r for r in REGIONS if r != "small-savannah"][:10]
    give(s, 0, "savannah-1")
    act(s, 0, "use", card="savannah-1")
    act(s, 0, "expand", space="F8")
    assert s.ending and s.markers[-1] == "small-savannah"
    quick_rest(s)
    assert s.phase == "over" and len(s.majors) == 1
    out = GAME.outcome(s)
    assert out is not None and out.places[s.success.index(max(s.success))] == 1


def quick_rest(s: WLState) -> None:
    seat = s.turn_seat
    if s.auctioned == 0:
        act(s, seat, "auction", card=s.hands[seat][0])
        all_pass(s)
    while s.plays < s.play_quota:
        act(s, seat, "use", card=s.hands[seat][0])
        if s.pending:
            act(s, seat, "discard")
    act(s, seat, "end_turn")


def test_game_end_last_creature(st: WLState) -> None:
    """Rulebook "Game End": a player places his final creature; the turn completes, then a
    final Major Scoring."""
    give(st, CROC, "savannah-1")
    st.supply[CROC] = 1
    st.boxed[CROC] = st.initial_creatures - 1
    act(st, CROC, "use", card="savannah-1")
    ev = act(st, CROC, "expand", space="C4")
    assert "last_creature" in kinds(ev) and st.ending and st.phase == "play"
    quick_rest(st)
    assert phase_now(st) == "over" and GAME.outcome(st) is not None and GAME.to_act(st) == set()


def test_two_player_eleventh_marker_does_not_end() -> None:
    """Rulebook "Additional Rules for 2 Players": the game ends only on a player's last creature."""
    s = populated(2, 1)
    me = s.turn_seat
    set_board(s, {})
    s.markers = [r for r in REGIONS if r != "small-savannah"][:10]
    t = next(t for t, lv in s.levels[me].items() if lv >= 2)
    reg = next(r for r in REGIONS.values() if r.terrain == t and r.id not in s.markers)
    set_board(s, {sp: 1 - me for sp in reg.spaces[1:]})
    card = f"{t}-1"
    give(s, me, card)
    act(s, me, "use", card=card)
    act(s, me, "expand", space=reg.spaces[0])
    assert len(s.markers) == 11 and not s.ending


def test_ties_share_the_win(st: WLState) -> None:
    """GAPS.md "Ties at game end share the win"; places rank by success points."""
    st.phase = "over"
    st.success = [20, 25, 25, 10]
    out = GAME.outcome(st)
    assert out is not None and out.places == [3, 1, 1, 4] and out.scores == [20, 25, 25, 10]


def test_two_player_abilities() -> None:
    """Rulebook "Additional Rules for 2 Players": one each of Food, Intelligence, Mobility and
    Defense removed; no limit of two per kind."""
    s = populated(2, 1)
    assert s.ability_supply == {"food": 4, "intelligence": 3, "mobility": 2, "defense": 1, "aggression": 1}
    me = s.turn_seat
    s.abilities[me] = ["food", "food"]
    give(s, me, "arrowhead-1")
    act(s, me, "use", card="arrowhead-1")
    assert any(a.ability == "food" for a in GAME.legal_actions(s, me) if a.kind == "take_ability")


# ----------------------------------------------------------------- variants

def test_variant_unlimited_abilities() -> None:
    """Rulebook "Variants", "Ability Cards": 9 random cards + 1 Arrowhead each; no limit per kind."""
    s = populated(4, 2, unlimited_abilities=True)
    assert all(any(c.startswith("arrowhead-") for c in h) for h in s.hands)
    me = s.turn_seat
    s.abilities[me] = ["food", "food"]
    give(s, me, "arrowhead-18")
    act(s, me, "use", card="arrowhead-18")
    act(s, me, "take_ability", ability="food")
    assert s.abilities[me].count("food") == 3


def test_variant_auction_expand() -> None:
    """Rulebook "Variants", "Auction": the winner of an auctioned Terrain card may Expand where
    it could only Migrate."""
    for flag in (False, True):
        s = populated(4, 1, auction_expand=flag)
        set_board(s, {})
        give(s, 0, "forest-1")  # Snake (seat 1) has No Action in forest; Bear attack; Eagle expand
        give(s, 0, "desert-1")  # Eagle (seat 3) only Migrates in desert
        act(s, 0, "auction", card="desert-1")
        act(s, 1, "pass")
        act(s, 2, "pass")
        act(s, 3, "bid", amount=3)
        can = any(a.kind == "expand" for a in GAME.legal_actions(s, 3))
        assert can == flag


def test_variant_chart_auction() -> None:
    """Rulebook "Variants", "Creature Charts / Starting Player": 12 food each, auctions for the
    choice of creature paid to the bank, seats in order of descending age."""
    s = GAME.setup(3, WLOptions(chart_auction=True), 5)
    assert s.phase == "chart" and s.food == [12, 12, 12]
    act(s, 0, "bid", amount=2)
    act(s, 1, "pass")
    act(s, 2, "pass")
    assert GAME.to_act(s) == {0} and s.food[0] == 10 and s.food_supply == 120 - 36 + 2
    act(s, 0, "choose_creature", creature="man")
    act(s, 1, "pass")  # seat 2 is left: it wins the choice for free
    act(s, 2, "choose_creature", creature="crocodile")
    act(s, 1, "choose_creature", creature="bear")
    assert phase_now(s) == "populate"
    assert s.order == [2, 1, 0] and s.start_player == 2 and s.success == [3, 2, 1]


def test_variant_rotating_start() -> None:
    """Rulebook "Variants", "Rotating Starting Player": after each round the player with the
    least success points starts; ties rotate clockwise."""
    s = populated(3, 1, rotating_start=True)
    first = s.turn_seat
    s.success = [5, 5, 5]
    s.success[(first + 2) % 3] = 0
    for _ in range(3):
        quick_turn(s)
    assert s.turn_seat == (first + 2) % 3 and s.round_number == 2
    s2 = populated(3, 1)
    s2.success = [5, 5, 5]
    s2.success[(first + 2) % 3] = 0
    for _ in range(3):
        quick_turn(s2)
    assert s2.turn_seat == first


def test_won_lightning_chosen_by_winner(st: WLState) -> None:
    """Rulebook "Lightning Cards" + "Auctions": the bid winner decides what the joker acts as;
    an ability taken with it waits for the winner's own turn."""
    give(st, CROC, "lightning-1")
    act(st, CROC, "auction", card="lightning-1")
    act(st, SNAKE, "bid", amount=3)
    all_pass(st)
    assert GAME.to_act(st) == {SNAKE} and st.pending is not None and st.pending.as_kind is None
    act(st, SNAKE, "joker", as_kind="arrowhead")
    act(st, SNAKE, "take_ability", ability="mobility")
    assert st.fresh[SNAKE] == ["mobility"] and GAME.to_act(st) == {CROC}


def test_defense_not_on_own_turn(st: WLState) -> None:
    """GAPS.md "Abilities": Defense works in opponents' turns only — an auction winner attacking
    the player whose turn it is is not cancelled."""
    st.abilities[CROC] = ["defense"]
    give(st, CROC, "desert-1")
    set_board(st, {"G1": CROC, "G2": CROC, "H1": BEAR, "H2": EAGLE})  # small desert full
    act(st, CROC, "auction", card="desert-1")
    act(st, SNAKE, "bid", amount=3)  # the Snake attacks in the desert
    all_pass(st)
    act(st, SNAKE, "attack", space="G1")
    assert st.board["G1"] == SNAKE and st.boxed[CROC] == 1


def test_plague_won_in_auction(st: WLState) -> None:
    """GAPS.md "Text cards": the winner of an auctioned Plague chooses the region."""
    give(st, CROC, "plague-1")
    set_board(st, {"A1": CROC, "B1": SNAKE})
    act(st, CROC, "auction", card="plague-1")
    act(st, SNAKE, "pass")
    act(st, BEAR, "bid", amount=3)
    act(st, EAGLE, "pass")
    act(st, BEAR, "plague", region="large-water")
    assert st.board == {} and st.boxed[:2] == [1, 1] and GAME.to_act(st) == {CROC}


def test_auction_expand_variant_with_lightning() -> None:
    """House rule: a Lightning card used as a Terrain card in an auction counts for the Expand
    auction variant."""
    s = populated(4, 1, auction_expand=True)
    set_board(s, {})
    give(s, 0, "lightning-1")
    act(s, 0, "auction", card="lightning-1")
    act(s, 1, "pass")
    act(s, 2, "pass")
    act(s, 3, "bid", amount=3)
    act(s, 3, "joker", as_kind="desert")  # the Eagle only Migrates in the desert
    act(s, 3, "expand", space="D1")
    assert s.board == {"D1": 3}
