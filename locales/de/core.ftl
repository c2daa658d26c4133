### Menageries gemeinsame Wörter (übersetzt aus locales/en/core.ftl).
### Ids beginnen mit "core-". Wie man übersetzt: docs/languages.md.

## Languages

core-lang-name = Deutsch
core-lang = { $lang ->
    [en] Englisch
    [de] Deutsch
   *[other] { $lang }
}
core-lang-auto = Automatisch
core-lang-unknown = „{ $given }“ ist hier keine Sprache: wähle { $languages } oder automatisch.

## /settings language

core-settings-language = Sprache: **{ $language }** (`/einstellungen sprache:`).
core-settings-language-auto = Sprache: automatisch, deine Discord-Sprache (jetzt **{ $language }**) (`/einstellungen sprache:`).
core-settings-language-set = Du liest Menagerie jetzt auf **{ $language }**: deine Panels, DMs, Erinnerungen und Antworten.
core-settings-language-auto-set = Du liest Menagerie jetzt in deiner Discord-Sprache (jetzt **{ $language }**).

## /setup language

core-setup-language-set = Lobbys, Tische, Thread-Beiträge und Ergebnisse dieses Servers sind jetzt auf **{ $language }**, jeweils ab ihrer nächsten Aktualisierung.
core-setup-language-auto-set = Die Sprache dieses Servers ist wieder automatisch: seine Discord-Sprache, sonst Englisch (jetzt **{ $language }**).
core-setup-show-language = Sprache
core-setup-show-language-auto = Automatisch: jetzt { $language } (die Discord-Sprache des Servers, sonst Englisch).

## Errors (every cog)

core-apology = Entschuldigung, bei uns ist etwas schiefgegangen. Es wurde nichts geändert; bitte versuche es noch einmal.
core-unknown-command = Diesen Befehl gibt es in Menagerie nicht mehr (eine ältere Version hat ihn hinterlassen). Tippe **/**, um die aktuellen Befehle zu sehen.
core-cannot-use-here = Diesen Befehl kannst du hier nicht verwenden.
core-moved-on-reply = Die Partie ging weiter, während dein Klick bearbeitet wurde (er ist vielleicht schon ausgeführt); sieh sie dir an, bevor du es noch einmal versuchst.

## The table kit: panels, buttons, choosers (cogs/kit)

core-unknown-button = Dieser Knopf ist unbekannt (vielleicht aus einem älteren Panel): Drück den Knopf am Tisch für ein frisches.
core-no-match = Diese Partie gibt es nicht.
core-match-gone = Diese Partie ist vorbei oder existiert nicht.
core-not-playing = Du spielst in dieser Partie nicht mit; die Tischnachricht zeigt alles Öffentliche.
core-panel-match-over = Diese Partie ist vorbei.
core-stale-button = Dieser Knopf war aus einem früheren Zug; hier ist dein Panel, wie es jetzt ist.
core-move-made = Dein Zug wurde ausgeführt, aber dieses Panel konnte nicht neu gezeichnet werden: Drück 🔄 Aktualisieren.
core-moved-on = Die Partie ging weiter, während dein Klick bearbeitet wurde (dein Zug ist vielleicht schon ausgeführt, etwa vom anderen Prozess des Bots); hier ist sie, wie sie jetzt steht.
core-copy-replaced = Diese Kopie deines Panels wurde durch eine neuere ersetzt; hier ist dein Panel, wie es jetzt ist.
core-panel-out-of-date = ⌛ **Dieses Panel wird nicht mehr aktualisiert** (Discord lässt einen Bot eine private Nachricht 15 Minuten lang ändern). Drück **{ $label }** am Tisch für ein frisches.
core-panel-replaced = ⌛ **Ein neueres Panel ist offen** — dieses wird nicht mehr aktualisiert.
core-refresh = Aktualisieren
core-action-not-recognised = Diese Aktion ist unbekannt.
core-your-choice = Deine Wahl
core-type-it = Eintippen
core-pick-group = { $placeholder }: erst eine Gruppe wählen
core-full-map = Ganze Karte
core-full-map-spectator = 🗺️ Die ganze Karte (nur du siehst sie). Drück **{ $label }** am Tisch, um zu spielen.
core-asked-move = mach deinen Zug

## Seats

core-seat-nobody = niemand
core-seat-number = Platz { $seat }
core-seat-left = { $name } (gegangen, ein Bot spielt)
core-seat-bot-played = { $name } (ein Bot spielte zeitweise)
core-bot-level = { $level ->
    [easy] Leicht
    [hard] Schwer
   *[normal] Normal
}

## Taking back a move (engine/undo.py's refusals)

core-undo-off = Zurücknehmen ist in dieser Partie ausgeschaltet.
core-undo-unknown = Diesen Zug gibt es nicht zum Zurücknehmen.
core-undo-stale = Dieser Zug kann nicht mehr zurückgenommen werden.
core-undo-not-yours = Du kannst nur deine eigenen Züge zurücknehmen.
core-undo-not-latest = Nimm zuerst deinen letzten Zug zurück.
core-undo-closed = Dieser Zug kann nicht mehr zurückgenommen werden: Sein Moment ist vorbei.
core-undo-changed = Dieser Zug kann nicht mehr zurückgenommen werden: Der Tisch hat sich seitdem verändert.

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

## Ergebnisse

core-standings-footer = { $casual ->
    [yes] Partie ohne Wertung: Wertungen unverändert · /rangliste
   *[no] Die Rangliste ist aktualisiert: /rangliste
}
