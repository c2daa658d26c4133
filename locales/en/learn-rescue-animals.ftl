### Rescue Animals' tutorial (issue 35): the coach's lines (engine/games/rescue_animals/tutorial.py),
### ❔ What now?'s explainers (cogs/games/rescue_animals/explain.py) and the /rules example.
### Terms are the rulebook's: Endangered Animal, display, dice requirement, black die, white dice, gray die,
### set aside, roll, Rescuing!, Ready, Set, Go!, Conservation Leader, protection points, bonus points.

## Dice and requirements

learn-ra-die = { $colour ->
        [black] black { $value }
        [gray] gray { $value }
       *[white] white { $value }
    }
learn-ra-dice = { $count ->
        [0] no die
        [1] { $d0 }
        [2] { $d0 } and { $d1 }
        [3] { $d0 }, { $d1 } and { $d2 }
        [4] { $d0 }, { $d1 }, { $d2 } and { $d3 }
        [5] { $d0 }, { $d1 }, { $d2 }, { $d3 } and { $d4 }
       *[other] { $d0 }, { $d1 }, { $d2 }, { $d3 }, { $d4 } and { $d5 }
    }
learn-ra-animals = { $count ->
        [0] no animal
        [1] { $a0 }
        [2] { $a0 } and { $a1 }
        [3] { $a0 }, { $a1 } and { $a2 }
       *[other] { $a0 }, { $a1 }, { $a2 } and { $a3 }
    }
learn-ra-req = black { $black }{ $count ->
        [0] {""}
       *[other] {" "}+ white { $whites }
    }{ $anys ->
        [0] {""}
        [1] {" "}+ one white die of any number
       *[other] {" "}+ { $anys } white dice of any number
    }
learn-ra-special = { $special ->
        [three_same] three white dice of the same number
        [three_sum_10] three white dice adding up to exactly 10
        [pair_sum_8] black { $black } + white { $white } + two white dice adding up to exactly 8
        [two_pairs_equal_sum] two white dice whose sum equals that of two other white dice
        [pair_same] black { $black } + white { $white } + two white dice of the same number
       *[other] { $special }
    }

## The coach's welcome

learn-ra-welcome = Welcome to Rescue Animals! You play against two bots, everyone at once: roll your five dice (four white, one black) until they meet the dice requirement of an Endangered Animal on display, then press **{ -ra-rescue-button }** before anyone else does.
learn-ra-welcome-card = On display: the **{ $name }**, worth { $protection } protection points (plus { $bonus } bonus points for a pair of them at the end); its dice requirement: { $req }.
learn-ra-welcome-pace = The game is played in real time, but this lesson waits for you: each bot rolls once per roll of yours, so take your time to read. You are the Conservation Leader: you start the round with "Ready, Set, Go!".

## Advice for the decision at hand

learn-ra-coach-wait-go = Ready, Set… wait for Go!: nobody may roll or rescue during the countdown. { $rolled ->
        [yes] Your dice set aside stay aside.
       *[no] Your dice are not rolled yet.
    }
learn-ra-coach-wait-window = "Rescuing!" has been called: everyone stops rolling while the rescue is checked.
learn-ra-coach-first-roll = Go! Press { -ra-roll-button }: your first roll rolls all five dice.
learn-ra-coach-set-aside = Aim for the { $name } ({ $req }). { $adds ->
        [0] {""}
        [one] Press your { $dice } to set it aside: it fits.
       *[other] Press your { $dice } to set them aside: they fit.
    }{ $backs ->
        [0] {""}
        [one] {" "}Press your { $back } to take it back: it does not fit.
       *[other] {" "}Press your { $back } to take them back: they do not fit.
    } The next { -ra-roll-button } rerolls only the dice not set aside.
learn-ra-coach-roll-rest = Set aside for the { $name }: your { $dice }. Press { -ra-roll-button } to reroll the others.
learn-ra-coach-reroll = None of your dice fits yet: press { -ra-roll-button } to roll them all again. The { $name } ({ $req }) is the likeliest target.
learn-ra-coach-rescue = Your dice meet the { $name } with { $dice }: press { -ra-rescue-button } for it now (this is calling "Rescuing!"), before a bot does.

## What a move did

learn-ra-rolled = You rolled: black { $black }, white { $whites }{ $gray ->
        [0] {""}
       *[other] , gray { $gray }
    }{ $kept ->
        [0] {""}
        [one] {" "}(one die set aside kept its number)
       *[other] {" "}({ $kept } dice set aside kept their numbers)
    }.{ $count ->
        [0] {""}
       *[other] {" "}They meet: { $met }.
    }
learn-ra-toggled = { $aside ->
        [yes] You set your { $die } aside: it will not be rerolled.
       *[no] You take your { $die } back: it will be rerolled.
    }
learn-ra-claim = { $you ->
        [yes] You call "Rescuing!" for the { $name }.
       *[no] { $who } calls "Rescuing!" for the { $name }.
    }
learn-ra-tie = Two players called "Rescuing!" at the same moment: { $by ->
        [gray] the gray die wins the tie
       *[clockwise] the first clockwise from the Conservation Leader wins the tie
    } ({ $who }).
learn-ra-rescued = { $you ->
        [yes] You rescued the **{ $name }** ({ $protection } protection points)!
       *[no] { $who } rescued the { $name } ({ $protection } protection points).
    }
learn-ra-countdown = Ready, Set… everyone stops; rolling resumes at **Go!**.
learn-ra-round-end = Round { $round } is over: every animal on display has been rescued.
learn-ra-gray-die = { $you ->
        [yes] You rescued no animal this round, so you take the gray die for the next round.
       *[no] { $who } rescued no animal this round and takes the gray die for the next round.
    }
