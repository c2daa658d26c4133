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

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import discord

from cogs.games.rescue_animals.picture import draw_display
from cogs.games.rescue_animals.symbols import (
    GRAY_SYM,
    LEADER,
    animal_emoji,
    animal_name,
    card_alt,
    card_block,
    card_title,
    key_line,
    round_line,
)
from cogs.kit.pictures import Picture
from cogs.kit.rendered import Rendered
from cogs.kit.text import BRAND, FIELD_VALUE, clip, fit_embed, medal, seat_label
from cogs.lang import SOURCE, Lang, t
from engine.service import standing_places

if TYPE_CHECKING:
    from engine.games.rescue_animals.views import CardView, DiceView, RescueView
    from storage import MatchRecord

DISPLAY_PNG = "display.png"


def scoring_line(lang: Lang) -> str:
    """How the final scores are counted (rulebook "End of the game"), under the scores."""
    return t(lang, "ra-scoring")


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


def when(record: MatchRecord, prefix: str, lang: Lang = SOURCE) -> str:
    """``"<t:…:R>"`` (Discord's relative time) for that timer's deadline, or "in a moment" in ``lang``."""
    at = deadline(record, prefix)
    return f"<t:{int(at + 0.999)}:R>" if at else t(lang, "ra-in-a-moment")


def phase_line(record: MatchRecord, view: RescueView, lang: Lang = SOURCE) -> str:
    """The countdown / play / claim-window / over state in one line."""
    if view.phase == "countdown":
        return t(lang, "ra-phase-countdown", at=when(record, "go:", lang))
    if view.phase == "window":
        return t(lang, "ra-phase-window")
    if view.phase == "play":
        return t(lang, "ra-phase-play")
    return t(lang, "ra-phase-over")


# ------------------------------------------------------------------ the display picture
def display_picture(
    record: MatchRecord,
    cards: Sequence[CardView],
    *,
    dice: DiceView | None = None,
    fits: Sequence[int] = (),
    name: str = DISPLAY_PNG,
    lang: Lang = SOURCE,
) -> Picture:
    """The display drawn as a picture in ``lang`` (with the seat's ``dice`` and the cards they
    ``fit`` for a panel). Keyed by what is drawn, so a roll does not redraw the table's picture and
    a Refresh with nothing changed draws nothing. ``alt`` is the requirements as text."""
    cards = list(cards)
    key: tuple[Any, ...] = (record.id, "display", lang, tuple(c.uid for c in cards))
    if dice is not None:
        key += (tuple(dice.values), tuple(dice.aside), tuple(dice.colors), tuple(fits))
    alt = "\n".join(card_alt(c, lang) for c in cards) or t(lang, "ra-display-empty-alt")
    return Picture(name=name, draw=lambda: draw_display(cards, dice=dice, fits=tuple(fits), lang=lang), key=key,
                   alt=alt)


# ------------------------------------------------------------------ scores
def _get(s: Any, k: str) -> Any:
    return s[k] if isinstance(s, Mapping) else getattr(s, k)


def result_line(record: MatchRecord, scores: Sequence[Any], places: Sequence[int], ties: Sequence[Any],
                lang: Lang) -> str:
    """The result in words: the winner with their points, then the tie-breaks used (``ra-result``).
    ``scores`` and ``ties`` are models or their dicts (the ``game_end`` event's data)."""
    winner = next((s for s in scores if places[_get(s, "seat")] == 1), None)
    if winner is None:
        return ""
    notes = [t(lang, "ra-result-tie", upper=_get(tb, "upper"), lower=_get(tb, "lower"), points=_get(tb, "points"),
               by=str(_get(tb, "by"))) for tb in ties]
    return t(lang, "ra-result", name=seat_label(record, _get(winner, "seat"), lang), points=_get(winner, "total"),
             ties=len(notes), notes="; ".join(notes))


