"""❔ *What now?* for Wildlife Adventure (issue 35), and ``/rules``' example route extension.

:func:`explain` answers for the decision in front of a seat, from that seat's own view, in two to
five lines in the game's words (``locales/*/learn-wildlife-adventure.ftl``, ids
``learn-wa-explain-…``). One explainer per decision kind (:func:`decision`):

* ``extend`` — the turn's route extension: where each expedition's tip is, which of the seat's
  animals (or open discovery missions) one route extension reaches, the space ids, and the
  travel vouchers it may spend;
* ``pass`` — no expedition can be extended free of vouchers: spend some, or end the turn;
* ``bonus`` — a free extra route extension is owed (green space, chance card), optional;
* ``spend`` — the turn's route extension is laid: what travel vouchers buy now, or End turn;
* ``blue`` — a blue space's choice: 3 travel vouchers, or an animal card for every other player;
* ``discard`` — a chance card: an animal card under the stack (the farthest one named);
* ``relay`` — a chance card: re-lay an expedition's last route extension;
* ``wait`` — another seat is to act.

:func:`example` is the ``/rules`` illustrated example: two turns at the start base, drawn by the
table's board picture from a view the engine built (so the picture shows what the rules decide).
"""
from __future__ import annotations

from collections.abc import Sequence

from cogs.games.wildlife_adventure.picture import draw_board, picture_key
from cogs.games.wildlife_adventure.words import animal_label, animal_name
from cogs.kit.pictures import Picture
from cogs.kit.rendered import Rendered
from cogs.lang import Lang, t
from engine.games.wildlife_adventure import moves
from engine.games.wildlife_adventure.actions import END_TURN, ExtendAction
from engine.games.wildlife_adventure.board import DIST, continue_from
from engine.games.wildlife_adventure.rules import GAME
from engine.games.wildlife_adventure.state import WAOptions
from engine.games.wildlife_adventure.views import WAView, legal_from_view

DECISIONS = ("extend", "pass", "bonus", "spend", "blue", "discard", "relay", "wait")
"""Every decision kind :func:`decision` returns (``over`` aside: a finished match has none)."""


def decision(view: WAView, seat: int) -> str:
    """The kind of decision in front of ``seat`` (:data:`DECISIONS`, or ``"over"``)."""
    if view.game_over:
        return "over"
    if view.to_act != [seat]:
        return "wait"
    if view.pending is not None:
        return view.pending.kind
    free = [a for a in legal_from_view(view) if isinstance(a, ExtendAction) and a.star is None
            and moves.base_cost(_sit(view, seat)) == 0 and not _parallel(view, a)]
    if not view.main_laid:
        return "extend" if free else "pass"
    return "bonus" if view.bonus > 0 and free else "spend"


def _sit(view: WAView, seat: int) -> moves.Situation:
    from engine.games.wildlife_adventure.views import situation

    return situation(view, seat)


def _parallel(view: WAView, a: ExtendAction) -> bool:
    frm = continue_from(view.expeditions[a.expedition].tip)
    return any({x.frm, x.to} == {frm, a.to} for ex in view.expeditions for x in ex.extensions)


def _tips(view: WAView, lang: Lang) -> str:
    return ", ".join(t(lang, "learn-wa-explain-tip", colour=ex.colour, tip=ex.tip,
                       started="yes" if ex.started else "no") for ex in view.expeditions)


def _reach(view: WAView, seat: int, lang: Lang) -> str:
    """Which of the seat's animals and open missions one route extension reaches now, else how far the nearest is."""
    targets = {a.id: animal_name(a.id, lang) for a in [*view.hand, *view.open_missions]}
    steps = {a.to for a in legal_from_view(view) if isinstance(a, ExtendAction)}
    near = sorted(p for p in steps if p in targets)
    if near:
        return t(lang, "learn-wa-explain-reach", spaces=", ".join(f"{p} ({targets[p]})" for p in near))
    tips = [continue_from(ex.tip) for ex in view.expeditions]
    far = min((DIST[tip].get(p, 99) for tip in tips for p in targets), default=0)
    return t(lang, "learn-wa-explain-far", steps=far)


