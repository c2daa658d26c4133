"""The public table of Wildlife Adventure, from the spectator view only.

One embed with the board picture (:mod:`.picture`, drawn off the event loop and cached per
match version) and its text rendering beside it: whose turn and what they owe, travel
vouchers spent this turn, obstacles, the three expeditions (colour, tip, laid / left),
the open discovery missions, the players (cards in hand, animals found, travel vouchers,
kept ★ cards), the chance card just drawn and the last events; at the end the places.

Source: :class:`engine.games.wildlife_adventure.views.WAView` with ``seat=None`` (no hand
is in it) and the match record (seat names, id, version).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from cogs.games.wildlife_adventure import choices
from cogs.games.wildlife_adventure.picture import alt_text, draw_board, picture_key
from cogs.games.wildlife_adventure.words import (
    animal_name,
    chance_label,
    end_reason,
    event_line,
    legend,
    obstacle_name,
    obstacle_where,
    obstacles_paid,
    score_rule,
    signed,
)
from cogs.kit.pictures import Picture
from cogs.kit.rendered import Rendered
from cogs.kit.text import (
    BRAND,
    FIELD_VALUE,
    chunk_lines,
    clip,
    fit_embed,
    medal,
    picture_text,
    seat_labels,
)
from cogs.lang import Lang, reader, t

if TYPE_CHECKING:
    from engine.games.wildlife_adventure.views import WAView
    from storage import MatchRecord

BOARD_PNG = "board.png"


FULL_PNG = "full-map.png"


def picture_names(record: MatchRecord, lang: Lang | None = None) -> list[str]:
    """The seats' names as a picture draws them (``picture_text``; "Seat n" for a seat without one)."""
    lang = lang or reader()
    return [picture_text(s.name, fallback=t(lang, "core-seat-number", seat=s.seat + 1)) for s in record.seats]


def board_picture(record: MatchRecord, view: WAView, *, full: bool = False, lang: Lang | None = None) -> Picture:
    """The board picture of the spectator ``view``: the part of the map that matters now
    (:func:`.picture.window`), or with ``full`` the whole board at full resolution, in ``lang``
    (default: the reader's). Keyed by what it draws (:func:`.picture.picture_key`), so the kit
    draws it once for every version and message that shows the same picture."""
    lang = lang or reader()
    names = picture_names(record, lang)
    alt = alt_text(view, names, lang)
    if not full:
        alt = clip(t(lang, "wa-table-alt", alt=alt), 1024)
    return Picture(FULL_PNG if full else BOARD_PNG, draw=lambda: draw_board(view, names, full=full, lang=lang),
                   key=(record.id, *picture_key(view, names, full=full, lang=lang)), alt=alt)


def turn_line(view: WAView, names: list[str], lang: Lang | None = None) -> str:
    """Whose turn it is and what the table waits for."""
    lang = lang or reader()
    if view.game_over:
        return t(lang, "wa-table-over", reason=end_reason(view.end_reason, view.end_seats, names, lang))
    actor = view.to_act[0] if view.to_act else view.turn
    name = names[actor] if actor is not None and actor < len(names) else "?"
    if view.pending is not None:
        return t(lang, "wa-table-pending", who=name, pending=view.pending.kind)
    if not view.main_laid:
        return t(lang, "wa-table-turn-lay", who=name, turn=view.turn_number)
    return t(lang, "wa-table-turn-laid", who=name, turn=view.turn_number, bonus=view.bonus)


def expedition_lines(view: WAView, lang: Lang | None = None) -> list[str]:
    """``"🟥 **Red** — at EU4 · 5 laid, 35 left"`` per expedition."""
    lang = lang or reader()
    out = []
    for ex in view.expeditions:
        state = "new" if not ex.started else "done" if ex.finished else "on"
        tip = ex.tip if ex.finished else choices.tip_text(view, ex.index)
        out.append(t(lang, "wa-table-expedition", emoji=choices.COLOUR_EMOJI[ex.index],
                     name=choices.colour_name(ex.index), state=state, tip=tip, laid=ex.laid, left=ex.left))
    return out


