"""The options a seat's panel offers, built from that seat's view only (one source for the
panel's selects, :meth:`WildlifeAdventureUI.clicks_for` and the typed point ids).

Every list here is built from :func:`engine.games.wildlife_adventure.views.legal_from_view`,
so an illegal choice is never offered. Select values (all ASCII, at most 12 characters):

* route extension: ``"{expedition}.{point}"`` or ``"{expedition}.{point}.{★ card}"``
  (``"0.AF7"``, ``"2.EU4.C07"``), grouped by expedition;
* remove the last route extension: ``"{expedition}"`` or ``"{expedition}.{★ card}"``;
* obstacle ``i``: a point id or ``"off"`` (take it off the board), grouped by continent; the
  ★ card that pays, if any, travels in the verb's ``star`` field;
* swap / discard: the animal card id (``"AF4"``; swap with a ★ card: ``"AF4.C07"``);
* re-lay (chance card): ``"{expedition}.{point}"``;
* the travel voucher menu: ``"ob0"``..``"ob2"`` (move obstacle 1-3, paid or free in the open
  obstacle session), ``"os0"``..``"os2"`` (the same with a kept ★ card), ``"swap"``, ``"remove"``.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import update_wrapper
from typing import Concatenate, ParamSpec, TypeVar

from cogs.games.wildlife_adventure.words import (
    animal_name,
    chance_text,
    colour,
    continent_name,
    expedition_name,
    obstacle_name,
    obstacle_where,
    point_words,
    tip_words,
)
from cogs.kit.choosers import Option
from cogs.kit.memo import by_view
from cogs.lang import reader, t
from engine.games.wildlife_adventure import moves
from engine.games.wildlife_adventure.actions import (
    DiscardAction,
    ExtendAction,
    ObstacleAction,
    RelayAction,
    RemoveAction,
    SwapAction,
    WAAction,
)
from engine.games.wildlife_adventure.board import DIST, POINTS, START, line_between
from engine.games.wildlife_adventure.views import WAView, legal_from_view, situation

COLOUR_EMOJI = ["🟥", "🟨", "🟦"]
"""The three expeditions (0 red, 1 yellow, 2 blue) as emoji."""
OBSTACLE_EMOJI = "🚧"
STAR_EMOJI = "⭐"
OFF = "off"


def colour_name(e: int) -> str:
    """``"Red"``, ``"Yellow"``, ``"Blue"`` in the reader's language (``wa-expedition-name``)."""
    return expedition_name(e)


def star_text(cid: str) -> str:
    """A ★ card in a few words (its instruction without the star, ``wa-chance``)."""
    return chance_text(cid)


def tip_text(view: WAView, e: int) -> str:
    """Where expedition ``e`` stands: ``"EU4"``, ``"L2 (continues from R2)"``, ``"the start base"`` (``wa-tip``)."""
    ex = view.expeditions[e]
    if not ex.started:
        return tip_words(START)
    return tip_words(ex.tip, ex.continues_from)


T = TypeVar("T")
P = ParamSpec("P")


def _kept(fn: Callable[Concatenate[WAView, P], Sequence[T]]) -> Callable[Concatenate[WAView, P], list[T]]:
    """``fn(view, *args)`` kept per view object, other arguments and the reader's language
    (:func:`cogs.kit.memo.by_view`), each call given a list of its own: one panel asks for its
    route extensions twice (the chooser and the moves field) and a move builds a seat's panel
    for its click answer, its DM copy and its open panel (issue 34's CPU check: every word now
    comes from the catalog, so building them is no longer free)."""
    def make(view: WAView, lang: object, /, *args: P.args, **kwargs: P.kwargs) -> tuple[T, ...]:
        return tuple(fn(view, *args, **kwargs))

    kept = by_view(make)

    def cached(view: WAView, /, *args: P.args, **kwargs: P.kwargs) -> list[T]:
        return list(kept(view, reader(), *args, **kwargs))

    update_wrapper(cached, fn)
    return cached


