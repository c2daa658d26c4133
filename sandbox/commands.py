"""Discord's rules for registering application commands, localisations included.

Checked on ``PUT``/``POST``/``PATCH`` of ``.../commands`` (global and guild); a violation is
answered as Discord does, 400 with code 50035 Invalid Form Body and the nested ``errors`` object
(``{"0": {"options": {"1": {"name_localizations": {"de": {"_errors": [...]}}}}}}``).

Source: https://discord.com/developers/docs/interactions/application-commands (Application
Command Naming, the command, option and choice structures, Localization) and the locale list of
https://discord.com/developers/docs/reference#locales.

* ``CHAT_INPUT`` command, subcommand, group and option names, and every value of their
  ``name_localizations``: 1–32 characters of ``^[-_'\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]$``, in their
  lowercase form where a letter has one (``APPLICATION_COMMAND_INVALID_NAME`` "Command name is
  invalid"); ``USER``/``MESSAGE`` command names 1–32 characters of anything;
* descriptions (``CHAT_INPUT``, options) and every value of ``description_localizations``:
  1–100 characters; choice names and their ``name_localizations`` values: 1–100
  (``BASE_TYPE_BAD_LENGTH`` "Must be between 1 and 100 in length.");
* a localisation dictionary's keys: only Discord's locale codes (``BASE_TYPE_CHOICES`` "Value must
  be one of (…)."), the answer real Discord gives for ``pt_BR``;
* at most 25 options per command or subcommand and 25 choices per option
  (``BASE_TYPE_MAX_LENGTH``);
* option names unique among their siblings, and a localised option name distinct from its
  siblings' default names and their names in the same locale
  (``APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS``: the rule is Discord's, the code our
  reconstruction).

Discord's docs today allow an apostrophe in names (the regex above); ``-`` and ``_`` are the
other non-letters. Letters of every script count (``\\p{L}``), as do the combining marks of
Devanagari and Thai.
"""
from __future__ import annotations

import unicodedata
from typing import Any

DISCORD_LOCALES = (
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl", "no", "pl", "pt-BR",
    "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th", "zh-CN", "ja", "zh-TW", "ko",
)
"""Every locale Discord knows (https://discord.com/developers/docs/reference#locales)."""

NAME_MAX = 32
DESCRIPTION_MAX = 100
CHOICE_NAME_MAX = 100
OPTIONS_MAX = 25
CHOICES_MAX = 25
CHAT_INPUT = 1
SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2

Problem = tuple[str, str, str]  # (dotted path, error code, message)

INVALID_NAME = ("APPLICATION_COMMAND_INVALID_NAME", "Command name is invalid")
DUPLICATE_OPTION = ("APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS", "Command option names must be unique")
_DEVA = (0x0900, 0x097F)
_THAI = (0x0E00, 0x0E7F)


def _allowed_char(ch: str) -> bool:
    if ch in "-_'":
        return True
    if unicodedata.category(ch)[0] in "LN":
        return True
    cp = ord(ch)
    return _DEVA[0] <= cp <= _DEVA[1] or _THAI[0] <= cp <= _THAI[1]


def valid_chat_input_name(name: object) -> bool:
    """Whether ``name`` is a valid ``CHAT_INPUT`` command or option name (see the module doc)."""
    return (isinstance(name, str) and 1 <= len(name) <= NAME_MAX and all(_allowed_char(ch) for ch in name)
            and name == name.lower())


def _length(path: str, value: object, top: int) -> list[Problem]:
    if isinstance(value, str) and 1 <= len(value) <= top:
        return []
    return [(path, "BASE_TYPE_BAD_LENGTH", f"Must be between 1 and {top} in length.")]


def _locale_keys(path: str, table: dict[str, Any]) -> list[Problem]:
    allowed = ", ".join(repr(code) for code in DISCORD_LOCALES)
    return [(f"{path}.{key}", "BASE_TYPE_CHOICES", f"Value must be one of ({allowed}).")
            for key in table if key not in DISCORD_LOCALES]


def _localizations(path: str, table: object, check_value: Any) -> list[Problem]:
    if table is None:
        return []
    if not isinstance(table, dict):
        return [(path, "DICT_TYPE_CONVERT", "Only dictionaries may be used in a DictType")]
    problems = _locale_keys(path, table)
    for key, value in table.items():
        if key in DISCORD_LOCALES:
            problems += check_value(f"{path}.{key}", value)
    return problems


