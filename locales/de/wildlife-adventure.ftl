### Wildlife Adventure (Abenteuer Tierwelt) auf Deutsch (Übersetzung aus locales/en/wildlife-adventure.ftl).
### Ids beginnen mit "wa-". Our own translation: the German edition's terms are not at hand.

## Glossar (docs/glossary/wildlife-adventure.md): ein Name für jedes Ding. Unsere eigene Übersetzung, wo nicht
## anders vermerkt: Die Begriffe der deutschen Ausgabe (Abenteuer Tierwelt) liegen uns nicht vor.

-wa-game = Abenteuer Tierwelt
-wa-route-extension = Streckenverlängerung
-wa-route-extensions = Streckenverlängerungen
-wa-travel-voucher = Reisegutschein
-wa-travel-vouchers = Reisegutscheine
-wa-chance-card = Ereigniskarte
-wa-chance-cards = Ereigniskarten
-wa-animal-card = Tierkarte
-wa-animal-cards = Tierkarten
-wa-open-mission = offene Entdeckungsmission
-wa-open-missions = offene Entdeckungsmissionen
-wa-obstacle = Hindernis
-wa-obstacles = Hindernisse
-wa-start-base = Startbasis

# Der Name der deutschen Ausgabe: Abenteuer Tierwelt.
wa-title = { -wa-game }
wa-summary = Drei Expeditionen – Rot, Gelb und Blau – brechen von der { -wa-start-base } in Europa auf, und alle am Tisch lenken alle drei. In jedem Zug legst du eine { -wa-route-extension }; erreiche die Felder der Tiere auf deiner Hand, um sie zu finden, erfülle { -wa-open-missions } und setze { -wa-travel-vouchers } für { -wa-obstacles }, zusätzliche und parallele Verlängerungen ein. Das Spiel endet, sobald jemand keine { -wa-animal-cards } mehr hat: +1 je gefundenem Tier, −1 je { -wa-animal-card } auf der Hand.
wa-how-1 = Drücke **Meine Karten** am Tisch: Deine { -wa-animal-cards } und { -wa-travel-vouchers } erscheinen nur für dich und folgen dem Spiel von selbst.
wa-how-2 = Wähle in deinem Zug eine { -wa-route-extension } im Menü (nach Expedition geordnet) oder tippe ein Feld mit ⌨️ (`AF7`, `rot AF7`).
wa-how-3 = { -wa-travel-vouchers } (höchstens 3 pro Zug): { -wa-obstacles }, das Tauschen einer { -wa-animal-card } und das Entfernen der letzten Verlängerung einer Expedition stehen im Reisegutschein-Menü.
wa-how-4 = Beantworte die Fragen zu blauen Feldern und { -wa-chance-cards }, dann drücke **Zug beenden**. **Mein Spielplan** zeigt deine Tiere auf dem Spielplan.

## Aufzählungen

