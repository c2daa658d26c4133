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

## Speeds, clocks and durations (cogs/shared/words.py)

core-duration-seconds = { $n } s
core-duration-minutes = { $n } min
core-duration-hours = { $n } h
core-duration-days = { $n ->
    [one] { $n } day
   *[other] { $n } days
}
# A turn timer of 0.
core-timer-none = none
# The absent count: timed-out turns in a row after which a bot takes the seat (0: never).
core-absent-turns = { $turns ->
    [0] never
    [one] { $turns } turn
   *[other] { $turns } turns
}
core-speed-live-untimed = Live, no turn timer
# $turn_based: "true" or "false"; $timer: "5 min".
core-speed-timed = { $turn_based ->
    [true] Turn-based
   *[false] Live
}, { $timer } a move
# $refill: "2 h", or "none" (no refill).
core-speed-banked = { $turn_based ->
    [true] Turn-based
   *[false] Live
}, { $timer } a move + a time bank of { $bank }{ $refill ->
    [none] {""}
   *[other] {" "}(+{ $refill } a move)
}
core-settings-speed-live = Speed: **Live**
core-settings-speed-turn-based = Speed: **Turn-based** (played over days; deadlines show in your own time zone)
core-settings-speed-real-time = Speed: **Live** — { $game } is played in real time, everyone at once, so it has no turn-based speeds.
# $timed: "true" when there is a timer, "false" for none.
core-settings-timer = Turn timer: **{ $timer }**{ $timed ->
    [true] {" "}a move
   *[false] {""}
}
core-settings-bank = Time bank: **{ $bank }** (extra time a slow move uses)
core-settings-bank-refill = Time bank: **{ $bank }** (extra time a slow move uses, +{ $refill } back after each move made in time)
core-settings-absent = Absent after: **{ core-absent-turns }**{ $turns ->
    [0] {""}
   *[other] {" "}timed out (then a bot plays the seat)
}
# The /standings season: choice for the all-time ratings.
core-all-time = All time

## The admin commands (/help for members with Manage Server)

core-admin-setup-show = **/setup show** — this server's whole configuration.
core-admin-setup-channels = **/setup channels add · remove · anywhere** — where games may be opened.
core-admin-setup-results = **/setup results [channel]** — where a one-line result of every finished match is posted.
core-admin-setup-hosts = **/setup hosts add · remove · everyone** — who may host a lobby.
core-admin-setup-defaults = **/setup defaults set · clear** — a game's lobby options for new lobbies.
core-admin-setup-bots = **/setup bots** — whether bots may take seats in a game.
core-admin-setup-language = **/setup language** — the language of lobbies, tables, thread posts and results.
core-admin-pause = **/pause · /resume [match]** — stop a match's clocks and moves, and start them again.
core-admin-removeplayer = **/removeplayer member [match]** — take a person out of a lobby.
core-admin-seattobot = **/seattobot member [match]** — hand a person's seat to a bot.
core-admin-endmatch = **/endmatch match** — end a running match without a result.
core-admin-season = **/season start · end** — start a season (every rating in /standings starts afresh), or end the running one.

## Games

# A match's thread (or forum post) name: "WildLife #12".
core-thread-name = { $game } #{ $match }

## The lobby message (cogs/shared/lobby_message.py, lobby_controls.py)

