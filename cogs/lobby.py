"""Lobbies: ``/play``, the lobby message with its buttons and option selects, ``/games``, ``/abandon``.

Every button is a DynamicItem whose ``custom_id`` carries the match id
(``lobby:{match}:{verb}``), so lobby messages keep working after a restart. **Add bot**
seats a Normal bot and answers (ephemerally) with Easy / Normal / Hard buttons for that bot
(``lobby:{match}:lvl:{bot}:{level}``); the lobby lists every bot with its level. The
lobby message is re-rendered from the service's record after every change.
"""
from __future__ import annotations

import asyncio
import json
import logging
import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self

import discord
from discord import app_commands
from discord.ext import commands

from cogs.kit.interactions import select_values, service_of
from cogs.kit.rendered import Rendered
from cogs.kit.replies import guarded, handle_error, reply
from cogs.kit.text import BRAND, CONTENT, clip, plural, safe
from cogs.kit.ui import GAME_UIS, offer_games
from cogs.moderation import check_can_play, repost_lobby
from cogs.setup import check_may_open
from cogs.shared.words import settings_lines, thread_link
from discord_codes import DiscordCode
from engine import registry
from engine.core import BOT_LEVELS, DEFAULT_BOT_LEVEL, bot_level
from engine.service import PLACE_GONE, MatchError, MatchUpdate, UpdateKind
from engine.service.lobbies import BOT_NAMES, real_time_reason
from engine.service.match_settings import (
    ABSENT_PRESETS,
    LIVE_PRESETS,
    TURN_BASED_PRESETS,
    MatchSettings,
    bank_for,
    duration_text,
    game_options,
    settings_of,
)
from storage import MatchStatus, MessageRecord, SeatRecord

if TYPE_CHECKING:
    from cogs.client import MenagerieBot
    from engine.service import MatchService
    from storage import MatchRecord, Reputation

log = logging.getLogger(__name__)

VERBS = {
    "join": ("Join", discord.ButtonStyle.success, "✋"),
    "leave": ("Leave", discord.ButtonStyle.secondary, None),
    "bot": ("Add bot", discord.ButtonStyle.secondary, "🤖"),
    "start": ("Start", discord.ButtonStyle.primary, "▶️"),
    "cancel": ("Cancel", discord.ButtonStyle.danger, None),
}


class LobbyButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"lobby:(?P<match>\d{1,18}):(?P<verb>[a-z]{1,8})"):
    """Join / Leave / Add bot / Start / Cancel on a lobby message."""

    def __init__(self, match_id: int, verb: str, disabled: bool = False) -> None:
        label, style, emoji = VERBS.get(verb, ("?", discord.ButtonStyle.secondary, None))
        super().__init__(
            discord.ui.Button(label=label, style=style, emoji=emoji, custom_id=f"lobby:{match_id}:{verb}", disabled=disabled)
        )
        self.match_id, self.verb = match_id, verb

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(int(match["match"]), match["verb"])

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        service = service_of(interaction)
        user = interaction.user
        admin = _is_admin(interaction)
        if self.verb == "join":
            await service.join(self.match_id, user.id, user.display_name)
            await interaction.response.send_message("You joined the lobby.", ephemeral=True)
        elif self.verb == "leave":
            await service.leave(self.match_id, user.id)
            await interaction.response.send_message("You left the lobby.", ephemeral=True)
        elif self.verb == "bot":
            record = await service.add_bot(self.match_id, user.id)
            bot = record.seats[-1]
            await interaction.response.send_message(
                f"{safe(bot.name)} took a seat at **{BOT_LEVELS[DEFAULT_BOT_LEVEL]}**. Its level:",
                view=bot_level_view(self.match_id, bot.name, DEFAULT_BOT_LEVEL), ephemeral=True)
        elif self.verb == "start":
            check_can_play(interaction)  # permissions may have changed since the lobby opened
            await interaction.response.defer(ephemeral=True, thinking=True)
            await service.start_match(self.match_id, user.id, force=admin)
            await interaction.followup.send("The match is starting.", ephemeral=True)
        elif self.verb == "cancel":
            await service.cancel(self.match_id, user.id, force=admin)
            await interaction.response.send_message("The lobby was cancelled.", ephemeral=True)
        else:
            raise MatchError("That button is not recognised.")


class BotLevelButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"lobby:(?P<match>\d{1,18}):lvl:(?P<bot>\d{1,2}):(?P<level>easy|normal|hard)",
):
    """Easy / Normal / Hard under "Add bot"'s reply: sets that bot's level (host only, lobby
    open). ``custom_id`` ``lobby:{match}:lvl:{bot}:{level}``, ``bot`` = index in ``BOT_NAMES``."""

    def __init__(self, match_id: int, bot: int, level: str, current: str | None = None) -> None:
        super().__init__(discord.ui.Button(
            label=BOT_LEVELS.get(level, "?"), emoji=LEVEL_EMOJI.get(level),
            style=discord.ButtonStyle.primary if level == current else discord.ButtonStyle.secondary,
            custom_id=f"lobby:{match_id}:lvl:{bot}:{level}"))
        self.match_id, self.bot, self.level = match_id, bot, level

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(int(match["match"]), int(match["bot"]), match["level"])

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        if not 0 <= self.bot < len(BOT_NAMES):
            raise MatchError("That bot is not recognised.")
        name = f"🤖 {BOT_NAMES[self.bot]}"
        await service_of(interaction).set_bot_level(self.match_id, interaction.user.id, name, self.level)
        await interaction.response.edit_message(
            content=f"{safe(name)} plays at **{BOT_LEVELS[self.level]}**. Its level:",
            view=bot_level_view(self.match_id, name, self.level))


LEVEL_EMOJI = {"easy": "🐣", "normal": "🦊", "hard": "🦁"}


def bot_level_view(match_id: int, name: str, current: str) -> discord.ui.View:
    """The Easy / Normal / Hard buttons for the lobby bot called ``name`` (``current`` highlighted)."""
    view = discord.ui.View(timeout=None)
    index = next((i for i, n in enumerate(BOT_NAMES) if f"🤖 {n}" == name), None)
    if index is not None:
        for level in BOT_LEVELS:
            view.add_item(BotLevelButton(match_id, index, level, current))
    return view


def seat_line(seat: SeatRecord, reputation: Reputation | None = None) -> str:
    """One lobby seat: ``"2. 🤖 Otter (Hard)"``; a bot's level is always shown; a person's
    reputation when known (``"1. Ann · finishes 92 %"``, ``"· new"``; bots never have one)."""
    line = f"{seat.seat + 1}. {safe(seat.name)}"
    if seat.is_bot:
        line += f" ({BOT_LEVELS[bot_level(seat.level)]})"
    elif reputation is not None:
        line += f" · {reputation.text()}"
    return line


RANKED_CHOICES = (True, False)
MINIMUM_CHOICES = (0, 50, 70, 80, 90)
"""The ranking select's choices: ranked or casual × the minimum finish rate to join (per cent; 0: anyone)."""


def ranking_text(ranked: bool, minimum: int) -> str:
    """``"Ranked · anyone may join"``, ``"Casual · finishes ≥ 80 % to join"``."""
    who = "anyone may join" if minimum <= 0 else f"finishes ≥ {minimum} % to join"
    return f"{'Ranked' if ranked else 'Casual'} · {who}"


def ranking_lines(settings: MatchSettings) -> list[str]:
    """The lobby's lines for ranked or casual and the minimum reputation to join (issue 22)."""
    lines = ["Ranked: **yes** (ratings change)" if settings.ranked else "Ranked: **no**, casual (ratings unchanged)"]
    if settings.min_reputation > 0:
        lines.append(f"To join: finishes **≥ {settings.min_reputation} %** of matches (new players welcome)")
    return lines


class RankingSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"lobby:(?P<match>\d{1,18}):opt-ranking"):
    """A host-only select of ranked or casual and the minimum finish rate to join (the match options
    ``ranked`` and ``min_reputation``): one row for both."""

    def __init__(self, match_id: int, settings: MatchSettings | None = None) -> None:
        now = (settings.ranked, settings.min_reputation) if settings is not None else (True, 0)
        pairs = [(r, m) for r in RANKED_CHOICES for m in MINIMUM_CHOICES]
        if now not in pairs:  # a server default or a typed value outside the presets stays choosable
            pairs.append(now)
        options = [discord.SelectOption(label=ranking_text(r, m), value=json.dumps([r, m]), default=(r, m) == now)
                   for r, m in pairs]
        super().__init__(discord.ui.Select(custom_id=f"lobby:{match_id}:opt-ranking", options=options,
                                           min_values=1, max_values=1))
        self.match_id = match_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(int(match["match"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        values = select_values(interaction) or []
        try:
            ranked, minimum = json.loads(values[0])
        except (IndexError, ValueError, TypeError):
            raise MatchError("That choice is not recognised.") from None
        service = service_of(interaction)
        record = service.match(self.match_id)
        if record is None:
            raise MatchError("This lobby has already started or closed.")
        now = service.settings(record)
        if ranked != now.ranked:
            record = await service.set_option(self.match_id, interaction.user.id, "ranked", ranked)
        if minimum != now.min_reputation:
            record = await service.set_option(self.match_id, interaction.user.id, "min_reputation", minimum)
        chosen = service.settings(record)
        await interaction.response.send_message(f"{ranking_text(chosen.ranked, chosen.min_reputation)}.", ephemeral=True)


async def lobby_rendered(service: MatchService, record: MatchRecord) -> Rendered:
    """:func:`render_lobby` with the seated people's reputations on the lobby's server (one query)."""
    people = [s.user_id for s in record.seats if s.user_id is not None and not s.is_bot]
    reputations = await service.ratings.reputations(record.guild_id or 0, people) if people else {}
    bots = (await service.guild_settings.get(record.guild_id)).game(record.game).bots
    return render_lobby(record, reputations, bots=bots)


class OptionSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"lobby:(?P<match>\d{1,18}):opt:(?P<field>[a-z_]{1,40})"
):
    """A host-only select that changes one lobby option."""

    def __init__(self, match_id: int, field: str, label: str = "", choices: list[tuple[str, Any]] | None = None,
                 current: Any = None) -> None:
        options = [
            discord.SelectOption(label=f"{label}: {name}"[:100], value=json.dumps(value)[:100], default=value == current)
            for name, value in (choices or [])
        ] or [discord.SelectOption(label="?", value="null")]
        super().__init__(discord.ui.Select(custom_id=f"lobby:{match_id}:opt:{field}", options=options,
                                           min_values=1, max_values=1))
        self.match_id, self.field = match_id, field

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(int(match["match"]), match["field"])

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        values = select_values(interaction) or []
        try:
            value = json.loads(values[0])
        except (IndexError, ValueError):
            raise MatchError("That choice is not recognised.") from None
        await service_of(interaction).set_option(self.match_id, interaction.user.id, self.field, value)
        await interaction.response.send_message("Option updated.", ephemeral=True)


def _is_admin(interaction: discord.Interaction) -> bool:
    perms = getattr(interaction.user, "guild_permissions", None)
    return bool(perms and perms.manage_guild)


BOTS_BARRED = "Bots: **not offered** here (a server admin's `/setup bots`)"
"""The lobby's line where the server's defaults let no bots be added (then there is no **Add bot**)."""


def render_lobby(record: MatchRecord, reputations: Mapping[int, Reputation] | None = None, *,
                 bots: bool = True) -> Rendered:
    """The lobby message: game, host, seats (with each person's reputation in ``reputations``, by user
    id: :func:`lobby_rendered`), options, and the buttons (disabled once started). ``bots`` False:
    the server's ``/setup bots`` bars bots from this game's lobbies, so **Add bot** is left out and
    the options say why (issue 22)."""
    game = registry.get(record.game)
    seated = len(record.seats)
    ready = game.min_players <= seated <= game.max_players
    status = {
        MatchStatus.LOBBY: "Ready: the host can press **Start**" if ready else
                 f"Waiting for players: {plural(game.min_players - seated, 'more player')} needed",
        MatchStatus.ACTIVE: "Started — see the thread",
        MatchStatus.FINISHED: "Finished",
        MatchStatus.CANCELLED: "Cancelled",
    }[record.status]
    embed = discord.Embed(title=f"{game.title} — lobby #{record.id}", description=game.summary, colour=BRAND)
    known = reputations or {}
    seats = "\n".join(seat_line(s, known.get(s.user_id) if s.user_id is not None else None)
                      for s in record.seats) or "—"
    embed.add_field(name=f"Seats ({len(record.seats)}/{game.max_players}, needs {game.min_players})", value=seats, inline=True)
    ui = GAME_UIS.get(record.game)
    if ui is not None:
        lines = ui.option_lines(game.Options.model_validate(game_options(record.options)).model_dump())
        settings = settings_of(record.options, turn_timeout_s=0.0, absent_after=0)
        lines += (settings_lines(settings, turn_timer=game.turn_timer, real_time_reason=real_time_reason(game))
                  + ranking_lines(settings))
        if not bots:
            lines.append(BOTS_BARRED)
        if lines:
            embed.add_field(name="Options", value="\n".join(lines), inline=True)
    embed.add_field(name="Status", value=status, inline=False)
    if record.status == MatchStatus.ACTIVE and (link := thread_link(record)):
        embed.add_field(name="Table", value=link, inline=False)
    host = next((s.name for s in record.seats if s.user_id == record.host_id), "?")
    embed.set_footer(text=f"Host: {host} · /rules for how to play")
    view = discord.ui.View(timeout=None)
    open_ = record.status == MatchStatus.LOBBY
    for verb in VERBS:
        if verb != "bot" or bots or not open_:
            view.add_item(LobbyButton(record.id, verb, disabled=not open_))
    if open_ and ui is not None:
        for item in option_selects(record, ui.option_fields(), turn_timer=game.turn_timer):
            view.add_item(item)
    return Rendered(embeds=[embed], view=view)


OPTION_ROWS = 4
"""Rows of a lobby message left for option selects (one row holds the buttons; Discord allows five)."""


def _switches(fields: list[tuple[str, str, list[tuple[str, Any]]]]) -> list[tuple[str, str]]:
    """The on/off options among ``fields``: ``[(field, label)]``."""
    # bools only: a field such as ("Random", None) / ("The host", 0) is not a switch (and None and 0 do not sort)
    return [(f, label) for f, label, choices in fields
            if len(choices) == 2 and all(isinstance(v, bool) for _, v in choices) and {v for _, v in choices} == {False, True}]


def speed_choices() -> list[tuple[str, float]]:
    """The lobby's speed select: every live turn timer, then the turn-based speeds with their time
    bank, as ``(label, seconds a move)`` ("live, 5 min a move", "turn-based, 24 h a move + 1 day bank")."""
    live = [("live, no turn timer" if v == 0 else f"live, {label} a move", v) for label, v in LIVE_PRESETS]
    turn_based = [(f"turn-based, {label} a move + {duration_text(bank_for(v)[0])} bank", v)
                  for label, v in TURN_BASED_PRESETS]
    return live + turn_based


def option_selects(record: MatchRecord, fields: list[tuple[str, str, list[tuple[str, Any]]]], *,
                   turn_timer: bool) -> list[discord.ui.Item[Any]]:
    """The host's option selects: the game's (``GameUI.option_fields``), then the turn timer and
    the absent count for turn-based games. When they would take more than :data:`OPTION_ROWS`
    rows, the game's on/off options share one multi-select (:class:`VariantSelect`)."""
    timers: list[tuple[str, str, list[tuple[str, Any]]]] = [
        ("turn_timeout_s", "Speed", speed_choices()),
        ("absent_after", "Absent after", list(ABSENT_PRESETS)),
    ] if turn_timer else []
    switches = _switches(fields)
    items: list[discord.ui.Item[Any]] = []
    if len(fields) + len(timers) + 1 > OPTION_ROWS and len(switches) > 1:  # + 1: the ranking select
        items.append(VariantSelect(record.id, switches, record.options))
        fields = [f for f in fields if f[0] not in dict(switches)]
    for field, label, choices in [*fields, *timers][:OPTION_ROWS - len(items)]:
        items.append(OptionSelect(record.id, field, label, choices, record.options.get(field)))
    if len(items) < OPTION_ROWS:  # else the host gets it privately (:func:`ranking_fits`)
        items.append(RankingSelect(record.id, MatchSettings.model_validate(record.options)))
    return items


def ranking_fits(record: MatchRecord) -> bool:
    """Whether the lobby message has a row left for the ranking select (else ``/play`` hands it to the host privately)."""
    ui = GAME_UIS.get(record.game)
    if ui is None:
        return False
    rows = option_selects(record, ui.option_fields(), turn_timer=registry.get(record.game).turn_timer)
    return any(isinstance(item, RankingSelect) for item in rows)


def ranking_view(record: MatchRecord) -> discord.ui.View:
    """The ranking select on its own, for the host's private message when the lobby has no row for it."""
    view = discord.ui.View(timeout=None)
    view.add_item(RankingSelect(record.id, MatchSettings.model_validate(record.options)))
    return view


class VariantSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"lobby:(?P<match>\d{1,18}):opt-switches"):
    """A host-only multi-select of a game's on/off options: the chosen ones are on, the others off."""

    def __init__(self, match_id: int, switches: list[tuple[str, str]] | None = None,
                 current: dict[str, Any] | None = None) -> None:
        options = [discord.SelectOption(label=label[:100], value=field, default=bool((current or {}).get(field)))
                   for field, label in (switches or [])] or [discord.SelectOption(label="?", value="?")]
        super().__init__(discord.ui.Select(custom_id=f"lobby:{match_id}:opt-switches", options=options,
                                           placeholder="Variants: none", min_values=0, max_values=len(options)))
        self.match_id = match_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(int(match["match"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        service = service_of(interaction)
        record = service.match(self.match_id)
        ui = GAME_UIS.get(record.game) if record is not None else None
        values = select_values(interaction)
        if record is None or ui is None or values is None:
            raise MatchError("That lobby is closed.")
        switches = [f for f, _ in _switches(ui.option_fields())]
        if not set(values) <= set(switches):
            raise MatchError("That choice is not recognised.")
        for field in switches:
            if bool(record.options.get(field)) != (field in values):
                record = await service.set_option(self.match_id, interaction.user.id, field, field in values)
        await interaction.response.send_message("Options updated.", ephemeral=True)


REMATCH = "rematch"
"""Kept-message purpose linking a finished match to its rematch lobby: ``MessageRecord(match,
"rematch", 0, lobby channel, message_id=the rematch lobby's match id)``."""


class RematchButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"rematch:(?P<match>[0-9]{1,18})"):
    """🔁 Rematch on a finished match's table: the first player to press it opens a lobby in the
    same channel with the same game, options and bots, and is seated as host (if the server's
    ``/setup`` lets them host there, as ``/play`` checks); each other player of that match joins it
    with one press (or with Join on the new lobby)."""

    def __init__(self, match_id: int) -> None:
        super().__init__(discord.ui.Button(label="Rematch", emoji="🔁", style=discord.ButtonStyle.success,
                                           custom_id=f"rematch:{match_id}"))
        self.match_id = match_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(int(match["match"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        await rematch(interaction, self.match_id)


async def rematch(interaction: discord.Interaction, match_id: int) -> None:
    """Open or join the rematch lobby of finished match ``match_id`` (see :class:`RematchButton`).
    Raises MatchError when the clicker did not play that match or it is not finished."""
    service = service_of(interaction)
    old = await service.fetch(match_id)
    user = interaction.user
    if old is None or old.status != MatchStatus.FINISHED:
        raise MatchError("A rematch can be asked for once the match is over.")
    if all(s.user_id != user.id for s in old.seats):  # a seat a bot took over is still its person's
        raise MatchError(f"Only the players of match #{match_id} can ask for its rematch.")
    async with _rematch_locks.setdefault(match_id, asyncio.Lock()):  # two quick presses open one lobby
        await _open_or_join_rematch(interaction, old, match_id)


_rematch_locks: dict[int, asyncio.Lock] = {}


async def _open_or_join_rematch(interaction: discord.Interaction, old: MatchRecord, match_id: int) -> None:
    service = service_of(interaction)
    user = interaction.user
    kept = await service.messages.messages(match_id, REMATCH)
    lobby = service.match(kept[0].message_id) if kept else None
    if lobby is not None and lobby.status == MatchStatus.LOBBY:
        if all(s.user_id != user.id for s in lobby.seats):
            await service.join(lobby.id, user.id, user.display_name)
        await reply(interaction, f"You are in the rematch lobby #{lobby.id}; the host starts it.")
        return
    await check_may_open(interaction)  # opening one is hosting: the server's /setup applies (channels, host roles)
    channel_id = old.channel_id or interaction.channel_id
    lobby = await service.create_lobby(game=old.game, guild_id=old.guild_id, channel_id=channel_id,
                                       host_id=user.id, host_name=user.display_name, options=dict(old.options))
    for bot in (s for s in old.seats if s.is_bot and not s.abandoned):  # the match's own bots, not people's seats
        try:
            lobby = await service.add_bot(lobby.id, user.id, bot_level(bot.level))  # at the same level
        except MatchError:  # the server's /setup bars bots now: the rematch opens without them
            break
    others = " ".join(f"<@{s.user_id}>" for s in old.seats if s.user_id and s.user_id != user.id)
    target = interaction.client.get_partial_messageable(channel_id or 0, guild_id=old.guild_id)
    rendered = await lobby_rendered(service, lobby)
    rendered.content = clip(f"🔁 Rematch of #{match_id}, asked by {safe(user.display_name)}. "
                            f"{others} press **Join** (or Rematch on the old table) to play again.", CONTENT)
    message = await target.send(**rendered.send_kwargs())
    await service.messages.save_message(MessageRecord(lobby.id, "lobby", 0, message.channel.id, message.id))
    await service.messages.save_message(MessageRecord(match_id, REMATCH, 0, message.channel.id, lobby.id))
    if ranking_fits(lobby):
        await reply(interaction, f"Rematch lobby #{lobby.id} is open: {message.jump_url}")
    else:  # no row left on the lobby message: the host chooses ranked or casual here
        await reply(interaction, f"Rematch lobby #{lobby.id} is open: {message.jump_url} — ranked or casual, and who may join:",
                    view=ranking_view(lobby))


class LobbyCog(commands.Cog):
    """``/play``, ``/games``, ``/abandon`` and the lobby message kept current."""

    def __init__(self, bot: MenagerieBot) -> None:
        self.bot = bot
        bot.service.subscribe(self.on_update)

    @app_commands.command(name="play", description="Open a lobby for a game in this channel.")
    @app_commands.describe(game="Which game to play")
    @app_commands.guild_only()
    async def play(self, interaction: discord.Interaction, game: app_commands.Choice[str]) -> None:
        service = self.bot.service
        await check_may_open(interaction)  # the server's /setup: where games are opened, who may host
        check_can_play(interaction)  # one line naming what the bot may not do here
        record = await service.create_lobby(
            game=game.value,
            guild_id=interaction.guild_id,
            channel_id=interaction.channel_id,
            host_id=interaction.user.id,
            host_name=interaction.user.display_name,
        )
        rendered = await lobby_rendered(service, record)
        await interaction.response.send_message(**rendered.send_kwargs())
        message = await interaction.original_response()
        await service.messages.save_message(
            MessageRecord(record.id, "lobby", 0, message.channel.id, message.id)
        )
        if not ranking_fits(record):  # no row left on the lobby message: the host chooses here
            await interaction.followup.send("Only you see this: ranked or casual, and who may join.",
                                            view=ranking_view(record), ephemeral=True)

    @app_commands.command(name="games", description="List the lobbies and matches running on this server.")
    @app_commands.guild_only()
    async def games(self, interaction: discord.Interaction) -> None:
        rows = self.bot.service.running(interaction.guild_id)
        if not rows:
            await reply(interaction, "No game is running here. Start one with `/play`.")
            return
        lines = []
        for r in rows[:25]:
            title = registry.get(r.game).title
            where = thread_link(r) or ""
            names = ", ".join(safe(s.name) for s in r.seats)
            lines.append(f"**#{r.id} {title}** — {r.status} — {names} {where}")
        embed = discord.Embed(title="Games on this server", description="\n".join(lines)[:4000], colour=BRAND)
        if len(rows) > 25:
            embed.set_footer(text=f"and {len(rows) - 25} more")
        await reply(interaction, embeds=[embed])

    @app_commands.command(name="rejoin", description="Take back your seat from the bot that plays it.")
    @app_commands.describe(match="The match number (optional when one match here has your seat)")
    @app_commands.guild_only()
    async def rejoin(self, interaction: discord.Interaction, match: int | None = None) -> None:
        service = self.bot.service
        if match is None:
            left = [r for r in service.running(interaction.guild_id) if r.status == MatchStatus.ACTIVE
                    and any(s.user_id == interaction.user.id and s.abandoned for s in r.seats)]
            here = [r for r in left if interaction.channel_id in (r.thread_id, r.channel_id)]
            candidates = here or left
            if len(candidates) != 1:
                if not left:
                    raise MatchError("No bot is playing a seat of yours here.")
                raise MatchError(f"Say which match (yours: {', '.join(f'#{r.id}' for r in left)}).")
            match = candidates[0].id
        await service.rejoin(match, interaction.user.id)
        await reply(interaction, f"Your seat in match #{match} is yours again: press the table's button for your panel.")

    @app_commands.command(name="abandon", description="Leave a match you are playing; a bot takes your seat.")
    @app_commands.describe(match="The match number (optional when you play only one here)")
    @app_commands.guild_only()
    async def abandon(self, interaction: discord.Interaction, match: int | None = None) -> None:
        service = self.bot.service
        mine = service.matches_of(interaction.user.id, interaction.guild_id)
        if match is None:
            here = [r for r in mine if interaction.channel_id in (r.thread_id, r.channel_id)]
            candidates = here or mine
            if len(candidates) != 1:
                if not mine:
                    raise MatchError("You are not playing any match on this server.")
                ids = ", ".join(f"#{r.id}" for r in mine)
                raise MatchError(f"Say which match to leave (yours: {ids}).")
            match = candidates[0].id
        record = service.match(match)
        if record is None or all(s.user_id != interaction.user.id for s in record.seats):
            raise MatchError("You are not playing in that match.")
        if record.status == MatchStatus.LOBBY:
            await service.leave(match, interaction.user.id)
            await reply(interaction, f"You left lobby #{match}.")
        else:
            await service.abandon(match, interaction.user.id)
            await reply(interaction, f"You left match #{match}; a bot plays your seat. It counts as a last place.")

    @app_commands.command(name="endmatch", description="Server admins: end a running match without a result.")
    @app_commands.describe(match="The match number (see /games)")
    @app_commands.guild_only()
    @app_commands.default_permissions(manage_guild=True)
    async def endmatch(self, interaction: discord.Interaction, match: int) -> None:
        if not _is_admin(interaction):
            raise MatchError("Only members who can manage this server can end a match.")
        record = self.bot.service.match(match)
        if record is None or record.guild_id != interaction.guild_id:
            raise MatchError(f"There is no running match #{match} on this server.")
        await self.bot.service.end_match(match)
        await reply(interaction, f"Match #{match} was ended; nobody's rating changed.")

    async def cog_app_command_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        await handle_error(interaction, error)

    async def on_update(self, update: MatchUpdate) -> None:
        """Keep the lobby message current on lobby changes, start and cancel."""
        if (update.kind not in (UpdateKind.LOBBY, UpdateKind.STARTED, UpdateKind.CANCELLED)
                or any(e.kind == PLACE_GONE for e in update.events)):
            return
        await self._redraw(update.match)

    async def redraw_lobbies(self, guild_id: int, game: str) -> None:
        """Redraw the open lobbies of ``game`` on ``guild_id`` (after a ``/setup`` change they show)."""
        for record in self.bot.service.running(guild_id):
            if record.status == MatchStatus.LOBBY and record.game == game:
                await self._redraw(record)

    async def _redraw(self, record: MatchRecord) -> None:
        for kept in await self.bot.service.messages.messages(record.id, "lobby"):
            try:
                message = self.bot.get_partial_messageable(kept.channel_id).get_partial_message(kept.message_id)
                await message.edit(**(await lobby_rendered(self.bot.service, record)).edit_kwargs())
            except discord.HTTPException as exc:
                if exc.code == DiscordCode.UNKNOWN_MESSAGE and record.status == MatchStatus.LOBBY:  # deleted: post it again
                    await repost_lobby(self.bot, record, kept.channel_id)
                elif exc.code == DiscordCode.OLD_MESSAGE_EDIT_LIMIT and record.status == MatchStatus.LOBBY:
                    # Discord refuses more edits of this old message for now: a fresh lobby replaces it
                    # and the old one points to it once Discord allows (the table cog retries that edit)
                    fresh = await repost_lobby(self.bot, record, kept.channel_id,
                                               note="🔁 The lobby message got too old to update; here it is again.")
                    table: Any = self.bot.get_cog("TableCog")
                    if fresh is not None and table is not None:
                        table.point_later(record.id, kept, fresh.jump_url, what="lobby", refused=True)
                else:
                    log.warning("lobby message of match %s not updated: %s", record.id, exc)


async def setup(bot: MenagerieBot) -> None:
    bot.add_dynamic_items(LobbyButton, BotLevelButton, OptionSelect, VariantSelect, RematchButton, RankingSelect)
    cog = LobbyCog(bot)
    offer_games(cog)  # the games offered now, found through the registry and the UIs
    await bot.add_cog(cog)
