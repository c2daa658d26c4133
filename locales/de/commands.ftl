### Slash-Befehle: Namen, Beschreibungen, Optionen und Auswahlen (übersetzt aus locales/en/commands.ftl).
### Namen: klein geschrieben, 1–32 Zeichen aus Buchstaben, Ziffern, - und _ (Discords Regel);
### Beschreibungen 1–100 Zeichen. Die gewählten Namen und warum: docs/languages.md.
### Discord schickt dem Bot immer die englischen Namen: eine Übersetzung ändert keinen Befehl.

## /play
cmd-play = spielen
    .description = Eine Lobby für ein Spiel in diesem Kanal eröffnen.
cmd-play-game = spiel
    .description = Welches Spiel du spielen willst

## /games
cmd-games = spiele
    .description = Die Lobbys und Partien auflisten, die auf diesem Server laufen.

## /rejoin
cmd-rejoin = wiedereinsteigen
    .description = Deinen Platz von dem Bot zurückholen, der ihn gerade spielt.
cmd-rejoin-match = partie
    .description = Die Nummer der Partie (nicht nötig, wenn du hier nur in einer Partie sitzt)

## /abandon
cmd-abandon = aufgeben
    .description = Eine Partie verlassen, die du spielst; ein Bot übernimmt deinen Platz.
cmd-abandon-match = partie
    .description = Die Nummer der Partie (nicht nötig, wenn du hier nur eine spielst)

## /endmatch
cmd-endmatch = partie-beenden
    .description = Server-Admins: eine laufende Partie ohne Ergebnis beenden.
cmd-endmatch-match = partie
    .description = Die Nummer der Partie (siehe /spiele)

## /standings
cmd-standings = rangliste
    .description = Die Wertungen dieses Servers für ein Spiel.
cmd-standings-game = spiel
    .description = Welches Spiel
cmd-standings-season = saison
    .description = Welche Saison (Standard: die laufende, sonst die Gesamtwertung)

## /profile
cmd-profile = profil
    .description = Wertungen, Verlässlichkeit und letzte Partien einer Person auf diesem Server.
cmd-profile-user = person
    .description = Wessen Profil (Standard: deins)

## /season
cmd-season = saison
    .description = Server-Admins: Saisons starten und beenden.
cmd-season-start = starten
    .description = Server-Admins: eine neue Saison starten; jede Wertung beginnt von vorn.
cmd-season-start-name = name
    .description = Der Name der Saison, etwa „Frühjahr 2027“ (eine laufende Saison endet)
cmd-season-end = beenden
    .description = Server-Admins: die laufende Saison beenden; ihre Ranglisten bleiben erhalten.

## /learn
cmd-learn = lernen
    .description = Ein Spiel in einer geführten Partie gegen Bots lernen (nur du siehst sie).
cmd-learn-game = spiel
    .description = Welches Spiel du lernen willst

## /rules
cmd-rules = regeln
    .description = Wie ein Spiel hier gespielt wird, mit unseren Hausregeln.
cmd-rules-game = spiel
    .description = Welches Spiel (im Thread einer Partie: ihr Spiel und ihre Einstellungen)

## /help
cmd-help = hilfe
    .description = Was dieser Bot kann und wie man mit seinen Knöpfen spielt.
cmd-help-game = spiel
    .description = Ein Spiel, um zu sehen, wie seine Knöpfe funktionieren

## /sync
cmd-sync = synchronisieren
    .description = Nur für den Betreiber des Bots: die Slash-Befehle neu synchronisieren.

## /settings
cmd-settings = einstellungen
    .description = Deine Einstellungen: Sprache, DM-Kopien, Zug-Erinnerungen, deine Zeitzone und Ruhezeit.
cmd-settings-dms = dm-kopie
    .description = Dir in jeder Partie eine Kopie deines Panels als Direktnachricht schicken (Standard: an)
cmd-settings-reminders = erinnerungen
    .description = Per DM erinnern, wenn in einer Partie über Tage dein Zug beginnt und wenn seine Zeit fast um ist
cmd-settings-time-zone = zeitzone
    .description = Deine Zeitzone als IANA-Name wie Europe/Berlin oder America/New_York (Standard: UTC)
cmd-settings-quiet = ruhezeit
    .description = Stunden ohne Erinnerungen in deiner Zeitzone, z. B. 22-08 oder 22:30-07:00; aus für keine
cmd-settings-language = sprache
    .description = Deine Sprache für Panels, DMs, Erinnerungen und Antworten (Standard: automatisch, wie dein Discord)

## /turns
cmd-turns = amzug
    .description = Jede Partie, in der du am Zug bist, die früheste Frist zuerst.

## /history
cmd-history = verlauf
    .description = Die Züge einer beendeten Partie, wie der Tisch sie angesagt hat.
cmd-history-match = partie
    .description = Die Nummer der Partie (siehe /profil)

## /pause
cmd-pause = pausieren
    .description = Server-Admins: eine Partie pausieren (ihre Uhren stehen, keine Züge).
