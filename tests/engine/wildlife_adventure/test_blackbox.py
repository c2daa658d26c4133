"""Black-box rule tests for Wildlife Adventure, written from the rulebook and GAPS.md alone.

Source of each rule: ``shared/seeds/003_9637c59fc7e28738.txt`` (quoted as "RB: <section>")
and ``shared/GAPS.md`` section 3 (quoted as "GAPS: ..."). Only the public interface is
used: ``GAME`` (core.Game protocol), the action models, the view models and the state
model's fields (edited to build positions), plus the data files (board graph, cards).
"""
from __future__ import annotations

import json
import random
from collections import deque
from collections.abc import Callable
from pathlib import Path

import pytest

from engine.core import IllegalAction
from engine.games.wildlife_adventure import GAME
from engine.games.wildlife_adventure.actions import (
    END_TURN,
    BlueAction,
    DiscardAction,
    ExtendAction,
    ObstacleAction,
    RelayAction,
    RemoveAction,
    SwapAction,
    WAAction,
    WATurnAction,
)
from engine.games.wildlife_adventure.state import Extension, WAOptions, WAState

DATA = Path(__file__).resolve().parents[3] / "engine" / "games" / "wildlife_adventure" / "data"
BOARD = json.loads((DATA / "board.json").read_text())
ANIMALS = {c["id"]: c for c in json.loads((DATA / "animals.json").read_text())["cards"]}
CHANCE = {c["id"]: c for c in json.loads((DATA / "chance.json").read_text())["cards"]}
LINES = [(ln["a"], ln["b"]) for ln in BOARD["lines"]]
KIND = {p["id"]: p["kind"] for p in BOARD["points"]}
TWIN = {p["id"]: p["twin"] for p in BOARD["points"] if p["kind"] == "arrow"}
ADJ: dict[str, dict[str, int]] = {}
for _i, (_a, _b) in enumerate(LINES):
    ADJ.setdefault(_a, {})[_b] = _i
    ADJ.setdefault(_b, {})[_a] = _i
START = next(p["id"] for p in BOARD["points"] if p["kind"] == "start")


# ---------------------------------------------------------------------------------- helpers
def fresh(n: int = 3, seed: int = 1) -> WAState:
    """A new state with seat 0 to move."""
    return GAME.setup(n, WAOptions(first_player=1), seed)


def place(s: WAState, e: int, path: list[str], seat: int = 1) -> None:
    """Append route extensions along ``path`` to expedition ``e`` (building a position)."""
    ex = s.expeditions[e].extensions
    for a, b in zip(path, path[1:], strict=False):
        ex.append(Extension(line=ADJ[a][b], frm=a, to=b, seat=seat))


def clear_cards(s: WAState, points: list[str]) -> None:
    """Make sure nobody holds / displays the animal cards of ``points`` (they go under the stack)."""
    for p in points:
        if p in ANIMALS:
            for h in s.hands:
                if p in h:
                    h.remove(p)
                    s.animal_stack.append(p)
            if p in s.open_missions:
                s.open_missions.remove(p)
                s.animal_stack.append(p)


def take_card(s: WAState, cid: str) -> None:
    """Remove animal card ``cid`` from wherever it is (hand, display, stack)."""
    for h in s.hands:
        if cid in h:
            h.remove(cid)
    for lst in (s.open_missions, s.animal_stack):
        if cid in lst:
            lst.remove(cid)


def top_chance(s: WAState, cid: str) -> None:
    s.chance_stack.remove(cid)
    s.chance_stack.insert(0, cid)


def chance_of(effect: str) -> str:
    return str(next(cid for cid, c in CHANCE.items() if c["effect"] == effect))


def illegal(s: WAState, seat: int, action: WAAction) -> str:
    """Assert ``action`` raises IllegalAction and leaves the state unchanged."""
    before = s.model_dump()
    with pytest.raises(IllegalAction) as exc:
        GAME.apply(s, seat, action)
    assert s.model_dump() == before
    return exc.value.reason


def extends(s: WAState, seat: int, e: int | None = None) -> set[str]:
    return {a.to for a in GAME.legal_actions(s, seat)
            if isinstance(a, ExtendAction) and (e is None or a.expedition == e) and a.star is None}


def distances(src: str) -> dict[str, int]:
    """BFS distance in route extensions (arrow twins are the same place)."""
    dist = {src: 0}
    q = deque([src])
    while q:
        p = q.popleft()
        nbrs = list(ADJ.get(p, {}))
        if p in TWIN:
            nbrs += list(ADJ.get(TWIN[p], {}))
        for n in nbrs:
            if n not in dist:
                dist[n] = dist[p] + 1
                q.append(n)
    return dist


def trail(start: str, n: int, used: set[int], rnd: random.Random) -> list[str]:
    """A walk of ``n`` route extensions on lines not in ``used`` (avoiding start and arrows)."""
    path = [start]

    def dfs(p: str) -> bool:
        if len(path) == n + 1:
            return True
        nb = list(ADJ[p].items())
        rnd.shuffle(nb)
        for q, i in nb:
            if i in used or q == START or KIND[q] == "arrow":
                continue
            used.add(i)
            path.append(q)
            if dfs(q):
                return True
            used.discard(i)
            path.pop()
        return False

    assert dfs(start)
    return path


START_NBRS = set(ADJ[START])


# ================================================================================ setup
@pytest.mark.parametrize("n,cards", [(2, 12), (3, 12), (4, 8), (5, 8), (6, 8)])
def test_setup_hand_sizes_and_vouchers(n: int, cards: int) -> None:
    """RB Preparation: "with 2 or 3 players each receives 12 animal cards - with 4 to 6 players
    each receives 8"; "The dealer also hands each player 10 travel vouchers."
    GAPS: "The voucher supply is 65 minus the dealt vouchers"."""
    s = GAME.setup(n, GAME.Options(), 7)
    assert [len(h) for h in s.hands] == [cards] * n
    assert s.vouchers == [10] * n
    assert s.supply == 65 - 10 * n
    assert s.spent == 0
    v = GAME.view(s, None)
    assert v.voucher_supply == 65 - 10 * n
    assert v.hand_counts == [cards] * n


@pytest.mark.parametrize("n", [1, 7])
def test_setup_rejects_bad_player_count(n: int) -> None:
    """GAPS: "2-6 players" (core: setup raises ValueError on a bad seat count)."""
    with pytest.raises(ValueError):
        GAME.setup(n, GAME.Options(), 1)


@pytest.mark.parametrize("seed", range(12))
def test_setup_open_missions_six_far_from_start(seed: int) -> None:
    """RB Preparation: "lays 6 animal cards face-up ... The habitats ... must be at least 3 route
    extensions away from the start point." GAPS: "open-mission animals are chosen >=3 lines
    from the start"."""
    s = GAME.setup(2 + seed % 5, GAME.Options(), seed)
    assert len(s.open_missions) == 6
    dist = distances(START)
    for cid in s.open_missions:
        assert dist[cid] >= 3, (cid, dist[cid])


def test_setup_components() -> None:
    """GAPS Published: 72 animal cards, 36 chance cards; every card dealt exactly once
    (hands + display + stack); no expedition started, no obstacle on the board
    (RB Preparation: obstacles "placed near the board")."""
    s = GAME.setup(4, GAME.Options(), 3)
    every = [c for h in s.hands for c in h] + s.open_missions + s.animal_stack
    assert sorted(every) == sorted(ANIMALS) and len(every) == 72
    assert sorted(s.chance_stack) == sorted(CHANCE) and len(CHANCE) == 36
    assert all(not e.extensions for e in s.expeditions)
    assert s.obstacles == [None, None, None]
    assert s.kept == [[]] * 4


# ================================================================================ turn structure
def test_start_base_four_lines() -> None:
    """RB Rules of the Expeditions: "places it on any one of the four lines leading away from
    the start" (any colour). GAPS: "The start base ... with exactly four lines leaving it"."""
    s = fresh()
    assert len(START_NBRS) == 4
    for e in range(3):
        assert extends(s, 0, e) == START_NBRS


