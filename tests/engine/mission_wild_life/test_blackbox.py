"""Black-box checks of the Mission: Wild Life engine against its rulebook.

Written from the rulebook (``seeds/000_fa1b235e38c6efb9.txt``) and GAPS.md section 1
only, against the public surface (``GAME`` protocol, action/state/view models, the
mission list as data). Situations are built with ``GAME.setup`` and then by editing
hands / tricks fields; every outcome is observed through ``GAME.apply``,
``GAME.legal_actions``, ``GAME.to_act``, ``GAME.view``, ``GAME.outcome`` and the
state's public fields. Each docstring names the rulebook heading it checks.

Card shorthand in this file: ``"R5"`` = red 5; C = gray (cloud), B = blue,
G = green, S = gold (sun), R = red.
"""
from __future__ import annotations

from collections.abc import Sequence

import pytest

from engine.core import IllegalAction, Model
from engine.games.mission_wild_life import GAME
from engine.games.mission_wild_life import missions as M
from engine.games.mission_wild_life.actions import MWLAction, PassAction, PlayAction
from engine.games.mission_wild_life.state import MWLOptions, MWLState, WonMission
from tests.engine.phases import phase_now

_COL = {"C": "gray", "B": "blue", "G": "green", "S": "gold", "R": "red"}
ALL_CARDS = [f"{c}-{n}" for c in ("gray", "blue", "green", "gold", "red") for n in range(1, 9)]


def cid(short: str) -> str:
    """``"R5"`` -> ``"red-5"``."""
    return f"{_COL[short[0]]}-{int(short[1:])}"


def cs(text: str) -> list[str]:
    """``"R5 B1"`` -> ``["red-5", "blue-1"]``."""
    return [cid(t) for t in text.split()]


def colour(c: str) -> str:
    return c.split("-")[0]


def number(c: str) -> int:
    return int(c.split("-")[1])


def new(n: int = 3, seed: int = 1, **opts: object) -> MWLState:
    return GAME.setup(n, MWLOptions(**opts), seed)


def play(st: MWLState, seat: int, card: str) -> None:
    GAME.apply(st, seat, PlayAction(card=card))


def played_cards(actions: Sequence[Model]) -> list[str]:
    """The cards of ``actions``, each a play of one card (fails the test on any other action)."""
    cards = []
    for a in actions:
        assert isinstance(a, PlayAction), a
        cards.append(a.card)
    return cards


def _spare_out_card(st: MWLState, used: set[str]) -> None:
    """Keep the 3-player out-of-game card disjoint from the cards a test uses."""
    if st.out_card is not None and st.out_card in used:
        st.out_card = next(c for c in reversed(ALL_CARDS) if c not in used)


def trick_setup(st: MWLState, hands: list[str], leader: int = 0) -> None:
    """Give each seat the hand ``hands[seat]`` (shorthand) and make ``leader`` lead."""
    st.hands = [cs(h) for h in hands]
    st.leader = st.turn = leader
    st.trick = []
    st.display_flash = []  # keep flash missions out of trick-only tests
    used = {c for h in st.hands for c in h}
    assert len(used) == sum(len(h) for h in st.hands)
    _spare_out_card(st, used)


def run_trick(st: MWLState, plays: list[tuple[int, str]]) -> int:
    """Play one whole trick (seat, shorthand card) and return its winner."""
    before = st.tricks_played
    for seat, c in plays:
        play(st, seat, cid(c))
    assert st.last_trick is not None and st.last_trick.number == before + 1
    return st.last_trick.winner


def _best_lead(final: list[str]) -> str:
    """My own reading of who wins when ``final``'s best card leads (used only to
    build a final trick that the chosen seat wins)."""
    golds = [c for c in final if colour(c) == "gold"]
    pool = golds or [c for c in final if colour(c) == colour(final[0])]
    nums = {number(c) for c in pool}
    if 1 in nums and 8 in nums:
        return next(c for c in pool if number(c) == 1)
    return max(pool, key=number)


def finish_round(st: MWLState, won: list[list[str]], last_winner: int, *,
                 research: str | None = None, no_research: bool = False, adventure: str | None = None,
                 flash: list[str] | None = None) -> None:
    """Round-end situation: ``won[seat]`` = that seat's won tricks (shorthand strings).

    The LAST trick listed for ``last_winner`` (exactly ``seats`` cards) is not
    pre-placed: it is played for real as the round's last trick, led by
    ``last_winner`` with the card that wins it. So after this returns, every seat
    holds exactly the tricks listed in ``won`` and the round has ended.
    """
    n = st.seats
    tricks = [[cs(t) for t in ts] for ts in won]
    final = tricks[last_winner].pop()
    assert len(final) == n
    used = [c for ts in tricks for t in ts for c in t] + final
    assert len(used) == len(set(used)), "a card appears twice"
    _spare_out_card(st, set(used))
    lead = _best_lead(final)
    others = [c for c in final if c != lead]
    order = [(last_winner + k) % n for k in range(n)]
    st.hands = [[] for _ in range(n)]
    st.hands[order[0]] = [lead]
    for s, c in zip(order[1:], others, strict=True):
        st.hands[s] = [c]
    st.tricks_won = tricks
    st.tricks_played = sum(len(ts) for ts in tricks)
    st.tricks_per_round = st.tricks_played + 1
    st.played = [c for ts in tricks for t in ts for c in t]
    st.trick = []
    st.leader = st.turn = last_winner
    if research is not None:
        st.display_research = research
        st.research_stack = [m for m in st.research_stack if m != research]
    if adventure is not None:
        st.display_adventure = adventure
        st.adventure_stack = [m for m in st.adventure_stack if m != adventure]
    if no_research:
        st.display_research = None
    st.display_flash = list(flash or [])
    st.flash_stack = [m for m in st.flash_stack if m not in st.display_flash]
    assert st.round == 1
    for s in order:
        play(st, s, st.hands[s][0])
    assert st.last_trick is not None and st.last_trick.winner == last_winner, "helper built a wrong final trick"


def won_of_type(st: MWLState, kind: str, rnd: int = 1) -> list[list[WonMission]]:
    return [[w for w in ws if w.type == kind and w.round == rnd] for ws in st.missions]


def winners_of(st: MWLState, kind: str, rnd: int = 1) -> list[int]:
    return [s for s, ws in enumerate(won_of_type(st, kind, rnd)) if ws]


def tokens(k: int) -> list[WonMission]:
    return [WonMission(mission_id=None, name="Mission token", type="research", round=0, reason="test")
            for _ in range(k)]


# ================================================================ setup


@pytest.mark.parametrize("n,size", [(3, 13), (4, 10), (5, 8)])
def test_hand_sizes(n: int, size: int) -> None:
    """Setup ("distribute them ... evenly ... three players, one card left over ...
    face up"); GAPS.md "Hands": 13 / 10 / 8, one out-of-game card with 3 players."""
    st = new(n, seed=7)
    assert [len(h) for h in st.hands] == [size] * n
    assert (st.out_card is not None) == (n == 3)
    dealt = [c for h in st.hands for c in h] + ([st.out_card] if st.out_card else [])
    assert sorted(dealt) == sorted(ALL_CARDS)
    assert st.tricks_per_round == size
    # "Reveal one mission of each type."
    assert st.display_research in M.deck("research", False)
    assert st.display_adventure in M.deck("adventure", False)
    assert len(st.display_flash) == 1 and st.display_flash[0] in M.deck("flash", False)
    # the out-of-game card is public ("face up and visible to everyone")
    if n == 3:
        shown = GAME.view(st, None).out_card
        assert shown is not None
        assert shown.id == st.out_card


def test_mission_list_counts() -> None:
    """Mission Cards lists (13 research, 15 adventure, 15 flash) + GAPS.md additions:
    normal decks 13/15/16, expert adds 3/5/9; Kiwi reads "Most", not "Must"."""
    assert len(M.deck("research", False)) == 13
    assert len(M.deck("adventure", False)) == 15
    assert len(M.deck("flash", False)) == 16
    assert len(M.deck("research", True)) == 16
    assert len(M.deck("adventure", True)) == 20
    assert len(M.deck("flash", True)) == 25
    assert "wolf" in M.deck("flash", False)
    assert M.get("kiwi").text.startswith("Most")
    assert M.get("crab").text == "Fewest tricks that contain blue and/or green cards."


