### Das Tutorial von Abenteuer Tierwelt (Wildlife Adventure), issue 35: die Zeilen des Trainers, ❔ Was nun?
### und das Beispiel in /rules (Übersetzung aus locales/en/learn-wildlife-adventure.ftl).
### Our own translation: the German edition's terms are not at hand. We use one word per thing, as in
### wildlife-adventure.ftl: Expedition, Streckenverlängerung (route extension), Spitze (tip), Startbasis,
### Reisegutschein (travel voucher), Hindernis, Ereigniskarte (chance card; ★: darf aufbewahrt werden),
### Tierkarte, offene Entdeckungsmission, Tierfeld / rotes / grünes / blaues Feld, Pfeilfeld.

## Was der Trainer benennt

# $case: acc (die rote Expedition) or dat (der roten Expedition).
learn-wa-expedition = { $case ->
        [dat] { $colour ->
            [red] der 🟥 roten Expedition
            [yellow] der 🟨 gelben Expedition
           *[blue] der 🟦 blauen Expedition
        }
       *[acc] { $colour ->
            [red] die 🟥 rote Expedition
            [yellow] die 🟨 gelbe Expedition
           *[blue] die 🟦 blaue Expedition
        }
    }
learn-wa-space = { $id } ({ $kind ->
        [animal] ein Tierfeld in { $continent ->
            [EU] Europa
            [AF] Afrika
            [AS] Asien
            [AU] Australien
            [NA] Nordamerika
           *[SA] Südamerika
        }
        [red] ein rotes Feld: Ereigniskarte
        [green] ein grünes Feld: noch eine Streckenverlängerung
        [blue] ein blaues Feld: Gutscheine oder Karten
        [arrow] ein Pfeilfeld zum anderen Rand
        [start] die Startbasis
       *[plain] ein Seeweg
    })
learn-wa-chance = { $effect ->
        [take_vouchers] nimm 2 Reisegutscheine aus dem Vorrat
        [lose_voucher] gib 1 Reisegutschein an den Vorrat zurück
        [extra_extension] lege noch eine Streckenverlängerung
        [free_parallel] ★ eine parallele Streckenverlängerung ohne Reisegutscheine
        [free_remove] ★ entferne die letzte Streckenverlängerung einer Expedition ohne Reisegutscheine
        [gift] alle anderen geben dir je 1 Reisegutschein
        [draw_animal] ziehe 1 Tierkarte
        [discard_animal] lege eine deiner Tierkarten unter den Stapel, ohne Ersatz
        [open_mission] die oberste Tierkarte des Stapels wird eine offene Entdeckungsmission
        [free_obstacle] ★ versetze ein Hindernis ohne Reisegutscheine
        [relay] lege die letzte Streckenverlängerung einer Expedition in eine andere Richtung neu
        [miss_turn] setze deinen nächsten Zug aus
        [free_swap] ★ tausche eine deiner Tierkarten gegen die oberste des Stapels, ohne Reisegutscheine
       *[other] { $effect }
    }

## Die Begrüßung

learn-wa-welcome = Willkommen bei { -wa-game }! Du spielst gegen einen Bot. Drei Expeditionen (🟥 rot, 🟨 gelb, 🟦 blau) brechen von der Startbasis in Europa auf, und sie gehören niemandem: In deinem Zug legst du eine Streckenverlängerung (einen Pfeil) an eine von ihnen, um sie zu den Tieren zu lenken, die du suchst.
learn-wa-welcome-ids = Jedes Feld des Spielplans hat eine Kennung: zwei Buchstaben für den Kontinent und eine Zahl (AF4 ist Feld 4 in Afrika; EU Europa, AS Asien, AU Australien, NA Nordamerika, SA Südamerika). L1–L3 und R1–R3 sind die Pfeilfelder an den Rändern, OC1–OC3 Seewege. Mit ⌨️ kannst du eine Kennung eintippen, statt im Menü zu wählen.
learn-wa-welcome-hand = Deine { $count } Tierkarten (das Panel zeigt sie, z. B. { $first }) sind deine Ziele: Erreicht irgendeine Expedition eines ihrer Felder, findest du das Tier. Die { $missions } offenen Entdeckungsmissionen liegen offen neben dem Spielplan; wer sie zuerst erreicht, bekommt sie.
learn-wa-welcome-vouchers = Du hast { $vouchers } Reisegutscheine (🎟️): Bis zu { $most } pro Zug kaufen dir zusätzliche Aktionen (Hindernisse, eine zusätzliche Streckenverlängerung, eine Karte tauschen). Der Trainer zeigt sie, wenn sie nützen.

