### Mission: Wild Life auf Deutsch (Übersetzung aus locales/en/mission-wild-life.ftl). Ids beginnen mit "mwl-".
### Our own translation; the German edition's terms where we know them.

## Taking back a move (issue 36)

mwl-undo-what = { $kind ->
    [pass] Weitergabe von { $cards }
   *[other] dein Zug
}
mwl-undo-kind = { $kind ->
    [pass] deine Wahl der weitergegebenen Karten
    [play] eine in einen Stich gespielte Karte
   *[other] { $kind }
}
