### Wildlife Adventure's words (source language: English). Ids start with "wa-".
### How to write and translate a message: docs/languages.md.

## Glossary (docs/glossary/wildlife-adventure.md): one name per thing, referenced by the messages below.

-wa-game = Wildlife Adventure
-wa-route-extension = route extension
-wa-route-extensions = route extensions
-wa-travel-voucher = travel voucher
-wa-travel-vouchers = travel vouchers
-wa-chance-card = chance card
-wa-chance-cards = chance cards
-wa-animal-card = animal card
-wa-animal-cards = animal cards
-wa-open-mission = open discovery mission
-wa-open-missions = open discovery missions
-wa-obstacle = obstacle
-wa-obstacles = obstacles
-wa-start-base = start base

# The game's name and summary (the lobby, the thread's name, the start post).
wa-title = { -wa-game }
wa-summary = Three expeditions - red, yellow and blue - set out from the start base in Europe, and every player steers all of them. Each turn you lay one route extension; reach the spaces of the animals in your hand to find them, claim open discovery missions, and use travel vouchers for obstacles, extra and parallel extensions. The game ends when someone has no animal cards left: +1 per animal found, −1 per animal card in hand.
# /help game: playing through the buttons.
wa-how-1 = Press **My cards** on the table: your animal cards and vouchers appear privately and follow the game by themselves.
wa-how-2 = On your turn choose a route extension in the menu (grouped by expedition) or type a space with ⌨️ (`AF7`, `red AF7`).
wa-how-3 = Travel vouchers (at most 3 a turn): obstacles, swapping an animal card and removing an expedition's last extension are in the voucher menu.
wa-how-4 = Answer the prompts for blue spaces and chance cards, then press **End turn**. **My map** shows your animals on the board.

## Enumerations

