"""``/setup``: a server admin's configuration (issue 22), and what it changes elsewhere.

Commands (Manage Server by default through ``default_permissions``; Discord's command
permissions may narrow that, and a member without Manage Server is refused in one line anyway):

* ``/setup show``: the whole configuration, saying which configured channel is gone;
* ``/setup channels add|remove channel`` and ``/setup channels anywhere``: where ``/play`` may
  open lobbies (elsewhere it answers, in one line, where to go): text channels and forums, where
  a lobby opens as a post (:mod:`cogs.shared.forums`);
* ``/setup results [channel]``: where a one-line result of every finished match is posted
  (no channel: nowhere);
* ``/setup hosts add|remove role`` and ``/setup hosts everyone``: who may host a lobby;
* ``/setup defaults set game option value``, ``/setup defaults clear game [option]``: the
  option values a new lobby of that game starts with (the lobby's own validators check them);
* ``/setup bots game allowed``: whether Add bot is offered in that game;
* ``/setup language language``: the language of the server's public messages (lobbies, tables,
  thread posts, results); ``auto``: the server's Discord language, else English
  (:mod:`cogs.lang.readers`).

Every change is answered with what changed. A channel the bot cannot see or post in is
refused naming the missing permission. A configured channel later deleted counts as not
configured (games may then be opened anywhere, results are not posted) and ``/setup show``
says so. The configuration lives in the service (``MatchService.guild_configs``).
"""
from __future__ import annotations

import json
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs.kit.replies import reply
from cogs.kit.text import BRAND, chunk_lines, clip, inert, safe
from cogs.kit.ui import GAME_UIS, offer_games
from cogs.lang import Lang, Msg, lang_of_locale, t
from cogs.lang.readers import language_choices, languages_line, parse_language, person_lang, public_lang
from cogs.shared.forums import forum_needs
from cogs.shared.lobby_message import redraw_lobbies
from cogs.shared.permissions import RESULTS_NEEDS, TABLE_NEEDS, check_bot_can_use, live_channels, require_admin
from cogs.shared.words import thread_link
from engine import registry
from engine.core import AnyGame
from engine.service import MatchError, MatchUpdate, UpdateKind, standing_places
from engine.service.guild_config import MAX_CHANNELS, MAX_ROLES, GameDefaults, GuildConfig, check_default, option_names
from engine.service.match_settings import ABSENT_PRESETS, MATCH_FIELDS, TURN_TIMER_PRESETS, duration_text

if TYPE_CHECKING:
    from cogs.client import MenagerieBot

log = logging.getLogger(__name__)

# ------------------------------------------------------------------ option values
def _choices(game: AnyGame, field: str) -> list[tuple[str, Any]]:
    """The lobby select's choices for ``field``: ``[(label, value)]`` (none when it has no select)."""
    if field == "turn_timeout_s":
        return list(TURN_TIMER_PRESETS)
    if field == "absent_after":
        return list(ABSENT_PRESETS)
    ui = GAME_UIS.get(game.key)
    for name, _label, choices in (ui.option_fields() if ui is not None else []):
        if name == field:
            return choices
    return []


def parse_value(game: AnyGame, field: str, text: str) -> Any:
    """A typed option value: a choice's label as the lobby shows it ("5 min", "Random"), else
    on/off/true/false, a number, ``none``, or the text itself."""
    words = text.strip()
    for label, value in _choices(game, field):
        if label.lower() == words.lower():
            return value
    lowered = words.lower()
    if lowered in ("on", "true", "yes"):
        return True
    if lowered in ("off", "false", "no"):
        return False
    if lowered in ("none", "null", "default"):
        return None
    try:
        return json.loads(words)
    except ValueError:
        return words


def value_text(game: AnyGame, field: str, value: Any) -> str:
    """A default's value in words: its choice label, else on/off, else the value."""
    for label, choice in _choices(game, field):
        if choice == value and type(choice) is type(value):
            return label
    if field == "ranked" and isinstance(value, bool):
        return "yes (ratings change)" if value else "no (casual)"
    if field == "min_reputation" and isinstance(value, int):
        return f"finishes ≥ {value} %" if value > 0 else "anyone"
    if field in ("time_bank_s", "bank_refill_s") and isinstance(value, (int, float)) and not isinstance(value, bool):
        return duration_text(value) if value > 0 else "none"
    if isinstance(value, bool):
        return "on" if value else "off"
    return "none" if value is None else str(value)


