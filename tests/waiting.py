"""Waiting on conditions in tests: poll a predicate until it holds or a generous deadline passes.

A test that waits for something the bot, the service or a timer does in the background waits
for *that* (:func:`eventually`), never for a fixed time or a fixed number of polls: on a busy
machine (two other CPU-bound processes on 2 cores) everything takes several times longer, and
a deadline only bounds how long a broken test hangs. The sandbox's own ``Sandbox.wait_until``
is the same for sync predicates; this one also takes coroutine predicates (database reads).
"""
from __future__ import annotations

import asyncio
import inspect
from collections.abc import Awaitable, Callable

DEADLINE_S = 30.0
"""Seconds a test waits for a condition before it fails (generous: only a broken test waits this long)."""
POLL_S = 0.01
"""Seconds between two looks at the condition."""


async def eventually(predicate: Callable[[], object | Awaitable[object]], *, timeout: float = DEADLINE_S,
                     what: str = "condition") -> None:
    """Poll ``predicate()`` (sync, or a coroutine function such as a database read) every
    :data:`POLL_S` seconds until it is truthy; ``AssertionError`` naming ``what`` after
    ``timeout`` seconds of the event loop's clock."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while True:
        result = predicate()
        if inspect.isawaitable(result):
            result = await result
        if result:
            return
        if loop.time() > end:
            raise AssertionError(f"{what} not reached within {timeout} s")
        await asyncio.sleep(POLL_S)
