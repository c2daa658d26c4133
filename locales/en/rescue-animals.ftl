### Rescue Animals' words (source language: English). Ids start with "ra-".
### How to write and translate a message: docs/languages.md; the glossary English ↔ German:
### docs/glossary/rescue-animals.md. Terms are the rulebook's.

## Glossary

-ra-game = Rescue Animals
-ra-display = display
-ra-requirement = dice requirement
-ra-leader = Conservation Leader
-ra-protection = protection
-ra-bonus = bonus
-ra-deck = Animal Deck
-ra-ready-set = Ready, Set…
-ra-ready-set-go = Ready, Set, Go!
-ra-go = Go!
-ra-rescuing = "Rescuing!"
# The panel's buttons; the tutorial's coach names them too (learn-rescue-animals.ftl).
-ra-panel = My dice
-ra-roll-button = Roll
-ra-rescue-button = Rescue

## The game's name and summary (the lobby, the thread)

ra-title = { -ra-game }
ra-summary = Real-time dice: roll, set aside, and press { -ra-rescue-button } to save endangered animals.

## The animals and their areas (engine/games/rescue_animals/deck.py: species keys)

ra-animal = { $key ->
    [giant_panda] Giant Panda
    [fin_whale] Fin Whale
    [bawean_deer] Bawean Deer
    [golden_lion_tamarin] Golden Lion Tamarin
    [red_wolf] Red Wolf
    [sumatran_orangutan] Sumatran Orangutan
    [mountain_gorilla] Mountain Gorilla
    [african_forest_elephant] African Forest Elephant
    [black_rhinoceros] Black Rhinoceros
    [iberian_lynx] Iberian Lynx
    [european_mink] European Mink
    [amur_leopard] Amur Leopard
    [axolotl] Axolotl
    [hawksbill_turtle] Hawksbill Turtle
    [vaquita] Vaquita
    [kakapo] Kakapo
    [northern_hairy_nosed_wombat] Northern Hairy-nosed Wombat
    [polar_bear] Polar Bear
    [emperor_penguin] Emperor Penguin
    [giant_otter] Giant Otter
    [california_condor] California Condor
   *[other] { $key }
}
ra-area = { $area ->
    [Africa] Africa
    [Asia] Asia
    [Europe] Europe
    [North_America] North America
    [South_America] South America
    [Oceania] Oceania
    [Oceans] Oceans
    [Polar] Polar regions
   *[other] { $area }
}
# An animal's Latin name, set in italics (never translated).
ra-latin = *{ $latin }*

## Dice and requirements (cogs/games/rescue_animals/symbols.py)

# A die button's label: "White 3", "Gray –", "Black 2 · set aside"; $face: the number or "–".
ra-die-button = { $colour ->
    [black] Black
    [gray] Gray
   *[white] White
} { $face }{ $aside ->
    [yes] {" "}· set aside
   *[no] {""}
}
# One of a seat's dice in words, for a picture's alt text.
ra-die-alt = { $colour ->
    [black] black
    [gray] gray
   *[white] white
} { $value ->
    [0] not rolled
   *[other] { $value }
}{ $aside ->
    [yes] {" "}(set aside)
   *[no] {""}
}
ra-dice-alt = Your dice: { $dice }
# A white-die symbol that any number meets.
ra-any = any
ra-special = { $special ->
    [three_same] three white dice showing the same number
    [three_sum_10] three white dice adding up to exactly 10
    [pair_sum_8] two white dice adding up to exactly 8
    [two_pairs_equal_sum] two white dice whose sum equals the sum of two other white dice
   *[pair_same] two white dice showing the same number
}
ra-key-line = ⬛ black-die symbol (only the black die) · ⬜ white-die symbol (white or gray dice) · { ra-any } = any number
ra-card-points = 🛡️ { $protection } { -ra-protection } · ✨ +{ $bonus } per pair
ra-card-block = { $latin } · { $area }
    { $points }
    Needs: { $req }
ra-card-alt = { $name } ({ $protection } { -ra-protection }, +{ $bonus } per pair) needs { $req }
ra-round = Round { $round }/{ $rounds }

