"""Wildlife Adventure: one test per rule, citing the rulebook section or the GAPS.md section 3 ruling."""
from __future__ import annotations

from pathlib import Path

import pytest

from engine.core import IllegalAction, parse_action
from engine.games.wildlife_adventure import GAME
from engine.games.wildlife_adventure.actions import (
    BlueAction,
    DiscardAction,
    EndTurnAction,
    ExtendAction,
    ObstacleAction,
    RelayAction,
    RemoveAction,
    SwapAction,
)
from engine.games.wildlife_adventure.board import ADJ, DIST, POINTS, START, continue_from
from engine.games.wildlife_adventure.cards import ANIMALS, CHANCE, TOTAL_VOUCHERS
from engine.games.wildlife_adventure.rules import HOUSE_RULES, situation
from engine.games.wildlife_adventure.state import WAOptions, WAState

from .helpers import chance_on_top, clear_hands_of, far, fresh, near, neighbours, path_to, walk

END = EndTurnAction()


def total_vouchers(st: WAState) -> int:
    """Hands + the dealer's supply: handed-in vouchers go back to the supply (rulebook)."""
    return st.supply + sum(st.vouchers)


def illegal(st: WAState, seat: int, action: object) -> str:
    before = st.model_dump()
    with pytest.raises(IllegalAction) as exc:
        GAME.apply(st, seat, action)  # type: ignore[arg-type]
    assert st.model_dump() == before, "a rejected action changes nothing"
    return exc.value.reason


def plain_step(st: WAState, e: int) -> str:
    """A neighbour of expedition e's tip that is a plain/animal space nobody holds, on a free line."""
    sit = situation(st, st.turn)
    for q, line in ADJ[continue_from(st.expeditions[e].tip)]:
        if POINTS[q].kind in ("animal", "plain") and not sit.line_counts.get(line) and q not in st.obstacles:
            clear_hands_of(st, [q])
            return q
    raise AssertionError("no plain step")


# ------------------------------------------------------------------ setup

@pytest.mark.parametrize("n,size", [(2, 12), (3, 12), (4, 8), (5, 8), (6, 8)])
def test_setup_counts_by_players(n: int, size: int) -> None:
    """Rulebook "Preparation": 2-3 players 12 animal cards, 4-6 players 8; 10 travel vouchers each;
    GAPS.md: the supply is 65 minus the dealt vouchers."""
    st = GAME.setup(n, WAOptions(), seed=7)
    assert [len(h) for h in st.hands] == [size] * n
    assert st.vouchers == [10] * n and st.supply == 65 - 10 * n and st.spent == 0
    assert len(st.open_missions) == 6
    every = [c for h in st.hands for c in h] + st.open_missions + st.animal_stack
    assert sorted(every) == sorted(ANIMALS)
    assert sorted(st.chance_stack) == sorted(CHANCE) and st.obstacles == [None, None, None]
    assert all(not ex.extensions for ex in st.expeditions)


def test_open_missions_at_least_three_extensions_from_start() -> None:
    """Rulebook "Preparation": the open discovery missions are at least 3 route extensions from the start."""
    for seed in range(30):
        st = GAME.setup(6, WAOptions(), seed=seed)
        assert all(DIST[START][c] >= 3 for c in st.open_missions)


@pytest.mark.parametrize("n", [1, 7])
def test_bad_seat_counts(n: int) -> None:
    """Published: 2-6 players."""
    with pytest.raises(ValueError):
        GAME.setup(n, WAOptions(), seed=1)


def test_setup_events_and_house_rules() -> None:
    st = fresh(3)
    events = GAME.setup_events(st)
    assert events[0].visible_to is None and events[0].data["open_missions"] == st.open_missions
    assert all(not e.text for e in events)  # no language in the engine (issue 34): the UI words kind and data
    assert [e.visible_to for e in events[1:]] == [{0}, {1}, {2}]
    assert GAME.house_rules == HOUSE_RULES and len(HOUSE_RULES) >= 8
    assert all(line.id.startswith("wa-house-") for line in HOUSE_RULES)  # message ids, no English (issue 34)
    assert {"vouchers": TOTAL_VOUCHERS} in [line.args for line in HOUSE_RULES]


# ------------------------------------------------------------------ laying extensions

