"""❔ *What now?* for Mission: Wild Life (issue 35), and ``/rules``' example trick.

:func:`explain` answers for the decision in front of a seat, from that seat's own view, in two to
five lines in the game's words (``locales/*/learn-mission-wild-life.ftl``, ids
``learn-mwl-explain-…``). One explainer per decision kind (:func:`decision`):

* ``pass`` — the Pass Cards variant: choose three cards for the player on the left;
* ``passed`` — the three are chosen, the others still choose;
* ``lead`` — any card, its colour becomes the led colour (trump and gray leads said);
* ``follow`` — the led colour is held: which cards, which one wins the trick as it stands, and
  the gray cards that evade;
* ``void`` — the led colour is not held: any card, and which gold cards win;
* ``wait`` — another seat is to play.

:func:`example` is the ``/rules`` illustrated example: the rulebook's own trick ("1 beats 8 (of
the same color)": Red 8 led, Gray 4, Red 1; the 1 wins), drawn by the table's trick picture.
"""
from __future__ import annotations

from collections.abc import Sequence

from cogs.games.mission_wild_life.picture import draw_trick, picture_key
from cogs.kit.pictures import Picture
from cogs.kit.rendered import Rendered
from cogs.lang import Lang, t
from engine.games.mission_wild_life.actions import PlayAction
from engine.games.mission_wild_life.rules import GAME
from engine.games.mission_wild_life.state import MWLOptions
from engine.games.mission_wild_life.tricks import trick_winner
from engine.games.mission_wild_life.views import MWLView

DECISIONS = ("pass", "passed", "lead", "follow", "void", "wait")
"""Every decision kind :func:`decision` returns (``over`` aside: a finished match has none)."""


def decision(view: MWLView, seat: int) -> str:
    """The kind of decision in front of ``seat`` (:data:`DECISIONS`, or ``"over"``)."""
    if view.phase == "over":
        return "over"
    if view.phase == "pass":
        return "passed" if view.my_pass else "pass"
    if view.turn != seat:
        return "wait"
    if not view.trick:
        return "lead"
    led = view.led_colour
    return "follow" if any(c.colour == led for c in view.hand) else "void"


def _card(lang: Lang, cid: str) -> str:
    colour, number = cid.split("-")
    return t(lang, "learn-mwl-card", colour=colour, number=int(number))


def _cards(lang: Lang, cids: Sequence[str]) -> str:
    return ", ".join(_card(lang, c) for c in cids)


def explain(view: MWLView, seat: int, names: Sequence[str], lang: Lang) -> list[str]:
    """Two to five lines for ``seat``'s decision (see the module docstring); ``names`` by seat,
    already inert."""
    kind = decision(view, seat)
    colour = t(lang, "learn-mwl-colour", colour=view.led_colour or "")
    trick = [p.card.id for p in view.trick]
    hand = [c.id for c in view.hand]
    if kind == "pass":
        left = names[(seat + 1) % view.seats]
        return [t(lang, "learn-mwl-explain-pass", who=left), t(lang, "learn-mwl-explain-pass-more")]
    if kind == "passed":
        return [t(lang, "learn-mwl-explain-passed"), t(lang, "learn-mwl-explain-pass-more")]
    if kind == "wait" and view.turn is not None:
        return [t(lang, "learn-mwl-explain-wait", who=names[view.turn], number=view.trick_number),
                t(lang, "learn-mwl-explain-wait-more")]
    if kind == "lead":
        return [t(lang, "learn-mwl-explain-lead", number=view.trick_number), t(lang, "learn-mwl-explain-lead-more")]
    if kind == "follow":
        held = [c for c in hand if c.split("-")[0] == view.led_colour]
        lines = [t(lang, "learn-mwl-explain-follow", colour=colour, cards=_cards(lang, held))]
        winners = [c for c in held if trick_winner([*trick, c]) == len(trick)]
        if winners:
            lines.append(t(lang, "learn-mwl-explain-follow-wins", card=_card(lang, winners[-1])))
        else:
            lines.append(t(lang, "learn-mwl-explain-follow-loses"))
        grays = [c for c in hand if c.startswith("gray-")]
        if grays and view.led_colour != "gray":
            lines.append(t(lang, "learn-mwl-explain-evade", cards=_cards(lang, grays), colour=colour))
        return lines
    if kind == "void":
        golds = [c for c in view.legal if c.startswith("gold-") and trick_winner([*trick, c]) == len(trick)]
        second = (t(lang, "learn-mwl-explain-void-trump", cards=_cards(lang, golds)) if golds
                  else t(lang, "learn-mwl-explain-void-none"))
        return [t(lang, "learn-mwl-explain-void", colour=colour), second]
    return [t(lang, "learn-explain-generic")]


EXAMPLE_HANDS = [["red-8", "blue-2"], ["gray-4", "green-2"], ["red-1", "green-3"]]
"""The rulebook's example trick ("1 beats 8 (of the same color)": player A leads Red 8, B plays
Gray 4, C plays Red 1), each hand with one more card so the round goes on after it."""
EXAMPLE_NAMES = ("A", "B", "C")


def example_view() -> MWLView:
    """The spectator view right after the example trick (built by the engine, so the picture
    shows what the rules decide: C wins)."""
    state = GAME.setup(3, MWLOptions(first_player=1), 0)
    state.hands = [list(h) for h in EXAMPLE_HANDS]
    state.tricks_per_round = 2
    state.out_card = None
    for seat, hand in enumerate(EXAMPLE_HANDS):
        GAME.apply(state, seat, PlayAction(card=hand[0]))
    return GAME.view(state, None)


def example(lang: Lang) -> Rendered:
    """``/rules``' example: the caption and the trick picture (drawn off the event loop by the kit)."""
    view = example_view()
    names = EXAMPLE_NAMES
    caption = t(lang, "learn-mwl-example", first=names[0], second=names[1], third=names[2])
    picture = Picture(name="example.png", draw=lambda: draw_trick(view, names, lang),
                      key=("rules-example", *picture_key(view, names, lang)), alt=t(lang, "learn-mwl-example-alt"))
    return Rendered(content=caption, pictures=[picture])
