"""The kept messages of the table cog (cogs/table/kept.py): read once per match, then cached."""
from __future__ import annotations

from cogs.table.kept import KeptMessages
from storage import MessageRecord
from tests.cogs.table.fakes import MessageStore, Service


async def test_a_match_is_read_once_then_served_from_the_cache() -> None:
    store = MessageStore([MessageRecord(7, "table", 0, 3, 30), MessageRecord(8, "table", 0, 4, 40)])
    kept = KeptMessages(Service(messages=store))  # type: ignore[arg-type]
    assert kept.cached(7) is None and 7 not in kept
    first = await kept.of(7)
    assert first == {("table", 0): MessageRecord(7, "table", 0, 3, 30)}
    assert await kept.of(7) is first and store.reads == 1 and 7 in kept


async def test_keep_and_forget_write_through_to_the_store() -> None:
    store = MessageStore()
    kept = KeptMessages(Service(messages=store))  # type: ignore[arg-type]
    copy = MessageRecord(7, "dm", 101, 9, 90)
    await kept.keep(copy)
    assert (await kept.of(7))[("dm", 101)] == copy and store.rows[(7, "dm", 101)] == copy
    await kept.forget(7, "dm", 101)
    assert ("dm", 101) not in (await kept.of(7)) and (7, "dm", 101) not in store.rows


async def test_uncache_drops_only_the_memory() -> None:
    store = MessageStore([MessageRecord(7, "table", 0, 3, 30)])
    kept = KeptMessages(Service(messages=store))  # type: ignore[arg-type]
    await kept.of(7)
    kept.uncache(7)
    assert 7 not in kept and store.rows  # the database keeps it
    assert ("table", 0) in await kept.of(7) and store.reads == 2  # read again when asked


async def test_forgetting_in_a_match_not_cached_does_not_read_it() -> None:
    store = MessageStore([MessageRecord(7, "ping", 0, 3, 31)])
    kept = KeptMessages(Service(messages=store))  # type: ignore[arg-type]
    await kept.forget(7, "ping")
    assert store.reads == 0 and not store.rows
