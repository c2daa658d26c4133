"""A tiny discord.py bot and fixtures for the sandbox's own tests.

Commands: /echo, /twice, /slow, /secret (ephemeral + button), /long, /dm, /later,
/bigselect, /dupes, /counter (DynamicItem, survives restarts), /thread, /pick (select),
/form (modal), /greet (typed options), /game start|stop (subcommands), /file (attachment), /find (autocomplete),
/defer (deferred then follow-up), /again (an answer and a follow-up),
/quiet (buttons answered by a deferred update), /where and /board (a channel option: text channels; text
channels or forums).  API errors the bot receives are kept in ``bot.api_errors``.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator, Iterator
from typing import Any, Literal

import discord
import pytest
from discord import app_commands
from discord.ext import commands

from sandbox import Sandbox


class CounterButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"count:(?P<n>\d+)"):
    """A persistent button whose custom_id carries its state (works after a restart)."""

    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"Count {n}", custom_id=f"count:{n}", style=discord.ButtonStyle.primary))
        self.n = n

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str]) -> CounterButton:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = interaction.client
        assert isinstance(bot, SupportBot)
        bot.handled.append(("count", self.n))
        view = discord.ui.View(timeout=None)
        view.add_item(CounterButton(self.n + 1))
        await interaction.response.edit_message(content=f"count is {self.n + 1}", view=view)


class SecretView(discord.ui.View):
    def __init__(self, secret: str) -> None:
        super().__init__(timeout=None)
        self.secret = secret

    @discord.ui.button(label="Reveal", custom_id="secret:reveal")
    async def reveal(self, interaction: discord.Interaction, button: discord.ui.Button[Any]) -> None:
        await interaction.response.send_message(f"Your secret is {self.secret}", ephemeral=True)


class PickView(discord.ui.View):
    def __init__(self, n: int) -> None:
        super().__init__(timeout=None)
        sel: discord.ui.Select[Any] = discord.ui.Select(
            custom_id="pick", placeholder="Pick", options=[discord.SelectOption(label=f"opt {i}", value=str(i))
                                                           for i in range(n)], min_values=1, max_values=2)
        sel.callback = self.picked  # type: ignore[method-assign]  # discord.py's documented way to give a Select a callback
        self.sel = sel
        self.add_item(sel)

    async def picked(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"picked {','.join(self.sel.values)}", ephemeral=True)


class QuietView(discord.ui.View):
    """Two buttons answered by a deferred update (type 6): "Hush" leaves it at that (no answer
    shown), "Touch" then edits the clicked message through the token (one answer)."""

    def __init__(self) -> None:
        super().__init__(timeout=None)

    @discord.ui.button(label="Hush", custom_id="quiet:hush")
    async def hush(self, interaction: discord.Interaction, button: discord.ui.Button[Any]) -> None:
        await interaction.response.defer()

    @discord.ui.button(label="Touch", custom_id="quiet:touch")
    async def touch(self, interaction: discord.Interaction, button: discord.ui.Button[Any]) -> None:
        await interaction.response.defer()
        await interaction.edit_original_response(content="touched")


class NameModal(discord.ui.Modal, title="Your name"):
    name: discord.ui.TextInput[Any] = discord.ui.TextInput(label="Name", custom_id="name", max_length=20)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"hello {self.name.value}", ephemeral=True)


class SupportBot(commands.Bot):
    """The sandbox test bot (no message content intent; guild_ready_timeout shortened)."""

    def __init__(self) -> None:
        super().__init__(command_prefix="!", intents=discord.Intents.default(), guild_ready_timeout=0.05,
                         help_command=None)
        self.api_errors: list[discord.HTTPException] = []
        self.handled: list[tuple[str, Any]] = []
        self.saved: discord.Interaction | None = None
        self.messages_seen: list[discord.Message] = []
        self._register()

    async def setup_hook(self) -> None:
        self.add_dynamic_items(CounterButton)
        await self.tree.sync()

    async def on_message(self, message: discord.Message) -> None:
        self.messages_seen.append(message)

    async def _guard(self, coro: Any) -> None:
        try:
            await coro
        except discord.HTTPException as e:
            self.api_errors.append(e)

    def _register(self) -> None:
        tree = self.tree
        bot = self

        @tree.command(description="Echo text")
        async def echo(interaction: discord.Interaction, text: str) -> None:
            await interaction.response.send_message(text)

        @tree.command(description="Reply twice")
        async def twice(interaction: discord.Interaction) -> None:
            # two handlers racing (discord.py's local guard only sees completed responses)
            await asyncio.gather(interaction.response.send_message("one"),
                                 bot._guard(interaction.response.send_message("two")))

        @tree.command(description="Too slow")
        async def slow(interaction: discord.Interaction) -> None:
            await asyncio.sleep(3.5)
            await bot._guard(interaction.response.send_message("late"))

        @tree.command(description="Ephemeral with a button")
        async def secret(interaction: discord.Interaction, word: str) -> None:
            await interaction.response.send_message("Only you see this", ephemeral=True, view=SecretView(word))

        @tree.command(description="Too long")
        async def long(interaction: discord.Interaction) -> None:
            await bot._guard(interaction.response.send_message("x" * 2001))

        @tree.command(description="DM me")
        async def dm(interaction: discord.Interaction, text: str) -> None:
            try:
                await interaction.user.send(text)
            except discord.Forbidden as e:
                bot.api_errors.append(e)
                await interaction.response.send_message("I cannot DM you", ephemeral=True)
            else:
                await interaction.response.send_message("Sent you a DM", ephemeral=True)

        @tree.command(description="Deferred, edited later")
        async def later(interaction: discord.Interaction) -> None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            await interaction.followup.send("working", ephemeral=True)
            bot.saved = interaction

        @tree.command(description="26 options")
        async def bigselect(interaction: discord.Interaction) -> None:
            view = discord.ui.View()
            sel: discord.ui.Select[Any] = discord.ui.Select(custom_id="big", options=[
                discord.SelectOption(label=str(i)) for i in range(25)])
            view.add_item(sel)
            sel._underlying.options.append(discord.SelectOption(label="25"))  # discord.py stops at 25; force 26
            await bot._guard(interaction.response.send_message("pick", view=view))

        @tree.command(description="A button whose emoji is not an emoji")
        async def cardback(interaction: discord.Interaction) -> None:
            view = discord.ui.View()
            view.add_item(discord.ui.Button(label="Hand", emoji="\U0001F0A0", custom_id="hand"))
            await bot._guard(interaction.response.send_message("table", view=view))

        @tree.command(description="Duplicate custom ids")
        async def dupes(interaction: discord.Interaction) -> None:
            view = discord.ui.View()
            view.add_item(discord.ui.Button(label="A", custom_id="same"))
            view.add_item(discord.ui.Button(label="B", custom_id="same"))
            await bot._guard(interaction.response.send_message("dupes", view=view))

        @tree.command(description="Counter")
        async def counter(interaction: discord.Interaction) -> None:
            view = discord.ui.View(timeout=None)
            view.add_item(CounterButton(0))
            await interaction.response.send_message("count is 0", view=view)

        @tree.command(description="Thread")
        async def thread(interaction: discord.Interaction, name: str) -> None:
            await interaction.response.defer(ephemeral=True)
            channel = interaction.channel
            assert isinstance(channel, discord.TextChannel)
            try:
                th = await channel.create_thread(name=name, type=discord.ChannelType.public_thread)
            except discord.HTTPException as e:
                bot.api_errors.append(e)
                await interaction.followup.send("no threads here", ephemeral=True)
                return
            await th.send(f"welcome to {name}")
            await interaction.followup.send(f"made {th.mention}", ephemeral=True)

        @tree.command(description="Pick")
        async def pick(interaction: discord.Interaction) -> None:
            await interaction.response.send_message("choose", view=PickView(3))

        @tree.command(description="Form")
        async def form(interaction: discord.Interaction) -> None:
            await interaction.response.send_modal(NameModal())

        @tree.command(description="Typed options")
        @app_commands.choices(colour=[app_commands.Choice(name="Red", value="r"), app_commands.Choice(name="Blue", value="b")])
        async def greet(interaction: discord.Interaction, who: discord.Member, times: app_commands.Range[int, 1, 5],
                        colour: app_commands.Choice[str], loud: bool = False) -> None:
            text = f"{'HI' if loud else 'hi'} {who.display_name} x{times} in {colour.value}"
            await interaction.response.send_message(text)

        game = app_commands.Group(name="game", description="Game")

        @game.command(name="start", description="Start")
        async def start(interaction: discord.Interaction, kind: Literal["mwl", "wildlife"]) -> None:
            await interaction.response.send_message(f"starting {kind}")

        tree.add_command(game)

        @tree.command(description="File")
        async def file(interaction: discord.Interaction) -> None:
            import io
            await interaction.response.send_message("here", file=discord.File(io.BytesIO(b"hello png"), "board.png"))

        async def find_choices(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
            """What /find suggests: the fruits holding what was typed, or a planted fault for the tests:
            "many" 26 choices, "longname" a 101-character name, "longvalue" a 101-character value, "message" a
            message instead of choices."""
            planted = {
                "many": [app_commands.Choice(name=f"fruit {i}", value=str(i)) for i in range(26)],
                "longname": [app_commands.Choice(name="n" * 101, value="v")],
                "longvalue": [app_commands.Choice(name="n", value="v" * 101)],
            }
            fruits = [app_commands.Choice(name=f, value=f.lower()) for f in ("Apple", "Apricot", "Banana")]
            choices = planted.get(current) or [c for c in fruits if current.lower() in c.value]
            if current == "message":  # an autocomplete answered with a message: not a response type it takes
                await bot._guard(interaction.response.send_message("apple"))
            else:
                await bot._guard(interaction.response.autocomplete(choices))
            if not interaction.response.is_done():
                raise RuntimeError("autocomplete refused")  # keeps discord.py from answering a second time
            return []

        @tree.command(description="Find a fruit (autocompleted)")
        @app_commands.autocomplete(fruit=find_choices)
        async def find(interaction: discord.Interaction, fruit: str, note: str = "") -> None:
            await interaction.response.send_message(f"found {fruit}")

        @tree.command(description="Answer, then follow up (two answers)")
        async def again(interaction: discord.Interaction) -> None:
            await interaction.response.send_message("first", ephemeral=True)
            await interaction.followup.send("second", ephemeral=True)

        @tree.command(description="Buttons answered by a deferred update")
        async def quiet(interaction: discord.Interaction) -> None:
            await interaction.response.send_message("quiet", view=QuietView())
        @tree.command(description="Name a text channel")
        async def where(interaction: discord.Interaction, channel: discord.TextChannel) -> None:
            await interaction.response.send_message(f"text channel {channel.name}")

        @tree.command(description="Name a text channel or a forum")
        async def board(interaction: discord.Interaction, channel: discord.TextChannel | discord.ForumChannel) -> None:
            await interaction.response.send_message(f"{channel.type.name} {channel.name}")

        @tree.command(description="Defer then follow up")
        async def slowok(interaction: discord.Interaction) -> None:
            await interaction.response.defer()
            await asyncio.sleep(0.05)
            await interaction.followup.send(embed=discord.Embed(title="Result", description="done"))


@pytest.fixture
def toy_registered() -> Iterator[Any]:
    """The toy counter game (tests/toy_game.py) with the UI written in tests/e2e/test_new_game.py,
    registered with the engine and the kit for one test."""
    from cogs.kit.ui import register_ui, unregister_ui
    from engine import registry
    from tests.e2e.test_new_game import ToyUI
    from tests.toy_game import GAME as TOY

    registry.register(TOY)
    ui = register_ui(ToyUI())
    yield ui
    unregister_ui(ui.key)
    registry.unregister(TOY.key)


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox() as sandbox:
        yield sandbox


def assert_clean(sb: Sandbox) -> None:
    """After an end-to-end match: no Discord rule broken (a closed DM refusing the bot's copy is
    expected), no live leak, no unknown route."""
    sb.take_violations(code=50007)
    sb.assert_no_violations()
    assert sb.live_leaks == []
    assert not sb.unknown_routes



def token_edits(sb: Sandbox, since: int = 0) -> list[str]:
    """The paths of the edits made through interaction tokens (``PATCH /webhooks/…``: open panels
    and deferred answers) among the requests the double received from index ``since`` on."""
    return [path for method, path in sb.world.requests[since:]
            if method == "PATCH" and path.lstrip("/").startswith("webhooks/")]


class World:
    """A guild with a channel and two users (alice, bob), plus carol with closed DMs."""

    def __init__(self, sb: Sandbox) -> None:
        self.alice = sb.add_user("alice")
        self.bob = sb.add_user("bob")
        self.carol = sb.add_user("carol", dms_open=False)
        self.guild = sb.add_guild("Zoo", members=[self.alice, self.bob, self.carol])
        self.channel = sb.add_channel(self.guild, "games")
        self.nothreads = sb.add_channel(self.guild, "no-threads", threads_allowed=False)


@pytest.fixture
async def env(sb: Sandbox) -> AsyncIterator[tuple[Sandbox, World, SupportBot]]:
    world = World(sb)
    bot = SupportBot()
    await sb.connect(bot)
    yield sb, world, bot
    await sb.disconnect(bot)
