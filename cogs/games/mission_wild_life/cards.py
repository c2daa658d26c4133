"""Card and mission text for Mission: Wild Life's Discord messages.

Every card reads without colour: a symbol and the card's label, ``"🟥 Red 8"``,
``"🟩 Green 8"``, ``"🟦 Blue 8"``, ``"☀️ Gold 8"`` (suns, trump), ``"☁️ Gray 8"`` (clouds,
evade). The form is the engine's :func:`~engine.games.mission_wild_life.views.symbol_label`
(``CardView.emoji_label``); it contains the label ("Red 8") the engine's ``private_texts``
lists, so the privacy guard sees every card rendered here. Buttons show the symbol as their
emoji and the label as their text.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine.games.mission_wild_life.views import SYMBOL, CardView, card_view, symbol_label

if TYPE_CHECKING:
    from engine.games.mission_wild_life.views import MissionView, MWLView

CARD_ID = r"(?:gray|blue|green|gold|red)-[1-8]"
"""A card id in a ``custom_id`` (``blue-8``)."""

COLOUR_NAME = {"gray": "Gray", "blue": "Blue", "green": "Green", "gold": "Gold", "red": "Red"}
KIND_ICON = {"research": "🔬", "adventure": "🧭", "flash": "⚡"}
KIND_HINT = {"research": "research · round end", "adventure": "adventure · round end", "flash": "flash · first to do it"}
LEGEND = ("☀️ Gold = trump · ☁️ Gray = evade (may always be played, even when you could follow; wins only a gray "
          "lead) · a 1 beats the 8 of its colour · each mission is named after the animal card you win with it")


def card_text(card: CardView) -> str:
    """A card at a glance: ``"🟦 Blue 8"``, ``"☀️ Gold 3"``, ``"☁️ Gray 1"``."""
    return card.emoji_label


def card_id_text(cid: str) -> str:
    """:func:`card_text` of a card id; an unknown id is shown as it is."""
    try:
        return symbol_label(cid)
    except ValueError:
        return cid


def colour_text(colour: str) -> str:
    """A colour with its symbol: ``"🟥 Red"``, ``"☀️ Gold"``."""
    return f"{SYMBOL.get(colour, '▫️')} {COLOUR_NAME.get(colour, colour)}"


def button_face(card: CardView) -> tuple[str, str]:
    """``(emoji, label)`` of a card's button: ``("🟥", "Red 8")``."""
    return SYMBOL[card.colour], card.label


def mission_line(m: MissionView, *, struck: bool = False, winner: str | None = None) -> str:
    """One mission on display: icon, name, printed text and when it is scored."""
    expert = " *(expert)*" if m.expert else ""
    name = f"~~{m.name}~~" if struck else f"**{m.name}**"
    line = f"{KIND_ICON.get(m.type, '•')} {name}{expert} — {mission_text(m.text)} · _{KIND_HINT.get(m.type, m.type)}_"
    if winner:
        line += f" — won by {winner}"
    return line


def watch_cards(view: MWLView) -> bool:
    """Whether an Iguana-type mission ("the last red, green or blue N") is on display."""
    try:
        from engine.games.mission_wild_life import missions as M

        return any(M.get(m.id).watch for m in view.display)
    except Exception:  # noqa: BLE001 - catalogue lookup only; fall back to the printed text
        return any(m.text.startswith("Win the last") for m in view.display)


__all__ = [
    "CARD_ID", "COLOUR_NAME", "KIND_HINT", "KIND_ICON", "LEGEND", "SYMBOL", "button_face", "card_id_text",
    "card_text", "card_view", "colour_text", "mission_line", "mission_text", "missions_text", "watch_cards",
]


def missions_text(count: int, need: int | None, *, bold: bool = False, noun: bool = False) -> str:
    """A seat's missions against the number that ends the game: ``"3/5"`` up to the goal
    (``"5/5"``), ``"7 (goal 6)"`` past it (never "7/6"); ``"3"`` when ``need`` is unknown.
    ``bold`` bolds the count, ``noun`` adds "missions" after it: ``"**5/5** missions"``,
    ``"**7** missions (goal 6)"``, ``"1 mission"``."""
    b = "**" if bold else ""
    if not need:
        return f"{b}{count}{b}" + (" mission" if count == 1 else " missions") * noun
    if count <= need:
        return f"{b}{count}/{need}{b}" + " missions" * noun
    return f"{b}{count}{b}" + " missions" * noun + f" (goal {need})"


_PRINTED_WORDS = (("Least amount of points", "Fewest points"), ("Highest amount of points", "Most points"))
"""The printed mission texts say "Least amount of points in blue" beside "Fewest green cards" and
"Highest amount of points in green" beside "Most red cards"; shown as "Fewest points in blue" and
"Most points in green", the rulebook's own wording in its example (Mission: Wild Life, "Missions
(Animal Cards)": the Rhino "Most points in green"), so one word says one thing."""


def mission_text(text: str) -> str:
    """A mission's printed text in the table's words (:data:`_PRINTED_WORDS`)."""
    for printed, ours in _PRINTED_WORDS:
        text = text.replace(printed, ours)
    return text