## Rat für die anstehende Entscheidung

learn-wa-coach-start = In jedem Zug legst du genau eine Streckenverlängerung. Eine Expedition, die noch nicht begonnen hat, startet an der Startbasis (START), auf einer ihrer vier Linien.
learn-wa-coach-continue = Eine Streckenverlängerung darf nur am freien Ende einer Expedition angelegt werden, ihrer Spitze: { $expedition } steht auf { $tip }, und du wählst, wohin sie weitergeht.
learn-wa-coach-extend = { $begin ->
        [yes] Starte { $expedition } nach { $to }
       *[no] Verlängere { $expedition } nach { $to }
    }: { $why ->
        [hand] Das ist das Feld einer deiner Tierkarten, du findest das Tier sofort.
        [open] Das ist eine offene Entdeckungsmission: Wer sie erreicht, bekommt sie.
        [green] Auf einem grünen Feld darfst du sofort noch eine Streckenverlängerung legen.
        [red] Auf einem roten Feld ziehst du eine Ereigniskarte.
        [blue] Auf einem blauen Feld wählst du 3 Reisegutscheine oder eine Tierkarte für deinen Gegner.
       *[closer] So kommt die Expedition deinen Tieren und den offenen Missionen näher.
    }
learn-wa-coach-bonus = Du darfst jetzt noch eine Streckenverlängerung legen, kostenlos (grünes Feld oder Ereigniskarte); sie ist freiwillig.
learn-wa-coach-end = { $bonus ->
        [0] Deine Streckenverlängerung liegt. Drücke 🏁 Zug beenden; dann ist der Bot am Zug.
       *[other] Du dürftest noch eine kostenlose Streckenverlängerung legen, kannst aber auch jetzt beenden: Drücke 🏁 Zug beenden.
    }
learn-wa-coach-pass = Keine Expedition lässt sich ohne Reisegutscheine verlängern (jeder nächste Punkt ist blockiert oder bräuchte eine parallele Streckenverlängerung). Du darfst Reisegutscheine ausgeben oder mit 🏁 Zug beenden passen.
learn-wa-coach-obstacle = Probiere jetzt das Reisegutschein-Menü (🎟️): Für 1 Gutschein stellst du Hindernis X1 auf { $to }. Keine Streckenverlängerung darf auf einem Hindernis enden, also kann niemand die Expedition dorthin lenken; mit demselben Gutschein darfst du in diesem Zug jedes Hindernis noch einmal versetzen.
learn-wa-coach-extra = Für 2 Reisegutscheine darfst du in diesem Zug eine zusätzliche Streckenverlängerung legen: Verlängere { $expedition } nach { $to }; { $why ->
        [hand] du findest eines deiner Tiere.
        [open] du bekommst eine offene Entdeckungsmission.
       *[other] so kommt sie deinen Tieren näher.
    }
learn-wa-coach-blue = Ein blaues Feld: Wähle 3 Reisegutscheine für dich oder eine weitere Tierkarte für { $others ->
        [one] deinen Gegner
       *[other] alle anderen
    } (ein Tier mehr zu finden, sonst ein Minuspunkt). Nimm diesmal die Gutscheine.
learn-wa-coach-discard = Die Ereigniskarte lässt dich eine Tierkarte unter den Stapel legen, ohne Ersatz: Gib { $card } ab, die am weitesten von allen Expeditionen entfernte.
learn-wa-coach-relay = Mit der Ereigniskarte legst du die letzte Streckenverlängerung einer Expedition vom selben Punkt in eine andere Richtung neu: Lege { $expedition } neu nach { $to }.

## Was ein Zug bewirkt hat

learn-wa-detour = Das war nicht der markierte Zug, aber er ist erlaubt: Die Lektion geht von hier aus weiter.
learn-wa-extended = { $you ->
        [yes] Du { $begin ->
            [yes] startest
           *[no] verlängerst
        } { $expedition } nach { $to }{ $parallel ->
            [yes] , parallel zu einer dort schon liegenden Streckenverlängerung
           *[no] {""}
        }.
       *[no] { $who } { $begin ->
            [yes] startet
           *[no] verlängert
        } { $expedition } nach { $to }{ $parallel ->
            [yes] , parallel zu einer dort schon liegenden Streckenverlängerung
           *[no] {""}
        }.
    }
