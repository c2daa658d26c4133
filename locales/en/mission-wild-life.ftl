### Mission: Wild Life's words (source language: English). Ids start with "mwl-".
### How to write and translate a message: docs/languages.md. The glossary (English ↔ German):
### docs/glossary/mission-wild-life.md. The rulebook's terms: trick, lead, led colour, follow,
### trump (gold suns), evade (gray clouds), research / adventure / flash mission.

-mwl-trick = trick
-mwl-tricks = tricks
-mwl-mission = mission
-mwl-missions = missions

## The game

# The game's name (the lobby, the thread's name, the result).
mwl-title = Mission: Wild Life
# The lobby's few sentences on the game.
mwl-summary = A trick-taking game for 3-5 players: gold suns are trump, gray clouds let you evade, and a 1 beats the 8 of its colour. Each round shows a research mission (fewest …), an adventure mission (most …) and one or more flash missions won the moment someone meets them. The first player to hold five missions at the end of a round (six or seven with two or three flash missions per round) ends the game; the most missions wins.

## Cards and colours

# A card's name ($colour: gray, blue, green, gold, red; $number: 1-8). In English the card's label
# ("Red 8"), which the privacy checks look for.
mwl-card = { $colour ->
    [gray] Gray
    [blue] Blue
    [green] Green
    [gold] Gold
    [red] Red
   *[other] { $colour }
} { $number }
# A colour's name, after its symbol ("🟥 Red").
mwl-colour = { $colour ->
    [gray] Gray
    [blue] Blue
    [green] Green
    [gold] Gold
    [red] Red
   *[other] { $colour }
}

## The trick picture (cogs/games/mission_wild_life/picture.py): short, a card is 108 px wide

# The colour's name at the bottom of a card, in capitals.
mwl-pic-colour = { $colour ->
    [gray] GRAY
    [blue] BLUE
    [green] GREEN
    [gold] GOLD
    [red] RED
   *[other] { $colour }
}
# The led colour beside its chip.
mwl-pic-led = { $colour ->
    [gray] Gray (cloud, evade) led
    [blue] Blue led
    [green] Green led
    [gold] Gold (sun, trump) led
    [red] Red led
   *[other] { $colour } led
}
mwl-pic-nothing-led = Nothing led yet: any card
# Under a player's name: who led the trick, who won it.
mwl-pic-note = { $note ->
    [leads] leads
   *[wins] wins
}
# An empty place in the trick (also the picture's text equivalent).
mwl-slot = { $to_play ->
    [yes] to play
   *[no] waiting
}
mwl-pic-title = Round { $round } · { -mwl-trick } { $number } of { $total }
# A bot's name in the picture (its font has no emoji).
mwl-pic-bot = { $name } (bot)
# The picture's head and text equivalent when the trick is complete.
mwl-alt-last = Last { -mwl-trick } ({ $number } of { $total }) won by { $name }
mwl-alt-trick = Round { $round }, { -mwl-trick } { $number } of { $total }

## Missions

# A mission a player holds that is not shown by name: a face-down card of a stack for a tie ($type: research, adventure).
mwl-face-down = { $type ->
    [research] Research mission (face down)
    [adventure] Adventure mission (face down)
   *[other] Mission (face down)
}
# A plain token for a tie when the stack was empty.
mwl-token = Mission token
mwl-expert = (expert)
# When a mission on display is scored.
mwl-kind-hint = { $type ->
    [research] research · round end
    [adventure] adventure · round end
    [flash] flash · first to do it
   *[other] { $type }
}
mwl-won-by = won by { $name }
mwl-won = won
# $shown: the count as shown ("**3/5**", "7"); $n picks the plural.
mwl-missions-noun = { $shown } { $n ->
    [one] { -mwl-mission }
   *[other] { -mwl-missions }
}
# More missions than the goal: "7 missions (goal 6)"; $noun: yes or no.
mwl-missions-past-goal = { $shown }{ $noun ->
    [yes] {" "}{ $n ->
        [one] { -mwl-mission }
       *[other] { -mwl-missions }
    }
   *[no] {""}
} (goal { $need })
mwl-missions-n = { $n ->
    [one] { $n } { -mwl-mission }
   *[other] { $n } { -mwl-missions }
}
mwl-missions-unknown = ? { -mwl-missions }
mwl-tricks-n = { $n ->
    [one] { $n } { -mwl-trick }
   *[other] { $n } { -mwl-tricks }
}
mwl-tricks-unknown = ? { -mwl-tricks }

