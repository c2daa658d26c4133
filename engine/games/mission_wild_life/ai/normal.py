"""Normal level of Mission: Wild Life, computed from a seat's VIEW only (never the state).

:func:`normal_action` — a mission-aware one-trick look-ahead: for each legal card it
estimates the chance of winning the trick and how much winning this trick would
help with the missions on display (flash targets, adventure "most", research
"fewest" after the first trick), minus the value of keeping strong cards. In the pass
phase (variant) it empties its shortest non-gold colours. Returns None when the seat has
nothing to do.
"""
from __future__ import annotations

from collections import Counter

from engine.core import Rng

from .. import missions as M
from ..actions import PassAction, PlayAction
from ..cards import COLOURS, colour_of, number_of
from ..tricks import trick_winner
from ..views import MWLView


def _strength(cid: str) -> float:
    """Rough trick-taking power of a card in 0..1.5 (gold is worth more)."""
    n = number_of(cid) / 8
    return n + 0.5 * n if colour_of(cid) == "gold" else n


def _win_chance(trick: list[str], card: str, remaining: int) -> float:
    """Probability-ish that ``card`` wins once ``remaining`` more players have played."""
    cards = trick + [card]
    if trick_winner(cards) != len(trick):
        return 0.0
    if remaining == 0:
        return 1.0
    rank = number_of(card)
    same = [number_of(c) for c in cards if colour_of(c) == colour_of(card)]
    if rank == 1 and 8 in same:
        rank = 9
    base = min(1.0, (rank + 0.5) / 9)
    if colour_of(card) == "gold":
        return base ** remaining
    if colour_of(card) == "gray" and colour_of(cards[0]) == "gray":
        return (base * 0.9) ** remaining
    return (base * 0.8) ** remaining


def _scale(m: M.Mission) -> float:
    return 5.0 if "points" in m.unit else 1.0


def _trick_value(view: MWLView, cards: list[str], my_tricks: list[list[str]]) -> float:
    """How much winning a trick made of ``cards`` helps this seat with the displayed missions."""
    value = 0.0
    watched = {c.id for c in view.watched_played}
    out = view.out_card.id if view.out_card else None
    for mv in view.display:
        m = M.get(mv.id)
        if m.type == "flash":
            if m.trick_check is None:
                continue
            ctx = M.TrickContext(cards=cards, number=view.trick_number, total=view.tricks_per_round,
                                 played=frozenset(watched | set(cards)), out_card=out)
            if m.trick_check(ctx):
                value += 3.0
            continue
        assert m.measure is not None
        delta = (m.measure(my_tricks + [cards]) - m.measure(my_tricks)) / _scale(m)
        if m.type == "adventure":
            value += delta * (0.4 if m.goal == "second_most" else 1.0)
        else:
            if not my_tricks and m.needs_trick:
                value += 1.5
            value -= delta * (0.4 if m.goal == "second_fewest" else 1.0)
    return value


def _appetite(view: MWLView, my_tricks: list[list[str]]) -> float:
    """Positive when this seat wants future tricks (adventure), negative when it wants to avoid them."""
    a = 0.0
    for mv in view.display:
        m = M.get(mv.id)
        if m.type == "adventure":
            a += 0.6
        elif m.type == "research":
            a += 0.6 if not my_tricks else -0.8
    return a


def _hand_flash_bonus(view: MWLView, hand: list[str], card: str) -> float:
    """Bonus for shedding a card that brings a hand-based flash mission closer."""
    bonus = 0.0
    rest = [c for c in hand if c != card]
    if len(rest) < 3:
        return 0.0
    for mv in view.display:
        m = M.get(mv.id)
        if m.hand_check is None:
            continue
        if m.hand_check(rest):
            bonus += 3.0
            continue
        if m.id in ("maki", "sea-turtle", "anaconda", "manatee"):
            target = {"maki": "red", "sea-turtle": "blue", "anaconda": "green", "manatee": "gold"}[m.id]
            left = sum(1 for c in rest if colour_of(c) == target)
            if colour_of(card) == target and left <= 2:
                bonus += 0.8 / (left + 1)
        elif m.id == "flamingo" and number_of(card) > 4:
            bonus += 0.3
    return bonus


def _choose_pass(view: MWLView) -> PassAction:
    hand = [c.id for c in view.hand]
    counts = Counter(colour_of(c) for c in hand)
    # Empty the shortest non-gold colours (voids let you trump or dodge later), weakest first.
    order = sorted(hand, key=lambda c: (colour_of(c) == "gold", counts[colour_of(c)], number_of(c),
                                        COLOURS.index(colour_of(c))))
    return PassAction(cards=order[:3])


def normal_action(view: MWLView, seat: int, rng: Rng) -> PlayAction | PassAction | None:
    """The mission-aware policy for ``seat``; None when it is not this seat's move."""
    if view.phase == "pass":
        return _choose_pass(view) if seat in view.to_act else None
    if view.phase != "play" or view.turn != seat or not view.legal:
        return None
    hand = [c.id for c in view.hand]
    trick = [p.card.id for p in view.trick]
    my_tricks = [[c.id for c in t] for t in view.my_tricks]
    remaining = view.seats - len(trick) - 1
    appetite = _appetite(view, my_tricks)
    best: tuple[float, float] | None = None
    choice = view.legal[0]
    for card in view.legal:
        p = _win_chance(trick, card, remaining)
        gain = p * _trick_value(view, trick + [card], my_tricks)
        keep = 0.5 * appetite * _strength(card)
        score = gain - keep + _hand_flash_bonus(view, hand, card)
        key = (round(score, 9), rng.below(1000) / 1000.0)
        if best is None or key > best:
            best, choice = key, card
    return PlayAction(card=choice)
