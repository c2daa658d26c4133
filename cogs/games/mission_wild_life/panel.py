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
    card_name,
    card_text,
    cards_text,
    colour_text,
    mission_line,
    mission_name,
    missions_text,
)
from cogs.games.mission_wild_life.table import names_of, plays_text, trick_block
from cogs.kit.rendered import Rendered
from cogs.kit.text import BRAND, CONTENT, clip, fit_embed
from cogs.lang import SOURCE, Lang, reader, t

if TYPE_CHECKING:
    from cogs.kit.ui import GameUI, PanelContext
    from engine.games.mission_wild_life.views import MWLView
    from storage import MatchRecord

HAND_BUTTONS = 15
"""Cards shown as buttons (three rows of five): a hand never holds more (3 players: 13)."""


def legal_hint(view: MWLView, lang: Lang = SOURCE) -> str:
    """What the seat may play now, in words ("You must follow **🟦 Blue** …")."""
    if view.phase != "play" or view.turn != view.seat:
        return ""
    if not view.trick:
        return t(lang, "mwl-hint-lead")
    led = view.led_colour or ""
    has_led = any(c.colour == led for c in view.hand)
    if has_led and led != "gray":
        return t(lang, "mwl-hint-follow", colour=colour_text(led, lang), gray=colour_text("gray", lang))
    if has_led:
        return t(lang, "mwl-hint-follow-gray", colour=colour_text("gray", lang))
    return t(lang, "mwl-hint-void", colour=colour_text(led, lang), gold=colour_text("gold", lang))


WAITING = "mwl-waiting"
"""The waiting panel's line instead of the trick (see the module doc), by its message id."""


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


def panel_text(record: MatchRecord, seat: int, view: MWLView, lang: Lang = SOURCE) -> str:
    """The panel's content: the hand, the trick, whose turn it is and the seat's score (while
    the seat waits, :func:`waiting`: the hand and its own counts only)."""
    names = names_of(record, view.seats, lang)
    idle = waiting(view, seat)
    lines = [t(lang, "mwl-your-hand", cards=len(view.hand), round=view.round, match=str(record.id))]
    lines.append(" ".join(card_text(c, lang) for c in view.hand) or t(lang, "mwl-no-cards"))
    if view.phase == "pass":
        left = names[(seat + 1) % view.seats]
        if view.my_pass:
            lines.append(t(lang, "mwl-you-pass", cards=cards_text(view.my_pass, lang), name=left))
        else:
            lines.append(t(lang, "mwl-choose-pass", name=left))
    elif view.phase == "play":
        if view.received and view.received_from is not None:
            got = ", ".join(card_text(c, lang) for c in view.received)
            lines.append(t(lang, "mwl-passed-you", name=names[view.received_from], cards=got))
        if idle:
            lines.append(t(lang, WAITING))
        else:
            block = trick_block(view, names, lang)
            if block:
                lines.append(block)
            lines.append(t(lang, "mwl-your-turn", hint=legal_hint(view, lang)))
        if not idle and view.last_trick is not None and view.last_trick.round == view.round:
            lt = view.last_trick
            lines.append(t(lang, "mwl-last-trick-line", name=names[lt.winner], plays=plays_text(lt.plays, names, lang)))
    else:
        lines.append(t(lang, "mwl-game-is-over"))
    lines.append(t(lang, "mwl-your-score", tricks=view.trick_counts[seat],
                   missions=missions_text(view.mission_counts[seat], view.missions_to_win, lang=lang)))
    return clip("\n".join(lines), CONTENT)


