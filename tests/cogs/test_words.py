"""Words and inputs (issue 12): every player-facing count is rendered with 0, 1 and 2 and reads
right ("1 mission", "2 missions", "0 missions"); a bad .env value is one line naming the
variable and what it takes; lobby and --option errors name the valid range."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from pydantic import ValidationError

import bot
from cogs.games.mission_wild_life.announce import _count
from cogs.games.mission_wild_life.announce import final_result as mwl_final
from cogs.games.rescue_animals.table import final_fields
from cogs.games.wildlife.announce import final_result as wl_final
from cogs.kit.text import plural
from cogs.kit.ui import discover
from cogs.shared.lobby_message import render_lobby
from cogs.shared.words import settings_lines
from cogs.standings import rating_text
from engine.core import Event
from engine.games.mission_wild_life.state import MWLOptions
from engine.service.match_settings import MatchSettings, option_error
from settings import Settings
from storage import MatchRecord, MatchStatus, SeatRecord, Standing

ROOT = Path(__file__).resolve().parents[2]


def record(game: str, seats: int) -> MatchRecord:
    people = [SeatRecord(i, 100 + i, f"P{i}") for i in range(seats)]
    return MatchRecord(id=7, guild_id=1, channel_id=2, thread_id=3, game=game, status=MatchStatus.LOBBY, host_id=100,
                       options={}, seed=1, state=None, version=0, timers={}, created_at=0.0, updated_at=0.0,
                       seats=people)


def reads_right(text: str, n: int, noun: str, plural_noun: str | None = None) -> None:
    many = plural_noun or noun + "s"
    if n == 1:
        assert f"1 {noun}" in text and f"1 {many}" not in text, text
    else:
        assert f"{n} {many}" in text, text


@pytest.mark.parametrize("n", [0, 1, 2])
def test_every_count_template_reads_right(n: int) -> None:
    discover()
    assert plural(n, "die", "dice") == ("1 die" if n == 1 else f"{n} dice")
    # /standings and /profile
    standing = Standing(1, "mission-wild-life", 25.0, 8.0, 1.0, n, n, n)
    reads_right(rating_text(standing), n, "game")
    # the lobby: players still needed (Mission: Wild Life needs 3)
    lobby = render_lobby(record("mission-wild-life", 3 - n)).embeds[0].to_dict()
    status = next(f["value"] for f in lobby["fields"] if f["name"] == "Status")
    if n:
        reads_right(status, n, "more player")
    else:
        assert "can press **Start**" in status
    # match settings: the absent count
    absent = "\n".join(settings_lines(MatchSettings(turn_timeout_s=60, absent_after=n), turn_timer=True))
    assert ("never" in absent) if n == 0 else (f"{n} turn{'s' if n > 1 else ''}**" in absent)
    # Mission: Wild Life: tricks in a round summary, missions in the result
    reads_right(_count([n, 0, 0], 0), n, "trick")
    names = ["A", "B", "C"]
    end = Event(kind="game_end", data={"counts": [n, 0, 0], "places": [1, 2, 2]})
    reads_right(mwl_final(record("mission-wild-life", 3), end, names, 5).embeds[0].description or "", n, "mission")
    # WildLife: success points in the result
    end = Event(kind="game_end", data={"scores": [n, 0], "places": [1, 2]})
    reads_right(wl_final(record("wildlife", 2), end, names[:2]).embeds[0].description or "", n, "success point")
    # Rescue Animals: points, pairs and animals in the final scores
    score = {"seat": 0, "total": n, "protection": n, "bonus": 0, "pairs": n, "gray": 0, "rescued": n}
    value = final_fields(record("rescue-animals", 1), [score], [1], [[]])[0][1]
    reads_right(value, n, "point")
    reads_right(value, n, "pair")
    reads_right(value, n, "animal")


def test_a_bad_env_value_is_one_line_naming_the_variable_and_what_it_takes(tmp_path: Path) -> None:
    env = {"PATH": "/usr/bin:/bin", "LOG_LEVEL": "verbose", "DISCORD_TOKEN": "x"}
    run = subprocess.run([sys.executable, str(ROOT / "bot.py")], cwd=tmp_path, env=env, capture_output=True,
                         text=True, timeout=60)
    lines = run.stderr.strip().splitlines()
    assert run.returncode == 2 and len(lines) == 1, run.stderr
    assert "LOG_LEVEL=VERBOSE" in lines[0] and "DEBUG, INFO, WARNING, ERROR, CRITICAL" in lines[0]
    for name, value, takes in (("TURN_TIMEOUT", "-3", "TURN_TIMEOUT takes a number from 0 to 259200"),
                               ("ABSENT_AFTER", "x", "ABSENT_AFTER takes a whole number from 0 to 10")):
        with pytest.raises(ValidationError) as exc:
            Settings(_env_file=None, **{name.lower(): value})  # type: ignore[arg-type]
        text = bot.settings_error(exc.value)
        assert "\n" not in text and f"{name}={value}" in text and takes in text, text


def test_option_errors_name_the_range() -> None:
    with pytest.raises(ValidationError) as exc:
        MWLOptions.model_validate({"flash_per_round": 0})
    assert option_error(MWLOptions, exc.value) == "flash_per_round must be a whole number from 1 to 3 (got 0)"
    with pytest.raises(ValidationError) as exc:
        MWLOptions.model_validate({"expert": "maybe"})
    assert "expert must be on or off" in option_error(MWLOptions, exc.value)


def test_history_reads_like_the_thread_not_like_python() -> None:
    """/history (issue 24, first run): a Mission: Wild Life round end shows each player's tricks and
    missions, never the engine's lists; a count past the goal never reads "7/6"; a WildLife Major
    Scoring is ranked, highest first, with units; other events keep their text with names."""
    uis = discover()
    names = ["Ann", "Bob", "Cy"]
    mwl = record("mission-wild-life", 3)
    end = Event(kind="round_end", text="Round 2 over. Tricks: [3, 2, 4]. Missions: [6, 0, 1].",
                data={"round": 2, "tricks": [3, 2, 4], "counts": [6, 0, 1]})
    played = Event(kind="card_played", text="Seat 1 plays Blue 6.", data={"seat": 1, "card": "blue-6"})
    lines = uis["mission-wild-life"].history_lines(mwl, [played, end], names)
    assert lines[0] == "Bob plays 🟦 Blue 6."  # worded from the event's data (issue 34), not its text
    assert "[" not in lines[1] and "Ann 3 tricks, 6 missions (goal 5)" in lines[1] and "Bob 2 tricks, 0/5 missions" in lines[1]
    major = Event(kind="major_scoring", text="Major Scoring — …", data={
        "lines": [{"label": "Large Plains", "points": [1, 3, 0]}, {"label": "Most food", "points": [0, 0, 0]}],
        "gained": [1, 3, 0], "final": False})
    text = "\n".join(uis["wildlife"].history_lines(record("wildlife", 3), [major], names))
    assert "**Large Plains**: Bob 3 SP · Ann 1 SP" in text and "Most food" not in text
    assert "Bob **+3 SP** · Ann **+1 SP** · Cy **+0 SP**" in text
    default = uis["wildlife-adventure"].history_lines(record("wildlife-adventure", 3), [played], names)
    assert default == ["Bob plays Blue 6."]


def test_rules_of_a_match_without_a_timer_do_not_promise_one() -> None:
    """Issue 24: /rules in a thread said "Turn timer: none" and then that an admin sets a time limit."""
    from cogs.rules import rules_embed

    embed = rules_embed("wildlife", ["Turn timer: **none**"])
    text = "\n".join(f.value or "" for f in embed.fields)
    assert "Turn timer: **none**" in text and "set by the server admin" not in text
