"""Rescue Animals rules: setup, claims, windows, countdowns, rounds, gray die, scoring (rulebook headings cited)."""
from __future__ import annotations

from typing import Any

import pytest

from engine.core import SYSTEM, IllegalAction, Outcome, parse_action
from engine.games.rescue_animals import GAME
from engine.games.rescue_animals.actions import CloseWindowAction, GoAction, RescueAction, RollAction, ToggleAction
from engine.games.rescue_animals.deck import CARDS, SPECIES, species_of
from engine.games.rescue_animals.requirement import Requirement
from engine.games.rescue_animals.scoring import SeatScore, rank, score_seat
from engine.games.rescue_animals.state import PlayerDice, RescueOptions, RescueState, displayed
from tests.engine.phases import phase_now


def uids(key: str) -> list[int]:
    i = next(i for i, s in enumerate(SPECIES) if s.key == key)
    return [u for u, sp in enumerate(CARDS) if sp == i]


def put_display(state: RescueState, cards: list[int]) -> None:
    """Make ``cards`` the display, swapping them with wherever they are (cards stay conserved)."""
    assert len(cards) == len(state.display)
    for slot, uid in enumerate(cards):
        cur = state.display[slot]
        if uid in state.display:
            state.display[state.display.index(uid)] = cur
        else:
            for pile in (state.deck, state.box):
                if uid in pile:
                    assert cur is not None, f"display slot {slot} is empty: no card to swap into the deck or box"
                    pile[pile.index(uid)] = cur
                    break
        state.display[slot] = uid


def dice_for(req: Requirement) -> tuple[int, list[int]]:
    special = {"three_same": [2, 2, 2, 1], "three_sum_10": [2, 3, 5, 1], "pair_sum_8": [3, 2, 6, 1],
               "two_pairs_equal_sum": [1, 4, 2, 3], "pair_same": [5, 2, 2, 1]}
    if req.special:
        return req.black or 1, special[req.special]
    whites = [1 if w == "any" else int(w) for w in req.white]
    return req.black or 1, whites + [1] * (4 - len(whites))


def set_dice(state: RescueState, seat: int, black: int, whites: list[int], gray: int | None = None) -> None:
    values = whites[:4] + [black] + ([gray] if gray is not None else [])
    if state.gray_holder == seat and gray is None:
        values.append(1)
    state.dice[seat] = PlayerDice(values=values, aside=[False] * len(values))


def give(state: RescueState, seat: int, uid: int | None) -> None:
    """Set ``seat``'s dice to meet card ``uid`` (a display slot the test reads: it holds a card)."""
    assert uid is not None
    black, whites = dice_for(species_of(uid).requirement)
    set_dice(state, seat, black, whites)


def go(state: RescueState) -> None:
    assert state.phase == "countdown"
    GAME.apply(state, SYSTEM, parse_action(GAME, GAME.timers(state)[0].action))


def close(state: RescueState) -> list[Any]:
    assert state.phase == "window"
    return GAME.apply(state, SYSTEM, parse_action(GAME, GAME.timers(state)[0].action))


def rescue(state: RescueState, seat: int, uid: int | None) -> list[Any]:
    """``seat`` claims card ``uid`` with dice that meet it; the claim window closes. Returns its events."""
    assert uid is not None
    if state.phase == "countdown":
        go(state)
    give(state, seat, uid)
    GAME.apply(state, seat, RescueAction(card=uid))
    return close(state)


def new(n: int, leader: int = 0, seed: int = 1, **opts: Any) -> RescueState:
    return GAME.setup(n, RescueOptions(first_leader=leader + 1, **opts), seed)  # ``leader``: the seat index


# ---------------------------------------------------------------- Setup
@pytest.mark.parametrize(("n", "box", "display", "rounds"), [(2, 9, 3, 15), (3, 10, 2, 22), (4, 9, 3, 15),
                                                              (5, 10, 4, 11)])
def test_setup_counts(n: int, box: int, display: int, rounds: int) -> None:
    """Rescue Animals, "Setup" and "1. Identifying Endangered Animals"."""
    s = GAME.setup(n, RescueOptions(), 7)
    assert len(s.box) == box and len(s.display) == display
    assert len(s.deck) + len(s.display) == 54 - box == rounds * display
    assert sorted(s.box + s.deck + displayed(s)) == list(range(54))
    assert all(len(d.values) == 5 and d.values == [0] * 5 for d in s.dice)
    assert s.gray_holder is None and s.phase == "countdown" and s.round == 1
    assert 0 <= s.leader < n
    assert GAME.view(s, None).rounds_total == rounds
    assert [t.key for t in GAME.timers(s)] == [f"go:{s.seq}"]


