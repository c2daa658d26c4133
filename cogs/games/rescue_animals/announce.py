"""Thread announcements of Rescue Animals: rescues, ties, stalls, round summaries, final scores.

Only public events (``visible_to is None``) are read, so nothing private reaches the thread.
Lines are packed into messages of at most 2000 characters; the final scoring embed goes
with the last message.

Source: the engine's public events (``rescue``, ``tie``, ``stall``, ``round_end``,
``gray_die``, ``leader``, ``round_start``, ``game_end``) and the match record (seat names).
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import discord

from cogs.games.rescue_animals.symbols import card_title
from cogs.games.rescue_animals.table import result_line
from cogs.kit.rendered import Rendered
from cogs.kit.text import BRAND, CONTENT, EMBED_DESCRIPTION, chunk_lines, clip, fit_embed, medal, seat_label
from cogs.kit.ui import public_events
from cogs.lang import SOURCE, Lang, t
from engine.service import standing_places

if TYPE_CHECKING:
    from engine.core import Event
    from engine.games.rescue_animals.views import CardView
    from storage import MatchRecord


def card_from(data: Mapping[str, Any]) -> CardView | None:
    """The card view of an event's ``card`` uid, or None when it is missing or unknown."""
    from engine.games.rescue_animals.views import card_view

    try:
        return card_view(int(data["card"]))
    except (KeyError, TypeError, ValueError, IndexError):
        return None


def cards_from(uids: Iterable[Any]) -> list[CardView]:
    """The card views of ``uids`` (unknown ones left out)."""
    return [c for c in (card_from({"card": u}) for u in uids if u is not None) if c is not None]


def animals(cards: Iterable[CardView], lang: Lang) -> str:
    """``"🐼 Giant Panda, 🐋 Fin Whale"`` in ``lang``."""
    return ", ".join(card_title(c, lang) for c in cards)


def announcement_lines(record: MatchRecord, events: Iterable[Event],
                       lang: Lang = SOURCE) -> tuple[list[str], discord.Embed | None]:
    """Compact public lines for rescues, ties, stalls and round summaries, and the final scoring
    embed when the game ended (else None), in ``lang``."""
    lines: list[str] = []
    final: discord.Embed | None = None
    round_end: dict[str, Any] | None = None
    gray_to: int | None = None
    leader: int | None = None
    for e in public_events(events):
        d = e.data or {}
        if e.kind == "tie":
            claimants = ", ".join(seat_label(record, s, lang) for s in sorted(d.get("claimants", [])))
            lines.append(t(lang, "ra-tie-line", claimants=claimants, winner=seat_label(record, d.get("winner"), lang),
                           by="gray" if d.get("by") == "gray" else "clockwise"))
        elif e.kind == "rescue":
            continue  # the table shows each rescue as it happens; the round summary lists them all
        elif e.kind == "stall":
            who = ", ".join(seat_label(record, s, lang) for s in d.get("seats") or []) or t(lang, "ra-nobody")
            lines.append(t(lang, "ra-stall-line", names=who))
        elif e.kind == "round_end":
            round_end = d
        elif e.kind == "gray_die":
            gray_to = d.get("to")
        elif e.kind == "leader":
            leader = d.get("leader")
        elif e.kind == "round_start":
            if round_end is not None:
                lines.append(round_summary(record, round_end, gray_to, last=False, lang=lang))
                round_end = None
            lines.append(round_start_line(record, d.get("round"), d.get("leader", leader),
                                          cards_from(d.get("display", [])), d.get("deck_size"), lang))
        elif e.kind == "game_end":
            if round_end is not None:
                lines.append(round_summary(record, round_end, gray_to, last=True, lang=lang))
                round_end = None
            final = final_embed(record, d, lang)
    if round_end is not None:
        lines.append(round_summary(record, round_end, gray_to, last=False, lang=lang))
    return lines, final


def round_start_line(record: MatchRecord, rnd: Any, leader: int | None, display: Iterable[CardView], deck: Any,
                     lang: Lang = SOURCE) -> str:
    """``"▶️ **Round 1** — 👑 Ana leads · on display: 🐼 Giant Panda, … · deck 40. Ready, Set…"``."""
    return t(lang, "ra-round-start", round=rnd if isinstance(rnd, int) else 0, leader=seat_label(record, leader, lang),
             animals=animals(display, lang), deck=deck if isinstance(deck, int) else 0)


def round_summary(record: MatchRecord, d: Mapping[str, Any], gray_to: int | None, *, last: bool,
                  lang: Lang = SOURCE) -> str:
    """``"🔚 Round 2 over. Ana: 🐼 Giant Panda · Bo: nothing → 🔘 Bo takes the gray die …"``."""
    parts = [t(lang, "ra-round-rescues", name=seat_label(record, seat, lang),
               animals=animals(cards_from(cards), lang) or t(lang, "ra-nothing"))
             for seat, cards in enumerate(d.get("rescued", []))]
    line = t(lang, "ra-round-summary", round=d.get("round") or 0, parts=" · ".join(parts))
    if gray_to is not None:
        line += " " + t(lang, "ra-round-gray", name=seat_label(record, gray_to, lang), last="yes" if last else "no")
    return line


