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
core-moved-on-reply = Die Partie ging weiter, während dein Klick bearbeitet wurde (dein Zug wurde vielleicht schon ausgeführt); sieh sie dir an, bevor du es noch einmal versuchst.

## The table kit: panels, buttons, choosers (cogs/kit)

core-unknown-button = Dieser Knopf ist unbekannt (vielleicht aus einem älteren Panel): Drücke den Knopf am Tisch für ein neues.
core-no-match = Diese Partie gibt es nicht.
core-match-gone = Diese Partie ist vorbei oder existiert nicht.
core-not-playing = Du spielst in dieser Partie nicht mit; die Tischnachricht zeigt alles Öffentliche.
core-panel-match-over = Diese Partie ist vorbei.
core-stale-button = Dieser Knopf stammt aus einem früheren Zug; hier ist dein aktuelles Panel.
core-move-made = Dein Zug wurde ausgeführt, aber dieses Panel konnte nicht neu gezeichnet werden: Drücke 🔄 Aktualisieren.
core-moved-on = Die Partie ging weiter, während dein Klick bearbeitet wurde (dein Zug wurde vielleicht schon ausgeführt, etwa vom anderen Prozess des Bots); hier ist sie, wie sie jetzt steht.
core-copy-replaced = Diese Kopie deines Panels wurde durch eine neuere ersetzt; hier ist dein aktuelles Panel.
core-panel-out-of-date = ⌛ **Dieses Panel wird nicht mehr aktualisiert** (Discord lässt einen Bot eine private Nachricht 15 Minuten lang ändern). Drücke **{ $label }** am Tisch für ein neues.
core-panel-replaced = ⌛ **Ein neueres Panel ist offen** – dieses wird nicht mehr aktualisiert.
core-refresh = Aktualisieren
core-action-not-recognised = Diese Aktion ist unbekannt.
core-your-choice = Deine Wahl
core-type-it = Eintippen
core-pick-group = { $placeholder }: erst eine Gruppe wählen
core-full-map = Ganzer Spielplan
core-full-map-spectator = 🗺️ Der ganze Spielplan (nur du siehst ihn). Drücke **{ $label }** am Tisch, um zu spielen.
core-asked-move = deinen Zug machen

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

core-undo-off = Das Zurücknehmen von Zügen ist in dieser Partie ausgeschaltet.
core-undo-unknown = Einen solchen Zug zum Zurücknehmen gibt es nicht.
core-undo-stale = Dieser Zug kann nicht mehr zurückgenommen werden.
core-undo-not-yours = Du kannst nur deine eigenen Züge zurücknehmen.
core-undo-not-latest = Nimm zuerst deinen letzten Zug zurück.
core-undo-closed = Dieser Zug kann nicht mehr zurückgenommen werden: Der Zeitpunkt dafür ist vorbei.
core-undo-changed = Dieser Zug kann nicht mehr zurückgenommen werden: Am Tisch hat sich seitdem etwas geändert.

## When the bot or what a person used is gone

core-bot-absent = Ich bin nicht mehr auf diesem Server, deshalb funktionieren Menageries Befehle und Knöpfe hier nicht. Wer den Server verwalten darf, kann mich wieder einladen: { $invite }
core-place-gone = Was du benutzt hast, wurde inzwischen gelöscht (die Nachricht, der Kanal oder der Thread), deshalb ist nichts geschehen.
core-match-over = { $game } #{ $match } ist vorbei; der Tisch zeigt das Ergebnis.
core-match-ended-place = { $game } #{ $match } endete ohne Ergebnis: { $place ->
        [thread] Der Thread
       *[channel] Der Kanal
    }, in dem gespielt wurde, wurde gelöscht. Alle Wertungen bleiben unverändert.
core-match-ended = { $game } #{ $match } wurde ohne Ergebnis beendet. Alle Wertungen bleiben unverändert.
core-lobby-closed = Die Lobby für { $game } #{ $match } wurde geschlossen.
core-move-made-then = Dein Zug wurde ausgeführt. { $why }

## Supplied text

core-unnamed = (ohne Namen)

## Forums

