"""``python bot.py --sandbox GAME`` (harness.demo.run_demo): the transcript a new user reads. Every
line of a lobby field sits behind the bar; each player's private panel says which it is (their DM
copy or an ephemeral panel) and the count under it agrees with it."""
from __future__ import annotations

import io
import re

import pytest

from harness.demo import run_demo


def _sections(text: str) -> dict[str, list[str]]:
    """The transcript's sections by heading (``======== heading ====``), each its non-empty lines."""
    out: dict[str, list[str]] = {}
    lines: list[str] = []
    for line in text.splitlines():
        if line.startswith("=" * 8):
            lines = out.setdefault(line.strip("= "), [])
        elif line:
            lines.append(line)
    return out


@pytest.mark.slow  # a whole match of three simulated players (~10 s on a quiet machine)
async def test_the_demo_transcript_labels_each_private_panel_and_bars_every_field_line() -> None:
    out = io.StringIO()
    assert await run_demo("mission-wild-life", out=out) == 0, out.getvalue()[-3000:]
    sections = _sections(out.getvalue())
    lobby = sections["#games (the lobby)"]
    assert lobby[0].startswith("Menagerie") and any(line.startswith("  |   ") for line in lobby), lobby
    assert all(line.startswith(("  | ", "  [")) for line in lobby[1:]), lobby  # seats and options one a line
    private = {title.split()[1]: (title, lines) for title, lines in sections.items() if title.startswith("what ")}
    assert sorted(private) == ["player1", "player2", "player3"]
    for name, (title, lines) in private.items():
        opened = re.fullmatch(r"\((\d+) ephemeral panels? opened from the table's button, \d+ DMs? received; "
                              r"DMs (open|closed)\)", lines[-1])
        assert opened is not None, lines[-1]
        if name == "player1":  # DMs open: plays from the DM copy
            assert title.endswith("DM copy (in their direct messages)") and "only you can see this" not in lines[0]
            assert opened[2] == "open"
        else:  # plays from the table's button, the last one with DMs closed
            assert title.endswith("ephemeral panel (only they see it)") and "(only you can see this)" in lines[0]
            assert int(opened[1]) >= 1, lines[-1]
    assert private["player3"][1][-1].endswith("DMs closed)")
    summary = " ".join(sections["summary"])
    assert "0 Discord rule violations" in summary and "1 DM refused" in summary and "0 leaks" in summary, summary
