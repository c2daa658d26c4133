"""Words and symbols of WildLife's Discord presentation, shared by the table, the panel and
the announcements.

Every symbol is a real emoji (Discord rejects anything else on a component with 50035),
and every symbol comes with words, so nothing depends on telling emoji or colours apart.
Names come from the match record (:func:`names_of`, escaped for markdown). Every word comes
from the catalog (``locales/*/wildlife.ftl``, issue 34) in the language ``lang`` given.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from cogs.kit.memo import by_view
from cogs.kit.text import clip, seat_labels
from cogs.lang import SOURCE, Lang, Msg, t
from engine.games.wildlife.board import REGIONS, SPACE_REGION, TERRAIN_LETTER, TERRAINS
from engine.games.wildlife.cards import CREATURES, category, kind_of

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
LEVEL_RANK: dict[str, int] = {"none": 0, "migrate": 1, "expand": 2, "attack": 3}


def legend(lang: Lang = SOURCE) -> str:
    """The table's legend: adaptations, the success track's starting spaces, Text cards, the
    map's terrain letters and marks (issue 35's words)."""
    return t(lang, "wl-legend")


def names_of(record: MatchRecord, seats: int, lang: Lang | None = None) -> list[str]:
    """Markdown-safe display names by seat (bots and abandoned seats marked, in ``lang``; default
    the reader's, :func:`cogs.lang.reader`)."""
    return seat_labels(record, seats, lang)


def seat_name(names: Sequence[str], seat: int, lang: Lang = SOURCE) -> str:
    """``names[seat]``, or "Seat N" (1-based) past the end."""
    return names[seat] if 0 <= seat < len(names) else t(lang, "wl-seat", n=seat + 1)


def terrain(name: str, lang: Lang = SOURCE) -> str:
    """``"forest"`` → ``"Forest"``."""
    return t(lang, "wl-terrain", terrain=name)


def level_word(level: str, lang: Lang = SOURCE) -> str:
    """An adaptation level (``"none"`` … ``"attack"``) → ``"No Action"`` … ``"Attack"``."""
    return t(lang, "wl-level", level=level)


def creature_word(cid: str, lang: Lang = SOURCE) -> str:
    """``"bear"`` → ``"Bear"``."""
    return t(lang, "wl-creature", creature=cid)


def ability_name(aid: str, lang: Lang = SOURCE) -> str:
    """``"food"`` → ``"Food"``."""
    return t(lang, "wl-ability", ability=aid)


def creature_letter(p: PlayerView, lang: Lang = SOURCE) -> str:
    """The seat's mark on the map (``wl-creature-letter``: "B" for the Bear), as the picture draws it."""
    return t(lang, "wl-creature-letter", creature=p.creature) if p.creature else p.letter


def creature_tag(p: PlayerView, lang: Lang = SOURCE) -> str:
    """``"🐻 Bear (B)"``: the seat's creature, its emoji and its letter on the map."""
    if p.creature is None:
        return t(lang, "wl-no-creature-yet")
    return t(lang, "wl-creature-tag", emoji=CREATURE_EMOJI.get(p.creature, "🐾"), creature=p.creature,
             letter=creature_letter(p, lang))


def who(view: WLView, names: Sequence[str], seat: int | None, lang: Lang = SOURCE) -> str:
    """``"Ana (🐻 Bear)"``; ``"nobody"`` for None."""
    if seat is None:
        return t(lang, "wl-nobody")
    name = seat_name(names, seat, lang)
    p = view.players[seat]
    return f"{name} ({CREATURE_EMOJI.get(p.creature or '', '🐾')} {creature_word(p.creature, lang)})" if p.creature else name


def card_emoji(kind: str) -> str:
    """The emoji of a card kind (``"forest"`` → 🌲); 🎴 for anything unknown."""
    return CARD_EMOJI.get(kind, "🎴")


def card_face(card: CardView, lang: Lang = SOURCE) -> str:
    """A card as shown publicly: ``"🌲 Forest"``."""
    return f"{card_emoji(card.kind)} {kind_name(card.kind, lang)}"


def hand_label(card_id: str, lang: Lang = SOURCE) -> str:
    """A hand card's private label: ``"Terrain: Forest #03"`` (own view only)."""
    return t(lang, "wl-hand-card", category=category(card_id), kind=kind_of(card_id),
             n=f"{int(card_id.rsplit('-', 1)[1]):02d}")


def hand_card(card: CardView, lang: Lang = SOURCE) -> str:
    """A hand card as its owner sees it: ``"🌲 Terrain: Forest #03"`` (own view only)."""
    return f"{card_emoji(card.kind)} {hand_label(card.id, lang)}"


def card_use_hint(card: CardView, me: PlayerView, lang: Lang = SOURCE) -> str:
    """What using ``card`` would do for ``me``, in a few words (a select option's description)."""
    if card.kind in TERRAINS:
        return t(lang, "wl-use-hint", kind=card.kind, level=me.levels.get(card.kind, "none"))
    if card.kind == "wheel":
        return t(lang, "wl-use-hint-wheel")
    if card.kind == "arrowhead":
        return t(lang, "wl-use-hint-arrowhead")
    if card.kind == "lightning":
        return t(lang, "wl-use-hint-lightning")
    return clip(t(lang, "wl-use-hint-text", kind=card.kind), 100)


def levels_line(p: PlayerView, lang: Lang = SOURCE) -> str:
    """``"🌲 Attack · 🏜️ – · …"``: adaptation per terrain, in words-light form."""
    return " · ".join(f"{TERRAIN_EMOJI[tr]} {t(lang, 'wl-level-short', level=p.levels.get(tr, 'none'))}"
                      for tr in TERRAINS)


def abilities_text(p: PlayerView, lang: Lang = SOURCE) -> str:
    """``"🍖 Food ×2, 🧠 Intelligence (from next turn)"``, or ``"none"``."""
    parts: list[str] = []
    for aid in dict.fromkeys(p.abilities):
        n = p.abilities.count(aid)
        waiting = p.waiting.count(aid)
        text = f"{ABILITY_EMOJI.get(aid, '🏅')} {ability_name(aid, lang)}" + (f" ×{n}" if n > 1 else "")
        if waiting:
            text += " " + t(lang, "wl-ability-waiting", all="yes" if waiting == n else "no", n=waiting)
        parts.append(text)
    return ", ".join(parts) or t(lang, "wl-none")


def region_lines(view: WLView, names: Sequence[str], lang: Lang = SOURCE) -> tuple[str, ...]:
    """The board in words, one line per region in Major Scoring order, its creatures counted by
    player (as the scorings count them) with each player's mark on the map:
    ``"Large Forest [F] 6/8: Ana (B) 3, Bo (E) 2 (marker #10)"``. ``names`` by seat (markdown-safe).

    Kept per view object (:func:`cogs.kit.memo.by_view`): a move's table asks it twice (its text
    and its picture's description) and each panel and DM copy once more of the same view."""
    return _region_lines(view, tuple(names), lang)


@by_view
def _region_lines(view: WLView, names: tuple[str, ...], lang: Lang) -> tuple[str, ...]:
    lines = []
    for r in view.regions:
        held = sorted(((c, s) for s, c in enumerate(r.counts) if c), key=lambda x: (-x[0], x[1]))
        holders = ", ".join(f"{seat_name(names, s, lang)} ({creature_letter(view.players[s], lang)}) {c}"
                            for c, s in held)
        lines.append(t(lang, "wl-region-line", region=r.id, letter=TERRAIN_LETTER[r.terrain], filled=sum(r.counts),
                       size=r.size, who=holders or t(lang, "wl-region-empty"), marker=r.marker or 0))
    return tuple(lines)


def region_name(rid: str, lang: Lang = SOURCE) -> str:
    """``"large-forest"`` → ``"Large Forest"``."""
    return t(lang, "wl-region", region=rid)


def region_tag(rid: str, lang: Lang = SOURCE) -> str:
    """``"large-forest"`` → ``"Large Forest [F]"``: its name and its terrain's letter on the map."""
    return f"{region_name(rid, lang)} [{TERRAIN_LETTER[REGIONS[rid].terrain]}]"


def space_name(space: str, lang: Lang = SOURCE) -> str:
    """``"C7"`` → ``"C7 · Large Forest [F]"``."""
    return f"{space} · {region_tag(SPACE_REGION[space], lang)}"


def kind_name(kind: str, lang: Lang = SOURCE) -> str:
    """Public name of a card kind (``"food-surplus"`` → ``"Food Surplus"``)."""
    return t(lang, "wl-card", kind=kind)


def creature_name(cid: str, lang: Lang = SOURCE) -> str:
    """``"bear"`` → ``"🐻 Bear (20 million years)"``: its age, which decides the play order."""
    return f"{CREATURE_EMOJI.get(cid, '🐾')} {t(lang, 'wl-creature-age', creature=cid, age=CREATURES[cid].age_my)}"


def minor_track_text(view: WLView, lang: Lang = SOURCE) -> str:
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
    nxt = (t(lang, "wl-minor-next", value=view.next_minor, marker=view.markers_taken + 1)
           if view.next_minor is not None else t(lang, "wl-minor-all-taken"))
    tail = [nxt, t(lang, "wl-minor-majors")] + ([t(lang, "wl-minor-major-due")] if view.major_due else [])
    return " ".join(parts) + "\n" + " · ".join(tail)


def msg_level(level: str) -> Msg:
    """An adaptation level as a message argument (rendered in the reader's language)."""
    return Msg("wl-level", level=level)


__all__ = [
    "ABILITY_EMOJI", "CARD_EMOJI", "CREATURE_EMOJI", "LEVEL_RANK", "TERRAIN_EMOJI", "abilities_text", "ability_name",
    "card_emoji", "card_face", "creature_letter", "card_use_hint", "creature_name", "creature_tag", "creature_word", "hand_card",
    "hand_label", "kind_name", "legend", "level_word", "levels_line", "minor_track_text", "msg_level", "names_of",
    "region_lines", "region_name", "region_tag", "seat_name", "space_name", "terrain", "who",
]
