"""Results kept per view object (:mod:`cogs.kit.memo`)."""
from __future__ import annotations

import gc
import threading
import weakref
from typing import Any

from pydantic import BaseModel

from cogs.kit.memo import by_view


class _View(BaseModel):
    seat: int
    hand: list[str]


def _counting() -> tuple[list[Any], Any]:
    calls: list[Any] = []

    def legal(view: Any) -> tuple[str, ...]:
        calls.append(view)
        return tuple(view["hand"] if isinstance(view, dict) else view.hand)

    return calls, by_view(legal, kept=2)


def test_the_same_view_object_is_answered_once_and_an_equal_new_one_again() -> None:
    calls, legal = _counting()
    view = _View(seat=0, hand=["a", "b"])
    assert legal(view) == legal(view) == ("a", "b")
    assert len(calls) == 1
    same_content = _View(seat=0, hand=["a", "b"])
    assert legal(same_content) == ("a", "b") and len(calls) == 2  # another object: asked again
    changed = view.model_copy(update={"hand": ["c"]})
    assert legal(changed) == ("c",) and len(calls) == 3


def test_a_dict_view_is_never_kept_since_it_may_be_changed() -> None:
    calls, legal = _counting()
    view = {"seat": 0, "hand": ["a"]}
    assert legal(view) == ("a",)
    view["hand"] = ["b"]
    assert legal(view) == ("b",) and len(calls) == 2


def test_only_the_last_views_are_kept() -> None:
    calls, legal = _counting()
    views = [_View(seat=i, hand=[str(i)]) for i in range(3)]
    for v in views:
        legal(v)
    assert len(calls) == 3
    legal(views[2])
    legal(views[1])
    assert len(calls) == 3  # the two newest are kept
    legal(views[0])
    assert len(calls) == 4  # the oldest was dropped
    legal.cache_clear()
    legal(views[0])
    assert len(calls) == 5


def test_threads_asking_at_once_get_the_right_answers() -> None:
    _, legal = _counting()
    views = [_View(seat=i, hand=[str(i)]) for i in range(50)]
    wrong: list[int] = []

    def ask() -> None:
        for _ in range(20):
            for v in views:
                if legal(v) != (str(v.seat),):
                    wrong.append(v.seat)

    threads = [threading.Thread(target=ask) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert wrong == []


def test_a_kept_view_is_held_so_its_id_cannot_be_reused_meanwhile() -> None:
    """The memo answers by ``id``; holding the view keeps another object from taking that id
    while the entry lives, and a dropped entry lets the view go."""
    legal = by_view(lambda v: tuple(v.hand))
    view = _View(seat=0, hand=["a"])
    ref = weakref.ref(view)
    legal(view)
    del view
    gc.collect()
    assert ref() is not None  # held by the memo
    legal.cache_clear()  # type: ignore[attr-defined]
    gc.collect()
    assert ref() is None


def test_further_arguments_are_part_of_the_key() -> None:
    """``fn(view, *args)`` is kept per view object and arguments: another seat or kind of the same
    view is worked out on its own, the same one is answered from the memo."""
    calls: list[tuple[Any, ...]] = []

    def options(view: Any, kind: str, seat: int | None = None) -> tuple[str, ...]:
        calls.append((kind, seat))
        return tuple(f"{kind}:{seat}:{h}" for h in view.hand)

    kept = by_view(options)
    view = _View(seat=0, hand=["a"])
    assert kept(view, "place") == ("place:None:a",)
    assert kept(view, "expand", 1) == ("expand:1:a",)
    assert kept(view, "place") == ("place:None:a",)
    assert kept(view, "expand", 1) == ("expand:1:a",)
    assert calls == [("place", None), ("expand", 1)]
    assert kept(view, "expand", 2) == ("expand:2:a",) and len(calls) == 3


def test_keyword_arguments_are_part_of_the_key_too() -> None:
    calls: list[Any] = []

    def options(view: Any, kind: str, *, full: bool = False) -> tuple[str, ...]:
        calls.append((kind, full))
        return tuple(f"{kind}:{full}:{h}" for h in view.hand)

    kept = by_view(options)
    view = _View(seat=0, hand=["a"])
    assert kept(view, "place", full=True) == ("place:True:a",)
    assert kept(view, "place") == ("place:False:a",)
    assert kept(view, "place", full=True) == ("place:True:a",)
    assert calls == [("place", True), ("place", False)]