core-lobby-title = { $game } — lobby #{ $match }
core-lobby-seats = Seats ({ $seated }/{ $most }, needs { $least })
core-lobby-options = Options
core-lobby-status-name = Status
core-lobby-table = Table
# $host: the host's name.
core-lobby-footer = Host: { $host } · /rules for how to play
core-lobby-ready = Ready: the host can press **Start**
core-lobby-waiting = Waiting for players: { $n ->
    [one] { $n } more player
   *[other] { $n } more players
} needed
# $status: active, finished or cancelled.
core-lobby-status = { $status ->
    [active] Started — see the thread
    [finished] Finished
   *[cancelled] Cancelled
}
core-lobby-ranked = Ranked: **yes** (ratings change)
core-lobby-casual = Ranked: **no**, casual (ratings unchanged)
core-lobby-min-reputation = To join: finishes **≥ { $percent } %** of matches (new players welcome)
core-lobby-bots-barred = Bots: **not offered** here (a server admin's `/setup bots`)
core-lobby-reposted = 🧹 The lobby message was deleted; here it is again.
core-lobby-reposted-old = 🔁 The lobby message got too old to update; here it is again.
# A person's reputation beside their seat, in /standings and /profile.
core-reputation = finishes { $percent } %
core-reputation-new = new
core-lobby-join = Join
core-lobby-leave = Leave
core-lobby-add-bot = Add bot
core-lobby-start = Start
core-lobby-cancel = Cancel
core-lobby-joined = You joined the lobby.
core-lobby-left = You left the lobby.
# $level: easy, normal or hard.
core-lobby-bot-seated = { $name } took a seat at **{ core-bot-level }**. Its level:
core-lobby-bot-level = { $name } plays at **{ core-bot-level }**. Its level:
core-lobby-starting = The match is starting.
core-lobby-cancelled = The lobby was cancelled.
core-lobby-unknown-bot = That bot is not recognised.
core-lobby-unknown-choice = That choice is not recognised.
core-lobby-closed-already = This lobby has already started or closed.
core-lobby-option-updated = Option updated.
core-lobby-options-updated = Options updated.
# The ranking select: $ranked "true" or "false"; $percent the finish rate needed to join (0: anyone).
core-ranking-choice = { $ranked ->
    [true] Ranked
   *[false] Casual
} · { $percent ->
    [0] anyone may join
   *[other] finishes ≥ { $percent } % to join
}
core-ranking-chosen = { $choice }.
# The speed select's choices.
core-speed-choice-live-untimed = live, no turn timer
core-speed-choice-live = live, { $timer } a move
core-speed-choice-turn-based = turn-based, { $timer } a move + { $bank } bank
core-option-speed = Speed
core-option-absent = Absent after
core-option-variants-none = Variants: none

## /play, /games, /rejoin, /abandon (cogs/lobby.py)

core-lobby-ranking-private = Only you see this: ranked or casual, and who may join.
core-games-none = No game is running here. Start one with `/play`.
core-games-title = Games on this server
# One match: $status is lobby, active, finished or cancelled; $names the seated names; $link its thread (or nothing).
core-games-line = **#{ $match } { $game }** — { $status ->
    [lobby] lobby
    [active] running
    [finished] finished
   *[cancelled] cancelled
} — { $names } { $link }
core-games-more = and { $n } more
core-rejoin-none = No bot is playing a seat of yours here.
# $matches: "#3, #7".
core-rejoin-which = Say which match (yours: { $matches }).
core-rejoined = Your seat in match #{ $match } is yours again: press the table's button for your panel.
core-abandon-none = You are not playing any match on this server.
core-abandon-which = Say which match to leave (yours: { $matches }).
core-abandon-not-playing = You are not playing in that match.
core-abandon-left-lobby = You left lobby #{ $match }.
core-abandon-left-match = You left match #{ $match }; a bot plays your seat. It counts as a last place.

## /rules, /help, /sync (cogs/rules.py)