def _name(path: str, value: object) -> list[Problem]:
    return [] if valid_chat_input_name(value) else [(path, *INVALID_NAME)]


def _description(path: str, value: object) -> list[Problem]:
    return _length(path, value, DESCRIPTION_MAX)


def _choice_name(path: str, value: object) -> list[Problem]:
    return _length(path, value, CHOICE_NAME_MAX)


def _names_unique(path: str, options: list[dict[str, Any]]) -> list[Problem]:
    """Sibling options' default names unique; each localised name distinct from the siblings'
    default names and from their names in that locale."""
    problems: list[Problem] = []
    defaults = [o.get("name") for o in options]
    for i, name in enumerate(defaults):
        if name in defaults[:i]:
            problems.append((f"{path}.{i}.name", *DUPLICATE_OPTION))
    for locale in DISCORD_LOCALES:
        shown = [(o.get("name_localizations") or {}).get(locale) or o.get("name") for o in options]
        for i, option in enumerate(options):
            localized = (option.get("name_localizations") or {}).get(locale)
            if localized is None:
                continue
            others = [n for j, n in enumerate(defaults) if j != i] + [n for j, n in enumerate(shown) if j != i]
            if localized in others:
                problems.append((f"{path}.{i}.name_localizations.{locale}", *DUPLICATE_OPTION))
    return problems


def _options(path: str, options: object) -> list[Problem]:
    if not options:
        return []
    if not isinstance(options, list):
        return [(path, "LIST_TYPE_CONVERT", "Only iterables may be used in a ListType")]
    problems: list[Problem] = []
    if len(options) > OPTIONS_MAX:
        problems.append((path, "BASE_TYPE_MAX_LENGTH", f"Must be {OPTIONS_MAX} or fewer in length."))
    for i, option in enumerate(options):
        p = f"{path}.{i}"
        problems += _name(f"{p}.name", option.get("name"))
        problems += _localizations(f"{p}.name_localizations", option.get("name_localizations"), _name)
        problems += _description(f"{p}.description", option.get("description"))
        problems += _localizations(f"{p}.description_localizations", option.get("description_localizations"), _description)
        choices = option.get("choices") or []
        if len(choices) > CHOICES_MAX:
            problems.append((f"{p}.choices", "BASE_TYPE_MAX_LENGTH", f"Must be {CHOICES_MAX} or fewer in length."))
        for k, choice in enumerate(choices):
            problems += _choice_name(f"{p}.choices.{k}.name", choice.get("name"))
            problems += _localizations(f"{p}.choices.{k}.name_localizations", choice.get("name_localizations"), _choice_name)
        if option.get("type") in (SUB_COMMAND, SUB_COMMAND_GROUP):
            problems += _options(f"{p}.options", option.get("options"))
    problems += _names_unique(path, [o for o in options if isinstance(o, dict)])
    return problems


def check_command(data: dict[str, Any], path: str = "", *, creating: bool = True) -> list[Problem]:
    """Every rule of the module doc ``data`` (one command's JSON) breaks, at ``path`` (``"0"`` for
    the first of a bulk overwrite, ``""`` for a single create or edit). ``creating=False``: an
    edit's fields only (a PATCH), so a missing name or description is no problem."""
    p = f"{path}." if path else ""
    problems: list[Problem] = []
    chat_input = data.get("type", CHAT_INPUT) == CHAT_INPUT
    if "name" in data:
        problems += _name(f"{p}name", data["name"]) if chat_input else _length(f"{p}name", data["name"], NAME_MAX)
    elif creating:
        problems.append((f"{p}name", "BASE_TYPE_REQUIRED", "This field is required"))
    name_rule = _name if chat_input else (lambda q, v: _length(q, v, NAME_MAX))
    problems += _localizations(f"{p}name_localizations", data.get("name_localizations"), name_rule)
    if chat_input:
        if "description" in data or creating:
            problems += _description(f"{p}description", data.get("description"))
        problems += _localizations(f"{p}description_localizations", data.get("description_localizations"), _description)
    problems += _options(f"{p}options", data.get("options"))
    return problems
