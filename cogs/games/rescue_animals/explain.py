"""❔ *What now?* for Rescue Animals (issue 35), and ``/rules``' example of a dice requirement.

:func:`explain` answers for the decision in front of a seat, from that seat's own view (its own
dice and the public display: nothing hidden), in two to five lines in the game's words
(``locales/*/learn-rescue-animals.ftl``, ids ``learn-ra-explain-…``). One explainer per decision
kind (:func:`decision`):

* ``countdown`` — Ready, Set…: nobody may roll or rescue until Go!; set-aside dice stay aside;
* ``first-roll`` — Go!, dice not rolled yet: Roll rolls all of them; the animals on display;
* ``rolling`` — rolled, no animal met: the dice, the likeliest animal and the dice that fit it,
  what setting aside and Roll do;
* ``rescue`` — the dice meet an animal: Rescue (calling "Rescuing!"), the tie rule;
* ``claimed`` — this seat pressed Rescue: the claim window closes, ties are settled;
* ``window`` — someone else called "Rescuing!": everyone stops rolling;
* ``rescued`` — this seat has rescued its animal this round: wait for the round to end.

:func:`example` is ``/rules``' illustrated example: a card's dice requirement (black 3 + white 5, 5)
met by a roll with two dice set aside, drawn by the panel's own display picture.
"""
from __future__ import annotations

from cogs.games.rescue_animals.picture import draw_display
from cogs.games.rescue_animals.symbols import animal_name, requirement_words
from cogs.kit.pictures import Picture
from cogs.kit.rendered import Rendered
from cogs.lang import Lang, t
from engine.games.rescue_animals.ai.normal import choose_target, keep_for
from engine.games.rescue_animals.deck import CARDS, SPECIES
from engine.games.rescue_animals.state import BLACK, GRAY
from engine.games.rescue_animals.views import CardView, DiceView, RescueView, card_view

DECISIONS = ("countdown", "first-roll", "rolling", "rescue", "claimed", "window", "rescued")
"""Every decision kind :func:`decision` returns (``over`` and ``watch`` aside: nothing to decide)."""


def decision(view: RescueView, seat: int) -> str:
    """The kind of decision in front of ``seat`` (:data:`DECISIONS`, ``"over"``, or ``"watch"``
    for a view without the seat's own dice)."""
    me = view.me
    if view.phase == "over":
        return "over"
    if me is None or me.seat != seat:
        return "watch"
    if not view.players[seat].can_rescue:
        return "rescued"
    if me.claimed:
        return "claimed"
    if me.can_claim and me.satisfied:
        return "rescue"
    if view.phase == "countdown":
        return "countdown"
    if view.phase == "window":
        return "window"
    return "rolling" if me.dice.rolled else "first-roll"


def _die(lang: Lang, index: int, value: int) -> str:
    colour = "black" if index == BLACK else "gray" if index == GRAY else "white"
    return t(lang, "learn-ra-die", colour=colour, value=value)


def _dice(lang: Lang, dice: DiceView, indices: list[int]) -> str:
    return ", ".join(_die(lang, i, dice.values[i]) for i in indices)


def requirement(lang: Lang, card: CardView) -> str:
    """``card``'s dice requirement in words, in ``lang`` (:func:`.symbols.requirement_words`)."""
    return requirement_words(lang, card)


def _display(lang: Lang, view: RescueView) -> str:
    cards = [c for c in view.display if c is not None]
    return t(lang, "learn-ra-explain-display", animals="; ".join(
        t(lang, "learn-ra-explain-animal", name=animal_name(lang, c), protection=c.protection, req=requirement(lang, c))
        for c in cards))


def explain(view: RescueView, seat: int, lang: Lang) -> list[str]:
    """Two to five lines for ``seat``'s decision (see the module docstring), from its own view."""
    kind = decision(view, seat)
    me = view.me
    if kind in ("over", "watch") or me is None:
        return [t(lang, "learn-explain-generic")]
    dice = me.dice
    aside = [i for i, a in enumerate(dice.aside) if a]
    if kind == "rescued":
        return [t(lang, "learn-ra-explain-rescued", limit=view.rescue_limit), t(lang, "learn-ra-explain-gray")]
    if kind == "claimed":
        return [t(lang, "learn-ra-explain-claimed"), t(lang, "learn-ra-explain-tie")]
    if kind == "rescue":
        by_uid = {c.uid: c for c in view.display if c is not None}
        return [t(lang, "learn-ra-explain-rescue", animals=", ".join(animal_name(lang, by_uid[u]) for u in me.satisfied
                                                                     if u in by_uid)),
                t(lang, "learn-ra-explain-rescue-more"), t(lang, "learn-ra-explain-tie")]
    if kind == "countdown":
        return [t(lang, "learn-ra-explain-countdown", kept=len(aside)), _display(lang, view)]
    if kind == "window":
        return [t(lang, "learn-ra-explain-window"), t(lang, "learn-ra-explain-tie")]
    if kind == "first-roll":
        return [t(lang, "learn-ra-explain-first-roll"), _display(lang, view)]
    lines = [t(lang, "learn-ra-explain-rolling", dice=_dice(lang, dice, list(range(len(dice.values)))),
               aside=_dice(lang, dice, aside), kept=len(aside))]
    target = choose_target(view)
    if target is not None:
        fit = keep_for(me, target)
        lines.append(t(lang, "learn-ra-explain-target", name=animal_name(lang, target), req=requirement(lang, target),
                       fit=_dice(lang, dice, fit), count=len(fit)))
    lines.append(t(lang, "learn-ra-explain-roll"))
    return lines


EXAMPLE_SPECIES = "amur_leopard"
"""The example's animal: black 3 + white 5, 5 (our deck, ``engine/games/rescue_animals/deck.py``)."""
EXAMPLE_DICE = DiceView(values=[5, 2, 5, 6, 3], aside=[True, False, True, False, True],
                        colors=["white", "white", "white", "white", "black"], rolled=True, text="")
"""The example's roll: white 5 and 5 and black 3 set aside, white 2 and 6 rerolled."""


def example_card() -> CardView:
    """The example's card (the first card of :data:`EXAMPLE_SPECIES` in the deck)."""
    index = next(i for i, s in enumerate(SPECIES) if s.key == EXAMPLE_SPECIES)
    return card_view(next(uid for uid, species in enumerate(CARDS) if species == index))


def example(lang: Lang) -> Rendered:
    """``/rules``' example: the caption and the picture of the card with the dice that meet it
    (drawn off the event loop by the kit)."""
    card = example_card()
    name = animal_name(lang, card)
    caption = t(lang, "learn-ra-example", name=name, req=requirement(lang, card))
    picture = Picture(name="example.png",
                      draw=lambda: draw_display([card], dice=EXAMPLE_DICE, fits=[card.uid], lang=lang),
                      key=("rules-example", "rescue-animals", lang, card.uid),
                      alt=t(lang, "learn-ra-example-alt", name=name))
    return Rendered(content=caption, pictures=[picture])
