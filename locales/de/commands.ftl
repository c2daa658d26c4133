### Slash-Befehle: Namen, Beschreibungen, Optionen und Auswahlen (aus locales/en/commands.ftl).
### Namen: klein geschrieben, 1–32 Zeichen (Buchstaben, Ziffern, - und _), Beschreibungen 1–100 Zeichen.
