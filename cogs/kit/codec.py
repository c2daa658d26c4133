"""One codec for every match component: ``verb ↔ custom_id ↔ engine action``.

A game UI declares its components as :class:`Verb` objects. Each verb says how its
``custom_id`` is written and read and what a click does, so the same definition builds
the button, parses the click, makes the engine action and tells the sandbox's simulated
players which component to click for an action. The ``custom_id`` shape is shared::

    {prefix}:{match}:{verb}[:{stamp}][:{field}…]      e.g.  mwl:42:play:3:blue-8

``prefix`` names the game (1-6 lowercase letters), ``match`` is the match id, ``stamp``
(only for stamped verbs) is :meth:`GameUI.stamp` when the component was drawn (the match's
version, or a coarser counter such as the round), and the fields follow in the verb's order. At most 100 characters (Discord).
"""
from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from cogs.kit.text import CUSTOM_ID

if TYPE_CHECKING:
    import discord

    from engine.core import Model

MATCH = r"[0-9]{1,18}"
STAMP = r"[0-9]{1,9}"
PREFIX = re.compile(r"[a-z]{1,6}")
VERB_NAME = re.compile(r"[a-z][a-z0-9_]{0,15}")


class MalformedId(ValueError):
    """A ``custom_id`` this game does not produce (a forged, truncated or outdated component)."""


@dataclass(frozen=True)
class Click:
    """A parsed component click: the match, the verb, its stamp and fields, and select values
    (or the typed text of a modal, as one value)."""

    match_id: int
    verb: Verb
    stamp: int | None
    params: Mapping[str, str]
    values: Sequence[str] = ()


Handler = Callable[[Any, "discord.Interaction", Click], Awaitable[None]]
"""A non-move verb's ``async (ui, interaction, click)``; ``ui`` is the game's own
:class:`cogs.kit.ui.GameUI` (typed ``Any`` here: the codec sits beneath the UI class, which is
built from it)."""
VerbAction = Callable[[Mapping[str, str], Sequence[str]], "Model"]
"""A move verb's ``(params, values) -> action``: one of the game's typed action models, built from
the click's fields and select values. Raises IllegalAction (or pydantic's ValidationError, which
the kit answers as :data:`engine.core.NOT_RECOGNISED`) for values it cannot turn into a move."""


