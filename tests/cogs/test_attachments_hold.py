"""The edit hold of one message (``cogs.kit.attachments.Attachments.editing``): one holder at a time,
however the waiters come and go (its lock once left the table when released, before the woken
waiter had taken it, so a third editor made a new lock and held the message beside the second)."""
from __future__ import annotations

import asyncio

from cogs.kit.attachments import Attachments


async def test_a_third_editor_waits_for_the_woken_second() -> None:
    uploads = Attachments()
    holding: set[str] = set()
    most = 0
    let_go = asyncio.Event()

    async def edit(name: str) -> None:
        nonlocal most
        async with uploads.editing(42, wait_s=30.0) as held:
            assert held
            holding.add(name)
            most = max(most, len(holding))
            await let_go.wait()
            holding.discard(name)

    first = uploads.editing(42, wait_s=30.0)
    assert await first.__aenter__()  # the first editor holds the message
    second = asyncio.create_task(edit("second"))
    for _ in range(5):
        await asyncio.sleep(0)  # the second now waits for it
    assert not holding
    await first.__aexit__(None, None, None)  # the first lets go: the second is woken, not yet holding
    third = asyncio.create_task(edit("third"))  # a third comes at that very moment
    for _ in range(20):
        await asyncio.sleep(0)
    assert len(holding) == 1 and most == 1, holding  # one of them holds it, the other waits
    let_go.set()
    await asyncio.wait_for(asyncio.gather(second, third), 30)
    assert most == 1
    assert not uploads._editing  # nothing left held or waiting: the table is empty again
