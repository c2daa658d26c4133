"""Who reads in which language (issue 34): the one place every cog and the kit ask.

* **Private** things (ephemeral panels, DM copies, reminders, ``/turns``, ``/settings``,
  ``/profile`` answers, refusals, errors) are in the person's language,
  :func:`person_lang`: their ``/settings language:`` choice, else their Discord client's
  language (``interaction.locale``). The client locale is remembered in their preferences
  (``last_locale``, written only when it changed) for what the bot sends them unprompted
  (reminders, DM copies redrawn by others' moves), where no interaction says it.
* **Public** things (lobby, table, thread posts, results, ``/standings`` in a channel) are in
  the server's language, :func:`public_lang`: its ``/setup language`` choice, else the server's
  Discord language (``preferred_locale``, which only community servers can set), else English.

A language that is stored but no longer shipped counts as automatic. :class:`Readers` (one per
bot, ``bot.readers``) keeps each person's choice and last locale for :data:`KEEP_S` seconds, so a
click costs no database read on PostgreSQL (another process's ``/settings`` change shows within
that time; this process's at once: :meth:`Readers.forget`). The server's choice comes from the
service's cached guild settings.
"""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

import discord

from cogs.lang import LANGS, SOURCE, Lang, lang_name, lang_of_locale, parse_lang, t

if TYPE_CHECKING:
    from engine.service import MatchService

KEEP_S = 30.0
"""Seconds a person's language choice and last locale are kept in memory."""
KEPT = 10_000
"""People whose choice is kept at most (the least recently asked are dropped first)."""
AUTOMATIC = "auto"
"""The ``language:`` value for automatic (the Discord client's, or the server's)."""


def chosen(code: str) -> Lang | None:
    """The shipped language a stored choice names; None for automatic ('' or one no longer shipped)."""
    return parse_lang(code) if code else None


@dataclass(frozen=True, slots=True)
class _Known:
    language: str
    last_locale: str
    until: float


class Readers:
    """Each reader's language for one bot (module doc). ``service``: where preferences and the
    servers' settings are kept; ``clock``: seconds (default the service's clock)."""

    def __init__(self, service: MatchService, *, clock: Callable[[], float] | None = None, keep_s: float = KEEP_S) -> None:
        self.service = service
        self.clock = clock or service.clock
        self.keep_s = keep_s
        self._people: OrderedDict[int, _Known] = OrderedDict()

    async def _known(self, user_id: int) -> _Known:
        now = self.clock()
        known = self._people.get(user_id)
        if known is None or known.until <= now:
            prefs = await self.service.preferences.get_prefs(user_id)
            known = _Known(prefs.language, prefs.last_locale, now + self.keep_s)
            self._people[user_id] = known
            while len(self._people) > KEPT:
                self._people.popitem(last=False)
        self._people.move_to_end(user_id)
        return known

    async def person(self, user_id: int, locale: discord.Locale | str | None = None) -> Lang:
        """``user_id``'s language. ``locale``: their client's locale on the interaction being answered
        (remembered when it differs from the one stored); None when the bot writes unprompted (their
        last locale is used)."""
        known = await self._known(user_id)
        if locale is not None:
            code = str(locale.value if isinstance(locale, discord.Locale) else locale)
            if code and code != known.last_locale:
                await self.service.preferences.remember_locale(user_id, code, self.clock())
                known = _Known(known.language, code, known.until)
                self._people[user_id] = known
        return chosen(known.language) or lang_of_locale(known.last_locale or None)

    async def public(self, guild_id: int | None, preferred_locale: discord.Locale | str | None = None) -> Lang:
        """The language of ``guild_id``'s public messages; ``preferred_locale``: the server's Discord
        language (``guild.preferred_locale`` or ``interaction.guild_locale``) when known. English
        outside a server."""
        if guild_id is None:
            return SOURCE
        config = await self.service.guild_configs.get(guild_id)
        return chosen(config.language) or lang_of_locale(preferred_locale)

    def forget(self, user_id: int) -> None:
        """Read ``user_id``'s preferences again next time (they changed them in this process)."""
        self._people.pop(user_id, None)


class HasReaders(Protocol):
    """A client that knows its readers' languages (:class:`cogs.client.MenagerieBot`)."""

    readers: Readers


def readers_of(client: Any) -> Readers | None:
    """The :class:`Readers` of ``client`` (None for a client without, such as a test double: English)."""
    found = getattr(client, "readers", None)
    return found if isinstance(found, Readers) else None


async def person_lang(source: discord.Interaction | int, client: Any = None) -> Lang:
    """The language of the person an interaction came from (their choice, else the interaction's
    client locale, which is remembered), or of ``user_id`` when the bot writes to them unprompted
    (their choice, else the client locale they last used, else English). ``client``: the bot
    (needed with a user id; an interaction brings its own)."""
    if isinstance(source, discord.Interaction):
        readers = readers_of(source.client)
        return SOURCE if readers is None else await readers.person(source.user.id, source.locale)
    readers = readers_of(client)
    return SOURCE if readers is None else await readers.person(source)


async def public_lang(source: discord.Interaction | discord.Guild | int | None, client: Any = None) -> Lang:
    """The language of a server's public messages (its ``/setup language`` choice, else its Discord
    language, else English): for the server of an interaction, a :class:`discord.Guild`, or a guild
    id (whose ``preferred_locale`` is then looked up in ``client``'s cache). English for a DM."""
    if isinstance(source, discord.Interaction):
        readers, guild_id, locale = readers_of(source.client), source.guild_id, source.guild_locale
    elif isinstance(source, discord.Guild):
        readers, guild_id, locale = readers_of(client), source.id, source.preferred_locale
    else:
        readers, guild_id = readers_of(client), source
        guild = client.get_guild(source) if source is not None and client is not None else None
        locale = guild.preferred_locale if guild is not None else None
    return SOURCE if readers is None else await readers.public(guild_id, locale)


def parse_language(text: str) -> tuple[bool, Lang | None]:
    """What a typed ``language:`` value means: ``(True, lang)`` for a language people can choose
    (its code or its name in itself, any case), ``(True, None)`` for automatic (``auto``, or the word
    for it in any shipped language), ``(False, None)`` for anything else."""
    given = text.strip().casefold()
    if given in (AUTOMATIC, "automatic") or any(given == t(lang, "core-lang-auto").casefold() for lang in LANGS):
        return True, None
    for lang in LANGS:
        if given in (lang.value, lang_name(lang).casefold()):
            return True, lang
    return False, None


def language_choices(reader: Lang, current: str = "") -> list[discord.app_commands.Choice[str]]:
    """The ``language:`` option's autocomplete: automatic (in ``reader``'s words), then each language
    by its name in itself, those matching what was typed so far (``current``)."""
    typed = current.strip().casefold()
    choices = [discord.app_commands.Choice(name=t(reader, "core-lang-auto"), value=AUTOMATIC)]
    choices += [discord.app_commands.Choice(name=f"{lang_name(lang)} ({lang.value})", value=lang.value) for lang in LANGS]
    return [c for c in choices if typed in c.name.casefold() or typed in str(c.value)]


def languages_line() -> str:
    """The languages there are, each by its name in itself and its code: ``English (`en`), Deutsch (`de`)``."""
    return ", ".join(f"{lang_name(lang)} (`{lang.value}`)" for lang in LANGS)
