### Menagerie's shared words (source language: English).
### What every cog shows: lobby, table chrome, errors, standings, history, rules and help chrome,
### settings, server setup and admin, reminders, turns. Ids start with "core-".
### How to write and translate a message: docs/languages.md.

## Languages

# Each language's name written in that language: the choices of /settings language and /setup language.
core-lang-name = English

## Supplied text

# Shown for a name (a person's, a season's) or a typed text with nothing visible in it.
core-unnamed = (no name)
