"""One bot process on some Discord shards, pointed at a running sandbox double (multi-process tests).

    python -m harness.shard_bot --api http://127.0.0.1:PORT/api/v10 --gateway ws://127.0.0.1:PORT/

Everything else comes from the environment as for ``python bot.py`` (settings.py):
DATABASE_URL (a PostgreSQL database every process shares), SHARD_COUNT, SHARD_IDS,
TURN_TIMEOUT. ``--bot-delay-scale`` multiplies bot seats' thinking time (default 0.05: quick
but not instant, so a test can kill a process while matches are running). Logs go to stderr.
The process runs until it is killed (SIGTERM closes it cleanly; tests also use SIGKILL).
"""
from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import signal
import sys

import discord

from cogs.client import MenagerieBot
from sandbox.patch import pointed_at
from settings import Settings


async def run(api: str, gateway: str, bot_delay_scale: float) -> None:
    settings = Settings(_env_file=None)
    with pointed_at(api, gateway):
        bot = MenagerieBot(settings, bot_delay_scale=bot_delay_scale, guild_ready_timeout=0.05)
        stop = asyncio.Event()
        asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
        async with bot:
            runner = asyncio.create_task(bot.start("sandbox-token"))
            waiter = asyncio.create_task(stop.wait())
            await asyncio.wait({runner, waiter}, return_when=asyncio.FIRST_COMPLETED)
            if runner.done():
                runner.result()  # a crash ends the process with its traceback
            await bot.close()
            with contextlib.suppress(asyncio.CancelledError):
                runner.cancel()
                await runner


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--api", required=True, help="the double's REST base, e.g. http://127.0.0.1:PORT/api/v10")
    parser.add_argument("--gateway", required=True, help="the double's gateway URL")
    parser.add_argument("--bot-delay-scale", type=float, default=0.05)
    args = parser.parse_args(argv)
    discord.utils.setup_logging(level=logging.INFO, root=True)
    asyncio.run(run(args.api, args.gateway, args.bot_delay_scale))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