def test_start_a_second_expedition_or_continue() -> None:
    """RB: "He can choose whether to start a new expedition or to continue the first one ...
    lays it on any of the three free lines leading away from the start"."""
    s = fresh()
    clear_cards(s, list(START_NBRS) + ["EU1", "EU3", "EU6"])
    GAME.apply(s, 0, ExtendAction(expedition=0, to="EU2"))
    GAME.apply(s, 0, END_TURN)
    assert GAME.to_act(s) == {1}
    assert extends(s, 1, 0) - {START} == {"EU1", "EU3", "EU6"}
    assert START_NBRS - {"EU2"} <= extends(s, 1, 1)
    GAME.apply(s, 1, ExtendAction(expedition=1, to="EU10"))
    assert s.vouchers[1] == 10
    assert s.expeditions[1].tip == "EU10"


def test_continue_at_tip_in_any_direction() -> None:
    """RB: "Players are free to choose the direction a particular expedition should take" and
    "New route extensions may only be placed at the free end of an expedition"."""
    s = fresh()
    place(s, 0, [START, "EU2", "EU6"])
    free_nbrs = {q for q, i in ADJ["EU6"].items() if i not in (ADJ["EU2"]["EU6"], ADJ[START]["EU2"])}
    free_nbrs.discard(START)  # entering the start base again: left open by the book, not asserted
    assert free_nbrs <= extends(s, 0, 0)
    for q in free_nbrs:
        s2 = s.model_copy(deep=True)
        clear_cards(s2, [q])
        GAME.apply(s2, 0, ExtendAction(expedition=0, to=q))
        assert s2.expeditions[0].tip == q
        assert s2.expeditions[0].extensions[-1].frm == "EU6"


def test_never_branch_from_an_earlier_point() -> None:
    """RB "Lay only at the free ends!": "Players must never branch off from a point earlier in the
    expedition"."""
    s = fresh()
    place(s, 0, [START, "EU2", "EU6"])
    # EU1 is next to EU2 (an earlier point) but not to the tip EU6
    assert "EU1" in ADJ["EU2"] and "EU1" not in ADJ["EU6"]
    assert "EU1" not in extends(s, 0, 0)
    illegal(s, 0, ExtendAction(expedition=0, to="EU1"))
    # nor from the start base once the expedition has left it
    assert "EU5" not in ADJ["EU6"]
    illegal(s, 0, ExtendAction(expedition=0, to="EU5"))


def test_must_lay_an_extension_before_ending_turn() -> None:
    """RB "A route extension must be laid": "Players must always lay a route extension on their
    turn, so long as this is possible"."""
    s = fresh()
    assert END_TURN not in GAME.legal_actions(s, 0)
    illegal(s, 0, END_TURN)
    GAME.apply(s, 0, ExtendAction(expedition=0, to="EU10"))
    assert END_TURN in GAME.legal_actions(s, 0)
    GAME.apply(s, 0, END_TURN)
    assert s.turn == 1 and GAME.to_act(s) == {1}


def test_turn_order_clockwise() -> None:
    """RB: "Each player takes his turn in a clockwise direction round the board" (seats are
    clockwise, core)."""
    s = fresh(4)
    moves = [(0, "EU10"), (1, "EU5"), (2, "EU2"), (0, "EU14")]
    clear_cards(s, [to for _, to in moves])
    for seat, (e, to) in enumerate(moves):
        assert GAME.to_act(s) == {seat}
        GAME.apply(s, seat, ExtendAction(expedition=e, to=to))
        GAME.apply(s, seat, END_TURN)
    assert GAME.to_act(s) == {0} and s.turn == 0


def test_second_extension_costs_two_vouchers() -> None:
    """RB The Travel Vouchers: "For two travel vouchers a player can ... lay another route
    extension". GAPS: "Extra extension: 2 vouchers"."""
    s = fresh()
    clear_cards(s, ["EU10", "EU2"])
    GAME.apply(s, 0, ExtendAction(expedition=0, to="EU10"))
    assert s.vouchers[0] == 10
    GAME.apply(s, 0, ExtendAction(expedition=1, to="EU2"))
    assert s.vouchers[0] == 8
    assert s.expeditions[1].tip == "EU2"


def test_extra_extension_needs_two_vouchers_in_hand() -> None:
    """RB The Travel Vouchers: an extra extension is paid with two travel vouchers."""
    s = fresh()
    clear_cards(s, ["EU10", "EU2"])
    s.vouchers[0] = 1
    s.supply += 9
    GAME.apply(s, 0, ExtendAction(expedition=0, to="EU10"))
    illegal(s, 0, ExtendAction(expedition=1, to="EU2"))


def test_at_most_three_vouchers_per_turn() -> None:
    """RB: "On any one turn a player may use a maximum of three vouchers."
    GAPS: "At most 3 vouchers per turn, before and/or after the move"."""
    s = fresh()
    clear_cards(s, ["EU10", "EU2"])
    GAME.apply(s, 0, SwapAction(card=s.hands[0][0]))
    GAME.apply(s, 0, SwapAction(card=s.hands[0][0]))
    assert s.vouchers[0] == 8 and s.spent_turn == 2
    GAME.apply(s, 0, ExtendAction(expedition=0, to="EU10"))
    # an extra extension would make 4 this turn
    assert not any(isinstance(a, ExtendAction) and a.star is None for a in GAME.legal_actions(s, 0))
    illegal(s, 0, ExtendAction(expedition=1, to="EU2"))
    GAME.apply(s, 0, SwapAction(card=s.hands[0][0]))
    assert s.vouchers[0] == 7
    if s.turn == 0 and s.phase == "play":
        illegal(s, 0, SwapAction(card=s.hands[0][0]))


def test_obstacle_voucher_counts_towards_three() -> None:
    """RB: "a maximum of three vouchers" counts every use, obstacles included."""
    s = fresh()
    clear_cards(s, ["EU10", "EU2"])
    GAME.apply(s, 0, ObstacleAction(obstacle=0, to="AF3"))
    GAME.apply(s, 0, SwapAction(card=s.hands[0][0]))
    GAME.apply(s, 0, ExtendAction(expedition=0, to="EU10"))
    assert s.vouchers[0] == 8
    illegal(s, 0, ExtendAction(expedition=1, to="EU2"))


def test_vouchers_before_and_after_the_move() -> None:
    """RB: "The player may use his vouchers both before and after he makes his move"."""
    s = fresh()
    clear_cards(s, ["EU10"])
    GAME.apply(s, 0, SwapAction(card=s.hands[0][0]))  # before
    GAME.apply(s, 0, ExtendAction(expedition=0, to="EU10"))
    GAME.apply(s, 0, SwapAction(card=s.hands[0][0]))  # after
    assert s.vouchers[0] == 8


def test_spent_vouchers_accounting() -> None:
    """RB: players "hand in" vouchers to the dealer; GAPS: 65 vouchers in total. Handed-in
    vouchers are the dealer's again, so hands + supply stay 65 (``spent`` is a statistic)."""
    s = fresh(4)
    clear_cards(s, ["EU10", "EU2"])
    GAME.apply(s, 0, ExtendAction(expedition=0, to="EU10"))
    GAME.apply(s, 0, ExtendAction(expedition=1, to="EU2"))
    assert sum(s.vouchers) + s.supply == 65


# ================================================================================ parallel / remove
def test_parallel_extension_costs_two_vouchers() -> None:
    """RB: "laying a route extension parallel to an existing expedition requires the use of travel
    vouchers"; "For two travel vouchers ... lay a route extension parallel to an existing one."
    GAPS: "laying along a line that already carries one is a parallel extension (2 vouchers)"."""
    s = fresh()
    place(s, 0, [START, "EU2", "EU6"])
    place(s, 1, [START, "EU6"])
    clear_cards(s, ["EU2"])
    GAME.apply(s, 0, ExtendAction(expedition=1, to="EU2"))  # along EU6-EU2, carried by red
    assert s.vouchers[0] == 8
    last = s.expeditions[1].extensions[-1]
    assert last.parallel and last.line == ADJ["EU6"]["EU2"]


def test_parallel_extension_needs_vouchers() -> None:
    """RB: parallel extensions require two travel vouchers; a player with fewer cannot lay one."""
    s = fresh()
    place(s, 0, [START, "EU2", "EU6"])
    place(s, 1, [START, "EU6"])
    s.vouchers[0] = 1
    s.supply += 9
    assert "EU2" not in extends(s, 0, 1)
    illegal(s, 0, ExtendAction(expedition=1, to="EU2"))


