"""Shared fixtures: a fresh on-disk database per test, and a MatchService with the toy game registered."""
from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from engine import registry
from engine.service import MatchService, MatchUpdate
from storage import Storage
from tests.toy_game import GAME as TOY

# The sandbox fixtures (``sb``, ``env``) live with the sandbox's test bot; registering the module as a plugin makes
# them visible to every test module without importing fixture names (which ruff rightly reports as redefinitions).
pytest_plugins = ["tests.sandbox_support"]

@pytest.fixture
async def storage(tmp_path: Path) -> AsyncIterator[Storage]:
    s = await Storage.open(tmp_path / "test.sqlite3")
    yield s
    await s.close()


@pytest.fixture
def toy() -> object:
    registry.register(TOY)
    yield TOY
    registry.unregister(TOY.key)


class Recorder:
    """Collects every MatchUpdate a service delivers."""

    def __init__(self) -> None:
        self.updates: list[MatchUpdate] = []

    async def __call__(self, update: MatchUpdate) -> None:
        self.updates.append(update)

    def kinds(self) -> list[str]:
        return [u.kind for u in self.updates]

    def texts(self) -> list[str]:
        return [e.text for u in self.updates for e in u.events]


@pytest.fixture
async def service(storage: Storage, toy: object) -> AsyncIterator[MatchService]:
    svc = MatchService(storage, turn_timeout_s=0, bot_delay_scale=0)
    await svc.start()
    yield svc
    await svc.close()
