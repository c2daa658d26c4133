"""Per-match settings the service itself applies (not the game): the speed (turn timer and
time bank), the absent count, ranked or casual, and the minimum reputation to join.

They live in the match's ``options`` next to the game's own lobby options, under the names
in :data:`MATCH_FIELDS`, so a match keeps the values its host chose (and a rematch copies
them). A lobby opens with the bot's defaults (``TURN_TIMEOUT`` / ``ABSENT_AFTER`` in
``.env``); the host picks a speed (:data:`SPEED_PRESETS`) or any value in range.
:func:`game_options` strips them before the game's own ``Options`` model sees the dict.

* ``turn_timeout_s``: seconds a person has per move before the default move is made
  (0: no timer), 0–259 200 (72 h). At 12 h or more the match is **turn-based**
  (:func:`is_turn_based`), played over days; below it is **live**.
* ``time_bank_s``: the time bank, seconds a seat may run over its per-move time in the
  whole match (0: none), 0–604 800 (7 days). Every seat starts with a full bank.
* ``bank_refill_s``: seconds added back to a seat's bank after each move it makes in time,
  never above ``time_bank_s``; 0–86 400.
* ``absent_after``: consecutive timed-out turns after which a bot takes the seat as with
  ``/abandon`` (0: never), 0–10.
* ``ranked``: whether the result changes ratings (True, the default) or the match is casual
  (False: it still counts for reputation; issue 22).
* ``min_reputation``: the finish rate, in whole per cent 0–100, a person needs to join the lobby
  (0: anyone; new players always may: :class:`storage.records.Reputation`; issue 22).

Choosing a turn-based speed gives the bank :data:`TURN_BASED_BANK_S` (one day) refilled by
:data:`TURN_BASED_REFILL_S` (2 h) a move, as on Board Game Arena's turn-based mode (house
ruling, docs/house-rulings.md); a live speed has no bank. The arithmetic is in
:mod:`engine.service.time_bank`.

A reminder is due :func:`remind_lead` seconds before a turn deadline (issue 12).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine.service.live import OptionError
from storage import TUTORIAL_OPTION

LIVE_PRESETS: list[tuple[str, float]] = [
    ("none", 0.0), ("1 min", 60.0), ("2 min", 120.0), ("5 min", 300.0), ("15 min", 900.0), ("1 h", 3600.0),
]
"""The live speeds: (label, seconds per move); "none" is no turn timer at all."""

TURN_BASED_PRESETS: list[tuple[str, float]] = [("12 h", 43_200.0), ("24 h", 86_400.0), ("72 h", 259_200.0)]
"""The turn-based speeds (issue 21): (label, seconds per move), each with a time bank."""

TURN_TIMER_PRESETS: list[tuple[str, float]] = LIVE_PRESETS + TURN_BASED_PRESETS
"""Every turn timer choice the lobby offers: (label, seconds)."""

TURN_BASED_BANK_S = 86_400.0
"""The time bank a turn-based speed starts each seat with: one extra day over the whole match."""
TURN_BASED_REFILL_S = 7_200.0
"""What a turn-based seat gets back in its bank after each move made in time: 2 hours (capped at the bank)."""

ABSENT_PRESETS: list[tuple[str, int]] = [("never", 0), ("1 turn", 1), ("2 turns", 2), ("3 turns", 3)]
"""The lobby's absent-count choices: (label, timed-out turns in a row)."""

MAX_TURN_TIMEOUT_S = 259_200.0
MAX_TIME_BANK_S = 604_800.0
MAX_BANK_REFILL_S = 86_400.0
MAX_ABSENT_AFTER = 10

TURN_BASED_MIN_S = 43_200.0
"""A match whose turn timer is at least this long (12 h) is played turn-based, over days:
reminders by DM, ``/turns``, deadlines as Discord timestamps (issue 21)."""

REMIND_MIN_TIMEOUT_S = 30.0
"""No reminder for turn timers shorter than this (there is no time to react to one)."""
REMIND_LEAD_S = 60.0
"""A reminder comes this long before the deadline, or at 80 % of a shorter timer."""


class MatchSettings(BaseModel):
    """The service's per-match settings (see the module docstring for units and ranges)."""

    model_config = ConfigDict(extra="ignore")

    turn_timeout_s: float = Field(300.0, ge=0, le=MAX_TURN_TIMEOUT_S)
    absent_after: int = Field(2, ge=0, le=MAX_ABSENT_AFTER)
    time_bank_s: float = Field(0.0, ge=0, le=MAX_TIME_BANK_S)
    bank_refill_s: float = Field(0.0, ge=0, le=MAX_BANK_REFILL_S)
    ranked: bool = Field(True, strict=True)
    min_reputation: int = Field(0, ge=0, le=100, strict=True)

    @property
    def turn_based(self) -> bool:
        """Whether this match is played turn-based, over days (:func:`is_turn_based`)."""
        return is_turn_based(self.turn_timeout_s)


