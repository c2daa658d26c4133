"""Reading an interaction: its raw data, a select's values, a line for the logs, the service of
the bot it reached, and the match it concerns (noted by the kit while answering it)."""
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Protocol, cast

import discord

if TYPE_CHECKING:
    from engine.service import MatchService


class Served(Protocol):
    """What the kit asks of the client an interaction reached: the bot's MatchService
    (:class:`cogs.client.MenagerieBot` has it; test doubles give one)."""

    service: MatchService


def interaction_data(interaction: discord.Interaction) -> Mapping[str, object]:
    """The interaction's raw ``data`` payload as a plain mapping (empty when absent).

    discord.py types it as a union of TypedDicts, one per interaction kind; code reading a
    key that only some kinds have reads it from here and checks the value's type itself."""
    return interaction.data or {}


def select_values(interaction: discord.Interaction) -> list[str] | None:
    """The values a select submitted: ``[]`` when there are none, ``None`` when malformed (not a list of strings)."""
    values = interaction_data(interaction).get("values") or []
    if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
        return None
    return values


def describe_interaction(interaction: discord.Interaction) -> str:
    """A one-line context for logs: user, guild, channel, command or custom_id."""
    data = interaction_data(interaction)
    what = data.get("custom_id") or data.get("name") or interaction.type.name
    return (
        f"user={interaction.user.id} guild={interaction.guild_id} channel={interaction.channel_id} "
        f"interaction={interaction.id} what={what}"
    )


def service_of(interaction: discord.Interaction) -> MatchService:
    """The MatchService of the bot the interaction reached (every client these cogs run in has one)."""
    return cast(Served, interaction.client).service


MATCH_NOTE = "menagerie_match"
"""The key of :func:`note_match` in an interaction's ``extras``."""


def note_match(interaction: discord.Interaction, match_id: int) -> None:
    """Note that ``interaction`` concerns match ``match_id`` (a click on its components, its panel
    button): an error met later while answering it can then say what became of the match
    (:func:`cogs.kit.gone.gone_words`)."""
    extras = getattr(interaction, "extras", None)
    if isinstance(extras, dict):
        extras[MATCH_NOTE] = match_id


def noted_match(interaction: discord.Interaction) -> int | None:
    """The match :func:`note_match` noted for ``interaction`` (None: none)."""
    extras = getattr(interaction, "extras", None)
    value = extras.get(MATCH_NOTE) if isinstance(extras, dict) else None
    return value if isinstance(value, int) else None

