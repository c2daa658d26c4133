"""The languages Menagerie speaks, and which one a Discord locale means.

A :class:`Lang` is one catalog folder, ``locales/<lang>/`` at the repository's top. Adding a
language is that folder, one member of :class:`Lang` and one entry of :data:`LANGUAGES` (its
Babel locale for numbers and plurals, and the Discord locale codes that mean it); see
``docs/languages.md``.

``qps`` is the pseudo-language the tests use: generated from English when first asked for
(:mod:`cogs.lang.pseudo`), never offered to people (not in :data:`LANGS`). Discord never sends
its locale code :data:`PSEUDO_LOCALE`; only the double's simulated people do.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

import discord


class Lang(StrEnum):
    """A language of the catalog (its folder name under ``locales/``)."""

    EN = "en"
    """English, the source language: every message is written in English first."""
    DE = "de"
    """German."""
    QPS = "qps"
    """The pseudo-language of the tests: English bracketed ⟦…⟧, accented and ~40 % longer."""


@dataclass(frozen=True, slots=True)
class Language:
    """What the bot needs to know of one :class:`Lang`.

    ``babel_locale``: the CLDR locale Fluent formats numbers and picks plural forms with;
    ``discord_locales``: the Discord locale codes (https://discord.com/developers/docs/reference#locales)
    a client language maps to this one (the slash-command Translator serves these).
    """

    lang: Lang
    babel_locale: str
    discord_locales: tuple[str, ...]


SOURCE = Lang.EN
"""The language every message is written in first, and the fallback for a missing translation."""

PSEUDO_LOCALE = "qps-ploc"
"""The client locale the double's simulated people send to be answered in :attr:`Lang.QPS`."""

LANGUAGES: dict[Lang, Language] = {
    Lang.EN: Language(Lang.EN, "en", ("en-US", "en-GB")),
    Lang.DE: Language(Lang.DE, "de", ("de",)),
    Lang.QPS: Language(Lang.QPS, "en", (PSEUDO_LOCALE,)),
}
"""Every language of the catalog, the pseudo-language included."""

LANGS: tuple[Lang, ...] = (Lang.EN, Lang.DE)
"""The languages people can choose (``/settings language:``, ``/setup language``), source first."""

_BY_LOCALE: dict[str, Lang] = {code.lower(): info.lang for info in LANGUAGES.values() for code in info.discord_locales}


def lang_of_locale(locale: discord.Locale | str | None) -> Lang:
    """The language for a Discord locale (``interaction.locale``, ``guild.preferred_locale``).

    A code of :data:`LANGUAGES` gives its language (``"de"`` → German, ``"qps-ploc"`` → the
    pseudo-language); another code of a shipped language's family too (``"de-AT"`` → German);
    anything else, or none, gives English (:data:`SOURCE`)."""
    if locale is None:
        return SOURCE
    code = str(locale.value if isinstance(locale, discord.Locale) else locale).strip().lower()
    found = _BY_LOCALE.get(code)
    if found is not None:
        return found
    family = code.split("-", 1)[0]
    return Lang(family) if family in {lang.value for lang in LANGS} else SOURCE


def parse_lang(text: str) -> Lang | None:
    """The language people can choose named by ``text`` (its code, ``"de"``, case and spaces
    ignored); None for anything else (the pseudo-language included)."""
    code = text.strip().lower()
    return next((lang for lang in LANGS if lang.value == code), None)
