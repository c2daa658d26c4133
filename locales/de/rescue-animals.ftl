### Die Wörter von Rescue Animals (Deutsch). Ids beginnen mit "ra-".
### Eine deutsche Ausgabe mit eigenen Begriffen liegt uns nicht vor: Alle Begriffe sind unsere Übersetzung
### (Glossar Englisch ↔ Deutsch: docs/glossary/rescue-animals.md), die Tiernamen die üblichen deutschen Namen
### der Arten (ebenfalls unsere Übersetzung, keine Kartentexte einer Ausgabe).

## Glossar

-ra-game = Rescue Animals
-ra-display = Auslage
-ra-requirement = Würfelbedingung
-ra-leader = Naturschutzleitung
-ra-protection = Schutz
-ra-bonus = Bonus
-ra-deck = Tierstapel
-ra-ready-set = Auf die Plätze, fertig …
-ra-ready-set-go = Auf die Plätze, fertig, los!
-ra-go = Los!
-ra-rescuing = „Rettung!“
# Die Knöpfe des Panels; der Trainer des Tutorials nennt sie auch (learn-rescue-animals.ftl).
-ra-panel = Meine Würfel
-ra-roll-button = Würfeln
-ra-rescue-button = Retten

## Name und Kurzbeschreibung des Spiels (Lobby, Thread)

ra-title = { -ra-game }
ra-summary = Würfeln in Echtzeit: würfeln, beiseitelegen und { -ra-rescue-button } drücken, um bedrohte Tiere zu retten.

## Die Tiere und ihre Gebiete (unsere Übersetzung: die üblichen deutschen Artnamen)

ra-animal = { $key ->
    [giant_panda] Großer Panda
    [fin_whale] Finnwal
    [bawean_deer] Bawean-Hirsch
    [golden_lion_tamarin] Goldgelbes Löwenäffchen
    [red_wolf] Rotwolf
    [sumatran_orangutan] Sumatra-Orang-Utan
    [mountain_gorilla] Berggorilla
    [african_forest_elephant] Afrikanischer Waldelefant
    [black_rhinoceros] Spitzmaulnashorn
    [iberian_lynx] Pardelluchs
    [european_mink] Europäischer Nerz
    [amur_leopard] Amurleopard
    [axolotl] Axolotl
    [hawksbill_turtle] Echte Karettschildkröte
    [vaquita] Kalifornischer Schweinswal
    [kakapo] Kakapo
    [northern_hairy_nosed_wombat] Nördlicher Haarnasenwombat
    [polar_bear] Eisbär
    [emperor_penguin] Kaiserpinguin
    [giant_otter] Riesenotter
    [california_condor] Kalifornischer Kondor
   *[other] { $key }
}
ra-area = { $area ->
    [Africa] Afrika
    [Asia] Asien
    [Europe] Europa
    [North_America] Nordamerika
    [South_America] Südamerika
    [Oceania] Ozeanien
    [Oceans] Ozeane
    [Polar] Polargebiete
   *[other] { $area }
}
# Der lateinische Name, kursiv (nie übersetzt).
ra-latin = *{ $latin }*

## Würfel und Bedingungen (cogs/games/rescue_animals/symbols.py)

ra-die-button = { $colour ->
    [black] Schwarz
    [gray] Grau
   *[white] Weiß
} { $face }{ $aside ->
    [yes] {" "}· beiseite
   *[no] {""}
}
ra-die-alt = { $colour ->
    [black] schwarz
    [gray] grau
   *[white] weiß
} { $value ->
    [0] nicht geworfen
   *[other] { $value }
}{ $aside ->
    [yes] {" "}(beiseite)
   *[no] {""}
}
ra-dice-alt = Deine Würfel: { $dice }
ra-any = beliebig
ra-special = { $special ->
    [three_same] drei weiße Würfel mit derselben Zahl
    [three_sum_10] drei weiße Würfel mit zusammen genau 10
    [pair_sum_8] zwei weiße Würfel mit zusammen genau 8
    [two_pairs_equal_sum] zwei weiße Würfel mit derselben Summe wie zwei andere weiße Würfel
   *[pair_same] zwei weiße Würfel mit derselben Zahl
}
ra-key-line = ⬛ Symbol für den schwarzen Würfel (nur der schwarze) · ⬜ Symbol für weiße Würfel (weiß oder grau) · { ra-any } = jede Zahl
ra-card-points = 🛡️ { $protection } { -ra-protection } · ✨ +{ $bonus } je Paar
ra-card-block = { $latin } · { $area }
    { $points }
    Braucht: { $req }
