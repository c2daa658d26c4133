"""Black-box checks of the Rescue Animals engine against its rulebook.

Written from the rulebook (``seeds/001_3f62464138ff3a65.txt``) and GAPS.md
section 2 only, using the engine's public surface: ``GAME`` (setup, to_act,
legal_actions, apply, view, outcome, timers), the action shapes, the state
fields, the deck data and ``matcher.satisfies`` / ``matcher.which_dice``.
Timers are driven the way the match service does it: read
``GAME.timers(state)`` and apply the timer's action as its seat (``SYSTEM``).

Each test's docstring names the rulebook heading (or GAPS ruling) it checks.
"""
from __future__ import annotations

import itertools
import json
import random
from typing import Any

import pytest

from engine.core import SYSTEM, IllegalAction
from engine.games.rescue_animals import GAME
from engine.games.rescue_animals.deck import CARDS, DECK_SIZE, SPECIES, species_of
from engine.games.rescue_animals.matcher import satisfies, which_dice
from engine.games.rescue_animals.requirement import Requirement
from engine.games.rescue_animals.state import render_dice

# --------------------------------------------------------------------------- helpers


def R(black: int | None = None, white: tuple[Any, ...] = (), special: str | None = None) -> Requirement:
    return Requirement(black=black, white=list(white), special=special)


def req_of(name: str) -> Requirement:
    (sp,) = [s for s in SPECIES if s.name == name]
    return sp.requirement


GROUP = {"three_same": 3, "three_sum_10": 3, "pair_sum_8": 2, "two_pairs_equal_sum": 4, "pair_same": 2}


def _group_ok(special: str, vals: tuple[int, ...]) -> bool:
    if special == "three_same":
        return len(set(vals)) == 1
    if special == "three_sum_10":
        return sum(vals) == 10
    if special == "pair_sum_8":
        return sum(vals) == 8
    if special == "two_pairs_equal_sum":
        a, b, c, d = vals
        return a + b == c + d
    if special == "pair_same":
        return vals[0] == vals[1]
    raise AssertionError(special)


def oracle(req: Requirement, black: int, whites: list[int]) -> bool:
    """My own brute-force reading of "Dice Requirements": black symbol only by the black
    die; white symbols, "any" and special groups by distinct white/gray dice; 0 = unrolled."""
    if req.black is not None and black != req.black:
        return False
    live = [v for v in whites if 1 <= v <= 6]
    need = len(req.white) + (GROUP[req.special] if req.special else 0)
    if need > len(live):
        return False
    for perm in itertools.permutations(live, need):
        syms, grp = perm[: len(req.white)], perm[len(req.white):]
        if any(s != "any" and s != v for s, v in zip(req.white, syms, strict=True)):
            continue
        if req.special and not _group_ok(req.special, grp):
            continue
        return True
    return False


FILL = {None: [], "three_same": [2, 2, 2], "three_sum_10": [2, 3, 5], "pair_sum_8": [4, 4],
        "two_pairs_equal_sum": [1, 4, 2, 3], "pair_same": [6, 6]}


def dice_for(uid: int) -> tuple[int, list[int]]:
    """A black value and four white values meeting card ``uid`` (checked by my oracle)."""
    req = species_of(uid).requirement
    whites = [1 if s == "any" else int(s) for s in req.white] + FILL[req.special]
    whites += [1] * (4 - len(whites))
    black = req.black or 1
    assert len(whites) == 4 and oracle(req, black, whites)
    return black, whites


def set_dice(state: Any, seat: int, black: int, whites: list[int], gray: int = 1) -> None:
    d = state.dice[seat]
    d.values = list(whites) + [black] + ([gray] if len(d.values) == 6 else [])


def unmeetable(state: Any, seat: int) -> None:
    """Unrolled dice (0), which meet no requirement."""
    d = state.dice[seat]
    d.values = [0] * len(d.values)


def act(state: Any, seat: int, data: dict[str, Any]) -> list[Any]:
    return GAME.apply(state, seat, GAME.action_adapter.validate_python(data))


def fire(state: Any, kind: str) -> None:
    """Fire the armed timer whose action is ``kind`` as the service would."""
    ts = [t for t in GAME.timers(state) if t.action["kind"] == kind]
    assert ts, f"no {kind} timer armed; timers={GAME.timers(state)} phase={state.phase}"
    t = ts[0]
    assert t.seat == SYSTEM
    GAME.apply(state, t.seat, GAME.action_adapter.validate_python(t.action))


def start(seats: int, leader: int = 0, seed: int = 1, **opts: Any) -> Any:
    state = GAME.setup(seats, GAME.Options(first_leader=leader + 1, **opts), seed)
    fire(state, "go")
    assert state.phase == "play"
    return state


def claim(state: Any, seat: int, uid: int) -> None:
    black, whites = dice_for(uid)
    set_dice(state, seat, black, whites)
    act(state, seat, {"kind": "rescue", "card": uid})


def cards_on_display(state: Any) -> list[int]:
    return [c for c in state.display if c is not None]


def settle(state: Any) -> None:
    """Close the claim window and run the Ready-Set-Go countdown, as the service's timers would."""
    fire(state, "close_window")
    if state.phase == "countdown":
        fire(state, "go")


