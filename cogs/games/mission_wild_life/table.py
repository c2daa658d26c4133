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

from cogs.games.mission_wild_life.cards import LEGEND, card_text, colour_text, mission_line, missions_text, watch_cards
from cogs.games.mission_wild_life.picture import draw_trick, picture_key, trick_shown
from cogs.kit.pictures import Picture
from cogs.kit.rendered import Rendered
from cogs.kit.text import BRAND, FIELD_NAME, clip, fit_embed, medal, picture_text, plural, seat_labels
from engine.service import standing_places

if TYPE_CHECKING:
    from engine.games.mission_wild_life.views import MWLView, PlayView
    from storage import MatchRecord


def names_of(record: MatchRecord, seats: int) -> list[str]:
    """Markdown-safe display names by seat (``Seat N`` for any seat the record lacks)."""
    return seat_labels(record, seats)


def plain_names(record: MatchRecord, seats: int) -> list[str]:
    """Names for the picture: as typed (no markdown escapes) and drawable (:func:`~cogs.kit.text.picture_text`),
    bots marked "(bot)" in words (the picture's font has no emoji)."""
    out = []
    for s in range(seats):
        if s >= len(record.seats):
            out.append(f"Seat {s + 1}")
            continue
        seat = record.seats[s]
        name = picture_text(seat.name.replace("🤖", ""), fallback=f"Seat {s + 1}")
        out.append(f"{name} (bot)" if seat.is_bot or seat.abandoned else name)
    return out


def plays_text(plays: Sequence[PlayView], names: Sequence[str]) -> str:
    """``"Ana 🟦 Blue 8 · Bob ☀️ Gold 2"``."""
    return " · ".join(f"{names[p.seat]} {card_text(p.card)}" for p in plays)


def turn_line(view: MWLView, names: Sequence[str]) -> str:
    """Who acts now, in one line."""
    if view.phase == "over":
        return "The game is over."
    if view.phase == "pass":
        waiting = [names[s] for s in view.to_act]
        return "Everyone passes 3 cards to the left. Waiting for: " + (", ".join(waiting) or "—")
    if view.turn is None:
        return ""
    return f"▶ **{names[view.turn]}** to {'lead' if not view.trick else 'play'}"


def led_text(colour: str | None) -> str:
    """``"🟥 Red led"``, ``"☀️ Gold led"``, or ``"nothing led yet"``."""
    return f"{colour_text(colour)} led" if colour else "nothing led yet"


def trick_block(view: MWLView, names: Sequence[str]) -> str:
    """The trick in progress: play order from the leader, the led colour, empty slots as ``…``."""
    if view.phase != "play":
        return ""
    played = {p.seat: p for p in view.trick}
    slots = []
    for i in range(view.seats):
        s = (view.leader + i) % view.seats
        if s in played:
            slots.append(f"{names[s]} {card_text(played[s].card)}")
        elif s == view.turn:
            slots.append(f"**{names[s]}** ▶")
        else:
            slots.append(f"{names[s]} …")
    return f"**Trick {view.trick_number} of {view.tricks_per_round}** · {led_text(view.led_colour)}\n" + " · ".join(slots)


def trick_alt(view: MWLView, names: Sequence[str]) -> str:
    """The picture's text equivalent, plain (no markdown): what :func:`draw_trick` shows."""
    which, order, cards, winner, led = trick_shown(view)
    if which == "none":
        return ""
    parts = []
    for s in order:
        card = cards.get(s)
        parts.append(f"{names[s]}: {card_text(card)}" if card else f"{names[s]}: {'to play' if s == view.turn else 'waiting'}")
    if which == "last" and view.last_trick is not None:
        head = f"Last trick ({view.last_trick.number} of {view.tricks_per_round}), won by {names[winner or 0]}"
    else:
        head = f"Round {view.round}, trick {view.trick_number} of {view.tricks_per_round}"
    return clip(f"{head}; {led_text(led)}. " + "; ".join(parts) + ".", 1024)


def trick_picture(record: MatchRecord, view: MWLView) -> Picture | None:
    """The trick picture (drawn by the kit off the event loop, cached by what it draws), or
    None when there is no trick to show (passing, game over)."""
    if trick_shown(view)[0] == "none":
        return None
    names = tuple(plain_names(record, view.seats))
    return Picture(
        name="trick.png",
        draw=lambda: draw_trick(view, names),
        key=(record.id, *picture_key(view, names)),
        alt=trick_alt(view, names),
    )


