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
    BONUS,
    DIE_NAME,
    DIE_SYMBOL,
    GRAY_SYM,
    PROTECTION,
    animal_emoji,
    card_title,
    dice_alt,
    dice_line,
    dice_words,
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
from cogs.kit.text import BRAND, CONTENT, LABEL, clip, fit_embed, plural

if TYPE_CHECKING:
    from cogs.kit.ui import GameUI
    from engine.games.rescue_animals.views import CardView, RescueView
    from storage import MatchRecord

DICE_PNG = "dice.png"
GRAY_DIE = 5


def die_label(color: str, value: int, aside: bool) -> str:
    """A die button's label: ``"White 3"``, ``"Gray –"``, ``"Black 2 · set aside"``."""
    face = str(value) if value else "–"
    return clip(f"{DIE_NAME[color]} {face}" + (" · set aside" if aside else ""), LABEL)


def footer(view: RescueView) -> str:
    """The panel's footer: the seat's rescues, score so far, rolls and the dice key."""
    me = view.me
    assert me is not None
    return (f"Your rescues: {plural(len(me.rescued), 'animal')} · {plural(me.score, 'point')} so far (gray die not counted) · "
            f"{plural(me.rolls, 'roll')} · ⬛ black die, ⬜ white, {GRAY_SYM} gray (counts as white)")


def buttons(
    ui: GameUI, match_id: int, view: RescueView, met: list[CardView]
) -> list[discord.ui.Button[Any]]:
    """The panel's buttons with their rows (see the module docstring)."""
    me = view.me
    assert me is not None
    items: list[discord.ui.Button[Any]] = []
    for die, (color, value, aside) in enumerate(zip(me.dice.colors, me.dice.values, me.dice.aside, strict=True)):
        items.append(ui.button(
            "toggle", match_id, die=die, label=die_label(color, value, aside), emoji=DIE_SYMBOL[color],
            style=discord.ButtonStyle.success if aside else discord.ButtonStyle.secondary,
            disabled=value == 0, row=0 if die < GRAY_DIE else 1,
        ))
    items.append(ui.button("roll", match_id, label="Roll", emoji="🎲", style=discord.ButtonStyle.primary,
                           disabled=not me.can_roll, row=1))
    items.append(ui.refresh_button(match_id, row=1))
    for i, card in enumerate(met):
        items.append(ui.button("rescue", match_id, uid=card.uid, label=f"Rescue {card.name}", emoji=animal_emoji(card),
                               style=discord.ButtonStyle.danger, disabled=not me.can_claim, row=2 + i // 5))
    return items


def layout(items: list[discord.ui.Button[Any]]) -> discord.ui.View:
    """A persistent view holding ``items`` (rows already set)."""
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view


def render_panel(ui: GameUI, record: MatchRecord, seat: int, view: RescueView) -> Rendered:
    """The **My dice** panel of ``seat`` from its own view (see the module docstring)."""
    me = view.me
    if me is None or seat != view.seat:
        return Rendered(content="This panel is for a seated player.")
    head: list[str] = []
    mine_now = view.players[seat].rescued_this_round if 0 <= seat < len(view.players) else []
    embed = discord.Embed(title=f"🎲 My dice — {round_line(view)}", colour=BRAND)

    if view.phase == "over":
        head.append("🏁 The game is over — see the final scores in the thread.")
        if view.final is not None:
            for name, value in final_fields(record, view.final.scores, view.final.places,
                                            [list(r) for r in view.final.rescued]):
                embed.add_field(name=name, value=value, inline=False)
        return Rendered(content="\n".join(head), embeds=[fit_embed(embed)])

    shown = [c for c in view.display if c is not None]
    if not view.players[seat].can_rescue:
        names = " and ".join(f"{animal_emoji(c)} {c.name}" for c in mine_now) or "an animal"
        head.append(f"🎉 You rescued the {names} — wait for the round to end.")
        embed.description = phase_line(record, view)
        pictures = []
        if shown:
            embed.add_field(name="Still on display",
                            value="\n".join(f"{card_title(c)} — {requirement_line(c)}" for c in shown), inline=False)
            pictures.append(display_picture(record, shown))  # the table's picture, drawn once
            embed.set_image(url=pictures[0].url)
        embed.set_footer(text=footer(view))
        return Rendered(content=clip("\n".join(head), CONTENT), embeds=[fit_embed(embed)],
                        view=layout([ui.refresh_button(record.id, row=0)]), pictures=pictures)

    if view.phase == "countdown":
        head.append(f"🧊 **Frozen — Ready, Set, Go!** Rolling resumes{when(record, 'go:') or ' in a moment'}; "
                    "you may set dice aside meanwhile; this panel lights up at Go!")
    elif view.phase == "window":
        if me.claimed:
            head.append("📣 **Frozen —** you pressed Rescue; the claim window is closing…")
        else:
            head.append("📣 **Frozen —** someone pressed Rescue. If your dice meet an animal, press Rescue now to tie.")
    elif not me.dice.rolled:
        head.append("🎲 **Go!** Press **Roll** to roll your dice.")
    else:
        head.append("🎲 **Go!** Set aside dice you want to keep, Roll the rest, press Rescue when your dice meet an animal.")
    if mine_now:
        head.append(f"You rescued the {', '.join(c.name for c in mine_now)} this round; you may rescue one more.")

    desc = [dice_line(me.dice)]
    aside = [f"{DIE_NAME[c].lower()} {v}" for c, v, a in zip(me.dice.colors, me.dice.values, me.dice.aside, strict=True) if a]
    desc.append("Set aside: " + (", ".join(aside) if aside else "nothing"))
    by_uid = {c.uid: c for c in shown}
    met = [by_uid[u] for u in me.satisfied if u in by_uid]
    if met:
        desc.append("✅ Your dice meet: " + ", ".join(f"**{c.name}**" for c in met)
                    + (" — press Rescue" if me.can_claim else ""))
    embed.description = "\n".join(desc)
    for c in shown:
        used = me.matches.get(c.uid)
        mark = f"\n✅ met with {dice_words(me.dice, used)}" if used is not None else ""
        embed.add_field(name=f"{card_title(c)} · {PROTECTION} {c.protection} · {BONUS} +{c.bonus}/pair",
                        value=f"Needs: {requirement_line(c)}{mark}", inline=False)
    embed.set_footer(text=footer(view))
    picture = display_picture(record, shown, dice=me.dice, fits=[c.uid for c in met], name=DICE_PNG)
    picture.alt = f"{dice_alt(me.dice)}\n{picture.alt}"
    embed.set_image(url=picture.url)
    return Rendered(content=clip("\n".join(head), CONTENT), embeds=[fit_embed(embed)],
                    view=layout(buttons(ui, record.id, view, met)), pictures=[picture])


__all__ = ["DICE_PNG", "buttons", "die_label", "footer", "layout", "render_panel"]