def test_setup_rejects_bad_seat_counts() -> None:
    for n in (1, 6):
        with pytest.raises(ValueError):
            GAME.setup(n, RescueOptions(), 1)


def test_first_leader_option_and_random_leader() -> None:
    assert new(4, leader=2).leader == 2
    assert GAME.setup(4, RescueOptions(first_leader=1), 1).leader == 0  # the option counts seats from 1 (issue 37)
    with pytest.raises(ValueError, match="first_leader must be a seat from 1 to 4 \\(got 5\\)"):
        GAME.setup(4, RescueOptions(first_leader=5), 1)
    with pytest.raises(ValueError):
        RescueOptions(first_leader=0)
    assert {GAME.setup(5, RescueOptions(), seed).leader for seed in range(30)} == set(range(5))


# ---------------------------------------------------------------- Rolling
def test_roll_rerolls_only_dice_not_set_aside_and_is_private() -> None:
    s = new(3)
    with pytest.raises(IllegalAction):
        GAME.apply(s, 0, RollAction())  # countdown: frozen
    go(s)
    ev = GAME.apply(s, 0, RollAction())
    assert ev[0].kind == "roll" and ev[0].visible_to == {0}
    assert all(1 <= v <= 6 for v in s.dice[0].values)
    GAME.apply(s, 0, ToggleAction(die=1))
    GAME.apply(s, 0, ToggleAction(die=4))
    kept = (s.dice[0].values[1], s.dice[0].values[4])
    for _ in range(10):
        GAME.apply(s, 0, RollAction())
        assert (s.dice[0].values[1], s.dice[0].values[4]) == kept
    GAME.apply(s, 0, RollAction(keep=[0, 1, 2, 3]))
    assert s.dice[0].aside == [True] * 4 + [False]
    with pytest.raises(IllegalAction):
        GAME.apply(s, 0, RollAction(keep=[0, 1, 2, 3, 4]))
    with pytest.raises(IllegalAction):
        GAME.apply(s, 0, ToggleAction(die=5))  # no gray die held


def test_toggle_needs_a_rolled_die() -> None:
    s = new(3)
    with pytest.raises(IllegalAction):
        GAME.apply(s, 0, ToggleAction(die=0))


# ---------------------------------------------------------------- Claims, windows, countdown
def test_valid_claim_opens_window_then_rescue_and_countdown() -> None:
    """Rescue Animals, "2. Rescuing Endangered Animals"."""
    s = new(4, claim_window_ms=250, countdown_s=2.5)
    go(s)
    uid = s.display[1]
    give(s, 2, uid)
    ev = GAME.apply(s, 2, RescueAction(card=uid))
    assert ev[0].kind == "claim" and ev[0].visible_to is None
    assert s.phase == "window"
    (t,) = GAME.timers(s)
    assert t.key == f"window:{s.seq}" and t.delay_s == 0.25 and t.action["kind"] == "close_window"
    with pytest.raises(IllegalAction):
        GAME.apply(s, 1, RollAction())  # everyone stops rolling
    ev = close(s)
    assert [e.kind for e in ev] == ["rescue", "countdown"]
    assert s.round_rescues[2] == [uid] and s.display[1] is None and phase_now(s) == "countdown"
    (t,) = GAME.timers(s)
    assert t.key == f"go:{s.seq}" and t.delay_s == 2.5
    assert s.dice[2].values == [0] * 5  # the rescuer picks up their dice


def test_invalid_claim_rejected() -> None:
    s = new(3)
    go(s)
    put_display(s, [uids("mountain_gorilla")[0], uids("sumatran_orangutan")[0]])
    set_dice(s, 0, 6, [4, 6, 6, 6])  # black 6: neither black 2 nor black 1
    before = s.model_dump()
    for uid in s.display:
        with pytest.raises(IllegalAction, match="do not meet"):
            GAME.apply(s, 0, RescueAction(card=uid))
    with pytest.raises(IllegalAction, match="not on display"):
        GAME.apply(s, 0, RescueAction(card=999))
    assert s.model_dump() == before
    set_dice(s, 0, 2, [4, 6, 6, 6])
    GAME.apply(s, 0, RescueAction(card=s.display[0]))


