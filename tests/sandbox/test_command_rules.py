"""The double refuses command registrations Discord refuses: names, descriptions and their
localisations (sandbox/commands.py), each violation planted through discord.py's own HTTP client
and answered 400 / 50035 with Discord's nested errors."""
from __future__ import annotations

import copy
from typing import Any

import discord
import pytest

from sandbox import Sandbox
from sandbox.commands import DISCORD_LOCALES, check_command, valid_chat_input_name
from tests.sandbox_support import SupportBot, World

GOOD: dict[str, Any] = {
    "type": 1, "name": "play", "description": "Open a lobby for a game in this channel.",
    "name_localizations": {"de": "spielen", "hi": "खेलें", "th": "เล่น", "ja": "遊ぶ"},
    "description_localizations": {"de": "Eine Lobby für ein Spiel in diesem Kanal öffnen."},
    "options": [
        {"type": 3, "name": "game", "description": "Which game to play", "required": True,
         "name_localizations": {"de": "spiel"}, "description_localizations": {"de": "Welches Spiel"},
         "choices": [{"name": "WildLife", "value": "wildlife"},
                     {"name": "Wildlife Adventure", "value": "wildlife-adventure",
                      "name_localizations": {"de": "Abenteuer Tierwelt"}}]},
        {"type": 5, "name": "ranked", "description": "Whether it counts", "name_localizations": {"de": "gewertet"}},
    ],
}


def planted(path: str, value: Any) -> dict[str, Any]:
    """GOOD with the field at dotted ``path`` set to ``value`` (``None`` deletes it)."""
    cmd = copy.deepcopy(GOOD)
    node: Any = cmd
    parts = path.split(".")
    for part in parts[:-1]:
        node = node[int(part)] if isinstance(node, list) else node[part]
    last = parts[-1]
    if value is None:
        del node[last]
    elif isinstance(node, list):
        node[int(last)] = value
    else:
        node[last] = value
    return cmd


VIOLATIONS = [
    # (planted field, value, error path, error code)
    ("name_localizations.de", "Spielen", "name_localizations.de", "APPLICATION_COMMAND_INVALID_NAME"),
    ("name_localizations.de", "spiel starten", "name_localizations.de", "APPLICATION_COMMAND_INVALID_NAME"),
    ("name_localizations.de", "x" * 33, "name_localizations.de", "APPLICATION_COMMAND_INVALID_NAME"),
    ("name_localizations.de", "", "name_localizations.de", "APPLICATION_COMMAND_INVALID_NAME"),
    ("name_localizations.de", "spiel!", "name_localizations.de", "APPLICATION_COMMAND_INVALID_NAME"),
    ("name_localizations.de-DE", "spielen", "name_localizations.de-DE", "BASE_TYPE_CHOICES"),
    ("name_localizations.en", "play", "name_localizations.en", "BASE_TYPE_CHOICES"),
    ("description_localizations.de", "x" * 101, "description_localizations.de", "BASE_TYPE_BAD_LENGTH"),
    ("description_localizations.de", "", "description_localizations.de", "BASE_TYPE_BAD_LENGTH"),
    ("description_localizations.pt_BR", "Abrir", "description_localizations.pt_BR", "BASE_TYPE_CHOICES"),
    ("options.0.name_localizations.de", "Spiel", "options.0.name_localizations.de", "APPLICATION_COMMAND_INVALID_NAME"),
    ("options.0.name_localizations.qps-ploc", "spiel", "options.0.name_localizations.qps-ploc", "BASE_TYPE_CHOICES"),
    ("options.0.description_localizations.de", "y" * 101, "options.0.description_localizations.de",
     "BASE_TYPE_BAD_LENGTH"),
    ("options.0.choices.1.name_localizations.de", "z" * 101, "options.0.choices.1.name_localizations.de",
     "BASE_TYPE_BAD_LENGTH"),
    ("options.0.choices.1.name_localizations.xx", "Abenteuer", "options.0.choices.1.name_localizations.xx",
     "BASE_TYPE_CHOICES"),
    ("options.1.name_localizations.de", "spiel", "options.1.name_localizations.de",
     "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS"),  # the same German name as its sibling's
    ("options.1.name_localizations.de", "game", "options.1.name_localizations.de",
     "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS"),  # a sibling's default name
    ("name", "Play", "name", "APPLICATION_COMMAND_INVALID_NAME"),
    ("description", "d" * 101, "description", "BASE_TYPE_BAD_LENGTH"),
    ("options.1.name", "game", "options.1.name", "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS"),
]


def error_at(errors: dict[str, Any], path: str) -> list[str]:
    node: Any = errors
    for part in path.split("."):
        node = node.get(part, {})
    return [e["code"] for e in node.get("_errors", [])]


def test_names_follow_discords_naming_rule() -> None:
    for good in ("spielen", "regeln", "einstellungen", "zug_info", "wer-ist-dran", "खेलें", "เล่น", "遊ぶ", "ü", "1",
                 "l'aide"):
        assert valid_chat_input_name(good), good
    for bad in ("Spielen", "SPIELEN", "spiel starten", "", "x" * 33, "spiel!", "spiel.", "ß?", "a/b"):
        assert not valid_chat_input_name(bad), bad


def test_the_good_command_passes_and_every_locale_is_discords() -> None:
    assert check_command(GOOD, "0") == []
    assert len(DISCORD_LOCALES) == len(set(DISCORD_LOCALES)) == 32
    assert {str(locale.value) for locale in discord.Locale} >= set(DISCORD_LOCALES)


@pytest.mark.parametrize(("field", "value", "path", "code"), VIOLATIONS)
def test_each_planted_violation_is_found(field: str, value: Any, path: str, code: str) -> None:
    problems = check_command(planted(field, value), "0")
    assert ("0." + path, code) in [(p, c) for p, c, _ in problems], problems


async def test_the_double_answers_50035_for_a_bulk_overwrite_a_create_and_an_edit(
        env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, _, bot = env
    http: Any = bot.http  # raw JSON payloads, not discord.py's TypedDicts
    app = sb.app_id
    for field, value, path, code in VIOLATIONS:
        with pytest.raises(discord.HTTPException) as refused:
            await http.bulk_upsert_global_commands(app, [GOOD, planted(field, value)])
        assert refused.value.status == 400 and refused.value.code == 50035
        assert code in error_at(sb.world.violations[-1].detail, "1." + path), (field, sb.world.violations[-1])
    with pytest.raises(discord.HTTPException) as refused:
        await http.upsert_global_command(app, planted("name_localizations.de", "Spielen"))
    assert refused.value.code == 50035
    assert error_at(sb.world.violations[-1].detail, "name_localizations.de") == ["APPLICATION_COMMAND_INVALID_NAME"]
    stored = await http.upsert_global_command(app, GOOD)
    bad_option = planted("options.0.description_localizations.fr", "")["options"]  # discord.py edits only these keys
    with pytest.raises(discord.HTTPException) as refused:
        await http.edit_global_command(app, int(stored["id"]), {"options": bad_option})
    assert refused.value.code == 50035
    # nothing refused was stored: the good command is as it was
    assert (await http.get_global_command(app, int(stored["id"])))["options"] == GOOD["options"]
    sb.take_violations(code=50035)
    sb.assert_no_violations()
