"""WildLife in the reader's language (issue 34): events, the table's latest lines, the end of a
match and refusals are worded from data when read, so a match reads in German later; what a match
stored before issue 34 kept (English event texts, log lines, end reason, Major Scoring labels)
still shows."""
from __future__ import annotations

from cogs.games.wildlife.announce import history_lines, major_lines
from cogs.games.wildlife.events import event_words
from cogs.games.wildlife.table import render_table
from cogs.lang import Lang, t
from cogs.lang.words import refusal
from engine.core import Event, IllegalAction
from engine.games.wildlife import GAME
from engine.games.wildlife.actions import BidAction
from engine.games.wildlife.state import WLOptions, WLState
from tests.cogs.wildlife.test_ui import make_record

NAMES = ["Ana", "Bo", "Cy"]


def test_a_new_event_reads_in_each_language_from_its_data() -> None:
    e = Event(kind="attacked", data={"seat": 1, "space": "C7", "victim": 0})
    assert e.text == ""
    assert history_lines([e], NAMES, Lang.EN) == ["⚔️ Bo attacks C7: Ana's creature goes back to the box."]
    assert history_lines([e], NAMES, Lang.DE) == ["⚔️ Bo greift C7 an: Die Kreatur von Ana kommt zurück in die Schachtel."]


def test_an_event_stored_before_issue_34_is_reworded_from_its_data_else_shown_as_stored() -> None:
    """Main's events kept an English text beside their data: worded afresh where the data says
    enough (German here), the stored English (its "Seat N" named) where it does not."""
    old = Event(kind="minor_scoring", text="Minor Scoring: Seat 2 (Bear) fills the last space of Small Water "
                "and scores 3 (region marker 1 of 11).", data={"seat": 2, "region": "small-water", "points": 3,
                                                               "marker": 1})
    assert event_words(old.kind, old.data, NAMES, Lang.DE) == \
        "Kleine Wertung: Cy füllt das letzte Feld der Region Kleines Wasser und erhält 3 (Regionsmarker 1 von 11)."
    older = Event(kind="round_start", text="Round 3: Seat 1 (Eagle) has the fewest success points and starts.",
                  data={"seat": 1})  # no round number in main's data
    assert event_words(older.kind, older.data, NAMES, Lang.DE, older.text) == \
        "Round 3: Bo (Eagle) has the fewest success points and starts."
    major = Event(kind="major_scoring", text="…", data={"lines": [
        {"label": "Large Water", "points": [3, 0, 0]}, {"label": "herd-1", "points": [0, 10, 0]}],
        "gained": [3, 10, 0], "final": False})
    assert major_lines(major, NAMES, Lang.DE) == ["**Large Water**: Ana 3 EP", "**Größte Herde**: Bo 10 EP"]


def test_a_state_stored_before_issue_34_loads_and_its_table_draws() -> None:
    """Main left ``log`` as English lines (shown as stored) and ``end_reason`` as an English
    sentence: one of main's is read as its code (worded in the reader's language), any other is
    shown as stored."""
    state = GAME.setup(3, WLOptions(), 4)
    data = state.model_dump(mode="json")
    data["log"] = ["Seat 0 (Bear) expands to C7.", "Turn 9: Seat 1 (Eagle) to play."]
    data["end_reason"] = "Seat 1 (Bear) placed its last creature."
    data.pop("end_seat")
    old = WLState.model_validate(data)
    assert [e.kind for e in old.log] == ["text", "text"]
    assert (old.end_reason, old.end_seat) == ("last-creature", 1)
    view = GAME.view(old, None)
    for lang in (Lang.EN, Lang.DE):
        text = render_table(make_record(3), view, lang).embeds[0].description or ""
        assert "expands to C7" in text  # shown as stored, in the English it was stored in
    view = view.model_copy(update={"game_over": True})
    ended = render_table(make_record(3), view, Lang.DE).embeds[0].description or ""
    assert "hat die letzte eigene Kreatur gesetzt." in ended and "placed" not in ended
    for reason, code in (("The last region marker was taken.", "last-marker"),
                         ("The turn limit (300) was reached.", "turn-limit")):
        assert WLState.model_validate({**data, "end_reason": reason}).end_reason == code
    data["end_reason"] = "Seat 0 (Bear) left the forest."  # none of main's: kept as it was
    view = GAME.view(WLState.model_validate(data), None).model_copy(update={"game_over": True})
    ended = render_table(make_record(3), view, Lang.DE).embeds[0].description or ""
    assert "left the forest." in ended and "Seat 0" not in ended  # the stored English, its seat named


def test_a_refusal_carries_a_code_and_reads_in_the_reader_s_language() -> None:
    state = GAME.setup(3, WLOptions(), 4)
    seat = next(iter(GAME.to_act(state)))
    try:
        GAME.apply(state, (seat + 1) % 3, BidAction(amount=3))
    except IllegalAction as exc:
        said = refusal(exc)
    else:
        raise AssertionError("a bid out of turn was accepted")
    assert t(Lang.EN, said) == "It is not your turn."
    assert t(Lang.DE, said) == "Du bist nicht am Zug."