core-forum-lobby-open = Deine Lobby ist in einem neuen Beitrag offen: { $link }
core-forum-post-refused = Ich konnte in diesem Forum keinen Beitrag erstellen, also wurde keine Lobby eröffnet. Bitte die Moderation, mir hier das Erstellen von Beiträgen zu erlauben, oder nutze einen anderen Kanal.
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
core-undo-rule-never = Nie zurücknehmen kannst du: { $kinds }.
core-undo-rule-closed-by = Ein Zug kann nicht mehr zurückgenommen werden, sobald eines davon geschieht: { $moments }.
core-undo-moment = { $moment ->
    [card_played] eine Karte aus der Hand wird gespielt
    [auction_opened] eine Versteigerung beginnt
    [cards_drawn] Karten werden gezogen
    [scoring] eine Wertung findet statt
    [other_seat_acted] jemand anderes zieht
    [chance_card] eine Ereigniskarte wird aufgedeckt
    [animal_card_laid_down] eine Tierkarte wird ausgelegt
    [card_drawn] eine Karte wird gezogen oder weitergegeben
    [turn_ended] der Zug endet
   *[other] { $moment }
}
core-undo-rule-clock = Zurücknehmen gibt keine Zeit zurück: Deine Frist ist die, die du vor dem Zug hattest.
core-undo-rule-lobby-option = Der Gastgeber kann das Zurücknehmen in der Lobby ausschalten.
core-undo-rule-none = { $why ->
   *[real_time] Nichts kann zurückgenommen werden: Alle spielen gleichzeitig, in Echtzeit.
}
core-undo-rule-button = Drücke ↩️ Zurücknehmen in deinem Panel: Der Knopf nennt den Zug, den er zurücknimmt, und erscheint nur, solange das möglich ist.
core-undo-post-taken-back = ↩️ { $name } hat das zurückgenommen.
core-undo-history-mark = ↩️ zurückgenommen
core-undo-history-undo = ↩️ { $name } nimmt Zug { $number } zurück.

## Speeds, clocks and durations (cogs/shared/words.py)

core-duration-seconds = { $n } s
core-duration-minutes = { $n } Min.
core-duration-hours = { $n } Std.
core-duration-days = { $n ->
    [one] { $n } Tag
   *[other] { $n } Tage
}
core-timer-none = keine
core-absent-turns = { $turns ->
    [0] nie
    [one] nach { $turns } verpassten Zug
   *[other] nach { $turns } verpassten Zügen
}
core-speed-live-untimed = Live, ohne Zugzeit
core-speed-timed = { $turn_based ->
    [true] Rundenbasiert
   *[false] Live
}, { $timer } pro Zug
core-speed-banked = { $turn_based ->
    [true] Rundenbasiert
   *[false] Live
}, { $timer } pro Zug + ein Zeitkonto von { $bank }{ $refill ->
    [none] {""}
   *[other] {" "}(+{ $refill } pro Zug)
}
core-settings-speed-live = Tempo: **Live**
core-settings-speed-turn-based = Tempo: **Rundenbasiert** (über Tage gespielt; Fristen erscheinen in deiner eigenen Zeitzone)
core-settings-speed-real-time = Tempo: **Live** – { $game } wird in Echtzeit gespielt, alle gleichzeitig, daher gibt es kein rundenbasiertes Tempo.
core-settings-timer = Zugzeit: **{ $timer }**{ $timed ->
    [true] {" "}pro Zug
   *[false] {""}
}
core-settings-bank = Zeitkonto: **{ $bank }** (Zusatzzeit für langsame Züge)
core-settings-bank-refill = Zeitkonto: **{ $bank }** (Zusatzzeit für langsame Züge, +{ $refill } zurück nach jedem rechtzeitigen Zug)
core-settings-absent = Abwesend: **{ core-absent-turns }**{ $turns ->
    [0] {""}
   *[other] {" "}in Folge (dann spielt ein Bot den Platz)
}
core-all-time = Gesamt

## The admin commands (/help for members with Manage Server)

