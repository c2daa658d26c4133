"""The public table of Rescue Animals, from the spectator view only.

One embed: the phase (Ready, Set… / Go! / someone pressed Rescue / over), the Conservation Leader, the
gray die, the deck, one field per displayed animal (its requirement as ⬛/⬜ dice faces,
protection and bonus points), this round's rescues, the players, and at the end the
scores. The display is also drawn as a picture (:mod:`.picture`) shown in the embed; the
fields stay beside it as its text rendering.

Source: :class:`engine.games.rescue_animals.views.RescueView` with ``seat=None``, and the
match record (seat names, timers for the countdown's end).
"""
from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import discord

from cogs.games.rescue_animals.picture import draw_display
from cogs.games.rescue_animals.symbols import (
    GRAY_SYM,
    KEY_LINE,
    LEADER,
    animal_emoji,
    card_alt,
    card_block,
    card_title,
    round_line,
)
from cogs.kit.pictures import Picture
from cogs.kit.rendered import Rendered
from cogs.kit.text import BRAND, FIELD_VALUE, clip, fit_embed, medal, plural, seat_label
from engine.service import standing_places

if TYPE_CHECKING:
    from engine.games.rescue_animals.views import CardView, DiceView, RescueView
    from storage import MatchRecord

DISPLAY_PNG = "display.png"
SCORING_LINE = ("Points = protection + bonus per pair of identical animals + 2 for the gray die. "
                "Ties: most animals, then the gray die, then clockwise from the Conservation Leader.")
"""How the final scores are counted (rulebook "End of the game"), under the scores."""


# ------------------------------------------------------------------ phase and timers
def deadline(record: MatchRecord, prefix: str) -> float | None:
    """The deadline (epoch seconds) of the match's first timer whose key starts with ``prefix``."""
    for key, entry in (record.timers or {}).items():
        if key.startswith(prefix) and isinstance(entry, Mapping) and entry.get("deadline") is not None:
            try:
                return float(entry["deadline"])
            except (TypeError, ValueError):
                return None
    return None


def when(record: MatchRecord, prefix: str) -> str:
    """``" <t:…:R>"`` (Discord's relative time) for that timer's deadline, or ``""``."""
    at = deadline(record, prefix)
    return f" <t:{int(at + 0.999)}:R>" if at else ""


def phase_line(record: MatchRecord, view: RescueView) -> str:
    """The countdown / play / claim-window / over state in one line."""
    if view.phase == "countdown":
        return f"⏳ **Ready, Set…** rolling is frozen — Go!{when(record, 'go:') or ' in a moment'}"
    if view.phase == "window":
        return "📣 **Rescue** was pressed — rolling is frozen while the claim window is open."
    if view.phase == "play":
        return "🎲 **Go!** Everyone rolls at once — meet an animal's dice and press Rescue."
    return "🏁 **Game over.**"


# ------------------------------------------------------------------ the display picture
def display_picture(
    record: MatchRecord,
    cards: Sequence[CardView],
    *,
    dice: DiceView | None = None,
    fits: Sequence[int] = (),
    name: str = DISPLAY_PNG,
) -> Picture:
    """The display drawn as a picture (with the seat's ``dice`` and the cards they ``fit`` for
    a panel). Keyed by what is drawn, so a roll does not redraw the table's picture and a
    Refresh with nothing changed draws nothing. ``alt`` is the requirements as text."""
    cards = list(cards)
    key: tuple[Any, ...] = (record.id, "display", tuple(c.uid for c in cards))
    if dice is not None:
        key += (tuple(dice.values), tuple(dice.aside), tuple(dice.colors), tuple(fits))
    alt = "\n".join(card_alt(c) for c in cards) or "The display is empty."
    return Picture(name=name, draw=lambda: draw_display(cards, dice=dice, fits=tuple(fits)), key=key, alt=alt)


# ------------------------------------------------------------------ scores
def named_detail(record: MatchRecord, detail: str) -> str:
    """The engine's result detail with its 1-based "Player N" replaced by seat names."""
    return re.sub(r"Player ([1-9])", lambda m: seat_label(record, int(m.group(1)) - 1), detail)


def _get(s: Any, k: str) -> Any:
    return s[k] if isinstance(s, Mapping) else getattr(s, k)


