"""Views cached per (match, version, seat): equal to fresh ones, new per version, bounded (issue 25)."""
from __future__ import annotations

import copy
from collections.abc import Callable

import pytest

from engine.core import Model
from engine.service import MatchService
from engine.service.view_cache import ViewCache
from tests.toy_game import Add, ToyView, toy_view

HOST, BOB = 100, 101


class _V(Model):
    n: int


async def _started(service: MatchService) -> int:
    rec = await service.create_lobby(game="toy", guild_id=1, channel_id=2, host_id=HOST, host_name="Host",
                                     options={}, seed=3)
    await service.join(rec.id, BOB, "Bob")
    await service.start_match(rec.id, HOST)
    return rec.id


async def test_a_cached_view_equals_a_fresh_one_and_a_new_version_gives_a_new_view(service: MatchService) -> None:
    mid = await _started(service)
    game = service.game_of(mid)
    for seat in (0, 1, None):
        first = service.view(mid, seat)
        assert service.view(mid, seat) is first  # built once for this version
        live = service._live.require(mid)
        assert first == game.view(live.state, seat)  # what a fresh build gives
    before = toy_view(service, mid, None)
    await service.act(mid, HOST, Add(amount=2))
    after = toy_view(service, mid, None)
    assert after is not before and after.counter == before.counter + 2
    record = service.match(mid)
    assert record is not None and service.view_of(record, None) is after


async def test_an_older_snapshot_shows_its_own_state_not_the_cached_newer_one(service: MatchService) -> None:
    mid = await _started(service)
    live = service.match(mid)
    assert live is not None
    old = copy.copy(live)  # a snapshot of version 1, as a MatchUpdate carries it
    assert toy_view(service, mid, None).counter == 0  # version 1 cached from the live state
    await service.act(mid, HOST, Add(amount=2))
    assert toy_view(service, mid, None).counter == 2
    older = service.view_of(old, None)  # parsed from the record's own state, not the live one
    assert isinstance(older, ToyView) and older.counter == 0
    assert toy_view(service, mid, None).counter == 2


async def test_a_failed_write_never_reaches_the_cache(service: MatchService, monkeypatch: pytest.MonkeyPatch) -> None:
    mid = await _started(service)
    assert toy_view(service, mid, 0).counter == 0

    async def boom(*args: object, **kwargs: object) -> int:
        raise RuntimeError("disk full")

    monkeypatch.setattr(service.storage.matches, "commit_action", boom)
    with pytest.raises(RuntimeError):
        await service.act(mid, HOST, Add(amount=2))
    monkeypatch.undo()
    assert toy_view(service, mid, 0).counter == 0


def _get(cache: ViewCache, match_id: int, version: int, source: object, seat: int | None,
         build: Callable[[], _V]) -> _V:
    view = cache.get(match_id, version, source, seat, build)
    assert isinstance(view, _V)
    return view


def test_one_version_per_match_and_a_bounded_number_of_matches() -> None:
    cache = ViewCache(max_matches=2)
    built: list[int] = []

    def build(n: int) -> _V:
        built.append(n)
        return _V(n=n)

    src = object()
    a = _get(cache, 1, 5, src, 0, lambda: build(1))
    assert _get(cache, 1, 5, src, 0, lambda: build(2)) is a and built == [1]
    assert _get(cache, 1, 5, object(), 0, lambda: build(3)).n == 3  # same version, another state object: rebuilt
    assert _get(cache, 1, 6, src, 0, lambda: build(4)).n == 4  # a new version replaces the old
    assert _get(cache, 1, 5, src, 0, lambda: build(5)).n == 5  # an older one is answered, not kept
    assert _get(cache, 1, 6, src, 0, lambda: build(6)).n == 4
    assert _get(cache, 1, 6, "json", 0, lambda: build(7)).n == 7
    assert _get(cache, 1, 6, "js" + "on", 0, lambda: build(8)).n == 7  # an equal JSON string is the same state
    _get(cache, 2, 1, src, None, lambda: build(9))
    _get(cache, 3, 1, src, None, lambda: build(10))
    assert len(cache) == 2  # match 1, least recently used, was dropped
    assert _get(cache, 1, 6, "json", 0, lambda: build(11)).n == 11