ra-card-alt = { $name } ({ $protection } { -ra-protection }, +{ $bonus } je Paar) braucht { $req }
ra-round = Runde { $round }/{ $rounds }

## Der Tisch (cogs/games/rescue_animals/table.py)

ra-scoring = Punkte = { -ra-protection } + { -ra-bonus } je Paar gleicher Tiere + 2 für den grauen Würfel. Gleichstand: die meisten Tiere, dann der graue Würfel, dann im Uhrzeigersinn ab der { -ra-leader }.
ra-phase-countdown = ⏳ **{ -ra-ready-set }** Das Würfeln ist angehalten – { -ra-go } { $at }
ra-in-a-moment = gleich
ra-phase-window = 📣 **{ -ra-rescue-button }** wurde gedrückt – das Würfeln ist angehalten, solange das Rettungsfenster offen ist.
ra-phase-play = 🎲 **{ -ra-go }** Alle würfeln gleichzeitig – erfüllt die Würfelbedingung eines Tiers und drückt { -ra-rescue-button }.
ra-phase-over = 🏁 **Spielende.**
ra-display-empty-alt = Die { -ra-display } ist leer.
ra-score-pairs = { $emoji } { $name } { $pairs ->
    [one] ein Paar
   *[other] { $pairs } Paare
} +{ $points }
ra-score-no-pairs = { $pairs ->
    [one] 1 Paar
   *[other] { $pairs } Paare
}
ra-score-value = **{ $total ->
    [one] 1 Punkt
   *[other] { $total } Punkte
}** = { $protection } { -ra-protection } + { $bonus } { -ra-bonus } ({ $pairs }) + { $gray } grauer Würfel · { $rescued ->
    [one] 1 Tier
   *[other] { $rescued } Tiere
} gerettet
ra-table-title = 🐾 { -ra-game } #{ $match } — { $round }
ra-table-title-over = 🐾 { -ra-game } #{ $match } — Spielende
ra-leader-line = 👑 { -ra-leader }: **{ $name }**
ra-gray-nobody = 🔘 Grauer Würfel: noch niemand (geht an die Person ohne Rettung in dieser Runde)
ra-gray-holder = 🔘 Grauer Würfel: **{ $name }** (ein zusätzlicher weißer Würfel; +2 Punkte am Ende)
ra-deck-line = 🃏 Stapel: { $deck ->
    [one] 1 Karte
   *[other] { $deck } Karten
} übrig · { $box } ungesehen zurück in die Schachtel
ra-two-players = Zu zweit: Ihr dürft jeweils zwei Tiere pro Runde retten.
ra-display-field = { -ra-display }
ra-display-empty = Leer – die nächste Runde wird ausgelegt.
ra-rescued-field = In dieser Runde gerettet ({ $round })
ra-result = { $name } gewinnt mit { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkten
}{ $ties ->
    [0] .
   *[other] : { $notes }.
}
ra-result-tie = Platz { $upper } vor { $lower } (gleichauf mit { $points } Punkten), entschieden durch { $by ->
    [animals] die meisten geretteten Tiere
    [gray] den grauen Würfel
   *[clockwise] die Reihenfolge im Uhrzeigersinn ab der { -ra-leader }
}
ra-table-footer = { $key } · Drücke { -ra-panel }, um zu spielen
ra-players-field = Mitspielende
ra-player-line = { $marks }**{ $name }** — insgesamt { $rescued } gerettet · 🎲 { $rolls ->
    [one] 1 Wurf
   *[other] { $rolls } Würfe
}{ $status ->
    [claimed] {" "}· 📣 hat { -ra-rescue-button } gedrückt
    [done] {" "}· ✅ fertig für diese Runde
   *[none] {""}
}