core-admin-setup-show = **/einrichten anzeigen** — die ganze Einrichtung dieses Servers.
core-admin-setup-channels = **/einrichten kanäle hinzufügen · entfernen · überall** — wo Spiele eröffnet werden dürfen.
core-admin-setup-results = **/einrichten ergebnisse [kanal]** — wo eine Ergebniszeile jeder beendeten Partie gesendet wird.
core-admin-setup-hosts = **/einrichten gastgeber hinzufügen · entfernen · alle** — wer eine Lobby eröffnen darf.
core-admin-setup-defaults = **/einrichten vorgaben festlegen · zurücksetzen** — die Lobby-Optionen eines Spiels für neue Lobbys.
core-admin-setup-bots = **/einrichten bots** — ob Bots in einem Spiel Plätze einnehmen dürfen.
core-admin-setup-language = **/einrichten sprache** — die Sprache von Lobbys, Tischen, Thread-Beiträgen und Ergebnissen.
core-admin-pause = **/pausieren · /fortsetzen [partie]** — Uhren und Züge einer Partie anhalten und wieder starten.
core-admin-removeplayer = **/spieler-entfernen mitglied [partie]** — eine Person aus einer Lobby entfernen.
core-admin-seattobot = **/platz-an-bot mitglied [partie]** — den Platz einer Person einem Bot übergeben.
core-admin-endmatch = **/partie-beenden partie** — eine laufende Partie ohne Ergebnis beenden.
core-admin-season = **/saison starten · beenden** — eine Saison starten (jede Wertung in /rangliste beginnt neu) oder die laufende beenden.

## Games

core-thread-name = { $game } #{ $match }

## The lobby message (cogs/shared/lobby_message.py, lobby_controls.py)

core-lobby-title = { $game } — Lobby #{ $match }
core-lobby-seats = Plätze ({ $seated }/{ $most }, mindestens { $least })
core-lobby-options = Optionen
core-lobby-status-name = Stand
core-lobby-table = Tisch
core-lobby-footer = Gastgeber: { $host } · /regeln erklärt das Spiel
core-lobby-ready = Bereit: Der Gastgeber kann **Starten** drücken
core-lobby-waiting = Warten auf Mitspielende: { $n ->
    [one] noch { $n } Person
   *[other] noch { $n } Personen
} nötig
core-lobby-status = { $status ->
    [active] Gestartet – siehe Thread
    [finished] Beendet
   *[cancelled] Abgesagt
}
core-lobby-ranked = Gewertet: **ja** (Wertungen ändern sich)
core-lobby-casual = Gewertet: **nein** (Wertungen bleiben unverändert)
core-lobby-min-reputation = Zum Beitreten: **≥ { $percent } %** der Partien beendet (Neue willkommen)
core-lobby-bots-barred = Bots: hier **nicht angeboten** (`/einrichten bots` der Server-Admins)
core-lobby-reposted = 🧹 Die Lobby-Nachricht wurde gelöscht; hier ist sie wieder.
core-lobby-reposted-old = 🔁 Die Lobby-Nachricht ist zu alt zum Aktualisieren geworden; hier ist sie wieder.
core-reputation = { $percent } % beendet
core-reputation-new = neu
core-lobby-join = Beitreten
core-lobby-leave = Verlassen
core-lobby-add-bot = Bot hinzufügen
core-lobby-start = Starten
core-lobby-cancel = Absagen
core-lobby-joined = Du bist der Lobby beigetreten.
core-lobby-left = Du hast die Lobby verlassen.
core-lobby-bot-seated = { $name } hat einen Platz auf Stufe **{ core-bot-level }** eingenommen. Seine Stufe:
core-lobby-bot-level = { $name } spielt auf Stufe **{ core-bot-level }**. Seine Stufe:
core-lobby-starting = Die Partie beginnt.
core-lobby-cancelled = Die Lobby wurde abgesagt.
core-lobby-unknown-bot = Diesen Bot kenne ich nicht.
core-lobby-unknown-choice = Diese Auswahl kenne ich nicht.
core-lobby-closed-already = Diese Lobby hat schon begonnen oder ist geschlossen.
core-lobby-option-updated = Option geändert.
core-lobby-options-updated = Optionen geändert.
core-ranking-choice = { $ranked ->
    [true] Gewertet
   *[false] Ungewertet
} · { $percent ->
    [0] alle dürfen beitreten
   *[other] beitreten mit ≥ { $percent } % beendeten Partien
}
core-ranking-chosen = { $choice }.
core-speed-choice-live-untimed = live, ohne Zugzeit
core-speed-choice-live = live, { $timer } pro Zug
core-speed-choice-turn-based = rundenbasiert, { $timer } pro Zug + { $bank } Zeitkonto
core-option-speed = Tempo
core-option-absent = Abwesend
core-option-variants-none = Varianten: keine