def test_first_extension_on_one_of_the_four_start_lines() -> None:
    """Rulebook "Lay 1 route extension each turn": on any one of the four lines leading away from the start."""
    st = fresh()
    extends = [a for a in GAME.legal_actions(st, 0) if isinstance(a, ExtendAction)]
    assert {a.to for a in extends} == set(neighbours(START))
    assert {a.expedition for a in extends} == {0, 1, 2}
    far = next(p for p in POINTS if p not in neighbours(START) and p != START)
    assert "tip" in illegal(st, 0, ExtendAction(expedition=0, to=far))


def test_not_your_turn() -> None:
    st = fresh()
    assert illegal(st, 1, ExtendAction(expedition=0, to=neighbours(START)[0])) == "It is not your turn."


def test_continue_only_at_the_tip_never_branch() -> None:
    """Rulebook "Lay only at the free ends!" / "No branching off"."""
    st = fresh()
    a, b = path_to(near("animal", min_dist=3)[0])[:2]
    walk(st, 0, [a, b])
    branch = next(q for q in neighbours(a) if q not in neighbours(b) and q not in (b, START))
    illegal(st, 0, ExtendAction(expedition=0, to=branch))
    legal_to = {x.to for x in GAME.legal_actions(st, 0) if isinstance(x, ExtendAction) and x.expedition == 0}
    assert legal_to and legal_to <= set(neighbours(continue_from(b)))


def test_start_new_expedition_on_a_free_line_parallel_costs_two() -> None:
    """Rulebook "Choose whether to begin an expedition or continue one"; GAPS.md: a line that already
    carries an extension takes a parallel extension (2 vouchers), also at the start base."""
    st = fresh()
    first = neighbours(START)[0]
    clear_hands_of(st, neighbours(START))
    GAME.apply(st, 0, ExtendAction(expedition=0, to=first))
    GAME.apply(st, 0, END)
    assert st.turn == 1
    GAME.apply(st, 1, ExtendAction(expedition=1, to=first))  # parallel start
    assert st.vouchers[1] == 8 and st.spent_turn == 2 and st.expeditions[1].extensions[0].parallel


def test_extension_is_compulsory_when_free() -> None:
    """Rulebook "A route extension must be laid"."""
    st = fresh()
    assert "must lay" in illegal(st, 0, END)
    clear_hands_of(st, neighbours(START))
    GAME.apply(st, 0, ExtendAction(expedition=0, to=neighbours(START)[0]))
    GAME.apply(st, 0, END)
    assert st.turn == 1 and not st.main_laid


def test_extra_extension_costs_two_and_three_per_turn_limit() -> None:
    """Rulebook "The Travel Vouchers": an extra extension costs 2; at most 3 vouchers per turn."""
    st = fresh()
    clear_hands_of(st, neighbours(START))
    GAME.apply(st, 0, ExtendAction(expedition=0, to=neighbours(START)[0]))
    GAME.apply(st, 0, ExtendAction(expedition=1, to=neighbours(START)[1]))
    assert st.vouchers[0] == 8 and st.spent_turn == 2 and st.spent == 2
    reason = illegal(st, 0, ExtendAction(expedition=2, to=neighbours(START)[2]))
    assert "at most 3" in reason
    GAME.apply(st, 0, ObstacleAction(obstacle=0, to=far(0)))  # 1 more is fine
    assert st.spent_turn == 3
    assert "at most 3" in illegal(st, 0, ObstacleAction(obstacle=0, to=None))
    assert total_vouchers(st) == 65


def test_extra_parallel_exceeds_the_limit() -> None:
    """Extra (2) + parallel (2) = 4 > 3: not allowed in one turn."""
    st = fresh()
    a = neighbours(START)[0]
    clear_hands_of(st, [a])
    GAME.apply(st, 0, ExtendAction(expedition=0, to=a))
    assert "at most 3" in illegal(st, 0, ExtendAction(expedition=1, to=a))


def test_no_extension_onto_an_obstacle() -> None:
    """GAPS.md: an obstacle sits on a point; no extension may end on it."""
    st = fresh()
    a = neighbours(START)[0]
    st.obstacles[0] = a
    assert a not in {x.to for x in GAME.legal_actions(st, 0) if isinstance(x, ExtendAction)}
    assert "obstacle" in illegal(st, 0, ExtendAction(expedition=0, to=a))