## Das Panel Meine Würfel (cogs/games/rescue_animals/panel.py)

ra-panel-label = { -ra-panel }
ra-panel-footer = Deine Rettungen: { $animals ->
    [one] 1 Tier
   *[other] { $animals } Tiere
} · bisher { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
} (ohne grauen Würfel) · { $rolls ->
    [one] 1 Wurf
   *[other] { $rolls } Würfe
} · ⬛ schwarzer Würfel, ⬜ weiß, 🔘 grau (zählt als weiß)
ra-button-roll = { -ra-roll-button }
ra-button-rescue = { -ra-rescue-button }: { $name }
ra-panel-not-seated = Dieses Panel gibt es nur für Mitspielende.
ra-panel-title = 🎲 { -ra-panel } — { $round }
ra-panel-over = 🏁 Das Spiel ist vorbei – der Endstand steht im Thread.
ra-panel-rescued = 🎉 { $count ->
    [0] Du hast ein Tier gerettet
   *[other] Gerettet: { $names }
} – warte auf das Ende der Runde.
ra-still-on-display = Noch in der { -ra-display }
ra-panel-countdown = 🧊 **Angehalten – { -ra-ready-set-go }** Es geht { $at } weiter; Würfel beiseitelegen darfst du schon; bei { -ra-go } wird dieses Panel aktiv.
ra-panel-claimed = 📣 **Angehalten –** du hast { -ra-rescue-button } gedrückt; das Rettungsfenster schließt sich …
ra-panel-window = 📣 **Angehalten –** jemand hat { -ra-rescue-button } gedrückt. Passen deine Würfel zu einem Tier, drücke jetzt { -ra-rescue-button }, um gleichzuziehen.
ra-panel-first-roll = 🎲 **{ -ra-go }** Drücke **{ -ra-roll-button }**, um deine Würfel zu werfen.
ra-panel-rolling = 🎲 **{ -ra-go }** Lege Würfel beiseite, die du behalten willst, drücke { -ra-roll-button } für die übrigen und { -ra-rescue-button }, sobald deine Würfel zu einem Tier passen.
ra-panel-one-more = In dieser Runde gerettet: { $names }; du darfst noch ein Tier retten.
ra-set-aside = Beiseite: { $dice }
ra-set-aside-nothing = Beiseite: nichts
ra-dice-meet = ✅ Passend zu deinen Würfeln: { $names }{ $claim ->
    [yes] {" "}– drücke { -ra-rescue-button }
   *[no] {""}
}
ra-card-field = { $title } · 🛡️ { $protection } · ✨ +{ $bonus }/Paar
ra-card-needs = Braucht: { $req }
ra-card-met = ✅ erfüllt mit { $dice }

## Beiträge im Thread (cogs/games/rescue_animals/announce.py)

ra-tie-line = ⚖️ { $claimants } haben im selben Moment { -ra-rescue-button } gedrückt – { $winner } { $by ->
    [gray] hat den grauen Würfel und gewinnt den Gleichstand
   *[clockwise] kommt von der { -ra-leader } aus im Uhrzeigersinn zuerst und gewinnt den Gleichstand
}.
ra-stall-line = ⏱️ Eine Weile hat niemand gerettet – für untätige Mitspielende wurde automatisch gespielt: { $names }.
ra-nobody = niemand
ra-round-start = ▶️ **Runde { $round }** — 👑 { $leader } leitet · in der { -ra-display }: { $animals } · Stapel { $deck }. { -ra-ready-set }
ra-round-summary = 🔚 **Runde { $round } vorbei.** { $parts }
ra-round-rescues = { $name }: { $animals }
ra-nothing = nichts
ra-round-gray = → 🔘 { $name } bekommt den grauen Würfel { $last ->
    [yes] (+2 Punkte am Ende).
   *[no] für die nächste Runde.
}
ra-final-title = 🏁 { -ra-game } — Endstand
ra-final-line = { $medal } **{ $name }** — { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
} · { $rescued ->
    [one] 1 Tier
   *[other] { $rescued } Tiere
} gerettet
ra-final-footer = Der Tisch zeigt, wie sich jede Punktzahl zusammensetzt. { ra-scoring }

