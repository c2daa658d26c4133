### Menageries Wörter für Server-Admins (übersetzt aus locales/en/admin.ftl): /einrichten, die
### Befehle der Moderation und /saison. Ids beginnen mit "admin-". Wie man übersetzt: docs/languages.md.
### Begriffe wie in Discords deutscher Oberfläche: Server, Kanal, Rolle, Mitglied, Server verwalten.

## /setup show

admin-show-title = Menagerie auf diesem Server
admin-show-where = Spiele dürfen eröffnet werden in
admin-show-where-anywhere = Überall (kein Kanal festgelegt).
admin-show-where-all-deleted = Jeder festgelegte Kanal ist gelöscht, daher dürfen Spiele **überall** eröffnet werden.
admin-show-where-some-deleted = Gelöschte Kanäle sind weggelassen.
admin-show-results = Ergebnisse
admin-show-results-none = Werden nicht gesendet (kein Kanal festgelegt).
admin-show-results-deleted = { $channel }: Ergebnisse werden **nicht gesendet**, bis ein anderer Kanal festgelegt ist.
admin-show-hosts = Wer Lobbys eröffnen darf
admin-show-hosts-roles = { $roles } (und Server-Admins)
admin-show-hosts-all-deleted = { $roles } – jede Rolle ist gelöscht, daher dürfen **alle** Lobbys eröffnen.
admin-show-hosts-everyone = Alle.
admin-show-defaults = Vorgaben für neue Lobbys
admin-show-defaults-more = Vorgaben (Fortsetzung)
admin-show-defaults-none = Die Standardwerte des Bots (keine festgelegt).
admin-show-game-defaults = **{ $game }:** { $defaults }
admin-show-default = { $option } **{ $value }**
admin-show-no-bots = **keine Bots**
admin-show-footer = Ändern mit /einrichten kanäle, ergebnisse, gastgeber, vorgaben, bots, sprache
admin-channel-deleted = ~~#gelöschter-kanal~~ ({ $id }, gelöscht)
admin-role-deleted = ~~gelöschte Rolle~~ ({ $id })
admin-or = { $first } oder { $rest }

## /setup channels

admin-channels-added = { $channel } hinzugefügt: Spiele dürfen jetzt eröffnet werden in { $channels }.
admin-channels-already = { $channel } ist schon ein Spielekanal; nichts geändert.
admin-channels-full = Höchstens { $max } Spielekanäle; entferne zuerst einen.
admin-channels-removed = { $channel } entfernt: Spiele dürfen jetzt eröffnet werden in { $channels }.
admin-channels-removed-anywhere = { $channel } entfernt: Spiele dürfen jetzt in jedem Kanal eröffnet werden.
admin-channels-not-listed = { $channel } ist kein Spielekanal; nichts geändert.
admin-channels-anywhere = Spiele dürfen jetzt in jedem Kanal eröffnet werden (die Kanalliste ist geleert).
admin-channels-anywhere-already = Spiele dürfen schon überall eröffnet werden; nichts geändert.

## /setup results

admin-results-set = Ergebnisse beendeter Partien werden jetzt in { $channel } gesendet.
admin-results-off = Ergebnisse beendeter Partien werden nicht mehr gesendet.
admin-result = 🏁 **{ $game }** #{ $match }: { $seats }
admin-result-link = { $result } — { $link }
admin-result-seat = { $place }. { $name } ({ $score })
admin-result-seat-left = { $place }. { $name } ({ $score }) (gegangen)

## /setup hosts

admin-hosts-added = { $role } hinzugefügt: Lobbys eröffnen dürfen jetzt Mitglieder mit { $roles } (und Server-Admins).
admin-hosts-already = { $role } darf schon Lobbys eröffnen; nichts geändert.
admin-hosts-full = Höchstens { $max } Gastgeber-Rollen; entferne zuerst eine.
admin-hosts-everyone-hint = Für alle nimm /einrichten gastgeber alle.
admin-hosts-removed = { $role } entfernt: Lobbys eröffnen dürfen jetzt Mitglieder mit { $roles } (und Server-Admins).
admin-hosts-removed-everyone = { $role } entfernt: Lobbys eröffnen dürfen jetzt alle.
admin-hosts-not-listed = { $role } ist keine Gastgeber-Rolle; nichts geändert.
admin-hosts-everyone = Jetzt dürfen alle Lobbys eröffnen (die Gastgeber-Rollen sind geleert).
admin-hosts-everyone-already = Alle dürfen schon Lobbys eröffnen; nichts geändert.

## /setup defaults and /setup bots

