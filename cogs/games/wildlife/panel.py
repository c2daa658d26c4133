"""A player's private panel (the hand), from that seat's own view only.

The text says in one line what the player must do now, then lists the hand (each card with
what using it would do), the seat's chart (adaptations), abilities, food and the auction in
progress. An embed repeats the board (picture and regions in words) so a DM copy is
playable without the thread. The components follow what the seat may do now, from its
``legal`` list only:

* its own turn: a **Use** select and an **Auction** select of the hand, the free Migration
  (one chooser whose values are ``from-to``, grouped by the space migrated from), food
  trading and End turn;
* a card being carried out: Terrain → Migrate / Expand / Attack choosers (spaces grouped by
  region, and ⌨️ to type a label such as ``C7``); Wheel → a terrain select; Arrowhead → an
  ability select; Lightning → what it acts as; Plague → a region select; Discard;
* its turn to bid: Bid the minimum, +1, +5, ⌨️ a typed amount, Pass, and a select of every
  amount it may bid;
* populating the board / the Plague striking its creatures: a space chooser and ⌨️;
* the creature-chart variant: a chart select.

Anything not legal now is shown disabled or left out; the engine validates every move.

While the seat has nothing to do (:func:`waiting`) the panel shows only what the other seats'
moves rarely change: the seat's own food, success, hand, chart and abilities, the hand greyed
out, Full map and Refresh, and says the table shows the board, the auction and whose turn it
is. The board's picture and words, the turn and the auction come back when the seat is asked
to move (or when it opens the Full map). So a waiting panel stays true as the others play and
is not redrawn after each of their moves (issue 25: a board picture per open panel per move
was most of the bot's CPU in this game).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from cogs.games.wildlife.table import auction_block, board_picture
from cogs.games.wildlife.verbs import (
    CHOOSERS,
    ability_options,
    auction_options,
    creature_options,
    joker_options,
    legal_of,
    plague_options,
    quick_bids,
    upgrade_options,
    use_options,
)
from cogs.games.wildlife.words import (
    abilities_text,
    card_use_hint,
    creature_tag,
    hand_card,
    kind_name,
    levels_line,
    names_of,
    region_lines,
    who,
)
from cogs.kit.choosers import Option, chooser, typed_button
from cogs.kit.fullmap import FULL, full_map_button
from cogs.kit.rendered import Rendered
from cogs.kit.text import BRAND, CONTENT, SELECT_OPTIONS, clip, fit_embed
from cogs.kit.ui import PanelContext
from cogs.lang import SOURCE, Lang, t
from engine.games.wildlife import actions as wla
from engine.games.wildlife.board import TERRAINS

if TYPE_CHECKING:
    from cogs.kit.ui import GameUI
    from engine.games.wildlife.views import WLView
    from storage import MatchRecord

CONTROL_ROW = 4
"""The last row: action buttons, ⌨️ and Refresh."""


WAITING_SHOWS = {"seat", "phase", "hand", "legal", "game_over", "undo"}
"""The fields of the view a waiting panel shows, besides the seat's own player line."""


def waiting(view: WLView) -> bool:
    """Whether the view's seat has nothing to do now while the game goes on."""
    return view.seat is not None and not view.legal and not view.game_over


