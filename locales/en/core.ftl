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

## Errors (every cog)

core-apology = Sorry, something went wrong on our side. Nothing was changed; please try again.
core-unknown-command = That command is no longer part of Menagerie (it was left by an older version). Type **/** to see the current commands.
core-cannot-use-here = You can't use this command here.
core-moved-on-reply = The match moved on while your click was handled (it may already have been made); have a look at it before trying again.

## The table kit: panels, buttons, choosers (cogs/kit)

core-unknown-button = That button is not recognised (it may be from an older panel): press the table's button for a fresh one.
core-no-match = That match doesn't exist.
core-match-gone = That match is over or doesn't exist.
core-not-playing = You are not playing in this match; the table message shows everything public.
core-match-over = This match is over.
core-stale-button = That button was from an earlier turn; here is your panel now.
core-move-made = Your move was made, but this panel could not be redrawn: press 🔄 Refresh.
core-moved-on = The match moved on while your click was handled (your move may already have been made, e.g. by the bot's other process); here it is as it stands now.
core-copy-replaced = That copy of your panel was replaced by a newer one; here is your panel as it is now.
core-panel-out-of-date = ⌛ **This panel no longer updates** (Discord lets a bot update a private message for 15 minutes). Press **{ $label }** on the table for a fresh one.
core-panel-replaced = ⌛ **A newer panel is open** — this one no longer updates.
core-refresh = Refresh
core-action-not-recognised = That action is not recognised.
core-your-choice = Your choice
core-type-it = Type it
# A chooser's first select, for more than 25 options: $placeholder is what it chooses ("Choose a space").
core-pick-group = { $placeholder }: first pick a group
core-full-map = Full map
core-full-map-spectator = 🗺️ The whole map (only you see this). Press **{ $label }** on the table to play.
# What reminders and /turns say a seat is asked to do, when a game says nothing more precise.
core-asked-move = make your move

## Seats

core-seat-nobody = nobody
core-seat-number = Seat { $seat }
core-seat-left = { $name } (left, bot plays)
core-seat-bot-played = { $name } (a bot played part)
core-bot-level = { $level ->
    [easy] Easy
    [hard] Hard
   *[normal] Normal
}

## Taking back a move (engine/undo.py's refusals)

core-undo-off = Taking back moves is switched off in this match.
core-undo-unknown = There is no such move to take back.
core-undo-stale = That move can no longer be taken back.
core-undo-not-yours = You can only take back your own moves.
core-undo-not-latest = Take back your most recent move first.
core-undo-closed = That move can no longer be taken back: its moment has passed.
core-undo-changed = That move can no longer be taken back: the table has changed since.
