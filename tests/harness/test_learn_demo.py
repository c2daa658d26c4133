"""``python bot.py --sandbox GAME --learn`` (harness.demo.run_learn_demo): the lesson ends, the last
panel printed is its end (no next round's hand under the farewell), and the summary counts the
moves up to the lesson's end (Mission: Wild Life's lesson is one round: three cards a trick)."""
from __future__ import annotations

import io
import re

from harness.demo import run_learn_demo


async def test_the_learn_demo_ends_and_counts_the_lesson_s_moves() -> None:
    out = io.StringIO()
    assert await run_learn_demo("mission-wild-life", out=out) == 0, out.getvalue()[-2000:]
    text = out.getvalue()
    last = text.split("= the last panel", 1)[1].split("= summary", 1)[0]
    lines = [line.strip(" |") for line in last.splitlines() if line.startswith("  |")]
    assert lines[0].startswith("🎓") and lines[-1].startswith("✅"), last
    assert "Your hand" not in last and "round 2" not in last, last
    summary = text.rsplit("= summary", 1)[1]
    found = re.search(r"(\d+) learner moves, (\d+) moves in all", summary)
    assert found is not None, summary
    learner, everyone = int(found[1]), int(found[2])
    assert learner == 13 and everyone == 3 * learner, summary  # 13 tricks of 3 cards, no bot card of round 2
    assert re.search(r"12 coverage rows, 12 met; \d+ steps of \d+ kinds \(lead ×\d+", summary), summary