## /history: jedes öffentliche Ereignis in Worten

ra-history-round-start = Runde { $round }: { $leader } hat die { -ra-leader }. In der { -ra-display }: { $animals }. { -ra-ready-set }
ra-history-claim = { $name } drückt { -ra-rescue-button } ({ $animal }){ $tie ->
    [yes] {" "}im selben Moment
   *[no] {""}
}
ra-history-tie = Gleichstand zwischen { $names }: { $by ->
    [gray] der graue Würfel gewinnt
   *[clockwise] wer von der { -ra-leader } aus im Uhrzeigersinn zuerst kommt, gewinnt
} ({ $winner }).
ra-history-rescue = Gerettet von { $name }: { $animal }!
ra-history-countdown = { -ra-ready-set }
ra-history-go = { -ra-go }
ra-history-round-end = Runde { $round } ist vorbei.
ra-history-gray-die = { $name } { $limit ->
    [2] konnte kein zweites Tier retten
   *[other] hat kein Tier gerettet
} und bekommt den grauen Würfel.
ra-history-leader = { $name } hat jetzt die { -ra-leader }.
ra-history-stall = Eine Weile hat niemand gerettet: Für untätige Mitspielende wird automatisch gespielt ({ $names }).
ra-history-game-end = Spielende. { $result }
ra-history-score = { $name }: { $protection } { -ra-protection } + { $bonus } { -ra-bonus } + { $gray } grauer Würfel = { $total } ({ $rescued ->
    [one] 1 Tier
   *[other] { $rescued } Tiere
}, Platz { $place })

## Ablehnungen (engine/games/rescue_animals/rules.py: Codes von IllegalAction)

ra-refuse-timer-only = Das kann nur der Timer des Tischs.
ra-refuse-not-seated = Du hast in dieser Partie keinen Platz.
ra-refuse-over = Das Spiel ist vorbei.
ra-refuse-done = { $limit ->
    [2] Du hast in dieser Runde schon zwei Tiere gerettet.
   *[other] Du hast in dieser Runde schon ein Tier gerettet.
}
ra-refuse-no-die = Diesen Würfel hast du nicht.
ra-refuse-roll-first = Würfle zuerst.
ra-refuse-wait-go-roll = Warte auf { -ra-go }, bevor du würfelst.
ra-refuse-frozen = Jemand hat { -ra-rescue-button } gedrückt: Gewürfelt wird erst wieder bei { -ra-go }
ra-refuse-all-aside = Alle deine Würfel liegen beiseite: Nimm einen zurück, um zu würfeln.
ra-refuse-paced = Warte auf den Wurf der lernenden Person: Im Tutorial würfelt jeder Bot einmal pro Wurf von ihr.
ra-refuse-wait-go-rescue = Warte auf { -ra-go }, bevor du rettest.
ra-refuse-not-displayed = Dieses Tier liegt nicht in der { -ra-display }.
ra-refuse-pressed = Du hast schon { -ra-rescue-button } gedrückt.
ra-refuse-not-met = Deine Würfel erfüllen die { -ra-requirement } dieses Tiers nicht.
ra-refuse-no-timer = { $timer ->
    [window] Kein Rettungsfenster ist offen.
    [countdown] Kein Countdown läuft.
   *[stall] Kein Stillstand-Timer läuft.
}
ra-refuse-stale-timer = Dieser Timer ist veraltet.