wa-expedition-name = { $expedition ->
    [red] Rot
    [yellow] Gelb
   *[blue] Blau
}
wa-group-expedition = { $expedition ->
    [red] Rote Expedition
    [yellow] Gelbe Expedition
   *[blue] Blaue Expedition
}
# Der Buchstabe einer Expedition auf den Bildern: R(ot), G(elb), B(lau).
wa-pic-letter = { $expedition ->
    [red] R
    [yellow] G
   *[blue] B
}
wa-continent = { $continent ->
    [EU] Europa
    [AF] Afrika
    [AS] Asien
    [AU] Australien
    [NA] Nordamerika
   *[SA] Südamerika
}
# Die Anweisungen der Ereigniskarten (unsere Übersetzung).
wa-chance = { $effect ->
    [take_vouchers] Nimm 2 { -wa-travel-vouchers } aus dem Vorrat.
    [lose_voucher] Gib 1 { -wa-travel-voucher } an den Vorrat zurück.
    [extra_extension] Lege noch eine { -wa-route-extension }.
    [free_parallel] Eine parallele { -wa-route-extension } ohne { -wa-travel-vouchers }.
    [free_remove] Entferne ohne { -wa-travel-vouchers } die letzte { -wa-route-extension } einer beliebigen Expedition.
    [gift] Alle anderen geben dir je 1 { -wa-travel-voucher }.
    [draw_animal] Ziehe 1 { -wa-animal-card }.
    [discard_animal] Lege eine deiner { -wa-animal-cards } unter den Stapel; du ziehst keinen Ersatz.
    [open_mission] Die oberste { -wa-animal-card } des Stapels wird eine { -wa-open-mission }.
    [free_obstacle] Versetze ein { -wa-obstacle } ohne { -wa-travel-vouchers }.
    [relay] Lege die letzte { -wa-route-extension } einer Expedition in eine andere Richtung neu.
    [miss_turn] Setze deinen nächsten Zug aus.
    [free_swap] Tausche eine deiner { -wa-animal-cards } ohne { -wa-travel-vouchers } gegen die oberste Karte des Stapels.
   *[other] { $effect }
}
wa-chance-label = { $star ->
    [yes] ★ { $text }
   *[no] { $text }
}
# Ein Tier nach seiner Karte ($id: die Kennung der Karte, zugleich ihr Feld). Die gebräuchlichen deutschen Namen.
wa-animal = { $id ->
    [EU2] Wisent
    [EU4] Pardelluchs
    [EU5] Braunbär
    [EU6] Wolf
    [EU8] Europäischer Biber
    [EU10] Weißstorch
    [EU12] Alpensteinbock
    [EU13] Fischotter
    [EU14] Igel
    [EU15] Bartgeier
    [AF3] Afrikanischer Elefant
    [AF4] Spitzmaulnashorn
    [AF6] Gepard
    [AF7] Löwe
    [AF8] Berggorilla
    [AF9] Schimpanse
    [AF10] Flusspferd
    [AF11] Giraffe
    [AF12] Afrikanischer Wildhund
    [AF13] Äthiopischer Wolf
    [AF14] Graupapagei
    [AF15] Schuhschnabel
    [AF17] Katta
    [AS1] Tiger
    [AS2] Großer Panda
    [AS3] Asiatischer Elefant
    [AS4] Schneeleopard
    [AS5] Borneo-Orang-Utan
    [AS6] Kleiner Panda
    [AS8] Komodowaran
    [AS10] Malaiisches Schuppentier
    [AS11] Panzernashorn
    [AS13] Weißhandgibbon
    [AS14] Saiga-Antilope
    [AS16] Wildkamel
    [AS17] Nonnenkranich
    [AS18] Nasenaffe
    [AU1] Koala
    [AU2] Rotes Riesenkänguru
    [AU3] Schnabeltier
    [AU4] Beutelteufel
    [AU5] Helmkasuar
    [AU7] Nacktnasenwombat
    [AU9] Kurzschnabeligel
    [AU10] Großer Kaninchennasenbeutler
    [AU11] Ameisenbeutler
    [AU14] Dugong
    [NA1] Amerikanischer Bison
    [NA2] Weißkopfseeadler
    [NA4] Eisbär
    [NA5] Schwarzfußiltis
    [NA6] Seeotter
    [NA7] Kalifornischer Kondor
    [NA9] Monarchfalter
    [NA11] Mississippi-Alligator
    [NA12] Elch
    [NA13] Karibik-Manati
    [NA14] Schreikranich
    [NA15] Gabelbock
    [NA16] Axolotl
    [SA1] Jaguar
    [SA3] Riesenotter
    [SA8] Goldgelbes Löwenäffchen
    [SA9] Mähnenwolf
    [SA10] Großer Ameisenbär
    [SA11] Hyazinthara
    [SA12] Andenkondor
    [SA13] Braunkehl-Faultier
    [SA14] Galápagos-Riesenschildkröte
    [SA15] Schrecklicher Pfeilgiftfrosch
    [SA16] Wasserschwein
    [SA17] Brillenbär
   *[other] { $id }
}
# Der Satz, der vorgelesen wird, wenn das Tier gefunden ist (unsere Übersetzung der englischen Fakten).
wa-animal-fact = { $id ->
    [EU2] Europas schwerstes Landtier; in freier Wildbahn starb es in den 1920er-Jahren aus und wurde aus Zootieren zurückgezüchtet.
    [EU4] 2002 gab es nur noch etwa 100; 2023 waren es mehr als 2.000.
    [EU5] Verschläft den Winter in einer Höhle, in der die Jungen zur Welt kommen.
    [EU6] Ist nach Deutschland, Frankreich und in andere Länder zurückgekehrt, in denen er ausgerottet war.
    [EU8] Baut Dämme, durch die Feuchtgebiete entstehen; fast ausgerottet, wurde er inzwischen wieder angesiedelt.
    [EU10] Überwintert in Afrika und nistet oft auf Dächern und Schornsteinen.
    [EU12] Im 19. Jahrhundert blieben etwa 100 Tiere übrig; alle heutigen Alpensteinböcke stammen von ihnen ab.
    [EU13] Ging stark zurück, als Pestizide die Flüsse vergifteten, und kehrte mit saubererem Wasser zurück.
    [EU14] Frisst Käfer, Würmer und Schnecken und hält Winterschlaf.
    [EU15] Ernährt sich vor allem von Knochen; seit 1986 wird er in den Alpen wieder ausgewildert.
    [AF3] Das größte Landtier; die Wilderei für Elfenbein ist seine größte Bedrohung.
    [AF4] Die Wilderei für sein Horn verringerte seinen Bestand zwischen 1970 und 1995 um mehr als 90 Prozent.
    [AF6] Das schnellste Landtier, auf kurzen Sprints etwa 100 km/h schnell.
    [AF7] Die geselligste Großkatze: Löwen leben in Familienverbänden, den Rudeln.
    [AF8] Lebt in den Bergwäldern Zentralafrikas; dank Schutz wächst sein Bestand wieder.
    [AF9] Stellt Werkzeuge her und benutzt sie, etwa Stöckchen, um Termiten aus ihren Bauten zu angeln.
    [AF10] Verbringt den Tag im Wasser und geht nachts zum Grasen an Land.
    [AF11] Das höchstgewachsene Tier; ihr langer Hals hat wie unserer nur sieben Wirbel.
    [AF12] Jagt im Rudel; eines der am stärksten bedrohten großen Raubtiere Afrikas.
    [AF13] Lebt nur im Hochland Äthiopiens; es gibt weniger als 500.
    [AF14] Kann lernen, menschliche Sprache nachzuahmen; der Fang für den Heimtierhandel hat ihn gefährdet.
    [AF15] Ein großer Sumpfvogel mit einem riesigen, schuhförmigen Schnabel.
    [AF17] Lebt nur auf Madagaskar.
    [AS1] Die größte Katze; das Streifenmuster jedes Tigers ist einzigartig.
    [AS2] Frisst fast nichts als Bambus.
    [AS3] Hat kleinere Ohren als seine Verwandten in Afrika; nur manche Männchen tragen Stoßzähne.
    [AS4] Lebt hoch in den Bergen Zentralasiens und hält mit seinem langen Schwanz das Gleichgewicht.
    [AS5] Das größte auf Bäumen lebende Tier; bedroht durch Rodungen für Ölpalmenplantagen.
    [AS6] Verbringt den größten Teil seines Lebens auf Bäumen und frisst vor allem Bambus.
    [AS8] Die größte lebende Echse, nur auf wenigen indonesischen Inseln zu finden.
    [AS10] Rollt sich bei Gefahr zu einer Kugel aus Schuppen zusammen; es wird für den illegalen Handel stark gewildert.
    [AS11] Hat ein einziges Horn; dank Schutz stieg sein Bestand von unter 200 um 1900 auf über 3.000.
    [AS13] Schwingt sich mit seinen langen Armen von Ast zu Ast.
    [AS14] Ihre große Nase filtert im Sommer Staub und wärmt im Winter kalte Luft.
    [AS16] Kann salziges Wasser trinken; in freier Wildbahn gibt es nur noch etwa 1.000.
    [AS17] Brütet in der arktischen Tundra Russlands und überwintert in China.
    [AS18] Die Männchen haben eine große Nase; er lebt nur auf Borneo.
    [AU1] Frisst Eukalyptusblätter und schläft den größten Teil des Tages.
    [AU2] Das größte Beuteltier; sein Junges wächst im Beutel der Mutter auf.
    [AU3] Ein Säugetier, das Eier legt.
    [AU4] Eine ansteckende Gesichtstumor-Krankheit hat seinen Bestand stark verringert.
    [AU5] Ein großer flugunfähiger Vogel, der die Samen von Regenwaldfrüchten verbreitet.
    [AU7] Hinterlässt würfelförmigen Kot.
    [AU9] Ein eierlegendes Säugetier mit Stacheln.
    [AU10] Gräbt Baue in der Wüste; eingeschleppte Katzen und Füchse bedrohen ihn.
    [AU11] Frisst fast nur Termiten, Tausende am Tag.
    [AU14] Ein Meeressäuger, der Seegras abweidet.
    [NA1] Bis in die 1890er-Jahre auf weniger als 1.000 Tiere zusammengeschossen.
    [NA2] Der Wappenvogel der Vereinigten Staaten; er erholte sich nach dem Verbot des Pestizids DDT.
    [NA4] Jagt Robben vom Meereis aus, das mit dem Klimawandel schwindet.
    [NA5] Galt einst als ausgestorben; alle heutigen stammen von wenigen Tieren ab, die in den 1980er-Jahren gefangen wurden.
    [NA6] Knackt Muscheln mit Steinen als Werkzeug.
    [NA7] 1987 gab es nur noch 27; alle wurden zur Zucht in Gehege geholt.
    [NA9] Fliegt Tausende Kilometer, um in Mexiko zu überwintern.
    [NA11] Einst gefährdet, erholte er sich unter Schutz.
    [NA12] Der größte Hirsch.
    [NA13] Ein langsamer, pflanzenfressender Meeressäuger, oft von Bootsschrauben verletzt.
    [NA14] In den 1940er-Jahren gab es nur noch etwa 20 Vögel.
    [NA15] Das schnellste Landtier Nordamerikas.
    [NA16] Ein Schwanzlurch, der als erwachsenes Tier seine Kiemen behält; wild lebt er nur bei Mexiko-Stadt.
    [SA1] Die größte Katze Amerikas.
    [SA3] Der längste Otter; er lebt in Familiengruppen in den Flüssen Amazoniens.
    [SA8] Ein kleiner orangefarbener Affe aus Brasiliens Atlantischem Regenwald.
    [SA9] Ein hochbeiniger Wildhund des Graslands, der viel Obst frisst.
    [SA10] Frisst mit seiner langen Zunge Zehntausende Ameisen und Termiten am Tag.
    [SA11] Der größte flugfähige Papagei.
    [SA12] Einer der schwersten flugfähigen Vögel, segelt über den Anden.
    [SA13] Bewegt sich so langsam, dass in seinem Fell Algen wachsen.
    [SA14] Kann über 100 Jahre alt werden.
    [SA15] Seine Haut trägt eines der stärksten Gifte im Tierreich.
    [SA16] Das größte Nagetier.
    [SA17] Der einzige in Südamerika heimische Bär.
   *[other] {""}
}
wa-animal-label = { $name } ({ $id })
wa-list-and = { $rest } und { $last }
wa-none = keine
wa-someone = jemand
wa-score-rule = +1 je gefundenem Tier, −1 je { -wa-animal-card } auf der Hand
wa-obstacle-where = { $where ->
    [none] nicht gesetzt
   *[other] auf { $where }
}
wa-tip = { $tip ->
    [START] die { -wa-start-base }
   *[other] { $via ->
        [none] { $tip }
       *[other] { $tip } (weiter ab { $via })
    }
}
wa-point = { $id } — { $kind ->
    [blocked] durch ein { -wa-obstacle } gesperrt
    [red] rotes Feld ({ -wa-chance-card })
    [green] grünes Feld (noch eine { -wa-route-extension })
    [blue] blaues Feld (3 { -wa-travel-vouchers } oder eine { -wa-animal-card } für alle anderen)
    [yours] { $animal }, deine Karte
    [open] { -wa-open-mission }: { $animal }
    [found] { $animal } (schon gefunden)
    [start] { -wa-start-base }
    [arrow] Pfeilfeld { $arrow } ({ $side ->
        [left] links
       *[right] rechts
    })
    [animal] Tierfeld ({ $continent })
   *[plain] Seeweg
}
wa-end-reason = { $reason ->
    [hand_empty] { $count ->
        [one] { $seats } hat keine { -wa-animal-cards } mehr auf der Hand.
       *[other] { $seats } haben keine { -wa-animal-cards } mehr auf der Hand.
    }
    [all_used] Alle drei Expeditionen haben ihre { -wa-route-extensions } aufgebraucht.
    [blocked] Eine ganze Runde lang konnte keine Expedition verlängert werden.
   *[turn_limit] Das Zuglimit ({ $limit }) ist erreicht.
}
wa-option-first-player = Wer beginnt
wa-option-random = Zufall
wa-option-host = Der Gastgeber

