"""The public table message of Mission: Wild Life, from the spectator view only.

One embed: the trick in progress (text, and the picture from :mod:`.picture` as the
embed's image), whose turn it is, the missions on display, each player's tricks, hand
size and missions, the out-of-game card, the round's last trick and the legend. The
picture's text equivalent (its ``alt``) is the same trick in words, so a screen reader, a
slow client or the sandbox transcript loses nothing.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import discord

from cogs.games.mission_wild_life.cards import (
    card_text,
    colour_text,
    mission_line,
    mission_name,
    missions_n,
    missions_text,
    watch_cards,
    won_name,
)
from cogs.games.mission_wild_life.picture import draw_trick, picture_key, trick_shown
from cogs.kit.pictures import Picture
from cogs.kit.rendered import Rendered
from cogs.kit.text import BRAND, FIELD_NAME, clip, fit_embed, medal, picture_text, seat_labels
from cogs.lang import SOURCE, Lang, t
from engine.service import standing_places

if TYPE_CHECKING:
    from engine.games.mission_wild_life.views import MWLView, PlayView
    from storage import MatchRecord


def names_of(record: MatchRecord, seats: int, lang: Lang | None = None) -> list[str]:
    """Markdown-safe display names by seat (``Seat N`` for any seat the record lacks), in ``lang``
    (default: the reader's)."""
    return seat_labels(record, seats, lang)


def plain_names(record: MatchRecord, seats: int, lang: Lang = SOURCE) -> list[str]:
    """Names for the picture: as typed (no markdown escapes) and drawable (:func:`~cogs.kit.text.picture_text`),
    bots marked "(bot)" in words (the picture's font has no emoji)."""
    out = []
    for s in range(seats):
        seat_n = t(lang, "core-seat-number", seat=s + 1)
        if s >= len(record.seats):
            out.append(seat_n)
            continue
        seat = record.seats[s]
        name = picture_text(seat.name.replace("🤖", ""), fallback=seat_n)
        out.append(t(lang, "mwl-pic-bot", name=name) if seat.is_bot or seat.abandoned else name)
    return out


def plays_text(plays: Sequence[PlayView], names: Sequence[str], lang: Lang = SOURCE) -> str:
    """``"Ana 🟦 Blue 8 · Bob ☀️ Gold 2"``."""
    return " · ".join(f"{names[p.seat]} {card_text(p.card, lang)}" for p in plays)


def turn_line(view: MWLView, names: Sequence[str], lang: Lang = SOURCE) -> str:
    """Who acts now, in one line."""
    if view.phase == "over":
        return t(lang, "mwl-game-is-over")
    if view.phase == "pass":
        waiting = [names[s] for s in view.to_act]
        return t(lang, "mwl-turn-passing", waiting=", ".join(waiting) or "—")
    if view.turn is None:
        return ""
    return t(lang, "mwl-turn", name=names[view.turn], lead="yes" if not view.trick else "no")


def led_text(colour: str | None, lang: Lang = SOURCE) -> str:
    """``"🟥 Red led"``, ``"☀️ Gold led"``, or ``"nothing led yet"``."""
    return t(lang, "mwl-led", colour=colour_text(colour, lang)) if colour else t(lang, "mwl-nothing-led")


def trick_block(view: MWLView, names: Sequence[str], lang: Lang = SOURCE) -> str:
    """The trick in progress: play order from the leader, the led colour, empty slots as ``…``."""
    if view.phase != "play":
        return ""
    played = {p.seat: p for p in view.trick}
    slots = []
    for i in range(view.seats):
        s = (view.leader + i) % view.seats
        if s in played:
            slots.append(f"{names[s]} {card_text(played[s].card, lang)}")
        elif s == view.turn:
            slots.append(f"**{names[s]}** ▶")
        else:
            slots.append(f"{names[s]} …")
    head = t(lang, "mwl-trick-of", number=view.trick_number, total=view.tricks_per_round)
    return f"**{head}** · {led_text(view.led_colour, lang)}\n" + " · ".join(slots)


def trick_alt(view: MWLView, names: Sequence[str], lang: Lang = SOURCE) -> str:
    """The picture's text equivalent, plain (no markdown): what :func:`draw_trick` shows."""
    which, order, cards, winner, led = trick_shown(view)
    if which == "none":
        return ""
    parts = []
    for s in order:
        card = cards.get(s)
        parts.append(f"{names[s]}: " + (card_text(card, lang) if card else
                                        t(lang, "mwl-slot", to_play="yes" if s == view.turn else "no")))
    if which == "last" and view.last_trick is not None:
        head = t(lang, "mwl-alt-last", number=view.last_trick.number, total=view.tricks_per_round,
                 name=names[winner or 0])
    else:
        head = t(lang, "mwl-alt-trick", round=view.round, number=view.trick_number, total=view.tricks_per_round)
    return clip(f"{head}; {led_text(led, lang)}. " + "; ".join(parts) + ".", 1024)


def trick_picture(record: MatchRecord, view: MWLView, lang: Lang = SOURCE) -> Picture | None:
    """The trick picture (drawn by the kit off the event loop, cached by what it draws, its
    language included), or None when there is no trick to show (passing, game over)."""
    if trick_shown(view)[0] == "none":
        return None
    names = tuple(plain_names(record, view.seats, lang))
    return Picture(
        name="trick.png",
        draw=lambda: draw_trick(view, names, lang),
        key=(record.id, *picture_key(view, names, lang)),
        alt=trick_alt(view, names, lang),
    )


def final_places(view: MWLView) -> list[int]:
    """Places by mission count (ties share), as the engine's outcome ranks them."""
    return [1 + sum(1 for c in view.mission_counts if c > mine) for mine in view.mission_counts]


def render_table(record: MatchRecord, view: MWLView, lang: Lang = SOURCE) -> Rendered:
    """The public table message from the spectator ``view`` (see the module docstring), in ``lang``."""
    names = names_of(record, view.seats, lang)
    title = t(lang, "mwl-table-title", match=str(record.id), round=view.round)
    lines: list[str] = []
    if view.phase == "over":
        best = max(view.mission_counts) if view.mission_counts else 0
        places = standing_places(record, final_places(view))  # a seat whose person left is last, as rated
        winners = [names[s] for s, p in enumerate(places) if p == 1]
        top = max((c for c, p in zip(view.mission_counts, places, strict=False) if p == 1), default=best)
        lines.append(t(lang, "mwl-table-over", winners=" & ".join(winners), count=len(winners), n=top))
        if best < view.missions_to_win:
            lines.append(t(lang, "mwl-round-limit"))
        for seat, place in sorted(enumerate(places), key=lambda t: (t[1], t[0])):
            lines.append(f"{medal(place)} {names[seat]} — {missions_n(view.mission_counts[seat], lang)}")
    else:
        block = trick_block(view, names, lang)
        if block:
            lines.append(block)
        lines.append(turn_line(view, names, lang))
    embed = discord.Embed(title=title, description="\n".join(lines), colour=BRAND)

    # missions on display (and flash missions already won this round, struck through)
    mission_lines = [mission_line(m, lang=lang) for m in view.display]
    for mid in view.flash_won_this_round:
        holder = next((names[s] for s, ws in enumerate(view.missions_won) if any(w.mission == mid for w in ws)), None)
        struck = f"~~{mission_name(mid, lang)}~~"
        mission_lines.append(f"⚡ {struck} — " + (t(lang, "mwl-won-by", name=holder) if holder else t(lang, "mwl-won")))
    if view.phase != "over":
        embed.add_field(name=t(lang, "mwl-on-display"), value="\n".join(mission_lines) or "—", inline=False)

    # players: hand size, tricks, missions won vs needed
    for s in range(view.seats):
        marker = "▶ " if s in view.to_act and view.phase != "over" else ""
        won = view.missions_won[s]
        value = t(lang, "mwl-seat-field", tricks=view.trick_counts[s], hand=view.hand_counts[s],
                  missions=missions_text(view.mission_counts[s], view.missions_to_win, bold=True, lang=lang))
        if view.phase == "pass":
            value += " · " + t(lang, "mwl-seat-passed", passed="yes" if view.passed[s] else "no")
        if won:
            value += "\n" + clip(", ".join(won_name(w, lang) for w in won), 300)
        embed.add_field(name=clip(marker + names[s], FIELD_NAME), value=value, inline=True)

    if view.out_card is not None:
        embed.add_field(name=t(lang, "mwl-out-of-game"), value=card_text(view.out_card, lang), inline=True)
    if view.watched_played or watch_cards(view):
        seen = " ".join(card_text(c, lang) for c in view.watched_played) or t(lang, "mwl-none-yet")
        embed.add_field(name=t(lang, "mwl-already-played-watch"), value=seen, inline=True)
    # Only this round's last trick: after a new deal its cards may sit in someone's hand again.
    if view.last_trick is not None and view.phase != "over" and view.last_trick.round == view.round:
        lt = view.last_trick
        embed.add_field(
            name=t(lang, "mwl-last-trick-field", round=lt.round, number=lt.number, name=names[lt.winner]),
            value=plays_text(lt.plays, names, lang),
            inline=False,
        )
    opts = [t(lang, "mwl-opt-goal", n=view.missions_to_win)]
    if view.expert:
        opts.append(t(lang, "mwl-opt-expert"))
    if view.flash_per_round > 1:
        opts.append(t(lang, "mwl-opt-flash", n=view.flash_per_round))
    if view.pass_cards:
        opts.append(t(lang, "mwl-opt-pass"))
    embed.set_footer(text=t(lang, "mwl-legend") + "\n" + " · ".join(opts))
    picture = trick_picture(record, view, lang)
    if picture is not None:
        embed.set_image(url=picture.url)
    return Rendered(embeds=[fit_embed(embed)], pictures=[picture] if picture else [])