# An expedition by its colour ($expedition: red, yellow or blue), as a name.
wa-expedition-name = { $expedition ->
    [red] Red
    [yellow] Yellow
   *[blue] Blue
}
# The chooser group of an expedition's route extensions.
wa-group-expedition = { $expedition ->
    [red] Red expedition
    [yellow] Yellow expedition
   *[blue] Blue expedition
}
# An expedition's letter on the pictures (the tip tags "R 2", the chips).
wa-pic-letter = { $expedition ->
    [red] R
    [yellow] Y
   *[blue] B
}
# A continent by its code (the letters of a space id).
wa-continent = { $continent ->
    [EU] Europe
    [AF] Africa
    [AS] Asia
    [AU] Australia
    [NA] North America
   *[SA] South America
}
# A chance card's instruction, by its effect (the cards of one effect read alike; data/chance.json).
wa-chance = { $effect ->
    [take_vouchers] Take 2 travel vouchers from the supply.
    [lose_voucher] Give 1 travel voucher back to the supply.
    [extra_extension] Lay another route extension.
    [free_parallel] One parallel route extension free of vouchers.
    [free_remove] Remove the last route extension of any expedition, free of vouchers.
    [gift] Every other player gives you 1 travel voucher.
    [draw_animal] Draw 1 animal card.
    [discard_animal] Put one of your animal cards under the stack; you do not draw a replacement.
    [open_mission] Add the top animal card of the stack to the open discovery missions.
    [free_obstacle] Move one obstacle free of vouchers.
    [relay] Re-lay the last route extension of an expedition in another direction.
    [miss_turn] Miss your next turn.
    [free_swap] Swap one of your animal cards for the top card of the stack, free of vouchers.
   *[other] { $effect }
}
# A chance card as shown: ★ before a card that may be kept ($star: yes or no; $text: wa-chance).
wa-chance-label = { $star ->
    [yes] ★ { $text }
   *[no] { $text }
}
# An animal card by its name ($id: the card's id, which is its space on the board; data/animals.json).
wa-animal = { $id ->
    [EU2] European Bison
    [EU4] Iberian Lynx
    [EU5] Brown Bear
    [EU6] Grey Wolf
    [EU8] Eurasian Beaver
    [EU10] White Stork
    [EU12] Alpine Ibex
    [EU13] Eurasian Otter
    [EU14] European Hedgehog
    [EU15] Bearded Vulture
    [AF3] African Elephant
    [AF4] Black Rhinoceros
    [AF6] Cheetah
    [AF7] African Lion
    [AF8] Mountain Gorilla
    [AF9] Chimpanzee
    [AF10] Hippopotamus
    [AF11] Giraffe
    [AF12] African Wild Dog
    [AF13] Ethiopian Wolf
    [AF14] Grey Parrot
    [AF15] Shoebill
    [AF17] Ring-tailed Lemur
    [AS1] Tiger
    [AS2] Giant Panda
    [AS3] Asian Elephant
    [AS4] Snow Leopard
    [AS5] Bornean Orangutan
    [AS6] Red Panda
    [AS8] Komodo Dragon
    [AS10] Sunda Pangolin
    [AS11] Indian Rhinoceros
    [AS13] Lar Gibbon
    [AS14] Saiga Antelope
    [AS16] Wild Bactrian Camel
    [AS17] Siberian Crane
    [AS18] Proboscis Monkey
    [AU1] Koala
    [AU2] Red Kangaroo
    [AU3] Platypus
    [AU4] Tasmanian Devil
    [AU5] Southern Cassowary
    [AU7] Common Wombat
    [AU9] Short-beaked Echidna
    [AU10] Greater Bilby
    [AU11] Numbat
    [AU14] Dugong
    [NA1] American Bison
    [NA2] Bald Eagle
    [NA4] Polar Bear
    [NA5] Black-footed Ferret
    [NA6] Sea Otter
    [NA7] California Condor
    [NA9] Monarch Butterfly
    [NA11] American Alligator
    [NA12] Moose
    [NA13] West Indian Manatee
    [NA14] Whooping Crane
    [NA15] Pronghorn
    [NA16] Axolotl
    [SA1] Jaguar
    [SA3] Giant Otter
    [SA8] Golden Lion Tamarin
    [SA9] Maned Wolf
    [SA10] Giant Anteater
    [SA11] Hyacinth Macaw
    [SA12] Andean Condor
    [SA13] Brown-throated Sloth
    [SA14] Galapagos Tortoise
    [SA15] Golden Poison Frog
    [SA16] Capybara
    [SA17] Spectacled Bear
   *[other] { $id }
}
# The line the rulebook has players read out when an animal is found (none where we were unsure).
wa-animal-fact = { $id ->
    [EU2] Europe's heaviest land animal; it died out in the wild in the 1920s and was bred back from zoo animals.
    [EU4] Only about 100 were left in 2002; by 2023 there were more than 2,000.
    [EU5] Sleeps through the winter in a den, where the cubs are born.
    [EU6] Has returned to Germany, France and other countries where it had been wiped out.
    [EU8] Builds dams that create wetlands; it was hunted almost to extinction and has since been brought back.
    [EU10] Spends the winter in Africa and often nests on roofs and chimneys.
    [EU12] Fell to about 100 animals in the 1800s; all Alpine ibex today descend from them.
    [EU13] Declined sharply when rivers were polluted with pesticides and returned as the water became cleaner.
    [EU14] Eats beetles, worms and slugs, and hibernates through the winter.
    [EU15] Feeds mainly on bones; it has been released back into the Alps since 1986.
    [AF3] The largest land animal; poaching for ivory is its main threat.
    [AF4] Poaching for its horn cut its numbers by more than 90 percent between 1970 and 1995.
    [AF6] The fastest land animal, reaching about 100 km/h in short sprints.
    [AF7] The most social cat: it lives in family groups called prides.
    [AF8] Lives in the mountain forests of central Africa; protection has let its numbers grow again.
    [AF9] Makes and uses tools, such as sticks to fish termites out of their mounds.
    [AF10] Spends the day in water and comes ashore at night to graze.
    [AF11] The tallest animal; its long neck has just seven bones, like ours.
    [AF12] Hunts in packs; one of Africa's most endangered large carnivores.
    [AF13] Lives only in the highlands of Ethiopia; fewer than 500 remain.
    [AF14] Can learn to imitate human speech; trapping for the pet trade has made it endangered.
    [AF15] A tall swamp bird with a huge shoe-shaped bill.
    [AF17] Lives only on Madagascar.
    [AS1] The largest cat; the stripe pattern of every tiger is unique.
    [AS2] Eats almost nothing but bamboo.
    [AS3] Has smaller ears than its relatives in Africa; only some males grow tusks.
    [AS4] Lives high in the mountains of Central Asia and uses its long tail for balance.
    [AS5] The largest tree-dwelling animal; threatened by forest clearing for oil palm plantations.
    [AS6] Spends most of its life in trees and eats mainly bamboo.
    [AS8] The largest living lizard, found only on a few Indonesian islands.
    [AS10] Rolls into a ball of scales when threatened; it is heavily poached for the illegal trade.
    [AS11] Has a single horn; protection raised its numbers from under 200 around 1900 to over 3,000.
    [AS13] Swings from branch to branch on its long arms.
    [AS14] Its large nose filters dust in summer and warms cold air in winter.
    [AS16] Can drink salty water; only about 1,000 remain in the wild.
    [AS17] Nests in the Arctic tundra of Russia and spends the winter in China.
    [AS18] The males have a large nose; it lives only on Borneo.
    [AU1] Eats eucalyptus leaves and sleeps for most of the day.
    [AU2] The largest marsupial; its young grows up in the mother's pouch.
    [AU3] A mammal that lays eggs.
    [AU4] A contagious facial tumour disease has greatly reduced its numbers.
    [AU5] A large flightless bird that spreads the seeds of rainforest fruits.
    [AU7] Produces cube-shaped droppings.
    [AU9] An egg-laying mammal covered in spines.
    [AU10] Digs burrows in the desert; introduced cats and foxes threaten it.
    [AU11] Feeds almost only on termites, thousands of them a day.
    [AU14] A sea mammal that grazes on seagrass.
    [NA1] Was hunted down to fewer than 1,000 animals by the 1890s.
    [NA2] The national bird of the United States; it recovered after the pesticide DDT was banned.
    [NA4] Hunts seals from the sea ice, which is shrinking as the climate warms.
    [NA5] Once thought extinct; all living ones descend from a few animals caught in the 1980s.
    [NA6] Uses stones as tools to crack open shellfish.
    [NA7] Only 27 were left in 1987; all were taken into captivity for breeding.
    [NA9] Flies thousands of kilometres to spend the winter in Mexico.
    [NA11] Once endangered, it recovered under protection.
    [NA12] The largest deer.
    [NA13] A slow plant-eating sea mammal often injured by boat propellers.
    [NA14] Fell to about 20 birds in the 1940s.
    [NA15] The fastest land animal in North America.
    [NA16] A salamander that keeps its gills as an adult; wild ones live only near Mexico City.
    [SA1] The largest cat in the Americas.
    [SA3] The longest otter; it lives in family groups in Amazon rivers.
    [SA8] A small orange monkey of Brazil's Atlantic Forest.
    [SA9] A long-legged wild dog of the grasslands that eats a lot of fruit.
    [SA10] Eats tens of thousands of ants and termites a day with its long tongue.
    [SA11] The largest flying parrot.
    [SA12] One of the heaviest flying birds, soaring over the Andes.
    [SA13] Moves so slowly that algae grow in its fur.
    [SA14] Can live for more than 100 years.
    [SA15] Its skin carries one of the strongest poisons of any animal.
    [SA16] The largest rodent.
    [SA17] The only bear native to South America.
   *[other] {""}
}
# An animal card with its space: "Grey Wolf (EU6)" ($name: wa-animal).
wa-animal-label = { $name } ({ $id })
# "A, B and C": the last two of a list ($rest: the others joined by commas).
wa-list-and = { $rest } and { $last }
wa-none = none
wa-someone = someone
# A score with its sign ($score: "+3", "−2", "0").
wa-score-rule = +1 per animal found, −1 per animal card still in hand
# Where an obstacle is ($where: a space id, or "none").
wa-obstacle-where = { $where ->
    [none] not placed
   *[other] on { $where }
}
# Where an expedition's tip is ($tip: a space id or START; $via: the twin it continues from, or "none").
wa-tip = { $tip ->
    [START] the start base
   *[other] { $via ->
        [none] { $tip }
       *[other] { $tip } (continues from { $via })
    }
}
# A space described for the seat ($kind: what it is; $animal: wa-animal; $continent: wa-continent;
# $arrow: I, II or III; $side: left or right).
wa-point = { $id } — { $kind ->
    [blocked] blocked by obstacle
    [red] red space (chance card)
    [green] green space (lay another route extension)
    [blue] blue space (3 travel vouchers or an animal card for every other player)
    [yours] { $animal }, yours
    [open] open discovery mission: { $animal }
    [found] { $animal } (already found)
    [start] start base
    [arrow] arrow space { $arrow } ({ $side ->
        [left] left
       *[right] right
    })
    [animal] animal space ({ $continent })
   *[plain] sea route
}
# Why a match ended ($reason; $seats: the names of those with no animal card left, $count how many;
# $limit: the safety stop's turns).
wa-end-reason = { $reason ->
    [hand_empty] { $count ->
        [one] { $seats } has no animal cards left in hand.
       *[other] { $seats } have no animal cards left in hand.
    }
    [all_used] All three expeditions have used up their route extensions.
    [blocked] No expedition could be extended for a full round.
   *[turn_limit] The turn limit ({ $limit }) was reached.
}
# Game options in the lobby.
wa-option-first-player = First player
wa-option-random = Random
wa-option-host = The host