def test_not_compelled_to_pay_for_parallel() -> None:
    """RB: "a player is not compelled to use his supply of travel vouchers in order to continue an
    expedition, e.g. to lay parallel route extensions or to remove obstacles." With only
    paid (parallel) extensions possible, the player may end the turn without laying one."""
    s = fresh()
    rnd = random.Random(0)
    used: set[int] = set()
    for e in range(3):
        place(s, e, trail(START, 40, used, rnd))
    s.expeditions[0].extensions.pop()  # red has one extension left
    tip = s.expeditions[0].tip
    occupied = {x.line for ex in s.expeditions for x in ex.extensions}
    free = [q for q, i in ADJ[tip].items() if i not in occupied]
    assert len(free) <= 3
    for k, q in enumerate(free):
        s.obstacles[k] = q
    assert s.vouchers[0] >= 2
    paid = [a for a in GAME.legal_actions(s, 0) if isinstance(a, ExtendAction)]
    assert all(ADJ[tip][a.to] in occupied for a in paid)
    assert END_TURN in GAME.legal_actions(s, 0)
    GAME.apply(s, 0, END_TURN)
    assert s.turn == 1 and s.vouchers[0] == 10


def test_not_compelled_to_remove_obstacles() -> None:
    """RB: "a player is not compelled to use his supply of travel vouchers ... to remove
    obstacles". Tip L1 continues from R1, whose two neighbours carry obstacles; the other two
    expeditions are finished."""
    s = fresh()
    rnd = random.Random(0)
    used: set[int] = set()
    for e in (1, 2):
        place(s, e, trail(START, 40, used, rnd))
    s.expeditions[0].extensions.append(Extension(line=ADJ["NA1"]["L1"], frm="NA1", to="L1", seat=1))
    s.obstacles[0], s.obstacles[1] = sorted(ADJ["R1"])
    assert not [a for a in GAME.legal_actions(s, 0) if isinstance(a, ExtendAction)]
    GAME.apply(s, 0, END_TURN)
    assert s.turn == 1 and s.vouchers[0] == 10


def test_remove_last_extension_costs_two() -> None:
    """RB: "For two travel vouchers ... remove any route extension from the end of one of the
    expeditions and return it to the pile". GAPS: "Removing the last extension of any
    expedition: 2 vouchers"."""
    s = fresh()
    place(s, 2, [START, "EU2", "EU6"], seat=1)  # laid by another player
    GAME.apply(s, 0, RemoveAction(expedition=2))
    assert s.vouchers[0] == 8
    assert s.expeditions[2].tip == "EU2"
    v = GAME.view(s, 0)
    assert v.expeditions[2].laid == 1 and v.expeditions[2].left == 39
    # the turn's extension is still owed afterwards
    assert END_TURN not in GAME.legal_actions(s, 0)


def test_remove_needs_a_laid_extension_and_vouchers() -> None:
    """RB: removal takes a route extension "from the end of one of the expeditions" - there must be
    one; and it costs two vouchers."""
    s = fresh()
    illegal(s, 0, RemoveAction(expedition=1))
    place(s, 1, [START, "EU2"])
    s.vouchers[0] = 1
    s.supply += 9
    illegal(s, 0, RemoveAction(expedition=1))


def test_finished_expedition_cannot_be_extended() -> None:
    """RB: "An expedition is completed when all the route extensions of its colour have been used
    up ... only expeditions which still have unused route extensions can be continued."
    GAPS: 40 per colour."""
    s = fresh()
    rnd = random.Random(1)
    used: set[int] = set()
    place(s, 0, trail(START, 40, used, rnd))
    assert extends(s, 0, 0) == set()
    v = GAME.view(s, 0)
    assert v.expeditions[0].finished and v.expeditions[0].left == 0
    illegal(s, 0, ExtendAction(expedition=0, to=next(iter(ADJ[s.expeditions[0].tip]))))
    assert extends(s, 0, 1)  # others can still be continued


# ================================================================================ obstacles
def test_no_extension_may_end_on_an_obstacle() -> None:
    """GAPS: "An obstacle sits on a point; no extension may end on it"."""
    s = fresh()
    s.obstacles[1] = "EU10"
    assert "EU10" not in extends(s, 0)
    for e in range(3):
        illegal(s, 0, ExtendAction(expedition=e, to="EU10"))


def test_place_obstacles_one_voucher() -> None:
    """RB: "For one travel voucher he can ... place one or more obstacles on the board".
    GAPS: "For 1 voucher a player may place, move or remove any number of obstacles"."""
    s = fresh()
    GAME.apply(s, 0, ObstacleAction(obstacle=0, to="AF3"))
    GAME.apply(s, 0, ObstacleAction(obstacle=1, to="AS5"))
    GAME.apply(s, 0, ObstacleAction(obstacle=2, to="EU10"))
    assert s.obstacles == ["AF3", "AS5", "EU10"]
    assert s.vouchers[0] == 9
    assert "EU10" not in extends(s, 0)


def test_move_obstacle_one_voucher() -> None:
    """RB: "For one travel voucher he can ... move one or more obstacles"."""
    s = fresh()
    s.obstacles = ["EU10", "EU5", None]
    GAME.apply(s, 0, ObstacleAction(obstacle=0, to="AF3"))
    GAME.apply(s, 0, ObstacleAction(obstacle=1, to="AF4"))
    assert s.obstacles[:2] == ["AF3", "AF4"]
    assert s.vouchers[0] == 9
    assert {"EU10", "EU5"} <= extends(s, 0, 0)


def test_remove_obstacle_one_voucher() -> None:
    """GAPS: "For 1 voucher a player may place, move or remove any number of obstacles"."""
    s = fresh()
    s.obstacles = ["EU10", None, None]
    GAME.apply(s, 0, ObstacleAction(obstacle=0, to=None))
    assert s.obstacles[0] is None and s.vouchers[0] == 9
    assert "EU10" in extends(s, 0, 0)


def test_obstacle_needs_a_voucher() -> None:
    """RB: obstacles are placed/moved "For one travel voucher"; without one it cannot be done."""
    s = fresh()
    s.supply += s.vouchers[0]
    s.vouchers[0] = 0
    illegal(s, 0, ObstacleAction(obstacle=0, to="AF3"))


# ================================================================================ arrow spaces
def test_arrow_space_continues_from_twin() -> None:
    """RB Arrow spaces: "an expedition can cross from the left-hand side of the board to the right
    ... from Space I to Space I". GAPS: "an expedition reaching one continues from its twin"."""
    s = fresh()
    place(s, 0, [START, "EU2", "EU1"])
    s.expeditions[0].extensions.append(Extension(line=ADJ["NA1"]["L1"], frm="NA1", to="L1", seat=1))
    assert TWIN["L1"] == "R1"
    assert extends(s, 0, 0) == set(ADJ["R1"])
    target = sorted(ADJ["R1"])[0]
    clear_cards(s, [target])
    GAME.apply(s, 0, ExtendAction(expedition=0, to=target))
    assert s.expeditions[0].tip == target
    assert s.expeditions[0].extensions[-1].line == ADJ["R1"][target]
    assert GAME.view(s, 0).expeditions[0].tip == target


@pytest.mark.parametrize("arrow", ["L1", "L2", "L3", "R1", "R2", "R3"])
def test_arrow_twins_same_level(arrow: str) -> None:
    """RB: "the expedition must always continue at the same level on the board - from Space I to
    Space I, from II to II etc." (view helper ``continues_from``)."""
    s = fresh()
    nb = sorted(ADJ[arrow])[0]
    place(s, 0, [START, "EU2"])
    s.expeditions[0].extensions.append(Extension(line=ADJ[nb][arrow], frm=nb, to=arrow, seat=1))
    v = GAME.view(s, 0)
    assert v.expeditions[0].continues_from == TWIN[arrow]
    assert TWIN[arrow][1] == arrow[1]
    assert extends(s, 0, 0) == set(ADJ[TWIN[arrow]])


# ================================================================================ reaching destinations
def test_animal_card_laid_down_for_its_holder() -> None:
    """RB Reaching Destinations: "Whenever an expedition reaches a space where the animal card is
    held by one of the players, this player immediately shows the card ... places the card
    face-up in front of him. It does not matter whether the owner ... placed the last route
    extension". GAPS: "laid down automatically when an expedition tip reaches their space"."""
    s = fresh()
    clear_cards(s, ["EU2"])
    take_card(s, "EU2")
    s.hands[2].append("EU2")
    GAME.apply(s, 0, ExtendAction(expedition=0, to="EU2"))
    assert "EU2" in s.completed[2]
    assert "EU2" not in s.hands[2]
    assert s.completed[0] == []
    assert "EU2" in [a.id for a in GAME.view(s, 1).completed[2]]


