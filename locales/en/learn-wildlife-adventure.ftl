### Wildlife Adventure's tutorial (issue 35): the coach's lines (engine/games/wildlife_adventure/tutorial.py),
### ❔ What now?'s explainers (cogs/games/wildlife_adventure/explain.py) and the /rules example.
### Terms are the rulebook's: expedition, route extension, tip, start base, travel voucher, obstacle,
### chance card (★: may be kept), animal card, open discovery mission, animal / red / green / blue / arrow space.

## Things the coach names

# $colour: red, yellow or blue; $case (acc or dat) is for languages whose article changes.
learn-wa-expedition = { $case ->
       *[other] { $colour ->
            [red] the 🟥 red expedition
            [yellow] the 🟨 yellow expedition
           *[blue] the 🟦 blue expedition
        }
    }
# A point of the map with what it is: $id as printed on the board ("AF4"), $kind, $continent (a code).
learn-wa-space = { $id } ({ $kind ->
        [animal] an animal space in { $continent ->
            [EU] Europe
            [AF] Africa
            [AS] Asia
            [AU] Australia
            [NA] North America
           *[SA] South America
        }
        [red] a red space: chance card
        [green] a green space: another route extension
        [blue] a blue space: vouchers or cards
        [arrow] an arrow space to the other edge
        [start] the start base
       *[plain] a sea route
    })
# A chance card's instruction ($effect: the card's effect key, engine/games/wildlife_adventure/data/chance.json).
learn-wa-chance = { $effect ->
        [take_vouchers] take 2 travel vouchers from the supply
        [lose_voucher] give 1 travel voucher back to the supply
        [extra_extension] lay another route extension
        [free_parallel] ★ one parallel route extension free of vouchers
        [free_remove] ★ remove the last route extension of any expedition, free of vouchers
        [gift] every other player gives you 1 travel voucher
        [draw_animal] draw 1 animal card
        [discard_animal] put one of your animal cards under the stack, without a replacement
        [open_mission] the top animal card of the stack becomes an open discovery mission
        [free_obstacle] ★ move one obstacle free of vouchers
        [relay] re-lay the last route extension of an expedition in another direction
        [miss_turn] miss your next turn
        [free_swap] ★ swap one of your animal cards for the top card of the stack, free of vouchers
       *[other] { $effect }
    }

## The coach's welcome

learn-wa-welcome = Welcome to Wildlife Adventure! You play against one bot. Three expeditions (🟥 red, 🟨 yellow, 🟦 blue) set out from the start base in Europe, and they belong to nobody: on your turn you lay one route extension (an arrow) on any of them, to steer them to the animals you are looking for.
learn-wa-welcome-ids = Every space on the board has an id: two letters for its continent and a number (AF4 is space 4 in Africa; EU Europe, AS Asia, AU Australia, NA North America, SA South America). L1–L3 and R1–R3 are the arrow spaces on the map's edges, OC1–OC3 sea routes. You can type an id with ⌨️ instead of choosing in the menu.
learn-wa-welcome-hand = Your { $count } animal cards (the panel lists them, e.g. { $first }) are your destinations: when any expedition reaches one of their spaces, you find that animal. The { $missions } open discovery missions, face up beside the board, go to whoever reaches them first.
learn-wa-welcome-vouchers = You hold { $vouchers } travel vouchers (🎟️): up to { $most } a turn buy extra moves (obstacles, an extra route extension, swapping a card). The coach shows them when they come in handy.

## Advice for the decision at hand

learn-wa-coach-start = Each turn you lay exactly one route extension. An expedition not yet started begins at the start base (START), on one of its four lines.
learn-wa-coach-continue = A route extension may only be laid at an expedition's free end, its tip: { $expedition } stands at { $tip }, and you choose which way it goes on.
learn-wa-coach-extend = { $begin ->
        [yes] Start { $expedition } towards { $to }
       *[no] Extend { $expedition } to { $to }
    }: { $why ->
        [hand] that is the space of one of your animal cards, so you find it at once.
        [open] that is an open discovery mission: whoever reaches it claims it.
        [green] a green space lets you lay one more route extension right away.
        [red] a red space draws a chance card.
        [blue] a blue space lets you choose 3 travel vouchers or an animal card for your opponent.
       *[closer] it brings the expedition nearer to your animals and the open missions.
    }
