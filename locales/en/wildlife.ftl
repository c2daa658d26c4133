### WildLife's words (source language: English). Ids start with "wl-".
### How to write and translate a message: docs/languages.md.

## Taking back a move (issue 36: cogs/games/wildlife/ui.py)

# What the Undo button takes back ($space, $frm, $to: space labels; $terrain: a terrain, or what
# the Lightning card acts as; $ability, $region: names from the game's data).
wl-undo-what = { $kind ->
    [place] place on { $space }
    [migrate] migrate { $frm } → { $to }
    [expand] expand to { $space }
    [attack] attack { $space }
    [upgrade] adapt to { $terrain ->
        [forest] Forest
        [desert] Desert
        [savannah] Savannah
        [plains] Plains
        [mountains] Mountains
        [water] Water
       *[other] { $terrain }
    }
    [joker] the Lightning card as { $terrain ->
        [forest] Forest
        [desert] Desert
        [savannah] Savannah
        [plains] Plains
        [mountains] Mountains
        [water] Water
        [wheel] Wheel
        [arrowhead] Arrowhead
       *[other] { $terrain }
    }
    [take_ability] take { $ability }
    [discard] let the card go
    [plague] the Plague on { $region }
    [trade_food] pay 3 food
   *[other] your move
}
# A kind of move in /rules (the engine's undo kinds).
wl-undo-kind = { $kind ->
    [place] a starting creature placed
    [migrate] a Migration
    [expand] an Expansion
    [attack] an Attack
    [upgrade] an adaptation
    [take_ability] an ability taken
    [joker] the Lightning card's choice
    [discard] a card let go
    [plague] the Plague's region
    [trade_food] food traded
   *[other] { $kind }
}

## The game's glossary (docs/glossary/wildlife.md): one thing, one name

-wl-minor-scoring = Minor Scoring
-wl-major-scoring = Major Scoring
-wl-success = success points

## Names of the game's things, by id

wl-terrain = { $terrain ->
        [forest] Forest
        [desert] Desert
        [savannah] Savannah
        [plains] Plains
        [mountains] Mountains
        [water] Water
       *[other] { $terrain }
    }