@pytest.mark.parametrize("flash_per_round", [1, 2, 3])
def test_out_of_game_card_never_names_a_displayed_mission(flash_per_round: int) -> None:
    """Setup: "If this card explicitly affects one of your missions, then you draw a new
    mission ... and put the unfulfillable mission back under the stack" (e.g. Beaver
    with the green 1 out). GAPS.md: exact-card missions only; repeat until none is affected."""
    exact = {"starfish": "blue-5", "beaver": "green-1", "toucan": "red-4", "octopus": "blue-8",
             "deer": "green-6", "pelican": "red-7", "cockatoo": "gold-2", "pangolin": "gray-7"}
    swapped = 0
    for seed in range(600):
        st = new(3, seed=seed, flash_per_round=flash_per_round)
        assert len(st.display_flash) == flash_per_round
        for m in st.display_flash:
            assert exact.get(m) != st.out_card, (seed, m, st.out_card)
        if st.flash_stack and exact.get(st.flash_stack[-1]) == st.out_card:
            swapped += 1  # the unfulfillable mission went under the stack
    assert swapped > 0


def test_beaver_example_out_card_swap() -> None:
    """Setup example: "the Beaver: 'Win the green 1' and the green 1 is out of the game"
    -> a new flash mission is drawn, Beaver goes under the stack."""
    found = 0
    for seed in range(3000):
        st = new(3, seed=seed, flash_per_round=3)
        if st.out_card == "green-1" and "beaver" not in st.display_flash and st.flash_stack[-1] == "beaver":
            found += 1
        if st.out_card == "green-1":
            assert "beaver" not in st.display_flash
    assert found > 0


def test_iguana_not_swapped_by_out_card() -> None:
    """GAPS.md "Out-of-game card": only missions naming the exact card are swapped; an
    Iguana-type mission ("the last red, green, or blue 3") stays when a 3 is out."""
    shown = 0
    for seed in range(3000):
        st = new(3, seed=seed, flash_per_round=3)
        if st.out_card in ("red-3", "green-3", "blue-3") and "iguana" in st.display_flash:
            shown += 1
    assert shown > 0


# ================================================================ tricks


def test_example_gold_trump() -> None:
    """Trump: Golden cards. Example: A blue 8, B blue 5, C (no blue) gold 2 -> C wins."""
    st = new(3)
    trick_setup(st, ["B8 R1", "B5 R2", "S2 G1"])
    assert run_trick(st, [(0, "B8"), (1, "B5"), (2, "S2")]) == 2


def test_example_gray_evade() -> None:
    """Evade: Gray cards. Example: A red 5; B may play gray 7 while holding red; red wins."""
    st = new(3)
    trick_setup(st, ["R5 B1", "C7 R2", "G3 B2"])
    play(st, 0, "red-5")
    assert "gray-7" in played_cards(GAME.legal_actions(st, 1))
    play(st, 1, "gray-7")
    play(st, 2, "green-3")
    assert st.last_trick is not None and st.last_trick.winner == 0


def test_example_one_beats_eight() -> None:
    """1 beats 8 (of the same color). Example: A red 8, B gray 4, C red 1 -> C wins."""
    st = new(3)
    trick_setup(st, ["R8 B1", "C4 B2", "R1 B3"])
    assert run_trick(st, [(0, "R8"), (1, "C4"), (2, "R1")]) == 2


def test_example_one_beats_eight_but_trump_higher() -> None:
    """1 beats 8 example, second half: B plays a gold card instead -> B wins (trump)."""
    st = new(3)
    trick_setup(st, ["R8 B1", "S3 B2", "R1 B3"])
    assert run_trick(st, [(0, "R8"), (1, "S3"), (2, "R1")]) == 1


def test_highest_of_led_colour_wins_offsuit_ignored() -> None:
    """Gameplay: "The player who played the highest card in the color of the trick wins"
    — a higher card of another (non-gold) colour does not win."""
    st = new(4)
    trick_setup(st, ["B3 R1", "R8 G1", "B6 G2", "G8 C1"])
    assert run_trick(st, [(0, "B3"), (1, "R8"), (2, "B6"), (3, "G8")]) == 2


def test_highest_gold_wins() -> None:
    """Trump: "If there is at least one golden card in the trick, the highest golden card wins."""
    st = new(4)
    trick_setup(st, ["R8 B1", "S3 G1", "S7 G2", "R2 C1"])
    assert run_trick(st, [(0, "R8"), (1, "S3"), (2, "S7"), (3, "R2")]) == 2


def test_gold_led_highest_gold_wins() -> None:
    """Trump / Gameplay: a gold lead; the highest gold wins."""
    st = new(3)
    trick_setup(st, ["S4 B1", "S6 G1", "R8 G2"])
    assert run_trick(st, [(0, "S4"), (1, "S6"), (2, "R8")]) == 1


def test_gray_never_wins_unless_led() -> None:
    """Evade: "You can only win a trick with gray cards if gray is played as the leading color"."""
    st = new(3)
    trick_setup(st, ["R2 B1", "C8 G1", "C6 G2"])
    assert run_trick(st, [(0, "R2"), (1, "C8"), (2, "C6")]) == 0


def test_gray_led_gray_wins() -> None:
    """Evade: gray led -> the highest gray wins; other colours (void players) do not."""
    st = new(3)
    trick_setup(st, ["C3 B1", "R8 G1", "C5 G2"])
    assert run_trick(st, [(0, "C3"), (1, "R8"), (2, "C5")]) == 2


def test_gray_led_gold_still_trumps() -> None:
    """Trump: gold is higher than the colour of the trick, also when gray was led."""
    st = new(3)
    trick_setup(st, ["C8 B1", "S1 G1", "C5 G2"])
    assert run_trick(st, [(0, "C8"), (1, "S1"), (2, "C5")]) == 1


def test_one_beats_eight_in_led_colour_beats_the_seven_too() -> None:
    """1 beats 8: "the 1 is higher than the 8 in that trick" — and so higher than
    everything the 8 beats (red 7 here)."""
    st = new(3)
    trick_setup(st, ["R8 B1", "R7 B2", "R1 B3"])
    assert run_trick(st, [(0, "R8"), (1, "R7"), (2, "R1")]) == 2


def test_one_without_eight_is_lowest() -> None:
    """1 beats 8 only "if the 1 and 8 of the same color are played in a trick"."""
    st = new(3)
    trick_setup(st, ["R7 B1", "R1 B2", "R3 B3"])
    assert run_trick(st, [(0, "R7"), (1, "R1"), (2, "R3")]) == 0


def test_one_beats_eight_in_gold() -> None:
    """1 beats 8 (of the same color) applies to gold: gold 8 and gold 1 -> gold 1 wins."""
    st = new(4)
    trick_setup(st, ["B3 R1", "S8 G1", "S1 G2", "S5 C1"])
    assert run_trick(st, [(0, "B3"), (1, "S8"), (2, "S1"), (3, "S5")]) == 2


def test_one_beats_eight_in_gray_led() -> None:
    """1 beats 8 with gray led: gray 8 and gray 1 -> gray 1 wins."""
    st = new(3)
    trick_setup(st, ["C8 B1", "C1 B2", "C4 B3"])
    assert run_trick(st, [(0, "C8"), (1, "C1"), (2, "C4")]) == 1


def test_one_and_eight_of_a_colour_neither_led_nor_gold_do_not_matter() -> None:
    """1 beats 8 only changes the order within a colour; a red 1 + red 8 in a
    blue-led trick cannot win (Gameplay: highest card in the colour of the trick)."""
    st = new(3)
    trick_setup(st, ["B3 G1", "R8 G2", "R1 G3"])
    assert run_trick(st, [(0, "B3"), (1, "R8"), (2, "R1")]) == 0


def test_gray_one_and_eight_offsuit_do_not_win() -> None:
    """Evade + 1 beats 8: gray 1 and gray 8 in a red-led trick -> red wins."""
    st = new(3)
    trick_setup(st, ["R2 B1", "C8 G1", "C1 G2"])
    assert run_trick(st, [(0, "R2"), (1, "C8"), (2, "C1")]) == 0


def test_winner_leads_next_trick() -> None:
    """Gameplay: "The player who won the trick starts the next trick."""
    st = new(4)
    trick_setup(st, ["B3 R1 R2", "B8 G1 G2", "B6 G3 G4", "B5 C1 C2"])
    assert run_trick(st, [(0, "B3"), (1, "B8"), (2, "B6"), (3, "B5")]) == 1
    assert GAME.to_act(st) == {1}
    assert st.leader == 1 and st.turn == 1
    with pytest.raises(IllegalAction):
        play(st, 2, "green-3")
    # and play continues clockwise from the winner
    play(st, 1, "green-1")
    assert GAME.to_act(st) == {2}