## Die Beschriftungen des Bilds der Auslage (cogs/games/rescue_animals/picture.py)

ra-pic-special = { $special ->
    [three_same] Sonderbedingung: 3 weiße Würfel, gleiche Zahl
    [three_sum_10] Sonderbedingung: 3 weiße Würfel, zusammen 10
    [pair_sum_8] Sonderbedingung: 2 weiße Würfel, zusammen 8
    [two_pairs_equal_sum] Sonderbedingung: 2 weiße Würfel = Summe 2 anderer
   *[pair_same] Sonderbedingung: 2 weiße Würfel, gleiche Zahl
}
ra-pic-protection = Schutz { $points }
ra-pic-bonus = Bonus +{ $points } je Paar
ra-pic-fits = PASST
ra-pic-your-dice = DEINE WÜRFEL
ra-pic-set-aside = BEISEITE
ra-pic-die = { $colour ->
    [black] schwarz
    [gray] grau
   *[white] weiß
}
ra-pic-legend-black = nur schwarz
ra-pic-legend-white = weiß oder grau
ra-pic-legend-any = jede Zahl
ra-pic-legend-pips = Augen auf einem Würfel: die Zahl, die er zeigen muss.
ra-pic-empty = Die { -ra-display } ist leer: Die nächste Runde wird ausgelegt.

## Spielweise, Hausregeln und Optionen der Lobby

ra-how-panel = Drücke **{ -ra-panel }** am Tisch: Deine Würfel erscheinen nur für dich und folgen dem Spiel von selbst.
ra-how-roll = Drücke einen Würfel, um ihn beiseitezulegen oder zurückzunehmen; **{ -ra-roll-button }** wirft alle anderen. Alle würfeln gleichzeitig.
ra-how-rescue = Passen deine Würfel zu einem Tier in der { -ra-display }, drücke dafür **{ -ra-rescue-button }**: Der erste gültige Ruf gewinnt; Rufe im selben Augenblick sind gleichauf (dann entscheidet der graue Würfel, sonst die Reihenfolge im Uhrzeigersinn ab der { -ra-leader }).
ra-how-freeze = Nach jeder Rettung ist das Würfeln für { -ra-ready-set-go } angehalten; beiseitegelegte Würfel bleiben liegen.
ra-option-claim-window = Rettungsfenster
ra-option-countdown = Countdown
ra-option-bot-pace = Bot-Tempo
ra-option-stall = Stillstand-Timer
ra-option-ms = { $n } ms
ra-option-seconds = { $n } s
ra-option-minutes = { $n } Min.
ra-option-pace = { $pace ->
    [fast] Schnell
    [slow] Langsam
   *[normal] Normal
} { $n } s

## House rules (/rules: engine/games/rescue_animals/rules.py house_rules). Unsere Übersetzung.

ra-house-dice = Gewürfelt wird vom Server. Drücke Würfel, um sie beiseitezulegen oder zurückzunehmen, drücke **{ -ra-roll-button }** für die übrigen und **{ -ra-rescue-button }**, sobald deine Würfel zu einem Tier passen.
ra-house-claim-ties = Wer innerhalb von { $ms } ms nach dem ersten Druck ebenfalls **{ -ra-rescue-button }** drückt, liegt gleichauf: Es gewinnt, wer den grauen Würfel hat, sonst wer von der { -ra-leader } aus im Uhrzeigersinn zuerst kommt.
ra-house-countdown = Nach jeder Rettung ist das Würfeln für einen Countdown von { $seconds ->
        [one] einer Sekunde
       *[other] { $seconds } Sekunden
    } angehalten („{ -ra-ready-set-go }“); beiseitegelegte Würfel bleiben beiseite.
ra-house-stall = Rettet { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    } lang niemand, wird für untätige Mitspielende automatisch gewürfelt.
ra-house-deck = Der { -ra-deck } mit { $cards } Karten ist von uns rekonstruiert (echte Arten); die fünf Sonderbedingungen stammen aus der Spielregel.