## The table (cogs/games/rescue_animals/table.py)

ra-scoring = Points = { -ra-protection } + { -ra-bonus } per pair of identical animals + 2 for the gray die. Ties: most animals, then the gray die, then clockwise from the { -ra-leader }.
# $at: a Discord timestamp ("in 3 seconds"), or ra-in-a-moment.
ra-phase-countdown = ⏳ **{ -ra-ready-set }** rolling is frozen — { -ra-go } { $at }
ra-in-a-moment = in a moment
ra-phase-window = 📣 **{ -ra-rescue-button }** was pressed — rolling is frozen while the claim window is open.
ra-phase-play = 🎲 **{ -ra-go }** Everyone rolls at once — meet an animal's dice and press { -ra-rescue-button }.
ra-phase-over = 🏁 **Game over.**
ra-display-empty-alt = The { -ra-display } is empty.
ra-score-pairs = { $emoji } { $name } { $pairs ->
    [one] pair
   *[other] { $pairs } pairs
} +{ $points }
ra-score-no-pairs = { $pairs ->
    [one] 1 pair
   *[other] { $pairs } pairs
}
ra-score-value = **{ $total ->
    [one] 1 point
   *[other] { $total } points
}** = { $protection } { -ra-protection } + { $bonus } { -ra-bonus } ({ $pairs }) + { $gray } gray die · { $rescued ->
    [one] 1 animal
   *[other] { $rescued } animals
} rescued
ra-table-title = 🐾 { -ra-game } #{ $match } — { $round }
ra-table-title-over = 🐾 { -ra-game } #{ $match } — Game over
ra-leader-line = 👑 { -ra-leader }: **{ $name }**
ra-gray-nobody = 🔘 Gray die: nobody yet (goes to the player without a rescue this round)
ra-gray-holder = 🔘 Gray die: **{ $name }** (an extra white die; +2 points at the end)
ra-deck-line = 🃏 Deck: { $deck ->
    [one] 1 card
   *[other] { $deck } cards
} left · { $box } returned to the box unseen
ra-two-players = 2 players: each of you may rescue two animals per round.
ra-display-field = Display
ra-display-empty = Empty — the next round is being dealt.
ra-rescued-field = Rescued this round ({ $round })
# The result: the winner, then the tie-breaks used (ra-result-tie, joined by "; ").
ra-result = { $name } wins with { $points ->
    [one] 1 point
   *[other] { $points } points
}{ $ties ->
    [0] .
   *[other] : { $notes }.
}
ra-result-tie = place { $upper } over { $lower } (tied on { $points } points) by { $by ->
    [animals] most animals rescued
    [gray] the gray die
   *[clockwise] clockwise order from the { -ra-leader }
}
ra-table-footer = { $key } · Press { -ra-panel } to play
ra-players-field = Players
ra-player-line = { $marks }**{ $name }** — { $rescued } rescued in all · 🎲 { $rolls ->
    [one] 1 roll
   *[other] { $rolls } rolls
}{ $status ->
    [claimed] {" "}· 📣 pressed { -ra-rescue-button }
    [done] {" "}· ✅ done this round
   *[none] {""}
}

## The My dice panel (cogs/games/rescue_animals/panel.py)