def field_label(game: AnyGame, field: str) -> str:
    """An option's name as the lobby shows it ("Turn timer"), else its field name."""
    if field in MATCH_FIELDS:  # "Time bank: seconds from …" → "Time bank"
        return MATCH_FIELDS[field].split(":", 1)[0]
    ui = GAME_UIS.get(game.key)
    for name, label, _choices in (ui.option_fields() if ui is not None else []):
        if name == field:
            return label
    return field


# ------------------------------------------------------------------ showing
def channel_text(guild: discord.Guild | None, channel_id: int) -> str:
    return f"<#{channel_id}>" if guild is not None and guild.get_channel(channel_id) is not None \
        else f"~~#deleted-channel~~ ({channel_id}, deleted)"


def config_embed(guild: discord.Guild | None, config: GuildConfig, lang: Lang = Lang.EN) -> discord.Embed:
    """``/setup show``: the whole configuration in one embed (its language line in ``lang``)."""
    embed = discord.Embed(title="Menagerie on this server", colour=BRAND)
    allowed = live_channels(guild, config.channels)
    if not config.channels:
        where = "Anywhere (no channel set)."
    else:
        where = " ".join(channel_text(guild, c) for c in config.channels)
        if not allowed:
            where += "\nEvery configured channel is deleted, so games may be opened **anywhere**."
        elif len(allowed) < len(config.channels):
            where += "\nDeleted channels are left out."
    embed.add_field(name="Games may be opened in", value=clip(where, 1024), inline=False)
    if config.results_channel is None:
        results = "Not posted (no channel set)."
    elif guild is not None and guild.get_channel(config.results_channel) is not None:
        results = f"<#{config.results_channel}>"
    else:
        results = f"{channel_text(guild, config.results_channel)}: results are **not posted** until another is set."
    embed.add_field(name="Results", value=results, inline=False)
    if config.host_roles:
        roles = [guild.get_role(r) if guild is not None else None for r in config.host_roles]
        hosts = ", ".join(f"<@&{r.id}>" if r is not None else f"~~deleted role~~ ({i})"
                          for r, i in zip(roles, config.host_roles, strict=True))
        if all(r is None for r in roles):
            hosts += " — every role is deleted, so **everyone** may host."
        hosts += " (and server admins)"
    else:
        hosts = "Everyone."
    embed.add_field(name="Who may host", value=clip(hosts, 1024), inline=False)
    lines = []
    for key, defaults in sorted(config.defaults.items()):
        if key not in registry.games():
            continue
        game = registry.get(key)
        parts = [f"{field_label(game, f)} **{safe(value_text(game, f, v))}**" for f, v in defaults.options.items()]
        if not defaults.bots:
            parts.append("**no bots**")
        if parts:
            lines.append(f"**{game.title}:** " + ", ".join(parts))
    chunks = chunk_lines(lines, 1024) or ["The bot's own (none set)."]
    for i, chunk in enumerate(chunks[:5]):
        embed.add_field(name="Defaults for new lobbies" if i == 0 else "Defaults (continued)", value=chunk, inline=False)
    chosen = parse_language(config.language)[1] if config.language else None
    now = chosen or lang_of_locale(guild.preferred_locale if guild is not None else None)
    language = (t(lang, "core-lang", lang=now.value) if chosen
                else t(lang, "core-setup-show-language-auto", language=Msg("core-lang", lang=now.value)))
    embed.add_field(name=t(lang, "core-setup-show-language"), value=language, inline=False)
    embed.set_footer(text="Change with /setup channels, results, hosts, defaults, bots, language")
    return embed