def final_fields(
    record: MatchRecord, scores: Sequence[Any], places: Sequence[int], rescued: Sequence[Sequence[Any]],
    lang: Lang = SOURCE,
) -> list[tuple[str, str]]:
    """One ``(name, value)`` per seat, best place first: total, protection, pair bonuses (each
    pair named), gray die and how many animals (the count, not the list: the scores are shown
    once, on the table, issue 37). ``scores`` are ``SeatScore`` models or their dicts (the
    ``game_end`` event), ``rescued[seat]`` card views or dicts with ``key`` and ``bonus``."""
    out = []
    places = standing_places(record, places)  # a seat whose person left is last, as rated
    for i in sorted(range(len(scores)), key=lambda k: places[k]):
        s = scores[i]
        seat = _get(s, "seat")
        counts: Counter[str] = Counter()
        emoji: dict[str, str] = {}
        bonus_of: dict[str, int] = {}
        for c in rescued[seat] if seat < len(rescued) else []:
            key = _get(c, "key")
            counts[key] += 1
            emoji[key] = animal_emoji(c)
            bonus_of[key] = int(_get(c, "bonus"))
        # rulebook "End of the game": bonus points for every pair of identical animals, as on the card
        pairs = [t(lang, "ra-score-pairs", emoji=emoji[k], name=animal_name(lang, k), pairs=n // 2,
                   points=(n // 2) * bonus_of[k])
                 for k, n in counts.most_common() if n >= 2]
        value = t(lang, "ra-score-value", total=_get(s, "total"), protection=_get(s, "protection"),
                  bonus=_get(s, "bonus"), gray=_get(s, "gray"), rescued=_get(s, "rescued"),
                  pairs=", ".join(pairs) if pairs else t(lang, "ra-score-no-pairs", pairs=_get(s, "pairs")))
        out.append((clip(f"{medal(places[seat])} {seat_label(record, seat, lang)}", 256), clip(value, FIELD_VALUE)))
    return out


# ------------------------------------------------------------------ the table
def render_table(record: MatchRecord, view: RescueView, lang: Lang = SOURCE) -> Rendered:
    """The public table from the spectator view, in ``lang``: display (fields and picture), rescues,
    leader, gray die, round, deck, phase; the scores once the game is over."""
    if view.phase == "over":
        title = t(lang, "ra-table-title-over", match=str(record.id))
    else:
        title = t(lang, "ra-table-title", match=str(record.id), round=round_line(view, lang))
    lines = [phase_line(record, view, lang), t(lang, "ra-leader-line", name=seat_label(record, view.leader, lang))]
    if view.gray_holder is None:
        lines.append(t(lang, "ra-gray-nobody"))
    else:
        lines.append(t(lang, "ra-gray-holder", name=seat_label(record, view.gray_holder, lang)))
    lines.append(t(lang, "ra-deck-line", deck=view.deck_size, box=view.box_size))
    if view.rescue_limit == 2:
        lines.append(t(lang, "ra-two-players"))
    embed = discord.Embed(title=title, description="\n".join(lines), colour=BRAND)
    pictures: list[Picture] = []

    if view.phase != "over":
        shown = [c for c in view.display if c is not None]
        for card in shown:
            embed.add_field(name=card_title(card, lang), value=card_block(card, lang), inline=False)
        if shown:
            pictures.append(display_picture(record, shown, lang=lang))
            embed.set_image(url=pictures[0].url)
        else:
            embed.add_field(name=t(lang, "ra-display-field"), value=t(lang, "ra-display-empty"), inline=False)

    rescued_now = [(p.seat, c) for p in view.players for c in p.rescued_this_round]
    if rescued_now and view.phase != "over":
        embed.add_field(
            name=t(lang, "ra-rescued-field", round=round_line(view, lang)),
            value="\n".join(f"{card_title(c, lang)} — {seat_label(record, s, lang)}" for s, c in rescued_now),
            inline=False,
        )

    if view.final is not None:  # the scores, once: one field per player, the result on top
        final = view.final
        embed.description = (embed.description or "") + "\n" + clip(
            result_line(record, final.scores, final.places, final.ties, lang), 300)
        for name, value in final_fields(record, final.scores, final.places, [list(r) for r in final.rescued], lang):
            embed.add_field(name=name, value=value, inline=False)
        embed.set_footer(text=f"{key_line(lang)} · {scoring_line(lang)}")
        return Rendered(embeds=[fit_embed(embed)], pictures=pictures)

    player_lines = []
    for p in view.players:
        marks = (LEADER if p.is_leader else "") + (GRAY_SYM if p.has_gray else "")
        status = "claimed" if p.claimed else "done" if not p.can_rescue else "none"
        player_lines.append(t(lang, "ra-player-line", marks=marks + " " if marks else "",
                              name=seat_label(record, p.seat, lang), rescued=p.rescued_total, rolls=p.rolls,
                              status=status))
    embed.add_field(name=t(lang, "ra-players-field"), value="\n".join(player_lines), inline=False)

    embed.set_footer(text=t(lang, "ra-table-footer", key=key_line(lang)))
    return Rendered(embeds=[fit_embed(embed)], pictures=pictures)


__all__ = ["DISPLAY_PNG", "deadline", "display_picture", "final_fields", "phase_line", "render_table",
           "result_line", "scoring_line", "when"]
