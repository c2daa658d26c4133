"""Shared fixtures: a fresh database per test on either backend, and a MatchService with the toy game registered.

Backends: every test under ``tests/storage/``, ``tests/service/`` and ``tests/e2e/`` runs
twice, on SQLite (a fresh file) and on PostgreSQL (a fresh database cloned from a migrated
template; end-to-end tables open the test's backend through ``harness.table.database_url_for``),
except tests marked ``@pytest.mark.backends("sqlite")``. Markers come from the folder
(``e2e``, ``slow``) and the backend (``pg``): ``pytest -m "not slow and not e2e"`` is the quick loop.
The PostgreSQL server is ``MENAGERIE_TEST_PG``
(a ``postgresql://`` URL of a server where the tests may create databases) or, when that is
unset, a throwaway server this session starts with ``initdb`` + ``pg_ctl``
(:mod:`harness.pg_server`). With neither, PostgreSQL tests FAIL with an install hint: no
test is skipped because a server is missing. Other modules use SQLite only (``backend``
is "sqlite" there).
"""
from __future__ import annotations

import asyncio
import itertools
import os
import signal
import threading
from collections.abc import AsyncIterator, Callable, Coroutine, Iterator
from pathlib import Path
from typing import Any, TypeVar

import asyncpg
import pytest

import harness.table
from cogs.lang import Catalog, use_catalog
from engine import registry
from engine.core import Event
from engine.service import MatchService, MatchUpdate
from harness.pg_server import PostgresUnavailable, ThrowawayPostgres, reap_orphans
from storage import StorageBackend, open_storage
from storage.postgres.db import migrate
from tests.toy_game import GAME as TOY

# The sandbox fixtures (``sb``, ``env``) live with the sandbox's test bot; registering the module as a plugin makes
# them visible to every test module without importing fixture names (which ruff rightly reports as redefinitions).
pytest_plugins = ["tests.sandbox_support"]

# The double's rate limits (sandbox/ratelimits.py): Discord's counts with route windows x0.02, so discord.py still
# waits on every bucket's headers but a match played at machine pace is not held for minutes (MWL end to end with
# real windows: 166 s instead of 9 s). A test that wants Discord's real windows sets sb.rate_limits = RateLimits().
os.environ.setdefault("SANDBOX_RATE_LIMITS", "fast")

# Tests render with a strict catalog: a missing translation, a failing placeholder or an unknown id raises
# (cogs.lang.CatalogError) instead of falling back quietly as the bot does for a person.
use_catalog(Catalog(strict=True))

BACKENDS = ("sqlite", "postgresql")
TESTS = Path(__file__).resolve().parent
BOTH_BACKENDS = ("storage", "service", "e2e")
"""Folders (under tests/) whose every test runs on both backends, but for those marked
``@pytest.mark.backends("sqlite")`` (about Discord, not storage)."""
FOLDER_MARKERS = {"e2e": ("e2e",), "bench": ("slow",)}
"""Markers every test of a folder carries (``pytest -m "not slow and not e2e"`` is the quick loop);
``pg`` is added to every test that runs on PostgreSQL."""
TEMPLATE = "menagerie_template"
T = TypeVar("T")


def _folder(path: Path) -> str:
    """The first folder under tests/ of a test module ("" for modules at the top)."""
    parts = path.resolve().relative_to(TESTS).parts
    return parts[0] if len(parts) > 1 else ""


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "backend" not in metafunc.fixturenames:
        return
    only = metafunc.definition.get_closest_marker("backends")
    if _folder(metafunc.definition.path) in BOTH_BACKENDS:
        metafunc.parametrize("backend", only.args if only else BACKENDS, indirect=True)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "backends(*names): run this test only on these storage backends")
    config.addinivalue_line("markers", "e2e: the real bot and discord.py against the Discord double (tests/e2e/)")
    config.addinivalue_line("markers", "slow: runs of the benches' harnesses (tests/bench/), minutes each, and "
                                       "bench-like measures over many whole games (marked per test)")
    config.addinivalue_line("markers", "pg: runs on PostgreSQL (needs a server: MENAGERIE_TEST_PG or initdb)")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Markers by folder (FOLDER_MARKERS), and ``pg`` on every test that runs on PostgreSQL."""
    for item in items:
        for name in FOLDER_MARKERS.get(_folder(item.path), ()):
            item.add_marker(name)
        callspec = getattr(item, "callspec", None)
        if (callspec is not None and callspec.params.get("backend") == "postgresql") or "pg_databases" in getattr(
                item, "fixturenames", ()):
            item.add_marker("pg")


@pytest.fixture
def backend(request: pytest.FixtureRequest) -> str:
    """The storage backend of this test: "sqlite" or "postgresql"."""
    return str(getattr(request, "param", "sqlite"))


class _AdminLoop:
    """An event loop in its own thread holding one admin connection to the server: sync fixtures
    create and drop databases through it whether or not a test's loop is running."""

    def __init__(self, url: str) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="pg-admin", daemon=True)
        self.thread.start()
        self.conn: asyncpg.Connection = self.run(asyncpg.connect(url, timeout=30))

    def run(self, work: Coroutine[Any, Any, T]) -> T:
        return asyncio.run_coroutine_threadsafe(work, self.loop).result()

    def execute(self, *statements: str) -> None:
        """Each statement on its own (autocommit); a stuck one fails the test instead of hanging the suite."""
        for sql in statements:
            self.run(self.conn.execute(sql, timeout=60))

    def close(self) -> None:
        self.run(self.conn.close(timeout=10))
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)
        self.loop.close()


