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

## Taking back a move (issue 36). Our own translation.

core-undo-button = Zurücknehmen: { $what }
core-undo-what = dein letzter Zug
core-undo-kind = { $kind }
core-undo-taken-back = Dieser Zug wurde schon zurückgenommen.
core-undo-other-seat = Dieser Zug kann nicht mehr zurückgenommen werden: Seitdem hat jemand anderes gezogen.
core-undo-turn-over = Dieser Zug kann nicht mehr zurückgenommen werden: Du bist nicht mehr am Zug.
core-undo-revealed = Dieser Zug kann nicht mehr zurückgenommen werden: Seitdem wurde etwas Verdecktes gezeigt oder gezogen, oder der Zufall hat entschieden.
core-undo-scoring = Dieser Zug kann nicht mehr zurückgenommen werden: Seitdem gab es eine Wertung.
core-undo-not-own = Nur einen Zug, den du selbst gemacht hast, kannst du zurücknehmen.
core-undo-late = Zu spät zum Zurücknehmen: Deine Zeit für diesen Zug ist abgelaufen.
core-undo-option = Züge zurücknehmen
core-undo-option-on = An
core-undo-option-off = Aus
core-undo-rules-title = Einen Zug zurücknehmen
core-undo-rule-take-back = Wenn du am Zug bist, kannst du nacheinander zurücknehmen: { $kinds }.
core-undo-rule-simultaneous = Zurücknehmen kannst du { $kinds }, bis alle gewählt haben.
core-undo-rule-never = Nie zurückzunehmen: { $kinds }.
core-undo-rule-closed-by = Ein Zug kann nicht mehr zurückgenommen werden, sobald eines davon geschieht: { $moments }.
core-undo-moment = { $moment ->
    [card_played] eine Karte aus der Hand wird gespielt
    [auction_opened] eine Versteigerung beginnt
    [cards_drawn] Karten werden gezogen
    [scoring] eine Wertung findet statt
    [other_seat_acted] jemand anderes ist am Zug
    [chance_card] eine Ereigniskarte wird aufgedeckt
    [animal_card_laid_down] eine Tierkarte wird ausgelegt
    [card_drawn] eine Karte wird gezogen oder abgegeben
    [turn_ended] der Zug endet
   *[other] { $moment }
}
core-undo-rule-clock = Zurücknehmen gibt keine Zeit zurück: Deine Frist ist die, die du vor dem Zug hattest.
core-undo-rule-lobby-option = Der Gastgeber kann das Zurücknehmen in der Lobby ausschalten.
core-undo-rule-none = { $why ->
   *[real_time] Nichts kann zurückgenommen werden: Alle spielen gleichzeitig, in Echtzeit.
}
core-undo-rule-button = Drück ↩️ Zurücknehmen in deinem Panel: Der Knopf nennt den Zug, den er zurücknimmt, und ist nur da, solange das geht.
core-undo-post-taken-back = ↩️ { $name } hat das zurückgenommen.
core-undo-history-mark = ↩️ zurückgenommen
core-undo-history-undo = ↩️ { $name } nimmt Zug { $number } zurück.