## Taking back a move (issue 36: cogs/games/mission_wild_life/ui.py)

# What the Undo button takes back; $cards: the three cards passed, as the panel shows them.
mwl-undo-what = { $kind ->
    [pass] pass { $cards }
   *[other] your move
}
# A kind of move in /rules.
mwl-undo-kind = { $kind ->
    [pass] your passing choice
    [play] a card played to a trick
   *[other] { $kind }
}

# A mission's name: the animal on its card ($mission: the mission's id).
mwl-mission-name = { $mission ->
     [humming-bird] Hummingbird
     [lizard] Lizard
     [seahorse] Seahorse
     [mouse] Mouse
     [desert-fox] Desert Fox
     [bat] Bat
     [racoon] Raccoon
     [meerkat] Meerkat
     [wombat] Wombat
     [jellyfish] Jellyfish
     [tree-frog] Tree Frog
     [puffer-fish] Puffer Fish
     [crab] Crab
     [quokka] Quokka
     [red-panda] Red Panda
     [robin] Robin
     [sea-eagle] Sea Eagle
     [rhino] Rhino
     [orca] Orca
     [elephant] Elephant
     [gorilla] Gorilla
     [owl] Owl
     [zebra] Zebra
     [kangaroo] Kangaroo
     [giraffe] Giraffe
     [bison] Bison
     [lama] Llama
     [antelope] Antelope
     [hippo] Hippo
     [heron] Heron
     [ostrich] Ostrich
     [camel] Camel
     [koi] Koi
     [orangutan] Orangutan
     [polar-bear] Polar Bear
     [kiwi] Kiwi
     [vulture] Vulture
     [falcon] Falcon
     [starfish] Starfish
     [beaver] Beaver
     [toucan] Toucan
     [octopus] Octopus
     [deer] Deer
     [pelican] Pelican
     [cockatoo] Cockatoo
     [pangolin] Pangolin
     [armadillo] Armadillo
     [panda] Panda
     [brown-bear] Brown Bear
     [platypus] Platypus
     [iguana] Iguana
     [wolf] Wolf
     [maki] Maki
     [sea-turtle] Sea Turtle
     [anaconda] Anaconda
     [manatee] Manatee
     [peacock] Peacock
     [flamingo] Flamingo
     [chimpanzee] Chimpanzee
     [dolphin] Dolphin
     [giant-tortoise] Giant Tortoise
    *[other] { $mission }
}

