### Mission: Wild Life's tutorial (issue 35): the coach's lines (engine/games/mission_wild_life/tutorial.py),
### ❔ What now?'s explainers (cogs/games/mission_wild_life/explain.py) and the /rules example.
### Terms are the rulebook's: trick, lead, led colour, follow, trump (gold suns), evade (gray clouds), mission.

-learn-mwl-trick = trick
-learn-mwl-tricks = tricks

## Cards and colours

learn-mwl-colour = { $colour ->
        [gray] gray
        [blue] blue
        [green] green
        [gold] gold
        [red] red
       *[other] { $colour }
    }
learn-mwl-card = { $colour ->
        [gray] Gray
        [blue] Blue
        [green] Green
        [gold] Gold
        [red] Red
       *[other] { $colour }
    } { $number }

## The coach's welcome

learn-mwl-welcome = Welcome to Mission: Wild Life! You play against two bots. A round is a series of { -learn-mwl-tricks }: everyone plays one card, and the best card wins the { -learn-mwl-trick }.
learn-mwl-welcome-missions = You win { -learn-mwl-tricks } to complete missions, each named after an animal that then joins your habitat: the research mission { $research } (the fewest of something) and the adventure mission { $adventure } (the most of something) go to the best player at the end of the round; the flash mission { $flash } ({ $flash-text }) goes at once to whoever meets it first.
learn-mwl-welcome-out = With three players one card is out of the game this round, face up for everyone: { $card }.

## Advice for the decision at hand

learn-mwl-coach-lead = You lead this { -learn-mwl-trick }: play any card, and its colour becomes the led colour that the others must follow if they can. Play { $card }: { $why ->
        [high] a high { $colour } card is likely to win the { -learn-mwl-trick }.
       *[low] a low card of your longest colour loses little and keeps your strong cards for later.
    }
learn-mwl-coach-lead-gray = Lead with a gray card this time: play { $card }. When gray is led, the highest gray card wins the { -learn-mwl-trick } (only a gold trump can beat it).
learn-mwl-coach-one-beats-eight = The { $eight } is in this { -learn-mwl-trick } and you hold { $card }: when the 1 and the 8 of one colour meet in a { -learn-mwl-trick }, the 1 is higher. Play { $card } to win it.
learn-mwl-coach-evade = You hold { $colour } cards, but you need not win this { -learn-mwl-trick }: evade with a gray card (a cloud), which may always be played, even when you hold the led colour. Play { $card }.
learn-mwl-coach-follow = The led colour is { $colour } and you hold { $colour } cards, so you must follow { $colour }. Play { $card }: { $why ->
        [win] it is your highest and wins the { -learn-mwl-trick } so far.
        [win-last] it is the lowest card that still wins, and you play last.
       *[cheap] none of your { $colour } cards can win, so give up your lowest.
    }
learn-mwl-coach-no-gold = You hold gold cards too, but while you hold { $colour } you may not trump with gold.
learn-mwl-coach-trump = You have no { $colour } card, so you may play any colour. Gold cards (suns) are trump: the highest gold card wins the { -learn-mwl-trick }. Play { $card } to win it.
learn-mwl-coach-discard = You have no { $colour } card, so you may play any card. None of yours can win this { -learn-mwl-trick } cheaply: throw away { $card }.

## What a move did

learn-mwl-you-played = { $kind ->
        [lead] You lead { $card }: { $led } is the led colour.
        [follow] You follow { $led } with { $card }.
        [evade] You evade with { $card }.
        [trump] You trump with { $card }.
       *[discard] You have no { $led } and play { $card }.
    }
learn-mwl-bot-played = { $kind ->
        [lead] { $who } leads { $card }.
        [follow] { $who } follows with { $card }.
        [evade] { $who } plays { $card } (gray may always be played).
        [trump] { $who } has no { $led } and trumps with { $card }!
       *[discard] { $who } has no { $led } and plays { $card }.
    }
learn-mwl-detour = You played { $card } instead of { $suggested }: that is a legal move too, so the lesson goes on from here.
learn-mwl-trick-won = { $you ->
        [yes] You win { -learn-mwl-trick } { $number } with { $card }.
       *[no] { $who } wins { -learn-mwl-trick } { $number } with { $card }.
    }
learn-mwl-mission-won = { $you ->
        [yes] You win the { $kind ->
            [research] research
            [adventure] adventure
           *[flash] flash
        } mission { $mission }!
       *[no] { $who } wins the { $kind ->
            [research] research
            [adventure] adventure
           *[flash] flash
        } mission { $mission }.
    }