## /play, /games, /rejoin, /abandon (cogs/lobby.py)

core-lobby-ranking-private = Nur du siehst das: gewertet oder ungewertet, und wer beitreten darf.
core-games-none = Hier läuft kein Spiel. Starte eins mit `/spielen`.
core-games-title = Spiele auf diesem Server
core-games-line = **#{ $match } { $game }** — { $status ->
    [lobby] Lobby
    [active] läuft
    [finished] beendet
   *[cancelled] abgesagt
} — { $names } { $link }
core-games-more = und { $n } weitere
core-rejoin-none = Hier spielt kein Bot einen Platz von dir.
core-rejoin-which = Gib an, welche Partie du meinst (deine: { $matches }).
core-rejoined = Dein Platz in Partie #{ $match } gehört wieder dir: Drücke den Knopf am Tisch für dein Panel.
core-abandon-none = Du spielst auf diesem Server keine Partie.
core-abandon-which = Gib an, welche Partie du verlassen willst (deine: { $matches }).
core-abandon-not-playing = Du spielst nicht in dieser Partie.
core-abandon-left-lobby = Du hast Lobby #{ $match } verlassen.
core-abandon-left-match = Du hast Partie #{ $match } verlassen; ein Bot spielt deinen Platz. Für dich zählt das als letzter Platz.

## /rules, /help, /sync (cogs/rules.py)

core-rules-title = So spielt man { $game }
core-rules-players = Spielerzahl
core-rules-match-settings = Einstellungen dieser Partie
core-rules-house-rules = Hausregeln
core-rules-playing-here = So wird hier gespielt
core-rules-continued = { $name } (Fortsetzung)
core-rules-footer = Eine Lobby eröffnen mit /spielen · wie die Knöpfe funktionieren: /hilfe · Rangliste mit /rangliste
core-rules-which-game = Gib ein Spiel an oder frag im Thread einer Partie nach ihren Regeln und Einstellungen.
core-rules-common-speed = Wer eine Lobby eröffnet, wählt ihr Tempo: live (ein paar Minuten pro Zug oder ohne Zugzeit) oder rundenbasiert (12, 24 oder 72 Stunden pro Zug plus ein Zeitkonto, über Tage gespielt). Läuft die Zeit eines Zuges ab, wird automatisch für dich gezogen; nach so vielen abgelaufenen Zügen in Folge, wie die Lobby als Abwesenheit festlegt, spielt ein Bot deinen Platz, bis du /wiedereinsteigen nutzt.
core-rules-common-outage = Ist der Bot selbst ausgefallen, kann niemand ziehen: Bei rundenbasiertem Tempo wird diese Zeit niemandem angerechnet (Fristen und Erinnerungen verschieben sich um sie, wie nach einer Pause); bei Live-Tempo bekommt ein Zug, dessen Zeit inzwischen abgelaufen ist, { $grace } Sekunden, nachdem der Bot wieder da ist.
core-rules-common-abandon = /aufgeben übergibt deinen Platz einem Bot; die Partie geht weiter und zählt für dich als letzter Platz.
core-help-title = Menagerie: Brettspiele in Discord
core-help-play = **/spielen spiel:** eröffnet eine Lobby in diesem Kanal: **Beitreten**, **Bot hinzufügen**, die Optionsmenüs des Gastgebers, dann **Starten**.
core-help-table = Jede Partie bekommt einen Thread mit einer **Tisch**-Nachricht, die alle sehen; ihr erster Knopf öffnet dein eigenes **privates Panel** (nur du siehst es; sind deine DMs offen, kommt dort auch eine Kopie an). Panels folgen dem Spiel 15 Minuten lang von selbst; danach sagen sie das, und der Knopf am Tisch gibt dir ein neues.
core-help-lit = Aktiv ist nur, was du jetzt tun darfst. Ein Fehler oder ein Knopf aus einem früheren Zug bekommt eine kurze Erklärung und ändert nichts. Bei vielen Möglichkeiten wähle erst eine Gruppe oder drücke ⌨️ und tippe deine Wahl ein.
core-help-turns = Du wirst erwähnt, wenn du am Zug bist; läuft die Zugzeit ab, wird automatisch für dich gezogen. In Partien über mehrere Tage erinnert dich eine DM (**/einstellungen** legt deine Zeitzone und Ruhezeit fest); **/amzug** listet jede Partie, in der du am Zug bist.
core-help-rematch = **Revanche** am Tisch nach dem Spielende eröffnet eine neue Lobby mit demselben Spiel und denselben Optionen.
core-help-commands = **/aufgeben** übergibt deinen Platz einem Bot · **/rangliste** und **/profil** zeigen Wertungen · **/regeln** die Regeln und unsere Hausregeln (im Thread einer Partie: ihre Einstellungen) · **/spiele** was hier läuft.
core-help-admins = Für Server-Admins
core-help-playing = { $game } spielen
core-help-games = Spiele
core-help-no-games = noch keine
core-help-footer = /hilfe spiel: zeigt, wie die Knöpfe eines Spiels funktionieren · /regeln spiel: seine Regeln
core-sync-owner-only = Nur wer den Bot betreibt, kann die Befehle synchronisieren.
core-sync-done = { $n } Befehle synchronisiert.