def test_arrow_twins_are_one_place_for_obstacles_and_tips() -> None:
    """GAPS.md: "left I is the same place as right I" and "no extension may end on [an obstacle]";
    house rule: obstacles never go where an expedition stands. Twins count as one place everywhere."""
    from engine.games.wildlife_adventure import moves
    from engine.games.wildlife_adventure.board import line_between, place_of, places, same_place
    from engine.games.wildlife_adventure.state import Extension

    assert same_place("L1", "R1") and same_place("R3", "L3") and not same_place("L1", "R2")
    assert place_of("L2") == place_of("R2") and place_of(START) == START and places(["R1", None]) == {"L1"}
    # an expedition standing on L1 also stands on R1: no obstacle on either
    st = fresh()
    st.expeditions[0].extensions.append(Extension(line=line_between("NA6", "L1") or 0, frm="NA6", to="L1", seat=1))
    targets = {a.to for a in GAME.legal_actions(st, 0) if isinstance(a, ObstacleAction)}
    assert "L1" not in targets and "R1" not in targets
    assert "expedition stands" in illegal(st, 0, ObstacleAction(obstacle=0, to="R1"))
    # an obstacle on R1 blocks L1: no second obstacle there, no extension or re-lay ending there
    st = fresh()
    st.obstacles[0] = "R1"
    targets = {a.to for a in GAME.legal_actions(st, 0) if isinstance(a, ObstacleAction) and a.obstacle == 1}
    assert "L1" not in targets and "R1" not in targets
    assert "already" in illegal(st, 0, ObstacleAction(obstacle=1, to="L1"))
    walk(st, 0, path_to("NA6"))
    assert "L1" not in {a.to for a in GAME.legal_actions(st, 0) if isinstance(a, ExtendAction)}
    assert "obstacle" in illegal(st, 0, ExtendAction(expedition=0, to="L1"))
    walk(st, 0, ["NA1"])  # the last extension NA6-NA1 could be re-laid NA6-L1, but for the obstacle
    assert "L1" not in {q for _, q in moves.relay_options(situation(st, 0))}
    st.obstacles[0] = None
    assert "L1" in {q for _, q in moves.relay_options(situation(st, 0))}
    # (the panel describes L1 as blocked too: tests/cogs/wildlife_adventure/test_words.py)


def test_handed_in_vouchers_return_to_the_supply() -> None:
    """Rulebook "The Travel Vouchers": players hand vouchers in to the dealer, who pays later
    payouts (blue space, chance cards) from that stock; ``spent`` only counts them."""
    st = fresh(6)
    st.vouchers[1], st.supply = st.vouchers[1] + st.supply, 0  # the dealer's stock is empty
    GAME.apply(st, 0, ObstacleAction(obstacle=0, to=far(0)))
    assert st.vouchers[0] == 9 and st.supply == 1 and st.spent == 1 and total_vouchers(st) == 65
    english = (Path(__file__).resolve().parents[3] / "locales" / "en" / "wildlife-adventure.ftl").read_text(encoding="utf-8")
    worded = [line for line in english.splitlines() if line.startswith("wa-house-")]  # the house rules' English
    assert any(line.startswith("wa-house-supply = ") and "go back to the supply" in line for line in worded)
    assert not any("leave the game" in line for line in worded) and "wa-house-supply" in {r.id for r in HOUSE_RULES}
    assert GAME.view(st, None).voucher_supply == 1


def test_obstacles_one_voucher_moves_each_once() -> None:
    """Rulebook: "For one travel voucher he can place one or more obstacles / move one or more obstacles";
    GAPS.md: 1 voucher places, moves or removes any number of the three (each once per voucher)."""
    st = fresh()
    targets = [far(0), far(1), far(2)]
    for i, t in enumerate(targets):
        GAME.apply(st, 0, ObstacleAction(obstacle=i, to=t))
    assert st.obstacles == targets and st.vouchers[0] == 9 and st.spent_turn == 1
    GAME.apply(st, 0, ObstacleAction(obstacle=0, to=None))  # second move of obstacle 0: a new voucher
    assert st.obstacles[0] is None and st.vouchers[0] == 8
    assert "start base" in illegal(st, 0, ObstacleAction(obstacle=0, to=START))
    assert "already" in illegal(st, 0, ObstacleAction(obstacle=0, to=targets[1]))


