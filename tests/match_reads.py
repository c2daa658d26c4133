"""Typed reads of a running match for tests: its cached record and its view as the game's own view class.

:class:`~engine.service.MatchService` serves every game, so ``service.view`` is typed as a
plain :class:`~engine.core.Model`; a test that reads a game's fields asks for that game's view
class here and fails (an ``AssertionError``) when the match shows another.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from engine.core import Model

if TYPE_CHECKING:
    from engine.service import MatchService
    from storage import MatchRecord

V = TypeVar("V", bound=Model)


def live_record(service: MatchService, match_id: int | None) -> MatchRecord:
    """The cached record of the lobby or active match ``match_id`` (:meth:`MatchService.match`);
    fails the test when there is none (the match is over or was never opened)."""
    record = service.match(match_id) if match_id is not None else None
    assert record is not None, f"match {match_id} is not running"
    return record


def view_as(kind: type[V], service: MatchService, match_id: int | None, seat: int | None) -> V:
    """``service.view(match_id, seat)`` (None: spectator) as the game's view class ``kind``;
    fails the test when ``match_id`` is None or the view is of another class. Raises
    :class:`~engine.service.MatchError` as ``service.view`` does (not live, not started)."""
    assert match_id is not None, "no match is open"
    view = service.view(match_id, seat)
    assert isinstance(view, kind), f"match {match_id} shows a {type(view).__name__}, not a {kind.__name__}"
    return view
