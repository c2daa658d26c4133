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

from cogs.games.wildlife_adventure.words import animal_name, chance_label, chance_text, end_reason, join_and, score_rule, signed
from cogs.kit.rendered import Rendered
from cogs.kit.text import (
    BRAND,
    CONTENT,
    EMBED_DESCRIPTION,
    chunk_lines,
    clip,
    fit_embed,
    medal,
    seat_label,
    seat_labels,
)
from cogs.kit.ui import public_events
from cogs.lang import Lang, reader, t
from engine.games.wildlife_adventure.cards import ANIMALS, CHANCE
from engine.service import standing_places

if TYPE_CHECKING:
    from engine.core import Event
    from storage import MatchRecord


def _who(record: MatchRecord, d: Mapping[str, Any], lang: Lang) -> str:
    seat = d.get("seat")
    return seat_label(record, seat if isinstance(seat, int) else None, lang)


def found_line(record: MatchRecord, e: Event, lang: Lang | None = None) -> str | None:
    """``"🗺️ **Ana** claims the open discovery mission **Giraffe** (AF11)."``; None for an animal
    found from a player's own hand (not posted: see the module docstring)."""
    lang = lang or reader()
    d = e.data or {}
    card = str(d.get("card", ""))
    if d.get("how") != "open" or card not in ANIMALS:
        return None
    return t(lang, "wa-post-claim", who=_who(record, d, lang), animal=animal_name(card, lang), id=card)


def announcement_lines(record: MatchRecord, events: Iterable[Event],
                       lang: Lang | None = None) -> tuple[list[str], discord.Embed | None]:
    """The public lines of one update and the final scores embed (None unless the game ended)."""
    lang = lang or reader()
    lines: list[str] = []
    final: discord.Embed | None = None
    for e in public_events(events):
        d = e.data or {}
        if e.kind == "animal_found":
            line = found_line(record, e, lang)
            if line is not None:
                lines.append(line)
        elif e.kind == "open_mission":
            card = str(d.get("card", ""))
            if card in ANIMALS:
                lines.append(t(lang, "wa-post-new-mission", animal=animal_name(card, lang), id=card))
        elif e.kind == "chance":
            lines.append(t(lang, "wa-post-chance", who=_who(record, d, lang),
                           card=chance_label(str(d.get("card", "")), lang)))
        elif e.kind == "chance_kept":
            lines.append(t(lang, "wa-post-kept", who=_who(record, d, lang)))
        elif e.kind == "star_played":
            card = str(d.get("card", ""))
            text = chance_text(card, lang) if card in CHANCE else "★"
            lines.append(t(lang, "wa-post-star", who=_who(record, d, lang), card=text))
        elif e.kind == "blue_cards":
            lines.append(t(lang, "wa-post-blue-cards", who=_who(record, d, lang)))
        elif e.kind == "game_end":
            final = final_embed(record, d, lang)
    return lines, final


def final_embed(record: MatchRecord, d: Mapping[str, Any], lang: Lang | None = None) -> discord.Embed:
    """The final scores (``wa-score-rule``) with places, best first."""
    lang = lang or reader()
    names = seat_labels(record, lang=lang)
    scores = [int(s) for s in d.get("scores") or []]
    places = [int(p) for p in d.get("places") or [1 + sum(1 for v in scores if v > m) for m in scores]]
    places = standing_places(record, places)  # a seat whose person left is last, as rated
    order = sorted(range(len(scores)), key=lambda s: (places[s], s))

    def name(s: int) -> str:
        return names[s] if s < len(names) else t(lang, "core-seat-number", seat=s + 1)

    lines = [t(lang, "wa-final-line", medal=medal(places[s]), who=name(s), score=signed(scores[s])) for s in order]
    winners = [names[s] for s in order if places[s] == 1 and s < len(names)]
    head = (t(lang, "wa-final-wins", who=winners[0]) if len(winners) == 1
            else t(lang, "wa-final-share", who=join_and(winners, lang)))
    reason = end_reason(str(d.get("reason", "")), [int(s) for s in d.get("seats") or ()], names, lang)
    embed = discord.Embed(title=t(lang, "wa-final-title"),
                          description=clip(f"{head}\n{reason}\n\n" + "\n".join(lines), EMBED_DESCRIPTION), colour=BRAND)
    embed.set_footer(text=t(lang, "wa-final-footer", rule=score_rule(lang)))
    return fit_embed(embed)


def announcements(record: MatchRecord, events: Iterable[Event], lang: Lang | None = None) -> list[Rendered]:
    """The thread messages for one update in ``lang``: compact lines packed into ≤ 2000-character
    messages, the final scores embed with the last; ``[]`` when nothing public is worth saying."""
    lines, final = announcement_lines(record, events, lang)
    blocks = chunk_lines(lines, CONTENT)
    out = [Rendered(content=b) for b in blocks[:-1]]
    if blocks or final is not None:
        out.append(Rendered(content=blocks[-1] if blocks else None, embeds=[final] if final is not None else []))
    return out


__all__ = ["announcement_lines", "announcements", "final_embed", "found_line"]