## Taking back a move (issue 36: cogs/games/wildlife_adventure/ui.py)

# What the Undo button takes back ($expedition: red, yellow or blue; $to, $obstacle: ids as on
# the map, $to "off" for off the board; $choice: a blue space's; $card: an animal's name).
wa-undo-what = { $kind ->
    [extend] { $expedition ->
        [red] 🟥 Red
        [yellow] 🟨 Yellow
       *[blue] 🟦 Blue
    } → { $to }
    [relay] re-lay { $expedition ->
        [red] 🟥 Red
        [yellow] 🟨 Yellow
       *[blue] 🟦 Blue
    } → { $to }
    [remove] remove { $expedition ->
        [red] 🟥 Red's
        [yellow] 🟨 Yellow's
       *[blue] 🟦 Blue's
    } last route extension
    [obstacle] { $to ->
        [off] obstacle { $obstacle } off the board
       *[other] obstacle { $obstacle } to { $to }
    }
    [blue] { $choice ->
        [vouchers] 3 travel vouchers
       *[cards] an animal card for every other player
    }
    [discard] put { $card } under the stack
   *[other] your move
}
# A kind of move in /rules (the engine's undo kinds).
wa-undo-kind = { $kind ->
    [extend] a route extension
    [remove] removing a route extension
    [obstacle] an obstacle moved
    [blue] the blue-space choice
    [discard] the animal card a chance card puts under the stack
    [relay] a re-laid route extension
   *[other] { $kind }
}

## Words a player meets first on the table and the panel (issue 35, "Words": cogs/games/wildlife_adventure/words.py)

