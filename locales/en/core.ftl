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