def result_line(record: Any, results: list[tuple[int, int | None, int, float, bool]]) -> str:
    """One line for the results channel: game, match, each seat's place, name and score, the link."""
    game = registry.get(record.game)
    by_seat = {seat: (place, score, abandoned) for seat, _user, place, score, abandoned in results}
    places = standing_places(record, [by_seat.get(s.seat, (len(record.seats), 0.0, False))[0] for s in record.seats])
    order = sorted(record.seats, key=lambda s: places[s.seat])
    parts = []
    for s in order:
        _place, score, abandoned = by_seat.get(s.seat, (0, 0.0, False))
        parts.append(f"{places[s.seat]}. {safe(s.name)} ({score:g}){' (left)' if abandoned else ''}")
    link = thread_link(record)
    return clip(f"🏁 **{game.title}** #{record.id}: " + " · ".join(parts) + (f" — {link}" if link else ""), 2000)


class SetupCog(commands.Cog):
    """``/setup`` (module docstring) and the results channel's posts."""

    setup_group = app_commands.Group(name="setup", description="Server admins: where and how games are played here.",
                                     default_permissions=discord.Permissions(manage_guild=True), guild_only=True)
    channels_group = app_commands.Group(name="channels", description="Where games may be opened.", parent=setup_group)
    hosts_group = app_commands.Group(name="hosts", description="Who may host a lobby.", parent=setup_group)
    defaults_group = app_commands.Group(name="defaults", description="A game's options for new lobbies.",
                                        parent=setup_group)

    def __init__(self, bot: MenagerieBot) -> None:
        self.bot = bot
        bot.service.subscribe(self.on_update)

    async def _change(self, interaction: discord.Interaction, edit: Callable[[GuildConfig], Any]) -> GuildConfig:
        require_admin(interaction)
        assert interaction.guild_id is not None  # guild_only
        try:
            return await self.bot.service.guild_configs.change(interaction.guild_id, edit)
        except ValueError as exc:
            raise MatchError(str(exc)) from None

    # ------------------------------------------------------------------ show
    @setup_group.command(name="show", description="This server's whole Menagerie configuration.")
    async def show(self, interaction: discord.Interaction) -> None:
        require_admin(interaction)
        config = await self.bot.service.guild_configs.get(interaction.guild_id)
        await reply(interaction, embeds=[config_embed(interaction.guild, config, await person_lang(interaction))])

    # ------------------------------------------------------------------ channels
    @channels_group.command(name="add", description="Let games be opened in this channel.")
    @app_commands.describe(channel="A text channel or forum where /play may open lobbies")
    async def channels_add(self, interaction: discord.Interaction,
                           channel: discord.TextChannel | discord.ForumChannel) -> None:
        require_admin(interaction)
        forum = isinstance(channel, discord.ForumChannel)  # matches open as posts there (cogs.shared.forums)
        check_bot_can_use(channel, forum_needs() if forum else TABLE_NEEDS)

        def edit(config: GuildConfig) -> None:
            if channel.id in config.channels:
                raise ValueError(f"{channel.mention} is already a games channel; nothing changed.")
            if len(config.channels) >= MAX_CHANNELS:
                raise ValueError(f"At most {MAX_CHANNELS} games channels; remove one first.")
            config.channels.append(channel.id)

        config = await self._change(interaction, edit)
        where = " ".join(channel_text(interaction.guild, c) for c in config.channels)
        await reply(interaction, f"Added {channel.mention}: games may now be opened in {where}.")

    @channels_group.command(name="remove", description="Stop games being opened in this channel.")
    @app_commands.describe(channel="A channel on the list")
    async def channels_remove(self, interaction: discord.Interaction,
                              channel: discord.TextChannel | discord.ForumChannel) -> None:
        def edit(config: GuildConfig) -> None:
            if channel.id not in config.channels:
                raise ValueError(f"{channel.mention} is not a games channel; nothing changed.")
            config.channels.remove(channel.id)

        config = await self._change(interaction, edit)
        rest = live_channels(interaction.guild, config.channels)
        where = " ".join(f"<#{c}>" for c in rest) if rest else "any channel"
        await reply(interaction, f"Removed {channel.mention}: games may now be opened in {where}.")

    @channels_group.command(name="anywhere", description="Let games be opened in any channel.")
    async def channels_anywhere(self, interaction: discord.Interaction) -> None:
        def edit(config: GuildConfig) -> None:
            if not config.channels:
                raise ValueError("Games may already be opened anywhere; nothing changed.")
            config.channels.clear()

        await self._change(interaction, edit)
        await reply(interaction, "Games may now be opened in any channel (the channel list is cleared).")

    # ------------------------------------------------------------------ results
    @setup_group.command(name="results", description="Post a one-line result of every finished match here.")
    @app_commands.describe(channel="Where results go (leave out to stop posting them)")
    async def results(self, interaction: discord.Interaction, channel: discord.TextChannel | None = None) -> None:
        require_admin(interaction)
        if channel is not None:
            check_bot_can_use(channel, RESULTS_NEEDS)

        def edit(config: GuildConfig) -> None:
            config.results_channel = channel.id if channel is not None else None

        await self._change(interaction, edit)
        await reply(interaction, f"Results of finished matches are now posted in {channel.mention}." if channel
                    else "Results of finished matches are no longer posted.")

    # ------------------------------------------------------------------ language
    @setup_group.command(name="language", description="The language of this server's lobbies, tables, thread posts and results.")
    @app_commands.describe(language="A language, or automatic: the server's Discord language, else English")
    async def language(self, interaction: discord.Interaction, language: str) -> None:
        require_admin(interaction)
        reader = await person_lang(interaction)
        known, chosen = parse_language(language)
        if not known:
            await reply(interaction, t(reader, "core-lang-unknown", given=safe(clip(language, 40)), languages=languages_line()))
            return

        def edit(config: GuildConfig) -> None:
            config.language = chosen.value if chosen is not None else ""

        await self._change(interaction, edit)
        now = Msg("core-lang", lang=(await public_lang(interaction)).value)
        await reply(interaction, t(reader, "core-setup-language-set", language=now) if chosen is not None
                    else t(reader, "core-setup-language-auto-set", language=now))

    @language.autocomplete("language")
    async def _language_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return language_choices(await person_lang(interaction), current)

    # ------------------------------------------------------------------ hosts
    @hosts_group.command(name="add", description="Let members with this role host lobbies.")
    @app_commands.describe(role="Members with it may host (once a role is set, only those members and admins)")
    async def hosts_add(self, interaction: discord.Interaction, role: discord.Role) -> None:
        def edit(config: GuildConfig) -> None:
            if role.is_default():
                raise ValueError("For everyone, use /setup hosts everyone.")
            if role.id in config.host_roles:
                raise ValueError(f"{role.mention} may already host; nothing changed.")
            if len(config.host_roles) >= MAX_ROLES:
                raise ValueError(f"At most {MAX_ROLES} host roles; remove one first.")
            config.host_roles.append(role.id)

        config = await self._change(interaction, edit)
        await reply(interaction, f"Added {role.mention}: lobbies may now be hosted by members with "
                                 f"{' or '.join(f'<@&{r}>' for r in config.host_roles)} (and server admins).")

    @hosts_group.command(name="remove", description="Stop members with this role hosting lobbies.")
    @app_commands.describe(role="A host role")
    async def hosts_remove(self, interaction: discord.Interaction, role: discord.Role) -> None:
        def edit(config: GuildConfig) -> None:
            if role.id not in config.host_roles:
                raise ValueError(f"{role.mention} is not a host role; nothing changed.")
            config.host_roles.remove(role.id)

        config = await self._change(interaction, edit)
        who = " or ".join(f"<@&{r}>" for r in config.host_roles)
        await reply(interaction, f"Removed {role.mention}: lobbies may now be hosted by "
                                 + (f"members with {who} (and server admins)." if who else "everyone."))

    @hosts_group.command(name="everyone", description="Let everyone host lobbies.")
    async def hosts_everyone(self, interaction: discord.Interaction) -> None:
        def edit(config: GuildConfig) -> None:
            if not config.host_roles:
                raise ValueError("Everyone may already host; nothing changed.")
            config.host_roles.clear()

        await self._change(interaction, edit)
        await reply(interaction, "Everyone may now host lobbies (the host roles are cleared).")

    # ------------------------------------------------------------------ defaults
    @defaults_group.command(name="set", description="A game's option value for new lobbies on this server.")
    @app_commands.describe(game="Which game", option="The option's name (e.g. turn_timeout_s); a wrong one lists them",
                           value="Its value as the lobby shows it (e.g. 5 min, on, 3)")
    async def defaults_set(self, interaction: discord.Interaction, game: app_commands.Choice[str],
                           option: app_commands.Range[str, 1, 60], value: app_commands.Range[str, 1, 100]) -> None:
        g = registry.get(game.value)
        field = inert(option)  # typed: nothing invisible or flipping comes back in the answer
        if field not in option_names(g):  # a label ("Turn timer") names its field too
            field = next((f for f in option_names(g) if field_label(g, f).lower() == field.lower()), field)
        try:
            checked = check_default(g, field, parse_value(g, field, inert(value)))
        except ValueError as exc:  # it may quote what was typed: shown inert
            raise MatchError(f"That default doesn't fit: {safe(str(exc))}.") from None

        def edit(config: GuildConfig) -> None:
            defaults = config.defaults.setdefault(g.key, GameDefaults())
            defaults.options[field] = checked

        await self._change(interaction, edit)
        await reply(interaction, f"New {g.title} lobbies now start with {field_label(g, field)} "
                                 f"**{safe(value_text(g, field, checked))}**.")

    @defaults_group.command(name="clear", description="Back to the bot's own option values for new lobbies.")
    @app_commands.describe(game="Which game", option="One option (leave out to clear all of this game's)")
    async def defaults_clear(self, interaction: discord.Interaction, game: app_commands.Choice[str],
                             option: app_commands.Range[str, 1, 60] | None = None) -> None:
        g = registry.get(game.value)

        def edit(config: GuildConfig) -> None:
            defaults = config.defaults.get(g.key)
            if defaults is None or not defaults.options or (option is not None and option not in defaults.options):
                raise ValueError(f"No such {g.title} default is set; nothing changed.")
            if option is None:
                defaults.options.clear()
            else:
                del defaults.options[option]

        await self._change(interaction, edit)
        what = f"{field_label(g, option)}" if option else "every option"
        await reply(interaction, f"New {g.title} lobbies now start with the bot's own value for {what}.")

    @setup_group.command(name="bots", description="Whether bots may take seats in a game's lobbies.")
    @app_commands.describe(game="Which game", allowed="Offer Add bot in its lobbies")
    async def bots(self, interaction: discord.Interaction, game: app_commands.Choice[str], allowed: bool) -> None:
        g = registry.get(game.value)

        def edit(config: GuildConfig) -> None:
            config.defaults.setdefault(g.key, GameDefaults()).bots = allowed

        await self._change(interaction, edit)
        await reply(interaction, f"Bots may now take seats in {g.title} lobbies." if allowed else
                    f"Bots may no longer be added to {g.title} lobbies (a bot still takes the seat of someone who leaves).")
        if interaction.guild_id is not None:  # open lobbies show (or hide) Add bot now
            await redraw_lobbies(self.bot, interaction.guild_id, g.key)

    # ------------------------------------------------------------------ results channel
    async def on_update(self, update: MatchUpdate) -> None:
        """A match finished: post its one-line result in the server's results channel, if set."""
        record = update.match
        if update.kind != UpdateKind.FINISHED or record.guild_id is None:
            return
        guild_id = record.guild_id
        config = await self.bot.service.guild_configs.get(guild_id)
        guild = self.bot.get_guild(guild_id)
        if config.results_channel is None or guild is None or guild.get_channel(config.results_channel) is None:
            return
        try:
            results = await self.bot.service.ratings.results(record.id)
            line = result_line(record, results)
            await self.bot.get_partial_messageable(config.results_channel, guild_id=guild.id).send(
                line, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as exc:
            log.warning("result of match %s not posted in %s: %s", record.id, config.results_channel, exc)


async def setup(bot: MenagerieBot) -> None:
    cog = SetupCog(bot)
    offer_games(cog)
    await bot.add_cog(cog)
