### WildLife auf Deutsch (Übersetzung aus locales/en/wildlife.ftl). Ids beginnen mit "wl-".
### Our own translation: the German edition's terms are not at hand.

## Taking back a move (issue 36)

wl-undo-what = { $kind ->
    [place] Startkreatur auf { $space }
    [migrate] Wanderung { $frm } → { $to }
    [expand] Ausbreitung nach { $space }
    [attack] Angriff auf { $space }
    [upgrade] Anpassung an { $terrain ->
        [forest] Wald
        [desert] Wüste
        [savannah] Savanne
        [plains] Steppe
        [mountains] Gebirge
        [water] Wasser
       *[other] { $terrain }
    }
    [joker] Blitzkarte als { $terrain ->
        [forest] Wald
        [desert] Wüste
        [savannah] Savanne
        [plains] Steppe
        [mountains] Gebirge
        [water] Wasser
        [wheel] Rad
        [arrowhead] Pfeilspitze
       *[other] { $terrain }
    }
    [take_ability] { $ability } nehmen
    [discard] Karte ohne Wirkung abgeben
    [plague] Seuche auf { $region }
    [trade_food] 3 Nahrung bezahlen
   *[other] dein Zug
}
wl-undo-kind = { $kind ->
    [place] eine gesetzte Startkreatur
    [migrate] eine Wanderung
    [expand] eine Ausbreitung
    [attack] ein Angriff
    [upgrade] eine Anpassung
    [take_ability] eine genommene Fähigkeit
    [joker] die Wahl der Blitzkarte
    [discard] eine abgegebene Karte
    [plague] die Region der Seuche
    [trade_food] eingetauschte Nahrung
   *[other] { $kind }
}
