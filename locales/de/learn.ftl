### /learn (Issue 35): was alle Tutorials teilen, und die allgemeine Zeile von ❔ Was nun?
### Übersetzung aus dem Englischen (locales/en/learn.ftl). Wie man übersetzt: docs/languages.md.

## /learn

learn-no-tutorial = Für { $game } gibt es noch kein Tutorial: /regeln erklärt das Spiel, /hilfe zeigt, wie die Knöpfe funktionieren.
learn-unavailable = Lernen ist gerade nicht möglich. Bitte versuche es gleich noch einmal.
learn-nothing-to-continue = Du hast kein laufendes Tutorial für { $game }: Drücke „Starten“ für ein neues.
learn-offer-running = **{ $game } lernen**: Dein Tutorial wartet auf dich. Du hast { $met } von { $rules } Regeln kennengelernt, in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }. Mach dort weiter, wo du aufgehört hast, oder fang mit der ersten Karte neu an.
learn-offer-learned = **{ $game } lernen**: Du hast es schon gelernt. Das Tutorial noch einmal spielen?
learn-offer-new = **{ $game } lernen**: eine angeleitete Partie gegen Bots, die nur du siehst, etwa 10 Minuten.
learn-continue = Weiter
learn-restart = Neu beginnen
learn-start = Starten
learn-header = 🎓 **Du lernst { $game }** · Regeln kennengelernt: { $met } von { $rules } · nur du siehst das
learn-wait = ⏳ Die Bots spielen; ihre Züge erscheinen hier.
learn-learned = ✅ **Du hast { $game } gelernt!** /profil zeigt es; /spielen eröffnet eine echte Partie.
learn-expired = ⌛ **Dieses Tutorial-Panel wird nicht mehr aktualisiert** (Discord lässt einen Bot eine private Nachricht 15 Minuten lang ändern). Mit /lernen machst du bei { $game } weiter, wo du aufgehört hast.
learn-farewell-next = Starte mit /spielen eine echte Partie oder lies mit /regeln die Zusammenfassung der Regeln.

## ❔ Was nun?

learn-explain-generic = Dein Panel zeigt, was du jetzt tun kannst: Die aktiven Knöpfe sind deine Möglichkeiten. /regeln erklärt das Spiel, /lernen bringt es dir beim Spielen bei.

## /rules

learn-rules-example = Beispiel

## /profile und Lobbys

learn-profile-learned = 🎓 Gelernt: { $games }
learn-profile-none = 🎓 Noch kein Spiel gelernt: /lernen bringt dir eines beim Spielen bei.
learn-lobby-new = neu bei { $game }
learn-lobby-pointer = 🎓 Neu bei { $game }? /lernen bringt es dir in etwa 10 Minuten bei, gegen Bots und nur für dich.