core-rules-title = How to play { $game }
core-rules-players = Players
core-rules-match-settings = This match's settings
core-rules-house-rules = House rules
core-rules-playing-here = Playing here
# A field's name when its lines go on in a second field.
core-rules-continued = { $name } (continued)
core-rules-footer = Start a lobby with /play · how the buttons work: /help · standings with /standings
core-rules-which-game = Say which game, or ask in a match's thread for that match's rules and settings.
core-rules-common-speed = A lobby's host chooses its speed: live (a few minutes a move, or no timer) or turn-based (12, 24 or 72 hours a move plus a time bank, played over days). When a move's time runs out a move is made for you; after the lobby's absent count of those in a row a bot plays your seat until you /rejoin.
# $grace: seconds.
core-rules-common-outage = If the bot itself is down, nobody can move: on turn-based speeds that time is not charged to anyone (the deadlines and reminders move by it, as after a pause); at live speeds a turn that ran out meanwhile gets { $grace } seconds after the bot is back.
core-rules-common-abandon = /abandon hands your seat to a bot; the match goes on and counts as a last place for you.
core-help-title = Menagerie: board games in Discord
core-help-play = **/play game:** opens a lobby in this channel: **Join**, **Add bot**, the host's option menus, then **Start**.
core-help-table = Each match gets a thread with a **table** message that everyone sees; its first button opens your own **private panel** (only you see it; if your DMs are open a copy arrives there too). Panels follow the game by themselves for 15 minutes; after that they say so, and the table's button gives you a fresh one.
core-help-lit = Only what you may do now is lit. A mistake or a button from an earlier turn gets a one-line explanation and changes nothing. Where there are many choices, pick a group first, or press ⌨️ and type it.
core-help-turns = You are pinged when it is your turn; a move is made for you when the turn time runs out. In matches played over days a DM reminds you (**/settings** sets your time zone and quiet hours); **/turns** lists every match where it is your turn.
core-help-rematch = **Rematch** on the final table opens a new lobby with the same game and options.
core-help-commands = **/abandon** hands your seat to a bot · **/standings** and **/profile** show ratings · **/rules** the rules and our house rules (in a match's thread: that match's settings) · **/games** what is running here.
core-help-admins = For server admins
core-help-playing = Playing { $game }
core-help-games = Games
core-help-no-games = none yet
core-help-footer = /help game: shows how a game's buttons work · /rules game: its rules
core-sync-owner-only = Only the bot's owner can sync commands.
core-sync-done = Synced { $n } commands.

## The table's clock (cogs/shared/turn_clock.py); $when and $starts are Discord timestamps

core-clock-field = ⏳ Clock
core-clock-line = { $name }: a move is made for them { $when }
core-clock-line-in-bank = { $name }: a move is made for them { $when } (using the time bank)
core-clock-line-bank = { $name }: a move is made for them { $when } (their { $bank } time bank starts { $starts })

## The service's thread lines about a person (cogs/shared/words.py SAID)

core-said-timed-out = { $name } ran out of time; a move was made for them.
# $why: left (used /abandon), left_server, admin (/seattobot), absent ($turns timed out in a row).
core-said-abandoned = { $why ->
    [left_server] { $name } left the server; a bot plays their seat.
    [admin] A server admin handed { $name }'s seat to a bot. They can take it back with /rejoin.
    [absent] { $name } let { $turns ->
        [one] 1 turn
       *[other] { $turns } turns in a row
    } run out; a bot plays their seat now. They can take it back with /rejoin.
   *[left] { $name } left the match; a bot plays their seat.
}
core-said-rejoined = { $name } is back and plays their seat again.
core-said-paused = ⏸️ { $name } paused the match: no moves until a server admin resumes it.
core-said-resumed = ▶️ { $name } resumed the match; the clocks run again.

## The table and its thread (cogs/table)

core-table-ended-by-admin = ⏹️ **Ended by a server admin** — no result, nobody's rating changed.
core-table-paused = ⏸️ **Paused by { $name }** — no moves until a server admin uses /resume.
# The thread's first post: $people mentions the seated people; $label the table's panel button.
core-table-welcome = { $people } — { $game } starts! Press **{ $label }** on the table to see yours privately.
core-table-reposted = 🧹 A moderator deleted the table message; here it is again.
core-table-admin-ended = ⏹️ A server admin ended this match; nobody's rating changed.

## Permissions (cogs/shared/permissions.py, cogs/table/refusals.py)