def test_own_card_laid_down_too() -> None:
    """RB: the owner's own extension also completes it ("It does not matter whether ...")."""
    s = fresh()
    take_card(s, "EU10")
    s.hands[0].append("EU10")
    n = len(s.hands[0])
    GAME.apply(s, 0, ExtendAction(expedition=1, to="EU10"))
    assert s.completed[0] == ["EU10"] and len(s.hands[0]) == n - 1


def test_only_the_tip_counts() -> None:
    """GAPS: "Only the space the arrow tip points to counts." A card whose space the expedition
    passed earlier is not laid down when the expedition moves on."""
    s = fresh()
    place(s, 0, [START, "EU2"])
    take_card(s, "EU2")
    s.hands[1].append("EU2")  # received after the expedition already stood there
    clear_cards(s, ["EU6"])
    GAME.apply(s, 0, ExtendAction(expedition=0, to="EU6"))
    assert "EU2" in s.hands[1] and "EU2" not in s.completed[1]


def test_card_laid_down_when_an_expedition_reaches_the_space_again() -> None:
    """RB: "Otherwise, he must wait until an expedition once again reaches this space." Any
    expedition reaching it again counts."""
    s = fresh()
    place(s, 0, [START, "EU2", "EU6"])
    take_card(s, "EU2")
    s.hands[1].append("EU2")
    place(s, 1, [START, "EU5", "EU1"])
    GAME.apply(s, 0, ExtendAction(expedition=1, to="EU2"))
    assert "EU2" in s.completed[1] and "EU2" not in s.hands[1]


def test_open_mission_goes_to_layer_and_is_not_refilled() -> None:
    """RB The Open Discovery Missions: "Whoever lays a route extension which leads right to one of
    these animals can claim the card ... The open discovery missions are not then made up to 6
    cards again." GAPS: "Open discovery missions go to the player who laid the extension"."""
    s = fresh()
    take_card(s, "EU5")
    s.open_missions[0] = "EU5"
    # (the card that was displayed goes under the stack so all 72 stay accounted for)
    stack_len = len(s.animal_stack)
    GAME.apply(s, 0, ExtendAction(expedition=2, to="EU5"))
    assert "EU5" in s.completed[0]
    assert "EU5" not in s.open_missions
    assert len(s.open_missions) == 5
    assert len(s.animal_stack) == stack_len


# ================================================================================ coloured spaces
def test_green_space_another_extension_any_expedition_free() -> None:
    """RB Green spaces: "The player who lays a route extension leading to a green space may
    immediately lay another one to whichever expedition he chooses." (free: it is not bought)"""
    s = fresh()
    assert KIND["EU9"] == "green"
    place(s, 0, [START, "EU5"])
    clear_cards(s, ["EU9", "EU2"])
    GAME.apply(s, 0, ExtendAction(expedition=0, to="EU9"))
    assert s.turn == 0 and s.phase == "play"
    GAME.apply(s, 0, ExtendAction(expedition=1, to="EU2"))
    assert s.vouchers[0] == 10
    assert s.expeditions[1].tip == "EU2"


def test_green_bonus_is_optional() -> None:
    """RB Green spaces: the player "may immediately lay another one"."""
    s = fresh()
    place(s, 0, [START, "EU5"])
    clear_cards(s, ["EU9"])
    GAME.apply(s, 0, ExtendAction(expedition=0, to="EU9"))
    assert END_TURN in GAME.legal_actions(s, 0)
    GAME.apply(s, 0, END_TURN)
    assert s.turn == 1


def test_green_bonus_reaching_red_draws_chance() -> None:
    """RB: the red and green rules apply to whichever extension "leads to" the space, including a
    bonus extension."""
    s = fresh()
    place(s, 0, [START, "EU5"])
    place(s, 1, [START, "EU2"])
    clear_cards(s, ["EU9"])
    cid = chance_of("take_vouchers")
    top_chance(s, cid)
    GAME.apply(s, 0, ExtendAction(expedition=0, to="EU9"))
    GAME.apply(s, 0, ExtendAction(expedition=1, to="EU1"))
    assert s.vouchers[0] == 12 and s.chance_stack[-1] == cid


def test_red_space_draws_top_chance_card_used_to_bottom() -> None:
    """RB Red spaces: "When a player lays a route extension which leads to a red space he must take
    the top chance card ... Use all other cards immediately ... Used chance cards are returned to
    the bottom of the pack." (card: take 2 vouchers)"""
    s = fresh()
    assert KIND["EU1"] == "red"
    place(s, 0, [START, "EU2"])
    cid = chance_of("take_vouchers")
    top_chance(s, cid)
    GAME.apply(s, 0, ExtendAction(expedition=0, to="EU1"))
    assert s.vouchers[0] == 12 and s.supply == 33
    assert s.chance_stack[-1] == cid and len(s.chance_stack) == 36


def _draw(effect: str, n: int = 3, seed: int = 1) -> tuple[WAState, str]:
    s = fresh(n, seed)
    place(s, 0, [START, "EU2"])
    clear_cards(s, ["EU1"])
    cid = chance_of(effect)
    top_chance(s, cid)
    GAME.apply(s, 0, ExtendAction(expedition=0, to="EU1"))
    return s, cid


@pytest.mark.parametrize("effect", ["free_parallel", "free_remove", "free_obstacle", "free_swap"])
def test_star_cards_kept_face_up(effect: str) -> None:
    """RB Red spaces: "Chance Cards with a black star need not be used immediately ... If he does
    keep it, it must be laid face-up next to him for all to see." GAPS marks these ★."""
    s, cid = _draw(effect)
    assert CHANCE[cid]["star"]
    assert s.kept[0] == [cid]
    assert cid not in s.chance_stack
    assert [c.id for c in GAME.view(s, 1).kept[0]] == [cid]
    assert [c.id for c in GAME.view(s, None).kept[0]] == [cid]


def test_chance_lose_voucher() -> None:
    """GAPS chance list: "lose 1 voucher"."""
    s, cid = _draw("lose_voucher")
    assert s.vouchers[0] == 9
    assert s.chance_stack[-1] == cid


def test_chance_lay_another_extension() -> None:
    """GAPS chance list: "lay another extension" (free, like a green space)."""
    s, _ = _draw("extra_extension")
    clear_cards(s, ["EU10"])
    GAME.apply(s, 0, ExtendAction(expedition=1, to="EU10"))
    assert s.vouchers[0] == 10 and s.expeditions[1].tip == "EU10"


def test_chance_gift() -> None:
    """GAPS chance list: "every other player gives you 1 voucher"."""
    s, _ = _draw("gift", n=4)
    assert s.vouchers == [13, 9, 9, 9]


def test_chance_draw_animal_card() -> None:
    """GAPS chance list: "draw 1 animal card" (from the top of the stack)."""
    s = fresh()
    place(s, 0, [START, "EU2"])
    clear_cards(s, ["EU1"])
    top_chance(s, chance_of("draw_animal"))
    top = s.animal_stack[0]
    n = len(s.hands[0])
    GAME.apply(s, 0, ExtendAction(expedition=0, to="EU1"))
    assert len(s.hands[0]) == n + 1 and top in s.hands[0]


def test_chance_discard_animal_card_without_replacement() -> None:
    """GAPS chance list: "put one of your animal cards under the stack without replacement"."""
    s, _ = _draw("discard_animal")
    n = len(s.hands[0])
    card = s.hands[0][0]
    assert s.pending is not None and GAME.to_act(s) == {0}
    illegal(s, 0, END_TURN)
    GAME.apply(s, 0, DiscardAction(card=card))
    assert len(s.hands[0]) == n - 1
    assert s.animal_stack[-1] == card


def test_chance_open_mission_added() -> None:
    """GAPS chance list: "add the top animal card to the open display"."""
    s = fresh()
    place(s, 0, [START, "EU2"])
    clear_cards(s, ["EU1"])
    top_chance(s, chance_of("open_mission"))
    top = s.animal_stack[0]
    GAME.apply(s, 0, ExtendAction(expedition=0, to="EU1"))
    assert top in s.open_missions and len(s.open_missions) == 7