@by_view
def _legal(view: WAView) -> tuple[WAAction, ...]:
    return tuple(legal_from_view(view))


def legal(view: WAView) -> list[WAAction]:
    """Every legal action of the view's seat (:func:`legal_from_view`), kept per view object:
    one move's panel, DM copy and click answers ask it several times (issue 25)."""
    return list(_legal(view))


@by_view
def _own_situation(view: WAView) -> moves.Situation:
    """The view's seat's :class:`~engine.games.wildlife_adventure.moves.Situation` (seat 0 for a
    spectator), kept per view object: the cost of each route extension and obstacle option asked
    for it afresh (18 rebuilds per panel, the panel's largest own cost in a profile of 1,419
    positions). Read only: nothing here or in ``moves`` changes a situation."""
    return situation(view, view.seat if view.seat is not None else 0)


# ------------------------------------------------------------------ route extensions
def extension_cost(view: WAView, e: int, point: str, star: str | None) -> str:
    """What laying expedition ``e``'s route extension to ``point`` costs now, in words."""
    sit = _own_situation(view)
    base = moves.base_cost(sit)
    frm = view.expeditions[e].continues_from
    line = line_between(frm, point)
    parallel = line is not None and sit.line_counts.get(line, 0) > 0
    vouchers = base + (moves.COST_PARALLEL if parallel and not star else 0)
    why = "both" if base and parallel else "extra" if base else "parallel" if parallel else "none"
    if vouchers == 0 and not star:
        return t(reader(), "wa-cost-free", bonus="yes" if view.main_laid else "no")
    return t(reader(), "wa-cost", vouchers=vouchers, star="yes" if star else "no", why=why)


def is_free(view: WAView, e: int, point: str, star: str | None) -> bool:
    """Whether that route extension costs nothing now (no vouchers, no ★ card)."""
    if star:
        return False
    sit = _own_situation(view)
    line = line_between(view.expeditions[e].continues_from, point)
    return moves.base_cost(sit) == 0 and not (line is not None and sit.line_counts.get(line, 0) > 0)


def extension_value(action: ExtendAction) -> str:
    """The select value of a route extension."""
    return f"{action.expedition}.{action.to}" + (f".{action.star}" if action.star else "")


@_kept
def extension_options(view: WAView) -> list[Option]:
    """Every legal route extension, grouped by expedition, each described
    ("🟥 Red → AF3 — red space (chance card)", "free")."""
    out = []
    for a in _legal(view):
        if isinstance(a, ExtendAction):
            label = t(reader(), "wa-ext-label", name=colour_name(a.expedition), where=point_words(view, a.to),
                      star="yes" if a.star else "no")
            out.append(Option(extension_value(a), label,
                              group=t(reader(), "wa-group-expedition", expedition=colour(a.expedition)),
                              description=extension_cost(view, a.expedition, a.to, a.star),
                              emoji=COLOUR_EMOJI[a.expedition]))
    return sorted(out, key=lambda o: o.value[0])  # by expedition, keeping the engine's order within


def parse_extension(value: str) -> tuple[int, str, str | None]:
    """``(expedition, point, ★ card or None)`` from an extension value. Raises ValueError."""
    parts = value.split(".")
    if len(parts) not in (2, 3) or parts[0] not in ("0", "1", "2"):
        raise ValueError(value)
    return int(parts[0]), parts[1], (parts[2] if len(parts) == 3 else None)


