### Das Tutorial von WildLife (Issue 35): die Sätze des Trainers, die Erklärungen von ❔ Was nun? und das
### Beispiel von /rules. Unsere eigene Übersetzung aus dem Englischen: die Begriffe der deutschen Ausgabe
### liegen uns nicht vor. Wir verwenden durchgehend (wie locales/de/wildlife.ftl): Kreaturentafel,
### Anpassung (Wandern, Ausbreiten, Angreifen; „Keine Aktion“), Region, Herde, Wildlife-Karte (Gelände,
### Rad, Pfeilspitze, Blitz, Textkarte), Versteigerung, Nahrungsplättchen, Erfolgsleiste, Kleine Wertung,
### Große Wertung, Regionsmarker.

## Namen

learn-wl-terrain = { $terrain ->
        [forest] Wald
        [desert] Wüste
        [savannah] Savanne
        [plains] Steppe
        [mountains] Gebirge
        [water] Wasser
       *[other] { $terrain }
    }
learn-wl-card = { $kind ->
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
learn-wl-region = { $terrain ->
        [forest] { $size ->
            [large] Großer Wald
           *[small] Kleiner Wald
        }
        [desert] { $size ->
            [large] Große Wüste
           *[small] Kleine Wüste
        }
        [savannah] { $size ->
            [large] Große Savanne
           *[small] Kleine Savanne
        }
        [plains] { $size ->
            [large] Große Steppe
           *[small] Kleine Steppe
        }
        [mountains] { $size ->
            [large] Großes Gebirge
           *[small] Kleines Gebirge
        }
        [water] { $size ->
            [large] Großes Wasser
           *[small] Kleines Wasser
        }
       *[other] { $terrain }
    }
learn-wl-ability = { $ability ->
        [food] Nahrung
        [intelligence] Intelligenz
        [mobility] Mobilität
        [defense] Verteidigung
        [aggression] Aggression
       *[other] { $ability }
    }
learn-wl-level = { $level ->
        [migrate] Wandern
        [expand] Ausbreiten
        [attack] Angreifen
       *[none] Keine Aktion
    }
learn-wl-creature = { $creature ->
        [crocodile] Krokodil
        [snake] Schlange
        [eagle] Adler
        [bear] Bär
        [mammoth] Mammut
        [man] Mensch
       *[other] { $creature }
    }

## Die Begrüßung des Trainers

learn-wl-welcome = Willkommen bei WildLife! Du spielst eine urzeitliche Kreatur gegen zwei Bots. Breite dich über die 12 Regionen des Spielplans aus: Mehrheiten in Regionen, große Herden (Kreaturen nebeneinander), Anpassungen, Fähigkeiten und Nahrung bringen Erfolgspunkte.
learn-wl-welcome-chart = Du spielst die Kreatur { learn-wl-creature } ({ $age } Millionen Jahre alt, die älteste Kreatur, also beginnst du). Deine Kreaturentafel zeigt, was du in jedem Gelände darfst; am stärksten bist du mit { learn-wl-level } im Gelände { $terrain }.
learn-wl-welcome-levels = Die drei Anpassungen, die schwächste zuerst: Wandern (eine Kreatur ein Feld weit ziehen oder durch die eigene Herde hindurch), Ausbreiten (eine neue Kreatur aus dem Vorrat einsetzen), Angreifen (in einer vollen Region eine fremde Kreatur ersetzen). Dein Panel zeigt sie je Gelände; „Keine Aktion“ heißt, dort darfst du nicht hin.

## Rat für die anstehende Entscheidung

learn-wl-coach-place = { $first ->
        [yes] Setze eine Startkreatur ({ $left } übrig): auf { $space } in der Region { $region }, wo du { learn-wl-level } hast. Kreaturen Seite an Seite bilden eine Herde, und Herden bringen Punkte.
       *[no] Nächste Startkreatur ({ $left } übrig): { $space } in der Region { $region } ({ learn-wl-level }).
    }
learn-wl-coach-use = Spiele die Karte { $card } für dich selbst ({ $plays ->
        [one] deine letzte Karte in diesem Zug
       *[other] noch { $plays } Karten in diesem Zug
    }): { $why ->
        [expand] Damit kannst du dich ausbreiten und eine neue Kreatur einsetzen.
        [migrate] Damit kannst du wandern.
        [wheel] Ein Rad hebt deine Anpassung in einem Gelände um eine Stufe.
        [arrowhead] Mit einer Pfeilspitze nimmst du eine Fähigkeitskarte.
        [lightning] Ein Blitz ist ein Joker: Er wirkt als beliebige Geländekarte, als Rad oder als Pfeilspitze.
        [food-surplus] Sie ist eine Textkarte: Du nimmst 6 Nahrungsplättchen.
        [famine] Sie ist eine Textkarte: Alle anderen geben die Hälfte ihrer Nahrung ab.
        [plague] Sie ist eine Textkarte: Wer in der gewählten Region Kreaturen hat, verliert eine.
       *[none] Nichts Besseres ist übrig; du darfst sie ohne Wirkung ablegen.
    }
learn-wl-coach-auction = { $first ->
        [yes] Versteigere jetzt eine Karte: In jedem Zug kommt mindestens eine deiner Karten unter den Hammer, und wer sie ersteigert, zahlt dir Nahrung. Versteigere die Karte { $card }, die dir wenig nützt.
       *[no] Jetzt die Versteigerung dieses Zuges: Die Karte { $card } nützt dir am wenigsten.
    }
learn-wl-coach-auction-more = Keine deiner Karten hilft dir gerade: Versteigere auch die Karte { $card }, für Nahrung ({ $plays ->
        [one] deine letzte Karte in diesem Zug
       *[other] noch { $plays } Karten
    }).
learn-wl-coach-lightning = Sag, als was der Blitz wirkt: Eine Karte { $role } passt jetzt am besten zu dir.
learn-wl-coach-expand = Im Gelände { $terrain } darfst du dich ausbreiten: Setze eine Kreatur aus deinem Vorrat auf { $space } in der Region { $region }.{ $fills ->
        [yes] { " " }Es ist das letzte freie Feld der Region: Wer es füllt, löst eine Kleine Wertung aus.
       *[no] { "" }
    }
learn-wl-coach-migrate = Im Gelände { $terrain } darfst du nur wandern: Zieh deine Kreatur von { $frm } nach { $to }.
learn-wl-coach-attack = Hier darfst du angreifen, und die Region ist voll: Nimm { $victim-who } das Feld { $space } ab – die Kreatur dort kommt zurück in die Schachtel.
learn-wl-coach-discard = Die Karte { $card } nützt dir gerade nichts (deine Anpassung dort: { learn-wl-level }): Lege sie ohne Wirkung ab.
learn-wl-coach-wheel = Hebe deine Anpassung im Gelände { $terrain } von { learn-wl-level } auf { $to ->
        [expand] Ausbreiten
        [attack] Angreifen
       *[migrate] Wandern
    }: Das nächste Plättchen kommt auf deine Kreaturentafel.
learn-wl-coach-arrowhead = Nimm die Fähigkeitskarte { $ability }: { $kind ->
        [food] Sie gibt dir zu Beginn jedes deiner Züge 2 Nahrungsplättchen.
       *[other] Sie hilft dir ab deinem nächsten Zug.
    }
learn-wl-coach-plague = Lass die Seuche die Region { $region } treffen: Dort schadet sie deinen Gegnern mehr als dir.
learn-wl-coach-plague-victim = Die Seuche trifft eine Region, in der du mehrere Kreaturen hast: Wähle, welche du verlierst.
learn-wl-coach-bid = Die Karte { $card } wird versteigert und würde dir helfen ({ $why ->
        [expand] du könntest dich damit ausbreiten
        [migrate] du könntest damit wandern
        [wheel] eine bessere Anpassung
        [arrowhead] eine Fähigkeit
        [lightning] ein Joker
        [food-surplus] 6 Nahrungsplättchen
       *[other] ihre Aktion
    }). Biete { $amount } Nahrung, das kleinste erlaubte Gebot; du hast { $food }.
learn-wl-coach-pass = Die Karte { $card } wird versteigert. { $reason ->
        [food] Du kannst jetzt keine { $amount } Nahrung zahlen,
       *[value] Sie nützt dir wenig,
    } also passe: Wer passt, scheidet aus dieser Versteigerung aus.
learn-wl-coach-free-migration = In jedem Zug hast du außerdem eine freie Wanderung: Zieh deine Kreatur von { $frm } nach { $to }, um deine Herde zu bauen oder eine Region zu füllen.
learn-wl-coach-trade-food = Du hast { $food } Nahrungsplättchen: Gib 3 davon zurück und rücke ein Feld auf der Erfolgsleiste vor (jetzt { $success }). Das darfst du in deinem Zug so oft tun, wie du willst.
learn-wl-coach-end-turn = Du hast deine Karten gespielt: Beende den Zug und zieh wieder auf 10 Karten nach (du hast { $hand }).
learn-wl-coach-any = Wähle einen der aktiven Knöpfe.

## Was ein Zug bewirkt hat

learn-wl-detour = { $step ->
        [place] Du hast ein anderes Feld gewählt als vorgeschlagen; das ist in Ordnung.
        [bid] Du hast nicht den vorgeschlagenen Betrag geboten; das ist in Ordnung.
        [pass] Du hast nicht gepasst; das ist in Ordnung.
       *[other] Du hast einen anderen Zug gewählt als vorgeschlagen; das ist in Ordnung, der Trainer macht von hier aus weiter.
    }
learn-wl-you-placed = Du setzt eine Kreatur auf { $space } ({ $region }).
learn-wl-bot-placed = { $who } setzt eine Kreatur auf { $space }.
learn-wl-populated = Der Spielplan ist besiedelt: Das Spiel beginnt.
learn-wl-turn-start = { $you ->
        [yes] Zug { $turn }: Du bist am Zug.
       *[no] Zug { $turn }: { $who } ist am Zug.
    }
learn-wl-ability-food = { $you ->
        [yes] Deine Fähigkeit Nahrung gibt dir { $food } Nahrungsplättchen.
       *[no] Die Fähigkeit Nahrung gibt { $who } { $food } Nahrungsplättchen.
    }
learn-wl-auction-start = { $you ->
        [yes] Du versteigerst die Karte { $card }.
       *[no] { $who } versteigert die Karte { $card }.
    }
learn-wl-bid = { $you ->
        [yes] Du bietest { $amount } Nahrung.
       *[no] { $who } bietet { $amount } Nahrung.
    }
learn-wl-bid-pass = { $you ->
        [yes] Du passt.
       *[no] { $who } passt.
    }
learn-wl-auction-won = { $you ->
        [yes] Du ersteigerst die Karte { $card } und zahlst { $paid } Nahrung an { $auctioneer-who }.
       *[no] { $who } ersteigert die Karte { $card } und zahlt { $paid } Nahrung an { $auctioneer-you ->
            [yes] dich
           *[no] { $auctioneer-who }
        }.
    }
learn-wl-auction-no-bids = Niemand bietet auf die Karte { $card }: Ihre Aktion verfällt.
learn-wl-expanded = { $you ->
        [yes] Du breitest dich auf { $space } aus ({ $region }).
       *[no] { $who } breitet sich auf { $space } aus ({ $region }).
    }
learn-wl-migrated = { $you ->
        [yes] Du wanderst von { $frm } nach { $to }{ $free ->
            [yes] { " " }(deine freie Wanderung).
           *[no] .
        }
       *[no] { $who } wandert von { $frm } nach { $to }{ $free ->
            [yes] { " " }(freie Wanderung).
           *[no] .
        }
    }
learn-wl-attacked = { $you ->
        [yes] Du greifst { $space } an: Die Kreatur von { $victim-who } kommt zurück in die Schachtel.
       *[no] { $who } greift { $space } an: { $victim-you ->
            [yes] Deine Kreatur
           *[no] Die Kreatur von { $victim-who }
        } kommt zurück in die Schachtel.
    }
learn-wl-attack-defended = { $who } greift { $space } an, aber { $victim-you ->
        [yes] deine Fähigkeit Verteidigung
       *[no] die Fähigkeit Verteidigung von { $victim-who }
    } wehrt den Angriff ab.
learn-wl-adapted = { $you ->
        [yes] Du passt dich an das Gelände { $terrain } an: jetzt { learn-wl-level }.
       *[no] { $who } passt sich an das Gelände { $terrain } an: jetzt { learn-wl-level }.
    }
learn-wl-ability-taken = { $you ->
        [yes] Du nimmst die Fähigkeitskarte { $ability }.
       *[no] { $who } nimmt die Fähigkeitskarte { $ability }.
    }
learn-wl-joker = { $you ->
        [yes] Dein Blitz wirkt als Karte { $role }.
       *[no] Der Blitz von { $who } wirkt als Karte { $role }.
    }
learn-wl-text-food-surplus = { $you ->
        [yes] Nahrungsüberschuss: Du nimmst { $food } Nahrungsplättchen.
       *[no] Nahrungsüberschuss: { $who } nimmt { $food } Nahrungsplättchen.
    }
learn-wl-text-famine = { $you ->
        [yes] Hungersnot: Alle anderen geben die Hälfte ihrer Nahrung ab.
       *[no] Hungersnot ({ $who }): Alle anderen, auch du, geben die Hälfte ihrer Nahrung ab.
    }
learn-wl-text-plague = Seuche ({ $who }) in der Region { $region }: Wer dort Kreaturen hat, verliert eine.
learn-wl-plague-removed = { $you ->
        [yes] Du verlierst deine Kreatur auf { $space } an die Seuche.
       *[no] { $who } verliert die Kreatur auf { $space } an die Seuche.
    }
learn-wl-card-discarded = { $you ->
        [yes] Du legst die Karte { $card } ohne Wirkung ab.
       *[no] { $who } legt die Karte { $card } ohne Wirkung ab.
    }
learn-wl-food-traded = { $you ->
        [yes] Du zahlst 3 Nahrung und rückst auf der Erfolgsleiste auf { $success } vor.
       *[no] { $who } zahlt 3 Nahrung und rückt auf der Erfolgsleiste auf { $success } vor.
    }
learn-wl-turn-end = Du beendest deinen Zug und ziehst { $drawn } Karten nach.
learn-wl-minor-scoring = { $you ->
        [yes] Du füllst das letzte Feld der Region { $region }: Kleine Wertung, { $points } Erfolgspunkte (Regionsmarker { $marker } von 11).
       *[no] { $who } füllt das letzte Feld der Region { $region }: Kleine Wertung, { $points } Erfolgspunkte (Regionsmarker { $marker } von 11).
    }
learn-wl-major-due = Der 4., 8. oder 11. Regionsmarker wurde genommen: Am Ende dieses Zuges folgt eine Große Wertung.
learn-wl-major-scoring = Große Wertung: Du erhältst { $gained } Erfolgspunkte.

## Die Regeln, einmal gesagt, wenn sie zum ersten Mal vorkommen

learn-wl-rule-populate = 📖 Den Spielplan besiedeln: Reihum setzen alle Startkreaturen auf freie Felder in Geländen, die auf der eigenen Tafel nicht „Keine Aktion“ zeigen; dabei nimmt eine kleine Region höchstens 2 Kreaturen auf, eine große höchstens 4.
learn-wl-rule-success-track = 📖 Die Erfolgsleiste: Der Startspieler beginnt auf Feld 1, die nächsten auf 2 und 3, als Ausgleich dafür, dass sie später an der Reihe sind. Wer am Ende am weitesten vorn steht, gewinnt.
learn-wl-rule-expand = 📖 Eine Geländekarte wirkt in den beiden Regionen ihres Geländes, so weit deine Anpassung dort reicht: Wandern, Ausbreiten (eine Kreatur aus dem Vorrat auf ein freies Feld) oder Angreifen.
learn-wl-rule-auction = 📖 Versteigerungen: In jedem Zug spielst du 3 Karten, mindestens eine davon wird versteigert. Geboten wird im Uhrzeigersinn, links von dir beginnend; das kleinste Gebot sind 3 Nahrung.
learn-wl-rule-auction-won = 📖 Wer am meisten bietet, zahlt an den Versteigernden und führt die Karte sofort aus (oder legt sie ohne Wirkung ab). Fehlt Nahrung, darf man für je 3 Nahrung bis zu zwei Felder auf der Erfolgsleiste zurückgehen.
learn-wl-rule-bid = 📖 Bieten: Biete mehr als das letzte Gebot (mindestens 3) oder passe; wer passt, scheidet aus dieser Versteigerung aus. Wer zuletzt übrig bleibt, gewinnt.
learn-wl-rule-wheel = 📖 Räder: eine Stufe höher in einem Gelände: Keine Aktion → Wandern → Ausbreiten → Angreifen. Angreifen ist die höchste.
learn-wl-rule-arrowhead = 📖 Pfeilspitzen: Nimm eine Fähigkeitskarte aus dem Vorrat (ist eine Sorte aufgebraucht, vom Gegner mit den meisten Erfolgspunkten). Höchstens zwei gleiche.
learn-wl-rule-lightning = 📖 Blitze sind Joker: Gespielt wirken sie als Geländekarte eines beliebigen Geländes, als Rad oder als Pfeilspitze.
learn-wl-rule-text-card = 📖 Textkarten sind Ereignisse, deren Text sagt, was geschieht: Nahrungsüberschuss (6 Nahrungsplättchen nehmen), Hungersnot (alle anderen geben die Hälfte ihrer Nahrung ab) und Seuche (wer in der gewählten Region Kreaturen hat, verliert eine).
learn-wl-rule-free-migration = 📖 Freie Wanderung: Neben deinen Karten darfst du einmal pro Zug wandern, ein Feld weit oder durch die eigene Herde hindurch, in ein Gelände, in dem du mindestens Wandern hast.
learn-wl-rule-trade-food = 📖 Nahrung tauschen: In deinem Zug darfst du 3 Nahrungsplättchen in den Vorrat zurückgeben und dafür ein Feld auf der Erfolgsleiste vorrücken, so oft du willst.
learn-wl-rule-draw = 📖 Am Ende deines Zuges werden die gespielten Karten abgelegt, und du ziehst wieder auf 10 Karten nach.
learn-wl-rule-ability-use = 📖 Fähigkeitskarten wirken in deinem eigenen Zug: Nahrung gibt zu Beginn 2 Nahrungsplättchen, Intelligenz eine Karte mehr, Mobilität eine freie Wanderung mehr; Verteidigung wehrt im Zug eines Gegners einen Angriff ab; Aggression erlaubt Angriffe in Regionen, die nicht voll sind.
learn-wl-rule-minor-scoring = 📖 Kleine Wertung: Wer das letzte Feld einer Region füllt, erhält sofort den Wert unter dem am weitesten links liegenden Regionsmarker (3 bis 5 Erfolgspunkte); der Marker kommt in diese Region. Der 4., 8. und 11. Marker bringen am Ende des Zuges eine Große Wertung.

## Hinweise zu abgelehnten Zügen

learn-wl-hint-wait = Du bist noch nicht am Zug: Die Bots spielen.
learn-wl-hint-bid = Eine Versteigerung läuft: Biete mindestens { $amount } Nahrung oder passe.
learn-wl-hint-pending = Führe zuerst die Karte { $card } aus, die du gespielt oder ersteigert hast (oder lege sie ohne Wirkung ab).
learn-wl-hint-end-turn = { $plays ->
        [0] { $auctioned ->
            [yes] Du darfst deinen Zug jetzt beenden.
           *[no] Versteigere mindestens eine Karte, bevor du deinen Zug beendest.
        }
        [one] Spiele noch eine Karte, bevor du deinen Zug beendest{ $auctioned ->
            [yes] .
           *[no] : Sie muss versteigert werden.
        }
       *[other] Spiele noch { $plays } Karten, bevor du deinen Zug beendest{ $auctioned ->
            [yes] .
           *[no] , eine davon als Versteigerung.
        }
    }
learn-wl-hint-auction = Deine letzte Karte in diesem Zug muss versteigert werden: Mindestens eine Karte pro Zug kommt unter den Hammer.
learn-wl-hint-any = Wähle einen der aktiven Knöpfe; ❔ Was nun? erklärt sie.

## Der Abschied des Trainers

learn-wl-farewell = So funktioniert ein Zug! Du hast { $success } Erfolgspunkte, die Spitze hat { $best }. Eine echte Partie geht weiter, bis der letzte Regionsmarker genommen ist oder jemand seine letzte Kreatur einsetzt.
learn-wl-farewell-major = Der 4., 8. und 11. Regionsmarker bringen je eine Große Wertung: jede Region (die meisten Kreaturen 3, 2, 1; allein 4 oder 5), die größten Herden (10, 7, 5, 3, 1) und die meisten Anpassungsplättchen, Fähigkeitskarten und Nahrungsplättchen (4 und 2). Nach der letzten gewinnt, wer auf der Erfolgsleiste am weitesten vorn steht.

## ❔ Was nun? (cogs/games/wildlife/explain.py): $who ist ein Name; Zahlen sind offene Züge

learn-wl-explain-wait = { $doing ->
        [bid] { $who } bietet in der Versteigerung.
        [place] { $who } setzt eine Startkreatur.
        [chart] { $who } bietet auf eine Kreaturentafel oder wählt eine.
        [card] { $who } führt eine Karte aus.
       *[turn] { $who } ist am Zug.
    }
learn-wl-explain-wait-more = Gerade hast du nichts zu entscheiden: Dein Panel wird aktiv, sobald du bieten oder spielen darfst. Der Tisch zeigt jeden Zug.
learn-wl-explain-chart = Wähle deine Kreaturentafel ({ $count } übrig): Sie zeigt deine Anpassung in jedem Gelände. Die älteste Kreatur beginnt.
learn-wl-explain-chart-more = Die Spielreihenfolge richtet sich nach dem Alter der Kreaturen, die älteste zuerst.
learn-wl-explain-chart-bid = Die Kreaturentafeln werden versteigert (eine Variante): Biete mindestens { $amount } Nahrung für die nächste Wahl oder passe. Du hast { $food }; gezahlt wird an die Bank.
learn-wl-explain-pass-final = Passen ist endgültig: In dieser Versteigerung darfst du dann nicht mehr bieten.
learn-wl-explain-place = Setze eine Startkreatur ({ $left } übrig, { $spaces } Felder frei): auf ein freies Feld in einem Gelände, das deine Tafel nicht mit „Keine Aktion“ markiert, höchstens 2 Kreaturen in einer kleinen Region und 4 in einer großen.
learn-wl-explain-levels = Deine Anpassungen: { $levels }.
learn-wl-explain-plague-victim = Die Seuche trifft die Region { $region }: Wähle, welche deiner { $count } Kreaturen dort du verlierst.
learn-wl-explain-box = Die Kreatur kommt zurück in die Schachtel, nicht in deinen Vorrat.
learn-wl-explain-bid = Versteigerung der Karte { $card }: { $does }
learn-wl-explain-bid-amounts = { $two ->
        [yes] Biete mindestens { $amount } Nahrung oder passe; zu zweit zahlt, wer gewinnt, nur 3. Du hast { $food }.
       *[no] Biete mindestens { $amount } Nahrung oder passe. Du kannst bis zu { $most } zahlen (deine { $food } Nahrung plus 3 für jedes Feld, das du auf der Erfolgsleiste zurückgehst, höchstens zwei).
    }
learn-wl-explain-bid-high = Höchstes Gebot bisher: { $amount }, von { $who }.
learn-wl-explain-lightning = Der Blitz ist ein Joker: Sag, ob er als Geländekarte (wähle das Gelände), als Rad oder als Pfeilspitze wirkt.
learn-wl-explain-let-go = Du darfst die Karte auch ohne Wirkung ablegen.
learn-wl-explain-terrain = Führe die Karte { $card } im Gelände { $terrain } aus, wo du { learn-wl-level } hast: Wandern zieht eine Kreatur, Ausbreiten setzt eine neue aus dem Vorrat ein, Angreifen ersetzt in einer vollen Region eine fremde.
learn-wl-explain-terrain-options = Jetzt möglich: { $migrate ->
        [one] 1 Wanderung
       *[other] { $migrate } Wanderungen
    }, { $expand ->
        [one] 1 Feld zum Ausbreiten
       *[other] { $expand } Felder zum Ausbreiten
    }, { $attack ->
        [one] 1 Feld zum Angreifen
       *[other] { $attack } Felder zum Angreifen
    }.
learn-wl-explain-wheel = Rad: Hebe deine Anpassung in einem Gelände um eine Stufe ({ $count } möglich): Keine Aktion → Wandern → Ausbreiten → Angreifen.
learn-wl-explain-arrowhead = Pfeilspitze: Nimm eine Fähigkeitskarte: { $abilities }. Nahrung: 2 Nahrung pro Zug; Intelligenz: eine Karte mehr; Mobilität: eine freie Wanderung mehr; Verteidigung: wehrt einen Angriff ab; Aggression: Angriffe in Regionen, die nicht voll sind.
learn-wl-explain-plague = Seuche: Wähle eine Region mit Kreaturen ({ $count } möglich); wer dort Kreaturen hat, verliert eine in die Schachtel.
learn-wl-explain-turn = Du bist am Zug: { $plays ->
        [0] Du hast deine Karten gespielt.
        [one] Spiele noch 1 Karte: Nutze sie selbst oder versteigere sie an die anderen.
       *[other] Spiele noch { $plays } Karten: Nutze jede selbst oder versteigere sie an die anderen.
    }{ $owed ->
        [yes] { " " }Mindestens eine Karte muss in diesem Zug versteigert werden.
       *[no] { "" }
    }
learn-wl-explain-turn-extra = { $free ->
        [0] Deine freie Wanderung ist verbraucht.
        [one] Du hast 1 freie Wanderung.
       *[other] Du hast { $free } freie Wanderungen.
    }{ $trade ->
        [yes] { " " }3 Nahrung kaufen ein Feld auf der Erfolgsleiste (du hast { $food }).
       *[no] { "" }
    }
learn-wl-explain-text-cards = Auf Textkarten steht, was beim Ausspielen geschieht; in deiner Hand: { $cards }
learn-wl-explain-turn-end = { $can ->
        [yes] Beende deinen Zug, wenn du fertig bist: Du ziehst wieder auf 10 Karten nach.
       *[no] Du darfst den Zug beenden, sobald deine Karten gespielt sind und eine davon versteigert wurde.
    }
learn-wl-explain-does = { $kind ->
        [terrain] { $level ->
            [migrate] Im Gelände { $terrain } kannst du damit wandern.
            [expand] Im Gelände { $terrain } kannst du damit wandern oder dich ausbreiten.
            [attack] Im Gelände { $terrain } kannst du damit wandern, dich ausbreiten oder angreifen.
           *[none] Deine Kreatur hat im Gelände { $terrain } „Keine Aktion“; du könntest die Karte nur ablegen.
        }
        [wheel] Sie hebt eine Anpassung um eine Stufe.
        [arrowhead] Damit nimmst du eine Fähigkeitskarte.
        [lightning] Ein Joker: beliebige Geländekarte, Rad oder Pfeilspitze.
        [food-surplus] 6 Nahrungsplättchen nehmen.
        [plague] Wer in einer gewählten Region Kreaturen hat, verliert eine.
        [famine] Alle anderen geben die Hälfte ihrer Nahrung ab.
       *[other] ihre Aktion.
    }

## Das Beispiel von /rules: eine Große Wertung (das Bild zeigt die Karte; die Punkte rechnet die Engine)

learn-wl-example = **Eine Große Wertung** wertet jede Region und die Herden. Auf diesem Spielplan halten A (dort mit { $a } markiert), B ({ $b }) und C ({ $c }) die Wasser-Regionen:
learn-wl-example-large = • { $region }: A und B haben je 3 Kreaturen und teilen sich Platz 1, also bekommen beide die Punkte des zweiten Platzes: A { $a }, B { $b }; C auf Platz 3 bekommt { $c }.
learn-wl-example-small = • { $region }: A ist allein, ein kleines Monopol: { $a } (wer jedes Feld besetzt, hat ein großes Monopol, 5).
learn-wl-example-herd = • Herden (Kreaturen, die sich seitlich berühren, auch über Regionen hinweg): Die 4 von C in der Savanne sind die größte, { $c }; die Herden aus 3 von A und B teilen sich Platz 2 und bekommen die Punkte des dritten Platzes, { $a } und { $b }.
learn-wl-example-more = Dann bringen die meisten Anpassungsplättchen, Fähigkeitskarten und Nahrungsplättchen 4 und 2 Punkte.
learn-wl-example-alt = Der Spielplan des Beispiels: die Wasser-Regionen oben links, gehalten von A, B und C, und die Herde von C in der Savanne.
