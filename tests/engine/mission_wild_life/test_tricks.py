"""Trick-taking rules of Mission: Wild Life (rulebook "Gameplay", "Trump: Golden cards",
"Evade: Gray cards", "1 beats 8 (of the same color)")."""
from __future__ import annotations

import pytest

from engine.core import IllegalAction
from engine.games.mission_wild_life import GAME
from engine.games.mission_wild_life.actions import PlayAction
from engine.games.mission_wild_life.cards import DECK, emoji_label, label, short, sort_key
from engine.games.mission_wild_life.tricks import legal_cards, play_problem, trick_winner

from .helpers import cards, make_state


def test_deck_has_40_cards_1_to_8_in_five_colours() -> None:
    """Mission: Wild Life, "Game Material": 40 playing cards, 1-8 in gray, blue, green, gold, red."""
    assert len(set(DECK)) == 40
    assert label("blue-8") == "Blue 8" and emoji_label("blue-8") == "🟦 Blue 8" and short("gold-2") == "S2"
    assert sorted(DECK, key=sort_key)[0] == "gray-1"


def test_example_gold_trumps_the_led_colour() -> None:
    """Mission: Wild Life, "Trump: Golden cards": blue 8, blue 5, gold 2 -> the gold 2 wins."""
    assert trick_winner(cards("B8 B5 S2")) == 2


def test_example_gray_cannot_win_when_not_led() -> None:
    """Mission: Wild Life, "Evade: Gray cards": red 5 led, gray 7 played -> red wins."""
    assert trick_winner(cards("R5 C7")) == 0


def test_example_one_beats_eight() -> None:
    """Mission: Wild Life, "1 beats 8 (of the same color)": red 8, gray 4, red 1 -> red 1 wins."""
    assert trick_winner(cards("R8 C4 R1")) == 2


def test_example_trump_beats_one_over_eight() -> None:
    """Mission: Wild Life, "1 beats 8": red 8, a gold card, red 1 -> the gold card wins."""
    assert trick_winner(cards("R8 S3 R1")) == 1


def test_highest_gold_wins_and_one_beats_eight_in_gold() -> None:
    """Mission: Wild Life, "Trump: Golden cards" + "1 beats 8": the deciding colour is gold."""
    assert trick_winner(cards("B8 S4 S7")) == 2
    assert trick_winner(cards("B8 S8 S1 B1")) == 2


def test_one_beats_eight_only_same_colour() -> None:
    """Mission: Wild Life, "1 beats 8 (of the same color)": a 1 of another colour does nothing."""
    assert trick_winner(cards("R8 B1 R3")) == 0
    assert trick_winner(cards("R1 R8 R5")) == 0


def test_gray_led_gray_wins() -> None:
    """Mission: Wild Life, "Evade: Gray cards": gray wins only when gray was led."""
    assert trick_winner(cards("C2 R8 C5")) == 2
    assert trick_winner(cards("C2 R8 S1")) == 2


def test_highest_of_led_colour_wins_off_colour_ignored() -> None:
    """Mission: Wild Life, "Gameplay": the highest card in the colour of the trick wins."""
    assert trick_winner(cards("G3 R8 G5 B7")) == 2


def test_must_follow_led_colour() -> None:
    """Mission: Wild Life, "Gameplay": if possible, play the leading colour."""
    hand = cards("B2 R5 G7")
    assert play_problem(hand, cards("B8"), "red-5") == "You must follow blue."
    assert legal_cards(hand, cards("B8")) == ["blue-2"]


def test_gold_not_allowed_under_colour_constraint() -> None:
    """Mission: Wild Life, "Trump: Golden cards": no gold while holding the led colour."""
    hand = cards("B2 S5")
    assert play_problem(hand, cards("B8"), "gold-5") == "You hold blue, so you cannot play gold now."


def test_void_player_may_play_anything_including_gold() -> None:
    """Mission: Wild Life, "Gameplay": without the led colour any card may be played."""
    hand = cards("S5 R1 C3")
    assert legal_cards(hand, cards("B8")) == hand


def test_gray_may_always_be_played() -> None:
    """Mission: Wild Life, "Evade: Gray cards": gray may be played under colour constraint."""
    hand = cards("C7 R2 S4")
    assert legal_cards(hand, cards("R5")) == cards("C7 R2")


def test_gold_led_must_follow_gold() -> None:
    """Mission: Wild Life, "Gameplay": gold led is a colour like any other to follow."""
    assert legal_cards(cards("S1 R2 C3"), cards("S5")) == cards("S1 C3")


def test_gray_led_must_follow_gray() -> None:
    """Mission: Wild Life, "Gameplay": gray led; holding gray you must follow gray."""
    assert legal_cards(cards("C1 R2 S3"), cards("C5")) == cards("C1")


def test_any_card_may_lead() -> None:
    """Mission: Wild Life, "Gameplay": the first card of a trick is free."""
    hand = cards("C1 B2 S3")
    assert legal_cards(hand, []) == hand


def test_winner_takes_trick_and_leads_next() -> None:
    """Mission: Wild Life, "Gameplay": the winner keeps the trick separately and starts the next."""
    st = make_state(["B8 R1", "B5 R2", "S2 R3"])
    for seat, c in [(0, "blue-8"), (1, "blue-5"), (2, "gold-2")]:
        GAME.apply(st, seat, PlayAction(card=c))
    assert st.tricks_won[2] == [["blue-8", "blue-5", "gold-2"]]
    assert st.leader == 2 and st.turn == 2 and GAME.to_act(st) == {2}
    assert st.last_trick is not None and st.last_trick.winner == 2


@pytest.mark.parametrize("seat,card,reason", [
    (1, "blue-5", "It is not your turn."),
    (0, "red-3", "You don't have that card."),
    (0, "red-1", "You must follow blue."),
    (0, "gold-4", "You hold blue, so you cannot play gold now."),
])
def test_illegal_actions_leave_state_unchanged(seat: int, card: str, reason: str) -> None:
    """Mission: Wild Life, "Gameplay" / "Trump": rejected plays give a reason and change nothing."""
    st = make_state(["B2 R1 S4 C1", "B5 R2 R4 R5", "B8 R6 R7 R8"], turn=0, trick=[(2, "B7")])
    st.turn = 0
    before = st.model_dump()
    with pytest.raises(IllegalAction) as exc:
        GAME.apply(st, seat, PlayAction(card=card))
    assert exc.value.reason == reason
    assert (exc.value.code, exc.value.params) == {
        "It is not your turn.": ("mwl-not-your-turn", {}),
        "You don't have that card.": ("mwl-no-such-card", {}),
        "You must follow blue.": ("mwl-must-follow", {"colour": "blue"}),
        "You hold blue, so you cannot play gold now.": ("mwl-no-trump", {"colour": "blue"}),
    }[reason]
    assert st.model_dump() == before


def test_malformed_action_is_rejected() -> None:
    """Engine protocol: malformed data raises IllegalAction (engine.core.parse_action)."""
    from engine.core import parse_action

    with pytest.raises(IllegalAction):
        parse_action(GAME, {"kind": "play", "card": "purple-9"})
    with pytest.raises(IllegalAction):
        parse_action(GAME, {"kind": "pass", "cards": ["blue-1", "blue-1", "red-2"]})
    assert parse_action(GAME, {"kind": "play", "card": "blue-8"}) == PlayAction(card="blue-8")


def test_helpers_parse_short_codes() -> None:
    assert cards("B8 S2 C7 G1 R4") == ["blue-8", "gold-2", "gray-7", "green-1", "red-4"]
