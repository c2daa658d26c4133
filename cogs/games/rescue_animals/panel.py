"""The private **My dice** panel of one seat, from that seat's own view.

Real time: several players click at once, so a panel is a snapshot that may be stale by
the time it is clicked. Each click is one interaction answered by the kit (the panel is
redrawn in place; a refused move — the animal was just rescued, rolling is frozen — is
redrawn with the reason as a ⚠️ line on top).

Components (custom_ids written by the game's codec, see :mod:`.ui`)::

    row 0   one button per white/black die: ra:{match}:toggle:{die}   (green = set aside)
    row 1   the gray die (when held), 🎲 Roll ra:{match}:roll, 🔄 Refresh ra:{match}:refresh
    row 2-3 one Rescue button per displayed animal the dice meet: ra:{match}:rescue:{uid}

The embed lists the dice as text and every displayed animal's requirement; its picture is
the display with the seat's own dice on top (:mod:`.picture`).

Source: :class:`engine.games.rescue_animals.views.RescueView` for ``seat`` (``me`` set).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from cogs.games.rescue_animals.symbols import (
    DIE_SYMBOL,
    animal_emoji,
    animal_name,
    card_title,
    dice_alt,
    dice_line,
    dice_words,
    die_words,
    requirement_line,
    round_line,
)
from cogs.games.rescue_animals.table import (
    display_picture,
    final_fields,
    phase_line,
    when,
)
from cogs.kit.rendered import Rendered
from cogs.kit.text import BRAND, CONTENT, LABEL, clip, fit_embed
from cogs.lang import SOURCE, Lang, t

if TYPE_CHECKING:
    from cogs.kit.ui import GameUI
    from engine.games.rescue_animals.views import CardView, RescueView
    from storage import MatchRecord

DICE_PNG = "dice.png"
GRAY_DIE = 5


def die_label(color: str, value: int, aside: bool, lang: Lang = SOURCE) -> str:
    """A die button's label: ``"White 3"``, ``"Gray –"``, ``"Black 2 · set aside"``."""
    face = str(value) if value else "–"
    return clip(t(lang, "ra-die-button", colour=color, face=face, aside="yes" if aside else "no"), LABEL)


def footer(view: RescueView, lang: Lang = SOURCE) -> str:
    """The panel's footer: the seat's rescues, score so far, rolls and the dice key."""
    me = view.me
    assert me is not None
    return t(lang, "ra-panel-footer", animals=len(me.rescued), points=me.score, rolls=me.rolls)