## The table's clock (cogs/shared/turn_clock.py); $when and $starts are Discord timestamps

core-clock-field = ⏳ Uhr
core-clock-line = { $name }: automatischer Zug { $when }
core-clock-line-in-bank = { $name }: automatischer Zug { $when } (das Zeitkonto läuft)
core-clock-line-bank = { $name }: automatischer Zug { $when } (das Zeitkonto von { $bank } beginnt { $starts })

## The service's thread lines about a person (cogs/shared/words.py SAID)

core-said-timed-out = { $name } hatte keine Zeit mehr; es wurde automatisch gezogen.
core-said-abandoned = { $why ->
    [left_server] { $name } hat den Server verlassen; ein Bot spielt den Platz.
    [admin] Ein Server-Admin hat den Platz von { $name } einem Bot übergeben. Mit /wiedereinsteigen lässt er sich zurückholen.
    [absent] { $name } hat { $turns ->
        [one] 1 Zug
       *[other] { $turns } Züge in Folge
    } ablaufen lassen; jetzt spielt ein Bot den Platz. Mit /wiedereinsteigen lässt er sich zurückholen.
   *[left] { $name } hat die Partie verlassen; ein Bot spielt den Platz.
}
core-said-rejoined = { $name } ist zurück und spielt den Platz wieder selbst.
core-said-paused = ⏸️ { $name } hat die Partie pausiert: keine Züge, bis ein Server-Admin sie fortsetzt.
core-said-resumed = ▶️ { $name } hat die Partie fortgesetzt; die Uhren laufen wieder.

## The table and its thread (cogs/table)

core-table-ended-by-admin = ⏹️ **Von einem Server-Admin beendet** – kein Ergebnis, alle Wertungen bleiben unverändert.
core-table-paused = ⏸️ **Pausiert von { $name }** – keine Züge, bis ein Server-Admin /fortsetzen nutzt.
core-table-welcome = { $people } – { $game } beginnt! Drücke **{ $label }** am Tisch; was sich öffnet, siehst nur du.
core-table-reposted = 🧹 Die Moderation hat die Tisch-Nachricht gelöscht; hier ist sie wieder.
core-table-admin-ended = ⏹️ Ein Server-Admin hat diese Partie beendet; alle Wertungen bleiben unverändert.

## Permissions (cogs/shared/permissions.py, cogs/table/refusals.py)

