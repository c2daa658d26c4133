"""Exactly one answer per interaction (issue 37, kind 1), end to end through the double, which counts
the answers each interaction showed its user (``sandbox.model.Interaction.answers``).

Every slash command the bot registers (read from its command tree, so a new one is covered) is
refused once for every kind of refusal the error handler tells apart (read from
:func:`cogs.kit.replies.handle_error`'s own ``isinstance`` checks, so a new kind must be planted
here), before any answer and after a deferral; each must show exactly one answer, and only a fault
of ours is logged at ERROR. The refusals of the round-4 report are also made for real (no planting):
``/history`` of a cancelled match, ``/play`` where the bot lacks permissions, ``/abandon`` outside a
match, ``/standings`` of a season that does not exist, the admin commands run by a member who is no
admin, and a leftover command the bot no longer has. A second error handler planted on a cog is
caught.
"""
from __future__ import annotations

import ast
import inspect
import logging
import textwrap
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import discord
import pytest
from discord import app_commands

import cogs.kit.replies as replies
from cogs.client import MenagerieBot
from cogs.kit.absent import BotAbsent
from discord_codes import DiscordCode
from engine.core import IllegalAction
from engine.service import MatchError, MatchMovedOn
from harness.table import SandboxTable
from sandbox import Sandbox
from sandbox.model import Interaction, Role
from sandbox.world import Command

Plant = Callable[[discord.Interaction], Awaitable[None]]


def _http(cls: type[discord.HTTPException], status: int, code: int, message: str) -> discord.HTTPException:
    """The exception discord.py raises for Discord's ``{"code", "message"}`` error answer."""
    return cls(SimpleNamespace(status=status, reason=message), {"code": code, "message": message})


def _raising(exc: Callable[[], BaseException]) -> Plant:
    async def plant(interaction: discord.Interaction) -> None:
        raise exc()
    return plant


async def _answered_then_acknowledged(interaction: discord.Interaction) -> None:
    """The command answered, then a second initial response met 40060 (another process, a race)."""
    await interaction.response.send_message("answered", ephemeral=True)
    raise _http(discord.HTTPException, 400, DiscordCode.ALREADY_ACKNOWLEDGED, "Interaction has already been acknowledged.")


REFUSALS: dict[str, tuple[Plant, bool]] = {
    # kind: (what the command does, whether it is a fault of ours: logged at ERROR)
    "refused": (_raising(lambda: MatchError("Planted refusal.")), False),
    "illegal": (_raising(lambda: IllegalAction("Planted illegal move.")), False),
    "moved on": (_raising(lambda: MatchMovedOn("another process wrote first")), False),
    "check": (_raising(lambda: app_commands.CheckFailure("Planted check.")), False),
    "bot absent": (_raising(lambda: BotAbsent("https://discord.com/oauth2/authorize?client_id=1")), False),
    "message gone": (_raising(lambda: _http(discord.NotFound, 404, DiscordCode.UNKNOWN_MESSAGE, "Unknown Message")),
                     False),
    "channel gone": (_raising(lambda: _http(discord.NotFound, 404, DiscordCode.UNKNOWN_CHANNEL, "Unknown Channel")),
                     False),
    "answered elsewhere": (_answered_then_acknowledged, False),
    "unexpected": (_raising(lambda: RuntimeError("planted fault")), True),
}
"""One planted refusal per kind :func:`cogs.kit.replies.handle_error` tells apart."""
SAYS = {"message gone": "was deleted meanwhile", "channel gone": "was deleted meanwhile",
        "bot absent": "I'm not in this server any more", "unexpected": "Sorry, something went wrong"}
"""What the answer to some kinds says (the calm line for a place deleted meanwhile, never an apology)."""
ROLES: dict[int, Role] = {}
"""A role of each table's server, for role options."""
SEPARATE = {app_commands.CommandInvokeError: "discord.py's wrapper, unwrapped first (every plant goes through it)",
            app_commands.CommandNotFound: "raised by the tree, not a command: test_a_leftover_command_is_answered_once"}


def _plant_of(plant: Plant, *, defer: bool) -> Callable[..., Awaitable[None]]:
    async def callback(*args: Any, **kwargs: Any) -> None:
        interaction = next(a for a in args if isinstance(a, discord.Interaction))
        if defer:
            await interaction.response.defer(ephemeral=True, thinking=True)
        await plant(interaction)
    return callback