admin-defaults-set = Neue Lobbys von { $game } beginnen jetzt mit { $option } **{ $value }**.
admin-defaults-cleared = Neue Lobbys von { $game } beginnen jetzt mit dem Standardwert des Bots für { $option }.
admin-defaults-cleared-all = Neue Lobbys von { $game } beginnen jetzt bei jeder Option mit dem Standardwert des Bots.
admin-defaults-not-set = Diese Vorgabe ist für { $game } nicht festgelegt; nichts geändert.
admin-defaults-no-option = { $game } hat keine Option „{ $option }“; seine Optionen: { $options }.
admin-defaults-misfit = Diese Vorgabe passt nicht. Für { $option } erlaubt: { $accepts } (eingegeben: { $got }).
admin-bots-allowed = Bots dürfen jetzt in Lobbys von { $game } Plätze einnehmen.
admin-bots-barred = Bots können Lobbys von { $game } nicht mehr hinzugefügt werden (wer aussteigt, dessen Platz übernimmt weiterhin ein Bot).
admin-option = { $field ->
    [turn_timeout_s] Zugzeit
    [absent_after] Abwesend
    [time_bank_s] Zeitkonto
    [bank_refill_s] Zeitkonto-Aufladung
    [ranked] Gewertet
   *[min_reputation] Mindestanteil beendeter Partien zum Beitreten
}
admin-value-ranked = { $ranked ->
    [true] ja (Wertungen ändern sich)
   *[false] nein (ungewertet)
}
admin-value-min-reputation = { $percent ->
    [0] alle
   *[other] ≥ { $percent } % beendet
}
admin-value-none = keine
admin-value-number = { $n }
admin-typed-on = an, ja, wahr
admin-typed-off = aus, nein, falsch
admin-typed-none = keine, keiner, nichts, standard
admin-accepts-bool = an oder aus
admin-accepts-number = { $whole ->
    [true] eine ganze Zahl
   *[false] eine Zahl
}
admin-accepts-bounds = { $bounds ->
    [ge-le] { $number } von { $low } bis { $high }
    [gt-le] { $number } über { $low } bis höchstens { $high }
    [ge-lt] { $number } von { $low } bis unter { $high }
    [gt-lt] { $number } über { $low } und unter { $high }
    [ge] { $number } ab { $low }
    [gt] { $number } über { $low }
    [le] { $number } bis { $high }
    [lt] { $number } unter { $high }
   *[none] { $number }
}
admin-accepts-optional = { $accepts } oder keine (Standard)
admin-accepts-setting = { $field ->
    [turn_timeout_s] eine Sekundenzahl von 0 (keine) bis { $max } ({ $span }) oder eine Dauer wie { $live } oder { $days }
    [absent_after] eine Zahl verpasster Züge in Folge von 0 (nie) bis { $max }
    [time_bank_s] eine Sekundenzahl von 0 (keins) bis { $max } ({ $span })
    [bank_refill_s] eine Sekundenzahl pro Zug von 0 bis { $max } ({ $span })
    [ranked] an (das Ergebnis ändert Wertungen) oder aus (ungewertet: zählt nur für die Verlässlichkeit)
   *[min_reputation] ein ganzer Prozentwert von 0 (alle) bis { $max }
}

## /pause, /resume, /removeplayer, /seattobot, /endmatch

admin-no-such-match = Auf diesem Server gibt es keine laufende Partie und keine Lobby #{ $match }.
admin-say-which = { $what ->
    [running] Sag, welche laufende Partie (siehe /spiele).
    [lobby] Sag, welche offene Lobby (siehe /spiele).
   *[any] Sag, welche Partie oder Lobby (siehe /spiele).
}
admin-none-here = { $what ->
    [running] Hier läuft keine Partie; sag, welche (siehe /spiele).
    [lobby] Hier ist keine Lobby offen; sag, welche (siehe /spiele).
   *[any] Hier ist keine Partie und keine Lobby; sag, welche (siehe /spiele).
}
admin-paused = Partie #{ $match } ist pausiert: Ihre Uhren stehen, und bis du sie mit /fortsetzen weiterlaufen lässt, werden keine Züge angenommen.
admin-resumed = Partie #{ $match } läuft wieder; jede Zuguhr hat die Zeit behalten, die ihr blieb.
admin-removed = { $name } wurde aus Lobby #{ $match } entfernt.
admin-seat-to-bot = Ein Bot spielt jetzt den Platz von { $name } in #{ $match }.{ $running ->
    [true] {" "}Mit /wiedereinsteigen kann die Person ihn zurückholen.
   *[false] {""}
}
admin-end-admins-only = Nur Mitglieder, die diesen Server verwalten dürfen, können eine Partie beenden.
admin-end-no-such-match = Auf diesem Server läuft keine Partie #{ $match }.
admin-ended = Partie #{ $match } wurde beendet; keine Wertung hat sich geändert.
admin-thread-closed = 🔒 Der Thread der Partie wurde von der Moderation geschlossen; die Partie geht hier weiter.

## /season

admin-season-admins-only = Nur Mitglieder, die diesen Server verwalten dürfen, können eine Saison starten oder beenden.
admin-season-name-empty = Eine Saison braucht einen Namen, etwa „Frühjahr 2027“.
admin-season-name-long = Ein Saisonname darf höchstens { $max } Zeichen lang sein (dieser hat { $length }).
admin-season-name-all-time = „{ $name }“ ist der Name der Gesamtrangliste; wähle einen anderen Saisonnamen.
admin-season-begun = 🏁 Die Saison **{ $name }** hat begonnen: Jede Wertung in `/rangliste` beginnt neu.
admin-season-ended-by-next = Die Saison **{ $name }** ist beendet; ihre Endrangliste: { $hint }.
admin-season-ended = 🏁 Die Saison **{ $name }** ist beendet; ihre Endrangliste: { $hint }. Bis zum nächsten `/saison starten` zählen Partien nur für die Gesamtwertungen.
admin-season-hint = `/rangliste saison:` **{ $name }**
