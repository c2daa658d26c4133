"""harness/pg_server.py: a throwaway PostgreSQL starts, serves, and is reaped when the run that started it died."""
from __future__ import annotations

import subprocess

import asyncpg

from harness.pg_server import OWNER_FILE, ThrowawayPostgres, reap_orphans


async def test_a_server_whose_run_died_is_reaped_and_a_live_one_is_not() -> None:
    server = ThrowawayPostgres()
    url = server.start()
    try:
        conn = await asyncpg.connect(url)
        assert await conn.fetchval("SELECT 1") == 1
        await conn.close()
        reap_orphans()
        assert (server.data / "postmaster.pid").exists()  # its owner (this process) is alive: kept
        finished = subprocess.Popen(["true"])
        finished.wait()  # reaped: its pid names no process now
        (server.folder / OWNER_FILE).write_text(str(finished.pid))
        assert reap_orphans() >= 1
        assert not server.folder.exists()
    finally:
        server.stop()
