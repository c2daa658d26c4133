"""Rescue Animals' symbols and the text rendering of cards and dice (no Discord objects).

Read without colour: a die is always named by its symbol *and* its word — ⬛ black die,
⬜ white die, 🔘 gray die (counts as a white die). No other game uses these three symbols
(Mission: Wild Life's gray suit is ☁️). Every symbol here is a real emoji Discord accepts
on a component.

Source: the card faces are :class:`engine.games.rescue_animals.views.CardView` (the
engine's views); every word comes from the catalog (``locales/*/rescue-animals.ftl``) in the
reader's language.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from cogs.lang import SOURCE, Lang, t

if TYPE_CHECKING:
    from engine.games.rescue_animals.views import CardView, DiceView, RescueView

BLACK_SYM = "⬛"
WHITE_SYM = "⬜"
GRAY_SYM = "🔘"
DIE_SYMBOL: Mapping[str, str] = {"white": WHITE_SYM, "black": BLACK_SYM, "gray": GRAY_SYM}
LEADER = "👑"
PROTECTION = "🛡️"
BONUS = "✨"

SPECIES_EMOJI: Mapping[str, str] = {
    "giant_panda": "🐼",
    "fin_whale": "🐋",
    "bawean_deer": "🦌",
    "golden_lion_tamarin": "🐒",
    "red_wolf": "🐺",
    "sumatran_orangutan": "🦧",
    "mountain_gorilla": "🦍",
    "african_forest_elephant": "🐘",
    "black_rhinoceros": "🦏",
    "iberian_lynx": "🐈",
    "european_mink": "🦡",
    "amur_leopard": "🐆",
    "axolotl": "🦎",
    "hawksbill_turtle": "🐢",
    "vaquita": "🐬",
    "kakapo": "🦜",
    "northern_hairy_nosed_wombat": "🐨",
    "polar_bear": "🐻‍❄️",
    "emperor_penguin": "🐧",
    "giant_otter": "🦦",
    "california_condor": "🦅",
}
"""Species key -> emoji (shown on Rescue buttons, so each must be a real emoji)."""

AREA_EMOJI: Mapping[str, str] = {
    "Africa": "🌍",
    "Europe": "🌍",
    "Asia": "🌏",
    "Oceania": "🌏",
    "North America": "🌎",
    "South America": "🌎",
    "Oceans": "🌊",
    "Polar": "🧊",
}

def key_line(lang: Lang) -> str:
    """The legend under every rendering of requirements, in ``lang``."""
    return t(lang, "ra-key-line")


def animal_name(lang: Lang, card: CardView | Mapping[str, Any] | str) -> str:
    """An animal's name in ``lang`` (``ra-animal``, by species key); ``card`` is a view, a dict
    with ``key``, or the key itself."""
    key = card if isinstance(card, str) else card["key"] if isinstance(card, Mapping) else card.key
    return t(lang, "ra-animal", key=key)


def area_name(lang: Lang, area: str) -> str:
    """An area ("North America") in ``lang`` (``ra-area``)."""
    return t(lang, "ra-area", area=area.replace(" ", "_"))


def animal_emoji(card: CardView | Mapping[str, Any]) -> str:
    """The emoji of a card's species (🐾 for an unknown one); ``card`` is a view or a dict with ``key``."""
    key = card["key"] if isinstance(card, Mapping) else card.key
    return SPECIES_EMOJI.get(key, "🐾")


def requirement_line(card: CardView, lang: Lang = SOURCE) -> str:
    """The dice requirement as dice faces: ``⬛ 3 · ⬜ 3 · ⬜ any`` plus the special in words.

    ⬛ is a black-die symbol (only the black die meets it); ⬜ a white-die symbol (white
    or gray dice meet it). Example: ``"⬛ 5 · ⬜ 5 + ⬜ two white dice showing the same number"``.
    """
    req = card.requirement
    parts: list[str] = []
    if req.black is not None:
        parts.append(f"{BLACK_SYM} {req.black}")
    parts.extend(f"{WHITE_SYM} {t(lang, 'ra-any') if s == 'any' else s}" for s in req.white)
    text = " · ".join(parts)
    if req.special:
        special = f"{WHITE_SYM} {t(lang, 'ra-special', special=req.special)}"
        text = f"{text} + {special}" if text else special
    return text


