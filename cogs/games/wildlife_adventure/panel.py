"""The private **My cards** panel of Wildlife Adventure, from the seat's own view only.

One embed: one line saying what the player can do now, their travel vouchers (and this
turn's spending, at most 3) and kept ★ cards, their animal cards by continent with how
far the nearest expedition is, and on their turn every route extension they may lay,
each point described ("AF3 — red space (chance card)", "AF4 — African Lion, yours").

Components (at most 5 rows; every move is a click, the ⌨️ button is an alternative):

* main: the route extension chooser (expedition → point; grouped by expedition when more
  than 25), the travel voucher menu (obstacles, swap, remove), ⌨️ type a space id,
  🏁 End turn, 📍 My map (the private picture of the part of the map that matters to the player,
  their spaces framed), 🗺️ Full map (the whole board, privately), 🔄 Refresh;
* a menu entry open: obstacle ``i`` → a chooser over every point grouped by continent
  (plus "take it off the board") and ⌨️; swap → the hand; remove → the expeditions; ⬅️ Back;
* an owed choice: the blue space's two buttons, or the chance card's discard / re-lay select.

Menu state lives in the kit's :class:`~cogs.kit.ui.PanelContext` (``opened``): ``{"menu": "ob1"}``
opens a menu entry, ``{"ob1": "3"}`` a group of its chooser, ``{"map": ""}`` the picture,
``{"full": ""}`` the whole board.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from cogs.games.wildlife_adventure import choices
from cogs.games.wildlife_adventure.picture import draw_board, picture_key
from cogs.games.wildlife_adventure.table import picture_names
from cogs.games.wildlife_adventure.words import obstacle_name, point_words, score_rule, signed, type_a_space
from cogs.kit.choosers import chooser, typed_button
from cogs.kit.fullmap import FULL, full_map_button
from cogs.kit.memo import by_view
from cogs.kit.pictures import Picture
from cogs.kit.rendered import Rendered
from cogs.kit.text import BRAND, clip, fit_embed, seat_labels
from cogs.kit.ui import PanelContext
from cogs.kit.undo import place
from cogs.lang import Lang, reader, t
from engine.games.wildlife_adventure.views import WAView

if TYPE_CHECKING:
    from cogs.kit.ui import GameUI
    from storage import MatchRecord

MAP_PNG = "mymap.png"
FULL_MAP_PNG = "my-full-map.png"
def my_map(record: MatchRecord, seat: int, view: WAView, *, full: bool = False) -> Picture:
    """The seat's private map from its own ``view``: the part of the map around the tips, the
    open missions and its animal cards' spaces (framed in a colour no continent uses), or with
    ``full`` the whole board."""
    lang = reader()
    raw = picture_names(record, lang)
    hand_ids = tuple(a.id for a in view.hand)
    return Picture(FULL_MAP_PNG if full else MAP_PNG,
                   draw=lambda: draw_board(view, raw, mark_hand=True, full=full, lang=lang),
                   key=(record.id, seat, *picture_key(view, raw, mark_hand=True, full=full, lang=lang)),
                   alt=clip(t(lang, "wa-mymap-alt", full="yes" if full else "no",
                              spaces=", ".join(hand_ids) or t(lang, "wa-none")), 1024))
MODES = ("ob0", "ob1", "ob2", "os0", "os1", "os2", "swap", "remove")


def open_mode(ctx: PanelContext) -> str | None:
    """The travel voucher menu entry open in ``ctx`` (``"ob1"``, ``"swap"``…), or None."""
    for key in MODES:
        if key in ctx.opened:
            return key
    entry = ctx.opened.get("menu")
    return entry if entry in MODES else None


def what_line(view: WAView, seat: int, names: list[str]) -> str:
    """One line: what the player can do now (or whom the table waits for)."""
    lang = reader()
    if view.game_over:
        return t(lang, "wa-what-over")
    actor = view.to_act[0] if view.to_act else None
    if actor != seat:
        who = names[actor] if actor is not None and actor < len(names) else t(lang, "wa-someone")
        if view.pending is not None:
            return t(lang, "wa-what-waiting-choice", who=who, pending=view.pending.kind)
        return t(lang, "wa-what-waiting", who=who)
    if view.pending is not None:
        return t(lang, {"blue": "wa-what-blue", "discard": "wa-what-discard"}.get(view.pending.kind, "wa-what-relay"))
    left = max(0, min(view.max_per_turn - view.spent_this_turn, view.vouchers[seat]))
    legal = choices.legal(view)
    can_extend = any(a.kind == "extend" for a in legal)
    if not view.main_laid and any(a.kind == "end_turn" for a in legal):
        return t(lang, "wa-what-pass", left=left)
    if not view.main_laid:
        return t(lang, "wa-what-lay", left=left)
    if view.bonus > 0 and can_extend:
        return t(lang, "wa-what-bonus", bonus=view.bonus, left=left)
    return t(lang, "wa-what-laid", left=left)


def _moves_field(view: WAView) -> str:
    """Every route extension the player may lay, by expedition, each point described."""
    return _moves_in(view, reader())


@by_view
def _moves_in(view: WAView, lang: Lang) -> str:
    """:func:`_moves_field` in ``lang``, kept per view object (a move builds a seat's panel for its
    click answer, its DM copy and its open panel)."""
    by: dict[int, list[str]] = {}
    for o in choices.extension_options(view):
        e, to, star = choices.parse_extension(o.value)
        cost = "none" if choices.is_free(view, e, to, star) else (o.description or "none")
        by.setdefault(e, []).append(t(lang, "wa-moves-option", where=point_words(view, to), cost=cost))
    lines = []
    for e in range(3):
        ex = view.expeditions[e]
        head = t(lang, "wa-moves-head", emoji=choices.COLOUR_EMOJI[e], name=choices.colour_name(e),
                 tip=choices.tip_text(view, e))
        if ex.finished:
            lines.append(t(lang, "wa-moves-finished", head=head))
        elif e in by:
            lines.append(head + ":\n" + "\n".join(by[e]))
        else:
            lines.append(t(lang, "wa-moves-none", head=head))
    return "\n".join(lines)


def render_panel(ui: GameUI, record: MatchRecord, seat: int, view: WAView, ctx: PanelContext) -> Rendered:
    """The panel of ``seat`` (see the module docstring). ``view`` must be that seat's view."""
    names = seat_labels(record, view.seats)
    stamp = ui.stamp(record, view)
    assert stamp is not None  # this game's verbs are stamped (the match's version)
    mid = record.id
    mine = not view.game_over and view.to_act == [seat]
    mode = open_mode(ctx) if mine and view.pending is None else None
    if mode is not None and mode.startswith("os") and mode not in choices.obstacle_modes(view):
        mode = None  # a ★-card menu from an older or forged click, with no ★ card to pay now: the main panel
    lang = reader()
    embed = discord.Embed(title=t(lang, "wa-panel-title", match=str(record.id)), colour=BRAND)
    lines = [what_line(view, seat, names), choices.voucher_line(view, seat)]
    completed = view.completed[seat]
    lines.append(t(lang, "wa-panel-counts", found=len(completed), hand=len(view.hand),
                   score=signed(view.scores[seat])))
    embed.description = "\n".join(lines)
    embed.add_field(name=t(lang, "wa-panel-field-hand", count=len(view.hand)),
                    value="\n".join(choices.hand_lines(view)) or t(lang, "wa-panel-hand-none"), inline=False)
    if mine and view.pending is None and mode is None:
        embed.add_field(name=t(lang, "wa-panel-field-moves"), value=_moves_field(view), inline=False)

    dv = discord.ui.View(timeout=None)
    row = 0

    def add(items: list[discord.ui.Item[Any]]) -> None:
        nonlocal row
        for item in items:
            dv.add_item(item)
        row += len(items) if items and isinstance(items[0], discord.ui.Select) else (1 if items else 0)

    buttons: list[discord.ui.Item[Any]] = []
    if mine and view.pending is not None:
        if view.pending.kind == "blue":
            add([ui.button("blue", mid, label=t(lang, "wa-button-vouchers"), emoji="🎟️", stamp=stamp,
                           style=discord.ButtonStyle.success, row=row, choice="vouchers"),
                 ui.button("blue", mid, label=t(lang, "wa-button-cards"), emoji="🃏", stamp=stamp,
                           style=discord.ButtonStyle.primary, row=row, choice="cards")])
        elif view.pending.kind == "discard":
            add(chooser(ui, "discard", mid, choices.discard_options(view), ctx, stamp=stamp, row=row,
                        placeholder=t(lang, "wa-ph-discard")))
        else:
            add(chooser(ui, "relay", mid, choices.relay_options(view), ctx, stamp=stamp, row=row,
                        placeholder=t(lang, "wa-ph-relay")))
        buttons.append(ui.refresh_button(mid, row=row))
    elif mode is not None:
        buttons += _mode(ui, view, mid, stamp, ctx, mode, embed, add, lambda: row)
        buttons.append(ui.button("refresh", mid, label=t(lang, "wa-button-back"), emoji="⬅️", row=row))
    else:
        ext = choices.extension_options(view) if mine else []
        if ext:
            add(chooser(ui, "ext", mid, ext, ctx, stamp=stamp, row=row,
                        placeholder=t(lang, "wa-ph-extend")))
        menu = choices.menu_options(view) if mine else []
        if menu:
            add([ui.select("open", mid, [o.select_option() for o in menu], row=row, chooser="menu",
                           placeholder=t(lang, "wa-ph-menu"))])
        can_end = mine and any(a.kind == "end_turn" for a in choices.legal(view))
        buttons += [
            typed_button(ui, "ext", mid, label=t(lang, "wa-button-type-space"), stamp=stamp, row=row, disabled=not ext),
            ui.button("end", mid, label=t(lang, "wa-button-end"), emoji="🏁", stamp=stamp, row=row,
                      disabled=not can_end,
                      style=discord.ButtonStyle.danger if can_end else discord.ButtonStyle.secondary),
            ui.button("open", mid, label=t(lang, "wa-button-my-map"), emoji="📍", row=row, chooser="map"),
            full_map_button(ui, mid, row=row),
            ui.refresh_button(mid, row=row),
        ]
    for b in buttons:
        b.row = row
        dv.add_item(b)
    undo = ui.undo_button(mid, ctx)
    if undo is not None:  # beside Refresh (Back) when the row has room, else on the next row
        place(dv, undo, near=ui.refresh_id(mid))

    pictures: list[Picture] = []
    if "map" in ctx.opened or FULL in ctx.opened:
        picture = my_map(record, seat, view, full=FULL in ctx.opened)
        pictures.append(picture)
        embed.set_image(url=picture.url)
    embed.set_footer(text=f"{type_a_space(lang)} {t(lang, 'wa-panel-score', rule=score_rule(lang))}")
    return Rendered(embeds=[fit_embed(embed)], view=dv, pictures=pictures)