def todo_line(view: WLView, names: Sequence[str], lang: Lang = SOURCE) -> str:
    """What the seat must do now, in one line (or who everyone is waiting for)."""
    seat = view.seat
    kinds = {a.kind for a in view.legal}
    if view.game_over:
        return t(lang, "wl-game-over")
    if waiting(view):
        return t(lang, "wl-panel-waiting")
    if seat is None or not view.legal:
        actor = view.to_act[0] if view.to_act else None
        if view.auction is not None and actor is not None:
            return t(lang, "wl-panel-wait-bid", who=who(view, names, actor, lang))
        return t(lang, "wl-panel-wait-for", who=who(view, names, actor, lang)) if actor is not None \
            else t(lang, "wl-panel-wait")
    if "choose_creature" in kinds:
        return t(lang, "wl-todo-chart")
    if "bid" in kinds or (view.auction is not None and "pass" in kinds):
        a = view.auction
        assert a is not None
        what = (t(lang, "wl-bid-on-card", card=kind_name(a.card.kind, lang)) if a.card is not None
                else t(lang, "wl-auction-what-chart"))
        amounts = [x.amount for x in legal_of(view, wla.BidAction)]
        if not amounts:
            return t(lang, "wl-todo-bid-none", what=what, amount=a.min_bid)
        return t(lang, "wl-todo-bid", what=what, amount=a.min_bid, most=max(amounts))
    if "place" in kinds:
        return t(lang, "wl-todo-place", left=view.populate_left[seat])
    if "remove" in kinds:
        return t(lang, "wl-todo-plague", region=view.plague_region or "")
    p = view.pending
    if p is not None and p.seat == seat:
        if p.as_kind is None:
            return t(lang, "wl-todo-lightning")
        if p.as_kind in TERRAINS:
            moves = [t(lang, "wl-todo-move", move=k) for k in ("migrate", "expand", "attack") if k in kinds]
            how = ", ".join(moves) or t(lang, "wl-todo-nothing")
            return t(lang, "wl-todo-terrain", kind=p.as_kind, moves=how)
        if p.as_kind == "wheel":
            return t(lang, "wl-todo-wheel")
        if p.as_kind == "arrowhead":
            return t(lang, "wl-todo-arrowhead")
        if p.as_kind == "plague":
            return t(lang, "wl-todo-plague-card")
        return t(lang, "wl-todo-card")
    left = max(0, view.play_quota - view.plays)
    parts = []
    if "use" in kinds or "auction" in kinds:
        if left:
            parts.append(t(lang, "wl-todo-play", left=left, must="yes" if view.auctioned == 0 else "no"))
        else:
            parts.append(t(lang, "wl-todo-one-more"))
    elif "auction" not in kinds and view.auctioned == 0 and view.hand:
        parts.append(t(lang, "wl-todo-auction"))
    if "migrate" in kinds:
        parts.append(t(lang, "wl-todo-free", n=view.free_migrations_left))
    if "end_turn" in kinds:
        parts.append(t(lang, "wl-todo-end"))
    return t(lang, "wl-todo-turn", parts="; ".join(parts))


def panel_text(record: MatchRecord, seat: int, view: WLView, lang: Lang = SOURCE) -> str:
    """The panel's content: what to do, the hand, the chart, abilities and the auction."""
    names = names_of(record, view.seats, lang)
    me = view.players[seat]
    lines = [t(lang, "wl-panel-head", match=str(record.id), creature=creature_tag(me, lang), success=me.success,
               food=me.food, supply=me.supply)]
    lines.append(todo_line(view, names, lang))
    if view.hand:
        lines.append(t(lang, "wl-panel-hand", n=len(view.hand)))
        lines += [f"{hand_card(c, lang)} — {card_use_hint(c, me, lang)}" for c in view.hand]
    else:
        lines.append(t(lang, "wl-panel-hand-empty"))
    lines.append(t(lang, "wl-panel-adaptations", levels=levels_line(me, lang)))
    lines.append(t(lang, "wl-panel-abilities", abilities=abilities_text(me, lang)))
    if waiting(view):
        return clip("\n".join(lines), CONTENT)
    if view.phase == "play" and view.turn is not None and view.turn != seat:
        lines.append(t(lang, "wl-panel-turn-of", who=who(view, names, view.turn, lang)))
    block = auction_block(view, names, lang)
    if block:
        lines.append(block)
    return clip("\n".join(lines), CONTENT)