# A permission by the name Discord shows for it (send_messages in a forum: create_posts).
core-perm = { $perm ->
    [view_channel] View Channel
    [send_messages] Send Messages
    [send_messages_in_threads] Send Messages in Threads
    [embed_links] Embed Links
    [attach_files] Attach Files
    [create_posts] Create Posts
   *[other] { $perm }
}
core-perm-bold = **{ core-perm }**
# Two parts of a list: "A, B" ($rest may itself be a list).
core-list = { $first }, { $rest }
core-admin-only = Only members who can manage this server (Manage Server) can use this.
# $channels: channel mentions.
core-games-opened-in = Games are opened in { $channels } on this server.
# $roles: the role names, bold.
core-hosts-only = Only members with { $roles } may host a game here; join someone's lobby instead.
# $permissions: the missing permissions' names, bold, joined.
core-cannot-run-here = I can't run a game here: I'm missing { $permissions } in this channel. Ask a moderator, or use another channel.
core-cannot-use-channel = I can't use { $channel }: I'm missing { $permissions } there. Give me that, or pick another channel.
core-perm-lost-thread = 🔒 I'm missing { $permissions } in the match thread, so the match goes on here. A moderator can give it back.
# $title: "WildLife #12".
core-perm-lost-text = ⚠️ I'm missing { $permissions } here, so { $title } is shown as text. A moderator can give it back.
core-perm-lost-channel = ⚠️ I can no longer post in { $channel }, where { $title } is played (I'm missing { $permissions }). Moves still work from your DM copy of the panel; a moderator can give the permission back.
# A match whose place is gone, on every message that can still say so. $place: server, thread or channel.
core-place-gone-line = ⏹️ **{ $title } ended** — { $place ->
    [server] The bot was removed from the server
    [thread] The thread this match was played in was deleted
   *[channel] The channel this match was played in was deleted
}, so it ended without a result; nobody's rating changed.

## Rematch (cogs/shared/rematch.py)

core-rematch = Rematch
core-rematch-not-over = A rematch can be asked for once the match is over.
core-rematch-not-player = Only the players of match #{ $match } can ask for its rematch.
core-rematch-joined = You are in the rematch lobby #{ $match }; the host starts it.
# On the new lobby: $people mentions the old table's people.
core-rematch-asked = 🔁 Rematch of #{ $match }, asked by { $name }. { $people } press **Join** (or Rematch on the old table) to play again.
core-rematch-open = Rematch lobby #{ $match } is open: { $link }
core-rematch-open-ranking = Rematch lobby #{ $match } is open: { $link } — ranked or casual, and who may join:

## Turn mentions and DM copies (cogs/table/mentions.py, copies.py)

# $who: a mention; $when: a Discord timestamp.
core-turn-ping = { $who }, your turn.
core-turn-ping-timed = { $who }, your turn (move made for you { $when }).
# A DM copy this process cannot take clicks for. $label: the table's panel button.
core-copy-play-on-table = To play, press **{ $label }** on the table in the match thread.
# An old message pointing to the one that replaced it. $what: table, copy or lobby.
core-moved-to = ➡️ This { $what ->
    [copy] copy
    [lobby] lobby
   *[table] table
} moved: { $link }

## A finished match's footer (cogs/kit/text.py standings_footer)

core-standings-footer = Standings are updated: /standings
core-standings-footer-casual = Casual match: ratings unchanged · /standings

## Turn-based reminders (cogs/reminders): a DM in the person's language, a thread mention in the server's

# $kind: start (the turn began) or late (most of the time is gone); $title "WildLife #12"; $asked what the person is asked to do ("play a card").
core-reminder-head = { $kind ->
    [late] ⌛ **Most of your time is gone**
   *[start] ⏰ **Your turn**
} in **{ $title }**{ $where }: { $asked }.
# $when: the deadline as Discord timestamps.
# $where: core-reminder-on-server, or nothing.
core-reminder-on-server = {" "}on **{ $server }**
core-reminder-move-by = Move by { $when }, or a move is made for you.
core-reminder-thread-link = Thread: { $link }
core-reminder-turn-end = the end of your turn
# In the match thread instead of DMs. $why: closed (their DMs are closed) or off (reminders off: the one mention).
core-reminder-thread = ⏰ { $who }, your turn: { $asked }. Move by { $when }, or a move is made for you. { $why ->
    [off] (Your reminders are off, so this is your one mention; `/settings reminders:on` sends DMs.)
   *[closed] (Your DMs are closed, so your reminder comes here.)
}

## Live reminders in the thread (cogs/reminders/live.py)

core-reminder-live = ⏰ { $who }, your turn runs out { $when }: then a move is made for you.
core-reminder-live-soon = ⏰ { $who }, your turn runs out soon: then a move is made for you.

## /settings (cogs/preferences.py, cogs/shared/reminder_times.py); $on: "true" or "false"

core-settings-dms = DM copies of your panels: **{ $on ->
    [true] on
   *[false] off
}** (`/settings dms:`).
core-settings-reminders = Turn reminders: **{ $on ->
    [true] on
   *[false] off
}** (`/settings reminders:`).
# $zone: an IANA time zone name; $clock: the time there now ("21:04").
core-settings-zone = Time zone: **{ $zone }**, now { $clock } (`/settings time_zone:Europe/Berlin`).
core-settings-quiet = Quiet hours: **{ $quiet }** (`/settings quiet:22-08`, or `quiet:off`).
core-quiet-none = none
# $why: what was wrong with the typed value.
core-settings-unchanged = { $why } Nothing was changed.
core-settings-reminders-set = { $on ->
    [true] Turn reminders are **on**: a DM when your turn starts in a match played over days, and another when most of its time has gone.
   *[false] Turn reminders are **off**: no reminder DMs (the thread still mentions you at your turn).
}
core-settings-zone-set = Time zone: **{ $zone }** (it is { $clock } there now).
core-settings-quiet-set = Quiet hours: **{ $quiet }**; reminders that fall in them wait for their end (deadlines do not move).
core-settings-quiet-none = Quiet hours: **none**.
core-settings-dms-on = DM copies are **on**: your panel comes to your DMs again from the next move.
# $closed: how many running matches' copies were closed (0: none).
core-settings-dms-off = DM copies are **off**: open your panel with the table's button.{ $closed ->
    [0] {""}
    [one] {" "}The copies of { $closed } running match were closed.
   *[other] {" "}The copies of { $closed } running matches were closed.
}
# On a DM copy closed by /settings dms:off.
core-settings-copy-closed = DM copies are off (`/settings dms:on` brings them back). Play with the table's button in the match thread.
# A typed time zone that names none.
core-zone-unknown = “{ $given }” is not a time zone I know. Use a name such as Europe/Berlin, America/New_York or Asia/Tokyo.
# $best: the closest name; $others: more close names.
core-zone-close = “{ $given }” is not a time zone I know. Did you mean { $best }?
core-zone-closes = “{ $given }” is not a time zone I know. Did you mean { $best }? (Also close: { $others }.)
core-quiet-unreadable = “{ $given }” is not a span of hours. Write it like `22-08` or `22:30-07:00`, or `off`.
core-quiet-range = Hours go from 0 to 24 and minutes from 0 to 59, as in `22-08` or `22:30-07:00`.
core-quiet-empty = Quiet hours must start and end at different times (`off` turns them off).