def test_chance_relay_last_extension() -> None:
    """GAPS chance list: "re-lay the last extension of an expedition in another direction"."""
    s, _ = _draw("relay")
    assert s.pending is not None and s.pending.kind == "relay"
    opts = [a for a in GAME.legal_actions(s, 0) if isinstance(a, RelayAction)]
    assert opts
    # re-laying keeps the starting point of that extension
    for a in opts:
        assert a.to != s.expeditions[a.expedition].tip
    a = opts[0]
    frm = s.expeditions[a.expedition].extensions[-1].frm
    n = len(s.expeditions[a.expedition].extensions)
    clear_cards(s, [a.to])
    GAME.apply(s, 0, a)
    ex = s.expeditions[a.expedition]
    assert len(ex.extensions) == n and ex.tip == a.to and ex.extensions[-1].frm == frm


def test_chance_miss_next_turn() -> None:
    """GAPS chance list: "miss your next turn"."""
    s, _ = _draw("miss_turn")
    GAME.apply(s, 0, END_TURN)
    for seat in (1, 2):
        assert GAME.to_act(s) == {seat}
        ext = next(a for a in GAME.legal_actions(s, seat) if isinstance(a, ExtendAction) and a.star is None
                   and KIND[a.to] == "animal")
        clear_cards(s, [ext.to])
        GAME.apply(s, seat, ext)
        GAME.apply(s, seat, END_TURN)
    assert GAME.to_act(s) == {1}


def test_star_free_parallel_used() -> None:
    """GAPS: "★ one free parallel extension"; RB: "Used chance cards are returned to the bottom of
    the pack"."""
    s, cid = _draw("free_parallel")
    GAME.apply(s, 0, END_TURN)
    s.turn = 0  # back to seat 0 for a later turn
    place(s, 1, [START, "EU5"])
    # red sits on EU1 from EU2; yellow at EU5 may go EU5-EU1 (free line) - make a parallel one instead
    place(s, 2, [START, "EU6", "EU2"])
    clear_cards(s, ["EU6"])
    # blue at EU2 going back to EU6 runs along its own EU6-EU2 line: parallel
    GAME.apply(s, 0, ExtendAction(expedition=2, to="EU6", star=cid))
    assert s.vouchers[0] == 10
    assert s.kept[0] == [] and s.chance_stack[-1] == cid
    assert s.expeditions[2].extensions[-1].parallel


def test_star_free_remove_used() -> None:
    """GAPS: "★ remove the last extension of any expedition for free"."""
    s, cid = _draw("free_remove")
    GAME.apply(s, 0, RemoveAction(expedition=0, star=cid))
    assert s.vouchers[0] == 10 and s.expeditions[0].tip == "EU2"
    assert s.kept[0] == [] and s.chance_stack[-1] == cid


def test_star_free_obstacle_used() -> None:
    """GAPS: "★ move one obstacle for free"."""
    s, cid = _draw("free_obstacle")
    GAME.apply(s, 0, ObstacleAction(obstacle=0, to="AF3", star=cid))
    assert s.obstacles[0] == "AF3" and s.vouchers[0] == 10
    assert s.kept[0] == [] and s.chance_stack[-1] == cid


def test_star_free_swap_used() -> None:
    """GAPS: "★ swap one of your animal cards for the top card of the stack"."""
    s, cid = _draw("free_swap")
    card, top = s.hands[0][0], s.animal_stack[0]
    GAME.apply(s, 0, SwapAction(card=card, star=cid))
    assert s.vouchers[0] == 10 and top in s.hands[0] and s.animal_stack[-1] == card
    assert s.kept[0] == [] and s.chance_stack[-1] == cid


def test_star_card_of_another_seat_cannot_be_used() -> None:
    """RB: a kept ★ card belongs to the player who drew it."""
    s, cid = _draw("free_remove")
    GAME.apply(s, 0, END_TURN)
    illegal(s, 1, RemoveAction(expedition=0, star=cid))


def test_blue_space_three_vouchers() -> None:
    """RB Blue spaces: "he receives three more travel vouchers from the dealer"."""
    s = fresh()
    assert KIND["EU3"] == "blue"
    place(s, 0, [START, "EU2"])
    clear_cards(s, ["EU3"])
    GAME.apply(s, 0, ExtendAction(expedition=0, to="EU3"))
    assert GAME.to_act(s) == {0}
    GAME.apply(s, 0, BlueAction(choice="vouchers"))
    assert s.vouchers == [13, 10, 10] and s.supply == 32


def test_blue_space_cards_for_others() -> None:
    """RB Blue spaces: "all other players receive a further animal card from the dealer"."""
    s = fresh(4)
    place(s, 0, [START, "EU2"])
    clear_cards(s, ["EU3"])
    before = [len(h) for h in s.hands]
    GAME.apply(s, 0, ExtendAction(expedition=0, to="EU3"))
    ev = GAME.apply(s, 0, BlueAction(choice="cards"))
    assert [len(h) for h in s.hands] == [before[0]] + [b + 1 for b in before[1:]]
    assert s.vouchers == [10] * 4
    # a private event names a dealt card only to its receiver
    for seat in (1, 2, 3):
        new = s.hands[seat][-1]
        for e in ev:
            if new in e.data.values():
                assert e.visible_to == {seat}


def test_blue_choice_is_owed_before_anything_else() -> None:
    """RB Blue spaces: the player "has two choices of action" - one of them must be taken."""
    s = fresh()
    place(s, 0, [START, "EU2"])
    clear_cards(s, ["EU3"])
    GAME.apply(s, 0, ExtendAction(expedition=0, to="EU3"))
    illegal(s, 0, END_TURN)
    # the choice, or taking back the extension that reached the space (issue 36, engine/undo.py)
    assert {a.kind for a in GAME.legal_actions(s, 0)} == {"blue", "undo"}


def test_blue_payout_limited_by_supply() -> None:
    """GAPS: "a payout larger than the supply pays what is left"."""
    s = fresh(6)
    assert s.supply == 5
    s.supply, s.vouchers[1] = 2, s.vouchers[1] + 3  # the others hold the rest of the vouchers
    place(s, 0, [START, "EU2"])
    clear_cards(s, ["EU3"])
    GAME.apply(s, 0, ExtendAction(expedition=0, to="EU3"))
    GAME.apply(s, 0, BlueAction(choice="vouchers"))
    assert s.vouchers[0] == 12 and s.supply == 0


# ================================================================================ swap
def test_swap_card_one_voucher() -> None:
    """RB: "For one travel voucher ... swap one animal card for a new one ... places the card he is
    exchanging at the bottom of the pack. He then takes the top card from the pack.\""""
    s = fresh()
    card, top = s.hands[0][3], s.animal_stack[0]
    n = len(s.hands[0])
    GAME.apply(s, 0, SwapAction(card=card))
    assert s.vouchers[0] == 9
    assert card not in s.hands[0] and top in s.hands[0] and len(s.hands[0]) == n
    assert s.animal_stack[-1] == card and s.animal_stack[0] != top


def test_swap_needs_a_stack() -> None:
    """RB: a swap takes "the top card from the pack" - impossible with an empty pack... the card
    put under would come straight back; either way the hand keeps its size."""
    s = fresh()
    card = s.hands[0][0]
    s.open_missions += s.animal_stack
    s.animal_stack = []
    before = s.model_dump()
    try:
        GAME.apply(s, 0, SwapAction(card=card))
    except IllegalAction:
        assert s.model_dump() == before
    else:
        assert len(s.hands[0]) == len(before["hands"][0])


def test_swap_card_not_in_hand() -> None:
    """RB: a player swaps one of *his* animal cards."""
    s = fresh()
    illegal(s, 0, SwapAction(card=s.hands[1][0]))
    illegal(s, 0, SwapAction(card=s.open_missions[0]))


# ================================================================================ passing / game end
def test_pass_and_full_round_ends_game() -> None:
    """GAPS: "If no expedition can be extended, the player passes. If every expedition is finished
    or blocked for a full round, the game ends and scores as above"."""
    s = fresh()
    rnd = random.Random(0)
    used: set[int] = set()
    for e in range(3):
        place(s, e, trail(START, 40, used, rnd))
    assert not any(isinstance(a, ExtendAction) for a in GAME.legal_actions(s, 0))
    for seat in range(3):
        assert GAME.to_act(s) == {seat}
        assert GAME.outcome(s) is None
        GAME.apply(s, seat, END_TURN)
    assert s.phase == "over" and GAME.to_act(s) == set()
    out = GAME.outcome(s)
    assert out is not None
    assert out.scores == [-12, -12, -12] and out.places == [1, 1, 1]


