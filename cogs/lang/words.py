"""Refusals and warnings in the reader's language (issue 34).

The engine and the kit refuse with an :class:`~engine.core.IllegalAction` whose ``code`` is a
catalog message id and ``params`` its arguments (``IllegalAction("You must follow blue.",
code="mwl-must-follow", params={"colour": "blue"})``; the match service's ``service-…``, in
``locales/<lang>/service.ftl``); ``reason`` is the English kept for logs.
:func:`refusal` turns one into a :class:`~cogs.lang.Msg` the reader's language renders; a refusal
whose code the catalog does not have yet (a game not converted) keeps its English ``reason``.
The undo mechanism's codes (``engine/undo.py``: ``undo.off`` …) map to ``core-undo-…``.

:func:`refused` is how the kit and the cogs raise one of their own (``raise refused("core-no-match")``).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cogs.lang import MISSING, SOURCE, Lang, Msg, catalog, t
from engine.core import IllegalAction
from engine.service import MatchError

UNDO_MESSAGES = {
    "undo.off": "core-undo-off",
    "undo.unknown": "core-undo-unknown",
    "undo.stale": "core-undo-stale",
    "undo.not_yours": "core-undo-not-yours",
    "undo.not_latest": "core-undo-not-latest",
    "undo.closed": "core-undo-closed",
    "undo.changed": "core-undo-changed",
    "undo.taken_back": "core-undo-taken-back",
    "undo.other_seat": "core-undo-other-seat",
    "undo.turn_over": "core-undo-turn-over",
    "undo.revealed": "core-undo-revealed",
    "undo.scoring": "core-undo-scoring",
    "undo.not_own": "core-undo-not-own",
    "undo.late": "core-undo-late",
}
"""The undo mechanism's refusal codes (``engine.undo.REFUSALS``; ``undo.not_own`` and ``undo.late``
from ``engine.service.undo_clock``) → their messages."""

Words = Msg | str
"""A line for a person: a message to render in their language, or text already in words (a
game's English not in the catalog yet, or a line rendered already)."""


def _arg(value: Any) -> Any:
    """An engine parameter as a message argument: numbers, text and messages (a UI's refusal words a
    part of itself, rendered in the same language) as they are, anything else as text."""
    return value if isinstance(value, str | int | float | Msg) and not isinstance(value, bool) else str(value)


def refusal(exc: IllegalAction, inert: Callable[[str], str] | None = None) -> Words:
    """What to tell the person ``exc`` refused: its catalog message with its ``params``, else its
    English ``reason``. ``inert`` makes the params ``exc.supplied`` names (text people typed or
    chose: a display name, a season's name, a typed option) inert where the words are shown: the
    kit passes ``cogs.kit.text.safe`` (this module sits below the kit). Without one, such text is
    never shown raw: it reads ``…``."""
    code = UNDO_MESSAGES.get(exc.code, exc.code)
    if code and catalog().has(SOURCE, code):
        supplied = exc.supplied
        return Msg(code, **{k: (inert(str(v)) if inert is not None else MISSING) if k in supplied else _arg(v)
                            for k, v in exc.params.items()})
    return exc.reason


def refused(msg_id: str, **params: Any) -> MatchError:
    """A :class:`~engine.service.MatchError` saying catalog message ``msg_id`` (its English as the
    reason, for logs); ``params`` are the message's arguments."""
    return MatchError(t(SOURCE, msg_id, **params), code=msg_id, params=params)


def say(lang: Lang, words: Words) -> str:
    """``words`` in ``lang``."""
    return t(lang, words) if isinstance(words, Msg) else words