def _get(s: Any, k: str) -> Any:
    return s[k] if isinstance(s, Mapping) else getattr(s, k)


def final_embed(record: MatchRecord, d: Mapping[str, Any], lang: Lang = SOURCE) -> discord.Embed:
    """The result from the public ``game_end`` event's data: the winner and one line per player
    (place, points, animals rescued). The breakdown of every score is on the table, once."""
    scores = d.get("scores") or []
    raw_places = d.get("places") or [0] * len(scores)
    places = standing_places(record, raw_places)
    lines = [t(lang, "ra-final-line", medal=medal(places[_get(s, "seat")]),
               name=seat_label(record, _get(s, "seat"), lang), points=_get(s, "total"), rescued=_get(s, "rescued"))
             for s in sorted(scores, key=lambda s: (places[_get(s, "seat")], _get(s, "seat")))]
    head = result_line(record, scores, raw_places, d.get("ties") or [], lang)
    embed = discord.Embed(title=t(lang, "ra-final-title"),
                          description=clip("\n".join([head, "", *lines]), EMBED_DESCRIPTION), colour=BRAND)
    embed.set_footer(text=t(lang, "ra-final-footer"))
    return fit_embed(embed)


def announcements(record: MatchRecord, events: Iterable[Event], lang: Lang = SOURCE) -> list[Rendered]:
    """The thread messages for one update in ``lang``: the lines packed into ≤ 2000-character
    messages, the final embed (if any) with the last one; ``[]`` when there is nothing public to say."""
    lines, final = announcement_lines(record, events, lang)
    blocks = chunk_lines(lines, CONTENT)
    out = [Rendered(content=b) for b in blocks[:-1]]
    if blocks or final is not None:
        out.append(Rendered(content=blocks[-1] if blocks else None, embeds=[final] if final is not None else []))
    return out


# ------------------------------------------------------------------ /history
def history_line(record: MatchRecord, event: Event, names: Sequence[str], lang: Lang) -> str:
    """One public event in words for ``/history`` (from its kind and data, in ``lang``); an event of
    a kind not worded here shows its stored text (``""`` when it has none)."""
    d = event.data or {}

    def name(seat: Any) -> str:
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"

    kind = event.kind
    if kind == "round_start":
        return t(lang, "ra-history-round-start", round=d.get("round") or 0, leader=name(d.get("leader")),
                 animals=animals(cards_from(d.get("display", [])), lang))
    if kind == "claim":
        card = card_from(d)
        return t(lang, "ra-history-claim", name=name(d.get("seat")), animal=card_title(card, lang) if card else "?",
                 tie="no" if d.get("opened_window", True) else "yes")
    if kind == "tie":
        return t(lang, "ra-history-tie", names=", ".join(name(s) for s in sorted(d.get("claimants", []))),
                 by="gray" if d.get("by") == "gray" else "clockwise", winner=name(d.get("winner")))
    if kind == "rescue":
        card = card_from(d)
        return t(lang, "ra-history-rescue", name=name(d.get("seat")), animal=card_title(card, lang) if card else "?")
    if kind == "countdown":
        return t(lang, "ra-history-countdown")
    if kind == "go":
        return t(lang, "ra-history-go")
    if kind == "round_end":
        return t(lang, "ra-history-round-end", round=d.get("round") or 0)
    if kind == "gray_die":
        return t(lang, "ra-history-gray-die", name=name(d.get("to")), limit=d.get("limit") or 1)
    if kind == "leader":
        return t(lang, "ra-history-leader", name=name(d.get("leader")))
    if kind == "stall":
        return t(lang, "ra-history-stall", names=", ".join(name(s) for s in d.get("seats") or []) or t(lang, "ra-nobody"))
    if kind == "game_end":
        scores = d.get("scores") or []
        places = d.get("places") or [0] * len(scores)
        lines = [t(lang, "ra-history-game-end", result=result_line(record, scores, places, d.get("ties") or [], lang))]
        lines += [t(lang, "ra-history-score", name=name(_get(s, "seat")), protection=_get(s, "protection"),
                    bonus=_get(s, "bonus"), gray=_get(s, "gray"), total=_get(s, "total"), rescued=_get(s, "rescued"),
                    place=places[_get(s, "seat")] if _get(s, "seat") < len(places) else 0) for s in scores]
        return "\n".join(lines)
    return event.text


__all__ = ["announcement_lines", "announcements", "card_from", "final_embed", "history_line", "round_summary"]
