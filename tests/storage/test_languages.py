"""Each person's language choice and last Discord locale (migration 013, issue 34), on both backends:
kept across reads, and neither write clobbers the other (a /settings change and a click at once)."""
from __future__ import annotations

from dataclasses import replace

from storage import StorageBackend
from storage.preferences import DEFAULT_PREFS, UserPrefs


async def test_a_language_choice_and_the_last_locale_are_kept_apart(storage: StorageBackend) -> None:
    store = storage.preferences
    assert (await store.get_prefs(7)).language == "" and (await store.get_prefs(7)).last_locale == ""
    await store.remember_locale(7, "de", 1.0)  # a stranger's first click: a row with the defaults and the locale
    assert await store.get_prefs(7) == replace(DEFAULT_PREFS, last_locale="de")
    await store.set_prefs(7, UserPrefs(reminders=False, language="en", last_locale="fr"), 2.0)
    got = await store.get_prefs(7)
    assert (got.reminders, got.language, got.last_locale) == (False, "en", "de")  # set_prefs never writes last_locale
    await store.remember_locale(7, "en-GB", 3.0)
    got = await store.get_prefs(7)
    assert (got.reminders, got.language, got.last_locale) == (False, "en", "en-GB")  # nor remember_locale the rest
    await store.set_dms(7, False, 4.0)
    assert (await store.get_prefs(7)) == UserPrefs(dms=False, reminders=False, language="en", last_locale="en-GB")
