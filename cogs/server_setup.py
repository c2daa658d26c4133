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

Every change is answered with what changed, privately and in the admin's own language
(:func:`cogs.lang.readers.person_lang`, as ``/setup show`` and every refusal); the results
channel's lines are in the server's (:func:`cogs.lang.readers.public_lang`). A channel the bot cannot see or post in is
refused naming the missing permission. A configured channel later deleted counts as not
configured (games may then be opened anywhere, results are not posted) and ``/setup show``
says so. The configuration lives in the service (``MatchService.guild_configs``).
"""
from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs.kit.replies import reply
from cogs.kit.text import BRAND, chunk_lines, clip, inert, safe
from cogs.kit.ui import offer_games
from cogs.lang import SOURCE, Lang, Msg, lang_of_locale, t
from cogs.lang.readers import language_choices, languages_line, parse_language, person_lang, public_lang
from cogs.lang.words import refused
from cogs.shared.forums import forum_needs
from cogs.shared.lobby_message import redraw_lobbies
from cogs.shared.option_words import field_label, misfit, parse_value, plain_number, typed_field, value_text
from cogs.shared.permissions import RESULTS_NEEDS, TABLE_NEEDS, check_bot_can_use, live_channels, require_admin
from cogs.shared.words import game_title, thread_link
from engine import registry
from engine.service import MatchError, MatchUpdate, UpdateKind, standing_places
from engine.service.guild_config import MAX_CHANNELS, MAX_ROLES, GameDefaults, GuildConfig, check_default

if TYPE_CHECKING:
    from cogs.client import MenagerieBot

log = logging.getLogger(__name__)

FIELD = 1024
"""Characters an embed field's value may have (Discord)."""


# ------------------------------------------------------------------ showing
def channel_text(guild: discord.Guild | None, channel_id: int, lang: Lang = SOURCE) -> str:
    """A channel's mention, or a struck-through note with its id where it is deleted."""
    return f"<#{channel_id}>" if guild is not None and guild.get_channel(channel_id) is not None \
        else t(lang, "admin-channel-deleted", id=str(channel_id))


def either(lang: Lang, items: list[str]) -> str:
    """``items`` joined with ``lang``'s "or": ``<@&1> or <@&2> or <@&3>``."""
    if not items:
        return ""
    *rest, last = items
    words: str = last
    for item in reversed(rest):
        words = t(lang, "admin-or", first=item, rest=words)
    return words


def config_embed(guild: discord.Guild | None, config: GuildConfig, lang: Lang = SOURCE) -> discord.Embed:
    """``/setup show``: the whole configuration in one embed, in ``lang`` (the admin's)."""
    embed = discord.Embed(title=t(lang, "admin-show-title"), colour=BRAND)
    allowed = live_channels(guild, config.channels)
    if not config.channels:
        where = t(lang, "admin-show-where-anywhere")
    else:
        note = ("\n" + t(lang, "admin-show-where-all-deleted") if not allowed
                else "\n" + t(lang, "admin-show-where-some-deleted") if len(allowed) < len(config.channels) else "")
        where = clip(" ".join(channel_text(guild, c, lang) for c in config.channels), FIELD - len(note)) + note
    embed.add_field(name=t(lang, "admin-show-where"), value=where, inline=False)
    if config.results_channel is None:
        results = t(lang, "admin-show-results-none")
    elif guild is not None and guild.get_channel(config.results_channel) is not None:
        results = f"<#{config.results_channel}>"
    else:
        results = t(lang, "admin-show-results-deleted", channel=channel_text(guild, config.results_channel, lang))
    embed.add_field(name=t(lang, "admin-show-results"), value=results, inline=False)
    if config.host_roles:
        roles = [guild.get_role(r) if guild is not None else None for r in config.host_roles]
        named = ", ".join(f"<@&{r.id}>" if r is not None else t(lang, "admin-role-deleted", id=str(i))
                          for r, i in zip(roles, config.host_roles, strict=True))
        msg_id = "admin-show-hosts-all-deleted" if all(r is None for r in roles) else "admin-show-hosts-roles"
        hosts = t(lang, msg_id, roles=clip(named, FIELD - len(t(lang, msg_id, roles=""))))  # its words never cut
    else:
        hosts = t(lang, "admin-show-hosts-everyone")
    embed.add_field(name=t(lang, "admin-show-hosts"), value=hosts, inline=False)
    lines = []
    for key, defaults in sorted(config.defaults.items()):
        if key not in registry.games():
            continue
        game = registry.get(key)
        parts = [t(lang, "admin-show-default", option=field_label(game, f, lang), value=value_text(game, f, v, lang))
                 for f, v in defaults.options.items()]
        if not defaults.bots:
            parts.append(t(lang, "admin-show-no-bots"))
        if parts:
            lines.append(t(lang, "admin-show-game-defaults", game=game_title(lang, key), defaults=", ".join(parts)))
    chunks = chunk_lines(lines, FIELD) or [t(lang, "admin-show-defaults-none")]
    for i, chunk in enumerate(chunks[:5]):
        embed.add_field(name=t(lang, "admin-show-defaults" if i == 0 else "admin-show-defaults-more"), value=chunk,
                        inline=False)
    chosen = parse_language(config.language)[1] if config.language else None
    now = chosen or lang_of_locale(guild.preferred_locale if guild is not None else None)
    language = (t(lang, "core-lang", lang=now.value) if chosen
                else t(lang, "core-setup-show-language-auto", language=Msg("core-lang", lang=now.value)))
    embed.add_field(name=t(lang, "core-setup-show-language"), value=language, inline=False)
    embed.set_footer(text=t(lang, "admin-show-footer"))
    return embed


