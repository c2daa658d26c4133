"""``/settings``: a person's own preferences, remembered across matches (issues 12 and 21).

``/settings dms:off`` stops the DM copies of that person's panels: no new one is sent, and
the copies of running matches are closed (their buttons removed, a line saying where to
play); the table's button still opens the panel. ``/settings dms:on`` brings them back
from the next move. ``/settings reminders:on|off`` turns the turn reminders of matches played
over days on or off (:mod:`cogs.reminders`); ``time_zone:`` takes an IANA name (checked with
``zoneinfo``; a near miss gets a suggestion); ``quiet:22-08`` sets quiet hours in that time zone,
in which reminders wait; ``language:`` chooses the language of everything private the bot shows
that person (``auto``: their Discord client's, :mod:`cogs.lang.readers`). A bad value gets one
line and changes nothing. ``/settings`` alone shows every setting. Stored per user by
:class:`storage.preferences.PreferenceStore` through ``MatchService.preferences``.
"""
from __future__ import annotations

import contextlib
import logging
from dataclasses import replace
from datetime import datetime
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.kit.layout import notice_kwargs
from cogs.kit.replies import DEFERRED_MESSAGE, first_answer, reply
from cogs.kit.text import clip, safe
from cogs.lang import SOURCE, Lang, Msg, lang_of_locale, t
from cogs.lang.readers import language_choices, languages_line, parse_language, person_lang
from cogs.shared.reminder_times import UTC_NAME, BadSetting, parse_quiet_hours, parse_time_zone, quiet_text, zone_of
from storage.preferences import UserPrefs

if TYPE_CHECKING:
    from cogs.client import MenagerieBot

log = logging.getLogger(__name__)



ON_OFF = [app_commands.Choice(name="on", value="on"), app_commands.Choice(name="off", value="off")]


def local_clock(prefs: UserPrefs, now: float) -> str:
    """The time of day ``now`` (Unix seconds) in ``prefs``' time zone, as "21:04"."""
    return datetime.fromtimestamp(now, zone_of(prefs)).strftime("%H:%M")


def language_line(lang: Lang, prefs: UserPrefs, client_locale: discord.Locale | str | None) -> str:
    """``/settings``' line on the language, in ``lang``: the chosen one, or automatic with the one it gives now."""
    chosen = parse_language(prefs.language)[1] if prefs.language else None
    if chosen is not None:
        return t(lang, "core-settings-language", language=Msg("core-lang", lang=chosen.value))
    return t(lang, "core-settings-language-auto", language=Msg("core-lang", lang=lang_of_locale(client_locale).value))


def summary(prefs: UserPrefs, now: float, lang: Lang = SOURCE) -> str:
    """Every setting of one person, one per line, with how to change it, in ``lang``."""
    return "\n".join([
        t(lang, "core-settings-dms", on=str(prefs.dms).lower()),
        t(lang, "core-settings-reminders", on=str(prefs.reminders).lower()),
        t(lang, "core-settings-zone", zone=prefs.time_zone or UTC_NAME, clock=local_clock(prefs, now)),
        t(lang, "core-settings-quiet", quiet=quiet_text(prefs, lang)),
    ])