def test_claims_while_frozen_are_rejected_and_toggles_allowed() -> None:
    s = new(3)
    uid = s.display[0]
    give(s, 1, uid)
    with pytest.raises(IllegalAction, match="Go"):
        GAME.apply(s, 1, RescueAction(card=uid))  # round-start countdown
    GAME.apply(s, 1, ToggleAction(die=0))  # allowed while frozen
    go(s)
    rescue(s, 0, s.display[1])
    assert s.phase == "countdown"
    with pytest.raises(IllegalAction):
        GAME.apply(s, 1, RescueAction(card=uid))  # after-rescue countdown
    go(s)
    GAME.apply(s, 1, RescueAction(card=uid))


def test_tie_inside_window_decided_clockwise_from_leader() -> None:
    """Rescue Animals, "Ties": first tied player clockwise from the Conservation Leader."""
    s = new(4, leader=2)
    go(s)
    uid = s.display[0]
    for seat in (1, 3):
        give(s, seat, uid)
    GAME.apply(s, 1, RescueAction(card=uid))
    GAME.apply(s, 3, RescueAction(card=uid))  # inside the window: a tie
    ev = close(s)
    assert ev[0].kind == "tie" and ev[0].data["by"] == "clockwise" and ev[0].data["winner"] == 3
    assert s.round_rescues[3] == [uid] and s.round_rescues[1] == []
    # The loser keeps their dice.
    assert s.dice[1].values != [0] * 5


def test_tie_inside_window_won_by_gray_die() -> None:
    s = new(4, leader=0)
    s.gray_holder = 3
    s.dice[3] = PlayerDice(values=[0] * 6, aside=[False] * 6)
    go(s)
    uid = s.display[0]
    give(s, 0, uid)
    give(s, 3, uid)
    GAME.apply(s, 0, RescueAction(card=uid))
    GAME.apply(s, 3, RescueAction(card=uid))
    ev = close(s)
    assert ev[0].data["by"] == "gray" and ev[0].data["winner"] == 3
    assert ev[0].data["claimants"] == [0, 3] and ev[0].data["losers"] == [0]
    assert all(e.text == "" for e in ev)  # no English in the engine: the UI words kind + data


def test_claim_after_close_window_is_a_new_claim() -> None:
    s = new(4, leader=0)
    go(s)
    a, b = s.display[0], s.display[1]
    give(s, 0, a)
    GAME.apply(s, 0, RescueAction(card=a))
    first_window = GAME.timers(s)[0].key
    close(s)
    give(s, 1, b)
    go(s)
    ev = GAME.apply(s, 1, RescueAction(card=b))
    assert ev[0].data["opened_window"] is True
    assert GAME.timers(s)[0].key != first_window
    ev = close(s)
    assert ev[0].kind == "rescue" and ev[0].data["seat"] == 1


def test_loser_may_claim_again_after_restart() -> None:
    s = new(3, leader=0)
    go(s)
    a, b = s.display
    assert a is not None
    give(s, 0, a)
    black, whites = dice_for(species_of(a).requirement)
    set_dice(s, 1, black, whites)
    GAME.apply(s, 0, RescueAction(card=a))
    GAME.apply(s, 1, RescueAction(card=a))
    close(s)
    assert s.round_rescues[0] == [a]
    go(s)
    with pytest.raises(IllegalAction):
        GAME.apply(s, 1, RescueAction(card=a))  # gone from the display
    give(s, 1, b)
    GAME.apply(s, 1, RescueAction(card=b))
    close(s)
    assert s.round == 2


def test_stale_timer_actions_rejected() -> None:
    s = new(3)
    with pytest.raises(IllegalAction):
        GAME.apply(s, SYSTEM, GoAction(key="go:999"))
    with pytest.raises(IllegalAction):
        GAME.apply(s, SYSTEM, CloseWindowAction())
    with pytest.raises(IllegalAction):
        GAME.apply(s, 0, GoAction())  # players cannot fire timers
    with pytest.raises(IllegalAction):
        GAME.apply(s, SYSTEM, RollAction())