learn-wa-found = { $you ->
        [yes] { $how ->
            [open] 🎉 Du bekommst die offene Entdeckungsmission { $animal } ({ $card }) und legst sie ab: ein Tier gefunden.
           *[other] 🎉 Eine Expedition steht auf { $card }: Du findest { $animal } und legst die Karte ab.
        }
       *[no] { $how ->
            [open] { $who } bekommt die offene Entdeckungsmission { $animal } ({ $card }).
           *[other] { $who } findet { $animal } ({ $card }).
        }
    }
learn-wa-chance-drawn = { $you ->
        [yes] Du ziehst eine Ereigniskarte: { $card }.
       *[no] { $who } zieht eine Ereigniskarte: { $card }.
    }
learn-wa-chance-kept = { $you ->
        [yes] Sie hat einen ★: Du legst sie offen vor dich und darfst sie in einem späteren Zug spielen.
       *[no] Sie hat einen ★: { $who } legt sie offen für später vor sich.
    }
learn-wa-star-played = { $you ->
        [yes] Du spielst deine aufbewahrte ★-Karte: { $card }.
       *[no] { $who } spielt eine aufbewahrte ★-Karte: { $card }.
    }
learn-wa-card-gained = Du bekommst die Tierkarte { $animal } ({ $card }): ein Ziel mehr.
learn-wa-green = { $you ->
        [yes] { $point } ist ein grünes Feld: Du darfst noch eine Streckenverlängerung legen.
       *[no] { $point } ist ein grünes Feld: { $who } legt noch eine Streckenverlängerung.
    }
learn-wa-blue = { $you ->
        [yes] { $point } ist ein blaues Feld: Du wählst.
       *[no] { $point } ist ein blaues Feld: { $who } wählt.
    }
learn-wa-blue-cards = { $you ->
        [yes] Alle anderen bekommen je eine weitere Tierkarte.
       *[no] { $who } gibt allen anderen je eine weitere Tierkarte, auch dir.
    }
learn-wa-vouchers = { $you ->
        [yes] { $amount ->
            [one] Du nimmst 1 Reisegutschein.
            [-1] Du gibst 1 Reisegutschein zurück.
           *[other] Du nimmst { $amount } Reisegutscheine.
        }
       *[no] { $amount ->
            [one] { $who } nimmt 1 Reisegutschein.
            [-1] { $who } gibt 1 Reisegutschein zurück.
           *[other] { $who } nimmt { $amount } Reisegutscheine.
        }
    }
learn-wa-obstacle = { $to ->
        [off] { $you ->
            [yes] Du nimmst Hindernis X{ $number } vom Spielplan.
           *[no] { $who } nimmt Hindernis X{ $number } vom Spielplan.
        }
       *[other] { $you ->
            [yes] Du stellst Hindernis X{ $number } auf { $to }.
           *[no] { $who } stellt Hindernis X{ $number } auf { $to }: Dort darf keine Streckenverlängerung enden.
        }
    }
learn-wa-removed = { $you ->
        [yes] Du entfernst die letzte Streckenverlängerung von { $expedition }.
       *[no] { $who } entfernt die letzte Streckenverlängerung von { $expedition } (2 Reisegutscheine oder eine ★-Karte).
    }
learn-wa-swapped = { $you ->
        [yes] Du legst eine Tierkarte unter den Stapel und nimmst die oberste.
       *[no] { $who } tauscht eine Tierkarte gegen die oberste des Stapels.
    }
learn-wa-discarded = { $you ->
        [yes] Du legst eine Tierkarte unter den Stapel.
       *[no] { $who } legt eine Tierkarte unter den Stapel.
    }
learn-wa-relaid = { $you ->
        [yes] Du legst die letzte Streckenverlängerung von { $expedition } neu.
       *[no] { $who } legt die letzte Streckenverlängerung von { $expedition } neu.
    }
learn-wa-new-mission = Eine neue offene Entdeckungsmission: { $card }.
learn-wa-passed = { $you ->
        [yes] Du passt: Keine Expedition ließ sich ohne Gutscheine verlängern.
       *[no] { $who } passt: Keine Expedition ließ sich ohne Gutscheine verlängern.
    }
learn-wa-missed = { $you ->
        [yes] Du setzt diesen Zug aus (Ereigniskarte).
       *[no] { $who } setzt diesen Zug aus (Ereigniskarte).
    }
learn-wa-turn = { $you ->
        [yes] Du bist am Zug.
       *[no] { $who } ist am Zug.
    }

## Die Regeln, gesagt, wenn sie zum ersten Mal vorkommen (eine je Zeile von docs/tutorials/wildlife-adventure.md)

