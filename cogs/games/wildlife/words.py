"""Words and symbols of WildLife's Discord presentation, shared by the table, the panel and
the announcements.

Every symbol is a real emoji (Discord rejects anything else on a component with 50035),
and every symbol comes with words, so nothing depends on telling emoji or colours apart.
Names come from the match record (:func:`names_of`, escaped for markdown); the engine's
``"Seat N"`` in event texts becomes the player's name with :func:`cogs.kit.text.name_seats`.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from cogs.kit.text import clip, seat_labels
from engine.games.wildlife.board import REGIONS, SPACE_REGION, TERRAIN_LETTER, TERRAINS
from engine.games.wildlife.cards import ABILITIES, CREATURES, TEXTS, public_name

if TYPE_CHECKING:
    from engine.games.wildlife.views import CardView, PlayerView, WLView
    from storage import MatchRecord

TERRAIN_EMOJI: dict[str, str] = {
    "forest": "🌲", "desert": "🏜️", "savannah": "🦒", "plains": "🌾", "mountains": "⛰️", "water": "🌊",
}
CARD_EMOJI: dict[str, str] = {
    **TERRAIN_EMOJI, "wheel": "⚙️", "arrowhead": "🏹", "lightning": "⚡",
    "food-surplus": "🍖", "plague": "☠️", "famine": "🥀",
}
ABILITY_EMOJI: dict[str, str] = {
    "food": "🍖", "intelligence": "🧠", "mobility": "🏃", "defense": "🛡️", "aggression": "⚔️",
}
CREATURE_EMOJI: dict[str, str] = {
    "crocodile": "🐊", "snake": "🐍", "eagle": "🦅", "bear": "🐻", "mammoth": "🦣", "man": "🧍",
}
LEVEL_WORD: dict[str, str] = {"none": "no action", "migrate": "Migrate", "expand": "Expand", "attack": "Attack"}
LEVEL_SHORT: dict[str, str] = {"none": "–", "migrate": "Migrate", "expand": "Expand", "attack": "Attack"}
"""An adaptation in a player's line: the rulebook's word (issue 35: no "Mi/Ex/At" abbreviations
a newcomer cannot read), "–" for No Action (the legend says so)."""
LEVEL_RANK: dict[str, int] = {"none": 0, "migrate": 1, "expand": 2, "attack": 3}

LEGEND = ("Adaptation per terrain, weakest to strongest: – No Action · Migrate · Expand · Attack. "
          "Success: the success track; players start on 1, 2, 3… in play order, later players ahead to make "
          "up for playing later. Text cards (Food Surplus, Plague, Famine) are events: they do what they say. "
          "Terrain letters on the map: F Forest, D Desert, S Savannah, P Plains, M Mountains, W Water. "
          "Dashed frame: the last move's spaces; #n: the region marker of a Minor Scoring.")


def names_of(record: MatchRecord, seats: int) -> list[str]:
    """Markdown-safe display names by seat (bots and abandoned seats marked)."""
    return seat_labels(record, seats)


def creature_tag(p: PlayerView) -> str:
    """``"🐻 Bear (B)"``: the seat's creature, its emoji and its letter on the map."""
    if p.creature is None:
        return "no creature yet"
    return f"{CREATURE_EMOJI.get(p.creature, '🐾')} {p.name} ({p.letter})"


def who(view: WLView, names: Sequence[str], seat: int | None) -> str:
    """``"Ana (🐻 Bear)"``; ``"nobody"`` for None."""
    if seat is None:
        return "nobody"
    name = names[seat] if seat < len(names) else f"Seat {seat + 1}"
    p = view.players[seat]
    return f"{name} ({CREATURE_EMOJI.get(p.creature or '', '🐾')} {p.name})" if p.creature else name


def card_emoji(kind: str) -> str:
    """The emoji of a card kind (``"forest"`` → 🌲); 🎴 for anything unknown."""
    return CARD_EMOJI.get(kind, "🎴")


def card_face(card: CardView) -> str:
    """A card as shown publicly: ``"🌲 Forest"``."""
    return f"{card_emoji(card.kind)} {card.name}"


def hand_card(card: CardView) -> str:
    """A hand card as its owner sees it: ``"🌲 Terrain: Forest #03"`` (own view only)."""
    return f"{card_emoji(card.kind)} {card.label}"


