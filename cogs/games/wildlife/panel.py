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
    region_name,
    who,
)
from cogs.kit.choosers import Option, chooser, typed_button
from cogs.kit.fullmap import FULL, full_map_button
from cogs.kit.rendered import Rendered
from cogs.kit.text import BRAND, CONTENT, SELECT_OPTIONS, clip, fit_embed
from cogs.kit.ui import PanelContext
from engine.games.wildlife import actions as wla
from engine.games.wildlife.board import TERRAINS

if TYPE_CHECKING:
    from cogs.kit.ui import GameUI
    from engine.games.wildlife.views import WLView
    from storage import MatchRecord

CONTROL_ROW = 4
"""The last row: action buttons, ⌨️ and Refresh."""


WAITING = ("⏳ Not your move now: the table shows the board, the auction and whose turn it is. "
           "This panel shows your choices when you are asked to move.")
"""A waiting seat's line instead of what to do (see the module doc)."""


WAITING_SHOWS = {"seat", "phase", "hand", "legal", "game_over", "undo"}
"""The fields of the view a waiting panel shows, besides the seat's own player line."""


def waiting(view: WLView) -> bool:
    """Whether the view's seat has nothing to do now while the game goes on."""
    return view.seat is not None and not view.legal and not view.game_over


def todo_line(view: WLView, names: Sequence[str]) -> str:
    """What the seat must do now, in one line (or who everyone is waiting for)."""
    seat = view.seat
    kinds = {a.kind for a in view.legal}
    if view.game_over:
        return "The game is over."
    if waiting(view):
        return WAITING
    if seat is None or not view.legal:
        actor = view.to_act[0] if view.to_act else None
        if view.auction is not None and actor is not None:
            return f"Waiting for {who(view, names, actor)} to bid or pass."
        return f"Waiting for {who(view, names, actor)}." if actor is not None else "Waiting."
    if "choose_creature" in kinds:
        return "▶ **You won the auction: choose your creature chart.**"
    if "bid" in kinds or (view.auction is not None and "pass" in kinds):
        a = view.auction
        assert a is not None
        what = f"the {a.card.name} card" if a.card is not None else "the next choice of creature chart"
        amounts = [x.amount for x in legal_of(view, wla.BidAction)]
        if not amounts:
            return f"▶ **Your turn to bid on {what}**: you cannot pay the minimum of {a.min_bid} food, so pass."
        return (f"▶ **Your turn to bid on {what}**: at least {a.min_bid} food (you can pay up to "
                f"{max(amounts)}), or pass.")
    if "place" in kinds:
        return ("▶ **Place a starting creature** "
                f"({view.populate_left[seat]} left): pick a region, then a space — or ⌨️ type it (C7).")
    if "remove" in kinds:
        return (f"▶ **The Plague strikes {region_name(view.plague_region or '')}**: choose which of your "
                "creatures there is lost.")
    p = view.pending
    if p is not None and p.seat == seat:
        if p.as_kind is None:
            return "▶ **Say what your Lightning card acts as** (or discard it)."
        if p.as_kind in TERRAINS:
            moves = [w for k, w in (("migrate", "migrate"), ("expand", "expand"), ("attack", "attack"))
                     if k in kinds]
            how = ", ".join(moves) or "nothing you can do there"
            return (f"▶ **Carry out the {kind_name(p.as_kind)} card** — {how} (choose below or ⌨️ type a space, "
                    "C7), or discard it.")
        if p.as_kind == "wheel":
            return "▶ **Wheel: choose a terrain to adapt one level further**, or discard it."
        if p.as_kind == "arrowhead":
            return "▶ **Arrowhead: choose an ability card to take**, or discard it."
        if p.as_kind == "plague":
            return "▶ **Plague: choose the region it strikes**, or discard it."
        return "▶ **Carry out your card, or discard it.**"
    left = max(0, view.play_quota - view.plays)
    parts = []
    if "use" in kinds or "auction" in kinds:
        if left:
            must = " (at least one as an auction)" if view.auctioned == 0 else ""
            parts.append(f"play {left} more card{'s' if left != 1 else ''} — use each for yourself or auction it"
                         f"{must}")
        else:
            parts.append("you may play one more card (Intelligence)")
    elif "auction" not in kinds and view.auctioned == 0 and view.hand:
        parts.append("auction a card")
    if "migrate" in kinds:
        parts.append(f"{view.free_migrations_left} free Migration left")
    if "end_turn" in kinds:
        parts.append("or end your turn")
    return "▶ **Your turn**: " + "; ".join(parts) + "."


def panel_text(record: MatchRecord, seat: int, view: WLView) -> str:
    """The panel's content: what to do, the hand, the chart, abilities and the auction."""
    names = names_of(record, view.seats)
    me = view.players[seat]
    lines = [f"**Your hand** · WildLife #{record.id} · {creature_tag(me)} · success **{me.success}** · "
             f"food **{me.food}** · creatures in supply {me.supply}"]
    lines.append(todo_line(view, names))
    if view.hand:
        lines.append(f"🃏 **Hand ({len(view.hand)}):**")
        lines += [f"{hand_card(c)} — {card_use_hint(c, me)}" for c in view.hand]
    else:
        lines.append("🃏 Your hand is empty.")
    lines.append(f"Your adaptations: {levels_line(me)}")
    lines.append(f"Your abilities: {abilities_text(me)}")
    if waiting(view):
        return clip("\n".join(lines), CONTENT)
    if view.phase == "play" and view.turn is not None and view.turn != seat:
        lines.append(f"Turn of {who(view, names, view.turn)}.")
    block = auction_block(view, names)
    if block:
        lines.append(block)
    return clip("\n".join(lines), CONTENT)


