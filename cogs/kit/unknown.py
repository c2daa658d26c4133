"""The answer to a component no other item of the bot recognises.

discord.py runs a ``DynamicItem`` only when its template matches the ``custom_id``; a click on
a component whose id matches none (an id format an older release wrote, a truncated or
tampered id) would get no answer and the person would see "This interaction failed".
:func:`answer_unknown` (called last by the bot's interaction listener, :mod:`cogs.kit.clicks`) answers those with one
ephemeral line, and leaves every id a registered item's template matches to that item.

It is a listener, not a catch-all ``DynamicItem``: discord.py rebuilds the clicked message's
whole view (``View.from_message``) for every dynamic item whose template matches, so a
catch-all doubled that work on every click of the bot (issue 25: 5.5 % of Mission: Wild Life's
loop CPU went to those rebuilds).
"""
from __future__ import annotations

import logging
import re
from typing import Any

import discord

from cogs.kit.absent import BotAbsent, bot_absent, invite_url
from cogs.kit.components import UNKNOWN
from cogs.kit.interactions import describe_interaction, interaction_data
from cogs.kit.replies import handle_error, reply
from cogs.lang import t
from cogs.lang.readers import person_lang

log = logging.getLogger(__name__)


def registered_items(client: discord.Client) -> dict[re.Pattern[str], type[discord.ui.DynamicItem[Any]]]:
    """The DynamicItem classes registered with discord.py, by template (its view store keeps them)."""
    store = getattr(getattr(client, "_connection", None), "_view_store", None)
    return dict(getattr(store, "_dynamic_items", {}))


async def answer_unknown(interaction: discord.Interaction) -> bool:
    """Answer a component click whose ``custom_id`` no registered item's template matches with
    one ephemeral line (:data:`cogs.kit.components.UNKNOWN`). Returns whether it answered
    (False for other interactions and for ids an item takes)."""
    if interaction.type is not discord.InteractionType.component:
        return False
    custom_id = interaction_data(interaction).get("custom_id")
    if isinstance(custom_id, str) and any(p.fullmatch(custom_id) for p in registered_items(interaction.client)):
        return False  # its item answers it
    if interaction.response.is_done():
        return False
    if bot_absent(interaction):  # a button left behind in a server the bot is not in: say that instead
        await handle_error(interaction, BotAbsent(invite_url(interaction)))
        return True
    try:
        await reply(interaction, t(await person_lang(interaction), UNKNOWN))
    except discord.HTTPException:
        log.warning("could not answer an unknown component (%s)", describe_interaction(interaction))
    return True