MATCH_FIELDS: dict[str, str] = {
    "turn_timeout_s": f"Turn timer: seconds from 0 (none) to {MAX_TURN_TIMEOUT_S:g} (72 h), e.g. "
                      f"{', '.join(f'{v:g} ({label})' for label, v in TURN_TIMER_PRESETS[1:])}",
    "absent_after": f"Absent after: timed-out turns in a row from 0 (never) to {MAX_ABSENT_AFTER}",
    "time_bank_s": f"Time bank: seconds from 0 (none) to {MAX_TIME_BANK_S:g} (7 days)",
    "bank_refill_s": f"Bank refill: seconds a move from 0 to {MAX_BANK_REFILL_S:g} (24 h)",
    "ranked": "Ranked: true (the result changes ratings) or false (casual: it counts for reputation only)",
    "min_reputation": "Minimum finish rate to join: whole per cent from 0 (anyone) to 100",
}
"""The settings' option names with what each accepts, for error messages."""


def game_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """``options`` without the service's own fields: what the game's ``Options`` model validates."""
    return {k: v for k, v in options.items() if k not in MATCH_FIELDS and k != TUTORIAL_OPTION}


def bank_for(turn_timeout_s: float) -> tuple[float, float]:
    """The time bank and refill (s) a speed of ``turn_timeout_s`` comes with: one day and 2 h a
    move when it is turn-based, none when live."""
    return (TURN_BASED_BANK_S, TURN_BASED_REFILL_S) if is_turn_based(turn_timeout_s) else (0.0, 0.0)


def settings_of(options: Mapping[str, Any], *, turn_timeout_s: float, absent_after: int) -> MatchSettings:
    """The match's settings from its ``options``; a value that is missing (a match from before
    these settings) or unreadable falls back to the given defaults (the bot's ``.env`` values;
    the bank the chosen speed comes with, :func:`bank_for`)."""
    timeout = options.get("turn_timeout_s", turn_timeout_s)
    bank, refill = bank_for(timeout if isinstance(timeout, int | float) else turn_timeout_s)
    defaults = {"turn_timeout_s": turn_timeout_s, "absent_after": absent_after,
                "time_bank_s": bank, "bank_refill_s": refill}
    values = {k: options.get(k, d) for k, d in defaults.items()}
    values |= {k: options[k] for k in ("ranked", "min_reputation") if k in options}  # else the model's defaults
    try:
        return MatchSettings.model_validate(values)
    except ValidationError:
        return MatchSettings.model_validate(defaults)


def check_setting(field: str, value: Any) -> float | int:
    """``value`` validated for the setting ``field``. Raises :class:`~engine.service.live.OptionError`
    (a ValueError) naming the valid range: ``service-setting-value`` (``setting``: the field,
    ``got``: the value as typed), or ``service-option-unknown`` for a field that is no setting."""
    if field not in MATCH_FIELDS:
        raise unknown_option(f"no match setting {field!r}", field, list(MATCH_FIELDS))
    try:
        checked: float | int = getattr(MatchSettings.model_validate({field: value}), field)
    except ValidationError:
        raise OptionError(f"That value doesn't fit: {MATCH_FIELDS[field]} (got {value!r})", code="service-setting-value",
                          params={"setting": field, "got": repr(value)}, supplied=["got"]) from None
    return checked


def unknown_option(reason: str, option: str, options: list[str]) -> OptionError:
    """The refusal of ``option``, which is none of ``options`` (``service-option-unknown``: the
    option as typed, and the names there are, comma-separated); ``reason``: the English, for logs."""
    return OptionError(reason, code="service-option-unknown", params={"option": option, "options": ", ".join(options)},
                       supplied=["option"])


def option_refusal(model: type[BaseModel], exc: ValidationError) -> OptionError:
    """``exc`` (``model`` refused a lobby option's value) as the refusal a person is shown:
    ``service-option-value`` with what the option takes (:func:`field_bounds`: ``kind``, ``range``,
    ``lo``, ``hi``, ``optional``) and the value given (``got``, as typed), or
    ``service-options-invalid`` when no one option is to blame (a check across options). Its
    English reason is :func:`option_error`'s."""
    err = exc.errors()[0]
    loc = err.get("loc", ())
    name = str(loc[0]) if loc else ""
    reason = f"That value doesn't fit: {option_error(model, exc)}"
    if name not in model.model_fields:
        return OptionError(reason, code="service-options-invalid")
    return OptionError(reason, code="service-option-value",
                       params={"option": name, "got": repr(err.get("input")), **field_bounds(model, name)},
                       supplied=["got"])


def is_turn_based(turn_timeout_s: float) -> bool:
    """True when a turn timer of ``turn_timeout_s`` seconds makes the match turn-based
    (at least :data:`TURN_BASED_MIN_S`); a live match has a shorter timer or none (0)."""
    return turn_timeout_s >= TURN_BASED_MIN_S