def test_trick_won_kept_separately() -> None:
    """Gameplay: each trick "is placed separately in front of them"."""
    st = new(3)
    trick_setup(st, ["B8 B7 R1", "B1 B2 R2", "B3 B4 R3"])
    run_trick(st, [(0, "B8"), (1, "B2"), (2, "B3")])
    run_trick(st, [(0, "B7"), (1, "B1"), (2, "B4")])
    assert [sorted(t) for t in st.tricks_won[0]] == [sorted(cs("B8 B2 B3")), sorted(cs("B7 B1 B4"))]


# ---------------------------------------------------------------- follow suit


def _legal(st: MWLState, seat: int) -> set[str]:
    return set(played_cards(GAME.legal_actions(st, seat)))


def test_leader_may_lead_anything() -> None:
    """Gameplay: the first card determines the leading colour (no lead restriction)."""
    st = new(3)
    trick_setup(st, ["S1 C2 R3 B4 G5", "B1", "B2"])
    assert _legal(st, 0) == set(cs("S1 C2 R3 B4 G5"))


def test_follow_suit_when_possible_gray_allowed() -> None:
    """Gameplay "must play a card of the same color" + Evade (gray always playable) +
    Trump ("Golden cards cannot be played if the player is under color constraint")."""
    st = new(3)
    trick_setup(st, ["B5 R1", "B2 B7 C3 S8 R4 G6", "G1 G2"])
    play(st, 0, "blue-5")
    assert _legal(st, 1) == set(cs("B2 B7 C3"))
    for bad in ("gold-8", "red-4", "green-6"):
        snapshot = st.model_dump()
        with pytest.raises(IllegalAction):
            play(st, 1, bad)
        assert st.model_dump() == snapshot  # rejected action leaves the state untouched
    play(st, 1, "gray-3")  # evade is allowed


def test_void_may_play_anything() -> None:
    """Gameplay: "If a player does not have a card in the leading color ..., they may play
    a card in any color" (gold included: Trump example, C plays gold 2)."""
    st = new(3)
    trick_setup(st, ["B5 R1", "C3 S8 R4 G6", "G1 G2"])
    play(st, 0, "blue-5")
    assert _legal(st, 1) == set(cs("C3 S8 R4 G6"))


def test_gold_led_must_follow_gold() -> None:
    """Gameplay/Trump: gold led is a colour constraint too; gold is playable because gold
    was led; gray still allowed; other colours not."""
    st = new(3)
    trick_setup(st, ["S5 R1", "S2 R4 C1 B3", "G1 G2"])
    play(st, 0, "gold-5")
    assert _legal(st, 1) == set(cs("S2 C1"))
    with pytest.raises(IllegalAction):
        play(st, 1, "red-4")


def test_gray_led_must_follow_gray() -> None:
    """Gameplay: gray led imposes the colour constraint like any colour; holding gray,
    gold and other colours are not playable."""
    st = new(3)
    trick_setup(st, ["C5 R1", "C2 S4 B3", "G1 G2"])
    play(st, 0, "gray-5")
    assert _legal(st, 1) == {"gray-2"}
    with pytest.raises(IllegalAction):
        play(st, 1, "gold-4")


def test_not_your_turn_and_not_in_hand() -> None:
    """Gameplay: clockwise order; a player plays one of their own hand cards."""
    st = new(3)
    trick_setup(st, ["B5 R1", "B2 R4", "G1 G2"])
    with pytest.raises(IllegalAction):
        play(st, 1, "blue-2")
    with pytest.raises(IllegalAction):
        play(st, 0, "green-1")
    assert GAME.legal_actions(st, 1) == []


# ================================================================ research / adventure


# (mission, won tricks per seat (3 players), seat that wins the last trick, expected winners)
ROUND_END_CASES: list[tuple[str, list[list[str]], int, list[int]]] = [
    # Research: fewest, "At least one trick!" (seat with no trick is not considered)
    ("humming-bird", [["R1 C2 B3", "R2 G4 B5"], ["R3 G1 G2", "B1 B2 C1"], []], 0, [1]),
    ("humming-bird", [["R1 C2 B3", "R2 G4 B5"], ["R3 G1 G2"], ["C3 C4 C5"]], 2, [2]),
    ("lizard", [["G1 R6 R1"], ["G3 R2 R3", "G4 R4 R5"], []], 0, [0]),
    ("lizard", [["G1 R6 R1"], ["G3 R2 R3"], []], 1, [0, 1]),
    ("seahorse", [["B8 R1 R2"], ["B1 B2 B3", "C1 C2 C3"], ["B7 R3 R4"]], 0, [1]),  # points, not cards
    ("mouse", [["C1 B1 G1"], ["R8 R7 R6"], ["C2 B2 G2"]], 1, [0]),
    ("desert-fox", [["C1 C2 R1"], ["C3 R2 R3"], ["R4 R5 R6"]], 2, [2]),
    ("bat", [["S8 R1 R2"], ["S1 S2 S3"], ["S7 B1 B2"]], 1, [1]),
    ("racoon", [["R1 R3 R5"], ["R2 R4 R7"], ["G2 G4 G6"]], 0, [2]),
    ("meerkat", [["R5 R6 R7"], ["R8 R1 R2"], ["G5 G1 G2"]], 2, [1, 2]),
    ("wombat", [["R8 G8 B1"], ["B8 B2 B3"], []], 0, [1]),
    ("jellyfish", [["R6 R1 R2"], ["G6 B6 C1"], ["R3 R4 R5"]], 1, [2]),
    ("tree-frog", [["R4 G4 C1"], ["B4 B1 B2"], ["C4 S4 R1"]], 2, [1]),
    ("puffer-fish", [["R2 R3 R4"], ["G2 G3 G4"], ["B2 B3 B4"]], 0, [0, 1, 2]),
    # Crab has no "At least one trick!": a seat with no trick has 0 and wins
    ("crab", [["B1 R1 R2"], ["G1 R3 R4"], []], 0, [2]),
    # Adventure: most; a best value of 0 wins nothing (GAPS.md)
    ("sea-eagle", [["R1 R2 C1"], ["R3 G1 G2"], ["B1 B2 B3"]], 2, [0]),
    ("rhino", [["G4 G2 G1"], ["G8 R1 R2"], ["B1 B2 B3"]], 0, [1]),  # 7 points (FAQ) < 8
    ("orca", [["B1 R1 R2", "B2 R3 R4"], ["B3 B4 B5"], []], 1, [0]),
    ("elephant", [["R1 R2 R3", "R4 R5 R6"], ["G1 G2 G3", "G4 G5 G6", "G7 G8 C1"], ["B1 B2 B3"]], 1, [1]),
    ("gorilla", [["R1 R2 R3", "C1 R4 R5"], ["G1 G2 G3", "G4 G5 G6"], ["C2 C3 C4", "C5 B1 B2", "C6 B3 B4"]],
     2, [1]),
    ("owl", [["R1 R2 R3", "S1 R4 R5"], ["G1 G2 G3", "G4 G5 G6"], ["S2 S3 S4", "S5 B1 B2", "S6 B3 B4"]],
     0, [1]),
    ("zebra", [["R2 R4 R1"], ["G2 G4 G6"], ["B1 B3 B5"]], 2, [1]),
    ("kangaroo", [["R1 R2 R3"], ["R4 R5 R6"], ["G1 G2 G3"]], 1, [0, 2]),
    ("giraffe", [["R7 G7 R1"], ["B7 C1 C2"], []], 0, [0]),
    ("giraffe", [["R1 R2 R3"], ["B1 C1 C2"], ["G1 G2 G3"]], 1, []),  # nobody has a 7
    ("bison", [["R5 R1 R2"], ["G5 G1 G2"], ["B1 B2 B3"]], 2, [0, 1]),
    ("lama", [["R3 G3 B1"], ["B3 C1 C2"], []], 1, [0]),
    ("antelope", [["R1 G1 B2"], ["S1 C2 C3"], ["B1 C1 R2"]], 0, [0, 2]),
    ("hippo", [["B1 B2 R1"], ["G1 G2 G3"], ["B3 G4 R2"]], 1, [1]),
    ("heron", [["R8 B8 C1"], ["R1 R2 R3", "B1 B2 B3"], ["R7 B7 G8"]], 2, [0]),
    ("ostrich", [["G1 C1 C2", "R1 C3 C4"], ["G2 R2 B1"], ["B2 B3 B4", "S1 S2 S3"]], 2, [0]),
    # Expert (GAPS.md section 1)
    ("camel", [["R1 R2 R3", "R4 R5 R6", "R7 R8 C1"], ["G1 G2 G3", "G4 G5 G6", "G7 G8 C2"], ["B1 B2 B3"]],
     2, [2]),  # FAQ: the two with most tricks are both first, the next is second
    ("camel", [["R1 R2 R3", "R4 R5 R6", "R7 R8 C1"], ["G1 G2 G3", "G4 G5 G6"], ["B1 B2 B3", "B4 B5 B6"]],
     0, [1, 2]),
    ("quokka", [["C1 C2 B1"], ["C3 G1 G2"], ["R8 R7 R5"]], 2, [1]),  # points 4, 6, 20
    ("quokka", [[], ["C1 C2 C3"], ["R8 R7 R5"]], 1, [2]),  # the seat without a trick is not first
    ("quokka", [["C1 C2 B1"], ["C3 R1"], ["R8 R7 R5"]], 0, [2]),  # 4, 4 both first (FAQ) -> 20 second
    ("robin", [["R1 R2 G1"], ["B1 B2 B3"], []], 0, [0]),  # no trick -> not considered (0 would win)
    ("red-panda", [["R1 R2 R3"], ["B1 B2 C3"], []], 1, [1]),
    ("red-panda", [["R1 R2 R3", "R4 G1 G2"], ["B1 B2 G3"], ["C1 S1 S2"]], 0, [1, 2]),
    ("robin", [["R1 R2 G1"], ["B1 B2 B3"], ["C1 C2 S1", "S2 S3 C3"]], 2, [0]),
    ("koi", [["G1 R1 B1", "G2 R2 C1"], ["G3 R3 B3", "G4 R4 B4"], ["G5 G6 G7"]], 1, [1]),
    ("polar-bear", [["R1 R2 R3", "R4 G1 G2"], ["B1 B2 B3", "B4 B5 C1"], []], 1, [1]),
    ("kiwi", [["R1 R2 R3", "G1 G4 G5"], ["B6 B7 B8"], ["C1 C2 C3", "C4 C5 C6", "C7 C8 S1"]], 2, [2]),
]


