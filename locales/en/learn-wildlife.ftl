### WildLife's tutorial (issue 35): the coach's lines (engine/games/wildlife/tutorial.py),
### ❔ What now?'s explainers (cogs/games/wildlife/explain.py) and the /rules example.
### Terms are the rulebook's: creature chart, adaptation (Migrate, Expand, Attack), region, herd,
### Wildlife card (Terrain, Wheel, Arrowhead, Lightning, Text), auction, food chips, success track,
### Minor Scoring, Major Scoring. $who is a seat's name, with $you = yes for the learner.

## Names

learn-wl-terrain = { $terrain ->
        [forest] Forest
        [desert] Desert
        [savannah] Savannah
        [plains] Plains
        [mountains] Mountains
        [water] Water
       *[other] { $terrain }
    }
learn-wl-card = { $kind ->
        [forest] Forest
        [desert] Desert
        [savannah] Savannah
        [plains] Plains
        [mountains] Mountains
        [water] Water
        [wheel] Wheel
        [arrowhead] Arrowhead
        [lightning] Lightning
        [food-surplus] Food Surplus
        [plague] Plague
        [famine] Famine
       *[other] { $kind }
    }
learn-wl-region = { $size ->
        [large] Large
       *[small] Small
    } { $terrain ->
        [forest] Forest
        [desert] Desert
        [savannah] Savannah
        [plains] Plains
        [mountains] Mountains
        [water] Water
       *[other] { $terrain }
    }
learn-wl-ability = { $ability ->
        [food] Food
        [intelligence] Intelligence
        [mobility] Mobility
        [defense] Defense
        [aggression] Aggression
       *[other] { $ability }
    }
learn-wl-level = { $level ->
        [migrate] Migrate
        [expand] Expand
        [attack] Attack
       *[none] No Action
    }
learn-wl-creature = { $creature ->
        [crocodile] Crocodile
        [snake] Snake
        [eagle] Eagle
        [bear] Bear
        [mammoth] Mammoth
        [man] Man
       *[other] { $creature }
    }

## The coach's welcome

