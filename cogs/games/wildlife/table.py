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

from cogs.games.wildlife.events import end_reason, event_words
from cogs.games.wildlife.picture import alt_text, draw_board, picture_key, picture_name, window, window_words
from cogs.games.wildlife.words import (
    abilities_text,
    card_face,
    creature_tag,
    kind_name,
    legend,
    levels_line,
    minor_track_text,
    names_of,
    region_lines,
    who,
)
from cogs.kit.memo import by_view
from cogs.kit.pictures import Picture
from cogs.kit.rendered import Rendered
from cogs.kit.text import BRAND, FIELD_NAME, FIELD_VALUE, chunk_lines, clip, fit_embed, medal
from cogs.lang import SOURCE, Lang, t

if TYPE_CHECKING:
    from engine.games.wildlife.views import WLView
    from storage import MatchRecord

LAST_EVENTS = 6
"""Latest public events shown on the table."""
VARIANTS = ("unlimited_abilities", "auction_expand", "chart_auction", "rotating_start")
"""The lobby's variants (``wl-variant`` words them for the footer)."""


def auction_block(view: WLView, names: Sequence[str], lang: Lang = SOURCE) -> str:
    """The auction in progress in words (empty when there is none)."""
    a = view.auction
    if a is None:
        return ""
    what = (t(lang, "wl-auction-what-card", card=card_face(a.card, lang)) if a.card is not None
            else t(lang, "wl-auction-what-chart"))
    seller = who(view, names, a.auctioneer, lang) if a.auctioneer is not None else ""
    high = who(view, names, a.high_bidder, lang) if a.high_bidder is not None else ""
    out = [x for x in a.bidders if x not in a.active]
    lines = [t(lang, "wl-auction-head", what=what, sold="yes" if seller else "no", seller=seller,
               bid="yes" if high else "no", high=high, amount=a.high),
             t(lang, "wl-auction-next", who=who(view, names, a.to_bid, lang), amount=a.min_bid)]
    if out:
        lines.append(t(lang, "wl-auction-passed", names=", ".join(names[s] for s in out)))
    if a.two_player_price:
        lines.append(t(lang, "wl-auction-two"))
    return "\n".join(lines)


def doing_line(view: WLView, names: Sequence[str], lang: Lang = SOURCE) -> str:
    """Whose turn it is and what they are doing, in one or two lines."""
    if view.game_over:
        return t(lang, "wl-game-over")
    if view.phase == "chart":
        if view.chart_chooser is not None:
            return t(lang, "wl-doing-chart-chooser", who=names[view.chart_chooser])
        return t(lang, "wl-doing-chart")
    if view.phase == "populate":
        actor = view.to_act[0] if view.to_act else None
        left = view.populate_left[actor] if actor is not None else 0
        return t(lang, "wl-doing-populate", who=who(view, names, actor, lang), left=left)
    lines = [t(lang, "wl-doing-turn", turn=view.turn_number, round=view.round_number,
               who=who(view, names, view.turn, lang), plays=view.plays, quota=view.play_quota,
               auctioned=view.auctioned, free=view.free_migrations_left)]
    if view.plague_queue and view.plague_region:
        lines.append(t(lang, "wl-doing-plague", region=view.plague_region,
                       who=who(view, names, view.plague_queue[0], lang)))
    p = view.pending
    if p is not None and view.auction is None:
        role = p.as_kind is not None and p.as_kind != p.card.kind
        lines.append(t(lang, "wl-doing-pending", who=who(view, names, p.seat, lang), card=card_face(p.card, lang),
                       role=kind_name(p.as_kind, lang) if role and p.as_kind else "", **{"as": "yes" if role else "no"},
                       won="yes" if p.via_auction else "no"))
    if view.in_play:
        lines.append(t(lang, "wl-doing-played", cards=", ".join(card_face(c, lang) for c in view.in_play)))
    return "\n".join(lines)


def player_field(view: WLView, names: Sequence[str], seat: int, lang: Lang = SOURCE) -> tuple[str, str]:
    """``(name, value)`` of one player's field."""
    p = view.players[seat]
    mark = "▶ " if seat in view.to_act and not view.game_over else ""
    name = clip(f"{mark}{names[seat]} · {creature_tag(p, lang)}", FIELD_NAME)
    value = "\n".join([
        t(lang, "wl-player-value", success=p.success, food=p.food, hand=p.hand_count),
        t(lang, "wl-player-creatures", board=p.on_board, supply=p.supply, boxed=p.boxed),
        levels_line(p, lang),
        t(lang, "wl-player-abilities", abilities=abilities_text(p, lang)),
    ])
    return name, clip(value, FIELD_VALUE)


def result_lines(view: WLView, names: Sequence[str], lang: Lang = SOURCE) -> list[str]:
    """Final places by success points (ties share a place)."""
    scores = [p.success for p in view.players]
    places = [1 + sum(1 for v in scores if v > mine) for mine in scores]
    return [t(lang, "wl-result-line", medal=medal(places[s]), name=names[s],
              creature=creature_tag(view.players[s], lang), points=scores[s])
            for s in sorted(range(view.seats), key=lambda s: (places[s], s))]