def final_places(view: MWLView) -> list[int]:
    """Places by mission count (ties share), as the engine's outcome ranks them."""
    return [1 + sum(1 for c in view.mission_counts if c > mine) for mine in view.mission_counts]


def render_table(record: MatchRecord, view: MWLView) -> Rendered:
    """The public table message from the spectator ``view`` (see the module docstring)."""
    names = names_of(record, view.seats)
    title = f"Mission: Wild Life · match #{record.id} · round {view.round}"
    lines: list[str] = []
    if view.phase == "over":
        best = max(view.mission_counts) if view.mission_counts else 0
        places = standing_places(record, final_places(view))  # a seat whose person left is last, as rated
        winners = [names[s] for s, p in enumerate(places) if p == 1]
        top = max((c for c, p in zip(view.mission_counts, places, strict=False) if p == 1), default=best)
        lines.append(f"🏆 **Game over** — {' & '.join(winners)} win{'s' if len(winners) == 1 else ''} "
                     f"with {plural(top, 'mission')}.")
        if best < view.missions_to_win:
            lines.append("The round limit was reached.")
        for seat, place in sorted(enumerate(places), key=lambda t: (t[1], t[0])):
            lines.append(f"{medal(place)} {names[seat]} — {plural(view.mission_counts[seat], 'mission')}")
    else:
        block = trick_block(view, names)
        if block:
            lines.append(block)
        lines.append(turn_line(view, names))
    embed = discord.Embed(title=title, description="\n".join(lines), colour=BRAND)

    # missions on display (and flash missions already won this round, struck through)
    mission_lines = [mission_line(m) for m in view.display]
    for name in view.flash_won_this_round:
        holder = next((names[s] for s, ws in enumerate(view.missions_won) if name in ws), None)
        mission_lines.append(f"⚡ ~~{name}~~ — won by {holder}" if holder else f"⚡ ~~{name}~~ — won")
    if view.phase != "over":
        embed.add_field(name="Missions on display", value="\n".join(mission_lines) or "—", inline=False)

    # players: hand size, tricks, missions won vs needed
    for s in range(view.seats):
        marker = "▶ " if s in view.to_act and view.phase != "over" else ""
        won = view.missions_won[s]
        value = (
            f"Tricks **{view.trick_counts[s]}** · hand {view.hand_counts[s]}\n"
            f"Missions {missions_text(view.mission_counts[s], view.missions_to_win, bold=True)}"
        )
        if view.phase == "pass":
            value += " · " + ("✅ passed" if view.passed[s] else "choosing…")
        if won:
            value += "\n" + clip(", ".join(won), 300)
        embed.add_field(name=clip(marker + names[s], FIELD_NAME), value=value, inline=True)

    if view.out_card is not None:
        embed.add_field(name="Out of the game", value=card_text(view.out_card), inline=True)
    if view.watched_played or watch_cards(view):
        seen = " ".join(card_text(c) for c in view.watched_played) or "none yet"
        embed.add_field(name="Already played (last red/green/blue missions)", value=seen, inline=True)
    # Only this round's last trick: after a new deal its cards may sit in someone's hand again.
    if view.last_trick is not None and view.phase != "over" and view.last_trick.round == view.round:
        lt = view.last_trick
        embed.add_field(
            name=f"Last trick (round {lt.round}, trick {lt.number}) → {names[lt.winner]}",
            value=plays_text(lt.plays, names),
            inline=False,
        )
    opts = [f"first to {plural(view.missions_to_win, 'mission')} at a round's end ends the game"]
    if view.expert:
        opts.append("expert missions")
    if view.flash_per_round > 1:
        opts.append(f"{view.flash_per_round} flash missions per round")
    if view.pass_cards:
        opts.append("pass 3 cards")
    embed.set_footer(text=LEGEND + "\n" + " · ".join(opts))
    picture = trick_picture(record, view)
    if picture is not None:
        embed.set_image(url=picture.url)
    return Rendered(embeds=[fit_embed(embed)], pictures=[picture] if picture else [])
