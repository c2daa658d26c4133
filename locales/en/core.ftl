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
core-panel-match-over = This match is over.
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

## When the bot or what a person used is gone

# A command or button used in a server the bot is not in (it was removed, or a command installed to
# a person's account). $invite: the link that adds the bot to that server.
core-bot-absent = I'm not in this server any more, so Menagerie's commands and buttons don't work here. Someone who can manage the server can invite me again: { $invite }
# A click or command whose message, channel or thread was deleted while it was answered.
core-place-gone = What you used was deleted meanwhile (its message, channel or thread), so nothing was done.
# A match that takes no more moves. $game: the game's title; $match: the match number.
core-match-over = { $game } #{ $match } is over; its table shows the result.
# $place: "thread" or "channel", where the match was played.
core-match-ended-place = { $game } #{ $match } ended without a result: the { $place ->
        [thread] thread
       *[channel] channel
    } it was played in was deleted. Nobody's rating changed.
core-match-ended = { $game } #{ $match } was ended without a result. Nobody's rating changed.
core-lobby-closed = The lobby for { $game } #{ $match } was closed.
# Before one of the lines above when the person's own move was made just before the match ended. $why: that line.
core-move-made-then = Your move was made. { $why }

## Supplied text

# Shown for a name (a person's, a season's) or a typed text with nothing visible in it.
core-unnamed = (no name)

## Forums

# /play in a forum: the lobby opened as a new post; only the host sees this.
core-forum-lobby-open = Your lobby is open in a new post: { $link }
# /play in a forum: Discord refused the new post (a missing permission, a tag it needs).
core-forum-post-refused = I couldn't open a post in this forum, so no lobby was opened. Ask a moderator to let me create posts here, or use another channel.
# The bot's Send Messages permission, as Discord names it in a forum.
core-perm-create-posts = Create Posts
# A moderator closed the match's post: the match goes on in a new post (its first message).
core-forum-moved = 🔒 The post of { $title } #{ $match } was closed by a moderator; the match goes on in this new post.

## Taking back a move (issue 36): the Undo button, why a move can no longer be taken back,
## the lobby option, /rules, the thread and /history (cogs/kit/undo.py, cogs/rules.py,
## cogs/table/taken_back.py, cogs/history.py)

# The panel's button; $what is the move in the game's words ("expand to D4").
core-undo-button = Undo: { $what }
# $what for a game that does not name its moves.
core-undo-what = your last move
# A kind of move in /rules for a game that does not name its kinds ($kind: the engine's word).
core-undo-kind = { $kind }
core-undo-taken-back = That move has already been taken back.
core-undo-other-seat = That move can no longer be taken back: another player has moved since.
core-undo-turn-over = That move can no longer be taken back: your turn has moved on.
core-undo-revealed = That move can no longer be taken back: something hidden was shown or drawn, or chance was used, since.
core-undo-scoring = That move can no longer be taken back: a scoring has happened since.
core-undo-not-own = Only a move you made yourself can be taken back.
core-undo-late = Too late to take that back: your time for it has run out.
# The lobby option (on by default) and its two values.
core-undo-option = Take back moves
core-undo-option-on = On
core-undo-option-off = Off
# /rules: the section and its lines (engine RuleLine ids undo.*); $kinds and $moments are lists
# already joined with commas.
core-undo-rules-title = Taking back a move
core-undo-rule-take-back = On your turn you may take back, one at a time: { $kinds }.
core-undo-rule-simultaneous = You may take back { $kinds } until every player has chosen.
core-undo-rule-never = Never taken back: { $kinds }.
core-undo-rule-closed-by = A move can no longer be taken back once any of these happens: { $moments }.
core-undo-moment = { $moment ->
    [card_played] a card from a hand is played
    [auction_opened] an auction opens
    [cards_drawn] cards are drawn
    [scoring] a scoring happens
    [other_seat_acted] another player acts
    [chance_card] a chance card is turned
    [animal_card_laid_down] an animal card is laid down
    [card_drawn] a card is drawn or given
    [turn_ended] the turn ends
   *[other] { $moment }
}
core-undo-rule-clock = Taking back gives no time back: your deadline is the one you had before the move.
core-undo-rule-lobby-option = The host can switch taking back off in the lobby.
core-undo-rule-none = { $why ->
   *[real_time] Nothing can be taken back: everyone plays at once, in real time.
}
core-undo-rule-button = Press ↩️ Undo on your panel: it names the move it takes back, and only appears while that move may be taken back.
# The thread post of a move taken back, edited: its lines struck through, then this line.
core-undo-post-taken-back = ↩️ { $name } took this back.
# /history: after a move taken back, and the line of the undo itself ($number: the move's number).
core-undo-history-mark = ↩️ taken back
core-undo-history-undo = ↩️ { $name } takes back move { $number }.

## Results

# A finished match's footer: ratings updated, or a casual match (the lobby's "ranked" off) that leaves them unchanged.
core-standings-footer = { $casual ->
    [yes] Casual match: ratings unchanged · /standings
   *[no] Standings are updated: /standings
}
