"""The sandbox demo's lobby options on the command line: ``--option NAME=VALUE`` and ``--option help``.

A game's options are named as its engine names them (``auction_expand``) or as its lobby shows them
(``"Expand with auctioned Terrain"``, any case); :func:`options_help` lists each with the lobby's
name, the values it takes and its default; :func:`resolve` turns a name into the engine's, or
refuses it in one line naming the nearest option (difflib).
"""
from __future__ import annotations

import difflib
from typing import Any

from cogs.kit.ui import GAME_UIS
from engine import registry
from engine.service.match_settings import MATCH_FIELDS, MatchSettings, field_range

HELP_HINT = "`--option help` lists them"
DEMO_DEFAULTS: dict[str, str] = {
    "turn_timeout_s": "0 in the demo (no timer)",
    "time_bank_s": "the speed's (1 day when turn-based, else 0)",
    "bank_refill_s": "the speed's (7200 a move when turn-based, else 0)",
}
"""Defaults of the match settings that depend on the speed or on the demo (the others are the model's)."""


def _shown(value: Any) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    if value is None:
        return "none (random)"
    return f"{value:g}" if isinstance(value, float) else str(value)


def _lobby(key: str) -> dict[str, tuple[str, list[str]]]:
    """``{field: (the lobby's name, its choices' labels)}`` of game ``key`` (what its lobby selects show)."""
    ui = GAME_UIS.get(key)
    return {field: (label, [c for c, _ in choices]) for field, label, choices in (ui.option_fields() if ui else [])}


def settings_rows() -> list[tuple[str, str, str, str]]:
    """The match settings every game takes (speed, time bank, absent count, ranked, minimum reputation):
    ``(name, lobby name, values, default)``."""
    out = []
    for field, text in MATCH_FIELDS.items():
        label, _, values = text.partition(": ")
        default = MatchSettings.model_fields[field].default
        shown = str(default).lower() if isinstance(default, bool) else _shown(default)
        out.append((field, label, values, DEMO_DEFAULTS.get(field, shown)))
    return out


def rows(key: str) -> list[tuple[str, str, str, str]]:
    """Every option of game ``key``, then the match settings: ``(name, lobby name, values, default)``."""
    game, lobby = registry.get(key), _lobby(key)
    demo = GAME_UIS[key].demo_options if key in GAME_UIS else {}
    out = []
    for field, info in game.Options.model_fields.items():
        label, choices = lobby.get(field, ("", []))
        values = field_range(game.Options, field).replace(" or none (default)", " or none")
        if info.annotation is bool:
            values = "on or off"
        elif choices:
            values = f"{', '.join(choices)} ({values})"
        default = _shown(info.default) + (f"; the demo uses {_shown(demo[field])}" if field in demo else "")
        out.append((field, label, values, default))
    return out + settings_rows()


def options_help(keys: list[str]) -> str:
    """The options of the games ``keys``: one line each with the lobby's name (in quotes; none for an
    option the lobby does not offer), the values it takes and its default."""
    def line(name: str, label: str, values: str, default: str) -> str:
        shown = f'"{label}"' if label else "(not in the lobby)"
        return f"  {name:<20} {shown}: {values}; default {default}"

    lines = ["Lobby options (--option NAME=VALUE, repeatable; NAME as below or the lobby's name in quotes):"]
    own = len(settings_rows())
    for key in keys:
        lines.append(f"\n{registry.get(key).title} (--sandbox {key}):")
        lines += [line(*row) for row in rows(key)[:-own]] or ["  (no options of its own)"]
    lines.append("\nEvery game also takes the match settings:")
    lines += [line(*row) for row in settings_rows()]
    return "\n".join(lines)


def resolve(key: str, name: str) -> str:
    """The engine's name of the option ``name`` (an engine name, or the lobby's name in any case) of game
    ``key``. Raises ValueError with one line naming the nearest option and how to list them all."""
    known = [name for name, *_ in rows(key)]
    by_label = {label.lower(): field for field, label, *_ in rows(key) if label}
    wanted = name.strip()
    if wanted in known:
        return wanted
    if wanted.lower() in by_label:
        return by_label[wanted.lower()]
    title = registry.get(key).title
    pool = {n.lower(): n for n in known} | {label: field for label, field in by_label.items()}
    close = difflib.get_close_matches(wanted.lower(), list(pool), n=1, cutoff=0.5)
    if not close:
        raise ValueError(f"{title} has no option {wanted!r} ({HELP_HINT})")
    field = pool[close[0]]
    label = next((lab for f, lab, *_ in rows(key) if f == field and lab), "")
    also = f' (the lobby\'s "{label}")' if label else ""
    raise ValueError(f"{title} has no option {wanted!r}; did you mean {field}{also}? ({HELP_HINT})")
