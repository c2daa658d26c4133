"""``/rules [game]``: a game's summary and our house rules (each game's ``house_rules``, GAPS.md
decisions), plus, asked in a match's thread, that match's actual settings; ``/help [game]``: what
the bot does and how to play through the buttons (each UI's ``how_to_play``), and to members with
Manage Server the admin commands; the owner-only ``/sync``."""
from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.kit.replies import DEFERRED_MESSAGE, first_answer, reply
from cogs.kit.text import BRAND, EMBED_TOTAL, EMBEDS, chunk_lines, clip
from cogs.kit.ui import GAME_UIS, offer_games
from cogs.lang import SOURCE, Lang, reading, t
from cogs.lang.readers import person_lang
from cogs.lang.words import refused
from cogs.shared.permissions import is_admin
from cogs.shared.words import admin_commands, game_summary, game_title, settings_lines
from engine import registry
from engine.service import RESTART_GRACE_S
from engine.service.match_settings import game_options
from storage import MatchStatus

if TYPE_CHECKING:
    from cogs.client import MenagerieBot
    from engine.service import MatchService
    from storage import MatchRecord

COMMON = ("core-rules-common-speed", "core-rules-common-outage", "core-rules-common-abandon")
"""/rules' lines on playing here, for every game (messages)."""

HELP = ("core-help-play", "core-help-table", "core-help-lit", "core-help-turns", "core-help-rematch", "core-help-commands")
"""/help's lines (messages)."""


def house_lines(game_key: str, lang: Lang = SOURCE) -> list[str]:
    """A game's house rules (``Game.house_rules``: a catalog message id and its numbers each,
    worded in the game's ``locales/<lang>/<game>.ftl``) in ``lang``."""
    return [t(lang, line.id, **{k: v if isinstance(v, int | float | str) else str(v) for k, v in line.args.items()})
            for line in registry.get(game_key).house_rules]


UNDO_RULES: dict[str, str] = {
    "undo.take_back": "core-undo-rule-take-back",
    "undo.simultaneous": "core-undo-rule-simultaneous",
    "undo.never": "core-undo-rule-never",
    "undo.closed_by": "core-undo-rule-closed-by",
    "undo.clock": "core-undo-rule-clock",
    "undo.lobby_option": "core-undo-rule-lobby-option",
    "undo.none": "core-undo-rule-none",
}
"""The engine's rule lines on taking back (``Game.undo_rules``, ``RuleLine`` ids; their reference
wording: docs/house-rulings.md "Taking back a move") → their messages."""


def undo_lines(game_key: str, lang: Lang = SOURCE) -> list[str]:
    """What a game lets be taken back and when that closes (issue 36), worded from its
    ``undo_rules`` in ``lang``: kinds of moves in the game UI's words
    (:meth:`~cogs.kit.ui.GameUI.kind_name`), moments from the catalog; a line on the ↩️ Undo button
    for a game that allows it. A line whose id has no wording here is left out."""
    game = registry.get(game_key)
    ui = GAME_UIS.get(game_key)
    lines = []
    for line in game.undo_rules:
        msg = UNDO_RULES.get(line.id)
        if msg is None:
            continue
        kinds = [ui.kind_name(str(k), lang) if ui is not None else str(k) for k in line.args.get("kinds", [])]
        moments = [t(lang, "core-undo-moment", moment=str(m)) for m in line.args.get("moments", [])]
        lines.append(t(lang, msg, kinds=", ".join(kinds), moments=", ".join(moments), why=str(line.args.get("why", ""))))
    if getattr(game, "undo_kinds", None):
        lines.append(t(lang, "core-undo-rule-button"))
    return lines


def _add_lines(embed: discord.Embed, name: str, lines: list[str] | tuple[str, ...], lang: Lang = SOURCE) -> None:
    for i, chunk in enumerate(chunk_lines([f"• {line}" for line in lines], 1024)):
        embed.add_field(name=name if i == 0 else t(lang, "core-rules-continued", name=name), value=chunk, inline=False)


