"""The double for the table cog's parts, quick to settle."""
from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from sandbox import Sandbox


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.02) as sandbox:
        yield sandbox