def test_obstacle_session_ends_with_the_extension() -> None:
    """GAPS.md ruling: the paid obstacle moves last until the player's next route extension."""
    st = fresh()
    GAME.apply(st, 0, ObstacleAction(obstacle=0, to=far(0)))
    clear_hands_of(st, neighbours(START))
    GAME.apply(st, 0, ExtendAction(expedition=0, to=neighbours(START)[0]))
    GAME.apply(st, 0, ObstacleAction(obstacle=1, to=far(1)))
    assert st.spent_turn == 2


def test_obstacle_not_on_an_expedition_tip() -> None:
    st = fresh()
    walk(st, 0, [neighbours(START)[0]])
    assert "expedition" in illegal(st, 0, ObstacleAction(obstacle=0, to=neighbours(START)[0]))


def test_remove_last_extension_costs_two() -> None:
    """Rulebook "The Travel Vouchers": remove a route extension from the end of an expedition for 2."""
    st = fresh()
    path = path_to(near("animal", min_dist=3)[0])
    walk(st, 2, path)
    GAME.apply(st, 0, RemoveAction(expedition=2))
    assert [x.to for x in st.expeditions[2].extensions] == path[:-1] and st.vouchers[0] == 8
    assert "no route extension" in illegal(st, 0, RemoveAction(expedition=1))



def test_no_removal_puts_a_tip_back_on_an_obstacle() -> None:
    """House ruling (an extension may not end on an obstacle; the rulebook is silent on removals):
    removing the last extension is refused while an obstacle stands where the tip would go back to,
    and allowed again once the obstacle has moved. Hypothesis found the tip-on-an-obstacle state."""
    st = fresh()
    path = path_to(near("animal", min_dist=3)[0])
    walk(st, 2, path)
    back = st.expeditions[2].extensions[-1].frm
    st.obstacles[0] = back
    assert RemoveAction(expedition=2) not in GAME.legal_actions(st, 0)
    assert "obstacle stands where that expedition would go back" in illegal(st, 0, RemoveAction(expedition=2))
    st.obstacles[0] = None
    assert RemoveAction(expedition=2) in GAME.legal_actions(st, 0)
    GAME.apply(st, 0, RemoveAction(expedition=2))
    assert st.expeditions[2].tip == back

def test_swap_animal_card() -> None:
    """Rulebook "The Travel Vouchers": for 1 voucher put a card under the pack and take the top card."""
    st = fresh()
    card = st.hands[0][0]
    top = st.animal_stack[0]
    GAME.apply(st, 0, SwapAction(card=card))
    assert card == st.animal_stack[-1] and (top in st.hands[0] or top in st.completed[0])
    assert st.vouchers[0] == 9
    assert "don't have" in illegal(st, 0, SwapAction(card=st.hands[1][0]))


def test_cannot_pay_without_vouchers() -> None:
    st = fresh()
    st.vouchers[0] = 0
    st.supply += 10
    assert "you have 0" in illegal(st, 0, SwapAction(card=st.hands[0][0]))


def test_arrow_space_continues_from_its_twin() -> None:
    """Rulebook "Arrow spaces": from Space I to Space I; GAPS.md: continues from its twin."""
    st = fresh()
    path = path_to("L1")
    walk(st, 0, path)
    legal_to = {a.to for a in GAME.legal_actions(st, 0) if isinstance(a, ExtendAction) and a.expedition == 0}
    assert legal_to == set(neighbours("R1"))
    target = neighbours("R1")[0]
    clear_hands_of(st, [target])
    GAME.apply(st, 0, ExtendAction(expedition=0, to=target))
    assert st.expeditions[0].extensions[-1].frm == "R1"


def test_finished_expedition_cannot_be_extended() -> None:
    """Rulebook "When all route extensions are used up, the expedition is over" (40 per colour)."""
    st = fresh()
    from engine.games.wildlife_adventure.state import Extension

    st.expeditions[0].extensions = [Extension(line=0, frm="X", to=START, seat=0)] * 40
    assert all(a.expedition != 0 for a in GAME.legal_actions(st, 0) if isinstance(a, ExtendAction))
    assert "finished" in illegal(st, 0, ExtendAction(expedition=0, to=neighbours(START)[0]))


# ------------------------------------------------------------------ spaces