# The names the German Discord client shows for these permissions (to our knowledge).
core-perm = { $perm ->
    [view_channel] Kanal ansehen
    [send_messages] Nachrichten senden
    [send_messages_in_threads] Nachrichten in Threads senden
    [embed_links] Links einbetten
    [attach_files] Dateien anhängen
    [create_posts] Beiträge erstellen
   *[other] { $perm }
}
core-perm-bold = **{ core-perm }**
core-list = { $first }, { $rest }
core-admin-only = Das können nur Mitglieder, die diesen Server verwalten dürfen (Server verwalten).
core-games-opened-in = Auf diesem Server werden Spiele in { $channels } eröffnet.
core-hosts-only = Nur Mitglieder mit { $roles } dürfen hier ein Spiel eröffnen; tritt stattdessen einer Lobby bei.
core-cannot-run-here = Ich kann hier kein Spiel leiten: Mir fehlt in diesem Kanal die Berechtigung für { $permissions }. Frag die Moderation oder nimm einen anderen Kanal.
core-cannot-use-channel = Ich kann { $channel } nicht nutzen: Mir fehlt dort die Berechtigung für { $permissions }. Erteile sie mir oder wähle einen anderen Kanal.
core-perm-lost-thread = 🔒 Mir fehlt im Thread der Partie die Berechtigung für { $permissions }, daher geht die Partie hier weiter. Die Moderation kann sie mir wieder erteilen.
core-perm-lost-text = ⚠️ Mir fehlt hier die Berechtigung für { $permissions }, daher wird { $title } als Text gezeigt. Die Moderation kann sie mir wieder erteilen.
core-perm-lost-channel = ⚠️ Ich kann nicht mehr in { $channel } schreiben, wo { $title } gespielt wird (mir fehlt die Berechtigung für { $permissions }). Züge gehen weiter über die DM-Kopie deines Panels; die Moderation kann mir die Berechtigung wieder erteilen.
core-place-gone-line = ⏹️ **{ $title } beendet** – { $place ->
    [server] Der Bot wurde vom Server entfernt
    [thread] Der Thread, in dem diese Partie gespielt wurde, wurde gelöscht
   *[channel] Der Kanal, in dem diese Partie gespielt wurde, wurde gelöscht
}, daher endete sie ohne Ergebnis; alle Wertungen bleiben unverändert.

## Rematch (cogs/shared/rematch.py)

core-rematch = Revanche
core-rematch-not-over = Eine Revanche lässt sich erst nach dem Ende der Partie fordern.
core-rematch-not-player = Nur wer in Partie #{ $match } gespielt hat, kann eine Revanche fordern.
core-rematch-joined = Du bist in der Revanche-Lobby #{ $match }; der Gastgeber startet sie.
core-rematch-asked = 🔁 Revanche für #{ $match }, gefordert von { $name }. { $people } drückt **Beitreten** (oder Revanche am alten Tisch), um noch einmal zu spielen.
core-rematch-open = Revanche-Lobby #{ $match } ist offen: { $link }
core-rematch-open-ranking = Revanche-Lobby #{ $match } ist offen: { $link } – gewertet oder ungewertet, und wer beitreten darf:

## Turn mentions and DM copies (cogs/table/mentions.py, copies.py)

core-turn-ping = { $who }, du bist am Zug.
core-turn-ping-timed = { $who }, du bist am Zug (automatischer Zug { $when }).
core-copy-play-on-table = Zum Spielen drücke **{ $label }** am Tisch im Thread der Partie.
core-moved-to = ➡️ { $what ->
    [copy] Diese Kopie ist
    [lobby] Diese Lobby ist
   *[table] Dieser Tisch ist
} umgezogen: { $link }

## A finished match's footer (cogs/kit/text.py standings_footer)

core-standings-footer = Die Rangliste ist aktualisiert: /rangliste
core-standings-footer-casual = Ungewertete Partie: Wertungen unverändert · /rangliste

## Turn-based reminders (cogs/reminders): a DM in the person's language, a thread mention in the server's

core-reminder-head = { $kind ->
    [late] ⌛ **Deine Zeit ist fast um**
   *[start] ⏰ **Du bist am Zug**
} in **{ $title }**{ $where }: { $asked }.
core-reminder-on-server = {" "}auf **{ $server }**
core-reminder-move-by = Zieh bis { $when }, sonst wird automatisch für dich gezogen.
core-reminder-thread-link = Thread: { $link }
core-reminder-turn-end = zum Ende deines Zuges
core-reminder-thread = ⏰ { $who }, du bist am Zug: { $asked }. Zieh bis { $when }, sonst wird automatisch für dich gezogen. { $why ->
    [off] (Deine Erinnerungen sind aus, daher ist das deine einzige Erwähnung; `/einstellungen erinnerungen:an` schickt DMs.)
   *[closed] (Deine DMs sind geschlossen, daher kommt deine Erinnerung hierher.)
}

## Live reminders in the thread (cogs/reminders/live.py)

core-reminder-live = ⏰ { $who }, deine Zugzeit läuft { $when } ab: Dann wird automatisch für dich gezogen.
core-reminder-live-soon = ⏰ { $who }, deine Zugzeit läuft bald ab: Dann wird automatisch für dich gezogen.