def rescue(state: Any, seat: int, uid: int | None = None) -> int:
    uid = cards_on_display(state)[0] if uid is None else uid
    claim(state, seat, uid)
    settle(state)
    return uid


def play_round(state: Any, rescuers: list[int]) -> None:
    """Each seat in ``rescuers`` rescues one displayed card, in order."""
    for seat in rescuers:
        rescue(state, seat)


# --------------------------------------------------------------------------- matcher: plain requirements


def test_black_symbol_examples() -> None:
    """"Dice Requirements": "Your black die must be a 2" / "must be a 5"."""
    assert satisfies(R(2, ("any", "any")), 2, [1, 1, 1, 1])
    assert not satisfies(R(2, ("any", "any")), 3, [2, 2, 2, 2])
    assert satisfies(R(5, ("any", "any")), 5, [6, 6, 6, 6])
    assert not satisfies(R(5, ("any", "any")), 4, [5, 5, 5, 5])


def test_white_symbol_examples() -> None:
    """"Dice Requirements": "One of your white dice must be a 3" / "a 6" / "any number"."""
    assert satisfies(R(1, (3, 6)), 1, [6, 2, 3, 2])
    assert not satisfies(R(1, (3, 6)), 1, [6, 2, 2, 2])
    assert not satisfies(R(1, (3, 6)), 1, [3, 2, 2, 2])
    assert satisfies(R(1, (3, "any")), 1, [3, 5, 0, 0])


def test_black_die_never_meets_a_white_symbol() -> None:
    """"Dice Requirements": "only white dice (including the gray die ...) can be used to meet
    the requirement of white die symbols"."""
    assert not satisfies(R(3, (3, 3)), 3, [3, 1, 1, 1])
    assert not satisfies(R(None, (3,), "pair_same"), 3, [1, 2, 4, 5])


def test_gray_counts_as_white_never_black() -> None:
    """"Dice Requirements": "the gray die counts as a white die"; "Only your black die can be
    used to meet the requirement of the black die symbol"."""
    # gray (5th white) meets a white symbol
    assert satisfies(R(1, (6, 6)), 1, [6, 1, 1, 1, 6])
    assert not satisfies(R(1, (6, 6)), 1, [6, 1, 1, 1])
    # gray showing the black number does not meet the black symbol
    assert not satisfies(R(2, ("any",)), 4, [1, 1, 1, 1, 2])
    m = which_dice(R(1, (6, 6)), 1, [6, 1, 1, 1, 6])
    assert m is not None and m.black and sorted(m.whites) == [0, 4]


def test_each_die_used_once() -> None:
    """"Dice Requirements": "Each die can only be used to meet the requirement of a single die symbol"."""
    assert not satisfies(R(1, (4, 4)), 1, [4, 1, 1, 1])
    assert satisfies(R(1, (4, 4)), 1, [4, 1, 4, 1])
    assert not satisfies(R(1, ("any", "any", "any", "any", "any")), 1, [2, 2, 2, 2])
    assert not satisfies(R(1, (2, "any", "any")), 1, [2, 3, 0, 0])  # unrolled dice meet nothing
    assert satisfies(R(1, (2, "any", "any")), 1, [2, 3, 0, 5])


# --------------------------------------------------------------------------- matcher: the five special cards


def test_giant_panda() -> None:
    """"Dice Requirements", Giant Panda: "Three of your white dice must all be of the same number"."""
    req = req_of("Giant Panda")
    assert satisfies(req, 1, [4, 4, 4, 1])
    assert satisfies(req, 6, [6, 6, 6, 6])
    assert not satisfies(req, 4, [4, 4, 1, 2])  # black does not count
    assert satisfies(req, 4, [4, 4, 1, 2, 4])  # gray does
    assert not satisfies(req, 1, [1, 2, 3, 4, 5])


def test_fin_whale() -> None:
    """"Dice Requirements", Fin Whale: "three of your white dice must add up to exactly 10"."""
    req = req_of("Fin Whale")
    assert satisfies(req, 1, [2, 3, 5, 6])
    assert satisfies(req, 1, [6, 2, 2, 6])
    assert satisfies(req, 1, [1, 3, 6, 6])
    assert not satisfies(req, 1, [5, 5, 6, 6])
    assert not satisfies(req, 1, [1, 1, 1, 1])
    assert not satisfies(req, 4, [3, 3, 6, 6])  # 3+3+4 would need the black die
    assert not satisfies(req, 1, [5, 5, 0, 0])  # two dice summing to 10 are not three
    assert satisfies(req, 1, [6, 6, 6, 2, 2])  # gray 2 makes 6+2+2


