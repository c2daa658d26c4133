"""A message not yet rendered: its id and arguments, for code that builds words before it knows
who will read them (a refusal, an event line, a label) — :func:`cogs.lang.t` renders it in the
reader's language."""
from __future__ import annotations

from collections.abc import Mapping
from datetime import date, datetime
from decimal import Decimal
from typing import Union

Arg = Union[str, int, float, Decimal, date, datetime, "Msg"]
"""What a message's argument may be: text (a name already made inert, an enumerated value a
selector picks on, such as ``"blue"``), a number or a date (formatted in the reader's locale by
Babel), or another :class:`Msg` (rendered first, in the same language)."""


class Msg:
    """``Msg("core-turn-of", name=safe(name), n=3)``: message id ``id`` (``"file-…"``, or
    ``"id.attribute"`` for a message's attribute) and its arguments, immutable and hashable when
    its arguments are (so renderings are remembered, :mod:`cogs.lang.catalog`).

    Equal when id and arguments are equal. Write the id as one literal string in the code, never built with an
    f-string: the catalog checks (``tests/lang/``) find every id in use by reading the source.
    """

    __slots__ = ("_args", "_hash", "id")

    id: str
    _args: tuple[tuple[str, Arg], ...]
    _hash: int | None

    def __init__(self, id: str, /, **args: Arg) -> None:  # noqa: A002 - the message's id
        object.__setattr__(self, "id", id)
        object.__setattr__(self, "_args", tuple(sorted(args.items())))
        object.__setattr__(self, "_hash", None)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Msg is immutable")

    @property
    def key(self) -> tuple[str, tuple[tuple[str, Arg], ...]]:
        """``(id, sorted arguments)``: what a rendering is remembered by."""
        return self.id, self._args

    @property
    def args(self) -> Mapping[str, Arg]:
        """The arguments by name (a new dict each time: the message itself never changes)."""
        return dict(self._args)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Msg) and self.id == other.id and self._args == other._args

    def __hash__(self) -> int:
        if self._hash is None:
            object.__setattr__(self, "_hash", hash((Msg, self.id, self._args)))
        assert self._hash is not None
        return self._hash

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self._args)
        return f"Msg({self.id!r}{args})"
