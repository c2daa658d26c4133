"""Menagerie: a Discord bot that runs wildlife board games for whole servers
(the games are listed by ``--help``).

Usage:
    python bot.py                         run the real bot (needs DISCORD_TOKEN in .env)
    python bot.py --sandbox GAME [--players N] [--seed S] [--option NAME=VALUE ...] [--locale de|en|qps]
                                          play a whole match against the local Discord double, no token
    python bot.py --sandbox GAME --learn [--locale de|en|qps]
                                          the game's tutorial (/learn) with a simulated learner who
                                          follows the coach; prints what the learner saw
    python bot.py --migrate               open the database (DATABASE_URL or DATABASE_PATH), apply its
                                          migrations, print the backend and schema version, exit

Settings come from the environment and ``.env`` (see ``settings.py`` and ``.env.example``).
"""
from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import select
import sys

import aiohttp
import discord
from pydantic import ValidationError

from cogs.client import DatabaseUnavailable, MenagerieBot
from engine.service.match_settings import field_range
from settings import TOKEN_HELP, Settings


def parse_args(argv: list[str]) -> argparse.Namespace:
    from cogs.kit.ui import discover
    from engine import registry
    from harness.options import options_help

    playable = [k for k in registry.games() if k in discover()]
    games = ", ".join(playable)
    parser = argparse.ArgumentParser(
        description="Menagerie, a Discord bot for wildlife board games. Without --sandbox it runs the real "
        "bot (DISCORD_TOKEN in .env).",
        epilog=f"Playable games: {games}.\n\n{options_help(playable)}",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--sandbox", metavar="GAME",
                        help=f"play a whole match against the local Discord double, no token ({games})")
    parser.add_argument("--learn", action="store_true",
                        help="sandbox: play the game's tutorial (/learn) with a simulated learner who follows the coach")
    parser.add_argument("--migrate", action="store_true",
                        help="apply the database's migrations (DATABASE_URL or DATABASE_PATH), print its schema version, exit")
    parser.add_argument("--players", type=int, default=None, help="sandbox: simulated players (default: the game's minimum)")
    parser.add_argument("--seed", type=int, default=None, help="sandbox: seed; same seed, same deal (default: 1)")
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="sandbox: a lobby option, e.g. --option expert=true --option flash_per_round=2 (repeatable); "
             "--option help lists every game's options (below)",
    )
    parser.add_argument("--limits", choices=["fast", "discord", "off"], default=None,
                        help="sandbox: the double's rate limits: fast (Discord's counts, windows x0.02, the default, as "
                             "the simulated people click at machine speed), discord (Discord's real windows: minutes) or off")
    parser.add_argument("--locale", choices=["en", "de", "qps"], default=None,
                        help="sandbox: every simulated person's Discord language and the server's: en (the default), "
                             "de, or qps (the tests' pseudo-language, every message bracketed and accented)")
    args = parser.parse_args(argv)
    if "help" in args.option:  # the options of the game chosen, or of every game
        key = (args.sandbox or "").strip().lower().replace("_", "-").replace(" ", "-")
        print(options_help([key] if key in playable else playable))
        parser.exit(0)
    if args.sandbox and args.migrate:
        parser.error("--migrate opens the real database and exits: it does not go with --sandbox")
    if not args.sandbox and (args.players is not None or args.seed is not None or args.option or args.learn
                             or args.locale or args.limits):
        parser.error("--players, --seed, --option, --learn, --limits and --locale go with --sandbox GAME")
    ignored = [flag for flag, given in (("--players", args.players is not None), ("--seed", args.seed is not None),
                                        ("--option", bool(args.option))) if given]
    if args.learn and ignored:  # the tutorial's deal, seats and options are prepared (engine/tutorial.py)
        parser.error(f"--learn plays the game's prepared tutorial (its own deal, seats and options): "
                     f"drop {', '.join(ignored)}")
    args.seed = 1 if args.seed is None else args.seed
    args.limits = args.limits or "fast"
    if not 0 <= args.seed < 2**63:
        parser.error(f"--seed must be a whole number from 0 to {2**63 - 1} (got {args.seed})")
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