def test_animal_card_laid_down_automatically_for_its_holder() -> None:
    """Rulebook "Reaching Destinations": whoever holds the card lays it down, no matter who laid the
    extension; GAPS.md: the product does it for them."""
    st = fresh()
    target = neighbours(START)[0]
    assert POINTS[target].kind == "animal"
    clear_hands_of(st, [target])
    st.animal_stack.remove(target)
    st.hands[1].append(target)
    events = GAME.apply(st, 0, ExtendAction(expedition=0, to=target))
    assert target in st.completed[1] and target not in st.hands[1]
    found = [e for e in events if e.kind == "animal_found"]
    assert found and found[0].data["card"] == target and found[0].visible_to is None


def test_open_mission_goes_to_the_layer() -> None:
    """Rulebook "The Open Discovery Missions": whoever lays the extension to it claims the card;
    not made up to 6 again."""
    st = fresh()
    target = st.open_missions[0]
    walk(st, 0, path_to(target)[:-1])
    GAME.apply(st, 0, ExtendAction(expedition=0, to=target))
    assert target in st.completed[0] and target not in st.open_missions and len(st.open_missions) == 5


def test_card_received_while_an_expedition_stands_on_its_space() -> None:
    """Rulebook "No laying down of cards when the expedition has moved on": while it is still there the
    mission can be fulfilled; so a card received for a space with a tip on it is laid down at once."""
    st = fresh()
    target = neighbours(START)[0]
    clear_hands_of(st, [target])
    walk(st, 0, [target])
    st.animal_stack.remove(target)
    st.animal_stack.insert(0, target)
    GAME.apply(st, 0, SwapAction(card=st.hands[0][0]))
    assert target in st.completed[0]


def test_swap_into_a_completed_card_can_end_the_game() -> None:
    """GAPS.md end rule applies whenever a hand empties, also through a swap whose new card is laid down."""
    st = fresh()
    target = neighbours(START)[0]
    clear_hands_of(st, [target])
    walk(st, 0, [target])
    st.animal_stack.remove(target)
    st.animal_stack.insert(0, target)
    st.animal_stack.extend(st.hands[0][1:])
    st.hands[0] = st.hands[0][:1]
    GAME.apply(st, 0, SwapAction(card=st.hands[0][0]))
    assert st.phase == "over" and st.hands[0] == [] and GAME.outcome(st) is not None


def test_green_space_gives_a_free_optional_extension() -> None:
    """Rulebook "Green spaces": lay another route extension to whichever expedition."""
    st = fresh()
    green, _ = near("green")
    walk(st, 0, path_to(green)[:-1])
    GAME.apply(st, 0, ExtendAction(expedition=0, to=green))
    assert st.bonus == 1
    nxt = plain_step(st, 1)
    GAME.apply(st, 0, ExtendAction(expedition=1, to=nxt))
    assert st.vouchers[0] == 10 and st.bonus == 0


def test_green_bonus_may_be_skipped() -> None:
    st = fresh()
    green, _ = near("green")
    walk(st, 0, path_to(green)[:-1])
    GAME.apply(st, 0, ExtendAction(expedition=0, to=green))
    GAME.apply(st, 0, END)
    assert st.turn == 1


def _reach(st: WAState, kind: str) -> list:
    target, _ = near(kind)
    walk(st, 0, path_to(target)[:-1])
    return GAME.apply(st, 0, ExtendAction(expedition=0, to=target))


@pytest.mark.parametrize("choice", ["vouchers", "cards"])
def test_blue_space_choice(choice: str) -> None:
    """Rulebook "Blue spaces": three more vouchers, or all other players receive an animal card."""
    st = fresh(3)
    _reach(st, "blue")
    assert st.pending is not None and st.pending.kind == "blue"
    assert "Choose first" in illegal(st, 0, END)
    hands = [len(h) + len(c) for h, c in zip(st.hands, st.completed, strict=True)]
    GAME.apply(st, 0, BlueAction(choice=choice))
    after = [len(h) + len(c) for h, c in zip(st.hands, st.completed, strict=True)]
    if choice == "vouchers":
        assert st.vouchers[0] == 13 and after == hands
    else:
        assert st.vouchers[0] == 10 and after == [hands[0], hands[1] + 1, hands[2] + 1]
    assert total_vouchers(st) == 65


