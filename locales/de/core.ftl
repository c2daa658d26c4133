### Menageries gemeinsame Wörter (übersetzt aus locales/en/core.ftl).
### Ids beginnen mit "core-". Wie man übersetzt: docs/languages.md.

## Languages

core-lang-name = Deutsch
core-lang = { $lang ->
    [en] Englisch
    [de] Deutsch
   *[other] { $lang }
}
core-lang-auto = Automatisch
core-lang-unknown = „{ $given }“ ist hier keine Sprache: wähle { $languages } oder automatisch.

## /settings language

core-settings-language = Sprache: **{ $language }** (`/einstellungen sprache:`).
core-settings-language-auto = Sprache: automatisch, deine Discord-Sprache (jetzt **{ $language }**) (`/einstellungen sprache:`).
core-settings-language-set = Du liest Menagerie jetzt auf **{ $language }**: deine Panels, DMs, Erinnerungen und Antworten.
core-settings-language-auto-set = Du liest Menagerie jetzt in deiner Discord-Sprache (jetzt **{ $language }**).

## /setup language

core-setup-language-set = Lobbys, Tische, Thread-Beiträge und Ergebnisse dieses Servers sind jetzt auf **{ $language }**, jeweils ab ihrer nächsten Aktualisierung.
core-setup-language-auto-set = Die Sprache dieses Servers ist wieder automatisch: seine Discord-Sprache, sonst Englisch (jetzt **{ $language }**).
core-setup-show-language = Sprache
core-setup-show-language-auto = Automatisch: jetzt { $language } (die Discord-Sprache des Servers, sonst Englisch).
