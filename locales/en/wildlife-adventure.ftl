### Wildlife Adventure's words (source language: English). Ids start with "wa-".
### How to write and translate a message: docs/languages.md.

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
