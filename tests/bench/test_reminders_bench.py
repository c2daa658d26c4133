"""The reminder schedule bench still drives the real ReminderCog: every start reminder it plans is
handed on when due (a stand-in the cog no longer fits shows here as 0 handed on, not as a figure)."""
from __future__ import annotations

import pytest

from bench import reminders_bench


async def test_every_planned_start_reminder_is_handed_on(capsys: pytest.CaptureFixture[str]) -> None:
    await reminders_bench.run(50)
    out = capsys.readouterr().out
    assert "pending reminders: 100" in out and "fire: 50 start reminders handed on" in out
