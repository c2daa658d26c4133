### Wildlife Adventure (Abenteuer Tierwelt) auf Deutsch (Übersetzung aus locales/en/wildlife-adventure.ftl).
### Ids beginnen mit "wa-". Our own translation: the German edition's terms are not at hand.

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
    } neu nach { $to }
    [remove] letzte Streckenverlängerung von { $expedition ->
        [red] 🟥 Rot
        [yellow] 🟨 Gelb
       *[blue] 🟦 Blau
    } entfernen
    [obstacle] { $to ->
        [off] Hindernis { $obstacle } vom Plan
       *[other] Hindernis { $obstacle } nach { $to }
    }
    [blue] { $choice ->
        [vouchers] 3 Reisegutscheine
       *[cards] eine Tierkarte für alle anderen
    }
    [discard] { $card } unter den Stapel
   *[other] dein Zug
}
wa-undo-kind = { $kind ->
    [extend] eine Streckenverlängerung
    [remove] das Entfernen einer Streckenverlängerung
    [obstacle] ein versetztes Hindernis
    [blue] die Wahl auf einem blauen Feld
    [discard] die Tierkarte, die eine Ereigniskarte unter den Stapel legt
    [relay] eine neu gelegte Streckenverlängerung
   *[other] { $kind }
}

## Wörter, die ein Spieler zuerst auf dem Tisch und dem Panel trifft (issue 35, „Words“)

wa-words-type-a-space = Tippe ein Feld mit der Kennung, die auf dem Plan steht: AF7 ist Feld 7 in Afrika (EU Europa, AS Asien, AU Australien, NA Nordamerika, SA Südamerika; L1–L3 / R1–R3 Pfeilfelder, OC1–OC3 Seewege).
wa-words-legend = Plan: AF7 = Feld 7 in Afrika (EU, AS, AU, NA, SA; L/R Pfeilfelder, OC Seewege) · ? rotes Feld = Ereigniskarte · + grün = noch eine Streckenverlängerung · B im blauen Quadrat = blaues Feld: Gutscheine oder Karten · R 2 / Y 2 / B 2 = Spitze der roten / gelben / blauen Expedition, 2 Streckenverlängerungen gelegt · X1–X3 Hindernisse (dort endet keine Streckenverlängerung) · umringt = offene Entdeckungsmission · grau = Tier gefunden · 🎟️ Reisegutscheine (höchstens 3 pro Zug) · ⭐ aufbewahrte ★-Ereigniskarten · Drücke „My cards“, um zu spielen
wa-words-obstacles-paid = Hindernisse bezahlt (jedes darf in diesem Zug noch einmal versetzt werden)
wa-words-obstacle-paid = schon bezahlt: Dein Reisegutschein in diesem Zug versetzt jedes Hindernis einmal, bis zu deiner nächsten Streckenverlängerung
wa-words-kept = ⭐ aufbewahrte ★-Ereigniskarten (jede bezahlt einen Zug statt Reisegutscheinen): { $cards }