@dataclass(frozen=True)
class Verb:
    """One kind of match component.

    ``name``: the verb in the ``custom_id`` (``[a-z][a-z0-9_]{0,15}``).
    ``fields``: ``(name, regex)`` pairs written after the stamp, in order.
    ``stamped``: whether the id carries the game's stamp (:meth:`GameUI.stamp`); a click
    whose stamp differs from the match's current one is stale and only redraws the panel.
    ``action``: ``(params, values) -> engine action`` for a move (:data:`VerbAction`: one of the
    game's typed action models, e.g. ``PlayAction(card=params["card"])``); ``None`` for a verb
    that only shows something (then ``handler`` runs instead).
    ``handler``: an async ``(ui, interaction, click)`` for non-move verbs (Refresh, My tricks).
    ``seated``: only the match's players may use it (answered the same way for every game).
    ``kit``: one of the kit's own verbs (:data:`KIT_VERBS`), answered by the kit
    (:mod:`cogs.kit.components`): it has neither ``action`` nor ``handler``.
    ``kind``: the engine action kind this verb makes (default: ``name``), and
    ``params_of``/``values_of``: the inverse, ``engine action -> fields`` / ``-> select
    values``, so :meth:`GameUI.clicks_for` can find the component for an action.
    ``parse_text``: for typed input in a modal, ``(text, seat view) -> fields``, raising
    ``IllegalAction`` with a clear reason when the text is not valid; ``prompt`` (the modal's
    title and field label, e.g. "Space to expand to") and ``example`` (its placeholder, e.g.
    "C7") go with it: message ids (``wl-space-prompt``) worded in the reader's language, or text.
    """

    name: str
    fields: tuple[tuple[str, str], ...] = ()
    stamped: bool = False
    action: VerbAction | None = None
    handler: Handler | None = None
    seated: bool = True
    kit: bool = False
    kind: str | None = None
    # The argument is one member of the game's action union: typed Any, so a verb reads its own
    # kind's fields (``lambda a: {"card": a.card}``) without a cast.
    params_of: Callable[[Any], Mapping[str, Any]] | None = None
    values_of: Callable[[Any], Sequence[str]] | None = None
    parse_text: Callable[[str, Model], Mapping[str, str]] | None = None
    prompt: str | None = None
    example: str | None = None
    _pattern: re.Pattern[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not VERB_NAME.fullmatch(self.name):
            raise ValueError(f"verb name {self.name!r} must match {VERB_NAME.pattern}")
        if self.kit:
            if self.action is not None or self.handler is not None:
                raise ValueError(f"kit verb {self.name!r} is answered by the kit: no action or handler")
        elif (self.action is None) == (self.handler is None):
            raise ValueError(f"verb {self.name!r} needs exactly one of action or handler")
        parts = [f":(?P<stamp>{STAMP})"] if self.stamped else []
        parts += [f":(?P<{name}>{regex})" for name, regex in self.fields]
        object.__setattr__(self, "_pattern", re.compile("".join(parts), re.ASCII))

    @property
    def action_kind(self) -> str:
        """The engine action kind this verb makes."""
        return self.kind or self.name

    def encode(self, prefix: str, match_id: int, stamp: int | None = None, **params: Any) -> str:
        """The ``custom_id`` for this verb. Raises ValueError on a missing stamp or field, a
        field that does not match its regex, or an id over 100 characters."""
        parts = [prefix, str(match_id), self.name]
        if self.stamped:
            if stamp is None:
                raise ValueError(f"verb {self.name!r} is stamped: give the stamp")
            parts.append(str(stamp))
        for name, regex in self.fields:
            if name not in params:
                raise ValueError(f"verb {self.name!r} needs field {name!r}")
            value = str(params[name])
            if not re.fullmatch(regex, value, re.ASCII):
                raise ValueError(f"field {name}={value!r} of verb {self.name!r} does not match {regex}")
            parts.append(value)
        custom_id = ":".join(parts)
        if len(custom_id) > CUSTOM_ID:
            raise ValueError(f"custom_id {custom_id!r} is over {CUSTOM_ID} characters")
        return custom_id

    def decode(self, rest: str) -> tuple[int | None, dict[str, str]]:
        """``(stamp, fields)`` from the part of a ``custom_id`` after the verb. Raises MalformedId."""
        m = self._pattern.fullmatch(rest)
        if m is None:
            raise MalformedId(rest)
        params = {k: v for k, v in m.groupdict().items() if k != "stamp"}
        return (int(m["stamp"]) if self.stamped else None), params


UNDO = "undo"
"""The kit's verb taking back a move (issue 36, :mod:`cogs.kit.undo`)."""

KIT_VERBS = (
    Verb("refresh", kit=True),
    Verb("explain", kit=True),
    Verb("open", fields=(("chooser", VERB_NAME.pattern),), kit=True),
    Verb("ask", fields=(("target", VERB_NAME.pattern),), stamped=True, kit=True),
    Verb("typed", fields=(("target", VERB_NAME.pattern),), stamped=True, kit=True),
    Verb(UNDO, stamped=True, kit=True),
)
"""The verbs every game has, answered by the kit (:mod:`cogs.kit.components`): ``refresh`` (redraw
the panel), ``explain`` (❔ *What now?*, :meth:`cogs.kit.ui.GameUI.explain`), ``open`` (open a group
of a chooser, :mod:`cogs.kit.choosers`), ``ask`` (open a modal for typed input), ``typed`` (the
modal's submission, parsed by the target verb's ``parse_text``) and ``undo`` (take back a move:
``{prefix}:{match}:undo:{step}``). The undo's stamp is not the game's (:meth:`GameUI.stamp`) but the
log step of the move it takes back, which the engine checks: a button names one move for good, so a
double click or a button from a stale panel names a move that is gone and is refused with why
(``engine.undo.REFUSALS``), never taking back another."""


class Codec:
    """The verbs of one game under one ``prefix``: writes and reads its ``custom_id``s."""

    def __init__(self, prefix: str, verbs: Sequence[Verb]) -> None:
        if not PREFIX.fullmatch(prefix):
            raise ValueError(f"prefix {prefix!r} must be 1-6 lowercase letters")
        names = [v.name for v in verbs]
        if len(set(names)) != len(names):
            raise ValueError(f"duplicate verbs in {names}")
        self.prefix = prefix
        self.verbs = {v.name: v for v in verbs}
        self.template = re.compile(
            rf"{prefix}:(?P<match>{MATCH}):(?P<verb>{VERB_NAME.pattern})(?P<rest>(?::[^:]*)*)", re.ASCII
        )

    def encode(self, verb: str, match_id: int, stamp: int | None = None, **params: Any) -> str:
        """The ``custom_id`` of ``verb``. Raises KeyError for an unknown verb, ValueError as :meth:`Verb.encode`."""
        return self.verbs[verb].encode(self.prefix, match_id, stamp, **params)

    def decode(self, custom_id: str, values: Sequence[str] = ()) -> Click:
        """Parse a ``custom_id``. Raises MalformedId for anything this codec would not write."""
        m = self.template.fullmatch(custom_id)
        if m is None or m["verb"] not in self.verbs:
            raise MalformedId(custom_id)
        verb = self.verbs[m["verb"]]
        stamp, params = verb.decode(m["rest"])
        return Click(int(m["match"]), verb, stamp, params, tuple(values))

    def for_action(self, action: Model) -> Verb | None:
        """The verb that makes ``action`` (by its ``kind``), or None."""
        kind = getattr(action, "kind", None)
        return next((v for v in self.verbs.values() if v.action is not None and v.action_kind == kind), None)