def remind_lead(turn_timeout_s: float) -> float:
    """Seconds before a turn deadline the reminder is due: :data:`REMIND_LEAD_S`, or 20 % of a
    timer shorter than 5 minutes; 0 (no reminder) below :data:`REMIND_MIN_TIMEOUT_S` or with no timer."""
    if turn_timeout_s <= 0 or turn_timeout_s < REMIND_MIN_TIMEOUT_S:
        return 0.0
    return min(REMIND_LEAD_S, 0.2 * turn_timeout_s)


def duration_text(seconds: float) -> str:
    """A span in English words, largest units first: "90 s", "5 min", "2 h", "1 day 2 h", "3 days"
    (for the command line and ``/setup``'s words not in the catalog yet; the cogs word durations in
    the reader's language, ``cogs.shared.words.duration``)."""
    s = int(round(seconds))
    if s < 60 or s % 60:
        return f"{seconds:g} s"
    days, rest = divmod(s, 86_400)
    hours, rest = divmod(rest, 3_600)
    minutes = rest // 60
    parts = ([f"{days} day{'s' if days != 1 else ''}"] if days else []) + ([f"{hours} h"] if hours else []) \
        + ([f"{minutes} min"] if minutes else [])
    return " ".join(parts)


def field_bounds(model: type[BaseModel], name: str) -> dict[str, Any]:
    """What field ``name`` of ``model`` accepts, as data (from its type and ``ge``/``gt``/``le``/``lt``):
    ``kind`` ``"bool"``, ``"whole"`` (an int), ``"number"`` (a float) or ``"other"``; ``range``
    ``"<low>-<high>"``, each side ``"ge"``, ``"gt"``, ``"le"``, ``"lt"`` or ``"none"`` (``"ge-le"``: from
    ``lo`` to ``hi``; ``"gt-le"``: more than ``lo``, up to ``hi``; ``"ge-none"``: at least ``lo``); ``lo``,
    ``hi`` the bounds (0 where there is none); ``optional`` ``"yes"`` when it may be left unset (None
    is its default), else ``"no"``. What a catalog words (``service-option-value``) and
    :func:`field_range` says in English."""
    info = model.model_fields[name]
    kind = info.annotation
    low, high, lo, hi = "none", "none", 0.0, 0.0
    for meta in info.metadata:
        for side, bound in (("ge", "lo"), ("gt", "lo"), ("le", "hi"), ("lt", "hi")):
            value = getattr(meta, side, None)
            if value is None:
                continue
            if bound == "lo":
                low, lo = side, value
            else:
                high, hi = side, value
    kinds: dict[Any, str] = {bool: "bool", int: "whole", int | None: "whole", float: "number", float | None: "number"}
    return {"kind": kinds.get(kind, "other"), "range": f"{low}-{high}",
            "lo": plain_number(lo), "hi": plain_number(hi), "optional": "yes" if info.default is None else "no"}


def plain_number(value: float) -> int | float:
    """A bound as the number it reads as: 259200.0 → 259200, 0.5 stays 0.5."""
    return int(value) if float(value).is_integer() else float(value)


def field_range(model: type[BaseModel], name: str) -> str:
    """What field ``name`` of ``model`` accepts, in English words (:func:`field_bounds`): "a whole
    number from 0 to 10000", "on or off (true/false)", "a number more than 0 and up to 3600", "a
    whole number of at least 1 or none (default)". For the command line and logs; people are shown
    ``service-option-value``."""
    b = field_bounds(model, name)
    if b["kind"] == "bool":
        return "on or off (true/false)"
    noun = {"whole": "a whole number", "number": "a number"}.get(b["kind"], "a value")
    lo, hi = b["lo"], b["hi"]
    words = {
        "ge-le": f"from {lo} to {hi}", "gt-le": f"more than {lo} and up to {hi}", "ge-lt": f"from {lo} to below {hi}",
        "gt-lt": f"more than {lo} and below {hi}", "ge-none": f"of at least {lo}", "gt-none": f"more than {lo}",
        "none-le": f"up to {hi}", "none-lt": f"below {hi}",
    }.get(b["range"])
    optional = " or none (default)" if b["optional"] == "yes" else ""
    return f"{noun}{' ' + words if words else ''}{optional}"


def option_error(model: type[BaseModel], exc: ValidationError) -> str:
    """A lobby option's validation error in words, naming what the option accepts:
    ``"claim_window_ms must be a whole number from 0 to 10000 (got 20000)"``."""
    err = exc.errors()[0]
    loc = err.get("loc", ())
    name = str(loc[0]) if loc else ""
    if name not in model.model_fields:
        return str(err.get("msg", "invalid"))
    return f"{name} must be {field_range(model, name)} (got {err.get('input')!r})"
