"""Trick rules: which cards may be played, and who wins a trick.

Mission: Wild Life, "Gameplay", "Trump: Golden cards", "Evade: Gray cards",
"1 beats 8 (of the same color)".
"""
from __future__ import annotations

from collections.abc import Callable

from engine.core import NOT_RECOGNISED, NOT_RECOGNISED_CODE, IllegalAction

from .cards import _COLOUR, _NUMBER, COLOURS, EVADE, OF_COLOUR, TRUMP, colour_of, number_of

FOLLOWING: dict[str, frozenset[str]] = {col: OF_COLOUR[col] | OF_COLOUR[EVADE] for col in COLOURS}
"""The cards that may follow a led colour held in hand: that colour's and the grays."""
_ONE_EIGHT: dict[str, tuple[str, str]] = {col: (f"{col}-1", f"{col}-8") for col in COLOURS}
_RANK_OF: dict[str, Callable[[str], int]] = {
    col: {c: _NUMBER[c] if _COLOUR[c] == col else 0 for c in _COLOUR}.__getitem__ for col in COLOURS}
"""Per deciding colour, card -> its number if it is of that colour, else 0 (it cannot win)."""


def led_colour(trick: list[str]) -> str | None:
    """The colour of the first card of ``trick`` (card ids), or None for an empty trick."""
    return colour_of(trick[0]) if trick else None


def play_problem(hand: list[str], trick: list[str], card: str) -> str | None:
    """Why ``card`` may not be played from ``hand`` onto ``trick`` now, or None if it may.

    Mission: Wild Life, "Gameplay": follow the leading colour if possible.
    "Trump: Golden cards": gold may not be played while under colour constraint.
    "Evade: Gray cards": gray may always be played.
    Reasons: "You don't have that card.", "You must follow blue.",
    "You hold blue, so you cannot play gold now."
    """
    if card not in hand:
        return "You don't have that card."
    if not trick:
        return None
    led = _COLOUR[trick[0]]  # cards in a trick and in a hand are card ids (the models validate them)
    colour = _COLOUR[card]
    if colour in (led, EVADE):
        return None
    if led not in [_COLOUR[c] for c in hand]:
        return None
    if colour == TRUMP:
        return f"You hold {led}, so you cannot play gold now."
    return f"You must follow {led}."


def play_refusal(hand: list[str], trick: list[str], card: str) -> IllegalAction:
    """The refusal of ``card`` (:func:`play_problem`'s reason as the English ``reason``) with its
    catalog code and parameters: ``mwl-no-such-card``, ``mwl-must-follow`` (``colour``: the led
    colour), ``mwl-no-trump`` (``colour``: the led colour held); a card that may be played gets
    :data:`~engine.core.NOT_RECOGNISED` (callers ask only for a card they refuse)."""
    why = play_problem(hand, trick, card)
    if why is None:
        return IllegalAction(NOT_RECOGNISED, code=NOT_RECOGNISED_CODE)
    if card not in hand:
        return IllegalAction(why, code="mwl-no-such-card")
    led = _COLOUR[trick[0]]
    code = "mwl-no-trump" if _COLOUR[card] == TRUMP else "mwl-must-follow"
    return IllegalAction(why, code=code, params={"colour": led})


def legal_cards(hand: list[str], trick: list[str]) -> list[str]:
    """The cards of ``hand`` that may be played onto ``trick`` (same order as ``hand``).

    The same set as :func:`play_problem` allows, in one pass: any card on an empty trick or
    without the led colour in hand; else the led colour's cards and the grays."""
    if trick:
        led = _COLOUR[trick[0]]
        if not OF_COLOUR[led].isdisjoint(hand):  # the led colour is in hand: follow it (or evade with gray)
            allowed = FOLLOWING[led]
            return [c for c in hand if c in allowed]
    return list(hand)


def _best(cards: list[str]) -> int:
    """Index in ``cards`` (one colour) of the highest, with the 1 above the 8 when both are there."""
    numbers = [number_of(c) for c in cards]
    one_beats_eight = 1 in numbers and 8 in numbers

    def rank(n: int) -> int:
        return 9 if (n == 1 and one_beats_eight) else n

    return max(range(len(cards)), key=lambda i: rank(numbers[i]))


def trick_winner(trick: list[str]) -> int:
    """See :func:`trick_winner_slow` (the rule as written); this is the same rule on cached
    card tables. Raises ValueError on an empty trick."""
    if not trick:
        raise ValueError("empty trick")
    deciding = _COLOUR[trick[0]] if OF_COLOUR[TRUMP].isdisjoint(trick) else TRUMP
    ranks = list(map(_RANK_OF[deciding], trick))  # in C; distinct cards, so the top rank is unique
    one, eight = _ONE_EIGHT[deciding]
    if one in trick and eight in trick:  # "1 beats 8": that 1 ranks above the 8
        ranks[trick.index(one)] = 9
    return ranks.index(max(ranks))


def trick_winner_slow(trick: list[str]) -> int:
    """Index (position in play order) of the card that wins a complete ``trick``.

    Mission: Wild Life, "Trump: Golden cards": if any gold card is in the trick the
    highest gold wins. Otherwise the highest card of the leading colour wins
    ("Evade: Gray cards": gray only wins when gray was led). "1 beats 8 (of the
    same color)": with the 1 and 8 of the deciding colour both present, that 1 is
    highest. Raises ValueError on an empty trick.
    """
    if not trick:
        raise ValueError("empty trick")
    gold = [i for i, c in enumerate(trick) if colour_of(c) == TRUMP]
    pool = gold if gold else [i for i, c in enumerate(trick) if colour_of(c) == colour_of(trick[0])]
    return pool[_best([trick[i] for i in pool])]
