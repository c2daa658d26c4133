"""Settings and start-up: a missing or malformed token ends with one line of guidance (issue: foundation)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from settings import Settings

ROOT = Path(__file__).resolve().parents[1]
GOOD = "MTA4NzY1NDMyMTA5ODc2NTQzMg.GabcDe.abcdefghijklmnopqrstuvwxyz0123456789AB"


@pytest.mark.parametrize("token", ["", "not-a-token", "abc.def"])
def test_bot_without_valid_token_prints_one_line_and_fails(tmp_path: Path, token: str, monkeypatch: pytest.MonkeyPatch,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    """In this process (``bot.main``); the copied template's test below runs ``bot.py`` as a program."""
    import bot

    monkeypatch.chdir(tmp_path)
    for name in ("DEV_GUILD_ID", "OWNER_IDS", "TURN_TIMEOUT", "LOG_LEVEL", "DATABASE_PATH", "DATABASE_URL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("DISCORD_TOKEN", token)
    assert bot.main([]) == 2
    lines = [line for line in capsys.readouterr().err.splitlines() if line.strip()]
    assert len(lines) == 1 and "DISCORD_TOKEN" in lines[0] and "--sandbox" in lines[0]
    assert "`.venv/bin/python bot.py --sandbox mission-wild-life`" in lines[0]  # the README's own command (its venv)


def test_settings_read_env_and_dotenv(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / ".env").write_text(f"DISCORD_TOKEN={GOOD}\nDEV_GUILD_ID=123\nOWNER_IDS=1, 2\nlog_level=debug\n")
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.setenv("TURN_TIMEOUT", "45")
    s = Settings()
    assert s.token_ok() and s.dev_guild_id == 123 and s.owner_ids == [1, 2]
    assert s.log_level == "DEBUG" and s.turn_timeout == 45
    assert str(s.database_path) == "data/menagerie.sqlite3"


def test_the_shipped_env_example_with_a_token_is_valid(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """README step 4: copy .env.example to .env and paste a token; the empty optional lines mean "unset"."""
    text = (ROOT / ".env.example").read_text().replace("DISCORD_TOKEN=\n", f"DISCORD_TOKEN={GOOD}\n")
    (tmp_path / ".env").write_text(text)
    monkeypatch.chdir(tmp_path)
    for name in ("DISCORD_TOKEN", "DEV_GUILD_ID", "OWNER_IDS", "TURN_TIMEOUT", "LOG_LEVEL", "DATABASE_PATH"):
        monkeypatch.delenv(name, raising=False)
    s = Settings()
    assert s.token_ok() and s.dev_guild_id is None and s.owner_ids == [] and s.turn_timeout == 300


def test_the_copied_template_without_a_token_gives_the_one_line_guidance(tmp_path: Path) -> None:
    (tmp_path / ".env").write_text((ROOT / ".env.example").read_text())
    env = {"PATH": "/usr/bin:/bin"}
    proc = subprocess.run([sys.executable, str(ROOT / "bot.py")], cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=60)
    lines = [line for line in proc.stderr.splitlines() if line.strip()]
    assert proc.returncode == 2 and len(lines) == 1 and "DISCORD_TOKEN" in lines[0]


def test_sandbox_arguments_are_checked(capsys: pytest.CaptureFixture[str]) -> None:
    """In this process (``bot.main``: each check is refused before anything starts; the tests
    above run ``bot.py`` as a program)."""
    import bot

    def run(*a: str) -> SimpleNamespace:
        code: str | int | None
        try:
            code = bot.main(list(a))
        except SystemExit as exc:  # argparse's errors
            code = exc.code
        return SimpleNamespace(returncode=code, stderr=capsys.readouterr().err)

    chess = run("--sandbox", "chess")
    assert chess.returncode == 2 and "Unknown game 'chess'. Playable now: mission-wild-life" in chess.stderr
    few = run("--sandbox", "mission-wild-life", "--players", "2")
    assert few.returncode == 2 and "3-5 players" in few.stderr
    bad = run("--sandbox", "mission-wild-life", "--option", "flash_per_round=9")
    assert bad.returncode == 2 and "flash_per_round must be a whole number from 1 to 3 (got 9)" in bad.stderr
    assert "`--option help` lists them" in bad.stderr and "default None" not in bad.stderr
    unknown = run("--sandbox", "rescue-animals", "--option", "countdown_ms=1")
    assert unknown.returncode == 2 and unknown.stderr.count("\n") == 1 and "default None" not in unknown.stderr
    assert "Rescue Animals has no option 'countdown_ms'; did you mean countdown_s (the lobby's \"Countdown\")?" in unknown.stderr
    typo = run("--sandbox", "wildlife", "--option", "auction_expnd=true")
    assert typo.returncode == 2 and 'did you mean auction_expand (the lobby\'s "Expand with auctioned Terrain")?' in typo.stderr
    assert "`--option help` lists them" in typo.stderr and len(typo.stderr) < 200
    none = run("--sandbox", "wildlife", "--players", "0")
    assert none.returncode == 2 and "2-6 players" in none.stderr
    stray = run("--players", "3")
    assert stray.returncode == 2 and "go with --sandbox" in stray.stderr
    lost = run("--locale", "de")
    assert lost.returncode == 2 and "go with --sandbox" in lost.stderr
    klingon = run("--sandbox", "wildlife", "--locale", "tlh")
    assert klingon.returncode == 2 and "invalid choice: 'tlh'" in klingon.stderr
    for flag in ("--seed", "--limits"):  # read by the sandbox only: without it they were silently ignored
        alone = run(flag, "1" if flag == "--seed" else "off")
        assert alone.returncode == 2 and "go with --sandbox" in alone.stderr and flag in alone.stderr
    both = run("--sandbox", "wildlife", "--migrate")
    assert both.returncode == 2 and "--migrate" in both.stderr and "does not go with --sandbox" in both.stderr


@pytest.mark.parametrize("extra,named", [
    (["--seed", "7"], "--seed"),
    (["--players", "4"], "--players"),
    (["--option", "expert=true"], "--option"),
    (["--seed", "1", "--players", "3"], "--players, --seed"),
])
def test_the_learn_demo_refuses_what_its_prepared_lesson_ignores(extra: list[str], named: str,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    """``--learn`` plays the tutorial's own deal, seats and options: ``--seed`` (even the default's
    value), ``--players`` and ``--option`` were silently ignored; each is refused in one error line
    naming it, status 2, before anything starts."""
    import bot

    with pytest.raises(SystemExit) as done:
        bot.main(["--sandbox", "mission-wild-life", "--learn", *extra])
    errors = [line for line in capsys.readouterr().err.splitlines() if "error:" in line]
    assert done.value.code == 2 and len(errors) == 1, errors
    assert errors[0].endswith(f"--learn plays the game's prepared tutorial (its own deal, seats and options): drop {named}")
    args = bot.parse_args(["--sandbox", "mission-wild-life", "--learn", "--locale", "de", "--limits", "off"])
    assert (args.learn, args.locale, args.limits, args.seed) == (True, "de", "off", 1)


@pytest.mark.parametrize("argv", [["--option", "help"], ["--sandbox", "wildlife", "--option", "help"], ["--help"]])
def test_a_closed_stdout_ends_quietly(tmp_path: Path, argv: list[str]) -> None:
    """``python bot.py --option help | head`` ended in a BrokenPipeError traceback once the reader had
    gone: now nothing on stderr (status 1 where the listing was cut, as Python advises for SIGPIPE)."""
    read, write = os.pipe()
    os.close(read)  # the reader is gone before the first line: every write meets a broken pipe
    try:
        proc = subprocess.run([sys.executable, str(ROOT / "bot.py"), *argv], cwd=tmp_path, stdout=write,
                              stderr=subprocess.PIPE, env={"PATH": "/usr/bin:/bin"}, text=True, timeout=60)
    finally:
        os.close(write)
    assert proc.stderr == "" and proc.returncode in (0, 1), proc.stderr[-1500:]


def test_help_lists_each_games_options_with_the_lobbys_names_values_and_defaults(
        capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 37: the options were hidden (internal keys only a typo revealed); ``--help`` and
    ``--option help`` list them, and a lobby's name works as the option's name."""
    import bot

    with pytest.raises(SystemExit) as done:
        bot.main(["--help"])
    shown = capsys.readouterr().out
    assert done.value.code == 0
    assert 'auction_expand       "Expand with auctioned Terrain": on or off; default off' in shown
    assert 'claim_window_ms      "Claim window": 250 ms, 400 ms, 800 ms (a whole number from 0 to 10000); default 400' in shown
    assert "first_leader         (not in the lobby): a whole number from 1 to 5 or none; default none (random)" in shown
    assert 'turn_timeout_s       "Turn timer": seconds from 0 (none)' in shown
    with pytest.raises(SystemExit):
        bot.main(["--sandbox", "wildlife", "--option", "help"])
    one = capsys.readouterr().out
    assert "WildLife (--sandbox wildlife):" in one and "Rescue Animals" not in one and "Every game also takes" in one
    args = bot.parse_args(["--sandbox", "wildlife", "--option", "Expand with auctioned Terrain=on"])
    assert args.options == {"Expand with auctioned Terrain": "on"}
    from harness.options import resolve

    assert resolve("wildlife", "expand with auctioned terrain") == "auction_expand"


def test_every_empty_line_of_the_template_means_the_default(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / ".env").write_text("DISCORD_TOKEN=\nDATABASE_PATH=\nDEV_GUILD_ID=\nLOG_LEVEL=\nTURN_TIMEOUT=\nOWNER_IDS=\n")
    monkeypatch.chdir(tmp_path)
    for name in ("DISCORD_TOKEN", "DEV_GUILD_ID", "OWNER_IDS", "TURN_TIMEOUT", "LOG_LEVEL", "DATABASE_PATH"):
        monkeypatch.delenv(name, raising=False)
    s = Settings()
    assert not s.token_ok() and s.dev_guild_id is None and s.owner_ids == []
    assert str(s.database_path) == "data/menagerie.sqlite3" and s.log_level == "INFO" and s.turn_timeout == 300


def test_only_a_process_running_shard_0_receives_dm_clicks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    for name in ("SHARD_COUNT", "SHARD_IDS"):
        monkeypatch.delenv(name, raising=False)
    assert Settings().receives_dms()  # one process, every shard
    monkeypatch.setenv("SHARD_COUNT", "2")
    assert Settings().receives_dms()  # both shards here
    monkeypatch.setenv("SHARD_IDS", "1")
    assert not Settings().receives_dms()
    monkeypatch.setenv("SHARD_IDS", "0")
    assert Settings().receives_dms()


def _start(tmp_path: Path, **env: str) -> list[str]:
    """``bot.py --migrate`` in ``tmp_path`` with only ``env`` set; its stderr lines (first-run rough edges, issue 24)."""
    run = subprocess.run([sys.executable, str(ROOT / "bot.py"), "--migrate"], cwd=tmp_path,
                         env={"PATH": "/usr/bin:/bin", "DISCORD_TOKEN": GOOD, **env},
                         capture_output=True, text=True, timeout=60)
    return [line for line in run.stderr.splitlines() if line.strip()]


def test_first_run_setting_errors_are_one_clear_line_without_secrets(tmp_path: Path) -> None:
    lines = _start(tmp_path, OWNER_IDS="1,x")
    assert len(lines) == 1 and "OWNER_IDS takes whole numbers separated by commas" in lines[0], lines
    assert "invalid literal" not in lines[0]
    lines = _start(tmp_path, SHARD_IDS="1")
    assert len(lines) == 1 and "do not fit together" in lines[0] and "The settings is" not in lines[0], lines
    lines = _start(tmp_path, DATABASE_URL="mysql://admin:hunter2secret@db/menagerie")
    assert len(lines) == 1 and "DATABASE_URL" in lines[0] and "hunter2secret" not in lines[0], lines


def test_a_sqlite_path_in_a_missing_folder_is_refused_not_created(tmp_path: Path) -> None:
    missing = tmp_path / "typo" / "x.sqlite3"
    lines = _start(tmp_path, DATABASE_PATH=str(missing))
    assert len(lines) == 1 and f"{missing.parent} does not exist" in lines[0], lines
    assert not missing.parent.exists()
    assert _start(tmp_path, DATABASE_URL=f"sqlite:///{missing}")[0].startswith("The SQLite database's folder")
    assert _start(tmp_path) == [] and (tmp_path / "data" / "menagerie.sqlite3").exists()  # the default folder is made


def test_redact_hides_the_database_password_and_the_token() -> None:
    s = Settings(_env_file=None, discord_token=GOOD, database_url="postgresql://u:pw-secret-9@h:5432/db")
    text = s.redact(f"failed for postgresql://u:pw-secret-9@h:5432/db with {GOOD}")
    assert "pw-secret-9" not in text and GOOD not in text and "***" in text


def test_redact_hides_only_the_urls_password_part() -> None:
    """Issue 37: with the password ``o`` the line read 'C***uld n***t ***pen'; only the URL's part is hidden,
    also where a driver repeats the URL with the password decoded (``p@ss``), in every URL of the line."""
    s = Settings(_env_file=None, database_url="postgresql://u:o@db.example:5432/menagerie")
    line = s.database_error(OSError("connect to postgresql://u:o@db.example:5432/menagerie failed"))
    assert line == ("Could not open the database (OSError: connect to postgresql://u:***@db.example:5432/menagerie "
                    "failed); check DATABASE_URL / DATABASE_PATH.")
    s = Settings(_env_file=None, database_url="postgresql://admin:p%40ss@h/db")
    assert s.redact("postgresql://admin:p%40ss@h/db or postgresql://admin:p@ss@h/db") == (
        "postgresql://admin:***@h/db or postgresql://admin:***@h/db")


@pytest.mark.parametrize("argv", [["--sandbox", "wildlife"], ["--migrate"], []])
def test_a_bad_database_url_is_one_line_without_its_password_in_every_mode(tmp_path: Path, argv: list[str]) -> None:
    """Issue 37: ``DATABASE_URL=mysql://u:pw@host/db python bot.py --sandbox wildlife`` printed a 31-line
    traceback showing the URL with its password."""
    run = subprocess.run([sys.executable, str(ROOT / "bot.py"), *argv], cwd=tmp_path,
                         env={"PATH": "/usr/bin:/bin", "DISCORD_TOKEN": GOOD,
                              "DATABASE_URL": "mysql://u:pw-hunter2@host/db"},
                         capture_output=True, text=True, timeout=60)
    lines = [line for line in run.stderr.splitlines() if line.strip()]
    assert run.returncode == 2 and len(lines) == 1 and "DATABASE_URL" in lines[0], lines
    assert "pw-hunter2" not in run.stderr + run.stdout


def test_a_database_that_cannot_be_opened_at_start_up_is_one_line_without_its_password() -> None:
    """The real bot (after Discord's login): an unreachable PostgreSQL server gives ``DatabaseUnavailable``,
    which ``bot.py`` prints as its one line."""
    import asyncio

    from cogs.client import DatabaseUnavailable, MenagerieBot

    url = "postgresql://menagerie:pw-hunter2@127.0.0.1:1/menagerie"

    async def start() -> None:
        bot = MenagerieBot(Settings(_env_file=None, discord_token=GOOD, database_url=url), sync=False)
        try:
            await bot.setup_hook()
        finally:
            await bot.http.close()

    with pytest.raises(DatabaseUnavailable) as info:
        asyncio.run(start())
    text = str(info.value)
    assert text.startswith("Could not open the database (") and "\n" not in text
    assert "pw-hunter2" not in text and "ConnectionRefusedError" in text


@pytest.mark.parametrize("argv, says", [
    (["--seed", str(2**63)], "--seed must be a whole number from 0 to 9223372036854775807"),
    (["--players", "4", "--option", "first_player=5"], "first_player must be a seat from 1 to 4 (got 5)"),
    (["--players", "4", "--option", "first_player=0"], "first_player must be a whole number of at least 1"),
])
def test_sandbox_bad_values_are_one_line_in_the_players_numbering(tmp_path: Path, argv: list[str], says: str) -> None:
    run = subprocess.run([sys.executable, str(ROOT / "bot.py"), "--sandbox", "mission-wild-life", *argv], cwd=tmp_path,
                         env={"PATH": "/usr/bin:/bin"}, capture_output=True, text=True, timeout=60)
    assert run.returncode == 2 and says in run.stderr and "Traceback" not in run.stderr, run.stderr
