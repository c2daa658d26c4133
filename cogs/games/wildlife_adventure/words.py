"""Words of Wildlife Adventure's Discord presentation, in one place: the table, the panel, the
thread, the pictures and their alt texts use these, so one thing has one name (issue 34: every
word from ``locales/<lang>/wildlife-adventure.ftl``, ids ``wa-…``; the glossary is its terms and
``docs/glossary/wildlife-adventure.md``).

* An animal card laid down is an animal **found** (rulebook "Reaching Destinations": the
  player "lays it down" and "has completed one of his discovery missions"); the cards on
  display are the **open discovery missions**, which a player **claims** (and so also finds).
  Animal names, their facts and the chance cards' instructions are catalog messages chosen by
  the card's id or effect (``wa-animal``, ``wa-animal-fact``, ``wa-chance``): the engine's data
  keeps only ids and effects for them.
* A score is signed with a real minus sign: ``+3``, ``−2``, ``0`` (:func:`signed`).
* What a player types is a **space** id as printed on the board, and every abbreviation a
  player meets is explained where first met (issue 35, "Words"): the ids (AF7 = space 7 in
  Africa; L/R arrow spaces, OC sea routes) in the panel's footnote (:func:`type_a_space`) and the
  table's legend (:func:`legend`, with the expedition tags and the symbols); the paid
  obstacle moves in plain words (:func:`obstacles_paid`), never "obstacle session".
* The obstacles are X1-X3 everywhere, as on the map; one not yet on the board is "not placed".

Every function takes ``lang``, by default the language being drawn (:func:`cogs.lang.reader`).
Events are worded from their kind and data (:func:`event_line`), so a match reads in the
reader's language whenever it is read; an event stored before issue 34 with a kind this game
no longer words keeps its stored English text.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cogs.kit.text import name_seats
from cogs.lang import Lang, reader, t
from engine.games.wildlife_adventure.board import POINTS, same_place
from engine.games.wildlife_adventure.cards import ANIMALS, CHANCE, COLOURS
from engine.games.wildlife_adventure.views import WAView

MINUS = "\u2212"


def _lang(lang: Lang | None) -> Lang:
    return lang or reader()


def type_a_space(lang: Lang | None = None) -> str:
    """The panel's footnote: what the ⌨️ buttons take and what a space id means (``wa-words-type-a-space``)."""
    return t(_lang(lang), "wa-words-type-a-space")


def legend(lang: Lang | None = None) -> str:
    """The table's footer: the map's symbols, the space ids and the expedition tags (``wa-words-legend``)."""
    return t(_lang(lang), "wa-words-legend")


def obstacles_paid(lang: Lang | None = None) -> str:
    """The table's note while a travel voucher paid for this turn's obstacle moves (``wa-words-obstacles-paid``)."""
    return t(_lang(lang), "wa-words-obstacles-paid")


def score_rule(lang: Lang | None = None) -> str:
    """How the score is counted (GAPS.md section 3, end of game): ``wa-score-rule``."""
    return t(_lang(lang), "wa-score-rule")


def signed(value: int) -> str:
    """A score with its sign: ``"+3"``, ``"−2"`` (a minus sign, not a hyphen), ``"0"``."""
    return f"+{value}" if value > 0 else f"{MINUS}{-value}" if value < 0 else "0"


def obstacle_name(index: int) -> str:
    """``"X1"``: obstacle ``index`` (0-based) by its name on the map (a symbol, the same in every language)."""
    return f"X{index + 1}"


def obstacle_where(where: str | None, lang: Lang | None = None) -> str:
    """Where an obstacle is: ``"on AF3"`` or ``"not placed"``."""
    return t(_lang(lang), "wa-obstacle-where", where=where or "none")


def colour(e: int) -> str:
    """Expedition ``e``'s colour as a selector value: ``"red"``, ``"yellow"``, ``"blue"``."""
    return COLOURS[e]


def expedition_name(e: int, lang: Lang | None = None) -> str:
    """``"Red"``, ``"Yellow"``, ``"Blue"`` (``wa-expedition-name``)."""
    return t(_lang(lang), "wa-expedition-name", expedition=COLOURS[e])


def continent_name(code: str, lang: Lang | None = None) -> str:
    """``"AF"`` → ``"Africa"`` (``wa-continent``)."""
    return t(_lang(lang), "wa-continent", continent=code)


def animal_name(card: str, lang: Lang | None = None) -> str:
    """An animal card's name (``wa-animal``): ``"Grey Wolf"``."""
    return t(_lang(lang), "wa-animal", id=card)