@pytest.mark.parametrize("mission,won,last,expected", ROUND_END_CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(ROUND_END_CASES)])
def test_round_end_mission_award(mission: str, won: list[list[str]], last: int, expected: list[int]) -> None:
    """Missions (Animal Cards): adventure/research missions are won at round end "by the
    player who best fulfilled the condition", over "all the cards a player won in their
    tricks this round"; "Caution! Many of the research missions require at least one
    trick!"; ties: "all players involved in the tie win the mission"; FAQ on points,
    Camel/Quokka places, Koi sets, weakest/strongest colour; GAPS.md: "most" needs > 0.
    """
    kind = M.get(mission).type
    st = new(3, seed=11, expert=True)
    finish_round(st, won, last, research=mission if kind == "research" else None,
                 adventure=None if kind == "research" else mission)
    got = won_of_type(st, kind)
    assert winners_of(st, kind) == expected, [[(w.name, w.reason) for w in ws] for ws in got]
    for s in expected:
        assert len(got[s]) == 1
    if expected:
        # one tied player gets the card itself, the others a face-down card of the same stack
        real = [s for s in expected if got[s][0].mission_id == mission and not got[s][0].face_down]
        assert len(real) == 1
        assert all(got[s][0].face_down for s in expected if s not in real)
    else:
        # nobody qualifies -> the mission goes under its stack (GAPS.md)
        stack = st.research_stack if kind == "research" else st.adventure_stack
        assert stack[-1] == mission


def test_orangutan_faq_example() -> None:
    """FAQ (Orangutan ...): "a player won five blue, seven gray and four green cards ...
    Green therefore is their weakest color. The player now compares whether the other
    players have won more than four cards in their weakest color." Seat 1's weakest is
    gold with 5 (> 4) -> seat 1 wins; seat 2's weakest is gold with 3."""
    won = [
        ["B1 B2 B3", "B4 B5 C1", "C2 C3 C4", "C5 C6 C7", "G1 G2 G3", "G4"],  # 5 blue, 7 gray, 4 green
        ["R1 R2 R3", "R4 R5 R6", "S1 S2 S3", "S4 S5"],  # 6 red, 5 gold
        ["S6 S7 S8"],
    ]
    st = new(3, seed=3, expert=True)
    finish_round(st, won, 2, adventure="orangutan")
    assert winners_of(st, "adventure") == [1]


def test_orangutan_faq_example_seat_with_four_wins_when_nobody_has_more() -> None:
    """FAQ (Orangutan): with nobody above four in their weakest colour, the FAQ player
    (weakest green = 4) wins."""
    won = [
        ["B1 B2 B3", "B4 B5 C1", "C2 C3 C4", "C5 C6 C7", "G1 G2 G3", "G4"],
        ["R1 R2 R3", "R4 R5 R6", "S1 S2 S3"],  # weakest gold 3
        ["S6 S7 S8"],
    ]
    st = new(3, seed=3, expert=True)
    finish_round(st, won, 2, adventure="orangutan")
    assert winners_of(st, "adventure") == [0]


def test_camel_four_players_second_place() -> None:
    """FAQ (Camel, Quokka): "If several players have the most tricks ..., they all count as
    first place and the next player counts as second." 4 players: 3, 3, 2, 1 -> seat 2."""
    won = [
        ["R1 R2 R3 R4", "R5 R6 R7 R8", "C1 C2 C3 C4"],
        ["G1 G2 G3 G4", "G5 G6 G7 G8", "C5 C6 C7 C8"],
        ["B1 B2 B3 B4", "B5 B6 B7 B8"],
        ["S1 S2 S3 S4"],
    ]
    st = new(4, seed=3, expert=True)
    finish_round(st, won, 3, adventure="camel")
    assert winners_of(st, "adventure") == [2]


def test_quokka_four_players_tied_second() -> None:
    """FAQ (Camel, Quokka): fewest points 2 is first; 6 and 6 are both second."""
    won = [["C1 B1"], ["C3 G3"], ["C4 G2"], ["R8 R7 R6 R5"]]
    st = new(4, seed=3, expert=True)
    # the last trick must hold 4 cards: seat 3 wins it
    finish_round(st, won, 3, research="quokka")
    assert winners_of(st, "research") == [1, 2]


def test_camel_nobody_second_is_nobody() -> None:
    """FAQ (Camel): all tied for most tricks count as first, so nobody is second, and a
    "second" with 0 tricks wins nothing. AMBIGUOUS: the book does not say what happens
    when there is no second place; this follows the engine (and GAPS.md's "most needs
    a best value above 0"): nobody wins, the card goes under its stack."""
    for won in ([["R1 R2 R3", "R4 R5 R6"], ["G1 G2 G3", "G4 G5 G6"], ["B1 B2 B3", "B4 B5 B6"]],
                [["R1 R2 R3", "R4 R5 R6"], [], []]):
        st = new(3, seed=11, expert=True)
        finish_round(st, won, 0, adventure="camel", no_research=True)
        assert winners_of(st, "adventure") == []
        assert st.adventure_stack[-1] == "camel"


def test_tie_card_comes_from_the_same_stack() -> None:
    """Missions: "Give the mission card to one player and a face-down card from this mission
    stack to the other player(s)." Lizard tie between seats 0 and 1."""
    st = new(3, seed=5)
    before = list(st.research_stack)
    finish_round(st, [["G1 R6 R1"], ["G3 R2 R3"], []], 1, research="lizard")
    before = [m for m in before if m != "lizard"]
    got = won_of_type(st, "research")
    assert [len(g) for g in got] == [1, 1, 0]
    # one card drawn face down + one newly revealed for round 2
    assert len(st.research_stack) == len(before) - 2
    assert st.round == 2