def _vouchers(view: WAView, seat: int, lang: Lang) -> str:
    left = min(view.max_per_turn - view.spent_this_turn, view.vouchers[seat])
    return t(lang, "learn-wa-explain-vouchers", vouchers=view.vouchers[seat], left=max(left, 0),
             most=view.max_per_turn, stars=len(view.kept[seat]))


def explain(view: WAView, seat: int, names: Sequence[str], lang: Lang) -> list[str]:
    """Two to five lines for ``seat``'s decision (see the module docstring); ``names`` by seat,
    already inert."""
    kind = decision(view, seat)
    if kind == "wait":
        actor = view.to_act[0] if view.to_act else view.turn
        who = names[actor] if actor is not None and actor < len(names) else "?"
        return [t(lang, "learn-wa-explain-wait", who=who, pending=view.pending.kind if view.pending else "none"),
                t(lang, "learn-wa-explain-wait-more")]
    if kind == "extend":
        return [t(lang, "learn-wa-explain-extend", tips=_tips(view, lang)), _reach(view, seat, lang),
                t(lang, "learn-wa-explain-ids"), _vouchers(view, seat, lang)]
    if kind == "pass":
        return [t(lang, "learn-wa-explain-pass", tips=_tips(view, lang)), _vouchers(view, seat, lang)]
    if kind == "bonus":
        return [t(lang, "learn-wa-explain-bonus", count=view.bonus), _reach(view, seat, lang)]
    if kind == "spend":
        return [t(lang, "learn-wa-explain-spend"), _vouchers(view, seat, lang)]
    if kind == "blue":
        return [t(lang, "learn-wa-explain-blue", others=view.seats - 1), t(lang, "learn-wa-explain-blue-more")]
    if kind == "discard":
        tips = [continue_from(ex.tip) for ex in view.expeditions]
        far = max(view.hand, key=lambda a: (min(DIST[tip].get(a.id, 99) for tip in tips), a.id), default=None)
        lines = [t(lang, "learn-wa-explain-discard")]
        if far is not None:
            lines.append(t(lang, "learn-wa-explain-discard-far", card=animal_label(far.id, lang)))
        else:
            lines.append(t(lang, "learn-wa-explain-discard-score"))
        return lines
    if kind == "relay":
        return [t(lang, "learn-wa-explain-relay"), t(lang, "learn-wa-explain-relay-more")]
    return [t(lang, "learn-explain-generic")]


EXAMPLE_NAMES = ("A", "B")
EXAMPLE_HANDS = [["EU6", "AF4"], ["EU12", "AS1"]]
"""The example's hands: A holds the Grey Wolf (EU6), which A's own route extension reaches."""
EXAMPLE_MOVES: list[tuple[int, ExtendAction | None]] = [
    (0, ExtendAction(expedition=0, to="EU6")), (0, None),
    (1, ExtendAction(expedition=0, to="EU7")), (1, ExtendAction(expedition=1, to="EU5")),
]
"""A starts 🟥 red at EU6 and ends the turn; B extends red to EU7, a green space, and with the
free route extension it gives starts 🟨 yellow at EU5 (None: End turn)."""


def example_view() -> WAView:
    """The spectator view after the example's moves (built by the engine, so the picture shows
    what the rules decide: A finds the Grey Wolf, B's green space gives another route extension)."""
    state = GAME.setup(2, WAOptions(first_player=1, undo=False), 0)
    state.hands = [list(h) for h in EXAMPLE_HANDS]
    for seat, action in EXAMPLE_MOVES:
        GAME.apply(state, seat, action if action is not None else END_TURN)
    return GAME.view(state, None)


def example(lang: Lang) -> Rendered:
    """``/rules``' example: the caption and the board picture (drawn off the event loop by the kit)."""
    view = example_view()
    names = list(EXAMPLE_NAMES)
    caption = t(lang, "learn-wa-example", first=names[0], second=names[1])
    picture = Picture(name="example.png", draw=lambda: draw_board(view, names, lang=lang),
                      key=("rules-example", *picture_key(view, names, lang=lang)), alt=t(lang, "learn-wa-example-alt"))
    return Rendered(content=caption, pictures=[picture])
