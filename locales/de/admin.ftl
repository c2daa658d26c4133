### Menageries Wörter für Server-Admins (übersetzt aus locales/en/admin.ftl): /einrichten, die
### Befehle der Moderation und /saison. Ids beginnen mit "admin-". Wie man übersetzt: docs/languages.md.
### Begriffe wie in Discords deutscher Oberfläche: Server, Kanal, Rolle, Mitglied, Server verwalten.

## /setup show

admin-show-title = Menagerie auf diesem Server
admin-show-where = Wo Spiele eröffnet werden dürfen
admin-show-where-anywhere = Überall (kein Kanal festgelegt).
admin-show-where-all-deleted = Alle festgelegten Kanäle sind gelöscht, daher dürfen Spiele **überall** eröffnet werden.
admin-show-where-some-deleted = Gelöschte Kanäle werden nicht aufgeführt.
admin-show-results = Ergebnisse
admin-show-results-none = Werden nicht gesendet (kein Kanal festgelegt).
admin-show-results-deleted = { $channel }: Ergebnisse werden **nicht gesendet**, bis ein anderer Kanal festgelegt ist.
admin-show-hosts = Wer Lobbys eröffnen darf
admin-show-hosts-roles = { $roles } (und Server-Admins)
admin-show-hosts-all-deleted = { $roles } – gelöscht, daher dürfen **alle Mitglieder** Lobbys eröffnen.
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

admin-channels-added = { $channel } hinzugefügt: Spiele dürfen jetzt in { $channels } eröffnet werden.
admin-channels-already = { $channel } ist schon ein Spielekanal; nichts geändert.
admin-channels-full = Es sind höchstens { $max } Spielekanäle möglich; entferne zuerst einen.
admin-channels-removed = { $channel } entfernt: Spiele dürfen jetzt in { $channels } eröffnet werden.
admin-channels-removed-anywhere = { $channel } entfernt: Spiele dürfen jetzt in jedem Kanal eröffnet werden.
admin-channels-not-listed = { $channel } ist kein Spielekanal; nichts geändert.
admin-channels-anywhere = Spiele dürfen jetzt in jedem Kanal eröffnet werden (die Kanalliste wurde geleert).
admin-channels-anywhere-already = Spiele dürfen schon überall eröffnet werden; nichts geändert.

## /setup results

admin-results-set = Ergebnisse beendeter Partien werden jetzt in { $channel } gesendet.
admin-results-off = Ergebnisse beendeter Partien werden nicht mehr gesendet.
admin-result = 🏁 **{ $game }** #{ $match }: { $seats }
admin-result-link = { $result } — { $link }
admin-result-seat = { $place }. { $name } ({ $score })
admin-result-seat-left = { $place }. { $name } ({ $score }) (gegangen)

## /setup hosts

admin-hosts-added = { $role } hinzugefügt: Jetzt dürfen Mitglieder mit { $roles } (und Server-Admins) Lobbys eröffnen.
admin-hosts-already = { $role } darf schon Lobbys eröffnen; nichts geändert.
admin-hosts-full = Es sind höchstens { $max } Gastgeber-Rollen möglich; entferne zuerst eine.
admin-hosts-everyone-hint = Um allen Mitgliedern das Eröffnen von Lobbys zu erlauben, nutze /einrichten gastgeber alle.
admin-hosts-removed = { $role } entfernt: Jetzt dürfen Mitglieder mit { $roles } (und Server-Admins) Lobbys eröffnen.
admin-hosts-removed-everyone = { $role } entfernt: Jetzt dürfen alle Mitglieder Lobbys eröffnen.
admin-hosts-not-listed = { $role } ist keine Gastgeber-Rolle; nichts geändert.
admin-hosts-everyone = Jetzt dürfen alle Mitglieder Lobbys eröffnen (die Gastgeber-Rollen wurden geleert).
admin-hosts-everyone-already = Alle Mitglieder dürfen schon Lobbys eröffnen; nichts geändert.

## /setup defaults and /setup bots

admin-defaults-set = { $option } **{ $value }** gilt jetzt in neuen Lobbys für { $game }.
admin-defaults-cleared = { $option } steht in neuen Lobbys für { $game } jetzt wieder auf dem Standardwert des Bots.
admin-defaults-cleared-all = Alle Optionen stehen in neuen Lobbys für { $game } jetzt wieder auf den Standardwerten des Bots.
admin-defaults-not-set = Diese Vorgabe ist für { $game } nicht festgelegt; nichts geändert.
admin-defaults-no-option = { $game } hat keine Option „{ $option }“; möglich sind: { $options }.
admin-defaults-misfit = Diese Vorgabe passt nicht. Für { $option } erlaubt: { $accepts } (eingegeben: { $got }).
admin-bots-allowed = Bots dürfen jetzt in Lobbys für { $game } Plätze einnehmen.
admin-bots-barred = In Lobbys für { $game } können keine Bots mehr hinzugefügt werden (wer eine laufende Partie verlässt, dessen Platz übernimmt weiterhin ein Bot).
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
    [0] keiner (alle dürfen beitreten)
   *[other] ≥ { $percent } % beendet
}
admin-value-none = keine
admin-value-number = { $n }
admin-typed-on = an, ja, wahr
admin-typed-off = aus, nein, falsch
admin-typed-none = keine, kein, keiner, nichts, standard
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
    [time_bank_s] eine Sekundenzahl von 0 (keines) bis { $max } ({ $span })
    [bank_refill_s] eine Sekundenzahl pro Zug von 0 bis { $max } ({ $span })
    [ranked] an (das Ergebnis ändert Wertungen) oder aus (ungewertet: zählt nur für die Verlässlichkeit)
   *[min_reputation] ein ganzer Prozentwert von 0 (alle) bis { $max }
}

## /pause, /resume, /removeplayer, /seattobot, /endmatch

admin-no-such-match = Auf diesem Server gibt es keine laufende Partie oder Lobby #{ $match }.
admin-say-which = { $what ->
    [running] Gib an, welche laufende Partie du meinst (siehe /spiele).
    [lobby] Gib an, welche offene Lobby du meinst (siehe /spiele).
   *[any] Gib an, welche Partie oder Lobby du meinst (siehe /spiele).
}
admin-none-here = { $what ->
    [running] Hier läuft keine Partie; gib an, welche du meinst (siehe /spiele).
    [lobby] Hier ist keine Lobby offen; gib an, welche du meinst (siehe /spiele).
   *[any] Hier gibt es keine Partie und keine Lobby; gib an, welche du meinst (siehe /spiele).
}
admin-paused = Partie #{ $match } ist pausiert: Die Uhren stehen still, und bis du /fortsetzen nutzt, werden keine Züge angenommen.
admin-resumed = Partie #{ $match } läuft wieder; jede Zuguhr hat ihre verbliebene Zeit behalten.
admin-removed = { $name } wurde aus Lobby #{ $match } entfernt.
admin-seat-to-bot = Ein Bot spielt jetzt den Platz von { $name } in #{ $match }.{ $running ->
    [true] {" "}Mit /wiedereinsteigen kann die Person ihn zurückholen.
   *[false] {""}
}
admin-end-admins-only = Nur Mitglieder, die diesen Server verwalten dürfen, können eine Partie beenden.
admin-end-no-such-match = Auf diesem Server läuft keine Partie #{ $match }.
admin-ended = Partie #{ $match } wurde beendet; die Wertungen bleiben unverändert.
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