def requirement_words(lang: Lang, card: CardView) -> str:
    """``card``'s dice requirement in words ("black 3 + white 5, 5"), in ``lang``
    (``learn-ra-req``, ``learn-ra-special``)."""
    req = card.requirement
    if req.special is not None:
        return t(lang, "learn-ra-special", special=req.special, black=req.black or 0,
                 white=str(req.white[0]) if req.white else "")
    whites = [str(s) for s in req.white if s != "any"]
    return t(lang, "learn-ra-req", black=req.black or 0, whites=", ".join(whites), count=len(whites),
             anys=sum(1 for s in req.white if s == "any"))


def card_title(card: CardView, lang: Lang = SOURCE) -> str:
    """``"🐼 Giant Panda"``."""
    return f"{animal_emoji(card)} {animal_name(lang, card)}"


def card_points(card: CardView, lang: Lang = SOURCE) -> str:
    """``"🛡️ 2 protection · ✨ +3 per pair"``."""
    return t(lang, "ra-card-points", protection=card.protection, bonus=card.bonus)


def card_block(card: CardView, lang: Lang = SOURCE) -> str:
    """Latin name, area, points and requirement of a displayed card (an embed field value)."""
    area = f"{AREA_EMOJI.get(card.area, '🗺️')} {area_name(lang, card.area)}"
    return t(lang, "ra-card-block", latin=t(lang, "ra-latin", latin=card.latin), area=area,
             points=card_points(card, lang), req=requirement_line(card, lang))


def card_alt(card: CardView, lang: Lang = SOURCE) -> str:
    """One line per card for a picture's alt text, in words a screen reader says well:
    ``"Kakapo (6 protection, +3 per pair) needs black 1 + white 4, 4 + 2 white dice of any number"``."""
    return t(lang, "ra-card-alt", name=animal_name(lang, card), protection=card.protection, bonus=card.bonus,
             req=requirement_words(lang, card))


def round_line(view: RescueView, lang: Lang = SOURCE) -> str:
    """``"Round 2/9"``."""
    return t(lang, "ra-round", round=view.round, rounds=view.rounds_total)


def die_face(color: str, value: int) -> str:
    """One die as text: ``"⬜ **3**"``, or ``"⬜ –"`` when unrolled."""
    return f"{DIE_SYMBOL[color]} **{value}**" if value else f"{DIE_SYMBOL[color]} –"


def dice_line(dice: DiceView) -> str:
    """A seat's dice as text: ``⬜ **3**  ⬜ **5**  [⬜ **1**]  ⬛ **2**`` (brackets = set aside)."""
    parts = []
    for color, value, aside in zip(dice.colors, dice.values, dice.aside, strict=True):
        face = die_face(color, value)
        parts.append(f"[{face}]" if aside else face)
    return "  ".join(parts)


def die_words(lang: Lang, color: str, value: int) -> str:
    """``"black 2"`` in ``lang`` (``learn-ra-die``)."""
    return t(lang, "learn-ra-die", colour=color, value=value)


def dice_words(dice: DiceView, indices: list[int], lang: Lang = SOURCE) -> str:
    """``"black 2, white 4"`` for the dice at ``indices``."""
    return ", ".join(die_words(lang, dice.colors[i], dice.values[i]) for i in indices)


def dice_alt(dice: DiceView, lang: Lang = SOURCE) -> str:
    """A seat's dice in words: ``"Your dice: white 3, white 5 (set aside), black not rolled"``."""
    words = [t(lang, "ra-die-alt", colour=c, value=v, aside="yes" if a else "no")
             for c, v, a in zip(dice.colors, dice.values, dice.aside, strict=True)]
    return t(lang, "ra-dice-alt", dice=", ".join(words))


__all__ = [
    "AREA_EMOJI", "BLACK_SYM", "BONUS", "DIE_SYMBOL", "GRAY_SYM", "LEADER", "PROTECTION",
    "SPECIES_EMOJI", "WHITE_SYM", "animal_emoji", "animal_name", "area_name", "card_alt", "card_block", "card_points",
    "card_title", "dice_alt", "dice_line", "dice_words", "die_face", "die_words", "key_line", "requirement_line",
    "requirement_words", "round_line",
]
