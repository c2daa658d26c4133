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
