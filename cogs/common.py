"""Shared Discord plumbing for every cog: replies, error guards, the service, links.

Nothing here knows a game. A game's Discord presentation is a :class:`cogs.kit.GameUI`
in its own package under ``cogs/games/``.
"""
from __future__ import annotations

import functools
import logging
from collections.abc import Awaitable, Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

import discord
from discord import app_commands

from discord_codes import DiscordCode
from engine.core import Event, IllegalAction
from engine.service import MatchMovedOn
from engine.service.match_settings import MatchSettings, absent_text, duration_text, turn_timer_text

if TYPE_CHECKING:
    from cogs.client import MenagerieBot
    from engine.service import MatchService
    from storage import MatchRecord

log = logging.getLogger(__name__)

GuardedFn = TypeVar("GuardedFn", bound=Callable[..., Awaitable[None]])

APOLOGY = "Sorry, something went wrong on our side. Nothing was changed; please try again."
MOVED_ON = ("The match moved on while your click was handled (it may already have been made); "
            "have a look at it before trying again.")
UNKNOWN_COMMAND = ("That command is no longer part of Menagerie (it was left by an older version). "
                   "Type **/** to see the current commands.")


def public_events(events: Iterable[Event]) -> list[Event]:
    """Only events everyone may see (``visible_to is None``): the only ones a thread may show."""
    return [e for e in events if e.visible_to is None]


async def reply(interaction: discord.Interaction, text: str | None = None, *, ephemeral: bool = True, **kwargs: Any) -> None:
    """Answer an interaction once: the initial response if free, else a follow-up."""
    if interaction.response.is_done():
        if text is None:  # Webhook.send has no None content: leaving it out sends the same message
            await interaction.followup.send(ephemeral=ephemeral, **kwargs)
        else:
            await interaction.followup.send(text, ephemeral=ephemeral, **kwargs)
    else:
        await interaction.response.send_message(text, ephemeral=ephemeral, **kwargs)


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


async def handle_error(interaction: discord.Interaction, exc: BaseException) -> None:
    """A person's mistake gets its reason; anything else is logged with context and answered with an apology."""
    if isinstance(exc, app_commands.CommandInvokeError):
        exc = exc.original
    if isinstance(exc, discord.HTTPException) and exc.code == DiscordCode.ALREADY_ACKNOWLEDGED:
        # 40060: the interaction was already answered (by this bot's other process, or a reply that
        # raced this one): the person saw that answer; saying "nothing changed" now would be wrong
        log.info("interaction already answered elsewhere (%s)", describe_interaction(interaction))
        return
    if isinstance(exc, app_commands.CommandNotFound):
        text = UNKNOWN_COMMAND
        log.info("unknown command %r (%s)", exc.name, describe_interaction(interaction))
    elif isinstance(exc, MatchMovedOn):
        text = MOVED_ON
    elif isinstance(exc, IllegalAction):
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


def bot_of(interaction: discord.Interaction) -> MenagerieBot:
    """The bot an interaction reached: always a MenagerieBot, the only client these cogs are loaded into."""
    return cast("MenagerieBot", interaction.client)


def service_of(interaction: discord.Interaction) -> MatchService:
    """The bot's MatchService."""
    return bot_of(interaction).service


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


def settings_lines(settings: MatchSettings, *, turn_timer: bool, real_time_reason: str = "") -> list[str]:
    """A match's speed, turn timer, time bank and absent count in words ("Speed: **Turn-based**
    (played over days)", "Turn timer: **24 h** a move", "Time bank: **1 day** …", "Absent after:
    **2 turns** (then a bot plays the seat)"); for a real-time game (``turn_timer`` False) one
    line, "Speed: **Live**" with ``real_time_reason`` (why it has no turn-based speeds)."""
    if not turn_timer:
        return [f"Speed: **Live** — {real_time_reason}" if real_time_reason else "Speed: **Live**"]
    if settings.turn_based:
        speed = "Speed: **Turn-based** (played over days; deadlines show in your own time zone)"
    else:
        speed = "Speed: **Live**"
    timer = turn_timer_text(settings.turn_timeout_s)
    lines = [speed, f"Turn timer: **{timer}**" + (" a move" if settings.turn_timeout_s > 0 else "")]
    if settings.turn_timeout_s > 0 and settings.time_bank_s > 0:
        refill = (f", +{duration_text(settings.bank_refill_s)} back after each move made in time"
                  if settings.bank_refill_s > 0 else "")
        lines.append(f"Time bank: **{duration_text(settings.time_bank_s)}** (extra time a slow move uses{refill})")
    if settings.turn_timeout_s > 0:
        absent = absent_text(settings.absent_after)
        lines.append(f"Absent after: **{absent}**" + (" timed out (then a bot plays the seat)" if settings.absent_after else ""))
    return lines


def standings_footer(record: MatchRecord) -> str:
    """A finished match's footer about ratings: updated, or unchanged for a casual match (lobby option
    ``ranked`` off; it still counts for reputation)."""
    if record.options.get("ranked") is False:
        return "Casual match: ratings unchanged · /standings"
    return "Standings are updated: /standings"