def test_bawean_deer() -> None:
    """"Dice Requirements", Bawean Deer: "In addition to having one black 3 and one white 3, the
    numbers on two of your white dice must add up to exactly 8" (each die used once)."""
    req = req_of("Bawean Deer")
    assert satisfies(req, 3, [3, 4, 4, 1])
    assert satisfies(req, 3, [3, 3, 5, 1])  # one 3 for the symbol, the other 3 + 5 = 8
    assert satisfies(req, 3, [6, 2, 3, 1])
    assert not satisfies(req, 3, [3, 5, 1, 1])  # the single white 3 cannot also be in the pair
    assert not satisfies(req, 3, [4, 4, 1, 1])  # black 3 is not a white 3
    assert not satisfies(req, 2, [3, 4, 4, 1])  # black must be 3
    assert not satisfies(req, 3, [3, 4, 1, 1, 3])  # gray 3: 3 + 4 = 7, no 8 ...
    assert satisfies(req, 3, [3, 4, 1, 1, 4])  # ... gray 4: 4 + 4 = 8


def test_golden_lion_tamarin() -> None:
    """"Dice Requirements", Golden Lion Tamarin: "The sum of two of your white dice must equal the
    sum of two different white dice of yours. Example: ... totalling 9, and two other ... 9"."""
    req = req_of("Golden Lion Tamarin")
    assert satisfies(req, 1, [4, 5, 6, 3])  # the book's example: 4+5 = 6+3 = 9
    assert satisfies(req, 1, [1, 4, 2, 3])
    assert satisfies(req, 1, [6, 6, 6, 6])
    assert not satisfies(req, 1, [3, 1, 5, 6])  # only 3+3 = 1+5 would work: reuses the 3
    assert not satisfies(req, 1, [1, 5, 1, 6])
    assert not satisfies(req, 1, [3, 3, 3, 0])  # three dice are not two pairs
    assert satisfies(req, 1, [3, 1, 5, 6, 3])  # gray 3: 3+3 = 1+5
    assert not satisfies(req, 3, [3, 1, 5, 6])  # black 3 is not a white die


def test_red_wolf() -> None:
    """"Dice Requirements", Red Wolf: "In addition to having one black 5 and one white 5, two of
    your white dice must be of the same number"."""
    req = req_of("Red Wolf")
    assert satisfies(req, 5, [5, 2, 2, 1])
    assert satisfies(req, 5, [5, 5, 5, 1])
    assert not satisfies(req, 5, [5, 5, 1, 2])  # the 5 used for the symbol cannot also pair
    assert not satisfies(req, 5, [2, 2, 1, 3])  # black 5 is not a white 5
    assert not satisfies(req, 4, [5, 2, 2, 1])  # black must be 5
    assert satisfies(req, 5, [5, 1, 2, 3, 3])  # gray 3 pairs with a white 3


def test_special_cards_are_the_rulebook_five() -> None:
    """"Dice Requirements" (the five special cards) and GAPS.md "Data to author": 2 copies each,
    source rulebook; 54 cards; every other card has a black symbol and 2-4 white symbols."""
    specials = {s.name for s in SPECIES if s.requirement.special}
    assert specials == {"Giant Panda", "Fin Whale", "Bawean Deer", "Golden Lion Tamarin", "Red Wolf"}
    assert DECK_SIZE == 54 and len(CARDS) == 54 and sum(s.copies for s in SPECIES) == 54
    for s in SPECIES:
        assert 2 <= s.copies <= 4
        if s.requirement.special:
            assert s.copies == 2 and s.source == "rulebook"
        else:
            assert s.requirement.black in range(1, 7) and 2 <= len(s.requirement.white) <= 4


def test_matcher_agrees_with_brute_force_on_every_card() -> None:
    """"Dice Requirements" (all rules at once): engine matcher vs my brute-force reading on random
    dice for every species, with and without the gray die; which_dice uses distinct, fitting dice."""
    rng = random.Random(20240601)
    for sp in SPECIES:
        req = sp.requirement
        hits = 0
        for _ in range(250):
            n = rng.choice((4, 5))
            whites = [rng.randint(1, 6) for _ in range(n)]
            black = rng.randint(1, 6)
            if rng.random() < 0.5:  # bias towards hits: plant a solution
                black, planted = dice_for(CARDS.index(SPECIES.index(sp)))
                whites[:4] = planted
                rng.shuffle(whites)
            want = oracle(req, black, whites)
            assert satisfies(req, black, whites) == want, (sp.name, black, whites)
            m = which_dice(req, black, whites)
            assert (m is not None) == want, (sp.name, black, whites)
            if m is not None:
                hits += 1
                assert len(set(m.whites)) == len(m.whites) == req.white_dice_needed()
                assert m.black == (req.black is not None)
                used = [whites[i] for i in m.whites]
                assert oracle(req, black, used), (sp.name, black, whites, m)
        assert hits > 0


# --------------------------------------------------------------------------- setup


@pytest.mark.parametrize("seats,returned,shown", [(2, 9, 3), (3, 10, 2), (4, 9, 3), (5, 10, 4)])
def test_setup_counts(seats: int, returned: int, shown: int) -> None:
    """"Setup": return 9/10/9/10 cards; "1. Identifying Endangered Animals": draw 3/2/3/4; each
    player gets 4 white dice and 1 black die; the gray die starts next to the deck (nobody's)."""
    state = GAME.setup(seats, GAME.Options(), 11)
    assert len(state.box) == returned
    assert len(cards_on_display(state)) == shown
    assert len(state.deck) == 54 - returned - shown
    assert sorted(state.box + state.deck + cards_on_display(state)) == list(range(54))
    assert (54 - returned) % shown == 0
    assert state.gray_holder is None
    assert 0 <= state.leader < seats
    for seat in range(seats):
        v = GAME.view(state, seat)
        assert v.me is not None
        assert v.me.dice.colors == ["white"] * 4 + ["black"]
        assert not any(p.has_gray for p in v.players)
        assert v.rounds_total == (54 - returned) // shown
    assert GAME.outcome(state) is None


