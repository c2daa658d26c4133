"""A player's private panel (the hand) and "My tricks", from that seat's own view only.

The panel is text (hand, trick in progress, whose turn, what may be played), an embed with
the missions and the score (so a DM copy is playable without the thread), and the
components: one button per card (enabled only when it is legal now), the pass select in
the pass phase, Refresh and My tricks.

While the seat waits (another seat's turn, or its cards to pass already chosen) the panel
shows only what the others' moves do not change: the hand, the seat's own counts and the
missions on display, and says the table shows the trick. The trick, the score and the last
trick come back when its turn starts. So a waiting panel stays true as the others play and
is not edited after each of their moves (open panels and DM copies cost what changed,
issue 25).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from cogs.games.mission_wild_life.cards import (
    SYMBOL,
    button_face,
    card_id_text,
    card_text,
    colour_text,
    mission_line,
    missions_text,
)
from cogs.games.mission_wild_life.table import names_of, plays_text, trick_block
from cogs.kit.rendered import Rendered
from cogs.kit.text import BRAND, CONTENT, clip, fit_embed, plural

if TYPE_CHECKING:
    from cogs.kit.ui import GameUI, PanelContext
    from engine.games.mission_wild_life.views import MWLView
    from storage import MatchRecord

HAND_BUTTONS = 15
"""Cards shown as buttons (three rows of five): a hand never holds more (3 players: 13)."""


def legal_hint(view: MWLView) -> str:
    """What the seat may play now, in words ("You must follow **🟦 Blue** …")."""
    if view.phase != "play" or view.turn != view.seat:
        return ""
    if not view.trick:
        return "You lead: play any card."
    led = view.led_colour or ""
    has_led = any(c.colour == led for c in view.hand)
    if has_led and led != "gray":
        return f"You must follow **{colour_text(led)}** (☁️ Gray may always be played)."
    if has_led:
        return f"You must follow **{colour_text('gray')}**."
    return f"You have no {colour_text(led)}: play any card (☀️ Gold trumps)."


WAITING = ("⏳ Not your turn yet: the table shows the trick in progress. This panel "
           "lights up when your turn comes.")
"""The waiting panel's line instead of the trick (see the module doc)."""


WAITING_HIDES = frozenset({
    "to_act", "leader", "turn", "trick", "led_colour", "trick_number", "trick_counts", "mission_counts",
    "missions_won", "my_tricks", "watched_played", "last_trick", "hand_counts", "passed", "legal",
})
"""Fields of the seat's view a waiting panel does not show (its own two counts are read from
``trick_counts``/``mission_counts`` at the seat, so they are kept in the basis apart)."""


def waiting(view: MWLView, seat: int) -> bool:
    """Whether ``seat`` has nothing to do now but the game goes on: the panel then shows only
    what the other seats' moves leave unchanged (see the module doc)."""
    if view.phase == "play":
        return view.turn != seat
    return view.phase == "pass" and bool(view.my_pass)


def panel_text(record: MatchRecord, seat: int, view: MWLView) -> str:
    """The panel's content: the hand, the trick, whose turn it is and the seat's score (while
    the seat waits, :func:`waiting`: the hand and its own counts only)."""
    names = names_of(record, view.seats)
    idle = waiting(view, seat)
    lines = [f"**Your hand** — {plural(len(view.hand), 'card')} · round {view.round} · Mission: Wild Life #{record.id}"]
    lines.append(" ".join(card_text(c) for c in view.hand) or "(no cards)")
    if view.phase == "pass":
        left = names[(seat + 1) % view.seats]
        if view.my_pass:
            chosen = ", ".join(card_id_text(c) for c in view.my_pass)
            lines.append(f"You pass {chosen} to **{left}**. ⏳ Waiting for the others to choose theirs.")
        else:
            lines.append(f"▶ **Choose 3 cards to pass to {left}** (on your left) in the menu below.")
    elif view.phase == "play":
        if view.received and view.received_from is not None:
            got = ", ".join(card_text(c) for c in view.received)
            lines.append(f"🔁 **{names[view.received_from]}** passed you {got}.")
        if idle:
            lines.append(WAITING)
        else:
            block = trick_block(view, names)
            if block:
                lines.append(block)
            lines.append("▶ **Your turn.** " + legal_hint(view))
        if not idle and view.last_trick is not None and view.last_trick.round == view.round:
            lt = view.last_trick
            lines.append(f"Last trick → {names[lt.winner]}: {plays_text(lt.plays, names)}")
    else:
        lines.append("The game is over.")
    lines.append(
        f"Your tricks: {view.trick_counts[seat]} · "
        f"your missions: {missions_text(view.mission_counts[seat], view.missions_to_win)}"
    )
    return clip("\n".join(lines), CONTENT)