def test_unwon_missions_go_under_their_stacks_and_three_new_are_revealed() -> None:
    """Missions: "Flash missions that were not won at the end of a round ... are placed
    back on the bottom of the flash mission stack"; Game End: "a new round starts with
    three new mission cards"."""
    st = new(3, seed=5)
    finish_round(st, [["R1 R2 R3"], ["B1 B2 B3"], ["G1 G2 G4"]], 0, research="crab", adventure="giraffe",
                 flash=["cockatoo"])
    assert st.round == 2
    assert st.flash_stack[-1] == "cockatoo"
    assert st.adventure_stack[-1] == "giraffe"
    assert st.display_research and st.display_research != "crab"
    assert st.display_adventure and st.display_adventure != "giraffe"
    assert len(st.display_flash) == 1 and st.display_flash != ["cockatoo"]
    assert st.flash_won_round == []
    assert all(t == [] for t in st.tricks_won)  # tricks are "this round"
    assert [len(h) for h in st.hands] == [13, 13, 13]


def test_next_round_starter_is_left_of_previous() -> None:
    """GAPS.md "Starting player": later rounds start with the player left of the previous
    round's starter (seat i+1)."""
    st = new(4, seed=5, first_player=3)  # seat numbers count from 1
    assert st.round_starter == 2 and GAME.to_act(st) == {2}
    finish_round(st, [["R1 R2 R3 R4"], ["B1 B2 B3 B4"], ["G1 G2 G3 G4"], []], 0)
    assert st.round == 2
    assert st.round_starter == 3 and GAME.to_act(st) == {3}


# ================================================================ flash missions


def test_wolf_example_awarded_at_once_and_once_only() -> None:
    """Missions: "Flash Missions are awarded during the round as soon as a player meets
    the requirement first"; Wolf example "Win a 3 and a 7 in one trick"."""
    st = new(3, seed=2)
    trick_setup(st, ["R3 G3 B1 B2", "R7 G7 B4 B5", "R1 R2 C1 C2"])
    st.display_flash = ["wolf"]
    st.flash_stack = [m for m in st.flash_stack if m != "wolf"]
    assert run_trick(st, [(0, "R3"), (1, "R7"), (2, "R1")]) == 1
    assert [w.mission_id for w in st.missions[1]] == ["wolf"]
    assert st.round == 1 and st.phase == "play"  # during the round
    assert "wolf" not in st.display_flash
    # a second 3+7 trick is worthless: the card is gone
    assert run_trick(st, [(1, "G7"), (2, "R2"), (0, "G3")]) == 1
    assert sum(len(ws) for ws in st.missions) == 1


def test_wolf_needs_both_in_one_trick() -> None:
    """Wolf: the 3 and the 7 must be in one trick."""
    st = new(3, seed=2)
    trick_setup(st, ["R3 G7 B1", "R2 G1 B4", "R1 G2 C2"])
    st.display_flash = ["wolf"]
    run_trick(st, [(0, "R3"), (1, "R2"), (2, "R1")])
    run_trick(st, [(0, "G7"), (1, "G1"), (2, "G2")])
    assert all(ws == [] for ws in st.missions)


@pytest.mark.parametrize("mission,card", [("starfish", "B5"), ("beaver", "G1"), ("toucan", "R4"),
                                          ("octopus", "B8"), ("deer", "G6"), ("pelican", "R7"),
                                          ("cockatoo", "S2"), ("pangolin", "C7")])
def test_win_the_named_card(mission: str, card: str) -> None:
    """Flash Missions: "Win the blue 5" etc. — whoever wins the trick holding that card,
    not whoever played it."""
    st = new(4, seed=2)
    f = "R" if card[0] == "G" else "G"  # filler colour: neither the card's colour nor gold
    trick_setup(st, [f"{card} C8", "S8 S6", f"{f}1 {f}3", f"{f}2 {f}4"])
    st.display_flash = [mission]
    assert run_trick(st, [(0, card), (1, "S8"), (2, f"{f}1"), (3, f"{f}2")]) == 1
    assert [w.mission_id for w in st.missions[1]] == [mission]
    assert st.missions[0] == []


@pytest.mark.parametrize("mission,n", [("armadillo", 2), ("panda", 4), ("brown-bear", 6), ("platypus", 1)])
def test_win_a_red_green_or_blue_n(mission: str, n: int) -> None:
    """Flash Missions: "Win a red, green, or blue N" — a gray or gold N does not count."""
    st = new(3, seed=2)
    trick_setup(st, [f"C{n} R{n} B5", f"S{n} G8 B6", "C8 G7 B7"])
    st.display_flash = [mission]
    # gray N and gold N in one trick: does not count
    run_trick(st, [(0, f"C{n}"), (1, f"S{n}"), (2, "C8")])
    assert all(ws == [] for ws in st.missions)
    # a red N, played by seat 0 into a trick seat 1 wins
    assert run_trick(st, [(1, "G8"), (2, "G7"), (0, f"R{n}")]) == 1
    assert [w.mission_id for w in st.missions[1]] == [mission]
    assert st.missions[0] == []


def test_falcon_fifth_trick() -> None:
    """Flash Missions: Falcon "Win the 5th trick of the round"."""
    st = new(3, seed=2)
    trick_setup(st, ["R1 R2 R3", "B1 B2 B3", "G1 G2 G3"])
    st.display_flash = ["falcon"]
    st.tricks_played = 3
    run_trick(st, [(0, "R1"), (1, "B1"), (2, "G1")])  # 4th
    assert all(ws == [] for ws in st.missions)
    run_trick(st, [(0, "R2"), (1, "B2"), (2, "G2")])  # 5th
    assert [w.mission_id for w in st.missions[0]] == ["falcon"]


def test_vulture_last_trick() -> None:
    """Flash Missions: Vulture "Win the last trick of the round"."""
    st = new(3, seed=2)
    finish_round(st, [["R1 R2 R3"], ["B1 B2 B3", "C1 C2 C3"], []], 1, flash=["vulture"])
    assert [w.mission_id for w in won_of_type(st, "flash")[1]] == ["vulture"]
    assert winners_of(st, "flash") == [1]


def test_iguana_last_of_the_three_four_players() -> None:
    """Flash Missions: Iguana "Win the last red, green, or blue 3"; GAPS.md: won by whoever
    wins the trick containing the last of those three cards still in play."""
    st = new(4, seed=2)
    trick_setup(st, ["R3 S1 S2 C1", "G3 B8 B7 C2", "B3 R8 R7 C4", "S8 S7 G8 C5"])
    st.display_flash = ["iguana"]
    run_trick(st, [(0, "R3"), (1, "B8"), (2, "R8"), (3, "S8")])  # red 3, won by 3
    run_trick(st, [(3, "S7"), (0, "S1"), (1, "G3"), (2, "R7")])  # green 3, won by 3
    assert all(ws == [] for ws in st.missions)
    assert run_trick(st, [(3, "G8"), (0, "S2"), (1, "B7"), (2, "B3")]) == 0  # the blue 3 is the last
    assert [w.mission_id for w in st.missions[0]] == ["iguana"]


def test_iguana_three_players_out_card_awarded_on_second() -> None:
    """GAPS.md "Iguana-type" with the blue 3 out of the game (3 players)."""
    st = new(3, seed=2)
    trick_setup(st, ["R3 S1 S2", "G3 B8 B7", "R8 R7 C4"])
    st.out_card = "blue-3"
    st.display_flash = ["iguana"]
    w1 = run_trick(st, [(0, "R3"), (1, "B8"), (2, "R8")])
    assert w1 == 2 and all(ws == [] for ws in st.missions)
    assert run_trick(st, [(2, "R7"), (0, "S1"), (1, "G3")]) == 0
    assert [w.mission_id for w in st.missions[0]] == ["iguana"]


def test_iguana_both_remaining_in_one_trick() -> None:
    """Iguana: if the last two of the three fall in one trick, its winner has the last one."""
    st = new(3, seed=2)
    trick_setup(st, ["R3 S1 S2", "G3 C8 C7", "B3 R8 C4"])
    st.out_card = "red-1"
    st.display_flash = ["iguana"]
    assert run_trick(st, [(0, "R3"), (1, "C8"), (2, "R8")]) == 2
    assert all(ws == [] for ws in st.missions)
    assert run_trick(st, [(2, "B3"), (0, "S1"), (1, "G3")]) == 0
    assert [w.mission_id for w in st.missions[0]] == ["iguana"]