learn-wa-coach-bonus = You may lay one more route extension now, free (green space or chance card); it is optional.
learn-wa-coach-end = { $bonus ->
        [0] Your route extension is laid. Press 🏁 End turn; the bot moves next.
       *[other] You may still lay a free route extension, but ending now is fine: press 🏁 End turn.
    }
learn-wa-coach-pass = No expedition can be extended without travel vouchers (every next point is blocked or needs a parallel route extension). You may spend vouchers, or press 🏁 End turn to pass.
learn-wa-coach-obstacle = Now try the travel voucher menu (🎟️): for 1 voucher place obstacle X1 on { $to }. No route extension may end on an obstacle, so no one can steer that expedition there; the voucher also lets you move every obstacle once more this turn.
learn-wa-coach-extra = For 2 travel vouchers you may lay an extra route extension this turn: extend { $expedition } to { $to }; { $why ->
        [hand] you find one of your animals.
        [open] you claim an open discovery mission.
       *[other] it gets nearer to your animals.
    }
learn-wa-coach-blue = A blue space: choose 3 travel vouchers for yourself, or one more animal card for { $others ->
        [one] your opponent
       *[other] every other player
    } (a card they must still find, a point off their score if they do not). Take the vouchers this time.
learn-wa-coach-discard = The chance card makes you put an animal card under the stack, without a replacement: give up { $card }, the one farthest from every expedition.
learn-wa-coach-relay = The chance card lets you re-lay an expedition's last route extension from the same point in another direction: re-lay { $expedition } to { $to }.

## What a move did

learn-wa-detour = That was not the marked move, but it is legal: the lesson goes on from here.
learn-wa-extended = { $you ->
        [yes] You { $begin ->
            [yes] start
           *[no] extend
        } { $expedition } to { $to }{ $parallel ->
            [yes] , parallel to a route extension already there
           *[no] {""}
        }.
       *[no] { $who } { $begin ->
            [yes] starts
           *[no] extends
        } { $expedition } to { $to }{ $parallel ->
            [yes] , parallel to a route extension already there
           *[no] {""}
        }.
    }
learn-wa-found = { $you ->
        [yes] { $how ->
            [open] 🎉 You claim the open discovery mission { $animal } ({ $card }) and lay it down: one animal found.
           *[other] 🎉 An expedition is on { $card }: you find the { $animal } and lay its card down.
        }
       *[no] { $how ->
            [open] { $who } claims the open discovery mission { $animal } ({ $card }).
           *[other] { $who } finds the { $animal } ({ $card }).
        }
    }
learn-wa-chance-drawn = { $you ->
        [yes] You draw a chance card: { $card }.
       *[no] { $who } draws a chance card: { $card }.
    }
learn-wa-chance-kept = { $you ->
        [yes] It has a ★: you keep it face up and may play it on a later turn of yours.
       *[no] It has a ★: { $who } keeps it face up for later.
    }
learn-wa-star-played = { $you ->
        [yes] You play your kept ★ card: { $card }.
       *[no] { $who } plays a kept ★ card: { $card }.
    }
learn-wa-card-gained = You receive the animal card { $animal } ({ $card }): one more destination.
learn-wa-green = { $you ->
        [yes] { $point } is a green space: you may lay another route extension.
       *[no] { $point } is a green space: { $who } lays another route extension.
    }
learn-wa-blue = { $you ->
        [yes] { $point } is a blue space: you choose.
       *[no] { $point } is a blue space: { $who } chooses.
    }
learn-wa-blue-cards = { $you ->
        [yes] Every other player gets one more animal card.
       *[no] { $who } gives every other player one more animal card — you too.
    }
learn-wa-vouchers = { $you ->
        [yes] { $amount ->
            [one] You take 1 travel voucher.
            [-1] You give 1 travel voucher back.
           *[other] You take { $amount } travel vouchers.
        }
       *[no] { $amount ->
            [one] { $who } takes 1 travel voucher.
            [-1] { $who } gives 1 travel voucher back.
           *[other] { $who } takes { $amount } travel vouchers.
        }
    }
