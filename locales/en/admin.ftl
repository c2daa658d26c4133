### Menagerie's words for server admins (issue 34): /setup (cogs/server_setup.py), the moderators'
### commands (cogs/moderation.py) and /season (cogs/seasons.py). Ids start with "admin-".
### Answers and refusals are private, in the admin's own language; the results channel's lines, a
### season's start and end, and the note of a closed match thread are public, in the server's.
### Names of channels, roles, people and seasons are arguments, never translated.

## /setup show

admin-show-title = Menagerie on this server
admin-show-where = Games may be opened in
admin-show-where-anywhere = Anywhere (no channel set).
admin-show-where-all-deleted = Every configured channel is deleted, so games may be opened **anywhere**.
admin-show-where-some-deleted = Deleted channels are left out.
admin-show-results = Results
admin-show-results-none = Not posted (no channel set).
# $channel: a deleted channel (admin-channel-deleted).
admin-show-results-deleted = { $channel }: results are **not posted** until another is set.
admin-show-hosts = Who may host
# $roles: role mentions, joined with commas.
admin-show-hosts-roles = { $roles } (and server admins)
admin-show-hosts-all-deleted = { $roles } — every role is deleted, so **everyone** may host.
admin-show-hosts-everyone = Everyone.
admin-show-defaults = Defaults for new lobbies
admin-show-defaults-more = Defaults (continued)
admin-show-defaults-none = The bot's own (none set).
# One game's defaults: "**WildLife:** Turn timer **24 h**, **no bots**".
admin-show-game-defaults = **{ $game }:** { $defaults }
admin-show-default = { $option } **{ $value }**
admin-show-no-bots = **no bots**
admin-show-footer = Change with /setup channels, results, hosts, defaults, bots, language
# A configured channel or role that was deleted; $id: its Discord id.
admin-channel-deleted = ~~#deleted-channel~~ ({ $id }, deleted)
admin-role-deleted = ~~deleted role~~ ({ $id })
# "<@&1> or <@&2>": $rest may itself be such a list.
admin-or = { $first } or { $rest }

## /setup channels

admin-channels-added = Added { $channel }: games may now be opened in { $channels }.
admin-channels-already = { $channel } is already a games channel; nothing changed.
admin-channels-full = At most { $max } games channels; remove one first.
admin-channels-removed = Removed { $channel }: games may now be opened in { $channels }.
admin-channels-removed-anywhere = Removed { $channel }: games may now be opened in any channel.
admin-channels-not-listed = { $channel } is not a games channel; nothing changed.
admin-channels-anywhere = Games may now be opened in any channel (the channel list is cleared).
admin-channels-anywhere-already = Games may already be opened anywhere; nothing changed.

## /setup results

admin-results-set = Results of finished matches are now posted in { $channel }.
admin-results-off = Results of finished matches are no longer posted.
# The results channel's line of a finished match (public: the server's language).
# $seats: admin-result-seat lines joined with " · ".
admin-result = 🏁 **{ $game }** #{ $match }: { $seats }
admin-result-link = { $result } — { $link }
admin-result-seat = { $place }. { $name } ({ $score })
admin-result-seat-left = { $place }. { $name } ({ $score }) (left)

## /setup hosts

admin-hosts-added = Added { $role }: lobbies may now be hosted by members with { $roles } (and server admins).
admin-hosts-already = { $role } may already host; nothing changed.
admin-hosts-full = At most { $max } host roles; remove one first.
admin-hosts-everyone-hint = For everyone, use /setup hosts everyone.
admin-hosts-removed = Removed { $role }: lobbies may now be hosted by members with { $roles } (and server admins).
admin-hosts-removed-everyone = Removed { $role }: lobbies may now be hosted by everyone.
admin-hosts-not-listed = { $role } is not a host role; nothing changed.
admin-hosts-everyone = Everyone may now host lobbies (the host roles are cleared).
admin-hosts-everyone-already = Everyone may already host; nothing changed.

## /setup defaults and /setup bots

