"""The lobby message's controls: Join / Leave / Add bot / Start / Cancel, a bot's level, and the
host's option selects (the game's options, speed, absent count, ranked or casual).

Every control is a DynamicItem whose ``custom_id`` carries the match id (``lobby:{match}:{verb}``,
``lobby:{match}:lvl:{bot}:{level}``, ``lobby:{match}:opt:{field}``), so lobby messages keep working
after a restart; each answers its clicker with one private line, and the service's update redraws
the lobby message (:mod:`cogs.shared.lobby_message`).
"""
from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any, Self

import discord

from cogs.kit.interactions import select_values, service_of
from cogs.kit.replies import DEFERRED_MESSAGE, first_answer, guarded
from cogs.kit.text import safe
from cogs.kit.ui import GAME_UIS
from cogs.lang import SOURCE, Lang, t
from cogs.lang.readers import person_lang
from cogs.lang.words import refused
from cogs.shared.permissions import check_can_play, is_admin
from cogs.shared.words import absent, duration, timer_words
from engine import registry
from engine.core import BOT_LEVELS, DEFAULT_BOT_LEVEL
from engine.service.lobbies import BOT_NAMES
from engine.service.match_settings import (
    ABSENT_PRESETS,
    LIVE_PRESETS,
    TURN_BASED_PRESETS,
    MatchSettings,
    bank_for,
    game_options,
)

if TYPE_CHECKING:
    from storage import MatchRecord

VERBS = {
    "join": ("core-lobby-join", discord.ButtonStyle.success, "✋"),
    "leave": ("core-lobby-leave", discord.ButtonStyle.secondary, None),
    "bot": ("core-lobby-add-bot", discord.ButtonStyle.secondary, "🤖"),
    "start": ("core-lobby-start", discord.ButtonStyle.primary, "▶️"),
    "cancel": ("core-lobby-cancel", discord.ButtonStyle.danger, None),
}
"""The lobby's buttons: verb → (label's message id, style, emoji)."""


class LobbyButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"lobby:(?P<match>\d{1,18}):(?P<verb>[a-z]{1,8})"):
    """Join / Leave / Add bot / Start / Cancel on a lobby message."""

    def __init__(self, match_id: int, verb: str, disabled: bool = False, lang: Lang = SOURCE) -> None:
        label, style, emoji = VERBS.get(verb, ("", discord.ButtonStyle.secondary, None))
        super().__init__(
            discord.ui.Button(label=t(lang, label) if label else "?", style=style, emoji=emoji,
                              custom_id=f"lobby:{match_id}:{verb}", disabled=disabled)
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
        admin = is_admin(interaction)
        lang = await person_lang(interaction)
        if self.verb == "join":
            await service.join(self.match_id, user.id, user.display_name)
            await interaction.response.send_message(t(lang, "core-lobby-joined"), ephemeral=True)
        elif self.verb == "leave":
            await service.leave(self.match_id, user.id)
            await interaction.response.send_message(t(lang, "core-lobby-left"), ephemeral=True)
        elif self.verb == "bot":
            record = await service.add_bot(self.match_id, user.id)
            bot = record.seats[-1]
            await interaction.response.send_message(
                t(lang, "core-lobby-bot-seated", name=safe(bot.name), level=DEFAULT_BOT_LEVEL),
                view=bot_level_view(self.match_id, bot.name, DEFAULT_BOT_LEVEL, lang), ephemeral=True)
        elif self.verb == "start":
            check_can_play(interaction)  # permissions may have changed since the lobby opened
            await first_answer(interaction, interaction.response.defer(ephemeral=True, thinking=True), DEFERRED_MESSAGE)
            await service.start_match(self.match_id, user.id, force=admin)
            await interaction.followup.send(t(lang, "core-lobby-starting"), ephemeral=True)
        elif self.verb == "cancel":
            await service.cancel(self.match_id, user.id, force=admin)
            await interaction.response.send_message(t(lang, "core-lobby-cancelled"), ephemeral=True)
        else:
            raise refused("core-unknown-button")


class BotLevelButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"lobby:(?P<match>\d{1,18}):lvl:(?P<bot>\d{1,2}):(?P<level>easy|normal|hard)",
):
    """Easy / Normal / Hard under "Add bot"'s reply: sets that bot's level (host only, lobby
    open). ``custom_id`` ``lobby:{match}:lvl:{bot}:{level}``, ``bot`` = index in ``BOT_NAMES``."""

    def __init__(self, match_id: int, bot: int, level: str, current: str | None = None, lang: Lang = SOURCE) -> None:
        super().__init__(discord.ui.Button(
            label=t(lang, "core-bot-level", level=level) if level in BOT_LEVELS else "?", emoji=LEVEL_EMOJI.get(level),
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
            raise refused("core-lobby-unknown-bot")
        name = f"🤖 {BOT_NAMES[self.bot]}"
        await service_of(interaction).set_bot_level(self.match_id, interaction.user.id, name, self.level)
        lang = await person_lang(interaction)
        await interaction.response.edit_message(
            content=t(lang, "core-lobby-bot-level", name=safe(name), level=self.level),
            view=bot_level_view(self.match_id, name, self.level, lang))


LEVEL_EMOJI = {"easy": "🐣", "normal": "🦊", "hard": "🦁"}


def bot_level_view(match_id: int, name: str, current: str, lang: Lang = SOURCE) -> discord.ui.View:
    """The Easy / Normal / Hard buttons for the lobby bot called ``name`` (``current`` highlighted)."""
    view = discord.ui.View(timeout=None)
    index = next((i for i, n in enumerate(BOT_NAMES) if f"🤖 {n}" == name), None)
    if index is not None:
        for level in BOT_LEVELS:
            view.add_item(BotLevelButton(match_id, index, level, current, lang))
    return view



RANKED_CHOICES = (True, False)
MINIMUM_CHOICES = (0, 50, 70, 80, 90)
"""The ranking select's choices: ranked or casual × the minimum finish rate to join (per cent; 0: anyone)."""


def ranking_text(ranked: bool, minimum: int, lang: Lang = SOURCE) -> str:
    """``"Ranked · anyone may join"``, ``"Casual · finishes ≥ 80 % to join"``."""
    return t(lang, "core-ranking-choice", ranked=str(ranked).lower(), percent=max(0, minimum))



class RankingSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"lobby:(?P<match>\d{1,18}):opt-ranking"):
    """A host-only select of ranked or casual and the minimum finish rate to join (the match options
    ``ranked`` and ``min_reputation``): one row for both."""

    def __init__(self, match_id: int, settings: MatchSettings | None = None, lang: Lang = SOURCE) -> None:
        now = (settings.ranked, settings.min_reputation) if settings is not None else (True, 0)
        pairs = [(r, m) for r in RANKED_CHOICES for m in MINIMUM_CHOICES]
        if now not in pairs:  # a server default or a typed value outside the presets stays choosable
            pairs.append(now)
        options = [discord.SelectOption(label=ranking_text(r, m, lang), value=json.dumps([r, m]), default=(r, m) == now)
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
            raise refused("core-lobby-unknown-choice") from None
        service = service_of(interaction)
        record = service.match(self.match_id)
        if record is None:
            raise refused("core-lobby-closed-already")
        now = service.settings(record)
        if ranked != now.ranked:
            record = await service.set_option(self.match_id, interaction.user.id, "ranked", ranked)
        if minimum != now.min_reputation:
            record = await service.set_option(self.match_id, interaction.user.id, "min_reputation", minimum)
        chosen = service.settings(record)
        lang = await person_lang(interaction)
        await interaction.response.send_message(
            t(lang, "core-ranking-chosen", choice=ranking_text(chosen.ranked, chosen.min_reputation, lang)), ephemeral=True)



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
            raise refused("core-lobby-unknown-choice") from None
        await service_of(interaction).set_option(self.match_id, interaction.user.id, self.field, value)
        await interaction.response.send_message(t(await person_lang(interaction), "core-lobby-option-updated"), ephemeral=True)



OPTION_ROWS = 4
"""Rows of a lobby message left for option selects (one row holds the buttons; Discord allows five)."""


def _switches(fields: list[tuple[str, str, list[tuple[str, Any]]]]) -> list[tuple[str, str]]:
    """The on/off options among ``fields``: ``[(field, label)]``."""
    # bools only: a field such as ("Random", None) / ("The host", 0) is not a switch (and None and 0 do not sort)
    return [(f, label) for f, label, choices in fields
            if len(choices) == 2 and all(isinstance(v, bool) for _, v in choices) and {v for _, v in choices} == {False, True}]


def speed_choices(lang: Lang = SOURCE) -> list[tuple[str, float]]:
    """The lobby's speed select: every live turn timer, then the turn-based speeds with their time
    bank, as ``(label, seconds a move)`` ("live, 5 min a move", "turn-based, 24 h a move + 1 day bank")."""
    live = [(t(lang, "core-speed-choice-live-untimed") if v == 0
             else t(lang, "core-speed-choice-live", timer=timer_words(lang, v)), v) for _, v in LIVE_PRESETS]
    turn_based = [(t(lang, "core-speed-choice-turn-based", timer=timer_words(lang, v), bank=duration(lang, bank_for(v)[0])), v)
                  for _, v in TURN_BASED_PRESETS]
    return live + turn_based


def current_options(record: MatchRecord) -> dict[str, Any]:
    """The lobby's options as they stand: what the host set, with the game's defaults filled in
    (an option on by default, such as taking back moves, shows as on before anyone touched it)."""
    try:
        game = registry.get(record.game)
        defaults = game.Options.model_validate(game_options(record.options)).model_dump()
    except (KeyError, ValueError):
        defaults = {}
    return {**record.options, **defaults}


def option_selects(record: MatchRecord, fields: list[tuple[str, str, list[tuple[str, Any]]]], *,
                   turn_timer: bool, lang: Lang = SOURCE) -> list[discord.ui.Item[Any]]:
    """The host's option selects: the game's (``GameUI.option_fields``), then the turn timer and
    the absent count for turn-based games. When they would take more than :data:`OPTION_ROWS`
    rows, the game's on/off options share one multi-select (:class:`VariantSelect`). Each shows
    the option's value now (:func:`current_options`)."""
    current = current_options(record)
    timers: list[tuple[str, str, list[tuple[str, Any]]]] = [
        ("turn_timeout_s", t(lang, "core-option-speed"), speed_choices(lang)),
        ("absent_after", t(lang, "core-option-absent"), [(absent(lang, v), v) for _, v in ABSENT_PRESETS]),
    ] if turn_timer else []
    switches = _switches(fields)
    items: list[discord.ui.Item[Any]] = []
    if len(fields) + len(timers) + 1 > OPTION_ROWS and len(switches) > 1:  # + 1: the ranking select
        items.append(VariantSelect(record.id, switches, current, lang))
        fields = [f for f in fields if f[0] not in dict(switches)]
    for field, label, choices in [*fields, *timers][:OPTION_ROWS - len(items)]:
        items.append(OptionSelect(record.id, field, label, choices, current.get(field)))
    if len(items) < OPTION_ROWS:  # else the host gets it privately (:func:`ranking_fits`)
        items.append(RankingSelect(record.id, MatchSettings.model_validate(record.options), lang))
    return items


def ranking_fits(record: MatchRecord) -> bool:
    """Whether the lobby message has a row left for the ranking select (else ``/play`` hands it to the host privately)."""
    ui = GAME_UIS.get(record.game)
    if ui is None:
        return False
    rows = option_selects(record, ui.option_fields(), turn_timer=registry.get(record.game).turn_timer)
    return any(isinstance(item, RankingSelect) for item in rows)


def ranking_view(record: MatchRecord, lang: Lang = SOURCE) -> discord.ui.View:
    """The ranking select on its own, for the host's private message when the lobby has no row for it."""
    view = discord.ui.View(timeout=None)
    view.add_item(RankingSelect(record.id, MatchSettings.model_validate(record.options), lang))
    return view


class VariantSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"lobby:(?P<match>\d{1,18}):opt-switches"):
    """A host-only multi-select of a game's on/off options: the chosen ones are on, the others off."""

    def __init__(self, match_id: int, switches: list[tuple[str, str]] | None = None,
                 current: dict[str, Any] | None = None, lang: Lang = SOURCE) -> None:
        options = [discord.SelectOption(label=label[:100], value=field, default=bool((current or {}).get(field)))
                   for field, label in (switches or [])] or [discord.SelectOption(label="?", value="?")]
        super().__init__(discord.ui.Select(custom_id=f"lobby:{match_id}:opt-switches", options=options,
                                           placeholder=t(lang, "core-option-variants-none"), min_values=0,
                                           max_values=len(options)))
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
            raise refused("core-lobby-closed-already")
        switches = [f for f, _ in _switches(ui.option_fields())]
        if not set(values) <= set(switches):
            raise refused("core-lobby-unknown-choice")
        current = current_options(record)
        for field in switches:
            if bool(current.get(field)) != (field in values):
                record = await service.set_option(self.match_id, interaction.user.id, field, field in values)
        await interaction.response.send_message(t(await person_lang(interaction), "core-lobby-options-updated"), ephemeral=True)


