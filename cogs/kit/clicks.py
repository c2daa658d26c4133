"""Every click on a game's components, and on the table's panel button, answered from one
interaction listener instead of discord.py's dynamic-item dispatch.

discord.py answers a ``DynamicItem`` by first rebuilding the clicked message's whole view
(``View.from_message``: every container, text and button of a components-v2 table or panel
turned into ``discord.ui`` objects) and then calling the one item that matched. The game's
items read nothing of that view (their answer comes from the ``custom_id`` and the match's
committed state), so the rebuild was pure cost on every click (issue 25: about 1.5 ms of the
loop's CPU per move in Mission: Wild Life, under the profiler). :func:`answer_interaction`
does what discord.py would do without it: the first item class of :func:`listened` whose
template matches the ``custom_id`` is built with ``from_custom_id`` and its ``callback``
answers, so the classes and their answers are unchanged.

The same listener answers modal submissions of the games' typed input
(:func:`cogs.kit.components.on_modal_submit`) and, last, a component whose id no item
recognises (:func:`cogs.kit.unknown.answer_unknown`).
"""
from __future__ import annotations

import logging
from typing import Any

import discord

from cogs.kit.components import item_class, on_modal_submit
from cogs.kit.interactions import interaction_data
from cogs.kit.panels import PanelButton
from cogs.kit.ui import GAME_UIS
from cogs.kit.unknown import answer_unknown, registered_items

log = logging.getLogger(__name__)


def listened() -> list[type[discord.ui.DynamicItem[Any]]]:
    """The item classes this listener answers: the table's panel button and every registered
    game UI's item (:func:`cogs.kit.components.item_class`), in that order."""
    return [PanelButton, *(item_class(ui) for ui in GAME_UIS.values())]


async def answer_click(interaction: discord.Interaction) -> bool:
    """Answer a component click whose ``custom_id`` one of :func:`listened`'s templates matches
    (a class discord.py also has registered is left to discord.py, which answers it). Returns
    whether this listener answered it."""
    if interaction.type is not discord.InteractionType.component:
        return False
    custom_id = interaction_data(interaction).get("custom_id")
    if not isinstance(custom_id, str):
        return False
    for cls in listened():
        match = cls.__discord_ui_compiled_template__.fullmatch(custom_id)
        if match is None:
            continue
        if cls in registered_items(interaction.client).values():
            return False  # discord.py's own dispatch answers it
        item = await cls.from_custom_id(interaction, discord.ui.Button(custom_id=custom_id), match)
        await item.callback(interaction)  # guarded: every error becomes an ephemeral answer
        return True
    return False


async def answer_interaction(interaction: discord.Interaction) -> None:
    """The bot's interaction listener: typed input of the games, their clicks and the panel
    button's, then the one-line answer to an unrecognised component."""
    if await on_modal_submit(interaction) or await answer_click(interaction):
        return
    await answer_unknown(interaction)


__all__ = ["answer_click", "answer_interaction", "listened"]
