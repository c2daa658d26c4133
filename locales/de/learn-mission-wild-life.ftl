### Das Tutorial von Mission: Wild Life (Issue 35): die Sätze des Trainers, die Erklärungen von ❔ Was nun?
### und das Beispiel von /rules. Übersetzung aus dem Englischen (unsere eigene; die Begriffe des deutschen
### Regelhefts, wo wir sie kennen: Stich, ausspielen, Farbe bedienen, Trumpf, Sonnen, Wolken, ausweichen).

-learn-mwl-trick = Stich
-learn-mwl-tricks = Stiche

## Karten und Farben

learn-mwl-colour = { $colour ->
        [gray] Grau
        [blue] Blau
        [green] Grün
        [gold] Gold
        [red] Rot
       *[other] { $colour }
    }
learn-mwl-card = { $colour ->
        [gray] Grau
        [blue] Blau
        [green] Grün
        [gold] Gold
        [red] Rot
       *[other] { $colour }
    } { $number }

## Die Begrüßung

learn-mwl-welcome = Willkommen bei Mission: Wild Life! Du spielst gegen zwei Bots. Eine Runde hat mehrere { -learn-mwl-tricks }: Alle spielen je eine Karte, und die beste Karte gewinnt den { -learn-mwl-trick }.
learn-mwl-welcome-missions = Du gewinnst { -learn-mwl-tricks }, um Missionen zu erfüllen; jede trägt den Namen eines Tieres, das dann in deinen Lebensraum zieht: Die Forschungsmission { $research } (die wenigsten von etwas) und die Abenteuermission { $adventure } (die meisten von etwas) gehen am Ende der Runde an die Person, die sie am besten erfüllt; die Blitzmission { $flash } ({ $flash-text }) geht sofort an die Person, die sie zuerst erfüllt.
learn-mwl-welcome-out = Zu dritt ist in dieser Runde eine Karte aus dem Spiel, offen für alle: { $card }.

## Der Rat für die anstehende Entscheidung

learn-mwl-coach-lead = Du spielst diesen { -learn-mwl-trick } aus: Spiele eine beliebige Karte; ihre Farbe muss von den anderen bedient werden, wenn sie können. Spiele { $card }: { $why ->
        [high] Eine hohe Karte in { $colour } gewinnt wahrscheinlich den { -learn-mwl-trick }.
       *[low] Eine niedrige Karte deiner längsten Farbe kostet wenig, und deine starken Karten bleiben dir für später.
    }
learn-mwl-coach-lead-gray = Spiele diesmal eine graue Karte aus: { $card }. Wird Grau ausgespielt, gewinnt die höchste graue Karte den { -learn-mwl-trick } (nur ein goldener Trumpf schlägt sie).
learn-mwl-coach-one-beats-eight = { $eight } liegt in diesem { -learn-mwl-trick }, und du hast { $card }: Treffen die 1 und die 8 einer Farbe in einem { -learn-mwl-trick } aufeinander, ist die 1 höher. Spiele { $card }, um ihn zu gewinnen.
learn-mwl-coach-evade = Du hast Karten in { $colour }, musst diesen { -learn-mwl-trick } aber nicht gewinnen: Weiche mit einer grauen Karte (einer Wolke) aus; sie darf immer gespielt werden, auch wenn du die ausgespielte Farbe hast. Spiele { $card }.
learn-mwl-coach-follow = { $colour } wurde ausgespielt, und du hast { $colour }, also musst du { $colour } bedienen. Spiele { $card }: { $why ->
        [win] Sie ist deine höchste und liegt im { -learn-mwl-trick } bisher vorn.
        [win-last] Sie ist die niedrigste Karte, die noch gewinnt, und du spielst zuletzt.
       *[cheap] Keine deiner Karten in { $colour } kann gewinnen, also gib deine niedrigste ab.
    }
learn-mwl-coach-no-gold = Du hast auch goldene Karten, aber solange du { $colour } hast, darfst du nicht mit Gold trumpfen.
learn-mwl-coach-trump = Du hast kein { $colour }, also darfst du jede Farbe spielen. Goldene Karten (Sonnen) sind Trumpf: Die höchste goldene Karte gewinnt den { -learn-mwl-trick }. Spiele { $card }, um ihn zu gewinnen.
learn-mwl-coach-discard = Du hast kein { $colour }, also darfst du jede Karte spielen. Keine deiner Karten gewinnt diesen { -learn-mwl-trick } günstig: Wirf { $card } ab.