cmd-pause-match = partie
    .description = Die Nummer der Partie (im Thread der Partie nicht nötig)

## /resume
cmd-resume = fortsetzen
    .description = Server-Admins: eine pausierte Partie fortsetzen.
cmd-resume-match = partie
    .description = Die Nummer der Partie (im Thread der Partie nicht nötig)

## /removeplayer
cmd-removeplayer = spieler-entfernen
    .description = Server-Admins: eine Person aus einer Lobby entfernen.
cmd-removeplayer-member = mitglied
    .description = Wer entfernt wird
cmd-removeplayer-match = partie
    .description = Die Nummer der Lobby (nicht nötig, wenn nur eine offen ist)

## /seattobot
cmd-seattobot = platz-an-bot
    .description = Server-Admins: den Platz einer Person einem Bot übergeben.
cmd-seattobot-member = mitglied
    .description = Wessen Platz
cmd-seattobot-match = partie
    .description = Die Nummer der Partie oder Lobby (nicht nötig, wenn hier nur eine ist)

## /setup
cmd-setup = einrichten
    .description = Server-Admins: wo und wie hier gespielt wird.
cmd-setup-channels = kanäle
    .description = Wo Spiele eröffnet werden dürfen.
cmd-setup-channels-add = hinzufügen
    .description = Spiele in diesem Kanal erlauben.
cmd-setup-channels-add-channel = kanal
    .description = Ein Textkanal oder Forum, in dem /spielen Lobbys eröffnen darf
cmd-setup-channels-remove = entfernen
    .description = In diesem Kanal keine Spiele mehr eröffnen lassen.
cmd-setup-channels-remove-channel = kanal
    .description = Ein Kanal auf der Liste
cmd-setup-channels-anywhere = überall
    .description = Spiele in jedem Kanal erlauben.
cmd-setup-hosts = gastgeber
    .description = Wer eine Lobby eröffnen darf.
cmd-setup-hosts-add = hinzufügen
    .description = Mitgliedern mit dieser Rolle erlauben, Lobbys zu eröffnen.
cmd-setup-hosts-add-role = rolle
    .description = Wer sie hat, darf Lobbys eröffnen (ist eine Rolle gesetzt, nur diese Mitglieder und Admins)
cmd-setup-hosts-remove = entfernen
    .description = Mitgliedern mit dieser Rolle das Eröffnen von Lobbys wieder nehmen.
cmd-setup-hosts-remove-role = rolle
    .description = Eine Gastgeber-Rolle
cmd-setup-hosts-everyone = alle
    .description = Allen erlauben, Lobbys zu eröffnen.
cmd-setup-defaults = vorgaben
    .description = Die Optionen eines Spiels für neue Lobbys.
cmd-setup-defaults-set = festlegen
    .description = Den Wert einer Spieloption für neue Lobbys auf diesem Server festlegen.
cmd-setup-defaults-set-game = spiel
    .description = Welches Spiel
cmd-setup-defaults-set-option = option
    .description = Der Name der Option (z. B. turn_timeout_s); ein falscher listet alle auf
cmd-setup-defaults-set-value = wert
    .description = Ihr Wert, wie die Lobby ihn zeigt (z. B. 5 min, on, 3)
cmd-setup-defaults-clear = zurücksetzen
    .description = Zurück zu den eigenen Optionswerten des Bots für neue Lobbys.
cmd-setup-defaults-clear-game = spiel
    .description = Welches Spiel
cmd-setup-defaults-clear-option = option
    .description = Eine Option (weglassen, um alle dieses Spiels zurückzusetzen)
cmd-setup-show = anzeigen
    .description = Die ganze Menagerie-Einrichtung dieses Servers.
cmd-setup-results = ergebnisse
    .description = Hier ein einzeiliges Ergebnis jeder beendeten Partie senden.
cmd-setup-results-channel = kanal
    .description = Wohin Ergebnisse gehen (weglassen, um keine mehr zu senden)
cmd-setup-bots = bots
    .description = Ob Bots in den Lobbys eines Spiels Plätze einnehmen dürfen.
cmd-setup-bots-game = spiel
    .description = Welches Spiel
cmd-setup-bots-allowed = erlaubt
    .description = „Bot hinzufügen“ in seinen Lobbys anbieten
cmd-setup-language = sprache
    .description = Die Sprache der Lobbys, Tische, Thread-Beiträge und Ergebnisse dieses Servers.
cmd-setup-language-language = sprache
    .description = Eine Sprache oder automatisch: die Discord-Sprache des Servers, sonst Englisch

## Choices

# The games keep their names but Wildlife Adventure, whose German edition is "Abenteuer Tierwelt".
cmd-choice-mission-wild-life = Mission: Wild Life
cmd-choice-rescue-animals = Rescue Animals
cmd-choice-wildlife = WildLife
cmd-choice-wildlife-adventure = Abenteuer Tierwelt
cmd-choice-on = an
cmd-choice-off = aus
