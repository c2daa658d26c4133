"""WildLife's events in words (issue 34): one line per public event, from its ``kind`` and ``data``
only, in the reader's language (``locales/*/wildlife.ftl``, ids ``wl-ev-…``).

The engine's events carry no words: seats by number, spaces by label, regions, cards, terrains and
abilities by id. The thread, the table's latest lines and ``/history`` all word them here, so a
match played in English reads in German later. An event of a match stored before issue 34 whose
data lacks what its line needs is shown by its stored English ``text`` (``name_seats`` turns its
"Seat N" into the player's name); :func:`event_words` returns None for an event no line shows.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cogs.games.wildlife.words import seat_name
from cogs.kit.text import name_seats
from cogs.lang import SOURCE, Lang, t
from engine.games.wildlife.cards import STARTING_CREATURES, is_card, kind_of

_CARD_EVENTS = {"auction_no_bids", "auction_won", "card_used", "auction_start", "card_discarded"}


def _kind(card: Any) -> str:
    """A card id (or kind) in an event's data as its kind."""
    return kind_of(card) if isinstance(card, str) and is_card(card) else str(card)


def event_words(kind: str, data: Mapping[str, Any], names: Sequence[str], lang: Lang = SOURCE,
                text: str = "") -> str | None:
    """The line of one public event (``kind``, ``data``) with the players' ``names`` (by seat,
    already inert), in ``lang``; ``text``: the event's stored English (matches from before issue
    34), shown when the data lacks what the line needs. None: no words for it."""
    try:
        line = _words(kind, data, names, lang)
    except (KeyError, TypeError, ValueError, IndexError):
        line = None
    if line is None and text:
        return name_seats(text, names)
    return line


def _words(kind: str, d: Mapping[str, Any], names: Sequence[str], lang: Lang) -> str | None:
    def who(key: str = "seat") -> str:
        return seat_name(names, int(d[key]), lang)

    seat = d.get("seat")
    if kind == "setup":
        order = [int(s) for s in d["order"]]
        if "creatures" in d:  # the start of populating the board
            count = int(d.get("count") or STARTING_CREATURES[len(order)])
            return t(lang, "wl-ev-setup", who=seat_name(names, order[0], lang), count=count)
        return t(lang, "wl-ev-play-order", names=", ".join(seat_name(names, s, lang) for s in order))
    if kind == "chart_auction":
        return t(lang, "wl-ev-chart-auction")
    if kind == "board_populated":
        return t(lang, "wl-ev-board-populated")
    if kind == "major_due":
        return t(lang, "wl-ev-major-due")
    if kind == "major_scoring":
        return t(lang, "wl-ev-major-scoring", final="yes" if d.get("final") else "no")
    if kind == "game_end":
        return t(lang, "wl-ev-game-end", reason=end_reason(str(d.get("reason") or ""), d.get("end_seat"), names, lang,
                                                         turns=int(d.get("turns") or 300)))
    if kind in _CARD_EVENTS:
        card = _kind(d["card"])
        if kind == "auction_no_bids":
            return t(lang, "wl-ev-auction-no-bids", kind=card)
        if kind == "auction_won":
            return t(lang, "wl-ev-auction-won", who=who(), kind=card, bid=int(d["bid"]), paid=int(d["paid"]),
                     seller=who("auctioneer"), steps=int(d.get("steps_back") or 0))
        if kind == "auction_start":
            return t(lang, "wl-ev-auction-start", who=who(), kind=card,
                     first=seat_name(names, int(d["bidders"][0]), lang))
        msg = "wl-ev-card-used" if kind == "card_used" else "wl-ev-card-discarded"
        return t(lang, msg, who=who(), kind=card)
    if seat is None:
        return None
    simple = {"populate_skipped": "wl-ev-populate-skipped", "bid_pass": "wl-ev-bid-pass",
              "last_creature": "wl-ev-last-creature"}
    if kind in simple:
        return t(lang, simple[kind], who=who())
    if kind == "turn_start":
        return t(lang, "wl-ev-turn-start", who=who(), turn=int(d["turn"]))
    if kind in ("ability_food", "food_surplus"):
        msg = "wl-ev-ability-food" if kind == "ability_food" else "wl-ev-food-surplus"
        return t(lang, msg, who=who(), food=int(d["food"]))
    if kind in ("bid", "chart_auction_won"):
        return t(lang, "wl-ev-bid" if kind == "bid" else "wl-ev-chart-auction-won", who=who(), amount=int(d["amount"]))
    if kind == "creature_chosen":
        return t(lang, "wl-ev-creature-chosen", who=who(), creature=str(d["creature"]))
    if kind in ("placed", "expanded", "plague_removed"):
        msg = {"placed": "wl-ev-placed", "expanded": "wl-ev-expanded", "plague_removed": "wl-ev-plague-removed"}[kind]
        return t(lang, msg, who=who(), space=str(d["space"]))
    if kind == "joker":
        return t(lang, "wl-ev-joker", who=who(), kind=str(d["as_kind"]))
    if kind == "food_traded":
        return t(lang, "wl-ev-food-traded", who=who(), success=int(d["success"]))
    if kind == "turn_end":
        return t(lang, "wl-ev-turn-end", who=who(), drawn=int(d["drawn"]))
    if kind == "round_start":
        if "round" not in d:
            return None
        return t(lang, "wl-ev-round-start", who=who(), round=int(d["round"]))
    if kind == "famine":
        lost_by = list(d.get("lost") or [])
        lost = ", ".join(f"{seat_name(names, s, lang)} {n}" for s, n in enumerate(lost_by) if s != seat)
        return t(lang, "wl-ev-famine", lost=lost or "none")
    if kind == "minor_scoring":
        return t(lang, "wl-ev-minor-scoring", who=who(), region=str(d["region"]), points=int(d["points"]),
                 marker=int(d["marker"]))
    if kind == "migrated":
        return t(lang, "wl-ev-migrated", who=who(), frm=str(d["from_space"]), to=str(d["to_space"]),
                 free="yes" if d.get("free") else "no")
    if kind in ("attacked", "attack_defended"):
        msg = "wl-ev-attacked" if kind == "attacked" else "wl-ev-attack-defended"
        return t(lang, msg, who=who(), space=str(d["space"]), victim=who("victim"))
    if kind == "adapted":
        return t(lang, "wl-ev-adapted", who=who(), terrain=str(d["terrain"]), level=str(d["level"]))
    if kind == "ability_taken":
        src = d.get("from_seat")
        return t(lang, "wl-ev-ability-taken", who=who(), ability=str(d["ability"]), supply="yes" if src is None else "no",
                 **{"from": "" if src is None else seat_name(names, int(src), lang)})
    if kind == "plague":
        return t(lang, "wl-ev-plague", who=who(), region=str(d["region"]))
    return None


def end_reason(reason: str, end_seat: Any, names: Sequence[str], lang: Lang = SOURCE, *, turns: int = 300) -> str:
    """Why the match ended (``WLState.end_reason``'s code) in words; a match stored before issue 34
    kept an English sentence, shown as it is (its "Seat N" named)."""
    if reason in ("last-marker", "last-creature", "turn-limit"):
        seat = int(end_seat) if isinstance(end_seat, int) else -1
        who = seat_name(names, seat, lang) if seat >= 0 else "?"
        return t(lang, "wl-end-reason", reason=reason, who=who, turns=turns)
    return name_seats(reason, names)


__all__ = ["end_reason", "event_words"]