## /turns (cogs/turns.py); $everywhere: "true" asked in DMs (every server), "false" in a server

core-turns-title = Your turn{ $everywhere ->
    [true] {" "}— every server
   *[false] {""}
}
core-turns-none = It isn't your turn { $everywhere ->
    [true] in any match
   *[false] in any match on this server
}. `/play` opens a new lobby.
# One match: $title "WildLife #12"; $where core-turns-on-server (in DMs) or nothing; $asked what to do;
# $when core-turns-by or core-turns-no-deadline; $thread core-turns-thread or nothing; $panel core-turns-from-table or nothing.
core-turns-line = **{ $title }**{ $where }: { $asked }, { $when }{ $thread }{ $panel }
core-turns-on-server = {" "}on **{ $server }**
core-turns-on-unseen-server = {" "}on a server this part of the bot cannot see
core-turns-by = by { $when }
core-turns-no-deadline = no deadline
core-turns-thread = {" "}· [thread]({ $link })
core-turns-from-table = {" "}· open it from the table in its thread
core-turns-more = …and { $n } more, with later deadlines.
core-turns-elsewhere = Matches marked “open it from the table” run on another shard of the bot: they are listed as last saved, and their panel opens from the table in their thread.

## /history (cogs/history.py): rendered from the stored events when read, in the reader's language