ra-panel-label = { -ra-panel }
ra-panel-footer = Your rescues: { $animals ->
    [one] 1 animal
   *[other] { $animals } animals
} · { $points ->
    [one] 1 point
   *[other] { $points } points
} so far (gray die not counted) · { $rolls ->
    [one] 1 roll
   *[other] { $rolls } rolls
} · ⬛ black die, ⬜ white, 🔘 gray (counts as white)
ra-button-roll = { -ra-roll-button }
ra-button-rescue = { -ra-rescue-button } { $name }
ra-panel-not-seated = This panel is for a seated player.
ra-panel-title = 🎲 { -ra-panel } — { $round }
ra-panel-over = 🏁 The game is over — see the final scores in the thread.
ra-panel-rescued = 🎉 You rescued { $count ->
    [0] an animal
   *[other] the { $names }
} — wait for the round to end.
ra-still-on-display = Still on { -ra-display }
ra-panel-countdown = 🧊 **Frozen — { -ra-ready-set-go }** Rolling resumes { $at }; you may set dice aside meanwhile; this panel lights up at { -ra-go }
ra-panel-claimed = 📣 **Frozen —** you pressed { -ra-rescue-button }; the claim window is closing…
ra-panel-window = 📣 **Frozen —** someone pressed { -ra-rescue-button }. If your dice meet an animal, press { -ra-rescue-button } now to tie.
ra-panel-first-roll = 🎲 **{ -ra-go }** Press **{ -ra-roll-button }** to roll your dice.
ra-panel-rolling = 🎲 **{ -ra-go }** Set aside dice you want to keep, { -ra-roll-button } the rest, press { -ra-rescue-button } when your dice meet an animal.
ra-panel-one-more = You rescued the { $names } this round; you may rescue one more.
ra-set-aside = Set aside: { $dice }
ra-set-aside-nothing = Set aside: nothing
ra-dice-meet = ✅ Your dice meet: { $names }{ $claim ->
    [yes] {" "}— press { -ra-rescue-button }
   *[no] {""}
}
ra-card-field = { $title } · 🛡️ { $protection } · ✨ +{ $bonus }/pair
ra-card-needs = Needs: { $req }
ra-card-met = ✅ met with { $dice }

## Thread posts (cogs/games/rescue_animals/announce.py)

ra-tie-line = ⚖️ { $claimants } pressed { -ra-rescue-button } at the same moment — { $winner } { $by ->
    [gray] holds the gray die and wins the tie
   *[clockwise] is first clockwise from the { -ra-leader } and wins the tie
}.
ra-stall-line = ⏱️ Nobody rescued for a while — idle players were auto-played: { $names }.
ra-nobody = nobody
ra-round-start = ▶️ **Round { $round }** — 👑 { $leader } leads · on { -ra-display }: { $animals } · deck { $deck }. { -ra-ready-set }
ra-round-summary = 🔚 **Round { $round } over.** { $parts }
ra-round-rescues = { $name }: { $animals }
ra-nothing = nothing
ra-round-gray = → 🔘 { $name } takes the gray die { $last ->
    [yes] (+2 points at the end).
   *[no] for the next round.
}
ra-final-title = 🏁 { -ra-game } — final scores
ra-final-line = { $medal } **{ $name }** — { $points ->
    [one] 1 point
   *[other] { $points } points
} · { $rescued ->
    [one] 1 animal
   *[other] { $rescued } animals
} rescued
ra-final-footer = The table shows how each score adds up. { ra-scoring }

## /history: each public event in words (cogs/games/rescue_animals/announce.py)

ra-history-round-start = Round { $round }: { $leader } is the { -ra-leader }. On { -ra-display }: { $animals }. { -ra-ready-set }
ra-history-claim = { $name } presses { -ra-rescue-button } ({ $animal }){ $tie ->
    [yes] {" "}at the same moment
   *[no] {""}
}
ra-history-tie = Tie between { $names }: { $by ->
    [gray] the gray die wins the tie
   *[clockwise] first clockwise from the { -ra-leader } wins the tie
} ({ $winner }).
ra-history-rescue = { $name } rescued the { $animal }!
ra-history-countdown = { -ra-ready-set }
ra-history-go = { -ra-go }
ra-history-round-end = Round { $round } is over.
ra-history-gray-die = { $name } { $limit ->
    [2] could not rescue a second animal
   *[other] rescued no animal
} and takes the gray die.
ra-history-leader = { $name } is the new { -ra-leader }.
ra-history-stall = Nobody rescued for a while: idle players are auto-played ({ $names }).
ra-history-game-end = Game over. { $result }
ra-history-score = { $name }: { $protection } { -ra-protection } + { $bonus } { -ra-bonus } + { $gray } gray die = { $total } ({ $rescued ->
    [one] 1 animal
   *[other] { $rescued } animals
}, place { $place })

## Refusals (engine/games/rescue_animals/rules.py: IllegalAction codes)

