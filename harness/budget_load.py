"""One process of a bot that writes as fast as its global budget lets it (multi-process budget tests).

    python -m harness.budget_load --api http://127.0.0.1:PORT/api/v10 --seconds 3 [--whole-budget]

Logs in to the double with the real discord.py HTTP client (REST only, no gateway), installs
the bot's budget (:mod:`cogs.kit.budget`) with this process's share of it, taken from
SHARD_COUNT / SHARD_IDS as the bot does (:func:`cogs.kit.budget.process_limit`), and for
``--seconds`` (from ``--start-at``) keeps 40 requests in flight that count against Discord's global limit
(``GET /users/{id}``). ``--whole-budget`` takes the full :data:`cogs.kit.budget.LIMIT` whatever
the shards (how every process behaved before the budget was shared). Prints one JSON line:
the requests answered, those still refused with 429 after discord.py's retries, and the share used.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import sys
import time

import discord

from cogs.kit.budget import LIMIT, GlobalBudget, install, process_limit
from sandbox.patch import pointed_at
from settings import Settings

IN_FLIGHT = 40


async def run(api: str, seconds: float, whole: bool, start_at: float = 0.0) -> dict[str, float]:
    settings = Settings(_env_file=None)
    share = LIMIT if whole else process_limit(settings.owned_shards())
    budget = GlobalBudget(share)
    with pointed_at(api, api.replace("http", "ws", 1)):
        client = discord.Client(intents=discord.Intents.none())
        await client.login("sandbox-token")
        assert client.user is not None
        if not install(client.http, budget):
            raise RuntimeError("the budget could not be installed")
        await asyncio.sleep(max(0.0, start_at - time.time()))  # so that every process writes at once
        done = refused = 0
        end = time.monotonic() + seconds

        async def worker() -> None:
            nonlocal done, refused
            while time.monotonic() < end:
                try:
                    await client.application_info()  # a route without a bucket of its own: only the global limit holds it
                except discord.HTTPException as e:
                    if e.status != 429:
                        raise
                    refused += 1  # discord.py gave up after its own retries: the limit was overrun
                    continue
                done += 1

        await asyncio.gather(*(worker() for _ in range(IN_FLIGHT)))
        await client.close()
    return {"requests": done, "refused": refused, "share": share}


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--api", required=True)
    ap.add_argument("--seconds", type=float, default=3.0)
    ap.add_argument("--whole-budget", action="store_true")
    ap.add_argument("--start-at", type=float, default=0.0, help="wall-clock time (epoch s) to begin writing")
    args = ap.parse_args(argv)
    print(json.dumps(asyncio.run(run(args.api, args.seconds, args.whole_budget, args.start_at))), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
