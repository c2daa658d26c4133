"""A game's lobby options as a server admin types and reads them (``/setup defaults``, issue 22),
in the reader's language (issue 34).

An option is named by its field name (``turn_timeout_s``) or its label as the lobby shows it
("Turn timer", "Zugzeit"); a value by the lobby's label in the reader's language or any other
shipped one ("5 min", "5 Min."), on/off/none in any shipped language's words (``admin-typed-…``),
a number, or text. :func:`value_text` and :func:`field_label` word them back in the reader's
language, :func:`accepts` says what an option takes (from its type and bounds), and :func:`misfit`
is the one-line refusal of a value or an option that does not fit.
"""
from __future__ import annotations

import json
from typing import Any

from cogs.kit.text import clip, safe
from cogs.kit.ui import GAME_UIS
from cogs.lang import LANGS, SOURCE, Lang, Msg, reading, t
from cogs.lang.words import refused
from cogs.shared.words import absent, duration, game_title, timer_words
from engine.core import AnyGame
from engine.service import MatchError
from engine.service.guild_config import option_names
from engine.service.match_settings import (
    ABSENT_PRESETS,
    MATCH_FIELDS,
    MAX_ABSENT_AFTER,
    MAX_BANK_REFILL_S,
    MAX_TIME_BANK_S,
    MAX_TURN_TIMEOUT_S,
    TURN_TIMER_PRESETS,
)


def _choices(game: AnyGame, field: str, lang: Lang) -> list[tuple[str, Any]]:
    """The lobby select's choices for ``field`` in ``lang``: ``[(label, value)]`` (none when it has no select)."""
    if field == "turn_timeout_s":
        return [(timer_words(lang, v), v) for _, v in TURN_TIMER_PRESETS]
    if field == "absent_after":
        return [(absent(lang, v), v) for _, v in ABSENT_PRESETS]
    for name, _label, choices in _option_fields(game, lang):
        if name == field:
            return choices
    return []


def _option_fields(game: AnyGame, lang: Lang) -> list[tuple[str, str, list[tuple[str, Any]]]]:
    """The game's lobby options (:meth:`~cogs.kit.ui.GameUI.option_fields`) as ``lang`` reads them."""
    ui = GAME_UIS.get(game.key)
    if ui is None:
        return []
    with reading(lang):
        return ui.option_fields()


def _typed_words(msg_id: str) -> set[str]:
    """The words an admin may type for on, off or none, in every language people can choose (each
    language's comma-separated list, ``admin-typed-…``)."""
    return {w.strip().casefold() for lang in LANGS for w in t(lang, msg_id).split(",") if w.strip()}


def parse_value(game: AnyGame, field: str, text: str, lang: Lang = SOURCE) -> Any:
    """A typed option value: a choice's label as the lobby shows it in ``lang`` or in any language
    people can choose ("5 min", "5 Min.", "Random"), else on/off, none (in those languages' words,
    ``admin-typed-…``), a number, or the text itself."""
    words = text.strip()
    lowered = words.casefold()
    for reader_lang in dict.fromkeys((lang, *LANGS)):
        for label, value in _choices(game, field, reader_lang):
            if label.casefold() == lowered:
                return value
    if lowered in _typed_words("admin-typed-on"):
        return True
    if lowered in _typed_words("admin-typed-off"):
        return False
    if lowered in _typed_words("admin-typed-none"):
        return None
    try:
        return json.loads(words)
    except ValueError:
        return words


def plain_number(value: float) -> int | float:
    """``value`` as a message argument: a whole number as an int ("3", never "3.0")."""
    return int(value) if float(value).is_integer() else value