core-history-no-match = There is no match #{ $match } on this server.
# $status: lobby, active or cancelled.
core-history-not-finished = Match #{ $match } is { $status ->
    [lobby] a lobby
    [active] still running
   *[cancelled] cancelled
}; its history opens once it has finished.
core-history-title = History — { $game } #{ $match }
core-history-start = **Start** · { $moves }
# A move with no public event. $name: who made it, or "none".
core-history-hidden = { $name ->
    [none] a hidden choice
   *[other] { $name }: a hidden choice
}
core-history-bot-played = 🤖 A bot played part of this match for: { $names }
core-history-empty = No moves were recorded.
core-history-footer = page { $page }/{ $pages } · public moves only
core-history-previous = ◀ Previous
core-history-next = Next ▶

## /standings and /profile (cogs/standings.py)

# $games: rated games so far, or -1 on a line that shows the count already.
core-rating-provisional = skill estimate { NUMBER($mu, minimumFractionDigits: 1, maximumFractionDigits: 1) } (provisional{ $games ->
    [-1] {""}
    [one] , { $games } game
   *[other] , { $games } games
})
core-rating = rating { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }
core-former-player = a former player
# $running: "true" or "false" (an ended season's standings are final).
core-season-scope = Season { $name }{ $running ->
    [true] {""}
   *[false] {" "}(final)
}
core-season-unknown = This server has no season called “{ $name }”. Its seasons: { $seasons }.
core-season-unknown-none = This server has no season called “{ $name }”. It has had no season yet.
core-standings-title = Standings — { $game } · { $scope }
core-standings-line = { $rank }. { $name } — { $rating } · { $games ->
    [one] { $games } game
   *[other] { $games } games
} · { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
} · avg place { NUMBER($place, minimumFractionDigits: 2, maximumFractionDigits: 2) }
core-standings-empty = { $season ->
    [true] Nobody has finished a ranked match of this game in this season yet.
   *[false] Nobody has finished a match of this game here yet.
}
core-standings-you = You: #{ $rank } of { $total }, { $rating }
core-standings-you-none = You have no rated match of this game yet.
core-standings-footer-page = { $you } · page { $page }/{ $pages }
core-standings-gone = Those standings are no longer available.
core-season-choice = { $name }{ $running ->
    [true] {" "}(running)
   *[false] {""}
}
core-profile-title = Profile — { $name }
core-profile-game = { $rating } (#{ $rank })
    { $games ->
        [one] { $games } game
       *[other] { $games } games
    } · { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }
core-profile-place = Average place { NUMBER($place, minimumFractionDigits: 2, maximumFractionDigits: 2) }
core-profile-reputation = Reputation: **{ $reputation }** ({ $finished } of { $matches ->
    [one] { $matches } match
   *[other] { $matches } matches
} finished)
# $needed: matches before a finish rate is shown.
core-profile-reputation-new = Reputation: **new** ({ $matches ->
    [one] { $matches } match
   *[other] { $matches } matches
} so far; a finish rate is shown from { $needed })
core-profile-season = Season **{ $name }** running since { $since }
core-profile-no-match = no match yet
# $number: "#12" (linked); $casual "true" for a casual match; $when a Discord timestamp.
core-profile-recent = { $number } { $game }: place { $place } of { $players }{ $casual ->
    [true] {" "}· casual
   *[false] {""}
} ({ $when })
core-profile-history-hint = Moves of a match: `/history match:<number>`
core-profile-recent-title = Recent matches
core-profile-none = No rated matches on this server yet. Start one with `/play`.
## A lobby option's value not among its choices (cogs/kit/ui.py: option_text)

core-option-ms = { $n } ms
core-option-seconds = { $n } s
core-option-default = default
core-option-on = on
core-option-off = off