def animal_label(card: str, lang: Lang | None = None) -> str:
    """An animal card with its space: ``"Grey Wolf (EU6)"`` (``wa-animal-label``)."""
    lang = _lang(lang)
    return t(lang, "wa-animal-label", id=card, name=animal_name(card, lang))


def animal_fact(card: str, lang: Lang | None = None) -> str | None:
    """The line read out when the animal is found (``wa-animal-fact``), None for a card without one."""
    animal = ANIMALS.get(card)
    if animal is None or not animal.fact:
        return None
    return t(_lang(lang), "wa-animal-fact", id=card)


def chance_text(card: str, lang: Lang | None = None) -> str:
    """A chance card's instruction (``wa-chance``, by the card's effect)."""
    chance = CHANCE.get(card)
    return t(_lang(lang), "wa-chance", effect=chance.effect if chance else card)


def chance_label(card: str, lang: Lang | None = None) -> str:
    """A chance card as shown, ★ before one that may be kept (``wa-chance-label``)."""
    lang = _lang(lang)
    chance = CHANCE.get(card)
    return t(lang, "wa-chance-label", star="yes" if chance and chance.star else "no", text=chance_text(card, lang))


def tip_words(tip: str, via: str | None = None, lang: Lang | None = None) -> str:
    """Where an expedition's tip is: ``"EU4"``, ``"L2 (continues from R2)"``, ``"the start base"`` (``wa-tip``)."""
    return t(_lang(lang), "wa-tip", tip=tip, via=via if via and via != tip else "none")


def join_and(items: Sequence[str], lang: Lang | None = None) -> str:
    """``"A, B and C"`` in ``lang`` (``wa-list-and``); ``""`` for none."""
    if len(items) <= 1:
        return "".join(items)
    return t(_lang(lang), "wa-list-and", rest=", ".join(items[:-1]), last=items[-1])


def who(names: Sequence[str], seat: Any, lang: Lang | None = None) -> str:
    """Seat ``seat``'s name from ``names`` (already inert), or "Seat n"."""
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return t(_lang(lang), "core-seat-number", seat=seat + 1 if isinstance(seat, int) else "?")


def point_words(view: WAView, point: str, lang: Lang | None = None) -> str:
    """A one-line description of ``point`` for the seat of ``view`` (issue 10, "Your move"):
    "AF3 — red space (chance card)", "AF4 — Black Rhinoceros, yours", "AF9 — open discovery
    mission: Giraffe", "EU2 — blocked by obstacle" (``wa-point``). Raises KeyError for an
    unknown point."""
    lang = _lang(lang)
    p = POINTS[point]
    args: dict[str, Any] = {}
    if any(same_place(point, o) for o in view.obstacles):
        kind = "blocked"
    elif p.kind in ("red", "green", "blue", "start", "plain"):
        kind = p.kind
    elif p.kind == "arrow":
        kind = "arrow"
        args.update(arrow=p.arrow or "", side=p.side or "left")
    else:
        kind = "animal"
        if any(a.id == point for a in view.hand):
            kind = "yours"
        elif any(a.id == point for a in view.open_missions):
            kind = "open"
        elif any(a.id == point for cs in view.completed for a in cs):
            kind = "found"
        if kind == "animal":
            args["continent"] = continent_name(p.continent or "EU", lang)
        else:
            args["animal"] = animal_name(point, lang)
    return t(lang, "wa-point", id=point, kind=kind, **args)


def end_reason(reason: str, seats: Sequence[int], names: Sequence[str], lang: Lang | None = None) -> str:
    """Why the match ended (``wa-end-reason``), or a match's stored English reason from before issue 34."""
    from engine.games.wildlife_adventure.rules import END_REASONS, MAX_TURNS

    lang = _lang(lang)
    if reason not in END_REASONS:
        return name_seats(reason, names)  # an English reason stored before issue 34
    named = [who(names, s, lang) for s in seats]
    return t(lang, "wa-end-reason", reason=reason, seats=join_and(named, lang), count=len(named), limit=MAX_TURNS)


