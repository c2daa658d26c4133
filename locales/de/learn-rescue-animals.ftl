### Das Tutorial von Rescue Animals (Issue 35): die Sätze des Trainers (engine/games/rescue_animals/tutorial.py),
### die Erklärungen von ❔ Was nun? (cogs/games/rescue_animals/explain.py) und das Beispiel von /rules.
### Begriffe: Eine deutsche Ausgabe mit eigenen Begriffen liegt uns nicht vor; alle Begriffe sind unsere Übersetzung:
### bedrohtes Tier (Endangered Animal), Auslage (display), Würfelbedingung (dice requirement), schwarzer/weißer/grauer
### Würfel, beiseitelegen (set aside), „Rettung!“ (Rescuing!), „Auf die Plätze, fertig, los!“ (Ready, Set, Go!),
### Naturschutzleitung (Conservation Leader), Schutzpunkte (protection points), Bonuspunkte (bonus points).
### Die Knöpfe des Panels heißen wie im Spiel (Terme -ra-roll-button, -ra-rescue-button in rescue-animals.ftl).

## Würfel und Bedingungen

learn-ra-die = { $colour ->
        [black] schwarze { $value }
        [gray] graue { $value }
       *[white] weiße { $value }
    }
learn-ra-dice = { $count ->
        [0] keinen Würfel
        [1] { $d0 }
        [2] { $d0 } und { $d1 }
        [3] { $d0 }, { $d1 } und { $d2 }
        [4] { $d0 }, { $d1 }, { $d2 } und { $d3 }
        [5] { $d0 }, { $d1 }, { $d2 }, { $d3 } und { $d4 }
       *[other] { $d0 }, { $d1 }, { $d2 }, { $d3 }, { $d4 } und { $d5 }
    }
learn-ra-animals = { $count ->
        [0] kein Tier
        [1] { $a0 }
        [2] { $a0 } und { $a1 }
        [3] { $a0 }, { $a1 } und { $a2 }
       *[other] { $a0 }, { $a1 }, { $a2 } und { $a3 }
    }
learn-ra-req = schwarz { $black }{ $count ->
        [0] {""}
       *[other] {" "}+ weiß { $whites }
    }{ $anys ->
        [0] {""}
        [1] {" "}+ ein weißer Würfel mit beliebiger Zahl
       *[other] {" "}+ { $anys } weiße Würfel mit beliebiger Zahl
    }
learn-ra-special = { $special ->
        [three_same] drei weiße Würfel mit derselben Zahl
        [three_sum_10] drei weiße Würfel mit zusammen genau 10
        [pair_sum_8] schwarz { $black } + weiß { $white } + zwei weiße Würfel mit zusammen genau 8
        [two_pairs_equal_sum] zwei weiße Würfel mit derselben Summe wie zwei andere weiße Würfel
        [pair_same] schwarz { $black } + weiß { $white } + zwei weiße Würfel mit derselben Zahl
       *[other] { $special }
    }

## Die Begrüßung

learn-ra-welcome = Willkommen bei Rescue Animals! Du spielst gegen zwei Bots, alle gleichzeitig: Würfle mit deinen fünf Würfeln (vier weiße, ein schwarzer), bis sie die Würfelbedingung eines bedrohten Tiers in der Auslage erfüllen, und drücke dann **{ -ra-rescue-button }**, bevor jemand anderes es tut.
learn-ra-welcome-card = In der Auslage: **{ $name }**, { $protection } Schutzpunkte wert (und am Ende { $bonus } Bonuspunkte für ein Paar davon); die Würfelbedingung: { $req }.
learn-ra-welcome-pace = Das Spiel läuft in Echtzeit, aber diese Lektion wartet auf dich: Jeder Bot würfelt einmal pro Wurf von dir, also lies in Ruhe. Du hast die Naturschutzleitung: Du beginnst die Runde mit „Auf die Plätze, fertig, los!“.

## Der Rat für die anstehende Entscheidung