# A Wildlife card's kind (a terrain, Wheel, Arrowhead, Lightning, or a Text card).
wl-card = { $kind ->
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
# A card in its owner's hand: its category, name and number ($n: "03").
wl-hand-card = { $category ->
        [terrain] Terrain: { wl-card }
        [text] Text: { wl-card }
       *[other] { wl-card }
    } #{ $n }
wl-region = { $region ->
        [large-forest] Large Forest
        [small-forest] Small Forest
        [large-desert] Large Desert
        [small-desert] Small Desert
        [large-savannah] Large Savannah
        [small-savannah] Small Savannah
        [large-plains] Large Plains
        [small-plains] Small Plains
        [large-mountains] Large Mountains
        [small-mountains] Small Mountains
        [large-water] Large Water
        [small-water] Small Water
       *[other] { $region }
    }
wl-ability = { $ability ->
        [food] Food
        [intelligence] Intelligence
        [mobility] Mobility
        [defense] Defense
        [aggression] Aggression
       *[other] { $ability }
    }
# What an ability card does.
wl-ability-text = { $ability ->
        [food] Take 2 food chips at the start of your turn.
        [intelligence] Play one more Wildlife card on your turn.
        [mobility] One more free Migration on your turn.
        [defense] Cancels the first Attack against you in each opponent's turn; the attacker's creature stays in its supply.
        [aggression] You may Attack in a region that still has empty spaces.
       *[other] { $ability }
    }
# What a Text card does (our reconstruction of the cards' texts).
wl-text-card = { $kind ->
        [food-surplus] Take 6 food chips from the supply.
        [plague] Choose a region: every player with creatures there removes one of them (to the box).
        [famine] Every other player returns half their food chips (rounded down) to the supply.
       *[other] { $kind }
    }
wl-creature = { $creature ->
        [crocodile] Crocodile
        [snake] Snake
        [eagle] Eagle
        [bear] Bear
        [mammoth] Mammoth
        [man] Man
       *[other] { $creature }
    }
# A creature with its age, which decides the play order.
# A seat's creature: its emoji, name and its letter on the map ($letter: the map's mark, "Mn" for Man).
wl-creature-tag = { $emoji } { wl-creature } ({ $letter })
# A creature's letter on the map (the discs, the player lines): our own marks, the name's initial (Man "Mn", as Mammoth has M).
wl-creature-letter = { $creature ->
        [crocodile] C
        [snake] S
        [eagle] E
        [bear] B
        [mammoth] M
       *[man] Mn
    }
wl-creature-age = { wl-creature } ({ $age } million years)
# A creature chart in the chart select, with the terrain it attacks in ($terrain).
wl-creature-chart = { wl-creature } ({ $age } million years): attacks in { wl-terrain }
# An adaptation level (the creature chart's rows).
wl-level = { $level ->
        [migrate] Migrate
        [expand] Expand
        [attack] Attack
       *[none] No Action
    }
# An adaptation in a player's line: the level's word, "–" for No Action (the legend says so).
wl-level-short = { $level ->
        [migrate] Migrate
        [expand] Expand
        [attack] Attack
       *[none] –
    }
# A Major Scoring's line: a region id, herd-1 … herd-5, adaptations, abilities, food.
wl-major-line = { $line ->
        [herd-1] Largest herd
        [herd-2] 2nd largest herd
        [herd-3] 3rd largest herd
        [herd-4] 4th largest herd
        [herd-5] 5th largest herd
        [adaptations] Most adaptations
        [abilities] Most abilities
        [food] Most food
       *[other] { $line }
    }

## Shared words (cogs/games/wildlife/words.py)

wl-legend = Adaptation per terrain, weakest to strongest: – No Action · Migrate · Expand · Attack. Success: the success track; players start on 1, 2, 3… in play order, later players ahead to make up for playing later. Text cards (Food Surplus, Plague, Famine) are events: they do what they say. Terrain letters on the map: F Forest, D Desert, S Savannah, P Plains, M Mountains, W Water. Dashed frame: the last move's spaces; #n: the region marker of a { -wl-minor-scoring }.
wl-no-creature-yet = no creature yet
wl-nobody = nobody
wl-none = none
wl-seat = Seat { $n }
wl-use-hint = { $level ->
        [none] { wl-card }: your creature has no action there (you can only discard it)
        [migrate] { wl-card }: you can Migrate there
        [expand] { wl-card }: you can Migrate or Expand there
       *[attack] { wl-card }: you can Migrate, Expand or Attack there
    }
wl-use-hint-wheel = Adapt: raise one terrain one level
wl-use-hint-arrowhead = Take an ability card
wl-use-hint-lightning = Joker: any Terrain card, a Wheel or an Arrowhead
wl-use-hint-text = Text card, an event: { wl-text-card }
# An ability won in an auction waits for its owner's next turn ($all: yes when every card of it waits).
wl-ability-waiting = { $all ->
        [yes] (from next turn)
       *[no] ({ $n } from next turn)
    }
wl-region-line = { wl-region } [{ $letter }] { $filled }/{ $size }: { $who }{ $marker ->
        [0] { "" }
       *[other] { " " }(marker #{ $marker })
    }
wl-region-empty = empty
wl-minor-next = next { -wl-minor-scoring }: **{ $value }** (marker { $marker } of 11)
wl-minor-all-taken = all 11 markers taken
wl-minor-majors = { -wl-major-scoring } after markers 4, 8 and 11
wl-minor-major-due = **a { -wl-major-scoring } follows at the end of this turn**

## The table (cogs/games/wildlife/table.py)

wl-table-title = WildLife · match #{ $match }
wl-table-title-turn = WildLife · match #{ $match } · turn { $turn }
wl-variant = { $variant ->
        [unlimited_abilities] unlimited ability cards
        [auction_expand] Expand with an auctioned Terrain card
        [chart_auction] creature charts by auction
       *[rotating_start] rotating starting player
    }
wl-auction-what-card = the **{ $card }** card
wl-auction-what-chart = the next choice of creature chart
# $sold: yes when a player auctions a card ($seller); $bid: yes once someone bid ($high, $amount).
wl-auction-head = 🔨 **Auction** of { $what }{ $sold ->
        [yes] { " " }by { $seller }
       *[no] { "" }
    }: { $bid ->
        [yes] high bid **{ $amount }** food by { $high }
       *[no] no bid yet
    }.
wl-auction-next = ▶ { $who } bids next (at least { $amount } food) or passes.
wl-auction-passed = Passed: { $names }.
wl-auction-two = Two players: the winner pays only 3 food.
wl-game-over = The game is over.
wl-doing-chart-chooser = ▶ { $who } chooses a creature chart.
wl-doing-chart = Creature charts are auctioned: the winner of each auction chooses first.
wl-doing-populate = Populating the board: ▶ { $who } places a starting creature ({ $left } left).
wl-doing-turn = Turn { $turn } (round { $round }): ▶ **{ $who }** — { $plays } of { $quota ->
        [one] { $quota } card
       *[other] { $quota } cards
    } played, { $auctioned } auctioned{ $free ->
        [0] { "" }
       *[other] , { $free } free Migration left
    }.
wl-doing-plague = ☠️ Plague on { wl-region }: { $who } chooses which creature is lost.
# $role: what a Lightning card acts as (a card's name), with $as yes.
wl-doing-pending = { $who } carries out the **{ $card }** card{ $as ->
        [yes] { " " }as a **{ $role }** card
       *[no] { "" }
    }{ $won ->
        [yes] { " " }(won in the auction)
       *[no] { "" }
    }.
wl-doing-played = Played this turn: { $cards }.
wl-player-value = Success **{ $success }** · food { $food } · hand { $hand }
wl-player-creatures = Creatures: { $board } on the map, { $supply } in supply{ $boxed ->
        [0] { "" }
       *[other] , { $boxed } boxed
    }
wl-player-abilities = Abilities: { $abilities }
wl-result-line = { $medal } **{ $name }** ({ $creature }) — { $points } success points
wl-game-over-head = 🏆 **Game over.** { $reason }
wl-latest = **Latest:**
wl-field-minor-track = { -wl-minor-scoring } track
wl-field-regions = Regions (in { -wl-major-scoring } order)
wl-field-regions-more = Regions (cont.)
wl-footer = Deck { $deck } · discard { $discard } · food supply { $food }
wl-footer-variants = variants: { $variants }
# Why a match ended: last-marker, last-creature ($who placed it), turn-limit ($turns).
wl-end-reason = { $reason ->
        [last-marker] The last region marker was taken.
        [last-creature] { $who } placed their last creature.
       *[turn-limit] The turn limit ({ $turns }) was reached.
    }

## The board picture (cogs/games/wildlife/picture.py): labels drawn on it, and its description

wl-picture-title = { $phase ->
        [over] Game over
        [turn] Turn { $turn }: { $who } ({ wl-creature })
        [populate] Populating the board
       *[chart] Choosing creature charts
    }
wl-picture-window = Map, columns { $first }-{ $last }, rows { $top }-{ $bottom } (Full map: the whole board).
wl-picture-alt = WildLife board, regions named on the map, creatures shown by letter. Success: { $players }.

## The hand panel (cogs/games/wildlife/panel.py)

wl-panel-head = **Your hand** · WildLife #{ $match } · { $creature } · success **{ $success }** · food **{ $food }** · creatures in supply { $supply }
wl-panel-waiting = ⏳ Not your move now: the table shows the board, the auction and whose turn it is. This panel shows your choices when you are asked to move.
wl-panel-wait-bid = Waiting for { $who } to bid or pass.
wl-panel-wait-for = Waiting for { $who }.
wl-panel-wait = Waiting.
wl-todo-chart = ▶ **You won the auction: choose your creature chart.**
wl-bid-on-card = the { $card } card
wl-todo-bid-none = ▶ **Your turn to bid on { $what }**: you cannot pay the minimum of { $amount } food, so pass.
wl-todo-bid = ▶ **Your turn to bid on { $what }**: at least { $amount } food (you can pay up to { $most }), or pass.
wl-todo-place = ▶ **Place a starting creature** ({ $left } left): pick a region, then a space — or ⌨️ type it (C7).
wl-todo-plague = ▶ **The Plague strikes { wl-region }**: choose which of your creatures there is lost.
wl-todo-lightning = ▶ **Say what your Lightning card acts as** (or discard it).
# $moves: what the card allows, joined (wl-todo-move), or wl-todo-nothing.
wl-todo-terrain = ▶ **Carry out the { wl-card } card** — { $moves } (choose below or ⌨️ type a space, C7), or discard it.
wl-todo-move = { $move ->
        [migrate] migrate
        [expand] expand
       *[attack] attack
    }
wl-todo-nothing = nothing you can do there
wl-todo-wheel = ▶ **Wheel: choose a terrain to adapt one level further**, or discard it.
wl-todo-arrowhead = ▶ **Arrowhead: choose an ability card to take**, or discard it.
wl-todo-plague-card = ▶ **Plague: choose the region it strikes**, or discard it.
wl-todo-card = ▶ **Carry out your card, or discard it.**
wl-todo-play = play { $left ->
        [one] { $left } more card
       *[other] { $left } more cards
    } — use each for yourself or auction it{ $must ->
        [yes] { " " }(at least one as an auction)
       *[no] { "" }
    }
wl-todo-one-more = you may play one more card (Intelligence)
wl-todo-auction = auction a card
wl-todo-free = { $n } free Migration left
wl-todo-end = or end your turn
wl-todo-turn = ▶ **Your turn**: { $parts }.
wl-panel-hand = 🃏 **Hand ({ $n }):**
wl-panel-hand-empty = 🃏 Your hand is empty.
wl-panel-adaptations = Your adaptations: { $levels }
wl-panel-abilities = Your abilities: { $abilities }
wl-panel-turn-of = Turn of { $who }.
wl-panel-board = The board
wl-panel-marks = Your creatures are ringed; spaces in a purple frame are where your card can act; a dashed frame marks the last move. Full map: the whole board at full size.
wl-type-bid = Type a bid
wl-pass = Pass
wl-bid-any = Or choose any amount to bid
wl-choose-chart = Choose your creature chart
wl-use-card = Use a card for yourself…
wl-auction-card = Auction a card to the others…
wl-migrate-card = Migrate a creature (from → to)
wl-migrate-free = Free Migration (from → to)
wl-expand-to = Expand to a space
wl-attack-space = Attack a space
wl-place-start = Place a starting creature
wl-plague-victim = Choose the creature the Plague takes
wl-joker-acts = The Lightning card acts as…
wl-adapt-terrain = Adapt to a terrain…
wl-take-ability-placeholder = Take an ability…
wl-plague-strikes = The Plague strikes…
wl-type-space = Type a space
wl-discard = Discard the card
wl-trade = Pay 3 food: +1 success
wl-end-turn = End turn
wl-hand-not-now = Your hand (not your move now)

## Options in the panel's menus (cogs/games/wildlife/verbs.py)

# A space to choose: $kind is place, expand, attack or remove (the Plague).
wl-space-option = { $kind ->
        [place] Place a starting creature { $space }
        [expand] Expand to { $space }
        [attack] Attack { $space }
       *[remove] Lose the creature on { $space }
    }
wl-space-filled = { wl-region }: { $filled }/{ $size } filled
wl-space-holds = { wl-region }: { $filled }/{ $size } filled · holds { wl-creature }
wl-migrate-option = Migrate { $frm } → { $to }
wl-migrate-from = From { $space }
wl-migrate-to = to { wl-region }
# A quick bid button: $step is minimum, plus1 or plus5.
wl-quick-bid = Bid { $amount } ({ $step ->
        [minimum] minimum
        [plus1] +1
       *[plus5] +5
    })
wl-bid-food = Bid { $amount } food
wl-table-bid = Bid { $amount }
wl-auction-desc = Offer the { wl-card } card to the others (minimum bid 3 food)
wl-joker-option = Lightning as { wl-card }
wl-joker-level = { $level ->
        [none] your creature has no action there
        [migrate] you can Migrate there
        [expand] you can Migrate or Expand there
       *[attack] you can Migrate, Expand or Attack there
    }
wl-joker-wheel = raise one terrain one level
wl-joker-arrowhead = take an ability card
wl-adapt-option = Adapt to { wl-terrain }
wl-adapt-desc = { $now } → { $next }
wl-take-option = Take { wl-ability }
wl-take-from = Take { wl-ability } from { wl-creature }
wl-plague-option = Plague on { wl-region }
wl-held = { wl-creature } { $n }

## Typing a space or a bid (⌨️)

wl-bid-prompt = Your bid in food chips
wl-bid-example = a number, such as 5
wl-space-prompt = Space label (C7; C7 D7 to migrate)

## Refusals (engine/games/wildlife/moves.py, cogs/games/wildlife/verbs.py)

wl-not-your-turn-to-bid = It is not your turn to bid.
wl-not-your-turn = It is not your turn.
wl-no-auction = There is no auction to bid in.
wl-finish-auction = Finish the auction first.
wl-plague-choose = Choose which of your creatures the Plague takes.
wl-cannot-now = You cannot do that now.
wl-carry-out-first = First carry out or discard the { wl-card } card.
wl-not-in-hand = That card is not in your hand.
wl-all-played = You have played all your cards this turn.
wl-must-auction = You must auction at least one card this turn.
wl-play-more = Play { $n ->
        [one] { $n } more card
       *[other] { $n } more cards
    } first.
wl-need-food = You need 3 food to advance on the success track.
wl-play-card-first = Play a card for that first.
wl-lowest-bid = The lowest bid now is { $amount } food.
wl-cannot-pay = You cannot pay that much.
wl-chart-taken = That creature chart is not available.
wl-lightning-first = Say first what the Lightning card acts as.
wl-no-free-migration = You have no free Migration left this turn.
wl-migration-impossible = That Migration is not possible.
wl-no-creature-on = You have no creature on { $space }.
wl-not-empty = { $space } is not empty.
wl-card-moves-into = This card moves into { wl-terrain } only.
wl-unreachable = { $to } cannot be reached from { $frm } (one step, or through your own herd).
wl-supply-empty = You have no creatures left in your supply.
wl-occupied = { $space } is already occupied.
wl-card-acts-in = This card acts in { wl-terrain } only.
wl-too-low-expand = Your adaptation there is too low to Expand.
wl-attack-empty = { $space } is empty: Expand there instead.
wl-attack-own = You cannot attack your own creature.
wl-need-attack = You need the Attack adaptation there.
wl-attack-full-only = You can only attack in a region whose spaces are all occupied.
wl-cannot-adapt = You cannot adapt further there (or no tile is left).
wl-cannot-take-ability = You cannot take that ability (limit two of a kind; from the supply, else from the leader).
wl-plague-region = Choose a region with creatures in it.
wl-lightning-as = A Lightning card acts as a Terrain, Wheel or Arrowhead card.
wl-does-not-fit = That does not fit the card you are carrying out.
wl-no-action-in = Your creature has No Action in { wl-terrain }.
wl-start-limit = { wl-region } already has its limit of starting creatures.
wl-choose-one = Choose one option.
wl-bid-whole = A bid is a whole number of food chips.
wl-type-space-label = Type a space label such as C7.
wl-not-space-label = “{ $typed }” is not a space label: type a column letter and a row number, such as C7 (or two labels, C7 D7, to migrate).
wl-no-such-space = There is no space { $space } on the map (columns { $columns }, rows 1-{ $rows }).
wl-cannot-migrate = You cannot migrate from { $frm } to { $to } now.
# What a typed space holds: $creature is a creature id, or "none" for an empty space.
wl-space-held = { $creature ->
        [none] it is empty
       *[other] it holds the { wl-creature }'s creature
    }
wl-no-space-now = You have no space to choose now ({ $space }: { wl-space-held }).
wl-cannot-use-space = You cannot use { $space } now ({ wl-space-held }): choose a space to { $doing } from the menu.
# What a typed space could be used for ($kind: place, expand, attack, remove).
wl-space-doing = { $kind ->
        [place] place a starting creature
        [expand] expand to
        [attack] attack
       *[remove] lose the creature on
    }
wl-doing-or = { $first } or { $second }
wl-not-amount = “{ $typed }” is not an amount: type a whole number of food chips, such as 5.
wl-bid-range = You can bid { $low } to { $high } food now (you typed { $typed }).

## Thread lines and /history (cogs/games/wildlife/events.py): one per public event, from its kind and data

wl-ev-setup = { $who } has the oldest creature and starts. Each player places { $count } starting creatures in turn.
wl-ev-play-order = Play order: { $names }.
wl-ev-chart-auction = Creature charts are auctioned: the winner of each auction chooses first (variant).
wl-ev-populate-skipped = { $who } cannot place any more starting creatures.
wl-ev-board-populated = The board is populated. The game begins.
wl-ev-turn-start = Turn { $turn }: { $who } to play.
wl-ev-ability-food = { $who } takes { $food } food (Food ability).
wl-ev-bid = { $who } bids { $amount } food.
wl-ev-bid-pass = { $who } passes.
wl-ev-chart-auction-won = { $who } wins the next choice of creature for { $amount } food.
wl-ev-auction-no-bids = Nobody bids on the { wl-card } card; the action is lost.
wl-ev-auction-won = { $who } wins the { wl-card } card for { $bid } food and pays { $paid } to { $seller }{ $steps ->
        [0] { "" }
        [one] { " " }(giving back { $steps } success step for food)
       *[other] { " " }(giving back { $steps } success steps for food)
    }.
wl-ev-creature-chosen = { $who } chooses the { wl-creature }.
wl-ev-placed = { $who } places a creature on { $space }.
wl-ev-card-used = { $who } plays a { wl-card } card.
wl-ev-auction-start = { $who } auctions a { wl-card } card. Bidding starts with { $first } (minimum 3 food).
wl-ev-joker = { $who } uses the Lightning card as a { wl-card } card.
wl-ev-card-discarded = { $who } lets the { wl-card } card go with no effect.
wl-ev-food-traded = { $who } pays 3 food and advances to { $success } on the success track.
wl-ev-turn-end = { $who } ends the turn and draws { $drawn ->
        [one] { $drawn } card
       *[other] { $drawn } cards
    }.
wl-ev-round-start = Round { $round }: { $who } has the fewest success points and starts.
wl-ev-food-surplus = Food Surplus: { $who } takes { $food } food.
wl-ev-famine = Famine: every other player returns half their food{ $lost ->
        [none] { "" }
       *[other] { " " }({ $lost })
    }.
wl-ev-minor-scoring = { -wl-minor-scoring }: { $who } fills the last space of { wl-region } and scores { $points } (region marker { $marker } of 11).
wl-ev-major-due = A { -wl-major-scoring } follows at the end of this turn.
wl-ev-last-creature = { $who } has placed their last creature: the game ends after this turn.
wl-ev-migrated = { $who } migrates { $frm } → { $to } ({ $free ->
        [yes] free Migration
       *[no] Migration
    }).
wl-ev-expanded = { $who } expands to { $space }.
wl-ev-attack-defended = { $who } attacks { $space }, but { $victim }'s Defense cancels the attack.
wl-ev-attacked = { $who } attacks { $space }: { $victim }'s creature goes back to the box.
wl-ev-adapted = { $who } adapts to { wl-terrain }: now { wl-level }.
# $supply: yes when taken from the supply, else no and $from is the seat it was taken from.
wl-ev-ability-taken = { $who } takes the { wl-ability } ability { $supply ->
        [yes] from the supply
       *[no] from { $from }
    }.
wl-ev-plague = Plague strikes { wl-region } ({ $who }).
wl-ev-plague-removed = { $who } loses the creature on { $space } to the Plague.
wl-ev-game-end = Game over: { $reason }
wl-ev-major-scoring = { $final ->
        [yes] Final { -wl-major-scoring }
       *[no] { -wl-major-scoring }
    }

## Announcements in the thread (cogs/games/wildlife/announce.py)

wl-ranked = { $who } { $points } SP
wl-ranked-total = { $who } **+{ $points } SP**
wl-major-title = { $final ->
        [yes] 🏆 Final { -wl-major-scoring }
       *[no] 📊 { -wl-major-scoring }
    }
wl-major-intro = Success points (SP) per line, highest first.
wl-major-nobody = Nobody scores on any line.
wl-major-totals = Totals
wl-result-points = { $medal } **{ $name }** — { $points ->
        [one] { $points } success point
       *[other] { $points } success points
    }
wl-result-title = { $count ->
        [one] 🏆 { $winners } wins WildLife #{ $match }
       *[other] 🏆 { $winners } share the win of WildLife #{ $match }
    }
wl-and = { $first } & { $second }

## The game in Discord (cogs/games/wildlife/ui.py)

wl-title = WildLife
wl-summary = Area control for 2-6 players: each plays a prehistoric creature spreading over a map of 12 regions. Play 3 Wildlife cards a turn to migrate, expand, attack, adapt to new terrains and gain abilities — and auction at least one of them to the others for food. Fill regions for Minor Scorings; at Major Scorings the majorities in each region, the largest herds, adaptations, abilities and food score.
wl-panel-label = Hand
wl-stale = That was from before the last move; here is your hand now.
wl-how-1 = Press **Hand** on the table: your cards, adaptations, abilities and food appear privately and follow the game by themselves.
wl-how-2 = On your turn use or auction cards from the menus; a card's target is chosen region then space, or typed with ⌨️ (`C7`, `C7 D7` to migrate).
wl-how-3 = While an auction runs the bidder bids from the table or the panel: the minimum, +1, +5, a typed amount, or Pass.
wl-how-4 = Pay 3 food for one success step, migrate once for free, and press **End turn** when you are done.
wl-asked = { $what ->
        [chart] choose your creature chart
        [bid-card] your bid on the { wl-card } card
        [bid-chart] your bid for a creature chart
        [place] place a starting creature
        [remove] choose the creature the Plague takes
        [card] carry out your card
       *[turn] play a card: use it or auction it
    }
wl-option = { $option ->
        [unlimited_abilities] Unlimited ability cards
        [auction_expand] Expand with auctioned Terrain
        [chart_auction] Creature charts by auction
       *[rotating_start] Rotating starting player
    }
wl-option-off = Off
wl-option-on = On

## House rules (/rules: engine/games/wildlife/rules.py HOUSE_RULES; $food: the food chips in the
## box; $turns: the safety limit)

wl-house-abilities = Ability cards: Food gives 2 food chips at the start of your turn; Intelligence lets you play one more Wildlife card; Mobility gives one more free Migration; Defense cancels the first Attack against you in each opponent's turn (the attacker keeps its creature in supply); Aggression lets you Attack in a region that still has empty spaces. Two cards of a kind work twice.
wl-house-text-cards = Food Surplus: take 6 food chips from the supply. Plague: choose a region; every player with creatures there removes one of them to the box. Famine: every other player returns half their food (rounded down).
wl-house-minor-track = { -wl-minor-scoring } track, left to right: 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5. Taking marker 4, 8 or 11 triggers a { -wl-major-scoring } at the end of that turn.
wl-house-migration = Migration: one step into an empty space, or a path through your own creatures ending on an empty space; the destination's terrain needs at least Migrate.
wl-house-food-supply = The food supply is finite ({ $food } food chips, less what was dealt); when it runs short you get what is left.
wl-house-ties = Ties at the end share the win.
wl-house-auctions = Auctions go clockwise from the auctioneer's left: bid the minimum, +1, +5, any amount, or pass; a bidder who does not answer in time passes. You cannot bid more than you could pay (your food plus up to two success steps given back for 3 food each).
wl-house-chart-auctions = Creature-chart auctions (variant): minimum bid 1, paid to the bank; the last player not to pass wins (free if nobody bid); the last player left takes a remaining chart for free.
wl-house-no-start-space = If a player cannot place a starting creature anywhere, the rest of their starting placements are skipped.
wl-house-events-at-once = Food Surplus and Famine take effect at once when played or won; a won Plague, Wheel, Arrowhead or Terrain card may still be discarded with no effect.
wl-house-lightning-expand = A Lightning card used as a Terrain card in an auction counts as an auctioned Terrain card for the Expand auction variant.
wl-house-one-major = At most one { -wl-major-scoring } per turn; the final { -wl-major-scoring } replaces one due in the same turn.
wl-house-turn-limit = The game also ends (with a final { -wl-major-scoring }) after { $turns } turns, a safety limit.
wl-house-plague-choice = Plague: a player with several creatures in the struck region chooses which one they lose.
wl-house-major-lines = { -wl-major-scoring }: a player with no adaptation tiles, no ability cards or no food does not score on that line; single creatures count as herds of 1.
wl-house-intelligence = Intelligence is optional: with it you may stop after 3 cards.
wl-house-two-players = With 2 players you may bid any amount in an auction; the winner pays only 3. Giving back success steps may take a player below space 1.