def buttons(
    ui: GameUI, match_id: int, view: RescueView, met: list[CardView], lang: Lang = SOURCE
) -> list[discord.ui.Button[Any]]:
    """The panel's buttons with their rows (see the module docstring)."""
    me = view.me
    assert me is not None
    items: list[discord.ui.Button[Any]] = []
    for die, (color, value, aside) in enumerate(zip(me.dice.colors, me.dice.values, me.dice.aside, strict=True)):
        items.append(ui.button(
            "toggle", match_id, die=die, label=die_label(color, value, aside, lang), emoji=DIE_SYMBOL[color],
            style=discord.ButtonStyle.success if aside else discord.ButtonStyle.secondary,
            disabled=value == 0, row=0 if die < GRAY_DIE else 1,
        ))
    items.append(ui.button("roll", match_id, label=t(lang, "ra-button-roll"), emoji="🎲",
                           style=discord.ButtonStyle.primary, disabled=not me.can_roll, row=1))
    items.append(ui.refresh_button(match_id, row=1, lang=lang))
    for i, card in enumerate(met):
        items.append(ui.button("rescue", match_id, uid=card.uid,
                               label=clip(t(lang, "ra-button-rescue", name=animal_name(lang, card)), LABEL),
                               emoji=animal_emoji(card), style=discord.ButtonStyle.danger, disabled=not me.can_claim,
                               row=2 + i // 5))
    return items


def layout(items: list[discord.ui.Button[Any]]) -> discord.ui.View:
    """A persistent view holding ``items`` (rows already set)."""
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view


def render_panel(ui: GameUI, record: MatchRecord, seat: int, view: RescueView, lang: Lang = SOURCE) -> Rendered:
    """The **My dice** panel of ``seat`` from its own view, in ``lang`` (see the module docstring)."""
    me = view.me
    if me is None or seat != view.seat:
        return Rendered(content=t(lang, "ra-panel-not-seated"))
    head: list[str] = []
    mine_now = view.players[seat].rescued_this_round if 0 <= seat < len(view.players) else []
    embed = discord.Embed(title=t(lang, "ra-panel-title", round=round_line(view, lang)), colour=BRAND)

    if view.phase == "over":
        head.append(t(lang, "ra-panel-over"))
        if view.final is not None:
            for name, value in final_fields(record, view.final.scores, view.final.places,
                                            [list(r) for r in view.final.rescued], lang):
                embed.add_field(name=name, value=value, inline=False)
        return Rendered(content="\n".join(head), embeds=[fit_embed(embed)])

    shown = [c for c in view.display if c is not None]
    if not view.players[seat].can_rescue:
        names = ", ".join(card_title(c, lang) for c in mine_now)
        head.append(t(lang, "ra-panel-rescued", count=len(mine_now), names=names))
        embed.description = phase_line(record, view, lang)
        pictures = []
        if shown:
            embed.add_field(name=t(lang, "ra-still-on-display"),
                            value="\n".join(f"{card_title(c, lang)} — {requirement_line(c, lang)}" for c in shown),
                            inline=False)
            pictures.append(display_picture(record, shown, lang=lang))  # the table's picture, drawn once
            embed.set_image(url=pictures[0].url)
        embed.set_footer(text=footer(view, lang))
        return Rendered(content=clip("\n".join(head), CONTENT), embeds=[fit_embed(embed)],
                        view=layout([ui.refresh_button(record.id, row=0, lang=lang)]), pictures=pictures)

    if view.phase == "countdown":
        head.append(t(lang, "ra-panel-countdown", at=when(record, "go:", lang)))
    elif view.phase == "window":
        head.append(t(lang, "ra-panel-claimed" if me.claimed else "ra-panel-window"))
    elif not me.dice.rolled:
        head.append(t(lang, "ra-panel-first-roll"))
    else:
        head.append(t(lang, "ra-panel-rolling"))
    if mine_now:
        head.append(t(lang, "ra-panel-one-more", names=", ".join(animal_name(lang, c) for c in mine_now)))

    desc = [dice_line(me.dice)]
    aside = [die_words(lang, c, v) for c, v, a in zip(me.dice.colors, me.dice.values, me.dice.aside, strict=True) if a]
    desc.append(t(lang, "ra-set-aside", dice=", ".join(aside)) if aside else t(lang, "ra-set-aside-nothing"))
    by_uid = {c.uid: c for c in shown}
    met = [by_uid[u] for u in me.satisfied if u in by_uid]
    if met:
        desc.append(t(lang, "ra-dice-meet", names=", ".join(f"**{animal_name(lang, c)}**" for c in met),
                      claim="yes" if me.can_claim else "no"))
    embed.description = "\n".join(desc)
    for c in shown:
        used = me.matches.get(c.uid)
        needs = t(lang, "ra-card-needs", req=requirement_line(c, lang))
        if used is not None:
            needs += "\n" + t(lang, "ra-card-met", dice=dice_words(me.dice, used, lang))
        embed.add_field(name=t(lang, "ra-card-field", title=card_title(c, lang), protection=c.protection,
                               bonus=c.bonus), value=needs, inline=False)
    embed.set_footer(text=footer(view, lang))
    picture = display_picture(record, shown, dice=me.dice, fits=[c.uid for c in met], name=DICE_PNG, lang=lang)
    picture.alt = f"{dice_alt(me.dice, lang)}\n{picture.alt}"
    embed.set_image(url=picture.url)
    return Rendered(content=clip("\n".join(head), CONTENT), embeds=[fit_embed(embed)],
                    view=layout(buttons(ui, record.id, view, met, lang)), pictures=[picture])


__all__ = ["DICE_PNG", "buttons", "die_label", "footer", "layout", "render_panel"]
