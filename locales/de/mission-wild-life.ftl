### Mission: Wild Life auf Deutsch (Übersetzung aus locales/en/mission-wild-life.ftl). Ids beginnen mit "mwl-".
### Unsere eigene Übersetzung; die Begriffe wie im Tutorial (learn-mission-wild-life.ftl): Stich, ausspielen,
### bedienen, Trumpf (goldene Sonnen), ausweichen (graue Wolken), Forschungs-, Abenteuer- und Blitzmission.
### Die Tiernamen der Missionen sind die üblichen deutschen Namen (unsere Übersetzung, nicht die einer Ausgabe).
### Glossar (Englisch ↔ Deutsch): docs/glossary/mission-wild-life.md.

-mwl-trick = Stich
-mwl-tricks = Stiche
-mwl-mission = Mission
-mwl-missions = Missionen

## Das Spiel

# Der Name des Spiels (wie auf der Schachtel; keine deutsche Ausgabe mit anderem Namen bekannt).
mwl-title = Mission: Wild Life
mwl-summary = Ein Stichspiel für 3–5 Personen: Goldene Sonnen sind Trumpf, mit grauen Wolken weichst du aus, und eine 1 schlägt die 8 ihrer Farbe. Jede Runde zeigt eine Forschungsmission (die wenigsten …), eine Abenteuermission (die meisten …) und eine oder mehrere Blitzmissionen, die sofort gewinnt, wer sie erfüllt. Wer am Ende einer Runde als Erster fünf Missionen hat (sechs oder sieben bei zwei oder drei Blitzmissionen pro Runde), beendet das Spiel; wer die meisten Missionen hat, gewinnt.

## Karten und Farben

mwl-card = { $colour ->
    [gray] Grau
    [blue] Blau
    [green] Grün
    [gold] Gold
    [red] Rot
   *[other] { $colour }
} { $number }
mwl-colour = { $colour ->
    [gray] Grau
    [blue] Blau
    [green] Grün
    [gold] Gold
    [red] Rot
   *[other] { $colour }
}

## Das Stichbild

mwl-pic-colour = { $colour ->
    [gray] GRAU
    [blue] BLAU
    [green] GRÜN
    [gold] GOLD
    [red] ROT
   *[other] { $colour }
}
mwl-pic-led = { $colour ->
    [gray] Grau ausgespielt (Wolke, ausweichen)
    [blue] Blau ausgespielt
    [green] Grün ausgespielt
    [gold] Gold ausgespielt (Sonne, Trumpf)
    [red] Rot ausgespielt
   *[other] { $colour } ausgespielt
}
mwl-pic-nothing-led = Noch nichts ausgespielt: jede Karte
mwl-pic-note = { $note ->
    [leads] spielt aus
   *[wins] gewinnt
}
mwl-slot = { $to_play ->
    [yes] am Zug
   *[no] wartet
}
mwl-pic-title = Runde { $round } · { -mwl-trick } { $number } von { $total }
mwl-pic-bot = { $name } (Bot)
mwl-alt-last = Letzter { -mwl-trick } ({ $number } von { $total }) geht an { $name }
mwl-alt-trick = Runde { $round }, { -mwl-trick } { $number } von { $total }

## Missionen

mwl-face-down = { $type ->
    [research] Forschungsmission (verdeckt)
    [adventure] Abenteuermission (verdeckt)
   *[other] Mission (verdeckt)
}
mwl-token = Missionsmarker
mwl-expert = (Expertenmission)
mwl-kind-hint = { $type ->
    [research] Forschung · Rundenende
    [adventure] Abenteuer · Rundenende
    [flash] Blitz · wer zuerst
   *[other] { $type }
}
mwl-won-by = gewonnen von { $name }
mwl-won = gewonnen
mwl-missions-noun = { $shown } { $n ->
    [one] { -mwl-mission }
   *[other] { -mwl-missions }
}
mwl-missions-past-goal = { $shown }{ $noun ->
    [yes] {" "}{ $n ->
        [one] { -mwl-mission }
       *[other] { -mwl-missions }
    }
   *[no] {""}
} (Ziel { $need })
mwl-missions-n = { $n ->
    [one] { $n } { -mwl-mission }
   *[other] { $n } { -mwl-missions }
}
mwl-missions-unknown = ? { -mwl-missions }
mwl-tricks-n = { $n ->
    [one] { $n } { -mwl-trick }
   *[other] { $n } { -mwl-tricks }
}
mwl-tricks-unknown = ? { -mwl-tricks }

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