def final_fields(
    record: MatchRecord, scores: Sequence[Any], places: Sequence[int], rescued: Sequence[Sequence[Any]]
) -> list[tuple[str, str]]:
    """One ``(name, value)`` per seat, best place first: total, protection, pair bonuses (each
    pair named), gray die and how many animals (the count, not the list: the scores are shown
    once, on the table, issue 37). ``scores`` are ``SeatScore`` models or their dicts (the
    ``game_end`` event), ``rescued[seat]`` card views or dicts with ``name`` and ``key``."""
    out = []
    places = standing_places(record, places)  # a seat whose person left is last, as rated
    for i in sorted(range(len(scores)), key=lambda k: places[k]):
        s = scores[i]
        seat = _get(s, "seat")
        counts: Counter[str] = Counter()
        emoji: dict[str, str] = {}
        bonus_of: dict[str, int] = {}
        for c in rescued[seat] if seat < len(rescued) else []:
            name = _get(c, "name")
            counts[name] += 1
            emoji[name] = animal_emoji(c)
            bonus_of[name] = int(_get(c, "bonus"))
        # rulebook "End of the game": bonus points for every pair of identical animals, as on the card
        pairs = [f"{emoji[n]} {n} {'pair' if k // 2 == 1 else f'{k // 2} pairs'} +{(k // 2) * bonus_of[n]}"
                 for n, k in counts.most_common() if k >= 2]
        value = (
            f"**{plural(_get(s, 'total'), 'point')}** = {_get(s, 'protection')} protection + {_get(s, 'bonus')} bonus "
            f"({', '.join(pairs) if pairs else plural(_get(s, 'pairs'), 'pair')}) + {_get(s, 'gray')} gray die"
            f" · {plural(_get(s, 'rescued'), 'animal')} rescued"
        )
        out.append((clip(f"{medal(places[seat])} {seat_label(record, seat)}", 256), clip(value, FIELD_VALUE)))
    return out


# ------------------------------------------------------------------ the table
def render_table(record: MatchRecord, view: RescueView) -> Rendered:
    """The public table from the spectator view: display (fields and picture), rescues, leader,
    gray die, round, deck, phase; the scores once the game is over."""
    title = f"🐾 Rescue Animals #{record.id} — {round_line(view)}"
    if view.phase == "over":
        title = f"🐾 Rescue Animals #{record.id} — Game over"
    lines = [phase_line(record, view), f"{LEADER} Conservation Leader: **{seat_label(record, view.leader)}**"]
    if view.gray_holder is None:
        lines.append(f"{GRAY_SYM} Gray die: nobody yet (goes to the player without a rescue this round)")
    else:
        lines.append(f"{GRAY_SYM} Gray die: **{seat_label(record, view.gray_holder)}** "
                     "(an extra white die; +2 points at the end)")
    lines.append(f"🃏 Deck: {plural(view.deck_size, 'card')} left · {view.box_size} returned to the box unseen")
    if view.rescue_limit == 2:
        lines.append("2 players: each of you may rescue two animals per round.")
    embed = discord.Embed(title=title, description="\n".join(lines), colour=BRAND)
    pictures: list[Picture] = []

    if view.phase != "over":
        shown = [c for c in view.display if c is not None]
        for card in shown:
            embed.add_field(name=card_title(card), value=card_block(card), inline=False)
        if shown:
            pictures.append(display_picture(record, shown))
            embed.set_image(url=pictures[0].url)
        else:
            embed.add_field(name="Display", value="Empty — the next round is being dealt.", inline=False)

    rescued_now = [(p.seat, c) for p in view.players for c in p.rescued_this_round]
    if rescued_now and view.phase != "over":
        embed.add_field(
            name=f"Rescued this round ({round_line(view)})",
            value="\n".join(f"{animal_emoji(c)} {c.name} — {seat_label(record, s)}" for s, c in rescued_now),
            inline=False,
        )

    if view.final is not None:  # the scores, once: one field per player, the result on top
        embed.description = (embed.description or "") + "\n" + clip(named_detail(record, view.final.detail), 300)
        for name, value in final_fields(record, view.final.scores, view.final.places,
                                        [list(r) for r in view.final.rescued]):
            embed.add_field(name=name, value=value, inline=False)
        embed.set_footer(text=f"{KEY_LINE} · {SCORING_LINE}")
        return Rendered(embeds=[fit_embed(embed)], pictures=pictures)

    player_lines = []
    for p in view.players:
        marks = (LEADER if p.is_leader else "") + (GRAY_SYM if p.has_gray else "")
        status = ""
        if view.phase != "over":
            if p.claimed:
                status = " · 📣 pressed Rescue"
            elif not p.can_rescue:
                status = " · ✅ done this round"
        player_lines.append(
            f"{marks + ' ' if marks else ''}**{seat_label(record, p.seat)}** — {p.rescued_total} rescued in all"
            f" · 🎲 {plural(p.rolls, 'roll')}{status}"
        )
    embed.add_field(name="Players", value="\n".join(player_lines), inline=False)

    embed.set_footer(text=f"{KEY_LINE} · Press My dice to play")
    return Rendered(embeds=[fit_embed(embed)], pictures=pictures)


__all__ = ["DISPLAY_PNG", "SCORING_LINE", "deadline", "display_picture", "final_fields", "named_detail", "phase_line",
           "render_table",
           "when"]