def test_maki_hand_based_flash_after_card_played() -> None:
    """GAPS.md "Flash timing" / FAQ (Maki ...: show hand): Maki "Hold no red card while
    holding at least 3 cards" is checked after every card played."""
    st = new(3, seed=2, expert=True)
    trick_setup(st, ["R5 R1 R2 R3", "R4 C1 C2 C3", "R6 R7 B1 B2"])
    st.display_flash = ["maki"]
    play(st, 0, "red-5")
    assert all(ws == [] for ws in st.missions)
    play(st, 1, "red-4")
    assert [w.mission_id for w in st.missions[1]] == ["maki"]


def test_flash_multiple_per_round_each_won_once() -> None:
    """Variants, Multiple Flash Missions: two flash cards in a round; each is won once."""
    st = new(3, seed=2, flash_per_round=2)
    trick_setup(st, ["B5 R1 R2", "G1 B1 B2", "C1 C2 G2"])
    st.display_flash = ["starfish", "beaver"]
    assert run_trick(st, [(0, "B5"), (1, "B1"), (2, "C1")]) == 0
    assert [w.mission_id for w in st.missions[0]] == ["starfish"]
    assert st.display_flash == ["beaver"]


# ================================================================ game end


def test_game_ends_at_five_missions() -> None:
    """Game End: "If at the end of a round one player has won a total of five or more
    mission cards, the game ends and the player with the most mission cards wins."""
    st = new(4, seed=4)
    st.missions[0] = tokens(4)
    finish_round(st, [["R1 R2 R3 R4", "R5 R6 R7 R8"], ["B1 B2 B3 B4"], [], []], 0, adventure="elephant",
                 no_research=True)
    assert len(st.missions[0]) == 5
    assert st.phase == "over"
    assert GAME.to_act(st) == set()
    out = GAME.outcome(st)
    assert out is not None and out.places[0] == 1 and all(p > 1 for p in out.places[1:])


def test_game_continues_below_five() -> None:
    """Game End: "If this is not the case, a new round starts"."""
    st = new(4, seed=4)
    st.missions[0] = tokens(3)
    finish_round(st, [["R1 R2 R3 R4", "R5 R6 R7 R8"], ["B1 B2 B3 B4"], [], []], 0, adventure="elephant", no_research=True)
    assert st.phase == "play" and st.round == 2 and GAME.outcome(st) is None


def test_game_end_shared_victory() -> None:
    """Game End: "In the event of a tie, all players involved in the tie share the victory."""
    st = new(4, seed=4)
    st.missions[0] = tokens(4)
    st.missions[1] = tokens(4)
    finish_round(st, [["R1 R2 R3 R4"], ["B1 B2 B3 B4"], [], []], 1, adventure="elephant", no_research=True)
    assert [len(m) for m in st.missions[:2]] == [5, 5]
    assert st.phase == "over"
    out = GAME.outcome(st)
    assert out is not None
    assert out.places[0] == out.places[1] == 1
    assert out.places[2] > 1 and out.places[3] > 1


def test_game_end_tie_at_five_is_shared() -> None:
    """Game End: "In the event of a tie, all players involved in the tie share the victory"
    (5 tokens vs 4 tokens + Elephant)."""
    st = new(4, seed=4)
    st.missions[0] = tokens(5)
    st.missions[1] = tokens(4)
    finish_round(st, [["R1 R2 R3 R4"], ["B1 B2 B3 B4", "B5 B6 B7 B8"], [], []], 1, adventure="elephant", no_research=True)
    out = GAME.outcome(st)
    assert out is not None
    assert st.phase == "over"
    # seat 1: 5 missions, seat 0: 5 tokens (+ maybe nothing) -> seat 0 has 5, seat 1 has 5 -> shared
    assert [len(m) for m in st.missions[:2]] == [5, 5]
    assert out.places[0] == out.places[1] == 1


def test_game_end_six_beats_five() -> None:
    """Game End: most mission cards wins."""
    st = new(4, seed=4)
    st.missions[0] = tokens(5)
    st.missions[1] = tokens(4)
    finish_round(st, [["R1 R2 R3 R4", "R5 R6 R7 R8"], ["B1 B2 B3 B4"], [], []], 0, adventure="elephant", no_research=True)
    out = GAME.outcome(st)
    assert out is not None
    assert [len(m) for m in st.missions[:2]] == [6, 4]
    assert out.places[0] == 1 and out.places[1] > 1


@pytest.mark.parametrize("flash,threshold", [(1, 5), (2, 6), (3, 7)])
def test_end_threshold_with_multiple_flash(flash: int, threshold: int) -> None:
    """Variants, Multiple Flash Missions: "a player needs six or seven missions to trigger
    the end of the game" with two / three flash missions."""
    for have, over in ((threshold - 2, False), (threshold - 1, True)):
        st = new(4, seed=4, flash_per_round=flash)
        st.missions[0] = tokens(have)
        finish_round(st, [["R1 R2 R3 R4", "R5 R6 R7 R8"], ["B1 B2 B3 B4"], [], []], 0, adventure="elephant", no_research=True)
        assert len(st.missions[0]) == have + 1
        assert (st.phase == "over") is over, (flash, have)
        assert GAME.view(st, 0).missions_to_win == threshold


def test_fifth_mission_by_flash_round_is_played_out() -> None:
    """Game End: "If a player wins their fifth mission card during a round (flash mission),
    the round is played till the end, and the adventure and research mission cards are
    still awarded."""
    st = new(3, seed=4)
    st.missions[0] = tokens(4)
    trick_setup(st, ["B5 R1 R2", "B1 G1 G2", "C1 C2 C3"])
    st.display_flash = ["starfish"]
    run_trick(st, [(0, "B5"), (1, "B1"), (2, "C1")])
    assert len(st.missions[0]) == 5
    assert st.phase == "play" and GAME.outcome(st) is None
    # the round goes on; at its end seat 1 wins Elephant too
    finish_round(st, [["B5 B1 C1"], ["G3 G4 G5", "G6 G7 G8"], []], 1, adventure="elephant", research="crab")
    assert phase_now(st) == "over"
    assert winners_of(st, "adventure") == [1]


# ================================================================ pass variant


@pytest.mark.parametrize("n", [3, 4, 5])
def test_pass_cards_to_the_left(n: int) -> None:
    """Variants, Pass Cards: "each player passes three of their hand cards face down to the
    player to their left. Each player then picks up the three cards they received from
    the player to her right." Left = clockwise = seat i+1."""
    st = new(n, seed=9, pass_cards=True)
    assert st.phase == "pass"
    assert GAME.to_act(st) == set(range(n))
    size = len(st.hands[0])
    given = {s: list(st.hands[s][:3]) for s in range(n)}
    for s in range(n):
        GAME.apply(st, s, PassAction(cards=given[s]))
    assert phase_now(st) == "play"
    for s in range(n):
        assert len(st.hands[s]) == size
        left = (s + 1) % n
        assert set(given[s]) <= set(st.hands[left]), f"seat {s}'s cards did not reach seat {left}"
        assert not set(given[s]) & set(st.hands[s])


def test_pass_hidden_until_everyone_passed() -> None:
    """Variants, Pass Cards: cards are passed face down — other seats do not see them."""
    st = new(3, seed=9, pass_cards=True)
    GAME.apply(st, 0, PassAction(cards=st.hands[0][:3]))
    blob = GAME.view(st, 1).model_dump_json()
    for c in st.hands[0]:
        assert f'"{c}"' not in blob


def test_cannot_pass_cards_not_in_hand() -> None:
    """Variants, Pass Cards: three of *their* hand cards."""
    st = new(3, seed=9, pass_cards=True)
    with pytest.raises(IllegalAction):
        GAME.apply(st, 0, PassAction(cards=st.hands[1][:3]))


# ================================================================ views


def test_view_hides_other_hands_and_tricks() -> None:
    """FAQ: "During the round players are only allowed to look at the face-down tricks that
    they won." Hands are hidden too (dealt face down)."""
    st = new(3, seed=6)
    trick_setup(st, ["B8 B7 R1 R5", "B1 B2 R2 R6", "B3 B4 R3 R7"])
    run_trick(st, [(0, "B8"), (1, "B2"), (2, "B3")])
    run_trick(st, [(0, "R1"), (1, "R6"), (2, "R7")])  # seat 2 wins this one; it becomes last_trick
    st.last_trick = None  # the face-up last trick is public; test the face-down piles
    for me in range(3):
        v = GAME.view(st, me)
        blob = v.model_dump_json()
        for other in range(3):
            if other == me:
                continue
            for c in st.hands[other]:
                assert f'"{c}"' not in blob, (me, other, c)
            for t in st.tricks_won[other]:
                for c in t:
                    assert f'"{c}"' not in blob, (me, other, c)
        assert v.trick_counts == [len(t) for t in st.tricks_won]
        assert sorted(c.id for c in v.hand) == sorted(st.hands[me])
        assert [sorted(c.id for c in t) for t in v.my_tricks] == [sorted(t) for t in st.tricks_won[me]]
    spectator = GAME.view(st, None).model_dump_json()
    for s in range(3):
        for c in st.hands[s]:
            assert f'"{c}"' not in spectator
        for t in st.tricks_won[s]:
            for c in t:
                assert f'"{c}"' not in spectator


