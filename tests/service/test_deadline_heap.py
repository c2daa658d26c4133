"""The service's one timer structure (engine/service/deadlines.py): a heap and one sleeper on the service clock."""
from __future__ import annotations

import asyncio

from engine.service.deadlines import DeadlineHeap
from tests.clock import ServiceClock
from tests.waiting import eventually

DAY = 86_400.0


async def test_entries_fire_in_due_order_when_the_clock_reaches_them() -> None:
    clock = ServiceClock()
    heap = DeadlineHeap(clock)
    fired: list[str] = []
    for name, at in [("c", 3 * DAY), ("a", DAY), ("b", 2 * DAY)]:
        heap.call_at(clock() + at, fired.append, name)
    assert len(heap) == 3 and heap.next_due() == clock() + DAY
    await asyncio.sleep(0.05)
    assert fired == []  # nothing is due: real time passing does not move the service clock
    clock.advance(2 * DAY)  # the heap is woken by the clock: no need to wait out a nap
    await eventually(lambda: fired == ["a", "b"], timeout=10)
    clock.advance(DAY)
    await eventually(lambda: fired == ["a", "b", "c"], timeout=10)
    assert len(heap) == 0
    await heap.close()


async def test_cancelled_entries_never_fire_and_are_compacted() -> None:
    clock = ServiceClock()
    heap = DeadlineHeap(clock)
    fired: list[int] = []
    handles = [heap.call_later(DAY + i, fired.append, i) for i in range(1000)]
    for h in handles[:900]:
        h.cancel()
        h.cancel()  # idempotent
    assert len(heap) == 100
    assert heap.next_due() == clock() + DAY + 900
    assert len(heap._heap) < 1000  # rebuilt once most of it was cancelled
    clock.advance(2 * DAY)
    await eventually(lambda: len(fired) == 100, timeout=10)
    assert fired == list(range(900, 1000))
    await heap.close()


async def test_ten_thousand_deadlines_share_one_sleeping_task() -> None:
    clock = ServiceClock()
    heap = DeadlineHeap(clock)
    before = len(asyncio.all_tasks())
    fired: list[int] = []
    for i in range(10_000):
        heap.call_at(clock() + DAY + i, fired.append, i)
    assert len(asyncio.all_tasks()) - before == 1  # one sleeper, not one task per deadline
    clock.advance(DAY + 5_000)
    await eventually(lambda: len(fired) == 5_001, timeout=20)
    assert fired == sorted(fired)
    await heap.close()
    assert len(asyncio.all_tasks()) == before


async def test_a_new_earlier_deadline_wakes_the_sleeper() -> None:
    """The sleeper naps until the earliest entry; an earlier one coming in must not wait for that nap
    (here on the real clock, with a long nap allowed)."""
    loop = asyncio.get_running_loop()
    heap = DeadlineHeap(loop.time, max_nap_s=3_600)
    fired: list[str] = []
    heap.call_later(3_000, fired.append, "late")
    await asyncio.sleep(0.01)
    heap.call_later(0.01, fired.append, "soon")
    await eventually(lambda: fired == ["soon"], timeout=10)
    await heap.close()


async def test_a_failing_callback_does_not_stop_the_others() -> None:
    clock = ServiceClock()
    heap = DeadlineHeap(clock)
    fired: list[int] = []

    def boom() -> None:
        raise RuntimeError("boom")

    heap.call_later(1, boom)
    heap.call_later(2, fired.append, 2)
    clock.advance(5)
    await eventually(lambda: fired == [2], timeout=10)
    await heap.close()
    heap.call_later(1, fired.append, 3)  # closed: ignored
    assert len(heap) == 0