def plain_names(record: MatchRecord, seats: int, lang: Lang = SOURCE) -> tuple[str, ...]:
    """Names for the picture: as typed, in what its font can draw ("Seat N" otherwise)."""
    out = []
    for s in range(seats):
        name = picture_name(record.seats[s].name) if s < len(record.seats) else ""
        out.append(name or t(lang, "wl-seat", n=s + 1))
    return tuple(out)


BOARD_PNG = "wildlife-board.png"
FULL_PNG = "wildlife-full-map.png"


def board_picture(record: MatchRecord, view: WLView, *, seat: int | None = None, full: bool = False,
                  lang: Lang = SOURCE) -> Picture:
    """The board picture: the part of the map that matters now (:func:`.picture.window`), or
    with ``full`` the whole map at full resolution. With ``seat`` (``view`` is that seat's own
    view) it is the seat's private picture: its creatures ringed and its card's targets framed,
    drawn from the view without the hand. Keyed by what it draws (:func:`.picture.picture_key`,
    the language included), so the kit draws a picture once however many versions and messages
    show it; its labels and description in ``lang``.

    The same picture of the same view object is built once (:func:`cogs.kit.memo.by_view`): a
    move's clicks and its DM copy ask for it again, and working out its key and window was most
    of building a WildLife panel (issue 25). Callers must not change the returned picture."""
    return _board_picture(view, record.id, plain_names(record, view.seats, lang), seat, full,
                          tuple(names_of(record, view.seats, lang)), lang)


@by_view
def _board_picture(view: WLView, match_id: int, names: tuple[str, ...], seat: int | None, full: bool,
                   shown: tuple[str, ...], lang: Lang) -> Picture:
    drawn = view.model_copy(update={"seat": seat, "hand": [], "legal": view.legal if seat is not None else []})
    key = (match_id, *picture_key(drawn, names, full=full, lang=lang))
    alt = alt_text(view, shown, region_lines(view, shown, lang), lang)
    if not full:
        alt = clip(f"{window_words(window(drawn), lang)} {alt}", 1024)
    return Picture(name=FULL_PNG if full else BOARD_PNG, draw=lambda: draw_board(drawn, names, full=full, lang=lang),
                   key=key, alt=alt)


def latest_lines(view: WLView, names: Sequence[str], lang: Lang = SOURCE) -> list[str]:
    """The latest action's public events in words (:mod:`.events`), at most :data:`LAST_EVENTS`."""
    out = []
    for e in view.last_events[-LAST_EVENTS:]:
        words = event_words(e.kind, e.data, names, lang, e.text)
        if words:
            out.append(words)
    return out


def render_table(record: MatchRecord, view: WLView, lang: Lang = SOURCE) -> Rendered:
    """The public table message from the spectator ``view`` in ``lang`` (see the module docstring)."""
    names = names_of(record, view.seats, lang)
    if view.phase == "play":
        title = t(lang, "wl-table-title-turn", match=str(record.id), turn=view.turn_number)
    else:
        title = t(lang, "wl-table-title", match=str(record.id))
    lines: list[str] = []
    if view.game_over:
        reason = end_reason(view.end_reason, view.end_seat, names, lang)
        lines.append(t(lang, "wl-game-over-head", reason=reason).strip())
        lines += result_lines(view, names, lang)
    else:
        lines.append(doing_line(view, names, lang))
        block = auction_block(view, names, lang)
        if block:
            lines.append(block)
    recent = latest_lines(view, names, lang)
    if recent:
        lines.append(t(lang, "wl-latest") + "\n" + "\n".join(f"• {clip(x, 300)}" for x in recent))
    embed = discord.Embed(title=title, description=clip("\n".join(lines), 4000), colour=BRAND)
    order = view.order if len(view.order) == view.seats else list(range(view.seats))
    for seat in order:
        name, value = player_field(view, names, seat, lang)
        embed.add_field(name=name, value=value, inline=True)
    if not view.game_over:  # the final table has no next Minor Scoring
        embed.add_field(name=t(lang, "wl-field-minor-track"), value=minor_track_text(view, lang), inline=False)
    for i, block_text in enumerate(chunk_lines(region_lines(view, names, lang), FIELD_VALUE)):
        embed.add_field(name=t(lang, "wl-field-regions") if i == 0 else t(lang, "wl-field-regions-more"),
                        value=block_text, inline=False)
    variants = [t(lang, "wl-variant", variant=k) for k in VARIANTS if view.options.get(k)]
    footer = t(lang, "wl-footer", deck=view.deck_count, discard=view.discard_count, food=view.food_supply)
    if variants:
        footer += " · " + t(lang, "wl-footer-variants", variants=", ".join(variants))
    embed.set_footer(text=footer + "\n" + legend(lang))
    picture = board_picture(record, view, lang=lang)
    embed.set_image(url=picture.url)
    return Rendered(embeds=[fit_embed(embed)], pictures=[picture])


__all__ = ["BOARD_PNG", "FULL_PNG", "auction_block", "board_picture", "doing_line", "latest_lines", "plain_names",
           "player_field", "render_table", "result_lines"]
