"""❔ *What now?* for WildLife (issue 35), and ``/rules``' example of a Major Scoring.

:func:`explain` answers for the decision in front of a seat, from that seat's own view (its hand,
its legal moves and the public table; nothing of another hand), in two to five lines in the game's
words (``locales/*/learn-wildlife.ftl``, ids ``learn-wl-explain-…``). One explainer per decision
kind (:func:`decision`):

* ``chart`` / ``chart-bid`` — the "Creature Charts" variant: choose a chart, or bid for the next choice;
* ``place`` — populating the board: where a starting creature may go;
* ``bid`` — an auction of a Wildlife card: the card, what it would do for the seat, the lowest
  bid, the most it can pay, and that passing is final;
* ``plague-victim`` — the Plague struck: which creature to lose;
* ``lightning`` / ``terrain`` / ``wheel`` / ``arrowhead`` / ``plague`` — carrying out a card
  (played or won): what it may do now, or letting it go;
* ``turn`` — the seat's own turn: cards left to play, the auction still owed, the free Migration,
  trading food, ending the turn, and what any Text card in the hand does;
* ``wait`` — another seat acts.

:func:`example` is ``/rules``' illustrated example: a Major Scoring of two regions and the herds
on a small board, drawn by the table's board picture, its points worked out by the engine's
scoring (rulebook "Scoring the Regions", "Scoring the Herds").
"""
from __future__ import annotations

from collections.abc import Sequence

from cogs.games.wildlife.picture import draw_board, picture_key
from cogs.kit.pictures import Picture
from cogs.kit.rendered import Rendered
from cogs.lang import Lang, t
from engine.games.wildlife.board import REGIONS, TERRAINS
from engine.games.wildlife.cards import TEXT_KINDS
from engine.games.wildlife.rules import GAME
from engine.games.wildlife.scoring import herd_lines, region_points
from engine.games.wildlife.state import LogEntry, WLOptions
from engine.games.wildlife.views import WLView

DECISIONS = ("chart", "chart-bid", "place", "bid", "plague-victim", "lightning", "terrain", "wheel", "arrowhead",
             "plague", "turn", "wait")
"""Every decision kind :func:`decision` returns (``over`` aside: a finished match has none)."""


def decision(view: WLView, seat: int) -> str:
    """The kind of decision in front of ``seat`` (:data:`DECISIONS`, or ``"over"``)."""
    if view.game_over:
        return "over"
    if seat not in view.to_act:
        return "wait"
    kinds = {a.kind for a in view.legal}
    if "choose_creature" in kinds:
        return "chart"
    if view.phase == "chart":
        return "chart-bid"
    if "place" in kinds:
        return "place"
    if "remove" in kinds:
        return "plague-victim"
    if view.auction is not None:
        return "bid"
    p = view.pending
    if p is not None:
        if p.as_kind is None:
            return "lightning"
        if p.as_kind in TERRAINS:
            return "terrain"
        return p.as_kind if p.as_kind in ("wheel", "arrowhead", "plague") else "terrain"
    return "turn"


def _card(lang: Lang, kind: str) -> str:
    return t(lang, "learn-wl-card", kind=kind)


def _terrain(lang: Lang, name: str) -> str:
    return t(lang, "learn-wl-terrain", terrain=name)


def _region(lang: Lang, rid: str) -> str:
    r = REGIONS[rid]
    return t(lang, "learn-wl-region", terrain=r.terrain, size="large" if r.large else "small")


def _level(lang: Lang, level: str) -> str:
    return t(lang, "learn-wl-level", level=level)


def card_does(lang: Lang, kind: str, level: str = "none") -> str:
    """What a card of ``kind`` does, in a few words (``learn-wl-explain-does``); a Terrain card
    with the seat's adaptation ``level`` there."""
    return t(lang, "learn-wl-explain-does", kind=kind if kind not in TERRAINS else "terrain", level=level,
             terrain=_terrain(lang, kind) if kind in TERRAINS else "")