## Ablehnungen (nichts ändert sich)

wa-no-game-over = Das Spiel ist vorbei.
wa-no-not-your-turn = Du bist nicht am Zug.
wa-no-choose-first = { $pending ->
    [blue] Wähle zuerst: 3 { -wa-travel-vouchers } oder je eine { -wa-animal-card } für alle anderen.
    [discard] Wähle zuerst, welche { -wa-animal-card } unter den Stapel kommt.
   *[relay] Wähle zuerst, wohin die { -wa-route-extension } neu gelegt wird.
}
wa-no-such-card = Diese { -wa-animal-card } hast du nicht.
wa-no-relay-there = Dorthin kann die { -wa-route-extension } nicht neu gelegt werden.
wa-no-choice-now = Jetzt ist keine solche Wahl zu treffen.
wa-no-extend-first = Du musst zuerst eine { -wa-route-extension } legen.
wa-no-such-point = Dieses Feld gibt es auf dem Spielplan nicht.
wa-no-expedition-finished = Diese Expedition ist fertig: Alle ihre { -wa-route-extensions } sind verbraucht.
wa-no-obstacle-blocks = Ein { -wa-obstacle } sperrt dieses Feld.
wa-no-not-at-tip = { -wa-route-extensions } dürfen nur an der Spitze der Expedition angelegt werden, auf ein Nachbarfeld.
wa-no-such-star = Du hast keine solche ★-Karte.
wa-no-line-free = Diese Linie ist frei: Eine parallele Verlängerung ist nicht nötig.
wa-no-nothing-to-remove = Diese Expedition hat keine { -wa-route-extension } zum Entfernen.
wa-no-removal-blocked = Wohin die Expedition zurückginge, steht ein { -wa-obstacle }: Versetze zuerst das { -wa-obstacle }.
wa-no-obstacle-off = Dieses { -wa-obstacle } ist nicht auf dem Spielplan.
wa-no-obstacle-start = { -wa-obstacles } kommen auf Felder des Spielplans, nicht auf die { -wa-start-base }.
wa-no-obstacle-there = Dort steht schon ein { -wa-obstacle }.
wa-no-expedition-there = Auf diesem Feld steht eine Expedition.
wa-no-obstacle-paid = Dieses Versetzen ist schon bezahlt: Lass die ★-Karte weg.
wa-no-stack-empty = Der Tierstapel ist leer.
wa-no-vouchers = Das kostet { $cost ->
        [one] 1 { -wa-travel-voucher }
       *[other] { $cost } { -wa-travel-vouchers }
    }; du hast { $have }.
