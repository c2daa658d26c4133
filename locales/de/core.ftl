### Menageries gemeinsame Wörter (Übersetzung aus dem Englischen, locales/en/core.ftl).
### Ids beginnen mit "core-". Wie man übersetzt: docs/languages.md.

## Languages

core-lang-name = Deutsch

## Supplied text

core-unnamed = (ohne Namen)

## Forums

core-forum-lobby-open = Deine Lobby ist in einem neuen Beitrag offen: { $link }
core-forum-post-refused = Ich konnte in diesem Forum keinen Beitrag erstellen, also wurde keine Lobby eröffnet. Bitte eine Moderation, mir das Erstellen von Beiträgen zu erlauben, oder nutze einen anderen Kanal.
core-perm-create-posts = Beiträge erstellen
core-forum-moved = 🔒 Der Beitrag von { $title } #{ $match } wurde von der Moderation geschlossen; die Partie geht in diesem neuen Beitrag weiter.
