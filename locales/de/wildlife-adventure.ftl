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