class SettingsCog(commands.Cog):
    def __init__(self, bot: MenagerieBot) -> None:
        self.bot = bot

    @app_commands.command(name="settings",
                          description="Your preferences: language, DM copies, turn reminders, your time zone and quiet hours.")
    @app_commands.describe(
        dms="Send you a DM copy of your panel in each match (default on)",
        reminders="DM you when your turn starts in a match played over days, and when most of its time has gone (default on)",
        time_zone="Your time zone, as an IANA name such as Europe/Berlin or America/New_York (default UTC)",
        quiet="Hours with no reminders, in your time zone, e.g. 22-08 or 22:30-07:00; off for none",
        language="Your language for panels, DMs, reminders and answers (default: automatic, your Discord language)",
    )
    @app_commands.choices(dms=ON_OFF, reminders=ON_OFF)
    async def settings(self, interaction: discord.Interaction, dms: app_commands.Choice[str] | None = None,
                       reminders: app_commands.Choice[str] | None = None, time_zone: str | None = None,
                       quiet: str | None = None, language: str | None = None) -> None:
        service = self.bot.service
        store = service.preferences
        user_id = interaction.user.id
        reader = await person_lang(interaction)
        prefs = await store.get_prefs(user_id)
        if dms is None and reminders is None and time_zone is None and quiet is None and language is None:
            await reply(interaction, summary(prefs, service.clock(), reader) + "\n"
                        + language_line(reader, prefs, interaction.locale))
            return
        changed = prefs
        if language is not None:
            known, chosen = parse_language(language)
            if not known:
                await reply(interaction, t(reader, "core-lang-unknown", given=safe(clip(language, 40)),
                                           languages=languages_line()))
                return
            changed = replace(changed, language=chosen.value if chosen is not None else "")
        try:
            if time_zone is not None:
                changed = replace(changed, time_zone=parse_time_zone(time_zone))
            if quiet is not None:
                start, end = parse_quiet_hours(quiet)
                changed = replace(changed, quiet_start=start, quiet_end=end)
        except BadSetting as exc:
            await reply(interaction, t(reader, "core-settings-unchanged", why=exc.msg))
            return
        if reminders is not None:
            changed = replace(changed, reminders=reminders.value == "on")
        lines: list[str] = []
        if language is not None:
            self.bot.readers.forget(user_id)
            now_lang = parse_language(changed.language)[1] if changed.language else None
            reader = now_lang or lang_of_locale(interaction.locale)
            lines.append(t(reader, "core-settings-language-set", language=Msg("core-lang", lang=reader.value)) if now_lang
                         else t(reader, "core-settings-language-auto-set", language=Msg("core-lang", lang=reader.value)))
        if reminders is not None:
            lines.append(t(reader, "core-settings-reminders-set", on=str(changed.reminders).lower()))
        if time_zone is not None:
            lines.append(t(reader, "core-settings-zone-set", zone=changed.time_zone, clock=local_clock(changed, service.clock())))
        if quiet is not None:
            lines.append(t(reader, "core-settings-quiet-set", quiet=quiet_text(changed, reader)) if changed.has_quiet_hours
                         else t(reader, "core-settings-quiet-none"))
        if changed != prefs:
            await store.set_prefs(user_id, replace(changed, dms=prefs.dms), service.clock())
            self.bot.readers.forget(user_id)
        if dms is None:
            await reply(interaction, "\n".join(lines))
            return
        on = dms.value == "on"
        await store.set_dms(user_id, on, service.clock())
        if on:
            lines.insert(0, t(reader, "core-settings-dms-on"))
            await reply(interaction, "\n".join(lines))
            return
        if service.matches_of(user_id):  # editing each copy can take longer than the 3 s Discord allows an answer
            await first_answer(interaction, interaction.response.defer(ephemeral=True, thinking=True), DEFERRED_MESSAGE)
        closed = await self._close_copies(user_id)
        lines.insert(0, t(reader, "core-settings-dms-off", closed=closed))
        await reply(interaction, "\n".join(lines))

    @settings.autocomplete("language")
    async def _language_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return language_choices(await person_lang(interaction), current)

    async def _close_copies(self, user_id: int) -> int:
        """Close ``user_id``'s DM copies in running matches (buttons removed, a note instead) and
        forget them. Returns how many were closed."""
        service = self.bot.service
        closed = 0
        note = t(await person_lang(user_id, self.bot), "core-settings-copy-closed")
        for record in service.matches_of(user_id):
            for kept in await service.messages.messages(record.id, "dm"):
                if kept.user_id != user_id:
                    continue
                partial = self.bot.get_partial_messageable(kept.channel_id).get_partial_message(kept.message_id)
                with contextlib.suppress(discord.HTTPException):  # a copy the person deleted is closed too
                    await partial.edit(**notice_kwargs(note))  # a copy may be a v2 layout: stays one
                await service.messages.delete_message(record.id, "dm", user_id)
                closed += 1
        return closed


async def setup(bot: MenagerieBot) -> None:
    await bot.add_cog(SettingsCog(bot))