## Was ein Zug bewirkt hat

learn-mwl-you-played = { $kind ->
        [lead] Du spielst { $card } aus: { $led } ist die ausgespielte Farbe.
        [follow] Du bedienst { $led } mit { $card }.
        [evade] Du weichst mit { $card } aus.
        [trump] Du trumpfst mit { $card }.
       *[discard] Du hast kein { $led } und spielst { $card }.
    }
learn-mwl-bot-played = { $kind ->
        [lead] { $who } spielt { $card } aus.
        [follow] { $who } bedient mit { $card }.
        [evade] { $who } spielt { $card } (Grau darf immer gespielt werden).
        [trump] { $who } hat kein { $led } und trumpft mit { $card }!
       *[discard] { $who } hat kein { $led } und spielt { $card }.
    }
learn-mwl-detour = Du hast { $card } statt { $suggested } gespielt: Auch das ist ein erlaubter Zug, die Lektion geht von hier aus weiter.
learn-mwl-trick-won = { $you ->
        [yes] Du gewinnst { -learn-mwl-trick } { $number } mit { $card }.
       *[no] { $who } gewinnt { -learn-mwl-trick } { $number } mit { $card }.
    }
learn-mwl-mission-won = { $you ->
        [yes] Du gewinnst die Mission { $mission } ({ $kind ->
            [research] Forschung
            [adventure] Abenteuer
           *[flash] Blitz
        })!
       *[no] { $who } gewinnt die Mission { $mission } ({ $kind ->
            [research] Forschung
            [adventure] Abenteuer
           *[flash] Blitz
        }).
    }
learn-mwl-mission-tie = { $you ->
        [yes] Du liegst bei dieser Mission ({ $kind ->
            [research] Forschung
            [adventure] Abenteuer
           *[flash] Blitz
        }) gleichauf und bekommst eine verdeckte Missionskarte vom Stapel: Sie zählt als Mission.
       *[no] { $who } liegt gleichauf und bekommt eine verdeckte Missionskarte vom Stapel ({ $kind ->
            [research] Forschung
            [adventure] Abenteuer
           *[flash] Blitz
        }): Sie zählt als Mission.
    }
learn-mwl-mission-unclaimed = Niemand gewinnt { $mission }; die Karte kommt wieder unter ihren Stapel.

## Die Regeln, gesagt, wenn sie zum ersten Mal vorkommen (eine je Zeile von docs/tutorials/mission-wild-life.md)

learn-mwl-rule-lead = 📖 Spielablauf: Die erste Karte im { -learn-mwl-trick } bestimmt die ausgespielte Farbe.
learn-mwl-rule-follow = 📖 Spielablauf: Wer die ausgespielte Farbe hat, muss sie bedienen.
learn-mwl-rule-trick-win = 📖 Spielablauf: Die höchste Karte der ausgespielten Farbe gewinnt den { -learn-mwl-trick }, und wer ihn gewinnt, spielt den nächsten aus.
learn-mwl-rule-evade = 📖 Ausweichen: Eine graue Karte (eine Wolke) darf auch gespielt werden, wenn du die ausgespielte Farbe hast; sie gewinnt nie einen { -learn-mwl-trick } einer anderen Farbe, so kannst du absichtlich einen { -learn-mwl-trick } abgeben.
learn-mwl-rule-any-colour = 📖 Spielablauf: Ohne eine Karte der ausgespielten Farbe darfst du jede Karte spielen.
learn-mwl-rule-trump = 📖 Trumpf: Goldene Karten (Sonnen) schlagen jede andere Farbe; die höchste goldene Karte gewinnt den { -learn-mwl-trick }.
learn-mwl-rule-trump-constraint = 📖 Trumpf: Solange du die ausgespielte Farbe noch hast, darfst du kein Gold spielen.
learn-mwl-rule-gray-lead = 📖 Ausweichen: Eine graue Karte kann nur gewinnen, wenn Grau ausgespielt wurde (und kein Gold fiel).
learn-mwl-rule-one-beats-eight = 📖 1 schlägt 8: Liegen die 1 und die 8 einer Farbe im selben { -learn-mwl-trick }, ist die 1 höher.
learn-mwl-rule-flash = 📖 Missionen: Eine Blitzmission geht sofort an die Person, die sie als Erste erfüllt, mitten in der Runde.
learn-mwl-rule-round-missions = 📖 Missionen: Am Ende der Runde gehen Forschungs- und Abenteuermission an die Person, die sie mit den Karten ihrer gewonnenen { -learn-mwl-tricks } am besten erfüllt (viele Forschungsmissionen verlangen mindestens einen { -learn-mwl-trick }); bei Gleichstand gewinnen alle.
learn-mwl-rule-game-end = 📖 Spielende: Endet eine Runde, in der jemand fünf Missionen hat, gewinnt, wer die meisten hat; sonst beginnt eine neue Runde mit drei neuen Missionen.

