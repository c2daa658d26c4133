"""Settings and start-up: a missing or malformed token ends with one line of guidance (issue: foundation)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from settings import Settings

ROOT = Path(__file__).resolve().parents[1]
GOOD = "MTA4NzY1NDMyMTA5ODc2NTQzMg.GabcDe.abcdefghijklmnopqrstuvwxyz0123456789AB"


@pytest.mark.parametrize("token", ["", "not-a-token", "abc.def"])
def test_bot_without_valid_token_prints_one_line_and_fails(tmp_path: Path, token: str) -> None:
    env = {"PATH": "/usr/bin:/bin", "DISCORD_TOKEN": token}
    proc = subprocess.run([sys.executable, str(ROOT / "bot.py")], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    lines = [line for line in proc.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and "DISCORD_TOKEN" in lines[0] and "--sandbox" in lines[0]


def test_settings_read_env_and_dotenv(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / ".env").write_text(f"DISCORD_TOKEN={GOOD}\nDEV_GUILD_ID=123\nOWNER_IDS=1, 2\nlog_level=debug\n")
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.setenv("TURN_TIMEOUT", "45")
    s = Settings()
    assert s.token_ok() and s.dev_guild_id == 123 and s.owner_ids == [1, 2]
    assert s.log_level == "DEBUG" and s.turn_timeout == 45
    assert str(s.database_path) == "data/menagerie.sqlite3"