# Der Name einer Mission: das Tier auf ihrer Karte (unsere Übersetzung: die üblichen deutschen Tiernamen).
mwl-mission-name = { $mission ->
     [humming-bird] Kolibri
     [lizard] Eidechse
     [seahorse] Seepferdchen
     [mouse] Maus
     [desert-fox] Wüstenfuchs
     [bat] Fledermaus
     [racoon] Waschbär
     [meerkat] Erdmännchen
     [wombat] Wombat
     [jellyfish] Qualle
     [tree-frog] Laubfrosch
     [puffer-fish] Kugelfisch
     [crab] Krabbe
     [quokka] Quokka
     [red-panda] Roter Panda
     [robin] Rotkehlchen
     [sea-eagle] Seeadler
     [rhino] Nashorn
     [orca] Orca
     [elephant] Elefant
     [gorilla] Gorilla
     [owl] Eule
     [zebra] Zebra
     [kangaroo] Känguru
     [giraffe] Giraffe
     [bison] Bison
     [lama] Lama
     [antelope] Antilope
     [hippo] Flusspferd
     [heron] Reiher
     [ostrich] Strauß
     [camel] Kamel
     [koi] Koi
     [orangutan] Orang-Utan
     [polar-bear] Eisbär
     [kiwi] Kiwi
     [vulture] Geier
     [falcon] Falke
     [starfish] Seestern
     [beaver] Biber
     [toucan] Tukan
     [octopus] Oktopus
     [deer] Hirsch
     [pelican] Pelikan
     [cockatoo] Kakadu
     [pangolin] Schuppentier
     [armadillo] Gürteltier
     [panda] Panda
     [brown-bear] Braunbär
     [platypus] Schnabeltier
     [iguana] Leguan
     [wolf] Wolf
     [maki] Maki
     [sea-turtle] Meeresschildkröte
     [anaconda] Anakonda
     [manatee] Seekuh
     [peacock] Pfau
     [flamingo] Flamingo
     [chimpanzee] Schimpanse
     [dolphin] Delfin
     [giant-tortoise] Riesenschildkröte
    *[other] { $mission }
}

