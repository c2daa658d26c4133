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
from cogs.games.wildlife_adventure.words import SCORE_RULE, legend, obstacle_name, obstacle_where, obstacles_paid, signed
from cogs.kit.pictures import Picture
from cogs.kit.rendered import Rendered
from cogs.kit.text import (
    BRAND,
    FIELD_VALUE,
    chunk_lines,
    clip,
    fit_embed,
    medal,
    name_seats,
    picture_text,
    plural,
    seat_labels,
)

if TYPE_CHECKING:
    from engine.games.wildlife_adventure.views import WAView
    from storage import MatchRecord

BOARD_PNG = "board.png"


FULL_PNG = "full-map.png"


def board_picture(record: MatchRecord, view: WAView, *, full: bool = False) -> Picture:
    """The board picture of the spectator ``view``: the part of the map that matters now
    (:func:`.picture.window`), or with ``full`` the whole board at full resolution. Keyed by
    what it draws (:func:`.picture.picture_key`), so the kit draws it once for every version
    and message that shows the same picture."""
    names = [picture_text(s.name, fallback=f"Seat {s.seat + 1}") for s in record.seats]
    alt = alt_text(view, names)
    if not full:
        alt = clip("Part of the map around the expedition tips and open missions (Full map: the whole board). "
                   + alt, 1024)
    return Picture(FULL_PNG if full else BOARD_PNG, draw=lambda: draw_board(view, names, full=full),
                   key=(record.id, *picture_key(view, names, full=full)), alt=alt)


def turn_line(view: WAView, names: list[str]) -> str:
    """Whose turn it is and what the table waits for."""
    if view.game_over:
        return f"🏁 **Game over.** {name_seats(view.end_reason, names)}"
    actor = view.to_act[0] if view.to_act else view.turn
    who = names[actor] if actor is not None and actor < len(names) else "?"
    if view.pending is not None:
        what = {"blue": "chooses: 3 travel vouchers or an animal card for every other player (blue space)",
                "discard": "puts an animal card under the stack (chance card)",
                "relay": "re-lays a route extension (chance card)"}[view.pending.kind]
        return f"▶️ **{who}** {what}"
    if not view.main_laid:
        return f"▶️ **{who}**'s turn (turn {view.turn_number}): lays a route extension"
    extra = f", may lay {plural(view.bonus, 'more route extension')}" if view.bonus else ""
    return f"▶️ **{who}**'s turn (turn {view.turn_number}): route extension laid{extra}"


def expedition_lines(view: WAView) -> list[str]:
    """``"🟥 **Red** — at EU4 · 5 laid, 35 left"`` per expedition."""
    out = []
    for ex in view.expeditions:
        head = f"{choices.COLOUR_EMOJI[ex.index]} **{choices.colour_name(ex.index)}** — "
        if not ex.started:
            out.append(head + "not started (at the start base)")
        elif ex.finished:
            out.append(head + f"finished at {ex.tip} (all {ex.laid} route extensions laid)")
        else:
            out.append(head + f"at {choices.tip_text(view, ex.index)} · {ex.laid} laid, {ex.left} left")
    return out


def player_lines(view: WAView, names: list[str]) -> list[str]:
    """One line per player: in hand, found, vouchers, kept ★ cards, score now."""
    out = []
    for s in range(view.seats):
        mark = "▶️ " if s in view.to_act else ""
        line = (f"{mark}**{names[s]}** — 🃏 {view.hand_counts[s]} in hand · ✅ {len(view.completed[s])} found · "
                f"🎟️ {view.vouchers[s]} · score {signed(view.scores[s])}")
        if view.kept[s]:
            line += " · ⭐ " + "; ".join(choices.star_text(c.id).rstrip(".") for c in view.kept[s])
        if view.skip_next[s]:
            line += " · misses the next turn"
        out.append(line)
    return out


def result_lines(view: WAView, names: list[str]) -> list[str]:
    """The places at the end: ``"🥇 Ana — +5 (7 found, 2 in hand)"``, best first; ties share."""
    places = [1 + sum(1 for v in view.scores if v > mine) for mine in view.scores]
    order = sorted(range(view.seats), key=lambda s: (places[s], s))
    return [f"{medal(places[s])} **{names[s]}** — {signed(view.scores[s])} ({len(view.completed[s])} found, "
            f"{view.hand_counts[s]} in hand)" for s in order]


def render_table(record: MatchRecord, view: WAView) -> Rendered:
    """The public table (see the module docstring). ``view`` must be the spectator view."""
    names = seat_labels(record, view.seats)
    title = f"🧭 Wildlife Adventure #{record.id}" + (" — game over" if view.game_over else "")
    lines = [turn_line(view, names)]
    if not view.game_over:
        lines.append(f"🎟️ Travel vouchers spent this turn: {view.spent_this_turn}/{view.max_per_turn}"
                     + (f" · {obstacles_paid()}" if view.obstacle_session else "")
                     + f" · supply {view.voucher_supply}")
    obstacles = " · ".join(f"{obstacle_name(i)} {obstacle_where(o)}" for i, o in enumerate(view.obstacles))
    lines.append(f"🚧 Obstacles: {obstacles}")
    lines.append(f"🃏 Animal stack: {view.animal_stack} · 🎴 chance cards: {view.chance_stack}")
    embed = discord.Embed(title=title, description="\n".join(lines), colour=BRAND)
    if view.game_over:
        embed.add_field(name=f"Result ({SCORE_RULE})",
                        value="\n".join(result_lines(view, names)), inline=False)
    embed.add_field(name="Expeditions", value="\n".join(expedition_lines(view)), inline=False)
    missions = " · ".join(f"{a.name} **{a.id}**" for a in view.open_missions) or "none left"
    embed.add_field(name=f"Open discovery missions ({len(view.open_missions)})", value=missions, inline=False)
    embed.add_field(name="Players", value="\n".join(player_lines(view, names)), inline=False)
    if view.chance_drawn is not None and not view.game_over:
        embed.add_field(name="🎴 Chance card just drawn", value=clip(view.chance_drawn.label, FIELD_VALUE), inline=False)
    events = [clip(name_seats(e, names), 300) for e in view.last_events[-8:]]
    if events:
        embed.add_field(name="Last events", value=chunk_lines(reversed(events), FIELD_VALUE)[0], inline=False)
    picture = board_picture(record, view)
    embed.set_image(url=picture.url)
    embed.set_footer(text=legend())
    return Rendered(embeds=[fit_embed(embed)], pictures=[picture])


__all__ = ["BOARD_PNG", "FULL_PNG", "board_picture", "expedition_lines", "player_lines", "render_table", "result_lines",
           "turn_line"]
