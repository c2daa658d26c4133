"""The shared engine core: the pinned RNG and action parsing."""
from __future__ import annotations

from typing import Any

import pytest

from engine.core import NOT_RECOGNISED, Event, IllegalAction, Rng, parse_action


def test_rng_is_pinned() -> None:
    # splitmix64 reference outputs for seed 0 (the published test vector of the algorithm).
    r = Rng.from_seed(0)
    assert r.next_u64() == 0xE220A8397B1DCDAF
    assert r.next_u64() == 0x6E789E6AA1B965F4


def test_rng_state_round_trips_through_json() -> None:
    r = Rng.from_seed(42)
    r.next_u64()
    copy = Rng.model_validate_json(r.model_dump_json())
    assert [copy.die() for _ in range(20)] == [r.die() for _ in range(20)]


def test_below_and_shuffle_stay_in_range() -> None:
    r = Rng.from_seed(7)
    assert {r.below(3) for _ in range(200)} == {0, 1, 2}
    items = list(range(10))
    r.shuffle(items)
    assert sorted(items) == list(range(10))


def _reference_below(r: Rng, n: int) -> int:
    """``below`` as specified: rejection sampling over ``next_u64``."""
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        x = r.next_u64()
        if x < limit:
            return x % n


def test_below_and_shuffle_draw_the_specified_sequence() -> None:
    # the inlined draw loops give exactly the draws of next_u64 + rejection sampling, state included
    for seed in (0, 1, 7, 2**64 - 1, 123456789):
        fast, ref = Rng.from_seed(seed), Rng.from_seed(seed)
        for n in (1, 2, 3, 6, 7, 40, 54, 1000, 2**63 + 5):
            assert fast.below(n) == _reference_below(ref, n)
        items, expected = list(range(54)), list(range(54))
        fast.shuffle(items)
        for i in range(len(expected) - 1, 0, -1):
            j = _reference_below(ref, i + 1)
            expected[i], expected[j] = expected[j], expected[i]
        assert items == expected and fast.state == ref.state


def test_a_trusted_event_is_the_validated_event() -> None:
    data: dict[str, Any] = {"seat": 1, "cards": ["blue-8"]}
    trusted = Event.trusted(kind="card_played", text="Seat 1 plays Blue 8.", visible_to={1}, data=data)
    validated = Event(kind="card_played", text="Seat 1 plays Blue 8.", visible_to={1}, data=data)
    assert trusted == validated and trusted.model_dump_json() == validated.model_dump_json()
    assert Event.model_validate_json(trusted.model_dump_json()) == validated
    assert trusted.model_copy(deep=True) == validated and repr(trusted) == repr(validated)
    assert Event.trusted("x") == Event(kind="x")


def test_parse_action_gives_the_games_typed_action_or_refuses() -> None:
    from engine.games.mission_wild_life import GAME
    from engine.games.mission_wild_life.actions import PlayAction

    assert parse_action(GAME, {"kind": "play", "card": "blue-8"}) == PlayAction(card="blue-8")
    for bad in ({"kind": "play", "card": "blue-9"}, {"kind": "teleport"}, {}):
        with pytest.raises(IllegalAction, match=NOT_RECOGNISED):
            parse_action(GAME, bad)
