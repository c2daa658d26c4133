"""Menagerie: a Discord bot that runs wildlife board games for whole servers
(Mission: Wild Life and Rescue Animals are playable; two more are planned).

Usage:
    python bot.py                         run the real bot (needs DISCORD_TOKEN in .env)
    python bot.py --sandbox GAME [--players N] [--seed S] [--option NAME=VALUE ...]
                                          play a whole match against the local Discord double, no token

Settings come from the environment and ``.env`` (see ``settings.py`` and ``.env.example``).
"""
from __future__ import annotations

import argparse
import asyncio
import gc
import json
import logging
import sys
from pathlib import Path
from typing import Any

import aiohttp
import discord
from discord import app_commands
from discord.ext import commands

from cogs import EXTENSIONS
from cogs.common import handle_error
from engine.service import MatchService
from settings import TOKEN_HELP, Settings
from storage import Storage

log = logging.getLogger("menagerie")


class MenagerieBot(commands.Bot):
    """The bot: opens storage, runs the MatchService, loads the cogs, syncs slash commands.

    ``database_path`` overrides the settings (the sandbox uses a temporary file);
    ``bot_delay_scale`` multiplies bot seats' thinking time (tests use 0);
    ``sync`` controls whether slash commands are synced on start-up.
    """

    def __init__(
        self,
        settings: Settings,
        *,
        database_path: str | Path | None = None,
        bot_delay_scale: float = 1.0,
        sync: bool = True,
        service_options: dict[str, Any] | None = None,
        **client_options: Any,
    ) -> None:
        # This bot never joins voice: don't warn that voice libraries are missing.
        discord.VoiceClient.warn_nacl = False
        discord.VoiceClient.warn_dave = False
        intents = discord.Intents.default()
        # The cogs keep their own message ids (storage), so discord.py's message cache
        # (a linear scan per message event) is not needed.
        client_options.setdefault("max_messages", None)
        super().__init__(
            **client_options,
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=True),
        )
        self.settings = settings
        self.database_path = Path(database_path or settings.database_path)
        self.bot_delay_scale = bot_delay_scale
        self.sync_on_start = sync
        self.service_options = service_options or {}
        self.storage: Storage | None = None
        self.service: MatchService = None  # type: ignore[assignment]  # set in setup_hook

    async def setup_hook(self) -> None:
        self.storage = await Storage.open(self.database_path)
        self.service = MatchService(
            self.storage,
            turn_timeout_s=self.settings.turn_timeout,
            bot_delay_scale=self.bot_delay_scale,
            **self.service_options,
        )
        for extension in EXTENSIONS:
            try:
                await self.load_extension(extension)
            except (commands.ExtensionNotFound, commands.ExtensionFailed) as exc:
                # One broken game UI must not stop the bot: the other games stay playable.
                log.exception("extension %s unavailable: %s", extension, exc)
        self.tree.on_error = self._on_tree_error
        resumed = await self.service.start()
        log.info("database %s: %d active matches resumed", self.database_path, resumed)
        if self.sync_on_start:
            await self.sync_commands()
        # Everything loaded so far lives for the whole process: move it out of the
        # collector's reach, so full collections (which paused interactions for
        # 150–230 ms in bench/roundtrip) only walk what matches create.
        gc.collect()
        gc.freeze()

    async def sync_commands(self) -> int:
        """Sync slash commands: to DEV_GUILD_ID instantly if set, else globally. Returns how many."""
        if self.settings.dev_guild_id:
            guild = discord.Object(id=self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            return len(await self.tree.sync(guild=guild))
        return len(await self.tree.sync())

    async def _on_tree_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        await handle_error(interaction, error)

    async def is_owner(self, user: discord.abc.User) -> bool:
        if self.settings.owner_ids:
            return user.id in self.settings.owner_ids
        return await super().is_owner(user)

    async def close(self) -> None:
        if self.service is not None:
            await self.service.close()
        for cog in list(self.cogs.values()):
            flush = getattr(cog, "flush", None)
            if flush is not None:
                await flush()  # draw what the last updates queued, while storage is open
        if self.storage is not None:
            await self.storage.close()
            self.storage = None
        await super().close()


def parse_args(argv: list[str]) -> argparse.Namespace:
    from engine import registry

    games = ", ".join(registry.games())
    parser = argparse.ArgumentParser(
        description="Menagerie, a Discord bot for wildlife board games. Without --sandbox it runs the real "
        "bot (DISCORD_TOKEN in .env).",
        epilog=f"Playable games: {games}.",
    )
    parser.add_argument("--sandbox", metavar="GAME", help=f"play a whole match against the local Discord double, no token ({games})")
    parser.add_argument("--players", type=int, default=None, help="sandbox: simulated players (default: the game's minimum)")
    parser.add_argument("--seed", type=int, default=1, help="sandbox: seed; same seed, same deal (default: 1)")
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="sandbox: a lobby option, e.g. --option expert=true --option flash_per_round=2 (repeatable)",
    )
    args = parser.parse_args(argv)
    if not args.sandbox and (args.players is not None or args.option):
        parser.error("--players and --option go with --sandbox GAME")
    try:
        args.options = dict(_option(o) for o in args.option)
    except ValueError as exc:
        parser.error(str(exc))
    return args


def _option(text: str) -> tuple[str, object]:
    """``name=value`` with the value read as JSON where it can be (true, 2, 0.5), else as text."""
    name, sep, raw = text.partition("=")
    if not sep or not name.strip():
        raise ValueError(f"--option {text!r}: write it as NAME=VALUE")
    try:
        return name.strip(), json.loads(raw)
    except ValueError:
        return name.strip(), raw


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.sandbox:
        from sandbox.demo import run_demo

        return asyncio.run(run_demo(args.sandbox, players=args.players, seed=args.seed, options=args.options))
    try:
        settings = Settings()
    except Exception as exc:  # pydantic ValidationError: a malformed .env value
        print(f"Invalid settings: {exc}", file=sys.stderr)
        return 2
    if not settings.token_ok():
        print(TOKEN_HELP, file=sys.stderr)
        return 2
    discord.utils.setup_logging(level=getattr(logging, settings.log_level), root=True)
    bot = MenagerieBot(settings)
    assert settings.discord_token is not None
    try:
        bot.run(settings.discord_token.get_secret_value().strip(), log_handler=None)
    except discord.LoginFailure:
        print("Discord rejected DISCORD_TOKEN: reset the bot token in the developer portal and put the new one in .env.", file=sys.stderr)
        return 2
    except aiohttp.ClientConnectionError as exc:
        print(f"Could not reach Discord ({exc.__class__.__name__}): check the network, then start again.", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