def test_blue_payout_limited_by_supply() -> None:
    """GAPS.md: a payout larger than the supply pays what is left."""
    st = fresh(6)
    assert st.supply == 5
    st.supply, st.vouchers[1] = 1, st.vouchers[1] + 4  # the other seats hold the rest
    _reach(st, "blue")
    GAME.apply(st, 0, BlueAction(choice="vouchers"))
    assert st.vouchers[0] == 11 and st.supply == 0


def _red(st: WAState, effect: str) -> tuple[str, list]:
    cid = chance_on_top(st, effect)
    events = _reach(st, "red")
    assert st.chance_drawn == cid
    return cid, events


def test_red_space_draws_a_chance_card_used_cards_under_the_pack() -> None:
    """Rulebook "Red spaces": take the top chance card; used cards go to the bottom of the pack."""
    st = fresh()
    cid, events = _red(st, "take_vouchers")
    assert st.chance_stack[-1] == cid and len(st.chance_stack) == 36
    assert any(e.kind == "chance" for e in events)
    assert st.vouchers[0] == 12 and st.supply == 43


def test_chance_lose_voucher() -> None:
    st = fresh()
    _red(st, "lose_voucher")
    assert st.vouchers[0] == 9 and st.supply == 46


def test_chance_extra_extension() -> None:
    st = fresh()
    _red(st, "extra_extension")
    assert st.bonus == 1
    GAME.apply(st, 0, ExtendAction(expedition=1, to=plain_step(st, 1)))
    assert st.spent_turn == 0


@pytest.mark.parametrize("effect", ["free_parallel", "free_remove", "free_obstacle", "free_swap"])
def test_star_cards_are_kept_face_up(effect: str) -> None:
    """Rulebook "Red spaces": cards with a black star may be kept, face up for all to see."""
    st = fresh()
    cid, _ = _red(st, effect)
    assert st.kept[0] == [cid] and cid not in st.chance_stack
    assert GAME.view(st, None).kept[0][0].id == cid


def test_star_free_parallel() -> None:
    st = fresh()
    cid, _ = _red(st, "free_parallel")
    first = st.expeditions[0].extensions[0].to
    GAME.apply(st, 0, END)
    GAME.apply(st, 1, ExtendAction(expedition=1, to=plain_step(st, 1)))
    GAME.apply(st, 1, END)
    GAME.apply(st, 0, ExtendAction(expedition=2, to=first, star=cid))
    assert st.vouchers[0] == 10 and st.kept[0] == [] and st.chance_stack[-1] == cid
    assert st.expeditions[2].extensions[0].parallel


def test_star_free_remove() -> None:
    st = fresh()
    cid, _ = _red(st, "free_remove")
    n = len(st.expeditions[0].extensions)
    GAME.apply(st, 0, RemoveAction(expedition=0, star=cid))
    assert len(st.expeditions[0].extensions) == n - 1 and st.vouchers[0] == 10


def test_star_free_obstacle() -> None:
    st = fresh()
    cid, _ = _red(st, "free_obstacle")
    GAME.apply(st, 0, ObstacleAction(obstacle=2, to=far(2), star=cid))
    assert st.obstacles[2] is not None and st.vouchers[0] == 10 and st.spent_turn == 0


def test_star_free_swap() -> None:
    st = fresh()
    cid, _ = _red(st, "free_swap")
    GAME.apply(st, 0, SwapAction(card=st.hands[0][0], star=cid))
    assert st.vouchers[0] == 10 and st.kept[0] == []


def test_chance_gift() -> None:
    """Every other player gives you 1 voucher (a player with none gives nothing)."""
    st = fresh(3)
    st.vouchers[2] = 0
    st.supply += 10
    _red(st, "gift")
    assert st.vouchers == [11, 9, 0]


def test_chance_draw_animal() -> None:
    st = fresh()
    top = st.animal_stack[0]
    events = _red(st, "draw_animal")[1]
    assert top in st.hands[0] + st.completed[0]
    private = [e for e in events if e.kind == "card_gained"]
    assert private and private[0].visible_to == {0}
    assert all(top not in e.data.values() for e in events if e.visible_to is None)
    assert private[0].data["card"] == top


def test_chance_discard_animal_without_replacement() -> None:
    st = fresh()
    _red(st, "discard_animal")
    assert st.pending is not None and st.pending.kind == "discard"
    card = st.hands[0][0]
    n = len(st.hands[0])
    GAME.apply(st, 0, DiscardAction(card=card))
    assert len(st.hands[0]) == n - 1 and st.animal_stack[-1] == card and st.pending is None