# Der gedruckte Text einer Mission (unsere Übersetzung).
mwl-mission-text = { $mission ->
     [humming-bird] Die wenigsten Stiche mit roten Karten. Mindestens ein Stich!
     [lizard] Die wenigsten grünen Karten. Mindestens ein Stich!
     [seahorse] Die wenigsten Punkte in Blau. Mindestens ein Stich!
     [mouse] Die wenigsten Punkte. Mindestens ein Stich!
     [desert-fox] Die wenigsten grauen Karten. Mindestens ein Stich!
     [bat] Die wenigsten Punkte in Gold. Mindestens ein Stich!
     [racoon] Die wenigsten ungeraden Karten. Mindestens ein Stich!
     [meerkat] Die wenigsten Karten ab 5. Mindestens ein Stich!
     [wombat] Die wenigsten Achten. Mindestens ein Stich!
     [jellyfish] Die wenigsten Sechsen. Mindestens ein Stich!
     [tree-frog] Die wenigsten Vieren. Mindestens ein Stich!
     [puffer-fish] Die wenigsten Zweien. Mindestens ein Stich!
     [crab] Die wenigsten Stiche mit blauen und/oder grünen Karten.
     [quokka] Die zweitwenigsten Punkte. Mindestens ein Stich!
     [red-panda] Die wenigsten Karten in deiner stärksten Farbe. Mindestens ein Stich!
     [robin] Die wenigsten Karten in deiner schwächsten Farbe. Mindestens ein Stich!
     [sea-eagle] Die meisten roten Karten.
     [rhino] Die meisten Punkte in Grün.
     [orca] Die meisten Stiche mit blauen Karten.
     [elephant] Die meisten Stiche.
     [gorilla] Die meisten Stiche ohne graue Karten.
     [owl] Die meisten Stiche ohne goldene Karten.
     [zebra] Die meisten geraden Karten.
     [kangaroo] Die meisten Karten bis 4.
     [giraffe] Die meisten Siebenen.
     [bison] Die meisten Fünfen.
     [lama] Die meisten Dreien.
     [antelope] Die meisten Einsen.
     [hippo] Die meisten blauen und grünen Karten.
     [heron] Die meisten Punkte in Rot und Blau.
     [ostrich] Die meisten Stiche mit grünen und/oder roten Karten.
     [camel] Die zweitmeisten Stiche.
     [koi] Die meisten Sätze aus je einer grünen, einer roten und einer blauen Karte.
     [orangutan] Die meisten Karten in deiner schwächsten Farbe.
     [polar-bear] Die meisten Karten in deiner stärksten Farbe.
     [kiwi] Die meisten Zahlen, von denen du genau eine Karte gewonnen hast.
     [vulture] Gewinne den letzten Stich der Runde.
     [falcon] Gewinne den 5. Stich der Runde.
     [starfish] Gewinne die blaue 5.
     [beaver] Gewinne die grüne 1.
     [toucan] Gewinne die rote 4.
     [octopus] Gewinne die blaue 8.
     [deer] Gewinne die grüne 6.
     [pelican] Gewinne die rote 7.
     [cockatoo] Gewinne die goldene 2.
     [pangolin] Gewinne die graue 7.
     [armadillo] Gewinne eine rote, grüne oder blaue 2.
     [panda] Gewinne eine rote, grüne oder blaue 4.
     [brown-bear] Gewinne eine rote, grüne oder blaue 6.
     [platypus] Gewinne eine rote, grüne oder blaue 1.
     [iguana] Gewinne die letzte rote, grüne oder blaue 3.
     [wolf] Gewinne eine 3 und eine 7 in einem Stich.
     [maki] Halte keine rote Karte, solange du mindestens 3 Karten hast (Hand zeigen).
     [sea-turtle] Halte keine blaue Karte, solange du mindestens 3 Karten hast (Hand zeigen).
     [anaconda] Halte keine grüne Karte, solange du mindestens 3 Karten hast (Hand zeigen).
     [manatee] Halte keine goldene Karte, solange du mindestens 3 Karten hast (Hand zeigen).
     [peacock] Halte nur Karten einer Farbe, solange du mindestens 2 Karten hast (Hand zeigen).
     [flamingo] Halte keine Karte über 4, solange du mindestens 3 Karten hast (Hand zeigen).
     [chimpanzee] Gewinne die letzte rote, grüne oder blaue 5.
     [dolphin] Gewinne die letzte rote, grüne oder blaue 7.
     [giant-tortoise] Gewinne die letzte rote, grüne oder blaue 1.
    *[other] …
}

