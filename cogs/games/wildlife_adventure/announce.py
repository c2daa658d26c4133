"""Thread announcements of Wildlife Adventure: what changes the game for everyone, in a
thread a person reads (issue 37: it was a post, with the animal's fact, for every animal found,
56 posts a match). Posted: an open discovery mission claimed (a race everyone runs) or added,
chance cards drawn, kept and played, a blue space's gift of animal cards, and the final scores
with places. An animal found from a player's own hand is not posted: the table's last events
show it with its fact (the line the rulebook has players read out, "Reaching Destinations"),
the map greys its space and every count of found animals goes up.

Only public events (``visible_to is None``) are read, so nothing private reaches the
thread: an animal card is named only once it is laid down (public), a card drawn or
received stays unnamed. Lines are packed into messages of at most 2000 characters; the
final scores embed goes with the last one.

Source: the engine's public events (``animal_found``, ``open_mission``, ``chance``,
``chance_kept``, ``star_played``, ``blue_cards``, ``game_end``) and the match record (seat names).
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

import discord

from cogs.games.wildlife_adventure.words import SCORE_RULE, signed
from cogs.kit.rendered import Rendered
from cogs.kit.text import (
    BRAND,
    CONTENT,
    EMBED_DESCRIPTION,
    chunk_lines,
    clip,
    fit_embed,
    medal,
    name_seats,
    seat_label,
    seat_labels,
)
from cogs.kit.ui import public_events
from engine.games.wildlife_adventure.cards import ANIMALS, CHANCE
from engine.service import standing_places

if TYPE_CHECKING:
    from engine.core import Event
    from storage import MatchRecord


def _who(record: MatchRecord, d: Mapping[str, Any]) -> str:
    seat = d.get("seat")
    return seat_label(record, seat if isinstance(seat, int) else None)


def found_line(record: MatchRecord, e: Event) -> str | None:
    """``"🗺️ **Ana** claims the open discovery mission **Giraffe** (AF9)."``; None for an animal
    found from a player's own hand (not posted: see the module docstring)."""
    d = e.data or {}
    card = ANIMALS.get(str(d.get("card", "")))
    if "open discovery mission" not in e.text:
        return None
    if card is None:
        return clip(name_seats(e.text, seat_labels(record)), 300)
    return f"🗺️ **{_who(record, d)}** claims the open discovery mission **{card.name}** ({card.id})."


def announcement_lines(record: MatchRecord, events: Iterable[Event]) -> tuple[list[str], discord.Embed | None]:
    """The public lines of one update and the final scores embed (None unless the game ended)."""
    lines: list[str] = []
    final: discord.Embed | None = None
    for e in public_events(events):
        d = e.data or {}
        if e.kind == "animal_found":
            line = found_line(record, e)
            if line is not None:
                lines.append(line)
        elif e.kind == "open_mission":
            card = ANIMALS.get(str(d.get("card", "")))
            name = f"**{card.name}** ({card.id})" if card else "an animal card"
            lines.append(f"🗺️ A new open discovery mission: {name} — whoever reaches it claims it.")
        elif e.kind == "chance":
            chance = CHANCE.get(str(d.get("card", "")))
            text = chance.label if chance else e.text
            lines.append(f"🎴 **{_who(record, d)}** draws a chance card: {text}")
        elif e.kind == "chance_kept":
            lines.append(f"⭐ **{_who(record, d)}** keeps it face up for later.")
        elif e.kind == "star_played":
            chance = CHANCE.get(str(d.get("card", "")))
            lines.append(f"⭐ **{_who(record, d)}** plays a kept card: {chance.text if chance else '★ card'}")
        elif e.kind == "blue_cards":
            lines.append(f"🔵 **{_who(record, d)}** chooses on a blue space: every other player receives an animal card.")
        elif e.kind == "game_end":
            final = final_embed(record, d)
    return lines, final


def final_embed(record: MatchRecord, d: Mapping[str, Any]) -> discord.Embed:
    """The final scores (:data:`.words.SCORE_RULE`) with places, best first."""
    names = seat_labels(record)
    scores = [int(s) for s in d.get("scores") or []]
    places = [int(p) for p in d.get("places") or [1 + sum(1 for v in scores if v > m) for m in scores]]
    places = standing_places(record, places)  # a seat whose person left is last, as rated
    order = sorted(range(len(scores)), key=lambda s: (places[s], s))
    lines = [f"{medal(places[s])} **{names[s] if s < len(names) else f'Seat {s + 1}'}** — {signed(scores[s])}"
             for s in order]
    winners = [names[s] for s in order if places[s] == 1 and s < len(names)]
    head = (f"**{winners[0]}** wins Wildlife Adventure!" if len(winners) == 1
            else f"{' and '.join(winners)} share the win!")
    reason = name_seats(str(d.get("reason", "")), names)
    embed = discord.Embed(title="🏁 Wildlife Adventure — final scores",
                          description=clip(f"{head}\n{reason}\n\n" + "\n".join(lines), EMBED_DESCRIPTION), colour=BRAND)
    embed.set_footer(text=f"{SCORE_RULE}; ties share a place.")
    return fit_embed(embed)


def announcements(record: MatchRecord, events: Iterable[Event]) -> list[Rendered]:
    """The thread messages for one update: compact lines packed into ≤ 2000-character
    messages, the final scores embed with the last; ``[]`` when nothing public is worth saying."""
    lines, final = announcement_lines(record, events)
    blocks = chunk_lines(lines, CONTENT)
    out = [Rendered(content=b) for b in blocks[:-1]]
    if blocks or final is not None:
        out.append(Rendered(content=blocks[-1] if blocks else None, embeds=[final] if final is not None else []))
    return out


__all__ = ["announcement_lines", "announcements", "final_embed", "found_line"]
