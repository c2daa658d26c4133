"""Typed reads of a match for tests: its cached record, its view as the game's own view class, the SQL database under it.

:class:`~engine.service.MatchService` serves every game, so ``service.view`` is typed as a
plain :class:`~engine.core.Model`; a test that reads a game's fields asks for that game's view
class here and fails (an ``AssertionError``) when the match shows another. Likewise the service
holds its storage as a :class:`~storage.StorageBackend`; a test that checks rows reaches the
SQL database through :func:`sql_db`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from engine.core import Model
from storage import Storage

if TYPE_CHECKING:
    from engine.service import MatchService
    from storage import MatchRecord, StorageBackend
    from storage.sql import SqlDatabase

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


def sql_db(storage: StorageBackend) -> SqlDatabase:
    """The SQL database (either backend) under ``storage``, for tests that read or write rows
    directly; fails the test when ``storage`` is not the one SQL :class:`~storage.Storage`."""
    assert isinstance(storage, Storage), f"{type(storage).__name__} is not the SQL store"
    db: SqlDatabase = storage.db
    return db
