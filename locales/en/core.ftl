### Menagerie's shared words (source language: English).
### What every cog shows: lobby, table chrome, errors, standings, history, rules and help chrome,
### settings, server setup and admin, reminders, turns. Ids start with "core-".
### How to write and translate a message: docs/languages.md.

## Languages

# Each language's name written in that language: the choices of /settings language and /setup language.
core-lang-name = English

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