wa-no-vouchers-turn = Das kostet { $cost ->
        [one] 1 { -wa-travel-voucher }
       *[other] { $cost } { -wa-travel-vouchers }
    }; höchstens { $most } pro Zug, und du hast schon { $spent } ausgegeben.

## Getippte Felder (die ⌨️-Knöpfe)

wa-typed-not-recognised = Diese Wahl ist unbekannt: Drücke Aktualisieren.
wa-typed-no-space = Ein Feld „{ $typed }“ gibt es auf dem Spielplan nicht: Tippe eine Kennung, wie sie auf dem Spielplan steht, etwa AF7, EU12 oder L2.
wa-typed-one-space = Tippe eine Feldkennung wie AF7 (wie auf dem Spielplan) oder die Expedition und das Feld: rot AF7.
wa-typed-cannot-go = Die { $expedition ->
        [red] rote
        [yellow] gelbe
       *[blue] blaue
    } Expedition kann jetzt nicht nach { $point }: Wähle ein anderes Feld.
wa-typed-unreachable = Keine Expedition erreicht { $point } jetzt mit einer { -wa-route-extension } (Rot auf { $red ->
        [START] der { -wa-start-base }
       *[other] { $red }
    }, Gelb auf { $yellow ->
        [START] der { -wa-start-base }
       *[other] { $yellow }
    }, Blau auf { $blue ->
        [START] der { -wa-start-base }
       *[other] { $blue }
    }).
wa-typed-several = Mehrere Expeditionen erreichen { $point }: Tippe die Farbe der Expedition vor das Feld, etwa „{ $expedition ->
        [red] rot
        [yellow] gelb
       *[blue] blau
    } { $point }“, oder wähle in der Liste.
wa-typed-one-obstacle-space = Tippe eine Feldkennung wie AF7 oder „weg“, um das { -wa-obstacle } vom Spielplan zu nehmen.
wa-typed-obstacle-cannot = { -wa-obstacle } { $obstacle } kann nicht { $to ->
        [off] vom Spielplan
       *[other] nach { $to }
    }: Wähle ein anderes Feld.
wa-prompt-extend = Feld für die { -wa-route-extension }
wa-prompt-example-extend = AF7 (oder: rot AF7)
wa-prompt-obstacle-1 = Feld für { -wa-obstacle } X1
wa-prompt-obstacle-2 = Feld für { -wa-obstacle } X2
wa-prompt-obstacle-3 = Feld für { -wa-obstacle } X3
wa-prompt-obstacle-star-1 = Feld für { -wa-obstacle } X1 (★-Karte)
wa-prompt-obstacle-star-2 = Feld für { -wa-obstacle } X2 (★-Karte)
wa-prompt-obstacle-star-3 = Feld für { -wa-obstacle } X3 (★-Karte)
wa-prompt-example-obstacle = AF7 (oder: weg)
wa-stale = Seit dieses Panel gezeichnet wurde, hat sich etwas geändert (ein Klick von vor dem letzten Zug); hier ist dein aktuelles Panel.
wa-panel-label = Meine Karten
wa-asked = { $what ->
    [blue] wählen: 3 { -wa-travel-vouchers } oder je eine { -wa-animal-card } für alle anderen
    [discard] eine deiner { -wa-animal-cards } unter den Stapel legen
    [relay] eine { -wa-route-extension } neu legen
    [lay] eine { -wa-route-extension } legen
   *[finish] deinen Zug beenden
}

## Was geschah (Ereignisse: die letzten Ereignisse des Tischs, /history)

wa-event-setup = Die Expeditionen brechen von der { -wa-start-base } in Europa auf. Offene Entdeckungsmissionen: { $missions }. { $first } beginnt.
wa-event-found = { $how ->
    [open] { $who } erfüllt die { -wa-open-mission }: { $animal }!
    [gained] { $who } erhält eine { -wa-animal-card }, wo eine Expedition steht, und findet ein Tier: { $animal }!
   *[hand] { $who } findet ein Tier: { $animal }!
}
wa-event-expedition-finished = Die { $expedition ->
        [red] rote
        [yellow] gelbe
       *[blue] blaue
    } Expedition ist fertig: Alle ihre { -wa-route-extensions } sind verbraucht.
wa-event-green = { $point } ist ein grünes Feld: { $who } darf noch eine { -wa-route-extension } legen.
wa-event-blue = { $point } ist ein blaues Feld: { $who } wählt 3 { -wa-travel-vouchers } oder je eine { -wa-animal-card } für alle anderen.
wa-event-chance-none = Es ist keine { -wa-chance-card } mehr zu ziehen.
wa-event-chance = { $who } zieht eine { -wa-chance-card }: { $card }
wa-event-chance-kept = { $who } legt sie offen für später aus.
wa-event-star-played = { $who } spielt die aufbewahrte Karte: { $card }
wa-event-vouchers = { $via ->
    [back] { $who } gibt { $amount ->
        [one] 1 { -wa-travel-voucher }
       *[other] { $amount } { -wa-travel-vouchers }
    } zurück.
    [others] { $who } erhält { $amount ->
        [one] 1 { -wa-travel-voucher }
       *[other] { $amount } { -wa-travel-vouchers }
    } von den anderen.
    [supply] { $who } nimmt { $amount ->
        [one] 1 { -wa-travel-voucher }
       *[other] { $amount } { -wa-travel-vouchers }
    } aus dem Vorrat.
   *[blue] { $who } nimmt { $amount ->
        [one] 1 { -wa-travel-voucher }
       *[other] { $amount } { -wa-travel-vouchers }
    }.
}
wa-event-draw = { $who } zieht eine { -wa-animal-card }.
wa-event-open-mission = Neue { -wa-open-mission }: { $animal }.
wa-event-relay-none = Keine { -wa-route-extension } kann neu gelegt werden; die Karte wirkt nicht.
wa-event-extension = { $who } { $first ->
        [yes] startet
       *[no] verlängert
    } die { $expedition ->
        [red] rote
        [yellow] gelbe
       *[blue] blaue
    } Expedition nach { $to }{ $parallel ->
        [yes] {" "}(parallel)
       *[no] {""}
    }.