# Was eine Rundenmission beim Gewinner gemessen hat ($value: die Zahl).
mwl-measure = { $mission ->
     [humming-bird] { $value ->
        [one] { $value } Stich mit Rot
       *[other] { $value } Stiche mit Rot
    }
     [lizard] { $value ->
        [one] { $value } grüne Karte
       *[other] { $value } grüne Karten
    }
     [seahorse] { $value ->
        [one] { $value } Punkt in Blau
       *[other] { $value } Punkte in Blau
    }
     [mouse] { $value ->
        [one] { $value } Punkt
       *[other] { $value } Punkte
    }
     [desert-fox] { $value ->
        [one] { $value } graue Karte
       *[other] { $value } graue Karten
    }
     [bat] { $value ->
        [one] { $value } Punkt in Gold
       *[other] { $value } Punkte in Gold
    }
     [racoon] { $value ->
        [one] { $value } ungerade Karte
       *[other] { $value } ungerade Karten
    }
     [meerkat] { $value ->
        [one] { $value } Karte ab 5
       *[other] { $value } Karten ab 5
    }
     [wombat] { $value ->
        [one] { $value } Karte mit der Zahl 8
       *[other] { $value } Karten mit der Zahl 8
    }
     [jellyfish] { $value ->
        [one] { $value } Karte mit der Zahl 6
       *[other] { $value } Karten mit der Zahl 6
    }
     [tree-frog] { $value ->
        [one] { $value } Karte mit der Zahl 4
       *[other] { $value } Karten mit der Zahl 4
    }
     [puffer-fish] { $value ->
        [one] { $value } Karte mit der Zahl 2
       *[other] { $value } Karten mit der Zahl 2
    }
     [crab] { $value ->
        [one] { $value } Stich mit Blau oder Grün
       *[other] { $value } Stiche mit Blau oder Grün
    }
     [quokka] { $value ->
        [one] { $value } Punkt (zweitwenigste)
       *[other] { $value } Punkte (zweitwenigste)
    }
     [red-panda] { $value ->
        [one] { $value } Karte in der stärksten Farbe
       *[other] { $value } Karten in der stärksten Farbe
    }
     [robin] { $value ->
        [one] { $value } Karte in der schwächsten Farbe
       *[other] { $value } Karten in der schwächsten Farbe
    }
     [sea-eagle] { $value ->
        [one] { $value } rote Karte
       *[other] { $value } rote Karten
    }
     [rhino] { $value ->
        [one] { $value } Punkt in Grün
       *[other] { $value } Punkte in Grün
    }
     [orca] { $value ->
        [one] { $value } Stich mit Blau
       *[other] { $value } Stiche mit Blau
    }
     [elephant] { $value ->
        [one] { $value } Stich
       *[other] { $value } Stiche
    }
     [gorilla] { $value ->
        [one] { $value } Stich ohne Grau
       *[other] { $value } Stiche ohne Grau
    }
     [owl] { $value ->
        [one] { $value } Stich ohne Gold
       *[other] { $value } Stiche ohne Gold
    }
     [zebra] { $value ->
        [one] { $value } gerade Karte
       *[other] { $value } gerade Karten
    }
     [kangaroo] { $value ->
        [one] { $value } Karte bis 4
       *[other] { $value } Karten bis 4
    }
     [giraffe] { $value ->
        [one] { $value } Karte mit der Zahl 7
       *[other] { $value } Karten mit der Zahl 7
    }
     [bison] { $value ->
        [one] { $value } Karte mit der Zahl 5
       *[other] { $value } Karten mit der Zahl 5
    }
     [lama] { $value ->
        [one] { $value } Karte mit der Zahl 3
       *[other] { $value } Karten mit der Zahl 3
    }
     [antelope] { $value ->
        [one] { $value } Karte mit der Zahl 1
       *[other] { $value } Karten mit der Zahl 1
    }
     [hippo] { $value ->
        [one] { $value } blaue oder grüne Karte
       *[other] { $value } blaue und grüne Karten
    }
     [heron] { $value ->
        [one] { $value } Punkt in Rot und Blau
       *[other] { $value } Punkte in Rot und Blau
    }
     [ostrich] { $value ->
        [one] { $value } Stich mit Grün oder Rot
       *[other] { $value } Stiche mit Grün oder Rot
    }
     [camel] { $value ->
        [one] { $value } Stich (zweitmeiste)
       *[other] { $value } Stiche (zweitmeiste)
    }
     [koi] { $value ->
        [one] { $value } Satz
       *[other] { $value } Sätze
    }
     [orangutan] { $value ->
        [one] { $value } Karte in der schwächsten Farbe
       *[other] { $value } Karten in der schwächsten Farbe
    }
     [polar-bear] { $value ->
        [one] { $value } Karte in der stärksten Farbe
       *[other] { $value } Karten in der stärksten Farbe
    }
     [kiwi] { $value ->
        [one] { $value } Zahl genau einmal gewonnen
       *[other] { $value } Zahlen genau einmal gewonnen
    }
    *[other] { $value }
}

