"""The pressure bench (``bench/pressure_bench.py``) measures what it says: a short run of a few
matches sees moves committed and every table show them (it once waited out its 300 s warm-up
and measured nothing, when tables became components-v2 layouts and its probe read only the
message content)."""
from __future__ import annotations

import math

from bench.pressure_bench import measure


async def test_a_short_run_sees_moves_and_their_tables() -> None:
    r = await measure(3, 3.0, seed=2)
    assert r["warmup_s"] < 120, r  # every table was seen (the warm-up waits up to 300 s for them)
    assert r["moves"] > 0 and r["writes"] > 0, r
    assert not math.isnan(r["stale_p50"]) and r["unshown"] <= 3, r