wa-event-miss-turn = { $who } setzt diesen Zug aus ({ -wa-chance-card }).
wa-event-turn = { $who } ist am Zug.
wa-event-pass = { $auto ->
    [yes] { $who } kann keine Expedition verlängern und passt.
   *[no] { $who } kann keine Expedition ohne { -wa-travel-vouchers } verlängern und passt.
}
wa-event-removed = { $who } entfernt die letzte { -wa-route-extension } der { $expedition ->
        [red] roten
        [yellow] gelben
       *[blue] blauen
    } Expedition ({ $from }–{ $to }); ihre Spitze steht wieder auf { $tip }.
wa-event-obstacle = { $who } versetzt { -wa-obstacle } { $obstacle }{ $from ->
        [none] {""}
       *[other] {" "}von { $from }
    } { $to ->
        [none] vom Spielplan
       *[other] nach { $to }
    }.
wa-event-swap = { $who } tauscht eine { -wa-animal-card } gegen die oberste Karte des Stapels.
wa-event-blue-cards = { $who } gibt allen anderen je eine { -wa-animal-card }.
wa-event-discard = { $who } legt eine { -wa-animal-card } unter den Stapel.
wa-event-relay = { $who } legt die letzte { -wa-route-extension } der { $expedition ->
        [red] roten
        [yellow] gelben
       *[blue] blauen
    } Expedition neu: Aus { $from }–{ $old } wird { $from }–{ $to }.
wa-event-game-end = Spielende: { $reason } Punkte: { $scores }.
wa-event-score = { $who } { $score }

## Beiträge im Thread

wa-post-claim = 🗺️ **{ $who }** erfüllt die { -wa-open-mission } **{ $animal }** ({ $id }).
wa-post-new-mission = 🗺️ Eine neue { -wa-open-mission }: **{ $animal }** ({ $id }) – wer sie zuerst erreicht, erfüllt sie.
wa-post-chance = 🎴 **{ $who }** zieht eine { -wa-chance-card }: { $card }
wa-post-kept = ⭐ **{ $who }** legt sie offen für später aus.
wa-post-star = ⭐ **{ $who }** spielt eine aufbewahrte Karte: { $card }
wa-post-blue-cards = 🔵 **{ $who }** wählt auf einem blauen Feld: Alle anderen erhalten je eine { -wa-animal-card }.
wa-final-title = 🏁 { -wa-game } — Endstand
wa-final-wins = **{ $who }** gewinnt { -wa-game }!
wa-final-share = { $who } teilen sich den Sieg!
wa-final-line = { $medal } **{ $who }** — { $score }
wa-final-footer = { $rule }; bei Gleichstand teilt man sich den Platz.

## Der Tisch

wa-table-title = 🧭 { -wa-game } #{ $match }
wa-table-title-over = 🧭 { -wa-game } #{ $match } — Spielende
wa-table-over = 🏁 **Spielende.** { $reason }
wa-table-pending = ▶️ **{ $who }** { $pending ->
        [blue] wählt: 3 { -wa-travel-vouchers } oder je eine { -wa-animal-card } für alle anderen (blaues Feld)
        [discard] legt eine { -wa-animal-card } unter den Stapel ({ -wa-chance-card })
       *[relay] legt eine { -wa-route-extension } neu ({ -wa-chance-card })
    }
wa-table-turn-lay = ▶️ **{ $who }** ist am Zug (Zug { $turn }): legt eine { -wa-route-extension }
wa-table-turn-laid = ▶️ **{ $who }** ist am Zug (Zug { $turn }): { -wa-route-extension } gelegt{ $bonus ->
        [0] {""}
        [one] , darf noch 1 { -wa-route-extension } legen
       *[other] , darf noch { $bonus } { -wa-route-extensions } legen
    }
wa-table-vouchers = 🎟️ { -wa-travel-vouchers } in diesem Zug ausgegeben: { $spent }/{ $most }
wa-table-supply = Vorrat { $supply }
wa-table-obstacles = 🚧 { -wa-obstacles }: { $obstacles }
wa-table-obstacle = { $obstacle } { $where }
wa-table-stacks = 🃏 Tierstapel: { $animals } · 🎴 { -wa-chance-cards }: { $chance }
wa-table-field-result = Ergebnis ({ $rule })
wa-table-field-expeditions = Expeditionen
wa-table-field-missions = Offene Entdeckungsmissionen ({ $count })
wa-table-missions-none = keine mehr
wa-table-mission = { $animal } **{ $id }**
wa-table-field-players = Mitspielende
wa-table-field-chance = 🎴 Gerade gezogene { -wa-chance-card }
wa-table-field-events = Letzte Ereignisse
wa-table-expedition = { $emoji } **{ $name }** — { $state ->
        [new] nicht gestartet (auf der { -wa-start-base })
        [done] fertig auf { $tip } (alle { $laid } { -wa-route-extensions } gelegt)
       *[on] auf { $tip } · { $laid } gelegt, { $left } übrig
    }
wa-table-player = { $mark }**{ $who }** — 🃏 { $hand } auf der Hand · ✅ { $found } gefunden · 🎟️ { $vouchers } · Punkte { $score }
wa-table-misses = setzt den nächsten Zug aus
wa-table-result = { $medal } **{ $who }** — { $score } ({ $found } gefunden, { $hand } auf der Hand)
wa-table-alt = Ausschnitt des Spielplans um die Spitzen der Expeditionen und die offenen Missionen (Ganzer Spielplan: alles). { $alt }

## Das Panel „Meine Karten“

