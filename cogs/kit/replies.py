"""Answering an interaction: one reply (the initial response, else a follow-up), and the one
place where errors become that reply (:func:`handle_error`, :func:`guarded`).

Exactly one answer per interaction (issue 37): a slash command's error is answered by the command
tree's handler alone (``MenagerieBot``; no cog adds its own, which discord.py would call first),
and :func:`handle_error` answers each interaction's error at most once whoever calls it."""
from __future__ import annotations

import functools
import logging
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar, cast

import discord
from discord import app_commands

from cogs.kit.absent import BotAbsent, refuse_if_absent
from cogs.kit.gone import gone_words, vanished
from cogs.kit.interactions import describe_interaction
from cogs.kit.text import safe
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


MESSAGE = discord.InteractionResponseType.channel_message
"""An initial response that is a message (``send_message``)."""
UPDATE = discord.InteractionResponseType.message_update
"""An initial response that edits the clicked message (``edit_message``)."""
DEFERRED_MESSAGE = discord.InteractionResponseType.deferred_channel_message
"""A "thinking" deferral (``defer(thinking=True)``), filled later through the token."""
DEFERRED_UPDATE = discord.InteractionResponseType.deferred_message_update
"""A deferral of a click's answer (``defer()``), the clicked message edited later through the token."""

T = TypeVar("T")


async def first_answer(interaction: discord.Interaction, answer: Awaitable[T],
                       kind: discord.InteractionResponseType) -> T | None:
    """Await ``answer``, the interaction's initial response of ``kind``. Discord refusing it as
    already made (40060) means it was made: discord.py sent it again after a server error (5xx)
    whose answer Discord had in fact applied (issue 37), or another process of the bot answered
    first. The person sees that answer, so it is logged at INFO, never as a failure, None is
    returned (what Discord answered is unknown) and the interaction counts as answered with
    ``kind`` (``interaction.response.is_done()``): what follows edits that answer or follows it
    up, and never tries a second initial response."""
    try:
        return await answer
    except discord.HTTPException as exc:
        if exc.code != DiscordCode.ALREADY_ACKNOWLEDGED:
            raise
        log.info("the answer was already made (a retried server error that had landed, or another process): %s",
                 describe_interaction(interaction))
        interaction.response._response_type = kind  # discord.py's own record that the response was made
        return None


async def reply(interaction: discord.Interaction, text: str | None = None, *, ephemeral: bool = True, **kwargs: Any) -> None:
    """Answer an interaction once: the initial response if free, else a follow-up."""
    if interaction.response.is_done():
        if text is None:  # Webhook.send has no None content: leaving it out sends the same message
            await interaction.followup.send(ephemeral=ephemeral, **kwargs)
        else:
            await interaction.followup.send(text, ephemeral=ephemeral, **kwargs)
    else:
        await first_answer(interaction, interaction.response.send_message(text, ephemeral=ephemeral, **kwargs), MESSAGE)


ERROR_ANSWERED = "menagerie_error_answered"
"""The key in an interaction's ``extras`` that marks its error as answered (:func:`handle_error`)."""


async def handle_error(interaction: discord.Interaction, exc: BaseException) -> None:
    """Answer an interaction whose handling raised ``exc``, once: a person's mistake gets its reason;
    a message, channel or thread deleted meanwhile gets one calm line saying what became of the match
    (:func:`cogs.kit.gone.gone_words`, logged at INFO); a server the bot is not in gets the invite
    link (:class:`cogs.kit.absent.BotAbsent`); anything else is logged with context at ERROR and
    answered with an apology. A second call for the same interaction (a second error handler) does
    nothing, and an answer Discord already had (40060) is not made again."""
    extras = getattr(interaction, "extras", None)
    if isinstance(extras, dict):
        if extras.get(ERROR_ANSWERED):
            log.debug("error already answered (%s): %r", describe_interaction(interaction), exc)
            return
        extras[ERROR_ANSWERED] = True
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
    elif isinstance(exc, BotAbsent):
        words = Msg("core-bot-absent", invite=exc.invite)
        log.info("used in a server the bot is not in (%s)", describe_interaction(interaction))
    elif isinstance(exc, MatchMovedOn):
        words = Msg(MOVED_ON_REPLY)
    elif isinstance(exc, IllegalAction):
        words = refusal(exc, safe)
    elif isinstance(exc, app_commands.CheckFailure):
        words = str(exc) or Msg("core-cannot-use-here")
    elif vanished(exc):
        log.info("its place was deleted meanwhile (%s): %s", describe_interaction(interaction), exc)
        words = await gone_words(interaction)
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
    except discord.HTTPException as failed:
        level = logging.INFO if vanished(failed) else logging.WARNING  # the channel itself went: nobody to tell
        log.log(level, "could not send the error reply (%s): %s", describe_interaction(interaction), failed)


def guarded(fn: GuardedFn) -> GuardedFn:
    """Wrap a callback ``(self, interaction, *args)`` so errors become ephemeral replies; in a
    server the bot is not in, it is not run (:func:`cogs.kit.absent.refuse_if_absent`).

    The decorated function keeps its exact signature (so a ``DynamicItem.callback`` stays a
    valid override of discord.py's)."""

    @functools.wraps(fn)
    async def wrapper(self: Any, interaction: discord.Interaction, *args: Any, **kwargs: Any) -> None:
        try:
            refuse_if_absent(interaction)  # a server the bot is not in: one line with the invite link
            await fn(self, interaction, *args, **kwargs)
        except Exception as exc:  # noqa: BLE001 - every error gets an answer
            await handle_error(interaction, exc)

    return cast(GuardedFn, wrapper)  # same parameters and return type as fn, which functools.wraps cannot express