learn-mwl-mission-tie = { $you ->
        [yes] You tie for the { $kind ->
            [research] research
            [adventure] adventure
           *[flash] flash
        } mission too and get a face-down { $kind ->
            [research] research
            [adventure] adventure
           *[flash] flash
        } mission card: it counts as a mission.
       *[no] { $who } ties for it too and gets a face-down { $kind ->
            [research] research
            [adventure] adventure
           *[flash] flash
        } mission card: it counts as a mission.
    }
learn-mwl-mission-unclaimed = Nobody wins { $mission }; it goes back under its stack.

## The rules, said when they first happen (one per row of docs/tutorials/mission-wild-life.md)

learn-mwl-rule-lead = 📖 Gameplay: the first card of a { -learn-mwl-trick } sets its led colour.
learn-mwl-rule-follow = 📖 Gameplay: if you hold the led colour you must follow it.
learn-mwl-rule-trick-win = 📖 Gameplay: the highest card of the led colour wins the { -learn-mwl-trick }, and its winner leads the next one.
learn-mwl-rule-evade = 📖 Evade: a gray card (a cloud) may be played even when you hold the led colour; it never wins a { -learn-mwl-trick } led in another colour, so it lets you lose one on purpose.
learn-mwl-rule-any-colour = 📖 Gameplay: without a card of the led colour you may play any card.
learn-mwl-rule-trump = 📖 Trump: gold cards (suns) beat every other colour; the highest gold card wins the { -learn-mwl-trick }.
learn-mwl-rule-trump-constraint = 📖 Trump: you may not play gold while you still hold the led colour.
learn-mwl-rule-gray-lead = 📖 Evade: a gray card can win only when gray was led (and no gold was played).
learn-mwl-rule-one-beats-eight = 📖 1 beats 8: when the 1 and the 8 of one colour are in the same { -learn-mwl-trick }, the 1 is higher.
learn-mwl-rule-flash = 📖 Missions: a flash mission goes at once to the first player who meets it, during the round.
learn-mwl-rule-round-missions = 📖 Missions: at the end of the round the research and adventure missions go to whoever meets them best with the cards of the { -learn-mwl-tricks } they won (many research missions need at least one { -learn-mwl-trick }); ties all win.
learn-mwl-rule-game-end = 📖 Game End: when a round ends with someone holding five missions, the most missions wins; otherwise a new round starts with three new missions.

## Hints after a refusal

learn-mwl-hint-wait = Wait for your turn: the coach tells you when it comes.
learn-mwl-hint-follow = You hold { $colour } cards: follow { $colour }, or evade with a gray card.
learn-mwl-hint-any = Any lit card may be played now.

## The end of the lesson

learn-mwl-farewell = That was a whole round, and you hold { $missions ->
        [one] { $missions } mission
       *[other] { $missions } missions
    }. A real match plays rounds until someone holds { $goal } missions at the end of one; the most missions wins.

## ❔ What now?

learn-mwl-explain-wait = It is { $who }'s turn to play a card in { -learn-mwl-trick } { $number }.
learn-mwl-explain-wait-more = Your panel lights up when your turn comes; the table shows the { -learn-mwl-trick } so far.
learn-mwl-explain-lead = You lead { -learn-mwl-trick } { $number }: play any card. Its colour becomes the led colour, which the others must follow if they can.
learn-mwl-explain-lead-more = Gold (suns) is trump and beats every colour; a gray lead can only be won by gray or gold.
learn-mwl-explain-follow = You must follow { $colour }: you hold { $cards }.
learn-mwl-explain-follow-wins = Playing { $card } wins the { -learn-mwl-trick } unless someone after you plays higher or a gold card.
learn-mwl-explain-follow-loses = None of them wins the { -learn-mwl-trick } as it stands: your lowest costs you least.
learn-mwl-explain-evade = Or evade with a gray card ({ $cards }): it may always be played and never wins a { $colour } { -learn-mwl-trick }.
learn-mwl-explain-void = You have no { $colour } card: you may play any card.
learn-mwl-explain-void-trump = A gold card wins the { -learn-mwl-trick } as it stands: { $cards }.
learn-mwl-explain-void-none = None of your cards wins this { -learn-mwl-trick } as it stands: throw away one you need least.
learn-mwl-explain-pass = Pass three cards to { $who }, on your left, in the menu below; you get three from the player on your right.
learn-mwl-explain-pass-more = Pass cards you do not want: the round starts when everyone has chosen.
learn-mwl-explain-passed = You have chosen your three cards; waiting for the others to choose theirs.

## /rules: an example trick

learn-mwl-example = **An example trick**: { $first } leads Red 8, { $second } plays Gray 4 (gray may always be played), { $third } plays Red 1. Red was led, the 1 and the 8 of red meet, so the 1 is higher: { $third } wins. Had { $second } played a gold card instead, gold (trump) would have won.
learn-mwl-example-alt = A trick: Red 8 led, Gray 4, Red 1; Red 1 wins (1 beats 8).