def test_game_ends_when_a_hand_is_empty_and_scores() -> None:
    """GAPS: "The game ends as soon as one player has no animal cards left in hand; everyone scores
    +1 per completed card and -1 per card still in hand; highest score wins"."""
    s = fresh()
    take_card(s, "EU2")
    s.animal_stack += s.hands[1][1:]
    s.hands[1] = ["EU2"]
    for c in ("AF1", "AF2"):
        take_card(s, c)
    s.completed[2] = ["AF1", "AF2"]
    GAME.apply(s, 0, ExtendAction(expedition=0, to="EU2"))
    assert s.phase == "over"
    assert GAME.to_act(s) == set()
    assert GAME.legal_actions(s, 0) == [] and GAME.legal_actions(s, 1) == []
    out = GAME.outcome(s)
    assert out is not None
    assert out.scores == [-12, 1, 2 - 12]
    assert out.places == [3, 1, 2]


def test_game_end_ties_share() -> None:
    """GAPS: "highest score wins (ties share)"."""
    s = fresh()
    take_card(s, "EU2")
    s.animal_stack += s.hands[1][1:]
    s.hands[1] = ["EU2"]
    # seat 0: 2 completed, 1 in hand = +1, same as seat 1's final +1
    for c in ("AF1", "AF2"):
        take_card(s, c)
    s.animal_stack += s.hands[0][1:]
    s.hands[0] = s.hands[0][:1]
    s.completed[0] = ["AF1", "AF2"]
    GAME.apply(s, 0, ExtendAction(expedition=0, to="EU2"))
    out = GAME.outcome(s)
    assert out is not None
    assert out.scores[:2] == [1, 1]
    assert out.places[0] == out.places[1] == 1 and out.places[2] == 3


def test_game_ends_when_hand_emptied_by_discard() -> None:
    """GAPS: "The game ends as soon as one player has no animal cards left in hand" - also when the
    last card goes under the stack by the chance card."""
    s = fresh()
    place(s, 0, [START, "EU2"])
    clear_cards(s, ["EU1"])
    s.animal_stack += s.hands[0][1:]
    s.hands[0] = s.hands[0][:1]
    top_chance(s, chance_of("discard_animal"))
    GAME.apply(s, 0, ExtendAction(expedition=0, to="EU1"))
    if s.pending is not None:
        GAME.apply(s, 0, DiscardAction(card=s.hands[0][0]))
    assert s.hands[0] == []
    assert s.phase == "over"
    assert GAME.outcome(s) is not None


def test_actions_after_game_over_are_illegal() -> None:
    """Core protocol: nothing may be applied once the match is over."""
    s = fresh()
    take_card(s, "EU2")
    s.animal_stack += s.hands[1][1:]
    s.hands[1] = ["EU2"]
    GAME.apply(s, 0, ExtendAction(expedition=0, to="EU2"))
    illegal(s, 0, END_TURN)
    illegal(s, 1, ExtendAction(expedition=1, to="EU5"))


# ================================================================================ illegal actions
def _pos_started() -> WAState:
    s = fresh()
    place(s, 0, [START, "EU2", "EU6"])
    return s


def _pending(kind: str) -> WAState:
    if kind == "blue":
        s = fresh()
        place(s, 0, [START, "EU2"])
        clear_cards(s, ["EU3"])
        GAME.apply(s, 0, ExtendAction(expedition=0, to="EU3"))
        return s
    return _draw(kind)[0]


ILLEGAL = [
    ("not your turn", lambda: fresh(), 1, ExtendAction(expedition=0, to="EU2")),
    ("spectator/system", lambda: fresh(), 5, ExtendAction(expedition=0, to="EU2")),
    ("not adjacent", lambda: fresh(), 0, ExtendAction(expedition=0, to="AF3")),
    ("unknown point", lambda: fresh(), 0, ExtendAction(expedition=0, to="XX99")),
    ("branching", _pos_started, 0, ExtendAction(expedition=0, to="EU1")),
    ("end before laying", lambda: fresh(), 0, END_TURN),
    ("blue without blue space", lambda: fresh(), 0, BlueAction(choice="vouchers")),
    ("discard without card", lambda: fresh(), 0, DiscardAction(card="EU2")),
    ("relay without card", _pos_started, 0, RelayAction(expedition=0, to="EU3")),
    ("remove unstarted", lambda: fresh(), 0, RemoveAction(expedition=2)),
    ("star not kept", _pos_started, 0, RemoveAction(expedition=0, star="C13")),
    ("star not kept swap", lambda: fresh(), 0, SwapAction(card="EU2", star="C34")),
    ("obstacle on start", lambda: fresh(), 0, ObstacleAction(obstacle=0, to=START)),
    ("obstacle unknown point", lambda: fresh(), 0, ObstacleAction(obstacle=0, to="XX99")),
    ("swap foreign card", lambda: fresh(), 0, SwapAction(card="ZZ1")),
    ("blue by the wrong seat", lambda: _pending("blue"), 1, BlueAction(choice="vouchers")),
    ("extend while blue owed", lambda: _pending("blue"), 0, ExtendAction(expedition=1, to="EU5")),
    ("discard foreign card", lambda: _pending("discard_animal"), 0, DiscardAction(card="ZZ1")),
    ("end while discard owed", lambda: _pending("discard_animal"), 0, END_TURN),
    ("relay onto the same point", lambda: _pending("relay"), 0, RelayAction(expedition=0, to="EU1")),
    ("relay not adjacent", lambda: _pending("relay"), 0, RelayAction(expedition=0, to="AF3")),
]


@pytest.mark.parametrize("name,make,seat,action", ILLEGAL, ids=[x[0] for x in ILLEGAL])
def test_illegal_actions_leave_state_unchanged(name: str, make: Callable[[], WAState], seat: int,
                                               action: WAAction) -> None:
    """Core: "apply ... raises IllegalAction (with a player-readable reason) *before* changing
    anything"."""
    s = make()
    reason = illegal(s, seat, action)
    assert isinstance(reason, str) and reason


def test_obstacle_on_expedition_tip_not_accepted_or_harmless() -> None:
    """GAPS: "no extension may end on [an obstacle]". Whatever the engine decides about placing one
    on an expedition's tip, the state must stay consistent: either rejected unchanged, or the
    tip stays put."""
    s = _pos_started()
    before = s.model_dump()
    try:
        GAME.apply(s, 0, ObstacleAction(obstacle=0, to="EU6"))
    except IllegalAction:
        assert s.model_dump() == before
    else:
        assert s.expeditions[0].tip == "EU6"


def test_random_illegal_probe_unchanged() -> None:
    """Core: every rejected action leaves the state exactly as it was. Probe many actions
    outside legal_actions in positions reached by random legal play."""
    rnd = random.Random(42)
    s = fresh(3, 11)
    points = sorted(KIND)
    probes = 0
    for _ in range(60):
        if s.phase == "over":
            break
        (seat,) = GAME.to_act(s)
        legal = GAME.legal_actions(s, seat)
        for _ in range(6):
            kinds: list[WAAction] = [
                ExtendAction(expedition=rnd.randrange(3), to=rnd.choice(points)),
                RemoveAction(expedition=rnd.randrange(3)),
                END_TURN,
                BlueAction(choice=rnd.choice(["vouchers", "cards"])),
                SwapAction(card=rnd.choice(sorted(ANIMALS))),
            ]
            cand = rnd.choice(kinds)
            if cand in legal:
                continue
            illegal(s, seat, cand)
            illegal(s, (seat + 1) % 3, cand)  # and nobody else may act now
            probes += 1
        pick = [a for a in legal if not isinstance(a, (ObstacleAction, SwapAction))] or legal
        GAME.apply(s, seat, rnd.choice(pick))
    assert probes > 50