learn-wa-obstacle = { $to ->
        [off] { $you ->
            [yes] You take obstacle X{ $number } off the board.
           *[no] { $who } takes obstacle X{ $number } off the board.
        }
       *[other] { $you ->
            [yes] You put obstacle X{ $number } on { $to }.
           *[no] { $who } puts obstacle X{ $number } on { $to }: no route extension may end there.
        }
    }
learn-wa-removed = { $you ->
        [yes] You remove the last route extension of { $expedition }.
       *[no] { $who } removes the last route extension of { $expedition } (2 travel vouchers, or a ★ card).
    }
learn-wa-swapped = { $you ->
        [yes] You put an animal card under the stack and take the top card.
       *[no] { $who } swaps an animal card for the top card of the stack.
    }
learn-wa-discarded = { $you ->
        [yes] You put an animal card under the stack.
       *[no] { $who } puts an animal card under the stack.
    }
learn-wa-relaid = { $you ->
        [yes] You re-lay the last route extension of { $expedition }.
       *[no] { $who } re-lays the last route extension of { $expedition }.
    }
learn-wa-new-mission = A new open discovery mission: { $card }.
learn-wa-passed = { $you ->
        [yes] You pass: no expedition could be extended without vouchers.
       *[no] { $who } passes: no expedition could be extended without vouchers.
    }
learn-wa-missed = { $you ->
        [yes] You miss this turn (chance card).
       *[no] { $who } misses this turn (chance card).
    }
learn-wa-turn = { $you ->
        [yes] Your turn.
       *[no] { $who }'s turn.
    }

## The rules, said when they first happen (one per row of docs/tutorials/wildlife-adventure.md)

learn-wa-rule-start = 📖 Rules of the Expeditions: all three expeditions start at the start base in Europe; each turn you lay one route extension, to start an expedition or to continue one.
learn-wa-rule-end-turn = 📖 A route extension must be laid whenever one can be laid without vouchers; after it (and anything you pay for) you end your turn.
learn-wa-rule-continue = 📖 Lay only at the free ends: an expedition goes on from its tip, never branching off an earlier point, in any direction you like (along a line that already carries a route extension it is a parallel one: 2 travel vouchers).
learn-wa-rule-green = 📖 Green spaces: whoever reaches one may at once lay another route extension, on any expedition.
learn-wa-rule-red = 📖 Red spaces: whoever reaches one draws a chance card and follows it at once; a card with a ★ may instead be kept face up and played on a later turn.
learn-wa-rule-blue = 📖 Blue spaces: whoever reaches one takes 3 travel vouchers, or gives every other player one more animal card.
learn-wa-rule-obstacle = 📖 Travel vouchers: 1 voucher lets you place or move the obstacles (each once, until your next route extension); no route extension may end on an obstacle. 1 voucher also swaps an animal card for the top card of the stack.
learn-wa-rule-extra = 📖 Travel vouchers: 2 vouchers lay an extra route extension, lay a parallel one, or remove an expedition's last route extension. At most 3 vouchers a turn, before or after your route extension.
learn-wa-rule-found = 📖 Reaching destinations: when an expedition reaches the space of an animal card someone holds, they lay it down at once — whoever laid the route extension.
learn-wa-rule-open-mission = 📖 Open discovery missions: whoever lays the route extension that reaches one claims it; they are not replaced.
learn-wa-rule-score = 📖 Score: +1 for every animal found, −1 for every animal card still in hand. The game ends as soon as someone has no animal cards left in hand.

## Hints after a refusal

learn-wa-hint-wait = Wait for your turn: the coach tells you when it comes.
learn-wa-hint-pending = First make the choice the panel asks for (the blue space or the chance card).
learn-wa-hint-must-lay = Lay your route extension first: it is compulsory whenever one can be laid without vouchers.
learn-wa-hint-extend = An expedition goes on only from its tip, never onto an obstacle; a second route extension this turn costs 2 travel vouchers (you have spent { $spent } of { $most } this turn).
learn-wa-hint-vouchers = That costs travel vouchers: you hold { $vouchers } and may spend { $most } a turn ({ $spent } spent so far).

