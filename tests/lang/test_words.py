"""Refusals in the reader's language (cogs/lang/words.py) and the kit's helpers following the
language being drawn (cogs.lang.reading)."""
from __future__ import annotations

from typing import Any, cast

from cogs.kit.text import safe, seat_label
from cogs.kit.ui import GameUI
from cogs.lang import Lang, Msg, reader, reading, t
from cogs.lang.words import UNDO_MESSAGES, refusal, refused, say
from engine.core import IllegalAction
from engine.service import MatchError
from engine.service.undo_clock import NOT_OWN, TOO_LATE
from engine.undo import REFUSALS
from storage import MatchRecord, SeatRecord


def test_a_refusal_with_a_catalog_code_is_rendered_in_the_readers_language() -> None:
    exc = IllegalAction("That move can no longer be taken back.", code="undo.stale", params={"step": 4})
    words = refusal(exc, safe)
    assert words == Msg("core-undo-stale", step=4)
    assert say(Lang.DE, words) == "Dieser Zug kann nicht mehr zurückgenommen werden."
    assert say(Lang.EN, words) == exc.reason
    assert refusal(IllegalAction("You must follow blue."), safe) == "You must follow blue."  # no code
    assert refusal(IllegalAction("Odd.", code="mwl-no-such-message"), safe) == "Odd."  # a code the catalog lacks
    assert say(Lang.DE, "plain words") == "plain words"


def test_supplied_text_in_a_refusal_is_made_inert_and_nothing_else_is() -> None:
    """A refusal naming what someone typed or chose (``IllegalAction.supplied``: a display name) shows
    it inert, as ``safe`` makes it: no mention comes alive, no markdown breaks out; the match number
    beside it is left as it is."""
    hostile = "<@1234> **Mod** @everyone"
    exc = MatchError(f"Match #12 is already paused (by {hostile}).", code="service-pause-already",
                     params={"match": "12", "name": hostile}, supplied=["name"])
    words = refusal(exc, safe)
    assert words == Msg("service-pause-already", match="12", name=safe(hostile))
    shown = say(Lang.DE, words)
    assert shown == f"Partie #12 ist schon pausiert (von {safe(hostile)})."
    assert "\\<@1234>" in shown and "\\*\\*Mod" in shown and "@everyone" not in shown  # escaped, broken
    assert say(Lang.EN, refusal(exc, str.upper)) == f"Match #12 is already paused (by {hostile.upper()})."
    assert say(Lang.EN, refusal(exc)) == "Match #12 is already paused (by …)."  # no way to make it inert: left out


def test_every_undo_refusal_has_its_message() -> None:
    clock = dict([NOT_OWN, TOO_LATE])  # the service's refusals of a take-back
    assert set(UNDO_MESSAGES) == set(REFUSALS) | set(clock)
    for code, english in {**REFUSALS, **clock}.items():
        assert t(Lang.EN, UNDO_MESSAGES[code]) == english


def test_refused_is_a_match_error_with_its_code() -> None:
    exc = refused("core-no-match")
    assert isinstance(exc, MatchError) and exc.code == "core-no-match" and exc.reason == "That match doesn't exist."
    assert say(Lang.DE, refusal(exc, safe)) == "Diese Partie gibt es nicht."


def test_kit_helpers_speak_the_language_being_drawn() -> None:
    record = cast(Any, MatchRecord).__new__(MatchRecord)
    record.seats = [SeatRecord(0, 1, "Ann", abandoned=True)]
    ann = safe("Ann")  # a name is isolated (FSI … PDI) wherever it is shown
    assert reader() is Lang.EN
    assert seat_label(record, 0) == f"{ann} (left, bot plays)"
    with reading(Lang.DE):
        assert reader() is Lang.DE
        assert seat_label(record, 0) == f"{ann} (gegangen, ein Bot spielt)"
        assert seat_label(record, None) == "niemand"

        class Toy(GameUI[Any, Any]):
            key, prefix = "toy-words", "tw"

        assert Toy().refresh_button(7).label == "Aktualisieren"
    assert reader() is Lang.EN
    assert seat_label(record, 0, Lang.DE) == f"{ann} (gegangen, ein Bot spielt)"  # given explicitly
