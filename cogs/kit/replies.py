"""Answering an interaction: one reply (the initial response, else a follow-up), and the one
place where errors become that reply (:func:`handle_error`, :func:`guarded`)."""
from __future__ import annotations

import functools
import logging
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar, cast

import discord
from discord import app_commands

from cogs.kit.interactions import describe_interaction
from cogs.lang import SOURCE, Msg
from cogs.lang.readers import person_lang
from cogs.lang.words import Words, refusal, say
from discord_codes import DiscordCode
from engine.core import IllegalAction
from engine.service import MatchMovedOn

log = logging.getLogger(__name__)

GuardedFn = TypeVar("GuardedFn", bound=Callable[..., Awaitable[None]])

APOLOGY = "core-apology"
"""The answer to an unexpected error (a message id: ``t(lang, APOLOGY)``)."""
MOVED_ON_REPLY = "core-moved-on-reply"
"""The reply when another process committed to the match first and no panel is redrawn (a panel
that is redrawn says :data:`cogs.kit.panels.MOVED_ON` over it instead; a message id)."""
UNKNOWN_COMMAND = "core-unknown-command"
"""The answer to a command this version does not have (a message id)."""


async def reply(interaction: discord.Interaction, text: str | None = None, *, ephemeral: bool = True, **kwargs: Any) -> None:
    """Answer an interaction once: the initial response if free, else a follow-up."""
    if interaction.response.is_done():
        if text is None:  # Webhook.send has no None content: leaving it out sends the same message
            await interaction.followup.send(ephemeral=ephemeral, **kwargs)
        else:
            await interaction.followup.send(text, ephemeral=ephemeral, **kwargs)
    else:
        await interaction.response.send_message(text, ephemeral=ephemeral, **kwargs)


async def handle_error(interaction: discord.Interaction, exc: BaseException) -> None:
    """A person's mistake gets its reason; anything else is logged with context and answered with an apology."""
    if isinstance(exc, app_commands.CommandInvokeError):
        exc = exc.original
    if isinstance(exc, discord.HTTPException) and exc.code == DiscordCode.ALREADY_ACKNOWLEDGED:
        # 40060: the interaction was already answered (by this bot's other process, or a reply that
        # raced this one): the person saw that answer; saying "nothing changed" now would be wrong
        log.info("interaction already answered elsewhere (%s)", describe_interaction(interaction))
        return
    words: Words
    if isinstance(exc, app_commands.CommandNotFound):
        words = Msg(UNKNOWN_COMMAND)
        log.info("unknown command %r (%s)", exc.name, describe_interaction(interaction))
    elif isinstance(exc, MatchMovedOn):
        words = Msg(MOVED_ON_REPLY)
    elif isinstance(exc, IllegalAction):
        words = refusal(exc)
    elif isinstance(exc, app_commands.CheckFailure):
        words = str(exc) or Msg("core-cannot-use-here")
    else:
        log.error("unexpected error (%s)", describe_interaction(interaction), exc_info=exc)
        words = Msg(APOLOGY)
    try:
        lang = await person_lang(interaction)
    except Exception:  # noqa: BLE001 - the answer matters more than its language (e.g. the database is down)
        log.warning("no language for the error reply (%s); English", describe_interaction(interaction), exc_info=True)
        lang = SOURCE
    try:
        await reply(interaction, say(lang, words))
    except discord.HTTPException:
        log.warning("could not send the error reply (%s)", describe_interaction(interaction))


def guarded(fn: GuardedFn) -> GuardedFn:
    """Wrap a callback ``(self, interaction, *args)`` so errors become ephemeral replies.

    The decorated function keeps its exact signature (so a ``DynamicItem.callback`` stays a
    valid override of discord.py's)."""

    @functools.wraps(fn)
    async def wrapper(self: Any, interaction: discord.Interaction, *args: Any, **kwargs: Any) -> None:
        try:
            await fn(self, interaction, *args, **kwargs)
        except Exception as exc:  # noqa: BLE001 - every error gets an answer
            await handle_error(interaction, exc)

    return cast(GuardedFn, wrapper)  # same parameters and return type as fn, which functools.wraps cannot express
