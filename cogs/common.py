"""Shared Discord plumbing for every cog: the per-game UI protocol, replies, error guards.

Nothing here knows a game's rules. A game's Discord presentation implements
:class:`GameUI` in its own module (``cogs/<game>_ui.py``) and is listed in ``GAME_UIS``.
"""
from __future__ import annotations

import functools
import logging
from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

import discord
from discord import app_commands

from engine import registry
from engine.core import Event, IllegalAction, Model

if TYPE_CHECKING:
    from engine.service import MatchService, MatchUpdate
    from storage import MatchRecord

log = logging.getLogger(__name__)

APOLOGY = "Sorry, something went wrong on our side. Nothing was changed; please try again."
BRAND = 0x3BA55D


@dataclass
class Rendered:
    """A message to send or edit: text, embeds, components and files.

    ``files`` is a list of factories because a ``discord.File`` can be sent only once.
    """

    content: str | None = None
    embeds: list[discord.Embed] = field(default_factory=list)
    view: discord.ui.View | None = None
    files: list[Callable[[], discord.File]] = field(default_factory=list)

    def send_kwargs(self) -> dict[str, Any]:
        kwargs: dict[str, Any] = {"content": self.content, "embeds": self.embeds}
        if self.view is not None:
            kwargs["view"] = self.view
        if self.files:
            kwargs["files"] = [f() for f in self.files]
        return kwargs

    def edit_kwargs(self) -> dict[str, Any]:
        # Always send the attachment list, so an image from an earlier render is removed when none is wanted.
        return {"content": self.content, "embeds": self.embeds, "view": self.view, "attachments": [f() for f in self.files]}


class GameUI(Protocol):
    """How one game looks and is played in Discord.

    ``panel_label`` names the private-panel button ("Hand", "My dice").
    ``dynamic_items`` are the game's DynamicItem classes (registered on the bot).
    """

    key: ClassVar[str]
    panel_label: ClassVar[str]
    dynamic_items: ClassVar[Sequence[type[discord.ui.DynamicItem[Any]]]]

    def table(self, record: MatchRecord, view: Model, service: MatchService) -> Rendered:
        """The public table message, from the spectator view only."""

    def panel(self, record: MatchRecord, seat: int, view: Model) -> Rendered:
        """The private panel (hand, dice) for ``seat``, from that seat's view only."""

    def table_buttons(self, match_id: int) -> list[discord.ui.Item[Any]]:
        """Extra buttons for the table message besides the panel button (e.g. "My tricks")."""

    def announcements(self, update: MatchUpdate) -> list[Rendered]:
        """New messages to post in the thread for this update (round summaries, results)."""

    def refresh_table(self, update: MatchUpdate) -> bool:
        """Whether this update should re-render the table message."""

    def option_fields(self) -> list[tuple[str, str, list[tuple[str, Any]]]]:
        """Lobby options the host can change: ``[(field, label, [(choice label, value)])]``."""

    def clicks_for(self, match_id: int, view: Model, action: Model) -> list[tuple[str, list[str] | None]]:
        """The panel clicks a person makes to take ``action``: ``[(custom_id, select values or None)]``.
        Used by the sandbox's simulated players, so they play through the same components people use."""

    def refresh_id(self, match_id: int) -> str:
        """custom_id of the panel's Refresh button."""


GAME_UIS: dict[str, GameUI] = {}


def register_ui(ui: GameUI) -> GameUI:
    """Add a game's UI to ``GAME_UIS`` (called by each ``*_ui`` module on import)."""
    GAME_UIS[ui.key] = ui
    return ui


def public_events(events: Iterable[Event]) -> list[Event]:
    """Only events everyone may see (``visible_to is None``): the only ones a thread may show."""
    return [e for e in events if e.visible_to is None]


def game_choices() -> list[app_commands.Choice[str]]:
    """Slash-command choices for every game that has both rules and a UI."""
    return [app_commands.Choice(name=g.title, value=key) for key, g in registry.games().items() if key in GAME_UIS]


async def reply(interaction: discord.Interaction, text: str | None = None, *, ephemeral: bool = True, **kwargs: Any) -> None:
    """Answer an interaction once: the initial response if free, else a follow-up."""
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=ephemeral, **kwargs)
    else:
        await interaction.response.send_message(text, ephemeral=ephemeral, **kwargs)


def describe_interaction(interaction: discord.Interaction) -> str:
    """A one-line context for logs: user, guild, channel, command or custom_id."""
    data = interaction.data or {}
    what = data.get("custom_id") or data.get("name") or interaction.type.name
    return (
        f"user={interaction.user.id} guild={interaction.guild_id} channel={interaction.channel_id} "
        f"interaction={interaction.id} what={what}"
    )


async def handle_error(interaction: discord.Interaction, exc: BaseException) -> None:
    """A person's mistake gets its reason; anything else is logged with context and answered with an apology."""
    if isinstance(exc, app_commands.CommandInvokeError):
        exc = exc.original
    if isinstance(exc, IllegalAction):
        text = exc.reason
    elif isinstance(exc, app_commands.CheckFailure):
        text = str(exc) or "You can't use this command here."
    else:
        log.error("unexpected error (%s)", describe_interaction(interaction), exc_info=exc)
        text = APOLOGY
    try:
        await reply(interaction, text)
    except discord.HTTPException:
        log.warning("could not send the error reply (%s)", describe_interaction(interaction))


def guarded(fn: Callable[..., Awaitable[None]]) -> Callable[..., Awaitable[None]]:
    """Wrap a component callback ``(self, interaction)`` so errors become ephemeral replies."""

    @functools.wraps(fn)
    async def wrapper(self: Any, interaction: discord.Interaction, *args: Any) -> None:
        try:
            await fn(self, interaction, *args)
        except Exception as exc:  # noqa: BLE001 - every error gets an answer
            await handle_error(interaction, exc)

    return wrapper


def service_of(interaction: discord.Interaction) -> MatchService:
    """The bot's MatchService."""
    return interaction.client.service  # type: ignore[attr-defined, no-any-return]


def seat_names(record: MatchRecord) -> list[str]:
    """Display names by seat, with a robot mark for bots and "(left)" for abandoned seats."""
    out = []
    for s in record.seats:
        name = s.name
        if s.abandoned:
            name += " (left, bot plays)"
        out.append(name)
    return out


def mention(record: MatchRecord, seat: int) -> str:
    """A mention for a person's seat, or the bot's name."""
    s = record.seats[seat]
    return s.name if s.is_bot or s.user_id is None else f"<@{s.user_id}>"


def thread_link(record: MatchRecord) -> str | None:
    """A jump link to the match's thread or channel."""
    target = record.thread_id or record.channel_id
    if record.guild_id and target:
        return f"https://discord.com/channels/{record.guild_id}/{target}"
    return None