def result_line(record: Any, results: list[tuple[int, int | None, int, float, bool]], lang: Lang = SOURCE) -> str:
    """One line for the results channel, in ``lang`` (the server's): game, match, each seat's place,
    name and score, the link."""
    by_seat = {seat: (place, score, abandoned) for seat, _user, place, score, abandoned in results}
    places = standing_places(record, [by_seat.get(s.seat, (len(record.seats), 0.0, False))[0] for s in record.seats])
    order = sorted(record.seats, key=lambda s: places[s.seat])
    parts = []
    for s in order:
        _place, score, abandoned = by_seat.get(s.seat, (0, 0.0, False))
        parts.append(t(lang, "admin-result-seat-left" if abandoned else "admin-result-seat", place=places[s.seat],
                       name=safe(s.name, lang=lang), score=plain_number(score)))
    line = t(lang, "admin-result", game=game_title(lang, record.game), match=str(record.id), seats=" · ".join(parts))
    link = thread_link(record)
    return clip(t(lang, "admin-result-link", result=line, link=link) if link else line, 2000)


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

    async def cog_unload(self) -> None:
        self.bot.service.unsubscribe(self.on_update)

    async def _change(self, interaction: discord.Interaction, edit: Callable[[GuildConfig], Any]) -> GuildConfig:
        """Apply ``edit`` to this server's configuration (an admin's; ``edit`` refuses with a
        MatchError, which changes nothing)."""
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
                raise refused("admin-channels-already", channel=channel.mention)
            if len(config.channels) >= MAX_CHANNELS:
                raise refused("admin-channels-full", max=MAX_CHANNELS)
            config.channels.append(channel.id)

        config = await self._change(interaction, edit)
        reader = await person_lang(interaction)
        where = " ".join(channel_text(interaction.guild, c, reader) for c in config.channels)
        await reply(interaction, t(reader, "admin-channels-added", channel=channel.mention, channels=where))

    @channels_group.command(name="remove", description="Stop games being opened in this channel.")
    @app_commands.describe(channel="A channel on the list")
    async def channels_remove(self, interaction: discord.Interaction,
                              channel: discord.TextChannel | discord.ForumChannel) -> None:
        def edit(config: GuildConfig) -> None:
            if channel.id not in config.channels:
                raise refused("admin-channels-not-listed", channel=channel.mention)
            config.channels.remove(channel.id)

        config = await self._change(interaction, edit)
        reader = await person_lang(interaction)
        rest = live_channels(interaction.guild, config.channels)
        await reply(interaction, t(reader, "admin-channels-removed", channel=channel.mention,
                                   channels=" ".join(f"<#{c}>" for c in rest)) if rest
                    else t(reader, "admin-channels-removed-anywhere", channel=channel.mention))

    @channels_group.command(name="anywhere", description="Let games be opened in any channel.")
    async def channels_anywhere(self, interaction: discord.Interaction) -> None:
        def edit(config: GuildConfig) -> None:
            if not config.channels:
                raise refused("admin-channels-anywhere-already")
            config.channels.clear()

        await self._change(interaction, edit)
        await reply(interaction, t(await person_lang(interaction), "admin-channels-anywhere"))

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
        reader = await person_lang(interaction)
        await reply(interaction, t(reader, "admin-results-set", channel=channel.mention) if channel
                    else t(reader, "admin-results-off"))

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
                raise refused("admin-hosts-everyone-hint")
            if role.id in config.host_roles:
                raise refused("admin-hosts-already", role=role.mention)
            if len(config.host_roles) >= MAX_ROLES:
                raise refused("admin-hosts-full", max=MAX_ROLES)
            config.host_roles.append(role.id)

        config = await self._change(interaction, edit)
        reader = await person_lang(interaction)
        await reply(interaction, t(reader, "admin-hosts-added", role=role.mention,
                                   roles=either(reader, [f"<@&{r}>" for r in config.host_roles])))

    @hosts_group.command(name="remove", description="Stop members with this role hosting lobbies.")
    @app_commands.describe(role="A host role")
    async def hosts_remove(self, interaction: discord.Interaction, role: discord.Role) -> None:
        def edit(config: GuildConfig) -> None:
            if role.id not in config.host_roles:
                raise refused("admin-hosts-not-listed", role=role.mention)
            config.host_roles.remove(role.id)

        config = await self._change(interaction, edit)
        reader = await person_lang(interaction)
        who = either(reader, [f"<@&{r}>" for r in config.host_roles])
        await reply(interaction, t(reader, "admin-hosts-removed", role=role.mention, roles=who) if who
                    else t(reader, "admin-hosts-removed-everyone", role=role.mention))

    @hosts_group.command(name="everyone", description="Let everyone host lobbies.")
    async def hosts_everyone(self, interaction: discord.Interaction) -> None:
        def edit(config: GuildConfig) -> None:
            if not config.host_roles:
                raise refused("admin-hosts-everyone-already")
            config.host_roles.clear()

        await self._change(interaction, edit)
        await reply(interaction, t(await person_lang(interaction), "admin-hosts-everyone"))

    # ------------------------------------------------------------------ defaults
    @defaults_group.command(name="set", description="A game's option value for new lobbies on this server.")
    @app_commands.describe(game="Which game", option="The option's name (e.g. turn_timeout_s); a wrong one lists them",
                           value="Its value as the lobby shows it (e.g. 5 min, on, 3)")
    async def defaults_set(self, interaction: discord.Interaction, game: app_commands.Choice[str],
                           option: app_commands.Range[str, 1, 60], value: app_commands.Range[str, 1, 100]) -> None:
        g = registry.get(game.value)
        reader = await person_lang(interaction)
        typed = inert(option)  # typed: nothing invisible or flipping comes back in the answer
        field = typed_field(g, typed) or typed  # a label ("Turn timer", "Zugzeit") names its field too
        try:
            checked = check_default(g, field, parse_value(g, field, inert(value), reader))
        except ValueError:
            raise misfit(g, field, inert(value), reader) from None

        def edit(config: GuildConfig) -> None:
            defaults = config.defaults.setdefault(g.key, GameDefaults())
            defaults.options[field] = checked

        await self._change(interaction, edit)
        await reply(interaction, t(reader, "admin-defaults-set", game=game_title(reader, g.key),
                                   option=field_label(g, field, reader), value=value_text(g, field, checked, reader)))

    @defaults_group.command(name="clear", description="Back to the bot's own option values for new lobbies.")
    @app_commands.describe(game="Which game", option="One option (leave out to clear all of this game's)")
    async def defaults_clear(self, interaction: discord.Interaction, game: app_commands.Choice[str],
                             option: app_commands.Range[str, 1, 60] | None = None) -> None:
        g = registry.get(game.value)
        reader = await person_lang(interaction)
        field = None if option is None else typed_field(g, inert(option)) or inert(option)

        def edit(config: GuildConfig) -> None:
            defaults = config.defaults.get(g.key)
            if defaults is None or not defaults.options or (field is not None and field not in defaults.options):
                raise refused("admin-defaults-not-set", game=game_title(reader, g.key))
            if field is None:
                defaults.options.clear()
            else:
                del defaults.options[field]

        await self._change(interaction, edit)
        title = game_title(reader, g.key)
        await reply(interaction, t(reader, "admin-defaults-cleared", game=title, option=field_label(g, field, reader))
                    if field else t(reader, "admin-defaults-cleared-all", game=title))

    @setup_group.command(name="bots", description="Whether bots may take seats in a game's lobbies.")
    @app_commands.describe(game="Which game", allowed="Offer Add bot in its lobbies")
    async def bots(self, interaction: discord.Interaction, game: app_commands.Choice[str], allowed: bool) -> None:
        g = registry.get(game.value)

        def edit(config: GuildConfig) -> None:
            config.defaults.setdefault(g.key, GameDefaults()).bots = allowed

        await self._change(interaction, edit)
        reader = await person_lang(interaction)
        await reply(interaction, t(reader, "admin-bots-allowed" if allowed else "admin-bots-barred",
                                   game=game_title(reader, g.key)))
        if interaction.guild_id is not None:  # open lobbies show (or hide) Add bot now
            await redraw_lobbies(self.bot, interaction.guild_id, g.key)

    # ------------------------------------------------------------------ results channel
    async def on_update(self, update: MatchUpdate) -> None:
        """A match finished: post its one-line result in the server's results channel, if set, in
        the server's language."""
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
            line = result_line(record, results, await public_lang(guild, self.bot))
            await self.bot.get_partial_messageable(config.results_channel, guild_id=guild.id).send(
                line, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as exc:
            log.warning("result of match %s not posted in %s: %s", record.id, config.results_channel, exc)


async def setup(bot: MenagerieBot) -> None:
    cog = SetupCog(bot)
    offer_games(cog)
    await bot.add_cog(cog)
