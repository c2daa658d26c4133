"""The shared Discord words in the reader's language (issue 34): the service's lines about a person
are rendered from their event's data when read (an event stored before carries only English text,
shown as stored) and durations and speeds read the German way."""
from __future__ import annotations

from cogs.kit.text import LRI, PDI
from cogs.lang import Lang
from cogs.shared.words import absent, duration, game_title, said, settings_lines, speed, timer_words
from engine.core import Event
from engine.service.match_settings import MatchSettings
from sandbox.text import unisolated


def test_a_service_line_reads_in_the_readers_language_from_its_data() -> None:
    event = Event(kind="timed_out", text="Ann ran out of time; a move was made for them.", data={"seat": 0, "name": "Ann"})
    assert unisolated(said(Lang.EN, event)) == "Ann ran out of time; a move was made for them."
    german = said(Lang.DE, event)
    assert german.startswith(LRI) and german.endswith(PDI)  # an RTL name at its start cannot turn the line
    assert unisolated(german) == "Ann hatte keine Zeit mehr; es wurde automatisch gezogen."
    absent_event = Event(kind="abandoned", text="", data={"seat": 1, "name": "Bo", "why": "absent", "turns": 2})
    assert "2 Züge in Folge" in said(Lang.DE, absent_event)


def test_an_event_stored_before_its_data_named_the_person_shows_its_stored_text() -> None:
    old = Event(kind="rejoined", text="Ann is back and plays their seat again.")  # as main left it: no data
    assert unisolated(said(Lang.DE, old)) == "Ann is back and plays their seat again."


def test_durations_speeds_and_titles_in_german() -> None:
    assert duration(Lang.DE, 86_400 + 7_200) == "1 Tag 2 Std." and duration(Lang.EN, 3 * 86_400) == "3 days"
    assert timer_words(Lang.EN, 259_200) == "72 h" and timer_words(Lang.DE, 0) == "keine"
    assert absent(Lang.DE, 0) == "nie" and absent(Lang.EN, 1) == "1 turn"
    banked = MatchSettings(turn_timeout_s=86_400, time_bank_s=86_400, bank_refill_s=7_200)
    assert speed(Lang.EN, banked) == "Turn-based, 24 h a move + a time bank of 1 day (+2 h a move)"
    assert speed(Lang.DE, banked) == "Rundenbasiert, 24 Std. pro Zug + ein Zeitkonto von 1 Tag (+2 Std. pro Zug)"
    lines = settings_lines(MatchSettings(turn_timeout_s=60), turn_timer=True, lang=Lang.DE)
    assert "Abwesend: **nach 2 verpassten Zügen** in Folge" in "\n".join(lines)
    assert game_title(Lang.EN, "wildlife-adventure") == "Wildlife Adventure"  # the game UI's words