wa-panel-title = 🧭 Deine { -wa-animal-cards } — { -wa-game } #{ $match }
wa-panel-counts = ✅ Gefunden: { $found } · 🃏 auf der Hand: { $hand } · Punkte jetzt { $score }
wa-panel-field-hand = Deine { -wa-animal-cards } ({ $count })
wa-panel-hand-none = keine – das Spiel endet jetzt
wa-panel-field-moves = Wohin die Expeditionen gehen können
wa-panel-score = Punkte: { $rule }.
wa-what-over = 🏁 Das Spiel ist vorbei.
wa-what-waiting = ⏳ **{ $who }** ist am Zug.
wa-what-waiting-choice = ⏳ **{ $who }** trifft eine Wahl ({ $pending ->
        [blue] blaues Feld
        [discard] { -wa-chance-card }: eine { -wa-animal-card } unter den Stapel
       *[relay] { -wa-chance-card }: eine { -wa-route-extension } neu legen
    }). Dein Zug kommt noch.
wa-what-blue = 🔵 **Blaues Feld:** Nimm 3 { -wa-travel-vouchers } oder gib allen anderen je eine { -wa-animal-card }.
wa-what-discard = 🎴 **{ -wa-chance-card }:** Wähle eine deiner { -wa-animal-cards }, die unter den Stapel kommt.
wa-what-relay = 🎴 **{ -wa-chance-card }:** Lege die letzte { -wa-route-extension } einer Expedition in eine andere Richtung neu.
wa-what-pass = 🚫 **Keine Expedition lässt sich ohne { -wa-travel-vouchers } verlängern.** { $left ->
        [0] Du darfst 🏁 deinen Zug beenden (passen).
        [one] Du darfst noch bis zu 1 { -wa-travel-voucher } ausgeben (zusätzliche oder parallele Verlängerung, { -wa-obstacles }, Tauschen) oder 🏁 deinen Zug beenden (passen).
       *[other] Du darfst noch bis zu { $left } { -wa-travel-vouchers } ausgeben (zusätzliche oder parallele Verlängerung, { -wa-obstacles }, Tauschen) oder 🏁 deinen Zug beenden (passen).
    }
wa-what-lay = 🧭 **Du bist am Zug:** Lege eine { -wa-route-extension } – wähle eine Expedition und das Feld, auf das sie zieht (oder ⌨️ tippe eine Feldkennung).{ $left ->
        [0] {""}
        [one] {" "}Davor oder danach darfst du noch bis zu 1 { -wa-travel-voucher } ausgeben.
       *[other] {" "}Davor oder danach darfst du noch bis zu { $left } { -wa-travel-vouchers } ausgeben.
    }
wa-what-bonus = ➕ Du darfst noch { $bonus ->
        [one] 1 { -wa-route-extension }
       *[other] { $bonus } { -wa-route-extensions }
    } kostenlos legen (grünes Feld / { -wa-chance-card }){ $left ->
        [0] {""}
        [one] , bis zu 1 { -wa-travel-voucher } ausgeben
       *[other] , bis zu { $left } { -wa-travel-vouchers } ausgeben
    } oder 🏁 deinen Zug beenden.
wa-what-laid = ✅ { -wa-route-extension } gelegt. { $left ->
        [0] 🏁 Beende deinen Zug.
        [one] Du darfst noch bis zu 1 { -wa-travel-voucher } ausgeben oder 🏁 deinen Zug beenden.
       *[other] Du darfst noch bis zu { $left } { -wa-travel-vouchers } ausgeben oder 🏁 deinen Zug beenden.
    }
wa-moves-head = { $emoji } **{ $name }** auf { $tip }
wa-moves-finished = { $head }: fertig
wa-moves-none = { $head }: jetzt keine { -wa-route-extension } möglich
wa-moves-option = → { $where }{ $cost ->
        [none] {""}
       *[other] {" "}· { $cost }
    }
wa-button-vouchers = 3 { -wa-travel-vouchers } nehmen
wa-button-cards = Je eine { -wa-animal-card } für alle anderen
wa-button-back = Zurück
wa-button-type-space = Feld tippen
wa-button-end = Zug beenden
wa-button-my-map = Mein Spielplan
wa-ph-discard = 🃏 Die { -wa-animal-card }, die unter den Stapel kommt
wa-ph-relay = 🎴 Wohin die { -wa-route-extension } neu gelegt wird
wa-ph-extend = 🧭 { -wa-route-extension } legen: Expedition → Feld
wa-ph-menu = 🎟️ { -wa-travel-vouchers } oder eine ★-Karte ausgeben…
wa-ph-swap = 🔁 Die { -wa-animal-card } zum Tauschen
wa-ph-remove = ✂️ Die Expedition, deren letzte { -wa-route-extension } entfernt wird
wa-ph-obstacle = 🚧 Wohin { -wa-obstacle } { $obstacle } kommt
wa-swap-title = 🔁 Eine { -wa-animal-card } tauschen
wa-swap-help = Lege eine deiner { -wa-animal-cards } unter den Stapel und nimm die oberste Karte (1 { -wa-travel-voucher } oder eine aufbewahrte ★-Karte).
wa-remove-title = ✂️ Eine { -wa-route-extension } entfernen
wa-remove-help = Nimm die letzte { -wa-route-extension } einer Expedition zurück (2 { -wa-travel-vouchers } oder eine aufbewahrte ★-Karte); ihre Spitze geht ein Feld zurück.
wa-obstacle-what = { $where ->
        [none] { -wa-obstacle } { $obstacle } setzen
       *[other] { -wa-obstacle } { $obstacle } versetzen (jetzt { $where })
    }{ $star ->
        [yes] {" "}mit einer ★-Karte
       *[no] {""}
    }
wa-obstacle-help = Kosten: { $cost }. Keine { -wa-route-extension } darf auf einem { -wa-obstacle } enden. Wähle einen Kontinent, dann das Feld – oder ⌨️ tippe seine Kennung.
wa-mymap-alt = { $full ->
        [yes] Dein Spielplan
       *[no] Ausschnitt des Spielplans um die Spitzen, die offenen Missionen und deine Tierfelder
    }: Deine Tierfelder sind hellgrün umrahmt: { $spaces }.

## Die Auswahl im Panel

wa-group-seas = Meere und Pfeilfelder
wa-group-off = Vom Spielplan
wa-obstacle-off-option = Vom Spielplan nehmen
wa-ext-label = { $name } → { $where }{ $star ->
        [yes] {" "}★
       *[no] {""}
    }
wa-cost-free = { $bonus ->
        [yes] kostenlos (Bonus-Verlängerung)
       *[no] kostenlos
    }