# ---------------------------------------------------------------- One rescue per round, gray die
def test_one_rescue_per_round_and_round_end_gray_die() -> None:
    """Rescue Animals, "2. Rescuing Endangered Animals" (one each) and the gray die rule."""
    s = new(3, leader=1)
    a, b = s.display
    rescue(s, 0, a)
    go(s)
    give(s, 0, b)
    with pytest.raises(IllegalAction, match="already rescued"):
        GAME.apply(s, 0, RescueAction(card=b))
    assert GAME.to_act(s) == {1, 2}
    ev = rescue(s, 2, b)
    kinds = [e.kind for e in ev]
    assert kinds[:5] == ["rescue", "round_end", "gray_die", "leader", "round_start"]
    assert s.gray_holder == 1 and s.leader == 2 and s.round == 2
    assert len(s.dice[1].values) == 6 and len(s.dice[0].values) == 5
    assert GAME.to_act(s) == {0, 1, 2}
    # The gray die moves on: next round seat 0 fails to rescue.
    c, d = s.display
    rescue(s, 1, c)
    go(s)
    rescue(s, 2, d)
    assert s.gray_holder == 0 and len(s.dice[1].values) == 5


def test_two_player_two_rescues_and_gray_die() -> None:
    """Rescue Animals, "Special Rule in 2-Player Games"."""
    s = new(2, leader=0)
    a, b, c = s.display
    rescue(s, 1, a)
    go(s)
    rescue(s, 1, b)
    go(s)
    give(s, 1, c)
    with pytest.raises(IllegalAction, match="two animals"):
        GAME.apply(s, 1, RescueAction(card=c))
    assert GAME.to_act(s) == {0}
    rescue(s, 0, c)
    assert s.gray_holder == 0  # seat 0 could not rescue a second animal
    s2 = new(2, leader=0, seed=3)
    a, b, c = s2.display
    rescue(s2, 0, a)
    go(s2)
    rescue(s2, 1, b)
    go(s2)
    rescue(s2, 0, c)
    assert s2.gray_holder == 1


def test_gray_die_counts_for_claims() -> None:
    s = new(3)
    s.gray_holder = 0
    go(s)
    put_display(s, [uids("giant_panda")[0], uids("fin_whale")[0]])
    set_dice(s, 0, 1, [4, 4, 1, 2], gray=4)
    uid = s.display[0]
    assert uid is not None
    me = GAME.view(s, 0).me
    assert me is not None
    assert uid in me.satisfied
    assert me.matches[uid] == [0, 1, 5]
    GAME.apply(s, 0, RescueAction(card=uid))


# ---------------------------------------------------------------- Game end, scoring
def test_scoring_pairs_and_gray_die() -> None:
    """Rescue Animals, "Scoring": protection + bonus per pair (2->1, 3->1, 4->2 pairs) + 2 for the gray die."""
    fw, orang, gor = uids("fin_whale"), uids("sumatran_orangutan"), uids("mountain_gorilla")
    assert score_seat(0, fw[:2], False).total == 1 + 1 + 3
    assert score_seat(0, orang[:3], False).total == 3 * 3 + 1
    four = score_seat(0, gor[:4], True)
    assert (four.protection, four.bonus, four.pairs, four.gray, four.total) == (12, 2, 2, 2, 16)
    assert score_seat(0, [fw[0], orang[0]], False).bonus == 0


def _sc(seat: int, total: int, rescued: int) -> SeatScore:
    return SeatScore(seat=seat, protection=total, bonus=0, pairs=0, gray=0, total=total, rescued=rescued)


def test_tie_breaks() -> None:
    """Rescue Animals, "Scoring" / "Ties": points, then most rescued, then gray die, then clockwise from leader."""
    places, detail = rank([_sc(0, 10, 3), _sc(1, 12, 3), _sc(2, 9, 3)], None, 0)
    assert places == [2, 1, 3] and "by" not in detail
    places, detail = rank([_sc(0, 12, 3), _sc(1, 12, 4), _sc(2, 9, 3)], None, 0)
    assert places == [2, 1, 3] and "most animals rescued" in detail
    places, detail = rank([_sc(0, 12, 4), _sc(1, 12, 4), _sc(2, 9, 3)], 1, 0)
    assert places == [2, 1, 3] and "gray die" in detail
    places, detail = rank([_sc(0, 12, 4), _sc(1, 12, 4), _sc(2, 12, 4), _sc(3, 12, 4)], None, 2)
    assert places == [3, 4, 1, 2] and "clockwise" in detail


