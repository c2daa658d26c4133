"""The benches' shared helpers (bench/common.py) compute what they say: the Wilson interval and the
table-staleness probe's accounting."""
from __future__ import annotations

import pytest

from bench.common import Probe, counted_requests, wilson


def test_wilson_interval_matches_the_textbook_values() -> None:
    assert wilson(0, 0) == (0.0, 1.0)
    low, high = wilson(5, 10)
    assert low == pytest.approx(0.2366, abs=1e-4) and high == pytest.approx(0.7634, abs=1e-4)
    low, high = wilson(0, 20)
    assert low == pytest.approx(0.0, abs=1e-12) and high == pytest.approx(0.1611, abs=1e-4)
    low, high = wilson(2.5, 10)  # shared wins count fractionally
    assert 0 < low < 0.25 < high < 1


def test_probe_counts_each_committed_move_until_a_table_shows_it(monkeypatch: pytest.MonkeyPatch) -> None:
    now = [100.0]
    monkeypatch.setattr("bench.common.time.monotonic", lambda: now[0])
    probe = Probe()
    probe.committed(7, 1)  # not measuring yet: ignored
    probe.measuring = True
    probe.committed(7, 2)
    probe.committed(7, 3)
    probe.committed(8, 5)
    now[0] = 100.5
    probe.displayed("Toy #7 · v2 · counter 4")  # shows v2: that move waited 0.5 s, v3 still waits
    probe.displayed("something else")
    assert probe.staleness == [0.5] and probe.shown == {7: 2} and probe.moves == 3
    now[0] = 101.0
    probe.displayed("Toy #7 · v3 · counter 6")
    assert probe.staleness == [0.5, 1.0]
    now[0] = 102.0
    assert probe.close() == 1 and probe.staleness == [0.5, 1.0, 2.0]  # match 8's move, never shown


def test_counted_requests_leave_out_interaction_answers_and_token_edits() -> None:
    window = [("POST", "/channels/1/messages"), ("POST", "/interactions/2/tok/callback"),
              ("PATCH", "/webhooks/3/tok/messages/@original"), ("PATCH", "/channels/1/messages/9")]
    assert counted_requests(window) == [("POST", "/channels/1/messages"), ("PATCH", "/channels/1/messages/9")]