def event_line(kind: str, data: Mapping[str, Any], names: Sequence[str], lang: Lang | None = None,
               text: str = "") -> str | None:
    """One public event in words (the table's last events, ``/history``), from its ``kind`` and
    ``data`` in ``lang``; ``names`` by seat, already inert. None for an event not worth a line
    (a turn change); ``text`` (an event stored before issue 34 of a kind not worded here) as it was."""
    lang = _lang(lang)
    d = data
    w = who(names, d.get("seat"), lang)
    expedition = COLOURS[int(d.get("expedition", 0)) % 3]
    if kind == "setup":
        missions = join_and([animal_label(str(c), lang) for c in d.get("open_missions") or ()], lang)
        return t(lang, "wa-event-setup", missions=missions, first=who(names, d.get("first"), lang))
    if kind == "animal_found":
        card = str(d.get("card", ""))
        line = t(lang, "wa-event-found", how=str(d.get("how", "hand")), who=w, animal=animal_label(card, lang))
        fact = animal_fact(card, lang)
        return f"{line} {fact}" if fact else line
    if kind == "expedition_finished":
        return t(lang, "wa-event-expedition-finished", expedition=expedition)
    if kind in ("green", "blue"):
        msg = "wa-event-green" if kind == "green" else "wa-event-blue"
        return t(lang, msg, point=str(d.get("point", "")), who=w)
    if kind == "chance_none":
        return t(lang, "wa-event-chance-none")
    if kind == "chance":
        return t(lang, "wa-event-chance", who=w, card=chance_label(str(d.get("card", "")), lang))
    if kind == "chance_kept":
        return t(lang, "wa-event-chance-kept", who=w)
    if kind == "star_played":
        return t(lang, "wa-event-star-played", who=w, card=chance_label(str(d.get("card", "")), lang))
    if kind == "vouchers":
        amount = int(d.get("amount", 0))
        via = str(d.get("via", "back" if amount < 0 else "blue"))
        return t(lang, "wa-event-vouchers", via=via, who=w, amount=abs(amount))
    if kind == "draw":
        return t(lang, "wa-event-draw", who=w)
    if kind == "open_mission":
        return t(lang, "wa-event-open-mission", animal=animal_label(str(d.get("card", "")), lang))
    if kind == "relay_none":
        return t(lang, "wa-event-relay-none")
    if kind == "extension":
        first = d.get("first", d.get("from") == "START")
        return t(lang, "wa-event-extension", who=w, first="yes" if first else "no", expedition=expedition,
                 to=str(d.get("to", "")), parallel="yes" if d.get("parallel") else "no")
    if kind == "miss_turn":
        return t(lang, "wa-event-miss-turn", who=w)
    if kind == "pass":
        return t(lang, "wa-event-pass", who=w, auto="yes" if d.get("auto") else "no")
    if kind == "removed" and "tip" in d:
        return t(lang, "wa-event-removed", who=w, expedition=expedition, to=str(d.get("to", "")),
                 tip=str(d["tip"]), **{"from": str(d.get("from", ""))})
    if kind == "obstacle":
        return t(lang, "wa-event-obstacle", who=w, obstacle=obstacle_name(int(d.get("obstacle", 0))),
                 to=str(d.get("to") or "none"), **{"from": str(d.get("from") or "none")})
    if kind == "swap":
        return t(lang, "wa-event-swap", who=w)
    if kind == "blue_cards":
        return t(lang, "wa-event-blue-cards", who=w)
    if kind == "discard":
        return t(lang, "wa-event-discard", who=w)
    if kind == "relay" and "old" in d:
        return t(lang, "wa-event-relay", who=w, expedition=expedition, old=str(d["old"]), to=str(d.get("to", "")),
                 **{"from": str(d.get("from", ""))})
    if kind == "game_end":
        scores = [int(s) for s in d.get("scores") or ()]
        listed = ", ".join(t(lang, "wa-event-score", who=who(names, s, lang), score=signed(v))
                           for s, v in enumerate(scores))
        reason = end_reason(str(d.get("reason", "")), [int(s) for s in d.get("seats") or ()], names, lang)
        return t(lang, "wa-event-game-end", reason=reason, scores=listed)
    if kind == "turn":
        return None
    return name_seats(text, names) or None


def turn_line(data: Mapping[str, Any], names: Sequence[str], lang: Lang | None = None) -> str:
    """A ``turn`` event in words for ``/history`` ("Bo's turn."), where an *End turn* move shows whose
    turn it is next (the table shows the turn itself, so :func:`event_line` leaves it out)."""
    return t(_lang(lang), "wa-event-turn", who=who(names, data.get("seat"), _lang(lang)))


__all__ = ["MINUS", "animal_fact", "animal_label", "animal_name", "chance_label", "chance_text", "colour",
           "continent_name", "end_reason", "event_line", "expedition_name", "join_and", "legend", "obstacle_name",
           "obstacle_where", "obstacles_paid", "point_words", "score_rule", "signed", "tip_words", "turn_line",
           "type_a_space", "who"]