def card_use_hint(card: CardView, me: PlayerView) -> str:
    """What using ``card`` would do for ``me``, in a few words (a select option's description)."""
    if card.kind in TERRAINS:
        level = me.levels.get(card.kind, "none")
        if level == "none":
            return f"{card.name}: your creature has no action there (you can only discard it)"
        moves = {"migrate": "Migrate", "expand": "Migrate or Expand", "attack": "Migrate, Expand or Attack"}[level]
        return f"{card.name}: you can {moves} there"
    if card.kind == "wheel":
        return "Adapt: raise one terrain one level"
    if card.kind == "arrowhead":
        return "Take an ability card"
    if card.kind == "lightning":
        return "Joker: any Terrain card, a Wheel or an Arrowhead"
    return clip(f"Text card, an event: {TEXTS.get(card.kind, card.name)}", 100)


def levels_line(p: PlayerView) -> str:
    """``"🌲 At · 🏜️ – · …"``: adaptation per terrain, in words-light form."""
    return " · ".join(f"{TERRAIN_EMOJI[t]} {LEVEL_SHORT[p.levels.get(t, 'none')]}" for t in TERRAINS)


def abilities_text(p: PlayerView) -> str:
    """``"🍖 Food ×2, 🧠 Intelligence (from next turn)"``, or ``"none"``."""
    parts: list[str] = []
    for aid in dict.fromkeys(p.abilities):
        n = p.abilities.count(aid)
        waiting = p.waiting.count(aid)
        name = ABILITIES[aid].name if aid in ABILITIES else aid
        text = f"{ABILITY_EMOJI.get(aid, '🏅')} {name}" + (f" ×{n}" if n > 1 else "")
        if waiting:
            text += " (from next turn)" if waiting == n else f" ({waiting} from next turn)"
        parts.append(text)
    return ", ".join(parts) or "none"


def region_lines(view: WLView, names: Sequence[str]) -> list[str]:
    """The board in words, one line per region in Major Scoring order, its creatures counted by
    player (as the scorings count them) with each player's mark on the map:
    ``"Large Forest [F] 6/8: Ana (B) 3, Bo (E) 2 (marker #10)"``. ``names`` by seat (markdown-safe)."""
    lines = []
    for r in view.regions:
        held = sorted(((c, s) for s, c in enumerate(r.counts) if c), key=lambda x: (-x[0], x[1]))
        who = ", ".join(f"{names[s] if s < len(names) else f'Seat {s + 1}'} ({view.players[s].letter}) {c}"
                        for c, s in held) or "empty"
        mark = f" (marker #{r.marker})" if r.marker else ""
        lines.append(f"{r.name} [{TERRAIN_LETTER[r.terrain]}] {sum(r.counts)}/{r.size}: {who}{mark}")
    return lines


def region_name(rid: str) -> str:
    """``"large-forest"`` → ``"Large Forest"``."""
    return REGIONS[rid].name if rid in REGIONS else rid


def space_name(space: str) -> str:
    """``"C7"`` → ``"C7 · Large Forest [F]"``."""
    reg = REGIONS[SPACE_REGION[space]]
    return f"{space} · {reg.name} [{TERRAIN_LETTER[reg.terrain]}]"


def kind_name(kind: str) -> str:
    """Public name of a card kind (``"food-surplus"`` → ``"Food Surplus"``)."""
    try:
        return public_name(kind)
    except (KeyError, ValueError):
        return kind


def creature_name(cid: str) -> str:
    """``"bear"`` → ``"🐻 Bear (20 million years)"``: its age, which decides the play order."""
    c = CREATURES[cid]
    return f"{CREATURE_EMOJI.get(cid, '🐾')} {c.name} ({c.age_my} million years)"


def minor_track_text(view: WLView) -> str:
    """The Minor Scoring track: taken markers struck through, the next one in bold, and
    where the Major Scorings come (after markers 4, 8 and 11)."""
    parts = []
    for i, v in enumerate(view.minor_track):
        if i < view.markers_taken:
            parts.append(f"~~{v}~~")
        elif i == view.markers_taken:
            parts.append(f"**{v}**")
        else:
            parts.append(str(v))
        if i + 1 in (4, 8):
            parts.append("|")
    nxt = (f"next Minor Scoring: **{view.next_minor}** (marker {view.markers_taken + 1} of 11)"
           if view.next_minor is not None else "all 11 markers taken")
    due = " · **a Major Scoring follows at the end of this turn**" if view.major_due else ""
    return " ".join(parts) + f"\n{nxt} · Major Scoring after markers 4, 8 and 11{due}"


__all__ = [
    "ABILITY_EMOJI", "CARD_EMOJI", "CREATURE_EMOJI", "LEGEND", "LEVEL_RANK", "LEVEL_SHORT", "LEVEL_WORD",
    "TERRAIN_EMOJI", "abilities_text", "card_emoji", "card_face", "card_use_hint", "creature_name", "creature_tag",
    "hand_card", "kind_name", "levels_line", "minor_track_text", "names_of", "region_lines", "region_name", "space_name", "who",
]
