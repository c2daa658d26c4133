"""The public table message of WildLife, from the spectator view only.

One embed: the board picture (:mod:`.picture`, drawn by the kit off the event loop) as its
image and, beside it in text, whose turn it is and what they are doing, the auction in
progress (card, standing bid and bidder, who bids next), the card being carried out, one
field per player (creature and its letter on the map, success, food, supply, hand size,
adaptations, abilities), the Minor Scoring track, the regions in words (the picture's text
equivalent) and the latest events. Everything is clipped to Discord's limits with
:func:`cogs.kit.text.fit_embed`. No hand card is ever named here: cards appear only by their
public face ("Forest"), once played.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import discord

from cogs.games.wildlife.picture import alt_text, draw_board, picture_key, picture_name, window, window_words
from cogs.games.wildlife.words import (
    LEGEND,
    abilities_text,
    card_face,
    creature_tag,
    kind_name,
    levels_line,
    minor_track_text,
    names_of,
    region_lines,
    region_name,
    who,
)
from cogs.kit.memo import by_view
from cogs.kit.pictures import Picture
from cogs.kit.rendered import Rendered
from cogs.kit.text import BRAND, FIELD_NAME, FIELD_VALUE, chunk_lines, clip, fit_embed, medal, name_seats, plural

if TYPE_CHECKING:
    from engine.games.wildlife.views import WLView
    from storage import MatchRecord

LAST_EVENTS = 6
"""Latest public events shown on the table."""
VARIANT_WORDS: dict[str, str] = {
    "unlimited_abilities": "unlimited ability cards",
    "auction_expand": "Expand with an auctioned Terrain card",
    "chart_auction": "creature charts by auction",
    "rotating_start": "rotating starting player",
}


def auction_block(view: WLView, names: Sequence[str]) -> str:
    """The auction in progress in words (empty when there is none)."""
    a = view.auction
    if a is None:
        return ""
    what = f"the **{card_face(a.card)}** card" if a.card is not None else "the next choice of creature chart"
    seller = f" by {who(view, names, a.auctioneer)}" if a.auctioneer is not None else ""
    high = (f"high bid **{a.high}** food by {who(view, names, a.high_bidder)}" if a.high_bidder is not None
            else "no bid yet")
    out = [x for x in a.bidders if x not in a.active]
    lines = [f"🔨 **Auction** of {what}{seller}: {high}.",
             f"▶ {who(view, names, a.to_bid)} bids next (at least {a.min_bid} food) or passes."]
    if out:
        lines.append("Passed: " + ", ".join(names[s] for s in out) + ".")
    if a.two_player_price:
        lines.append("Two players: the winner pays only 3 food.")
    return "\n".join(lines)


def doing_line(view: WLView, names: Sequence[str]) -> str:
    """Whose turn it is and what they are doing, in one or two lines."""
    if view.game_over:
        return "The game is over."
    if view.phase == "chart":
        if view.chart_chooser is not None:
            return f"▶ {names[view.chart_chooser]} chooses a creature chart."
        return "Creature charts are auctioned: the winner of each auction chooses first."
    if view.phase == "populate":
        actor = view.to_act[0] if view.to_act else None
        left = view.populate_left[actor] if actor is not None else 0
        return (f"Populating the board: ▶ {who(view, names, actor)} places a starting creature "
                f"({left} left).")
    turn = who(view, names, view.turn)
    head = (f"Turn {view.turn_number} (round {view.round_number}): ▶ **{turn}** — "
            f"{view.plays} of {plural(view.play_quota, 'card')} played, {view.auctioned} auctioned")
    if view.free_migrations_left:
        head += f", {view.free_migrations_left} free Migration left"
    lines = [head + "."]
    if view.plague_queue and view.plague_region:
        lines.append(f"☠️ Plague on {region_name(view.plague_region)}: {who(view, names, view.plague_queue[0])} "
                     "chooses which creature is lost.")
    p = view.pending
    if p is not None and view.auction is None:
        role = f" as a **{kind_name(p.as_kind)}** card" if p.as_kind and p.as_kind != p.card.kind else ""
        how = " (won in the auction)" if p.via_auction else ""
        lines.append(f"{who(view, names, p.seat)} carries out the **{card_face(p.card)}** card{role}{how}.")
    if view.in_play:
        lines.append("Played this turn: " + ", ".join(card_face(c) for c in view.in_play) + ".")
    return "\n".join(lines)


def player_field(view: WLView, names: Sequence[str], seat: int) -> tuple[str, str]:
    """``(name, value)`` of one player's field."""
    p = view.players[seat]
    mark = "▶ " if seat in view.to_act and not view.game_over else ""
    name = clip(f"{mark}{names[seat]} · {creature_tag(p)}", FIELD_NAME)
    value = (f"Success **{p.success}** · food {p.food} · hand {p.hand_count}\n"
             f"Creatures: {p.on_board} on the map, {p.supply} in supply"
             + (f", {p.boxed} boxed" if p.boxed else "")
             + f"\n{levels_line(p)}\nAbilities: {abilities_text(p)}")
    return name, clip(value, FIELD_VALUE)