# The panel's footnote: what the ⌨️ buttons take, and what a space id means.
wa-words-type-a-space = Type a space by the id printed on the board: AF7 is space 7 in Africa (EU Europe, AS Asia, AU Australia, NA North America, SA South America; L1–L3 / R1–R3 arrow spaces, OC1–OC3 sea routes).
# The table's footer: the map's symbols and abbreviations.
wa-words-legend = Map: AF7 = space 7 in Africa (EU, AS, AU, NA, SA; L/R arrow spaces, OC sea routes) · ? red space = chance card · + green = another route extension · B in a blue square = blue space: vouchers or cards · R 2 / Y 2 / B 2 = the red / yellow / blue expedition's tip, 2 route extensions laid · X1–X3 obstacles (no route extension may end there) · ringed = open discovery mission · grey = animal found · 🎟️ travel vouchers (at most 3 a turn) · ⭐ kept ★ chance cards · Press My cards to play
# The table while a travel voucher has paid for this turn's obstacle moves.
wa-words-obstacles-paid = obstacles paid for (each may move once more this turn)
# An obstacle move the voucher already spent this turn covers (the obstacle chooser's cost).
wa-words-obstacle-paid = already paid: your travel voucher this turn moves each obstacle once, until your next route extension
# A seat's kept ★ chance cards ($cards: their texts).
wa-words-kept = ⭐ kept ★ chance cards (each pays for one move instead of travel vouchers): { $cards }

## Refusals (engine/games/wildlife_adventure/moves.py: IllegalAction codes; nothing changes)

wa-no-game-over = The game is over.
wa-no-not-your-turn = It is not your turn.
# $pending: blue, discard or relay.
wa-no-choose-first = { $pending ->
    [blue] Choose first: 3 travel vouchers or an animal card for every other player.
    [discard] Choose first which animal card goes under the stack.
   *[relay] Choose first where to re-lay the route extension.
}
wa-no-such-card = You don't have that animal card.
wa-no-relay-there = The route extension cannot be re-laid there.
wa-no-choice-now = There is no such choice to make now.
wa-no-extend-first = You must lay a route extension first.
wa-no-such-point = There is no such space on the board.
wa-no-expedition-finished = That expedition is finished: all its route extensions are used.
wa-no-obstacle-blocks = An obstacle blocks that space.
wa-no-not-at-tip = Route extensions may only be laid at the tip of the expedition, to a neighbouring space.
wa-no-such-star = You have no such ★ card.
wa-no-line-free = That line is free: no parallel extension is needed.
wa-no-nothing-to-remove = That expedition has no route extension to remove.
wa-no-removal-blocked = An obstacle stands where that expedition would go back to: move the obstacle first.
wa-no-obstacle-off = That obstacle is not on the board.
wa-no-obstacle-start = Obstacles go on spaces of the board, not on the start base.
wa-no-obstacle-there = There is already an obstacle there.
wa-no-expedition-there = An expedition stands on that space.
wa-no-obstacle-paid = This obstacle move is already paid for: leave out the ★ card.
wa-no-stack-empty = The animal stack is empty.
wa-no-vouchers = That costs { $cost ->
        [one] 1 travel voucher
       *[other] { $cost } travel vouchers
    }; you have { $have }.
wa-no-vouchers-turn = That costs { $cost ->
        [one] 1 travel voucher
       *[other] { $cost } travel vouchers
    }; at most { $most } per turn and you have spent { $spent }.

## Typed spaces (the ⌨️ buttons: cogs/games/wildlife_adventure/ui.py)

wa-typed-not-recognised = That choice is not recognised: press Refresh.
# $typed: what the person typed, made inert.
wa-typed-no-space = There is no space “{ $typed }” on the board: type an id as printed on the board, such as AF7, EU12 or L2.
wa-typed-one-space = Type one space id such as AF7 (as printed on the board), or the expedition and the space: red AF7.
# $expedition: red, yellow or blue.
wa-typed-cannot-go = The { $expedition ->
        [red] red
        [yellow] yellow
       *[blue] blue
    } expedition cannot go to { $point } now: choose another space.
# $red, $yellow, $blue: each expedition's tip (a space id, or START).
wa-typed-unreachable = No expedition can reach { $point } with one route extension now (red at { $red ->
        [START] the start base
       *[other] { $red }
    }, yellow at { $yellow ->
        [START] the start base
       *[other] { $yellow }
    }, blue at { $blue ->
        [START] the start base
       *[other] { $blue }
    }).
wa-typed-several = Several expeditions can reach { $point }: type the expedition's colour before the space, such as “{ $expedition ->
        [red] red
        [yellow] yellow
       *[blue] blue
    } { $point }”, or choose in the list.
wa-typed-one-obstacle-space = Type one space id such as AF7, or “off” to take the obstacle off the board.
# $to: a space id, or "off".
wa-typed-obstacle-cannot = Obstacle { $obstacle } cannot go { $to ->
        [off] off the board
       *[other] to { $to }
    }: choose another space.