learn-ra-coach-wait-go = Auf die Plätze, fertig … warte auf Los!: Während des Countdowns darf niemand würfeln oder retten. { $rolled ->
        [yes] Deine beiseitegelegten Würfel bleiben liegen.
       *[no] Deine Würfel sind noch nicht geworfen.
    }
learn-ra-coach-wait-window = „Rettung!“ wurde gerufen: Alle hören auf zu würfeln, während die Rettung geprüft wird.
learn-ra-coach-first-roll = Los! Drücke **{ -ra-roll-button }**: Dein erster Wurf wirft alle fünf Würfel.
learn-ra-coach-set-aside = Ziel: { $name } ({ $req }). { $adds ->
        [0] {""}
        [one] Drücke deine { $dice }, um sie beiseitezulegen: Sie passt.
       *[other] Drücke deine { $dice }, um sie beiseitezulegen: Sie passen.
    }{ $backs ->
        [0] {""}
        [one] {" "}Drücke deine { $back }, um sie zurückzunehmen: Sie passt nicht.
       *[other] {" "}Drücke deine { $back }, um sie zurückzunehmen: Sie passen nicht.
    } Der nächste Druck auf **{ -ra-roll-button }** wirft nur die Würfel neu, die nicht beiseiteliegen.
learn-ra-coach-roll-rest = Für { $name } liegt beiseite: deine { $dice }. Drücke **{ -ra-roll-button }**, um die übrigen neu zu werfen.
learn-ra-coach-reroll = Noch passt keiner deiner Würfel: Drücke **{ -ra-roll-button }** und wirf alle neu. { $name } ({ $req }) ist das wahrscheinlichste Ziel.
learn-ra-coach-rescue = Passend zu deinen Würfeln ({ $dice }): { $name }. Drücke jetzt **{ -ra-rescue-button }** dafür (das ist der Ruf „Rettung!“), bevor ein Bot es tut.

## Was ein Zug bewirkt hat

learn-ra-rolled = Dein Wurf: schwarz { $black }, weiß { $whites }{ $gray ->
        [0] {""}
       *[other] , grau { $gray }
    }{ $kept ->
        [0] {""}
        [one] {" "}(ein beiseitegelegter Würfel behielt seine Zahl)
       *[other] {" "}({ $kept } beiseitegelegte Würfel behielten ihre Zahlen)
    }.{ $count ->
        [0] {""}
       *[other] {" "}Passend dazu: { $met }.
    }
learn-ra-toggled = { $aside ->
        [yes] Du legst deine { $die } beiseite: Sie wird nicht neu geworfen.
       *[no] Du nimmst deine { $die } zurück: Sie wird neu geworfen.
    }
learn-ra-claim = { $you ->
        [yes] Du rufst „Rettung!“ für { $name }.
       *[no] { $who } ruft „Rettung!“ für { $name }.
    }
learn-ra-tie = Zwei haben im selben Moment „Rettung!“ gerufen: { $by ->
        [gray] Der graue Würfel gewinnt den Gleichstand
       *[clockwise] Wer von der Naturschutzleitung aus im Uhrzeigersinn zuerst kommt, gewinnt den Gleichstand
    } ({ $who }).
learn-ra-rescued = { $you ->
        [yes] Gerettet: **{ $name }** ({ $protection } Schutzpunkte)!
       *[no] Gerettet von { $who }: { $name } ({ $protection } Schutzpunkte).
    }
learn-ra-countdown = Auf die Plätze, fertig … alle halten an; bei **Los!** wird weitergewürfelt.
learn-ra-round-end = Runde { $round } ist vorbei: Jedes Tier der Auslage wurde gerettet.
learn-ra-gray-die = { $you ->
        [yes] Du hast in dieser Runde kein Tier gerettet und bekommst für die nächste Runde den grauen Würfel.
       *[no] { $who } hat in dieser Runde kein Tier gerettet und bekommt für die nächste Runde den grauen Würfel.
    }
