"""When turn reminders are due: time zones, quiet hours, the 80 % reminder, not while playing (issue 21)."""
from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from cogs.shared.reminder_times import (
    LATE,
    PLAYING_S,
    START,
    after_quiet,
    due_times,
    mention_times,
    not_while_playing,
    parse_quiet_hours,
    parse_time_zone,
    quiet_text,
)
from storage.preferences import UserPrefs

BERLIN = ZoneInfo("Europe/Berlin")
NIGHTS = UserPrefs(time_zone="Europe/Berlin", quiet_start=22 * 60, quiet_end=8 * 60)
DAY = 86_400.0


def at(year: int, month: int, day: int, hour: int, minute: int = 0, zone: ZoneInfo = BERLIN) -> float:
    return datetime(year, month, day, hour, minute, tzinfo=zone).timestamp()


def test_time_zones_are_checked_and_spelled_as_the_database_does() -> None:
    assert parse_time_zone("Europe/Berlin") == "Europe/Berlin"
    assert parse_time_zone("  america/new york ") == "America/New_York"
    assert parse_time_zone("utc") == "UTC"
    with pytest.raises(ValueError, match=r"not a time zone I know\. Did you mean Europe/Berlin"):
        parse_time_zone("Europe/Berln")
    with pytest.raises(ValueError, match=r"Use a name such as Europe/Berlin"):
        parse_time_zone("my place")


def test_quiet_hours_are_read_in_both_spellings_and_refused_with_an_example() -> None:
    assert parse_quiet_hours("22-08") == (1320, 480)
    assert parse_quiet_hours("22:30 - 07:15") == (1350, 435)
    assert parse_quiet_hours("13-14") == (780, 840)
    assert parse_quiet_hours("off") == (0, 0)
    for bad in ("tonight", "25-08", "22:75-08", "8-8"):
        with pytest.raises(ValueError):
            parse_quiet_hours(bad)
    assert quiet_text(NIGHTS) == "22:00–08:00 (Europe/Berlin)" and quiet_text(UserPrefs()) == "none"


def test_a_time_in_quiet_hours_waits_for_their_end_in_the_persons_zone() -> None:
    assert after_quiet(at(2026, 3, 10, 23), NIGHTS) == at(2026, 3, 11, 8)  # before midnight: next morning
    assert after_quiet(at(2026, 3, 11, 3), NIGHTS) == at(2026, 3, 11, 8)  # after midnight: this morning
    assert after_quiet(at(2026, 3, 11, 8), NIGHTS) == at(2026, 3, 11, 8)  # the end is no longer quiet
    assert after_quiet(at(2026, 3, 11, 21, 59), NIGHTS) == at(2026, 3, 11, 21, 59)
    daytime = UserPrefs(time_zone="Europe/Berlin", quiet_start=9 * 60, quiet_end=17 * 60)
    assert after_quiet(at(2026, 3, 11, 12), daytime) == at(2026, 3, 11, 17)
    # The night clocks go forward (29 March 2026 in Berlin): still 08:00 local, an hour less of real time.
    assert after_quiet(at(2026, 3, 29, 1), NIGHTS) == at(2026, 3, 29, 8)
    assert after_quiet(at(2026, 3, 29, 1), NIGHTS) - at(2026, 3, 29, 1) == 6 * 3600
    assert after_quiet(at(2026, 3, 11, 3), UserPrefs()) == at(2026, 3, 11, 3)  # no quiet hours


def test_a_24_hour_turn_has_a_start_and_an_80_percent_reminder() -> None:
    start = at(2026, 3, 11, 12)
    # 80 % of 24 h is 19 h 12 min: 07:12 the next morning, in quiet hours, so at 08:00.
    assert due_times(start, start + DAY, NIGHTS) == {START: start, LATE: at(2026, 3, 12, 8)}
    assert due_times(start, start + DAY, UserPrefs()) == {START: start, LATE: start + 0.8 * DAY}
    # Started at 02:00: the start reminder waits until 08:00; the late one (21:12) is not quiet.
    night = at(2026, 3, 11, 2)
    assert due_times(night, night + DAY, NIGHTS) == {START: at(2026, 3, 11, 8), LATE: night + 0.8 * DAY}
    # Started at 03:00: 80 % falls at 22:12, in quiet hours, and waits until 08:00 — after the deadline: dropped.
    late_night = at(2026, 3, 11, 3)
    assert due_times(late_night, late_night + DAY, NIGHTS) == {START: at(2026, 3, 11, 8)}
    assert due_times(start, start + DAY, UserPrefs(reminders=False)) == {}


def test_a_start_reminder_that_would_come_after_the_late_one_is_dropped() -> None:
    long_nights = UserPrefs(time_zone="Europe/Berlin", quiet_start=20 * 60, quiet_end=8 * 60)
    start = at(2026, 3, 11, 21)  # a 12-hour turn: 80 % at 06:36; both wait until 08:00, before the 09:00 deadline
    assert due_times(start, start + DAY / 2, long_nights) == {LATE: at(2026, 3, 12, 8)}
    assert due_times(start, start + DAY / 2, NIGHTS) == {START: start, LATE: at(2026, 3, 12, 8)}


def test_no_reminder_while_the_person_is_playing() -> None:
    assert not_while_playing(1000.0, None) == 1000.0
    assert not_while_playing(1000.0, 1000.0 - PLAYING_S - 1) == 1000.0
    assert not_while_playing(1000.0, 990.0) == 990.0 + PLAYING_S


def test_with_reminders_off_the_one_turn_start_mention_also_waits_for_quiet_hours() -> None:
    """Reminders off: no late reminder, one mention at the turn's start, after the quiet hours;
    none when the quiet hours last until the deadline."""
    off = UserPrefs(reminders=False, time_zone="Europe/Berlin", quiet_start=22 * 60, quiet_end=8 * 60)
    assert due_times(at(2026, 3, 10, 12), at(2026, 3, 11, 12), off) == {}
    assert mention_times(at(2026, 3, 10, 12), at(2026, 3, 11, 12), off) == {START: at(2026, 3, 10, 12)}
    assert mention_times(at(2026, 3, 10, 23), at(2026, 3, 11, 23), off) == {START: at(2026, 3, 11, 8)}
    assert mention_times(at(2026, 3, 10, 23), at(2026, 3, 11, 7), off) == {}