def panel_embed(record: MatchRecord, view: MWLView, *, idle: bool = False, lang: Lang = SOURCE) -> discord.Embed:
    """The missions on display and the score, so a DM copy is playable without the thread
    (``idle``, a waiting seat's panel: the missions and the card out of the game only)."""
    names = names_of(record, view.seats, lang)
    missions = [mission_line(m, lang=lang) for m in view.display] + [
        f"⚡ ~~{mission_name(m, lang)}~~ — {t(lang, 'mwl-won')}" for m in view.flash_won_this_round]
    embed = discord.Embed(description="\n".join(missions) or t(lang, "mwl-no-missions"), colour=BRAND)
    if idle:
        if view.out_card is not None:
            embed.add_field(name=t(lang, "mwl-out-of-game"), value=card_text(view.out_card, lang), inline=True)
        return fit_embed(embed)
    score = " · ".join(f"{names[s]} {view.mission_counts[s]}🏅 {view.trick_counts[s]}✋" for s in range(view.seats))
    embed.add_field(name=t(lang, "mwl-score-field", need=view.missions_to_win), value=score, inline=False)
    if view.out_card is not None:
        embed.add_field(name=t(lang, "mwl-out-of-game"), value=card_text(view.out_card, lang), inline=True)
    if view.watched_played:
        embed.add_field(name=t(lang, "mwl-already-played"), value=" ".join(card_text(c, lang) for c in view.watched_played),
                        inline=True)
    return fit_embed(embed)


def panel_components(ui: GameUI, record: MatchRecord, seat: int, view: MWLView,
                     ctx: PanelContext | None = None) -> discord.ui.View:
    """Card buttons (legal ones enabled, stamped with the round), the pass select, Refresh and
    My tricks, and ↩️ Undo while the seat may take its passing choice back (``ctx.take_back``).
    At most 15 cards on rows 0-2, the select on the next row, controls last."""
    lang = ctx.lang if ctx is not None else reader()
    dv = discord.ui.View(timeout=None)
    legal = set(view.legal)
    my_turn = view.phase == "play" and view.turn == seat
    for i, card in enumerate(view.hand[:HAND_BUTTONS]):
        enabled = my_turn and card.id in legal
        emoji, label = button_face(card, lang)
        dv.add_item(ui.button(
            "play", record.id, label=label, emoji=emoji, stamp=view.round, disabled=not enabled, row=i // 5,
            style=discord.ButtonStyle.primary if enabled else discord.ButtonStyle.secondary, card=card.id,
        ))
    rows_used = (min(len(view.hand), HAND_BUTTONS) + 4) // 5
    if view.phase == "pass" and not view.my_pass and len(view.hand) >= 3:
        options = [discord.SelectOption(label=card_name(c.colour, c.number, lang), value=c.id, emoji=SYMBOL[c.colour])
                   for c in view.hand[:25]]
        dv.add_item(ui.select(
            "pass", record.id, options, placeholder=t(lang, "mwl-pass-placeholder"), stamp=view.round,
            min_values=3, max_values=3, row=min(rows_used, 3),
        ))
        rows_used = min(rows_used, 3) + 1
    control_row = min(rows_used, 4)
    dv.add_item(ui.refresh_button(record.id, row=control_row))
    dv.add_item(tricks_button(ui, record.id, row=control_row, lang=lang))
    undo = ui.undo_button(record.id, ctx, row=control_row) if ctx is not None else None
    if undo is not None:
        dv.add_item(undo)
    return dv


def tricks_button(ui: GameUI, match_id: int, *, row: int | None = None, lang: Lang | None = None) -> discord.ui.Button[Any]:
    """"My tricks" (``mwl:{match}:tricks``), on the table and in the panel (in ``lang``, default the reader's)."""
    return ui.button("tricks", match_id, label=t(lang or reader(), "mwl-my-tricks"), emoji="🗂️", row=row)


def render_panel(ui: GameUI, record: MatchRecord, seat: int, view: MWLView, ctx: PanelContext | None = None) -> Rendered:
    """The private panel of ``seat``: text, a mission summary and the hand as buttons, in
    ``ctx.lang`` (the reader's language without a context)."""
    lang = ctx.lang if ctx is not None else reader()
    return Rendered(
        content=panel_text(record, seat, view, lang),
        embeds=[panel_embed(record, view, idle=waiting(view, seat), lang=lang)],
        view=panel_components(ui, record, seat, view, ctx),
    )


def tricks_text(view: MWLView, lang: Lang = SOURCE) -> str:
    """The seat's own won tricks of this round (from that seat's view)."""
    if not view.my_tricks:
        return t(lang, "mwl-no-tricks", round=view.round)
    lines = [t(lang, "mwl-your-tricks", round=view.round, n=len(view.my_tricks))]
    for i, trick in enumerate(view.my_tricks, 1):
        lines.append(f"{i}. " + " · ".join(card_text(c, lang) for c in trick))
    return clip("\n".join(lines), CONTENT)
