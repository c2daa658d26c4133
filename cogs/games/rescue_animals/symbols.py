"""Rescue Animals' symbols and the text rendering of cards and dice (no Discord objects).

Read without colour: a die is always named by its symbol *and* its word — ⬛ black die,
⬜ white die, 🔘 gray die (counts as a white die). No other game uses these three symbols
(Mission: Wild Life's gray suit is ☁️). Every symbol here is a real emoji Discord accepts
on a component.

Source: the card faces are :class:`engine.games.rescue_animals.views.CardView` (the
engine's views), the special requirements' wording is the engine's ``SPECIAL_TEXT``.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from engine.games.rescue_animals.requirement import SPECIAL_TEXT

if TYPE_CHECKING:
    from engine.games.rescue_animals.views import CardView, DiceView, RescueView

BLACK_SYM = "⬛"
WHITE_SYM = "⬜"
GRAY_SYM = "🔘"
DIE_SYMBOL: Mapping[str, str] = {"white": WHITE_SYM, "black": BLACK_SYM, "gray": GRAY_SYM}
DIE_NAME: Mapping[str, str] = {"white": "White", "black": "Black", "gray": "Gray"}
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

KEY_LINE = (
    f"{BLACK_SYM} black-die symbol (only the black die) · {WHITE_SYM} white-die symbol "
    f"(white or gray dice) · any = any number"
)
"""The legend under every rendering of requirements."""


def animal_emoji(card: CardView | Mapping[str, Any]) -> str:
    """The emoji of a card's species (🐾 for an unknown one); ``card`` is a view or a dict with ``key``."""
    key = card["key"] if isinstance(card, Mapping) else card.key
    return SPECIES_EMOJI.get(key, "🐾")


def requirement_line(card: CardView) -> str:
    """The dice requirement as dice faces: ``⬛ 3 · ⬜ 3 · ⬜ any`` plus the special in words.

    ⬛ is a black-die symbol (only the black die meets it); ⬜ a white-die symbol (white
    or gray dice meet it). Example: ``"⬛ 5 · ⬜ 5 + ⬜ two white dice showing the same number"``.
    """
    req = card.requirement
    parts: list[str] = []
    if req.black is not None:
        parts.append(f"{BLACK_SYM} {req.black}")
    parts.extend(f"{WHITE_SYM} {s}" for s in req.white)
    text = " · ".join(parts)
    if req.special:
        special = f"{WHITE_SYM} {SPECIAL_TEXT.get(req.special, card.requirement_text)}"
        text = f"{text} + {special}" if text else special
    return text or card.requirement_text


def card_title(card: CardView) -> str:
    """``"🐼 Giant Panda"``."""
    return f"{animal_emoji(card)} {card.name}"


def card_points(card: CardView) -> str:
    """``"🛡️ 2 protection · ✨ +3 per pair"``."""
    return f"{PROTECTION} {card.protection} protection · {BONUS} +{card.bonus} per pair"


def card_block(card: CardView) -> str:
    """Latin name, area, points and requirement of a displayed card (an embed field value)."""
    area = f"{AREA_EMOJI.get(card.area, '🗺️')} {card.area}"
    return f"*{card.latin}* · {area}\n{card_points(card)}\nNeeds: {requirement_line(card)}"


def card_alt(card: CardView) -> str:
    """One line per card for a picture's alt text, in words a screen reader says well:
    ``"Kakapo (6 protection, +3 per pair) needs black 1 + white 4, 4, any, any"``."""
    return f"{card.name} ({card.protection} protection, +{card.bonus} per pair) needs {card.requirement_text}"


def round_line(view: RescueView) -> str:
    """``"Round 2/9"``."""
    return f"Round {view.round}/{view.rounds_total}"


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


def dice_words(dice: DiceView, indices: list[int]) -> str:
    """``"black 2, white 4"`` for the dice at ``indices``."""
    return ", ".join(f"{DIE_NAME[dice.colors[i]].lower()} {dice.values[i]}" for i in indices)


def dice_alt(dice: DiceView) -> str:
    """A seat's dice in words: ``"Your dice: white 3, white 5 (set aside), black not rolled"``."""
    words = [f"{DIE_NAME[c].lower()} {v if v else 'not rolled'}" + (" (set aside)" if a else "")
             for c, v, a in zip(dice.colors, dice.values, dice.aside, strict=True)]
    return "Your dice: " + ", ".join(words)


__all__ = [
    "AREA_EMOJI", "BLACK_SYM", "BONUS", "DIE_NAME", "DIE_SYMBOL", "GRAY_SYM", "KEY_LINE", "LEADER", "PROTECTION",
    "SPECIES_EMOJI", "WHITE_SYM", "animal_emoji", "card_alt", "card_block", "card_points", "card_title", "dice_alt",
    "dice_line", "dice_words", "die_face", "requirement_line", "round_line",
]