def _mode(ui: GameUI, view: WAView, mid: int, stamp: int, ctx: PanelContext, mode: str, embed: discord.Embed,
          add: Any, row: Any) -> list[discord.ui.Item[Any]]:
    """Components (and a line of text) of an open travel voucher menu entry; returns the
    buttons for the last row."""
    lang = reader()
    if mode == "swap":
        embed.add_field(name=t(lang, "wa-swap-title"), value=t(lang, "wa-swap-help"), inline=False)
        add(chooser(ui, "swap", mid, choices.swap_options(view), ctx, stamp=stamp, row=row(),
                    placeholder=t(lang, "wa-ph-swap")))
        return []
    if mode == "remove":
        embed.add_field(name=t(lang, "wa-remove-title"), value=t(lang, "wa-remove-help"), inline=False)
        add(chooser(ui, "remove", mid, choices.remove_options(view), ctx, stamp=stamp, row=row(),
                    placeholder=t(lang, "wa-ph-remove")))
        return []
    index, star = choices.obstacle_modes(view).get(mode, (int(mode[2]), None))
    embed.add_field(name=f"🚧 {choices.obstacle_what(view, index)}",
                    value=t(lang, "wa-obstacle-help", cost=choices.obstacle_cost(view, index, star)), inline=False)
    params: dict[str, Any] = {"star": star} if star else {}
    options = choices.obstacle_options(view, index, star)
    add(chooser(ui, mode, mid, options, ctx, stamp=stamp, row=row(),
                placeholder=t(lang, "wa-ph-obstacle", obstacle=obstacle_name(index)), **params))
    return [typed_button(ui, mode, mid, label=t(lang, "wa-button-type-space"), stamp=stamp, row=row(),
                         disabled=not options)]


__all__ = ["FULL_MAP_PNG", "MAP_PNG", "MODES", "my_map", "open_mode", "render_panel", "what_line"]