def test_setup_player_counts() -> None:
    """"Components" / GAPS.md "Published: 2-5 players"."""
    assert (GAME.min_players, GAME.max_players) == (2, 5)
    for bad in (1, 6):
        with pytest.raises(ValueError):
            GAME.setup(bad, GAME.Options(), 1)


def test_setup_shuffle_depends_on_seed() -> None:
    """"Setup": "Shuffle the deck"; return cards "without looking" (a random subset)."""
    a, b = GAME.setup(4, GAME.Options(), 1), GAME.setup(4, GAME.Options(), 2)
    assert (a.deck, a.box) != (b.deck, b.box)


# --------------------------------------------------------------------------- real-time flow


def test_ready_set_go_starts_the_round() -> None:
    """"2. Rescuing Endangered Animals": the leader calls "Ready, Set, Go!" then all roll
    simultaneously; GAPS "Stop and restart": rolling frozen during the countdown."""
    state = GAME.setup(3, GAME.Options(first_leader=1), 5)
    assert state.phase == "countdown"
    with pytest.raises(IllegalAction):
        act(state, 1, {"kind": "roll"})
    fire(state, "go")
    assert GAME.to_act(state) == {0, 1, 2}
    for seat in range(3):
        act(state, seat, {"kind": "roll"})
        assert all(1 <= v <= 6 for v in state.dice[seat].values)


def test_roll_keeps_set_aside_dice() -> None:
    """"2. Rescuing": "you may set these aside while continuing to roll and reroll any remaining
    dice" and "you may later change your mind"."""
    state = start(2, seed=9)
    act(state, 0, {"kind": "roll"})
    act(state, 0, {"kind": "toggle", "die": 1})
    act(state, 0, {"kind": "toggle", "die": 4})
    kept = (state.dice[0].values[1], state.dice[0].values[4])
    for _ in range(15):
        act(state, 0, {"kind": "roll"})
        assert (state.dice[0].values[1], state.dice[0].values[4]) == kept
    act(state, 0, {"kind": "toggle", "die": 1})  # change of mind
    assert state.dice[0].aside[1] is False


def test_claim_needs_met_requirement_and_displayed_card() -> None:
    """"2. Rescuing": call "Rescuing!" only "if you have managed to collect all dice necessary";
    GAPS: the claim is re-verified on the server."""
    state = start(3, seed=3)
    uid = cards_on_display(state)[0]
    unmeetable(state, 1)
    before = state.model_dump()
    with pytest.raises(IllegalAction):
        act(state, 1, {"kind": "rescue", "card": uid})
    assert state.model_dump() == before
    not_shown = state.deck[0]
    b, w = dice_for(not_shown)
    set_dice(state, 1, b, w)
    with pytest.raises(IllegalAction):
        act(state, 1, {"kind": "rescue", "card": not_shown})


def test_rescue_freezes_until_go() -> None:
    """"2. Rescuing": on "Rescuing!" "All players must stop rolling"; the rescuer calls "Ready, Set,
    Go!" and "The other players (not you) will resume"; GAPS "Stop and restart"."""
    state = start(3, leader=0, seed=4)
    uid = cards_on_display(state)[0]
    claim(state, 0, uid)
    assert state.phase == "window"
    with pytest.raises(IllegalAction):
        act(state, 1, {"kind": "roll"})
    fire(state, "close_window")
    assert uid in state.rescued[0]
    assert uid not in cards_on_display(state)
    assert state.phase == "countdown"
    for seat in (1, 2):
        with pytest.raises(IllegalAction):
            act(state, seat, {"kind": "roll"})
    other = cards_on_display(state)[0]
    b, w = dice_for(other)
    set_dice(state, 1, b, w)
    with pytest.raises(IllegalAction):
        act(state, 1, {"kind": "rescue", "card": other})
    fire(state, "go")
    assert state.phase == "play"
    act(state, 1, {"kind": "roll"})
    # the rescuer waits: "Once you have rescued an animal, simply wait for the round to finish"
    with pytest.raises(IllegalAction):
        act(state, 0, {"kind": "roll"})
    assert 0 not in GAME.to_act(state)


def test_set_aside_dice_survive_the_restart() -> None:
    """GAPS "Stop and restart": "set-aside dice stay set aside" (rulebook: "All players must stop
    rolling" - they keep what they have)."""
    state = start(4, leader=0, seed=6)
    act(state, 2, {"kind": "roll"})
    act(state, 2, {"kind": "toggle", "die": 0})
    act(state, 2, {"kind": "toggle", "die": 3})
    snap = (list(state.dice[2].values), list(state.dice[2].aside))
    rescue(state, 1)
    assert (state.dice[2].values, state.dice[2].aside) == snap