def levels_text(lang: Lang, view: WLView, seat: int) -> str:
    """The seat's adaptation per terrain in words: "Forest Migrate, Desert No Action, …"."""
    me = view.players[seat]
    return ", ".join(f"{_terrain(lang, tr)} {_level(lang, me.levels.get(tr, 'none'))}" for tr in TERRAINS)


def explain(view: WLView, seat: int, names: Sequence[str], lang: Lang) -> list[str]:
    """Two to five lines for ``seat``'s decision (see the module docstring); ``names`` by seat,
    already inert."""
    kind = decision(view, seat)
    me = view.players[seat]
    legal = view.legal
    count = {k: sum(1 for a in legal if a.kind == k) for k in {a.kind for a in legal}}
    if kind == "wait":
        actor = view.to_act[0] if view.to_act else None
        doing = ("bid" if view.auction is not None else "place" if view.phase == "populate"
                 else "chart" if view.phase == "chart" else "card" if view.pending is not None else "turn")
        return [t(lang, "learn-wl-explain-wait", who=names[actor] if actor is not None else "—", doing=doing),
                t(lang, "learn-wl-explain-wait-more")]
    if kind == "chart":
        return [t(lang, "learn-wl-explain-chart", count=count.get("choose_creature", 0)),
                t(lang, "learn-wl-explain-chart-more")]
    if kind == "chart-bid":
        a = view.auction
        low = a.min_bid if a is not None else 1
        return [t(lang, "learn-wl-explain-chart-bid", amount=low, food=me.food), t(lang, "learn-wl-explain-pass-final")]
    if kind == "place":
        return [t(lang, "learn-wl-explain-place", left=view.populate_left[seat], spaces=count.get("place", 0)),
                t(lang, "learn-wl-explain-levels", levels=levels_text(lang, view, seat))]
    if kind == "plague-victim":
        region = _region(lang, view.plague_region) if view.plague_region in REGIONS else ""
        return [t(lang, "learn-wl-explain-plague-victim", region=region, count=count.get("remove", 0)),
                t(lang, "learn-wl-explain-box")]
    if kind == "bid":
        a = view.auction
        assert a is not None and a.card is not None
        ck = a.card.kind
        lines = [t(lang, "learn-wl-explain-bid", card=_card(lang, ck),
                   does=card_does(lang, ck, me.levels.get(ck, "none"))),
                 t(lang, "learn-wl-explain-bid-amounts", amount=a.min_bid, most=a.max_bid, food=me.food,
                   two="yes" if a.two_player_price else "no")]
        if a.high_bidder is not None:
            lines.append(t(lang, "learn-wl-explain-bid-high", who=names[a.high_bidder], amount=a.high))
        lines.append(t(lang, "learn-wl-explain-pass-final"))
        return lines
    p = view.pending
    if kind == "lightning":
        return [t(lang, "learn-wl-explain-lightning"), t(lang, "learn-wl-explain-let-go")]
    if kind == "terrain" and p is not None and p.as_kind is not None:
        tr = p.as_kind
        return [t(lang, "learn-wl-explain-terrain", card=_card(lang, p.card.kind), terrain=_terrain(lang, tr),
                  level=me.levels.get(tr, "none")),
                t(lang, "learn-wl-explain-terrain-options", migrate=count.get("migrate", 0),
                  expand=count.get("expand", 0), attack=count.get("attack", 0)),
                t(lang, "learn-wl-explain-let-go")]
    if kind == "wheel":
        return [t(lang, "learn-wl-explain-wheel", count=count.get("upgrade", 0)),
                t(lang, "learn-wl-explain-levels", levels=levels_text(lang, view, seat)),
                t(lang, "learn-wl-explain-let-go")]
    if kind == "arrowhead":
        names_of = sorted({t(lang, "learn-wl-ability", ability=a.ability) for a in legal if a.kind == "take_ability"})
        return [t(lang, "learn-wl-explain-arrowhead", abilities=", ".join(names_of) or "—",
                  count=len(names_of)), t(lang, "learn-wl-explain-let-go")]
    if kind == "plague":
        return [t(lang, "learn-wl-explain-plague", count=count.get("plague", 0)), t(lang, "learn-wl-explain-let-go")]
    # the seat's own turn
    plays = max(0, view.max_plays - view.plays)
    lines = [t(lang, "learn-wl-explain-turn", plays=plays, owed="yes" if view.auctioned == 0 else "no")]
    lines.append(t(lang, "learn-wl-explain-turn-extra", free=view.free_migrations_left, food=me.food,
                   trade="yes" if "trade_food" in count else "no"))
    texts = sorted({c.kind for c in view.hand if c.kind in TEXT_KINDS})
    if texts:
        lines.append(t(lang, "learn-wl-explain-text-cards",
                       cards="; ".join(f"{_card(lang, k)}: {card_does(lang, k)}" for k in texts)))
    lines.append(t(lang, "learn-wl-explain-turn-end", can="yes" if "end_turn" in count else "no"))
    return lines