learn-wl-welcome = Welcome to WildLife! You play a prehistoric creature against two bots. Spread over the map's 12 regions: being strongest in a region, having large herds (creatures next to each other), adaptations, abilities and food all earn success points.
learn-wl-welcome-chart = You are the { learn-wl-creature } ({ $age } million years old, the oldest, so you start). Your creature chart says what you may do in each terrain; your best is { learn-wl-level } in { $terrain }.
learn-wl-welcome-levels = The three adaptations, weakest first: Migrate (move a creature one space, or through your own herd), Expand (place a new creature from your supply), Attack (replace an opponent's creature in a full region). Your panel shows them per terrain; No Action means you may not go there.

## Advice for the decision at hand

learn-wl-coach-place = { $first ->
        [yes] Place a starting creature ({ $left } to go): on { $space } in the { $region }, where you have { learn-wl-level }. Creatures side by side form a herd, and herds score.
       *[no] Next starting creature ({ $left } to go): { $space } in the { $region } ({ learn-wl-level }).
    }
learn-wl-coach-use = Use the { $card } card yourself ({ $plays ->
        [one] the last of your cards this turn
       *[other] { $plays } cards left to play this turn
    }): { $why ->
        [expand] you can Expand with it, placing a new creature.
        [migrate] you can Migrate with it.
        [wheel] a Wheel card raises your adaptation in one terrain by one step.
        [arrowhead] an Arrowhead card takes an ability card.
        [lightning] Lightning is a joker: it acts as any Terrain card, a Wheel or an Arrowhead.
        [food-surplus] it is a Text card: you take 6 food chips.
        [famine] it is a Text card: every other player gives back half their food.
        [plague] it is a Text card: each player with creatures in the region you choose loses one.
       *[none] nothing better is left; you may let it go with no effect.
    }
learn-wl-coach-auction = { $first ->
        [yes] Now auction a card: each turn at least one of your cards goes up for auction to the others, and the winner pays you food. Auction the { $card } card, which is worth little to you.
       *[no] Now this turn's auction: the { $card } card is worth least to you.
    }
learn-wl-coach-auction-more = None of your cards helps you now: auction the { $card } card too, for food ({ $plays ->
        [one] your last play
       *[other] { $plays } plays left
    }).
learn-wl-coach-lightning = Say what the Lightning card acts as: a { $role } card suits you best now.
learn-wl-coach-expand = With { $terrain } you have Expand: place a creature from your supply on { $space } in the { $region }.{ $fills ->
        [yes] { " " }It is the region's last empty space: filling it earns a Minor Scoring.
       *[no] { "" }
    }
learn-wl-coach-migrate = With { $terrain } you may only Migrate: move your creature from { $frm } to { $to }.
learn-wl-coach-attack = You have Attack here and the region is full: take { $space } from { $victim-who } — their creature goes back to the box.
learn-wl-coach-discard = The { $card } card can do nothing for you now (your adaptation there: { learn-wl-level }): let it go with no effect.
learn-wl-coach-wheel = Raise your adaptation in { $terrain } from { learn-wl-level } to { $to ->
        [expand] Expand
        [attack] Attack
       *[migrate] Migrate
    }: the next tile goes on your creature chart.
learn-wl-coach-arrowhead = Take the { $ability } ability card: { $kind ->
        [food] it gives you 2 food chips at the start of each of your turns.
       *[other] it helps you from your next turn on.
    }
learn-wl-coach-plague = Strike the { $region } with the Plague: it hurts your opponents there more than you.
learn-wl-coach-plague-victim = The Plague strikes a region where you have several creatures: choose which one you lose.
learn-wl-coach-bid = { $card } is up for auction and would help you ({ $why ->
        [expand] you could Expand with it
        [migrate] you could Migrate with it
        [wheel] a better adaptation
        [arrowhead] an ability
        [lightning] a joker
        [food-surplus] 6 food chips
       *[other] its action
    }). Bid { $amount } food chips, the least allowed; you have { $food }.
learn-wl-coach-pass = { $card } is up for auction. { $reason ->
        [food] You cannot pay { $amount } food chips now,
       *[value] It would do little for you,
    } so pass: passing is final for this auction.
learn-wl-coach-free-migration = Each turn you also have one free Migration: move your creature from { $frm } to { $to } to build your herd or fill a region.
learn-wl-coach-trade-food = You have { $food } food chips: pay 3 of them back to move one space up the success track (now { $success }). You may do this as often as you like on your own turn.
learn-wl-coach-end-turn = You have played your cards: end the turn and draw back up to 10 cards (you hold { $hand }).
learn-wl-coach-any = Choose any of the lit buttons.

## What a move did

learn-wl-detour = { $step ->
        [place] You chose another space than the one suggested; that is fine.
        [bid] You did not bid the suggested amount; that is fine.
        [pass] You chose not to pass; that is fine.
       *[other] You chose another move than the suggested one; that is fine, the coach carries on from here.
    }
learn-wl-you-placed = You place a creature on { $space } ({ $region }).
learn-wl-bot-placed = { $who } places a creature on { $space }.
learn-wl-populated = The board is populated: the game begins.
learn-wl-turn-start = { $you ->
        [yes] Turn { $turn }: your turn.
       *[no] Turn { $turn }: { $who }'s turn.
    }
learn-wl-ability-food = { $you ->
        [yes] Your Food ability gives you { $food } food chips.
       *[no] { $who }'s Food ability gives them { $food } food chips.
    }
learn-wl-auction-start = { $you ->
        [yes] You put the { $card } card up for auction.
       *[no] { $who } puts the { $card } card up for auction.
    }
learn-wl-bid = { $you ->
        [yes] You bid { $amount } food chips.
       *[no] { $who } bids { $amount } food chips.
    }
learn-wl-bid-pass = { $you ->
        [yes] You pass.
       *[no] { $who } passes.
    }
learn-wl-auction-won = { $you ->
        [yes] You win the { $card } card and pay { $paid } food chips to { $auctioneer-who }.
       *[no] { $who } wins the { $card } card and pays { $paid } food chips to { $auctioneer-you ->
            [yes] you
           *[no] { $auctioneer-who }
        }.
    }
learn-wl-auction-no-bids = Nobody bids on the { $card } card: its action is lost.
learn-wl-expanded = { $you ->
        [yes] You expand to { $space } ({ $region }).
       *[no] { $who } expands to { $space } ({ $region }).
    }
learn-wl-migrated = { $you ->
        [yes] You migrate from { $frm } to { $to }{ $free ->
            [yes] { " " }(your free Migration).
           *[no] .
        }
       *[no] { $who } migrates from { $frm } to { $to }{ $free ->
            [yes] { " " }(free Migration).
           *[no] .
        }
    }
learn-wl-attacked = { $you ->
        [yes] You attack { $space }: { $victim-who }'s creature goes back to the box.
       *[no] { $who } attacks { $space }: { $victim-you ->
            [yes] your
           *[no] { $victim-who }'s
        } creature goes back to the box.
    }
learn-wl-attack-defended = { $who } attacks { $space }, but { $victim-you ->
        [yes] your
       *[no] { $victim-who }'s
    } Defense ability cancels the attack.
learn-wl-adapted = { $you ->
        [yes] You adapt to { $terrain }: now { learn-wl-level }.
       *[no] { $who } adapts to { $terrain }: now { learn-wl-level }.
    }
learn-wl-ability-taken = { $you ->
        [yes] You take the { $ability } ability card.
       *[no] { $who } takes the { $ability } ability card.
    }
learn-wl-joker = { $you ->
        [yes] Your Lightning card acts as a { $role } card.
       *[no] { $who }'s Lightning card acts as a { $role } card.
    }
learn-wl-text-food-surplus = { $you ->
        [yes] Food Surplus: you take { $food } food chips.
       *[no] Food Surplus: { $who } takes { $food } food chips.
    }
learn-wl-text-famine = { $you ->
        [yes] Famine: every other player gives back half their food chips.
       *[no] Famine ({ $who }): every other player, you too, gives back half their food chips.
    }
learn-wl-text-plague = Plague ({ $who }) on the { $region }: every player with creatures there loses one.
learn-wl-plague-removed = { $you ->
        [yes] You lose your creature on { $space } to the Plague.
       *[no] { $who } loses the creature on { $space } to the Plague.
    }
learn-wl-card-discarded = { $you ->
        [yes] You let the { $card } card go with no effect.
       *[no] { $who } lets the { $card } card go with no effect.
    }
learn-wl-food-traded = { $you ->
        [yes] You pay 3 food chips and move up to { $success } on the success track.
       *[no] { $who } pays 3 food chips and moves up to { $success } on the success track.
    }
learn-wl-turn-end = You end your turn and draw { $drawn } cards.
learn-wl-minor-scoring = { $you ->
        [yes] You fill the last space of the { $region }: Minor Scoring, { $points } success points (region marker { $marker } of 11).
       *[no] { $who } fills the last space of the { $region }: Minor Scoring, { $points } success points (region marker { $marker } of 11).
    }
learn-wl-major-due = The 4th, 8th or 11th region marker was taken: a Major Scoring follows at the end of this turn.
learn-wl-major-scoring = Major Scoring: you gain { $gained } success points.

## The rules, said once when each first happens

learn-wl-rule-populate = 📖 Populating the board: in turn, everyone places starting creatures on empty spaces of terrains that are not No Action on their chart; while populating, a small region takes at most 2 creatures and a large one at most 4.
learn-wl-rule-success-track = 📖 The success track: the starting player begins on space 1, the next players on 2 and 3, to make up for playing later. The player furthest along at the end wins.
learn-wl-rule-expand = 📖 A Terrain card acts in the two regions of its terrain, as far as your adaptation there allows: Migrate, Expand (place a creature from your supply on an empty space) or Attack.
learn-wl-rule-auction = 📖 Auctions: every turn you play 3 cards, and at least one of them is auctioned. Bidding goes clockwise from your left; the lowest bid is 3 food chips.
learn-wl-rule-auction-won = 📖 The highest bidder pays the auctioneer and carries out the card at once (or lets it go with no effect). Short of food, a bidder may move back up to two spaces on the success track for 3 food chips each.
learn-wl-rule-bid = 📖 Bidding: bid more than the last bid (at least 3), or pass; once you pass you are out of this auction. The last bidder left wins.
learn-wl-rule-wheel = 📖 Wheel cards: one step up in one terrain: No Action → Migrate → Expand → Attack. Attack is the highest.
learn-wl-rule-arrowhead = 📖 Arrowhead cards: take an ability card from the supply (when a kind is used up, from the opponent with the most success points). At most two of a kind.
learn-wl-rule-lightning = 📖 Lightning cards are jokers: when played, they act as a Terrain card of any terrain, a Wheel or an Arrowhead.
learn-wl-rule-text-card = 📖 Text cards are events whose card says what happens: Food Surplus (take 6 food chips), Famine (every other player gives back half their food) and Plague (every player with creatures in the chosen region loses one).
learn-wl-rule-free-migration = 📖 Free Migration: besides your cards, you may migrate once per turn, one space or through your own herd, into a terrain where you have at least Migrate.
learn-wl-rule-trade-food = 📖 Trading food chips: on your own turn, 3 food chips back to the supply move you one space up the success track, as often as you like.
learn-wl-rule-draw = 📖 At the end of your turn the played cards are discarded and you draw back up to 10 cards.
learn-wl-rule-ability-use = 📖 Ability cards work on your own turn: Food gives 2 food chips at its start, Intelligence one more card to play, Mobility one more free Migration; Defense cancels an attack on an opponent's turn; Aggression lets you attack in regions that are not full.
learn-wl-rule-minor-scoring = 📖 Minor Scoring: whoever fills the last space of a region at once scores the value under the leftmost region marker (3 to 5 success points); the marker goes to that region. Taking the 4th, 8th or 11th marker brings a Major Scoring at the end of the turn.

## Hints on refused moves

learn-wl-hint-wait = It is not your move yet: the bots are playing.
learn-wl-hint-bid = An auction is running: bid at least { $amount } food chips, or pass.
learn-wl-hint-pending = First carry out the { $card } card you played or won (or let it go with no effect).
learn-wl-hint-end-turn = { $plays ->
        [0] { $auctioned ->
            [yes] You may end your turn now.
           *[no] Auction at least one card before you end your turn.
        }
        [one] Play one more card before you end your turn{ $auctioned ->
            [yes] .
           *[no] : it must be an auction.
        }
       *[other] Play { $plays } more cards before you end your turn{ $auctioned ->
            [yes] .
           *[no] , one of them as an auction.
        }
    }
learn-wl-hint-auction = Your last card this turn must go up for auction: at least one card a turn is auctioned.
learn-wl-hint-any = Choose one of the lit buttons; ❔ What now? explains them.

## The coach's farewell

learn-wl-farewell = That is how a turn works! You have { $success } success points; the leader has { $best }. A real match goes on until the last region marker is taken or someone places their last creature.
learn-wl-farewell-major = Each 4th, 8th and 11th region marker brings a Major Scoring: every region (most creatures 3, 2, 1; alone 4 or 5), the largest herds (10, 7, 5, 3, 1), and the most adaptation tiles, ability cards and food chips (4 and 2). After the last one, the furthest on the success track wins.

## ❔ What now? (cogs/games/wildlife/explain.py): $who is a name; counts are how many moves are open

learn-wl-explain-wait = { $doing ->
        [bid] { $who } is bidding in the auction.
        [place] { $who } is placing a starting creature.
        [chart] { $who } is bidding for or choosing a creature chart.
        [card] { $who } is carrying out a card.
       *[turn] It is { $who }'s turn.
    }
learn-wl-explain-wait-more = Nothing to decide for you right now: your panel lights up when you may bid or play. The table shows every move.
learn-wl-explain-chart = Choose your creature chart ({ $count } left): it shows your adaptation in each terrain. The oldest creature starts.
learn-wl-explain-chart-more = The play order goes by the creatures' age, oldest first.
learn-wl-explain-chart-bid = Creature charts are auctioned (a variant): bid at least { $amount } food chips for the next choice of chart, or pass. You have { $food }; the bank is paid.
learn-wl-explain-pass-final = Passing is final: you may not bid again in this auction.
learn-wl-explain-place = Place a starting creature ({ $left } to go, { $spaces } spaces open): any empty space in a terrain your chart does not mark No Action, at most 2 creatures in a small region and 4 in a large one.
learn-wl-explain-levels = Your adaptations: { $levels }.
learn-wl-explain-plague-victim = The Plague strikes the { $region }: choose which of your { $count } creatures there you lose.
learn-wl-explain-box = The creature goes back to the box, not to your supply.
learn-wl-explain-bid = Auction of the { $card } card: { $does }
learn-wl-explain-bid-amounts = { $two ->
        [yes] Bid at least { $amount } food chips, or pass; with two players the winner pays only 3. You have { $food }.
       *[no] Bid at least { $amount } food chips, or pass. You can pay up to { $most } (your { $food } food chips, plus 3 for each success step you give back, at most two).
    }
learn-wl-explain-bid-high = Highest bid so far: { $amount }, by { $who }.
learn-wl-explain-lightning = Lightning is a joker: say whether it acts as a Terrain card (choose the terrain), a Wheel or an Arrowhead.
learn-wl-explain-let-go = You may also let the card go with no effect.
learn-wl-explain-terrain = Carry out the { $card } card in { $terrain }, where you have { learn-wl-level }: Migrate moves a creature, Expand places a new one from your supply, Attack replaces an opponent's in a full region.
learn-wl-explain-terrain-options = Open to you now: { $migrate ->
        [one] 1 Migration
       *[other] { $migrate } Migrations
    }, { $expand ->
        [one] 1 space to Expand to
       *[other] { $expand } spaces to Expand to
    }, { $attack ->
        [one] 1 space to Attack
       *[other] { $attack } spaces to Attack
    }.
learn-wl-explain-wheel = Wheel: raise your adaptation one step in one terrain ({ $count } possible): No Action → Migrate → Expand → Attack.
learn-wl-explain-arrowhead = Arrowhead: take an ability card: { $abilities }. Food: 2 food chips each turn; Intelligence: one more card; Mobility: one more free Migration; Defense: cancels an attack; Aggression: attack in regions that are not full.
learn-wl-explain-plague = Plague: choose a region with creatures ({ $count } possible); every player with creatures there loses one to the box.
learn-wl-explain-turn = Your turn: { $plays ->
        [0] you have played your cards.
        [one] play 1 more card: use it yourself, or auction it to the others.
       *[other] play { $plays } more cards: use each yourself, or auction it to the others.
    }{ $owed ->
        [yes] { " " }At least one card this turn must be auctioned.
       *[no] { "" }
    }
learn-wl-explain-turn-extra = { $free ->
        [0] Your free Migration is used.
        [one] You have 1 free Migration.
       *[other] You have { $free } free Migrations.
    }{ $trade ->
        [yes] { " " }3 food chips buy one success step (you have { $food }).
       *[no] { "" }
    }
learn-wl-explain-text-cards = Text cards in your hand say what happens when played: { $cards }
learn-wl-explain-turn-end = { $can ->
        [yes] End your turn when you are done: you draw back up to 10 cards.
       *[no] You may end your turn once your cards are played and one of them was auctioned.
    }
learn-wl-explain-does = { $kind ->
        [terrain] { $level ->
            [migrate] in { $terrain } you can Migrate with it.
            [expand] in { $terrain } you can Migrate or Expand with it.
            [attack] in { $terrain } you can Migrate, Expand or Attack with it.
           *[none] your creature has No Action in { $terrain }, so it could only be let go.
        }
        [wheel] it raises an adaptation one step.
        [arrowhead] it takes an ability card.
        [lightning] a joker: any Terrain card, a Wheel or an Arrowhead.
        [food-surplus] take 6 food chips.
        [plague] every player with creatures in a region you choose loses one.
        [famine] every other player gives back half their food chips.
       *[other] its action.
    }

## /rules' example: a Major Scoring (the picture shows the board; the points come from the engine)

learn-wl-example = **A Major Scoring** scores every region and the herds. On this board A (marked { $a } on the map), B ({ $b }) and C ({ $c }) hold the Water regions:
learn-wl-example-large = • { $region }: A and B have 3 creatures each and tie for first, so both get second place's points: A { $a }, B { $b }; C, third, gets { $c }.
learn-wl-example-small = • { $region }: A is alone, a small monopoly: { $a } (filling every space would be a large monopoly, 5).
learn-wl-example-herd = • Herds (creatures touching side by side, across regions): C's 4 in the Savannah are the largest, { $c }; the herds of 3 of A and B tie for second and get third place's { $a } and { $b }.
learn-wl-example-more = Then the most adaptation tiles, ability cards and food chips score 4 and 2.
learn-wl-example-alt = The example board: the Water regions at the top left, held by A, B and C, and C's herd in the Savannah.