def test_one_rescue_per_round() -> None:
    """"2. Rescuing", Note: "You may only rescue one animal each round"."""
    state = start(4, leader=0, seed=7)
    rescue(state, 1)
    uid = cards_on_display(state)[0]
    b, w = dice_for(uid)
    set_dice(state, 1, b, w)
    with pytest.raises(IllegalAction):
        act(state, 1, {"kind": "rescue", "card": uid})
    me = GAME.view(state, 1).me
    assert me is not None and me.can_claim is False


def test_two_rescues_per_player_with_two_players() -> None:
    """"Special Rule in 2-Player Games": "Each player will have the opportunity to rescue two
    Endangered Animals"."""
    state = start(2, leader=0, seed=8)
    rescue(state, 0)
    rescue(state, 0)
    uid = cards_on_display(state)[0]
    b, w = dice_for(uid)
    set_dice(state, 0, b, w)
    with pytest.raises(IllegalAction):
        act(state, 0, {"kind": "rescue", "card": uid})
    assert GAME.view(state, 0).rescue_limit == 2


def test_tie_without_gray_goes_clockwise_from_leader() -> None:
    """"Ties": "Otherwise, the first tied player, counting clockwise, starting with the current
    Conservation Leader, wins the tie"; GAPS: claims inside the window tie; losers keep their dice."""
    state = start(4, leader=2, seed=10)
    uid = cards_on_display(state)[0]
    claim(state, 1, uid)  # first to call, but 3 comes before 1 clockwise from leader 2
    claim(state, 3, uid)
    with pytest.raises(IllegalAction):  # one "Rescuing!" per seat per window
        act(state, 3, {"kind": "rescue", "card": cards_on_display(state)[1]})
    loser_dice = list(state.dice[1].values)
    fire(state, "close_window")
    assert state.rescued[3] == [uid] and state.rescued[1] == []
    assert state.dice[1].values == loser_dice
    # the loser may claim again after the restart
    fire(state, "go")
    uid2 = cards_on_display(state)[0]
    claim(state, 1, uid2)
    settle(state)
    assert state.rescued[1] == [uid2]


def test_tie_leader_first() -> None:
    """"Ties": counting clockwise "starting with the current Conservation Leader" (the leader
    itself wins a tie it is in); claims for different animals still tie (GAPS: "Every valid
    claim inside the window ties")."""
    state = start(5, leader=4, seed=12)
    a, b = cards_on_display(state)[:2]
    claim(state, 0, a)
    claim(state, 4, b)
    fire(state, "close_window")
    assert state.rescued[4] == [b] and state.rescued[0] == []
    assert a in cards_on_display(state)


def _round_to_gray(state: Any, rescuers: list[int]) -> None:
    play_round(state, rescuers)  # settle() already ran the new round's countdown
    assert state.phase == "play" and state.round == 2


def test_tie_won_by_gray_die_holder() -> None:
    """"Ties": "If a tied player is using the gray die this turn, they win the tie" (even if another
    tied player is earlier clockwise from the leader)."""
    state = start(3, leader=0, seed=13)
    _round_to_gray(state, [0, 1])  # seat 2 rescued nothing -> gray die
    assert state.gray_holder == 2 and state.leader == 1
    uid = cards_on_display(state)[0]
    claim(state, 2, uid)
    claim(state, 1, uid)  # leader, but not gray
    fire(state, "close_window")
    assert state.rescued[2][-1] == uid and len(state.rescued[1]) == 1


def test_tie_gray_holder_not_involved_falls_back_to_clockwise() -> None:
    """"Ties": without the gray die among the tied players, clockwise from the leader decides."""
    state = start(4, leader=0, seed=14)
    _round_to_gray(state, [0, 1, 2])  # seat 3 -> gray; leader -> 1
    assert state.gray_holder == 3 and state.leader == 1
    uid = cards_on_display(state)[0]
    claim(state, 0, uid)
    claim(state, 2, uid)
    fire(state, "close_window")
    assert state.rescued[2][-1] == uid and len(state.rescued[0]) == 1


def test_round_end_gray_die_and_leader_pass() -> None:
    """"The players will continue to rescue animals, until there are no more face-up Endangered
    Animals"; "The player who was unable to rescue ... gains use of the gray die in the following
    round"; "3. Preparing for the Next Round": pass the Conservation Leader card clockwise."""
    state = start(4, leader=3, seed=15)
    top = state.deck[:3]
    play_round(state, [3, 0])
    assert state.round == 1 and len(cards_on_display(state)) == 1
    rescue(state, 2)
    assert state.round == 2
    assert state.gray_holder == 1
    assert state.leader == 0
    assert cards_on_display(state) == top  # fresh display from the top of the deck
    assert len(state.dice[1].values) == 6 and all(len(state.dice[s].values) == 5 for s in (0, 2, 3))
    me = GAME.view(state, 1).me
    assert me is not None and me.dice.colors[-1] == "gray"
    assert state.round_rescues == [[], [], [], []]
    # next round: the gray die moves to the new non-rescuer
    play_round(state, [1, 2, 3])
    assert state.gray_holder == 0 and state.leader == 1
    assert all(len(state.dice[s].values) == (6 if s == 0 else 5) for s in range(4))


