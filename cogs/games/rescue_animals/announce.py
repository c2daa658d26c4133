"""Thread announcements of Rescue Animals: rescues, ties, stalls, round summaries, final scores.

Only public events (``visible_to is None``) are read, so nothing private reaches the thread.
Lines are packed into messages of at most 2000 characters; the final scoring embed goes
with the last message.

Source: the engine's public events (``rescue``, ``tie``, ``stall``, ``round_end``,
``gray_die``, ``leader``, ``round_start``, ``game_end``) and the match record (seat names).
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

import discord

from cogs.games.rescue_animals.symbols import GRAY_SYM, LEADER, animal_emoji
from cogs.games.rescue_animals.table import SCORING_LINE, named_detail
from cogs.kit.rendered import Rendered
from cogs.kit.text import BRAND, CONTENT, EMBED_DESCRIPTION, chunk_lines, clip, fit_embed, medal, plural, seat_label
from cogs.kit.ui import public_events
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


def announcement_lines(record: MatchRecord, events: Iterable[Event]) -> tuple[list[str], discord.Embed | None]:
    """Compact public lines for rescues, ties, stalls and round summaries, and the final scoring
    embed when the game ended (else None)."""
    lines: list[str] = []
    final: discord.Embed | None = None
    round_end: dict[str, Any] | None = None
    gray_to: int | None = None
    leader: int | None = None
    for e in public_events(events):
        d = e.data or {}
        if e.kind == "tie":
            claimants = " and ".join(seat_label(record, s) for s in sorted(d.get("claimants", [])))
            how = ("holds the gray die and wins the tie" if d.get("by") == "gray"
                   else "is first clockwise from the Conservation Leader and wins the tie")
            lines.append(f"⚖️ {claimants} pressed Rescue at the same moment — "
                         f"{seat_label(record, d.get('winner'))} {how}.")
        elif e.kind == "rescue":
            continue  # the table shows each rescue as it happens; the round summary lists them all
        elif e.kind == "stall":
            who = ", ".join(seat_label(record, s) for s in d.get("seats") or []) or "nobody"
            lines.append(f"⏱️ Nobody rescued for a while — idle players were auto-played: {who}.")
        elif e.kind == "round_end":
            round_end = d
        elif e.kind == "gray_die":
            gray_to = d.get("to")
        elif e.kind == "leader":
            leader = d.get("leader")
        elif e.kind == "round_start":
            if round_end is not None:
                lines.append(round_summary(record, round_end, gray_to, last=False))
                round_end = None
            display = [c for c in (card_from({"card": u}) for u in d.get("display", []) if u is not None) if c]
            lines.append(round_start_line(record, d.get("round"), d.get("leader", leader), display, d.get("deck_size")))
        elif e.kind == "game_end":
            if round_end is not None:
                lines.append(round_summary(record, round_end, gray_to, last=True))
                round_end = None
            final = final_embed(record, d)
    if round_end is not None:
        lines.append(round_summary(record, round_end, gray_to, last=False))
    return lines, final


def round_start_line(record: MatchRecord, rnd: Any, leader: int | None, display: Iterable[Any], deck: Any) -> str:
    """``"▶️ **Round 1** — 🎖️ Ana leads · on display: 🐼 Giant Panda, … · deck 40. Ready, Set…"``."""
    names = ", ".join(f"{animal_emoji(c)} {c.name}" for c in display)
    return (f"▶️ **Round {rnd}** — {LEADER} {seat_label(record, leader)} leads · on display: {names} · "
            f"deck {deck if deck is not None else '?'}. Ready, Set…")


def start_announcement(record: MatchRecord) -> list[Rendered]:
    """Round 1's start, posted when the match starts (as Mission: Wild Life does): the leader,
    the animals on display and the deck, from the spectator view of the dealt state."""
    from engine import registry
    from engine.games.rescue_animals.views import RescueView

    if record.state is None:
        return []
    game = registry.get(record.game)
    view = game.view(game.State.model_validate_json(record.state), None)
    assert isinstance(view, RescueView)
    line = round_start_line(record, view.round, view.leader, [c for c in view.display if c is not None],
                            view.deck_size)
    return [Rendered(content=line)]


def round_summary(record: MatchRecord, d: Mapping[str, Any], gray_to: int | None, *, last: bool) -> str:
    """``"🔚 Round 2 over. Ana: 🐼 Giant Panda · Bo: nothing → 🔘 Bo takes the gray die …"``."""
    parts = []
    for seat, cards in enumerate(d.get("rescued", [])):
        got = ", ".join(f"{animal_emoji(c)} {c.name}" for c in (card_from({"card": u}) for u in cards) if c)
        parts.append(f"{seat_label(record, seat)}: {got or 'nothing'}")
    gray = ""
    if gray_to is not None:
        gray = (f" → {GRAY_SYM} {seat_label(record, gray_to)} takes the gray die "
                + ("(+2 points at the end)." if last else "for the next round."))
    return f"🔚 **Round {d.get('round')} over.** " + " · ".join(parts) + gray


def _get(s: Any, k: str) -> Any:
    return s[k] if isinstance(s, Mapping) else getattr(s, k)


def final_embed(record: MatchRecord, d: Mapping[str, Any]) -> discord.Embed:
    """The result from the public ``game_end`` event's data: the winner and one line per player
    (place, points, animals rescued). The breakdown of every score is on the table, once."""
    scores = d.get("scores") or []
    places = standing_places(record, d.get("places") or [0] * len(scores))
    lines = [f"{medal(places[_get(s, 'seat')])} **{seat_label(record, _get(s, 'seat'))}** — "
             f"{plural(_get(s, 'total'), 'point')} · {plural(_get(s, 'rescued'), 'animal')} rescued"
             for s in sorted(scores, key=lambda s: (places[_get(s, 'seat')], _get(s, 'seat')))]
    head = named_detail(record, str(d.get("detail", "")))
    embed = discord.Embed(title="🏁 Rescue Animals — final scores",
                          description=clip("\n".join([head, "", *lines]), EMBED_DESCRIPTION), colour=BRAND)
    embed.set_footer(text="The table shows how each score adds up. " + SCORING_LINE)
    return fit_embed(embed)


def announcements(record: MatchRecord, events: Iterable[Event]) -> list[Rendered]:
    """The thread messages for one update: the lines packed into ≤ 2000-character messages, the
    final embed (if any) with the last one; ``[]`` when there is nothing public to say."""
    lines, final = announcement_lines(record, events)
    blocks = chunk_lines(lines, CONTENT)
    out = [Rendered(content=b) for b in blocks[:-1]]
    if blocks or final is not None:
        out.append(Rendered(content=blocks[-1] if blocks else None, embeds=[final] if final is not None else []))
    return out


__all__ = ["announcement_lines", "announcements", "card_from", "final_embed", "round_summary"]