# A mission's printed text, in the table's words ("Fewest points in blue" for the card's "Least amount of points in blue").
mwl-mission-text = { $mission ->
     [humming-bird] Fewest tricks that contain red cards. At least one trick!
     [lizard] Fewest green cards. At least one trick!
     [seahorse] Fewest points in blue. At least one trick!
     [mouse] Fewest points. At least one trick!
     [desert-fox] Fewest gray cards. At least one trick!
     [bat] Fewest points in gold. At least one trick!
     [racoon] Fewest uneven cards. At least one trick!
     [meerkat] Fewest 5s or higher. At least one trick!
     [wombat] Fewest 8s. At least one trick!
     [jellyfish] Fewest 6s. At least one trick!
     [tree-frog] Fewest 4s. At least one trick!
     [puffer-fish] Fewest 2s. At least one trick!
     [crab] Fewest tricks that contain blue and/or green cards.
     [quokka] Second fewest points. At least one trick!
     [red-panda] Fewest cards in your strongest colour. At least one trick!
     [robin] Fewest cards in your weakest colour. At least one trick!
     [sea-eagle] Most red cards.
     [rhino] Most points in green.
     [orca] Most tricks that contain blue cards.
     [elephant] Most tricks.
     [gorilla] Most tricks that do not contain gray cards.
     [owl] Most tricks that do not contain gold cards.
     [zebra] Most even cards.
     [kangaroo] Most 4s or lower.
     [giraffe] Most 7s.
     [bison] Most 5s.
     [lama] Most 3s.
     [antelope] Most 1s.
     [hippo] Most blue and green cards.
     [heron] Most points in red and blue.
     [ostrich] Most tricks that contain green and/or red cards.
     [camel] Second most tricks.
     [koi] Most sets of one green, one red and one blue card.
     [orangutan] Most cards in your weakest colour.
     [polar-bear] Most cards in your strongest colour.
     [kiwi] Most numbers won exactly once.
     [vulture] Win the last trick of the round.
     [falcon] Win the 5th trick of the round.
     [starfish] Win the blue 5.
     [beaver] Win the green 1.
     [toucan] Win the red 4.
     [octopus] Win the blue 8.
     [deer] Win the green 6.
     [pelican] Win the red 7.
     [cockatoo] Win the gold 2.
     [pangolin] Win the gray 7.
     [armadillo] Win a red, green, or blue 2.
     [panda] Win a red, green, or blue 4.
     [brown-bear] Win a red, green, or blue 6.
     [platypus] Win a red, green, or blue 1.
     [iguana] Win the last red, green, or blue 3.
     [wolf] Win a 3 and a 7 in one trick.
     [maki] Hold no red card while holding at least 3 cards (show hand).
     [sea-turtle] Hold no blue card while holding at least 3 cards (show hand).
     [anaconda] Hold no green card while holding at least 3 cards (show hand).
     [manatee] Hold no gold card while holding at least 3 cards (show hand).
     [peacock] Hold cards of one colour only while holding at least 2 cards (show hand).
     [flamingo] Hold no card above 4 while holding at least 3 cards (show hand).
     [chimpanzee] Win the last red, green, or blue 5.
     [dolphin] Win the last red, green, or blue 7.
     [giant-tortoise] Win the last red, green, or blue 1.
    *[other] …
}

# What a round's mission measured for its winner ($value: the number).
mwl-measure = { $mission ->
     [humming-bird] { $value ->
        [one] { $value } trick with red
       *[other] { $value } tricks with red
    }
     [lizard] { $value ->
        [one] { $value } green card
       *[other] { $value } green cards
    }
     [seahorse] { $value ->
        [one] { $value } point in blue
       *[other] { $value } points in blue
    }
     [mouse] { $value ->
        [one] { $value } point
       *[other] { $value } points
    }
     [desert-fox] { $value ->
        [one] { $value } gray card
       *[other] { $value } gray cards
    }
     [bat] { $value ->
        [one] { $value } point in gold
       *[other] { $value } points in gold
    }
     [racoon] { $value ->
        [one] { $value } uneven card
       *[other] { $value } uneven cards
    }
     [meerkat] { $value ->
        [one] { $value } card 5 or higher
       *[other] { $value } cards 5 or higher
    }
     [wombat] { $value ->
        [one] { $value } card numbered 8
       *[other] { $value } cards numbered 8
    }
     [jellyfish] { $value ->
        [one] { $value } card numbered 6
       *[other] { $value } cards numbered 6
    }
     [tree-frog] { $value ->
        [one] { $value } card numbered 4
       *[other] { $value } cards numbered 4
    }
     [puffer-fish] { $value ->
        [one] { $value } card numbered 2
       *[other] { $value } cards numbered 2
    }
     [crab] { $value ->
        [one] { $value } trick with blue or green
       *[other] { $value } tricks with blue or green
    }
     [quokka] { $value ->
        [one] { $value } point (second fewest)
       *[other] { $value } points (second fewest)
    }
     [red-panda] { $value ->
        [one] { $value } card in strongest colour
       *[other] { $value } cards in strongest colour
    }
     [robin] { $value ->
        [one] { $value } card in weakest colour
       *[other] { $value } cards in weakest colour
    }
     [sea-eagle] { $value ->
        [one] { $value } red card
       *[other] { $value } red cards
    }
     [rhino] { $value ->
        [one] { $value } point in green
       *[other] { $value } points in green
    }
     [orca] { $value ->
        [one] { $value } trick with blue
       *[other] { $value } tricks with blue
    }
     [elephant] { $value ->
        [one] { $value } trick
       *[other] { $value } tricks
    }
     [gorilla] { $value ->
        [one] { $value } trick without gray
       *[other] { $value } tricks without gray
    }
     [owl] { $value ->
        [one] { $value } trick without gold
       *[other] { $value } tricks without gold
    }
     [zebra] { $value ->
        [one] { $value } even card
       *[other] { $value } even cards
    }
     [kangaroo] { $value ->
        [one] { $value } card 4 or lower
       *[other] { $value } cards 4 or lower
    }
     [giraffe] { $value ->
        [one] { $value } card numbered 7
       *[other] { $value } cards numbered 7
    }
     [bison] { $value ->
        [one] { $value } card numbered 5
       *[other] { $value } cards numbered 5
    }
     [lama] { $value ->
        [one] { $value } card numbered 3
       *[other] { $value } cards numbered 3
    }
     [antelope] { $value ->
        [one] { $value } card numbered 1
       *[other] { $value } cards numbered 1
    }
     [hippo] { $value ->
        [one] { $value } blue and green card
       *[other] { $value } blue and green cards
    }
     [heron] { $value ->
        [one] { $value } point in red and blue
       *[other] { $value } points in red and blue
    }
     [ostrich] { $value ->
        [one] { $value } trick with green or red
       *[other] { $value } tricks with green or red
    }
     [camel] { $value ->
        [one] { $value } trick (second most)
       *[other] { $value } tricks (second most)
    }
     [koi] { $value ->
        [one] { $value } set
       *[other] { $value } sets
    }
     [orangutan] { $value ->
        [one] { $value } card in weakest colour
       *[other] { $value } cards in weakest colour
    }
     [polar-bear] { $value ->
        [one] { $value } card in strongest colour
       *[other] { $value } cards in strongest colour
    }
     [kiwi] { $value ->
        [one] { $value } number won exactly once
       *[other] { $value } numbers won exactly once
    }
    *[other] { $value }
}