def value_text(game: AnyGame, field: str, value: Any, lang: Lang = SOURCE) -> str:
    """A default's value in ``lang``'s words: its choice label, else on/off, a span, a number, or
    the value itself (typed text: made inert)."""
    for label, choice in _choices(game, field, lang):
        if choice == value and type(choice) is type(value):
            return label
    if field == "ranked" and isinstance(value, bool):
        return t(lang, "admin-value-ranked", ranked=str(value).lower())
    if field == "min_reputation" and isinstance(value, int) and not isinstance(value, bool):
        return t(lang, "admin-value-min-reputation", percent=max(value, 0))
    if isinstance(value, bool):
        return t(lang, "core-option-on" if value else "core-option-off")
    if value is None:
        return t(lang, "admin-value-none")
    if isinstance(value, int | float):
        if field in ("time_bank_s", "bank_refill_s"):
            return duration(lang, value) if value > 0 else t(lang, "admin-value-none")
        return t(lang, "admin-value-number", n=plain_number(value))
    return safe(str(value))


def field_label(game: AnyGame, field: str, lang: Lang = SOURCE) -> str:
    """An option's name as the lobby shows it in ``lang`` ("Turn timer"), else its field name as code
    (`` `first_player` ``: what ``/setup defaults set option:`` takes)."""
    if field in MATCH_FIELDS:
        return t(lang, "admin-option", field=field)
    for name, label, _choices in _option_fields(game, lang):
        if name == field:
            return label
    return f"`{field}`"


def typed_field(game: AnyGame, typed: str) -> str | None:
    """The option ``typed`` names: its field name, or its label in any language people can choose
    (any case); None for none of ``game``'s options."""
    names = option_names(game)
    if typed in names:
        return typed
    wanted = typed.casefold()
    return next((f for f in names for lang in LANGS if field_label(game, f, lang).casefold() == wanted), None)


_SETTING_MAX: dict[str, float] = {"turn_timeout_s": MAX_TURN_TIMEOUT_S, "absent_after": MAX_ABSENT_AFTER,
                                  "time_bank_s": MAX_TIME_BANK_S, "bank_refill_s": MAX_BANK_REFILL_S,
                                  "ranked": 1, "min_reputation": 100}


def accepts(game: AnyGame, field: str, lang: Lang = SOURCE) -> str:
    """What option ``field`` accepts, in ``lang``'s words: "a whole number from 3 to 100", "on or
    off", "seconds from 0 (none) to 604,800 (7 days)" (from the option's type and bounds)."""
    if field in MATCH_FIELDS:
        top = _SETTING_MAX[field]
        return t(lang, "admin-accepts-setting", field=field, max=plain_number(top), span=duration(lang, top),
                 live=timer_words(lang, 300), days=timer_words(lang, 86_400))
    info = game.Options.model_fields[field]
    kind = info.annotation
    if kind is bool:
        return t(lang, "admin-accepts-bool")
    low: tuple[str, float] | None = None
    high: tuple[str, float] | None = None
    for meta in info.metadata:
        for bound in ("ge", "gt"):
            if getattr(meta, bound, None) is not None:
                low = (bound, getattr(meta, bound))
        for bound in ("le", "lt"):
            if getattr(meta, bound, None) is not None:
                high = (bound, getattr(meta, bound))
    bounds = "-".join(bound[0] for bound in (low, high) if bound is not None) or "none"
    number = Msg("admin-accepts-number", whole=str(kind in (int, int | None)).lower())
    words = t(lang, "admin-accepts-bounds", bounds=bounds, number=number,
              low=plain_number(low[1]) if low else 0, high=plain_number(high[1]) if high else 0)
    return t(lang, "admin-accepts-optional", accepts=words) if info.default is None else words


def misfit(game: AnyGame, field: str, typed: str, lang: Lang) -> MatchError:
    """The refusal, in ``lang``, of a default ``field`` (a field name, else as typed) does not take:
    the options there are, or what ``field`` accepts (``typed``: the value as typed)."""
    names = option_names(game)
    if field not in names:
        return refused("admin-defaults-no-option", game=game_title(lang, game.key), option=safe(clip(field, 60)),
                       options=", ".join(f"`{f}`" for f in names))
    return refused("admin-defaults-misfit", option=field_label(game, field, lang), accepts=accepts(game, field, lang),
                   got=safe(clip(typed, 60)))
