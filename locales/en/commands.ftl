### Slash commands: names, descriptions, options and choices (source language: English).
### Exactly the code's English (tests/e2e/test_command_languages.py compares them); the ids follow
### the command tree (cogs/lang/translator.py): cmd-<command>[-<subcommand>][-<option>], and
### cmd-choice-<choice's English name> for a choice, shared by every option offering it.
### Each message's value is the name, its .description attribute the description.

## /play
cmd-play = play
    .description = Open a lobby for a game in this channel.
cmd-play-game = game
    .description = Which game to play

## /games
cmd-games = games
    .description = List the lobbies and matches running on this server.

## /rejoin
cmd-rejoin = rejoin
    .description = Take back your seat from the bot that plays it.
cmd-rejoin-match = match
    .description = The match number (optional when one match here has your seat)

## /abandon
cmd-abandon = abandon
    .description = Leave a match you are playing; a bot takes your seat.
cmd-abandon-match = match
    .description = The match number (optional when you play only one here)

## /endmatch
cmd-endmatch = endmatch
    .description = Server admins: end a running match without a result.
cmd-endmatch-match = match
    .description = The match number (see /games)

## /standings
cmd-standings = standings
    .description = This server's ratings for a game.
cmd-standings-game = game
    .description = Which game
cmd-standings-season = season
    .description = Which season (default: the running one, else all time)

## /profile
cmd-profile = profile
    .description = A player's ratings, reputation and recent matches on this server.
cmd-profile-user = user
    .description = Whose profile (default: yours)

## /season
cmd-season = season
    .description = Server admins: start and end seasons.
cmd-season-start = start
    .description = Server admins: start a new season; every rating starts afresh.
cmd-season-start-name = name
    .description = The season's name, such as “Spring 2027” (a running season ends)
cmd-season-end = end
    .description = Server admins: end the running season; its standings are kept.

## /learn
cmd-learn = learn
    .description = Learn a game by playing a guided match against bots (only you see it).
cmd-learn-game = game
    .description = Which game to learn

## /rules
cmd-rules = rules
    .description = How a game is played here, with our house rules.
cmd-rules-game = game
    .description = Which game (in a match's thread: that match's game and settings)

## /help
cmd-help = help
    .description = What this bot does and how to play through its buttons.
cmd-help-game = game
    .description = A game, to see how its buttons work

## /sync
cmd-sync = sync
    .description = Owner only: re-sync the slash commands.

## /settings
cmd-settings = settings
    .description = Your preferences: language, DM copies, turn reminders, your time zone and quiet hours.
cmd-settings-dms = dms
    .description = Send you a DM copy of your panel in each match (default on)
cmd-settings-reminders = reminders
    .description = DM you when your turn starts in a match played over days, and when most of its time has gone…
cmd-settings-time-zone = time_zone
    .description = Your time zone, as an IANA name such as Europe/Berlin or America/New_York (default UTC)
cmd-settings-quiet = quiet
    .description = Hours with no reminders, in your time zone, e.g. 22-08 or 22:30-07:00; off for none
cmd-settings-language = language
    .description = Your language for panels, DMs, reminders and answers (default: automatic, your Discord language)

## /turns
cmd-turns = turns
    .description = Every match where it is your turn, soonest deadline first.

## /history
cmd-history = history
    .description = A finished match's moves, as the table announced them.
cmd-history-match = match
    .description = The match number (see /profile)

## /pause
cmd-pause = pause
    .description = Server admins: pause a match (its clocks stop, no moves).
cmd-pause-match = match
    .description = The match number (optional in its thread)

## /resume
cmd-resume = resume
    .description = Server admins: resume a paused match.
cmd-resume-match = match
    .description = The match number (optional in its thread)

## /removeplayer
cmd-removeplayer = removeplayer
    .description = Server admins: take a person out of a lobby.
cmd-removeplayer-member = member
    .description = Who to remove
cmd-removeplayer-match = match
    .description = The lobby number (optional where only one is open)

## /seattobot
cmd-seattobot = seattobot
    .description = Server admins: hand a person's seat to a bot.
cmd-seattobot-member = member
    .description = Whose seat
cmd-seattobot-match = match
    .description = The match or lobby number (optional where only one is here)

## /setup
cmd-setup = setup
    .description = Server admins: where and how games are played here.
cmd-setup-channels = channels
    .description = Where games may be opened.
cmd-setup-channels-add = add
    .description = Let games be opened in this channel.
cmd-setup-channels-add-channel = channel
    .description = A text channel or forum where /play may open lobbies
cmd-setup-channels-remove = remove
    .description = Stop games being opened in this channel.
cmd-setup-channels-remove-channel = channel
    .description = A channel on the list
cmd-setup-channels-anywhere = anywhere
    .description = Let games be opened in any channel.
cmd-setup-hosts = hosts
    .description = Who may host a lobby.
cmd-setup-hosts-add = add
    .description = Let members with this role host lobbies.
cmd-setup-hosts-add-role = role
    .description = Members with it may host (once a role is set, only those members and admins)
cmd-setup-hosts-remove = remove
    .description = Stop members with this role hosting lobbies.
cmd-setup-hosts-remove-role = role
    .description = A host role
cmd-setup-hosts-everyone = everyone
    .description = Let everyone host lobbies.
cmd-setup-defaults = defaults
    .description = A game's options for new lobbies.
cmd-setup-defaults-set = set
    .description = A game's option value for new lobbies on this server.
cmd-setup-defaults-set-game = game
    .description = Which game
cmd-setup-defaults-set-option = option
    .description = The option's name (e.g. turn_timeout_s); a wrong one lists them
cmd-setup-defaults-set-value = value
    .description = Its value as the lobby shows it (e.g. 5 min, on, 3)
cmd-setup-defaults-clear = clear
    .description = Back to the bot's own option values for new lobbies.
cmd-setup-defaults-clear-game = game
    .description = Which game
cmd-setup-defaults-clear-option = option
    .description = One option (leave out to clear all of this game's)
cmd-setup-show = show
    .description = This server's whole Menagerie configuration.
cmd-setup-results = results
    .description = Post a one-line result of every finished match here.
cmd-setup-results-channel = channel
    .description = Where results go (leave out to stop posting them)
cmd-setup-bots = bots
    .description = Whether bots may take seats in a game's lobbies.
cmd-setup-bots-game = game
    .description = Which game
cmd-setup-bots-allowed = allowed
    .description = Offer Add bot in its lobbies
cmd-setup-language = language
    .description = The language of this server's lobbies, tables, thread posts and results.
cmd-setup-language-language = language
    .description = A language, or automatic: the server's Discord language, else English

## Choices

cmd-choice-mission-wild-life = Mission: Wild Life
cmd-choice-rescue-animals = Rescue Animals
cmd-choice-wildlife = WildLife
cmd-choice-wildlife-adventure = Wildlife Adventure
cmd-choice-on = on
cmd-choice-off = off