def rules_embed(game_key: str, settings: list[str] | None = None, lang: Lang = SOURCE) -> discord.Embed:
    """The /rules embed for one game, in ``lang``: its summary, players, ``settings`` (a match's
    actual settings, when asked in its thread), taking back, playing here. Its house rules are an
    embed of their own (:func:`house_rules_embed`); :func:`rules_embeds` gives both."""
    game = registry.get(game_key)
    embed = discord.Embed(title=t(lang, "core-rules-title", game=game_title(lang, game_key)),
                          description=clip(game_summary(lang, game_key), 4000), colour=BRAND)
    embed.add_field(name=t(lang, "core-rules-players"), value=f"{game.min_players}–{game.max_players}", inline=True)
    if settings:
        _add_lines(embed, t(lang, "core-rules-match-settings"), settings, lang)
    undo = undo_lines(game_key, lang)
    if undo:
        _add_lines(embed, t(lang, "core-undo-rules-title"), undo, lang)
    _add_lines(embed, t(lang, "core-rules-playing-here"),
               [t(lang, line, grace=int(RESTART_GRACE_S)) for line in COMMON], lang)
    return embed


def house_rules_embed(game_key: str, lang: Lang = SOURCE) -> discord.Embed | None:
    """A game's house rules (:func:`house_lines`) as an embed of their own, in ``lang``; None for a
    game with none. Apart from :func:`rules_embed` so that a long list in a long language (WildLife's
    17 lines in German) never pushes a /rules answer over Discord's 6,000 characters."""
    lines = house_lines(game_key, lang)
    if not lines:
        return None
    embed = discord.Embed(colour=BRAND)
    _add_lines(embed, t(lang, "core-rules-house-rules"), lines, lang)
    return embed


def rules_embeds(game_key: str, settings: list[str] | None = None, lang: Lang = SOURCE) -> list[discord.Embed]:
    """/rules' embeds for one game in ``lang``: :func:`rules_embed`, then its house rules
    (:func:`house_rules_embed`), the footer under the last."""
    embeds = [rules_embed(game_key, settings, lang)]
    house = house_rules_embed(game_key, lang)
    if house is not None:
        embeds.append(house)
    embeds[-1].set_footer(text=t(lang, "core-rules-footer"))
    return embeds


def messages_of(embeds: list[discord.Embed]) -> list[list[discord.Embed]]:
    """``embeds`` in order, as few messages as Discord takes them in: all embeds of one message
    together at most :data:`~cogs.kit.text.EMBED_TOTAL` characters and :data:`~cogs.kit.text.EMBEDS` embeds."""
    out: list[list[discord.Embed]] = []
    for embed in embeds:
        if out and sum(map(len, out[-1])) + len(embed) <= EMBED_TOTAL and len(out[-1]) < EMBEDS:
            out[-1].append(embed)
        else:
            out.append([embed])
    return out


def help_embed(game_key: str | None, *, admin: bool = False, lang: Lang = SOURCE) -> discord.Embed:
    """The /help embed in ``lang``: what the bot does and how to play; with a game, that game's
    buttons too; for a member who may manage the server (``admin``), the admin commands as well."""
    embed = discord.Embed(title=t(lang, "core-help-title"), colour=BRAND,
                          description=clip("\n".join(f"• {t(lang, line)}" for line in HELP), 4000))
    if admin:
        _add_lines(embed, t(lang, "core-help-admins"), admin_commands(lang), lang)
    if game_key is not None:
        ui = GAME_UIS.get(game_key)
        if ui is not None and ui.how_to_play:
            _add_lines(embed, t(lang, "core-help-playing", game=game_title(lang, game_key)),
                       [ui.word(line, lang) for line in ui.how_to_play], lang)
    else:
        titles = ", ".join(game_title(lang, k) for k in GAME_UIS if k in registry.games())
        embed.add_field(name=t(lang, "core-help-games"), value=clip(titles or t(lang, "core-help-no-games"), 1024),
                        inline=False)
    embed.set_footer(text=t(lang, "core-help-footer"))
    return embed