# The ⌨️ modal's title and field; the example is its placeholder.
wa-prompt-extend = Space to extend an expedition to
wa-prompt-example-extend = AF7 (or: red AF7)
wa-prompt-obstacle-1 = Space for obstacle X1
wa-prompt-obstacle-2 = Space for obstacle X2
wa-prompt-obstacle-3 = Space for obstacle X3
wa-prompt-obstacle-star-1 = Space for obstacle X1 (★ card)
wa-prompt-obstacle-star-2 = Space for obstacle X2 (★ card)
wa-prompt-obstacle-star-3 = Space for obstacle X3 (★ card)
wa-prompt-example-obstacle = AF7 (or: off)
wa-stale = Something moved since that panel was drawn (a click from before the last move); here is your panel now.
wa-panel-label = My cards
# What a seat is asked to do (turn reminders, /turns).
wa-asked = { $what ->
    [blue] choose: 3 travel vouchers or an animal card for everyone else
    [discard] put one of your animal cards under the stack
    [relay] re-lay a route extension
    [lay] lay a route extension
   *[finish] finish your turn
}

## What happened (events, words from their kind and data: the table's last events, /history)

# $first: the name of the seat that begins; $missions: the open discovery missions.
wa-event-setup = The expeditions set out from the start base in Europe. Open discovery missions: { $missions }. { $first } begins.
# $how: hand (from the hand), open (an open discovery mission claimed), gained (a card received where an expedition stands).
wa-event-found = { $how ->
    [open] { $who } claims the open discovery mission { $animal }!
    [gained] { $who } receives an animal card where an expedition stands, and finds the { $animal }!
   *[hand] { $who } finds the { $animal }!
}
wa-event-expedition-finished = The { $expedition ->
        [red] red
        [yellow] yellow
       *[blue] blue
    } expedition is finished: all its route extensions are used.
wa-event-green = { $point } is a green space: { $who } may lay another route extension.
wa-event-blue = { $point } is a blue space: { $who } chooses 3 travel vouchers or an animal card for every other player.
wa-event-chance-none = No chance card is left to draw.
wa-event-chance = { $who } draws a chance card: { $card }
wa-event-chance-kept = { $who } keeps it face up for later.
wa-event-star-played = { $who } plays the kept card: { $card }
# $via: supply (a chance card), back (given back), others (from the other players), blue (a blue space).
wa-event-vouchers = { $via ->
    [back] { $who } gives { $amount ->
        [one] 1 travel voucher
       *[other] { $amount } travel vouchers
    } back.
    [others] { $who } receives { $amount ->
        [one] 1 travel voucher
       *[other] { $amount } travel vouchers
    } from the other players.
    [supply] { $who } takes { $amount ->
        [one] 1 travel voucher
       *[other] { $amount } travel vouchers
    } from the supply.
   *[blue] { $who } takes { $amount ->
        [one] 1 travel voucher
       *[other] { $amount } travel vouchers
    }.
}
wa-event-draw = { $who } draws an animal card.
wa-event-open-mission = New open discovery mission: { $animal }.
wa-event-relay-none = No route extension can be re-laid; the card has no effect.
# $first: yes when the expedition starts; $parallel: yes or no.
wa-event-extension = { $who } { $first ->
        [yes] starts
       *[no] extends
    } the { $expedition ->
        [red] red
        [yellow] yellow
       *[blue] blue
    } expedition to { $to }{ $parallel ->
        [yes] {" "}(parallel)
       *[no] {""}
    }.
wa-event-miss-turn = { $who } misses this turn (chance card).
wa-event-turn = { $who }'s turn.
wa-event-pass = { $auto ->
    [yes] { $who } cannot extend any expedition and passes.
   *[no] { $who } cannot extend any expedition free of vouchers and passes.
}
wa-event-removed = { $who } removes the last route extension of the { $expedition ->
        [red] red
        [yellow] yellow
       *[blue] blue
    } expedition ({ $from }–{ $to }); its tip is back at { $tip }.
# $from, $to: space ids, or "none" (not on the board).
wa-event-obstacle = { $who } moves obstacle { $obstacle }{ $from ->
        [none] {""}
       *[other] {" "}from { $from }
    } { $to ->
        [none] off the board
       *[other] onto { $to }
    }.
wa-event-swap = { $who } swaps an animal card for the top card of the stack.
wa-event-blue-cards = { $who } gives every other player an animal card.
wa-event-discard = { $who } puts an animal card under the stack.
wa-event-relay = { $who } re-lays the last route extension of the { $expedition ->
        [red] red
        [yellow] yellow
       *[blue] blue
    } expedition: { $from }–{ $old } becomes { $from }–{ $to }.
wa-event-game-end = Game over: { $reason } Scores: { $scores }.
# One seat's score in the game-over line.
wa-event-score = { $who } { $score }

## Thread posts (cogs/games/wildlife_adventure/announce.py)

wa-post-claim = 🗺️ **{ $who }** claims the open discovery mission **{ $animal }** ({ $id }).
wa-post-new-mission = 🗺️ A new open discovery mission: **{ $animal }** ({ $id }) — whoever reaches it claims it.
wa-post-chance = 🎴 **{ $who }** draws a chance card: { $card }
wa-post-kept = ⭐ **{ $who }** keeps it face up for later.
wa-post-star = ⭐ **{ $who }** plays a kept card: { $card }
wa-post-blue-cards = 🔵 **{ $who }** chooses on a blue space: every other player receives an animal card.
wa-final-title = 🏁 Wildlife Adventure — final scores
wa-final-wins = **{ $who }** wins Wildlife Adventure!
wa-final-share = { $who } share the win!
wa-final-line = { $medal } **{ $who }** — { $score }
wa-final-footer = { $rule }; ties share a place.

