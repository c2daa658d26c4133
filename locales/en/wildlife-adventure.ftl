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