learn-ra-leader = { $you ->
        [yes] You are the Conservation Leader now.
       *[no] { $who } is the Conservation Leader now.
    }
learn-ra-round = Round { $round }: on display are the { $first } and the { $second }.
learn-ra-special-shown = The { $name } has a special requirement (the hooked line on its card): { $req }.

## The rules, said when they first happen

learn-ra-rule-identify = 📖 Each round shows as many animals as there are players minus one (two here), and all of them will be rescued this round. A card shows its protection points (the white number) and its bonus points (the black number, for a pair of that animal).
learn-ra-rule-roll = 📖 After "Ready, Set, Go!" everyone rolls at the same time, as often and as fast as they like: there are no turns.
learn-ra-rule-set-aside = 📖 Dice that fit your animal may be set aside while you reroll the others; press a die again to take it back and reroll it too.
learn-ra-rule-rescue = 📖 As soon as your dice meet an animal's requirement, call "Rescuing!" (the **{ -ra-rescue-button }** button): everyone stops rolling and you take the card.
learn-ra-rule-requirement = 📖 Dice requirement: only your black die meets the black symbol, only white dice meet white symbols, each die meets one symbol, and a blank white symbol takes any number.
learn-ra-rule-one-a-round = 📖 You may rescue only one animal a round: now wait while the others rescue the rest.
learn-ra-rule-restart = 📖 After each rescue the rescuer calls "Ready, Set, Go!" and the others roll on (here a 3-second countdown; dice set aside stay aside).
learn-ra-rule-gray-die = 📖 The player who rescued no animal this round gets the gray die for the next round: a sixth die, and it wins ties.
learn-ra-rule-gray-white = 📖 The gray die counts as a white die for every dice requirement.
learn-ra-rule-next-round = 📖 While the Animal Deck has cards, the Conservation Leader card passes clockwise and a new round begins.
learn-ra-rule-special = 📖 Five animals have a special requirement, marked by a hooked line: the dice it names are checked together, on top of any other symbols.
learn-ra-rule-scoring = 📖 When the deck is empty the game is scored: each animal's protection points, its bonus points for every pair of the same animal, and 2 points for the gray die at the end. Most points wins.

## Hints on a refused move

learn-ra-hint-done = You have rescued your animal this round: wait until the others have rescued the rest.
learn-ra-hint-go = Wait for **Go!**: nobody may roll or rescue during the countdown.
learn-ra-hint-rescue = { -ra-rescue-button } is offered only for an animal your dice meet right now; look at the green button.
learn-ra-hint-window = Someone called "Rescuing!": wait for **Go!** to roll again.
learn-ra-hint-roll = Press **{ -ra-roll-button }** first: your dice are not rolled yet.
learn-ra-hint-any = Press the green button: it is the coach's suggestion.

## Farewell

learn-ra-farewell = You rescued { $count ->
        [one] one animal
       *[other] { $count } animals
    } for { $points } protection points. A real match plays until the Animal Deck is empty ({ $rounds } rounds with three players), then scores protection points, bonus points for pairs and the gray die.

## ❔ What now?

learn-ra-explain-animal = { $name } ({ $protection } protection points): { $req }
learn-ra-explain-display = On display: { $animals }.
learn-ra-explain-countdown = Ready, Set…: nobody may roll or rescue until **Go!**. { $kept ->
        [0] You may set dice aside meanwhile.
       *[other] Your dice set aside stay aside.
    }
learn-ra-explain-first-roll = **Go!** Press **{ -ra-roll-button }** to roll all your dice; everyone rolls at the same time, there are no turns.
learn-ra-explain-rolling = Your dice: { $dice }.{ $kept ->
        [0] {""}
       *[other] {" "}Set aside: { $aside }.
    }
learn-ra-explain-target = Likeliest animal: the { $name } ({ $req }){ $count ->
        [0] ; none of your dice fits it yet.
       *[other] ; it fits your { $fit }.
    }
learn-ra-explain-roll = Press a die to set it aside (it keeps its number) or take it back; **{ -ra-roll-button }** rerolls every die not set aside.
learn-ra-explain-rescue = Your dice meet: { $animals }. Press **{ -ra-rescue-button }** for one now: that is calling "Rescuing!".
learn-ra-explain-rescue-more = Everyone stops rolling, and the first valid call takes the animal.
learn-ra-explain-tie = Calls in the same instant tie: the gray die wins, else the first clockwise from the Conservation Leader.
learn-ra-explain-claimed = You called "Rescuing!": your dice are checked and the animal is yours unless someone tied with you.
learn-ra-explain-window = Someone called "Rescuing!": everyone stops rolling until **Go!**.
learn-ra-explain-rescued = { $limit ->
        [one] You have rescued your animal this round: wait while the others rescue the rest.
       *[other] You have rescued your animals this round: wait while the other player rescues the rest.
    }
learn-ra-explain-gray = Whoever rescues nothing this round gets the gray die next round: a sixth die that counts as white and wins ties.

## /rules' example

learn-ra-example = A dice requirement: the { $name } needs { $req }. Your black 3 and both white 5s are set aside (marked) and meet it: press **{ -ra-rescue-button }**. Only the black die meets the black symbol; each die meets one symbol.
learn-ra-example-alt = The { $name } card with its dice requirement, above it a roll of black 3 and white 5, 2, 5, 6 with the black 3 and the two white 5s set aside; the card is marked as met.
