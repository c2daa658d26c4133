"""The :class:`cogs.kit.ui.GameUI` of Wildlife Adventure: its verbs, typed point ids and clicks.

custom_ids (written and read by the kit's codec; all ASCII, far under 100 characters;
``{s}`` is the stamp, the match's version: :meth:`WildlifeAdventureUI.stamp`)::

    wa:{match}:ext:{s}            select: lay a route extension ("0.AF7", "2.EU4.C07" with a ★ card)
    wa:{match}:remove:{s}         select: remove an expedition's last route extension ("1", "1.C12")
    wa:{match}:ob{i}:{s}          select: move obstacle i (0-2) to a point or "off" (voucher / session)
    wa:{match}:os{i}:{s}:{card}   select: the same, paid with the kept ★ card {card} ("C07")
    wa:{match}:swap:{s}           select: swap an animal card ("AF4", "AF4.C21" with a ★ card)
    wa:{match}:end:{s}            button: end the turn
    wa:{match}:blue:{s}:{choice}  button: blue space, "vouchers" or "cards"
    wa:{match}:discard:{s}        select: chance card, the animal card to put under the stack
    wa:{match}:relay:{s}          select: chance card, where to re-lay ("0.AF7")
    wa:{match}:open:{chooser}     the kit's group select; also the travel voucher menu
                                  (chooser "menu": values ob0..os2, swap, remove) and the
                                  🗺️ My map button (chooser "map")
    wa:{match}:ask:{s}:{verb}     the kit's ⌨️ button (a typed point id for ext, ob{i}, os{i})
    wa:{match}:refresh            the kit's Refresh / Back button

Panel state (which menu, which chooser group, whether the map shows) lives only in the
kit's :class:`~cogs.kit.ui.PanelContext`, never in the bot.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

import discord

from cogs.games.wildlife_adventure import choices
from cogs.games.wildlife_adventure.announce import announcements
from cogs.games.wildlife_adventure.explain import example, explain
from cogs.games.wildlife_adventure.panel import render_panel
from cogs.games.wildlife_adventure.table import board_picture, render_table
from cogs.games.wildlife_adventure.words import animal_name, colour, event_line, obstacle_name, turn_line
from cogs.kit.choosers import Option, group_value
from cogs.kit.codec import Verb
from cogs.kit.fullmap import full_map_button, full_map_verb
from cogs.kit.rendered import Rendered
from cogs.kit.text import clip, safe, seat_labels
from cogs.kit.ui import GameUI, PanelContext
from cogs.kit.undo import undo_option
from cogs.lang import SOURCE, Lang, reader, reading, t
from engine.core import IllegalAction
from engine.games.wildlife_adventure import moves
from engine.games.wildlife_adventure.actions import (
    BlueAction,
    DiscardAction,
    EndTurnAction,
    ExtendAction,
    ObstacleAction,
    RelayAction,
    RemoveAction,
    SwapAction,
    WATurnAction,
)
from engine.games.wildlife_adventure.board import POINTS
from engine.games.wildlife_adventure.cards import COLOURS
from engine.games.wildlife_adventure.views import WAView, situation
from engine.undo import Undo

if TYPE_CHECKING:
    from engine.core import Event, Model
    from engine.service import MatchUpdate
    from storage import MatchRecord

KEY = "wildlife-adventure"
STAR_FIELD = r"C[0-9]{2}"
OBSTACLE_VERBS = ("ob0", "ob1", "ob2", "os0", "os1", "os2")
"""The obstacle verbs: ``ob{i}`` paid with a voucher (or free in the open session), ``os{i}`` with a ★ card."""
COLOUR_WORDS = {"r": 0, "red": 0, "y": 1, "yellow": 1, "yel": 1, "b": 2, "blue": 2, "blu": 2,
                "rot": 0, "g": 1, "gelb": 1, "blau": 2}
"""An expedition as a person may type it, in English or German (the picture's letters R/Y/B, R/G/B)."""
OFF_WORDS = {"off", "remove", "none", "away", "take", "weg", "ab", "entfernen", "runter"}
NOT_RECOGNISED = "That choice is not recognised: press Refresh."


def _unrecognised() -> IllegalAction:
    return IllegalAction(NOT_RECOGNISED, code="wa-typed-not-recognised")


def wa_view(view: Model) -> WAView:
    """``view`` as a :class:`WAView` (another class is re-validated)."""
    return view if isinstance(view, WAView) else WAView.model_validate(view.model_dump())


# ------------------------------------------------------------------ actions from clicks
def _value(params: Mapping[str, str], values: Sequence[str]) -> str:
    value = values[0] if values else params.get("value", "")
    if not re.fullmatch(r"[A-Za-z0-9.]{1,20}", value):
        raise _unrecognised()
    return value


def _ext_action(params: Mapping[str, str], values: Sequence[str]) -> ExtendAction:
    try:
        e, to, star = choices.parse_extension(_value(params, values))
    except ValueError:
        raise _unrecognised() from None
    return ExtendAction(expedition=e, to=to, star=star)


def _remove_action(params: Mapping[str, str], values: Sequence[str]) -> RemoveAction:
    e, _, star = _value(params, values).partition(".")
    if e not in ("0", "1", "2"):
        raise _unrecognised()
    return RemoveAction(expedition=int(e), star=star or None)


def _obstacle_action(index: int) -> Callable[[Mapping[str, str], Sequence[str]], ObstacleAction]:
    def action(params: Mapping[str, str], values: Sequence[str]) -> ObstacleAction:
        to = _value(params, values)
        return ObstacleAction(obstacle=index, to=None if to == choices.OFF else to, star=params.get("star") or None)

    return action


def _swap_action(params: Mapping[str, str], values: Sequence[str]) -> SwapAction:
    card, _, star = _value(params, values).partition(".")
    return SwapAction(card=card, star=star or None)


def _relay_action(params: Mapping[str, str], values: Sequence[str]) -> RelayAction:
    try:
        e, to, _ = choices.parse_extension(_value(params, values))
    except ValueError:
        raise _unrecognised() from None
    return RelayAction(expedition=e, to=to)


# ------------------------------------------------------------------ typed point ids
def _my_turn_problem(view: WAView) -> IllegalAction | None:
    if view.seat is None:
        return IllegalAction("You are not playing in this match.", code="core-not-playing")
    if view.game_over:
        return IllegalAction("The game is over.", code="wa-no-game-over")
    if view.to_act != [view.seat]:
        return IllegalAction("It is not your turn.", code="wa-no-not-your-turn")
    if view.pending is not None:
        return moves.problem(situation(view, view.seat), ExtendAction(expedition=0, to="START"))
    return None


def _point(word: str) -> str:
    point = word.upper()
    if point not in POINTS:
        typed = safe(clip(word, 20), fallback="")  # inert: nothing typed acts on the warning
        raise IllegalAction(f"There is no space “{typed}” on the board: type an id as printed on the board, "
                            "such as AF7, EU12 or L2.", code="wa-typed-no-space", params={"typed": typed})
    return point


def parse_extension_text(text: str, view: Model) -> Mapping[str, str]:
    """A typed route extension: a point id (``"AF7"``), optionally with the expedition
    (``"red AF7"``, ``"AF7 y"``). Returns ``{"value": "0.AF7"}`` (with ``".C07"`` when only a
    ★ card makes it possible). Raises IllegalAction with a clear reason (unknown point, not
    reachable now, several expeditions reach it, not your turn)."""
    v = wa_view(view)
    words = text.replace(",", " ").replace(":", " ").split()
    wanted = next((COLOUR_WORDS[w.lower()] for w in words if w.lower() in COLOUR_WORDS), None)
    points = [w for w in words if w.lower() not in COLOUR_WORDS]
    if len(points) != 1:
        raise IllegalAction("Type one space id such as AF7 (as printed on the board), or the expedition and the "
                            "space: red AF7.", code="wa-typed-one-space")
    point = _point(points[0])
    problem = _my_turn_problem(v)
    if problem:
        raise problem
    options = [a for a in choices.legal(v) if isinstance(a, ExtendAction) and a.to == point
               and (wanted is None or a.expedition == wanted)]
    if not options:
        assert v.seat is not None
        if wanted is not None:
            refusal = moves.problem(situation(v, v.seat), ExtendAction(expedition=wanted, to=point))
            raise refusal or IllegalAction(f"The {COLOURS[wanted]} expedition cannot go to {point} now: choose "
                                           "another space.", code="wa-typed-cannot-go",
                                           params={"expedition": colour(wanted), "point": point})
        tips = {COLOURS[e]: ex.tip for e, ex in enumerate(v.expeditions)}
        raise IllegalAction(f"No expedition can reach {point} with one route extension now "
                            f"({', '.join(f'{c} at {tip}' for c, tip in tips.items())}).",
                            code="wa-typed-unreachable", params={"point": point, **tips})
    expeditions = sorted({a.expedition for a in options})
    if len(expeditions) > 1:
        raise IllegalAction(f"Several expeditions can reach {point}: type the expedition's colour before the space, "
                            f"such as “{COLOURS[expeditions[0]]} {point}”, or choose in the list.",
                            code="wa-typed-several", params={"point": point, "expedition": colour(expeditions[0])})
    chosen = next((a for a in options if a.star is None), options[0])
    return {"value": choices.extension_value(chosen)}


def parse_obstacle_text(index: int, with_star: bool) -> Callable[[str, Model], Mapping[str, str]]:
    """The typed target of obstacle ``index``: a point id, or "off" to take it off the board.
    Returns ``{"value": point or "off", "star": ★ card or ""}``; raises IllegalAction."""

    def parse(text: str, view: Model) -> Mapping[str, str]:
        v = wa_view(view)
        words = text.split()
        if len(words) != 1:
            raise IllegalAction("Type one space id such as AF7, or “off” to take the obstacle off the board.",
                                code="wa-typed-one-obstacle-space")
        to = choices.OFF if words[0].lower() in OFF_WORDS else _point(words[0])
        problem = _my_turn_problem(v)
        if problem:
            raise problem
        assert v.seat is not None
        target = None if to == choices.OFF else to
        legal = [a for a in choices.legal(v) if isinstance(a, ObstacleAction) and a.obstacle == index
                 and a.to == target and (a.star is not None) == with_star]
        if not legal:
            star = moves.star(situation(v, v.seat), "free_obstacle") if with_star else None
            refusal = moves.problem(situation(v, v.seat), ObstacleAction(obstacle=index, to=target, star=star))
            raise refusal or IllegalAction(f"Obstacle {obstacle_name(index)} cannot go to {to}: choose another space.",
                                           code="wa-typed-obstacle-cannot",
                                           params={"obstacle": obstacle_name(index), "to": to})
        return {"value": to, "star": legal[0].star or ""}

    return parse


# ------------------------------------------------------------------ verbs
OBSTACLE_PROMPTS = ("wa-prompt-obstacle-1", "wa-prompt-obstacle-2", "wa-prompt-obstacle-3")
STAR_OBSTACLE_PROMPTS = ("wa-prompt-obstacle-star-1", "wa-prompt-obstacle-star-2", "wa-prompt-obstacle-star-3")
"""The ⌨️ modal's title per obstacle (message ids, rendered by the kit in the person's language)."""

VERBS: tuple[Verb, ...] = (
    Verb("ext", stamped=True, action=_ext_action, kind="extend", parse_text=parse_extension_text,
         prompt="wa-prompt-extend", example="wa-prompt-example-extend"),
    Verb("remove", stamped=True, action=_remove_action, kind="remove"),
    *(Verb(f"ob{i}", stamped=True, action=_obstacle_action(i), kind="obstacle",
           parse_text=parse_obstacle_text(i, False), prompt=OBSTACLE_PROMPTS[i], example="wa-prompt-example-obstacle")
      for i in range(3)),
    *(Verb(f"os{i}", fields=(("star", STAR_FIELD),), stamped=True, action=_obstacle_action(i), kind="obstacle",
           parse_text=parse_obstacle_text(i, True), prompt=STAR_OBSTACLE_PROMPTS[i],
           example="wa-prompt-example-obstacle")
      for i in range(3)),
    Verb("swap", stamped=True, action=_swap_action, kind="swap"),
    Verb("end", stamped=True, action=lambda p, v: EndTurnAction(), kind="end_turn"),
    Verb("blue", fields=(("choice", "vouchers|cards"),), stamped=True,
         action=lambda p, v: BlueAction(choice=p["choice"]),
         params_of=lambda a: {"choice": a.choice}),
    Verb("discard", stamped=True, action=lambda p, v: DiscardAction(card=_value(p, v))),
    Verb("relay", stamped=True, action=_relay_action),
)


class WildlifeAdventureUI(GameUI[WAView, WATurnAction]):
    """Wildlife Adventure in Discord: the table with the board picture, the **My cards** panel
    (hand, route extensions, travel voucher menu, owed choices), announcements."""

    key: ClassVar[str] = KEY
    prefix: ClassVar[str] = "wa"
    panel_label: ClassVar[str] = "wa-panel-label"
    panel_emoji: ClassVar[str] = "🧭"
    how_to_play: ClassVar[Sequence[str]] = ("wa-how-1", "wa-how-2", "wa-how-3", "wa-how-4")
    """Message ids (the rules cog words them in the reader's language)."""
    verbs: ClassVar[Sequence[Verb]] = (*VERBS, full_map_verb(lambda record, view: board_picture(
        record, wa_view(view), full=True)))
    stale_warning: ClassVar[str] = "wa-stale"

    def game_title(self, lang: Lang | None = None) -> str:
        """"Wildlife Adventure" (``wa-title``; the German edition's *Abenteuer Tierwelt*)."""
        return t(lang or reader(), "wa-title")

    def game_summary(self, lang: Lang | None = None) -> str:
        """The lobby's few sentences on the game (``wa-summary``)."""
        return t(lang or reader(), "wa-summary")

    def asked(self, view: WAView, seat: int, lang: Lang = SOURCE) -> str:
        """What ``seat`` is asked to do, from its own view: a choice it owes, else its route extension (``wa-asked``)."""
        if view.pending is not None and view.pending.seat == seat:
            return t(lang, "wa-asked", what=view.pending.kind)
        return t(lang, "wa-asked", what="lay" if not view.main_laid else "finish")

    def explain(self, record: MatchRecord, seat: int, view: WAView, lang: Lang) -> list[str]:
        """❔ What now? for ``seat``'s decision (:func:`cogs.games.wildlife_adventure.explain.explain`)."""
        return explain(wa_view(view), seat, seat_labels(record, view.seats), lang)

    def rules_example(self, lang: Lang) -> Rendered | None:
        """/rules' example: two turns at the start base (:func:`cogs.games.wildlife_adventure.explain.example`)."""
        return example(lang)

    def table(self, record: MatchRecord, view: WAView, lang: Lang = SOURCE) -> Rendered:
        """The public table. Raises ValueError unless ``view`` is the spectator view."""
        v = wa_view(view)
        if v.seat is not None:
            raise ValueError("the table is rendered from the spectator view only")
        with reading(lang):
            return render_table(record, v, lang)

    def table_buttons(self, record: MatchRecord, view: WAView) -> list[discord.ui.Item[Any]]:
        """🗺️ Full map: the clicker's panel with the whole board at full resolution (private)."""
        return [full_map_button(self, record.id)]

    def panel(self, record: MatchRecord, seat: int, view: WAView, ctx: PanelContext) -> Rendered:
        """The **My cards** panel of ``seat`` from that seat's view (see :mod:`.panel`)."""
        with reading(ctx.lang):
            return render_panel(self, record, seat, wa_view(view), ctx)

    def action_label(self, action: Model, lang: Lang = SOURCE) -> str:
        """A move that may be taken back in a few words (``wa-undo-what``): "🟥 Red → AF3",
        "remove 🟨 Yellow's last route extension", "obstacle X2 to AS5", "3 travel vouchers",
        "put Giraffe under the stack" (the seat's own card, on its own panel only)."""
        args: dict[str, str] = {}
        if isinstance(action, (ExtendAction, RelayAction)):
            args.update(expedition=COLOURS[action.expedition], to=action.to)
        elif isinstance(action, RemoveAction):
            args["expedition"] = COLOURS[action.expedition]
        elif isinstance(action, ObstacleAction):
            args.update(obstacle=obstacle_name(action.obstacle), to=action.to or "off")
        elif isinstance(action, BlueAction):
            args["choice"] = action.choice
        elif isinstance(action, DiscardAction):
            args["card"] = animal_name(action.card, lang)
        kind = str(getattr(action, "kind", ""))
        return t(lang, "wa-undo-what", kind=kind, **args)

    def kind_name(self, kind: str, lang: Lang = SOURCE) -> str:
        """A kind of move for ``/rules`` (``wa-undo-kind``): "a route extension", "an obstacle move"…"""
        return t(lang, "wa-undo-kind", kind=kind)

    def announcements(self, update: MatchUpdate, lang: Lang = SOURCE) -> list[Rendered]:
        """Animals found (with their fact lines), open discovery missions, chance cards and the
        final scores, from public events only."""
        with reading(lang):
            return announcements(update.match, update.events, lang)

    def history_lines(self, record: MatchRecord, events: Sequence[Event], names: Sequence[str],
                      lang: Lang = SOURCE) -> list[str]:
        """``/history``'s lines for one move's public events, worded from their kind and data in
        ``lang`` (:func:`.words.event_line`), so a match reads in the reader's language; an event
        stored before issue 34 of a kind not worded here shows its stored text. A turn change reads
        "Bo's turn." here (the table leaves it out), so an *End turn* move is never "a hidden choice"."""
        lines = [turn_line(e.data or {}, names, lang) if e.kind == "turn"
                 else event_line(e.kind, e.data or {}, names, lang, text=e.text) for e in events]
        return [line for line in lines if line]

    def option_fields(self) -> list[tuple[str, str, list[tuple[str, Any]]]]:
        """Who begins: random (the rulebook lets the players decide) or the host (in the reader's language)."""
        lang = reader()
        return [("first_player", t(lang, "wa-option-first-player"),
                 [(t(lang, "wa-option-random"), None), (t(lang, "wa-option-host"), 1)]), undo_option(lang)]

    def stamp(self, record: MatchRecord, view: WAView) -> int:
        """``record.version``: every committed move bumps it, so a component drawn before any
        later move (by anyone) is stale — a double click never lays a second (paid) route
        extension."""
        return record.version

    # ------------------------------------------------------------- clicks
    def _chooser(self, match_id: int, verb: str, options: Sequence[Option], value: str, stamp: int,
                 **params: Any) -> list[tuple[str, list[str] | None]]:
        if not any(o.value == value for o in options):
            raise ValueError(f"{verb} offers no {value!r}")
        clicks: list[tuple[str, list[str] | None]] = []
        group = group_value(options, value)
        if group is not None:
            clicks.append((self.custom_id("open", match_id, chooser=verb), [group]))
        clicks.append((self.custom_id(verb, match_id, stamp, **params), [value]))
        return clicks

    def _menu(self, match_id: int, entry: str) -> tuple[str, list[str] | None]:
        return (self.custom_id("open", match_id, chooser="menu"), [entry])

    def clicks_for(self, record: MatchRecord, view: WAView, action: WATurnAction) -> list[tuple[str, list[str] | None]]:
        """The clicks a person makes on the panel for ``action`` in ``record``, from ``view`` (a
        view of its current state): ``[(custom_id, select values or None)]``, never through a modal:

        * route extension: the ext select (after its group select when more than 25);
        * obstacle: the travel voucher menu (``ob{i}``/``os{i}``), the continent group, the point;
        * swap / remove: the menu, then the select (a group first if needed);
        * end turn / blue space: one button; discard / re-lay: the select.

        Raises ValueError when the panel offers no component for ``action``. An
        :class:`~engine.undo.Undo` is the ↩️ Undo button.
        """
        if isinstance(action, Undo):
            return self.undo_clicks(record, action)
        v = wa_view(view)
        s = self.stamp(record, v)
        match_id = record.id
        if isinstance(action, ExtendAction):
            return self._chooser(match_id, "ext", choices.extension_options(v), choices.extension_value(action), s)
        if isinstance(action, RemoveAction):
            value = f"{action.expedition}" + (f".{action.star}" if action.star else "")
            return [self._menu(match_id, "remove"),
                    *self._chooser(match_id, "remove", choices.remove_options(v), value, s)]
        if isinstance(action, ObstacleAction):
            mode = f"{'os' if action.star else 'ob'}{action.obstacle}"
            params = {"star": action.star} if action.star else {}
            options = choices.obstacle_options(v, action.obstacle, action.star)
            return [self._menu(match_id, mode),
                    *self._chooser(match_id, mode, options, action.to or choices.OFF, s, **params)]
        if isinstance(action, SwapAction):
            value = action.card + (f".{action.star}" if action.star else "")
            return [self._menu(match_id, "swap"), *self._chooser(match_id, "swap", choices.swap_options(v), value, s)]
        if isinstance(action, EndTurnAction):
            return [(self.custom_id("end", match_id, s), None)]
        if isinstance(action, BlueAction):
            return [(self.custom_id("blue", match_id, s, choice=action.choice), None)]
        if isinstance(action, DiscardAction):
            return self._chooser(match_id, "discard", choices.discard_options(v), action.card, s)
        if isinstance(action, RelayAction):
            value = f"{action.expedition}.{action.to}"
            return self._chooser(match_id, "relay", choices.relay_options(v), value, s)
        raise ValueError(f"no panel component makes {action!r}")


UI = WildlifeAdventureUI()
"""The game's UI instance (found by :func:`cogs.kit.ui.discover`)."""

__all__ = ["KEY", "OBSTACLE_VERBS", "UI", "VERBS", "WildlifeAdventureUI", "parse_extension_text",
           "parse_obstacle_text", "wa_view"]