## Hinweise nach einer Ablehnung

learn-mwl-hint-wait = Warte, bis du am Zug bist: Der Trainer sagt dir Bescheid.
learn-mwl-hint-follow = Du hast { $colour }: Bediene { $colour } oder weiche mit einer grauen Karte aus.
learn-mwl-hint-any = Jede aktive Karte darf jetzt gespielt werden.

## Das Ende der Lektion

learn-mwl-farewell = Das war eine ganze Runde, und du hast { $missions ->
        [one] { $missions } Mission
       *[other] { $missions } Missionen
    }. Eine echte Partie geht Runde um Runde, bis jemand am Ende einer Runde { $goal } Missionen hat; wer die meisten hat, gewinnt.

## ❔ Was nun?

learn-mwl-explain-wait = { $who } ist am Zug und spielt eine Karte in { -learn-mwl-trick } { $number }.
learn-mwl-explain-wait-more = Dein Panel wird aktiv, sobald du am Zug bist; der Tisch zeigt den { -learn-mwl-trick }, wie er bisher liegt.
learn-mwl-explain-lead = Du spielst { -learn-mwl-trick } { $number } aus: Spiele eine beliebige Karte. Ihre Farbe müssen die anderen bedienen, wenn sie können.
learn-mwl-explain-lead-more = Gold (Sonnen) ist Trumpf und schlägt jede Farbe; wird Grau ausgespielt, gewinnt nur Grau oder Gold.
learn-mwl-explain-follow = Du musst { $colour } bedienen: Du hast { $cards }.
learn-mwl-explain-follow-wins = Mit { $card } gewinnst du den { -learn-mwl-trick }, wenn niemand nach dir höher oder mit Gold spielt.
learn-mwl-explain-follow-loses = Keine davon gewinnt den { -learn-mwl-trick }, so wie er jetzt liegt: Deine niedrigste kostet dich am wenigsten.
learn-mwl-explain-evade = Oder weiche mit einer grauen Karte aus ({ $cards }): Sie darf immer gespielt werden und gewinnt nie einen { -learn-mwl-trick } in { $colour }.
learn-mwl-explain-void = Du hast kein { $colour }: Du darfst jede Karte spielen.
learn-mwl-explain-void-trump = Eine goldene Karte gewinnt den { -learn-mwl-trick }, wie er liegt: { $cards }.
learn-mwl-explain-void-none = Keine deiner Karten gewinnt diesen { -learn-mwl-trick }, wie er liegt: Wirf eine ab, die du am wenigsten brauchst.
learn-mwl-explain-pass = Gib im Menü unten drei Karten an { $who } links von dir; du bekommst drei von der Person rechts von dir.
learn-mwl-explain-pass-more = Gib Karten weiter, die du nicht brauchst: Die Runde beginnt, wenn alle gewählt haben.
learn-mwl-explain-passed = Du hast deine drei Karten gewählt; die anderen wählen noch.

## /rules: ein Beispielstich

learn-mwl-example = **Ein Beispielstich**: { $first } spielt Rot 8 aus, { $second } spielt Grau 4 (Grau darf immer gespielt werden), { $third } spielt Rot 1. Rot wurde ausgespielt, die 1 und die 8 von Rot treffen aufeinander, also ist die 1 höher: { $third } gewinnt. Hätte { $second } stattdessen eine goldene Karte gespielt, hätte Gold (Trumpf) gewonnen.
learn-mwl-example-alt = Ein Stich: Rot 8 ausgespielt, Grau 4, Rot 1; Rot 1 gewinnt (1 schlägt 8).