def test_view_shows_trick_in_progress_and_missions_publicly() -> None:
    """Gameplay: cards are played "face up"; Missions: "It must always be clear how many
    missions each player has won so far"."""
    st = new(3, seed=6)
    trick_setup(st, ["B8 B7", "B1 B2", "B3 B4"])
    st.missions[2] = tokens(2)
    play(st, 0, "blue-8")
    v = GAME.view(st, 1)
    assert [p.card.id for p in v.trick] == ["blue-8"]
    assert v.led_colour == "blue"
    assert v.mission_counts == [0, 0, 2]
    assert v.hand_counts == [1, 2, 2]


# ================================================================ more edge cases


def test_two_flash_missions_by_one_trick() -> None:
    """Missions: each flash mission goes to whoever first meets it — one trick can meet two."""
    st = new(3, seed=2, flash_per_round=2)
    trick_setup(st, ["B5 R1", "G1 R2", "C1 R3"])
    st.display_flash = ["starfish", "beaver"]
    assert run_trick(st, [(0, "B5"), (1, "G1"), (2, "C1")]) == 0
    assert sorted((w.mission_id for w in st.missions[0]), key=str) == ["beaver", "starfish"]
    assert st.display_flash == []


def test_flash_in_the_last_trick_counts() -> None:
    """Missions: a flash mission met in the round's last trick is still won (it is met
    "during the round"); Pangolin "Win the gray 7"."""
    st = new(3, seed=2)
    finish_round(st, [["R1 R2 R3"], ["C7 C8 C1"], []], 1, flash=["pangolin"])
    assert winners_of(st, "flash") == [1]
    assert "pangolin" not in st.flash_stack


@pytest.mark.parametrize("mission,n", [("chimpanzee", 5), ("dolphin", 7), ("giant-tortoise", 1)])
def test_expert_last_of_three(mission: str, n: int) -> None:
    """GAPS.md (Chimpanzee, Dolphin, Giant Tortoise: "Win the last red, green or blue N"),
    FAQ (Iguana, Chimpanzee, Dolphin, Giant Tortoise)."""
    st = new(3, seed=2, expert=True)
    trick_setup(st, [f"R{n} S1 S2", f"G{n} C8 B6", f"B{n} S8 C4"])
    st.out_card = "gray-5" if n != 5 else "gray-3"
    st.display_flash = [mission]
    assert run_trick(st, [(0, f"R{n}"), (1, "C8"), (2, "S8")]) == 2
    assert run_trick(st, [(2, "C4"), (0, "S1"), (1, f"G{n}")]) == 0
    assert all(ws == [] for ws in st.missions)
    assert run_trick(st, [(0, "S2"), (1, "B6"), (2, f"B{n}")]) == 0
    assert [w.mission_id for w in st.missions[0]] == [mission]


@pytest.mark.parametrize("mission,extra,hand,ok", [
    ("maki", "R8", "C1 B2 G3", True), ("maki", "R8", "C1 B2 R3", False), ("maki", "R8", "C1 B2", False),
    ("sea-turtle", "B8", "C1 R2 G3", True), ("sea-turtle", "B8", "B1 R2 G3", False),
    ("anaconda", "G8", "C1 R2 B3", True), ("anaconda", "G8", "G1 R2 B3", False),
    ("manatee", "S8", "C1 R2 B3", True), ("manatee", "S8", "S1 R2 B3", False),
    ("peacock", "R8", "B1 B2", True), ("peacock", "R8", "B1 C2", False), ("peacock", "R8", "B1", False),
    ("flamingo", "C8", "C1 R4 B3", True), ("flamingo", "C8", "C1 R5 B3", False),
    ("flamingo", "C8", "C1 R4", False),
])
def test_hand_flash_conditions(mission: str, extra: str, hand: str, ok: bool) -> None:
    """GAPS.md hand-based flash missions (Maki ... Flamingo), checked after every card
    played. Seat 1 holds ``extra`` + ``hand`` (not qualifying), follows the lead with
    ``extra`` and is left holding ``hand``. Seats 0 and 2 never qualify."""
    x = extra[0]
    st = new(3, seed=2, expert=True)
    trick_setup(st, [f"{x}7 R6 B6 G6 S6 C6", f"{extra} {hand}", " ".join(f"{y}7" for y in "CBGSR" if y != x) + f" {x}5"])
    st.display_flash = [mission]
    play(st, 0, cid(f"{x}7"))
    assert st.missions[1] == []
    play(st, 1, cid(extra))
    assert ([w.mission_id for w in st.missions[1]] == [mission]) is ok
    assert st.missions[0] == [] and st.missions[2] == []


def test_hand_flash_seat_order_from_leader_others() -> None:
    """GAPS.md "Flash timing": seat order from the current leader (leader 1 -> 1, 2, 0)."""
    st = new(3, seed=2, expert=True)
    trick_setup(st, ["C1 B2 G3 S1", "R1 R5 R6 R7", "C4 B5 G6 S2"], leader=1)
    st.display_flash = ["maki"]
    play(st, 1, "red-1")  # seats 0 and 2 hold no red with >= 3 cards
    assert st.missions[0] == [] and [w.mission_id for w in st.missions[2]] == ["maki"]


def test_tie_with_empty_stack_gives_a_token() -> None:
    """GAPS.md ties: "if that stack is empty, a plain mission token that counts as a card"."""
    st = new(3, seed=5)
    finish_round(st, [["G1 R6 R1"], ["G3 R2 R3"], []], 1, research="lizard")
    # (re-run with an empty stack)
    st = new(3, seed=5)
    st.research_stack = []
    st.display_research = "lizard"
    finish_round(st, [["G1 R6 R1"], ["G3 R2 R3"], []], 1)
    got = won_of_type(st, "research")
    assert [len(g) for g in got] == [1, 1, 0]
    ids = sorted(str(g[0].mission_id) for g in got if g)
    assert ids == ["None", "lizard"]


def test_outcome_ranks_the_rest_by_mission_count() -> None:
    """GAPS.md "Game end": "Standings rank the rest by mission count"; Outcome places tie-share."""
    st = new(4, seed=4)
    st.missions[0] = tokens(4)
    st.missions[1] = tokens(2)
    st.missions[2] = tokens(2)
    finish_round(st, [["R1 R2 R3 R4", "R5 R6 R7 R8"], ["B1 B2 B3 B4"], [], []], 0, adventure="elephant",
                 no_research=True)
    out = GAME.outcome(st)
    assert out is not None
    assert out.places == [1, 2, 2, 4]
    assert out.scores == [5, 2, 2, 0]


def test_no_moves_after_game_over() -> None:
    """Game End: the game ends after the round."""
    st = new(4, seed=4)
    st.missions[0] = tokens(4)
    finish_round(st, [["R1 R2 R3 R4", "R5 R6 R7 R8"], ["B1 B2 B3 B4"], [], []], 0, adventure="elephant",
                 no_research=True)
    assert st.phase == "over"
    for s in range(4):
        assert GAME.legal_actions(st, s) == []
    with pytest.raises(IllegalAction):
        play(st, 0, "red-1")


def test_first_round_starter_host_pick() -> None:
    """GAPS.md "Starting player": round 1 — the host picks (the rulebook's lion rule)."""
    for fp in range(4):
        st = new(4, seed=1, first_player=fp + 1)  # seat numbers count from 1
        assert st.round_starter == fp and GAME.to_act(st) == {fp}