wa-cost = { $vouchers ->
        [0] ★-Karte
        [one] 1 { -wa-travel-voucher }{ $star ->
            [yes] {" "}+ ★-Karte
           *[no] {""}
        }
       *[other] { $vouchers } { -wa-travel-vouchers }{ $star ->
            [yes] {" "}+ ★-Karte
           *[no] {""}
        }
    }{ $why ->
        [extra] {" "}– zusätzliche Verlängerung
        [parallel] {" "}– parallele Verlängerung
        [both] {" "}– zusätzliche und parallele Verlängerung
       *[none] {""}
    }
wa-remove-label = { $name }: { $from }–{ $to } entfernen
wa-pay-star = ★ { $card }
wa-pay-vouchers = { $count ->
        [one] 1 { -wa-travel-voucher }
       *[other] { $count } { -wa-travel-vouchers }
    }
wa-swap-label = { $animal } ({ $id }) tauschen
wa-relay-label = { $name }: { $from } → { $where }
wa-relay-instead = statt { $from }–{ $to }
wa-obstacle-cost = { $count ->
        [one] 1 { -wa-travel-voucher }
       *[other] { $count } { -wa-travel-vouchers }
    } (danach jedes { -wa-obstacle } noch einmal, bis zu deiner nächsten { -wa-route-extension })
wa-menu-swap = Eine { -wa-animal-card } tauschen
wa-menu-swap-cost = { $count ->
        [one] 1 { -wa-travel-voucher }
       *[other] { $count } { -wa-travel-vouchers }
    } oder eine ★-Karte
wa-menu-remove = Die letzte { -wa-route-extension } einer Expedition entfernen
wa-menu-remove-cost = { $count ->
        [one] 1 { -wa-travel-voucher }
       *[other] { $count } { -wa-travel-vouchers }
    } oder eine ★-Karte
wa-hand-card = { $animal } **{ $id }**{ $away ->
        [0] {""}
        [1] {" "}(direkt erreichbar!)
       *[other] {" "}({ $away } entfernt)
    }
wa-hand-line = **{ $continent }**: { $cards }
wa-voucher-line = 🎟️ { $vouchers ->
        [one] 1 { -wa-travel-voucher }
       *[other] { $vouchers } { -wa-travel-vouchers }
    } · in diesem Zug ausgegeben { $spent }/{ $most }

## Die Beschriftungen des Plans (jede lesbar bei 400 px)

wa-pic-start = START
wa-pic-yours = deine
wa-pic-legend-animal = Tierfeld
wa-pic-legend-red = { -wa-chance-card }
wa-pic-legend-green = noch eine legen
wa-pic-legend-blue = 3 Gutscheine oder Karten an andere
wa-pic-legend-found = gefunden
wa-pic-legend-route = Strecke R/G/B
wa-pic-legend-start = Start
wa-pic-legend-sea = OC1-3 Seeweg
wa-pic-legend-arrow = L1-L3 / R1-R3 Pfeil: weiter ab dem Zwilling (L1=R1)
wa-pic-legend-obstacle = { -wa-obstacle }
wa-pic-legend-mission = offene Mission
wa-pic-chip = { $state ->
        [new] { $letter } nicht gestartet
        [done] { $letter } fertig
       *[on] { $short ->
            [yes] { $letter } { $laid } { $tip }
           *[no] { $letter } { $laid } auf { $tip }
        }
    }
wa-pic-off = außerhalb des Bilds
wa-pic-off-short = außerhalb
wa-pic-header-chip = { $state ->
        [new] { $letter } nicht gestartet
        [done] { $letter } { $laid }/{ $total } fertig
       *[on] { $letter } { $laid }/{ $total } > { $tip }{ $via ->
            [none] {""}
           *[other] ({ $via })
        }
    }
wa-pic-over = SPIELENDE
wa-pic-over-win = SPIELENDE — { $count ->
        [one] { $who } gewinnt
       *[other] { $who } gewinnen
    }
wa-pic-over-win-score = SPIELENDE — { $count ->
        [one] { $who } gewinnt
       *[other] { $who } gewinnen
    } ({ $score })
wa-pic-turn = Zug { $turn }: { $who } ist am Zug
wa-pic-title = { -wa-game }
wa-pic-player = { $who }: { $found } gefunden, { $hand } auf der Hand, { $vouchers ->
        [one] 1 Gutschein
       *[other] { $vouchers } Gutscheine
    }{ $kept ->
        [0] {""}
       *[other] , { $kept } aufbewahrt
    }{ $misses ->
        [yes] , setzt aus
       *[no] {""}
    }
wa-pic-player-over = { $who }: { $score } Punkte ({ $found } gefunden, { $hand } auf der Hand)

## Der Plan in Worten (Alternativtext der Bilder, für Screenreader)

wa-alt-board = Spielplan von { -wa-game }.
wa-alt-over = Spielende.
wa-alt-over-win = Spielende: { $count ->
        [one] { $who } gewinnt.
       *[other] { $who } gewinnen.
    }
wa-alt-to-move = { $who } ist am Zug.
wa-alt-expedition = { $state ->
        [new] Expedition { $name } nicht gestartet.
        [done] Expedition { $name } { $laid }/{ $total } auf { $tip }, fertig.
       *[on] Expedition { $name } { $laid }/{ $total } auf { $tip }.
    }
wa-alt-obstacles = { -wa-obstacles }: { $obstacles }.
wa-alt-missions = Offene Entdeckungsmissionen: { $missions }.
wa-alt-player = { $who }: { $found } gefunden, { $hand } auf der Hand, { $vouchers ->
        [one] 1 Gutschein
       *[other] { $vouchers } Gutscheine
    }.
wa-alt-player-over = { $who }: { $found } gefunden, { $hand } auf der Hand, { $vouchers ->
        [one] 1 Gutschein
       *[other] { $vouchers } Gutscheine
    }, Punkte { $score }.

## Taking back a move (issue 36)