## Der Tisch

mwl-table-title = Mission: Wild Life · Partie #{ $match } · Runde { $round }
mwl-table-over = 🏆 **Spielende** — { $winners } { $count ->
    [one] gewinnt
   *[other] gewinnen
} mit { mwl-missions-n }.
mwl-round-limit = Das Rundenlimit wurde erreicht.
mwl-game-is-over = Das Spiel ist vorbei.
mwl-turn-passing = Alle geben 3 Karten nach links weiter. Es fehlen noch: { $waiting }
mwl-turn = ▶ **{ $name }** { $lead ->
    [yes] spielt aus
   *[no] ist am Zug
}
mwl-led = { $colour } ausgespielt
mwl-nothing-led = noch nichts ausgespielt
mwl-trick-of = { -mwl-trick } { $number } von { $total }
mwl-on-display = Ausliegende Missionen
mwl-seat-field = { -mwl-tricks } **{ $tricks }** · Hand { $hand }
    Missionen { $missions }
mwl-seat-passed = { $passed ->
    [yes] ✅ weitergegeben
   *[no] wählt…
}
mwl-out-of-game = Aus dem Spiel
mwl-already-played-watch = Schon gespielt (Missionen „die letzte rote, grüne oder blaue …“)
mwl-none-yet = noch keine
mwl-last-trick-field = Letzter { -mwl-trick } (Runde { $round }, { -mwl-trick } { $number }) → { $name }
mwl-opt-goal = wer am Ende einer Runde als Erster { mwl-missions-n } hat, beendet das Spiel
mwl-opt-expert = Expertenmissionen
mwl-opt-flash = { $n } Blitzmissionen pro Runde
mwl-opt-pass = 3 Karten weitergeben
mwl-legend = ☀️ Gold = Trumpf · ☁️ Grau = ausweichen (darf immer gespielt werden, auch wenn du bedienen könntest; gewinnt nur, wenn Grau ausgespielt wurde) · eine 1 schlägt die 8 ihrer Farbe · jede Mission ist nach der Tierkarte benannt, die du mit ihr gewinnst

## Das Panel eines Spielers

mwl-hand = Hand
mwl-hint-lead = Du spielst aus: Spiele eine beliebige Karte.
mwl-hint-follow = Du musst **{ $colour }** bedienen ({ $gray } darf immer gespielt werden).
mwl-hint-follow-gray = Du musst **{ $colour }** bedienen.
mwl-hint-void = Du hast kein { $colour }: Spiele eine beliebige Karte ({ $gold } ist Trumpf).
mwl-waiting = ⏳ Du bist noch nicht am Zug: Der Tisch zeigt den laufenden { -mwl-trick }. Dieses Panel wird aktiv, sobald du am Zug bist.
mwl-your-hand = **Deine Hand** — { $cards ->
    [one] { $cards } Karte
   *[other] { $cards } Karten
} · Runde { $round } · Mission: Wild Life #{ $match }
mwl-no-cards = (keine Karten)
mwl-you-pass = Du gibst { $cards } an **{ $name }** weiter. ⏳ Die anderen wählen noch.
mwl-choose-pass = ▶ **Wähle im Menü unten 3 Karten, die du an { $name } weitergibst** (links von dir).
mwl-passed-you = 🔁 **{ $name }** hat dir { $cards } weitergegeben.
mwl-your-turn = ▶ **Du bist am Zug.** { $hint }
mwl-last-trick-line = Letzter { -mwl-trick } → { $name }: { $plays }
mwl-your-score = Deine { -mwl-tricks }: { $tricks } · deine { -mwl-missions }: { $missions }
mwl-no-missions = Es liegen keine Missionen aus.
mwl-score-field = Missionen 🏅 (von { $need }) und { -mwl-tricks } ✋
mwl-already-played = Schon gespielt
mwl-pass-placeholder = 3 Karten zum Weitergeben nach links wählen
mwl-my-tricks = Meine { -mwl-tricks }
mwl-no-tricks = Du hast in Runde { $round } noch keinen { -mwl-trick } gewonnen.
mwl-your-tricks = **Deine { -mwl-tricks } in Runde { $round }** ({ $n }):
mwl-tricks-not-playing = Du spielst in dieser Partie nicht mit: Nur Mitspielende können ihre eigenen { -mwl-tricks } ansehen.
mwl-stale = Dieser Knopf stammt aus einer früheren Runde; hier ist deine aktuelle Hand.