## The table (cogs/games/wildlife_adventure/table.py)

wa-table-title = 🧭 Wildlife Adventure #{ $match }
wa-table-title-over = 🧭 Wildlife Adventure #{ $match } — game over
wa-table-over = 🏁 **Game over.** { $reason }
# $pending: blue, discard or relay.
wa-table-pending = ▶️ **{ $who }** { $pending ->
        [blue] chooses: 3 travel vouchers or an animal card for every other player (blue space)
        [discard] puts an animal card under the stack (chance card)
       *[relay] re-lays a route extension (chance card)
    }
wa-table-turn-lay = ▶️ **{ $who }**'s turn (turn { $turn }): lays a route extension
# $bonus: free route extensions still owed.
wa-table-turn-laid = ▶️ **{ $who }**'s turn (turn { $turn }): route extension laid{ $bonus ->
        [0] {""}
        [one] , may lay 1 more route extension
       *[other] , may lay { $bonus } more route extensions
    }
wa-table-vouchers = 🎟️ Travel vouchers spent this turn: { $spent }/{ $most }
wa-table-supply = supply { $supply }
wa-table-obstacles = 🚧 Obstacles: { $obstacles }
wa-table-obstacle = { $obstacle } { $where }
wa-table-stacks = 🃏 Animal stack: { $animals } · 🎴 chance cards: { $chance }
wa-table-field-result = Result ({ $rule })
wa-table-field-expeditions = Expeditions
wa-table-field-missions = Open discovery missions ({ $count })
wa-table-missions-none = none left
wa-table-mission = { $animal } **{ $id }**
wa-table-field-players = Players
wa-table-field-chance = 🎴 Chance card just drawn
wa-table-field-events = Last events
# $state: new (not started), done (finished) or on; $name: wa-expedition-name; $tip: wa-tip.
wa-table-expedition = { $emoji } **{ $name }** — { $state ->
        [new] not started (at the start base)
        [done] finished at { $tip } (all { $laid } route extensions laid)
       *[on] at { $tip } · { $laid } laid, { $left } left
    }
wa-table-player = { $mark }**{ $who }** — 🃏 { $hand } in hand · ✅ { $found } found · 🎟️ { $vouchers } · score { $score }
wa-table-misses = misses the next turn
wa-table-result = { $medal } **{ $who }** — { $score } ({ $found } found, { $hand } in hand)
wa-table-alt = Part of the map around the expedition tips and open missions (Full map: the whole board). { $alt }

## The My cards panel (cogs/games/wildlife_adventure/panel.py)

wa-panel-title = 🧭 Your animal cards — Wildlife Adventure #{ $match }
wa-panel-counts = ✅ Found: { $found } · 🃏 in hand: { $hand } · score now { $score }
wa-panel-field-hand = Your animal cards ({ $count })
wa-panel-hand-none = none — the game ends now
wa-panel-field-moves = Where the expeditions can go
wa-panel-score = Score: { $rule }.
wa-what-over = 🏁 The game is over.
wa-what-waiting = ⏳ It is **{ $who }**'s turn.
wa-what-waiting-choice = ⏳ **{ $who }** is making a choice ({ $pending ->
        [blue] blue space
        [discard] chance card: an animal card under the stack
       *[relay] chance card: re-lay a route extension
    }). Your turn comes.
wa-what-blue = 🔵 **Blue space:** take 3 travel vouchers, or give every other player an animal card.
wa-what-discard = 🎴 **Chance card:** choose one of your animal cards to put under the stack.
wa-what-relay = 🎴 **Chance card:** re-lay the last route extension of an expedition in another direction.
# $left: the travel vouchers the seat may still spend this turn (0: none).
wa-what-pass = 🚫 **No expedition can be extended free of vouchers.** { $left ->
        [0] You may 🏁 end your turn (pass).
        [one] You may spend up to 1 more travel voucher (extra or parallel extension, obstacles, swap) or 🏁 end your turn (pass).
       *[other] You may spend up to { $left } more travel vouchers (extra or parallel extension, obstacles, swap) or 🏁 end your turn (pass).
    }
wa-what-lay = 🧭 **Your turn:** lay a route extension — choose an expedition and the space it goes to (or ⌨️ type a space id).{ $left ->
        [0] {""}
        [one] {" "}Before or after, you may spend up to 1 more travel voucher.
       *[other] {" "}Before or after, you may spend up to { $left } more travel vouchers.
    }
wa-what-bonus = ➕ You may lay { $bonus ->
        [one] 1 more route extension
       *[other] { $bonus } more route extensions
    } free (green space / chance card){ $left ->
        [0] {""}
        [one] , spend up to 1 more travel voucher
       *[other] , spend up to { $left } more travel vouchers
    }, or 🏁 end your turn.
wa-what-laid = ✅ Route extension laid. { $left ->
        [0] 🏁 End your turn.
        [one] You may spend up to 1 more travel voucher, or 🏁 end your turn.
       *[other] You may spend up to { $left } more travel vouchers, or 🏁 end your turn.
    }
wa-moves-head = { $emoji } **{ $name }** at { $tip }
wa-moves-finished = { $head }: finished
wa-moves-none = { $head }: no route extension possible now
wa-moves-option = → { $where }{ $cost ->
        [none] {""}
       *[other] {" "}· { $cost }
    }
