"""The pressure bench (``bench/pressure_bench.py``) measures what it says: a short run of a few
matches sees moves committed and every table show them (it once waited out its 300 s warm-up
and measured nothing, when tables became components-v2 layouts and its probe read only the
message content)."""
from __future__ import annotations

import math

from bench import reminder_burst_bench
from bench.pressure_bench import measure


async def test_a_short_run_sees_moves_and_their_tables() -> None:
    r = await measure(3, 3.0, seed=2)
    assert r["warmup_s"] < 120, r  # every table was seen (the warm-up waits up to 300 s for them)
    assert r["moves"] > 0 and r["writes"] > 0, r
    assert not math.isnan(r["stale_p50"]) and r["unshown"] <= 3, r


async def test_a_short_reminder_burst_sees_every_reminder_and_the_busy_tables() -> None:
    """``bench/reminder_burst_bench.py`` shares the probe: its reminder DMs and busy tables are
    layouts too (before, it counted no reminder and measured no staleness)."""
    r = await reminder_burst_bench.measure(5, 2, seed=1, baseline_s=4.0)
    assert r["delivered"] == 5, r
    assert r["base_moves"] > 0 and not math.isnan(r["base_p50"]), r  # the busy tables' moves were seen shown