async def _migrate(url: str) -> None:
    conn = await asyncpg.connect(url, timeout=30)
    try:
        await migrate(conn)
    finally:
        await conn.close()


class PgServer:
    """The session's PostgreSQL server: hands out fresh databases cloned from a migrated template
    (``STRATEGY FILE_COPY`` on PostgreSQL 15+: ~30 ms a database here, against ~90 ms for WAL_LOG)."""

    def __init__(self, url: str) -> None:
        self.url = url  # the maintenance database ("postgres")
        self._names = itertools.count()
        self._prefix = f"t{os.getpid()}_"
        self.template = f"{TEMPLATE}_{os.getpid()}"
        self.admin = _AdminLoop(url)
        version = int(self.admin.run(self.admin.conn.fetchval("SHOW server_version_num")))
        self._strategy = " STRATEGY FILE_COPY" if version >= 150000 else ""
        self.admin.execute(f"DROP DATABASE IF EXISTS {self.template}", f"CREATE DATABASE {self.template}")
        self.admin.run(_migrate(self.database_url(self.template)))

    def database_url(self, name: str) -> str:
        base, _, query = self.url.partition("?")
        return f"{base.rsplit('/', 1)[0]}/{name}" + (f"?{query}" if query else "")

    def create(self, *, empty: bool = False) -> str:
        """A new database (migrated, or ``empty``); returns its URL."""
        name = f"{self._prefix}{next(self._names)}"
        self.admin.execute(f"CREATE DATABASE {name} TEMPLATE {'template0' if empty else self.template}{self._strategy}")
        return self.database_url(name)

    def drop(self, url: str) -> None:
        name = url.partition("?")[0].rsplit("/", 1)[1]
        self.admin.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")

    def close(self) -> None:
        self.admin.execute(f"DROP DATABASE IF EXISTS {self.template}")
        self.admin.close()


def _exit_on_sigterm(signum: int, frame: object) -> None:
    raise SystemExit(128 + signum)


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PgServer]:
    """The PostgreSQL server for this session (MENAGERIE_TEST_PG, else a throwaway one). Fails, never skips."""
    url = os.environ.get("MENAGERIE_TEST_PG")
    server: ThrowawayPostgres | None = None
    if not url:
        reap_orphans()  # servers of earlier runs that were killed before their teardown
        # A run stopped with SIGTERM (e.g. by `timeout`) still tears down, so its server stops too.
        signal.signal(signal.SIGTERM, _exit_on_sigterm)
        try:
            server = ThrowawayPostgres()
            url = server.start()
        except PostgresUnavailable as exc:
            if server is not None:
                server.stop()
            pytest.fail(f"PostgreSQL tests need a server: {exc}", pytrace=False)
    pg = PgServer(url)
    try:
        yield pg
    finally:
        pg.close()
        if server is not None:
            server.stop()


@pytest.fixture
def pg_databases(pg_server: PgServer) -> Iterator[Callable[..., str]]:
    """``new(empty=False) -> url``: fresh PostgreSQL databases for this test, dropped after it."""
    made: list[str] = []

    def new(*, empty: bool = False) -> str:
        made.append(pg_server.create(empty=empty))
        return made[-1]

    yield new
    for url in made:
        pg_server.drop(url)


@pytest.fixture
def database_url(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> str:
    """A fresh database of this test's backend, as a DATABASE_URL (open it with ``storage.open_storage``)."""
    if backend == "sqlite":
        return f"sqlite:///{tmp_path / 'test.sqlite3'}"
    new: Callable[..., str] = request.getfixturevalue("pg_databases")
    return new()


@pytest.fixture(autouse=True)
def _tables_on_backend(backend: str, request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """End-to-end tables (harness.table.SandboxTable) open this test's backend: one database per path."""
    if backend == "postgresql":
        new: Callable[..., str] = request.getfixturevalue("pg_databases")
        urls: dict[str, str] = {}
        monkeypatch.setattr(harness.table, "database_url_for", lambda path: urls.setdefault(str(path), new()))


@pytest.fixture
async def storage(database_url: str) -> AsyncIterator[StorageBackend]:
    s = await open_storage(database_url)
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

    def events(self) -> list[Event]:
        """Every event of every update, in order."""
        return [e for u in self.updates for e in u.events]


@pytest.fixture
async def service(storage: StorageBackend, toy: object) -> AsyncIterator[MatchService]:
    svc = MatchService(storage, turn_timeout_s=0, bot_delay_scale=0)
    await svc.start()
    yield svc
    await svc.close()
