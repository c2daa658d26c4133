"""The answer to a component no other item of the bot recognises.

discord.py runs a ``DynamicItem`` only when its template matches the ``custom_id``; a click on
a component whose id matches none (an id format an older release wrote, a truncated or
tampered id) would get no answer and the person would see "This interaction failed".
:class:`UnknownComponent` matches every id and answers one ephemeral line, but only when no
other registered item's template matches (those answer themselves).
"""
from __future__ import annotations

import logging
import re
from typing import Any, Self

import discord

from cogs.common import describe_interaction, reply
from cogs.kit.components import UNKNOWN

log = logging.getLogger(__name__)


def _known_templates(client: discord.Client) -> list[re.Pattern[str]]:
    """The templates of the client's registered DynamicItems (discord.py keeps them in its view store)."""
    store = getattr(getattr(client, "_connection", None), "_view_store", None)
    return list(getattr(store, "_dynamic_items", {}).keys())


class UnknownComponent(discord.ui.DynamicItem[discord.ui.Item[Any]], template=r"(?s).{1,100}"):
    """Every ``custom_id`` (Discord: 1..100 characters); answers only those no other item takes."""

    def __init__(self, item: discord.ui.Item[Any]) -> None:
        super().__init__(item)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(item)

    async def callback(self, interaction: discord.Interaction) -> None:
        own = type(self).__discord_ui_compiled_template__
        custom_id = self.custom_id
        if any(p is not own and p.fullmatch(custom_id) for p in _known_templates(interaction.client)):
            return  # another item answers it
        if not interaction.response.is_done():
            try:
                await reply(interaction, UNKNOWN)
            except discord.HTTPException:
                log.warning("could not answer an unknown component (%s)", describe_interaction(interaction))