def player_lines(view: WAView, names: list[str], lang: Lang | None = None) -> list[str]:
    """One line per player: in hand, found, vouchers, kept ★ cards, score now."""
    lang = lang or reader()
    out = []
    for s in range(view.seats):
        line = t(lang, "wa-table-player", mark="▶️ " if s in view.to_act else "", who=names[s],
                 hand=view.hand_counts[s], found=len(view.completed[s]), vouchers=view.vouchers[s],
                 score=signed(view.scores[s]))
        if view.kept[s]:
            line += " · ⭐ " + "; ".join(choices.star_text(c.id).rstrip(".") for c in view.kept[s])
        if view.skip_next[s]:
            line += " · " + t(lang, "wa-table-misses")
        out.append(line)
    return out


def result_lines(view: WAView, names: list[str], lang: Lang | None = None) -> list[str]:
    """The places at the end: ``"🥇 Ana — +5 (7 found, 2 in hand)"``, best first; ties share."""
    lang = lang or reader()
    places = [1 + sum(1 for v in view.scores if v > mine) for mine in view.scores]
    order = sorted(range(view.seats), key=lambda s: (places[s], s))
    return [t(lang, "wa-table-result", medal=medal(places[s]), who=names[s], score=signed(view.scores[s]),
              found=len(view.completed[s]), hand=view.hand_counts[s]) for s in order]


def recent_lines(view: WAView, names: list[str], lang: Lang | None = None) -> list[str]:
    """The latest move's public events in words (:func:`.words.event_line`), oldest first."""
    lines = [event_line(str(e.get("kind", "")), e.get("data") or {}, names, lang) for e in view.recent]
    return [line for line in lines if line]


def render_table(record: MatchRecord, view: WAView, lang: Lang | None = None) -> Rendered:
    """The public table (see the module docstring) in ``lang`` (default: the reader's). ``view``
    must be the spectator view."""
    lang = lang or reader()
    names = seat_labels(record, view.seats, lang)
    title = t(lang, "wa-table-title-over" if view.game_over else "wa-table-title", match=str(record.id))
    lines = [turn_line(view, names, lang)]
    if not view.game_over:
        lines.append(" · ".join([t(lang, "wa-table-vouchers", spent=view.spent_this_turn, most=view.max_per_turn),
                                 *([obstacles_paid(lang)] if view.obstacle_session else []),
                                 t(lang, "wa-table-supply", supply=view.voucher_supply)]))
    obstacles = " · ".join(t(lang, "wa-table-obstacle", obstacle=obstacle_name(i), where=obstacle_where(o, lang))
                           for i, o in enumerate(view.obstacles))
    lines.append(t(lang, "wa-table-obstacles", obstacles=obstacles))
    lines.append(t(lang, "wa-table-stacks", animals=view.animal_stack, chance=view.chance_stack))
    embed = discord.Embed(title=title, description="\n".join(lines), colour=BRAND)
    if view.game_over:
        embed.add_field(name=t(lang, "wa-table-field-result", rule=score_rule(lang)),
                        value="\n".join(result_lines(view, names, lang)), inline=False)
    embed.add_field(name=t(lang, "wa-table-field-expeditions"), value="\n".join(expedition_lines(view, lang)),
                    inline=False)
    missions = " · ".join(t(lang, "wa-table-mission", animal=animal_name(a.id, lang), id=a.id)
                          for a in view.open_missions) or t(lang, "wa-table-missions-none")
    embed.add_field(name=t(lang, "wa-table-field-missions", count=len(view.open_missions)), value=missions,
                    inline=False)
    embed.add_field(name=t(lang, "wa-table-field-players"), value="\n".join(player_lines(view, names, lang)),
                    inline=False)
    if view.chance_drawn is not None and not view.game_over:
        embed.add_field(name=t(lang, "wa-table-field-chance"), value=clip(chance_label(view.chance_drawn.id, lang),
                                                                            FIELD_VALUE), inline=False)
    events = [clip(line, 300) for line in recent_lines(view, names, lang)[-8:]]
    if events:
        embed.add_field(name=t(lang, "wa-table-field-events"), value=chunk_lines(reversed(events), FIELD_VALUE)[0],
                        inline=False)
    picture = board_picture(record, view, lang=lang)
    embed.set_image(url=picture.url)
    embed.set_footer(text=legend(lang))
    return Rendered(embeds=[fit_embed(embed)], pictures=[picture])


__all__ = ["BOARD_PNG", "FULL_PNG", "board_picture", "expedition_lines", "picture_names", "player_lines",
           "recent_lines", "render_table", "result_lines", "turn_line"]
