"""Card and mission text for Mission: Wild Life's Discord messages, in the reader's language.

Every card reads without colour: a symbol and the card's name, ``"🟥 Red 8"``, ``"🟩 Green 8"``,
``"🟦 Blue 8"``, ``"☀️ Gold 8"`` (suns, trump), ``"☁️ Gray 8"`` (clouds, evade); in German
``"🟥 Rot 8"``. The symbol is the engine's (:data:`~engine.games.mission_wild_life.views.SYMBOL`),
the name the catalog's ``mwl-card`` (``locales/*/mission-wild-life.ftl``). In English the name
is the card's label ("Red 8") the engine's ``private_texts`` lists, so the privacy guard sees
every card rendered here. Buttons show the symbol as their emoji and the name as their text.

Missions are named by their id (``mwl-mission-name``: the animal on the card) and described by
``mwl-mission-text`` (the printed text in the table's words).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.lang import SOURCE, Lang, t
from engine.games.mission_wild_life.views import SYMBOL, CardView, card_view

if TYPE_CHECKING:
    from engine.games.mission_wild_life.views import MissionView, MWLView, WonView

CARD_ID = r"(?:gray|blue|green|gold|red)-[1-8]"
"""A card id in a ``custom_id`` (``blue-8``)."""

KIND_ICON = {"research": "🔬", "adventure": "🧭", "flash": "⚡"}


def card_name(colour: str, number: int, lang: Lang = SOURCE) -> str:
    """A card's name in ``lang``: ``"Red 8"``, ``"Rot 8"``."""
    return t(lang, "mwl-card", colour=colour, number=number)


def card_text(card: CardView, lang: Lang = SOURCE) -> str:
    """A card at a glance: ``"🟦 Blue 8"``, ``"☀️ Gold 3"``, ``"☁️ Gray 1"``."""
    return f"{SYMBOL[card.colour]} {card_name(card.colour, card.number, lang)}"


def card_id_text(cid: str, lang: Lang = SOURCE) -> str:
    """:func:`card_text` of a card id; an unknown id is shown as it is."""
    try:
        return card_text(card_view(cid), lang)
    except ValueError:
        return cid


def cards_text(cids: list[str], lang: Lang = SOURCE) -> str:
    """Card ids as :func:`card_id_text`, joined with commas."""
    return ", ".join(card_id_text(c, lang) for c in cids)


def colour_text(colour: str, lang: Lang = SOURCE) -> str:
    """A colour with its symbol: ``"🟥 Red"``, ``"☀️ Gold"``."""
    return f"{SYMBOL.get(colour, '▫️')} {t(lang, 'mwl-colour', colour=colour)}"


def button_face(card: CardView, lang: Lang = SOURCE) -> tuple[str, str]:
    """``(emoji, label)`` of a card's button: ``("🟥", "Red 8")``."""
    return SYMBOL[card.colour], card_name(card.colour, card.number, lang)


def mission_name(mission: str, lang: Lang = SOURCE) -> str:
    """A mission's name by its id (the animal): ``"Rhino"``, ``"Nashorn"``."""
    return t(lang, "mwl-mission-name", mission=mission)


def won_name(won: WonView, lang: Lang = SOURCE) -> str:
    """A mission a seat holds: its name, a face-down card of its stack, or a plain token."""
    if won.mission is not None:
        return mission_name(won.mission, lang)
    if won.face_down:
        return t(lang, "mwl-face-down", type=won.type)
    return t(lang, "mwl-token")


def mission_line(m: MissionView, *, struck: bool = False, winner: str | None = None, lang: Lang = SOURCE) -> str:
    """One mission on display: icon, name, printed text and when it is scored."""
    expert = " *" + t(lang, "mwl-expert") + "*" if m.expert else ""
    name = mission_name(m.id, lang)
    name = f"~~{name}~~" if struck else f"**{name}**"
    line = (f"{KIND_ICON.get(m.type, '•')} {name}{expert} — {t(lang, 'mwl-mission-text', mission=m.id)} · "
            f"_{t(lang, 'mwl-kind-hint', type=m.type)}_")
    if winner:
        line += " — " + t(lang, "mwl-won-by", name=winner)
    return line


def watch_cards(view: MWLView) -> bool:
    """Whether an Iguana-type mission ("the last red, green or blue N") is on display."""
    from engine.games.mission_wild_life import missions as M

    return any(m.id in M.BY_ID and M.get(m.id).watch for m in view.display)


def missions_text(count: int, need: int | None, *, bold: bool = False, noun: bool = False, lang: Lang = SOURCE) -> str:
    """A seat's missions against the number that ends the game: ``"3/5"`` up to the goal
    (``"5/5"``), ``"7 (goal 6)"`` past it (never "7/6"); ``"3"`` when ``need`` is unknown.
    ``bold`` bolds the count, ``noun`` adds "missions" after it: ``"**5/5** missions"``,
    ``"**7** missions (goal 6)"``, ``"1 mission"``."""
    b = "**" if bold else ""
    if not need:
        shown = f"{b}{count}{b}"
        return t(lang, "mwl-missions-noun", shown=shown, n=count) if noun else shown
    if count <= need:
        shown = f"{b}{count}/{need}{b}"
        return t(lang, "mwl-missions-noun", shown=shown, n=need) if noun else shown
    shown = f"{b}{count}{b}"
    return t(lang, "mwl-missions-past-goal", shown=shown, n=count, need=need, noun="yes" if noun else "no")


def missions_n(count: int, lang: Lang = SOURCE) -> str:
    """``"1 mission"``, ``"3 missions"``."""
    return t(lang, "mwl-missions-n", n=count)


__all__ = [
    "CARD_ID", "KIND_ICON", "SYMBOL", "button_face", "card_id_text", "card_name", "card_text", "card_view",
    "cards_text", "colour_text", "mission_line", "mission_name", "missions_n", "missions_text", "watch_cards",
    "won_name",
]