def test_chance_open_mission() -> None:
    st = fresh()
    top = st.animal_stack[0]
    _red(st, "open_mission")
    assert st.open_missions[-1] == top and len(st.open_missions) == 7


def test_chance_relay() -> None:
    """Re-lay the last extension of an expedition in another direction (GAPS.md ruling: same start point,
    another free line; the new space acts)."""
    st = fresh()
    _red(st, "relay")
    assert st.pending is not None and st.pending.kind == "relay"
    ex = st.expeditions[0]
    last = ex.extensions[-1]
    options = [a for a in GAME.legal_actions(st, 0) if isinstance(a, RelayAction)]
    assert options and all(not (a.expedition == 0 and a.to == last.to) for a in options)
    pick = next(a for a in options if a.expedition == 0)
    clear_hands_of(st, [pick.to])
    GAME.apply(st, 0, pick)
    assert ex.extensions[-1].frm == last.frm and ex.extensions[-1].to == pick.to


def test_chance_miss_turn() -> None:
    st = fresh(3)
    _red(st, "miss_turn")
    GAME.apply(st, 0, END)
    GAME.apply(st, 1, ExtendAction(expedition=1, to=plain_step(st, 1)))
    events = GAME.apply(st, 1, END)
    assert st.turn == 2
    GAME.apply(st, 2, ExtendAction(expedition=1, to=plain_step(st, 1)))
    events = GAME.apply(st, 2, END)
    assert st.turn == 1 and any(e.kind == "miss_turn" for e in events)


# ------------------------------------------------------------------ game end

def test_game_ends_when_a_hand_is_empty_and_scores() -> None:
    """GAPS.md (published end rule): ends as soon as one player has no animal cards left in hand;
    +1 per completed card, -1 per card in hand; highest wins."""
    st = fresh(3)
    target = neighbours(START)[0]
    clear_hands_of(st, [target])
    st.animal_stack.remove(target)
    st.animal_stack.extend(st.hands[1])
    st.hands[1] = [target]
    st.completed[1] = []
    GAME.apply(st, 0, ExtendAction(expedition=0, to=target))
    out = GAME.outcome(st)
    assert st.phase == "over" and out is not None
    assert out.scores == [-12.0, 1.0, -12.0] and out.places == [2, 1, 2]
    assert GAME.to_act(st) == set() and GAME.legal_actions(st, 0) == []


def test_ties_share_the_win() -> None:
    st = fresh(2)
    st.phase = "over"
    st.hands = [["AF1"], ["AF2"]]
    st.completed = [["EU1"], ["EU2"]]
    out = GAME.outcome(st)
    assert out is not None and out.places == [1, 1]


def test_pass_when_blocked_and_a_full_blocked_round_ends_the_game() -> None:
    """GAPS.md: if no expedition can be extended the player passes; a full round of that ends the game."""
    st = fresh(2)
    # every start line blocked by obstacles would need 4; instead surround: put obstacles on 3 and
    # a parallel-only fourth by occupying it with expedition 0 and finishing expeditions 1 and 2
    lines = neighbours(START)
    from engine.games.wildlife_adventure.state import Extension

    for e in (1, 2):
        st.expeditions[e].extensions = [Extension(line=0, frm="X", to=START, seat=0)] * 40
    walk(st, 0, [lines[0], START])  # expedition 0 back at the start: its exits are the lines
    st.obstacles = [lines[1], lines[2], lines[3]]
    st.vouchers = [0, 0]
    st.supply = 65
    sit = situation(st, 0)
    assert GAME.legal_actions(st, 0) == [END]
    assert sit.actor == 0
    events = GAME.apply(st, 0, END)
    assert st.phase == "over" and st.end_reason == "blocked"
    assert sum(1 for e in events if e.kind == "pass") == 2


def test_passing_is_optional_use_of_vouchers() -> None:
    """Rulebook "A route extension must be laid": not compelled to use vouchers (parallel) to continue."""
    st = fresh(2)
    lines = neighbours(START)
    walk(st, 0, [lines[0], START])
    from engine.games.wildlife_adventure.state import Extension

    for e in (1, 2):
        st.expeditions[e].extensions = [Extension(line=0, frm="X", to=START, seat=0)] * 40
    st.obstacles = [lines[1], lines[2], lines[3]]
    legal = GAME.legal_actions(st, 0)
    assert END in legal and any(isinstance(a, ExtendAction) for a in legal)  # the paid parallel
    GAME.apply(st, 0, END)
    assert st.turn == 1 and st.blocked_turns == 1