learn-wa-rule-start = 📖 Regeln der Expeditionen: Alle drei Expeditionen beginnen an der Startbasis in Europa; in jedem Zug legst du eine Streckenverlängerung, um eine Expedition zu beginnen oder fortzusetzen.
learn-wa-rule-end-turn = 📖 Eine Streckenverlängerung muss gelegt werden, wann immer das ohne Gutscheine geht; danach (und nach allem, was du bezahlst) beendest du deinen Zug.
learn-wa-rule-continue = 📖 Nur an den freien Enden anlegen: Eine Expedition geht von ihrer Spitze aus weiter, nie von einem früheren Punkt abzweigend, in jede Richtung (entlang einer Linie, auf der schon eine Streckenverlängerung liegt, ist es eine parallele: 2 Reisegutscheine).
learn-wa-rule-green = 📖 Grüne Felder: Wer eines erreicht, darf sofort noch eine Streckenverlängerung legen, an jede Expedition.
learn-wa-rule-red = 📖 Rote Felder: Wer eines erreicht, zieht eine Ereigniskarte und befolgt sie sofort; eine Karte mit ★ darf stattdessen offen aufbewahrt und in einem späteren Zug gespielt werden.
learn-wa-rule-blue = 📖 Blaue Felder: Wer eines erreicht, nimmt 3 Reisegutscheine oder gibt allen anderen je eine weitere Tierkarte.
learn-wa-rule-obstacle = 📖 Reisegutscheine: Für 1 Gutschein stellst oder versetzt du die Hindernisse (jedes einmal, bis zu deiner nächsten Streckenverlängerung); auf einem Hindernis darf keine Streckenverlängerung enden. Für 1 Gutschein tauschst du auch eine Tierkarte gegen die oberste des Stapels.
learn-wa-rule-extra = 📖 Reisegutscheine: Für 2 Gutscheine legst du eine zusätzliche oder eine parallele Streckenverlängerung oder entfernst die letzte Streckenverlängerung einer Expedition. Höchstens 3 Gutscheine pro Zug, vor oder nach deiner Streckenverlängerung.
learn-wa-rule-found = 📖 Ziele erreichen: Erreicht eine Expedition das Feld einer Tierkarte, die jemand auf der Hand hat, wird die Karte sofort abgelegt, egal wer die Streckenverlängerung gelegt hat.
learn-wa-rule-open-mission = 📖 Offene Entdeckungsmissionen: Wer die Streckenverlängerung legt, die eine erreicht, bekommt sie; sie werden nicht ersetzt.
learn-wa-rule-score = 📖 Wertung: +1 für jedes gefundene Tier, −1 für jede Tierkarte, die du noch hältst. Das Spiel endet, sobald jemand keine Tierkarte mehr auf der Hand hat.

## Hinweise nach einer Ablehnung

learn-wa-hint-wait = Warte auf deinen Zug: Der Trainer sagt dir, wann du am Zug bist.
learn-wa-hint-pending = Triff zuerst die Wahl, nach der das Panel fragt (das blaue Feld oder die Ereigniskarte).
learn-wa-hint-must-lay = Lege zuerst deine Streckenverlängerung: Sie ist Pflicht, wann immer sie ohne Gutscheine geht.
learn-wa-hint-extend = Eine Expedition geht nur von ihrer Spitze aus weiter, nie auf ein Hindernis; eine zweite Streckenverlängerung in diesem Zug kostet 2 Reisegutscheine (du hast { $spent } von { $most } in diesem Zug ausgegeben).
learn-wa-hint-vouchers = Das kostet Reisegutscheine: Du hast { $vouchers } und darfst { $most } pro Zug ausgeben ({ $spent } bisher).

## Das Ende der Lektion

learn-wa-farewell = Das ist das Spiel: Du hast { $found ->
        [one] { $found } Tier
       *[other] { $found } Tiere
    } gefunden und hältst { $held ->
        [one] { $held } Tierkarte
       *[other] { $held } Tierkarten
    }, das sind jetzt { $score } Punkte. Eine echte Partie geht weiter, bis jemand keine Tierkarte mehr auf der Hand hat; dann zählt +1 je gefundenem Tier, −1 je Karte auf der Hand, und wer die meisten Punkte hat, gewinnt.

## ❔ Was nun?

learn-wa-explain-tip = { $colour ->
        [red] 🟥 Rot
        [yellow] 🟨 Gelb
       *[blue] 🟦 Blau
    } { $started ->
        [yes] auf { $tip }
       *[no] nicht begonnen
    }
