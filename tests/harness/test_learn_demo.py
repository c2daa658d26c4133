"""``python bot.py --sandbox GAME --learn`` (harness.demo.run_learn_demo): the lesson ends, the last
panel printed is its end (no next round's hand under the farewell), and the summary counts the
moves up to the lesson's end (Mission: Wild Life's lesson is one round: three cards a trick)."""
from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from cogs.lang import Lang, t
from harness.demo import run_learn_demo
from harness.learner import strip_marks
from sandbox.text import unisolated


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


def _coach_section(text: str) -> list[str]:
    """The lines under the heading ``every coach line, in order``, up to the next heading."""
    lines = text.split("= every coach line, in order", 1)[1].splitlines()[1:]
    return [line for line in lines[:next(i for i, line in enumerate(lines) if line.startswith("=" * 8))] if line]


def _speaks(text: str, lang: Lang) -> None:
    """The learn demo's transcript ``text`` shows the coach in ``lang`` (a rule's line in it, not in
    English; the lesson's last line in it) and the learner followed the coach to the lesson's end."""
    coach = [unisolated(line) for line in _coach_section(text)]
    rule = unisolated(strip_marks(t(lang, "learn-mwl-rule-flash")))
    english = unisolated(strip_marks(t(Lang.EN, "learn-mwl-rule-flash")))
    assert rule != english and rule in coach and english not in coach, coach
    assert coach[-1] == unisolated(strip_marks(t(lang, "learn-learned", game="Mission: Wild Life"))), coach[-3:]
    summary = text.rsplit("= summary", 1)[1]
    assert "13 learner moves, 39 moves in all" in summary and "every suggestion marked: True" in summary, summary
    assert "0 messages anybody else saw; 0 Discord rule violations" in summary, summary


def test_bot_py_learn_with_locale_de_coaches_in_german(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    """``python bot.py --sandbox mission-wild-life --learn --locale de`` was English throughout (bot.py
    dropped the locale): the learner's client and the server now speak German, and the learner, who
    reads the suggested move from the lesson (never from its text), still follows the coach to the end."""
    import bot

    monkeypatch.chdir(tmp_path)  # no .env of the repository's
    assert bot.main(["--sandbox", "mission-wild-life", "--learn", "--locale", "de"]) == 0
    _speaks(capsys.readouterr().out, Lang.DE)


async def test_the_learn_demo_in_the_pseudo_language_keeps_every_coach_line() -> None:
    """In ``qps`` a whole line may be one bracketed message (``⟦✅ …⟧``, ``⟦📖 …⟧``): it is still a
    coach line (the learner's reading) and a rule's line keeps its own mark (the learn cog)."""
    out = io.StringIO()
    assert await run_learn_demo("mission-wild-life", out=out, locale="qps") == 0, out.getvalue()[-2000:]
    _speaks(out.getvalue(), Lang.QPS)
