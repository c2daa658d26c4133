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

## Forums

# /play in a forum: the lobby opened as a new post; only the host sees this.
core-forum-lobby-open = Your lobby is open in a new post: { $link }
# /play in a forum: Discord refused the new post (a missing permission, a tag it needs).
core-forum-post-refused = I couldn't open a post in this forum, so no lobby was opened. Ask a moderator to let me create posts here, or use another channel.
# The bot's Send Messages permission, as Discord names it in a forum.
core-perm-create-posts = Create Posts
# A moderator closed the match's post: the match goes on in a new post (its first message).
core-forum-moved = 🔒 The post of { $title } #{ $match } was closed by a moderator; the match goes on in this new post.