learn-ra-leader = { $you ->
        [yes] Du hast jetzt die Naturschutzleitung.
       *[no] { $who } hat jetzt die Naturschutzleitung.
    }
learn-ra-round = Runde { $round }: In der Auslage liegen { $first } und { $second }.
learn-ra-special-shown = { $name } hat eine Sonderbedingung (die Hakenlinie auf der Karte): { $req }.

## Die Regeln, gesagt, wenn sie zum ersten Mal vorkommen

learn-ra-rule-identify = 📖 Jede Runde zeigt ein Tier weniger, als Personen mitspielen (hier zwei), und alle werden in dieser Runde gerettet. Eine Karte zeigt ihre Schutzpunkte (die weiße Zahl) und ihre Bonuspunkte (die schwarze Zahl, für ein Paar dieses Tiers).
learn-ra-rule-roll = 📖 Nach „Auf die Plätze, fertig, los!“ würfeln alle gleichzeitig, so oft und so schnell sie wollen: Es gibt keine Züge nacheinander.
learn-ra-rule-set-aside = 📖 Würfel, die zu deinem Tier passen, darfst du beiseitelegen und die übrigen neu werfen; drückst du einen Würfel erneut, nimmst du ihn zurück und wirfst ihn mit.
learn-ra-rule-rescue = 📖 Sobald deine Würfel die Bedingung eines Tiers erfüllen, rufst du „Rettung!“ (der Knopf **{ -ra-rescue-button }**): Alle hören auf zu würfeln, und du nimmst die Karte.
learn-ra-rule-requirement = 📖 Würfelbedingung: Nur dein schwarzer Würfel erfüllt das schwarze Symbol, nur weiße Würfel erfüllen weiße Symbole, jeder Würfel erfüllt ein Symbol, und ein leeres weißes Symbol erlaubt jede Zahl.
learn-ra-rule-one-a-round = 📖 Du darfst nur ein Tier pro Runde retten: Warte jetzt, während die anderen den Rest retten.
learn-ra-rule-restart = 📖 Nach jeder Rettung ruft die rettende Person „Auf die Plätze, fertig, los!“, und die anderen würfeln weiter (hier ein Countdown von 3 Sekunden; beiseitegelegte Würfel bleiben liegen).
learn-ra-rule-gray-die = 📖 Wer in einer Runde kein Tier gerettet hat, bekommt für die nächste Runde den grauen Würfel: einen sechsten Würfel, der außerdem Gleichstände gewinnt.
learn-ra-rule-gray-white = 📖 Der graue Würfel zählt bei jeder Würfelbedingung als weißer Würfel.
learn-ra-rule-next-round = 📖 Solange der Tierstapel Karten hat, geht die Naturschutzleitung im Uhrzeigersinn weiter, und eine neue Runde beginnt.
learn-ra-rule-special = 📖 Fünf Tiere haben eine Sonderbedingung, erkennbar an der Hakenlinie: Die genannten Würfel werden gemeinsam geprüft, zusätzlich zu den anderen Symbolen.
learn-ra-rule-scoring = 📖 Ist der Stapel leer, wird gewertet: die Schutzpunkte jedes Tiers, seine Bonuspunkte für jedes Paar desselben Tiers und 2 Punkte für den grauen Würfel am Ende. Wer die meisten Punkte hat, gewinnt.

## Hinweise zu einem abgelehnten Zug

learn-ra-hint-done = Du hast dein Tier dieser Runde gerettet: Warte, bis die anderen den Rest gerettet haben.
learn-ra-hint-go = Warte auf **Los!**: Während des Countdowns darf niemand würfeln oder retten.
learn-ra-hint-rescue = **{ -ra-rescue-button }** gibt es nur für ein Tier, zu dem deine Würfel gerade passen; achte auf den grünen Knopf.
learn-ra-hint-window = Jemand hat „Rettung!“ gerufen: Warte auf **Los!**, um weiterzuwürfeln.
learn-ra-hint-roll = Drücke zuerst **{ -ra-roll-button }**: Deine Würfel sind noch nicht geworfen.
learn-ra-hint-any = Drücke den grünen Knopf: Das ist der Vorschlag des Trainers.