def handled_classes() -> set[type[BaseException]]:
    """The exception classes ``handle_error`` tells apart, read from its ``isinstance`` checks."""
    tree = ast.parse(textwrap.dedent(inspect.getsource(replies.handle_error)))
    found: set[type[BaseException]] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "isinstance":
            target = node.args[1]
            for expr in target.elts if isinstance(target, ast.Tuple) else [target]:
                value = eval(compile(ast.Expression(expr), "<handle_error>", "eval"), vars(replies))  # noqa: S307
                if isinstance(value, type) and issubclass(value, BaseException):
                    found.add(value)
    return found


def leaf_commands(bot: MenagerieBot) -> list[app_commands.Command[Any, ..., Any]]:
    return [c for c in bot.tree.walk_commands() if isinstance(c, app_commands.Command)]


def _options(sb: Sandbox, table: SandboxTable, command: app_commands.Command[Any, ..., Any]) -> dict[str, Any]:
    """Values for the command's required options, as the Discord client would send them."""
    registered = next(c for c in sb.world.commands[None] if c.name == command.qualified_name.split()[0])
    level = registered.payload.get("options") or []
    for part in command.qualified_name.split()[1:]:
        level = next(o for o in level if o["name"] == part).get("options") or []
    values: dict[str, Any] = {}
    for option in level:
        if not option.get("required"):
            continue
        kind = option["type"]
        if option.get("choices"):
            values[option["name"]] = option["choices"][0]["value"]
        elif kind == 3:
            values[option["name"]] = "x" * max(1, int(option.get("min_length") or 1))
        elif kind in (4, 10):
            values[option["name"]] = max(1, option.get("min_value") or 1)
        elif kind == 5:
            values[option["name"]] = True
        elif kind in (6, 9):
            values[option["name"]] = table.players[1].user
        elif kind == 7:
            values[option["name"]] = table.channel
        elif kind == 8:
            values[option["name"]] = ROLES[table.guild.id]
        else:
            raise AssertionError(f"/{command.qualified_name}: option type {kind} has no planted value")
    return values


async def run(sb: Sandbox, table: SandboxTable, command: app_commands.Command[Any, ..., Any]) -> Interaction:
    """Run ``command`` as the server's owner (admin commands included) in the table's channel."""
    name, *sub = command.qualified_name.split()
    return await sb.slash(table.players[0].user, table.channel, name, " ".join(sub) or None,
                          **_options(sb, table, command))


def one_answer(r: Interaction, what: str) -> None:
    """The checker: the interaction was answered (never "This interaction failed") exactly once."""
    assert not r.failed, f"{what}: the person saw 'This interaction failed'"
    assert r.answers == 1, f"{what}: {r.answers} answers shown"


@pytest.fixture
async def table(tmp_path: Path) -> AsyncIterator[SandboxTable]:
    async with Sandbox(quiet=0.01) as sb:
        t = SandboxTable(sb, tmp_path / "db.sqlite3", 3)
        ROLES[t.guild.id] = sb.add_role(t.guild, "hosts")  # a role option's value
        await t.start_bot(seed_source=lambda: 7)
        yield t
        await t.stop_bot()