def settings_error(exc: ValidationError) -> str:
    """One line for a bad setting: the variable, the value given and what it accepts, e.g.
    ``LOG_LEVEL=VERBOSE is not allowed (in .env or the environment); LOG_LEVEL takes one of DEBUG, INFO, …``."""
    err = exc.errors()[0]
    loc = err.get("loc") or ()
    field = str(loc[0]) if loc else ""
    name = field.upper() or "a setting"
    pattern = str((err.get("ctx") or {}).get("pattern", ""))
    where = "(in .env or the environment)"
    reason = str(err.get("msg", "")).removeprefix("Value error, ")
    if not loc:  # a rule between settings (e.g. SHARD_IDS without SHARD_COUNT): the message names them
        return f"The settings {where} do not fit together: {reason}."
    # never repeat a secret: a token, or a database URL that may carry a password
    given = f"{name} (value not shown)" if field in Settings.SECRET_FIELDS else f"{name}={err.get('input')}"
    if err.get("type") == "value_error":  # our own validators' messages name the variable already
        return f"{given} is not allowed {where}: {reason}."
    if pattern.startswith("^(") and pattern.endswith(")$"):
        allowed = "one of " + ", ".join(pattern[2:-2].split("|"))
    elif field in Settings.model_fields:
        allowed = field_range(Settings, field).replace("none (default)", "unset")
    else:
        allowed = str(err.get("msg", "a valid value"))
    return f"{given} is not allowed {where}; {name} takes {allowed}."


async def migrate(settings: Settings) -> int:
    """``--migrate``: open the configured database (which applies pending migrations) and report. 0 on success,
    1 with one line when the database cannot be opened."""
    from storage import open_storage

    try:
        storage = await open_storage(settings.storage_url())
    except Exception as exc:  # unreachable server, wrong password, missing database, unwritable file
        print(settings.database_error(exc), file=sys.stderr)
        return 1
    try:
        print(f"{storage.backend} database ready at schema version {await storage.schema_version()}")
    finally:
        await storage.close()
    return 0


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    try:  # every mode reads them (the demo's bot too): a bad one is one line, never its secret
        settings = Settings()
    except ValidationError as exc:  # a malformed .env (or environment) value
        print(settings_error(exc), file=sys.stderr)
        return 2
    if args.sandbox and args.learn:
        from harness.demo import run_learn_demo

        return asyncio.run(run_learn_demo(args.sandbox, limits=args.limits, locale=args.locale or "en"))
    if args.sandbox:
        from harness.demo import run_demo

        return asyncio.run(run_demo(args.sandbox, players=args.players, seed=args.seed, options=args.options,
                                    limits=args.limits, locale=args.locale or "en"))
    folder = settings.missing_database_folder()
    if folder is not None:
        print(f"The SQLite database's folder {folder} does not exist: create it, or fix DATABASE_PATH / DATABASE_URL "
              "(only the default data/ folder is made on first start).", file=sys.stderr)
        return 2
    if args.migrate:
        return asyncio.run(migrate(settings))
    if not settings.token_ok():
        print(TOKEN_HELP, file=sys.stderr)
        return 2
    discord.utils.setup_logging(level=getattr(logging, settings.log_level), root=True)
    bot = MenagerieBot(settings)
    assert settings.discord_token is not None
    try:
        bot.run(settings.discord_token.get_secret_value().strip(), log_handler=None)
    except discord.LoginFailure:
        print("Discord rejected DISCORD_TOKEN: reset the bot token in the developer portal and put the new one in .env.",
              file=sys.stderr)
        return 2
    except DatabaseUnavailable as exc:
        print(exc, file=sys.stderr)
        return 1
    except aiohttp.ClientConnectionError as exc:
        print(f"Could not reach Discord ({exc.__class__.__name__}): check the network, then start again.", file=sys.stderr)
        return 1
    return 0


def run(argv: list[str] | None = None) -> int:
    """:func:`main`, ending quietly when stdout is closed early (``python bot.py --option help | head``):
    no traceback, status 1, as Python's documentation advises for SIGPIPE. A broken pipe elsewhere (a
    socket) is raised as ever."""
    try:
        try:
            return main(argv)
        finally:  # what is still buffered is written now, where a closed stdout is caught
            sys.stdout.flush()
    except BrokenPipeError:
        if not _stdout_closed():
            raise
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # Python's own flush at exit finds stdout closed again
        return 1


def _stdout_closed() -> bool:
    """Whether stdout is a pipe nobody reads any more (poll reports an error on its end)."""
    try:
        poller = select.poll()
        poller.register(sys.stdout.fileno(), select.POLLOUT)
        return any(events & select.POLLERR for _, events in poller.poll(0))
    except (AttributeError, OSError, ValueError):  # no poll (Windows), no file descriptor
        return False


if __name__ == "__main__":
    sys.exit(run())