## The table (cogs/games/mission_wild_life/table.py)

mwl-table-title = Mission: Wild Life · match #{ $match } · round { $round }
# $winners: names joined with " & "; $count: how many; $n: their missions.
mwl-table-over = 🏆 **Game over** — { $winners } { $count ->
    [one] wins
   *[other] win
} with { mwl-missions-n }.
mwl-round-limit = The round limit was reached.
mwl-game-is-over = The game is over.
# $waiting: the names of the players still choosing.
mwl-turn-passing = Everyone passes 3 cards to the left. Waiting for: { $waiting }
mwl-turn = ▶ **{ $name }** to { $lead ->
    [yes] lead
   *[no] play
}
# $colour: the colour with its symbol ("🟥 Red").
mwl-led = { $colour } led
mwl-nothing-led = nothing led yet
mwl-trick-of = Trick { $number } of { $total }
mwl-on-display = Missions on display
# A player's field; $missions: "**1/5**".
mwl-seat-field = Tricks **{ $tricks }** · hand { $hand }
    Missions { $missions }
mwl-seat-passed = { $passed ->
    [yes] ✅ passed
   *[no] choosing…
}
mwl-out-of-game = Out of the game
mwl-already-played-watch = Already played (last red/green/blue missions)
mwl-none-yet = none yet
mwl-last-trick-field = Last { -mwl-trick } (round { $round }, { -mwl-trick } { $number }) → { $name }
mwl-opt-goal = first to { mwl-missions-n } at a round's end ends the game
mwl-opt-expert = expert missions
mwl-opt-flash = { $n } flash missions per round
mwl-opt-pass = pass 3 cards
mwl-legend = ☀️ Gold = trump · ☁️ Gray = evade (may always be played, even when you could follow; wins only a gray lead) · a 1 beats the 8 of its colour · each mission is named after the animal card you win with it

## A player's panel (cogs/games/mission_wild_life/panel.py)

