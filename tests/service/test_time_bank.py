"""The time bank's arithmetic (engine/service/time_bank.py) and the speeds' settings (match_settings)."""
from __future__ import annotations

import pytest

from engine.service import OptionError
from engine.service import match_settings as ms
from engine.service.match_settings import MatchSettings, check_setting, settings_of
from engine.service.time_bank import bank_after_move, move_deadline

DAY, HOUR = 86_400.0, 3_600.0
T0 = 1_000_000_000.0


def _turn_based(per_move: float = DAY) -> MatchSettings:
    return settings_of({"turn_timeout_s": per_move}, turn_timeout_s=300, absent_after=2)


def test_a_turn_based_speed_comes_with_a_one_day_bank_refilled_two_hours_a_move() -> None:
    for _, per_move in ms.TURN_BASED_PRESETS:
        s = _turn_based(per_move)
        assert s.turn_based and (s.time_bank_s, s.bank_refill_s) == (DAY, 2 * HOUR)
    live = settings_of({"turn_timeout_s": 300}, turn_timeout_s=300, absent_after=2)
    assert not live.turn_based and (live.time_bank_s, live.bank_refill_s) == (0, 0)
    # A bank the host chose stays as chosen.
    own = settings_of({"turn_timeout_s": DAY, "time_bank_s": 3 * DAY, "bank_refill_s": 0}, turn_timeout_s=0, absent_after=0)
    assert (own.time_bank_s, own.bank_refill_s) == (3 * DAY, 0)


def test_the_deadline_is_the_per_move_time_plus_the_bank() -> None:
    s = _turn_based()
    assert move_deadline(T0, s, DAY) == T0 + 2 * DAY
    assert move_deadline(T0, s, 0) == T0 + DAY
    assert move_deadline(T0, s, -5) == T0 + DAY  # never less than the per-move time


@pytest.mark.parametrize(("bank", "used", "expected"), [
    (DAY, 3 * HOUR, DAY),                  # in time, bank full: the refill is capped
    (10 * HOUR, 3 * HOUR, 12 * HOUR),      # in time: +2 h
    (DAY, DAY + 5 * HOUR, DAY - 3 * HOUR),  # 5 h over: -5 h, then +2 h
    (4 * HOUR, DAY + 4 * HOUR, 2 * HOUR),  # the last 4 h of the bank used, then +2 h
    (0.0, DAY, 2 * HOUR),                  # exactly on the per-move time: not over
])
def test_a_move_made_in_time_uses_the_overrun_and_earns_the_refill(bank: float, used: float, expected: float) -> None:
    assert bank_after_move(bank, _turn_based(), started=T0, moved_at=T0 + used) == expected


def test_a_timed_out_move_empties_the_bank_without_refill() -> None:
    assert bank_after_move(DAY, _turn_based(), started=T0, moved_at=T0 + 2 * DAY, timed_out=True) == 0


def test_no_bank_means_no_refill() -> None:
    live = settings_of({"turn_timeout_s": 60}, turn_timeout_s=60, absent_after=2)
    assert bank_after_move(0, live, started=T0, moved_at=T0 + 30) == 0


def test_the_ranges_cover_72_hours_and_name_themselves() -> None:
    assert check_setting("turn_timeout_s", 259_200) == 259_200
    with pytest.raises(ValueError, match=r"from 0 \(none\) to 259200 \(72 h\)"):
        check_setting("turn_timeout_s", 259_201)
    with pytest.raises(OptionError, match=r"Time bank: seconds from 0 \(none\) to 604800 \(7 days\)") as refused:
        check_setting("time_bank_s", -1)
    assert refused.value.code == "service-setting-value" and refused.value.params == {"setting": "time_bank_s", "got": "-1"}
    assert ms.is_turn_based(12 * HOUR) and not ms.is_turn_based(HOUR)


def test_durations_in_words() -> None:
    assert ms.duration_text(3 * DAY) == "3 days" and ms.duration_text(DAY + 2 * HOUR) == "1 day 2 h"
    assert ms.duration_text(90) == "90 s"