def test_gray_die_can_stay() -> None:
    """"2. Rescuing": the player unable to rescue gains the gray die - also if it already had it."""
    state = start(3, leader=0, seed=16)
    play_round(state, [0, 1])
    play_round(state, [0, 1])
    assert state.gray_holder == 2


def test_two_players_gray_die_to_player_without_second_rescue() -> None:
    """"Special Rule in 2-Player Games": "The player unable to rescue their second animal gains use
    of the gray die in the following round"."""
    state = start(2, leader=0, seed=17)
    play_round(state, [1, 1, 0])
    assert state.round == 2 and state.gray_holder == 0 and state.leader == 1
    play_round(state, [0, 1, 0])
    assert state.gray_holder == 1 and state.leader == 0


def test_stale_and_player_timer_actions_rejected() -> None:
    """GAPS "Ties"/"Stop and restart" (timer-driven windows): a stale timer key is rejected, and
    players cannot fire the system's actions."""
    state = start(3, leader=0, seed=18)
    uid = cards_on_display(state)[0]
    claim(state, 1, uid)
    (t,) = [t for t in GAME.timers(state) if t.action["kind"] == "close_window"]
    with pytest.raises(IllegalAction):
        act(state, 0, t.action)
    with pytest.raises(IllegalAction):
        act(state, SYSTEM, {"kind": "close_window", "key": t.action["key"] + "x"})
    with pytest.raises(IllegalAction):
        act(state, SYSTEM, {"kind": "go"})
    fire(state, "close_window")
    with pytest.raises(IllegalAction):
        act(state, SYSTEM, t.action)  # fired twice
    assert state.rescued[1] == [uid]


# --------------------------------------------------------------------------- game end and scoring


