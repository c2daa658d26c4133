### /learn (issue 35): the words every tutorial shares, and ❔ What now?'s generic line.
### Each game's coach lines are in learn-<game>.ftl (ids learn-<prefix>-…). How to write one: docs/tutorials.md.

## /learn

learn-no-tutorial = { $game } has no tutorial yet: /rules explains it, and /help shows how its buttons work.
learn-unavailable = Learning is not available right now. Please try again in a moment.
learn-nothing-to-continue = You have no { $game } tutorial running: press Start for a new one.
learn-offer-running = **Learn { $game }**: your tutorial is waiting for you. You have met { $met } of { $rules } rules in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }. Continue where you stopped, or restart from the first card.
learn-offer-learned = **Learn { $game }**: you have already learned it. Play the tutorial again?
learn-offer-new = **Learn { $game }**: a guided match against bots that only you see, about 10 minutes.
learn-continue = Continue
learn-restart = Restart
learn-start = Start
learn-header = 🎓 **Learning { $game }** · rules met: { $met } of { $rules } · only you see this
learn-wait = ⏳ The bots are playing; their moves appear here.
learn-learned = ✅ **You have learned { $game }!** /profile shows it; /play opens a real match.
learn-expired = ⌛ **This tutorial panel no longer updates** (Discord lets a bot update a private message for 15 minutes). Use /learn to continue { $game } where you stopped.
learn-farewell-next = Start a real match with /play, or read /rules for the whole rulebook summary.

## ❔ What now?

learn-explain-generic = Your panel shows what you may do now: the buttons that are lit are your options. /rules explains the game and /learn teaches it by playing.

## /rules

learn-rules-example = Example

## /profile and lobbies

learn-profile-learned = 🎓 Learned: { $games }
learn-profile-none = 🎓 No game learned yet: /learn teaches one by playing.
learn-lobby-new = new to { $game }
learn-lobby-pointer = 🎓 New to { $game }? /learn teaches it in about 10 minutes, against bots and only for you.