wa-button-vouchers = Take 3 travel vouchers
wa-button-cards = An animal card for every other player
wa-button-back = Back
wa-button-type-space = Type a space
wa-button-end = End turn
wa-button-my-map = My map
wa-ph-discard = 🃏 The animal card to put under the stack
wa-ph-relay = 🎴 Where to re-lay the route extension
wa-ph-extend = 🧭 Lay a route extension: expedition → space
wa-ph-menu = 🎟️ Spend travel vouchers or a ★ card…
wa-ph-swap = 🔁 The animal card to swap
wa-ph-remove = ✂️ The expedition whose last route extension goes
wa-ph-obstacle = 🚧 Where obstacle { $obstacle } goes
wa-swap-title = 🔁 Swap an animal card
wa-swap-help = Put one of your animal cards under the stack and take the top card (1 travel voucher, or a kept ★ card).
wa-remove-title = ✂️ Remove a route extension
wa-remove-help = Take back the last route extension of an expedition (2 travel vouchers, or a kept ★ card); its tip goes back one space.
# $where: wa-obstacle-where, or "none" when the obstacle is not on the board (then it is placed).
wa-obstacle-what = { $where ->
        [none] Place obstacle { $obstacle }
       *[other] Move obstacle { $obstacle } (now { $where })
    }{ $star ->
        [yes] {" "}with a ★ card
       *[no] {""}
    }
wa-obstacle-help = Cost: { $cost }. No route extension may end on an obstacle. Choose a continent, then the space — or ⌨️ type its id.
# The seat's private map ($full: yes for the whole board; $spaces: its animal spaces' ids).
wa-mymap-alt = { $full ->
        [yes] Your board
       *[no] Part of the map around the tips, the open missions and your animal spaces
    }: your animal spaces are framed in lime green: { $spaces }.

## Choices offered on the panel (cogs/games/wildlife_adventure/choices.py)

wa-group-seas = Seas and arrow spaces
wa-group-off = Off the board
wa-obstacle-off-option = Take it off the board
# A route extension's label ($name: wa-expedition-name; $where: wa-point; $star: yes with a ★ card).
wa-ext-label = { $name } → { $where }{ $star ->
        [yes] {" "}★
       *[no] {""}
    }
# What a route extension costs: $vouchers travel vouchers, $star (yes: a ★ card pays the parallel
# part), $why: none, extra, parallel or both; $bonus: yes when free as a bonus extension.
wa-cost-free = { $bonus ->
        [yes] free (bonus extension)
       *[no] free
    }
wa-cost = { $vouchers ->
        [0] ★ card
        [one] 1 travel voucher{ $star ->
            [yes] {" "}+ ★ card
           *[no] {""}
        }
       *[other] { $vouchers } travel vouchers{ $star ->
            [yes] {" "}+ ★ card
           *[no] {""}
        }
    }{ $why ->
        [extra] {" "}— extra extension
        [parallel] {" "}— parallel extension
        [both] {" "}— extra and parallel extension
       *[none] {""}
    }
wa-remove-label = { $name }: remove { $from }–{ $to }
# Paid with a kept ★ card ($card: wa-chance) or with travel vouchers.
wa-pay-star = ★ { $card }
wa-pay-vouchers = { $count ->
        [one] 1 travel voucher
       *[other] { $count } travel vouchers
    }
wa-swap-label = Swap { $animal } ({ $id })
wa-relay-label = { $name }: { $from } → { $where }
wa-relay-instead = instead of { $from }–{ $to }
wa-obstacle-cost = { $count ->
        [one] 1 travel voucher
       *[other] { $count } travel vouchers
    } (then every obstacle once more, until your next route extension)
wa-menu-swap = Swap an animal card
wa-menu-swap-cost = { $count ->
        [one] 1 travel voucher
       *[other] { $count } travel vouchers
    } or a ★ card
wa-menu-remove = Remove an expedition's last route extension
wa-menu-remove-cost = { $count ->
        [one] 1 travel voucher
       *[other] { $count } travel vouchers
    } or a ★ card
# An animal card in the hand ($away: the fewest route extensions any expedition needs to reach it; 0: unknown).
wa-hand-card = { $animal } **{ $id }**{ $away ->
        [0] {""}
        [1] {" "}(next!)
       *[other] {" "}({ $away } away)
    }
wa-hand-line = **{ $continent }**: { $cards }
wa-voucher-line = 🎟️ { $vouchers ->
        [one] 1 travel voucher
       *[other] { $vouchers } travel vouchers
    } · spent this turn { $spent }/{ $most }

## The board picture's labels (cogs/games/wildlife_adventure/picture.py; each reads at 400 px)

wa-pic-start = START
wa-pic-yours = yours
wa-pic-legend-animal = animal space
wa-pic-legend-red = chance card
wa-pic-legend-green = lay another
wa-pic-legend-blue = 3 vouchers or cards to others
wa-pic-legend-found = found
wa-pic-legend-route = route R/Y/B
wa-pic-legend-start = start
wa-pic-legend-sea = OC1-3 sea point
wa-pic-legend-arrow = L1-L3 / R1-R3 arrow: go on from the twin (L1=R1)
wa-pic-legend-obstacle = obstacle
wa-pic-legend-mission = open mission
# An expedition's chip under the chat picture ($state: new, done or on; $short: yes for fewer words).
wa-pic-chip = { $state ->
        [new] { $letter } not started
        [done] { $letter } done
       *[on] { $short ->
            [yes] { $letter } { $laid } { $tip }
           *[no] { $letter } { $laid } at { $tip }
        }
    }