EXAMPLE_BOARD: dict[str, int] = {
    # Large Water: A 3 creatures, B 3, C 1 (A and B tie for first); Small Water: A alone (a small monopoly)
    "A1": 0, "B1": 0, "A2": 0, "C1": 1, "C2": 1, "C3": 1, "B3": 2,
    "A4": 0, "B4": 0,
    # a herd of C across Large Savannah
    "C4": 2, "D4": 2, "E4": 2, "D5": 2,
}
"""The example board (our own): two regions of Water and a herd, seats A, B, C."""
EXAMPLE_NAMES = ("A", "B", "C")
EXAMPLE_REGIONS = ("large-water", "small-water")


def example_view() -> WLView:
    """The spectator view of the example board (a three-player match set up by the engine, its
    board replaced by :data:`EXAMPLE_BOARD`, at the end of A's 12th turn), the picture's window on
    the two Water regions."""
    state = GAME.setup(3, WLOptions(), 0)
    state.board = dict(EXAMPLE_BOARD)
    state.phase, state.populate_queue, state.turn_seat, state.turn_number = "play", [], 0, 12  # a Major Scoring ends A's turn
    state.log = [LogEntry(kind="major_scoring", data={"regions": list(EXAMPLE_REGIONS)})]  # the window's focus
    view: WLView = GAME.view(state, None)
    return view


def example_points() -> dict[str, list[int]]:
    """The example's points by line, as the engine's scoring gives them: each example region,
    the largest herd and the second largest."""
    out = {rid: region_points(EXAMPLE_BOARD, rid, 3) for rid in EXAMPLE_REGIONS}
    herds = herd_lines(EXAMPLE_BOARD, 3)
    out["herd"], out["second-herd"] = herds[0].points, herds[1].points
    return out


def example(lang: Lang) -> Rendered:
    """``/rules``' example: the caption (the points worked out by the engine) and the board picture
    (drawn off the event loop by the kit)."""
    view = example_view()
    pts = example_points()
    large, small, herd, second = pts["large-water"], pts["small-water"], pts["herd"], pts["second-herd"]
    names = EXAMPLE_NAMES
    caption = "\n".join([
        t(lang, "learn-wl-example", a=view.players[0].letter, b=view.players[1].letter, c=view.players[2].letter),
        t(lang, "learn-wl-example-large", region=_region(lang, "large-water"), a=large[0], b=large[1], c=large[2]),
        t(lang, "learn-wl-example-small", region=_region(lang, "small-water"), a=small[0]),
        t(lang, "learn-wl-example-herd", c=herd[2], a=second[0], b=second[1]),
        t(lang, "learn-wl-example-more"),
    ])
    picture = Picture(name="example.png", draw=lambda: draw_board(view, names, lang=lang),
                      key=("rules-example", *picture_key(view, names, lang=lang)), alt=t(lang, "learn-wl-example-alt"))
    return Rendered(content=caption, pictures=[picture])