def panel_embed(record: MatchRecord, view: WLView) -> discord.Embed:
    """The board in words (regions in Major Scoring order) and, as its image, the picture."""
    names = names_of(record, view.seats)
    embed = discord.Embed(title="The board", description="\n".join(region_lines(view, names)), colour=BRAND)
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

    def add_chooser(verb: str, placeholder: str) -> None:
        options = CHOOSERS[verb](view)
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
        for amount, label, ok in quick_bids(view):
            dv.add_item(ui.button("bid", mid, label=label, emoji="🪙", stamp=stamp, row=0, disabled=not ok,
                                  style=discord.ButtonStyle.primary if ok else discord.ButtonStyle.secondary,
                                  amount=amount))
        dv.add_item(typed_button(ui, "bid", mid, label="Type a bid", stamp=stamp, row=0,
                                 disabled="bid" not in kinds))
        dv.add_item(ui.button("pass", mid, label="Pass", emoji="🙅", stamp=stamp, row=0,
                              style=discord.ButtonStyle.danger, disabled="pass" not in kinds))
        rows.take(1)
        add_chooser("bidamt", "Or choose any amount to bid")
    elif "choose_creature" in kinds:
        add_select("creature", creature_options(view), "Choose your creature chart")
    else:
        own_turn = bool(kinds & {"use", "auction", "end_turn", "trade_food"}) or (
            view.pending is None and view.turn == seat and "migrate" in kinds)
        if own_turn:
            add_select("use", use_options(view), "Use a card for yourself…", disabled="use" not in kinds)
            add_select("auction", auction_options(view), "Auction a card to the others…",
                       disabled="auction" not in kinds)
        add_chooser("migrate", "Migrate a creature (from → to)" if view.pending else "Free Migration (from → to)")
        add_chooser("expand", "Expand to a space")
        add_chooser("attack", "Attack a space")
        add_chooser("place", "Place a starting creature")
        add_chooser("remove", "Choose the creature the Plague takes")
        add_select("joker", joker_options(view), "The Lightning card acts as…")
        add_select("upgrade", upgrade_options(view), "Adapt to a terrain…")
        add_select("ability", ability_options(view), "Take an ability…")
        add_select("plague", plague_options(view), "The Plague strikes…")
        if kinds & {"place", "expand", "attack", "remove", "migrate"}:
            buttons.append(typed_button(ui, "space", mid, label="Type a space", stamp=stamp, row=CONTROL_ROW))
        if "discard" in kinds:
            buttons.append(ui.button("discard", mid, label="Discard the card", emoji="🗑️", stamp=stamp,
                                     row=CONTROL_ROW))
        if own_turn:
            buttons.append(ui.button("trade", mid, label="Pay 3 food: +1 success", emoji="🏅", stamp=stamp,
                                     row=CONTROL_ROW, disabled="trade_food" not in kinds))
            buttons.append(ui.button("end", mid, label="End turn", emoji="✅", stamp=stamp, row=CONTROL_ROW,
                                     disabled="end_turn" not in kinds,
                                     style=discord.ButtonStyle.success if "end_turn" in kinds
                                     else discord.ButtonStyle.secondary))
        if not view.legal and view.hand and view.phase == "play":
            # not this seat's move: the hand stays visible, greyed out; stamped 0, not with the
            # version, so the others' moves leave the waiting panel unchanged (it is never clicked)
            row = rows.take(1)
            if row is not None:
                dv.add_item(_select(ui, "use", mid, use_options(view), "Your hand (not your move now)", 0, row,
                                    disabled=True))
    buttons.append(full_map_button(ui, mid, row=CONTROL_ROW))  # dropped when the row is full
    undo = ui.undo_button(mid, ctx, row=CONTROL_ROW)
    if undo is not None:  # first in the row: the typed space, then the full map, make room for it
        extras = [b for b in buttons[:-1] if ":ask:" in (b.custom_id or "")] + buttons[-1:]
        essential = [b for b in buttons if b not in extras]
        kept = extras[:max(0, 3 - len(essential))]
        buttons = [undo, *[b for b in buttons if b in essential or b in kept]]
    for b in buttons[:4]:
        dv.add_item(b)
    dv.add_item(ui.refresh_button(mid, row=CONTROL_ROW))
    return dv


MARKS = ("Your creatures are ringed; spaces in a purple frame are where your card can act; a dashed frame marks "
         "the last move. Full map: the whole board at full size.")


def render_panel(ui: GameUI, record: MatchRecord, seat: int, view: WLView, ctx: PanelContext) -> Rendered:
    """The private panel of ``seat``: text, the board (its private picture and words) and the
    components. The picture is the part of the map that matters to the seat, or the whole map
    after Full map. A waiting seat (:func:`waiting`) gets no board unless it opened the Full map."""
    full = FULL in ctx.opened
    if waiting(view) and not full:
        return Rendered(content=panel_text(record, seat, view), view=panel_components(ui, record, seat, view, ctx))
    embed = panel_embed(record, view)
    embed.description = f"{MARKS}\n{embed.description or ''}"
    embed = fit_embed(embed)
    picture = board_picture(record, view, seat=seat, full=full)
    embed.set_image(url=picture.url)
    return Rendered(content=panel_text(record, seat, view), embeds=[embed],
                    view=panel_components(ui, record, seat, view, ctx), pictures=[picture])


__all__ = ["WAITING_SHOWS", "panel_components", "panel_embed", "panel_text", "render_panel", "todo_line", "waiting"]
