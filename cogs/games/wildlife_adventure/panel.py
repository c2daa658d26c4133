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
from cogs.games.wildlife_adventure.words import SCORE_RULE, obstacle_name, obstacle_where, signed, type_a_space
from cogs.kit.choosers import chooser, typed_button
from cogs.kit.fullmap import FULL, full_map_button
from cogs.kit.pictures import Picture
from cogs.kit.rendered import Rendered
from cogs.kit.text import BRAND, clip, fit_embed, picture_text, plural, seat_labels
from cogs.kit.ui import PanelContext
from cogs.kit.undo import place
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
    raw = [picture_text(s.name, fallback=f"Seat {s.seat + 1}") for s in record.seats]
    hand_ids = tuple(a.id for a in view.hand)
    where = "Your board" if full else "Part of the map around the tips, the open missions and your animal spaces"
    return Picture(FULL_MAP_PNG if full else MAP_PNG, draw=lambda: draw_board(view, raw, mark_hand=True, full=full),
                   key=(record.id, seat, *picture_key(view, raw, mark_hand=True, full=full)),
                   alt=clip(f"{where}: your animal spaces are framed in lime green: "
                            + (", ".join(hand_ids) or "none") + ".", 1024))
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
    if view.game_over:
        return "🏁 The game is over."
    actor = view.to_act[0] if view.to_act else None
    if actor != seat:
        who = names[actor] if actor is not None and actor < len(names) else "someone"
        if view.pending is not None:
            return f"⏳ **{who}** is making a choice ({_pending_words(view)}). Your turn comes."
        return f"⏳ It is **{who}**'s turn."
    if view.pending is not None:
        if view.pending.kind == "blue":
            return "🔵 **Blue space:** take 3 travel vouchers, or give every other player an animal card."
        if view.pending.kind == "discard":
            return "🎴 **Chance card:** choose one of your animal cards to put under the stack."
        return "🎴 **Chance card:** re-lay the last route extension of an expedition in another direction."
    left = view.max_per_turn - view.spent_this_turn
    spend = f"spend up to {plural(min(left, view.vouchers[seat]), 'more travel voucher')}" if left > 0 else ""
    legal = choices.legal(view)
    can_extend = any(a.kind == "extend" for a in legal)
    if not view.main_laid and any(a.kind == "end_turn" for a in legal):
        return ("🚫 **No expedition can be extended free of vouchers.** "
                + (f"You may {spend} (extra or parallel extension, obstacles, swap) or " if spend else "You may ")
                + "🏁 end your turn (pass).")
    if not view.main_laid:
        return ("🧭 **Your turn:** lay a route extension — choose an expedition and the point it goes to "
                "(or ⌨️ type a space id)." + (f" Before or after, you may {spend}." if spend else ""))
    if view.bonus > 0 and can_extend:
        return (f"➕ You may lay {plural(view.bonus, 'more route extension')} free (green space / chance card)"
                + (f", {spend}" if spend else "") + ", or 🏁 end your turn.")
    return "✅ Route extension laid. " + (f"You may {spend}, or " if spend else "") + "🏁 end your turn."


def _pending_words(view: WAView) -> str:
    kind = view.pending.kind if view.pending else ""
    return {"blue": "blue space", "discard": "chance card: an animal card under the stack",
            "relay": "chance card: re-lay a route extension"}.get(kind, kind)