learn-wa-explain-wait = { $pending ->
        [blue] { $who } wählt, was ein blaues Feld bringt.
        [discard] { $who } legt eine Tierkarte unter den Stapel (Ereigniskarte).
        [relay] { $who } legt eine Streckenverlängerung neu (Ereigniskarte).
       *[other] { $who } ist am Zug und legt eine Streckenverlängerung.
    }
learn-wa-explain-wait-more = Jede Expedition gehört allen: Erreicht die Streckenverlängerung eines anderen das Feld eines deiner Tiere, findest du es auch. Dein Panel wird aktiv, sobald du am Zug bist.
learn-wa-explain-extend = Lege eine Streckenverlängerung an eine beliebige Expedition, an ihrer Spitze (nie abzweigend): { $tips }. Eine noch nicht begonnene Expedition startet an der Startbasis.
learn-wa-explain-reach = Eine Streckenverlängerung erreicht: { $spaces }.
learn-wa-explain-far = Keines deiner Tiere und keine offene Entdeckungsmission ist eine Streckenverlängerung entfernt; das nächste Ziel ist { $steps ->
        [one] eine Streckenverlängerung
       *[other] { $steps } Streckenverlängerungen
    } entfernt.
learn-wa-explain-ids = Die Kennung eines Feldes ist Kontinent und Nummer: AF4 ist Feld 4 in Afrika (EU Europa, AS Asien, AU Australien, NA Nordamerika, SA Südamerika; L/R Pfeilfelder, OC Seewege).
learn-wa-explain-vouchers = 🎟️ Du hast { $vouchers } Reisegutscheine und darfst in diesem Zug noch { $left } ausgeben (höchstens { $most }): 1 stellt oder versetzt Hindernisse oder tauscht eine Tierkarte, 2 legen eine zusätzliche oder parallele Streckenverlängerung oder entfernen die letzte einer Expedition.{ $stars ->
        [0] {""}
       *[other] { " " }Deine aufbewahrten ★-Karten bezahlen stattdessen je einen solchen Zug.
    }
learn-wa-explain-pass = Keine Expedition lässt sich ohne Reisegutscheine verlängern ({ $tips }): Jeder nächste Punkt trägt ein Hindernis oder bräuchte eine parallele Streckenverlängerung. Gib Reisegutscheine aus oder passe mit 🏁 Zug beenden.
learn-wa-explain-bonus = Du darfst { $count ->
        [one] noch eine Streckenverlängerung
       *[other] noch { $count } Streckenverlängerungen
    } kostenlos legen (grünes Feld oder Ereigniskarte), an jede Expedition, oder 🏁 Zug beenden drücken.
learn-wa-explain-spend = Deine Streckenverlängerung liegt: Du darfst Reisegutscheine ausgeben (das 🎟️-Menü) und drückst dann 🏁 Zug beenden.
learn-wa-explain-blue = Ein blaues Feld: Nimm 3 Reisegutscheine oder gib { $others ->
        [one] deinem Gegner
       *[other] allen anderen je
    } eine weitere Tierkarte.
learn-wa-explain-blue-more = Wer eine Karte erhält, muss ein Tier mehr finden: −1 am Ende, wenn keine Expedition es erreicht.
learn-wa-explain-discard = Eine Ereigniskarte: Lege eine deiner Tierkarten unter den Stapel, ohne Ersatz.
learn-wa-explain-discard-far = Jede Karte auf der Hand zählt am Ende −1; am weitesten von allen Expeditionen entfernt ist { $card }.
learn-wa-explain-discard-score = Jede Karte auf der Hand zählt am Ende −1.
learn-wa-explain-relay = Eine Ereigniskarte: Nimm die letzte Streckenverlängerung einer Expedition auf und lege sie vom selben Punkt entlang einer anderen freien Linie.
learn-wa-explain-relay-more = Das Feld, das sie jetzt erreicht, wirkt, als wäre es gerade erreicht worden (ein Tier gefunden, eine Ereigniskarte, noch eine Streckenverlängerung …).

## /rules: ein Beispiel

learn-wa-example = **Zwei Züge an der Startbasis**: { $first } startet die 🟥 rote Expedition von START nach EU6, dem Feld des Wolfs; { $first } hält diese Tierkarte und findet das Tier sofort. { $second } verlängert Rot von der Spitze nach EU7, einem grünen Feld, und legt deshalb sofort noch eine Streckenverlängerung: Die 🟨 gelbe Expedition startet auf EU5. Rot geht jetzt nur noch von EU7 weiter, nie von EU6 abzweigend.
learn-wa-example-alt = Der Spielplan um die Startbasis in Europa: Die rote Expedition verläuft START, EU6, EU7; die gelbe START, EU5.