def test_game_ends_when_deck_is_empty_with_outcome() -> None:
    s = new(5, leader=0)
    while s.phase != "over":
        order = [x for x in range(5) if len(s.round_rescues[x]) == 0]
        rescue(s, order[0], next(c for c in s.display if c is not None))
        if s.phase == "countdown" and s.round_rescues != [[]] * 5:
            pass
    assert s.round == 11 and not s.deck
    out = GAME.outcome(s)
    assert isinstance(out, Outcome) and sorted(out.places) == [1, 2, 3, 4, 5]
    assert GAME.timers(s) == [] and GAME.to_act(s) == set()
    v = GAME.view(s, None)
    assert v.final is not None and v.final.places == out.places
    # Seat 4 never rescued first: always the one without a rescue -> holds the gray die at the end.
    assert s.gray_holder == 4 and v.final.scores[4].gray == 2
    with pytest.raises(IllegalAction):
        GAME.apply(s, 0, RollAction())


# ---------------------------------------------------------------- Stall, view, bot hooks
def test_stall_auto_plays_idle_seats_only() -> None:
    s = new(3, leader=0, stall_s=60)
    go(s)
    GAME.apply(s, 0, RollAction())  # seat 0 is active
    (t,) = GAME.timers(s)
    assert t.key == "stall:0:1:0" and t.delay_s == 60 and t.action["kind"] == "stall"
    before0 = list(s.dice[0].values)
    ev = GAME.apply(s, SYSTEM, parse_action(GAME, t.action))
    assert ev[0].kind == "stall" and ev[0].data["seats"] == [1, 2]
    assert s.dice[0].values == before0 and s.rolls == [1, 1, 1]
    assert GAME.timers(s)[0].key != t.key or s.phase == "window"


def test_stall_claims_for_an_idle_seat_whose_dice_meet_an_animal() -> None:
    s = new(3, leader=0)
    go(s)
    give(s, 2, s.display[0])
    ev = GAME.apply(s, SYSTEM, parse_action(GAME, GAME.timers(s)[0].action))
    assert s.phase == "window" and any(e.kind == "claim" and e.data["seat"] == 2 for e in ev)


def test_view_hides_other_dice_and_old_rescues() -> None:
    s = new(3, leader=0)
    a, b = s.display
    rescue(s, 0, a)
    v1 = GAME.view(s, 1)
    assert v1.players[0].rescued_this_round[0].uid == a and v1.players[0].rescued_total == 1
    go(s)
    GAME.apply(s, 1, RollAction())
    me1 = GAME.view(s, 1).me
    assert me1 is not None
    text = me1.dice.text
    assert GAME.private_texts(s, 1) == {text}
    assert text not in GAME.view(s, 2).model_dump_json() and text not in GAME.view(s, None).model_dump_json()
    rescue(s, 2, b)
    v2 = GAME.view(s, 2)
    assert v2.players[0].rescued_this_round == [] and v2.players[0].rescued_total == 1
    assert str(a) not in [str(c.uid) for c in v2.players[0].rescued_this_round]
    me0 = GAME.view(s, 0).me
    assert me0 is not None
    assert me0.rescued[0].uid == a and GAME.view(None or s, None).me is None
    assert GAME.bot_delay(s, 0) == s.options.bot_roll_interval_s


def test_bot_claims_when_met_and_waits_when_frozen() -> None:
    from engine.core import Rng
    s = new(3, leader=0)
    assert GAME.bot_action(GAME.view(s, 1), 1, Rng.from_seed(1)) is None  # countdown
    go(s)
    a = GAME.bot_action(GAME.view(s, 1), 1, Rng.from_seed(1))
    assert a is not None and a.kind == "roll"
    give(s, 1, s.display[0])
    a = GAME.bot_action(GAME.view(s, 1), 1, Rng.from_seed(1))
    assert a is not None and a.kind == "rescue"
    assert GAME.default_action(s, 1).kind == "rescue"


def test_game_satisfies_protocol_and_registry() -> None:
    from engine.core import Game
    from engine.registry import get

    assert isinstance(GAME, Game) and get("rescue-animals") is GAME
    assert GAME.turn_timer is False and (GAME.min_players, GAME.max_players) == (2, 5)
    roll = parse_action(GAME, {"kind": "roll", "keep": [0, 4]})
    assert isinstance(roll, RollAction) and roll.keep == [0, 4]
    with pytest.raises(IllegalAction):
        parse_action(GAME, {"kind": "shout"})
    s = new(4)
    v = GAME.view(s, 1)
    assert type(v).model_validate_json(v.model_dump_json()) == v
