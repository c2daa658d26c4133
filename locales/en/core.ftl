### Menagerie's shared words (source language: English).
### What every cog shows: lobby, table chrome, errors, standings, history, rules and help chrome,
### settings, server setup and admin, reminders, turns. Ids start with "core-".
### How to write and translate a message: docs/languages.md.

## Languages

# Each language's name written in that language: how /settings language and /setup language offer it.
core-lang-name = English
# A language's name in the reader's language, in a sentence. A new language adds its variant in every file.
core-lang = { $lang ->
    [en] English
    [de] German
   *[other] { $lang }
}
# The language: choice that follows Discord (the person's client language, or the server's).
core-lang-auto = Automatic
# A typed language: value that names no language. $languages: "English (`en`), Deutsch (`de`)".
core-lang-unknown = “{ $given }” is not a language here: choose { $languages }, or automatic.

## /settings language

core-settings-language = Language: **{ $language }** (`/settings language:`).
core-settings-language-auto = Language: automatic, your Discord language (**{ $language }** now) (`/settings language:`).
core-settings-language-set = You now read Menagerie in **{ $language }**: your panels, DMs, reminders and answers.
core-settings-language-auto-set = You now read Menagerie in your Discord language (**{ $language }** now).

## /setup language

core-setup-language-set = This server's lobbies, tables, thread posts and results are now in **{ $language }**, each from its next update.
core-setup-language-auto-set = This server's language is automatic again: its Discord language, else English (**{ $language }** now).
core-setup-show-language = Language
core-setup-show-language-auto = Automatic: { $language } now (the server's Discord language, else English).