def expected_score(cards: list[int], gray: bool) -> int:
    """"Scoring": protection points per card + bonus per pair of identical animals + 2 for gray."""
    total = sum(species_of(c).protection for c in cards)
    by_species: dict[int, int] = {}
    for c in cards:
        by_species[CARDS[c]] = by_species.get(CARDS[c], 0) + 1
    total += sum(SPECIES[i].bonus * (n // 2) for i, n in by_species.items())
    return total + (2 if gray else 0)


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_full_game_ends_when_deck_is_empty(seats: int) -> None:
    """"3. Preparing for the Next Round": new rounds while cards are left in the Animal Deck,
    "Otherwise, proceed to scoring"; "Scoring" totals."""
    state = start(seats, leader=1 % seats, seed=100 + seats)
    rounds = (54 - {2: 9, 3: 10, 4: 9, 5: 10}[seats]) // {2: 3, 3: 2, 4: 3, 5: 4}[seats]
    for r in range(rounds):
        assert state.round == r + 1 and GAME.outcome(state) is None
        assert state.leader == (1 + r) % seats
        rescuers = [r % 2, r % 2, 1 - r % 2] if seats == 2 else [s for s in range(seats) if s != r % seats]
        play_round(state, rescuers)
    assert state.phase == "over" and state.deck == []
    out = GAME.outcome(state)
    assert out is not None
    assert GAME.to_act(state) == set()
    assert GAME.timers(state) == []
    last_leader = (1 + rounds - 1) % seats  # no pass after the last round
    assert state.leader == last_leader
    # gray die after the last round goes to the last round's non-rescuer
    gray = (rounds - 1) % seats if seats > 2 else 1 - (rounds - 1) % 2
    assert state.gray_holder == gray
    assert sum(len(r) for r in state.rescued) == 54 - len(state.box)
    for s in range(seats):
        assert out.scores[s] == expected_score(state.rescued[s], s == gray), s
    best = max(out.scores)
    assert out.places.count(1) == 1
    assert out.scores[out.places.index(1)] == best


def _over(seats: int, rescued: list[list[int]], gray: int | None, leader: int) -> Any:
    state = GAME.setup(seats, GAME.Options(first_leader=leader + 1), 1)
    state.deck, state.display = [], [None] * len(state.display)
    state.rescued, state.gray_holder, state.leader, state.phase = rescued, gray, leader, "over"
    state.round_rescues = [[] for _ in range(seats)]
    return state


def uids(name: str, n: int) -> list[int]:
    i = [k for k, s in enumerate(SPECIES) if s.name == name][0]
    return [u for u, sp in enumerate(CARDS) if sp == i][:n]


def test_bonus_per_pair_of_identical_animals() -> None:
    """"Scoring": "Score additional Bonus Points for every pair of identical Endangered Animals"
    (3 copies = one pair, 4 copies = two pairs); +2 for the gray die at the end."""
    four = uids("Sumatran Orangutan", 4)
    three = uids("Iberian Lynx", 3)
    sp4, sp3 = species_of(four[0]), species_of(three[0])
    state = _over(3, [four, three, []], gray=2, leader=0)
    out = GAME.outcome(state)
    assert out is not None
    assert out.scores[0] == 4 * sp4.protection + 2 * sp4.bonus
    assert out.scores[1] == 3 * sp3.protection + 1 * sp3.bonus
    assert out.scores[2] == 2
    single = [uids("Giant Panda", 1)[0], uids("Fin Whale", 1)[0]]
    out = GAME.outcome(_over(2, [single, []], gray=None, leader=0))
    assert out is not None
    assert out.scores[0] == sum(species_of(c).protection for c in single)


def _pair_cards() -> tuple[list[int], list[int]]:
    """Two different rescued sets with the same score: a card worth p vs. cards summing to p."""
    by_p: dict[int, list[int]] = {}
    for u in range(54):
        by_p.setdefault(species_of(u).protection, []).append(u)
    # e.g. one card of protection a+b vs. two different species a and b (no pair bonus)
    for big, cs in by_p.items():
        for a in by_p:
            b = big - a
            if b in by_p and a <= b:
                x = by_p[a][0]
                y = [u for u in by_p[b] if CARDS[u] != CARDS[x]]
                if y:
                    return [cs[0]], [x, y[0]]
    raise AssertionError("no split found")


def test_tie_break_most_animals() -> None:
    """"Scoring", Ties: "The player who rescued the most Endangered Animals wins the tie"."""
    one, two = _pair_cards()
    state = _over(3, [one, two, []], gray=None, leader=0)
    out = GAME.outcome(state)
    assert out is not None
    assert out.scores[0] == out.scores[1]
    assert out.places[1] == 1 and out.places[0] == 2


def test_tie_break_gray_die() -> None:
    """"Scoring", Ties: "If still tied, if a tied player has the gray die at the end of the game,
    they win the tie" (the gray die's 2 points are already in the score)."""
    low = [uids("Mountain Gorilla", 1)[0], uids("Fin Whale", 1)[0]]
    high = [uids("Black Rhinoceros", 1)[0], uids("Giant Panda", 1)[0]]
    assert expected_score(low, True) == expected_score(high, False)  # deck data precondition
    out = GAME.outcome(_over(3, [high, [], low], gray=2, leader=0))
    assert out is not None
    assert out.scores[0] == out.scores[2]
    assert out.places[2] == 1 and out.places[0] == 2


def test_tie_break_clockwise_from_leader() -> None:
    """"Scoring", Ties: "Otherwise, the first tied player, counting clockwise, starting with the
    current Conservation Leader, wins the tie"."""
    x, y = uids("Vaquita", 2)  # same species, one each: identical scores and counts
    for leader, winner in [(0, 1), (1, 1), (2, 3), (3, 3), (4, 1)]:
        out = GAME.outcome(_over(5, [[], [x], [], [y], []], gray=None, leader=leader))
        assert out is not None
        assert out.scores[1] == out.scores[3]
        assert out.places[winner] == 1, (leader, out)
        assert out.places[4 - winner] == 2, (leader, out)


def test_gray_points_decide_over_animals() -> None:
    """"Scoring": the gray die's 2 points count toward the most Protection Points before any tie-break."""
    x, y = uids("Vaquita", 2)
    out = GAME.outcome(_over(2, [[x], [y]], gray=1, leader=0))
    assert out is not None
    assert out.scores == [out.scores[1] - 2, out.scores[1]]
    assert out.places == [2, 1]


# --------------------------------------------------------------------------- view


def test_view_never_shows_other_dice() -> None:
    """GAPS "Real time on Discord": "A player's panel shows their dice" (only theirs); the view is
    the only source for display and bots."""
    state = start(3, leader=0, seed=21)
    patterns = {0: ([2, 3, 4, 5], 6), 1: ([6, 1, 6, 1], 3), 2: ([4, 4, 2, 2], 5)}
    for s, (w, b) in patterns.items():
        set_dice(state, s, b, w)
    for viewer in (0, 1, 2, None):
        v = GAME.view(state, viewer)
        blob = json.dumps(v.model_dump())
        for s in range(3):
            text = render_dice(state.dice[s])
            if s == viewer:
                assert v.me is not None
                assert v.me.dice.values == state.dice[s].values and v.me.dice.text == text
            else:
                assert text not in blob, (viewer, s)
        if viewer is None:
            assert v.me is None
        for p in v.players:
            assert "dice" not in p.model_dump() and "values" not in p.model_dump()


def test_view_public_facts() -> None:
    """"Setup"/"3. Preparing": leader and gray die are public; "Rescuing!" is shown to all."""
    state = start(3, leader=1, seed=22)
    uid = rescue(state, 2)
    v = GAME.view(state, 0)
    assert v.leader == 1 and v.players[1].is_leader
    assert [c.uid for c in v.players[2].rescued_this_round] == [uid]
    assert v.players[2].can_rescue is False and v.players[0].can_rescue is True


# --------------------------------------------------------------------------- stalls


def test_stall_timers_never_block_the_table() -> None:
    """GAPS "Stalls": idle seats are auto-rolled, "so an absent player never blocks the table" -
    a game driven only by the service's timers reaches the end under the book's rules."""
    state = GAME.setup(3, GAME.Options(first_leader=1, stall_s=5), 31)
    clock = 0.0
    seen: dict[str, float] = {}  # timer key -> when it fires
    for _ in range(20000):
        if state.phase == "over":
            break
        ts = GAME.timers(state)
        assert ts, state.phase
        for t in ts:
            seen.setdefault(t.key, clock + t.delay_s)
        live = {t.key for t in ts}
        seen = {k: v for k, v in seen.items() if k in live}
        t = min(ts, key=lambda t: seen[t.key])
        clock = max(clock, seen.pop(t.key))
        GAME.apply(state, t.seat, GAME.action_adapter.validate_python(t.action))
        for r in state.round_rescues:
            assert len(r) <= 1
    assert state.phase == "over"
    assert sum(map(len, state.rescued)) == 44
    assert GAME.outcome(state) is not None


# --------------------------------------------------------------------------- more flow checks


def test_gray_die_meets_white_symbols_in_a_claim() -> None:
    """"Dice Requirements": "white dice (including the gray die, if you are using it this round)"."""
    state = start(3, leader=0, seed=41)
    play_round(state, [0, 1])
    assert state.gray_holder == 2
    found = False
    for uid in cards_on_display(state):
        req = species_of(uid).requirement
        black, whites = dice_for(uid)
        for v in range(1, 7):
            w = [v] + whites[1:]
            if not oracle(req, black, w) and oracle(req, black, w + [whites[0]]):
                # without the gray die: rejected by a non-holder...
                set_dice(state, 1, black, w)
                with pytest.raises(IllegalAction):
                    act(state, 1, {"kind": "rescue", "card": uid})
                # ...accepted for the holder, whose gray die supplies the missing white
                set_dice(state, 2, black, w, gray=whites[0])
                act(state, 2, {"kind": "rescue", "card": uid})
                settle(state)
                assert state.rescued[2] == [uid]
                found = True
                break
        if found:
            break
    assert found
    with pytest.raises(IllegalAction):
        act(state, 0, {"kind": "toggle", "die": 5})  # no gray die without holding it


def test_legal_rescues_match_the_book() -> None:
    """"2. Rescuing": "Rescuing!" is allowed exactly for displayed animals the dice meet (GAPS:
    "Rescue ⟨animal⟩ is offered for each displayed animal the current dice satisfy")."""
    rng = random.Random(5)
    state = start(5, leader=0, seed=42)
    for _ in range(300):
        seat = rng.randrange(5)
        b = rng.randint(1, 6)
        w = [rng.randint(1, 6) for _ in range(4)]
        if rng.random() < 0.5:
            b, w = dice_for(rng.choice(cards_on_display(state)))
            w[rng.randrange(4)] = rng.randint(1, 6)
        set_dice(state, seat, b, w)
        legal = {a.card for a in GAME.legal_actions(state, seat) if a.kind == "rescue"}
        want = {u for u in cards_on_display(state) if oracle(species_of(u).requirement, b, w)}
        assert legal == want
        me = GAME.view(state, seat).me
        assert me is not None and set(me.satisfied) == want


def test_timer_delays_follow_options() -> None:
    """GAPS "Ties" (window default 400 ms), "Stop and restart" (countdown 3 s), "Stalls" (120 s)."""
    state = GAME.setup(3, GAME.Options(first_leader=1, claim_window_ms=250, countdown_s=2, stall_s=60), 43)
    assert [(t.action["kind"], t.delay_s) for t in GAME.timers(state)] == [("go", 2)]
    fire(state, "go")
    assert ("stall", 60) in [(t.action["kind"], t.delay_s) for t in GAME.timers(state)]
    claim(state, 0, cards_on_display(state)[0])
    assert ("close_window", 0.25) in [(t.action["kind"], t.delay_s) for t in GAME.timers(state)]


def test_roll_events_do_not_leak_dice() -> None:
    """GAPS "Real time on Discord": a player's panel shows their dice - roll events that carry
    dice are private to the roller."""
    state = start(3, leader=0, seed=44)
    for seat in range(3):
        for ev in act(state, seat, {"kind": "roll"}):
            if render_dice(state.dice[seat]) in ev.text or "values" in ev.data:
                assert ev.visible_to == {seat}, ev


def test_stall_auto_plays_only_idle_seats() -> None:
    """GAPS "Stalls": "idle seats are auto-rolled by the bot policy" - a seat that is playing is
    left alone."""
    state = start(3, leader=0, seed=45)
    act(state, 0, {"kind": "roll"})
    act(state, 0, {"kind": "toggle", "die": 2})
    snap = (list(state.dice[0].values), list(state.dice[0].aside), state.rolls[0])
    fire(state, "stall")
    assert (state.dice[0].values, state.dice[0].aside, state.rolls[0]) == snap
    assert any(state.rolls[s] > 0 for s in (1, 2)) or any(state.rescued[s] for s in (1, 2))


def test_first_leader_random_when_not_chosen() -> None:
    """"Setup": "(Alternatively, determine the first Conservation Leader randomly.)"."""
    leaders = {GAME.setup(4, GAME.Options(), seed).leader for seed in range(40)}
    assert leaders == {0, 1, 2, 3}
    assert GAME.setup(4, GAME.Options(first_leader=3), 3).leader == 2  # seats counted from 1 (issue 37)