# ================================================================================ views / privacy
def test_views_never_show_another_hand() -> None:
    """RB Preparation: animal cards are "dealt out unseen"; views module: "Private to the seat:
    hand". A view of seat k shows exactly seat k's hand; spectators see no hand."""
    s = fresh(4, 9)
    public = set(s.open_missions) | {c for cs in s.completed for c in cs}
    for k in range(4):
        v = GAME.view(s, k)
        assert sorted(a.id for a in v.hand) == sorted(s.hands[k])
        assert v.hand_counts == [len(h) for h in s.hands]
        text = v.model_dump_json()
        for other in range(4):
            if other == k:
                continue
            for c in s.hands[other]:
                if c in public or c in s.hands[k]:
                    continue
                assert ANIMALS[c]["name"] not in text, (k, other, c)
    sv = GAME.view(s, None)
    assert sv.hand == []
    text = sv.model_dump_json()
    for h in s.hands:
        for c in h:
            assert ANIMALS[c]["name"] not in text


def test_views_private_after_blue_cards_and_swap() -> None:
    """Privacy after dealing mid-game (blue space "cards", swap): the public log and other seats'
    views never name a card that went into someone's hand."""
    s = fresh()
    place(s, 0, [START, "EU2"])
    clear_cards(s, ["EU3"])
    GAME.apply(s, 0, SwapAction(card=s.hands[0][0]))
    GAME.apply(s, 0, ExtendAction(expedition=0, to="EU3"))
    GAME.apply(s, 0, BlueAction(choice="cards"))
    public = set(s.open_missions) | {c for cs in s.completed for c in cs}
    for k in range(3):
        text = GAME.view(s, k).model_dump_json()
        for other in range(3):
            if other == k:
                continue
            for c in s.hands[other]:
                if c not in public and c not in s.hands[k]:
                    assert ANIMALS[c]["name"] not in text, (k, other, c)


# ================================================================================ determinism
def _play(seed: int, steps: int = 80) -> tuple[WAState, list[tuple[int, WATurnAction]]]:
    s = GAME.setup(3, GAME.Options(), seed)
    rnd = random.Random(seed)
    log: list[tuple[int, WATurnAction]] = []
    for _ in range(steps):
        if s.phase == "over":
            break
        (seat,) = GAME.to_act(s)
        legal = GAME.legal_actions(s, seat)
        pick = [a for a in legal if not isinstance(a, ObstacleAction)] or legal
        a = rnd.choice(pick)
        GAME.apply(s, seat, a)
        log.append((seat, a))
    return s, log


def test_determinism_same_seed_same_actions() -> None:
    """Core: "setup + the action log replays to the identical state"."""
    s1, log = _play(123)
    s2 = GAME.setup(3, GAME.Options(), 123)
    for seat, a in log:
        GAME.apply(s2, seat, GAME.action_adapter.validate_python(a.model_dump()))
    assert s1.model_dump() == s2.model_dump()
    assert GAME.setup(3, GAME.Options(), 5).model_dump() == GAME.setup(3, GAME.Options(), 5).model_dump()


def test_state_json_round_trip() -> None:
    """State is JSON round-trippable (state module docstring)."""
    s, _ = _play(7, 40)
    s2 = GAME.State.model_validate_json(s.model_dump_json())
    assert s2.model_dump() == s.model_dump()


def test_default_action_is_legal() -> None:
    """Core: default_action is applied on time-out; it must be a legal action."""
    s = fresh()
    for _ in range(30):
        if s.phase == "over":
            break
        (seat,) = GAME.to_act(s)
        a = GAME.default_action(s, seat)
        GAME.apply(s, seat, a)


# ================================================================================ per-turn bookkeeping
def test_obstacle_voucher_does_not_carry_to_next_player() -> None:
    """RB: obstacles are moved "For one travel voucher" by the player who pays; the next player's
    obstacle moves cost him his own voucher."""
    s = fresh()
    clear_cards(s, ["EU10"])
    GAME.apply(s, 0, ExtendAction(expedition=0, to="EU10"))
    GAME.apply(s, 0, ObstacleAction(obstacle=0, to="AF3"))
    assert s.vouchers[0] == 9
    GAME.apply(s, 0, END_TURN)
    GAME.apply(s, 1, ObstacleAction(obstacle=1, to="AF4"))
    assert s.vouchers[1] == 9


def test_three_voucher_limit_resets_each_turn() -> None:
    """RB: "On any one turn a player may use a maximum of three vouchers" - per turn."""
    s = fresh()
    clear_cards(s, ["EU10", "EU5", "EU2"])
    GAME.apply(s, 0, SwapAction(card=s.hands[0][0]))
    GAME.apply(s, 0, ExtendAction(expedition=0, to="EU10"))
    GAME.apply(s, 0, ExtendAction(expedition=1, to="EU5"))  # 1 + 2 = 3
    if s.turn == 0:
        GAME.apply(s, 0, END_TURN)
    assert s.turn == 1
    GAME.apply(s, 1, ExtendAction(expedition=2, to="EU2"))
    GAME.apply(s, 1, SwapAction(card=s.hands[1][0]))
    GAME.apply(s, 1, SwapAction(card=s.hands[1][0]))
    GAME.apply(s, 1, SwapAction(card=s.hands[1][0]))
    assert s.vouchers[1] == 7


def test_unused_green_bonus_does_not_carry_over() -> None:
    """RB Green: the player "may immediately lay another one" - immediately, not on a later turn
    and not for the next player."""
    s = fresh()
    place(s, 0, [START, "EU5"])
    clear_cards(s, ["EU9", "EU2", "EU10"])
    GAME.apply(s, 0, ExtendAction(expedition=0, to="EU9"))
    GAME.apply(s, 0, END_TURN)
    GAME.apply(s, 1, ExtendAction(expedition=1, to="EU2"))
    GAME.apply(s, 1, ExtendAction(expedition=2, to="EU10"))
    assert s.vouchers[1] == 8


def test_removing_the_only_extension_unstarts_the_expedition() -> None:
    """RB: removal returns the extension "to the pile"; an expedition with none left sets out from
    the start base again (GAPS / state: the tip is the start base before its first extension)."""
    s = fresh()
    place(s, 1, [START, "EU2"])
    GAME.apply(s, 0, RemoveAction(expedition=1))
    assert s.expeditions[1].extensions == [] and s.expeditions[1].tip == START
    assert extends(s, 0, 1) == START_NBRS
    assert GAME.view(s, 0).expeditions[1].started is False


def test_chance_take_vouchers_limited_by_supply() -> None:
    """GAPS: "a payout larger than the supply pays what is left" (chance: take 2 vouchers)."""
    s = fresh()
    s.vouchers[1], s.supply = s.vouchers[1] + s.supply - 1, 1  # the others hold the rest
    place(s, 0, [START, "EU2"])
    clear_cards(s, ["EU1"])
    top_chance(s, chance_of("take_vouchers"))
    GAME.apply(s, 0, ExtendAction(expedition=0, to="EU1"))
    assert s.vouchers[0] == 11 and s.supply == 0


def test_chance_lose_and_gift_never_negative() -> None:
    """GAPS chance list: "lose 1 voucher", "every other player gives you 1 voucher" - a player with
    none has none to give."""
    s = fresh()
    s.supply += s.vouchers[0]
    s.vouchers[0] = 0
    place(s, 0, [START, "EU2"])
    clear_cards(s, ["EU1"])
    top_chance(s, chance_of("lose_voucher"))
    GAME.apply(s, 0, ExtendAction(expedition=0, to="EU1"))
    assert s.vouchers[0] == 0
    s = fresh()
    s.supply += s.vouchers[1]
    s.vouchers[1] = 0
    place(s, 0, [START, "EU2"])
    clear_cards(s, ["EU1"])
    top_chance(s, chance_of("gift"))
    GAME.apply(s, 0, ExtendAction(expedition=0, to="EU1"))
    assert s.vouchers == [11, 0, 9]
    assert sum(s.vouchers) + s.supply == 65


def test_relay_never_ends_on_an_obstacle() -> None:
    """GAPS: "no extension may end on [an obstacle]" - a re-laid extension neither."""
    s, _ = _draw("relay")
    opts = [a for a in GAME.legal_actions(s, 0) if isinstance(a, RelayAction)]
    blocked = opts[0]
    s.obstacles[0] = blocked.to
    assert blocked not in GAME.legal_actions(s, 0)
    illegal(s, 0, blocked)