## Wozu ein Spieler aufgefordert ist (Erinnerungen, /amzug)

mwl-asked = { $what ->
    [pass] die Karten zum Weitergeben wählen
    [lead] den nächsten { -mwl-trick } ausspielen
   *[play] eine Karte spielen
}

## /hilfe spiel: über die Knöpfe spielen

mwl-how-hand = Drücke **{ mwl-hand }** am Tisch: Deine Karten erscheinen nur für dich (und als DM-Kopie, wenn deine DMs offen sind); das Panel folgt dem Spiel von selbst.
mwl-how-play = Wenn du am Zug bist, drücke eine Karte, um sie zu spielen: Nur die Karten, die du spielen darfst, sind aktiv, und eine Zeile sagt, warum (zum Beispiel: Du musst Blau bedienen).
mwl-how-pass = In der Variante mit Weitergeben wählst du zu Beginn jeder Runde 3 Karten im Menü.
mwl-how-tricks = **{ mwl-my-tricks }** zeigt die { -mwl-tricks }, die du in dieser Runde gewonnen hast; der Tisch zeigt den laufenden { -mwl-trick } als Bild und als Text.

## Die Optionen der Lobby

mwl-option-expert = Expertenmissionen
mwl-option-flash = Blitzmissionen pro Runde
mwl-option-pass = 3 Karten nach links weitergeben

## Ablehnungen

mwl-pass-first = Gib zuerst drei Karten nach links weiter.
mwl-not-your-turn = Du bist nicht am Zug.
mwl-no-such-card = Diese Karte hast du nicht.
mwl-must-follow = Du musst { mwl-colour } bedienen.
mwl-no-trump = Du hast { mwl-colour }, also darfst du jetzt kein Gold spielen.
mwl-no-passing = Gerade werden keine Karten weitergegeben.
mwl-already-passed = Du hast deine Karten schon weitergegeben.
mwl-game-over = Das Spiel ist vorbei.
mwl-choose-three = Wähle genau drei Karten zum Weitergeben.
# Die Farbe als Adjektiv vor „Karte“ („keine rote Karte“).
mwl-colour-lower = { $colour ->
    [gray] graue
    [blue] blaue
    [green] grüne
    [gold] goldene
    [red] rote
   *[other] { $colour }
}

## Der Thread und /verlauf, aus den Ereignissen der Engine

