### Die Wörter des Partie-Dienstes (engine/service): seine Ablehnungen, gezeigt der Person, die gefragt hat.
### Ids beginnen mit "service-". Wie man eine Nachricht schreibt und übersetzt: docs/languages.md.
### Unsere eigene Übersetzung.

## Playing a move (engine/service/actions.py, live.py, timers.py)

service-match-gone = Diese Partie ist vorbei oder existiert nicht.
service-restarting = Der Bot startet gerade neu; versuche es gleich noch einmal.
service-match-not-running = Diese Partie läuft nicht.
service-paused = Diese Partie wurde von { $name } pausiert; bis ein Server-Admin sie fortsetzt, sind keine Züge möglich.
service-not-playing = Du spielst in dieser Partie nicht mit.
service-stale = Das wurde vor dem letzten Zug gewählt; es wurde nichts gespielt.
service-not-your-turn = Du bist nicht am Zug.

## Reading a match (engine/service/match_service.py)

service-match-not-started = Diese Partie hat noch nicht begonnen.
service-match-unknown = Diese Partie gibt es nicht.
service-match-never-started = Diese Partie gibt es nicht, oder sie hat nie begonnen.
service-game-gone = Dieses Spiel wird hier nicht mehr angeboten.

## Lobbies (engine/service/lobbies.py)

service-no-such-game = Es gibt kein Spiel namens „{ $game }“.
service-lobby-closed = Diese Lobby ist schon gestartet oder geschlossen.
service-host-only = Das kann nur der Gastgeber.
service-lobby-already-in = Du bist schon in dieser Lobby.
service-lobby-not-in = Du bist nicht in dieser Lobby.
service-lobby-full = Diese Lobby ist voll ({ $most } Personen).
service-lobby-reputation = Diese Lobby verlangt, dass du mindestens { $least } % deiner Partien beendet hast; auf diesem Server sind es bei dir { $rate } % ({ $finished } von { $matches } { $matches ->
        [one] Partie
       *[other] Partien
    } beendet).
service-bot-level-unknown = Es gibt keine Bot-Stufe „{ $level }“ (wähle Leicht, Normal oder Schwer).
service-bots-barred = Bots dürfen in diesem Spiel auf diesem Server keine Plätze einnehmen (so haben es die Server-Admins mit /einrichten bots festgelegt).
service-bot-gone = { $name } ist nicht mehr in dieser Lobby.
service-bot-none = Es gibt keinen Bot zum Entfernen.
service-real-time-speed = Dieses Spiel wird in Echtzeit gespielt, alle gleichzeitig, daher gibt es kein rundenbasiertes Tempo. Wähle eine Live-Zugzeit: 0 bis { $most } s.
service-start-players = Dieses Spiel braucht { $least }–{ $most } Personen; diese Lobby hat { $seated }. Lade jemanden ein oder füge einen Bot hinzu.
service-start-options = Mit diesen Optionen kann die Partie nicht starten: Eine davon nennt einen Platz, den diese Lobby nicht hat (etwa „Wer beginnt“). Ändere sie oder lade mehr Leute ein.
service-abandon-lobby = Diese Partie hat noch nicht begonnen; nutze stattdessen **{ core-lobby-leave }**.
service-rejoin-none = Du hast in dieser Partie keinen Platz, den du wieder einnehmen könntest.

## Lobby options and the service's settings (engine/service/match_settings.py, guild_config.py)

service-option-unknown = Dieses Spiel hat keine Option „{ $option }“ (möglich sind: { $options }).
service-option-value = Dieser Wert passt nicht: `{ $option }` muss { $kind ->
        [bool] an oder aus (true/false)
        [whole] eine ganze Zahl
        [number] eine Zahl
       *[other] einer der Werte aus der Lobby
    }{ $range ->
        [ge-le] {" "}von { $lo } bis { $hi }
        [gt-le] {" "}größer als { $lo } und höchstens { $hi }
        [ge-lt] {" "}von { $lo } bis unter { $hi }
        [gt-lt] {" "}größer als { $lo } und unter { $hi }
        [ge-none] {" "}von mindestens { $lo }
        [gt-none] {" "}größer als { $lo }
        [none-le] {" "}bis höchstens { $hi }
        [none-lt] {" "}unter { $hi }
       *[none-none] {""}
    }{ $optional ->
        [yes] {" "}oder keine (Standard)
       *[no] {""}
    } sein (angegeben: { $got }).
service-options-invalid = Diese Optionen passen nicht zusammen; wähle sie in der Lobby neu.
service-setting-value = Dieser Wert passt nicht: { $setting ->
        [turn_timeout_s] Zugzeit: Sekunden von 0 (keine) bis 259200 (72 Std.), z. B. 60 (1 Min.), 300 (5 Min.), 3600 (1 Std.), 86400 (24 Std.)
        [absent_after] Abwesend: verpasste Züge in Folge, von 0 (nie) bis 10
        [time_bank_s] Zeitkonto: Sekunden von 0 (keines) bis 604800 (7 Tage)
        [bank_refill_s] Zeitkonto-Aufladung: Sekunden pro Zug, von 0 bis 86400 (24 Std.)
        [ranked] Gewertet: true (das Ergebnis ändert Wertungen) oder false (ungewertet: zählt nur für die Verlässlichkeit)
       *[min_reputation] Mindestanteil beendeter Partien zum Beitreten: ganze Prozent von 0 (alle) bis 100
    } (angegeben: { $got }).

## Server admins (engine/service/moderating.py, guild_configs.py; /pause, /resume, /removeplayer,
## /seattobot, /setup, /season)

service-pause-not-running = Partie #{ $match } läuft nicht und kann daher nicht pausiert werden.
service-pause-already = Partie #{ $match } ist schon pausiert (von { $name }).
service-resume-not-paused = Partie #{ $match } ist nicht pausiert.
service-remove-started = #{ $match } hat schon begonnen; übergib den Platz stattdessen einem Bot.
service-remove-not-in-lobby = Diese Person ist nicht in Lobby #{ $match }.
service-hand-no-seat = Diese Person hat in #{ $match } keinen Platz.
service-match-over = Partie #{ $match } ist vorbei.
service-hand-last-person = Eine Lobby braucht mindestens eine Person: Drücke stattdessen **{ core-lobby-cancel }**, um die Lobby abzusagen.
service-config-busy = Die Einrichtung dieses Servers wurde im selben Moment an anderer Stelle bearbeitet; es wurde nichts übernommen, bitte versuche es noch einmal.
service-season-taken = Dieser Server hatte schon eine Saison namens „{ $name }“; wähle einen anderen Namen.
service-season-none = Auf diesem Server läuft keine Saison; starte eine mit `/saison starten`.