## Abschied

learn-ra-farewell = Du hast { $count ->
        [one] ein Tier
       *[other] { $count } Tiere
    } für { $points } Schutzpunkte gerettet. Eine echte Partie läuft, bis der Tierstapel leer ist ({ $rounds } Runden zu dritt), dann zählen Schutzpunkte, Bonuspunkte für Paare und der graue Würfel.

## ❔ Was nun?

learn-ra-explain-animal = { $name } ({ $protection } Schutzpunkte): { $req }
learn-ra-explain-display = In der Auslage: { $animals }.
learn-ra-explain-countdown = Auf die Plätze, fertig …: Bis **Los!** darf niemand würfeln oder retten. { $kept ->
        [0] Würfel beiseitelegen darfst du schon.
       *[other] Deine beiseitegelegten Würfel bleiben liegen.
    }
learn-ra-explain-first-roll = **Los!** Drücke **{ -ra-roll-button }**, um alle deine Würfel zu werfen; alle würfeln gleichzeitig, es gibt keine Züge nacheinander.
learn-ra-explain-rolling = Deine Würfel: { $dice }.{ $kept ->
        [0] {""}
       *[other] {" "}Beiseite: { $aside }.
    }
learn-ra-explain-target = Wahrscheinlichstes Tier: { $name } ({ $req }){ $count ->
        [0] ; noch passt keiner deiner Würfel.
       *[other] ; schon passend: deine { $fit }.
    }
learn-ra-explain-roll = Drücke einen Würfel, um ihn beiseitezulegen (er behält seine Zahl) oder zurückzunehmen; **{ -ra-roll-button }** wirft alle Würfel neu, die nicht beiseiteliegen.
learn-ra-explain-rescue = Passend zu deinen Würfeln: { $animals }. Drücke jetzt **{ -ra-rescue-button }** für eines: Das ist der Ruf „Rettung!“.
learn-ra-explain-rescue-more = Alle hören auf zu würfeln, und wer zuerst gültig ruft, bekommt das Tier.
learn-ra-explain-tie = Rufe im selben Augenblick sind gleichauf: Der graue Würfel gewinnt, sonst wer von der Naturschutzleitung aus im Uhrzeigersinn zuerst kommt.
learn-ra-explain-claimed = Du hast „Rettung!“ gerufen: Deine Würfel werden geprüft, und das Tier gehört dir, wenn niemand gleichauf war.
learn-ra-explain-window = Jemand hat „Rettung!“ gerufen: Alle hören bis **Los!** auf zu würfeln.
learn-ra-explain-rescued = { $limit ->
        [one] Du hast dein Tier dieser Runde gerettet: Warte, während die anderen den Rest retten.
       *[other] Du hast deine Tiere dieser Runde gerettet: Warte, während die andere Person den Rest rettet.
    }
learn-ra-explain-gray = Wer in dieser Runde nichts rettet, bekommt in der nächsten den grauen Würfel: einen sechsten Würfel, der als weiß zählt und Gleichstände gewinnt.

## Das Beispiel von /rules

learn-ra-example = Eine Würfelbedingung: { $name } braucht { $req }. Deine schwarze 3 und beide weißen 5 liegen beiseite (markiert) und erfüllen sie: Drücke **{ -ra-rescue-button }**. Nur der schwarze Würfel erfüllt das schwarze Symbol; jeder Würfel erfüllt ein Symbol.
learn-ra-example-alt = Die Karte { $name } mit ihrer Würfelbedingung, darüber ein Wurf mit schwarz 3 und weiß 5, 2, 5, 6, davon schwarz 3 und die beiden weißen 5 beiseite; die Karte ist als erfüllt markiert.