def panel_embed(record: MatchRecord, view: MWLView, *, idle: bool = False) -> discord.Embed:
    """The missions on display and the score, so a DM copy is playable without the thread
    (``idle``, a waiting seat's panel: the missions and the card out of the game only)."""
    names = names_of(record, view.seats)
    missions = [mission_line(m) for m in view.display] + [f"⚡ ~~{n}~~ — won" for n in view.flash_won_this_round]
    embed = discord.Embed(description="\n".join(missions) or "No missions on display.", colour=BRAND)
    if idle:
        if view.out_card is not None:
            embed.add_field(name="Out of the game", value=card_text(view.out_card), inline=True)
        return fit_embed(embed)
    score = " · ".join(f"{names[s]} {view.mission_counts[s]}🏅 {view.trick_counts[s]}✋" for s in range(view.seats))
    embed.add_field(name=f"Missions 🏅 (of {view.missions_to_win}) and tricks ✋", value=score, inline=False)
    if view.out_card is not None:
        embed.add_field(name="Out of the game", value=card_text(view.out_card), inline=True)
    if view.watched_played:
        embed.add_field(name="Already played", value=" ".join(card_text(c) for c in view.watched_played), inline=True)
    return fit_embed(embed)


def panel_components(ui: GameUI, record: MatchRecord, seat: int, view: MWLView,
                     ctx: PanelContext | None = None) -> discord.ui.View:
    """Card buttons (legal ones enabled, stamped with the round), the pass select, Refresh and
    My tricks, and ↩️ Undo while the seat may take its passing choice back (``ctx.take_back``).
    At most 15 cards on rows 0-2, the select on the next row, controls last."""
    dv = discord.ui.View(timeout=None)
    legal = set(view.legal)
    my_turn = view.phase == "play" and view.turn == seat
    for i, card in enumerate(view.hand[:HAND_BUTTONS]):
        enabled = my_turn and card.id in legal
        emoji, label = button_face(card)
        dv.add_item(ui.button(
            "play", record.id, label=label, emoji=emoji, stamp=view.round, disabled=not enabled, row=i // 5,
            style=discord.ButtonStyle.primary if enabled else discord.ButtonStyle.secondary, card=card.id,
        ))
    rows_used = (min(len(view.hand), HAND_BUTTONS) + 4) // 5
    if view.phase == "pass" and not view.my_pass and len(view.hand) >= 3:
        options = [discord.SelectOption(label=c.label, value=c.id, emoji=SYMBOL[c.colour]) for c in view.hand[:25]]
        dv.add_item(ui.select(
            "pass", record.id, options, placeholder="Choose 3 cards to pass left", stamp=view.round,
            min_values=3, max_values=3, row=min(rows_used, 3),
        ))
        rows_used = min(rows_used, 3) + 1
    control_row = min(rows_used, 4)
    dv.add_item(ui.refresh_button(record.id, row=control_row))
    dv.add_item(tricks_button(ui, record.id, row=control_row))
    undo = ui.undo_button(record.id, ctx, row=control_row) if ctx is not None else None
    if undo is not None:
        dv.add_item(undo)
    return dv


def tricks_button(ui: GameUI, match_id: int, *, row: int | None = None) -> discord.ui.Button[Any]:
    """"My tricks" (``mwl:{match}:tricks``), on the table and in the panel."""
    return ui.button("tricks", match_id, label="My tricks", emoji="🗂️", row=row)


def render_panel(ui: GameUI, record: MatchRecord, seat: int, view: MWLView, ctx: PanelContext | None = None) -> Rendered:
    """The private panel of ``seat``: text, a mission summary and the hand as buttons."""
    return Rendered(
        content=panel_text(record, seat, view),
        embeds=[panel_embed(record, view, idle=waiting(view, seat))],
        view=panel_components(ui, record, seat, view, ctx),
    )


def tricks_text(view: MWLView) -> str:
    """The seat's own won tricks of this round (from that seat's view)."""
    if not view.my_tricks:
        return f"You have won no trick in round {view.round} yet."
    lines = [f"**Your tricks in round {view.round}** ({len(view.my_tricks)}):"]
    for i, trick in enumerate(view.my_tricks, 1):
        lines.append(f"{i}. " + " · ".join(card_text(c) for c in trick))
    return clip("\n".join(lines), CONTENT)