## /settings (cogs/preferences.py, cogs/shared/reminder_times.py); $on: "true" or "false"

core-settings-dms = DM-Kopien deiner Panels: **{ $on ->
    [true] an
   *[false] aus
}** (`/einstellungen dm-kopie:`).
core-settings-reminders = Zug-Erinnerungen: **{ $on ->
    [true] an
   *[false] aus
}** (`/einstellungen erinnerungen:`).
core-settings-zone = Zeitzone: **{ $zone }**, dort jetzt { $clock } (`/einstellungen zeitzone:Europe/Berlin`).
core-settings-quiet = Ruhezeit: **{ $quiet }** (`/einstellungen ruhezeit:22-08` oder `ruhezeit:aus`).
core-quiet-none = keine
core-settings-unchanged = { $why } Nichts wurde geändert.
core-settings-reminders-set = { $on ->
    [true] Zug-Erinnerungen sind **an**: eine DM, wenn dein Zug in einer Partie über mehrere Tage beginnt, und noch eine, wenn der Großteil der Zeit um ist.
   *[false] Zug-Erinnerungen sind **aus**: keine Erinnerungs-DMs (der Thread erwähnt dich weiterhin, wenn du am Zug bist).
}
core-settings-zone-set = Zeitzone: **{ $zone }** (dort ist es jetzt { $clock }).
core-settings-quiet-set = Ruhezeit: **{ $quiet }**; Erinnerungen, die hineinfallen, warten bis zu ihrem Ende (Fristen verschieben sich nicht).
core-settings-quiet-none = Ruhezeit: **keine**.
core-settings-dms-on = DM-Kopien sind **an**: Dein Panel kommt ab dem nächsten Zug wieder in deine DMs.
core-settings-dms-off = DM-Kopien sind **aus**: Öffne dein Panel mit dem Knopf am Tisch.{ $closed ->
    [0] {""}
    [one] {" "}Die Kopie einer laufenden Partie wurde geschlossen.
   *[other] {" "}Die Kopien von { $closed } laufenden Partien wurden geschlossen.
}
core-settings-copy-closed = DM-Kopien sind aus (`/einstellungen dm-kopie:an` bringt sie zurück). Spiele mit dem Knopf am Tisch im Thread der Partie.
core-zone-unknown = „{ $given }“ ist keine Zeitzone, die ich kenne. Nimm einen Namen wie Europe/Berlin, America/New_York oder Asia/Tokyo.
core-zone-close = „{ $given }“ ist keine Zeitzone, die ich kenne. Meintest du { $best }?
core-zone-closes = „{ $given }“ ist keine Zeitzone, die ich kenne. Meintest du { $best }? (Auch ähnlich: { $others }.)
core-quiet-unreadable = „{ $given }“ ist keine Zeitspanne. Schreib sie etwa als `22-08` oder `22:30-07:00`, oder `aus`.
core-quiet-range = Stunden gehen von 0 bis 24 und Minuten von 0 bis 59, etwa `22-08` oder `22:30-07:00`.
core-quiet-empty = Die Ruhezeit muss zu verschiedenen Zeiten beginnen und enden (`aus` schaltet sie ab).

## /turns (cogs/turns.py); $everywhere: "true" asked in DMs (every server), "false" in a server

core-turns-title = Du bist am Zug{ $everywhere ->
    [true] {" "}— alle Server
   *[false] {""}
}
core-turns-none = Du bist { $everywhere ->
    [true] in keiner Partie
   *[false] in keiner Partie auf diesem Server
} am Zug. `/spielen` eröffnet eine neue Lobby.
core-turns-line = **{ $title }**{ $where }: { $asked }, { $when }{ $thread }{ $panel }
core-turns-on-server = {" "}auf **{ $server }**
core-turns-on-unseen-server = {" "}auf einem Server, den dieser Teil des Bots nicht sieht
core-turns-by = bis { $when }
core-turns-no-deadline = ohne Frist
core-turns-thread = {" "}· [Thread]({ $link })
core-turns-from-table = {" "}· öffne sie am Tisch in ihrem Thread
core-turns-more = …und { $n } weitere mit späteren Fristen.
core-turns-elsewhere = Partien mit „öffne sie am Tisch“ laufen auf einem anderen Shard des Bots: Sie stehen hier wie zuletzt gespeichert, und ihr Panel öffnet sich am Tisch in ihrem Thread.