def match_settings(service: MatchService, record: MatchRecord, lang: Lang = SOURCE) -> list[str]:
    """A match's actual settings in words (``lang``): each lobby option (with the label its select
    shows) and the turn time limit."""
    game = registry.get(record.game)
    options = game.Options.model_validate(game_options(record.options)).model_dump()
    ui = GAME_UIS.get(record.game)
    with reading(lang):
        lines = ui.option_lines(options, every=True) if ui is not None else [f"{k}: **{v}**" for k, v in options.items()]
    return lines + settings_lines(service.settings(record), turn_timer=game.turn_timer,
                                  real_time_game=game_title(lang, record.game), lang=lang)


class RulesCog(commands.Cog):
    def __init__(self, bot: MenagerieBot) -> None:
        self.bot = bot

    @app_commands.command(name="rules", description="How a game is played here, with our house rules.")
    @app_commands.describe(game="Which game (in a match's thread: that match's game and settings)")
    async def rules(self, interaction: discord.Interaction, game: app_commands.Choice[str] | None = None) -> None:
        service = self.bot.service
        here = next((r for r in service.running(interaction.guild_id)
                     if interaction.channel_id in (r.thread_id, r.channel_id) and r.status == MatchStatus.ACTIVE), None)
        key = game.value if game is not None else (here.game if here is not None else None)
        if key is None:
            raise refused("core-rules-which-game")
        lang = await person_lang(interaction)
        settings = match_settings(service, here, lang) if here is not None and here.game == key else None
        embeds = rules_embeds(key, settings, lang)
        ui = GAME_UIS.get(key)
        example = ui.rules_example(lang) if ui is not None else None
        if example is None or not example.pictures:
            first, *rest = messages_of(embeds)
            await reply(interaction, embeds=first)
        else:
            # the game's illustrated example (issue 35): its picture drawn off the event loop by the kit
            await interaction.response.defer(ephemeral=True, thinking=True)
            url = example.pictures[0].url  # drawing moves the pictures into files
            drawn = await example.draw()
            embeds[0].add_field(name=t(lang, "learn-rules-example"),
                                value=clip(drawn.content or "", 1024), inline=False)
            embeds[0].set_image(url=url)
            first, *rest = messages_of(embeds)
            await interaction.edit_original_response(embeds=first, attachments=[make() for make in drawn.files])
        for more in rest:  # the house rules, when the whole is longer than one message holds
            await interaction.followup.send(embeds=more, ephemeral=True)

    @app_commands.command(name="help", description="What this bot does and how to play through its buttons.")
    @app_commands.describe(game="A game, to see how its buttons work")
    async def help(self, interaction: discord.Interaction, game: app_commands.Choice[str] | None = None) -> None:
        lang = await person_lang(interaction)
        await reply(interaction, embeds=[help_embed(game.value if game is not None else None, admin=is_admin(interaction),
                                                    lang=lang)])

    @app_commands.command(name="sync", description="Owner only: re-sync the slash commands.")
    async def sync(self, interaction: discord.Interaction) -> None:
        lang = await person_lang(interaction)
        if not await self.bot.is_owner(interaction.user):
            await reply(interaction, t(lang, "core-sync-owner-only"))
            return
        await first_answer(interaction, interaction.response.defer(ephemeral=True, thinking=True), DEFERRED_MESSAGE)
        synced = await self.bot.sync_commands()
        await interaction.followup.send(t(lang, "core-sync-done", n=synced), ephemeral=True)


async def setup(bot: MenagerieBot) -> None:
    cog = RulesCog(bot)
    offer_games(cog)  # the games offered now, found through the registry and the UIs
    await bot.add_cog(cog)