wa-pic-off = off the picture
wa-pic-off-short = off picture
# The full map's header chip ($via: the twin an arrow space continues from, or "none").
wa-pic-header-chip = { $state ->
        [new] { $letter } not started
        [done] { $letter } { $laid }/{ $total } done
       *[on] { $letter } { $laid }/{ $total } > { $tip }{ $via ->
            [none] {""}
           *[other] ({ $via })
        }
    }
wa-pic-over = GAME OVER
# $count: how many share the win.
wa-pic-over-win = GAME OVER — { $count ->
        [one] { $who } wins
       *[other] { $who } win
    }
wa-pic-over-win-score = GAME OVER — { $count ->
        [one] { $who } wins
       *[other] { $who } win
    } ({ $score })
wa-pic-turn = Turn { $turn }: { $who } to move
wa-pic-title = Wildlife Adventure
wa-pic-player = { $who }: { $found } found, { $hand } in hand, { $vouchers ->
        [one] 1 voucher
       *[other] { $vouchers } vouchers
    }{ $kept ->
        [0] {""}
       *[other] , { $kept } kept
    }{ $misses ->
        [yes] , misses a turn
       *[no] {""}
    }
wa-pic-player-over = { $who }: score { $score } ({ $found } found, { $hand } in hand)

## The board in words (the pictures' alt text, for screen readers)

wa-alt-board = Wildlife Adventure board.
wa-alt-over = Game over.
wa-alt-over-win = Game over: { $count ->
        [one] { $who } wins.
       *[other] { $who } win.
    }
wa-alt-to-move = { $who } to move.
wa-alt-expedition = { $state ->
        [new] { $name } expedition not started.
        [done] { $name } expedition { $laid }/{ $total } at { $tip }, finished.
       *[on] { $name } expedition { $laid }/{ $total } at { $tip }.
    }
wa-alt-obstacles = Obstacles: { $obstacles }.
wa-alt-missions = Open discovery missions: { $missions }.
wa-alt-player = { $who }: { $found } found, { $hand } in hand, { $vouchers ->
        [one] 1 voucher
       *[other] { $vouchers } vouchers
    }.
wa-alt-player-over = { $who }: { $found } found, { $hand } in hand, { $vouchers ->
        [one] 1 voucher
       *[other] { $vouchers } vouchers
    }, score { $score }.

## House rules (/rules: engine/games/wildlife_adventure/rules.py HOUSE_RULES; $vouchers: the
## travel vouchers in the box)

wa-house-found = An animal is found (its card laid down) automatically when an expedition reaches its space; an { -wa-open-mission } goes to the player who laid that { -wa-route-extension }.
wa-house-received = An { -wa-animal-card } you receive while an expedition stands on its space is found at once (the expedition is still there).
wa-house-obstacles = An { -wa-obstacle } sits on a point; no { -wa-route-extension } may end on it. 1 { -wa-travel-voucher } lets you place, move or take off each of the three { -wa-obstacles } once, until your next { -wa-route-extension }. They never go on the { -wa-start-base } or on a point where an expedition stands, and a { -wa-route-extension } cannot be removed while an { -wa-obstacle } stands on the point its expedition would go back to.
wa-house-voucher-limit = At most 3 { -wa-travel-vouchers } per turn, before and/or after your move.
wa-house-parallel = A line holds one { -wa-route-extension }; laying along a line that already carries one is a parallel extension (2 { -wa-travel-vouchers }). This applies to the lines at the { -wa-start-base } too.
wa-house-extra = Extra { -wa-route-extension }: 2 { -wa-travel-vouchers }. Removing the last { -wa-route-extension } of any expedition: 2.
wa-house-bonus = Bonus extensions from green spaces and { -wa-chance-cards } are free and optional; the turn's own extension is compulsory whenever one can be laid without vouchers.
wa-house-supply = Spent { -wa-travel-vouchers } are handed in to the dealer and go back to the supply; the supply starts at { $vouchers } minus the dealt vouchers, and a payout larger than the supply pays what is left.
wa-house-pass = If no expedition can be extended without vouchers you may pass. If a full round passes without any { -wa-route-extension }, the game ends and is scored.
wa-house-arrows = An arrow space is the same place as its twin on the other edge (I-I, II-II, III-III): an expedition that reaches one continues from the other.
wa-house-star = ★ { -wa-chance-cards } are kept face up and may be played on your own turn, now or later; all others act at once. Used { -wa-chance-cards } go under the pack.
wa-house-relay = Re-laying a { -wa-route-extension } ({ -wa-chance-card }) starts from the same point along another free line, and the new space acts as if just reached.
wa-house-end = The game ends as soon as a player has no { -wa-animal-cards } in hand: +1 per animal found, −1 per { -wa-animal-card } in hand; the highest score wins and ties share.