wa-undo-what = { $kind ->
    [extend] { $expedition ->
        [red] 🟥 Rot
        [yellow] 🟨 Gelb
       *[blue] 🟦 Blau
    } → { $to }
    [relay] { $expedition ->
        [red] 🟥 Rot
        [yellow] 🟨 Gelb
       *[blue] 🟦 Blau
    } neu legen → { $to }
    [remove] letzte { -wa-route-extension } von { $expedition ->
        [red] 🟥 Rot
        [yellow] 🟨 Gelb
       *[blue] 🟦 Blau
    } entfernen
    [obstacle] { $to ->
        [off] { -wa-obstacle } { $obstacle } vom Spielplan
       *[other] { -wa-obstacle } { $obstacle } nach { $to }
    }
    [blue] { $choice ->
        [vouchers] 3 { -wa-travel-vouchers }
       *[cards] je eine { -wa-animal-card } für alle anderen
    }
    [discard] { $card } unter den Stapel
   *[other] dein Zug
}
wa-undo-kind = { $kind ->
    [extend] eine { -wa-route-extension }
    [remove] das Entfernen einer { -wa-route-extension }
    [obstacle] ein versetztes { -wa-obstacle }
    [blue] die Wahl auf einem blauen Feld
    [discard] die { -wa-animal-card }, die eine { -wa-chance-card } unter den Stapel legt
    [relay] eine neu gelegte { -wa-route-extension }
   *[other] { $kind }
}

## Wörter, die ein Spieler zuerst auf dem Tisch und dem Panel trifft (issue 35, „Words“)

wa-words-type-a-space = Tippe ein Feld mit der Kennung, die auf dem Spielplan steht: AF7 ist Feld 7 in Afrika (EU Europa, AS Asien, AU Australien, NA Nordamerika, SA Südamerika; L1–L3 / R1–R3 Pfeilfelder, OC1–OC3 Seewege).
wa-words-legend = Spielplan: AF7 = Feld 7 in Afrika (EU, AS, AU, NA, SA; L/R Pfeilfelder, OC Seewege) · ? rotes Feld = Ereigniskarte · + grün = noch eine Streckenverlängerung · B im blauen Quadrat = blaues Feld: Gutscheine oder Karten · R 2 / G 2 / B 2 = Spitze der roten / gelben / blauen Expedition, 2 Streckenverlängerungen gelegt · X1–X3 Hindernisse (dort endet keine Streckenverlängerung) · eingekreist = offene Entdeckungsmission · grau = Tier gefunden · 🎟️ Reisegutscheine (höchstens 3 pro Zug) · ⭐ aufbewahrte ★-Ereigniskarten · Drücke „Meine Karten“, um zu spielen
wa-words-obstacles-paid = Hindernisse bezahlt (jedes darf in diesem Zug noch einmal versetzt werden)
wa-words-obstacle-paid = schon bezahlt: Dein Reisegutschein in diesem Zug versetzt jedes Hindernis einmal, bis zu deiner nächsten Streckenverlängerung
wa-words-kept = ⭐ aufbewahrte ★-Ereigniskarten (jede bezahlt einen Zug statt Reisegutscheinen): { $cards }

## House rules (/rules: engine/games/wildlife_adventure/rules.py HOUSE_RULES). Unsere Übersetzung.

wa-house-found = Ein Tier gilt automatisch als gefunden (seine Karte wird ausgelegt), sobald eine Expedition sein Feld erreicht; eine { -wa-open-mission } bekommt, wer diese { -wa-route-extension } gelegt hat.
wa-house-received = Eine { -wa-animal-card }, die du bekommst, während eine Expedition auf ihrem Feld steht, gilt sofort als gefunden (die Expedition steht ja noch dort).
wa-house-obstacles = Ein { -wa-obstacle } steht auf einem Feld; keine { -wa-route-extension } darf dort enden. Für 1 { -wa-travel-voucher } darfst du bis zu deiner nächsten { -wa-route-extension } jedes der drei { -wa-obstacles } einmal setzen, versetzen oder vom Spielplan nehmen. Sie kommen nie auf die { -wa-start-base } oder auf ein Feld, auf dem eine Expedition steht, und eine { -wa-route-extension } kann nicht entfernt werden, solange ein { -wa-obstacle } auf dem Feld steht, auf das ihre Expedition zurückginge.
wa-house-voucher-limit = Höchstens 3 { -wa-travel-vouchers } pro Zug, vor und/oder nach deiner { -wa-route-extension }.
wa-house-parallel = Jede Linie bietet Platz für eine { -wa-route-extension }; wer an einer Linie entlang legt, auf der schon eine liegt, legt eine parallele Verlängerung (2 { -wa-travel-vouchers }). Das gilt auch für die Linien an der { -wa-start-base }.
wa-house-extra = Zusätzliche { -wa-route-extension }: 2 { -wa-travel-vouchers }. Die letzte { -wa-route-extension } einer beliebigen Expedition entfernen: 2.
wa-house-bonus = Bonus-Verlängerungen von grünen Feldern und { -wa-chance-cards } sind kostenlos und freiwillig; die reguläre Verlängerung des Zuges ist Pflicht, sobald sich eine ohne { -wa-travel-vouchers } legen lässt.
wa-house-supply = Ausgegebene { -wa-travel-vouchers } werden bei der Spielleitung abgegeben und kommen zurück in den Vorrat; der Vorrat umfasst anfangs { $vouchers } { -wa-travel-vouchers } abzüglich der ausgeteilten, und reicht er für eine Auszahlung nicht, gibt es, was übrig ist.
wa-house-pass = Lässt sich keine Expedition ohne { -wa-travel-vouchers } verlängern, darfst du passen. Vergeht eine ganze Runde ohne jede { -wa-route-extension }, endet das Spiel und wird gewertet.
wa-house-arrows = Ein Pfeilfeld ist derselbe Ort wie sein Gegenstück am anderen Rand (I-I, II-II, III-III): Eine Expedition, die eines erreicht, geht vom anderen aus weiter.
wa-house-star = ★-{ -wa-chance-cards } werden offen aufbewahrt und dürfen in deinem eigenen Zug gespielt werden, sofort oder später; alle anderen wirken sofort. Benutzte { -wa-chance-cards } kommen unter den Stapel.
wa-house-relay = Eine { -wa-route-extension } neu legen ({ -wa-chance-card }): Sie beginnt am selben Feld entlang einer anderen freien Linie, und das neue Feld wirkt, als wäre es gerade erreicht worden.
wa-house-end = Das Spiel endet, sobald jemand keine { -wa-animal-cards } mehr auf der Hand hat: +1 je gefundenem Tier, −1 je { -wa-animal-card } auf der Hand; die höchste Punktzahl gewinnt, bei Gleichstand wird der Sieg geteilt.