# The button on the table that opens a player's panel.
mwl-hand = Hand
mwl-hint-lead = You lead: play any card.
# $colour: the led colour with its symbol; $gray: "☁️ Gray".
mwl-hint-follow = You must follow **{ $colour }** ({ $gray } may always be played).
mwl-hint-follow-gray = You must follow **{ $colour }**.
mwl-hint-void = You have no { $colour }: play any card ({ $gold } trumps).
mwl-waiting = ⏳ Not your turn yet: the table shows the { -mwl-trick } in progress. This panel lights up when your turn comes.
mwl-your-hand = **Your hand** — { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
} · round { $round } · Mission: Wild Life #{ $match }
mwl-no-cards = (no cards)
mwl-you-pass = You pass { $cards } to **{ $name }**. ⏳ Waiting for the others to choose theirs.
mwl-choose-pass = ▶ **Choose 3 cards to pass to { $name }** (on your left) in the menu below.
mwl-passed-you = 🔁 **{ $name }** passed you { $cards }.
mwl-your-turn = ▶ **Your turn.** { $hint }
mwl-last-trick-line = Last { -mwl-trick } → { $name }: { $plays }
mwl-your-score = Your { -mwl-tricks }: { $tricks } · your { -mwl-missions }: { $missions }
mwl-no-missions = No missions on display.
mwl-score-field = Missions 🏅 (of { $need }) and { -mwl-tricks } ✋
mwl-already-played = Already played
mwl-pass-placeholder = Choose 3 cards to pass left
mwl-my-tricks = My { -mwl-tricks }
mwl-no-tricks = You have won no { -mwl-trick } in round { $round } yet.
mwl-your-tricks = **Your { -mwl-tricks } in round { $round }** ({ $n }):
mwl-tricks-not-playing = You are not playing in this match: only players can look at their own { -mwl-tricks }.
mwl-stale = That button was from an earlier round; here is your hand now.

## What a player is asked to do (reminders, /turns)

mwl-asked = { $what ->
    [pass] choose the cards to pass
    [lead] lead the next { -mwl-trick }
   *[play] play a card
}

## /help game: playing through the buttons

mwl-how-hand = Press **{ mwl-hand }** on the table: your cards appear privately (and as a DM copy if your DMs are open); the panel follows the game by itself.
mwl-how-play = On your turn press a card to play it: only the cards you may play are lit, and a line says why (for example, you must follow blue).
mwl-how-pass = With the passing variant, choose 3 cards in the menu at the start of each round.
mwl-how-tricks = **{ mwl-my-tricks }** shows the { -mwl-tricks } you won this round; the table shows the { -mwl-trick } in play as a picture and in text.

## The lobby's options

mwl-option-expert = Expert missions
mwl-option-flash = Flash missions per round
mwl-option-pass = Pass 3 cards left

## Refusals (engine/games/mission_wild_life: IllegalAction codes; $colour: the led colour)

mwl-pass-first = Pass three cards to your left first.
mwl-not-your-turn = It is not your turn.
mwl-no-such-card = You don't have that card.
mwl-must-follow = You must follow { mwl-colour-lower }.
mwl-no-trump = You hold { mwl-colour-lower }, so you cannot play gold now.
mwl-no-passing = There is no card passing now.
mwl-already-passed = You have already passed your cards.
mwl-game-over = The game is over.
mwl-choose-three = Choose exactly three cards to pass.
# A colour inside a sentence.
mwl-colour-lower = { $colour ->
    [gray] gray
    [blue] blue
    [green] green
    [gold] gold
    [red] red
   *[other] { $colour }
}

## The thread and /history (cogs/games/mission_wild_life/announce.py), worded from the engine's events