def result_lines(view: WLView, names: Sequence[str]) -> list[str]:
    """Final places by success points (ties share a place)."""
    scores = [p.success for p in view.players]
    places = [1 + sum(1 for v in scores if v > mine) for mine in scores]
    return [f"{medal(places[s])} **{names[s]}** ({creature_tag(view.players[s])}) — {scores[s]} success points"
            for s in sorted(range(view.seats), key=lambda s: (places[s], s))]


def plain_names(record: MatchRecord, seats: int) -> tuple[str, ...]:
    """Names for the picture: as typed, in what its font can draw (``"Seat N"`` otherwise)."""
    out = []
    for s in range(seats):
        name = picture_name(record.seats[s].name) if s < len(record.seats) else ""
        out.append(name or f"Seat {s + 1}")
    return tuple(out)


BOARD_PNG = "wildlife-board.png"
FULL_PNG = "wildlife-full-map.png"


def board_picture(record: MatchRecord, view: WLView, *, seat: int | None = None, full: bool = False) -> Picture:
    """The board picture: the part of the map that matters now (:func:`.picture.window`), or
    with ``full`` the whole map at full resolution. With ``seat`` (``view`` is that seat's own
    view) it is the seat's private picture: its creatures ringed and its card's targets framed,
    drawn from the view without the hand. Keyed by what it draws (:func:`.picture.picture_key`),
    so the kit draws a picture once however many versions and messages show it.

    The same picture of the same view object is built once (:func:`cogs.kit.memo.by_view`): a
    move's clicks and its DM copy ask for it again, and working out its key and window was most
    of building a WildLife panel (issue 25). Callers must not change the returned picture."""
    return _board_picture(view, record.id, plain_names(record, view.seats), seat, full)


@by_view
def _board_picture(view: WLView, match_id: int, names: tuple[str, ...], seat: int | None, full: bool) -> Picture:
    drawn = view.model_copy(update={"seat": seat, "hand": [], "legal": view.legal if seat is not None else []})
    key = (match_id, *picture_key(drawn, names, full=full))
    alt = alt_text(view, names, region_lines(view, names))
    if not full:
        alt = clip(f"Map, {window_words(window(drawn))} (Full map: the whole board). {alt}", 1024)
    return Picture(name=FULL_PNG if full else BOARD_PNG, draw=lambda: draw_board(drawn, names, full=full),
                   key=key, alt=alt)


def render_table(record: MatchRecord, view: WLView) -> Rendered:
    """The public table message from the spectator ``view`` (see the module docstring)."""
    names = names_of(record, view.seats)
    title = f"WildLife · match #{record.id}"
    if view.phase == "play":
        title += f" · turn {view.turn_number}"
    lines: list[str] = []
    if view.game_over:
        lines.append(f"🏆 **Game over.** {name_seats(view.end_reason, names)}".strip())
        lines += result_lines(view, names)
    else:
        lines.append(doing_line(view, names))
        block = auction_block(view, names)
        if block:
            lines.append(block)
    if view.last_events:
        recent = [name_seats(t, names) for t in view.last_events[-LAST_EVENTS:]]
        lines.append("**Latest:**\n" + "\n".join(f"• {clip(t, 300)}" for t in recent))
    embed = discord.Embed(title=title, description=clip("\n".join(lines), 4000), colour=BRAND)
    order = view.order if len(view.order) == view.seats else list(range(view.seats))
    for seat in order:
        name, value = player_field(view, names, seat)
        embed.add_field(name=name, value=value, inline=True)
    if not view.game_over:  # the final table has no next Minor Scoring
        embed.add_field(name="Minor Scoring track", value=minor_track_text(view), inline=False)
    for i, block_text in enumerate(chunk_lines(region_lines(view, names), FIELD_VALUE)):
        embed.add_field(name="Regions (in Major Scoring order)" if i == 0 else "Regions (cont.)",
                        value=block_text, inline=False)
    variants = [VARIANT_WORDS[k] for k, on in view.options.items() if on and k in VARIANT_WORDS]
    footer = (f"Deck {view.deck_count} · discard {view.discard_count} · food supply {view.food_supply}"
              + (" · variants: " + ", ".join(variants) if variants else "") + "\n" + LEGEND)
    embed.set_footer(text=footer)
    picture = board_picture(record, view)
    embed.set_image(url=picture.url)
    return Rendered(embeds=[fit_embed(embed)], pictures=[picture])


__all__ = ["BOARD_PNG", "FULL_PNG", "auction_block", "board_picture", "plain_names", "doing_line", "player_field", "render_table",
           "result_lines"]