# ------------------------------------------------------------------ removal, swap, discard, relay
@_kept
def remove_options(view: WAView) -> list[Option]:
    """Every legal removal of an expedition's last route extension (2 vouchers or a ★ card)."""
    out = []
    for a in _legal(view):
        if isinstance(a, RemoveAction):
            ex = view.expeditions[a.expedition]
            last = ex.extensions[-1]
            pay = (t(reader(), "wa-pay-star", card=star_text(a.star)) if a.star
                   else t(reader(), "wa-pay-vouchers", count=moves.COST_REMOVE))
            out.append(Option(f"{a.expedition}" + (f".{a.star}" if a.star else ""),
                              t(reader(), "wa-remove-label", name=colour_name(a.expedition), to=last.to,
                                **{"from": last.frm}), description=pay,
                              emoji=STAR_EMOJI if a.star else COLOUR_EMOJI[a.expedition]))
    return out


def _continent_group(cid: str) -> str:
    return continent_name(cid[:2])


@_kept
def swap_options(view: WAView) -> list[Option]:
    """Every legal swap of an animal card (1 voucher or a ★ card), grouped by continent."""
    out = []
    for a in _legal(view):
        if isinstance(a, SwapAction):
            pay = (t(reader(), "wa-pay-star", card=star_text(a.star)) if a.star
                   else t(reader(), "wa-pay-vouchers", count=moves.COST_SWAP))
            out.append(Option(a.card + (f".{a.star}" if a.star else ""),
                              t(reader(), "wa-swap-label", animal=animal_name(a.card), id=a.card),
                              group=_continent_group(a.card), description=pay,
                              emoji=STAR_EMOJI if a.star else "🔁"))
    return out


@_kept
def discard_options(view: WAView) -> list[Option]:
    """The animal cards the chance card lets the seat put under the stack."""
    return [Option(a.card, t(reader(), "wa-animal-label", name=animal_name(a.card), id=a.card),
                   group=_continent_group(a.card), emoji="🃏")
            for a in _legal(view) if isinstance(a, DiscardAction)]


@_kept
def relay_options(view: WAView) -> list[Option]:
    """Where the chance card lets the seat re-lay an expedition's last route extension."""
    out = []
    for a in _legal(view):
        if isinstance(a, RelayAction):
            last = view.expeditions[a.expedition].extensions[-1]
            out.append(Option(f"{a.expedition}.{a.to}",
                              t(reader(), "wa-relay-label", name=colour_name(a.expedition), where=point_words(view, a.to),
                                **{"from": last.frm}),
                              group=t(reader(), "wa-group-expedition", expedition=colour(a.expedition)),
                              description=t(reader(), "wa-relay-instead", to=last.to, **{"from": last.frm}),
                              emoji=COLOUR_EMOJI[a.expedition]))
    return out


# ------------------------------------------------------------------ obstacles
def obstacle_modes(view: WAView) -> dict[str, tuple[int, str | None]]:
    """The legal obstacle menus: ``{"ob1": (1, None), "os0": (0, "C07"), …}`` — obstacle index
    and the ★ card paying (None: a travel voucher, or free in the open obstacle session)."""
    out: dict[str, tuple[int, str | None]] = {}
    for a in _legal(view):
        if isinstance(a, ObstacleAction):
            key = f"{'os' if a.star else 'ob'}{a.obstacle}"
            out.setdefault(key, (a.obstacle, a.star))
    return dict(sorted(out.items()))


def point_group(point: str) -> str:
    """The chooser group of a point: its continent's name, or the seas and arrow spaces."""
    c = POINTS[point].continent
    return continent_name(c) if c else t(reader(), "wa-group-seas")


@_kept
def obstacle_options(view: WAView, index: int, star: str | None) -> list[Option]:
    """Every point obstacle ``index`` may go to (paid as ``star`` says), grouped by continent
    (the seas and arrow spaces in their own group), and "off the board" when it is on it."""
    out = []
    for a in _legal(view):
        if isinstance(a, ObstacleAction) and a.obstacle == index and a.star == star:
            if a.to is None:
                out.append(Option(OFF, t(reader(), "wa-obstacle-off-option"), group=t(reader(), "wa-group-off"),
                                  emoji="❌"))
            else:
                out.append(Option(a.to, point_words(view, a.to), group=point_group(a.to), emoji=OBSTACLE_EMOJI))
    return out