def _moves_field(view: WAView) -> str:
    """Every route extension the player may lay, by expedition, each point described."""
    by: dict[int, list[str]] = {}
    for o in choices.extension_options(view):
        e, _, _ = choices.parse_extension(o.value)
        text = o.label.split(" → ", 1)[1]
        if o.description and not o.description.startswith("free"):
            text += f" · {o.description}"
        by.setdefault(e, []).append(text)
    lines = []
    for e in range(3):
        ex = view.expeditions[e]
        head = f"{choices.COLOUR_EMOJI[e]} **{choices.colour_name(e)}** at {choices.tip_text(view, e)}"
        if ex.finished:
            lines.append(head + ": finished")
        elif e in by:
            lines.append(head + ":\n" + "\n".join(f"→ {t}" for t in by[e]))
        else:
            lines.append(head + ": no route extension possible now")
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
    embed = discord.Embed(title=f"🧭 Your animal cards — Wildlife Adventure #{record.id}", colour=BRAND)
    lines = [what_line(view, seat, names), choices.voucher_line(view, seat)]
    completed = view.completed[seat]
    lines.append(f"✅ Found: {len(completed)} · 🃏 in hand: {len(view.hand)} · score now {signed(view.scores[seat])}")
    embed.description = "\n".join(lines)
    embed.add_field(name=f"Your animal cards ({len(view.hand)})",
                    value="\n".join(choices.hand_lines(view)) or "none — the game ends now", inline=False)
    if mine and view.pending is None and mode is None:
        embed.add_field(name="Where the expeditions can go", value=_moves_field(view), inline=False)

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
            add([ui.button("blue", mid, label="Take 3 travel vouchers", emoji="🎟️", stamp=stamp,
                           style=discord.ButtonStyle.success, row=row, choice="vouchers"),
                 ui.button("blue", mid, label="An animal card for every other player", emoji="🃏", stamp=stamp,
                           style=discord.ButtonStyle.primary, row=row, choice="cards")])
        elif view.pending.kind == "discard":
            add(chooser(ui, "discard", mid, choices.discard_options(view), ctx, stamp=stamp, row=row,
                        placeholder="🃏 The animal card to put under the stack"))
        else:
            add(chooser(ui, "relay", mid, choices.relay_options(view), ctx, stamp=stamp, row=row,
                        placeholder="🎴 Where to re-lay the route extension"))
        buttons.append(ui.refresh_button(mid, row=row))
    elif mode is not None:
        buttons += _mode(ui, view, mid, stamp, ctx, mode, embed, add, lambda: row)
        buttons.append(ui.button("refresh", mid, label="Back", emoji="⬅️", row=row))
    else:
        ext = choices.extension_options(view) if mine else []
        if ext:
            add(chooser(ui, "ext", mid, ext, ctx, stamp=stamp, row=row,
                        placeholder="🧭 Lay a route extension: expedition → space"))
        menu = choices.menu_options(view) if mine else []
        if menu:
            add([ui.select("open", mid, [o.select_option() for o in menu], row=row, chooser="menu",
                           placeholder="🎟️ Spend travel vouchers or a ★ card…")])
        can_end = mine and any(a.kind == "end_turn" for a in choices.legal(view))
        buttons += [
            typed_button(ui, "ext", mid, label="Type a space", stamp=stamp, row=row, disabled=not ext),
            ui.button("end", mid, label="End turn", emoji="🏁", stamp=stamp, row=row, disabled=not can_end,
                      style=discord.ButtonStyle.danger if can_end else discord.ButtonStyle.secondary),
            ui.button("open", mid, label="My map", emoji="📍", row=row, chooser="map"),
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
    embed.set_footer(text=f"{type_a_space()} Score: {SCORE_RULE}.")
    return Rendered(embeds=[fit_embed(embed)], view=dv, pictures=pictures)


def _mode(ui: GameUI, view: WAView, mid: int, stamp: int, ctx: PanelContext, mode: str, embed: discord.Embed,
          add: Any, row: Any) -> list[discord.ui.Item[Any]]:
    """Components (and a line of text) of an open travel voucher menu entry; returns the
    buttons for the last row."""
    if mode == "swap":
        embed.add_field(name="🔁 Swap an animal card",
                        value="Put one of your animal cards under the stack and take the top card "
                              "(1 travel voucher, or a kept ★ card).", inline=False)
        add(chooser(ui, "swap", mid, choices.swap_options(view), ctx, stamp=stamp, row=row(),
                    placeholder="🔁 The animal card to swap"))
        return []
    if mode == "remove":
        embed.add_field(name="✂️ Remove a route extension",
                        value="Take back the last route extension of an expedition (2 travel vouchers, or a kept "
                              "★ card); its tip goes back one point.", inline=False)
        add(chooser(ui, "remove", mid, choices.remove_options(view), ctx, stamp=stamp, row=row(),
                    placeholder="✂️ The expedition whose last route extension goes"))
        return []
    index, star = choices.obstacle_modes(view).get(mode, (int(mode[2]), None))
    where = view.obstacles[index]
    head = f"Move obstacle {obstacle_name(index)} (now {obstacle_where(where)})" if where else \
        f"Place obstacle {obstacle_name(index)}"
    embed.add_field(name=f"🚧 {head}",
                    value=f"Cost: {choices.obstacle_cost(view, index, star)}. No route extension may end on an "
                          "obstacle. Choose a continent, then the point — or ⌨️ type its id.", inline=False)
    params: dict[str, Any] = {"star": star} if star else {}
    options = choices.obstacle_options(view, index, star)
    add(chooser(ui, mode, mid, options, ctx, stamp=stamp, row=row(),
                placeholder=f"🚧 Where obstacle {obstacle_name(index)} goes", **params))
    return [typed_button(ui, mode, mid, label="Type a space", stamp=stamp, row=row(), disabled=not options)]


__all__ = ["FULL_MAP_PNG", "MAP_PNG", "MODES", "my_map", "open_mode", "render_panel", "what_line"]