## The end of the lesson

learn-wa-farewell = That is the game: you have found { $found ->
        [one] { $found } animal
       *[other] { $found } animals
    } and hold { $held ->
        [one] { $held } animal card
       *[other] { $held } animal cards
    }, a score of { $score } now. A real match goes on until someone has no animal cards left in hand; then +1 per animal found, −1 per card in hand, and the highest score wins.

## ❔ What now?

# An expedition's tip in a list ($colour: red, yellow, blue; $tip: a space id; $started: yes or no).
learn-wa-explain-tip = { $colour ->
        [red] 🟥 red
        [yellow] 🟨 yellow
       *[blue] 🟦 blue
    } { $started ->
        [yes] at { $tip }
       *[no] not started
    }
learn-wa-explain-wait = { $pending ->
        [blue] { $who } is choosing what a blue space gives.
        [discard] { $who } is putting an animal card under the stack (chance card).
        [relay] { $who } is re-laying a route extension (chance card).
       *[other] It is { $who }'s turn: they lay a route extension.
    }
learn-wa-explain-wait-more = Every expedition belongs to everyone: if their route extension reaches one of your animals' spaces, you find it too. Your panel lights up when your turn comes.
learn-wa-explain-extend = Lay one route extension on any expedition, from its tip (never branching): { $tips }. An expedition not yet started begins at the start base.
learn-wa-explain-reach = One route extension reaches: { $spaces }.
learn-wa-explain-far = None of your animals or the open discovery missions is one route extension away; the nearest is { $steps ->
        [one] one route extension away
       *[other] { $steps } route extensions away
    }.
learn-wa-explain-ids = A space id is its continent and number: AF4 is space 4 in Africa (EU Europe, AS Asia, AU Australia, NA North America, SA South America; L/R arrow spaces, OC sea routes).
learn-wa-explain-vouchers = 🎟️ You hold { $vouchers } travel vouchers and may spend { $left } more this turn (at most { $most }): 1 places or moves obstacles or swaps an animal card, 2 lay an extra or parallel route extension or remove an expedition's last one.{ $stars ->
        [0] {""}
       *[other] { " " }Your kept ★ cards pay for one such move each instead.
    }
learn-wa-explain-pass = No expedition can be extended without travel vouchers ({ $tips }): every next point holds an obstacle or needs a parallel route extension. Spend vouchers, or press 🏁 End turn to pass.
learn-wa-explain-bonus = You may lay { $count ->
        [one] one more route extension
       *[other] { $count } more route extensions
    } free (green space or chance card), on any expedition — or press 🏁 End turn.
learn-wa-explain-spend = Your route extension is laid: you may spend travel vouchers (the 🎟️ menu), then press 🏁 End turn.
learn-wa-explain-blue = A blue space: take 3 travel vouchers, or give { $others ->
        [one] your opponent
       *[other] every other player
    } one more animal card.
learn-wa-explain-blue-more = A card they receive is one more to find: −1 at the end unless an expedition reaches it.
learn-wa-explain-discard = A chance card: put one of your animal cards under the stack, without a replacement.
learn-wa-explain-discard-far = Each card still in hand is −1 at the end; the one farthest from every expedition is { $card }.
learn-wa-explain-discard-score = Each card still in hand is −1 at the end.
learn-wa-explain-relay = A chance card: take up an expedition's last route extension and lay it from the same point along another free line.
learn-wa-explain-relay-more = The space it now reaches acts as if just reached (an animal found, a chance card, another route extension…).

## /rules: an example

learn-wa-example = **Two turns at the start base**: { $first } starts the 🟥 red expedition from START to EU6, the Grey Wolf's space; { $first } holds that animal card, so finds it at once. { $second } extends red from its tip to EU7, a green space, and so lays another route extension at once: the 🟨 yellow expedition starts at EU5. Red now goes on only from EU7, never branching off at EU6.
learn-wa-example-alt = The board around the start base in Europe: the red expedition runs START, EU6, EU7; the yellow one START, EU5.
