"""Storage: migrations from an empty database, versioned writes, atomic transactions (DESIGN.md, "storage/").

Every test runs on SQLite and on PostgreSQL (tests/conftest.py); a crash planted inside a
transaction is written in each backend's own driver.
"""
from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from storage import SeatRecord, StaleVersion, Storage, open_storage
from storage.schema import migration_files
from storage.sql import Connection
from tests.match_reads import sql_db


async def _active_match(storage: Storage) -> int:
    rec = await storage.matches.create(
        guild_id=1, channel_id=2, game="toy", host_id=10, options={}, seed=5,
        seats=[SeatRecord(0, 10, "a"), SeatRecord(1, 11, "b")], at=0.0,
    )
    await storage.matches.start(rec.id, seats=rec.seats, state='{"n": 0}', timers={}, at=0.0)
    return rec.id


@pytest.mark.backends("sqlite")
async def test_migrates_an_empty_file(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "fresh.sqlite3"
    s = await Storage.open(path)
    try:
        assert await sql_db(s).schema_version() == migration_files()[-1][0]
        tables = {r[0] for r in await sql_db(s).fetchall("SELECT name FROM sqlite_master WHERE type='table'")}
        assert {"matches", "seats", "actions", "results", "ratings", "match_messages"} <= tables
        mode = await sql_db(s).fetchone("PRAGMA journal_mode")
        assert mode is not None and mode[0] == "wal"
    finally:
        await s.close()
    # Re-opening applies nothing twice.
    s = await Storage.open(path)
    assert await sql_db(s).schema_version() == migration_files()[-1][0]
    await s.close()


@pytest.mark.backends("postgresql")
async def test_migrates_an_empty_postgres_database(pg_databases: Any) -> None:
    url = pg_databases(empty=True)
    s = await open_storage(url)
    try:
        assert await sql_db(s).schema_version() == migration_files("postgresql")[-1][0]
        rows = await sql_db(s).fetchall("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'")
        assert {"matches", "seats", "actions", "results", "ratings", "match_messages", "user_settings",
                "schema_version"} <= {r[0] for r in rows}
        assert [r[0] for r in await sql_db(s).fetchall("SELECT version FROM schema_version ORDER BY version")] == [
            n for n, _ in migration_files("postgresql")]
    finally:
        await s.close()
    s = await open_storage(url)  # re-opening applies nothing twice
    assert len(await sql_db(s).fetchall("SELECT version FROM schema_version")) == len(migration_files("postgresql"))
    await s.close()


def test_both_backends_have_the_same_migrations() -> None:
    """PostgreSQL's migration NNN is the twin of SQLite's NNN: same numbers, same names."""
    def names(dialect: str) -> list[tuple[int, str]]:
        return [(n, p.name.removesuffix(".sql").removesuffix(f".{dialect}")) for n, p in migration_files(dialect)]

    assert names("sqlite") == names("postgresql")


async def test_commit_action_appends_and_bumps_version(storage: Storage) -> None:
    mid = await _active_match(storage)
    v = await storage.matches.commit_action(mid, expected_version=0, seat=0, action='{"a":1}', state='{"n": 1}',
                                            timers={}, at=1.0)
    assert v == 1
    rec = await storage.matches.get(mid)
    assert rec is not None and rec.version == 1 and rec.state == '{"n": 1}'
    assert await storage.matches.actions(mid) == [(1, 0, '{"a":1}')]


async def test_stale_version_is_rejected_and_writes_nothing(storage: Storage) -> None:
    mid = await _active_match(storage)
    await storage.matches.commit_action(mid, expected_version=0, seat=0, action="{}", state='{"n": 1}', timers={}, at=1.0)
    with pytest.raises(StaleVersion):
        await storage.matches.commit_action(mid, expected_version=0, seat=1, action="{}", state='{"n": 99}', timers={}, at=2.0)
    rec = await storage.matches.get(mid)
    assert rec is not None and rec.state == '{"n": 1}' and rec.version == 1
    assert len(await storage.matches.actions(mid)) == 1


async def test_concurrent_writers_of_one_version_one_wins(storage: Storage) -> None:
    mid = await _active_match(storage)
    results = await asyncio.gather(
        *[
            storage.matches.commit_action(mid, expected_version=0, seat=i % 2, action="{}", state=f'{{"n": {i}}}',
                                          timers={}, at=1.0)
            for i in range(5)
        ],
        return_exceptions=True,
    )
    assert sum(1 for r in results if r == 1) == 1
    assert sum(1 for r in results if isinstance(r, StaleVersion)) == 4
    assert len(await storage.matches.actions(mid)) == 1


async def test_crash_between_action_and_state_write_keeps_previous_state(storage: Any, backend: str) -> None:
    """A failure inside the transaction (after the log insert) rolls everything back."""
    mid = await _active_match(storage)

    async def crashing(conn: Connection) -> None:
        await conn.execute("INSERT INTO actions (match_id, seq, seat, action, at) VALUES (?, 1, 0, '{}', 0)", (mid,))
        raise RuntimeError("power cut")

    with pytest.raises(RuntimeError):
        await storage.db.transaction(crashing)
    rec = await storage.matches.get(mid)
    assert rec is not None and rec.version == 0 and rec.state == '{"n": 0}'
    assert await storage.matches.actions(mid) == []
    # The store still works afterwards.
    assert await storage.matches.commit_action(mid, expected_version=0, seat=0, action="{}", state='{"n": 1}',
                                               timers={}, at=1.0) == 1


async def test_start_refuses_a_non_lobby(storage: Storage) -> None:
    mid = await _active_match(storage)
    with pytest.raises(StaleVersion):
        await storage.matches.start(mid, seats=[], state="{}", timers={}, at=0.0)


async def test_a_failed_commit_does_not_poison_the_connection(storage: Any, backend: str) -> None:
    """A COMMIT that fails (a deferred foreign-key violation) rolls back and the next write works."""
    mid = await _active_match(storage)
    if backend == "sqlite":
        defer = "PRAGMA defer_foreign_keys = ON"
        error: type[Exception] = sqlite3.IntegrityError
    else:
        import asyncpg

        defer = "ALTER TABLE seats ALTER CONSTRAINT seats_match_id_fkey DEFERRABLE INITIALLY DEFERRED"
        error = asyncpg.exceptions.ForeignKeyViolationError

    async def deferred_violation(conn: Connection) -> None:
        await conn.execute(defer)
        await conn.execute("INSERT INTO seats (match_id, seat, user_id, name) VALUES (987654, 0, 1, 'ghost')")

    with pytest.raises(error):
        await storage.db.transaction(deferred_violation)
    assert await storage.matches.commit_action(mid, expected_version=0, seat=0, action="{}", state='{"n": 1}',
                                               timers={}, at=1.0) == 1


async def test_commit_action_with_results_is_all_or_nothing(storage: Storage, monkeypatch: pytest.MonkeyPatch) -> None:
    """A crash while writing results (the last step of the final action) leaves version, log and results untouched."""
    import storage.matches as matches_module

    mid = await _active_match(storage)

    async def crash(*args: object, **kwargs: object) -> None:
        raise RuntimeError("crash while rating")

    monkeypatch.setattr(matches_module, "record_result", crash)

    from storage import FinishedSeat

    with pytest.raises(RuntimeError):
        await storage.matches.commit_action(
            mid, expected_version=0, seat=0, action="{}", state='{"n": 9}', timers={}, at=1.0,
            finished=[FinishedSeat(0, 10, 1, 1.0), FinishedSeat(1, 11, 2, 0.0)], guild_id=1, game="toy",
        )
    rec = await storage.matches.get(mid)
    assert rec is not None and rec.version == 0 and rec.status == "active" and rec.state == '{"n": 0}'
    assert await storage.matches.actions(mid) == []
    assert await storage.db.fetchall("SELECT * FROM results WHERE match_id = ?", (mid,)) == []


async def test_bot_migrate_prepares_an_empty_database(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    """``python bot.py --migrate`` (docs/hosting.md) creates the tables of DATABASE_URL's backend."""
    import subprocess
    import sys

    url = f"sqlite:///{tmp_path / 'new.sqlite3'}" if backend == "sqlite" else request.getfixturevalue("pg_databases")(empty=True)
    root = Path(__file__).resolve().parents[2]
    env = {"PATH": "/usr/bin:/bin", "DATABASE_URL": url}
    done = subprocess.run([sys.executable, str(root / "bot.py"), "--migrate"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=60)
    last = migration_files(backend)[-1][0]
    assert done.returncode == 0 and done.stdout.strip() == f"{backend} database ready at schema version {last}", done.stderr
    s = await open_storage(url)
    try:
        assert await s.schema_version() == last
    finally:
        await s.close()
    bad = subprocess.run([sys.executable, str(root / "bot.py"), "--migrate"], cwd=tmp_path, capture_output=True, text=True,
                         env={"PATH": "/usr/bin:/bin", "DATABASE_URL": "postgresql://nobody@/none?host=/nonexistent"},
                         timeout=60)
    assert bad.returncode == 1 and len(bad.stderr.strip().splitlines()) == 1 and "DATABASE_URL" in bad.stderr