def test_only_the_acting_seat_has_legal_actions() -> None:
    """Core: legal_actions is "every action seat may take now (empty if none)"; only the seat to
    move acts (RB: players take turns)."""
    s = fresh(4)
    assert GAME.to_act(s) == {0}
    for seat in (1, 2, 3):
        assert GAME.legal_actions(s, seat) == []
    illegal(s, -1, ExtendAction(expedition=0, to="EU2"))


def test_view_scores_completed_minus_hand() -> None:
    """GAPS: "+1 per completed card and -1 per card still in hand" (view ``scores``)."""
    s = fresh()
    take_card(s, "EU10")
    s.hands[2].append("EU10")
    GAME.apply(s, 0, ExtendAction(expedition=0, to="EU10"))
    v = GAME.view(s, None)
    assert v.scores == [len(s.completed[k]) - len(s.hands[k]) for k in range(3)]
    assert v.scores[2] == 1 - 12


def test_private_draw_events() -> None:
    """RB: animal cards are held unseen; the card drawn by the chance card or a swap is named only
    to the drawer (Event.visible_to) and never in the public log."""
    s = fresh()
    place(s, 0, [START, "EU2"])
    clear_cards(s, ["EU1"])
    top_chance(s, chance_of("draw_animal"))
    top = s.animal_stack[0]
    ev = GAME.apply(s, 0, ExtendAction(expedition=0, to="EU1"))
    ev += GAME.apply(s, 0, SwapAction(card=s.hands[0][0]))
    name = ANIMALS[top]["name"]
    for e in ev:
        if top in e.data.values():
            assert e.visible_to == {0}
    for k in (1, 2, None):
        assert name not in GAME.view(s, k).model_dump_json()


# ================================================================================ arrow twins and handed-in vouchers
def test_obstacle_on_arrow_twin_blocks_the_arrow_space() -> None:
    """GAPS: "Arrow spaces: left I is the same place as right I (likewise II, III)" + "An obstacle
    sits on a point; no extension may end on it". An obstacle on R1 therefore blocks reaching L1."""
    s = fresh()
    place(s, 0, [START, "EU2", "EU1"])
    s.expeditions[0].extensions.append(Extension(line=ADJ["NA6"]["NA1"], frm="NA6", to="NA1", seat=1))
    s.obstacles[0] = "L1"
    assert "L1" not in extends(s, 0, 0)  # the obstacle on the point itself blocks (engine agrees)
    s.obstacles[0] = "R1"  # the same place, seen from the other edge
    assert "L1" not in extends(s, 0, 0)
    illegal(s, 0, ExtendAction(expedition=0, to="L1"))


def test_handed_in_vouchers_go_back_to_the_dealer() -> None:
    """RB Preparation: "Dealer is in charge of travel vouchers." RB The Travel Vouchers: "Each player
    can hand in his travel vouchers to the dealer". RB Blue: "he receives three more travel
    vouchers from the dealer". Handed-in vouchers are the dealer's again."""
    s = fresh(6)
    clear_cards(s, ["EU10", "EU2"])
    supply = s.supply
    GAME.apply(s, 0, ExtendAction(expedition=0, to="EU10"))
    GAME.apply(s, 0, ExtendAction(expedition=1, to="EU2"))  # extra extension: 2 vouchers handed in
    assert s.vouchers[0] == 8
    assert s.supply == supply + 2


# ================================================================================ random-play invariants
def _check_invariants(s: WAState) -> None:
    # GAPS: 65 travel vouchers in all; 72 animal cards, each exactly once
    assert sum(s.vouchers) + s.supply == 65
    assert min(s.vouchers) >= 0 and s.supply >= 0
    cards = [c for h in s.hands for c in h] + [c for cs in s.completed for c in cs] + s.open_missions + s.animal_stack
    assert sorted(cards) == sorted(ANIMALS)
    kept = [c for ks in s.kept for c in ks]
    assert sorted(s.chance_stack + kept) == sorted(CHANCE)
    # RB: at most 3 vouchers a turn
    assert s.spent_turn <= 3
    for ex in s.expeditions:
        # GAPS: 40 route extensions a colour
        assert len(ex.extensions) <= 40
        prev = START
        for x in ex.extensions:
            # RB "Lay only at the free ends": each extension starts where the last one ended
            # (or at its arrow twin, GAPS)
            assert x.frm in (prev, TWIN.get(prev)), (x, prev)
            assert {x.frm, x.to} == set(LINES[x.line])
            prev = x.to
    # GAPS: the game ends as soon as a hand is empty
    if any(not h for h in s.hands):
        assert s.phase == "over"


@pytest.mark.parametrize("seed", [2, 3, 4])
def test_random_play_invariants(seed: int) -> None:
    """Random legal play (every listed legal action must apply) keeps the book's invariants and
    reaches an end of game scored as GAPS says."""
    n = 2 + seed % 5
    s = GAME.setup(n, GAME.Options(), seed)
    rnd = random.Random(seed)
    for _ in range(3000):
        if s.phase == "over":
            break
        (seat,) = GAME.to_act(s)
        legal = GAME.legal_actions(s, seat)
        assert legal
        cheap = [a for a in legal if not isinstance(a, (ObstacleAction, SwapAction))]
        GAME.apply(s, seat, rnd.choice(cheap or legal))
        _check_invariants(s)
    assert s.phase == "over"
    out = GAME.outcome(s)
    assert out is not None
    scores = [len(s.completed[k]) - len(s.hands[k]) for k in range(n)]
    assert out.scores == scores
    best = max(scores)
    assert [k for k in range(n) if out.places[k] == 1] == [k for k in range(n) if scores[k] == best]


# ================================================================================ authored data (GAPS "Data to author")
def test_board_data_constraints() -> None:
    """GAPS: "The start base is in Europe with exactly four lines leaving it. 72 animal spaces over
    Europe, Africa, Asia, Australia, North America and South America (10-14 each ...); about 12
    red, 10 green and 8 blue spaces. Every point reachable". RB Arrow spaces: "these six spaces"."""
    pts = {p["id"]: p for p in BOARD["points"]}
    assert pts[START]["continent"] == "EU" and len(ADJ[START]) == 4
    animals = [p for p in pts.values() if p["kind"] == "animal"]
    assert len(animals) == 72
    per: dict[str, int] = {}
    for p in animals:
        per[p["continent"]] = per.get(p["continent"], 0) + 1
    assert set(per) == {"EU", "AF", "AS", "AU", "NA", "SA"}
    assert all(10 <= k <= 14 for k in per.values()), per
    kinds = [p["kind"] for p in pts.values()]
    assert abs(kinds.count("red") - 12) <= 2 and abs(kinds.count("green") - 10) <= 2
    assert abs(kinds.count("blue") - 8) <= 2
    assert sorted(TWIN) == ["L1", "L2", "L3", "R1", "R2", "R3"]
    assert all(TWIN[TWIN[a]] == a for a in TWIN)
    assert set(distances(START)) == set(pts)


def test_animal_cards_data() -> None:
    """GAPS: "The 72 animal cards: ... one space each, with a short fact line". RB Animal spaces:
    the continent colour "is repeated on the animal cards"."""
    pts = {p["id"]: p for p in BOARD["points"]}
    assert len(ANIMALS) == 72
    for cid, c in ANIMALS.items():
        assert pts[cid]["kind"] == "animal"
        assert pts[cid]["continent"] == c["continent"]
        assert c["name"]


def test_chance_cards_data() -> None:
    """GAPS: the 36 chance cards and their counts, ★ exactly on the four keepable kinds."""
    want = {("take_vouchers", False): 4, ("lose_voucher", False): 2, ("extra_extension", False): 3,
            ("free_parallel", True): 3, ("free_remove", True): 3, ("gift", False): 2,
            ("draw_animal", False): 3, ("discard_animal", False): 2, ("open_mission", False): 3,
            ("free_obstacle", True): 3, ("relay", False): 3, ("miss_turn", False): 2,
            ("free_swap", True): 3}
    got: dict = {}
    for c in CHANCE.values():
        got[(c["effect"], c["star"])] = got.get((c["effect"], c["star"]), 0) + 1
    assert got == want and sum(want.values()) == 36
    comp = json.loads((DATA / "chance.json").read_text())["components"]
    assert comp["route_extensions_per_colour"] == 40 and comp["colours"] == ["red", "yellow", "blue"]
    assert [e.colour for e in GAME.view(fresh(), None).expeditions] == ["red", "yellow", "blue"]