def obstacle_cost(view: WAView, index: int, star: str | None) -> str:
    """What moving obstacle ``index`` costs now, in words."""
    if star:
        return t(reader(), "wa-pay-star", card=star_text(star))
    sit = _own_situation(view)
    if moves.obstacle_free(sit, index):
        return t(reader(), "wa-words-obstacle-paid")
    return t(reader(), "wa-obstacle-cost", count=moves.COST_OBSTACLES)


def obstacle_what(view: WAView, index: int, star: bool = False) -> str:
    """``"Move obstacle X2 (now on AF3)"`` / ``"Place obstacle X1"`` (``wa-obstacle-what``), ``star``: "with a ★ card"."""
    where = view.obstacles[index]
    return t(reader(), "wa-obstacle-what", obstacle=obstacle_name(index),
             where=obstacle_where(where) if where else "none", star="yes" if star else "no")


# ------------------------------------------------------------------ the voucher menu
@_kept
def menu_options(view: WAView) -> list[Option]:
    """The travel voucher / ★ card menu: only the entries with at least one legal move."""
    out = []
    for key, (i, star) in obstacle_modes(view).items():
        out.append(Option(key, obstacle_what(view, i, star is not None),
                          description=obstacle_cost(view, i, star), emoji=STAR_EMOJI if star else OBSTACLE_EMOJI))
    kinds = {type(a) for a in _legal(view)}  # one pass over the legal moves (a few hundred)
    if SwapAction in kinds:  # swap_options would offer one (not built to ask)
        out.append(Option("swap", t(reader(), "wa-menu-swap"),
                          description=t(reader(), "wa-menu-swap-cost", count=moves.COST_SWAP), emoji="🔁"))
    if RemoveAction in kinds:  # remove_options would offer one
        out.append(Option("remove", t(reader(), "wa-menu-remove"),
                          description=t(reader(), "wa-menu-remove-cost", count=moves.COST_REMOVE), emoji="✂️"))
    return out


# ------------------------------------------------------------------ describing the hand
@_kept
def hand_lines(view: WAView) -> list[str]:
    """The seat's animal cards by continent: ``"**Africa**: African Lion AF4 (2 away) · …"``;
    "(2 away)" is the fewest route extensions any expedition still needs to reach it."""
    tips = [ex.tip for ex in view.expeditions if not ex.finished] or [START]
    by: dict[str, list[str]] = {}
    for a in view.hand:
        d = min(DIST[tip].get(a.id, 99) for tip in tips)
        by.setdefault(a.continent, []).append(t(reader(), "wa-hand-card", animal=animal_name(a.id), id=a.id,
                                                away=0 if d >= 99 else d))
    return [t(reader(), "wa-hand-line", continent=continent_name(c), cards=" · ".join(items)) for c, items in by.items()]


def voucher_line(view: WAView, seat: int) -> str:
    """``"🎟️ 8 travel vouchers · spent this turn 1/3 · ⭐ kept ★ chance cards …: …"`` (``wa-words-kept``)."""
    kept = view.kept[seat]
    line = t(reader(), "wa-voucher-line", vouchers=view.vouchers[seat], spent=view.spent_this_turn,
             most=view.max_per_turn)
    if kept:
        line += " · " + t(reader(), "wa-words-kept", cards="; ".join(star_text(c.id) for c in kept))
    return line


__all__ = [
    "COLOUR_EMOJI", "OFF", "OBSTACLE_EMOJI", "STAR_EMOJI", "colour_name", "discard_options", "extension_options",
    "extension_value", "hand_lines", "is_free", "menu_options", "obstacle_modes", "obstacle_options", "obstacle_what",
    "parse_extension",
    "point_group", "relay_options", "remove_options", "star_text", "swap_options", "tip_text", "voucher_line",
]