def test_pass_phase_blocks_play_and_each_seat_passes_once() -> None:
    """Variants, Pass Cards: passing happens "after dealing the cards", before play."""
    st = new(4, seed=9, pass_cards=True)
    with pytest.raises(IllegalAction):
        play(st, st.turn, st.hands[st.turn][0])
    GAME.apply(st, 2, PassAction(cards=st.hands[2][:3]))
    assert 2 not in GAME.to_act(st)
    with pytest.raises(IllegalAction):
        GAME.apply(st, 2, PassAction(cards=st.hands[2][3:6]))
    # a player's hand is unchanged until everyone has passed (cards are picked up together)
    assert len(st.hands[3]) == 10


def test_three_player_out_card_swap_in_later_rounds() -> None:
    """Setup (per round): a new out-of-game card each round, and displayed missions never
    name it."""
    exact = {"starfish": "blue-5", "beaver": "green-1", "toucan": "red-4", "octopus": "blue-8",
             "deer": "green-6", "pelican": "red-7", "cockatoo": "gold-2", "pangolin": "gray-7"}
    for seed in range(40):
        st = new(3, seed=seed, flash_per_round=3)
        finish_round(st, [["R1 R2 R3"], ["B1 B2 B3"], ["G1 G2 G4"]], 0, no_research=True)
        assert st.round == 2 and st.out_card is not None
        dealt = [c for h in st.hands for c in h] + [st.out_card]
        assert sorted(dealt) == sorted(ALL_CARDS)
        for m in st.display_flash:
            assert exact.get(m) != st.out_card


def test_five_player_trick() -> None:
    """Gameplay with 5 players: highest of the led colour; gray evades; 1 beats 8."""
    st = new(5, seed=1)
    trick_setup(st, ["G8 R1", "G5 R2", "C8 G1", "B8 R3", "G2 R4"])
    assert run_trick(st, [(0, "G8"), (1, "G5"), (2, "C8"), (3, "B8"), (4, "G2")]) == 0
    st = new(5, seed=1)
    trick_setup(st, ["G8 R1", "G5 R2", "G1 C1", "B8 R3", "G2 R4"])
    assert run_trick(st, [(0, "G8"), (1, "G5"), (2, "G1"), (3, "B8"), (4, "G2")]) == 2


# ---------------------------------------------------------------- random play vs my own reading


def _my_legal(hand: list[str], trick: list[str]) -> set[str]:
    """Gameplay + Trump + Evade, as I read them."""
    if not trick:
        return set(hand)
    led = colour(trick[0])
    same = [c for c in hand if colour(c) == led]
    if not same:
        return set(hand)
    return set(same) | {c for c in hand if colour(c) == "gray"}


def _my_winner(plays: list[tuple[int, str]]) -> int:
    """Trump / Gameplay / 1 beats 8, as I read them."""
    cards = [c for _, c in plays]
    golds = [c for c in cards if colour(c) == "gold"]
    pool = golds or [c for c in cards if colour(c) == colour(cards[0])]
    nums = {number(c) for c in pool}

    def rank(c: str) -> int:
        return 9 if number(c) == 1 and 8 in nums else number(c)

    best = max(pool, key=rank)
    return next(s for s, c in plays if c == best)


@pytest.mark.parametrize("n", [3, 4, 5])
def test_random_games_match_my_reading(n: int) -> None:
    """Whole random games: every legal set, every trick winner, the next leader, round
    sizes and the end of the game agree with the rulebook as read in this file."""
    import random

    for seed in range(6):
        rnd = random.Random(seed)
        st = new(n, seed=100 + seed, pass_cards=seed % 2 == 1, flash_per_round=1 + seed % 3, expert=seed >= 3)
        rounds = 0
        for _ in range(2000):
            if st.phase == "over":
                break
            if st.phase == "pass":
                for s in sorted(GAME.to_act(st)):
                    GAME.apply(st, s, PassAction(cards=rnd.sample(st.hands[s], 3)))
                continue
            (seat,) = GAME.to_act(st)
            trick_cards = [p.card for p in st.trick]
            legal = set(played_cards(GAME.legal_actions(st, seat)))
            assert legal == _my_legal(st.hands[seat], trick_cards)
            if not trick_cards and st.tricks_played == 0:
                rounds += 1
                assert [len(h) for h in st.hands] == [{3: 13, 4: 10, 5: 8}[n]] * n
            plays = [(p.seat, p.card) for p in st.trick]
            card = rnd.choice(sorted(legal))
            rnd_before = st.round
            play(st, seat, card)
            if len(plays) + 1 == n:
                assert st.last_trick is not None
                expected = _my_winner(plays + [(seat, card)])
                assert st.last_trick.winner == expected
                if st.round == rnd_before and st.phase == "play":
                    assert GAME.to_act(st) == {expected}
        assert st.phase == "over"
        counts = [len(m) for m in st.missions]
        assert max(counts) >= 4 + (1 + seed % 3)
        out = GAME.outcome(st)
        assert out is not None
        assert [s for s in range(n) if out.places[s] == 1] == [s for s in range(n) if counts[s] == max(counts)]


def test_hand_flash_checked_after_passing() -> None:
    """GAPS.md "Flash timing": hand-based flash missions are checked after passing
    (Variants, Pass Cards) — not while cards are only set aside."""
    st = new(3, seed=5, pass_cards=True, expert=True)
    assert st.phase == "pass"
    st.hands = [cs("R1 R2 R3 C1 C2"), cs("R4 B1 B2 B3 B4"), cs("R5 G1 G2 G3 G4")]
    _spare_out_card(st, {c for h in st.hands for c in h})
    st.display_flash = ["maki"]
    GAME.apply(st, 0, PassAction(cards=cs("R1 R2 R3")))
    assert st.missions[0] == []
    GAME.apply(st, 1, PassAction(cards=cs("B1 B2 B3")))
    GAME.apply(st, 2, PassAction(cards=cs("G1 G2 G3")))
    assert sorted(st.hands[0]) == sorted(cs("C1 C2 G1 G2 G3"))
    assert [w.mission_id for w in st.missions[0]] == ["maki"]
    assert st.missions[1] == [] and st.missions[2] == []


def test_hand_flash_checked_after_dealing() -> None:
    """GAPS.md "Flash timing": hand-based flash missions are checked after dealing, for
    every player in seat order from the leader; the first to qualify wins."""
    checked = 0
    for seed in range(40):
        st = new(4, seed=seed, expert=True)
        st.flash_stack = ["maki"] + [m for m in st.flash_stack if m != "maki"]
        finish_round(st, [["G1 G2 G3 G4"], ["B1 B2 B3 B4"], [], []], 0, no_research=True)
        assert st.round == 2
        lead = st.leader
        order = [(lead + k) % 4 for k in range(4)]
        qualify = [s for s in order if not any(colour(c) == "red" for c in st.hands[s])]
        owners = [s for s in range(4) if any(w.mission_id == "maki" for w in st.missions[s])]
        if qualify:
            checked += 1
            assert owners == [qualify[0]], seed
            assert "maki" not in st.display_flash
        else:
            assert owners == [] and "maki" in st.display_flash
    assert checked > 0


@pytest.mark.parametrize("n", [3, 4])
def test_public_events_name_only_played_cards(n: int) -> None:
    """FAQ / Setup: hands are dealt face down and passed face down; public events may name
    only cards that were played face up (or the face-up out-of-game card). Private
    events go only to the seats concerned."""
    import json
    import re

    st = new(n, seed=21, pass_cards=True)
    public_ok: set[str] = {st.out_card} if st.out_card else set()
    for _ in range(200):
        if st.phase == "over":
            break
        if st.phase == "pass":
            actions: list[tuple[int, MWLAction]] = [
                (s, PassAction(cards=st.hands[s][:3])) for s in sorted(GAME.to_act(st))]
        else:
            (seat,) = GAME.to_act(st)
            actions = [(seat, GAME.legal_actions(st, seat)[0])]
        for seat, a in actions:
            if isinstance(a, PlayAction):
                public_ok.add(a.card)
            events = GAME.apply(st, seat, a)
            if st.out_card:
                public_ok.add(st.out_card)
            for e in events:
                blob = e.text + json.dumps(e.data)
                named = set(re.findall(r"(?:gray|blue|green|gold|red)-[1-8]", blob))
                named |= {f"{c.lower()}-{k}" for c, k in re.findall(r"(Gray|Blue|Green|Gold|Red) ([1-8])", blob)}
                if e.visible_to is None:
                    assert named <= public_ok, (e.kind, named - public_ok)
                elif e.kind == "hand_dealt":
                    (owner,) = e.visible_to
                    assert named <= set(st.hands[owner]) | set(st.passing[owner] or [])
