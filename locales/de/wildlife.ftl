### WildLife auf Deutsch (Übersetzung aus locales/en/wildlife.ftl). Ids beginnen mit "wl-".
### Our own translation: the German edition's terms are not at hand.

## Taking back a move (issue 36)

wl-undo-what = { $kind ->
    [place] Startkreatur auf { $space }
    [migrate] Wanderung { $frm } → { $to }
    [expand] Ausbreitung nach { $space }
    [attack] Angriff auf { $space }
    [upgrade] Anpassung an das Gelände { $terrain ->
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
    [discard] Karte ohne Wirkung ablegen
    [plague] Seuche in der Region { $region }
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
    [discard] eine abgelegte Karte
    [plague] die Region der Seuche
    [trade_food] eingetauschte Nahrung
   *[other] { $kind }
}

## Das Glossar des Spiels (docs/glossary/wildlife.md): ein Ding, ein Name. Unsere eigene Übersetzung:
## die Begriffe der deutschen Ausgabe liegen uns nicht vor (wie in learn-wildlife.ftl).

-wl-minor-scoring = Kleine Wertung
-wl-major-scoring = Große Wertung
-wl-success = Erfolgspunkte

## Namen der Dinge des Spiels, nach Id

wl-terrain = { $terrain ->
        [forest] Wald
        [desert] Wüste
        [savannah] Savanne
        [plains] Steppe
        [mountains] Gebirge
        [water] Wasser
       *[other] { $terrain }
    }
wl-card = { $kind ->
        [forest] Wald
        [desert] Wüste
        [savannah] Savanne
        [plains] Steppe
        [mountains] Gebirge
        [water] Wasser
        [wheel] Rad
        [arrowhead] Pfeilspitze
        [lightning] Blitz
        [food-surplus] Nahrungsüberschuss
        [plague] Seuche
        [famine] Hungersnot
       *[other] { $kind }
    }
wl-hand-card = { $category ->
        [terrain] Gelände: { wl-card }
        [text] Text: { wl-card }
       *[other] { wl-card }
    } #{ $n }
wl-region = { $region ->
        [large-forest] Großer Wald
        [small-forest] Kleiner Wald
        [large-desert] Große Wüste
        [small-desert] Kleine Wüste
        [large-savannah] Große Savanne
        [small-savannah] Kleine Savanne
        [large-plains] Große Steppe
        [small-plains] Kleine Steppe
        [large-mountains] Großes Gebirge
        [small-mountains] Kleines Gebirge
        [large-water] Großes Wasser
        [small-water] Kleines Wasser
       *[other] { $region }
    }
wl-ability = { $ability ->
        [food] Nahrung
        [intelligence] Intelligenz
        [mobility] Mobilität
        [defense] Verteidigung
        [aggression] Aggression
       *[other] { $ability }
    }
wl-ability-text = { $ability ->
        [food] Nimm zu Beginn deines Zuges 2 Nahrungsplättchen.
        [intelligence] Spiel in deinem Zug eine Wildlife-Karte mehr.
        [mobility] Eine freie Wanderung mehr in deinem Zug.
        [defense] Hebt im Zug jedes Gegners den ersten Angriff gegen dich auf; die Kreatur des Angreifers bleibt in seinem Vorrat.
        [aggression] Du darfst auch in einer Region angreifen, die noch freie Felder hat.
       *[other] { $ability }
    }
wl-text-card = { $kind ->
        [food-surplus] Nimm 6 Nahrungsplättchen aus dem Vorrat.
        [plague] Wähle eine Region: Wer dort Kreaturen hat, entfernt eine davon (in die Schachtel).
        [famine] Alle anderen geben die Hälfte ihrer Nahrungsplättchen (abgerundet) in den Vorrat zurück.
       *[other] { $kind }
    }
wl-creature = { $creature ->
        [crocodile] Krokodil
        [snake] Schlange
        [eagle] Adler
        [bear] Bär
        [mammoth] Mammut
        [man] Mensch
       *[other] { $creature }
    }
wl-creature-tag = { $emoji } { wl-creature } ({ $letter })
# Der Buchstabe einer Kreatur auf dem Spielplan: der Anfangsbuchstabe ihres deutschen Namens (Mensch „Mn“, weil Mammut M hat).
wl-creature-letter = { $creature ->
        [crocodile] K
        [snake] S
        [eagle] A
        [bear] B
        [mammoth] M
       *[man] Mn
    }
wl-creature-age = { wl-creature } ({ $age } Millionen Jahre)
wl-creature-chart = { wl-creature } ({ $age } Millionen Jahre): greift im Gelände { wl-terrain } an
wl-level = { $level ->
        [migrate] Wandern
        [expand] Ausbreiten
        [attack] Angreifen
       *[none] Keine Aktion
    }
wl-level-short = { $level ->
        [migrate] Wandern
        [expand] Ausbreiten
        [attack] Angreifen
       *[none] –
    }
wl-major-line = { $line ->
        [herd-1] Größte Herde
        [herd-2] Zweitgrößte Herde
        [herd-3] Drittgrößte Herde
        [herd-4] Viertgrößte Herde
        [herd-5] Fünftgrößte Herde
        [adaptations] Meiste Anpassungen
        [abilities] Meiste Fähigkeiten
        [food] Meiste Nahrung
       *[other] { $line }
    }

## Gemeinsame Wörter (cogs/games/wildlife/words.py)

wl-legend = Anpassung je Gelände, von schwach nach stark: – Keine Aktion · Wandern · Ausbreiten · Angreifen. Erfolg: die Erfolgsleiste; in Spielreihenfolge beginnt man auf 1, 2, 3 …, wer später spielt, steht zum Ausgleich weiter vorn. Textkarten (Nahrungsüberschuss, Seuche, Hungersnot) sind Ereignisse: Sie tun, was auf ihnen steht. Geländebuchstaben auf dem Spielplan (englisch): F Wald, D Wüste, S Savanne, P Steppe, M Gebirge, W Wasser. Gestrichelter Rahmen: die Felder des letzten Zugs; #n: Regionsmarker (dort gab es eine { -wl-minor-scoring }).
wl-no-creature-yet = noch keine Kreatur
wl-nobody = niemand
wl-none = keine
wl-seat = Platz { $n }
wl-use-hint = { $level ->
        [none] { wl-card }: Deine Kreatur hat dort keine Aktion (du kannst sie nur ablegen)
        [migrate] { wl-card }: Du kannst dort wandern
        [expand] { wl-card }: Du kannst dort wandern oder dich ausbreiten
       *[attack] { wl-card }: Du kannst dort wandern, dich ausbreiten oder angreifen
    }
wl-use-hint-wheel = Anpassen: ein Gelände um eine Stufe heben
wl-use-hint-arrowhead = Eine Fähigkeitskarte nehmen
wl-use-hint-lightning = Joker: jede Geländekarte, ein Rad oder eine Pfeilspitze
wl-use-hint-text = Textkarte, ein Ereignis: { wl-text-card }
wl-ability-waiting = { $all ->
        [yes] (ab dem nächsten Zug)
       *[no] ({ $n } ab dem nächsten Zug)
    }
wl-region-line = { wl-region } [{ $letter }] { $filled }/{ $size }: { $who }{ $marker ->
        [0] { "" }
       *[other] { " " }(Marker #{ $marker })
    }
wl-region-empty = leer
wl-minor-next = nächste { -wl-minor-scoring }: **{ $value }** (Marker { $marker } von 11)
wl-minor-all-taken = alle 11 Marker genommen
wl-minor-majors = { -wl-major-scoring } nach den Markern 4, 8 und 11
wl-minor-major-due = **am Ende dieses Zuges folgt eine { -wl-major-scoring }**

## Der Tisch (cogs/games/wildlife/table.py)

wl-table-title = WildLife · Partie #{ $match }
wl-table-title-turn = WildLife · Partie #{ $match } · Zug { $turn }
wl-variant = { $variant ->
        [unlimited_abilities] unbegrenzte Fähigkeitskarten
        [auction_expand] Ausbreiten mit ersteigerter Geländekarte
        [chart_auction] Kreaturentafeln per Versteigerung
       *[rotating_start] wechselnder Startspieler
    }
wl-auction-what-card = die Karte **{ $card }**
wl-auction-what-chart = die nächste Wahl einer Kreaturentafel
wl-auction-head = 🔨 **Versteigerung** – { $what }{ $sold ->
        [yes] { " " }von { $seller }
       *[no] { "" }
    }: { $bid ->
        [yes] Höchstgebot **{ $amount }** Nahrung von { $high }
       *[no] noch kein Gebot
    }.
wl-auction-next = ▶ { $who } bietet als Nächstes (mindestens { $amount } Nahrung) oder passt.
wl-auction-passed = Gepasst: { $names }.
wl-auction-two = Zu zweit: Wer gewinnt, zahlt nur 3 Nahrung.
wl-game-over = Das Spiel ist vorbei.
wl-doing-chart-chooser = ▶ { $who } wählt eine Kreaturentafel.
wl-doing-chart = Die Kreaturentafeln werden versteigert: Wer eine Versteigerung gewinnt, wählt zuerst.
wl-doing-populate = Besiedeln des Spielplans: ▶ { $who } setzt eine Startkreatur ({ $left } übrig).
wl-doing-turn = Zug { $turn } (Runde { $round }): ▶ **{ $who }** — { $plays } von { $quota ->
        [one] { $quota } Karte
       *[other] { $quota } Karten
    } gespielt, { $auctioned } versteigert{ $free ->
        [0] { "" }
        [one] , noch { $free } freie Wanderung
       *[other] , noch { $free } freie Wanderungen
    }.
wl-doing-plague = ☠️ Seuche in der Region { wl-region }: { $who } wählt, welche Kreatur verloren geht.
wl-doing-pending = { $who } führt die Karte **{ $card }** aus{ $as ->
        [yes] { " " }als Karte **{ $role }**
       *[no] { "" }
    }{ $won ->
        [yes] { " " }(in der Versteigerung gewonnen)
       *[no] { "" }
    }.
wl-doing-played = In diesem Zug gespielt: { $cards }.
wl-player-value = Erfolg **{ $success }** · Nahrung { $food } · Hand { $hand }
wl-player-creatures = Kreaturen: { $board } auf dem Spielplan, { $supply } im Vorrat{ $boxed ->
        [0] { "" }
       *[other] , { $boxed } in der Schachtel
    }
wl-player-abilities = Fähigkeiten: { $abilities }
wl-result-line = { $medal } **{ $name }** ({ $creature }) — { $points } Erfolgspunkte
wl-game-over-head = 🏆 **Spielende.** { $reason }
wl-latest = **Zuletzt:**
wl-field-minor-track = Leiste für die { -wl-minor-scoring }
wl-field-regions = Regionen (Reihenfolge für die { -wl-major-scoring })
wl-field-regions-more = Regionen (Fortsetzung)
wl-footer = Stapel { $deck } · Ablage { $discard } · Nahrungsvorrat { $food }
wl-footer-variants = Varianten: { $variants }
wl-end-reason = { $reason ->
        [last-marker] Der letzte Regionsmarker wurde genommen.
        [last-creature] { $who } hat die letzte eigene Kreatur gesetzt.
       *[turn-limit] Das Zuglimit ({ $turns }) wurde erreicht.
    }

## Das Bild des Spielplans (cogs/games/wildlife/picture.py)

wl-picture-title = { $phase ->
        [over] Spielende
        [turn] Zug { $turn }: { $who } ({ wl-creature })
        [populate] Besiedeln des Spielplans
       *[chart] Wahl der Kreaturentafeln
    }
wl-picture-window = Spielplan, Spalten { $first }-{ $last }, Reihen { $top }-{ $bottom } (Ganzer Spielplan: alles).
wl-picture-alt = WildLife-Spielplan mit beschrifteten Regionen, Kreaturen als Buchstaben. Erfolg: { $players }.

## Das Hand-Panel (cogs/games/wildlife/panel.py)

wl-panel-head = **Deine Hand** · WildLife #{ $match } · { $creature } · Erfolg **{ $success }** · Nahrung **{ $food }** · Kreaturen im Vorrat { $supply }
wl-panel-waiting = ⏳ Du bist gerade nicht am Zug: Der Tisch zeigt den Spielplan, die Versteigerung und wer am Zug ist. Dieses Panel zeigt deine Möglichkeiten, sobald du am Zug bist.
wl-panel-wait-bid = Warten auf { $who }: bieten oder passen.
wl-panel-wait-for = Warten auf { $who }.
wl-panel-wait = Warten.
wl-todo-chart = ▶ **Du hast die Versteigerung gewonnen: Wähle deine Kreaturentafel.**
wl-bid-on-card = die Karte { $card }
wl-todo-bid-none = ▶ **Dein Gebot für { $what }**: Du kannst das Mindestgebot von { $amount } Nahrung nicht bezahlen, also passe.
wl-todo-bid = ▶ **Dein Gebot für { $what }**: mindestens { $amount } Nahrung (du kannst bis zu { $most } zahlen) oder passe.
wl-todo-place = ▶ **Setze eine Startkreatur** ({ $left } übrig): Wähle eine Region, dann ein Feld – oder ⌨️ tippe es ein (C7).
wl-todo-plague = ▶ **Die Seuche trifft die Region { wl-region }**: Wähle, welche deiner Kreaturen dort verloren geht.
wl-todo-lightning = ▶ **Sag, als was dein Blitz wirkt** (oder lege ihn ab).
wl-todo-terrain = ▶ **Führe die Karte { wl-card } aus** – { $moves } (unten wählen oder ⌨️ ein Feld eintippen, C7) oder lege sie ab.
wl-todo-move = { $move ->
        [migrate] wandern
        [expand] ausbreiten
       *[attack] angreifen
    }
wl-todo-nothing = dort kannst du nichts tun
wl-todo-wheel = ▶ **Rad: Wähle ein Gelände, in dem du dich eine Stufe weiter anpasst**, oder lege es ab.
wl-todo-arrowhead = ▶ **Pfeilspitze: Wähle eine Fähigkeitskarte**, oder lege sie ab.
wl-todo-plague-card = ▶ **Seuche: Wähle die Region, die sie trifft**, oder lege sie ab.
wl-todo-card = ▶ **Führe deine Karte aus oder lege sie ab.**
wl-todo-play = spiele { $left ->
        [one] noch { $left } Karte
       *[other] noch { $left } Karten
    } – jede für dich selbst oder zur Versteigerung{ $must ->
        [yes] { " " }(mindestens eine als Versteigerung)
       *[no] { "" }
    }
wl-todo-one-more = du darfst noch eine Karte spielen (Intelligenz)
wl-todo-auction = versteigere eine Karte
wl-todo-free = { $n ->
        [one] noch { $n } freie Wanderung
       *[other] noch { $n } freie Wanderungen
    }
wl-todo-end = oder beende deinen Zug
wl-todo-turn = ▶ **Du bist am Zug**: { $parts }.
wl-panel-hand = 🃏 **Hand ({ $n }):**
wl-panel-hand-empty = 🃏 Deine Hand ist leer.
wl-panel-adaptations = Deine Anpassungen: { $levels }
wl-panel-abilities = Deine Fähigkeiten: { $abilities }
wl-panel-turn-of = Am Zug: { $who }.
wl-panel-board = Der Spielplan
wl-panel-marks = Deine Kreaturen sind eingekreist; violett umrahmte Felder zeigen, wo deine Karte wirken kann; ein gestrichelter Rahmen zeigt den letzten Zug. Ganzer Spielplan: alles in voller Größe.
wl-type-bid = Gebot eintippen
wl-pass = Passen
wl-bid-any = Oder wähle einen beliebigen Betrag
wl-choose-chart = Wähle deine Kreaturentafel
wl-use-card = Eine Karte selbst nutzen …
wl-auction-card = Eine Karte an die anderen versteigern …
wl-migrate-card = Eine Kreatur wandern lassen (von → nach)
wl-migrate-free = Freie Wanderung (von → nach)
wl-expand-to = Auf ein Feld ausbreiten
wl-attack-space = Ein Feld angreifen
wl-place-start = Eine Startkreatur setzen
wl-plague-victim = Wähle die Kreatur, die die Seuche nimmt
wl-joker-acts = Der Blitz wirkt als …
wl-adapt-terrain = An ein Gelände anpassen …
wl-take-ability-placeholder = Eine Fähigkeit nehmen …
wl-plague-strikes = Die Seuche trifft …
wl-type-space = Feld eintippen
wl-discard = Karte ablegen
wl-trade = 3 Nahrung zahlen: +1 Erfolg
wl-end-turn = Zug beenden
wl-hand-not-now = Deine Hand (du bist nicht am Zug)

## Optionen in den Menüs des Panels (cogs/games/wildlife/verbs.py)

wl-space-option = { $kind ->
        [place] Startkreatur setzen auf { $space }
        [expand] Ausbreiten auf { $space }
        [attack] { $space } angreifen
       *[remove] Kreatur auf { $space } verlieren
    }
wl-space-filled = { wl-region }: { $filled }/{ $size } besetzt
wl-space-holds = { wl-region }: { $filled }/{ $size } besetzt · darauf { wl-creature }
wl-migrate-option = Wandern { $frm } → { $to }
wl-migrate-from = Von { $space }
wl-migrate-to = in die Region { wl-region }
wl-quick-bid = { $amount } bieten ({ $step ->
        [minimum] Minimum
        [plus1] +1
       *[plus5] +5
    })
wl-bid-food = { $amount } Nahrung bieten
wl-table-bid = { $amount } bieten
wl-auction-desc = Die Karte { wl-card } den anderen anbieten (Mindestgebot 3 Nahrung)
wl-joker-option = Blitz als { wl-card }
wl-joker-level = { $level ->
        [none] deine Kreatur hat dort keine Aktion
        [migrate] du kannst dort wandern
        [expand] du kannst dort wandern oder dich ausbreiten
       *[attack] du kannst dort wandern, dich ausbreiten oder angreifen
    }
wl-joker-wheel = ein Gelände um eine Stufe heben
wl-joker-arrowhead = eine Fähigkeitskarte nehmen
wl-adapt-option = An das Gelände { wl-terrain } anpassen
wl-adapt-desc = { $now } → { $next }
wl-take-option = { wl-ability } nehmen
wl-take-from = { wl-ability } nehmen von { wl-creature }
wl-plague-option = Seuche in der Region { wl-region }
wl-held = { wl-creature } { $n }

## Ein Feld oder ein Gebot eintippen (⌨️)

wl-bid-prompt = Dein Gebot in Nahrungsplättchen
wl-bid-example = eine Zahl, etwa 5
wl-space-prompt = Feld (C7; C7 D7 zum Wandern)

## Ablehnungen (engine/games/wildlife/moves.py, cogs/games/wildlife/verbs.py)

wl-not-your-turn-to-bid = Du bist nicht mit Bieten an der Reihe.
wl-not-your-turn = Du bist nicht am Zug.
wl-no-auction = Es läuft keine Versteigerung, bei der du bieten könntest.
wl-finish-auction = Erst muss die Versteigerung zu Ende gehen.
wl-plague-choose = Wähle, welche deiner Kreaturen die Seuche nimmt.
wl-cannot-now = Das geht gerade nicht.
wl-carry-out-first = Führe erst die Karte { wl-card } aus oder lege sie ab.
wl-not-in-hand = Diese Karte ist nicht auf deiner Hand.
wl-all-played = Du hast in diesem Zug alle deine Karten gespielt.
wl-must-auction = Du musst in diesem Zug mindestens eine Karte versteigern.
wl-play-more = Spiele erst { $n ->
        [one] noch { $n } Karte
       *[other] noch { $n } Karten
    }.
wl-need-food = Du brauchst 3 Nahrung, um auf der Erfolgsleiste vorzurücken.
wl-play-card-first = Spiele dafür erst eine Karte.
wl-lowest-bid = Das niedrigste Gebot ist jetzt { $amount } Nahrung.
wl-cannot-pay = So viel kannst du nicht bezahlen.
wl-chart-taken = Diese Kreaturentafel ist nicht mehr zu haben.
wl-lightning-first = Sag erst, als was der Blitz wirkt.
wl-no-free-migration = Du hast in diesem Zug keine freie Wanderung mehr.
wl-migration-impossible = Diese Wanderung ist nicht möglich.
wl-no-creature-on = Du hast keine Kreatur auf { $space }.
wl-not-empty = { $space } ist nicht frei.
wl-card-moves-into = Mit dieser Karte geht es nur ins Gelände { wl-terrain }.
wl-unreachable = { $to } ist von { $frm } aus nicht erreichbar (ein Feld weit oder durch die eigene Herde).
wl-supply-empty = Du hast keine Kreaturen mehr im Vorrat.
wl-occupied = { $space } ist schon besetzt.
wl-card-acts-in = Diese Karte wirkt nur im Gelände { wl-terrain }.
wl-too-low-expand = Deine Anpassung dort reicht nicht zum Ausbreiten.
wl-attack-empty = { $space } ist frei: Breite dich dort stattdessen aus.
wl-attack-own = Du kannst deine eigene Kreatur nicht angreifen.
wl-need-attack = Dafür brauchst du dort die Anpassung Angreifen.
wl-attack-full-only = Angreifen kannst du nur in einer Region, deren Felder alle besetzt sind.
wl-cannot-adapt = Dort kannst du dich nicht weiter anpassen (oder es ist kein Plättchen mehr übrig).
wl-cannot-take-ability = Diese Fähigkeit kannst du nicht nehmen (höchstens zwei gleiche; aus dem Vorrat, sonst vom Führenden).
wl-plague-region = Wähle eine Region, in der Kreaturen stehen.
wl-lightning-as = Ein Blitz wirkt als Gelände-, Rad- oder Pfeilspitzenkarte.
wl-does-not-fit = Das passt nicht zu der Karte, die du gerade ausführst.
wl-no-action-in = Deine Kreatur hat im Gelände { wl-terrain } keine Aktion.
wl-start-limit = In der Region { wl-region } stehen schon so viele Startkreaturen wie erlaubt.
wl-choose-one = Wähle genau eine Möglichkeit.
wl-bid-whole = Ein Gebot ist eine ganze Zahl von Nahrungsplättchen.
wl-type-space-label = Tippe ein Feld wie C7.
wl-not-space-label = „{ $typed }“ ist kein Feld: Tippe einen Spaltenbuchstaben und eine Reihennummer, etwa C7 (oder zwei Felder, C7 D7, zum Wandern).
wl-no-such-space = Das Feld { $space } gibt es auf dem Spielplan nicht (Spalten { $columns }, Reihen 1-{ $rows }).
wl-cannot-migrate = Du kannst jetzt nicht von { $frm } nach { $to } wandern.
wl-space-held = { $creature ->
        [none] es ist frei
       *[other] dort steht die Kreatur { wl-creature }
    }
wl-no-space-now = Du musst gerade kein Feld wählen ({ $space }: { wl-space-held }).
wl-cannot-use-space = { $space } geht jetzt nicht ({ wl-space-held }): Wähle im Menü ein Feld zum { $doing }.
wl-space-doing = { $kind ->
        [place] Setzen einer Startkreatur
        [expand] Ausbreiten
        [attack] Angreifen
       *[remove] Verlieren einer Kreatur
    }
wl-doing-or = { $first } oder { $second }
wl-not-amount = „{ $typed }“ ist keine Zahl: Tippe eine ganze Zahl von Nahrungsplättchen, etwa 5.
wl-bid-range = Du kannst jetzt { $low } bis { $high } Nahrung bieten (du hast { $typed } getippt).

## Zeilen im Thread und in /history (cogs/games/wildlife/events.py)

wl-ev-setup = { $who } hat die älteste Kreatur und beginnt. Reihum setzen alle je { $count } Startkreaturen.
wl-ev-play-order = Spielreihenfolge: { $names }.
wl-ev-chart-auction = Die Kreaturentafeln werden versteigert: Wer eine Versteigerung gewinnt, wählt zuerst (Variante).
wl-ev-populate-skipped = { $who } kann keine Startkreaturen mehr setzen.
wl-ev-board-populated = Der Spielplan ist besiedelt. Das Spiel beginnt.
wl-ev-turn-start = Zug { $turn }: { $who } ist am Zug.
wl-ev-ability-food = { $who } nimmt { $food } Nahrung (Fähigkeit Nahrung).
wl-ev-bid = { $who } bietet { $amount } Nahrung.
wl-ev-bid-pass = { $who } passt.
wl-ev-chart-auction-won = { $who } ersteigert die nächste Wahl einer Kreatur für { $amount } Nahrung.
wl-ev-auction-no-bids = Niemand bietet auf die Karte { wl-card }; die Aktion verfällt.
wl-ev-auction-won = { $who } ersteigert die Karte { wl-card } für { $bid } Nahrung und zahlt { $paid } an { $seller }{ $steps ->
        [0] { "" }
        [one] { " " }(und gibt dafür { $steps } Erfolgsschritt zurück)
       *[other] { " " }(und gibt dafür { $steps } Erfolgsschritte zurück)
    }.
wl-ev-creature-chosen = { $who } wählt die Kreatur { wl-creature }.
wl-ev-placed = { $who } setzt eine Kreatur auf { $space }.
wl-ev-card-used = { $who } spielt die Karte { wl-card }.
wl-ev-auction-start = { $who } versteigert die Karte { wl-card }. { $first } bietet zuerst (mindestens 3 Nahrung).
wl-ev-joker = { $who } setzt den Blitz als Karte { wl-card } ein.
wl-ev-card-discarded = { $who } legt die Karte { wl-card } ohne Wirkung ab.
wl-ev-food-traded = { $who } zahlt 3 Nahrung und rückt auf der Erfolgsleiste auf { $success } vor.
wl-ev-turn-end = { $who } beendet den Zug und zieht { $drawn ->
        [one] { $drawn } Karte
       *[other] { $drawn } Karten
    }.
wl-ev-round-start = Runde { $round }: { $who } hat die wenigsten Erfolgspunkte und beginnt.
wl-ev-food-surplus = Nahrungsüberschuss: { $who } nimmt { $food } Nahrung.
wl-ev-famine = Hungersnot: Alle anderen geben die Hälfte ihrer Nahrung zurück{ $lost ->
        [none] { "" }
       *[other] { " " }({ $lost })
    }.
wl-ev-minor-scoring = { -wl-minor-scoring }: { $who } füllt das letzte Feld der Region { wl-region } und erhält { $points } (Regionsmarker { $marker } von 11).
wl-ev-major-due = Am Ende dieses Zuges folgt eine { -wl-major-scoring }.
wl-ev-last-creature = { $who } hat die letzte eigene Kreatur gesetzt: Das Spiel endet nach diesem Zug.
wl-ev-migrated = { $who } wandert { $frm } → { $to } ({ $free ->
        [yes] freie Wanderung
       *[no] Wanderung
    }).
wl-ev-expanded = { $who } breitet sich auf { $space } aus.
wl-ev-attack-defended = { $who } greift { $space } an, aber die Verteidigung von { $victim } hebt den Angriff auf.
wl-ev-attacked = { $who } greift { $space } an: Die Kreatur von { $victim } kommt zurück in die Schachtel.
wl-ev-adapted = { $who } passt sich an das Gelände { wl-terrain } an: jetzt { wl-level }.
wl-ev-ability-taken = { $who } nimmt die Fähigkeit { wl-ability } { $supply ->
        [yes] aus dem Vorrat
       *[no] von { $from }
    }.
wl-ev-plague = Die Seuche trifft die Region { wl-region } ({ $who }).
wl-ev-plague-removed = { $who } verliert die Kreatur auf { $space } an die Seuche.
wl-ev-game-end = Spielende: { $reason }
wl-ev-major-scoring = { $final ->
        [yes] Letzte { -wl-major-scoring }
       *[no] { -wl-major-scoring }
    }

## Meldungen im Thread (cogs/games/wildlife/announce.py)

wl-ranked = { $who } { $points } EP
wl-ranked-total = { $who } **+{ $points } EP**
wl-major-title = { $final ->
        [yes] 🏆 Letzte { -wl-major-scoring }
       *[no] 📊 { -wl-major-scoring }
    }
wl-major-intro = Erfolgspunkte (EP) je Zeile, die meisten zuerst.
wl-major-nobody = In keiner Zeile gibt es Punkte.
wl-major-totals = Summen
wl-result-points = { $medal } **{ $name }** — { $points ->
        [one] { $points } Erfolgspunkt
       *[other] { $points } Erfolgspunkte
    }
wl-result-title = { $count ->
        [one] 🏆 { $winners } gewinnt WildLife #{ $match }
       *[other] 🏆 { $winners } teilen sich den Sieg in WildLife #{ $match }
    }
wl-and = { $first } & { $second }

## Das Spiel in Discord (cogs/games/wildlife/ui.py)

wl-title = WildLife
wl-summary = Gebietskontrolle für 2–6 Personen: Alle spielen je eine urzeitliche Kreatur, die sich über einen Spielplan mit 12 Regionen ausbreitet. Spiele 3 Wildlife-Karten pro Zug, um zu wandern, dich auszubreiten, anzugreifen, dich an neue Gelände anzupassen und Fähigkeiten zu gewinnen – und versteigere mindestens eine davon für Nahrung an die anderen. Volle Regionen bringen Kleine Wertungen; bei den Großen Wertungen zählen die Mehrheiten in jeder Region, die größten Herden, Anpassungen, Fähigkeiten und Nahrung.
wl-panel-label = Hand
wl-stale = Das stammt von vor dem letzten Zug; hier ist deine aktuelle Hand.
wl-how-1 = Drücke **Hand** am Tisch: Deine Karten, Anpassungen, Fähigkeiten und Nahrung erscheinen nur für dich und folgen dem Spiel von selbst.
wl-how-2 = In deinem Zug nutzt oder versteigerst du Karten aus den Menüs; das Ziel einer Karte wählst du als Region, dann Feld, oder tippst es mit ⌨️ ein (`C7`, `C7 D7` zum Wandern).
wl-how-3 = Während einer Versteigerung bietet, wer an der Reihe ist, am Tisch oder im Panel: das Minimum, +1, +5, einen eingetippten Betrag oder Passen.
wl-how-4 = Zahle 3 Nahrung für einen Erfolgsschritt, nutze deine freie Wanderung und drücke **Zug beenden**, wenn du fertig bist.
wl-asked = { $what ->
        [chart] deine Kreaturentafel wählen
        [bid-card] dein Gebot für die Karte { wl-card }
        [bid-chart] dein Gebot für eine Kreaturentafel
        [place] eine Startkreatur setzen
        [remove] die Kreatur wählen, die die Seuche nimmt
        [card] deine Karte ausführen
       *[turn] eine Karte spielen: nutzen oder versteigern
    }
wl-option = { $option ->
        [unlimited_abilities] Unbegrenzte Fähigkeitskarten
        [auction_expand] Ausbreiten mit ersteigertem Gelände
        [chart_auction] Kreaturentafeln per Versteigerung
       *[rotating_start] Wechselnder Startspieler
    }
wl-option-off = Aus
wl-option-on = An

## House rules (/rules: engine/games/wildlife/rules.py HOUSE_RULES). Unsere Übersetzung; die
## Namen der Karten, Fähigkeiten und Anpassungen nach docs/glossary/wildlife.md.

wl-house-abilities = Fähigkeitskarten: Nahrung bringt dir zu Beginn deines Zuges 2 Nahrungsplättchen; mit Intelligenz spielst du eine Wildlife-Karte mehr; Mobilität gibt dir eine freie Wanderung mehr; Verteidigung hebt in jedem fremden Zug den ersten Angriff gegen dich auf (wer angreift, behält die Kreatur im Vorrat); mit Aggression darfst du auch in einer Region angreifen, die noch freie Felder hat. Zwei Karten derselben Art wirken doppelt.
wl-house-text-cards = Nahrungsüberschuss: Nimm 6 Nahrungsplättchen aus dem Vorrat. Seuche: Wähle eine Region; wer dort Kreaturen hat, legt eine davon zurück in die Schachtel. Hungersnot: Alle anderen geben die Hälfte ihrer Nahrung (abgerundet) zurück.
wl-house-minor-track = Leiste für die { -wl-minor-scoring }, von links nach rechts: 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5. Wer Marker 4, 8 oder 11 nimmt, löst am Ende dieses Zuges eine { -wl-major-scoring } aus.
wl-house-migration = Wanderung: ein Schritt auf ein freies Feld oder ein Weg durch deine eigenen Kreaturen, der auf einem freien Feld endet; im Gelände des Ziels brauchst du mindestens die Anpassung Wandern.
wl-house-food-supply = Der Nahrungsvorrat ist begrenzt ({ $food } Nahrungsplättchen, abzüglich der ausgeteilten); wird er knapp, bekommst du, was übrig ist.
wl-house-ties = Bei Gleichstand am Ende wird der Sieg geteilt.
wl-house-auctions = Versteigerungen laufen im Uhrzeigersinn, beginnend links von der Person, die versteigert: Biete das Mindestgebot, +1, +5 oder einen beliebigen Betrag, oder passe; wer nicht rechtzeitig antwortet, passt. Du kannst nicht mehr bieten, als du zahlen könntest (deine Nahrung plus bis zu zwei Erfolgsschritte, die du für je 3 Nahrung zurückgibst).
wl-house-chart-auctions = Versteigerung der Kreaturentafeln (Variante): Mindestgebot 1, gezahlt an die Bank; es gewinnt, wer zuletzt noch nicht gepasst hat (kostenlos, wenn niemand geboten hat); wer zuletzt übrig bleibt, nimmt eine verbleibende Tafel kostenlos.
wl-house-no-start-space = Kann jemand eine Startkreatur nirgends setzen, entfallen für diese Person die restlichen Startkreaturen.
wl-house-events-at-once = Nahrungsüberschuss und Hungersnot wirken sofort, wenn sie gespielt oder ersteigert werden; eine ersteigerte Karte Seuche, Rad, Pfeilspitze oder Gelände darf trotzdem ohne Wirkung abgelegt werden.
wl-house-lightning-expand = Eine Blitzkarte, die in einer Versteigerung als Geländekarte dient, zählt für die Variante „Ausbreiten mit ersteigertem Gelände“ als versteigerte Geländekarte.
wl-house-one-major = Höchstens eine { -wl-major-scoring } pro Zug; die letzte { -wl-major-scoring } ersetzt eine, die im selben Zug fällig wäre.
wl-house-turn-limit = Das Spiel endet außerdem nach { $turns } Zügen, einer Sicherheitsgrenze; dann folgt eine letzte { -wl-major-scoring }.
wl-house-plague-choice = Seuche: Wer mehrere Kreaturen in der betroffenen Region hat, wählt, welche davon verloren geht.
wl-house-major-lines = { -wl-major-scoring }: Wer keine Anpassungsplättchen, keine Fähigkeitskarten oder keine Nahrung hat, punktet in der jeweiligen Zeile nicht; einzelne Kreaturen zählen als Herden der Größe 1.
wl-house-intelligence = Intelligenz ist freiwillig: Du darfst trotzdem schon nach 3 Karten aufhören.
wl-house-two-players = Zu zweit darfst du in einer Versteigerung jeden Betrag bieten; wer gewinnt, zahlt nur 3. Durch das Zurückgeben von Erfolgsschritten kann jemand unter Feld 1 fallen.
