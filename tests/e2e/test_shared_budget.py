"""Two bot processes, one token: together they stay under Discord's global limit (issue 25).

Each process runs one of two shards and writes as fast as its budget lets it
(``harness/budget_load.py``) against the double with Discord's real limits (50 requests/s
global, per bot token). With each process taking its share (``LIMIT × 1 ÷ 2``) the double
answers no global 429; the control run, where each process allows itself the whole budget
(as before), overruns the limit together and is answered with global 429s.
"""
from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import time
from pathlib import Path

from cogs.kit.budget import LIMIT, process_limit
from sandbox import Sandbox
from sandbox.ratelimits import RateLimits

ROOT = Path(__file__).resolve().parents[2]
SECONDS = 3.0


async def _two_processes(sb: Sandbox, *, whole: bool) -> list[dict[str, float]]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "SHARD_", "DATABASE_"))}
    start_at = time.time() + 4.0  # both log in first, then write at once
    procs = []
    for shard in (0, 1):
        cmd = [sys.executable, "-m", "harness.budget_load", "--api", sb.api_url, "--seconds", str(SECONDS),
               "--start-at", str(start_at)] + (["--whole-budget"] if whole else [])
        procs.append(await asyncio.create_subprocess_exec(
            *cmd, cwd=ROOT, env={**env, "SHARD_COUNT": "2", "SHARD_IDS": str(shard)},
            stdout=subprocess.PIPE, stderr=subprocess.PIPE))
    results = []
    for p in procs:
        out, err = await asyncio.wait_for(p.communicate(), 120)
        assert p.returncode == 0, err.decode()[-2000:]
        results.append(json.loads(out.decode().strip().splitlines()[-1]))
    return results


def _global_429s(sb: Sandbox) -> int:
    return sum(1 for hit in sb.rate_limited if hit.scope == "global" and not hit.forced)


def test_each_process_takes_its_share_of_the_budget() -> None:
    assert process_limit(None) == LIMIT
    assert process_limit((1, [0])) == LIMIT
    assert process_limit((2, [1])) == LIMIT // 2
    assert process_limit((4, [0, 2, 3])) == LIMIT * 3 // 4
    assert process_limit((100, [7])) == 1  # never nothing


async def test_two_shard_processes_under_load_get_no_global_429() -> None:
    async with Sandbox(quiet=0.01, rate_limits=RateLimits()) as sb:
        shared = await _two_processes(sb, whole=False)
        assert [r["share"] for r in shared] == [LIMIT // 2, LIMIT // 2]
        assert all(r["requests"] >= SECONDS * LIMIT // 2 * 0.5 for r in shared), shared  # both really wrote
        assert _global_429s(sb) == 0, sb.rate_limited[:5]
        assert all(r["refused"] == 0 for r in shared), shared


async def test_the_whole_budget_in_each_process_overruns_the_global_limit() -> None:
    async with Sandbox(quiet=0.01, rate_limits=RateLimits()) as sb:
        await _two_processes(sb, whole=True)
        assert _global_429s(sb) > 0
