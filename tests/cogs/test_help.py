"""``/help``'s list for server admins names every admin command the loaded cogs register: each
command (or subcommand) whose default permissions ask for Manage Server, read from the bot's own
command tree, so a new admin command left out of :data:`cogs.shared.words.ADMIN_COMMAND_IDS` fails here."""
from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

import discord
from discord import app_commands

from cogs import EXTENSIONS
from cogs.client import MenagerieBot
from cogs.kit.ui import discover
from cogs.lang import Lang
from cogs.rules import help_embed
from cogs.shared.words import admin_commands as admin_lines
from engine.service import MatchService
from settings import Settings


def admin_commands(tree: app_commands.CommandTree[Any]) -> list[str]:
    """The qualified names (``"setup channels add"``) of every command in ``tree`` that Discord
    offers only to members with Manage Server (its own or a parent group's default permissions)."""
    found = []
    for command in tree.walk_commands():
        if isinstance(command, app_commands.Group):
            continue
        chain: list[app_commands.Command[Any, ..., Any] | app_commands.Group] = [command]
        while chain[-1].parent is not None:
            parent = chain[-1].parent
            assert parent is not None
            chain.append(parent)
        if any(c.default_permissions is not None and c.default_permissions.manage_guild for c in chain):
            found.append(command.qualified_name)
    return sorted(found)


def left_out(lines: Iterable[str], names: Iterable[str]) -> list[str]:
    """The command names no line's bold head (``**/setup channels add · remove**``) names: its
    group path as ``/setup channels`` and its own name as a word after it."""
    heads = [m.group(1) for line in lines if (m := re.match(r"\*\*(.+?)\*\*", line))]

    def names_it(head: str, name: str) -> bool:
        *groups, own = name.split()
        at = re.search(rf"/{re.escape(' '.join(groups or [own]))}\b", head)
        return at is not None and (not groups or re.search(rf"\b{re.escape(own)}\b", head[at.end():]) is not None)

    return [name for name in names if not any(names_it(head, name) for head in heads)]


async def test_help_names_every_admin_command_the_cogs_register(service: MatchService) -> None:
    bot = MenagerieBot(Settings(_env_file=None, discord_token=None), sync=False)
    bot.service = service
    discover()
    try:
        for extension in EXTENSIONS:
            await bot.load_extension(extension)
        admin = admin_commands(bot.tree)
        assert {"season start", "season end", "setup show", "pause", "endmatch"} <= set(admin)  # the tree is read
        assert left_out(admin_lines(Lang.EN), admin) == []
        shown = "\n".join(str(f["value"]) for f in help_embed(None, admin=True).to_dict().get("fields", []))
        assert all(line in shown for line in admin_lines(Lang.EN))  # /help shows every line to an admin
        assert "/season" not in "\n".join(str(f["value"]) for f in help_embed(None).to_dict().get("fields", []))
    finally:
        for extension in list(bot.extensions):
            await bot.unload_extension(extension)


def test_the_check_catches_a_command_left_out() -> None:
    tree: app_commands.CommandTree[discord.Client] = app_commands.CommandTree(discord.Client(intents=discord.Intents.none()))
    season = app_commands.Group(name="season", description="s", default_permissions=discord.Permissions(manage_guild=True))

    async def noop(interaction: discord.Interaction) -> None: ...

    for name in ("start", "end"):
        season.add_command(app_commands.Command(name=name, description="d", callback=noop))
    pause: app_commands.Command[Any, ..., None] = app_commands.Command(name="pause", description="p", callback=noop)
    pause.default_permissions = discord.Permissions(manage_guild=True)
    tree.add_command(season)
    tree.add_command(pause)
    tree.add_command(app_commands.Command(name="play", description="p", callback=noop))  # everyone's: not listed
    assert admin_commands(tree) == ["pause", "season end", "season start"]
    lines = ["**/pause · /resume [match]** — stop.", "**/season start · end** — seasons (the end of one)."]
    assert left_out(lines, admin_commands(tree)) == []
    assert left_out(lines[:1], admin_commands(tree)) == ["season end", "season start"]
    assert left_out(["**/season start** — the end of a season."], admin_commands(tree)) == ["pause", "season end"]
    assert left_out(["**/seasons end** — /pause"], admin_commands(tree)) == ["pause", "season end", "season start"]
