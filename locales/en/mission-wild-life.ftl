### Mission: Wild Life's words (source language: English). Ids start with "mwl-".
### How to write and translate a message: docs/languages.md.

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