mwl-round-starts = { $heading ->
    [yes] Runde { $round }: { $name } beginnt.
   *[no] { $name } beginnt.
}
mwl-out-line = Aus dem Spiel: { $card }.
mwl-why = { $code ->
    [won_card] hat { $card } gewonnen
    [won_last] hat die letzte rote, grüne oder blaue { $number } gewonnen
    [last_trick] hat den letzten { -mwl-trick } gewonnen
    [fifth_trick] hat den 5. { -mwl-trick } gewonnen
    [three_and_seven] hat eine 3 und eine 7 in einem { -mwl-trick } gewonnen
    [no_colour] hat keine { mwl-colour-lower } Karte ({ $held } Karten)
    [one_colour] hat nur { mwl-colour } ({ $held } Karten)
    [low_hand] hat keine Karte über 4 ({ $held } Karten)
   *[other] hat sie erfüllt
}
mwl-won-flash = { $mission }: { $name } { $why }
mwl-won-round = { $mission }: { $name }, { $measure }{ $tie ->
    [yes] {" "}(Gleichstand)
   *[no] {""}
}
mwl-takes = { $what ->
    [token] erhält einen Missionsmarker
   *[card] erhält eine verdeckte Karte vom { $type ->
        [research] Forschungsstapel
        [adventure] Abenteuerstapel
       *[other] Stapel
    }
}
mwl-tie-line = **{ $mission }** – Gleichstand bei { $measure }: { $who } gewinnen sie jeweils. { $keeper } behält die Karte; { $others }.
mwl-and = { $first } und { $last }
mwl-unclaimed = { $type ->
    [flash] Niemand hat die Mission { $mission } gewonnen; sie kommt unter den Blitzstapel.
   *[other] Niemand gewinnt die Mission { $mission }; sie kommt unter ihren Stapel.
}
mwl-swapped = Die Mission { $mission } kann nicht gewonnen werden: { $card } ist aus dem Spiel. Sie kommt unter ihren Stapel, und eine neue Mission wird aufgedeckt.
mwl-no-mission-won = Am Ende dieser Runde wurde keine Mission gewonnen.
mwl-round-over = Runde { $round } vorbei
mwl-round = Runde { $round }
mwl-next-round = Nächste Runde
mwl-history-round-over = **Runde { $round } vorbei** — { $each }
mwl-ev-played = { $name } spielt { $card }.
mwl-ev-trick-won = { $name } gewinnt { -mwl-trick } { $number }.
mwl-ev-pass-chosen = { $name } hat drei Karten zum Weitergeben gewählt.
mwl-ev-passing-done = Karten weitergegeben. { $name } spielt den ersten { -mwl-trick } aus.
mwl-ev-game-end = { $end ->
    [no_missions] Spielende: Es sind keine Missionen mehr aufzudecken.
    [round_limit] Spielende: Das Rundenlimit ist erreicht; { $winners } { $count ->
        [one] führt
       *[other] führen
    } mit { mwl-missions-n }.
   *[goal] Spielende: { $winners } { $count ->
        [one] gewinnt
       *[other] gewinnen
    } mit { mwl-missions-n } (das Spiel endet bei { $need }).
}
mwl-limit-before-goal = Das Rundenlimit wurde erreicht, bevor jemand { $need ->
    [one] { $need } { -mwl-mission }
   *[other] { $need } { -mwl-missions }
} hatte.
mwl-result-title = 🏆 { $winners } { $count ->
    [one] gewinnt
   *[other] gewinnen
} Mission: Wild Life #{ $match }

## House rules (/rules: engine/games/mission_wild_life/rules.py house_rules). Unsere Übersetzung;
## die Tiernamen nach docs/glossary/mission-wild-life.md.

mwl-house-hands = Handkarten: bei 3 Personen { $three } Karten (1 Karte kommt offen aus dem Spiel), bei 4 Personen { $four }, bei 5 Personen { $five }.
mwl-house-first-player = Wer Runde 1 beginnt, entscheidet das Los; jede weitere Runde beginnt, wer links von der Person sitzt, die die vorige Runde begonnen hat.
mwl-house-out-of-game = Bei 3 Personen kommt eine aufgedeckte { -mwl-mission }, die die Karte aus dem Spiel nennt, unter ihren Stapel und wird ersetzt.
mwl-house-flash-checks = Blitzmissionen, die deine Hand betreffen, werden nach dem Geben, nach dem Weitergeben und nach jeder gespielten Karte geprüft, reihum ab der Person, die ausspielt.
mwl-house-most = Bei „Die meisten …“ muss der beste Wert über 0 liegen. Bei Gleichstand gewinnen alle Beteiligten; die zusätzlichen { -mwl-missions } kommen vom selben Stapel (ist er leer, gibt es einen einfachen Missionsmarker).
mwl-house-game-end = Das Spiel endet nach einer Runde, in der jemand 5 { -mwl-missions } hat (6 oder 7 bei 2 oder 3 Blitzmissionen pro Runde); bei Gleichstand wird der Sieg geteilt.
mwl-house-expert = Die Expertenmissionen Maki, Meeresschildkröte, Anakonda, Seekuh, Pfau, Flamingo, Schimpanse, Delfin, Riesenschildkröte, Kamel, Koi, Orang-Utan, Eisbär, Kiwi, Quokka, Roter Panda und Rotkehlchen sind rekonstruiert (ihr Text ist unveröffentlicht).