# A round's start; $heading: "yes" begins with the round ("Round 2: Ana starts."), "no" where a field names it.
mwl-round-starts = { $heading ->
    [yes] Round { $round }: { $name } starts.
   *[no] { $name } starts.
}
mwl-out-line = Out of the game: { $card }.
# What met a flash mission ($card: the card won, as shown; $number; $colour; $held: cards in hand).
mwl-why = { $code ->
    [won_card] won the { $card }
    [won_last] won the last red, green or blue { $number }
    [last_trick] won the last { -mwl-trick }
    [fifth_trick] won the 5th { -mwl-trick }
    [three_and_seven] won a 3 and a 7 in one { -mwl-trick }
    [no_colour] holds no { mwl-colour-lower } card ({ $held } cards)
    [one_colour] holds only { mwl-colour-lower } ({ $held } cards)
    [low_hand] holds no card above 4 ({ $held } cards)
   *[other] met it
}
# A flash mission won: "Falcon: Ana won the 5th trick".
mwl-won-flash = { $mission }: { $name } { $why }
# A round's mission won: "Rhino: Ana, 14 points in green (tie)".
mwl-won-round = { $mission }: { $name }, { $measure }{ $tie ->
    [yes] {" "}(tie)
   *[no] {""}
}
# What a tied player takes instead of the card ($what: card or token; $type: the stack).
mwl-takes = { $what ->
    [token] takes a mission token
   *[card] takes a face-down { $type ->
        [research] research
        [adventure] adventure
       *[other] { $type }
    } card
}
# A tie: $who: every winner; $keeper: who keeps the card; $others: "Bob takes a face-down adventure card; …".
mwl-tie-line = **{ $mission }** — a tie at { $measure }: { $who } each win it. { $keeper } keeps the card; { $others }.
mwl-and = { $first } and { $last }
mwl-unclaimed = { $type ->
    [flash] Nobody won { $mission }; it goes under the flash stack.
   *[other] Nobody wins { $mission }; it goes under its stack.
}
mwl-swapped = { $mission } cannot be won: the { $card } is out of the game. It goes under its stack and a new mission is revealed.
mwl-no-mission-won = No mission was won at the end of this round.
mwl-round-over = Round { $round } over
mwl-round = Round { $round }
mwl-next-round = Next round
mwl-history-round-over = **Round { $round } over** — { $each }
mwl-ev-played = { $name } plays { $card }.
mwl-ev-trick-won = { $name } wins { -mwl-trick } { $number }.
mwl-ev-pass-chosen = { $name } has chosen three cards to pass.
mwl-ev-passing-done = Cards passed. { $name } leads the first { -mwl-trick }.
mwl-ev-game-end = { $end ->
    [no_missions] Game over: no missions are left to reveal.
    [round_limit] Game over: the round limit was reached; { $winners } { $count ->
        [one] leads
       *[other] lead
    } with { mwl-missions-n }.
   *[goal] Game over: { $winners } { $count ->
        [one] wins
       *[other] win
    } with { mwl-missions-n } (the game ends at { $need }).
}
mwl-limit-before-goal = The round limit was reached before anyone got to { $need ->
    [one] { $need } { -mwl-mission }
   *[other] { $need } { -mwl-missions }
}.
mwl-result-title = 🏆 { $winners } { $count ->
    [one] wins
   *[other] win
} Mission: Wild Life #{ $match }

## House rules (/rules: engine/games/mission_wild_life/rules.py house_rules; $three, $four, $five:
## the hand sizes with 3, 4 and 5 players)

mwl-house-hands = Hands: 3 players { $three } cards (1 card face up out of the game), 4 players { $four }, 5 players { $five }.
mwl-house-first-player = Round 1's starting player is picked at random; later rounds start left of the previous starter.
mwl-house-out-of-game = With 3 players, a revealed { -mwl-mission } naming the out-of-game card goes under its stack and is replaced.
mwl-house-flash-checks = Flash { -mwl-missions } about your hand are checked after dealing, passing and every card played, in seat order from the leader.
mwl-house-most = “Most …” needs a best value above 0. Tied players all win; the extras come from the same stack (or a plain token).
mwl-house-game-end = The game ends after a round in which someone holds 5 { -mwl-missions } (6 or 7 with 2 or 3 flash { -mwl-missions } per round); ties share.
mwl-house-expert = Expert { -mwl-missions } Maki, Sea Turtle, Anaconda, Manatee, Peacock, Flamingo, Chimpanzee, Dolphin, Giant Tortoise, Camel, Koi, Orangutan, Polar Bear, Kiwi, Quokka, Red Panda and Robin are reconstructed (their text is unpublished).