def panel_embed(record: MatchRecord, view: WLView, lang: Lang = SOURCE) -> discord.Embed:
    """The board in words (regions in Major Scoring order) and, as its image, the picture."""
    names = names_of(record, view.seats, lang)
    embed = discord.Embed(title=t(lang, "wl-panel-board"), description="\n".join(region_lines(view, names, lang)),
                          colour=BRAND)
    return fit_embed(embed)


class _Rows:
    """Rows 0-3 handed out in order (row 4 holds the buttons)."""

    def __init__(self) -> None:
        self.next = 0

    def take(self, n: int) -> int | None:
        if self.next + n > CONTROL_ROW:
            return None
        row = self.next
        self.next += n
        return row


def _select(ui: GameUI, verb: str, match_id: int, options: Sequence[Option], placeholder: str, stamp: int,
            row: int, *, disabled: bool = False) -> discord.ui.Select[Any]:
    return ui.select(verb, match_id, [o.select_option() for o in options[:SELECT_OPTIONS]],
                     placeholder=placeholder, stamp=stamp, row=row, disabled=disabled)


def panel_components(ui: GameUI, record: MatchRecord, seat: int, view: WLView, ctx: PanelContext) -> discord.ui.View:
    """The components for what ``seat`` may do now (see the module docstring)."""
    dv = discord.ui.View(timeout=None)
    mid = record.id
    stamp = ui.stamp(record, view)
    assert stamp is not None  # this game's verbs are stamped (the match's version)
    kinds = {a.kind for a in view.legal}
    rows = _Rows()
    buttons: list[discord.ui.Button[Any]] = []
    bidding = view.auction is not None and bool(kinds & {"bid", "pass"})

    lang = ctx.lang

    def add_chooser(verb: str, placeholder: str) -> None:
        options = CHOOSERS[verb](view, lang)
        if not options:
            return
        row = rows.take(2 if len(options) > SELECT_OPTIONS else 1)
        if row is None:
            return
        for item in chooser(ui, verb, mid, options, ctx, placeholder=placeholder, stamp=stamp, row=row):
            dv.add_item(item)

    def add_select(verb: str, options: Sequence[Option], placeholder: str, *, disabled: bool = False) -> None:
        if not options:
            return
        row = rows.take(1)
        if row is not None:
            dv.add_item(_select(ui, verb, mid, options, placeholder, stamp, row, disabled=disabled))

    if bidding:
        for amount, label, ok in quick_bids(view, lang):
            dv.add_item(ui.button("bid", mid, label=label, emoji="🪙", stamp=stamp, row=0, disabled=not ok,
                                  style=discord.ButtonStyle.primary if ok else discord.ButtonStyle.secondary,
                                  amount=amount))
        dv.add_item(typed_button(ui, "bid", mid, label=t(lang, "wl-type-bid"), stamp=stamp, row=0,
                                 disabled="bid" not in kinds))
        dv.add_item(ui.button("pass", mid, label=t(lang, "wl-pass"), emoji="🙅", stamp=stamp, row=0,
                              style=discord.ButtonStyle.danger, disabled="pass" not in kinds))
        rows.take(1)
        add_chooser("bidamt", t(lang, "wl-bid-any"))
    elif "choose_creature" in kinds:
        add_select("creature", creature_options(view, lang), t(lang, "wl-choose-chart"))
    else:
        own_turn = bool(kinds & {"use", "auction", "end_turn", "trade_food"}) or (
            view.pending is None and view.turn == seat and "migrate" in kinds)
        if own_turn:
            add_select("use", use_options(view, lang), t(lang, "wl-use-card"), disabled="use" not in kinds)
            add_select("auction", auction_options(view, lang), t(lang, "wl-auction-card"),
                       disabled="auction" not in kinds)
        add_chooser("migrate", t(lang, "wl-migrate-card") if view.pending else t(lang, "wl-migrate-free"))
        add_chooser("expand", t(lang, "wl-expand-to"))
        add_chooser("attack", t(lang, "wl-attack-space"))
        add_chooser("place", t(lang, "wl-place-start"))
        add_chooser("remove", t(lang, "wl-plague-victim"))
        add_select("joker", joker_options(view, lang), t(lang, "wl-joker-acts"))
        add_select("upgrade", upgrade_options(view, lang), t(lang, "wl-adapt-terrain"))
        add_select("ability", ability_options(view, lang), t(lang, "wl-take-ability-placeholder"))
        add_select("plague", plague_options(view, lang), t(lang, "wl-plague-strikes"))
        if kinds & {"place", "expand", "attack", "remove", "migrate"}:
            buttons.append(typed_button(ui, "space", mid, label=t(lang, "wl-type-space"), stamp=stamp, row=CONTROL_ROW))
        if "discard" in kinds:
            buttons.append(ui.button("discard", mid, label=t(lang, "wl-discard"), emoji="🗑️", stamp=stamp,
                                     row=CONTROL_ROW))
        if own_turn:
            buttons.append(ui.button("trade", mid, label=t(lang, "wl-trade"), emoji="🏅", stamp=stamp,
                                     row=CONTROL_ROW, disabled="trade_food" not in kinds))
            buttons.append(ui.button("end", mid, label=t(lang, "wl-end-turn"), emoji="✅", stamp=stamp, row=CONTROL_ROW,
                                     disabled="end_turn" not in kinds,
                                     style=discord.ButtonStyle.success if "end_turn" in kinds
                                     else discord.ButtonStyle.secondary))
        if not view.legal and view.hand and view.phase == "play":
            # not this seat's move: the hand stays visible, greyed out; stamped 0, not with the
            # version, so the others' moves leave the waiting panel unchanged (it is never clicked)
            row = rows.take(1)
            if row is not None:
                dv.add_item(_select(ui, "use", mid, use_options(view, lang), t(lang, "wl-hand-not-now"), 0, row,
                                    disabled=True))
    buttons.append(full_map_button(ui, mid, row=CONTROL_ROW, lang=lang))  # dropped when the row is full
    undo = ui.undo_button(mid, ctx, row=CONTROL_ROW)
    if undo is not None:  # first in the row: the typed space, then the full map, make room for it
        extras = [b for b in buttons[:-1] if ":ask:" in (b.custom_id or "")] + buttons[-1:]
        essential = [b for b in buttons if b not in extras]
        kept = extras[:max(0, 3 - len(essential))]
        buttons = [undo, *[b for b in buttons if b in essential or b in kept]]
    for b in buttons[:4]:
        dv.add_item(b)
    dv.add_item(ui.refresh_button(mid, row=CONTROL_ROW, lang=lang))
    return dv



def render_panel(ui: GameUI, record: MatchRecord, seat: int, view: WLView, ctx: PanelContext) -> Rendered:
    """The private panel of ``seat``: text, the board (its private picture and words) and the
    components. The picture is the part of the map that matters to the seat, or the whole map
    after Full map. A waiting seat (:func:`waiting`) gets no board unless it opened the Full map."""
    full = FULL in ctx.opened
    lang = ctx.lang
    if waiting(view) and not full:
        return Rendered(content=panel_text(record, seat, view, lang), view=panel_components(ui, record, seat, view, ctx))
    embed = panel_embed(record, view, lang)
    embed.description = f"{t(lang, 'wl-panel-marks')}\n{embed.description or ''}"
    embed = fit_embed(embed)
    picture = board_picture(record, view, seat=seat, full=full, lang=lang)
    embed.set_image(url=picture.url)
    return Rendered(content=panel_text(record, seat, view, lang), embeds=[embed],
                    view=panel_components(ui, record, seat, view, ctx), pictures=[picture])


__all__ = ["WAITING_SHOWS", "panel_components", "panel_embed", "panel_text", "render_panel", "todo_line", "waiting"]