## /history (cogs/history.py): rendered from the stored events when read, in the reader's language

core-history-no-match = Auf diesem Server gibt es keine Partie #{ $match }.
core-history-not-finished = Partie #{ $match } ist { $status ->
    [lobby] noch eine Lobby
    [active] noch im Gange
   *[cancelled] abgesagt
}; ihren Verlauf gibt es, sobald sie beendet ist.
core-history-title = Verlauf — { $game } #{ $match }
core-history-start = **Start** · { $moves }
core-history-hidden = { $name ->
    [none] eine verdeckte Wahl
   *[other] { $name }: eine verdeckte Wahl
}
core-history-bot-played = 🤖 Ein Bot hat einen Teil dieser Partie gespielt für: { $names }
core-history-empty = Es wurden keine Züge aufgezeichnet.
core-history-footer = Seite { $page }/{ $pages } · nur öffentliche Züge
core-history-previous = ◀ Zurück
core-history-next = Weiter ▶

## /standings and /profile (cogs/standings.py)

core-rating-provisional = geschätzte Spielstärke { NUMBER($mu, minimumFractionDigits: 1, maximumFractionDigits: 1) } (vorläufig{ $games ->
    [-1] {""}
    [one] , { $games } Partie
   *[other] , { $games } Partien
})
core-rating = Wertung { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }
core-former-player = ein ehemaliges Mitglied
core-season-scope = Saison { $name }{ $running ->
    [true] {""}
   *[false] {" "}(endgültig)
}
core-season-unknown = Dieser Server hat keine Saison namens „{ $name }“. Seine Saisons: { $seasons }.
core-season-unknown-none = Dieser Server hat keine Saison namens „{ $name }“. Er hatte noch keine Saison.
core-standings-title = Rangliste — { $game } · { $scope }
core-standings-line = { $rank }. { $name } — { $rating } · { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
} · { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
} · Ø Platz { NUMBER($place, minimumFractionDigits: 2, maximumFractionDigits: 2) }
core-standings-empty = { $season ->
    [true] In dieser Saison hat noch niemand eine gewertete Partie dieses Spiels beendet.
   *[false] Hier hat noch niemand eine Partie dieses Spiels beendet.
}
core-standings-you = Du: #{ $rank } von { $total }, { $rating }
core-standings-you-none = Du hast noch keine gewertete Partie dieses Spiels.
core-standings-footer-page = { $you } · Seite { $page }/{ $pages }
core-standings-gone = Diese Rangliste ist nicht mehr verfügbar.
core-season-choice = { $name }{ $running ->
    [true] {" "}(läuft)
   *[false] {""}
}
core-profile-title = Profil — { $name }
core-profile-game = { $rating } (#{ $rank })
    { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    } · { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    }
core-profile-place = Durchschnittlicher Platz { NUMBER($place, minimumFractionDigits: 2, maximumFractionDigits: 2) }
core-profile-reputation = Verlässlichkeit: **{ $reputation }** ({ $finished } von { $matches ->
    [one] { $matches } Partie
   *[other] { $matches } Partien
} beendet)
core-profile-reputation-new = Verlässlichkeit: **neu** (bisher { $matches ->
    [one] { $matches } Partie
   *[other] { $matches } Partien
}; eine Abschlussquote erscheint ab { $needed })
core-profile-season = Saison **{ $name }** läuft seit { $since }
core-profile-no-match = noch keine Partie
core-profile-recent = { $number } { $game }: Platz { $place } von { $players }{ $casual ->
    [true] {" "}· ungewertet
   *[false] {""}
} ({ $when })
core-profile-history-hint = Züge einer Partie: `/verlauf partie:<Nummer>`
core-profile-recent-title = Letzte Partien
core-profile-none = Noch keine gewerteten Partien auf diesem Server. Starte eine mit `/spielen`.
## Der Wert einer Lobby-Option, der keine ihrer Auswahlen ist (cogs/kit/ui.py: option_text)

core-option-ms = { $n } ms
core-option-seconds = { $n } s
core-option-default = Standard
core-option-on = an
core-option-off = aus