def test_default_action_is_legal_and_spends_nothing() -> None:
    st = fresh(4)
    for _ in range(40):
        if GAME.outcome(st):
            break
        seat = next(iter(GAME.to_act(st)))
        a = GAME.default_action(st, seat)
        assert a in GAME.legal_actions(st, seat)
        before = st.spent
        GAME.apply(st, seat, a)
        assert st.spent == before


def test_dict_actions_and_unknown_kinds() -> None:
    """Actions given as data are parsed once, at the edge (``parse_action``), then applied typed."""
    st = fresh()
    to = neighbours(START)[0]
    clear_hands_of(st, [to])
    GAME.apply(st, 0, parse_action(GAME, {"kind": "extend", "expedition": 0, "to": to}))
    before = st.model_dump()
    with pytest.raises(IllegalAction) as exc:
        GAME.apply(st, 0, parse_action(GAME, {"kind": "fly", "to": to}))
    assert exc.value.reason == "That action is not recognised."
    assert st.model_dump() == before, "a rejected action changes nothing"


# ------------------------------------------------------------------ views

def test_views_privacy_and_contents() -> None:
    st = fresh(3)
    for seat in range(3):
        v = GAME.view(st, seat)
        assert [a.id for a in v.hand] == sorted(st.hands[seat], key=lambda c: (c[:2], int(c[2:])))
        text = v.model_dump_json()
        for other in range(3):
            if other != seat:
                assert not any(t in text for t in GAME.private_texts(st, other))
    spec = GAME.view(st, None)
    assert spec.hand == [] and spec.hand_counts == [12, 12, 12]
    assert not any(t in spec.model_dump_json() for s in range(3) for t in GAME.private_texts(st, s))
    assert len(spec.open_missions) == 6 and spec.vouchers == [10, 10, 10] and spec.turn == 0


def test_game_satisfies_the_protocol() -> None:
    from engine.core import Game

    assert isinstance(GAME, Game)
    assert GAME.key == "wildlife-adventure" and (GAME.min_players, GAME.max_players) == (2, 6)
    assert GAME.turn_timer and GAME.timers(fresh()) == [] and GAME.bot_delay(fresh(), 0) > 0


def test_a_state_stored_before_issue_34_still_loads() -> None:
    """A match saved by the previous version (English ``last_events``, an English ``end_reason``, no
    ``recent`` nor ``end_seats``) loads and plays on; its view words nothing from the old lines."""
    st = fresh()
    old = st.model_dump(mode="json")
    del old["recent"], old["end_seats"]
    old["last_events"] = ["Seat 0 starts the red expedition to EU2."]
    loaded = WAState.model_validate(old)
    assert loaded.recent == [] and loaded.end_seats == [] and loaded.last_events == old["last_events"]
    events = GAME.apply(loaded, loaded.turn, GAME.legal_actions(loaded, loaded.turn)[0])
    assert loaded.recent and all(set(r) == {"kind", "data"} for r in loaded.recent) and events
    assert "last_events" not in GAME.view(loaded, None).model_dump()


@pytest.mark.parametrize(("stored", "code", "seats"), [
    ("Seat 1 has no animal cards left in hand.", "hand_empty", [1]),
    ("Seat 0, 2 has no animal cards left in hand.", "hand_empty", [0, 2]),
    ("All three expeditions have used up their route extensions.", "all_used", []),
    ("No expedition could be extended for a full round.", "blocked", []),
    ("The turn limit (600) was reached.", "turn_limit", []),
    ("Something else happened.", "Something else happened.", []),  # none of main's: kept as it was
])
def test_an_end_reason_stored_before_issue_34_is_read_as_its_code(stored: str, code: str, seats: list[int]) -> None:
    """Main stored the end reason as an English line ("Seat n" from 0); one of its lines becomes
    the code the UI words in the reader's language, with the seats it names."""
    data = fresh(3).model_dump(mode="json")
    data.pop("end_seats")
    old = WAState.model_validate({**data, "end_reason": stored})
    assert (old.end_reason, old.end_seats) == (code, seats)