# $option: the option as the lobby names it ("Turn timer"); $value: its value in words.
admin-defaults-set = New { $game } lobbies now start with { $option } **{ $value }**.
admin-defaults-cleared = New { $game } lobbies now start with the bot's own value for { $option }.
admin-defaults-cleared-all = New { $game } lobbies now start with the bot's own value for every option.
admin-defaults-not-set = No such { $game } default is set; nothing changed.
# $option: what was typed; $options: the option names /setup defaults set takes, as code.
admin-defaults-no-option = { $game } has no option “{ $option }”; its options: { $options }.
# $accepts: admin-accepts-…; $got: the value as typed.
admin-defaults-misfit = That default doesn't fit: { $option } must be { $accepts } (got { $got }).
admin-bots-allowed = Bots may now take seats in { $game } lobbies.
admin-bots-barred = Bots may no longer be added to { $game } lobbies (a bot still takes the seat of someone who leaves).
# The options every game has (the service's own), as /setup names them.
admin-option = { $field ->
    [turn_timeout_s] Turn timer
    [absent_after] Absent after
    [time_bank_s] Time bank
    [bank_refill_s] Bank refill
    [ranked] Ranked
   *[min_reputation] Minimum finish rate to join
}
admin-value-ranked = { $ranked ->
    [true] yes (ratings change)
   *[false] no (casual)
}
admin-value-min-reputation = { $percent ->
    [0] anyone
   *[other] finishes ≥ { $percent } %
}
admin-value-none = none
admin-value-number = { $n }
# What an admin may type as a value, besides the lobby's own labels: comma-separated, any case.
# Never shown; every language's words are accepted, whoever types them.
admin-typed-on = on, true, yes
admin-typed-off = off, false, no
admin-typed-none = none, null, default
# What an option accepts. $number: admin-accepts-number; $low, $high: its bounds;
# $bounds: which bounds it has (ge: from, gt: over, le: up to, lt: below).
admin-accepts-bool = on or off
admin-accepts-number = { $whole ->
    [true] a whole number
   *[false] a number
}
admin-accepts-bounds = { $bounds ->
    [ge-le] { $number } from { $low } to { $high }
    [gt-le] { $number } over { $low } and up to { $high }
    [ge-lt] { $number } from { $low } to below { $high }
    [gt-lt] { $number } over { $low } and below { $high }
    [ge] { $number } of at least { $low }
    [gt] { $number } over { $low }
    [le] { $number } up to { $high }
    [lt] { $number } below { $high }
   *[none] { $number }
}
admin-accepts-optional = { $accepts } or none (default)
# The service's own options. $max: the largest value; $span: it as a span ("72 h"); $live, $days:
# two speeds as the lobby shows them ("5 min", "24 h").
admin-accepts-setting = { $field ->
    [turn_timeout_s] seconds from 0 (none) to { $max } ({ $span }), or a turn timer such as { $live } or { $days }
    [absent_after] timed-out turns in a row from 0 (never) to { $max }
    [time_bank_s] seconds from 0 (none) to { $max } ({ $span })
    [bank_refill_s] seconds a move from 0 to { $max } ({ $span })
    [ranked] on (the result changes ratings) or off (casual: it counts for reputation only)
   *[min_reputation] a whole per cent from 0 (anyone) to { $max }
}

## /pause, /resume, /removeplayer, /seattobot, /endmatch

admin-no-such-match = There is no running match or lobby #{ $match } on this server.
# $what: running (a running match), lobby (an open lobby) or any (either).
admin-say-which = { $what ->
    [running] Say which running match (see /games).
    [lobby] Say which open lobby (see /games).
   *[any] Say which match or lobby (see /games).
}
admin-none-here = { $what ->
    [running] There is no running match here; say which (see /games).
    [lobby] There is no open lobby here; say which (see /games).
   *[any] There is no match or lobby here; say which (see /games).
}
admin-paused = Match #{ $match } is paused: its clocks stopped and no moves are taken until you /resume it.
admin-resumed = Match #{ $match } is running again; every turn clock kept the time it had left.
admin-removed = { $name } was removed from lobby #{ $match }.
# $running: "true" in a running match (the person may take the seat back), "false" in a lobby.
admin-seat-to-bot = A bot now plays { $name }'s seat in #{ $match }.{ $running ->
    [true] {" "}They can take it back with /rejoin.
   *[false] {""}
}
admin-end-admins-only = Only members who can manage this server can end a match.
admin-end-no-such-match = There is no running match #{ $match } on this server.
admin-ended = Match #{ $match } was ended; nobody's rating changed.
# Posted in the channel where a match goes on when a moderator closed its thread.
admin-thread-closed = 🔒 The match thread was closed by a moderator; the match goes on here.

## /season

admin-season-admins-only = Only members who can manage this server can start or end a season.
admin-season-name-empty = A season needs a name, such as “Spring 2027”.
admin-season-name-long = A season name can be at most { $max } characters long (that one has { $length }).
# $name: as typed (the all-time standings' name in some language).
admin-season-name-all-time = “{ $name }” is the name of the all-time standings; pick another season name.
# Public (the server's language). $name: the season's name as the admin typed it.
admin-season-begun = 🏁 Season **{ $name }** has begun: every rating in `/standings` starts afresh.
# After admin-season-begun when a running season ended with it; $hint: admin-season-hint.
admin-season-ended-by-next = Season **{ $name }** ended; its final standings: { $hint }.
admin-season-ended = 🏁 Season **{ $name }** has ended; its final standings: { $hint }. Until the next `/season start`, matches count for the all-time ratings only.
# How to see a season's standings: the command as typed, the name outside the code.
admin-season-hint = `/standings season:` **{ $name }**
