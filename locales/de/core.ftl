### Menageries gemeinsame Wörter (Übersetzung aus dem Englischen, locales/en/core.ftl).
### Ids beginnen mit "core-". Wie man übersetzt: docs/languages.md.

## Languages

core-lang-name = Deutsch

## When the bot or what a person used is gone

core-bot-absent = Ich bin nicht mehr auf diesem Server, deshalb funktionieren Menageries Befehle und Knöpfe hier nicht. Wer den Server verwalten darf, kann mich wieder einladen: { $invite }
core-place-gone = Was du benutzt hast, wurde inzwischen gelöscht (die Nachricht, der Kanal oder der Thread), deshalb ist nichts geschehen.
core-match-over = { $game } #{ $match } ist vorbei; der Spieltisch zeigt das Ergebnis.
core-match-ended-place = { $game } #{ $match } endete ohne Ergebnis: { $place ->
        [thread] der Thread
       *[channel] der Kanal
    }, in dem gespielt wurde, wurde gelöscht. Keine Wertung hat sich geändert.
core-match-ended = { $game } #{ $match } wurde ohne Ergebnis beendet. Keine Wertung hat sich geändert.
core-lobby-closed = Die Lobby für { $game } #{ $match } wurde geschlossen.
core-move-made-then = Dein Zug wurde gemacht. { $why }

## Supplied text

core-unnamed = (ohne Namen)

## Forums

core-forum-lobby-open = Deine Lobby ist in einem neuen Beitrag offen: { $link }
core-forum-post-refused = Ich konnte in diesem Forum keinen Beitrag erstellen, also wurde keine Lobby eröffnet. Bitte eine Moderation, mir das Erstellen von Beiträgen zu erlauben, oder nutze einen anderen Kanal.
core-perm-create-posts = Beiträge erstellen
core-forum-moved = 🔒 Der Beitrag von { $title } #{ $match } wurde von der Moderation geschlossen; die Partie geht in diesem neuen Beitrag weiter.