async def test_every_command_answers_every_kind_of_refusal_once(
        table: SandboxTable, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    sb, bot = table.sb, table.bot
    assert bot is not None
    uncovered = {cls for cls in handled_classes() - set(SEPARATE)
                 if not any(isinstance(_planted_exception(plant), cls) for plant, _ in REFUSALS.values())}
    assert not uncovered, f"handle_error tells apart {uncovered}: plant a refusal of that kind in REFUSALS"
    commands = leaf_commands(bot)
    assert {"play", "history", "abandon", "standings", "endmatch", "setup channels add", "season start"} <= {
        c.qualified_name for c in commands}
    problems: list[str] = []
    for command in commands:
        for kind, (plant, ours) in REFUSALS.items():
            for defer in (False, True) if plant is not _answered_then_acknowledged else (False,):  # it answers itself
                monkeypatch.setattr(command, "_callback", _plant_of(plant, defer=defer))
                caplog.clear()
                with caplog.at_level(logging.INFO):
                    r = await run(sb, table, command)
                what = f"/{command.qualified_name} {kind}{' after a deferral' if defer else ''}"
                try:
                    one_answer(r, what)
                    said = (r.followups[-1] if r.followups else r.message)
                    if kind in SAYS and (said is None or SAYS[kind] not in said.text()):
                        problems.append(f"{what}: answered {said.text() if said else None!r}")
                except AssertionError as exc:
                    problems.append(str(exc))
                errors = [rec for rec in caplog.records if rec.levelno >= logging.ERROR]
                if bool(errors) != ours:
                    problems.append(f"{what}: {len(errors)} ERROR records ({'a fault of ours' if ours else 'a refusal'})")
    sb.take_violations(code=DiscordCode.ALREADY_ACKNOWLEDGED)  # the planted second initial responses
    assert problems == [], "\n".join(problems)
    sb.assert_no_violations()


def _planted_exception(plant: Plant) -> BaseException | None:
    """The exception a planted refusal raises (for the coverage check), read from its closure."""
    cells = [c.cell_contents for c in (getattr(plant, "__closure__", None) or ())]
    factory = next((c for c in cells if callable(c)), None)
    if factory is not None:
        return factory()  # type: ignore[no-any-return]
    if plant is _answered_then_acknowledged:
        return _http(discord.HTTPException, 400, DiscordCode.ALREADY_ACKNOWLEDGED, "")
    return None


async def test_the_refusals_of_the_report_are_answered_once(table: SandboxTable) -> None:
    """The round-4 examples, made for real: each refusal is one line, shown once."""
    sb = table.sb
    owner, member = table.players[0].user, table.players[1].user
    lobby = await sb.slash(owner, table.channel, "play", game="mission-wild-life")
    assert lobby.message is not None
    match_id = table.service.running()[-1].id
    await sb.click(owner, lobby.message, label="Cancel")
    cases: list[tuple[str, Interaction]] = [
        ("history of a cancelled match", await sb.slash(member, table.channel, "history", match=match_id)),
        ("abandon outside a match", await sb.slash(member, table.channel, "abandon")),
        ("standings of a season that does not exist",
         await sb.slash(member, table.channel, "standings", game="mission-wild-life", season="1999")),
        ("rejoin without a seat", await sb.slash(member, table.channel, "rejoin")),
    ]
    sb.allow_command(table.guild, "endmatch", member)  # the server let them see it; they still cannot manage it
    sb.allow_command(table.guild, "pause", member)
    cases += [("endmatch by a member", await sb.slash(member, table.channel, "endmatch", match=match_id)),
              ("pause by a member", await sb.slash(member, table.channel, "pause", match=match_id))]
    await sb.set_bot_permissions(table.channel, deny=["send_messages"])
    cases.append(("play where the bot may not post", await sb.slash(owner, table.channel, "play",
                                                                     game="mission-wild-life")))
    for what, r in cases:
        one_answer(r, what)
        assert r.message is not None and r.ephemeral, what
    texts = [r.message.text() for _, r in cases if r.message is not None]
    assert "has not finished" in texts[0] or "cancelled" in texts[0], texts[0]
    assert "Send Messages" in texts[-1], texts[-1]
    sb.assert_no_violations()


async def test_a_leftover_command_is_answered_once(table: SandboxTable) -> None:
    """A guild command an older release left (the tree does not know it) gets one line."""
    sb = table.sb
    leftover = Command({"id": str(sb.world.clock.snowflake()), "name": "oldgame", "type": 1, "description": "gone",
                        "options": []}, table.guild.id)
    sb.world.commands.setdefault(table.guild.id, []).append(leftover)
    r = await sb.slash(table.players[1].user, table.channel, "oldgame")
    one_answer(r, "a leftover command")
    assert r.message is not None and "no longer part of Menagerie" in r.message.text()


async def test_a_second_error_handler_is_caught(table: SandboxTable, monkeypatch: pytest.MonkeyPatch) -> None:
    """The checker catches a cog that answers errors again besides the tree's handler."""
    sb, bot = table.sb, table.bot
    assert bot is not None
    cog = bot.get_cog("LobbyCog")

    async def second(interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        await replies.reply(interaction, "Planted second answer.")

    monkeypatch.setattr(cog, "__discord_app_commands_error_handler__", second)
    r = await sb.slash(table.players[1].user, table.channel, "abandon")
    with pytest.raises(AssertionError, match="2 answers shown"):
        one_answer(r, "/abandon with a planted second handler")
