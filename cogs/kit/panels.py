"""Private panels: opening one from the table, redrawing it in place, moves from its components.

A panel is the seat's own view drawn by :meth:`GameUI.panel`. It is shown as an ephemeral
reply to the table's panel button (and, where DMs are open, as a DM copy kept by the table
cog). Every component click is one interaction, answered by editing the clicked message,
so a panel never multiplies.
"""
from __future__ import annotations

import asyncio
import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self

import discord

from cogs.common import guarded, service_of
from cogs.kit.rendered import Rendered
from cogs.kit.ui import GAME_UIS, PanelContext
from engine.service import MatchError

if TYPE_CHECKING:
    from engine.core import Model
    from engine.service import MatchService
    from storage import MatchRecord

NOT_PLAYING = "You are not playing in this match; the table message shows everything public."
MATCH_OVER = "This match is over."

SLOW_S = 1.5
"""If an action takes longer than this (a busy match lock, a slow disk), the click is
acknowledged first so Discord's 3-second deadline is never missed, and the panel is
edited afterwards through the interaction token."""


def view_of(service: MatchService, record: MatchRecord, seat: int | None) -> Model:
    """The game's view of a match for ``seat`` (None: spectator), live or finished
    (:meth:`MatchService.view_of`). Raises MatchError for a lobby (no state yet)."""
    return service.view_of(record, seat)


def seat_in(service: MatchService, record: MatchRecord, user_id: int) -> int | None:
    """The seat ``user_id`` plays in ``record``: for a running match only a seat they still
    hold (not abandoned); for a finished one the seat they had."""
    if record.status == "active":
        return service.seat_of(record.id, user_id)
    return next((s.seat for s in record.seats if s.user_id == user_id and not s.is_bot), None)


async def render_panel(
    service: MatchService, record: MatchRecord, seat: int, ctx: PanelContext | None = None
) -> Rendered:
    """The private panel of ``seat`` with its pictures drawn, or without components and with a
    short notice once the match is over."""
    ui = GAME_UIS[record.game]
    rendered = ui.panel(record, seat, view_of(service, record, seat), ctx or PanelContext())
    if record.status != "active":
        rendered.view = None
        rendered.content = ((rendered.content or "") + "\nThe match is over.").strip()
    return await rendered.draw()


async def send_panel(interaction: discord.Interaction, match_id: int) -> None:
    """Answer with the clicking player's panel as a new ephemeral message.
    Raises MatchError when the match is unknown or over, or the clicker is not seated."""
    service = service_of(interaction)
    record = service.match(match_id)
    if record is None:
        raise MatchError("That match is over or doesn't exist.")
    seat = service.seat_of(match_id, interaction.user.id)
    if seat is None:
        raise MatchError(NOT_PLAYING)
    rendered = await render_panel(service, record, seat)
    await interaction.response.send_message(ephemeral=True, **rendered.send_kwargs())


async def act_and_refresh(interaction: discord.Interaction, match_id: int, action: dict[str, Any]) -> None:
    """Apply a player's action from a panel component, then redraw that panel in place.

    Raises MatchError/IllegalAction when the move is refused; the match is then unchanged.
    """
    service = service_of(interaction)
    task = asyncio.ensure_future(service.act(match_id, interaction.user.id, action))
    done, _ = await asyncio.wait([task], timeout=SLOW_S)
    if not done:
        try:
            if on_private_message(interaction):
                await interaction.response.defer()  # "deferred update": the panel stays as it is
            else:  # a move from the public table: the answer will be a private panel
                await interaction.response.defer(ephemeral=True, thinking=True)
        finally:
            await task  # the move's outcome (or refusal) matters even if the acknowledgement failed
    await task
    await refresh_panel(interaction, match_id)


def on_private_message(interaction: discord.Interaction) -> bool:
    """Whether the clicked component sits on a message only the clicker sees: their ephemeral
    panel or a DM copy. Components on a public message (the table) are never answered by
    editing that message with a private panel."""
    if interaction.guild_id is None:  # a DM: only the clicker is there
        return True
    message = interaction.message
    return message is not None and message.flags.ephemeral


async def refresh_panel(
    interaction: discord.Interaction,
    match_id: int,
    *,
    warning: str | None = None,
    opened: Mapping[str, str] | None = None,
) -> None:
    """Edit the message the component sits on (ephemeral panel or DM copy) to the current panel;
    for a component on a public message (the table), answer with the panel as a new ephemeral
    message instead, so nothing private is ever written where others can see it.

    ``warning`` (why a click was refused) goes on top as one "⚠️" line; ``opened`` opens
    chooser groups. Raises MatchError if the clicker does not play this match (a person who
    abandoned no longer sees the seat their bot plays).
    """
    service = service_of(interaction)
    record = await service.fetch(match_id)
    if record is None:
        raise MatchError("That match doesn't exist.")
    seat = seat_in(service, record, interaction.user.id)
    if seat is None:
        raise MatchError(NOT_PLAYING)
    rendered = await render_panel(service, record, seat, PanelContext(opened=dict(opened or {})))
    if warning:
        rendered.warn(warning)
    if interaction.response.is_done():  # deferred: edit the panel, or the private "thinking" reply
        await interaction.edit_original_response(**rendered.edit_kwargs())
    elif on_private_message(interaction):
        await interaction.response.edit_message(**rendered.edit_kwargs())
    else:
        await interaction.response.send_message(ephemeral=True, **rendered.send_kwargs())


class PanelButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"table:(?P<match>[0-9]{1,18}):panel"):
    """The table's panel button ("Hand", "My dice"): opens the clicking player's private panel."""

    def __init__(self, match_id: int, label: str = "Hand", emoji: str = "🃏") -> None:
        super().__init__(
            discord.ui.Button(label=label, style=discord.ButtonStyle.primary, emoji=emoji, custom_id=f"table:{match_id}:panel")
        )
        self.match_id = match_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(int(match["match"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        await send_panel(interaction, self.match_id)