ra-refuse-timer-only = Only the table timer can do that.
ra-refuse-not-seated = You are not seated in this match.
ra-refuse-over = The game is over.
ra-refuse-done = { $limit ->
    [2] You have already rescued two animals this round.
   *[other] You have already rescued an animal this round.
}
ra-refuse-no-die = You have no such die.
ra-refuse-roll-first = { -ra-roll-button } your dice first.
ra-refuse-wait-go-roll = Wait for { -ra-go } before rolling.
ra-refuse-frozen = Someone pressed { -ra-rescue-button }: stop rolling until { -ra-go }
ra-refuse-all-aside = All your dice are set aside: take one back to roll.
ra-refuse-paced = Wait for the learner's roll: in the tutorial each bot rolls once per roll of theirs.
ra-refuse-wait-go-rescue = Wait for { -ra-go } before rescuing.
ra-refuse-not-displayed = That animal is not on { -ra-display }.
ra-refuse-pressed = You have already pressed { -ra-rescue-button }.
ra-refuse-not-met = Your dice do not meet that animal's { -ra-requirement }.
ra-refuse-no-timer = No { $timer ->
    [window] claim window
    [countdown] countdown
   *[stall] stall
} timer is running.
ra-refuse-stale-timer = That timer is stale.

## The display picture's labels (cogs/games/rescue_animals/picture.py)

ra-pic-special = { $special ->
    [three_same] Special: 3 white dice, same number
    [three_sum_10] Special: 3 white dice adding up to 10
    [pair_sum_8] Special: 2 white dice adding up to 8
    [two_pairs_equal_sum] Special: 2 white dice = sum of 2 others
   *[pair_same] Special: 2 white dice, same number
}
ra-pic-protection = Protection { $points }
ra-pic-bonus = Bonus +{ $points } per pair
ra-pic-fits = FITS
ra-pic-your-dice = YOUR DICE
ra-pic-set-aside = SET ASIDE
ra-pic-die = { $colour ->
    [black] black
    [gray] gray
   *[white] white
}
ra-pic-legend-black = black die only
ra-pic-legend-white = white or gray die
ra-pic-legend-any = any number
ra-pic-legend-pips = Pips on a die: the number it must show.
ra-pic-empty = The { -ra-display } is empty: the next round is being dealt.

## How to play, house rules and lobby options (cogs/games/rescue_animals/ui.py, engine/games/rescue_animals/rules.py)

ra-how-panel = Press **{ -ra-panel }** on the table: your dice appear privately and follow the game by themselves.
ra-how-roll = Press a die to set it aside or take it back; **{ -ra-roll-button }** rolls all the others. Everyone rolls at once.
ra-how-rescue = When your dice meet an animal on { -ra-display }, press **{ -ra-rescue-button }** for it: the first valid claim wins; claims in the same instant tie (the gray die, then clockwise from the { -ra-leader }).
ra-how-freeze = After each rescue rolling freezes for { -ra-ready-set-go }; dice you set aside stay aside.
ra-option-claim-window = Claim window
ra-option-countdown = Countdown
ra-option-bot-pace = Bot pace
ra-option-stall = Stall timer
ra-option-ms = { $n } ms
ra-option-seconds = { $n } s
ra-option-minutes = { $n } min
ra-option-pace = { $pace ->
    [fast] Fast
    [slow] Slow
   *[normal] Normal
} { $n } s

## House rules (/rules: engine/games/rescue_animals/rules.py house_rules; $ms, $seconds, $minutes:
## the lobby options' defaults; $cards: the deck's size)

ra-house-dice = Dice are rolled by the server. Toggle dice to set them aside, press { -ra-roll-button }, and press { -ra-rescue-button } when your dice meet an animal.
ra-house-claim-ties = Rescues pressed within { $ms } ms of the first one tie: the gray-die holder wins, else the first clockwise from the { -ra-leader }.
ra-house-countdown = After each rescue, rolling freezes for a { $seconds }-second { -ra-ready-set-go } countdown; set-aside dice stay set aside.
ra-house-stall = If nobody rescues for { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }, idle players' dice are rolled for them.
ra-house-deck = The { $cards }-card { -ra-deck } is reconstructed (real species); the five special requirements are the rulebook's.
