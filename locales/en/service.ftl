### The match service's words (engine/service): its refusals, the IllegalAction / MatchError codes
### it raises, each shown to the person who asked, in their language (cogs.lang.words.refusal).
### Ids start with "service-". How to write and translate a message: docs/languages.md.
### $match is a match number (text); $name a person's or a bot's name, $game, $level, $option and
### $got what someone typed or chose: all made inert before they are placed here.

## Playing a move (engine/service/actions.py, live.py, timers.py)

service-match-gone = That match is over or doesn't exist.
service-restarting = The bot is restarting; try again in a moment.
service-match-not-running = This match is not running.
service-paused = This match is paused by { $name }; no moves until a server admin resumes it.
service-not-playing = You are not playing in this match.
service-stale = That was chosen before the last move; nothing was played.
service-not-your-turn = It is not your turn.

## Reading a match (engine/service/match_service.py)

service-match-not-started = This match has not started yet.
service-match-unknown = That match doesn't exist.
service-match-never-started = That match doesn't exist or never started.
service-game-gone = That game is no longer offered here.

## Lobbies (engine/service/lobbies.py)

service-no-such-game = There is no game called “{ $game }”.
service-lobby-closed = This lobby has already started or closed.
service-host-only = Only the host can do that.
service-lobby-already-in = You are already in this lobby.
service-lobby-not-in = You are not in this lobby.
service-lobby-full = This lobby is full ({ $most } players).
# $least: the finish rate (per cent) the lobby asks for; $rate: the person's on this server;
# $finished of $matches: their matches here.
service-lobby-reputation = This lobby asks for a finish rate of at least { $least } %; yours here is { $rate } % ({ $finished } of { $matches } { $matches ->
        [one] match
       *[other] matches
    } finished).
service-bot-level-unknown = There is no bot level “{ $level }” (choose Easy, Normal or Hard).
service-bots-barred = Bots may not take seats in this game on this server (a server admin's /setup).
service-bot-gone = { $name } is no longer in this lobby.
service-bot-none = There is no bot to remove.
# $most: the longest live turn timer, in seconds.
service-real-time-speed = This game is played in real time, everyone at once, so it has no turn-based speeds. Choose a live turn timer: 0 to { $most } s.
service-start-players = This game needs { $least }–{ $most } players; this lobby has { $seated }. Invite someone or add a bot.
service-start-options = The match can't start with these options: one of them names a seat this lobby doesn't have (such as the first player). Change it, or invite more players.
service-abandon-lobby = This match has not started; use **{ core-lobby-leave }** instead.
service-rejoin-none = You have no seat to take back in this match.

## Lobby options and the service's settings (engine/service/match_settings.py, guild_config.py)

# $options: the option names there are, comma-separated, as typed in /setup defaults.
service-option-unknown = This game has no option “{ $option }” (its options: { $options }).
# $option: the option's name; $kind bool, whole (number), number or other; $range "<low>-<high>",
# each side ge (from), gt (more than), le (up to), lt (below) or none, with the bounds $lo and $hi;
# $optional yes when it may be left unset; $got the value given.
service-option-value = That value doesn't fit: `{ $option }` must be { $kind ->
        [bool] on or off (true/false)
        [whole] a whole number
        [number] a number
       *[other] one of the values the lobby offers
    }{ $range ->
        [ge-le] {" "}from { $lo } to { $hi }
        [gt-le] {" "}more than { $lo } and up to { $hi }
        [ge-lt] {" "}from { $lo } to below { $hi }
        [gt-lt] {" "}more than { $lo } and below { $hi }
        [ge-none] {" "}of at least { $lo }
        [gt-none] {" "}more than { $lo }
        [none-le] {" "}up to { $hi }
        [none-lt] {" "}below { $hi }
       *[none-none] {""}
    }{ $optional ->
        [yes] {" "}or none (default)
       *[no] {""}
    } (got { $got }).
service-options-invalid = Those options don't fit together; choose them again in the lobby.
# $setting: which of the service's own settings; $got the value given.
service-setting-value = That value doesn't fit: { $setting ->
        [turn_timeout_s] Turn timer: seconds from 0 (none) to 259200 (72 h), e.g. 60 (1 min), 300 (5 min), 3600 (1 h), 86400 (24 h)
        [absent_after] Absent after: timed-out turns in a row from 0 (never) to 10
        [time_bank_s] Time bank: seconds from 0 (none) to 604800 (7 days)
        [bank_refill_s] Bank refill: seconds a move from 0 to 86400 (24 h)
        [ranked] Ranked: true (the result changes ratings) or false (casual: it counts for reputation only)
       *[min_reputation] Minimum finish rate to join: whole per cent from 0 (anyone) to 100
    } (got { $got }).

## Server admins (engine/service/moderating.py, guild_configs.py; /pause, /resume, /removeplayer,
## /seattobot, /setup, /season)

service-pause-not-running = Match #{ $match } is not running, so it cannot be paused.
service-pause-already = Match #{ $match } is already paused (by { $name }).
service-resume-not-paused = Match #{ $match } is not paused.
service-remove-started = #{ $match } has started; hand the seat to a bot instead.
service-remove-not-in-lobby = That person is not in lobby #{ $match }.
service-hand-no-seat = That person plays no seat in #{ $match }.
service-match-over = Match #{ $match } is over.
service-hand-last-person = A lobby needs at least one person: remove the lobby with **{ core-lobby-cancel }** instead.
service-config-busy = This server's configuration was being changed elsewhere at the same moment; nothing was changed, please try again.
service-season-taken = This server already had a season called “{ $name }”; pick another name.
service-season-none = No season is running on this server; start one with `/season start`.
