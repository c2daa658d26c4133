"""Who reads in which language (cogs/lang/readers.py): a person's choice over their client's
language, remembered for unprompted DMs and written only when it changes; a server's choice over its
Discord language over English; typed language values."""
from __future__ import annotations

from typing import Any

import pytest

from cogs.lang import Lang
from cogs.lang.readers import KEEP_S, Readers, language_choices, languages_line, parse_language
from engine.service import MatchService
from storage.preferences import UserPrefs


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def count_locale_writes(service: MatchService, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    written: list[str] = []
    store = service.preferences
    original = store.remember_locale

    async def remember(user_id: int, locale: str, at: float) -> None:
        written.append(locale)
        await original(user_id, locale, at)

    monkeypatch.setattr(store, "remember_locale", remember)
    return written


async def test_a_person_reads_their_choice_else_their_client_language(service: MatchService,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    clock = Clock()
    readers = Readers(service, clock=clock)
    written = count_locale_writes(service, monkeypatch)
    assert await readers.person(1) is Lang.EN  # never seen: English
    assert await readers.person(1, "de") is Lang.DE  # a German client
    assert await readers.person(1, "de") is Lang.DE and await readers.person(1, "de") is Lang.DE
    assert written == ["de"]  # remembered once, not at every click
    assert await readers.person(1) is Lang.DE  # a reminder DM later: the last client language
    assert await Readers(service, clock=clock).person(1) is Lang.DE  # a restarted bot knows it too
    assert await readers.person(1, "en-US") is Lang.EN and written == ["de", "en-US"]

    await service.preferences.set_prefs(1, UserPrefs(language="de"), 1.0)  # /settings language:de
    assert await readers.person(1, "en-US") is Lang.EN  # kept for KEEP_S seconds (another process's change)
    readers.forget(1)  # this process's /settings says so at once
    assert await readers.person(1, "en-US") is Lang.DE
    await service.preferences.set_prefs(1, UserPrefs(language=""), 2.0)  # back to automatic, elsewhere
    clock.now += KEEP_S + 1
    assert await readers.person(1, "en-US") is Lang.EN
    await service.preferences.set_prefs(1, UserPrefs(language="xx"), 3.0)  # a language no longer shipped
    readers.forget(1)
    assert await readers.person(1, "de") is Lang.DE  # counts as automatic


async def test_a_server_reads_its_choice_else_its_discord_language_else_english(service: MatchService) -> None:
    readers = Readers(service, clock=Clock())
    assert await readers.public(None, "de") is Lang.EN  # a DM: no server
    assert await readers.public(5) is Lang.EN
    assert await readers.public(5, "de") is Lang.DE  # a German community server
    assert await readers.public(5, "pt-BR") is Lang.EN  # a language we do not ship

    def choose(code: str) -> Any:
        def edit(config: Any) -> None:
            config.language = code
        return edit

    await service.guild_configs.change(5, choose("en"))
    assert await readers.public(5, "de") is Lang.EN  # /setup language:en wins over Discord's
    await service.guild_configs.change(5, choose(""))
    assert await readers.public(5, "de") is Lang.DE


def test_typed_language_values() -> None:
    assert parse_language("de") == (True, Lang.DE) and parse_language(" Deutsch ") == (True, Lang.DE)
    assert parse_language("ENGLISH") == (True, Lang.EN)
    assert parse_language("auto") == (True, None) and parse_language("Automatisch") == (True, None)
    assert parse_language("klingon") == (False, None) and parse_language("qps") == (False, None)
    assert languages_line() == "English (`en`), Deutsch (`de`)"
    german = language_choices(Lang.DE)
    assert [(c.name, c.value) for c in german] == [("Automatisch", "auto"), ("English (en)", "en"), ("Deutsch (de)", "de")]
    assert [c.value for c in language_choices(Lang.EN, "deu")] == ["de"]
